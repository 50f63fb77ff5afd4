// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/testcase.h"

#include <robots/dialect.h>
#include <robots/studio/lesson.h>
#include <robots/studio/testset.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace robots::ui {

/// One lesson of a course, read from its folder (the files robots/studio/lesson.h describes; a Qt
/// resource folder under :/lessons/ for the shipped course, a folder on disk for a teacher's).
/// Reading never fails: what is missing or wrong is in problems(), in words for the teacher.
struct Lesson
{
    QString folder;   ///< ":/lessons/01-records" or an absolute path.
    QString id;       ///< The folder's name ("01-records").
    QString language; ///< The page's language: "ja" for lesson.ja.md, "en" for lesson.md.

    LessonText page;           ///< The page in `language` (title, body, goals with hints, solved text).
    TestSet goals;             ///< goals.tests: the hidden expectations, by `@goal`.
    QByteArray startText;      ///< robots.txt: the file the student starts from.
    QByteArray answer;         ///< answer.robots.txt: the model answer (empty when there is none).
    TestCases cases;           ///< robots.txt.tests: the cases the tester shows.
    QList<DialectId> dialects; ///< robots.txt.tests' `@dialect` lines: the tester's columns.
    QStringList problems;      ///< "goals.tests:4: …", translated; empty when the lesson is fine.

    /// The page's title, or the folder's name when the page has none.
    QString title() const;
    /// A lesson can be taken when its page and its robots.txt were read.
    bool isUsable() const { return m_usable; }

    /// Reads the lesson in FOLDER, its page in LANGUAGE when there is a lesson.LANGUAGE.md
    /// ("" or "en": lesson.md), and checks it (checkLesson()). O(size of the files).
    static Lesson load(const QString &folder, const QString &language);

private:
    bool m_usable = false;
};

/// A course: lesson folders in the order of their names. Opening a lesson folder (or its
/// lesson.md) gives a course of that one lesson.
struct Course
{
    QString folder;      ///< The course folder (the lesson's own folder for a single lesson).
    QStringList lessons; ///< The lessons' folders, in order.
    QString error;       ///< Why nothing could be opened, translated; empty when fine.

    bool isEmpty() const { return lessons.isEmpty(); }
    /// The index of the lesson in FOLDER, or -1.
    int indexOf(const QString &lessonFolder) const { return lessons.indexOf(lessonFolder); }

    /// A course folder (folder of lesson folders), a lesson folder, or a lesson's page (lesson.md).
    static Course open(const QString &path);
    /// The course shipped with the studio (:/lessons).
    static QString builtinFolder();
    /// The title of the lesson in FOLDER in LANGUAGE, read from its page's first `# ` line (cheap:
    /// for the course list), else the folder's name.
    static QString lessonTitle(const QString &lessonFolder, const QString &language);
};

} // namespace robots::ui
