// SPDX-License-Identifier: MIT
#pragma once

// The network subcommands of the `robotstxt` CLI, as plain functions the CLI's main() calls.
// They create a QCoreApplication when none exists, print with the streams given, read their
// arguments with the CLI's parser and return its exit status (cli/commandline.h: 0 ok,
// 1 findings/failures, 2 usage or I/O error). They use the network client net/ (Qt Core +
// Network); main.cpp chooses them before any offline subcommand runs:
//   if (command == "fetch") return robots::cli::runFetchCommand(rest);
//   if (command == "check" && robots::cli::isNetworkCheck(rest)) return robots::cli::runCheckFetch(rest);
// where `rest` is the std::span<char *const> of the arguments after the subcommand.
// `lint`, `check FILE`, `explain`, `test` never reach these nor net/, so they work with no network.

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <span>

namespace robots::cli {

/// A QCoreApplication for the time of a network command (Qt Network and SQL need one), when the
/// caller has none: the CLI's main() does not make one for its offline subcommands.
class ApplicationScope
{
public:
    ApplicationScope()
    {
        if (!QCoreApplication::instance())
            m_app = std::make_unique<QCoreApplication>(s_argc, s_argv);
    }

private:
    static inline int s_argc = 1;
    static inline char s_name[] = "robotstxt";
    static inline char *s_argv[] = {s_name, nullptr};
    std::unique_ptr<QCoreApplication> m_app;
};

/// `robotstxt fetch [--dialect D] [--user-agent UA] [--timeout S] [-o FILE] [--format text|json] URL`
///
/// Fetches the robots.txt of URL's site and prints the request, each redirect (status and
/// target), the final status, content type, size and the outcome under the dialect with its
/// plain sentence. The body (the original bytes of a 2xx response) goes to stdout, or to FILE
/// with -o (then the report goes to stdout, else to stderr). `--format json` prints the report
/// as one JSON object (FetchReport::toJson(), body in base64) instead. Exit: 0 when the outcome
/// is "parse", 1 for any other outcome (allow all, disallow all, unavailable), 2 for usage
/// errors, a URL that is not http/https, or an unwritable FILE. `args` excludes "fetch".
int runFetchCommand(const QStringList &args, QTextStream &out, QTextStream &err);

/// `robotstxt check --fetch|--offline [--dialect D] [--agent A]... [--format text|json]
///  [--history DB] [--user-agent UA] [--timeout S] [--urls FILE|-] URL...`
///
/// Each absolute URL is checked against its own host's robots.txt: hosts without a fresh copy
/// in the history (HostRulesCache::defaultHistoryFile(), or --history DB; --cache DB is the
/// same) are fetched in parallel and recorded there first; with --offline nothing is fetched
/// and the history alone answers (an expired copy is used and marked "stale"). One line per (agent, URL), agent-major
/// in input order, as `robotstxt check` prints them: text `VERDICT AGENT URL (reason)` with VERDICT padded to 10
/// (`allowed`, `disallowed` or `unknown`), or JSON Lines with `agent`, `url`, `verdict`, `line`,
/// `rule`, `dialect` plus `origin`, `fetch` (the fetch outcome), `status` and `stale`. One line
/// per host on stderr says what its fetch gave. Exit (as `robotstxt check`): 0 when every URL
/// is allowed, 1 when at least one is disallowed or unknown (offline without a cached copy, or a
/// fetch that decided nothing), 2 for usage errors (e.g. a bare path). `args` excludes "check".
int runCheckFetch(const QStringList &args, QTextStream &out, QTextStream &err);

/// The same, for the CLI's main(): arguments after the subcommand as the C strings of argv
/// (local 8-bit), printing to stdout / stderr.
int runFetchCommand(std::span<char *const> args);
int runCheckFetch(std::span<char *const> args);

} // namespace robots::cli
