// SPDX-License-Identifier: MIT
#include "tester/testerdelegates.h"

#include "analysis/agentpresets.h"
#include "analysis/messages.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "tester/verdictstyle.h"

#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>

#include <algorithm>

namespace robots::ui {

void ImpactDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant before = index.data(TesterModel::BaselineAccessRole);
    const QVariant now = index.data(TesterModel::AccessRole);
    if (before.isValid() && now.isValid() && before != now) {
        option->text = TesterPanel::tr("%1 (was %2)").arg(option->text, accessText(Access(before.toInt())));
        option->backgroundBrush = VerdictStyle::highlightBrush();
    } else if (index.column() >= TesterModel::FirstDialectColumn && !changedColumns.contains(index.column())) {
        // The verdict's own colour is on every colour group of the option now: the view's.
        const QPalette view = option->widget ? option->widget->palette() : QPalette();
        option->palette.setColor(QPalette::Text, view.color(QPalette::Disabled, QPalette::Text));
        option->icon = QIcon(option->icon.pixmap(option->decorationSize, QIcon::Disabled));
    }
}

QWidget *CaseDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() == TesterModel::ExpectedColumn) {
        auto *combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("expectedEditor"));
        combo->setAccessibleName(TesterPanel::tr("Expected verdict"));
        combo->addItem(TesterPanel::tr("No expectation"), QString());
        combo->addItem(accessText(Access::Allowed), QStringLiteral("allowed"));
        combo->addItem(accessText(Access::Disallowed), QStringLiteral("disallowed"));
        return combo;
    }
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    if (auto *line = qobject_cast<QLineEdit *>(editor); line && index.column() == TesterModel::AgentColumn) {
        QStringList names;
        for (const AgentPreset &p : AgentPresets::all())
            names << p.name;
        auto *completer = new QCompleter(names, line);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        line->setCompleter(completer);
        line->setObjectName(QStringLiteral("agentEditor"));
        line->setAccessibleName(TesterPanel::tr("Agent"));
    } else if (line) {
        line->setObjectName(QStringLiteral("urlEditor"));
        line->setAccessibleName(TesterPanel::tr("URL or path"));
    }
    return editor;
}

void CaseDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const int line = index.data(TesterModel::DecidingLineRole).toInt();
    if (line <= 0 || !index.data(TesterModel::AccessRole).isValid() || option->rect.width() <= 0)
        return;
    if (cellWidth(*option, option->text) <= option->rect.width())
        return;
    const QString shortText = TesterPanel::tr("line %1").arg(line);
    option->text = cellWidth(*option, shortText) <= option->rect.width() ? shortText : QString::number(line);
}

int CaseDelegate::cellWidth(QStyleOptionViewItem option, const QString &text)
{
    option.text = text;
    option.features |= QStyleOptionViewItem::HasDisplay;
    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    return style->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), option.widget).width();
}

void CaseDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole).toString())));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void CaseDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace robots::ui
