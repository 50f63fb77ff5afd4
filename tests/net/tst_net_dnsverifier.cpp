// SPDX-License-Identifier: MIT
// Reverse-then-forward DNS verification (net/dnsverifier.h) against a loopback DNS server
// (tests/net/dnsserver.py): verified when the PTR name is in the operator's domains and resolves
// back; spoofed when DNS disproves it; no answer (never spoofed) when a lookup times out.

#include "net/dnsverifier.h"
#include "testdnsserver.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::DnsVerifier;

namespace {

QJsonObject table()
{
    return QJsonObject{
        {u"PTR"_s,
         QJsonObject{
             {u"1.66.249.66.in-addr.arpa"_s, QJsonArray{u"crawl-66-249-66-1.googlebot.com"_s}},
             {u"2.66.249.66.in-addr.arpa"_s, QJsonArray{u"crawl.googlebot.com.evil.example"_s}},
             {u"3.66.249.66.in-addr.arpa"_s, QJsonArray{u"crawl-66-249-66-3.googlebot.com"_s}},
             {u"6.66.249.66.in-addr.arpa"_s, QJsonArray{u"crawl-66-249-66-6.googlebot.com"_s}},
             {u"1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.1.0.0.1.0.8.4.0.6.8.4.1.0.0.2.ip6.arpa"_s,
              QJsonArray{u"crawl-v6.googlebot.com"_s}},
         }},
        {u"A"_s,
         QJsonObject{
             {u"crawl-66-249-66-1.googlebot.com"_s, QJsonArray{u"66.249.66.1"_s}},
             {u"crawl-66-249-66-3.googlebot.com"_s, QJsonArray{u"10.0.0.3"_s}}, // forward mismatch
         }},
        {u"AAAA"_s, QJsonObject{{u"crawl-v6.googlebot.com"_s, QJsonArray{u"2001:4860:4801:10::1"_s}}}},
        {u"silent"_s, QJsonArray{u"5.66.249.66.in-addr.arpa"_s, u"crawl-66-249-66-6.googlebot.com"_s}},
    };
}

DnsVerifier::Query google(const char *address)
{
    return {u"Google"_s, QHostAddress(QString::fromLatin1(address)), {u"googlebot.com"_s, u"google.com"_s}};
}

} // namespace

class TestNetDnsVerifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // The silent server's abandoned lookups end by the C library's time-out too (the process
        // waits for them at exit): one attempt of one second, as the CLI sets it.
        qputenv("RES_OPTIONS", "timeout:1 attempts:1");
    }
    void reverseNameFollowsRfc1035AndRfc3596();
    void reverseThenForwardDecidesEachAddress_data();
    void reverseThenForwardDecidesEachAddress();
    void boundedConcurrencyAnswersEveryQueryInOrderAndCaches();
};

void TestNetDnsVerifier::reverseNameFollowsRfc1035AndRfc3596()
{
    QCOMPARE(DnsVerifier::reverseName(QHostAddress(u"66.249.66.1"_s)), u"1.66.249.66.in-addr.arpa"_s);
    QCOMPARE(DnsVerifier::reverseName(QHostAddress(u"::ffff:66.249.66.1"_s)), u"1.66.249.66.in-addr.arpa"_s);
    QCOMPARE(DnsVerifier::reverseName(QHostAddress(u"2001:db8::567:89ab"_s)),
             u"b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa"_s);
    QCOMPARE(DnsVerifier::reverseName(QHostAddress()), QString());
}

void TestNetDnsVerifier::reverseThenForwardDecidesEachAddress_data()
{
    QTest::addColumn<QByteArray>("address");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QString>("id");
    QTest::newRow("google/ptr-in-domain-resolves-back")
        << QByteArray("66.249.66.1") << int(DnsVerifier::Outcome::Verified) << u"net.dns.verified"_s;
    QTest::newRow("ipv6/aaaa-resolves-back")
        << QByteArray("2001:4860:4801:10::1") << int(DnsVerifier::Outcome::Verified) << u"net.dns.verified"_s;
    QTest::newRow("spoofed/ptr-to-an-unrelated-domain")
        << QByteArray("66.249.66.2") << int(DnsVerifier::Outcome::Spoofed) << u"net.dns.outside"_s;
    QTest::newRow("spoofed/forward-mismatch")
        << QByteArray("66.249.66.3") << int(DnsVerifier::Outcome::Spoofed) << u"net.dns.mismatch"_s;
    QTest::newRow("spoofed/no-ptr-record")
        << QByteArray("66.249.66.4") << int(DnsVerifier::Outcome::Spoofed) << u"net.dns.no-name"_s;
    QTest::newRow("unanswered/ptr-lookup-times-out")
        << QByteArray("66.249.66.5") << int(DnsVerifier::Outcome::NoAnswer) << u"net.dns.timed-out"_s;
    QTest::newRow("unanswered/forward-lookup-times-out")
        << QByteArray("66.249.66.6") << int(DnsVerifier::Outcome::NoAnswer) << u"net.dns.timed-out"_s;
}

void TestNetDnsVerifier::reverseThenForwardDecidesEachAddress()
{
    QFETCH(QByteArray, address);
    QFETCH(int, outcome);
    QFETCH(QString, id);
    TestDnsServer server(table());
    QVERIFY(server.port() != 0);
    DnsVerifier verifier;
    verifier.setNameserver(QHostAddress::LocalHost, server.port());
    verifier.setTimeout(std::chrono::milliseconds(500)); // the verifier's own time-out ends the silent lookups
    const QList<DnsVerifier::Answer> answers = verifier.verifyBlocking({google(address.constData())});
    QCOMPARE(answers.size(), 1);
    QVERIFY2(int(answers[0].outcome) == outcome, answers[0].why.toEnglish().c_str());
    QCOMPARE(QString::fromStdString(std::string(answers[0].why.id)), id);
    QVERIFY(answers[0].checkedAt.isValid());
}

void TestNetDnsVerifier::boundedConcurrencyAnswersEveryQueryInOrderAndCaches()
{
    TestDnsServer server(table());
    DnsVerifier verifier;
    verifier.setNameserver(QHostAddress::LocalHost, server.port());
    verifier.setTimeout(std::chrono::milliseconds(500));
    verifier.setMaxConcurrent(2);
    QList<DnsVerifier::Query> queries;
    for (const char *a : {"66.249.66.1", "66.249.66.2", "66.249.66.3", "66.249.66.4", "66.249.66.5", "66.249.66.1"})
        queries.append(google(a));
    int emitted = 0;
    connect(&verifier, &DnsVerifier::finished, this, [&] { ++emitted; });
    verifier.verify(queries);
    QCOMPARE(emitted, 0); // never from inside verify()
    const QList<DnsVerifier::Answer> answers = verifier.verifyBlocking({google("66.249.66.1")}); // queued after
    QCOMPARE(emitted, 2);
    QCOMPARE(answers.size(), 1);
    QVERIFY(answers[0].cached);
    QCOMPARE(answers[0].outcome, DnsVerifier::Outcome::Verified);
    // Answers from another run are reused; an unanswered one is not kept.
    DnsVerifier later;
    later.setNameserver(QHostAddress::LocalHost, server.port());
    later.setTimeout(std::chrono::milliseconds(500));
    later.addCached({u"Google"_s,
                     QHostAddress(u"66.249.66.9"_s),
                     DnsVerifier::Outcome::Verified,
                     u"x.googlebot.com"_s,
                     {},
                     QDateTime::currentDateTimeUtc(),
                     false});
    const QList<DnsVerifier::Answer> reused = later.verifyBlocking({google("66.249.66.9")});
    QVERIFY(reused[0].cached);
    QCOMPARE(reused[0].outcome, DnsVerifier::Outcome::Verified);
}

QTEST_GUILESS_MAIN(TestNetDnsVerifier)
#include "tst_net_dnsverifier.moc"
