// SPDX-License-Identifier: MIT
#include "mainwindow/mainwindow.h"

#include "analysis/messages.h"
#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/findbar.h"
#include "editor/gotolinebar.h"
#include "mainwindow/aigenfeature.h"
#include "mainwindow/aipolicyfeature.h"
#include "mainwindow/crawlerlogsfeature.h"
#include "mainwindow/diagnosticsfeature.h"
#include "mainwindow/documentstatusbar.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/fetchfeature.h"
#include "mainwindow/helpfeature.h"
#include "mainwindow/learnfeature.h"
#include "mainwindow/printfeature.h"
#include "mainwindow/sitefeature.h"
#include "mainwindow/testerfeature.h"
#include "mainwindow/welcomepage.h"
#include "mainwindow/windowactions.h"
#include "net/hostservice.h"
#include "settings/appsettings.h"
#include "settings/settingsdialog.h"
#include "tester/testerpanel.h"

#include <KSyntaxHighlighting/Theme>

#include <QAction>
#include <QCloseEvent>
#include <QMimeData>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace robots::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_tabs(new DocumentTabs(m_repository, this))
    , m_findBar(new FindBar(this))
    , m_goToLineBar(new GoToLineBar(this))
    , m_statusBar(new DocumentStatusBar(this))
    , m_documents(new DocumentManager(*m_tabs, this, {&AppSettings::recentFiles, &AppSettings::setRecentFiles}, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);

    // The editor area (tabs over the find and go-to-line bars) is the splitter's first widget.
    auto *editorArea = new QWidget(m_splitter);
    editorArea->setObjectName(QStringLiteral("editorArea"));
    auto *layout = new QVBoxLayout(editorArea);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_findBar);
    layout->addWidget(m_goToLineBar);
    m_splitter->setObjectName(QStringLiteral("centralSplitter"));
    m_splitter->addWidget(editorArea);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);
    setStatusBar(m_statusBar);

    m_themeSetting = AppSettings::theme();
    if (!m_repository.theme(m_themeSetting).isValid())
        m_themeSetting.clear();
    m_zoomLevel = std::clamp(AppSettings::zoomLevel(), Editor::MinZoomLevel, Editor::MaxZoomLevel);
    m_editorFont = AppSettings::editorFont();
    m_tabs->setEditorTheme(m_themeSetting);
    m_tabs->setEditorFont(m_editorFont);
    m_tabs->setZoomLevel(m_zoomLevel);
    m_documents->setFormatNamer(&textText);
    m_tabs->setDocumentManager(m_documents); // the tabs' tooltips name the attached test set

    // The menus first: each feature puts its actions in the places kept for it.
    m_actions = new WindowActions(*this);
    m_actions->setRecentFiles(m_documents->recentFiles());
    QList<std::pair<QString, QString>> themes;
    for (const KSyntaxHighlighting::Theme &theme : m_repository.themes())
        themes.append({theme.name(), theme.translatedName()});
    m_actions->setThemes(themes, m_themeSetting);
    // Before the features: View → Hosts (with the tester's live hosts) and the Site dock share it.
    m_hostService = new net::HostService(this);
    m_tester = new TesterFeature(*this);
    m_fetch = new FetchFeature(*this, m_tester->panel());
    m_diagnostics = new DiagnosticsFeature(*this, m_tester->analyzer());
    new AiPolicyFeature(*this, *m_tester); // View → AI Policy (owned by the window)
    // Help → Learn robots.txt, File → Open Lesson…, the lesson pane; before HelpFeature, so that
    // Learn follows Examples in the Help menu, above About. The welcome page links to it.
    auto *learn = new LearnFeature(*this);
    m_help = new HelpFeature(*this, m_tester->panel());
    new PrintFeature(*this);           // File → Print…, Print Preview… (owned by the window)
    new AiGenFeature(*this);           // Tools → AI Crawler Policy… (owned by the window)
    new SiteFeature(*this, *m_tester); // Tools → Site… (owned by the window)
    new CrawlerLogsFeature(*this);     // Tools → Crawler Logs… (owned by the window)
    // Window-wide shortcuts work wherever the focus is in the window: the menus' and the tester's.
    QList<QAction *> shortcuts = m_actions->withShortcuts() + m_tester->panel()->actions();
    shortcuts.append(m_tester->panel()->focusAction());
    for (QAction *action : std::as_const(shortcuts)) {
        if (!action->shortcuts().isEmpty())
            addAction(action);
    }
    connectActions();
    applySettings();
    connect(AppSettings::notifier(), &AppSettings::changed, this, &MainWindow::applySettings);

    connect(m_tabs, &DocumentTabs::tabOpened, this, &MainWindow::tabOpened);
    connect(m_tabs, &DocumentTabs::currentTabChanged, this, &MainWindow::onCurrentTabChanged);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (EditorTab *tab = tabAt(index))
            m_documents->close(tab->document());
    });
    connect(m_tabs, &DocumentTabs::currentTitleChanged, this, &MainWindow::updateWindowTitle);
    connect(m_tabs, &DocumentTabs::currentCursorMoved, m_statusBar, &DocumentStatusBar::updateCursorPosition);
    connect(m_tabs, &DocumentTabs::currentFactsChanged, m_statusBar, &DocumentStatusBar::updateFacts);
    connect(m_tabs, &DocumentTabs::zoomRequested, this, &MainWindow::setZoomLevel);
    connect(m_documents, &DocumentManager::statusMessage, m_statusBar, &QStatusBar::showMessage);
    connect(m_documents, &DocumentManager::recentFilesChanged, this,
            [this] { m_actions->setRecentFiles(m_documents->recentFiles()); });
    connect(m_documents, &DocumentManager::documentLoaded, this, [this](Document *document) {
        if (document == currentDocument()) {
            updateWindowTitle();
            m_statusBar->updateFacts();
        }
    });

    resize(1280, 800);
    restoreGeometry(AppSettings::windowGeometry());
    restoreState(AppSettings::windowState());
    m_splitter->restoreState(AppSettings::splitterState());
    m_documents->newDocument();
    new WelcomePage(*this, *learn); // over the empty document of a start (a child of the editor area)
}

MainWindow::~MainWindow()
{
    // The tabs go before the document manager and the features they feed; copies of modified
    // documents stay on disk, as after a crash (a clean exit goes through closeEvent, which
    // removes them).
    delete std::exchange(m_tabs, nullptr);
    // The host service goes after every other child (children go in the order they were added):
    // the Hosts and Site docks' models cancel their own fetches on it as they go.
    m_hostService->setParent(nullptr);
    m_hostService->setParent(this);
}

void MainWindow::connectActions()
{
    WindowActions &a = *m_actions;
    connect(a.newDocument, &QAction::triggered, this, [this] { newDocument(); });
    connect(a.open, &QAction::triggered, m_documents, &DocumentManager::openWithDialog);
    connect(a.save, &QAction::triggered, this, [this] { m_documents->save(); });
    connect(a.saveAs, &QAction::triggered, this, [this] { m_documents->saveAs(); });
    connect(a.closeTab, &QAction::triggered, this, [this] { m_documents->close(currentDocument()); });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(&a, &WindowActions::recentFileChosen, m_documents, &DocumentManager::openRecentFile);
    connect(&a, &WindowActions::clearRecentChosen, m_documents, &DocumentManager::clearRecentFiles);

    const auto onEditor = [this](QAction *action, void (QPlainTextEdit::*slot)()) {
        connect(action, &QAction::triggered, this, [this, slot] {
            if (Editor *e = editor())
                (e->*slot)();
        });
    };
    onEditor(a.undo, &QPlainTextEdit::undo);
    onEditor(a.redo, &QPlainTextEdit::redo);
    onEditor(a.cut, &QPlainTextEdit::cut);
    onEditor(a.copy, &QPlainTextEdit::copy);
    onEditor(a.paste, &QPlainTextEdit::paste);
    onEditor(a.selectAll, &QPlainTextEdit::selectAll);
    connect(a.find, &QAction::triggered, this, [this] { m_findBar->openBar(false); });
    connect(a.replace, &QAction::triggered, this, [this] { m_findBar->openBar(true); });
    connect(a.findNext, &QAction::triggered, this, [this] {
        if (m_findBar->searchText().isEmpty())
            m_findBar->openBar(false);
        else
            m_findBar->findNext();
    });
    connect(a.findPrevious, &QAction::triggered, this, [this] {
        if (m_findBar->searchText().isEmpty())
            m_findBar->openBar(false);
        else
            m_findBar->findPrevious();
    });
    connect(a.goToLine, &QAction::triggered, this, [this] { m_goToLineBar->openBar(); });

    connect(a.zoomIn, &QAction::triggered, this, [this] { setZoomLevel(m_zoomLevel + 1); });
    connect(a.zoomOut, &QAction::triggered, this, [this] { setZoomLevel(m_zoomLevel - 1); });
    connect(a.zoomReset, &QAction::triggered, this, [this] { setZoomLevel(0); });
    connect(a.nextTab, &QAction::triggered, m_tabs, [this] { m_tabs->switchTab(1); });
    connect(a.previousTab, &QAction::triggered, m_tabs, [this] { m_tabs->switchTab(-1); });
    connect(&a, &WindowActions::themeChosen, this, &MainWindow::setThemeSetting);
    connect(a.configure, &QAction::triggered, this, [this] { showSettings(); });
}

// ----------------------------------------------------------------------------------------------
// Tabs

EditorTab *MainWindow::newDocument()
{
    return m_tabs->tabOf(m_documents->newDocument());
}

QString MainWindow::currentFile() const
{
    const Document *document = currentDocument();
    return document ? document->filePath() : QString();
}

Editor *MainWindow::editor() const
{
    const EditorTab *tab = currentTab();
    return tab ? tab->editor() : nullptr;
}

Document *MainWindow::currentDocument() const
{
    return m_tabs ? m_tabs->currentDocument() : nullptr;
}

EditorTab *MainWindow::currentTab() const
{
    return m_tabs ? m_tabs->currentTab() : nullptr;
}

int MainWindow::tabCount() const
{
    return m_tabs ? m_tabs->count() : 0;
}

EditorTab *MainWindow::tabAt(int index) const
{
    return m_tabs ? m_tabs->tabAt(index) : nullptr;
}

QMenu *MainWindow::viewMenu() const
{
    return m_actions->viewMenu();
}

QMenu *MainWindow::editMenu() const
{
    return m_actions->editMenu();
}

void MainWindow::onCurrentTabChanged(EditorTab *tab)
{
    m_findBar->setEditor(tab ? tab->editor() : nullptr);
    m_goToLineBar->setEditor(tab ? tab->editor() : nullptr);
    m_statusBar->setDocument(tab ? tab->document() : nullptr, tab ? tab->editor() : nullptr);
    updateWindowTitle();
    Q_EMIT currentTabChanged(tab);
}

void MainWindow::updateWindowTitle()
{
    const Document *document = currentDocument();
    if (!document)
        return;
    setWindowTitle(tr("%1[*] — Robots.txt Studio").arg(document->displayName()));
    setWindowModified(document->isModified());
}

// ----------------------------------------------------------------------------------------------
// Appearance and settings: AppSettings holds them; the window follows every change at once.

void MainWindow::setThemeSetting(const QString &name)
{
    m_themeSetting = m_repository.theme(name).isValid() ? name : QString();
    if (AppSettings::theme() != m_themeSetting)
        AppSettings::setTheme(m_themeSetting);
    m_tabs->setEditorTheme(m_themeSetting);
    m_actions->checkTheme(m_themeSetting);
}

void MainWindow::setZoomLevel(int level)
{
    level = std::clamp(level, Editor::MinZoomLevel, Editor::MaxZoomLevel);
    m_zoomLevel = level;
    m_tabs->setZoomLevel(level);
    AppSettings::setZoomLevel(level);
}

SettingsDialog *MainWindow::showSettings()
{
    if (!m_settingsDialog) {
        m_settingsDialog = new SettingsDialog(m_repository, this);
        m_settingsDialog->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        m_settingsDialog->load();
    }
    m_settingsDialog->show();
    m_settingsDialog->raise();
    m_settingsDialog->activateWindow();
    return m_settingsDialog;
}

void MainWindow::applySettings()
{
    const QString theme = AppSettings::theme();
    if (theme != m_themeSetting)
        setThemeSetting(theme);
    const QFont font = AppSettings::editorFont();
    if (font != m_editorFont) {
        m_editorFont = font;
        m_tabs->setEditorFont(font);
    }
    m_fetch->applySettings();
    m_tester->applyDefaults(AppSettings::defaultDialects(), AppSettings::defaultAgents());
}

// ----------------------------------------------------------------------------------------------
// Features

TesterPanel *MainWindow::testerPanel() const
{
    return m_tester->panel();
}

DocumentAnalyzer *MainWindow::analyzer() const
{
    return m_tester->analyzer();
}

fetchui::FetchController *MainWindow::fetchController() const
{
    return m_fetch->controller();
}

fetchui::HostsDock *MainWindow::hostsDock() const
{
    return m_fetch->hostsDock();
}

ProblemsPanel *MainWindow::problemsPanel() const
{
    return m_diagnostics->problemsPanel();
}

OutlinePanel *MainWindow::outlinePanel() const
{
    return m_diagnostics->outlinePanel();
}

DiagnosticsController *MainWindow::diagnostics(EditorTab *tab) const
{
    return m_diagnostics->controllerOf(tab);
}

HandbookWindow *MainWindow::showHandbook()
{
    return m_help->showHandbook();
}

bool MainWindow::openExample(const QString &id)
{
    return m_help->openExample(id);
}

// ----------------------------------------------------------------------------------------------
// Window events

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The site first: while its save is written (off this thread) the window stays open, and
    // closes itself once it is; the documents are asked about then.
    if (auto *site = findChild<SiteFeature *>(); site && !site->readyToClose()) {
        event->ignore();
        return;
    }
    if (!m_documents->closeAll()) {
        event->ignore();
        return;
    }
    AppSettings::setWindowLayout(saveGeometry(), saveState(), m_splitter->saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.cbegin(), urls.cend(), [](const QUrl &url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    m_documents->openInteractively(paths);
}

} // namespace robots::ui
