// SPDX-License-Identifier: MIT
// The tester in the main window (the deciding line): selecting a case shows its deciding
// line in the editor (cursor, scroll and a tinted full-width mark) while the focus stays in the
// table; the cursor on a line of the editor highlights the cases that line decides.
// Offscreen, isolated settings, QTRY_* only.
#include "editor/editor.h"
#include "mainwindow/mainwindow.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
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
    }
    // Every test starts on the ancient castle (seed 001), its verdicts in.
    void init()
    {
        QSettings().clear();
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
};

QTEST_MAIN(TestTesterWindow)
#include "tst_testerwindow.moc"
