// SPDX-License-Identifier: MIT
#include "mainwindow/testerfeature.h"

#include "analysis/documentanalyzer.h"
#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"
#include "tester/testerpanel.h"
#include "tester/verdictstyle.h"

#include <QFile>
#include <QSplitter>
#include <QStatusBar>

namespace robots::ui {

TesterFeature::TesterFeature(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_analyzer(new DocumentAnalyzer(&window))
    , m_panel(new TesterPanel(window.centralSplitter()))
{
    QSplitter *splitter = window.centralSplitter();
    m_panel->setObjectName(QStringLiteral("testerPanel"));
    m_panel->setAnalyzer(m_analyzer);
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({480, 520});
    // The tester from the editor by keyboard.
    window.windowActions()->add(WindowActions::Place::ViewTester, m_panel->focusAction());

    // A selected case shows its deciding line; the focus stays in the table.
    connect(m_panel, &TesterPanel::jumpToLine, this, [this](int line) {
        if (Editor *e = m_window.editor())
            e->goToLine(line);
    });
    connect(m_panel, &TesterPanel::highlightLines, this, [this](const QList<int> &lines) {
        if (Editor *e = m_window.editor())
            e->setLayerSelections(Editor::SelectionLayer::Other, VerdictStyle::lineMarks(e->document(), lines));
    });
    // The Site field belongs to the document it was typed for.
    connect(m_panel, &TesterPanel::siteEdited, this, [this](const QString &site) {
        if (Document *document = m_window.currentDocument())
            m_window.documents()->state(document).testerSite = site;
    });
    connect(m_panel, &TesterPanel::statusMessage, this,
            [this](const QString &message) { m_window.statusBar()->showMessage(message, 5000); });

    DocumentTabs *tabs = window.tabs();
    connect(tabs, &DocumentTabs::currentCursorMoved, this, [this] {
        if (const Editor *e = m_window.editor())
            m_panel->editorLineSelected(e->textCursor().blockNumber() + 1);
    });
    connect(tabs, &DocumentTabs::currentSaved, this, &TesterFeature::updateBaseline);
    connect(&window, &MainWindow::currentTabChanged, this, &TesterFeature::onCurrentTabChanged);
}

void TesterFeature::onCurrentTabChanged(EditorTab *tab)
{
    Document *document = tab ? tab->document() : nullptr;
    m_analyzer->setDocument(tab ? tab->editor()->document() : nullptr);
    m_panel->setRobotsFilePath(document ? document->filePath() : QString());
    m_panel->setSite(document ? m_window.documents()->state(document).testerSite : QString());
    updateBaseline();
}

void TesterFeature::updateBaseline()
{
    const QString path = m_window.currentFile();
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        m_panel->clearBaseline();
        return;
    }
    // Edit impact compares the text being typed with the file as saved on disk.
    m_panel->setBaselineText(file.readAll());
}

void TesterFeature::applyDefaults(const QList<DialectId> &dialects, const QStringList &agents)
{
    if (dialects != m_appliedDialects) {
        m_appliedDialects = dialects;
        m_panel->setShownDialects(dialects);
    }
    if (agents != m_appliedAgents) {
        m_appliedAgents = agents;
        m_panel->setDefaultAgents(agents);
    }
}

} // namespace robots::ui
