// SPDX-License-Identifier: MIT
#pragma once

// Internal model shared by parse.cpp, verdict.cpp and rulesdatabase.cpp. Not installed.

#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace robots::detail {

struct FileData {
    const Dialect *dialect = nullptr;
    std::string text;
    std::string robotsUrl;
    std::string arena; ///< Normalised patterns and decoded values; never resized after parse.
    std::vector<Line> lines;
    std::vector<Group> groups;
    std::vector<Rule> rules;
    std::vector<Sitemap> sitemaps;
    std::vector<OtherRecord> others;
    std::size_t parsedBytes = 0;
    bool bom = false;

    mutable std::mutex cacheMutex;
    mutable std::vector<std::shared_ptr<const AgentIndex>> cache;
};

struct AgentIndex {
    std::shared_ptr<const FileData> file;
    RobotsFile handle;
    std::string agent;
    std::string token;
    std::vector<ChosenGroup> groups;
};

} // namespace robots::detail
