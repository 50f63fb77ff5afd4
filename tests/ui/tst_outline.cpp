// SPDX-License-Identifier: MIT
// The Outline panel: groups with their agents and rules, click to jump, the malformed-record
// split shown where it happens, and the outline matches the core's groups. The model is compared with the core's parse
// row by row; the splits come from the seeds (WWW::RobotRules' "ancient castle", seed 000) and RFC 9309 §2.1.
#include "analysis/documentanalyzer.h"
#include "diagnostics/outlinemodel.h"
#include "diagnostics/outlinepanel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTreeView>

using namespace robots;
using namespace robots::ui;
using Kind = OutlineModel::NodeKind;

namespace {

// seed 000 (WWW::RobotRules manual): "This is an example of a malformed robots.txt file. … This
// file is missing the required blank lines between records. However, the intention is clear."
const QByteArray ancientCastle = "# robots.txt for ancientcastle.example.com\n"
                                 "# I've locked myself away.\n"
                                 "User-agent: *\n"
                                 "Disallow: /\n"
                                 "# The castle is your home now, so you can go anywhere you like.\n"
                                 "User-agent: Belle\n"
                                 "Disallow: /west-wing/ # except the west wing!\n"
                                 "# It's good to be the Prince...\n"
                                 "User-agent: Beast\n";

AnalysisPtr analysisOf(const QByteArray &text)
{
    QList<DialectId> all;
    for (const Dialect &d : allDialects())
        all << d.id();
    return DocumentAnalyzer::analyze(text, all, 1);
}

Kind kindOf(const QModelIndex &index)
{
    return Kind(index.data(OutlineModel::KindRole).toInt());
}

QList<QModelIndex> topRows(const OutlineModel &model, Kind kind)
{
    QList<QModelIndex> out;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        if (kindOf(index) == kind)
            out << index;
    }
    return out;
}

QList<int> childLines(const OutlineModel &model, const QModelIndex &parent, Kind kind)
{
    QList<int> out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        if (kindOf(index) == kind)
            out << index.data(OutlineModel::LineRole).toInt();
    }
    return out;
}

} // namespace

class TestOutline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesTheCoresGroups_data();
    void matchesTheCoresGroups();
    void malformedRecordSplit1994();
    void noSplitRowForRfc9309();
    void blankLineEndsRecordOnlyFor1994();
    void rulesOutsideGroupsAndSitemaps();
    void panelFollowsAnalyzerAndJumps();
    void editKeepingTheShapeKeepsTheExpansion();
    void commentEditKeepsEveryRow();
};

void TestOutline::matchesTheCoresGroups_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("dialect");
    QFile problems(QStringLiteral(ROBOTS_TEST_DATA "/ui-diagnostics/problems.robots.txt"));
    QVERIFY(problems.open(QIODevice::ReadOnly));
    const QByteArray problemText = problems.readAll();
    for (const Dialect &d : allDialects()) {
        QTest::addRow("problems/%s", d.name().data()) << problemText << int(d.id());
        QTest::addRow("seed000-ancient-castle/%s", d.name().data()) << ancientCastle << int(d.id());
    }
}

// Every group of the core's parse is a row, with its agents and written rules as children, at
// their lines; nothing else is a group.
void TestOutline::matchesTheCoresGroups()
{
    QFETCH(QByteArray, text);
    QFETCH(int, dialect);
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDialect(DialectId(dialect));
    model.setAnalysis(analysisOf(text));
    const RobotsFile *file = model.file();
    QVERIFY(file);
    QCOMPARE(&file->dialect(), &robots::dialect(DialectId(dialect)));
    const QList<QModelIndex> groups = topRows(model, Kind::Group);
    QCOMPARE(groups.size(), qsizetype(file->groups().size()));
    for (const QModelIndex &row : groups) {
        const int g = row.data(OutlineModel::GroupRole).toInt();
        QVERIFY(g >= 0 && std::size_t(g) < file->groups().size());
        const Group &group = file->groups()[std::size_t(g)];
        QCOMPARE(row.data(OutlineModel::LineRole).toInt(), int(group.firstLine));
        QCOMPARE(row.data(OutlineModel::LastLineRole).toInt(), int(group.lastLine));
        QList<int> agents;
        for (const AgentLine &a : group.agents)
            agents << int(a.line);
        QCOMPARE(childLines(model, row, Kind::Agent), agents);
        QList<int> rules;
        for (std::uint32_t r : group.rules) {
            if (file->rules()[r].origin() == RuleOrigin::Written)
                rules << int(file->rules()[r].line());
        }
        QCOMPARE(childLines(model, row, Kind::Rule), rules);
        QCOMPARE(model.groupIndex(g), row);
    }
    // Top-level rows come in line order.
    int previous = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        const int line = model.index(r, 0).data(OutlineModel::LineRole).toInt();
        QVERIFY(line >= previous);
        previous = line;
    }
}

// seed 000: "This parser will assume that a blank line should have been placed before that
// User-Agent field, and will break the record into two." Three records, split before Belle
// (line 6) and before Beast (line 9), where a 1994-style reader splits them.
void TestOutline::malformedRecordSplit1994()
{
    for (DialectId id : {DialectId::NoRobots1994, DialectId::WwwRobotRules}) {
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDialect(id);
        model.setAnalysis(analysisOf(ancientCastle));
        QCOMPARE(topRows(model, Kind::Group).size(), 3);
        const QList<QModelIndex> splits = topRows(model, Kind::Split);
        QCOMPARE(splits.size(), 2);
        QCOMPARE(splits[0].data(OutlineModel::LineRole).toInt(), 6);
        QCOMPARE(splits[1].data(OutlineModel::LineRole).toInt(), 9);
        // Shown where it happens: between the record it ends and the one it starts.
        QCOMPARE(kindOf(model.index(splits[0].row() - 1, 0)), Kind::Group);
        QCOMPARE(model.index(splits[0].row() + 1, 0).data(OutlineModel::LineRole).toInt(), 6);
        QVERIFY(!splits[0].data(Qt::ToolTipRole).toString().isEmpty());
    }
}

// RFC 9309 §2.1: a group ends at the next User-agent after a rule; that is ordinary there.
void TestOutline::noSplitRowForRfc9309()
{
    OutlineModel model;
    model.setAnalysis(analysisOf(ancientCastle));
    QCOMPARE(model.dialect(), DialectId::Rfc9309);
    QCOMPARE(topRows(model, Kind::Group).size(), 3);
    QVERIFY(topRows(model, Kind::Split).isEmpty());
}

// RFC 9309 §2.1 ignores blank lines (one group, two agents); seed 002 ends a record at a blank
// line (two records, the first without rules). Catalogue R303's example.
void TestOutline::blankLineEndsRecordOnlyFor1994()
{
    const QByteArray text = "User-agent: *\n\nUser-agent: Wget\nDisallow: /\n";
    OutlineModel model;
    model.setAnalysis(analysisOf(text));
    QList<QModelIndex> groups = topRows(model, Kind::Group);
    QCOMPARE(groups.size(), 1);
    QCOMPARE(childLines(model, groups[0], Kind::Agent), (QList<int>{1, 3}));
    QCOMPARE(childLines(model, groups[0], Kind::Rule), (QList<int>{4}));

    model.setDialect(DialectId::NoRobots1994);
    groups = topRows(model, Kind::Group);
    QCOMPARE(groups.size(), 2);
    QCOMPARE(childLines(model, groups[0], Kind::Agent), (QList<int>{1}));
    QVERIFY(childLines(model, groups[0], Kind::Rule).isEmpty());
    QCOMPARE(childLines(model, groups[1], Kind::Agent), (QList<int>{3}));
}

// RFC 9309 §2.2.2: rules before any group are ignored; WWW::RobotRules applies them to every
// robot (SEMANTICS.md row "rule before any agent"). Sitemaps belong to no group (§2.2.4).
void TestOutline::rulesOutsideGroupsAndSitemaps()
{
    const QByteArray text = "Disallow: /early\nUser-agent: *\nDisallow: /x\nSitemap: https://example.com/s.xml\n";
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAnalysis(analysisOf(text));
    const QList<QModelIndex> outside = topRows(model, Kind::Outside);
    QCOMPARE(outside.size(), 1);
    QCOMPARE(childLines(model, outside[0], Kind::Rule), (QList<int>{1}));
    QCOMPARE(model.index(0, 0, outside[0]).data(OutlineModel::ActiveRole).toBool(), false);
    const QList<QModelIndex> sitemaps = topRows(model, Kind::Sitemaps);
    QCOMPARE(sitemaps.size(), 1);
    QCOMPARE(childLines(model, sitemaps[0], Kind::Sitemap), (QList<int>{4}));

    model.setDialect(DialectId::WwwRobotRules);
    QVERIFY(topRows(model, Kind::Outside).isEmpty());
    const QList<QModelIndex> groups = topRows(model, Kind::Group);
    QVERIFY(!groups.isEmpty());
    QCOMPARE(childLines(model, groups[0], Kind::Rule).value(0), 1);
}

void TestOutline::panelFollowsAnalyzerAndJumps()
{
    QTextDocument document;
    document.setPlainText(QString::fromUtf8(ancientCastle));
    DocumentAnalyzer analyzer;
    analyzer.setDocument(&document);
    OutlinePanel panel;
    panel.resize(400, 500);
    panel.setAnalyzer(&analyzer);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE(topRows(*panel.model(), Kind::Group).size(), 3);
    QVERIFY(!panel.accessibleName().isEmpty());

    // Choosing the 1994 standard asks the analyzer for that reading; the splits appear.
    const int index = panel.dialectBox()->findData(int(DialectId::NoRobots1994));
    QVERIFY(index >= 0);
    panel.dialectBox()->setCurrentIndex(index);
    QVERIFY(analyzer.dialects().contains(DialectId::NoRobots1994));
    QTRY_COMPARE(topRows(*panel.model(), Kind::Split).size(), 2);

    // Typing updates the outline.
    QTextCursor cursor(&document);
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("Disallow: /\n"));
    QTRY_COMPARE(childLines(*panel.model(), topRows(*panel.model(), Kind::Group).back(), Kind::Rule), (QList<int>{10}));

    // A click on Belle's rule asks to jump to line 7.
    QSignalSpy jumps(&panel, &OutlinePanel::jumpToLine);
    const QModelIndex belle = topRows(*panel.model(), Kind::Group).at(1);
    QModelIndex rule;
    for (int r = 0; r < panel.model()->rowCount(belle); ++r) {
        if (kindOf(panel.model()->index(r, 0, belle)) == Kind::Rule)
            rule = panel.model()->index(r, 0, belle);
    }
    QVERIFY(rule.isValid());
    panel.view()->scrollTo(rule);
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, panel.view()->visualRect(rule).center());
    QCOMPARE(jumps.size(), 1);
    QCOMPARE(jumps.front().value(0).toInt(), 7);

    panel.setAnalyzer(nullptr);
    QCOMPARE(panel.model()->rowCount(), 0);
    QVERIFY(!analyzer.dialects().contains(DialectId::NoRobots1994));
}

// An edit that leaves the groups and their rows as they were changes the rows in place: the view
// keeps what the user collapsed (no model reset); an edit that adds a row resets the model and the
// panel expands the groups again.
void TestOutline::editKeepingTheShapeKeepsTheExpansion()
{
    QTextDocument document;
    document.setPlainText(QString::fromUtf8(ancientCastle));
    DocumentAnalyzer analyzer;
    analyzer.setDocument(&document);
    OutlinePanel panel;
    panel.resize(400, 500);
    panel.setAnalyzer(&analyzer);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE(topRows(*panel.model(), Kind::Group).size(), 3);
    QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    const auto ruleText = [&](int group) {
        const QModelIndex row = topRows(*panel.model(), Kind::Group).at(group);
        for (int r = 0; r < panel.model()->rowCount(row); ++r) {
            const QModelIndex child = panel.model()->index(r, 0, row);
            if (kindOf(child) == Kind::Rule)
                return child.data().toString();
        }
        return QString();
    };
    QVERIFY(panel.view()->isExpanded(topRows(*panel.model(), Kind::Group).at(0)));
    panel.view()->collapse(topRows(*panel.model(), Kind::Group).at(0));
    QSignalSpy resets(panel.model(), &QAbstractItemModel::modelReset);
    QSignalSpy changes(panel.model(), &QAbstractItemModel::dataChanged);

    // Belle's rule "/west-wing/" becomes "/west-wings/": the same rows, one of them with new words.
    QTextCursor cursor(document.findBlockByNumber(6));
    QVERIFY(document.findBlockByNumber(6).text().startsWith(QStringLiteral("Disallow: /west-wing/")));
    cursor.setPosition(document.findBlockByNumber(6).position() + int(qstrlen("Disallow: /west-wing")));
    cursor.insertText(QStringLiteral("s"));
    QTRY_COMPARE(ruleText(1), QStringLiteral("Disallow: /west-wings/"));
    QCOMPARE(resets.size(), 0);
    QVERIFY(!changes.isEmpty());
    QVERIFY(!panel.view()->isExpanded(topRows(*panel.model(), Kind::Group).at(0)));
    QVERIFY(panel.view()->isExpanded(topRows(*panel.model(), Kind::Group).at(1)));

    // A new rule is a new row: the model starts over and every group is open again.
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("\nDisallow: /\n"));
    QTRY_COMPARE(resets.size(), 1);
    QVERIFY(panel.view()->isExpanded(topRows(*panel.model(), Kind::Group).at(0)));
}

// A keystroke inside a comment-only line changes no group, rule or line number: the outline takes
// the new analysis and announces nothing. A comment that becomes a rule is a new row.
void TestOutline::commentEditKeepsEveryRow()
{
    OutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAnalysis(analysisOf(ancientCastle));
    const int groups = int(topRows(model, Kind::Group).size());
    QCOMPARE(groups, 3);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);

    QByteArray edited(ancientCastle);
    edited.replace("# The castle is your home now", "# The castle is your own home now");
    const AnalysisPtr commentEdited = analysisOf(edited);
    model.setAnalysis(commentEdited);
    QCOMPARE(model.analysis(), commentEdited);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(changes.size(), 0);
    QCOMPARE(topRows(model, Kind::Group).size(), groups);

    edited.replace("# It's good to be the Prince...", "Disallow: /good-to-be-the-prince");
    model.setAnalysis(analysisOf(edited));
    QCOMPARE(resets.size(), 1);
}

QTEST_MAIN(TestOutline)
#include "tst_outline.moc"
