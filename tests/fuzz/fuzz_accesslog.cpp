// SPDX-License-Identifier: MIT
// fuzz_accesslog: libFuzzer target over the access-log readers (robots/studio/accesslog.h), which
// `robotstxt logs` and the Crawler Logs window run over logs from anywhere. Every line of the input
// goes through a parser of each format (Combined, W3C with and without a `#Fields:` line first,
// JSON Lines with the default and with a dotted field map) and through a LogJudge per parser, and
// the header's promises are checked:
//   - a line too long is TooLong, a blank one Empty, W3C `#` lines Directives, and only those;
//   - a request's views point into the line (or, for unescaped W3C and JSON values, into the
//     parser's scratch buffer: every byte is read, so ASan sees a dangling view); Combined has no
//     scratch, so all its views are in the line; a target is a path, an absolute URL or `*`;
//   - the stateless formats give the same answer for the same line twice;
//   - the judge's counts add up: every line is a request, a bad line, or neither (empty,
//     directive); bad lines by reason add up to the bad lines; the crawlers' requests to the
//     crawler requests, and each crawler's by verification to its own; violation groups and
//     preference conflicts to the crawlers' counts; the samples stay within their limits.
// And (a separate block below) the IP range file and address readers.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"

#include <robots/studio/accesslog.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using fuzz::check;

constexpr std::string_view kFields =
    "#Fields: date time c-ip cs-method cs-uri-stem cs-uri-query sc-status cs(User-Agent) cs-host";

// Two versions of one robots.txt, so that requests are allowed, within the 24-hour allowance,
// violations or unjudged; Crawl-delay and Content-Usage so that the rate and preferences count.
std::vector<robots::RobotsVersion> versions()
{
    return {
        {robots::utcMilliseconds(2026, 3, 1, 0, 0, 0),
         "User-agent: *\nDisallow: /private/\nCrawl-delay: 10\nContent-Usage: train-ai=n\n", "version 1"},
        {robots::utcMilliseconds(2026, 3, 3, 0, 0, 0),
         "User-agent: *\nDisallow: /private/\nDisallow: /new/\nContent-Usage: search=n\n\n"
         "User-agent: Googlebot\nDisallow: /nogoogle\n",
         "version 2"},
    };
}

robots::IpVerifier verifier()
{
    robots::IpVerifier v;
    robots::IpRangeFile google;
    google.prefixes.push_back({*robots::parseIpAddress("66.249.64.0"), 96 + 19});
    google.prefixes.push_back({*robots::parseIpAddress("2001:4860:4801::"), 48});
    v.add("Google", google);
    v.add("OpenAI", robots::IpRangeFile{});
    return v;
}

bool isBlank(std::string_view line)
{
    for (const char c : line)
        if (c != ' ' && c != '\t')
            return false;
    return true;
}

bool sameRequest(const robots::LogLineResult &a, const robots::LogLineResult &b)
{
    return a.problem == b.problem && a.request.timeMs == b.request.timeMs && a.request.client == b.request.client &&
           a.request.method == b.request.method && a.request.target == b.request.target &&
           a.request.host == b.request.host && a.request.status == b.request.status &&
           a.request.userAgent == b.request.userAgent;
}

/// One parser of one format, its judge, and the number of lines it has been given.
struct Reader
{
    explicit Reader(robots::LogFormat format, const robots::JsonFieldMap &map = {})
        : parser(format, map)
        , again(format, map)
        , judgeParser(format, map)
    {
        judge.setVersions("", versions());
        judge.setVerifier(verifier());
    }

    void line(std::string_view text)
    {
        ++lines;
        const robots::LogLineResult r = parser.parse(text);
        checkLine(text, r);
        if (parser.format() != robots::LogFormat::W3c)
            check(sameRequest(r, again.parse(text)), "a stateless parser answers the same twice");
        // The judge parses again with its own parser, and so reads the views of that one.
        const robots::JudgedRequest j = judge.addLine(judgeParser, text, lines);
        check(!j.crawler || r.ok(), "only requests are judged");
        check(j.judgement == robots::Judgement::Allowed || j.crawler, "only crawlers' requests are judged");
        check(j.judgement != robots::Judgement::Unjudged || j.version < 0, "an unjudged request has no version");
        check((j.judgement != robots::Judgement::Violation && j.judgement != robots::Judgement::WithinAllowance) ||
                  (j.version >= 0 && j.decidingLine > 0),
              "a disallowed request names its version and the rule that decided");
        empty += r.problem == robots::LogLineProblem::Empty || r.problem == robots::LogLineProblem::Directive;
    }

    void checkLine(std::string_view text, const robots::LogLineResult &r) const
    {
        std::string_view line = text;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        check((r.problem == robots::LogLineProblem::TooLong) == (line.size() > robots::LogLineParser::kMaxLineBytes),
              "TooLong means longer than the limit, and nothing else does");
        if (line.size() > robots::LogLineParser::kMaxLineBytes)
            return;
        check((r.problem == robots::LogLineProblem::Empty) == isBlank(line), "Empty means blank");
        if (r.problem == robots::LogLineProblem::Directive)
            check(parser.format() == robots::LogFormat::W3c && line.front() == '#', "directives are W3C # lines");
        if (parser.format() == robots::LogFormat::W3c && !line.empty() && line.front() == '#')
            check(r.problem == robots::LogLineProblem::Directive, "a W3C # line is a directive");
        check(r.ok() != r.bad() || r.problem == robots::LogLineProblem::Empty ||
                  r.problem == robots::LogLineProblem::Directive,
              "a line is a request, bad, or neither");
        if (!r.ok())
            return;
        const robots::LogRequest &q = r.request;
        std::size_t h = 0;
        for (const std::string_view v : {q.client, q.method, q.target, q.host, q.userAgent})
            h += fuzz::touch(v);
        fuzz::sink(h);
        check(!q.target.empty(), "a request has a target");
        check(q.target.front() == '/' || q.target.starts_with("http://") || q.target.starts_with("https://") ||
                  q.target == "*",
              "a target is a path, an absolute URL or *");
        check(!q.method.empty(), "a request has a method");
        switch (parser.format()) {
        case robots::LogFormat::Combined:
            for (const std::string_view v : {q.client, q.method, q.target, q.host, q.userAgent})
                check(fuzz::inside(v, line), "Combined: every view is in the line");
            check(q.status >= 100 && q.status <= 999, "Combined: a status of three digits");
            check(q.host.empty(), "Combined: no host");
            break;
        case robots::LogFormat::W3c:
            check(fuzz::inside(q.client, line) && fuzz::inside(q.host, line), "W3C: client and host in the line");
            check(fuzz::inside(q.method, line) || q.method == "GET", "W3C: the method is in the line, or GET");
            break;
        case robots::LogFormat::JsonLines:
            break;
        }
    }

    void checkSummary() const
    {
        const robots::LogSummary s = judge.summary();
        check(s.lines == lines, "every line is counted");
        check(s.requests + s.badLines + empty == s.lines, "lines = requests + bad + empty or directive");
        check(std::accumulate(s.badByProblem.begin(), s.badByProblem.end(), std::uint64_t(0)) == s.badLines,
              "bad lines by reason add up");
        check(s.badByProblem[0] == 0 && s.badByProblem[1] == 0 && s.badByProblem[2] == 0,
              "requests, empty lines and directives are not bad");
        check(s.badSamples.size() == std::min<std::uint64_t>(s.badLines, robots::LogJudge::kBadLineSamples),
              "the first bad lines are named");
        check(s.crawlerRequests <= s.requests, "crawler requests are requests");
        std::uint64_t crawlerRequests = 0, violations = 0, within = 0, conflicts = 0;
        for (const robots::CrawlerStats &c : s.crawlers) {
            check(c.crawler != nullptr, "stats name their crawler");
            crawlerRequests += c.requests;
            check(std::accumulate(c.byVerification.begin(), c.byVerification.end(), std::uint64_t(0)) == c.requests,
                  "a crawler's requests by verification add up");
            check(c.violations + c.withinAllowance + c.unjudged + c.robotsFetches <= c.requests,
                  "judgements are requests");
            check(c.verifiedViolations <= c.violations, "verified violations are violations");
            check(c.verifiedViolations <= c.byVerification[0], "verified violations are verified requests");
            check(c.peakPerMinute <= c.requests && (c.requests == 0 || c.peakPerMinute >= 1), "the peak is a count");
            check(c.longestRobotsGapMs >= 0 || c.robotsFetches > 0, "gaps are measured between fetches");
            violations += c.violations;
            within += c.withinAllowance;
            conflicts += c.preferenceConflicts;
        }
        check(crawlerRequests == s.crawlerRequests, "crawlers' requests add up");
        std::uint64_t groupViolations = 0, groupWithin = 0, groupConflicts = 0;
        for (const robots::ViolationGroup &g : s.violations) {
            groupViolations += g.violations;
            groupWithin += g.withinAllowance;
            check(g.samples.size() <= robots::LogJudge::kViolationSamples, "a few samples per group");
            check(g.samples.size() == std::min<std::uint64_t>(g.violations, robots::LogJudge::kViolationSamples),
                  "the first violations are sampled");
            check(g.line > 0 && !g.rule.empty(), "a group names its rule");
        }
        for (const robots::PreferenceConflict &p : s.conflicts)
            groupConflicts += p.requests;
        check(groupViolations == violations, "violation groups add up");
        check(groupWithin == within, "allowance groups add up");
        check(groupConflicts == conflicts, "preference conflicts add up");
        check(s.verifiedViolation() ==
                  std::any_of(s.crawlers.begin(), s.crawlers.end(),
                              [](const robots::CrawlerStats &c) { return c.verifiedViolations > 0; }),
              "a verified violation is one of a crawler");
    }

    robots::LogLineParser parser;
    robots::LogLineParser again;
    robots::LogLineParser judgeParser;
    robots::LogJudge judge;
    std::uint64_t lines = 0;
    std::uint64_t empty = 0;
};

robots::JsonFieldMap dottedMap()
{
    robots::JsonFieldMap map;
    map.time = "ts";
    map.client = "client.ip";
    map.url = "request.uri";
    map.host = "request.host";
    map.method = "request.method";
    map.userAgent = "request.headers.user-agent";
    return map;
}

void fuzzLines(std::string_view text)
{
    Reader combined(robots::LogFormat::Combined);
    Reader w3c(robots::LogFormat::W3c);
    Reader w3cFields(robots::LogFormat::W3c);
    Reader json(robots::LogFormat::JsonLines);
    Reader jsonMapped(robots::LogFormat::JsonLines, dottedMap());
    w3cFields.line(kFields);
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        for (Reader *r : {&combined, &w3c, &w3cFields, &json, &jsonMapped})
            r->line(line);
        start = end + 1;
    }
    for (const Reader *r : {&combined, &w3c, &w3cFields, &json, &jsonMapped})
        r->checkSummary();
    fuzz::sink(robots::identifyCrawler(text) != nullptr);
    (void)robots::guessLogFormat(text.substr(0, text.find('\n')));
}

// --- IP addresses and range files ------------------------------------------------------------

void fuzzRanges(std::string_view text)
{
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        if (const std::optional<robots::IpAddress> ip = robots::parseIpAddress(line)) {
            if (line.find(':') == std::string_view::npos)
                check((*ip)[10] == 0xff && (*ip)[11] == 0xff &&
                          std::all_of(ip->begin(), ip->begin() + 10, [](std::uint8_t b) { return b == 0; }),
                      "IPv4 is stored IPv4-mapped");
            const robots::IpPrefix exact{*ip, 128};
            check(exact.contains(*ip), "an address is in its own /128");
            check(robots::IpPrefix{*ip, 0}.contains(*ip), "every address is in ::/0");
        }
        start = end + 1;
    }
    // Range files are read by the network client (net/ipranges.cpp, QJsonDocument); each of their
    // prefixes goes through parseIpPrefix(), fuzzed here line by line.
    start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        if (const std::optional<robots::IpPrefix> p = robots::parseIpPrefix(text.substr(start, end - start))) {
            check(p->bits <= 128, "a prefix is at most 128 bits");
            check(p->contains(p->address), "a prefix holds its own address");
            robots::IpVerifier v;
            v.add("Google", robots::IpRangeFile{{}, {*p}});
            check(v.hasRanges("Google"), "ranges added are held");
        }
        start = end + 1;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    fuzzLines(text);
    fuzzRanges(text);
    return 0;
}
