// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QSqlQuery;
class QThread;

namespace robots::net {

/// The history of every live robots.txt the studio and the CLI fetched: an SQLite database
/// through Qt SQL (QSQLITE), one file in the user's data location shared by every studio window
/// and `robotstxt` (defaultPath()).
///
/// - Each distinct body is stored once (keyed by its SHA-256), with every fetch that saw it:
///   time, status, RFC 9309 outcome, message, the whole report (FetchReport::toJson() without
///   the body) so a report can be rebuilt exactly (fromJson()). Only a 2xx body is a version of
///   the file (RFC 9309 §2.3.1.1); the body of any other answer (a 404 page, a 503 page) is not
///   the file and is not kept, so its rebuilt report has an empty body.
/// - Schema versioned (PRAGMA user_version) and migrated on open(); writes in transactions;
///   WAL journal and a busy time-out, so two processes writing at once both succeed and a killed
///   writer leaves a readable database (SQLite's guarantees, kept by using them).
/// - Retention: prune() drops fetches older than `days`, always keeping each origin's newest
///   `keepNewest` fetches, then bodies no fetch refers to.
/// - HostRulesCache keeps its hosts here (one store, not two): its latest report per origin is
///   latestReport().
///
/// Schema 2 (PRAGMA user_version = 2; migrate() in historystore.cpp takes older files forward
/// one version at a time, and a file of a newer version is refused, not changed):
///   bodies(id, origin, sha256, size, bytes BLOB, UNIQUE(origin, sha256))
///   fetches(id, origin, robots_url, fetched_at (ms since the epoch, UTC), status NULL, outcome,
///           message, body_id NULL → bodies.id, report_json)
/// Version 2 adds what verifies crawlers (net/ipranges.h, net/dnsverifier.h):
///   range_files(id, operator, url, fetched_at, creation_time, body BLOB): each stored copy of an
///           operator's IP range file (only files that parsed); the newest kRangeCopies per URL kept
///   dns_answers(operator, address, verified 0/1, name, checked_at, PRIMARY KEY(operator, address)):
///           the last reverse-then-forward DNS answer for each address
///
/// One HistoryStore per thread (a QSqlDatabase connection belongs to the thread that opened it);
/// each instance opens its own uniquely named connection. Every failure returns false / nullopt
/// with error(); nothing throws.
class HistoryStore
{
public:
    /// One stored fetch.
    struct Fetch
    {
        qint64 id = 0;
        QString origin; ///< The key of the robots.txt URL's robots::Origin: "https://example.com:443".
        QUrl robotsUrl;
        QDateTime fetchedAt; ///< UTC (the report's finishedAt).
        std::optional<int> status;
        QString outcome;      ///< robots::FetchOutcome under RFC 9309, stable name ("parse", "allow-all" …).
        QString message;      ///< FetchReport::message.
        qint64 versionId = 0; ///< The body's row, 0 when the fetch had no body (error, 404 …).
    };
    /// One distinct body of an origin, with the fetches that saw it.
    struct Version
    {
        qint64 id = 0;
        QByteArray sha256; ///< Hex.
        qint64 size = 0;
        QDateTime firstSeen; ///< UTC
        QDateTime lastSeen;  ///< UTC
        int fetches = 0;
        std::optional<int> status; ///< The HTTP status of the newest fetch that saw it (a 2xx).
    };
    struct Retention
    {
        int days = 90;
        int keepNewest = 20;
    };

    HistoryStore();
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    /// `<GenericDataLocation>/robotstxt-studio/history.sqlite`.
    [[nodiscard]] static QString defaultPath();
    /// Opens (creating or migrating) the database. False with error() when it cannot.
    bool open(const QString &path = defaultPath());
    [[nodiscard]] bool isOpen() const;
    [[nodiscard]] QString path() const;
    /// Why the last call failed: a message with an id "net.history.…" (the GUI translates it with
    /// ui::messageText(), the CLI prints its English).
    [[nodiscard]] robots::Message error() const;
    static constexpr int kSchemaVersion = 2;

    /// Records one finished fetch (refused and cancelled ones are not history: false). The body
    /// is stored when it is new for the origin. Returns the fetch's id.
    std::optional<qint64> record(const FetchReport &report);
    /// The same, with the time the fetch counts as made (HostRulesCache's clock, which tests
    /// move by hand); record(report) uses the report's finishedAt.
    std::optional<qint64> record(const FetchReport &report, const QDateTime &fetchedAtUtc);
    /// The key a body is stored under: its SHA-256, hex. O(n).
    [[nodiscard]] static QByteArray sha256Of(const QByteArray &body);

    [[nodiscard]] QStringList origins() const;
    /// Newest first. `urlOrOrigin`: any URL of the site or its origin key.
    [[nodiscard]] QList<Fetch> fetches(const QString &urlOrOrigin) const;
    /// Distinct bodies, newest (lastSeen) first.
    [[nodiscard]] QList<Version> versions(const QString &urlOrOrigin) const;
    [[nodiscard]] std::optional<QByteArray> body(qint64 versionId) const;
    /// The whole report of a stored fetch (body included).
    [[nodiscard]] std::optional<FetchReport> report(qint64 fetchId) const;
    /// The newest fetch of the origin, rebuilt.
    [[nodiscard]] std::optional<FetchReport> latestReport(const QString &urlOrOrigin) const;

    /// Drops what the retention allows (and DNS answers older than `days`); returns the fetches
    /// removed, -1 on error.
    int prune(const Retention &retention, const QDateTime &nowUtc = QDateTime::currentDateTimeUtc());
    /// Forgets an origin's fetches and orphaned bodies.
    bool removeOrigin(const QString &urlOrOrigin);

    // --- Crawler verification (net/ipranges.h, net/dnsverifier.h) -------------------------------

    /// One stored copy of an operator's IP range file.
    struct RangeFile
    {
        qint64 id = 0;
        QString operatorName; ///< As the catalogue spells it.
        QUrl url;
        QDateTime fetchedAt;  ///< UTC
        QString creationTime; ///< The file's own "creationTime", as written ("" when absent).
        QByteArray body;
    };
    /// Copies kept per URL: the newest.
    static constexpr int kRangeCopies = 5;
    /// Stores a copy (older copies of the URL past kRangeCopies are dropped). Returns its id.
    std::optional<qint64> recordRangeFile(const RangeFile &file);
    /// The newest copy of each URL, by operator then URL.
    [[nodiscard]] QList<RangeFile> latestRangeFiles() const;

    /// What reverse-then-forward DNS said of one address for one operator.
    struct DnsAnswer
    {
        QString operatorName;
        QString address;       ///< As logged (an IPv4 or IPv6 address).
        bool verified = false; ///< false: disproved (a lookup that got no answer is not stored).
        QString name;          ///< The PTR name it resolved to ("" when none).
        QDateTime checkedAt;   ///< UTC
    };
    /// Stores the answers, replacing older ones for the same operator and address, in one transaction.
    bool recordDnsAnswers(const QList<DnsAnswer> &answers);
    /// The answers checked at or after `notBeforeUtc`.
    [[nodiscard]] QList<DnsAnswer> dnsAnswers(const QDateTime &notBeforeUtc) const;

private:
    QString m_connection;
    QString m_path;
    /// Runs a query that reads; false with error() set when it fails.
    bool read(QSqlQuery &query) const;

    mutable robots::Message m_error;
};

/// A HistoryStore on a thread of its own, so that the thread that asks (the window's) never
/// waits on the disk or on SQLite's write lock: another process writing (`robotstxt site fetch`,
/// a second studio) may hold that lock for up to the store's busy time-out (5 s).
///
/// The store is opened on the worker thread (a QSqlDatabase connection belongs to the thread
/// that opened it) at setPath(), before the next job. Jobs run one at a time in the order they
/// were posted, so a read posted after a write sees it. Each job's result is handed back to
/// the asking thread through its event loop, queued; a result whose `context` is gone is
/// dropped. The worker and every context live on one thread (the window's).
///
/// Destroying the worker never waits: the jobs already posted (a fetch's record waiting up to the
/// busy time-out for another process's lock) still run, on the worker's thread, and their results
/// are dropped. That thread is handed over to the application: QCoreApplication's destructor waits
/// for it (finishDetached()), after the windows are gone, so a record posted as a window closes
/// is written before the process exits; without an application the destructor waits itself.
class HistoryWorker : public QObject
{
    Q_OBJECT
public:
    explicit HistoryWorker(QObject *parent = nullptr);
    ~HistoryWorker() override;

    /// The database the jobs after this call work on ("": none; the store is then not open and
    /// a job sees HistoryStore::isOpen() false).
    void setPath(const QString &path);
    [[nodiscard]] QString path() const { return m_path; }
    /// Jobs posted and not yet handed back.
    [[nodiscard]] int pending() const { return m_pending; }
    /// A job is running on the worker thread now (it may be waiting for SQLite's lock). Any thread.
    [[nodiscard]] bool isWorking() const;

    /// Runs `job(HistoryStore &)` on the worker thread, then `done(result)` on this thread
    /// unless `context` was destroyed meanwhile. The result must be copyable.
    template<typename Job, typename Done>
    void run(QObject *context, Job job, Done done)
    {
        ++m_pending;
        post([owner = m_owner, guard = QPointer<QObject>(context), job = std::move(job),
              done = std::move(done)](HistoryStore &store) {
            auto result = job(store);
            handBack(owner, [guard, done, result] {
                if (guard)
                    done(result);
            });
        });
    }

    /// What record() answers: the fetch's id, or why it was not recorded.
    struct Recorded
    {
        std::optional<qint64> id;
        robots::Message error;
    };
    /// HistoryStore::record(report, fetchedAtUtc) on the worker; `done(Recorded)` as run().
    void record(const FetchReport &report, const QDateTime &fetchedAtUtc, QObject *context,
                std::function<void(const Recorded &)> done);

    /// Waits for the threads of the workers destroyed while jobs were pending, then frees them.
    /// QCoreApplication's destructor calls it (a post routine); tests may call it earlier.
    static void finishDetached();

private:
    class Executor;
    /// What the worker's thread shares with the worker: whether it still lives (a result is
    /// handed back to it only then) and how many jobs are running.
    struct Owner;
    void post(std::function<void(HistoryStore &)> job);
    /// From the worker's thread: runs `then` (and counts the job done) on the asking thread, if the
    /// worker still lives.
    static void handBack(const std::shared_ptr<Owner> &owner, std::function<void()> then);

    QString m_path;
    int m_pending = 0;
    std::shared_ptr<Owner> m_owner;
    QThread *m_thread;
    Executor *m_executor; ///< Lives on m_thread; deleted once the thread ended.
};

} // namespace robots::net
