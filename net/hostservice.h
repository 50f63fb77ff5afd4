// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetcher.h"
#include "net/fetchreport.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace robots::net {

class HistoryWorker;

/// The one service that fetches hosts' robots.txt files for the studio: the tester's live hosts
/// and View → Hosts (through HostRulesCache) and the Site dock (SiteHostsModel) all fetch here, so
/// every front end meets a hostile server with the same fetcher, the same limits, the same
/// classification and the same history record.
///
/// For each origin (robots::Origin key, RFC 9309 §2.3) it
/// - fetches `/robots.txt` with the one Fetcher and the options set here (fetchOptions()), at most
///   maxParallel() at a time, the rest queued in the order asked;
/// - classifies the answer with the core (robots::classifyFetch() through FetchReport);
/// - records every finished fetch (not a cancelled one) into the history file, when one is set,
///   at the service's clock, on the history's own thread (HistoryWorker): the event loop of the
///   service's thread never waits for the disk or for another process's write lock; the fetch is
///   announced (`fetched`) once it is recorded;
/// - keeps the host's last good copy (RFC 9309 §2.4, robots::isGoodCopy(): the last fetch whose
///   server said something about the file), which a front end answers with while the host is
///   unreachable and the dialect's policy says so (robots::lastGoodCopyAnswers()).
///
/// Lives on the thread of its event loop; not thread-safe. Qt Core + Network only, no text.
class HostService : public QObject
{
    Q_OBJECT
public:
    /// One fetch as it finished.
    struct Copy
    {
        FetchReport report;
        QDateTime fetchedAt; ///< UTC, by the service's clock.
    };

    explicit HostService(QObject *parent = nullptr);
    ~HostService() override;

    /// The fetcher's options (User-Agent, time-outs, the dialect whose limits apply …).
    void setFetchOptions(const FetchOptions &options) { m_options = options; }
    [[nodiscard]] const FetchOptions &fetchOptions() const { return m_options; }
    /// The history database every finished fetch is recorded into ("": none).
    void setHistoryFile(const QString &path);
    [[nodiscard]] QString historyFile() const;
    /// The worker that records (and that front ends may give their own history jobs to).
    [[nodiscard]] HistoryWorker *history() const { return m_history.get(); }
    /// The clock (UTC) a fetch's time is taken from. QDateTime::currentDateTimeUtc by default.
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }
    /// How many fetches run at once (0: no limit). 4 by default.
    void setMaxParallel(int n) { m_maxParallel = n; }
    [[nodiscard]] int maxParallel() const { return m_maxParallel; }

    /// Fetches the robots.txt of URL's origin (any http(s) URL of it) unless a fetch of it is
    /// running or queued. Returns the origin key, or an empty string for a URL with no http(s)
    /// origin (nothing is fetched).
    QString fetch(const QUrl &url);
    /// Cancels the fetch of that origin (running: `fetched` is not emitted; queued: dropped).
    void cancel(const QString &origin);
    /// Cancels every fetch as cancel() does.
    void cancelAll();
    /// Asks the running fetch of that origin to stop: it then finishes as cancelled (`fetched`
    /// with a cancelled report, not recorded); a queued one is dropped.
    void abort(const QString &origin);
    /// Asks every running fetch to stop: each then finishes as cancelled (`fetched` with a
    /// cancelled report, not recorded); queued fetches are dropped.
    void abortAll();

    /// Running, or finished and being recorded (`fetched` not emitted yet).
    [[nodiscard]] bool isFetching(const QString &origin) const;
    [[nodiscard]] bool isQueued(const QString &origin) const { return m_queue.contains(origin); }
    [[nodiscard]] bool isBusy() const { return !m_running.isEmpty() || !m_queue.isEmpty() || !m_recording.isEmpty(); }

    /// The last good copy of that origin this service fetched (RFC 9309 §2.4), if any.
    [[nodiscard]] std::optional<Copy> lastGoodCopy(const QString &origin) const;

Q_SIGNALS:
    void started(const QString &origin);
    /// A fetch of ORIGIN finished and is being recorded in the history; `fetched` follows.
    void recording(const QString &origin);
    /// A fetch of ORIGIN finished; when it was not cancelled it has been recorded already (or
    /// `recordFailed` said why not).
    void fetched(const QString &origin, const robots::net::FetchReport &report, const QDateTime &fetchedAt);
    /// A finished fetch could not be recorded in the history (the store's message).
    void recordFailed(const QString &origin, const robots::Message &message);
    /// The last running or queued fetch finished.
    void idle();

private:
    void start(const QString &origin, const QUrl &robotsUrl);
    void startQueued();
    void onFinished(const QString &origin, const FetchReport &report);
    void announce(const QString &origin, const FetchReport &report, const QDateTime &fetchedAt);

    FetchOptions m_options;
    std::unique_ptr<HistoryWorker> m_history;
    QSet<QString> m_recording; // finished, waiting for the history; cancel() drops them
    std::function<QDateTime()> m_clock;
    int m_maxParallel = 4;
    QNetworkAccessManager *m_manager;
    QHash<QString, QPointer<Fetcher>> m_running;
    QStringList m_queue;               // origins waiting, in the order asked
    QHash<QString, QUrl> m_queuedUrls; // their robots.txt URLs
    QHash<QString, Copy> m_lastGood;
};

} // namespace robots::net

// Signals carry messages (recordFailed); queued connections and QSignalSpy need the type known.
Q_DECLARE_METATYPE(robots::Message)
