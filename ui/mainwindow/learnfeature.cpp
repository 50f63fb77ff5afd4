// SPDX-License-Identifier: MIT
#include "mainwindow/learnfeature.h"

#include "document/document.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "i18n/translations.h"
#include "learn/lessonpane.h"
#include "learn/lessonprogress.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QIcon>
#include <QStatusBar>
#include <QTextCursor>

namespace robots::ui {

LearnFeature::LearnFeature(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_pane(new LessonPane(&window))
    , m_learn(new QAction(QIcon::fromTheme(QStringLiteral("education")), tr("&Learn robots.txt"), &window))
    , m_openLesson(new QAction(tr("Open L&esson…"), &window))
{
    // On the left: the page needs height, the editor and the tester the width. Hidden until the
    // first lesson, and then a tab beside Outline (showPane()).
    window.addDockWidget(Qt::LeftDockWidgetArea, m_pane);
    m_pane->hide();
    QAction *show = m_pane->toggleViewAction();
    show->setObjectName(QStringLiteral("actionShowLesson"));
    show->setText(tr("&Lesson"));
    window.windowActions()->add(WindowActions::Place::ViewEnd, show);

    m_learn->setObjectName(QStringLiteral("actionLearn"));
    m_learn->setStatusTip(tr("A course from the 1994 standard to the AI era, with exercises the studio checks"));
    window.windowActions()->add(WindowActions::Place::HelpEnd, m_learn);
    connect(m_learn, &QAction::triggered, this, [this] { startCourse(); });

    m_openLesson->setObjectName(QStringLiteral("actionOpenLesson"));
    m_openLesson->setStatusTip(tr("Opens a lesson folder, or a course (a folder of lesson folders)"));
    window.windowActions()->add(WindowActions::Place::FileOpen, m_openLesson);
    connect(m_openLesson, &QAction::triggered, this, [this] {
        const QString folder =
            m_askFolder ? m_askFolder()
                        : QFileDialog::getExistingDirectory(&m_window, tr("Open Lesson or Course"), QDir::homePath());
        if (!folder.isEmpty())
            openCourse(folder);
    });

    connect(m_pane, &LessonPane::lessonChosen, this, &LearnFeature::openLesson);
    connect(m_pane, &LessonPane::checkRequested, this, &LearnFeature::checkCurrent);
    connect(m_pane, &LessonPane::resetRequested, this, &LearnFeature::resetCurrent);
    connect(window.analyzer(), &DocumentAnalyzer::analysisReady, this, &LearnFeature::onAnalysis);
    connect(&window, &MainWindow::currentTabChanged, this, &LearnFeature::onCurrentTabChanged);
    // A lesson's text is its progress, kept as it changes (onAnalysis()); the edits since the last
    // analysis are kept when its tab closes (Close Tab, quitting), which asks nothing about it.
    connect(window.documents(), &DocumentManager::aboutToClose, this, [this](Document *document) {
        const auto it = m_sessions.constFind(document);
        if (it == m_sessions.cend() || !document->isKeptElsewhere() || !document->filePath().isEmpty())
            return;
        const Lesson &lesson = it->attempt.lesson();
        const QByteArray text = document->encodedBytes();
        LessonProgress::setText(lesson.folder, text == lesson.startText ? QByteArray() : text);
    });
}

bool LearnFeature::startCourse()
{
    return openCourse(Course::builtinFolder());
}

bool LearnFeature::openCourse(const QString &path)
{
    Course course = Course::open(path);
    showPane();
    if (course.isEmpty()) {
        const QString message = course.error.isEmpty() ? tr("There is no lesson in %1.").arg(path) : course.error;
        m_pane->showError(message);
        m_window.statusBar()->showMessage(message, 8000);
        return false;
    }
    setCourse(std::move(course));
    int first = 0;
    while (first < m_course.lessons.size() && LessonProgress::isSolved(m_course.lessons.at(first)))
        ++first;
    return openLesson(first < m_course.lessons.size() ? first : 0);
}

void LearnFeature::setCourse(Course course)
{
    m_course = std::move(course);
    const QString language = currentLanguage();
    QStringList titles;
    QList<bool> solved;
    for (const QString &folder : std::as_const(m_course.lessons)) {
        titles << Course::lessonTitle(folder, language);
        solved << LessonProgress::isSolved(folder);
    }
    m_pane->setCourse(titles, solved);
}

void LearnFeature::showPane()
{
    // A tab beside Outline when both are on the left (not when the user moved either).
    auto *outline = m_window.findChild<QDockWidget *>(QStringLiteral("outlineDock"));
    if (!m_pane->isVisible() && outline && outline->isVisible() &&
        m_window.dockWidgetArea(outline) == Qt::LeftDockWidgetArea &&
        m_window.dockWidgetArea(m_pane) == Qt::LeftDockWidgetArea && m_window.tabifiedDockWidgets(m_pane).isEmpty())
        m_window.tabifyDockWidget(outline, m_pane);
    const bool first = !m_pane->isVisible();
    m_pane->show();
    // Room for a page of text the first time (Outline's width is too narrow to read in).
    if (first && !m_pane->isFloating() && m_pane->width() < 420)
        m_window.resizeDocks({m_pane}, {420}, Qt::Horizontal);
    m_pane->raise();
}

Document *LearnFeature::documentOfLesson(const QString &lessonFolder) const
{
    for (auto it = m_sessions.cbegin(); it != m_sessions.cend(); ++it) {
        if (it->attempt.lesson().folder == lessonFolder)
            return const_cast<Document *>(it.key());
    }
    return nullptr;
}

bool LearnFeature::openLesson(int index)
{
    if (index < 0 || index >= m_course.lessons.size())
        return false;
    const QString folder = m_course.lessons.at(index);
    showPane();
    if (Document *open = documentOfLesson(folder)) {
        m_window.tabs()->activate(open, true);
        return true;
    }
    Lesson lesson = Lesson::load(folder, currentLanguage());
    if (!lesson.isUsable()) {
        // Nothing to take: the teacher sees why, and the student's tabs stay as they were.
        m_pane->showError(tr("The lesson in %1 cannot be opened:").arg(QDir::toNativeSeparators(folder)) +
                          QStringLiteral("\n• ") + lesson.problems.join(QStringLiteral("\n• ")));
        return false;
    }
    DocumentManager *documents = m_window.documents();
    Document *document = documents->reusableDocument();
    if (!document)
        document = documents->newDocument();
    const QByteArray start = lesson.startText;
    const TestCases cases = lesson.cases;
    const QList<DialectId> dialects = lesson.dialects;
    const QString title = lesson.title();
    Session &session = m_sessions[document];
    session.courseFolder = m_course.folder;
    session.index = index;
    session.attempt = LessonAttempt(std::move(lesson));
    connect(document, &QObject::destroyed, this, [this, document] { m_sessions.remove(document); });

    // The starting file is what the document was opened with (the edit impact's baseline); the
    // student's own text, when they have one, is an edit on top of it (undo goes back to the start).
    // The student's text is kept as progress, not in a file: the tab has no unsaved changes, and
    // closing or quitting asks nothing about it (Document::setKeptElsewhere()).
    document->setKeptElsewhere(true);
    document->loadBytes(start);
    document->setUntitledName(title);
    m_window.tabs()->updateTitle(document);
    const QByteArray saved = LessonProgress::text(folder);
    if (!saved.isEmpty() && saved != start) {
        if (EditorTab *tab = m_window.tabs()->tabOf(document)) {
            QTextCursor cursor(tab->editor()->document());
            cursor.select(QTextCursor::Document);
            cursor.insertText(QString::fromUtf8(saved));
        }
    }
    m_window.tabs()->activate(document, true);
    TesterPanel *tester = m_window.testerPanel();
    tester->setShownDialects(dialects);
    tester->model()->setCases(cases);
    // The lesson's own cases are no change of the student's: closing the lesson asks nothing about them.
    tester->model()->setCasesModified(false);
    tester->selectCase(0);
    showSession(session);
    // The first grade now, not at the next analysis: the pane never shows a lesson ungraded.
    m_window.analyzer()->flush();
    return true;
}

const LessonAttempt *LearnFeature::attemptOf(const Document *document) const
{
    const auto it = m_sessions.constFind(document);
    return it == m_sessions.cend() ? nullptr : &it->attempt;
}

LearnFeature::Session *LearnFeature::currentSession()
{
    const auto it = m_sessions.find(m_window.currentDocument());
    return it == m_sessions.end() ? nullptr : &*it;
}

void LearnFeature::showSession(Session &session)
{
    // A tab of another course (a teacher's, opened since): the pane lists that course again.
    if (session.courseFolder != m_course.folder)
        setCourse(Course::open(session.courseFolder));
    m_pane->showLesson(session.index, session.attempt);
}

void LearnFeature::onCurrentTabChanged(EditorTab *tab)
{
    const auto it = m_sessions.find(tab ? tab->document() : nullptr);
    if (it != m_sessions.end())
        showSession(*it);
}

void LearnFeature::onAnalysis(const AnalysisPtr &analysis)
{
    // The analyzer reads the current tab: grade it when it is a lesson's.
    EditorTab *tab = m_window.currentTab();
    if (!tab || m_window.analyzer()->document() != tab->editor()->document())
        return;
    const auto it = m_sessions.find(tab->document());
    if (it == m_sessions.end())
        return;
    const std::string_view text = analysis->text();
    const QByteArray bytes(text.data(), qsizetype(text.size()));
    Session &session = *it;
    session.attempt.grade(bytes);
    const QString folder = session.attempt.lesson().folder;
    LessonProgress::setText(folder, bytes == session.attempt.lesson().startText ? QByteArray() : bytes);
    if (session.attempt.isSolved() && !LessonProgress::isSolved(folder)) {
        LessonProgress::setSolved(folder, true);
        if (session.courseFolder == m_course.folder)
            m_pane->setLessonSolved(session.index, true);
    }
    if (m_pane->currentIndex() == session.index && session.courseFolder == m_course.folder)
        m_pane->showGrade(session.attempt);
}

void LearnFeature::checkCurrent()
{
    if (Session *session = currentSession()) {
        session->attempt.check();
        m_pane->showGrade(session->attempt);
    }
}

void LearnFeature::resetCurrent()
{
    Session *session = currentSession();
    EditorTab *tab = m_window.currentTab();
    if (!session || !tab)
        return;
    const Lesson &lesson = session->attempt.lesson();
    session->attempt.reset();
    // An edit like any other: undo brings the student's text back.
    QTextCursor cursor(tab->editor()->document());
    cursor.select(QTextCursor::Document);
    cursor.insertText(QString::fromUtf8(lesson.startText));
    TesterPanel *tester = m_window.testerPanel();
    tester->setShownDialects(lesson.dialects);
    tester->model()->setCases(lesson.cases);
    tester->model()->setCasesModified(false);
    LessonProgress::setText(lesson.folder, {});
    m_window.analyzer()->flush();
    m_pane->showGrade(session->attempt);
}

} // namespace robots::ui
