// SPDX-License-Identifier: MIT
// fuzz_diagnostics: libFuzzer target over the lint catalogue (robots/studio/diagnostics.h). For every
// input it checks the header's promises:
//   - lint() never fails; every finding names a catalogued check and lies inside the body;
//   - every quick fix is a set of disjoint edits inside the body, and applies;
//   - lint(body) and lint(parse(body)) report the same findings;
//   - fixAll() stops because no safe fix is left (unless it used all of its passes).
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include <robots/studio/studio.h>

#if __has_include(<robots/studio/diagnostics.h>)
#include <robots/studio/diagnostics.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_diagnostics: broken promise: %s\n", what);
        std::abort();
    }
}

std::size_t checkFindings(const robots::LintResult &result, std::string_view body, std::size_t lineCount)
{
    std::size_t h = result.suppressed;
    std::uint32_t previous = 0;
    for (const robots::Diagnostic &d : result.diagnostics) {
        check(d.check != nullptr, "every finding names its check");
        check(robots::findCheck(d.code()) == d.check, "the check is in the catalogue");
        check(d.where.offset <= body.size(), "a finding starts inside the body");
        check(d.where.line <= lineCount + 1, "a finding's line exists");
        check(d.where.offset >= previous, "findings are sorted by offset");
        previous = d.where.offset;
        h += d.message.toEnglish().size();
        for (const robots::QuickFix &fix : d.fixes) {
            check(robots::editsAreDisjoint(fix.edits, body.size()), "a quick fix's edits are disjoint and inside");
            h += fix.title.toEnglish().size() + robots::applyEdits(body, fix.edits).size();
        }
        for (const robots::RelatedSpan &related : d.related) {
            check(related.where.offset <= body.size(), "a related place lies inside the body");
            h += related.message.toEnglish().size();
        }
    }
    return h;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view body(reinterpret_cast<const char *>(data), size);
    const robots::RobotsFile file = robots::parse(body);
    const robots::LintResult fromBody = robots::lint(body);
    std::size_t h = checkFindings(fromBody, body, file.lines().size());

    const robots::LintResult fromFile = robots::lint(file);
    check(fromFile.diagnostics.size() == fromBody.diagnostics.size(), "lint(parse(body)) finds what lint(body) finds");
    for (std::size_t i = 0; i < fromBody.diagnostics.size(); ++i) {
        check(fromFile.diagnostics[i].check == fromBody.diagnostics[i].check &&
                  fromFile.diagnostics[i].where == fromBody.diagnostics[i].where,
              "lint(parse(body)) reports the same findings in the same places");
    }

    const auto safe = robots::safeFixEdits(fromBody.diagnostics);
    check(robots::editsAreDisjoint(safe, body.size()), "safeFixEdits() are disjoint");

    const robots::FixAllResult fixed = robots::fixAll(body);
    check(fixed.passes <= 8, "fixAll() runs at most 8 passes");
    if (fixed.passes < 8) {
        check(robots::safeFixEdits(robots::lint(fixed.text).diagnostics).empty(), "fixAll() leaves no safe fix behind");
    }
    h += fixed.text.size();

    robots::LintOptions quiet;
    quiet.minimumSeverity = robots::Severity::Error;
    quiet.dialects = robots::dialectBit(robots::DialectId::Google);
    for (const robots::Diagnostic &d : robots::lint(body, quiet).diagnostics) {
        check(d.severity == robots::Severity::Error, "minimumSeverity filters the findings");
    }
    volatile std::size_t sink = h;
    (void)sink;
    return 0;
}

#else
extern "C" int LLVMFuzzerTestOneInput(const unsigned char *, unsigned long)
{
    return 0;
}
#endif
