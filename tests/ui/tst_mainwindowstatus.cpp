// SPDX-License-Identifier: MIT
// The main window. The status bar: the encoding and the line endings of the current document, converted from
// their buttons' menus.
// Offscreen, no fixed sleeps: QTRY_* and QSignalSpy.
#include "analysis/settingsstore.h"
#include "windowtests.h"

using robots::ui::Document;
using robots::ui::Editor;
using robots::ui::EditorTab;
using robots::ui::MainWindow;
using Question = robots::ui::MainWindow::Question;
using namespace windowtests;

class TestMainWindowStatus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindowstatus"));
    }

    void init()
    {
        robots::ui::Settings::clear();
        QDir(recoveryRoot()).removeRecursively();
    }

    // ----- Status bar: encoding and line endings

    void statusBarShowsEncodingAndLineEnding_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QString>("lineEnding");
        QTest::newRow("rfc9309-2.2/eol-lf") << "lf.txt" << "UTF-8" << "LF";
        QTest::newRow("rfc9309-2.2/eol-crlf") << "crlf.txt" << "UTF-8" << "CRLF";
        QTest::newRow("rfc9309-2.2/eol-cr") << "cr.txt" << "UTF-8" << "CR";
        QTest::newRow("rfc9309-2.2/eol-mixed") << "mixed.txt" << "UTF-8" << "Mixed";
        QTest::newRow("google/bom") << "bom.txt" << "UTF-8 with BOM" << "CRLF";
        QTest::newRow("utf8/invalid-bytes") << "invalid-utf8.txt" << "UTF-8 (invalid bytes)" << "LF";
    }

    void statusBarShowsEncodingAndLineEnding()
    {
        QFETCH(QString, file);
        MainWindow w;
        QVERIFY(w.documents()->openFile(roundTripDir + file));
        QTEST(w.findChild<QToolButton *>(QStringLiteral("encodingButton"))->text(), "encoding");
        QTEST(w.findChild<QToolButton *>(QStringLiteral("lineEndingButton"))->text(), "lineEnding");
    }

    void lineEndingsConvertFromTheStatusBar()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        const QByteArray original("User-agent: *\r\nDisallow: /a\nAllow: /b\r");
        QVERIFY(writeFile(path, original));
        MainWindow w;
        QVERIFY(w.documents()->openFile(path));
        auto *button = w.findChild<QToolButton *>(QStringLiteral("lineEndingButton"));
        QCOMPARE(button->text(), QStringLiteral("Mixed"));
        QAction *toCrLf = button->menu()->findChild<QAction *>(QStringLiteral("actionLineEndingCrLf"));
        QVERIFY(toCrLf);
        toCrLf->trigger();
        QCOMPARE(button->text(), QStringLiteral("CRLF"));
        QVERIFY(toCrLf->isChecked());
        QVERIFY(w.isWindowModified());
        // One undo step: Ctrl+Z in the editor brings the mixed endings back.
        QTest::keySequence(w.editor(), QKeySequence::Undo);
        QCOMPARE(button->text(), QStringLiteral("Mixed"));
        QVERIFY(!w.isWindowModified());
        QTest::keySequence(w.editor(), QKeySequence::Redo);
        QVERIFY(w.documents()->save());
        QCOMPARE(readFile(path), QByteArray("User-agent: *\r\nDisallow: /a\r\nAllow: /b\r\n"));
    }

    void byteOrderMarkTogglesFromTheStatusBar()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        QVERIFY(w.documents()->openFile(path));
        auto *button = w.findChild<QToolButton *>(QStringLiteral("encodingButton"));
        button->menu()->findChild<QAction *>(QStringLiteral("actionEncodingUtf8Bom"))->trigger();
        QCOMPARE(button->text(), QStringLiteral("UTF-8 with BOM"));
        QVERIFY(w.documents()->save());
        QCOMPARE(readFile(path), QByteArray("\xef\xbb\xbfUser-agent: *\n"));
        button->menu()->findChild<QAction *>(QStringLiteral("actionEncodingUtf8"))->trigger();
        QCOMPARE(button->text(), QStringLiteral("UTF-8"));
        QVERIFY(w.documents()->save());
        QCOMPARE(readFile(path), QByteArray("User-agent: *\n"));
    }
};

QTEST_MAIN(TestMainWindowStatus)
#include "tst_mainwindowstatus.moc"
