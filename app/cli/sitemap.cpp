// SPDX-License-Identifier: MIT
// `robotstxt sitemap-audit`: the URLs a site's sitemaps list that its robots.txt blocks ("Submitted
// URL blocked by robots.txt" in a search engine's report), found before a crawler does. The
// network side (net/sitemapauditor.h) reads the live robots.txt and every sitemap; the core
// (robots/studio/sitemapaudit.h) judges and groups the URLs; this file only prints.
#include "cli.h"
#include "cli/netcommands.h"

#include "net/fetchreport.h"
#include "net/sitemapauditor.h"

#include "robots/studio/sitemapaudit.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <charconv>
#include <memory>

using namespace Qt::StringLiterals;

namespace cli {
namespace {

constexpr std::string_view kHelp = R"(Usage: robotstxt sitemap-audit SITE-URL --agent A [--agent B ...] [OPTIONS]

Find the URLs of a site's sitemaps that its robots.txt blocks ("Submitted URL blocked by
robots.txt"). Reads the robots.txt of SITE-URL (e.g. https://example.com/), follows its Sitemap:
lines and every --sitemap, sitemap indexes, .xml and .xml.gz files, and checks every URL for each
agent: against the live robots.txt, or against --robots DRAFT compared with the live one (which
edit of the draft blocks or frees them). Files past the sitemaps.org limits (50,000 URLs, 50 MB
uncompressed) are flagged; a broken sitemap (404, redirect loop, gzip bomb, HTML page, DOCTYPE)
is named with what happened, and the others are still read.

Options:
  --agent A          A crawler's name (repeat for several; at least one)
  --sitemap S        Read this sitemap too: an http(s) URL or a local FILE (repeat)
  --robots DRAFT     Audit against this robots.txt file and compare it with the live one
  --dialect D        How to read robots.txt (default rfc9309; see robotstxt --help)
  --format F         text (default) or json (one object: every group with all its URLs, the
                     other-host and malformed URLs, the sitemaps read and their problems)
  --csv FILE         Write every blocked or changed URL, and the other-host and malformed ones,
                     as CSV: url,agent,change,draft line,draft rule,live line,live rule,sitemap
                     (rows in the order the sitemaps list the URLs, written as they are checked)
  --timeout S        Give up on the robots.txt fetch after S seconds in all, redirects
                     included, or when nothing arrives for S seconds (default 10); a sitemap
                     file may take 10 x S in all (limits: docs/fetching.md)
  -h, --help         Show this help

Text output: per agent, the blocked URLs grouped by the rule that decides (its line, how many
URLs, the first few), then URLs on other hosts, malformed URLs, and the sitemaps with problems.
Changes: blocked (by the file audited; with --robots, by the live file too), newly-blocked (the
draft blocks what the live file allows), unblocked (the draft frees what the live file blocks),
blocked-by-draft (with --robots when the live robots.txt could not be read).

Exit status:
  0  every sitemap URL read is allowed (a broken sitemap is named, but the others were read)
  1  sitemap URLs are blocked (without --robots, also every URL of a site whose live robots.txt
     answers 401 or 403 under a dialect that reads that as "disallow all")
  2  usage or I/O error (an unwritable --csv), or the audit could not be made: the live
     robots.txt could not be fetched (5xx, 429, no answer, redirects that lead nowhere) and no
     --robots is given, so there is nothing to audit against; or not one sitemap URL could be
     read (every sitemap broken, or no sitemap named by the robots.txt or --sitemap)
)";

constexpr OptionSpec kOptions[] = {{"--agent", true, true},    {"--sitemap", true, true}, {"--robots", true, false},
                                   {"--dialect", true, false}, {"--format", true, false}, {"--csv", true, false},
                                   {"--timeout", true, false}};

constexpr std::size_t kShown = 5; // URLs shown per group in the text output

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string str(const QString &s)
{
    return s.toStdString();
}

std::string plural(std::size_t n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + ' ' + std::string(n == 1 ? one : many);
}

std::string ruleAt(std::uint32_t line, const std::string &rule)
{
    if (line == 0)
        return "no rule";
    return "line " + std::to_string(line) + " `" + rule + '`';
}

std::string heading(const robots::SitemapRuleGroup &g, bool withDraft)
{
    const std::string n = plural(g.count, "URL", "URLs");
    switch (g.change) {
    case robots::SitemapChange::BlockedInBoth:
        if (!withDraft)
            return "blocked by " + ruleAt(g.liveLine, g.liveRule) + ": " + n;
        return "blocked by the draft's " + ruleAt(g.draftLine, g.draftRule) + " and the live file's " +
               ruleAt(g.liveLine, g.liveRule) + ": " + n;
    case robots::SitemapChange::NewlyBlocked:
        return "newly blocked by the draft's " + ruleAt(g.draftLine, g.draftRule) +
               " (the live file allows them): " + n;
    case robots::SitemapChange::Unblocked:
        return "unblocked by the draft" +
               (g.draftLine ? " (" + ruleAt(g.draftLine, g.draftRule) + ")" : std::string()) +
               ", blocked by the live file's " + ruleAt(g.liveLine, g.liveRule) + ": " + n;
    case robots::SitemapChange::BlockedNoLive:
        return "blocked by the draft's " + ruleAt(g.draftLine, g.draftRule) + ": " + n;
    }
    return n;
}

/// The first kShown of `count` URLs (`urls` holds at least those: the report keeps a sample).
void printList(Out &out, const std::vector<std::string> &urls, std::size_t count, bool withCsvHint)
{
    for (std::size_t i = 0; i < urls.size() && i < kShown; ++i)
        out << "    " << urls[i] << '\n';
    if (count > kShown)
        out << "    ... and " << static_cast<std::uint64_t>(count - kShown) << " more"
            << (withCsvHint ? " (--csv FILE lists them all)" : "") << '\n';
}

std::string robotsLine(const robots::net::SitemapAuditReport &report)
{
    if (!report.liveRobots)
        return "not fetched";
    const robots::net::FetchReport &r = *report.liveRobots;
    std::string status = r.status ? std::to_string(*r.status) : str(robots::net::networkErrorName(r.networkError));
    return str(r.robotsUrl.toString()) + ": " + status + ", " +
           std::string(robots::net::outcomeLabel(r.decision.outcome).english) + " (" + str(r.message.toEnglish()) + ")";
}

QJsonObject toJson(const robots::net::SitemapAuditReport &report, const QUrl &site,
                   const std::optional<std::string> &draftPath, const robots::Dialect &dialect)
{
    const robots::SitemapAuditResult &r = report.result;
    QJsonObject o;
    o[u"site"_s] = site.toString();
    o[u"dialect"_s] = qs(dialect.name());
    o[u"against"_s] = draftPath ? u"draft"_s : u"live"_s;
    if (draftPath)
        o[u"draft"_s] = qs(*draftPath);
    if (report.liveRobots) {
        const robots::net::FetchReport &live = *report.liveRobots;
        QJsonObject robots;
        robots[u"url"_s] = live.robotsUrl.toString();
        robots[u"status"_s] = live.status ? QJsonValue(*live.status) : QJsonValue();
        robots[u"outcome"_s] = qs(robots::fetchOutcomeName(live.decision.outcome));
        robots[u"message"_s] = live.message.toEnglish();
        o[u"robots"_s] = robots;
    }
    o[u"liveCompared"_s] = r.liveCompared;
    // Without a draft, a robots.txt that cannot be read disallows every URL (RFC 9309 §2.3.1.4).
    o[u"everyUrlBlocked"_s] =
        !draftPath && report.liveRobots && report.liveRobots->decision.outcome == robots::FetchOutcome::DisallowAll;
    o[u"agents"_s] = QJsonArray::fromStringList(report.agents);
    o[u"urls"_s] = qint64(r.urls);
    o[u"checked"_s] = qint64(r.checked);
    QJsonArray blocked;
    for (std::size_t a = 0; a < std::size_t(report.agents.size()); ++a)
        blocked.append(qint64(r.blocked(a)));
    o[u"blocked"_s] = blocked;
    QJsonArray groups;
    for (const robots::SitemapRuleGroup &g : r.groups) {
        QJsonObject j;
        j[u"agent"_s] = report.agents.value(qsizetype(g.agent));
        j[u"change"_s] = qs(robots::sitemapChangeName(g.change));
        j[u"draftLine"_s] = g.draftLine ? QJsonValue(qint64(g.draftLine)) : QJsonValue();
        j[u"draftRule"_s] = g.draftLine ? QJsonValue(qs(g.draftRule)) : QJsonValue();
        j[u"liveLine"_s] = g.liveLine ? QJsonValue(qint64(g.liveLine)) : QJsonValue();
        j[u"liveRule"_s] = g.liveLine ? QJsonValue(qs(g.liveRule)) : QJsonValue();
        j[u"count"_s] = qint64(g.count);
        QJsonArray urls;
        for (const std::string &u : g.urls)
            urls.append(qs(u));
        j[u"urls"_s] = urls;
        groups.append(j);
    }
    o[u"groups"_s] = groups;
    const auto list = [](const std::vector<std::string> &v) {
        QJsonArray a;
        for (const std::string &s : v)
            a.append(qs(s));
        return a;
    };
    o[u"otherHosts"_s] = list(r.otherHosts);
    o[u"malformed"_s] = list(r.malformed);
    QJsonArray read;
    for (const QUrl &u : report.sitemapsRead)
        read.append(u.toString());
    o[u"sitemapsRead"_s] = read;
    QJsonArray problems;
    for (const robots::net::SitemapProblem &p : report.problems) {
        QJsonObject j;
        j[u"url"_s] = p.url.toString();
        j[u"kind"_s] = robots::net::sitemapProblemKindName(p.kind);
        j[u"status"_s] = p.status ? QJsonValue(*p.status) : QJsonValue();
        j[u"message"_s] = QString::fromStdString(p.message.toEnglish());
        problems.append(j);
    }
    o[u"problems"_s] = problems;
    o[u"cancelled"_s] = report.cancelled;
    o[u"failure"_s] = QJsonValue(); // set by runSitemapAudit when the audit could not be made (exit 2)
    return o;
}

} // namespace

int runSitemapAudit(std::span<char *const> argv)
{
    constexpr std::string_view command = "sitemap-audit";
    const auto args = parseArgs(command, argv, kOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kHelp.data(), stdout);
        return Exit::Ok;
    }
    const robots::Dialect *dialect = dialectArg(command, args->value("--dialect").value_or("rfc9309"));
    if (!dialect)
        return Exit::Usage;
    const std::string format = args->value("--format").value_or("text");
    if (format != "text" && format != "json")
        return usageError(command, "unknown format '" + format + "' (text or json)");
    std::optional<std::chrono::milliseconds> timeout;
    if (const auto t = args->value("--timeout")) {
        double seconds = 0;
        const auto [ptr, ec] = std::from_chars(t->data(), t->data() + t->size(), seconds);
        if (ec != std::errc() || ptr != t->data() + t->size() || !(seconds > 0))
            return usageError(command, "--timeout expects a number of seconds above 0, not '" + *t + "'");
        timeout = std::chrono::milliseconds(qint64(seconds * 1000));
    }
    if (args->positional.size() != 1)
        return usageError(command, "expected one SITE-URL (see robotstxt sitemap-audit --help)");
    const std::vector<std::string> agents = args->list("--agent");
    if (agents.empty())
        return usageError(command, "name at least one crawler with --agent (e.g. --agent Googlebot)");

    const robots::cli::ApplicationScope app;
    const QUrl site = robots::net::urlFromUserInput(QString::fromUtf8(args->positional.front()));
    if (!robots::net::robotsTxtUrl(site))
        return usageError(command, "'" + args->positional.front() + "' is not an http or https URL of a site");

    robots::net::SitemapAuditor::Options options;
    options.site = site;
    options.dialect = dialect;
    options.fetch.dialect = dialect;
    if (timeout)
        options.fetch.timeout = *timeout;
    options.agents.clear();
    for (const std::string &a : agents)
        options.agents.append(QString::fromUtf8(a));
    for (const std::string &s : args->list("--sitemap")) {
        const QString text = QString::fromUtf8(s);
        if (text.startsWith(u"http://"_s, Qt::CaseInsensitive) || text.startsWith(u"https://"_s, Qt::CaseInsensitive)) {
            const QUrl url(text);
            if (!url.isValid() || url.host().isEmpty())
                return usageError(command, "'" + s + "' is not a usable sitemap URL");
            options.sitemaps.append(url);
            continue;
        }
        const QFileInfo file(text);
        if (!file.exists())
            return usageError(command, "cannot open '" + s + "': no such file");
        if (file.isDir())
            return usageError(command, "'" + s + "' is a directory, not a sitemap");
        options.sitemaps.append(QUrl::fromLocalFile(file.absoluteFilePath()));
    }
    const std::optional<std::string> draftPath = args->value("--robots");
    if (draftPath) {
        const std::optional<std::string> draft = readInput(command, *draftPath);
        if (!draft)
            return Exit::Usage;
        options.draft = QByteArray::fromStdString(*draft);
    }

    // Budget: a million sitemap URLs ≤ 2 s, ≤ 300 MB, with every URL blocked and --csv. The text
    // output shows kShown URLs per group, so the report keeps only those (the counts stay exact),
    // and the CSV is written as the URLs are judged, never held whole. JSON lists every URL.
    if (format == "text")
        options.sampleLimit = kShown;
    std::unique_ptr<QSaveFile> csv;
    bool csvWritten = false; // a row (or the header) reached the file
    bool csvFailed = false;
    if (const auto csvPath = args->value("--csv")) {
        csv = std::make_unique<QSaveFile>(QString::fromUtf8(*csvPath));
        if (!csv->open(QIODevice::WriteOnly))
            return usageError(command, "cannot write '" + *csvPath + "': " + str(csv->errorString()));
        // Called on the audit's worker thread while this one waits for the report: the file is
        // used by one thread at a time.
        options.csv = [&csv, &csvWritten, &csvFailed](std::string_view rows) {
            csvWritten = true;
            if (!csvFailed && csv->write(rows.data(), qint64(rows.size())) != qint64(rows.size()))
                csvFailed = true;
        };
    }

    const robots::net::SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
    const robots::SitemapAuditResult &r = report.result;
    const std::vector<std::string> agentNames = agents;

    std::size_t blocked = 0;
    for (std::size_t a = 0; a < agentNames.size(); ++a)
        blocked += r.blocked(a);
    const robots::FetchOutcome liveOutcome =
        report.liveRobots ? report.liveRobots->decision.outcome : robots::FetchOutcome::Unavailable;
    // The live robots.txt was fetched when its server gave an answer about the file: a file (2xx,
    // RFC 9309 §2.3.1.1) or none (4xx, §2.3.1.3). An unreachable one (5xx, 429, no answer,
    // §2.3.1.4) disallows every URL for a crawler, but an audit against it would only repeat
    // that: without a draft there is nothing to audit against, and the run fails (exit 2).
    const bool liveFetched = [&] {
        if (!report.liveRobots)
            return false;
        const robots::FetchStatusClass c = robots::classifyFetchStatus(report.liveRobots->status);
        return (c == robots::FetchStatusClass::Success && report.liveRobots->succeeded()) ||
               c == robots::FetchStatusClass::Unavailable;
    }();
    const bool everythingBlocked = !draftPath && liveOutcome == robots::FetchOutcome::DisallowAll;
    const bool nothingToAudit = !draftPath && !liveFetched;
    // Not one sitemap URL read: every sitemap broken (404, refused connection …) or none named.
    // An audit of nothing must not pass as "no sitemap URL blocked".
    const bool nothingRead = r.urls == 0 && (!report.problems.isEmpty() || report.sitemapsRead.isEmpty());

    if (csv) {
        if (!csvWritten) { // the audit never began (no rows): the header alone, as for no URL
            const std::string header = robots::sitemapAuditCsv(robots::SitemapAuditResult(), agentNames);
            csvFailed = csv->write(header.data(), qint64(header.size())) != qint64(header.size());
        }
        if (csvFailed || !csv->commit())
            return usageError(command, "cannot write '" + *args->value("--csv") + "': " + str(csv->errorString()));
    }

    Out out;
    if (format == "json") {
        QJsonObject o = toJson(report, site, draftPath, *dialect);
        if (nothingToAudit)
            o[u"failure"_s] = u"live-robots-not-fetched"_s;
        else if (nothingRead)
            o[u"failure"_s] = u"no-sitemap-read"_s;
        out << QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString() << '\n';
    } else {
        out << "robots.txt " << robotsLine(report) << '\n';
        if (draftPath)
            out << "Audited against " << *draftPath
                << (r.liveCompared ? ", compared with the live robots.txt" : " (no live robots.txt to compare with)")
                << '\n';
        else
            out << "Audited against the live robots.txt\n";
        out << "Sitemaps read: " << static_cast<std::uint64_t>(report.sitemapsRead.size()) << "; URLs: " << r.urls
            << " (" << r.checked << " on the site checked, " << static_cast<std::uint64_t>(r.otherHostCount)
            << " on other hosts, " << static_cast<std::uint64_t>(r.malformedCount) << " malformed)\n";
        if (everythingBlocked && r.checked > 0)
            out << "\nThe live robots.txt could not be read (" << str(report.liveRobots->message.toEnglish())
                << "): every URL of the site is blocked until it can be.\n";
        for (std::size_t a = 0; a < agentNames.size(); ++a) {
            const std::size_t n = everythingBlocked ? r.checked : r.blocked(a);
            out << '\n'
                << agentNames[a] << ": "
                << (nothingRead ? std::string("not audited: no sitemap URL could be read")
                    : n == 0    ? std::string("no sitemap URL blocked")
                                : plural(n, "sitemap URL", "sitemap URLs") + " blocked")
                << '\n';
            for (const robots::SitemapRuleGroup &g : r.groups) {
                if (g.agent != a)
                    continue;
                out << "  " << heading(g, draftPath.has_value()) << '\n';
                printList(out, g.urls, g.count, true);
            }
        }
        if (r.otherHostCount > 0) {
            out << "\nURLs on other hosts (not governed by this robots.txt; sitemaps.org: a sitemap lists its own "
                   "site's URLs): "
                << static_cast<std::uint64_t>(r.otherHostCount) << '\n';
            printList(out, r.otherHosts, r.otherHostCount, true);
        }
        if (r.malformedCount > 0) {
            out << "\nMalformed URLs (not absolute http or https URLs): "
                << static_cast<std::uint64_t>(r.malformedCount) << '\n';
            printList(out, r.malformed, r.malformedCount, true);
        }
        if (!report.problems.isEmpty()) {
            out << "\nSitemap problems: " << static_cast<std::uint64_t>(report.problems.size()) << '\n';
            for (const robots::net::SitemapProblem &p : report.problems)
                out << "  " << str(p.url.toString()) << ": " << str(robots::net::sitemapProblemKindName(p.kind)) << ": "
                    << p.message.toEnglish() << '\n';
        }
        if (report.sitemapsRead.isEmpty() && report.problems.isEmpty())
            out << "\nNo sitemap: the robots.txt has no Sitemap: line and no --sitemap was given.\n";
    }
    out.flush();

    if (nothingToAudit) {
        std::fprintf(stderr,
                     "robotstxt sitemap-audit: the live robots.txt could not be fetched (%s): nothing to audit "
                     "against; give --robots FILE to audit against a file of your own\n",
                     report.liveRobots ? str(report.liveRobots->message.toEnglish()).c_str() : "not fetched");
        return Exit::Usage;
    }
    if (nothingRead) {
        if (report.problems.isEmpty())
            std::fprintf(stderr, "robotstxt sitemap-audit: no sitemap to audit: the robots.txt has no Sitemap: line "
                                 "and no --sitemap was given\n");
        else
            std::fprintf(stderr,
                         "robotstxt sitemap-audit: not one sitemap URL could be read (%s broken): nothing was "
                         "audited\n",
                         plural(std::size_t(report.problems.size()), "sitemap", "sitemaps").c_str());
        return Exit::Usage;
    }
    if (blocked > 0 || (everythingBlocked && r.checked > 0))
        return Exit::Findings;
    return Exit::Ok;
}

} // namespace cli
