// SPDX-License-Identifier: MIT
// fuzz_lesson: libFuzzer target over lessons (robots/studio/lesson.h), whose files a teacher
// writes and the studio and `robotstxt test --lesson` read. The input plays every part at once: the
// page (lesson.md), goals.tests and the student's robots.txt. For every input it checks:
//   - parseLessonText() never fails; the title is one line; every goal id is a goal id; its
//     problems name the page's file and lines of it; the same text reads the same again;
//   - checkLesson() reports the page's problems and those of goals.tests, each in its file;
//   - gradeLesson() grades the page's goals in order; a goal is met exactly when it has checked
//     cases and none failed, each failure a case of that goal; passed() when every goal is met.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"

#include <robots/studio/studio.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

using fuzz::check;

std::size_t checkPage(const robots::LessonText &page, std::string_view text, std::string_view file)
{
    std::size_t h = 0;
    check(page.file == file, "the page keeps the file name it was given");
    check(page.title.find('\n') == std::string::npos, "the title is one line");
    for (const robots::LessonGoal &g : page.goals) {
        check(robots::isLessonGoalId(g.id), "a goal's id is a goal id");
        h += fuzz::touch(g.text) + fuzz::touch(g.hint);
    }
    for (const robots::LessonProblem &p : page.problems) {
        check(p.file == file, "a page's problems name the page");
        check(p.line <= fuzz::lineCount(text), "a problem names a line of the page, or none");
        h += p.message.toEnglish().size();
    }
    return h + fuzz::touch(page.body) + fuzz::touch(page.solved);
}

void checkSame(const robots::LessonText &a, const robots::LessonText &b)
{
    check(a.title == b.title && a.body == b.body && a.solved == b.solved, "the same page reads the same");
    check(a.goals.size() == b.goals.size() && a.problems.size() == b.problems.size(), "the same page reads the same");
    for (std::size_t i = 0; i < a.goals.size(); ++i)
        check(a.goals[i].id == b.goals[i].id && a.goals[i].text == b.goals[i].text &&
                  a.goals[i].hint == b.goals[i].hint,
              "the same page reads the same goals");
}

void checkGrade(const robots::LessonGrade &grade, const robots::LessonText &page, const robots::TestSet &goals)
{
    check(grade.goals.size() == page.goals.size(), "one grade per goal of the page");
    std::size_t met = 0;
    for (std::size_t i = 0; i < grade.goals.size(); ++i) {
        const robots::GoalResult &r = grade.goals[i];
        check(r.id == page.goals[i].id, "grades follow the page's goals in order");
        check(r.failures.size() <= r.cases, "failures are among the checked cases");
        check(r.met == (r.cases > 0 && r.failures.empty()), "a goal is met when checked cases exist and none failed");
        for (const robots::TestOutcome &f : r.failures) {
            check(f.caseIndex < goals.cases.size() && goals.cases[f.caseIndex].goal == r.id,
                  "a failure is a case of its goal");
            check(f.hasExpectation && !f.passed, "a failure is a checked case that did not pass");
        }
        met += r.met;
    }
    check(grade.met == met, "met counts the met goals");
    check(grade.passed() == (met == page.goals.size() && !page.goals.empty()), "passed() when every goal is met");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const robots::LessonText page = robots::parseLessonText(text);
    std::size_t h = checkPage(page, text, "lesson.md");
    const robots::LessonText ja = robots::parseLessonText(text, "lesson.ja.md");
    h += checkPage(ja, text, "lesson.ja.md");
    checkSame(page, ja);

    const robots::TestSet goals = robots::parseTestSet(text);
    const std::vector<robots::LessonProblem> problems = robots::checkLesson(page, goals);
    check(problems.size() >= page.problems.size() + goals.errors.size(),
          "checkLesson() reports the page's problems and goals.tests' errors");
    for (const robots::LessonProblem &p : problems) {
        check(p.file == "lesson.md" || p.file == "goals.tests", "a lesson's problem names its file");
        h += p.message.toEnglish().size();
    }

    const robots::LessonGrade grade = robots::gradeLesson(text, goals, page);
    checkGrade(grade, page, goals);
    fuzz::sink(h);
    return 0;
}
