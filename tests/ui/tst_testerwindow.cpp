// SPDX-License-Identifier: MIT
// The tester in the main window (the deciding line): selecting a case shows its deciding
// line in the editor (cursor, scroll and a tinted full-width mark) while the focus stays in the
// table; the cursor on a line of the editor highlights the cases that line decides.
// Test sets belong to documents (each tab its own cases, x.txt.tests opened with x.txt, the
// question about the cases on save, beside the new name after Save As, changed cases asked about
// on close and quit, the crash-recovery companion), and the edit impact compares
// with the document as opened from the first keystroke, per shown dialect.
// Offscreen, isolated settings, QTRY_* only.
#include "analysis/messages.h"
#include "analysis/settingsstore.h"
#include "analysis/testsetfile.h"
#include "document/document.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "i18n/translations.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/testerfeature.h"
#include "tester/casefiltermodel.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <algorithm>
#include <memory>

using namespace robots;
using namespace robots::ui;

namespace {

// The lines (1-based) the tester's marks cover in EDITOR.
QList<int> markedLines(const Editor &editor)
{
    QList<int> lines;
    for (const QTextEdit::ExtraSelection &s : editor.layerSelections(Editor::SelectionLayer::Other)) {
        if (s.format.property(QTextFormat::FullWidthSelection).toBool())
            lines << s.cursor.blockNumber() + 1;
    }
    return lines;
}

bool settled(const TesterPanel &panel)
{
    return panel.analyzer() && !panel.analyzer()->isBusy() &&
           panel.model()->analysis() == panel.analyzer()->current() && !panel.model()->isEvaluating();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Replaces line LINE (1-based) of the editor's text, as typing would.
void replaceLine(Editor &editor, int line, const QString &text)
{
    QTextCursor cursor(editor.document()->findBlockByNumber(line - 1));
    cursor.select(QTextCursor::LineUnderCursor);
    cursor.insertText(text);
}

// Answers the window's questions and remembers them.
struct Answers
{
    QList<DocumentManager::Question::Kind> asked;
    QHash<DocumentManager::Question::Kind, QMessageBox::StandardButton> reply;
    DocumentManager::QuestionHandler handler()
    {
        return [this](const DocumentManager::Question &q) {
            asked.append(q.kind);
            return reply.value(q.kind, QMessageBox::Cancel);
        };
    }
};

} // namespace

class TestTesterWindow : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    TesterPanel *m_panel = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_testerwindow"));
        // The English plural forms ("1 case", "3 cases") the headlines are compared with.
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    }
    // Every test starts on the ancient castle (seed 001), its verdicts in.
    void init()
    {
        robots::ui::Settings::clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openExample(QStringLiteral("ancient-castle")));
        m_panel = m_window->findChild<TesterPanel *>(QStringLiteral("testerPanel"));
        QVERIFY(m_panel);
        QTRY_VERIFY(settled(*m_panel));
    }
    void cleanup() { m_window.reset(); }

    // The ancient castle (seed 001): Belle's /west-wing/ is decided by line 7 under every
    // dialect the example shows; Gaston's / by line 4 (the * group).
    void selectingACaseMarksAndShowsItsLineKeepingTheFocus()
    {
        TesterPanel *panel = m_panel;
        Editor *editor = m_window->editor();

        QTableView *table = panel->table();
        table->setFocus();
        QTRY_VERIFY(table->hasFocus());
        panel->selectCase(0); // Belle /west-wing/
        QTRY_COMPARE(editor->cursorLine(), 7);
        QTRY_COMPARE(markedLines(*editor), QList<int>{7});
        QVERIFY2(table->hasFocus(), "the jump must leave the focus in the table");
        // The marked line (the cursor's) is on screen.
        QVERIFY(editor->viewport()->rect().contains(editor->cursorRect().center()));

        // The keyboard moves through the cases and the editor follows.
        const int gaston = [&] {
            for (int row = 0; row < panel->model()->rowCount(); ++row) {
                if (panel->model()->testCase(row).agent == QLatin1String("Gaston"))
                    return row;
            }
            return -1;
        }();
        QVERIFY(gaston >= 0);
        panel->selectCase(gaston);
        QTRY_COMPARE(editor->cursorLine(), 4);
        QTRY_COMPARE(markedLines(*editor), QList<int>{4});
        QVERIFY(table->hasFocus());
    }

    // Marks are added beside other layers' selections, never replacing them.
    void theMarksKeepOtherSelections()
    {
        TesterPanel *panel = m_panel;
        Editor *editor = m_window->editor();
        QTextEdit::ExtraSelection search;
        search.cursor = QTextCursor(editor->document()->findBlockByNumber(2));
        search.cursor.select(QTextCursor::LineUnderCursor);
        editor->setLayerSelections(Editor::SelectionLayer::Search, {search});
        panel->selectCase(0);
        QTRY_COMPARE(markedLines(*editor), QList<int>{7});
        const QList<QTextEdit::ExtraSelection> all = editor->extraSelections();
        QVERIFY(std::any_of(all.cbegin(), all.cend(), [&](const auto &s) { return s.cursor == search.cursor; }));
        QVERIFY(std::any_of(all.cbegin(), all.cend(), [](const auto &s) {
            return s.format.property(QTextFormat::FullWidthSelection).toBool() && s.cursor.blockNumber() == 6;
        }));
    }

    // The cursor on a line highlights the cases it decides: line 7 decides Belle's west wing.
    void theEditorsLineHighlightsTheCasesItDecides()
    {
        TesterModel *model = m_panel->model();
        const auto highlighted = [model] {
            QStringList cases;
            for (int row = 0; row < model->rowCount(); ++row) {
                if (model->index(row, TesterModel::UrlColumn).data(TesterModel::HighlightRole).toBool())
                    cases << model->testCase(row).agent + QLatin1Char(' ') + model->testCase(row).url;
            }
            return cases;
        };
        m_window->editor()->goToLine(7);
        QTRY_COMPARE(model->highlightedLine(), 7);
        QCOMPARE(highlighted(),
                 (QStringList{QStringLiteral("Belle /west-wing/"), QStringLiteral("Belle /west-wing/rose.html"),
                              QStringLiteral("Belle/1.0 /west-wing/")}));
        m_window->editor()->goToLine(1); // a comment decides nothing
        QTRY_COMPARE(model->highlightedLine(), 1);
        QVERIFY(highlighted().isEmpty());
    }

    // Keyboard: in the table, Ctrl+V adds the clipboard's URLs and Delete removes the
    // selected cases, although the window's Edit → Paste has the same keys; every tester action
    // with a shortcut shows it in its tooltip.
    void theTablesKeysWinOverTheWindowsInTheTable()
    {
        TesterModel *model = m_panel->model();
        const int before = model->rowCount();
        QTableView *table = m_panel->table();
        table->setFocus();
        QTRY_VERIFY(table->hasFocus());
        QApplication::clipboard()->setText(QStringLiteral("/keyboard-a\n/keyboard-b\n"));
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);
        QTRY_COMPARE(model->rowCount(), before + 2);
        QCOMPARE(model->testCase(before + 1).url, QStringLiteral("/keyboard-b"));
        QVERIFY(m_window->editor()->toPlainText().startsWith(QLatin1String("# robots.txt"))); // not pasted there
        m_panel->selectCase(before + 1);
        QTest::keyClick(table, Qt::Key_Delete);
        QTRY_COMPARE(model->rowCount(), before + 1);

        // From the editor to the table by keyboard: View → Go to Test Cases.
        m_window->editor()->setFocus();
        QTRY_VERIFY(m_window->editor()->hasFocus());
        QTest::keyClick(m_window->editor(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(table->hasFocus());
        auto *viewMenu = m_window->findChild<QMenu *>(QStringLiteral("viewMenu"));
        QVERIFY(viewMenu && viewMenu->actions().contains(m_panel->focusAction()));

        for (QAction *action : m_panel->actions() + table->actions()) {
            if (!action->shortcut().isEmpty())
                QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                         qPrintable(action->objectName()));
        }
        // The table's keys never hide one of the panel's (Add is Ctrl+Insert, a Copy key elsewhere).
        for (QAction *tableAction : table->actions()) {
            for (QAction *panelAction : m_panel->actions()) {
                for (const QKeySequence &keys : tableAction->shortcuts())
                    QVERIFY2(!panelAction->shortcuts().contains(keys),
                             qPrintable(tableAction->objectName() + QLatin1Char(' ') + panelAction->objectName()));
            }
        }
    }

    // Ctrl+A, Ctrl+V and Delete belong to whichever of the two has the focus: in the table they
    // select rows, paste URLs and remove cases; in the editor they select, paste and delete text
    // and leave the cases alone.
    void theTablesKeysActOnlyInTheTable()
    {
        TesterModel *model = m_panel->model();
        QTableView *table = m_panel->table();
        Editor *editor = m_window->editor();
        const int cases = model->rowCount();
        QVERIFY(cases > 2);

        table->setFocus();
        QTRY_VERIFY(table->hasFocus());
        m_panel->selectCase(1);
        QTest::keyClick(table, Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(table->selectionModel()->selectedRows().size(), cases);
        QVERIFY(!editor->textCursor().hasSelection());

        editor->setFocus();
        QTRY_VERIFY(editor->hasFocus());
        m_panel->selectCase(1);
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(editor->textCursor().selectedText().size(), editor->toPlainText().size());
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);

        QApplication::clipboard()->setText(QStringLiteral("# pasted in the editor\n"));
        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(editor->toPlainText(), QStringLiteral("# pasted in the editor\n"));
        QCOMPARE(model->rowCount(), cases);
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(editor, Qt::Key_Delete);
        QVERIFY(editor->toPlainText().isEmpty());
        QCOMPARE(model->rowCount(), cases);
    }

    // --- Test sets belong to documents ---------------------------------------------------------

    // The reported scenario: the castle example, then shop.txt. The shop shows its own cases (none,
    // not the castle's counted as failures against the shop's text); back on the castle, its
    // cases pass again against the castle's text.
    void eachTabHasItsOwnCasesCheckedAgainstItsOwnText()
    {
        Document *castle = m_window->currentDocument();
        const TesterModel *castleModel = m_panel->model();
        const int castleCases = castleModel->rowCount();
        QVERIFY(castleCases >= 11);
        QTRY_COMPARE(castleModel->summary().failed, 0);

        m_panel->selectCase(1); // Belle's /west-wing/rose.html, decided by line 7
        QTRY_COMPARE(m_window->editor()->cursorLine(), 7);
        m_window->editor()->goToLine(2);

        QTemporaryDir dir;
        const QString shop = dir.filePath(QStringLiteral("shop.txt"));
        QVERIFY(writeFile(shop, "User-agent: *\nDisallow: /cart\n"));
        QVERIFY(m_window->documents()->openFile(shop));
        QCOMPARE(m_window->currentFile(), QFileInfo(shop).absoluteFilePath());
        QTRY_VERIFY(settled(*m_panel));
        QVERIFY(m_panel->model() != castleModel);
        QCOMPARE(m_panel->model()->rowCount(), 0);
        QCOMPARE(m_panel->table()->model()->rowCount(), 0);
        QCOMPARE(m_panel->model()->summary().failed, 0);
        auto *label = m_panel->findChild<QLabel *>(QStringLiteral("testSetLabel"));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Tests: none"));

        // A case of the shop's own, against the shop's text.
        m_panel->pasteText(QStringLiteral("/cart/1\n"));
        QTRY_VERIFY(settled(*m_panel));
        QCOMPARE(m_panel->model()->rowCount(), 1);
        QCOMPARE(m_panel->model()->decision(0, DialectId::Rfc9309)->access, Access::Disallowed);

        m_window->tabs()->activate(castle, false);
        QTRY_VERIFY(settled(*m_panel));
        QCOMPARE(m_panel->model(), castleModel);
        // Its selected case again, and the editor's cursor stays where it was.
        QCOMPARE(m_panel->filterModel()->mapToSource(m_panel->table()->currentIndex()).row(), 1);
        QCOMPARE(m_window->editor()->cursorLine(), 2);
        QCOMPARE(m_panel->table()->model()->rowCount(), castleCases);
        const TesterModel::Summary summary = castleModel->summary();
        QCOMPARE(summary.failed, 0);
        QCOMPARE(summary.passed, castleCases);
        QVERIFY(label->text().contains(QStringLiteral("%1 cases").arg(castleCases)));
        // The shown dialects are the example's, not the shop's defaults.
        QCOMPARE(m_panel->shownDialects().size(), castleModel->shownDialects().size());

        // And back on the shop: its one case, still decided by the shop's text.
        m_window->tabs()->activate(m_window->documents()->documentForFile(shop), false);
        QTRY_VERIFY(settled(*m_panel));
        QCOMPARE(m_panel->model()->rowCount(), 1);
        QCOMPARE(m_panel->model()->decision(0, DialectId::Rfc9309)->access, Access::Disallowed);
    }

    // Another example's cases are never run against this one's text (the RFC 9309 §5.1 example
    // after the castle), and a new untitled document starts with no cases.
    void examplesOpenInTheirOwnTabsAndNewDocumentsHaveNoCases()
    {
        const TesterModel *castleModel = m_panel->model();
        QVERIFY(m_window->openExample(QStringLiteral("rfc9309-5.1")));
        QTRY_VERIFY(settled(*m_panel));
        QVERIFY(m_panel->model() != castleModel);
        QVERIFY(m_panel->model()->rowCount() > 0);
        QTRY_COMPARE(m_panel->model()->summary().failed, 0);
        QVERIFY(castleModel->rowCount() > 0);

        m_window->documents()->newDocument();
        QTRY_VERIFY(settled(*m_panel));
        QCOMPARE(m_panel->model()->rowCount(), 0);
        QCOMPARE(m_panel->findChild<QLabel *>(QStringLiteral("testSetLabel"))->text(), QStringLiteral("Tests: none"));
    }

    // x.txt opens with x.txt.tests beside it; the header names it (the full path as tooltip),
    // says when the cases changed, and the document's state knows the attached file.
    void aFileOpensWithItsTestSetAndTheHeaderNamesIt()
    {
        QTemporaryDir dir;
        const QString robots = dir.filePath(QStringLiteral("x.txt"));
        const QString tests = robots + QStringLiteral(".tests");
        QVERIFY(writeFile(robots, "User-agent: *\nDisallow: /private\n"));
        QVERIFY(writeFile(tests, "*  /private/a  disallowed\n*  /public  allowed\nBot  /private  disallowed\n"));
        QVERIFY(m_window->documents()->openFile(robots));
        QTRY_VERIFY(settled(*m_panel));
        QCOMPARE(m_panel->model()->rowCount(), 3);
        QCOMPARE(m_panel->model()->summary().passed, 3);
        auto *label = m_panel->findChild<QLabel *>(QStringLiteral("testSetLabel"));
        QCOMPARE(label->text(), QStringLiteral("Tests: x.txt.tests · 3 cases"));
        QCOMPARE(label->toolTip(), QDir::toNativeSeparators(QFileInfo(tests).absoluteFilePath()));
        Document *document = m_window->currentDocument();
        QCOMPARE(m_window->documents()->state(document).testSetPath, QFileInfo(tests).absoluteFilePath());

        m_panel->pasteText(QStringLiteral("/more\n"));
        QCOMPARE(label->text(), QStringLiteral("Tests: x.txt.tests · 4 cases · modified"));
    }

    // Saving the document asks whether to save the changed cases too: Save Tests writes them
    // beside the file; Don't Save leaves the file alone.
    void savingTheDocumentAsksToSaveItsChangedCases()
    {
        QTemporaryDir dir;
        const QString robots = dir.filePath(QStringLiteral("site.txt"));
        const QString tests = robots + QStringLiteral(".tests");
        QVERIFY(writeFile(robots, "User-agent: *\nDisallow: /private\n"));
        QVERIFY(m_window->documents()->openFile(robots));
        Answers answers;
        m_window->documents()->setQuestionHandler(answers.handler());

        // No cases: nothing to ask.
        replaceLine(*m_window->editor(), 2, QStringLiteral("Disallow: /secret"));
        QVERIFY(m_window->documents()->save());
        QVERIFY(answers.asked.isEmpty());

        m_panel->pasteText(QStringLiteral("/secret/a\n"));
        replaceLine(*m_window->editor(), 2, QStringLiteral("Disallow: /hidden"));
        answers.reply[DocumentManager::Question::Kind::SaveTests] = QMessageBox::Discard;
        QVERIFY(m_window->documents()->save());
        QCOMPARE(answers.asked, QList<DocumentManager::Question::Kind>{DocumentManager::Question::Kind::SaveTests});
        QVERIFY(!QFileInfo::exists(tests));

        answers.asked.clear();
        answers.reply[DocumentManager::Question::Kind::SaveTests] = QMessageBox::Save;
        replaceLine(*m_window->editor(), 2, QStringLiteral("Disallow: /secret"));
        QVERIFY(m_window->documents()->save());
        QCOMPARE(answers.asked, QList<DocumentManager::Question::Kind>{DocumentManager::Question::Kind::SaveTests});
        const TestSetFile::Loaded saved = TestSetFile::load(tests);
        QCOMPARE(saved.cases, m_panel->model()->cases());
        QVERIFY(!m_panel->model()->casesModified());
        QCOMPARE(m_panel->findChild<QLabel *>(QStringLiteral("testSetLabel"))->text(),
                 QStringLiteral("Tests: site.txt.tests · 1 case"));

        // Unchanged cases: saving the text again asks nothing.
        answers.asked.clear();
        replaceLine(*m_window->editor(), 2, QStringLiteral("Disallow: /"));
        QVERIFY(m_window->documents()->save());
        QVERIFY(answers.asked.isEmpty());
    }

    // An example saved under a name: its cases (never in a file) are offered too, and go beside
    // the new name.
    void savingAnExampleUnderANameOffersItsCases()
    {
        QTemporaryDir dir;
        const QString robots = dir.filePath(QStringLiteral("castle.txt"));
        Answers answers;
        answers.reply[DocumentManager::Question::Kind::SaveTests] = QMessageBox::Save;
        m_window->documents()->setQuestionHandler(answers.handler());
        m_window->documents()->setSaveFileNameHandler([robots](const QString &) { return robots; });
        QVERIFY(m_window->documents()->save());
        QCOMPARE(answers.asked, QList<DocumentManager::Question::Kind>{DocumentManager::Question::Kind::SaveTests});
        QCOMPARE(TestSetFile::load(robots + QStringLiteral(".tests")).cases, m_panel->model()->cases());
        QCOMPARE(m_window->documents()->state(m_window->currentDocument()).testSetPath,
                 QFileInfo(robots + QStringLiteral(".tests")).absoluteFilePath());
    }

    // --- Cases are never lost on close, quit or Save As ----------------------------------------

    // Close Tab on a file whose text is unchanged but whose cases changed asks about the cases:
    // Save writes x.txt.tests, Discard closes without it, Cancel keeps the tab and its cases.
    void closingATabWithOnlyChangedCasesAsks_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("written");
        QTest::newRow("save") << int(QMessageBox::Save) << true << true;
        QTest::newRow("discard") << int(QMessageBox::Discard) << true << false;
        QTest::newRow("cancel") << int(QMessageBox::Cancel) << false << false;
    }

    void closingATabWithOnlyChangedCasesAsks()
    {
        QFETCH(int, answer);
        QFETCH(bool, closed);
        QFETCH(bool, written);
        QTemporaryDir dir;
        const QString robots = dir.filePath(QStringLiteral("x.txt"));
        const QString tests = robots + QStringLiteral(".tests");
        QVERIFY(writeFile(robots, "User-agent: *\nDisallow: /cart\n"));
        DocumentManager *documents = m_window->documents();
        QVERIFY(documents->openFile(robots));
        QTRY_VERIFY(settled(*m_panel));
        Document *document = m_window->currentDocument();
        m_panel->pasteText(QStringLiteral("/cart/1\n"));
        QVERIFY(!document->isModified());
        QList<DocumentManager::Question> asked;
        documents->setQuestionHandler([&](const DocumentManager::Question &q) {
            asked.append(q);
            return QMessageBox::StandardButton(answer);
        });
        auto *closeTab = m_window->findChild<QAction *>(QStringLiteral("actionCloseTab"));
        QVERIFY(closeTab);
        closeTab->trigger();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, DocumentManager::Question::Kind::UnsavedChanges);
        QCOMPARE(asked.front().text,
                 DocumentManager::tr("The test cases of “%1” are not saved.").arg(QStringLiteral("x.txt")));
        QCOMPARE(documents->documentForFile(robots) == nullptr, closed);
        QCOMPARE(QFileInfo::exists(tests), written);
        if (written) {
            const TestSetFile::Loaded saved = TestSetFile::load(tests);
            QCOMPARE(saved.cases.size(), 1);
            QCOMPARE(saved.cases.front().url, QStringLiteral("/cart/1"));
        }
        if (!closed) {
            QCOMPARE(m_window->currentDocument(), document);
            QCOMPARE(m_panel->model()->rowCount(), 1);
            QVERIFY(m_panel->model()->casesModified());
        }
    }

    // An example opened and closed untouched asks nothing: its cases are the example's.
    void closingAnUntouchedExampleAsksNothing()
    {
        Answers answers;
        m_window->documents()->setQuestionHandler(answers.handler());
        QVERIFY(m_panel->model()->rowCount() > 0);
        QVERIFY(m_window->documents()->close(m_window->currentDocument()));
        QVERIFY(answers.asked.isEmpty());
    }

    // Quitting with a modified file and a file whose cases only changed: one question lists both;
    // Save All writes the one's text and the other's cases (the untouched example is not listed).
    void quittingListsADocumentWhoseCasesOnlyChanged()
    {
        QTemporaryDir dir;
        const QString edited = dir.filePath(QStringLiteral("edited.txt"));
        const QString tested = dir.filePath(QStringLiteral("tested.txt"));
        QVERIFY(writeFile(edited, "User-agent: *\nDisallow: /a\n"));
        QVERIFY(writeFile(tested, "User-agent: *\nDisallow: /b\n"));
        DocumentManager *documents = m_window->documents();
        QVERIFY(documents->openFile(edited));
        replaceLine(*m_window->editor(), 2, QStringLiteral("Disallow: /c"));
        QVERIFY(documents->openFile(tested));
        QTRY_VERIFY(settled(*m_panel));
        m_panel->pasteText(QStringLiteral("/b/1\n"));
        QList<DocumentManager::Question> asked;
        documents->setQuestionHandler([&](const DocumentManager::Question &q) {
            asked.append(q);
            return QMessageBox::SaveAll;
        });
        QVERIFY(m_window->close());
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, DocumentManager::Question::Kind::UnsavedDocuments);
        const QStringList lines = asked.front().informativeText.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].contains(QDir::toNativeSeparators(QFileInfo(edited).absoluteFilePath())),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].contains(QDir::toNativeSeparators(QFileInfo(tested).absoluteFilePath())),
                 qPrintable(lines[1]));
        QVERIFY2(lines[1].endsWith(QStringLiteral("its test cases")), qPrintable(lines[1]));
        QFile file(edited);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("User-agent: *\nDisallow: /c\n"));
        const TestSetFile::Loaded saved = TestSetFile::load(tested + QStringLiteral(".tests"));
        QCOMPARE(saved.cases.size(), 1);
        QCOMPARE(saved.cases.front().url, QStringLiteral("/b/1"));
        QVERIFY(!QFileInfo::exists(edited + QStringLiteral(".tests")));
    }

    // Save As of shop.txt, whose cases changed, to new.txt: the cases are offered for, and
    // written to, new.txt.tests; nothing is written beside shop.txt.
    void saveAsWritesTheCasesBesideTheNewName()
    {
        QTemporaryDir dir;
        const QString shop = dir.filePath(QStringLiteral("shop.txt"));
        const QString renamed = dir.filePath(QStringLiteral("new.txt"));
        QVERIFY(writeFile(shop, "User-agent: *\nDisallow: /cart\n"));
        DocumentManager *documents = m_window->documents();
        QVERIFY(documents->openFile(shop));
        QTRY_VERIFY(settled(*m_panel));
        m_panel->pasteText(QStringLiteral("/cart/1\n"));
        QList<DocumentManager::Question> asked;
        documents->setQuestionHandler([&](const DocumentManager::Question &q) {
            asked.append(q);
            return QMessageBox::Save;
        });
        documents->setSaveFileNameHandler([renamed](const QString &) { return renamed; });
        QVERIFY(documents->saveAs());
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.front().kind, DocumentManager::Question::Kind::SaveTests);
        const QString newTests = QFileInfo(renamed).absoluteFilePath() + QStringLiteral(".tests");
        QVERIFY2(asked.front().informativeText.contains(QDir::toNativeSeparators(newTests)),
                 qPrintable(asked.front().informativeText));
        QCOMPARE(TestSetFile::load(newTests).cases, m_panel->model()->cases());
        QVERIFY(!QFileInfo::exists(shop + QStringLiteral(".tests")));
        QCOMPARE(documents->state(m_window->currentDocument()).testSetPath, newTests);
        QVERIFY(!m_panel->model()->casesModified());
    }

    // x.txt with x.txt.tests saved as new.txt: x.txt.tests stays x.txt's; the cases go to
    // new.txt.tests (asked, as for cases never saved).
    void saveAsLeavesTheOldNamesTestSetAlone()
    {
        QTemporaryDir dir;
        const QString robots = dir.filePath(QStringLiteral("x.txt"));
        const QString renamed = dir.filePath(QStringLiteral("new.txt"));
        const QByteArray oldTests = "*  /private/a  disallowed\n";
        QVERIFY(writeFile(robots, "User-agent: *\nDisallow: /private\n"));
        QVERIFY(writeFile(robots + QStringLiteral(".tests"), oldTests));
        DocumentManager *documents = m_window->documents();
        QVERIFY(documents->openFile(robots));
        QTRY_VERIFY(settled(*m_panel));
        QCOMPARE(m_panel->model()->rowCount(), 1);
        m_panel->pasteText(QStringLiteral("/private/b\n"));
        Answers answers;
        answers.reply[DocumentManager::Question::Kind::SaveTests] = QMessageBox::Save;
        documents->setQuestionHandler(answers.handler());
        documents->setSaveFileNameHandler([renamed](const QString &) { return renamed; });
        QVERIFY(documents->saveAs());
        QCOMPARE(answers.asked, QList<DocumentManager::Question::Kind>{DocumentManager::Question::Kind::SaveTests});
        QFile file(robots + QStringLiteral(".tests"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), oldTests);
        QCOMPARE(TestSetFile::load(renamed + QStringLiteral(".tests")).cases.size(), 2);
    }

    // The crash-recovery copy keeps the cases, whether they were modified, and the shown
    // dialects: what the tester gives for one document, handed back for another, gives it the
    // same cases in the same state under the same columns (an example's cases stay unmodified).
    void theRecoveryCompanionKeepsTheCasesTheirStateAndTheDialects()
    {
        auto *feature = m_window->findChild<TesterFeature *>();
        QVERIFY(feature);
        Document *castle = m_window->currentDocument();
        TesterModel *castleModel = feature->modelFor(castle);
        QVERIFY(!castleModel->casesModified());
        const QByteArray data = feature->recoveryData(castle);
        QVERIFY(!data.isEmpty());

        Document *other = m_window->documents()->newDocument();
        feature->restoreRecoveryData(other, data);
        QCOMPARE(feature->modelFor(other)->cases(), castleModel->cases());
        QVERIFY(!feature->modelFor(other)->casesModified());
        QCOMPARE(feature->modelFor(other)->shownDialects(), castleModel->shownDialects());
        QCOMPARE(m_panel->model(), feature->modelFor(other));
        QCOMPARE(m_panel->shownDialects(), castleModel->shownDialects());
        QVERIFY(m_panel->findChild<QLabel *>(QStringLiteral("testSetLabel"))
                    ->text()
                    .startsWith(QStringLiteral("Tests: not saved")));

        castleModel->setCasesModified(true);
        Document *third = m_window->documents()->newDocument();
        feature->restoreRecoveryData(third, feature->recoveryData(castle));
        QVERIFY(feature->modelFor(third)->casesModified());

        // A copy written before the state was kept (the test-set text alone): modified cases.
        Document *fourth = m_window->documents()->newDocument();
        feature->restoreRecoveryData(fourth, TestSetFile::toText(castleModel->cases()));
        QCOMPARE(feature->modelFor(fourth)->cases().size(), castleModel->cases().size());
        QVERIFY(feature->modelFor(fourth)->casesModified());
        castleModel->setCasesModified(false);
    }

    // --- Edit impact from the first keystroke -------------------------------------------------

    // The reported scenario: open a file, add a case, edit a line so that its verdict flips: the
    // impact shows the change at once (no save, no switching tabs), with every shown dialect's
    // counts in the headline and the changed dialects' columns first.
    void editImpactShowsTheChangeAtOnceForEveryDialect()
    {
        QTemporaryDir dir;
        const QString robots = dir.filePath(QStringLiteral("impact.txt"));
        QVERIFY(writeFile(robots, "User-agent: *\nDisallow: /x\n"));
        QVERIFY(m_window->documents()->openFile(robots));
        m_panel->setShownDialects({DialectId::PythonUrllib, DialectId::Google, DialectId::Rfc9309});
        QTRY_VERIFY(settled(*m_panel));
        QVERIFY(m_panel->model()->hasBaseline());
        m_panel->pasteText(QStringLiteral("/files/a.pdf\n/x/1\n"));
        QTRY_VERIFY(settled(*m_panel));
        auto *headline = m_panel->findChild<QLabel *>(QStringLiteral("impactSummary"));
        QVERIFY(headline->text().startsWith(QStringLiteral("No case changed")));

        // SEMANTICS.md "wildcard + anchor": Google and RFC 9309 read /*.pdf$ as a pattern,
        // Python's urllib as a literal path; /x/1 is allowed again under every dialect.
        replaceLine(*m_window->editor(), 2, QStringLiteral("Disallow: /*.pdf$"));
        QTRY_VERIFY(settled(*m_panel));
        QCOMPARE(m_panel->model()->changedRows().size(), 2);
        const QString expected =
            QStringLiteral("2 cases changed verdict compared with the text as opened — %1: 1 now "
                           "allowed; %2: 1 now allowed, 1 now disallowed; %3: 1 now allowed, 1 now "
                           "disallowed.")
                .arg(dialectTitle(DialectId::PythonUrllib), dialectTitle(DialectId::Google),
                     dialectTitle(DialectId::Rfc9309));
        QTRY_COMPARE(headline->text(), expected);
        QVERIFY(m_window->currentDocument()->isModified());

        auto *impact = m_panel->findChild<QTableView *>(QStringLiteral("impactTable"));
        QCOMPARE(impact->model()->rowCount(), 2);
    }

    // Only the second shown dialect changes: its column comes first in the impact list, and the
    // headline names only it.
    void theChangedDialectsColumnComesFirst()
    {
        QTemporaryDir dir;
        const QString robots = dir.filePath(QStringLiteral("pdf.txt"));
        QVERIFY(writeFile(robots, "User-agent: *\nDisallow: /x\n"));
        QVERIFY(m_window->documents()->openFile(robots));
        m_panel->setShownDialects({DialectId::PythonUrllib, DialectId::Google});
        m_panel->pasteText(QStringLiteral("/files/a.pdf\n"));
        replaceLine(*m_window->editor(), 2, QStringLiteral("Disallow: /*.pdf$"));
        QTRY_VERIFY(settled(*m_panel));
        auto *headline = m_panel->findChild<QLabel *>(QStringLiteral("impactSummary"));
        QTRY_COMPARE(headline->text(),
                     QStringLiteral("1 case changed verdict compared with the text as opened — %1: 1 now disallowed.")
                         .arg(dialectTitle(DialectId::Google)));
        auto *impact = m_panel->findChild<QTableView *>(QStringLiteral("impactTable"));
        const QHeaderView *header = impact->horizontalHeader();
        const int google = m_panel->model()->columnOf(DialectId::Google);
        const int python = m_panel->model()->columnOf(DialectId::PythonUrllib);
        QCOMPARE(header->visualIndex(google), header->visualIndex(TesterModel::AgentColumn) + 1);
        QVERIFY(header->visualIndex(python) > header->visualIndex(google));
        // The changed cell says what it was.
        const QModelIndex cell = impact->model()->index(0, google);
        QCOMPARE(cell.data(TesterModel::BaselineAccessRole).toInt(), int(Access::Allowed));
        QCOMPARE(cell.data(TesterModel::AccessRole).toInt(), int(Access::Disallowed));
    }

    // An example has a baseline too (its text as opened): the first edit shows its impact.
    void anExampleHasABaselineFromTheStart()
    {
        QVERIFY(m_panel->model()->hasBaseline());
        auto *headline = m_panel->findChild<QLabel *>(QStringLiteral("impactSummary"));
        QVERIFY(headline->text().startsWith(QStringLiteral("No case changed")));
        // The castle's line 7 keeps Belle out of the west wing; the rule moved elsewhere, she
        // may go there.
        replaceLine(*m_window->editor(), 7, QStringLiteral("Disallow: /cellar/"));
        QTRY_VERIFY(settled(*m_panel));
        QTRY_VERIFY(headline->text().contains(QStringLiteral("now allowed")));
        QVERIFY(!m_panel->model()->changedRows().isEmpty());
    }
};

QTEST_MAIN(TestTesterWindow)
#include "tst_testerwindow.moc"
