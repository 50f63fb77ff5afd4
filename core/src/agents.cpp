// SPDX-License-Identifier: MIT
// Reading a crawler's name as each dialect does (DialectRules::callerAgent, DialectRules::fileAgent,
// DialectRules::agentMatch) and saying so in words: the first half of "which group applies?"
// (RFC 9309 §2.2.1 and the readers of the other dialects). groups.cpp chooses the groups.
#include "agents.h"
#include "messageargs.h"
#include "robots/studio/dialectrules.h"
#include "textutil.h"

#include <algorithm>

namespace robots {

using detail::callerToken;
using detail::cutAt;
using detail::CutAt;
using detail::msg;
using detail::nameableByCutValues;

namespace detail {

// ---------------------------------------------------------------------------------------------
// Agent names

/// The caller's name as the dialect compares it (DialectRules::callerAgent), lower-cased when the
/// comparison is case-insensitive by containment.
std::string callerToken(std::string_view agent, const Dialect &d)
{
    switch (d.rules().callerAgent) {
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
    return d.rules().unicodeLowercase ? detail::pythonLower(s) : detail::lowerAscii(s);
}

} // namespace detail

namespace {

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

} // namespace

namespace detail {

std::optional<GroupReason> agentMatches(const AgentLine &a, std::string_view token, std::string_view tokenLower,
                                        const Dialect &d)
{
    switch (d.rules().agentMatch) {
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

/// Whether a dialect's `User-agent` lines can ever name a crawler called `compared`: a reader that
/// cuts every value at the first character outside `[A-Za-z_-]` but compares the crawler's name
/// as given and exactly (google/robotstxt's ExtractUserAgent; rfc9309 where RFC 9309 §2.2.1 is
/// silent) never equals a name that is not a product token.
bool nameableByCutValues(const Dialect &d, std::string_view compared)
{
    if (d.rules().fileAgent != FileAgent::ProductTokenPrefix || d.rules().agentMatch != AgentMatch::ExactToken)
        return true;
    return detail::productTokenPrefix(compared).size() == compared.size();
}

/// A crawler's name as the explanation shows it: `""` for the empty name (what a user types for
/// it), so that no sentence shows an empty pair of backticks.
std::string shownName(std::string_view name)
{
    return name.empty() ? std::string("\"\"") : std::string(name);
}

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

} // namespace detail

AgentNameReading readAgentName(const Dialect &d, std::string_view agent)
{
    AgentNameReading r;
    r.compared = callerToken(agent, d);
    if (agent == "*")
        return r;
    const std::string given(agent);
    const bool cutValues =
        d.rules().fileAgent == FileAgent::ProductTokenPrefix && d.rules().agentMatch == AgentMatch::ExactToken;
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
    if (r.compared.empty() && d.rules().agentMatch == AgentMatch::GlobInName) {
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
    if (d.rules().agentMatch == AgentMatch::ExactNameThenSubstring) {
        // Python 3.15's _find_entry(): the whole name first, then the part before `/` in each entry.
        r.note = msg("verdict.agent-note.exact-then-before-slash",
                     "`%1` is looked up as it is first (the whole name, any case), then `%2` (everything before its "
                     "first `/`) is searched for each group's names",
                     {given, r.compared});
        return r;
    }
    switch (d.rules().callerAgent) {
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

} // namespace robots
