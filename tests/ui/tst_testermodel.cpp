// SPDX-License-Identifier: MIT
// The tester's models: verdicts per case and dialect, live with the text, filters, expectations,
// edit impact, worker evaluation in chunks, CSV export.
#include "analysis/dialectlistmodel.h"
#include "analysis/documentanalyzer.h"
#include "tester/casefiltermodel.h"
#include "tester/explanationview.h"
#include "tester/testermodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using robots::Access;
using robots::DialectId;
using robots::ui::CaseFilterModel;
using robots::ui::DialectListModel;
using robots::ui::DocumentAnalyzer;
using robots::ui::TestCase;
using robots::ui::TestCases;
using robots::ui::TesterModel;

Q_DECLARE_METATYPE(robots::DialectId)

namespace {

// The analyzer and the model wired as the panel wires them.
struct Live
{
    DocumentAnalyzer analyzer;
    TesterModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};

    Live()
    {
        QObject::connect(&analyzer, &DocumentAnalyzer::analysisReady, &model, &TesterModel::setAnalysis);
        QObject::connect(&model, &TesterModel::requiredDialectsChanged, &analyzer,
                         [this](const QList<DialectId> &d) { analyzer.setClientDialects(&model, d); });
        analyzer.setClientDialects(&model, model.requiredDialects());
    }

    // Types TEXT and waits until every verdict for it is in.
    void type(const QByteArray &text)
    {
        analyzer.setText(text);
        QTRY_VERIFY(!analyzer.isBusy() && model.analysis() == analyzer.current() && !model.isEvaluating());
    }

    std::optional<Access> access(int row, DialectId d) const
    {
        const std::optional<robots::Decision> decision = model.decision(row, d);
        return decision ? std::optional<Access>(decision->access) : std::nullopt;
    }
};

TestCase tc(const char *url, const char *agent, std::optional<Access> expected = std::nullopt,
            QList<DialectId> dialects = {})
{
    return TestCase{QString::fromUtf8(url), QString::fromUtf8(agent), expected, dialects};
}

const auto X = Access::Disallowed;
const auto A = Access::Allowed;

} // namespace

class TestTesterModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A keystroke inside a comment-only line changes no verdict: the cells stay as they are (no
    // row is announced again) and the model follows the new analysis.
    void aKeystrokeInACommentKeepsEveryVerdict()
    {
        Live live;
        live.model.setShownDialects({DialectId::Rfc9309, DialectId::Google, DialectId::PythonUrllib});
        live.model.setCases({tc("/a/1", "FooBot"), tc("/b", "FooBot"), tc("/c", "BarBot")});
        live.type("# notes\nUser-agent: FooBot\nDisallow: /a/\n\nUser-agent: *\nDisallow: /c\n");
        QList<QVariant> before;
        for (int row = 0; row < live.model.rowCount(); ++row) {
            for (int c = TesterModel::FirstDialectColumn; c < live.model.columnCount(); ++c)
                before << live.model.index(row, c).data(TesterModel::AccessRole)
                       << live.model.index(row, c).data(TesterModel::DecidingLineRole);
        }
        QSignalSpy changed(&live.model, &QAbstractItemModel::dataChanged);
        QSignalSpy finished(&live.model, &TesterModel::evaluationFinished);
        live.type("# notes, more\nUser-agent: FooBot\nDisallow: /a/\n\nUser-agent: *\nDisallow: /c\n");
        QCOMPARE(changed.count(), 0);
        QCOMPARE(finished.count(), 1);
        QList<QVariant> after;
        for (int row = 0; row < live.model.rowCount(); ++row) {
            for (int c = TesterModel::FirstDialectColumn; c < live.model.columnCount(); ++c)
                after << live.model.index(row, c).data(TesterModel::AccessRole)
                      << live.model.index(row, c).data(TesterModel::DecidingLineRole);
        }
        QCOMPARE(after, before);
        QCOMPARE(live.access(0, DialectId::Google), Access::Disallowed);
    }

    // An edit that a comment does not hold is evaluated: a comment that becomes a rule, a note
    // after a rule, a new line in a comment.
    void anEditOutsideACommentIsEvaluated()
    {
        Live live;
        live.model.setShownDialects({DialectId::Rfc9309, DialectId::Google});
        live.model.setCases({tc("/a", "FooBot"), tc("/b", "FooBot")});
        live.type("User-agent: *\n#Disallow: /a\nDisallow: /b # why\n");
        QCOMPARE(live.access(0, DialectId::Rfc9309), Access::Allowed);
        QCOMPARE(live.model.index(1, TesterModel::FirstDialectColumn).data(TesterModel::DecidingLineRole).toInt(), 3);
        live.type("User-agent: *\nDisallow: /a\nDisallow: /b # why\n");
        QCOMPARE(live.access(0, DialectId::Rfc9309), Access::Disallowed);
        QCOMPARE(live.access(0, DialectId::Google), Access::Disallowed);
        QSignalSpy changed(&live.model, &QAbstractItemModel::dataChanged);
        live.type("User-agent: *\nDisallow: /a\nDisallow: /b # why not\n");
        QVERIFY(changed.count() > 0);
        live.type("#\nUser-agent: *\nDisallow: /a\nDisallow: /b # why not\n");
        QCOMPARE(live.model.index(1, TesterModel::FirstDialectColumn).data(TesterModel::DecidingLineRole).toInt(), 4);
    }

    // An edit of one rule re-evaluates only the cases whose URL the rule matched or now matches,
    // under each dialect; every other case keeps its cell, and every cell is what a fresh
    // evaluation of the edited text gives (counted with decisionCount(), no timing).
    void anEditOfARuleEvaluatesOnlyTheCasesItMatches()
    {
        const QList<DialectId> dialects{DialectId::Rfc9309, DialectId::Google, DialectId::PythonUrllibRfc9309};
        const TestCases cases{tc("/a/1", "FooBot"), tc("/a/2", "FooBot"), tc("/b", "FooBot"),
                              tc("/c", "FooBot"),   tc("/a/1", "BarBot"), tc("/c", "BarBot")};
        const auto shown = [](const TesterModel &model) {
            QList<QVariant> out;
            for (int row = 0; row < model.rowCount(); ++row) {
                for (int c = TesterModel::FirstDialectColumn; c < model.columnCount(); ++c) {
                    for (int role : {int(TesterModel::AccessRole), int(TesterModel::DecidingLineRole),
                                     int(TesterModel::DeciderRole)})
                        out << model.index(row, c).data(role);
                }
            }
            return out;
        };
        const auto fresh = [&](const QByteArray &text) {
            Live other;
            other.model.setShownDialects(dialects);
            other.model.setCases(cases);
            other.type(text);
            return shown(other.model);
        };
        Live live;
        live.model.setShownDialects(dialects);
        live.model.setCases(cases);
        live.type("User-agent: FooBot\nDisallow: /a/\nDisallow: /b\nDisallow: /zz\n\nUser-agent: *\nDisallow: /c\n");

        // `/b` becomes `/bx`: the case `/b` of FooBot, under each of the 3 dialects.
        qint64 before = live.model.decisionCount();
        QByteArray text(
            "User-agent: FooBot\nDisallow: /a/\nDisallow: /bx\nDisallow: /zz\n\nUser-agent: *\nDisallow: /c\n");
        live.type(text);
        QCOMPARE(live.model.decisionCount() - before, 3);
        QCOMPARE(shown(live.model), fresh(text));
        QCOMPARE(live.access(2, DialectId::Rfc9309), A);

        // A rule no case's URL matches, before or after: no case is evaluated again.
        before = live.model.decisionCount();
        text = "User-agent: FooBot\nDisallow: /a/\nDisallow: /bx\nDisallow: /zzz\n\nUser-agent: *\nDisallow: /c\n";
        live.type(text);
        QCOMPARE(live.model.decisionCount() - before, 0);
        QCOMPARE(shown(live.model), fresh(text));

        // A line inserted moves every rule after it to another line: the cases whose URL a moved
        // rule matches are evaluated again (their deciding line may be another): `/a/1` and
        // `/a/2` of FooBot (`/a/`), `/c` of BarBot (`*`'s `/c`), under each dialect.
        before = live.model.decisionCount();
        text = "User-agent: FooBot\nAllow: /a/2\nDisallow: /a/\nDisallow: /bx\nDisallow: /zzz\n\nUser-agent: *\n"
               "Disallow: /c\n";
        live.type(text);
        QCOMPARE(live.model.decisionCount() - before, 3 * dialects.size());
        QCOMPARE(shown(live.model), fresh(text));
        QCOMPARE(live.access(1, DialectId::Rfc9309), A);

        // Comment keystrokes evaluate nothing, and the rule edit after them only the cases it
        // matches: the rules before the comments still stand for the text before the edit.
        text = "# a\nUser-agent: FooBot\nAllow: /a/2\nDisallow: /a/\nDisallow: /bx\nDisallow: /zzz\n\n"
               "User-agent: *\nDisallow: /c\n";
        live.type(text);
        before = live.model.decisionCount();
        for (const char *comment : {"# ab\n", "# abc\n"}) {
            text.replace(0, text.indexOf('\n') + 1, comment);
            live.type(text);
        }
        QCOMPARE(live.model.decisionCount() - before, 0);
        text.replace("Disallow: /bx\n", "Disallow: /b\n");
        live.type(text);
        QCOMPARE(live.model.decisionCount() - before, dialects.size()); // `/b` of FooBot
        QCOMPARE(shown(live.model), fresh(text));
    }

    void columnsAndRoles()
    {
        Live live;
        live.model.setShownDialects({DialectId::Rfc9309, DialectId::Google, DialectId::WwwRobotRules});
        QCOMPARE(live.model.columnCount(), TesterModel::FirstDialectColumn + 3);
        QCOMPARE(live.model.columnOf(DialectId::Google), TesterModel::FirstDialectColumn + 1);
        QCOMPARE(live.model.dialectOfColumn(TesterModel::FirstDialectColumn + 2), DialectId::WwwRobotRules);
        QVERIFY(!live.model.dialectOfColumn(TesterModel::AgentColumn));
        QCOMPARE(live.model.headerData(TesterModel::UrlColumn, Qt::Horizontal).toString(), QStringLiteral("URL"));
        QCOMPARE(
            live.model.headerData(TesterModel::FirstDialectColumn, Qt::Horizontal, TesterModel::DialectRole).toString(),
            QStringLiteral("rfc9309"));
        QVERIFY(!live.model.headerData(TesterModel::FirstDialectColumn + 1, Qt::Horizontal).toString().isEmpty());
    }

    // Typing changes exactly the verdicts the rules say (RFC 9309 §2.2.2, longest match).
    void editingTheTextChangesTheRightVerdicts()
    {
        Live live;
        live.model.setCases({tc("/private/a", "Googlebot"), tc("/public/b", "Googlebot"), tc("/other", "Googlebot")});
        live.type("User-agent: *\nDisallow: /private/\n");
        QCOMPARE(live.access(0, DialectId::Rfc9309), X);
        QCOMPARE(live.access(1, DialectId::Rfc9309), A);
        QCOMPARE(live.access(2, DialectId::Rfc9309), A);
        QCOMPARE(live.model.decidingLine(0, DialectId::Rfc9309), 2);
        QCOMPARE(live.model.decidingLine(1, DialectId::Rfc9309), 0);
        const QModelIndex cell = live.model.index(0, TesterModel::FirstDialectColumn);
        QCOMPARE(cell.data(TesterModel::AccessRole).toInt(), int(X));
        QCOMPARE(cell.data(TesterModel::DecidingLineRole).toInt(), 2);
        QVERIFY(cell.data().toString().contains(QStringLiteral("2"))); // "Disallowed · line 2"
        QVERIFY(!cell.data(Qt::DecorationRole).value<QIcon>().isNull());

        QSignalSpy changed(&live.model, &QAbstractItemModel::dataChanged);
        live.type("User-agent: *\nDisallow: /public/\n");
        QVERIFY(changed.count() >= 1);
        QCOMPARE(live.access(0, DialectId::Rfc9309), A);
        QCOMPARE(live.access(1, DialectId::Rfc9309), X);
        QCOMPARE(live.access(2, DialectId::Rfc9309), A);

        // A group for Googlebot hides the * group (RFC 9309 §2.2.1).
        live.type("User-agent: *\nDisallow: /public/\n\nUser-agent: Googlebot\nDisallow: /other\n");
        QCOMPARE(live.access(1, DialectId::Rfc9309), A);
        QCOMPARE(live.access(2, DialectId::Rfc9309), X);
        QCOMPARE(live.model.decidingLine(2, DialectId::Rfc9309), 5);
    }

    // SEMANTICS.md "Where they disagree": rows of the table, three dialects side by side.
    void dialectMatrix_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("url");
        QTest::addColumn<Access>("google");
        QTest::addColumn<Access>("python");
        QTest::addColumn<Access>("perl");
        QTest::newRow("semantics/blank-line-between-agents")
            << QByteArray("User-agent: *\n\nUser-agent: Wget\nDisallow: /") << "FooBot" << "/page" << X << A << A;
        QTest::newRow("semantics/allow-before-disallow")
            << QByteArray("User-agent: *\nAllow: /\nDisallow: /private") << "FooBot" << "/private/x" << X << A << X;
        QTest::newRow("semantics/wildcard-anchor")
            << QByteArray("User-agent: *\nDisallow: /*.pdf$") << "FooBot" << "/files/a.pdf" << X << A << A;
        QTest::newRow("semantics/specific-vs-family")
            << QByteArray("User-agent: Googlebot\nDisallow: /a\nUser-agent: Googlebot-Image\nDisallow: /b")
            << "Googlebot-Image" << "/a" << A << X << X;
        QTest::newRow("semantics/rule-before-any-agent")
            << QByteArray("Disallow: /x") << "FooBot" << "/x" << A << A << X;
        QTest::newRow("semantics/tie") << QByteArray("User-agent: *\nDisallow: /page\nAllow: /page") << "FooBot"
                                       << "/page" << A << X << X;
        QTest::newRow("semantics/substring-agent")
            << QByteArray("User-agent: bot\nDisallow: /") << "MyBot" << "/page" << A << X << X;
    }

    void dialectMatrix()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, agent);
        QFETCH(QString, url);
        QFETCH(Access, google);
        QFETCH(Access, python);
        QFETCH(Access, perl);
        Live live;
        live.model.setShownDialects({DialectId::Google, DialectId::PythonUrllib, DialectId::WwwRobotRules});
        live.model.setCases({TestCase{url, agent, std::nullopt, {}},
                             TestCase{QStringLiteral("/robots-free-path-zz"), agent, std::nullopt, {}}});
        live.type(body);
        QCOMPARE(live.access(0, DialectId::Google), google);
        QCOMPARE(live.access(0, DialectId::PythonUrllib), python);
        QCOMPARE(live.access(0, DialectId::WwwRobotRules), perl);
        const bool disagree = !(google == python && python == perl);
        QCOMPARE(live.model.index(0, TesterModel::UrlColumn).data(TesterModel::DisagreementRole).toBool(), disagree);
        if (disagree)
            QVERIFY(live.model.index(0, TesterModel::AgentColumn).data(Qt::BackgroundRole).isValid());

        // "Only disagreements" keeps exactly the rows where the dialects differ.
        CaseFilterModel filter;
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&live.model);
        filter.setOnlyDisagreements(true);
        int expectedRows = disagree ? 1 : 0;
        if (live.model.index(1, 0).data(TesterModel::DisagreementRole).toBool())
            ++expectedRows;
        QCOMPARE(filter.rowCount(), expectedRows);
        if (disagree)
            QCOMPARE(filter.mapToSource(filter.index(0, 0)).row(), 0);
    }

    void expectationsAndSummary()
    {
        Live live;
        live.model.setShownDialects({DialectId::Rfc9309, DialectId::WwwRobotRules});
        live.model.setCases({
            tc("/private/x", "Googlebot", X),                             // pass
            tc("/private/x", "Bingbot", A),                               // fail
            tc("/public", "Googlebot"),                                   // no expectation
            tc("/private/x", "Googlebot", A, {DialectId::WwwRobotRules}), // fail under Perl (Allow ignored)
            tc("/private/ok", "Googlebot", A, {DialectId::Rfc9309}),      // pass (longest match)
        });
        // RFC 9309 §2.2.2: the longer Allow wins; WWW::RobotRules ignores Allow (seed 000).
        live.type("User-agent: *\nDisallow: /private/\nAllow: /private/ok\n");
        auto outcome = [&](int row) {
            return TesterModel::Outcome(
                live.model.index(row, TesterModel::ResultColumn).data(TesterModel::OutcomeRole).toInt());
        };
        QCOMPARE(outcome(0), TesterModel::Outcome::Pass);
        QCOMPARE(outcome(1), TesterModel::Outcome::Fail);
        QCOMPARE(outcome(2), TesterModel::Outcome::NoExpectation);
        QCOMPARE(outcome(3), TesterModel::Outcome::Fail);
        QCOMPARE(outcome(4), TesterModel::Outcome::Pass);
        QCOMPARE(live.model.index(1, TesterModel::ResultColumn).data().toString(), QStringLiteral("FAIL"));
        QCOMPARE(live.model.index(0, TesterModel::ResultColumn).data().toString(), QStringLiteral("pass"));
        const TesterModel::Summary s = live.model.summary();
        QCOMPARE(s.cases, 5);
        QCOMPARE(s.passed, 2);
        QCOMPARE(s.failed, 2);
        QCOMPARE(s.perAgent.value(QStringLiteral("Googlebot")).disallowed, 2);
        QCOMPARE(s.perAgent.value(QStringLiteral("Googlebot")).allowed, 2);
        QCOMPARE(s.perAgent.value(QStringLiteral("Bingbot")).disallowed, 1);

        CaseFilterModel failures;
        failures.setSourceModel(&live.model);
        failures.setOnlyFailures(true);
        QCOMPARE(failures.rowCount(), 2);

        // Editing the expectation through the model (the Expected column).
        QVERIFY(live.model.setData(live.model.index(1, TesterModel::ExpectedColumn), QStringLiteral("disallowed")));
        QCOMPARE(outcome(1), TesterModel::Outcome::Pass);
        QVERIFY(!live.model.setData(live.model.index(1, TesterModel::ExpectedColumn), QStringLiteral("maybe")));
        QCOMPARE(failures.rowCount(), 1);
    }

    void editingACaseEvaluatesIt()
    {
        Live live;
        live.model.setCases({tc("/a", "Googlebot")});
        live.type("User-agent: Googlebot\nDisallow: /b\n");
        QCOMPARE(live.access(0, DialectId::Rfc9309), A);
        QSignalSpy changed(&live.model, &QAbstractItemModel::dataChanged);
        QVERIFY(live.model.setData(live.model.index(0, TesterModel::UrlColumn), QStringLiteral("/b/c")));
        QCOMPARE(live.access(0, DialectId::Rfc9309), X);
        QVERIFY(changed.count() >= 1);
        QVERIFY(live.model.setData(live.model.index(0, TesterModel::AgentColumn), QStringLiteral("Bingbot")));
        QCOMPARE(live.access(0, DialectId::Rfc9309), A);
        QCOMPARE(live.model.testCase(0).agent, QStringLiteral("Bingbot"));
    }

    void rowsAreAddedAndRemoved()
    {
        Live live;
        live.type("User-agent: *\nDisallow: /x\n");
        const int first =
            live.model.appendGrid({QStringLiteral("/x"), QStringLiteral("/y")},
                                  {QStringLiteral("Googlebot"), QStringLiteral("GPTBot"), QStringLiteral("CCBot")});
        QCOMPARE(first, 0);
        QCOMPARE(live.model.rowCount(), 6);
        QCOMPARE(live.model.testCase(1).agent, QStringLiteral("GPTBot")); // URL-major
        QCOMPARE(live.model.testCase(3).url, QStringLiteral("/y"));
        QCOMPARE(live.access(2, DialectId::Rfc9309), X);
        QCOMPARE(live.access(5, DialectId::Rfc9309), A);
        QVERIFY(live.model.insertRows(1, 2));
        QCOMPARE(live.model.rowCount(), 8);
        QVERIFY(live.model.testCase(1).url.isEmpty());
        QVERIFY(live.model.removeRows(1, 2));
        QVERIFY(live.model.removeRows(0, 3));
        QCOMPARE(live.model.rowCount(), 3);
        QCOMPARE(live.model.testCase(0).url, QStringLiteral("/y"));
        QCOMPARE(live.access(0, DialectId::Rfc9309), A);
        QVERIFY(!live.model.removeRows(2, 5));
    }

    void requiredDialectsFollowCasesAndColumns()
    {
        Live live;
        QSignalSpy required(&live.model, &TesterModel::requiredDialectsChanged);
        live.model.setShownDialects({DialectId::Google});
        QCOMPARE(live.model.requiredDialects(), QList<DialectId>{DialectId::Google});
        live.model.appendCases({tc("/x", "FooBot", X, {DialectId::Yandex})});
        QCOMPARE(live.model.requiredDialects(), (QList<DialectId>{DialectId::Google, DialectId::Yandex}));
        QVERIFY(required.count() >= 2);
        live.type("User-agent: *\nDisallow: /x\n");
        QVERIFY(live.analyzer.current()->file(DialectId::Yandex));
        QCOMPARE(live.access(0, DialectId::Yandex), X);
        QCOMPARE(live.model.index(0, TesterModel::ResultColumn).data(TesterModel::OutcomeRole).toInt(),
                 int(TesterModel::Outcome::Pass));
    }

    // Edit impact: which cases an edit changed compared with the saved text.
    void editImpact()
    {
        Live live;
        live.model.setCases({tc("/shop/cart", "Googlebot"), tc("/shop/item", "Googlebot"), tc("/blog", "Googlebot")});
        const QByteArray saved("User-agent: *\nDisallow: /shop/cart\n");
        live.model.setBaselineText(saved);
        live.type(saved);
        QVERIFY(live.model.changedRows().isEmpty());
        live.type("User-agent: *\nDisallow: /shop/\n"); // the edit now blocks /shop/item too
        QCOMPARE(live.model.changedRows(), QList<int>{1});
        const QModelIndex cell = live.model.index(1, TesterModel::FirstDialectColumn);
        QVERIFY(cell.data(TesterModel::ChangedRole).toBool());
        QCOMPARE(cell.data(TesterModel::BaselineAccessRole).toInt(), int(A));
        QCOMPARE(cell.data(TesterModel::AccessRole).toInt(), int(X));
        QVERIFY(cell.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("Allowed"))); // "(was Allowed)"
        QVERIFY(cell.data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(live.model.summary().changed, 1);

        CaseFilterModel impact;
        QAbstractItemModelTester impactTester(&impact, QAbstractItemModelTester::FailureReportingMode::QtTest);
        impact.setSourceModel(&live.model);
        impact.setOnlyChanged(true);
        QCOMPARE(impact.rowCount(), 1);
        live.type("User-agent: *\nDisallow: /\n"); // now /blog changes too, and the filter follows
        QCOMPARE(live.model.changedRows(), (QList<int>{1, 2}));
        QCOMPARE(impact.rowCount(), 2);
        live.model.clearBaseline();
        QVERIFY(live.model.changedRows().isEmpty());
        QCOMPARE(impact.rowCount(), 0);
    }

    // The impact per shown dialect: how many verdicts changed and which way, in the shown order.
    void editImpactIsCountedPerDialect()
    {
        Live live;
        live.model.setShownDialects({DialectId::PythonUrllib, DialectId::Google});
        live.model.setCases({tc("/files/a.pdf", "FooBot"), tc("/x/1", "FooBot"), tc("/y", "FooBot")});
        const QByteArray opened("User-agent: *\nDisallow: /x\n");
        live.model.setBaselineText(opened, QStringLiteral("the text as opened"));
        QCOMPARE(live.model.baselineName(), QStringLiteral("the text as opened"));
        live.type(opened);
        QCOMPARE(live.model.impactByDialect().size(), 2);
        QCOMPARE(live.model.impactByDialect().at(0).changed, 0);
        // SEMANTICS.md "wildcard + anchor": Google reads /*.pdf$ as a pattern, Python's urllib
        // as a literal path. /x/1 is allowed again under both.
        live.type("User-agent: *\nDisallow: /*.pdf$\n");
        const QList<TesterModel::DialectImpact> impact = live.model.impactByDialect();
        QCOMPARE(impact.at(0).dialect, DialectId::PythonUrllib);
        QCOMPARE(impact.at(0).changed, 1);
        QCOMPARE(impact.at(0).nowAllowed, 1);
        QCOMPARE(impact.at(0).nowDisallowed, 0);
        QCOMPARE(impact.at(1).dialect, DialectId::Google);
        QCOMPARE(impact.at(1).changed, 2);
        QCOMPARE(impact.at(1).nowAllowed, 1);
        QCOMPARE(impact.at(1).nowDisallowed, 1);
        QCOMPARE(live.model.summary().changed, 2);
    }

    // The baseline's verdicts are computed once per baseline, cases and dialects, not per
    // keystroke, and stay right when the cases or dialects change between keystrokes.
    void baselineVerdictsFollowCasesAndDialects_data()
    {
        QTest::addColumn<int>("syncLimit");
        QTest::newRow("on this thread") << 50000;
        QTest::newRow("on the workers") << 1;
    }
    void baselineVerdictsFollowCasesAndDialects()
    {
        QFETCH(int, syncLimit);
        Live live;
        live.model.setSynchronousLimit(syncLimit);
        live.model.setChunkRows(2);
        const QByteArray opened("User-agent: *\nDisallow: /a\n");
        live.model.setBaselineText(opened);
        live.model.setCases({tc("/a", "Bot"), tc("/b", "Bot"), tc("/c", "Bot")});
        live.type("User-agent: *\nDisallow: /b\n");
        QCOMPARE(live.model.changedRows(), (QList<int>{0, 1}));
        live.type("User-agent: *\nDisallow: /c\n");
        QCOMPARE(live.model.changedRows(), (QList<int>{0, 2}));
        // A case added, one edited, one removed: their baseline verdicts are right at once.
        live.model.appendCases({tc("/a/new", "Bot")});
        QTRY_VERIFY(!live.model.isEvaluating());
        QCOMPARE(live.model.baselineAccess(3, DialectId::Rfc9309), X);
        live.model.setCase(2, tc("/a/edited", "Bot"));
        QTRY_VERIFY(!live.model.isEvaluating());
        QCOMPARE(live.model.baselineAccess(2, DialectId::Rfc9309), X);
        live.model.removeRows(1, 1);
        QTRY_VERIFY(!live.model.isEvaluating());
        live.type("User-agent: *\nDisallow: /\n");
        QCOMPARE(live.model.baselineAccess(0, DialectId::Rfc9309), X);
        QCOMPARE(live.model.baselineAccess(1, DialectId::Rfc9309), X);
        QCOMPARE(live.model.baselineAccess(2, DialectId::Rfc9309), X);
        QVERIFY(live.model.changedRows().isEmpty());
        // A new dialect: its baseline verdicts come with it.
        live.model.setShownDialects({DialectId::Rfc9309, DialectId::Google});
        live.type("User-agent: *\nDisallow: /a\n");
        QCOMPARE(live.model.baselineAccess(0, DialectId::Google), X);
        QVERIFY(live.model.changedRows().isEmpty());
        // A new baseline.
        live.model.setBaselineText("User-agent: *\nDisallow:\n");
        QTRY_VERIFY(!live.model.isEvaluating());
        QCOMPARE(live.model.changedRows(), (QList<int>{0, 1, 2}));
    }

    // The cases know the test set they came from and whether they changed since.
    void casesRememberTheirTestSet()
    {
        TesterModel model;
        QSignalSpy cases(&model, &TesterModel::casesChanged);
        QSignalSpy testSet(&model, &TesterModel::testSetChanged);
        QVERIFY(!model.casesModified());
        model.setCases({tc("/a", "Bot")});
        model.setTestSetPath(QStringLiteral("/tmp/x.txt.tests"));
        model.setCasesModified(false);
        QCOMPARE(cases.count(), 1);
        QVERIFY(!model.casesModified());
        testSet.clear();
        model.appendCases({tc("/b", "Bot")});
        QVERIFY(model.casesModified());
        QCOMPARE(testSet.count(), 1);
        model.setCasesModified(false);
        model.setData(model.index(0, TesterModel::UrlColumn), QStringLiteral("/c"));
        QVERIFY(model.casesModified());
        model.setCasesModified(false);
        model.removeRows(0, 1);
        QVERIFY(model.casesModified());
        QCOMPARE(cases.count(), 4);
        // Verdicts are not cases: a new text changes nothing here.
        model.setCasesModified(false);
        model.setAnalysis(DocumentAnalyzer::analyze("User-agent: *\nDisallow: /\n", {DialectId::Rfc9309}, 1));
        QVERIFY(!model.casesModified());
        QCOMPARE(model.testSetPath(), QStringLiteral("/tmp/x.txt.tests"));
    }

    void linesAndCases()
    {
        Live live;
        live.model.setShownDialects({DialectId::Rfc9309, DialectId::PythonUrllib});
        live.model.setCases({tc("/a/1", "FooBot"), tc("/b/1", "FooBot"), tc("/a/b/1", "FooBot"), tc("/c", "FooBot")});
        // Line 2 decides /a/1 everywhere and /a/b/1 for first-match Python; line 3 decides /a/b/1
        // under RFC 9309 (longest match, §2.2.2).
        live.type("User-agent: *\nDisallow: /a/\nAllow: /a/b/\nDisallow: /b\n");
        QCOMPARE(live.model.rowsDecidedBy(2), (QList<int>{0, 2}));
        QCOMPARE(live.model.rowsDecidedBy(3), QList<int>{2});
        QCOMPARE(live.model.rowsDecidedBy(4), QList<int>{1});
        QVERIFY(live.model.rowsDecidedBy(1).isEmpty());
        live.model.setHighlightedLine(4);
        QVERIFY(live.model.index(1, TesterModel::UrlColumn).data(TesterModel::HighlightRole).toBool());
        QVERIFY(!live.model.index(0, TesterModel::UrlColumn).data(TesterModel::HighlightRole).toBool());
        QVERIFY(live.model.index(1, TesterModel::UrlColumn).data(Qt::BackgroundRole).isValid());
    }

    void explainsOneCase()
    {
        Live live;
        live.model.setCases({tc("/private/x", "Googlebot")});
        live.type("User-agent: *\nDisallow: /private/\n");
        const std::optional<robots::Verdict> v = live.model.explain(0, DialectId::Rfc9309);
        QVERIFY(v);
        QCOMPARE(v->access, X);
        QVERIFY(v->decidingRule);
        QCOMPARE(v->decidingRule->line, 2u);
        QVERIFY(!v->explanation().empty());
        QVERIFY(!live.model.explain(0, DialectId::Bing)); // not parsed
        QVERIFY(!live.model.explain(7, DialectId::Rfc9309));
    }

    // The studio's explanation is the core's: for the empty agent, rfc9309 applies a group whose
    // User-agent value starts with a non-ASCII letter (read as an empty name, as Google's library
    // reads it), and the explanation says so instead of looking like a bug.
    void explanationSaysAValueReadAsEmptyNamesTheEmptyAgent()
    {
        Live live;
        live.model.setCases({tc("/u/x", "")});
        live.type("User-agent: \u00DCnicodebot\nDisallow: /u/\n\nUser-agent: *\nDisallow: /star/\n");
        const std::optional<robots::Verdict> v = live.model.explain(0, DialectId::Rfc9309);
        QVERIFY(v);
        QCOMPARE(v->access, X);
        QCOMPARE(v->groups.front().agentLine, 1u);
        const QString html = robots::ui::ExplanationView::html(*v);
        QVERIFY2(
            html.contains(QStringLiteral("is read as an empty name by this dialect, as Google&#x27;s library "
                                         "does")) ||
                html.contains(QStringLiteral("is read as an empty name by this dialect, as Google's library does")),
            qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("it matches the empty agent")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("The crawler&#x27;s name is empty")) ||
                     html.contains(QStringLiteral("The crawler's name is empty")),
                 qPrintable(html));
        QVERIFY2(!html.contains(QStringLiteral("<code></code>")) && !html.contains(QStringLiteral("``")),
                 qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("for (the empty name) under")), qPrintable(html));
    }

    // 100,000 cases: evaluated on a worker in chunks that arrive as dataChanged() over row ranges.
    void largeSetsAreEvaluatedInChunks()
    {
        Live live;
        live.model.setChunkRows(5000);
        live.model.setSynchronousLimit(1000);
        live.type("User-agent: *\nDisallow: /odd\nAllow: /odd/even\n");
        QStringList urls;
        for (int i = 0; i < 50000; ++i)
            urls << (i % 2 ? QStringLiteral("/odd/%1").arg(i) : QStringLiteral("/odd/even/%1").arg(i));
        QSignalSpy changed(&live.model, &QAbstractItemModel::dataChanged);
        QSignalSpy finished(&live.model, &TesterModel::evaluationFinished);
        live.model.appendGrid(urls, {QStringLiteral("Googlebot"), QStringLiteral("Bingbot")});
        QCOMPARE(live.model.rowCount(), 100000);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() >= 1, 30000);
        QVERIFY(changed.count() >= 100000 / 5000);
        for (const QList<QVariant> &args : changed) {
            const QModelIndex top = args.at(0).toModelIndex();
            const QModelIndex bottom = args.at(1).toModelIndex();
            QVERIFY(bottom.row() - top.row() < 5000); // ranges, not a reset
        }
        for (int row : {0, 1, 2, 3, 4999, 5000, 77777, 99998, 99999}) {
            const bool even = (row / 2) % 2 == 0;
            QCOMPARE(live.access(row, DialectId::Rfc9309), even ? A : X);
        }

        // A new text while chunks are under way: the old chunks are dropped, the new ones win.
        finished.clear();
        live.analyzer.setText("User-agent: *\nDisallow: /odd/even\n");
        live.analyzer.flush();
        live.analyzer.setText("User-agent: *\nDisallow: /\n");
        live.analyzer.flush();
        QTRY_VERIFY_WITH_TIMEOUT(!live.model.isEvaluating(), 30000);
        for (int row : {0, 1, 50000, 99999})
            QCOMPARE(live.access(row, DialectId::Rfc9309), X);
    }

    // A big file (rulesFor() is costly there): even a few cases are evaluated on the workers.
    void bigFilesAreEvaluatedOffTheCallingThread()
    {
        Live live;
        QByteArray body("User-agent: *\n");
        for (int i = 0; body.size() < 100 * 1024; ++i)
            body += "Disallow: /section" + QByteArray::number(i) + "/\n";
        QStringList urls;
        for (int i = 0; i < 100; ++i)
            urls << QStringLiteral("/section%1/page").arg(i * 7);
        urls << QStringLiteral("/elsewhere");
        live.model.appendGrid(urls, {QStringLiteral("Googlebot")});
        live.analyzer.setText(body);
        live.analyzer.flush();
        QVERIFY(live.model.isEvaluating()); // handed to the workers, not done on this thread
        QTRY_VERIFY(!live.model.isEvaluating());
        for (int row = 0; row < 100; ++row)
            QCOMPARE(live.access(row, DialectId::Rfc9309), X);
        QCOMPARE(live.access(100, DialectId::Rfc9309), A);
        QCOMPARE(live.model.decidingLine(1, DialectId::Rfc9309), 7 + 2); // "/section7/" is line 9
    }

    void csvExport()
    {
        Live live;
        live.model.setShownDialects({DialectId::Rfc9309, DialectId::WwwRobotRules});
        live.model.setCases({tc("/a,b", "Googlebot", X), tc("/c\"d", "Belle")});
        live.type("User-agent: *\nDisallow: /a\n");
        const QList<QByteArray> lines = live.model.toCsv().split('\n');
        QCOMPARE(lines.at(0),
                 QByteArray("url,agent,expected,result,rfc9309,rfc9309 line,www-robotrules,www-robotrules line\r"));
        QCOMPARE(lines.at(1), QByteArray("\"/a,b\",Googlebot,disallowed,pass,disallowed,2,disallowed,2\r"));
        QCOMPARE(lines.at(2), QByteArray("\"/c\"\"d\",Belle,,,allowed,,allowed,\r"));
    }

    void dialectList()
    {
        DialectListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), int(robots::allDialects().size()));
        QCOMPARE(model.checkedDialects(), QList<DialectId>{DialectId::Rfc9309});
        QSignalSpy spy(&model, &DialectListModel::checkedDialectsChanged);
        const QModelIndex perl = model.indexOf(DialectId::WwwRobotRules);
        QVERIFY(model.setData(perl, Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(model.checkedDialects(), (QList<DialectId>{DialectId::Rfc9309, DialectId::WwwRobotRules}));
        QCOMPARE(perl.data(DialectListModel::NameRole).toString(), QStringLiteral("www-robotrules"));
        QVERIFY(!perl.data(DialectListModel::ChoicesRole).toStringList().isEmpty());
        QVERIFY(!perl.data(DialectListModel::DescriptionRole).toString().isEmpty());
        model.setCheckedDialects({DialectId::Google});
        QCOMPARE(model.checkedDialects(), QList<DialectId>{DialectId::Google});
    }

    void filterByText()
    {
        Live live;
        live.model.setCases({tc("/shop", "Googlebot"), tc("/blog", "GPTBot"), tc("/SHOP/x", "Bingbot")});
        CaseFilterModel filter;
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&live.model);
        filter.setText(QStringLiteral("shop"));
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QStringLiteral("gpt"));
        QCOMPARE(filter.rowCount(), 1);
        filter.setText(QString());
        QCOMPARE(filter.rowCount(), 3);
        filter.sort(TesterModel::UrlColumn);
        QCOMPARE(filter.index(0, TesterModel::UrlColumn).data().toString(), QStringLiteral("/blog"));
    }
};

QTEST_MAIN(TestTesterModel)
#include "tst_testermodel.moc"
