// SPDX-License-Identifier: MIT
// Judging logged requests against the robots.txt version in force (robots/studio/accesslog.h).
#include "robots/studio/accesslog.h"

#include "robots/dialect.h"
#include "robots/studio/aipref.h"
#include "robots/studio/crawlerverification.h"
#include "robots/studio/families.h"
#include "robots/verdict.h"

#include "textutil.h"

#include <algorithm>
#include <climits>
#include <set>
#include <unordered_map>

namespace robots {

namespace {

/// The dialect a crawler's operator follows: Google's crawlers read robots.txt with
/// google/robotstxt; every other crawler is judged by RFC 9309 (read with the aipref dialect,
/// whose verdicts are rfc9309's, so that Content-Usage lines are read too). A first rule:
/// operators documenting other readings (Yandex, Bing) may get their own later.
bool followsGoogle(const Crawler &crawler)
{
    return crawler.operatorName == "Google";
}

std::string lowerHost(std::string_view host)
{
    std::string h;
    h.reserve(host.size());
    for (const char c : host)
        h.push_back(detail::toLowerAscii(c));
    // Drop a port (not inside an IPv6 literal's brackets).
    const std::size_t colon = h.rfind(':');
    if (colon != std::string::npos && h.find(']') == std::string::npos && h.find(':') == colon)
        h.resize(colon);
    return h;
}

/// The path of an absolute URL target (`https://h/p?q` → `/p?q`), and its host.
std::string_view pathOf(std::string_view target, std::string_view &host)
{
    for (const std::string_view scheme : {std::string_view("http://"), std::string_view("https://")}) {
        if (target.starts_with(scheme)) {
            const std::string_view rest = target.substr(scheme.size());
            const std::size_t slash = rest.find('/');
            host = rest.substr(0, slash);
            return slash == std::string_view::npos ? std::string_view("/") : rest.substr(slash);
        }
    }
    return target;
}

std::string ruleText(const RobotsFile &file, std::int32_t rule)
{
    if (rule < 0)
        return {};
    const Rule &r = file.rules()[static_cast<std::size_t>(rule)];
    return std::string(r.kind() == RuleKind::Allow ? "Allow: " : "Disallow: ") + std::string(r.pattern());
}

/// Lets the User-Agent cache be asked with a string_view (no allocation per request).
struct StringHash
{
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

} // namespace

std::string_view judgementName(Judgement j)
{
    switch (j) {
    case Judgement::Allowed:
        return "allowed";
    case Judgement::WithinAllowance:
        return "within-allowance";
    case Judgement::Violation:
        return "violation";
    case Judgement::Unjudged:
        return "unjudged";
    }
    return "unjudged";
}

std::int64_t utcDayStart(std::int64_t timeMs)
{
    constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;
    const std::int64_t day = timeMs >= 0 ? timeMs / kDayMs : (timeMs - (kDayMs - 1)) / kDayMs;
    return day * kDayMs;
}

bool LogSummary::verifiedViolation() const
{
    return std::any_of(crawlers.begin(), crawlers.end(),
                       [](const CrawlerStats &s) { return s.verifiedViolations > 0; });
}

struct LogJudge::State
{
    struct Version
    {
        std::uint32_t id = 0;
        std::int64_t sinceMs = 0;
        std::string label;
        RobotsFile google;
        RobotsFile rfc; ///< The aipref dialect: rfc9309's verdicts, Content-Usage read.
        /// Crawl-delay is no part of RFC 9309 (§2.2.4 lets crawlers read other records); Bing's
        /// documented reading gives the delay each non-Google crawler is asked to keep. Google
        /// documents that it ignores Crawl-delay, so its crawlers have none.
        RobotsFile delays;
        bool hasContentUsage = false;
        struct Rules
        {
            AgentRules rules;
            std::optional<double> crawlDelay;
        };
        std::unordered_map<const Crawler *, Rules> rules; ///< Resolved once per crawler.

        const Rules &rulesFor(const Crawler &crawler)
        {
            auto it = rules.find(&crawler);
            if (it == rules.end()) {
                // A catalogue crawler is asked by its family (families.h): Googlebot-Image obeys
                // Googlebot's group when it has none of its own; AdsBot-Google ignores `*`.
                AgentRules r = rulesForCrawler(followsGoogle(crawler) ? google : rfc, crawler.token);
                const std::optional<double> delay =
                    followsGoogle(crawler) ? std::nullopt : rulesForCrawler(delays, crawler.token).crawlDelay();
                it = rules.emplace(&crawler, Rules{std::move(r), delay}).first;
            }
            return it->second;
        }
    };
    struct Host
    {
        std::string name;
        std::vector<std::unique_ptr<Version>> versions; ///< By time.
    };

    std::unordered_map<std::string, Host> hosts;
    IpVerifier verifier;
    std::vector<std::string> filter; ///< Lower-case tokens.
    std::unordered_map<std::string, const Crawler *, StringHash, std::equal_to<>> uaCache;
    std::unordered_map<const Crawler *, std::size_t> crawlerIndex;
    std::unordered_map<std::string, std::size_t> violationIndex;
    std::unordered_map<std::string, std::size_t> conflictIndex;
    std::string hostKey; // reused per request
    std::uint32_t file = 0;
    std::uint32_t nextVersionId = 1;
    LogSummary summary;
    // DNS candidates (collectDnsCandidates()): whether each crawler's operator documents DNS
    // verification, cached; the distinct addresses so far.
    std::size_t dnsLimit = 0;
    std::unordered_map<const Crawler *, bool> documentsDns;
    std::set<DnsCandidate> dnsCandidates;
    std::uint64_t dnsDropped = 0;

    void noteDnsCandidate(const Crawler &crawler, std::string_view client)
    {
        auto [it, added] = documentsDns.emplace(&crawler, false);
        if (added) {
            const CrawlerVerification *v = findCrawlerVerification(crawler.operatorName);
            it->second = v && !v->dnsDomains.empty();
        }
        if (!it->second)
            return;
        const std::optional<IpAddress> ip = parseIpAddress(client);
        if (!ip)
            return;
        DnsCandidate candidate{std::string(crawler.operatorName), *ip};
        if (dnsCandidates.size() < dnsLimit)
            dnsCandidates.insert(std::move(candidate));
        else if (!dnsCandidates.contains(candidate))
            ++dnsDropped;
    }

    const Crawler *identify(std::string_view ua)
    {
        if (const auto it = uaCache.find(ua); it != uaCache.end())
            return it->second;
        if (uaCache.size() > 100000)
            uaCache.clear(); // bounded memory whatever the log
        const Crawler *c = identifyCrawler(ua);
        if (c && !filter.empty()) {
            std::string token(c->token);
            std::transform(token.begin(), token.end(), token.begin(), detail::toLowerAscii);
            if (std::find(filter.begin(), filter.end(), token) == filter.end())
                c = nullptr;
        }
        uaCache.emplace(std::string(ua), c);
        return c;
    }

    CrawlerStats &stats(const Crawler &crawler)
    {
        const auto [it, added] = crawlerIndex.emplace(&crawler, summary.crawlers.size());
        if (added) {
            summary.crawlers.push_back(CrawlerStats{});
            summary.crawlers.back().crawler = &crawler;
        }
        return summary.crawlers[it->second];
    }

    Host *hostFor(std::string_view host)
    {
        if (hosts.size() == 1 && hosts.begin()->first.empty())
            return &hosts.begin()->second; // one file for every host: no key to build
        hostKey = lowerHost(host);
        if (auto it = hosts.find(hostKey); it != hosts.end())
            return &it->second;
        // Each origin has its own robots.txt (RFC 9309 §2.3): a host without versions is not judged
        // by another's, unless the one file was given for every host ("" only).
        if (hostKey.empty() || hosts.size() == 1)
            if (auto it = hosts.find(std::string()); it != hosts.end())
                return &it->second;
        return nullptr;
    }
};

LogJudge::LogJudge()
    : d(std::make_unique<State>())
{
}
LogJudge::~LogJudge() = default;
LogJudge::LogJudge(LogJudge &&) noexcept = default;
LogJudge &LogJudge::operator=(LogJudge &&) noexcept = default;

void LogJudge::setVersions(std::string_view host, std::vector<RobotsVersion> versions)
{
    std::sort(versions.begin(), versions.end(),
              [](const RobotsVersion &a, const RobotsVersion &b) { return a.sinceMs < b.sinceMs; });
    State::Host &h = d->hosts[lowerHost(host)];
    h.name = std::string(host);
    h.versions.clear();
    for (RobotsVersion &v : versions) {
        auto version = std::make_unique<State::Version>();
        version->id = d->nextVersionId++;
        version->sinceMs = v.sinceMs;
        version->label = v.label;
        version->google = parse(std::string_view(v.body), dialect(DialectId::Google));
        version->delays = parse(std::string_view(v.body), dialect(DialectId::Bing));
        version->rfc = parse(std::string(std::move(v.body)), aiprefDialect());
        version->hasContentUsage =
            std::any_of(version->rfc.preferences().begin(), version->rfc.preferences().end(),
                        [](const PreferenceLine &p) { return p.syntax == PreferenceSyntax::ContentUsage; });
        h.versions.push_back(std::move(version));
    }
}

void LogJudge::setVerifier(IpVerifier verifier)
{
    d->verifier = std::move(verifier);
}

void LogJudge::setCrawlerFilter(std::vector<std::string> tokens)
{
    for (std::string &t : tokens)
        std::transform(t.begin(), t.end(), t.begin(), detail::toLowerAscii);
    d->filter = std::move(tokens);
    d->uaCache.clear();
}

void LogJudge::startFile(std::uint32_t index)
{
    d->file = index;
}

void LogJudge::addProblem(LogLineProblem problem, std::uint64_t lineNumber)
{
    LogSummary &s = d->summary;
    ++s.lines;
    if (problem == LogLineProblem::None || problem == LogLineProblem::Empty || problem == LogLineProblem::Directive)
        return;
    ++s.badLines;
    ++s.badByProblem[static_cast<std::size_t>(problem)];
    if (s.badSamples.size() < kBadLineSamples)
        s.badSamples.push_back({d->file, lineNumber, problem});
}

JudgedRequest LogJudge::addLine(LogLineParser &parser, std::string_view line, std::uint64_t lineNumber)
{
    const LogLineResult r = parser.parse(line);
    if (!r.ok()) {
        addProblem(r.problem, lineNumber);
        return {};
    }
    return add(r.request, lineNumber);
}

JudgedRequest LogJudge::add(const LogRequest &request, std::uint64_t lineNumber)
{
    State &st = *d;
    LogSummary &s = st.summary;
    ++s.lines;
    ++s.requests;
    JudgedRequest out;
    const Crawler *crawler = st.identify(request.userAgent);
    if (!crawler)
        return out;
    out.crawler = crawler;
    ++s.crawlerRequests;
    CrawlerStats &cs = st.stats(*crawler);
    ++cs.requests;
    out.verification = st.verifier.verify(*crawler, request.client);
    if (st.dnsLimit > 0 && out.verification != Verification::Verified)
        st.noteDnsCandidate(*crawler, request.client);
    ++cs.byVerification[static_cast<std::size_t>(out.verification)];

    // The rate: requests in the current minute of the log (logs are written in time order).
    const std::int64_t minute = request.timeMs >= 0 ? request.timeMs / 60000 : (request.timeMs - 59999) / 60000;
    if (minute != cs.minute) {
        cs.minute = minute;
        cs.inMinute = 0;
    }
    cs.peakPerMinute = std::max(cs.peakPerMinute, ++cs.inMinute);
    // The day's counts; a log in time order adds to its last day (no search).
    const std::int64_t dayStart = utcDayStart(request.timeMs);
    DayCount &day =
        !cs.days.empty() && cs.days.rbegin()->first == dayStart ? cs.days.rbegin()->second : cs.days[dayStart];
    ++day.requests;

    std::string_view urlHost;
    const std::string_view path = pathOf(request.target, urlHost);
    const std::string_view pathOnly = path.substr(0, path.find('?'));
    if (pathOnly == "/robots.txt") {
        if (cs.robotsFetches > 0)
            cs.longestRobotsGapMs = std::max(cs.longestRobotsGapMs, request.timeMs - cs.lastRobotsFetchMs);
        else
            cs.firstRobotsFetchMs = request.timeMs;
        cs.lastRobotsFetchMs = request.timeMs;
        ++cs.robotsFetches;
        return out; // RFC 9309 §2.2.2: robots.txt itself is always allowed
    }

    State::Host *host = st.hostFor(!request.host.empty() ? request.host : urlHost);
    if (!host || host->versions.empty()) {
        out.judgement = Judgement::Unjudged;
        ++cs.unjudged;
        return out;
    }
    auto &versions = host->versions;
    const auto after = std::upper_bound(versions.begin(), versions.end(), request.timeMs,
                                        [](std::int64_t t, const auto &v) { return t < v->sinceMs; });
    if (after == versions.begin()) {
        out.judgement = Judgement::Unjudged; // before the first version we know of
        ++cs.unjudged;
        return out;
    }
    const auto index = static_cast<std::size_t>(after - versions.begin() - 1);
    State::Version &version = *versions[index];
    out.version = static_cast<int>(index);
    out.versionId = version.id;
    const State::Version::Rules &rules = version.rulesFor(*crawler);
    if (rules.crawlDelay)
        cs.crawlDelay = rules.crawlDelay;
    const Decision decision = rules.rules.decide(path);
    if (decision.rule >= 0)
        out.decidingLine = rules.rules.file().rules()[static_cast<std::size_t>(decision.rule)].line();

    if (decision.access != Access::Disallowed) {
        out.judgement = Judgement::Allowed;
        // A preference, not a rule (draft-ietf-aipref-attach-05): only for crawlers whose purpose
        // has a label of draft-ietf-aipref-vocab-08.
        const bool training = crawler->category == CrawlerCategory::Training;
        const bool search = crawler->category == CrawlerCategory::AiSearch;
        if (version.hasContentUsage && (training || search)) {
            const AgentRules &pref =
                followsGoogle(*crawler) ? rulesForCrawler(version.rfc, crawler->token) : rules.rules;
            const UsagePreferences p = usagePreferences(pref, path);
            const LabelPreference &label = p.contentUsage[training ? 0 : 1];
            if (label.any() && label.value == "n") {
                ++cs.preferenceConflicts;
                const std::string key = std::string(crawler->token) + '\n' + host->name + '\n' + std::to_string(index) +
                                        '\n' + std::to_string(label.line);
                const auto [it, added] = st.conflictIndex.emplace(key, s.conflicts.size());
                if (added)
                    s.conflicts.push_back(PreferenceConflict{std::string(crawler->token), host->name, version.label,
                                                             label.line, std::string(label.label), 0});
                ++s.conflicts[it->second].requests;
            }
        }
        return out;
    }

    // RFC 9309 §2.4: a crawler may keep a copy up to 24 hours. The change that disallowed the URL
    // is the earliest version of the run of versions, ending with this one, that disallow it.
    std::size_t first = index;
    while (first > 0 && !versions[first - 1]->rulesFor(*crawler).rules.isAllowed(path))
        --first;
    const std::int64_t since = versions[first]->sinceMs;
    const bool within = since != INT64_MIN && request.timeMs - since < kCacheAllowanceMs;
    out.judgement = within ? Judgement::WithinAllowance : Judgement::Violation;
    if (within) {
        ++cs.withinAllowance;
        ++day.withinAllowance;
    } else {
        ++cs.violations;
        ++day.violations;
        if (out.verification == Verification::Verified)
            ++cs.verifiedViolations;
    }

    const std::string key = std::string(crawler->token) + '\n' + std::string(verificationName(out.verification)) +
                            '\n' + host->name + '\n' + std::to_string(index) + '\n' + std::to_string(out.decidingLine);
    const auto [it, added] = st.violationIndex.emplace(key, s.violations.size());
    if (added) {
        ViolationGroup g;
        g.crawler = std::string(crawler->token);
        g.verification = out.verification;
        g.host = host->name;
        g.version = version.label;
        g.line = out.decidingLine;
        g.rule = ruleText(rules.rules.file(), decision.rule);
        s.violations.push_back(std::move(g));
    }
    ViolationGroup &g = s.violations[it->second];
    if (within) {
        ++g.withinAllowance;
    } else {
        ++g.violations;
        if (g.samples.size() < kViolationSamples)
            g.samples.push_back(
                {st.file, lineNumber, request.timeMs, std::string(request.target), std::string(request.client)});
    }
    return out;
}

LogSummary LogJudge::summary() const
{
    return d->summary;
}

std::vector<JudgeVersion> LogJudge::versions() const
{
    std::vector<JudgeVersion> out;
    for (const auto &[key, host] : d->hosts)
        for (const auto &v : host.versions)
            out.push_back({v->id, host.name, v->sinceMs, v->label, v->rfc.text()});
    std::sort(out.begin(), out.end(), [](const JudgeVersion &a, const JudgeVersion &b) { return a.id < b.id; });
    return out;
}

void LogJudge::collectDnsCandidates(std::size_t limit)
{
    d->dnsLimit = limit;
}

std::vector<LogJudge::DnsCandidate> LogJudge::dnsCandidates() const
{
    return {d->dnsCandidates.begin(), d->dnsCandidates.end()};
}

std::uint64_t LogJudge::dnsCandidatesDropped() const
{
    return d->dnsDropped;
}

void LogJudge::restart()
{
    State &st = *d;
    st.summary = {};
    st.crawlerIndex.clear();
    st.violationIndex.clear();
    st.conflictIndex.clear();
    st.file = 0;
    st.dnsCandidates.clear();
    st.dnsDropped = 0;
}

} // namespace robots
