// SPDX-License-Identifier: MIT
#pragma once

// The AI crawler policy generator: groups for the crawler catalogue's crawlers by purpose, and
// the `*` group's usage preference lines (Content-Usage, draft-ietf-aipref-attach-05; Content-
// Signal, Cloudflare's Content Signals Policy), as edits that touch no other line of the file.
// One implementation for `robotstxt ai-policy` and the studio's "AI Crawler Policy…" dialog.

#include "robots/crawlers.h"
#include "robots/robotsfile.h"
#include "robots/textedit.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// What the policy does with the catalogue's crawlers of one purpose.
enum class AiPolicyAction : std::uint8_t {
    Leave, ///< Nothing: no group is added for them.
    Block, ///< A group `Disallow: /` for those the file does not name yet.
    Allow, ///< A group `Allow: /` for those the file does not name yet.
};

/// The number of CrawlerCategory values (for per-purpose tables).
inline constexpr std::size_t kCrawlerCategoryCount = static_cast<std::size_t>(CrawlerCategory::Other) + 1;

/// The choices of one policy: an action per purpose and optional preference values.
struct AiPolicyChoices
{
    std::array<AiPolicyAction, kCrawlerCategoryCount> actions{}; ///< Indexed by CrawlerCategory; all Leave.
    /// The `*` group's `Content-Usage` value (an RFC 9651 dictionary, "train-ai=n, search=y"), or none.
    std::optional<std::string> contentUsage;
    /// The `*` group's `Content-Signal` value ("search=yes, ai-train=no"), or none.
    std::optional<std::string> contentSignal;

    [[nodiscard]] AiPolicyAction action(CrawlerCategory c) const { return actions[static_cast<std::size_t>(c)]; }
    void set(CrawlerCategory c, AiPolicyAction a) { actions[static_cast<std::size_t>(c)] = a; }
    /// True when the choices would change nothing in any file.
    [[nodiscard]] bool empty() const;
};

/// The edits that apply `choices` to `body`, parsed as `file` (parse it with aiprefDialect(), so
/// that its preference lines are known). Rules:
/// - For each purpose to block (allow), one group naming the catalogue's crawlers of that purpose
///   that are product tokens (a name such as `ChatGPT Agent` cannot be named by any RFC 9309
///   reader) and that no group of the file names yet (a named crawler keeps its own group,
///   aiPolicyKeptCrawlers()); the groups are appended after a comment line, blocked first.
/// - Content-Usage / Content-Signal: a `*` group's own line of that kind (without a path) is
///   updated in place; otherwise the line is added after the first `*` group's last line, or in
///   a new `*` group at the end when the file has none.
/// - New lines use the file's line ending (CRLF when it has any, else LF); no other byte changes.
/// Empty when nothing would change. O(catalogue size × groups + lines).
[[nodiscard]] std::vector<TextEdit> aiPolicyEdits(const RobotsFile &file, std::string_view body,
                                                  const AiPolicyChoices &choices);

/// The catalogue's crawlers of a blocked or allowed purpose that already have a group of their
/// own in `file`, in catalogue order: the policy leaves them as they are.
[[nodiscard]] std::vector<std::string_view> aiPolicyKeptCrawlers(const RobotsFile &file,
                                                                 const AiPolicyChoices &choices);

/// The catalogue's crawlers of a blocked or allowed purpose whose published names are not product
/// tokens (`AI2Bot`, `Kangaroo Bot`: RFC 9309 §2.2.1 allows only letters, `_` and `-`), in
/// catalogue order: no group can name them for every reader, so the policy leaves them to the
/// `*` group, and says so.
[[nodiscard]] std::vector<std::string_view> aiPolicyUnnamedCrawlers(const AiPolicyChoices &choices);

} // namespace robots
