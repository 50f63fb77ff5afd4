// SPDX-License-Identifier: MIT
// A studio stand-in for tst_documentmanager's kill -9 test: a DocumentManager (views a plain list)
// opens FILE, types the lines given after it, attaches companion data (the tester's cases), and
// prints "copy <id>" once a crash-recovery copy holding all of that is on disk. Then it goes on
// typing "# more" lines until it is killed. Same QStandardPaths test location as the test, so the
// test finds the copy where the next start would.
#include "listviews.h"

#include "document/recoverymanager.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTextCursor>
#include <QTimer>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_documentmanager"));
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: recovery_child FILE CASES LINE...\n");
        return 2;
    }
    listviews::ListViews views;
    listviews::FakeCompanion companion;
    robots::ui::DocumentManager manager(views, nullptr);
    manager.setRecoveryCompanion(&companion);
    manager.setRecoveryDelays(50, 150);
    if (!manager.openFile(args.at(1))) {
        std::fprintf(stderr, "%s\n", qPrintable(manager.errorString()));
        return 2;
    }
    robots::ui::Document *document = views.currentDocument();
    QTextCursor cursor(document->textDocument());
    cursor.movePosition(QTextCursor::End);
    for (const QString &line : args.mid(3))
        cursor.insertText(line + QLatin1Char('\n'));
    companion.data.insert(document, args.at(2).toUtf8());
    manager.companionChanged(document);

    const QString id = manager.recoveryId(document);
    bool announced = false;
    QTimer typing;
    typing.setInterval(10);
    QObject::connect(&typing, &QTimer::timeout, [&] { cursor.insertText(QStringLiteral("# more\n")); });
    // copyWritten() comes from the writer thread: &app queues it to this one.
    QObject::connect(manager.recoveryManager(), &robots::ui::RecoveryManager::copyWritten, &app,
                     [&](const QString &written) {
                         if (announced || written != id)
                             return;
                         announced = true;
                         std::printf("copy %s\n", qPrintable(id));
                         std::fflush(stdout);
                         typing.start(); // killed while typing
                     });
    return app.exec();
}
