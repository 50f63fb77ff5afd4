// SPDX-License-Identifier: MIT
// Lessons (robots/studio/lesson.h, docs/lessons.md): the page's fixed sections, grading a student's
// robots.txt against goals.tests, and a teacher's checks of a lesson's files.
#include "robots/studio/lesson.h"

#include <algorithm>
#include <set>

namespace robots {
namespace {

enum class Section {
    BeforeTitle,
    Body,
    Goals,
    Hints,
    Solved,
};

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool isBlank(std::string_view line)
{
    return trimmed(line).empty();
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
               return lower(x) == lower(y);
           });
}

// `## Goals`, `## Hints`, `## Solved` (any case, trailing blanks and closing #s ignored): the
// fixed headings, the same English words in every language.
std::optional<Section> fixedHeading(std::string_view line)
{
    if (!line.starts_with("## "))
        return std::nullopt;
    std::string_view word = trimmed(line.substr(3));
    while (!word.empty() && word.back() == '#')
        word.remove_suffix(1);
    word = trimmed(word);
    if (equalsIgnoringCase(word, "Goals"))
        return Section::Goals;
    if (equalsIgnoringCase(word, "Hints"))
        return Section::Hints;
    if (equalsIgnoringCase(word, "Solved"))
        return Section::Solved;
    return std::nullopt;
}

std::string_view sectionName(Section s)
{
    switch (s) {
    case Section::Goals:
        return "Goals";
    case Section::Hints:
        return "Hints";
    case Section::Solved:
        return "Solved";
    default:
        return "";
    }
}

bool isFence(std::string_view line)
{
    const std::string_view t = trimmed(line);
    return t.starts_with("```") || t.starts_with("~~~");
}

// A list item of the Goals or Hints section: `- ID: text` (also `*` or `+`). Returns false when
// the line is not a list item at all; `id` is empty when the item has no `ID:`.
bool readItem(std::string_view line, std::string &id, std::string &text)
{
    const std::string_view t = trimmed(line);
    if (t.size() < 2 || (t[0] != '-' && t[0] != '*' && t[0] != '+') || (t[1] != ' ' && t[1] != '\t'))
        return false;
    const std::string_view item = trimmed(t.substr(2));
    const std::size_t colon = item.find(':');
    id.clear();
    text.clear();
    if (colon == std::string_view::npos || !isLessonGoalId(item.substr(0, colon)))
        return true;
    id = std::string(item.substr(0, colon));
    text = std::string(trimmed(item.substr(colon + 1)));
    return true;
}

bool isContinuation(std::string_view line)
{
    return !line.empty() && (line.starts_with("  ") || line.front() == '\t') && !isBlank(line);
}

void appendWords(std::string &to, std::string_view more)
{
    if (!to.empty())
        to += ' ';
    to.append(trimmed(more));
}

// Markdown as written, without the blank lines around it.
std::string joinBlock(const std::vector<std::string_view> &lines)
{
    std::size_t first = 0;
    std::size_t last = lines.size();
    while (first < last && isBlank(lines[first]))
        ++first;
    while (last > first && isBlank(lines[last - 1]))
        --last;
    std::string out;
    for (std::size_t i = first; i < last; ++i) {
        if (i > first)
            out += '\n';
        std::string_view l = lines[i];
        if (l.ends_with('\r'))
            l.remove_suffix(1);
        out.append(l);
    }
    return out;
}

} // namespace

bool isLessonGoalId(std::string_view id)
{
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
               c == '.';
    });
}

LessonText parseLessonText(std::string_view markdown, std::string_view fileName)
{
    LessonText out;
    out.file = std::string(fileName);
    if (markdown.starts_with("\xEF\xBB\xBF"))
        markdown.remove_prefix(3);
    const auto problem = [&out](std::uint32_t line, Message m) {
        out.problems.push_back({out.file, line, std::move(m)});
    };

    Section section = Section::BeforeTitle;
    bool inFence = false;
    bool reportedBeforeTitle = false;
    bool titled = false;
    std::set<Section> seen;
    std::vector<std::string_view> body;
    std::vector<std::string_view> solved;
    // The item that indented lines continue: a goal's text or a hint (nullptr: none).
    std::string *continued = nullptr;
    struct Hint
    {
        std::uint32_t line;
        std::string id;
        std::string text;
    };
    std::vector<Hint> hints;
    std::vector<std::uint32_t> goalLines;

    std::uint32_t number = 0;
    std::size_t start = 0;
    while (start <= markdown.size()) {
        std::size_t end = markdown.find('\n', start);
        if (end == std::string_view::npos)
            end = markdown.size();
        std::string_view line = markdown.substr(start, end - start);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        const bool lastLine = end == markdown.size();
        start = end + 1;
        ++number;
        if (lastLine && line.empty())
            break;

        const std::optional<Section> heading = inFence ? std::nullopt : fixedHeading(line);
        if (section == Section::BeforeTitle) {
            if (line.starts_with("# ")) {
                out.title = std::string(trimmed(line.substr(2)));
                section = Section::Body;
                titled = true;
                if (out.title.empty())
                    problem(number, {"testset.lesson.empty-title", "The title line `#` has no words", {}});
                continue;
            }
            if (!heading) {
                if (!isBlank(line) && !reportedBeforeTitle) {
                    problem(number, {"testset.lesson.before-title",
                                     "Text before the title is not shown: the page starts with its `# Title` line",
                                     {}});
                    reportedBeforeTitle = true;
                }
                continue;
            }
        }
        if (heading) {
            if (!seen.insert(*heading).second)
                problem(number, {"testset.lesson.section-twice",
                                 "A second `## %1` section: a page has one, its items are read all the same",
                                 {sectionName(*heading)}});
            section = *heading;
            continued = nullptr;
            continue;
        }
        switch (section) {
        case Section::BeforeTitle:
            break;
        case Section::Body:
        case Section::Solved:
            if (isFence(line))
                inFence = !inFence;
            (section == Section::Body ? body : solved).push_back(line);
            break;
        case Section::Goals:
        case Section::Hints: {
            if (isBlank(line))
                break;
            std::string id;
            std::string text;
            if (readItem(line, id, text)) {
                continued = nullptr;
                if (id.empty()) {
                    if (section == Section::Goals)
                        problem(number, {"testset.lesson.goal-item",
                                         "Expected a goal item `- ID: what to achieve`, found %1",
                                         {trimmed(line)}});
                    else
                        problem(number, {"testset.lesson.hint-item",
                                         "Expected a hint item `- ID: the hint`, found %1",
                                         {trimmed(line)}});
                    break;
                }
                if (section == Section::Goals) {
                    if (std::any_of(out.goals.begin(), out.goals.end(),
                                    [&](const LessonGoal &g) { return g.id == id; })) {
                        problem(number, {"testset.lesson.goal-twice", "Goal %1 is listed twice", {id}});
                        break;
                    }
                    out.goals.push_back({id, text, {}});
                    goalLines.push_back(number);
                    continued = &out.goals.back().text;
                } else {
                    hints.push_back({number, id, text});
                    continued = &hints.back().text;
                }
            } else if (continued && isContinuation(line)) {
                appendWords(*continued, line);
            } else if (section == Section::Goals) {
                problem(number, {"testset.lesson.goal-item",
                                 "Expected a goal item `- ID: what to achieve`, found %1",
                                 {trimmed(line)}});
            } else {
                problem(
                    number,
                    {"testset.lesson.hint-item", "Expected a hint item `- ID: the hint`, found %1", {trimmed(line)}});
            }
            break;
        }
        }
        if (lastLine)
            break;
    }

    if (!titled)
        problem(0, {"testset.lesson.no-title", "The page has no title: its first heading must be `# Title`", {}});
    if (out.goals.empty())
        problem(0, {"testset.lesson.no-goals", "The page lists no goals: add `## Goals` with items `- ID: text`", {}});
    for (std::size_t i = 0; i < out.goals.size(); ++i) {
        if (out.goals[i].text.empty())
            problem(goalLines[i],
                    {"testset.lesson.goal-empty", "Goal %1 has no words after its id", {out.goals[i].id}});
    }
    std::set<std::string> hinted;
    for (const Hint &h : hints) {
        auto goal = std::find_if(out.goals.begin(), out.goals.end(), [&](const LessonGoal &g) { return g.id == h.id; });
        if (goal == out.goals.end()) {
            problem(h.line, {"testset.lesson.hint-unknown", "Hint for %1, which the Goals list does not name", {h.id}});
            continue;
        }
        if (!hinted.insert(h.id).second) {
            problem(h.line, {"testset.lesson.hint-twice", "A second hint for goal %1", {h.id}});
            continue;
        }
        goal->hint = h.text;
    }
    out.body = joinBlock(body);
    out.solved = joinBlock(solved);
    std::stable_sort(out.problems.begin(), out.problems.end(),
                     [](const LessonProblem &a, const LessonProblem &b) { return a.line < b.line; });
    return out;
}

LessonGrade gradeLesson(std::string_view body, const TestSet &goals, const LessonText &text)
{
    LessonGrade grade;
    // `@dialect` lines are folded into the cases (parseTestSet), so cases without one use rfc9309.
    const TestRun run = runTestSet(body, goals.cases);
    for (const LessonGoal &g : text.goals) {
        GoalResult r;
        r.id = g.id;
        for (const TestOutcome &o : run.outcomes) {
            if (goals.cases[o.caseIndex].goal != g.id || !o.hasExpectation)
                continue;
            ++r.cases;
            if (!o.passed)
                r.failures.push_back(o);
        }
        // A goal without a checked case is not met: nothing proves it (checkLesson says why).
        r.met = r.cases > 0 && r.failures.empty();
        if (r.met)
            ++grade.met;
        grade.goals.push_back(std::move(r));
    }
    return grade;
}

std::vector<LessonProblem> checkLesson(const LessonText &text, const TestSet &goals)
{
    std::vector<LessonProblem> out = text.problems;
    const std::string testsFile = "goals.tests";
    for (const TestSetError &e : goals.errors)
        out.push_back({testsFile, e.line, e.message});

    const auto listed = [&text](std::string_view id) {
        return std::any_of(text.goals.begin(), text.goals.end(), [id](const LessonGoal &g) { return g.id == id; });
    };
    bool reportedNoGoal = false;
    std::set<std::string> reportedUnknown;
    for (const TestCase &c : goals.cases) {
        if (c.goal.empty()) {
            if (!reportedNoGoal)
                out.push_back({testsFile,
                               c.line,
                               {"testset.lesson.case-no-goal",
                                "A case before any `@goal ID` line: every case of goals.tests belongs to a goal",
                                {}}});
            reportedNoGoal = true;
        } else if (!listed(c.goal) && reportedUnknown.insert(c.goal).second) {
            out.push_back(
                {testsFile,
                 c.line,
                 {"testset.lesson.case-unknown-goal", "Goal %1 is not in the Goals list of %2", {c.goal, text.file}}});
        }
    }
    for (const LessonGoal &g : text.goals) {
        bool any = false;
        bool expected = false;
        for (const TestCase &c : goals.cases) {
            if (c.goal != g.id)
                continue;
            any = true;
            expected = expected || c.expected.has_value();
        }
        if (!any)
            out.push_back(
                {testsFile, 0, {"testset.lesson.goal-no-case", "Goal %1 has no case in goals.tests", {g.id}}});
        else if (!expected)
            out.push_back({testsFile,
                           0,
                           {"testset.lesson.goal-no-expectation",
                            "Goal %1 has no case with an expected verdict (allowed or disallowed)",
                            {g.id}}});
    }
    return out;
}

} // namespace robots
