// SPDX-License-Identifier: MIT
#include "editor.h"
#include "mainwindow.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using robots::ui::MainWindow;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void openFileShowsTextWithRobotsHighlighting()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# go away\nUser-agent: *\nDisallow: /\n");
        f.close();

        MainWindow w;
        QVERIFY(w.openFile(path));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("# go away\nUser-agent: *\nDisallow: /\n"));
        QCOMPARE(w.editor()->definitionName(), QStringLiteral("robots.txt"));
        QVERIFY(!w.editor()->themeName().isEmpty());
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("robots.txt")));

        // The highlighter has applied formats: the comment line and the directive line differ.
        w.show();
        const QTextBlock comment = w.editor()->document()->findBlockByNumber(0);
        const QTextBlock directive = w.editor()->document()->findBlockByNumber(1);
        QTRY_VERIFY(!comment.layout()->formats().isEmpty());
        QVERIFY(!directive.layout()->formats().isEmpty());
        QVERIFY(comment.layout()->formats().constFirst().format != directive.layout()->formats().constFirst().format);
    }

    void openMissingFileKeepsTextAndSaysWhy()
    {
        MainWindow w;
        w.editor()->setPlainText(QStringLiteral("User-agent: *"));
        QVERIFY(!w.openFile(QStringLiteral("/nonexistent/robots.txt")));
        QVERIFY(w.errorString().contains(QStringLiteral("/nonexistent/robots.txt")));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
