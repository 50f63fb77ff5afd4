// SPDX-License-Identifier: MIT
#pragma once

#include "document/documentmanager.h"

#include <QFont>
#include <QMainWindow>
#include <QPointer>

#include <KSyntaxHighlighting/Repository>

class QSplitter;

namespace robots::fetchui {
class FetchController;
class HostsDock;
} // namespace robots::fetchui

namespace robots::net {
class HostService;
}

namespace robots::ui {

class DiagnosticsController;
class DiagnosticsFeature;
class Document;
class DocumentAnalyzer;
class DocumentStatusBar;
class DocumentTabs;
class Editor;
class EditorTab;
class FetchFeature;
class FindBar;
class GoToLineBar;
class HandbookWindow;
class HelpFeature;
class OutlinePanel;
class ProblemsPanel;
class SettingsDialog;
class TesterFeature;
class TesterPanel;
class WindowActions;

/// The studio's main window: the shell that lays out and connects the studio's parts. Tabs of
/// editors (DocumentTabs) on the left of a central splitter, find / go-to-line bars under them, the
/// status bar (DocumentStatusBar) and the menus (WindowActions); the DocumentManager opens, saves,
/// watches and recovers the documents. Each feature installs its panels, docks and actions itself:
/// the tester (TesterFeature, on the right of the splitter), the diagnostics (DiagnosticsFeature:
/// Problems, Outline, quick fixes), live files (FetchFeature: Open from URL, Compare with live,
/// Hosts) and help (HelpFeature: the handbook, the examples).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    using Question = DocumentManager::Question;
    using QuestionHandler = DocumentManager::QuestionHandler;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // ----- The parts
    /// Opening, saving, changes on disk, recent files, crash recovery.
    DocumentManager *documents() const { return m_documents; }
    DocumentTabs *tabs() const { return m_tabs; }
    WindowActions *windowActions() const { return m_actions; }
    /// The central splitter: the editor area is its first widget; panels go after it.
    QSplitter *centralSplitter() const { return m_splitter; }
    QMenu *viewMenu() const;
    QMenu *editMenu() const;
    FindBar *findBar() const { return m_findBar; }
    GoToLineBar *goToLineBar() const { return m_goToLineBar; }

    // ----- Tabs
    /// A new, empty, untitled tab.
    EditorTab *newDocument();
    /// The file of the current tab (empty when untitled).
    QString currentFile() const;
    /// The current tab's editor, document, tab.
    Editor *editor() const;
    Document *currentDocument() const;
    EditorTab *currentTab() const;
    int tabCount() const;
    EditorTab *tabAt(int index) const;

    // ----- Appearance
    /// The theme chosen in View → Theme, empty for "Automatic (follow the palette)".
    QString themeSetting() const { return m_themeSetting; }
    void setThemeSetting(const QString &name);
    int zoomLevel() const { return m_zoomLevel; }
    void setZoomLevel(int level);

    // ----- Features
    /// The tester on the right of the splitter, and the analyzer that feeds it the current tab's text.
    TesterPanel *testerPanel() const;
    DocumentAnalyzer *analyzer() const;
    /// File → Open from URL… and Compare with live.
    fetchui::FetchController *fetchController() const;
    /// View → Hosts: the robots.txt files of other hosts the tester checks URLs against.
    fetchui::HostsDock *hostsDock() const;
    /// The window's one host service: every robots.txt of a host that the tester's live hosts,
    /// View → Hosts and the Site dock fetch goes through it (one fetcher, one classification,
    /// one history record), so that they cannot disagree on a server.
    net::HostService *hostService() const { return m_hostService; }
    /// The Problems and Outline docks' panels; they follow the current tab.
    ProblemsPanel *problemsPanel() const;
    OutlinePanel *outlinePanel() const;
    /// The diagnostics of TAB's editor (underlines, markers, quick fixes), or nullptr.
    DiagnosticsController *diagnostics(EditorTab *tab) const;
    /// Settings → Configure Robots.txt Studio… : shows the (non-modal) settings dialog.
    SettingsDialog *showSettings();
    /// Help → Handbook (F1): the bundled manual in the UI language, in a window of its own.
    HandbookWindow *showHandbook();
    /// Opens the built-in example ID (Help → Examples) in a new tab, with its test cases in the
    /// tester. False when there is no such example.
    bool openExample(const QString &id);
    /// Follows AppSettings: theme, editor font, fetch options, the tester's default dialects and
    /// agents. Called whenever a setting is written.
    void applySettings();

Q_SIGNALS:
    /// A tab was created (new, opened or restored): panels connect to its editor here.
    void tabOpened(robots::ui::EditorTab *tab);
    /// The current tab changed (nullptr while the window closes).
    void currentTabChanged(robots::ui::EditorTab *tab);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void connectActions();
    void onCurrentTabChanged(EditorTab *tab);
    void updateWindowTitle();

    KSyntaxHighlighting::Repository m_repository;
    QSplitter *m_splitter;
    DocumentTabs *m_tabs;
    FindBar *m_findBar;
    GoToLineBar *m_goToLineBar;
    DocumentStatusBar *m_statusBar;
    DocumentManager *m_documents;
    WindowActions *m_actions;
    net::HostService *m_hostService;
    TesterFeature *m_tester;
    FetchFeature *m_fetch;
    DiagnosticsFeature *m_diagnostics;
    HelpFeature *m_help;
    QPointer<SettingsDialog> m_settingsDialog;
    QFont m_editorFont;
    QString m_themeSetting;
    int m_zoomLevel = 0;
};

} // namespace robots::ui
