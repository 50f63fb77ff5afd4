// SPDX-License-Identifier: MIT
#pragma once

// View → Hosts: the many-host rules database (net::HostRulesCache, shown by ui::HostsModel) in a table, with
// "Refresh" (the selected hosts, or all when none is selected) and "Add host…".

#include <QDockWidget>

class QAction;
class QTableView;
class QTimer;

namespace robots::net {
class HostRulesCache;
class HostService;
} // namespace robots::net
namespace robots::ui {
class HostsModel;
}

namespace robots::fetchui {

class HostsDock : public QDockWidget
{
    Q_OBJECT
public:
    /// Creates its cache over `service` (not owned: the window's one host service, which the
    /// Site dock shares), memory-only until the dock is first shown, when it reads (and from then
    /// on records into) the history, net::HostRulesCache::defaultHistoryFile(); setCacheFile()
    /// changes that.
    explicit HostsDock(net::HostService *service, QWidget *parent = nullptr);
    ~HostsDock() override;

    [[nodiscard]] net::HostRulesCache *cache() const { return m_cache; }
    [[nodiscard]] ui::HostsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QAction *refreshAction() const { return m_refresh; }

    /// Uses PATH as the history database and loads it ("" = memory only), off the window's thread
    /// (net::HostRulesCache::loadInBackground(): the hosts appear with its `loaded`).
    void setCacheFile(const QString &path);

    /// Reads (and from then on records into) net::HostRulesCache::defaultHistoryFile(), once: what
    /// showing the dock does, also for other users of the cache (the tester's other hosts).
    void ensureLoaded();

    /// Refreshes the selected hosts, or every host when none is selected.
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;

private:
    net::HostRulesCache *m_cache;
    ui::HostsModel *m_model;
    QTableView *m_view;
    QAction *m_refresh;
    QTimer *m_freshness;
    bool m_loaded = false;
};

} // namespace robots::fetchui
