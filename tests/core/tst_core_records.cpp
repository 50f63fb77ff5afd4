// SPDX-License-Identifier: MIT
// Records as each dialect forms them (where a 1994-style reader splits a record, the malformed-
// record rule, Python's forgotten agents), rules and their statuses, and the other records:
// sitemaps with validity, Crawl-delay, Request-rate, Host, Clean-param.

#include "coretestutil.h"

#include <QTest>

using namespace robots;
using namespace coretest;

class TestCoreRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The seeds' ancient castle: RFC 9309 §2.1 and WWW::RobotRules both split at each User-agent
    // that follows a rule (seed 000: "will break the record into two").
    void malformedRecordSplit()
    {
        const std::string castle =
            "User-agent: *\nDisallow: /\nUser-agent: Belle\nDisallow: /west-wing/\nUser-agent: Beast\nDisallow: \n";
        for (const char *name : {"rfc9309", "www-robotrules", "python-urllib", "norobots1994"}) {
            const RobotsFile file = parse(castle, dialectNamed(name));
            QCOMPARE(file.groups().size(), std::size_t{3});
            QCOMPARE(file.groups()[0].endedBy, GroupEnd::AgentAfterRule);
            QCOMPARE(file.groups()[1].endedBy, GroupEnd::AgentAfterRule);
            QCOMPARE(file.groups()[2].endedBy, GroupEnd::EndOfFile);
            QCOMPARE(file.groups()[1].firstLine, 3u);
            QCOMPARE(file.groups()[1].lastLine, 4u);
            QCOMPARE(q(file.groups()[1].agents[0].value), QStringLiteral("Belle"));
        }
    }

    // Seed 002: "records separated by one or more blank lines"; RFC 9309 §2.1: blank lines do
    // not end groups.
    void blankLines()
    {
        const std::string body = "User-agent: A\n\nDisallow: /x\n\nUser-agent: B\nDisallow: /y\n";
        const RobotsFile rfc = parse(body, defaultDialect());
        QCOMPARE(rfc.groups().size(), std::size_t{2});
        QCOMPARE(std::size_t(rfc.groups()[0].rules.size()), std::size_t{1});
        const RobotsFile n94 = parse(body, dialect(DialectId::NoRobots1994));
        QCOMPARE(n94.groups().size(), std::size_t{2});
        QCOMPARE(n94.groups()[0].endedBy, GroupEnd::BlankLine);
        QVERIFY(n94.groups()[0].rules.empty());
        // The Disallow after the blank line belongs to no record.
        QCOMPARE(n94.rules()[0].status(), RuleStatus::OutsideGroup);
        QVERIFY(n94.lines()[2].has(OutsideGroup));
        // Python forgets agents that a blank line separates from their rules.
        const RobotsFile py = parse(body, dialect(DialectId::PythonUrllib));
        QCOMPARE(py.groups()[0].fate, GroupFate::NoRules);
        QCOMPARE(py.groups()[1].fate, GroupFate::Used);
    }

    // Seed 002: comment-only lines are discarded and do not indicate a record boundary.
    void commentsAreNotBlank()
    {
        const RobotsFile file =
            parse(std::string("User-agent: A\n# note\nDisallow: /x\n"), dialect(DialectId::NoRobots1994));
        QCOMPARE(file.groups().size(), std::size_t{1});
        QCOMPARE(std::size_t(file.groups()[0].rules.size()), std::size_t{1});
        QCOMPARE(file.lines()[1].kind, LineKind::CommentOnly);
    }

    // urllib.robotparser: only the first * entry counts; splitlines() also breaks at VT etc.
    void python()
    {
        const RobotsFile stars = parse(std::string("User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n"),
                                       dialect(DialectId::PythonUrllib));
        QCOMPARE(stars.groups()[1].fate, GroupFate::ExtraStarGroup);
        const RobotsFile vt = parse(std::string("User-agent: *\x0B\nDisallow: /x\n"), dialect(DialectId::PythonUrllib));
        // "User-agent: *", "" (a blank logical line), "Disallow: /x": the agent is forgotten.
        QCOMPARE(vt.groups().size(), std::size_t{1});
        QCOMPARE(vt.groups()[0].fate, GroupFate::NoRules);
        QCOMPARE(vt.rules()[0].status(), RuleStatus::OutsideGroup);
        QVERIFY(isAllowed(vt, "FooBot", "/x"));
        // Values are unquoted: the agent Foo%42ot is FooBot.
        const RobotsFile pct =
            parse(std::string("User-agent: Foo%42ot\nDisallow: /x\n"), dialect(DialectId::PythonUrllib));
        QCOMPARE(q(pct.groups()[0].agents[0].value), QStringLiteral("FooBot"));
    }

    // WWW::RobotRules: a Disallow before any User-agent counts as `*`.
    void rulesBeforeAgent()
    {
        const RobotsFile perl =
            parse(std::string("Disallow: /x\n\nUser-agent: A\nDisallow: /y\n"), dialect(DialectId::WwwRobotRules));
        QCOMPARE(perl.groups()[0].startedBy, GroupStart::RulesBeforeAgent);
        QVERIFY(perl.groups()[0].hasStar);
        const RobotsFile rfc = parse(std::string("Disallow: /x\n\nUser-agent: A\nDisallow: /y\n"), defaultDialect());
        QCOMPARE(rfc.groups().size(), std::size_t{1});
        QCOMPARE(rfc.rules()[0].status(), RuleStatus::OutsideGroup);
    }

    // Only Allow and Disallow end a run of User-agent lines (RFC 9309 §2.1, google/robotstxt):
    // a Crawl-delay between two agents leaves them in one group for google.
    void agentRunBreakers()
    {
        const std::string body = "User-agent: *\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n";
        QCOMPARE(parse(body, dialect(DialectId::Google)).groups().size(), std::size_t{1});
        QCOMPARE(parse(body, dialect(DialectId::Bing)).groups().size(), std::size_t{2});
        QCOMPARE(parse(body, dialect(DialectId::PythonUrllib)).groups().size(), std::size_t{2});
    }

    void ruleStatuses()
    {
        const RobotsFile rfc = parse(std::string("User-agent: *\nDisallow:\nAllow: /a\n"), defaultDialect());
        QCOMPARE(rfc.rules()[0].status(), RuleStatus::EmptyMatchesNothing);
        QCOMPARE(rfc.rules()[1].status(), RuleStatus::Active);
        const RobotsFile perl = parse(
            std::string("User-agent: *\nDisallow:\nDisallow: https://example.com/x\nDisallow: http://example.com/y\n"),
            dialect(DialectId::WwwRobotRules));
        QVERIFY(perl.rules()[0].allowsEverything());
        QCOMPARE(perl.rules()[1].status(), RuleStatus::OtherOrigin);
        QCOMPARE(perl.rules()[2].status(), RuleStatus::Active);
        QCOMPARE(q(perl.rules()[2].normalised()), QStringLiteral("/y"));
        QCOMPARE(q(perl.rules()[2].pattern()), QStringLiteral("http://example.com/y"));
        const RobotsFile google =
            parse(std::string("User-agent: *\nDisallow: /caf\xC3\xA9*$\n"), dialect(DialectId::Google));
        const Rule &r = google.rules()[0];
        QVERIFY(r.hasWildcard() && r.anchored());
        QCOMPARE(q(r.normalised()), QStringLiteral("/caf%C3%A9*$"));
        QCOMPARE(r.priority(), 12u);
    }

    // RFC 9309 §2.2.4 and the sitemaps protocol: absolute URLs; recorded wherever they appear.
    void sitemaps()
    {
        const RobotsFile file =
            parse(std::string("Sitemap: https://example.com/s.xml\nUser-agent: *\nSitemap: /relative.xml\n"
                              "Disallow: /\nsitemap: http://example.com/a b.xml\nSitemap: ftp://example.com/s\n"),
                  defaultDialect());
        QCOMPARE(file.sitemaps().size(), std::size_t{4});
        QCOMPARE(q(file.sitemaps()[0].url), QStringLiteral("https://example.com/s.xml"));
        QVERIFY(file.sitemaps()[0].valid);
        QVERIFY(!file.sitemaps()[1].valid);
        QVERIFY(!file.sitemaps()[2].valid);
        QVERIFY(!file.sitemaps()[3].valid);
        QCOMPARE(file.sitemaps()[1].line, 3u);
        // A Sitemap does not end a group (RFC 9309 §2.2.4).
        QCOMPARE(file.groups().size(), std::size_t{1});
        // The 1994 standard knows no sitemaps.
        QVERIFY(parse(std::string("Sitemap: https://example.com/s.xml\n"), dialect(DialectId::NoRobots1994))
                    .sitemaps()
                    .empty());
    }

    void otherRecords()
    {
        const RobotsFile y = parse(
            std::string("User-agent: Yandex\nCrawl-delay: 2.5\nClean-param: ref&sid /forum/\nHost: www.example.com\n"
                        "Crawl-delay: soon\nClean-param: \nHost: http://ex ample\nRequest-rate: 1/10s\n"),
            dialect(DialectId::Yandex));
        const auto others = y.otherRecords();
        QCOMPARE(others.size(), std::size_t{8 - 1});
        QCOMPARE(others[0].kind, LineKind::CrawlDelay);
        QVERIFY(others[0].valid && others[0].used);
        QCOMPARE(others[0].number, 2.5);
        QCOMPARE(others[1].kind, LineKind::CleanParam);
        QVERIFY(others[1].valid);
        QCOMPARE(q(others[1].params), QStringLiteral("ref&sid"));
        QCOMPARE(q(others[1].pathPrefix), QStringLiteral("/forum/"));
        QCOMPARE(others[2].kind, LineKind::Host);
        QVERIFY(others[2].valid);
        QVERIFY(!others[3].valid); // Crawl-delay: soon
        QVERIFY(!others[4].valid); // empty Clean-param
        QVERIFY(!others[5].valid); // Host with a space
        QCOMPARE(others[6].kind, LineKind::RequestRate);
        QVERIFY(!others[6].used); // yandex does not use Request-rate
        QVERIFY(others[6].valid);
        QCOMPARE(others[6].rate.seconds, 10.0);
        QCOMPARE(y.groups()[0].crawlDelay, std::optional<double>(2.5));
        QCOMPARE(y.groups()[0].crawlDelayLine, 2u);

        // Python: crawl-delay only when isdigit(); outside an entry it is ignored.
        const RobotsFile py =
            parse(std::string("Crawl-delay: 3\nUser-agent: *\nCrawl-delay: 1.5\nCrawl-delay: 4\nRequest-rate: 3/20\n"),
                  dialect(DialectId::PythonUrllib));
        QVERIFY(!py.otherRecords()[0].used);
        QVERIFY(!py.otherRecords()[1].valid);
        QCOMPARE(py.groups()[0].crawlDelay, std::optional<double>(4));
        QCOMPARE(py.groups()[0].requestRate->requests, 3u);
    }

    void memoryReport()
    {
        std::string body = "User-agent: *\n";
        for (int i = 0; i < 1000; ++i)
            body += "Disallow: /path/" + std::to_string(i) + "\n";
        const RobotsFile file = parse(body, defaultDialect());
        QVERIFY(file.memoryUsage() >= body.size());
        QVERIFY(file.memoryUsage() < body.size() * 8);
    }
};

QTEST_GUILESS_MAIN(TestCoreRecords)
#include "tst_core_records.moc"
