// SPDX-License-Identifier: MIT
#pragma once

// The network subcommands of the `robotstxt` CLI, as plain functions the CLI's main() calls.
// They create a QCoreApplication when none exists, print with the streams given, and return
// the exit status (0 ok, 1 findings/failures, 2 usage or I/O error, as the CLI documents).
//
// Wiring in app/cli (owned by the CLI):
//   target_link_libraries(robotstxt PRIVATE robots_net)
//   #include "netcommands.h"
//   QTextStream out(stdout), err(stderr);
//   QStringList rest;                                   // argv[2..] as UTF-8
//   for (int i = 2; i < argc; ++i) rest << QString::fromLocal8Bit(argv[i]);
//   if (command == "fetch") return robots::net::runFetchCommand(rest, out, err);
//   if (command == "check" && (rest.contains(u"--fetch") || rest.contains(u"--offline")))
//       return robots::net::runCheckFetch(rest, out, err);
// `lint`, `check FILE`, `explain`, `test` never touch these, so they keep working with no network.

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace robots::net {

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
///  [--cache FILE] [--user-agent UA] [--timeout S] [--urls FILE|-] URL...`
///
/// Each absolute URL is checked against its own host's robots.txt: hosts without a fresh copy
/// in the cache (HostRulesCache::defaultCacheFile(), or --cache FILE) are fetched in parallel
/// first; with --offline nothing is fetched and the cache alone answers (an expired copy is
/// used and marked "stale"). One line per (agent, URL), agent-major in input order:
/// text `VERDICT  AGENT  URL  (reason)`, or JSON Lines like `robotstxt check --format json`
/// (`agent`, `url`, `verdict`, `line`, `rule`, `dialect`) plus `origin`, `fetch` (the fetch
/// outcome), `status` and `stale`. One line per host on stderr says what its fetch gave.
/// Exit: 0 when every verdict is known, 1 when some URL is "unknown" (offline without a cached
/// copy, or a fetch that decided nothing), 2 for usage errors (e.g. a bare path). `args`
/// excludes "check".
int runCheckFetch(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace robots::net
