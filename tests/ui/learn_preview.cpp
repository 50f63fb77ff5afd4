// SPDX-License-Identifier: MIT
// Renders the course in the studio's main window to PNGs to look at (docs/learn-solved.png,
// docs/learn-hint.png): lesson SOLVED with its model answer typed in (every goal ticked, the
// Solved text), and lesson HINT after the student pressed Check on the starting file (the unmet
// goals' hints). Not part of ctest:
//   QT_QPA_PLATFORM=offscreen learn_preview OUTDIR [--language ja] [--course FOLDER]
//                                          [--solved INDEX] [--hint INDEX]
// The course is the shipped one (:/lessons) unless FOLDER is given; indexes count from 0.
#include "analysis/settingsstore.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "i18n/translations.h"
#include "learn/course.h"
#include "learn/lessonattempt.h"
#include "mainwindow/learnfeature.h"
#include "mainwindow/mainwindow.h"
#include "previews.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>

using namespace robots::ui;

namespace {

bool render(const QString &course, int index, bool solve, const QString &out)
{
    return previews::shoot(QSize(1600, 1000), out, [&](MainWindow &w) {
        auto *learn = w.findChild<LearnFeature *>();
        if (!learn->openCourse(course) || !learn->openLesson(index)) {
            std::fprintf(stderr, "learn_preview: cannot open lesson %d of %s\n", index, qPrintable(course));
            return false;
        }
        const LessonAttempt *attempt = learn->attemptOf(w.currentDocument());
        if (solve) {
            QFile answer(attempt->lesson().folder + QStringLiteral("/answer.robots.txt"));
            if (!answer.open(QIODevice::ReadOnly))
                return false;
            w.editor()->selectAll();
            w.editor()->insertPlainText(QString::fromUtf8(answer.readAll()));
            if (!QTest::qWaitFor([&] { return attempt->isSolved(); })) {
                std::fprintf(stderr, "learn_preview: the model answer of %s does not solve it\n",
                             qPrintable(attempt->lesson().folder));
                return false;
            }
        } else {
            w.findChild<QPushButton *>(QStringLiteral("lessonCheck"))->click();
        }
        return true;
    });
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (!previews::start(app, "learn_preview",
                         "learn_preview OUTDIR [--language ja] [--course FOLDER] [--solved INDEX] [--hint INDEX]"))
        return 2;
    const QStringList args = app.arguments();
    const QString language = previews::option(args, QStringLiteral("--language"));
    const QString course = previews::option(args, QStringLiteral("--course"), Course::builtinFolder());
    const QDir out(args.at(1));
    const QString suffix = language.isEmpty() ? QString() : QLatin1Char('-') + language;
    const bool ok = render(course, previews::option(args, QStringLiteral("--solved"), QStringLiteral("0")).toInt(),
                           true, out.filePath(QStringLiteral("learn-solved") + suffix + QStringLiteral(".png"))) &&
                    render(course, previews::option(args, QStringLiteral("--hint"), QStringLiteral("1")).toInt(), false,
                           out.filePath(QStringLiteral("learn-hint") + suffix + QStringLiteral(".png")));
    robots::ui::Settings::clear();
    return ok ? 0 : 1;
}
