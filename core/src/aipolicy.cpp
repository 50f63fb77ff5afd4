// SPDX-License-Identifier: MIT
// The AI crawler policy generator (robots/studio/aipolicy.h).
#include "robots/studio/aipolicy.h"
#include "robots/studio/dialectrules.h"

#include "robots/lines.h"
#include "robots/studio/aipref.h"
#include "robots/verdict.h"

#include "internal.h"
#include "textutil.h"

#include <algorithm>
#include <map>
#include <set>

namespace robots {
namespace {

constexpr std::string_view kRfc9309Name = "rfc9309";

// The dialects a crawler's own groups are checked in. A product token is read alike by rfc9309
// and google; a documented name that is not one (`AI2Bot`) matches no group under either (the
// line is cut to `AI`, the crawler's name is compared whole), so it is checked with Python 3.15's
// reader, which looks names up whole (its RFC 9309 rewrite, CPython gh-138907) and otherwise
// follows RFC 9309.
std::vector<const Dialect *> checkDialects(std::string_view token)
{
    if (isProductToken(token))
        return {&aiprefDialect(), &dialect(DialectId::Google)};
    return {&dialect(DialectId::PythonUrllib315)};
}

std::string_view dialectName(const Dialect *d)
{
    return d == &aiprefDialect() ? kRfc9309Name : d->name();
}

// Whether the agent line names the crawler: its token as the dialect compares it (a product
// token, RFC 9309 §2.2.1), or, for a documented name that is not a product token, the value as
// written (how its operator documents it), ASCII case-insensitively.
bool lineNames(const AgentLine &agent, const Crawler &c)
{
    if (agent.star)
        return false;
    if (isProductToken(c.token))
        return detail::equalsIgnoreCaseAscii(agent.token, c.token);
    return detail::equalsIgnoreCaseAscii(agent.value, c.token);
}

// "Treated as `*` treats everyone": the same verdict on every probe path, and (when the dialect
// reads them) the same usage preferences.
bool sameAsStar(const RobotsFile &file, std::string_view agent, const std::vector<std::string> &paths)
{
    // A crawler no group names gets the `*` groups themselves (RFC 9309 §2.2.1): nothing to compare.
    const auto groups = groupsFor(file, agent);
    if (std::all_of(groups.begin(), groups.end(),
                    [](const ChosenGroup &g) { return g.reason == GroupReason::FallbackStar; }))
        return true;
    const AgentRules rules = rulesFor(file, agent);
    const AgentRules star = rulesFor(file, "*");
    for (const std::string &p : paths) {
        if (rules.decide(p).access != star.decide(p).access)
            return false;
        if (!file.dialect().rules().aiPreferences)
            continue;
        const UsagePreferences a = usagePreferences(rules, p), b = usagePreferences(star, p);
        for (std::size_t i = 0; i < a.contentUsage.size(); ++i) {
            if (a.contentUsage[i].value != b.contentUsage[i].value)
                return false;
        }
        for (std::size_t i = 0; i < a.signalInGroup.size(); ++i) {
            if (a.signalInGroup[i].value != b.signalInGroup[i].value)
                return false;
        }
    }
    return true;
}

bool blocksEverything(const RobotsFile &file, std::string_view agent, const std::vector<std::string> &paths)
{
    const AgentRules rules = rulesFor(file, agent);
    return std::all_of(paths.begin(), paths.end(),
                       [&](const std::string &p) { return rules.decide(p).access == Access::Disallowed; });
}

bool doesWhatWasAsked(const RobotsFile &file, std::string_view agent, AiPolicyAction action,
                      const std::vector<std::string> &paths)
{
    return action == AiPolicyAction::Block ? blocksEverything(file, agent, paths) : sameAsStar(file, agent, paths);
}

// A line a group's rules consist of, as any dialect the generator states reads it: Allow and
// Disallow (google's typos included), Content-Usage and Content-Signal — never a User-agent line.
bool ruleLike(const Line &aipref, const Line &google, bool preference)
{
    if (aipref.kind == LineKind::UserAgent || google.kind == LineKind::UserAgent)
        return false;
    return aipref.isRule() || google.isRule() || preference;
}

// Merges edits that touch (an insertion where a deletion begins, two insertions at one offset):
// the union of their ranges replaced by their texts in order. Keeps them disjoint.
std::vector<TextEdit> merged(std::vector<TextEdit> edits)
{
    std::stable_sort(edits.begin(), edits.end(),
                     [](const TextEdit &a, const TextEdit &b) { return a.range.offset < b.range.offset; });
    std::vector<TextEdit> out;
    for (TextEdit &e : edits) {
        if (!out.empty() && out.back().range.end() == e.range.offset) {
            out.back().range.length += e.range.length;
            out.back().replacement += e.replacement;
        } else {
            out.push_back(std::move(e));
        }
    }
    return out;
}

} // namespace

bool AiPolicyChoices::empty() const
{
    return !contentUsage && !contentSignal && !license &&
           std::all_of(actions.begin(), actions.end(), [](AiPolicyAction a) { return a == AiPolicyAction::Leave; });
}

bool isLicenseUrl(std::string_view url)
{
    return detail::validHttpUrl(url);
}

std::vector<LicenseLine> licenseLines(const RobotsFile &file)
{
    std::vector<LicenseLine> out;
    for (const Line &l : file.lines()) {
        if (l.kind != LineKind::OtherKnownKey || !detail::equalsIgnoreCaseAscii(file.slice(l.key), "license"))
            continue;
        const std::string_view url = file.slice(l.value);
        out.push_back({url, l.number, isLicenseUrl(url)});
    }
    return out;
}

std::span<const Dialect *const> aiPolicyDialects()
{
    static const std::array<const Dialect *, 2> dialects{&aiprefDialect(), &dialect(DialectId::Google)};
    return dialects;
}

std::vector<std::string> aiPolicyProbePaths(const RobotsFile &file)
{
    std::vector<std::string> paths{"/"};
    std::set<std::string_view> seen{"/"};
    const auto add = [&](std::string_view p) {
        if (p.starts_with('/') && seen.insert(p).second)
            paths.emplace_back(p);
    };
    for (const Rule &r : file.rules())
        add(r.pattern());
    for (const PreferenceLine &p : file.preferences())
        add(p.path);
    return paths;
}

AiPolicyPlan aiPolicyPlan(const RobotsFile &file, std::string_view body, const AiPolicyChoices &choices)
{
    AiPolicyPlan plan;
    // RFC 9309 §2.5: readers may stop at 500 KiB (rfc9309 and google do). In a file longer than
    // that, every byte added anywhere pushes some of its last lines out of what they read, so
    // that rules of other crawlers (of `*` too) would vanish: the generator changes nothing.
    const std::size_t googleLimit = dialect(DialectId::Google).rules().maxBytes;
    if (file.truncated() ||
        (googleLimit && body.size() > googleLimit && parse(body, dialect(DialectId::Google)).truncated())) {
        plan.tooLong = true;
        return plan;
    }
    const std::string eol = body.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
    const auto groups = file.groups();
    const RobotsFile googleFile = parse(body, dialect(DialectId::Google));
    // Whether a crawler's own group does what was asked is read in the file as it will be once
    // the chosen preference values are in the `*` group (Allow compares with `*`, preferences
    // included), in each dialect the promise is stated in.
    std::string checked(body);
    const bool anyAction = std::any_of(choices.actions.begin(), choices.actions.end(),
                                       [](AiPolicyAction a) { return a != AiPolicyAction::Leave; });
    if (anyAction && (choices.contentUsage || choices.contentSignal)) {
        AiPolicyChoices preferencesOnly;
        preferencesOnly.contentUsage = choices.contentUsage;
        preferencesOnly.contentSignal = choices.contentSignal;
        checked = applyEdits(body, aiPolicyPlan(file, body, preferencesOnly).edits);
    }
    std::map<const Dialect *, RobotsFile> readings;
    const auto reading = [&](const Dialect *d) -> const RobotsFile & {
        auto it = readings.find(d);
        if (it == readings.end()) {
            const bool same = checked == body;
            it = readings
                     .emplace(d, same && d == &aiprefDialect()              ? file
                                 : same && d == &dialect(DialectId::Google) ? googleFile
                                                                            : parse(checked, *d))
                     .first;
        }
        return it->second;
    };

    const auto googleLines = googleFile.lines();
    const auto googleLine = [&](std::uint32_t number) -> const Line & {
        return number - 1 < googleLines.size() ? googleLines[number - 1] : *file.line(number);
    };
    std::set<std::uint32_t> preferenceLines;
    for (const PreferenceLine &p : file.preferences())
        preferenceLines.insert(p.line);

    // Which crawlers the file names and which of those must change. Per group: its agent lines
    // that name a crawler to change, with that crawler's action.
    struct Pending
    {
        std::uint32_t line;
        const Crawler *crawler;
        AiPolicyAction action;
    };
    std::map<std::uint32_t, std::vector<Pending>> perGroup;
    std::vector<const Crawler *> toBlockGroup;
    std::vector<const Crawler *> rewritten;
    for (const Crawler &c : crawlerCatalogue()) {
        const AiPolicyAction action = choices.action(c.category);
        if (action == AiPolicyAction::Leave)
            continue;
        std::vector<std::pair<std::uint32_t, std::uint32_t>> naming; // (group, agent line)
        for (const Group &g : groups) {
            for (const AgentLine &a : g.agents) {
                if (lineNames(a, c))
                    naming.emplace_back(g.index, a.line);
            }
        }
        if (!isProductToken(c.token)) {
            AiPolicyFinding f;
            f.crawler = c.token;
            f.category = c.category;
            f.action = action;
            f.kind = AiPolicyFindingKind::NotProductToken;
            f.line = naming.empty() ? 0 : naming.front().second;
            f.readAs = productTokenReading(c.token);
            const std::string probe = "User-agent: " + std::string(c.token) + "\nDisallow: /\n";
            for (const Dialect &d : allDialects()) {
                const auto chosen = groupsFor(parse(probe, d), c.token);
                f.readers.push_back({d.name(), std::any_of(chosen.begin(), chosen.end(), [](const ChosenGroup &g) {
                                         return g.reason != GroupReason::FallbackStar &&
                                                g.reason != GroupReason::StarGlob;
                                     })});
            }
            plan.findings.push_back(std::move(f));
        }
        if (isProductToken(c.token)) {
            for (const ChosenGroup &g : groupsFor(googleFile, c.token)) {
                if (g.reason == GroupReason::FallbackStar || g.agentLine == 0 ||
                    file.line(g.agentLine)->kind == LineKind::UserAgent)
                    continue;
                AiPolicyFinding f;
                f.crawler = c.token;
                f.category = c.category;
                f.action = action;
                f.kind = AiPolicyFindingKind::ReadDifferently;
                f.line = g.agentLine;
                plan.findings.push_back(std::move(f));
                break;
            }
        }
        if (naming.empty()) {
            // Not named: `*` governs it already (Allow needs nothing); Block lists it.
            if (action == AiPolicyAction::Block)
                toBlockGroup.push_back(&c);
            continue;
        }
        bool done = true;
        for (const Dialect *d : checkDialects(c.token)) {
            const RobotsFile &r = reading(d);
            done = done && doesWhatWasAsked(r, c.token, action, aiPolicyProbePaths(r));
        }
        if (isProductToken(c.token)) {
            AiPolicyFinding f;
            f.crawler = c.token;
            f.category = c.category;
            f.action = action;
            f.kind = done ? AiPolicyFindingKind::AlreadyDone : AiPolicyFindingKind::GroupRewritten;
            f.line = naming.front().second;
            plan.findings.push_back(std::move(f));
        }
        if (done)
            continue;
        for (const auto &[group, line] : naming)
            perGroup[group].push_back({line, &c, action});
    }

    // The `*` group's rule and preference lines, for a group rewritten to Allow, with the
    // preference values chosen now; and the preference edits of the `*` group itself.
    const auto star = std::find_if(groups.begin(), groups.end(), [](const Group &g) { return g.hasStar; });
    std::vector<TextEdit> edits;
    std::map<std::uint32_t, std::string> updatedPreference; // line → its text after the update
    const auto update = [&](const std::optional<std::string> &value, PreferenceSyntax syntax) {
        if (!value || star == groups.end())
            return false;
        for (const PreferenceLine &p : file.preferences()) {
            if (p.syntax == syntax && p.group == static_cast<std::int32_t>(star->index) && p.pathRange.empty() &&
                !p.preferenceRange.empty()) {
                if (p.preference != *value) {
                    edits.push_back({p.preferenceRange, *value});
                    const Line *l = file.line(p.line);
                    std::string text(file.slice(l->content));
                    text.replace(p.preferenceRange.offset - l->content.offset, p.preferenceRange.length, *value);
                    updatedPreference[p.line] = text;
                }
                return true;
            }
        }
        return false;
    };
    std::string prefLines;
    if (choices.contentUsage && !update(choices.contentUsage, PreferenceSyntax::ContentUsage))
        prefLines += "Content-Usage: " + *choices.contentUsage + eol;
    if (choices.contentSignal && !update(choices.contentSignal, PreferenceSyntax::ContentSignal))
        prefLines += "Content-Signal: " + *choices.contentSignal + eol;
    const auto starCopy = [&] {
        std::string copy;
        bool anyRule = false;
        for (const Group &g : groups) {
            if (!g.hasStar)
                continue;
            for (std::uint32_t n = g.firstLine; n <= g.lastLine; ++n) {
                const Line &l = *file.line(n);
                if (!ruleLike(l, googleLine(n), preferenceLines.contains(n)))
                    continue;
                anyRule = anyRule || l.isRule() || googleLine(n).isRule();
                const auto it = updatedPreference.find(n);
                copy += (it != updatedPreference.end() ? it->second : std::string(file.slice(l.content))) + eol;
            }
        }
        // A group needs a rule to stay a group of its own (RFC 9309 §2.1); `*` without rules
        // allows everything, as `Allow: /` does.
        return (anyRule ? std::string() : "Allow: /" + eol) + copy + prefLines;
    };

    // Rewrite or take out, group by group.
    for (const auto &[index, pending] : perGroup) {
        const Group &g = groups[index];
        const bool allNamedChange = !g.hasStar && pending.size() == g.agents.size();
        const AiPolicyAction keep = allNamedChange ? pending.front().action : AiPolicyAction::Leave;
        for (const Pending &p : pending) {
            if (p.action == keep) {
                if (std::find(rewritten.begin(), rewritten.end(), p.crawler) == rewritten.end())
                    rewritten.push_back(p.crawler);
                continue;
            }
            edits.push_back({file.line(p.line)->withTerminator(), {}});
        }
        if (keep == AiPolicyAction::Leave)
            continue;
        // This group names only crawlers to change to `keep`: its rules are replaced.
        std::uint32_t lastAgent = 0;
        for (const AgentLine &a : g.agents)
            lastAgent = std::max(lastAgent, a.line);
        const std::string rules = keep == AiPolicyAction::Block ? "Disallow: /" + eol : starCopy();
        const Line &agentLine = *file.line(lastAgent);
        std::string insert = (agentLine.ending == LineEnding::None ? eol : std::string()) + rules;
        edits.push_back({ByteRange{agentLine.content.end() + agentLine.terminatorLength(), 0}, std::move(insert)});
        for (std::uint32_t n = lastAgent + 1; n <= g.lastLine; ++n) {
            const Line &l = *file.line(n);
            if (ruleLike(l, googleLine(n), preferenceLines.contains(n)))
                edits.push_back({l.withTerminator(), {}});
        }
    }
    // A crawler taken out of a shared group and not kept in a rewritten one joins the block group.
    for (const auto &[index, pending] : perGroup) {
        for (const Pending &p : pending) {
            if (p.action == AiPolicyAction::Block &&
                std::find(rewritten.begin(), rewritten.end(), p.crawler) == rewritten.end() &&
                std::find(toBlockGroup.begin(), toBlockGroup.end(), p.crawler) == toBlockGroup.end())
                toBlockGroup.push_back(p.crawler);
        }
    }
    std::stable_sort(toBlockGroup.begin(), toBlockGroup.end(),
                     [](const Crawler *a, const Crawler *b) { return a->catalogueLine < b->catalogueLine; });

    std::string appended;
    if (!toBlockGroup.empty()) {
        appended += eol + "# AI crawlers blocked by purpose (robotstxt ai-policy)" + eol;
        for (const Crawler *c : toBlockGroup)
            appended += "User-agent: " + std::string(c->token) + eol;
        appended += "Disallow: /" + eol;
    }

    // Preference lines go into the (first) `*` group, after its last line; a new `*` group
    // when the file has none.
    std::string tail; // inserted at the end of the body, before `appended`
    if (!prefLines.empty()) {
        if (star != groups.end()) {
            std::uint32_t lastLine = star->lastLine;
            for (const PreferenceLine &p : file.preferences()) {
                if (p.group == static_cast<std::int32_t>(star->index))
                    lastLine = std::max(lastLine, p.line);
            }
            const Line *last = file.line(lastLine);
            const bool terminated = last->ending != LineEnding::None;
            const std::uint32_t at = last->content.end() + last->terminatorLength();
            const std::string text = (terminated ? std::string() : eol) + prefLines;
            if (at >= body.size())
                tail = text;
            else
                edits.push_back({ByteRange{at, 0}, text});
        } else {
            appended += eol + "User-agent: *" + eol + prefLines;
        }
    }
    if (!appended.empty() || !tail.empty()) {
        std::string text = tail;
        if (!appended.empty()) {
            // Whatever ends the body now (a rewritten last group, the preference lines) ends
            // with a line break; otherwise the body's own last line needs one.
            const bool endsAtEof = std::any_of(edits.begin(), edits.end(), [&](const TextEdit &e) {
                return e.range.end() == body.size() && !e.replacement.empty();
            });
            const bool terminated = body.empty() || body.back() == '\n' || body.back() == '\r' || endsAtEof;
            if (tail.empty() && !terminated)
                text += eol;
            // A file that ends with User-agent lines and no rule after them (`User-agent: *` as
            // its last line) would make them agents of the appended group (RFC 9309 §2.1: a
            // group ends at a User-agent line that follows a rule). An empty Disallow ends that
            // group and disallows nothing (§2.2.2), as the group did without it.
            // Each reader forms its groups from its own reading of the lines (google's typos).
            std::uint32_t lastAgent = 0, lastRule = 0, lastGoogleAgent = 0, lastGoogleRule = 0;
            for (const Line &l : file.lines()) {
                const Line &g = googleLine(l.number);
                lastAgent = l.kind == LineKind::UserAgent ? l.number : lastAgent;
                lastRule = l.isRule() ? l.number : lastRule;
                lastGoogleAgent = g.kind == LineKind::UserAgent ? l.number : lastGoogleAgent;
                lastGoogleRule = g.isRule() ? l.number : lastGoogleRule;
            }
            if (lastAgent > lastRule || lastGoogleAgent > lastGoogleRule)
                text += "Disallow: # ends the group above, which disallows nothing (robotstxt ai-policy)" + eol;
            text += body.empty() ? appended.substr(eol.size()) : appended;
        }
        edits.push_back({ByteRange{static_cast<std::uint32_t>(body.size()), 0}, text});
    }
    if (choices.license) {
        // RSL 1.0: one file-wide line. It is in no group for any reader modelled here (an
        // unknown or other record, RFC 9309 §2.2.4), so the first line is a safe place for it.
        const std::vector<LicenseLine> existing = licenseLines(file);
        if (!existing.empty()) {
            const Line &l = *file.line(existing.front().line);
            if (existing.front().url != *choices.license)
                edits.push_back(l.value.empty() ? TextEdit{l.content, "License: " + *choices.license}
                                                : TextEdit{l.value, *choices.license});
        } else {
            // First among edits at the same offset (an empty file's appended group), so it stays first.
            const std::uint32_t at = body.starts_with("\xEF\xBB\xBF") ? 3 : 0;
            edits.insert(edits.begin(), TextEdit{ByteRange{at, 0}, "License: " + *choices.license + eol});
        }
    }
    plan.edits = merged(std::move(edits));
    return plan;
}

std::vector<TextEdit> aiPolicyEdits(const RobotsFile &file, std::string_view body, const AiPolicyChoices &choices)
{
    return aiPolicyPlan(file, body, choices).edits;
}

std::vector<AiPolicyCount> aiPolicySummary(std::string_view body, const AiPolicyChoices &choices)
{
    std::vector<AiPolicyCount> out;
    std::vector<std::pair<const Dialect *, RobotsFile>> files;
    for (const Dialect *d : aiPolicyDialects())
        files.emplace_back(d, parse(body, *d));
    std::vector<std::vector<std::string>> paths;
    for (const auto &[d, f] : files)
        paths.push_back(aiPolicyProbePaths(f));
    for (std::size_t i = 0; i < kCrawlerCategoryCount; ++i) {
        const auto category = static_cast<CrawlerCategory>(i);
        const AiPolicyAction action = choices.action(category);
        if (action == AiPolicyAction::Leave)
            continue;
        for (std::size_t k = 0; k < files.size(); ++k) {
            AiPolicyCount count{category, action, dialectName(files[k].first)};
            for (const Crawler &c : crawlerCatalogue()) {
                if (c.category != category)
                    continue;
                ++count.total;
                if (action == AiPolicyAction::Block
                        ? rulesFor(files[k].second, c.token).decide("/").access == Access::Disallowed
                        : sameAsStar(files[k].second, c.token, paths[k]))
                    ++count.done;
            }
            out.push_back(count);
        }
    }
    return out;
}

} // namespace robots
