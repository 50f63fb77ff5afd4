// SPDX-License-Identifier: MIT
// A studio that crashes, for the kill -9 tests. Two modes:
//
//   recovery_child FILE CASES LINE...
// For tst_documentmanager: a DocumentManager (views a plain list) opens FILE, types the lines given
// after it, attaches companion data (the tester's cases), and prints "copy <id>" once a
// crash-recovery copy holding all of that is on disk. Then it goes on typing "# more" lines until
// it is killed.
//
//   recovery_child --window APPNAME TEXT ITEM...
// For the window suites (APPNAME is theirs): the real main window opens each ITEM (a file, or
// example:ID for Help → Examples), as the studio does, the tester and its test sets included; TEXT
// is typed at the end of the last one through its editor. Once the copy of that document is on
// disk and every write queued with it is done, it prints "copy <id>" and waits to be killed.
//
// Same QStandardPaths test location as the test, so the test finds the copies where the next
// start would.
#include "listviews.h"

#include "document/recoverymanager.h"
#include "editor/editor.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>
#include <QTextCursor>
#include <QTimer>

#include <cstdio>

namespace {

int windowChild(QApplication &app, const QStringList &args)
{
    if (args.size() < 5) {
        std::fprintf(stderr, "usage: recovery_child --window APPNAME TEXT ITEM...\n");
        return 2;
    }
    QCoreApplication::setApplicationName(args.at(2));
    robots::ui::MainWindow window;
    window.show();
    window.documents()->setRecoveryDelays(10, 50);
    for (const QString &item : args.mid(4)) {
        const bool opened = item.startsWith(QStringLiteral("example:"))
                                ? window.openExample(item.mid(int(qstrlen("example:"))))
                                : window.documents()->openFile(item);
        if (!opened) {
            std::fprintf(stderr, "cannot open %s\n", qPrintable(item));
            return 2;
        }
    }
    robots::ui::Document *document = window.currentDocument();
    const QString id = window.documents()->recoveryId(document);
    robots::ui::RecoveryManager *recovery = window.documents()->recoveryManager();
    bool announced = false;
    // copyWritten() comes from the writer thread: &app queues it to this one.
    QObject::connect(recovery, &robots::ui::RecoveryManager::copyWritten, &app, [&](const QString &written) {
        if (announced || written != id)
            return;
        announced = true;
        recovery->waitForWrites(); // the other documents' copies of the same round too
        std::printf("copy %s\n", qPrintable(id));
        std::fflush(stdout);
    });
    window.editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(window.editor(), args.at(3));
    return QApplication::exec();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_documentmanager"));
    const QStringList args = app.arguments();
    if (args.size() > 1 && args.at(1) == QStringLiteral("--window"))
        return windowChild(app, args);
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
