// SPDX-License-Identifier: MIT
#include "robots/studio/crawlers.h"

#include "textutil.h"

#include <array>

namespace robots {
namespace {

constexpr Crawler kCatalogue[] = {
#include "crawlers_table.inc"
};

// ISO 8601 dates compare as text (crawler-table.cmake checks the YYYY-MM-DD form of each).
constexpr std::string_view newestChecked()
{
    std::string_view newest;
    for (const Crawler &c : kCatalogue) {
        if (c.checked > newest)
            newest = c.checked;
    }
    return newest;
}

constexpr std::string_view kCatalogueDate = newestChecked();

constexpr std::array<std::string_view, 10> kCategoryNames{
    "training", "ai-search",     "user-triggered", "ai-agent",     "dataset",
    "archive",  "search-engine", "seo-tool",       "link-preview", "other",
};

} // namespace

std::span<const Crawler> crawlerCatalogue()
{
    return kCatalogue;
}

std::string_view crawlerCatalogueDate()
{
    return kCatalogueDate;
}

const Crawler *findCrawler(std::string_view name)
{
    for (const Crawler &c : kCatalogue) {
        if (detail::equalsIgnoreCaseAscii(c.token, name))
            return &c;
    }
    return nullptr;
}

std::string_view crawlerCategoryName(CrawlerCategory category)
{
    return kCategoryNames[static_cast<std::size_t>(category)];
}

std::optional<CrawlerCategory> crawlerCategoryFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kCategoryNames.size(); ++i) {
        if (kCategoryNames[i] == name)
            return static_cast<CrawlerCategory>(i);
    }
    return std::nullopt;
}

std::string_view obeysName(Obeys obeys)
{
    switch (obeys) {
    case Obeys::Yes:
        return "yes";
    case Obeys::No:
        return "no";
    case Obeys::Unknown:
        break;
    }
    return "unknown";
}

std::string_view productTokenReading(std::string_view name)
{
    return detail::productTokenPrefix(name);
}

} // namespace robots
