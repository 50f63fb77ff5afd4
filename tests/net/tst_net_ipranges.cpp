// SPDX-License-Identifier: MIT
// The operators' IP range files (net/ipranges.h): read with Qt's JSON parser, a malformed prefix
// named and skipped, anything that is not a range file refused; fetched from a loopback server
// (TestHttpServer) and kept in the history with their date, the previous copy kept when a
// refresh fails (404, HTML, a huge body, a stalled server).

#include "net/historystore.h"
#include "net/ipranges.h"
#include "testhttpserver.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::HistoryStore;
using robots::net::HistoryWorker;
using robots::net::IpRangeStore;

namespace {

QByteArray rangeFile(const char *creationTime, const char *prefix)
{
    return QByteArray(R"({"creationTime": ")") + creationTime + R"(", "prefixes": [{"ipv4Prefix": ")" + prefix +
           "\"}]}";
}

/// The fetch options of these tests: the fetcher's own time-out ends the stalled server's fetch.
robots::net::FetchOptions options()
{
    robots::net::FetchOptions o;
    o.timeout = std::chrono::milliseconds(1500);
    return o;
}

/// A loopback server, a history in a scratch folder, and a store writing to it through its worker.
struct Rig
{
    TestHttpServer server;
    QTemporaryDir dir;
    QString db = dir.filePath(QStringLiteral("history.sqlite"));
    HistoryWorker worker;
    IpRangeStore store{&worker};
    Rig()
    {
        worker.setPath(db);
        store.setOptions(options());
    }
};

QString english(const robots::Message &m)
{
    return QString::fromStdString(m.toEnglish());
}

} // namespace

class TestNetIpRanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseReadsGooglesShape();
    void parseSkipsMalformedPrefixesAndKeepsTheRest();
    void parseRefusesWhatIsNoRangeFile_data();
    void parseRefusesWhatIsNoRangeFile();
    void refreshStoresEachFileWithItsDate();
    void refreshKeepsThePreviousCopyWhenAFetchFails_data();
    void refreshKeepsThePreviousCopyWhenAFetchFails();
    void historyOfVersion1GainsTheVerificationTables();
};

void TestNetIpRanges::parseReadsGooglesShape()
{
    const robots::net::IpRangeParse r = robots::net::parseIpRangeFile(R"({
  "creationTime": "2026-03-01T00:00:00.000000",
  "prefixes": [
    {"ipv6Prefix": "2001:4860:4801:10::/64"},
    {"ipv4Prefix": "66.249.64.0/27"}
  ]
})");
    QVERIFY(r.file);
    QVERIFY(r.problems.isEmpty());
    QCOMPARE(QString::fromStdString(r.file->creationTime), u"2026-03-01T00:00:00.000000"_s);
    QCOMPARE(r.file->prefixes.size(), std::size_t(2));
    QVERIFY(r.file->prefixes[1].contains(*robots::parseIpAddress("66.249.64.31")));
    QVERIFY(!r.file->prefixes[1].contains(*robots::parseIpAddress("66.249.64.32")));
}

void TestNetIpRanges::parseSkipsMalformedPrefixesAndKeepsTheRest()
{
    const robots::net::IpRangeParse r = robots::net::parseIpRangeFile(
        R"({"prefixes": [{"ipv4Prefix": "300.1.1.1/8"}, {"ipv4Prefix": "20.171.206.0/24"}, {"note": 1},
                         {"ipv6Prefix": "2001:db8::/129"}, {"ipv4Prefix": 42}]})");
    QVERIFY(r.file);
    QCOMPARE(r.file->prefixes.size(), std::size_t(1));
    QCOMPARE(r.problems.size(), 4);
    QCOMPARE(QString::fromStdString(r.problems[0].toEnglish()),
             u"prefix 1 ('300.1.1.1/8') is not an address/length: skipped"_s);
    QCOMPARE(QString::fromStdString(r.problems[1].toEnglish()),
             u"entry 3 has no \"ipv4Prefix\" or \"ipv6Prefix\": skipped"_s);
}

void TestNetIpRanges::parseRefusesWhatIsNoRangeFile_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("id");
    QTest::newRow("html-page") << QByteArray("<html><body>Not found</body></html>") << u"net.ranges.not-json"_s;
    QTest::newRow("truncated-json") << QByteArray(R"({"prefixes": [{"ipv4Prefix": "1.2.)") << u"net.ranges.not-json"_s;
    QTest::newRow("json-array") << QByteArray("[]") << u"net.ranges.not-object"_s;
    // What Google's old URLs answer since the files moved (200, JSON, no prefixes).
    QTest::newRow("google-moved-notice") << QByteArray(
                                                R"({"Action needed": "update the location you're fetching from"})")
                                         << u"net.ranges.no-prefixes"_s;
    QTest::newRow("no-usable-prefix") << QByteArray(R"({"prefixes": [{"ipv4Prefix": "x"}]})") << u"net.ranges.empty"_s;
    QTest::newRow("empty-list") << QByteArray(R"({"prefixes": []})") << u"net.ranges.empty"_s;
}

void TestNetIpRanges::parseRefusesWhatIsNoRangeFile()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, id);
    const robots::net::IpRangeParse r = robots::net::parseIpRangeFile(body);
    QVERIFY(!r.file);
    QCOMPARE(QString::fromStdString(std::string(r.error.id)), id);
}

void TestNetIpRanges::refreshStoresEachFileWithItsDate()
{
    Rig rig;
    TestHttpServer &server = rig.server;
    IpRangeStore &store = rig.store;
    const QString &db = rig.db;
    QVERIFY(server.listen());
    server.route("/googlebot.json",
                 TestHttpServer::ok(rangeFile("2026-11-01T00:00:00.000000", "66.249.64.0/27"), "application/json"));
    server.route("/gptbot.json", TestHttpServer::ok(rangeFile("2026-11-02T00:00:00", "20.171.206.0/24")));
    store.setSources(
        {{u"Google"_s, {server.url(u"/googlebot.json"_s)}}, {u"OpenAI"_s, {server.url(u"/gptbot.json"_s)}}});
    int emitted = 0;
    connect(&store, &IpRangeStore::finished, this, [&] { ++emitted; });
    // refresh() returns at once: nothing is fetched or stored on the caller's stack.
    store.refresh();
    QVERIFY(store.isRunning());
    QCOMPARE(server.requests().size(), 0);
    QCOMPARE(emitted, 0);
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    const QList<IpRangeStore::Refreshed> results = store.refreshBlocking(); // restarts it, to its end
    QCOMPARE(results.size(), 2);
    for (const IpRangeStore::Refreshed &r : results)
        QVERIFY2(r.stored, qPrintable(r.url.toString() + u' ' + english(r.why)));
    QCOMPARE(results[0].prefixes, 1);
    QCOMPARE(results[0].creationTime, u"2026-11-01T00:00:00.000000"_s);

    HistoryStore history;
    QVERIFY(history.open(db));
    const QList<HistoryStore::RangeFile> files = history.latestRangeFiles();
    QCOMPARE(files.size(), 2);
    QCOMPARE(files[0].operatorName, u"Google"_s);
    QCOMPARE(files[0].url, server.url(u"/googlebot.json"_s));
    QVERIFY(files[0].fetchedAt >= before);
    QCOMPARE(files[1].creationTime, u"2026-11-02T00:00:00"_s);
    const IpRangeStore::Loaded loaded = IpRangeStore::load(history);
    QCOMPARE(loaded.files.size(), 2);
    QCOMPARE(loaded.files[0].prefixes, 1);
    QVERIFY(loaded.verifier.hasRanges("Google"));
    QCOMPARE(loaded.verifier.verify(*robots::findCrawler("GPTBot"), "20.171.206.9"), robots::Verification::Verified);
    QCOMPARE(loaded.verifier.verify(*robots::findCrawler("Googlebot"), "20.171.206.9"), robots::Verification::Spoofed);
    // Only the operators asked for.
    QVERIFY(!IpRangeStore::load(history, {u"OpenAI"_s}).verifier.hasRanges("Google"));
}

void TestNetIpRanges::refreshKeepsThePreviousCopyWhenAFetchFails_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<QString>("id");
    QTest::newRow("http-404") << QByteArray("404") << u"net.ranges.status"_s;
    QTest::newRow("http-503") << QByteArray("503") << u"net.ranges.status"_s;
    QTest::newRow("html-instead-of-json") << QByteArray("html") << u"net.ranges.not-kept"_s;
    QTest::newRow("google-moved-notice") << QByteArray("moved") << u"net.ranges.not-kept"_s;
    QTest::newRow("huge-body") << QByteArray("huge") << u"net.ranges.too-big"_s;
    QTest::newRow("stalled-server") << QByteArray("stall") << u"net.ranges.timed-out"_s;
}

void TestNetIpRanges::refreshKeepsThePreviousCopyWhenAFetchFails()
{
    QFETCH(QByteArray, kind);
    QFETCH(QString, id);
    Rig rig;
    TestHttpServer &server = rig.server;
    IpRangeStore &store = rig.store;
    const QString &db = rig.db;
    QVERIFY(server.listen());
    server.route("/ranges.json", TestHttpServer::ok(rangeFile("2026-11-01T00:00:00", "66.249.64.0/27")));
    store.setSources({{u"Google"_s, {server.url(u"/ranges.json"_s)}}});
    QVERIFY(store.refreshBlocking().value(0).stored);

    TestHttpServer::Response hostile;
    if (kind == "404" || kind == "503")
        hostile = TestHttpServer::status(kind.toInt(), "Failed", "<html>gone</html>");
    else if (kind == "html")
        hostile = TestHttpServer::ok("<!doctype html><html><body>Sign in</body></html>", "text/html");
    else if (kind == "moved")
        hostile =
            TestHttpServer::ok(R"({"Action needed": "update the location you're fetching from"})", "application/json");
    else if (kind == "huge")
        hostile = TestHttpServer::ok(QByteArray(R"({"prefixes": [)") + QByteArray(IpRangeStore::kMaxBytes + 1024, ' ') +
                                     "]}");
    else
        hostile.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    server.route("/ranges.json", hostile);
    const IpRangeStore::Refreshed failed = store.refreshBlocking(u"Google"_s).value(0);
    QVERIFY(!failed.stored);
    QCOMPARE(QString::fromStdString(std::string(failed.why.id)), id);
    QVERIFY2(english(failed.why).contains(u"previous copy is kept"_s), qPrintable(english(failed.why)));

    HistoryStore history;
    QVERIFY(history.open(db));
    const IpRangeStore::Loaded loaded = IpRangeStore::load(history);
    QCOMPARE(loaded.files.size(), 1);
    QCOMPARE(loaded.files[0].creationTime, u"2026-11-01T00:00:00"_s);
    QCOMPARE(loaded.verifier.verify(*robots::findCrawler("Googlebot"), "66.249.64.1"), robots::Verification::Verified);

    // A good file again: the newest copy is used.
    server.route("/ranges.json", TestHttpServer::ok(rangeFile("2026-11-20T00:00:00", "66.249.90.0/24")));
    QVERIFY(store.refreshBlocking().value(0).stored);
    const IpRangeStore::Loaded fresh = IpRangeStore::load(history);
    QCOMPARE(fresh.files.value(0).creationTime, u"2026-11-20T00:00:00"_s);
    QCOMPARE(fresh.verifier.verify(*robots::findCrawler("Googlebot"), "66.249.64.1"), robots::Verification::Spoofed);
}

void TestNetIpRanges::historyOfVersion1GainsTheVerificationTables()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"v1.sqlite"_s);
    {
        HistoryStore store;
        QVERIFY(store.open(db));
    }
    {
        // Back to version 1, as a file written before this schema.
        QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        raw.setDatabaseName(db);
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(u"DROP TABLE range_files"_s));
        QVERIFY(q.exec(u"DROP TABLE dns_answers"_s));
        QVERIFY(q.exec(u"PRAGMA user_version = 1"_s));
        q.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
    HistoryStore store;
    QVERIFY2(store.open(db), store.error().toEnglish().c_str());
    QVERIFY(store.recordRangeFile({0, u"Google"_s, QUrl(u"https://example.com/r.json"_s),
                                   QDateTime::currentDateTimeUtc(), u"t"_s, rangeFile("t", "1.2.3.0/24")}));
    QCOMPARE(store.latestRangeFiles().size(), 1);
    QVERIFY(store.recordDnsAnswers(
        {{u"Yandex"_s, u"5.255.253.1"_s, true, u"spider.yandex.com"_s, QDateTime::currentDateTimeUtc()}}));
    QCOMPARE(store.dnsAnswers(QDateTime::currentDateTimeUtc().addDays(-1)).size(), 1);
    // Pruning drops answers older than the retention.
    QCOMPARE(store.prune({90, 20}, QDateTime::currentDateTimeUtc().addDays(89)), 0);
    QCOMPARE(store.dnsAnswers(QDateTime::currentDateTimeUtc().addDays(-1)).size(), 1);
    QCOMPARE(store.prune({90, 20}, QDateTime::currentDateTimeUtc().addDays(91)), 0);
    QCOMPARE(store.dnsAnswers(QDateTime::currentDateTimeUtc().addDays(-1)).size(), 0);
}

QTEST_GUILESS_MAIN(TestNetIpRanges)
#include "tst_net_ipranges.moc"
