// SPDX-License-Identifier: MIT
// The matcher: `*` and `$` (RFC 9309 §2.2.3), path extraction from URLs or bare paths, and each
// dialect's percent-encoding normalisation; pathological patterns finish (no backtracking).

#include "coretestutil.h"

#include <QTest>

using namespace robots;
using namespace coretest;

class TestCoreMatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void patterns_data()
    {
        QTest::addColumn<QByteArray>("pattern");
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<bool>("matches");
        // RFC 9309 §2.2.2: prefix from the first octet, case-sensitive.
        QTest::newRow("rfc9309-2.2.2/prefix") << QByteArray("/fish") << QByteArray("/fish.html") << true;
        QTest::newRow("rfc9309-2.2.2/not-prefix") << QByteArray("/fish") << QByteArray("/catfish") << false;
        QTest::newRow("rfc9309-2.2.2/case") << QByteArray("/fish") << QByteArray("/Fish") << false;
        QTest::newRow("rfc9309-2.2.2/empty-pattern") << QByteArray("") << QByteArray("/x") << true;
        // RFC 9309 §2.2.3
        QTest::newRow("rfc9309-2.2.3/star") << QByteArray("/this/*/exactly") << QByteArray("/this/a/b/exactly") << true;
        QTest::newRow("rfc9309-2.2.3/star-empty-run") << QByteArray("/a*b") << QByteArray("/ab") << true;
        QTest::newRow("rfc9309-2.2.3/dollar")
            << QByteArray("/this/path/exactly$") << QByteArray("/this/path/exactly") << true;
        QTest::newRow("rfc9309-2.2.3/dollar-longer")
            << QByteArray("/this/path/exactly$") << QByteArray("/this/path/exactlyx") << false;
        QTest::newRow("rfc9309-5.1/gif") << QByteArray("*.gif$") << QByteArray("/a/b.gif") << true;
        QTest::newRow("rfc9309-5.1/gif-query") << QByteArray("*.gif$") << QByteArray("/a/b.gif?x") << false;
        QTest::newRow("star-then-dollar") << QByteArray("/a*$") << QByteArray("/abc") << true;
        QTest::newRow("dollar-only") << QByteArray("$") << QByteArray("/") << false;
        QTest::newRow("dollar-in-middle-literal") << QByteArray("/a$b") << QByteArray("/a$b") << true;
        QTest::newRow("double-dollar") << QByteArray("/a$$") << QByteArray("/a$") << true;
        QTest::newRow("double-star") << QByteArray("/a**b") << QByteArray("/axxb") << true;
        QTest::newRow("greedy-needs-leftmost") << QByteArray("/*a*a*b$") << QByteArray("/aaab") << true;
        QTest::newRow("anchor-overlap") << QByteArray("/*ab$") << QByteArray("/ab") << true;
        QTest::newRow("anchor-overlap-fail") << QByteArray("/a*ab$") << QByteArray("/ab") << false;
        QTest::newRow("many-stars-no-b") << QByteArray("/*a*a*a*a*b$") << QByteArray("/aaaaaaaaaaaa") << false;
        QTest::newRow("trailing-star") << QByteArray("/fish*") << QByteArray("/fish") << true;
    }
    void patterns()
    {
        QFETCH(QByteArray, pattern);
        QFETCH(QByteArray, path);
        QFETCH(bool, matches);
        QCOMPARE(patternMatches(toStd(pattern), toStd(path)), matches);
    }

    void noWildcardSyntax()
    {
        // 1994 / Perl / Python: * and $ are literal.
        QVERIFY(!patternMatches("/*.gif$", "/a.gif", {false, false}));
        QVERIFY(patternMatches("/*.gif$", "/*.gif$x", {false, false}));
    }

    // W3-like inputs: nested wildcards against long runs. A backtracking matcher takes
    // exponential time here and never finishes (the suite's time-out fails it); how fast the
    // linear one is, is bench_core's W3 figure, not a test's wall clock.
    void pathological()
    {
        const std::string path = "/" + std::string(4000, 'a');
        std::string nested = "/";
        for (int i = 0; i < 12; ++i)
            nested += "*a";
        nested += "*b$";
        const std::string stars = "/" + std::string(200, '*') + "b";
        for (int i = 0; i < 100; ++i) {
            QVERIFY(!patternMatches(nested, path));
            QVERIFY(!patternMatches(stars, path));
        }
        QVERIFY(patternMatches(nested, path + "b"));
        QVERIFY(patternMatches(stars, path + "b"));
    }

    void pathAndQuery_data()
    {
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("rfc9309-2.2.2/full") << QByteArray("https://example.com/a/b?c=d#frag") << QByteArray("/a/b?c=d");
        QTest::newRow("empty-path") << QByteArray("https://example.com") << QByteArray("/");
        QTest::newRow("query-without-path") << QByteArray("https://example.com?x") << QByteArray("?x");
        QTest::newRow("bare-path") << QByteArray("/a?b#c") << QByteArray("/a?b");
        QTest::newRow("network-path") << QByteArray("//host/p") << QByteArray("/p");
        QTest::newRow("port-userinfo") << QByteArray("http://u:p@h:8080/x") << QByteArray("/x");
    }
    void pathAndQuery()
    {
        QFETCH(QByteArray, url);
        QFETCH(QByteArray, expected);
        QCOMPARE(q(robots::pathAndQuery(toStd(url))), QString::fromUtf8(expected));
    }

    void comparisonPaths_data()
    {
        QTest::addColumn<QByteArray>("dialect");
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<QByteArray>("expected");
        // RFC 9309 §2.2.2 table: non-ASCII encoded, unreserved decoded, reserved kept.
        QTest::newRow("rfc9309/non-ascii")
            << QByteArray("rfc9309") << QByteArray("/foo/bar/\xE3\x83\x84") << QByteArray("/foo/bar/%E3%83%84");
        QTest::newRow("rfc9309/unreserved")
            << QByteArray("rfc9309") << QByteArray("/foo/bar/%62%61%7A") << QByteArray("/foo/bar/baz");
        QTest::newRow("rfc9309/reserved-kept")
            << QByteArray("rfc9309") << QByteArray("/a%2Fb%3f") << QByteArray("/a%2Fb%3F");
        QTest::newRow("rfc9309/query") << QByteArray("rfc9309") << QByteArray("http://h/foo/bar?baz=quz")
                                       << QByteArray("/foo/bar?baz=quz");
        QTest::newRow("rfc9309/literal-star")
            << QByteArray("rfc9309") << QByteArray("/a*b$") << QByteArray("/a%2Ab%24");
        QTest::newRow("rfc9309/space") << QByteArray("rfc9309") << QByteArray("/a b") << QByteArray("/a%20b");
        // dialect: google (GetPathParamsQuery; the URL is not normalised)
        QTest::newRow("google/params") << QByteArray("google") << QByteArray("example.com/a;b#c") << QByteArray("/a;b");
        QTest::newRow("google/no-scheme") << QByteArray("google") << QByteArray("a/b") << QByteArray("/b");
        QTest::newRow("google/query") << QByteArray("google") << QByteArray("example.com?a") << QByteArray("/?a");
        QTest::newRow("google/raw") << QByteArray("google") << QByteArray("http://h/%7e\xE3\x83\x84")
                                    << QByteArray("/%7e\xE3\x83\x84");
        QTest::newRow("google/empty") << QByteArray("google") << QByteArray("") << QByteArray("/");
        // python-urllib: quote(urlunparse(('', '', path, params, query, fragment))) of unquote(url)
        QTest::newRow("python-urllib/quote")
            << QByteArray("python-urllib") << QByteArray("http://h/a?b=c#d") << QByteArray("/a%3Fb%3Dc%23d");
        QTest::newRow("python-urllib/tilde")
            << QByteArray("python-urllib") << QByteArray("http://h/%7Euser/") << QByteArray("/~user/");
        QTest::newRow("python-urllib/empty")
            << QByteArray("python-urllib") << QByteArray("http://h") << QByteArray("/");
        QTest::newRow("python-urllib/replacement")
            << QByteArray("python-urllib") << QByteArray("http://h/%FF") << QByteArray("/%EF%BF%BD");
        // www-robotrules: URI escaping, path_query, fragment dropped
        QTest::newRow("www-robotrules/escape")
            << QByteArray("www-robotrules") << QByteArray("http://h/a b\xC3\xA9#f") << QByteArray("/a%20b%C3%A9");
        QTest::newRow("www-robotrules/empty")
            << QByteArray("www-robotrules") << QByteArray("http://h") << QByteArray("");
        // ruby-robotstxt: everything decoded except / ? & =
        QTest::newRow("ruby-robotstxt/normalise")
            << QByteArray("ruby-robotstxt") << QByteArray("/h%65llo/ac%2fdc") << QByteArray("/hello/ac%2Fdc");
        // norobots1994: bytes as they are
        QTest::newRow("norobots1994/raw") << QByteArray("norobots1994") << QByteArray("/%7Ea") << QByteArray("/%7Ea");
    }
    void comparisonPaths()
    {
        QFETCH(QByteArray, dialect);
        QFETCH(QByteArray, url);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(comparisonPath(toStd(url), dialectNamed(dialect.toStdString()))), expected);
    }

    void patternsNormalised_data()
    {
        QTest::addColumn<QByteArray>("dialect");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("rfc9309/non-ascii")
            << QByteArray("rfc9309") << QByteArray("/\xE3\x83\x84") << QByteArray("/%E3%83%84");
        QTest::newRow("rfc9309/unreserved") << QByteArray("rfc9309") << QByteArray("/%7Euser") << QByteArray("/~user");
        QTest::newRow("rfc9309/star-kept") << QByteArray("rfc9309") << QByteArray("/a*b$") << QByteArray("/a*b$");
        QTest::newRow("rfc9309/mid-dollar") << QByteArray("rfc9309") << QByteArray("/a$b") << QByteArray("/a%24b");
        QTest::newRow("rfc9309/encoded-star") << QByteArray("rfc9309") << QByteArray("/%2a") << QByteArray("/%2A");
        // google/robotstxt TestMaybeEscapePattern
        QTest::newRow("google/url") << QByteArray("google") << QByteArray("http://www.example.com")
                                    << QByteArray("http://www.example.com");
        QTest::newRow("google/plain") << QByteArray("google") << QByteArray("/a/b/c") << QByteArray("/a/b/c");
        QTest::newRow("google/accent") << QByteArray("google") << QByteArray("\xC3\xA1") << QByteArray("%C3%A1");
        QTest::newRow("google/hex-case") << QByteArray("google") << QByteArray("%aa") << QByteArray("%AA");
        QTest::newRow("google/unreserved-kept")
            << QByteArray("google") << QByteArray("/%7Euser") << QByteArray("/%7Euser");
        // python-urllib: quote(urlunparse(urlparse(unquote(value))))
        QTest::newRow("python-urllib/query")
            << QByteArray("python-urllib") << QByteArray("/a?b=c") << QByteArray("/a%3Fb%3Dc");
        QTest::newRow("python-urllib/star") << QByteArray("python-urllib") << QByteArray("*") << QByteArray("%2A");
        QTest::newRow("python-urllib/empty-query-dropped")
            << QByteArray("python-urllib") << QByteArray("/a?") << QByteArray("/a");
    }
    void patternsNormalised()
    {
        QFETCH(QByteArray, dialect);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(normalisePattern(toStd(value), dialectNamed(dialect.toStdString()))),
                 expected);
    }

    void schemes()
    {
        QCOMPARE(urlScheme("HTTPS://x/"), std::string("https"));
        QCOMPARE(urlScheme("/path"), std::string());
        QCOMPARE(urlScheme("a+b.c-d:x"), std::string("a+b.c-d"));
    }
};

QTEST_GUILESS_MAIN(TestCoreMatcher)
#include "tst_core_matcher.moc"
