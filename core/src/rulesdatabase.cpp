// SPDX-License-Identifier: MIT
#include "robots/rulesdatabase.h"
#include "robots/studio/dialectrules.h"

#include "matchercore.h"
#include "textutil.h"

#include "robots/matcher.h"

#include <charconv>

namespace robots {

namespace {

constexpr std::string_view kHeader = "robotstxt-studio-rules-database 1";

int defaultPort(std::string_view scheme)
{
    if (scheme == "http")
        return 80;
    if (scheme == "https")
        return 443;
    if (scheme == "ftp")
        return 21;
    return 0;
}

// The saved form escapes like the project's TSV files: \n \r \t \\ and \xHH for other control
// bytes, DEL and bytes >= 0x80, so every field is printable ASCII without TAB.
std::string escapeField(std::string_view s)
{
    std::string out;
    out.reserve(s.size() + 8);
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\\':
            out += "\\\\";
            break;
        default:
            if (c < 0x20 || c >= 0x7F) {
                out += "\\x";
                out += "0123456789abcdef"[c >> 4];
                out += "0123456789abcdef"[c & 0xF];
            } else {
                out += ch;
            }
        }
    }
    return out;
}

std::optional<std::string> unescapeField(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\') {
            out += s[i];
            continue;
        }
        if (i + 1 >= s.size())
            return std::nullopt;
        const char c = s[++i];
        switch (c) {
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case '\\':
            out += '\\';
            break;
        case 'x':
            if (i + 2 >= s.size() || !detail::isHexDigit(static_cast<unsigned char>(s[i + 1])) ||
                !detail::isHexDigit(static_cast<unsigned char>(s[i + 2])))
                return std::nullopt;
            out += static_cast<char>(detail::hexValue(static_cast<unsigned char>(s[i + 1])) * 16 +
                                     detail::hexValue(static_cast<unsigned char>(s[i + 2])));
            i += 2;
            break;
        default:
            return std::nullopt;
        }
    }
    return out;
}

std::vector<std::string_view> splitTabs(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t tab = line.find('\t', start);
        out.push_back(line.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
        if (tab == std::string_view::npos)
            break;
        start = tab + 1;
    }
    return out;
}

std::optional<FetchOutcome> outcomeFromName(std::string_view name)
{
    for (const FetchOutcome o :
         {FetchOutcome::ParseBody, FetchOutcome::AllowAll, FetchOutcome::DisallowAll, FetchOutcome::Unavailable}) {
        if (fetchOutcomeName(o) == name)
            return o;
    }
    return std::nullopt;
}

std::string agentToken(std::string_view agent, const Dialect &dialect)
{
    // The name the dialect compares: what decides whether a new agent is a change.
    return std::string(rulesFor(parse(std::string(), dialect), agent).agentToken());
}

} // namespace

std::string Origin::key() const
{
    return scheme + "://" + host + ":" + std::to_string(port);
}

bool Origin::isHttp() const
{
    return scheme == "http" || scheme == "https";
}

std::string Origin::robotsUrl() const
{
    std::string url = scheme + "://" + host;
    if (port != defaultPort(scheme))
        url += ":" + std::to_string(port);
    return url + "/robots.txt";
}

std::optional<Origin> Origin::fromUrl(std::string_view url)
{
    url = detail::trim(url, Whitespace::Ascii);
    const std::string scheme = urlScheme(url);
    if (scheme.empty())
        return std::nullopt;
    std::string_view rest = url.substr(scheme.size() + 1);
    if (!rest.starts_with("//"))
        return std::nullopt;
    rest.remove_prefix(2);
    std::string_view authority = rest.substr(0, detail::findAny(rest, "/?#"));
    if (const std::size_t at = authority.rfind('@'); at != std::string_view::npos)
        authority.remove_prefix(at + 1);
    Origin o;
    o.scheme = scheme;
    o.port = defaultPort(scheme);
    std::string_view host = authority;
    const std::size_t bracket = authority.rfind(']');
    const std::size_t colon = authority.rfind(':');
    if (colon != std::string_view::npos && (bracket == std::string_view::npos || colon > bracket)) {
        host = authority.substr(0, colon);
        const std::string_view digits = authority.substr(colon + 1);
        if (!digits.empty()) {
            int port = 0;
            const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
            if (ec != std::errc() || ptr != digits.data() + digits.size() || port < 0 || port > 65535)
                return std::nullopt;
            o.port = port;
        }
    }
    if (host.empty())
        return std::nullopt;
    o.host = detail::lowerAscii(host);
    return o;
}

RulesDatabase::RulesDatabase(std::string agent, const Dialect &dialect)
    : m_agent(std::move(agent))
    , m_dialect(&dialect)
{
}

void RulesDatabase::setAgent(std::string agent)
{
    if (agent == m_agent)
        return;
    const bool changed = agentToken(agent, *m_dialect) != agentToken(m_agent, *m_dialect);
    m_agent = std::move(agent);
    if (changed) {
        m_entries.clear();
        return;
    }
    for (auto &[key, entry] : m_entries)
        entry.rules = rulesFor(entry.file, m_agent);
}

std::string RulesDatabase::originKey(std::string_view url) const
{
    if (m_dialect->rules().perlNetlocKeys)
        return detail::perlNetloc(url);
    const auto origin = Origin::fromUrl(url);
    return origin ? origin->key() : std::string();
}

void RulesDatabase::store(std::string key, std::string_view robotsUrl, FetchOutcome outcome, std::string body,
                          TimePoint freshUntil)
{
    Entry e;
    e.robotsUrl = std::string(robotsUrl);
    e.freshUntil = freshUntil;
    e.outcome = outcome;
    if (outcome == FetchOutcome::ParseBody) {
        e.body = std::move(body);
        e.file = robots::parse(e.body, *m_dialect, robotsUrl);
    } else {
        e.file = robots::parse(std::string(), *m_dialect, robotsUrl);
    }
    e.rules = rulesFor(e.file, m_agent);
    m_entries.insert_or_assign(std::move(key), std::move(e));
}

bool RulesDatabase::parse(std::string_view robotsUrl, std::string body, std::optional<TimePoint> freshUntil)
{
    std::string key = originKey(robotsUrl);
    if (key.empty())
        return false;
    // RFC 9309 §2.4: at most 24 hours (WWW::RobotRules' own default, a year, is longer than the
    // RFC allows; the one freshness rule of the project is the RFC's).
    const TimePoint until = freshUntil.value_or(now() + CachePolicy{}.maxLifetime);
    store(std::move(key), robotsUrl, FetchOutcome::ParseBody, std::move(body), until);
    return true;
}

FetchDecision RulesDatabase::applyFetch(std::string_view robotsUrl, const FetchResult &result, std::string body,
                                        std::optional<TimePoint> freshUntil)
{
    FetchDecision decision = decideFetchOutcome(*m_dialect, result);
    std::string key = originKey(robotsUrl);
    if (key.empty() || decision.outcome == FetchOutcome::Unavailable)
        return decision;
    const TimePoint until = freshUntil.value_or(now() + freshnessLifetime(result));
    if (decision.outcome == FetchOutcome::ParseBody && body.size() > decision.bytesToParse)
        body.resize(decision.bytesToParse);
    store(std::move(key), robotsUrl, decision.outcome, std::move(body), until);
    return decision;
}

const RulesDatabase::Entry *RulesDatabase::find(std::string_view url, TimePoint now) const
{
    const std::string key = originKey(url);
    if (key.empty())
        return nullptr;
    const auto it = m_entries.find(key);
    // WWW::RobotRules: "return -1 if !defined($fresh_until) || $fresh_until < time".
    if (it == m_entries.end() || it->second.freshUntil < now)
        return nullptr;
    return &it->second;
}

Access RulesDatabase::allowed(std::string_view url, TimePoint now) const
{
    if (m_dialect->rules().nonHttpUrlsAllowed) {
        const std::string scheme = urlScheme(detail::trim(url, Whitespace::Ascii));
        if (!scheme.empty() && scheme != "http" && scheme != "https")
            return Access::Allowed;
    }
    const Entry *e = find(url, now);
    if (e == nullptr)
        return Access::Unknown;
    switch (e->outcome) {
    case FetchOutcome::AllowAll:
        return Access::Allowed;
    case FetchOutcome::DisallowAll:
        return Access::Disallowed;
    default:
        return e->rules.decide(url).access;
    }
}

Verdict RulesDatabase::explain(std::string_view url, TimePoint now) const
{
    const Entry *e = find(url, now);
    const bool schemeOut = m_dialect->rules().nonHttpUrlsAllowed && [&] {
        const std::string scheme = urlScheme(detail::trim(url, Whitespace::Ascii));
        return !scheme.empty() && scheme != "http" && scheme != "https";
    }();
    if (e != nullptr && e->outcome == FetchOutcome::ParseBody)
        return e->rules.explain(url);
    Verdict v;
    v.dialect = *m_dialect;
    v.agent = m_agent;
    v.url = std::string(url);
    if (schemeOut) {
        v.access = Access::Allowed;
        v.decider = Decider::SchemeNotHttp;
    } else if (e == nullptr) {
        v.access = Access::Unknown;
        v.decider = Decider::NoFreshRules;
    } else if (e->outcome == FetchOutcome::AllowAll) {
        v.access = Access::Allowed;
        v.decider = Decider::FetchAllowAll;
    } else {
        v.access = Access::Disallowed;
        v.decider = Decider::FetchDisallowAll;
    }
    if (e != nullptr)
        v.file = e->file;
    return v;
}

std::optional<RulesDatabase::TimePoint> RulesDatabase::freshUntil(std::string_view urlOrOrigin) const
{
    const auto it = m_entries.find(originKey(urlOrOrigin));
    if (it == m_entries.end())
        return std::nullopt;
    return it->second.freshUntil;
}

void RulesDatabase::remove(std::string_view url)
{
    const auto it = m_entries.find(originKey(url));
    if (it != m_entries.end())
        m_entries.erase(it);
}

std::string RulesDatabase::save() const
{
    std::string out(kHeader);
    out += '\n';
    out += "agent\t" + escapeField(m_agent) + '\n';
    out += "dialect\t" + std::string(m_dialect->name()) + '\n';
    for (const auto &[key, e] : m_entries) {
        out += "entry\t" + escapeField(key) + '\t' + std::to_string(e.freshUntil.time_since_epoch().count()) + '\t' +
               std::string(fetchOutcomeName(e.outcome)) + '\t' + escapeField(e.robotsUrl) + '\t' + escapeField(e.body) +
               '\n';
    }
    return out;
}

std::optional<RulesDatabase> RulesDatabase::load(std::string_view text)
{
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        lines.push_back(text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start));
        if (nl == std::string_view::npos)
            break;
        start = nl + 1;
    }
    if (lines.size() < 3 || lines[0] != kHeader)
        return std::nullopt;
    const auto agentFields = splitTabs(lines[1]);
    const auto dialectFields = splitTabs(lines[2]);
    if (agentFields.size() != 2 || agentFields[0] != "agent" || dialectFields.size() != 2 ||
        dialectFields[0] != "dialect")
        return std::nullopt;
    const auto agent = unescapeField(agentFields[1]);
    const Dialect *dialect = findDialect(dialectFields[1]);
    if (!agent || dialect == nullptr)
        return std::nullopt;
    RulesDatabase db(*agent, *dialect);
    for (std::size_t i = 3; i < lines.size(); ++i) {
        if (lines[i].empty())
            continue;
        const auto f = splitTabs(lines[i]);
        if (f.size() != 6 || f[0] != "entry")
            return std::nullopt;
        const auto key = unescapeField(f[1]);
        const auto url = unescapeField(f[4]);
        const auto body = unescapeField(f[5]);
        const auto outcome = outcomeFromName(f[3]);
        long long seconds = 0;
        const auto [ptr, ec] = std::from_chars(f[2].data(), f[2].data() + f[2].size(), seconds);
        if (!key || !url || !body || !outcome || ec != std::errc() || ptr != f[2].data() + f[2].size())
            return std::nullopt;
        db.store(*key, *url, *outcome, *body, TimePoint(std::chrono::seconds(seconds)));
    }
    return db;
}

RulesDatabase::TimePoint RulesDatabase::now()
{
    return std::chrono::time_point_cast<std::chrono::seconds>(std::chrono::system_clock::now());
}

} // namespace robots
