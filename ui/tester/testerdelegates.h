// SPDX-License-Identifier: MIT
#pragma once

// The tester panel's item delegates: the editors of the cases table and the short forms of its
// verdict cells, and the "was" text of the impact list. Their words are the panel's
// (TesterPanel::tr), as they were when they lived in testerpanel.cpp.

#include <QList>
#include <QStyledItemDelegate>

namespace robots::ui {

// The impact list says what each changed verdict was before the edit, on a tinted cell; the
// dialects whose verdicts did not change (shown after the changed ones) are dimmed.
class ImpactDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QList<int> changedColumns; ///< Dialect columns with a changed verdict.

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

// Editors for the table: agents complete from the presets, expectations are a choice of three.
class CaseDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // A verdict column too narrow for "Disallowed · line 7" shows the icon and "line 7", and one
    // too narrow for that the icon and "7": the icon's shape still tells allowed from disallowed,
    // the line number always shows whole, and the tooltip and accessible text are whole. "Too
    // narrow" is the style's own measure of the cell (icon, margins, text), as the columns are laid out.
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

    // The width the style needs for a cell of OPTION showing TEXT.
    static int cellWidth(QStyleOptionViewItem option, const QString &text);

    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace robots::ui
