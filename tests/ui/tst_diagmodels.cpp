// SPDX-License-Identifier: MIT
// The Problems panel's models (sortable by line, severity, code; filtered; double-click jumps),
// under QAbstractItemModelTester.
#include "analysis/documentanalyzer.h"
#include "diagnostics/lintrunner.h"
#include "diagnostics/problemsfiltermodel.h"
#include "diagnostics/problemsmodel.h"
#include "diagnostics/problemspanel.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QFile>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>

#include <algorithm>

using namespace robots;
using namespace robots::ui;

namespace {

LintReportPtr reportFor(const QByteArray &text)
{
    return LintRunner::makeReport(DocumentAnalyzer::analyze(text, {DialectId::Rfc9309}, 1), {});
}

QByteArray problemsFile()
{
    QFile file(QStringLiteral(ROBOTS_TEST_DATA "/ui-diagnostics/problems.robots.txt"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<QVariant> column(const QAbstractItemModel &model, int column, int role)
{
    QList<QVariant> out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, column).data(role);
    return out;
}

// The Problems panel's pair: the model (checked by QAbstractItemModelTester) under its proxy,
// sorted by line.
struct SortedProblems
{
    SortedProblems()
    {
        proxy.setSourceModel(&model);
        proxy.sort(ProblemsModel::LineColumn, Qt::AscendingOrder);
    }
    ProblemsModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
    ProblemsFilterModel proxy;
};

} // namespace

class TestDiagModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsFollowTheReport();
    void columnCountsUtf16();
    void sortsByLineSeverityCode();
    void filtersByTextAndSeverity();
    void panelJumpsAndShowsWhy();
    void emptyReport();
    void anEditThatKeepsTheFindingsKeepsTheRows();
    void aFindingThatMovesIsAnnouncedInPlace();
    void anEditThatChangesTheFindingsResets();
    void runnerFollowsOneDocumentOfASharedAnalyzer_data();
    void runnerFollowsOneDocumentOfASharedAnalyzer();
    void aReportTakesFromThePreviousOnlyTheSameMessages_data();
    void aReportTakesFromThePreviousOnlyTheSameMessages();
};

void TestDiagModels::rowsFollowTheReport()
{
    ProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy counts(&model, &ProblemsModel::countsChanged);
    const LintReportPtr report = reportFor(problemsFile());
    QVERIFY(report->diagnostics.size() >= 10);
    model.setReport(report);
    QCOMPARE(model.rowCount(), int(report->diagnostics.size()));
    QCOMPARE(model.columnCount(), int(ProblemsModel::ColumnCount));
    QCOMPARE(counts.size(), 1);
    for (int row = 0; row < model.rowCount(); ++row) {
        const Diagnostic &d = report->diagnostics[std::size_t(row)];
        const QModelIndex index = model.index(row, 0);
        QCOMPARE(index.data(ProblemsModel::LineRole).toInt(), int(d.where.line));
        QCOMPARE(index.data(ProblemsModel::CodeRole).toString(),
                 QString::fromUtf8(d.code().data(), qsizetype(d.code().size())));
        QCOMPARE(index.data(ProblemsModel::SeverityRole).toInt(), int(d.severity));
        QCOMPARE(index.data(ProblemsModel::FixCountRole).toInt(), int(d.fixes.size()));
        QCOMPARE(model.index(row, ProblemsModel::LineColumn).data().toInt(), int(d.where.line));
        QVERIFY(!model.index(row, ProblemsModel::MessageColumn).data().toString().isEmpty());
        QVERIFY(!index.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(index.data(ProblemsModel::DetailsRole).toString().contains(QStringLiteral("Why it matters")));
    }
    // A second report replaces the rows.
    model.setReport(reportFor("User-agent: *\nDissallow: /x\n"));
    QVERIFY(model.rowCount() >= 1);
    QCOMPARE(column(model, 0, ProblemsModel::CodeRole).count(QStringLiteral("R203")), 1);
}

// Columns count UTF-16 units like the editor: `$` after `/日本/` is column 15 (1-based), not
// byte 19 + 1 (RFC 9309 §2.2.3: `$` inside a pattern, catalogue R403).
void TestDiagModels::columnCountsUtf16()
{
    ProblemsModel model;
    model.setReport(reportFor("User-agent: *\nDisallow: /\xE6\x97\xA5\xE6\x9C\xAC/$x\n"));
    const QList<QVariant> codes = column(model, 0, ProblemsModel::CodeRole);
    const qsizetype row = codes.indexOf(QStringLiteral("R403"));
    QVERIFY(row >= 0);
    QCOMPARE(model.index(int(row), 0).data(ProblemsModel::ColumnRole).toInt(), 15);
    QCOMPARE(model.index(int(row), 0).data(ProblemsModel::LineRole).toInt(), 2);
}

void TestDiagModels::sortsByLineSeverityCode()
{
    ProblemsModel model;
    ProblemsFilterModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReport(reportFor(problemsFile()));
    const int rows = proxy.rowCount();
    QVERIFY(rows >= 10);

    proxy.sort(ProblemsModel::LineColumn, Qt::AscendingOrder);
    QList<QVariant> lines = column(proxy, 0, ProblemsModel::LineRole);
    for (int i = 1; i < rows; ++i)
        QVERIFY(lines[i - 1].toInt() <= lines[i].toInt());
    proxy.sort(ProblemsModel::LineColumn, Qt::DescendingOrder);
    lines = column(proxy, 0, ProblemsModel::LineRole);
    for (int i = 1; i < rows; ++i)
        QVERIFY(lines[i - 1].toInt() >= lines[i].toInt());

    // Severity: errors first, then warnings, infos, hints; file order within one severity.
    proxy.sort(ProblemsModel::SeverityColumn, Qt::AscendingOrder);
    const QList<QVariant> severities = column(proxy, 0, ProblemsModel::SeverityRole);
    lines = column(proxy, 0, ProblemsModel::LineRole);
    QCOMPARE(severities.front().toInt(), int(Severity::Error));
    for (int i = 1; i < rows; ++i) {
        QVERIFY(severities[i - 1].toInt() <= severities[i].toInt());
        if (severities[i - 1] == severities[i])
            QVERIFY(lines[i - 1].toInt() <= lines[i].toInt());
    }

    proxy.sort(ProblemsModel::CodeColumn, Qt::AscendingOrder);
    const QList<QVariant> codes = column(proxy, 0, ProblemsModel::CodeRole);
    for (int i = 1; i < rows; ++i)
        QVERIFY(codes[i - 1].toString() <= codes[i].toString());
}

void TestDiagModels::filtersByTextAndSeverity()
{
    ProblemsModel model;
    ProblemsFilterModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReport(reportFor(problemsFile()));
    const int all = proxy.rowCount();

    proxy.setFilterText(QStringLiteral("r203"));
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setFilterText(QStringLiteral("accepted-typo")); // the slug
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setFilterText(QStringLiteral("Sitemap")); // the message text
    QVERIFY(proxy.rowCount() >= 1);
    for (const QVariant &message : column(proxy, 0, ProblemsModel::MessageRole))
        QVERIFY(message.toString().contains(QStringLiteral("Sitemap"), Qt::CaseInsensitive));
    proxy.setFilterText(QString());
    QCOMPARE(proxy.rowCount(), all);

    proxy.setSeverityVisible(Severity::Error, false);
    QCOMPARE(proxy.rowCount(), all - model.count(Severity::Error));
    for (const QVariant &s : column(proxy, 0, ProblemsModel::SeverityRole))
        QVERIFY(s.toInt() != int(Severity::Error));
    proxy.setSeverityVisible(Severity::Warning, false);
    QCOMPARE(proxy.rowCount(), all - model.count(Severity::Error) - model.count(Severity::Warning));
    proxy.setSeverityVisible(Severity::Error, true);
    proxy.setSeverityVisible(Severity::Warning, true);
    QCOMPARE(proxy.rowCount(), all);
}

void TestDiagModels::panelJumpsAndShowsWhy()
{
    ProblemsPanel panel;
    panel.resize(900, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.model()->setReport(reportFor("User-agent: *\nDisallow: /a\nDissallow: /\xC3\xA9t\xC3\xA9\n"));
    QTreeView *view = panel.view();
    QTRY_VERIFY(view->model()->rowCount() >= 1);

    // Double-click on the R203 row: line 3, column 1.
    QModelIndex typo;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->model()->index(row, 0).data(ProblemsModel::CodeRole).toString() == QLatin1String("R203"))
            typo = view->model()->index(row, ProblemsModel::MessageColumn);
    }
    QVERIFY(typo.isValid());
    QSignalSpy jumps(&panel, &ProblemsPanel::jumpTo);
    view->scrollTo(typo);
    const QPoint at = view->visualRect(typo).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QTRY_VERIFY(!jumps.isEmpty());
    QCOMPARE(jumps.front().value(0).toInt(), 3);
    QCOMPARE(jumps.front().value(1).toInt(), 1);

    // Selecting a row shows why it matters.
    auto *details = panel.findChild<QWidget *>(QStringLiteral("problemDetails"));
    QVERIFY(details);
    view->setCurrentIndex(typo);
    QTRY_VERIFY(details->property("plainText").toString().contains(QStringLiteral("Why it matters")));

    // The filter box and the severity toggles drive the proxy.
    panel.filterEdit()->setText(QStringLiteral("R203"));
    QCOMPARE(view->model()->rowCount(), 1);
    panel.filterEdit()->clear();
    const int all = view->model()->rowCount();
    QToolButton *warnings = panel.severityButton(Severity::Warning);
    QCOMPARE(warnings->text(), QString::number(panel.model()->count(Severity::Warning)));
    warnings->click();
    QCOMPARE(view->model()->rowCount(), all - panel.model()->count(Severity::Warning));
    QVERIFY(!warnings->accessibleName().isEmpty());
}

void TestDiagModels::emptyReport()
{
    ProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReport(nullptr);
    QCOMPARE(model.rowCount(), 0);
    model.setReport(reportFor("User-agent: *\nDisallow: /x\n"));
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.count(Severity::Error), 0);
}

// A letter typed into a comment keeps every finding as it reads: the rows, the proxy's order and
// the selection stay, nothing is announced, and the rows read the new report.
void TestDiagModels::anEditThatKeepsTheFindingsKeepsTheRows()
{
    SortedProblems sorted;
    ProblemsModel &model = sorted.model;
    ProblemsFilterModel &proxy = sorted.proxy;
    QItemSelectionModel selection(&proxy);
    model.setReport(reportFor("# notes\nUser-agent: *\nDissallow: /a\nDisallow: /x\nCrawl-delay: soon\n"));
    QVERIFY(model.rowCount() >= 2);
    selection.setCurrentIndex(proxy.index(1, 0), QItemSelectionModel::SelectCurrent | QItemSelectionModel::Rows);
    const QList<QVariant> lines = column(proxy, 0, ProblemsModel::LineRole);
    const QList<QVariant> messages = column(proxy, 0, ProblemsModel::MessageRole);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy counts(&model, &ProblemsModel::countsChanged);

    const LintReportPtr edited = reportFor("# notes!\nUser-agent: *\nDissallow: /a\nDisallow: /x\nCrawl-delay: soon\n");
    model.setReport(edited);
    QCOMPARE(model.report(), edited);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(changes.size(), 0);
    QCOMPARE(counts.size(), 0);
    QCOMPARE(column(proxy, 0, ProblemsModel::LineRole), lines);
    QCOMPARE(column(proxy, 0, ProblemsModel::MessageRole), messages);
    QCOMPARE(selection.currentIndex().row(), 1);
    QVERIFY(selection.isRowSelected(1));
}

// A finding that moves to another line (the same findings otherwise) keeps the rows: its row is
// announced, reads the new line, and the proxy places it in line order again.
void TestDiagModels::aFindingThatMovesIsAnnouncedInPlace()
{
    SortedProblems sorted;
    ProblemsModel &model = sorted.model;
    ProblemsFilterModel &proxy = sorted.proxy;
    const LintReportPtr before = reportFor("User-agent: *\nDissallow: /a\n# notes\nDisallow: /x\n");
    const LintReportPtr after = reportFor("User-agent: *\n# notes\nDissallow: /a\nDisallow: /x\n");
    QCOMPARE(after->diagnostics.size(), before->diagnostics.size()); // what the case is about
    model.setReport(before);
    const QList<QVariant> codes = column(model, 0, ProblemsModel::CodeRole);
    const qsizetype typo = codes.indexOf(QStringLiteral("R203"));
    QVERIFY(typo >= 0);
    QCOMPARE(model.index(int(typo), 0).data(ProblemsModel::LineRole).toInt(), 2);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);

    model.setReport(after);
    QCOMPARE(resets.size(), 0);
    QVERIFY(!changes.isEmpty());
    bool announced = false;
    for (const QList<QVariant> &change : std::as_const(changes)) {
        const int first = change.at(0).toModelIndex().row();
        const int last = change.at(1).toModelIndex().row();
        announced = announced || (first <= typo && typo <= last);
    }
    QVERIFY(announced);
    QCOMPARE(model.index(int(typo), 0).data(ProblemsModel::LineRole).toInt(), 3);
    QList<QVariant> lines = column(proxy, 0, ProblemsModel::LineRole);
    QVERIFY(std::is_sorted(lines.cbegin(), lines.cend(),
                           [](const QVariant &a, const QVariant &b) { return a.toInt() < b.toInt(); }));
}

// Findings that come or go: the model starts over (the rows are others).
void TestDiagModels::anEditThatChangesTheFindingsResets()
{
    ProblemsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReport(reportFor("User-agent: *\nDisallow: /x\n"));
    const int rows = model.rowCount();
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setReport(reportFor("User-agent: *\nDissallow: /x\n"));
    QCOMPARE(resets.size(), 1);
    QVERIFY(model.rowCount() > rows);
    QCOMPARE(column(model, 0, ProblemsModel::CodeRole).count(QStringLiteral("R203")), 1);
}

void TestDiagModels::runnerFollowsOneDocumentOfASharedAnalyzer_data()
{
    QTest::addColumn<bool>("onWorker");
    QTest::newRow("parsed-on-this-thread") << false;
    QTest::newRow("parsed-on-a-worker") << true;
}

// The main window's analyzer follows the current tab: each tab's runner must lint its own
// document's analyses only, also when a worker still parses the previous tab's text.
void TestDiagModels::runnerFollowsOneDocumentOfASharedAnalyzer()
{
    QFETCH(bool, onWorker);
    QTextDocument a;
    a.setPlainText(QStringLiteral("User-agent: *\nDissallow: /a\n"));
    QTextDocument b;
    b.setPlainText(QStringLiteral("User-agent: *\nDisallow /b\n"));
    DocumentAnalyzer analyzer;
    if (onWorker)
        analyzer.setAsyncThreshold(0);
    LintRunner runnerA;
    runnerA.setDocument(&a);
    runnerA.setAsyncThreshold(onWorker ? 0 : 1 << 20);
    runnerA.setAnalyzer(&analyzer);
    LintRunner runnerB;
    runnerB.setDocument(&b);
    runnerB.setAsyncThreshold(onWorker ? 0 : 1 << 20);
    runnerB.setAnalyzer(&analyzer);
    QStringList seenByA;
    QStringList seenByB;
    connect(&runnerA, &LintRunner::reportReady, this, [&](const LintReportPtr &r) {
        seenByA << QString::fromUtf8(r->positions.text().data(), qsizetype(r->positions.text().size()));
    });
    connect(&runnerB, &LintRunner::reportReady, this, [&](const LintReportPtr &r) {
        seenByB << QString::fromUtf8(r->positions.text().data(), qsizetype(r->positions.text().size()));
    });

    analyzer.setDocument(&a);
    runnerA.documentActivated();
    QTRY_VERIFY(runnerA.isUpToDate() && !seenByA.isEmpty());
    // Switch while A's edit is being analysed (on a worker in the second row).
    QTextCursor(&a).insertText(QStringLiteral("# edited\n"));
    QCoreApplication::processEvents(); // the analysis of A's edit starts (the debounce is 0 ms)
    QVERIFY(analyzer.isBusy() == onWorker);
    analyzer.setDocument(&b);
    runnerB.documentActivated();
    QTRY_VERIFY(runnerB.isUpToDate() && !seenByB.isEmpty());
    QTRY_VERIFY(!analyzer.isBusy());
    for (const QString &text : std::as_const(seenByA))
        QVERIFY2(text.startsWith(QLatin1String("User-agent: *\nDissallow")) ||
                     text.startsWith(QLatin1String("# edited")),
                 qPrintable(text));
    for (const QString &text : std::as_const(seenByB))
        QCOMPARE(text, b.toPlainText());
    QVERIFY(!runnerA.isUpToDate());                         // the analyzer reads B now; A keeps its last report
    QCOMPARE(runnerB.current()->count(Severity::Error), 1); // R201, B's missing colon
}

QTEST_MAIN(TestDiagModels)
// A report made after an edit takes the translated messages of the report before for the
// findings whose message is the same, at the same index or at the same distance from the end:
// it reads exactly as a report made from nothing, and shares the texts it took.
void TestDiagModels::aReportTakesFromThePreviousOnlyTheSameMessages_data()
{
    QTest::addColumn<QByteArray>("edited");
    const QByteArray file = problemsFile();
    QTest::newRow("a finding added at the end") << QByteArray(file + "\nFoo-bar: baz\nCrawl-delay: x\n");
    QTest::newRow("a finding added at the start") << QByteArray("Foo-bar: baz\n" + file);
    QTest::newRow("a line changed in the middle")
        << QByteArray(file.left(file.size() / 2) + "\nDisalow: /x\n" + file.mid(file.size() / 2));
}

void TestDiagModels::aReportTakesFromThePreviousOnlyTheSameMessages()
{
    QFETCH(QByteArray, edited);
    const LintReportPtr previous = reportFor(problemsFile());
    const AnalysisPtr analysis = DocumentAnalyzer::analyze(edited, {DialectId::Rfc9309}, 2);
    const LintReportPtr reused = LintRunner::makeReport(analysis, {}, previous);
    const LintReportPtr fresh = LintRunner::makeReport(analysis, {});
    QCOMPARE(reused->shown.size(), fresh->shown.size());
    int shared = 0;
    for (std::size_t i = 0; i < fresh->shown.size(); ++i) {
        QCOMPARE(reused->shown[i].message, fresh->shown[i].message);
        for (const ShownFinding &before : previous->shown)
            shared += reused->shown[i].message.constData() == before.message.constData() ? 1 : 0;
    }
    QVERIFY(shared > int(fresh->shown.size()) / 2);
}

#include "tst_diagmodels.moc"
