// SPDX-License-Identifier: MIT
// robotstxt: lint and test robots.txt files from the command line and in CI.
// Exit codes: 0 ok, 1 findings or failures, 2 usage or I/O error.
#include "cli.h"
#include "cli/netcommands.h"

#include <cstdio>
#include <span>
#include <string_view>

namespace {

constexpr std::string_view kUsage = R"(Usage: robotstxt COMMAND [OPTIONS] ...

Write and test robots.txt files: find mistakes, ask what a crawler may fetch, compare how
crawlers read the same file, run test sets in CI.

Commands:
  lint FILE...              Report problems (66 checks; --list-checks shows them)
  check FILE [URL...]       Allowed or disallowed, per agent and URL (--urls for many)
  explain FILE URL          Why a URL is allowed or disallowed, in words
  compare FILE URL...       The verdict of every dialect side by side
  test FILE TESTS           Run a test set (docs/testset.md); fail on wrong verdicts
                            (--lesson DIR [FILE] grades a file against a lesson's goals)
  fix FILE                  Apply the safe quick fixes (--dry-run shows the diff)
  ai FILE [URL...]          AI crawlers of the catalogue: may each fetch, and which usage
                            preferences (Content-Usage, Content-Signal) apply
  ai-policy FILE            Block or allow the catalogue's crawlers by purpose (a diff, or --write)
  fetch URL                 Fetch a site's robots.txt: status, redirects, outcome, body
                            (check --fetch URL... checks live files; --offline uses the history)
  site fetch SITEFILE       Fetch every host of a site file and record each in the history
  history URL               The versions of a site's robots.txt in the history (--diff A B)
  sitemap-audit SITE-URL    The URLs of a site's sitemaps that its robots.txt (or a draft)
                            blocks, grouped by rule; broken sitemaps named
  logs LOG...               Access logs against the robots.txt live at each request's time:
                            crawlers verified by IP ranges, violations grouped by rule

FILE may be `-` for standard input. `robotstxt COMMAND --help` describes each command.

Dialects (--dialect): rfc9309 (default), google, bing, yandex, norobots1994,
  www-robotrules, python-urllib (Python up to 3.12, 3.13.0-3.13.13, 3.14.0-3.14.4),
  python-urllib-rfc9309 (Python 3.13.14+, 3.14.5+), ruby-robotstxt; and aipref (rfc9309
  plus Content-Usage and Content-Signal, from drafts) and python-urllib-3.15 (Python 3.15.0+:
  python-urllib-rfc9309, but a 5xx robots.txt disallows everything).

Options:
  -h, --help       Show this help and exit.
  --version        Show the version and exit.

Exit status: 0 ok, 1 findings or test failures, 2 usage or I/O error.
Handbook: share/doc/robotstxt-studio/handbook.md, or Help → Handbook (F1) in robotstxt-studio.
)";

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fputs(kUsage.data(), stderr);
        return cli::Exit::Usage;
    }
    const std::string_view command = argv[1];
    const std::span<char *const> rest(argv + 2, static_cast<std::size_t>(argc - 2));
    if (command == "-h" || command == "--help" || command == "help") {
        std::fputs(kUsage.data(), stdout);
        return cli::Exit::Ok;
    }
    if (command == "--version") {
        std::printf("robotstxt %s\n", ROBOTS_VERSION);
        return cli::Exit::Ok;
    }
    if (command == "lint")
        return cli::runLint(rest);
    // `check --fetch|--offline URL…` asks the network (netcommands.h); `check FILE URL…` is
    // offline and reaches the verdict through the core alone.
    if (command == "check")
        return robots::cli::isNetworkCheck(rest) ? robots::cli::runCheckFetch(rest) : cli::runCheck(rest);
    if (command == "explain")
        return cli::runExplain(rest);
    if (command == "compare")
        return cli::runCompare(rest);
    if (command == "test")
        return cli::runTest(rest);
    if (command == "fix")
        return cli::runFix(rest);
    if (command == "ai")
        return cli::runAi(rest);
    if (command == "ai-policy")
        return cli::runAiPolicy(rest);
    // The network subcommands use the Qt Core + Network library net/; every other
    // subcommand works with no network at all.
    if (command == "fetch")
        return robots::cli::runFetchCommand(rest);
    if (command == "site")
        return cli::runSite(rest);
    if (command == "history")
        return cli::runHistory(rest);
    if (command == "sitemap-audit")
        return cli::runSitemapAudit(rest);
    if (command == "logs")
        return cli::runLogs(rest);
    std::fprintf(stderr, "robotstxt: unknown command '%s' (see robotstxt --help)\n", argv[1]);
    return cli::Exit::Usage;
}
