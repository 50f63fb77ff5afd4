// SPDX-License-Identifier: MIT
// `robotstxt logs`: did the crawlers obey? Reads access logs (net/accesslogreader.h: streamed,
// plain or gzip, on two threads), verifies each crawler by its operator's published IP ranges, and
// judges every request against the robots.txt version live at its time (robots/studio/accesslog.h,
// RFC 9309 §2.4's 24-hour allowance). This file only reads arguments and prints.
#include "cli.h"
#include "cli/netcommands.h"

#include "net/accesslogreader.h"
#include "net/dnsverifier.h"
#include "net/historystore.h"
#include "net/ipranges.h"
#include "net/logaudit.h"

#include "robots/studio/accesslog.h"
#include "robots/studio/crawlerverification.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHostAddress>
#include <QUrl>

#include <algorithm>
#include <chrono>
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
  verified     its address is in the ranges its operator publishes (--ranges, or stored in
               the history), or reverse-then-forward DNS confirms it (--dns)
  unverified   no ranges and no DNS answer for its operator (or no address is logged):
               nothing proves or disproves the claim
  spoofed      its operator's ranges are held and the address is in none of them (unless DNS
               confirms it), or DNS disproves it
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
                       Repeat for several.
  --fetch-ranges       fetch the range files every operator of the catalogue publishes (the
                       list: core/data/crawler-verification.tsv) into the history (--history, or
                       the studio's), then use the newest stored copy of each. A file that cannot
                       be fetched or read keeps its previous copy; each file's date is shown
  --ranges-url OP=URL  fetch the ranges of the operator OP (as the catalogue spells it: Google,
                       OpenAI ...) from URL instead of its documented files (a mirror); repeat
                       for several. When given, only these are fetched
  --ranges-from-history
                       use the range files stored in the history (with their date). The default
                       when --history is given without --ranges
  --dns                reverse-then-forward DNS for the crawlers whose operator documents it
                       (Google, Microsoft, Apple, Yandex, Baidu): the address's PTR name must be
                       in the operator's domains and resolve back to the address. Asked only for
                       addresses no range file covers, at most 10,000 distinct ones, eight at a
                       time; answers are kept in the history (--history) for a week. A lookup
                       without an answer leaves the request as the ranges left it (unverified
                       when the operator publishes none), never spoofed
  --dns-server IP[:PORT]
                       ask this DNS server instead of the system's ([::1]:5353 for IPv6);
                       implies --dns
  --timeout S          the time-out of each range file fetch (default 10) and of each DNS
                       lookup (default 5), in seconds
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

constexpr OptionSpec kOptions[] = {{"--robots", true, true},
                                   {"--site", true, false},
                                   {"--history", true, false},
                                   {"--ranges", true, true},
                                   {"--crawler", true, true},
                                   {"--log-format", true, false},
                                   {"--field", true, true},
                                   {"--threads", true, false},
                                   {"--format", true, false},
                                   {"--fetch-ranges", false, false},
                                   {"--ranges-from-history", false, false},
                                   {"--dns", false, false},
                                   {"--dns-server", true, false},
                                   {"--timeout", true, false},
                                   {"--ranges-url", true, true}};

/// Distinct addresses the DNS check asks about at most (LogJudge::collectDnsCandidates()).
constexpr std::size_t kDnsCandidates = 10000;

constexpr std::string_view kCommand = "logs";

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string isoTime(std::int64_t ms)
{
    return robots::net::LogAudit::isoTime(ms);
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
    return robots::net::LogAudit::number(d);
}

/// A --ranges argument: `OP=FILE`, or FILE alone (named after a crawler).
robots::net::LogAuditSources::Ranges rangesArg(const std::string &arg)
{
    const std::size_t eq = arg.find('=');
    if (eq == std::string::npos)
        return {QString(), qs(arg), std::nullopt};
    return {qs(arg.substr(0, eq)), qs(arg.substr(eq + 1)), std::nullopt};
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

/// `IP`, `IP:PORT` or `[IPv6]:PORT`.
std::optional<std::pair<QHostAddress, quint16>> nameserverArg(const std::string &arg)
{
    QString host = qs(arg);
    QString port;
    if (host.startsWith(u'[')) {
        const qsizetype close = host.indexOf(u']');
        if (close < 0 || (close + 1 < host.size() && host[close + 1] != u':'))
            return std::nullopt;
        port = host.mid(close + 2);
        host = host.mid(1, close - 1);
    } else if (host.count(u':') == 1) {
        port = host.section(u':', 1);
        host = host.section(u':', 0, 0);
    }
    const QHostAddress address(host);
    bool ok = true;
    const uint number = port.isEmpty() ? 53 : port.toUInt(&ok);
    if (address.isNull() || !ok || number == 0 || number > 65535)
        return std::nullopt;
    return std::pair(address, quint16(number));
}

std::string utc(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODate).toStdString();
}

/// The start of a line on one range file.
std::string rangesLine(const QString &operatorName, const QUrl &url)
{
    return "robotstxt logs: ranges of " + operatorName.toStdString() + " from " + url.toString().toStdString() + ": ";
}

/// The --ranges-url mirrors by operator (empty: none given); nullopt after a usage error.
std::optional<QList<robots::net::RangeSource>> mirrorsArg(const Args &args)
{
    QList<robots::net::RangeSource> mirrors;
    if (args.has("--ranges-url") && !args.has("--fetch-ranges")) {
        usageError(kCommand, "--ranges-url says where --fetch-ranges fetches from: give --fetch-ranges too");
        return std::nullopt;
    }
    for (const std::string &arg : args.list("--ranges-url")) {
        const std::size_t eq = arg.find('=');
        const QUrl url(eq == std::string::npos ? QString() : qs(arg).mid(qsizetype(eq) + 1));
        if (eq == std::string::npos || !robots::findCrawlerVerification(std::string_view(arg).substr(0, eq)) ||
            !url.isValid() || url.scheme().isEmpty()) {
            usageError(kCommand, "--ranges-url takes OPERATOR=URL with an operator of the catalogue that "
                                 "publishes ranges (Google, Microsoft, OpenAI ...), not '" +
                                     arg + "'");
            return std::nullopt;
        }
        const QString name = qs(arg.substr(0, eq));
        auto it = std::find_if(mirrors.begin(), mirrors.end(),
                               [&](const robots::net::RangeSource &r) { return r.operatorName == name; });
        if (it == mirrors.end())
            it = mirrors.insert(mirrors.end(), robots::net::RangeSource{name, {}});
        it->urls.append(url);
    }
    return mirrors;
}

/// --fetch-ranges: every documented range file (or the mirrors given) fetched into the history
/// at `db`, each result on stderr. Why not, when the history cannot be opened.
std::optional<std::string> fetchRanges(const QString &db, std::chrono::milliseconds timeout,
                                       const QList<robots::net::RangeSource> &sources)
{
    {
        robots::net::HistoryStore probe; // say at once when the file is no history
        if (!probe.open(db))
            return "cannot open the history " + db.toStdString() + ": " + probe.error().toEnglish();
    }
    robots::net::HistoryWorker worker;
    worker.setPath(db);
    robots::net::IpRangeStore store(&worker);
    robots::net::FetchOptions options;
    if (timeout.count() > 0)
        options.timeout = timeout;
    store.setOptions(options);
    if (!sources.isEmpty())
        store.setSources(sources);
    for (const robots::net::IpRangeStore::Refreshed &r : store.refreshBlocking()) {
        const std::string what = rangesLine(r.operatorName, r.url);
        if (r.stored)
            std::fprintf(stderr, "%sstored, %d prefixes (creationTime %s)\n", what.c_str(), r.prefixes,
                         r.creationTime.isEmpty() ? "none" : r.creationTime.toUtf8().constData());
        else
            std::fprintf(stderr, "%snot stored: %s\n", what.c_str(), r.why.toEnglish().c_str());
        for (const robots::Message &problem : r.problems)
            std::fprintf(stderr, "%s%s\n", what.c_str(), problem.toEnglish().c_str());
    }
    return std::nullopt;
}

/// Each stored range file the judge uses, with its date, on stderr.
void printStoredRanges(const QList<robots::net::IpRangeStore::LoadedFile> &files, bool asked)
{
    if (files.isEmpty() && asked)
        std::fputs("robotstxt logs: the history holds no IP range files (--fetch-ranges fetches them)\n", stderr);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const robots::net::IpRangeStore::LoadedFile &f : files) {
        const std::string what = rangesLine(f.operatorName, f.url);
        if (!f.problem.id.empty()) {
            std::fprintf(stderr, "%sthe stored copy is unusable: %s\n", what.c_str(), f.problem.toEnglish().c_str());
            continue;
        }
        const qint64 days = f.fetchedAt.daysTo(now);
        std::fprintf(stderr, "%s%d prefixes, fetched %s (%lld days ago)%s, creationTime %s\n", what.c_str(), f.prefixes,
                     utc(f.fetchedAt).c_str(), static_cast<long long>(days),
                     days > 7 ? ": refresh with --fetch-ranges" : "",
                     f.creationTime.isEmpty() ? "none" : f.creationTime.toUtf8().constData());
    }
}

std::chrono::milliseconds resolverTimeout()
{
    return robots::net::DnsVerifier::kDefaultTimeout;
}

/// --dns: the judge's candidates asked about, the answers added to `verifier` (and kept in the
/// history when open). True when an answer changes a verification (judge again).
bool checkDns(const robots::LogJudge &judge, robots::IpVerifier &verifier, robots::net::HistoryStore &history,
              const std::optional<std::pair<QHostAddress, quint16>> &server, std::chrono::milliseconds timeout)
{
    // An abandoned lookup's resolver thread runs on to the C library's own time-out (glibc: 5 s,
    // two attempts), and the application waits for it at exit. This process asks nothing else of
    // the resolver after this point, so its time-out is brought to ours (res_init(3) reads
    // RES_OPTIONS), unless the user set one.
    if (!qEnvironmentVariableIsSet("RES_OPTIONS")) {
        const auto whole = std::chrono::ceil<std::chrono::seconds>(timeout.count() > 0 ? timeout : resolverTimeout());
        qputenv("RES_OPTIONS", QByteArray("timeout:") + QByteArray::number(qint64(whole.count())) + " attempts:1");
    }
    robots::net::DnsVerifier resolver;
    if (server)
        resolver.setNameserver(server->first, server->second);
    if (timeout.count() > 0)
        resolver.setTimeout(timeout);
    const robots::net::DnsPass pass =
        robots::net::checkCandidates(resolver, judge.dnsCandidates(), verifier, history.isOpen() ? &history : nullptr);
    std::fprintf(stderr,
                 "robotstxt logs: DNS: %d addresses checked (%d answered from earlier runs): %d verified, %d "
                 "spoofed, %d without an answer\n",
                 pass.asked, pass.fromHistory, pass.verified, pass.spoofed, pass.unanswered);
    if (!pass.storeError.id.empty())
        std::fprintf(stderr, "robotstxt logs: DNS: %s\n", pass.storeError.toEnglish().c_str());
    if (judge.dnsCandidatesDropped() > 0)
        std::fprintf(stderr, "robotstxt logs: DNS: %llu requests of addresses past the first %zu were not checked\n",
                     static_cast<unsigned long long>(judge.dnsCandidatesDropped()), kDnsCandidates);
    return pass.added > 0;
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
            << ",\"exceedsCrawlDelay\":" << (c.exceedsCrawlDelay() ? "true" : "false") << ",\"days\":[";
        bool firstDay = true;
        for (const auto &[dayStart, day] : c.days) {
            out << (firstDay ? "" : ",") << "{\"day\":\"" << isoTime(dayStart).substr(0, 10)
                << "\",\"requests\":" << day.requests << ",\"violations\":" << day.violations
                << ",\"withinAllowance\":" << day.withinAllowance << '}';
            firstDay = false;
        }
        out << "]}";
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
    out << robots::net::LogAudit::csv(s);
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

    // Verification kept in the history: the operators' range files (--fetch-ranges refreshes
    // them first) and DNS answers (--dns). Stored ranges are the default with --history and no
    // --ranges: the history is where the studio keeps what it learnt.
    double seconds = 0;
    if (const std::optional<std::string> t = args.value("--timeout"))
        if (!(std::sscanf(t->c_str(), "%lf", &seconds) == 1 && seconds > 0 && seconds < 1e6))
            return usageError(kCommand, "--timeout needs a positive number of seconds, not '" + *t + "'");
    const auto timeout = std::chrono::milliseconds(qint64(seconds * 1000));
    std::optional<std::pair<QHostAddress, quint16>> dnsServer;
    if (const std::optional<std::string> server = args.value("--dns-server")) {
        dnsServer = nameserverArg(*server);
        if (!dnsServer)
            return usageError(kCommand, "--dns-server takes IP or IP:PORT ([IPv6]:PORT), not '" + *server + "'");
    }
    const std::optional<QList<robots::net::RangeSource>> mirrors = mirrorsArg(args);
    if (!mirrors)
        return Exit::Usage;
    const bool dns = args.has("--dns") || dnsServer;
    const bool storedRanges = args.has("--fetch-ranges") || args.has("--ranges-from-history") ||
                              (args.has("--history") && !args.has("--ranges"));

    robots::net::LogAuditSources given;
    for (const std::string &name : args.list("--crawler"))
        given.crawlers << qs(name);
    for (const std::string &arg : args.list("--ranges"))
        given.ranges.push_back(rangesArg(arg));
    for (const std::string &arg : args.list("--robots")) {
        // FILE@TIME: the version live from TIME on (a file named with an `@` is read whole).
        robots::net::LogAuditSources::Robots robotsFile{qs(arg), INT64_MIN, std::nullopt, QString()};
        if (const std::size_t at = arg.rfind('@'); at != std::string::npos && !QFileInfo::exists(qs(arg))) {
            const std::optional<std::int64_t> t = robots::parseIsoTime(std::string_view(arg).substr(at + 1));
            if (!t)
                return usageError(kCommand, "--robots " + arg +
                                                ": the time after @ is not ISO 8601 UTC "
                                                "(2026-03-01T00:00:00Z)");
            robotsFile.path = qs(arg.substr(0, at));
            robotsFile.sinceMs = *t;
        }
        given.robots.push_back(std::move(robotsFile));
    }
    given.siteFile = qs(args.value("--site").value_or(std::string()));
    given.historyPath = qs(args.value("--history").value_or(std::string()));
    // readInput names why a file cannot be read, as every command does.
    given.readFile = [](const QString &path) { return readInput(kCommand, path.toStdString()); };

    given.storedRanges = storedRanges;

    std::optional<robots::cli::ApplicationScope> app; // Qt SQL, network and DNS need one
    if (given.robots.empty() || storedRanges || dns)
        app.emplace();
    const QString db = args.has("--history") ? qs(*args.value("--history")) : robots::net::HistoryStore::defaultPath();
    if (args.has("--fetch-ranges"))
        if (const std::optional<std::string> why = fetchRanges(db, timeout, *mirrors))
            return usageError(kCommand, *why);
    robots::net::LogAuditError error;
    QStringList notJudged;
    robots::net::LogAuditSetup setup;
    std::optional<robots::LogJudge> judge = robots::net::LogAudit::prepare(given, error, &notJudged, &setup);
    for (const QString &origin : notJudged)
        std::fprintf(stderr, "robotstxt logs: %s: no robots.txt in the history: its requests are not judged\n",
                     origin.toUtf8().constData());
    if (!judge) {
        using Kind = robots::net::LogAuditError::Kind;
        const std::string path = error.path.toStdString();
        switch (error.kind) {
        case Kind::UnknownCrawler:
            return usageError(kCommand, "'" + path + "' is no crawler of the catalogue (robotstxt ai lists them)");
        case Kind::UnnamedRanges:
            return usageError(kCommand, "--ranges " + args.list("--ranges")[std::size_t(error.index)] +
                                            ": name the operator (Google=FILE, OpenAI=FILE) or a crawler "
                                            "(Googlebot=FILE), or name the file after a crawler (gptbot.json)");
        case Kind::CannotRead:
            return Exit::Usage; // readInput said why
        case Kind::NotRangeFile:
            return usageError(kCommand, path + ": " + error.message.toEnglish());
        case Kind::CannotOpenHistory:
            return usageError(kCommand, "cannot open the history " + path + ": " + error.message.toEnglish());
        case Kind::BadSiteFile:
            return usageError(kCommand, path + ": " + error.message.toEnglish());
        }
        return Exit::Usage;
    }

    QStringList logs;
    for (const std::string &p : args.positional) {
        const QString path = qs(p);
        if (!QFileInfo::exists(path))
            return usageError(kCommand, p + ": no such file");
        logs << path;
    }

    for (const auto &[path, problem] : setup.rangeProblems)
        std::fprintf(stderr, "robotstxt logs: %s: %s\n", path.toUtf8().constData(), problem.toEnglish().c_str());
    if (storedRanges)
        printStoredRanges(setup.storedRanges, args.has("--fetch-ranges") || args.has("--ranges-from-history"));
    robots::IpVerifier verifier = setup.verifier;
    robots::net::HistoryStore dnsHistory; // DNS answers are kept in the history when one is given
    if (dns) {
        judge->collectDnsCandidates(kDnsCandidates);
        if (args.has("--history") && !dnsHistory.open(db))
            return usageError(kCommand,
                              "cannot open the history " + db.toStdString() + ": " + dnsHistory.error().toEnglish());
    }

    robots::net::LogAuditResult audit = robots::net::LogAudit::run(logs, *judge, {options, false});
    // DNS after the pass: the distinct addresses it collected are asked about at once (eight at a
    // time), and the logs are judged again only when DNS answered something. Simpler than holding
    // requests back until their address is answered, and exact: the second pass sees every
    // answer from its first line on.
    if (dns && checkDns(*judge, verifier, dnsHistory, dnsServer, timeout)) {
        judge->setVerifier(verifier);
        judge->restart();
        audit = robots::net::LogAudit::run(logs, *judge, {options, false});
    }
    const robots::net::AccessLogReader::Result &read = audit.read;
    const robots::LogSummary &summary = audit.summary;

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
