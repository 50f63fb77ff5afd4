// SPDX-License-Identifier: MIT
#pragma once

// Crawler families: the crawlers whose operator documents more than one product token (tried in
// order) or that ignore the `*` group. The data is core/data/crawler-families.tsv, compiled into
// the core (core/cmake/crawler-families.cmake); every row cites its operator's documentation.
// This is where the studio asks for an agent: a catalogue crawler by its family, any other name
// as the dialect reads a name (robots/verdict.h: rulesFor()).

#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace robots {

/// One crawler family of the catalogue.
struct CrawlerFamily
{
    AgentFamily family;              ///< Its name, tokens in order, whether it ignores `*`.
    std::string_view source;         ///< The operator's documentation.
    std::string_view checked;        ///< When that documentation was last read (YYYY-MM-DD).
    std::uint32_t catalogueLine = 0; ///< Line in crawler-families.tsv.
};

/// Every family, in the data file's order. Static storage; O(1).
[[nodiscard]] std::span<const CrawlerFamily> crawlerFamilies();

/// The family whose name equals `name` (ASCII case-insensitive, as RFC 9309 §2.2.1 compares
/// product tokens), or nullptr. O(families).
[[nodiscard]] const CrawlerFamily *findCrawlerFamily(std::string_view name);

/// How the studio asks for an agent.
enum class AgentLookup : std::uint8_t {
    Family,     ///< A catalogue crawler by its family (findCrawlerFamily()); any other name as typed.
    PlainToken, ///< Every name as typed, one token, `*` as the dialect says (Google's library).
};

/// rulesFor(file, family) for a catalogue family named `agent` under AgentLookup::Family, else
/// rulesFor(file, agent): the front ends' one way of asking. Cost of rulesFor() plus
/// O(families).
[[nodiscard]] AgentRules rulesForCrawler(const RobotsFile &file, std::string_view agent,
                                         AgentLookup lookup = AgentLookup::Family);

/// The groups rulesForCrawler() chooses, without indexing their rules. O(tokens × groups).
[[nodiscard]] std::vector<ChosenGroup> groupsForCrawler(const RobotsFile &file, std::string_view agent,
                                                        AgentLookup lookup = AgentLookup::Family);

} // namespace robots
