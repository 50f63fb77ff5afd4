// SPDX-License-Identifier: MIT
// The streamed access log reader (net/accesslogreader.h) and the live versions of a host from the
// history (net/robotshistory.h): plain and gzip files, many files in order, every line ending,
// an endless line, broken and cut gzip, progress and cancel; one thread and two give the same.

#include "net/accesslogreader.h"
#include "net/fetchreport.h"
#include "net/historystore.h"
#include "net/robotshistory.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <zlib.h>

using namespace Qt::StringLiterals;
using robots::net::AccessLogReader;

namespace {

QByteArray gzipOf(const QByteArray &data)
{
    z_stream s{};
    deflateInit2(&s, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&s, uLong(data.size()))), '\0');
    s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    s.avail_in = uInt(data.size());
    s.next_out = reinterpret_cast<Bytef *>(out.data());
    s.avail_out = uInt(out.size());
    deflate(&s, Z_FINISH);
    out.resize(qsizetype(s.total_out));
    deflateEnd(&s);
    return out;
}

bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray logLine(int i, const char *path = "/page")
{
    return "66.249.66.1 - - [01/Mar/2026:12:00:" + QByteArray::number(10 + i % 50) + " +0000] \"GET " + path +
           " HTTP/1.1\" 200 1 \"-\" \"Mozilla/5.0 (compatible; Googlebot/2.1)\"";
}

/// `n` request lines joined by `ending`.
QByteArray logOf(int n, const QByteArray &ending = "\n")
{
    QByteArray out;
    for (int i = 0; i < n; ++i)
        out += logLine(i) + ending;
    return out;
}

robots::LogSummary readAll(const QStringList &files, bool pipeline, AccessLogReader::Result *result = nullptr)
{
    robots::LogJudge judge;
    judge.setVersions("", {{INT64_MIN, "User-agent: *\nDisallow: /private/\n", "robots.txt"}});
    AccessLogReader::Options options;
    options.pipeline = pipeline;
    const AccessLogReader::Result r = AccessLogReader::read(files, judge, options);
    if (result)
        *result = r;
    return judge.summary();
}

} // namespace

class TestNetAccessLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyLineEndingGivesEveryLine_data();
    void everyLineEndingGivesEveryLine();
    void gzipIsRecognisedByItsBytes();
    void w3cFieldsCarryAcrossChunks();
    void manyFilesAreReadInOrderWithTheirOwnLineNumbers();
    void endlessLineIsSkippedNotKept();
    void brokenGzipKeepsTheLinesBeforeIt();
    void progressReachesTheTotalAndCancelStops();
    void liveVersionsFollowEachChangeOfBody();
};

void TestNetAccessLog::everyLineEndingGivesEveryLine_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("requests");
    QTest::newRow("lf") << logOf(3) << 3;
    QTest::newRow("crlf") << logOf(3, "\r\n") << 3;
    QTest::newRow("none-at-end") << logOf(3).chopped(1) << 3;
    QTest::newRow("blank-lines") << QByteArray("\n\n" + logOf(2) + "\n") << 2;
    QTest::newRow("empty-file") << QByteArray() << 0;
    QTest::newRow("nul-bytes-are-a-bad-line") << QByteArray(logOf(1) + QByteArray(5, '\0') + '\n') << 1;
}

void TestNetAccessLog::everyLineEndingGivesEveryLine()
{
    QFETCH(QByteArray, text);
    QFETCH(int, requests);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"a.log"_s);
    QVERIFY(write(path, text));
    for (const bool pipeline : {false, true}) {
        const robots::LogSummary s = readAll({path}, pipeline);
        QCOMPARE(int(s.requests), requests);
        QCOMPARE(int(s.crawlerRequests), requests);
    }
}

void TestNetAccessLog::gzipIsRecognisedByItsBytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"access.log.1"_s); // no .gz: the bytes say it
    QByteArray text = logOf(5000);
    QByteArray gz = gzipOf(text.left(text.size() / 2)) + gzipOf(text.mid(text.size() / 2)); // two members
    QVERIFY(write(path, gz));
    AccessLogReader::Result result;
    const robots::LogSummary s = readAll({path}, true, &result);
    QCOMPARE(int(s.requests), 5000);
    QCOMPARE(s.badLines, 0u);
    QVERIFY(result.files.at(0).compressed);
    QVERIFY(result.files.at(0).error.isEmpty());
}

void TestNetAccessLog::w3cFieldsCarryAcrossChunks()
{
    // Several chunks, and a second #Fields: with the columns in another order halfway: each
    // chunk is parsed on its own, with the directive in force at its start.
    QByteArray text = "#Software: Microsoft Internet Information Services 10.0\n"
                      "#Fields: date time c-ip cs-method cs-uri-stem cs-uri-query sc-status cs(User-Agent)\n";
    const QByteArray ua = "Mozilla/5.0+(compatible;+Googlebot/2.1;++http://www.google.com/bot.html)";
    const int n = 40000;
    for (int i = 0; i < n; ++i) {
        if (i == n / 2)
            text += "#Fields: date time cs(User-Agent) sc-status c-ip cs-method cs-uri-stem cs-uri-query\n";
        const QByteArray path = "/private/" + QByteArray::number(i);
        if (i < n / 2)
            text += "2026-03-01 12:00:00 66.249.66.1 GET " + path + " - 200 " + ua + "\n";
        else
            text += "2026-03-01 12:00:00 " + ua + " 200 66.249.66.1 GET " + path + " -\n";
    }
    QVERIFY(text.size() > 3 * AccessLogReader::kChunkBytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"u_ex260301.log"_s);
    QVERIFY(write(path, text));
    for (const bool pipeline : {false, true}) {
        AccessLogReader::Result result;
        const robots::LogSummary s = readAll({path}, pipeline, &result);
        QCOMPARE(result.files.at(0).format, robots::LogFormat::W3c);
        QCOMPARE(s.badLines, 0u);
        QCOMPARE(int(s.crawlerRequests), n);
        QCOMPARE(int(s.crawlers.at(0).violations), n); // every path under /private/
    }
}

void TestNetAccessLog::manyFilesAreReadInOrderWithTheirOwnLineNumbers()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(u"a.log"_s), b = dir.filePath(u"b.log.gz"_s);
    QVERIFY(write(a, logOf(2) + "garbage\n"));
    QVERIFY(write(b, gzipOf("garbage\n" + logOf(2))));
    for (const bool pipeline : {false, true}) {
        AccessLogReader::Result result;
        const robots::LogSummary s = readAll({a, b}, pipeline, &result);
        QCOMPARE(int(s.requests), 4);
        QCOMPARE(s.badSamples.size(), std::size_t(2));
        QCOMPARE(s.badSamples[0].file, 0u);
        QCOMPARE(s.badSamples[0].line, 3u);
        QCOMPARE(s.badSamples[1].file, 1u);
        QCOMPARE(s.badSamples[1].line, 1u);
        QCOMPARE(result.files.at(1).lines, 3u);
    }
}

void TestNetAccessLog::endlessLineIsSkippedNotKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"a.log"_s);
    QVERIFY(write(path, logOf(1) + QByteArray(3 << 20, 'x') + '\n' + logOf(1) + QByteArray(200000, 'y')));
    for (const bool pipeline : {false, true}) {
        const robots::LogSummary s = readAll({path}, pipeline);
        QCOMPARE(int(s.requests), 2);
        QCOMPARE(s.badByProblem[std::size_t(robots::LogLineProblem::TooLong)], 2u); // the last has no line end
        QCOMPARE(s.badSamples.at(0).line, 2u);
    }
}

void TestNetAccessLog::brokenGzipKeepsTheLinesBeforeIt()
{
    QTemporaryDir dir;
    const QByteArray gz = gzipOf(logOf(20000));
    const QString cut = dir.filePath(u"cut.gz"_s), broken = dir.filePath(u"broken.gz"_s);
    QVERIFY(write(cut, gz.left(gz.size() / 2)));
    QByteArray bad = gz;
    for (qsizetype i = gz.size() / 2; i < gz.size() / 2 + 64; ++i)
        bad[i] = char(bad[i] ^ 0x5a);
    QVERIFY(write(broken, bad));
    for (const QString &path : {cut, broken}) {
        AccessLogReader::Result result;
        const robots::LogSummary s = readAll({path}, true, &result);
        QVERIFY2(!result.files.at(0).error.isEmpty(), qPrintable(path));
        QVERIFY(s.requests > 0);
        QVERIFY(s.requests < 20000);
    }
    AccessLogReader::Result missing;
    readAll({dir.filePath(u"none.log"_s)}, true, &missing);
    QVERIFY(!missing.files.at(0).error.isEmpty());
}

void TestNetAccessLog::progressReachesTheTotalAndCancelStops()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"big.log"_s);
    const QByteArray text = logOf(60000); // several chunks
    QVERIFY(write(path, text));
    robots::LogJudge judge;
    AccessLogReader::Progress last;
    int calls = 0;
    AccessLogReader::read({path}, judge, {}, [&](const AccessLogReader::Progress &p) {
        QVERIFY(p.bytesRead >= last.bytesRead);
        last = p;
        ++calls;
    });
    QVERIFY(calls > 1);
    QCOMPARE(last.bytesRead, last.bytesTotal);
    QCOMPARE(last.lines, 60000u);

    std::atomic<bool> cancel{false};
    robots::LogJudge stopped;
    const AccessLogReader::Result r =
        AccessLogReader::read({path}, stopped, {}, [&](const AccessLogReader::Progress &) { cancel = true; }, &cancel);
    QVERIFY(r.cancelled);
    QVERIFY(stopped.summary().lines < 60000);
}

void TestNetAccessLog::liveVersionsFollowEachChangeOfBody()
{
    QTemporaryDir dir;
    robots::net::HistoryStore store;
    QVERIFY(store.open(dir.filePath(u"h.sqlite"_s)));
    const QDateTime t0(QDate(2026, 3, 1), QTime(0, 0), QTimeZone::UTC);
    auto fetch = [&](int status, const QByteArray &body, int day) {
        robots::net::FetchReport r;
        r.requestedUrl = QUrl(u"https://www.example.com/"_s);
        r.robotsUrl = QUrl(u"https://www.example.com/robots.txt"_s);
        r.chain.append(robots::net::Hop{r.robotsUrl, status, "", {}});
        r.status = status;
        r.body = body;
        r.bytesReceived = body.size();
        r.startedAt = t0.addDays(day);
        r.finishedAt = t0.addDays(day);
        r.complete();
        return store.record(r).has_value();
    };
    QVERIFY(fetch(200, "A", 0));
    QVERIFY(fetch(200, "A", 1));    // the same body: no new version
    QVERIFY(fetch(503, "down", 2)); // unreachable: the copy stays (RFC 9309 §2.4)
    QVERIFY(fetch(200, "B", 3));
    QVERIFY(fetch(404, "", 4));  // no file: everything allowed (RFC 9309 §2.3.1.3)
    QVERIFY(fetch(200, "A", 5)); // A again is a version of its own
    const std::vector<robots::RobotsVersion> v = robots::net::liveVersions(store, u"https://www.example.com/"_s);
    QCOMPARE(v.size(), std::size_t(4));
    const std::vector<std::string> bodies{v[0].body, v[1].body, v[2].body, v[3].body};
    QCOMPARE(bodies, (std::vector<std::string>{"A", "B", "", "A"}));
    QCOMPARE(v[1].sinceMs, t0.addDays(3).toMSecsSinceEpoch());
    QCOMPARE(v[3].sinceMs, t0.addDays(5).toMSecsSinceEpoch());
}

QTEST_GUILESS_MAIN(TestNetAccessLog)
#include "tst_net_accesslog.moc"
