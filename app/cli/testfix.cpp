// SPDX-License-Identifier: MIT
// `robotstxt test` (run a test set, docs/testset.md) and `robotstxt fix` (apply the safe quick
// fixes, atomically; --dry-run prints a unified diff).
#include "cli.h"

#include "robots/studio/diagnostics.h"
#include "robots/studio/lesson.h"
#include "robots/studio/testset.h"
#include "robots/studio/textedit.h"

#include <filesystem>
#include <fstream>
#include <random>

namespace cli {
namespace {

constexpr std::string_view kTestHelp = R"(Usage: robotstxt test [OPTIONS] FILE TESTS
       robotstxt test --lesson LESSON-DIR [STUDENT-ROBOTS.txt]

Run the test set TESTS against the robots.txt FILE. A test set has one case per line:

  AGENT  URL  EXPECTED  [DIALECTS]      # e.g.  Googlebot  /private/x  disallowed  google

EXPECTED is allowed, disallowed or - (just show the verdict); DIALECTS is a comma-separated
list or `all`; `@dialect google,bing` sets the dialects of the cases that follow. The format is
described in docs/testset.md; Robots.txt Studio saves the same format (robots.txt.tests).

With --lesson, grade a student's robots.txt (default: the lesson's own robots.txt, the file the
student starts from) against the goals of the lesson in LESSON-DIR (a folder with lesson.md and
goals.tests; docs/lessons.md describes it). One line per goal, a tick or a cross and the goal in
words; for a goal not met, the cases that fail and the lesson's hint; then "3 of 4 goals met".

Options:
  --dialect D[,D]    Dialects for cases that name none (default: rfc9309)
  --lesson DIR       Grade against the lesson in DIR instead of running a test set
  --language L       With --lesson: the goals and hints of lesson.L.md (e.g. ja) when the lesson
                     has that page; otherwise English
  --verbose          Also list the cases that pass
  --plain-token      Ask for each agent by its name alone, as Google's library does; by default a
                     crawler of the catalogue's families (Googlebot-Image, AdsBot-Google, …)
                     obeys the first of its documented tokens that a group names
  -h, --help         Show this help

FILE or TESTS (or STUDENT-ROBOTS.txt) may be `-` for standard input (not both).
Exit status: 0 every expectation met (with --lesson: every goal met), 1 a case failed (a goal
is not met), 2 usage or I/O error (including lines of the test set that cannot be read, and a
lesson whose files have problems: they are listed first).
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

constexpr OptionSpec kTestOptions[] = {{"--dialect", true, true},
                                       {"--verbose", false, false},
                                       {"--lesson", true, false},
                                       {"--language", true, false},
                                       {"--plain-token", false, false}};
constexpr OptionSpec kFixOptions[] = {
    {"--dry-run", false, false}, {"--disable", true, true}, {"--dialect", true, true}};

std::string dialectNamesOf(const std::vector<const robots::Dialect *> &dialects)
{
    std::string out;
    for (const robots::Dialect *d : dialects) {
        if (!out.empty())
            out += ',';
        out += d->name();
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

void printFailure(Out &out, std::string_view indent, const std::string &testsName, const robots::TestCase &c,
                  const robots::TestOutcome &o)
{
    out << indent << "FAIL " << testsName << ':' << c.line << ": " << c.agent << ' ' << c.url << " ["
        << o.dialect->name() << "]\n"
        << indent << "  - expected: " << robots::accessName(*c.expected) << '\n'
        << indent << "  + actual:   " << verdictText(o) << '\n';
}

// `robotstxt test --lesson DIR [STUDENT]`: a student's file against a lesson's goals
// (robots/studio/lesson.h, docs/lessons.md).
int runLesson(const Args &args)
{
    namespace fs = std::filesystem;
    if (args.has("--dialect"))
        return usageError("test", "--dialect does not apply to --lesson: the lesson's goals.tests names its dialects");
    if (args.positional.size() > 1)
        return usageError("test", "expected at most one STUDENT-ROBOTS.txt after --lesson DIR (see robotstxt test "
                                  "--help)");
    const fs::path dir = fs::path(*args.value("--lesson"));
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return usageError("test",
                          "'" + dir.string() + "' is not a lesson folder (a folder with lesson.md and goals.tests)");
    const auto inDir = [&dir](std::string_view name) { return (dir / name).string(); };

    const auto english = readInput("test", inDir("lesson.md"));
    if (!english)
        return Exit::Usage;
    const auto goalsText = readInput("test", inDir("goals.tests"));
    if (!goalsText)
        return Exit::Usage;
    const std::string studentPath = args.positional.empty() ? inDir("robots.txt") : args.positional.front();
    const auto student = readInput("test", studentPath);
    if (!student)
        return Exit::Usage;

    const robots::TestSet goals = robots::parseTestSet(*goalsText);
    std::vector<robots::LessonText> pages{robots::parseLessonText(*english, "lesson.md")};
    const std::string language = args.value("--language").value_or("en");
    if (language != "en") {
        const std::string name = "lesson." + language + ".md";
        if (fs::exists(dir / name, ec)) {
            const auto translated = readInput("test", inDir(name));
            if (!translated)
                return Exit::Usage;
            pages.push_back(robots::parseLessonText(*translated, name));
        } else {
            std::fprintf(stderr, "robotstxt test: note: the lesson has no %s; its goals are shown in English\n",
                         name.c_str());
        }
    }
    const robots::LessonText &page = pages.back();

    Out out;
    std::size_t problems = 0;
    for (const robots::LessonText &p : pages) {
        for (const robots::LessonProblem &problem : robots::checkLesson(p, goals)) {
            // The test-set problems are the same for every page: say them once.
            if (&p != &pages.front() && problem.file == "goals.tests")
                continue;
            out << inDir(problem.file);
            if (problem.line)
                out << ':' << problem.line;
            out << ": error: " << problem.message.toEnglish() << '\n';
            ++problems;
        }
    }

    const std::string testsName = inDir("goals.tests");
    const robots::LessonGrade grade = robots::gradeLesson(*student, goals, page);
    if (!page.title.empty())
        out << "Lesson: " << page.title << '\n';
    for (std::size_t i = 0; i < grade.goals.size(); ++i) {
        const robots::GoalResult &result = grade.goals[i];
        const robots::LessonGoal &goal = page.goals[i];
        out << (result.met ? "\u2713 " : "\u2717 ") << goal.text << '\n';
        if (result.met)
            continue;
        for (const robots::TestOutcome &o : result.failures)
            printFailure(out, "  ", testsName, goals.cases[o.caseIndex], o);
        if (!goal.hint.empty())
            out << "  hint: " << goal.hint << '\n';
    }
    out << static_cast<std::uint64_t>(grade.met) << " of " << static_cast<std::uint64_t>(grade.goals.size())
        << (grade.goals.size() == 1 ? " goal met" : " goals met");
    if (problems)
        out << "; the lesson has " << static_cast<std::uint64_t>(problems) << (problems == 1 ? " problem" : " problems")
            << " (above)";
    out << '\n';
    out.flush();
    if (problems)
        return Exit::Usage;
    return grade.passed() ? Exit::Ok : Exit::Findings;
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
    if (args->has("--lesson"))
        return runLesson(*args);
    if (args->has("--language"))
        return usageError("test", "--language applies to --lesson only");
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
    const robots::TestRun run =
        robots::runTestSet(*body, set.cases, fallback,
                           args->has("--plain-token") ? robots::AgentLookup::PlainToken : robots::AgentLookup::Family);
    const bool verbose = args->has("--verbose");
    for (const robots::TestOutcome &o : run.outcomes) {
        const robots::TestCase &c = set.cases[o.caseIndex];
        if (o.hasExpectation && !o.passed) {
            printFailure(out, "", testsName, c, o);
        } else if (verbose) {
            out << (o.hasExpectation ? "pass " : "info ") << testsName << ':' << c.line << ": " << c.agent << ' '
                << c.url << " [" << o.dialect->name() << "]: " << verdictText(o) << '\n';
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
            options.dialects |= robots::dialectBit(d->id());
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
