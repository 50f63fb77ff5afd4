// SPDX-License-Identifier: MIT
// `robotstxt logs` end to end: a log written by tests/bench/gen_accesslog.py, whose every crawler
// request is known (verified, unverified, spoofed; before and after a robots.txt change; within
// RFC 9309 §2.4's 24 hours or later), read by the real executable: its JSON counts must be the
// generator's. Then a site of two hosts whose versions come from the history, and the exit codes.
// Then verification kept in the history: range files fetched from a loopback server (stored with
// their date, the previous copy kept when a refresh fails) and reverse-then-forward DNS against a
// loopback DNS server, its answers reused by a later run.

#include "clitest.h"

#include "net/fetchreport.h"
#include "net/historystore.h"
#include "net/sitefile.h"
#include "testdnsserver.h"
#include "testhttpserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using robots::net::FetchReport;
using robots::net::HistoryStore;

namespace {

/// Runs the generator into `dir`; its expected counts.
QJsonObject generate(const QString &dir, const QStringList &extra = {})
{
    QProcess p;
    p.start(u"python3"_s, QStringList{QStringLiteral(ROBOTS_SOURCE_DIR "/tests/bench/gen_accesslog.py"), dir} + extra);
    if (!p.waitForFinished(-1) || p.exitCode() != 0)
        return {};
    return QJsonDocument::fromJson(clitest::readFile(dir + u"/expected.json"_s)).object();
}

QJsonObject crawlerOf(const QJsonObject &report, const QString &name)
{
    for (const QJsonValue &c : report[u"crawlers"_s].toArray())
        if (c[u"crawler"_s].toString() == name)
            return c.toObject();
    return {};
}

/// Every count the generator knows, compared with the CLI's.
void compareCounts(const QJsonObject &report, const QJsonObject &expected)
{
    for (const char *key : {"lines", "requests", "crawlerRequests", "badLines"})
        QCOMPARE(report[QLatin1String(key)].toInteger(), expected[QLatin1String(key)].toInteger());
    const QJsonObject crawlers = expected[u"crawlers"_s].toObject();
    QCOMPARE(report[u"crawlers"_s].toArray().size(), crawlers.size());
    for (auto it = crawlers.begin(); it != crawlers.end(); ++it) {
        const QJsonObject got = crawlerOf(report, it.key());
        const QJsonObject want = it.value().toObject();
        QVERIFY2(!got.isEmpty(), qPrintable(it.key()));
        for (const char *key : {"requests", "verified", "unverified", "spoofed", "violations", "verifiedViolations",
                                "withinAllowance", "robotsFetches"})
            QVERIFY2(got[QLatin1String(key)].toInteger() == want[QLatin1String(key)].toInteger(),
                     qPrintable(it.key() + u' ' + QLatin1String(key) + u": "_s +
                                QString::number(got[QLatin1String(key)].toInteger()) + u" != "_s +
                                QString::number(want[QLatin1String(key)].toInteger())));
        QCOMPARE(qRound(got[u"longestRobotsGapSeconds"_s].toDouble() / 3600.0),
                 want[u"longestRobotsGapHours"_s].toInt());
    }
}

QStringList scenarioArgs(const QString &dir, const QString &log)
{
    return {u"logs"_s,     dir + u'/' + log,
            u"--robots"_s, dir + u"/robots-v1.txt"_s,
            u"--robots"_s, dir + u"/robots-v2.txt@2026-03-03T00:00:00Z"_s,
            u"--format"_s, u"json"_s};
}

/// A finished 200 fetch of `url`'s robots.txt with `body`, at `when`.
FetchReport fetched(const QString &url, const QByteArray &body, const QDateTime &when)
{
    FetchReport r;
    r.requestedUrl = QUrl(url);
    r.robotsUrl = *robots::net::robotsTxtUrl(QUrl(url));
    r.userAgent = u"RobotsTxtStudio/test"_s;
    r.maxRedirects = 5;
    r.maxBodyBytes = 500 * 1024;
    r.chain.append(robots::net::Hop{r.robotsUrl, 200, "OK", {}});
    r.status = 200;
    r.reasonPhrase = "OK";
    r.contentType = "text/plain";
    r.body = body;
    r.bytesReceived = body.size();
    r.startedAt = when.addMSecs(-100);
    r.finishedAt = when;
    r.complete();
    return r;
}

} // namespace

class TestCliLogs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonCountsEqualWhatTheGeneratorWrote();
    void gzipLogGivesTheSameCounts();
    void operatorWithoutRangesLeavesItsCrawlerUnverified();
    void historyVersionsJudgeEachHostAtItsTime();
    void exitStatusFollowsVerifiedViolationsAndUsage();
    void fetchedRangesAndDnsVerifyCrawlersAndAreKept();
    void verificationOptionsRefuseBadValues();
};

void TestCliLogs::jsonCountsEqualWhatTheGeneratorWrote()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path());
    QVERIFY(!expected.isEmpty());
    const clitest::Result r = clitest::run(
        scenarioArgs(dir.path(), u"access.log"_s) +
        QStringList{u"--ranges"_s, dir.filePath(u"googlebot.json"_s), u"--ranges"_s, dir.filePath(u"gptbot.json"_s)});
    QCOMPARE(r.exitCode, 1); // verified Googlebot and GPTBot violated
    const QJsonObject report = QJsonDocument::fromJson(r.rawOut).object();
    compareCounts(report, expected);
    // Bad lines are named on stderr with their line numbers; the 1 MB line among them.
    QVERIFY2(r.err.contains(u"11 of "_s), qPrintable(r.err));
    QVERIFY(r.err.contains(u"longer than 64 KiB"_s));
    // Violations are grouped by crawler, verification and the deciding rule.
    bool shop = false;
    for (const QJsonValue &v : report[u"violations"_s].toArray())
        shop = shop || (v[u"crawler"_s] == u"Googlebot"_s && v[u"verification"_s] == u"verified"_s &&
                        v[u"rule"_s] == u"Disallow: /shop/"_s && v[u"line"_s].toInt() == 3);
    QVERIFY(shop);
}

void TestCliLogs::gzipLogGivesTheSameCounts()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path(), {u"--gzip"_s});
    QVERIFY(!expected.isEmpty());
    const clitest::Result r = clitest::run(
        scenarioArgs(dir.path(), u"access.log.gz"_s) +
        QStringList{u"--ranges"_s, dir.filePath(u"googlebot.json"_s), u"--ranges"_s, dir.filePath(u"gptbot.json"_s)});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(r.rawOut).object();
    compareCounts(report, expected);
    QCOMPARE(report[u"files"_s].toArray().at(0)[u"compressed"_s].toBool(), true);
}

void TestCliLogs::operatorWithoutRangesLeavesItsCrawlerUnverified()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path());
    const clitest::Result r =
        clitest::run(scenarioArgs(dir.path(), u"access.log"_s) +
                     QStringList{u"--ranges"_s, u"Google="_s + dir.filePath(u"googlebot.json"_s)});
    const QJsonObject gpt = crawlerOf(QJsonDocument::fromJson(r.rawOut).object(), u"GPTBot"_s);
    const QJsonObject want = expected[u"crawlers"_s][u"GPTBot"_s].toObject();
    QCOMPARE(gpt[u"unverified"_s].toInteger(), want[u"verified"_s].toInteger() + want[u"spoofed"_s].toInteger());
    QCOMPARE(gpt[u"verified"_s].toInteger(), 0);
    QCOMPARE(gpt[u"spoofed"_s].toInteger(), 0);
    QCOMPARE(gpt[u"verifiedViolations"_s].toInteger(), 0);
}

void TestCliLogs::historyVersionsJudgeEachHostAtItsTime()
{
    // Two hosts: www with three versions (nothing, then /a/ disallowed, then /a/ and /b/), shop
    // with one. A JSON Lines log (a CDN's push) names the host of each request.
    QTemporaryDir dir;
    const QString db = dir.filePath(u"history.sqlite"_s);
    const QDateTime t0(QDate(2026, 3, 1), QTime(0, 0), QTimeZone::UTC);
    {
        HistoryStore store;
        QVERIFY(store.open(db));
        QVERIFY(store.record(fetched(u"https://www.example.com/"_s, "User-agent: *\nAllow: /\n", t0)));
        QVERIFY(store.record(fetched(u"https://www.example.com/"_s, "User-agent: *\nDisallow: /a/\n", t0.addDays(2))));
        QVERIFY(store.record(
            fetched(u"https://www.example.com/"_s, "User-agent: *\nDisallow: /a/\nDisallow: /b/\n", t0.addDays(4))));
        QVERIFY(store.record(fetched(u"https://shop.example.com/"_s, "User-agent: GPTBot\nDisallow: /\n", t0)));
    }
    const QString ua = u"Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)"_s;
    QByteArray log;
    auto request = [&](const QString &host, const QString &path, const QDateTime &t) {
        log += QJsonDocument(QJsonObject{{u"time"_s, t.toString(Qt::ISODate)},
                                         {u"client_ip"_s, u"20.171.206.9"_s},
                                         {u"host"_s, host},
                                         {u"url"_s, path},
                                         {u"status"_s, 200},
                                         {u"user_agent"_s, ua}})
                   .toJson(QJsonDocument::Compact) +
               '\n';
    };
    request(u"www.example.com"_s, u"/a/1"_s, t0.addDays(1));             // version 1: allowed
    request(u"www.example.com"_s, u"/a/1"_s, t0.addDays(2).addSecs(60)); // version 2, within 24 h
    request(u"www.example.com"_s, u"/a/1"_s, t0.addDays(3).addSecs(60)); // version 2, a violation
    request(u"www.example.com"_s, u"/b/1"_s, t0.addDays(3).addSecs(60)); // version 2: allowed
    request(u"www.example.com"_s, u"/b/1"_s, t0.addDays(5).addSecs(60)); // version 3, a violation
    request(u"shop.example.com"_s, u"/x"_s, t0.addDays(1));              // shop: a violation
    request(u"www.example.com"_s, u"/a/1"_s, t0.addSecs(-60));           // before any version: unjudged
    const QString logPath = dir.filePath(u"cdn.jsonl"_s);
    QVERIFY(clitest::writeFile(logPath, log));
    const QString ranges = dir.filePath(u"gptbot.json"_s);
    QVERIFY(clitest::writeFile(ranges, R"({"prefixes": [{"ipv4Prefix": "20.171.206.0/24"}]})"));
    const clitest::Result r =
        clitest::run({u"logs"_s, logPath, u"--history"_s, db, u"--ranges"_s, ranges, u"--format"_s, u"json"_s});
    QVERIFY2(r.exitCode == 1, qPrintable(r.err));
    const QJsonObject report = QJsonDocument::fromJson(r.rawOut).object();
    const QJsonObject gpt = crawlerOf(report, u"GPTBot"_s);
    QCOMPARE(gpt[u"requests"_s].toInt(), 7);
    QCOMPARE(gpt[u"verified"_s].toInt(), 7);
    QCOMPARE(gpt[u"violations"_s].toInt(), 3);
    QCOMPARE(gpt[u"withinAllowance"_s].toInt(), 1);
    QCOMPARE(gpt[u"unjudged"_s].toInt(), 1);
    QStringList groups;
    for (const QJsonValue &v : report[u"violations"_s].toArray())
        groups << v[u"host"_s].toString() + u' ' + v[u"version"_s].toString().left(9) + u' ' + v[u"rule"_s].toString();
    groups.sort();
    QCOMPARE(groups,
             (QStringList{u"shop.example.com version 1 Disallow: /"_s, u"www.example.com version 2 Disallow: /a/"_s,
                          u"www.example.com version 3 Disallow: /b/"_s}));

    // --site: only the site's hosts are judged; the shop's request is not.
    robots::net::SiteFile site;
    site.name = u"www only"_s;
    QVERIFY(site.addHost(QUrl(u"https://www.example.com/"_s)));
    const QString sitePath = dir.filePath(u"www.robotssite"_s);
    QVERIFY(site.save(sitePath));
    const clitest::Result onSite =
        clitest::run({u"logs"_s, logPath, u"--site"_s, sitePath, u"--history"_s, db, u"--format"_s, u"json"_s});
    const QJsonObject siteGpt = crawlerOf(QJsonDocument::fromJson(onSite.rawOut).object(), u"GPTBot"_s);
    QCOMPARE(siteGpt[u"violations"_s].toInt(), 2);
    QCOMPARE(siteGpt[u"unjudged"_s].toInt(), 2);   // before any version, and the shop
    QCOMPARE(siteGpt[u"unverified"_s].toInt(), 7); // no --ranges
    QCOMPARE(onSite.exitCode, 0);
}

void TestCliLogs::exitStatusFollowsVerifiedViolationsAndUsage()
{
    QTemporaryDir dir;
    QVERIFY(!generate(dir.path()).isEmpty());
    const QString log = dir.filePath(u"access.log"_s);
    const QString robots = dir.filePath(u"robots-v1.txt"_s);
    // --help documents every exit status it gives.
    clitest::Result help = clitest::run({u"logs"_s, u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    for (const QString &status : {u"  0  "_s, u"  1  "_s, u"  2  "_s})
        QVERIFY(help.out.contains(status));
    // Violations by crawlers no range file verifies: reported, exit 0.
    clitest::Result r = clitest::run({u"logs"_s, log, u"--robots"_s, robots});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(u"Violations:"_s));
    // Only bingbot, with Google's ranges: still no verified violation.
    r = clitest::run({u"logs"_s, log, u"--robots"_s, robots, u"--crawler"_s, u"bingbot"_s, u"--ranges"_s,
                      dir.filePath(u"googlebot.json"_s), u"--format"_s, u"csv"_s});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count(u"\r\n"_s), 2); // the header and Bingbot
    for (const QStringList &args : {QStringList{u"logs"_s, u"--robots"_s, robots}, QStringList{u"logs"_s, log},
                                    QStringList{u"logs"_s, log, u"--robots"_s, robots, u"--format"_s, u"xml"_s},
                                    QStringList{u"logs"_s, dir.filePath(u"missing.log"_s), u"--robots"_s, robots},
                                    QStringList{u"logs"_s, log, u"--robots"_s, robots, u"--crawler"_s, u"NoSuchBot"_s},
                                    QStringList{u"logs"_s, log, u"--robots"_s, robots, u"--ranges"_s, robots}}) {
        r = clitest::run(args);
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(u' ') + u": "_s + r.err));
        QVERIFY(r.err.startsWith(u"robotstxt logs: "_s));
    }
}

void TestCliLogs::fetchedRangesAndDnsVerifyCrawlersAndAreKept()
{
    // Google's and OpenAI's range files on a loopback server; a DNS server that confirms one
    // Googlebot address outside the ranges and one YandexBot address, disproves two (a PTR name
    // outside the domains, no PTR record) and never answers for two more.
    TestHttpServer http;
    QVERIFY(http.listen());
    http.route("/google.json",
               TestHttpServer::ok(
                   R"({"creationTime": "2026-11-28T00:00:00.000000", "prefixes": [{"ipv4Prefix": "66.249.64.0/27"}]})",
                   "application/json"));
    http.route("/openai.json", TestHttpServer::ok(R"({"prefixes": [{"ipv4Prefix": "20.171.206.0/24"}]})"));
    TestDnsServer dns(QJsonObject{
        {u"PTR"_s, QJsonObject{{u"1.66.249.66.in-addr.arpa"_s, QJsonArray{u"crawl-66-249-66-1.googlebot.com"_s}},
                               {u"2.66.249.66.in-addr.arpa"_s, QJsonArray{u"crawl.evil.example"_s}},
                               {u"1.253.255.5.in-addr.arpa"_s, QJsonArray{u"spider-5-255-253-1.yandex.com"_s}}}},
        {u"A"_s, QJsonObject{{u"crawl-66-249-66-1.googlebot.com"_s, QJsonArray{u"66.249.66.1"_s}},
                             {u"spider-5-255-253-1.yandex.com"_s, QJsonArray{u"5.255.253.1"_s}}}},
        {u"silent"_s, QJsonArray{u"5.66.249.66.in-addr.arpa"_s, u"5.253.255.5.in-addr.arpa"_s}},
    });
    QVERIFY(dns.port() != 0);

    QTemporaryDir dir;
    const QDateTime t0(QDate(2026, 11, 20), QTime(12, 0), QTimeZone::UTC);
    QByteArray log;
    auto request = [&](const char *client, const char *ua) {
        log += QJsonDocument(QJsonObject{{u"time"_s, t0.toString(Qt::ISODate)},
                                         {u"client_ip"_s, QString::fromLatin1(client)},
                                         {u"url"_s, u"/private/page"_s},
                                         {u"status"_s, 200},
                                         {u"user_agent"_s, QString::fromLatin1(ua)}})
                   .toJson(QJsonDocument::Compact) +
               '\n';
    };
    const char *googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const char *yandex = "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)";
    request("66.249.64.1", googlebot); // in Google's ranges
    request("66.249.66.1", googlebot); // outside them, confirmed by DNS
    request("66.249.66.2", googlebot); // PTR outside googlebot.com/google.com: spoofed
    request("66.249.66.5", googlebot); // DNS silent: the ranges' word stands (spoofed)
    request("5.255.253.1", yandex);    // confirmed by DNS
    request("5.255.253.2", yandex);    // no PTR record: spoofed
    request("5.255.253.5", yandex);    // DNS silent, no ranges: unverified
    request("20.171.206.9", "Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)");
    const QString logPath = dir.filePath(u"access.jsonl"_s);
    QVERIFY(clitest::writeFile(logPath, log));
    const QString robots = dir.filePath(u"robots.txt"_s);
    QVERIFY(clitest::writeFile(robots, "User-agent: *\nDisallow: /private/\n"));
    const QString db = dir.filePath(u"history.sqlite"_s);
    const QString server = u"127.0.0.1:"_s + QString::number(dns.port());
    const QStringList base{u"logs"_s,         logPath, u"--robots"_s,  robots,   u"--history"_s, db,       u"--dns"_s,
                           u"--dns-server"_s, server,  u"--timeout"_s, u"0.5"_s, u"--format"_s,  u"json"_s};
    const QStringList mirrors{u"--ranges-url"_s, u"Google="_s + http.url(u"/google.json"_s).toString(),
                              u"--ranges-url"_s, u"OpenAI="_s + http.url(u"/openai.json"_s).toString()};

    auto check = [&](const clitest::Result &r) {
        QVERIFY2(r.exitCode == 1, qPrintable(r.err)); // verified crawlers fetched a disallowed URL
        const QJsonObject report = QJsonDocument::fromJson(r.rawOut).object();
        const QJsonObject g = crawlerOf(report, u"Googlebot"_s);
        QCOMPARE(g[u"verified"_s].toInt(), 2);
        QCOMPARE(g[u"spoofed"_s].toInt(), 2);
        QCOMPARE(g[u"verifiedViolations"_s].toInt(), 2);
        const QJsonObject y = crawlerOf(report, u"YandexBot"_s);
        QCOMPARE(y[u"verified"_s].toInt(), 1);
        QCOMPARE(y[u"spoofed"_s].toInt(), 1);
        QCOMPARE(y[u"unverified"_s].toInt(), 1);
        QCOMPARE(crawlerOf(report, u"GPTBot"_s)[u"verified"_s].toInt(), 1);
        QCOMPARE(report[u"requests"_s].toInt(), 8); // judged again, counted once
    };

    // First run: the files are fetched and stored with their date, DNS asked about six addresses.
    clitest::Result r = clitest::runServing(base + QStringList{u"--fetch-ranges"_s} + mirrors);
    check(r);
    QVERIFY2(r.err.contains(u"/google.json: stored, 1 prefixes (creationTime 2026-11-28T00:00:00.000000)"_s),
             qPrintable(r.err));
    QVERIFY(r.err.contains(u"(0 days ago)"_s));
    QVERIFY2(r.err.contains(u"DNS: 6 addresses checked (0 answered from earlier runs): 2 verified, 2 spoofed, 2 "
                            "without an answer"_s),
             qPrintable(r.err));
    {
        HistoryStore history;
        QVERIFY(history.open(db));
        QCOMPARE(history.latestRangeFiles().size(), 2);
        QVERIFY2(history.dnsAnswers(QDateTime::currentDateTimeUtc().addDays(-1)).size() == 4, qPrintable(r.err));
    }

    // A later run: the stored ranges by default with --history, the DNS answers from the history
    // (the server now knows nothing: it is asked only about the two it never answered), a failed
    // refresh keeping the previous copy.
    http.route("/google.json", TestHttpServer::status(404, "Not Found", "<html>gone</html>"));
    TestDnsServer mute(
        QJsonObject{{u"silent"_s, QJsonArray{u"5.66.249.66.in-addr.arpa"_s, u"5.253.255.5.in-addr.arpa"_s}}});
    QStringList later = base;
    later[later.indexOf(server)] = u"127.0.0.1:"_s + QString::number(mute.port());
    r = clitest::runServing(later + QStringList{u"--fetch-ranges"_s} + mirrors);
    check(r);
    QVERIFY2(r.err.contains(u"/google.json: not stored: HTTP status 404: the previous copy is kept"_s),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(u"DNS: 6 addresses checked (4 answered from earlier runs)"_s), qPrintable(r.err));

    // Without --dns the DNS-confirmed addresses fall back to what the ranges say.
    r = clitest::run({u"logs"_s, logPath, u"--robots"_s, robots, u"--history"_s, db, u"--format"_s, u"json"_s});
    const QJsonObject report = QJsonDocument::fromJson(r.rawOut).object();
    QCOMPARE(crawlerOf(report, u"Googlebot"_s)[u"verified"_s].toInt(), 1);
    QCOMPARE(crawlerOf(report, u"YandexBot"_s)[u"unverified"_s].toInt(), 3);
    QVERIFY2(r.err.contains(u"ranges of Google from "_s) && r.err.contains(u"1 prefixes, fetched "_s),
             qPrintable(r.err));
}

void TestCliLogs::verificationOptionsRefuseBadValues()
{
    QTemporaryDir dir;
    const QString log = dir.filePath(u"a.log"_s);
    const QString robots = dir.filePath(u"robots.txt"_s);
    QVERIFY(clitest::writeFile(log, "1.2.3.4 - - [10/Oct/2026:13:55:36 +0000] \"GET / HTTP/1.1\" 200 1 \"-\" \"x\"\n"));
    QVERIFY(clitest::writeFile(robots, "User-agent: *\nDisallow:\n"));
    for (const QStringList &extra :
         {QStringList{u"--dns-server"_s, u"not-an-address"_s}, QStringList{u"--dns-server"_s, u"127.0.0.1:99999"_s},
          QStringList{u"--dns"_s, u"--timeout"_s, u"0"_s},
          QStringList{u"--ranges-url"_s, u"Google=https://example.com/r.json"_s}, // without --fetch-ranges
          QStringList{u"--fetch-ranges"_s, u"--history"_s, dir.filePath(u"h.sqlite"_s), u"--ranges-url"_s,
                      u"Nobody=https://example.com/r.json"_s}}) {
        const clitest::Result r = clitest::run(QStringList{u"logs"_s, log, u"--robots"_s, robots} + extra);
        QVERIFY2(r.exitCode == 2, qPrintable(extra.join(u' ') + u": "_s + r.err));
        QVERIFY(r.err.startsWith(u"robotstxt logs: "_s));
    }
    // --dns with no crawler address to ask about: nothing asked, exit 0.
    const clitest::Result r =
        clitest::run({u"logs"_s, log, u"--robots"_s, robots, u"--dns"_s, u"--dns-server"_s, u"127.0.0.1:9"_s});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.err.contains(u"DNS: 0 addresses checked"_s));
}

QTEST_GUILESS_MAIN(TestCliLogs)
#include "tst_cli_logs.moc"
