// SPDX-License-Identifier: MIT
#include "learn/lessonprogress.h"

#include "analysis/settingsstore.h"

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
    return ui::Settings::value(key(lessonFolder, "solved"), false).toBool();
}

void setSolved(const QString &lessonFolder, bool solved)
{
    if (solved)
        ui::Settings::setValue(key(lessonFolder, "solved"), true);
    else
        ui::Settings::remove(key(lessonFolder, "solved"));
}

QByteArray text(const QString &lessonFolder)
{
    return ui::Settings::value(key(lessonFolder, "text")).toByteArray();
}

void setText(const QString &lessonFolder, const QByteArray &text)
{
    if (text.isEmpty())
        ui::Settings::remove(key(lessonFolder, "text"));
    else if (ui::Settings::value(key(lessonFolder, "text")).toByteArray() != text)
        ui::Settings::setValue(key(lessonFolder, "text"), text);
}

void clearAll()
{
    ui::Settings::remove(QStringLiteral("learn"));
}

} // namespace LessonProgress

} // namespace robots::ui
