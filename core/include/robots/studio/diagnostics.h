// SPDX-License-Identifier: MIT
#pragma once

// Diagnostics: the lint catalogue (as data) and the checks that find problems in a robots.txt.
//
// A check compares how the dialects read the file — it asks the core's parser (parse(),
// lexLines(), readKey()) for each dialect it needs and never re-implements a parsing rule.
// Every finding carries a stable code (R1xx file, R2xx lines, R3xx records and groups, R4xx
// paths, R5xx rules, R6xx values), a translatable message, a byte range, the dialects it concerns
// and zero or more quick fixes as text edits. docs/diagnostics.md is generated from the catalogue
// (`robotstxt lint --list-checks --format markdown`).

#include "robots/dialect.h"
#include "robots/message.h"
#include "robots/robotsfile.h"
#include "robots/studio/textedit.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

enum class Severity : std::uint8_t {
    Error,   ///< The file does not say what it seems to say for the dialects concerned.
    Warning, ///< Dialects disagree, or a line is probably a mistake.
    Info,    ///< Worth knowing (a dialect ignores something, a policy choice with consequences).
    Hint,    ///< Style and tidiness; no reader changes its verdict.
};

/// "error", "warning", "info", "hint".
[[nodiscard]] std::string_view severityName(Severity severity);
/// The inverse of severityName(); nullopt for anything else.
[[nodiscard]] std::optional<Severity> severityFromName(std::string_view name);

/// A set of dialects, one bit per DialectId.
using DialectMask = std::uint16_t;
[[nodiscard]] constexpr DialectMask dialectBit(DialectId id)
{
    return static_cast<DialectMask>(1u << static_cast<unsigned>(id));
}
inline constexpr DialectMask kAllDialects = (1u << kDialectCount) - 1; ///< Every dialect of allDialects().
static_assert(kDialectCount <= 16, "a DialectMask has a bit per dialect");
/// The names of the dialects in `mask`, in allDialects() order ("rfc9309", "google" …).
[[nodiscard]] std::vector<std::string_view> dialectNames(DialectMask mask);

/// Which part of a file a check looks at; the hundreds digit of its code.
enum class CheckCategory : std::uint8_t {
    File = 1,   ///< R1xx: bytes, encoding, size, line endings.
    Lines = 2,  ///< R2xx: one line: key, colon, length.
    Groups = 3, ///< R3xx: records and groups: agents, blank lines, merging.
    Paths = 4,  ///< R4xx: one Allow/Disallow value.
    Rules = 5,  ///< R5xx: rules against each other.
    Values = 6, ///< R6xx: Sitemap, Crawl-delay, Request-rate, Clean-param, Host values.
};
[[nodiscard]] std::string_view categoryName(CheckCategory category); ///< "file", "lines", "groups" …

/// One entry of the catalogue. Static data: pointers to it stay valid for the program's life.
struct Check
{
    std::string_view code; ///< Stable: "R302".
    std::string_view slug; ///< Stable: "agent-after-rule".
    CheckCategory category;
    Severity severity;
    Text title;                    ///< Short, for lists ("User-agent after a rule without a blank line").
    Text why;                      ///< One paragraph: why it matters.
    std::string_view source;       ///< Where the behaviour is documented ("RFC 9309 §2.1; the WWW::RobotRules manual").
    DialectMask dialects;          ///< Dialects it can concern (a finding names the ones it does).
    std::string_view example;      ///< A robots.txt that triggers it.
    std::string_view fixedExample; ///< The same, corrected (does not trigger it).
    bool hasFix;                   ///< Findings may carry quick fixes.
    bool hasSafeFix;               ///< Some of them are safe for `robotstxt fix` / "fix all".
};

/// The catalogue, in code order. O(1).
[[nodiscard]] std::span<const Check> allChecks();
/// The check with this code ("R302", case-insensitive) or slug ("agent-after-rule"), or nullptr.
[[nodiscard]] const Check *findCheck(std::string_view codeOrSlug);

/// A place in the body. `line` is 1-based; `start` is the byte offset in that line (0-based, so a
/// compiler-style column is `start + 1`); `length` counts bytes and may run past the end of the
/// line's content for whole-line findings; `offset` is the absolute byte offset of `start`.
struct Span
{
    std::uint32_t line = 0;
    std::uint32_t start = 0;
    std::uint32_t length = 0;
    std::uint32_t offset = 0;

    [[nodiscard]] ByteRange range() const { return {offset, length}; }
    friend bool operator==(const Span &, const Span &) = default;
};

/// A quick fix's edits (almost every fix has one or two).
using FixEdits = std::vector<TextEdit>;

/// A quick fix: one or more edits that together solve one finding (one undo step in the GUI).
struct QuickFix
{
    Message title;  ///< "Insert a blank line before line 6".
    FixEdits edits; ///< Disjoint, offsets into the linted body.
    /// Safe: applying it never makes any dialect's reading worse — it keeps every verdict that
    /// does not depend on the problem, and resolves the problem the way the file evidently meant.
    /// `robotstxt fix` and "fix all safe problems" apply only these.
    bool safe = false;
};

/// A second place that explains a finding ("the first `*` group is here").
struct RelatedSpan
{
    Span where;
    Message message;
};

/// One finding.
struct Diagnostic
{
    const Check *check = nullptr; ///< Never null in results of lint().
    Severity severity = Severity::Warning;
    Message message;
    Span where;
    DialectMask dialects = kAllDialects; ///< The dialects whose reading the finding concerns.
    std::vector<QuickFix> fixes;         ///< Most findings have at most one.
    std::vector<RelatedSpan> related;    ///< Most findings have at most one.

    [[nodiscard]] std::string_view code() const { return check ? check->code : std::string_view(); }
    [[nodiscard]] std::string_view slug() const { return check ? check->slug : std::string_view(); }
};

/// What lint() reports.
struct LintOptions
{
    /// Report a finding only when it concerns one of these dialects (`--dialect`).
    DialectMask dialects = kAllDialects;
    /// Codes or slugs never reported (`--disable R203,agent-after-rule`).
    std::vector<std::string> disabled;
    /// Honour `# robotstxt: disable=…` comments (docs/diagnostics.md, "Suppressing findings").
    bool suppressionComments = true;
    /// Report only findings at or above this severity (Error < Warning < Info < Hint).
    Severity minimumSeverity = Severity::Hint;
};

struct LintResult
{
    std::vector<Diagnostic> diagnostics; ///< Sorted by offset, then code.
    std::size_t suppressed = 0;          ///< Findings silenced by comments or options.
};

/// Every finding for `body`. The body is parsed as rfc9309 reads it; other dialects' parses are
/// made only when the rfc9309 reading shows something they may read differently (a blank line
/// inside a group: the readers that end records at blank lines; a non-rule line between
/// User-agent lines: every dialect), for every dialect when the body is at most 64 KiB (R511
/// compares their verdicts), and, for a body over a dialect's byte limit, once more without the
/// limit for each dialect that cuts it (R102 counts what is lost). Never fails.
/// Cost: O(body size + r log r) for r rules, plus those parses when needed; on the 500 KiB W1
/// workload (15,809 rules, 5,602 findings) about four and a half times the rfc9309 parse alone,
/// that parse included (tools/dev bench); about 5 ms for a 64 KiB file of the same recipe (R511);
/// about 27 ms for a 3.7 MB file (R102's four parses of the whole body). Thread-safe (the only shared
/// state is the locked pool of spare parse buffers, see releaseSpareParseBuffers()).
[[nodiscard]] LintResult lint(std::string_view body, const LintOptions &options = {});

/// The same, reusing a parse the caller already has (its dialect is used when it is rfc9309;
/// otherwise its text is re-parsed as needed).
[[nodiscard]] LintResult lint(const RobotsFile &file, const LintOptions &options = {});

/// The same, reusing every reading of one body the caller already has (an editor's analysis: the
/// body parsed as each dialect it shows). The rfc9309 reading is the one linted (the body is
/// parsed as rfc9309 when none is given); a reading of another dialect replaces the parse lint()
/// would make of it. Readings of another text, of a dialect variant (not `dialect(id)` itself)
/// or a second reading of a dialect are ignored. The findings are those of lint(body).
/// Cost: lint(body) less the parses it is spared (on W1 with every dialect read, about half).
[[nodiscard]] LintResult lint(std::span<const RobotsFile> readings, const LintOptions &options = {});

/// Frees the buffers parse() keeps from large parses (bodies of 64 KiB or more; at most 32 MiB)
/// for the next parse of a body that size: lint() and the editor read one document as each
/// dialect on every keystroke, and reuse them rather than fault fresh pages in. For when a large
/// document is closed, or before measuring a parse's own memory. Thread-safe.
void releaseSpareParseBuffers();

/// The safe quick fixes of `diagnostics` that do not overlap (the first fix of each finding that
/// has a safe one, in offset order; a fix overlapping an earlier one is left for another pass).
[[nodiscard]] std::vector<TextEdit> safeFixEdits(std::span<const Diagnostic> diagnostics);

struct FixAllResult
{
    std::string text;        ///< The fixed body.
    std::size_t applied = 0; ///< Quick fixes applied over all passes.
    std::size_t passes = 0;  ///< Lint passes run (at most 8).
};

/// Applies safe fixes until none is left (or 8 passes): what `robotstxt fix` and "fix all safe
/// problems" do. Cost: one lint() per pass.
[[nodiscard]] FixAllResult fixAll(std::string_view body, const LintOptions &options = {});

/// The Levenshtein distance between `a` and `b`, ASCII case-insensitive. O(|a|·|b|); used for
/// "did you mean".
[[nodiscard]] std::size_t editDistance(std::string_view a, std::string_view b);

} // namespace robots
