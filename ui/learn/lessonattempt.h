// SPDX-License-Identifier: MIT
#pragma once

#include "learn/course.h"

#include <robots/studio/lesson.h>

#include <QByteArray>
#include <QSet>
#include <QString>

namespace robots::ui {

/// A student's work on one lesson: the newest grade of their text (the core's gradeLesson()) and
/// which goals' hints they have earned. A hint is shown after a wrong try, which is either
///  - an edit that turns a met goal into an unmet one (the student broke what worked), or
///  - pressing Check while the goal is unmet (the student says "I think I am done").
/// A goal unmet from the start shows no hint until one of these happens, so the student first
/// reads and tries on their own; once shown, a hint stays until the lesson is reset or reopened.
class LessonAttempt
{
public:
    explicit LessonAttempt(Lesson lesson = {});

    const Lesson &lesson() const { return m_lesson; }
    /// Grades TEXT (the student's robots.txt). O(parses + goal cases); the lessons are tiny.
    void grade(const QByteArray &text);
    /// Check: every goal still unmet shows its hint.
    void check();
    /// Forgets the hints (Reset lesson); the next grade() is a fresh start.
    void reset();

    bool isGraded() const { return m_graded; }
    const LessonGrade &result() const { return m_grade; }
    bool isSolved() const { return m_graded && m_grade.passed(); }
    bool isMet(const QString &goalId) const;
    bool hintShown(const QString &goalId) const { return m_hints.contains(goalId); }

private:
    Lesson m_lesson;
    LessonGrade m_grade;
    QSet<QString> m_hints;
    bool m_graded = false;
};

} // namespace robots::ui
