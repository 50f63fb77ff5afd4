// SPDX-License-Identifier: MIT
// Keyboard and accessibility of the main window: every focusable widget and every item
// view has a name a screen reader can say (its accessible name, or its text, or a buddy label),
// every menu and menu command is reachable from the keyboard with its shortcut shown, the layout
// (docks, splitter, geometry) comes back at the next start, and the application icon is an SVG
// that stays sharp at any scale. The tester panel's own widgets are tst_testerwindow's.

#include "analysis/settingsstore.h"
#include "editor/editortab.h"
#include "editor/findbar.h"
#include "editor/gotolinebar.h"
#include "editor/notificationbar.h"
#include "fetch/hostsdock.h"
#include "mainwindow/mainwindow.h"
#include "settings/settingsdialog.h"
#include "tester/testerpanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QIcon>
#include <QImageReader>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>

using robots::ui::MainWindow;

namespace {

bool insideTester(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (qobject_cast<const robots::ui::TesterPanel *>(w))
            return true;
    }
    return false;
}

// Parts Qt draws for its own widgets and names itself (or that take no focus of their own).
bool qtInternal(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    if (qobject_cast<const QAbstractSpinBox *>(parent) || qobject_cast<const QComboBox *>(parent))
        return true; // the line edit inside a spin box or an editable combo box: the box has the name
    if (qobject_cast<const QTabBar *>(parent))
        return true; // the tab bar's scroll buttons
    if (qobject_cast<const QHeaderView *>(widget))
        return true; // a view's header is read as part of the view
    const QByteArray className = widget->metaObject()->className();
    return className == "QDockWidgetTitleButton" || className.startsWith("QComboBoxPrivate");
}

QString nameOf(QWidget *widget)
{
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
    return accessible ? accessible->text(QAccessible::Name).trimmed() : QString();
}

QString describe(const QWidget *widget)
{
    return QStringLiteral("%1 \"%2\" in %3")
        .arg(QLatin1String(widget->metaObject()->className()), widget->objectName(),
             widget->parentWidget() ? widget->parentWidget()->objectName() : QString());
}

// Every focusable widget or item view under ROOT that is shown and has no name to say.
QStringList unnamedWidgets(QWidget *root)
{
    QStringList unnamed;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisibleTo(root) || insideTester(widget) || qtInternal(widget))
            continue;
        const bool focusable = widget->focusPolicy() != Qt::NoFocus;
        if (!focusable && !qobject_cast<QAbstractItemView *>(widget))
            continue;
        if (nameOf(widget).isEmpty())
            unnamed << describe(widget);
    }
    return unnamed;
}

// The mnemonic letter of TEXT ("Fo&nt:" → 'n'), or a null QChar.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = text.indexOf(QLatin1Char('&')); i >= 0 && i + 1 < text.size();
         i = text.indexOf(QLatin1Char('&'), i + 2)) {
        if (text.at(i + 1) != QLatin1Char('&'))
            return text.at(i + 1).toLower();
    }
    return {};
}

// Texts under ROOT, shown now, whose mnemonics another shown text repeats (Alt+letter would then
// only cycle between them).
QStringList clashingMnemonics(const QStringList &texts)
{
    QHash<QChar, QStringList> byLetter;
    for (const QString &text : texts) {
        const QChar letter = mnemonicOf(text);
        if (!letter.isNull())
            byLetter[letter] << text;
    }
    QStringList clashes;
    for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
        if (it.value().size() > 1)
            clashes << it.value().join(QStringLiteral(" / "));
    }
    return clashes;
}

QStringList shownMnemonicTexts(QWidget *root)
{
    QStringList texts;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root))
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget))
            texts << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            texts << button->text();
        else if (auto *tabs = qobject_cast<QTabWidget *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        }
    }
    return texts;
}

void collectActions(QMenu *menu, QList<QAction *> &into)
{
    for (QAction *action : menu->actions()) {
        if (action->menu())
            collectActions(action->menu(), into);
        else if (!action->isSeparator())
            into << action;
    }
}

// Opens every dock, both bars and a notification: everything the window can show.
void showEverything(MainWindow &window)
{
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        dock->show();
    window.findBar()->openBar(true);
    window.goToLineBar()->openBar();
    window.currentTab()->notificationBar()->showMessage(QStringLiteral("A message"),
                                                        robots::ui::NotificationBar::Kind::Information,
                                                        {{QStringLiteral("okButton"), QStringLiteral("&OK"), [] {}}});
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_accessibility"));
        robots::ui::Settings::clear();
    }
    void init() { robots::ui::Settings::clear(); }
    void cleanupTestCase() { robots::ui::Settings::clear(); }

    void everyFocusableWidgetHasAName();
    void settingsDialogWidgetsHaveNames();
    void everyMenuIsReachableByKeyboard();
    void everyShortcutIsShownInItsMenu();
    void docksHaveObjectNamesForRestoreState();
    void layoutIsRestoredAtTheNextStart();
    void applicationIconIsScalable();
};

void TestAccessibility::everyFocusableWidgetHasAName()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    showEverything(window);
    const QStringList unnamed = unnamedWidgets(&window);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
}

void TestAccessibility::settingsDialogWidgetsHaveNames()
{
    MainWindow window;
    robots::ui::SettingsDialog *dialog = window.showSettings();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QStringList unnamed;
    // Each page in turn (a hidden page's widgets are not visible).
    auto *pages = dialog->findChild<QTabWidget *>();
    QVERIFY(pages);
    QStringList clashes;
    for (int i = 0; i < pages->count(); ++i) {
        pages->setCurrentIndex(i);
        unnamed << unnamedWidgets(dialog);
        clashes << clashingMnemonics(shownMnemonicTexts(dialog));
    }
    unnamed.removeDuplicates();
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    clashes.removeDuplicates();
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    dialog->reject();
}

void TestAccessibility::everyMenuIsReachableByKeyboard()
{
    MainWindow window;
    QStringList problems;
    QList<QAction *> actions;
    QStringList titles;
    for (QAction *top : window.menuBar()->actions()) {
        titles << top->text();
        if (top->menu()) {
            QStringList entries;
            for (QAction *action : top->menu()->actions())
                entries << action->text();
            for (const QString &clash : clashingMnemonics(entries))
                problems << QStringLiteral("%1: %2").arg(top->text(), clash);
        }
        if (!top->text().contains(QLatin1Char('&')))
            problems << QStringLiteral("menu %1 has no mnemonic").arg(top->text());
        if (top->menu())
            collectActions(top->menu(), actions);
    }
    for (const QString &clash : clashingMnemonics(titles))
        problems << QStringLiteral("menu bar: %1").arg(clash);
    // Alt+letter opens a menu; inside it, a command's letter or its shortcut runs it.
    for (QAction *action : std::as_const(actions)) {
        if (action->objectName().startsWith(QLatin1String("theme:")) ||
            action->objectName().startsWith(QLatin1String("example:")))
            continue; // lists of names (themes, examples): the arrow keys and Enter reach them
        if (!action->text().contains(QLatin1Char('&')) && action->shortcut().isEmpty())
            problems << QStringLiteral("%1 (%2) has neither a mnemonic nor a shortcut")
                            .arg(action->text(), action->objectName());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestAccessibility::everyShortcutIsShownInItsMenu()
{
    MainWindow window;
    QList<QAction *> menuActions;
    for (QAction *top : window.menuBar()->actions()) {
        if (top->menu())
            collectActions(top->menu(), menuActions);
    }
    QStringList problems;
    for (QAction *action : std::as_const(menuActions)) {
        // A menu shows action->shortcut(), the first of shortcuts(): an action that answers keys
        // must show one of them.
        if (!action->shortcuts().isEmpty() && action->shortcut().isEmpty())
            problems << QStringLiteral("%1 answers keys it does not show").arg(action->objectName());
    }
    // Every window-wide shortcut is a menu command (so it is shown somewhere), and the standard
    // keys that have a menu command are the command's.
    for (QAction *action : window.actions()) {
        if (!action->shortcuts().isEmpty() && !menuActions.contains(action) &&
            !insideTester(qobject_cast<QWidget *>(action->parent())))
            problems << QStringLiteral("%1 (%2) has a shortcut but no menu entry")
                            .arg(action->objectName(), action->shortcut().toString());
    }
    const struct
    {
        const char *action;
        QKeySequence::StandardKey key;
    } standard[] = {{"actionNew", QKeySequence::New},
                    {"actionOpen", QKeySequence::Open},
                    {"actionSave", QKeySequence::Save},
                    {"actionUndo", QKeySequence::Undo},
                    {"actionRedo", QKeySequence::Redo},
                    {"actionCut", QKeySequence::Cut},
                    {"actionCopy", QKeySequence::Copy},
                    {"actionPaste", QKeySequence::Paste},
                    {"actionSelectAll", QKeySequence::SelectAll},
                    {"actionFind", QKeySequence::Find},
                    {"actionQuit", QKeySequence::Quit},
                    {"actionHandbook", QKeySequence::HelpContents},
                    {"actionSettings", QKeySequence::Preferences}};
    for (const auto &s : standard) {
        auto *action = window.findChild<QAction *>(QLatin1String(s.action));
        if (!action) {
            problems << QStringLiteral("no %1").arg(QLatin1String(s.action));
            continue;
        }
        const QList<QKeySequence> keys = QKeySequence::keyBindings(s.key);
        if (!keys.isEmpty() && !action->shortcuts().contains(keys.first()))
            problems << QStringLiteral("%1 lacks the standard %2").arg(action->objectName(), keys.first().toString());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestAccessibility::docksHaveObjectNamesForRestoreState()
{
    MainWindow window;
    const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
    QVERIFY(docks.size() >= 3); // Problems, Outline, Hosts
    QStringList names;
    for (const QDockWidget *dock : docks) {
        QVERIFY2(!dock->objectName().isEmpty(), qPrintable(dock->windowTitle()));
        names << dock->objectName();
    }
    names.removeDuplicates();
    QCOMPARE(names.size(), docks.size()); // QMainWindow::restoreState matches docks by name
}

void TestAccessibility::layoutIsRestoredAtTheNextStart()
{
    QList<int> sizes;
    QRect geometry;
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(760, 560); // within the offscreen screen (800×600): restoreGeometry keeps it
        window.findChild<QDockWidget *>(QStringLiteral("hostsDock"))->show();
        window.findChild<QDockWidget *>(QStringLiteral("outlineDock"))->hide();
        window.centralSplitter()->setSizes({700, 300});
        QCoreApplication::processEvents();
        sizes = window.centralSplitter()->sizes();
        geometry = window.geometry();
        QVERIFY(window.close()); // closeEvent saves the layout
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QTRY_COMPARE(again.size(), geometry.size());
    QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("hostsDock"))->isVisible());
    QVERIFY(!again.findChild<QDockWidget *>(QStringLiteral("outlineDock"))->isVisible());
    QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
    QTRY_COMPARE(again.centralSplitter()->sizes(), sizes);
}

void TestAccessibility::applicationIconIsScalable()
{
    // The icon of our own (resources/icons) is an SVG, embedded as the fallback of the theme's.
    const QString path = QStringLiteral(":/icons/org.robotstxtstudio.Studio.svg");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("<svg"));
    if (!QImageReader::supportedImageFormats().contains("svg"))
        QSKIP("Qt's SVG plugins (Debian: qt6-svg-plugins) are not installed here; the icon cannot be drawn");
    // Sharp at 1×, 2× and 3×: drawn at the device's pixels, not scaled up.
    const QIcon icon(path);
    QVERIFY(!icon.isNull());
    for (const qreal scale : {1.0, 2.0, 3.0}) {
        const QPixmap pixmap = icon.pixmap(QSize(32, 32), scale);
        QCOMPARE(pixmap.size(), QSize(32, 32) * scale);
    }
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
