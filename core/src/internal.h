// SPDX-License-Identifier: MIT
#pragma once

// Internal model shared by parse.cpp, verdict.cpp and rulesdatabase.cpp. Not installed.

#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <array>
#include <cstdint>
#include <memory>
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
    std::vector<PreferenceLine> preferences;
    std::size_t parsedBytes = 0;
    bool bom = false;
};

/// The rules chosen for one agent, indexed for matching.
///
/// Literal index: every rule is filed under its literal prefix (the pattern up to the first `*`,
/// or the whole pattern without a final `$`). The distinct prefixes are sorted; each knows the
/// longest other prefix that is a prefix of it (`parent`). For a path, the greatest prefix ≤
/// path is found by binary search; walking its parent chain (after dropping entries that are not
/// prefixes of the path) visits exactly the prefixes of the path: the candidate rules.
///
/// Window index: a wildcard rule (`/*.pdf$`, `/shop/*?sid=`) is filed under a window of two
/// to four bytes of its longest literal segment after the first `*` (a rule can only match a
/// path that contains that segment). A verdict hashes every window of the path into a 64 Ki-bit
/// set per window length and checks only the rules whose window occurs; each is then checked
/// for its literal prefix and matched. Wildcard rules without such a segment stay in the
/// literal index (or are always checked when their prefix is at most one byte).
struct AgentIndex
{
    const FileData *file = nullptr; ///< Kept alive by the AgentRules handle.
    std::string agent;
    std::string token;
    std::vector<ChosenGroup> groups;
    bool anyGroup = false;

    /// 32 bytes: an agent of a large file has thousands.
    struct Entry
    {
        std::uint64_t key = 0;      ///< The first 8 bytes of the prefix, big-endian, zero-padded (fast comparisons).
        const char *data = nullptr; ///< The prefix (in the file's text or arena).
        std::uint32_t length = 0;   ///< Its length.
        std::int32_t parent = -1;
        std::uint32_t begin = 0; ///< Range in `order`: up to the next entry's begin (or the end).
        std::uint32_t bound = 0; ///< The longest priority (longest-match dialects), else the first rule.

        [[nodiscard]] std::string_view prefix() const { return {data, length}; }
    };
    std::vector<Entry> entries;
    std::vector<std::uint32_t> order;
    [[nodiscard]] std::uint32_t endOf(std::size_t e) const
    {
        return e + 1 < entries.size() ? entries[e + 1].begin : static_cast<std::uint32_t>(order.size());
    }

    struct Windowed
    {
        std::uint32_t rule;
        std::uint32_t prefixLength; ///< The literal prefix the path must start with.
        std::uint64_t needs;        ///< Bytes of its literal segments (bit c & 63): all must occur in the path.
    };
    struct WindowTable
    {
        std::vector<std::uint64_t> bits;                              ///< 2^k bits (k ≤ 16); empty when unused.
        std::uint32_t shift = 16;                                     ///< hash >> shift indexes `bits`.
        std::vector<std::pair<std::uint16_t, std::uint32_t>> entries; ///< (hash, windowed id), sorted.
    };
    std::vector<Windowed> windowed;         ///< Position = windowed id.
    std::array<WindowTable, 3> windows;     ///< Window lengths 2, 3 and 4.
    std::vector<std::uint32_t> alwaysCheck; ///< Windowed ids checked for every path.
    bool windowScan = false;                ///< Many windowed rules: probe windows (else test each rule's bytes).
    std::uint32_t windowedMaxPriority = 0;  ///< No windowed rule is longer.
    std::uint32_t windowedMinRule = 0;      ///< No windowed rule comes earlier in the file.
    std::vector<std::uint32_t> chosenRules; ///< Active rules of the chosen groups, file order.

    std::optional<double> crawlDelay;
    std::uint32_t crawlDelayLine = 0;
    std::optional<RequestRate> requestRate;
};

/// An absolute http(s) URL with a host and no white space: a Sitemap that search engines read
/// (sitemaps.org), and RSL 1.0's `License:` value (parse.cpp).
[[nodiscard]] bool validHttpUrl(std::string_view url);

/// Fills `line`'s path, preference, ranges, `parsed` and entries from its value (`valueRange` of
/// `body`): Content-Usage as draft-ietf-aipref-attach-05 splits it and RFC 9651 parses the
/// preference; Content-Signal as comma-separated `key=value` pairs (aipref.cpp).
void readPreference(PreferenceLine &line, std::string_view body, ByteRange valueRange);

/// What the engine reaches inside the public handles: their shared models and the constructors
/// that wrap them, kept out of the installed headers (the classes name this struct as a friend).
struct Internals
{
    [[nodiscard]] static RobotsFile makeFile(std::shared_ptr<const FileData> data)
    {
        return RobotsFile(std::move(data));
    }
    [[nodiscard]] static const FileData &data(const RobotsFile &file) { return *file.m_data; }
    [[nodiscard]] static AgentRules makeRules(RobotsFile file, std::shared_ptr<const AgentIndex> index)
    {
        return AgentRules(std::move(file), std::move(index));
    }
};

} // namespace robots::detail
