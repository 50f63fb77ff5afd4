// SPDX-License-Identifier: MIT
// `robotstxt site fetch` and `robotstxt history`, the real executable against loopback servers
// (tests/net/testhttpserver.h): every host recorded into the history, one line each, exit 1 when
// a host could not be fetched; versions listed newest first and diffed with the core's unified diff.
#include "clitest.h"
#include "net/sitefile.h"
#include "testhttpserver.h"

#include "net/historystore.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QByteArray kV1 = "User-agent: *\nDisallow: /private\n";
const QByteArray kV2 = "User-agent: *\nDisallow: /private\nDisallow: /tmp\n";
const QByteArray kV3 = "User-agent: *\nAllow: /private/press\nDisallow: /tmp\n";

} // namespace

class TestCliSite : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    TestHttpServer m_ok;
    TestHttpServer m_down;
    QString m_site;
    QString m_history;

    clitest::Result siteFetch()
    {
        return clitest::runServing({u"site"_s, u"fetch"_s, m_site, u"--history"_s, m_history});
    }
    QString okHost() const { return m_ok.url().adjusted(QUrl::RemovePath).toString(); }
    QString downHost() const { return m_down.url().adjusted(QUrl::RemovePath).toString(); }
    QString lineOf(const clitest::Result &r, const QString &host) const
    {
        for (const QString &line : r.out.split(u'\n'))
            if (line.startsWith(host + u' '))
                return line;
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_ok.listen());
        QVERIFY(m_down.listen());
        m_ok.route("/robots.txt", TestHttpServer::ok(kV1));
        m_down.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable", "<html>down</html>"));
        robots::net::SiteFile site;
        site.name = u"Two hosts"_s;
        QVERIFY(site.addHost(m_ok.url()));
        QVERIFY(site.addHost(m_down.url()));
        m_site = m_dir.filePath(u"two.robotssite"_s);
        m_history = m_dir.filePath(u"history.sqlite"_s);
        QVERIFY(site.save(m_site));
    }

    void siteFetchRecordsEveryHostAndFailsOnAnUnreachableOne()
    {
        const clitest::Result r = siteFetch();
        QCOMPARE(r.exitCode, 1); // the 503 host could not be fetched
        QCOMPARE(r.out.count(u'\n'), 2);
        const QString ok = lineOf(r, okHost());
        QVERIFY2(ok.contains(u"200 OK"_s) && ok.contains(u"parse"_s) && ok.contains(u"%1 bytes"_s.arg(kV1.size())) &&
                     ok.endsWith(u"first version (1)"_s),
                 qPrintable(r.out));
        const QString down = lineOf(r, downHost());
        // RFC 9309 §2.3.1.4: unreachable, every URL disallowed.
        QVERIFY2(down.contains(u"503 Service Unavailable"_s) && down.contains(u"disallow-all"_s) &&
                     down.endsWith(u"no file"_s),
                 qPrintable(r.out));
        QVERIFY2(r.err.contains(u"Server error 503"_s), qPrintable(r.err));
        QCOMPARE(m_ok.hits("/robots.txt"), 1);
        QCOMPARE(m_down.hits("/robots.txt"), 1);
    }

    void siteFetchSaysWhetherTheFileChanged()
    {
        // Each run is one fetch per host; the changes are against the newest version.
        const struct
        {
            QByteArray body;
            QString change;
        } runs[] = {
            {kV1, u"unchanged (version 1)"_s}, {kV2, u"new version (2)"_s},           {kV3, u"new version (3)"_s},
            {kV3, u"unchanged (version 3)"_s}, {kV1, u"changed back to version 1"_s},
        };
        for (const auto &run : runs) {
            m_ok.route("/robots.txt", TestHttpServer::ok(run.body));
            const clitest::Result r = siteFetch();
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(lineOf(r, okHost()).endsWith(run.change), qPrintable(r.out));
        }
        // Every host answers: exit 0.
        m_down.route("/robots.txt", TestHttpServer::status(404, "Not Found"));
        const clitest::Result r = siteFetch();
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(lineOf(r, downHost()).contains(u"allow-all"_s), qPrintable(r.out)); // RFC 9309 §2.3.1.3
    }

    void historyListsVersionsNewestFirst()
    {
        const clitest::Result r =
            clitest::runServing({u"history"_s, m_ok.url(u"/any/page"_s).toString(), u"--history"_s, m_history});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.at(0), m_ok.url(u"/robots.txt"_s).toString() + u": 3 versions, 7 fetches"_s);
        QVERIFY2(lines.at(1).contains(u"VERSION"_s) && lines.at(1).contains(u"FIRST SEEN (UTC)"_s), qPrintable(r.out));
        // v1 was seen last (it came back), then v3, then v2.
        const QStringList ids{lines.at(2).split(u' ', Qt::SkipEmptyParts).first(),
                              lines.at(3).split(u' ', Qt::SkipEmptyParts).first(),
                              lines.at(4).split(u' ', Qt::SkipEmptyParts).first()};
        QCOMPARE(ids, (QStringList{u"1"_s, u"3"_s, u"2"_s}));
        // id, first seen (date time), last seen (date time), fetches, size, status: 4 fetches saw v1.
        const QStringList v1 = lines.at(2).split(u' ', Qt::SkipEmptyParts);
        QCOMPARE(v1.size(), 8);
        QCOMPARE(v1.mid(5), (QStringList{u"4"_s, QString::number(kV1.size()), u"200"_s}));
        QVERIFY2(lines.at(5).startsWith(u"Newest fetch, "_s) && lines.at(5).contains(u"200, parse, version 1"_s),
                 qPrintable(lines.at(5)));

        const clitest::Result json =
            clitest::runServing({u"history"_s, okHost(), u"--history"_s, m_history, u"--format"_s, u"json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.rawOut).object();
        QCOMPARE(o.value(u"versions"_s).toArray().size(), 3);
        QCOMPARE(o.value(u"fetches"_s).toArray().size(), 7);
        QCOMPARE(o.value(u"versions"_s).toArray().at(0).toObject().value(u"fetches"_s).toInt(), 4);
        QCOMPARE(o.value(u"fetches"_s).toArray().at(0).toObject().value(u"version"_s).toInt(), 1);
    }

    void historyDiff_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("diff"); // %1: the robots.txt URL
        QTest::newRow("v1-to-v2/a-rule-added") << u"1"_s << u"2"_s << 1
                                               << u"--- %1 version 1\n+++ %1 version 2\n@@ -1,2 +1,3 @@\n"
                                                  " User-agent: *\n Disallow: /private\n+Disallow: /tmp\n"_s;
        QTest::newRow("v2-to-v3/a-rule-changed")
            << u"2"_s << u"3"_s << 1
            << u"--- %1 version 2\n+++ %1 version 3\n@@ -1,3 +1,3 @@\n User-agent: *\n-Disallow: /private\n"
               "+Allow: /private/press\n Disallow: /tmp\n"_s;
        QTest::newRow("same-version/identical") << u"3"_s << u"3"_s << 0 << QString();
    }

    void historyDiff()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, exitCode);
        QFETCH(QString, diff);
        const clitest::Result r =
            clitest::runServing({u"history"_s, okHost(), u"--diff"_s, from, to, u"--history"_s, m_history});
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.out, diff.isEmpty() ? QString() : diff.arg(m_ok.url(u"/robots.txt"_s).toString()));
    }

    void usageAndBadInput_data()
    {
        QTest::addColumn<QStringList>("args"); // %S: the site file, %H: the history, %U: the ok host
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("site/no-subcommand") << QStringList{u"site"_s} << 2 << u"give a subcommand"_s;
        QTest::newRow("site/no-file") << QStringList{u"site"_s, u"fetch"_s} << 2 << u"give one site file"_s;
        QTest::newRow("site/missing-file")
            << QStringList{u"site"_s, u"fetch"_s, u"%D/none.robotssite"_s} << 2 << u"Cannot read the site file"_s;
        QTest::newRow("site/not-a-site-file")
            << QStringList{u"site"_s, u"fetch"_s, u"%H"_s, u"--history"_s, u"%D/other.sqlite"_s} << 2 << u"not JSON"_s;
        QTest::newRow("site/history-not-a-database")
            << QStringList{u"site"_s, u"fetch"_s, u"%S"_s, u"--history"_s, u"%S"_s} << 2
            << u"is not a history database"_s;
        QTest::newRow("history/unknown-version")
            << QStringList{u"history"_s, u"%U"_s, u"--diff"_s, u"1"_s, u"99"_s, u"--history"_s, u"%H"_s} << 2
            << u"99 is not a version of"_s;
        QTest::newRow("history/diff-needs-two")
            << QStringList{u"history"_s, u"%U"_s, u"--history"_s, u"%H"_s, u"--diff"_s, u"1"_s} << 2
            << u"--diff needs two version ids"_s;
        QTest::newRow("history/nothing-recorded")
            << QStringList{u"history"_s, u"https://never.example/"_s, u"--history"_s, u"%H"_s} << 1
            << u"nothing is recorded for https://never.example:443"_s;
        QTest::newRow("history/no-database") << QStringList{u"history"_s, u"%U"_s, u"--history"_s, u"%D/none.sqlite"_s}
                                             << 2 << u"there is no history at"_s;
        QTest::newRow("history/not-http")
            << QStringList{u"history"_s, u"ftp://x.example/"_s} << 2 << u"is not an http or https URL"_s;
    }

    void usageAndBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        for (QString &arg : args)
            arg.replace(u"%S"_s, m_site)
                .replace(u"%H"_s, m_history)
                .replace(u"%U"_s, okHost())
                .replace(u"%D"_s, m_dir.path());
        const clitest::Result r = clitest::runServing(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_dir.filePath(u"none.sqlite"_s))); // reading never creates a history
    }

    void siteFetchPrunesOnlyWhenAsked()
    {
        // Runs last: it drops what the tests above read.
        auto fetchCount = [&] {
            const clitest::Result r =
                clitest::runServing({u"history"_s, okHost(), u"--history"_s, m_history, u"--format"_s, u"json"_s});
            return QJsonDocument::fromJson(r.rawOut).object().value(u"fetches"_s).toArray().size();
        };
        const qsizetype before = fetchCount();
        QVERIFY(before >= 7);
        QCOMPARE(siteFetch().exitCode, 0);
        QCOMPARE(fetchCount(), before + 1); // nothing dropped without --keep-*
        const clitest::Result r = clitest::runServing({u"site"_s, u"fetch"_s, m_site, u"--history"_s, m_history,
                                                       u"--keep-days"_s, u"0"_s, u"--keep-newest"_s, u"2"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(u"older than 0 days dropped from the history"_s), qPrintable(r.err));
        QCOMPARE(fetchCount(), 2);
    }

    // A CI time-out kills a run whose slowest host has not answered: every host done before must
    // be on stdout and in the history. The second host never answers; the run is killed as soon
    // as the first host's line is out (waiting on that output, not on a clock).
    void aKilledRunKeepsEveryHostDone()
    {
        TestHttpServer fast;
        TestHttpServer silent;
        QVERIFY(fast.listen());
        QVERIFY(silent.listen());
        fast.route("/robots.txt", TestHttpServer::ok(kV1));
        TestHttpServer::Response never;
        never.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        silent.route("/robots.txt", never);
        robots::net::SiteFile site;
        QVERIFY(site.addHost(silent.url())); // listed first: the order of the file does not hold output back
        QVERIFY(site.addHost(fast.url()));
        const QString sitePath = m_dir.filePath(u"slow.robotssite"_s);
        const QString history = m_dir.filePath(u"killed.sqlite"_s);
        QVERIFY(site.save(sitePath));

        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *proxy : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
            env.remove(QString::fromLatin1(proxy));
        p.setProcessEnvironment(env);
        const QString fastHost = fast.url().adjusted(QUrl::RemovePath).toString();
        QByteArray out;
        QEventLoop loop;
        QObject::connect(&p, &QProcess::readyReadStandardOutput, &loop, [&] {
            out += p.readAllStandardOutput();
            if (out.contains('\n'))
                loop.quit();
        });
        QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
        p.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt"),
                {u"site"_s, u"fetch"_s, sitePath, u"--history"_s, history, u"--timeout"_s, u"600"_s});
        p.closeWriteChannel();
        loop.exec();
        QCOMPARE(p.state(), QProcess::Running); // still waiting for the silent host
        QCOMPARE(silent.requests().size(), 1);
        p.kill();
        QVERIFY(p.waitForFinished(-1));
        const QString line = QString::fromUtf8(out);
        QVERIFY2(line.startsWith(fastHost + u' ') && line.contains(u"200 OK"_s) &&
                     line.trimmed().endsWith(u"first version (1)"_s),
                 qPrintable(line));

        // The history that the killed run leaves: the first host is there, readable.
        robots::net::HistoryStore store;
        QVERIFY2(store.open(history), qPrintable(QString::fromStdString(store.error().toEnglish())));
        QCOMPARE(store.origins(), QStringList{robots::net::hostKey(fast.url())});
        QCOMPARE(store.fetches(fast.url().toString()).size(), 1);
        QCOMPARE(*store.body(store.fetches(fast.url().toString()).first().versionId), kV1);
        const clitest::Result listed = clitest::runServing({u"history"_s, fastHost, u"--history"_s, history});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(listed.out.contains(u"1 version, 1 fetch"_s), qPrintable(listed.out));
    }

    void help()
    {
        const clitest::Result site = clitest::run({u"site"_s, u"--help"_s});
        QCOMPARE(site.exitCode, 0);
        QVERIFY(site.out.startsWith(u"Usage: robotstxt site fetch"_s));
        QVERIFY(site.out.contains(u"1 a host could not be fetched"_s));
        const clitest::Result history = clitest::run({u"history"_s, u"--help"_s});
        QCOMPARE(history.exitCode, 0);
        QVERIFY(history.out.startsWith(u"Usage: robotstxt history"_s));
        QVERIFY(history.out.contains(u"robotstxt-studio/history.sqlite"_s));
        const clitest::Result all = clitest::run({u"--help"_s});
        QVERIFY(all.out.contains(u"site fetch SITEFILE"_s) && all.out.contains(u"history URL"_s));
    }
};

QTEST_GUILESS_MAIN(TestCliSite)
#include "tst_cli_site.moc"
