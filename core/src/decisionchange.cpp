// SPDX-License-Identifier: MIT
// Which URLs an edit may give another decision (robots/studio/decisionchange.h).
#include "robots/studio/decisionchange.h"

#include "agentindex.h"
#include "matchercore.h"
#include "robots/studio/dialectrules.h"

#include <algorithm>

namespace robots {

namespace {

// The rules decide() chooses among: the active rules of the chosen groups, in file order, each
// once (as buildIndex() collects them).
std::vector<const Rule *> chosenRules(const AgentRules &rules)
{
    const RobotsFile &file = rules.file();
    const auto all = file.rules();
    std::vector<std::uint32_t> indexes;
    for (const ChosenGroup &c : rules.groups()) {
        for (const std::uint32_t r : file.groups()[c.group].rules) {
            if (all[r].status() == RuleStatus::Active)
                indexes.push_back(r);
        }
    }
    std::sort(indexes.begin(), indexes.end());
    indexes.erase(std::unique(indexes.begin(), indexes.end()), indexes.end());
    std::vector<const Rule *> out;
    out.reserve(indexes.size());
    for (const std::uint32_t r : indexes)
        out.push_back(&all[r]);
    return out;
}

// Everything decide() reads of a rule, and the line a verdict names.
bool sameRule(const Rule &a, const Rule &b)
{
    return a.line() == b.line() && a.kind() == b.kind() && a.origin() == b.origin() &&
           a.allowsEverything() == b.allowsEverything() && a.hasWildcard() == b.hasWildcard() &&
           a.anchored() == b.anchored() && a.normalised() == b.normalised();
}

} // namespace

DecisionChange::DecisionChange(const AgentRules &before, const AgentRules &after)
    : m_before(before)
    , m_after(after)
{
    // The same reading choices (the URL's comparison path, precedence, ties); groups chosen
    // alike: some in both (a decision among rules) or none in both (NoGroup).
    if (&before.file().dialect().rules() != &after.file().dialect().rules() ||
        before.groups().empty() != after.groups().empty()) {
        m_everything = true;
        return;
    }
    const std::vector<const Rule *> a = chosenRules(before);
    const std::vector<const Rule *> b = chosenRules(after);
    std::size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && sameRule(*a[prefix], *b[prefix]))
        ++prefix;
    std::size_t suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
           sameRule(*a[a.size() - 1 - suffix], *b[b.size() - 1 - suffix]))
        ++suffix;
    const std::size_t changed = (a.size() - prefix - suffix) + (b.size() - prefix - suffix);
    if (changed > kMaxChangedRules) {
        m_everything = true;
        return;
    }
    // The rules kept keep their order relative to one another, so among them the same one wins.
    m_changed.assign(a.begin() + std::ptrdiff_t(prefix), a.end() - std::ptrdiff_t(suffix));
    m_changed.insert(m_changed.end(), b.begin() + std::ptrdiff_t(prefix), b.end() - std::ptrdiff_t(suffix));
}

bool DecisionChange::mayDiffer(std::string_view urlOrPath) const
{
    if (m_everything)
        return true;
    if (m_changed.empty())
        return false;
    // The URL's comparison path is the dialect's (the same for both). Where decide() answers
    // before looking at rules (a scheme it ignores, a URL it refuses, /robots.txt), the path is
    // still tried against the changed rules: a needless "may differ", never a missed one.
    const Dialect &d = m_after.file().dialect();
    std::string buffer;
    const std::string_view path = detail::comparisonPathInto(urlOrPath, d, buffer);
    const bool byReach = d.rules().precedence == Precedence::LongestMatchInUrl;
    return std::any_of(m_changed.begin(), m_changed.end(), [&](const Rule *r) {
        if (detail::ruleMatches(*r, path, d))
            return true;
        // Precedence::LongestMatchInUrl tries every rule by how far it reaches into the path.
        return byReach && (r->allowsEverything() || detail::matchEndInUrl(r->normalised(), path).has_value());
    });
}

} // namespace robots
