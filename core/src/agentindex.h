// SPDX-License-Identifier: MIT
#pragma once

// The index behind AgentRules::decide(), and every speed trick it uses, in one place. Not
// installed.
//
// The budget these tricks protect: W2, at most 0.2 µs per verdict (decide() for one URL of a
// large real-world file, after rulesFor()), measured by tests/bench/bench_core.cpp (`tools/dev
// bench`, row "W2 per verdict"); W1 (≤ 2 µs per verdict) and W3 (wildcard-heavy files, linear in
// the URL's length) are measured there too. A change here is a change of speed, never of
// verdict: matching every active rule of the chosen groups with ruleMatches() and applying the
// dialect's precedence must give the same answer (tests/core/tst_core_verdict).
//
// index.cpp builds the index (buildIndex) and walks it (decideIndexed); verdict.cpp walks it
// again to list an explanation's candidates.

#include "internal.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace robots::detail {

/// "No rule": greater than every rule index, so `std::min` keeps the first real one.
inline constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

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
    /// Asked as a family (AgentFamily): which token decided. `ignoresStar`: no `*` group applies.
    std::optional<FamilyChoice> family;
    bool ignoresStar = false;

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

/// The first eight bytes of `s`, big-endian and zero-padded: comparing keys orders strings as
/// comparing the strings does, except that equal keys need the full comparison.
inline std::uint64_t prefixKey(std::string_view s)
{
    std::uint64_t k = 0;
    if (s.size() >= 8 && std::endian::native == std::endian::little) {
        std::memcpy(&k, s.data(), 8);
        return __builtin_bswap64(k);
    }
    const std::size_t n = std::min<std::size_t>(8, s.size());
    for (std::size_t i = 0; i < n; ++i)
        k |= static_cast<std::uint64_t>(static_cast<unsigned char>(s[i])) << (56 - 8 * i);
    return k;
}

/// A window's hash (multiplicative, to 16 bits): indexes AgentIndex::WindowTable::bits.
constexpr std::uint16_t windowHash(std::uint32_t bytes)
{
    return static_cast<std::uint16_t>((bytes * 0x9E3779B1u) >> 16);
}

/// Up to four bytes at `p`, the first in the low bits (as a little-endian load reads them).
inline std::uint32_t packWindow(const char *p, std::size_t length)
{
    std::uint32_t w = 0;
    for (std::size_t i = 0; i < length; ++i)
        w |= static_cast<std::uint32_t>(static_cast<unsigned char>(p[i])) << (8 * i);
    return w;
}

/// The bytes in `path`, folded to 64 bits (bit c & 63): a windowed rule needs all bytes of its
/// segments. Four independent accumulators: no dependency chain.
inline std::uint64_t bytesPresent(std::string_view path)
{
    std::uint64_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;
    const auto *b = reinterpret_cast<const unsigned char *>(path.data());
    std::size_t k = 0;
    for (; k + 4 <= path.size(); k += 4) {
        a0 |= std::uint64_t{1} << (b[k] & 63);
        a1 |= std::uint64_t{1} << (b[k + 1] & 63);
        a2 |= std::uint64_t{1} << (b[k + 2] & 63);
        a3 |= std::uint64_t{1} << (b[k + 3] & 63);
    }
    for (; k < path.size(); ++k)
        a0 |= std::uint64_t{1} << (b[k] & 63);
    return a0 | a1 | a2 | a3;
}

/// `path` starts with the `length` bytes at `prefix` (inline: literal prefixes of wildcard rules
/// are mostly a byte or two).
inline bool startsWithBytes(std::string_view path, const char *prefix, std::size_t length)
{
    if (path.size() < length)
        return false;
    if (length > 16)
        return std::memcmp(path.data(), prefix, length) == 0;
    for (std::size_t i = 0; i < length; ++i) {
        if (path[i] != prefix[i])
            return false;
    }
    return true;
}

/// Whether `r` matches the comparison form of a path: RFC 9309 §2.2.2 (prefix match on
/// percent-encoding-normalised octets) and §2.2.3 (`*` any sequence, a final `$` the end). The
/// plain reading the index must agree with.
[[nodiscard]] bool ruleMatches(const Rule &r, std::string_view path, const Dialect &d);

/// The weight a verdict shows for a matched rule: its pattern's octets, or under
/// LongestMatchInUrl how far into the path it matched.
[[nodiscard]] std::uint32_t shownWeight(const Rule &r, std::string_view path, const Dialect &d);

/// Indexes the active rules of `index.groups` (resolveGroups() has chosen them).
void buildIndex(AgentIndex &index);

/// The groups chosen for `agent` and their rules, indexed: what rulesFor() returns.
[[nodiscard]] std::shared_ptr<const AgentIndex> makeIndex(const RobotsFile &file, std::string_view agent);
/// The same for a family (rulesFor(file, AgentFamily)).
[[nodiscard]] std::shared_ptr<const AgentIndex> makeIndex(const RobotsFile &file, const AgentFamily &family);

/// The entry of the longest literal prefix of `path`, or -1; its parent chain holds every other.
[[nodiscard]] std::int32_t longestPrefixEntry(const AgentIndex &index, std::string_view path);

/// The verdict for `url` over the index: AgentRules::decide(). When `pathOut` is set it receives
/// the comparison path (a view valid until the thread's next verdict).
[[nodiscard]] Decision decideIndexed(const AgentIndex &index, std::string_view url, std::string_view *pathOut);

} // namespace robots::detail
