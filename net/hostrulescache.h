// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"
#include "net/historystore.h"
#include "net/hostservice.h"

#include <robots/fetchpolicy.h>
#include <robots/rulesdatabase.h>
#include <robots/verdict.h>

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace robots::net {

/// The robots.txt of many hosts, fetched on demand and kept fresh: the Perl WWW::RobotRules
/// database model (seed 000: "the same object can be used for one or more parsed /robots.txt
/// files on any number of hosts") on top of the core's robots::RulesDatabase, with the network
/// and the disk cache. A plain QObject with no text of its own for a table: the studio shows it
/// through ui::HostsModel (ui/analysis/hostsmodel.h), which follows the host signals below.
///
/// - **On demand**: verdict() for an absolute URL whose origin (scheme, host, port) has no fresh
///   file starts a fetch of that origin's /robots.txt and answers Unknown until it arrives;
///   `hostUpdated` then says that verdicts for that origin may have changed. Each URL is judged
///   by its own host's file. At most 4 fetches run at a time; the rest queue.
/// - **Freshness**: the core's one rule, robots::freshnessLifetime() under cachePolicy()
///   (robots/fetchpolicy.h, RFC 9309 §2.4: "SHOULD NOT use the cached version for more than 24
///   hours, unless the robots.txt file is unreachable"): a fetched file is fresh for 24 h, or less
///   when Cache-Control max-age says so (at least a minute). An unreachable result (5xx, 429, no
///   answer) is retried after an hour; meanwhile the dialect's policy decides (RFC 9309: everything
///   disallowed), and a dialect whose policy keeps the cached copy (Unavailable) keeps the last
///   good file for as long as the host stays unreachable. Statuses are classified by the core
///   (robots::classifyFetchStatus), outcomes decided by the dialect's policy
///   (robots::decideFetchOutcome, through FetchReport::decisionFor).
/// - **One fetch serves every dialect and agent**: a host is fetched once, with the fetcher's
///   one set of limits (kMaxRedirects, kMaxRobotsBytes: as `robotstxt fetch` does), and each
///   dialect decides what the fetch means (FetchReport::resultFor(); a dialect that would follow
///   more redirects sees the chain end where the fetcher stopped). Verdicts
///   come from one robots::RulesDatabase per (dialect, agent), filled from the fetches.
/// - **On disk: the history** (net/historystore.h, one store, not two): every finished fetch is
///   recorded in historyFile() (report and original bytes), and load() takes each origin's
///   newest fetch (and its newest version) from there. Only a version of the file (a 2xx whose
///   body was read, robots::isReusableVersion(), RFC 9309 §2.4) answers from the history, for up
///   to its freshness: a newest fetch that failed or found no file (5xx, 429, no answer, 4xx)
///   is loaded expired, so the next question fetches the host again instead of repeating it.
///   Every answer that comes from the history says so (HostVerdict::fromHistory, and its
///   message ends "(from the history, fetched 3 h ago)"), as does the Message column of ui::HostsModel.
///   defaultHistoryFile() is the database the studio's windows, the Site window and the CLI (`robotstxt check
///   --fetch/--offline`, `robotstxt site fetch`) share. The databases are rebuilt from the reports, so the history
///   serves every dialect and agent, not only the one a file was fetched for. The JSON cache of earlier versions
///   (hosts.json) is imported into the store once by load().
/// - **Offline**: no network at all; verdicts come from the cache, an expired version included
///   (HostVerdict::stale says so); a host whose history holds no version is Unknown.
///
/// The hosts: one entry per origin, in order of first appearance (hostAt()); every change is
/// signalled (hostAboutToBeAdded/hostAdded, hostAboutToBeRemoved/hostRemoved, hostChanged,
/// aboutToReset/reset). Verdicts never block. Lives on the GUI thread (uses the event loop); not
/// thread-safe.
///
/// GUI use (hosts view, tester): one HostRulesCache for the window over the window's one
/// HostService; setHistoryFile(defaultHistoryFile()) and load() at start; setFetchOptions() from
/// the settings; show it through ui::HostsModel in a QTableView; "Refresh" calls refresh(origin)
/// or refreshAll(); the tester calls verdict(url, agent, dialect) for absolute URLs that belong to
/// other hosts and re-asks on `hostUpdated`. A QTimer calling updateFreshness() every minute keeps
/// the freshness shown true.
class HostRulesCache : public QObject
{
    Q_OBJECT
public:
    enum class Freshness : int {
        NotFetched,
        Fetching,
        Fresh,
        Stale,
    };
    Q_ENUM(Freshness)

    /// The answer for one URL.
    struct HostVerdict
    {
        robots::Access access = robots::Access::Unknown;
        std::optional<robots::Verdict> verdict; ///< The explanation, when access is not Unknown.
        QString origin;                         ///< Empty when the URL is not absolute http(s).
        Freshness freshness = Freshness::NotFetched;
        bool stale = false; ///< Offline: answered from an entry past its freshness.
        /// Why: the fetch message of the origin, or why there is no answer (its cause alone); when
        /// the answer comes from the history, with the aside "from the history, fetched 3 h ago"
        /// (historyNote()).
        FetchMessage message;
        // What answered (when access is not Unknown): the fetch whose file decided.
        bool fromHistory = false;  ///< Loaded from the history, not fetched by this cache.
        QDateTime fetchedAt;       ///< When that fetch was made (UTC).
        std::optional<int> status; ///< Its HTTP status (nullopt: no answer).
        FetchMessage fetchMessage; ///< Its FetchReport::messageFor(dialect), without the note.
        robots::FetchOutcome fetchOutcome = robots::FetchOutcome::Unavailable; ///< Its outcome under the dialect.
    };

    /// One host as it stands, for a view (hostAt()).
    struct HostEntry
    {
        QString origin; ///< The origin key, "https://example.com:443".
        QUrl robotsUrl; ///< The robots.txt URL requested.
        Freshness freshness = Freshness::NotFetched;
        /// The latest fetch, when there is one.
        std::optional<FetchReport> report;
        QDateTime fetchedAt;      ///< UTC.
        QDateTime freshUntil;     ///< UTC.
        bool fromHistory = false; ///< The latest fetch was loaded from the history.
    };

    /// Fetches through `service` (not owned; the window's one host service, shared with the Site
    /// dock), or through a service of its own when null (the CLI, tests).
    explicit HostRulesCache(HostService *service = nullptr, QObject *parent = nullptr);
    ~HostRulesCache() override;

    // --- Settings --------------------------------------------------------------------------------
    /// The dialect views show outcomes and messages under, and of verdict() without a dialect.
    void setDialect(const robots::Dialect &dialect);
    [[nodiscard]] const robots::Dialect &dialect() const { return *m_dialect; }
    /// User-Agent header, time-outs, extra CA certificates. `dialect`, `maxRedirects` and
    /// `maxBodyBytes` are set by the cache (see above).
    void setFetchOptions(const FetchOptions &options) { m_fetchOptions = options; }
    [[nodiscard]] const FetchOptions &fetchOptions() const { return m_fetchOptions; }
    void setOffline(bool offline) { m_offline = offline; }
    [[nodiscard]] bool isOffline() const { return m_offline; }
    /// The freshness lifetimes (robots::CachePolicy: RFC 9309 §2.4's 24 hours, max-age honoured
    /// down to a minute, an unreachable result retried after an hour). Applies to fetches that
    /// finish afterwards.
    void setCachePolicy(const robots::CachePolicy &policy) { m_cachePolicy = policy; }
    [[nodiscard]] const robots::CachePolicy &cachePolicy() const { return m_cachePolicy; }
    /// RFC 9309 §2.4's 24 hours by default (CachePolicy::maxLifetime).
    void setMaxLifetime(std::chrono::seconds lifetime) { m_cachePolicy.maxLifetime = lifetime; }
    /// How long an unreachable result stands before the host is fetched again (1 h,
    /// CachePolicy::unreachableRetry).
    void setUnreachableRetry(std::chrono::seconds retry) { m_cachePolicy.unreachableRetry = retry; }
    /// The clock (UTC). For tests; QDateTime::currentDateTimeUtc by default.
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }
    /// The one host service that fetches, records and keeps the last good copy (hostservice.h).
    [[nodiscard]] HostService *service() const { return m_service; }
    [[nodiscard]] QDateTime now() const { return m_clock(); }

    // --- History on disk ---------------------------------------------------------------------------
    /// HistoryStore::defaultPath(): one database for the GUI and the CLI.
    [[nodiscard]] static QString defaultHistoryFile();
    /// Where load() reads and every finished fetch is recorded ("" = memory only, the default).
    /// Takes effect at the next load().
    void setHistoryFile(const QString &path);
    [[nodiscard]] QString historyFile() const { return m_historyFile; }
    /// Replaces every host by the history's: each origin it holds, with its newest fetch (running
    /// fetches are cancelled). An empty historyFile() is an empty cache (true). False, with
    /// error() and nothing changed, when the database cannot be opened (not a history, a
    /// newer schema …). Imports legacyCacheFile() first when it exists (see importHostsJson());
    /// when that fails the history still loads (true) and error() says why.
    bool load();
    /// load() without waiting: opening the history, importing hosts.json and reading every host
    /// happen on the service's history thread (HistoryWorker, after the records posted before),
    /// so the calling thread's loop keeps turning while another process holds the history's write
    /// lock (up to its busy time-out) or the disk is slow. The hosts are replaced, error() set as
    /// load() sets it, then `loaded` says whether the history could be opened. A later load() or
    /// loadInBackground() overtakes one under way (its result is dropped). The GUI loads so.
    void loadInBackground();
    /// A loadInBackground() is under way.
    [[nodiscard]] bool isLoading() const { return m_loading; }

    /// The JSON host cache of earlier versions, `<GenericCacheLocation>/robotstxt-studio/hosts.json`.
    [[nodiscard]] static QString defaultLegacyCacheFile();
    /// The hosts.json load() imports: defaultLegacyCacheFile() when historyFile() is the default
    /// history, else none unless set here.
    void setLegacyCacheFile(const QString &path) { m_legacyCacheFile = path; }
    [[nodiscard]] QString legacyCacheFile() const;
    /// Records every fetch of an old hosts.json into the open history (a user upgrading loses
    /// nothing), then renames it to `hosts.json.imported` so it is imported once. A missing file
    /// is nothing to do (true). False with error() when it is not a host cache file or the
    /// history cannot take it; the file is then left as it is. Called by load().
    bool importHostsJson(const QString &path);
    /// A message "net.hosts.…" or "net.history.…"; no id when there is nothing to say.
    [[nodiscard]] robots::Message error() const { return m_error; }

    // --- Questions -------------------------------------------------------------------------------
    /// The verdict for an absolute http(s) URL from its host's robots.txt under `dialect`, for
    /// `agent` (the name matched against User-agent lines). Online, a missing or expired entry
    /// starts a fetch and the answer is Unknown until `hostUpdated`. O(log hosts) + one verdict;
    /// the first call for a new (dialect, agent) pair replays every host once.
    [[nodiscard]] HostVerdict verdict(const QString &url, const QString &agent, const robots::Dialect &dialect);
    [[nodiscard]] HostVerdict verdict(const QString &url, const QString &agent)
    {
        return verdict(url, agent, *m_dialect);
    }
    [[nodiscard]] Freshness freshness(const QString &urlOrOrigin) const;
    /// "from the history, fetched 3 h ago": how an answer from a fetch made at `fetchedAt` (UTC)
    /// by an earlier run says where it comes from, by now(): a message (net.hosts.from-history).
    [[nodiscard]] robots::Message historyNote(const QDateTime &fetchedAt) const;
    /// The last fetch of that host, if any.
    [[nodiscard]] std::optional<FetchReport> report(const QString &urlOrOrigin) const;
    [[nodiscard]] std::optional<QDateTime> freshUntil(const QString &urlOrOrigin) const;
    [[nodiscard]] QStringList origins() const;
    [[nodiscard]] bool isBusy() const;
    /// Runs the event loop until no fetch is running or queued, or `timeout` passes. For the
    /// CLI and tests. True when idle.
    bool waitForIdle(std::chrono::milliseconds timeout);

    // --- Actions ---------------------------------------------------------------------------------
    /// Starts a fetch of the URL's host when it has no fresh entry and none is running (online
    /// only). True when a fetch is running or queued for it afterwards.
    bool ensureFresh(const QString &url);
    /// Fetches the host again even when fresh (the "Refresh" action). False offline or for a
    /// URL that is not absolute http(s).
    bool refresh(const QString &urlOrOrigin);
    void refreshAll();
    /// Takes the host off the list (running fetch cancelled). Its fetches stay in the history
    /// (HistoryStore::removeOrigin() forgets them), so the next load() shows it again.
    void removeHost(const QString &urlOrOrigin);
    /// Takes every host off the list; the history keeps them, as removeHost().
    void clear();
    /// Re-reads the clock for the freshness shown (emits freshnessChanged; no fetch).
    void updateFreshness();

    // --- The hosts, for views ---------------------------------------------------------------------
    [[nodiscard]] int hostCount() const { return int(m_hosts.size()); }
    /// The host at `row` (0 <= row < hostCount()).
    [[nodiscard]] HostEntry hostAt(int row) const;
    /// The row of that URL's or origin's host, -1 when it is not listed.
    [[nodiscard]] int rowOf(const QString &urlOrOrigin) const { return indexOf(originOf(urlOrOrigin)); }

Q_SIGNALS:
    // What a view needs to follow the list (the pairs frame the change, as item models need).
    void hostAboutToBeAdded(int row);
    void hostAdded(int row);
    void hostAboutToBeRemoved(int row);
    void hostRemoved(int row);
    void aboutToReset();
    void reset();
    /// The entry at `row` changed (a fetch started or finished).
    void hostChanged(int row);
    /// What every entry shows may differ: the dialect changed.
    void allHostsChanged();
    /// The clock moved: freshness may differ (updateFreshness()).
    void freshnessChanged();

    void fetchStarted(const QString &origin);
    /// A fetch of that host finished (or the host was removed or reloaded): its verdicts may differ.
    void hostUpdated(const QString &origin);
    /// The last running fetch finished.
    void idle();
    /// loadInBackground() finished: OK false when the history could not be opened (error() says
    /// why; the hosts are kept), true when the hosts are the history's now (error() may still
    /// say why hosts.json was not imported).
    void loaded(bool ok);

private:
    struct Stored
    {
        FetchReport report;
        QDateTime fetchedAt;
        QDateTime freshUntil;
        bool fromHistory = false; ///< Loaded by load(), not fetched by this cache.
        /// May answer questions: not a failed fetch or a missing file loaded from the history
        /// (robots::isReusableVersion(): only versions are reused across runs).
        [[nodiscard]] bool answers() const;
    };
    struct Host
    {
        QString origin;
        QUrl robotsUrl;
        std::optional<Stored> latest;
        std::optional<Stored> previous; ///< The last good fetch before `latest`.
    };
    using DatabaseKey = std::pair<std::string, std::string>; ///< (dialect name, agent)
    /// What load() reads from the history (on any thread: it touches no member).
    struct Read
    {
        bool opened = false;   ///< The history could be opened (or none is set)
        QString path;          ///< The store's path ("": no history)
        robots::Message error; ///< Why it could not be opened, or why hosts.json was not imported
        QList<Host> hosts;
    };
    [[nodiscard]] static Read readHistory(HistoryStore &store, const QString &path, const QString &legacy,
                                          const robots::CachePolicy &policy);
    /// Replaces the hosts by READ's; STORE stays open for importHostsJson() (null: read elsewhere).
    void apply(Read read, std::unique_ptr<HistoryStore> store);
    [[nodiscard]] static QDateTime freshUntilUnder(const robots::CachePolicy &policy, const FetchReport &report,
                                                   const QDateTime &fetchedAt);

    [[nodiscard]] int indexOf(const QString &origin) const;
    [[nodiscard]] static QString originOf(const QString &urlOrOrigin);
    int addHost(const QString &origin, const QUrl &anyUrl);
    void startFetch(int row);
    [[nodiscard]] bool fetching(const Host &host) const;
    void onFetched(const QString &origin, const FetchReport &report, const QDateTime &fetchedAt);
    void replay(robots::RulesDatabase &db, const Host &host) const;
    robots::RulesDatabase &database(const robots::Dialect &dialect, const QString &agent);
    [[nodiscard]] Freshness freshnessOf(const Host &host) const;
    /// The fetch whose file answers for `dialect`: the latest, or the previous good copy when the
    /// latest may not answer or the dialect's policy decides nothing on it; nullptr for none.
    [[nodiscard]] static const Stored *answering(const Host &host, const robots::Dialect &dialect);
    [[nodiscard]] QDateTime freshUntilFor(const FetchReport &report, const QDateTime &fetchedAt) const;
    void emitRowChanged(int row);
    void cancelOwn();

    const robots::Dialect *m_dialect;
    FetchOptions m_fetchOptions;
    bool m_offline = false;
    robots::CachePolicy m_cachePolicy;
    std::function<QDateTime()> m_clock;
    QString m_historyFile;
    QString m_legacyCacheFile;
    std::unique_ptr<HistoryStore> m_store; ///< Open after a load() of a history (not loadInBackground()).
    QString m_loadedPath;                  ///< The history loaded last ("": none)
    quint64 m_loads = 0;                   ///< Loads asked so far: only the last one's result counts
    bool m_loading = false;
    robots::Message m_error;
    QList<Host> m_hosts;
    std::map<DatabaseKey, robots::RulesDatabase> m_databases;
    QPointer<HostService> m_service; // shared: the window may delete it before us
    bool m_ownsService = false;
};

} // namespace robots::net
