// SPDX-License-Identifier: MIT
#pragma once

// AI usage preferences in robots.txt. Two sources, neither a standard:
//
// - `Content-Usage` (draft-ietf-aipref-attach-05, an IETF working-group draft that would update
//   RFC 9309): `content-usage = *WS "content-usage" *WS ":" *WS [ path-pattern 1*WS ] usage-pref`.
//   A value starting with `/` has a path up to the first SP/HTAB, then the preference; otherwise
//   the whole value is the preference for every path. Groups are chosen as for Allow/Disallow;
//   the longest matching path gives the preference; equal paths combine (`n` wins); a preference
//   applies only to URLs the crawler may fetch. The preference is an RFC 9651 dictionary of the
//   vocabulary of draft-ietf-aipref-vocab-08 (14 September 2026): labels `train-ai` ("AI
//   Training", §4.1), `ai-use` ("AI Use", §4.2, new in -08) and `search` (§4.3), values the
//   tokens `y` and `n` (§6.2); "These tokens are case sensitive" (§6.1: an upper-case key makes
//   the whole dictionary unparseable, so every label has no preference); "any unknown labels
//   MUST be ignored" (§6.4); a repeated label keeps its last value; any other value is no
//   preference (§6.5). -08 changed no syntax from -07: it added the AI Use category and label,
//   renamed "AI Model Training" to "AI Training" (defined through the new term "Generative AI
//   model"), and says of Search: "This category of use overrides any usage that falls into
//   other categories, including AI Training (Section 4.1) and AI Use (Section 4.2)".
// - `Content-Signal` (Cloudflare's Content Signals Policy, no formal grammar): `search`,
//   `ai-input`, `ai-train` = `yes`/`no` (a missing key is no preference), and since 2026
//   `use=immediate|reference|full`: "how AI systems may consume the content" (the comment of
//   Cloudflare's managed robots.txt, which writes `use=reference` since August 2026), "the
//   maximum level at which their content may be used" (Cloudflare changelog, 31 August 2026,
//   "Crawl endpoint now respects the Content Signals `use` directive"; from least to most
//   permissive). Cloudflare puts it in the `*` group; other parsers read it for the whole file
//   (and accept `Content-Signals`). Both readings are given.

#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace robots {

/// One member of an RFC 9651 dictionary: the subset the vocabulary needs (tokens, booleans,
/// integers, decimals, strings, byte sequences; inner lists and parameters are skipped). A
/// hand-written parser: Debian packages no C++ structured-field library.
struct DictionaryMember
{
    std::string_view key;
    std::string_view value; ///< The bare item as written (`y`, `?0`, `"text"`); `?1` for a key without `=`.
    bool token = false;     ///< The value is a token (RFC 9651 §3.3.4).
    std::size_t offset = 0; ///< Of the key, in the parsed text.
    std::size_t length = 0; ///< Key through value (parameters included).
};

struct ParsedDictionary
{
    bool ok = false;
    std::vector<DictionaryMember> members; ///< In order; a repeated key appears each time (the last counts).
    std::size_t errorOffset = 0;           ///< Where parsing failed (when !ok).
};

/// Parses `text` as an RFC 9651 §4.2.2 dictionary (leading and trailing spaces discarded). O(n).
[[nodiscard]] ParsedDictionary parseStructuredDictionary(std::string_view text);

/// The labels of draft-ietf-aipref-vocab-08, in the order of its Table 1 ("Mappings for Categories").
inline constexpr std::array<std::string_view, 3> kUsageLabels{"train-ai", "ai-use", "search"};
/// Content-Signal's keys (Cloudflare), in this order.
inline constexpr std::array<std::string_view, 4> kSignalKeys{"search", "ai-input", "ai-train", "use"};
/// The values of Content-Signal's `use`, from least to most permissive (Cloudflare).
inline constexpr std::array<std::string_view, 3> kSignalUseValues{"immediate", "reference", "full"};
/// Labels of earlier aipref drafts that -08 does not define (a linter should recognise them).
/// `ai-use` was a label of -02 and is one again in -08 (AI Use, §4.2), with a new definition.
inline constexpr std::array<std::string_view, 4> kObsoleteUsageLabels{"bots", "train-genai", "genai", "ai"};

/// One label's preference for a URL.
struct LabelPreference
{
    std::string_view label;
    std::string_view value; ///< `y`/`n` (Content-Usage), `yes`/`no`/… (Content-Signal); empty: no preference.
    std::uint32_t line = 0; ///< The line it comes from; 0 when there is no preference.

    [[nodiscard]] bool any() const { return line != 0; }
};

/// The usage preferences that apply to one crawler and one URL.
struct UsagePreferences
{
    Access access = Access::Allowed; ///< May the crawler fetch the URL (the verdict of the dialect).
    bool read = false;               ///< The dialect reads these lines (DialectRules::aiPreferences).
    /// The Content-Usage lines that decide (longest matching path of the chosen groups; several
    /// when their paths are equal), file order. Empty when none matches or the URL is not fetched.
    std::vector<std::uint32_t> contentUsageLines;
    std::array<LabelPreference, kUsageLabels.size()> contentUsage{}; ///< kUsageLabels.
    /// Content-Signal as Cloudflare places it: lines of the groups chosen for the crawler.
    std::array<LabelPreference, kSignalKeys.size()> signalInGroup{};
    /// Content-Signal as other parsers read it: every line of the file.
    std::array<LabelPreference, kSignalKeys.size()> signalFileWide{};
};

/// The preferences of `rules` (a crawler's rules, robots/verdict.h) for `urlOrPath`, as the
/// rules' dialect reads them: `read` is false and nothing is set when the dialect does not
/// read AI preferences; only `access` is set when the URL may not be fetched (a preference
/// applies only to URLs the crawler may fetch). O(preference lines × path).
[[nodiscard]] UsagePreferences usagePreferences(const AgentRules &rules, std::string_view urlOrPath);

/// The label's value in a Content-Usage line: `y`, `n`, or empty (no preference: unparseable
/// dictionary, absent label, other value). Repeated labels keep their last value.
[[nodiscard]] std::string_view contentUsageValue(const PreferenceLine &line, std::string_view label);

/// The key's value in a Content-Signal line (keys compared ASCII case-insensitively, last one
/// wins), as written; empty when absent or not a value of the policy (isSignalValue()): such a
/// value is no signal, as lint's R612 says.
[[nodiscard]] std::string_view contentSignalValue(const PreferenceLine &line, std::string_view key);

/// Whether `value` is a value of Content-Signal's `key` (a key of kSignalKeys, lower case):
/// `yes` or `no` for search, ai-input and ai-train; `immediate`, `reference` or `full` for use
/// (Cloudflare's Content Signals Policy, which spells them in lower case). Any other value is no
/// signal. O(1).
[[nodiscard]] bool isSignalValue(std::string_view key, std::string_view value);

/// The line a key names: `content-usage`, `content-signal`, `content-signals` (ASCII
/// case-insensitive), or nullopt for any other key. O(1).
[[nodiscard]] std::optional<PreferenceSyntax> preferenceKey(std::string_view key);

} // namespace robots
