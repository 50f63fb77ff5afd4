// SPDX-License-Identifier: MIT
// "All dialects at once" (Compare All Dialects, Ctrl+Shift+D): the selected case under every
// dialect of robots::allDialects(), each row the core's answer, the rows that differ from RFC 9309
// marked and said in words, a click showing the deciding line, and the rows following the text as
// the user types; in the main window at 1280×800 and 1600×1000, in English and Japanese, all eleven
// rows in view, and the cases' verdict cells showing their line numbers whole. Offscreen, no fixed
// sleeps.
#include "analysis/documentanalyzer.h"
#include "document/documentmanager.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"
#include "tester/alldialectsview.h"
#include "tester/casestable.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "windowtests.h"

#include <robots/studio/studio.h>

#include <QAction>
#include <QHeaderView>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using robots::Access;
using robots::DialectId;
using namespace robots::ui;

namespace {

// RFC 9309 §5.2's longest match against the first match of Python 3.11 and the Ruby gem.
constexpr char kLongestMatch[] = "User-agent: *\nDisallow: /a/\nAllow: /a/b/\n";

struct Fixture
{
    DocumentAnalyzer analyzer;
    TesterPanel panel;

    Fixture()
    {
        panel.setAnalyzer(&analyzer);
        panel.resize(1100, 700);
        panel.show();
    }
    AllDialectsView *view() const { return panel.allDialectsView(); }
    QTableWidget *table() const { return view()->table(); }

    void type(const QByteArray &text)
    {
        analyzer.setText(text);
        QTRY_VERIFY(!analyzer.isBusy() && panel.model()->analysis() == analyzer.current() &&
                    !panel.model()->isEvaluating());
    }
    // Compare All Dialects on ROW, and wait until every dialect is read.
    void compare(int row)
    {
        panel.selectCase(row);
        panel.compareAllDialectsAction()->trigger();
        QTRY_COMPARE(analyzer.current()->dialects.size(), robots::kDialectCount);
        QTRY_VERIFY(!view()->summary().contains(QStringLiteral("still being read")));
    }
    int rowOf(DialectId id) const
    {
        for (int r = 0; r < table()->rowCount(); ++r) {
            const QByteArray name = table()
                                        ->item(r, AllDialectsView::DialectColumn)
                                        ->data(AllDialectsView::DialectNameRole)
                                        .toString()
                                        .toUtf8();
            if (robots::dialect(id).name() == std::string_view(name.constData(), std::size_t(name.size())))
                return r;
        }
        return -1;
    }
    QString text(DialectId id, int column) const { return table()->item(rowOf(id), column)->text(); }
    std::optional<Access> access(DialectId id) const
    {
        const QVariant v = table()->item(rowOf(id), AllDialectsView::VerdictColumn)->data(AllDialectsView::AccessRole);
        return v.isValid() ? std::optional<Access>(Access(v.toInt())) : std::nullopt;
    }
};

// The default window sizes of a laptop and a desktop, in English and Japanese.
TestCase tc(const char *url, const char *agent)
{
    return TestCase{QString::fromUtf8(url), QString::fromUtf8(agent), std::nullopt, {}};
}

} // namespace

class TestAllDialects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Each row is what the core answers for that dialect: verdict, deciding line and rule.
    void everyDialectRowIsTheCoresAnswer()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/a/b/x", "FooBot")});
        f.type(kLongestMatch);
        f.compare(0);
        QCOMPARE(f.table()->rowCount(), int(robots::kDialectCount));
        for (const robots::Dialect &d : robots::allDialects()) {
            const robots::Verdict v = robots::evaluate(robots::parse(kLongestMatch, d), "FooBot", "/a/b/x");
            QCOMPARE(f.access(d.id()), std::optional<Access>(v.access));
            const int line = v.decidingRule ? int(v.decidingRule->line) : 0;
            QCOMPARE(f.text(d.id(), AllDialectsView::LineColumn), line ? QString::number(line) : QStringLiteral("—"));
            QCOMPARE(f.table()->item(f.rowOf(d.id()), 0)->data(AllDialectsView::LineRole).toInt(),
                     line ? line : (v.groups.empty() ? 0 : int(v.groups.front().agentLine)));
        }
        // RFC 9309 §2.2.2: the longer Allow wins; Python 3.11's first match: the Disallow.
        QCOMPARE(f.access(DialectId::Rfc9309), std::optional<Access>(Access::Allowed));
        QCOMPARE(f.text(DialectId::Rfc9309, AllDialectsView::RuleColumn), QStringLiteral("Allow: /a/b/"));
        QCOMPARE(f.access(DialectId::PythonUrllib), std::optional<Access>(Access::Disallowed));
        QCOMPARE(f.text(DialectId::PythonUrllib, AllDialectsView::RuleColumn), QStringLiteral("Disallow: /a/"));
        QCOMPARE(f.text(DialectId::Rfc9309, AllDialectsView::GroupColumn).left(9), QStringLiteral("line 1: *"));
    }

    void rowsThatDifferFromRfc9309AreMarkedAndSaidInWords()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/a/b/x", "FooBot")});
        f.type(kLongestMatch);
        f.compare(0);
        QStringList differing;
        for (const robots::Dialect &d : robots::allDialects()) {
            const int r = f.rowOf(d.id());
            const bool differs = f.access(d.id()) != f.access(DialectId::Rfc9309);
            QCOMPARE(f.table()->item(r, 0)->data(AllDialectsView::DiffersRole).toBool(), differs);
            QCOMPARE(f.text(d.id(), AllDialectsView::DifferenceColumn),
                     d.id() == DialectId::Rfc9309 ? QStringLiteral("The reference")
                     : differs                    ? QStringLiteral("Differs from RFC 9309")
                                                  : QString());
            // Marked by colour too, on every cell of the row.
            QCOMPARE(f.table()->item(r, AllDialectsView::RuleColumn)->background().style() != Qt::NoBrush, differs);
            if (differs)
                differing << f.text(d.id(), AllDialectsView::DialectColumn);
        }
        QVERIFY(differing.size() >= 1);
        // Up to three are named; more are counted (the rows name them).
        const QString expected =
            differing.size() <= 3
                ? QString(QStringLiteral("from RFC 9309: ") + differing.join(QStringLiteral(", ")) + QLatin1Char('.'))
                : QString(QString::number(differing.size()) + QStringLiteral(" dialect"));
        QVERIFY2(f.view()->summary().contains(expected), qPrintable(f.view()->summary()));
        QVERIFY2(f.view()->summary().contains(QStringLiteral("The majority ")), qPrintable(f.view()->summary()));

        // A case every dialect agrees on says so.
        f.panel.model()->appendCases({tc("/c", "FooBot")});
        f.compare(1);
        QVERIFY2(f.view()->summary().contains(QStringLiteral("Every dialect agrees with RFC 9309.")),
                 qPrintable(f.view()->summary()));
    }

    void rowsFollowTheTextAsTheUserTypes()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/a/b/x", "FooBot")});
        f.type(kLongestMatch);
        f.compare(0);
        QCOMPARE(f.access(DialectId::PythonUrllib), std::optional<Access>(Access::Disallowed));
        // The Allow first: the first match and the longest match agree.
        f.type("User-agent: *\nAllow: /a/b/\nDisallow: /a/\n");
        QTRY_COMPARE(f.access(DialectId::PythonUrllib), std::optional<Access>(Access::Allowed));
        QCOMPARE(f.text(DialectId::PythonUrllib, AllDialectsView::LineColumn), QStringLiteral("2"));
        QVERIFY(!f.table()->item(f.rowOf(DialectId::PythonUrllib), 0)->data(AllDialectsView::DiffersRole).toBool());
        // The 1994 standard still disallows: any Disallow that matches decides there.
        QCOMPARE(f.access(DialectId::NoRobots1994), std::optional<Access>(Access::Disallowed));
        QVERIFY(f.table()->item(f.rowOf(DialectId::NoRobots1994), 0)->data(AllDialectsView::DiffersRole).toBool());
        // Editing the case itself is followed too.
        f.panel.model()->setCase(0, tc("/a/x", "FooBot"));
        QTRY_COMPARE(f.access(DialectId::Rfc9309), std::optional<Access>(Access::Disallowed));
        QCOMPARE(f.view()->currentCase()->url, QStringLiteral("/a/x"));
    }

    void clickingARowShowsItsDecidingLine()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/a/b/x", "FooBot")});
        f.type(kLongestMatch);
        f.compare(0);
        QSignalSpy jump(&f.panel, &TesterPanel::jumpToLine);
        const QTableWidgetItem *python = f.table()->item(f.rowOf(DialectId::PythonUrllib), 0);
        QTest::mouseClick(f.table()->viewport(), Qt::LeftButton, {}, f.table()->visualItemRect(python).center());
        QTRY_COMPARE(jump.count(), 1);
        QCOMPARE(jump.last().at(0).toInt(), 2);
        const QTableWidgetItem *rfc = f.table()->item(f.rowOf(DialectId::Rfc9309), 0);
        QTest::mouseClick(f.table()->viewport(), Qt::LeftButton, {}, f.table()->visualItemRect(rfc).center());
        QTRY_COMPARE(jump.last().at(0).toInt(), 3);
    }

    void actionIsInTheContextMenuAndSelectsACase()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/a/b/x", "FooBot"), tc("/c", "BarBot")});
        f.type(kLongestMatch);
        QAction *action = f.panel.compareAllDialectsAction();
        QCOMPARE(action->objectName(), QStringLiteral("compareAllDialectsAction"));
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
        QCOMPARE(action->shortcutContext(), Qt::WindowShortcut);
        // Nothing selected: the first case is taken.
        action->trigger();
        auto *tabs = f.panel.findChild<QTabWidget *>(QStringLiteral("testerTabs"));
        QCOMPARE(tabs->currentWidget(), f.view());
        QVERIFY(f.view()->isVisible());
        QCOMPARE(f.view()->currentCase()->agent, QStringLiteral("FooBot"));
        // Another selection follows.
        f.panel.selectCase(1);
        QCOMPARE(f.view()->currentCase()->agent, QStringLiteral("BarBot"));
        std::unique_ptr<QMenu> menu(f.panel.casesTable()->createContextMenu(nullptr));
        QVERIFY(menu->actions().contains(action));
        QVERIFY(action->isEnabled());
    }

    // Hidden, the view asks the analyzer for nothing: every dialect is parsed only while it shows.
    void everyDialectIsParsedOnlyWhileTheViewShows()
    {
        Fixture f;
        f.panel.setShownDialects({DialectId::Rfc9309});
        f.panel.model()->setCases({tc("/a/b/x", "FooBot")});
        f.type(kLongestMatch);
        QCOMPARE(f.analyzer.dialects(), QList<DialectId>{DialectId::Rfc9309});
        f.compare(0);
        QCOMPARE(f.analyzer.dialects().size(), qsizetype(robots::kDialectCount));
        f.panel.findChild<QTabWidget *>(QStringLiteral("testerTabs"))->setCurrentIndex(0);
        QTRY_COMPARE(f.analyzer.dialects(), QList<DialectId>{DialectId::Rfc9309});
    }
    // ----- Readable in the window at the default sizes

    // Compare All Dialects (Ctrl+Shift+D) in the main window of a default layout: every dialect's
    // row lies inside the table's viewport, and every verdict cell of the cases table, every
    // dialect shown, shows its deciding line's number whole (the style has room for its text).
    void allDialectsShowsEveryRowAndCellsTheirLineNumber_data() { windowtests::windowSizesAndLanguages(); }
    void allDialectsShowsEveryRowAndCellsTheirLineNumber()
    {
        const windowtests::SizeAndLanguageRow row;
        QVERIFY(row.installed());
        {
            MainWindow w;
            QVERIFY(windowtests::showAtSize(w, row.size()));
            QVERIFY(w.openExample(QStringLiteral("ancient-castle")));
            TesterPanel *panel = w.testerPanel();
            QList<DialectId> every;
            for (const robots::Dialect &d : robots::allDialects())
                every << d.id();
            panel->setShownDialects(every);
            QTRY_VERIFY(panel->model()->rowCount() > 0 && !panel->model()->isEvaluating() &&
                        panel->model()->decision(0, DialectId::Rfc9309));
            panel->selectCase(1);
            panel->compareAllDialectsAction()->trigger();
            QTableWidget *table = panel->allDialectsView()->table();
            QTRY_COMPARE(table->rowCount(), int(robots::kDialectCount));
            const QModelIndex last = table->model()->index(table->rowCount() - 1, AllDialectsView::DialectColumn);
            QTRY_VERIFY2(windowtests::rowInViewport(table, last), qPrintable(windowtests::rowPlacement(table, last)));
            // The cases keep room of their own.
            QVERIFY(panel->table()->viewport()->height() >= 2 * panel->table()->verticalHeader()->defaultSectionSize());

            const QAbstractItemModel *cases = panel->table()->model();
            int checked = 0;
            for (int r = 0; r < cases->rowCount(); ++r) {
                for (int c = TesterModel::FirstDialectColumn; c < cases->columnCount(); ++c) {
                    const QModelIndex index = cases->index(r, c);
                    const int line = index.data(TesterModel::DecidingLineRole).toInt();
                    if (line <= 0)
                        continue;
                    const TesterPanel::ShownCell shown = panel->shownCell(index);
                    QVERIFY2(shown.whole && shown.text.contains(QString::number(line)),
                             qPrintable(QStringLiteral("row %1 column %2 shows \"%3\" for line %4")
                                            .arg(r)
                                            .arg(c)
                                            .arg(shown.text)
                                            .arg(line)));
                    // The whole verdict is in the tooltip.
                    QVERIFY(index.data(Qt::ToolTipRole).toString().contains(QString::number(line)));
                    ++checked;
                }
            }
            QVERIFY(checked > 9);
        }
    }
};

QTEST_MAIN(TestAllDialects)
#include "tst_alldialects.moc"
