// SPDX-License-Identifier: MIT
#include "analysis/hostsmodel.h"

#include "analysis/fetchmessagetext.h"
#include "analysis/messages.h"
#include "analysis/tablecells.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace robots::ui {

namespace {

// The texts were the cache's before the table moved here; their old context keeps the existing
// translations.
constexpr auto kContext = "robots::net::HostRulesCache";

QString text(const char *source)
{
    return QCoreApplication::translate(kContext, source);
}

QString displayOrigin(const QUrl &robotsUrl)
{
    return robotsUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toDisplayString();
}

QString header(int column)
{
    switch (column) {
    case HostsModel::HostColumn:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "Host"));
    case HostsModel::StatusColumn:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "Status"));
    case HostsModel::OutcomeColumn:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "Outcome"));
    case HostsModel::FetchedColumn:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "Fetched"));
    case HostsModel::FreshUntilColumn:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "Fresh until"));
    case HostsModel::FreshnessColumn:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "Freshness"));
    case HostsModel::MessageColumn:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "Message"));
    }
    return {};
}

} // namespace

HostsModel::HostsModel(net::HostRulesCache *cache, QObject *parent)
    : QAbstractTableModel(parent)
    , m_cache(cache)
{
    using Cache = net::HostRulesCache;
    connect(cache, &Cache::hostAboutToBeAdded, this, [this](int row) { beginInsertRows({}, row, row); });
    connect(cache, &Cache::hostAdded, this, [this] { endInsertRows(); });
    connect(cache, &Cache::hostAboutToBeRemoved, this, [this](int row) { beginRemoveRows({}, row, row); });
    connect(cache, &Cache::hostRemoved, this, [this] { endRemoveRows(); });
    connect(cache, &Cache::aboutToReset, this, [this] { beginResetModel(); });
    connect(cache, &Cache::reset, this, [this] { endResetModel(); });
    connect(cache, &Cache::hostChanged, this,
            [this](int row) { Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
    connect(cache, &Cache::allHostsChanged, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
    // The Freshness column depends on the clock (RFC 9309 §2.4: at most 24 h).
    connect(cache, &Cache::freshnessChanged, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, FreshnessColumn), index(rowCount() - 1, FreshnessColumn));
    });
    connect(cache, &QObject::destroyed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

QString HostsModel::statusText(const net::FetchReport &r)
{
    if (r.cancelled)
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "cancelled"));
    if (r.status)
        return QString(QString::number(*r.status) + u' ' + QString::fromLatin1(r.reasonPhrase)).trimmed();
    switch (r.networkError) {
    case robots::NetworkError::Timeout:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "time-out"));
    case robots::NetworkError::ConnectionRefused:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "connection refused"));
    case robots::NetworkError::NameResolution:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "host not found"));
    case robots::NetworkError::Tls:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "TLS error"));
    case robots::NetworkError::None:
    case robots::NetworkError::Other:
        break;
    }
    return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "network error"));
}

QString HostsModel::freshnessText(net::HostRulesCache::Freshness f)
{
    using F = net::HostRulesCache::Freshness;
    switch (f) {
    case F::NotFetched:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "not fetched"));
    case F::Fetching:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "fetching…"));
    case F::Fresh:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "fresh"));
    case F::Stale:
        return text(QT_TRANSLATE_NOOP("robots::net::HostRulesCache", "stale"));
    }
    return {};
}

int HostsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_cache ? 0 : m_cache->hostCount();
}

int HostsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HostsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const net::HostRulesCache::HostEntry h = m_cache->hostAt(index.row());
    const robots::Dialect &dialect = m_cache->dialect();
    const std::optional<robots::FetchDecision> decision =
        h.report ? std::optional(h.report->decisionFor(dialect)) : std::nullopt;
    switch (role) {
    case OriginRole:
        return h.origin;
    case FreshnessRole:
        return int(h.freshness);
    case OutcomeRole:
        return decision ? int(decision->outcome) : -1;
    case RobotsUrlRole:
        return h.robotsUrl;
    case Qt::ToolTipRole:
        if (h.report && h.report->finalUrl() != h.robotsUrl)
            return QString(h.robotsUrl.toDisplayString() + u" → "_s + h.report->finalUrl().toDisplayString());
        return h.robotsUrl.toDisplayString();
    default:
        break;
    }
    const std::optional<bool> cell = cellDisplay(role);
    if (!cell)
        return {};
    const bool display = *cell;
    switch (index.column()) {
    case HostColumn:
        return displayOrigin(h.robotsUrl);
    case StatusColumn:
        return h.report ? statusText(*h.report) : QString();
    case OutcomeColumn:
        return decision ? textText(net::outcomeLabel(decision->outcome)) : QString();
    case FetchedColumn:
        if (!h.report)
            return {};
        return timeCell(h.fetchedAt, display);
    case FreshUntilColumn:
        if (!h.report)
            return {};
        return timeCell(h.freshUntil, display);
    case FreshnessColumn:
        return display ? QVariant(freshnessText(h.freshness)) : QVariant(int(h.freshness));
    case MessageColumn: {
        if (!h.report)
            return QString();
        net::FetchMessage message = h.report->messageFor(dialect);
        if (h.fromHistory)
            message.aside = m_cache->historyNote(h.fetchedAt);
        return fetchMessageText(message);
    }
    }
    return {};
}

QVariant HostsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    return header(section);
}

} // namespace robots::ui
