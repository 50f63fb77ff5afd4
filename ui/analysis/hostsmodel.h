// SPDX-License-Identifier: MIT
#pragma once

#include "net/hostrulescache.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace robots::ui {

/// The hosts of a net::HostRulesCache as a table: one row per host (origin) in the cache's order,
/// following its host signals. What View → Hosts shows and what the tester's and the settings'
/// tests read; the cache itself (net/) holds no item model and no text for a table.
///
/// Texts keep the translation context they had in the cache ("robots::net::HostRulesCache"), so
/// the existing translations still apply.
class HostsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column : int {
        HostColumn,       ///< "https://example.com" (the origin, default port omitted)
        StatusColumn,     ///< "200 OK", "503 Service Unavailable", "time-out" …
        OutcomeColumn,    ///< net::outcomeLabel() under the cache's dialect: "parse", "allow all" …
        FetchedColumn,    ///< When it was fetched (local time; EditRole: QDateTime UTC)
        FreshUntilColumn, ///< Fresh until (local time; EditRole: QDateTime UTC)
        FreshnessColumn,  ///< "fresh", "stale", "fetching…", "not fetched"
        MessageColumn,    ///< FetchReport::messageFor(the cache's dialect), with the history note
        ColumnCount
    };
    enum Role : int {
        OriginRole = Qt::UserRole + 1, ///< QString: the origin key, "https://example.com:443"
        FreshnessRole,                 ///< int: net::HostRulesCache::Freshness
        OutcomeRole,                   ///< int: robots::FetchOutcome under the dialect, -1 before a fetch
        RobotsUrlRole,                 ///< QUrl: the robots.txt URL requested
    };

    /// Shows `cache` (not owned; the model empties when it is destroyed).
    explicit HostsModel(net::HostRulesCache *cache, QObject *parent = nullptr);

    [[nodiscard]] net::HostRulesCache *cache() const { return m_cache; }

    /// "200 OK", "time-out", "cancelled" …: the Status column's text for a fetch.
    [[nodiscard]] static QString statusText(const net::FetchReport &report);
    [[nodiscard]] static QString freshnessText(net::HostRulesCache::Freshness freshness);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    QPointer<net::HostRulesCache> m_cache;
};

} // namespace robots::ui
