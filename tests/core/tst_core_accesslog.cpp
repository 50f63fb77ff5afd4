// SPDX-License-Identifier: MIT
// Access logs (robots/studio/accesslog.h): each log format's lines as servers write them, bad
// lines with a reason, crawler identification in full User-Agent strings, IP range files and
// verification, and the judge's reading of RFC 9309 §2.4 (a copy up to 24 hours old).

#include "robots/studio/accesslog.h"

#include <QTest>

using namespace robots;
using namespace Qt::StringLiterals;

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

constexpr std::string_view kGooglebotUa = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
constexpr std::string_view kGptBotUa =
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)";

std::int64_t at(int day, int hour)
{
    return utcMilliseconds(2026, 3, day, hour, 0, 0);
}

} // namespace

class TestCoreAccessLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void combinedReadsApacheAndNginxDefaults_data();
    void combinedReadsApacheAndNginxDefaults();
    void badLinesGiveAReason_data();
    void badLinesGiveAReason();
    void w3cFieldsDirectiveNamesTheColumns();
    void badW3cAndJsonLinesGiveAReason_data();
    void badW3cAndJsonLinesGiveAReason();
    void jsonLinesFollowTheFieldMap();
    void identifyFindsTheProductTokenInAFullUserAgent_data();
    void identifyFindsTheProductTokenInAFullUserAgent();
    void ipRangeFileAndVerification();
    void dnsAnswersDecideAddressesTheRangesDoNotCover();
    void judgeCollectsDnsCandidatesAndJudgesAgain();
    void judgeUsesTheVersionLiveAtTheRequestsTime();
    void judgeCountsRobotsFetchesAndPeakRate();
    void contentUsageConflictIsAPreferenceNotAViolation();
    void aFamilyMemberIsJudgedByItsFamilysGroups();
};

void TestCoreAccessLog::combinedReadsApacheAndNginxDefaults_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("client");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("agent");
    QTest::addColumn<qint64>("time");
    QTest::newRow("apache/combined")
        << u"66.249.66.1 - - [01/Mar/2026:12:00:00 +0000] \"GET /private/a?b=1 HTTP/1.1\" 200 512 \"-\" \"Googlebot/2.1\""_s
        << u"66.249.66.1"_s << u"/private/a?b=1"_s << 200 << u"Googlebot/2.1"_s << qint64(at(1, 12));
    QTest::newRow("apache/common-no-agent") << u"::1 - frank [01/Mar/2026:13:00:00 +0100] \"GET / HTTP/1.0\" 304 -"_s
                                            << u"::1"_s << u"/"_s << 304 << QString() << qint64(at(1, 12));
    QTest::newRow("apache/escaped-quote-in-agent")
        << u"1.2.3.4 - - [01/Mar/2026:12:00:00 -0000] \"GET /x HTTP/1.1\" 404 0 \"-\" \"a \\\"quoted\\\" bot\""_s
        << u"1.2.3.4"_s << u"/x"_s << 404 << u"a \\\"quoted\\\" bot"_s << qint64(at(1, 12));
    QTest::newRow("apache/escaped-backslash-before-closing-quote")
        << u"1.2.3.4 - - [01/Mar/2026:12:00:00 +0000] \"GET /x HTTP/1.1\" 200 0 \"-\" \"bot\\\\\""_s << u"1.2.3.4"_s
        << u"/x"_s << 200 << u"bot\\\\"_s << qint64(at(1, 12));
    QTest::newRow("nginx/absolute-url-target")
        << u"1.2.3.4 - - [01/Mar/2026:12:00:00 +0000] \"GET http://example.com/x HTTP/1.1\" 200 1 \"r\" \"ua\""_s
        << u"1.2.3.4"_s << u"http://example.com/x"_s << 200 << u"ua"_s << qint64(at(1, 12));
}

void TestCoreAccessLog::combinedReadsApacheAndNginxDefaults()
{
    QFETCH(QString, line);
    QFETCH(QString, client);
    QFETCH(QString, target);
    QFETCH(int, status);
    QFETCH(QString, agent);
    QFETCH(qint64, time);
    LogLineParser parser(LogFormat::Combined);
    const std::string bytes = line.toStdString();
    const LogLineResult r = parser.parse(bytes);
    QVERIFY2(r.ok(), logLineProblemName(r.problem).data());
    QCOMPARE(qs(r.request.client), client);
    QCOMPARE(qs(r.request.target), target);
    QCOMPARE(r.request.status, status);
    QCOMPARE(qs(r.request.userAgent), agent);
    QCOMPARE(qint64(r.request.timeMs), time);
    QCOMPARE(qs(r.request.method), target == u"/"_s ? u"GET"_s : u"GET"_s);
}

void TestCoreAccessLog::badLinesGiveAReason_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("problem");
    QTest::newRow("garbage") << u"hello world"_s << int(LogLineProblem::Malformed);
    QTest::newRow("bad-time") << u"1.2.3.4 - - [32/Foo/2026:12:00:00 +0000] \"GET / HTTP/1.1\" 200 1 \"-\" \"ua\""_s
                              << int(LogLineProblem::BadTime);
    QTest::newRow("tls-handshake-as-request")
        << u"1.2.3.4 - - [01/Mar/2026:12:00:00 +0000] \"\\x16\\x03\\x01\" 400 0 \"-\" \"-\""_s
        << int(LogLineProblem::BadRequestLine);
    QTest::newRow("unterminated-quote") << u"1.2.3.4 - - [01/Mar/2026:12:00:00 +0000] \"GET / HTTP/1.1 200 1"_s
                                        << int(LogLineProblem::Malformed);
    QTest::newRow("empty-is-not-bad") << u"   "_s << int(LogLineProblem::Empty);
    QTest::newRow("too-long") << QString(70000, u'a') << int(LogLineProblem::TooLong);
}

void TestCoreAccessLog::badLinesGiveAReason()
{
    QFETCH(QString, line);
    QFETCH(int, problem);
    LogLineParser parser(LogFormat::Combined);
    const std::string bytes = line.toStdString();
    QCOMPARE(int(parser.parse(bytes).problem), problem);
}

void TestCoreAccessLog::w3cFieldsDirectiveNamesTheColumns()
{
    LogLineParser parser(LogFormat::W3c);
    QCOMPARE(int(parser.parse("2026-03-01 12:00:00 1.2.3.4 GET /a - 200").problem), int(LogLineProblem::NoFields));
    QCOMPARE(int(parser.parse("#Software: Microsoft Internet Information Services 10.0").problem),
             int(LogLineProblem::Directive));
    QCOMPARE(int(parser
                     .parse("#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port c-ip "
                            "cs(User-Agent) sc-status")
                     .problem),
             int(LogLineProblem::Directive));
    // IIS writes spaces in the agent as `+`.
    LogLineResult r = parser.parse("2026-03-01 12:00:00 10.0.0.1 GET /private/x q=1 443 66.249.66.1 "
                                   "Mozilla/5.0+(compatible;+Googlebot/2.1;++http://www.google.com/bot.html) 200");
    QVERIFY(r.ok());
    QCOMPARE(qs(r.request.target), u"/private/x?q=1"_s);
    QCOMPARE(qs(r.request.client), u"66.249.66.1"_s);
    QCOMPARE(r.request.userAgent.substr(0, 25), std::string_view("Mozilla/5.0 (compatible; "));
    QCOMPARE(qint64(r.request.timeMs), qint64(at(1, 12)));
    // CloudFront: tab-separated, %-encoded agent, the viewer's host in x-host-header.
    QVERIFY(parser
                .parse("#Fields: date time x-edge-location c-ip cs-method cs(Host) cs-uri-stem sc-status "
                       "cs(User-Agent) cs-uri-query x-host-header")
                .problem == LogLineProblem::Directive);
    r = parser.parse("2026-03-01\t12:00:00\tFRA2\t66.249.66.1\tGET\td1.cloudfront.net\t/a\t200\t"
                     "Googlebot/2.1%20(+http://www.google.com/bot.html)\t-\twww.example.com");
    QVERIFY(r.ok());
    QCOMPARE(qs(r.request.host), u"www.example.com"_s);
    QCOMPARE(qs(r.request.target), u"/a"_s);
    QCOMPARE(qs(r.request.userAgent), u"Googlebot/2.1 (+http://www.google.com/bot.html)"_s);
}

// Lines the fuzzer found: a W3C line whose stem column holds something else (a line that lost a
// column) is no request, as in the other formats; a JSON time outside any date (1e300, nan) is no
// time, not an undefined conversion to an integer.
void TestCoreAccessLog::badW3cAndJsonLinesGiveAReason_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("problem");
    const int w3c = int(LogFormat::W3c);
    const int json = int(LogFormat::JsonLines);
    QTest::newRow("w3c/stem-is-a-host") << w3c << u"2026-03-01 12:00:00 1.2.3.4 GET d1.cloudfront.net 200"_s
                                        << int(LogLineProblem::BadRequestLine);
    QTest::newRow("w3c/stem-is-a-path") << w3c << u"2026-03-01 12:00:00 1.2.3.4 GET /a 200"_s
                                        << int(LogLineProblem::None);
    QTest::newRow("w3c/stem-is-a-url") << w3c << u"2026-03-01 12:00:00 1.2.3.4 GET http://a.example/b 200"_s
                                       << int(LogLineProblem::None);
    QTest::newRow("json/time-beyond-any-date")
        << json << u"{\"time\": 1e300, \"url\": \"/\"}"_s << int(LogLineProblem::BadTime);
    QTest::newRow("json/time-negative-beyond-any-date")
        << json << u"{\"time\": -1e300, \"url\": \"/\"}"_s << int(LogLineProblem::BadTime);
    QTest::newRow("json/time-nan") << json << u"{\"time\": nan, \"url\": \"/\"}"_s << int(LogLineProblem::BadTime);
    QTest::newRow("json/time-in-milliseconds")
        << json << u"{\"time\": 1772366400000, \"url\": \"/\"}"_s << int(LogLineProblem::None);
}

void TestCoreAccessLog::badW3cAndJsonLinesGiveAReason()
{
    QFETCH(int, format);
    QFETCH(QString, line);
    QFETCH(int, problem);
    LogLineParser parser{LogFormat(format)};
    QCOMPARE(int(parser.parse("#Fields: date time c-ip cs-method cs-uri-stem sc-status").problem),
             int(format == int(LogFormat::W3c) ? LogLineProblem::Directive : LogLineProblem::Malformed));
    const std::string bytes = line.toStdString();
    QCOMPARE(int(parser.parse(bytes).problem), problem);
}

void TestCoreAccessLog::jsonLinesFollowTheFieldMap()
{
    JsonFieldMap map;
    map.time = "ts";
    map.url = "request.uri";
    map.userAgent = "request.headers.user-agent";
    LogLineParser parser(LogFormat::JsonLines, map);
    const LogLineResult r =
        parser.parse(R"({"ts": 1772366400, "client_ip": "66.249.66.1", "status": 200, "tags": [1, {"a": "b"}],)"
                     R"( "request": {"uri": "/private/\u0061", "headers": {"user-agent": "Googlebot\/2.1"}}})");
    QVERIFY2(r.ok(), logLineProblemName(r.problem).data());
    QCOMPARE(qs(r.request.target), u"/private/a"_s);
    QCOMPARE(qs(r.request.userAgent), u"Googlebot/2.1"_s);
    QCOMPARE(r.request.status, 200);
    QCOMPARE(qint64(r.request.timeMs), qint64(at(1, 12)));
    QCOMPARE(int(parser.parse(R"({"ts": "2026-03-01T13:00:00+01:00", "request": {"uri": "/"}})").request.timeMs / 1000),
             int(at(1, 12) / 1000));
    QCOMPARE(int(parser.parse(R"({"ts": 1, "request": {})").problem), int(LogLineProblem::Malformed));
    QCOMPARE(int(parser.parse(R"({"ts": 1})").problem), int(LogLineProblem::MissingField));
}

void TestCoreAccessLog::identifyFindsTheProductTokenInAFullUserAgent_data()
{
    QTest::addColumn<QString>("agent");
    QTest::addColumn<QString>("crawler");
    QTest::newRow("googlebot-desktop") << qs(kGooglebotUa) << u"Googlebot"_s;
    QTest::newRow("googlebot-smartphone")
        << u"Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"_s
        << u"Googlebot"_s;
    QTest::newRow("gptbot") << qs(kGptBotUa) << u"GPTBot"_s;
    QTest::newRow("bingbot-lower-case") << u"Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"_s
                                        << u"Bingbot"_s;
    QTest::newRow("browser-is-no-crawler")
        << u"Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"_s << QString();
    QTest::newRow("token-inside-a-word-is-not-it") << u"NotGooglebotAtAll/1.0"_s << QString();
}

void TestCoreAccessLog::identifyFindsTheProductTokenInAFullUserAgent()
{
    QFETCH(QString, agent);
    QFETCH(QString, crawler);
    const std::string ua = agent.toStdString();
    const Crawler *c = identifyCrawler(ua);
    QCOMPARE(c ? qs(c->token) : QString(), crawler);
}

void TestCoreAccessLog::ipRangeFileAndVerification()
{
    IpRangeFile file;
    file.prefixes = {*parseIpPrefix("2001:4860:4801:10::/64"), *parseIpPrefix("66.249.64.0/27")};
    QCOMPARE(file.prefixes[1].bits, 96 + 27);
    QVERIFY(!parseIpPrefix("300.1.1.1/8"));
    QVERIFY(!parseIpPrefix("66.249.64.0/33"));
    QVERIFY(!parseIpPrefix("2001:db8::/129"));
    QVERIFY(!parseIpPrefix("66.249.64.0"));
    QVERIFY(!parseIpPrefix("66.249.64.0/"));
    QVERIFY(!parseIpPrefix("66.249.64.0/2x"));

    IpVerifier verifier;
    verifier.add("Google", file);
    const Crawler &googlebot = *findCrawler("Googlebot");
    const Crawler &gptbot = *findCrawler("GPTBot");
    QCOMPARE(verifier.verify(googlebot, "66.249.64.31"), Verification::Verified);
    QCOMPARE(verifier.verify(googlebot, "66.249.64.32"), Verification::Spoofed);
    QCOMPARE(verifier.verify(googlebot, "2001:4860:4801:10::1"), Verification::Verified);
    QCOMPARE(verifier.verify(googlebot, "2001:4860:4801:11::1"), Verification::Spoofed);
    QCOMPARE(verifier.verify(googlebot, "::ffff:66.249.64.1"), Verification::Verified);
    // A host name logged instead of an address (Apache's HostnameLookups) cannot be checked.
    QCOMPARE(verifier.verify(googlebot, "crawl-66-249-66-1.googlebot.com"), Verification::Unverified);
    QCOMPARE(verifier.verify(gptbot, "1.2.3.4"), Verification::Unverified);
}

void TestCoreAccessLog::dnsAnswersDecideAddressesTheRangesDoNotCover()
{
    IpRangeFile google;
    google.prefixes = {*parseIpPrefix("66.249.64.0/27")};
    IpVerifier verifier;
    verifier.add("Google", google);
    verifier.addVerifiedAddress("Google", *parseIpAddress("66.249.90.1")); // newer than the list
    verifier.addSpoofedAddress("Google", *parseIpAddress("66.249.64.1"));  // the ranges win
    verifier.addVerifiedAddress("Yandex", *parseIpAddress("5.255.253.1"));
    verifier.addSpoofedAddress("Yandex", *parseIpAddress("5.255.253.2"));
    QCOMPARE(verifier.dnsAnswers(), std::size_t(4));
    const Crawler &googlebot = *findCrawler("Googlebot");
    const Crawler &yandex = *findCrawler("YandexBot");
    QCOMPARE(verifier.verify(googlebot, "66.249.90.1"), Verification::Verified);
    QCOMPARE(verifier.verify(googlebot, "66.249.64.1"), Verification::Verified);
    QCOMPARE(verifier.verify(googlebot, "66.249.90.2"), Verification::Spoofed);
    // An operator without ranges: what DNS answered, unverified where it answered nothing.
    QCOMPARE(verifier.verify(yandex, "5.255.253.1"), Verification::Verified);
    QCOMPARE(verifier.verify(yandex, "5.255.253.2"), Verification::Spoofed);
    QCOMPARE(verifier.verify(yandex, "5.255.253.3"), Verification::Unverified);
    // An answer of one operator says nothing of another's crawler at the same address.
    QCOMPARE(verifier.verify(*findCrawler("GPTBot"), "5.255.253.1"), Verification::Unverified);
}

void TestCoreAccessLog::judgeCollectsDnsCandidatesAndJudgesAgain()
{
    IpRangeFile google;
    google.prefixes = {*parseIpPrefix("66.249.64.0/27")};
    IpVerifier verifier;
    verifier.add("Google", google);
    LogJudge judge;
    judge.setVersions("", {{INT64_MIN, "User-agent: *\nDisallow: /x\n", "robots.txt"}});
    judge.setVerifier(verifier);
    judge.collectDnsCandidates(2);
    auto request = [&](std::string_view client, std::string_view ua) {
        LogRequest r;
        r.timeMs = at(1, 0);
        r.client = client;
        r.method = "GET";
        r.target = "/x";
        r.status = 200;
        r.userAgent = ua;
        return judge.add(r, 1);
    };
    request("66.249.64.1", "Googlebot/2.1");   // in the ranges: no DNS needed
    request("66.249.90.1", "Googlebot/2.1");   // a candidate
    request("66.249.90.1", "Googlebot/2.1");   // the same
    request("20.171.206.9", "GPTBot/1.1");     // OpenAI documents no DNS
    request("5.255.253.1", "YandexBot/3.0");   // a candidate
    request("5.255.253.2", "YandexBot/3.0");   // past the limit of 2: counted
    request("crawl.example", "YandexBot/3.0"); // no address
    const std::vector<LogJudge::DnsCandidate> candidates = judge.dnsCandidates();
    QCOMPARE(candidates.size(), std::size_t(2));
    QCOMPARE(qs(candidates[0].operatorName), u"Google"_s);
    QCOMPARE(candidates[0].address, *parseIpAddress("66.249.90.1"));
    QCOMPARE(qs(candidates[1].operatorName), u"Yandex"_s);
    QCOMPARE(judge.dnsCandidatesDropped(), std::uint64_t(1));
    QCOMPARE(judge.summary().crawlers[0].verifiedViolations, std::uint64_t(1));

    // Judged again with DNS's answers: the same requests, counted once.
    verifier.addVerifiedAddress("Google", candidates[0].address);
    judge.setVerifier(verifier);
    judge.restart();
    request("66.249.64.1", "Googlebot/2.1");
    request("66.249.90.1", "Googlebot/2.1");
    const LogSummary s = judge.summary();
    QCOMPARE(s.requests, std::uint64_t(2));
    QCOMPARE(s.crawlers[0].verifiedViolations, std::uint64_t(2));
    QCOMPARE(s.violations.size(), std::size_t(1));
    QVERIFY(judge.dnsCandidates().empty());
}

void TestCoreAccessLog::judgeUsesTheVersionLiveAtTheRequestsTime()
{
    LogJudge judge;
    judge.setVersions("", {{at(1, 0), "User-agent: *\nDisallow: /old/\n", "v1"},
                           {at(3, 0), "User-agent: *\nDisallow: /old/\nDisallow: /private/\n", "v2"}});
    const Crawler &googlebot = *findCrawler("Googlebot");
    auto judge1 = [&](std::int64_t time, std::string_view target) {
        LogRequest r;
        r.timeMs = time;
        r.client = "66.249.64.1";
        r.method = "GET";
        r.target = target;
        r.userAgent = kGooglebotUa;
        return judge.add(r, 1);
    };
    QCOMPARE(judge1(at(2, 12), "/private/a").judgement, Judgement::Allowed);         // v1 allows it
    QCOMPARE(judge1(at(3, 23), "/private/a").judgement, Judgement::WithinAllowance); // 23 h after v2
    const JudgedRequest late = judge1(at(4, 1), "/private/a");                       // 25 h after v2
    QCOMPARE(late.judgement, Judgement::Violation);
    QCOMPARE(late.decidingLine, 3u);
    QCOMPARE(late.crawler, &googlebot);
    // Disallowed by every version since the first: the change is the first version's.
    QCOMPARE(judge1(at(1, 5), "/old/").judgement, Judgement::WithinAllowance);
    QCOMPARE(judge1(at(5, 0), "/old/").judgement, Judgement::Violation);
    QCOMPARE(judge1(at(1, 0) - 1, "/old/").judgement, Judgement::Unjudged);
    const LogSummary s = judge.summary();
    QCOMPARE(s.crawlers.size(), std::size_t(1));
    QCOMPARE(s.crawlers[0].violations, 2u);
    QCOMPARE(s.crawlers[0].withinAllowance, 2u);
    QCOMPARE(s.crawlers[0].unjudged, 1u);
    QCOMPARE(s.crawlers[0].verifiedViolations, 0u); // no ranges: unverified
    QVERIFY(!s.verifiedViolation());
    QCOMPARE(s.violations.size(), std::size_t(3)); // per version and rule: v2 line 3, v1 line 2, v2 line 2
    QCOMPARE(qs(s.violations[0].rule), u"Disallow: /private/"_s);
}

void TestCoreAccessLog::judgeCountsRobotsFetchesAndPeakRate()
{
    LogJudge judge;
    judge.setVersions("", {{INT64_MIN, "User-agent: GPTBot\nCrawl-delay: 10\nDisallow: /x\n", "robots.txt"}});
    LogLineParser parser(LogFormat::Combined);
    const std::string ua(kGptBotUa);
    auto line = [&](std::string_view time, std::string_view path) {
        return "1.2.3.4 - - [01/Mar/2026:" + std::string(time) + " +0000] \"GET " + std::string(path) +
               " HTTP/1.1\" 200 1 \"-\" \"" + ua + "\"";
    };
    std::uint64_t n = 0;
    judge.addLine(parser, line("10:00:00", "/robots.txt"), ++n);
    for (int i = 0; i < 7; ++i)
        judge.addLine(parser, line("10:00:30", "/a"), ++n);
    judge.addLine(parser, line("13:00:00", "/robots.txt"), ++n);
    judge.addLine(parser, line("13:30:00", "/robots.txt"), ++n);
    judge.addLine(parser, "garbage", ++n);
    const LogSummary s = judge.summary();
    QCOMPARE(s.lines, 11u);
    QCOMPARE(s.badLines, 1u);
    QCOMPARE(s.badSamples.front().line, 11u);
    const CrawlerStats &c = s.crawlers.at(0);
    QCOMPARE(c.robotsFetches, 3u);
    QCOMPARE(c.longestRobotsGapMs, 3LL * 3600 * 1000);
    QCOMPARE(c.peakPerMinute, 8u);
    QCOMPARE(c.crawlDelay.value_or(0), 10.0);
    QVERIFY(c.exceedsCrawlDelay()); // 8 a minute > 6
}

void TestCoreAccessLog::contentUsageConflictIsAPreferenceNotAViolation()
{
    // draft-ietf-aipref-attach-05: a preference applies only to URLs the crawler may fetch.
    LogJudge judge;
    judge.setVersions("", {{INT64_MIN, "User-agent: *\nAllow: /\nContent-Usage: /articles/ train-ai=n\nDisallow: /x/\n",
                            "robots.txt"}});
    LogRequest r;
    r.timeMs = at(1, 12);
    r.client = "1.2.3.4";
    r.method = "GET";
    r.userAgent = kGptBotUa; // training
    r.target = "/articles/1";
    QCOMPARE(judge.add(r, 1).judgement, Judgement::Allowed);
    r.target = "/x/1"; // disallowed: a violation, not a conflict
    QCOMPARE(judge.add(r, 2).judgement, Judgement::Violation);
    r.userAgent = kGooglebotUa; // a search engine: train-ai says nothing to it
    r.target = "/articles/2";
    QCOMPARE(judge.add(r, 3).judgement, Judgement::Allowed);
    const LogSummary s = judge.summary();
    QCOMPARE(s.conflicts.size(), std::size_t(1));
    QCOMPARE(qs(s.conflicts[0].crawler), u"GPTBot"_s);
    QCOMPARE(qs(s.conflicts[0].label), u"train-ai"_s);
    QCOMPARE(s.conflicts[0].line, 3u);
    QCOMPARE(s.conflicts[0].requests, 1u);
    QCOMPARE(s.crawlers[0].preferenceConflicts, 1u);
    QCOMPARE(s.crawlers[0].violations, 1u);
}

void TestCoreAccessLog::aFamilyMemberIsJudgedByItsFamilysGroups()
{
    // Google's crawler overview: Googlebot-Image obeys Googlebot's group when no group names it;
    // AdsBot-Google ignores the `*` group and obeys only a group that names it.
    LogJudge judge;
    judge.setVersions(
        "", {{INT64_MIN, "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /img/\n", "robots.txt"}});
    LogRequest r;
    r.timeMs = at(1, 12);
    r.client = "66.249.64.1";
    r.method = "GET";
    r.userAgent = "Googlebot-Image/1.0";
    r.target = "/img/a.png";
    const JudgedRequest image = judge.add(r, 1);
    QCOMPARE(image.crawler, findCrawler("Googlebot-Image"));
    QCOMPARE(image.judgement, Judgement::Violation);
    QCOMPARE(image.decidingLine, 5u); // Googlebot's group, not `*`
    r.target = "/page";
    QCOMPARE(judge.add(r, 2).judgement, Judgement::Allowed); // Googlebot's group allows it; `*` would not
    r.userAgent = "AdsBot-Google (+http://www.google.com/adsbot.html)";
    r.target = "/landing";
    QCOMPARE(judge.add(r, 3).judgement, Judgement::Allowed); // `*` does not apply to it
}

QTEST_APPLESS_MAIN(TestCoreAccessLog)
#include "tst_core_accesslog.moc"
