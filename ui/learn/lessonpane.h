// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>
#include <QStringList>
#include <QTextFormat>

class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace robots::ui {

class LessonAttempt;

/// The lesson pane (Help → Learn robots.txt): the course's lessons (✓ when solved once), the
/// current lesson's page, its goals as a checklist (☑ met, ☐ not yet) from the student's newest grade, each
/// goal's hint once earned (LessonAttempt), the lesson's "Solved" text when every goal is met, and
/// the teacher's problems when the lesson's files have any. It shows; LearnFeature opens lessons
/// into tabs and grades them. The goals and the Solved text are as tall as their text: the page
/// gets the rest of the height.
class LessonPane : public QDockWidget
{
    Q_OBJECT
public:
    explicit LessonPane(QWidget *parent = nullptr);

    /// The course's lessons: TITLES in order, SOLVED[i] for a ✓.
    void setCourse(const QStringList &titles, const QList<bool> &solved);
    void setLessonSolved(int index, bool solved);
    /// Shows ATTEMPT's lesson (its page) as lesson INDEX of the course, then its grade.
    void showLesson(int index, const LessonAttempt &attempt);
    /// Shows ATTEMPT's grade: ticks, earned hints, the Solved text. Cheap when nothing changed.
    void showGrade(const LessonAttempt &attempt);
    /// A course or a lesson that could not be opened: MESSAGE instead of a page.
    void showError(const QString &message);

    /// The glyph before a goal: ☑ met, ☐ not met yet.
    static QString goalGlyph(bool met) { return met ? QStringLiteral("\u2611") : QStringLiteral("\u2610"); }
    /// The char-format property (bool) of a goal's glyph in the goals' document: the goal is met.
    static constexpr int GoalMetProperty = QTextFormat::UserProperty + 1;

    int currentIndex() const { return m_index; }
    int lessonCount() const;

Q_SIGNALS:
    /// The student chose lesson INDEX (the list, Previous, Next).
    void lessonChosen(int index);
    void checkRequested();
    void resetRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();

    QListWidget *m_list;
    QTextBrowser *m_page;
    QLabel *m_goalsHeading;
    QTextBrowser *m_goals;
    QLabel *m_solvedMark;
    QTextBrowser *m_solved;
    QLabel *m_problems;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_check;
    QPushButton *m_reset;
    QStringList m_titles;
    QList<bool> m_solvedList;
    QString m_goalsKey; // what m_goals shows (goal, met, hint), to leave it alone when a grade changes nothing
    int m_index = -1;
};

} // namespace robots::ui
