// SPDX-License-Identifier: MIT
// How operators let a site verify their crawlers (core/data/crawler-verification.tsv compiled into
// the core): every row names an operator of the catalogue and says how, and DNS names are matched
// label by label.

#include "robots/studio/crawlers.h"
#include "robots/studio/crawlerverification.h"

#include <QSet>
#include <QTest>

using namespace robots;
using namespace Qt::StringLiterals;

class TestCoreCrawlerVerification : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyRowNamesAnOperatorOfTheCatalogue();
    void documentedWaysOfTheMainOperators();
    void dnsNameInDomain_data();
    void dnsNameInDomain();
};

void TestCoreCrawlerVerification::everyRowNamesAnOperatorOfTheCatalogue()
{
    QSet<QByteArray> operators;
    for (const Crawler &c : crawlerCatalogue())
        operators.insert(QByteArray(c.operatorName.data(), qsizetype(c.operatorName.size())));
    QVERIFY(crawlerVerifications().size() >= 5);
    for (const CrawlerVerification &v : crawlerVerifications()) {
        const QByteArray name(v.operatorName.data(), qsizetype(v.operatorName.size()));
        QVERIFY2(operators.contains(name), name.constData());
        QVERIFY2(!v.rangeUrls.empty() || !v.dnsDomains.empty(), name.constData());
        for (const std::string_view url : v.rangeUrls)
            QVERIFY(url.starts_with("https://"));
        QVERIFY(v.source.starts_with("https://"));
        QCOMPARE(v.checked.size(), std::size_t(10));
        QVERIFY2(!v.note.empty(), name.constData());
        QCOMPARE(findCrawlerVerification(v.operatorName), &v);
    }
    QCOMPARE(findCrawlerVerification("google"), nullptr); // spelt as the catalogue spells it
    QCOMPARE(findCrawlerVerification("Nobody"), nullptr);
}

void TestCoreCrawlerVerification::documentedWaysOfTheMainOperators()
{
    // Google's page: googlebot.com and google.com; its common crawlers' file is common-crawlers.json.
    const CrawlerVerification *google = findCrawlerVerification("Google");
    QVERIFY(google);
    QVERIFY(dnsNameInDomains("crawl-66-249-66-1.googlebot.com", google->dnsDomains));
    QVERIFY(dnsNameInDomains("rate-limited-proxy-66-249-90-77.google.com", google->dnsDomains));
    QVERIFY(!dnsNameInDomains("1-2-3-4.gae.googleusercontent.com", google->dnsDomains));
    QVERIFY(std::any_of(google->rangeUrls.begin(), google->rangeUrls.end(),
                        [](std::string_view u) { return u.ends_with("/common-crawlers.json"); }));
    // Bing's page: search.msn.com; OpenAI publishes files and no DNS names; Yandex the reverse.
    QVERIFY(dnsNameInDomains("msnbot-157-55-33-18.search.msn.com", findCrawlerVerification("Microsoft")->dnsDomains));
    QVERIFY(findCrawlerVerification("OpenAI")->dnsDomains.empty());
    QCOMPARE(findCrawlerVerification("OpenAI")->rangeUrls.size(), std::size_t(3));
    QVERIFY(findCrawlerVerification("Yandex")->rangeUrls.empty());
    QVERIFY(dnsNameInDomains("spider-5-255-253-1.yandex.com", findCrawlerVerification("Yandex")->dnsDomains));
}

void TestCoreCrawlerVerification::dnsNameInDomain_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("domain");
    QTest::addColumn<bool>("in");
    QTest::newRow("rfc1035-3.1/subdomain") << u"crawl-1.googlebot.com"_s << u"googlebot.com"_s << true;
    QTest::newRow("rfc1035-3.1/the-domain-itself") << u"googlebot.com"_s << u"googlebot.com"_s << true;
    QTest::newRow("rfc1035-3.1/case-insensitive") << u"Crawl-1.GoogleBot.COM"_s << u"googlebot.com"_s << true;
    QTest::newRow("rfc1035-3.1/root-dot-ignored") << u"crawl-1.googlebot.com."_s << u"googlebot.com"_s << true;
    QTest::newRow("label-boundary/prefix-is-not-a-label") << u"evilgooglebot.com"_s << u"googlebot.com"_s << false;
    QTest::newRow("label-boundary/domain-inside-name") << u"googlebot.com.evil.net"_s << u"googlebot.com"_s << false;
    QTest::newRow("shorter-than-domain") << u"com"_s << u"googlebot.com"_s << false;
    QTest::newRow("empty-name") << QString() << u"googlebot.com"_s << false;
}

void TestCoreCrawlerVerification::dnsNameInDomain()
{
    QFETCH(QString, host);
    QFETCH(QString, domain);
    QFETCH(bool, in);
    const QByteArray h = host.toUtf8(), d = domain.toUtf8();
    QCOMPARE(robots::dnsNameInDomain(std::string_view(h.constData(), std::size_t(h.size())),
                                     std::string_view(d.constData(), std::size_t(d.size()))),
             in);
}

QTEST_APPLESS_MAIN(TestCoreCrawlerVerification)
#include "tst_core_crawlerverification.moc"
