// SPDX-License-Identifier: MIT
// Renders the studio's main window at one size, as a user opens each view, to PNGs to look at:
// whether each is readable at that size (tst_aipolicy, tst_alldialects, tst_learn, tst_testerpanel
// and tst_documents assert it). Not part of ctest:
//   QT_QPA_PLATFORM=offscreen readable_preview OUTDIR [--size 1280x800] [--language ja]
// writes, with -WxH[-LANG] after each name:
//   ai-policy: the ancient-castle example, View → AI Policy;
//   all-dialects: every dialect shown in the cases table, Compare All Dialects (Ctrl+Shift+D);
//   learn: Help → Learn robots.txt, lesson 1 after Check;
//   tabs: two files whose long names differ only in their middle, both modified.
#include "aipolicy/aipolicydock.h"
#include "aipolicy/aipolicymodel.h"
#include "analysis/settingsstore.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "i18n/translations.h"
#include "mainwindow/learnfeature.h"
#include "mainwindow/mainwindow.h"
#include "previews.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <robots/dialect.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <functional>

using namespace robots::ui;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (!previews::start(app, "readable_preview", "readable_preview OUTDIR [--size WxH] [--language ja]"))
        return 2;
    const QStringList args = app.arguments();
    const QString language = previews::option(args, QStringLiteral("--language"));
    const QStringList size =
        previews::option(args, QStringLiteral("--size"), QStringLiteral("1280x800")).split(QLatin1Char('x'));
    const QSize windowSize(size.value(0).toInt(), size.value(1).toInt());
    const QDir outDir(args.at(1));
    const QString suffix = QStringLiteral("-%1x%2").arg(windowSize.width()).arg(windowSize.height()) +
                           (language.isEmpty() ? QString() : QLatin1Char('-') + language) + QStringLiteral(".png");
    const auto path = [&](const char *name) { return outDir.filePath(QLatin1String(name) + suffix); };

    bool ok = previews::shoot(windowSize, path("ai-policy"), [](MainWindow &w) {
        if (!w.openExample(QStringLiteral("ancient-castle")))
            return false;
        w.findChild<QAction *>(QStringLiteral("actionShowAiPolicy"))->trigger();
        auto *dock = w.findChild<AiPolicyDock *>(QStringLiteral("aiPolicyDock"));
        const QModelIndex cell = dock->model()->indexOf(QStringLiteral("GPTBot"), 1);
        return QTest::qWaitFor([&] { return !cell.data().toString().isEmpty(); });
    });

    ok = previews::shoot(windowSize, path("all-dialects"),
                         [](MainWindow &w) {
                             if (!w.openExample(QStringLiteral("ancient-castle")))
                                 return false;
                             QList<robots::DialectId> every;
                             for (const robots::Dialect &d : robots::allDialects())
                                 every << d.id();
                             w.testerPanel()->setShownDialects(every);
                             w.testerPanel()->selectCase(1);
                             w.testerPanel()->compareAllDialectsAction()->trigger();
                             return QTest::qWaitFor([&] { return !w.testerPanel()->model()->isEvaluating(); });
                         }) &&
         ok;

    ok = previews::shoot(windowSize, path("learn"),
                         [](MainWindow &w) {
                             w.findChild<QAction *>(QStringLiteral("actionLearn"))->trigger();
                             if (!w.findChild<LearnFeature *>()->attemptOf(w.currentDocument()))
                                 return false;
                             w.findChild<QPushButton *>(QStringLiteral("lessonCheck"))->click();
                             return true;
                         }) &&
         ok;

    QTemporaryDir dir;
    ok = previews::shoot(windowSize, path("tabs"),
                         [&dir](MainWindow &w) {
                             for (const char *stage : {"production", "staging"}) {
                                 const QString file = dir.filePath(
                                     QStringLiteral("www.example-online-shop-%1.robots.txt").arg(QLatin1String(stage)));
                                 QFile f(file);
                                 if (!f.open(QIODevice::WriteOnly) || f.write("User-agent: *\nDisallow: /cart/\n") < 0)
                                     return false;
                                 f.close();
                                 if (!w.documents()->openFile(file))
                                     return false;
                                 w.editor()->moveCursor(QTextCursor::End);
                                 w.editor()->insertPlainText(
                                     QStringLiteral("Disallow: /%1/\n").arg(QLatin1String(stage)));
                             }
                             return true;
                         }) &&
         ok;
    robots::ui::Settings::clear();
    return ok ? 0 : 1;
}
