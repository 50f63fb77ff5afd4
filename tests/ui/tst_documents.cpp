// SPDX-License-Identifier: MIT
// The main window. Files in tabs: opening (binary, large, UTF-16 files), the byte-exact round trip through the
// window, the title, several files, drops, the unsaved-changes guard, saving.
// Offscreen, no fixed sleeps: QTRY_* and QSignalSpy.
#include "analysis/settingsstore.h"
#include "windowtests.h"

#include "learn/course.h"
#include "learn/lessonprogress.h"

#include <QTabBar>
#include <QToolButton>

using robots::ui::Document;
using robots::ui::Editor;
using robots::ui::EditorTab;
using robots::ui::MainWindow;
using Question = robots::ui::MainWindow::Question;
using namespace windowtests;

class TestDocuments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_documents"));
    }

    void init()
    {
        // The window shared by the round-trip rows goes before its recovery folder does.
        if (m_shared && qstrcmp(QTest::currentTestFunction(), "openSaveThroughWindowIsByteIdentical") != 0)
            m_shared.reset();
        robots::ui::Settings::clear();
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
        QVERIFY(w.documents()->openFile(path));
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
        QVERIFY(!w.documents()->openFile(QStringLiteral("/nonexistent/robots.txt")));
        QVERIFY(w.documents()->errorString().contains(QStringLiteral("/nonexistent/robots.txt")));
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
            m_shared->documents()->setQuestionHandler(m_sharedAnswers.handler());
            m_sharedAnswers.reply[Question::Kind::BinaryFile] = QMessageBox::Open;
            m_sharedAnswers.reply[Question::Kind::LargeFile] = QMessageBox::Open;
        }
        MainWindow &w = *m_shared;
        QVERIFY2(w.documents()->openFile(path), qPrintable(w.documents()->errorString()));
        QVERIFY(!w.isWindowModified());
        QVERIFY(action(w, "actionSave")->isEnabled());
        action(w, "actionSave")->trigger();
        QCOMPARE(readFile(path), original);
        QVERIFY(w.documents()->close(w.tabAt(0)->document()));
    }

    void cleanupTestCase() { m_shared.reset(); }

    void editThenSaveKeepsOtherLinesAndBytes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        const QByteArray original("User-agent: *\r\nDisallow: /caf\xe9/\nAllow: /x\r\n");
        QVERIFY(writeFile(path, original));
        MainWindow w;
        QVERIFY(w.documents()->openFile(path));
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
        QVERIFY(w.documents()->openFile(path));
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
        QVERIFY(w.documents()->save());
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
        QCOMPARE(w.documents()->openFiles(paths), 3);
        QCOMPARE(w.tabCount(), 3); // the empty untitled tab was reused
        QCOMPARE(opened.count(), 2);
        QCOMPARE(w.currentFile(), paths[2]);

        QVERIFY(w.documents()->openFile(paths[0]));
        QCOMPARE(w.tabCount(), 3);
        QCOMPARE(w.currentFile(), paths[0]);
        // The same file by another name (a ".." detour, a symbolic link) is the same tab.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        QVERIFY(w.documents()->openFile(dir.filePath(QStringLiteral("sub/../b.txt"))));
        QCOMPARE(w.currentFile(), paths[1]);
        QVERIFY(QFile::link(paths[2], dir.filePath(QStringLiteral("link.txt"))));
        QVERIFY(w.documents()->openFile(dir.filePath(QStringLiteral("link.txt"))));
        QCOMPARE(w.currentFile(), paths[2]);
        QCOMPARE(w.tabCount(), 3);

        // Closing every tab leaves one empty untitled tab.
        while (w.tabCount() > 1)
            QVERIFY(w.documents()->close(w.tabAt(0)->document()));
        QVERIFY(w.documents()->close(w.tabAt(0)->document()));
        QCOMPARE(w.tabCount(), 1);
        QVERIFY(w.currentFile().isEmpty());
    }

    // robotstxt-studio FILE... opens every file and says which could not be opened.
    void commandLineTakesSeveralFiles()
    {
        const QString studio = QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt-studio");
        if (!QFileInfo::exists(studio))
            QFAIL("robotstxt-studio is not built in " ROBOTS_BINARY_DIR "/bin"); // the build makes it first
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
        w.documents()->setQuestionHandler(answers.handler());
        QVERIFY(!w.documents()->openFile(path)); // Cancel
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::BinaryFile});
        QVERIFY(w.currentFile().isEmpty());

        answers.reply[Question::Kind::BinaryFile] = QMessageBox::Open;
        QVERIFY(w.documents()->openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        w.editor()->undo();
        QVERIFY(w.documents()->save());
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
        w.documents()->setQuestionHandler([&asked](const Question &q) {
            asked << q;
            return QMessageBox::Cancel;
        });
        QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
        QVERIFY(!w.documents()->openFile(path));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, Question::Kind::BinaryFile);
        QCOMPARE(asked.front().text, QStringLiteral("robots.txt is a PNG image, not a robots.txt."));
        QVERIFY(w.documents()->errorString().contains(QStringLiteral("not opened")));
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
        w.documents()->setQuestionHandler(answers.handler());
        QVERIFY2(w.documents()->openFile(path), qPrintable(w.documents()->errorString()));
        QVERIFY(answers.asked.isEmpty());
        QVERIFY(!w.editor()->toPlainText().contains(QChar(0)));
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("User-agent: *\nDisallow: /private/\n")));
        // An edit and its undo, then a save: the very bytes that were read.
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        w.editor()->undo();
        QVERIFY(w.documents()->save());
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
        w.documents()->setQuestionHandler(answers.handler());
        QVERIFY(!w.documents()->openFile(path));
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::LargeFile});
        QVERIFY(w.documents()->errorString().contains(QStringLiteral("not opened")));
        answers.reply[Question::Kind::LargeFile] = QMessageBox::Open;
        QVERIFY(w.documents()->openFile(path));
        QVERIFY(w.documents()->save());
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
        w.documents()->setQuestionHandler(answers.handler());
        QVERIFY(w.documents()->openFile(path));
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

    void quitWithSeveralUnsavedTabsAsksOnce()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        Answers answers;
        answers.reply[Question::Kind::UnsavedDocuments] = QMessageBox::Discard;
        w.documents()->setQuestionHandler(answers.handler());
        for (const char *name : {"a.txt", "b.txt", "c.txt", "d.txt", "e.txt"}) {
            QVERIFY(writeFile(dir.filePath(QLatin1String(name)), "x\n"));
            QVERIFY(w.documents()->openFile(dir.filePath(QLatin1String(name))));
        }
        for (int i : {0, 1, 2, 4}) // four of the five tabs have unsaved changes
            QTest::keyClicks(w.tabAt(i)->editor(), QString::number(i));
        QVERIFY(w.close());
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::UnsavedDocuments});
        QVERIFY(!w.isVisible());
        QCOMPARE(readFile(dir.filePath(QStringLiteral("a.txt"))), QByteArray("x\n"));
    }

    // A lesson's text is kept as its progress (Help → Learn robots.txt): its tab is never
    // unsaved, quitting asks only about the other documents, no crash-recovery copy is made of
    // it, and what the student typed last is in the progress when the window has closed.
    void quittingAsksNothingAboutLessonTabs()
    {
        const robots::ui::Course course = robots::ui::Course::open(robots::ui::Course::builtinFolder());
        if (course.isEmpty())
            QSKIP("no lesson in :/lessons");
        QTemporaryDir dir;
        const QString rec = dir.filePath(QStringLiteral("rec.txt"));
        QVERIFY(writeFile(rec, "User-agent: *\n"));
        MainWindow w;
        w.show();
        w.documents()->setRecoveryInterval(10);
        Answers answers;
        answers.reply[Question::Kind::UnsavedChanges] = QMessageBox::Discard;
        w.documents()->setQuestionHandler(answers.handler());
        QVERIFY(w.documents()->openFile(rec));
        QTest::keyClicks(w.editor(), QStringLiteral("# mine"));
        QTest::keyClick(w.editor(), Qt::Key_Return);

        action(w, "actionLearn")->trigger();
        Document *lesson = w.currentDocument();
        QVERIFY(lesson && lesson->filePath().isEmpty());
        w.editor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(w.editor(), QStringLiteral("# student"));
        QVERIFY(!lesson->isModified());
        QVERIFY(!w.isWindowModified());
        QVERIFY(!w.tabs()->tabText(w.tabs()->currentIndex()).endsWith(QLatin1Char('*')));
        const QByteArray typed = lesson->encodedBytes();

        const QString lessonCopy = w.documents()->recoveryId(lesson);
        const QString recCopy = w.documents()->recoveryId(w.documents()->documentForFile(rec));
        QTRY_VERIFY(w.documents()->recoveryManager()->contains(recCopy));
        w.documents()->recoveryManager()->waitForWrites();
        QVERIFY(!w.documents()->recoveryManager()->contains(lessonCopy));

        QVERIFY(w.close());
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::UnsavedChanges});
        QCOMPARE(robots::ui::LessonProgress::text(course.lessons.first()), typed);
    }

    // The real dialog: one box for the four documents, its Discard All closes them all.
    void quitWithSeveralUnsavedTabsDiscardAllInTheWindow()
    {
        MainWindow w;
        w.show();
        for (int i = 0; i < 4; ++i) {
            if (i > 0)
                w.documents()->newDocument();
            QTest::keyClicks(w.editor(), QStringLiteral("User-agent: %1").arg(i));
        }
        QString text;
        QStringList buttons;
        int boxes = 0;
        QTimer clicker;
        clicker.setInterval(5);
        connect(&clicker, &QTimer::timeout, this, [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(widget);
                if (!box || !box->isVisible())
                    continue;
                ++boxes;
                text = box->text() + QLatin1Char('\n') + box->informativeText();
                for (QAbstractButton *button : box->buttons())
                    buttons << button->text();
                box->button(QMessageBox::Discard)->click();
                return;
            }
        });
        clicker.start();
        QVERIFY(w.close());
        QCOMPARE(boxes, 1);
        QVERIFY(text.contains(QStringLiteral("4 document")));
        QVERIFY(text.contains(QStringLiteral("Untitled 4")));
        QVERIFY(buttons.contains(robots::ui::DocumentManager::tr("&Discard All")));
        QVERIFY(!w.isVisible());
    }

    // ----- Tabs

    void fiveTabsOfLongNamesKeepReadableLabels()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(900, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList names;
        for (const char *site : {"shop", "blog", "docs", "mail", "news"})
            names << QStringLiteral("%1.example-international-company.com.robots.txt").arg(QLatin1String(site));
        for (const QString &name : std::as_const(names)) {
            QVERIFY(writeFile(dir.filePath(name), "User-agent: *\n"));
            QVERIFY(w.documents()->openFile(dir.filePath(name)));
            QTest::keyClicks(w.editor(), QStringLiteral("#"));
        }
        auto *tabs = w.findChild<robots::ui::DocumentTabs *>(QStringLiteral("tabs"));
        QCOMPARE(tabs->count(), 5);
        for (int i = 0; i < 5; ++i) {
            const QString label = tabs->tabText(i);
            // Elided in the middle: the start and the end of the name show, then the unsaved mark.
            QVERIFY2(label.endsWith(QLatin1Char('*')), qPrintable(label));
            QVERIFY2(label.contains(QChar(0x2026)), qPrintable(label));
            QVERIFY2(label.startsWith(names[i].left(4)), qPrintable(label));
            QVERIFY2(label.chopped(1).endsWith(QStringLiteral(".txt")), qPrintable(label));
            QVERIFY2(label.size() >= robots::ui::DocumentTabs::MinTitleChars / 2, qPrintable(label));
            QVERIFY(tabs->tabToolTip(i).contains(QDir::toNativeSeparators(dir.filePath(names[i]))));
            QVERIFY(tabs->tabToolTip(i).contains(QStringLiteral("(modified)")));
            // Screen readers get the whole name.
            QCOMPARE(tabs->tabBar()->accessibleTabName(i), QStringLiteral("%1 (modified)").arg(names[i]));
        }
        // The attached test set is named in the tooltip.
        Document *third = w.tabAt(2)->document();
        w.documents()->setTestSetPath(third, dir.filePath(names[2] + QStringLiteral(".tests")));
        QVERIFY(tabs->tabToolTip(2).contains(QStringLiteral("Test set: ")));
        QVERIFY(
            tabs->tabToolTip(2).contains(QDir::toNativeSeparators(dir.filePath(names[2] + QStringLiteral(".tests")))));
        // A short name is not elided.
        QVERIFY(w.documents()->openFile(dir.filePath(names[0])));
        w.documents()->newDocument();
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Untitled 2"));
    }

    // Names with a long common start ("www.example-online-shop-") elide so the word that tells
    // them apart shows whole, at every width a tab may have; the result fits the width.
    void elidedTitleKeepsThePartThatDiffers_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<QString>("differs");
        const QString production = QStringLiteral("www.example-online-shop-production.robots.txt");
        const QString staging = QStringLiteral("www.example-online-shop-staging.robots.txt");
        QTest::newRow("production") << production << QStringList{staging} << QStringLiteral("production");
        QTest::newRow("staging") << staging << QStringList{production} << QStringLiteral("staging");
        QTest::newRow("differing end") << QStringLiteral("robots-for-the-international-company-shop-v2.txt")
                                       << QStringList{QStringLiteral(
                                              "robots-for-the-international-company-shop-v3.txt")}
                                       << QStringLiteral("v2");
        QTest::newRow("differing start") << QStringLiteral("shop.example-international-company.com.robots.txt")
                                         << QStringList{QStringLiteral(
                                                "blog.example-international-company.com.robots.txt")}
                                         << QStringLiteral("shop");
        QTest::newRow("three names") << QStringLiteral("www.example-online-shop-staging-eu.robots.txt")
                                     << QStringList{production, staging} << QStringLiteral("staging-eu");
    }

    void elidedTitleKeepsThePartThatDiffers()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, others);
        QFETCH(QString, differs);
        const QFontMetrics metrics(QApplication::font());
        const int chars = metrics.averageCharWidth();
        for (int width = robots::ui::DocumentTabs::MinTitleChars * chars;
             width <= robots::ui::DocumentTabs::MaxTitleChars * chars; width += chars) {
            const QString title = robots::ui::DocumentTabs::elideTitle(name, others, metrics, width);
            QVERIFY2(title.contains(differs), qPrintable(QStringLiteral("%1 at %2 px").arg(title).arg(width)));
            QVERIFY2(metrics.horizontalAdvance(title) <= width, qPrintable(QStringLiteral("%1 is %2 px, wider than %3")
                                                                               .arg(title)
                                                                               .arg(metrics.horizontalAdvance(title))
                                                                               .arg(width)));
            for (const QString &other : std::as_const(others))
                QVERIFY(title != robots::ui::DocumentTabs::elideTitle(other, QStringList{name}, metrics, width));
        }
        // A name that fits is not touched.
        QCOMPARE(robots::ui::DocumentTabs::elideTitle(name, others, metrics, metrics.horizontalAdvance(name)), name);
    }

    void tabsOfNamesWithACommonStartShowWhereTheyDiffer_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("extraTabs");
        for (const QSize size : {QSize(1280, 800), QSize(1600, 1000)}) {
            for (const int extra : {0, 3})
                QTest::addRow("%dx%d, %d tabs", size.width(), size.height(), extra + 2) << size << extra;
        }
    }

    // Both modified: each tab reads its own stage ("…production.robots.txt*", "…staging…*"),
    // the `*` last, the whole name for a screen reader.
    void tabsOfNamesWithACommonStartShowWhereTheyDiffer()
    {
        QFETCH(QSize, size);
        QFETCH(int, extraTabs);
        QTemporaryDir dir;
        MainWindow w;
        w.documents()->setQuestionHandler([](const Question &) { return QMessageBox::Discard; });
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QStringList stages{QStringLiteral("production"), QStringLiteral("staging")};
        for (const QString &stage : stages) {
            const QString name = QStringLiteral("www.example-online-shop-%1.robots.txt").arg(stage);
            QVERIFY(writeFile(dir.filePath(name), "User-agent: *\n"));
            QVERIFY(w.documents()->openFile(dir.filePath(name)));
            QTest::keyClicks(w.editor(), QStringLiteral("#"));
        }
        for (int i = 0; i < extraTabs; ++i)
            w.documents()->newDocument();
        auto *tabs = w.findChild<robots::ui::DocumentTabs *>(QStringLiteral("tabs"));
        for (int i = 0; i < 2; ++i) {
            const QString label = tabs->tabText(i);
            QVERIFY2(label.contains(stages[i]) && label.endsWith(QLatin1Char('*')), qPrintable(label));
            QCOMPARE(tabs->tabBar()->accessibleTabName(i),
                     QStringLiteral("www.example-online-shop-%1.robots.txt (modified)").arg(stages[i]));
        }
        QVERIFY(tabs->tabText(0) != tabs->tabText(1));
    }

    void ctrlPageDownAndPageUpSwitchTabs()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char *name : {"a.txt", "b.txt", "c.txt"}) {
            QVERIFY(writeFile(dir.filePath(QLatin1String(name)), "x\n"));
            QVERIFY(w.documents()->openFile(dir.filePath(QLatin1String(name))));
        }
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("tabs"));
        QCOMPARE(tabs->currentIndex(), 2);
        QTRY_VERIFY(w.editor()->hasFocus());
        QTest::keyClick(w.editor(), Qt::Key_PageDown, Qt::ControlModifier); // wraps to the first
        QCOMPARE(tabs->currentIndex(), 0);
        QTRY_VERIFY(w.editor()->hasFocus());
        QTest::keyClick(w.editor(), Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keyClick(w.editor(), Qt::Key_PageUp, Qt::ControlModifier);
        QTest::keyClick(w.editor(), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 2);
        QCOMPARE(w.currentFile(), dir.filePath(QStringLiteral("c.txt")));
    }

    void tabListMenuListsEveryTab()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        for (const char *name : {"a.txt", "b.txt", "c.txt"}) {
            QVERIFY(writeFile(dir.filePath(QLatin1String(name)), "x\n"));
            QVERIFY(w.documents()->openFile(dir.filePath(QLatin1String(name))));
        }
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        auto *tabs = w.findChild<robots::ui::DocumentTabs *>(QStringLiteral("tabs"));
        auto *button = w.findChild<QToolButton *>(QStringLiteral("tabListButton"));
        QVERIFY(button && button->isVisible());
        auto *menu = w.findChild<QMenu *>(QStringLiteral("tabListMenu"));
        QVERIFY(menu);
        QMetaObject::invokeMethod(menu, "aboutToShow"); // as opening it does
        const QList<QAction *> entries = menu->actions();
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries.at(0)->text(), QStringLiteral("a.txt"));
        QCOMPARE(entries.at(2)->text(), QStringLiteral("c.txt*"));
        QVERIFY(entries.at(2)->isChecked());
        entries.at(0)->trigger();
        QCOMPARE(tabs->currentIndex(), 0);
    }

    // The real dialog, driven by clicking its buttons.
    void unsavedChangesGuardDialogInTheWindow()
    {
        MainWindow w;
        w.show();
        QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
        QString text;
        auto clicker = clickWhenShown(QMessageBox::Cancel, &text);
        QVERIFY(!w.documents()->close(w.tabAt(0)->document()));
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
        w.documents()->setSaveFileNameHandler([&](const QString &suggestion) {
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
        QVERIFY(w.documents()->recentFiles().contains(path));
        // Cancelling the name keeps the document unsaved.
        action(w, "actionNew")->trigger();
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        w.documents()->setSaveFileNameHandler([](const QString &) { return QString(); });
        QVERIFY(!w.documents()->save());
        QVERIFY(w.isWindowModified());
    }

    void failedSaveSaysWhyAndKeepsTheText()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        MainWindow w;
        Answers answers;
        w.documents()->setQuestionHandler(answers.handler());
        QVERIFY(w.documents()->openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        // The folder disappears: QSaveFile cannot create its temporary file.
        QVERIFY(QDir(dir.path()).removeRecursively());
        QVERIFY(!w.documents()->save());
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::Error});
        QVERIFY(w.documents()->errorString().contains(QDir::toNativeSeparators(path)));
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("#User-agent: *\n"));
    }

private:
    std::unique_ptr<MainWindow> m_shared;
    Answers m_sharedAnswers;
};

QTEST_MAIN(TestDocuments)
#include "tst_documents.moc"
