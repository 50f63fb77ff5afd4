// SPDX-License-Identifier: MIT
// The tester panel: selection links with the editor, the explanation pane, the built-in
// examples with the seeds' verdicts, files in and out, accessibility.
#include "analysis/dialectlistmodel.h"
#include "analysis/documentanalyzer.h"
#include "analysis/testsetfile.h"
#include "tester/casefiltermodel.h"
#include "tester/examples.h"
#include "tester/explanationview.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using robots::Access;
using robots::DialectId;
using namespace robots::ui;

Q_DECLARE_METATYPE(robots::Access)
Q_DECLARE_METATYPE(robots::DialectId)

namespace {

struct Fixture
{
    DocumentAnalyzer analyzer;
    TesterPanel panel;
    QAbstractItemModelTester modelTester{panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester filterTester{panel.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture() { panel.setAnalyzer(&analyzer); }

    void type(const QByteArray &text)
    {
        analyzer.setText(text);
        QTRY_VERIFY(!analyzer.isBusy() && panel.model()->analysis() == analyzer.current() &&
                    !panel.model()->isEvaluating());
    }
};

TestCase tc(const char *url, const char *agent)
{
    return TestCase{QString::fromUtf8(url), QString::fromUtf8(agent), std::nullopt, {}};
}

} // namespace

class TestTesterPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void selectingACaseJumpsToItsDecidingLine()
    {
        Fixture f;
        f.panel.setShownDialects({DialectId::Rfc9309, DialectId::PythonUrllib});
        f.panel.model()->setCases({tc("/a/b/x", "FooBot"), tc("/c", "FooBot")});
        // RFC 9309 §2.2.2: line 3 (longer) decides; Python's first match: line 2.
        f.type("User-agent: *\nDisallow: /a/\nAllow: /a/b/\n");
        QSignalSpy jump(&f.panel, &TesterPanel::jumpToLine);
        QSignalSpy highlight(&f.panel, &TesterPanel::highlightLines);
        f.panel.selectCase(0);
        QCOMPARE(jump.count(), 1);
        QCOMPARE(jump.last().at(0).toInt(), 3); // the primary dialect's deciding line
        QCOMPARE(highlight.last().at(0).value<QList<int>>(), (QList<int>{2, 3}));

        // The current cell in the Python column: its deciding line, and its explanation.
        QTableView *table = f.panel.table();
        const QModelIndex python = table->model()->index(0, f.panel.model()->columnOf(DialectId::PythonUrllib));
        table->selectionModel()->setCurrentIndex(python,
                                                 QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(jump.last().at(0).toInt(), 2);
        QVERIFY(f.panel.explanationView()->toPlainText().contains(QStringLiteral("Allowed")) ||
                f.panel.explanationView()->toPlainText().contains(QStringLiteral("Disallowed")));

        // A case that no rule decides: no jump, no highlighted lines.
        jump.clear();
        f.panel.selectCase(1);
        QCOMPARE(jump.count(), 0);
        QVERIFY(highlight.last().at(0).value<QList<int>>().isEmpty());
    }

    // Help → Examples selects the first case while the new text is still being analysed.
    void aSelectionMadeBeforeItsVerdictJumpsWhenItArrives()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/west-wing/", "Belle")});
        f.type("User-agent: *\nDisallow: /\n");
        f.analyzer.setText("User-agent: *\nDisallow: /\n\nUser-agent: Belle\nDisallow: /west-wing/\n");
        QSignalSpy jump(&f.panel, &TesterPanel::jumpToLine);
        QSignalSpy highlight(&f.panel, &TesterPanel::highlightLines);
        f.panel.selectCase(0);
        QCOMPARE(jump.count(), 0); // the verdict on screen is the old text's
        QTRY_COMPARE(jump.count(), 1);
        QCOMPARE(jump.last().at(0).toInt(), 5);
        QCOMPARE(highlight.last().at(0).value<QList<int>>(), QList<int>{5});

        // Typing afterwards moves the marks, never the cursor.
        jump.clear();
        f.type("# a comment\nUser-agent: *\nDisallow: /\n\nUser-agent: Belle\nDisallow: /west-wing/\n");
        QCOMPARE(jump.count(), 0);
        QCOMPARE(highlight.last().at(0).value<QList<int>>(), QList<int>{6});
    }

    // Typing in an editor (a QPlainTextEdit the analyzer follows) changes exactly the verdicts the
    // edited rule decides (RFC 9309 §2.2.2: a rule matches paths that start with it).
    void typingInTheEditorChangesTheRightVerdicts()
    {
        QPlainTextEdit editor;
        editor.setPlainText(QStringLiteral("User-agent: *\nDisallow: /priv"));
        Fixture f;
        f.analyzer.setDocument(editor.document());
        f.panel.model()->setCases(
            {tc("/private/x", "Googlebot"), tc("/priv/y", "Googlebot"), tc("/public", "Googlebot")});
        auto verdict = [&f](int row) {
            return f.panel.model()
                ->index(row, f.panel.model()->columnOf(DialectId::Rfc9309))
                .data(TesterModel::AccessRole);
        };
        QTRY_COMPARE(verdict(0).toInt(), int(Access::Disallowed));
        QCOMPARE(verdict(1).toInt(), int(Access::Disallowed));
        QCOMPARE(verdict(2).toInt(), int(Access::Allowed));

        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, QStringLiteral("ate"));
        QTRY_COMPARE(verdict(1).toInt(), int(Access::Allowed));
        QCOMPARE(verdict(0).toInt(), int(Access::Disallowed));
        QCOMPARE(verdict(2).toInt(), int(Access::Allowed));

        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&editor, Qt::Key_Backspace);
        QTRY_COMPARE(verdict(1).toInt(), int(Access::Disallowed));
        QCOMPARE(verdict(0).toInt(), int(Access::Disallowed));
        f.analyzer.setDocument(nullptr);
    }

    void aLineInTheEditorHighlightsTheCasesItDecides()
    {
        Fixture f;
        f.panel.model()->setCases(
            {tc("/a/1", "FooBot"), tc("/b/1", "FooBot"), tc("/a/2", "FooBot"), tc("/z", "FooBot")});
        f.type("User-agent: *\nDisallow: /a/\nDisallow: /b/\n");
        f.panel.editorLineSelected(2);
        QList<int> highlighted;
        for (int row = 0; row < f.panel.model()->rowCount(); ++row) {
            if (f.panel.model()->index(row, 0).data(TesterModel::HighlightRole).toBool())
                highlighted << row;
        }
        QCOMPARE(highlighted, (QList<int>{0, 2}));
        f.panel.editorLineSelected(3);
        QVERIFY(f.panel.model()->index(1, 0).data(TesterModel::HighlightRole).toBool());
        QVERIFY(!f.panel.model()->index(0, 0).data(TesterModel::HighlightRole).toBool());
        f.panel.editorLineSelected(0);
        QVERIFY(!f.panel.model()->index(1, 0).data(TesterModel::HighlightRole).toBool());
    }

    void theExplanationLinksToLines()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/west-wing/rose", "Belle")});
        f.type("User-agent: *\nDisallow: /\n\nUser-agent: Belle\nDisallow: /west-wing/\n");
        f.panel.selectCase(0);
        const QString html = f.panel.explanationView()->toHtml();
        QVERIFY(html.contains(QStringLiteral("line:4")));  // the group's User-agent line
        QVERIFY(html.contains(QStringLiteral("line:5")));  // the deciding rule
        QVERIFY(!html.contains(QStringLiteral("line:2"))); // the * group does not apply
        QSignalSpy jump(&f.panel, &TesterPanel::jumpToLine);
        Q_EMIT f.panel.explanationView()->anchorClicked(QUrl(QStringLiteral("line:5")));
        QCOMPARE(jump.count(), 1);
        QCOMPARE(jump.last().at(0).toInt(), 5);
    }

    // seeds 000/001 (WWW::RobotRules manual), the ancient castle: "Belle only /west-wing/
    // disallowed, Beast everything allowed, others nothing allowed" (SEMANTICS.md), under the
    // three readings the seeds and RFC 9309 give.
    void ancientCastle_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("url");
        QTest::addColumn<Access>("verdict");
        const auto X = Access::Disallowed;
        const auto A = Access::Allowed;
        QTest::newRow("www-robotrules/ancient-castle-belle-west-wing") << "Belle" << "/west-wing/" << X;
        QTest::newRow("www-robotrules/ancient-castle-belle-elsewhere") << "Belle" << "/library/" << A;
        QTest::newRow("www-robotrules/ancient-castle-beast-west-wing") << "Beast" << "/west-wing/" << A;
        QTest::newRow("www-robotrules/ancient-castle-beast-root") << "Beast" << "/" << A;
        QTest::newRow("www-robotrules/ancient-castle-others") << "Gaston" << "/" << X;
        QTest::newRow("www-robotrules/ancient-castle-momspider") << "MOMspider/1.0" << "/library/" << X;
    }

    void ancientCastle()
    {
        QFETCH(QString, agent);
        QFETCH(QString, url);
        QFETCH(Access, verdict);
        const std::optional<Example> example = Examples::find(QStringLiteral("ancient-castle"));
        QVERIFY(example);
        Fixture f;
        f.panel.loadExample(*example);
        f.panel.model()->setCases({TestCase{url, agent, std::nullopt, {}}});
        f.type(example->robotsTxt());
        for (DialectId d : {DialectId::WwwRobotRules, DialectId::Rfc9309, DialectId::NoRobots1994}) {
            const std::optional<robots::Decision> decision = f.panel.model()->decision(0, d);
            QVERIFY(decision);
            QVERIFY2(decision->access == verdict, robots::dialect(d).name().data());
        }
    }

    // The dialect matrix: in a panel too narrow for three "Disallowed · line 7" columns, the three
    // dialects stay side by side in view, each verdict an icon and its line; a wide panel shows
    // the whole words. The accessible text is always whole.
    void threeDialectsStaySideBySideInANarrowPanel()
    {
        const std::optional<Example> example = Examples::find(QStringLiteral("ancient-castle"));
        QVERIFY(example);
        Fixture f;
        f.panel.resize(520, 600);
        f.panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.panel));
        f.panel.loadExample(*example);
        f.type(example->robotsTxt());
        QTableView *table = f.panel.table();
        const auto inView = [table](int column) {
            return table->columnViewportPosition(column) >= 0 &&
                   table->columnViewportPosition(column) + table->columnWidth(column) <= table->viewport()->width();
        };
        QCOMPARE(f.panel.model()->shownDialects().size(), 3);
        for (int c = TesterModel::FirstDialectColumn; c < TesterModel::FirstDialectColumn + 3; ++c)
            QVERIFY2(inView(c), qPrintable(QString::number(c)));
        const QModelIndex belle = table->model()->index(0, TesterModel::FirstDialectColumn);
        QCOMPARE(belle.data(Qt::AccessibleTextRole).toString(), QStringLiteral("Disallowed · line 7"));

        f.panel.resize(1400, 600);
        QTRY_VERIFY(table->columnWidth(TesterModel::FirstDialectColumn) >=
                    table->fontMetrics().horizontalAdvance(belle.data().toString()));
        for (int c = TesterModel::FirstDialectColumn; c < TesterModel::FirstDialectColumn + 3; ++c)
            QVERIFY(inView(c));
    }

    // Every built-in example: its test set's expectations (the seeds' and RFC's verdicts) hold.
    void examples_data()
    {
        QTest::addColumn<QString>("id");
        for (const Example &e : Examples::all())
            QTest::newRow(qPrintable(e.id)) << e.id;
    }

    void examples()
    {
        QFETCH(QString, id);
        const std::optional<Example> example = Examples::find(id);
        QVERIFY(example);
        QVERIFY(!example->title.isEmpty());
        QVERIFY(!example->source.isEmpty());
        QVERIFY(!example->robotsTxt().isEmpty());
        const TestSetFile::Loaded loaded = TestSetFile::fromText(example->testSet());
        QVERIFY2(loaded.errors.isEmpty(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        QVERIFY(loaded.cases.size() >= 3);
        Fixture f;
        f.panel.loadExample(*example);
        QCOMPARE(f.panel.shownDialects(), example->dialects);
        f.type(example->robotsTxt());
        const TesterModel::Summary s = f.panel.model()->summary();
        QCOMPARE(s.cases, int(loaded.cases.size()));
        for (int row = 0; row < f.panel.model()->rowCount(); ++row) {
            const QModelIndex result = f.panel.model()->index(row, TesterModel::ResultColumn);
            QVERIFY2(result.data(TesterModel::OutcomeRole).toInt() == int(TesterModel::Outcome::Pass),
                     qPrintable(QStringLiteral("%1 %2").arg(f.panel.model()->testCase(row).agent,
                                                            f.panel.model()->testCase(row).url)));
        }
        QCOMPARE(s.failed, 0);
        QCOMPARE(s.passed, s.cases);
    }

    void filesInAndOut()
    {
        Fixture f;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        f.type("User-agent: *\nDisallow: /private\n");
        f.panel.setDefaultAgents({QStringLiteral("GPTBot"), QStringLiteral("CCBot")});
        QCOMPARE(f.panel.pasteText(QStringLiteral("/private/a\n/public\n")), 4);
        QCOMPARE(f.panel.model()->rowCount(), 4);
        QCOMPARE(f.panel.model()->testCase(1).agent, QStringLiteral("CCBot"));

        const QString sitemap = dir.filePath(QStringLiteral("sitemap.xml"));
        {
            QFile file(sitemap);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("<urlset><url><loc>https://example.com/private/s</loc></url></urlset>");
        }
        QSignalSpy status(&f.panel, &TesterPanel::statusMessage);
        QVERIFY(f.panel.importFile(sitemap));
        QCOMPARE(f.panel.model()->rowCount(), 6);
        QVERIFY(status.count() >= 1);
        QVERIFY(!f.panel.importFile(dir.filePath(QStringLiteral("missing.xml"))));
        QVERIFY(!f.panel.errorString().isEmpty());

        // Saved beside the robots.txt, read back when the file is opened again.
        const QString robots = dir.filePath(QStringLiteral("robots.txt"));
        f.panel.setRobotsFilePath(robots);
        QCOMPARE(f.panel.testSetPath(), robots + QStringLiteral(".tests"));
        QVERIFY(f.panel.saveTestSet(f.panel.testSetPath()));
        Fixture g;
        g.panel.setRobotsFilePath(robots);
        QCOMPARE(g.panel.model()->cases(), f.panel.model()->cases());

        const QString csv = dir.filePath(QStringLiteral("table.csv"));
        QVERIFY(f.panel.exportCsv(csv));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("url,agent,expected,result,rfc9309,rfc9309 line\r\n"));
        QVERIFY(bytes.contains("https://example.com/private/s,GPTBot,,,disallowed,2\r\n"));
    }

    void impactAgainstTheSavedFile()
    {
        Fixture f;
        f.panel.model()->setCases({tc("/shop/cart", "Googlebot"), tc("/shop/item", "Googlebot")});
        const QByteArray saved("User-agent: *\nDisallow: /shop/cart\n");
        f.panel.setBaselineText(saved);
        f.type(saved);
        auto *label = f.panel.findChild<QLabel *>(QStringLiteral("impactSummary"));
        QVERIFY(label);
        QVERIFY(label->text().startsWith(QStringLiteral("No case changed")));
        f.type("User-agent: *\nDisallow: /shop/\n");
        QTRY_VERIFY(label->text().startsWith(QStringLiteral("1 case")));
        auto *impact = f.panel.findChild<QTableView *>(QStringLiteral("impactTable"));
        QVERIFY(impact);
        QCOMPARE(impact->model()->rowCount(), 1);
        auto *summary = f.panel.findChild<QLabel *>(QStringLiteral("summaryLabel"));
        QVERIFY(summary->text().contains(QStringLiteral("1 changed")));
    }

    // One model per document: the panel's views, summary, header and actions follow the model set
    // last, the analyses reach only it, and its dialects become the Dialects list's.
    void theViewsAndActionsFollowTheModelSet()
    {
        Fixture f;
        f.type("User-agent: *\nDisallow: /private\n");
        TesterModel first;
        TesterModel second;
        second.setShownDialects({DialectId::Google, DialectId::Bing});
        first.setCases({tc("/private/a", "Googlebot"), tc("/public", "Googlebot")});
        first.setTestSetPath(QStringLiteral("/tmp/first.txt.tests"));
        first.setCasesModified(false);

        f.panel.setModel(&first);
        QCOMPARE(f.panel.model(), &first);
        QCOMPARE(f.panel.table()->model()->rowCount(), 2);
        QTRY_VERIFY(first.decision(0, DialectId::Rfc9309).has_value()); // the analyzer's text
        auto *label = f.panel.findChild<QLabel *>(QStringLiteral("testSetLabel"));
        QVERIFY(label->text().startsWith(QStringLiteral("Tests: first.txt.tests · 2 case"))); // plural: the .qm's
        auto *summary = f.panel.findChild<QLabel *>(QStringLiteral("summaryLabel"));
        QVERIFY(summary->text().startsWith(QStringLiteral("2 case")));

        f.panel.setModel(&second);
        QCOMPARE(f.panel.table()->model()->rowCount(), 0);
        QCOMPARE(f.panel.shownDialects(), (QList<DialectId>{DialectId::Google, DialectId::Bing}));
        QCOMPARE(f.panel.dialectModel()->checkedDialects().size(), 2);
        QCOMPARE(label->text(), QStringLiteral("Tests: none"));
        QCOMPARE(f.panel.pasteText(QStringLiteral("/x\n")), 1);
        QCOMPARE(second.rowCount(), 1);
        QCOMPARE(first.rowCount(), 2);
        QVERIFY(label->text().startsWith(QStringLiteral("Tests: not saved · 1 case")));

        // A new text reaches the shown model only.
        const AnalysisPtr before = first.analysis();
        f.type("User-agent: *\nDisallow: /\n");
        QCOMPARE(second.analysis(), f.analyzer.current());
        QCOMPARE(first.analysis(), before);

        // Without a model of the window's, the panel's own.
        f.panel.setModel(nullptr);
        QVERIFY(f.panel.model() != &first && f.panel.model() != &second);
        QCOMPARE(f.panel.table()->model()->rowCount(), 0);
    }

    void onlyDisagreementsCheckBox()
    {
        Fixture f;
        f.panel.setShownDialects({DialectId::Google, DialectId::PythonUrllib});
        f.panel.model()->setCases({tc("/files/a.pdf", "FooBot"), tc("/files/a.txt", "FooBot")});
        // SEMANTICS.md "wildcard + anchor": google X, python-urllib allowed.
        f.type("User-agent: *\nDisallow: /*.pdf$\n");
        auto *box = f.panel.findChild<QCheckBox *>(QStringLiteral("onlyDisagreements"));
        QVERIFY(box);
        box->setChecked(true);
        QCOMPARE(f.panel.table()->model()->rowCount(), 1);
        box->setChecked(false);
        QCOMPARE(f.panel.table()->model()->rowCount(), 2);
    }

    // Object names and accessible names on every widget: screen readers and tests find them.
    void everyWidgetIsNamed()
    {
        TesterPanel panel;
        panel.show();
        for (QWidget *w : panel.findChildren<QWidget *>()) {
            if (w->focusPolicy() == Qt::NoFocus || !w->isVisibleTo(&panel) ||
                w->objectName().startsWith(QLatin1String("qt_")))
                continue;
            if (qobject_cast<QWidget *>(w->parent()) && w->parent()->inherits("QAbstractScrollArea"))
                continue; // viewports and scroll bars belong to their view
            if (w->inherits("QTabBar") || w->inherits("QToolBarExtension") || w->inherits("QScrollBar"))
                continue;
            QVERIFY2(!w->objectName().isEmpty(), w->metaObject()->className());
            const QString name = w->accessibleName().isEmpty() ? w->property("text").toString() : w->accessibleName();
            QVERIFY2(!name.isEmpty(), qPrintable(w->objectName()));
        }
    }
};

QTEST_MAIN(TestTesterPanel)
#include "tst_testerpanel.moc"
