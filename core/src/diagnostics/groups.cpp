// SPDX-License-Identifier: MIT
// R3xx: records and groups. The rfc9309 groups are the reference; where a check is about how
// other readers split or merge records, it asks the core for their parse and compares.
#include "diagnostics_internal.h"
#include "robots/studio/dialectrules.h"
#include "textutil.h"

#include "robots/studio/testset.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace robots::diag {
namespace {

std::uint32_t lastRuleLine(const RobotsFile &f, const Group &g)
{
    std::uint32_t last = 0;
    for (std::uint32_t r : g.rules)
        last = std::max(last, f.rules()[r].line());
    return last;
}

std::uint32_t lastAgentLine(const Group &g)
{
    return g.agents.empty() ? g.firstLine : g.agents.back().line;
}

/// Inserting a whole line before `line`.
TextEdit insertLineBefore(const Line &line, std::string text, std::string_view eol)
{
    return TextEdit{ByteRange{line.content.offset, 0}, std::move(text) + std::string(eol)};
}

/// Inserting a whole line after `line` (handles a last line without terminator).
TextEdit insertLineAfter(const Line &line, std::string text, std::string_view eol)
{
    if (line.ending == LineEnding::None)
        return TextEdit{ByteRange{line.content.end(), 0}, std::string(eol) + std::move(text)};
    return TextEdit{ByteRange{line.content.end() + line.terminatorLength(), 0}, std::move(text) + std::string(eol)};
}

void checkRulesBeforeAgent(Context &ctx)
{
    if (!ctx.wants(CheckId::RuleBeforeAgent))
        return;
    const RobotsFile &rfc = ctx.rfc();
    DialectMask apply = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().rulesBeforeAgent == RulesBeforeAgent::ApplyToAll)
            apply |= dialectBit(d.id());
    }
    bool first = true;
    for (const Rule &r : rfc.rules()) {
        if (r.origin() != RuleOrigin::Written || r.group() >= 0)
            continue;
        const Line &line = ctx.line(r.line());
        Diagnostic *d = ctx.report(CheckId::RuleBeforeAgent, ctx.span(line), kAllDialects,
                                   msg("diag.R301",
                                       "Rule before any User-agent line: ignored by %1, applied to every crawler by %2",
                                       {dialectList(kAllDialects & ~apply), dialectList(apply)}));
        if (d && first)
            d->fixes.push_back(fix(msg("fix.R301", "Insert `User-agent: *` before line %1", {decimal(r.line())}),
                                   {insertLineBefore(line, "User-agent: *", ctx.eol())}, false));
        first = false;
    }
}

void checkAgentAfterRule(Context &ctx)
{
    if (!ctx.wants(CheckId::AgentAfterRule))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const auto groups = rfc.groups();
    for (std::size_t i = 1; i < groups.size(); ++i) {
        const Group &prev = groups[i - 1];
        const Group &g = groups[i];
        if (prev.endedBy != GroupEnd::AgentAfterRule || g.startedBy != GroupStart::UserAgent || g.agents.empty())
            continue;
        const std::uint32_t ruleLine = lastRuleLine(rfc, prev);
        if (ruleLine == 0)
            continue;
        bool blank = false;
        for (std::uint32_t n = ruleLine + 1; n < g.firstLine && !blank; ++n)
            blank = ctx.line(n).kind == LineKind::Blank;
        if (blank)
            continue;
        // Readers that end a run of User-agent lines only at some keys (DialectRules::agentRunBreakers:
        // Disallow for the 1994 standard and WWW::RobotRules, which have no Allow) keep this
        // User-agent in the record above when none of its lines is such a key.
        DialectMask merging = 0;
        for (const Dialect &d : allDialects()) {
            bool ends = false;
            for (std::uint32_t n = prev.firstLine; n < g.firstLine && !ends; ++n) {
                const LineKind k = ctx.line(n).kind;
                ends = k != LineKind::UserAgent && (d.rules().agentRunBreakers & keyBit(k)) && d.rules().uses(k);
            }
            if (!ends)
                merging |= dialectBit(d.id());
        }
        // Insert the blank line above the comments that introduce the new group.
        std::uint32_t at = g.firstLine;
        while (at - 1 > ruleLine && ctx.line(at - 1).kind == LineKind::CommentOnly)
            --at;
        const Line &agent = ctx.line(g.firstLine);
        Diagnostic *d =
            merging ? ctx.report(CheckId::AgentAfterRule, Severity::Warning, ctx.span(agent), merging,
                                 msg("diag.R302.merge",
                                     "User-agent after a rule (line %1) without a blank line: no line of the record "
                                     "above ends it for %2, so this User-agent joins that record and its agents "
                                     "share all the rules",
                                     {decimal(ruleLine), dialectList(merging)}))
                    : ctx.report(CheckId::AgentAfterRule, ctx.span(agent), checkOf(CheckId::AgentAfterRule).dialects,
                                 msg("diag.R302",
                                     "User-agent after a rule (line %1) without a blank line: a malformed record for "
                                     "the 1994 standard; every modelled reader starts a new group here, as if a "
                                     "blank line were there",
                                     {decimal(ruleLine)}));
        if (d) {
            d->related.push_back(
                {ctx.span(ctx.line(ruleLine)), msg("diag.R302.rule", "The rule that ends the record")});
            d->fixes.push_back(fix(msg("fix.R302", "Insert a blank line before line %1", {decimal(at)}),
                                   {TextEdit{ByteRange{ctx.line(at).content.offset, 0}, std::string(ctx.eol())}},
                                   true));
        }
    }
}

// One finding per group, at its first blank line, with the others as related places; the fix
// deletes them all.
void checkBlankLinesInGroups(Context &ctx)
{
    if (!ctx.wants(CheckId::BlankLineInGroup))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const DialectSets &sets = dialectSets();
    for (const Group &g : rfc.groups()) {
        if (g.agents.empty())
            continue;
        const std::uint32_t memberEnd = std::max(lastAgentLine(g), lastRuleLine(rfc, g));
        struct Run
        {
            std::uint32_t first, end; // [first, end)
        };
        std::vector<Run> runs;
        DialectMask splits = 0;
        bool agentsLoseRules = false;
        std::uint32_t n = g.firstLine + 1;
        while (n < memberEnd) {
            if (ctx.line(n).kind != LineKind::Blank) {
                ++n;
                continue;
            }
            const std::uint32_t runStart = n;
            while (n < memberEnd && ctx.line(n).kind == LineKind::Blank)
                ++n;
            // Which 1994-style readers really end the record here? Ask their parse.
            DialectMask here = 0;
            for (const Dialect &d : allDialects()) {
                if (!(sets.blankEndsRecord & dialectBit(d.id())))
                    continue;
                const RobotsFile &f = ctx.file(d.id());
                const bool ended = std::any_of(f.groups().begin(), f.groups().end(), [&](const Group &h) {
                    return h.endedBy == GroupEnd::BlankLine && h.lastLine < runStart && h.lastLine >= g.firstLine;
                });
                if (ended)
                    here |= dialectBit(d.id());
            }
            if (!here)
                continue;
            splits |= here;
            if (runs.empty()) {
                std::size_t rulesBefore = 0;
                for (std::uint32_t r : g.rules)
                    rulesBefore += rfc.rules()[r].line() < runStart;
                agentsLoseRules = rulesBefore == 0;
            }
            runs.push_back({runStart, n});
        }
        if (runs.empty())
            continue;
        Message m = agentsLoseRules
                        ? msg("diag.R303.agents",
                              "Blank line inside a group: RFC 9309 continues the group, but the record ends here for "
                              "%1, so the User-agent lines above it get no rules there",
                              {dialectList(splits)})
                        : msg("diag.R303.rules",
                              "Blank line inside a group: RFC 9309 continues the group, but the record ends here for "
                              "%1, so the rules below it belong to no User-agent there",
                              {dialectList(splits)});
        if (runs.size() > 1) {
            MessageArgs args{dialectList(splits), decimal(runs.size())};
            m = agentsLoseRules
                    ? msg("diag.R303.agents-many",
                          "%2 blank lines inside a group: RFC 9309 continues the group, but the record ends "
                          "at the first of them for %1, so the User-agent lines above it get no rules there",
                          std::move(args))
                    : msg("diag.R303.rules-many",
                          "%2 blank lines inside a group: RFC 9309 continues the group, but the record ends "
                          "at the first of them for %1, so the rules below it belong to no User-agent there",
                          std::move(args));
        }
        const Line &blank = ctx.line(runs.front().first);
        if (Diagnostic *d =
                ctx.report(CheckId::BlankLineInGroup, ctx.span(blank, blank.withTerminator()), splits, std::move(m))) {
            d->related.push_back({ctx.span(ctx.line(g.firstLine)), msg("diag.R303.group", "The group starts here")});
            FixEdits edits;
            for (std::size_t k = 0; k < runs.size(); ++k) {
                const Line &first = ctx.line(runs[k].first);
                edits.push_back(TextEdit{
                    ByteRange{first.content.offset, ctx.line(runs[k].end).content.offset - first.content.offset}, ""});
                if (k > 0)
                    d->related.push_back({ctx.span(first, first.withTerminator()),
                                          msg("diag.R303.more", "Another blank line inside the group")});
            }
            const std::uint32_t lines = [&] {
                std::uint32_t total = 0;
                for (const Run &r : runs)
                    total += r.end - r.first;
                return total;
            }();
            d->fixes.push_back(
                fix(lines > 1 ? msg("fix.R303.many", "Delete the %1 blank lines inside the group", {decimal(lines)})
                              : msg("fix.R303", "Delete the blank line %1", {decimal(runs.front().first)}),
                    std::move(edits), true));
        }
    }
}

void checkGroupsWithoutRules(Context &ctx)
{
    if (!ctx.wants(CheckId::GroupWithoutRules))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const auto groups = rfc.groups();
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const Group &g = groups[i];
        if (!g.rules.empty() || g.agents.empty())
            continue;
        const std::uint32_t end =
            i + 1 < groups.size() ? groups[i + 1].firstLine : static_cast<std::uint32_t>(ctx.parsedLineCount() + 1);
        bool otherRecords = false;
        for (std::uint32_t n = g.firstLine; n < end && !otherRecords; ++n) {
            const LineKind k = ctx.line(n).kind;
            otherRecords = k == LineKind::CrawlDelay || k == LineKind::RequestRate || k == LineKind::CleanParam;
        }
        // Content-Usage is a rule of its group (draft-ietf-aipref-attach-05), and Content-Signal
        // is meant for its group too: such a group has a purpose.
        const auto prefs = ctx.rfc().preferences();
        otherRecords = otherRecords || std::any_of(prefs.begin(), prefs.end(), [&](const PreferenceLine &p) {
                           return p.group == static_cast<std::int32_t>(i);
                       });
        if (otherRecords)
            continue;
        const Line &last = ctx.line(lastAgentLine(g));
        std::string names;
        for (const AgentLine &a : g.agents) {
            if (!names.empty())
                names += ", ";
            names += backticked(a.value);
        }
        if (Diagnostic *d = ctx.report(CheckId::GroupWithoutRules, ctx.span(ctx.line(g.firstLine)), kAllDialects,
                                       msg("diag.R304",
                                           "User-agent %1 has no Allow or Disallow: RFC 9309 lets it fetch everything, "
                                           "but Python's robotparser drops the group and uses the `*` rules",
                                           {names})))
            d->fixes.push_back(
                fix(msg("fix.R304", "Add `Disallow:` (allow everything) after line %1", {decimal(last.number)}),
                    {insertLineAfter(last, "Disallow:", ctx.eol())}, true));
    }
}

bool isVersionedToken(std::string_view value, std::string_view token)
{
    if (token.empty() || value.size() <= token.size() + 1 || value.substr(0, token.size()) != token ||
        value[token.size()] != '/')
        return false;
    const std::string_view version = value.substr(token.size() + 1);
    return std::all_of(version.begin(), version.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; }) &&
           version.front() != '.';
}

/// The crawler a webmaster names with a User-agent value: the value without a `/version` and
/// without trailing glob stars (`Googlebot/2.1` → `Googlebot`, `barbarbot*` → `barbarbot`,
/// `MJ12bot` → `MJ12bot`). The 1994 standard and the WWW::RobotRules manual call a robot by its
/// name without version.
std::string_view namedCrawler(std::string_view value)
{
    std::string_view name = value.substr(0, value.find('/'));
    while (!name.empty() && (name.back() == '*' || name.back() == ' ' || name.back() == '\t'))
        name.remove_suffix(1);
    return name;
}

/// The dialects in which a crawler called `name` gets the group of User-agent line `line` of `file`:
/// the engine's own choice of groups (rulesFor), never a re-implementation of it.
/// With `withoutStar`, also that none of the crawler's groups is a `*` group (the `*` rules then
/// do not apply to it).
bool groupOfLineApplies(const RobotsFile &file, std::uint32_t line, std::string_view name, bool withoutStar = false)
{
    bool applies = false;
    for (const ChosenGroup &c : groupsFor(file, name)) {
        const Group &g = file.groups()[c.group];
        if (withoutStar && g.hasStar)
            return false;
        applies = applies ||
                  std::any_of(g.agents.begin(), g.agents.end(), [&](const AgentLine &a) { return a.line == line; });
    }
    return applies;
}

/// The dialects in which a crawler called `name` gets the group of User-agent line `a`. In a file
/// of up to kWholeFileDialectsBytes, as the engine chooses groups in each dialect's parse of the
/// whole file; in a larger one, as it reads the line on its own (a one-group file per dialect:
/// whether the line names the crawler, not whether an earlier group in file order comes first),
/// and with `withoutStar` none where the line shares its group with `User-agent: *`.
DialectMask dialectsApplyingLine(Context &ctx, const AgentLine &a, std::string_view name, bool withoutStar = false)
{
    DialectMask mask = 0;
    if (ctx.text().size() <= kWholeFileDialectsBytes) {
        for (const Dialect &d : allDialects()) {
            if (groupOfLineApplies(ctx.file(d.id()), a.line, name, withoutStar))
                mask |= dialectBit(d.id());
        }
        return mask;
    }
    if (withoutStar) {
        for (const Group &g : ctx.rfc().groups()) {
            const bool here = std::any_of(g.agents.begin(), g.agents.end(),
                                          [&](const AgentLine &other) { return other.line == a.line; });
            if (here && g.hasStar)
                return 0;
        }
    }
    const std::string probe = "User-agent: " + std::string(ctx.text(ctx.line(a.line).value)) + "\nDisallow: /\n";
    for (const Dialect &d : allDialects()) {
        if (groupOfLineApplies(parse(probe, d), 1, name))
            mask |= dialectBit(d.id());
    }
    return mask;
}

/// R306: a User-agent value that is not an RFC 9309 product token (§2.2.1). Each dialect's
/// verdicts decide what is said: the group either applies to the crawler the value names in
/// that dialect or not, as rulesFor() chooses groups.
void reportAgentNotAToken(Context &ctx, const AgentLine &a, const Line &line)
{
    const std::string_view name = namedCrawler(a.value);
    const DialectMask applies = name.empty() ? 0 : dialectsApplyingLine(ctx, a, name);
    const DialectMask missed = kAllDialects & ~applies;
    // How RFC 9309 readers and Google take the value (rfc9309 reads it as Google's library does,
    // RFC 9309 being silent): `a` is the rfc9309 reading.
    const std::string_view cut = a.token;
    DialectMask cutting = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().fileAgent == FileAgent::ProductTokenPrefix)
            cutting |= dialectBit(d.id());
    }
    if (missed == 0)
        return; // every dialect gives the group to the crawler it names (no such value is known)
    Message m =
        applies == 0 ? msg("diag.R306.none",
                           "This group applies to no crawler named by %1 in any dialect: it is not a product token "
                           "(letters, `-`, `_`; RFC 9309 §2.2.1)",
                           {backticked(a.value)})
        : (missed & cutting) != 0 && cut.empty()
            ? msg("diag.R306.empty",
                  "This group does not apply to %1 for %2: %3 is not a product token, and RFC 9309 readers "
                  "and Google read it as an empty name; it applies for %4",
                  {backticked(name), dialectList(missed), backticked(a.value), dialectList(applies)})
        : (missed & cutting) != 0
            ? msg("diag.R306",
                  "This group does not apply to %1 for %2: %3 is not a product token, RFC 9309 readers and "
                  "Google read it as %4 and compare the crawler's whole name; it applies for %5",
                  {backticked(name), dialectList(missed), backticked(a.value), backticked(cut), dialectList(applies)})
            : msg("diag.R306.other",
                  "This group does not apply to %1 for %2, which read %3 another way (see the tester's "
                  "explanation); it applies for %4",
                  {backticked(name), dialectList(missed), backticked(a.value), dialectList(applies)});
    Diagnostic *d =
        ctx.report(CheckId::InvalidAgentToken, Severity::Warning, ctx.span(line, line.value), missed, std::move(m));
    if (!d)
        return;
    // A fix where one exists: the product token at the start of the name, when every dialect
    // reads a line of it as naming the crawler (`Googlebot/2.1` → `Googlebot`; none for
    // `MJ12bot`, whose name no product token equals). Asked of a one-group file: the edited
    // file itself would cost a parse per dialect (budget: W1, 500 KiB, parse + every diagnostic
    // ≤ 10 ms), and the edit changes no other group. Safe only when it just drops a version.
    const std::string_view token = detail::productTokenPrefix(name);
    if (token.empty() || token == a.value)
        return;
    const std::string probe = "User-agent: " + std::string(token) + "\nDisallow: /\n";
    const bool everyDialect = std::all_of(allDialects().begin(), allDialects().end(), [&](const Dialect &dialect) {
        return groupOfLineApplies(parse(probe, dialect), 1, name);
    });
    if (everyDialect)
        d->fixes.push_back(fix(msg("fix.R306", "Write the product token %1", {backticked(token)}),
                               {TextEdit{line.value, std::string(token)}}, isVersionedToken(a.value, token)));
}

void checkAgentValues(Context &ctx)
{
    if (!ctx.wants(CheckId::MultipleStarGroups) && !ctx.wants(CheckId::EmptyAgent) &&
        !ctx.wants(CheckId::InvalidAgentToken) && !ctx.wants(CheckId::RepeatedAgent))
        return;
    const RobotsFile &rfc = ctx.rfc();
    DialectMask firstOnly = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().groupSelection == GroupSelection::FirstMatchingInFileOrder)
            firstOnly |= dialectBit(d.id());
    }
    const AgentLine *firstStar = nullptr;
    std::unordered_map<std::string, std::pair<std::uint32_t, std::uint32_t>> named; // value → (group, line)
    for (const Group &g : rfc.groups()) {
        bool starCounted = false;
        for (const AgentLine &a : g.agents) {
            const Line &line = ctx.line(a.line);
            if (a.star) {
                if (starCounted)
                    continue;
                starCounted = true;
                if (!firstStar) {
                    firstStar = &a;
                } else if (Diagnostic *d = ctx.report(
                               CheckId::MultipleStarGroups, ctx.span(line), kAllDialects,
                               msg("diag.R307",
                                   "Another `User-agent: *` group (the first is on line %1): RFC 9309 and Google merge "
                                   "them, Python uses only the first, the 1994 standard forbids it",
                                   {decimal(firstStar->line)}))) {
                    d->related.push_back(
                        {ctx.span(ctx.line(firstStar->line)), msg("diag.R307.first", "The first `*` group")});
                }
                continue;
            }
            if (a.value.empty()) {
                ctx.report(CheckId::EmptyAgent, ctx.span(line), kAllDialects,
                           msg("diag.R305", "Empty User-agent value: the group below names no crawler"));
                continue;
            }
            if (!isProductToken(a.value))
                reportAgentNotAToken(ctx, a, line);
            const std::string key = detail::lowerAscii(a.value);
            auto [it, inserted] = named.try_emplace(key, g.index, a.line);
            if (!inserted && it->second.first != g.index) {
                if (Diagnostic *d = ctx.report(
                        CheckId::RepeatedAgent, ctx.span(line, line.value), kAllDialects,
                        msg("diag.R308",
                            "%1 is also named by the group on line %2: RFC 9309 and Google merge the groups; only the "
                            "first is used by %3",
                            {backticked(a.value), decimal(it->second.second), dialectList(firstOnly)})))
                    d->related.push_back({ctx.span(ctx.line(it->second.second)),
                                          msg("diag.R308.first", "First group naming %1", {backticked(a.value)})});
            }
        }
    }
}

void checkAgentRunTrap(Context &ctx)
{
    if (!ctx.wants(CheckId::AgentRunTrap))
        return;
    const RobotsFile &rfc = ctx.rfc();
    for (const Group &g : rfc.groups()) {
        for (std::size_t i = 0; i + 1 < g.agents.size(); ++i) {
            const AgentLine &a = g.agents[i];
            const AgentLine &b = g.agents[i + 1];
            const Line *between = nullptr;
            const Line *lastBetween = nullptr;
            for (std::uint32_t n = a.line + 1; n < b.line; ++n) {
                const Line &l = ctx.line(n);
                if (isBlankOrComment(l) || l.kind == LineKind::UserAgent)
                    continue;
                if (!between)
                    between = &l;
                lastBetween = &l;
            }
            if (!between)
                continue;
            DialectMask splits = 0;
            for (const Dialect &d : allDialects()) {
                const RobotsFile &f = ctx.file(d.id());
                const bool starts = std::any_of(f.groups().begin(), f.groups().end(), [&](const Group &h) {
                    return !h.agents.empty() && h.agents.front().line == b.line;
                });
                if (starts)
                    splits |= dialectBit(d.id());
            }
            const LineKind k = between->kind;
            if (!splits && k != LineKind::CrawlDelay && k != LineKind::RequestRate)
                continue;
            const DialectMask merging = kAllDialects & ~splits;
            const std::string what = backticked(ctx.text(between->key.empty() ? between->content : between->key));
            Message m =
                splits ? msg("diag.R309",
                             "%1 between User-agent lines does not end the group for %2: %3 (line %4) shares the rules "
                             "of %5 (line %6); a new group starts at line %6 for %7 (google/robotstxt issue #51)",
                             {what, dialectList(merging), backticked(a.value), decimal(a.line), backticked(b.value),
                              decimal(b.line), dialectList(splits)})
                       : msg("diag.R309.all",
                             "%1 between User-agent lines does not end the group: %2 (line %3) shares the rules "
                             "of %4 (line %5) (google/robotstxt issue #51)",
                             {what, backticked(a.value), decimal(a.line), backticked(b.value), decimal(b.line)});
            if (Diagnostic *d = ctx.report(CheckId::AgentRunTrap, ctx.span(*between), merging, std::move(m))) {
                d->related.push_back(
                    {ctx.span(ctx.line(b.line)), msg("diag.R309.agent", "This User-agent joins the group above")});
                d->fixes.push_back(
                    fix(msg("fix.R309", "End the group with `Disallow:` after line %1", {decimal(lastBetween->number)}),
                        {insertLineAfter(*lastBetween, "Disallow:", ctx.eol())}, false));
            }
        }
    }
}

void checkStarRulesHidden(Context &ctx)
{
    if (!ctx.wants(CheckId::StarRulesHidden))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const auto rules = rfc.rules();
    std::vector<const Rule *> starDisallows;
    for (const Group &g : rfc.groups()) {
        if (!g.hasStar)
            continue;
        for (std::uint32_t r : g.rules) {
            const Rule &rule = rules[r];
            // A `*` group that blocks everything is what specific groups exist to lift: not hidden.
            const bool everything = rule.pattern() == "/" || rule.pattern() == "/*" || rule.pattern() == "*";
            if (rule.kind() == RuleKind::Disallow && rule.status() == RuleStatus::Active && !rule.pattern().empty() &&
                rule.origin() == RuleOrigin::Written && !everything)
                starDisallows.push_back(&rule);
        }
    }
    if (starDisallows.empty())
        return;
    // One entry per distinct pattern, in file order, and its index (every rule of every other
    // group is looked up).
    std::unordered_map<std::string_view, std::uint32_t, PatternHash<>> table; // pattern -> index in starDisallows
    {
        std::uint32_t kept = 0;
        for (const Rule *r : starDisallows) {
            if (!table.try_emplace(r->pattern(), kept).second)
                continue; // a repeated pattern
            starDisallows[kept++] = r;
        }
        starDisallows.resize(kept);
    }
    constexpr std::size_t kMaxFixLines = 20; // a longer copy is a decision, not a quick fix
    std::vector<bool> repeated(starDisallows.size());
    for (const Group &g : rfc.groups()) {
        if (g.hasStar || g.agents.empty())
            continue;
        bool restricts = false;
        bool blocksAll = false;
        for (std::uint32_t r : g.rules) {
            const Rule &rule = rules[r];
            if (rule.kind() == RuleKind::Disallow && rule.status() == RuleStatus::Active && !rule.pattern().empty()) {
                restricts = true;
                blocksAll = blocksAll || rule.pattern() == "/" || rule.pattern() == "/*" || rule.pattern() == "*";
            }
        }
        if (!restricts || blocksAll)
            continue;
        std::fill(repeated.begin(), repeated.end(), false);
        std::size_t repeatedCount = 0;
        for (std::uint32_t r : g.rules) {
            if (const auto it = table.find(rules[r].pattern()); it != table.end() && !repeated[it->second]) {
                repeated[it->second] = true;
                ++repeatedCount;
            }
        }
        const std::size_t missingCount = starDisallows.size() - repeatedCount;
        std::vector<const Rule *> missing; // the first kMaxFixLines + 1
        for (std::size_t i = 0; i < starDisallows.size() && missing.size() <= kMaxFixLines; ++i) {
            if (!repeated[i])
                missing.push_back(starDisallows[i]);
        }
        if (missing.empty())
            continue;
        const AgentLine &agent = g.agents.front();
        const Line &line = ctx.line(agent.line);
        // Only where the group really is the named crawler's and no `*` group is among its groups
        // (a `MJ12bot` group is nobody's for RFC 9309 readers and Google, and a `User-agent: *`
        // line may share a group with the crawler's name: the `*` rules then do apply to it).
        const DialectMask hidden =
            dialectSets().starFallback & dialectsApplyingLine(ctx, agent, namedCrawler(agent.value), true);
        if (hidden == 0)
            continue;
        if (Diagnostic *d = ctx.report(
                CheckId::StarRulesHidden, ctx.span(line, line.value), hidden,
                msg("diag.R310",
                    "%1 has a group of its own for %5, so it ignores every `*` rule there: %2 `*` Disallow rule(s), "
                    "e.g. %3 (line %4), do not apply to it",
                    {backticked(agent.value), decimal(missingCount), backticked(missing.front()->pattern()),
                     decimal(missing.front()->line()), dialectList(hidden)}))) {
            d->related.push_back(
                {ctx.span(ctx.line(missing.front()->line())),
                 msg("diag.R310.rule", "A `*` rule that does not apply to %1", {backticked(agent.value)})});
            if (missingCount <= kMaxFixLines) {
                std::string text;
                for (std::size_t i = 0; i < missing.size(); ++i) {
                    if (i)
                        text += ctx.eol();
                    text += "Disallow: ";
                    text += missing[i]->pattern();
                }
                const Line &lastRule = ctx.line(lastRuleLine(rfc, g));
                d->fixes.push_back(
                    fix(msg("fix.R310", "Repeat the %1 `*` Disallow rule(s) in this group", {decimal(missingCount)}),
                        {insertLineAfter(lastRule, std::move(text), ctx.eol())}, false));
            }
        }
    }
}

} // namespace

void runGroupChecks(Context &ctx)
{
    checkRulesBeforeAgent(ctx);
    checkAgentAfterRule(ctx);
    checkBlankLinesInGroups(ctx);
    checkGroupsWithoutRules(ctx);
    checkAgentValues(ctx);
    checkAgentRunTrap(ctx);
    checkStarRulesHidden(ctx);
}

} // namespace robots::diag
