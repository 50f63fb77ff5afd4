// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace robots::ui {

/// What a student has done in each lesson, kept across restarts in the application's settings
/// (ui::Settings, group "learn"): whether the lesson was solved once, and the student's text when it
/// differs from the lesson's starting file. A lesson is known by its folder (":/lessons/01-records"
/// for the shipped course, an absolute path for a teacher's), so two courses never mix.
namespace LessonProgress {

bool isSolved(const QString &lessonFolder);
void setSolved(const QString &lessonFolder, bool solved);

/// The student's text, or an empty array when there is none (the lesson starts from its file).
QByteArray text(const QString &lessonFolder);
/// Keeps TEXT; an empty TEXT forgets it (Reset lesson).
void setText(const QString &lessonFolder, const QByteArray &text);

/// Forgets every lesson's progress (tests).
void clearAll();

} // namespace LessonProgress

} // namespace robots::ui
