// SPDX-License-Identifier: MIT
#include "internal.h"
#include "matchercore.h"
#include "messageargs.h"
#include "robots/studio/aipref.h"
#include "textutil.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace robots {

namespace {

using detail::AgentIndex;
using detail::FileData;

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

// ---------------------------------------------------------------------------------------------
// Agent names

/// The caller's name as the dialect compares it (Dialect::callerAgent), lower-cased when the
/// comparison is case-insensitive by containment.
std::string callerToken(std::string_view agent, const Dialect &d)
{
    switch (d.callerAgent) {
    case CallerAgent::AsGiven:
        return std::string(agent);
    case CallerAgent::ProductToken: {
        return std::string(detail::productTokenPrefix(detail::trim(agent, Whitespace::Ascii)));
    }
    case CallerAgent::FirstWordNoVersion: {
        // WWW::RobotRules::InCore::agent(): a false name ("" or "0") is not stored; otherwise
        // the first \S+ word, cut at its first '/'.
        if (agent.empty() || agent == "0")
            return {};
        std::string_view name = agent;
        std::size_t b = 0;
        while (b < agent.size() && detail::isAsciiSpace(static_cast<unsigned char>(agent[b])))
            ++b;
        if (b < agent.size()) {
            std::size_t e = b;
            while (e < agent.size() && !detail::isAsciiSpace(static_cast<unsigned char>(agent[e])))
                ++e;
            name = agent.substr(b, e - b);
        }
        const std::size_t slash = name.find('/');
        return std::string(name.substr(0, slash));
    }
    case CallerAgent::BeforeSlash:
        return std::string(agent.substr(0, agent.find('/')));
    }
    return std::string(agent);
}

std::string lowered(std::string_view s, const Dialect &d)
{
    return d.unicodeLowercase ? detail::pythonLower(s) : detail::lowerAscii(s);
}

/// Ruby gem: the file's value, `*` meaning any run, occurs (case-insensitively) in the name.
bool globInName(std::string_view glob, std::string_view name)
{
    std::size_t pos = 0;
    std::size_t start = 0;
    while (start <= glob.size()) {
        const std::size_t star = glob.find('*', start);
        const std::string_view segment =
            glob.substr(start, star == std::string_view::npos ? std::string_view::npos : star - start);
        if (!segment.empty()) {
            const std::size_t found = name.find(segment, pos);
            if (found == std::string_view::npos)
                return false;
            pos = found + segment.size();
        }
        if (star == std::string_view::npos)
            break;
        start = star + 1;
    }
    return true;
}

std::optional<GroupReason> agentMatches(const AgentLine &a, std::string_view token, std::string_view tokenLower,
                                        const Dialect &d)
{
    switch (d.agentMatch) {
    case AgentMatch::ExactToken:
        // RFC 9309 §2.2.1: the product token is matched case-insensitively.
        if (detail::equalsIgnoreCaseAscii(a.token, token))
            return GroupReason::ExactToken;
        return std::nullopt;
    case AgentMatch::FileValueInName:
        if (tokenLower.find(lowered(a.token, d)) != std::string_view::npos)
            return GroupReason::Substring;
        return std::nullopt;
    case AgentMatch::GlobInName: {
        // Ruby gem (seed 004): the value, * globbing, occurs in the name; the gem also accepts
        // the name occurring in the value (match_ua_glob checks both directions).
        const std::string value = lowered(a.token, d);
        if (globInName(value, tokenLower) || value.find(tokenLower) != std::string::npos)
            return GroupReason::Glob;
        return std::nullopt;
    }
    case AgentMatch::YandexFamily:
        if (detail::equalsIgnoreCaseAscii(a.token, token))
            return GroupReason::ExactToken;
        if (detail::equalsIgnoreCaseAscii(a.token, "yandex") && tokenLower.find("yandex") != std::string_view::npos)
            return GroupReason::Family;
        return std::nullopt;
    case AgentMatch::ExactNameThenSubstring:
        // A lookup over the whole file, not a test of one line: pythonEntryLookup().
        return std::nullopt;
    }
    return std::nullopt;
}

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
        return d.precedence == Precedence::LongestMatch || d.precedence == Precedence::LengthSortedLastWins;
    }

    /// False when the rule cannot change the outcome (used to skip matching it).
    bool worth(const Rule &r) const
    {
        switch (d.precedence) {
        case Precedence::LongestMatch:
        case Precedence::LongestMatchInUrl: // decided by decideByMatchEnd(); kept for completeness
        case Precedence::LengthSortedLastWins: {
            const std::int64_t p = r.priority();
            if (r.kind == RuleKind::Allow)
                return p > bestAllow || (p == bestAllow && indexOf(r) < allowRule);
            return p > bestDisallow || (p == bestDisallow && indexOf(r) < disallowRule);
        }
        case Precedence::FirstMatch:
            return indexOf(r) < first;
        case Precedence::AnyDisallow:
            return r.kind == RuleKind::Disallow && indexOf(r) < disallowRule;
        }
        return true;
    }

    void offer(const Rule &r)
    {
        switch (d.precedence) {
        case Precedence::LongestMatch:
        case Precedence::LongestMatchInUrl: // decided by decideByMatchEnd(); kept for completeness
        case Precedence::LengthSortedLastWins: {
            const std::int64_t p = r.priority();
            if (r.kind == RuleKind::Allow) {
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
            if (r.kind == RuleKind::Disallow)
                disallowRule = std::min(disallowRule, indexOf(r));
            break;
        }
    }

    Decision result() const
    {
        Decision dec;
        switch (d.precedence) {
        // RFC 9309 §2.2.2: the most specific (longest) match wins; on a tie Allow SHOULD win
        // (Dialect::tieBreak); no matching rule allows.
        case Precedence::LongestMatch:
        case Precedence::LongestMatchInUrl: // decided by decideByMatchEnd(); kept for completeness
        case Precedence::LengthSortedLastWins: {
            const Decider win = d.precedence == Precedence::LengthSortedLastWins ? Decider::LengthSortedLastWins
                                                                                 : Decider::LongestMatch;
            if (bestAllow < 0 && bestDisallow < 0) {
                dec.decider = Decider::NoMatchingRule;
            } else if (bestDisallow > bestAllow) {
                dec = {Access::Disallowed, win, static_cast<std::int32_t>(disallowRule)};
            } else if (bestAllow > bestDisallow) {
                dec = {Access::Allowed, win, static_cast<std::int32_t>(allowRule)};
            } else if (d.tieBreak == TieBreak::DisallowWins) {
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
                if (r.allowsEverything)
                    dec = {Access::Allowed, Decider::EmptyRuleAllowsAll, static_cast<std::int32_t>(first)};
                else
                    dec = {r.kind == RuleKind::Allow ? Access::Allowed : Access::Disallowed, Decider::FirstMatch,
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

/// Whether `r` matches the comparison form of a path: RFC 9309 §2.2.2 (prefix match on
/// percent-encoding-normalised octets) and §2.2.3 (`*` any sequence, a final `$` the end).
bool ruleMatches(const Rule &r, std::string_view path, const Dialect &d)
{
    if (r.allowsEverything)
        return true;
    if (detail::globMatch(r.normalised, path, d.wildcards, d.endAnchor))
        return true;
    if (d.endAnchorBeforeQuery && r.anchored) {
        // Ruby gem: `$` matches the end of the path or of path + ? + query.
        for (std::size_t q = path.find('?'); q != std::string_view::npos; q = path.find('?', q + 1)) {
            if (detail::globMatch(r.normalised, path.substr(0, q), d.wildcards, d.endAnchor))
                return true;
        }
    }
    return false;
}

/// Precedence::LongestMatchInUrl (Python 3.15, RuleLine.applies_to): how far into `path` the
/// rule matches, or -1. An empty rule allows everything with weight 0 (RuleLine turns an empty
/// Disallow into an empty Allow, which every path starts with).
std::int64_t urlMatchWeight(const Rule &r, std::string_view path)
{
    if (r.allowsEverything)
        return 0;
    const auto end = detail::matchEndInUrl(r.normalised, path);
    return end ? static_cast<std::int64_t>(*end) : -1;
}

/// The weight a verdict shows for a matched rule: its pattern's octets, or under
/// LongestMatchInUrl how far into the path it matched.
std::uint32_t shownWeight(const Rule &r, std::string_view path, const Dialect &d)
{
    if (d.precedence != Precedence::LongestMatchInUrl)
        return r.priority();
    return static_cast<std::uint32_t>(std::max<std::int64_t>(urlMatchWeight(r, path), 0));
}

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
        if (r.allowsEverything || r.kind == RuleKind::Allow) {
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
    if (d.tieBreak == TieBreak::DisallowWins)
        return {Access::Disallowed, Decider::TieDisallowWins, disallowRule};
    return {Access::Allowed, Decider::TieAllowWins, allowRule};
}

// ---------------------------------------------------------------------------------------------
// Index construction

/// The first eight bytes of `s`, big-endian and zero-padded: comparing keys orders strings as
/// comparing the strings does, except that equal keys need the full comparison.
std::uint64_t prefixKey(std::string_view s)
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

std::string_view literalPrefix(const Rule &r)
{
    std::string_view body = r.normalised;
    if (r.anchored)
        body.remove_suffix(1);
    if (r.hasWildcard)
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

constexpr std::uint16_t windowHash(std::uint32_t bytes)
{
    return static_cast<std::uint16_t>((bytes * 0x9E3779B1u) >> 16);
}

std::uint32_t packWindow(const char *p, std::size_t length)
{
    std::uint32_t w = 0;
    for (std::size_t i = 0; i < length; ++i)
        w |= static_cast<std::uint32_t>(static_cast<unsigned char>(p[i])) << (8 * i);
    return w;
}

Window ruleWindow(const Rule &r)
{
    std::string_view body = r.normalised;
    if (r.anchored)
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

void buildIndex(AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    const std::vector<Rule> &rules = data.rules;
    std::size_t active = 0;
    for (const ChosenGroup &c : index.groups) {
        for (const std::uint32_t r : data.groups[c.group].rules)
            active += rules[r].status == RuleStatus::Active;
    }
    index.chosenRules.reserve(active);
    for (const ChosenGroup &c : index.groups) {
        for (const std::uint32_t r : data.groups[c.group].rules) {
            if (rules[r].status == RuleStatus::Active)
                index.chosenRules.push_back(r);
        }
    }
    if (!std::is_sorted(index.chosenRules.begin(), index.chosenRules.end()))
        std::sort(index.chosenRules.begin(), index.chosenRules.end());
    index.chosenRules.erase(std::unique(index.chosenRules.begin(), index.chosenRules.end()), index.chosenRules.end());

    const bool longest = d.precedence == Precedence::LongestMatch || d.precedence == Precedence::LengthSortedLastWins;
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
        if (r.hasWildcard) {
            const Window w = ruleWindow(r);
            if (w.length != 0 || prefix.size() <= 1) {
                std::string_view body = r.normalised;
                if (r.anchored)
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

/// Crawl-delay / Request-rate: the last valid one of the chosen groups, in file order
/// (dialect: bing also takes it from `*` when the specific groups have none).
void takeGroupRecords(AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    if (d.uses(keyBit(LineKind::CrawlDelay)) || d.uses(keyBit(LineKind::RequestRate))) {
        auto take = [&](const std::vector<ChosenGroup> &groups) {
            for (const ChosenGroup &c : groups) {
                const Group &g = data.groups[c.group];
                if (g.crawlDelay) {
                    index.crawlDelay = g.crawlDelay;
                    index.crawlDelayLine = g.crawlDelayLine;
                }
                if (g.requestRate)
                    index.requestRate = g.requestRate;
            }
        };
        take(index.groups);
        if (!index.crawlDelay && d.starCrawlDelayInherited) {
            std::vector<ChosenGroup> starGroups;
            for (const Group &g : data.groups) {
                if (g.fate == GroupFate::Used && g.hasStar)
                    starGroups.push_back({g.index, 0, {}, GroupReason::FallbackStar});
            }
            const auto rate = index.requestRate;
            take(starGroups);
            index.requestRate = rate;
        }
    }
}

/// AgentMatch::ExactNameThenSubstring with GroupSelection::MergedPerValue: Python 3.15's
/// RobotFileParser keeps a dict from each lower-cased User-agent value to the merge of every
/// entry (group) listing it (`_add_entry`); `merge_entries` keeps only the names the merged
/// entries share exactly. `_find_entry` then asks: the agent's whole name, lower-cased, as a
/// key; else the first key, in insertion order, whose entry lists a name (not `*`) inside the
/// name before `/`; else the key `*`.
std::vector<ChosenGroup> pythonEntryLookup(const AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    struct Key
    {
        std::string lowered;
        std::vector<std::uint32_t> groups;   ///< The entries merged under this key, file order.
        std::vector<std::string_view> names; ///< The merged entry's names (merge_entries).
    };
    std::vector<Key> keys; // dict insertion order
    std::unordered_map<std::string, std::size_t> position;
    for (const Group &g : data.groups) {
        if (g.fate != GroupFate::Used)
            continue;
        for (const AgentLine &a : g.agents) {
            std::string k = lowered(a.value, d);
            const auto [found, added] = position.try_emplace(k, keys.size());
            if (added) {
                Key key{std::move(k), {g.index}, {}};
                for (const AgentLine &b : g.agents)
                    key.names.push_back(b.value);
                keys.push_back(std::move(key));
                continue;
            }
            Key *it = &keys[found->second];
            // merge_entries(e1, e2): e1's names that e2 lists too, compared exactly.
            std::erase_if(it->names, [&](std::string_view n) {
                return std::none_of(g.agents.begin(), g.agents.end(), [&](const AgentLine &b) { return b.value == n; });
            });
            if (it->groups.back() != g.index)
                it->groups.push_back(g.index);
        }
    }
    const auto choose = [&](const Key &key, std::optional<std::string_view> name, GroupReason reason) {
        std::vector<ChosenGroup> chosen;
        for (const std::uint32_t gi : key.groups) {
            const Group &g = data.groups[gi];
            // The User-agent line to show: the one with the matching name, else the key's.
            const AgentLine *shown = nullptr;
            for (const AgentLine &a : g.agents) {
                if (name && a.value == *name) {
                    shown = &a;
                    break;
                }
                if (!shown && lowered(a.value, d) == key.lowered)
                    shown = &a;
            }
            chosen.push_back({gi, shown ? shown->line : 0, shown ? shown->value : std::string_view{}, reason});
        }
        return chosen;
    };
    const std::string wholeName = lowered(index.agent, d);
    if (const auto exact = position.find(wholeName); exact != position.end()) {
        const Key &key = keys[exact->second];
        return choose(key, std::nullopt, key.lowered == "*" ? GroupReason::FallbackStar : GroupReason::ExactName);
    }
    const std::string tokenLower = lowered(index.token, d);
    for (const Key &key : keys) {
        for (const std::string_view n : key.names) {
            if (n != "*" && tokenLower.find(lowered(n, d)) != std::string::npos)
                return choose(key, n, GroupReason::Substring);
        }
    }
    if (const auto star = position.find("*"); star != position.end())
        return choose(keys[star->second], "*", GroupReason::FallbackStar);
    return {};
}

void resolveGroups(AgentIndex &index)
{
    const FileData &data = *index.file;
    const Dialect &d = *data.dialect;
    const std::string tokenLower = lowered(index.token, d);
    if (d.agentMatch == AgentMatch::ExactNameThenSubstring) {
        index.groups = pythonEntryLookup(index);
        index.anyGroup = !index.groups.empty();
        takeGroupRecords(index);
        return;
    }
    std::vector<ChosenGroup> specific;
    std::vector<ChosenGroup> stars;
    for (const Group &g : data.groups) {
        if (g.fate != GroupFate::Used)
            continue;
        if (g.startedBy == GroupStart::RulesBeforeAgent) {
            stars.push_back({g.index, 0, {}, GroupReason::RulesBeforeAgent});
            continue;
        }
        std::optional<ChosenGroup> match;
        std::optional<ChosenGroup> star;
        for (const AgentLine &a : g.agents) {
            if (a.star) {
                if (d.starGroups == StarGroups::OrdinaryGlob) {
                    if (!match)
                        match = ChosenGroup{g.index, a.line, a.value, GroupReason::StarGlob};
                } else if (!star) {
                    star = ChosenGroup{g.index, a.line, a.value, GroupReason::FallbackStar};
                }
                continue;
            }
            if (match)
                continue;
            if (const auto reason = agentMatches(a, index.token, tokenLower, d))
                match = ChosenGroup{g.index, a.line, a.value, *reason};
        }
        if (d.starMakesGroupStarOnly && g.hasStar)
            match.reset(); // Python: an entry listing `*` is only the default entry
        if (match)
            specific.push_back(*match);
        else if (star)
            stars.push_back(*star);
    }
    // RFC 9309 §2.2.1: every group naming the crawler is combined into one; only when none does
    // are the `*` groups used.
    if (!specific.empty()) {
        if (d.groupSelection == GroupSelection::FirstMatchingInFileOrder)
            specific.resize(1);
        index.groups = std::move(specific);
    } else if (d.starGroups != StarGroups::OrdinaryGlob && !stars.empty()) {
        if (d.starGroups == StarGroups::FallbackFirstOnly)
            stars.resize(1);
        for (ChosenGroup &c : stars) {
            if (c.reason != GroupReason::RulesBeforeAgent)
                c.reason = GroupReason::FallbackStar;
        }
        index.groups = std::move(stars);
    }
    index.anyGroup = !index.groups.empty();

    takeGroupRecords(index);
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

// ---------------------------------------------------------------------------------------------
// The fast path

/// The bytes in `path`, folded to 64 bits (bit c & 63): a windowed rule needs all bytes of its
/// segments. Four independent accumulators: no dependency chain.
std::uint64_t bytesPresent(std::string_view path)
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
bool startsWithBytes(std::string_view path, const char *prefix, std::size_t length)
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

thread_local std::string t_pathBuffer;

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
    if (d.nonHttpUrlsAllowed) {
        // WWW::RobotRules::allowed: "return 1 unless $uri->scheme eq 'http' or 'https'".
        const std::string_view s = detail::schemeOf(detail::trim(url, Whitespace::Ascii));
        if (!s.empty() && !detail::equalsIgnoreCaseAscii(s, "http") && !detail::equalsIgnoreCaseAscii(s, "https"))
            return {Access::Allowed, Decider::SchemeNotHttp, -1};
    }
    if (d.urlPath == UrlPath::PythonUrlsplit && detail::pythonUrlsplitRefuses(url)) {
        // Python 3.15 can_fetch: "A malformed URL matches no rule."
        if (pathOut)
            *pathOut = {};
        return {Access::Allowed, Decider::MalformedUrl, -1};
    }
    const std::string_view path = detail::comparisonPathInto(url, d, t_pathBuffer);
    if (pathOut)
        *pathOut = path;
    // RFC 9309 §2.2.2: /robots.txt itself is implicitly allowed.
    if (d.robotsTxtAlwaysAllowed && path == "/robots.txt")
        return {Access::Allowed, Decider::RobotsTxtAlwaysAllowed, -1};
    if (!index.anyGroup)
        return {Access::Allowed, Decider::NoGroup, -1};
    if (d.precedence == Precedence::LongestMatchInUrl)
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
                        : (d.precedence == Precedence::FirstMatch && entry.bound > chooser.first);
            if (!skip) {
                const std::uint32_t end = index.endOf(static_cast<std::size_t>(e));
                for (std::uint32_t k = entry.begin; k < end; ++k) {
                    const Rule &r = rules[index.order[k]];
                    if (!chooser.worth(r))
                        continue;
                    bool match;
                    if (r.allowsEverything)
                        match = true;
                    else if (r.hasWildcard)
                        match = ruleMatches(r, path, d);
                    else if (r.anchored)
                        match = path.size() == entry.length || (d.endAnchorBeforeQuery && path[entry.length] == '?');
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
                           : (d.precedence != Precedence::FirstMatch || chooser.first > index.windowedMinRule));
    if (windowsMatter && !index.windowScan) {
        // Few wildcard rules: test each, in precedence order (see buildIndex), with a byte filter
        // and its literal prefix before the glob match.
        const std::uint64_t present = bytesPresent(path);
        const bool longest = chooser.longest();
        for (const AgentIndex::Windowed &w : index.windowed) {
            const Rule &r = rules[w.rule];
            if (longest && static_cast<std::int64_t>(r.priority()) < std::max(chooser.bestAllow, chooser.bestDisallow))
                break; // sorted longest first: no later rule can win
            if ((w.needs & ~present) != 0 || !startsWithBytes(path, r.normalised.data(), w.prefixLength) ||
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
            if (!chooser.worth(r) || !startsWithBytes(path, r.normalised.data(), w.prefixLength))
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

// ---------------------------------------------------------------------------------------------
// Texts

Message msg(std::string_view id, std::string_view english, MessageArgs args = {})
{
    return detail::MessageInternals::make(id, english, std::move(args));
}

std::string ruleText(const Rule &r)
{
    return std::string(r.kind == RuleKind::Allow ? "Allow: " : "Disallow: ") + std::string(r.pattern);
}

/// Whether a dialect's `User-agent` lines can ever name a crawler called `compared`: a reader that
/// cuts every value at the first character outside `[A-Za-z_-]` but compares the crawler's name
/// as given and exactly (google/robotstxt's ExtractUserAgent; rfc9309 where RFC 9309 §2.2.1 is
/// silent) never equals a name that is not a product token.
bool nameableByCutValues(const Dialect &d, std::string_view compared)
{
    if (d.fileAgent != FileAgent::ProductTokenPrefix || d.agentMatch != AgentMatch::ExactToken)
        return true;
    return detail::productTokenPrefix(compared).size() == compared.size();
}

/// A crawler's name as the explanation shows it: `""` for the empty name (what a user types for
/// it), so that no sentence shows an empty pair of backticks.
std::string shownName(std::string_view name)
{
    return name.empty() ? std::string("\"\"") : std::string(name);
}

/// The character at which a reader that keeps only the leading `[A-Za-z_-]` of a User-agent
/// value (google/robotstxt's ExtractUserAgent; rfc9309 where RFC 9309 §2.2.1 is silent) cut
/// `value` at byte `at`, as a core text: "the digit `1`", "the non-ASCII character `Ü`", "a
/// space", "`/`". `english` is the text with its character filled in.
struct CutAt
{
    Text text;
    std::string character;
    std::string english;
};

CutAt cutAt(std::string_view value, std::size_t at)
{
    CutAt c;
    if (at >= value.size())
        return c;
    const auto byte = static_cast<unsigned char>(value[at]);
    if (byte >= 0x80) {
        const std::size_t n = detail::validUtf8Length(value, at);
        c.character = std::string(value.substr(at, n == 0 ? 1 : n));
        c.text = {"verdict.agent-cut.non-ascii", "the non-ASCII character `%1`"};
    } else if (byte >= '0' && byte <= '9') {
        c.character = std::string(1, value[at]);
        c.text = {"verdict.agent-cut.digit", "the digit `%1`"};
    } else if (byte == ' ' || byte == '\t') {
        c.text = {"verdict.agent-cut.space", "a space"};
    } else {
        c.character = std::string(1, value[at]);
        c.text = {"verdict.agent-cut.other", "`%1`"};
    }
    c.english = Message(c.text.id, c.text.english, {c.character}).toEnglish();
    return c;
}

/// The explanation's sentences about the User-agent lines: how the dialect read each one and
/// whether it names the crawler. Every line that names the crawler and every `*` line is listed;
/// of the others, the first few (a large file has hundreds).
void agentLineSentences(const Verdict &v, std::vector<Message> &out)
{
    constexpr std::size_t kOtherLinesShown = 6;
    constexpr std::size_t kLinesShown = 24;
    const Dialect &d = v.file.dialect();
    const std::string tokenLower = lowered(v.agentToken, d);
    std::size_t shown = 0;
    std::size_t othersShown = 0;
    std::size_t notShown = 0;
    for (const Group &g : v.file.groups()) {
        const bool chosen =
            std::any_of(v.groups.begin(), v.groups.end(), [&](const ChosenGroup &c) { return c.group == g.index; });
        for (const AgentLine &a : g.agents) {
            const std::string line = std::to_string(a.line);
            const std::string value(a.value);
            const bool cut = a.token != a.value && !a.star;
            // Read only up to the first character outside `[A-Za-z_-]`: say where, and that an
            // empty reading names only the empty agent (google/robotstxt compares the crawler's
            // name as given, so `User-agent: Ünicodebot`, read as empty, names the agent "").
            const bool cutToken = cut && d.fileAgent == FileAgent::ProductTokenPrefix;
            const CutAt where = cutToken ? cutAt(a.value, a.token.size()) : CutAt{};
            std::optional<Message> m;
            if (a.star) {
                if (d.starGroups == StarGroups::OrdinaryGlob)
                    m = msg("verdict.agent-line.star-glob", "Line %1 `User-agent: %2` matches every crawler",
                            {line, value});
                else
                    m = msg("verdict.agent-line.star",
                            "Line %1 `User-agent: %2` applies only when no group names the crawler", {line, value});
            } else if (const auto used = std::find_if(v.groups.begin(), v.groups.end(),
                                                      [&](const ChosenGroup &c) { return c.agentLine == a.line; });
                       used != v.groups.end()) {
                // The reason is a Text of its own, so that a translation translates it too.
                const std::string why(groupReasonText(used->reason).english);
                if (cutToken && a.token.empty())
                    m = withText(msg("verdict.agent-line.match-read-empty",
                                     "Line %1 `User-agent: %2` is read as an empty name by this dialect, as Google's "
                                     "library does (it stops at %3, the first character that is not a letter, `-` "
                                     "or `_`): it matches the empty agent",
                                     {line, value, where.english}),
                                 2, where.text, {where.character});
                else if (cutToken)
                    m = withText(
                        withText(msg("verdict.agent-line.match-read-at",
                                     "Line %1 `User-agent: %2` is read as `%3` (cut at %4) and names `%5`: %6",
                                     {line, value, std::string(a.token), where.english, shownName(v.agentToken), why}),
                                 3, where.text, {where.character}),
                        5, groupReasonText(used->reason));
                else if (cut)
                    m = withText(msg("verdict.agent-line.match-read",
                                     "Line %1 `User-agent: %2` is read as `%3` and names `%4`: %5",
                                     {line, value, std::string(a.token), shownName(v.agentToken), why}),
                                 4, groupReasonText(used->reason));
                else
                    m = withText(msg("verdict.agent-line.match", "Line %1 `User-agent: %2` names `%3`: %4",
                                     {line, value, shownName(v.agentToken), why}),
                                 3, groupReasonText(used->reason));
            } else if (d.agentMatch == AgentMatch::ExactNameThenSubstring) {
                // Python 3.15 looks names up over the whole file (pythonEntryLookup), not line by line.
                if (othersShown < kOtherLinesShown) {
                    ++othersShown;
                    m = msg("verdict.agent-line.not-used",
                            "Line %1 `User-agent: %2`: its group is not the one used for `%3`",
                            {line, value, shownName(v.agent)});
                }
            } else if (const auto reason = agentMatches(a, v.agentToken, tokenLower, d)) {
                const std::string why(groupReasonText(*reason).english);
                if (!chosen)
                    m = msg("verdict.agent-line.match-unused",
                            "Line %1 `User-agent: %2` names `%3` too, but its group is not the one this dialect uses",
                            {line, value, shownName(v.agentToken)});
                else if (cut)
                    m = withText(msg("verdict.agent-line.match-read",
                                     "Line %1 `User-agent: %2` is read as `%3` and names `%4`: %5",
                                     {line, value, std::string(a.token), shownName(v.agentToken), why}),
                                 4, groupReasonText(*reason));
                else
                    m = withText(msg("verdict.agent-line.match", "Line %1 `User-agent: %2` names `%3`: %4",
                                     {line, value, shownName(v.agentToken), why}),
                                 3, groupReasonText(*reason));
            } else if (cutToken && a.token.empty() && othersShown < kOtherLinesShown) {
                ++othersShown;
                m = withText(msg("verdict.agent-line.no-match-read-empty",
                                 "Line %1 `User-agent: %2` is read as an empty name by this dialect, as Google's "
                                 "library does (it stops at %3, the first character that is not a letter, `-` or "
                                 "`_`): it names only the empty agent, not `%4`, so its group does not apply",
                                 {line, value, where.english, shownName(v.agentToken)}),
                             2, where.text, {where.character});
            } else if (othersShown < kOtherLinesShown) {
                ++othersShown;
                if (cutToken)
                    m = withText(msg("verdict.agent-line.no-match-read-at",
                                     "Line %1 `User-agent: %2` is read as `%3` (cut at %4), which is not `%5`: its "
                                     "group does not apply",
                                     {line, value, std::string(a.token), where.english, shownName(v.agentToken)}),
                                 3, where.text, {where.character});
                else if (cut)
                    m = msg("verdict.agent-line.no-match-read",
                            "Line %1 `User-agent: %2` is read as `%3`, which is not `%4`: its group does not apply",
                            {line, value, std::string(a.token), shownName(v.agentToken)});
                else
                    m = msg("verdict.agent-line.no-match",
                            "Line %1 `User-agent: %2` does not name `%3`: its group does not apply",
                            {line, value, shownName(v.agentToken)});
            }
            if (m && shown < kLinesShown) {
                out.push_back(std::move(*m));
                ++shown;
            } else {
                ++notShown;
            }
        }
    }
    if (notShown > 0)
        out.push_back(msg("verdict.agent-line.more", "%1 more User-agent lines do not name `%2`",
                          {std::to_string(notShown), shownName(v.agentToken)}));
}

} // namespace

AgentNameReading readAgentName(const Dialect &d, std::string_view agent)
{
    AgentNameReading r;
    r.compared = callerToken(agent, d);
    if (agent == "*")
        return r;
    const std::string given(agent);
    const bool cutValues = d.fileAgent == FileAgent::ProductTokenPrefix && d.agentMatch == AgentMatch::ExactToken;
    if (cutValues && r.compared.empty()) {
        // google/robotstxt compares the caller's name as given, so the empty name equals every
        // value its ExtractUserAgent reads as empty: one that starts outside `[A-Za-z_-]`.
        r.note = msg("verdict.agent-note.empty",
                     "The crawler's name is empty. This dialect compares it as it is, as Google's library does, and "
                     "reads a User-agent value only up to its first character that is not a letter, `-` or `_`: a "
                     "value that starts with another character (a digit, a non-ASCII letter, as in "
                     "`User-agent: Ünicodebot`) is read as an empty name and names this crawler");
        return r;
    }
    if (!nameableByCutValues(d, r.compared)) {
        // google/robotstxt compares the caller's name as given; RFC 9309 §2.2.1 asks crawlers for a
        // product token but says nothing of other names, so rfc9309 does the same.
        const std::string_view prefix = detail::productTokenPrefix(r.compared);
        const CutAt where = cutAt(r.compared, prefix.size());
        if (prefix.empty())
            r.note = withText(msg("verdict.agent-note.not-a-token-empty",
                                  "`%1` is not a product token (letters, `-` and `_` only, RFC 9309 §2.2.1): it is "
                                  "compared as given, while every User-agent value is read only up to its first "
                                  "other character (`User-agent: %1` stops at %2 and is read as an empty name), so "
                                  "no group can name this crawler and the `*` group applies",
                                  {given, where.english}),
                              1, where.text, {where.character});
        else
            r.note = withText(msg("verdict.agent-note.not-a-token-at",
                                  "`%1` is not a product token (letters, `-` and `_` only, RFC 9309 §2.2.1): it is "
                                  "compared as given, while every User-agent value is read only up to its first "
                                  "other character (`User-agent: %1` is read as `%2`, cut at %3), so no group can "
                                  "name this crawler and the `*` group applies",
                                  {given, std::string(prefix), where.english}),
                              2, where.text, {where.character});
        return r;
    }
    if (r.compared.empty() && d.agentMatch == AgentMatch::GlobInName) {
        // The Ruby gem (seed 004) also matches a name that occurs in the value: the empty name
        // occurs in every value, so the first group in file order is the crawler's.
        r.note = msg("verdict.agent-note.empty-glob",
                     "The crawler's name is empty, and the Ruby gem also takes a name that occurs in a User-agent "
                     "value as a match: the empty name occurs in every value, so the first group in file order "
                     "applies");
        return r;
    }
    if (r.compared == agent)
        return r;
    if (d.agentMatch == AgentMatch::ExactNameThenSubstring) {
        // Python 3.15's _find_entry(): the whole name first, then the part before `/` in each entry.
        r.note = msg("verdict.agent-note.exact-then-before-slash",
                     "`%1` is looked up as it is first (the whole name, any case), then `%2` (everything before its "
                     "first `/`) is searched for each group's names",
                     {given, r.compared});
        return r;
    }
    switch (d.callerAgent) {
    case CallerAgent::AsGiven:
        break;
    case CallerAgent::ProductToken:
        r.note = r.compared.empty()
                     ? msg("verdict.agent-note.no-product-token",
                           "`%1` does not start with a product token (letters, `-` and `_`): the name compared is "
                           "empty",
                           {given})
                     : msg("verdict.agent-note.product-token",
                           "`%1` is compared as `%2`, the product token at its start", {given, r.compared});
        break;
    case CallerAgent::FirstWordNoVersion:
        r.note = r.compared.empty()
                     ? msg("verdict.agent-note.false-name",
                           "`%1` is not kept as a name (WWW::RobotRules ignores an empty name and "
                           "`0`): the name compared is empty",
                           {given})
                     : msg("verdict.agent-note.first-word",
                           "`%1` is compared as `%2`: its first word without the version", {given, r.compared});
        break;
    case CallerAgent::BeforeSlash:
        r.note = msg("verdict.agent-note.before-slash", "`%1` is compared as `%2`: everything before its first `/`",
                     {given, r.compared});
        break;
    }
    return r;
}

// ---------------------------------------------------------------------------------------------
// AgentRules

AgentRules::AgentRules()
{
    m_index = makeIndex(m_file, "*");
}

AgentRules::AgentRules(RobotsFile file, std::shared_ptr<const detail::AgentIndex> index)
    : m_file(std::move(file))
    , m_index(std::move(index))
{
}

const RobotsFile &AgentRules::file() const
{
    return m_file;
}
std::string_view AgentRules::agent() const
{
    return m_index->agent;
}
std::string_view AgentRules::agentToken() const
{
    return m_index->token;
}
std::span<const ChosenGroup> AgentRules::groups() const
{
    return m_index->groups;
}
std::optional<double> AgentRules::crawlDelay() const
{
    return m_index->crawlDelay;
}
std::uint32_t AgentRules::crawlDelayLine() const
{
    return m_index->crawlDelayLine;
}
std::optional<RequestRate> AgentRules::requestRate() const
{
    return m_index->requestRate;
}

Decision AgentRules::decide(std::string_view urlOrPath) const
{
    return decideIndexed(*m_index, urlOrPath, nullptr);
}

Verdict AgentRules::explain(std::string_view urlOrPath) const
{
    const AgentIndex &index = *m_index;
    const Dialect &d = *index.file->dialect;
    Verdict v;
    v.file = m_file;
    v.dialect = d;
    v.agent = index.agent;
    v.agentToken = index.token;
    v.url = std::string(urlOrPath);
    std::string_view path;
    const Decision dec = decideIndexed(index, urlOrPath, &path);
    v.path = std::string(path);
    v.access = dec.access;
    v.decider = dec.decider;
    v.groups = index.groups;
    const std::vector<Rule> &rules = index.file->rules;
    if (dec.decider != Decider::SchemeNotHttp && dec.decider != Decider::RobotsTxtAlwaysAllowed &&
        dec.decider != Decider::MalformedUrl) {
        // Every rule that matches: a rule matches only paths that start with its literal prefix,
        // so the candidates are the literal entries on the path's prefix chain and the windowed
        // rules whose prefix the path starts with — not every rule of the groups.
        std::vector<std::uint32_t> matched;
        for (std::int32_t e = index.entries.empty() ? -1 : longestPrefixEntry(index, v.path); e >= 0;
             e = index.entries[static_cast<std::size_t>(e)].parent) {
            const std::uint32_t end = index.endOf(static_cast<std::size_t>(e));
            for (std::uint32_t k = index.entries[static_cast<std::size_t>(e)].begin; k < end; ++k) {
                if (ruleMatches(rules[index.order[k]], v.path, d))
                    matched.push_back(index.order[k]);
            }
        }
        for (const AgentIndex::Windowed &w : index.windowed) {
            const Rule &r = rules[w.rule];
            if (startsWithBytes(v.path, r.normalised.data(), w.prefixLength) && ruleMatches(r, v.path, d))
                matched.push_back(w.rule);
        }
        std::sort(matched.begin(), matched.end()); // file order
        v.candidates.reserve(matched.size());
        for (const std::uint32_t ri : matched) {
            const Rule &r = rules[ri];
            v.candidates.push_back({ri, r.line, r.kind, r.pattern, r.normalised, shownWeight(r, v.path, d)});
        }
    }
    if (dec.rule >= 0) {
        const Rule &r = rules[static_cast<std::size_t>(dec.rule)];
        v.decidingRule = MatchedRule{
            static_cast<std::uint32_t>(dec.rule), r.line, r.kind, r.pattern, r.normalised, shownWeight(r, v.path, d)};
        for (const MatchedRule &c : v.candidates) {
            if (c.kind != r.kind)
                v.runnerUpLength = std::max(v.runnerUpLength, c.matchLength);
        }
    }
    if (d.aiPreferences && !index.file->preferences.empty())
        v.contentUsageLines = usagePreferences(*this, urlOrPath).contentUsageLines;
    return v;
}

std::vector<ChosenGroup> groupsFor(const RobotsFile &file, std::string_view agent)
{
    // rulesFor() without indexing the chosen groups' rules: the same resolveGroups().
    AgentIndex index;
    index.file = &detail::Internals::data(file);
    index.agent = std::string(agent);
    index.token = callerToken(agent, file.dialect());
    resolveGroups(index);
    return std::move(index.groups);
}

AgentRules rulesFor(const RobotsFile &file, std::string_view agent)
{
    // No cache here: the RobotsFile stays immutable, and the handle is what callers keep.
    return detail::Internals::makeRules(file, makeIndex(file, agent));
}

Verdict evaluate(const AgentRules &rules, std::string_view urlOrPath)
{
    return rules.explain(urlOrPath);
}

Verdict evaluate(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath)
{
    return rulesFor(file, agent).explain(urlOrPath);
}

bool isAllowed(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath)
{
    return rulesFor(file, agent).isAllowed(urlOrPath);
}

bool isAllowed(std::string_view body, std::string_view agent, std::string_view url, const Dialect &dialect)
{
    return rulesFor(parse(body, dialect), agent).isAllowed(url);
}

// ---------------------------------------------------------------------------------------------
// Explanations

std::string_view accessName(Access access)
{
    switch (access) {
    case Access::Allowed:
        return "allowed";
    case Access::Disallowed:
        return "disallowed";
    case Access::Unknown:
        return "unknown";
    }
    return "unknown";
}

Text groupReasonText(GroupReason reason)
{
    switch (reason) {
    case GroupReason::ExactToken:
        return {"verdict.group-reason.exact-token", "names the agent's product token"};
    case GroupReason::Substring:
        return {"verdict.group-reason.substring", "its User-agent value occurs in the agent's name"};
    case GroupReason::Glob:
        return {"verdict.group-reason.glob", "its User-agent pattern matches the agent's name"};
    case GroupReason::Family:
        return {"verdict.group-reason.family", "`Yandex` names every Yandex robot"};
    case GroupReason::FallbackStar:
        return {"verdict.group-reason.fallback-star", "no group names the agent, so `*` applies"};
    case GroupReason::StarGlob:
        return {"verdict.group-reason.star-glob", "`*` matches every agent and comes first in the file"};
    case GroupReason::RulesBeforeAgent:
        return {"verdict.group-reason.rules-before-agent", "rules before any User-agent line count as `*`"};
    case GroupReason::ExactName:
        return {"verdict.group-reason.exact-name", "its User-agent value is the agent's whole name"};
    }
    return {};
}

Text deciderText(Decider decider)
{
    switch (decider) {
    case Decider::LongestMatch:
        return {"verdict.decider.longest-match", "longest match"};
    case Decider::TieAllowWins:
        return {"verdict.decider.tie-allow-wins", "tie: allow wins"};
    case Decider::TieDisallowWins:
        return {"verdict.decider.tie-disallow-wins", "tie: disallow wins"};
    case Decider::FirstMatch:
        return {"verdict.decider.first-match", "first match in file order"};
    case Decider::LengthSortedLastWins:
        return {"verdict.decider.length-sorted", "sorted by length, the last rule that applies wins"};
    case Decider::AnyDisallow:
        return {"verdict.decider.any-disallow", "any matching Disallow decides"};
    case Decider::EmptyRuleAllowsAll:
        return {"verdict.decider.empty-rule", "an empty rule comes first and allows everything"};
    case Decider::NoMatchingRule:
        return {"verdict.decider.no-matching-rule", "no rule matches"};
    case Decider::NoGroup:
        return {"verdict.decider.no-group", "no group applies"};
    case Decider::RobotsTxtAlwaysAllowed:
        return {"verdict.decider.robots-txt", "/robots.txt is always allowed"};
    case Decider::SchemeNotHttp:
        return {"verdict.decider.scheme", "robots.txt applies only to http and https URLs"};
    case Decider::NoFreshRules:
        return {"verdict.decider.no-fresh-rules", "no fresh robots.txt rules for this origin"};
    case Decider::FetchAllowAll:
        return {"verdict.decider.fetch-allow-all", "the robots.txt fetch allows everything"};
    case Decider::FetchDisallowAll:
        return {"verdict.decider.fetch-disallow-all", "the robots.txt fetch disallows everything"};
    case Decider::MalformedUrl:
        return {"verdict.decider.malformed-url", "a URL urllib.parse cannot split matches no rule"};
    }
    return {};
}

Message Verdict::groupExplanation() const
{
    if (groups.empty())
        return msg("verdict.groups.none", "No group applies to %1", {shownName(agent)});
    if (groups.size() == 1) {
        const ChosenGroup &g = groups.front();
        if (g.reason == GroupReason::RulesBeforeAgent)
            return withText(msg("verdict.groups.rules-before-agent", "The rules before any User-agent line apply (%1)",
                                {std::string(groupReasonText(g.reason).english)}),
                            0, groupReasonText(g.reason));
        return withText(msg("verdict.groups.one", "Group of line %1 (User-agent: %2) applies to %3: %4",
                            {std::to_string(g.agentLine), std::string(g.agentValue), shownName(agentToken),
                             std::string(groupReasonText(g.reason).english)}),
                        3, groupReasonText(g.reason));
    }
    std::string lines;
    for (const ChosenGroup &g : groups) {
        if (!lines.empty())
            lines += ", ";
        lines += std::to_string(g.agentLine);
    }
    return withText(msg("verdict.groups.many", "%1 groups apply to %2 and are merged (lines %3): %4",
                        {std::to_string(groups.size()), shownName(agentToken), lines,
                         std::string(groupReasonText(groups.front().reason).english)}),
                    3, groupReasonText(groups.front().reason));
}

Message Verdict::precedenceExplanation() const
{
    const std::string line = decidingRule ? std::to_string(decidingRule->line) : std::string("0");
    const std::string length = decidingRule ? std::to_string(decidingRule->matchLength) : std::string("0");
    // "1 byte", not "1 bytes": `Disallow: /` matches with one byte, the commonest rule of all.
    // Each singular is a sentence of its own (a translation then says it its own way).
    const bool oneByte = decidingRule && decidingRule->matchLength == 1;
    switch (decider) {
    case Decider::LongestMatch:
        if (runnerUpLength > 0 || std::any_of(candidates.begin(), candidates.end(), [&](const MatchedRule &c) {
                return decidingRule && c.kind != decidingRule->kind;
            })) {
            if (oneByte)
                return msg("verdict.precedence.longest-match.one", "longest match: %1 byte beats %2",
                           {length, std::to_string(runnerUpLength)});
            return msg("verdict.precedence.longest-match", "longest match: %1 bytes beat %2",
                       {length, std::to_string(runnerUpLength)});
        }
        if (oneByte)
            return msg("verdict.precedence.longest-match-unopposed.one",
                       "longest match: %1 byte, no opposing rule matches", {length});
        return msg("verdict.precedence.longest-match-unopposed", "longest match: %1 bytes, no opposing rule matches",
                   {length});
    case Decider::TieAllowWins:
        if (oneByte)
            return msg("verdict.precedence.tie-allow-wins.one", "tie: allow wins (both %1 byte)", {length});
        return msg("verdict.precedence.tie-allow-wins", "tie: allow wins (both %1 bytes)", {length});
    case Decider::TieDisallowWins:
        if (oneByte)
            return msg("verdict.precedence.tie-disallow-wins.one", "tie: disallow wins (both %1 byte)", {length});
        return msg("verdict.precedence.tie-disallow-wins", "tie: disallow wins (both %1 bytes)", {length});
    case Decider::FirstMatch:
        return msg("verdict.precedence.first-match", "first match in file order: line %1", {line});
    case Decider::LengthSortedLastWins:
        if (oneByte)
            return msg("verdict.precedence.length-sorted.one",
                       "sorted by length, the last rule that applies wins: line %1 (%2 byte)", {line, length});
        return msg("verdict.precedence.length-sorted",
                   "sorted by length, the last rule that applies wins: line %1 (%2 bytes)", {line, length});
    case Decider::AnyDisallow:
        return msg("verdict.precedence.any-disallow", "a matching Disallow decides: line %1", {line});
    case Decider::EmptyRuleAllowsAll:
        return msg("verdict.precedence.empty-rule", "the empty rule of line %1 comes first and allows everything",
                   {line});
    case Decider::NoMatchingRule:
        return msg("verdict.precedence.no-match", "no rule matches: allowed");
    case Decider::NoGroup:
        return msg("verdict.precedence.no-group", "no group applies: allowed");
    case Decider::RobotsTxtAlwaysAllowed:
        return msg("verdict.precedence.robots-txt", "/robots.txt is always allowed (RFC 9309 §2.2.2)");
    case Decider::SchemeNotHttp:
        return msg("verdict.precedence.scheme", "robots.txt applies only to http and https URLs: allowed");
    case Decider::NoFreshRules:
        return msg("verdict.precedence.no-fresh-rules", "no fresh robots.txt rules for this origin: unknown");
    case Decider::FetchAllowAll:
        return msg("verdict.precedence.fetch-allow-all", "the robots.txt fetch outcome allows everything");
    case Decider::FetchDisallowAll:
        return msg("verdict.precedence.fetch-disallow-all", "the robots.txt fetch outcome disallows everything");
    case Decider::MalformedUrl:
        return msg("verdict.precedence.malformed-url",
                   "urllib.parse cannot split this URL (an unmatched bracket, or a bracketed host that is not an "
                   "IPv6 address), and a malformed URL matches no rule: allowed");
    }
    return {};
}

namespace {

/// The explanation's sentences about Content-Usage lines, when the file has any: the deciding
/// lines (dialect aipref), or that the dialect does not read them.
void usageSentences(const Verdict &v, std::vector<Message> &out)
{
    const auto prefs = v.file.preferences();
    const bool anyUsage = std::any_of(
        prefs.begin(), prefs.end(), [](const PreferenceLine &p) { return p.syntax == PreferenceSyntax::ContentUsage; });
    if (!anyUsage || v.access == Access::Unknown)
        return;
    const Dialect &d = v.dialect;
    if (!d.aiPreferences) {
        out.push_back(msg("verdict.usage.not-read",
                          "Content-Usage lines are not read by %1 (the aipref dialect reads them: "
                          "draft-ietf-aipref-attach-05, a working-group draft)",
                          {std::string(d.name)}));
        return;
    }
    if (v.access != Access::Allowed) {
        out.push_back(msg("verdict.usage.not-fetched",
                          "No usage preference applies: a preference applies only to URLs the crawler may fetch "
                          "(draft-ietf-aipref-attach-05)"));
        return;
    }
    if (v.contentUsageLines.empty()) {
        out.push_back(
            msg("verdict.usage.none", "No Content-Usage line of the chosen groups matches: no usage preference"));
        return;
    }
    for (const std::uint32_t n : v.contentUsageLines) {
        const Line *line = v.file.line(n);
        const std::string text =
            line ? std::string(v.file.slice(line->key)) + ": " + std::string(v.file.slice(line->value)) : std::string();
        out.push_back(msg("verdict.usage.deciding",
                          "Deciding Content-Usage: line %1 `%2` (longest matching path, draft-ietf-aipref-attach-05)",
                          {std::to_string(n), text}));
    }
}

} // namespace

std::vector<Message> Verdict::explanation() const
{
    std::vector<Message> out;
    const Dialect &d = dialect;
    const std::string dialectName(d.name);
    switch (access) {
    case Access::Allowed:
        out.push_back(
            msg("verdict.summary.allowed", "Allowed: %1 may fetch %2 (%3)", {shownName(agent), url, dialectName}));
        break;
    case Access::Disallowed:
        out.push_back(msg("verdict.summary.disallowed", "Disallowed: %1 may not fetch %2 (%3)",
                          {shownName(agent), url, dialectName}));
        break;
    case Access::Unknown:
        out.push_back(msg("verdict.summary.unknown", "Unknown: no fresh rules for %2 (%3)", {agent, url, dialectName}));
        break;
    }
    if (access != Access::Unknown && decider != Decider::FetchAllowAll && decider != Decider::FetchDisallowAll) {
        out.push_back(msg("verdict.path", "Compared path: %1", {path}));
        if (std::optional<Message> note = readAgentName(d, agent).note)
            out.push_back(std::move(*note));
        agentLineSentences(*this, out);
        out.push_back(groupExplanation());
        for (const MatchedRule &c : candidates) {
            const Rule &r = file.rules()[c.rule];
            if (c.matchLength == 1)
                out.push_back(msg("verdict.candidate.one", "Line %1 `%2` matches (%3 byte)",
                                  {std::to_string(c.line), ruleText(r), std::to_string(c.matchLength)}));
            else
                out.push_back(msg("verdict.candidate", "Line %1 `%2` matches (%3 bytes)",
                                  {std::to_string(c.line), ruleText(r), std::to_string(c.matchLength)}));
        }
    }
    out.push_back(precedenceExplanation());
    if (decidingRule) {
        const Rule &r = file.rules()[decidingRule->rule];
        out.push_back(msg("verdict.deciding-rule", "Deciding rule: line %1 `%2`",
                          {std::to_string(decidingRule->line), ruleText(r)}));
    }
    usageSentences(*this, out);
    out.push_back(
        withText(msg("verdict.dialect", "Dialect: %1 (%2)", {std::string(d.name), std::string(d.description.english)}),
                 1, d.description));
    return out;
}

std::string Verdict::describe() const
{
    std::string out;
    for (const Message &m : explanation()) {
        out += m.toEnglish();
        out += '\n';
    }
    return out;
}

} // namespace robots
