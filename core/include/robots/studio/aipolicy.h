// SPDX-License-Identifier: MIT
#pragma once

// The AI crawler policy generator: per purpose of the crawler catalogue, Block / Allow / Leave,
// and the `*` group's usage preference lines (Content-Usage, draft-ietf-aipref-attach-05;
// Content-Signal, Cloudflare's Content Signals Policy), as edits that touch only the lines they
// must. One implementation for `robotstxt ai-policy` and the studio's "AI Crawler Policy…"
// dialog; the handbook's "AI crawler policy" section states the same definitions.
//
// The generator never widens access: no crawler, chosen or not, may fetch a path after the edits
// that it could not fetch before, unless the `*` group lets everyone fetch it
// (tst_core_aipolicy_corpus proves it over the shared corpus, dialects rfc9309 and google).

#include "robots/dialect.h"
#include "robots/robotsfile.h"
#include "robots/studio/crawlers.h"
#include "robots/studio/textedit.h"

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// What the policy does with the catalogue's crawlers of one purpose.
enum class AiPolicyAction : std::uint8_t {
    Leave, ///< Nothing: no line about them changes.
    /// `Disallow: /`: a group of their own that disallows every path. A crawler the file does not
    /// name joins one appended group; a crawler whose own group does not block `/` gets that
    /// group rewritten (or its User-agent line moved out of a group it shares).
    Block,
    /// No more blocked than the `*` group, and never more access than the file gives everyone:
    /// the crawler is treated exactly as `*` treats any crawler, `*`'s preference lines included.
    /// A crawler the file does not name is already governed by `*`: nothing is written for it. A
    /// crawler whose own group reads otherwise gets that group's rules replaced by a copy of the
    /// `*` group's rules and preference lines (or its User-agent line taken out of a group it
    /// shares, so that `*` applies).
    Allow,
};

/// The number of CrawlerCategory values (for per-purpose tables).
inline constexpr std::size_t kCrawlerCategoryCount = static_cast<std::size_t>(CrawlerCategory::Other) + 1;

/// The choices of one policy: an action per purpose and optional preference values.
struct AiPolicyChoices
{
    std::array<AiPolicyAction, kCrawlerCategoryCount> actions{}; ///< Indexed by CrawlerCategory; all Leave.
    /// The `*` group's `Content-Usage` value (an RFC 9651 dictionary, "train-ai=n, search=y"), or none.
    std::optional<std::string> contentUsage;
    /// The `*` group's `Content-Signal` value ("search=yes, ai-train=no, use=reference"), or none.
    std::optional<std::string> contentSignal;
    /// The file's RSL `License:` URL (absolute http(s), isLicenseUrl()), or none.
    std::optional<std::string> license;

    [[nodiscard]] AiPolicyAction action(CrawlerCategory c) const { return actions[static_cast<std::size_t>(c)]; }
    void set(CrawlerCategory c, AiPolicyAction a) { actions[static_cast<std::size_t>(c)] = a; }
    /// True when the choices would change nothing in any file.
    [[nodiscard]] bool empty() const;
};

/// What the generator says about one crawler of a chosen purpose.
enum class AiPolicyFindingKind : std::uint8_t {
    /// The file already names the crawler (`line`) in a group that does what was asked.
    AlreadyDone,
    /// The file names the crawler (`line`) in a group that does not do what was asked (GPTBot
    /// with `Allow: /` when training is blocked, PerplexityBot with `Disallow: /` when AI search
    /// is allowed): the edits rewrite that group, or take the crawler's line out of a group it
    /// shares with other crawlers.
    GroupRewritten,
    /// Its operator documents a name that is not an RFC 9309 product token (§2.2: only letters,
    /// `_` and `-`), such as `AI2Bot` or `Kangaroo Bot`. Block writes it as documented; `readers`
    /// says which dialects' readers match a line written so, `readAs` what the others read.
    NotProductToken,
    /// google reads a line of the file (`line`) as naming the crawler that rfc9309 does not read
    /// as a User-agent line (a typo google accepts, `UserAgent:`). Changing that line would move
    /// rules between other groups for one reader or the other, so it stays; under google that
    /// group still applies to the crawler (the summary counts what it then does).
    ReadDifferently,
};

/// Whether one dialect's reader applies a group written `User-agent: NAME` to the crawler NAME.
struct AiPolicyReading
{
    std::string_view dialect; ///< Dialect::name().
    bool matches = false;
};

struct AiPolicyFinding
{
    std::string_view crawler; ///< As its operator documents it (Crawler::token).
    CrawlerCategory category = CrawlerCategory::Other;
    AiPolicyAction action = AiPolicyAction::Leave;
    AiPolicyFindingKind kind = AiPolicyFindingKind::AlreadyDone;
    std::uint32_t line = 0;               ///< The User-agent line that names it; 0 when the file does not.
    std::string_view readAs;              ///< NotProductToken: what rfc9309 and google read the line as (`AI`).
    std::vector<AiPolicyReading> readers; ///< NotProductToken: each dialect of allDialects(), in order.
};

/// The edits for a set of choices, and what to tell the user about them.
struct AiPolicyPlan
{
    std::vector<TextEdit> edits;           ///< Disjoint; apply with applyEdits().
    std::vector<AiPolicyFinding> findings; ///< Catalogue order.
    /// The file is longer than rfc9309 or google reads (RFC 9309 §2.5, 500 KiB): any line added
    /// would push the file's last lines out of what they read, so there are no edits.
    bool tooLong = false;
};

/// The plan that applies `choices` to `body`, parsed as `file` (parse it with aiprefDialect(), so
/// that its preference lines are known). Rules (AiPolicyAction defines each action):
/// - Block: crawlers the file does not name (names that are not product tokens included, as
///   documented) are listed in one group appended after a comment line, `Disallow: /`.
/// - A crawler the file names: AlreadyDone when its own groups already do what was asked under
///   rfc9309 and google (for a name that is not a product token, under python-urllib-3.15, which
///   reads names whole); otherwise GroupRewritten: a group naming only chosen crawlers of one
///   action gets its Allow/Disallow and preference lines replaced (`Disallow: /`, or a copy of
///   the `*` group's); a group it shares loses the crawler's User-agent line.
/// - Content-Usage / Content-Signal: a `*` group's own line of that kind (without a path) is
///   updated in place; otherwise the line is added after the first `*` group's last line, or in
///   a new `*` group at the end when the file has none.
/// - License (RSL 1.0, file-wide): the first License line gets the URL in place; a file without one
///   gets `License: URL` as its first line (after a byte order mark), outside every group.
/// - New lines use the file's line ending (CRLF when it has any, else LF); no other byte changes.
/// No edits when nothing would change, or when the file is longer than its readers read (tooLong). O(catalogue size ×
/// (groups + rules)).
[[nodiscard]] AiPolicyPlan aiPolicyPlan(const RobotsFile &file, std::string_view body, const AiPolicyChoices &choices);

/// aiPolicyPlan(file, body, choices).edits.
[[nodiscard]] std::vector<TextEdit> aiPolicyEdits(const RobotsFile &file, std::string_view body,
                                                  const AiPolicyChoices &choices);

/// Whether `url` may be written as an RSL 1.0 `License:` value: an absolute http(s) URL with a
/// host (rslstandard.org: "the absolute URL of the license file or feed"), as lint's R614 checks.
/// O(url).
[[nodiscard]] bool isLicenseUrl(std::string_view url);

/// One RSL `License:` line of a file (a file-wide line, in no group), its URL as written.
struct LicenseLine
{
    std::string_view url;   ///< The value, trimmed; a view of the file's text.
    std::uint32_t line = 0; ///< 1-based.
    bool valid = false;     ///< isLicenseUrl(url).
};

/// Every `License:` line of `file`, in file order (RSL 1.0 expects one). O(lines).
[[nodiscard]] std::vector<LicenseLine> licenseLines(const RobotsFile &file);

/// The dialects whose verdicts the generator's promises and summary are stated in: rfc9309 (read
/// as aiprefDialect(), which shares its verdicts and adds the preference lines) and google.
[[nodiscard]] std::span<const Dialect *const> aiPolicyDialects();

/// The paths a check of `file` looks at: `/` and every Allow/Disallow and Content-Usage path
/// that starts with `/`, each once, in file order. O(rules).
[[nodiscard]] std::vector<std::string> aiPolicyProbePaths(const RobotsFile &file);

/// How many crawlers of one chosen purpose a file treats as asked, under one dialect.
struct AiPolicyCount
{
    CrawlerCategory category = CrawlerCategory::Other;
    AiPolicyAction action = AiPolicyAction::Leave;
    std::string_view dialect; ///< Dialect::name() ("rfc9309", "google").
    std::size_t done = 0;     ///< Block: `/` disallowed. Allow: every probe path decided as for `*`.
    std::size_t total = 0;    ///< The purpose's crawlers in the catalogue.
};

/// What `body` does for each purpose `choices` blocks or allows, per aiPolicyDialects(), computed
/// from the dialects' verdicts (not from the edits): call it with the file after the edits.
/// Purposes in CrawlerCategory order. O(purpose crawlers × probe paths × dialects).
[[nodiscard]] std::vector<AiPolicyCount> aiPolicySummary(std::string_view body, const AiPolicyChoices &choices);

} // namespace robots
