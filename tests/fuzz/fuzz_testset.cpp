// SPDX-License-Identifier: MIT
// fuzz_testset: libFuzzer target over the test-set format (robots/studio/testset.h), which
// `robotstxt test` reads from files in CI and the tester imports. For every input it checks:
//   - parseTestSet() never fails; cases and errors name lines of the text, in order;
//   - serialiseTestSet() of the cases parses back to the same cases without an error (line numbers
//     aside), and serialising those gives the same text again (the writer's fixpoint);
//   - runTestSet() over the input as a robots.txt gives one outcome per case and dialect, counted
//     right, and each verdict is the one rulesFor(parse(body, dialect), agent) gives directly.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"

#include <robots/studio/studio.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace {

using fuzz::check;

std::vector<robots::TestCase> withoutLines(std::vector<robots::TestCase> cases)
{
    for (robots::TestCase &c : cases)
        c.line = 0;
    return cases;
}

std::size_t checkParse(const robots::TestSet &set, std::string_view text)
{
    std::size_t h = 0;
    const std::size_t lines = fuzz::lineCount(text);
    std::uint32_t previous = 0;
    for (const robots::TestCase &c : set.cases) {
        check(c.line > previous && c.line <= lines, "cases name lines of the text, in order");
        previous = c.line;
        for (const robots::Dialect *d : c.dialects)
            check(d != nullptr, "a case's dialects exist");
        check(c.goal.empty() || robots::isLessonGoalId(c.goal), "an @goal is a goal id");
        h += fuzz::touch(c.agent) + fuzz::touch(c.url) + robots::displayWidth(c.agent);
    }
    for (const robots::TestSetError &e : set.errors) {
        check(e.line >= 1 && e.line <= lines, "errors name lines of the text");
        h += e.message.toEnglish().size();
    }
    return h;
}

void checkRoundTrip(const robots::TestSet &set)
{
    const std::string written = robots::serialiseTestSet(set.cases);
    const robots::TestSet again = robots::parseTestSet(written);
    check(again.errors.empty(), "the writer's text reads without an error");
    check(withoutLines(again.cases) == withoutLines(set.cases), "parse(serialise(cases)) gives the same cases");
    check(robots::serialiseTestSet(again.cases) == written, "serialise(parse(serialise(cases))) is the same text");
}

std::size_t checkRun(const robots::TestSet &set, std::string_view body)
{
    // A few cases are enough to compare the runner with direct verdicts; every case is run.
    const robots::TestRun run = robots::runTestSet(body, set.cases);
    std::size_t expectedOutcomes = 0;
    for (const robots::TestCase &c : set.cases)
        expectedOutcomes += c.dialects.empty() ? 1 : c.dialects.size();
    check(run.outcomes.size() == expectedOutcomes, "one outcome per case and dialect");
    check(run.passed + run.failed + run.unchecked == run.outcomes.size(), "passed + failed + unchecked = outcomes");

    std::map<const robots::Dialect *, robots::RobotsFile> files;
    std::size_t h = 0;
    std::size_t compared = 0;
    for (const robots::TestOutcome &o : run.outcomes) {
        check(o.caseIndex < set.cases.size() && o.dialect != nullptr, "an outcome names its case and dialect");
        const robots::TestCase &c = set.cases[o.caseIndex];
        check(o.hasExpectation == c.expected.has_value(), "an outcome has an expectation when its case has one");
        check(!o.hasExpectation ? o.passed : o.passed == (o.decision.access == *c.expected),
              "a case passes when the verdict is the expected one");
        h += fuzz::touch(o.rule);
        if (compared++ >= 32)
            continue;
        auto file = files.find(o.dialect);
        if (file == files.end())
            file = files.emplace(o.dialect, robots::parse(body, *o.dialect)).first;
        const robots::Decision direct = robots::rulesForCrawler(file->second, c.agent).decide(c.url);
        check(direct.access == o.decision.access && direct.rule == o.decision.rule,
              "runTestSet() gives the verdict of rulesForCrawler(parse(body, dialect), agent)");
    }
    return h;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const robots::TestSet set = robots::parseTestSet(text);
    std::size_t h = checkParse(set, text);
    checkRoundTrip(set);
    // The input is a robots.txt too: the cases it names are run against it.
    h += checkRun(set, text);
    h += robots::displayWidth(text);
    fuzz::sink(h);
    return 0;
}
