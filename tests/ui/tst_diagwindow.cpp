// SPDX-License-Identifier: MIT
// Diagnostics in the main window: each tab's editor shows its findings; the Problems
// and Outline docks and the status bar's counts follow the current tab; their jump intents move
// the editor; Edit → Quick Fix… (Ctrl+.) and Edit → Fix All Safe Problems act on the current
// tab, one undo step each. Offscreen, isolated settings, QTRY_* only.
#include "analysis/settingsstore.h"
#include "diagnostics/diagnosticscontroller.h"
#include "diagnostics/directivecompleter.h"
#include "diagnostics/outlinemodel.h"
#include "diagnostics/outlinepanel.h"
#include "diagnostics/problemcountsbutton.h"
#include "diagnostics/problemsmodel.h"
#include "diagnostics/problemspanel.h"
#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/notificationbar.h"
#include "mainwindow/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeView>

using namespace robots;
using namespace robots::ui;

namespace {

QAction *windowAction(const MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

int rowsWithCode(const QAbstractItemModel &model, const QString &code)
{
    int n = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        n += model.index(row, 0).data(ProblemsModel::CodeRole).toString() == code;
    return n;
}

} // namespace

class TestDiagWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init() { robots::ui::Settings::clear(); }
    void openedFileShowsItsProblems();
    void panelsFollowTheCurrentTab();
    void windowActionsActOnTheCurrentTab();
    void outlineJumps();
    void fileFindingsFromTheBytes();
    void utf16FileShowsItsTextAndConvertsToUtf8_data();
    void utf16FileShowsItsTextAndConvertsToUtf8();
};

void TestDiagWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_diagwindow"));
}

void TestDiagWindow::openedFileShowsItsProblems()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.documents()->openFile(QStringLiteral(ROBOTS_TEST_DATA "/ui-diagnostics/problems.robots.txt")));
    DiagnosticsController *controller = w.diagnostics(w.currentTab());
    QVERIFY(controller);
    QTRY_VERIFY(controller->report()->diagnostics.size() >= 10);
    QCOMPARE(controller->editor(), w.editor());
    QVERIFY(w.editor()->findChild<DirectiveCompleter *>());

    // Underlines and markers in the editor.
    QVERIFY(!w.editor()->layerSelections(Editor::SelectionLayer::Diagnostics).isEmpty());
    QVERIFY(!w.editor()->lineMarkers().isEmpty());

    // The Problems dock lists them; the status bar counts them.
    ProblemsPanel *problems = w.problemsPanel();
    QVERIFY(problems);
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("problemsDock"));
    QVERIFY(dock && dock->isVisible());
    QTRY_COMPARE(problems->model()->rowCount(), int(controller->report()->diagnostics.size()));
    auto *counts = w.findChild<ProblemCountsButton *>(QStringLiteral("problemCounts"));
    QVERIFY(counts && counts->isVisible());
    QCOMPARE(counts->count(Severity::Error), controller->report()->count(Severity::Error));

    // Double-click on the R203 row (line 6: `Dissallow`) puts the editor's cursor there.
    QTreeView *view = problems->view();
    QModelIndex typo;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->model()->index(row, 0).data(ProblemsModel::CodeRole).toString() == QLatin1String("R203"))
            typo = view->model()->index(row, ProblemsModel::MessageColumn);
    }
    QVERIFY(typo.isValid());
    view->scrollTo(typo);
    const QPoint at = view->visualRect(typo).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(w.editor()->cursorLine(), 6);
    QCOMPARE(w.editor()->cursorColumn(), 1);

    // Clicking the counts shows the Problems dock again after it was closed.
    dock->close();
    QVERIFY(!dock->isVisible());
    counts->click();
    QTRY_VERIFY(dock->isVisible());
}

void TestDiagWindow::panelsFollowTheCurrentTab()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
    QTest::keyClick(w.editor(), Qt::Key_Return);
    QTest::keyClicks(w.editor(), QStringLiteral("Disallow /a"));
    EditorTab *first = w.currentTab();
    ProblemsModel *model = w.problemsPanel()->model();
    QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *\nDisallow /a"));
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R201")), 1);

    EditorTab *second = w.newDocument();
    QVERIFY(second != first);
    QTRY_COMPARE(w.currentTab(), second);
    QTest::keyClicks(w.editor(), QStringLiteral("Sitemap: /sitemap.xml"));
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R601")), 1);
    QCOMPARE(rowsWithCode(*model, QStringLiteral("R201")), 0);
    // The first tab kept its own findings while the analyzer read the second.
    QCOMPARE(w.diagnostics(first)->report()->positions.text(), std::string_view("User-agent: *\nDisallow /a"));

    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("tabs"));
    QVERIFY(tabs);
    tabs->setCurrentWidget(first);
    QCOMPARE(w.currentTab(), first);
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R201")), 1);
    QCOMPARE(rowsWithCode(*model, QStringLiteral("R601")), 0);
    // Typing in the first tab again is linted as the first tab's text.
    QTest::keyClicks(w.editor(), QStringLiteral("x"));
    QTRY_VERIFY(w.diagnostics(first)->report()->positions.text() == std::string_view("User-agent: *\nDisallow /ax"));
    QCOMPARE(w.diagnostics(second)->report()->positions.text(), std::string_view("Sitemap: /sitemap.xml"));
}

void TestDiagWindow::windowActionsActOnTheCurrentTab()
{
    MainWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const Check *typo = findCheck("R203");
    QVERIFY(typo);
    const QString example = QString::fromUtf8(typo->example.data(), qsizetype(typo->example.size()));
    const QString fixed = QString::fromUtf8(typo->fixedExample.data(), qsizetype(typo->fixedExample.size()));
    w.editor()->setPlainText(example);
    DiagnosticsController *controller = w.diagnostics(w.currentTab());
    QTRY_VERIFY(controller->safeFixCount() >= 1);

    // Edit → Quick Fix… shows Ctrl+. in the menu and opens the fixes at the cursor.
    QAction *quickFix = windowAction(w, "actionQuickFix");
    QVERIFY(quickFix);
    QCOMPARE(quickFix->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Period));
    QVERIFY(w.editMenu()->actions().contains(quickFix));
    w.editor()->goToLine(2, 3);
    w.editor()->setFocus();
    QTest::keyClick(w.editor(), Qt::Key_Period, Qt::ControlModifier);
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QVERIFY(!menu->actions().isEmpty());
    menu->actions().front()->trigger();
    menu->close();
    QCOMPARE(w.editor()->toPlainText(), fixed);
    QTest::keyClick(w.editor(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->toPlainText(), example);

    // Edit → Fix All Safe Problems: one undo step.
    QAction *fixAll = windowAction(w, "actionFixAllSafe");
    QVERIFY(fixAll);
    QVERIFY(w.editMenu()->actions().contains(fixAll));
    QTRY_VERIFY(fixAll->isEnabled());
    fixAll->trigger();
    QVERIFY(!w.editor()->toPlainText().contains(QStringLiteral("Dissallow")));
    QTest::keyClick(w.editor(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->toPlainText(), example);
}

void TestDiagWindow::outlineJumps()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.editor()->setPlainText(
        QStringLiteral("User-agent: *\nDisallow: /\n\nUser-agent: Belle\nDisallow: /west-wing/\n"));
    OutlinePanel *outline = w.outlinePanel();
    QVERIFY(outline && outline->isVisible());
    QTRY_COMPARE(outline->model()->rowCount(), 2);
    const QModelIndex belle = outline->model()->index(1, 0);
    QCOMPARE(belle.data(OutlineModel::LineRole).toInt(), 4);
    outline->view()->scrollTo(belle);
    QTest::mouseClick(outline->view()->viewport(), Qt::LeftButton, {}, outline->view()->visualRect(belle).center());
    QTRY_COMPARE(w.editor()->cursorLine(), 4);
}

// A byte order mark, CRLF line breaks and a Latin-1 byte are not in the editor's text (the
// Document keeps them as flags and raw-byte characters), yet they matter: RFC 9309 §2.3 ("MUST be
// UTF-8"), readers that take the BOM as text (catalogue R104: Perl, Python, the Ruby gem),
// RFC 9309 §2.2 line endings (R107). They are linted from the bytes saving would write.
void TestDiagWindow::fileFindingsFromTheBytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("robots.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\xEF\xBB\xBFUser-agent: *\r\nDisallow: /caf\xE9/\r\nDisallow: /x\r\n");
    file.close();

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.documents()->openFile(path));
    ProblemsModel *model = w.problemsPanel()->model();
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R104")), 1);
    QCOMPARE(rowsWithCode(*model, QStringLiteral("R107")), 1);
    QCOMPARE(rowsWithCode(*model, QStringLiteral("R103")), 1);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(ProblemsModel::CodeRole).toString() == QLatin1String("R103"))
            QCOMPARE(index.data(ProblemsModel::LineRole).toInt(), 2); // the line with the byte
        if (index.data(ProblemsModel::CodeRole).toString() == QLatin1String("R104"))
            QCOMPARE(index.data(ProblemsModel::LineRole).toInt(), 1);
    }
    // A marker on line 2, a tooltip anywhere on it; no underline for what the text does not hold.
    DiagnosticsController *controller = w.diagnostics(w.currentTab());
    const QString tip = controller->toolTipAt(w.editor()->document()->findBlockByNumber(1).position() + 2);
    QVERIFY(tip.contains(QLatin1String("R103")));

    // Typing a line above keeps the finding on its line.
    w.editor()->goToLine(1);
    QTest::keyClicks(w.editor(), QStringLiteral("# top"));
    QTest::keyClick(w.editor(), Qt::Key_Return);
    QTRY_VERIFY(controller->report()->positions.text().substr(0, 5) == std::string_view("# top"));
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(ProblemsModel::CodeRole).toString() == QLatin1String("R103"))
            QCOMPARE(index.data(ProblemsModel::LineRole).toInt(), 3);
    }
    while (w.editor()->document()->isUndoAvailable()) // the typing, back to the text as loaded
        w.editor()->undo();
    QCOMPARE(w.editor()->document()->findBlockByNumber(0).text(), QStringLiteral("User-agent: *"));

    // The BOM's quick fix removes it from the Document (one undo step there), and the finding goes.
    controller->runner()->flush(); // the indexes below are those of the report for the text now
    QList<int> bom;
    for (std::size_t i = 0; i < controller->report()->diagnostics.size(); ++i) {
        if (controller->report()->diagnostics[i].code() == "R104")
            bom << int(i);
    }
    QCOMPARE(bom.size(), 1);
    QVERIFY(controller->applyFix({bom.front(), 0}));
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R104")), 0);
    QVERIFY(!w.currentDocument()->encodedBytes().startsWith("\xEF\xBB\xBF"));
    // Fix all safe problems edits the text only: the line endings stay as they are (R107's fix
    // is not safe, and file findings are never part of it).
    controller->fixAllSafe();
    QVERIFY(w.currentDocument()->encodedBytes().contains("\r\n"));
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R107")), 1);
}

void TestDiagWindow::utf16FileShowsItsTextAndConvertsToUtf8_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("encoding");
    // tests/data/encoding/make.py: source.txt in each encoding, with its byte order mark.
    QTest::newRow("rfc9309-2.3/utf16le") << QStringLiteral("utf16le.txt") << QStringLiteral("UTF-16LE");
    QTest::newRow("rfc9309-2.3/utf16be") << QStringLiteral("utf16be.txt") << QStringLiteral("UTF-16BE");
    QTest::newRow("rfc9309-2.3/utf32le") << QStringLiteral("utf32le.txt") << QStringLiteral("UTF-32LE");
}

// RFC 9309 §2.3 requires UTF-8; a file saved as UTF-16 (R109) opens as its text, keeps its
// encoding on save (byte-exact), says that crawlers read no rules from it, and its quick fix
// converts it: the next save writes UTF-8 with the same text.
void TestDiagWindow::utf16FileShowsItsTextAndConvertsToUtf8()
{
    QFETCH(QString, fixture);
    QFETCH(QString, encoding);
    const auto read = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray original = read(QStringLiteral(ROBOTS_TEST_DATA "/encoding/") + fixture);
    const QByteArray utf8 = read(QStringLiteral(ROBOTS_TEST_DATA "/encoding/source.txt"));
    QVERIFY(!original.isEmpty() && !utf8.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("robots.txt"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(original), original.size());
    }

    MainWindow w;
    QList<MainWindow::Question::Kind> asked;
    w.documents()->setQuestionHandler([&asked](const MainWindow::Question &q) {
        asked << q.kind;
        return QMessageBox::Cancel;
    });
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY2(w.documents()->openFile(path), qPrintable(w.documents()->errorString()));
    QVERIFY(asked.isEmpty()); // not taken for a binary file

    // The text, decoded: the editor shows lines, not NUL bytes.
    QCOMPARE(w.editor()->document()->findBlockByNumber(0).text(),
             QString::fromUtf8("# Saved as \u201cUnicode\u201d by a Windows editor \u2014 caf\u00e9 \U0001F916"));
    QCOMPARE(w.editor()->document()->findBlockByNumber(1).text(), QStringLiteral("User-agent: *"));
    QVERIFY(!w.isWindowModified());
    auto *encodingButton = w.findChild<QToolButton *>(QStringLiteral("encodingButton"));
    QVERIFY(encodingButton);
    QCOMPARE(encodingButton->text(), encoding);

    // The tester shows the text's verdicts: the notification bar says crawlers see none of it.
    NotificationBar *bar = w.currentTab()->notificationBar();
    QTRY_VERIFY(bar->isVisible());
    QVERIFY2(bar->text().contains(encoding) && bar->text().contains(QLatin1String("find no rules")),
             qPrintable(bar->text()));
    QVERIFY(bar->findChild<QAbstractButton *>(QStringLiteral("convertToUtf8Button")));

    // R109 on line 1, in the Problems panel and the editor's gutter, with its quick fix.
    ProblemsModel *model = w.problemsPanel()->model();
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R109")), 1);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(ProblemsModel::CodeRole).toString() == QLatin1String("R109"))
            QCOMPARE(index.data(ProblemsModel::LineRole).toInt(), 1);
    }
    DiagnosticsController *controller = w.diagnostics(w.currentTab());
    QVERIFY(controller->toolTipAt(0).contains(QLatin1String("R109")));

    // Saved without the fix: the same bytes, still UTF-16 or UTF-32 (no lost work).
    QVERIFY(w.documents()->save());
    QCOMPARE(read(path), original);

    controller->runner()->flush();
    int finding = -1;
    for (std::size_t i = 0; i < controller->report()->diagnostics.size(); ++i) {
        if (controller->report()->diagnostics[i].code() == "R109")
            finding = int(i);
    }
    QVERIFY(finding >= 0);
    QCOMPARE(controller->fixesFor({finding}).size(), 1);
    QVERIFY(controller->applyFix({finding, 0}));
    QTRY_COMPARE(rowsWithCode(*model, QStringLiteral("R109")), 0);
    QVERIFY(!bar->isVisible());
    QCOMPARE(encodingButton->text(), QStringLiteral("UTF-8"));
    QVERIFY(w.isWindowModified());
    QVERIFY(w.documents()->save());
    QCOMPARE(read(path), utf8); // UTF-8 without a byte order mark, the text unchanged
    QVERIFY(!w.isWindowModified());
}

QTEST_MAIN(TestDiagWindow)
#include "tst_diagwindow.moc"
