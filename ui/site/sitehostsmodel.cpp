// SPDX-License-Identifier: MIT
#include "site/sitehostsmodel.h"

#include "analysis/fetchmessagetext.h"
#include "analysis/lifeline.h"
#include "analysis/messages.h"
#include "analysis/tablecells.h"
#include "net/historystore.h"
#include "net/hostservice.h"

#include <robots/robotsfile.h>
#include <robots/studio/diagnostics.h>

#include <QThreadPool>

#include <string>

namespace robots::siteui {

namespace {

QString changeText(SiteHostsModel::Change change)
{
    switch (change) {
    case SiteHostsModel::Change::Unknown:
        return {};
    case SiteHostsModel::Change::First:
        return SiteHostsModel::tr("first version");
    case SiteHostsModel::Change::Same:
        return SiteHostsModel::tr("unchanged");
    case SiteHostsModel::Change::Changed:
        return SiteHostsModel::tr("changed");
    case SiteHostsModel::Change::NoFile:
        return SiteHostsModel::tr("no file");
    }
    return {};
}

/// Whether the newest of FETCHES (newest first) differs from the one before: the store keeps each
/// distinct body once, so their versions tell.
SiteHostsModel::Change changeIn(const QList<net::HistoryStore::Fetch> &fetches)
{
    if (fetches.size() < 2)
        return SiteHostsModel::Change::First;
    return fetches[0].versionId == fetches[1].versionId ? SiteHostsModel::Change::Same
                                                        : SiteHostsModel::Change::Changed;
}

// The body a fetch leaves for the rules: only a 2xx answer has one (RFC 9309 §2.3.1.1).
std::optional<QByteArray> fileOf(const net::FetchReport &report)
{
    if (!report.succeeded())
        return std::nullopt;
    return report.body;
}

} // namespace

QString statusText(const net::FetchReport &r)
{
    if (r.refused)
        return SiteHostsModel::tr("refused");
    if (r.cancelled)
        return SiteHostsModel::tr("cancelled");
    if (r.status)
        return QString(QString::number(*r.status) + u' ' + QString::fromLatin1(r.reasonPhrase)).trimmed();
    switch (r.networkError) {
    case robots::NetworkError::Timeout:
        return SiteHostsModel::tr("time-out");
    case robots::NetworkError::ConnectionRefused:
        return SiteHostsModel::tr("connection refused");
    case robots::NetworkError::NameResolution:
        return SiteHostsModel::tr("host not found");
    case robots::NetworkError::Tls:
        return SiteHostsModel::tr("TLS error");
    case robots::NetworkError::None:
    case robots::NetworkError::Other:
        break;
    }
    return SiteHostsModel::tr("network error");
}

SiteHostsModel::SiteHostsModel(net::HostService *service, QObject *parent)
    : QAbstractTableModel(parent)
    , m_service(service)
    , m_lifeline(std::make_shared<ui::Lifeline>())
{
    // The service is the window's one (MainWindow::hostService()), so the Site dock meets a server
    // as View → Hosts and the tester's live hosts do; its limit on parallel fetches is the window's.
    Q_ASSERT(service);
    connect(m_service, &net::HostService::fetched, this,
            [this](const QString &origin, const net::FetchReport &report) { onFetched(origin, report); });
    connect(m_service, &net::HostService::recordFailed, this,
            [this](const QString &origin, const robots::Message &message) {
                m_unrecorded.insert(origin);
                Q_EMIT historyError(ui::messageText(message));
            });
}

SiteHostsModel::~SiteHostsModel()
{
    m_lifeline->kill();
    if (!m_service)
        return;
    m_service->disconnect(this);
    // Only our own fetches: a shared service also serves the window's other host views.
    for (const QString &origin : std::as_const(m_pending))
        m_service->cancel(origin);
    if (m_history && m_service->historyFile() == m_history->path())
        m_service->setHistoryFile(QString());
}

bool SiteHostsModel::fetching(const Host &host) const
{
    return m_service && m_service->isFetching(host.key);
}

void SiteHostsModel::setHistory(net::HistoryWorker *history)
{
    if (m_history && m_service->historyFile() == m_history->path())
        m_service->setHistoryFile(QString());
    m_history = history;
    if (!history)
        return;
    m_service->setHistoryFile(history->path());
    QStringList keys;
    for (const Host &host : std::as_const(m_hosts))
        if (!host.report)
            keys.append(host.key);
    readStored(keys);
}

void SiteHostsModel::setHosts(const QList<QUrl> &origins)
{
    cancel();
    beginResetModel();
    m_hosts.clear();
    for (const QUrl &url : origins) {
        const QString key = net::hostKey(url);
        if (key.isEmpty() || rowOf(key) >= 0)
            continue;
        Host host;
        host.origin = url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo);
        host.key = key;
        m_hosts.append(std::move(host));
    }
    endResetModel();
    QStringList keys;
    for (const Host &host : std::as_const(m_hosts))
        keys.append(host.key);
    readStored(keys);
}

QList<QUrl> SiteHostsModel::hosts() const
{
    QList<QUrl> out;
    for (const Host &host : m_hosts)
        out.append(host.origin);
    return out;
}

bool SiteHostsModel::addHost(const QUrl &url)
{
    const QString key = net::hostKey(url);
    if (key.isEmpty() || rowOf(key) >= 0)
        return false;
    Host host;
    host.origin = url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo);
    host.key = key;
    const int row = int(m_hosts.size());
    beginInsertRows({}, row, row);
    m_hosts.append(std::move(host));
    endInsertRows();
    readStored({key});
    return true;
}

void SiteHostsModel::removeHost(int row)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    m_service->abort(m_hosts[row].key); // its answer finds no row and is dropped
    beginRemoveRows({}, row, row);
    m_hosts.removeAt(row);
    endRemoveRows();
}

int SiteHostsModel::rowOf(const QString &key) const
{
    for (int row = 0; row < m_hosts.size(); ++row) {
        if (m_hosts[row].key == key)
            return row;
    }
    return -1;
}

QString SiteHostsModel::originAt(int row) const
{
    return row >= 0 && row < m_hosts.size() ? m_hosts[row].key : QString();
}

std::optional<net::FetchReport> SiteHostsModel::report(int row) const
{
    if (row < 0 || row >= m_hosts.size())
        return std::nullopt;
    return m_hosts[row].report;
}

QList<QUrl> SiteHostsModel::sitemapUrls() const
{
    // The core reads the Sitemap lines (RFC 9309 §2.2.4), as the file's own dialect parses them.
    QList<QUrl> out;
    for (const Host &host : m_hosts) {
        if (!host.report || !host.report->succeeded())
            continue;
        const QByteArray bytes = host.report->bytesForParsing();
        const robots::RobotsFile file = robots::parse(std::string(bytes.constData(), std::size_t(bytes.size())));
        for (const robots::Sitemap &sitemap : file.sitemaps()) {
            if (!sitemap.valid)
                continue;
            const QUrl url(QString::fromUtf8(sitemap.url.data(), qsizetype(sitemap.url.size())));
            if (url.isValid() && !out.contains(url))
                out.append(url);
        }
    }
    return out;
}

bool SiteHostsModel::refreshAll()
{
    if (m_hosts.isEmpty() || isRefreshing())
        return false;
    m_total = int(m_hosts.size());
    m_done = 0;
    m_cancelled = false;
    for (int row = 0; row < m_hosts.size(); ++row) {
        m_service->setFetchOptions(m_options);
        const QString key = m_service->fetch(m_hosts[row].origin);
        if (!key.isEmpty() && !m_pending.contains(key)) {
            m_pending.insert(key);
            ++m_running;
        }
        emitRowChanged(row);
    }
    Q_EMIT refreshProgress(0, m_total);
    return true;
}

void SiteHostsModel::cancel()
{
    if (!isRefreshing())
        return;
    m_cancelled = true;
    // Each `fetched` follows, queued; only ours: a shared service also serves other views.
    for (const QString &origin : QList<QString>(m_pending.cbegin(), m_pending.cend()))
        m_service->abort(origin);
}

void SiteHostsModel::onFetched(const QString &key, const net::FetchReport &report)
{
    // A shared service also answers fetches the other host views asked for.
    if (!m_pending.remove(key))
        return;
    --m_running;
    ++m_done;
    const int row = rowOf(key);
    if (row >= 0 && !report.cancelled) {
        Host &host = m_hosts[row];
        const std::optional<QByteArray> before = host.report ? fileOf(*host.report) : std::nullopt;
        const bool hadBefore = host.report.has_value();
        host.report = report;
        const quint64 fetch = ++host.fetches;
        // Against the body shown before; the history's word follows when it has one.
        if (!hadBefore)
            host.change = Change::First;
        else
            host.change = before == fileOf(report) ? Change::Same : Change::Changed;
        // No file (a gzip bomb, a time-out, a redirect chain that ended nowhere, a 4xx): not a
        // version, as `robotstxt site fetch` says ("no file"), whatever the history stored.
        if (!report.succeeded())
            host.change = Change::NoFile;
        // The host service has recorded the fetch already (or said why not, historyError).
        else if (m_history && !m_unrecorded.contains(key))
            readChange(key, fetch);
        countFindings(row);
        emitRowChanged(row);
    } else if (row >= 0) {
        emitRowChanged(row);
    }
    m_unrecorded.remove(key);
    Q_EMIT refreshProgress(m_done, m_total);
    if (m_running == 0)
        Q_EMIT refreshFinished(m_cancelled);
}

void SiteHostsModel::readStored(const QStringList &keys)
{
    if (!m_history || keys.isEmpty())
        return;
    ++m_reading;
    m_history->run(
        this,
        [keys](net::HistoryStore &store) {
            QList<StoredFetch> stored;
            if (!store.isOpen())
                return stored;
            for (const QString &key : keys) {
                std::optional<net::FetchReport> report = store.latestReport(key);
                if (!report)
                    continue;
                const Change change = report->succeeded() ? changeIn(store.fetches(key)) : Change::NoFile;
                stored.append(StoredFetch{key, std::move(*report), change});
            }
            return stored;
        },
        [this](const QList<StoredFetch> &stored) {
            --m_reading;
            for (const StoredFetch &s : stored) {
                const int row = rowOf(s.key);
                if (row < 0 || m_hosts[row].report)
                    continue; // gone, or fetched since
                m_hosts[row].report = s.report;
                m_hosts[row].change = s.change;
                countFindings(row);
                emitRowChanged(row);
            }
            Q_EMIT storedFetchesShown();
        });
}

void SiteHostsModel::readChange(const QString &key, quint64 fetch)
{
    m_history->run(
        this,
        [key](net::HistoryStore &store) {
            const QList<net::HistoryStore::Fetch> fetches =
                store.isOpen() ? store.fetches(key) : QList<net::HistoryStore::Fetch>();
            return fetches.isEmpty() ? std::nullopt : std::optional<Change>(changeIn(fetches));
        },
        [this, key, fetch](const std::optional<Change> &change) {
            const int row = rowOf(key);
            if (!change || row < 0 || m_hosts[row].fetches != fetch || m_hosts[row].change == *change)
                return;
            m_hosts[row].change = *change;
            emitRowChanged(row);
        });
}

void SiteHostsModel::countFindings(int row)
{
    Host &host = m_hosts[row];
    host.findings.reset();
    if (!host.report || !host.report->succeeded())
        return;
    // The core's diagnostics, as the editor would show them for this body; off the GUI thread
    // (a body may be 500 KiB, RFC 9309 §2.5).
    const quint64 generation = ++m_lintGeneration;
    host.lintGeneration = generation;
    const QByteArray bytes = host.report->bytesForParsing();
    const QString key = host.key;
    QThreadPool::globalInstance()->start([lifeline = m_lifeline, this, bytes, key, generation] {
        const robots::LintResult result = robots::lint(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        const int count = int(result.diagnostics.size());
        lifeline->post(this, [this, key, generation, count] {
            const int at = rowOf(key);
            if (at < 0 || m_hosts[at].lintGeneration != generation)
                return;
            m_hosts[at].findings = count;
            emitRowChanged(at);
        });
    });
}

void SiteHostsModel::emitRowChanged(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int SiteHostsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_hosts.size());
}

int SiteHostsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SiteHostsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_hosts.size())
        return {};
    const Host &h = m_hosts[index.row()];
    switch (role) {
    case OriginRole:
        return h.key;
    case ChangeRole:
        return int(h.change);
    case FetchingRole:
        return fetching(h);
    case Qt::TextAlignmentRole:
        if (index.column() == RedirectsColumn || index.column() == SizeColumn || index.column() == FindingsColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (h.report)
            return ui::fetchMessageText(h.report->message);
        return {};
    default:
        break;
    }
    const std::optional<bool> cell = ui::cellDisplay(role);
    if (!cell)
        return {};
    const bool display = *cell;
    if (index.column() == HostColumn)
        return h.origin.toDisplayString();
    if (!h.report)
        return index.column() == StatusColumn && fetching(h) ? QVariant(tr("fetching…")) : QVariant();
    const net::FetchReport &r = *h.report;
    switch (Column(index.column())) {
    case HostColumn:
        break;
    case UrlColumn:
        return r.finalUrl().toDisplayString();
    case StatusColumn:
        return fetching(h) && display ? tr("fetching…") : statusText(r);
    case OutcomeColumn:
        return ui::textText(net::outcomeLabel(r.decision.outcome));
    case RedirectsColumn:
        return r.redirectsFollowed;
    case SizeColumn:
        // The full length of the file, as the CLI's `site fetch` reports it beside the 500 KiB
        // kept; nothing when there is no file (the CLI's "-").
        if (!r.succeeded())
            return QVariant();
        return display ? QVariant(ui::bodySizeText(r.bodySize())) : QVariant(r.bodySize().bytes);
    case ContentTypeColumn:
        return QString::fromLatin1(r.contentType.split(';').constFirst().trimmed());
    case CharsetColumn:
        return r.succeeded() ? QString::fromLatin1(r.decoded.encoding) : QString();
    case FetchedColumn:
        return ui::timeCell(r.finishedAt, display);
    case FindingsColumn:
        return h.findings ? QVariant(*h.findings) : QVariant();
    case ChangedColumn:
        return display ? QVariant(changeText(h.change)) : QVariant(int(h.change));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant SiteHostsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case HostColumn:
        return tr("Host");
    case UrlColumn:
        return tr("URL fetched");
    case StatusColumn:
        return tr("Status");
    case OutcomeColumn:
        return tr("Outcome (RFC 9309)");
    case RedirectsColumn:
        return tr("Redirects");
    case SizeColumn:
        return tr("Size");
    case ContentTypeColumn:
        return tr("Content type");
    case CharsetColumn:
        return tr("Charset");
    case FetchedColumn:
        return tr("Fetched at");
    case FindingsColumn:
        return tr("Findings");
    case ChangedColumn:
        return tr("Since previous");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace robots::siteui
