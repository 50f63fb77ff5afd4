// SPDX-License-Identifier: MIT
// Which groups apply to a crawler (RFC 9309 §2.2.1: every group naming it, merged; else `*`),
// as each dialect chooses them, and the group records that follow from the choice
// (Crawl-delay, Request-rate).
#include "agentindex.h"
#include "agents.h"
#include "robots/studio/dialectrules.h"

#include <algorithm>
#include <unordered_map>

namespace robots {

using detail::AgentIndex;
using detail::callerToken;
using detail::FileData;
using detail::lowered;
using detail::resolveGroups;

namespace {

/// Crawl-delay / Request-rate: the last valid one of the chosen groups, in file order
/// (dialect: bing also takes it from `*` when the specific groups have none).
void takeGroupRecords(AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    if (d.rules().uses(LineKind::CrawlDelay) || d.rules().uses(LineKind::RequestRate)) {
        auto take = [&](const std::vector<ChosenGroup> &groups) {
            for (const ChosenGroup &c : groups) {
                const Group &g = data.groups[c.group];
                if (g.crawlDelay) {
                    index.crawlDelay = g.crawlDelay;
                    index.crawlDelayLine = g.crawlDelayLine;
                }
                if (g.requestRate)
                    index.requestRate = g.requestRate;
            }
        };
        take(index.groups);
        if (!index.crawlDelay && d.rules().starCrawlDelayInherited && !index.ignoresStar) {
            std::vector<ChosenGroup> starGroups;
            for (const Group &g : data.groups) {
                if (g.fate == GroupFate::Used && g.hasStar)
                    starGroups.push_back({g.index, 0, {}, GroupReason::FallbackStar});
            }
            const auto rate = index.requestRate;
            take(starGroups);
            index.requestRate = rate;
        }
    }
}

/// AgentMatch::ExactNameThenSubstring with GroupSelection::MergedPerValue: Python 3.15's
/// RobotFileParser keeps a dict from each lower-cased User-agent value to the merge of every
/// entry (group) listing it (`_add_entry`); `merge_entries` keeps only the names the merged
/// entries share exactly. `_find_entry` then asks: the agent's whole name, lower-cased, as a
/// key; else the first key, in insertion order, whose entry lists a name (not `*`) inside the
/// name before `/`; else the key `*`.
std::vector<ChosenGroup> pythonEntryLookup(const AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    struct Key
    {
        std::string lowered;
        std::vector<std::uint32_t> groups;   ///< The entries merged under this key, file order.
        std::vector<std::string_view> names; ///< The merged entry's names (merge_entries).
    };
    std::vector<Key> keys; // dict insertion order
    std::unordered_map<std::string, std::size_t> position;
    for (const Group &g : data.groups) {
        if (g.fate != GroupFate::Used)
            continue;
        for (const AgentLine &a : g.agents) {
            std::string k = lowered(a.value, d);
            const auto [found, added] = position.try_emplace(k, keys.size());
            if (added) {
                Key key{std::move(k), {g.index}, {}};
                for (const AgentLine &b : g.agents)
                    key.names.push_back(b.value);
                keys.push_back(std::move(key));
                continue;
            }
            Key *it = &keys[found->second];
            // merge_entries(e1, e2): e1's names that e2 lists too, compared exactly.
            std::erase_if(it->names, [&](std::string_view n) {
                return std::none_of(g.agents.begin(), g.agents.end(), [&](const AgentLine &b) { return b.value == n; });
            });
            if (it->groups.back() != g.index)
                it->groups.push_back(g.index);
        }
    }
    if (index.ignoresStar)
        position.erase("*"); // a crawler that ignores `*` never takes the `*` entry
    const auto choose = [&](const Key &key, std::optional<std::string_view> name, GroupReason reason) {
        std::vector<ChosenGroup> chosen;
        for (const std::uint32_t gi : key.groups) {
            const Group &g = data.groups[gi];
            // The User-agent line to show: the one with the matching name, else the key's.
            const AgentLine *shown = nullptr;
            for (const AgentLine &a : g.agents) {
                if (name && a.value == *name) {
                    shown = &a;
                    break;
                }
                if (!shown && lowered(a.value, d) == key.lowered)
                    shown = &a;
            }
            chosen.push_back({gi, shown ? shown->line : 0, shown ? shown->value : std::string_view{}, reason});
        }
        return chosen;
    };
    const std::string wholeName = lowered(index.agent, d);
    if (const auto exact = position.find(wholeName); exact != position.end()) {
        const Key &key = keys[exact->second];
        return choose(key, std::nullopt, key.lowered == "*" ? GroupReason::FallbackStar : GroupReason::ExactName);
    }
    const std::string tokenLower = lowered(index.token, d);
    for (const Key &key : keys) {
        for (const std::string_view n : key.names) {
            if (n != "*" && tokenLower.find(lowered(n, d)) != std::string::npos)
                return choose(key, n, GroupReason::Substring);
        }
    }
    if (const auto star = position.find("*"); star != position.end())
        return choose(keys[star->second], "*", GroupReason::FallbackStar);
    return {};
}

} // namespace

namespace detail {

void resolveGroups(AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    const std::string tokenLower = lowered(index.token, d);
    if (d.rules().agentMatch == AgentMatch::ExactNameThenSubstring) {
        index.groups = pythonEntryLookup(index);
        index.anyGroup = !index.groups.empty();
        takeGroupRecords(index);
        return;
    }
    std::vector<ChosenGroup> specific;
    std::vector<ChosenGroup> stars;
    for (const Group &g : data.groups) {
        if (g.fate != GroupFate::Used)
            continue;
        if (g.startedBy == GroupStart::RulesBeforeAgent) {
            if (!index.ignoresStar)
                stars.push_back({g.index, 0, {}, GroupReason::RulesBeforeAgent});
            continue;
        }
        std::optional<ChosenGroup> match;
        std::optional<ChosenGroup> star;
        for (const AgentLine &a : g.agents) {
            if (a.star) {
                if (index.ignoresStar)
                    continue; // the crawler reads a `*` line as naming someone else
                if (d.rules().starGroups == StarGroups::OrdinaryGlob) {
                    if (!match)
                        match = ChosenGroup{g.index, a.line, a.value, GroupReason::StarGlob};
                } else if (!star) {
                    star = ChosenGroup{g.index, a.line, a.value, GroupReason::FallbackStar};
                }
                continue;
            }
            if (match)
                continue;
            if (const auto reason = agentMatches(a, index.token, tokenLower, d))
                match = ChosenGroup{g.index, a.line, a.value, *reason};
        }
        if (d.rules().starMakesGroupStarOnly && g.hasStar)
            match.reset(); // Python: an entry listing `*` is only the default entry
        if (match)
            specific.push_back(*match);
        else if (star)
            stars.push_back(*star);
    }
    // RFC 9309 §2.2.1: every group naming the crawler is combined into one; only when none does
    // are the `*` groups used.
    if (!specific.empty()) {
        if (d.rules().groupSelection == GroupSelection::FirstMatchingInFileOrder)
            specific.resize(1);
        index.groups = std::move(specific);
    } else if (d.rules().starGroups != StarGroups::OrdinaryGlob && !stars.empty()) {
        if (d.rules().starGroups == StarGroups::FallbackFirstOnly)
            stars.resize(1);
        for (ChosenGroup &c : stars) {
            if (c.reason != GroupReason::RulesBeforeAgent)
                c.reason = GroupReason::FallbackStar;
        }
        index.groups = std::move(stars);
    }
    index.anyGroup = !index.groups.empty();

    takeGroupRecords(index);
}

namespace {

/// Whether `groups` holds a group that names the crawler (not the `*` group, in any of its forms).
bool namesCrawler(const std::vector<ChosenGroup> &groups)
{
    return std::any_of(groups.begin(), groups.end(), [](const ChosenGroup &c) {
        return c.reason != GroupReason::FallbackStar && c.reason != GroupReason::StarGlob &&
               c.reason != GroupReason::RulesBeforeAgent;
    });
}

} // namespace

void resolveFamily(AgentIndex &index, const AgentFamily &family)
{
    const Dialect &d = *index.file->dialect;
    index.agent = std::string(family.name);
    index.ignoresStar = family.ignoresStar;
    FamilyChoice choice;
    choice.ignoresStar = family.ignoresStar;
    for (const std::string_view t : family.tokens)
        choice.tokens.emplace_back(t);
    if (family.tokens.empty()) {
        // Nothing to try but the name itself.
        choice.tokens.emplace_back(family.name);
    }
    // Each token as the dialect reads a crawler's name; the first one a group names decides
    // (Google: "you need to match only one crawler token for a rule to apply", the most specific
    // token listed first). The first token's own resolution gives the `*` fallback.
    std::vector<ChosenGroup> firstGroups;
    std::string firstToken;
    for (std::size_t i = 0; i < choice.tokens.size(); ++i) {
        AgentIndex probe;
        probe.file = index.file;
        probe.agent = choice.tokens[i];
        probe.token = callerToken(choice.tokens[i], d);
        probe.ignoresStar = family.ignoresStar;
        resolveGroups(probe);
        if (namesCrawler(probe.groups)) {
            index.token = std::move(probe.token);
            index.groups = std::move(probe.groups);
            choice.decidingToken = static_cast<std::uint32_t>(i);
            break;
        }
        if (i == 0) {
            firstToken = std::move(probe.token);
            firstGroups = std::move(probe.groups);
        }
    }
    if (!choice.decidingToken) {
        index.token = std::move(firstToken);
        index.groups = std::move(firstGroups); // empty when `*` is ignored
    }
    index.anyGroup = !index.groups.empty();
    index.family = std::move(choice);
    index.crawlDelay.reset();
    index.crawlDelayLine = 0;
    index.requestRate.reset();
    takeGroupRecords(index);
}

} // namespace detail

std::vector<ChosenGroup> groupsFor(const RobotsFile &file, std::string_view agent)
{
    // rulesFor() without indexing the chosen groups' rules: the same resolveGroups().
    AgentIndex index;
    index.file = &detail::Internals::data(file);
    index.agent = std::string(agent);
    index.token = callerToken(agent, file.dialect());
    resolveGroups(index);
    return std::move(index.groups);
}

std::vector<ChosenGroup> groupsFor(const RobotsFile &file, const AgentFamily &family)
{
    AgentIndex index;
    index.file = &detail::Internals::data(file);
    detail::resolveFamily(index, family);
    return std::move(index.groups);
}

} // namespace robots
