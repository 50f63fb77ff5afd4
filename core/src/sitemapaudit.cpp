// SPDX-License-Identifier: MIT
// The sitemap audit's check (robots/studio/sitemapaudit.h). A sitemap tree can list millions of URLs,
// so add() is the hot path: one origin test per URL, then one AgentRules::decide() per agent and
// file (the agents are resolved once, in the constructor). Only URLs that end up in a group are
// copied, once each, into one arena; the rest are counted.
#include "robots/studio/sitemapaudit.h"

#include "robots/rulesdatabase.h"
#include "robots/studio/csv.h"
#include "robots/studio/testset.h"

#include "textutil.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <unordered_map>

namespace robots {

namespace {

int defaultPort(std::string_view scheme)
{
    return scheme == "https" ? 443 : 80;
}

bool isHttpScheme(std::string_view scheme)
{
    return scheme == "http" || scheme == "https";
}

/// A URL in a sitemap must be a URL: no white space or control characters anywhere (sitemaps.org
/// asks for entity-escaped, RFC 3986 URLs; a space means the file was not written for crawlers).
bool hasForbiddenByte(std::string_view url)
{
    return std::any_of(url.begin(), url.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u <= 0x20 || u == 0x7f;
    });
}

struct GroupKey
{
    std::int32_t draftRule = -1;
    std::int32_t liveRule = -1;
    friend bool operator==(const GroupKey &, const GroupKey &) = default;
};

struct GroupKeyHash
{
    std::size_t operator()(const GroupKey &k) const noexcept
    {
        const auto packed = (std::uint64_t(std::uint32_t(k.draftRule)) << 32) | std::uint32_t(k.liveRule);
        return std::hash<std::uint64_t>{}(packed);
    }
};

constexpr std::size_t kChanges = 4;

} // namespace

struct SitemapAudit::Impl
{
    RobotsFile draft;
    std::optional<RobotsFile> live;
    bool liveSameAsDraft = false;
    std::vector<std::string> agents;
    std::vector<AgentRules> draftRules;
    std::vector<AgentRules> liveRules;

    // The site's origin. `anyOrigin`: none given, every absolute http(s) URL is judged.
    bool anyOrigin = true;
    Origin origin;
    std::string prefix; ///< "https://example.com", lower case: the fast same-origin test.

    // URLs kept in full, each once: [offset, length) in the arena.
    std::string arena;
    std::vector<std::pair<std::size_t, std::uint32_t>> stored;
    std::vector<std::string> sources;

    struct GroupData
    {
        std::size_t agent = 0;
        SitemapChange change = SitemapChange::BlockedInBoth;
        std::int32_t draftRule = -1;
        std::int32_t liveRule = -1;
        std::vector<std::uint32_t> urls; ///< Indexes into `stored`: all, or the first `sampleLimit`.
        std::vector<std::uint32_t> sources;
        std::size_t count = 0;
    };
    std::vector<GroupData> groups;
    /// Per (agent, change): deciding rules → index into `groups`.
    std::vector<std::unordered_map<GroupKey, std::uint32_t, GroupKeyHash>> index;

    std::vector<std::string> otherHosts;
    std::vector<std::uint32_t> otherHostSources;
    std::vector<std::string> malformed;
    std::vector<std::uint32_t> malformedSources;
    std::size_t otherHostCount = 0;
    std::size_t malformedCount = 0;
    std::size_t urls = 0;
    std::size_t checked = 0;
    std::size_t blockedAny = 0;
    std::size_t sampleLimit = std::numeric_limits<std::size_t>::max();

    // The streamed CSV (streamCsv()): rows formatted into `csv` and handed on every 64 KiB, so a
    // million blocked URLs never sit in memory as one text (budget: ≤ 300 MB with --csv).
    std::function<void(std::string_view)> csvSink;
    std::string csv;
    /// Per rule index: its line and text for the CSV, made the first time a row needs them.
    std::vector<std::optional<std::pair<std::string, std::string>>> draftRuleCells;
    std::vector<std::optional<std::pair<std::string, std::string>>> liveRuleCells;
    static constexpr std::size_t kCsvPiece = 64 * 1024;

    enum class Place : std::uint8_t {
        Site,
        OtherHost,
        Malformed
    };

    [[nodiscard]] Place place(std::string_view url) const
    {
        if (url.empty() || hasForbiddenByte(url))
            return Place::Malformed;
        if (!anyOrigin && url.size() >= prefix.size() && detail::startsWithIgnoreCaseAscii(url, prefix)) {
            // Fast path: "scheme://host" then the end of the authority, or a port.
            std::string_view rest = url.substr(prefix.size());
            const std::size_t end = detail::findAny(rest, "/?#");
            const std::string_view after = rest.substr(0, end);
            if (after.empty())
                return origin.port == defaultPort(origin.scheme) ? Place::Site : Place::OtherHost;
            if (after.front() == ':') {
                const std::string_view digits = after.substr(1);
                if (digits.empty())
                    return origin.port == defaultPort(origin.scheme) ? Place::Site : Place::OtherHost;
                int port = 0;
                const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
                if (ec == std::errc() && ptr == digits.data() + digits.size() && port <= 65535)
                    return port == origin.port ? Place::Site : Place::OtherHost;
            }
            // A longer host name, user info, a bad port …: the full reading below decides.
        }
        const std::optional<Origin> o = Origin::fromUrl(url);
        if (!o || !isHttpScheme(o->scheme))
            return Place::Malformed;
        if (anyOrigin || *o == origin)
            return Place::Site;
        return Place::OtherHost;
    }

    std::uint32_t store(std::string_view url)
    {
        stored.emplace_back(arena.size(), static_cast<std::uint32_t>(url.size()));
        arena.append(url);
        return static_cast<std::uint32_t>(stored.size() - 1);
    }

    [[nodiscard]] std::string_view storedUrl(std::uint32_t i) const
    {
        return std::string_view(arena).substr(stored[i].first, stored[i].second);
    }

    [[nodiscard]] bool streaming() const { return static_cast<bool>(csvSink); }

    std::string_view sourceName(std::uint32_t i) const
    {
        return i < sources.size() ? std::string_view(sources[i]) : std::string_view();
    }

    /// The line and text of a deciding rule, as sitemapAuditCsv() writes them (empty: none).
    const std::pair<std::string, std::string> &ruleCells(bool ofDraft, std::int32_t rule)
    {
        static const std::pair<std::string, std::string> none;
        const RobotsFile &f = ofDraft ? draft : *live;
        auto &cache = ofDraft ? draftRuleCells : liveRuleCells;
        const auto rules = f.rules();
        if (rule < 0 || static_cast<std::size_t>(rule) >= rules.size())
            return none;
        if (cache.size() < rules.size())
            cache.resize(rules.size());
        auto &cell = cache[static_cast<std::size_t>(rule)];
        if (!cell) {
            const auto &r = rules[static_cast<std::size_t>(rule)];
            cell.emplace(r.line() == 0 ? std::string() : std::to_string(r.line()), ruleText(r));
        }
        return *cell;
    }

    void csvRow(std::initializer_list<std::string_view> fields)
    {
        appendCsvRecord(csv, fields);
        if (csv.size() >= kCsvPiece)
            flushCsv();
    }

    void flushCsv()
    {
        if (csvSink && !csv.empty())
            csvSink(csv);
        csv.clear();
    }

    void file(std::size_t agent, SitemapChange change, std::int32_t draftRule, std::int32_t liveRule,
              std::optional<std::uint32_t> &kept, std::string_view url, std::uint32_t source)
    {
        auto &map = index[agent * kChanges + static_cast<std::size_t>(change)];
        const GroupKey key{draftRule, liveRule};
        auto it = map.find(key);
        if (it == map.end()) {
            GroupData g;
            g.agent = agent;
            g.change = change;
            g.draftRule = draftRule;
            g.liveRule = liveRule;
            groups.push_back(std::move(g));
            it = map.emplace(key, static_cast<std::uint32_t>(groups.size() - 1)).first;
        }
        GroupData &g = groups[it->second];
        ++g.count;
        if (g.urls.size() < sampleLimit) {
            // The URL's one copy, made when the first group wants it.
            if (!kept)
                kept = store(url);
            g.urls.push_back(*kept);
            g.sources.push_back(source);
        }
        if (streaming()) {
            const std::string_view agentName = agents[agent];
            const auto &d = ruleCells(true, draftRule);
            const auto &l = live ? ruleCells(false, liveRule) : ruleCells(true, -1);
            csvRow(
                {url, agentName, sitemapChangeName(change), d.first, d.second, l.first, l.second, sourceName(source)});
        }
    }

    /// An other-host or malformed URL: counted, kept while the sample has room, streamed.
    void keepAside(std::vector<std::string> &list, std::vector<std::uint32_t> &listSources, std::size_t &count,
                   std::string_view change, std::string_view url, std::uint32_t source)
    {
        ++count;
        if (list.size() < sampleLimit) {
            list.emplace_back(url);
            listSources.push_back(source);
        }
        if (streaming())
            csvRow({url, "", change, "", "", "", "", sourceName(source)});
    }
};

SitemapAudit::SitemapAudit(std::string_view draft, std::optional<std::string_view> live,
                           std::vector<std::string> agents, const Dialect &dialect, std::string_view origin)
    : m_impl(std::make_unique<Impl>())
{
    Impl &d = *m_impl;
    std::string robotsUrl = "http://example.com/robots.txt";
    if (const std::optional<Origin> o = Origin::fromUrl(origin); o && isHttpScheme(o->scheme)) {
        d.anyOrigin = false;
        d.origin = *o;
        d.prefix = o->scheme + "://" + o->host;
        robotsUrl = o->key() + "/robots.txt";
    }
    d.draft = parse(std::string(draft), dialect, robotsUrl);
    if (live) {
        d.liveSameAsDraft = *live == draft;
        d.live = d.liveSameAsDraft ? d.draft : parse(std::string(*live), dialect, robotsUrl);
    }
    d.agents = std::move(agents);
    for (const std::string &agent : d.agents) {
        d.draftRules.push_back(rulesFor(d.draft, agent));
        if (d.live)
            d.liveRules.push_back(d.liveSameAsDraft ? d.draftRules.back() : rulesFor(*d.live, agent));
    }
    d.index.resize(d.agents.size() * kChanges);
}

SitemapAudit::~SitemapAudit() = default;
SitemapAudit::SitemapAudit(SitemapAudit &&) noexcept = default;
SitemapAudit &SitemapAudit::operator=(SitemapAudit &&) noexcept = default;

std::uint32_t SitemapAudit::addSource(std::string url)
{
    m_impl->sources.push_back(std::move(url));
    return static_cast<std::uint32_t>(m_impl->sources.size() - 1);
}

void SitemapAudit::add(std::string_view url, std::uint32_t source)
{
    Impl &d = *m_impl;
    ++d.urls;
    switch (d.place(url)) {
    case Impl::Place::Malformed:
        d.keepAside(d.malformed, d.malformedSources, d.malformedCount, "malformed", url, source);
        return;
    case Impl::Place::OtherHost:
        d.keepAside(d.otherHosts, d.otherHostSources, d.otherHostCount, "other-host", url, source);
        return;
    case Impl::Place::Site:
        break;
    }
    ++d.checked;
    std::optional<std::uint32_t> kept; // the URL's copy, made when the first group that keeps it wants it
    bool blockedByDraft = false;
    for (std::size_t a = 0; a < d.agents.size(); ++a) {
        const Decision draft = d.draftRules[a].decide(url);
        const bool draftBlocks = draft.access == Access::Disallowed;
        blockedByDraft = blockedByDraft || draftBlocks;
        SitemapChange change{};
        std::int32_t liveRule = -1;
        if (!d.live) {
            if (!draftBlocks)
                continue;
            change = SitemapChange::BlockedNoLive;
        } else {
            const Decision live = d.liveSameAsDraft ? draft : d.liveRules[a].decide(url);
            const bool liveBlocks = live.access == Access::Disallowed;
            if (!draftBlocks && !liveBlocks)
                continue;
            change = draftBlocks ? (liveBlocks ? SitemapChange::BlockedInBoth : SitemapChange::NewlyBlocked)
                                 : SitemapChange::Unblocked;
            liveRule = live.rule;
        }
        d.file(a, change, draft.rule, liveRule, kept, url, source);
    }
    if (blockedByDraft)
        ++d.blockedAny;
}

void SitemapAudit::setSampleLimit(std::size_t perGroup)
{
    m_impl->sampleLimit = perGroup;
}

void SitemapAudit::streamCsv(std::function<void(std::string_view)> sink)
{
    Impl &d = *m_impl;
    d.csvSink = std::move(sink);
    if (d.csvSink)
        d.csvRow({"url", "agent", "change", "draft line", "draft rule", "live line", "live rule", "sitemap"});
}

void SitemapAudit::flushCsv()
{
    m_impl->flushCsv();
}

std::size_t SitemapAudit::size() const
{
    return m_impl->urls;
}

std::size_t SitemapAudit::blockedUrls() const
{
    return m_impl->blockedAny;
}

SitemapAuditResult SitemapAudit::result() const
{
    const Impl &d = *m_impl;
    SitemapAuditResult r;
    r.urls = d.urls;
    r.checked = d.checked;
    r.blockedAny = d.blockedAny;
    r.liveCompared = d.live.has_value();
    r.otherHosts = d.otherHosts;
    r.otherHostSources = d.otherHostSources;
    r.malformed = d.malformed;
    r.malformedSources = d.malformedSources;
    r.otherHostCount = d.otherHostCount;
    r.malformedCount = d.malformedCount;
    r.sources = d.sources;

    const auto describe = [](const RobotsFile &file, std::int32_t rule, std::uint32_t &line, std::string &text) {
        const auto rules = file.rules();
        if (rule < 0 || static_cast<std::size_t>(rule) >= rules.size())
            return;
        line = rules[static_cast<std::size_t>(rule)].line();
        text = ruleText(rules[static_cast<std::size_t>(rule)]);
    };
    r.groups.reserve(d.groups.size());
    for (const Impl::GroupData &g : d.groups) {
        SitemapRuleGroup out;
        out.agent = g.agent;
        out.change = g.change;
        describe(d.draft, g.draftRule, out.draftLine, out.draftRule);
        if (d.live)
            describe(*d.live, g.liveRule, out.liveLine, out.liveRule);
        out.urls.reserve(g.urls.size());
        for (const std::uint32_t u : g.urls)
            out.urls.emplace_back(d.storedUrl(u));
        out.sources = g.sources;
        out.count = g.count;
        r.groups.push_back(std::move(out));
    }
    std::stable_sort(r.groups.begin(), r.groups.end(), [](const SitemapRuleGroup &a, const SitemapRuleGroup &b) {
        if (a.agent != b.agent)
            return a.agent < b.agent;
        if (a.change != b.change)
            return a.change < b.change;
        if (a.count != b.count)
            return a.count > b.count;
        return std::tie(a.draftLine, a.liveLine) < std::tie(b.draftLine, b.liveLine);
    });
    return r;
}

std::size_t SitemapAuditResult::blocked(std::size_t agent) const
{
    std::size_t n = 0;
    for (const SitemapRuleGroup &g : groups)
        if (g.agent == agent && g.change != SitemapChange::Unblocked)
            n += g.count;
    return n;
}

std::string_view sitemapChangeName(SitemapChange change)
{
    switch (change) {
    case SitemapChange::BlockedInBoth:
        return "blocked";
    case SitemapChange::NewlyBlocked:
        return "newly-blocked";
    case SitemapChange::Unblocked:
        return "unblocked";
    case SitemapChange::BlockedNoLive:
        return "blocked-by-draft";
    }
    return "blocked";
}

namespace {

std::string lineText(std::uint32_t line)
{
    return line == 0 ? std::string() : std::to_string(line);
}

} // namespace

std::string sitemapAuditCsv(const SitemapAuditResult &result, const std::vector<std::string> &agents)
{
    std::string out;
    const auto source = [&](std::uint32_t i) -> std::string_view {
        return i < result.sources.size() ? std::string_view(result.sources[i]) : std::string_view();
    };
    appendCsvRecord(out, {"url", "agent", "change", "draft line", "draft rule", "live line", "live rule", "sitemap"});
    for (const SitemapRuleGroup &g : result.groups) {
        const std::string_view agent = g.agent < agents.size() ? std::string_view(agents[g.agent]) : "";
        const std::string draftLine = lineText(g.draftLine);
        const std::string liveLine = lineText(g.liveLine);
        for (std::size_t i = 0; i < g.urls.size(); ++i)
            appendCsvRecord(out, {g.urls[i], agent, sitemapChangeName(g.change), draftLine, g.draftRule, liveLine,
                                  g.liveRule, source(i < g.sources.size() ? g.sources[i] : ~0u)});
    }
    for (std::size_t i = 0; i < result.otherHosts.size(); ++i)
        appendCsvRecord(out, {result.otherHosts[i], "", "other-host", "", "", "", "",
                              source(i < result.otherHostSources.size() ? result.otherHostSources[i] : ~0u)});
    for (std::size_t i = 0; i < result.malformed.size(); ++i)
        appendCsvRecord(out, {result.malformed[i], "", "malformed", "", "", "", "",
                              source(i < result.malformedSources.size() ? result.malformedSources[i] : ~0u)});
    return out;
}

} // namespace robots
