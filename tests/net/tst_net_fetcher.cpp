// SPDX-License-Identifier: MIT
// Fetcher against a loopback HTTP server: statuses, redirects, limits, charsets, time-outs, TLS,
// gzip bodies and bombs, trickling servers, several loopback hosts, and the outcome each dialect
// prescribes. Every fetch is bounded (FetchOptions::totalTimeout).
#include "hostileservers.h"
#include "net/bodydecoder.h"
#include "net/fetcher.h"
#include "net/fetchreport.h"
#include "testhttpserver.h"

#include <robots/dialect.h>

#include <QEventLoop>
#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>
#if QT_CONFIG(ssl)
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#endif

using namespace Qt::StringLiterals;
using robots::FetchOutcome;
using robots::net::FetchOptions;
using robots::net::FetchReport;
using robots::net::RedirectStop;

namespace {

const QByteArray kRobots = "User-agent: *\nDisallow: /private\n";
const QByteArray kOtherRobots = "User-agent: *\nDisallow: /other-port\n";

QByteArray readData(const QString &name)
{
    QFile f(QStringLiteral(ROBOTS_TEST_DATA "/net/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read test data %s", qPrintable(name));
    return f.readAll();
}

/// A body over 500 KiB (RFC 9309 §2.5): rules, then comment lines up to 600 KiB.
QByteArray bigBody()
{
    QByteArray body = kRobots;
    while (body.size() < 600 * 1024)
        body += "# padding padding padding padding padding padding padding padding padding\n";
    return body;
}

const robots::Dialect &dialectNamed(const QString &name)
{
    const robots::Dialect *d = robots::findDialect(name.toStdString());
    if (!d)
        qFatal("no dialect %s", qPrintable(name));
    return *d;
}

FetchOutcome outcomeFromCode(char code)
{
    switch (code) {
    case 'P':
        return FetchOutcome::ParseBody;
    case 'A':
        return FetchOutcome::AllowAll;
    case 'D':
        return FetchOutcome::DisallowAll;
    default:
        return FetchOutcome::Unavailable;
    }
}

/// The phrase of FetchReport::message for each outcome.
QString phraseFor(FetchOutcome outcome)
{
    switch (outcome) {
    case FetchOutcome::ParseBody:
        return u"parsed"_s;
    case FetchOutcome::AllowAll:
        return u"every URL is allowed"_s;
    case FetchOutcome::DisallowAll:
        return u"every URL is disallowed until the file can be fetched"_s;
    case FetchOutcome::Unavailable:
        return u"decides nothing"_s;
    }
    return {};
}

/// Sets up SERVER (and OTHER, a second port) for a scenario.
void setUpScenario(const QString &scenario, TestHttpServer &server, TestHttpServer &other)
{
    using S = TestHttpServer;
    auto chain = [&](int hops, int code) {
        static const int codes[] = {301, 302, 307, 308};
        for (int i = 0; i < hops; ++i) {
            const QByteArray from = i == 0 ? QByteArray("/robots.txt") : QByteArray("/r" + QByteArray::number(i));
            const QByteArray to = i + 1 == hops ? QByteArray("/final") : QByteArray("/r" + QByteArray::number(i + 1));
            server.route(from, S::redirect(code ? code : codes[i % 4], to));
        }
        server.route("/final", S::ok(kRobots));
    };

    if (scenario == u"200-text-plain")
        server.route("/robots.txt", S::ok(kRobots));
    else if (scenario == u"200-text-html")
        server.route("/robots.txt", S::ok(kRobots, "text/html; charset=utf-8"));
    else if (scenario == u"200-octet-stream")
        server.route("/robots.txt", S::ok(kRobots, "application/octet-stream"));
    else if (scenario == u"200-bom")
        server.route("/robots.txt", S::ok(readData(u"utf8-bom.txt"_s)));
    else if (scenario == u"200-iso-8859-1")
        server.route("/robots.txt", S::ok(readData(u"iso-8859-1.txt"_s), "text/plain; charset=iso-8859-1"));
    else if (scenario == u"200-shift_jis")
        server.route("/robots.txt", S::ok(readData(u"shift_jis.txt"_s), "text/plain; charset=Shift_JIS"));
    else if (scenario.startsWith(u"redirect-30")) // redirect-301 … redirect-308: one hop
        chain(1, scenario.mid(9).toInt());
    else if (scenario == u"redirect-5-hops")
        chain(5, 0);
    else if (scenario == u"redirect-6-hops")
        chain(6, 0);
    else if (scenario == u"redirect-loop")
        server.routeRedirectLoop({"/robots.txt", "/a"});
    else if (scenario == u"redirect-other-port") {
        other.route("/robots.txt", S::ok(kOtherRobots));
        server.route("/robots.txt", S::redirect(301, other.url(u"/robots.txt"_s).toEncoded()));
    } else if (scenario == u"redirect-file")
        server.route("/robots.txt", S::redirect(302, "file:///etc/passwd"));
    else if (scenario == u"redirect-ftp")
        server.route("/robots.txt", S::redirect(301, "ftp://127.0.0.1/robots.txt"));
    else if (scenario == u"redirect-data")
        server.route("/robots.txt", S::redirect(307, "data:text/plain,User-agent:%20*%0ADisallow:%20/"));
    else if (scenario.size() == 3 && scenario.toInt() >= 400) // 401, 403, 404, 410, 429, 500, 503
        server.route("/robots.txt", S::status(scenario.toInt(), "Status", "<html>error page</html>"));
    else if (scenario == u"body-over-500KiB")
        server.route("/robots.txt", S::ok(bigBody()));
    else if (scenario == u"never-answers") {
        S::Response silent;
        silent.behaviour = S::Behaviour::NeverAnswer;
        server.route("/robots.txt", silent);
    } else if (scenario == u"closes-mid-body") {
        S::Response broken = S::ok(kRobots + QByteArray(10000, '#'));
        broken.behaviour = S::Behaviour::CloseMidBody;
        server.route("/robots.txt", broken);
    } else if (scenario == u"gzip-encoded")
        server.route("/robots.txt", S::gzipEncoded(kRobots));
    else if (scenario == u"gzip-over-500KiB")
        server.route("/robots.txt", S::gzipEncoded(bigBody()));
    else if (scenario == u"gzip-bomb") {
        static const S::Response bomb = S::gzipBomb(); // 200 MB of zeros, about 200 KB sent
        server.route("/robots.txt", bomb);
    } else if (scenario == u"gzip-broken") {
        // A gzip header, then bytes that are no deflate stream.
        S::Response broken = S::ok(QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", 10) + QByteArray(64, '\xff'));
        broken.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
        server.route("/robots.txt", broken);
    } else
        qFatal("unknown scenario %s", qPrintable(scenario));
}

FetchOptions optionsFor(const robots::Dialect &dialect)
{
    FetchOptions options;
    options.dialect = &dialect;
    options.timeout = std::chrono::milliseconds(1000);      // a short time-out for the silent server
    options.totalTimeout = std::chrono::milliseconds(8000); // the hard bound of every fetch
    return options;
}

/// One row of the outcome table: the outcome per dialect, as P(arse) A(llow all)
/// D(isallow all) U(navailable), and where it comes from.
struct Expectation
{
    const char *scenario;
    const char *outcomes; ///< rfc9309 google norobots1994 ruby-robotstxt python-urllib
    const char *source;
};

// Sources: RFC 9309 §2.3.1.1–§2.3.1.4 and §2.5; Google's robots.txt documentation (4xx but 429
// allow, 429/5xx/network stop, 5 redirect hops then as 404, 500 KiB); seed 003 (O'Reilly: 200
// parse, 3xx follow, 401/403 avoid the site, 404 allow; the rest unspecified, which the
// norobots1994 dialect reads as "decides nothing"); seed 004 (Ruby gem: 401/403 disallow, 3xx
// up to 5, 2xx parse, any other response or none allows); Python 3.11 urllib.robotparser
// read(): 401/403 disallow_all, other 4xx allow_all; a 5xx or a URLError leaves the parser as it
// was (the rules it read before, if any: unavailable); redirect errors and > 10 redirects leave
// a new parser unread and can_fetch() answers False.
const Expectation kTable[] = {
    {"200-text-plain", "PPPPP", "RFC 9309 §2.3.1.1, seed 003, seed 004"},
    {"200-text-html", "PPPPP", "RFC 9309 §2.3.1.1 (2xx parsed whatever the type)"},
    {"200-bom", "PPPPP", "RFC 9309 §2.3.1.1"},
    {"200-iso-8859-1", "PPPPP", "RFC 9309 §2.3.1.1 (the bytes parsed as served)"},
    {"200-shift_jis", "PPPPP", "RFC 9309 §2.3.1.1 (the bytes parsed as served)"},
    {"redirect-301", "PPPPP", "RFC 9309 §2.3.1.2, seed 003 (3xx followed)"},
    {"redirect-302", "PPPPP", "RFC 9309 §2.3.1.2, seed 003 (3xx followed)"},
    {"redirect-307", "PPPPP", "RFC 9309 §2.3.1.2, seed 003 (3xx followed)"},
    {"redirect-308", "PPPPP", "RFC 9309 §2.3.1.2, seed 003 (3xx followed)"},
    {"redirect-5-hops", "PPPPP", "RFC 9309 §2.3.1.2 (at least five), seed 004 (five)"},
    {"redirect-6-hops", "AAUAD",
     "RFC 9309 §2.3.1.2 (more than five: unavailable), seed 004; the fetcher follows five for every dialect, so "
     "urllib (which would follow 10) sees a redirect error"},
    {"redirect-loop", "AAUAD", "RFC 9309 §2.3.1.2, urllib (redirect error → unread)"},
    {"redirect-other-port", "PPPPP", "RFC 9309 §2.3.1.2 (also to other authorities)"},
    {"redirect-file", "AAUAD", "only http/https; an unfollowed redirect is a redirect failure"},
    {"redirect-ftp", "AAUAD", "only http/https; an unfollowed redirect is a redirect failure"},
    {"redirect-data", "AAUAD", "only http/https; an unfollowed redirect is a redirect failure"},
    {"401", "AADDD", "RFC 9309 §2.3.1.3, seed 003, seed 004, urllib"},
    {"403", "AADDD", "RFC 9309 §2.3.1.3, seed 003, seed 004, urllib"},
    {"404", "AAAAA", "RFC 9309 §2.3.1.3, seed 003, seed 004, urllib"},
    {"410", "AAAAA", "RFC 9309 §2.3.1.3, seed 004, urllib"},
    {"429", "ADUAA", "RFC 9309 §2.3.1.3 (4xx), Google (429 as 5xx), seed 004, urllib (4xx)"},
    {"500", "DDUAU", "RFC 9309 §2.3.1.4, Google, seed 004 (other → allow), urllib (parser as it was)"},
    {"503", "DDUAU", "RFC 9309 §2.3.1.4, Google, seed 004 (other → allow), urllib (parser as it was)"},
    {"body-over-500KiB", "PPPPP", "RFC 9309 §2.5 (parse at least 500 KiB)"},
    {"never-answers", "DDUAU", "RFC 9309 §2.3.1.4 (network error), seed 004 (no response → allow)"},
    {"closes-mid-body", "DDUAU", "RFC 9309 §2.3.1.4 (network error), seed 004 (no response → allow)"},
    {"gzip-encoded", "PPPPP", "RFC 9309 §2.3.1.1 (Content-Encoding is HTTP's: the inflated file is parsed)"},
    {"gzip-over-500KiB", "PPPPP", "RFC 9309 §2.5 (an inflated body cut at the cap parses as any other)"},
    {"gzip-bomb", "DDUAU", "RFC 9309 §2.3.1.4 (a body that cannot be read: unreachable), seed 004 (→ allow)"},
    {"gzip-broken", "DDUAU", "RFC 9309 §2.3.1.4 (a body that cannot be read: unreachable), seed 004 (→ allow)"},
};
const char *const kTableDialects[] = {"rfc9309", "google", "norobots1994", "ruby-robotstxt", "python-urllib"};

/// What a download() handed over and reported.
struct Downloaded
{
    FetchReport report;
    QByteArray body; ///< Every piece handed to the sink, in order.
    qsizetype largestPiece = 0;
    int pieces = 0;
    int responses = 0; ///< Calls of DownloadOptions::response.
    bool bodyBeforeResponse = false;
    QByteArray contentEncoding; ///< As the response callback saw it.
};

/// Runs Fetcher::download() to its `finished`; `stopAfter` pieces make the sink return false.
Downloaded downloadBlocking(const QUrl &url, robots::net::DownloadOptions options, const FetchOptions &fetch = {},
                            int stopAfter = -1)
{
    Downloaded d;
    robots::net::Fetcher fetcher;
    fetcher.setOptions(fetch);
    options.response = [&d](const FetchReport &head) {
        ++d.responses;
        d.contentEncoding = head.contentEncoding;
    };
    options.body = [&d, stopAfter](QByteArrayView piece) {
        d.bodyBeforeResponse = d.bodyBeforeResponse || d.responses == 0;
        d.body.append(piece);
        d.largestPiece = std::max(d.largestPiece, piece.size());
        return ++d.pieces != stopAfter;
    };
    QEventLoop loop;
    bool done = false;
    QObject::connect(&fetcher, &robots::net::Fetcher::finished, &loop, [&](const FetchReport &r) {
        d.report = r;
        done = true;
        loop.quit();
    });
    fetcher.download(url, std::move(options));
    if (!done)
        loop.exec();
    return d;
}

} // namespace

class TestNetFetcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Loopback only, never through a proxy from the environment.
        QNetworkProxyFactory::setUseSystemConfiguration(false);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    }

    // --- Pure helpers ---------------------------------------------------------------------------

    void robotsTxtUrlFromTheCoreOrigin_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("expected"); // empty: refused
        QTest::newRow("rfc9309-2.3/top-of-authority")
            << u"http://Example.COM:8080/a/b?q=1#f"_s << u"http://example.com:8080/robots.txt"_s;
        QTest::newRow("rfc9309-2.3/https")
            << u"https://example.com/deep/page.html"_s << u"https://example.com/robots.txt"_s;
        QTest::newRow("rfc9309-2.3/default-port-omitted")
            << u"https://example.com:443/x"_s << u"https://example.com/robots.txt"_s;
        QTest::newRow("rfc9309-2.3/ipv6-literal") << u"http://[::1]:8080/x"_s << u"http://[::1]:8080/robots.txt"_s;
        QTest::newRow("rfc9309-2.3/userinfo-dropped")
            << u"http://user:pw@example.com/"_s << u"http://example.com/robots.txt"_s;
        QTest::newRow("seed004/urlish-host-and-port-only")
            << u"http://example.co.uk"_s << u"http://example.co.uk/robots.txt"_s;
        QTest::newRow("refused/file") << u"file:///etc/robots.txt"_s << QString();
        QTest::newRow("refused/ftp") << u"ftp://example.com/robots.txt"_s << QString();
        QTest::newRow("refused/data") << u"data:text/plain,User-agent:*"_s << QString();
        QTest::newRow("refused/bare-path") << u"/index.html"_s << QString();
    }
    // The origin rule is the core's (robots::Origin, RFC 9309 §2.3); net only hands it the URL.
    void robotsTxtUrlFromTheCoreOrigin()
    {
        QFETCH(QString, url);
        QFETCH(QString, expected);
        const std::optional<QUrl> robots = robots::net::robotsTxtUrl(QUrl(url));
        QCOMPARE(robots.has_value(), !expected.isEmpty());
        if (robots)
            QCOMPARE(robots->toString(), expected);
    }

    void urlFromUserInput()
    {
        QCOMPARE(robots::net::urlFromUserInput(u" example.com "_s), QUrl(u"https://example.com"_s));
        QCOMPARE(robots::net::urlFromUserInput(u"http://example.com/x"_s), QUrl(u"http://example.com/x"_s));
        QVERIFY(!robots::net::robotsTxtUrl(robots::net::urlFromUserInput(u"/etc/passwd"_s)));
        QVERIFY(!robots::net::robotsTxtUrl(robots::net::urlFromUserInput(u"C:/robots.txt"_s)));
        QVERIFY(!robots::net::robotsTxtUrl(robots::net::urlFromUserInput(u"file:///etc/passwd"_s)));
    }

    void hostKeyIsTheCoreOriginKey()
    {
        QCOMPARE(robots::net::hostKey(QUrl(u"HTTP://Example.com/x"_s)), u"http://example.com:80"_s);
        QCOMPARE(robots::net::hostKey(QUrl(u"https://example.com:8443/"_s)), u"https://example.com:8443"_s);
        QCOMPARE(robots::net::hostKey(QUrl(u"ftp://example.com/"_s)), QString());
        QCOMPARE(robots::net::hostKey(QUrl(u"http://User:pw@Example.com:8080/x?y#z"_s)),
                 QString::fromStdString(robots::Origin::fromUrl("http://example.com:8080/")->key()));
        QCOMPARE(robots::net::hostKey(QUrl(u"http://User:pw@Example.com:8080/x?y#z"_s)),
                 QString::fromStdString(robots::Origin::fromUrl("http://example.com:8080/")->key()));
    }

    void charsetOf()
    {
        QCOMPARE(robots::net::charsetOf("text/plain; charset=ISO-8859-1"), QByteArray("ISO-8859-1"));
        QCOMPARE(robots::net::charsetOf("text/plain;Charset=\"shift_jis\" ; q=1"), QByteArray("shift_jis"));
        QCOMPARE(robots::net::charsetOf("text/plain"), QByteArray());
        QCOMPARE(robots::net::mediaTypeOf("Text/Plain ; charset=utf-8"), QByteArray("text/plain"));
    }

    void decodeBody_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("encoding");
        QTest::addColumn<bool>("bom");
        QTest::addColumn<bool>("invalid");
        // Expected texts are what Python's codecs make of these bytes.
        QTest::newRow("rfc9309-2.3/utf-8-when-none-named")
            << QByteArray("Disallow: /caf\xc3\xa9") << QByteArray("text/plain") << u"Disallow: /café"_s
            << QByteArray("UTF-8") << false << false;
        QTest::newRow("seed004/iso-8859-1-converted")
            << QByteArray("Disallow: /caf\xe9") << QByteArray("text/plain; charset=iso-8859-1") << u"Disallow: /café"_s
            << QByteArray("ISO-8859-1") << false << false;
        QTest::newRow("seed004/shift_jis-converted")
            << QByteArray("\x83\x8d\x83\x7b\x83\x62\x83\x67") << QByteArray("text/plain; charset=\"Shift_JIS\"")
            << u"ロボット"_s << QByteArray("Shift_JIS") << false << false;
        QTest::newRow("bom/utf-8-bom-dropped-from-text")
            << QByteArray("\xef\xbb\xbfUser-agent: *") << QByteArray("text/plain") << u"User-agent: *"_s
            << QByteArray("UTF-8") << true << false;
        QTest::newRow("bom/wins-over-header")
            << QByteArray("\xef\xbb\xbf/caf\xc3\xa9") << QByteArray("text/plain; charset=iso-8859-1") << u"/café"_s
            << QByteArray("UTF-8") << true << false;
        QTest::newRow("bom/utf-16le") << QByteArray("\xff\xfe/\x00x\x00", 6) << QByteArray("text/plain") << u"/x"_s
                                      << QByteArray("UTF-16LE") << true << false;
        QTest::newRow("unknown-charset-read-as-utf-8")
            << QByteArray("/caf\xc3\xa9") << QByteArray("text/plain; charset=x-no-such-thing") << u"/café"_s
            << QByteArray("UTF-8") << false << false;
        QTest::newRow("invalid-utf-8-flagged") << QByteArray("/caf\xe9") << QByteArray("text/plain") << u"/caf\ufffd"_s
                                               << QByteArray("UTF-8") << false << true;
    }
    void decodeBody()
    {
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, contentType);
        QFETCH(QString, text);
        QFETCH(QByteArray, encoding);
        QFETCH(bool, bom);
        QFETCH(bool, invalid);
        const robots::net::DecodedBody d = robots::net::decodeBody(body, contentType);
        QCOMPARE(d.text, text);
        QCOMPARE(d.encoding, encoding);
        QCOMPARE(d.byteOrderMark, bom);
        QCOMPARE(d.invalidBytes, invalid);
        QCOMPARE(d.unknownCharset, contentType.contains("no-such-thing"));
    }

    // --- The outcome table ------------------------------------------------------------------------

    void outcomes_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<int>("outcome");
        for (const Expectation &e : kTable) {
            for (int i = 0; i < 5; ++i) {
                QTest::addRow("%s/%s [%s]", kTableDialects[i], e.scenario, e.source)
                    << QString::fromLatin1(e.scenario) << QString::fromLatin1(kTableDialects[i])
                    << int(outcomeFromCode(e.outcomes[i]));
            }
        }
        // LWP::RobotUA (www-robotrules): a 2xx that is not text is replaced by an empty file;
        // every other response too (the module then has no rules).
        QTest::newRow("www-robotrules/200-text-html [LWP::RobotUA content_is_text]")
            << u"200-text-html"_s << u"www-robotrules"_s << int(FetchOutcome::ParseBody);
        QTest::newRow("www-robotrules/200-octet-stream [LWP::RobotUA content_is_text]")
            << u"200-octet-stream"_s << u"www-robotrules"_s << int(FetchOutcome::AllowAll);
        QTest::newRow("www-robotrules/403 [LWP::RobotUA: not success → no rules]")
            << u"403"_s << u"www-robotrules"_s << int(FetchOutcome::AllowAll);
        QTest::newRow("www-robotrules/503 [LWP::RobotUA: not success → no rules]")
            << u"503"_s << u"www-robotrules"_s << int(FetchOutcome::AllowAll);
        // Yandex: a file over 500 KB counts as fully allowing.
        QTest::newRow("yandex/body-over-500KiB [Yandex: over 500 KB allows all]")
            << u"body-over-500KiB"_s << u"yandex"_s << int(FetchOutcome::AllowAll);
    }

    void outcomes()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, dialect);
        QFETCH(int, outcome);
        const robots::Dialect &d = dialectNamed(dialect);

        TestHttpServer server;
        TestHttpServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        setUpScenario(scenario, server, other);

        const FetchReport r = robots::net::fetchBlocking(server.url(u"/some/page.html"_s), optionsFor(d));
        // Every scenario ends by its own rule (an answer, a limit, the 1 s stall time-out), never
        // by the 8 s bound that only stops a fetch that would otherwise hang.
        QVERIFY2(!r.totalTimeoutReached, qPrintable(r.message.toEnglish()));

        QCOMPARE(r.robotsUrl, server.url(u"/robots.txt"_s));
        QCOMPARE(r.chain.value(0).url, server.url(u"/robots.txt"_s));
        QVERIFY2(int(r.decision.outcome) == outcome,
                 qPrintable(u"outcome %1, expected %2; message: %3"_s.arg(
                     QString::fromUtf8(robots::fetchOutcomeName(r.decision.outcome)),
                     QString::fromUtf8(robots::fetchOutcomeName(FetchOutcome(outcome))), r.message.toEnglish())));

        // A clear message: the cause, the dialect, and what it means.
        QVERIFY2(r.message.toEnglish().contains(QString::fromUtf8(d.title().english)),
                 qPrintable(r.message.toEnglish()));
        QVERIFY2(r.message.toEnglish().contains(phraseFor(FetchOutcome(outcome))), qPrintable(r.message.toEnglish()));
        if (r.status && !(*r.status >= 300 && *r.status < 400))
            QVERIFY2(r.message.toEnglish().contains(QString::number(*r.status)), qPrintable(r.message.toEnglish()));

        checkScenarioFacts(scenario, d, r, server, other);
    }

    void documentedServerErrorSentence()
    {
        // The example sentence FetchReport::message documents (net/fetchreport.h), word for word:
        // the cause, then what it means under the dialect.
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        const FetchReport r = robots::net::fetchBlocking(server.url(), optionsFor(robots::defaultDialect()));
        QCOMPARE(r.message.toEnglish(),
                 u"Server error 503: under RFC 9309 every URL is disallowed until the file can be fetched"_s);
    }

    // --- Replaying a chain under another dialect ----------------------------------------------

    void replayMatchesDirectFetch_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("redirect-6-hops") << u"redirect-6-hops"_s;
        QTest::newRow("redirect-loop") << u"redirect-loop"_s;
        QTest::newRow("redirect-5-hops") << u"redirect-5-hops"_s;
        QTest::newRow("503") << u"503"_s;
    }
    void replayMatchesDirectFetch()
    {
        // A fetch under python-urllib's 10 redirects answers for every other dialect exactly as
        // a fetch under that dialect's own limit does.
        QFETCH(QString, scenario);
        TestHttpServer server;
        TestHttpServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        setUpScenario(scenario, server, other);
        const FetchReport wide = robots::net::fetchBlocking(server.url(), optionsFor(dialectNamed(u"python-urllib"_s)));
        for (const robots::Dialect &d : robots::allDialects()) {
            const FetchReport direct = robots::net::fetchBlocking(server.url(), optionsFor(d));
            QCOMPARE(wide.decisionFor(d).outcome, direct.decision.outcome);
            QCOMPARE(wide.resultFor(d).redirects, direct.result().redirects);
            QCOMPARE(wide.resultFor(d).status, direct.result().status);
            QCOMPARE(wide.messageFor(d).toEnglish(), direct.message.toEnglish());
        }
    }

    // --- Request details, progress, cancel, time-outs ---------------------------------------------

    void userAgentHeader()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::ok(kRobots));
        FetchOptions options = optionsFor(robots::defaultDialect());
        (void)robots::net::fetchBlocking(server.url(), options);
        QCOMPARE(server.requests().value(0).header("User-Agent"), robots::net::defaultUserAgent().toUtf8());
        QVERIFY(robots::net::defaultUserAgent().startsWith(u"RobotsTxtStudio/"_s));

        options.userAgent = u"MOMspider/1.0 (+http://example.com/bot)"_s;
        const FetchReport r = robots::net::fetchBlocking(server.url(), options);
        QCOMPARE(server.requests().value(1).header("User-Agent"),
                 QByteArray("MOMspider/1.0 (+http://example.com/bot)"));
        QCOMPARE(r.userAgent, options.userAgent);
        QCOMPARE(server.requests().value(1).path, QByteArray("/robots.txt"));
        QCOMPARE(server.requests().value(1).method, QByteArray("GET"));
    }

    void refusedUrlFinishesLater()
    {
        robots::net::Fetcher fetcher;
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        fetcher.start(QUrl(u"file:///etc/passwd"_s));
        QCOMPARE(finished.count(), 0); // never from inside start()
        QVERIFY(finished.wait(2000));
        const FetchReport r = fetcher.lastReport();
        QVERIFY(r.refused);
        QVERIFY(r.chain.isEmpty());
        QCOMPARE(r.decision.outcome, FetchOutcome::Unavailable);
        QVERIFY2(r.message.toEnglish().contains(u"Only http and https"_s), qPrintable(r.message.toEnglish()));
    }

    // cancel() ends the fetch before it returns: `finished` (cancelled) is emitted from within the
    // call, with no turn of the event loop and no wait on the silent server.
    void cancelFinishesTheFetchBeforeReturning()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response silent;
        silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        server.route("/robots.txt", silent);

        robots::net::Fetcher fetcher;
        FetchOptions options;
        options.timeout = std::chrono::seconds(30);
        fetcher.setOptions(options);
        QSignalSpy started(&fetcher, &robots::net::Fetcher::requestStarted);
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        fetcher.start(server.url());
        QVERIFY(fetcher.isRunning());
        QCOMPARE(started.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(server.requests().size(), 1, 5000);
        fetcher.cancel();
        QCOMPARE(finished.count(), 1);
        QVERIFY(!fetcher.isRunning());
        const FetchReport r = finished.at(0).at(0).value<FetchReport>();
        QVERIFY(r.cancelled);
        QVERIFY(!r.status);
        QCOMPARE(r.message.toEnglish(), u"Fetch cancelled"_s);
    }

    // The stall time-out is the caller's: 300 ms of silence end the fetch with that reason, long
    // before the total time-out (5 s) could.
    // A 200 sent without Content-Type is read as text (RFC 9309 §2.3 asks for none), and the
    // report says so in words, as a text of its own that the GUI translates by id.
    void successWithoutContentTypeSaysSo()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response untyped;
        untyped.body = "User-agent: *\nDisallow: /private/\n";
        server.route("/robots.txt", untyped);
        const FetchReport r = robots::net::fetchBlocking(server.url(), FetchOptions{});
        QCOMPARE(r.status, std::optional<int>(200));
        QVERIFY2(r.message.toEnglish().startsWith(u"HTTP 200 OK, 34 bytes (no Content-Type): "_s),
                 qPrintable(r.message.toEnglish()));
        const std::vector<robots::MessageArg> args = r.message.cause.args();
        QCOMPARE(args.size(), std::size_t(4));
        QCOMPARE(QString::fromUtf8(args[3].source.id), u"net.fetch.no-content-type"_s);
        QCOMPARE(QString::fromStdString(args[3].text), u"no Content-Type"_s);
    }

    // A body cut at the limit (RFC 9309 §2.5) with no Content-Length: how many bytes had come in
    // when reading stopped depends on how the network delivered them, so the report says only
    // what is certain, "more than 512000 bytes", sent all at once or in slow pieces alike.
    void aCutBodyWithoutLengthIsMoreThanTheLimitHoweverItArrives()
    {
        TestHttpServer quick;
        TestHttpServer slow;
        QVERIFY(quick.listen());
        QVERIFY(slow.listen());
        const QByteArray body = hostile::serveCutBodyWithoutLength(quick, slow);

        FetchOptions options;
        options.timeout = std::chrono::seconds(30);
        QStringList sentences;
        for (TestHttpServer *server : {&quick, &slow}) {
            const FetchReport r = robots::net::fetchBlocking(server->url(), options);
            QCOMPARE(r.status, std::optional<int>(200));
            QVERIFY(r.truncated);
            QVERIFY(!r.contentLength);
            QCOMPARE(r.body, body.left(robots::net::kMaxRobotsBytes));
            QCOMPARE(r.bodySize(), (robots::net::BodySize{robots::net::kMaxRobotsBytes, true}));
            QCOMPARE(r.bodySize().toEnglish(), u"more than 512000 bytes"_s);
            sentences << r.message.toEnglish();
        }
        QCOMPARE(sentences.at(1), sentences.at(0));
        QVERIFY2(sentences.at(0).startsWith(u"HTTP 200 OK, 512000+ bytes (text/plain): "_s),
                 qPrintable(sentences.at(0)));
        QCOMPARE(slow.hits("/robots.txt"), 1);
    }

    void transferTimeoutIsConfigurable()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response silent;
        silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        server.route("/robots.txt", silent);
        FetchOptions options;
        options.timeout = std::chrono::milliseconds(300);
        options.totalTimeout = std::chrono::seconds(5); // longer: this test is about the stall alone
        const FetchReport r = robots::net::fetchBlocking(server.url(), options);
        QCOMPARE(r.networkError, robots::NetworkError::Timeout);
        QVERIFY2(!r.totalTimeoutReached, "the 300 ms stall time-out fired, not the 5 s total one");
        QVERIFY2(r.message.toEnglish().startsWith(u"Time-out: no data received for 0.3 s"_s),
                 qPrintable(r.message.toEnglish()));
        // The reason is the fetcher's own sentence, nested by id so that the GUI translates it too
        // (and read back from the report's JSON, as the history and `robotstxt fetch` keep it).
        for (const FetchReport &report : {r, *FetchReport::fromJson(r.toJson())}) {
            const std::vector<robots::MessageArg> args = report.message.cause.args();
            QCOMPARE(args.size(), std::size_t(1));
            QCOMPARE(QString::fromUtf8(args[0].source.id), u"net.fetcher.stalled"_s);
            QCOMPARE(args[0].args, std::vector<std::string>{"0.3"});
        }
    }

    void totalTimeoutBoundsTheFetch()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response silent;
        silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        server.route("/robots.txt", silent);
        FetchOptions options;
        options.timeout = std::chrono::seconds(30);
        options.totalTimeout = std::chrono::milliseconds(500);
        // The reason proves the bound: the total time-out (0.5 s) fired, not the 30 s stall one.
        const FetchReport r = robots::net::fetchBlocking(server.url(), options);
        QCOMPARE(r.networkError, robots::NetworkError::Timeout);
        QVERIFY(r.totalTimeoutReached);
        QVERIFY2(
            r.message.toEnglish().startsWith(u"Total time-out after 0.5 s (0 body bytes received): under RFC 9309"_s),
            qPrintable(r.message.toEnglish()));
        QCOMPARE(r.errorString, u"the fetch took longer than 0.5 s"_s);
    }

    void connectionRefused()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        const QUrl url = server.url();
        server.close(); // nobody listens on that loopback port any more
        const FetchReport r = robots::net::fetchBlocking(url, optionsFor(robots::defaultDialect()));
        QCOMPARE(r.networkError, robots::NetworkError::ConnectionRefused);
        QCOMPARE(r.decision.outcome, FetchOutcome::DisallowAll); // RFC 9309 §2.3.1.4
        QVERIFY2(r.message.toEnglish().startsWith(u"Connection refused by 127.0.0.1: under RFC 9309"_s),
                 qPrintable(r.message.toEnglish()));
    }

    void progressIsReported()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::ok(bigBody()));
        robots::net::Fetcher fetcher;
        FetchOptions options;
        options.dialect = &dialectNamed(u"python-urllib"_s); // no cap: the whole body
        fetcher.setOptions(options);
        QSignalSpy progress(&fetcher, &robots::net::Fetcher::progress);
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        fetcher.start(server.url());
        QVERIFY(finished.wait(8000));
        QVERIFY(progress.count() >= 1);
        QCOMPARE(progress.last().at(0).toLongLong(), bigBody().size());
        QCOMPARE(progress.last().at(1).toLongLong(), bigBody().size());
    }

    void redirectSignals()
    {
        TestHttpServer server;
        TestHttpServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        setUpScenario(u"redirect-other-port"_s, server, other);
        robots::net::Fetcher fetcher;
        QSignalSpy redirected(&fetcher, &robots::net::Fetcher::redirected);
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        fetcher.start(server.url(u"/x"_s));
        QVERIFY(finished.wait(5000));
        QCOMPARE(redirected.count(), 1);
        QCOMPARE(redirected.at(0).at(0).toUrl(), server.url(u"/robots.txt"_s));
        QCOMPARE(redirected.at(0).at(1).toUrl(), other.url(u"/robots.txt"_s));
        QCOMPARE(redirected.at(0).at(2).toInt(), 301);
    }

    void cacheControlMaxAge()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response r = TestHttpServer::ok(kRobots);
        r.headers.append(qMakePair(QByteArray("Cache-Control"), QByteArray("public, max-age=3600")));
        server.route("/robots.txt", r);
        QCOMPARE(robots::net::fetchBlocking(server.url()).maxAge, std::optional(std::chrono::seconds(3600)));
        r.headers.back().second = "no-store";
        server.route("/robots.txt", r);
        QCOMPARE(robots::net::fetchBlocking(server.url()).maxAge, std::optional(std::chrono::seconds(0)));
    }

    void charsetProblemsAreMentioned()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::ok(kRobots, "text/plain; charset=x-klingon"));
        const FetchReport unknown = robots::net::fetchBlocking(server.url(), optionsFor(robots::defaultDialect()));
        QVERIFY(unknown.decoded.unknownCharset);
        QVERIFY2(unknown.message.toEnglish().endsWith(u"; the charset x-klingon is unknown, read as UTF-8"_s),
                 qPrintable(unknown.message.toEnglish()));
        QCOMPARE(unknown.bytesForParsing(), kRobots);

        server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /caf\xe9\n"));
        const FetchReport invalid = robots::net::fetchBlocking(server.url(), optionsFor(robots::defaultDialect()));
        QVERIFY(invalid.decoded.invalidBytes);
        QVERIFY2(invalid.message.toEnglish().endsWith(u"; some bytes are not valid UTF-8"_s),
                 qPrintable(invalid.message.toEnglish()));
        QCOMPARE(invalid.bytesForParsing(), invalid.body); // the core sees the bytes as served
    }

    void jsonRoundTrip()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::redirect(301, "/final"));
        server.route("/final", TestHttpServer::ok(readData(u"iso-8859-1.txt"_s), "text/plain; charset=iso-8859-1"));
        const FetchReport r = robots::net::fetchBlocking(server.url(), optionsFor(dialectNamed(u"google"_s)));
        const QByteArray json = QJsonDocument(r.toJson()).toJson();
        const std::optional<FetchReport> back = FetchReport::fromJson(QJsonDocument::fromJson(json).object());
        QVERIFY(back);
        QCOMPARE(back->dialect, r.dialect);
        QCOMPARE(back->chain, r.chain);
        QCOMPARE(back->status, r.status);
        QCOMPARE(back->body, r.body);
        QCOMPARE(back->decoded.text, r.decoded.text);
        QCOMPARE(back->headers, r.headers);
        QCOMPARE(back->finishedAt, r.finishedAt);
        QCOMPARE(back->message.toEnglish(), r.message.toEnglish());
        QCOMPARE(back->decision.outcome, r.decision.outcome);
        QVERIFY(!FetchReport::fromJson(QJsonObject{{u"dialect"_s, u"klingon"_s}}));
    }

    // --- Bad servers: gzip bombs, trickling, several hosts ----------------------------------------

    void gzipBombSaysWhatHappened()
    {
        // The documented sentence and the facts, in the report, its JSON and `robotstxt fetch`'s
        // words (the same FetchReport::message).
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::gzipBomb());
        const FetchReport r = robots::net::fetchBlocking(server.url(), optionsFor(robots::defaultDialect()));
        QCOMPARE(r.message.toEnglish(),
                 u"HTTP 200 OK, but the server's gzip body inflates past the safety limit; it could not "
                 u"be read: under RFC 9309 every URL is disallowed until the file can be fetched"_s);
        QCOMPARE(r.decision.outcome, FetchOutcome::DisallowAll);
        QVERIFY(r.contentLength.value_or(0) < 1024 * 1024); // the bomb itself is small
        QVERIFY(!r.errorString.isEmpty());                  // Qt's own words, kept for the details

        const std::optional<FetchReport> back = FetchReport::fromJson(r.toJson());
        QVERIFY(back);
        QCOMPARE(back->bodyProblem, r.bodyProblem);
        QCOMPARE(back->contentEncoding, r.contentEncoding);
        QCOMPARE(back->decision.outcome, FetchOutcome::DisallowAll);
        QCOMPARE(back->message.toEnglish(), r.message.toEnglish());
        QCOMPARE(r.toJson().value(u"bodyProblem"_s).toString(), u"decompression-limit"_s);
    }

    void gzipBombIsDecidedAsUnreachable_data()
    {
        QTest::addColumn<QString>("dialect");
        for (const robots::Dialect &d : robots::allDialects())
            QTest::newRow(std::string(d.name()).c_str()) << QString::fromUtf8(d.name());
    }
    void gzipBombIsDecidedAsUnreachable()
    {
        // Every dialect decides the bomb as a file it could not fetch (its network-error policy:
        // complete disallow for RFC 9309 §2.3.1.4), never by parsing the empty body Qt left
        // behind. (A dialect whose policy for that is to allow everything, the Ruby gem's, does.)
        QFETCH(QString, dialect);
        const robots::Dialect &d = dialectNamed(dialect);
        TestHttpServer server;
        QVERIFY(server.listen());
        static const TestHttpServer::Response bomb = TestHttpServer::gzipBomb();
        server.route("/robots.txt", bomb);
        const FetchReport r = robots::net::fetchBlocking(server.url(), optionsFor(d));
        QCOMPARE(r.decision.outcome, d.fetch().networkError);
        QVERIFY(r.decision.outcome != FetchOutcome::ParseBody);
    }

    void trickleIsCutAtTheTotalDeadline()
    {
        // One byte every 20 ms never stalls for the 5 s transfer time-out; the overall deadline cuts it.
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response slow = TestHttpServer::ok(kRobots + QByteArray(2000, '#'));
        slow.behaviour = TestHttpServer::Behaviour::Trickle;
        slow.interval = std::chrono::milliseconds(20);
        server.route("/robots.txt", slow);
        FetchOptions options;
        options.timeout = std::chrono::seconds(5);
        options.totalTimeout = std::chrono::milliseconds(400);
        const FetchReport r = robots::net::fetchBlocking(server.url(), options);
        QVERIFY(r.totalTimeoutReached);
        QCOMPARE(r.totalTimeout, std::chrono::milliseconds(400));
        QCOMPARE(r.networkError, robots::NetworkError::Timeout);
        QVERIFY(!r.status);
        QCOMPARE(r.statusBeforeError, std::optional(200));       // the headers came at once
        QVERIFY(r.bytesReceived < kRobots.size() + 2000);        // the body never came in full
        QCOMPARE(r.decision.outcome, FetchOutcome::DisallowAll); // RFC 9309 §2.3.1.4: unreachable
        QVERIFY(r.unreachable());
        QVERIFY2(r.message.toEnglish().startsWith(
                     u"Total time-out after 0.4 s (%1 body bytes received): under RFC 9309 every URL "
                     u"is disallowed until the file can be fetched"_s.arg(r.bytesReceived)),
                 qPrintable(r.message.toEnglish()));
        const std::optional<FetchReport> back = FetchReport::fromJson(r.toJson());
        QVERIFY(back);
        QVERIFY(back->totalTimeoutReached);
        QCOMPARE(back->message.toEnglish(), r.message.toEnglish());
    }

    void totalDeadlineFollowsTheTransferTimeout_data()
    {
        QTest::addColumn<QString>("dialect");
        for (const robots::Dialect &d : robots::allDialects())
            QTest::newRow(std::string(d.name()).c_str()) << QString::fromUtf8(d.name());
    }
    void totalDeadlineFollowsTheTransferTimeout()
    {
        // The documented time-out (the CLI's --timeout, the GUI's setting) sets FetchOptions::timeout
        // only; unless totalTimeout is given, the whole fetch gets the same time, so a trickling
        // server is cut then, and the fetch counts as unreachable (the dialect's network-error policy).
        QFETCH(QString, dialect);
        const robots::Dialect &d = dialectNamed(dialect);
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response slow = TestHttpServer::ok(kRobots + QByteArray(2000, '#'));
        slow.behaviour = TestHttpServer::Behaviour::Trickle;
        slow.interval = std::chrono::milliseconds(20);
        server.route("/robots.txt", slow);
        FetchOptions options;
        options.dialect = &d;
        options.timeout = std::chrono::milliseconds(300);
        QCOMPARE(options.effectiveTotalTimeout(), std::chrono::milliseconds(300));
        const FetchReport r = robots::net::fetchBlocking(server.url(), options);
        QVERIFY(r.totalTimeoutReached);
        QCOMPARE(r.totalTimeout, std::chrono::milliseconds(300));
        QCOMPARE(r.decision.outcome, d.fetch().networkError);
        QVERIFY2(r.message.toEnglish().startsWith(u"Total time-out after 0.3 s"_s), qPrintable(r.message.toEnglish()));
    }

    void effectiveTotalTimeout()
    {
        FetchOptions options;
        QCOMPARE(options.timeout, std::chrono::milliseconds(10'000)); // the documented default
        QCOMPARE(options.effectiveTotalTimeout(), std::chrono::milliseconds(10'000));
        options.timeout = std::chrono::seconds(3);
        QCOMPARE(options.effectiveTotalTimeout(), std::chrono::milliseconds(3000));
        options.totalTimeout = std::chrono::seconds(30);
        QCOMPARE(options.effectiveTotalTimeout(), std::chrono::milliseconds(30'000));
        options.totalTimeout = std::chrono::milliseconds(0); // no overall limit
        QCOMPARE(options.effectiveTotalTimeout(), std::chrono::milliseconds(0));
    }

    void loopbackHostsAnswerSeparately()
    {
        // Linux routes all of 127.0.0.0/8 to lo: two servers, two hosts, two files.
        TestHttpServer www;
        TestHttpServer shop;
        if (!www.listen(QHostAddress(u"127.0.0.2"_s)) || !shop.listen(QHostAddress(u"127.0.0.3"_s)))
            QSKIP("this system routes only 127.0.0.1 to the loopback interface");
        www.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /www-only\n"));
        shop.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /checkout\n"));
        QCOMPARE(www.url().host(), u"127.0.0.2"_s);
        QCOMPARE(shop.url().host(), u"127.0.0.3"_s);

        const FetchReport a = robots::net::fetchBlocking(www.url(u"/page"_s), optionsFor(robots::defaultDialect()));
        const FetchReport b = robots::net::fetchBlocking(shop.url(u"/cart"_s), optionsFor(robots::defaultDialect()));
        QCOMPARE(a.robotsUrl, www.url(u"/robots.txt"_s));
        QCOMPARE(b.robotsUrl, shop.url(u"/robots.txt"_s));
        QCOMPARE(a.body, QByteArray("User-agent: *\nDisallow: /www-only\n"));
        QCOMPARE(b.body, QByteArray("User-agent: *\nDisallow: /checkout\n"));
        QCOMPARE(www.hits("/robots.txt"), 1);
        QCOMPARE(shop.hits("/robots.txt"), 1);
        QCOMPARE(www.requests().value(0).header("Host"), QByteArray("127.0.0.2:") + QByteArray::number(www.port()));
        QCOMPARE(shop.requests().value(0).header("Host"), QByteArray("127.0.0.3:") + QByteArray::number(shop.port()));
    }

    void testServerListensOnLoopbackOnly()
    {
        TestHttpServer server;
        QVERIFY(!server.listen(QHostAddress(QHostAddress::AnyIPv4)));
        QVERIFY(!server.listen(QHostAddress(u"192.0.2.1"_s)));
        QVERIFY(server.listen(QHostAddress(QHostAddress::LocalHost)));
    }

    void redirectLoopHelperLoops()
    {
        // Three paths in a ring: the chain goes round until the dialect's limit.
        TestHttpServer server;
        QVERIFY(server.listen());
        server.routeRedirectLoop({"/robots.txt", "/b", "/c"}, 301);
        const FetchReport r = robots::net::fetchBlocking(server.url(), optionsFor(robots::defaultDialect()));
        QVERIFY(r.redirectLoop);
        QCOMPARE(r.redirectStop, RedirectStop::LimitReached);
        QCOMPARE(r.chain.value(1).url, server.url(u"/b"_s));
        QCOMPARE(r.chain.value(2).url, server.url(u"/c"_s));
        QCOMPARE(r.chain.value(3).url, server.url(u"/robots.txt"_s));
        QCOMPARE(r.chain.value(0).status, 301);
        QCOMPARE(server.hits("/robots.txt"), 2);
    }

    void gzipHelpersRoundTrip()
    {
        // The bodies really are gzip (RFC 1952): Qt's own HTTP stack inflates them (gzip-encoded
        // rows of the outcome table); here the header and the sizes.
        const QByteArray small = TestHttpServer::gzip(kRobots);
        QVERIFY(small.startsWith("\x1f\x8b\x08"));
        const QByteArray bomb = TestHttpServer::gzipOfZeros(qint64(200) * 1000 * 1000);
        QVERIFY(bomb.startsWith("\x1f\x8b\x08"));
        QVERIFY2(bomb.size() < 400 * 1024, qPrintable(QString::number(bomb.size())));
        // RFC 1952 §2.3.1: ISIZE, the inflated size modulo 2^32, little-endian at the end.
        const auto isize = [](const QByteArray &gz) {
            const auto *p = reinterpret_cast<const uchar *>(gz.constData() + gz.size() - 4);
            return quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24;
        };
        QCOMPARE(isize(small), quint32(kRobots.size()));
        QCOMPARE(isize(bomb), quint32(200'000'000));
    }

    // --- TLS --------------------------------------------------------------------------------------

    void tlsErrorsAreReportedNeverIgnored()
    {
#if QT_CONFIG(ssl)
        if (!QSslSocket::supportsSsl())
            QSKIP("no TLS backend in this Qt");
        TestHttpServer server;
        const QSslConfiguration tls = serverTls();
        QVERIFY(server.listen(&tls));
        server.route("/robots.txt", TestHttpServer::ok(kRobots));

        robots::net::Fetcher fetcher;
        fetcher.setOptions(optionsFor(robots::defaultDialect()));
        QSignalSpy tlsSpy(&fetcher, &robots::net::Fetcher::tlsErrors);
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        fetcher.start(server.url());
        QVERIFY(finished.wait(8000));
        const FetchReport r = fetcher.lastReport();
        QCOMPARE(tlsSpy.count(), 1);
        QVERIFY(!r.tlsErrors.isEmpty());
        QCOMPARE(r.networkError, robots::NetworkError::Tls);
        QVERIFY(!r.status);
        QCOMPARE(server.hits("/robots.txt"), 0);                 // nothing was sent over the untrusted channel
        QCOMPARE(r.decision.outcome, FetchOutcome::DisallowAll); // RFC 9309 §2.3.1.4: network error
        QVERIFY2(r.message.toEnglish().startsWith(u"TLS error: "_s), qPrintable(r.message.toEnglish()));
        QVERIFY2(r.message.toEnglish().contains(r.tlsErrors.first()), qPrintable(r.message.toEnglish()));
#else
        QSKIP("Qt without TLS");
#endif
    }

    void trustedCertificateFetches()
    {
#if QT_CONFIG(ssl)
        if (!QSslSocket::supportsSsl())
            QSKIP("no TLS backend in this Qt");
        TestHttpServer server;
        const QSslConfiguration tls = serverTls();
        QVERIFY(server.listen(&tls));
        server.route("/robots.txt", TestHttpServer::ok(kRobots));
        FetchOptions options = optionsFor(robots::defaultDialect());
        options.extraCaCertificates = {tls.localCertificate()};
        const FetchReport r = robots::net::fetchBlocking(server.url(), options);
        QVERIFY2(r.tlsErrors.isEmpty(), qPrintable(r.tlsErrors.join(u"; "_s)));
        QCOMPARE(r.status, std::optional(200));
        QCOMPARE(r.body, kRobots);
        QCOMPARE(r.robotsUrl.scheme(), u"https"_s);
#else
        QSKIP("Qt without TLS");
#endif
    }

    // --- download(): any file, its body streamed -------------------------------------------------

    // A sitemap is never held whole: its body reaches the sink in pieces of at most 64 KiB as it
    // arrives, after the response's headers, and the report keeps none of it.
    void downloadStreamsTheBodyInPiecesAndKeepsNone()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        QByteArray big;
        for (int i = 0; big.size() < 3 * 1024 * 1024; ++i)
            big += "line " + QByteArray::number(i) + '\n';
        server.route("/big.xml", TestHttpServer::ok(big, "application/xml"));
        robots::net::DownloadOptions options;
        options.accept = "application/xml";
        const Downloaded d = downloadBlocking(server.url(u"/big.xml"_s), options);
        QCOMPARE(d.report.status, std::optional(200));
        QCOMPARE(d.body, big);
        QVERIFY(d.pieces > 1);
        QVERIFY2(d.largestPiece <= 64 * 1024, qPrintable(QString::number(d.largestPiece)));
        QCOMPARE(d.responses, 1);
        QVERIFY(!d.bodyBeforeResponse);
        QVERIFY(d.report.body.isEmpty());
        QCOMPARE(d.report.bytesReceived, big.size());
        QVERIFY(!d.report.truncated);
        QCOMPARE(d.report.chain.size(), 1);
        QCOMPARE(d.report.chain.first().url, server.url(u"/big.xml"_s)); // requested as given
        QCOMPARE(server.requests().first().header("Accept"), QByteArray("application/xml"));
    }

    // encodedBody: gzip is announced by hand, so the bytes arrive as sent and the caller inflates
    // them with its own limit.
    void downloadHandsOverAnEncodedBodyAsSent()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        const QByteArray xml = "<urlset><url><loc>https://example.com/</loc></url></urlset>";
        server.route("/s.xml", TestHttpServer::gzipEncoded(xml, "application/xml"));
        robots::net::DownloadOptions options;
        options.encodedBody = true;
        const Downloaded d = downloadBlocking(server.url(u"/s.xml"_s), options);
        QCOMPARE(d.report.status, std::optional(200));
        QCOMPARE(d.contentEncoding, QByteArray("gzip"));
        QCOMPARE(d.body, TestHttpServer::gzip(xml));
        QCOMPARE(server.requests().first().header("Accept-Encoding"), QByteArray("gzip"));
    }

    // The request's own byte limit: exactly that many bytes reach the sink, the rest is never
    // downloaded, and the report says so.
    void downloadStopsAtItsByteLimit()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/big.xml", TestHttpServer::ok(QByteArray(2 * 1024 * 1024, 'x')));
        robots::net::DownloadOptions options;
        options.maxBodyBytes = 100'000;
        const Downloaded d = downloadBlocking(server.url(u"/big.xml"_s), options);
        QCOMPARE(d.report.status, std::optional(200));
        QVERIFY(d.report.truncated);
        QCOMPARE(d.body.size(), 100'000);
        QCOMPARE(d.report.networkError, robots::NetworkError::None);
    }

    // A sink that returns false ends the download there: nothing more is handed over, and it is
    // not a network error.
    void downloadEndsWhenTheSinkStops()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/big.xml", TestHttpServer::ok(QByteArray(4 * 1024 * 1024, 'x')));
        const Downloaded d = downloadBlocking(server.url(u"/big.xml"_s), {}, {}, 1);
        QCOMPARE(d.pieces, 1);
        QVERIFY(d.report.truncated);
        QCOMPARE(d.report.status, std::optional(200));
        QCOMPARE(d.report.networkError, robots::NetworkError::None);
    }

    // The body of a final status that is not 2xx is not the file: never handed over.
    void downloadDoesNotReadTheBodyOfAnError()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/gone.xml", TestHttpServer::status(503, "Service Unavailable", QByteArray(1024 * 1024, 'x')));
        const Downloaded d = downloadBlocking(server.url(u"/gone.xml"_s), {});
        QCOMPARE(d.report.status, std::optional(503));
        QCOMPARE(d.report.reasonPhrase, QByteArray("Service Unavailable"));
        QCOMPARE(d.report.networkError, robots::NetworkError::None);
        QCOMPARE(d.pieces, 0);
        QCOMPARE(d.responses, 0);
    }

    // The redirect rule of every fetch (RFC 9309 §2.3.1.2: five, http and https only), and a
    // download's own: a loop ends the chain as soon as it shows.
    void downloadFollowsTheOneRedirectRuleAndStopsAtALoop()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.routeRedirectLoop({"/a.xml", "/b.xml"});
        Downloaded d = downloadBlocking(server.url(u"/a.xml"_s), {});
        QVERIFY(d.report.redirectLoop);
        QCOMPARE(d.report.chain.size(), 2);
        QCOMPARE(d.report.chain.back().location, server.url(u"/a.xml"_s));
        QCOMPARE(server.hits("/a.xml"), 1);

        QByteArray from = "/h0.xml";
        for (int i = 1; i <= 6; ++i) {
            const QByteArray to = "/h" + QByteArray::number(i) + ".xml";
            server.route(from, TestHttpServer::redirect(301, to));
            from = to;
        }
        server.route(from, TestHttpServer::ok("<urlset/>"));
        d = downloadBlocking(server.url(u"/h0.xml"_s), {});
        QCOMPARE(d.report.redirectStop, RedirectStop::LimitReached);
        QCOMPARE(d.report.redirectsFollowed, robots::net::kMaxRedirects);
        QCOMPARE(server.hits("/h6.xml"), 0);

        server.route("/to-file.xml", TestHttpServer::redirect(302, "file:///etc/passwd"));
        d = downloadBlocking(server.url(u"/to-file.xml"_s), {});
        QCOMPARE(d.report.redirectStop, RedirectStop::NotHttp);
        QCOMPARE(d.report.chain.size(), 1);
    }

    // Scheme check: only http and https are requested; `finished` still comes, never from inside.
    void downloadRefusesWhatIsNotHttp()
    {
        robots::net::Fetcher fetcher;
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        fetcher.download(QUrl(u"file:///etc/passwd"_s), {});
        QCOMPARE(finished.count(), 0);
        QVERIFY(finished.wait());
        const FetchReport r = finished.at(0).at(0).value<FetchReport>();
        QVERIFY(r.refused);
        QVERIFY(r.chain.isEmpty());
    }

    // Time-outs: the stall time-out of every fetch, and the download's own overall deadline
    // (a server trickling a byte at a time never stalls).
    void downloadTimesOutByStallAndByItsDeadline()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        TestHttpServer::Response silent;
        silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        server.route("/silent.xml", silent);
        TestHttpServer::Response trickle = TestHttpServer::ok(QByteArray(1000, 'x'));
        trickle.behaviour = TestHttpServer::Behaviour::Trickle;
        trickle.interval = std::chrono::milliseconds(100);
        server.route("/trickle.xml", trickle);
        FetchOptions fetch;
        fetch.timeout = std::chrono::milliseconds(300);
        robots::net::DownloadOptions options;
        options.totalTimeout = std::chrono::seconds(30);
        Downloaded d = downloadBlocking(server.url(u"/silent.xml"_s), options, fetch);
        QCOMPARE(d.report.networkError, robots::NetworkError::Timeout);
        QVERIFY2(!d.report.totalTimeoutReached, "the stall time-out fired, not the 30 s deadline");
        QCOMPARE(d.report.errorString, u"no data received for 0.3 s"_s);

        options.totalTimeout = std::chrono::milliseconds(800);
        d = downloadBlocking(server.url(u"/trickle.xml"_s), options, fetch);
        QCOMPARE(d.report.networkError, robots::NetworkError::Timeout);
        QVERIFY(d.report.totalTimeoutReached);
        QCOMPARE(d.report.totalTimeout, std::chrono::milliseconds(800));
        QVERIFY(d.body.size() < 1000); // a byte every 100 ms: cut long before the end
    }

    // cancel() from inside the sink (an audit stopping everything) ends the download at once.
    void downloadCanBeCancelledFromItsSink()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/big.xml", TestHttpServer::ok(QByteArray(4 * 1024 * 1024, 'x')));
        robots::net::Fetcher fetcher;
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        int pieces = 0;
        robots::net::DownloadOptions options;
        options.body = [&](QByteArrayView) {
            ++pieces;
            fetcher.cancel();
            return true;
        };
        fetcher.download(server.url(u"/big.xml"_s), options);
        QVERIFY(finished.wait());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(pieces, 1);
        QVERIFY(finished.at(0).at(0).value<FetchReport>().cancelled);
        QVERIFY(!fetcher.isRunning());
    }

    // The same Fetcher fetches a robots.txt after a download exactly as before one.
    void aRobotsFetchAfterADownloadIsARobotsFetch()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::ok(kRobots));
        server.route("/s.xml", TestHttpServer::ok("<urlset/>"));
        robots::net::Fetcher fetcher;
        QSignalSpy finished(&fetcher, &robots::net::Fetcher::finished);
        robots::net::DownloadOptions options;
        options.body = [](QByteArrayView) { return true; };
        fetcher.download(server.url(u"/s.xml"_s), options);
        QVERIFY(finished.wait());
        fetcher.start(server.url(u"/s.xml"_s));
        QVERIFY(finished.wait());
        const FetchReport r = finished.at(1).at(0).value<FetchReport>();
        QCOMPARE(r.robotsUrl, server.url(u"/robots.txt"_s));
        QCOMPARE(r.body, kRobots);
        QCOMPARE(r.maxBodyBytes, robots::net::kMaxRobotsBytes);
        QCOMPARE(r.decision.outcome, FetchOutcome::ParseBody);
    }

private:
#if QT_CONFIG(ssl)
    static QSslConfiguration serverTls()
    {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(QSslCertificate(readData(u"test-only-localhost.crt"_s)));
        tls.setPrivateKey(QSslKey(readData(u"test-only-localhost.key"_s), QSsl::Rsa));
        tls.setPeerVerifyMode(QSslSocket::VerifyNone); // the server does not ask for a client certificate
        return tls;
    }
#endif

    /// Facts of a scenario that do not depend on the outcome.
    static void checkScenarioFacts(const QString &scenario, const robots::Dialect &d, const FetchReport &r,
                                   const TestHttpServer &server, const TestHttpServer &other)
    {
        if (scenario == u"200-text-plain") {
            QCOMPARE(r.status, std::optional(200));
            QCOMPARE(r.body, kRobots);
            QCOMPARE(r.decoded.text, QString::fromUtf8(kRobots));
            QCOMPARE(r.chain.size(), 1);
            QCOMPARE(r.contentType, QByteArray("text/plain"));
            QVERIFY(!r.truncated);
        } else if (scenario == u"200-bom") {
            QVERIFY(r.body.startsWith("\xef\xbb\xbf")); // the original bytes, BOM kept for saving
            QVERIFY(r.decoded.byteOrderMark);
            QCOMPARE(r.decoded.text, u"User-agent: *\nDisallow: /x\n"_s);
            QCOMPARE(r.bytesForParsing(), r.body); // dialects differ on the BOM: the core sees it
        } else if (scenario == u"200-iso-8859-1") {
            QCOMPARE(r.body, readData(u"iso-8859-1.txt"_s));
            QCOMPARE(r.decoded.text, u"# Café Noël\nUser-agent: *\nDisallow: /café/\n"_s);
            // The core parses the bytes as served, as it parses a file (robots/studio/encoding.h).
            QCOMPARE(r.bytesForParsing(), r.body);
        } else if (scenario == u"200-shift_jis") {
            QCOMPARE(r.body, readData(u"shift_jis.txt"_s));
            QCOMPARE(r.decoded.text, u"# ロボット\nUser-agent: *\nDisallow: /ロボット/\n"_s);
            QCOMPARE(r.decoded.encoding, QByteArray("Shift_JIS"));
        } else if (scenario.startsWith(u"redirect-30")) {
            QCOMPARE(r.chain.size(), 2);
            QCOMPARE(r.chain.at(0).status, scenario.mid(9).toInt());
            QCOMPARE(r.chain.at(0).location, server.url(u"/final"_s));
            QCOMPARE(r.finalUrl(), server.url(u"/final"_s));
            QCOMPARE(r.status, std::optional(200));
            QCOMPARE(r.body, kRobots);
            QCOMPARE(r.redirectsFollowed, 1);
        } else if (scenario == u"redirect-5-hops") {
            QCOMPARE(r.redirectsFollowed, 5);
            QCOMPARE(r.chain.size(), 6);
            const QList<int> statuses{r.chain.at(0).status, r.chain.at(1).status, r.chain.at(2).status,
                                      r.chain.at(3).status, r.chain.at(4).status, r.chain.at(5).status};
            QCOMPARE(statuses, (QList<int>{301, 302, 307, 308, 301, 200}));
            QCOMPARE(r.body, kRobots);
        } else if (scenario == u"redirect-6-hops") {
            // The fetcher's one limit, whatever the dialect (RFC 9309 §2.3.1.2): the sixth
            // redirect's target is never requested.
            QCOMPARE(r.redirectsFollowed, robots::net::kMaxRedirects);
            QCOMPARE(r.redirectStop, RedirectStop::LimitReached);
            QCOMPARE(r.chain.size(), robots::net::kMaxRedirects + 1);
            QCOMPARE(server.hits("/final"), 0);
            QVERIFY2(r.message.toEnglish().startsWith(u"Too many redirects: gave up after 5"_s),
                     qPrintable(r.message.toEnglish()));
        } else if (scenario == u"redirect-loop") {
            QVERIFY(r.redirectLoop);
            QCOMPARE(r.redirectStop, RedirectStop::LimitReached);
            QCOMPARE(r.redirectsFollowed, robots::net::kMaxRedirects);
            QVERIFY2(r.message.toEnglish().startsWith(u"Redirect loop"_s), qPrintable(r.message.toEnglish()));
        } else if (scenario == u"redirect-other-port") {
            QCOMPARE(r.finalUrl(), other.url(u"/robots.txt"_s));
            QCOMPARE(r.body, kOtherRobots);
            QCOMPARE(other.hits("/robots.txt"), 1);
        } else if (scenario == u"redirect-file" || scenario == u"redirect-ftp" || scenario == u"redirect-data") {
            QCOMPARE(r.redirectStop, RedirectStop::NotHttp);
            QCOMPARE(r.chain.size(), 1);
            QCOMPARE(r.chain.at(0).location.scheme(), scenario.mid(9));
            QCOMPARE(r.redirectsFollowed, 0);
            QVERIFY2(r.message.toEnglish().contains(u"refused: only http and https URLs are followed"_s),
                     qPrintable(r.message.toEnglish()));
        } else if (scenario.size() == 3) {
            QCOMPARE(r.status, std::optional(scenario.toInt()));
            QCOMPARE(r.body, QByteArray("<html>error page</html>"));
        } else if (scenario == u"body-over-500KiB") {
            QCOMPARE(r.status, std::optional(200));
            QCOMPARE(r.contentLength, std::optional<qint64>(bigBody().size()));
            // The fetcher's one limit, whatever the dialect (RFC 9309 §2.5: 500 kibibytes).
            QVERIFY(r.truncated);
            QCOMPARE(r.body, bigBody().left(500 * 1024));
            QVERIFY(r.bytesReceived > 500 * 1024);
            QCOMPARE(r.bodySize(), (robots::net::BodySize{bigBody().size(), false}));
            QVERIFY2(r.message.toEnglish().contains(u"reading stopped at 512000 bytes"_s),
                     qPrintable(r.message.toEnglish()));
            if (r.decision.outcome == FetchOutcome::ParseBody && d.fetch().maxBodyBytes != 0)
                QCOMPARE(r.decision.bytesToParse, std::size_t(500 * 1024));
        } else if (scenario == u"never-answers") {
            QCOMPARE(r.networkError, robots::NetworkError::Timeout);
            QVERIFY(!r.status);
            QVERIFY2(r.message.toEnglish().startsWith(u"Time-out: no data received for 1 s"_s),
                     qPrintable(r.message.toEnglish()));
        } else if (scenario == u"closes-mid-body") {
            QVERIFY(!r.status);
            QCOMPARE(r.statusBeforeError, std::optional(200));
            QCOMPARE(r.networkError, robots::NetworkError::Other);
            QVERIFY2(r.message.toEnglish().startsWith(u"Connection closed after"_s), qPrintable(r.message.toEnglish()));
        } else if (scenario == u"gzip-encoded") {
            QCOMPARE(r.status, std::optional(200));
            QCOMPARE(r.contentEncoding, QByteArray("gzip"));
            QCOMPARE(r.body, kRobots); // inflated by Qt
            QCOMPARE(r.bodyProblem, robots::net::BodyProblem::None);
            QVERIFY(r.succeeded());
        } else if (scenario == u"gzip-over-500KiB") {
            QCOMPARE(r.status, std::optional(200));
            QCOMPARE(r.bodyProblem, robots::net::BodyProblem::None);
            QVERIFY(r.succeeded());
            QVERIFY(r.truncated);
            QCOMPARE(r.body, bigBody().left(500 * 1024)); // RFC 9309 §2.5, counted after inflating
            QVERIFY2(r.message.toEnglish().contains(u"reading stopped at 512000 bytes"_s),
                     qPrintable(r.message.toEnglish()));
        } else if (scenario == u"gzip-bomb" || scenario == u"gzip-broken") {
            // Qt refused the body; an empty file must not stand in for it (it would allow all).
            const bool bomb = scenario == u"gzip-bomb";
            QCOMPARE(r.status, std::optional(200));
            QCOMPARE(r.contentEncoding, QByteArray("gzip"));
            QCOMPARE(r.bodyProblem,
                     bomb ? robots::net::BodyProblem::DecompressionLimit : robots::net::BodyProblem::Undecodable);
            QVERIFY(!r.succeeded());
            QVERIFY(r.unreachable());
            QVERIFY(r.result().bodyUnreadable);
            QCOMPARE(QString::fromUtf8(r.decision.reason.id), u"fetch.body-unreadable"_s);
            QVERIFY(r.bytesReceived < 500 * 1024); // never inflated to the cap, let alone 200 MB
            const QString cause = bomb ? u"HTTP 200 OK, but the server's gzip body inflates past the safety "
                                         u"limit; it could not be read: under "_s
                                       : u"HTTP 200 OK, but the server's gzip body could not be decoded ("_s;
            QVERIFY2(r.message.toEnglish().startsWith(cause), qPrintable(r.message.toEnglish()));
        }
    }
};

QTEST_GUILESS_MAIN(TestNetFetcher)
#include "tst_net_fetcher.moc"
