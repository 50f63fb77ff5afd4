// SPDX-License-Identifier: MIT
// The crawler families (robots/studio/families.h): the compiled data file and the one way the
// front ends ask for an agent.
#include "robots/studio/families.h"

#include "textutil.h"

namespace robots {
namespace {

#include "crawler_families.inc"

} // namespace

std::span<const CrawlerFamily> crawlerFamilies()
{
    return kFamilies;
}

const CrawlerFamily *findCrawlerFamily(std::string_view name)
{
    for (const CrawlerFamily &f : kFamilies) {
        if (detail::equalsIgnoreCaseAscii(f.family.name, name))
            return &f;
    }
    return nullptr;
}

AgentRules rulesForCrawler(const RobotsFile &file, std::string_view agent, AgentLookup lookup)
{
    if (lookup == AgentLookup::Family) {
        if (const CrawlerFamily *f = findCrawlerFamily(agent)) {
            // The name as the caller typed it: `googlebot-image` stays `googlebot-image`.
            AgentFamily asked = f->family;
            asked.name = agent;
            return rulesFor(file, asked);
        }
    }
    return rulesFor(file, agent);
}

std::vector<ChosenGroup> groupsForCrawler(const RobotsFile &file, std::string_view agent, AgentLookup lookup)
{
    if (lookup == AgentLookup::Family) {
        if (const CrawlerFamily *f = findCrawlerFamily(agent)) {
            AgentFamily asked = f->family;
            asked.name = agent;
            return groupsFor(file, asked);
        }
    }
    return groupsFor(file, agent);
}

} // namespace robots
