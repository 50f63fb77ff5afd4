// SPDX-License-Identifier: MIT
#include "tester/casestable.h"

#include "analysis/testsetfile.h"
#include "tester/testermodel.h"
#include "tester/verdictstyle.h"

#include <robots/studio/csv.h>

#include <QAbstractProxyModel>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>

#include <algorithm>
#include <numeric>

namespace robots::ui {

namespace {

// The verdict ROW has under every dialect its expectation is about, when they all have one and
// agree on Allowed or Disallowed (an expectation cannot be Unknown: TesterModel::parseAccess()).
std::optional<Access> agreedVerdict(const TesterModel &model, int row)
{
    const TestCase c = model.testCase(row);
    const QList<DialectId> dialects = c.dialects.isEmpty() ? QList<DialectId>{model.primaryDialect()} : c.dialects;
    std::optional<Access> agreed;
    for (DialectId d : dialects) {
        const std::optional<Decision> decision = model.decision(row, d);
        if (!decision || decision->access == Access::Unknown || (agreed && *agreed != decision->access))
            return std::nullopt;
        agreed = decision->access;
    }
    return agreed;
}

} // namespace

CasesTable::CasesTable(QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("caseTable"));
    setAccessibleName(tr("Test cases and their verdicts"));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Letters are expectation keys (A, D, V) here, not the start of an edit: F2 or a double click
    // edits a cell.
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);

    m_remove = tableAction("removeCasesAction", tr("&Remove"), QKeySequence::keyBindings(QKeySequence::Delete),
                           tr("Remove the selected test cases"));
    m_paste = tableAction("pasteUrlsAction", tr("&Paste URLs"), QKeySequence::keyBindings(QKeySequence::Paste),
                          tr("Add the URLs on the clipboard, one per line, for the default agents"));
    m_selectAll = tableAction("selectAllCasesAction", tr("Select &All Cases"),
                              QKeySequence::keyBindings(QKeySequence::SelectAll), tr("Select every test case"));
    m_expectVerdict =
        tableAction("expectVerdictAction", tr("Set Expected from Current &Verdict"), {QKeySequence(Qt::Key_V)},
                    tr("Make the selected cases expect the verdict they have now"));
    m_expectAllowed = tableAction("expectAllowedAction", tr("Expect &Allowed"), {QKeySequence(Qt::Key_A)},
                                  tr("Make the selected cases expect Allowed"));
    m_expectDisallowed = tableAction("expectDisallowedAction", tr("Expect &Disallowed"), {QKeySequence(Qt::Key_D)},
                                     tr("Make the selected cases expect Disallowed"));
    m_expectNone = tableAction("expectNoneAction", tr("&No Expectation"),
                               {QKeySequence(Qt::Key_0), QKeySequence(Qt::Key_Backspace)},
                               tr("Remove the expectation of the selected cases: they only show their verdicts"));
    // Ctrl+C only: Copy's other binding, Ctrl+Insert, is the tester's Add….
    m_copyCsv = tableAction("copyCasesCsvAction", tr("&Copy as CSV"), {QKeySequence(QKeySequence::Copy)},
                            tr("Copy the selected cases with every verdict as CSV"));
    m_copyTestSet =
        tableAction("copyCasesTestSetAction", tr("Copy as &Test Set"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
                    tr("Copy the selected cases in the test-set format robotstxt test runs"));
    m_explain =
        tableAction("explainCaseAction", tr("&Explain"), {}, tr("Show why the current case has the verdict it has"));
    m_acceptAll = tableAction("acceptAllVerdictsAction", tr("Accept All C&urrent Verdicts as Expected"), {},
                              tr("Make every case expect the verdict it has now"));
    m_clearAll = tableAction("clearAllCasesAction", tr("C&lear All Cases…"), {}, tr("Remove every test case"));
    m_restore = tableAction("restoreClearedCasesAction", tr("Restore Cleare&d Cases"), {},
                            tr("Bring back the cases Clear All Cases removed"));
    m_restore->setEnabled(false);

    connect(m_remove, &QAction::triggered, this, &CasesTable::removeSelected);
    connect(m_selectAll, &QAction::triggered, this, &QTableView::selectAll);
    connect(m_expectVerdict, &QAction::triggered, this, &CasesTable::expectCurrentVerdicts);
    connect(m_expectAllowed, &QAction::triggered, this, [this] { setSelectedExpectation(Access::Allowed); });
    connect(m_expectDisallowed, &QAction::triggered, this, [this] { setSelectedExpectation(Access::Disallowed); });
    connect(m_expectNone, &QAction::triggered, this, [this] { setSelectedExpectation(std::nullopt); });
    connect(m_copyCsv, &QAction::triggered, this, [this] {
        auto *mime = new QMimeData;
        const QByteArray csv = selectedCsv();
        mime->setText(QString::fromUtf8(csv));
        mime->setData(QStringLiteral("text/csv"), csv);
        QApplication::clipboard()->setMimeData(mime);
        Q_EMIT statusMessage(tr("%n case(s) copied as CSV.", nullptr, int(selectedCaseRows().size())));
    });
    connect(m_copyTestSet, &QAction::triggered, this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(selectedTestSet()));
        Q_EMIT statusMessage(tr("%n case(s) copied as a test set.", nullptr, int(selectedCaseRows().size())));
    });
    connect(m_explain, &QAction::triggered, this, &CasesTable::explainRequested);
    connect(m_acceptAll, &QAction::triggered, this, &CasesTable::acceptAllVerdicts);
    connect(m_clearAll, &QAction::triggered, this, &CasesTable::clearAll);
    connect(m_restore, &QAction::triggered, this, &CasesTable::restoreCleared);
    updateActions();
}

QAction *CasesTable::tableAction(const char *objectName, const QString &text, const QList<QKeySequence> &shortcuts,
                                 const QString &toolTip)
{
    auto *action = new QAction(text, this);
    action->setObjectName(QLatin1String(objectName));
    action->setShortcuts(shortcuts);
    // Only while the table has the focus: the editor's Ctrl+A, Ctrl+V and Delete are its own.
    action->setShortcutContext(Qt::WidgetShortcut);
    action->setShortcutVisibleInContextMenu(true);
    action->setToolTip(shortcuts.isEmpty()
                           ? toolTip
                           : tr("%1 (%2)").arg(toolTip, shortcuts.first().toString(QKeySequence::NativeText)));
    addAction(action);
    return action;
}

TesterModel *CasesTable::testerModel() const
{
    QAbstractItemModel *m = model();
    while (auto *proxy = qobject_cast<QAbstractProxyModel *>(m))
        m = proxy->sourceModel();
    return qobject_cast<TesterModel *>(m);
}

namespace {

// The row of the TesterModel under INDEX of the view's model (through any proxies).
QModelIndex toSource(QModelIndex index)
{
    while (index.isValid()) {
        const auto *proxy = qobject_cast<const QAbstractProxyModel *>(index.model());
        if (!proxy)
            break;
        index = proxy->mapToSource(index);
    }
    return index;
}

QModelIndex fromSource(const QAbstractItemModel *view, QModelIndex source)
{
    // The chain of proxies from the view's model down to the source, mapped back up.
    QList<const QAbstractProxyModel *> chain;
    for (auto *proxy = qobject_cast<const QAbstractProxyModel *>(view); proxy;
         proxy = qobject_cast<const QAbstractProxyModel *>(proxy->sourceModel()))
        chain.prepend(proxy);
    for (const QAbstractProxyModel *proxy : chain)
        source = proxy->mapFromSource(source);
    return source;
}

} // namespace

QList<int> CasesTable::selectedCaseRows() const
{
    QList<int> rows;
    if (!selectionModel() || !testerModel())
        return rows;
    for (const QModelIndex &index : selectionModel()->selectedRows())
        rows << toSource(index).row();
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

int CasesTable::currentCaseRow() const
{
    const QModelIndex current = selectionModel() ? selectionModel()->currentIndex() : QModelIndex();
    return current.isValid() ? toSource(current).row() : -1;
}

void CasesTable::removeSelected()
{
    TesterModel *cases = testerModel();
    QList<int> rows = selectedCaseRows();
    if (!cases || rows.isEmpty())
        return;
    // Remove runs of consecutive rows at once, from the bottom, so the rows above keep their numbers.
    for (qsizetype j = rows.size() - 1; j >= 0;) {
        qsizetype i = j;
        while (i > 0 && rows.at(i - 1) == rows.at(i) - 1)
            --i;
        cases->removeRows(rows.at(i), int(j - i + 1));
        j = i - 1;
    }
    Q_EMIT statusMessage(tr("%n test case(s) removed.", nullptr, int(rows.size())));
}

void CasesTable::applyCases(const QList<int> &rows, const TestCases &changed)
{
    TesterModel *cases = testerModel();
    if (!cases || rows.isEmpty())
        return;
    // A few rows: in place (each is re-evaluated at once and the view keeps its state). Many, or
    // while verdicts are still being computed (each setCase() would restart the whole run): one
    // reset, then the selection and the current cell are put back.
    if (rows.size() <= 100 && !cases->isEvaluating()) {
        for (qsizetype i = 0; i < rows.size(); ++i)
            cases->setCase(rows.at(i), changed.at(i));
        return;
    }
    const QList<int> selected = selectedCaseRows();
    const QModelIndex current = toSource(currentIndex());
    TestCases all = cases->cases();
    for (qsizetype i = 0; i < rows.size(); ++i)
        all[rows.at(i)] = changed.at(i);
    cases->setCases(all);
    QItemSelection selection;
    for (qsizetype i = 0; i < selected.size();) {
        qsizetype j = i;
        while (j + 1 < selected.size() && selected.at(j + 1) == selected.at(j) + 1)
            ++j;
        selection.select(cases->index(selected.at(i), 0), cases->index(selected.at(j), cases->columnCount() - 1));
        i = j + 1;
    }
    QItemSelection mapped;
    for (const QItemSelectionRange &range : std::as_const(selection)) {
        const QModelIndex top = fromSource(model(), range.topLeft());
        const QModelIndex bottom = fromSource(model(), range.bottomRight());
        if (top.isValid() && bottom.isValid())
            mapped.select(top, bottom);
    }
    if (current.isValid())
        selectionModel()->setCurrentIndex(fromSource(model(), cases->index(current.row(), current.column())),
                                          QItemSelectionModel::NoUpdate);
    selectionModel()->select(mapped, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void CasesTable::setSelectedExpectation(std::optional<Access> expected)
{
    TesterModel *cases = testerModel();
    if (!cases)
        return;
    QList<int> rows;
    TestCases changed;
    for (int row : selectedCaseRows()) {
        TestCase c = cases->testCase(row);
        if (c.expected == expected)
            continue;
        c.expected = expected;
        rows << row;
        changed << c;
    }
    applyCases(rows, changed);
}

int CasesTable::expectVerdicts(const QList<int> &rows)
{
    TesterModel *cases = testerModel();
    if (!cases)
        return 0;
    QList<int> changedRows;
    TestCases changed;
    int set = 0;
    for (int row : rows) {
        const std::optional<Access> verdict = agreedVerdict(*cases, row);
        if (!verdict)
            continue;
        ++set;
        TestCase c = cases->testCase(row);
        if (c.expected == verdict)
            continue;
        c.expected = verdict;
        changedRows << row;
        changed << c;
    }
    applyCases(changedRows, changed);
    const int skipped = int(rows.size()) - set;
    QString message = tr("%n case(s) now expect their current verdict.", nullptr, set);
    if (skipped > 0)
        message += QLatin1Char(' ') +
                   tr("%n left as they were: no verdict yet, or their dialects disagree.", nullptr, skipped);
    Q_EMIT statusMessage(message);
    return set;
}

int CasesTable::expectCurrentVerdicts()
{
    return expectVerdicts(selectedCaseRows());
}

int CasesTable::acceptAllVerdicts()
{
    const TesterModel *cases = testerModel();
    if (!cases)
        return 0;
    QList<int> rows(cases->rowCount());
    std::iota(rows.begin(), rows.end(), 0);
    return expectVerdicts(rows);
}

bool CasesTable::clearAll()
{
    TesterModel *cases = testerModel();
    const int count = cases ? cases->rowCount() : 0;
    if (count == 0) {
        Q_EMIT statusMessage(tr("There are no test cases to clear."));
        return false;
    }
    QMessageBox box(QMessageBox::Question, tr("Clear All Cases"), tr("Remove all %n test case(s)?", nullptr, count),
                    QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("clearCasesConfirmation"));
    box.setInformativeText(tr("Their expectations go with them. Restore Cleared Cases brings them back until "
                              "cases are added; a test set saved on disk is not changed."));
    QPushButton *remove = box.addButton(tr("Remove %n Case(s)", nullptr, count), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("confirmClearCases"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != remove)
        return false;
    // The model may have been replaced while the question was open: clear the one shown now.
    TesterModel *now = testerModel();
    if (!now)
        return false;
    const TestCases cleared = now->cases();
    now->setCases({}); // resets the model, which forgets an earlier clear (forgetCleared())
    m_cleared = cleared;
    m_restore->setEnabled(!m_cleared.isEmpty());
    Q_EMIT statusMessage(tr("%n test case(s) removed.", nullptr, int(cleared.size())));
    return true;
}

void CasesTable::restoreCleared()
{
    TesterModel *cases = testerModel();
    if (!cases || m_cleared.isEmpty())
        return;
    const TestCases cleared = m_cleared;
    forgetCleared();
    cases->setCases(cleared);
    Q_EMIT statusMessage(tr("%n test case(s) restored.", nullptr, int(cleared.size())));
}

void CasesTable::forgetCleared()
{
    m_cleared.clear();
    m_restore->setEnabled(false);
}

void CasesTable::setModel(QAbstractItemModel *newModel)
{
    // The cleared cases belong to the model they came from: a new model (another document), a
    // new source behind the proxy, or cases added or loaded since make restoring them wrong.
    if (QAbstractItemModel *old = model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(newModel);
    forgetCleared();
    if (!newModel)
        return;
    connect(newModel, &QAbstractItemModel::rowsInserted, this, &CasesTable::forgetCleared);
    connect(newModel, &QAbstractItemModel::modelReset, this, &CasesTable::forgetCleared);
    if (auto *proxy = qobject_cast<QAbstractProxyModel *>(newModel))
        connect(proxy, &QAbstractProxyModel::sourceModelChanged, this, &CasesTable::forgetCleared);
}

QByteArray CasesTable::selectedCsv() const
{
    const TesterModel *cases = testerModel();
    if (!cases)
        return {};
    // The one CSV writer (robots/studio/csv.h), the columns of TesterModel::toCsv().
    const QList<DialectId> shown = cases->shownDialects();
    std::vector<std::string> header{"url", "agent", "expected", "result"};
    for (DialectId d : shown) {
        const std::string name(robots::dialect(d).name());
        header.push_back(name);
        header.push_back(name + " line");
    }
    std::string out;
    appendCsvRecord(out, header);
    for (int row : selectedCaseRows()) {
        const TestCase c = cases->testCase(row);
        std::vector<std::string> fields{c.url.toStdString(), c.agent.toStdString(),
                                        c.expected ? std::string(accessName(*c.expected)) : std::string()};
        switch (TesterModel::Outcome(cases->index(row, 0).data(TesterModel::OutcomeRole).toInt())) {
        case TesterModel::Outcome::Pass:
            fields.emplace_back("pass");
            break;
        case TesterModel::Outcome::Fail:
            fields.emplace_back("fail");
            break;
        case TesterModel::Outcome::NoExpectation:
        case TesterModel::Outcome::Pending:
            fields.emplace_back();
            break;
        }
        for (DialectId d : shown) {
            const std::optional<Decision> decision = cases->decision(row, d);
            const int line = cases->decidingLine(row, d);
            fields.push_back(decision ? std::string(accessName(decision->access)) : std::string());
            fields.push_back(line > 0 ? std::to_string(line) : std::string());
        }
        appendCsvRecord(out, fields);
    }
    return QByteArray::fromStdString(out);
}

QByteArray CasesTable::selectedTestSet() const
{
    const TesterModel *cases = testerModel();
    if (!cases)
        return {};
    TestCases selected;
    for (int row : selectedCaseRows())
        selected << cases->testCase(row);
    return TestSetFile::toText(selected, cases->primaryDialect());
}

void CasesTable::updateActions()
{
    const bool any = selectionModel() && selectionModel()->hasSelection();
    for (QAction *action :
         {m_remove, m_expectVerdict, m_expectAllowed, m_expectDisallowed, m_expectNone, m_copyCsv, m_copyTestSet})
        action->setEnabled(any);
    m_explain->setEnabled(currentIndex().isValid());
}

void CasesTable::selectionChanged(const QItemSelection &selected, const QItemSelection &deselected)
{
    QTableView::selectionChanged(selected, deselected);
    updateActions();
}

void CasesTable::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    QTableView::currentChanged(current, previous);
    updateActions();
}

QAction *CasesTable::actionFor(const QKeyEvent *event) const
{
    // The keypad's 0 is the same key as the main row's.
    const QKeySequence pressed(QKeyCombination(event->modifiers() & ~Qt::KeypadModifier, Qt::Key(event->key())));
    for (QAction *action : actions()) {
        if (action->shortcuts().contains(pressed))
            return action;
    }
    return nullptr;
}

bool CasesTable::event(QEvent *event)
{
    // The window's Edit menu has Ctrl+A, Ctrl+C, Ctrl+V and Delete as well: with the focus here
    // the table's own actions take them (they arrive as a KeyPress below).
    if (event->type() == QEvent::ShortcutOverride && actionFor(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QTableView::event(event);
}

void CasesTable::keyPressEvent(QKeyEvent *event)
{
    if (QAction *action = actionFor(event)) {
        updateActions();
        if (action->isEnabled())
            action->trigger();
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

QMenu *CasesTable::createContextMenu(QWidget *parent)
{
    updateActions();
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("caseContextMenu"));
    menu->addAction(m_explain);
    if (m_compareAll) {
        m_compareAll->setEnabled(currentIndex().isValid());
        menu->addAction(m_compareAll);
    }
    menu->addSeparator();
    menu->addAction(m_expectVerdict);
    QMenu *expected = menu->addMenu(tr("Set E&xpected"));
    expected->setObjectName(QStringLiteral("setExpectedMenu"));
    expected->addAction(m_expectAllowed);
    expected->addAction(m_expectDisallowed);
    expected->addAction(m_expectNone);
    expected->setEnabled(m_expectAllowed->isEnabled());
    menu->addSeparator();
    menu->addAction(m_copyCsv);
    menu->addAction(m_copyTestSet);
    menu->addAction(m_paste);
    menu->addSeparator();
    menu->addAction(m_selectAll);
    menu->addAction(m_remove);
    menu->addSeparator();
    menu->addAction(m_acceptAll);
    menu->addAction(m_clearAll);
    if (m_restore->isEnabled())
        menu->addAction(m_restore);
    return menu;
}

void CasesTable::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createContextMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
    event->accept();
}

void CasesTable::paintEvent(QPaintEvent *event)
{
    QTableView::paintEvent(event);
    // The rows where the shown dialects disagree keep a mark when the selection or the
    // current-line highlight covers their background.
    QAbstractItemModel *m = model();
    if (!m || m->rowCount() == 0)
        return;
    const int first = std::max(0, rowAt(0));
    int last = rowAt(viewport()->height() - 1);
    if (last < 0)
        last = m->rowCount() - 1;
    QPainter painter(viewport());
    for (int row = first; row <= last; ++row) {
        if (isRowHidden(row) || !m->index(row, 0).data(TesterModel::DisagreementRole).toBool())
            continue;
        const QRect rect(0, rowViewportPosition(row), viewport()->width(), rowHeight(row));
        const bool selected = selectionModel() && selectionModel()->isRowSelected(row, QModelIndex());
        VerdictStyle::paintDisagreementMark(&painter, rect, selected);
    }
}

} // namespace robots::ui
