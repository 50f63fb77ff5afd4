// SPDX-License-Identifier: MIT
// What the preview programs share (readable_preview, learn_preview): their start-up and the one way
// they make a picture — a fresh main window in the default layout at a size, prepared as a user
// would, then grabbed. Previews render for people to look at; they assert nothing (the tests do).
#pragma once

#include "analysis/settingsstore.h"
#include "document/documentmanager.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QMessageBox>
#include <QSettings>
#include <QSize>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>

#include <cstdio>
#include <functional>

namespace previews {

/// The value after `name` in `args`, or `fallback`.
inline QString option(const QStringList &args, const QString &name, const QString &fallback = QString())
{
    const qsizetype at = args.indexOf(name);
    return at > 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
}

/// Sets the preview up under its own name: settings and data in the test locations (never the
/// user's), the language of `--language` installed. False, after printing `usage`, when the first
/// argument is not the output folder.
inline bool start(const QApplication &app, const char *name, const char *usage)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(name));
    const QStringList args = app.arguments();
    if (args.size() < 2 || args.at(1).startsWith(QLatin1Char('-'))) {
        std::fprintf(stderr, "usage: %s\n", usage);
        return false;
    }
    const QString language = option(args, QStringLiteral("--language"));
    if (!language.isEmpty())
        robots::ui::installTranslations(language);
    return true;
}

/// A fresh window of `size` in the default layout (settings cleared: no progress, no saved
/// docks), `prepare` run on it, then its picture in `out`.
inline bool shoot(const QSize &size, const QString &out, const std::function<bool(robots::ui::MainWindow &)> &prepare)
{
    robots::ui::Settings::clear();
    robots::ui::MainWindow w;
    w.documents()->setQuestionHandler(
        [](const robots::ui::DocumentManager::Question &) { return QMessageBox::Discard; });
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w) || !prepare(w)) {
        std::fprintf(stderr, "cannot make %s\n", qPrintable(out));
        return false;
    }
    QTest::qWait(200); // a preview, not a test: let the docks and splitters settle
    const bool saved = w.grab().save(out);
    w.close();
    return saved;
}

} // namespace previews
