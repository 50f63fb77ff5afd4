// SPDX-License-Identifier: MIT
// The DocumentManager without a window: its documents shown by a stand-in for the tabs
// (DocumentViews), its questions answered by a script. Opening (the untouched untitled document
// replaced, an open file focused, a binary file asked about), recent files, the unsaved-changes
// question (once for several documents; a document whose companion data, the test cases, is not
// saved counts as unsaved, and Save saves both), Save As reported with the new name, a change on disk, the
// crash-recovery copies (written soon after an edit and off the UI thread, kept through a real kill -9, compared with
// the file on disk when restored, with the companion's data). Offscreen, no fixed sleeps: QTRY_*.
#include "listviews.h"

#include "document/recoverymanager.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>

#include <memory>
#include <vector>

using robots::ui::Document;
using robots::ui::DocumentManager;
using robots::ui::DocumentNotice;
using robots::ui::DocumentViews;
using Question = DocumentManager::Question;
using listviews::FakeCompanion;
using listviews::ListViews;
using robots::ui::RecoveryManager;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool appendToFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::Append) && f.write(bytes) == bytes.size();
}

void typeAtEnd(Document *document, const QString &text)
{
    QTextCursor cursor(document->textDocument());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text);
}

QString recoveryRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace

class TestDocumentManager : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_documentmanager"));
    }

    void init() { QDir(recoveryRoot()).removeRecursively(); }

    void openingReplacesTheUntouchedUntitledDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\nDisallow: /x\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        Document *untitled = manager.newDocument();
        QCOMPARE(untitled->displayName(), DocumentManager::tr("Untitled"));
        QVERIFY(manager.openFile(path));
        QCOMPARE(views.documents().size(), 1);
        QCOMPARE(views.currentDocument()->textDocument()->toPlainText(),
                 QStringLiteral("User-agent: *\nDisallow: /x\n"));
        QCOMPARE(manager.recentFiles(), QStringList{views.currentDocument()->filePath()});
        QVERIFY(!manager.recoveryId(views.currentDocument()).isEmpty());
    }

    void openingAnOpenFileFocusesIt()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.txt"));
        const QString b = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(writeFile(a, "User-agent: a\n"));
        QVERIFY(writeFile(b, "User-agent: b\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        QCOMPARE(manager.openFiles({a, b}), 2);
        QCOMPARE(views.currentDocument()->filePath(), b);
        QVERIFY(manager.openFile(dir.path() + QStringLiteral("/./a.txt")));
        QCOMPARE(views.documents().size(), 2);
        QCOMPARE(views.currentDocument()->filePath(), a);
        QCOMPARE(manager.recentFiles(), (QStringList{a, b}));
    }

    void binaryFileIsOpenedOnlyWhenTheUserAgrees()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("image.png"));
        QVERIFY(writeFile(path, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)));
        ListViews views;
        DocumentManager manager(views, nullptr);
        QList<Question::Kind> asked;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q.kind);
            return answer;
        });
        QVERIFY(!manager.openFile(path));
        QCOMPARE(asked, QList<Question::Kind>{Question::Kind::BinaryFile});
        QVERIFY(manager.errorString().contains(QStringLiteral("not opened")));
        QVERIFY(views.documents().isEmpty());
        answer = QMessageBox::Open;
        QVERIFY(manager.openFile(path));
        QCOMPARE(views.documents().size(), 1);
    }

    void closingAModifiedDocumentAsks()
    {
        ListViews views;
        DocumentManager manager(views, nullptr);
        Document *document = manager.newDocument();
        document->textDocument()->setPlainText(QStringLiteral("User-agent: *\n"));
        QVERIFY(document->isModified());
        QList<Question::Kind> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q.kind);
            return QMessageBox::Cancel;
        });
        QVERIFY(!manager.close(document));
        QCOMPARE(asked, QList<Question::Kind>{Question::Kind::UnsavedChanges});
        QCOMPARE(views.documents().size(), 1);
        manager.setQuestionHandler([](const Question &) { return QMessageBox::Discard; });
        QVERIFY(manager.close(document));
        // The last document closed leaves an empty untitled one.
        QCOMPARE(views.documents().size(), 1);
        QVERIFY(views.currentDocument()->textDocument()->isEmpty());
    }

    void aChangeOnDiskOfAModifiedDocumentAsksInANotice()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        QVERIFY(manager.openFile(path));
        views.currentDocument()->textDocument()->setPlainText(QStringLiteral("User-agent: mine\n"));
        QVERIFY(writeFile(path, "User-agent: theirs\n"));
        QTRY_COMPARE(views.notices.size(), 1);
        const DocumentNotice &notice = views.notices.front().second;
        QCOMPARE(notice.kind, DocumentNotice::Kind::Warning);
        QCOMPARE(notice.buttons.size(), 2);
        QCOMPARE(notice.buttons.front().objectName, QStringLiteral("reloadButton"));
        notice.buttons.front().action(); // Reload
        QCOMPARE(views.currentDocument()->textDocument()->toPlainText(), QStringLiteral("User-agent: theirs\n"));
        QVERIFY(!views.currentDocument()->isModified());
    }

    // ----- Closing several documents

    void quittingWithSeveralUnsavedDocumentsAsksOnce_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("saved");
        QTest::newRow("discard-all") << int(QMessageBox::Discard) << true << false;
        QTest::newRow("save-all") << int(QMessageBox::SaveAll) << true << true;
        QTest::newRow("cancel") << int(QMessageBox::Cancel) << false << false;
    }

    void quittingWithSeveralUnsavedDocumentsAsksOnce()
    {
        QFETCH(int, answer);
        QTemporaryDir dir;
        ListViews views;
        DocumentManager manager(views, nullptr);
        QStringList paths;
        for (int i = 0; i < 4; ++i) {
            paths << dir.filePath(QStringLiteral("r%1.txt").arg(i));
            QVERIFY(writeFile(paths.last(), "User-agent: *\n"));
            QVERIFY(manager.openFile(paths.last()));
            typeAtEnd(views.currentDocument(), QStringLiteral("Disallow: /%1\n").arg(i));
        }
        QList<Question> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q);
            return QMessageBox::StandardButton(answer);
        });
        QTEST(manager.closeAll(), "closed");
        QCOMPARE(asked.size(), 1);
        const Question &q = asked.front();
        QCOMPARE(q.kind, Question::Kind::UnsavedDocuments);
        QCOMPARE(q.buttons, QMessageBox::SaveAll | QMessageBox::Discard | QMessageBox::Cancel);
        QCOMPARE(q.buttonTexts.value(QMessageBox::Discard), DocumentManager::tr("&Discard All"));
        for (const QString &path : std::as_const(paths))
            QVERIFY2(q.informativeText.contains(QDir::toNativeSeparators(path)), qPrintable(q.informativeText));
        QFETCH(bool, closed);
        QCOMPARE(views.documents().size(), closed ? 0 : 4);
        QFETCH(bool, saved);
        QCOMPARE(readFile(paths[2]),
                 saved ? QByteArray("User-agent: *\nDisallow: /2\n") : QByteArray("User-agent: *\n"));
    }

    void closingOneUnsavedDocumentAmongSeveralKeepsTheSingleQuestion()
    {
        ListViews views;
        DocumentManager manager(views, nullptr);
        manager.newDocument();
        Document *edited = manager.newDocument();
        typeAtEnd(edited, QStringLiteral("User-agent: *\n"));
        QList<Question::Kind> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q.kind);
            return QMessageBox::Discard;
        });
        QVERIFY(manager.closeAll());
        QCOMPARE(asked, QList<Question::Kind>{Question::Kind::UnsavedChanges});
    }

    // ----- The companion's data (the tester's cases) on close and save

    // A document whose text is unchanged but whose companion data (its test cases) is not saved
    // counts as unsaved: closing it asks, naming the cases; Save writes them beside the file,
    // Discard drops them, Cancel keeps the document open with its data.
    void closingADocumentWithOnlyUnsavedCasesAsks_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("written");
        QTest::newRow("save") << int(QMessageBox::Save) << true << true;
        QTest::newRow("discard") << int(QMessageBox::Discard) << true << false;
        QTest::newRow("cancel") << int(QMessageBox::Cancel) << false << false;
    }

    void closingADocumentWithOnlyUnsavedCasesAsks()
    {
        QFETCH(int, answer);
        QFETCH(bool, closed);
        QFETCH(bool, written);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        FakeCompanion companion;
        manager.setRecoveryCompanion(&companion);
        QVERIFY(manager.openFile(path));
        Document *document = views.currentDocument();
        QVERIFY(!document->isModified());
        QVERIFY(!manager.hasUnsavedChanges(document));
        companion.data.insert(document, "/cart\tdisallowed\n");
        companion.unsaved.insert(document);
        QVERIFY(manager.hasUnsavedChanges(document));
        QList<Question> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q);
            return QMessageBox::StandardButton(answer);
        });
        QCOMPARE(manager.close(document), closed);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, Question::Kind::UnsavedChanges);
        QCOMPARE(asked.front().text,
                 DocumentManager::tr("The test cases of “%1” are not saved.").arg(QStringLiteral("x.txt")));
        QCOMPARE(manager.documentForFile(path) == nullptr, closed);
        QCOMPARE(QFileInfo::exists(path + QStringLiteral(".tests")), written);
        if (written)
            QCOMPARE(readFile(path + QStringLiteral(".tests")), QByteArray("/cart\tdisallowed\n"));
        QCOMPARE(readFile(path), QByteArray("User-agent: *\n")); // the text was not rewritten
        // The save of a close is not reported as a user's save: the companion asks no question of its own.
        QVERIFY(companion.savedNotices.isEmpty());
    }

    // Modified text and unsaved cases: one question names both, Save saves both.
    void closingAModifiedDocumentWithUnsavedCasesSavesBoth()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        FakeCompanion companion;
        manager.setRecoveryCompanion(&companion);
        QVERIFY(manager.openFile(path));
        Document *document = views.currentDocument();
        typeAtEnd(document, QStringLiteral("Disallow: /cart\n"));
        companion.data.insert(document, "/cart\tdisallowed\n");
        companion.unsaved.insert(document);
        QList<Question> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q);
            return QMessageBox::Save;
        });
        QVERIFY(manager.close(document));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().text, DocumentManager::tr("“%1” and its test cases have changes that are not saved.")
                                         .arg(QStringLiteral("x.txt")));
        QCOMPARE(readFile(path), QByteArray("User-agent: *\nDisallow: /cart\n"));
        QCOMPARE(readFile(path + QStringLiteral(".tests")), QByteArray("/cart\tdisallowed\n"));
        QVERIFY(companion.savedNotices.isEmpty());
    }

    // An untitled document with unsaved cases: Save asks for a name, then the cases go beside it.
    void closingAnUntitledDocumentWithUnsavedCasesAsksForAName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.txt"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        FakeCompanion companion;
        manager.setRecoveryCompanion(&companion);
        Document *document = manager.newDocument();
        companion.data.insert(document, "/a\tallowed\n");
        companion.unsaved.insert(document);
        manager.setQuestionHandler([](const Question &) { return QMessageBox::Save; });
        QStringList suggested;
        manager.setSaveFileNameHandler([&](const QString &suggestion) {
            suggested << suggestion;
            return path;
        });
        QVERIFY(manager.close(document));
        QCOMPARE(suggested.size(), 1);
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(readFile(path + QStringLiteral(".tests")), QByteArray("/a\tallowed\n"));
    }

    // The companion cannot save (a full disk, a folder without write access): the close stops and
    // the document stays open with its data.
    void aFailedSaveOfTheCasesKeepsTheDocumentOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        FakeCompanion companion;
        companion.failSave = true;
        manager.setRecoveryCompanion(&companion);
        QVERIFY(manager.openFile(path));
        Document *document = views.currentDocument();
        companion.unsaved.insert(document);
        manager.setQuestionHandler([](const Question &) { return QMessageBox::Save; });
        QVERIFY(!manager.close(document));
        QVERIFY(views.documents().contains(document));
        QVERIFY(!manager.closeAll());
        QVERIFY(views.documents().contains(document));
        QVERIFY(manager.hasUnsavedChanges(document));
    }

    // Quitting with a modified document and one whose cases only changed: one question lists
    // both (the second as its test cases); Save All saves the text of one and the cases of the other.
    void quittingListsADocumentWithOnlyUnsavedCases_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("saved");
        QTest::newRow("save-all") << int(QMessageBox::SaveAll) << true << true;
        QTest::newRow("discard-all") << int(QMessageBox::Discard) << true << false;
        QTest::newRow("cancel") << int(QMessageBox::Cancel) << false << false;
    }

    void quittingListsADocumentWithOnlyUnsavedCases()
    {
        QFETCH(int, answer);
        QTemporaryDir dir;
        const QString edited = dir.filePath(QStringLiteral("edited.txt"));
        const QString tested = dir.filePath(QStringLiteral("tested.txt"));
        QVERIFY(writeFile(edited, "User-agent: *\n"));
        QVERIFY(writeFile(tested, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        FakeCompanion companion;
        manager.setRecoveryCompanion(&companion);
        QVERIFY(manager.openFiles({edited, tested}) == 2);
        typeAtEnd(manager.documentForFile(edited), QStringLiteral("Disallow: /\n"));
        Document *casesOnly = manager.documentForFile(tested);
        companion.data.insert(casesOnly, "/x\tallowed\n");
        companion.unsaved.insert(casesOnly);
        QList<Question> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q);
            return QMessageBox::StandardButton(answer);
        });
        QTEST(manager.closeAll(), "closed");
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, Question::Kind::UnsavedDocuments);
        const QStringList lines = asked.front().informativeText.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0],
                 DocumentManager::tr("• %1 (%2)").arg(QStringLiteral("edited.txt"), QDir::toNativeSeparators(edited)));
        QCOMPARE(lines[1], DocumentManager::tr("%1: its test cases")
                               .arg(DocumentManager::tr("• %1 (%2)")
                                        .arg(QStringLiteral("tested.txt"), QDir::toNativeSeparators(tested))));
        QFETCH(bool, closed);
        QCOMPARE(views.documents().size(), closed ? 0 : 2);
        QFETCH(bool, saved);
        QCOMPARE(readFile(edited), saved ? QByteArray("User-agent: *\nDisallow: /\n") : QByteArray("User-agent: *\n"));
        QCOMPARE(readFile(tested + QStringLiteral(".tests")), saved ? QByteArray("/x\tallowed\n") : QByteArray());
        QCOMPARE(readFile(tested), QByteArray("User-agent: *\n"));
    }

    // Save and Save As report the save to the companion once it is over: after Save As the
    // document already has its new name (the tester offers new.txt.tests, not x.txt.tests).
    void theCompanionHearsOfASaveAsWithTheNewName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.txt"));
        const QString renamed = dir.filePath(QStringLiteral("new.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        FakeCompanion companion;
        manager.setRecoveryCompanion(&companion);
        QVERIFY(manager.openFile(path));
        Document *document = views.currentDocument();
        typeAtEnd(document, QStringLiteral("Disallow: /\n"));
        QVERIFY(manager.save(document));
        manager.setSaveFileNameHandler([&](const QString &) { return renamed; });
        QVERIFY(manager.saveAs(document));
        QCOMPARE(companion.savedNotices.size(), 2);
        QCOMPARE(companion.savedNotices[0], std::make_pair(document, QFileInfo(path).absoluteFilePath()));
        QCOMPARE(companion.savedNotices[1], std::make_pair(document, QFileInfo(renamed).absoluteFilePath()));
    }

    // The text saved while its cases stay unsaved: the crash-recovery copy keeps them.
    void unsavedCasesKeepACopyAfterTheTextIsSaved()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        manager.setRecoveryDelays(10);
        FakeCompanion companion;
        manager.setRecoveryCompanion(&companion);
        QVERIFY(manager.openFile(path));
        Document *document = views.currentDocument();
        companion.data.insert(document, "/x\tallowed\n");
        companion.unsaved.insert(document);
        typeAtEnd(document, QStringLiteral("Disallow: /\n"));
        QVERIFY(manager.save(document));
        const QString id = manager.recoveryId(document);
        QTRY_VERIFY(manager.recoveryManager()->contains(id));
    }

    // ----- Crash-recovery copies

    void recoveryCopiesFollowTheLastEditWithinTwoSeconds()
    {
        ListViews views;
        DocumentManager manager(views, nullptr);
        // The defaults the studio runs with: a copy 1.5 s after the last edit, at most 5 s apart.
        QCOMPARE(manager.recoveryDebounce(), 1500);
        QCOMPARE(manager.recoveryMaxWait(), 5000);
        manager.setRecoveryDelays(100, 300);
        Document *document = manager.newDocument();
        typeAtEnd(document, QStringLiteral("User-agent: *\n"));
        const QString id = manager.recoveryId(document);
        QTRY_VERIFY(manager.recoveryManager()->contains(id));
        manager.recoveryManager()->waitForWrites();
        QCOMPARE(
            readFile(manager.recoveryManager()->sessionDirectory() + QLatin1Char('/') + id + QStringLiteral(".bytes")),
            QByteArray("User-agent: *\n"));
    }

    void recoveryCopiesAreWrittenWhileTypingGoesOn()
    {
        ListViews views;
        DocumentManager manager(views, nullptr);
        // Edits come faster than the debounce: only the longest wait writes the copy.
        manager.setRecoveryDelays(200, 400);
        Document *document = manager.newDocument();
        const QString id = manager.recoveryId(document);
        QSignalSpy written(manager.recoveryManager(), &RecoveryManager::copyWritten);
        QTimer typing;
        typing.setInterval(20);
        int keys = 0;
        connect(&typing, &QTimer::timeout, this, [&] {
            typeAtEnd(document, QStringLiteral("x"));
            ++keys;
        });
        typing.start();
        QTRY_VERIFY(!written.isEmpty());
        QVERIFY(typing.isActive());
        QCOMPARE(written.front().front().toString(), id);
        typing.stop();
        // The copy holds a prefix of what was typed: the bytes were taken on the UI thread.
        manager.recoveryManager()->waitForWrites();
        const QByteArray copy =
            readFile(manager.recoveryManager()->sessionDirectory() + QLatin1Char('/') + id + QStringLiteral(".bytes"));
        QVERIFY(!copy.isEmpty());
        QVERIFY(copy.size() <= keys);
        QCOMPARE(copy, QByteArray(copy.size(), 'x'));
    }

    void aCopyRemovedAfterASaveIsNotWrittenAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        QVERIFY(manager.openFile(path));
        Document *document = views.currentDocument();
        typeAtEnd(document, QStringLiteral("Disallow: /a\n"));
        const QString id = manager.recoveryId(document);
        manager.writeRecoveryCopies();   // queued on the worker...
        QVERIFY(manager.save(document)); // ...and removed at once: the queued write is skipped
        manager.recoveryManager()->waitForWrites();
        QVERIFY(!manager.recoveryManager()->contains(id));
    }

    void unsavedCompanionDataIsKeptWithAnUnmodifiedDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\nDisallow: /x\n"));
        {
            ListViews views;
            FakeCompanion companion;
            DocumentManager crashed(views, nullptr);
            crashed.setRecoveryCompanion(&companion);
            crashed.setRecoveryDelays(10);
            QVERIFY(crashed.openFile(path));
            Document *document = views.currentDocument();
            // The tester's cases changed; the text did not.
            companion.data.insert(document, "https://example.com/x\tdisallowed\n");
            companion.unsaved.insert(document);
            crashed.companionChanged(document);
            QTRY_VERIFY(crashed.recoveryManager()->contains(crashed.recoveryId(document)));
            crashed.recoveryManager()->simulateCrash();
        }
        ListViews views;
        FakeCompanion companion;
        DocumentManager manager(views, nullptr);
        manager.setRecoveryCompanion(&companion);
        QList<Question::Kind> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q.kind);
            return QMessageBox::Yes;
        });
        QCOMPARE(manager.offerRecovery(), 1);
        QCOMPARE(asked, QList<Question::Kind>{Question::Kind::RestoreRecovery});
        QCOMPARE(views.documents().size(), 1);
        Document *document = views.currentDocument();
        QCOMPARE(document->filePath(), path);
        QVERIFY(!document->isModified());
        QCOMPARE(companion.restored.size(), 1);
        QCOMPARE(companion.restored.front().first, document);
        QCOMPARE(companion.restored.front().second, QByteArray("https://example.com/x\tdisallowed\n"));
    }

    // A copy is there to give back what a crash would lose: only a document with unsaved text or
    // unsaved companion data (the tester's cases) has one. Cases read from their file (companion
    // data that is not unsaved) are no reason: such a document is not offered after a crash.
    void aCopyIsWrittenOnlyForADocumentWithUnsavedChanges_data()
    {
        QTest::addColumn<bool>("typed");
        QTest::addColumn<bool>("hasData");
        QTest::addColumn<bool>("dataUnsaved");
        QTest::addColumn<bool>("copy");
        QTest::newRow("untouched") << false << false << false << false;
        QTest::newRow("cases-read-from-their-file") << false << true << false << false;
        QTest::newRow("cases-unsaved") << false << true << true << true;
        QTest::newRow("text-typed") << true << false << false << true;
        QTest::newRow("text-typed-cases-from-file") << true << true << false << true;
    }

    void aCopyIsWrittenOnlyForADocumentWithUnsavedChanges()
    {
        QFETCH(bool, typed);
        QFETCH(bool, hasData);
        QFETCH(bool, dataUnsaved);
        QTemporaryDir dir;
        const QString shop = dir.filePath(QStringLiteral("shop.txt"));
        const QString other = dir.filePath(QStringLiteral("rec.txt"));
        QVERIFY(writeFile(shop, "User-agent: *\nDisallow: /cart\n"));
        QVERIFY(writeFile(other, "User-agent: *\n"));
        ListViews views;
        FakeCompanion companion;
        DocumentManager manager(views, nullptr);
        manager.setRecoveryCompanion(&companion);
        manager.setRecoveryDelays(10);
        QVERIFY(manager.openFile(shop));
        Document *document = views.currentDocument();
        QVERIFY(manager.openFile(other));
        Document *typedInto = views.currentDocument();
        if (hasData)
            companion.data.insert(document, "https://example.com/cart\tdisallowed\n");
        if (dataUnsaved)
            companion.unsaved.insert(document);
        manager.companionChanged(document);
        if (typed)
            typeAtEnd(document, QStringLiteral("Disallow: /typed\n"));
        // Another document gets a copy in the same round: the round is over once it is there.
        typeAtEnd(typedInto, QStringLiteral("Disallow: /other\n"));
        QTRY_VERIFY(manager.recoveryManager()->contains(manager.recoveryId(typedInto)));
        manager.recoveryManager()->waitForWrites();
        QTEST(manager.recoveryManager()->contains(manager.recoveryId(document)), "copy");
    }

    // Discard deletes the copies for good: it is confirmed once for all of them, naming how many;
    // Cancel there goes back to the first question, and nothing is deleted.
    void discardingTheCopiesAsksOnceNamingTheCount_data()
    {
        QTest::addColumn<int>("confirm");
        QTest::addColumn<bool>("deleted");
        QTest::newRow("discard") << int(QMessageBox::Discard) << true;
        QTest::newRow("cancel") << int(QMessageBox::Cancel) << false;
    }

    void discardingTheCopiesAsksOnceNamingTheCount()
    {
        QFETCH(int, confirm);
        {
            RecoveryManager crashed;
            for (int i = 0; i < 10; ++i) {
                robots::ui::RecoveryCopy copy;
                copy.id = QStringLiteral("copy%1").arg(i);
                copy.title = QStringLiteral("Untitled %1").arg(i + 1);
                copy.bytes = "User-agent: *\n";
                crashed.write(copy);
            }
            crashed.waitForWrites();
            crashed.simulateCrash();
        }
        ListViews views;
        DocumentManager manager(views, nullptr);
        QList<Question> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q);
            if (q.kind == Question::Kind::DiscardRecovery)
                return QMessageBox::StandardButton(confirm);
            // Discard first; after a cancelled confirmation, Ask Later.
            return asked.size() == 1 ? QMessageBox::Discard : QMessageBox::Cancel;
        });
        QCOMPARE(manager.offerRecovery(), 0);
        QFETCH(bool, deleted);
        QCOMPARE(asked.size(), deleted ? 2 : 3);
        QCOMPARE(asked.at(0).kind, Question::Kind::RestoreRecovery);
        const Question &confirmation = asked.at(1);
        QCOMPARE(confirmation.kind, Question::Kind::DiscardRecovery);
        QCOMPARE(confirmation.text, DocumentManager::tr("Discard the unsaved changes of %n document(s)?", nullptr, 10));
        QVERIFY2(confirmation.text.contains(QStringLiteral("10")), qPrintable(confirmation.text));
        QCOMPARE(confirmation.buttons, QMessageBox::Discard | QMessageBox::Cancel);
        QCOMPARE(confirmation.defaultButton, QMessageBox::Cancel);
        if (!deleted)
            QCOMPARE(asked.at(2).kind, Question::Kind::RestoreRecovery);
        QCOMPARE(manager.recoveryManager()->orphans().size(), deleted ? 0 : 10);
    }

    // A document without a file (an example, a fetched body) is an edit of the text it came with:
    // its copy keeps that text, and the restored document compares with it (originalBytes(), the
    // tester's edit-impact baseline), not with the copy nor with nothing.
    void aRestoredUntitledDocumentKeepsTheTextItCameWith()
    {
        const QByteArray example = "User-agent: Belle\nDisallow: /west-wing/\n";
        {
            ListViews views;
            DocumentManager crashed(views, nullptr);
            crashed.setRecoveryDelays(10);
            Document *document = crashed.newDocument();
            document->loadBytes(example);
            document->setUntitledName(QStringLiteral("Ancient castle"));
            typeAtEnd(document, QStringLiteral("# typed\n"));
            QTRY_VERIFY(crashed.recoveryManager()->contains(crashed.recoveryId(document)));
            crashed.recoveryManager()->simulateCrash();
        }
        ListViews views;
        DocumentManager manager(views, nullptr);
        manager.setQuestionHandler([](const Question &) { return QMessageBox::Yes; });
        QCOMPARE(manager.offerRecovery(), 1);
        Document *document = views.currentDocument();
        QCOMPARE(document->textDocument()->toPlainText(), QString::fromUtf8(example + "# typed\n"));
        QCOMPARE(document->originalBytes(), example);
        QVERIFY(document->isModified());
        QCOMPARE(document->displayName(), DocumentManager::tr("%1 (recovered)").arg(QStringLiteral("Ancient castle")));
    }

    // Only the cases of an untitled document were unsaved: its text comes back as it came, not
    // modified, with the cases.
    void anUntitledDocumentWithOnlyUnsavedCasesIsRestoredUnmodified()
    {
        const QByteArray example = "User-agent: Belle\nDisallow: /west-wing/\n";
        const QByteArray cases = "https://example.com/west-wing/\tdisallowed\n";
        {
            ListViews views;
            FakeCompanion companion;
            DocumentManager crashed(views, nullptr);
            crashed.setRecoveryCompanion(&companion);
            crashed.setRecoveryDelays(10);
            Document *document = crashed.newDocument();
            document->loadBytes(example);
            companion.data.insert(document, cases);
            companion.unsaved.insert(document);
            crashed.companionChanged(document);
            QTRY_VERIFY(crashed.recoveryManager()->contains(crashed.recoveryId(document)));
            crashed.recoveryManager()->simulateCrash();
        }
        ListViews views;
        FakeCompanion companion;
        DocumentManager manager(views, nullptr);
        manager.setRecoveryCompanion(&companion);
        manager.setQuestionHandler([](const Question &) { return QMessageBox::Yes; });
        QCOMPARE(manager.offerRecovery(), 1);
        Document *document = views.currentDocument();
        QCOMPARE(document->textDocument()->toPlainText(), QString::fromUtf8(example));
        QCOMPARE(document->originalBytes(), example);
        QVERIFY(!document->isModified());
        QCOMPARE(companion.restored.size(), 1);
        QCOMPARE(companion.restored.front(), std::make_pair(document, cases));
    }

    // A document whose text is kept elsewhere (a lesson's, kept as its progress) has nothing to
    // save: closing and quitting ask nothing, and no copy is made of it.
    void aDocumentKeptElsewhereIsNeverUnsaved()
    {
        ListViews views;
        DocumentManager manager(views, nullptr);
        manager.setRecoveryDelays(10);
        Document *lesson = manager.newDocument();
        lesson->setKeptElsewhere(true);
        lesson->loadBytes("User-agent: *\n");
        QSignalSpy closing(&manager, &DocumentManager::aboutToClose);
        typeAtEnd(lesson, QStringLiteral("Disallow: /private/\n"));
        QVERIFY(!lesson->isModified());
        QVERIFY(!manager.hasUnsavedChanges(lesson));
        Document *file = manager.newDocument();
        typeAtEnd(file, QStringLiteral("User-agent: *\n"));
        QTRY_VERIFY(manager.recoveryManager()->contains(manager.recoveryId(file)));
        manager.recoveryManager()->waitForWrites();
        QVERIFY(!manager.recoveryManager()->contains(manager.recoveryId(lesson)));
        QList<Question> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q);
            return QMessageBox::Discard;
        });
        QVERIFY(manager.closeAll());
        QCOMPARE(asked.size(), 1); // about the other document alone
        QCOMPARE(asked.front().kind, Question::Kind::UnsavedChanges);
        QVERIFY(asked.front().text.contains(QStringLiteral("Untitled 2")));
        // Whoever keeps the text hears before it goes.
        QCOMPARE(closing.size(), 2);
    }

    // A studio killed with SIGKILL while typing, its file then changed on disk: whatever the user
    // chooses on restore, both the typed lines and the line added on disk can be reached, and the
    // companion's data (the tester's cases) comes back.
    void killedWhileTypingLosesNothing_data()
    {
        QTest::addColumn<int>("choice");
        QTest::newRow("restore-my-copy") << int(QMessageBox::Yes);
        QTest::newRow("keep-the-disk-file") << int(QMessageBox::No);
        QTest::newRow("open-both") << int(QMessageBox::Open);
    }

    void killedWhileTypingLosesNothing()
    {
        QFETCH(int, choice);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        const QByteArray cases = "https://example.com/private\tdisallowed\n";

        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QStringLiteral(RECOVERY_CHILD),
                    {path, QString::fromUtf8(cases), QStringLiteral("Disallow: /typed-1"),
                     QStringLiteral("Disallow: /typed-2")});
        QVERIFY(child.waitForStarted());
        // A generous wait: a sanitizer build starts slowly (no time is measured here).
        QTRY_VERIFY_WITH_TIMEOUT(child.canReadLine() || child.state() == QProcess::NotRunning, 60000);
        const QByteArray announced = child.readLine().trimmed();
        QVERIFY2(announced.startsWith("copy "), announced.constData());
        child.kill(); // SIGKILL: no destructor, no cleanup
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        // Someone else adds a line to the file afterwards.
        QVERIFY(appendToFile(path, "Disallow: /added-on-disk\n"));

        ListViews views;
        FakeCompanion companion;
        DocumentManager manager(views, nullptr);
        manager.setRecoveryCompanion(&companion);
        QList<Question> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q);
            if (q.kind == Question::Kind::RestoreRecovery)
                return QMessageBox::Yes;
            if (q.kind == Question::Kind::RecoveryConflict)
                return QMessageBox::StandardButton(choice);
            return QMessageBox::Cancel;
        });
        QCOMPARE(manager.offerRecovery(), 1);
        QCOMPARE(asked.size(), 2);
        const Question &conflict = asked.at(1);
        QCOMPARE(conflict.kind, Question::Kind::RecoveryConflict);
        QCOMPARE(conflict.buttons, QMessageBox::Yes | QMessageBox::No | QMessageBox::Open);
        // The diff from the disk file to the copy: the line added on disk goes, the typed lines come.
        QVERIFY2(conflict.detailedText.contains(QStringLiteral("-Disallow: /added-on-disk")),
                 qPrintable(conflict.detailedText));
        QVERIFY(conflict.detailedText.contains(QStringLiteral("+Disallow: /typed-2")));

        const QString typed = QStringLiteral("User-agent: *\nDisallow: /typed-1\nDisallow: /typed-2\n");
        const QString onDisk = QStringLiteral("User-agent: *\nDisallow: /added-on-disk\n");
        QCOMPARE(companion.restored.size(), 1);
        QCOMPARE(companion.restored.front().second, cases);
        switch (choice) {
        case QMessageBox::Yes: {
            QCOMPARE(views.documents().size(), 1);
            Document *document = views.currentDocument();
            QVERIFY(document->textDocument()->toPlainText().startsWith(typed));
            QVERIFY(document->isModified());
            // The change on disk is reported as in a running studio, and Save does not overwrite
            // it unseen.
            QCOMPARE(views.notices.size(), 1);
            QCOMPARE(views.notices.front().second.kind, DocumentNotice::Kind::Warning);
            QCOMPARE(views.notices.front().second.buttons.front().objectName, QStringLiteral("reloadButton"));
            QVERIFY(!manager.save(document));
            QCOMPARE(QString::fromUtf8(readFile(path)), onDisk);
            // Keep Mine, then Save: now written on purpose.
            views.notices.back().second.buttons.back().action();
            QVERIFY(manager.save(document));
            QVERIFY(QString::fromUtf8(readFile(path)).startsWith(typed));
            break;
        }
        case QMessageBox::No: {
            QCOMPARE(views.documents().size(), 1);
            Document *document = views.currentDocument();
            QCOMPARE(document->textDocument()->toPlainText(), onDisk);
            QVERIFY(!document->isModified());
            document->textDocument()->undo(); // the copy is one undo step away
            QVERIFY(document->textDocument()->toPlainText().startsWith(typed));
            break;
        }
        default: {
            QCOMPARE(views.documents().size(), 2);
            Document *file = manager.documentForFile(path);
            QVERIFY(file);
            QCOMPARE(file->textDocument()->toPlainText(), onDisk);
            QVERIFY(!file->isModified());
            Document *copy = views.documents().at(0) == file ? views.documents().at(1) : views.documents().at(0);
            QVERIFY(copy->filePath().isEmpty());
            QVERIFY(copy->isModified());
            QVERIFY(copy->textDocument()->toPlainText().startsWith(typed));
            QCOMPARE(companion.restored.front().first, copy);
            break;
        }
        }
        // Offered once: the copy now belongs to this session.
        QCOMPARE(manager.offerRecovery(), 0);
    }
};

QTEST_MAIN(TestDocumentManager)
#include "tst_documentmanager.moc"
