// SPDX-License-Identifier: MIT
#pragma once

// Lessons of the course (Help → Learn; `robotstxt test --lesson`): a robots.txt to change, cases
// to watch, and goals the engine checks on every keystroke. A lesson is a folder of plain files
// (docs/lessons.md describes them for teachers who write their own):
//
//   lesson.md            the page, in English (Markdown; format below)
//   lesson.ja.md         the same page in Japanese (lesson.<language>.md; optional)
//   robots.txt           the file the student starts from
//   robots.txt.tests     the cases shown in the tester (test-set format, docs/testset.md); its
//                        `@dialect` lines name the dialects that matter for the lesson
//   goals.tests          the hidden expectations, in the same test-set format; `@goal ID` lines
//                        say which goal the cases after them belong to
//   answer.robots.txt    a model answer: every goal met (the course's tests prove it, and that
//                        the starting robots.txt meets at least one goal less)
//
// A course is a folder of lesson folders, taken in the order of their names (01-records, 02-…).
//
// The page: the first `# ` line is the title; the text after it, up to the first of the fixed
// section headings below, is the lesson's body (Markdown, shown as written). The headings are the
// same English words in every language (they are markers, not shown):
//
//   ## Goals      one list item per goal: `- ID: what to achieve, in words`
//   ## Hints      one list item per goal: `- ID: a hint shown after a wrong try`
//   ## Solved     Markdown shown once every goal is met (the lesson's own explanation)
//
// Nothing here reads files: callers pass the texts (the core is Qt-free and does no I/O).

#include "robots/message.h"
#include "robots/studio/testset.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

struct LessonGoal
{
    std::string id;   ///< As in goals.tests' `@goal ID` ("rose-garden").
    std::string text; ///< "Let Belle into the rose garden" (Markdown inline).
    std::string hint; ///< Shown after a wrong try; may be empty.
};

/// A problem in a lesson's files, for teachers (the studio and `robotstxt test --lesson` show them).
struct LessonProblem
{
    std::string file;       ///< "lesson.md", "goals.tests" …
    std::uint32_t line = 0; ///< 1-based, 0 when the whole file.
    Message message;
};

/// One language's page of a lesson.
struct LessonText
{
    std::string file = "lesson.md"; ///< The page's file name, as parseLessonText() was told; names its problems.
    std::string title;
    std::string body; ///< Markdown between the title and the first fixed section.
    std::vector<LessonGoal> goals;
    std::string solved; ///< Markdown.
    std::vector<LessonProblem> problems;
};

/// Reads a lesson page (lesson.md or lesson.<language>.md). Never fails; what it cannot read goes
/// to `problems` (no title, a goal item without `ID:`, a hint for an unknown goal). O(n).
/// `fileName` names the page in its problems ("lesson.ja.md"). Headings inside fenced code blocks
/// (``` or ~~~) are text; other `## ` headings are part of the body or of Solved. A goal's text or
/// hint may go on over indented lines after its item (joined with a space). Goal ids are letters,
/// digits, `-`, `_` and `.`, as `@goal` takes them.
[[nodiscard]] LessonText parseLessonText(std::string_view markdown, std::string_view fileName = "lesson.md");

/// How one goal fares against a student's file.
struct GoalResult
{
    std::string id;
    bool met = false;
    std::size_t cases = 0;             ///< Outcomes checked for this goal (case × dialect).
    std::vector<TestOutcome> failures; ///< caseIndex indexes the goals' TestSet::cases.
};

struct LessonGrade
{
    std::vector<GoalResult> goals; ///< In the order of the page's Goals list.
    std::size_t met = 0;
    [[nodiscard]] bool passed() const { return met == goals.size() && !goals.empty(); }
};

/// Checks `body` (the student's robots.txt) against the hidden expectations: runs every case of
/// `goals` (runTestSet) and groups the outcomes by TestCase::goal, in the order of `text.goals`.
/// A goal with no case, or cases whose goal the page does not list, are `problems` of
/// checkLesson(), not grades. O(parses + cases).
[[nodiscard]] LessonGrade gradeLesson(std::string_view body, const TestSet &goals, const LessonText &text);

/// A teacher's checks of one lesson: the page's problems, the goal ids of the page and of
/// goals.tests agree, every goal has a case with an expectation, test-set errors. Empty when fine.
/// Problems of goals.tests name the file "goals.tests"; those of the page, `text.file`.
[[nodiscard]] std::vector<LessonProblem> checkLesson(const LessonText &text, const TestSet &goals);

/// True for a goal id: one or more of `[A-Za-z0-9_.-]` (what `@goal` and the Goals list take). O(n).
[[nodiscard]] bool isLessonGoalId(std::string_view id);

} // namespace robots
