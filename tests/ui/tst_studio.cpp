// SPDX-License-Identifier: MIT
// The studio as a whole: the editor on the left feeds the tester on the right through the one
// DocumentAnalyzer; Help → Examples opens the seeds' lessons with their test cases.
#include "editor/editor.h"
#include "mainwindow/mainwindow.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>

using namespace robots;
using robots::ui::MainWindow;

class TestStudio : public QObject
{
    Q_OBJECT

    static int rowOf(const ui::TesterModel *model, const QString &agent, const QString &url)
    {
        for (int row = 0; row < model->rowCount(); ++row) {
            const ui::TestCase c = model->testCase(row);
            if (c.agent == agent && c.url == url)
                return row;
        }
        return -1;
    }

    static std::optional<Access> access(const ui::TesterModel *model, const QString &agent, const QString &url)
    {
        const int row = rowOf(model, agent, url);
        if (row < 0)
            return std::nullopt;
        const std::optional<Decision> d = model->decision(row, DialectId::WwwRobotRules);
        return d ? std::optional<Access>(d->access) : std::nullopt;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // seed 000 (WWW::RobotRules): the malformed record splits in two; Belle may go anywhere but
    // the west wing, Beast everywhere, every other robot nowhere.
    void wwwRobotrules_ancientCastleExampleFromHelpMenu()
    {
        MainWindow w;
        w.show();
        auto *action = w.findChild<QAction *>(QStringLiteral("example:ancient-castle"));
        QVERIFY(action);
        action->trigger();
        QCOMPARE(w.tabCount(), 1);
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("User-agent: Belle")));
        const ui::TesterModel *model = w.testerPanel()->model();
        QVERIFY(model->rowCount() > 0);
        QTRY_VERIFY(!model->isEvaluating() && access(model, QStringLiteral("Belle"), QStringLiteral("/west-wing/")));
        QCOMPARE(access(model, QStringLiteral("Belle"), QStringLiteral("/west-wing/")), Access::Disallowed);
        QCOMPARE(access(model, QStringLiteral("Belle"), QStringLiteral("/library/")), Access::Allowed);
        QCOMPARE(access(model, QStringLiteral("Beast"), QStringLiteral("/west-wing/")), Access::Allowed);
        QCOMPARE(access(model, QStringLiteral("Gaston"), QStringLiteral("/")), Access::Disallowed);
    }

    // Every keystroke updates the verdicts: Belle's rule moved from the west wing to the library.
    void live_editingTheRuleChangesTheVerdicts()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openExample(QStringLiteral("ancient-castle")));
        const ui::TesterModel *model = w.testerPanel()->model();
        QTRY_COMPARE(access(model, QStringLiteral("Belle"), QStringLiteral("/library/")), Access::Allowed);

        QTextCursor cursor(w.editor()->document());
        cursor = w.editor()->document()->find(QStringLiteral("/west-wing/"), cursor);
        QVERIFY(!cursor.isNull());
        cursor.insertText(QStringLiteral("/library/"));

        QTRY_COMPARE(access(model, QStringLiteral("Belle"), QStringLiteral("/library/")), Access::Disallowed);
        QCOMPARE(access(model, QStringLiteral("Belle"), QStringLiteral("/west-wing/")), Access::Allowed);
    }

    // Selecting a case shows its deciding line in the editor.
    void decidingLine_selectingACaseMovesTheEditorThere()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openExample(QStringLiteral("ancient-castle")));
        const ui::TesterModel *model = w.testerPanel()->model();
        QTRY_VERIFY(!model->isEvaluating() && access(model, QStringLiteral("Gaston"), QStringLiteral("/")));
        const int row = rowOf(model, QStringLiteral("Gaston"), QStringLiteral("/"));
        const int line = model->decidingLine(row, DialectId::WwwRobotRules);
        QVERIFY(line > 0);
        QCOMPARE(w.editor()->document()->findBlockByNumber(line - 1).text(), QStringLiteral("Disallow: /"));
        w.testerPanel()->selectCase(row);
        QTRY_COMPARE(w.editor()->textCursor().blockNumber() + 1, line);
    }
};

QTEST_MAIN(TestStudio)
#include "tst_studio.moc"
