// SPDX-License-Identifier: MIT
#include "learn/lessonattempt.h"

#include <utility>

namespace robots::ui {

LessonAttempt::LessonAttempt(Lesson lesson)
    : m_lesson(std::move(lesson))
{
}

void LessonAttempt::grade(const QByteArray &text)
{
    LessonGrade next =
        gradeLesson(std::string_view(text.constData(), std::size_t(text.size())), m_lesson.goals, m_lesson.page);
    if (m_graded) {
        // A wrong try: what was met before this edit is not any more.
        for (const GoalResult &goal : next.goals) {
            if (goal.met)
                continue;
            for (const GoalResult &before : m_grade.goals) {
                if (before.id == goal.id && before.met)
                    m_hints.insert(QString::fromStdString(goal.id));
            }
        }
    }
    m_grade = std::move(next);
    m_graded = true;
}

void LessonAttempt::check()
{
    for (const GoalResult &goal : m_grade.goals) {
        if (!goal.met)
            m_hints.insert(QString::fromStdString(goal.id));
    }
}

void LessonAttempt::reset()
{
    m_hints.clear();
    m_graded = false;
}

bool LessonAttempt::isMet(const QString &goalId) const
{
    const std::string id = goalId.toStdString();
    for (const GoalResult &goal : m_grade.goals) {
        if (goal.id == id)
            return goal.met;
    }
    return false;
}

} // namespace robots::ui
