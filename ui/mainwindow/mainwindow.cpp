// SPDX-License-Identifier: MIT
#include "mainwindow/mainwindow.h"

#include "analysis/documentanalyzer.h"
#include "analysis/messages.h"
#include "diagnostics/diagnosticscontroller.h"
#include "diagnostics/directivecompleter.h"
#include "diagnostics/editorbinding.h"
#include "diagnostics/outlinepanel.h"
#include "diagnostics/problemcountsbutton.h"
#include "diagnostics/problemspanel.h"
#include "document/document.h"
#include "document/recoverymanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/findbar.h"
#include "editor/gotolinebar.h"
#include "editor/notificationbar.h"
#include "fetch/fetchcontroller.h"
#include "fetch/hostsdock.h"
#include "help/handbookwindow.h"
#include "i18n/translations.h"
#include "net/hostrulescache.h"
#include "settings/appsettings.h"
#include "settings/settingsdialog.h"
#include "tester/examples.h"
#include "tester/testerpanel.h"
#include "tester/verdictstyle.h"

#include <KSyntaxHighlighting/Theme>

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace robots::ui {

namespace {

// The tester's Site of a tab's document (issue 8, many hosts): a fetched file's site, or typed.
constexpr const char *TesterSiteProperty = "testerSite";
// The UTF-16 or UTF-32 encoding the tab's encoding notice was last shown for (empty: none).
constexpr const char *EncodingNoticeProperty = "encodingNotice";

// The path a file is known by: canonical when it exists (symlinks and ".." resolved).
QString fileKey(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

QAction *makeAction(QObject *parent, const QString &objectName, const QString &text,
                    const QList<QKeySequence> &shortcuts = {}, const QString &iconName = QString())
{
    auto *action = new QAction(text, parent);
    action->setObjectName(objectName);
    action->setShortcuts(shortcuts);
    if (!iconName.isEmpty())
        action->setIcon(QIcon::fromTheme(iconName));
    return action;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_tabs(new QTabWidget(this))
    , m_findBar(new FindBar(this))
    , m_goToLineBar(new GoToLineBar(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_recovery(new RecoveryManager(QString(), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);

    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_tabs->setAccessibleName(tr("Open documents"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->tabBar()->setExpanding(false);
    m_tabs->tabBar()->setElideMode(Qt::ElideMiddle);

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

    m_themeSetting = AppSettings::theme();
    if (!m_repository.theme(m_themeSetting).isValid())
        m_themeSetting.clear();
    m_zoomLevel = std::clamp(AppSettings::zoomLevel(), Editor::MinZoomLevel, Editor::MaxZoomLevel);
    m_editorFont = AppSettings::editorFont();

    createTester();
    createActions();
    createFetch();
    createStatusBar();
    createDiagnostics();
    applySettings();
    connect(AppSettings::notifier(), &AppSettings::changed, this, &MainWindow::applySettings);

    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::onCurrentTabChanged);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &MainWindow::onFileChanged);
    m_diskCheckTimer.setSingleShot(true);
    m_diskCheckTimer.setInterval(200); // one check for the several events one write makes
    connect(&m_diskCheckTimer, &QTimer::timeout, this, &MainWindow::checkChangedFiles);
    m_recoveryTimer.setSingleShot(true);
    m_recoveryTimer.setInterval(30 * 1000);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &MainWindow::writeRecoveryCopies);

    resize(1280, 800);
    restoreWindowSettings();
    newDocument();
}

MainWindow::~MainWindow()
{
    m_closing = true;
    // Tabs go before the watcher and the recovery manager; copies of modified documents stay on
    // disk, as after a crash (a clean exit goes through closeEvent, which removes them).
    m_recoveryPending.clear();
    disconnect(m_tabs, nullptr, this, nullptr);
    delete m_tabs;
    m_tabs = nullptr;
}

// ----------------------------------------------------------------------------------------------
// Actions and menus

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    QAction *newAction = makeAction(this, QStringLiteral("actionNew"), tr("&New"),
                                    QKeySequence::keyBindings(QKeySequence::New), QStringLiteral("document-new"));
    connect(newAction, &QAction::triggered, this, [this] { newDocument(); });
    file->addAction(newAction);
    QAction *open = makeAction(this, QStringLiteral("actionOpen"), tr("&Open…"),
                               QKeySequence::keyBindings(QKeySequence::Open), QStringLiteral("document-open"));
    connect(open, &QAction::triggered, this, [this] {
        QStringList paths;
        if (m_openFileNames) {
            paths = m_openFileNames();
        } else {
            const QString dir = currentFile().isEmpty() ? QDir::homePath() : QFileInfo(currentFile()).absolutePath();
            paths = QFileDialog::getOpenFileNames(this, tr("Open"), dir,
                                                  tr("robots.txt files (robots.txt *.txt);;All files (*)"));
        }
        openInteractively(paths);
    });
    file->addAction(open);
    m_recentMenu = file->addMenu(QIcon::fromTheme(QStringLiteral("document-open-recent")), tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addSeparator();
    QAction *saveAction = makeAction(this, QStringLiteral("actionSave"), tr("&Save"),
                                     QKeySequence::keyBindings(QKeySequence::Save), QStringLiteral("document-save"));
    connect(saveAction, &QAction::triggered, this, &MainWindow::save);
    file->addAction(saveAction);
    QAction *saveAsAction =
        makeAction(this, QStringLiteral("actionSaveAs"), tr("Save &As…"),
                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}, QStringLiteral("document-save-as"));
    connect(saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    file->addAction(saveAsAction);
    file->addSeparator();
    QAction *closeAction = makeAction(this, QStringLiteral("actionCloseTab"), tr("&Close Tab"),
                                      {QKeySequence(Qt::CTRL | Qt::Key_W)}, QStringLiteral("document-close"));
    connect(closeAction, &QAction::triggered, this, [this] { closeTab(m_tabs->currentIndex()); });
    file->addAction(closeAction);
    QAction *quit = makeAction(this, QStringLiteral("actionQuit"), tr("&Quit"), {QKeySequence(Qt::CTRL | Qt::Key_Q)},
                               QStringLiteral("application-exit"));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    file->addAction(quit);
    rebuildRecentMenu();

    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    const auto editorAction = [this](const QString &name, const QString &text, QKeySequence::StandardKey key,
                                     const QString &icon, void (QPlainTextEdit::*slot)()) {
        QAction *action = makeAction(this, name, text, QKeySequence::keyBindings(key), icon);
        connect(action, &QAction::triggered, this, [this, slot] {
            if (Editor *e = editor())
                (e->*slot)();
        });
        m_editMenu->addAction(action);
        return action;
    };
    editorAction(QStringLiteral("actionUndo"), tr("&Undo"), QKeySequence::Undo, QStringLiteral("edit-undo"),
                 &QPlainTextEdit::undo);
    editorAction(QStringLiteral("actionRedo"), tr("Re&do"), QKeySequence::Redo, QStringLiteral("edit-redo"),
                 &QPlainTextEdit::redo);
    m_editMenu->addSeparator();
    editorAction(QStringLiteral("actionCut"), tr("Cu&t"), QKeySequence::Cut, QStringLiteral("edit-cut"),
                 &QPlainTextEdit::cut);
    editorAction(QStringLiteral("actionCopy"), tr("&Copy"), QKeySequence::Copy, QStringLiteral("edit-copy"),
                 &QPlainTextEdit::copy);
    editorAction(QStringLiteral("actionPaste"), tr("&Paste"), QKeySequence::Paste, QStringLiteral("edit-paste"),
                 &QPlainTextEdit::paste);
    editorAction(QStringLiteral("actionSelectAll"), tr("Select &All"), QKeySequence::SelectAll,
                 QStringLiteral("edit-select-all"), &QPlainTextEdit::selectAll);
    m_editMenu->addSeparator();
    QAction *find = makeAction(this, QStringLiteral("actionFind"), tr("&Find…"), {QKeySequence(Qt::CTRL | Qt::Key_F)},
                               QStringLiteral("edit-find"));
    connect(find, &QAction::triggered, this, [this] { m_findBar->openBar(false); });
    m_editMenu->addAction(find);
    QAction *replace = makeAction(this, QStringLiteral("actionReplace"), tr("&Replace…"),
                                  {QKeySequence(Qt::CTRL | Qt::Key_H), QKeySequence(Qt::CTRL | Qt::Key_R)},
                                  QStringLiteral("edit-find-replace"));
    connect(replace, &QAction::triggered, this, [this] { m_findBar->openBar(true); });
    m_editMenu->addAction(replace);
    QAction *findNext = makeAction(this, QStringLiteral("actionFindNext"), tr("Find &Next"), {QKeySequence(Qt::Key_F3)},
                                   QStringLiteral("go-down-search"));
    connect(findNext, &QAction::triggered, this, [this] {
        if (m_findBar->searchText().isEmpty())
            m_findBar->openBar(false);
        else
            m_findBar->findNext();
    });
    m_editMenu->addAction(findNext);
    QAction *findPrevious = makeAction(this, QStringLiteral("actionFindPrevious"), tr("Find Pre&vious"),
                                       {QKeySequence(Qt::SHIFT | Qt::Key_F3)}, QStringLiteral("go-up-search"));
    connect(findPrevious, &QAction::triggered, this, [this] {
        if (m_findBar->searchText().isEmpty())
            m_findBar->openBar(false);
        else
            m_findBar->findPrevious();
    });
    m_editMenu->addAction(findPrevious);
    QAction *goToLine = makeAction(this, QStringLiteral("actionGoToLine"), tr("&Go to Line…"),
                                   {QKeySequence(Qt::CTRL | Qt::Key_G)}, QStringLiteral("go-jump"));
    connect(goToLine, &QAction::triggered, this, [this] { m_goToLineBar->openBar(); });
    m_editMenu->addAction(goToLine);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    QAction *zoomIn = makeAction(this, QStringLiteral("actionZoomIn"), tr("Zoom &In"),
                                 {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)},
                                 QStringLiteral("zoom-in"));
    connect(zoomIn, &QAction::triggered, this, [this] { setZoomLevel(m_zoomLevel + 1); });
    m_viewMenu->addAction(zoomIn);
    QAction *zoomOut = makeAction(this, QStringLiteral("actionZoomOut"), tr("Zoom &Out"),
                                  {QKeySequence(Qt::CTRL | Qt::Key_Minus)}, QStringLiteral("zoom-out"));
    connect(zoomOut, &QAction::triggered, this, [this] { setZoomLevel(m_zoomLevel - 1); });
    m_viewMenu->addAction(zoomOut);
    QAction *zoomReset = makeAction(this, QStringLiteral("actionZoomReset"), tr("&Reset Zoom"),
                                    {QKeySequence(Qt::CTRL | Qt::Key_0)}, QStringLiteral("zoom-original"));
    connect(zoomReset, &QAction::triggered, this, [this] { setZoomLevel(0); });
    m_viewMenu->addAction(zoomReset);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_tester->focusAction()); // the tester from the editor by keyboard
    m_viewMenu->addSeparator();
    m_themeMenu = m_viewMenu->addMenu(tr("Th&eme"));
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeGroup = new QActionGroup(this);
    m_themeGroup->setExclusive(true);
    rebuildThemeMenu();

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    settingsMenu->setObjectName(QStringLiteral("settingsMenu"));
    QList<QKeySequence> preferences = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferences.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        preferences << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    QAction *configure = makeAction(this, QStringLiteral("actionSettings"), tr("&Configure Robots.txt Studio…"),
                                    preferences, QStringLiteral("configure"));
    configure->setMenuRole(QAction::PreferencesRole);
    connect(configure, &QAction::triggered, this, [this] { showSettings(); });
    settingsMenu->addAction(configure);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *handbook =
        makeAction(this, QStringLiteral("actionHandbook"), tr("Robots.txt Studio &Handbook"),
                   QKeySequence::keyBindings(QKeySequence::HelpContents), QStringLiteral("help-contents"));
    connect(handbook, &QAction::triggered, this, [this] { showHandbook(); });
    help->addAction(handbook);
    QMenu *examples = help->addMenu(tr("&Examples"));
    examples->setObjectName(QStringLiteral("examplesMenu"));
    examples->setToolTipsVisible(true);
    for (const Example &example : Examples::all()) {
        QAction *action = examples->addAction(example.title);
        action->setObjectName(QStringLiteral("example:") + example.id);
        action->setToolTip(example.description);
        action->setStatusTip(example.description);
        const QString id = example.id;
        connect(action, &QAction::triggered, this, [this, id] { openExample(id); });
    }

    // Window-wide shortcuts work wherever the focus is in the window.
    for (QAction *action : findChildren<QAction *>()) {
        if (!action->shortcuts().isEmpty())
            addAction(action);
    }
}

void MainWindow::rebuildThemeMenu()
{
    m_themeMenu->clear();
    for (QAction *a : m_themeGroup->actions())
        m_themeGroup->removeAction(a);
    QAction *automatic = m_themeMenu->addAction(tr("&Automatic (follow the palette)"));
    automatic->setObjectName(QStringLiteral("themeAutomatic"));
    automatic->setData(QString());
    m_themeMenu->addSeparator();
    QList<KSyntaxHighlighting::Theme> themes = m_repository.themes();
    std::sort(themes.begin(), themes.end(), [](const auto &a, const auto &b) {
        return QString::localeAwareCompare(a.translatedName(), b.translatedName()) < 0;
    });
    QList<QAction *> actions{automatic};
    for (const KSyntaxHighlighting::Theme &theme : std::as_const(themes)) {
        QAction *action = m_themeMenu->addAction(theme.translatedName());
        action->setObjectName(QStringLiteral("theme:") + theme.name());
        action->setData(theme.name());
        actions.append(action);
    }
    for (QAction *action : std::as_const(actions)) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == m_themeSetting);
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, action] { setThemeSetting(action->data().toString()); });
    }
}

void MainWindow::createStatusBar()
{
    statusBar()->setObjectName(QStringLiteral("statusBar"));
    m_positionLabel = new QLabel(this);
    m_positionLabel->setObjectName(QStringLiteral("cursorPosition"));
    m_positionLabel->setAccessibleName(tr("Cursor position"));
    statusBar()->addPermanentWidget(m_positionLabel);

    m_encodingButton = new QToolButton(this);
    m_encodingButton->setObjectName(QStringLiteral("encodingButton"));
    m_encodingButton->setAccessibleName(tr("Encoding"));
    m_encodingButton->setAutoRaise(true);
    m_encodingButton->setPopupMode(QToolButton::InstantPopup);
    auto *encodingMenu = new QMenu(m_encodingButton);
    encodingMenu->setObjectName(QStringLiteral("encodingMenu"));
    QAction *withoutBom = encodingMenu->addAction(tr("UTF-8"));
    withoutBom->setObjectName(QStringLiteral("actionEncodingUtf8"));
    withoutBom->setToolTip(tr("Save without a byte order mark"));
    QAction *withBom = encodingMenu->addAction(tr("UTF-8 with BOM"));
    withBom->setObjectName(QStringLiteral("actionEncodingUtf8Bom"));
    withBom->setToolTip(tr("Save with a byte order mark (EF BB BF)"));
    for (QAction *a : {withoutBom, withBom})
        a->setCheckable(true);
    // In a UTF-16 or UTF-32 document, either choice converts it to UTF-8 (one undo step).
    connect(withoutBom, &QAction::triggered, this, [this] {
        if (Document *d = currentDocument())
            d->wideEncoding() ? d->convertToUtf8(false) : d->setByteOrderMark(false);
    });
    connect(withBom, &QAction::triggered, this, [this] {
        if (Document *d = currentDocument())
            d->wideEncoding() ? d->convertToUtf8(true) : d->setByteOrderMark(true);
    });
    m_encodingButton->setMenu(encodingMenu);
    statusBar()->addPermanentWidget(m_encodingButton);

    m_lineEndingButton = new QToolButton(this);
    m_lineEndingButton->setObjectName(QStringLiteral("lineEndingButton"));
    m_lineEndingButton->setAccessibleName(tr("Line endings"));
    m_lineEndingButton->setAutoRaise(true);
    m_lineEndingButton->setPopupMode(QToolButton::InstantPopup);
    auto *lineEndingMenu = new QMenu(m_lineEndingButton);
    lineEndingMenu->setObjectName(QStringLiteral("lineEndingMenu"));
    const struct
    {
        LineBreak lineBreak;
        const char *name;
        QString text;
    } endings[] = {{LineBreak::Lf, "actionLineEndingLf", tr("Convert to LF (Unix, macOS)")},
                   {LineBreak::CrLf, "actionLineEndingCrLf", tr("Convert to CRLF (Windows)")},
                   {LineBreak::Cr, "actionLineEndingCr", tr("Convert to CR (classic Mac OS)")}};
    for (const auto &ending : endings) {
        QAction *action = lineEndingMenu->addAction(ending.text);
        action->setObjectName(QLatin1String(ending.name));
        action->setCheckable(true);
        action->setData(int(ending.lineBreak));
        connect(action, &QAction::triggered, this, [this, lineBreak = ending.lineBreak] {
            if (Document *d = currentDocument())
                d->convertLineEndings(lineBreak);
        });
    }
    m_lineEndingButton->setMenu(lineEndingMenu);
    statusBar()->addPermanentWidget(m_lineEndingButton);
}

// ----------------------------------------------------------------------------------------------
// Tabs

EditorTab *MainWindow::addTab()
{
    auto *tab = new EditorTab(m_repository, m_tabs);
    Editor *editor = tab->editor();
    Document *document = tab->document();
    editor->setThemeName(m_themeSetting);
    editor->setBaseFont(m_editorFont);
    editor->setZoomLevel(m_zoomLevel);
    connect(document, &Document::modificationChanged, this, [this, tab] {
        updateTabTitle(tab);
        if (tab == currentTab())
            updateWindowTitle();
        scheduleRecovery(tab);
    });
    connect(document, &Document::filePathChanged, this, [this, tab] {
        updateTabTitle(tab);
        if (tab == currentTab())
            updateWindowTitle();
    });
    connect(document, &Document::factsChanged, this, [this, tab] {
        if (tab == currentTab())
            updateStatus();
    });
    connect(editor->document(), &QTextDocument::contentsChanged, this, [this, tab] { scheduleRecovery(tab); });
    connect(editor, &QPlainTextEdit::cursorPositionChanged, this, [this, tab] {
        if (tab == currentTab())
            updateCursorPosition();
    });
    connect(editor, &Editor::zoomLevelChanged, this, &MainWindow::setZoomLevel);
    const int index = m_tabs->addTab(tab, QString());
    updateTabTitle(tab);
    m_tabs->setCurrentIndex(index);
    connect(tab->editor(), &QPlainTextEdit::cursorPositionChanged, this, [this, tab] {
        if (m_tester && tab == currentTab())
            m_tester->editorLineSelected(tab->editor()->textCursor().blockNumber() + 1);
    });
    connect(tab->document(), &Document::saved, this, [this, tab] {
        if (tab == currentTab())
            updateTesterBaseline();
    });
    Q_EMIT tabOpened(tab);
    return tab;
}

EditorTab *MainWindow::newDocument()
{
    EditorTab *tab = addTab();
    ++m_untitledCount;
    tab->document()->setUntitledName(m_untitledCount == 1 ? tr("Untitled") : tr("Untitled %1").arg(m_untitledCount));
    updateTabTitle(tab);
    updateWindowTitle();
    tab->editor()->setFocus();
    return tab;
}

EditorTab *MainWindow::reusableTab() const
{
    // A single untouched untitled tab (the one a start shows) is replaced by the file opened.
    EditorTab *tab = currentTab();
    if (!tab || m_tabs->count() != 1)
        return nullptr;
    const Document *document = tab->document();
    const QTextDocument *text = tab->editor()->document();
    if (!document->filePath().isEmpty() || document->isModified() || !text->isEmpty() || text->isUndoAvailable())
        return nullptr;
    return tab;
}

void MainWindow::removeTab(EditorTab *tab)
{
    const QString path = tab->document()->filePath();
    m_recoveryPending.remove(tab);
    m_recovery->remove(tab->recoveryId());
    m_tabs->removeTab(m_tabs->indexOf(tab));
    tab->deleteLater();
    if (!path.isEmpty() && !tabForFile(path))
        unwatch(path);
}

bool MainWindow::closeTab(int index)
{
    EditorTab *tab = tabAt(index);
    if (!tab || !maybeSave(tab))
        return false;
    removeTab(tab);
    if (m_tabs->count() == 0 && !m_closing)
        newDocument();
    return true;
}

bool MainWindow::closeAllTabs()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (!maybeSave(tabAt(i)))
            return false;
    }
    m_closing = true;
    while (m_tabs->count() > 0)
        removeTab(tabAt(0));
    m_closing = false;
    return true;
}

bool MainWindow::maybeSave(EditorTab *tab)
{
    if (!tab->document()->isModified())
        return true;
    m_tabs->setCurrentWidget(tab);
    Question question;
    question.kind = Question::Kind::UnsavedChanges;
    question.title = tr("Unsaved Changes");
    question.text = tr("“%1” has changes that are not saved.").arg(tab->document()->displayName());
    question.informativeText = tr("Save them before closing?");
    question.buttons = QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel;
    question.defaultButton = QMessageBox::Save;
    switch (ask(question)) {
    case QMessageBox::Save:
        return saveTab(tab);
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
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
    const EditorTab *tab = currentTab();
    return tab ? tab->document() : nullptr;
}

EditorTab *MainWindow::currentTab() const
{
    return m_tabs ? qobject_cast<EditorTab *>(m_tabs->currentWidget()) : nullptr;
}

int MainWindow::tabCount() const
{
    return m_tabs->count();
}

EditorTab *MainWindow::tabAt(int index) const
{
    return qobject_cast<EditorTab *>(m_tabs->widget(index));
}

EditorTab *MainWindow::tabForFile(const QString &path) const
{
    if (path.isEmpty() || !m_tabs)
        return nullptr;
    const QString key = fileKey(path);
    for (int i = 0; i < m_tabs->count(); ++i) {
        EditorTab *tab = tabAt(i);
        const QString tabPath = tab->document()->filePath();
        if (!tabPath.isEmpty() && (tabPath == path || fileKey(tabPath) == key))
            return tab;
    }
    return nullptr;
}

void MainWindow::onCurrentTabChanged()
{
    EditorTab *tab = currentTab();
    m_findBar->setEditor(tab ? tab->editor() : nullptr);
    m_goToLineBar->setEditor(tab ? tab->editor() : nullptr);
    if (m_analyzer)
        m_analyzer->setDocument(tab ? tab->editor()->document() : nullptr);
    if (m_tester) {
        m_tester->setRobotsFilePath(tab ? tab->document()->filePath() : QString());
        m_tester->setSite(tab ? tab->property(TesterSiteProperty).toString() : QString());
    }
    updateTesterBaseline();
    updateWindowTitle();
    updateStatus();
    updateCursorPosition();
    Q_EMIT currentTabChanged(tab);
}

void MainWindow::updateTabTitle(EditorTab *tab)
{
    const int index = m_tabs->indexOf(tab);
    if (index < 0)
        return;
    const Document *document = tab->document();
    QString title = document->displayName();
    title.replace(QLatin1Char('&'), QLatin1String("&&"));
    if (document->isModified())
        title += QLatin1Char('*');
    m_tabs->setTabText(index, title);
    const QString where =
        document->filePath().isEmpty() ? tr("Not saved yet") : QDir::toNativeSeparators(document->filePath());
    m_tabs->setTabToolTip(index, document->isModified() ? tr("%1 (modified)").arg(where) : where);
}

void MainWindow::updateWindowTitle()
{
    const Document *document = currentDocument();
    if (!document)
        return;
    setWindowTitle(tr("%1[*] — Robots.txt Studio").arg(document->displayName()));
    setWindowModified(document->isModified());
}

void MainWindow::updateStatus()
{
    const Document *document = currentDocument();
    if (!document || !m_encodingButton)
        return;
    const EncodingFacts facts = document->facts();
    QString encoding = facts.byteOrderMark ? tr("UTF-8 with BOM") : tr("UTF-8");
    if (facts.invalidUtf8)
        encoding = facts.byteOrderMark ? tr("UTF-8 with BOM (invalid bytes)") : tr("UTF-8 (invalid bytes)");
    m_encodingButton->setText(encoding);
    QString tip = tr("Encoding: click to add or remove the byte order mark.");
    if (facts.invalidUtf8)
        tip += QLatin1Char('\n') + tr("Some bytes are not valid UTF-8: they are shown highlighted and saved back "
                                      "unchanged.");
    if (facts.wideEncoding) {
        const QString name = QString::fromLatin1(encodingName(facts.wideEncoding->encoding));
        encoding = name;
        tip = tr("Encoding: %1, saved back as it is. Crawlers expect UTF-8 and find no rules in this file; click "
                 "to convert it to UTF-8.")
                  .arg(name);
    }
    m_encodingButton->setToolTip(tip);
    m_encodingButton->setText(encoding);
    const QList<QAction *> encodingActions = m_encodingButton->menu()->actions();
    encodingActions.at(0)->setChecked(!facts.wideEncoding && !facts.byteOrderMark);
    encodingActions.at(1)->setChecked(!facts.wideEncoding && facts.byteOrderMark);

    m_lineEndingButton->setText(Document::lineEndingName(facts.lineEnding));
    m_lineEndingButton->setToolTip(
        facts.lineEnding == LineEnding::Mixed
            ? tr("Line endings: several kinds; new lines get %1. Click to convert all.")
                  .arg(Document::lineEndingName(LineEnding(int(document->preferredLineBreak()))))
            : tr("Line endings: click to convert all."));
    for (QAction *action : m_lineEndingButton->menu()->actions())
        action->setChecked(facts.lineEnding != LineEnding::Mixed && action->data().toInt() == int(facts.lineEnding));
}

void MainWindow::updateCursorPosition()
{
    const Editor *e = editor();
    if (!e || !m_positionLabel)
        return;
    m_positionLabel->setText(tr("Ln %1, Col %2").arg(e->cursorLine()).arg(e->cursorColumn()));
}

// ----------------------------------------------------------------------------------------------
// Opening and saving

bool MainWindow::openFile(const QString &path)
{
    if (EditorTab *open = tabForFile(path)) {
        m_tabs->setCurrentWidget(open);
        open->editor()->setFocus();
        addRecentFile(open->document()->filePath());
        m_error.clear();
        return true;
    }
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        m_error = tr("Cannot open %1: it is a folder.").arg(shown);
        statusBar()->showMessage(m_error);
        return false;
    }
    if (info.exists() && info.size() > MaxFileBytes) {
        m_error = tr("Cannot open %1: the file is %2, more than the %3 the editor accepts.")
                      .arg(shown, QLocale().formattedDataSize(info.size()), QLocale().formattedDataSize(MaxFileBytes));
        statusBar()->showMessage(m_error);
        return false;
    }
    if (info.exists() && info.size() > LargeFileBytes) {
        Question question;
        question.kind = Question::Kind::LargeFile;
        question.title = tr("Large File");
        question.text = tr("%1 is %2.").arg(info.fileName(), QLocale().formattedDataSize(info.size()));
        question.informativeText =
            tr("robots.txt files are small: crawlers need to read only the first 500 KiB (RFC 9309 §2.5), and "
               "Google ignores the rest. The editor may be slow with this file. Open it anyway?");
        question.buttons = QMessageBox::Open | QMessageBox::Cancel;
        question.defaultButton = QMessageBox::Cancel;
        if (ask(question) != QMessageBox::Open) {
            m_error = tr("%1 was not opened.").arg(shown);
            return false;
        }
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = tr("Cannot open %1: %2").arg(shown, file.errorString());
        statusBar()->showMessage(m_error);
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        m_error = tr("Cannot read %1: %2").arg(shown, file.errorString());
        statusBar()->showMessage(m_error);
        return false;
    }
    // UTF-16 and UTF-32 text has NUL bytes too, but it opens as text (Document::wideEncodingOf).
    if (!Document::wideEncodingOf(bytes) && looksBinary(bytes)) {
        Question question;
        question.kind = Question::Kind::BinaryFile;
        question.title = tr("Binary File");
        const Text format = binaryFormat(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        question.text = format.id.empty()
                            ? tr("%1 does not look like a text file: it contains NUL bytes.").arg(info.fileName())
                            : tr("%1 is %2, not a robots.txt.").arg(info.fileName(), textText(format));
        question.informativeText = tr("Opening it is safe: the NUL bytes and the bytes that are not UTF-8 are shown "
                                      "highlighted, and saving writes them back unchanged. Open it anyway?");
        question.buttons = QMessageBox::Open | QMessageBox::Cancel;
        question.defaultButton = QMessageBox::Cancel;
        if (ask(question) != QMessageBox::Open) {
            m_error = tr("%1 was not opened.").arg(shown);
            return false;
        }
    }
    EditorTab *tab = reusableTab();
    if (!tab)
        tab = addTab();
    tab->document()->loadBytes(bytes, path);
    tab->editor()->moveCursor(QTextCursor::Start);
    watch(tab->document()->filePath());
    addRecentFile(tab->document()->filePath());
    m_tabs->setCurrentWidget(tab);
    updateTabTitle(tab);
    updateWindowTitle();
    updateStatus();
    tab->editor()->setFocus();
    m_error.clear();
    statusBar()->showMessage(
        tr("Opened %1 (%2)")
            .arg(info.fileName(), QLocale().formattedDataSize(bytes.size(), 1, QLocale::DataSizeSIFormat)),
        5000);
    return true;
}

int MainWindow::openFiles(const QStringList &paths)
{
    QStringList errors;
    int opened = 0;
    for (const QString &path : paths) {
        if (openFile(path))
            ++opened;
        else
            errors << m_error;
    }
    m_error = errors.join(QLatin1Char('\n'));
    return opened;
}

void MainWindow::openInteractively(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    if (openFiles(paths) < paths.size() && !m_error.isEmpty())
        showError(m_error);
}

bool MainWindow::save()
{
    EditorTab *tab = currentTab();
    return tab && saveTab(tab);
}

bool MainWindow::saveAs()
{
    EditorTab *tab = currentTab();
    return tab && saveTabAs(tab);
}

bool MainWindow::saveTab(EditorTab *tab)
{
    Document *document = tab->document();
    if (document->filePath().isEmpty())
        return saveTabAs(tab);
    if (!document->save()) {
        m_error = document->errorString();
        showError(m_error);
        return false;
    }
    m_recoveryPending.remove(tab);
    m_recovery->remove(tab->recoveryId());
    watch(document->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(document->displayName()), 5000);
    return true;
}

bool MainWindow::saveTabAs(EditorTab *tab)
{
    Document *document = tab->document();
    QString suggestion = document->filePath();
    if (suggestion.isEmpty()) {
        const QString current = currentFile();
        suggestion =
            (current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath()) + QStringLiteral("/robots.txt");
    }
    QString path;
    if (m_saveFileName)
        path = m_saveFileName(suggestion);
    else
        path = QFileDialog::getSaveFileName(this, tr("Save As"), suggestion,
                                            tr("robots.txt files (robots.txt *.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    const QString previous = document->filePath();
    if (!document->saveAs(path)) {
        m_error = document->errorString();
        showError(m_error);
        return false;
    }
    if (!previous.isEmpty() && previous != document->filePath() && !tabForFile(previous))
        unwatch(previous);
    m_recoveryPending.remove(tab);
    m_recovery->remove(tab->recoveryId());
    watch(document->filePath());
    addRecentFile(document->filePath());
    updateStatus();
    statusBar()->showMessage(tr("Saved %1").arg(document->displayName()), 5000);
    return true;
}

// ----------------------------------------------------------------------------------------------
// Recent files

QStringList MainWindow::recentFiles() const
{
    return AppSettings::recentFiles();
}

void MainWindow::addRecentFile(const QString &path)
{
    if (path.isEmpty())
        return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    AppSettings::setRecentFiles(files);
    rebuildRecentMenu();
}

void MainWindow::clearRecentFiles()
{
    AppSettings::setRecentFiles({});
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
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
        connect(action, &QAction::triggered, this, [this, path] {
            if (!openFile(path)) {
                showError(m_error);
                QStringList remaining = recentFiles();
                if (!QFileInfo::exists(path)) {
                    remaining.removeAll(path);
                    AppSettings::setRecentFiles(remaining);
                    rebuildRecentMenu();
                }
            }
        });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(QIcon::fromTheme(QStringLiteral("edit-clear-history")), tr("&Clear List"));
    clear->setObjectName(QStringLiteral("actionClearRecent"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, &MainWindow::clearRecentFiles);
    m_recentMenu->setEnabled(true);
}

// ----------------------------------------------------------------------------------------------
// Changes on disk

void MainWindow::watch(const QString &path)
{
    if (path.isEmpty() || !QFileInfo::exists(path))
        return;
    // A save through QSaveFile replaces the file (a new inode): watch the path afresh.
    m_watcher->removePath(path);
    m_watcher->addPath(path);
}

void MainWindow::unwatch(const QString &path)
{
    m_watcher->removePath(path);
}

void MainWindow::onFileChanged(const QString &path)
{
    m_changedFiles.insert(path);
    m_diskCheckTimer.start();
}

void MainWindow::checkChangedFiles()
{
    const QSet<QString> changed = std::exchange(m_changedFiles, {});
    for (const QString &path : changed) {
        if (QFileInfo::exists(path) && !m_watcher->files().contains(path))
            m_watcher->addPath(path); // replaced by rename: the old watch is gone
        for (int i = 0; i < m_tabs->count(); ++i) {
            EditorTab *tab = tabAt(i);
            if (tab->document()->filePath() == path)
                handleDiskChange(tab);
        }
    }
}

void MainWindow::handleDiskChange(EditorTab *tab)
{
    Document *document = tab->document();
    NotificationBar *bar = tab->notificationBar();
    const QString name = document->displayName();
    switch (document->checkDisk()) {
    case Document::DiskState::Unchanged:
        return;
    case Document::DiskState::Changed:
        if (!document->isModified()) {
            reloadTab(tab);
            bar->showMessage(tr("“%1” changed on disk and was reloaded. Undo (Ctrl+Z) brings back the previous "
                                "text.")
                                 .arg(name),
                             NotificationBar::Kind::Information, {});
            return;
        }
        bar->showMessage(tr("“%1” changed on disk, and this tab has changes that are not saved.").arg(name),
                         NotificationBar::Kind::Warning,
                         {{QStringLiteral("reloadButton"), tr("&Reload"), [this, tab] { reloadTab(tab); }},
                          {QStringLiteral("keepMineButton"), tr("&Keep Mine"),
                           [tab] { tab->document()->keepDespiteDiskChange(); }}});
        return;
    case Document::DiskState::Removed:
        document->setModified(true);
        bar->showMessage(tr("“%1” was deleted or moved on disk. Saving writes it again.").arg(name),
                         NotificationBar::Kind::Warning,
                         {{QStringLiteral("saveAgainButton"), tr("&Save"), [this, tab] { saveTab(tab); }}});
        return;
    }
}

void MainWindow::reloadTab(EditorTab *tab)
{
    Editor *e = tab->editor();
    const int line = e->cursorLine();
    const int column = e->cursorColumn();
    const int scroll = e->verticalScrollBar()->value();
    if (!tab->document()->reload()) {
        showError(tab->document()->errorString());
        return;
    }
    e->goToLine(line, column);
    e->verticalScrollBar()->setValue(scroll);
    watch(tab->document()->filePath());
}

// ----------------------------------------------------------------------------------------------
// Crash recovery

void MainWindow::setRecoveryInterval(int milliseconds)
{
    m_recoveryTimer.setInterval(milliseconds);
}

void MainWindow::scheduleRecovery(EditorTab *tab)
{
    if (m_closing)
        return;
    m_recoveryPending.insert(tab);
    if (!m_recoveryTimer.isActive())
        m_recoveryTimer.start();
}

void MainWindow::writeRecoveryCopies()
{
    const QSet<EditorTab *> pending = std::exchange(m_recoveryPending, {});
    for (EditorTab *tab : pending) {
        if (m_tabs->indexOf(tab) < 0)
            continue;
        const Document *document = tab->document();
        if (document->isModified()) {
            if (!m_recovery->write(tab->recoveryId(), document->filePath(), document->displayName(),
                                   document->encodedBytes()))
                statusBar()->showMessage(tr("Cannot write the crash-recovery copy of %1").arg(document->displayName()));
        } else {
            m_recovery->remove(tab->recoveryId());
        }
    }
}

int MainWindow::offerRecovery()
{
    const QList<RecoveredDocument> orphans = m_recovery->orphans();
    if (orphans.isEmpty())
        return 0;
    QStringList lines;
    for (const RecoveredDocument &r : orphans) {
        const QString where = r.originalPath.isEmpty() ? r.title : QDir::toNativeSeparators(r.originalPath);
        lines << tr("%1 (%2)").arg(where, QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat));
    }
    Question question;
    question.kind = Question::Kind::RestoreRecovery;
    question.title = tr("Restore Unsaved Documents");
    question.text = tr("Robots.txt Studio did not close properly. %n document(s) had changes that were not saved.",
                       nullptr, int(orphans.size()));
    question.informativeText = lines.join(QLatin1Char('\n'));
    question.buttons = QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Cancel;
    question.defaultButton = QMessageBox::Yes;
    question.buttonTexts = {{QMessageBox::Yes, tr("&Restore")}, {QMessageBox::Cancel, tr("Ask &Later")}};
    const QMessageBox::StandardButton answer = ask(question);
    if (answer == QMessageBox::Discard) {
        for (const RecoveredDocument &r : orphans)
            m_recovery->discard(r);
        return 0;
    }
    if (answer != QMessageBox::Yes)
        return 0;
    int restored = 0;
    for (const RecoveredDocument &r : orphans) {
        EditorTab *tab = tabForFile(r.originalPath);
        if (tab && tab->document()->isModified())
            tab = nullptr; // never overwrite what the user typed in this session
        if (!tab)
            tab = reusableTab();
        if (!tab)
            tab = addTab();
        if (r.originalPath.isEmpty())
            tab->document()->setUntitledName(tr("%1 (recovered)").arg(r.title));
        tab->document()->loadRecovered(r.bytes, r.originalPath);
        tab->editor()->moveCursor(QTextCursor::Start);
        tab->setRecoveryId(r.id);
        m_recovery->adopt(r);
        watch(r.originalPath);
        updateTabTitle(tab);
        tab->notificationBar()->showMessage(tr("Restored from a crash-recovery copy of %1. Save to keep it.")
                                                .arg(QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat)),
                                            NotificationBar::Kind::Information, {});
        ++restored;
    }
    updateWindowTitle();
    updateStatus();
    return restored;
}

// ----------------------------------------------------------------------------------------------
// Appearance

void MainWindow::setThemeSetting(const QString &name)
{
    m_themeSetting = m_repository.theme(name).isValid() ? name : QString();
    if (AppSettings::theme() != m_themeSetting)
        AppSettings::setTheme(m_themeSetting);
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->editor()->setThemeName(m_themeSetting);
    for (QAction *action : m_themeGroup->actions())
        action->setChecked(action->data().toString() == m_themeSetting);
}

void MainWindow::setZoomLevel(int level)
{
    level = std::clamp(level, Editor::MinZoomLevel, Editor::MaxZoomLevel);
    m_zoomLevel = level;
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->editor()->setZoomLevel(level);
    AppSettings::setZoomLevel(level);
}

// ----------------------------------------------------------------------------------------------
// Questions

QMessageBox::StandardButton MainWindow::ask(const Question &question)
{
    return m_ask ? m_ask(question) : askWithDialog(question);
}

void MainWindow::showError(const QString &text)
{
    Question question;
    question.kind = Question::Kind::Error;
    question.title = tr("Robots.txt Studio");
    question.text = text;
    question.buttons = QMessageBox::Ok;
    question.defaultButton = QMessageBox::Ok;
    statusBar()->showMessage(text);
    ask(question);
}

QMessageBox::StandardButton MainWindow::askWithDialog(const Question &question)
{
    QMessageBox::Icon icon = QMessageBox::Warning;
    if (question.kind == Question::Kind::RestoreRecovery)
        icon = QMessageBox::Question;
    else if (question.kind == Question::Kind::Error)
        icon = QMessageBox::Critical;
    QMessageBox box(icon, question.title, question.text, question.buttons, this);
    box.setObjectName(QStringLiteral("questionBox"));
    box.setInformativeText(question.informativeText);
    if (question.defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(question.defaultButton);
    for (auto it = question.buttonTexts.cbegin(); it != question.buttonTexts.cend(); ++it) {
        if (QAbstractButton *button = box.button(it.key()))
            button->setText(it.value());
    }
    box.setWindowModality(Qt::WindowModal);
    return QMessageBox::StandardButton(box.exec());
}

// ----------------------------------------------------------------------------------------------
// Window events

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!closeAllTabs()) {
        event->ignore();
        return;
    }
    saveWindowSettings();
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
    openInteractively(paths);
}

void MainWindow::restoreWindowSettings()
{
    restoreGeometry(AppSettings::windowGeometry());
    restoreState(AppSettings::windowState());
    m_splitter->restoreState(AppSettings::splitterState());
}

void MainWindow::saveWindowSettings()
{
    AppSettings::setWindowLayout(saveGeometry(), saveState(), m_splitter->saveState());
}

} // namespace robots::ui

namespace robots::ui {

// ----------------------------------------------------------------------------------------------
// Live files: the controller in ui/fetch/ opens fetched files through these hooks.

void MainWindow::createFetch()
{
    fetchui::FetchController::Hooks hooks;
    hooks.openTab = [this](const net::FetchReport &report, const QString &name, const QString &facts) -> QWidget * {
        // Like opening a file: the untouched Untitled tab of a start is replaced.
        EditorTab *tab = reusableTab();
        if (!tab)
            tab = addTab();
        tab->document()->loadBytes(report.body);
        tab->document()->setUntitledName(name);
        tab->setToolTip(report.finalUrl().toDisplayString());
        tab->notificationBar()->showMessage(facts, NotificationBar::Kind::Information, {});
        // A UTF-16 or UTF-32 body: the encoding notice comes first, the fetch's facts after it.
        tab->setProperty(EncodingNoticeProperty, QString());
        updateEncodingNotice(tab, facts);
        // The fetched file's site: the tester checks other hosts' URLs against their own files.
        const QString site =
            report.requestedUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
        tab->setProperty(TesterSiteProperty, site);
        m_tester->setSite(site);
        updateTabTitle(tab);
        updateWindowTitle();
        return tab;
    };
    hooks.currentTab = [this]() -> QWidget * { return currentTab(); };
    hooks.currentBytes = [this] { return currentTab() ? currentTab()->document()->encodedBytes() : QByteArray(); };
    hooks.setBaseline = [this](const QByteArray &bytes) { m_tester->setBaselineText(bytes); };
    m_fetch = new fetchui::FetchController(this, std::move(hooks));
    auto *file = menuBar()->findChild<QMenu *>(QStringLiteral("fileMenu"));
    const QList<QAction *> actions = file->actions();
    QAction *before = actions.value(actions.indexOf(m_recentMenu->menuAction()) + 1);
    file->insertAction(before, m_fetch->openFromUrlAction());
    file->insertAction(before, m_fetch->compareWithLiveAction());
    m_hosts = new fetchui::HostsDock(this);
    m_hosts->hide();
    addDockWidget(Qt::BottomDockWidgetArea, m_hosts);
    m_tester->setHostRules(m_hosts->cache());
    // Hosts fetched in earlier runs (the disk cache) serve the tester too.
    connect(m_tester, &TesterPanel::checkOtherHostsToggled, m_hosts, [this](bool on) {
        if (on)
            m_hosts->ensureLoaded();
    });
    QAction *showHosts = m_hosts->toggleViewAction();
    showHosts->setObjectName(QStringLiteral("actionShowHosts"));
    showHosts->setText(tr("&Hosts")); // a mnemonic the dock's title has not
    m_viewMenu->addAction(showHosts);
}

// ----------------------------------------------------------------------------------------------
// The tester (issue 7): on the right of the central splitter, fed by the one DocumentAnalyzer.

void MainWindow::createTester()
{
    m_analyzer = new DocumentAnalyzer(this);
    m_tester = new TesterPanel(m_splitter);
    m_tester->setObjectName(QStringLiteral("testerPanel"));
    m_tester->setAnalyzer(m_analyzer);
    m_splitter->addWidget(m_tester);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({480, 520});
    // A selected case shows its deciding line; the focus stays in the table (issue 7).
    connect(m_tester, &TesterPanel::jumpToLine, this, [this](int line) {
        if (Editor *e = editor())
            e->goToLine(line);
    });
    connect(m_tester, &TesterPanel::highlightLines, this, [this](const QList<int> &lines) {
        if (Editor *e = editor())
            e->setLayerSelections(Editor::SelectionLayer::Other, VerdictStyle::lineMarks(e->document(), lines));
    });
    // The Site field belongs to the document it was typed for.
    connect(m_tester, &TesterPanel::siteEdited, this, [this](const QString &site) {
        if (EditorTab *tab = currentTab())
            tab->setProperty(TesterSiteProperty, site);
    });
    connect(m_tester, &TesterPanel::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
}

void MainWindow::updateTesterBaseline()
{
    if (!m_tester)
        return;
    const EditorTab *tab = currentTab();
    const QString path = tab ? tab->document()->filePath() : QString();
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        m_tester->clearBaseline();
        return;
    }
    // Edit impact compares the text being typed with the file as saved on disk.
    m_tester->setBaselineText(file.readAll());
}

bool MainWindow::openExample(const QString &id)
{
    const std::optional<Example> example = Examples::find(id);
    if (!example)
        return false;
    EditorTab *tab = reusableTab();
    if (!tab)
        tab = newDocument();
    tab->document()->loadBytes(example->robotsTxt());
    tab->document()->setUntitledName(example->title);
    updateTabTitle(tab);
    updateWindowTitle();
    m_tester->loadExample(*example);
    // The first case explained at once: an example is a lesson.
    m_tester->selectCase(0);
    return true;
}

} // namespace robots::ui

namespace robots::ui {

// ----------------------------------------------------------------------------------------------
// Diagnostics (issue 6, ui/diagnostics): each tab's editor shows the core's findings, linted from
// the one DocumentAnalyzer's analyses of that tab; the Problems and Outline docks and the status
// bar's counts follow the current tab.

void MainWindow::createDiagnostics()
{
    m_problems = new ProblemsPanel(this);
    auto *problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    m_outline = new OutlinePanel(this);
    m_outline->setAnalyzer(m_analyzer);
    auto *outlineDock = new QDockWidget(tr("Outline"), this);
    outlineDock->setObjectName(QStringLiteral("outlineDock"));
    outlineDock->setWidget(m_outline);
    addDockWidget(Qt::LeftDockWidgetArea, outlineDock);
    resizeDocks({outlineDock}, {260}, Qt::Horizontal);
    resizeDocks({problemsDock}, {190}, Qt::Vertical);

    QAction *showProblems = problemsDock->toggleViewAction();
    showProblems->setObjectName(QStringLiteral("actionShowProblems"));
    showProblems->setText(tr("&Problems"));
    showProblems->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    QAction *showOutline = outlineDock->toggleViewAction();
    showOutline->setObjectName(QStringLiteral("actionShowOutline"));
    showOutline->setText(tr("O&utline"));
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(showProblems);
    m_viewMenu->addAction(showOutline);

    // The window's entries act on the current tab; the editors' own Ctrl+. is handed over to it.
    m_quickFix = new QAction(tr("&Quick Fix…"), this);
    m_quickFix->setObjectName(QStringLiteral("actionQuickFix"));
    m_quickFix->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_quickFix->setStatusTip(tr("Show the quick fixes for the problem at the cursor"));
    connect(m_quickFix, &QAction::triggered, this, [this] {
        if (DiagnosticsController *d = diagnostics(currentTab()))
            d->showFixMenu();
    });
    m_fixAllSafe = new QAction(tr("Fix All &Safe Problems"), this);
    m_fixAllSafe->setObjectName(QStringLiteral("actionFixAllSafe"));
    m_fixAllSafe->setStatusTip(tr("Apply every quick fix that keeps each dialect's reading of the rest of the file"));
    m_fixAllSafe->setEnabled(false);
    connect(m_fixAllSafe, &QAction::triggered, this, [this] {
        if (DiagnosticsController *d = diagnostics(currentTab()))
            d->fixAllSafe();
    });
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_quickFix);
    m_editMenu->addAction(m_fixAllSafe);

    m_problemCounts = new ProblemCountsButton(this);
    statusBar()->insertPermanentWidget(0, m_problemCounts);
    connect(m_problemCounts, &QAbstractButton::clicked, this, [this, problemsDock] {
        problemsDock->show();
        problemsDock->raise();
        m_problems->view()->setFocus();
    });

    connect(m_problems, &ProblemsPanel::jumpTo, this, [this](int line, int column) {
        if (Editor *e = editor()) {
            e->goToLine(line, column);
            e->setFocus();
        }
    });
    connect(m_outline, &OutlinePanel::jumpToLine, this, [this](int line) {
        if (Editor *e = editor()) {
            e->goToLine(line);
            e->setFocus();
        }
    });
    connect(this, &MainWindow::tabOpened, this, &MainWindow::attachDiagnostics);
    connect(this, &MainWindow::currentTabChanged, this, &MainWindow::showDiagnosticsOf);
}

DiagnosticsController *MainWindow::diagnostics(EditorTab *tab)
{
    return tab ? tab->findChild<DiagnosticsController *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

void MainWindow::attachDiagnostics(EditorTab *tab)
{
    auto *controller = new DiagnosticsController(tab->editor(), m_analyzer, tab);
    controller->quickFixAction()->setShortcut(QKeySequence()); // Edit → Quick Fix… has Ctrl+.
    bindToEditor(controller, tab->editor());
    new DirectiveCompleter(tab->editor());
    connect(controller, &DiagnosticsController::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    // What the file's bytes hold besides the text (byte order mark, line breaks, bytes that are
    // not UTF-8) is linted from the bytes saving would write; its fixes change the Document.
    Document *document = tab->document();
    controller->setFileFixHandler([document](const Diagnostic &finding, const QuickFix &fix) {
        if (finding.code() == "R104") {
            document->setByteOrderMark(false);
            return true;
        }
        if (finding.code() == "R107" && !fix.edits.empty()) {
            const std::string &to = fix.edits.front().replacement;
            document->convertLineEndings(to == "\r\n" ? LineBreak::CrLf : to == "\r" ? LineBreak::Cr : LineBreak::Lf);
            return true;
        }
        if (finding.code() == "R109") {
            document->convertToUtf8();
            return true;
        }
        return false; // R103: re-encoding raw bytes is not a text edit
    });
    connect(document, &Document::factsChanged, controller,
            [controller, document] { controller->setFileBytes(document->encodedBytes()); });
    connect(document, &Document::factsChanged, tab, [this, tab] { updateEncodingNotice(tab); });
    updateEncodingNotice(tab);
    controller->setFileBytes(document->encodedBytes());
    connect(controller->fixAllSafeAction(), &QAction::changed, this, [this, tab, controller] {
        if (tab == currentTab())
            m_fixAllSafe->setEnabled(controller->fixAllSafeAction()->isEnabled());
    });
    if (tab == currentTab())
        showDiagnosticsOf(tab);
}

// A UTF-16 or UTF-32 file: the editor, the tester and the verdicts show its text, but crawlers
// read its bytes as UTF-8 and find no rules (lint check R109). The bar says so once per
// encoding the document is in, and goes away when the document is converted.
void MainWindow::updateEncodingNotice(EditorTab *tab, const QString &more)
{
    const auto notice = [](const QString &name) {
        return tr("This file is %1, not UTF-8. Crawlers read robots.txt as UTF-8 and find no rules in it as it is "
                  "(RFC 9309 §2.3), so they may fetch every URL; the tester and the verdicts show what its text "
                  "decides once converted. Saving keeps %1 until you convert it.")
            .arg(name);
    };
    const std::optional<DetectedEncoding> wide = tab->document()->wideEncoding();
    const QString name = wide ? QString::fromLatin1(encodingName(wide->encoding)) : QString();
    const QString shownFor = tab->property(EncodingNoticeProperty).toString();
    if (name == shownFor)
        return;
    tab->setProperty(EncodingNoticeProperty, name);
    NotificationBar *bar = tab->notificationBar();
    if (!wide) {
        if (bar->text().startsWith(notice(shownFor)))
            bar->hide();
        return;
    }
    bar->showMessage(more.isEmpty() ? notice(name) : notice(name) + QLatin1String("\n\n") + more,
                     NotificationBar::Kind::Warning,
                     {{QStringLiteral("convertToUtf8Button"), tr("&Convert to UTF-8"),
                       [tab] { tab->document()->convertToUtf8(); }}});
}

void MainWindow::showDiagnosticsOf(EditorTab *tab)
{
    DiagnosticsController *controller = diagnostics(tab);
    if (controller)
        controller->runner()->documentActivated(); // the analyzer reads this tab from now on
    m_problems->setController(controller);
    m_problemCounts->setController(controller);
    m_fixAllSafe->setEnabled(controller && controller->fixAllSafeAction()->isEnabled());
}

} // namespace robots::ui

namespace robots::ui {

// ----------------------------------------------------------------------------------------------
// Settings (issue 9): AppSettings holds them; the window follows every change at once.

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
        for (int i = 0; i < m_tabs->count(); ++i)
            tabAt(i)->editor()->setBaseFont(font);
    }
    // Every fetch reads the time-out and the User-Agent from here (FetchOptions is copied into
    // each request when it starts).
    m_fetch->setOptions(AppSettings::fetchOptions(m_fetch->fetcher().options()));
    m_hosts->cache()->setFetchOptions(AppSettings::fetchOptions(m_hosts->cache()->fetchOptions()));
    // The tester's defaults change only when the defaults themselves change, so a user's choice
    // in the panel survives an unrelated setting.
    const QList<DialectId> dialects = AppSettings::defaultDialects();
    if (dialects != m_appliedDialects) {
        m_appliedDialects = dialects;
        m_tester->setShownDialects(dialects);
    }
    const QStringList agents = AppSettings::defaultAgents();
    if (agents != m_appliedAgents) {
        m_appliedAgents = agents;
        m_tester->setDefaultAgents(agents);
    }
}

} // namespace robots::ui

namespace robots::ui {

// ----------------------------------------------------------------------------------------------
// The command line (issue 9): robotstxt-studio [--dialect D] [FILE | URL]...

int MainWindow::openLocations(const QStringList &arguments)
{
    QStringList paths;
    const bool idle = m_pendingUrls.isEmpty();
    for (const QString &argument : arguments) {
        const QUrl url(argument, QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
            m_pendingUrls << url;
        else if (scheme == QLatin1String("file"))
            paths << url.toLocalFile();
        else
            paths << argument; // a path (also "C:\x" on Windows, whose "scheme" is one letter)
    }
    const int opened = paths.isEmpty() ? 0 : openFiles(paths);
    if (paths.isEmpty())
        m_error.clear();
    if (idle && !m_pendingUrls.isEmpty()) {
        connect(m_fetch, &fetchui::FetchController::finished, this, &MainWindow::fetchNextPending,
                Qt::UniqueConnection);
        m_fetch->openFromUrl(m_pendingUrls.constFirst());
    }
    return opened;
}

void MainWindow::fetchNextPending()
{
    if (m_pendingUrls.isEmpty())
        return;
    const QUrl done = m_pendingUrls.takeFirst();
    if (!m_fetch->lastMessage().isEmpty())
        statusBar()->showMessage(tr("%1: %2").arg(done.toDisplayString(), m_fetch->lastMessage()), 10000);
    if (!m_pendingUrls.isEmpty())
        m_fetch->openFromUrl(m_pendingUrls.constFirst());
}

} // namespace robots::ui

namespace robots::ui {

// ----------------------------------------------------------------------------------------------
// Help → Handbook (issue 9)

HandbookWindow *MainWindow::showHandbook()
{
    if (!m_handbook)
        m_handbook = new HandbookWindow(this);
    const QString language = currentLanguage();
    if (m_handbook->language().isEmpty() ||
        m_handbook->language() != (language.isEmpty() ? QStringLiteral("en") : language))
        m_handbook->load(language);
    m_handbook->show();
    m_handbook->raise();
    m_handbook->activateWindow();
    return m_handbook;
}

} // namespace robots::ui
