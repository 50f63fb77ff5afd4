// SPDX-License-Identifier: MIT
// Every exit status the `robotstxt` commands document, provoked through the real executable (the
// network commands against loopback servers, tests/net/testhttpserver.h): one row per command ×
// documented status × reason, named "COMMAND/STATUS/why". The commands are main.cpp's: lint,
// check, check --fetch, explain, compare, test, test --lesson, fix, ai, ai-policy, fetch, site
// fetch, history, sitemap-audit, and robotstxt itself. CI trusts these numbers, so each --help
// must state them as the command behaves (helpStatesTheExitStatus).
#include "clitest.h"
#include "net/sitefile.h"
#include "sitemapxml.h"
#include "testhttpserver.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QByteArray kV1 = "User-agent: *\nDisallow: /private\n";
const QByteArray kV2 = "User-agent: *\nDisallow: /private\nDisallow: /tmp\n";

} // namespace

class TestCliExitCodes : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    TestHttpServer m_ok;        // a robots.txt and sitemaps
    TestHttpServer m_down;      // 503 for everything
    TestHttpServer m_missing;   // 404: no robots.txt
    TestHttpServer m_forbidden; // 403 on robots.txt, a sitemap of its own

    QString path(const QString &name) const { return m_dir.filePath(name); }
    static QString base(const TestHttpServer &s) { return s.url().adjusted(QUrl::RemovePath).toString(); }

    /// %OK %DOWN %MISSING %FORBIDDEN: the servers (scheme://host:port); %D: the scratch folder;
    /// %HIST: the history with two versions of %OK; %H: a new history for this row alone;
    /// %DATA: tests/data/cli; %SRC: the source tree.
    QString expand(QString arg, const QString &row) const
    {
        return arg.replace(u"%OK"_s, base(m_ok))
            .replace(u"%DOWN"_s, base(m_down))
            .replace(u"%MISSING"_s, base(m_missing))
            .replace(u"%FORBIDDEN"_s, base(m_forbidden))
            .replace(u"%HIST"_s, path(u"history.sqlite"_s))
            .replace(u"%H"_s, path(QString(row).replace(u'/', u'-') + u".sqlite"_s))
            .replace(u"%DATA"_s, QStringLiteral(ROBOTS_TEST_DATA "/cli"))
            .replace(u"%SRC"_s, QStringLiteral(ROBOTS_SOURCE_DIR))
            .replace(u"%D"_s, m_dir.path());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QNetworkProxyFactory::setUseSystemConfiguration(false);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_dir.isValid());
        for (TestHttpServer *s : {&m_ok, &m_down, &m_missing, &m_forbidden})
            QVERIFY(s->listen());
        m_ok.route("/robots.txt", TestHttpServer::ok(kV1));
        m_ok.route("/public.xml",
                   TestHttpServer::ok(clitest::urlset({m_ok.url(u"/a"_s).toString()}), "application/xml"));
        m_ok.route("/mixed.xml", TestHttpServer::ok(clitest::urlset({m_ok.url(u"/a"_s).toString(),
                                                                     m_ok.url(u"/private/b"_s).toString()}),
                                                    "application/xml"));
        // /gone.xml: 404.
        m_down.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        m_forbidden.route("/robots.txt", TestHttpServer::status(403, "Forbidden"));
        m_forbidden.route(
            "/s.xml", TestHttpServer::ok(clitest::urlset({m_forbidden.url(u"/a"_s).toString()}), "application/xml"));

        const QList<std::pair<QString, QByteArray>> files{
            {u"clean.txt"_s, kV1},
            {u"error.txt"_s, "User-agent: *\nDisallow /private\n"}, // R201: an error for RFC 9309 (§2.2)
            {u"clean.txt.tests"_s, "*  /a          allowed\n*  /private/x  disallowed\n"},
            {u"failing.tests"_s, "*  /private/x  allowed\n"},
            {u"broken.tests"_s, "*  /a  perhaps\n"},
            // SEMANTICS.md, "blank line between agents": RFC 9309 and Python 3.11 disagree.
            {u"blank-line.txt"_s, "User-agent: *\n\nUser-agent: Wget\nDisallow: /\n"},
            {u"fixable.txt"_s, clitest::readFile(QStringLiteral(ROBOTS_TEST_DATA "/cli/ancient-castle.robots.txt"))},
            {u"policy.txt"_s, kV1},
            {u"open.txt"_s, "User-agent: *\nDisallow:\n"},
            {u"not-a-database.sqlite"_s, "this is not SQLite"},
        };
        for (const auto &[name, content] : files)
            QVERIFY(clitest::writeFile(path(name), content));

        robots::net::SiteFile ok;
        QVERIFY(ok.addHost(m_ok.url()));
        QVERIFY(ok.save(path(u"ok.robotssite"_s)));
        robots::net::SiteFile mixed = ok;
        QVERIFY(mixed.addHost(m_down.url()));
        QVERIFY(mixed.save(path(u"mixed.robotssite"_s)));

        // The history: version 1, then version 2 of %OK.
        QCOMPARE(clitest::runServing(
                     {u"site"_s, u"fetch"_s, path(u"ok.robotssite"_s), u"--history"_s, path(u"history.sqlite"_s)})
                     .exitCode,
                 0);
        m_ok.route("/robots.txt", TestHttpServer::ok(kV2));
        QCOMPARE(clitest::runServing(
                     {u"site"_s, u"fetch"_s, path(u"ok.robotssite"_s), u"--history"_s, path(u"history.sqlite"_s)})
                     .exitCode,
                 0);
        // A file that the policy leaves unchanged.
        QCOMPARE(
            clitest::run({u"ai-policy"_s, u"--block"_s, u"training"_s, u"--write"_s, path(u"policy.txt"_s)}).exitCode,
            0);
    }

    void everyDocumentedExitStatus_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("says"); // in stdout or stderr; empty: not checked
        auto row = [](const char *name, const QStringList &args, int status, const QString &says = {}) {
            QTest::newRow(name) << args << status << says;
        };
        // robotstxt: 0 ok, 1 findings or test failures (the commands below), 2 usage.
        row("robotstxt/0/help", {u"--help"_s}, 0, u"Exit status"_s);
        row("robotstxt/0/version", {u"--version"_s}, 0, u"robotstxt "_s);
        row("robotstxt/2/no-command", {}, 2, u"Usage: robotstxt COMMAND"_s);
        row("robotstxt/2/unknown-command", {u"frobnicate"_s}, 2, u"unknown command"_s);

        // lint: 0 no finding at the --fail-on level, 1 findings, 2 usage or I/O error.
        row("lint/0/clean", {u"lint"_s, u"%D/clean.txt"_s}, 0);
        row("lint/0/fail-on-never", {u"lint"_s, u"--fail-on"_s, u"never"_s, u"%D/error.txt"_s}, 0, u"[R201]"_s);
        row("lint/1/error-finding", {u"lint"_s, u"%D/error.txt"_s}, 1, u"[R201]"_s);
        row("lint/2/missing-file", {u"lint"_s, u"%D/none.txt"_s}, 2, u"none.txt"_s);

        // check FILE: 0 every URL allowed, 1 at least one disallowed, 2 usage or I/O error.
        row("check/0/allowed", {u"check"_s, u"%D/clean.txt"_s, u"/a"_s}, 0, u"allowed"_s);
        row("check/1/disallowed", {u"check"_s, u"%D/clean.txt"_s, u"/a"_s, u"/private/x"_s}, 1, u"disallowed"_s);
        row("check/2/no-url", {u"check"_s, u"%D/clean.txt"_s}, 2, u"no URL given"_s);

        // explain: 0 every URL allowed, 1 at least one disallowed, 2 usage or I/O error.
        row("explain/0/allowed", {u"explain"_s, u"%D/clean.txt"_s, u"/a"_s}, 0, u"allowed"_s);
        row("explain/1/disallowed", {u"explain"_s, u"%D/clean.txt"_s, u"/a"_s, u"/private/x"_s}, 1, u"disallowed"_s);
        row("explain/2/no-url", {u"explain"_s, u"%D/clean.txt"_s}, 2, u"expected FILE and URL"_s);

        // compare: 0 all dialects agree, 1 they disagree somewhere, 2 usage or I/O error.
        row("compare/0/agree", {u"compare"_s, u"%D/clean.txt"_s, u"/private/x"_s}, 0);
        row("compare/1/disagree", {u"compare"_s, u"--agent"_s, u"FooBot"_s, u"%D/blank-line.txt"_s, u"/page"_s}, 1);
        row("compare/2/bad-format", {u"compare"_s, u"--format"_s, u"xml"_s, u"%D/clean.txt"_s, u"/a"_s}, 2,
            u"unknown format"_s);

        // test: 0 every expectation met, 1 a case failed, 2 usage or I/O error (unreadable lines).
        row("test/0/all-pass", {u"test"_s, u"%D/clean.txt"_s, u"%D/clean.txt.tests"_s}, 0);
        row("test/1/a-case-fails", {u"test"_s, u"%D/clean.txt"_s, u"%D/failing.tests"_s}, 1);
        row("test/2/unreadable-case", {u"test"_s, u"%D/clean.txt"_s, u"%D/broken.tests"_s}, 2, u"broken.tests"_s);
        row("test/2/missing-tests", {u"test"_s, u"%D/clean.txt"_s, u"%D/none.tests"_s}, 2, u"none.tests"_s);
        // test --lesson: 0 every goal met, 1 a goal not met, 2 a lesson with problems.
        row("test-lesson/0/model-answer",
            {u"test"_s, u"--lesson"_s, u"%SRC/resources/lessons/02-malformed-record"_s,
             u"%SRC/resources/lessons/02-malformed-record/answer.robots.txt"_s},
            0, u"goals met"_s);
        row("test-lesson/1/starting-file", {u"test"_s, u"--lesson"_s, u"%SRC/resources/lessons/02-malformed-record"_s},
            1, u"goals met"_s);
        row("test-lesson/2/not-a-lesson", {u"test"_s, u"--lesson"_s, u"%D"_s}, 2);

        // fix: 0 done (or --dry-run with nothing to change), 1 --dry-run found changes, 2 usage.
        row("fix/0/dry-run-nothing", {u"fix"_s, u"--dry-run"_s, u"%D/clean.txt"_s}, 0);
        row("fix/1/dry-run-changes", {u"fix"_s, u"--dry-run"_s, u"%D/fixable.txt"_s}, 1, u"+++ "_s);
        row("fix/0/applied", {u"fix"_s, u"%D/fixable.txt"_s}, 0, u"applied"_s);
        row("fix/2/missing-file", {u"fix"_s, u"%D/none.txt"_s}, 2, u"none.txt"_s);

        // ai: 0 ok, 2 usage or I/O error.
        row("ai/0/ok", {u"ai"_s, u"%D/clean.txt"_s}, 0);
        row("ai/2/bad-format", {u"ai"_s, u"--format"_s, u"xml"_s, u"%D/clean.txt"_s}, 2, u"unknown format"_s);

        // ai-policy: 0 nothing to change or written, 1 the diff is not empty, 2 usage or I/O error.
        row("ai-policy/0/nothing-to-change", {u"ai-policy"_s, u"--block"_s, u"training"_s, u"%D/policy.txt"_s}, 0);
        row("ai-policy/1/diff", {u"ai-policy"_s, u"--block"_s, u"training"_s, u"%D/clean.txt"_s}, 1, u"+++ "_s);
        row("ai-policy/2/block-and-allow",
            {u"ai-policy"_s, u"--block"_s, u"training"_s, u"--allow"_s, u"training"_s, u"%D/clean.txt"_s}, 2,
            u"both blocked and allowed"_s);

        // fetch: 0 the file is parsed, 1 any other outcome, 2 usage or I/O error.
        row("fetch/0/parsed", {u"fetch"_s, u"%OK/"_s}, 0, u"Outcome:  parse"_s);
        row("fetch/1/no-file", {u"fetch"_s, u"%MISSING/"_s}, 1, u"Outcome:  allow-all"_s);
        row("fetch/1/unreachable", {u"fetch"_s, u"%DOWN/"_s}, 1, u"Outcome:  disallow-all"_s);
        row("fetch/2/not-http", {u"fetch"_s, u"ftp://example.com/"_s}, 2, u"only http and https"_s);

        // check --fetch: 0 every URL allowed, 1 one disallowed or unknown, 2 usage error.
        row("check-fetch/0/allowed", {u"check"_s, u"--fetch"_s, u"--history"_s, u"%H"_s, u"%OK/a"_s}, 0, u"allowed"_s);
        row("check-fetch/1/disallowed", {u"check"_s, u"--fetch"_s, u"--history"_s, u"%H"_s, u"%OK/private/x"_s}, 1,
            u"line 2: Disallow: /private"_s);
        row("check-fetch/1/unreachable", {u"check"_s, u"--fetch"_s, u"--history"_s, u"%H"_s, u"%DOWN/a"_s}, 1,
            u"Server error 503"_s);
        row("check-fetch/1/offline-unknown", {u"check"_s, u"--offline"_s, u"--history"_s, u"%H"_s, u"%OK/a"_s}, 1,
            u"unknown"_s);
        row("check-fetch/2/bare-path", {u"check"_s, u"--fetch"_s, u"--history"_s, u"%H"_s, u"/a"_s}, 2,
            u"absolute http(s) URLs"_s);
        row("check-fetch/2/refresh-offline",
            {u"check"_s, u"--offline"_s, u"--refresh"_s, u"--history"_s, u"%H"_s, u"%OK/a"_s}, 2, u"--refresh"_s);

        // site fetch: 0 every host answered, 1 a host could not be fetched, 2 usage or I/O error.
        row("site-fetch/0/every-host-answered", {u"site"_s, u"fetch"_s, u"%D/ok.robotssite"_s, u"--history"_s, u"%H"_s},
            0, u"200 OK"_s);
        row("site-fetch/1/a-host-unreachable",
            {u"site"_s, u"fetch"_s, u"%D/mixed.robotssite"_s, u"--history"_s, u"%H"_s}, 1, u"Server error 503"_s);
        row("site-fetch/2/missing-site-file", {u"site"_s, u"fetch"_s, u"%D/none.robotssite"_s}, 2,
            u"Cannot read the site file"_s);
        row("site-fetch/2/history-not-a-database",
            {u"site"_s, u"fetch"_s, u"%D/ok.robotssite"_s, u"--history"_s, u"%D/not-a-database.sqlite"_s}, 2,
            u"not a history database"_s);

        // history: 0 versions listed (or two identical), 1 nothing recorded (or they differ), 2 usage.
        row("history/0/listed", {u"history"_s, u"%OK"_s, u"--history"_s, u"%HIST"_s}, 0, u"2 versions"_s);
        row("history/0/identical", {u"history"_s, u"%OK"_s, u"--history"_s, u"%HIST"_s, u"--diff"_s, u"1"_s, u"1"_s},
            0);
        row("history/1/nothing-recorded", {u"history"_s, u"https://never.example/"_s, u"--history"_s, u"%HIST"_s}, 1,
            u"nothing is recorded"_s);
        row("history/1/versions-differ",
            {u"history"_s, u"%OK"_s, u"--history"_s, u"%HIST"_s, u"--diff"_s, u"1"_s, u"2"_s}, 1, u"+Disallow: /tmp"_s);
        row("history/2/no-database", {u"history"_s, u"%OK"_s, u"--history"_s, u"%D/none.sqlite"_s}, 2,
            u"there is no history at"_s);

        // sitemap-audit: 0 every URL read allowed, 1 blocked, 2 usage, I/O, or no audit possible.
        row("sitemap-audit/0/nothing-blocked",
            {u"sitemap-audit"_s, u"%OK/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"%OK/public.xml"_s}, 0,
            u"G: no sitemap URL blocked"_s);
        row("sitemap-audit/0/one-sitemap-broken",
            {u"sitemap-audit"_s, u"%OK/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"%OK/public.xml"_s, u"--sitemap"_s,
             u"%OK/gone.xml"_s},
            0, u"Sitemap problems: 1"_s);
        row("sitemap-audit/1/blocked",
            {u"sitemap-audit"_s, u"%OK/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"%OK/mixed.xml"_s}, 1,
            u"G: 1 sitemap URL blocked"_s);
        row("sitemap-audit/1/every-url-blocked-by-403",
            {u"sitemap-audit"_s, u"%FORBIDDEN/"_s, u"--agent"_s, u"G"_s, u"--dialect"_s, u"norobots1994"_s,
             u"--sitemap"_s, u"%FORBIDDEN/s.xml"_s},
            1, u"G: 1 sitemap URL blocked"_s);
        row("sitemap-audit/2/usage", {u"sitemap-audit"_s, u"%OK/"_s}, 2, u"--agent"_s);
        row("sitemap-audit/2/live-robots-unreachable",
            {u"sitemap-audit"_s, u"%DOWN/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"%OK/public.xml"_s}, 2,
            u"the live robots.txt could not be fetched"_s);
        row("sitemap-audit/2/live-robots-refused",
            {u"sitemap-audit"_s, u"http://127.0.0.1:1/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"%OK/public.xml"_s},
            2, u"the live robots.txt could not be fetched"_s);
        row("sitemap-audit/2/every-sitemap-404",
            {u"sitemap-audit"_s, u"%OK/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"%OK/gone.xml"_s}, 2,
            u"G: not audited: no sitemap URL could be read"_s);
        row("sitemap-audit/2/sitemap-refused",
            {u"sitemap-audit"_s, u"%OK/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"http://127.0.0.1:1/s.xml"_s}, 2,
            u"not one sitemap URL could be read"_s);
        row("sitemap-audit/2/no-sitemap-named", {u"sitemap-audit"_s, u"%OK/"_s, u"--agent"_s, u"G"_s}, 2,
            u"no sitemap to audit"_s);
        row("sitemap-audit/2/unwritable-csv",
            {u"sitemap-audit"_s, u"%OK/"_s, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"%OK/public.xml"_s, u"--csv"_s,
             u"%D/no/such/dir/out.csv"_s},
            2, u"cannot write"_s);
    }

    void everyDocumentedExitStatus()
    {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        QFETCH(QString, says);
        for (QString &arg : args)
            arg = expand(arg, QString::fromLatin1(QTest::currentDataTag()));
        const clitest::Result r = clitest::runServing(args);
        QVERIFY2(r.exitCode == status, qPrintable(u"exit %1, expected %2\nstdout: %3\nstderr: %4"_s.arg(r.exitCode)
                                                      .arg(status)
                                                      .arg(r.out.left(2000), r.err.left(2000))));
        if (!says.isEmpty())
            QVERIFY2(r.out.contains(says) || r.err.contains(says),
                     qPrintable(u"no '%1'\nstdout: %2\nstderr: %3"_s.arg(says, r.out.left(2000), r.err.left(2000))));
    }

    // A failed audit says why in JSON too, so a CI step that reads the JSON needs no stderr.
    void aFailedSitemapAuditSaysWhyInJson_data()
    {
        QTest::addColumn<QString>("site");
        QTest::addColumn<QString>("sitemap");
        QTest::addColumn<QString>("failure");
        QTest::newRow("live-robots-not-fetched") << u"%DOWN/"_s << u"%OK/public.xml"_s << u"live-robots-not-fetched"_s;
        QTest::newRow("no-sitemap-read") << u"%OK/"_s << u"%OK/gone.xml"_s << u"no-sitemap-read"_s;
        QTest::newRow("none/audited") << u"%OK/"_s << u"%OK/mixed.xml"_s << QString();
    }
    void aFailedSitemapAuditSaysWhyInJson()
    {
        QFETCH(QString, site);
        QFETCH(QString, sitemap);
        QFETCH(QString, failure);
        const clitest::Result r = clitest::runServing({u"sitemap-audit"_s, expand(site, {}), u"--agent"_s, u"G"_s,
                                                       u"--sitemap"_s, expand(sitemap, {}), u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, failure.isEmpty() ? 1 : 2);
        const QJsonObject o = QJsonDocument::fromJson(r.rawOut).object();
        QVERIFY2(o.contains(u"failure"_s), qPrintable(r.out));
        QCOMPARE(o.value(u"failure"_s).toString(), failure);
    }

    void helpStatesTheExitStatus_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("statuses"); // each must be in the help, as written there
        QTest::newRow("robotstxt") << QStringList{u"--help"_s} << QStringList{u"0 ok"_s, u"1 findings"_s, u"2 usage"_s};
        QTest::newRow("lint") << QStringList{u"lint"_s, u"--help"_s}
                              << QStringList{u"0 no finding"_s, u"1 findings"_s, u"2 usage"_s};
        QTest::newRow("check") << QStringList{u"check"_s, u"--help"_s}
                               << QStringList{u"0 every URL allowed"_s, u"1 at least one disallowed"_s, u"2 usage"_s};
        QTest::newRow("check-fetch") << QStringList{u"check"_s, u"--fetch"_s, u"--help"_s}
                                     << QStringList{u"0 every URL allowed"_s, u"1 at least one disallowed or unknown"_s,
                                                    u"2 usage error"_s, u"--refresh"_s};
        QTest::newRow("explain") << QStringList{u"explain"_s, u"--help"_s}
                                 << QStringList{u"0 every URL allowed"_s, u"1 at least one disallowed"_s, u"2 usage"_s};
        QTest::newRow("compare") << QStringList{u"compare"_s, u"--help"_s}
                                 << QStringList{u"0 all dialects agree"_s, u"1 they disagree"_s, u"2 usage"_s};
        QTest::newRow("test") << QStringList{u"test"_s, u"--help"_s}
                              << QStringList{u"0 every expectation met"_s, u"1 a case failed"_s, u"2 usage"_s};
        QTest::newRow("fix") << QStringList{u"fix"_s, u"--help"_s}
                             << QStringList{u"0 done"_s, u"1 --dry-run found changes"_s, u"2 usage"_s};
        QTest::newRow("ai") << QStringList{u"ai"_s, u"--help"_s} << QStringList{u"0 ok"_s, u"2 usage"_s};
        QTest::newRow("ai-policy") << QStringList{u"ai-policy"_s, u"--help"_s}
                                   << QStringList{u"0 nothing to change"_s, u"1 the diff is not empty"_s, u"2 usage"_s};
        QTest::newRow("fetch") << QStringList{u"fetch"_s, u"--help"_s}
                               << QStringList{u"0 the file is parsed"_s, u"1 any other outcome"_s, u"2 usage"_s};
        QTest::newRow("site") << QStringList{u"site"_s, u"--help"_s}
                              << QStringList{u"0 every host answered"_s, u"1 a host could not be fetched"_s,
                                             u"2 usage error"_s};
        QTest::newRow("history") << QStringList{u"history"_s, u"--help"_s}
                                 << QStringList{u"0 versions listed"_s, u"1 nothing recorded"_s, u"2 usage error"_s};
        QTest::newRow("sitemap-audit") << QStringList{u"sitemap-audit"_s, u"--help"_s}
                                       << QStringList{u"0  every sitemap URL read is allowed"_s,
                                                      u"1  sitemap URLs are blocked"_s, u"2  usage or I/O error"_s,
                                                      u"could not be fetched"_s,
                                                      u"not one sitemap URL could be read"_s};
    }
    void helpStatesTheExitStatus()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, statuses);
        const clitest::Result r = clitest::run(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"Exit status"_s), qPrintable(r.out));
        // Help texts wrap lines: compare with the line breaks and indentation folded to spaces.
        const QString text = QString(r.out).replace(QRegularExpression(u"\\n\\s*"_s), u" "_s);
        for (const QString &status : statuses)
            QVERIFY2(text.contains(status), qPrintable(u"no '%1' in:\n%2"_s.arg(status, r.out)));
    }
};

QTEST_GUILESS_MAIN(TestCliExitCodes)
#include "tst_cli_exitcodes.moc"
