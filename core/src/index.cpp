// SPDX-License-Identifier: MIT
// The rules chosen for one agent, indexed for matching, and the fast verdict over that index:
// AgentRules::decide() (agentindex.h describes the index and the budget it keeps).
#include "agentindex.h"
#include "agents.h"
#include "matchercore.h"
#include "robots/studio/dialectrules.h"
#include "textutil.h"

#include <algorithm>

namespace robots {

using detail::AgentIndex;
using detail::bytesPresent;
using detail::FileData;
using detail::kNone;
using detail::packWindow;
using detail::prefixKey;
using detail::ruleMatches;
using detail::startsWithBytes;
using detail::windowHash;

namespace {

// ---------------------------------------------------------------------------------------------
// Precedence

struct Chooser
{
    const Dialect &d;
    const std::vector<Rule> &rules;
    std::int64_t bestAllow = -1;
    std::uint32_t allowRule = kNone;
    std::int64_t bestDisallow = -1;
    std::uint32_t disallowRule = kNone;
    std::uint32_t first = kNone;

    std::uint32_t indexOf(const Rule &r) const { return static_cast<std::uint32_t>(&r - rules.data()); }

    bool longest() const
    {
        return d.rules().precedence == Precedence::LongestMatch ||
               d.rules().precedence == Precedence::LengthSortedLastWins;
    }

    /// False when the rule cannot change the outcome (used to skip matching it).
    bool worth(const Rule &r) const
    {
        switch (d.rules().precedence) {
        case Precedence::LongestMatch:
        case Precedence::LongestMatchInUrl: // decided by decideByMatchEnd(); kept for completeness
        case Precedence::LengthSortedLastWins: {
            const std::int64_t p = r.priority();
            if (r.kind() == RuleKind::Allow)
                return p > bestAllow || (p == bestAllow && indexOf(r) < allowRule);
            return p > bestDisallow || (p == bestDisallow && indexOf(r) < disallowRule);
        }
        case Precedence::FirstMatch:
            return indexOf(r) < first;
        case Precedence::AnyDisallow:
            return r.kind() == RuleKind::Disallow && indexOf(r) < disallowRule;
        }
        return true;
    }

    void offer(const Rule &r)
    {
        switch (d.rules().precedence) {
        case Precedence::LongestMatch:
        case Precedence::LongestMatchInUrl: // decided by decideByMatchEnd(); kept for completeness
        case Precedence::LengthSortedLastWins: {
            const std::int64_t p = r.priority();
            if (r.kind() == RuleKind::Allow) {
                if (p > bestAllow || (p == bestAllow && indexOf(r) < allowRule)) {
                    bestAllow = p;
                    allowRule = indexOf(r);
                }
            } else if (p > bestDisallow || (p == bestDisallow && indexOf(r) < disallowRule)) {
                bestDisallow = p;
                disallowRule = indexOf(r);
            }
            break;
        }
        case Precedence::FirstMatch:
            first = std::min(first, indexOf(r));
            break;
        case Precedence::AnyDisallow:
            if (r.kind() == RuleKind::Disallow)
                disallowRule = std::min(disallowRule, indexOf(r));
            break;
        }
    }

    Decision result() const
    {
        Decision dec;
        switch (d.rules().precedence) {
        // RFC 9309 §2.2.2: the most specific (longest) match wins; on a tie Allow SHOULD win
        // (DialectRules::tieBreak); no matching rule allows.
        case Precedence::LongestMatch:
        case Precedence::LongestMatchInUrl: // decided by decideByMatchEnd(); kept for completeness
        case Precedence::LengthSortedLastWins: {
            const Decider win = d.rules().precedence == Precedence::LengthSortedLastWins ? Decider::LengthSortedLastWins
                                                                                         : Decider::LongestMatch;
            if (bestAllow < 0 && bestDisallow < 0) {
                dec.decider = Decider::NoMatchingRule;
            } else if (bestDisallow > bestAllow) {
                dec = {Access::Disallowed, win, static_cast<std::int32_t>(disallowRule)};
            } else if (bestAllow > bestDisallow) {
                dec = {Access::Allowed, win, static_cast<std::int32_t>(allowRule)};
            } else if (d.rules().tieBreak == TieBreak::DisallowWins) {
                dec = {Access::Disallowed, Decider::TieDisallowWins, static_cast<std::int32_t>(disallowRule)};
            } else {
                dec = {Access::Allowed, Decider::TieAllowWins, static_cast<std::int32_t>(allowRule)};
            }
            break;
        }
        case Precedence::FirstMatch:
            if (first == kNone) {
                dec.decider = Decider::NoMatchingRule;
            } else {
                const Rule &r = rules[first];
                if (r.allowsEverything())
                    dec = {Access::Allowed, Decider::EmptyRuleAllowsAll, static_cast<std::int32_t>(first)};
                else
                    dec = {r.kind() == RuleKind::Allow ? Access::Allowed : Access::Disallowed, Decider::FirstMatch,
                           static_cast<std::int32_t>(first)};
            }
            break;
        case Precedence::AnyDisallow:
            if (disallowRule == kNone)
                dec.decider = Decider::NoMatchingRule;
            else
                dec = {Access::Disallowed, Decider::AnyDisallow, static_cast<std::int32_t>(disallowRule)};
            break;
        }
        return dec;
    }
};

} // namespace

namespace detail {

/// Whether `r` matches the comparison form of a path: RFC 9309 §2.2.2 (prefix match on
/// percent-encoding-normalised octets) and §2.2.3 (`*` any sequence, a final `$` the end).
bool ruleMatches(const Rule &r, std::string_view path, const Dialect &d)
{
    if (r.allowsEverything())
        return true;
    if (detail::globMatch(r.normalised(), path, d.rules().wildcards, d.rules().endAnchor))
        return true;
    if (d.rules().endAnchorBeforeQuery && r.anchored()) {
        // Ruby gem: `$` matches the end of the path or of path + ? + query.
        for (std::size_t q = path.find('?'); q != std::string_view::npos; q = path.find('?', q + 1)) {
            if (detail::globMatch(r.normalised(), path.substr(0, q), d.rules().wildcards, d.rules().endAnchor))
                return true;
        }
    }
    return false;
}

} // namespace detail

namespace {

/// Precedence::LongestMatchInUrl (Python 3.15, RuleLine.applies_to): how far into `path` the
/// rule matches, or -1. An empty rule allows everything with weight 0 (RuleLine turns an empty
/// Disallow into an empty Allow, which every path starts with).
std::int64_t urlMatchWeight(const Rule &r, std::string_view path)
{
    if (r.allowsEverything())
        return 0;
    const auto end = detail::matchEndInUrl(r.normalised(), path);
    return end ? static_cast<std::int64_t>(*end) : -1;
}

} // namespace

namespace detail {

/// The weight a verdict shows for a matched rule: its pattern's octets, or under
/// LongestMatchInUrl how far into the path it matched.
std::uint32_t shownWeight(const Rule &r, std::string_view path, const Dialect &d)
{
    if (d.rules().precedence != Precedence::LongestMatchInUrl)
        return r.priority();
    return static_cast<std::uint32_t>(std::max<std::int64_t>(urlMatchWeight(r, path), 0));
}

} // namespace detail

namespace {

/// Precedence::LongestMatchInUrl (Python 3.15, Entry.allowance): the rule whose match reaches
/// furthest into the path wins; on a tie the dialect's TieBreak. A wildcard rule's weight depends
/// on the path, so the index's precomputed bounds do not hold: every rule of the chosen groups
/// is tried, as the module does.
Decision decideByMatchEnd(const AgentIndex &index, std::string_view path)
{
    const Dialect &d = *index.file->dialect;
    const std::vector<Rule> &rules = index.file->rules;
    std::int64_t bestAllow = -1;
    std::int64_t bestDisallow = -1;
    std::int32_t allowRule = -1;
    std::int32_t disallowRule = -1;
    for (const std::uint32_t ri : index.chosenRules) {
        const Rule &r = rules[ri];
        const std::int64_t w = urlMatchWeight(r, path);
        if (w < 0)
            continue;
        if (r.allowsEverything() || r.kind() == RuleKind::Allow) {
            if (w > bestAllow) {
                bestAllow = w;
                allowRule = static_cast<std::int32_t>(ri);
            }
        } else if (w > bestDisallow) {
            bestDisallow = w;
            disallowRule = static_cast<std::int32_t>(ri);
        }
    }
    if (bestAllow < 0 && bestDisallow < 0)
        return {Access::Allowed, Decider::NoMatchingRule, -1};
    if (bestDisallow > bestAllow)
        return {Access::Disallowed, Decider::LongestMatch, disallowRule};
    if (bestAllow > bestDisallow)
        return {Access::Allowed, Decider::LongestMatch, allowRule};
    if (d.rules().tieBreak == TieBreak::DisallowWins)
        return {Access::Disallowed, Decider::TieDisallowWins, disallowRule};
    return {Access::Allowed, Decider::TieAllowWins, allowRule};
}

// ---------------------------------------------------------------------------------------------
// Index construction

std::string_view literalPrefix(const Rule &r)
{
    std::string_view body = r.normalised();
    if (r.anchored())
        body.remove_suffix(1);
    if (r.hasWildcard())
        body = body.substr(0, body.find('*'));
    return body;
}

/// A window of a wildcard rule: 2–4 bytes of its longest literal segment after the first `*`
/// (preferring a window that does not start with `/`, which nearly every path contains).
struct Window
{
    std::size_t length = 0; ///< 0: none
    std::uint32_t bytes = 0;
};

Window ruleWindow(const Rule &r)
{
    std::string_view body = r.normalised();
    if (r.anchored())
        body.remove_suffix(1);
    std::string_view best;
    std::size_t start = body.find('*');
    while (start != std::string_view::npos) {
        const std::size_t next = body.find('*', start + 1);
        const std::string_view segment =
            body.substr(start + 1, next == std::string_view::npos ? std::string_view::npos : next - start - 1);
        if (segment.size() > best.size())
            best = segment;
        start = next;
    }
    if (best.size() < 2)
        return {};
    const std::size_t length = std::min<std::size_t>(4, best.size());
    std::size_t at = 0;
    if (best[0] == '/' && best.size() >= length + 1)
        at = 1;
    return {length, packWindow(best.data() + at, length)};
}

} // namespace

namespace detail {

void buildIndex(AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    const std::vector<Rule> &rules = data.rules;
    std::size_t active = 0;
    for (const ChosenGroup &c : index.groups) {
        for (const std::uint32_t r : data.groups[c.group].rules)
            active += rules[r].status() == RuleStatus::Active;
    }
    index.chosenRules.reserve(active);
    for (const ChosenGroup &c : index.groups) {
        for (const std::uint32_t r : data.groups[c.group].rules) {
            if (rules[r].status() == RuleStatus::Active)
                index.chosenRules.push_back(r);
        }
    }
    if (!std::is_sorted(index.chosenRules.begin(), index.chosenRules.end()))
        std::sort(index.chosenRules.begin(), index.chosenRules.end());
    index.chosenRules.erase(std::unique(index.chosenRules.begin(), index.chosenRules.end()), index.chosenRules.end());

    const bool longest =
        d.rules().precedence == Precedence::LongestMatch || d.rules().precedence == Precedence::LengthSortedLastWins;
    struct Literal
    {
        std::uint64_t key;  ///< prefixKey(prefix): most comparisons stop there.
        std::uint64_t key2; ///< The next eight bytes likewise (prefixes often share their first eight).
        std::string_view prefix;
        std::uint32_t rule;
        std::uint32_t priority; ///< The rule's (read once, in file order: no cache misses later).
    };
    std::vector<Literal> literal;
    literal.reserve(index.chosenRules.size());
    struct Wild
    {
        AgentIndex::Windowed entry;
        Window window;
        std::uint32_t priority;
    };
    std::vector<Wild> windowed;
    for (const std::uint32_t ri : index.chosenRules) {
        const Rule &r = rules[ri];
        const std::string_view prefix = literalPrefix(r);
        if (r.hasWildcard()) {
            const Window w = ruleWindow(r);
            if (w.length != 0 || prefix.size() <= 1) {
                std::string_view body = r.normalised();
                if (r.anchored())
                    body.remove_suffix(1);
                std::uint64_t needs = 0;
                for (const char ch : body.substr(prefix.size())) {
                    if (ch != '*')
                        needs |= std::uint64_t{1} << (static_cast<unsigned char>(ch) & 63);
                }
                windowed.push_back({{ri, static_cast<std::uint32_t>(prefix.size()), needs}, w, r.priority()});
                continue;
            }
        }
        literal.push_back({prefixKey(prefix), prefixKey(prefix.substr(std::min<std::size_t>(8, prefix.size()))), prefix,
                           ri, r.priority()});
    }
    // Windowed rules in the order the precedence visits them (longest first, or file order), so
    // that a scan over all of them stops at the first rule that can no longer change the outcome.
    if (longest && windowed.size() > 1) {
        // Longest first, then file order; sorted as packed integers (the rules came in file order).
        std::vector<std::uint64_t> keys(windowed.size());
        for (std::size_t i = 0; i < windowed.size(); ++i)
            keys[i] = (std::uint64_t{~windowed[i].priority} << 32) | i;
        std::sort(keys.begin(), keys.end());
        std::vector<Wild> sorted;
        sorted.reserve(windowed.size());
        for (const std::uint64_t k : keys)
            sorted.push_back(windowed[static_cast<std::uint32_t>(k)]);
        windowed = std::move(sorted);
    }
    index.windowed.reserve(windowed.size());
    index.windowedMinRule = kNone;
    for (const Wild &wd : windowed) {
        const auto id = static_cast<std::uint32_t>(index.windowed.size());
        index.windowed.push_back(wd.entry);
        if (wd.window.length == 0)
            index.alwaysCheck.push_back(id);
        else
            index.windows[wd.window.length - 2].entries.emplace_back(windowHash(wd.window.bytes), id);
        index.windowedMaxPriority = std::max(index.windowedMaxPriority, wd.priority);
        index.windowedMinRule = std::min(index.windowedMinRule, wd.entry.rule);
    }
    for (AgentIndex::WindowTable &table : index.windows) {
        if (table.entries.empty())
            continue;
        {
            // (hash, id) pairs sorted as packed integers.
            std::vector<std::uint64_t> keys;
            keys.reserve(table.entries.size());
            for (const auto &[h, id] : table.entries)
                keys.push_back((std::uint64_t{h} << 32) | id);
            std::sort(keys.begin(), keys.end());
            for (std::size_t i = 0; i < keys.size(); ++i)
                table.entries[i] = {static_cast<std::uint16_t>(keys[i] >> 32), static_cast<std::uint32_t>(keys[i])};
        }
        // About 32 bits per entry (few false hits), a power of two between 512 and 65536 bits:
        // small tables stay in the first-level cache.
        std::uint32_t bitsLog = 9;
        while (bitsLog < 16 && (std::size_t{1} << bitsLog) < table.entries.size() * 32)
            ++bitsLog;
        table.shift = 16 - bitsLog;
        table.bits.assign((std::size_t{1} << bitsLog) / 64, 0);
        for (const auto &[h, id] : table.entries) {
            const unsigned b = h >> table.shift;
            table.bits[b >> 6] |= std::uint64_t{1} << (b & 63);
        }
    }
    index.windowScan = index.windowed.size() > 48;

    const auto literalLess = [&](const Literal &a, const Literal &b) {
        if (a.key != b.key)
            return a.key < b.key;
        if (a.key2 != b.key2)
            return a.key2 < b.key2;
        if (const int c = a.prefix.compare(b.prefix); c != 0)
            return c < 0;
        if (longest && a.priority != b.priority)
            return a.priority > b.priority;
        return a.rule < b.rule;
    };
    std::sort(literal.begin(), literal.end(), literalLess);
    std::size_t distinct = 0;
    const auto samePrefix = [](const Literal &a, const Literal &b) {
        return a.key == b.key && a.key2 == b.key2 && a.prefix == b.prefix;
    };
    for (std::size_t i = 0; i < literal.size(); ++i)
        distinct += i == 0 || !samePrefix(literal[i], literal[i - 1]);
    index.entries.reserve(distinct);
    index.order.reserve(literal.size());
    std::vector<std::int32_t> stack;
    for (std::size_t i = 0; i < literal.size();) {
        std::size_t j = i;
        AgentIndex::Entry e;
        const std::string_view prefix = literal[i].prefix;
        e.data = prefix.data();
        e.length = static_cast<std::uint32_t>(prefix.size());
        e.key = prefixKey(prefix);
        e.begin = static_cast<std::uint32_t>(index.order.size());
        std::uint32_t maxPriority = 0;
        std::uint32_t minRule = kNone;
        while (j < literal.size() && samePrefix(literal[j], literal[i])) {
            const std::uint32_t ri = literal[j].rule;
            index.order.push_back(ri);
            maxPriority = std::max(maxPriority, literal[j].priority);
            minRule = std::min(minRule, ri);
            ++j;
        }
        e.bound = longest ? maxPriority : minRule;
        while (!stack.empty() && !prefix.starts_with(index.entries[static_cast<std::size_t>(stack.back())].prefix()))
            stack.pop_back();
        e.parent = stack.empty() ? -1 : stack.back();
        stack.push_back(static_cast<std::int32_t>(index.entries.size()));
        index.entries.push_back(e);
        i = j;
    }
}

std::shared_ptr<const AgentIndex> makeIndex(const RobotsFile &file, std::string_view agent)
{
    auto index = std::make_shared<AgentIndex>();
    index->file = &detail::Internals::data(file);
    index->agent = std::string(agent);
    index->token = callerToken(agent, file.dialect());
    resolveGroups(*index);
    buildIndex(*index);
    return index;
}

std::shared_ptr<const AgentIndex> makeIndex(const RobotsFile &file, const AgentFamily &family)
{
    auto index = std::make_shared<AgentIndex>();
    index->file = &detail::Internals::data(file);
    resolveFamily(*index, family);
    buildIndex(*index);
    return index;
}

} // namespace detail

// ---------------------------------------------------------------------------------------------
// The fast path

namespace {

thread_local std::string t_pathBuffer;

} // namespace

namespace detail {

/// The entry of the longest literal prefix of `path`, or -1; its parent chain holds every other.
std::int32_t longestPrefixEntry(const AgentIndex &index, std::string_view path)
{
    const auto &entries = index.entries;
    const std::uint64_t pathKey = prefixKey(path);
    auto it = std::upper_bound(entries.begin(), entries.end(), path,
                               [pathKey](std::string_view p, const AgentIndex::Entry &e) {
                                   return pathKey != e.key ? pathKey < e.key : p < e.prefix();
                               });
    std::int32_t e = static_cast<std::int32_t>(it - entries.begin()) - 1;
    while (e >= 0 && !path.starts_with(entries[static_cast<std::size_t>(e)].prefix()))
        e = entries[static_cast<std::size_t>(e)].parent;
    return e;
}

Decision decideIndexed(const AgentIndex &index, std::string_view url, std::string_view *pathOut)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    if (d.rules().nonHttpUrlsAllowed) {
        // WWW::RobotRules::allowed: "return 1 unless $uri->scheme eq 'http' or 'https'".
        const std::string_view s = detail::schemeOf(detail::trim(url, Whitespace::Ascii));
        if (!s.empty() && !detail::equalsIgnoreCaseAscii(s, "http") && !detail::equalsIgnoreCaseAscii(s, "https"))
            return {Access::Allowed, Decider::SchemeNotHttp, -1};
    }
    if (d.rules().urlPath == UrlPath::PythonUrlsplit && detail::pythonUrlsplitRefuses(url)) {
        // Python 3.15 can_fetch: "A malformed URL matches no rule."
        if (pathOut)
            *pathOut = {};
        return {Access::Allowed, Decider::MalformedUrl, -1};
    }
    const std::string_view path = detail::comparisonPathInto(url, d, t_pathBuffer);
    if (pathOut)
        *pathOut = path;
    // RFC 9309 §2.2.2: /robots.txt itself is implicitly allowed.
    if (d.rules().robotsTxtAlwaysAllowed && path == "/robots.txt")
        return {Access::Allowed, Decider::RobotsTxtAlwaysAllowed, -1};
    if (!index.anyGroup)
        return {Access::Allowed, Decider::NoGroup, -1};
    if (d.rules().precedence == Precedence::LongestMatchInUrl)
        return decideByMatchEnd(index, path);

    const std::vector<Rule> &rules = data.rules;
    Chooser chooser{d, rules};

    // Literal prefixes: the greatest entry ≤ path, then its chain of prefixes.
    const auto &entries = index.entries;
    if (!entries.empty()) {
        std::int32_t e = longestPrefixEntry(index, path);
        const bool longest = chooser.longest();
        while (e >= 0) {
            const AgentIndex::Entry &entry = entries[static_cast<std::size_t>(e)];
            const bool skip =
                longest ? (static_cast<std::int64_t>(entry.bound) < std::max(chooser.bestAllow, chooser.bestDisallow))
                        : (d.rules().precedence == Precedence::FirstMatch && entry.bound > chooser.first);
            if (!skip) {
                const std::uint32_t end = index.endOf(static_cast<std::size_t>(e));
                for (std::uint32_t k = entry.begin; k < end; ++k) {
                    const Rule &r = rules[index.order[k]];
                    if (!chooser.worth(r))
                        continue;
                    bool match;
                    if (r.allowsEverything())
                        match = true;
                    else if (r.hasWildcard())
                        match = ruleMatches(r, path, d);
                    else if (r.anchored())
                        match = path.size() == entry.length ||
                                (d.rules().endAnchorBeforeQuery && path[entry.length] == '?');
                    else
                        match = true;
                    if (match)
                        chooser.offer(r);
                }
            }
            e = entry.parent;
        }
    }

    // Wildcard rules, found through the windows of the path (unless none could change the outcome).
    const bool windowsMatter =
        !index.windowed.empty() &&
        (chooser.longest() ? !(chooser.bestAllow >= static_cast<std::int64_t>(index.windowedMaxPriority) ||
                               chooser.bestDisallow > static_cast<std::int64_t>(index.windowedMaxPriority))
                           : (d.rules().precedence != Precedence::FirstMatch || chooser.first > index.windowedMinRule));
    if (windowsMatter && !index.windowScan) {
        // Few wildcard rules: test each, in precedence order (see buildIndex), with a byte filter
        // and its literal prefix before the glob match.
        const std::uint64_t present = bytesPresent(path);
        const bool longest = chooser.longest();
        for (const AgentIndex::Windowed &w : index.windowed) {
            const Rule &r = rules[w.rule];
            if (longest && static_cast<std::int64_t>(r.priority()) < std::max(chooser.bestAllow, chooser.bestDisallow))
                break; // sorted longest first: no later rule can win
            if ((w.needs & ~present) != 0 || !startsWithBytes(path, r.normalised().data(), w.prefixLength) ||
                !chooser.worth(r))
                continue;
            if (ruleMatches(r, path, d))
                chooser.offer(r);
        }
    } else if (windowsMatter) {
        std::array<std::uint64_t, 64> seenSmall;
        thread_local std::vector<std::uint64_t> seenLarge;
        std::uint64_t *seen = seenSmall.data();
        const std::size_t words = (index.windowed.size() + 63) / 64;
        if (words > seenSmall.size()) {
            seenLarge.assign(words, 0);
            seen = seenLarge.data();
        } else {
            std::fill_n(seen, words, 0);
        }
        // The bytes in the path (folded to 64 bits, computed on first need): a windowed rule
        // needs all bytes of its segments.
        std::uint64_t present = 0;
        bool presentKnown = false;
        auto check = [&](std::uint32_t id) {
            if (seen[id >> 6] & (std::uint64_t{1} << (id & 63)))
                return;
            seen[id >> 6] |= std::uint64_t{1} << (id & 63);
            const AgentIndex::Windowed &w = index.windowed[id];
            const Rule &r = rules[w.rule];
            if (!chooser.worth(r) || !startsWithBytes(path, r.normalised().data(), w.prefixLength))
                return;
            if (!presentKnown) {
                present = bytesPresent(path);
                presentKnown = true;
            }
            if ((w.needs & ~present) != 0)
                return;
            if (ruleMatches(r, path, d))
                chooser.offer(r);
        };
        for (const std::uint32_t id : index.alwaysCheck)
            check(id);
        {
            const std::size_t n = path.size();
            const char *p = path.data();
            auto probe = [&](const AgentIndex::WindowTable &table, std::uint32_t window) {
                const std::uint16_t h = windowHash(window);
                const unsigned b = h >> table.shift;
                if (!(table.bits[b >> 6] & (std::uint64_t{1} << (b & 63))))
                    return;
                auto lo =
                    std::lower_bound(table.entries.begin(), table.entries.end(), std::make_pair(h, std::uint32_t{0}));
                for (; lo != table.entries.end() && lo->first == h; ++lo)
                    check(lo->second);
            };
            const bool use2 = !index.windows[0].bits.empty();
            const bool use3 = !index.windows[1].bits.empty();
            const bool use4 = !index.windows[2].bits.empty();
            for (std::size_t i = 0; i + 2 <= n; ++i) {
                std::uint32_t w;
                if (i + 4 <= n && std::endian::native == std::endian::little)
                    std::memcpy(&w, p + i, 4); // byte i in the low bits, as packWindow
                else
                    w = packWindow(p + i, std::min<std::size_t>(4, n - i));
                if (use2)
                    probe(index.windows[0], w & 0xFFFFu);
                if (use3 && i + 3 <= n)
                    probe(index.windows[1], w & 0xFFFFFFu);
                if (use4 && i + 4 <= n)
                    probe(index.windows[2], w);
            }
        }
    }
    return chooser.result();
}

} // namespace detail

} // namespace robots
