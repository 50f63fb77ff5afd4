// SPDX-License-Identifier: MIT
#include "diagnostics/problemsfiltermodel.h"

#include "diagnostics/problemsmodel.h"

namespace robots::ui {

ProblemsFilterModel::ProblemsFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ProblemsModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void ProblemsFilterModel::setFilterText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateRowsFilter();
}

void ProblemsFilterModel::setSeverityVisible(Severity severity, bool visible)
{
    if (m_visible[std::size_t(severity)] == visible)
        return;
    m_visible[std::size_t(severity)] = visible;
    invalidateRowsFilter();
}

bool ProblemsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const int severity = index.data(ProblemsModel::SeverityRole).toInt();
    if (severity >= 0 && severity < int(m_visible.size()) && !m_visible[std::size_t(severity)])
        return false;
    const QString text = m_text.trimmed();
    if (text.isEmpty())
        return true;
    for (int role : {int(ProblemsModel::MessageRole), int(ProblemsModel::CodeRole), int(ProblemsModel::SlugRole)}) {
        if (index.data(role).toString().contains(text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool ProblemsFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (const auto *problems = qobject_cast<const ProblemsModel *>(sourceModel()))
        return problems->lessThan(left.row(), right.row(), left.column(), sortCaseSensitivity());
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace robots::ui
