// SPDX-License-Identifier: MIT
#pragma once

// Internal to the diagnostics: the check ids (the catalogue's order) and the analysis context the
// checks share. Not installed.

#include "robots/lines.h"
#include "robots/robotsfile.h"
#include "robots/studio/diagnostics.h"
#include "robots/studio/dialectrules.h"

#include "messageargs.h"
#include "textutil.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
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
    UsagePathDisallowed,
    SignalOutsideGroup,
    AgentNotProductToken,
    ControlTokenCrawlDelay,
    SiblingCrawlersNotBlocked,
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
    UsageUnparseable,
    UsageLabelUnknown,
    UsageLabelObsolete,
    PreferenceValueInvalid,
    SignalKeyUnknown,
    LicenseNotAbsolute,
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
    DialectMask wildcards = 0; ///< DialectRules::wildcards.
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
    /// Gives the reading FILE (of text(), as `dialect(id)` reads it) for file(id) to return
    /// instead of parsing; ignored when it is not such a reading or one is already there.
    void provide(const RobotsFile &file);
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

    /// How many lines each file-level fact was found on; filled by the file checks.
    bool notRobotsTxt = false;

    [[nodiscard]] std::size_t filteredOut() const { return m_filtered; }

    /// Calls `visit(check, line)` for every finding reported so far, in report order.
    template<typename Visit>
    void forEachFinding(const Visit &visit) const
    {
        for (const Diagnostic &d : m_diagnostics)
            visit(d.check, d.where.line);
    }

    /// Leaves out the findings for which `suppressed(check, line)` is true; returns how many.
    template<typename Suppressed>
    std::size_t dropFindings(const Suppressed &suppressed)
    {
        return std::erase_if(m_diagnostics, [&](const Diagnostic &d) { return suppressed(d.check, d.where.line); });
    }
    /// The findings in lint()'s order (offset, then code, then report order). Once, at the end.
    [[nodiscard]] std::vector<Diagnostic> takeFindings();

private:
    /// Whether the options let a finding through; counts the ones they filter out.
    bool admits(CheckId id, Severity severity, DialectMask dialects);

    RobotsFile m_rfc;
    LintOptions m_options;
    std::array<std::optional<RobotsFile>, kDialectCount> m_files;
    std::array<bool, kCheckCount> m_enabled{};
    /// In report order. A deque: a finding is large, and one is never moved while others are
    /// reported (a vector regrowing moved W1's thousands twice over, a tenth of its 10 ms budget).
    std::deque<Diagnostic> m_diagnostics;
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
void runDialectChecks(Context &ctx); ///< dialects.cpp: the dialects' verdicts compared.
void runAiChecks(Context &ctx);      ///< aipref.cpp: AI crawlers and usage preferences.

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
/// `text` quoted for a message: "`text`", cut to 60 bytes with "…", control bytes as \xHH.
[[nodiscard]] std::string backticked(std::string_view text);
/// A number in decimal, for message arguments.
[[nodiscard]] inline std::string decimal(std::uint64_t value)
{
    return std::to_string(value);
}
/// A hash of rule patterns for the checks that look every rule up: the length and the last eight
/// bytes (ASCII case folded with `FoldCase`), which tell most paths apart; a hash of every byte
/// of W1's 15,809 rules took a tenth of its 10 ms lint budget (tools/dev bench).
template<bool FoldCase = false>
struct PatternHash
{
    std::size_t operator()(std::string_view v) const
    {
        std::size_t h = v.size();
        for (std::size_t i = v.size() > 8 ? v.size() - 8 : 0; i < v.size(); ++i)
            h = h * 31 + static_cast<unsigned char>(FoldCase ? detail::toLowerAscii(v[i]) : v[i]);
        return h;
    }
};
[[nodiscard]] bool isBlankOrComment(const Line &line);
/// The first offset of an invalid UTF-8 sequence in `text`, or npos.
[[nodiscard]] std::size_t firstInvalidUtf8(std::string_view text);

} // namespace robots::diag
