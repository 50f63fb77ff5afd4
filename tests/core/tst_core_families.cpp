// SPDX-License-Identifier: MIT
// Crawler families (core/data/crawler-families.tsv compiled into the core): the data, and the
// group choice of rulesFor(file, AgentFamily) / rulesForCrawler() against Google's crawler
// documentation (tests/data/core/families.tsv).

#include "coretestutil.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace robots;
using namespace coretest;
using namespace Qt::StringLiterals;

namespace {

/// The token whose groups apply, as the table writes it: a token, `*`, `-`, or `plain`.
std::string decidedBy(const AgentRules &rules)
{
    const auto &family = rules.family();
    if (!family)
        return "plain";
    if (family->decidingToken)
        return family->tokens[*family->decidingToken];
    return rules.groups().empty() ? "-" : "*";
}

} // namespace

class TestCoreFamilies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFamilyIsWellFormedAndCited()
    {
        const auto all = crawlerFamilies();
        QVERIFY(all.size() >= 11);
        const QRegularExpression token(QStringLiteral("^[A-Za-z_-]+$"));
        const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        QSet<QString> seen;
        for (const CrawlerFamily &f : all) {
            const QString name = q(f.family.name);
            QVERIFY2(token.match(name).hasMatch(), qPrintable(name));
            QVERIFY2(!seen.contains(name.toLower()), qPrintable(QStringLiteral("duplicate ") + name));
            seen.insert(name.toLower());
            QVERIFY2(!f.family.tokens.empty(), qPrintable(name));
            QCOMPARE(q(f.family.tokens.front()), name); // the most specific token first
            for (const std::string_view t : f.family.tokens)
                QVERIFY2(token.match(q(t)).hasMatch(), qPrintable(name));
            QVERIFY2(f.source.starts_with("https://"), qPrintable(name)); // the operator's own page
            QVERIFY2(date.match(q(f.checked)).hasMatch(), qPrintable(name));
            QVERIFY(f.catalogueLine > 0);
        }
    }

    // Google's crawler documentation, as read on the date in the data file.
    void documentedFamilies_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("tokens");
        QTest::addColumn<bool>("ignoresStar");
        const auto row = [](const char *name, QStringList tokens, bool ignores) {
            QTest::newRow(name) << QString::fromLatin1(name) << tokens << ignores;
        };
        row("Googlebot-Image", {u"Googlebot-Image"_s, u"Googlebot"_s}, false);
        row("Googlebot-Video", {u"Googlebot-Video"_s, u"Googlebot"_s}, false);
        row("Googlebot-News", {u"Googlebot-News"_s, u"Googlebot"_s}, false);
        row("Google-InspectionTool", {u"Google-InspectionTool"_s, u"Googlebot"_s}, false);
        row("GoogleOther-Image", {u"GoogleOther-Image"_s, u"GoogleOther"_s}, false);
        row("GoogleOther-Video", {u"GoogleOther-Video"_s, u"GoogleOther"_s}, false);
        row("Storebot-Google", {u"Storebot-Google"_s}, false);
        row("AdsBot-Google", {u"AdsBot-Google"_s}, true);
        row("AdsBot-Google-Mobile", {u"AdsBot-Google-Mobile"_s}, true);
        row("Mediapartners-Google", {u"Mediapartners-Google"_s}, true);
        row("APIs-Google", {u"APIs-Google"_s}, true);
    }

    void documentedFamilies()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, tokens);
        QFETCH(bool, ignoresStar);
        for (const QString &asked : {name, name.toLower(), name.toUpper()}) {
            const CrawlerFamily *f = findCrawlerFamily(asked.toStdString());
            QVERIFY2(f, qPrintable(asked));
            QStringList got;
            for (const std::string_view t : f->family.tokens)
                got << q(t);
            QCOMPARE(got, tokens);
            QCOMPARE(f->family.ignoresStar, ignoresStar);
        }
    }

    void notFamilies_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("googlebot-has-one-token") << u"Googlebot"_s;
        QTest::newRow("prefix-is-not-the-name") << u"Googlebot-Imag"_s;
        QTest::newRow("versioned-name") << u"Googlebot-Image/1.0"_s;
        QTest::newRow("star") << u"*"_s;
        QTest::newRow("empty") << QString();
    }

    void notFamilies()
    {
        QFETCH(QString, name);
        QCOMPARE(findCrawlerFamily(name.toStdString()), nullptr);
    }

    void verdicts_data()
    {
        QTest::addColumn<QByteArray>("robots");
        QTest::addColumn<QByteArray>("dialect");
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<bool>("plain");
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QByteArray>("token");
        bool ok = false;
        const auto rows = readTsv(QStringLiteral(ROBOTS_TEST_DATA "/core/families.tsv"), &ok);
        QVERIFY(ok);
        QVERIFY(rows.size() >= 20);
        for (const auto &f : rows) {
            QCOMPARE(f.size(), std::size_t{9});
            QVERIFY2(f[6] == "allowed" || f[6] == "disallowed", f[0].c_str());
            QVERIFY2(f[4] == "family" || f[4] == "plain", f[0].c_str());
            std::vector<std::string> dialects;
            if (f[1] == "all") {
                for (const Dialect &d : allDialects())
                    dialects.emplace_back(d.name());
            } else {
                for (const QString &d : q(f[1]).split(QLatin1Char(',')))
                    dialects.push_back(d.toStdString());
            }
            for (const std::string &d : dialects) {
                QVERIFY2(findDialect(d) != nullptr, d.c_str());
                QTest::newRow((f[0] + " [" + d + "]").c_str())
                    << QByteArray::fromStdString(unescape(f[2])) << QByteArray::fromStdString(d)
                    << QByteArray::fromStdString(f[3]) << (f[4] == "plain") << QByteArray::fromStdString(f[5])
                    << (f[6] == "allowed") << QByteArray::fromStdString(f[7]);
            }
        }
    }

    void verdicts()
    {
        QFETCH(QByteArray, robots);
        QFETCH(QByteArray, dialect);
        QFETCH(QByteArray, agent);
        QFETCH(bool, plain);
        QFETCH(QByteArray, url);
        QFETCH(bool, allowed);
        QFETCH(QByteArray, token);
        const RobotsFile file = parse(toStd(robots), *findDialect(toStd(dialect)));
        const AgentLookup lookup = plain ? AgentLookup::PlainToken : AgentLookup::Family;
        const AgentRules rules = rulesForCrawler(file, toStd(agent), lookup);
        QCOMPARE(rules.isAllowed(toStd(url)), allowed);
        QCOMPARE(QByteArray::fromStdString(decidedBy(rules)), token);
        QCOMPARE(rules.agent(), std::string_view(toStd(agent)));
        // The explanation, the group choice alone and the test-set runner say the same.
        const Verdict v = rules.explain(toStd(url));
        QCOMPARE(v.allowed(), allowed);
        QCOMPARE(v.family.has_value(), rules.family().has_value());
        std::vector<std::uint32_t> chosen;
        for (const ChosenGroup &g : rules.groups())
            chosen.push_back(g.group);
        std::vector<std::uint32_t> alone;
        for (const ChosenGroup &g : groupsForCrawler(file, toStd(agent), lookup))
            alone.push_back(g.group);
        QCOMPARE(alone, chosen);
        const TestRun run = runTestSet(
            toStd(robots), {TestCase{0, toStd(agent), toStd(url), std::nullopt, {findDialect(toStd(dialect))}}}, {},
            lookup);
        QCOMPARE(run.outcomes.size(), std::size_t{1});
        QCOMPARE(run.outcomes.front().decision.access, allowed ? Access::Allowed : Access::Disallowed);
    }

    // The brief of the explanation: which token's group decided, with its line.
    void explanationSaysWhichTokenDecided()
    {
        const RobotsFile file =
            parse("# images\nUser-agent: Googlebot\nDisallow: /img/\n\nUser-agent: *\nDisallow: /\n", defaultDialect());
        const Verdict v = rulesForCrawler(file, "Googlebot-Image").explain("/img/x");
        const std::optional<Message> m = v.familyExplanation();
        QVERIFY(m);
        QCOMPARE(m->id, std::string_view("verdict.family.fallback"));
        QVERIFY2(m->toEnglish().starts_with("No `Googlebot-Image` group; `Googlebot`'s group, line 2"),
                 m->toEnglish().c_str());
        QVERIFY(v.describe().find(m->toEnglish()) != std::string::npos);
        QCOMPARE(v.agentToken, std::string("Googlebot"));

        const Verdict ads = rulesForCrawler(file, "AdsBot-Google").explain("/img/x");
        QVERIFY(ads.allowed());
        QCOMPARE(ads.familyExplanation()->id, std::string_view("verdict.family.ignores-star"));
        QCOMPARE(ads.decider, Decider::NoGroup);
        QVERIFY2(ads.describe().find("Line 5 `User-agent: *` does not apply: AdsBot-Google ignores the `*` group") !=
                     std::string::npos,
                 ads.describe().c_str());

        // A plain token has no family sentence: its explanation is the one it always had.
        const Verdict plain = rulesForCrawler(file, "Googlebot-Image", AgentLookup::PlainToken).explain("/img/x");
        QVERIFY(!plain.familyExplanation());
        QCOMPARE(plain.describe(), rulesFor(file, "Googlebot-Image").explain("/img/x").describe());
    }

    // Lesson 08's goal "image": its model answer names Googlebot and not Googlebot-Image, and the
    // goal is met through the family (Google: Googlebot-Image, then Googlebot) in every column;
    // asked by the name alone, RFC 9309 and Google's library give Googlebot-Image the `*` group.
    void lesson08ImageGoalIsMetThroughTheFamily()
    {
        const QString folder = QStringLiteral(ROBOTS_SOURCE_DIR "/resources/lessons/08-product-tokens/");
        const std::string answer = toStd(readBytes(folder + QStringLiteral("answer.robots.txt")));
        QVERIFY(!answer.empty());
        QVERIFY(answer.find("User-agent: Googlebot-Image") == std::string::npos);
        const TestSet goals = parseTestSet(toStd(readBytes(folder + QStringLiteral("goals.tests"))));
        QVERIFY(goals.errors.empty());
        std::vector<TestCase> image;
        for (const TestCase &c : goals.cases) {
            if (c.goal == "image")
                image.push_back(c);
        }
        QVERIFY(!image.empty());
        const TestRun family = runTestSet(answer, image);
        QCOMPARE(family.failed, std::size_t{0});
        QVERIFY(family.passed > 0);
        const LessonText text = parseLessonText(toStd(readBytes(folder + QStringLiteral("lesson.md"))));
        QVERIFY(gradeLesson(answer, goals, text).passed());

        const TestRun plain = runTestSet(answer, image, {}, AgentLookup::PlainToken);
        QStringList failing;
        for (const TestOutcome &o : plain.outcomes) {
            if (!o.passed)
                failing << q(o.dialect->name());
        }
        failing.removeDuplicates();
        QCOMPARE(failing, QStringList({QStringLiteral("rfc9309"), QStringLiteral("google")}));
    }

    // A name outside the families is asked exactly as rulesFor() asks it, in every dialect.
    void plainTokenKeepsTodaysBehaviour_data()
    {
        QTest::addColumn<QByteArray>("agent");
        for (const char *a : {"Googlebot", "googlebot", "Googlebot/2.1", "MJ12bot", "MJ", "*", "", "Foo Bot",
                              "Googlebot-Image/1.0", "Bingbot", "GPTBot"})
            QTest::newRow(a[0] ? a : "empty") << QByteArray(a);
    }

    void plainTokenKeepsTodaysBehaviour()
    {
        QFETCH(QByteArray, agent);
        const std::string body = "User-agent: Googlebot\nDisallow: /g\n\nUser-agent: MJ12bot\nDisallow: /m\n\n"
                                 "User-agent: *\nDisallow: /s\nCrawl-delay: 3\n";
        for (const Dialect &d : allDialects()) {
            const RobotsFile file = parse(body, d);
            const AgentRules asked = rulesForCrawler(file, toStd(agent));
            const AgentRules direct = rulesFor(file, toStd(agent));
            QVERIFY(!asked.family());
            QCOMPARE(asked.agentToken(), direct.agentToken());
            QCOMPARE(asked.crawlDelay(), direct.crawlDelay());
            for (const char *url : {"/g", "/m", "/s", "/x"})
                QCOMPARE(asked.explain(url).describe(), direct.explain(url).describe());
        }
    }
};

QTEST_APPLESS_MAIN(TestCoreFamilies)
#include "tst_core_families.moc"
