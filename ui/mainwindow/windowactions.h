// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

#include <utility>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace robots::ui {

/// The main window's menus and the actions in them, made once: File, Edit, View, Tools, Settings, Help.
/// The window connects them; the features put their own actions in the places kept for them
/// (add()), so that no one has to look a menu up by name.
class WindowActions : public QObject
{
    Q_OBJECT
public:
    /// Where a feature's actions go.
    enum class Place {
        FileOpen,   ///< File, after Open Recent (Open from URL…, Compare with live)
        ViewTester, ///< View, between the zoom and the theme (the tester's Go to Test Cases)
        ViewEnd,    ///< View, at the end (the docks)
        EditEnd,    ///< Edit, at the end (quick fixes)
        FilePrint,  ///< File, after saving and before closing (Print…, Print Preview…)
        HelpEnd,    ///< Help, at the end (About)
        ToolsEnd,   ///< Tools, at the end (AI Crawler Policy…)
    };

    /// Fills WINDOW's menu bar; the actions are children of WINDOW.
    explicit WindowActions(QMainWindow &window);

    void add(Place place, QAction *action);
    void addSeparator(Place place);
    /// Every action with a shortcut, so that the window can make them work wherever the focus is.
    QList<QAction *> withShortcuts() const;

    /// Open Recent's entries: FILES, newest first (recentFileChosen() when one is chosen).
    void setRecentFiles(const QStringList &files);
    /// View → Theme's entries: "Automatic" and THEMES (name, translated name), sorted by the
    /// translated name; CURRENT is checked (themeChosen() when one is chosen).
    void setThemes(QList<std::pair<QString, QString>> themes, const QString &current);
    /// Checks the entry of theme NAME ("" is Automatic).
    void checkTheme(const QString &name);

    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *toolsMenu() const { return m_toolsMenu; }
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *themeMenu() const { return m_themeMenu; }

    // File
    QAction *newDocument = nullptr;
    QAction *open = nullptr;
    QAction *save = nullptr;
    QAction *saveAs = nullptr;
    QAction *closeTab = nullptr;
    QAction *quit = nullptr;
    QAction *clearRecent = nullptr; ///< remade with the recent files' menu
    // Edit
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    QAction *cut = nullptr;
    QAction *copy = nullptr;
    QAction *paste = nullptr;
    QAction *selectAll = nullptr;
    QAction *find = nullptr;
    QAction *replace = nullptr;
    QAction *findNext = nullptr;
    QAction *findPrevious = nullptr;
    QAction *goToLine = nullptr;
    // View
    QAction *zoomIn = nullptr;
    QAction *zoomOut = nullptr;
    QAction *zoomReset = nullptr;
    QAction *nextTab = nullptr;     ///< Ctrl+PageDown, wraps around
    QAction *previousTab = nullptr; ///< Ctrl+PageUp, wraps around
    // Settings
    QAction *configure = nullptr;
    // Help
    QAction *handbook = nullptr;

Q_SIGNALS:
    void recentFileChosen(const QString &path);
    void clearRecentChosen();
    void themeChosen(const QString &name);
    /// Help → Examples: the example ID (tester/examples.h).
    void exampleChosen(const QString &id);

private:
    QAction *make(const QString &objectName, const QString &text, const QList<QKeySequence> &shortcuts,
                  const QString &iconName);
    QMainWindow &m_window;
    QMenu *m_fileMenu;
    QMenu *m_editMenu;
    QMenu *m_viewMenu;
    QMenu *m_toolsMenu; // made empty here; the features fill it (ToolsEnd)
    QMenu *m_helpMenu;
    QMenu *m_recentMenu;
    QMenu *m_themeMenu;
    QAction *m_afterRecent; // the separator after Open Recent
    QAction *m_beforeTheme; // the separator before Theme
    QAction *m_beforeClose; // the separator before Close Tab
    QActionGroup *m_themeGroup;
    QList<QAction *> m_actions;
};

} // namespace robots::ui
