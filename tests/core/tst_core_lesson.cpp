// SPDX-License-Identifier: MIT
// Lessons (robots/studio/lesson.h, docs/lessons.md): the page's fixed sections, `@goal` lines in test
// sets, grading a student's robots.txt goal by goal, a teacher's checks, and every lesson of the
// course (resources/lessons/) and of the tests' own teacher (tests/data/lessons/): clean, its model
// answer meets every goal, its starting file does not.

#include "coretestutil.h"

#include "robots/studio/lesson.h"
#include "robots/studio/testset.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace robots;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

// "id@line" per problem, in order: what a row expects.
QStringList problemKeys(const std::vector<LessonProblem> &problems)
{
    QStringList out;
    for (const LessonProblem &p : problems)
        out << q(p.message.id) + QLatin1Char('@') + q(p.file) + QLatin1Char(':') + QString::number(p.line);
    return out;
}

QString describe(const std::vector<LessonProblem> &problems)
{
    QStringList out;
    for (const LessonProblem &p : problems)
        out << q(p.file) + QLatin1Char(':') + QString::number(p.line) + QStringLiteral(": ") + q(p.message.toEnglish());
    return out.join(QLatin1Char('\n'));
}

QStringList goalIds(const LessonText &text)
{
    QStringList out;
    for (const LessonGoal &g : text.goals)
        out << q(g.id);
    return out;
}

// Every lesson folder: the course's, then the tests' teacher's own.
QStringList lessonFolders()
{
    QStringList out;
    for (const QString &root :
         {QStringLiteral(ROBOTS_SOURCE_DIR "/resources/lessons"), QStringLiteral(ROBOTS_TEST_DATA "/lessons")}) {
        const QDir dir(root);
        for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            out << dir.filePath(name);
    }
    return out;
}

constexpr char kBakery[] = "# The bakery\n"
                           "\n"
                           "Its recipes are secret.\n"
                           "\n"
                           "## Goals\n"
                           "\n"
                           "- recipes: Keep every robot out of `/recipes/`\n"
                           "- menu: Let every robot read the menu\n"
                           "\n"
                           "## Hints\n"
                           "\n"
                           "- menu: Which prefix covers only\n"
                           "  the recipes?\n"
                           "\n"
                           "## Solved\n"
                           "\n"
                           "Well done.\n";

constexpr char kBakeryGoals[] = "@dialect rfc9309,google\n"
                                "@goal recipes\n"
                                "*          /recipes/bread  disallowed\n"
                                "@goal menu\n"
                                "*          /menu           allowed\n"
                                "Googlebot  /menu           allowed\n";

} // namespace

class TestCoreLesson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pageSectionsAreReadByTheirFixedHeadings_data();
    void pageSectionsAreReadByTheirFixedHeadings();
    void pageMistakesAreProblemsWithTheirLines_data();
    void pageMistakesAreProblemsWithTheirLines();
    void goalLinesAssignTheCasesAfterThem_data();
    void goalLinesAssignTheCasesAfterThem();
    void writerPutsGoalLinesBack();
    void gradeGroupsOutcomesByGoal_data();
    void gradeGroupsOutcomesByGoal();
    void gradeListsTheFailingCasesOfAGoal();
    void checkFindsATeachersMistakes_data();
    void checkFindsATeachersMistakes();
    void everyLessonIsCleanInEveryLanguage_data();
    void everyLessonIsCleanInEveryLanguage();
    void everyModelAnswerMeetsEveryGoalAndTheStartDoesNot_data();
    void everyModelAnswerMeetsEveryGoalAndTheStartDoesNot();
};

void TestCoreLesson::pageSectionsAreReadByTheirFixedHeadings_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QStringList>("goals"); // "id=text"
    QTest::addColumn<QStringList>("hints"); // "id=hint" for goals with a hint
    QTest::addColumn<QString>("solved");

    QTest::newRow("complete page") << QString::fromUtf8(kBakery) << QStringLiteral("The bakery")
                                   << QStringLiteral("Its recipes are secret.")
                                   << QStringList{QStringLiteral("recipes=Keep every robot out of `/recipes/`"),
                                                  QStringLiteral("menu=Let every robot read the menu")}
                                   << QStringList{QStringLiteral("menu=Which prefix covers only the recipes?")}
                                   << QStringLiteral("Well done.");
    QTest::newRow("CRLF, byte order mark, headings in any case")
        << QStringLiteral("\uFEFF# T\r\nBody\r\n## goals\r\n* g1: one\r\n+ g2: two\r\n## SOLVED ##\r\nyes\r\n")
        << QStringLiteral("T") << QStringLiteral("Body")
        << QStringList{QStringLiteral("g1=one"), QStringLiteral("g2=two")} << QStringList{} << QStringLiteral("yes");
    QTest::newRow("other level-2 headings are body text")
        << QStringLiteral("# T\n\n## Background\n\nText\n\n## Goals\n- a: A\n") << QStringLiteral("T")
        << QStringLiteral("## Background\n\nText") << QStringList{QStringLiteral("a=A")} << QStringList{} << QString();
    QTest::newRow("a heading inside a code fence is text")
        << QStringLiteral("# T\n```\n## Goals\n```\n~~~\n## Solved\n~~~\n## Goals\n- a: A\n") << QStringLiteral("T")
        << QStringLiteral("```\n## Goals\n```\n~~~\n## Solved\n~~~") << QStringList{QStringLiteral("a=A")}
        << QStringList{} << QString();
    QTest::newRow("sections in another order, Solved keeps its Markdown")
        << QStringLiteral("# T\n## Solved\nSee **this**:\n\n- a list\n## Hints\n- a: H\n## Goals\n- a: A\n")
        << QStringLiteral("T") << QString() << QStringList{QStringLiteral("a=A")} << QStringList{QStringLiteral("a=H")}
        << QStringLiteral("See **this**:\n\n- a list");
    QTest::newRow("Japanese words, English markers")
        << QStringLiteral("# パン屋\n本文\n## Goals\n- menu: メニューを読める\n## Hints\n- menu: ヒント\n")
        << QStringLiteral("パン屋") << QStringLiteral("本文") << QStringList{QStringLiteral("menu=メニューを読める")}
        << QStringList{QStringLiteral("menu=ヒント")} << QString();
}

void TestCoreLesson::pageSectionsAreReadByTheirFixedHeadings()
{
    QFETCH(QString, markdown);
    QFETCH(QString, title);
    QFETCH(QString, body);
    QFETCH(QStringList, goals);
    QFETCH(QStringList, hints);
    QFETCH(QString, solved);
    const LessonText text = parseLessonText(markdown.toStdString());
    QVERIFY2(text.problems.empty(), qPrintable(describe(text.problems)));
    QCOMPARE(q(text.title), title);
    QCOMPARE(q(text.body), body);
    QStringList gotGoals;
    QStringList gotHints;
    for (const LessonGoal &g : text.goals) {
        gotGoals << q(g.id) + QLatin1Char('=') + q(g.text);
        if (!g.hint.empty())
            gotHints << q(g.id) + QLatin1Char('=') + q(g.hint);
    }
    QCOMPARE(gotGoals, goals);
    QCOMPARE(gotHints, hints);
    QCOMPARE(q(text.solved), solved);
}

void TestCoreLesson::pageMistakesAreProblemsWithTheirLines_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("problems");
    QTest::addColumn<QStringList>("goals"); // what is still read

    QTest::newRow("no title") << QStringLiteral("## Goals\n- a: A\n")
                              << QStringList{QStringLiteral("testset.lesson.no-title@lesson.md:0")}
                              << QStringList{QStringLiteral("a")};
    QTest::newRow("text before the title")
        << QStringLiteral("Intro\n# T\n## Goals\n- a: A\n")
        << QStringList{QStringLiteral("testset.lesson.before-title@lesson.md:1")} << QStringList{QStringLiteral("a")};
    QTest::newRow("no goals") << QStringLiteral("# T\nBody\n")
                              << QStringList{QStringLiteral("testset.lesson.no-goals@lesson.md:0")} << QStringList{};
    QTest::newRow("goal item without an id")
        << QStringLiteral("# T\n## Goals\n- Let Belle in\n- a: A\n")
        << QStringList{QStringLiteral("testset.lesson.goal-item@lesson.md:3")} << QStringList{QStringLiteral("a")};
    QTest::newRow("goal id with a space is no id")
        << QStringLiteral("# T\n## Goals\n- rose garden: In\n- a: A\n")
        << QStringList{QStringLiteral("testset.lesson.goal-item@lesson.md:3")} << QStringList{QStringLiteral("a")};
    QTest::newRow("prose in the Goals section")
        << QStringLiteral("# T\n## Goals\nDo these:\n- a: A\n")
        << QStringList{QStringLiteral("testset.lesson.goal-item@lesson.md:3")} << QStringList{QStringLiteral("a")};
    QTest::newRow("a goal twice") << QStringLiteral("# T\n## Goals\n- a: A\n- a: again\n")
                                  << QStringList{QStringLiteral("testset.lesson.goal-twice@lesson.md:4")}
                                  << QStringList{QStringLiteral("a")};
    QTest::newRow("a goal without words")
        << QStringLiteral("# T\n## Goals\n- a:\n")
        << QStringList{QStringLiteral("testset.lesson.goal-empty@lesson.md:3")} << QStringList{QStringLiteral("a")};
    QTest::newRow("hint for an unknown goal")
        << QStringLiteral("# T\n## Goals\n- a: A\n## Hints\n- b: B\n")
        << QStringList{QStringLiteral("testset.lesson.hint-unknown@lesson.md:5")} << QStringList{QStringLiteral("a")};
    QTest::newRow("two hints for a goal")
        << QStringLiteral("# T\n## Goals\n- a: A\n## Hints\n- a: one\n- a: two\n")
        << QStringList{QStringLiteral("testset.lesson.hint-twice@lesson.md:6")} << QStringList{QStringLiteral("a")};
    QTest::newRow("hint item without an id")
        << QStringLiteral("# T\n## Goals\n- a: A\n## Hints\n- think again\n")
        << QStringList{QStringLiteral("testset.lesson.hint-item@lesson.md:5")} << QStringList{QStringLiteral("a")};
    QTest::newRow("a section twice, both read")
        << QStringLiteral("# T\n## Goals\n- a: A\n## Goals\n- b: B\n")
        << QStringList{QStringLiteral("testset.lesson.section-twice@lesson.md:4")}
        << QStringList{QStringLiteral("a"), QStringLiteral("b")};
    QTest::newRow("empty title") << QStringLiteral("# \n## Goals\n- a: A\n")
                                 << QStringList{QStringLiteral("testset.lesson.empty-title@lesson.md:1")}
                                 << QStringList{QStringLiteral("a")};
    QTest::newRow("empty page") << QString()
                                << QStringList{QStringLiteral("testset.lesson.no-title@lesson.md:0"),
                                               QStringLiteral("testset.lesson.no-goals@lesson.md:0")}
                                << QStringList{};
}

void TestCoreLesson::pageMistakesAreProblemsWithTheirLines()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, problems);
    QFETCH(QStringList, goals);
    const LessonText text = parseLessonText(markdown.toStdString());
    QCOMPARE(problemKeys(text.problems), problems);
    QCOMPARE(goalIds(text), goals);
    for (const LessonProblem &p : text.problems)
        QVERIFY(!p.message.toEnglish().empty());
    // The page's file name names its problems.
    const LessonText ja = parseLessonText(markdown.toStdString(), "lesson.ja.md");
    for (const LessonProblem &p : ja.problems)
        QCOMPARE(q(p.file), QStringLiteral("lesson.ja.md"));
}

void TestCoreLesson::goalLinesAssignTheCasesAfterThem_data()
{
    QTest::addColumn<QString>("tests");
    QTest::addColumn<QStringList>("goals");  // each case's goal, in order
    QTest::addColumn<QStringList>("errors"); // "id@line"

    QTest::newRow("no @goal: no goal") << QStringLiteral("* /a allowed\n") << QStringList{QString()} << QStringList{};
    QTest::newRow("each @goal until the next")
        << QStringLiteral("@goal a\n* /1 allowed\n* /2 allowed\n@goal b-2\n* /3 disallowed\n")
        << QStringList{QStringLiteral("a"), QStringLiteral("a"), QStringLiteral("b-2")} << QStringList{};
    QTest::newRow("@goal alone ends the goal") << QStringLiteral("@goal a\n* /1 allowed\n@goal\n* /2 allowed\n")
                                               << QStringList{QStringLiteral("a"), QString()} << QStringList{};
    QTest::newRow("@goal and @dialect are independent")
        << QStringLiteral("@goal a\n@dialect google\n* /1 allowed\n@dialect\n* /2 allowed\n")
        << QStringList{QStringLiteral("a"), QStringLiteral("a")} << QStringList{};
    QTest::newRow("@goal with a comment")
        << QStringLiteral("@goal a # the first\n* /1 allowed\n") << QStringList{QStringLiteral("a")} << QStringList{};
    QTest::newRow("two ids is an error, the goal stays")
        << QStringLiteral("@goal a\n@goal b c\n* /1 allowed\n") << QStringList{QStringLiteral("a")}
        << QStringList{QStringLiteral("testset.error.goal@2")};
    QTest::newRow("an id with a slash is an error")
        << QStringLiteral("@goal a/b\n* /1 allowed\n") << QStringList{QString()}
        << QStringList{QStringLiteral("testset.error.goal@1")};
    QTest::newRow("other directives are still unknown")
        << QStringLiteral("@goals a\n* /1 allowed\n") << QStringList{QString()}
        << QStringList{QStringLiteral("testset.error.directive@1")};
}

void TestCoreLesson::goalLinesAssignTheCasesAfterThem()
{
    QFETCH(QString, tests);
    QFETCH(QStringList, goals);
    QFETCH(QStringList, errors);
    const TestSet set = parseTestSet(tests.toStdString());
    QStringList gotGoals;
    for (const TestCase &c : set.cases)
        gotGoals << q(c.goal);
    QCOMPARE(gotGoals, goals);
    QStringList gotErrors;
    for (const TestSetError &e : set.errors)
        gotErrors << q(e.message.id) + QLatin1Char('@') + QString::number(e.line);
    QCOMPARE(gotErrors, errors);
    // A set with goals still runs as a plain test set (`robotstxt test`).
    const TestRun run = runTestSet("User-agent: *\nDisallow: /3\n", set.cases);
    QCOMPARE(run.failed, std::size_t(0));
}

void TestCoreLesson::writerPutsGoalLinesBack()
{
    const TestSet set = parseTestSet("* /0 allowed\n@goal a\n* /1 allowed\n* /2 disallowed google\n"
                                     "@goal b\n* /3 allowed\n@goal\n* /4 -\n");
    QVERIFY(set.errors.empty());
    const std::string written = serialiseTestSet(set.cases);
    QVERIFY2(written.find("@goal a\n") != std::string::npos, written.c_str());
    QVERIFY2(written.find("@goal b\n") != std::string::npos, written.c_str());
    QVERIFY2(written.find("@goal\n") != std::string::npos, written.c_str());
    const TestSet again = parseTestSet(written);
    QVERIFY(again.errors.empty());
    QCOMPARE(again.cases.size(), set.cases.size());
    for (std::size_t i = 0; i < set.cases.size(); ++i) {
        TestCase a = set.cases[i];
        TestCase b = again.cases[i];
        a.line = b.line = 0;
        QVERIFY2(a == b, qPrintable(QString::number(i)));
    }
    // Without goals, no @goal line is written.
    const std::string plain = serialiseTestSet({{0, "*", "/x", Access::Allowed, {}, {}}});
    QVERIFY(plain.find("@goal") == std::string::npos);
}

void TestCoreLesson::gradeGroupsOutcomesByGoal_data()
{
    QTest::addColumn<QString>("robots");
    QTest::addColumn<QStringList>("met"); // the goals met, in the page's order
    QTest::addColumn<int>("menuCases");

    QTest::newRow("the start: everything disallowed")
        << QStringLiteral("User-agent: *\nDisallow: /\n") << QStringList{QStringLiteral("recipes")} << 4;
    QTest::newRow("the model answer") << QStringLiteral("User-agent: *\nDisallow: /recipes/\n")
                                      << QStringList{QStringLiteral("recipes"), QStringLiteral("menu")} << 4;
    QTest::newRow("an empty file") << QString() << QStringList{QStringLiteral("menu")} << 4;
    // Google reads the Googlebot group only; RFC 9309 too: the `*` group's rule does not apply to it.
    QTest::newRow("a Googlebot group of its own")
        << QStringLiteral("User-agent: *\nDisallow: /recipes/\n\nUser-agent: Googlebot\nDisallow: /menu\n")
        << QStringList{QStringLiteral("recipes")} << 4;
}

void TestCoreLesson::gradeGroupsOutcomesByGoal()
{
    QFETCH(QString, robots);
    QFETCH(QStringList, met);
    QFETCH(int, menuCases);
    const LessonText text = parseLessonText(kBakery);
    const TestSet goals = parseTestSet(kBakeryGoals);
    QVERIFY(checkLesson(text, goals).empty());
    const LessonGrade grade = gradeLesson(robots.toStdString(), goals, text);
    QCOMPARE(grade.goals.size(), std::size_t(2));
    QCOMPARE(q(grade.goals[0].id), QStringLiteral("recipes"));
    QCOMPARE(q(grade.goals[1].id), QStringLiteral("menu"));
    QStringList gotMet;
    for (const GoalResult &r : grade.goals) {
        QCOMPARE(r.met, r.failures.empty());
        if (r.met)
            gotMet << q(r.id);
    }
    QCOMPARE(gotMet, met);
    QCOMPARE(grade.met, std::size_t(met.size()));
    QCOMPARE(grade.passed(), met.size() == 2);
    // Two dialects × two cases for `menu`: each (case, dialect) is one outcome checked.
    QCOMPARE(grade.goals[1].cases, std::size_t(menuCases));
}

void TestCoreLesson::gradeListsTheFailingCasesOfAGoal()
{
    const LessonText text = parseLessonText(kBakery);
    const TestSet goals = parseTestSet(kBakeryGoals);
    const LessonGrade grade = gradeLesson("User-agent: Googlebot\nDisallow: /menu\n", goals, text);
    QVERIFY(!grade.passed());
    const GoalResult &menu = grade.goals[1];
    QVERIFY(!menu.met);
    QCOMPARE(menu.failures.size(), std::size_t(2)); // Googlebot /menu under rfc9309 and google
    for (const TestOutcome &o : menu.failures) {
        QCOMPARE(q(goals.cases[o.caseIndex].agent), QStringLiteral("Googlebot"));
        QCOMPARE(o.ruleLine, 2u);
        QCOMPARE(q(o.rule), QStringLiteral("Disallow: /menu"));
    }
    // recipes: nobody is kept out.
    QVERIFY(!grade.goals[0].met);
    // A page without goals grades nothing and passes nothing.
    QVERIFY(!gradeLesson("", goals, parseLessonText("# T\n")).passed());
}

void TestCoreLesson::checkFindsATeachersMistakes_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("tests");
    QTest::addColumn<QStringList>("problems");

    const QString page = QStringLiteral("# T\n## Goals\n- a: A\n- b: B\n");
    QTest::newRow("clean") << page << QStringLiteral("@goal a\n* /a allowed\n@goal b\n* /b disallowed\n")
                           << QStringList{};
    QTest::newRow("a goal without a case") << page << QStringLiteral("@goal a\n* /a allowed\n")
                                           << QStringList{QStringLiteral("testset.lesson.goal-no-case@goals.tests:0")};
    QTest::newRow("a goal without an expectation")
        << page << QStringLiteral("@goal a\n* /a allowed\n@goal b\n* /b -\n")
        << QStringList{QStringLiteral("testset.lesson.goal-no-expectation@goals.tests:0")};
    QTest::newRow("a case before any @goal")
        << page << QStringLiteral("* /x allowed\n@goal a\n* /a allowed\n@goal b\n* /b allowed\n")
        << QStringList{QStringLiteral("testset.lesson.case-no-goal@goals.tests:1")};
    QTest::newRow("an @goal the page does not list")
        << page << QStringLiteral("@goal a\n* /a allowed\n@goal b\n* /b allowed\n@goal c\n* /c allowed\n* /d allowed\n")
        << QStringList{QStringLiteral("testset.lesson.case-unknown-goal@goals.tests:6")};
    QTest::newRow("test-set errors") << page
                                     << QStringLiteral("@goal a\n* /a maybe\n* /a allowed\n@goal b\n* /b allowed\n")
                                     << QStringList{QStringLiteral("testset.error.expected@goals.tests:2")};
    QTest::newRow("the page's problems come first")
        << QStringLiteral("## Goals\n- a: A\n") << QStringLiteral("@goal a\n* /a allowed\n@goal zz\n* /z allowed\n")
        << QStringList{QStringLiteral("testset.lesson.no-title@lesson.md:0"),
                       QStringLiteral("testset.lesson.case-unknown-goal@goals.tests:4")};
}

void TestCoreLesson::checkFindsATeachersMistakes()
{
    QFETCH(QString, page);
    QFETCH(QString, tests);
    QFETCH(QStringList, problems);
    const std::vector<LessonProblem> found =
        checkLesson(parseLessonText(page.toStdString()), parseTestSet(tests.toStdString()));
    QCOMPARE(problemKeys(found), problems);
}

void TestCoreLesson::everyLessonIsCleanInEveryLanguage_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("page");
    for (const QString &folder : lessonFolders()) {
        const QStringList pages = QDir(folder).entryList({QStringLiteral("lesson*.md")}, QDir::Files, QDir::Name);
        QVERIFY2(pages.contains(QStringLiteral("lesson.md")), qPrintable(folder + QStringLiteral(": no lesson.md")));
        for (const QString &page : pages)
            QTest::addRow("%s/%s", qPrintable(QDir(folder).dirName()), qPrintable(page)) << folder << page;
    }
}

void TestCoreLesson::everyLessonIsCleanInEveryLanguage()
{
    QFETCH(QString, folder);
    QFETCH(QString, page);
    const QDir dir(folder);
    const LessonText text = parseLessonText(readText(dir.filePath(page)), page.toStdString());
    const TestSet goals = parseTestSet(readText(dir.filePath(QStringLiteral("goals.tests"))));
    const std::vector<LessonProblem> problems = checkLesson(text, goals);
    QVERIFY2(problems.empty(), qPrintable(describe(problems)));
    QVERIFY(!text.body.empty());
    QVERIFY(!text.solved.empty());
    // The cases the student watches read cleanly too.
    const TestSet shown = parseTestSet(readText(dir.filePath(QStringLiteral("robots.txt.tests"))));
    for (const TestSetError &e : shown.errors)
        QFAIL(qPrintable(QStringLiteral("robots.txt.tests:%1: ").arg(e.line) + q(e.message.toEnglish())));
    QVERIFY(!shown.cases.empty());
}

void TestCoreLesson::everyModelAnswerMeetsEveryGoalAndTheStartDoesNot_data()
{
    QTest::addColumn<QString>("folder");
    for (const QString &folder : lessonFolders())
        QTest::newRow(qPrintable(QDir(folder).dirName())) << folder;
}

void TestCoreLesson::everyModelAnswerMeetsEveryGoalAndTheStartDoesNot()
{
    QFETCH(QString, folder);
    const QDir dir(folder);
    const LessonText text = parseLessonText(readText(dir.filePath(QStringLiteral("lesson.md"))));
    const TestSet goals = parseTestSet(readText(dir.filePath(QStringLiteral("goals.tests"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("answer.robots.txt"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("robots.txt"))));

    const LessonGrade model = gradeLesson(readText(dir.filePath(QStringLiteral("answer.robots.txt"))), goals, text);
    for (const GoalResult &r : model.goals)
        QVERIFY2(r.met, qPrintable(QStringLiteral("the model answer misses goal ") + q(r.id)));
    QVERIFY(model.passed());

    const LessonGrade start = gradeLesson(readText(dir.filePath(QStringLiteral("robots.txt"))), goals, text);
    QVERIFY2(start.met < start.goals.size(), "the starting robots.txt already meets every goal");
}

QTEST_GUILESS_MAIN(TestCoreLesson)
#include "tst_core_lesson.moc"
