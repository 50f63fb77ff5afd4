// SPDX-License-Identifier: MIT
#include "mainwindow/fetchfeature.h"

#include "document/document.h"
#include "editor/editortab.h"
#include "editor/notificationbar.h"
#include "fetch/fetchcontroller.h"
#include "fetch/hostsdock.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/encodingnotice.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"
#include "net/hostrulescache.h"
#include "settings/appsettings.h"
#include "tester/testerpanel.h"

#include <QAction>

namespace robots::ui {

FetchFeature::FetchFeature(MainWindow &window, TesterPanel *tester)
    : QObject(&window)
{
    fetchui::FetchController::Hooks hooks;
    hooks.openTab = [&window, tester](const net::FetchReport &report, const QString &name,
                                      const QString &facts) -> QWidget * {
        // Like opening a file: the untouched Untitled tab of a start is replaced.
        Document *document = window.documents()->reusableOrNewDocument();
        EditorTab *tab = window.tabs()->tabOf(document);
        document->loadBytes(report.body);
        document->setUntitledName(name);
        tab->setToolTip(report.finalUrl().toDisplayString());
        tab->notificationBar()->showMessage(facts, NotificationBar::Kind::Information, {});
        // A UTF-16 or UTF-32 body: the encoding notice comes first, the fetch's facts after it.
        DocumentState &state = window.documents()->state(document);
        state.encodingNotice.clear();
        updateEncodingNotice(tab, state.encodingNotice, facts);
        // The fetched file's site: the tester checks other hosts' URLs against their own files.
        state.testerSite =
            report.requestedUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
        tester->setSite(state.testerSite);
        window.tabs()->updateTitle(document);
        return tab;
    };
    hooks.currentTab = [&window]() -> QWidget * { return window.currentTab(); };
    hooks.currentBytes = [&window] {
        return window.currentDocument() ? window.currentDocument()->encodedBytes() : QByteArray();
    };
    hooks.setBaseline = [tester](const QByteArray &bytes) { tester->setBaselineText(bytes, tr("the live file")); };
    m_fetch = new fetchui::FetchController(&window, std::move(hooks));
    window.windowActions()->add(WindowActions::Place::FileOpen, m_fetch->openFromUrlAction());
    window.windowActions()->add(WindowActions::Place::FileOpen, m_fetch->compareWithLiveAction());

    m_hosts = new fetchui::HostsDock(window.hostService(), &window);
    m_hosts->hide();
    window.addDockWidget(Qt::BottomDockWidgetArea, m_hosts);
    tester->setHostRules(m_hosts->cache());
    // Hosts fetched in earlier runs (the disk cache) serve the tester too.
    connect(tester, &TesterPanel::checkOtherHostsToggled, m_hosts, [this](bool on) {
        if (on)
            m_hosts->ensureLoaded();
    });
    QAction *showHosts = m_hosts->toggleViewAction();
    showHosts->setObjectName(QStringLiteral("actionShowHosts"));
    showHosts->setText(tr("&Hosts")); // a mnemonic the dock's title has not
    window.windowActions()->add(WindowActions::Place::ViewEnd, showHosts);
}

void FetchFeature::applySettings()
{
    // FetchOptions is copied into each request when it starts.
    m_fetch->setOptions(AppSettings::fetchOptions(m_fetch->fetcher().options()));
    m_hosts->cache()->setFetchOptions(AppSettings::fetchOptions(m_hosts->cache()->fetchOptions()));
}

} // namespace robots::ui
