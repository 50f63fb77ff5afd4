// SPDX-License-Identifier: MIT
// `robotstxt check --fetch --history DB`, the real executable against a loopback server: what the
// history may answer (RFC 9309 §2.4: a 2xx file for up to its freshness, 24 h at most, less with
// Cache-Control max-age; never a failed fetch or a missing file), that every such answer says so
// ("from the history, fetched 3 h ago", JSON "fromHistory" and "fetchedAt"), that --refresh
// fetches anyway, and what --offline answers from. Earlier fetches are planted in the history at
// the ages a row needs (HistoryStore::record with a time), so no test waits for a clock.
#include "clitest.h"
#include "net/fetchreport.h"
#include "net/historystore.h"
#include "testhttpserver.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::FetchReport;
using robots::net::HistoryStore;

namespace {

const QByteArray kFile = "User-agent: *\nDisallow: /private\n";
const QByteArray kOlderFile = "User-agent: *\nDisallow: /\n";

/// What a fetch of `server`'s robots.txt met, as Fetcher reports it: an HTTP status (0: the
/// connection was refused), a Cache-Control max-age when >= 0, and a body for a 2xx.
FetchReport met(const TestHttpServer &server, int status, int maxAge = -1, const QByteArray &body = kFile)
{
    FetchReport r;
    r.requestedUrl = server.url(u"/robots.txt"_s);
    r.robotsUrl = r.requestedUrl;
    r.maxRedirects = robots::net::kMaxRedirects;
    r.maxBodyBytes = robots::net::kMaxRobotsBytes;
    if (status == 0) {
        r.networkError = robots::NetworkError::ConnectionRefused;
    } else {
        r.chain.append(robots::net::Hop{r.robotsUrl, status, status == 200 ? "OK" : "Error", {}});
        r.status = status;
        r.reasonPhrase = status == 200 ? "OK" : status == 404 ? "Not Found" : "Service Unavailable";
        r.contentType = "text/plain";
        if (maxAge >= 0) {
            r.headers = {{"Cache-Control", "max-age=" + QByteArray::number(maxAge)}};
            r.maxAge = std::chrono::seconds(maxAge);
        }
        if (status >= 200 && status < 300) {
            r.body = body;
            r.bytesReceived = body.size();
        }
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    r.startedAt = now;
    r.finishedAt = now;
    r.complete();
    return r;
}

/// Records `report` in the history at `path` as made `age` seconds ago. The fetch time, to the
/// second, as the JSON output gives it back.
QDateTime plant(const QString &path, const FetchReport &report, qint64 age)
{
    HistoryStore store;
    if (!store.open(path))
        return {};
    QDateTime when = QDateTime::currentDateTimeUtc().addSecs(-age);
    when.setTime(QTime(when.time().hour(), when.time().minute(), when.time().second()));
    return store.record(report, when) ? when : QDateTime();
}

QString hostLine(const clitest::Result &r)
{
    for (const QString &line : r.err.split(u'\n'))
        if (line.startsWith(u"# "_s))
            return line;
    return {};
}

} // namespace

class TestCliCache : public QObject
{
    Q_OBJECT

    TestHttpServer m_server;
    QTemporaryDir m_dir;
    int m_histories = 0;

    QString newHistory() { return m_dir.filePath(u"history-%1.sqlite"_s.arg(++m_histories)); }
    QString url(const QString &path) const { return m_server.url(path).toString(); }
    clitest::Result check(const QStringList &args) { return clitest::runServing(QStringList{u"check"_s} + args); }

private Q_SLOTS:
    void initTestCase()
    {
        QNetworkProxyFactory::setUseSystemConfiguration(false);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.listen());
    }

    void init() { m_server.route("/robots.txt", TestHttpServer::ok(kFile)); }

    // The defect this suite was written for: a 503 seen once answered "disallowed" from the
    // history after the server had recovered. RFC 9309 §2.4: a failed fetch is not a version.
    void aServerErrorIsNotReusedByTheNextCheck()
    {
        const QString history = newHistory();
        m_server.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        const int before = m_server.hits("/robots.txt");
        const clitest::Result down = check({u"--fetch"_s, u"--history"_s, history, url(u"/page"_s)});
        QCOMPARE(down.exitCode, 1);
        QVERIFY2(down.out.startsWith(u"disallowed * %1 (robots.txt: Server error 503"_s.arg(url(u"/page"_s))),
                 qPrintable(down.out));

        m_server.route("/robots.txt", TestHttpServer::ok(kFile));
        const clitest::Result recovered = check({u"--fetch"_s, u"--history"_s, history, url(u"/page"_s)});
        QCOMPARE(recovered.exitCode, 0);
        QCOMPARE(recovered.out, u"allowed    * %1 (no rule matches)\n"_s.arg(url(u"/page"_s)));
        QCOMPARE(m_server.hits("/robots.txt"), before + 2);

        // The file fetched now is a version: the next check is answered from the history, and says so.
        const clitest::Result again = check({u"--fetch"_s, u"--history"_s, history, url(u"/private/x"_s)});
        QCOMPARE(again.exitCode, 1);
        QCOMPARE(m_server.hits("/robots.txt"), before + 2);
        QVERIFY2(again.out.startsWith(u"disallowed * %1 (line 2: Disallow: /private; from the history, fetched "_s.arg(
                     url(u"/private/x"_s))),
                 qPrintable(again.out));
        QVERIFY2(hostLine(again).contains(u"(from the history, fetched "_s) &&
                     hostLine(again).endsWith(u"; --refresh fetches it again)"_s),
                 qPrintable(again.err));
    }

    void whatTheHistoryMayAnswer_data()
    {
        QTest::addColumn<int>("status");   // of the fetch planted; 0: connection refused
        QTest::addColumn<int>("maxAge");   // its Cache-Control max-age, -1: none
        QTest::addColumn<int>("age");      // seconds since it was made
        QTest::addColumn<QString>("note"); // empty: not served, the host is fetched again
        // RFC 9309 §2.4: a file may be reused for 24 hours, less when its Cache-Control says so.
        QTest::newRow("200-3h/served") << 200 << -1 << 3 * 3600 << u"from the history, fetched 3 h ago"_s;
        QTest::newRow("200-23h/served") << 200 << -1 << 23 * 3600 << u"from the history, fetched 23 h ago"_s;
        QTest::newRow("200-25h/fetched-again") << 200 << -1 << 25 * 3600 << QString();
        QTest::newRow("200-max-age-7200-20min/served")
            << 200 << 7200 << 20 * 60 << u"from the history, fetched 20 min ago"_s;
        QTest::newRow("200-max-age-600-20min/fetched-again") << 200 << 600 << 20 * 60 << QString();
        QTest::newRow("200-max-age-week-25h/fetched-again") << 200 << 7 * 86400 << 25 * 3600 << QString();
        // Not versions of the file: never an answer, however recent.
        QTest::newRow("404-10min/fetched-again") << 404 << -1 << 600 << QString();
        QTest::newRow("503-10min/fetched-again") << 503 << -1 << 600 << QString();
        QTest::newRow("429-10min/fetched-again") << 429 << -1 << 600 << QString();
        QTest::newRow("refused-10min/fetched-again") << 0 << -1 << 600 << QString();
    }
    void whatTheHistoryMayAnswer()
    {
        QFETCH(int, status);
        QFETCH(int, maxAge);
        QFETCH(int, age);
        QFETCH(QString, note);
        const QString history = newHistory();
        // A planted 2xx disallows everything, the server's file only /private: the verdict says
        // which one answered.
        const QDateTime planted = plant(history, met(m_server, status, maxAge, kOlderFile), age);
        QVERIFY(planted.isValid());
        const int before = m_server.hits("/robots.txt");
        const clitest::Result r =
            check({u"--fetch"_s, u"--history"_s, history, u"--format"_s, u"json"_s, url(u"/page"_s)});
        const QJsonObject o = QJsonDocument::fromJson(r.rawOut).object();
        const bool served = !note.isEmpty();
        QCOMPARE(m_server.hits("/robots.txt"), before + (served ? 0 : 1));
        QCOMPARE(o.value(u"fromHistory"_s).toBool(), served);
        QCOMPARE(o.value(u"verdict"_s).toString(), served ? u"disallowed"_s : u"allowed"_s);
        QCOMPARE(r.exitCode, served ? 1 : 0);
        const QDateTime fetchedAt = QDateTime::fromString(o.value(u"fetchedAt"_s).toString(), Qt::ISODate);
        if (served) {
            QCOMPARE(fetchedAt, planted);
            QVERIFY2(hostLine(r).contains(u"(" + note + u"; --refresh fetches it again)"), qPrintable(r.err));
        } else {
            QVERIFY(fetchedAt > planted);
            QVERIFY2(!r.err.contains(u"from the history"_s), qPrintable(r.err));
        }
        QCOMPARE(o.value(u"status"_s).toInt(), served ? status : 200);
        QCOMPARE(o.value(u"stale"_s).toBool(), false);
    }

    void refreshFetchesEvenAFreshCopy()
    {
        const QString history = newHistory();
        QVERIFY(plant(history, met(m_server, 200, -1, kOlderFile), 3600).isValid());
        const int before = m_server.hits("/robots.txt");
        const clitest::Result r = check({u"--fetch"_s, u"--refresh"_s, u"--history"_s, history, url(u"/page"_s)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"allowed    * %1 (no rule matches)\n"_s.arg(url(u"/page"_s)));
        QCOMPARE(m_server.hits("/robots.txt"), before + 1);
        HistoryStore store;
        QVERIFY(store.open(history));
        QCOMPARE(store.fetches(url(u"/"_s)).size(), 2); // recorded too
    }

    // Offline, the history alone answers: from its newest version, marked stale past its
    // freshness; a host with no version is unknown, whatever failed fetches it holds.
    void offlineAnswersFromVersionsOnly_data()
    {
        QTest::addColumn<QList<int>>("planted"); // status, age in hours; pairs, oldest first
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("says"); // in the verdict line or the host line
        QTest::newRow("version-2h/fresh") << QList<int>{200, 2} << u"disallowed"_s // kOlderFile: Disallow: /
                                          << u"(line 2: Disallow: /; from the history, fetched 2 h ago)\n"_s;
        QTest::newRow("version-30h/stale") << QList<int>{200, 30} << u"disallowed"_s
                                           << u"from the history, fetched 30 h ago; stale: past its freshness"_s;
        QTest::newRow("version-then-503/the-version")
            << QList<int>{200, 30, 503, 1} << u"disallowed"_s << u"its newest fetch: Server error 503"_s;
        QTest::newRow("only-503/unknown") << QList<int>{503, 1} << u"unknown"_s << u"holds no copy"_s;
        QTest::newRow("only-404/unknown") << QList<int>{404, 1} << u"unknown"_s << u"holds no copy"_s;
    }
    void offlineAnswersFromVersionsOnly()
    {
        QFETCH(QList<int>, planted);
        QFETCH(QString, verdict);
        QFETCH(QString, says);
        const QString history = newHistory();
        for (qsizetype i = 0; i + 1 < planted.size(); i += 2)
            QVERIFY(plant(history, met(m_server, planted[i], -1, kOlderFile), qint64(planted[i + 1]) * 3600).isValid());
        const int before = m_server.hits("/robots.txt");
        const clitest::Result r = check({u"--offline"_s, u"--history"_s, history, url(u"/page"_s)});
        QCOMPARE(m_server.hits("/robots.txt"), before);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(verdict.leftJustified(10) + u" * "_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(says) || hostLine(r).contains(says), qPrintable(r.out + r.err));
        if (verdict != u"unknown")
            QVERIFY2(r.out.contains(u"from the history, fetched "_s), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCliCache)
#include "tst_cli_cache.moc"
