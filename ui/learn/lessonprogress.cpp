// SPDX-License-Identifier: MIT
#include "learn/lessonprogress.h"

#include <QSettings>
#include <QUrl>

namespace robots::ui {

namespace {

// One settings group per lesson; '/' separates QSettings groups, so the folder is percent-encoded.
QString key(const QString &lessonFolder, const char *name)
{
    return QStringLiteral("learn/") + QString::fromLatin1(QUrl::toPercentEncoding(lessonFolder)) + QLatin1Char('/') +
           QLatin1String(name);
}

} // namespace

namespace LessonProgress {

bool isSolved(const QString &lessonFolder)
{
    return QSettings().value(key(lessonFolder, "solved"), false).toBool();
}

void setSolved(const QString &lessonFolder, bool solved)
{
    QSettings settings;
    if (solved)
        settings.setValue(key(lessonFolder, "solved"), true);
    else
        settings.remove(key(lessonFolder, "solved"));
}

QByteArray text(const QString &lessonFolder)
{
    return QSettings().value(key(lessonFolder, "text")).toByteArray();
}

void setText(const QString &lessonFolder, const QByteArray &text)
{
    QSettings settings;
    if (text.isEmpty())
        settings.remove(key(lessonFolder, "text"));
    else if (settings.value(key(lessonFolder, "text")).toByteArray() != text)
        settings.setValue(key(lessonFolder, "text"), text);
}

void clearAll()
{
    QSettings().remove(QStringLiteral("learn"));
}

} // namespace LessonProgress

} // namespace robots::ui
