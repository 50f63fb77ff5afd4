// SPDX-License-Identifier: MIT
// The verdict API (verdict.h) over the engine's parts: agent reading (agents.cpp), group choice
// (groups.cpp), the index and its fast path (index.cpp, agentindex.h) and the explanations
// (explain.cpp).
#include "agentindex.h"
#include "agents.h"
#include "robots/studio/aipref.h"
#include "robots/studio/dialectrules.h"

#include <algorithm>

namespace robots {

using detail::AgentIndex;
using detail::decideIndexed;
using detail::longestPrefixEntry;
using detail::makeIndex;
using detail::ruleMatches;
using detail::shownWeight;
using detail::startsWithBytes;

// ---------------------------------------------------------------------------------------------
// AgentRules

AgentRules::AgentRules()
{
    m_index = makeIndex(m_file, "*");
}

AgentRules::AgentRules(RobotsFile file, std::shared_ptr<const detail::AgentIndex> index)
    : m_file(std::move(file))
    , m_index(std::move(index))
{
}

const RobotsFile &AgentRules::file() const
{
    return m_file;
}
std::string_view AgentRules::agent() const
{
    return m_index->agent;
}
std::string_view AgentRules::agentToken() const
{
    return m_index->token;
}
std::span<const ChosenGroup> AgentRules::groups() const
{
    return m_index->groups;
}
std::optional<double> AgentRules::crawlDelay() const
{
    return m_index->crawlDelay;
}
std::uint32_t AgentRules::crawlDelayLine() const
{
    return m_index->crawlDelayLine;
}
std::optional<RequestRate> AgentRules::requestRate() const
{
    return m_index->requestRate;
}

const std::optional<FamilyChoice> &AgentRules::family() const
{
    return m_index->family;
}

std::optional<Message> AgentRules::familyExplanation() const
{
    if (!m_index->family)
        return std::nullopt;
    return detail::familySentence(m_index->agent, *m_index->family, m_index->groups);
}

Decision AgentRules::decide(std::string_view urlOrPath) const
{
    return decideIndexed(*m_index, urlOrPath, nullptr);
}

Verdict AgentRules::explain(std::string_view urlOrPath) const
{
    const AgentIndex &index = *m_index;
    const Dialect &d = *index.file->dialect;
    Verdict v;
    v.file = m_file;
    v.dialect = d;
    v.agent = index.agent;
    v.agentToken = index.token;
    v.url = std::string(urlOrPath);
    std::string_view path;
    const Decision dec = decideIndexed(index, urlOrPath, &path);
    v.path = std::string(path);
    v.access = dec.access;
    v.decider = dec.decider;
    v.groups = index.groups;
    v.family = index.family;
    const std::vector<Rule> &rules = index.file->rules;
    if (dec.decider != Decider::SchemeNotHttp && dec.decider != Decider::RobotsTxtAlwaysAllowed &&
        dec.decider != Decider::MalformedUrl) {
        // Every rule that matches: a rule matches only paths that start with its literal prefix,
        // so the candidates are the literal entries on the path's prefix chain and the windowed
        // rules whose prefix the path starts with — not every rule of the groups.
        std::vector<std::uint32_t> matched;
        for (std::int32_t e = index.entries.empty() ? -1 : longestPrefixEntry(index, v.path); e >= 0;
             e = index.entries[static_cast<std::size_t>(e)].parent) {
            const std::uint32_t end = index.endOf(static_cast<std::size_t>(e));
            for (std::uint32_t k = index.entries[static_cast<std::size_t>(e)].begin; k < end; ++k) {
                if (ruleMatches(rules[index.order[k]], v.path, d))
                    matched.push_back(index.order[k]);
            }
        }
        for (const AgentIndex::Windowed &w : index.windowed) {
            const Rule &r = rules[w.rule];
            if (startsWithBytes(v.path, r.normalised().data(), w.prefixLength) && ruleMatches(r, v.path, d))
                matched.push_back(w.rule);
        }
        std::sort(matched.begin(), matched.end()); // file order
        v.candidates.reserve(matched.size());
        for (const std::uint32_t ri : matched) {
            const Rule &r = rules[ri];
            v.candidates.push_back({ri, r.line(), r.kind(), r.pattern(), r.normalised(), shownWeight(r, v.path, d)});
        }
    }
    if (dec.rule >= 0) {
        const Rule &r = rules[static_cast<std::size_t>(dec.rule)];
        v.decidingRule = MatchedRule{static_cast<std::uint32_t>(dec.rule),
                                     r.line(),
                                     r.kind(),
                                     r.pattern(),
                                     r.normalised(),
                                     shownWeight(r, v.path, d)};
        for (const MatchedRule &c : v.candidates) {
            if (c.kind != r.kind())
                v.runnerUpLength = std::max(v.runnerUpLength, c.matchLength);
        }
    }
    if (d.rules().aiPreferences && !index.file->preferences.empty())
        v.contentUsageLines = usagePreferences(*this, urlOrPath).contentUsageLines;
    return v;
}

AgentRules rulesFor(const RobotsFile &file, std::string_view agent)
{
    // No cache here: the RobotsFile stays immutable, and the handle is what callers keep.
    return detail::Internals::makeRules(file, makeIndex(file, agent));
}

AgentRules rulesFor(const RobotsFile &file, const AgentFamily &family)
{
    return detail::Internals::makeRules(file, makeIndex(file, family));
}

Verdict evaluate(const AgentRules &rules, std::string_view urlOrPath)
{
    return rules.explain(urlOrPath);
}

Verdict evaluate(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath)
{
    return rulesFor(file, agent).explain(urlOrPath);
}

bool isAllowed(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath)
{
    return rulesFor(file, agent).isAllowed(urlOrPath);
}

bool isAllowed(std::string_view body, std::string_view agent, std::string_view url, const Dialect &dialect)
{
    return rulesFor(parse(body, dialect), agent).isAllowed(url);
}

} // namespace robots
