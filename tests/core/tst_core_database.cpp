// SPDX-License-Identifier: MIT
// The rules database (the WWW::RobotRules model of seeds 000/001): per origin rules with a
// fresh-until time, allowed / disallowed / unknown, agent change clears it, fetch outcomes, and
// the on-disk text form.

#include "coretestutil.h"

#include <QTest>

using namespace robots;
using namespace coretest;
using namespace std::chrono_literals;

namespace {

const RulesDatabase::TimePoint kNow{std::chrono::seconds(1'700'000'000)};

} // namespace

class TestCoreDatabase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void origins()
    {
        const auto o = Origin::fromUrl("HTTP://User@Example.COM/robots.txt");
        QVERIFY(o.has_value());
        QCOMPARE(q(o->key()), QStringLiteral("http://example.com:80"));
        QCOMPARE(Origin::fromUrl("https://example.com:8443/x")->port, 8443);
        QCOMPARE(Origin::fromUrl("https://example.com/x")->port, 443);
        QVERIFY(!Origin::fromUrl("/relative"));
        QVERIFY(!Origin::fromUrl("http:///nohost"));
        QVERIFY(!Origin::fromUrl("http://h:99999/"));
        QCOMPARE(q(Origin::fromUrl("http://[::1]:81/")->host), QStringLiteral("[::1]"));
    }

    // Seed 000: parse($robot_txt_url, $content, $fresh_until) then allowed($url).
    void freshUnknown()
    {
        RulesDatabase db("MOMspider/1.0", dialect(DialectId::WwwRobotRules));
        QCOMPARE(db.allowed("http://some.place/x", kNow), Access::Unknown);
        QVERIFY(db.parse("http://some.place/robots.txt", "User-agent: *\nDisallow: /cyberworld/map/\n", kNow + 1h));
        QCOMPARE(db.allowed("http://some.place/cyberworld/map/index.html", kNow), Access::Disallowed);
        QCOMPARE(db.allowed("http://some.place/index.html", kNow), Access::Allowed);
        QCOMPARE(db.allowed("http://some.other.place/index.html", kNow), Access::Unknown);
        // WWW::RobotRules: fresh while fresh_until >= now; unknown after.
        QCOMPARE(db.allowed("http://some.place/index.html", kNow + 1h), Access::Allowed);
        QCOMPARE(db.allowed("http://some.place/index.html", kNow + 1h + 1s), Access::Unknown);
        QCOMPARE(db.explain("http://some.place/index.html", kNow + 2h).decider, Decider::NoFreshRules);
        QCOMPARE(db.explain("http://some.place/cyberworld/map/", kNow).access, Access::Disallowed);
        QCOMPARE(*db.freshUntil("http://some.place/"), kNow + 1h);
        // Robots.txt applies only to http and https (WWW::RobotRules::allowed).
        QCOMPARE(db.allowed("ftp://some.place/cyberworld/map/", kNow), Access::Allowed);
        QVERIFY(!db.parse("not a url", "x"));
    }

    // RFC 9309 §2.4, the project's one freshness rule (freshnessLifetime): 24 hours by default,
    // not WWW::RobotRules' year.
    void defaultFreshness()
    {
        RulesDatabase db("FooBot");
        QVERIFY(db.parse("https://example.com/robots.txt", "User-agent: *\nDisallow: /x\n"));
        const auto until = db.freshUntil("https://example.com/");
        QVERIFY(until.has_value());
        const auto day = std::chrono::hours(24);
        QVERIFY(*until >= RulesDatabase::now() + day - 60s && *until <= RulesDatabase::now() + day + 60s);
        QCOMPARE(db.allowed("https://example.com/x"), Access::Disallowed);
        // Another scheme or port is another origin.
        QCOMPARE(db.allowed("http://example.com/x"), Access::Unknown);
        QCOMPARE(db.allowed("https://example.com:8443/x"), Access::Unknown);
        QCOMPARE(db.allowed("https://EXAMPLE.com:443/x"), Access::Disallowed);
    }

    // WWW::RobotRules keys by host:port as URI spells them: a host in other letter case, or
    // "host:" with an empty port, is another netloc (tests/data/reference/www-robotrules-unknown.tsv).
    void perlNetloc()
    {
        RulesDatabase db("FooBot", dialect(DialectId::WwwRobotRules));
        db.parse("http://example.com/robots.txt", "User-agent: *\nDisallow: /x\n", kNow + 1h);
        QCOMPARE(db.allowed("http://example.com:80/x", kNow), Access::Disallowed);
        QCOMPARE(db.allowed("http://EXAMPLE.COM/x", kNow), Access::Unknown);
        QCOMPARE(db.allowed("http://example.com:/x", kNow), Access::Unknown);
        QCOMPARE(db.allowed("https://example.com/x", kNow), Access::Unknown);
    }

    // Seed 000: "Changing the agent name will clear the robots.txt rules and expire times".
    void agentChangeClears()
    {
        RulesDatabase db("MOMspider/1.0", dialect(DialectId::WwwRobotRules));
        db.parse("http://a.example/robots.txt", "User-agent: MOMspider\nDisallow: /\n", kNow + 1h);
        QCOMPARE(db.allowed("http://a.example/x", kNow), Access::Disallowed);
        db.setAgent("MOMspider/2.0"); // same name without version: not a change
        QCOMPARE(db.size(), std::size_t{1});
        QCOMPARE(db.allowed("http://a.example/x", kNow), Access::Disallowed);
        db.setAgent("OtherBot/1.0");
        QCOMPARE(db.size(), std::size_t{0});
        QCOMPARE(db.allowed("http://a.example/x", kNow), Access::Unknown);
        QCOMPARE(q(db.agent()), QStringLiteral("OtherBot/1.0"));
    }

    // Without a fresh-until of its own, a fetch result is fresh as freshnessLifetime() says: 24
    // hours for a file, an hour for an unreachable one.
    void fetchFreshness()
    {
        RulesDatabase db("FooBot");
        FetchResult r;
        r.status = 200;
        const std::string body = "User-agent: *\nDisallow: /x\n";
        r.bodyBytes = body.size();
        db.applyFetch("https://a.example/robots.txt", r, body);
        const auto a = db.freshUntil("https://a.example/");
        QVERIFY(a && *a >= RulesDatabase::now() + 24h - 60s && *a <= RulesDatabase::now() + 24h + 60s);
        r.status = 503;
        QCOMPARE(db.applyFetch("https://b.example/robots.txt", r, {}).outcome, FetchOutcome::DisallowAll);
        const auto b = db.freshUntil("https://b.example/");
        QVERIFY(b && *b >= RulesDatabase::now() + 1h - 60s && *b <= RulesDatabase::now() + 1h + 60s);
    }

    void fetchOutcomes()
    {
        RulesDatabase db("FooBot", dialect(DialectId::NoRobots1994));
        FetchResult r;
        r.status = 401; // seed 003: avoid the entire site
        QCOMPARE(db.applyFetch("http://a.example/robots.txt", r, {}, kNow + 1h).outcome, FetchOutcome::DisallowAll);
        QCOMPARE(db.allowed("http://a.example/anything", kNow), Access::Disallowed);
        QCOMPARE(db.explain("http://a.example/anything", kNow).decider, Decider::FetchDisallowAll);
        r.status = 404; // seed 003: the entire site is okay to visit
        db.applyFetch("http://a.example/robots.txt", r, {}, kNow + 1h);
        QCOMPARE(db.allowed("http://a.example/anything", kNow), Access::Allowed);
        QCOMPARE(db.explain("http://a.example/anything", kNow).decider, Decider::FetchAllowAll);
        r.status = 500; // unavailable: the fresh entry stays
        QCOMPARE(db.applyFetch("http://a.example/robots.txt", r, {}, kNow + 1h).outcome, FetchOutcome::Unavailable);
        QCOMPARE(db.allowed("http://a.example/anything", kNow), Access::Allowed);
        QCOMPARE(db.applyFetch("http://b.example/robots.txt", r, {}, kNow + 1h).outcome, FetchOutcome::Unavailable);
        QCOMPARE(db.allowed("http://b.example/anything", kNow), Access::Unknown);
        r.status = 200;
        r.bodyBytes = 28;
        db.applyFetch("http://a.example/robots.txt", r, "User-agent: *\nDisallow: /x\n", kNow + 1h);
        QCOMPARE(db.allowed("http://a.example/x", kNow), Access::Disallowed);
        QCOMPARE(db.allowed("http://a.example/y", kNow), Access::Allowed);

        // RFC 9309 §2.5: only the first 500 KiB are parsed.
        RulesDatabase rfc("FooBot");
        std::string body = "User-agent: *\n" + std::string(500 * 1024, '#') + "\nDisallow: /late\n";
        r.bodyBytes = body.size();
        rfc.applyFetch("https://c.example/robots.txt", r, body, kNow + 1h);
        QCOMPARE(rfc.allowed("https://c.example/late", kNow), Access::Allowed);
    }

    void saveLoad()
    {
        RulesDatabase db("Foo\tBot/1.0", dialect(DialectId::Google));
        db.parse("https://a.example/robots.txt", "User-agent: FooBot\nDisallow: /x\n\xEF\xBB\xBF\\ \r\n\x00z",
                 kNow + 1h);
        FetchResult r;
        r.status = 503;
        db.applyFetch("https://b.example/robots.txt", r, {}, kNow + 2h);
        const std::string saved = db.save();
        QVERIFY(q(saved).startsWith(QLatin1String("robotstxt-studio-rules-database 1\n")));
        const auto loaded = RulesDatabase::load(saved);
        QVERIFY(loaded.has_value());
        QCOMPARE(loaded->save(), saved);
        QCOMPARE(q(loaded->agent()), q(db.agent()));
        QCOMPARE(&loaded->dialect(), &db.dialect());
        QCOMPARE(loaded->size(), std::size_t{2});
        for (const char *url :
             {"https://a.example/x", "https://a.example/y", "https://b.example/y", "https://c.example/"}) {
            QCOMPARE(loaded->allowed(url, kNow), db.allowed(url, kNow));
        }
        QCOMPARE(loaded->freshUntil("https://b.example/"), db.freshUntil("https://b.example/"));

        QVERIFY(!RulesDatabase::load(""));
        QVERIFY(!RulesDatabase::load("something else\nagent\tx\ndialect\tgoogle\n"));
        QVERIFY(!RulesDatabase::load("robotstxt-studio-rules-database 1\nagent\tx\ndialect\tnope\n"));
        QVERIFY(!RulesDatabase::load(saved + "entry\tbroken\n"));
        QVERIFY(!RulesDatabase::load("robotstxt-studio-rules-database 1\nagent\tx\\q\ndialect\tgoogle\n"));
    }

    void removeAndClear()
    {
        RulesDatabase db("FooBot");
        db.parse("https://a.example/robots.txt", "User-agent: *\nDisallow: /\n", kNow + 1h);
        db.parse("https://b.example/robots.txt", "User-agent: *\nDisallow: /\n", kNow + 1h);
        db.remove("https://a.example/page");
        QCOMPARE(db.allowed("https://a.example/x", kNow), Access::Unknown);
        QCOMPARE(db.allowed("https://b.example/x", kNow), Access::Disallowed);
        db.clear();
        QCOMPARE(db.size(), std::size_t{0});
    }
};

QTEST_GUILESS_MAIN(TestCoreDatabase)
#include "tst_core_database.moc"
