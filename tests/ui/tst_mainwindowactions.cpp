// SPDX-License-Identifier: MIT
// The main window's menus, actions and shortcuts: every menu's entries (object name, text,
// shortcuts, checkable), the shortcuts that work anywhere in the window, the docks and the status
// bar's widgets, compared with tests/data/ui/window-actions.txt, so that rearranging the code that
// builds the window cannot change what the user sees (ROBOTS_DUMP_ACTIONS=FILE writes the dump);
// the shortcuts reaching their actions; find, replace, go to line. Offscreen, no fixed sleeps.
#include "analysis/settingsstore.h"
#include "windowtests.h"

#include "mainwindow/printfeature.h"

#include "robots/studio/crawlers.h"

#include <QDialog>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>
#include <QTextDocument>

#include <algorithm>

using robots::ui::MainWindow;
using namespace windowtests;

namespace {

QString shortcutsOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::PortableText);
    return keys.join(QLatin1Char(','));
}

void dumpMenu(const QMenu *menu, int depth, QStringList &out)
{
    const QString indent(depth * 2, QLatin1Char(' '));
    out << indent + QStringLiteral("menu %1 \"%2\"").arg(menu->objectName(), menu->title());
    // The themes are KSyntaxHighlighting's (they differ between its versions): only the first.
    const bool themes = menu->objectName() == QLatin1String("themeMenu");
    int shown = 0;
    for (const QAction *action : menu->actions()) {
        if (themes && ++shown > 2)
            break;
        if (action->isSeparator())
            out << indent + QStringLiteral("  ---");
        else if (action->menu())
            dumpMenu(action->menu(), depth + 1, out);
        else
            out << indent + QStringLiteral("  %1 \"%2\" [%3]%4%5")
                                .arg(action->objectName(), action->text(), shortcutsOf(action),
                                     action->isCheckable() ? QStringLiteral(" checkable") : QString(),
                                     action->isEnabled() ? QString() : QStringLiteral(" disabled"));
    }
}

QStringList dump(MainWindow &window)
{
    QStringList out;
    for (const QAction *action : window.menuBar()->actions()) {
        if (action->menu())
            dumpMenu(action->menu(), 0, out);
    }
    QStringList windowWide;
    for (const QAction *action : window.actions())
        windowWide << QStringLiteral("window %1 [%2] context %3")
                          .arg(action->objectName(), shortcutsOf(action))
                          .arg(int(action->shortcutContext()));
    std::sort(windowWide.begin(), windowWide.end());
    out << windowWide;
    QStringList docks;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        docks << QStringLiteral("dock %1 \"%2\" area %3 %4")
                     .arg(dock->objectName(), dock->windowTitle())
                     .arg(int(window.dockWidgetArea(const_cast<QDockWidget *>(dock))))
                     .arg(dock->isVisibleTo(&window) ? QStringLiteral("shown") : QStringLiteral("hidden"));
    std::sort(docks.begin(), docks.end());
    out << docks;
    // The status bar's widgets from left to right.
    QList<QWidget *> widgets = window.statusBar()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    widgets.removeIf([](const QWidget *w) { return !w->isVisible() || w->objectName().isEmpty(); });
    std::sort(widgets.begin(), widgets.end(), [](const QWidget *a, const QWidget *b) { return a->x() < b->x(); });
    for (const QWidget *w : std::as_const(widgets))
        out << QStringLiteral("status %1 %2").arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()));
    return out;
}

} // namespace

class TestMainWindowActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindowactions"));
        robots::ui::Settings::clear();
    }
    void cleanupTestCase() { robots::ui::Settings::clear(); }
    void init()
    {
        robots::ui::Settings::clear();
        QDir(recoveryRoot()).removeRecursively();
    }

    void menusShortcutsDocksAndStatusBarAreTheKnownOnes()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList lines = dump(window);
        if (const QByteArray out = qgetenv("ROBOTS_DUMP_ACTIONS"); !out.isEmpty()) {
            QFile file(QString::fromLocal8Bit(out));
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
        }
        QFile expectedFile(QStringLiteral(ROBOTS_TEST_DATA "/ui/window-actions.txt"));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QStringList expected =
            QString::fromUtf8(expectedFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < std::max(lines.size(), expected.size()); ++i)
            QCOMPARE(lines.value(i), expected.value(i));
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

    // Find (Ctrl+F) shows the find row only; Replace (Ctrl+H) adds the replace field with its
    // label and buttons; Find again takes them away.
    void findAloneShowsNoReplaceField()
    {
        MainWindow w;
        w.show();
        auto *bar = w.findBar();
        const QStringList replaceRow{QStringLiteral("replaceEdit"), QStringLiteral("replaceLabel"),
                                     QStringLiteral("replaceButton"), QStringLiteral("replaceAllButton")};
        const auto shown = [bar](const QString &name) {
            auto *widget = bar->findChild<QWidget *>(name);
            return widget && widget->isVisible();
        };
        for (const char *find : {"actionFind", "actionReplace", "actionFind"}) {
            action(w, find)->trigger();
            const bool replacing = qstrcmp(find, "actionReplace") == 0;
            QVERIFY(shown(QStringLiteral("findEdit")));
            QCOMPARE(bar->isReplaceShown(), replacing);
            for (const QString &name : replaceRow)
                QVERIFY2(shown(name) == replacing, qPrintable(name + QLatin1Char(' ') + QLatin1String(find)));
            if (const QString dir = qEnvironmentVariable("ROBOTS_SCREENSHOT_DIR"); !dir.isEmpty())
                w.grab().save(dir + QStringLiteral("/findbar-") + QLatin1String(find) + QStringLiteral(".png"));
        }
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
        // Ctrl+PageDown / Ctrl+PageUp switch tabs, wrapping around.
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("tabs"));
        w.documents()->newDocument();
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QCOMPARE(tabs->currentIndex(), 0);
        QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_PageUp));
        QCOMPARE(tabs->currentIndex(), 1);
    }

    // Help → About Robots.txt Studio: the version, the licence, the versions of Qt and
    // KSyntaxHighlighting, the documents by title and the data credits; About Qt beside it.
    void aboutBoxNamesVersionLicenceAndCredits()
    {
        MainWindow w;
        w.show();
        QAction *about = action(w, "actionAbout");
        QVERIFY(about);
        QCOMPARE(about->menuRole(), QAction::AboutRole);
        QCOMPARE(action(w, "actionAboutQt")->menuRole(), QAction::AboutQtRole);
        about->trigger();
        QDialog *box = nullptr;
        QTRY_VERIFY((box = w.findChild<QDialog *>(QStringLiteral("aboutDialog"))) && box->isVisible());
        auto *label = box->findChild<QLabel *>(QStringLiteral("aboutText"));
        QVERIFY(label);
        QTextDocument html;
        html.setHtml(label->text());
        const QString text = html.toPlainText();
        for (const QString &part : {QStringLiteral("Version " ROBOTS_VERSION), QStringLiteral("MIT"),
                                    QStringLiteral("Qt " QT_VERSION_STR), QStringLiteral("KSyntaxHighlighting 6."),
                                    QStringLiteral("the 1994 standard"), QStringLiteral("the WWW::RobotRules manual"),
                                    QStringLiteral("the O'Reilly appendix"), QStringLiteral("the Ruby gem's README"),
                                    QStringLiteral("ai.robots.txt (MIT licence) for the AI crawler list")})
            QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" missing from: ") + text));
        // The crawler catalogue's date: the newest day a row was checked against its source.
        const QString date = QString::fromLatin1(robots::crawlerCatalogueDate().data(),
                                                 static_cast<qsizetype>(robots::crawlerCatalogueDate().size()));
        QCOMPARE(date.size(), 10);
        const QString catalogue = QStringLiteral("Crawler catalogue: %1 crawlers, checked up to %2")
                                      .arg(robots::crawlerCatalogue().size())
                                      .arg(date);
        QVERIFY2(text.contains(catalogue), qPrintable(catalogue + QStringLiteral(" missing from: ") + text));
        if (const QString dir = qEnvironmentVariable("ROBOTS_SCREENSHOT_DIR"); !dir.isEmpty())
            box->grab().save(dir + QStringLiteral("/about.png"));
        // Once only, however often asked.
        about->trigger();
        QCOMPARE(w.findChildren<QDialog *>(QStringLiteral("aboutDialog")).size(), 1);
        box->reject();
        QTRY_VERIFY(!box->isVisible());

        // About Qt is Qt's own box.
        bool shown = false;
        QTimer poll;
        poll.setInterval(10);
        connect(&poll, &QTimer::timeout, this, [&] {
            if (auto *qtBox = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                poll.stop();
                shown = qtBox->text().contains(QLatin1String("Qt"));
                qtBox->accept();
            }
        });
        poll.start();
        action(w, "actionAboutQt")->trigger();
        QVERIFY(shown);
    }

    // File → Print… (Ctrl+P) and Print Preview…: the current document, headed by its name, on as
    // many pages as it needs.
    void printingPrintsTheCurrentDocument()
    {
        MainWindow w;
        w.show();
        QCOMPARE(action(w, "actionPrint")->shortcuts(), QKeySequence::keyBindings(QKeySequence::Print));
        QVERIFY(action(w, "actionPrintPreview"));
        QString text;
        for (int i = 1; i <= 300; ++i)
            text += QStringLiteral("Disallow: /private/%1\n").arg(i);
        w.editor()->setPlainText(text);
        auto *feature = w.findChild<robots::ui::PrintFeature *>();
        QVERIFY(feature);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("printed.pdf"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        QVERIFY(feature->print(&printer));
        const QByteArray bytes = readFile(pdf);
        QVERIFY(bytes.startsWith("%PDF"));
        // 300 lines do not fit on one page.
        QVERIFY2(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page ") +
                         bytes.count("/Type /Page/") >
                     2,
                 bytes.left(2000).constData());

        // The preview asks for the same pages.
        QPrintPreviewDialog *preview = feature->showPreview();
        QVERIFY(preview);
        QCOMPARE(preview->objectName(), QStringLiteral("printPreviewDialog"));
        QTRY_VERIFY(preview->isVisible());
        QPointer<QPrintPreviewDialog> alive(preview);
        preview->reject();
        QTRY_VERIFY(!alive);
    }

    void menusShowShortcutsAndHaveNames()
    {
        MainWindow w;
        const char *withShortcuts[] = {"actionNew",      "actionOpen",      "actionSave",         "actionSaveAs",
                                       "actionCloseTab", "actionQuit",      "actionFind",         "actionReplace",
                                       "actionFindNext", "actionGoToLine",  "actionFindPrevious", "actionZoomIn",
                                       "actionZoomOut",  "actionZoomReset", "actionNextTab",      "actionPreviousTab"};
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
};

QTEST_MAIN(TestMainWindowActions)
#include "tst_mainwindowactions.moc"
