// SPDX-License-Identifier: MIT
// A verdict's explanation as sentences (translatable messages, message.h): the verdict, how the
// dialect read the crawler's name and each User-agent line, the groups chosen, the rules that
// matched and the precedence that decided between them (RFC 9309 §2.2.1, §2.2.2).
#include "agents.h"
#include "messageargs.h"
#include "robots/studio/dialectrules.h"
#include "robots/verdict.h"

#include <algorithm>

namespace robots {

using detail::agentMatches;
using detail::cutAt;
using detail::CutAt;
using detail::lowered;
using detail::msg;
using detail::shownName;

namespace {

std::string ruleText(const Rule &r)
{
    return std::string(r.kind() == RuleKind::Allow ? "Allow: " : "Disallow: ") + std::string(r.pattern());
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
            const bool cutToken = cut && d.rules().fileAgent == FileAgent::ProductTokenPrefix;
            const CutAt where = cutToken ? cutAt(a.value, a.token.size()) : CutAt{};
            std::optional<Message> m;
            if (a.star) {
                if (v.family && v.family->ignoresStar)
                    m = msg("verdict.agent-line.star-ignored",
                            "Line %1 `User-agent: %2` does not apply: %3 ignores the `*` group",
                            {line, value, shownName(v.agent)});
                else if (d.rules().starGroups == StarGroups::OrdinaryGlob)
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
            } else if (d.rules().agentMatch == AgentMatch::ExactNameThenSubstring) {
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

namespace detail {

Message familySentence(std::string_view name, const FamilyChoice &family, const std::vector<ChosenGroup> &groups)
{
    const auto join = [](auto first, auto last) {
        std::string out;
        for (auto it = first; it != last; ++it) {
            if (!out.empty())
                out += ", ";
            out += *it;
        }
        return out;
    };
    const std::string all = join(family.tokens.begin(), family.tokens.end());
    const std::string shown = shownName(name);
    if (family.decidingToken) {
        const std::size_t k = *family.decidingToken;
        std::string lines;
        for (const ChosenGroup &g : groups) {
            if (!lines.empty())
                lines += ", ";
            lines += std::to_string(g.agentLine);
        }
        const std::string token = family.tokens[k];
        if (k == 0)
            return msg("verdict.family.own", "`%1` has a group of its own (line %2), the first of its tokens (%3)",
                       {shown, lines, all});
        const std::string skipped = join(family.tokens.begin(), family.tokens.begin() + static_cast<std::ptrdiff_t>(k));
        if (groups.size() == 1)
            return msg("verdict.family.fallback",
                       "No `%1` group; `%2`'s group, line %3: %4 obeys the first of its tokens (%5) that a group names",
                       {skipped, token, lines, shown, all});
        return msg("verdict.family.fallback-many",
                   "No `%1` group; `%2`'s groups, lines %3: %4 obeys the first of its tokens (%5) that a group names",
                   {skipped, token, lines, shown, all});
    }
    if (family.ignoresStar)
        return msg("verdict.family.ignores-star",
                   "No group names %1's tokens (%2), and %1 ignores the `*` group, as its operator documents: no "
                   "group applies",
                   {shown, all});
    if (groups.empty())
        return msg("verdict.family.none", "No group names %1's tokens (%2), and the file has no `*` group",
                   {shown, all});
    if (groups.front().reason == GroupReason::StarGlob)
        return msg("verdict.family.star-first",
                   "`*` comes first in the file and matches every crawler, so no group of %1's tokens (%2) is reached",
                   {shown, all});
    return msg("verdict.family.star", "No group names %1's tokens (%2): the `*` group applies", {shown, all});
}

} // namespace detail

std::optional<Message> Verdict::familyExplanation() const
{
    if (!family)
        return std::nullopt;
    return detail::familySentence(agent, *family, groups);
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
    if (!d.rules().aiPreferences) {
        out.push_back(msg("verdict.usage.not-read",
                          "Content-Usage lines are not read by %1 (the aipref dialect reads them: "
                          "draft-ietf-aipref-attach-05, a working-group draft)",
                          {std::string(d.name())}));
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
    const std::string dialectName(d.name());
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
        if (std::optional<Message> f = familyExplanation())
            out.push_back(std::move(*f));
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
    out.push_back(withText(
        msg("verdict.dialect", "Dialect: %1 (%2)", {std::string(d.name()), std::string(d.description().english)}), 1,
        d.description()));
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
