// SPDX-License-Identifier: MIT
// The main window: files in tabs, the byte-exact round trip through the window, the
// unsaved-changes guard, changes on disk, crash recovery, recent files, find / replace, go to
// line, zoom, themes. Offscreen, no fixed sleeps: QTRY_* and QSignalSpy.
#include "document/document.h"
#include "document/recoverymanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/findbar.h"
#include "editor/gotolinebar.h"
#include "editor/notificationbar.h"
#include "mainwindow/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

#include <cstdio>
#include <memory>

using robots::ui::Document;
using robots::ui::Editor;
using robots::ui::EditorTab;
using robots::ui::MainWindow;
using Question = robots::ui::MainWindow::Question;

namespace {

const QString roundTripDir = QStringLiteral(ROBOTS_TEST_DATA "/ui/roundtrip/");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Answers the window's questions from a script and remembers what was asked.
struct Answers
{
    QList<Question::Kind> asked;
    QHash<Question::Kind, QMessageBox::StandardButton> reply;

    MainWindow::QuestionHandler handler()
    {
        return [this](const Question &q) {
            asked.append(q.kind);
            return reply.value(q.kind, q.kind == Question::Kind::Error ? QMessageBox::Ok : QMessageBox::Cancel);
        };
    }
};

QAction *action(const QWidget &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

// Clicks BUTTON of the message box that the window is about to show (polls the top-level widgets
// from the box's own modal event loop; no fixed wait).
std::unique_ptr<QTimer> clickWhenShown(QMessageBox::StandardButton button, QString *text)
{
    auto timer = std::make_unique<QTimer>();
    timer->setInterval(5);
    QObject::connect(timer.get(), &QTimer::timeout, timer.get(), [t = timer.get(), button, text] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(w);
            if (!box || !box->isVisible())
                continue;
            t->stop();
            *text = box->text();
            box->button(button)->click();
            return;
        }
    });
    timer->start();
    return timer;
}

QString recoveryRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void init()
    {
        // The window shared by the round-trip rows goes before its recovery folder does.
        if (m_shared && qstrcmp(QTest::currentTestFunction(), "openSaveThroughWindowIsByteIdentical") != 0)
            m_shared.reset();
        QSettings().clear();
        if (!m_shared)
            QDir(recoveryRoot()).removeRecursively();
    }

    void openFileShowsTextWithRobotsHighlighting()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "# go away\nUser-agent: *\nDisallow: /\n"));

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
        QCOMPARE(w.tabCount(), 1);
    }

    // ----- Byte-exact round trip through the window (open, File → Save)

    void openSaveThroughWindowIsByteIdentical_data()
    {
        QTest::addColumn<QString>("source");
        const QStringList crafted = QDir(roundTripDir).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        QVERIFY(!crafted.isEmpty());
        for (const QString &name : crafted)
            QTest::newRow(qPrintable(QStringLiteral("crafted/") + name)) << roundTripDir + name;
        const QDir corpus(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real"));
        if (!corpus.exists()) {
            qInfo("the shared corpus (%s) is absent: only the crafted files are round-tripped here",
                  ROBOTS_SHARED_DIR "/corpus/real");
            return;
        }
        for (const QString &name : corpus.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(QStringLiteral("corpus/") + name)) << corpus.filePath(name);
    }

    void openSaveThroughWindowIsByteIdentical()
    {
        QFETCH(QString, source);
        const QByteArray original = readFile(source);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt")); // never write the sources
        QVERIFY(writeFile(path, original));

        if (!m_shared) {
            m_shared = std::make_unique<MainWindow>();
            m_shared->setQuestionHandler(m_sharedAnswers.handler());
            m_sharedAnswers.reply[Question::Kind::BinaryFile] = QMessageBox::Open;
            m_sharedAnswers.reply[Question::Kind::LargeFile] = QMessageBox::Open;
        }
        MainWindow &w = *m_shared;
        QVERIFY2(w.openFile(path), qPrintable(w.errorString()));
        QVERIFY(!w.isWindowModified());
        QVERIFY(action(w, "actionSave")->isEnabled());
        action(w, "actionSave")->trigger();
        QCOMPARE(readFile(path), original);
        QVERIFY(w.closeTab(0));
    }

    void cleanupTestCase() { m_shared.reset(); }

    void editThenSaveKeepsOtherLinesAndBytes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        const QByteArray original("User-agent: *\r\nDisallow: /caf\xe9/\nAllow: /x\r\n");
        QVERIFY(writeFile(path, original));
        MainWindow w;
        QVERIFY(w.openFile(path));
        // Type at the end of line 3 (RFC 9309 §2.2: CRLF, LF and CR all end a line).
        w.editor()->goToLine(3, 10);
        QTest::keyClicks(w.editor(), QStringLiteral("yz"));
        action(w, "actionSave")->trigger();
        QCOMPARE(readFile(path), QByteArray("User-agent: *\r\nDisallow: /caf\xe9/\nAllow: /xyz\r\n"));
    }

    // ----- Title, tabs, several files

    void windowTitleFollowsModification()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        QCOMPARE(w.windowTitle(), QStringLiteral("Untitled[*] — Robots.txt Studio"));
        QVERIFY(w.openFile(path));
        QCOMPARE(w.windowTitle(), QStringLiteral("robots.txt[*] — Robots.txt Studio"));
        QVERIFY(!w.isWindowModified());
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("tabs"));
        QCOMPARE(tabs->tabText(0), QStringLiteral("robots.txt"));

        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        QVERIFY(w.isWindowModified());
        QCOMPARE(tabs->tabText(0), QStringLiteral("robots.txt*"));
        w.editor()->undo();
        QVERIFY(!w.isWindowModified());
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        QVERIFY(w.save());
        QVERIFY(!w.isWindowModified());
        QCOMPARE(tabs->tabText(0), QStringLiteral("robots.txt"));
        QCOMPARE(readFile(path), QByteArray("#User-agent: *\n"));
    }

    void severalFilesOpenInTabsAndReopeningFocuses()
    {
        QTemporaryDir dir;
        QStringList paths;
        for (const char *name : {"a.txt", "b.txt", "c.txt"}) {
            paths << dir.filePath(QLatin1String(name));
            QVERIFY(writeFile(paths.last(), QByteArray("User-agent: ") + name + "\n"));
        }
        MainWindow w;
        QSignalSpy opened(&w, &MainWindow::tabOpened);
        QCOMPARE(w.openFiles(paths), 3);
        QCOMPARE(w.tabCount(), 3); // the empty untitled tab was reused
        QCOMPARE(opened.count(), 2);
        QCOMPARE(w.currentFile(), paths[2]);

        QVERIFY(w.openFile(paths[0]));
        QCOMPARE(w.tabCount(), 3);
        QCOMPARE(w.currentFile(), paths[0]);
        // The same file by another name (a ".." detour, a symbolic link) is the same tab.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        QVERIFY(w.openFile(dir.filePath(QStringLiteral("sub/../b.txt"))));
        QCOMPARE(w.currentFile(), paths[1]);
        QVERIFY(QFile::link(paths[2], dir.filePath(QStringLiteral("link.txt"))));
        QVERIFY(w.openFile(dir.filePath(QStringLiteral("link.txt"))));
        QCOMPARE(w.currentFile(), paths[2]);
        QCOMPARE(w.tabCount(), 3);

        // Closing every tab leaves one empty untitled tab.
        while (w.tabCount() > 1)
            QVERIFY(w.closeTab(0));
        QVERIFY(w.closeTab(0));
        QCOMPARE(w.tabCount(), 1);
        QVERIFY(w.currentFile().isEmpty());
    }

    // robotstxt-studio FILE... opens every file and says which could not be opened.
    void commandLineTakesSeveralFiles()
    {
        const QString studio = QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt-studio");
        if (!QFileInfo::exists(studio))
            QSKIP("robotstxt-studio is not built in " ROBOTS_BINARY_DIR "/bin");
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.txt"));
        const QString b = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(writeFile(a, "User-agent: *\n"));
        QVERIFY(writeFile(b, "User-agent: b\n"));
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), dir.path()); // nothing of the user's is read or written
        process.setProcessEnvironment(env);
        process.start(studio,
                      {QStringLiteral("--screenshot"), shot, a, dir.filePath(QStringLiteral("missing.txt")), b});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QString errors = QString::fromLocal8Bit(process.readAllStandardError());
        QVERIFY2(errors.contains(QStringLiteral("missing.txt")), qPrintable(errors));
        QVERIFY(!errors.contains(QStringLiteral("a.txt")));
        QVERIFY(!errors.contains(QStringLiteral("b.txt")));
        QImage image(shot);
        QVERIFY(!image.isNull());
    }

    void droppedFilesAreOpened()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.txt"));
        QVERIFY(writeFile(path, "User-agent: *\nDisallow: /drop\n"));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        mime.setText(path);
        // Dropped on the editor: the editor refuses file URLs as text, the window opens them.
        QWidget *target = w.editor()->viewport();
        const QPoint at = target->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &drop);
        QCOMPARE(w.currentFile(), path);
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *\nDisallow: /drop\n"));
        QCOMPARE(w.tabCount(), 1);
    }

    void recentFilesKeepTheTenNewest()
    {
        QTemporaryDir dir;
        MainWindow w;
        QStringList paths;
        for (int i = 0; i < 12; ++i) {
            paths << dir.filePath(QStringLiteral("r%1.txt").arg(i));
            QVERIFY(writeFile(paths.last(), "User-agent: *\n"));
            QVERIFY(w.openFile(paths.last()));
        }
        QStringList expected;
        for (int i = 11; i >= 2; --i)
            expected << paths[i];
        QCOMPARE(w.recentFiles(), expected);
        auto *menu = w.findChild<QMenu *>(QStringLiteral("recentMenu"));
        QVERIFY(menu->findChild<QAction *>(QStringLiteral("recentFile10")));
        QVERIFY(!menu->findChild<QAction *>(QStringLiteral("recentFile11")));

        // Reopening moves a file to the top; the list survives the window (QSettings).
        QVERIFY(w.openFile(paths[5]));
        QCOMPARE(w.recentFiles().constFirst(), paths[5]);
        QCOMPARE(w.recentFiles().size(), 10);
        {
            MainWindow second;
            QCOMPARE(second.recentFiles().constFirst(), paths[5]);
            // The menu opens the file.
            QAction *first = second.findChild<QMenu *>(QStringLiteral("recentMenu"))
                                 ->findChild<QAction *>(QStringLiteral("recentFile1"));
            first->trigger();
            QCOMPARE(second.currentFile(), paths[5]);
        }
        QAction *clear = menu->findChild<QAction *>(QStringLiteral("actionClearRecent"));
        QVERIFY(clear->isEnabled());
        clear->trigger();
        QVERIFY(w.recentFiles().isEmpty());
        clear = menu->findChild<QAction *>(QStringLiteral("actionClearRecent"));
        QVERIFY(!clear->isEnabled());
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
        QVERIFY(w.openFile(roundTripDir + file));
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
        QVERIFY(w.openFile(path));
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
        QVERIFY(w.save());
        QCOMPARE(readFile(path), QByteArray("User-agent: *\r\nDisallow: /a\r\nAllow: /b\r\n"));
    }

    void byteOrderMarkTogglesFromTheStatusBar()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        QVERIFY(w.openFile(path));
        auto *button = w.findChild<QToolButton *>(QStringLiteral("encodingButton"));
        button->menu()->findChild<QAction *>(QStringLiteral("actionEncodingUtf8Bom"))->trigger();
        QCOMPARE(button->text(), QStringLiteral("UTF-8 with BOM"));
        QVERIFY(w.save());
        QCOMPARE(readFile(path), QByteArray("\xef\xbb\xbfUser-agent: *\n"));
        button->menu()->findChild<QAction *>(QStringLiteral("actionEncodingUtf8"))->trigger();
        QCOMPARE(button->text(), QStringLiteral("UTF-8"));
        QVERIFY(w.save());
        QCOMPARE(readFile(path), QByteArray("User-agent: *\n"));
    }

    // ----- Bad input: binary and large files

    void binaryFileAsksAndIsNeverCorrupted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("image.png"));
        QByteArray binary("\x89PNG\r\n\x1a\n", 8);
        for (int i = 0; i < 4096; ++i)
            binary += char(i * 37 % 256);
        QVERIFY(writeFile(path, binary));
        MainWindow w;
        Answers answers;
        w.setQuestionHandler(answers.handler());
        QVERIFY(!w.openFile(path)); // Cancel
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::BinaryFile});
        QVERIFY(w.currentFile().isEmpty());

        answers.reply[Question::Kind::BinaryFile] = QMessageBox::Open;
        QVERIFY(w.openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        w.editor()->undo();
        QVERIFY(w.save());
        QCOMPARE(readFile(path), binary);
    }

    // A PNG served as robots.txt is refused (Cancel is the default answer) with its format named
    // by the core (binaryFormat), and the tab already open keeps its unsaved text.
    void pngIsRefusedAndNothingIsLost()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0", 29)));
        MainWindow w;
        QList<Question> asked;
        w.setQuestionHandler([&asked](const Question &q) {
            asked << q;
            return QMessageBox::Cancel;
        });
        QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
        QVERIFY(!w.openFile(path));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, Question::Kind::BinaryFile);
        QCOMPARE(asked.front().text, QStringLiteral("robots.txt is a PNG image, not a robots.txt."));
        QVERIFY(w.errorString().contains(QStringLiteral("not opened")));
        QCOMPARE(w.tabCount(), 1);
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *"));
        QVERIFY(w.isWindowModified());
        QVERIFY(w.currentFile().isEmpty());
    }

    // A UTF-16 file opens as its text without the binary-file question, and saves back
    // byte-exact until it is converted (tst_diagwindow: the finding and its fix).
    void utf16FileOpensAsTextAndSavesBackExactly_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const char *name : {"utf16le.txt", "utf16be.txt", "utf32le.txt", "utf32be.txt", "utf16le-nobom.txt"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void utf16FileOpensAsTextAndSavesBackExactly()
    {
        QFETCH(QString, fixture);
        const QByteArray original = readFile(QStringLiteral(ROBOTS_TEST_DATA "/encoding/") + fixture);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, original));
        MainWindow w;
        Answers answers;
        w.setQuestionHandler(answers.handler());
        QVERIFY2(w.openFile(path), qPrintable(w.errorString()));
        QVERIFY(answers.asked.isEmpty());
        QVERIFY(!w.editor()->toPlainText().contains(QChar(0)));
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("User-agent: *\nDisallow: /private/\n")));
        // An edit and its undo, then a save: the very bytes that were read.
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        w.editor()->undo();
        QVERIFY(w.save());
        QCOMPARE(readFile(path), original);
        // Undo of the conversion gives the encoding back.
        w.currentDocument()->convertToUtf8();
        QVERIFY(w.isWindowModified());
        w.editor()->undo();
        QVERIFY(w.currentDocument()->wideEncoding().has_value());
        QVERIFY(!w.isWindowModified());
    }

    void largeFileAsksFirst()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.txt"));
        QByteArray large;
        large.reserve(5 * 1000 * 1000 + 100);
        for (int i = 0; large.size() < 5 * 1000 * 1000; ++i)
            large += "Disallow: /path/number/" + QByteArray::number(i) + "\n";
        QVERIFY(writeFile(path, large));
        MainWindow w;
        Answers answers;
        w.setQuestionHandler(answers.handler());
        QVERIFY(!w.openFile(path));
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::LargeFile});
        QVERIFY(w.errorString().contains(QStringLiteral("not opened")));
        answers.reply[Question::Kind::LargeFile] = QMessageBox::Open;
        QVERIFY(w.openFile(path));
        QVERIFY(w.save());
        QCOMPARE(readFile(path), large);
    }

    // ----- Unsaved-changes guard

    void unsavedChangesGuard_data()
    {
        QTest::addColumn<bool>("quit");
        QTest::addColumn<QMessageBox::StandardButton>("answer");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<QByteArray>("onDisk");
        QTest::newRow("close-tab/save") << false << QMessageBox::Save << true << QByteArray("#User-agent: *\n");
        QTest::newRow("close-tab/discard") << false << QMessageBox::Discard << true << QByteArray("User-agent: *\n");
        QTest::newRow("close-tab/cancel") << false << QMessageBox::Cancel << false << QByteArray("User-agent: *\n");
        QTest::newRow("quit/save") << true << QMessageBox::Save << true << QByteArray("#User-agent: *\n");
        QTest::newRow("quit/discard") << true << QMessageBox::Discard << true << QByteArray("User-agent: *\n");
        QTest::newRow("quit/cancel") << true << QMessageBox::Cancel << false << QByteArray("User-agent: *\n");
    }

    void unsavedChangesGuard()
    {
        QFETCH(bool, quit);
        QFETCH(QMessageBox::StandardButton, answer);
        QFETCH(bool, closed);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        w.show();
        Answers answers;
        answers.reply[Question::Kind::UnsavedChanges] = answer;
        w.setQuestionHandler(answers.handler());
        QVERIFY(w.openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("#"));

        if (quit) {
            action(w, "actionQuit")->trigger();
            QCOMPARE(w.isVisible(), !closed);
        } else {
            action(w, "actionCloseTab")->trigger();
            QCOMPARE(w.currentFile().isEmpty(), closed);
        }
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::UnsavedChanges});
        QTEST(readFile(path), "onDisk");
        if (!closed)
            QVERIFY(w.isWindowModified());
    }

    void unsavedChangesGuardAsksOnlyForModifiedTabs()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        Answers answers;
        answers.reply[Question::Kind::UnsavedChanges] = QMessageBox::Discard;
        w.setQuestionHandler(answers.handler());
        for (const char *name : {"a.txt", "b.txt", "c.txt"}) {
            QVERIFY(writeFile(dir.filePath(QLatin1String(name)), "x\n"));
            QVERIFY(w.openFile(dir.filePath(QLatin1String(name))));
        }
        QTest::keyClicks(w.tabAt(0)->editor(), QStringLiteral("1"));
        QTest::keyClicks(w.tabAt(2)->editor(), QStringLiteral("3"));
        QVERIFY(w.close());
        QCOMPARE(answers.asked.size(), 2);
    }

    // The real dialog, driven by clicking its buttons.
    void unsavedChangesGuardDialogInTheWindow()
    {
        MainWindow w;
        w.show();
        QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
        QString text;
        auto clicker = clickWhenShown(QMessageBox::Cancel, &text);
        QVERIFY(!w.closeTab(0));
        QVERIFY(text.contains(QStringLiteral("Untitled")));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *"));

        clicker = clickWhenShown(QMessageBox::Discard, &text);
        QVERIFY(w.close());
        QVERIFY(!w.isVisible());
    }

    void untitledSaveAsksForAName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new-robots.txt"));
        MainWindow w;
        QString suggested;
        w.setSaveFileNameHandler([&](const QString &suggestion) {
            suggested = suggestion;
            return path;
        });
        action(w, "actionNew")->trigger();
        QCOMPARE(w.tabCount(), 2);
        QCOMPARE(w.windowTitle(), QStringLiteral("Untitled 2[*] — Robots.txt Studio"));
        QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
        QTest::keyClick(w.editor(), Qt::Key_Return);
        action(w, "actionSave")->trigger();
        QVERIFY(suggested.endsWith(QStringLiteral("robots.txt")));
        QCOMPARE(w.currentFile(), path);
        QCOMPARE(readFile(path), QByteArray("User-agent: *\n"));
        QVERIFY(w.recentFiles().contains(path));
        // Cancelling the name keeps the document unsaved.
        action(w, "actionNew")->trigger();
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        w.setSaveFileNameHandler([](const QString &) { return QString(); });
        QVERIFY(!w.save());
        QVERIFY(w.isWindowModified());
    }

    void failedSaveSaysWhyAndKeepsTheText()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        Answers answers;
        w.setQuestionHandler(answers.handler());
        QVERIFY(w.openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        // The folder disappears: QSaveFile cannot create its temporary file.
        QVERIFY(QDir(dir.path()).removeRecursively());
        QVERIFY(!w.save());
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::Error});
        QVERIFY(w.errorString().contains(QDir::toNativeSeparators(path)));
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("#User-agent: *\n"));
    }

    // ----- Changes on disk

    void externalChangeOfAModifiedDocumentAsks_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("modified");
        QTest::newRow("reload") << "reloadButton" << "User-agent: other\n" << false;
        QTest::newRow("keep-mine") << "keepMineButton" << "#User-agent: *\n" << true;
    }

    void externalChangeOfAModifiedDocumentAsks()
    {
        QFETCH(QString, button);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        QVERIFY(writeFile(path, "User-agent: other\n"));
        auto *bar = w.currentTab()->notificationBar();
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(bar->text().contains(QStringLiteral("changed on disk")));
        QCOMPARE(bar->kind(), robots::ui::NotificationBar::Kind::Warning);
        auto *choice = bar->findChild<QPushButton *>(button);
        QVERIFY(choice);
        choice->click();
        QVERIFY(!bar->isVisible());
        QTEST(w.editor()->toPlainText(), "text");
        QTEST(w.isWindowModified(), "modified");
        QCOMPARE(w.currentDocument()->checkDisk(), Document::DiskState::Unchanged);
    }

    void externalChangeOfAnUnmodifiedDocumentReloadsWithANotice()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QVERIFY(writeFile(path, "User-agent: *\nDisallow: /new\n"));
        QTRY_COMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *\nDisallow: /new\n"));
        auto *bar = w.currentTab()->notificationBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->text().contains(QStringLiteral("reloaded")));
        QVERIFY(!w.isWindowModified());
        // Ctrl+Z brings back the text from before the reload.
        w.editor()->undo();
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *\n"));
        QVERIFY(w.isWindowModified());

        // A replacement by rename (as editors and QSaveFile do) is seen too.
        w.editor()->redo();
        const QString temp = dir.filePath(QStringLiteral("robots.txt.new"));
        QVERIFY(writeFile(temp, "renamed\n"));
        QVERIFY(std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(path).constData()) == 0);
        QTRY_COMPARE(w.editor()->toPlainText(), QStringLiteral("renamed\n"));
    }

    void ownSaveIsNotAnExternalChange()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        QVERIFY(w.save());
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        QVERIFY(w.save());
        // Then a real change must still be noticed (the watch survived the atomic saves).
        QVERIFY(writeFile(path, "outside\n"));
        QTRY_COMPARE(w.editor()->toPlainText(), QStringLiteral("outside\n"));
        QVERIFY(w.currentTab()->notificationBar()->text().contains(QStringLiteral("reloaded")));
    }

    void removedFileIsReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(path));
        QVERIFY(QFile::remove(path));
        auto *bar = w.currentTab()->notificationBar();
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(bar->text().contains(QStringLiteral("deleted")));
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *\n"));
        bar->findChild<QPushButton *>(QStringLiteral("saveAgainButton"))->click();
        QCOMPARE(readFile(path), QByteArray("User-agent: *\n"));
        QVERIFY(!w.isWindowModified());
    }

    // ----- Crash recovery

    void recoveryCopyIsWrittenAndRestoredAfterACrash()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        const QByteArray original("User-agent: *\r\nDisallow: /caf\xe9/\r\n");
        QVERIFY(writeFile(path, original));
        QString recoveryId;
        QByteArray expected;
        {
            auto crashed = std::make_unique<MainWindow>();
            crashed->setRecoveryInterval(10);
            QVERIFY(crashed->openFile(path));
            QTest::keyClicks(crashed->editor(), QStringLiteral("# unsaved"));
            QTest::keyClick(crashed->editor(), Qt::Key_Return);
            crashed->newDocument();
            QTest::keyClicks(crashed->editor(), QStringLiteral("User-agent: new"));
            recoveryId = crashed->tabAt(0)->recoveryId();
            expected = crashed->tabAt(0)->document()->encodedBytes();
            QCOMPARE(expected, QByteArray("# unsaved\r\nUser-agent: *\r\nDisallow: /caf\xe9/\r\n"));
            QTRY_VERIFY(crashed->recoveryManager()->contains(recoveryId));
            QTRY_VERIFY(crashed->recoveryManager()->contains(crashed->tabAt(1)->recoveryId()));
            QCOMPARE(readFile(crashed->recoveryManager()->sessionDirectory() + QLatin1Char('/') + recoveryId +
                              QStringLiteral(".bytes")),
                     expected);
            crashed->recoveryManager()->simulateCrash();
        }
        QCOMPARE(readFile(path), original);

        MainWindow w;
        Answers answers;
        answers.reply[Question::Kind::RestoreRecovery] = QMessageBox::Yes;
        w.setQuestionHandler(answers.handler());
        QCOMPARE(w.offerRecovery(), 2);
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::RestoreRecovery});
        QCOMPARE(w.tabCount(), 2);
        EditorTab *restored = w.tabForFile(path);
        QVERIFY(restored);
        QVERIFY(restored->document()->isModified());
        QCOMPARE(restored->editor()->toPlainText(),
                 QStringLiteral("# unsaved\nUser-agent: *\nDisallow: /caf\U0010FDE9/\n"));
        QVERIFY(!restored->notificationBar()->isHidden());
        QVERIFY(w.recoveryManager()->contains(recoveryId)); // kept until saved
        QVERIFY(w.saveTab(restored));
        QCOMPARE(readFile(path), expected);
        QVERIFY(!w.recoveryManager()->contains(recoveryId));
        // Offered once: a second offer finds nothing.
        QCOMPARE(w.offerRecovery(), 0);
    }

    void recoveryCanBeDiscarded()
    {
        {
            MainWindow crashed;
            crashed.setRecoveryInterval(10);
            QTest::keyClicks(crashed.editor(), QStringLiteral("User-agent: *"));
            QTRY_VERIFY(crashed.recoveryManager()->contains(crashed.currentTab()->recoveryId()));
            crashed.recoveryManager()->simulateCrash();
        }
        {
            MainWindow later;
            Answers answers; // Cancel: ask again next time
            later.setQuestionHandler(answers.handler());
            QCOMPARE(later.offerRecovery(), 0);
            QCOMPARE(answers.asked.size(), 1);
        }
        MainWindow w;
        Answers answers;
        answers.reply[Question::Kind::RestoreRecovery] = QMessageBox::Discard;
        w.setQuestionHandler(answers.handler());
        QCOMPARE(w.offerRecovery(), 0);
        QCOMPARE(answers.asked.size(), 1);
        QCOMPARE(w.offerRecovery(), 0);
        QCOMPARE(answers.asked.size(), 1); // nothing left to offer
    }

    void recoveryCopiesGoAwayOnCleanExit()
    {
        MainWindow w;
        w.show();
        w.setRecoveryInterval(10);
        Answers answers;
        answers.reply[Question::Kind::UnsavedChanges] = QMessageBox::Discard;
        w.setQuestionHandler(answers.handler());
        QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
        const QString id = w.currentTab()->recoveryId();
        QTRY_VERIFY(w.recoveryManager()->contains(id));
        // Undoing back to the saved state drops the copy at the next round.
        while (w.editor()->document()->isUndoAvailable())
            w.editor()->undo();
        QTRY_VERIFY(!w.recoveryManager()->contains(id));
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        QTRY_VERIFY(w.recoveryManager()->contains(id));
        QVERIFY(w.close());
        QVERIFY(!w.recoveryManager()->contains(id));
        MainWindow next;
        Answers none;
        next.setQuestionHandler(none.handler());
        QCOMPARE(next.offerRecovery(), 0);
        QVERIFY(none.asked.isEmpty());
    }

    // A live instance's copies are not offered to another instance.
    void recoveryLeavesRunningSessionsAlone()
    {
        MainWindow running;
        running.setRecoveryInterval(10);
        QTest::keyClicks(running.editor(), QStringLiteral("User-agent: *"));
        QTRY_VERIFY(running.recoveryManager()->contains(running.currentTab()->recoveryId()));
        MainWindow second;
        Answers answers;
        second.setQuestionHandler(answers.handler());
        QCOMPARE(second.offerRecovery(), 0);
        QVERIFY(answers.asked.isEmpty());
    }

    // ----- Find, replace, go to line

    void findWrapsAndHonoursCase()
    {
        MainWindow w;
        w.show();
        w.editor()->setPlainText(QStringLiteral("Disallow: /a\ndisallow: /b\nDisallow: /c\n"));
        action(w, "actionFind")->trigger();
        auto *bar = w.findBar();
        QVERIFY(bar->isVisible());
        QVERIFY(!bar->isReplaceShown());
        QTest::keyClicks(bar->findChild<QLineEdit *>(QStringLiteral("findEdit")), QStringLiteral("disallow"));
        // Search as you type: the first match from the cursor.
        QCOMPARE(w.editor()->cursorLine(), 1);
        action(w, "actionFindNext")->trigger();
        QCOMPARE(w.editor()->cursorLine(), 2);
        action(w, "actionFindNext")->trigger();
        QCOMPARE(w.editor()->cursorLine(), 3);
        action(w, "actionFindNext")->trigger(); // wraps
        QCOMPARE(w.editor()->cursorLine(), 1);
        QVERIFY(!bar->statusText().isEmpty());
        action(w, "actionFindPrevious")->trigger(); // wraps backwards
        QCOMPARE(w.editor()->cursorLine(), 3);

        bar->findChild<QToolButton *>(QStringLiteral("caseSensitiveButton"))->click();
        QVERIFY(bar->isCaseSensitive());
        QVERIFY(bar->findNext());
        QCOMPARE(w.editor()->cursorLine(), 2);
        QVERIFY(bar->findNext()); // the only lower-case match, again
        QCOMPARE(w.editor()->cursorLine(), 2);
        bar->setSearchText(QStringLiteral("Crawl-delay"));
        QVERIFY(!bar->findNext());
        QCOMPARE(bar->statusText(), QStringLiteral("Not found"));

        QTest::keyClick(bar->findChild<QLineEdit *>(QStringLiteral("findEdit")), Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
    }

    void replaceAllIsOneUndoStep()
    {
        MainWindow w;
        w.show();
        const QString original = QStringLiteral("Disallow: /a\nDISALLOW: /b\nAllow: /c\nDisallow: /d\n");
        w.editor()->setPlainText(original);
        action(w, "actionReplace")->trigger();
        auto *bar = w.findBar();
        QVERIFY(bar->isReplaceShown());
        bar->setSearchText(QStringLiteral("disallow"));
        bar->setReplacementText(QStringLiteral("Allow"));
        bar->findChild<QToolButton *>(QStringLiteral("replaceAllButton"))->click();
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("Allow: /a\nAllow: /b\nAllow: /c\nAllow: /d\n"));
        QVERIFY(bar->statusText().contains(QLatin1Char('3')));
        w.editor()->undo();
        QCOMPARE(w.editor()->toPlainText(), original);

        // Replace one at a time; a replacement containing the search text does not loop.
        bar->setCaseSensitive(true);
        bar->setSearchText(QStringLiteral("Disallow"));
        bar->setReplacementText(QStringLiteral("Disallow Disallow"));
        w.editor()->moveCursor(QTextCursor::Start);
        QVERIFY(bar->findNext());
        QVERIFY(bar->replaceCurrent());
        QCOMPARE(w.editor()->document()->firstBlock().text(), QStringLiteral("Disallow Disallow: /a"));
        QCOMPARE(bar->replaceAll(), 3);
        QCOMPARE(w.editor()->document()->firstBlock().text(),
                 QStringLiteral("Disallow Disallow Disallow Disallow: /a"));
    }

    void goToLineMovesTheCursor()
    {
        MainWindow w;
        w.show();
        QString text;
        for (int i = 1; i <= 100; ++i)
            text += QStringLiteral("Disallow: /%1\n").arg(i);
        w.editor()->setPlainText(text);
        action(w, "actionGoToLine")->trigger();
        auto *bar = w.goToLineBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->lineField()->maximum(), 101);
        bar->lineField()->setValue(42);
        QTest::keyClick(bar->lineField(), Qt::Key_Return);
        QCOMPARE(w.editor()->cursorLine(), 42);
        QCOMPARE(w.editor()->cursorColumn(), 1);
        QVERIFY(!bar->isVisible());
        w.editor()->goToLine(1000);
        QCOMPARE(w.editor()->cursorLine(), 101);
    }

    void shortcutsReachTheActions()
    {
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.editor()->setFocus();
        w.editor()->setPlainText(QStringLiteral("a\nb\nc\n"));
        QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_F));
        QVERIFY(w.findBar()->isVisible());
        QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_R));
        QVERIFY(w.findBar()->isReplaceShown());
        QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_G));
        QVERIFY(w.goToLineBar()->isVisible());
        const int before = w.zoomLevel();
        QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_Plus));
        QCOMPARE(w.zoomLevel(), before + 1);
        QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_0));
        QCOMPARE(w.zoomLevel(), 0);
    }

    void menusShowShortcutsAndHaveNames()
    {
        MainWindow w;
        const char *withShortcuts[] = {"actionNew",      "actionOpen",     "actionSave",         "actionSaveAs",
                                       "actionCloseTab", "actionQuit",     "actionFind",         "actionReplace",
                                       "actionFindNext", "actionGoToLine", "actionFindPrevious", "actionZoomIn",
                                       "actionZoomOut",  "actionZoomReset"};
        for (const char *name : withShortcuts) {
            QAction *a = action(w, name);
            QVERIFY2(a, name);
            QVERIFY2(!a->shortcut().isEmpty(), name);
            QVERIFY2(!a->text().isEmpty(), name);
        }
        QCOMPARE(action(w, "actionReplace")->shortcuts(),
                 (QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_R)}));
        QCOMPARE(action(w, "actionFindNext")->shortcut(), QKeySequence(Qt::Key_F3));
        QCOMPARE(action(w, "actionFindPrevious")->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F3));
        // Every input widget of ours (Qt's internal ones are named qt_* or unnamed) has an accessible name.
        for (QWidget *widget : w.findChildren<QWidget *>()) {
            const QString name = widget->objectName();
            if (name.isEmpty() || name.startsWith(QLatin1String("qt_")) || name.startsWith(QLatin1String("_q_")))
                continue;
            if (qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractButton *>(widget) ||
                qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QPlainTextEdit *>(widget))
                QVERIFY2(!widget->accessibleName().isEmpty(),
                         qPrintable(name + QStringLiteral(" has no accessible name")));
        }
    }

    // ----- Zoom and themes

    void zoomChangesEveryEditorAndPersists()
    {
        MainWindow w;
        w.newDocument();
        const qreal base = w.tabAt(0)->editor()->font().pointSizeF();
        action(w, "actionZoomIn")->trigger();
        action(w, "actionZoomIn")->trigger();
        QCOMPARE(w.tabAt(0)->editor()->font().pointSizeF(), base + 2);
        QCOMPARE(w.tabAt(1)->editor()->font().pointSizeF(), base + 2);
        const int narrowGutter = w.tabAt(0)->editor()->gutterWidth();
        // Ctrl+wheel over an editor zooms too.
        QWheelEvent wheel(QPointF(10, 10), QPointF(10, 10), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::ControlModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(w.tabAt(1)->editor()->viewport(), &wheel);
        QCOMPARE(w.zoomLevel(), 3);
        QCOMPARE(w.tabAt(0)->editor()->font().pointSizeF(), base + 3);
        QVERIFY(w.tabAt(0)->editor()->gutterWidth() > narrowGutter);
        {
            MainWindow next;
            QCOMPARE(next.zoomLevel(), 3);
            QCOMPARE(next.editor()->font().pointSizeF(), base + 3);
        }
        action(w, "actionZoomReset")->trigger();
        QCOMPARE(w.tabAt(1)->editor()->font().pointSizeF(), base);
        action(w, "actionZoomOut")->trigger();
        QCOMPARE(w.tabAt(1)->editor()->font().pointSizeF(), base - 1);
    }

    void themeMenuListsTheRepositoryThemesAndPersists()
    {
        MainWindow w;
        auto *menu = w.findChild<QMenu *>(QStringLiteral("themeMenu"));
        QAction *automatic = menu->findChild<QAction *>(QStringLiteral("themeAutomatic"));
        QVERIFY(automatic);
        QVERIFY(automatic->isChecked());
        QVERIFY(w.editor()->followsPalette());
        QAction *dark = menu->findChild<QAction *>(QStringLiteral("theme:Breeze Dark"));
        QAction *light = menu->findChild<QAction *>(QStringLiteral("theme:Breeze Light"));
        QVERIFY(dark && light);
        QVERIFY(menu->actions().size() > 5);
        dark->trigger();
        QVERIFY(dark->isChecked());
        QCOMPARE(w.editor()->themeName(), QStringLiteral("Breeze Dark"));
        QVERIFY(w.editor()->palette().color(QPalette::Base).lightness() < 128);
        QCOMPARE(QSettings().value(QStringLiteral("editor/theme")).toString(), QStringLiteral("Breeze Dark"));
        {
            MainWindow next;
            QCOMPARE(next.editor()->themeName(), QStringLiteral("Breeze Dark"));
            QVERIFY(next.findChild<QAction *>(QStringLiteral("theme:Breeze Dark"))->isChecked());
        }
        automatic->trigger();
        QVERIFY(w.editor()->followsPalette());
        QVERIFY(QSettings().value(QStringLiteral("editor/theme")).toString().isEmpty());
    }

    // ----- Editor details

    void rawBytesAreVisible()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(roundTripDir + QStringLiteral("invalid-utf8.txt")));
        const QTextBlock block = w.editor()->document()->findBlockByNumber(1); // "Disallow: /caf\xe9/"
        const int at = int(block.text().indexOf(QStringLiteral("caf")) + 3);
        QTRY_VERIFY(!block.layout()->formats().isEmpty());
        bool marked = false;
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (range.start <= at && at < range.start + range.length &&
                range.format.background().style() != Qt::NoBrush)
                marked = true;
        }
        QVERIFY2(marked, "the invalid byte has a background of its own");
    }

    void currentLineIsHighlighted()
    {
        MainWindow w;
        w.resize(600, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.editor()->setPlainText(QStringLiteral("User-agent: *\nDisallow: /\n\nAllow: /x\n"));
        w.editor()->goToLine(3);
        const QRect line = w.editor()->cursorRect();
        const QImage image = w.editor()->viewport()->grab().toImage();
        const int x = image.width() - 5;
        const QColor current = image.pixelColor(x, line.center().y());
        const QColor other = image.pixelColor(x, line.center().y() + 2 * line.height());
        const QColor expected =
            QColor::fromRgba(w.editor()->theme().editorColor(KSyntaxHighlighting::Theme::CurrentLine));
        QCOMPARE(current.rgb(), expected.rgb());
        QCOMPARE(other.rgb(), w.editor()->palette().color(QPalette::Base).rgb());
    }

    void gutterWidthFollowsTheLineCountAndMarkersAreClickable()
    {
        MainWindow w;
        w.resize(600, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Editor *e = w.editor();
        e->setPlainText(QStringLiteral("a\nb\n"));
        const int twoDigits = e->gutterWidth();
        e->setPlainText(QString(10000, QLatin1Char('\n')));
        const int fiveDigits = e->gutterWidth();
        QCOMPARE(fiveDigits - twoDigits, 3 * e->fontMetrics().horizontalAdvance(QLatin1Char('9')));
        QCOMPARE(e->viewport()->geometry().left() - e->contentsRect().left(), fiveDigits);

        e->setPlainText(QStringLiteral("User-agent: *\nDisalow: /x\n"));
        QSignalSpy clicked(e, &Editor::lineMarkerClicked);
        e->setLineMarkers({{1, QIcon::fromTheme(QStringLiteral("dialog-warning")), QStringLiteral("typo")}});
        auto *gutter = e->findChild<QWidget *>(QStringLiteral("lineNumberArea"));
        QVERIFY(gutter);
        const int y = e->cursorRect(QTextCursor(e->document()->findBlockByNumber(1))).center().y();
        QTest::mouseClick(gutter, Qt::LeftButton, Qt::NoModifier, QPoint(3, y));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.constFirst().constFirst().toInt(), 1);
        // A click on a number selects the line.
        QTest::mouseClick(gutter, Qt::LeftButton, Qt::NoModifier, QPoint(gutter->width() - 8, y));
        QCOMPARE(e->textCursor().selectedText(), QStringLiteral("Disalow: /x"));
    }

    void selectionLayersDoNotClobberEachOther()
    {
        MainWindow w;
        Editor *e = w.editor();
        e->setPlainText(QStringLiteral("User-agent: *\nDisalow: /x\n"));
        QTextEdit::ExtraSelection underline;
        underline.cursor = QTextCursor(e->document()->findBlockByNumber(1));
        underline.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        underline.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        e->setLayerSelections(Editor::SelectionLayer::Diagnostics, {underline});
        QTextEdit::ExtraSelection match;
        match.cursor = QTextCursor(e->document()->firstBlock());
        match.format.setBackground(Qt::yellow);
        e->setLayerSelections(Editor::SelectionLayer::Search, {match, match});
        QCOMPARE(e->extraSelections().size(), 3);
        e->goToLine(2); // moving the cursor keeps them
        QCOMPARE(e->extraSelections().size(), 3);
        e->setLayerSelections(Editor::SelectionLayer::Search, {});
        QCOMPARE(e->extraSelections().size(), 1);
        QCOMPARE(e->layerSelections(Editor::SelectionLayer::Diagnostics).size(), 1);
    }

    // A 500 KiB file (RFC 9309 §2.5's minimum parse size) stays responsive: typing does no
    // whole-document work in the editor.
    void typingInA500KiBFileIsFast()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        QByteArray big;
        for (int i = 0; big.size() < 500 * 1024; ++i)
            big += "User-agent: bot" + QByteArray::number(i % 50) + "\nDisallow: /private/" + QByteArray::number(i) +
                   "/*.php$\n";
        QVERIFY(writeFile(path, big));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        w.editor()->goToLine(w.editor()->blockCount() / 2);
        QCoreApplication::processEvents();
        QElapsedTimer timer;
        timer.start();
        const int keys = 200;
        for (int i = 0; i < keys; ++i)
            QTest::keyClick(w.editor(), Qt::Key(Qt::Key_A + i % 26));
        QCoreApplication::processEvents();
        const qint64 elapsed = timer.elapsed();
        qInfo("typing %d keys into a %lld-byte document: %lld ms (%.2f ms a key)", keys, qlonglong(big.size()),
              qlonglong(elapsed), double(elapsed) / keys);
        // Generous (sanitizer builds are slow): a whole-document pass per key would take far longer.
        QVERIFY2(elapsed < keys * 25, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
    }

private:
    std::unique_ptr<MainWindow> m_shared;
    Answers m_sharedAnswers;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
