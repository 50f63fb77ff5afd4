// SPDX-License-Identifier: MIT
// `robotstxt sitemap-audit`, the real executable against a loopback server run by this test: the
// live robots.txt's Sitemap: line, an index with a .gz child, a plain child and a 404 child; the
// blocked URLs grouped by deciding rule, other-host and malformed URLs, the broken sitemap named;
// JSON and CSV; exit codes (0 nothing blocked, 1 blocked, 2 usage or I/O error) as --help says.
#include "clitest.h"
#include "sitemapxml.h"
#include "testhttpserver.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using clitest::Result;
using clitest::sitemapIndex;
using clitest::urlset;

namespace {

const QByteArray kDraft = "User-agent: *\n"       // 1
                          "Disallow: /private/\n" // 2
                          "Disallow: /drafts/\n"; // 3

} // namespace

class TestCliSitemap : public QObject
{
    Q_OBJECT

    TestHttpServer m_server;
    QTemporaryDir m_tmp;

    QString url(const QString &path) const { return m_server.url(path).toString(); }

    static Result run(const QStringList &args) { return clitest::runServing(args); }

private Q_SLOTS:
    void initTestCase()
    {
        QNetworkProxyFactory::setUseSystemConfiguration(false);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_tmp.isValid());
        QVERIFY(m_server.listen());
        m_server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /private/\nDisallow: /old/\n\n"
                                                         "Sitemap: " +
                                                         url(u"/sitemap_index.xml"_s).toUtf8() + "\n"));
        m_server.route("/sitemap_index.xml",
                       TestHttpServer::ok(sitemapIndex({url(u"/a.xml.gz"_s), url(u"/b.xml"_s), url(u"/gone.xml"_s)}),
                                          "application/xml"));
        m_server.route(
            "/a.xml.gz",
            TestHttpServer::ok(TestHttpServer::gzip(urlset({url(u"/"_s), url(u"/private/1"_s), url(u"/private/2"_s),
                                                            url(u"/drafts/1"_s), u"https://elsewhere.test/x"_s})),
                               "application/gzip"));
        m_server.route("/b.xml", TestHttpServer::ok(urlset({url(u"/old/1"_s), url(u"/shop"_s), u"not a url"_s}),
                                                    "application/xml"));
        // /gone.xml: 404.
        QVERIFY(clitest::writeFile(m_tmp.filePath(u"draft.txt"_s), kDraft));
        QVERIFY(clitest::writeFile(m_tmp.filePath(u"open.txt"_s), "User-agent: *\nDisallow:\n"));
    }

    void helpDescribesTheCommandAndItsExitStatus()
    {
        const Result r = run({u"sitemap-audit"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(u"Usage: robotstxt sitemap-audit SITE-URL"_s));
        QVERIFY(r.out.contains(u"Exit status:\n  0  every sitemap URL read is allowed"_s));
        QVERIFY(r.out.contains(u"  1  sitemap URLs are blocked"_s) && r.out.contains(u"  2  usage or I/O error"_s));
        QVERIFY(r.out.contains(u"--csv FILE"_s) && r.out.contains(u"--robots DRAFT"_s));
        QVERIFY(run({u"--help"_s}).out.contains(u"  sitemap-audit SITE-URL"_s));
    }

    void usageAndIoErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QString site = u"http://127.0.0.1:1/"_s;
        QTest::newRow("no-agent") << QStringList{site} << u"--agent"_s;
        QTest::newRow("no-site") << QStringList{u"--agent"_s, u"G"_s} << u"SITE-URL"_s;
        QTest::newRow("not-http") << QStringList{u"ftp://example.com/"_s, u"--agent"_s, u"G"_s} << u"not an http"_s;
        QTest::newRow("bad-format") << QStringList{site, u"--agent"_s, u"G"_s, u"--format"_s, u"xml"_s}
                                    << u"unknown format"_s;
        QTest::newRow("bad-dialect") << QStringList{site, u"--agent"_s, u"G"_s, u"--dialect"_s, u"nope"_s}
                                     << u"unknown dialect"_s;
        QTest::newRow("missing-sitemap-file")
            << QStringList{site, u"--agent"_s, u"G"_s, u"--sitemap"_s, u"/nonexistent/s.xml"_s} << u"no such file"_s;
        QTest::newRow("missing-draft") << QStringList{site, u"--agent"_s, u"G"_s, u"--robots"_s,
                                                      u"/nonexistent/r.txt"_s}
                                       << u"no such file"_s;
        QTest::newRow("bad-timeout") << QStringList{site, u"--agent"_s, u"G"_s, u"--timeout"_s, u"soon"_s}
                                     << u"--timeout"_s;
        QTest::newRow("unknown-option") << QStringList{site, u"--agent"_s, u"G"_s, u"--frobnicate"_s}
                                        << u"--frobnicate"_s;
    }
    void usageAndIoErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Result r = run(QStringList{u"sitemap-audit"_s} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(u"robotstxt sitemap-audit: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void blockedUrlsAreGroupedByRuleAndExitOne()
    {
        const Result r = run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--robots"_s,
                              m_tmp.filePath(u"draft.txt"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(u"Googlebot: 3 sitemap URLs blocked"_s), qPrintable(r.out));
        QVERIFY(r.out.contains(u"  blocked by the draft's line 2 `Disallow: /private/` and the live file's line 2 "
                               "`Disallow: /private/`: 2 URLs\n"_s));
        QVERIFY(r.out.contains(u"    "_s + url(u"/private/1"_s) + u'\n'));
        QVERIFY(r.out.contains(u"  newly blocked by the draft's line 3 `Disallow: /drafts/` (the live file allows "
                               "them): 1 URL\n    "_s +
                               url(u"/drafts/1"_s) + u'\n'));
        QVERIFY(r.out.contains(
            u"  unblocked by the draft, blocked by the live file's line 3 `Disallow: /old/`: 1 URL\n"_s));
        QVERIFY(r.out.contains(u"URLs on other hosts"_s) && r.out.contains(u"    https://elsewhere.test/x\n"_s));
        QVERIFY(r.out.contains(u"Malformed URLs (not absolute http or https URLs): 1\n    not a url\n"_s));
        QVERIFY(r.out.contains(url(u"/gone.xml"_s) + u": http-error: The server answered 404"_s));
        QVERIFY(r.out.contains(u"URLs: 8 (6 on the site checked, 1 on other hosts, 1 malformed)"_s));
    }

    void withoutDraftTheLiveFileIsAudited()
    {
        const Result r =
            run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--agent"_s, u"Bingbot"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains(u"Audited against the live robots.txt"_s));
        QVERIFY(
            r.out.contains(u"Googlebot: 3 sitemap URLs blocked\n  blocked by line 2 `Disallow: /private/`: 2 URLs"_s));
        QVERIFY(r.out.contains(u"Bingbot: 3 sitemap URLs blocked"_s));
        QVERIFY(r.out.contains(u"  blocked by line 3 `Disallow: /old/`: 1 URL"_s));
    }

    void nothingBlockedExitsZero()
    {
        const Result r = run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--robots"_s,
                              m_tmp.filePath(u"open.txt"_s)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"Googlebot: no sitemap URL blocked"_s));
        // What the draft frees is still said.
        QVERIFY(r.out.contains(u"unblocked by the draft"_s));
    }

    void jsonHasEveryGroupAndProblem()
    {
        const Result r = run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--robots"_s,
                              m_tmp.filePath(u"draft.txt"_s), u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 1);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.rawOut, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o[u"against"_s].toString(), u"draft"_s);
        QCOMPARE(o[u"urls"_s].toInt(), 8);
        QCOMPARE(o[u"blocked"_s].toArray(), QJsonArray{3});
        QCOMPARE(o[u"robots"_s].toObject()[u"status"_s].toInt(), 200);
        const QJsonArray groups = o[u"groups"_s].toArray();
        QCOMPARE(groups.size(), 3);
        QCOMPARE(groups[0].toObject()[u"change"_s].toString(), u"blocked"_s);
        QCOMPARE(groups[0].toObject()[u"draftRule"_s].toString(), u"Disallow: /private/"_s);
        QCOMPARE(groups[0].toObject()[u"count"_s].toInt(), 2);
        QCOMPARE(groups[1].toObject()[u"change"_s].toString(), u"newly-blocked"_s);
        QCOMPARE(groups[1].toObject()[u"draftLine"_s].toInt(), 3);
        QVERIFY(groups[1].toObject()[u"liveLine"_s].isNull());
        QCOMPARE(groups[2].toObject()[u"change"_s].toString(), u"unblocked"_s);
        QCOMPARE(o[u"otherHosts"_s].toArray(), QJsonArray{u"https://elsewhere.test/x"_s});
        QCOMPARE(o[u"malformed"_s].toArray(), QJsonArray{u"not a url"_s});
        const QJsonArray problems = o[u"problems"_s].toArray();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].toObject()[u"kind"_s].toString(), u"http-error"_s);
        QCOMPARE(problems[0].toObject()[u"status"_s].toInt(), 404);
        QCOMPARE(problems[0].toObject()[u"url"_s].toString(), url(u"/gone.xml"_s));
    }

    void csvListsEveryUrl()
    {
        const QString csv = m_tmp.filePath(u"out.csv"_s);
        const Result r = run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--robots"_s,
                              m_tmp.filePath(u"draft.txt"_s), u"--csv"_s, csv});
        QCOMPARE(r.exitCode, 1);
        const QStringList rows = QString::fromUtf8(clitest::readFile(csv)).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1 + 4 + 1 + 1);
        QCOMPARE(rows[0], u"url,agent,change,draft line,draft rule,live line,live rule,sitemap"_s);
        QVERIFY(rows.contains(url(u"/drafts/1"_s) + u",Googlebot,newly-blocked,3,Disallow: /drafts/,,,"_s +
                              url(u"/a.xml.gz"_s)));
        QVERIFY(rows.contains(url(u"/old/1"_s) + u",Googlebot,unblocked,,,3,Disallow: /old/,"_s + url(u"/b.xml"_s)));
        QVERIFY(rows.contains(u"not a url,,malformed,,,,,"_s + url(u"/b.xml"_s)));

        // A CSV that cannot be written: exit 2, said on stderr.
        const Result bad = run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--csv"_s,
                                m_tmp.filePath(u"no/such/dir/out.csv"_s)});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(u"cannot write"_s));
    }

    void localSitemapFilesAreRead()
    {
        const QString file = m_tmp.filePath(u"local.xml.gz"_s);
        QVERIFY(clitest::writeFile(file, TestHttpServer::gzip(urlset({url(u"/private/local"_s)}))));
        m_server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /private/\n"));
        const Result r = run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--sitemap"_s, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(u"Googlebot: 1 sitemap URL blocked"_s), qPrintable(r.out));
        QVERIFY(r.out.contains(url(u"/private/local"_s)));
    }

    void anUnreachableLiveFileFailsTheAuditWithoutADraft()
    {
        // RFC 9309 §2.3.1.4: a crawler disallows everything while the file is unreachable; the
        // audit says so, but it had nothing to audit against: exit 2, as --help promises.
        m_server.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        m_server.route("/s.xml", TestHttpServer::ok(urlset({url(u"/anything"_s)})));
        const Result r =
            run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--sitemap"_s, url(u"/s.xml"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains(u"every URL of the site is blocked until it can be"_s), qPrintable(r.out));
        QVERIFY2(r.err.startsWith(u"robotstxt sitemap-audit: the live robots.txt could not be fetched (Server error "
                                  "503"_s),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(u"give --robots FILE"_s));
        // With a draft, the audit is made against it.
        const Result draft = run({u"sitemap-audit"_s, url(u"/"_s), u"--agent"_s, u"Googlebot"_s, u"--sitemap"_s,
                                  url(u"/s.xml"_s), u"--robots"_s, m_tmp.filePath(u"open.txt"_s)});
        QCOMPARE(draft.exitCode, 0);
        QVERIFY2(draft.out.contains(u"no live robots.txt to compare with"_s), qPrintable(draft.out));
    }
};

QTEST_GUILESS_MAIN(TestCliSitemap)
#include "tst_cli_sitemap.moc"
