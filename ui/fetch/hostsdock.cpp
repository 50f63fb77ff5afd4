// SPDX-License-Identifier: MIT
#include "fetch/hostsdock.h"

#include "analysis/hostsmodel.h"
#include "net/fetchreport.h"
#include "net/hostrulescache.h"

#include <QAction>
#include <QHeaderView>
#include <QInputDialog>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace robots::fetchui {

HostsDock::HostsDock(net::HostService *service, QWidget *parent)
    : QDockWidget(tr("Hosts"), parent)
    , m_cache(new net::HostRulesCache(service, this))
    , m_model(new ui::HostsModel(m_cache, this))
    , m_view(new QTableView(this))
    , m_refresh(new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Refresh"), this))
    , m_freshness(new QTimer(this))
{
    setObjectName(QStringLiteral("hostsDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QToolBar(body);
    m_refresh->setObjectName(QStringLiteral("actionRefreshHosts"));
    m_refresh->setToolTip(tr("Fetch the selected hosts' robots.txt again (all hosts when none is selected)"));
    connect(m_refresh, &QAction::triggered, this, &HostsDock::refresh);
    bar->addAction(m_refresh);
    QAction *add = bar->addAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&Add Host…"));
    add->setObjectName(QStringLiteral("actionAddHost"));
    connect(add, &QAction::triggered, this, [this] {
        const QString text = QInputDialog::getText(this, tr("Add host"), tr("Any URL of the site:"));
        if (!text.trimmed().isEmpty())
            m_cache->refresh(net::urlFromUserInput(text).toString());
    });
    layout->addWidget(bar);
    m_view->setObjectName(QStringLiteral("hostsView"));
    m_view->setAccessibleName(tr("Hosts, their robots.txt status and freshness"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    layout->addWidget(m_view);
    setWidget(body);
    // The Freshness column depends on the clock (RFC 9309 §2.4: at most 24 h).
    m_freshness->setInterval(60 * 1000);
    connect(m_freshness, &QTimer::timeout, m_cache, &net::HostRulesCache::updateFreshness);
    m_freshness->start();
}

HostsDock::~HostsDock() = default;

void HostsDock::setCacheFile(const QString &path)
{
    m_loaded = true;
    m_cache->setHistoryFile(path);
    // Off the window's thread: importing hosts.json writes, and another process may hold the
    // history's write lock for up to its busy time-out.
    if (!path.isEmpty())
        m_cache->loadInBackground();
}

void HostsDock::refresh()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        m_cache->refreshAll();
        return;
    }
    for (const QModelIndex &index : rows)
        m_cache->refresh(index.data(ui::HostsModel::OriginRole).toString());
}

void HostsDock::ensureLoaded()
{
    if (!m_loaded)
        setCacheFile(net::HostRulesCache::defaultHistoryFile());
}

void HostsDock::showEvent(QShowEvent *event)
{
    ensureLoaded();
    QDockWidget::showEvent(event);
}

} // namespace robots::fetchui
