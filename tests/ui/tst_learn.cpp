// SPDX-License-Identifier: MIT
// The course in the studio (ui/learn/, LearnFeature, the welcome page), as a student and a teacher
// use it: a lesson opens in a tab with its cases and dialects, its goals are ticked as the text
// changes, a wrong try shows the goal's hint, the model answer solves it, progress survives a new
// window, Reset Lesson, File → Open Lesson… with a teacher's folder, lessons with mistakes, and the
// welcome page's links. On the test course in tests/data/learn (two tiny lessons), and on every
// lesson shipped in :/lessons. Offscreen, no fixed sleeps.
#include "analysis/settingsstore.h"
#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "i18n/translations.h"
#include "learn/course.h"
#include "learn/lessonattempt.h"
#include "learn/lessonpane.h"
#include "learn/lessonprogress.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/learnfeature.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/welcomepage.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>

#include <cmath>
#include <memory>

using namespace robots::ui;

namespace {

const QString kCourse = QStringLiteral(ROBOTS_TEST_DATA "/learn/course");
const QString kPrivate = kCourse + QStringLiteral("/01-private");
const QString kBelle = kCourse + QStringLiteral("/02-belle");
const QString kBroken = QStringLiteral(ROBOTS_TEST_DATA "/learn/broken");

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A shown main window that closes without asking about unsaved lesson text.
std::unique_ptr<MainWindow> makeWindow()
{
    auto w = std::make_unique<MainWindow>();
    w->documents()->setQuestionHandler([](const DocumentManager::Question &) { return QMessageBox::Discard; });
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        return nullptr;
    return w;
}

LearnFeature *learnOf(const MainWindow &w)
{
    return w.findChild<LearnFeature *>();
}

const LessonAttempt *currentAttempt(const MainWindow &w)
{
    return learnOf(w)->attemptOf(w.currentDocument());
}

// Replaces the editor's text as a paste does (one edit).
void pasteText(MainWindow &w, const QByteArray &text)
{
    Editor *editor = w.editor();
    editor->selectAll();
    editor->insertPlainText(QString::fromUtf8(text));
}

QString editorText(const MainWindow &w)
{
    return w.editor()->toPlainText();
}

QString goalsText(const MainWindow &w)
{
    return w.findChild<QTextBrowser *>(QStringLiteral("lessonGoals"))->toPlainText();
}

// Each goal's glyph in the goals' document, in order: true for ☑ (met), false for ☐; a glyph
// that is neither (☒, a task-list marker) fails the test.
QList<bool> goalGlyphs(const MainWindow &w)
{
    QList<bool> glyphs;
    const QTextDocument *document = w.findChild<QTextBrowser *>(QStringLiteral("lessonGoals"))->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().marker() != QTextBlockFormat::MarkerType::NoMarker)
            return {};
        const QString text = block.text();
        QTextCursor first(block);
        first.movePosition(QTextCursor::NextCharacter);
        const bool met = first.charFormat().property(LessonPane::GoalMetProperty).toBool();
        if (!text.startsWith(LessonPane::goalGlyph(met)) || text.contains(QChar(0x2612)))
            return {};
        glyphs << met;
    }
    return glyphs;
}

bool solvedMarkShown(const MainWindow &w)
{
    return w.findChild<QLabel *>(QStringLiteral("lessonSolvedMark"))->isVisible();
}

} // namespace

class TestLearn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_learn"));
        robots::ui::Settings::clear();
    }
    void init() { robots::ui::Settings::clear(); }
    void cleanupTestCase() { robots::ui::Settings::clear(); }

    void lessonOpensInItsTabWithCasesAndDialects()
    {
        auto w = makeWindow();
        QVERIFY(w);
        QVERIFY(learnOf(*w)->openCourse(kCourse));
        // The start's empty document is reused, as by Help → Examples.
        QCOMPARE(w->tabCount(), 1);
        QCOMPARE(w->currentDocument()->displayName(), QStringLiteral("Keep robots out of /private/"));
        QCOMPARE(editorText(*w).toUtf8(), readFile(kPrivate + QStringLiteral("/robots.txt")));
        // The lesson's cases in the tester, its dialects as the columns.
        QCOMPARE(w->testerPanel()->model()->rowCount(), 2);
        QCOMPARE(w->testerPanel()->shownDialects(),
                 (QList<robots::DialectId>{robots::DialectId::Rfc9309, robots::DialectId::Google}));
        auto *pane = w->findChild<LessonPane *>(QStringLiteral("lessonDock"));
        QVERIFY(pane->isVisible());
        QCOMPARE(pane->lessonCount(), 2);
        QCOMPARE(pane->currentIndex(), 0);
        const QString page = w->findChild<QTextBrowser *>(QStringLiteral("lessonPage"))->toPlainText();
        QVERIFY2(page.contains(QStringLiteral("Keep robots out of /private/")), qPrintable(page));
        QVERIFY(page.contains(QStringLiteral("every robot may read the site")));
        QVERIFY(!page.contains(QStringLiteral("Hints")));
        // The goals as a checklist, in the page's order.
        const QString goals = goalsText(*w);
        QVERIFY2(goals.indexOf(QStringLiteral("Keep every robot out of /private/")) <
                     goals.indexOf(QStringLiteral("Let every robot read /public/")),
                 qPrintable(goals));
        // Next opens the second lesson in a tab of its own; Previous goes back to the first one's tab.
        w->findChild<QPushButton *>(QStringLiteral("lessonNext"))->click();
        QCOMPARE(w->tabCount(), 2);
        QCOMPARE(w->currentDocument()->displayName(), QStringLiteral("Let Belle into the rose garden"));
        QCOMPARE(pane->currentIndex(), 1);
        QVERIFY(!w->findChild<QPushButton *>(QStringLiteral("lessonNext"))->isEnabled());
        w->findChild<QPushButton *>(QStringLiteral("lessonPrevious"))->click();
        QCOMPARE(w->tabCount(), 2);
        QCOMPARE(w->currentDocument()->displayName(), QStringLiteral("Keep robots out of /private/"));
        QCOMPARE(pane->currentIndex(), 0);
    }

    void startingFileIsNotSolved_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::newRow("01-private") << kPrivate;
        QTest::newRow("02-belle") << kBelle;
    }
    void startingFileIsNotSolved()
    {
        QFETCH(QString, lesson);
        auto w = makeWindow();
        QVERIFY(w);
        QVERIFY(learnOf(*w)->openCourse(lesson));
        const LessonAttempt *attempt = currentAttempt(*w);
        QVERIFY(attempt);
        QVERIFY(attempt->isGraded());
        QVERIFY(!attempt->isSolved());
        QVERIFY(!solvedMarkShown(*w));
        QVERIFY(!w->findChild<QTextBrowser *>(QStringLiteral("lessonSolved"))->isVisible());
        QVERIFY(!robots::ui::LessonProgress::isSolved(lesson));
    }

    void modelAnswerTicksEveryGoalAndShowsSolved_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("solvedText");
        QTest::newRow("01-private") << kPrivate << QStringLiteral("a Disallow path matches by prefix");
        QTest::newRow("02-belle") << kBelle << QStringLiteral("The longest match decides.");
    }
    void modelAnswerTicksEveryGoalAndShowsSolved()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, solvedText);
        auto w = makeWindow();
        QVERIFY(w);
        QVERIFY(learnOf(*w)->openCourse(lesson));
        pasteText(*w, readFile(lesson + QStringLiteral("/answer.robots.txt")));
        const LessonAttempt *attempt = currentAttempt(*w);
        QTRY_VERIFY(attempt->isSolved());
        for (const robots::LessonGoal &goal : attempt->lesson().page.goals)
            QVERIFY2(attempt->isMet(QString::fromStdString(goal.id)), goal.id.c_str());
        QTRY_VERIFY(solvedMarkShown(*w));
        auto *solved = w->findChild<QTextBrowser *>(QStringLiteral("lessonSolved"));
        QVERIFY(solved->isVisible());
        QVERIFY2(solved->toPlainText().contains(solvedText), qPrintable(solved->toPlainText()));
        // Every goal ticked: ☑ before each.
        QTRY_COMPARE(goalGlyphs(*w), QList<bool>(qsizetype(attempt->lesson().page.goals.size()), true));
        // The course list marks it, and the progress store keeps it.
        auto *list = w->findChild<QListWidget *>(QStringLiteral("lessonList"));
        QVERIFY(list->item(0)->data(Qt::UserRole).toBool());
        QVERIFY(list->item(0)->text().startsWith(QStringLiteral("✓")));
        QVERIFY(robots::ui::LessonProgress::isSolved(lesson));
    }

    void breakingAMetGoalShowsItsHint()
    {
        auto w = makeWindow();
        QVERIFY(w);
        QVERIFY(learnOf(*w)->openCourse(kCourse));
        const LessonAttempt *attempt = currentAttempt(*w);
        QVERIFY(attempt->isMet(QStringLiteral("public")));
        QVERIFY(!attempt->isMet(QStringLiteral("private")));
        // No hint before a try: the student reads first.
        QVERIFY(!attempt->hintShown(QStringLiteral("private")));
        QVERIFY(!goalsText(*w).contains(QStringLiteral("Hint")));
        // The student types " /" after "Disallow:": every robot is out, /public/ too.
        Editor *editor = w->editor();
        editor->setFocus();
        QTextCursor cursor(editor->document()->findBlockByNumber(1));
        cursor.movePosition(QTextCursor::EndOfBlock);
        editor->setTextCursor(cursor);
        QTest::keyClicks(editor, QStringLiteral(" /"));
        QTRY_VERIFY(!attempt->isMet(QStringLiteral("public")));
        QVERIFY(attempt->isMet(QStringLiteral("private")));
        QVERIFY(attempt->hintShown(QStringLiteral("public")));
        QTRY_VERIFY2(goalsText(*w).contains(QStringLiteral("keep the rule to /private/")), qPrintable(goalsText(*w)));
        QVERIFY(!attempt->isSolved());
        QVERIFY(!solvedMarkShown(*w));
        // The hint stays while the goal is unmet; met again, its hint goes with the unmet box.
        QTest::keyClick(editor, Qt::Key_Backspace);
        QTest::keyClick(editor, Qt::Key_Backspace);
        QTRY_VERIFY(attempt->isMet(QStringLiteral("public")));
        QTRY_VERIFY(!goalsText(*w).contains(QStringLiteral("keep the rule to /private/")));
    }

    void goalsMarkedMetOrNotAndThePageGetsTheRest_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QSize size : {QSize(1280, 800), QSize(1600, 1000)}) {
            for (const char *language : {"en", "ja"})
                QTest::addRow("%dx%d %s", size.width(), size.height(), language) << size << QString::fromUtf8(language);
        }
    }

    // Help → Learn robots.txt in a main window of the default layout: each goal is marked ☑ met or
    // ☐ not yet (never ☒, which reads as a failure), said in words for a screen reader; the goals
    // and the Solved text are as tall as their text (no empty box), so the page gets the rest.
    void goalsMarkedMetOrNotAndThePageGetsTheRest()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QCOMPARE(installTranslations(language), language);
        {
            MainWindow w;
            w.documents()->setQuestionHandler([](const DocumentManager::Question &) { return QMessageBox::Discard; });
            w.resize(size);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.findChild<QAction *>(QStringLiteral("actionLearn"))->trigger();
            const LessonAttempt *attempt = currentAttempt(w);
            QVERIFY(attempt);
            const auto *page = w.findChild<QTextBrowser *>(QStringLiteral("lessonPage"));
            const auto *goals = w.findChild<QTextBrowser *>(QStringLiteral("lessonGoals"));
            const auto *solved = w.findChild<QTextBrowser *>(QStringLiteral("lessonSolved"));
            const auto fitsItsText = [](const QTextBrowser *browser) {
                return browser->viewport()->height() <= int(std::ceil(browser->document()->size().height())) + 1;
            };
            QList<bool> expected;
            for (const robots::LessonGoal &goal : attempt->lesson().page.goals)
                expected << attempt->isMet(QString::fromStdString(goal.id));
            QCOMPARE(goalGlyphs(w), expected);
            QVERIFY(expected.contains(false));
            QTRY_VERIFY2(fitsItsText(goals), qPrintable(QStringLiteral("goals %1 px high for %2 px of text")
                                                            .arg(goals->viewport()->height())
                                                            .arg(goals->document()->size().height())));
            QVERIFY2(page->height() >= goals->height(),
                     qPrintable(QStringLiteral("page %1, goals %2").arg(page->height()).arg(goals->height())));
            QVERIFY(goals->accessibleDescription().contains(LessonPane::tr("Not met yet: %1").section(u'%', 0, 0)));

            // Check: the hints of the unmet goals, the box grows with them (up to its share).
            const int before = goals->height();
            w.findChild<QPushButton *>(QStringLiteral("lessonCheck"))->click();
            QTRY_VERIFY(goals->height() > before);
            QTRY_VERIFY(fitsItsText(goals) || goals->verticalScrollBar()->isVisible());

            // The model answer: every goal ☑, the Solved text as tall as its text.
            pasteText(w, readFile(attempt->lesson().folder + QStringLiteral("/answer.robots.txt")));
            QTRY_VERIFY(attempt->isSolved());
            QTRY_COMPARE(goalGlyphs(w), QList<bool>(expected.size(), true));
            QVERIFY(!goals->accessibleDescription().contains(LessonPane::tr("Not met yet: %1").section(u'%', 0, 0)));
            QTRY_VERIFY(solved->isVisible());
            QTRY_VERIFY(fitsItsText(solved) || solved->verticalScrollBar()->isVisible());
            QVERIFY(fitsItsText(goals) || goals->verticalScrollBar()->isVisible());
        }
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    }

    // Lesson 1 points at the file where it is: the editor (the lesson pane is on the left of it,
    // and the student may move it anywhere).
    void lessonOneSaysWhereItsFileIs_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("wrongSide");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("The file in the editor")
                            << QStringLiteral("on the left");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("エディターのファイル") << QStringLiteral("左の");
    }
    void lessonOneSaysWhereItsFileIs()
    {
        QFETCH(QString, language);
        QFETCH(QString, where);
        QFETCH(QString, wrongSide);
        const Lesson lesson = Lesson::load(Course::builtinFolder() + QStringLiteral("/01-records"), language);
        QCOMPARE(lesson.language, language);
        const QString body = QString::fromStdString(lesson.page.body);
        QVERIFY2(body.contains(where), qPrintable(body));
        QVERIFY2(!body.contains(wrongSide), qPrintable(body));
    }

    void checkShowsTheHintsOfUnmetGoals()
    {
        auto w = makeWindow();
        QVERIFY(w);
        QVERIFY(learnOf(*w)->openCourse(kCourse));
        const LessonAttempt *attempt = currentAttempt(*w);
        w->findChild<QPushButton *>(QStringLiteral("lessonCheck"))->click();
        QVERIFY(attempt->hintShown(QStringLiteral("private")));
        QVERIFY(!attempt->hintShown(QStringLiteral("public"))); // met: nothing to hint
        QVERIFY2(goalsText(*w).contains(QStringLiteral("A Disallow: /private/ line in the * group does it.")),
                 qPrintable(goalsText(*w)));
    }

    void progressSurvivesANewWindow()
    {
        {
            auto w = makeWindow();
            QVERIFY(w);
            QVERIFY(learnOf(*w)->openCourse(kCourse));
            pasteText(*w, readFile(kPrivate + QStringLiteral("/answer.robots.txt")));
            QTRY_VERIFY(currentAttempt(*w)->isSolved());
            // The second lesson, half done.
            QVERIFY(learnOf(*w)->openLesson(1));
            pasteText(*w, "User-agent: Belle\nAllow: /west-wing/rose\n");
            QTRY_COMPARE(robots::ui::LessonProgress::text(kBelle),
                         QByteArray("User-agent: Belle\nAllow: /west-wing/rose\n"));
            w->close();
        }
        auto w = makeWindow();
        QVERIFY(w);
        // The course opens at the first lesson not solved; the first one is ticked in the list.
        QVERIFY(learnOf(*w)->openCourse(kCourse));
        auto *pane = w->findChild<LessonPane *>(QStringLiteral("lessonDock"));
        QCOMPARE(pane->currentIndex(), 1);
        QCOMPARE(editorText(*w), QStringLiteral("User-agent: Belle\nAllow: /west-wing/rose\n"));
        // Undo goes back to the lesson's starting file.
        w->editor()->undo();
        QCOMPARE(editorText(*w).toUtf8(), readFile(kBelle + QStringLiteral("/robots.txt")));
        auto *list = w->findChild<QListWidget *>(QStringLiteral("lessonList"));
        QVERIFY(list->item(0)->data(Qt::UserRole).toBool());
        QVERIFY(!list->item(1)->data(Qt::UserRole).toBool());
        // The solved lesson opens with the student's answer, solved.
        QVERIFY(learnOf(*w)->openLesson(0));
        QCOMPARE(editorText(*w).toUtf8(), readFile(kPrivate + QStringLiteral("/answer.robots.txt")));
        QTRY_VERIFY(currentAttempt(*w)->isSolved());
    }

    void resetLessonRestoresTheStartingFile()
    {
        auto w = makeWindow();
        QVERIFY(w);
        QVERIFY(learnOf(*w)->openCourse(kCourse));
        const QByteArray start = readFile(kPrivate + QStringLiteral("/robots.txt"));
        pasteText(*w, "User-agent: *\nDisallow: /\n");
        const LessonAttempt *attempt = currentAttempt(*w);
        QTRY_VERIFY(attempt->hintShown(QStringLiteral("public")));
        QTRY_VERIFY(!robots::ui::LessonProgress::text(kPrivate).isEmpty());
        w->testerPanel()->model()->setCases({});
        w->findChild<QPushButton *>(QStringLiteral("lessonReset"))->click();
        QCOMPARE(editorText(*w).toUtf8(), start);
        QVERIFY(!attempt->hintShown(QStringLiteral("public")));
        QVERIFY(attempt->isMet(QStringLiteral("public")));
        QVERIFY(robots::ui::LessonProgress::text(kPrivate).isEmpty());
        QCOMPARE(w->testerPanel()->model()->rowCount(), 2); // the lesson's cases are back too
        // An edit like any other: undo brings the student's text back.
        w->editor()->undo();
        QCOMPARE(editorText(*w), QStringLiteral("User-agent: *\nDisallow: /\n"));
    }

    void openLessonOpensATeachersFolder_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("lessons");
        QTest::addColumn<QString>("title");
        QTest::newRow("lesson folder") << kBelle << 1 << QStringLiteral("Let Belle into the rose garden");
        QTest::newRow("lesson.md") << kBelle + QStringLiteral("/lesson.md") << 1
                                   << QStringLiteral("Let Belle into the rose garden");
        QTest::newRow("course folder") << kCourse << 2 << QStringLiteral("Keep robots out of /private/");
    }
    void openLessonOpensATeachersFolder()
    {
        QFETCH(QString, path);
        QFETCH(int, lessons);
        QFETCH(QString, title);
        auto w = makeWindow();
        QVERIFY(w);
        learnOf(*w)->setFolderDialogHandler([path] { return path; });
        QAction *open = w->findChild<QAction *>(QStringLiteral("actionOpenLesson"));
        QVERIFY(open);
        open->trigger();
        auto *pane = w->findChild<LessonPane *>(QStringLiteral("lessonDock"));
        QVERIFY(pane->isVisible());
        QCOMPARE(pane->lessonCount(), lessons);
        QCOMPARE(w->currentDocument()->displayName(), title);
        // It grades as the shipped lessons do.
        const QString folder = learnOf(*w)->course().lessons.first();
        pasteText(*w, readFile(folder + QStringLiteral("/answer.robots.txt")));
        QTRY_VERIFY(currentAttempt(*w)->isSolved());
    }

    void lessonWithMistakesShowsItsProblems()
    {
        auto w = makeWindow();
        QVERIFY(w);
        QVERIFY(learnOf(*w)->openCourse(kBroken));
        // The first lesson opens, with what is wrong in it listed for its author.
        auto *problems = w->findChild<QLabel *>(QStringLiteral("lessonProblems"));
        QVERIFY(problems->isVisible());
        const QString text = problems->text();
        QVERIFY2(text.contains(QStringLiteral("goals.tests:")), qPrintable(text)); // the unreadable line
        QVERIFY2(text.contains(QStringLiteral("two")), qPrintable(text));          // a goal without a case
        QVERIFY2(text.contains(QStringLiteral("three")), qPrintable(text));        // a hint for no goal
        QVERIFY(currentAttempt(*w));
        QVERIFY(!currentAttempt(*w)->isSolved());
        // The second has no robots.txt: it is not opened, the page says why, no tab changes.
        const int tabs = w->tabCount();
        QVERIFY(!learnOf(*w)->openLesson(1));
        QCOMPARE(w->tabCount(), tabs);
        const QString page = w->findChild<QTextBrowser *>(QStringLiteral("lessonPage"))->toPlainText();
        QVERIFY2(page.contains(QStringLiteral("robots.txt")), qPrintable(page));
        // Not a lesson at all: a message, nothing opened.
        QVERIFY(!learnOf(*w)->openCourse(QStringLiteral(ROBOTS_TEST_DATA "/learn/does-not-exist")));
        QVERIFY(!learnOf(*w)->openCourse(QStringLiteral(ROBOTS_TEST_DATA "/cli")));
        QCOMPARE(w->tabCount(), tabs);
    }

    void pageFollowsTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("pageLanguage");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("/private/ からロボットを締め出す")
                            << QStringLiteral("ja");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Keep robots out of /private/")
                            << QStringLiteral("en");
        QTest::newRow("no French page") << QStringLiteral("fr") << QStringLiteral("Keep robots out of /private/")
                                        << QStringLiteral("en");
    }
    void pageFollowsTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QFETCH(QString, pageLanguage);
        const Lesson lesson = Lesson::load(kPrivate, language);
        QCOMPARE(lesson.title(), title);
        QCOMPARE(lesson.language, pageLanguage);
        QCOMPARE(Course::lessonTitle(kPrivate, language), title);
        QVERIFY2(lesson.problems.isEmpty(), qPrintable(lesson.problems.join(u'\n')));
        QCOMPARE(lesson.page.goals.size(), std::size_t(2));
    }

    void welcomePageLinks_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<int>("tabs");
        QTest::newRow("new") << QStringLiteral("new") << 2;
        QTest::newRow("example") << QStringLiteral("example:ancient-castle") << 1;
        QTest::newRow("learn") << QStringLiteral("learn") << 1;
    }
    void welcomePageLinks()
    {
        QFETCH(QString, link);
        QFETCH(int, tabs);
        auto w = makeWindow();
        QVERIFY(w);
        auto *welcome = w->findChild<WelcomePage *>(QStringLiteral("welcomePage"));
        QVERIFY(welcome);
        QTRY_VERIFY(welcome->isVisible());
        const QString text = WelcomePage::pageText();
        QVERIFY(text.contains(QStringLiteral("href=\"") + link.section(u':', 0, 0)));
        QVERIFY(text.contains(QStringLiteral("href=\"open\"")));
        welcome->activateLink(link);
        QCOMPARE(w->tabCount(), tabs);
        if (link == QLatin1String("learn")) {
            QVERIFY(w->findChild<LessonPane *>(QStringLiteral("lessonDock"))->isVisible());
            // The first lesson took the start's document (when the studio ships lessons).
            if (Course::open(Course::builtinFolder()).isEmpty())
                return;
            QVERIFY(currentAttempt(*w));
        }
        QVERIFY(!welcome->isVisible());
        if (link.startsWith(QLatin1String("example:")))
            QCOMPARE(w->testerPanel()->model()->rowCount() > 0, true);
    }

    void welcomePageGoesWhenTheUserTypesOrOpensAFile()
    {
        auto w = makeWindow();
        QVERIFY(w);
        auto *welcome = w->findChild<WelcomePage *>(QStringLiteral("welcomePage"));
        QTRY_VERIFY(welcome->isVisible());
        // The editor keeps the focus: the first key goes into the document.
        QTRY_VERIFY(w->editor()->hasFocus() || !QApplication::focusWidget());
        QTest::keyClicks(w->editor(), QStringLiteral("U"));
        QCOMPARE(editorText(*w), QStringLiteral("U"));
        QVERIFY(!welcome->isVisible());
        // Deleting it again is no untouched start: the page stays away.
        QTest::keyClick(w->editor(), Qt::Key_Backspace);
        QVERIFY(!welcome->isVisible());

        auto other = makeWindow();
        QVERIFY(other);
        auto *otherWelcome = other->findChild<WelcomePage *>(QStringLiteral("welcomePage"));
        QTRY_VERIFY(otherWelcome->isVisible());
        QVERIFY(other->documents()->openFile(kPrivate + QStringLiteral("/robots.txt")));
        QVERIFY(!otherWelcome->isVisible());
    }

    // The course shipped with the studio runs from the first lesson to the last: each opens in
    // the studio unsolved and without problems, and its model answer solves it.
    void shippedCourseRunsFromFirstToLast()
    {
        const Course course = Course::open(Course::builtinFolder());
        if (course.isEmpty())
            QSKIP("no lesson in :/lessons yet");
        auto w = makeWindow();
        QVERIFY(w);
        QAction *learn = w->findChild<QAction *>(QStringLiteral("actionLearn"));
        learn->trigger();
        QCOMPARE(learnOf(*w)->course().lessons, course.lessons);
        for (int i = 0; i < course.lessons.size(); ++i) {
            const QString folder = course.lessons.at(i);
            QVERIFY(learnOf(*w)->openLesson(i));
            const LessonAttempt *attempt = currentAttempt(*w);
            QVERIFY2(attempt, qPrintable(folder));
            QVERIFY2(attempt->lesson().problems.isEmpty(),
                     qPrintable(folder + u'\n' + attempt->lesson().problems.join(u'\n')));
            QVERIFY2(!attempt->isSolved(), qPrintable(folder));
            pasteText(*w, readFile(folder + QStringLiteral("/answer.robots.txt")));
            QTRY_VERIFY2(attempt->isSolved(), qPrintable(folder));
            QVERIFY(solvedMarkShown(*w));
        }
    }
};

QTEST_MAIN(TestLearn)
#include "tst_learn.moc"
