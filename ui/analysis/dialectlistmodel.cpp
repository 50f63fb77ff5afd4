// SPDX-License-Identifier: MIT
#include "analysis/dialectlistmodel.h"

#include "analysis/messages.h"

namespace robots::ui {

DialectListModel::DialectListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    m_checked.fill(false, qsizetype(allDialects().size()));
    m_checked[0] = true; // rfc9309, the default
}

QList<DialectId> DialectListModel::checkedDialects() const
{
    QList<DialectId> out;
    const auto dialects = allDialects();
    for (std::size_t i = 0; i < dialects.size(); ++i) {
        if (m_checked.at(qsizetype(i)))
            out.append(dialects[i].id());
    }
    return out;
}

void DialectListModel::setCheckedDialects(const QList<DialectId> &checked)
{
    const auto dialects = allDialects();
    bool changed = false;
    for (std::size_t i = 0; i < dialects.size(); ++i) {
        const bool on = checked.contains(dialects[i].id());
        if (m_checked.at(qsizetype(i)) != on) {
            m_checked[qsizetype(i)] = on;
            changed = true;
        }
    }
    if (!changed)
        return;
    Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::CheckStateRole});
    Q_EMIT checkedDialectsChanged(checkedDialects());
}

QModelIndex DialectListModel::indexOf(DialectId dialect) const
{
    const auto dialects = allDialects();
    for (std::size_t i = 0; i < dialects.size(); ++i) {
        if (dialects[i].id() == dialect)
            return index(int(i));
    }
    return {};
}

int DialectListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(allDialects().size());
}

QVariant DialectListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Dialect &d = allDialects()[std::size_t(index.row())];
    QStringList choices;
    if (role == ChoicesRole || role == Qt::ToolTipRole) {
        for (const Text &choice : d.distinctiveChoices())
            choices << textText(choice);
    }
    switch (role) {
    case Qt::DisplayRole:
        return dialectTitle(d);
    case Qt::ToolTipRole:
        return QStringLiteral("<b>%1</b><br>%2<ul><li>%3</li></ul>")
            .arg(dialectTitle(d).toHtmlEscaped(), textText(d.description()).toHtmlEscaped(),
                 choices.join(QStringLiteral("</li><li>")));
    case Qt::CheckStateRole:
        return m_checked.at(index.row()) ? Qt::Checked : Qt::Unchecked;
    case DialectIdRole:
        return int(d.id());
    case NameRole:
        return QString::fromUtf8(d.name().data(), qsizetype(d.name().size()));
    case DescriptionRole:
        return textText(d.description());
    case ChoicesRole:
        return choices;
    case ReferenceRole:
        return QString::fromUtf8(d.reference().data(), qsizetype(d.reference().size()));
    default:
        return {};
    }
}

Qt::ItemFlags DialectListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemNeverHasChildren;
}

bool DialectListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::CheckStateRole || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const bool on = value.toInt() == Qt::Checked;
    if (m_checked.at(index.row()) == on)
        return true;
    m_checked[index.row()] = on;
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
    Q_EMIT checkedDialectsChanged(checkedDialects());
    return true;
}

} // namespace robots::ui
