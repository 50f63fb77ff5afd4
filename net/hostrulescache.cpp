// SPDX-License-Identifier: MIT
#include "net/hostrulescache.h"

#include "net/fetcher.h"
#include "net/nettext.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

constexpr auto kFormat = "robotstxt-studio-host-cache";
constexpr int kFormatVersion = 1;

robots::RulesDatabase::TimePoint toTimePoint(const QDateTime &when)
{
    return robots::RulesDatabase::TimePoint(std::chrono::seconds(when.toSecsSinceEpoch()));
}

/// The URL as the core should see it: an internationalised host in its ASCII (punycode) form, the
/// way robotsUrl is handed to the database, so both land on the same origin. The rest is kept as
/// written (dialects differ on how they normalise paths).
std::string forCore(const QString &url)
{
    const QUrl u(url);
    const QString host = u.host();
    const QString ace = QString::fromLatin1(QUrl::toAce(host));
    if (ace.isEmpty() || ace == host)
        return url.toStdString();
    const qsizetype at = url.indexOf(host, 0, Qt::CaseInsensitive);
    return at < 0 ? url.toStdString() : QString(url).replace(at, host.size(), ace).toStdString();
}

std::string forCore(const QUrl &robotsUrl)
{
    return robotsUrl.toString(QUrl::FullyEncoded).toStdString();
}

// The sentences, as messages (robots/message.h): ids "net.hosts.…", English templates,
// arguments. The GUI translates them (ui::messageText()), the CLI prints their English.
class Text : NetText
{
public:
    static robots::Message notAbsolute(const QString &url)
    {
        return message("net.hosts.not-absolute",
                       "%1 is not an absolute http or https URL: it has no host to fetch robots.txt from", url);
    }
    static robots::Message notCached(const QString &origin)
    {
        return message("net.hosts.not-cached", "Offline, and %1 is not in the cache", origin);
    }
    static robots::Message fetching(const QString &origin)
    {
        return message("net.hosts.fetching", "Fetching the robots.txt of %1…", origin);
    }
    static robots::Message notFetched(const QString &origin)
    {
        return message("net.hosts.not-fetched", "%1 has not been fetched", origin);
    }
    static robots::Message unreadable(const QString &path, const QString &why)
    {
        return message("net.hosts.cache-unreadable", "Cannot read the host cache %1: %2", path, why);
    }
    static robots::Message notACache(const QString &path)
    {
        return message("net.hosts.not-a-cache", "%1 is not a host cache file", path);
    }
    /// `why` is itself a message, translated by its own id.
    static robots::Message notImported(const robots::Message &why)
    {
        return robots::withText(
            robots::Message("net.hosts.not-imported",
                            "The host cache of an earlier version was not imported into the history: %1",
                            {why.toEnglish()}),
            0, why);
    }
    static robots::Message noHistory()
    {
        return message("net.hosts.no-history", "no history is open (set a history file and load it first)");
    }
    static robots::Message noVersion(const QString &origin)
    {
        return message("net.hosts.no-version",
                       "The history holds no copy of the robots.txt of %1: its fetches failed or found no file",
                       origin);
    }
    /// "from the history, fetched 3 h ago": the age is a text of its own, translated by its id.
    static robots::Message fromHistory(qint64 seconds)
    {
        const int s = int(std::clamp<qint64>(seconds, 0, std::numeric_limits<int>::max()));
        robots::Text unit{"net.hosts.age.days", "%1 d"};
        int count = s / 86400;
        if (s < 60) {
            unit = {"net.hosts.age.seconds", "%1 s"};
            count = s;
        } else if (s < 3600) {
            unit = {"net.hosts.age.minutes", "%1 min"};
            count = s / 60;
        } else if (s < 48 * 3600) {
            unit = {"net.hosts.age.hours", "%1 h"};
            count = s / 3600;
        }
        const std::string n = std::to_string(count);
        const std::string age = robots::Message(unit.id, unit.english, {n}).toEnglish();
        return robots::withText(robots::Message("net.hosts.from-history", "from the history, fetched %1 ago", {age}), 0,
                                unit, {n});
    }
};

} // namespace

HostRulesCache::HostRulesCache(HostService *service, QObject *parent)
    : QObject(parent)
    , m_dialect(&robots::defaultDialect())
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_service(service ? service : new HostService(this))
    , m_ownsService(!service)
{
    // A shared service keeps its owner's clock; only a service of our own follows setClock().
    if (m_ownsService)
        m_service->setClock([this] { return now(); });
    connect(m_service, &HostService::started, this, [this](const QString &origin) {
        if (const int row = indexOf(origin); row >= 0) {
            Q_EMIT fetchStarted(origin);
            emitRowChanged(row);
        }
    });
    connect(m_service, &HostService::fetched, this, &HostRulesCache::onFetched);
    connect(m_service, &HostService::recordFailed, this, [this](const QString &origin, const robots::Message &message) {
        if (indexOf(origin) >= 0)
            m_error = message;
    });
    connect(m_service, &HostService::idle, this, &HostRulesCache::idle);
}

HostRulesCache::~HostRulesCache()
{
    if (!m_service)
        return;
    m_service->disconnect(this);
    cancelOwn();
    // The service outlives us when shared: it must not record into our store once it is gone.
    if (!m_loadedPath.isEmpty() && m_service->historyFile() == m_loadedPath)
        m_service->setHistoryFile(QString());
}

void HostRulesCache::cancelOwn()
{
    // Only this cache's hosts: a shared service also runs the Site dock's fetches.
    for (const Host &h : std::as_const(m_hosts))
        m_service->cancel(h.origin);
}

bool HostRulesCache::fetching(const Host &host) const
{
    if (!m_service)
        return false;
    return m_service->isFetching(host.origin) || m_service->isQueued(host.origin);
}

void HostRulesCache::setDialect(const robots::Dialect &dialect)
{
    m_dialect = &dialect;
    Q_EMIT allHostsChanged();
}

QString HostRulesCache::defaultHistoryFile()
{
    return HistoryStore::defaultPath();
}

void HostRulesCache::setHistoryFile(const QString &path)
{
    m_historyFile = path;
}

QString HostRulesCache::defaultLegacyCacheFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + u"/robotstxt-studio/hosts.json"_s;
}

QString HostRulesCache::legacyCacheFile() const
{
    if (!m_legacyCacheFile.isEmpty())
        return m_legacyCacheFile;
    return m_historyFile == defaultHistoryFile() ? defaultLegacyCacheFile() : QString();
}

int HostRulesCache::indexOf(const QString &origin) const
{
    for (qsizetype i = 0; i < m_hosts.size(); ++i)
        if (m_hosts.at(i).origin == origin)
            return int(i);
    return -1;
}

QString HostRulesCache::originOf(const QString &urlOrOrigin)
{
    return hostKey(QUrl(urlOrOrigin));
}

int HostRulesCache::addHost(const QString &origin, const QUrl &anyUrl)
{
    const int row = int(m_hosts.size());
    Q_EMIT hostAboutToBeAdded(row);
    Host h;
    h.origin = origin;
    h.robotsUrl = robotsTxtUrl(anyUrl).value_or(QUrl());
    m_hosts.append(h);
    Q_EMIT hostAdded(row);
    return row;
}

HostRulesCache::Freshness HostRulesCache::freshnessOf(const Host &host) const
{
    if (fetching(host))
        return Freshness::Fetching;
    if (!host.latest)
        return Freshness::NotFetched;
    return now() < host.latest->freshUntil ? Freshness::Fresh : Freshness::Stale;
}

bool HostRulesCache::Stored::answers() const
{
    // RFC 9309 §2.4: only a version of the file is reused across runs; a failed fetch or a
    // missing file from the history is what one earlier attempt met.
    return !fromHistory || robots::isReusableVersion(report.finalResult());
}

const HostRulesCache::Stored *HostRulesCache::answering(const Host &host, const robots::Dialect &dialect)
{
    const Stored *latest = host.latest && host.latest->answers() ? &*host.latest : nullptr;
    // RFC 9309 §2.4, the core's rule: the previous good copy answers where the dialect's policy
    // decides nothing on the latest fetch (replay() keeps it in the databases the same way).
    if (latest && (!host.previous || !robots::lastGoodCopyAnswers(dialect, latest->report.resultFor(dialect))))
        return latest;
    return host.previous ? &*host.previous : latest;
}

robots::Message HostRulesCache::historyNote(const QDateTime &fetchedAt) const
{
    return Text::fromHistory(fetchedAt.secsTo(now()));
}

QDateTime HostRulesCache::freshUntilUnder(const robots::CachePolicy &policy, const FetchReport &report,
                                          const QDateTime &fetchedAt)
{
    // RFC 9309 §2.4, the core's one rule. (A refused or cancelled fetch is never stored: a
    // host's robots.txt URL is always http(s), and cancelled fetches are dropped in onFetched.)
    return fetchedAt.addSecs(robots::freshnessLifetime(report.finalResult(), report.maxAge, policy).count());
}

QDateTime HostRulesCache::freshUntilFor(const FetchReport &report, const QDateTime &fetchedAt) const
{
    return freshUntilUnder(m_cachePolicy, report, fetchedAt);
}

void HostRulesCache::replay(robots::RulesDatabase &db, const Host &host) const
{
    const std::string robotsUrl = forCore(host.robotsUrl);
    db.remove(robotsUrl);
    auto apply = [&](const Stored &s, const QDateTime &until) {
        const robots::FetchResult result = s.report.resultFor(db.dialect());
        db.applyFetch(robotsUrl, result, s.report.bytesForParsing().toStdString(), toTimePoint(until));
    };
    // The previous good copy first: a policy outcome of Unavailable for the latest fetch keeps
    // it, fresh for longer while the latest is unreachable (RFC 9309 §2.4, the core's rule).
    if (host.previous) {
        robots::RulesDatabase::TimePoint until = toTimePoint(host.previous->freshUntil);
        if (host.latest)
            until = robots::lastGoodCopyFreshUntil(until, host.latest->report.finalResult(),
                                                   toTimePoint(host.latest->freshUntil));
        db.applyFetch(robotsUrl, host.previous->report.resultFor(db.dialect()),
                      host.previous->report.bytesForParsing().toStdString(), until);
    }
    if (host.latest && host.latest->answers())
        apply(*host.latest, host.latest->freshUntil);
}

robots::RulesDatabase &HostRulesCache::database(const robots::Dialect &dialect, const QString &agent)
{
    DatabaseKey key{std::string(dialect.name()), agent.toStdString()};
    auto it = m_databases.find(key);
    if (it == m_databases.end()) {
        it = m_databases.emplace(key, robots::RulesDatabase(key.second, dialect)).first;
        for (const Host &h : std::as_const(m_hosts))
            replay(it->second, h);
    }
    return it->second;
}

HostRulesCache::HostVerdict HostRulesCache::verdict(const QString &url, const QString &agent,
                                                    const robots::Dialect &dialect)
{
    HostVerdict out;
    out.origin = hostKey(QUrl(url));
    if (out.origin.isEmpty()) {
        out.message.cause = Text::notAbsolute(url);
        return out;
    }
    if (!m_offline)
        ensureFresh(url);
    const int row = indexOf(out.origin);
    if (row < 0) {
        out.message.cause = Text::notCached(out.origin);
        return out;
    }
    const Host &h = m_hosts.at(row);
    out.freshness = freshnessOf(h);
    const Stored *served = answering(h, dialect);
    if (!served) {
        out.message.cause = out.freshness == Freshness::Fetching ? Text::fetching(out.origin)
                            : h.latest                           ? Text::noVersion(out.origin)
                                                                 : Text::notFetched(out.origin);
        return out;
    }
    out.fetchMessage = served->report.messageFor(dialect);
    out.message = out.fetchMessage;
    QDateTime when = now();
    if (m_offline && when >= served->freshUntil) {
        when = served->freshUntil.addSecs(-1); // offline: the expired copy is all there is
        out.stale = true;
    }
    robots::Verdict v = database(dialect, agent).explain(forCore(url), toTimePoint(when));
    out.access = v.access;
    if (v.access != robots::Access::Unknown)
        out.verdict = std::move(v);
    out.fromHistory = served->fromHistory;
    out.fetchedAt = served->fetchedAt;
    out.status = served->report.status;
    out.fetchOutcome = served->report.decisionFor(dialect).outcome;
    if (served->fromHistory)
        out.message.aside = historyNote(served->fetchedAt);
    return out;
}

HostRulesCache::Freshness HostRulesCache::freshness(const QString &urlOrOrigin) const
{
    const int row = indexOf(originOf(urlOrOrigin));
    return row < 0 ? Freshness::NotFetched : freshnessOf(m_hosts.at(row));
}

std::optional<FetchReport> HostRulesCache::report(const QString &urlOrOrigin) const
{
    const int row = indexOf(originOf(urlOrOrigin));
    if (row < 0 || !m_hosts.at(row).latest)
        return std::nullopt;
    return m_hosts.at(row).latest->report;
}

std::optional<QDateTime> HostRulesCache::freshUntil(const QString &urlOrOrigin) const
{
    const int row = indexOf(originOf(urlOrOrigin));
    if (row < 0 || !m_hosts.at(row).latest)
        return std::nullopt;
    return m_hosts.at(row).latest->freshUntil;
}

QStringList HostRulesCache::origins() const
{
    QStringList out;
    for (const Host &h : m_hosts)
        out.append(h.origin);
    return out;
}

bool HostRulesCache::isBusy() const
{
    return std::any_of(m_hosts.cbegin(), m_hosts.cend(), [this](const Host &h) { return fetching(h); });
}

HostRulesCache::HostEntry HostRulesCache::hostAt(int row) const
{
    const Host &h = m_hosts.at(row);
    HostEntry e;
    e.origin = h.origin;
    e.robotsUrl = h.robotsUrl;
    e.freshness = freshnessOf(h);
    if (h.latest) {
        e.report = h.latest->report;
        e.fetchedAt = h.latest->fetchedAt;
        e.freshUntil = h.latest->freshUntil;
        e.fromHistory = h.latest->fromHistory;
    }
    return e;
}

bool HostRulesCache::waitForIdle(std::chrono::milliseconds timeout)
{
    if (!isBusy())
        return true;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    // A shared service may stay busy with other hosts: our own hosts settling is what counts.
    connect(this, &HostRulesCache::idle, &loop, &QEventLoop::quit);
    connect(this, &HostRulesCache::hostUpdated, &loop, [this, &loop] {
        if (!isBusy())
            loop.quit();
    });
    timer.start(timeout);
    loop.exec();
    return !isBusy();
}

bool HostRulesCache::ensureFresh(const QString &url)
{
    if (m_offline)
        return false;
    const QString origin = originOf(url);
    if (origin.isEmpty())
        return false;
    int row = indexOf(origin);
    if (row < 0)
        row = addHost(origin, QUrl(url));
    const Host &h = m_hosts.at(row);
    if (fetching(h))
        return true;
    if (h.latest && now() < h.latest->freshUntil)
        return false;
    startFetch(row);
    return true;
}

bool HostRulesCache::refresh(const QString &urlOrOrigin)
{
    const QString origin = originOf(urlOrOrigin);
    if (m_offline || origin.isEmpty())
        return false;
    int row = indexOf(origin);
    if (row < 0)
        row = addHost(origin, QUrl(urlOrOrigin));
    if (!fetching(m_hosts.at(row)))
        startFetch(row);
    return true;
}

void HostRulesCache::refreshAll()
{
    for (const QString &origin : origins())
        refresh(origin);
}

void HostRulesCache::startFetch(int row)
{
    // One fetch serves every dialect; the Outcome column's dialect sets the fetcher's limits.
    FetchOptions options = m_fetchOptions;
    options.dialect = m_dialect;
    m_service->setFetchOptions(options);
    m_service->fetch(m_hosts.at(row).robotsUrl);
    emitRowChanged(row);
}

void HostRulesCache::onFetched(const QString &origin, const FetchReport &report, const QDateTime &fetchedAt)
{
    const int row = indexOf(origin);
    if (row < 0)
        return;
    if (report.cancelled) {
        emitRowChanged(row);
        Q_EMIT hostUpdated(origin);
        return;
    }
    Host &h = m_hosts[row];
    // RFC 9309 §2.4, the core's rule: a good copy stays as the one to fall back on.
    if (h.latest && robots::isGoodCopy(h.latest->report.finalResult()) && h.latest->answers())
        h.previous = h.latest;
    h.latest = Stored{report, fetchedAt, freshUntilFor(report, fetchedAt)};
    for (auto &entry : m_databases)
        replay(entry.second, h);
    emitRowChanged(row);
    Q_EMIT hostUpdated(origin);
}

void HostRulesCache::removeHost(const QString &urlOrOrigin)
{
    const int row = indexOf(originOf(urlOrOrigin));
    if (row < 0)
        return;
    Host &h = m_hosts[row];
    m_service->cancel(h.origin);
    const std::string robotsUrl = forCore(h.robotsUrl);
    const QString origin = h.origin;
    Q_EMIT hostAboutToBeRemoved(row);
    m_hosts.removeAt(row);
    Q_EMIT hostRemoved(row);
    for (auto &entry : m_databases)
        entry.second.remove(robotsUrl);
    Q_EMIT hostUpdated(origin);
}

void HostRulesCache::clear()
{
    const QStringList gone = origins();
    Q_EMIT aboutToReset();
    cancelOwn();
    m_hosts.clear();
    m_databases.clear();
    Q_EMIT reset();
    for (const QString &origin : gone)
        Q_EMIT hostUpdated(origin);
}

void HostRulesCache::updateFreshness()
{
    Q_EMIT freshnessChanged();
}

void HostRulesCache::emitRowChanged(int row)
{
    Q_EMIT hostChanged(row);
}

namespace {

/// Records the fetches of an old JSON host cache (format robotstxt-studio-host-cache 1) into
/// `store`, each host's previous good fetch before its latest, at the times the cache kept.
bool importInto(HistoryStore &store, const QString &path, robots::Message *error)
{
    QFile file(path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Text::unreadable(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    file.close();
    const QJsonObject root = doc.object();
    if (parseError.error != QJsonParseError::NoError ||
        root.value(u"format"_s).toString() != QLatin1StringView(kFormat) ||
        root.value(u"version"_s).toInt() != kFormatVersion) {
        *error = Text::notACache(path);
        return false;
    }
    QList<std::pair<FetchReport, QDateTime>> fetches;
    auto read = [&](const QJsonValue &value) {
        const QJsonObject o = value.toObject();
        std::optional<FetchReport> report = FetchReport::fromJson(o.value(u"report"_s).toObject());
        const QDateTime fetchedAt = QDateTime::fromString(o.value(u"fetchedAt"_s).toString(), Qt::ISODate);
        if (!report || !fetchedAt.isValid() || hostKey(report->robotsUrl).isEmpty())
            return false;
        fetches.append({std::move(*report), fetchedAt});
        return true;
    };
    for (const QJsonValue &value : root.value(u"hosts"_s).toArray()) {
        const QJsonObject o = value.toObject();
        if ((o.contains(u"previous"_s) && !read(o.value(u"previous"_s))) || !read(o.value(u"latest"_s))) {
            *error = Text::notACache(path);
            return false;
        }
    }
    for (const auto &[report, fetchedAt] : std::as_const(fetches)) {
        if (!store.record(report, fetchedAt)) {
            *error = store.error();
            return false;
        }
    }
    // Once: the file stays beside the history under another name, in case it is wanted.
    const QString done = path + u".imported"_s;
    QFile::remove(done);
    if (!QFile::rename(path, done))
        QFile::remove(path);
    return true;
}

} // namespace

bool HostRulesCache::importHostsJson(const QString &path)
{
    if (!m_store) {
        m_error = Text::notImported(Text::noHistory());
        return false;
    }
    robots::Message why;
    if (!importInto(*m_store, path, &why)) {
        m_error = Text::notImported(why);
        return false;
    }
    m_error = {};
    return true;
}

HostRulesCache::Read HostRulesCache::readHistory(HistoryStore &store, const QString &path, const QString &legacy,
                                                 const robots::CachePolicy &policy)
{
    Read read;
    if (path.isEmpty()) {
        read.opened = true;
        return read;
    }
    if (!store.open(path)) {
        read.error = store.error();
        return read;
    }
    read.opened = true;
    read.path = store.path();
    if (!legacy.isEmpty()) {
        robots::Message why;
        if (!importInto(store, legacy, &why))
            read.error = Text::notImported(why);
    }
    for (const QString &origin : store.origins()) {
        const QList<HistoryStore::Fetch> fetches = store.fetches(origin);
        auto stored = [&](const HistoryStore::Fetch &f) -> std::optional<Stored> {
            std::optional<FetchReport> report = store.report(f.id);
            if (!report)
                return std::nullopt;
            const QDateTime until = freshUntilUnder(policy, *report, f.fetchedAt);
            return Stored{std::move(*report), f.fetchedAt, until, true};
        };
        if (fetches.isEmpty())
            continue;
        Host h;
        h.origin = origin;
        h.robotsUrl = fetches.first().robotsUrl;
        h.latest = stored(fetches.first());
        if (!h.latest)
            continue;
        // RFC 9309 §2.4: a fetch that failed or found no file is not a version: shown, never
        // served, and expired, so that the next question fetches the host again.
        if (!h.latest->answers())
            h.latest->freshUntil = h.latest->fetchedAt;
        // The newest version before it: what a dialect keeps while the host is unreachable,
        // and what answers offline when the newest fetch failed. (The store keeps a body,
        // versionId, for exactly the fetches robots::isReusableVersion() accepts.)
        const auto previous = std::find_if(fetches.cbegin() + 1, fetches.cend(),
                                           [](const HistoryStore::Fetch &f) { return f.versionId != 0; });
        if (previous != fetches.cend())
            h.previous = stored(*previous);
        read.hosts.append(std::move(h));
    }
    return read;
}

bool HostRulesCache::load()
{
    ++m_loads; // a load in the background still under way is overtaken
    m_loading = false;
    auto store = std::make_unique<HistoryStore>();
    Read read = readHistory(*store, m_historyFile, legacyCacheFile(), m_cachePolicy);
    if (!read.opened) {
        m_error = read.error;
        return false;
    }
    if (read.path.isEmpty())
        store.reset();
    apply(std::move(read), std::move(store));
    return true;
}

void HostRulesCache::loadInBackground()
{
    const quint64 load = ++m_loads;
    m_loading = true;
    // On the history's thread, after the records posted before (so they are read back), in a
    // store of its own: the job closes it before it ends, on that thread.
    m_service->history()->run(
        this,
        [path = m_historyFile, legacy = legacyCacheFile(), policy = m_cachePolicy](HistoryStore &) {
            HistoryStore store;
            return std::make_shared<Read>(readHistory(store, path, legacy, policy));
        },
        [this, load](const std::shared_ptr<Read> &read) {
            if (load != m_loads)
                return; // a later load() or loadInBackground() decides
            m_loading = false;
            if (!read->opened) {
                m_error = read->error;
                Q_EMIT loaded(false);
                return;
            }
            apply(std::move(*read), nullptr);
            Q_EMIT loaded(true);
        });
}

void HostRulesCache::apply(Read read, std::unique_ptr<HistoryStore> store)
{
    m_loading = false;
    const QStringList gone = origins();
    Q_EMIT aboutToReset();
    cancelOwn();
    m_hosts = std::move(read.hosts);
    m_databases.clear();
    // The service records every fetch into the history loaded last (one history for the window).
    if (!m_loadedPath.isEmpty() && m_service->historyFile() == m_loadedPath)
        m_service->setHistoryFile(QString());
    m_store = std::move(store);
    m_loadedPath = read.path;
    if (!m_loadedPath.isEmpty() || m_ownsService)
        m_service->setHistoryFile(m_loadedPath);
    Q_EMIT reset();
    for (const QString &origin : gone)
        Q_EMIT hostUpdated(origin);
    for (const Host &h : std::as_const(m_hosts))
        if (!gone.contains(h.origin))
            Q_EMIT hostUpdated(h.origin);
    m_error = read.error;
}

} // namespace robots::net
