// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/documentanalyzer.h"
#include "learn/course.h"
#include "learn/lessonattempt.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;

namespace robots::ui {

class Document;
class EditorTab;
class LessonPane;
class MainWindow;

/// Installs the course in the main window: Help → Learn robots.txt (the shipped course, :/lessons),
/// File → Open Lesson… (a teacher's lesson or course folder) and the lesson pane (a dock on the
/// left, a tab beside Outline).
///
/// A lesson opens as Help → Examples opens an example: its robots.txt in a tab of its own (the
/// single untouched untitled document of a start is reused), its cases in the tester with its
/// dialects as columns, the first case explained. The edit impact compares with the starting file.
/// The goals are graded (the core's gradeLesson()) whenever the tester's DocumentAnalyzer has read
/// the lesson tab's text: after each change, coalesced with the changes before it, off the
/// keystroke itself. The student's text and whether they solved a lesson are kept across restarts
/// (LessonProgress); reopening a lesson brings the text back (undo goes back to the start).
class LearnFeature : public QObject
{
    Q_OBJECT
public:
    explicit LearnFeature(MainWindow &window);

    LessonPane *pane() const { return m_pane; }
    QAction *learnAction() const { return m_learn; }
    QAction *openLessonAction() const { return m_openLesson; }

    /// Help → Learn robots.txt: the shipped course, at the first lesson not solved yet.
    bool startCourse();
    /// Opens PATH (a course folder, a lesson folder, or a lesson's lesson.md) in the pane and its
    /// first lesson not solved yet; false, with the reason shown, when there is nothing to open.
    bool openCourse(const QString &path);
    /// Opens lesson INDEX of the open course in a tab (or brings its tab forward).
    bool openLesson(int index);
    /// The lesson of DOCUMENT's tab, or nullptr.
    const LessonAttempt *attemptOf(const Document *document) const;
    const Course &course() const { return m_course; }

    /// Check and Reset Lesson, for the current tab's lesson.
    void checkCurrent();
    void resetCurrent();

    /// File → Open Lesson… asks with a folder dialog; tests answer instead.
    void setFolderDialogHandler(std::function<QString()> handler) { m_askFolder = std::move(handler); }

private:
    struct Session
    {
        QString courseFolder;
        int index = -1;
        LessonAttempt attempt;
    };

    void onAnalysis(const AnalysisPtr &analysis);
    void onCurrentTabChanged(EditorTab *tab);
    void showSession(Session &session);
    void setCourse(Course course);
    void showPane();
    Document *documentOfLesson(const QString &lessonFolder) const;
    Session *currentSession();

    MainWindow &m_window;
    LessonPane *m_pane;
    QAction *m_learn;
    QAction *m_openLesson;
    Course m_course;
    QHash<const Document *, Session> m_sessions;
    std::function<QString()> m_askFolder;
};

} // namespace robots::ui
