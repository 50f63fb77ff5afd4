// SPDX-License-Identifier: MIT
#pragma once

// View → Hosts: the many-host rules database (net::HostRulesCache) in a table, with
// "Refresh" (the selected hosts, or all when none is selected) and "Add host…".

#include <QDockWidget>

class QAction;
class QTableView;
class QTimer;

namespace robots::net {
class HostRulesCache;
}

namespace robots::fetchui {

class HostsDock : public QDockWidget
{
    Q_OBJECT
public:
    /// Creates its own cache, memory-only until the dock is first shown, when it reads (and from
    /// then on records into) the history, net::HostRulesCache::defaultHistoryFile();
    /// setCacheFile() changes that.
    explicit HostsDock(QWidget *parent = nullptr);
    ~HostsDock() override;

    [[nodiscard]] net::HostRulesCache *cache() const { return m_cache; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QAction *refreshAction() const { return m_refresh; }

    /// Uses PATH as the history database and loads it now ("" = memory only).
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
    QTableView *m_view;
    QAction *m_refresh;
    QTimer *m_freshness;
    bool m_loaded = false;
};

} // namespace robots::fetchui
