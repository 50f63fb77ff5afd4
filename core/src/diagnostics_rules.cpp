// SPDX-License-Identifier: MIT
// R5xx: rules against each other within a group — duplicates, ties, rules first-match readers
// never reach, redundant rules — and what a set of rules means (everything blocked, resources
// blocked, secrets published, Google-only equivalences).
#include "diagnostics_internal.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace robots::diag {
namespace {

bool isLiteralPrefix(std::string_view p, bool wildcards)
{
    if (!wildcards)
        return true;
    return p.find('*') == std::string_view::npos && !p.ends_with('$');
}

/// Patterns as prefix keys: the comparison form, trailing `*` dropped when they are wildcards.
struct Keyed
{
    std::string_view key;
    const Rule *rule;
    bool literal;
};

std::string_view stripTrailingStars(std::string_view p)
{
    while (!p.empty() && p.back() == '*')
        p.remove_suffix(1);
    return p;
}

/// Rules of one group sorted by key, so that every rule's prefixes come before it and a prefix's
/// extensions form one contiguous run after it.
std::vector<Keyed> sortedGroupRules(const RobotsFile &f, const Group &g, bool wildcards, bool useNormalised)
{
    std::vector<Keyed> out;
    out.reserve(g.rules.size());
    for (std::uint32_t r : g.rules) {
        const Rule &rule = f.rules()[r];
        if (rule.status != RuleStatus::Active || rule.allowsEverything || rule.origin != RuleOrigin::Written)
            continue;
        std::string_view key = useNormalised ? rule.normalised : rule.pattern;
        if (key.empty())
            continue;
        if (wildcards)
            key = stripTrailingStars(key);
        if (key.empty())
            continue;
        out.push_back({key, &rule, isLiteralPrefix(key, wildcards)});
    }
    std::stable_sort(out.begin(), out.end(), [](const Keyed &a, const Keyed &b) { return a.key < b.key; });
    return out;
}

/// For every rule B of a group, the earliest (file order) rule A of the other kind whose literal
/// key is a strict prefix of B's key: A matches every path B matches, so a first-match reader
/// never lets B decide. O(r log r).
std::vector<std::pair<const Rule *, const Rule *>> shadowedPairs(const RobotsFile &f, const Group &g, bool wildcards,
                                                                 bool useNormalised)
{
    std::vector<std::pair<const Rule *, const Rule *>> pairs;
    const std::vector<Keyed> sorted = sortedGroupRules(f, g, wildcards, useNormalised);
    struct Entry
    {
        std::string_view key;
        const Rule *earliest[2]; // by kind: the earliest rule among this entry and its ancestors
    };
    std::vector<Entry> stack;
    for (const Keyed &b : sorted) {
        while (!stack.empty() && !b.key.starts_with(stack.back().key))
            stack.pop_back();
        // Ancestors strictly shorter than B.
        std::size_t top = stack.size();
        while (top > 0 && stack[top - 1].key.size() == b.key.size())
            --top;
        const int other = b.rule->kind == RuleKind::Allow ? 1 : 0;
        if (top > 0) {
            const Rule *a = stack[top - 1].earliest[other];
            if (a && a->line < b.rule->line)
                pairs.emplace_back(a, b.rule);
        }
        if (b.literal) {
            Entry e{b.key, {nullptr, nullptr}};
            if (top > 0) {
                e.earliest[0] = stack[top - 1].earliest[0];
                e.earliest[1] = stack[top - 1].earliest[1];
            }
            const int own = b.rule->kind == RuleKind::Allow ? 0 : 1;
            if (!e.earliest[own] || b.rule->line < e.earliest[own]->line)
                e.earliest[own] = b.rule;
            stack.push_back(e);
        }
    }
    return pairs;
}

TextEdit deleteLine(const Context &ctx, const Line &line)
{
    if (line.ending == LineEnding::None && line.number > 1) {
        const Line &prev = ctx.line(line.number - 1);
        return TextEdit{ByteRange{prev.content.end(), line.content.end() - prev.content.end()}, ""};
    }
    return TextEdit{line.withTerminator(), ""};
}

QuickFix deleteLineFix(const Context &ctx, const Line &line, bool safe)
{
    return fix(msg("fix.delete-line", "Delete line %1", {std::to_string(line.number)}), {deleteLine(ctx, line)}, safe);
}

void checkDuplicatesAndTies(Context &ctx, const Group &g)
{
    const RobotsFile &rfc = ctx.rfc();
    std::map<std::pair<RuleKind, std::string_view>, std::uint32_t> seen;
    std::unordered_map<std::string_view, std::pair<std::uint32_t, std::uint32_t>>
        kinds; // pattern → (allow, disallow) lines
    for (std::uint32_t r : g.rules) {
        const Rule &rule = rfc.rules()[r];
        if (rule.origin != RuleOrigin::Written)
            continue;
        const Line &line = ctx.line(rule.line);
        auto [it, inserted] = seen.try_emplace({rule.kind, rule.pattern}, rule.line);
        if (!inserted) {
            if (Diagnostic *d = ctx.report(CheckId::DuplicateRule, ctx.span(line), kAllDialects,
                                           msg("diag.R501", "Duplicate of line %1", {std::to_string(it->second)}))) {
                d->related.push_back({ctx.span(ctx.line(it->second)), msg("diag.R501.first", "The first copy")});
                d->fixes.push_back(deleteLineFix(ctx, line, true));
            }
            continue;
        }
        if (rule.pattern.empty())
            continue;
        auto &k = kinds[rule.pattern];
        (rule.kind == RuleKind::Allow ? k.first : k.second) = rule.line;
        if (!(k.first && k.second) || (k.first != rule.line && k.second != rule.line))
            continue;
        // Both kinds now exist for this pattern: what does each reader do with the tie?
        const std::uint32_t allowLine = k.first, disallowLine = k.second;
        const bool allowFirst = allowLine < disallowLine;
        DialectMask allowed = 0, disallowed = 0;
        for (const Dialect &d : allDialects()) {
            const bool knowsAllow = d.recognises(keyBit(LineKind::Allow)) && d.uses(keyBit(LineKind::Allow));
            bool allow;
            if (!knowsAllow || d.precedence == Precedence::AnyDisallow)
                allow = false;
            else if (d.precedence == Precedence::FirstMatch)
                allow = allowFirst;
            else
                allow = d.tieBreak != TieBreak::DisallowWins;
            (allow ? allowed : disallowed) |= dialectBit(d.id);
        }
        if (!allowed || !disallowed)
            continue;
        if (Diagnostic *d = ctx.report(CheckId::AllowDisallowSame, ctx.span(line), kAllDialects,
                                       msg("diag.R502",
                                           "Allow (line %1) and Disallow (line %2) with the same pattern "
                                           "%3: allowed for %4, disallowed for %5",
                                           {std::to_string(allowLine), std::to_string(disallowLine),
                                            quoted(rule.pattern), dialectList(allowed), dialectList(disallowed)}))) {
            const Line &other = ctx.line(rule.line == allowLine ? disallowLine : allowLine);
            d->related.push_back({ctx.span(other), msg("diag.R502.other", "The rule it ties with")});
            d->fixes.push_back(
                fix(msg("fix.R502.allow", "Keep the Allow (delete line %1)", {std::to_string(disallowLine)}),
                    {deleteLine(ctx, ctx.line(disallowLine))}, false));
            d->fixes.push_back(
                fix(msg("fix.R502.disallow", "Keep the Disallow (delete line %1)", {std::to_string(allowLine)}),
                    {deleteLine(ctx, ctx.line(allowLine))}, false));
        }
    }
}

void checkShadowed(Context &ctx)
{
    const RobotsFile &rfc = ctx.rfc();
    // Cheap test on the rfc9309 groups first: only parse the first-match readers when a broader
    // rule of the other kind comes before a narrower one somewhere.
    bool candidate = false;
    for (const Group &g : rfc.groups()) {
        if (!shadowedPairs(rfc, g, true, false).empty() || !shadowedPairs(rfc, g, false, false).empty()) {
            candidate = true;
            break;
        }
    }
    if (!candidate)
        return;
    struct Finding
    {
        DialectMask dialects = 0;
        std::uint32_t aLine = 0;
    };
    std::map<std::uint32_t, Finding> byLine;
    for (const Dialect &d : allDialects()) {
        if (d.precedence != Precedence::FirstMatch || !(dialectSets().allowKnown & dialectBit(d.id)))
            continue;
        if (!ctx.concerns(dialectBit(d.id)))
            continue;
        const RobotsFile &f = ctx.file(d.id);
        for (const Group &g : f.groups()) {
            for (const auto &[a, b] : shadowedPairs(f, g, d.wildcards, true)) {
                Finding &fnd = byLine[b->line];
                fnd.dialects |= dialectBit(d.id);
                if (!fnd.aLine || a->line < fnd.aLine)
                    fnd.aLine = a->line;
            }
        }
    }
    for (const auto &[bLine, fnd] : byLine) {
        if (bLine > ctx.parsedLineCount() || fnd.aLine > ctx.parsedLineCount())
            continue;
        const Line &b = ctx.line(bLine);
        const Line &a = ctx.line(fnd.aLine);
        if (Diagnostic *d =
                ctx.report(CheckId::ShadowedRule, ctx.span(b), fnd.dialects,
                           msg("diag.R503",
                               "Never decides for %1: %2 on line %3 matches first (first match "
                               "wins there); RFC 9309 readers apply this rule (longest match)",
                               {dialectList(fnd.dialects), quoted(ctx.text(a.content)), std::to_string(a.number)}))) {
            d->related.push_back({ctx.span(a), msg("diag.R503.first", "The broader rule first-match readers stop at")});
            std::string moved(ctx.text(b.content));
            moved += ctx.eol();
            d->fixes.push_back(
                fix(msg("fix.R503", "Move line %1 above line %2", {std::to_string(b.number), std::to_string(a.number)}),
                    {TextEdit{ByteRange{a.content.offset, 0}, std::move(moved)}, deleteLine(ctx, b)}, false));
        }
    }
}

void checkEmptyFirst(Context &ctx, const Group &g)
{
    const RobotsFile &rfc = ctx.rfc();
    const Rule *empty = nullptr;
    for (std::uint32_t r : g.rules) {
        const Rule &rule = rfc.rules()[r];
        if (rule.origin != RuleOrigin::Written)
            continue;
        if (!empty) {
            if (rule.kind == RuleKind::Disallow && rule.pattern.empty())
                empty = &rule;
            continue;
        }
        if (rule.kind == RuleKind::Disallow && rule.status == RuleStatus::Active && !rule.pattern.empty()) {
            const Line &line = ctx.line(empty->line);
            const DialectMask affected = dialectSets().emptyAllowsAll;
            if (Diagnostic *d =
                    ctx.report(CheckId::EmptyRuleFirst, ctx.span(line), affected,
                               msg("diag.R504",
                                   "Empty `Disallow:` before other rules: %1 read it as "
                                   "\"allow everything\" and stop there, so %2 (line %3) and "
                                   "the rules after it never apply for them",
                                   {dialectList(affected), quoted(rule.pattern), std::to_string(rule.line)}))) {
                d->related.push_back(
                    {ctx.span(ctx.line(rule.line)), msg("diag.R504.dead", "A rule that never applies")});
                d->fixes.push_back(deleteLineFix(ctx, line, true));
            }
            return;
        }
    }
}

void checkRedundant(Context &ctx, const Group &g)
{
    const RobotsFile &rfc = ctx.rfc();
    const std::vector<Keyed> sorted = sortedGroupRules(rfc, g, true, false);
    if (sorted.size() < 2)
        return;
    // Opposite-kind wildcard rules can match inside any subtree: give up on such groups.
    bool wildcardAllow = false, wildcardDisallow = false;
    for (const Keyed &k : sorted) {
        if (!k.literal)
            (k.rule->kind == RuleKind::Allow ? wildcardAllow : wildcardDisallow) = true;
    }
    // Prefix sums of each kind in sorted order.
    std::vector<std::uint32_t> allows(sorted.size() + 1, 0), disallows(sorted.size() + 1, 0);
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        allows[i + 1] = allows[i] + (sorted[i].rule->kind == RuleKind::Allow);
        disallows[i + 1] = disallows[i] + (sorted[i].rule->kind == RuleKind::Disallow);
    }
    auto subtreeEnd = [&](std::size_t pos) {
        const std::string_view key = sorted[pos].key;
        return static_cast<std::size_t>(std::partition_point(sorted.begin() + static_cast<std::ptrdiff_t>(pos),
                                                             sorted.end(),
                                                             [&](const Keyed &k) { return k.key.starts_with(key); }) -
                                        sorted.begin());
    };
    std::vector<std::size_t> stack; // positions of literal ancestors
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const Keyed &b = sorted[i];
        while (!stack.empty() && !b.key.starts_with(sorted[stack.back()].key))
            stack.pop_back();
        const bool allowB = b.rule->kind == RuleKind::Allow;
        const bool oppositeWildcards = allowB ? wildcardDisallow : wildcardAllow;
        for (std::size_t s = stack.size(); s-- > 0 && !oppositeWildcards;) {
            const Keyed &a = sorted[stack[s]];
            if (a.key.size() == b.key.size() || a.rule->kind != b.rule->kind)
                continue;
            if (a.rule->line > b.rule->line)
                continue;
            const std::size_t end = subtreeEnd(stack[s]);
            const std::uint32_t opposite =
                allowB ? disallows[end] - disallows[stack[s]] : allows[end] - allows[stack[s]];
            if (opposite == 0) {
                const Line &line = ctx.line(b.rule->line);
                if (Diagnostic *d = ctx.report(
                        CheckId::RedundantRule, ctx.span(line), kAllDialects,
                        msg("diag.R505",
                            "Already covered by %1 on line %2: every reader gives "
                            "the same verdict without this rule",
                            {quoted(ctx.text(ctx.line(a.rule->line).content)), std::to_string(a.rule->line)}))) {
                    d->related.push_back(
                        {ctx.span(ctx.line(a.rule->line)), msg("diag.R505.broader", "The broader rule")});
                    d->fixes.push_back(deleteLineFix(ctx, line, true));
                }
            }
            break; // shallower ancestors have larger subtrees: they cannot do better
        }
        if (b.literal)
            stack.push_back(i);
    }
}

bool isEverything(std::string_view p)
{
    return p == "/" || p == "/*" || p == "*" || p == "/*$";
}

void checkDisallowAll(Context &ctx)
{
    const RobotsFile &rfc = ctx.rfc();
    std::size_t specific = 0;
    for (const Group &g : rfc.groups())
        specific += !g.hasStar && !g.agents.empty();
    for (const Group &g : rfc.groups()) {
        if (!g.hasStar)
            continue;
        const Rule *all = nullptr;
        bool allows = false;
        for (std::uint32_t r : g.rules) {
            const Rule &rule = rfc.rules()[r];
            if (rule.status != RuleStatus::Active || rule.origin != RuleOrigin::Written)
                continue;
            if (rule.kind == RuleKind::Allow && !rule.pattern.empty())
                allows = true;
            if (rule.kind == RuleKind::Disallow && isEverything(rule.pattern) && !all)
                all = &rule;
        }
        if (all && !allows) {
            ctx.report(CheckId::DisallowAll, ctx.span(ctx.line(all->line)), kAllDialects,
                       specific ? msg("diag.R506.others",
                                      "Every crawler without a group of its own is blocked from the "
                                      "whole site (%1 group(s) name specific crawlers)",
                                      {std::to_string(specific)})
                                : msg("diag.R506", "Every crawler is blocked from the whole site"));
            return;
        }
    }
}

bool hasExtension(std::string_view p, std::string_view ext)
{
    std::size_t at = p.find(ext);
    while (at != std::string_view::npos) {
        const std::size_t after = at + ext.size();
        if (after == p.size() || p[after] == '$' || p[after] == '?' || p[after] == '*')
            return true;
        at = p.find(ext, at + 1);
    }
    return false;
}

std::string resourceKind(std::string_view pattern)
{
    const std::string p = lower(pattern);
    if (hasExtension(p, ".css") || p.find("/css/") != std::string::npos || p.find("/styles/") != std::string::npos ||
        p.find("/stylesheets/") != std::string::npos)
        return "CSS";
    if (hasExtension(p, ".js") || p.find("/js/") != std::string::npos || p.find("/javascript/") != std::string::npos ||
        p.find("/scripts/") != std::string::npos)
        return "JavaScript";
    for (std::string_view ext : {".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp"}) {
        if (hasExtension(p, ext))
            return "images";
    }
    if (p.find("/images/") != std::string::npos || p.find("/img/") != std::string::npos)
        return "images";
    for (std::string_view dir : {"/assets/", "/static/", "/wp-includes/", "/wp-content/"}) {
        if (p.starts_with(dir) || p.find(dir) != std::string::npos)
            return "static assets";
    }
    return {};
}

void checkResources(Context &ctx, const Group &g)
{
    const RobotsFile &rfc = ctx.rfc();
    bool renders = g.hasStar;
    for (const AgentLine &a : g.agents) {
        const std::string v = lower(a.value);
        renders = renders || v.starts_with("googlebot") || v.starts_with("bingbot");
    }
    if (!renders)
        return;
    bool reopened = false;
    for (std::uint32_t r : g.rules) {
        const Rule &rule = rfc.rules()[r];
        if (rule.kind == RuleKind::Allow && !resourceKind(rule.pattern).empty())
            reopened = true;
    }
    if (reopened)
        return;
    for (std::uint32_t r : g.rules) {
        const Rule &rule = rfc.rules()[r];
        if (rule.kind != RuleKind::Disallow || rule.status != RuleStatus::Active || rule.origin != RuleOrigin::Written)
            continue;
        const std::string what = resourceKind(rule.pattern);
        if (what.empty())
            continue;
        const Line &line = ctx.line(rule.line);
        ctx.report(CheckId::BlocksResources, ctx.span(line, line.value), checkOf(CheckId::BlocksResources).dialects,
                   msg("diag.R507",
                       "%1 blocks %2: Google renders pages with them, and blocked resources make pages "
                       "look broken to it",
                       {quoted(rule.pattern), what}));
    }
}

std::string secretWord(std::string_view pattern)
{
    const std::string p = lower(pattern);
    static constexpr std::string_view kSegments[] = {
        "admin",  "backup",      "backups",    "bak",  "secret",  "secrets",       "passwords", "password",
        "passwd", "credentials", "phpmyadmin", "dump", "staging", "private-files", "db-backup", "database"};
    static constexpr std::string_view kPrefixes[] = {".git", ".svn",   ".hg",    ".env",   ".ht",
                                                     ".ssh", "backup", "admin-", "admin_", "secret"};
    static constexpr std::string_view kSuffixes[] = {".sql", ".bak", ".old", ".swp", ".key", ".pem", ".env"};
    std::size_t start = 0;
    while (start < p.size()) {
        std::size_t end = p.find('/', start);
        if (end == std::string::npos)
            end = p.size();
        std::string_view seg = std::string_view(p).substr(start, end - start);
        while (!seg.empty() && (seg.front() == '*'))
            seg.remove_prefix(1);
        while (!seg.empty() && (seg.back() == '*' || seg.back() == '$'))
            seg.remove_suffix(1);
        for (std::string_view s : kSegments) {
            if (seg == s)
                return std::string(seg);
        }
        for (std::string_view s : kPrefixes) {
            if (seg.starts_with(s))
                return std::string(seg);
        }
        for (std::string_view s : kSuffixes) {
            if (seg.size() > s.size() && seg.ends_with(s))
                return std::string(seg);
        }
        start = end + 1;
    }
    return {};
}

void checkSecrets(Context &ctx)
{
    for (const Rule &rule : ctx.rfc().rules()) {
        if (rule.kind != RuleKind::Disallow || rule.origin != RuleOrigin::Written || rule.pattern.empty() ||
            rule.line > ctx.parsedLineCount())
            continue;
        const std::string word = secretWord(rule.pattern);
        if (word.empty())
            continue;
        const Line &line = ctx.line(rule.line);
        ctx.report(CheckId::SecretPath, ctx.span(line, line.value), kAllDialects,
                   msg("diag.R508",
                       "%1 tells everyone where %2 is: robots.txt is public and does not protect it (RFC "
                       "9309 §3)",
                       {quoted(rule.pattern), quoted(word)}));
    }
}

void checkIndexHtml(Context &ctx, const Group &g)
{
    const RobotsFile &rfc = ctx.rfc();
    DialectMask extends = 0;
    for (const Dialect &d : allDialects()) {
        if (d.indexHtmlAllowsDirectory)
            extends |= dialectBit(d.id);
    }
    if (!extends)
        return;
    for (std::uint32_t r : g.rules) {
        const Rule &allow = rfc.rules()[r];
        if (allow.kind != RuleKind::Allow || allow.status != RuleStatus::Active ||
            allow.origin != RuleOrigin::Written || allow.hasWildcard)
            continue;
        std::string_view dir;
        if (allow.pattern.ends_with("/index.html"))
            dir = allow.pattern.substr(0, allow.pattern.size() - 10);
        else if (allow.pattern.ends_with("/index.htm"))
            dir = allow.pattern.substr(0, allow.pattern.size() - 9);
        else
            continue;
        const bool directoryAllowed = std::any_of(g.rules.begin(), g.rules.end(), [&](std::uint32_t q) {
            const Rule &other = rfc.rules()[q];
            return other.kind == RuleKind::Allow && other.origin == RuleOrigin::Written &&
                   other.pattern.starts_with(dir) && other.pattern.size() <= dir.size() + 1 &&
                   (other.pattern.size() == dir.size() || other.pattern.back() == '$');
        });
        if (directoryAllowed)
            continue;
        const Rule *blocking = nullptr;
        for (std::uint32_t q : g.rules) {
            const Rule &dis = rfc.rules()[q];
            if (dis.kind == RuleKind::Disallow && dis.status == RuleStatus::Active && !dis.pattern.empty() &&
                isLiteralPrefix(dis.pattern, true) && dir.starts_with(dis.pattern)) {
                blocking = &dis;
                break;
            }
        }
        if (!blocking)
            continue;
        const DialectMask others = kAllDialects & ~extends;
        const Line &line = ctx.line(allow.line);
        if (Diagnostic *d =
                ctx.report(CheckId::IndexHtml, ctx.span(line, line.value), others,
                           msg("diag.R509",
                               "%1 also allows the directory %2, but only for %3; %4 keep %2 "
                               "blocked by %5 (line %6)",
                               {quoted(allow.pattern), quoted(dir), dialectList(extends), dialectList(others),
                                quoted(blocking->pattern), std::to_string(blocking->line)}))) {
            const TextEdit edit = line.ending == LineEnding::None
                                      ? TextEdit{ByteRange{line.content.end(), 0},
                                                 std::string(ctx.eol()) + "Allow: " + std::string(dir) + "$"}
                                      : TextEdit{ByteRange{line.content.end() + line.terminatorLength(), 0},
                                                 "Allow: " + std::string(dir) + "$" + std::string(ctx.eol())};
            d->fixes.push_back(
                fix(msg("fix.R509", "Also allow the directory: add `Allow: %1$`", {std::string(dir)}), {edit}, false));
        }
    }
}

void checkAllowNotUnderstood(Context &ctx)
{
    const RobotsFile &rfc = ctx.rfc();
    const DialectMask ignoring = kAllDialects & ~dialectSets().allowKnown;
    if (!ignoring)
        return;
    const Rule *first = nullptr;
    std::size_t count = 0;
    for (const Group &g : rfc.groups()) {
        for (std::uint32_t r : g.rules) {
            const Rule &allow = rfc.rules()[r];
            if (allow.kind != RuleKind::Allow || allow.status != RuleStatus::Active || allow.pattern.empty())
                continue;
            const bool exception = std::any_of(g.rules.begin(), g.rules.end(), [&](std::uint32_t q) {
                const Rule &dis = rfc.rules()[q];
                return dis.kind == RuleKind::Disallow && dis.status == RuleStatus::Active && !dis.pattern.empty() &&
                       dis.pattern.size() < allow.pattern.size() && isLiteralPrefix(dis.pattern, true) &&
                       allow.pattern.starts_with(stripTrailingStars(dis.pattern));
            });
            if (!exception)
                continue;
            if (!first)
                first = &allow;
            ++count;
        }
    }
    if (!first)
        return;
    const Line &line = ctx.line(first->line);
    ctx.report(CheckId::AllowNotUnderstood, ctx.span(line), ignoring,
               count > 1 ? msg("diag.R510.many",
                               "%1 Allow rules carve exceptions out of broader Disallows; %2 have no "
                               "Allow, so the whole Disallowed areas stay closed to them",
                               {std::to_string(count), dialectList(ignoring)})
                         : msg("diag.R510",
                               "This Allow carves an exception out of a broader Disallow; %1 have no Allow, "
                               "so the whole Disallowed area stays closed to them",
                               {dialectList(ignoring)}));
}

} // namespace

void runRuleChecks(Context &ctx)
{
    for (const Group &g : ctx.rfc().groups()) {
        checkDuplicatesAndTies(ctx, g);
        checkEmptyFirst(ctx, g);
        checkRedundant(ctx, g);
        checkResources(ctx, g);
        checkIndexHtml(ctx, g);
    }
    checkShadowed(ctx);
    checkDisallowAll(ctx);
    checkSecrets(ctx);
    checkAllowNotUnderstood(ctx);
}

} // namespace robots::diag
