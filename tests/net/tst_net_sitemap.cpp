// SPDX-License-Identifier: MIT
// The sitemap audit's network side (net/sitemapauditor.h, net/sitemapreader.h), on loopback
// servers: the live robots.txt's Sitemap: lines (RFC 9309 §2.2.4), a sitemap index with gzip
// children, the sitemaps.org limits (50,000 URLs, 50 MB uncompressed), and every bad server and
// bad file of the issue — a 404 child, a redirect loop, a gzip bomb, an HTML page, a DOCTYPE with
// external entities (never fetched), an index cycle — each reported while the rest is read.
#include "hostilesitemaps.h"
#include "net/sitemapauditor.h"
#include "net/sitemapreader.h"
#include "testhttpserver.h"
#include <robots/studio/csv.h>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <map>
#include <set>

using namespace Qt::StringLiterals;
using robots::net::SitemapAuditor;
using robots::net::SitemapAuditReport;
using robots::net::SitemapProblem;
using robots::net::SitemapReader;
using Kind = robots::net::SitemapProblem::Kind;

Q_DECLARE_METATYPE(robots::net::SitemapProblem::Kind)

namespace {

using hostilesitemaps::gzip;

QByteArray urlset(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toHtmlEscaped().toUtf8() + "</loc><lastmod>2026-01-01</lastmod></url>\n";
    return xml + "</urlset>\n";
}

QByteArray sitemapIndex(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <sitemap><loc>" + loc.toHtmlEscaped().toUtf8() + "</loc></sitemap>\n";
    return xml + "</sitemapindex>\n";
}

/// A problem's sentence as the CLI prints it (net/ gives messages, not translated text).
QString english(const SitemapProblem &p)
{
    return QString::fromStdString(p.message.toEnglish());
}

TestHttpServer::Response withHeader(TestHttpServer::Response r, const QByteArray &name, const QByteArray &value)
{
    r.headers.append({name, value});
    return r;
}

struct ReadResult
{
    QStringList urls;
    QStringList children;
    QList<SitemapProblem> flags;
    std::optional<SitemapProblem> problem;
    bool ok = false;
};

ReadResult readInChunks(const QByteArray &bytes, qsizetype chunk, const QByteArray &contentEncoding = {},
                        const QByteArray &contentType = {})
{
    ReadResult r;
    SitemapReader::Callbacks callbacks;
    callbacks.url = [&](QByteArrayView loc) { r.urls.append(QString::fromUtf8(loc)); };
    callbacks.child = [&](QByteArrayView loc) { r.children.append(QString::fromUtf8(loc)); };
    callbacks.flag = [&](const SitemapProblem &p) { r.flags.append(p); };
    SitemapReader reader(callbacks);
    reader.setContentEncoding(contentEncoding);
    reader.setContentType(contentType);
    bool ok = true;
    for (qsizetype i = 0; ok && i < bytes.size(); i += chunk)
        ok = reader.feed(QByteArrayView(bytes).sliced(i, std::min(chunk, bytes.size() - i)));
    r.ok = ok && reader.finish();
    r.problem = reader.problem();
    return r;
}

/// The audit's groups as "CHANGE draft=LINE live=LINE" → sorted URL paths (the files are read in
/// parallel, so the order between files is not fixed).
std::map<QString, QStringList> groupsOf(const SitemapAuditReport &report)
{
    std::map<QString, QStringList> out;
    for (const robots::SitemapRuleGroup &g : report.result.groups) {
        const QString key = u"%1 %2 draft=%3 live=%4"_s.arg(report.agents.value(qsizetype(g.agent)))
                                .arg(QString::fromUtf8(robots::sitemapChangeName(g.change).data()))
                                .arg(g.draftLine)
                                .arg(g.liveLine);
        for (const std::string &u : g.urls)
            out[key].append(QUrl(QString::fromStdString(u)).path());
        out[key].sort();
    }
    return out;
}

QList<Kind> kindsFor(const SitemapAuditReport &report, const QUrl &url)
{
    QList<Kind> kinds;
    for (const SitemapProblem &p : report.problems)
        if (p.url == url)
            kinds.append(p.kind);
    return kinds;
}

const SitemapProblem *problemFor(const SitemapAuditReport &report, const QUrl &url)
{
    for (const SitemapProblem &p : report.problems)
        if (p.url == url)
            return &p;
    return nullptr;
}

} // namespace

class TestNetSitemap : public QObject
{
    Q_OBJECT

    TestHttpServer m_site;  ///< The site: its robots.txt, sitemaps and pages.
    TestHttpServer m_other; ///< Another origin (another port): a sitemap of its own.
    QByteArray m_spaceBomb; ///< ~200 MB of XML white space after one URL, gzip-compressed.
    QByteArray m_zeroBomb;  ///< ~200 MB of zero bytes, gzip-compressed.
    QTemporaryDir m_tmp;

    QString site(const QString &path) const { return m_site.url(path).toString(); }

private Q_SLOTS:
    void initTestCase();

    // The reader alone: chunks of any size, every encoding.
    void readerReadsLocsInAnyChunking_data();
    void readerReadsLocsInAnyChunking();
    void readerRefusesWhatIsNotASitemap_data();
    void readerRefusesWhatIsNotASitemap();
    void readerStopsAtFiftyMegabytesUncompressed();
    void readerFlagsMoreThanFiftyThousandUrlsAndReadsOn();

    // The auditor, end to end on loopback servers.
    void auditReadsTheIndexTreeAndReportsEveryBrokenPart();
    void doctypeEntitiesAreNeverFetched();
    void draftGivenOrNotDecidesTheChanges();
    void localFilesAreReadToo();
    void localFilesReadAtOnceKeepTheSitemapsOrder();
    void aRemoteIndexNeverMakesTheAuditReadLocalFiles();
    void indexDepthIsLimited();
    void treeLimitStopsReading();
    void cancelStopsSoonAndKeepsWhatWasRead();
    void signalsArriveOnTheCallersThreadThrottled();

    // Hostile sitemap servers (hostilesitemaps.h): each named with what happened, the rest read.
    void hostileSitemapIsNamedAndTheOthersAreRead_data();
    void hostileSitemapIsNamedAndTheOthersAreRead();
};

void TestNetSitemap::initTestCase()
{
    QNetworkProxyFactory::setUseSystemConfiguration(false);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_tmp.isValid());
    QVERIFY(m_site.listen());
    QVERIFY(m_other.listen());
    const QByteArray head = urlset({site(u"/bomb-page"_s)}).replace("</urlset>\n", "");
    m_spaceBomb = gzip(head, 200LL * 1024 * 1024, ' ', "</urlset>\n");
    m_zeroBomb = gzip({}, 200LL * 1024 * 1024, '\0');
    // A few hundred kilobytes that inflate to 200 MB: a bomb.
    QVERIFY2(m_spaceBomb.size() < 1024 * 1024, QByteArray::number(m_spaceBomb.size()).constData());
    QVERIFY2(m_zeroBomb.size() < 1024 * 1024, QByteArray::number(m_zeroBomb.size()).constData());
}

void TestNetSitemap::readerReadsLocsInAnyChunking_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("contentEncoding");
    QTest::addColumn<QStringList>("urls");
    QTest::addColumn<QStringList>("children");

    const QStringList urls{u"https://example.com/a?x=1&y=2"_s, u"https://example.com/%E6%97%A5"_s,
                           u"https://example.com/日本"_s};
    const QByteArray plain = urlset(urls);
    QTest::newRow("plain") << plain << QByteArray() << urls << QStringList();
    QTest::newRow("gzip-file/magic-bytes") << gzip(plain) << QByteArray() << urls << QStringList();
    QTest::newRow("content-encoding-gzip") << gzip(plain) << QByteArray("gzip") << urls << QStringList();
    QTest::newRow("content-encoding-gzip-over-gzip-file")
        << gzip(gzip(plain)) << QByteArray("gzip") << urls << QStringList();
    const qsizetype half = plain.size() / 2;
    QTest::newRow("rfc1952-2.2/concatenated-members")
        << gzip(plain.left(half)) + gzip(plain.mid(half)) << QByteArray() << urls << QStringList();
    QTest::newRow("cdata-and-white-space")
        << QByteArray("<urlset><url><loc>\n  <![CDATA[https://example.com/c?a=1&b=2]]>\n</loc></url></urlset>")
        << QByteArray() << QStringList{u"https://example.com/c?a=1&b=2"_s} << QStringList();
    QTest::newRow("namespace-prefix") << QByteArray(
                                             "<s:urlset "
                                             "xmlns:s=\"http://www.sitemaps.org/schemas/sitemap/"
                                             "0.9\"><s:url><s:loc>https://example.com/p</s:loc></s:url></s:urlset>")
                                      << QByteArray() << QStringList{u"https://example.com/p"_s} << QStringList();
    QTest::newRow("image-loc-is-not-a-page")
        << QByteArray(
               "<urlset "
               "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"><url><loc>https://example.com/page</"
               "loc><image:image><image:loc>https://cdn.example.com/i.png</image:loc></image:image></url></urlset>")
        << QByteArray() << QStringList{u"https://example.com/page"_s} << QStringList();
    // UTF-16 with a BOM and an encoding declaration, as QXmlStreamReader reads it.
    const QString text16 = QString::fromUtf8(urlset({u"https://example.com/u16"_s})).replace(u"UTF-8"_s, u"UTF-16"_s);
    QByteArray utf16("\xff\xfe", 2);
    utf16.append(reinterpret_cast<const char *>(text16.utf16()), text16.size() * 2);
    QTest::newRow("utf-16") << utf16 << QByteArray() << QStringList{u"https://example.com/u16"_s} << QStringList();
    QTest::newRow("index") << sitemapIndex({u"https://example.com/s1.xml.gz"_s, u"https://example.com/s2.xml"_s})
                           << QByteArray() << QStringList()
                           << QStringList{u"https://example.com/s1.xml.gz"_s, u"https://example.com/s2.xml"_s};
}

void TestNetSitemap::readerReadsLocsInAnyChunking()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, contentEncoding);
    QFETCH(QStringList, urls);
    QFETCH(QStringList, children);
    for (const qsizetype chunk : {bytes.size(), qsizetype(4096), qsizetype(7), qsizetype(2), qsizetype(1)}) {
        const ReadResult r = readInChunks(bytes, chunk, contentEncoding);
        QVERIFY2(r.ok, qPrintable(u"chunks of %1: %2"_s.arg(chunk).arg(r.problem ? english(*r.problem) : QString())));
        QCOMPARE(r.urls, urls);
        QCOMPARE(r.children, children);
        QVERIFY(r.flags.isEmpty());
    }
}

void TestNetSitemap::readerRefusesWhatIsNotASitemap_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QStringList>("urlsBefore"); // read before the problem, and kept
    QTest::addColumn<QString>("says");

    QTest::newRow("html-page/doctype")
        << QByteArray("<!DOCTYPE html>\n<html><head><title>Not found</title></head><body>Oops</body></html>")
        << QByteArray("text/html") << Kind::NotXml << QStringList() << u"HTML page"_s;
    QTest::newRow("html-page/not-well-formed")
        << QByteArray("<html><head><meta charset=utf-8><title>x</title></head><body><p>hi<br></body></html>")
        << QByteArray("text/html; charset=utf-8") << Kind::NotXml << QStringList() << u"HTML page"_s;
    QTest::newRow("html-page/served-as-xml")
        << QByteArray("<html><body>x</body></html>") << QByteArray("application/xml") << Kind::NotXml << QStringList()
        << u"HTML page"_s;
    QTest::newRow("plain-text") << QByteArray("https://example.com/a\nhttps://example.com/b\n") << QByteArray()
                                << Kind::NotXml << QStringList() << u"not XML"_s;
    QTest::newRow("empty") << QByteArray() << QByteArray() << Kind::NotXml << QStringList() << u"empty"_s;
    QTest::newRow("rss-feed") << QByteArray("<rss version=\"2.0\"><channel></channel></rss>") << QByteArray()
                              << Kind::NotXml << QStringList() << u"news feed"_s;
    QTest::newRow("doctype/external-entity")
        << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
                      "<urlset><url><loc>&xxe;</loc></url></urlset>")
        << QByteArray() << Kind::Doctype << QStringList() << u"DOCTYPE"_s;
    QTest::newRow("doctype/billion-laughs")
        << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\">"
                      "<!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">]>\n"
                      "<urlset><url><loc>https://example.com/&lol2;</loc></url></urlset>")
        << QByteArray() << Kind::Doctype << QStringList() << u"DOCTYPE"_s;
    QTest::newRow("undeclared-entity")
        << QByteArray("<urlset><url><loc>https://example.com/ok</loc></url><url><loc>https://example.com/&nbsp;</loc>"
                      "</url></urlset>")
        << QByteArray() << Kind::XmlError << QStringList{u"https://example.com/ok"_s} << u"nbsp"_s;
    QTest::newRow("malformed-xml")
        << QByteArray("<urlset><url><loc>https://example.com/ok</loc></url><url><loc>x</url></urlset>") << QByteArray()
        << Kind::XmlError << QStringList{u"https://example.com/ok"_s} << u"line 1"_s;
    QTest::newRow("cut-short") << urlset({u"https://example.com/ok"_s}).chopped(6) << QByteArray() << Kind::XmlError
                               << QStringList{u"https://example.com/ok"_s} << u"ends"_s;
    QTest::newRow("gzip/cut-short") << gzip(urlset({u"https://example.com/ok"_s}), 5000).chopped(8) << QByteArray()
                                    << Kind::NotXml << QStringList{u"https://example.com/ok"_s} << u"gzip"_s;
    QByteArray broken = gzip(urlset({u"https://example.com/ok"_s}));
    broken[12] = char(0xff);
    broken[13] = char(0xff);
    QTest::newRow("gzip/broken") << broken << QByteArray() << Kind::NotXml << QStringList() << u"gzip"_s;
    QTest::newRow("other-root") << QByteArray("<catalog><book/></catalog>") << QByteArray() << Kind::NotXml
                                << QStringList() << u"<catalog>"_s;
}

void TestNetSitemap::readerRefusesWhatIsNotASitemap()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, contentType);
    QFETCH(Kind, kind);
    QFETCH(QStringList, urlsBefore);
    QFETCH(QString, says);
    for (const qsizetype chunk : {qsizetype(1), qsizetype(16), std::max<qsizetype>(bytes.size(), 1)}) {
        const ReadResult r = readInChunks(bytes, chunk, {}, contentType);
        QVERIFY(!r.ok);
        QVERIFY(r.problem);
        QCOMPARE(r.problem->kind, kind);
        QVERIFY2(english(*r.problem).contains(says), qPrintable(english(*r.problem)));
        QCOMPARE(r.urls, urlsBefore);
    }
}

void TestNetSitemap::readerStopsAtFiftyMegabytesUncompressed()
{
    // A gzip bomb: 200 MB of white space after one URL. Reading stops at the sitemaps.org limit,
    // after inflating no more than that (plus one 64 KiB piece).
    ReadResult r;
    SitemapReader::Callbacks callbacks;
    callbacks.url = [&](QByteArrayView loc) { r.urls.append(QString::fromUtf8(loc)); };
    SitemapReader reader(callbacks);
    bool ok = true;
    qsizetype fed = 0;
    for (qsizetype i = 0; ok && i < m_spaceBomb.size(); i += 65536) {
        const QByteArrayView piece =
            QByteArrayView(m_spaceBomb).sliced(i, std::min<qsizetype>(65536, m_spaceBomb.size() - i));
        fed += piece.size();
        ok = reader.feed(piece);
    }
    QVERIFY(!ok);
    QVERIFY(reader.problem());
    QCOMPARE(reader.problem()->kind, Kind::TooLarge);
    QVERIFY(english(*reader.problem()).contains(u"50 MB"_s));
    QCOMPARE(reader.uncompressedBytes(), SitemapReader::kMaxUncompressedBytes);
    QVERIFY(fed < m_spaceBomb.size()); // the rest was never even read
    QCOMPARE(r.urls, QStringList{site(u"/bomb-page"_s)});

    // Zeros are not XML: refused at once, long before the limit.
    const ReadResult zeros = readInChunks(m_zeroBomb.left(64 * 1024), 64 * 1024);
    QVERIFY(zeros.problem);
    QCOMPARE(zeros.problem->kind, Kind::NotXml);
}

void TestNetSitemap::readerFlagsMoreThanFiftyThousandUrlsAndReadsOn()
{
    QStringList urls;
    for (int i = 0; i < 50'001; ++i)
        urls.append(u"https://example.com/p/"_s + QString::number(i));
    const ReadResult r = readInChunks(urlset(urls), 64 * 1024);
    QVERIFY(r.ok);
    QCOMPARE(r.urls.size(), 50'001);
    QCOMPARE(r.flags.size(), 1);
    QCOMPARE(r.flags.first().kind, Kind::TooManyUrls);
    QVERIFY2(english(r.flags.first()).contains(u"More than 50,000 URLs"_s), qPrintable(english(r.flags.first())));
}

void TestNetSitemap::auditReadsTheIndexTreeAndReportsEveryBrokenPart()
{
    const QByteArray live =
        "User-agent: *\nDisallow: /private/\nDisallow: /old/\n\nSitemap: " + site(u"/sitemap_index.xml"_s).toUtf8() +
        "\n";
    const QByteArray draft = "User-agent: *\n"           // 1
                             "Disallow: /private/\n"     // 2
                             "Disallow: /drafts/\n"      // 3
                             "Allow: /private/press/\n"; // 4
    m_site.route("/robots.txt", TestHttpServer::ok(live));
    m_site.route(
        "/sitemap_index.xml",
        TestHttpServer::ok(
            sitemapIndex({site(u"/s1.xml.gz"_s), site(u"/s2.xml.gz"_s), site(u"/s3.xml"_s), site(u"/broken.xml"_s),
                          site(u"/loop-a.xml"_s), site(u"/bomb.xml.gz"_s), site(u"/page.html"_s),
                          site(u"/index2.xml"_s), site(u"/down.xml"_s), m_other.url(u"/other.xml"_s).toString()}),
            "application/xml"));
    // Two .gz children: one a gzip file, one a gzip file sent with Content-Encoding: gzip on top.
    m_site.route("/s1.xml.gz",
                 TestHttpServer::ok(gzip(urlset({site(u"/"_s), site(u"/private/a"_s), site(u"/drafts/x"_s),
                                                 u"https://elsewhere.test/x"_s, u"not a url"_s})),
                                    "application/gzip"));
    m_site.route("/s2.xml.gz",
                 withHeader(TestHttpServer::ok(gzip(gzip(urlset({site(u"/private/b"_s), site(u"/old/page"_s)}))),
                                               "application/gzip"),
                            "Content-Encoding", "gzip"));
    m_site.route("/s3.xml",
                 TestHttpServer::ok(urlset({site(u"/drafts/y"_s), site(u"/private/press/r"_s), site(u"/shop"_s)}),
                                    "application/xml"));
    // /broken.xml has no route: 404.
    m_site.route("/loop-a.xml", TestHttpServer::redirect(301, "/loop-b.xml"));
    m_site.route("/loop-b.xml", TestHttpServer::redirect(302, "/loop-a.xml"));
    m_site.route("/bomb.xml.gz", TestHttpServer::ok(m_spaceBomb, "application/gzip"));
    m_site.route("/page.html", TestHttpServer::ok("<!DOCTYPE html><html><body>Home</body></html>", "text/html"));
    m_site.route("/index2.xml", TestHttpServer::ok(sitemapIndex({site(u"/sitemap_index.xml"_s)}), "application/xml"));
    m_site.route("/down.xml", TestHttpServer::status(503, "Service Unavailable"));
    m_other.route("/other.xml", TestHttpServer::ok(urlset({m_other.url(u"/o"_s).toString()}), "application/xml"));

    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.draft = draft;
    options.agents = {u"Googlebot"_s};
    const SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);

    QVERIFY(!report.cancelled);
    QVERIFY(report.liveRobots && report.liveRobots->status == 200);
    QCOMPARE(m_site.hits("/robots.txt"), 1);

    // Blocked URLs, grouped by the deciding rules of the draft and of the live file.
    const std::map<QString, QStringList> expected{
        {u"Googlebot blocked draft=2 live=2"_s, {u"/private/a"_s, u"/private/b"_s}},
        {u"Googlebot newly-blocked draft=3 live=0"_s, {u"/drafts/x"_s, u"/drafts/y"_s}},
        {u"Googlebot unblocked draft=4 live=2"_s, {u"/private/press/r"_s}},
        {u"Googlebot unblocked draft=0 live=3"_s, {u"/old/page"_s}},
    };
    QCOMPARE(groupsOf(report), expected);
    // s1 5 + s2 2 + s3 3 + bomb 1 + other 1
    QCOMPARE(report.result.urls, std::size_t(12));
    std::set<std::string> otherHosts(report.result.otherHosts.begin(), report.result.otherHosts.end());
    QCOMPARE(otherHosts,
             (std::set<std::string>{"https://elsewhere.test/x", m_other.url(u"/o"_s).toString().toStdString()}));
    QCOMPARE(report.result.malformed, std::vector<std::string>{"not a url"});
    QCOMPARE(report.result.blocked(0), std::size_t(4));

    // Every broken part, with its own message; the rest was read.
    QCOMPARE(kindsFor(report, m_site.url(u"/broken.xml"_s)), QList<Kind>{Kind::HttpError});
    QCOMPARE(problemFor(report, m_site.url(u"/broken.xml"_s))->status, std::optional<int>(404));
    QVERIFY(english(*problemFor(report, m_site.url(u"/broken.xml"_s))).contains(u"404"_s));
    QCOMPARE(kindsFor(report, m_site.url(u"/down.xml"_s)), QList<Kind>{Kind::HttpError});
    QCOMPARE(problemFor(report, m_site.url(u"/down.xml"_s))->status, std::optional<int>(503));
    QCOMPARE(kindsFor(report, m_site.url(u"/loop-a.xml"_s)), QList<Kind>{Kind::RedirectLoop});
    QVERIFY(english(*problemFor(report, m_site.url(u"/loop-a.xml"_s))).contains(u"/loop-a.xml"_s));
    QCOMPARE(m_site.hits("/loop-a.xml"), 1); // stopped at the loop, not at the redirect limit
    QCOMPARE(kindsFor(report, m_site.url(u"/bomb.xml.gz"_s)), QList<Kind>{Kind::TooLarge});
    QCOMPARE(kindsFor(report, m_site.url(u"/page.html"_s)), QList<Kind>{Kind::NotXml});
    QCOMPARE(kindsFor(report, m_site.url(u"/index2.xml"_s)), QList<Kind>{Kind::IndexTooDeep});
    QVERIFY(english(*problemFor(report, m_site.url(u"/index2.xml"_s))).contains(u"cycle"_s));
    QCOMPARE(m_site.hits("/sitemap_index.xml"), 1); // the cycle is not followed
    QCOMPARE(report.problems.size(), 6);
    for (const char *ok : {"/sitemap_index.xml", "/s1.xml.gz", "/s2.xml.gz", "/s3.xml", "/index2.xml"})
        QVERIFY2(report.sitemapsRead.contains(m_site.url(QString::fromLatin1(ok))), ok);
    QVERIFY(report.sitemapsRead.contains(m_other.url(u"/other.xml"_s)));
    // The request announced gzip itself, so Qt left the bytes to the reader (and its limit).
    for (const TestHttpServer::Request &r : m_site.requests())
        if (r.path == "/s2.xml.gz")
            QCOMPARE(r.header("Accept-Encoding"), QByteArray("gzip"));

    // CSV of the report: a header, one row per grouped URL, the other-host and malformed URLs.
    const std::string csv = robots::sitemapAuditCsv(report.result, {"Googlebot"});
    QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 1 + 6 + 2 + 1);
}

void TestNetSitemap::doctypeEntitiesAreNeverFetched()
{
    const QByteArray xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM \"" + site(u"/evil.dtd"_s).toUtf8() +
                           "\" [\n<!ENTITY xxe SYSTEM \"" + site(u"/secret"_s).toUtf8() +
                           "\">\n]>\n<urlset><url><loc>&xxe;</loc></url></urlset>\n";
    m_site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow:\n"));
    m_site.route("/xxe.xml", TestHttpServer::ok(xml, "application/xml"));
    m_site.route("/evil.dtd", TestHttpServer::ok("<!ENTITY x \"y\">", "application/xml-dtd"));
    m_site.route("/secret", TestHttpServer::ok(site(u"/leaked"_s).toUtf8()));
    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.sitemaps = {m_site.url(u"/xxe.xml"_s)};
    const SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(kindsFor(report, m_site.url(u"/xxe.xml"_s)), QList<Kind>{Kind::Doctype});
    QCOMPARE(m_site.hits("/xxe.xml"), 1);
    QCOMPARE(m_site.hits("/evil.dtd"), 0);
    QCOMPARE(m_site.hits("/secret"), 0);
    QCOMPARE(report.result.urls, std::size_t(0));
}

void TestNetSitemap::draftGivenOrNotDecidesTheChanges()
{
    m_site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /private/\n"));
    m_site.route("/d.xml", TestHttpServer::ok(urlset({site(u"/private/1"_s), site(u"/drafts/1"_s)})));
    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.sitemaps = {m_site.url(u"/d.xml"_s)};
    options.agents = {u"Googlebot"_s, u"Bingbot"_s};

    // No draft: the live file is audited, and what it blocks is "blocked".
    SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(groupsOf(report), (std::map<QString, QStringList>{
                                   {u"Googlebot blocked draft=2 live=2"_s, {u"/private/1"_s}},
                                   {u"Bingbot blocked draft=2 live=2"_s, {u"/private/1"_s}},
                               }));

    // A draft: compared with the live file.
    options.draft = QByteArray("User-agent: *\nDisallow: /drafts/\n\nUser-agent: Bingbot\nDisallow: /\n");
    report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(groupsOf(report), (std::map<QString, QStringList>{
                                   {u"Googlebot newly-blocked draft=2 live=0"_s, {u"/drafts/1"_s}},
                                   {u"Googlebot unblocked draft=0 live=2"_s, {u"/private/1"_s}},
                                   {u"Bingbot blocked draft=5 live=2"_s, {u"/private/1"_s}},
                                   {u"Bingbot newly-blocked draft=5 live=0"_s, {u"/drafts/1"_s}},
                               }));

    // No live file (404: RFC 9309 §2.3.1.3, everything allowed): what the draft blocks is new.
    m_site.route("/robots.txt", TestHttpServer::status(404, "Not Found"));
    options.agents = {u"Googlebot"_s};
    report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(groupsOf(report), (std::map<QString, QStringList>{
                                   {u"Googlebot newly-blocked draft=2 live=0"_s, {u"/drafts/1"_s}},
                               }));
    QCOMPARE(report.liveRobots->status, std::optional<int>(404));
}

void TestNetSitemap::localFilesAreReadToo()
{
    const QString child = m_tmp.filePath(u"child.xml.gz"_s);
    const QString index = m_tmp.filePath(u"index.xml"_s);
    QFile f(child);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(gzip(urlset({u"https://example.com/private/x"_s, u"https://example.com/y"_s})));
    f.close();
    QFile g(index);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(sitemapIndex(
        {QUrl::fromLocalFile(child).toString(), QUrl::fromLocalFile(m_tmp.filePath(u"missing.xml"_s)).toString()}));
    g.close();

    SitemapAuditor::Options options; // no site: the draft alone, every http(s) URL judged
    options.draft = QByteArray("User-agent: *\nDisallow: /private/\n");
    options.sitemaps = {QUrl::fromLocalFile(index)};
    const SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QVERIFY(!report.liveRobots);
    QCOMPARE(groupsOf(report), (std::map<QString, QStringList>{
                                   {u"Googlebot blocked-by-draft draft=2 live=0"_s, {u"/private/x"_s}},
                               }));
    QCOMPARE(report.result.urls, std::size_t(2));
    QCOMPARE(report.problems.size(), 1);
    QCOMPARE(report.problems.first().kind, Kind::NetworkError);
    QVERIFY(english(report.problems.first()).contains(u"missing.xml"_s));
}

void TestNetSitemap::localFilesReadAtOnceKeepTheSitemapsOrder()
{
    // Local files are read on a pool of threads, several at once, and judged in the order they
    // were named: the groups list the URLs in sitemap order, the sources follow the files, the
    // streamed CSV has every URL once in that order, and the tree's limit stops at the same URL.
    SitemapAuditor::Options options;
    options.draft = QByteArray("User-agent: *\nDisallow: /\n");
    QStringList expected;
    for (int f = 0; f < 6; ++f) {
        QStringList urls;
        for (int i = 0; i < 500 + 300 * f; ++i)
            urls.append(u"https://example.com/f%1/%2"_s.arg(f).arg(i));
        expected += urls;
        const QString path = m_tmp.filePath(u"order-%1.xml%2"_s.arg(f).arg(f % 2 ? u".gz"_s : QString()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(f % 2 ? gzip(urlset(urls)) : urlset(urls));
        file.close();
        options.sitemaps.append(QUrl::fromLocalFile(path));
    }
    options.sampleLimit = 3;
    std::string csv;
    options.csv = [&csv](std::string_view rows) { csv.append(rows); };
    SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(report.result.urls, std::size_t(expected.size()));
    QCOMPARE(report.sitemapsRead, options.sitemaps);
    QCOMPARE(report.result.groups.size(), std::size_t(1));
    const robots::SitemapRuleGroup &g = report.result.groups.front();
    QCOMPARE(g.count, std::size_t(expected.size()));
    QCOMPARE(g.urls, (std::vector<std::string>{"https://example.com/f0/0", "https://example.com/f0/1",
                                               "https://example.com/f0/2"}));
    QStringList rows;
    for (const std::vector<std::string> &row : robots::readCsv(csv))
        rows.append(QString::fromStdString(row.front()));
    QCOMPARE(rows.takeFirst(), u"url"_s);
    QCOMPARE(rows, expected);

    options.csv = nullptr;
    options.maxUrls = 1000; // in the second file
    report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(report.result.urls, std::size_t(1000));
    QCOMPARE(report.sitemapsRead, options.sitemaps.mid(0, 2));
    QCOMPARE(kindsFor(report, options.sitemaps.at(1)), QList<Kind>{Kind::TreeLimit});
    QVERIFY(!report.cancelled);
}

void TestNetSitemap::aRemoteIndexNeverMakesTheAuditReadLocalFiles()
{
    const QString secret = m_tmp.filePath(u"secret.xml"_s);
    QFile f(secret);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(urlset({u"https://example.com/from-a-local-file"_s}));
    f.close();
    m_site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow:\n"));
    m_site.route("/remote-index.xml", TestHttpServer::ok(sitemapIndex({QUrl::fromLocalFile(secret).toString()})));
    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.sitemaps = {m_site.url(u"/remote-index.xml"_s)};
    const SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(report.result.urls, std::size_t(0));
    QCOMPARE(kindsFor(report, m_site.url(u"/remote-index.xml"_s)), QList<Kind>{Kind::NetworkError});
}

void TestNetSitemap::indexDepthIsLimited()
{
    m_site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow:\n"));
    m_site.route("/i0.xml", TestHttpServer::ok(sitemapIndex({site(u"/i1.xml"_s)})));
    m_site.route("/i1.xml", TestHttpServer::ok(sitemapIndex({site(u"/i2.xml"_s)})));
    m_site.route("/i2.xml", TestHttpServer::ok(sitemapIndex({site(u"/leaf.xml"_s)})));
    m_site.route("/leaf.xml", TestHttpServer::ok(urlset({site(u"/deep"_s)})));
    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.sitemaps = {m_site.url(u"/i0.xml"_s)};
    options.maxIndexDepth = 3;
    QCOMPARE(robots::net::auditSitemapsBlocking(options).result.urls, std::size_t(1));
    options.maxIndexDepth = 2;
    const SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(report.result.urls, std::size_t(0));
    QCOMPARE(kindsFor(report, m_site.url(u"/i2.xml"_s)), QList<Kind>{Kind::IndexTooDeep});
}

void TestNetSitemap::treeLimitStopsReading()
{
    QStringList urls;
    for (int i = 0; i < 100; ++i)
        urls.append(site(u"/t/"_s + QString::number(i)));
    m_site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow:\n"));
    m_site.route("/t1.xml", TestHttpServer::ok(urlset(urls)));
    m_site.route("/t2.xml", TestHttpServer::ok(urlset(urls)));
    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.sitemaps = {m_site.url(u"/t1.xml"_s), m_site.url(u"/t2.xml"_s)};
    options.maxUrls = 30;
    options.parallel = 1;
    const SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QCOMPARE(report.result.urls, std::size_t(30));
    QCOMPARE(kindsFor(report, m_site.url(u"/t1.xml"_s)), QList<Kind>{Kind::TreeLimit});
    QCOMPARE(m_site.hits("/t2.xml"), 0);
    QVERIFY(!report.cancelled);
}

void TestNetSitemap::cancelStopsSoonAndKeepsWhatWasRead()
{
    m_site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /x\n"));
    m_site.route("/fast.xml", TestHttpServer::ok(urlset({site(u"/x/1"_s)})));
    TestHttpServer::Response silent;
    silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    m_site.route("/silent.xml", silent);
    SitemapAuditor auditor;
    QSignalSpy finished(&auditor, &SitemapAuditor::finished);
    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.sitemaps = {m_site.url(u"/fast.xml"_s), m_site.url(u"/silent.xml"_s)};
    auditor.start(options);
    QVERIFY(auditor.isRunning());
    QTRY_VERIFY(m_site.hits("/silent.xml") == 1 && m_site.hits("/fast.xml") == 1);
    auditor.cancel();
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(!auditor.isRunning());
    const auto report = finished.first().first().value<SitemapAuditReport>();
    QVERIFY(report.cancelled);
    QVERIFY(std::any_of(report.problems.cbegin(), report.problems.cend(),
                        [](const SitemapProblem &p) { return p.kind == Kind::Cancelled; }));
    // Deleting a running auditor stops its thread too.
    auto *running = new SitemapAuditor;
    options.sitemaps = {m_site.url(u"/silent.xml"_s)};
    running->start(options);
    QTRY_COMPARE(m_site.hits("/silent.xml"), 2);
    delete running;
}

void TestNetSitemap::signalsArriveOnTheCallersThreadThrottled()
{
    // 60,000 URLs in 64 KiB pieces: many pieces, few progress reports, all on this thread.
    QStringList urls;
    for (int i = 0; i < 60'000; ++i)
        urls.append(site(u"/many/"_s + QString::number(i)));
    const QString path = m_tmp.filePath(u"many.xml"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(urlset(urls));
    f.close();
    m_site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /many/1\n"));
    SitemapAuditor auditor;
    int progress = 0;
    bool offThread = false;
    qint64 lastUrls = -1;
    connect(&auditor, &SitemapAuditor::progress, this, [&](int, int, qint64 urlsSoFar, qint64 blocked) {
        ++progress;
        offThread = offThread || QThread::currentThread() != thread();
        QVERIFY(urlsSoFar >= lastUrls && blocked <= urlsSoFar);
        lastUrls = urlsSoFar;
    });
    QList<Kind> problems;
    connect(&auditor, &SitemapAuditor::problem, this, [&](const SitemapProblem &p) {
        offThread = offThread || QThread::currentThread() != thread();
        problems.append(p.kind);
    });
    QSignalSpy finished(&auditor, &SitemapAuditor::finished);
    SitemapAuditor::Options options;
    options.site = m_site.url(u"/"_s);
    options.sitemaps = {QUrl::fromLocalFile(path)};
    auditor.start(options);
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(!offThread);
    QCOMPARE(problems, QList<Kind>{Kind::TooManyUrls});
    const auto report = finished.first().first().value<SitemapAuditReport>();
    QCOMPARE(report.result.urls, std::size_t(60'000));
    QCOMPARE(lastUrls, qint64(60'000)); // the last report has the final counts
    // Throttled: without it every piece read would bring a report (the auditor reads a local file
    // in 64 KiB pieces, about 80 here). With at most one report per 100 ms, plus the first and the
    // last, most pieces bring none: counted, so a slow machine only brings it nearer the bound.
    const qint64 pieces = (QFileInfo(path).size() + 64 * 1024 - 1) / (64 * 1024);
    QVERIFY2(progress >= 2 && progress * 2 < pieces,
             qPrintable(u"%1 reports for %2 pieces"_s.arg(progress).arg(pieces)));
}

void TestNetSitemap::hostileSitemapIsNamedAndTheOthersAreRead_data()
{
    hostilesitemaps::addRows();
}

void TestNetSitemap::hostileSitemapIsNamedAndTheOthersAreRead()
{
    QFETCH(QString, name);
    const std::unique_ptr<hostilesitemaps::Served> served = hostilesitemaps::serve(name);
    QVERIFY(served);
    SitemapAuditor::Options options;
    options.site = served->server.url(u"/"_s);
    options.fetch.timeout = hostilesitemaps::kTimeout;
    const SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    QVERIFY(!report.cancelled);
    QVERIFY(report.liveRobots && report.liveRobots->status == 200);

    // The hostile sitemap: one problem that names it, with the status it answered.
    QCOMPARE(report.problems.size(), 1);
    QCOMPARE(kindsFor(report, served->hostile()), QList<Kind>{served->scenario.kind});
    const SitemapProblem &p = report.problems.first();
    QCOMPARE(p.status, served->scenario.status);
    QVERIFY2(english(p).contains(QString::fromLatin1(served->scenario.words)), qPrintable(english(p)));
    QVERIFY(QByteArrayView(p.message.id).startsWith("net.sitemap"));

    // The good one was read in full and audited: its two URLs, one blocked.
    QVERIFY(report.sitemapsRead.contains(served->good()));
    QVERIFY(report.result.urls >= 2);
    QCOMPARE(report.result.blocked(0), std::size_t(1));

    // Each hostile request was made once, and a redirect chain stopped where it had to.
    QCOMPARE(served->server.hits(hostilesitemaps::kHostile), 1);
    QCOMPARE(served->server.hits("/hop6.xml"), 0);
}

QTEST_GUILESS_MAIN(TestNetSitemap)
#include "tst_net_sitemap.moc"
