// SPDX-License-Identifier: MIT
#include "mainwindow/crawlerlogsfeature.h"

#include "crawlerlogs/crawlerlogswindow.h"
#include "document/document.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/sitefeature.h"
#include "mainwindow/windowactions.h"
#include "net/historystore.h"
#include "site/sitedock.h"

#include <QAction>

namespace robots::ui {

CrawlerLogsFeature::CrawlerLogsFeature(MainWindow &window)
    : QObject(&window)
    , m_window(window)
{
    auto *show = new QAction(tr("Crawler &Logs…"), &window);
    show->setObjectName(QStringLiteral("actionCrawlerLogs"));
    show->setStatusTip(tr("Who really came: read access logs and check each crawler against the robots.txt"));
    window.windowActions()->add(WindowActions::Place::ToolsEnd, show);
    connect(show, &QAction::triggered, this, &CrawlerLogsFeature::showWindow);
}

crawlerlogs::CrawlerLogsWindow *CrawlerLogsFeature::window() const
{
    return m_logs.data();
}

crawlerlogs::CrawlerLogsWindow *CrawlerLogsFeature::showWindow()
{
    if (!m_logs) {
        MainWindow &window = m_window;
        crawlerlogs::CrawlerLogsWindow::Hooks hooks;
        hooks.currentDocument = [&window] {
            // The text being edited, as UTF-8 (what the core reads).
            return window.editor() ? window.editor()->toPlainText().toUtf8() : QByteArray();
        };
        hooks.currentDocumentName = [&window] {
            return window.currentDocument() ? window.currentDocument()->displayName() : QString();
        };
        hooks.sitePath = [&window] {
            const auto *site = window.findChild<SiteFeature *>();
            return site && site->dock() ? site->dock()->sitePath() : QString();
        };
        hooks.historyPath = [&window] {
            const auto *site = window.findChild<SiteFeature *>();
            return site && site->dock() ? site->dock()->historyPath() : net::HistoryStore::defaultPath();
        };
        hooks.goToLine = [&window](int line) {
            if (Editor *editor = window.editor()) {
                editor->goToLine(line);
                editor->setFocus();
            }
            window.activateWindow();
        };
        hooks.openReadOnly = [&window](const QByteArray &bytes, const QString &title, int line) {
            // As the Site dock opens a version of the history: read-only, in a tab of its own.
            Document *document = window.documents()->reusableOrNewDocument();
            EditorTab *tab = window.tabs()->tabOf(document);
            document->loadBytes(bytes);
            document->setUntitledName(title);
            tab->editor()->setReadOnly(true);
            window.tabs()->updateTitle(document);
            tab->editor()->goToLine(line);
            tab->editor()->setFocus();
            window.activateWindow();
        };
        m_logs = new crawlerlogs::CrawlerLogsWindow(std::move(hooks), &window);
        m_logs->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    m_logs->show();
    m_logs->raise();
    m_logs->activateWindow();
    return m_logs;
}

} // namespace robots::ui
