// SPDX-License-Identifier: MIT
// The crawler-log scenario of a whole site, end to end through the real `robotstxt` executable:
// tests/bench/gen_accesslog.py --site writes a W3C log of two hosts (www with three robots.txt
// versions, shop with one) with verified, unverified and spoofed Googlebot, GPTBot and bingbot
// requests before and after each change, and the counts it put in. The versions go into a history
// database at the times they went live; the CLI's JSON must give every count the generator wrote.

#include "clitest.h"

#include "net/fetchreport.h"
#include "net/historystore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::FetchReport;
using robots::net::HistoryStore;

namespace {

QJsonObject generateSite(const QString &dir)
{
    QProcess p;
    p.start(u"python3"_s, {QStringLiteral(ROBOTS_SOURCE_DIR "/tests/bench/gen_accesslog.py"), dir, u"--site"_s});
    if (!p.waitForFinished(-1) || p.exitCode() != 0)
        return {};
    return QJsonDocument::fromJson(clitest::readFile(dir + u"/expected-site.json"_s)).object();
}

/// A finished 200 fetch of `host`'s robots.txt with `body`, at `when`: how the history holds a
/// version that went live then.
FetchReport fetched(const QString &host, const QByteArray &body, const QDateTime &when)
{
    FetchReport r;
    r.requestedUrl = QUrl(u"https://"_s + host + u'/');
    r.robotsUrl = *robots::net::robotsTxtUrl(r.requestedUrl);
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

/// Records the generator's versions of each host in a new history database at `db`.
bool recordVersions(const QString &dir, const QJsonObject &expected, const QString &db)
{
    HistoryStore store;
    if (!store.open(db))
        return false;
    for (const QJsonValue &v : expected[u"versions"_s].toArray()) {
        const QDateTime since = QDateTime::fromString(v[u"since"_s].toString(), Qt::ISODate);
        const QByteArray body = clitest::readFile(dir + u'/' + v[u"file"_s].toString());
        if (!since.isValid() || body.isEmpty() || !store.record(fetched(v[u"host"_s].toString(), body, since)))
            return false;
    }
    return true;
}

QJsonObject crawlerOf(const QJsonObject &report, const QString &name)
{
    for (const QJsonValue &c : report[u"crawlers"_s].toArray())
        if (c[u"crawler"_s].toString() == name)
            return c.toObject();
    return {};
}

} // namespace

class TestCliLogScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachHostIsJudgedByTheVersionLiveAtTheRequestsTime();
};

void TestCliLogScenario::eachHostIsJudgedByTheVersionLiveAtTheRequestsTime()
{
    QTemporaryDir dir;
    const QJsonObject expected = generateSite(dir.path());
    QVERIFY2(!expected.isEmpty(), "tests/bench/gen_accesslog.py --site failed");
    const QString db = dir.filePath(u"history.sqlite"_s);
    QVERIFY(recordVersions(dir.path(), expected, db));

    const clitest::Result r =
        clitest::run({u"logs"_s, dir.filePath(u"site-access.log"_s), u"--history"_s, db, u"--ranges"_s,
                      u"Googlebot="_s + dir.filePath(u"googlebot.json"_s), u"--ranges"_s,
                      u"GPTBot="_s + dir.filePath(u"gptbot.json"_s), u"--format"_s, u"json"_s});
    // Verified Googlebot and GPTBot requests broke the rules in force: exit 1.
    QVERIFY2(r.exitCode == 1, qPrintable(r.err));
    const QJsonObject report = QJsonDocument::fromJson(r.rawOut).object();
    for (const char *key : {"lines", "requests", "crawlerRequests", "badLines"})
        QVERIFY2(report[QLatin1String(key)].toInteger() == expected[QLatin1String(key)].toInteger(), key);
    const QJsonObject crawlers = expected[u"crawlers"_s].toObject();
    QCOMPARE(report[u"crawlers"_s].toArray().size(), crawlers.size());
    for (auto it = crawlers.begin(); it != crawlers.end(); ++it) {
        const QJsonObject got = crawlerOf(report, it.key());
        QVERIFY2(!got.isEmpty(), qPrintable(it.key()));
        const QJsonObject want = it.value().toObject();
        for (auto k = want.begin(); k != want.end(); ++k)
            QVERIFY2(got[k.key()].toInteger() == k.value().toInteger(),
                     qPrintable(it.key() + u' ' + k.key() + u": "_s + QString::number(got[k.key()].toInteger()) +
                                u" != "_s + QString::number(k.value().toInteger())));
        QCOMPARE(got[u"unjudged"_s].toInteger(), 0);
    }
}

QTEST_GUILESS_MAIN(TestCliLogScenario)
#include "tst_cli_logscenario.moc"
