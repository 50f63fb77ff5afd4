// SPDX-License-Identifier: MIT
#pragma once

// How each dialect reads a crawler's name and a User-agent line, shared by the group choice
// (groups.cpp), the verdict (verdict.cpp) and its explanation (explain.cpp); defined in
// agents.cpp. Not installed.

#include "messageargs.h"
#include "robots/verdict.h"

#include <optional>
#include <string>
#include <string_view>

namespace robots::detail {

struct AgentIndex;

/// The caller's name as the dialect compares it (DialectRules::callerAgent).
[[nodiscard]] std::string callerToken(std::string_view agent, const Dialect &d);

/// `s` lower-cased as the dialect folds case (Python's str.lower() or ASCII).
[[nodiscard]] std::string lowered(std::string_view s, const Dialect &d);

/// Whether the User-agent line `a` names the crawler whose compared name is `token`
/// (`tokenLower` lower-cased), and why, as DialectRules::agentMatch reads a line.
[[nodiscard]] std::optional<GroupReason> agentMatches(const AgentLine &a, std::string_view token,
                                                      std::string_view tokenLower, const Dialect &d);

/// Whether a dialect's `User-agent` lines can ever name a crawler called `compared`.
[[nodiscard]] bool nameableByCutValues(const Dialect &d, std::string_view compared);

/// A crawler's name as the explanation shows it (`""` for the empty name).
[[nodiscard]] std::string shownName(std::string_view name);

/// value (google/robotstxt's ExtractUserAgent; rfc9309 where RFC 9309 §2.2.1 is silent) cut
/// `value` at byte `at`, as a core text: "the digit `1`", "the non-ASCII character `Ü`", "a
/// space", "`/`". `english` is the text with its character filled in.
struct CutAt
{
    Text text;
    std::string character;
    std::string english;
};

[[nodiscard]] CutAt cutAt(std::string_view value, std::size_t at);

/// Chooses the groups that apply to `index.agent` (RFC 9309 §2.2.1 and each dialect's reading)
/// and the group records that follow (groups.cpp).
void resolveGroups(AgentIndex &index);

/// Chooses the groups for a family (AgentFamily): resolveGroups() per token, in order, until a
/// token has a group of its own (groups.cpp). Sets index.agent, token, family and ignoresStar.
void resolveFamily(AgentIndex &index, const AgentFamily &family);

/// Which token of a family decided, as a sentence (Verdict::familyExplanation(); explain.cpp).
[[nodiscard]] Message familySentence(std::string_view name, const FamilyChoice &family,
                                     const std::vector<ChosenGroup> &groups);

/// A verdict sentence: id, English template, arguments.
[[nodiscard]] inline Message msg(std::string_view id, std::string_view english, MessageArgs args = {})
{
    return MessageInternals::make(id, english, std::move(args));
}

} // namespace robots::detail
