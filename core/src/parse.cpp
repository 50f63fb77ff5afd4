// SPDX-License-Identifier: MIT
#include "internal.h"
#include "lexer.h"
#include "matchercore.h"
#include "robots/studio/dialectrules.h"
#include "textutil.h"

#include "robots/matcher.h"
#include "robots/studio/aipref.h"

namespace robots {

namespace {

using detail::FileData;

/// A string stored either as a view of the body or as an offset in the arena (fixed up once
/// the arena stops growing).
struct PendingView
{
    bool inArena = false;
    std::size_t offset = 0;
    std::size_t length = 0;
};

} // namespace

bool detail::validHttpUrl(std::string_view url)
{
    const std::string scheme = urlScheme(url);
    if (scheme != "http" && scheme != "https")
        return false;
    const std::string_view rest = url.substr(scheme.size() + 1);
    if (!rest.starts_with("//"))
        return false;
    const std::size_t end = detail::findAny(rest, "/?#", 2);
    const std::string_view authority = rest.substr(2, end == std::string_view::npos ? std::string_view::npos : end - 2);
    if (authority.empty())
        return false;
    for (const char c : url) {
        if (detail::isAsciiSpace(static_cast<unsigned char>(c)))
            return false;
    }
    return true;
}

namespace {

std::optional<double> parseDelay(std::string_view v, DelaySyntax syntax)
{
    if (v.empty())
        return std::nullopt;
    if (syntax == DelaySyntax::DigitsOnly) {
        // Python: line[1].strip().isdigit(), then int(). (ASCII digits; Python also accepts other
        // Unicode decimal digits here.)
        double value = 0;
        for (const char c : v) {
            if (!detail::isAsciiDigit(static_cast<unsigned char>(c)))
                return std::nullopt;
            value = value * 10 + (c - '0');
        }
        return value;
    }
    // A non-negative decimal number: digits, optionally a fraction.
    std::size_t i = 0;
    bool digits = false;
    while (i < v.size() && detail::isAsciiDigit(static_cast<unsigned char>(v[i]))) {
        ++i;
        digits = true;
    }
    if (i < v.size() && v[i] == '.') {
        ++i;
        while (i < v.size() && detail::isAsciiDigit(static_cast<unsigned char>(v[i]))) {
            ++i;
            digits = true;
        }
    }
    if (!digits || i != v.size())
        return std::nullopt;
    double value = 0;
    double scale = 0;
    for (const char c : v) {
        if (c == '.') {
            scale = 1;
            continue;
        }
        if (scale == 0) {
            value = value * 10 + (c - '0');
        } else {
            scale /= 10;
            value += (c - '0') * scale;
        }
    }
    return value;
}

std::optional<RequestRate> parseRate(std::string_view v, const Dialect &dialect)
{
    // `requests/seconds` (Python: both parts isdigit() after strip); other dialects also accept
    // a time unit after the seconds (`1/10s`, `1/5m`, `1/1h`).
    const std::size_t slash = v.find('/');
    if (slash == std::string_view::npos || v.find('/', slash + 1) != std::string_view::npos)
        return std::nullopt;
    const std::string_view a = detail::trim(v.substr(0, slash), dialect.rules().whitespace);
    std::string_view b = detail::trim(v.substr(slash + 1), dialect.rules().whitespace);
    double unit = 1;
    if (dialect.rules().delaySyntax == DelaySyntax::Decimal && !b.empty()) {
        const char last = detail::toLowerAscii(b.back());
        if (last == 's' || last == 'm' || last == 'h') {
            unit = last == 's' ? 1 : last == 'm' ? 60 : 3600;
            b.remove_suffix(1);
        }
    }
    const auto n = parseDelay(a, DelaySyntax::DigitsOnly);
    const auto s = parseDelay(b, DelaySyntax::DigitsOnly);
    if (!n || !s)
        return std::nullopt;
    return RequestRate{static_cast<std::uint32_t>(*n), *s * unit};
}

bool validHost(std::string_view v)
{
    // Yandex: `Host: example.com`, optionally with a scheme and a port; no path.
    std::string_view h = v;
    if (const std::size_t s = h.find("://"); s != std::string_view::npos)
        h = h.substr(s + 3);
    if (h.empty())
        return false;
    if (const std::size_t colon = h.rfind(':'); colon != std::string_view::npos) {
        const std::string_view port = h.substr(colon + 1);
        if (port.empty() || port.size() > 5)
            return false;
        for (const char c : port) {
            if (!detail::isAsciiDigit(static_cast<unsigned char>(c)))
                return false;
        }
        h = h.substr(0, colon);
    }
    if (h.empty() || h.front() == '.' || h.back() == '.' || h.front() == '-')
        return false;
    for (const char ch : h) {
        const auto c = static_cast<unsigned char>(ch);
        if (!(detail::isAsciiAlpha(c) || detail::isAsciiDigit(c) || c == '-' || c == '.' || c >= 0x80))
            return false;
    }
    return true;
}

class Builder
{
public:
    Builder(FileData &data, std::string_view robotsUrl)
        : m_data(data)
        , m_d(*data.dialect)
        , m_text(data.text)
        , m_robotsUrl(robotsUrl)
    {
    }

    void feed(const Line &line, bool logicalEmpty)
    {
        // RFC 9309 §2.2: a group is one or more user-agent lines followed by rules; blank lines do
        // not end it there (BlankLines::EndRecord is other readers' custom).
        const bool blank = m_d.rules().whitespaceOnlyLineIsBlank ? line.kind == LineKind::Blank : logicalEmpty;
        if (blank) {
            if (m_d.rules().blankLines == BlankLines::EndRecord && m_current >= 0)
                close(GroupEnd::BlankLine);
            return;
        }
        switch (line.kind) {
        case LineKind::Blank:
        case LineKind::CommentOnly:
        case LineKind::Unparseable:
            return;
        case LineKind::UnknownKey:
        case LineKind::OtherKnownKey:
            if (const std::optional<PreferenceSyntax> syntax = preferenceKey(line.key.in(m_text)))
                onPreference(line, *syntax);
            return;
        case LineKind::UserAgent:
            if (m_d.rules().uses(LineKind::UserAgent))
                onAgent(line);
            return;
        case LineKind::Allow:
        case LineKind::Disallow:
            if (m_d.rules().uses(line.kind))
                onRule(line);
            return;
        case LineKind::Sitemap:
            if (m_d.rules().uses(LineKind::Sitemap))
                onSitemap(line);
            return;
        case LineKind::CrawlDelay:
        case LineKind::Host:
        case LineKind::CleanParam:
        case LineKind::RequestRate:
            onOther(line);
            return;
        }
    }

    void finish(bool truncated)
    {
        if (m_current >= 0)
            close(truncated ? GroupEnd::ByteLimit : GroupEnd::EndOfFile);
        // Python: only the first `*` entry counts (RobotFileParser._add_entry).
        if (m_d.rules().starGroups == StarGroups::FallbackFirstOnly) {
            bool seen = false;
            for (Group &g : m_data.groups) {
                if (g.fate != GroupFate::Used || !g.hasStar)
                    continue;
                if (seen)
                    g.fate = GroupFate::ExtraStarGroup;
                seen = true;
            }
        }
        // Fix up string views now that the arena no longer grows. Its slack is given back only when
        // it exceeds the size (a file keeps a small multiple of its body): a spare arena reused
        // for a re-parse of the same document keeps its capacity (internal.h, SpareBuffers).
        if (m_data.arena.capacity() > 2 * m_data.arena.size() + 4096)
            m_data.arena.shrink_to_fit();
        for (const auto &[rule, v] : m_ruleFixups)
            detail::RuleWriter{m_data.rules[rule]}.setNormalised(view(v));
        for (std::size_t i = 0; i < m_agentViews.size(); ++i) {
            const auto [g, a, value, token] = m_agentViews[i];
            AgentLine &agent = m_data.groups[g].agents[a];
            agent.value = view(value);
            agent.token = view(token);
        }
        for (std::size_t i = 0; i < m_data.sitemaps.size(); ++i)
            m_data.sitemaps[i].url = view(m_sitemapViews[i]);
        for (std::size_t i = 0; i < m_data.preferences.size(); ++i)
            m_data.preferences[i].normalised = view(m_preferenceViews[i]);
        for (std::size_t i = 0; i < m_data.others.size(); ++i) {
            const auto [value, params, path] = m_otherViews[i];
            OtherRecord &o = m_data.others[i];
            o.value = view(value);
            o.params = view(params);
            o.pathPrefix = view(path);
        }
    }

private:
    std::string_view view(const PendingView &v) const
    {
        return v.inArena ? std::string_view(m_data.arena).substr(v.offset, v.length)
                         : std::string_view(m_text).substr(v.offset, v.length);
    }

    PendingView textView(ByteRange r) const { return {false, r.offset, r.length}; }

    PendingView store(std::string_view s, ByteRange ifSameAs)
    {
        if (s == ifSameAs.in(m_text))
            return textView(ifSameAs);
        // Reuse an identical tail of the arena? Not worth it; append.
        PendingView v{true, m_data.arena.size(), s.size()};
        m_data.arena.append(s);
        return v;
    }

    void open(GroupStart start, std::uint32_t line)
    {
        Group g;
        g.index = static_cast<std::uint32_t>(m_data.groups.size());
        g.firstLine = line;
        g.lastLine = line;
        g.startedBy = start;
        m_data.groups.push_back(std::move(g));
        m_current = static_cast<std::int32_t>(m_data.groups.size() - 1);
        m_breakerSeen = false;
    }

    void close(GroupEnd end)
    {
        Group &g = m_data.groups[static_cast<std::size_t>(m_current)];
        g.endedBy = end;
        // Python: agents never followed by a rule line are forgotten (state 1 at a blank line or
        // at the end of the file).
        if (m_d.rules().blankLineDropsAgentsWithoutRules && !m_breakerSeen && g.startedBy == GroupStart::UserAgent)
            g.fate = GroupFate::NoRules;
        m_current = -1;
        m_breakerSeen = false;
    }

    /// `User-agent: *` names every crawler not named elsewhere (RFC 9309 §2.2.1).
    bool isStarValue(std::string_view v) const
    {
        if (m_d.rules().starWithTrailingText) // dialect: google — `*` followed by white space is still `*`
            return !v.empty() && v[0] == '*' &&
                   (v.size() == 1 || detail::isAsciiSpace(static_cast<unsigned char>(v[1])));
        return v == "*";
    }

    void onAgent(const Line &line)
    {
        // RFC 9309 §2.1, §2.2: consecutive user-agent lines share a group; one after a rule
        // (DialectRules::agentRunBreakers) starts the next.
        if (m_current >= 0 && m_breakerSeen)
            close(GroupEnd::AgentAfterRule);
        if (m_current < 0) {
            if (m_data.groups.size() >= kMaxGroups)
                return; // pathological: further groups are not formed
            open(GroupStart::UserAgent, line.number);
        }
        Group &g = m_data.groups[static_cast<std::size_t>(m_current)];
        const std::string_view written = line.value.in(m_text);
        std::string buffer;
        const std::string_view value = detail::decodedValue(written, m_d, buffer);
        const PendingView valueView = store(value, line.value);
        AgentLine agent;
        agent.line = line.number;
        agent.star = isStarValue(value);
        PendingView tokenView = valueView;
        if (m_d.rules().fileAgent == FileAgent::ProductTokenPrefix && !agent.star) {
            tokenView.length = detail::productTokenPrefix(value).size();
        }
        g.agents.push_back(agent);
        g.hasStar = g.hasStar || agent.star;
        g.lastLine = line.number;
        m_agentViews.push_back({g.index, static_cast<std::uint32_t>(g.agents.size() - 1), valueView, tokenView});
        m_anyAgentSeen = true;
    }

    void onRule(const Line &line)
    {
        if (m_current < 0) {
            if (m_d.rules().rulesBeforeAgent == RulesBeforeAgent::ApplyToAll && !m_anyAgentSeen &&
                m_data.groups.size() < kMaxGroups) {
                // WWW::RobotRules: "Disallow without preceding User-agent" → as if `*`.
                open(GroupStart::RulesBeforeAgent, line.number);
                m_data.groups.back().hasStar = true;
            } else {
                addRule(line, -1);
                if (line.number >= 1 && line.number <= m_data.lines.size())
                    m_data.lines[line.number - 1].flags |= OutsideGroup;
                return;
            }
        }
        Group &g = m_data.groups[static_cast<std::size_t>(m_current)];
        addRule(line, m_current);
        g.lastLine = line.number;
        if (m_d.rules().agentRunBreakers & keyBit(line.kind))
            m_breakerSeen = true;
    }

    /// An allow or disallow rule (RFC 9309 §2.2.2), in its comparison form: percent-encoding
    /// normalised, `*` and a final `$` read as §2.2.3 says when the dialect has wildcards.
    void addRule(const Line &line, std::int32_t group)
    {
        const std::string_view written = line.value.in(m_text);
        const detail::NormalisedRule nr = detail::normaliseRule(written, m_d, m_robotsUrl);
        Rule r;
        detail::RuleWriter w{r};
        const auto ruleIndex = static_cast<std::uint32_t>(m_data.rules.size());
        w.setLine(line.number);
        w.setGroup(group);
        w.setKind(line.kind == LineKind::Allow ? RuleKind::Allow : RuleKind::Disallow);
        w.setPattern(written);
        if (group < 0) {
            w.setStatus(RuleStatus::OutsideGroup);
        } else if (nr.emptyAsWritten) {
            if (m_d.rules().emptyValue == EmptyValue::MatchesNothing)
                w.setStatus(RuleStatus::EmptyMatchesNothing);
            else
                w.setAllowsEverything(true);
        } else {
            w.setStatus(nr.status);
        }
        const std::string_view n = nr.unchanged ? written : std::string_view(nr.pattern);
        w.setHasWildcard(m_d.rules().wildcards && n.find('*') != std::string_view::npos);
        w.setAnchored(m_d.rules().endAnchor && !n.empty() && n.back() == '$');
        if (nr.unchanged)
            w.setNormalised(written);
        else if (!n.empty())
            m_ruleFixups.emplace_back(ruleIndex, store(n, line.value));
        m_data.rules.push_back(r);
        if (group >= 0)
            appendToGroup(group, ruleIndex);

        // dialect: google — `Allow: …/index.htm(l)` also allows `…/` (robots.cc HandleAllow).
        if (m_d.rules().indexHtmlAllowsDirectory && group >= 0 && r.kind() == RuleKind::Allow &&
            r.status() == RuleStatus::Active) {
            const std::size_t slash = n.rfind('/');
            if (slash != std::string_view::npos && n.substr(slash).starts_with("/index.htm")) {
                Rule d = r;
                detail::RuleWriter dw{d};
                const auto derivedIndex = static_cast<std::uint32_t>(m_data.rules.size());
                dw.setOrigin(RuleOrigin::IndexHtmlEquivalent);
                std::string derived(n.substr(0, slash + 1));
                derived += '$';
                dw.setHasWildcard(m_d.rules().wildcards && derived.find('*') != std::string::npos);
                dw.setAnchored(true);
                m_data.rules.push_back(d);
                m_ruleFixups.emplace_back(derivedIndex, store(derived, line.value));
                appendToGroup(group, derivedIndex);
            }
        }
    }

    // A group's rules are contiguous in rules(): rules outside groups only occur while no group
    // is open, and google's derived index.html rule follows its own rule.
    void appendToGroup(std::int32_t group, std::uint32_t rule)
    {
        Group &g = m_data.groups[static_cast<std::size_t>(group)];
        const std::uint32_t first = g.rules.empty() ? rule : *g.rules.begin();
        g.rules = Group::RuleIndexes(first, rule + 1);
    }

    void onSitemap(const Line &line)
    {
        std::string buffer;
        const std::string_view value = detail::decodedValue(line.value.in(m_text), m_d, buffer);
        Sitemap s;
        s.line = line.number;
        s.valid = detail::validHttpUrl(value);
        m_data.sitemaps.push_back(s);
        m_sitemapViews.push_back(store(value, line.value));
        if (m_current >= 0 && (m_d.rules().agentRunBreakers & keyBit(LineKind::Sitemap)))
            m_breakerSeen = true;
    }

    /// Content-Usage (draft-ietf-aipref-attach-05) or Content-Signal: recorded by every
    /// dialect, in the group open at the time; for a dialect that reads them, a Content-Usage
    /// line is a rule of its group, so a User-agent line after it starts the next group.
    void onPreference(const Line &line, PreferenceSyntax syntax)
    {
        PreferenceLine p;
        p.line = line.number;
        p.group = m_current;
        p.syntax = syntax;
        detail::readPreference(p, m_text, line.value);
        PendingView normalised = textView(p.pathRange);
        if (!p.pathRange.empty())
            normalised = store(normalisePattern(p.path, m_d), p.pathRange);
        m_data.preferences.push_back(std::move(p));
        m_preferenceViews.push_back(normalised);
        if (m_current >= 0 && m_d.rules().aiPreferences && syntax == PreferenceSyntax::ContentUsage) {
            m_breakerSeen = true;
            m_data.groups[static_cast<std::size_t>(m_current)].lastLine = line.number;
        }
    }

    void onOther(const Line &line)
    {
        std::string buffer;
        const std::string_view value = detail::decodedValue(line.value.in(m_text), m_d, buffer);
        OtherRecord o;
        o.line = line.number;
        o.kind = line.kind;
        o.group = m_current;
        const bool used = m_d.rules().uses(line.kind);
        const bool groupRecord = line.kind == LineKind::CrawlDelay || line.kind == LineKind::RequestRate;
        // Python reads Crawl-delay / Request-rate only inside an entry (state != 0).
        o.used = used && (!groupRecord || m_current >= 0);
        PendingView params{}, path{};
        switch (line.kind) {
        case LineKind::CrawlDelay:
            if (const auto delay = parseDelay(value, m_d.rules().delaySyntax)) {
                o.valid = true;
                o.number = *delay;
            }
            break;
        case LineKind::RequestRate:
            if (const auto rate = parseRate(value, m_d)) {
                o.valid = true;
                o.rate = *rate;
            }
            break;
        case LineKind::Host:
            o.valid = validHost(value);
            break;
        case LineKind::CleanParam: {
            // Yandex: `Clean-param: p1&p2 [path]`.
            const PendingView whole = store(value, line.value);
            const std::size_t space = detail::findAny(value, " \t");
            const std::string_view p = value.substr(0, space);
            std::string_view prefix;
            if (space != std::string_view::npos)
                prefix = detail::trim(value.substr(space), Whitespace::Ascii);
            bool ok = !p.empty() && detail::findAny(prefix, " \t") == std::string_view::npos &&
                      (prefix.empty() || prefix.front() == '/' || prefix.front() == '*');
            for (const char ch : p) {
                const auto c = static_cast<unsigned char>(ch);
                if (!(detail::isAsciiAlpha(c) || detail::isAsciiDigit(c) || c == '_' || c == '-' || c == '.' ||
                      c == '&'))
                    ok = false;
            }
            o.valid = ok;
            params = whole;
            params.length = p.size();
            if (!prefix.empty()) {
                path = whole;
                path.offset += static_cast<std::size_t>(prefix.data() - value.data());
                path.length = prefix.size();
            }
            break;
        }
        default:
            break;
        }
        if (o.used && o.valid && m_current >= 0) {
            Group &g = m_data.groups[static_cast<std::size_t>(m_current)];
            if (line.kind == LineKind::CrawlDelay) {
                g.crawlDelay = o.number;
                g.crawlDelayLine = o.line;
            } else if (line.kind == LineKind::RequestRate) {
                g.requestRate = o.rate;
                g.requestRateLine = o.line;
            }
        }
        if (m_current >= 0) {
            m_data.groups[static_cast<std::size_t>(m_current)].lastLine = line.number;
            if (used && (m_d.rules().agentRunBreakers & keyBit(line.kind)))
                m_breakerSeen = true;
        }
        m_data.others.push_back(o);
        m_otherViews.push_back({store(value, line.value), params, path});
    }

    FileData &m_data;
    const Dialect &m_d;
    std::string_view m_text;
    std::string_view m_robotsUrl;
    std::int32_t m_current = -1;
    bool m_breakerSeen = false;
    bool m_anyAgentSeen = false;
    std::vector<std::pair<std::uint32_t, PendingView>> m_ruleFixups;
    struct AgentViews
    {
        std::uint32_t group;
        std::uint32_t agent;
        PendingView value;
        PendingView token;
    };
    std::vector<AgentViews> m_agentViews;
    std::vector<PendingView> m_sitemapViews;
    std::vector<PendingView> m_preferenceViews;
    struct OtherViews
    {
        PendingView value, params, path;
    };
    std::vector<OtherViews> m_otherViews;
};

} // namespace

RobotsFile::RobotsFile()
    : RobotsFile(parse(std::string(), defaultDialect()))
{
}

RobotsFile::RobotsFile(std::shared_ptr<const detail::FileData> data)
    : m_data(std::move(data))
{
}

const Dialect &RobotsFile::dialect() const
{
    return *m_data->dialect;
}
std::string_view RobotsFile::text() const
{
    return m_data->text;
}
std::span<const Line> RobotsFile::lines() const
{
    return m_data->lines;
}
std::string_view RobotsFile::slice(ByteRange range) const
{
    return range.in(m_data->text);
}
const Line *RobotsFile::line(std::uint32_t number) const
{
    return number >= 1 && number <= m_data->lines.size() ? &m_data->lines[number - 1] : nullptr;
}
std::string RobotsFile::serialise() const
{
    return robots::serialise(m_data->text, m_data->lines);
}
std::span<const Group> RobotsFile::groups() const
{
    return m_data->groups;
}
std::span<const Rule> RobotsFile::rules() const
{
    return m_data->rules;
}
std::span<const Sitemap> RobotsFile::sitemaps() const
{
    return m_data->sitemaps;
}
std::span<const OtherRecord> RobotsFile::otherRecords() const
{
    return m_data->others;
}
std::span<const PreferenceLine> RobotsFile::preferences() const
{
    return m_data->preferences;
}
std::size_t RobotsFile::parsedBytes() const
{
    return m_data->parsedBytes;
}
bool RobotsFile::hasBom() const
{
    return m_data->bom;
}

std::size_t RobotsFile::memoryUsage() const
{
    // Bytes in use (sizes, not capacities: reserved pages that were never written cost nothing).
    const FileData &d = *m_data;
    std::size_t bytes = sizeof(FileData) + d.text.size() + d.robotsUrl.size() + d.arena.size() +
                        d.lines.size() * sizeof(Line) + d.groups.size() * sizeof(Group) +
                        d.rules.size() * sizeof(Rule) + d.sitemaps.size() * sizeof(Sitemap) +
                        d.others.size() * sizeof(OtherRecord) + d.preferences.size() * sizeof(PreferenceLine);
    for (const Group &g : d.groups)
        bytes += g.agents.size() * sizeof(AgentLine);
    return bytes;
}

RobotsFile parse(std::string body, const Dialect &dialect)
{
    return parse(std::move(body), dialect, "http://example.com/robots.txt");
}

namespace {
RobotsFile parseWith(detail::SpareBuffers buffers, const Dialect &dialect, std::string_view robotsUrl);
} // namespace

RobotsFile parse(std::string_view body, const Dialect &dialect)
{
    // The copy goes into a spare text buffer when the pool has one for a body of this size: the
    // editor's per-dialect re-parses of one document then touch no fresh page (internal.h,
    // SpareBuffers).
    detail::SpareBuffers spare = detail::takeSpareBuffers(body.size(), true);
    spare.text.assign(body);
    return parseWith(std::move(spare), dialect, "http://example.com/robots.txt");
}

RobotsFile parse(std::string body, const Dialect &dialect, std::string_view robotsUrl)
{
    // The caller's buffer becomes the text.
    detail::SpareBuffers spare = detail::takeSpareBuffers(body.size(), false);
    spare.text = std::move(body);
    return parseWith(std::move(spare), dialect, robotsUrl);
}

namespace {

RobotsFile parseWith(detail::SpareBuffers buffers, const Dialect &dialect, std::string_view robotsUrl)
{
    auto data = std::make_shared<FileData>();
    data->dialect = &dialect;
    data->text = std::move(buffers.text);
    data->arena = std::move(buffers.arena);
    data->lines = std::move(buffers.lines);
    data->rules = std::move(buffers.rules);
    data->robotsUrl = std::string(robotsUrl);
    const std::string_view text = data->text;
    detail::lexLinesInto(data->lines, text, dialect);
    // RFC 9309 §2.5: a crawler MUST parse at least 500 KiB; rfc9309 reads no more (DialectRules::maxBytes).
    data->parsedBytes = (dialect.rules().maxBytes != 0 && text.size() > dialect.rules().maxBytes)
                            ? dialect.rules().maxBytes
                            : text.size();
    data->bom = text.starts_with("\xEF\xBB\xBF");
    const std::size_t bom = detail::bomSkip(text, dialect);

    // Exact reservations: no reallocation (and no transient copy) while building.
    std::size_t ruleLines = 0;
    for (const Line &l : data->lines)
        ruleLines += l.isRule() ? 1 : 0;
    data->rules.reserve(ruleLines + ruleLines / 64 + 4);

    Builder builder(*data, data->robotsUrl);
    const bool python = dialect.rules().lineBreaks == LineBreaks::PythonSplitlines;
    for (std::size_t i = 0; i < data->lines.size(); ++i) {
        const Line &line = data->lines[i];
        if (line.has(PastLimit))
            break;
        if (python && line.has(ExtraLineBreaks)) {
            // Python's splitlines() breaks this physical line into several logical lines.
            Line full = line;
            full.flags = static_cast<std::uint16_t>(full.flags & ~ExtraLineBreaks);
            const detail::LineLimits limits = detail::lineLimits(text, full, dialect, data->parsedBytes, bom);
            const std::string_view part = text.substr(limits.begin, limits.end - limits.begin);
            detail::forEachPythonSegment(part, line.ending != LineEnding::None, [&](std::size_t b, std::size_t e) {
                Line segment = line;
                segment.kind = LineKind::Blank;
                segment.key = segment.value = segment.comment = ByteRange{};
                detail::classifyText(text, limits.begin + b, limits.begin + e, dialect, segment);
                builder.feed(segment, b == e);
            });
            continue;
        }
        builder.feed(line, line.content.length == 0);
    }
    builder.finish(data->parsedBytes < text.size());
    return detail::Internals::makeFile(std::move(data));
}

} // namespace

} // namespace robots
