// SPDX-License-Identifier: MIT
#pragma once

// What an edit of a text changed in one agent's decisions, so that an editor asks the core again
// only about the URLs whose verdict may have changed (the live tester on every keystroke).

#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// The difference between the rules for one agent under one dialect before an edit and after it.
///
/// A decision (AgentRules::decide()) is made from the rules of the chosen groups that match the
/// URL's comparison path, and from nothing else but the dialect and the URL: every precedence
/// (longest match, first match, length-sorted, any Disallow, the match's reach into the URL)
/// chooses among the matching rules by their kind, length and file order. So when the two
/// readings choose groups for the agent alike (some or none), and their chosen rules are the
/// same (kind, normalised pattern, wildcard and anchor flags, line, in the same order) except a
/// few, a URL that none of those few matches gets the same access, the same decider and a
/// deciding rule on the same line from both. An edit in another group, or of a rule on another
/// path, leaves such URLs alone.
class DecisionChange
{
public:
    /// Compares the rules `before` and `after` (for one agent, as rulesFor() or rulesForCrawler()
    /// made them) of two texts. When the dialects' reading choices differ, or the agent's groups
    /// come or go, or too many rules differ for a URL-by-URL answer to pay (lines moved, a
    /// group replaced), every URL may differ. O(rules of the chosen groups), comparing patterns.
    DecisionChange(const AgentRules &before, const AgentRules &after);

    /// No URL's decision differs (same access, decider and deciding line everywhere).
    [[nodiscard]] bool none() const { return !m_everything && m_changed.empty(); }
    /// Every URL's decision may differ.
    [[nodiscard]] bool everything() const { return m_everything; }
    /// The rules (of either text) that are not in both: what mayDiffer() tries.
    [[nodiscard]] std::size_t changedRules() const { return m_changed.size(); }

    /// Whether `before.decide(urlOrPath)` and `after.decide(urlOrPath)` may differ in access,
    /// decider or the line of the deciding rule. false is a promise that they do not. Cost: the
    /// URL's comparison path and a match against each changed rule.
    [[nodiscard]] bool mayDiffer(std::string_view urlOrPath) const;

    /// More changed rules than this: every URL may differ (trying them costs a decision).
    static constexpr std::size_t kMaxChangedRules = 64;

private:
    AgentRules m_before; // keep the rules' patterns alive
    AgentRules m_after;
    bool m_everything = false;
    std::vector<const Rule *> m_changed;
};

} // namespace robots
