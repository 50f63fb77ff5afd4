// SPDX-License-Identifier: MIT
#pragma once

// Internal to the diagnostics: the check ids (the catalogue's order) and the analysis context the
// checks share. Not installed.

#include "robots/diagnostics.h"
#include "robots/lines.h"
#include "robots/robotsfile.h"

#include "messageargs.h"
#include "radixsort.h"

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace robots::diag {

/// The catalogue's order; `catalogue()[id]` is the check.
enum class CheckId : std::uint8_t {
    // R1xx file
    EmptyFile,
    OverSizeLimit,
    InvalidUtf8,
    ByteOrderMark,
    ControlCharacters,
    NotRobotsTxt,
    LineEndings,
    UnknownSuppression,
    WideEncoding,
    // R2xx lines
    MissingColon,
    UnknownKey,
    AcceptedTypo,
    KeyPrefix,
    PartlySupportedKey,
    NoEffectKey,
    LineTooLong,
    KeyWhitespace,
    UnparseableLine,
    // R3xx records and groups
    RuleBeforeAgent,
    AgentAfterRule,
    BlankLineInGroup,
    GroupWithoutRules,
    EmptyAgent,
    InvalidAgentToken,
    MultipleStarGroups,
    RepeatedAgent,
    AgentRunTrap,
    StarRulesHidden,
    // R4xx paths
    PathNoLeadingSlash,
    AbsoluteUrl,
    DollarInside,
    TrailingStar,
    DoubleStar,
    BadPercentEncoding,
    NeedsEncoding,
    EncodedUnreserved,
    DisallowStar,
    WildcardsLiteral,
    CaseVariant,
    // R5xx rules
    DuplicateRule,
    AllowDisallowSame,
    ShadowedRule,
    EmptyRuleFirst,
    RedundantRule,
    DisallowAll,
    BlocksResources,
    SecretPath,
    IndexHtml,
    AllowNotUnderstood,
    DialectsDisagree,
    // R6xx values
    SitemapNotAbsolute,
    CrawlDelayInvalid,
    CrawlDelayFraction,
    RequestRateInvalid,
    CleanParamInvalid,
    HostInvalid,
    HostDeprecated,
    RecordOutsideGroup,
    Count
};

inline constexpr std::size_t kCheckCount = static_cast<std::size_t>(CheckId::Count);

[[nodiscard]] const Check &checkOf(CheckId id);

/// The largest file that checks compare in every dialect's parse of the whole file (R306, R310,
/// R511). Every parse costs: on W1 (500 KiB) the nine take about 19 ms (www-robotrules 6 ms, the two
/// Pythons 7 ms) against a budget of 10 ms for parse + every diagnostic (tools/dev bench). Larger
/// files are judged line by line, or left to `robotstxt compare`.
inline constexpr std::size_t kWholeFileDialectsBytes = 64 * 1024;

/// Dialect sets used by several checks, read from the dialect table (never hard-coded behaviour).
struct DialectSets
{
    DialectMask all = kAllDialects;
    DialectMask wildcards = 0; ///< Dialect::wildcards.
    DialectMask noWildcards = 0;
    DialectMask blankEndsRecord = 0; ///< BlankLines::EndRecord.
    DialectMask firstMatch = 0;      ///< Precedence::FirstMatch.
    DialectMask allowKnown = 0;      ///< Recognise Allow.
    DialectMask emptyAllowsAll = 0;  ///< EmptyValue::AllowsEverything.
    DialectMask starFallback = 0;    ///< `*` used only when no group names the agent.
    DialectMask weighInUrl = 0;      ///< Precedence::LongestMatchInUrl: a rule weighs what it matched of the URL.
};
[[nodiscard]] const DialectSets &dialectSets();

/// The analysis shared by the checks of one lint() call: the rfc9309 reading (always), other
/// dialects' readings parsed on first use, the options, and the findings.
class Context
{
public:
    Context(RobotsFile rfc, const LintOptions &options);

    [[nodiscard]] const RobotsFile &rfc() const { return m_rfc; }
    /// The body parsed as `id` reads it; parsed on first use (shares nothing with other calls).
    [[nodiscard]] const RobotsFile &file(DialectId id);
    [[nodiscard]] std::string_view text() const { return m_rfc.text(); }
    [[nodiscard]] std::string_view text(ByteRange range) const { return range.in(m_rfc.text()); }
    [[nodiscard]] std::span<const Line> lines() const { return m_rfc.lines(); }
    /// Lines read whole before the rfc9309 byte limit (the ones the line checks look at): the
    /// line the limit cuts is not among them (R102 tells what becomes of it).
    [[nodiscard]] std::size_t parsedLineCount() const { return m_parsedLines; }
    /// The line the rfc9309 byte limit falls inside (read only up to the limit), or 0.
    [[nodiscard]] std::uint32_t cutLine() const { return m_cutLine; }
    [[nodiscard]] const Line &line(std::uint32_t number) const { return m_rfc.lines()[number - 1]; }
    /// The line containing byte `offset` (the last line for offsets at the end). O(log lines).
    [[nodiscard]] const Line &lineAt(std::uint32_t offset) const;

    [[nodiscard]] Span span(const Line &line, ByteRange range) const;
    [[nodiscard]] Span span(const Line &line) const { return span(line, line.content); }
    [[nodiscard]] Span span(ByteRange range) const { return span(lineAt(range.offset), range); }
    /// The whole line including its terminator (for deletions).
    [[nodiscard]] static ByteRange wholeLine(const Line &line) { return line.withTerminator(); }

    /// The union of detail::ByteClass over the bytes of `rule`'s pattern (one of rfc().rules()),
    /// found in one pass when the context is made and shared by the path and rule checks.
    [[nodiscard]] std::uint8_t ruleBytes(const Rule &rule) const
    {
        return m_ruleBytes[static_cast<std::size_t>(&rule - m_rfc.rules().data())];
    }

    /// The file's most common line terminator ("\n" when there is none).
    [[nodiscard]] std::string_view eol() const { return m_eol; }
    /// True when `id` should run at all (not disabled by options).
    [[nodiscard]] bool wants(CheckId id) const { return m_enabled[static_cast<std::size_t>(id)]; }
    /// True when the options' dialects intersect `mask`.
    [[nodiscard]] bool concerns(DialectMask mask) const { return (mask & m_options.dialects) != 0; }
    [[nodiscard]] const LintOptions &options() const { return m_options; }

    /// Records a finding with the check's severity. Returns nullptr when the options filter it out
    /// (disabled, dialect not selected, below the minimum severity); otherwise the stored finding,
    /// valid until the next report().
    Diagnostic *report(CheckId id, Span where, DialectMask dialects, Message message);
    Diagnostic *report(CheckId id, Severity severity, Span where, DialectMask dialects, Message message);

    /// Records a finding whose message, fixes and related spans are written later, by
    /// `build(ctx, finding)` (the finding has its check, severity, place and dialects), when
    /// lint() has sorted the findings and kept this one: it is then made in its place in the
    /// result. For the checks that report thousands of findings in large files: a finding made at
    /// once is moved again by the sort and, when suppressed, made for nothing. `build` holds only
    /// numbers and views of the file's text (trivially copyable, at most kLaterCaptureBytes).
    /// Returns false when the options filter the finding out, as report() returns nullptr.
    template<typename Build>
    bool reportLater(CheckId id, Severity severity, Span where, DialectMask dialects, const Build &build)
    {
        static_assert(std::is_trivially_copyable_v<Build> && sizeof(Build) <= kLaterCaptureBytes &&
                          alignof(Build) <= alignof(std::uint64_t),
                      "a deferred finding keeps numbers and views, copied as bytes");
        if (!admits(id, severity, dialects))
            return false;
        Later &later = m_later.emplace_back();
        later.check = &checkOf(id);
        later.severity = severity;
        later.where = where;
        later.dialects = dialects;
        later.build = [](const Context &ctx, const std::byte *capture, Diagnostic &d) {
            (*std::launder(reinterpret_cast<const Build *>(capture)))(ctx, d);
        };
        ::new (static_cast<void *>(later.capture)) Build(build);
        m_order.push_back({orderKey(*later.check, where), kLaterBit | static_cast<std::uint32_t>(m_later.size() - 1)});
        return true;
    }
    template<typename Build>
    bool reportLater(CheckId id, Span where, DialectMask dialects, const Build &build)
    {
        return reportLater(id, checkOf(id).severity, where, dialects, build);
    }

    /// How many lines each file-level fact was found on; filled by the file checks.
    bool notRobotsTxt = false;

    [[nodiscard]] std::size_t filteredOut() const { return m_filtered; }

    /// Calls `visit(check, line)` for every finding reported so far, in report order.
    template<typename Visit>
    void forEachFinding(const Visit &visit) const
    {
        for (const detail::RadixItem &item : m_order) {
            const auto [check, line] = finding(item.index);
            visit(check, line);
        }
    }

    /// Leaves out the findings for which `suppressed(check, line)` is true; returns how many.
    template<typename Suppressed>
    std::size_t dropFindings(const Suppressed &suppressed)
    {
        const std::size_t before = m_order.size();
        std::erase_if(m_order, [&](const detail::RadixItem &item) {
            const auto [check, line] = finding(item.index);
            return suppressed(check, line);
        });
        return before - m_order.size();
    }
    /// The findings in lint()'s order (offset, then code, then report order); those reported
    /// later are made here, in their place. Once, at the end.
    [[nodiscard]] std::vector<Diagnostic> takeFindings();

private:
    /// Sorts findings by offset, then check (catalogue order is code order).
    [[nodiscard]] static std::uint64_t orderKey(const Check &check, Span where);
    /// The check and line of the finding `which` (an m_order index).
    [[nodiscard]] std::pair<const Check *, std::uint32_t> finding(std::uint32_t which) const;

    static constexpr std::size_t kLaterCaptureBytes = 24;   // a Later takes 64 bytes
    static constexpr std::uint32_t kLaterBit = 0x80000000u; ///< In m_order: a reportLater() finding.

    struct Later
    {
        void (*build)(const Context &, const std::byte *, Diagnostic &) = nullptr;
        alignas(std::uint64_t) std::byte capture[kLaterCaptureBytes];
        const Check *check = nullptr;
        Span where;
        DialectMask dialects = 0;
        Severity severity = Severity::Warning;
    };
    static_assert(sizeof(Later) <= 64, "thousands are kept per lint of a large file");

    /// Whether the options let a finding through; counts the ones they filter out.
    bool admits(CheckId id, Severity severity, DialectMask dialects);

    RobotsFile m_rfc;
    LintOptions m_options;
    std::array<std::optional<RobotsFile>, kDialectCount> m_files;
    std::array<bool, kCheckCount> m_enabled{};
    std::vector<std::uint8_t> m_ruleBytes;
    std::vector<Diagnostic> m_diagnostics;
    std::vector<Later> m_later;
    std::vector<detail::RadixItem> m_order; ///< (orderKey, finding) in report order; kLaterBit: in m_later.
    std::size_t m_filtered = 0;
    std::size_t m_parsedLines = 0;
    std::uint32_t m_cutLine = 0;
    std::string_view m_eol = "\n";
};

// The check families, one file each.
/// R109: when the body is UTF-16 or UTF-32 text (encoding.h), reports it and returns true; the
/// other checks then do not run, since the body's lines are not its text.
bool runEncodingCheck(Context &ctx);
void runFileChecks(Context &ctx);
void runLineChecks(Context &ctx);
void runGroupChecks(Context &ctx);
void runPathChecks(Context &ctx);
void runRuleChecks(Context &ctx);
void runValueChecks(Context &ctx);
void runDialectChecks(Context &ctx); ///< diagnostics_dialects.cpp: the dialects' verdicts compared.

/// A UTF-8 byte order mark decoded as Latin-1 and encoded again: "ï»¿".
extern const std::string_view kMangledBom;

// Small shared helpers.
[[nodiscard]] Message msg(std::string_view id, std::string_view english, MessageArgs args = {});
/// The same with the arguments written straight into the message's one buffer, sized once
/// (findings are made by the thousand in large files).
template<typename... Args>
    requires(sizeof...(Args) > 0 && sizeof...(Args) <= MessageArgs::kCapacity &&
             (std::is_convertible_v<const Args &, std::string_view> && ...))
[[nodiscard]] Message msg(std::string_view id, std::string_view english, const Args &...args)
{
    return Message(id, english, {std::string_view(args)...});
}
[[nodiscard]] QuickFix fix(Message title, FixEdits edits, bool safe);
/// A fix of one edit, moved in.
[[nodiscard]] QuickFix fix(Message title, TextEdit edit, bool safe);
/// "`a`, `b` and `c`" for the names of the dialects in `mask`.
[[nodiscard]] const std::string &dialectList(DialectMask mask);
/// `text` quoted for a message: "`text`", cut to 60 bytes with "…", control bytes as \xHH. Kept
/// in a fixed buffer (findings quote patterns by the thousand in large files): read it as a
/// std::string_view before the object goes.
class Backticked
{
public:
    static constexpr std::size_t kShown = 60; ///< Bytes of the text shown at most.

    explicit Backticked(std::string_view text);
    [[nodiscard]] std::string_view view() const { return {m_buffer.data(), m_length}; }
    operator std::string_view() const { return view(); } // NOLINT: reads like the string it was

private:
    // "`", each shown byte as at most four ("\xHH"), "…" (three bytes), "`".
    std::array<char, 1 + 4 * kShown + 3 + 1> m_buffer;
    std::size_t m_length = 0;
};
[[nodiscard]] inline Backticked backticked(std::string_view text)
{
    return Backticked(text);
}

/// A number written in decimal in a fixed buffer, for message arguments (no allocation, where
/// std::to_string makes a string).
class Decimal
{
public:
    explicit Decimal(std::uint64_t value)
    {
        const auto [end, error] = std::to_chars(m_buffer.data(), m_buffer.data() + m_buffer.size(), value);
        m_length = static_cast<std::size_t>(end - m_buffer.data());
        (void)error; // 20 digits hold every 64-bit value
    }
    [[nodiscard]] std::string_view view() const { return {m_buffer.data(), m_length}; }
    operator std::string_view() const { return view(); } // NOLINT: reads like the string it was

private:
    std::array<char, 20> m_buffer;
    std::size_t m_length = 0;
};
[[nodiscard]] inline Decimal decimal(std::uint64_t value)
{
    return Decimal(value);
}
[[nodiscard]] bool isBlankOrComment(const Line &line);
/// The first offset of an invalid UTF-8 sequence in `text`, or npos.
[[nodiscard]] std::size_t firstInvalidUtf8(std::string_view text);
/// ASCII lower case copy.
[[nodiscard]] std::string lower(std::string_view text);
[[nodiscard]] bool iequals(std::string_view a, std::string_view b);
/// An ASCII lower-case copy in a fixed buffer, for allocation-free matching; `ok()` is false (and
/// the view empty) for text longer than the buffer.
class LowerCopy
{
public:
    explicit LowerCopy(std::string_view text)
    {
        if (text.size() > m_buffer.size())
            return;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            m_buffer[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
        }
        m_length = text.size();
        m_ok = true;
    }
    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] std::string_view view() const { return {m_buffer.data(), m_length}; }

private:
    std::array<char, 1024> m_buffer;
    std::size_t m_length = 0;
    bool m_ok = false;
};

/// ASCII case-insensitive prefix / suffix / search; `needle` in lower case.
[[nodiscard]] bool istartsWith(std::string_view text, std::string_view lowerPrefix);
[[nodiscard]] bool iendsWith(std::string_view text, std::string_view lowerSuffix);
[[nodiscard]] std::size_t ifind(std::string_view text, std::string_view lowerNeedle, std::size_t from = 0);

} // namespace robots::diag
