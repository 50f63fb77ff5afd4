// SPDX-License-Identifier: MIT
// `robotstxt test --lesson DIR [STUDENT]`: a class grades in CI. Drives the real executable on a
// teacher's own lesson (tests/data/lessons/bakery) and on a lesson of the course
// (resources/lessons/): exit 0 when every goal is met, 1 when one is not, 2 for a lesson with
// problems or a file that cannot be read.
#include "clitest.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using clitest::readFile;
using clitest::writeFile;

namespace {

QString lessonPath(const char *name)
{
    return QStringLiteral(ROBOTS_TEST_DATA "/lessons/") + QLatin1String(name);
}

// Copies the files of lesson FROM into a new folder TO (for lessons a test spoils).
bool copyLesson(const QString &from, const QString &to)
{
    if (!QDir().mkpath(to))
        return false;
    const QDir source(from);
    for (const QString &name : source.entryList(QDir::Files))
        if (!writeFile(QDir(to).filePath(name), readFile(source.filePath(name))))
            return false;
    return true;
}

} // namespace

class TestCliLesson : public QObject
{
    Q_OBJECT

    using Result = clitest::Result;
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void modelAnswerMeetsEveryGoalExitZero()
    {
        const QString bakery = lessonPath("bakery");
        const Result r = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), bakery,
                                       bakery + QStringLiteral("/answer.robots.txt")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("Lesson: The bakery's secret recipes\n"
                                       "✓ Keep every robot out of the recipes (`/recipes/`)\n"
                                       "✓ Let every robot read the menu (`/menu`)\n"
                                       "2 of 2 goals met\n"));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    // Without a student's file the lesson's own robots.txt (the start) is graded.
    void startingFileFailsAGoalWithItsCasesAndHintExitOne()
    {
        const QString bakery = lessonPath("bakery");
        const Result r = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), bakery});
        QCOMPARE(r.exitCode, 1);
        const QString tests = bakery + QStringLiteral("/goals.tests");
        QCOMPARE(r.out, QStringLiteral("Lesson: The bakery's secret recipes\n"
                                       "✓ Keep every robot out of the recipes (`/recipes/`)\n"
                                       "✗ Let every robot read the menu (`/menu`)\n") +
                            QStringLiteral("  FAIL ") + tests + QStringLiteral(":7: * /menu [rfc9309]\n") +
                            QStringLiteral("    - expected: allowed\n"
                                           "    + actual:   disallowed (line 2: Disallow: /)\n") +
                            QStringLiteral("  FAIL ") + tests + QStringLiteral(":7: * /menu [google]\n") +
                            QStringLiteral("    - expected: allowed\n"
                                           "    + actual:   disallowed (line 2: Disallow: /)\n") +
                            QStringLiteral("  FAIL ") + tests + QStringLiteral(":8: Googlebot /menu [rfc9309]\n") +
                            QStringLiteral("    - expected: allowed\n"
                                           "    + actual:   disallowed (line 2: Disallow: /)\n") +
                            QStringLiteral("  FAIL ") + tests + QStringLiteral(":8: Googlebot /menu [google]\n") +
                            QStringLiteral("    - expected: allowed\n"
                                           "    + actual:   disallowed (line 2: Disallow: /)\n"
                                           "  hint: `Disallow: /` matches every path, the menu's too. Which prefix "
                                           "covers only the recipes?\n"
                                           "1 of 2 goals met\n"));
    }

    void studentFileFromStandardInput()
    {
        const Result r = clitest::run(
            {QStringLiteral("test"), QStringLiteral("--lesson"), lessonPath("bakery"), QStringLiteral("-")},
            "User-agent: *\nDisallow: /recipes\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.endsWith(QStringLiteral("2 of 2 goals met\n")));
    }

    void languageShowsTheJapanesePagesWords()
    {
        const Result r = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), lessonPath("bakery"),
                                       QStringLiteral("--language"), QStringLiteral("ja")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("Lesson: パン屋の秘密のレシピ\n"
                                                 "✓ どのロボットもレシピ（`/recipes/`）に入れない\n"
                                                 "✗ どのロボットもメニュー（`/menu`）を読める\n")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("  hint: `Disallow: /` はすべてのパスに一致し")));
        QVERIFY(r.out.endsWith(QStringLiteral("1 of 2 goals met\n")));
        // A language the lesson has no page for: English, said on stderr.
        const Result fr = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), lessonPath("bakery"),
                                        QStringLiteral("--language"), QStringLiteral("fr")});
        QCOMPARE(fr.exitCode, 1);
        QVERIFY(fr.out.contains(QStringLiteral("✗ Let every robot read the menu")));
        QVERIFY2(fr.err.contains(QStringLiteral("no lesson.fr.md")), qPrintable(fr.err));
    }

    void lessonWithProblemsListsThemExitTwo()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("broken"));
        QVERIFY(copyLesson(lessonPath("bakery"), dir));
        QVERIFY(writeFile(dir + QStringLiteral("/goals.tests"),
                          "@goal recipes\n* /recipes/x disallowed\n@goal menus\n* /menu allowed\n"));
        const Result r = clitest::run(
            {QStringLiteral("test"), QStringLiteral("--lesson"), dir, dir + QStringLiteral("/answer.robots.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains(dir + QStringLiteral("/goals.tests:4: error: Goal menus is not in the Goals list "
                                                     "of lesson.md\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(dir + QStringLiteral("/goals.tests: error: Goal menu has no case in goals.tests\n")),
                 qPrintable(r.out));
        QVERIFY(r.out.endsWith(QStringLiteral("1 of 2 goals met; the lesson has 2 problems (above)\n")));
    }

    void usageAndMissingFilesExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        const QString bakery = lessonPath("bakery");
        QTest::newRow("not a folder") << QStringList{QStringLiteral("--lesson"), bakery + QStringLiteral("/lesson.md")}
                                      << QStringLiteral("is not a lesson folder");
        QTest::newRow("no such student file")
            << QStringList{QStringLiteral("--lesson"), bakery, QStringLiteral("/nonexistent/robots.txt")}
            << QStringLiteral("cannot open '/nonexistent/robots.txt': no such file");
        QTest::newRow("two student files")
            << QStringList{QStringLiteral("--lesson"), bakery, QStringLiteral("a"), QStringLiteral("b")}
            << QStringLiteral("at most one STUDENT-ROBOTS.txt");
        QTest::newRow("--dialect") << QStringList{QStringLiteral("--lesson"), bakery, QStringLiteral("--dialect"),
                                                  QStringLiteral("google")}
                                   << QStringLiteral("--dialect does not apply to --lesson");
        QTest::newRow("--language without --lesson")
            << QStringList{QStringLiteral("--language"), QStringLiteral("ja"), QStringLiteral("a"), QStringLiteral("b")}
            << QStringLiteral("--language applies to --lesson only");
    }

    void usageAndMissingFilesExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const Result r = clitest::run(QStringList{QStringLiteral("test")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(error), qPrintable(r.err));
    }

    void lessonFolderWithoutGoalsExitsTwo()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("no-goals"));
        QVERIFY(copyLesson(lessonPath("bakery"), dir));
        QVERIFY(QFile::remove(dir + QStringLiteral("/goals.tests")));
        const Result r = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), dir});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("goals.tests': no such file")), qPrintable(r.err));
    }

    // A lesson of the course: its model answer passes, the file it starts from does not.
    void courseLessonGradesModelZeroAndStartOne()
    {
        const QDir course(QStringLiteral(ROBOTS_SOURCE_DIR "/resources/lessons"));
        const QStringList lessons = course.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        if (lessons.isEmpty())
            QSKIP("no lesson under resources/lessons yet");
        const QString lesson = course.filePath(lessons.front());
        const Result model = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), lesson,
                                           lesson + QStringLiteral("/answer.robots.txt")});
        QVERIFY2(model.exitCode == 0, qPrintable(model.out + model.err));
        const Result start = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), lesson});
        QVERIFY2(start.exitCode == 1, qPrintable(start.out + start.err));
        QVERIFY(start.out.contains(QStringLiteral("✗ ")));
        const Result ja = clitest::run({QStringLiteral("test"), QStringLiteral("--lesson"), lesson,
                                        QStringLiteral("--language"), QStringLiteral("ja")});
        QCOMPARE(ja.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliLesson)
#include "tst_cli_lesson.moc"
