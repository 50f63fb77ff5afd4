// SPDX-License-Identifier: MIT
#pragma once

// Internal model shared by parse.cpp, verdict.cpp and rulesdatabase.cpp. Not installed.

#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace robots::detail {

struct FileData
{
    const Dialect *dialect = nullptr;
    std::string text;
    std::string robotsUrl;
    std::string arena; ///< Normalised patterns and decoded values that differ from the text.
    std::vector<Line> lines;
    std::vector<Group> groups;
    std::vector<Rule> rules;
    std::vector<Sitemap> sitemaps;
    std::vector<OtherRecord> others;
    std::size_t parsedBytes = 0;
    bool bom = false;

    mutable std::mutex cacheMutex;
    mutable std::vector<std::shared_ptr<const AgentIndex>> cache; ///< Most recent last.
};

/// The rules chosen for one agent, indexed for matching.
///
/// Literal index: every rule is filed under its literal prefix (the pattern up to the first `*`,
/// or the whole pattern without a final `$`). The distinct prefixes are sorted; each knows the
/// longest other prefix that is a prefix of it (`parent`). For a path, the greatest prefix ≤
/// path is found by binary search; walking its parent chain (after dropping entries that are not
/// prefixes of the path) visits exactly the prefixes of the path: the candidate rules.
///
/// Floating index: wildcard rules whose literal prefix is at most one byte (`/*.pdf$`,
/// `/*?sid=`) would be candidates for every path. They are filed under a two-byte window of
/// their longest literal segment instead; a verdict looks up each two-byte window of the path
/// in a 64 Ki-bit set and checks only the rules whose window occurs.
struct AgentIndex
{
    std::shared_ptr<const FileData> file;
    RobotsFile handle;
    std::string agent;
    std::string token;
    std::vector<ChosenGroup> groups;
    bool anyGroup = false;

    struct Entry
    {
        std::string_view prefix;
        std::int32_t parent = -1;
        std::uint32_t begin = 0; ///< Range in `order`.
        std::uint32_t end = 0;
        std::uint32_t maxPriority = 0;
        std::uint32_t minRule = 0;
    };
    std::vector<Entry> entries;
    std::vector<std::uint32_t> order;

    std::vector<std::uint32_t> floating;                          ///< Rule indexes; position = floating id.
    std::vector<std::pair<std::uint16_t, std::uint32_t>> bigrams; ///< (window, floating id), sorted.
    std::vector<std::uint64_t> bigramBits;                        ///< 65536 bits, or empty when no floating rules.
    std::vector<std::uint32_t> alwaysCheck;                       ///< Floating ids without a usable window.
    std::vector<std::uint32_t> chosenRules;                       ///< Active rules of the chosen groups, file order.

    std::optional<double> crawlDelay;
    std::uint32_t crawlDelayLine = 0;
    std::optional<RequestRate> requestRate;
};

} // namespace robots::detail
