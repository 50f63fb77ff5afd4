// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QHash>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QUrl>

#include <KSyntaxHighlighting/Repository>

#include <robots/dialect.h>

#include <functional>

class QActionGroup;
class QFileSystemWatcher;
class QLabel;
class QSplitter;
class QTabWidget;
class QToolButton;

namespace robots::fetchui {
class FetchController;
class HostsDock;
} // namespace robots::fetchui

namespace robots::ui {

class DiagnosticsController;
class Document;
class Editor;
class EditorTab;
class FindBar;
class GoToLineBar;
class HandbookWindow;
class OutlinePanel;
class ProblemCountsButton;
class ProblemsPanel;
class RecoveryManager;
class SettingsDialog;
class DocumentAnalyzer;
class TesterPanel;

/// The studio's main window: tabs of editors on the left of a central splitter (the tester joins
/// it on the right), find / go-to-line bars under them, a status bar with the cursor position,
/// the encoding and the line endings, and the File / Edit / View menus.
///
/// Every question the window asks (unsaved changes, binary or large file, crash recovery, errors)
/// and every file dialog goes through a replaceable handler, so tests answer them without a modal
/// loop; by default they are message boxes and file dialogs in the window.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// A question for the user.
    struct Question
    {
        enum class Kind {
            UnsavedChanges,  ///< Save / Discard / Cancel
            BinaryFile,      ///< Open / Cancel
            LargeFile,       ///< Open / Cancel
            RestoreRecovery, ///< Yes (restore) / Discard / Cancel (ask again next time)
            Error,           ///< Ok
        };
        Kind kind = Kind::Error;
        QString title;
        QString text;
        QString informativeText;
        QMessageBox::StandardButtons buttons = QMessageBox::Ok;
        QMessageBox::StandardButton defaultButton = QMessageBox::NoButton;
        QHash<QMessageBox::StandardButton, QString> buttonTexts; ///< labels other than the standard ones
    };
    using QuestionHandler = std::function<QMessageBox::StandardButton(const Question &)>;
    /// Returns the path to save to (SUGGESTION is a proposal), empty to cancel.
    using SaveFileNameHandler = std::function<QString(const QString &suggestion)>;
    /// Returns the files to open, empty to cancel.
    using OpenFileNamesHandler = std::function<QStringList()>;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // ----- Files
    /// Opens PATH in a tab, or focuses the tab that has it already. A binary-looking or large file
    /// is opened only if the user agrees. False, with a message in errorString(), when it is not
    /// opened; nothing else changes then.
    bool openFile(const QString &path);
    /// Opens each of PATHS; returns how many are open afterwards. errorString() has the failures.
    int openFiles(const QStringList &paths);
    /// The command line's `FILE | URL` arguments: an http or https URL is fetched like File → Open
    /// from URL (one after the other, each into a new tab), a file: URL or a path is opened like
    /// openFile() (an open file's tab is focused). Returns how many files opened at once (fetches
    /// finish later: fetchController()'s `finished`); errorString() has the failures.
    int openLocations(const QStringList &arguments);
    /// The URLs openLocations() has yet to fetch (the running one included).
    int pendingFetches() const { return int(m_pendingUrls.size()); }
    /// A new, empty, untitled tab.
    EditorTab *newDocument();
    /// Saves the current tab (asking for a name when it has none). False when not saved.
    bool save();
    bool saveAs();
    bool saveTab(EditorTab *tab);
    bool saveTabAs(EditorTab *tab);
    /// Closes the tab at INDEX after the unsaved-changes question; false when the user cancels or
    /// the save fails. The last tab closed leaves an empty untitled one.
    bool closeTab(int index);
    /// Asks about every modified tab, then closes them all; false (nothing closed) on Cancel.
    bool closeAllTabs();
    QString errorString() const { return m_error; }

    /// The file of the current tab (empty when untitled).
    QString currentFile() const;
    /// The current tab's editor, document, tab.
    Editor *editor() const;
    Document *currentDocument() const;
    EditorTab *currentTab() const;
    int tabCount() const;
    EditorTab *tabAt(int index) const;
    /// The tab that has PATH open, or nullptr.
    EditorTab *tabForFile(const QString &path) const;

    /// The recently opened files, newest first (at most MaxRecentFiles; QSettings "recentFiles").
    QStringList recentFiles() const;
    void clearRecentFiles();
    static constexpr int MaxRecentFiles = 10;

    // ----- Crash recovery
    /// Offers the copies crashed sessions left; returns how many documents were restored.
    int offerRecovery();
    RecoveryManager *recoveryManager() const { return m_recovery; }
    /// How long after an edit the copies are written (default 30 s).
    void setRecoveryInterval(int milliseconds);
    /// Writes the copies of the modified documents now (and drops those of unmodified ones).
    void writeRecoveryCopies();

    // ----- Appearance
    /// The theme chosen in View → Theme, empty for "Automatic (follow the palette)".
    QString themeSetting() const { return m_themeSetting; }
    void setThemeSetting(const QString &name);
    int zoomLevel() const { return m_zoomLevel; }
    void setZoomLevel(int level);

    // ----- Handlers (tests replace them; the defaults are dialogs in the window)
    void setQuestionHandler(QuestionHandler handler) { m_ask = std::move(handler); }
    void setSaveFileNameHandler(SaveFileNameHandler handler) { m_saveFileName = std::move(handler); }
    void setOpenFileNamesHandler(OpenFileNamesHandler handler) { m_openFileNames = std::move(handler); }

    // ----- Places for other panels
    /// The central splitter: the editor area is its first widget; panels go after it.
    QSplitter *centralSplitter() const { return m_splitter; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    FindBar *findBar() const { return m_findBar; }
    /// The tester on the right of the splitter, and the analyzer that feeds it the current tab's text.
    TesterPanel *testerPanel() const { return m_tester; }
    /// File → Open from URL… and Compare with live (issue 8).
    fetchui::FetchController *fetchController() const { return m_fetch; }
    DocumentAnalyzer *analyzer() const { return m_analyzer; }
    /// View → Hosts (issue 8).
    fetchui::HostsDock *hostsDock() const { return m_hosts; }
    /// Settings → Configure Robots.txt Studio… : shows the (non-modal) settings dialog.
    SettingsDialog *showSettings();
    /// Help → Handbook (F1): the bundled manual in the UI language, in a window of its own.
    HandbookWindow *showHandbook();
    /// Follows AppSettings: theme, editor font, fetch options, the tester's default dialects and
    /// agents. Called whenever a setting is written.
    void applySettings();
    /// Opens the built-in example ID (Help → Examples) in a new tab, with its test cases in the
    /// tester. False when there is no such example.
    bool openExample(const QString &id);
    GoToLineBar *goToLineBar() const { return m_goToLineBar; }
    /// The Problems and Outline docks' panels (issue 6); they follow the current tab.
    ProblemsPanel *problemsPanel() const { return m_problems; }
    OutlinePanel *outlinePanel() const { return m_outline; }
    /// The diagnostics of TAB's editor (underlines, markers, quick fixes), or nullptr.
    static DiagnosticsController *diagnostics(EditorTab *tab);

    /// Files larger than this need the user's consent to open (RFC 9309 §2.5: crawlers must
    /// parse at least 500 KiB; Google stops there).
    static constexpr qint64 LargeFileBytes = 1024 * 1024;
    /// Files larger than this are not opened at all.
    static constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;

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
    void createActions();
    void createStatusBar();
    void rebuildRecentMenu();
    void rebuildThemeMenu();
    EditorTab *addTab();
    EditorTab *reusableTab() const;
    void removeTab(EditorTab *tab);
    bool maybeSave(EditorTab *tab);
    void addRecentFile(const QString &path);
    void watch(const QString &path);
    void unwatch(const QString &path);
    void onFileChanged(const QString &path);
    void checkChangedFiles();
    void handleDiskChange(EditorTab *tab);
    void reloadTab(EditorTab *tab);
    void onCurrentTabChanged();
    void createTester();
    void updateTesterBaseline();
    void updateWindowTitle();
    void updateTabTitle(EditorTab *tab);
    void updateStatus();
    void updateCursorPosition();
    void scheduleRecovery(EditorTab *tab);
    void openInteractively(const QStringList &paths);
    QMessageBox::StandardButton ask(const Question &question);
    void showError(const QString &text);
    QMessageBox::StandardButton askWithDialog(const Question &question);
    void restoreWindowSettings();
    void saveWindowSettings();

    KSyntaxHighlighting::Repository m_repository;
    QSplitter *m_splitter;
    DocumentAnalyzer *m_analyzer = nullptr;
    TesterPanel *m_tester = nullptr;
    fetchui::FetchController *m_fetch = nullptr;
    fetchui::HostsDock *m_hosts = nullptr;
    QPointer<SettingsDialog> m_settingsDialog;
    QPointer<HandbookWindow> m_handbook;
    QFont m_editorFont;
    QList<DialectId> m_appliedDialects;
    QList<QUrl> m_pendingUrls;
    void fetchNextPending();
    QStringList m_appliedAgents;
    void createFetch();
    void createDiagnostics();
    void attachDiagnostics(EditorTab *tab);
    /// Shows or hides TAB's notice that its file is UTF-16 or UTF-32 (with MORE after it).
    void updateEncodingNotice(EditorTab *tab, const QString &more = QString());
    void showDiagnosticsOf(EditorTab *tab);
    ProblemsPanel *m_problems = nullptr;
    OutlinePanel *m_outline = nullptr;
    ProblemCountsButton *m_problemCounts = nullptr;
    QAction *m_quickFix = nullptr;
    QAction *m_fixAllSafe = nullptr;
    QTabWidget *m_tabs;
    FindBar *m_findBar;
    GoToLineBar *m_goToLineBar;
    QLabel *m_positionLabel = nullptr;
    QToolButton *m_encodingButton = nullptr;
    QToolButton *m_lineEndingButton = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QFileSystemWatcher *m_watcher;
    QTimer m_diskCheckTimer;
    QSet<QString> m_changedFiles;
    RecoveryManager *m_recovery;
    QTimer m_recoveryTimer;
    QSet<EditorTab *> m_recoveryPending;
    QString m_themeSetting;
    int m_zoomLevel = 0;
    int m_untitledCount = 0;
    bool m_closing = false;
    QString m_error;
    QuestionHandler m_ask;
    SaveFileNameHandler m_saveFileName;
    OpenFileNamesHandler m_openFileNames;
};

} // namespace robots::ui
