// SPDX-License-Identifier: MIT
#include "cli/netcommands.h"

#include "cli/commandline.h"
#include "net/fetcher.h"
#include "net/fetchreport.h"
#include "net/hostrulescache.h"

#include <robots/dialect.h>
#include <robots/studio/urllist.h>
#include <robots/verdict.h>

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>

#include <memory>

using namespace Qt::StringLiterals;

namespace robots::cli {

using namespace robots::net;

namespace {

using robots::cli::Exit;
using robots::cli::OptionSpec;

/// A message's English: the CLI prints the network client's messages untranslated.
QString english(const robots::Message &message)
{
    return QString::fromStdString(message.toEnglish());
}

class Text
{
    Q_DECLARE_TR_FUNCTIONS(robots::net::NetCommands)
public:
    static QString fetchHelp()
    {
        return tr("Usage: robotstxt fetch [OPTIONS] URL\n"
                  "\n"
                  "Fetch the robots.txt of URL's site (scheme://host[:port]/robots.txt) and say what it means\n"
                  "under a dialect: parse it, allow everything, disallow everything, or decide nothing.\n"
                  "\n"
                  "Options:\n"
                  "  --dialect D        rfc9309 (default), google, bing, yandex, norobots1994,\n"
                  "                     www-robotrules, python-urllib (Python up to 3.13.13 and\n"
                  "                     3.14.4), python-urllib-rfc9309 (3.13.14+, 3.14.5+),\n"
                  "                     python-urllib-3.15 (3.15.0+: a 5xx disallows everything),\n"
                  "                     ruby-robotstxt\n"
                  "  --user-agent UA    the User-Agent header sent\n"
                  "  --timeout S        give up on the fetch after S seconds in all, redirects included,\n"
                  "                     or when nothing arrives for S seconds (default 10)\n"
                  "  -o, --output FILE  write the body to FILE instead of stdout: the bytes as served,\n"
                  "                     the first 512,000 at most (the 500 KiB that are parsed)\n"
                  "  --format F         text (default) or json\n"
                  "  -h, --help         show this help\n"
                  "\n"
                  "The report goes to stderr (to stdout with -o or --format json).\n"
                  "Limits (docs/fetching.md): at most 5 redirects (RFC 9309 §2.3.1.2); the first 500 KiB\n"
                  "of the body are read and parsed, the full length is reported (RFC 9309 §2.5); a\n"
                  "compressed body that inflates like a bomb is not read (unreachable, RFC 9309 §2.3.1.4);\n"
                  "the bytes are parsed as served, whatever their charset, as robotstxt check FILE does.\n"
                  "Exit status: 0 the file is parsed, 1 any other outcome, 2 usage or I/O error.\n");
    }
    static QString checkHelp()
    {
        return tr("Usage: robotstxt check --fetch|--offline [OPTIONS] URL...\n"
                  "\n"
                  "Check absolute URLs against the live robots.txt of their own hosts, recording every fetch\n"
                  "in the history. A host whose newest fetch in the history is a file (a 2xx) still fresh\n"
                  "(24 h at most, less when its Cache-Control max-age says so; RFC 9309 §2.4) is answered\n"
                  "from the history, and says so: \"from the history, fetched 3 h ago\". Every other host is\n"
                  "fetched first, also one whose last fetch failed or found no file: an error (5xx, 429, no\n"
                  "answer) or a 4xx is not a version of the file and is never reused.\n"
                  "\n"
                  "Options:\n"
                  "  --fetch            fetch what the history cannot answer (the default)\n"
                  "  --refresh          fetch every host, even one with a fresh copy in the history\n"
                  "  --offline          no network: answer from the versions in the history, expired\n"
                  "                     ones included (marked stale); a host with none is unknown\n"
                  "  --dialect D        the dialect (default rfc9309)\n"
                  "  --agent A          the crawler name to check (repeatable; default *)\n"
                  "  --format F         text (default) or json (JSON Lines)\n"
                  "  --history DB       the history database the hosts come from and every fetch is\n"
                  "                     recorded in (default %1; --cache DB is the same)\n"
                  "  --urls FILE        more URLs, one per line (- for stdin)\n"
                  "  --user-agent UA    the User-Agent header sent\n"
                  "  --timeout S        give up on a host's fetch after S seconds in all, redirects\n"
                  "                     included, or when nothing arrives for S seconds (default 10)\n"
                  "  -h, --help         show this help\n"
                  "\n"
                  "Hosts are fetched as robotstxt fetch fetches (docs/fetching.md).\n"
                  "Each answer says where it comes from (JSON: \"fromHistory\", \"fetchedAt\", \"stale\").\n"
                  "Exit status: 0 every URL allowed, 1 at least one disallowed or unknown, 2 usage error\n"
                  "(a URL that is not absolute http(s), an unreadable --urls file, --refresh with --offline).\n")
            .arg(HostRulesCache::defaultHistoryFile());
    }
    static QString unknownDialect(const QString &name) { return tr("robotstxt: unknown dialect '%1'").arg(name); }
    static QString badTimeout(const QString &value)
    {
        return tr("robotstxt: --timeout needs a positive number of seconds, not '%1'").arg(value);
    }
    static QString badFormat(const QString &value) { return tr("robotstxt: unknown format '%1'").arg(value); }
    static QString oneUrl() { return tr("robotstxt fetch: give exactly one URL (see robotstxt fetch --help)"); }
    static QString notHttp(const QString &url)
    {
        return tr("robotstxt fetch: only http and https URLs can be fetched: %1").arg(url);
    }
    static QString cannotWrite(const QString &path, const QString &why)
    {
        return tr("robotstxt fetch: cannot write %1: %2").arg(path, why);
    }
    static QString noBodyWritten() { return tr("No body written: the response was not a 2xx."); }
    static QString noUrls() { return tr("robotstxt check: no URL given (see robotstxt check --fetch --help)"); }
    static QString notAbsolute(const QString &url)
    {
        return tr("robotstxt check: --fetch and --offline need absolute http(s) URLs, not '%1'").arg(url);
    }
    static QString cannotRead(const QString &path, const QString &why)
    {
        return tr("robotstxt check: cannot read %1: %2").arg(path, why);
    }
    static QString cacheProblem(const QString &why) { return tr("robotstxt check: %1; starting empty").arg(why); }
    static QString stillFetching() { return tr("robotstxt check: some hosts did not answer in time"); }
    static QString staleMark() { return tr("stale: past its freshness"); }
    static QString refreshOffline()
    {
        return tr("robotstxt check: --refresh fetches every host, --offline none: give one of them");
    }
    static QString refreshHint() { return tr("--refresh fetches it again"); }
    static QString lastFetch(const QString &message) { return tr("its newest fetch: %1").arg(message); }
};

// The options both network subcommands take. They read their arguments as QCommandLineParser
// did when they were written with it (robots::cli::Syntax::Qt), so `-dialect` and the error texts
// stay as their users know them.
constexpr OptionSpec kFetchOptions[] = {
    {"--dialect", true}, {"--user-agent", true},         {"--timeout", true},
    {"--format", true},  {"--output", true, false, 'o'},
};
constexpr OptionSpec kCheckOptions[] = {
    {"--dialect", true}, {"--user-agent", true}, {"--timeout", true},  {"--format", true},
    {"--fetch", false},  {"--offline", false},   {"--agent", true},    {"--cache", true},
    {"--urls", true},    {"--history", true},    {"--refresh", false},
};

/// `args` as robots::cli::parseArgs() reads them (UTF-8; the CLI's main() made them from the
/// local 8-bit argv, which Qt 6 reads as UTF-8 on Unix).
std::vector<std::string> toWords(const QStringList &args)
{
    std::vector<std::string> out;
    out.reserve(std::size_t(args.size()));
    for (const QString &arg : args)
        out.push_back(arg.toStdString());
    return out;
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString valueOf(const robots::cli::Args &args, std::string_view name, std::string_view fallback = {})
{
    return fromView(args.value(name).value_or(std::string(fallback)));
}

const robots::Dialect *dialectOption(const robots::cli::Args &args, QTextStream &err)
{
    if (!args.has("--dialect"))
        return &robots::defaultDialect();
    const std::string name = *args.value("--dialect");
    const robots::Dialect *d = robots::findDialect(name);
    if (!d)
        err << Text::unknownDialect(fromView(name)) << '\n';
    return d;
}

std::optional<std::chrono::milliseconds> timeoutOption(const robots::cli::Args &args, QTextStream &err)
{
    if (!args.has("--timeout"))
        return std::chrono::milliseconds(10'000);
    bool ok = false;
    const QString value = valueOf(args, "--timeout");
    const double seconds = value.toDouble(&ok);
    if (!ok || seconds <= 0) {
        err << Text::badTimeout(value) << '\n';
        return std::nullopt;
    }
    return std::chrono::milliseconds(qint64(seconds * 1000));
}

/// What both subcommands read first: the words, --help, --dialect, --timeout and --format.
struct CommonOptions
{
    robots::cli::Args args;
    const robots::Dialect *dialect = nullptr;
    std::optional<std::chrono::milliseconds> timeout;
    QString format;
    std::optional<int> exit; ///< Set when the run ends here: --help (Ok) or a usage error.
};

CommonOptions readCommon(std::string_view command, const QStringList &arguments, std::span<const OptionSpec> specs,
                         const QString &help, QTextStream &out, QTextStream &err)
{
    CommonOptions c;
    c.args = robots::cli::parseArgs(command, toWords(arguments), specs, robots::cli::Syntax::Qt);
    if (!c.args.error.empty()) {
        err << "robotstxt " << fromView(command) << ": " << fromView(c.args.error) << '\n';
        c.exit = Exit::Usage;
        return c;
    }
    if (c.args.help) {
        out << help;
        c.exit = Exit::Ok;
        return c;
    }
    c.dialect = dialectOption(c.args, err);
    c.timeout = timeoutOption(c.args, err);
    c.format = valueOf(c.args, "--format", "text");
    if (c.format != u"text" && c.format != u"json") {
        err << Text::badFormat(c.format) << '\n';
        c.exit = Exit::Usage;
    } else if (!c.dialect || !c.timeout) {
        c.exit = Exit::Usage;
    }
    return c;
}

void printReport(const FetchReport &r, QTextStream &s)
{
    s << "URL:      " << r.robotsUrl.toDisplayString() << '\n';
    for (const Hop &hop : r.chain) {
        if (hop.location.isEmpty())
            continue;
        s << "Redirect: " << hop.status << ' ' << hop.url.toDisplayString() << " -> " << hop.location.toDisplayString()
          << '\n';
    }
    if (r.status)
        s << "Status:   " << QString(QString::number(*r.status) + u' ' + QString::fromLatin1(r.reasonPhrase)).trimmed()
          << '\n';
    else if (r.statusBeforeError)
        s << "Status:   " << *r.statusBeforeError << ", then " << networkErrorName(r.networkError)
          << " before the body was complete\n";
    else
        s << "Status:   no response (" << networkErrorName(r.networkError) << ")\n";
    if (r.succeeded()) {
        s << "Type:     " << (r.contentType.isEmpty() ? u"-"_s : QString::fromLatin1(r.contentType)) << " (read as "
          << QString::fromLatin1(r.decoded.encoding) << (r.decoded.byteOrderMark ? ", with BOM" : "") << ")\n";
        s << "Size:     " << r.bodySize().toEnglish();
        if (r.truncated)
            s << " (the first " << r.body.size() << " read and parsed, RFC 9309 §2.5)";
        s << '\n';
    }
    if (r.status && r.bodyProblem != BodyProblem::None)
        s << "Body:     not read (Content-Encoding: " << QString::fromLatin1(r.contentEncoding) << "; " << r.errorString
          << ")\n";
    for (const QString &tls : r.tlsErrors)
        s << "TLS:      " << tls << '\n';
    s << "Outcome:  " << fromView(robots::fetchOutcomeName(r.decision.outcome)) << " (" << fromView(r.dialect->name())
      << ")\n";
    s << r.message.toEnglish() << '\n';
}

} // namespace

int runFetchCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const robots::cli::ApplicationScope app;
    const CommonOptions common = readCommon("fetch", arguments, kFetchOptions, Text::fetchHelp(), out, err);
    if (common.exit)
        return *common.exit;
    const robots::cli::Args &args = common.args;
    const robots::Dialect *dialect = common.dialect;
    if (args.positional.size() != 1) {
        err << Text::oneUrl() << '\n';
        return Exit::Usage;
    }
    const QString given = fromView(args.positional.front());
    const QUrl url = urlFromUserInput(given);
    if (!robotsTxtUrl(url)) {
        err << Text::notHttp(given) << '\n';
        return Exit::Usage;
    }

    FetchOptions options;
    options.dialect = dialect;
    options.timeout = *common.timeout;
    if (args.has("--user-agent"))
        options.userAgent = valueOf(args, "--user-agent");
    const FetchReport r = fetchBlocking(url, options);

    const bool success = r.succeeded();
    const QString output = valueOf(args, "--output");
    if (!output.isEmpty() && success) {
        QSaveFile file(output);
        if (!file.open(QIODevice::WriteOnly) || file.write(r.body) != r.body.size() || !file.commit()) {
            err << Text::cannotWrite(output, file.errorString()) << '\n';
            return Exit::Usage;
        }
    }

    if (common.format == u"json") {
        out << QString::fromUtf8(QJsonDocument(r.toJson()).toJson(QJsonDocument::Indented));
    } else {
        QTextStream &report = output.isEmpty() ? err : out;
        printReport(r, report);
        if (!success && !output.isEmpty())
            report << Text::noBodyWritten() << '\n';
        if (output.isEmpty() && success) {
            // The original bytes, unchanged, when the stream writes to a device (stdout).
            out.flush();
            if (QIODevice *device = out.device())
                device->write(r.body);
            else
                out << r.decoded.text;
        }
    }
    out.flush();
    err.flush();
    return r.decision.outcome == robots::FetchOutcome::ParseBody ? Exit::Ok : Exit::Findings;
}

int runCheckFetch(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const robots::cli::ApplicationScope app;
    const CommonOptions common = readCommon("check", arguments, kCheckOptions, Text::checkHelp(), out, err);
    if (common.exit)
        return *common.exit;
    const robots::cli::Args &args = common.args;
    const robots::Dialect *dialect = common.dialect;
    if (args.has("--refresh") && args.has("--offline")) {
        err << Text::refreshOffline() << '\n';
        return Exit::Usage;
    }

    QStringList urls;
    for (const std::string &url : args.positional)
        urls.append(fromView(url));
    if (args.has("--urls")) {
        const QString path = valueOf(args, "--urls");
        QFile file;
        const bool opened = path == u"-" ? file.open(stdin, QIODevice::ReadOnly)
                                         : (file.setFileName(path), file.open(QIODevice::ReadOnly));
        if (!opened) {
            err << Text::cannotRead(path, file.errorString()) << '\n';
            return Exit::Usage;
        }
        // Blank and `#` lines are skipped by the rule of every URL list (robots/studio/urllist.h); any
        // other line must be an absolute URL here, which the check below says when it is not.
        while (!file.atEnd()) {
            const QByteArray line = file.readLine();
            const robots::UrlListLine entry =
                robots::readUrlListLine(std::string_view(line.constData(), std::size_t(line.size())));
            if (entry.kind != robots::UrlListLineKind::Skipped)
                urls.append(fromView(entry.text));
        }
    }
    if (urls.isEmpty()) {
        err << Text::noUrls() << '\n';
        return Exit::Usage;
    }
    for (const QString &url : std::as_const(urls)) {
        if (hostKey(QUrl(url)).isEmpty()) {
            err << Text::notAbsolute(url) << '\n';
            return Exit::Usage;
        }
    }
    QStringList agents;
    for (const std::string &agent : args.list("--agent"))
        agents.append(fromView(agent));
    if (agents.isEmpty())
        agents.append(u"*"_s);

    HostRulesCache cache;
    cache.setDialect(*dialect);
    // The hosts come from the history (--cache is its name from when it was a JSON file).
    cache.setHistoryFile(args.has("--history") ? valueOf(args, "--history")
                         : args.has("--cache") ? valueOf(args, "--cache")
                                               : HostRulesCache::defaultHistoryFile());
    if (!cache.load())
        err << Text::cacheProblem(english(cache.error())) << '\n';
    else if (!cache.error().id.empty())
        err << "robotstxt check: " << english(cache.error()) << '\n';
    FetchOptions options;
    options.timeout = *common.timeout;
    if (args.has("--user-agent"))
        options.userAgent = valueOf(args, "--user-agent");
    cache.setFetchOptions(options);
    cache.setOffline(args.has("--offline"));

    if (!cache.isOffline()) {
        // RFC 9309 §2.4: a fresh version in the history answers; --refresh asks every host anyway.
        const bool refresh = args.has("--refresh");
        QSet<QString> origins;
        for (const QString &url : std::as_const(urls)) {
            const QString origin = hostKey(QUrl(url));
            if (refresh && !origins.contains(origin))
                cache.refresh(url);
            else
                cache.ensureFresh(url);
            origins.insert(origin);
        }
        // Each host has its whole deadline; the cache runs at most 4 fetches at a time
        // (net/hostrulescache.h), the rest wait their turn.
        const qsizetype rounds = (origins.size() + 3) / 4;
        if (!cache.waitForIdle(options.effectiveTotalTimeout() * rounds + std::chrono::seconds(5)))
            err << Text::stillFetching() << '\n';
    }

    // What each host's fetch gave, once per host, and where the answer comes from.
    QStringList seen;
    for (const QString &url : std::as_const(urls)) {
        const QString origin = hostKey(QUrl(url));
        if (seen.contains(origin))
            continue;
        seen.append(origin);
        const HostRulesCache::HostVerdict v = cache.verdict(url, agents.first(), *dialect);
        err << "# " << origin << ": " << (v.fetchMessage.isEmpty() ? v.message : v.fetchMessage).toEnglish();
        if (v.fromHistory) {
            QStringList notes{english(cache.historyNote(v.fetchedAt))};
            if (v.stale)
                notes.append(Text::staleMark());
            // A newer fetch that failed or found no file is shown, never used (RFC 9309 §2.4).
            const std::optional<FetchReport> newest = cache.report(origin);
            if (newest && newest->finishedAt.isValid() && !robots::isReusableVersion(newest->finalResult()))
                notes.append(Text::lastFetch(newest->messageFor(*dialect).toEnglish()));
            if (!cache.isOffline())
                notes.append(Text::refreshHint());
            err << " (" << notes.join(u"; "_s) << ')';
        }
        err << '\n';
    }

    bool anyNotAllowed = false;
    for (const QString &agent : std::as_const(agents)) {
        for (const QString &url : std::as_const(urls)) {
            const HostRulesCache::HostVerdict v = cache.verdict(url, agent, *dialect);
            anyNotAllowed = anyNotAllowed || v.access != robots::Access::Allowed;
            int line = 0;
            QString rule;
            if (v.verdict && v.verdict->decidingRule) {
                const robots::MatchedRule &m = *v.verdict->decidingRule;
                line = int(m.line);
                rule = (m.kind == robots::RuleKind::Allow ? u"Allow: "_s : u"Disallow: "_s) + fromView(m.pattern);
            }
            if (common.format == u"json") {
                QJsonObject o{
                    {u"agent"_s, agent},
                    {u"url"_s, url},
                    {u"verdict"_s, fromView(robots::accessName(v.access))},
                    {u"line"_s, line},
                    {u"rule"_s, rule.isEmpty() ? QJsonValue() : QJsonValue(rule)},
                    {u"dialect"_s, fromView(dialect->name())},
                    {u"origin"_s, v.origin},
                    {u"fetch"_s, v.fetchedAt.isValid() ? QJsonValue(fromView(robots::fetchOutcomeName(v.fetchOutcome)))
                                                       : QJsonValue()},
                    {u"status"_s, v.status ? QJsonValue(*v.status) : QJsonValue()},
                    {u"stale"_s, v.stale},
                    // Where the answer comes from (RFC 9309 §2.4): a fetch of this run, or the history.
                    {u"fromHistory"_s, v.fromHistory},
                    {u"fetchedAt"_s,
                     v.fetchedAt.isValid() ? QJsonValue(v.fetchedAt.toUTC().toString(Qt::ISODate)) : QJsonValue()}};
                out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << '\n';
                continue;
            }
            // As `robotstxt check` words it: the deciding line, else what decided.
            QString reason;
            if (!rule.isEmpty())
                reason = u"line %1: %2"_s.arg(line).arg(rule);
            else if (v.verdict && (v.verdict->decider == robots::Decider::FetchAllowAll ||
                                   v.verdict->decider == robots::Decider::FetchDisallowAll))
                reason = u"robots.txt: "_s + v.fetchMessage.toEnglish();
            else if (v.verdict)
                reason = fromView(robots::deciderText(v.verdict->decider).english);
            else
                reason = v.message.toEnglish();
            if (v.fromHistory)
                reason += u"; "_s + english(cache.historyNote(v.fetchedAt));
            if (v.stale)
                reason += u"; "_s + Text::staleMark();
            out << fromView(robots::accessName(v.access)).leftJustified(10) << ' ' << agent << ' ' << url << " ("
                << reason << ")\n";
        }
    }
    out.flush();
    err.flush();
    return anyNotAllowed ? Exit::Findings : Exit::Ok;
}

namespace {

QStringList toArguments(std::span<char *const> args)
{
    QStringList out;
    for (const char *arg : args)
        out.append(QString::fromLocal8Bit(arg));
    return out;
}

} // namespace

int runFetchCommand(std::span<char *const> args)
{
    const robots::cli::ApplicationScope app;
    QTextStream out(stdout);
    QTextStream err(stderr);
    return runFetchCommand(toArguments(args), out, err);
}

int runCheckFetch(std::span<char *const> args)
{
    const robots::cli::ApplicationScope app;
    QTextStream out(stdout);
    QTextStream err(stderr);
    return runCheckFetch(toArguments(args), out, err);
}

} // namespace robots::cli
