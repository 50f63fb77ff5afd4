// SPDX-License-Identifier: MIT
#pragma once

// Access logs against robots.txt: did the crawlers obey? (docs/access-logs.md)
//
// - Line parsers for the formats servers write: Combined and Common Log Format (Apache's and
//   nginx's defaults), W3C extended (IIS, CloudFront: a `#Fields:` directive names the columns)
//   and JSON Lines with a field mapping (CDN log pushes). A bad line gives a reason, never an
//   exception: the caller counts it with its line number and goes on.
// - identifyCrawler(): the crawler of the catalogue (crawlers.h) a User-Agent string names.
// - IP range files (the JSON that Google, Bing and OpenAI publish) and a verifier: each request
//   is verified, unverified (its operator publishes no ranges we hold) or spoofed.
// - LogJudge: every request against the robots.txt version live at its time, with the 24-hour
//   cache allowance of RFC 9309 §2.4, and per-crawler statistics.
//
// Everything here is single-threaded values; a reader on another thread feeds lines in order.

#include "robots/robotsfile.h"
#include "robots/studio/crawlers.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace robots {

// ---------------------------------------------------------------------------------------------
// Parsing lines

enum class LogFormat : std::uint8_t {
    Combined,  ///< NCSA Combined, and Common (no referer/agent): Apache's and nginx's defaults.
    W3c,       ///< W3C extended log file format (IIS, CloudFront): `#Fields:` names the columns.
    JsonLines, ///< One JSON object per line; JsonFieldMap says which keys hold what.
};

/// "combined", "w3c", "json"; and back (nullopt for an unknown name; "common" is "combined").
[[nodiscard]] std::string_view logFormatName(LogFormat format);
[[nodiscard]] std::optional<LogFormat> logFormatFromName(std::string_view name);
/// The format a log's first non-empty line looks like: `#` → W3C, `{` → JSON Lines, else Combined.
[[nodiscard]] LogFormat guessLogFormat(std::string_view firstLine);

/// Which keys of a JSON Lines log hold each field (top-level keys; a key containing dots names a
/// nested member: `request.uri`). The defaults are common CDN names.
struct JsonFieldMap
{
    std::string time = "time"; ///< ISO 8601 text, or seconds (or ms, > 1e11) since the epoch.
    std::string client = "client_ip";
    std::string method = "method";
    std::string url = "url"; ///< A path (`/a?b`) or a whole URL.
    std::string host = "host";
    std::string status = "status";
    std::string userAgent = "user_agent";
};

/// One request of a log. The views point into the line or into the parser's scratch buffer: valid
/// until the parser's next parse() call.
struct LogRequest
{
    std::int64_t timeMs = 0; ///< UTC, milliseconds since the Unix epoch.
    std::string_view client; ///< The client's IP address as logged.
    std::string_view method;
    std::string_view target; ///< Path and query as requested, or an absolute URL.
    std::string_view host;   ///< Empty when the format has none (Combined).
    int status = 0;
    std::string_view userAgent; ///< Unescaped (W3C `+` and %XX, JSON escapes); Combined's `\"` kept.
};

/// Why a line is not a request.
enum class LogLineProblem : std::uint8_t {
    None,
    Empty,          ///< Blank (skipped, not counted as bad).
    Directive,      ///< A W3C `#` line (read, not a request).
    Malformed,      ///< The line does not have the format's shape.
    BadTime,        ///< The time field cannot be read.
    BadRequestLine, ///< The `"METHOD target PROTOCOL"` field is not one.
    NoFields,       ///< W3C: a data line before any `#Fields:` directive.
    MissingField,   ///< JSON Lines or W3C: no time or no target.
    TooLong,        ///< Longer than the reader's limit (LogLineParser::kMaxLineBytes).
};
/// "malformed", "bad-time", … and a sentence in English for the CLI.
[[nodiscard]] std::string_view logLineProblemName(LogLineProblem problem);
[[nodiscard]] std::string_view logLineProblemText(LogLineProblem problem);

struct LogLineResult
{
    LogLineProblem problem = LogLineProblem::None;
    LogRequest request; ///< Set when problem == None.

    [[nodiscard]] bool ok() const { return problem == LogLineProblem::None; }
    /// Empty lines and directives are not requests but not bad either.
    [[nodiscard]] bool bad() const
    {
        return problem != LogLineProblem::None && problem != LogLineProblem::Empty &&
               problem != LogLineProblem::Directive;
    }
};

/// Reads the lines of one log in order. W3C keeps its `#Fields:` between lines, so use one parser
/// per file. O(line length) per line; allocates only for unescaping into its scratch buffer.
class LogLineParser
{
public:
    /// Lines longer than this are refused (TooLong) without being parsed.
    static constexpr std::size_t kMaxLineBytes = 64 * 1024;

    explicit LogLineParser(LogFormat format, JsonFieldMap map = {});
    [[nodiscard]] LogFormat format() const { return m_format; }
    /// One line without its line ending (a trailing CR is ignored).
    [[nodiscard]] LogLineResult parse(std::string_view line);

private:
    LogLineResult parseCombined(std::string_view line);
    LogLineResult parseW3c(std::string_view line);
    LogLineResult parseJson(std::string_view line);

    LogFormat m_format;
    JsonFieldMap m_map;
    std::vector<std::string> m_w3cFields; ///< The columns of the last `#Fields:`.
    std::string m_scratch;                ///< Unescaped values (views of LogRequest point here).
};

/// Milliseconds since the epoch of a proleptic Gregorian UTC date and time (no range check).
[[nodiscard]] std::int64_t utcMilliseconds(int year, int month, int day, int hour, int minute, int second);
/// `[10/Oct/2000:13:55:36 -0700]`'s inside, ISO 8601 (`2026-03-01T12:00:00Z`, `+01:00`, fractions),
/// or W3C's `2026-03-01 12:00:00` (UTC). nullopt when none of these.
[[nodiscard]] std::optional<std::int64_t> parseClfTime(std::string_view text);
[[nodiscard]] std::optional<std::int64_t> parseIsoTime(std::string_view text);

// ---------------------------------------------------------------------------------------------
// Crawlers

/// The crawler of the catalogue that the User-Agent string `userAgent` names: the first product
/// token in it (a run of letters, digits, `-`, `_`, compared ASCII case-insensitively, RFC 9309
/// §2.2.1) that is a catalogue token; control tokens (Google-Extended) never fetch and are
/// skipped. "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" →
/// Googlebot. nullptr for a browser or an unknown bot. This is the one place a request's crawler
/// is decided. O(UA length); the first call builds an index of the catalogue.
[[nodiscard]] const Crawler *identifyCrawler(std::string_view userAgent);

// ---------------------------------------------------------------------------------------------
// Verification by published IP ranges

/// An IPv4 (stored IPv4-mapped) or IPv6 address, network byte order.
using IpAddress = std::array<std::uint8_t, 16>;
/// Parses dotted IPv4 or RFC 4291 IPv6 text (`::`, embedded IPv4; a zone or brackets refused).
[[nodiscard]] std::optional<IpAddress> parseIpAddress(std::string_view text);

struct IpPrefix
{
    IpAddress address{};
    std::uint8_t bits = 0; ///< Of the 128-bit form (an IPv4 /27 is 96 + 27).
    [[nodiscard]] bool contains(const IpAddress &ip) const;
};

/// `66.249.64.0/27` or `2001:4860:4801:10::/64` (an address, `/`, the prefix length in decimal, at
/// most 32 for IPv4 and 128 for IPv6); nullopt for anything else.
[[nodiscard]] std::optional<IpPrefix> parseIpPrefix(std::string_view text);

/// What one range file holds: `{"creationTime": "…", "prefixes": [{"ipv4Prefix": "66.249.64.0/27"},
/// {"ipv6Prefix": "2001:4860:4801:10::/64"}]}` (Google's common-crawlers.json; Bing's, OpenAI's,
/// Perplexity's and Apple's files have the same shape). The JSON is read by the network client
/// with Qt's parser (net/ipranges.h): the core reads no JSON of this kind.
struct IpRangeFile
{
    std::string creationTime; ///< As written ("" when absent).
    std::vector<IpPrefix> prefixes;
};

enum class Verification : std::uint8_t {
    Verified,   ///< The address is in its operator's published ranges, or its DNS names it (see IpVerifier).
    Unverified, ///< No ranges or DNS answer held for its operator, or no address logged: nothing proves or disproves
                ///< the claim.
    Spoofed,    ///< Its operator's ranges hold it not (and DNS did not verify it), or its DNS answer disproves it.
};
[[nodiscard]] std::string_view verificationName(Verification v); ///< "verified", "unverified", "spoofed"

/// The ranges of each operator (Crawler::operatorName), and what reverse-then-forward DNS said of
/// single addresses (net/dnsverifier.h asks it). verify() decides:
/// 1. the address is in the operator's ranges: Verified;
/// 2. else a DNS answer held for (operator, address): Verified when the address's PTR name is in
///    one of the operator's documented domains and that name resolves back to it; Spoofed when
///    the answer disproves it (a name outside the domains, or one that does not lead back). DNS is
///    asked only for addresses the ranges do not cover, so it may confirm a crawler whose
///    operator's list is older than its addresses;
/// 3. else Spoofed when the operator's ranges are held, Unverified when they are not.
/// O(prefixes) + O(log addresses) per verify().
class IpVerifier
{
public:
    void add(std::string_view operatorName, const IpRangeFile &file);
    [[nodiscard]] bool hasRanges(std::string_view operatorName) const;
    /// Whether `ip` is in the ranges held for `operatorName`.
    [[nodiscard]] bool inRanges(std::string_view operatorName, const IpAddress &ip) const;
    /// What DNS said of `ip` for `operatorName`: true confirmed it, false disproved it. A lookup
    /// that got no answer is not recorded (the address stays as the ranges leave it).
    void addDnsAnswer(std::string_view operatorName, const IpAddress &ip, bool verified);
    void addVerifiedAddress(std::string_view operatorName, const IpAddress &ip)
    {
        addDnsAnswer(operatorName, ip, true);
    }
    void addSpoofedAddress(std::string_view operatorName, const IpAddress &ip)
    {
        addDnsAnswer(operatorName, ip, false);
    }
    [[nodiscard]] std::size_t dnsAnswers() const;
    [[nodiscard]] Verification verify(const Crawler &crawler, std::string_view clientIp) const;

private:
    std::map<std::string, std::vector<IpPrefix>, std::less<>> m_ranges;
    std::map<std::string, std::map<IpAddress, bool>, std::less<>> m_dns;
};

// ---------------------------------------------------------------------------------------------
// Judging requests against the robots.txt in force

/// One version of a host's robots.txt and the time it became live (first fetched with it).
struct RobotsVersion
{
    std::int64_t sinceMs = 0; ///< Use INT64_MIN for "always" (a file given by hand).
    std::string body;
    std::string label; ///< How to name it in reports ("robots.txt", "version 3 (2026-03-01)").
};

/// RFC 9309 §2.4: a crawler may use a cached robots.txt for up to 24 hours.
inline constexpr std::int64_t kCacheAllowanceMs = 24LL * 60 * 60 * 1000;

enum class Judgement : std::uint8_t {
    Allowed,
    WithinAllowance, ///< Disallowed, but less than 24 h after the change that disallowed it.
    Violation,       ///< Disallowed, and the disallowing version was live for 24 h or more.
    Unjudged,        ///< No version of the host's robots.txt known at the request's time.
};
[[nodiscard]] std::string_view judgementName(Judgement j);

/// Disallowed fetches of one crawler under one rule of one version.
struct ViolationGroup
{
    std::string crawler;
    Verification verification = Verification::Unverified;
    std::string host;
    std::string version; ///< RobotsVersion::label
    std::uint32_t line = 0;
    std::string rule; ///< The deciding line as written (`Disallow: /private/`).
    std::uint64_t violations = 0;
    std::uint64_t withinAllowance = 0;
    struct Sample
    {
        std::uint32_t file = 0; ///< LogJudge::startFile()'s index.
        std::uint64_t logLine = 0;
        std::int64_t timeMs = 0;
        std::string target;
        std::string client;
    };
    std::vector<Sample> samples; ///< The first few violations (kViolationSamples).
};

/// A URL the crawler may fetch but whose Content-Usage preference (draft-ietf-aipref-attach-05)
/// says no to its purpose: `train-ai=n` for a training crawler, `search=n` for an AI search one.
/// A preference, not a rule: reported apart from violations.
struct PreferenceConflict
{
    std::string crawler;
    std::string host;
    std::string version;
    std::uint32_t line = 0;
    std::string label; ///< "train-ai" or "search"
    std::uint64_t requests = 0;
};

/// One UTC day of a crawler's requests (CrawlerStats::days): for a timeline.
struct DayCount
{
    std::uint64_t requests = 0;
    std::uint64_t violations = 0;
    std::uint64_t withinAllowance = 0;
};

/// The start of the UTC day holding `timeMs` (milliseconds since the epoch).
[[nodiscard]] std::int64_t utcDayStart(std::int64_t timeMs);

struct CrawlerStats
{
    const Crawler *crawler = nullptr;
    std::uint64_t requests = 0;
    std::array<std::uint64_t, 3> byVerification{}; ///< Indexed by Verification.
    std::uint64_t violations = 0;
    std::uint64_t verifiedViolations = 0;
    std::uint64_t withinAllowance = 0;
    std::uint64_t unjudged = 0;
    std::uint64_t preferenceConflicts = 0;
    std::uint64_t robotsFetches = 0;
    std::int64_t firstRobotsFetchMs = 0;
    std::int64_t lastRobotsFetchMs = 0;
    std::int64_t longestRobotsGapMs = 0; ///< Between consecutive robots.txt fetches, in log order.
    std::uint64_t peakPerMinute = 0;
    std::optional<double> crawlDelay; ///< The Crawl-delay of the newest version that has one.
    /// Requests, violations and fetches within the allowance per UTC day (key: utcDayStart()).
    /// Bounded by the days the log spans; O(1) per request for a log in time order.
    std::map<std::int64_t, DayCount> days;
    /// The peak rate is more than one request per Crawl-delay (60 / delay per minute).
    [[nodiscard]] bool exceedsCrawlDelay() const
    {
        return crawlDelay && *crawlDelay > 0 && static_cast<double>(peakPerMinute) > 60.0 / *crawlDelay;
    }

    // Running state for the per-minute peak (log order).
    std::int64_t minute = INT64_MIN;
    std::uint64_t inMinute = 0;
};

struct LogSummary
{
    std::uint64_t lines = 0;
    std::uint64_t requests = 0;        ///< Lines that are requests (crawlers or not).
    std::uint64_t crawlerRequests = 0; ///< Requests whose User-Agent names a catalogue crawler.
    std::uint64_t badLines = 0;
    struct BadLine
    {
        std::uint32_t file = 0; ///< LogJudge::startFile()'s index.
        std::uint64_t line = 0;
        LogLineProblem problem = LogLineProblem::Malformed;
    };
    std::vector<BadLine> badSamples;             ///< The first bad lines (LogJudge::kBadLineSamples).
    std::array<std::uint64_t, 9> badByProblem{}; ///< Indexed by LogLineProblem.
    std::vector<CrawlerStats> crawlers;          ///< In order of first appearance.
    std::vector<ViolationGroup> violations;      ///< Grouped by crawler, verification and rule.
    std::vector<PreferenceConflict> conflicts;

    /// Whether a verified crawler fetched what the robots.txt in force forbade (past the allowance).
    [[nodiscard]] bool verifiedViolation() const;
};

/// What a judged request came to (for the GUI's drill-down and for tests).
struct JudgedRequest
{
    const Crawler *crawler = nullptr; ///< nullptr: not a crawler of the catalogue (not judged).
    Verification verification = Verification::Unverified;
    Judgement judgement = Judgement::Allowed;
    std::uint32_t decidingLine = 0; ///< The rule's line in the version in force (0: none).
    int version = -1;               ///< Index in the host's versions, -1 when unjudged.
    /// The version in force across hosts (LogJudge::versions()), 0 when unjudged.
    std::uint32_t versionId = 0;
};

/// A version the judge holds (LogJudge::versions()), for showing the deciding line.
struct JudgeVersion
{
    std::uint32_t id = 0; ///< JudgedRequest::versionId
    std::string host;     ///< As given to setVersions() ("" for every host).
    std::int64_t sinceMs = 0;
    std::string label;
    std::string_view body; ///< The text as given (valid while the judge lives, until setVersions()).
};

/// Judges the requests of a site's logs, in log order, and keeps per-crawler statistics.
/// Costs per request: O(UA) to identify (cached per distinct User-Agent), O(prefixes) to verify,
/// the matcher's O(path) per decision (each crawler's rules resolved once per version).
class LogJudge
{
public:
    static constexpr std::size_t kViolationSamples = 5;
    static constexpr std::size_t kBadLineSamples = 20;

    LogJudge();
    ~LogJudge();
    LogJudge(LogJudge &&) noexcept;
    LogJudge &operator=(LogJudge &&) noexcept;

    /// The versions of `host`'s robots.txt (any order; sorted by time here). `host` any case,
    /// without a port; "" is the host of requests whose log names none (Combined logs), and of
    /// every request when it is the only host given (one file for the whole log). A request for
    /// another host without versions is unjudged: each origin has its own robots.txt (RFC 9309 §2.3).
    void setVersions(std::string_view host, std::vector<RobotsVersion> versions);
    void setVerifier(IpVerifier verifier);
    /// Only these crawlers (catalogue tokens, any case); empty: every crawler.
    void setCrawlerFilter(std::vector<std::string> tokens);

    /// The lines that follow come from the file numbered `index` (for samples; 0 at first).
    void startFile(std::uint32_t index);
    /// A parsed line, numbered from 1 in its file.
    JudgedRequest add(const LogRequest &request, std::uint64_t lineNumber);
    /// A line that is not a request (counted when bad, with its number).
    void addProblem(LogLineProblem problem, std::uint64_t lineNumber);
    /// parse + add/addProblem: what a one-thread pass does per line.
    JudgedRequest addLine(LogLineParser &parser, std::string_view line, std::uint64_t lineNumber);

    /// The statistics so far (crawler stats in order of first appearance).
    [[nodiscard]] LogSummary summary() const;
    /// Every version given, by id (JudgedRequest::versionId); O(versions).
    [[nodiscard]] std::vector<JudgeVersion> versions() const;

    /// An address a DNS check may verify: a request of a crawler whose operator documents
    /// reverse-then-forward DNS (robots/studio/crawlerverification.h) that the verifier did not
    /// verify.
    struct DnsCandidate
    {
        std::string operatorName;
        IpAddress address{};
        friend bool operator<(const DnsCandidate &a, const DnsCandidate &b)
        {
            return std::tie(a.operatorName, a.address) < std::tie(b.operatorName, b.address);
        }
    };
    /// Collects the distinct DNS candidates of the requests that follow, at most `limit` (0, the
    /// default: none). Past the limit, requests of new addresses are only counted. O(log n) per
    /// request of such a crawler.
    void collectDnsCandidates(std::size_t limit);
    /// The candidates collected, sorted by operator and address.
    [[nodiscard]] std::vector<DnsCandidate> dnsCandidates() const;
    /// Requests whose address was not collected because the limit was reached.
    [[nodiscard]] std::uint64_t dnsCandidatesDropped() const;
    /// Forgets the statistics and the DNS candidates, keeping the versions, the verifier, the
    /// filter and the candidate limit: the same logs can be judged again (with a verifier that
    /// now holds DNS answers, setVerifier()).
    void restart();

private:
    struct State;
    std::unique_ptr<State> d;
};

} // namespace robots
