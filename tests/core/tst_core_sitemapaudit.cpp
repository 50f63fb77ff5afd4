// SPDX-License-Identifier: MIT
// The sitemap audit's check (robots/studio/sitemapaudit.h): every sitemap URL judged by the draft and the
// live robots.txt for each agent, grouped by (agent, change, deciding rules); URLs of other
// origins and malformed ones apart (sitemaps.org: a sitemap lists URLs of its own site; RFC 9309
// §2.3: a robots.txt governs its own scheme, host and port only); CSV as RFC 4180 writes it.

#include "coretestutil.h"

#include "robots/studio/csv.h"
#include "robots/studio/sitemapaudit.h"

#include <QTest>

#include <algorithm>

using namespace robots;
using namespace Qt::StringLiterals;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::vector<std::string> strings(const QStringList &list)
{
    std::vector<std::string> out;
    for (const QString &s : list)
        out.push_back(s.toStdString());
    return out;
}

/// One group as a line: "AGENT CHANGE draft=LINE live=LINE: url url …".
QStringList describe(const SitemapAuditResult &r, const std::vector<std::string> &agents)
{
    QStringList out;
    for (const SitemapRuleGroup &g : r.groups) {
        QStringList urls;
        for (const std::string &u : g.urls)
            urls.append(q(u));
        out.append(QStringLiteral("%1 %2 draft=%3 live=%4: %5")
                       .arg(q(agents[g.agent]), q(sitemapChangeName(g.change)))
                       .arg(g.draftLine)
                       .arg(g.liveLine)
                       .arg(urls.join(u' ')));
    }
    return out;
}

const char *const kLive = "User-agent: *\n"          // 1
                          "Disallow: /private/\n"    // 2
                          "Disallow: /tmp/\n"        // 3
                          "\n"                       // 4
                          "User-agent: Googlebot\n"  // 5
                          "Disallow: /no-google/\n"; // 6

const char *const kDraft = "User-agent: *\n"          // 1
                           "Disallow: /private/\n"    // 2
                           "Disallow: /shop/cart\n"   // 3
                           "\n"                       // 4
                           "User-agent: Googlebot\n"  // 5
                           "Disallow: /no-google/\n"  // 6
                           "Allow: /private/press/\n" // 7
                           "Disallow: /private/\n";   // 8

} // namespace

class TestCoreSitemapAudit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blockedUrlsAreGroupedByAgentChangeAndDecidingRule_data();
    void blockedUrlsAreGroupedByAgentChangeAndDecidingRule();
    void urlsOfOtherOriginsAndMalformedUrlsGoApart_data();
    void urlsOfOtherOriginsAndMalformedUrlsGoApart();
    void onlyGroupedUrlsAreKeptTheRestIsCounted();
    void aLiveFileLikeTheDraftGivesBlockedInBoth();
    void resultIsReadableWhileAdding();
    void csvHasOneRowPerUrlQuotedAsRfc4180();
    void streamedCsvHasEveryRowOnceInSitemapOrder();
    void aFullSampleKeepsTheFirstUrlsAndExactCounts();
    void changeNamesAreStable();
};

void TestCoreSitemapAudit::blockedUrlsAreGroupedByAgentChangeAndDecidingRule_data()
{
    QTest::addColumn<QString>("draft");
    QTest::addColumn<QString>("live"); // "-": no live file
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<QStringList>("agents");
    QTest::addColumn<QStringList>("urls");
    QTest::addColumn<QStringList>("groups");

    const QStringList urls = {u"https://example.com/"_s,
                              u"https://example.com/private/a"_s,
                              u"https://example.com/private/press/launch"_s,
                              u"https://example.com/tmp/x"_s,
                              u"https://example.com/shop/cart?id=1"_s,
                              u"https://example.com/no-google/page"_s,
                              u"https://example.com/private/b"_s};

    // The draft frees /tmp/ (removed), blocks /shop/cart (added); for Googlebot its own group
    // (RFC 9309 §2.2.1: the most specific group, not `*`) allows /private/press/ by the longest
    // match (§2.2.2) where the live file's Googlebot group did not name /private/ at all.
    QTest::newRow("draft-against-live/two-agents")
        << q(kDraft) << q(kLive) << u"rfc9309"_s << QStringList{u"Bingbot"_s, u"Googlebot"_s} << urls
        << QStringList{
               u"Bingbot blocked draft=2 live=2: https://example.com/private/a "
               u"https://example.com/private/press/launch "
               "https://example.com/private/b"_s,
               u"Bingbot newly-blocked draft=3 live=0: https://example.com/shop/cart?id=1"_s,
               u"Bingbot unblocked draft=0 live=3: https://example.com/tmp/x"_s,
               u"Googlebot blocked draft=6 live=6: https://example.com/no-google/page"_s,
               u"Googlebot newly-blocked draft=8 live=0: https://example.com/private/a https://example.com/private/b"_s,
           };
    QTest::newRow("draft-only/blocked-by-draft")
        << q(kDraft) << u"-"_s << u"rfc9309"_s << QStringList{u"Bingbot"_s} << urls
        << QStringList{u"Bingbot blocked-by-draft draft=2 live=0: https://example.com/private/a "
                       "https://example.com/private/press/launch https://example.com/private/b"_s,
                       u"Bingbot blocked-by-draft draft=3 live=0: https://example.com/shop/cart?id=1"_s};
    // The 1994 standard: a Disallow value is a prefix, `*` is no wildcard; the draft's
    // `Disallow: /*.pdf` blocks nothing there, and does under RFC 9309 §2.2.3.
    const QString pdfDraft = u"User-agent: *\nDisallow: /*.pdf\n"_s;
    QTest::newRow("norobots1994/star-is-literal") << pdfDraft << u""_s << u"norobots1994"_s << QStringList{u"Anybot"_s}
                                                  << QStringList{u"https://example.com/a.pdf"_s} << QStringList{};
    QTest::newRow("rfc9309-2.2.3/star-matches-any-sequence")
        << pdfDraft << u""_s << u"rfc9309"_s << QStringList{u"Anybot"_s} << QStringList{u"https://example.com/a.pdf"_s}
        << QStringList{u"Anybot newly-blocked draft=2 live=0: https://example.com/a.pdf"_s};
    // RFC 9309 §2.2.2: /robots.txt itself is always allowed.
    QTest::newRow("rfc9309-2.2.2/robots-txt-always-allowed")
        << u"User-agent: *\nDisallow: /\n"_s << u"-"_s << u"rfc9309"_s << QStringList{u"Anybot"_s}
        << QStringList{u"https://example.com/robots.txt"_s, u"https://example.com/x"_s}
        << QStringList{u"Anybot blocked-by-draft draft=2 live=0: https://example.com/x"_s};
    // Larger groups first within an agent and a change.
    QTest::newRow("groups-sorted-by-size")
        << u"User-agent: *\nDisallow: /a\nDisallow: /b\n"_s << u"-"_s << u"rfc9309"_s << QStringList{u"X"_s}
        << QStringList{u"https://example.com/a1"_s, u"https://example.com/b1"_s, u"https://example.com/b2"_s}
        << QStringList{u"X blocked-by-draft draft=3 live=0: https://example.com/b1 https://example.com/b2"_s,
                       u"X blocked-by-draft draft=2 live=0: https://example.com/a1"_s};
}

void TestCoreSitemapAudit::blockedUrlsAreGroupedByAgentChangeAndDecidingRule()
{
    QFETCH(QString, draft);
    QFETCH(QString, live);
    QFETCH(QString, dialect);
    QFETCH(QStringList, agents);
    QFETCH(QStringList, urls);
    QFETCH(QStringList, groups);

    const Dialect *d = findDialect(dialect.toStdString());
    QVERIFY(d);
    const std::string draftText = draft.toStdString();
    const std::string liveText = live.toStdString();
    std::optional<std::string_view> liveView;
    if (live != u"-"_s)
        liveView = liveText;
    const std::vector<std::string> names = strings(agents);
    SitemapAudit audit(draftText, liveView, names, *d, "https://example.com");
    const std::uint32_t source = audit.addSource("https://example.com/sitemap.xml");
    for (const QString &url : std::as_const(urls))
        audit.add(url.toStdString(), source);
    const SitemapAuditResult r = audit.result();
    QCOMPARE(describe(r, names), groups);
    QCOMPARE(r.urls, std::size_t(urls.size()));
    QCOMPARE(r.checked, std::size_t(urls.size()));
    QCOMPARE(r.liveCompared, live != u"-"_s);
    for (const SitemapRuleGroup &g : r.groups) {
        QCOMPARE(g.sources.size(), g.urls.size());
        for (const std::uint32_t s : g.sources)
            QCOMPARE(s, source);
        if (g.draftLine != 0)
            QVERIFY(!g.draftRule.empty());
    }
}

void TestCoreSitemapAudit::urlsOfOtherOriginsAndMalformedUrlsGoApart_data()
{
    QTest::addColumn<QString>("origin");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("place"); // site, other, malformed

    const QString site = u"https://example.com/"_s;
    QTest::newRow("same") << site << u"https://example.com/x"_s << u"site"_s;
    QTest::newRow("same/host-case") << site << u"HTTPS://Example.COM/x"_s << u"site"_s;
    QTest::newRow("same/explicit-default-port") << site << u"https://example.com:443/x"_s << u"site"_s;
    QTest::newRow("same/no-path") << site << u"https://example.com"_s << u"site"_s;
    QTest::newRow("same/query-only") << site << u"https://example.com?q=1"_s << u"site"_s;
    QTest::newRow("same/user-info") << site << u"https://user@example.com/x"_s << u"site"_s;
    QTest::newRow("origin-as-key") << u"https://example.com:443"_s << u"https://example.com/x"_s << u"site"_s;
    QTest::newRow("origin-as-any-url") << u"https://example.com/sitemap.xml"_s << u"https://example.com/x"_s
                                       << u"site"_s;
    QTest::newRow("rfc9309-2.3/other-scheme") << site << u"http://example.com/x"_s << u"other"_s;
    QTest::newRow("rfc9309-2.3/other-port") << site << u"https://example.com:8443/x"_s << u"other"_s;
    QTest::newRow("rfc9309-2.3/subdomain") << site << u"https://www.example.com/x"_s << u"other"_s;
    QTest::newRow("longer-host") << site << u"https://example.com.evil.test/x"_s << u"other"_s;
    QTest::newRow("user-info-trick") << site << u"https://example.com:443@evil.test/x"_s << u"other"_s;
    QTest::newRow("malformed/empty") << site << u""_s << u"malformed"_s;
    QTest::newRow("malformed/path-only") << site << u"/x"_s << u"malformed"_s;
    QTest::newRow("malformed/no-scheme") << site << u"example.com/x"_s << u"malformed"_s;
    QTest::newRow("malformed/ftp") << site << u"ftp://example.com/x"_s << u"malformed"_s;
    QTest::newRow("malformed/no-host") << site << u"https:///x"_s << u"malformed"_s;
    QTest::newRow("malformed/space") << site << u"https://example.com/a b"_s << u"malformed"_s;
    QTest::newRow("malformed/bad-port") << site << u"https://example.com:99999/x"_s << u"malformed"_s;
    QTest::newRow("no-origin/any-http-url") << QString() << u"http://anything.test/x"_s << u"site"_s;
    QTest::newRow("no-origin/still-malformed") << QString() << u"mailto:x@example.com"_s << u"malformed"_s;
}

void TestCoreSitemapAudit::urlsOfOtherOriginsAndMalformedUrlsGoApart()
{
    QFETCH(QString, origin);
    QFETCH(QString, url);
    QFETCH(QString, place);

    SitemapAudit audit("User-agent: *\nDisallow: /\n", std::nullopt, {"Anybot"}, defaultDialect(),
                       origin.toStdString());
    const std::uint32_t source = audit.addSource("https://example.com/sitemap.xml");
    audit.add(url.toStdString(), source);
    const SitemapAuditResult r = audit.result();
    QCOMPARE(r.urls, std::size_t(1));
    const QString got = !r.malformed.empty() ? u"malformed"_s : !r.otherHosts.empty() ? u"other"_s : u"site"_s;
    QCOMPARE(got, place);
    QCOMPARE(r.checked, std::size_t(place == u"site"_s ? 1 : 0));
    if (place == u"site"_s)
        QCOMPARE(r.blocked(0), std::size_t(1)); // judged: `Disallow: /` blocks it
    if (place == u"other"_s)
        QCOMPARE(r.otherHostSources, std::vector<std::uint32_t>{source});
    if (place == u"malformed"_s)
        QCOMPARE(r.malformedSources, std::vector<std::uint32_t>{source});
}

void TestCoreSitemapAudit::onlyGroupedUrlsAreKeptTheRestIsCounted()
{
    SitemapAudit audit(kDraft, std::string_view(kLive), {"Bingbot", "Googlebot", "Slurp"}, defaultDialect(),
                       "https://example.com");
    const std::uint32_t a = audit.addSource("https://example.com/a.xml");
    const std::uint32_t b = audit.addSource("https://example.com/b.xml");
    for (int i = 0; i < 1000; ++i)
        audit.add("https://example.com/page/" + std::to_string(i), a);
    audit.add("https://example.com/private/x", b);
    audit.add("https://other.example/private/x", b);
    QCOMPARE(audit.size(), std::size_t(1002));
    QCOMPARE(audit.blockedUrls(), std::size_t(1));
    const SitemapAuditResult r = audit.result();
    QCOMPARE(r.urls, std::size_t(1002));
    QCOMPARE(r.checked, std::size_t(1001));
    QCOMPARE(r.blockedAny, std::size_t(1));
    QCOMPARE(r.sources, (std::vector<std::string>{"https://example.com/a.xml", "https://example.com/b.xml"}));
    std::size_t kept = 0;
    for (const SitemapRuleGroup &g : r.groups) {
        kept += g.urls.size();
        QCOMPARE(g.sources, std::vector<std::uint32_t>{b});
    }
    QCOMPARE(kept, std::size_t(3)); // /private/x for each of the three agents; the 1,000 pages only counted
    QCOMPARE(r.blocked(0), std::size_t(1));
    QCOMPARE(r.blocked(1), std::size_t(1));
    QCOMPARE(r.blocked(2), std::size_t(1));
}

void TestCoreSitemapAudit::aLiveFileLikeTheDraftGivesBlockedInBoth()
{
    SitemapAudit audit(kLive, std::string_view(kLive), {"Googlebot"}, defaultDialect(), "https://example.com");
    const std::uint32_t s = audit.addSource("https://example.com/sitemap.xml");
    audit.add("https://example.com/no-google/1", s);
    audit.add("https://example.com/private/1", s); // Googlebot's own group does not name /private/
    const SitemapAuditResult r = audit.result();
    QCOMPARE(r.groups.size(), std::size_t(1));
    QCOMPARE(r.groups[0].change, SitemapChange::BlockedInBoth);
    QCOMPARE(r.groups[0].draftLine, 6u);
    QCOMPARE(r.groups[0].liveLine, 6u);
    QCOMPARE(r.groups[0].draftRule, std::string("Disallow: /no-google/"));
    QCOMPARE(r.groups[0].liveRule, std::string("Disallow: /no-google/"));
}

void TestCoreSitemapAudit::resultIsReadableWhileAdding()
{
    SitemapAudit audit("User-agent: *\nDisallow: /x\n", std::nullopt, {"A"}, defaultDialect(), "http://h.test");
    const std::uint32_t s = audit.addSource("http://h.test/s.xml");
    audit.add("http://h.test/x1", s);
    QCOMPARE(audit.result().blocked(0), std::size_t(1));
    audit.add("http://h.test/x2", s);
    audit.add("http://h.test/y", s);
    const SitemapAuditResult r = audit.result();
    QCOMPARE(r.blocked(0), std::size_t(2));
    QCOMPARE(r.groups.at(0).urls, (std::vector<std::string>{"http://h.test/x1", "http://h.test/x2"}));
    QCOMPARE(r.groups.at(0).draftRule, std::string("Disallow: /x"));
}

void TestCoreSitemapAudit::csvHasOneRowPerUrlQuotedAsRfc4180()
{
    const std::string draft = "User-agent: *\nDisallow: /a,b\nDisallow: /q\"\n";
    SitemapAudit audit(draft, std::string_view("User-agent: *\nDisallow: /q\"\n"), {"Bot, the \"first\""},
                       defaultDialect(), "https://example.com");
    const std::uint32_t s = audit.addSource("https://example.com/s,1.xml");
    audit.add("https://example.com/a,b", s);
    audit.add("https://example.com/q\"", s);
    audit.add("https://other.test/", s);
    audit.add("not a url", s);
    const std::string csv = sitemapAuditCsv(audit.result(), {"Bot, the \"first\""});
    const std::string expected = "url,agent,change,draft line,draft rule,live line,live rule,sitemap\r\n"
                                 "\"https://example.com/q\"\"\",\"Bot, the \"\"first\"\"\",blocked,3,"
                                 "\"Disallow: /q\"\"\",2,\"Disallow: /q\"\"\",\"https://example.com/s,1.xml\"\r\n"
                                 "\"https://example.com/a,b\",\"Bot, the \"\"first\"\"\",newly-blocked,2,"
                                 "\"Disallow: /a,b\",,,\"https://example.com/s,1.xml\"\r\n"
                                 "https://other.test/,,other-host,,,,,\"https://example.com/s,1.xml\"\r\n"
                                 "not a url,,malformed,,,,,\"https://example.com/s,1.xml\"\r\n";
    QCOMPARE(q(csv), q(expected));
}

void TestCoreSitemapAudit::streamedCsvHasEveryRowOnceInSitemapOrder()
{
    // The same rows as sitemapAuditCsv() of the whole result, each once, in the order the URLs
    // were added (per URL: its agents in order, then other-host and malformed rows in place).
    const std::vector<std::string> agents{"Bingbot", "Googlebot"};
    SitemapAudit audit(kDraft, std::string_view(kLive), agents, defaultDialect(), "https://example.com");
    std::string streamed;
    int pieces = 0;
    audit.streamCsv([&](std::string_view rows) {
        streamed.append(rows);
        ++pieces;
    });
    const std::uint32_t s = audit.addSource("https://example.com/s.xml");
    std::vector<std::string> order;
    for (int i = 0; i < 3000; ++i) {
        const std::string url = i % 3 == 0   ? "https://example.com/private/" + std::to_string(i)
                                : i % 3 == 1 ? "https://example.com/no-google/" + std::to_string(i)
                                             : "https://example.com/open/" + std::to_string(i);
        audit.add(url, s);
        order.push_back(url);
    }
    audit.add("https://other.test/private/", s);
    audit.add("not a url", s);
    audit.flushCsv();
    QVERIFY(pieces > 1); // handed on in pieces, never held whole

    const std::vector<std::vector<std::string>> rows = readCsv(streamed);
    const std::vector<std::vector<std::string>> whole = readCsv(sitemapAuditCsv(audit.result(), agents));
    QCOMPARE(rows.size(), whole.size());
    QVERIFY(rows.front() == whole.front()); // the header
    auto sortedRows = rows;
    auto sortedWhole = whole;
    std::sort(sortedRows.begin(), sortedRows.end());
    std::sort(sortedWhole.begin(), sortedWhole.end());
    QVERIFY(sortedRows == sortedWhole);
    QVERIFY(std::adjacent_find(sortedRows.begin(), sortedRows.end()) == sortedRows.end()); // each row once
    // In sitemap order: the URLs' first appearances follow the order they were added.
    std::vector<std::string> seen;
    for (std::size_t i = 1; i < rows.size(); ++i)
        if (seen.empty() || seen.back() != rows[i][0])
            seen.push_back(rows[i][0]);
    std::vector<std::string> expected;
    for (std::size_t i = 0; i < order.size(); ++i)
        if (i % 3 != 2)
            expected.push_back(order[i]);
    expected.push_back("https://other.test/private/");
    expected.push_back("not a url");
    QCOMPARE(seen, expected);
}

void TestCoreSitemapAudit::aFullSampleKeepsTheFirstUrlsAndExactCounts()
{
    const std::vector<std::string> agents{"Bingbot", "Googlebot"};
    SitemapAudit sampled(kDraft, std::string_view(kLive), agents, defaultDialect(), "https://example.com");
    SitemapAudit full(kDraft, std::string_view(kLive), agents, defaultDialect(), "https://example.com");
    sampled.setSampleLimit(5);
    for (SitemapAudit *audit : {&sampled, &full}) {
        const std::uint32_t s = audit->addSource("https://example.com/s.xml");
        for (int i = 0; i < 1000; ++i) {
            audit->add("https://example.com/private/" + std::to_string(i), s);
            if (i % 2 == 0)
                audit->add("https://example.com/no-google/" + std::to_string(i), s);
            if (i % 4 == 0)
                audit->add("https://other.test/" + std::to_string(i), s);
            if (i % 8 == 0)
                audit->add("bad url " + std::to_string(i), s);
        }
    }
    const SitemapAuditResult r = sampled.result();
    const SitemapAuditResult all = full.result();
    QCOMPARE(r.urls, all.urls);
    QCOMPARE(r.checked, all.checked);
    QCOMPARE(r.blockedAny, all.blockedAny);
    QCOMPARE(r.groups.size(), all.groups.size());
    for (std::size_t i = 0; i < r.groups.size(); ++i) {
        const SitemapRuleGroup &g = r.groups[i];
        const SitemapRuleGroup &f = all.groups[i];
        QCOMPARE(g.count, f.urls.size()); // exact, though the sample is full
        QCOMPARE(f.count, f.urls.size());
        QCOMPARE(g.urls.size(), std::min<std::size_t>(5, f.urls.size()));
        QCOMPARE(g.urls, std::vector<std::string>(f.urls.begin(), f.urls.begin() + std::ptrdiff_t(g.urls.size())));
        QCOMPARE(g.sources.size(), g.urls.size());
        QVERIFY(g.agent == f.agent && g.change == f.change && g.draftLine == f.draftLine && g.liveLine == f.liveLine);
    }
    for (std::size_t a = 0; a < agents.size(); ++a)
        QCOMPARE(r.blocked(a), all.blocked(a));
    QCOMPARE(r.otherHostCount, std::size_t(250));
    QCOMPARE(r.otherHosts.size(), std::size_t(5));
    QCOMPARE(r.otherHostSources.size(), std::size_t(5));
    QCOMPARE(r.otherHosts.front(), std::string("https://other.test/0"));
    QCOMPARE(r.malformedCount, std::size_t(125));
    QCOMPARE(r.malformed.size(), std::size_t(5));
    QCOMPARE(all.otherHostCount, all.otherHosts.size());
    QCOMPARE(all.malformedCount, all.malformed.size());
}

void TestCoreSitemapAudit::changeNamesAreStable()
{
    QCOMPARE(q(sitemapChangeName(SitemapChange::BlockedInBoth)), u"blocked"_s);
    QCOMPARE(q(sitemapChangeName(SitemapChange::NewlyBlocked)), u"newly-blocked"_s);
    QCOMPARE(q(sitemapChangeName(SitemapChange::Unblocked)), u"unblocked"_s);
    QCOMPARE(q(sitemapChangeName(SitemapChange::BlockedNoLive)), u"blocked-by-draft"_s);
}

QTEST_APPLESS_MAIN(TestCoreSitemapAudit)
#include "tst_core_sitemapaudit.moc"
