// SPDX-License-Identifier: MIT
// `robotstxt test` (run a test set, docs/testset.md) and `robotstxt fix` (apply the safe quick
// fixes, atomically; --dry-run prints a unified diff).
#include "cli.h"

#include "robots/diagnostics.h"
#include "robots/testset.h"
#include "robots/textedit.h"

#include <filesystem>
#include <fstream>
#include <random>

namespace cli {
namespace {

constexpr std::string_view kTestHelp = R"(Usage: robotstxt test [OPTIONS] FILE TESTS

Run the test set TESTS against the robots.txt FILE. A test set has one case per line:

  AGENT  URL  EXPECTED  [DIALECTS]      # e.g.  Googlebot  /private/x  disallowed  google

EXPECTED is allowed, disallowed or - (just show the verdict); DIALECTS is a comma-separated
list or `all`; `@dialect google,bing` sets the dialects of the cases that follow. The format is
described in docs/testset.md; Robots.txt Studio saves the same format (robots.txt.tests).

Options:
  --dialect D[,D]    Dialects for cases that name none (default: rfc9309)
  --verbose          Also list the cases that pass
  -h, --help         Show this help

FILE or TESTS may be `-` for standard input (not both).
Exit status: 0 every expectation met, 1 a case failed, 2 usage or I/O error (including lines of
the test set that cannot be read).
)";

constexpr std::string_view kFixHelp = R"(Usage: robotstxt fix [OPTIONS] FILE

Apply every safe quick fix (those `robotstxt lint --show-fixes` marks "safe") and write the file
back atomically (a temporary file renamed over it). Runs lint again after each round of fixes,
at most 8 rounds. FILE `-` reads standard input and writes the result to standard output.
A file in UTF-16 or UTF-32 (R109) is written back as UTF-8, without a byte order mark.

Options:
  --dry-run          Change nothing; print a unified diff of what would change
  --disable CODE     Do not apply fixes of these checks (codes or slugs, comma-separated)
  --dialect D[,D]    Only fix findings that concern these dialects
  -h, --help         Show this help

Exit status: 0 done (or, with --dry-run, nothing to change), 1 --dry-run found changes,
2 usage or I/O error.
)";

constexpr OptionSpec kTestOptions[] = {{"--dialect", true, true}, {"--verbose", false, false}};
constexpr OptionSpec kFixOptions[] = {
    {"--dry-run", false, false}, {"--disable", true, true}, {"--dialect", true, true}};

std::string dialectNamesOf(const std::vector<const robots::Dialect *> &dialects)
{
    std::string out;
    for (const robots::Dialect *d : dialects) {
        if (!out.empty())
            out += ',';
        out += d->name;
    }
    return out;
}

std::string verdictText(const robots::TestOutcome &o)
{
    std::string out(robots::accessName(o.decision.access));
    if (o.ruleLine)
        out += " (line " + std::to_string(o.ruleLine) + ": " + o.rule + ")";
    else if (const robots::Text t = robots::deciderText(o.decision.decider); !t.english.empty())
        out += " (" + std::string(t.english) + ")";
    return out;
}

bool writeAtomically(const std::string &path, const std::string &text, std::string &error)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path target = fs::path(path);
    if (fs::is_symlink(target, ec))
        target = fs::canonical(target, ec);
    if (ec) {
        error = ec.message();
        return false;
    }
    std::random_device rd;
    const fs::path tmp =
        target.parent_path() / ("." + target.filename().string() + ".robotstxt-" + std::to_string(rd() % 1000000000u));
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = "cannot create " + tmp.string();
            return false;
        }
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        out.flush();
        if (!out) {
            error = "cannot write " + tmp.string();
            fs::remove(tmp, ec);
            return false;
        }
    }
    const auto perms = fs::status(target, ec).permissions();
    if (!ec)
        fs::permissions(tmp, perms, ec);
    fs::rename(tmp, target, ec);
    if (ec) {
        error = ec.message();
        fs::remove(tmp, ec);
        return false;
    }
    return true;
}

} // namespace

int runTest(std::span<char *const> argv)
{
    const auto args = parseArgs("test", argv, kTestOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kTestHelp.data(), stdout);
        return Exit::Ok;
    }
    if (args->positional.size() != 2)
        return usageError("test", "expected FILE and TESTS (see robotstxt test --help)");
    if (args->positional[0] == "-" && args->positional[1] == "-")
        return usageError("test", "FILE and TESTS cannot both be standard input");
    std::vector<const robots::Dialect *> fallback;
    for (const std::string &name : args->values("--dialect")) {
        const robots::Dialect *d = dialectArg("test", name);
        if (!d)
            return Exit::Usage;
        fallback.push_back(d);
    }
    auto body = readInput("test", args->positional[0]);
    if (!body)
        return Exit::Usage;
    auto testsText = readInput("test", args->positional[1]);
    if (!testsText)
        return Exit::Usage;
    const std::string testsName = args->positional[1] == "-" ? "<stdin>" : args->positional[1];
    const robots::TestSet set = robots::parseTestSet(*testsText);
    Out out;
    for (const robots::TestSetError &e : set.errors)
        out << testsName << ':' << e.line << ": error: " << e.message.toEnglish() << '\n';
    const robots::TestRun run = robots::runTestSet(*body, set.cases, fallback);
    const bool verbose = args->has("--verbose");
    for (const robots::TestOutcome &o : run.outcomes) {
        const robots::TestCase &c = set.cases[o.caseIndex];
        if (o.hasExpectation && !o.passed) {
            out << "FAIL " << testsName << ':' << c.line << ": " << c.agent << ' ' << c.url << " [" << o.dialect->name
                << "]\n"
                << "  - expected: " << robots::accessName(*c.expected) << '\n'
                << "  + actual:   " << verdictText(o) << '\n';
        } else if (verbose) {
            out << (o.hasExpectation ? "pass " : "info ") << testsName << ':' << c.line << ": " << c.agent << ' '
                << c.url << " [" << o.dialect->name << "]: " << verdictText(o) << '\n';
        }
    }
    out << static_cast<std::uint64_t>(run.passed) << " passed, " << static_cast<std::uint64_t>(run.failed) << " failed";
    if (run.unchecked)
        out << ", " << static_cast<std::uint64_t>(run.unchecked) << " without expectation";
    if (!fallback.empty())
        out << " (default dialects: " << dialectNamesOf(fallback) << ")";
    out << '\n';
    out.flush();
    if (!set.errors.empty())
        return Exit::Usage;
    return run.failed ? Exit::Findings : Exit::Ok;
}

int runFix(std::span<char *const> argv)
{
    const auto args = parseArgs("fix", argv, kFixOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kFixHelp.data(), stdout);
        return Exit::Ok;
    }
    if (args->positional.size() != 1)
        return usageError("fix", "expected exactly one FILE (see robotstxt fix --help)");
    robots::LintOptions options;
    for (const std::string &code : args->values("--disable")) {
        if (!robots::findCheck(code))
            return usageError("fix", "unknown check '" + code + "' for --disable (see robotstxt lint --list-checks)");
        options.disabled.push_back(code);
    }
    if (args->has("--dialect")) {
        options.dialects = 0;
        for (const std::string &name : args->values("--dialect")) {
            const robots::Dialect *d = dialectArg("fix", name);
            if (!d)
                return Exit::Usage;
            options.dialects |= robots::dialectBit(d->id);
        }
    }
    const std::string &path = args->positional.front();
    auto body = readInput("fix", path);
    if (!body)
        return Exit::Usage;
    const robots::FixAllResult result = robots::fixAll(*body, options);
    const std::string name = path == "-" ? "<stdin>" : path;
    if (args->has("--dry-run")) {
        // A UTF-16 or UTF-32 file (R109) is converted to UTF-8 first: its diff is shown from its
        // text, not from its bytes, with the conversion said in words.
        const std::optional<ServedEncoding> served = servedEncoding(*body);
        const bool converts = served && served->converted && result.text != *body;
        Out out;
        out << robots::unifiedDiff(converts ? *served->converted : *body, result.text, "a/" + name, "b/" + name);
        out.flush();
        if (converts)
            std::fprintf(stderr, "robotstxt fix: %s: would be converted from %s to UTF-8\n", name.c_str(),
                         std::string(robots::encodingName(served->detected.encoding)).c_str());
        if (result.text != *body)
            std::fprintf(stderr, "robotstxt fix: %s: %zu safe fix(es) would be applied\n", name.c_str(),
                         result.applied);
        return result.text == *body ? Exit::Ok : Exit::Findings;
    }
    if (path == "-") {
        Out out;
        out << result.text;
        return Exit::Ok;
    }
    if (result.text == *body) {
        std::fprintf(stderr, "robotstxt fix: %s: nothing to fix\n", name.c_str());
        return Exit::Ok;
    }
    std::string error;
    if (!writeAtomically(path, result.text, error))
        return usageError("fix", "cannot write '" + path + "': " + error);
    std::fprintf(stderr, "robotstxt fix: %s: applied %zu safe fix(es)\n", name.c_str(), result.applied);
    return Exit::Ok;
}

} // namespace cli
