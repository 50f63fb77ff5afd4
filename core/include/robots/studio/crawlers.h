// SPDX-License-Identifier: MIT
#pragma once

#include "robots/studio/testset.h" // isProductToken()

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace robots {

/// What a crawler fetches pages for (docs/crawlers.md defines each category).
enum class CrawlerCategory : std::uint8_t {
    Training,      ///< Collects pages that may train AI models (or a control token that says so).
    AiSearch,      ///< Indexes pages for an AI search or answer engine.
    UserTriggered, ///< Fetches a page because a user of an AI assistant asked for it.
    AiAgent,       ///< Browses and acts on pages for a user or a customer.
    Dataset,       ///< Builds a data set or archive that others (AI makers among them) use.
    Archive,       ///< Preserves pages (web archives).
    SearchEngine,  ///< A classic search engine's crawler.
    SeoTool,       ///< Crawls for SEO and marketing tools.
    LinkPreview,   ///< Fetches a shared link to build its preview.
    Other,
};

/// Whether the operator says the crawler obeys robots.txt.
enum class Obeys : std::uint8_t {
    Yes,
    No,
    Unknown,
};

/// One crawler of the catalogue: core/data/crawlers.tsv, compiled into the core at build
/// time (core/cmake/crawler-table.cmake). Names and operators partly from ai.robots.txt (MIT
/// licence); categories and descriptions are the project's own.
struct Crawler
{
    std::string_view token;        ///< The name its operator publishes (may not be a product token).
    std::string_view operatorName; ///< Who runs it.
    CrawlerCategory category = CrawlerCategory::Other;
    bool controlToken = false; ///< Never fetches: only robots.txt groups for it mean anything (Google-Extended).
    Obeys obeys = Obeys::Unknown;
    std::string_view source;         ///< The operator's documentation.
    std::string_view checked;        ///< The day the row was last compared with its source: "YYYY-MM-DD".
    std::string_view description;    ///< One line.
    std::uint32_t catalogueLine = 0; ///< Line in crawlers.tsv.
};

/// Every crawler of the catalogue, in the data file's order. Static storage; O(1).
[[nodiscard]] std::span<const Crawler> crawlerCatalogue();

/// The catalogue's date: the newest `checked` of its rows ("YYYY-MM-DD"), which Help → About and
/// `robotstxt ai --help` show. Computed at compile time; O(1).
[[nodiscard]] std::string_view crawlerCatalogueDate();

/// The crawler whose token equals `name` (ASCII case-insensitive, as RFC 9309 §2.2.1 compares
/// product tokens), or nullptr. O(catalogue size).
[[nodiscard]] const Crawler *findCrawler(std::string_view name);

/// The category's stable name as in the data file: "training", "ai-search", …
[[nodiscard]] std::string_view crawlerCategoryName(CrawlerCategory category);
/// The category called `name`, or nullopt. O(1).
[[nodiscard]] std::optional<CrawlerCategory> crawlerCategoryFromName(std::string_view name);
/// "yes", "no", "unknown".
[[nodiscard]] std::string_view obeysName(Obeys obeys);

/// What google/robotstxt, and the rfc9309 dialect, read a User-agent value as: its leading run
/// of `[A-Za-z_-]` (`MJ12bot` → `MJ`, `ChatGPT Agent` → `ChatGPT`). May be empty.
[[nodiscard]] std::string_view productTokenReading(std::string_view name);

} // namespace robots
