// SPDX-License-Identifier: MIT
// A site looked after as an SEO engineer does it from cron or CI, end to end through the real
// `robotstxt` executable: three hosts on three loopback addresses (127.0.0.2–4, as www., m. and
// shop. of one site), their live robots.txt files recorded into the history three times while
// www.'s file changes, the versions listed and diffed; then the sitemap audit of www.: a sitemap
// index with two .xml.gz children, a 404 child, a redirect loop and a gzip bomb. Blocked URLs are
// named with their deciding rule, the broken sitemaps with their own messages, and nothing else stops.
#include "clitest.h"
#include "net/sitefile.h"
#include "sitemapxml.h"
#include "testhttpserver.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using clitest::Result;
using clitest::runServing;

namespace {

// The three versions of www.'s robots.txt (RFC 9309 §2.2.2: longest match decides).
const QByteArray kWwwV1 = "User-agent: *\nDisallow: /private/\n";
const QByteArray kWwwV2 = "User-agent: *\nDisallow: /private/\nDisallow: /cart/\n";
const QByteArray kWwwV3 = "User-agent: *\nDisallow: /cart/\nAllow: /private/press/\nDisallow: /private/\n";

QJsonObject jsonOf(const Result &r)
{
    return QJsonDocument::fromJson(r.rawOut).object();
}

} // namespace

class TestCliSiteScenario : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    TestHttpServer m_www;
    TestHttpServer m_m;
    TestHttpServer m_shop;
    QString m_siteFile;
    QString m_history;

    QString www(const QString &path = u"/"_s) const { return m_www.url(path).toString(); }
    QString wwwOrigin() const { return m_www.url().adjusted(QUrl::RemovePath).toString(); }

    Result siteFetch() { return runServing({u"site"_s, u"fetch"_s, m_siteFile, u"--history"_s, m_history}); }

    void serveSitemaps(const QByteArray &robots)
    {
        m_www.route("/robots.txt",
                    TestHttpServer::ok(robots + "Sitemap: " + www(u"/sitemap_index.xml"_s).toUtf8() + "\n"));
        m_www.route("/sitemap_index.xml",
                    TestHttpServer::ok(
                        clitest::sitemapIndex({www(u"/pages.xml.gz"_s), www(u"/shop.xml.gz"_s), www(u"/gone.xml"_s),
                                               www(u"/loop-a.xml"_s), www(u"/bomb.xml.gz"_s)}),
                        "application/xml"));
        m_www.route("/pages.xml.gz",
                    TestHttpServer::ok(TestHttpServer::gzip(clitest::urlset({www(u"/"_s), www(u"/private/a"_s),
                                                                             www(u"/private/press/1"_s),
                                                                             m_m.url(u"/elsewhere"_s).toString()})),
                                       "application/gzip"));
        m_www.route("/shop.xml.gz",
                    TestHttpServer::ok(TestHttpServer::gzip(clitest::urlset(
                                           {www(u"/cart/checkout"_s), www(u"/shoes"_s), u"not a url"_s})),
                                       "application/gzip"));
        m_www.route("/gone.xml", TestHttpServer::status(404, "Not Found"));
        m_www.routeRedirectLoop({"/loop-a.xml", "/loop-b.xml"});
        // 200 MB of zero bytes in about 200 KB: the reader must stop long before inflating it all.
        m_www.route("/bomb.xml.gz",
                    TestHttpServer::ok(TestHttpServer::gzipOfZeros(qint64(200) * 1000 * 1000), "application/gzip"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Linux routes all of 127.0.0.0/8 to the loopback interface: three addresses, three hosts.
        QVERIFY(m_www.listen(QHostAddress(u"127.0.0.2"_s)));
        QVERIFY(m_m.listen(QHostAddress(u"127.0.0.3"_s)));
        QVERIFY(m_shop.listen(QHostAddress(u"127.0.0.4"_s)));
        m_m.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /search\n"));
        m_shop.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        robots::net::SiteFile site;
        site.name = u"Example shop"_s;
        QVERIFY(site.addHost(m_www.url()));
        QVERIFY(site.addHost(m_m.url()));
        QVERIFY(site.addHost(m_shop.url()));
        m_siteFile = m_dir.filePath(u"shop.robotssite"_s);
        m_history = m_dir.filePath(u"history.sqlite"_s);
        QVERIFY(site.save(m_siteFile));
    }

    // Every host is fetched and recorded; a host that answers 5xx is named and makes the run fail
    // (RFC 9309 §2.3.1.4: unreachable, so every URL of it is disallowed).
    void siteFetchRecordsThreeHostsAndThreeVersionsOfOne()
    {
        for (const QByteArray &body : {kWwwV1, kWwwV2, kWwwV3}) {
            m_www.route("/robots.txt", TestHttpServer::ok(body));
            const Result r = siteFetch();
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.out.count(u'\n'), 3);
            QVERIFY2(r.out.contains(u"127.0.0.2"_s) && r.out.contains(u"127.0.0.3"_s) && r.out.contains(u"127.0.0.4"_s),
                     qPrintable(r.out));
            QVERIFY2(r.out.contains(u"503"_s), qPrintable(r.out));
        }
        QCOMPARE(m_www.hits("/robots.txt"), 3);
        QCOMPARE(m_m.hits("/robots.txt"), 3);
        QCOMPARE(m_shop.hits("/robots.txt"), 3);

        const Result list = runServing({u"history"_s, www(), u"--history"_s, m_history, u"--format"_s, u"json"_s});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray versions = jsonOf(list).value(u"versions"_s).toArray();
        QCOMPARE(versions.size(), 3); // three distinct bodies, newest first
        QCOMPARE(versions.at(0).toObject().value(u"size"_s).toInteger(), kWwwV3.size());
        QCOMPARE(versions.at(2).toObject().value(u"size"_s).toInteger(), kWwwV1.size());

        // m.'s file never changed: one version seen by three fetches.
        const Result m =
            runServing({u"history"_s, m_m.url().toString(), u"--history"_s, m_history, u"--format"_s, u"json"_s});
        QCOMPARE(jsonOf(m).value(u"versions"_s).toArray().size(), 1);
        QCOMPARE(jsonOf(m).value(u"versions"_s).toArray().at(0).toObject().value(u"fetches"_s).toInt(), 3);

        // The diff of the oldest and the newest version: the core's unified diff.
        const QString oldest = QString::number(versions.at(2).toObject().value(u"id"_s).toInteger());
        const QString newest = QString::number(versions.at(0).toObject().value(u"id"_s).toInteger());
        const Result diff = runServing({u"history"_s, www(), u"--history"_s, m_history, u"--diff"_s, oldest, newest});
        QCOMPARE(diff.exitCode, 1); // the versions differ
        QVERIFY2(diff.out.contains(u"+Disallow: /cart/"_s) && diff.out.contains(u"+Allow: /private/press/"_s) &&
                     diff.out.contains(u" Disallow: /private/"_s),
                 qPrintable(diff.out));
    }

    // The audit against the live file: blocked sitemap URLs grouped by the rule that blocks them,
    // other-host and malformed URLs apart, each broken sitemap named, exit 1.
    void sitemapAuditNamesBlockedUrlsAndEveryBrokenSitemap()
    {
        serveSitemaps(kWwwV3);
        const Result r =
            runServing({u"sitemap-audit"_s, www(), u"--agent"_s, u"Googlebot"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = jsonOf(r);
        QVERIFY2(!o.isEmpty(), qPrintable(r.out + r.err));
        QMap<QString, QStringList> byRule;
        for (const QJsonValue &g : o.value(u"groups"_s).toArray()) {
            QStringList urls;
            for (const QJsonValue &u : g.toObject().value(u"urls"_s).toArray())
                urls << u.toString();
            byRule[g.toObject().value(u"liveRule"_s).toString()] += urls;
        }
        QCOMPARE(byRule.value(u"Disallow: /private/"_s), QStringList{www(u"/private/a"_s)});
        QCOMPARE(byRule.value(u"Disallow: /cart/"_s), QStringList{www(u"/cart/checkout"_s)});
        QCOMPARE(o.value(u"otherHosts"_s).toArray().size(), 1);
        QCOMPARE(o.value(u"malformed"_s).toArray().size(), 1);

        QMap<QString, QString> problemOf;
        for (const QJsonValue &p : o.value(u"problems"_s).toArray())
            problemOf[QUrl(p.toObject().value(u"url"_s).toString()).path()] = p.toObject().value(u"kind"_s).toString();
        QCOMPARE(problemOf.value(u"/gone.xml"_s), u"http-error"_s);
        QVERIFY2(problemOf.value(u"/loop-a.xml"_s) == u"redirect-loop"_s ||
                     problemOf.value(u"/loop-b.xml"_s) == u"redirect-loop"_s,
                 qPrintable(r.out));
        QVERIFY2(problemOf.contains(u"/bomb.xml.gz"_s), qPrintable(r.out));
        // The good children were read in full despite their broken siblings.
        QCOMPARE(o.value(u"urls"_s).toInteger(), 7);
    }

    // The same audit against a draft: which edit blocks or frees which URLs.
    void sitemapAuditAgainstADraftSaysWhatTheEditChanges()
    {
        serveSitemaps(kWwwV3);
        const QString draft = m_dir.filePath(u"draft.txt"_s);
        // The draft frees the cart and blocks the shoes.
        QVERIFY(clitest::writeFile(draft,
                                   "User-agent: *\nDisallow: /shoes\nAllow: /private/press/\nDisallow: /private/\n"));
        const Result r = runServing(
            {u"sitemap-audit"_s, www(), u"--agent"_s, u"Googlebot"_s, u"--robots"_s, draft, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 1);
        QMap<QString, QStringList> byChange;
        for (const QJsonValue &g : jsonOf(r).value(u"groups"_s).toArray())
            for (const QJsonValue &u : g.toObject().value(u"urls"_s).toArray())
                byChange[g.toObject().value(u"change"_s).toString()] << u.toString();
        QCOMPARE(byChange.value(u"newly-blocked"_s), QStringList{www(u"/shoes"_s)});
        QCOMPARE(byChange.value(u"unblocked"_s), QStringList{www(u"/cart/checkout"_s)});
        QCOMPARE(byChange.value(u"blocked"_s), QStringList{www(u"/private/a"_s)});
    }
};

QTEST_GUILESS_MAIN(TestCliSiteScenario)
#include "tst_cli_sitescenario.moc"
