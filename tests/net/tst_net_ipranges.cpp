// SPDX-License-Identifier: MIT
// The operators' IP range files (net/ipranges.h): read with Qt's JSON parser, a malformed prefix
// named and skipped, anything that is not a range file refused.

#include "net/ipranges.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestNetIpRanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseReadsGooglesShape();
    void parseSkipsMalformedPrefixesAndKeepsTheRest();
    void parseRefusesWhatIsNoRangeFile_data();
    void parseRefusesWhatIsNoRangeFile();
};

void TestNetIpRanges::parseReadsGooglesShape()
{
    const robots::net::IpRangeParse r = robots::net::parseIpRangeFile(R"({
  "creationTime": "2026-03-01T00:00:00.000000",
  "prefixes": [
    {"ipv6Prefix": "2001:4860:4801:10::/64"},
    {"ipv4Prefix": "66.249.64.0/27"}
  ]
})");
    QVERIFY(r.file);
    QVERIFY(r.problems.isEmpty());
    QCOMPARE(QString::fromStdString(r.file->creationTime), u"2026-03-01T00:00:00.000000"_s);
    QCOMPARE(r.file->prefixes.size(), std::size_t(2));
    QVERIFY(r.file->prefixes[1].contains(*robots::parseIpAddress("66.249.64.31")));
    QVERIFY(!r.file->prefixes[1].contains(*robots::parseIpAddress("66.249.64.32")));
}

void TestNetIpRanges::parseSkipsMalformedPrefixesAndKeepsTheRest()
{
    const robots::net::IpRangeParse r = robots::net::parseIpRangeFile(
        R"({"prefixes": [{"ipv4Prefix": "300.1.1.1/8"}, {"ipv4Prefix": "20.171.206.0/24"}, {"note": 1},
                         {"ipv6Prefix": "2001:db8::/129"}, {"ipv4Prefix": 42}]})");
    QVERIFY(r.file);
    QCOMPARE(r.file->prefixes.size(), std::size_t(1));
    QCOMPARE(r.problems.size(), 4);
    QCOMPARE(QString::fromStdString(r.problems[0].toEnglish()),
             u"prefix 1 ('300.1.1.1/8') is not an address/length: skipped"_s);
    QCOMPARE(QString::fromStdString(r.problems[1].toEnglish()),
             u"entry 3 has no \"ipv4Prefix\" or \"ipv6Prefix\": skipped"_s);
}

void TestNetIpRanges::parseRefusesWhatIsNoRangeFile_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("id");
    QTest::newRow("html-page") << QByteArray("<html><body>Not found</body></html>") << u"net.ranges.not-json"_s;
    QTest::newRow("truncated-json") << QByteArray(R"({"prefixes": [{"ipv4Prefix": "1.2.)") << u"net.ranges.not-json"_s;
    QTest::newRow("json-array") << QByteArray("[]") << u"net.ranges.not-object"_s;
    // What Google's old URLs answer since the files moved (200, JSON, no prefixes).
    QTest::newRow("google-moved-notice") << QByteArray(
                                                R"({"Action needed": "update the location you're fetching from"})")
                                         << u"net.ranges.no-prefixes"_s;
    QTest::newRow("no-usable-prefix") << QByteArray(R"({"prefixes": [{"ipv4Prefix": "x"}]})") << u"net.ranges.empty"_s;
    QTest::newRow("empty-list") << QByteArray(R"({"prefixes": []})") << u"net.ranges.empty"_s;
}

void TestNetIpRanges::parseRefusesWhatIsNoRangeFile()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, id);
    const robots::net::IpRangeParse r = robots::net::parseIpRangeFile(body);
    QVERIFY(!r.file);
    QCOMPARE(QString::fromStdString(std::string(r.error.id)), id);
}

QTEST_GUILESS_MAIN(TestNetIpRanges)
#include "tst_net_ipranges.moc"
