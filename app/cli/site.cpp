// SPDX-License-Identifier: MIT
// `robotstxt site fetch SITEFILE` and `robotstxt history URL`: the history of live robots.txt
// files (net/historystore.h) from the command line, for cron and CI. `site fetch` records every
// host of a site file (docs/site-file.md) into the history; `history` lists an origin's versions
// and diffs two of them with the core's unified diff. The same database as the studio's.
#include "cli.h"
#include "cli/netcommands.h"

#include "net/fetcher.h"
#include "net/fetchreport.h"
#include "net/historystore.h"
#include "net/sitefile.h"

#include "robots/dialect.h"
#include "robots/studio/textedit.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <memory>

namespace cli {

namespace {

using robots::net::FetchReport;
using robots::net::HistoryStore;

constexpr std::string_view kSiteHelp = R"(Usage: robotstxt site fetch [OPTIONS] SITEFILE

Fetch the robots.txt of every host of a site file (*.robotssite, docs/site-file.md) at once and
record each into the history, the database the studio keeps its versions in. One line per host:
its status, the outcome under the dialect (RFC 9309 §2.3.1), the size, and whether the file is a
new version, the same as last time, or no file at all. Each host is recorded and printed as soon
as its fetch ends (fastest first), so a run stopped early (a CI time-out) keeps every host done.
Redirects, size and time limits are those of robotstxt fetch (docs/fetching.md): what is
recorded is what is parsed, at most 500 KiB.

Options:
  --history DB       the history database (default: the studio's, see robotstxt history --help)
  --dialect D        the dialect of the outcome shown (default rfc9309)
  --user-agent UA    the User-Agent header sent
  --timeout S        give up on a host's fetch after S seconds in all, redirects included,
                     or when nothing arrives for S seconds (default 10; docs/fetching.md)
  --keep-days N      then drop fetches older than N days from the history (90 when only
                     --keep-newest is given) ...
  --keep-newest N    ... always keeping each host's newest N (20 when only --keep-days is
                     given). Without either nothing is dropped: the studio's retention
                     setting may keep more.
  -h, --help         show this help

Exit status: 0 every host answered (a file, or a 4xx: no file, everything allowed),
1 a host could not be fetched (a server error, 429, no answer, a body that could not be
read, redirects that lead nowhere),
2 usage error, unreadable site file, a history that cannot be opened, or a fetch that could not
be recorded in it.
)";

constexpr std::string_view kHistoryHelp = R"(Usage: robotstxt history [OPTIONS] URL
       robotstxt history [OPTIONS] URL --diff A B

List the versions of a site's robots.txt kept in the history (URL: any URL of the site, or
host.example), newest first: version id, first and last seen (UTC), how many fetches saw it,
size and HTTP status; then the newest fetch. With --diff A B, print the unified diff from
version A to version B instead.

Options:
  --history DB       the history database (default %1)
  --diff A B         the diff of two version ids of this site
  --format F         text (default) or json
  -h, --help         show this help

Exit status: 0 versions listed (or the two versions are identical), 1 nothing recorded for
the site (or the two versions differ), 2 usage error or a history that cannot be read.
)";

constexpr OptionSpec kSiteOptions[] = {
    {"--history", true}, {"--dialect", true},   {"--user-agent", true},
    {"--timeout", true}, {"--keep-days", true}, {"--keep-newest", true},
};
constexpr OptionSpec kHistoryOptions[] = {{"--history", true}, {"--format", true}};

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

int usage(std::string_view command, const QString &message)
{
    return usageError(command, message.toStdString());
}

std::optional<int> wholeNumber(const std::string &text, int minimum)
{
    bool ok = false;
    const int n = fromView(text).toInt(&ok);
    return ok && n >= minimum ? std::optional(n) : std::nullopt;
}

QString historyPath(const Args &args)
{
    return args.has("--history") ? fromView(*args.value("--history")) : HistoryStore::defaultPath();
}

QString utc(const QDateTime &t)
{
    return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString statusText(const FetchReport &r)
{
    if (r.status)
        return QString(QString::number(*r.status) + QLatin1Char(' ') + QString::fromLatin1(r.reasonPhrase)).trimmed();
    return QStringLiteral("no response (%1)").arg(robots::net::networkErrorName(r.networkError));
}

/// What a host's fetch gave: a file (2xx) or a 4xx (no file: everything allowed) is an answer;
/// anything else is a fetch that failed (RFC 9309 §2.3.1.4 unreachable — a gzip bomb's body
/// included —, or a redirect chain that ended without a file). FetchReport::answered(), the
/// classification every front end shares.
bool answered(const FetchReport &r)
{
    return r.answered();
}

/// One line of `site fetch`, printed when its host is done: the columns padded to `widths` (the
/// other hosts are not known yet, so the widths are the longest host and usual values).
QString siteRow(const QStringList &cells, const QList<qsizetype> &widths)
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const bool last = i + 1 == cells.size();
        const qsizetype width = i < widths.size() ? widths.at(i) : 0;
        line += last ? cells.at(i) : i == 3 ? cells.at(i).rightJustified(width) : cells.at(i).leftJustified(width);
        if (!last)
            line += QStringLiteral("  ");
    }
    return line;
}

void printTable(QTextStream &out, const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], row.at(i).size());
        }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            const bool last = i + 1 == row.size();
            const bool right = i < rightAligned.size() && rightAligned.at(i);
            line += right ? row.at(i).rightJustified(widths.at(i))
                          : (last ? row.at(i) : row.at(i).leftJustified(widths.at(i)));
            if (!last)
                line += QStringLiteral("  ");
        }
        out << line << '\n';
    }
}

} // namespace

int runSite(std::span<char *const> argv)
{
    const std::vector<std::string> words = robots::cli::words(argv);
    if (!words.empty() && (words.front() == "-h" || words.front() == "--help")) {
        std::fputs(kSiteHelp.data(), stdout);
        return Exit::Ok;
    }
    if (words.empty() || words.front() != "fetch")
        return usageError("site", "give a subcommand: robotstxt site fetch SITEFILE (see robotstxt site --help)");
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    const Args args = robots::cli::parseArgs("site fetch", rest, kSiteOptions, robots::cli::Syntax::Strict);
    if (!args.error.empty())
        return usageError("site fetch", args.error);
    if (args.help) {
        std::fputs(kSiteHelp.data(), stdout);
        return Exit::Ok;
    }
    if (args.positional.size() != 1)
        return usageError("site fetch", "give one site file (see robotstxt site --help)");
    const robots::Dialect *dialect = &robots::defaultDialect();
    if (args.has("--dialect") && !(dialect = dialectArg("site fetch", *args.value("--dialect"))))
        return Exit::Usage;
    robots::net::FetchOptions options;
    options.dialect = dialect; // the limits are the fetcher's own (net/fetchreport.h, docs/fetching.md)
    if (args.has("--user-agent"))
        options.userAgent = fromView(*args.value("--user-agent"));
    if (args.has("--timeout")) {
        bool ok = false;
        const double seconds = fromView(*args.value("--timeout")).toDouble(&ok);
        if (!ok || seconds <= 0)
            return usageError("site fetch",
                              "--timeout needs a positive number of seconds, not '" + *args.value("--timeout") + "'");
        options.timeout = std::chrono::milliseconds(qint64(seconds * 1000));
    }
    HistoryStore::Retention retention;
    for (const auto &[name, field] :
         {std::pair{"--keep-days", &retention.days}, {"--keep-newest", &retention.keepNewest}}) {
        if (!args.has(name))
            continue;
        const std::optional<int> n = wholeNumber(*args.value(name), 0);
        if (!n)
            return usageError("site fetch",
                              std::string(name) + " needs a whole number, 0 or more, not '" + *args.value(name) + "'");
        *field = *n;
    }

    const robots::cli::ApplicationScope app;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString sitePath = fromView(args.positional.front());
    robots::Message error;
    const std::optional<robots::net::SiteFile> site = robots::net::SiteFile::load(sitePath, &error);
    if (!site)
        return usage("site fetch", QString::fromStdString(error.toEnglish()));
    if (site->hosts.isEmpty())
        return usage("site fetch", QStringLiteral("%1 lists no hosts").arg(sitePath));
    HistoryStore store;
    if (!store.open(historyPath(args)))
        return usage("site fetch", QString::fromStdString(store.error().toEnglish()));

    // Each host as soon as it is done: recorded (its own transaction, committed), printed and
    // flushed, so that a run killed by a CI time-out keeps every host that finished before.
    std::function<void(qsizetype, const FetchReport &)> hostDone; // set before the loop runs

    // Every host at once, on one network manager (HTTP/1.1: up to 6 connections per host).
    QNetworkAccessManager manager;
    QList<std::optional<FetchReport>> reports(site->hosts.size());
    std::vector<std::unique_ptr<robots::net::Fetcher>> fetchers;
    qsizetype pending = site->hosts.size();
    QEventLoop loop;
    for (qsizetype i = 0; i < site->hosts.size(); ++i) {
        auto fetcher = std::make_unique<robots::net::Fetcher>(&manager);
        fetcher->setOptions(options);
        QObject::connect(fetcher.get(), &robots::net::Fetcher::finished, &loop, [&, i](const FetchReport &report) {
            reports[i] = report;
            hostDone(i, report);
            if (--pending == 0)
                loop.quit();
        });
        fetcher->start(site->hosts.at(i));
        fetchers.push_back(std::move(fetcher));
    }
    int failed = 0;
    int recordFailures = 0;
    QList<qsizetype> widths{0, 24, 12, 11};
    for (const QUrl &host : site->hosts)
        widths[0] = std::max(widths[0], host.toString().size());
    hostDone = [&](qsizetype i, const FetchReport &r) {
        const QString origin = robots::net::hostKey(r.robotsUrl);
        const QList<HistoryStore::Version> before = store.versions(origin);
        const std::optional<qint64> fetchId = store.record(r);
        if (!fetchId) {
            err << "robotstxt site fetch: " << QString::fromStdString(store.error().toEnglish()) << '\n';
            ++recordFailures;
        }
        QString change;
        if (!r.succeeded()) {
            change = QStringLiteral("no file");
        } else {
            const QByteArray sha = HistoryStore::sha256Of(r.body);
            const auto seen = std::find_if(before.cbegin(), before.cend(),
                                           [&](const HistoryStore::Version &v) { return v.sha256 == sha; });
            const QList<HistoryStore::Fetch> now = store.fetches(origin);
            const qint64 version = now.isEmpty() ? 0 : now.first().versionId;
            if (before.isEmpty())
                change = QStringLiteral("first version (%1)").arg(version);
            else if (seen == before.cbegin())
                change = QStringLiteral("unchanged (version %1)").arg(version);
            else if (seen != before.cend())
                change = QStringLiteral("changed back to version %1").arg(version);
            else
                change = QStringLiteral("new version (%1)").arg(version);
        }
        const robots::FetchDecision decision = r.decisionFor(*dialect);
        out << siteRow({site->hosts.at(i).toString(), statusText(r),
                        fromView(robots::fetchOutcomeName(decision.outcome)),
                        !r.succeeded() ? QStringLiteral("-")
                        : r.truncated  ? QStringLiteral("%1 of %2").arg(r.body.size()).arg(r.bodySize().toEnglish())
                                       : QStringLiteral("%1 bytes").arg(r.body.size()),
                        change},
                       widths)
            << '\n';
        out.flush();
        std::fflush(stdout);
        if (!answered(r)) {
            ++failed;
            err << "robotstxt site fetch: " << site->hosts.at(i).toString() << ": "
                << r.messageFor(*dialect).toEnglish() << '\n';
            err.flush();
        }
    };

    loop.exec(); // each Fetcher finishes by its own time-outs (FetchOptions::timeout, totalTimeout)
    // Only when asked: the studio prunes with the user's own retention setting, which the
    // command line cannot know, so a cron job must not drop what the user keeps.
    const bool prune = args.has("--keep-days") || args.has("--keep-newest");
    const int pruned = prune ? store.prune(retention) : 0;
    if (pruned > 0)
        err << "robotstxt site fetch: " << pruned << " fetches older than " << retention.days
            << " days dropped from the history\n";
    err.flush();
    if (recordFailures > 0)
        return Exit::Usage;
    return failed > 0 ? Exit::Findings : Exit::Ok;
}

int runHistory(std::span<char *const> argv)
{
    // `--diff A B` takes two values, which the option table cannot say: taken out first.
    std::vector<std::string> words = robots::cli::words(argv);
    std::optional<std::pair<std::string, std::string>> diff;
    for (std::size_t i = 0; i < words.size() && words[i] != "--"; ++i) {
        if (words[i] != "--diff")
            continue;
        if (diff)
            return usageError("history", "--diff may be given once");
        if (i + 2 >= words.size())
            return usageError("history", "--diff needs two version ids: --diff A B");
        diff = std::pair{words[i + 1], words[i + 2]};
        words.erase(words.begin() + std::ptrdiff_t(i), words.begin() + std::ptrdiff_t(i + 3));
        --i;
    }
    const Args args = robots::cli::parseArgs("history", words, kHistoryOptions, robots::cli::Syntax::Strict);
    if (!args.error.empty())
        return usageError("history", args.error);
    const robots::cli::ApplicationScope app;
    QTextStream out(stdout);
    if (args.help) {
        out << fromView(kHistoryHelp).arg(HistoryStore::defaultPath());
        return Exit::Ok;
    }
    const QString format = args.has("--format") ? fromView(*args.value("--format")) : QStringLiteral("text");
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usage("history", QStringLiteral("unknown format '%1' (text or json)").arg(format));
    if (args.positional.size() != 1)
        return usageError("history", "give one URL of the site (see robotstxt history --help)");
    const QString given = fromView(args.positional.front());
    const QUrl url = robots::net::urlFromUserInput(given);
    const QString origin = robots::net::hostKey(url);
    if (origin.isEmpty())
        return usage("history", QStringLiteral("'%1' is not an http or https URL").arg(given));
    std::optional<std::pair<qint64, qint64>> versionIds;
    if (diff) {
        bool okA = false;
        bool okB = false;
        const qint64 a = fromView(diff->first).toLongLong(&okA);
        const qint64 b = fromView(diff->second).toLongLong(&okB);
        if (!okA || !okB)
            return usageError("history", "--diff needs two version ids (numbers from robotstxt history URL), not '" +
                                             diff->first + "' and '" + diff->second + "'");
        versionIds = std::pair{a, b};
    }

    // Reading a history never creates one.
    const QString path = historyPath(args);
    if (!QFileInfo::exists(path))
        return usage("history", QStringLiteral("there is no history at %1 yet (robotstxt site fetch and check --fetch "
                                               "record one)")
                                    .arg(path));
    HistoryStore store;
    if (!store.open(path))
        return usage("history", QString::fromStdString(store.error().toEnglish()));
    const QList<HistoryStore::Fetch> fetches = store.fetches(origin);
    if (fetches.isEmpty()) {
        QTextStream(stderr) << "robotstxt history: nothing is recorded for " << origin << " in " << path << '\n';
        return Exit::Findings;
    }
    const QString robotsUrl = fetches.first().robotsUrl.toString();
    const QList<HistoryStore::Version> versions = store.versions(origin);

    if (versionIds) {
        auto bodyOf = [&](qint64 id) -> std::optional<QByteArray> {
            const bool ours = std::any_of(versions.cbegin(), versions.cend(),
                                          [id](const HistoryStore::Version &v) { return v.id == id; });
            return ours ? store.body(id) : std::nullopt;
        };
        const std::optional<QByteArray> a = bodyOf(versionIds->first);
        const std::optional<QByteArray> b = bodyOf(versionIds->second);
        for (const auto &[id, body] : {std::pair{versionIds->first, &a}, {versionIds->second, &b}})
            if (!*body)
                return usage("history", QStringLiteral("%1 is not a version of %2 (robotstxt history %3 lists them)")
                                            .arg(id)
                                            .arg(robotsUrl, given));
        const std::string text =
            robots::unifiedDiff(a->toStdString(), b->toStdString(),
                                QStringLiteral("%1 version %2").arg(robotsUrl).arg(versionIds->first).toStdString(),
                                QStringLiteral("%1 version %2").arg(robotsUrl).arg(versionIds->second).toStdString());
        if (format == QLatin1String("json")) {
            const QJsonObject o{{QStringLiteral("origin"), origin},
                                {QStringLiteral("robotsUrl"), robotsUrl},
                                {QStringLiteral("from"), double(versionIds->first)},
                                {QStringLiteral("to"), double(versionIds->second)},
                                {QStringLiteral("identical"), text.empty()},
                                {QStringLiteral("diff"), QString::fromStdString(text)}};
            out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        } else {
            out.flush();
            std::fwrite(text.data(), 1, text.size(), stdout);
        }
        return text.empty() ? Exit::Ok : Exit::Findings;
    }

    const HistoryStore::Fetch &newest = fetches.first();
    if (format == QLatin1String("json")) {
        QJsonArray versionList;
        for (const HistoryStore::Version &v : versions)
            versionList.append(
                QJsonObject{{QStringLiteral("id"), double(v.id)},
                            {QStringLiteral("sha256"), QString::fromLatin1(v.sha256)},
                            {QStringLiteral("size"), double(v.size)},
                            {QStringLiteral("firstSeen"), v.firstSeen.toString(Qt::ISODate)},
                            {QStringLiteral("lastSeen"), v.lastSeen.toString(Qt::ISODate)},
                            {QStringLiteral("fetches"), v.fetches},
                            {QStringLiteral("status"), v.status ? QJsonValue(*v.status) : QJsonValue()}});
        QJsonArray fetchList;
        for (const HistoryStore::Fetch &f : fetches)
            fetchList.append(
                QJsonObject{{QStringLiteral("id"), double(f.id)},
                            {QStringLiteral("fetchedAt"), f.fetchedAt.toString(Qt::ISODate)},
                            {QStringLiteral("status"), f.status ? QJsonValue(*f.status) : QJsonValue()},
                            {QStringLiteral("outcome"), f.outcome},
                            {QStringLiteral("message"), f.message},
                            {QStringLiteral("version"), f.versionId ? QJsonValue(double(f.versionId)) : QJsonValue()}});
        const QJsonObject o{{QStringLiteral("origin"), origin},
                            {QStringLiteral("robotsUrl"), robotsUrl},
                            {QStringLiteral("versions"), versionList},
                            {QStringLiteral("fetches"), fetchList}};
        out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return Exit::Ok;
    }
    out << robotsUrl << ": " << versions.size() << (versions.size() == 1 ? " version, " : " versions, ")
        << fetches.size() << (fetches.size() == 1 ? " fetch" : " fetches") << '\n';
    if (!versions.isEmpty()) {
        QList<QStringList> rows{{QStringLiteral("VERSION"), QStringLiteral("FIRST SEEN (UTC)"),
                                 QStringLiteral("LAST SEEN (UTC)"), QStringLiteral("FETCHES"), QStringLiteral("SIZE"),
                                 QStringLiteral("STATUS")}};
        for (const HistoryStore::Version &v : versions)
            rows.append({QString::number(v.id), utc(v.firstSeen), utc(v.lastSeen), QString::number(v.fetches),
                         QString::number(v.size), v.status ? QString::number(*v.status) : QStringLiteral("-")});
        printTable(out, rows, {true, false, false, true, true, false});
    }
    out << "Newest fetch, " << utc(newest.fetchedAt)
        << " UTC: " << (newest.status ? QString::number(*newest.status) : QStringLiteral("no response")) << ", "
        << newest.outcome << (newest.versionId ? QStringLiteral(", version %1").arg(newest.versionId) : QString())
        << ". " << newest.message << '\n';
    return Exit::Ok;
}

} // namespace cli
