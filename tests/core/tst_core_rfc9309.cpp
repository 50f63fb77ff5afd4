// SPDX-License-Identifier: MIT
// The rfc9309 dialect against Google's library (google/robotstxt, the RFC's reference
// implementation): where RFC 9309 is silent the two read a file the same way; where they differ,
// the RFC's text decides, and each such place is a row named after its section. The table of
// differences is in core/include/robots/dialect.h (DialectId) and the handbook.

#include "coretestutil.h"

#include <QTest>

#include <random>

using namespace robots;
using namespace coretest;

namespace {

const Dialect &rfc()
{
    return *findDialect("rfc9309");
}

const Dialect &google()
{
    return *findDialect("google");
}

/// Google's table with every field that dialect.h lists as decided by RFC 9309 set as rfc9309
/// sets it. If rfc9309 differs from Google anywhere else, this reader differs from rfc9309.
const Dialect &googleWithTheRfcsDecisions()
{
    static const DialectRules rules = [] {
        DialectRules d = google().rules();
        const DialectRules &r = rfc().rules();
        d.keyMatching = r.keyMatching;                           // §2.2 ABNF
        d.acceptTypos = r.acceptTypos;                           // §2.2 ABNF
        d.acceptMissingColon = r.acceptMissingColon;             // §2.2 ABNF
        d.robotsTxtAlwaysAllowed = r.robotsTxtAlwaysAllowed;     // §2.2.2
        d.percentEncoding = r.percentEncoding;                   // §2.2.2
        d.urlPath = r.urlPath;                                   // §2.2.2
        d.indexHtmlAllowsDirectory = r.indexHtmlAllowsDirectory; // §2.2.2
        d.recognisedKeys = r.recognisedKeys;                     // §2.2.4, no effect on verdicts
        d.effectiveKeys = r.effectiveKeys;
        return d;
    }();
    static const FetchPolicy fetch = [] {
        FetchPolicy f = google().fetch();
        f.status429 = rfc().fetch().status429; // §2.3.1.3
        return f;
    }();
    static const Dialect variant(google(), google().name(), rules, fetch);
    return variant;
}

bool allowed(const Dialect &d, const std::string &body, const std::string &agent, const std::string &url)
{
    return isAllowed(parse(body, d), agent, url);
}

/// A random robots.txt in the shapes real files and RFC 9309 §5 take, with the traps where
/// readers part ways: agent names with digits, versions, globs and spaces; `* foo`; key typos
/// and missing colons; percent-encoding and non-ASCII; `$` and `*`; index.html; blank lines,
/// comments and other records between User-agent lines; CR, LF and CRLF; NUL bytes.
struct Generator
{
    std::mt19937 rng{9309};

    template<typename T, std::size_t N>
    const T &pick(const T (&items)[N])
    {
        return items[std::uniform_int_distribution<std::size_t>(0, N - 1)(rng)];
    }
    bool chance(int percent) { return std::uniform_int_distribution<int>(0, 99)(rng) < percent; }

    static constexpr const char *kAgents[] = {
        "*",       "* extra",   "Googlebot", "googlebot",  "Googlebot/2.1", "Googlebot-Image", "MJ12bot",
        "MJ",      "AB42bot",   "AB",        "barbarbot*", "barbarbot",     "FooBot",          "Foo Bot",
        "foo_bot", "360Spider", "Bing bot",  "",           "ツbot",         "AI2Bot"};
    static constexpr const char *kKeys[] = {"User-agent", "user-agent", "USER-AGENT",  "Allow",      "allow",
                                            "Disallow",   "disallow",   "Dissallow",   "Disalow",    "useragent",
                                            "user agent", "Sitemap",    "Crawl-delay", "Disallowed", "Allowance"};
    static constexpr const char *kPatterns[] = {
        "/",      "/a",       "/a/",   "/a/b",          "/a*",          "/*.pdf$", "/a$",
        "*.gif$", "/%61",     "/%7Ea", "/~a",           "/caf%C3%A9",   "/café",   "/%E3%83%84",
        "/ツ",    "/a?b=1",   "",      "/d/index.html", "/d/index.htm", "/d/",     "/robots.txt",
        "/a%2Fb", "/a/b/%62", "/*/b",  "/a;p",          "/$",           "/*"};
    static constexpr const char *kUrls[] = {"/",
                                            "/a",
                                            "/a/",
                                            "/a/b",
                                            "/ab",
                                            "/x.pdf",
                                            "/x.pdfx",
                                            "/y.gif",
                                            "/~a",
                                            "/%7Ea",
                                            "/%7ea",
                                            "/café",
                                            "/caf%C3%A9",
                                            "/caf%c3%a9",
                                            "/ツ",
                                            "/%E3%83%84",
                                            "/a?b=1",
                                            "/a?b=2",
                                            "/d/",
                                            "/d/index.html",
                                            "/robots.txt",
                                            "/a%2Fb",
                                            "/a/b/b",
                                            "/q/b",
                                            "/a;p",
                                            "/a;p?x",
                                            "http://example.com/a",
                                            "https://example.com/a/b?c#d",
                                            "/a#frag",
                                            "/%61"};
    static constexpr const char *kCallers[] = {"Googlebot",
                                               "googlebot",
                                               "Googlebot/2.1",
                                               "Googlebot-Image",
                                               "MJ12bot",
                                               "MJ",
                                               "AB42bot",
                                               "AB",
                                               "barbarbot",
                                               "FooBot",
                                               "Foo Bot",
                                               "foo_bot",
                                               "360Spider",
                                               "*",
                                               "",
                                               "ツbot",
                                               "AI2Bot",
                                               "Mozilla/5.0 (compatible; "
                                               "Googlebot/2.1; +http://www.google.com/bot.html)"};
    static constexpr const char *kEol[] = {"\n", "\r\n", "\r"};

    std::string file()
    {
        std::string out;
        const std::string eol = pick(kEol);
        const int lines = std::uniform_int_distribution<int>(1, 14)(rng);
        for (int i = 0; i < lines; ++i) {
            const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
            if (kind <= 2) {
                out += std::string(chance(85) ? "User-agent" : pick(kKeys)) + ": " + pick(kAgents);
            } else if (kind <= 7) {
                std::string key = chance(80) ? (chance(50) ? "Disallow" : "Allow") : pick(kKeys);
                out += key + (chance(8) ? " " : ": ") + pick(kPatterns);
            } else if (kind == 8) {
                out += chance(50) ? "" : "# comment";
            } else {
                out += chance(50) ? "Crawl-delay: 5" : "Sitemap: https://example.com/s.xml";
            }
            if (chance(5))
                out += " # trailing";
            if (chance(1))
                out += std::string("\0tail", 5);
            out += eol;
        }
        return out;
    }
};

} // namespace

class TestCoreRfc9309 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Where RFC 9309 is silent (§2.2.1 asks crawlers for a product token but does not say how to
    // read other User-agent values), rfc9309 gives Google's library's answer.
    void readsAsGoogleWhereTheRfcIsSilent_data()
    {
        QTest::addColumn<QByteArray>("robots");
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("rfc9309-2.2.1/agent-value-cut-at-digit-names-the-prefix")
            << QByteArray("User-agent: AB42bot\nDisallow: /\n") << QByteArray("AB") << QByteArray("/x") << false;
        QTest::newRow("rfc9309-2.2.1/agent-value-cut-at-digit-not-the-whole-name")
            << QByteArray("User-agent: AB42bot\nDisallow: /\n") << QByteArray("AB42bot") << QByteArray("/x") << true;
        QTest::newRow("rfc9309-2.2.1/agent-value-glob-names-the-prefix")
            << QByteArray("User-agent: barbarbot*\nDisallow: /\n") << QByteArray("barbarbot") << QByteArray("/x")
            << false;
        QTest::newRow("rfc9309-2.2.1/agent-value-version-names-the-product")
            << QByteArray("User-agent: Googlebot/2.1\nDisallow: /x\n") << QByteArray("Googlebot") << QByteArray("/x")
            << false;
        QTest::newRow("rfc9309-2.2.1/caller-name-compared-as-given")
            << QByteArray("User-agent: MJ\nDisallow: /\n") << QByteArray("MJ12bot") << QByteArray("/x") << true;
        QTest::newRow("rfc9309-2.2.1/mj12bot-gets-the-star-group")
            << QByteArray("User-agent: MJ12bot\nDisallow: /mj/\n\nUser-agent: *\nDisallow: /star/\n")
            << QByteArray("MJ12bot") << QByteArray("/star/x") << false;
        QTest::newRow("rfc9309-2.2.1/versioned-caller-gets-the-star-group")
            << QByteArray("User-agent: Googlebot\nDisallow: /g/\n\nUser-agent: *\nDisallow: /star/\n")
            << QByteArray("Googlebot/2.1") << QByteArray("/g/x") << true;
        QTest::newRow("rfc9309-2.2.1/case-insensitive") << QByteArray("User-agent: GOOGLEBOT\nDisallow: /\n")
                                                        << QByteArray("googlebot") << QByteArray("/x") << false;
        QTest::newRow("rfc9309-2.2.1/star-followed-by-text-is-star")
            << QByteArray("User-agent: * everyone\nDisallow: /\n") << QByteArray("FooBot") << QByteArray("/x") << false;
        QTest::newRow("rfc9309-2.2/nul-ends-the-line") << QByteArray("User-agent: *\nDisallow: /a\0/b\n", 30)
                                                       << QByteArray("FooBot") << QByteArray("/a/x") << false;
        QTest::newRow("rfc9309-2.5/line-cut-after-16663-bytes")
            << (QByteArray("User-agent: *\nDisallow: /") + QByteArray(16653, 'a') + QByteArray("bcdef\n"))
            << QByteArray("FooBot") << (QByteArray("/") + QByteArray(16653, 'a') + QByteArray("bzzzz")) << false;
    }

    void readsAsGoogleWhereTheRfcIsSilent()
    {
        QFETCH(QByteArray, robots);
        QFETCH(QByteArray, agent);
        QFETCH(QByteArray, url);
        QFETCH(bool, allowed);
        QCOMPARE(::allowed(google(), robots.toStdString(), agent.toStdString(), url.toStdString()), allowed);
        QCOMPARE(::allowed(rfc(), robots.toStdString(), agent.toStdString(), url.toStdString()), allowed);
    }

    // Where the RFC's text decides, rfc9309 follows it and Google's library answers otherwise.
    void decidesAsTheRfcWhereItSpeaks_data()
    {
        QTest::addColumn<QByteArray>("robots");
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<bool>("rfcAllowed");
        QTest::newRow("rfc9309-2.2/key-typo-is-not-a-rule")
            << QByteArray("User-agent: *\nDissallow: /x\n") << QByteArray("/x") << true;
        QTest::newRow("rfc9309-2.2/key-with-more-letters-is-not-the-key")
            << QByteArray("User-agent: *\nDisallowed: /x\n") << QByteArray("/x") << true;
        QTest::newRow("rfc9309-2.2/missing-colon-is-not-a-rule")
            << QByteArray("User-agent: *\nDisallow /x\n") << QByteArray("/x") << true;
        QTest::newRow("rfc9309-2.2.2/robots-txt-always-allowed")
            << QByteArray("User-agent: *\nDisallow: /\n") << QByteArray("/robots.txt") << true;
        QTest::newRow("rfc9309-2.2.2/encoded-unreserved-in-rule-matches-plain-url")
            << QByteArray("User-agent: *\nDisallow: /foo/bar/%62%61%7A\n") << QByteArray("/foo/bar/baz") << false;
        QTest::newRow("rfc9309-2.2.2/raw-utf8-url-matches-encoded-rule")
            << QByteArray("User-agent: *\nDisallow: /foo/bar/%E3%83%84\n") << QByteArray("/foo/bar/ツ") << false;
        QTest::newRow("rfc9309-2.2.2/encoded-tilde-rule-matches-tilde-url")
            << QByteArray("User-agent: *\nDisallow: /%7Euser/\n") << QByteArray("/~user/page") << false;
        QTest::newRow("rfc9309-2.2.2/index-html-is-a-plain-prefix")
            << QByteArray("User-agent: *\nAllow: /dir/index.html\nDisallow: /dir/\n") << QByteArray("/dir/") << false;
    }

    void decidesAsTheRfcWhereItSpeaks()
    {
        QFETCH(QByteArray, robots);
        QFETCH(QByteArray, url);
        QFETCH(bool, rfcAllowed);
        QCOMPARE(allowed(rfc(), robots.toStdString(), "FooBot", url.toStdString()), rfcAllowed);
        QCOMPARE(allowed(google(), robots.toStdString(), "FooBot", url.toStdString()), !rfcAllowed);
    }

    // RFC 9309 §2.3.1.3: a 4xx status (429 is one) means "unavailable": everything is allowed.
    // Google's documentation treats 429 like 5xx; Google's library fetches nothing.
    void rfc9309_2_3_1_3_status429IsUnavailable()
    {
        FetchResult r;
        r.status = 429;
        QCOMPARE(decideFetchOutcome(rfc(), r).outcome, FetchOutcome::AllowAll);
        QCOMPARE(decideFetchOutcome(google(), r).outcome, FetchOutcome::DisallowAll);
    }

    // Every difference between the two is one of the listed ones: Google's table with the RFC's
    // decisions applied gives rfc9309's verdict on every random case, while plain Google differs
    // on many of them (so the cases do reach the listed differences).
    void rfc9309DiffersFromGoogleOnlyWhereTheRfcDecides()
    {
        const Dialect variant = googleWithTheRfcsDecisions();
        Generator gen;
        constexpr int kFiles = 2500;
        int cases = 0;
        int googleDiffers = 0;
        for (int i = 0; i < kFiles; ++i) {
            const std::string body = gen.file();
            const RobotsFile r = parse(body, rfc());
            const RobotsFile g = parse(body, google());
            const RobotsFile v = parse(body, variant);
            for (int k = 0; k < 4; ++k) {
                const std::string agent = gen.pick(Generator::kCallers);
                const AgentRules rr = rulesFor(r, agent);
                const AgentRules gr = rulesFor(g, agent);
                const AgentRules vr = rulesFor(v, agent);
                for (int u = 0; u < 4; ++u) {
                    const std::string url = gen.pick(Generator::kUrls);
                    const bool expected = rr.isAllowed(url);
                    ++cases;
                    googleDiffers += gr.isAllowed(url) != expected;
                    if (vr.isAllowed(url) != expected)
                        QFAIL(qPrintable(QStringLiteral("rfc9309 and Google differ outside the listed places: agent "
                                                        "'%1', URL '%2', file:\n%3")
                                             .arg(q(agent), q(url), q(body))));
                }
            }
        }
        qInfo("%d random cases; plain Google differs from rfc9309 on %d, all at the listed places", cases,
              googleDiffers);
        QVERIFY(googleDiffers > 100);
    }
};

QTEST_APPLESS_MAIN(TestCoreRfc9309)
#include "tst_core_rfc9309.moc"
