// SPDX-License-Identifier: MIT
// `robotstxt logs`: did the crawlers obey? Reads access logs (net/accesslogreader.h: streamed,
// plain or gzip, on two threads), verifies each crawler by its operator's published IP ranges, and
// judges every request against the robots.txt version live at its time (robots/studio/accesslog.h,
// RFC 9309 §2.4's 24-hour allowance). This file only reads arguments and prints.
#include "cli.h"
#include "cli/netcommands.h"

#include "net/accesslogreader.h"
#include "net/historystore.h"
#include "net/ipranges.h"
#include "net/robotshistory.h"
#include "net/sitefile.h"

#include "robots/studio/accesslog.h"
#include "robots/studio/csv.h"

#include <QFileInfo>
#include <QUrl>

#include <cstdio>
#include <ctime>

using namespace Qt::StringLiterals;

namespace cli {
namespace {

constexpr std::string_view kHelp =
    R"(Usage: robotstxt logs LOG... (--robots FILE... | --site SITEFILE | --history DB) [OPTIONS]

Did the crawlers obey? Read access logs, find the requests of the crawlers of the catalogue
(by the product token in their User-Agent), verify each by its operator's published IP ranges,
and check each request against the robots.txt that was live when it came.

LOG files are Combined or Common Log Format (Apache, nginx), W3C extended (IIS, CloudFront) or
JSON Lines, plain or gzip (.gz, recognised by its bytes), read as a stream in the order given.
Bad lines are counted and the first ones named with their line numbers; they never stop the run.

Each request is:
  verified     its address is in the ranges its operator publishes (--ranges)
  unverified   no ranges are given for its operator (or no address is logged): nothing
               proves or disproves the claim
  spoofed      its operator's ranges are given and the address is in none of them
and, against the version of robots.txt live at its time (Google's crawlers as google/robotstxt
reads it, every other crawler as RFC 9309 does):
  allowed, a violation, or within the cache allowance: disallowed, but less than 24 hours
  after the change that disallowed it (RFC 9309 §2.4 lets a crawler use a copy that old).

Options:
  --robots FILE[@TIME] the robots.txt in force for the whole log (every host); repeat with
                       FILE@2026-03-03T00:00:00Z for the versions live from each time on
  --site SITEFILE      the hosts of a site file (docs/site-file.md); each host's versions come
                       from the history (--history, or the studio's)
  --history DB         the history database; without --site, every host recorded in it
  --ranges [OP=]FILE   an IP range file (JSON: {"prefixes": [{"ipv4Prefix": ...}]}) of the
                       operator OP (Google, Microsoft, OpenAI, ... or a crawler of it: Googlebot);
                       without OP, the file's name names a crawler (googlebot.json, gptbot.json).
                       Repeat for several. Local files: download them from the operators.
  --crawler NAME       only this crawler of the catalogue (repeat for several)
  --log-format F       combined, w3c or json (default: guessed from each file's first line)
  --field NAME=KEY     JSON Lines: the key holding NAME, one of time, client, method, url, host,
                       status, user-agent (defaults: time, client_ip, method, url, host, status,
                       user_agent; a dotted KEY names a nested member: request.uri)
  --format F           text (default), json, or csv (one row per crawler)
  --threads N          2 (default): read and parse on a thread of their own; 1: one thread
  -h, --help           show this help

Text output: a summary per crawler, then the violations grouped by crawler, verification and the
rule that forbids them (a few requests of each shown), then Content-Usage preferences that a
fetch went against (a preference, not a rule: apart from violations), then the bad lines.

Exit status:
  0  no verified crawler violated the robots.txt in force
  1  a verified crawler fetched a URL the robots.txt in force disallowed, 24 hours or more
     after the change that disallowed it
  2  usage error; a log, robots.txt, site file, range file or history that cannot be read
)";

constexpr OptionSpec kOptions[] = {{"--robots", true, true}, {"--site", true, false},    {"--history", true, false},
                                   {"--ranges", true, true}, {"--crawler", true, true},  {"--log-format", true, false},
                                   {"--field", true, true},  {"--threads", true, false}, {"--format", true, false}};

constexpr std::string_view kCommand = "logs";

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string isoTime(std::int64_t ms)
{
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

std::string duration(std::int64_t ms)
{
    const std::int64_t minutes = ms / 60000;
    if (minutes < 120)
        return std::to_string(minutes) + " min";
    const std::int64_t hours = minutes / 60;
    if (hours < 72)
        return std::to_string(hours) + " h";
    return std::to_string(hours / 24) + " days";
}

std::string plural(std::uint64_t n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + ' ' + std::string(n == 1 ? one : many);
}

std::string number(double d)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", d);
    return text;
}

/// The operator a --ranges argument names: `OP=FILE`, or a file named after a crawler.
std::optional<std::pair<std::string, std::string>> rangesArg(const std::string &arg)
{
    const std::size_t eq = arg.find('=');
    std::string name, path;
    if (eq != std::string::npos) {
        name = arg.substr(0, eq);
        path = arg.substr(eq + 1);
    } else {
        path = arg;
        name = QFileInfo(qs(arg)).completeBaseName().toStdString();
    }
    if (const robots::Crawler *c = robots::findCrawler(name))
        return std::pair(std::string(c->operatorName), path);
    for (const robots::Crawler &c : robots::crawlerCatalogue())
        if (QString::compare(qs(c.operatorName), qs(name), Qt::CaseInsensitive) == 0)
            return std::pair(std::string(c.operatorName), path);
    return std::nullopt;
}

bool setField(robots::JsonFieldMap &map, const std::string &arg)
{
    const std::size_t eq = arg.find('=');
    if (eq == std::string::npos || eq + 1 == arg.size())
        return false;
    const std::string name = arg.substr(0, eq);
    std::string key = arg.substr(eq + 1);
    if (name == "time")
        map.time = std::move(key);
    else if (name == "client")
        map.client = std::move(key);
    else if (name == "method")
        map.method = std::move(key);
    else if (name == "url")
        map.url = std::move(key);
    else if (name == "host")
        map.host = std::move(key);
    else if (name == "status")
        map.status = std::move(key);
    else if (name == "user-agent")
        map.userAgent = std::move(key);
    else
        return false;
    return true;
}

/// The host of an origin key or URL ("https://www.example.com:443" → "www.example.com").
std::string hostOf(const QString &originOrUrl)
{
    const QUrl url(originOrUrl.contains(u"://"_s) ? originOrUrl : u"https://"_s + originOrUrl);
    return url.host().toStdString();
}

void printText(Out &out, const robots::LogSummary &s, const robots::net::AccessLogReader::Result &read)
{
    out << "Lines: " << s.lines << ", requests: " << s.requests
        << ", by crawlers of the catalogue: " << s.crawlerRequests << ", bad lines: " << s.badLines << '\n';
    if (s.crawlers.empty()) {
        out << "No request of a crawler of the catalogue.\n";
    } else {
        out << '\n';
        for (const robots::CrawlerStats &c : s.crawlers) {
            out << c.crawler->token << " (" << c.crawler->operatorName << ", "
                << robots::crawlerCategoryName(c.crawler->category) << "): " << c.requests << " requests\n";
            out << "  verified " << c.byVerification[0] << ", unverified " << c.byVerification[1] << ", spoofed "
                << c.byVerification[2] << '\n';
            out << "  violations " << c.violations << " (verified " << c.verifiedViolations
                << "), within the 24 h allowance " << c.withinAllowance;
            if (c.unjudged)
                out << ", unjudged " << c.unjudged << " (no robots.txt known at their time)";
            out << '\n';
            out << "  robots.txt fetched " << c.robotsFetches << " times";
            if (c.robotsFetches > 0)
                out << ", last " << isoTime(c.lastRobotsFetchMs);
            if (c.robotsFetches > 1)
                out << ", longest gap " << duration(c.longestRobotsGapMs);
            out << '\n';
            out << "  peak " << c.peakPerMinute << " requests a minute";
            if (c.crawlDelay)
                out << " (Crawl-delay " << number(*c.crawlDelay) << " s allows "
                    << number(60.0 / std::max(*c.crawlDelay, 1e-9)) << (c.exceedsCrawlDelay() ? ": exceeded)" : ")");
            out << '\n';
            if (c.preferenceConflicts)
                out << "  against a Content-Usage preference: " << c.preferenceConflicts << " requests\n";
        }
    }
    if (!s.violations.empty()) {
        out << "\nViolations:\n";
        for (const robots::ViolationGroup &g : s.violations) {
            out << g.crawler << " (" << robots::verificationName(g.verification) << ")"
                << (g.host.empty() ? std::string() : " on " + g.host) << ", " << g.version << " line " << g.line << " `"
                << g.rule << "`: " << plural(g.violations, "violation", "violations") << ", " << g.withinAllowance
                << " within the allowance\n";
            for (const robots::ViolationGroup::Sample &sample : g.samples)
                out << "    " << read.files.value(qsizetype(sample.file)).path.toStdString() << ':' << sample.logLine
                    << ' ' << isoTime(sample.timeMs) << ' ' << sample.client << ' ' << sample.target << '\n';
            if (g.violations > g.samples.size())
                out << "    ... and " << (g.violations - g.samples.size()) << " more\n";
        }
    }
    if (!s.conflicts.empty()) {
        out << "\nContent-Usage preferences fetched against (preferences, not rules):\n";
        for (const robots::PreferenceConflict &c : s.conflicts)
            out << c.crawler << (c.host.empty() ? std::string() : " on " + c.host) << ", " << c.version << " line "
                << c.line << " `" << c.label << "=n`: " << c.requests << " requests\n";
    }
}

void printJson(Out &out, const robots::LogSummary &s, const robots::net::AccessLogReader::Result &read)
{
    auto path = [&](std::uint32_t file) { return jsonString(read.files.value(qsizetype(file)).path.toStdString()); };
    out << "{\"lines\":" << s.lines << ",\"requests\":" << s.requests << ",\"crawlerRequests\":" << s.crawlerRequests
        << ",\"badLines\":" << s.badLines << ",\"files\":[";
    for (qsizetype i = 0; i < read.files.size(); ++i) {
        const auto &f = read.files[i];
        out << (i ? "," : "") << "{\"path\":" << jsonString(f.path.toStdString())
            << ",\"lines\":" << std::uint64_t(f.lines) << ",\"compressed\":" << (f.compressed ? "true" : "false")
            << ",\"format\":\"" << robots::logFormatName(f.format)
            << "\",\"error\":" << (f.error.isEmpty() ? std::string("null") : jsonString(f.error.toStdString())) << '}';
    }
    out << "],\"badLineSamples\":[";
    for (std::size_t i = 0; i < s.badSamples.size(); ++i)
        out << (i ? "," : "") << "{\"file\":" << path(s.badSamples[i].file) << ",\"line\":" << s.badSamples[i].line
            << ",\"problem\":\"" << robots::logLineProblemName(s.badSamples[i].problem) << "\"}";
    out << "],\"crawlers\":[";
    for (std::size_t i = 0; i < s.crawlers.size(); ++i) {
        const robots::CrawlerStats &c = s.crawlers[i];
        out << (i ? "," : "") << "{\"crawler\":" << jsonString(c.crawler->token)
            << ",\"operator\":" << jsonString(c.crawler->operatorName) << ",\"category\":\""
            << robots::crawlerCategoryName(c.crawler->category) << "\",\"requests\":" << c.requests
            << ",\"verified\":" << c.byVerification[0] << ",\"unverified\":" << c.byVerification[1]
            << ",\"spoofed\":" << c.byVerification[2] << ",\"violations\":" << c.violations
            << ",\"verifiedViolations\":" << c.verifiedViolations << ",\"withinAllowance\":" << c.withinAllowance
            << ",\"unjudged\":" << c.unjudged << ",\"preferenceConflicts\":" << c.preferenceConflicts
            << ",\"robotsFetches\":" << c.robotsFetches << ",\"lastRobotsFetch\":"
            << (c.robotsFetches ? '"' + isoTime(c.lastRobotsFetchMs) + '"' : std::string("null"))
            << ",\"longestRobotsGapSeconds\":" << std::uint64_t(c.longestRobotsGapMs / 1000)
            << ",\"peakPerMinute\":" << c.peakPerMinute
            << ",\"crawlDelay\":" << (c.crawlDelay ? number(*c.crawlDelay) : std::string("null"))
            << ",\"exceedsCrawlDelay\":" << (c.exceedsCrawlDelay() ? "true" : "false") << '}';
    }
    out << "],\"violations\":[";
    for (std::size_t i = 0; i < s.violations.size(); ++i) {
        const robots::ViolationGroup &g = s.violations[i];
        out << (i ? "," : "") << "{\"crawler\":" << jsonString(g.crawler) << ",\"verification\":\""
            << robots::verificationName(g.verification) << "\",\"host\":" << jsonString(g.host)
            << ",\"version\":" << jsonString(g.version) << ",\"line\":" << g.line << ",\"rule\":" << jsonString(g.rule)
            << ",\"violations\":" << g.violations << ",\"withinAllowance\":" << g.withinAllowance << ",\"samples\":[";
        for (std::size_t k = 0; k < g.samples.size(); ++k) {
            const auto &sample = g.samples[k];
            out << (k ? "," : "") << "{\"file\":" << path(sample.file) << ",\"line\":" << sample.logLine
                << ",\"time\":\"" << isoTime(sample.timeMs) << "\",\"client\":" << jsonString(sample.client)
                << ",\"url\":" << jsonString(sample.target) << '}';
        }
        out << "]}";
    }
    out << "],\"preferenceConflicts\":[";
    for (std::size_t i = 0; i < s.conflicts.size(); ++i) {
        const robots::PreferenceConflict &c = s.conflicts[i];
        out << (i ? "," : "") << "{\"crawler\":" << jsonString(c.crawler) << ",\"host\":" << jsonString(c.host)
            << ",\"version\":" << jsonString(c.version) << ",\"line\":" << c.line
            << ",\"label\":" << jsonString(c.label) << ",\"requests\":" << c.requests << '}';
    }
    out << "]}\n";
}

void printCsv(Out &out, const robots::LogSummary &s)
{
    std::string text;
    robots::appendCsvRecord(text, {"crawler", "operator", "category", "requests", "verified", "unverified", "spoofed",
                                   "violations", "verified violations", "within allowance", "unjudged",
                                   "preference conflicts", "robots.txt fetches", "last robots.txt fetch",
                                   "longest robots.txt gap (s)", "peak per minute", "crawl-delay"});
    for (const robots::CrawlerStats &c : s.crawlers) {
        robots::appendCsvRecord(
            text, std::vector<std::string>{std::string(c.crawler->token), std::string(c.crawler->operatorName),
                                           std::string(robots::crawlerCategoryName(c.crawler->category)),
                                           std::to_string(c.requests), std::to_string(c.byVerification[0]),
                                           std::to_string(c.byVerification[1]), std::to_string(c.byVerification[2]),
                                           std::to_string(c.violations), std::to_string(c.verifiedViolations),
                                           std::to_string(c.withinAllowance), std::to_string(c.unjudged),
                                           std::to_string(c.preferenceConflicts), std::to_string(c.robotsFetches),
                                           c.robotsFetches ? isoTime(c.lastRobotsFetchMs) : std::string(),
                                           std::to_string(c.longestRobotsGapMs / 1000), std::to_string(c.peakPerMinute),
                                           c.crawlDelay ? number(*c.crawlDelay) : std::string()});
    }
    out << text;
}

} // namespace

int runLogs(std::span<char *const> argv)
{
    const std::optional<Args> parsed = parseArgs(kCommand, argv, kOptions);
    if (!parsed)
        return Exit::Usage;
    const Args &args = *parsed;
    if (args.help) {
        std::fputs(kHelp.data(), stdout);
        return Exit::Ok;
    }
    if (args.positional.empty())
        return usageError(kCommand, "give at least one LOG file (see robotstxt logs --help)");
    const int sources = int(args.has("--robots")) + int(args.has("--site"));
    if (sources > 1)
        return usageError(kCommand, "give --robots FILE or --site SITEFILE, not both");
    if (sources == 0 && !args.has("--history"))
        return usageError(kCommand, "give the robots.txt to judge against: --robots FILE, --site SITEFILE or "
                                    "--history DB (see robotstxt logs --help)");
    const std::string format = args.value("--format").value_or("text");
    if (format != "text" && format != "json" && format != "csv")
        return usageError(kCommand, "--format must be text, json or csv, not '" + format + "'");

    robots::net::AccessLogReader::Options options;
    if (const std::optional<std::string> f = args.value("--log-format")) {
        options.format = robots::logFormatFromName(*f);
        if (!options.format)
            return usageError(kCommand, "--log-format must be combined, w3c or json, not '" + *f + "'");
    }
    for (const std::string &field : args.list("--field"))
        if (!setField(options.fields, field))
            return usageError(kCommand, "--field takes NAME=KEY with NAME one of time, client, method, url, host, "
                                        "status, user-agent; not '" +
                                            field + "'");

    const std::string threads = args.value("--threads").value_or("2");
    if (threads != "1" && threads != "2")
        return usageError(kCommand, "--threads must be 1 or 2, not '" + threads + "'");
    options.pipeline = threads == "2";

    robots::LogJudge judge;
    std::vector<std::string> crawlers;
    for (const std::string &name : args.list("--crawler")) {
        const robots::Crawler *c = robots::findCrawler(name);
        if (!c)
            return usageError(kCommand, "'" + name + "' is no crawler of the catalogue (robotstxt ai lists them)");
        crawlers.emplace_back(c->token);
    }
    judge.setCrawlerFilter(crawlers);

    robots::IpVerifier verifier;
    for (const std::string &arg : args.list("--ranges")) {
        const auto named = rangesArg(arg);
        if (!named)
            return usageError(kCommand, "--ranges " + arg +
                                            ": name the operator (Google=FILE, OpenAI=FILE) or a crawler "
                                            "(Googlebot=FILE), or name the file after a crawler (gptbot.json)");
        const std::optional<std::string> body = readInput(kCommand, named->second);
        if (!body)
            return Exit::Usage;
        const robots::net::IpRangeParse file = robots::net::parseIpRangeFile(QByteArray::fromStdString(*body));
        if (!file.file)
            return usageError(kCommand, named->second + ": " + file.error.toEnglish());
        for (const robots::Message &problem : file.problems)
            std::fprintf(stderr, "robotstxt logs: %s: %s\n", named->second.c_str(), problem.toEnglish().c_str());
        verifier.add(named->first, *file.file);
    }
    judge.setVerifier(std::move(verifier));

    if (args.has("--robots")) {
        std::vector<robots::RobotsVersion> versions;
        for (const std::string &arg : args.list("--robots")) {
            // FILE@TIME: the version live from TIME on (a file named with an `@` is read whole).
            std::string path = arg;
            std::int64_t since = INT64_MIN;
            if (const std::size_t at = arg.rfind('@'); at != std::string::npos && !QFileInfo::exists(qs(arg))) {
                const std::optional<std::int64_t> t = robots::parseIsoTime(std::string_view(arg).substr(at + 1));
                if (!t)
                    return usageError(kCommand, "--robots " + arg +
                                                    ": the time after @ is not ISO 8601 UTC "
                                                    "(2026-03-01T00:00:00Z)");
                path = arg.substr(0, at);
                since = *t;
            }
            std::optional<std::string> body = readInput(kCommand, path);
            if (!body)
                return Exit::Usage;
            std::string label = QFileInfo(qs(path)).fileName().toStdString();
            if (since != INT64_MIN)
                label += " (live from " + isoTime(since) + ")";
            versions.push_back({since, std::move(*body), std::move(label)});
        }
        judge.setVersions("", std::move(versions));
    } else {
        const robots::cli::ApplicationScope app; // Qt SQL needs one
        robots::net::HistoryStore store;
        const QString dbPath =
            args.has("--history") ? qs(*args.value("--history")) : robots::net::HistoryStore::defaultPath();
        if (!store.open(dbPath))
            return usageError(kCommand,
                              "cannot open the history " + dbPath.toStdString() + ": " + store.error().toEnglish());
        QStringList origins;
        if (const std::optional<std::string> sitePath = args.value("--site")) {
            robots::Message error;
            const std::optional<robots::net::SiteFile> site = robots::net::SiteFile::load(qs(*sitePath), &error);
            if (!site)
                return usageError(kCommand, *sitePath + ": " + error.toEnglish());
            for (const QUrl &host : site->hosts)
                origins << host.toString();
        } else {
            origins = store.origins();
        }
        int withVersions = 0;
        std::vector<robots::RobotsVersion> only;
        for (const QString &origin : origins) {
            std::vector<robots::RobotsVersion> versions = robots::net::liveVersions(store, origin);
            if (versions.empty()) {
                std::fprintf(stderr, "robotstxt logs: %s: no robots.txt in the history: its requests are not judged\n",
                             origin.toUtf8().constData());
                continue;
            }
            ++withVersions;
            only = versions;
            judge.setVersions(hostOf(origin), std::move(versions));
        }
        // A log that names no host (Combined) belongs to the site's one host, when it has one.
        if (withVersions == 1)
            judge.setVersions("", std::move(only));
    }

    QStringList logs;
    for (const std::string &p : args.positional) {
        const QString path = qs(p);
        if (!QFileInfo::exists(path))
            return usageError(kCommand, p + ": no such file");
        logs << path;
    }

    const robots::net::AccessLogReader::Result read = robots::net::AccessLogReader::read(logs, judge, options);
    const robots::LogSummary summary = judge.summary();

    Out out;
    if (format == "json")
        printJson(out, summary, read);
    else if (format == "csv")
        printCsv(out, summary);
    else
        printText(out, summary, read);
    out.flush();

    bool unreadable = false;
    for (const auto &f : read.files) {
        if (!f.error.isEmpty()) {
            std::fprintf(stderr, "robotstxt logs: %s: %s\n", f.path.toUtf8().constData(), f.error.toUtf8().constData());
            unreadable = unreadable || f.lines == 0;
        }
    }
    if (summary.badLines > 0) {
        std::fprintf(stderr, "robotstxt logs: %llu of %llu lines are not requests of the log's format (skipped)",
                     static_cast<unsigned long long>(summary.badLines), static_cast<unsigned long long>(summary.lines));
        for (std::size_t k = 0; k < summary.badByProblem.size(); ++k)
            if (summary.badByProblem[k])
                std::fprintf(stderr, "; %s: %llu", robots::logLineProblemName(robots::LogLineProblem(k)).data(),
                             static_cast<unsigned long long>(summary.badByProblem[k]));
        std::fputc('\n', stderr);
        for (const robots::LogSummary::BadLine &b : summary.badSamples)
            std::fprintf(stderr, "robotstxt logs: %s:%llu: %s\n",
                         read.files.value(qsizetype(b.file)).path.toUtf8().constData(),
                         static_cast<unsigned long long>(b.line), robots::logLineProblemText(b.problem).data());
        if (summary.badLines > summary.badSamples.size())
            std::fprintf(stderr, "robotstxt logs: ... and %llu more bad lines\n",
                         static_cast<unsigned long long>(summary.badLines - summary.badSamples.size()));
    }
    if (unreadable)
        return Exit::Usage;
    return summary.verifiedViolation() ? Exit::Findings : Exit::Ok;
}

} // namespace cli
