// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"
#include "net/hostservice.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include <memory>
#include <optional>

namespace robots::net {
class HistoryWorker;
} // namespace robots::net

namespace robots::ui {
class Lifeline;
}

namespace robots::siteui {

/// The hosts of a site and what their live robots.txt answered: one row per host (an origin),
/// the columns of a search engine's robots.txt report and more. "Refresh all" fetches every host
/// at once through the one host service (net::HostService: the fetcher, the classification and
/// the history record the hosts view and the tester's live hosts use too) and tells whether the
/// body differs from the host's previous fetch. The findings count is the core's
/// lint() of the fetched body, run on a worker thread (never re-implemented here).
///
/// Without a history, the rows show the fetches of this session; with one, each host starts with
/// its newest stored fetch, read on the history's thread (net::HistoryWorker): nothing here
/// waits for the disk. Lives on the GUI thread.
class SiteHostsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column : int {
        HostColumn,        ///< The origin as typed ("https://www.example.com")
        UrlColumn,         ///< The robots.txt URL fetched in the end (after redirects)
        StatusColumn,      ///< "200 OK", "503 Service Unavailable", "time-out" …
        OutcomeColumn,     ///< RFC 9309's outcome (the core's fetch policy): "parse", "allow all" …
        RedirectsColumn,   ///< Redirects followed
        SizeColumn,        ///< Body bytes received (EditRole: qint64)
        ContentTypeColumn, ///< The Content-Type's media type
        CharsetColumn,     ///< The encoding the body was read in
        FetchedColumn,     ///< When (local time; EditRole: QDateTime UTC)
        FindingsColumn,    ///< The core's diagnostics on the body (EditRole: int)
        ChangedColumn,     ///< Whether it differs from the previous fetch (ChangeRole)
        ColumnCount
    };
    enum Role : int {
        OriginRole = Qt::UserRole + 1, ///< QString: the key of the host's robots::Origin (net::hostKey())
        ChangeRole,                    ///< int: Change
        FetchingRole,                  ///< bool: a fetch is running
    };
    enum class Change : int {
        Unknown, ///< Not fetched yet
        First,   ///< The first version known
        Same,    ///< The same body as the previous fetch
        Changed, ///< A different body (or a body where there was none)
        NoFile,  ///< The fetch brought no file (FetchReport::succeeded() is false), as `site fetch` says
    };
    Q_ENUM(Change)

    /// Fetches through `service` (not null, not owned: the window's one host service, shared with
    /// View → Hosts and the tester's live hosts).
    explicit SiteHostsModel(net::HostService *service, QObject *parent = nullptr);
    ~SiteHostsModel() override;

    /// The history (not owned; its path set): every fetch is recorded into its file by the host
    /// service, and rows without a fetch show its newest one once read (`storedFetchesShown`).
    /// nullptr: none.
    void setHistory(net::HistoryWorker *history);
    [[nodiscard]] net::HistoryWorker *history() const { return m_history; }
    /// The history is being read for rows without a fetch.
    [[nodiscard]] bool isReadingHistory() const { return m_reading > 0; }
    void setFetchOptions(const net::FetchOptions &options) { m_options = options; }
    [[nodiscard]] const net::FetchOptions &fetchOptions() const { return m_options; }

    /// Replaces every host (a running refresh is cancelled).
    void setHosts(const QList<QUrl> &origins);
    [[nodiscard]] QList<QUrl> hosts() const;
    /// Adds an origin (any URL of the host is reduced to it) unless present; false for anything
    /// that is not an http(s) URL with a host, or a host already listed.
    bool addHost(const QUrl &url);
    void removeHost(int row);
    [[nodiscard]] int rowOf(const QString &key) const;
    [[nodiscard]] QString originAt(int row) const;
    [[nodiscard]] std::optional<net::FetchReport> report(int row) const;
    /// The URLs the fetched bodies name in `Sitemap:` lines (for discovering hosts and audits).
    [[nodiscard]] QList<QUrl> sitemapUrls() const;

    /// Fetches every host's robots.txt at once. False (nothing started) when there is no host
    /// or a refresh is running.
    bool refreshAll();
    void cancel();
    [[nodiscard]] bool isRefreshing() const { return m_running > 0; }
    /// The host service the fetches go through (net/hostservice.h), shared with the hosts view.
    [[nodiscard]] net::HostService *service() const { return m_service; }

    // --- QAbstractItemModel ----------------------------------------------------------------------
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// `done` of `total` hosts of the running refresh have answered.
    void refreshProgress(int done, int total);
    /// The refresh ended (every fetch answered, or it was cancelled).
    void refreshFinished(bool cancelled);
    /// A fetch of that host could not be recorded in the history (the store's message).
    void historyError(const QString &message);
    /// The history's newest fetches of the rows that had none are shown (after setHistory(),
    /// setHosts(), addHost()).
    void storedFetchesShown();

private:
    struct Host
    {
        QUrl origin;
        QString key;
        std::optional<net::FetchReport> report;
        std::optional<int> findings;
        Change change = Change::Unknown;
        quint64 lintGeneration = 0;
        quint64 fetches = 0; ///< Fetches answered in this session (a read of the history is for the last)
    };
    /// A host's newest stored fetch, read on the history's thread.
    struct StoredFetch
    {
        QString key;
        net::FetchReport report;
        Change change = Change::Unknown;
    };

    /// Reads the newest stored fetch of each of KEYS on the history's thread, then shows it in the
    /// rows that still have none.
    void readStored(const QStringList &keys);
    /// After a recorded fetch: what the history says about the change (another process may have
    /// recorded in between), read on its thread.
    void readChange(const QString &key, quint64 fetch);
    void onFetched(const QString &key, const net::FetchReport &report);
    [[nodiscard]] bool fetching(const Host &host) const;
    void countFindings(int row);
    void emitRowChanged(int row);

    QList<Host> m_hosts;
    QPointer<net::HistoryWorker> m_history;
    int m_reading = 0;
    net::FetchOptions m_options;
    QPointer<net::HostService> m_service; // shared: the window may delete it before us
    QSet<QString> m_pending;              // origins this model asked the service for, not answered yet
    QSet<QString> m_unrecorded;           // origins whose last fetch the history could not take
    std::shared_ptr<ui::Lifeline> m_lifeline;
    int m_running = 0;
    int m_total = 0;
    int m_done = 0;
    bool m_cancelled = false;
    quint64 m_lintGeneration = 0;
};

/// "200 OK", "404 Not Found", "time-out", "refused" … for a report (translated where it is words).
[[nodiscard]] QString statusText(const net::FetchReport &report);

} // namespace robots::siteui
