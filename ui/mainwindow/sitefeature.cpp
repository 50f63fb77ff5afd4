// SPDX-License-Identifier: MIT
#include "mainwindow/sitefeature.h"

#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/testerfeature.h"
#include "mainwindow/windowactions.h"
#include "settings/appsettings.h"
#include "site/sitedock.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QPointer>

namespace robots::ui {

SiteFeature::SiteFeature(MainWindow &window, TesterFeature &tester)
    : QObject(&window)
{
    siteui::SiteDock::Hooks hooks;
    hooks.draft = [&window] {
        // The draft is the text being edited, as UTF-8 (what the core reads).
        return window.editor() ? window.editor()->toPlainText().toUtf8() : QByteArray();
    };
    hooks.testCases = [&tester] {
        std::vector<robots::TestCase> cases;
        const TesterPanel *panel = tester.panel();
        if (!panel || !panel->model())
            return cases;
        for (const TestCase &t : panel->model()->cases()) {
            robots::TestCase c;
            c.agent = t.agent.toStdString();
            c.url = t.url.toStdString();
            c.expected = t.expected;
            for (DialectId d : t.dialects)
                c.dialects.push_back(&robots::dialect(d));
            if (c.dialects.empty()) // the tester's primary dialect, as its verdict column shows
                c.dialects.push_back(&robots::dialect(panel->model()->primaryDialect()));
            cases.push_back(std::move(c));
        }
        return cases;
    };
    hooks.agents = [&tester] {
        QStringList agents;
        const TesterPanel *panel = tester.panel();
        if (!panel)
            return agents;
        if (panel->model()) {
            for (const TestCase &t : panel->model()->cases()) {
                if (!t.agent.isEmpty() && !agents.contains(t.agent))
                    agents << t.agent;
            }
        }
        return agents.isEmpty() ? panel->defaultAgents() : agents;
    };
    hooks.goToLine = [&window](int line) {
        if (Editor *editor = window.editor()) {
            editor->goToLine(line);
            editor->setFocus();
        }
    };
    hooks.openReadOnly = [&window](const QByteArray &bytes, const QString &title) {
        Document *document = window.documents()->reusableOrNewDocument();
        EditorTab *tab = window.tabs()->tabOf(document);
        document->loadBytes(bytes);
        document->setUntitledName(title);
        tab->editor()->setReadOnly(true); // a version of the history: read, compare, copy
        window.tabs()->updateTitle(document);
    };
    m_dock = new siteui::SiteDock(std::move(hooks), window.hostService(), &window);
    window.addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();

    auto *show = new QAction(tr("&Site…"), &window);
    show->setObjectName(QStringLiteral("actionSite"));
    show->setStatusTip(tr("The hosts of a site, the history of their robots.txt and the sitemap audit"));
    window.windowActions()->add(WindowActions::Place::ToolsEnd, show);
    connect(show, &QAction::triggered, m_dock, [this] {
        m_dock->show();
        m_dock->raise();
    });
    applySettings();
    connect(AppSettings::notifier(), &AppSettings::changed, this, &SiteFeature::applySettings);
}

bool SiteFeature::readyToClose()
{
    QWidget *window = m_dock->parentWidget();
    return m_dock->readyToClose([window = QPointer<QWidget>(window)] {
        if (window)
            QMetaObject::invokeMethod(window.data(), [w = window.data()] { w->close(); }, Qt::QueuedConnection);
    });
}

void SiteFeature::applySettings()
{
    m_dock->setFetchOptions(AppSettings::fetchOptions());
}

} // namespace robots::ui
