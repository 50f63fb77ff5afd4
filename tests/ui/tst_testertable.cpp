// SPDX-License-Identifier: MIT
// The tester's cases table in bulk: multi-row selection and the actions that work on every
// selected row (remove, expectations by key or from the current verdict, copy as CSV or as a test
// set), the whole-table actions (accept every verdict, clear with a confirmation), the context
// menu, the Dialects menu that stays open while ticking, the jump that follows the explained
// dialect, and the disagreement mark on the current row. Offscreen, object names, QTRY_* only.
#include "analysis/documentanalyzer.h"
#include "analysis/messages.h"
#include "analysis/testsetfile.h"
#include "tester/casefiltermodel.h"
#include "tester/casestable.h"
#include "tester/explanationview.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "tester/verdictstyle.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>
#include <memory>

using robots::Access;
using robots::DialectId;
using namespace robots::ui;

Q_DECLARE_METATYPE(std::optional<robots::Access>)

namespace {

struct Fixture
{
    DocumentAnalyzer analyzer;
    TesterPanel panel;
    QAbstractItemModelTester modelTester{panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester filterTester{panel.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture() { panel.setAnalyzer(&analyzer); }

    CasesTable *table() const { return panel.casesTable(); }

    void type(const QByteArray &text)
    {
        analyzer.setText(text);
        QTRY_VERIFY(!analyzer.isBusy() && panel.model()->analysis() == analyzer.current() &&
                    !panel.model()->isEvaluating());
    }

    void show()
    {
        panel.resize(900, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        table()->setFocus();
        QTRY_VERIFY(table()->hasFocus());
    }

    // Selects ROWS (rows of the model), as Ctrl+clicks would.
    void selectRows(const QList<int> &rows)
    {
        QItemSelectionModel *selection = table()->selectionModel();
        selection->clearSelection();
        for (int row : rows) {
            const QModelIndex index = panel.filterModel()->mapFromSource(panel.model()->index(row, 0));
            selection->setCurrentIndex(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }

    QStringList urls() const
    {
        QStringList out;
        for (const TestCase &c : panel.model()->cases())
            out << c.url;
        return out;
    }
};

TestCase tc(const char *url, const char *agent = "FooBot", std::optional<Access> expected = std::nullopt)
{
    return TestCase{QString::fromUtf8(url), QString::fromUtf8(agent), expected, {}};
}

// Disallows /private/ for everyone; FooBot has its own group that allows everything.
constexpr const char *kRobots = "User-agent: *\nDisallow: /private/\n\nUser-agent: FooBot\nAllow: /\n";

// Answers the next modal message box: the button named BUTTON (object name), or Cancel.
void answerNextMessageBox(const QString &button, QString *text)
{
    QTimer::singleShot(0, qApp, [button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            answerNextMessageBox(button, text); // not shown yet
            return;
        }
        *text = box->text();
        if (auto *named = box->findChild<QPushButton *>(button))
            named->click();
        else
            box->button(QMessageBox::Cancel)->click();
    });
}

} // namespace

class TestTesterTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void deleteRemovesEverySelectedRowAtOnce()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/0"), tc("/1"), tc("/2"), tc("/3"), tc("/4")});
        f.type(kRobots);
        f.show();
        f.selectRows({0, 2, 4});
        QCOMPARE(f.table()->selectedCaseRows(), (QList<int>{0, 2, 4}));
        QTest::keyClick(f.table(), Qt::Key_Delete);
        QCOMPARE(f.urls(), (QStringList{QStringLiteral("/1"), QStringLiteral("/3")}));

        // The toolbar's Remove is the same action.
        f.selectRows({0, 1});
        f.panel.findChild<QAction *>(QStringLiteral("removeCasesAction"))->trigger();
        QVERIFY(f.urls().isEmpty());
    }

    // The selected rows count through the filter: a hidden case is never removed.
    void removingUnderAFilterKeepsTheHiddenCases()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/keep-a"), tc("/drop-1"), tc("/keep-b"), tc("/drop-2")});
        f.type(kRobots);
        f.show();
        f.panel.filterModel()->setText(QStringLiteral("drop"));
        QCOMPARE(f.panel.filterModel()->rowCount(), 2);
        QTest::keyClick(f.table(), Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(f.table()->selectedCaseRows(), (QList<int>{1, 3}));
        QTest::keyClick(f.table(), Qt::Key_Delete);
        QCOMPARE(f.urls(), (QStringList{QStringLiteral("/keep-a"), QStringLiteral("/keep-b")}));
    }

    void ctrlASelectsEveryRow()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/0"), tc("/1"), tc("/2")});
        f.type(kRobots);
        f.show();
        f.selectRows({1});
        QTest::keyClick(f.table(), Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(f.table()->selectedCaseRows(), (QList<int>{0, 1, 2}));
    }

    // Keyboard entry of expectations on every selected row, no combo box: A, D, and 0 or
    // Backspace for none (the keypad's 0 too); the tooltips name the keys.
    void keysSetTheExpectationOfTheSelectedRows_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
        QTest::addColumn<std::optional<Access>>("expected");
        QTest::newRow("A/allowed") << int(Qt::Key_A) << Qt::KeyboardModifiers() << std::optional(Access::Allowed);
        QTest::newRow("D/disallowed") << int(Qt::Key_D) << Qt::KeyboardModifiers() << std::optional(Access::Disallowed);
        QTest::newRow("0/none") << int(Qt::Key_0) << Qt::KeyboardModifiers() << std::optional<Access>();
        QTest::newRow("keypad-0/none") << int(Qt::Key_0) << Qt::KeyboardModifiers(Qt::KeypadModifier)
                                       << std::optional<Access>();
        QTest::newRow("Backspace/none") << int(Qt::Key_Backspace) << Qt::KeyboardModifiers() << std::optional<Access>();
    }
    void keysSetTheExpectationOfTheSelectedRows()
    {
        QFETCH(int, key);
        QFETCH(Qt::KeyboardModifiers, modifiers);
        QFETCH(std::optional<Access>, expected);
        Fixture f;
        // Rows 0 and 2 start with the opposite of what the key sets; row 1 is not selected.
        const std::optional<Access> other =
            expected ? std::optional(*expected == Access::Allowed ? Access::Disallowed : Access::Allowed)
                     : std::optional(Access::Allowed);
        f.panel.model()->setCases({tc("/0", "FooBot", other), tc("/1", "FooBot", other), tc("/2", "FooBot", other)});
        f.type(kRobots);
        f.show();
        f.selectRows({0, 2});
        QTest::keyClick(f.table(), Qt::Key(key), modifiers);
        QCOMPARE(f.panel.model()->testCase(0).expected, expected);
        QCOMPARE(f.panel.model()->testCase(1).expected, other);
        QCOMPARE(f.panel.model()->testCase(2).expected, expected);
        QVERIFY(f.table()->hasFocus()); // no cell editor opened for the letter
        for (QAction *action : {f.table()->expectAllowedAction(), f.table()->expectDisallowedAction(),
                                f.table()->expectNoneAction(), f.table()->expectVerdictAction()})
            QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                     qPrintable(action->objectName()));
    }

    // V, or the context menu: each selected case expects the verdict it has now, so all pass.
    void settingExpectedFromTheCurrentVerdictMakesTheSelectedPass()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/private/a", "OtherBot", Access::Allowed),
                                   tc("/private/b", "FooBot", Access::Disallowed), tc("/public", "OtherBot"),
                                   tc("/private/c", "OtherBot", Access::Allowed)});
        f.type(kRobots);
        f.show();
        QCOMPARE(f.panel.model()->summary().failed, 3);
        f.selectRows({0, 1, 2});
        QTest::keyClick(f.table(), Qt::Key_V);
        QCOMPARE(f.panel.model()->testCase(0).expected, std::optional(Access::Disallowed));
        QCOMPARE(f.panel.model()->testCase(1).expected, std::optional(Access::Allowed));
        QCOMPARE(f.panel.model()->testCase(2).expected, std::optional(Access::Allowed));
        QCOMPARE(f.panel.model()->testCase(3).expected, std::optional(Access::Allowed)); // not selected
        const TesterModel::Summary s = f.panel.model()->summary();
        QCOMPARE(s.passed, 3);
        QCOMPARE(s.failed, 1);
        QCOMPARE(f.table()->selectedCaseRows(), (QList<int>{0, 1, 2})); // the selection stays
    }

    // Accept all: every case expects its verdict; a case whose own dialects disagree (RFC 9309
    // §2.2.2 longest match vs Python's first match) cannot pass both, so it is left as it was.
    void acceptingAllVerdictsMakesEveryCasePass()
    {
        Fixture f;
        TestCase both = tc("/a/b/x", "FooBot", Access::Disallowed);
        both.dialects = {DialectId::Rfc9309, DialectId::PythonUrllib};
        TestCases cases{tc("/a/b/x", "BarBot", Access::Disallowed), tc("/a/y", "BarBot"), both};
        f.panel.model()->setCases(cases);
        f.type("User-agent: *\nDisallow: /a/\nAllow: /a/b/\n");
        f.show();
        QSignalSpy status(&f.panel, &TesterPanel::statusMessage);
        f.panel.findChild<QAction *>(QStringLiteral("acceptAllVerdictsAction"))->trigger();
        QCOMPARE(f.panel.model()->testCase(0).expected, std::optional(Access::Allowed));
        QCOMPARE(f.panel.model()->testCase(1).expected, std::optional(Access::Disallowed));
        QCOMPARE(f.panel.model()->testCase(2).expected, std::optional(Access::Disallowed));
        QCOMPARE(f.panel.model()->summary().passed, 2);
        QVERIFY(!status.isEmpty());
        QVERIFY2(status.last().at(0).toString().contains(QLatin1String("left as they were")),
                 qPrintable(status.last().at(0).toString()));

        // Many cases at once (one reset rather than a re-evaluation per case), selection kept.
        TestCases many;
        for (int i = 0; i < 300; ++i)
            many << tc(i % 2 ? "/a/b/x" : "/a/y", "BarBot");
        f.panel.model()->setCases(many);
        QTRY_VERIFY(!f.panel.model()->isEvaluating());
        f.selectRows({5, 6});
        f.table()->acceptAllVerdicts();
        QTRY_COMPARE(f.panel.model()->summary().passed, 300);
        QCOMPARE(f.table()->selectedCaseRows(), (QList<int>{5, 6}));
    }

    // Clear all asks first, saying how many cases go; Cancel keeps them.
    void clearingAllCasesAsksFirst()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/0"), tc("/1"), tc("/2")});
        f.type(kRobots);
        f.show();
        QAction *clear = f.panel.findChild<QAction *>(QStringLiteral("clearAllCasesAction"));
        QVERIFY(clear);
        auto *testsMenu = f.panel.findChild<QMenu *>(QStringLiteral("testSetMenu"));
        QVERIFY(testsMenu && testsMenu->actions().contains(clear)); // reachable from the toolbar

        QString question;
        answerNextMessageBox(QStringLiteral("no-such-button"), &question);
        clear->trigger();
        QVERIFY2(question.contains(QLatin1String("3")), qPrintable(question));
        QCOMPARE(f.panel.model()->rowCount(), 3);

        const TestCases before = f.panel.model()->cases();
        answerNextMessageBox(QStringLiteral("confirmClearCases"), &question);
        clear->trigger();
        QCOMPARE(f.panel.model()->rowCount(), 0);

        // Undo: the cleared cases come back while nothing was added since …
        QAction *restore = f.panel.findChild<QAction *>(QStringLiteral("restoreClearedCasesAction"));
        QVERIFY(restore && testsMenu->actions().contains(restore));
        QVERIFY(restore->isEnabled());
        restore->trigger();
        QCOMPARE(f.panel.model()->cases(), before);
        QVERIFY(!restore->isEnabled());

        // … and not once new cases are in (they would mix with another set).
        answerNextMessageBox(QStringLiteral("confirmClearCases"), &question);
        clear->trigger();
        QVERIFY(restore->isEnabled());
        f.panel.model()->appendCases({tc("/new")});
        QVERIFY(!restore->isEnabled());
        restore->trigger();
        QCOMPARE(f.urls(), QStringList{QStringLiteral("/new")});
    }

    void copyingTheSelectedRows()
    {
        Fixture f;
        f.panel.setShownDialects({DialectId::Rfc9309, DialectId::PythonUrllib});
        f.panel.model()->setCases(
            {tc("/a/b/x", "BarBot", Access::Allowed), tc("/not, copied", "BarBot"), tc("/a/\"q\",y", "Bar Bot")});
        f.type("User-agent: *\nDisallow: /a/\nAllow: /a/b/\n");
        f.show();
        f.selectRows({0, 2});
        QTest::keyClick(f.table(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("url,agent,expected,result,rfc9309,rfc9309 line,python-urllib,python-urllib line\r\n"
                                "/a/b/x,BarBot,allowed,pass,allowed,3,disallowed,2\r\n"
                                "\"/a/\"\"q\"\",y\",Bar Bot,,,disallowed,2,disallowed,2\r\n"));

        QTest::keyClick(f.table(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        const TestSetFile::Loaded copied = TestSetFile::fromText(QApplication::clipboard()->text().toUtf8());
        QVERIFY(copied.errors.isEmpty());
        QCOMPARE(copied.cases, (TestCases{f.panel.model()->testCase(0), f.panel.model()->testCase(2)}));
    }

    // The context menu holds the bulk actions; those about the selection are off without one.
    void theContextMenuOffersTheBulkActions()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/0"), tc("/1")});
        f.type(kRobots);
        f.show();
        f.table()->selectionModel()->clear();
        std::unique_ptr<QMenu> menu(f.table()->createContextMenu(nullptr));
        QStringList names;
        const std::function<void(QMenu *)> collect = [&](QMenu *m) {
            for (QAction *a : m->actions()) {
                if (a->menu())
                    collect(a->menu());
                else if (!a->isSeparator())
                    names << a->objectName();
            }
        };
        collect(menu.get());
        for (const char *name :
             {"removeCasesAction", "expectVerdictAction", "expectAllowedAction", "expectDisallowedAction",
              "expectNoneAction", "copyCasesCsvAction", "copyCasesTestSetAction", "explainCaseAction",
              "acceptAllVerdictsAction", "clearAllCasesAction", "selectAllCasesAction"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
        QVERIFY(!f.table()->removeAction()->isEnabled());
        QVERIFY(!f.table()->expectAllowedAction()->isEnabled());
        QVERIFY(f.table()->acceptAllAction()->isEnabled());

        // Set expected → Disallowed from the menu, on two rows.
        f.selectRows({0, 1});
        menu.reset(f.table()->createContextMenu(nullptr));
        QVERIFY(f.table()->expectDisallowedAction()->isEnabled());
        f.table()->expectDisallowedAction()->trigger();
        QCOMPARE(f.panel.model()->testCase(0).expected, std::optional(Access::Disallowed));
        QCOMPARE(f.panel.model()->testCase(1).expected, std::optional(Access::Disallowed));

        // Explain shows the current case's explanation.
        auto *tabs = f.panel.findChild<QTabWidget *>(QStringLiteral("testerTabs"));
        tabs->setCurrentIndex(tabs->count() - 1);
        f.table()->explainAction()->trigger();
        QCOMPARE(tabs->currentWidget(), f.panel.explanationView());
        QVERIFY(f.panel.explanationView()->toPlainText().contains(QLatin1String("/1")));
    }

    // The Dialects menu stays open while ticking: several dialects, then All and None, in one opening.
    void theDialectMenuTicksSeveralDialectsInOneOpening()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/a/b/x")});
        f.type("User-agent: *\nDisallow: /a/\nAllow: /a/b/\n");
        f.show();
        auto *button = f.panel.findChild<QToolButton *>(QStringLiteral("dialectButton"));
        QVERIFY(button && button->menu());
        QMenu *menu = button->menu();
        menu->popup(button->mapToGlobal(QPoint(0, button->height())));
        QTRY_VERIFY(menu->isVisible());
        for (const char *name : {"google", "python-urllib", "ruby-robotstxt"}) {
            auto *box = menu->findChild<QCheckBox *>(QStringLiteral("dialectCheck_") + QLatin1String(name));
            QVERIFY2(box && box->isVisible(), name);
            // On the box's indicator, as the window system delivers it to the popup.
            QTest::mouseClick(menu->windowHandle(), Qt::LeftButton, {}, box->mapTo(menu, QPoint(6, box->height() / 2)));
            QVERIFY2(box->isChecked(), name);
            QVERIFY2(menu->isVisible(), name);
        }
        QCOMPARE(f.panel.shownDialects(), (QList<DialectId>{DialectId::Rfc9309, DialectId::Google,
                                                            DialectId::PythonUrllib, DialectId::RubyRobotstxt}));
        QCOMPARE(f.panel.model()->columnCount(), TesterModel::FirstDialectColumn + 4);

        // Beside a label (not on the box): nothing is ticked, and the menu stays open.
        auto *bing = menu->findChild<QCheckBox *>(QStringLiteral("dialectCheck_bing"));
        QTest::mouseClick(menu->windowHandle(), Qt::LeftButton, {},
                          bing->mapTo(menu, QPoint(bing->width() - 2, bing->height() / 2)));
        QVERIFY(menu->isVisible());
        QCOMPARE(f.panel.shownDialects().size(), 4);

        auto *all = menu->findChild<QPushButton *>(QStringLiteral("dialectsAll"));
        QTest::mouseClick(menu->windowHandle(), Qt::LeftButton, {}, all->mapTo(menu, all->rect().center()));
        QVERIFY(menu->isVisible());
        QCOMPARE(f.panel.shownDialects().size(), qsizetype(robots::allDialects().size()));
        for (QCheckBox *box : menu->findChildren<QCheckBox *>())
            QVERIFY2(box->isChecked(), qPrintable(box->objectName()));

        auto *none = menu->findChild<QPushButton *>(QStringLiteral("dialectsNone"));
        QTest::mouseClick(menu->windowHandle(), Qt::LeftButton, {}, none->mapTo(menu, none->rect().center()));
        QVERIFY(menu->isVisible());
        QVERIFY(f.panel.shownDialects().isEmpty());
        menu->close();
        QTRY_VERIFY(!menu->isVisible());

        // By keyboard: the first box has the focus, Down moves, Space ticks; the menu stays.
        menu->popup(button->mapToGlobal(QPoint(0, button->height())));
        QTRY_VERIFY(menu->isVisible());
        auto *first = menu->findChild<QCheckBox *>(QStringLiteral("dialectCheck_rfc9309"));
        QTRY_COMPARE(QApplication::focusWidget(), first);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QVERIFY(menu->isVisible());
        QCOMPARE(f.panel.shownDialects(), (QList<DialectId>{DialectId::Rfc9309, DialectId::Google}));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!menu->isVisible());

        // The boxes follow changes made elsewhere (an example, the Dialects tab).
        f.panel.setShownDialects({DialectId::Bing});
        QVERIFY(menu->findChild<QCheckBox *>(QStringLiteral("dialectCheck_bing"))->isChecked());
        QVERIFY(!menu->findChild<QCheckBox *>(QStringLiteral("dialectCheck_rfc9309"))->isChecked());
    }

    // The editor goes to the deciding line of the dialect the explanation shows; picking another
    // dialect in the explanation moves both.
    void theJumpFollowsTheExplainedDialect()
    {
        Fixture f;
        f.panel.setShownDialects({DialectId::Rfc9309, DialectId::PythonUrllib});
        f.panel.model()->setCases({tc("/a/b/x")});
        // RFC 9309 §2.2.2: line 3 (longer) decides; Python's first match: line 2.
        f.type("User-agent: *\nDisallow: /a/\nAllow: /a/b/\n");
        QSignalSpy jump(&f.panel, &TesterPanel::jumpToLine);
        f.panel.selectCase(0);
        QCOMPARE(jump.last().at(0).toInt(), 3);
        ExplanationView *explanation = f.panel.explanationView();
        QVERIFY(explanation->toPlainText().contains(dialectTitle(DialectId::Rfc9309)));
        QVERIFY(explanation->toHtml().contains(QLatin1String("dialect:python-urllib")));

        Q_EMIT explanation->anchorClicked(QUrl(QStringLiteral("dialect:python-urllib")));
        QCOMPARE(jump.last().at(0).toInt(), 2);
        QVERIFY(explanation->toPlainText().contains(QLatin1String("under ") + dialectTitle(DialectId::PythonUrllib)));
        QCOMPARE(f.table()->currentIndex().column(), f.panel.model()->columnOf(DialectId::PythonUrllib));
        QCOMPARE(f.table()->selectedCaseRows(), QList<int>{0});
        QVERIFY(explanation->toHtml().contains(QLatin1String("dialect:rfc9309")));
    }

    // The 1994 standard has no wildcards, so no rule decides /x.php under it while RFC 9309's
    // line 2 does: explained under the 1994 standard, the editor must not go to RFC 9309's line.
    void noJumpToAnotherDialectsLine()
    {
        Fixture f;
        f.panel.setShownDialects({DialectId::NoRobots1994, DialectId::Rfc9309});
        f.panel.model()->setCases({tc("/x.php")});
        f.type("User-agent: *\nDisallow: /*.php\n");
        QSignalSpy jump(&f.panel, &TesterPanel::jumpToLine);
        QSignalSpy highlight(&f.panel, &TesterPanel::highlightLines);
        f.panel.selectCase(0);
        QCOMPARE(highlight.last().at(0).value<QList<int>>(), QList<int>{2}); // RFC 9309's line is marked
        QCOMPARE(jump.count(), 0);
        QVERIFY(f.panel.explanationView()->toPlainText().contains(dialectTitle(DialectId::NoRobots1994)));
    }

    // Selected or not, a row where the dialects disagree keeps its mark (VerdictStyle's bar at the
    // row's start, and a frame while selected) over the selection colour.
    void theCurrentRowStillShowsItsDisagreement()
    {
        Fixture f;
        f.panel.setShownDialects({DialectId::NoRobots1994, DialectId::Rfc9309});
        f.panel.model()->setCases({tc("/x.php"), tc("/y.html"), tc("/z.php")});
        f.type("User-agent: *\nDisallow: /*.php\n");
        f.show();
        f.panel.selectCase(0);
        QVERIFY(f.panel.model()->index(0, 0).data(TesterModel::DisagreementRole).toBool());
        QVERIFY(!f.panel.model()->index(1, 0).data(TesterModel::DisagreementRole).toBool());
        const QColor mark = VerdictStyle::disagreementMarkColor();
        const auto pixel = [&f](int row, int x, int dy) {
            const QImage image = f.table()->viewport()->grab().toImage();
            const qreal dpr = image.devicePixelRatio();
            const int y = f.table()->rowViewportPosition(row) + dy;
            return image.pixelColor(int(x * dpr), int(y * dpr));
        };
        const int middle = f.table()->rowHeight(0) / 2;
        const int centreX = f.table()->viewport()->width() / 2;
        QCOMPARE(pixel(0, 1, middle), mark);        // current and selected: the bar …
        QCOMPARE(pixel(0, centreX, 1), mark);       // … and the frame over the selection
        QCOMPARE(pixel(2, 1, middle), mark);        // not selected: the bar
        QVERIFY(pixel(1, 1, middle) != mark);       // agreeing row: no mark
        QVERIFY(pixel(2, centreX, middle) != mark); // unselected: no frame
    }
};

QTEST_MAIN(TestTesterTable)
#include "tst_testertable.moc"
