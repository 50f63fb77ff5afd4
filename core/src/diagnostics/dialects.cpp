// SPDX-License-Identifier: MIT
// R511: the dialects' verdicts compared on the file's own crawlers and paths. The other checks
// each look for one known cause of disagreement; this one asks the engine (rulesFor(),
// AgentRules::decide()) for every dialect's verdict and reports where they differ, whatever the
// cause — the 1994 standard's "cybermapper" example, where the Ruby gem takes the `*` group
// written first (seed 004: first matching group in file order), is found by no targeted check.
#include "diagnostics_internal.h"

#include "robots/verdict.h"

#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <unordered_set>
#include <vector>

namespace robots::diag {
namespace {

// The work is bounded so that lint() stays within its keystroke budget: W1 (500 KiB, 15,809
// rules; tools/dev bench) parsed and linted with every diagnostic in at most 10 ms. The check
// needs every dialect's parse of the whole file; on W1 the eight parses alone take about 17 ms
// (www-robotrules 6 ms, python-urllib 4 ms) against 6 ms for every other check, and with the
// agents and paths below the check costs about 5 ms at 64 KiB of the same recipe and 7 ms at
// 128 KiB (release build). So it compares files of up to kMaxBytes only (larger ones are left to
// `robotstxt compare`). Each agent costs one rulesFor() per dialect (O(groups + r log r) for its
// r rules) and each path one decide() per dialect; the caps keep that to a few hundred decisions.
constexpr std::size_t kMaxBytes = kWholeFileDialectsBytes;
constexpr std::size_t kMaxAgents = 12; ///< The file's first User-agent values compared.
/// Once rulesFor() has indexed this many rules (over every dialect; about 70 ns a rule), no
/// further agent is taken: crawlers that all fall back to one large `*` group cost its size eight
/// times each.
constexpr std::size_t kMaxRulesIndexed = 20000;
constexpr std::size_t kMaxPathsPerAgent = 24; ///< Paths tried per agent, `/` included.
// A webmaster wants each crawler's differences at a glance, not one line per path: one finding
// per (crawler, split of the dialects), a few per crawler and per file.
constexpr std::size_t kMaxFindingsPerAgent = 3;
constexpr std::size_t kMaxFindings = 8;

/// Names tried for "a crawler no group names", in order; the first that no dialect matches with
/// a group of its own is used.
constexpr std::array<std::string_view, 4> kOtherCrawlers{"ExampleBot", "SomeCrawler", "UnlistedSpider", "Qwxz"};

constexpr std::size_t kDialectCount = std::popcount(unsigned{kAllDialects}); ///< Every dialect, by DialectId.

struct Agent
{
    std::string name;
    const Line *line = nullptr; ///< The first User-agent line naming it; nullptr for the other crawler.
};

/// A concrete path a rule's pattern matches (RFC 9309 §2.2.3: `*` any run, a final `$` the end):
/// `*` becomes `x`, the final `$` is dropped. Empty for patterns that are not paths (R401, R402).
std::string concretePath(std::string_view pattern)
{
    if (!pattern.empty() && pattern.back() == '$')
        pattern.remove_suffix(1);
    if (pattern.empty() || (pattern.front() != '/' && pattern.front() != '*'))
        return {};
    std::string path;
    if (pattern.front() != '/')
        path += '/';
    for (const char c : pattern)
        path += c == '*' ? 'x' : c;
    return path;
}

/// The line of `ctx`'s own (rfc9309) line model where `file`'s line `number` starts: dialects
/// that split lines elsewhere (Python's splitlines) number them differently.
const Line &lineIn(const Context &ctx, const RobotsFile &file, std::uint32_t number)
{
    return ctx.lineAt(file.lines()[number - 1].content.offset);
}

/// True when no dialect gives `name` a group of its own (only `*`, or rules before any agent).
bool namedByNoGroup(const std::array<AgentRules, kDialectCount> &rules)
{
    for (const AgentRules &r : rules) {
        for (const ChosenGroup &g : r.groups()) {
            if (g.reason != GroupReason::FallbackStar && g.reason != GroupReason::StarGlob &&
                g.reason != GroupReason::RulesBeforeAgent)
                return false;
        }
    }
    return true;
}

/// One way the dialects split on the paths tried for an agent.
struct Split
{
    DialectMask allowed = 0;
    DialectMask disallowed = 0;
    std::string path;      ///< The first path split this way.
    std::size_t paths = 0; ///< Paths split this way.
    std::array<Decision, kDialectCount> decisions{};
};

/// A line that decides for some dialects: the rule that decided, or, when no rule of the group a
/// dialect chose matched, that group's User-agent line.
struct Place
{
    const Line *line = nullptr;
    bool rule = false;
    bool allowed = false;
    DialectMask dialects = 0;

    friend bool operator==(const Place &, const Place &) = default;
};

/// The deciding lines of `split`'s first path, in line order, dialects with the same line merged.
std::vector<Place> placesOf(const Context &ctx, const Split &split,
                            const std::array<const RobotsFile *, kDialectCount> &files,
                            const std::array<AgentRules, kDialectCount> &rules)
{
    std::vector<Place> places;
    for (std::size_t i = 0; i < kDialectCount; ++i) {
        const Decision &d = split.decisions[i];
        Place p;
        p.allowed = d.access == Access::Allowed;
        p.dialects = dialectBit(static_cast<DialectId>(i));
        if (d.rule >= 0) {
            p.line = &lineIn(ctx, *files[i], files[i]->rules()[static_cast<std::size_t>(d.rule)].line());
            p.rule = true;
        } else if (!rules[i].groups().empty() && rules[i].groups().front().agentLine != 0) {
            p.line = &lineIn(ctx, *files[i], rules[i].groups().front().agentLine);
        } else {
            continue; // no group: nothing in the file decides
        }
        auto same = std::find_if(places.begin(), places.end(), [&](const Place &q) {
            return q.line == p.line && q.rule == p.rule && q.allowed == p.allowed;
        });
        if (same != places.end())
            same->dialects |= p.dialects;
        else
            places.push_back(p);
    }
    std::stable_sort(places.begin(), places.end(),
                     [](const Place &a, const Place &b) { return a.line->number < b.line->number; });
    return places;
}

/// What makes two crawlers' splits the same story: the same sides, decided by the same rules
/// (each crawler's own User-agent line, where no rule matched, does not count).
bool sameStory(const Split &a, const std::vector<Place> &aPlaces, const Split &b, const std::vector<Place> &bPlaces)
{
    if (a.allowed != b.allowed)
        return false;
    auto rulesOnly = [](const std::vector<Place> &places) {
        std::vector<Place> out;
        for (const Place &p : places) {
            if (p.rule)
                out.push_back(p);
        }
        return out;
    };
    return rulesOnly(aPlaces) == rulesOnly(bPlaces);
}

/// A finding to be made: a crawler's split, and the crawlers after it whose split is the same.
struct Pending
{
    const Agent *agent = nullptr;
    Split split;
    std::vector<Place> places;
    std::vector<const Agent *> alike;
};

void reportSplit(Context &ctx, const Agent &agent, const Split &split, const std::vector<Place> &places,
                 const std::vector<const Agent *> &alike)
{
    // The finding concerns the dialects that read the file differently from the others: the
    // smaller side (the disallowing one on a tie).
    const int allowedCount = std::popcount(static_cast<unsigned>(split.allowed));
    const int disallowedCount = std::popcount(static_cast<unsigned>(split.disallowed));
    const DialectMask odd = allowedCount < disallowedCount ? split.allowed : split.disallowed;

    // Where the finding sits: the crawler's own User-agent line, or, for a crawler no group
    // names, the first `User-agent: *` line (else the first line that disallows it).
    const Line *at = agent.line;
    for (std::size_t i = 0; !at && i < ctx.parsedLineCount(); ++i) {
        const Line &line = ctx.lines()[i];
        if (line.kind == LineKind::UserAgent && ctx.text(line.value) == "*")
            at = &line;
    }
    for (const Place &p : places) {
        if (!at && p.rule && !p.allowed)
            at = p.line;
    }
    if (!at)
        at = &ctx.lines().front();
    const Span where = agent.line ? ctx.span(*at, at->value) : ctx.span(*at);
    const std::string name = backticked(agent.name);
    const std::string path = backticked(split.path);
    const std::string allowedBy = dialectList(split.allowed);
    const std::string disallowedBy = dialectList(split.disallowed);
    Message m;
    if (agent.line) {
        m = split.paths > 1 ? msg("diag.R511.more",
                                  "Dialects disagree for %1 on %2 (and on %5 more of the paths tried): allowed by "
                                  "%3, disallowed by %4",
                                  name, path, allowedBy, disallowedBy, decimal(split.paths - 1))
                            : msg("diag.R511", "Dialects disagree for %1 on %2: allowed by %3, disallowed by %4", name,
                                  path, allowedBy, disallowedBy);
    } else {
        m = split.paths > 1 ? msg("diag.R511.other-more",
                                  "Dialects disagree for a crawler no group names (%1) on %2 (and on %5 more of the "
                                  "paths tried): allowed by %3, disallowed by %4",
                                  name, path, allowedBy, disallowedBy, decimal(split.paths - 1))
                            : msg("diag.R511.other",
                                  "Dialects disagree for a crawler no group names (%1) on %2: allowed by %3, "
                                  "disallowed by %4",
                                  name, path, allowedBy, disallowedBy);
    }
    Diagnostic *d = ctx.report(CheckId::DialectsDisagree, where, odd, std::move(m));
    if (!d)
        return;
    for (const Place &p : places) {
        const std::string &names = dialectList(p.dialects);
        Message note = !p.rule     ? msg("diag.R511.no-rule",
                                         "Chosen by %1: no rule of this group matches, so the path is allowed", names)
                       : p.allowed ? msg("diag.R511.allows", "Allows it for %1", names)
                                   : msg("diag.R511.disallows", "Disallows it for %1", names);
        d->related.push_back({ctx.span(*p.line), std::move(note)});
    }
    for (const Agent *other : alike) {
        d->related.push_back(
            {ctx.span(*other->line, other->line->value),
             msg("diag.R511.alike", "The dialects split the same way for %1", backticked(other->name))});
    }
}

} // namespace

void runDialectChecks(Context &ctx)
{
    if (!ctx.wants(CheckId::DialectsDisagree) || ctx.lines().empty() || ctx.text().size() > kMaxBytes)
        return;

    // The crawlers: a crawler no group names first (what most crawlers get), then every
    // User-agent value of the file (ASCII case ignored), in file order.
    std::vector<Agent> agents;
    for (std::size_t i = 0; i < ctx.parsedLineCount() && agents.size() < kMaxAgents; ++i) {
        const Line &line = ctx.lines()[i];
        if (line.kind != LineKind::UserAgent)
            continue;
        const std::string_view value = ctx.text(line.value);
        if (value.empty() || value == "*")
            continue;
        if (std::none_of(agents.begin(), agents.end(),
                         [&](const Agent &a) { return detail::equalsIgnoreCaseAscii(a.name, value); }))
            agents.push_back({std::string(value), &line});
    }

    std::array<const RobotsFile *, kDialectCount> files{};
    for (const Dialect &d : allDialects())
        files[static_cast<std::size_t>(d.id())] = &ctx.file(d.id());
    std::size_t indexed = 0; // rules indexed by rulesFor() so far, over every dialect
    auto rulesOf = [&](std::string_view name) {
        std::array<AgentRules, kDialectCount> rules;
        for (std::size_t i = 0; i < kDialectCount; ++i) {
            rules[i] = rulesFor(*files[i], name);
            for (const ChosenGroup &g : rules[i].groups())
                indexed += files[i]->groups()[g.group].rules.size();
        }
        return rules;
    };

    // Lines that a line or path check (R2xx, R4xx) reports: there the dialects read the line
    // itself differently (a typo only Google accepts, a `*` some take literally), and that
    // finding, on the line, already tells the story. A split decided only by such lines is left
    // to it (a finding the options filter out explains nothing: then this check tells).
    std::unordered_set<std::uint32_t> explainedLines;
    ctx.forEachFinding([&](const Check *check, std::uint32_t line) {
        if (check->category == CheckCategory::Lines || check->category == CheckCategory::Paths)
            explainedLines.insert(line);
    });
    const auto explained = [&](const std::vector<Place> &places) {
        bool anyRule = false;
        for (const Place &p : places) {
            if (!p.rule)
                continue;
            anyRule = true;
            if (!explainedLines.contains(p.line->number))
                return false;
        }
        return anyRule;
    };

    // The findings, made at the end: a crawler whose split tells the same story as one found
    // before (agents of one group, or of groups alike) is named in that finding instead.
    std::vector<Pending> pending;
    pending.reserve(kMaxFindings);
    auto compare = [&](const Agent &agent, const std::array<AgentRules, kDialectCount> &rules) {
        // The paths: `/`, then a concrete path for each rule of the groups any dialect chose for
        // this crawler, in file order; each dialect's first kMaxPathsPerAgent are enough, as
        // their union is cut to that many.
        std::vector<std::pair<std::uint32_t, std::string>> candidates;
        for (std::size_t i = 0; i < kDialectCount; ++i) {
            std::size_t taken = 0;
            for (const ChosenGroup &g : rules[i].groups()) {
                for (const std::uint32_t r : files[i]->groups()[g.group].rules) {
                    if (taken >= kMaxPathsPerAgent)
                        break;
                    const Rule &rule = files[i]->rules()[r];
                    if (rule.origin() != RuleOrigin::Written)
                        continue;
                    // Rules past the byte limit are R102's story: dialects that cut never see them.
                    const std::uint32_t line = lineIn(ctx, *files[i], rule.line()).number;
                    std::string path = concretePath(rule.pattern());
                    if (!path.empty() && line <= ctx.parsedLineCount()) {
                        candidates.emplace_back(line, std::move(path));
                        ++taken;
                    }
                }
            }
        }
        std::stable_sort(candidates.begin(), candidates.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        std::vector<std::string> paths{"/"};
        std::unordered_set<std::string> seen{"/"};
        for (auto &c : candidates) {
            if (paths.size() >= kMaxPathsPerAgent)
                break;
            if (seen.insert(c.second).second)
                paths.push_back(std::move(c.second));
        }

        std::vector<Split> splits;
        for (const std::string &path : paths) {
            Split s;
            for (std::size_t i = 0; i < kDialectCount; ++i) {
                s.decisions[i] = rules[i].decide(path);
                (s.decisions[i].access == Access::Allowed ? s.allowed : s.disallowed) |=
                    dialectBit(static_cast<DialectId>(i));
            }
            if (!s.allowed || !s.disallowed)
                continue;
            auto same =
                std::find_if(splits.begin(), splits.end(), [&](const Split &o) { return o.allowed == s.allowed; });
            if (same != splits.end()) {
                ++same->paths;
                continue;
            }
            s.path = path;
            s.paths = 1;
            splits.push_back(s);
        }
        std::size_t forAgent = 0;
        for (Split &split : splits) {
            std::vector<Place> places = placesOf(ctx, split, files, rules);
            auto same = std::find_if(pending.begin(), pending.end(),
                                     [&](const Pending &p) { return sameStory(p.split, p.places, split, places); });
            if (same != pending.end()) {
                if (agent.line && same->agent != &agent &&
                    std::find(same->alike.begin(), same->alike.end(), &agent) == same->alike.end())
                    same->alike.push_back(&agent);
                continue;
            }
            if (forAgent >= kMaxFindingsPerAgent || pending.size() >= kMaxFindings || explained(places))
                continue;
            pending.push_back({&agent, std::move(split), std::move(places), {}});
            ++forAgent;
        }
    };

    // A crawler the file does not name: the `*` groups (or none) as each dialect picks them.
    Agent other;
    for (const std::string_view name : kOtherCrawlers) {
        const std::array<AgentRules, kDialectCount> rules = rulesOf(name);
        if (namedByNoGroup(rules)) {
            other.name = std::string(name);
            compare(other, rules);
            break;
        }
    }
    for (const Agent &agent : agents) {
        if (indexed > kMaxRulesIndexed)
            break;
        compare(agent, rulesOf(agent.name));
    }
    for (const Pending &p : pending)
        reportSplit(ctx, *p.agent, p.split, p.places, p.alike);
}

} // namespace robots::diag
