// SPDX-License-Identifier: MIT
#include "mainwindow/windowactions.h"

#include "tester/examples.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include <algorithm>

namespace robots::ui {

WindowActions::WindowActions(QMainWindow &window)
    : QObject(&window)
    , m_window(window)
{
    QMenuBar *bar = window.menuBar();
    m_fileMenu = bar->addMenu(tr("&File"));
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    newDocument = make(QStringLiteral("actionNew"), tr("&New"), QKeySequence::keyBindings(QKeySequence::New),
                       QStringLiteral("document-new"));
    open = make(QStringLiteral("actionOpen"), tr("&Open…"), QKeySequence::keyBindings(QKeySequence::Open),
                QStringLiteral("document-open"));
    m_fileMenu->addActions({newDocument, open});
    m_recentMenu = m_fileMenu->addMenu(QIcon::fromTheme(QStringLiteral("document-open-recent")), tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_afterRecent = m_fileMenu->addSeparator();
    save = make(QStringLiteral("actionSave"), tr("&Save"), QKeySequence::keyBindings(QKeySequence::Save),
                QStringLiteral("document-save"));
    saveAs = make(QStringLiteral("actionSaveAs"), tr("Save &As…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
                  QStringLiteral("document-save-as"));
    m_fileMenu->addActions({save, saveAs});
    m_beforeClose = m_fileMenu->addSeparator();
    closeTab = make(QStringLiteral("actionCloseTab"), tr("&Close Tab"), {QKeySequence(Qt::CTRL | Qt::Key_W)},
                    QStringLiteral("document-close"));
    quit = make(QStringLiteral("actionQuit"), tr("&Quit"), {QKeySequence(Qt::CTRL | Qt::Key_Q)},
                QStringLiteral("application-exit"));
    quit->setMenuRole(QAction::QuitRole);
    m_fileMenu->addActions({closeTab, quit});
    setRecentFiles({});

    m_editMenu = bar->addMenu(tr("&Edit"));
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    const auto edit = [this](const QString &name, const QString &text, QKeySequence::StandardKey key,
                             const QString &icon) {
        QAction *action = make(name, text, QKeySequence::keyBindings(key), icon);
        m_editMenu->addAction(action);
        return action;
    };
    undo = edit(QStringLiteral("actionUndo"), tr("&Undo"), QKeySequence::Undo, QStringLiteral("edit-undo"));
    redo = edit(QStringLiteral("actionRedo"), tr("Re&do"), QKeySequence::Redo, QStringLiteral("edit-redo"));
    m_editMenu->addSeparator();
    cut = edit(QStringLiteral("actionCut"), tr("Cu&t"), QKeySequence::Cut, QStringLiteral("edit-cut"));
    copy = edit(QStringLiteral("actionCopy"), tr("&Copy"), QKeySequence::Copy, QStringLiteral("edit-copy"));
    paste = edit(QStringLiteral("actionPaste"), tr("&Paste"), QKeySequence::Paste, QStringLiteral("edit-paste"));
    selectAll = edit(QStringLiteral("actionSelectAll"), tr("Select &All"), QKeySequence::SelectAll,
                     QStringLiteral("edit-select-all"));
    m_editMenu->addSeparator();
    find = make(QStringLiteral("actionFind"), tr("&Find…"), {QKeySequence(Qt::CTRL | Qt::Key_F)},
                QStringLiteral("edit-find"));
    replace = make(QStringLiteral("actionReplace"), tr("&Replace…"),
                   {QKeySequence(Qt::CTRL | Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_R)},
                   QStringLiteral("edit-find-replace"));
    findNext = make(QStringLiteral("actionFindNext"), tr("Find &Next"), {QKeySequence(Qt::Key_F3)},
                    QStringLiteral("go-down-search"));
    findPrevious = make(QStringLiteral("actionFindPrevious"), tr("Find Pre&vious"),
                        {QKeySequence(Qt::SHIFT | Qt::Key_F3)}, QStringLiteral("go-up-search"));
    goToLine = make(QStringLiteral("actionGoToLine"), tr("&Go to Line…"), {QKeySequence(Qt::CTRL | Qt::Key_G)},
                    QStringLiteral("go-jump"));
    m_editMenu->addActions({find, replace, findNext, findPrevious, goToLine});

    m_viewMenu = bar->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    zoomIn = make(QStringLiteral("actionZoomIn"), tr("Zoom &In"),
                  {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)},
                  QStringLiteral("zoom-in"));
    zoomOut = make(QStringLiteral("actionZoomOut"), tr("Zoom &Out"), {QKeySequence(Qt::CTRL | Qt::Key_Minus)},
                   QStringLiteral("zoom-out"));
    zoomReset = make(QStringLiteral("actionZoomReset"), tr("&Reset Zoom"), {QKeySequence(Qt::CTRL | Qt::Key_0)},
                     QStringLiteral("zoom-original"));
    m_viewMenu->addActions({zoomIn, zoomOut, zoomReset});
    m_viewMenu->addSeparator();
    // Ctrl+PageDown / Ctrl+PageUp switch tabs as in browsers and most editors.
    nextTab = make(QStringLiteral("actionNextTab"), tr("Ne&xt Tab"), {QKeySequence(Qt::CTRL | Qt::Key_PageDown)},
                   QStringLiteral("go-next-view"));
    previousTab = make(QStringLiteral("actionPreviousTab"), tr("Pre&vious Tab"),
                       {QKeySequence(Qt::CTRL | Qt::Key_PageUp)}, QStringLiteral("go-previous-view"));
    m_viewMenu->addActions({nextTab, previousTab});
    m_viewMenu->addSeparator();
    m_beforeTheme = m_viewMenu->addSeparator();
    m_themeMenu = m_viewMenu->addMenu(tr("Th&eme"));
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeGroup = new QActionGroup(this);
    m_themeGroup->setExclusive(true);

    // Tools: generators that change the document (the AI crawler policy); before Settings, as in
    // KDE applications.
    m_toolsMenu = bar->addMenu(tr("&Tools"));
    m_toolsMenu->setObjectName(QStringLiteral("toolsMenu"));

    QMenu *settingsMenu = bar->addMenu(tr("&Settings"));
    settingsMenu->setObjectName(QStringLiteral("settingsMenu"));
    QList<QKeySequence> preferences = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferences.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        preferences << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    configure = make(QStringLiteral("actionSettings"), tr("&Configure Robots.txt Studio…"), preferences,
                     QStringLiteral("configure"));
    configure->setMenuRole(QAction::PreferencesRole);
    settingsMenu->addAction(configure);

    QMenu *help = m_helpMenu = bar->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    handbook = make(QStringLiteral("actionHandbook"), tr("Robots.txt Studio &Handbook"),
                    QKeySequence::keyBindings(QKeySequence::HelpContents), QStringLiteral("help-contents"));
    help->addAction(handbook);
    QMenu *examples = help->addMenu(tr("&Examples"));
    examples->setObjectName(QStringLiteral("examplesMenu"));
    examples->setToolTipsVisible(true);
    for (const Example &example : Examples::all()) {
        QAction *action = examples->addAction(example.title);
        action->setObjectName(QStringLiteral("example:") + example.id);
        action->setToolTip(example.description);
        action->setStatusTip(example.description);
        connect(action, &QAction::triggered, this, [this, id = example.id] { Q_EMIT exampleChosen(id); });
    }
}

QAction *WindowActions::make(const QString &objectName, const QString &text, const QList<QKeySequence> &shortcuts,
                             const QString &iconName)
{
    auto *action = new QAction(text, &m_window);
    action->setObjectName(objectName);
    action->setShortcuts(shortcuts);
    if (!iconName.isEmpty())
        action->setIcon(QIcon::fromTheme(iconName));
    m_actions.append(action);
    return action;
}

void WindowActions::add(Place place, QAction *action)
{
    switch (place) {
    case Place::FileOpen:
        m_fileMenu->insertAction(m_afterRecent, action);
        return;
    case Place::ViewTester:
        m_viewMenu->insertAction(m_beforeTheme, action);
        return;
    case Place::ViewEnd:
        m_viewMenu->addAction(action);
        return;
    case Place::EditEnd:
        m_editMenu->addAction(action);
        return;
    case Place::FilePrint:
        m_fileMenu->insertAction(m_beforeClose, action);
        return;
    case Place::HelpEnd:
        m_helpMenu->addAction(action);
        return;
    case Place::ToolsEnd:
        m_toolsMenu->addAction(action);
        return;
    }
}

void WindowActions::addSeparator(Place place)
{
    switch (place) {
    case Place::FileOpen:
        m_fileMenu->insertSeparator(m_afterRecent);
        return;
    case Place::ViewTester:
        m_viewMenu->insertSeparator(m_beforeTheme);
        return;
    case Place::ViewEnd:
        m_viewMenu->addSeparator();
        return;
    case Place::EditEnd:
        m_editMenu->addSeparator();
        return;
    case Place::FilePrint:
        m_fileMenu->insertSeparator(m_beforeClose);
        return;
    case Place::HelpEnd:
        m_helpMenu->addSeparator();
        return;
    case Place::ToolsEnd:
        m_toolsMenu->addSeparator();
        return;
    }
}

QList<QAction *> WindowActions::withShortcuts() const
{
    QList<QAction *> actions = m_actions;
    actions.removeIf([](const QAction *action) { return action->shortcuts().isEmpty(); });
    return actions;
}

void WindowActions::setRecentFiles(const QStringList &files)
{
    m_recentMenu->clear();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        // "&1 robots.txt — /srv/www"; the number is the keyboard accelerator.
        const QString accelerator = i < 9 ? QLatin1Char('&') + QString::number(i + 1) : QStringLiteral("1&0");
        const QString label =
            tr("%1 %2 — %3")
                .arg(accelerator, QFileInfo(path).fileName().replace(QLatin1Char('&'), QLatin1String("&&")),
                     QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        QAction *action = m_recentMenu->addAction(label);
        action->setObjectName(QStringLiteral("recentFile%1").arg(i + 1));
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT recentFileChosen(path); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    clearRecent = m_recentMenu->addAction(QIcon::fromTheme(QStringLiteral("edit-clear-history")), tr("&Clear List"));
    clearRecent->setObjectName(QStringLiteral("actionClearRecent"));
    clearRecent->setEnabled(!files.isEmpty());
    connect(clearRecent, &QAction::triggered, this, &WindowActions::clearRecentChosen);
    m_recentMenu->setEnabled(true);
}

void WindowActions::setThemes(QList<std::pair<QString, QString>> themes, const QString &current)
{
    m_themeMenu->clear();
    for (QAction *a : m_themeGroup->actions())
        m_themeGroup->removeAction(a);
    QAction *automatic = m_themeMenu->addAction(tr("&Automatic (follow the palette)"));
    automatic->setObjectName(QStringLiteral("themeAutomatic"));
    automatic->setData(QString());
    m_themeMenu->addSeparator();
    std::sort(themes.begin(), themes.end(),
              [](const auto &a, const auto &b) { return QString::localeAwareCompare(a.second, b.second) < 0; });
    QList<QAction *> actions{automatic};
    for (const auto &[name, translatedName] : std::as_const(themes)) {
        QAction *action = m_themeMenu->addAction(translatedName);
        action->setObjectName(QStringLiteral("theme:") + name);
        action->setData(name);
        actions.append(action);
    }
    for (QAction *action : std::as_const(actions)) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == current);
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, action] { Q_EMIT themeChosen(action->data().toString()); });
    }
}

void WindowActions::checkTheme(const QString &name)
{
    for (QAction *action : m_themeGroup->actions())
        action->setChecked(action->data().toString() == name);
}

} // namespace robots::ui
