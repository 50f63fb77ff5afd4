// SPDX-License-Identifier: MIT
// The main window. The documents and the disk: recent files, changes made by others (reload, keep mine,
// removed files), crash-recovery copies.
// Offscreen, no fixed sleeps: QTRY_* and QSignalSpy.
#include "analysis/settingsstore.h"
#include "windowtests.h"

#include "tester/examples.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

using robots::ui::Document;
using robots::ui::Editor;
using robots::ui::EditorTab;
using robots::ui::MainWindow;
using Question = robots::ui::MainWindow::Question;
using namespace windowtests;

namespace {

// Runs recovery_child --window: the real window opens ITEMS (files, example:ID), TEXT is typed
// into the last one, and the process is killed with SIGKILL once that document's copy (and every
// copy written with it) is on disk. Waits on the child's announcement, not on time.
bool crashWhileEditing(const QStringList &items, const QString &text)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(RECOVERY_CHILD),
                QStringList{QStringLiteral("--window"), QCoreApplication::applicationName(), text} + items);
    if (!child.waitForStarted())
        return false;
    // A generous bound: a sanitizer build starts slowly (no time is measured here).
    QElapsedTimer started;
    started.start();
    while (!child.canReadLine() && child.state() == QProcess::Running && started.elapsed() < 120000)
        child.waitForReadyRead(1000);
    const QByteArray announced = child.readLine().trimmed();
    if (!announced.startsWith("copy ")) {
        qWarning("recovery_child said: %s", announced.constData());
        child.kill();
        child.waitForFinished();
        return false;
    }
    child.kill(); // SIGKILL: no destructor, no cleanup
    return child.waitForFinished() && child.exitStatus() == QProcess::CrashExit;
}

bool settled(const robots::ui::TesterPanel &panel)
{
    return panel.analyzer() && !panel.analyzer()->isBusy() &&
           panel.model()->analysis() == panel.analyzer()->current() && !panel.model()->isEvaluating();
}

} // namespace

class TestDocumentsDisk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_documentsdisk"));
    }

    void init()
    {
        robots::ui::Settings::clear();
        QDir(recoveryRoot()).removeRecursively();
    }

    void recentFilesKeepTheTenNewest()
    {
        QTemporaryDir dir;
        MainWindow w;
        QStringList paths;
        for (int i = 0; i < 12; ++i) {
            paths << dir.filePath(QStringLiteral("r%1.txt").arg(i));
            QVERIFY(writeFile(paths.last(), "User-agent: *\n"));
            QVERIFY(w.documents()->openFile(paths.last()));
        }
        QStringList expected;
        for (int i = 11; i >= 2; --i)
            expected << paths[i];
        QCOMPARE(w.documents()->recentFiles(), expected);
        auto *menu = w.findChild<QMenu *>(QStringLiteral("recentMenu"));
        QVERIFY(menu->findChild<QAction *>(QStringLiteral("recentFile10")));
        QVERIFY(!menu->findChild<QAction *>(QStringLiteral("recentFile11")));

        // Reopening moves a file to the top; the list survives the window (QSettings).
        QVERIFY(w.documents()->openFile(paths[5]));
        QCOMPARE(w.documents()->recentFiles().constFirst(), paths[5]);
        QCOMPARE(w.documents()->recentFiles().size(), 10);
        {
            MainWindow second;
            QCOMPARE(second.documents()->recentFiles().constFirst(), paths[5]);
            // The menu opens the file.
            QAction *first = second.findChild<QMenu *>(QStringLiteral("recentMenu"))
                                 ->findChild<QAction *>(QStringLiteral("recentFile1"));
            first->trigger();
            QCOMPARE(second.currentFile(), paths[5]);
        }
        QAction *clear = menu->findChild<QAction *>(QStringLiteral("actionClearRecent"));
        QVERIFY(clear->isEnabled());
        clear->trigger();
        QVERIFY(w.documents()->recentFiles().isEmpty());
        clear = menu->findChild<QAction *>(QStringLiteral("actionClearRecent"));
        QVERIFY(!clear->isEnabled());
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
        QVERIFY(w.documents()->openFile(path));
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
        QVERIFY(w.documents()->openFile(path));
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
        QVERIFY(w.documents()->openFile(path));
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        QVERIFY(w.documents()->save());
        QTest::keyClicks(w.editor(), QStringLiteral("#"));
        QVERIFY(w.documents()->save());
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
        QVERIFY(w.documents()->openFile(path));
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
            crashed->documents()->setRecoveryInterval(10);
            QVERIFY(crashed->documents()->openFile(path));
            QTest::keyClicks(crashed->editor(), QStringLiteral("# unsaved"));
            QTest::keyClick(crashed->editor(), Qt::Key_Return);
            crashed->newDocument();
            QTest::keyClicks(crashed->editor(), QStringLiteral("User-agent: new"));
            recoveryId = crashed->documents()->recoveryId(crashed->tabAt(0)->document());
            expected = crashed->tabAt(0)->document()->encodedBytes();
            QCOMPARE(expected, QByteArray("# unsaved\r\nUser-agent: *\r\nDisallow: /caf\xe9/\r\n"));
            QTRY_VERIFY(crashed->documents()->recoveryManager()->contains(recoveryId));
            QTRY_VERIFY(crashed->documents()->recoveryManager()->contains(
                crashed->documents()->recoveryId(crashed->tabAt(1)->document())));
            QCOMPARE(readFile(crashed->documents()->recoveryManager()->sessionDirectory() + QLatin1Char('/') +
                              recoveryId + QStringLiteral(".bytes")),
                     expected);
            crashed->documents()->recoveryManager()->simulateCrash();
        }
        QCOMPARE(readFile(path), original);

        MainWindow w;
        Answers answers;
        answers.reply[Question::Kind::RestoreRecovery] = QMessageBox::Yes;
        w.documents()->setQuestionHandler(answers.handler());
        QCOMPARE(w.documents()->offerRecovery(), 2);
        QCOMPARE(answers.asked, QList<Question::Kind>{Question::Kind::RestoreRecovery});
        QCOMPARE(w.tabCount(), 2);
        EditorTab *restored = w.tabs()->tabOf(w.documents()->documentForFile(path));
        QVERIFY(restored);
        QVERIFY(restored->document()->isModified());
        QCOMPARE(restored->editor()->toPlainText(),
                 QStringLiteral("# unsaved\nUser-agent: *\nDisallow: /caf\U0010FDE9/\n"));
        QVERIFY(!restored->notificationBar()->isHidden());
        QVERIFY(w.documents()->recoveryManager()->contains(recoveryId)); // kept until saved
        QVERIFY(w.documents()->save(restored->document()));
        QCOMPARE(readFile(path), expected);
        QVERIFY(!w.documents()->recoveryManager()->contains(recoveryId));
        // Offered once: a second offer finds nothing.
        QCOMPARE(w.documents()->offerRecovery(), 0);
    }

    // The reported case: kill with unsaved edits, a line appended on disk, restart, Restore, Save.
    // The window shows the change on disk as it does while running, and Save waits for Reload or
    // Keep Mine instead of dropping the line unseen.
    void restoredCopyWhoseFileChangedWarnsBeforeSaving()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        {
            auto crashed = std::make_unique<MainWindow>();
            crashed->documents()->setRecoveryInterval(10);
            QVERIFY(crashed->documents()->openFile(path));
            QTest::keyClicks(crashed->editor(), QStringLiteral("# typed"));
            QTest::keyClick(crashed->editor(), Qt::Key_Return);
            const QString id = crashed->documents()->recoveryId(crashed->currentTab()->document());
            QTRY_VERIFY(crashed->documents()->recoveryManager()->contains(id));
            crashed->documents()->recoveryManager()->simulateCrash();
        }
        QVERIFY(writeFile(path, "User-agent: *\nDisallow: /added-on-disk\n"));

        MainWindow w;
        w.show();
        Answers answers;
        answers.reply[Question::Kind::RestoreRecovery] = QMessageBox::Yes;
        answers.reply[Question::Kind::RecoveryConflict] = QMessageBox::Yes; // Restore My Copy
        w.documents()->setQuestionHandler(answers.handler());
        QCOMPARE(w.documents()->offerRecovery(), 1);
        QCOMPARE(answers.asked,
                 (QList<Question::Kind>{Question::Kind::RestoreRecovery, Question::Kind::RecoveryConflict}));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("# typed\nUser-agent: *\n"));
        auto *bar = w.currentTab()->notificationBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->text().contains(QStringLiteral("changed on disk")));
        QCOMPARE(bar->kind(), robots::ui::NotificationBar::Kind::Warning);

        action(w, "actionSave")->trigger();
        QCOMPARE(readFile(path), QByteArray("User-agent: *\nDisallow: /added-on-disk\n"));
        QVERIFY(w.isWindowModified());

        bar->findChild<QPushButton *>(QStringLiteral("keepMineButton"))->click();
        action(w, "actionSave")->trigger();
        QCOMPARE(readFile(path), QByteArray("# typed\nUser-agent: *\n"));
        QVERIFY(!w.isWindowModified());
    }

    // The reported case, through a real process killed with SIGKILL: shop.txt opens with its
    // shop.txt.tests, rec.txt beside it, and only rec.txt is typed into. After the restart only
    // rec.txt is offered; after Restore its cases (none) and the untouched shop.txt ask nothing,
    // and quitting asks about rec.txt's text alone.
    void onlyDocumentsWithUnsavedChangesAreOfferedAfterAKill()
    {
        QTemporaryDir dir;
        const QString shop = dir.filePath(QStringLiteral("shop.txt"));
        const QString rec = dir.filePath(QStringLiteral("rec.txt"));
        QVERIFY(writeFile(shop, "User-agent: *\nDisallow: /cart\n"));
        QVERIFY(writeFile(shop + QStringLiteral(".tests"), "*  https://shop.example/cart  disallowed\n"));
        QVERIFY(writeFile(rec, "User-agent: *\n"));
        QVERIFY(crashWhileEditing({shop, rec}, QStringLiteral("Disallow: /typed")));

        MainWindow w;
        w.show();
        QList<Question> asked;
        w.documents()->setQuestionHandler([&](const Question &q) {
            asked.append(q);
            return q.kind == Question::Kind::RestoreRecovery ? QMessageBox::Yes : QMessageBox::Discard;
        });
        QCOMPARE(w.documents()->offerRecovery(), 1);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().text,
                 robots::ui::DocumentManager::tr("Robots.txt Studio did not close properly. %n document(s) had changes "
                                                 "that were not saved.",
                                                 nullptr, 1));
        QVERIFY2(asked.front().informativeText.contains(QDir::toNativeSeparators(rec)),
                 qPrintable(asked.front().informativeText));
        QVERIFY2(!asked.front().informativeText.contains(QStringLiteral("shop.txt")),
                 qPrintable(asked.front().informativeText));
        QVERIFY(!w.documents()->documentForFile(shop));
        Document *restored = w.documents()->documentForFile(rec);
        QVERIFY(restored);
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("User-agent: *\nDisallow: /typed"));
        QVERIFY(restored->isModified());
        QVERIFY(!w.testerPanel()->model()->casesModified());

        // shop.txt opened again has its cases from its file, unmodified.
        QVERIFY(w.documents()->openFile(shop));
        QCOMPARE(w.testerPanel()->model()->rowCount(), 1);
        QVERIFY(!w.documents()->hasUnsavedChanges(w.currentDocument()));

        asked.clear();
        QVERIFY(w.close());
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, Question::Kind::UnsavedChanges);
        QCOMPARE(
            asked.front().text,
            robots::ui::DocumentManager::tr("“%1” has changes that are not saved.").arg(QStringLiteral("rec.txt")));
    }

    // A restored file whose cases came from its test set and were not changed reads as it did
    // before the crash: the text modified, the cases not (the copy says which).
    void restoredTextKeepsItsUnchangedCasesUnmodified()
    {
        QTemporaryDir dir;
        const QString shop = dir.filePath(QStringLiteral("shop.txt"));
        QVERIFY(writeFile(shop, "User-agent: *\nDisallow: /cart\n"));
        QVERIFY(writeFile(shop + QStringLiteral(".tests"), "*  https://shop.example/cart  disallowed\n"));
        QVERIFY(crashWhileEditing({shop}, QStringLiteral("# typed")));

        MainWindow w;
        w.show();
        Answers answers;
        answers.reply[Question::Kind::RestoreRecovery] = QMessageBox::Yes;
        answers.reply[Question::Kind::UnsavedChanges] = QMessageBox::Discard;
        w.documents()->setQuestionHandler(answers.handler());
        QCOMPARE(w.documents()->offerRecovery(), 1);
        Document *restored = w.documents()->documentForFile(shop);
        QVERIFY(restored);
        QVERIFY(restored->isModified());
        QCOMPARE(w.testerPanel()->model()->rowCount(), 1);
        QVERIFY(!w.testerPanel()->model()->casesModified());
        QCOMPARE(w.testerPanel()->model()->testSetPath(),
                 QFileInfo(shop + QStringLiteral(".tests")).absoluteFilePath());
        // The edit impact compares with the file as it was opened before the crash.
        QCOMPARE(w.testerPanel()->model()->baselineText(), QByteArray("User-agent: *\nDisallow: /cart\n"));
        QVERIFY(w.close());
        QCOMPARE(answers.asked,
                 (QList<Question::Kind>{Question::Kind::RestoreRecovery, Question::Kind::UnsavedChanges}));
    }

    // A restored example (Help → Examples) compares its edits with the example's text, as it did
    // before the crash, and shows the example's dialects: a comment typed changes no verdict.
    void aRestoredExampleKeepsItsBaselineAndDialects()
    {
        const std::optional<robots::ui::Example> castle = robots::ui::Examples::find(QStringLiteral("ancient-castle"));
        QVERIFY(castle);
        QVERIFY(crashWhileEditing({QStringLiteral("example:ancient-castle")}, QStringLiteral("# a comment")));

        MainWindow w;
        w.show();
        Answers answers;
        answers.reply[Question::Kind::RestoreRecovery] = QMessageBox::Yes;
        answers.reply[Question::Kind::UnsavedChanges] = QMessageBox::Discard;
        w.documents()->setQuestionHandler(answers.handler());
        QCOMPARE(w.documents()->offerRecovery(), 1);
        robots::ui::TesterPanel *panel = w.testerPanel();
        robots::ui::TesterModel *model = panel->model();
        QCOMPARE(model->shownDialects(), castle->dialects);
        QCOMPARE(panel->shownDialects(), castle->dialects);
        QCOMPARE(model->cases(), castle->testCases());
        QVERIFY(!model->casesModified());
        QVERIFY(w.currentDocument()->isModified());
        QCOMPARE(model->baselineText(), castle->robotsTxt());
        QTRY_VERIFY(settled(*panel));
        QVERIFY(model->hasBaseline());
        QCOMPARE(model->summary().changed, 0);
        QVERIFY(model->changedRows().isEmpty());
        // Quitting asks about the text alone, not about the example's own cases.
        QVERIFY(w.close());
        QCOMPARE(answers.asked,
                 (QList<Question::Kind>{Question::Kind::RestoreRecovery, Question::Kind::UnsavedChanges}));
    }

    void recoveryCanBeDiscarded()
    {
        {
            MainWindow crashed;
            crashed.documents()->setRecoveryInterval(10);
            QTest::keyClicks(crashed.editor(), QStringLiteral("User-agent: *"));
            QTRY_VERIFY(crashed.documents()->recoveryManager()->contains(
                crashed.documents()->recoveryId(crashed.currentTab()->document())));
            crashed.documents()->recoveryManager()->simulateCrash();
        }
        {
            MainWindow later;
            Answers answers; // Cancel: ask again next time
            later.documents()->setQuestionHandler(answers.handler());
            QCOMPARE(later.documents()->offerRecovery(), 0);
            QCOMPARE(answers.asked.size(), 1);
        }
        MainWindow w;
        Answers answers;
        answers.reply[Question::Kind::RestoreRecovery] = QMessageBox::Discard;
        answers.reply[Question::Kind::DiscardRecovery] = QMessageBox::Discard;
        w.documents()->setQuestionHandler(answers.handler());
        QCOMPARE(w.documents()->offerRecovery(), 0);
        QCOMPARE(answers.asked,
                 (QList<Question::Kind>{Question::Kind::RestoreRecovery, Question::Kind::DiscardRecovery}));
        QCOMPARE(w.documents()->offerRecovery(), 0);
        QCOMPARE(answers.asked.size(), 2); // nothing left to offer
    }

    // The real message boxes: Discard in the restore question opens one confirmation naming the
    // count; its Cancel goes back to the restore question, whose Ask Later keeps every copy.
    void discardInTheRestoreDialogIsConfirmedOnce()
    {
        {
            auto crashed = std::make_unique<MainWindow>();
            crashed->documents()->setRecoveryInterval(10);
            for (int i = 0; i < 3; ++i) {
                if (i > 0)
                    crashed->newDocument();
                QTest::keyClicks(crashed->editor(), QStringLiteral("User-agent: %1").arg(i));
            }
            for (int i = 0; i < 3; ++i) {
                QTRY_VERIFY(crashed->documents()->recoveryManager()->contains(
                    crashed->documents()->recoveryId(crashed->tabAt(i)->document())));
            }
            crashed->documents()->recoveryManager()->simulateCrash();
        }
        MainWindow w;
        w.show();
        QStringList texts;
        QTimer clicker;
        clicker.setInterval(5);
        connect(&clicker, &QTimer::timeout, this, [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(widget);
                if (!box || !box->isVisible())
                    continue;
                texts << box->text();
                // Discard, Cancel (the confirmation), then Ask Later.
                const QMessageBox::StandardButton buttons[] = {QMessageBox::Discard, QMessageBox::Cancel,
                                                               QMessageBox::Cancel};
                box->button(buttons[std::min<qsizetype>(texts.size() - 1, 2)])->click();
                return;
            }
        });
        clicker.start();
        QCOMPARE(w.documents()->offerRecovery(), 0);
        QCOMPARE(texts.size(), 3);
        QCOMPARE(texts.at(1),
                 robots::ui::DocumentManager::tr("Discard the unsaved changes of %n document(s)?", nullptr, 3));
        QCOMPARE(texts.at(2), texts.at(0));
        QCOMPARE(w.documents()->recoveryManager()->orphans().size(), 3);
    }

    void recoveryCopiesGoAwayOnCleanExit()
    {
        MainWindow w;
        w.show();
        w.documents()->setRecoveryInterval(10);
        Answers answers;
        answers.reply[Question::Kind::UnsavedChanges] = QMessageBox::Discard;
        w.documents()->setQuestionHandler(answers.handler());
        QTest::keyClicks(w.editor(), QStringLiteral("User-agent: *"));
        const QString id = w.documents()->recoveryId(w.currentTab()->document());
        QTRY_VERIFY(w.documents()->recoveryManager()->contains(id));
        // Undoing back to the saved state drops the copy at the next round.
        while (w.editor()->document()->isUndoAvailable())
            w.editor()->undo();
        QTRY_VERIFY(!w.documents()->recoveryManager()->contains(id));
        QTest::keyClicks(w.editor(), QStringLiteral("x"));
        QTRY_VERIFY(w.documents()->recoveryManager()->contains(id));
        QVERIFY(w.close());
        QVERIFY(!w.documents()->recoveryManager()->contains(id));
        MainWindow next;
        Answers none;
        next.documents()->setQuestionHandler(none.handler());
        QCOMPARE(next.documents()->offerRecovery(), 0);
        QVERIFY(none.asked.isEmpty());
    }

    // A live instance's copies are not offered to another instance.
    void recoveryLeavesRunningSessionsAlone()
    {
        MainWindow running;
        running.documents()->setRecoveryInterval(10);
        QTest::keyClicks(running.editor(), QStringLiteral("User-agent: *"));
        QTRY_VERIFY(running.documents()->recoveryManager()->contains(
            running.documents()->recoveryId(running.currentTab()->document())));
        MainWindow second;
        Answers answers;
        second.documents()->setQuestionHandler(answers.handler());
        QCOMPARE(second.documents()->offerRecovery(), 0);
        QVERIFY(answers.asked.isEmpty());
    }
};

QTEST_MAIN(TestDocumentsDisk)
#include "tst_documentsdisk.moc"
