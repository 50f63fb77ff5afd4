// SPDX-License-Identifier: MIT
// The crawler families (robots/studio/families.h): the compiled data file and the one way the
// front ends ask for an agent.
#include "robots/studio/families.h"

#include "textutil.h"

#include <optional>

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

namespace {

/// The family to ask for `agent`, with the name as the caller typed it (`googlebot-image` stays
/// `googlebot-image` in verdicts), or nullopt when `agent` is asked by its name alone.
std::optional<AgentFamily> familyFor(std::string_view agent, AgentLookup lookup)
{
    const CrawlerFamily *f = lookup == AgentLookup::Family ? findCrawlerFamily(agent) : nullptr;
    if (!f)
        return std::nullopt;
    AgentFamily asked = f->family;
    asked.name = agent;
    return asked;
}

} // namespace

AgentRules rulesForCrawler(const RobotsFile &file, std::string_view agent, AgentLookup lookup)
{
    const std::optional<AgentFamily> family = familyFor(agent, lookup);
    return family ? rulesFor(file, *family) : rulesFor(file, agent);
}

std::vector<ChosenGroup> groupsForCrawler(const RobotsFile &file, std::string_view agent, AgentLookup lookup)
{
    const std::optional<AgentFamily> family = familyFor(agent, lookup);
    return family ? groupsFor(file, *family) : groupsFor(file, agent);
}

} // namespace robots
