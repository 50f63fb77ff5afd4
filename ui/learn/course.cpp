// SPDX-License-Identifier: MIT
#include "learn/course.h"

#include "analysis/messages.h"
#include "analysis/testsetfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <string_view>

namespace robots::ui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robots::ui::Course", text);
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

// The file's bytes; nullopt-like (ok == false) when it cannot be read.
QByteArray readFile(const QString &path, bool *ok)
{
    QFile file(path);
    *ok = file.open(QIODevice::ReadOnly);
    return *ok ? file.readAll() : QByteArray();
}

QString pagePath(const QString &folder, const QString &language)
{
    if (!language.isEmpty() && language != QLatin1String("en")) {
        const QString translated = folder + QStringLiteral("/lesson.") + language + QStringLiteral(".md");
        if (QFileInfo::exists(translated))
            return translated;
    }
    return folder + QStringLiteral("/lesson.md");
}

bool isLessonFolder(const QString &folder)
{
    return QFileInfo::exists(folder + QStringLiteral("/lesson.md"));
}

} // namespace

QString Lesson::title() const
{
    return page.title.empty() ? id : QString::fromStdString(page.title);
}

Lesson Lesson::load(const QString &folder, const QString &language)
{
    Lesson lesson;
    lesson.folder = folder;
    lesson.id = QFileInfo(folder).fileName();
    const QString path = pagePath(folder, language);
    lesson.language = path.endsWith(QLatin1String("/lesson.md")) ? QStringLiteral("en") : language;
    const QString pageName = QFileInfo(path).fileName();

    bool ok = false;
    const QByteArray markdown = readFile(path, &ok);
    if (!ok)
        lesson.problems << tr("%1: cannot be read").arg(pageName);
    lesson.page = parseLessonText(view(markdown), pageName.toStdString());
    const bool pageRead = ok;

    lesson.startText = readFile(folder + QStringLiteral("/robots.txt"), &ok);
    if (!ok)
        lesson.problems << tr("robots.txt: cannot be read (the file the student starts from)");
    const bool startRead = ok;

    const QByteArray goalsText = readFile(folder + QStringLiteral("/goals.tests"), &ok);
    if (!ok)
        lesson.problems << tr("goals.tests: cannot be read (the goals' hidden expectations)");
    lesson.goals = parseTestSet(view(goalsText));

    lesson.answer = readFile(folder + QStringLiteral("/answer.robots.txt"), &ok); // optional

    // The tester's cases, and the dialects they name as its columns.
    const QByteArray casesText = readFile(folder + QStringLiteral("/robots.txt.tests"), &ok);
    if (ok) {
        const TestSetFile::Loaded loaded = TestSetFile::fromText(casesText);
        lesson.cases = loaded.cases;
        for (const QString &error : loaded.errors)
            lesson.problems << QStringLiteral("robots.txt.tests: ") + error;
        for (const TestCase &testCase : std::as_const(lesson.cases)) {
            for (DialectId id : testCase.dialects) {
                if (!lesson.dialects.contains(id))
                    lesson.dialects << id;
            }
        }
    }
    if (lesson.dialects.isEmpty())
        lesson.dialects << DialectId::Rfc9309;

    // The teacher's checks of the core (the page's own problems are among them).
    for (const LessonProblem &problem : checkLesson(lesson.page, lesson.goals)) {
        const QString file = QString::fromStdString(problem.file);
        const QString where = problem.line > 0 ? tr("%1:%2").arg(file).arg(problem.line) : file;
        lesson.problems << tr("%1: %2").arg(where, messageText(problem.message));
    }
    lesson.m_usable = pageRead && startRead;
    return lesson;
}

QString Course::builtinFolder()
{
    return QStringLiteral(":/lessons");
}

Course Course::open(const QString &path)
{
    Course course;
    QFileInfo info(path);
    if (!info.exists()) {
        course.error = tr("%1 does not exist.").arg(QDir::toNativeSeparators(path));
        return course;
    }
    // A lesson's page: its folder is the lesson.
    if (info.isFile()) {
        if (!info.fileName().startsWith(QLatin1String("lesson")) || info.suffix() != QLatin1String("md")) {
            course.error =
                tr("%1 is not a lesson: open a lesson's folder or its lesson.md.").arg(QDir::toNativeSeparators(path));
            return course;
        }
        info = QFileInfo(info.absolutePath());
    }
    const QString folder =
        path.startsWith(QLatin1Char(':')) ? QDir::cleanPath(info.filePath()) : info.absoluteFilePath();
    course.folder = folder;
    if (isLessonFolder(folder)) {
        course.lessons << folder;
        return course;
    }
    // A course: the lesson folders in it, by name (01-…, 02-…).
    const QDir dir(folder);
    for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString lesson = folder + QLatin1Char('/') + name;
        if (isLessonFolder(lesson))
            course.lessons << lesson;
    }
    if (course.lessons.isEmpty())
        course.error = tr("%1 has no lesson: a lesson is a folder with a lesson.md, a course a folder of them.")
                           .arg(QDir::toNativeSeparators(path));
    return course;
}

QString Course::lessonTitle(const QString &lessonFolder, const QString &language)
{
    QFile file(pagePath(lessonFolder, language));
    if (file.open(QIODevice::ReadOnly)) {
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (line.startsWith("# "))
                return QString::fromUtf8(line.mid(2)).trimmed();
        }
    }
    return QFileInfo(lessonFolder).fileName();
}

} // namespace robots::ui
