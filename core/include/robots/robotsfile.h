// SPDX-License-Identifier: MIT
#pragma once

#include "robots/dialect.h"
#include "robots/lines.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

namespace detail {
struct FileData;
struct Internals;
struct RuleWriter;
} // namespace detail

enum class RuleKind : std::uint8_t {
    Allow,
    Disallow
};

/// Why a rule is, or is not, used by the dialect.
enum class RuleStatus : std::uint8_t {
    Active,              ///< Takes part in matching.
    EmptyMatchesNothing, ///< Empty value, and the dialect says an empty value matches nothing (RFC 9309 §2.2.3).
    OutsideGroup,        ///< No group was open and the dialect ignores such rules (RFC 9309 §2.2.2).
    OtherOrigin,         ///< An absolute URL of another scheme/host/port (WWW::RobotRules ignores it).
    Unresolvable,        ///< An absolute-URL value the dialect could not resolve (WWW::RobotRules).
    NotAField,           ///< The dialect does not know this kind of rule (Allow in 1994 / WWW::RobotRules).
    InvalidPattern,      ///< A `$` before the end: Python 3.15's RuleLine raises ValueError and drops the rule.
};

/// Where a rule comes from.
enum class RuleOrigin : std::uint8_t {
    Written,             ///< A line of the file.
    IndexHtmlEquivalent, ///< Added for `Allow: …/index.html` → `Allow: …/$` (dialect: google).
};

/// One Allow or Disallow rule, as the dialect reads it. Only the parser makes rules.
class Rule
{
public:
    /// 1-based line number.
    [[nodiscard]] std::uint32_t line() const { return m_line; }
    /// Index in RobotsFile::groups(), or -1 when outside any group.
    [[nodiscard]] std::int32_t group() const { return m_group; }
    [[nodiscard]] RuleKind kind() const { return m_kind; }
    [[nodiscard]] RuleStatus status() const { return m_status; }
    [[nodiscard]] RuleOrigin origin() const { return m_origin; }
    /// An empty value read as "allow everything" (the dialect's EmptyValue::AllowsEverything).
    [[nodiscard]] bool allowsEverything() const { return m_allowsEverything; }
    /// Contains `*` the dialect treats as a wildcard.
    [[nodiscard]] bool hasWildcard() const { return m_hasWildcard; }
    /// Ends with `$` the dialect treats as an anchor.
    [[nodiscard]] bool anchored() const { return m_anchored; }
    /// The value as written (trimmed, comment removed).
    [[nodiscard]] std::string_view pattern() const { return m_pattern; }
    /// The comparison form (after the dialect's percent-encoding and URL resolution).
    [[nodiscard]] std::string_view normalised() const { return m_normalised; }
    /// The precedence weight under longest-match precedence: octets of `normalised()`.
    [[nodiscard]] std::uint32_t priority() const { return static_cast<std::uint32_t>(m_normalised.size()); }

private:
    friend struct detail::RuleWriter; // the parser's access (not installed)

    // Packed so that a rule takes 40 bytes: large files stay within a small multiple of their
    // size. A rule's position in RobotsFile::rules() is `&rule - file.rules().data()`.
    std::uint32_t m_line = 0;
    std::int32_t m_group : 24 = -1;
    RuleKind m_kind : 1 = RuleKind::Disallow;
    RuleStatus m_status : 3 = RuleStatus::Active;
    RuleOrigin m_origin : 1 = RuleOrigin::Written;
    bool m_allowsEverything : 1 = false;
    bool m_hasWildcard : 1 = false;
    bool m_anchored : 1 = false;
    std::string_view m_pattern;
    std::string_view m_normalised;
};
static_assert(sizeof(Rule) == 40, "a rule stays packed: large files keep a small multiple of their size");

/// Groups beyond this count are not formed: further User-agent lines join the last group.
inline constexpr std::uint32_t kMaxGroups = (1u << 23) - 1;

/// One User-agent value of a group.
struct AgentLine
{
    std::uint32_t line = 0;
    std::string_view value; ///< As written (trimmed, after DialectRules::percentDecodeValues).
    std::string_view token; ///< What the dialect compares (e.g. `Googlebot` for `Googlebot/2.1` in google).
    bool star = false;      ///< Read as `*`.
};

/// Why a group (record) began.
enum class GroupStart : std::uint8_t {
    UserAgent,        ///< A User-agent line after a blank line, a rule, or at the start.
    RulesBeforeAgent, ///< Rules before any User-agent line, read as `*` (RulesBeforeAgent::ApplyToAll).
};

/// Why a group (record) ended. This is where a dialect splits records, so diagnostics can show
/// where a 1994-style reader ends a record that RFC 9309 continues.
enum class GroupEnd : std::uint8_t {
    EndOfFile,
    AgentAfterRule, ///< A User-agent line after a rule (RFC 9309 §2.1; the seeds' malformed-record rule).
    BlankLine,      ///< BlankLines::EndRecord.
    ByteLimit,      ///< The dialect's byte limit.
};

/// Why a dialect drops a group entirely.
enum class GroupFate : std::uint8_t {
    Used,
    NoRules,        ///< Agents followed by a blank line before any rule (Python forgets them).
    ExtraStarGroup, ///< A second `*` group where only the first counts (Python).
};

struct RequestRate
{
    std::uint32_t requests = 0;
    double seconds = 0;
};

/// A group as the dialect forms it (a "record" in 1994 terms).
struct Group
{
    std::uint32_t index = 0;
    std::vector<AgentLine> agents;
    /// Indexes into RobotsFile::rules(), in file order (a group's rules are contiguous there).
    using RuleIndexes = std::ranges::iota_view<std::uint32_t, std::uint32_t>;
    RuleIndexes rules;
    std::uint32_t firstLine = 0;
    std::uint32_t lastLine = 0; ///< Last line that belongs to it (rules, agents, other records).
    GroupStart startedBy = GroupStart::UserAgent;
    GroupEnd endedBy = GroupEnd::EndOfFile;
    GroupFate fate = GroupFate::Used;
    bool hasStar = false;
    std::optional<double> crawlDelay; ///< Last valid Crawl-delay of the group (when the dialect uses it).
    std::uint32_t crawlDelayLine = 0;
    std::optional<RequestRate> requestRate;
    std::uint32_t requestRateLine = 0;
};

/// A Sitemap line. Sitemaps belong to no group (RFC 9309 §2.2.4).
struct Sitemap
{
    std::uint32_t line = 0;
    std::string_view url;
    bool valid = false; ///< An absolute http(s) URL with a host.
};

/// A value record outside the matching rules: Host, Clean-param, Crawl-delay, Request-rate.
struct OtherRecord
{
    std::uint32_t line = 0;
    LineKind kind = LineKind::Host;
    std::int32_t group = -1; ///< Group open when it appeared, or -1.
    std::string_view value;
    bool valid = false; ///< The value has the record's syntax.
    bool used = false;  ///< The dialect acts on it.
    // Parsed forms (by kind):
    double number = 0;           ///< Crawl-delay seconds.
    RequestRate rate;            ///< Request-rate.
    std::string_view params;     ///< Clean-param: `p1&p2`.
    std::string_view pathPrefix; ///< Clean-param: optional path prefix.
};

/// Where an AI usage preference is written.
enum class PreferenceSyntax : std::uint8_t {
    /// `Content-Usage: [path] preference` (draft-ietf-aipref-attach-05, a working-group draft,
    /// not a standard): a rule of its group; the preference is an RFC 9651 dictionary of the
    /// vocabulary of draft-ietf-aipref-vocab-08 (`train-ai=n, search=y`).
    ContentUsage,
    /// `Content-Signal: search=yes, ai-train=no` (Cloudflare's Content Signals Policy; no formal
    /// grammar). Also read when spelt `Content-Signals`. Cloudflare writes it inside the `*`
    /// group; other parsers read it for the whole file: the model keeps the group it appeared
    /// in, and verdicts give both readings.
    ContentSignal,
};

/// One `label=value` member of a preference line.
struct PreferenceEntry
{
    std::string_view label; ///< As written.
    std::string_view value; ///< The value as written (`y`, `yes`, `?1`, `"x"`); empty for a bare label.
    ByteRange range;        ///< `label=value` in the body.
};

/// A Content-Usage or Content-Signal line, recorded by every dialect (DialectRules::aiPreferences
/// says whether the dialect acts on it).
struct PreferenceLine
{
    std::uint32_t line = 0;
    std::int32_t group = -1; ///< The group open when it appeared (as for rules), or -1.
    PreferenceSyntax syntax = PreferenceSyntax::ContentUsage;
    std::string_view path;       ///< Content-Usage: the path before the preference; empty when none (every path).
    std::string_view normalised; ///< The path's comparison form (as an Allow/Disallow pattern of the dialect).
    std::string_view preference; ///< The preference text.
    ByteRange pathRange;         ///< Empty when there is no path.
    ByteRange preferenceRange;
    /// The preference parses: as an RFC 9651 dictionary (Content-Usage), or as comma-separated
    /// `key=value` pairs (Content-Signal). An unparseable Content-Usage preference means "no
    /// preference" for every label (draft-ietf-aipref-vocab-08).
    bool parsed = false;
    std::vector<PreferenceEntry> entries; ///< The members in order (empty when not parsed).
};

/// An immutable parsed robots.txt: the body's bytes, its lossless line model, and the groups,
/// rules and records the dialect forms from it, with every pattern compiled.
///
/// Copies are cheap (a shared pointer); all string_views point into storage the object owns and
/// stay valid as long as any copy lives. Thread-safe for concurrent reads.
class RobotsFile
{
public:
    /// An empty body parsed with the default dialect.
    RobotsFile();

    [[nodiscard]] const Dialect &dialect() const;
    /// The body exactly as given (BOM, invalid UTF-8 and NUL included).
    [[nodiscard]] std::string_view text() const;
    [[nodiscard]] std::span<const Line> lines() const;
    /// `range.in(text())`.
    [[nodiscard]] std::string_view slice(ByteRange range) const;
    /// The line with this 1-based number, or nullptr.
    [[nodiscard]] const Line *line(std::uint32_t number) const;
    /// Re-serialisation of the line model; always equal to `text()`. O(size).
    [[nodiscard]] std::string serialise() const;

    [[nodiscard]] std::span<const Group> groups() const;
    [[nodiscard]] std::span<const Rule> rules() const;
    [[nodiscard]] std::span<const Sitemap> sitemaps() const;
    [[nodiscard]] std::span<const OtherRecord> otherRecords() const;
    /// Content-Usage and Content-Signal lines, in file order.
    [[nodiscard]] std::span<const PreferenceLine> preferences() const;

    /// Bytes the dialect parsed (≤ text().size(); smaller when DialectRules::maxBytes cut the body).
    [[nodiscard]] std::size_t parsedBytes() const;
    [[nodiscard]] bool truncated() const { return parsedBytes() < text().size(); }
    [[nodiscard]] bool hasBom() const;
    /// Heap bytes held by the model (body included). Approximate, O(groups).
    [[nodiscard]] std::size_t memoryUsage() const;

private:
    friend struct detail::Internals; // the engine's own access (not installed)
    explicit RobotsFile(std::shared_ptr<const detail::FileData> data);

    std::shared_ptr<const detail::FileData> m_data;
};

/// Parses `body` as `dialect` reads it. Never fails: every input has a reading. Takes ownership
/// of the bytes. Cost: O(body size) plus O(r log r) to compile r rules; memory a small multiple
/// of the body size.
[[nodiscard]] RobotsFile parse(std::string body, const Dialect &dialect = defaultDialect());

/// Convenience: copies `body`.
[[nodiscard]] RobotsFile parse(std::string_view body, const Dialect &dialect = defaultDialect());
[[nodiscard]] inline RobotsFile parse(const char *body, const Dialect &dialect = defaultDialect())
{
    return parse(std::string_view(body), dialect);
}

/// The file parsed against a robots.txt URL: needed by dialects that resolve absolute-URL rules
/// (WWW::RobotRules). `parse(body, d)` uses `http://example.com/robots.txt`.
[[nodiscard]] RobotsFile parse(std::string body, const Dialect &dialect, std::string_view robotsUrl);

} // namespace robots
