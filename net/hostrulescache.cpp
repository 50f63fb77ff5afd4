// SPDX-License-Identifier: MIT
#include "net/hostrulescache.h"

#include "net/fetcher.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
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

QString displayOrigin(const QUrl &robotsUrl)
{
    return robotsUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toDisplayString();
}

class Text
{
    Q_DECLARE_TR_FUNCTIONS(robots::net::HostRulesCache)
public:
    static QString status(const FetchReport &r)
    {
        if (r.cancelled)
            return tr("cancelled");
        if (r.status)
            return QString(QString::number(*r.status) + u' ' + QString::fromLatin1(r.reasonPhrase)).trimmed();
        switch (r.networkError) {
        case robots::NetworkError::Timeout:
            return tr("time-out");
        case robots::NetworkError::ConnectionRefused:
            return tr("connection refused");
        case robots::NetworkError::NameResolution:
            return tr("host not found");
        case robots::NetworkError::Tls:
            return tr("TLS error");
        case robots::NetworkError::None:
        case robots::NetworkError::Other:
            break;
        }
        return tr("network error");
    }
    static QString freshness(HostRulesCache::Freshness f)
    {
        switch (f) {
        case HostRulesCache::Freshness::NotFetched:
            return tr("not fetched");
        case HostRulesCache::Freshness::Fetching:
            return tr("fetching…");
        case HostRulesCache::Freshness::Fresh:
            return tr("fresh");
        case HostRulesCache::Freshness::Stale:
            return tr("stale");
        }
        return {};
    }
    static QString header(int column)
    {
        switch (column) {
        case HostRulesCache::HostColumn:
            return tr("Host");
        case HostRulesCache::StatusColumn:
            return tr("Status");
        case HostRulesCache::OutcomeColumn:
            return tr("Outcome");
        case HostRulesCache::FetchedColumn:
            return tr("Fetched");
        case HostRulesCache::FreshUntilColumn:
            return tr("Fresh until");
        case HostRulesCache::FreshnessColumn:
            return tr("Freshness");
        case HostRulesCache::MessageColumn:
            return tr("Message");
        }
        return {};
    }
    static QString notAbsolute(const QString &url)
    {
        return tr("%1 is not an absolute http or https URL: it has no host to fetch robots.txt from").arg(url);
    }
    static QString notCached(const QString &origin) { return tr("Offline, and %1 is not in the cache").arg(origin); }
    static QString fetching(const QString &origin) { return tr("Fetching the robots.txt of %1…").arg(origin); }
    static QString notFetched(const QString &origin) { return tr("%1 has not been fetched").arg(origin); }
    static QString unreadable(const QString &path, const QString &why)
    {
        return tr("Cannot read the host cache %1: %2").arg(path, why);
    }
    static QString notACache(const QString &path) { return tr("%1 is not a host cache file").arg(path); }
    static QString notImported(const QString &why)
    {
        return tr("The host cache of an earlier version was not imported into the history: %1").arg(why);
    }
    static QString noHistory() { return tr("no history is open (set a history file and load it first)"); }
    static QString noVersion(const QString &origin)
    {
        return tr("The history holds no copy of the robots.txt of %1: its fetches failed or found no file").arg(origin);
    }
    static QString fromHistory(const QString &age) { return tr("from the history, fetched %1 ago").arg(age); }
    /// A short age: "40 s", "25 min", "3 h", "2 d".
    static QString age(qint64 seconds)
    {
        const int s = int(std::clamp<qint64>(seconds, 0, std::numeric_limits<int>::max()));
        if (s < 60)
            return tr("%n s", "seconds", s);
        if (s < 3600)
            return tr("%n min", "minutes", s / 60);
        if (s < 48 * 3600)
            return tr("%n h", "hours", s / 3600);
        return tr("%n d", "days", s / 86400);
    }
};

} // namespace

HostRulesCache::HostRulesCache(QObject *parent)
    : QAbstractTableModel(parent)
    , m_dialect(&robots::defaultDialect())
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_service(new HostService(this))
{
    m_service->setClock([this] { return now(); });
    connect(m_service, &HostService::started, this, [this](const QString &origin) {
        Q_EMIT fetchStarted(origin);
        if (const int row = indexOf(origin); row >= 0)
            emitRowChanged(row);
    });
    connect(m_service, &HostService::fetched, this, &HostRulesCache::onFetched);
    connect(m_service, &HostService::recordFailed, this,
            [this](const QString &, const QString &message) { m_error = message; });
    connect(m_service, &HostService::idle, this, &HostRulesCache::idle);
}

HostRulesCache::~HostRulesCache()
{
    m_service->cancelAll();
}

bool HostRulesCache::fetching(const Host &host) const
{
    return m_service->isFetching(host.origin) || m_service->isQueued(host.origin);
}

void HostRulesCache::setDialect(const robots::Dialect &dialect)
{
    m_dialect = &dialect;
    if (!m_hosts.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_hosts.size()) - 1, ColumnCount - 1));
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
    beginInsertRows({}, row, row);
    Host h;
    h.origin = origin;
    h.robotsUrl = robotsTxtUrl(anyUrl).value_or(QUrl());
    m_hosts.append(h);
    endInsertRows();
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

QString HostRulesCache::historyNote(const QDateTime &fetchedAt) const
{
    return Text::fromHistory(Text::age(fetchedAt.secsTo(now())));
}

QDateTime HostRulesCache::freshUntilFor(const FetchReport &report, const QDateTime &fetchedAt) const
{
    // RFC 9309 §2.4, the core's one rule. (A refused or cancelled fetch is never stored: a
    // host's robots.txt URL is always http(s), and cancelled fetches are dropped in onFetched.)
    return fetchedAt.addSecs(robots::freshnessLifetime(report.finalResult(), report.maxAge, m_cachePolicy).count());
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
    DatabaseKey key{std::string(dialect.name), agent.toStdString()};
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
        out.message = Text::notAbsolute(url);
        return out;
    }
    if (!m_offline)
        ensureFresh(url);
    const int row = indexOf(out.origin);
    if (row < 0) {
        out.message = Text::notCached(out.origin);
        return out;
    }
    const Host &h = m_hosts.at(row);
    out.freshness = freshnessOf(h);
    const Stored *served = answering(h, dialect);
    if (!served) {
        out.message = out.freshness == Freshness::Fetching ? Text::fetching(out.origin)
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
        out.message += u" ("_s + historyNote(served->fetchedAt) + u')';
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
    return m_service->isBusy();
}

bool HostRulesCache::waitForIdle(std::chrono::milliseconds timeout)
{
    if (!isBusy())
        return true;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &HostRulesCache::idle, &loop, &QEventLoop::quit);
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
    beginRemoveRows({}, row, row);
    m_hosts.removeAt(row);
    endRemoveRows();
    for (auto &entry : m_databases)
        entry.second.remove(robotsUrl);
    Q_EMIT hostUpdated(origin);
}

void HostRulesCache::clear()
{
    const QStringList gone = origins();
    beginResetModel();
    m_service->cancelAll();
    m_hosts.clear();
    m_databases.clear();
    endResetModel();
    for (const QString &origin : gone)
        Q_EMIT hostUpdated(origin);
}

void HostRulesCache::updateFreshness()
{
    if (!m_hosts.isEmpty())
        Q_EMIT dataChanged(index(0, FreshnessColumn), index(int(m_hosts.size()) - 1, FreshnessColumn));
}

void HostRulesCache::emitRowChanged(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

namespace {

/// Records the fetches of an old JSON host cache (format robotstxt-studio-host-cache 1) into
/// `store`, each host's previous good fetch before its latest, at the times the cache kept.
bool importInto(HistoryStore &store, const QString &path, QString *error)
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
            *error = store.errorString();
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
    QString why;
    if (!importInto(*m_store, path, &why)) {
        m_error = Text::notImported(why);
        return false;
    }
    m_error.clear();
    return true;
}

bool HostRulesCache::load()
{
    QList<Host> hosts;
    std::unique_ptr<HistoryStore> store;
    QString importError;
    if (!m_historyFile.isEmpty()) {
        store = std::make_unique<HistoryStore>();
        if (!store->open(m_historyFile)) {
            m_error = store->errorString();
            return false;
        }
        if (const QString legacy = legacyCacheFile(); !legacy.isEmpty()) {
            QString why;
            if (!importInto(*store, legacy, &why))
                importError = Text::notImported(why);
        }
        for (const QString &origin : store->origins()) {
            const QList<HistoryStore::Fetch> fetches = store->fetches(origin);
            auto stored = [&](const HistoryStore::Fetch &f) -> std::optional<Stored> {
                std::optional<FetchReport> report = store->report(f.id);
                if (!report)
                    return std::nullopt;
                const QDateTime until = freshUntilFor(*report, f.fetchedAt);
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
            hosts.append(std::move(h));
        }
    }

    const QStringList gone = origins();
    beginResetModel();
    m_service->cancelAll();
    m_hosts = std::move(hosts);
    m_databases.clear();
    m_store = std::move(store);
    m_service->setHistoryStore(m_store.get());
    endResetModel();
    for (const QString &origin : gone)
        Q_EMIT hostUpdated(origin);
    for (const Host &h : std::as_const(m_hosts))
        if (!gone.contains(h.origin))
            Q_EMIT hostUpdated(h.origin);
    m_error = importError;
    return true;
}

int HostRulesCache::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_hosts.size());
}

int HostRulesCache::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HostRulesCache::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Host &h = m_hosts.at(index.row());
    const Freshness fresh = freshnessOf(h);
    const std::optional<robots::FetchDecision> decision =
        h.latest ? std::optional(h.latest->report.decisionFor(*m_dialect)) : std::nullopt;
    switch (role) {
    case OriginRole:
        return h.origin;
    case FreshnessRole:
        return int(fresh);
    case OutcomeRole:
        return decision ? int(decision->outcome) : -1;
    case RobotsUrlRole:
        return h.robotsUrl;
    case Qt::ToolTipRole:
        if (h.latest && h.latest->report.finalUrl() != h.robotsUrl)
            return QString(h.robotsUrl.toDisplayString() + u" → "_s + h.latest->report.finalUrl().toDisplayString());
        return h.robotsUrl.toDisplayString();
    case Qt::DisplayRole:
    case Qt::EditRole:
        break;
    default:
        return {};
    }
    const bool display = role == Qt::DisplayRole;
    switch (index.column()) {
    case HostColumn:
        return displayOrigin(h.robotsUrl);
    case StatusColumn:
        return h.latest ? Text::status(h.latest->report) : QString();
    case OutcomeColumn:
        return decision ? outcomeLabel(decision->outcome) : QString();
    case FetchedColumn:
        if (!h.latest)
            return {};
        return display ? QLocale().toString(h.latest->fetchedAt.toLocalTime(), QLocale::ShortFormat)
                       : QVariant(h.latest->fetchedAt);
    case FreshUntilColumn:
        if (!h.latest)
            return {};
        return display ? QLocale().toString(h.latest->freshUntil.toLocalTime(), QLocale::ShortFormat)
                       : QVariant(h.latest->freshUntil);
    case FreshnessColumn:
        return display ? QVariant(Text::freshness(fresh)) : QVariant(int(fresh));
    case MessageColumn:
        if (!h.latest)
            return QString();
        if (h.latest->fromHistory)
            return QString(h.latest->report.messageFor(*m_dialect) + u" ("_s + historyNote(h.latest->fetchedAt) + u')');
        return h.latest->report.messageFor(*m_dialect);
    }
    return {};
}

QVariant HostRulesCache::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    return Text::header(section);
}

} // namespace robots::net
