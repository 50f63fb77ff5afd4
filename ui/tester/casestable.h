// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/testcase.h"

#include <QPointer>
#include <QTableView>

#include <optional>

class QMenu;

namespace robots::ui {

class TesterModel;

/// The tester's cases table: a QTableView over a CaseFilterModel on a TesterModel, with the bulk
/// actions that work on every selected row (remove, set the expectation, copy as CSV or as a
/// test set, explain) and on the whole table (accept every current verdict as expected, clear).
///
/// Keys act only while the table itself has the focus, so the editor's Ctrl+A, Ctrl+V and Delete
/// stay the editor's, and a cell being edited keeps its keys: A sets "Allowed", D "Disallowed",
/// 0 or Backspace "No expectation", V the current verdict; Ctrl+A selects every row, Ctrl+C copies
/// the selected rows as CSV, Ctrl+Shift+C as a test set, Ctrl+V pastes URLs, Delete removes.
/// The window's Edit menu has some of the same keys; in the table the table's win (a
/// ShortcutOverride), instead of neither firing.
///
/// The models may be replaced at any time (one per document): every action looks them up through
/// model() when it runs and keeps no pointer to them.
class CasesTable : public QTableView
{
    Q_OBJECT
public:
    explicit CasesTable(QWidget *parent = nullptr);

    /// The TesterModel behind the view's proxy, or null.
    TesterModel *testerModel() const;
    /// The selected rows, as rows of testerModel(), ascending.
    QList<int> selectedCaseRows() const;
    /// The row of testerModel() under the current index, or -1.
    int currentCaseRow() const;

    /// Removes the selected cases in one go.
    void removeSelected();
    /// Sets (nullopt: clears) the expectation of every selected case.
    void setSelectedExpectation(std::optional<Access> expected);
    /// Makes each selected case expect the verdict it has now (under the dialects its expectation
    /// is about). Cases still waiting for their verdict, or whose dialects disagree, are left as
    /// they are; returns how many were set.
    int expectCurrentVerdicts();
    /// The same for every case of the table.
    int acceptAllVerdicts();
    /// Removes every case after a confirmation that says how many go; false when the user
    /// declined or there was nothing to clear.
    bool clearAll();
    /// Puts back the cases clearAll() removed, while nothing was added or loaded since (and the
    /// model is still the one cleared).
    void restoreCleared();
    /// The selected rows as CSV (RFC 4180, the columns of TesterModel::toCsv()).
    QByteArray selectedCsv() const;
    /// The selected cases in the test-set format (the core's serialiseTestSet()).
    QByteArray selectedTestSet() const;

    QAction *removeAction() const { return m_remove; }
    QAction *pasteAction() const { return m_paste; }
    QAction *selectAllAction() const { return m_selectAll; }
    QAction *expectVerdictAction() const { return m_expectVerdict; }
    QAction *expectAllowedAction() const { return m_expectAllowed; }
    QAction *expectDisallowedAction() const { return m_expectDisallowed; }
    QAction *expectNoneAction() const { return m_expectNone; }
    QAction *copyCsvAction() const { return m_copyCsv; }
    QAction *copyTestSetAction() const { return m_copyTestSet; }
    QAction *explainAction() const { return m_explain; }
    QAction *acceptAllAction() const { return m_acceptAll; }
    QAction *clearAllAction() const { return m_clearAll; }
    QAction *restoreClearedAction() const { return m_restore; }
    /// The tester's "Compare All Dialects" (not owned), shown in the context menu after Explain.
    void setCompareAllDialectsAction(QAction *action) { m_compareAll = action; }

    void setModel(QAbstractItemModel *model) override;

    /// The context menu for the current selection (built anew each time; the caller owns it).
    QMenu *createContextMenu(QWidget *parent);

Q_SIGNALS:
    /// "Explain": the current case's explanation should be shown.
    void explainRequested();
    /// A one-line message for the status bar.
    void statusMessage(const QString &message);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void selectionChanged(const QItemSelection &selected, const QItemSelection &deselected) override;
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;

private:
    QAction *tableAction(const char *objectName, const QString &text, const QList<QKeySequence> &shortcuts,
                         const QString &toolTip);
    QAction *actionFor(const QKeyEvent *event) const;
    void updateActions();
    /// Replaces the cases at ROWS by CHANGED (same order), keeping the selection.
    void applyCases(const QList<int> &rows, const TestCases &changed);
    int expectVerdicts(const QList<int> &rows);
    void forgetCleared();

    QAction *m_remove = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_selectAll = nullptr;
    QAction *m_expectVerdict = nullptr;
    QAction *m_expectAllowed = nullptr;
    QAction *m_expectDisallowed = nullptr;
    QAction *m_expectNone = nullptr;
    QAction *m_copyCsv = nullptr;
    QAction *m_copyTestSet = nullptr;
    QAction *m_explain = nullptr;
    QAction *m_acceptAll = nullptr;
    QAction *m_clearAll = nullptr;
    QAction *m_restore = nullptr;
    QPointer<QAction> m_compareAll;
    TestCases m_cleared; ///< What the last Clear All Cases removed (Restore Cleared Cases).
};

} // namespace robots::ui
