// SPDX-License-Identifier: MIT
#include "net/historystore.h"

#include "net/nettext.h"

#include <robots/fetchpolicy.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QTimeZone>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <iterator>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

// The sentences, as messages (robots/message.h): ids "net.history.…", English templates,
// arguments. The GUI translates them (ui::messageText()), the CLI prints their English.
class Text : NetText
{
public:
    static robots::Text notWal()
    {
        return {"net.history.not-wal",
                "another process kept the file busy; it could not be switched to write-ahead logging"};
    }
    static robots::Message noDriver()
    {
        return message("net.history.no-driver",
                       "Qt's SQLite driver (QSQLITE) is not installed: the history cannot be kept");
    }
    static robots::Message cannotOpen(const QString &path, const QString &why)
    {
        return message("net.history.cannot-open", "Cannot open the history %1: %2", path, why);
    }
    /// The same when SQLite gave no reason for refusing write-ahead logging.
    static robots::Message cannotOpenNoWal(const QString &path)
    {
        const robots::Text why = notWal();
        return robots::withText(
            robots::Message("net.history.cannot-open", "Cannot open the history %1: %2", {utf8(path), why.english}), 1,
            why);
    }
    static robots::Message notAHistory(const QString &path, const QString &why)
    {
        return message("net.history.not-a-history", "%1 is not a history database of Robots.txt Studio (%2)", path,
                       why);
    }
    static robots::Message foreignDatabase(const QString &path)
    {
        return message("net.history.foreign-database",
                       "%1 is an SQLite database of another program, not a history of Robots.txt Studio; it "
                       "is left unchanged",
                       path);
    }
    static robots::Message newer(const QString &path, int version, int known)
    {
        return message("net.history.newer",
                       "The history %1 has schema version %2, newer than this version of Robots.txt Studio "
                       "reads (%3): it is left unchanged; use a newer version, or another file",
                       path, version, known);
    }
    static robots::Message notOpen() { return message("net.history.not-open", "The history is not open"); }
    static robots::Message notHistory()
    {
        return message("net.history.not-recorded",
                       "A refused or cancelled fetch is not recorded: nothing was learnt about the file");
    }
    static robots::Message recordFailed(const QString &why)
    {
        return message("net.history.record-failed", "Recording a fetch in the history failed: %1", why);
    }
    static robots::Message readFailed(const QString &why)
    {
        return message("net.history.read-failed", "Reading the history failed: %1", why);
    }
    static robots::Message pruneFailed(const QString &why)
    {
        return message("net.history.prune-failed", "Pruning the history failed: %1", why);
    }
    static robots::Message removeFailed(const QString &origin, const QString &why)
    {
        return message("net.history.remove-failed", "Forgetting the history of %1 failed: %2", origin, why);
    }
    static robots::Message rangeFailed(const QString &url, const QString &why)
    {
        return message("net.history.range-failed", "Storing the IP range file %1 in the history failed: %2", url, why);
    }
    static robots::Message dnsFailed(const QString &why)
    {
        return message("net.history.dns-failed", "Storing DNS answers in the history failed: %1", why);
    }
};

std::atomic<quint64> s_connections{0};

/// Every statement runs through here, so a failure always has the same words.
bool run(QSqlQuery &query, QString *error)
{
    if (query.exec())
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

bool run(QSqlDatabase db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

/// BEGIN IMMEDIATE … COMMIT, rolled back unless committed. IMMEDIATE takes the write lock at
/// the start (waiting up to the busy time-out while another process writes): a deferred
/// transaction that first reads and then writes could not wait for that lock in WAL mode once
/// another writer committed in between (SQLITE_BUSY_SNAPSHOT, sqlite.org/wal.html) and would fail.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase db, QString *error)
        : m_db(std::move(db))
        , m_error(error)
    {
        m_began = run(m_db, u"BEGIN IMMEDIATE"_s, m_error);
    }
    ~Transaction()
    {
        if (m_began && !m_committed)
            run(m_db, u"ROLLBACK"_s, nullptr);
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    [[nodiscard]] bool began() const { return m_began; }
    bool commit()
    {
        m_committed = run(m_db, u"COMMIT"_s, m_error);
        return m_committed;
    }

private:
    QSqlDatabase m_db;
    QString *m_error;
    bool m_began = false;
    bool m_committed = false;
};

// --- Schema migrations --------------------------------------------------------------------------
// Step i takes a file of user_version i to i + 1, inside the one transaction of migrate(). A new
// schema adds one function to kMigrations and raises HistoryStore::kSchemaVersion; files of
// every older version then come forward step by step.

bool createVersion1(QSqlDatabase db, QString *error)
{
    const QString statements[] = {
        u"CREATE TABLE bodies ("
        "id INTEGER PRIMARY KEY, "
        "origin TEXT NOT NULL, "
        "sha256 TEXT NOT NULL, "
        "size INTEGER NOT NULL, "
        "bytes BLOB NOT NULL, "
        "UNIQUE (origin, sha256))"_s,
        u"CREATE TABLE fetches ("
        "id INTEGER PRIMARY KEY, "
        "origin TEXT NOT NULL, "
        "robots_url TEXT NOT NULL, "
        "fetched_at INTEGER NOT NULL, "
        "status INTEGER, "
        "outcome TEXT NOT NULL, "
        "message TEXT NOT NULL, "
        "body_id INTEGER REFERENCES bodies (id), "
        "report_json TEXT NOT NULL)"_s,
        u"CREATE INDEX fetches_by_origin ON fetches (origin, fetched_at)"_s,
        u"CREATE INDEX fetches_by_body ON fetches (body_id)"_s,
    };
    return std::all_of(std::begin(statements), std::end(statements),
                       [&](const QString &sql) { return run(db, sql, error); });
}

/// Version 2: what verifies crawlers (the operators' IP range files, DNS answers).
bool createVersion2(QSqlDatabase db, QString *error)
{
    const QString statements[] = {
        u"CREATE TABLE range_files ("
        "id INTEGER PRIMARY KEY, "
        "operator TEXT NOT NULL, "
        "url TEXT NOT NULL, "
        "fetched_at INTEGER NOT NULL, "
        "creation_time TEXT NOT NULL, "
        "body BLOB NOT NULL)"_s,
        u"CREATE INDEX range_files_by_url ON range_files (url, fetched_at)"_s,
        u"CREATE TABLE dns_answers ("
        "operator TEXT NOT NULL, "
        "address TEXT NOT NULL, "
        "verified INTEGER NOT NULL, "
        "name TEXT NOT NULL, "
        "checked_at INTEGER NOT NULL, "
        "PRIMARY KEY (operator, address))"_s,
    };
    return std::all_of(std::begin(statements), std::end(statements),
                       [&](const QString &sql) { return run(db, sql, error); });
}

using Migration = bool (*)(QSqlDatabase, QString *);
constexpr Migration kMigrations[] = {&createVersion1, &createVersion2};
static_assert(std::size(kMigrations) == std::size_t(HistoryStore::kSchemaVersion),
              "one migration step per schema version");

std::optional<int> userVersion(QSqlDatabase db, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
        if (error)
            *error = q.lastError().text();
        return std::nullopt;
    }
    return q.value(0).toInt();
}

enum class Migrated {
    Ok,
    Failed,
    Newer,
    Foreign,
};

/// Whether this version can use the file, read without writing: its schema version (`found`)
/// is not newer, and a version 0 file has no tables (a new file, not another program's database).
Migrated inspect(QSqlDatabase db, int *found, QString *error)
{
    // The first statement reads the header: a file that is not SQLite fails here.
    const std::optional<int> version = userVersion(db, error);
    if (!version)
        return Migrated::Failed;
    *found = *version;
    if (*version > HistoryStore::kSchemaVersion)
        return Migrated::Newer;
    if (*version == 0) {
        QSqlQuery q(db);
        q.prepare(u"SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"_s);
        if (!run(q, error) || !q.next())
            return Migrated::Failed;
        if (q.value(0).toInt() > 0)
            return Migrated::Foreign;
    }
    return Migrated::Ok;
}

/// inspect() inside one read transaction: its two reads see one state of the file, never a
/// schema another process committed between them (which would look like another program's tables
/// under user_version 0).
Migrated inspectSnapshot(QSqlDatabase db, int *found, QString *error)
{
    if (!run(db, u"BEGIN"_s, error))
        return Migrated::Failed;
    const Migrated result = inspect(db, found, error);
    run(db, u"COMMIT"_s, nullptr);
    return result;
}

/// Switches the file to WAL (sqlite.org/wal.html), persistent in the file once done. The switch
/// needs the file to itself for a moment: when another process is creating or opening the same
/// new file, SQLite answers at once with the old mode or "database is locked" instead of waiting
/// for the busy time-out, so it is tried again for up to about the busy time-out (5 s).
bool enableWal(QSqlDatabase db, QString *error)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        QSqlQuery q(db);
        if (q.exec(u"PRAGMA journal_mode = WAL"_s) && q.next() &&
            q.value(0).toString().compare(u"wal"_s, Qt::CaseInsensitive) == 0)
            return true;
        if (error)
            *error = q.lastError().isValid() ? q.lastError().text() : QString();
        q.finish();
        QThread::msleep(50);
    }
    return false;
}

/// Brings the file to kSchemaVersion in one transaction (two processes opening a new file at
/// once: the second waits for the first, then finds the schema there). `found` is the version read.
Migrated migrate(QSqlDatabase db, int *found, QString *error)
{
    Transaction t(db, error);
    if (!t.began())
        return Migrated::Failed;
    if (const Migrated usable = inspect(db, found, error); usable != Migrated::Ok)
        return usable;
    for (int v = *found; v < HistoryStore::kSchemaVersion; ++v)
        if (!kMigrations[v](db, error))
            return Migrated::Failed;
    if (*found < HistoryStore::kSchemaVersion &&
        !run(db, u"PRAGMA user_version = %1"_s.arg(HistoryStore::kSchemaVersion), error))
        return Migrated::Failed;
    return t.commit() ? Migrated::Ok : Migrated::Failed;
}

QString originOf(const QString &urlOrOrigin)
{
    return hostKey(QUrl(urlOrOrigin));
}

QDateTime fromMs(const QVariant &value)
{
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), QTimeZone::UTC);
}

std::optional<int> optionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional(value.toInt());
}

QVariant nullable(std::optional<int> value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

} // namespace

HistoryStore::HistoryStore() = default;

HistoryStore::~HistoryStore()
{
    if (m_connection.isEmpty())
        return;
    QSqlDatabase::database(m_connection, false).close();
    QSqlDatabase::removeDatabase(m_connection);
}

QString HistoryStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           u"/robotstxt-studio/history.sqlite"_s;
}

QByteArray HistoryStore::sha256Of(const QByteArray &body)
{
    return QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex();
}

bool HistoryStore::open(const QString &path)
{
    if (!m_connection.isEmpty()) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
        m_connection.clear();
    }
    m_path.clear();
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s)) {
        m_error = Text::noDriver();
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QDir().mkpath(QFileInfo(absolute).absolutePath());

    const QString name = u"robotstxt-history-%1"_s.arg(++s_connections);
    QString why;
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(absolute);
        // Another process writing waits up to 5 s for us and we for it (sqlite3_busy_timeout).
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        int found = 0;
        auto refused = [&](Migrated result) {
            switch (result) {
            case Migrated::Ok:
                return false;
            case Migrated::Newer:
                m_error = Text::newer(absolute, found, kSchemaVersion);
                break;
            case Migrated::Foreign:
                m_error = Text::foreignDatabase(absolute);
                break;
            case Migrated::Failed:
                m_error = Text::notAHistory(absolute, why);
                break;
            }
            return true;
        };
        if (!db.open()) {
            m_error = Text::cannotOpen(absolute, db.lastError().text());
        } else if (refused(inspectSnapshot(db, &found, &why))) {
            // Read before anything is written: a file this version cannot use stays as it was.
        } else if (!enableWal(db, &why)) {
            m_error = why.isEmpty() ? Text::cannotOpenNoWal(absolute) : Text::cannotOpen(absolute, why);
        } else if (!run(db, u"PRAGMA synchronous = NORMAL"_s, &why)) {
            // NORMAL is safe against a killed process in WAL mode (sqlite.org/pragma.html#pragma_synchronous).
            m_error = Text::cannotOpen(absolute, why);
        } else {
            // A file of this version needs no migration: no write, so opening never waits for
            // another process's write lock (migrate() takes it, BEGIN IMMEDIATE).
            ok = found == kSchemaVersion || !refused(migrate(db, &found, &why));
        }
        if (!ok)
            db.close();
    }
    if (!ok) {
        QSqlDatabase::removeDatabase(name);
        return false;
    }
    m_connection = name;
    m_path = absolute;
    m_error = {};
    return true;
}

bool HistoryStore::isOpen() const
{
    return !m_connection.isEmpty() && QSqlDatabase::database(m_connection, false).isOpen();
}

QString HistoryStore::path() const
{
    return m_path;
}

robots::Message HistoryStore::error() const
{
    return m_error;
}

std::optional<qint64> HistoryStore::record(const FetchReport &report)
{
    return record(report, report.finishedAt.isValid() ? report.finishedAt : QDateTime::currentDateTimeUtc());
}

std::optional<qint64> HistoryStore::record(const FetchReport &report, const QDateTime &fetchedAtUtc)
{
    if (!isOpen()) {
        m_error = Text::notOpen();
        return std::nullopt;
    }
    const QString origin = hostKey(report.robotsUrl);
    if (report.refused || report.cancelled || origin.isEmpty()) {
        m_error = Text::notHistory();
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    Transaction t(db, &why);
    if (!t.began()) {
        m_error = Text::recordFailed(why);
        return std::nullopt;
    }
    QVariant bodyId(QMetaType::fromType<qlonglong>());
    // Only a version of the file is kept (RFC 9309 §2.4, the one rule of the core): a body that
    // HostRulesCache may serve again.
    if (robots::isReusableVersion(report.finalResult())) {
        const QByteArray sha = sha256Of(report.body);
        QSqlQuery insert(db);
        insert.prepare(u"INSERT OR IGNORE INTO bodies (origin, sha256, size, bytes) VALUES (?, ?, ?, ?)"_s);
        insert.addBindValue(origin);
        insert.addBindValue(QString::fromLatin1(sha));
        insert.addBindValue(qlonglong(report.body.size()));
        // A QByteArray binds as a BLOB; an empty body is still a version (an empty file allows all).
        insert.addBindValue(report.body.isNull() ? QByteArray("") : report.body);
        QSqlQuery select(db);
        select.prepare(u"SELECT id FROM bodies WHERE origin = ? AND sha256 = ?"_s);
        select.addBindValue(origin);
        select.addBindValue(QString::fromLatin1(sha));
        if (!run(insert, &why) || !run(select, &why) || !select.next()) {
            m_error = Text::recordFailed(why);
            return std::nullopt;
        }
        bodyId = select.value(0);
    }
    QJsonObject json = report.toJson();
    json.remove(u"body"_s); // in bodies, once per distinct content
    QSqlQuery insert(db);
    insert.prepare(u"INSERT INTO fetches (origin, robots_url, fetched_at, status, outcome, message, body_id, "
                   "report_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    insert.addBindValue(origin);
    insert.addBindValue(report.robotsUrl.toString());
    insert.addBindValue((fetchedAtUtc.isValid() ? fetchedAtUtc : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch());
    insert.addBindValue(nullable(report.status));
    const std::string_view outcome = robots::fetchOutcomeName(report.decision.outcome);
    insert.addBindValue(QString::fromUtf8(outcome.data(), qsizetype(outcome.size())));
    insert.addBindValue(report.message.toEnglish());
    insert.addBindValue(bodyId);
    insert.addBindValue(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
    if (!run(insert, &why)) {
        m_error = Text::recordFailed(why);
        return std::nullopt;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    if (!t.commit()) {
        m_error = Text::recordFailed(why);
        return std::nullopt;
    }
    return id;
}

bool HistoryStore::read(QSqlQuery &query) const
{
    QString why;
    if (run(query, &why))
        return true;
    m_error = Text::readFailed(why);
    return false;
}

QStringList HistoryStore::origins() const
{
    QStringList out;
    if (!isOpen())
        return out;
    // In order of first appearance.
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT origin FROM fetches GROUP BY origin ORDER BY min(id)"_s);
    if (!read(q))
        return out;
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

QList<HistoryStore::Fetch> HistoryStore::fetches(const QString &urlOrOrigin) const
{
    QList<Fetch> out;
    if (!isOpen())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT id, origin, robots_url, fetched_at, status, outcome, message, body_id FROM fetches "
              "WHERE origin = ? ORDER BY fetched_at DESC, id DESC"_s);
    q.addBindValue(originOf(urlOrOrigin));
    if (!read(q))
        return out;
    while (q.next()) {
        Fetch f;
        f.id = q.value(0).toLongLong();
        f.origin = q.value(1).toString();
        f.robotsUrl = QUrl(q.value(2).toString());
        f.fetchedAt = fromMs(q.value(3));
        f.status = optionalInt(q.value(4));
        f.outcome = q.value(5).toString();
        f.message = q.value(6).toString();
        f.versionId = q.value(7).isNull() ? 0 : q.value(7).toLongLong();
        out.append(f);
    }
    return out;
}

QList<HistoryStore::Version> HistoryStore::versions(const QString &urlOrOrigin) const
{
    QList<Version> out;
    if (!isOpen())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT b.id, b.sha256, b.size, min(f.fetched_at), max(f.fetched_at), count(f.id), "
              "(SELECT status FROM fetches g WHERE g.body_id = b.id ORDER BY g.fetched_at DESC, g.id DESC LIMIT 1) "
              "FROM bodies b JOIN fetches f ON f.body_id = b.id WHERE b.origin = ? "
              "GROUP BY b.id ORDER BY max(f.fetched_at) DESC, max(f.id) DESC"_s);
    q.addBindValue(originOf(urlOrOrigin));
    if (!read(q))
        return out;
    while (q.next()) {
        Version v;
        v.id = q.value(0).toLongLong();
        v.sha256 = q.value(1).toString().toLatin1();
        v.size = q.value(2).toLongLong();
        v.firstSeen = fromMs(q.value(3));
        v.lastSeen = fromMs(q.value(4));
        v.fetches = q.value(5).toInt();
        v.status = optionalInt(q.value(6));
        out.append(v);
    }
    return out;
}

std::optional<QByteArray> HistoryStore::body(qint64 versionId) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT bytes FROM bodies WHERE id = ?"_s);
    q.addBindValue(versionId);
    if (!read(q) || !q.next())
        return std::nullopt;
    QByteArray bytes = q.value(0).toByteArray();
    return bytes.isNull() ? QByteArray("") : bytes;
}

std::optional<FetchReport> HistoryStore::report(qint64 fetchId) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT f.report_json, b.bytes FROM fetches f LEFT JOIN bodies b ON b.id = f.body_id "
              "WHERE f.id = ?"_s);
    q.addBindValue(fetchId);
    if (!read(q) || !q.next())
        return std::nullopt;
    QJsonObject json = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    if (!q.value(1).isNull())
        json.insert(u"body"_s, QString::fromLatin1(q.value(1).toByteArray().toBase64()));
    return FetchReport::fromJson(json);
}

std::optional<FetchReport> HistoryStore::latestReport(const QString &urlOrOrigin) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT id FROM fetches WHERE origin = ? ORDER BY fetched_at DESC, id DESC LIMIT 1"_s);
    q.addBindValue(originOf(urlOrOrigin));
    if (!read(q) || !q.next())
        return std::nullopt;
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    return report(id);
}

int HistoryStore::prune(const Retention &retention, const QDateTime &nowUtc)
{
    if (!isOpen()) {
        m_error = Text::notOpen();
        return -1;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    Transaction t(db, &why);
    QSqlQuery drop(db);
    // Older than the cut-off and not among the origin's newest `keepNewest`.
    drop.prepare(u"DELETE FROM fetches WHERE fetched_at < ? AND id NOT IN ("
                 "SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY origin "
                 "ORDER BY fetched_at DESC, id DESC) AS n FROM fetches) WHERE n <= ?)"_s);
    drop.addBindValue(nowUtc.addDays(-std::max(0, retention.days)).toMSecsSinceEpoch());
    drop.addBindValue(std::max(0, retention.keepNewest));
    QSqlQuery orphans(db);
    orphans.prepare(u"DELETE FROM bodies WHERE id NOT IN (SELECT body_id FROM fetches WHERE body_id IS NOT NULL)"_s);
    // DNS answers older than the cut-off: an address may have changed hands since.
    QSqlQuery answers(db);
    answers.prepare(u"DELETE FROM dns_answers WHERE checked_at < ?"_s);
    answers.addBindValue(nowUtc.addDays(-std::max(0, retention.days)).toMSecsSinceEpoch());
    if (!t.began() || !run(drop, &why) || !run(orphans, &why)) {
        m_error = Text::pruneFailed(why);
        return -1;
    }
    // Read before the next statement: SQLite counts the changes of the connection's last one.
    const int removed = drop.numRowsAffected();
    if (!run(answers, &why)) {
        m_error = Text::pruneFailed(why);
        return -1;
    }
    if (!t.commit()) {
        m_error = Text::pruneFailed(why);
        return -1;
    }
    return removed;
}

bool HistoryStore::removeOrigin(const QString &urlOrOrigin)
{
    if (!isOpen()) {
        m_error = Text::notOpen();
        return false;
    }
    const QString origin = originOf(urlOrOrigin);
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    Transaction t(db, &why);
    QSqlQuery fetches(db);
    fetches.prepare(u"DELETE FROM fetches WHERE origin = ?"_s);
    fetches.addBindValue(origin);
    // Bodies belong to one origin each, so all of its bodies are orphans now.
    QSqlQuery bodies(db);
    bodies.prepare(u"DELETE FROM bodies WHERE origin = ?"_s);
    bodies.addBindValue(origin);
    if (!t.began() || !run(fetches, &why) || !run(bodies, &why) || !t.commit()) {
        m_error = Text::removeFailed(origin, why);
        return false;
    }
    return true;
}

std::optional<qint64> HistoryStore::recordRangeFile(const RangeFile &file)
{
    if (!isOpen()) {
        m_error = Text::notOpen();
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    Transaction t(db, &why);
    QSqlQuery insert(db);
    insert.prepare(
        u"INSERT INTO range_files (operator, url, fetched_at, creation_time, body) VALUES (?, ?, ?, ?, ?)"_s);
    insert.addBindValue(file.operatorName);
    insert.addBindValue(file.url.toString());
    insert.addBindValue(
        (file.fetchedAt.isValid() ? file.fetchedAt : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch());
    insert.addBindValue(file.creationTime.isNull() ? u""_s : file.creationTime); // a null QString binds as NULL
    insert.addBindValue(file.body.isNull() ? QByteArray("") : file.body);
    QSqlQuery prune(db);
    prune.prepare(u"DELETE FROM range_files WHERE url = ? AND id NOT IN (SELECT id FROM range_files WHERE url = ? "
                  "ORDER BY fetched_at DESC, id DESC LIMIT ?)"_s);
    prune.addBindValue(file.url.toString());
    prune.addBindValue(file.url.toString());
    prune.addBindValue(kRangeCopies);
    if (!t.began() || !run(insert, &why)) {
        m_error = Text::rangeFailed(file.url.toString(), why);
        return std::nullopt;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    if (!run(prune, &why) || !t.commit()) {
        m_error = Text::rangeFailed(file.url.toString(), why);
        return std::nullopt;
    }
    return id;
}

QList<HistoryStore::RangeFile> HistoryStore::latestRangeFiles() const
{
    QList<RangeFile> out;
    if (!isOpen())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT id, operator, url, fetched_at, creation_time, body FROM range_files r WHERE id = "
              "(SELECT id FROM range_files s WHERE s.url = r.url ORDER BY fetched_at DESC, id DESC LIMIT 1) "
              "ORDER BY operator, url"_s);
    if (!read(q))
        return out;
    while (q.next()) {
        RangeFile f;
        f.id = q.value(0).toLongLong();
        f.operatorName = q.value(1).toString();
        f.url = QUrl(q.value(2).toString());
        f.fetchedAt = fromMs(q.value(3));
        f.creationTime = q.value(4).toString();
        f.body = q.value(5).toByteArray();
        out.append(f);
    }
    return out;
}

bool HistoryStore::recordDnsAnswers(const QList<DnsAnswer> &answers)
{
    if (!isOpen()) {
        m_error = Text::notOpen();
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString why;
    Transaction t(db, &why);
    if (!t.began()) {
        m_error = Text::dnsFailed(why);
        return false;
    }
    for (const DnsAnswer &a : answers) {
        QSqlQuery q(db);
        q.prepare(u"INSERT OR REPLACE INTO dns_answers (operator, address, verified, name, checked_at) "
                  "VALUES (?, ?, ?, ?, ?)"_s);
        q.addBindValue(a.operatorName);
        q.addBindValue(a.address);
        q.addBindValue(a.verified ? 1 : 0);
        q.addBindValue(a.name.isNull() ? u""_s : a.name); // a null QString binds as NULL
        q.addBindValue((a.checkedAt.isValid() ? a.checkedAt : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch());
        if (!run(q, &why)) {
            m_error = Text::dnsFailed(why);
            return false;
        }
    }
    if (!t.commit()) {
        m_error = Text::dnsFailed(why);
        return false;
    }
    return true;
}

QList<HistoryStore::DnsAnswer> HistoryStore::dnsAnswers(const QDateTime &notBeforeUtc) const
{
    QList<DnsAnswer> out;
    if (!isOpen())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT operator, address, verified, name, checked_at FROM dns_answers WHERE checked_at >= ? "
              "ORDER BY operator, address"_s);
    q.addBindValue(notBeforeUtc.toMSecsSinceEpoch());
    if (!read(q))
        return out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt() != 0, q.value(3).toString(),
                    fromMs(q.value(4))});
    return out;
}

// --- HistoryWorker ----------------------------------------------------------------------------

/// Owns the worker thread's store; every member is used on that thread only.
class HistoryWorker::Executor : public QObject
{
public:
    std::unique_ptr<HistoryStore> store = std::make_unique<HistoryStore>();
};

struct HistoryWorker::Owner
{
    QMutex mutex;          // guards `worker`: held only to read it or post to it
    HistoryWorker *worker; // nullptr once the worker is destroyed
    std::atomic<int> working{0};
};

namespace {

/// The threads of destroyed workers that may still have jobs to finish (see finishDetached()).
struct Detached
{
    QMutex mutex;
    QList<std::pair<QThread *, QObject *>> threads; // a thread and its executor
    bool routineAdded = false;
};

Detached &detached()
{
    static Detached d;
    return d;
}

} // namespace

HistoryWorker::HistoryWorker(QObject *parent)
    : QObject(parent)
    , m_owner(std::make_shared<Owner>())
    , m_thread(new QThread)
    , m_executor(new Executor)
{
    m_owner->worker = this;
    m_thread->setObjectName(u"robotstxt-history"_s);
    m_executor->moveToThread(m_thread);
    m_thread->start();
}

HistoryWorker::~HistoryWorker()
{
    {
        const QMutexLocker lock(&m_owner->mutex);
        m_owner->worker = nullptr; // results of the jobs still running are dropped
    }
    // The last job: the jobs before it finish first (a fetch is recorded even as the window
    // closes), and the connection closes on the thread that opened it.
    Executor *executor = m_executor;
    QThread *thread = m_thread;
    post([executor, thread](HistoryStore &) {
        executor->store.reset();
        thread->quit();
    });
    if (!QCoreApplication::instance()) {
        thread->wait();
        delete executor;
        delete thread;
        return;
    }
    // The window's thread does not wait for the disk (a record may wait 5 s for another
    // process's lock): the application waits, once its windows are gone.
    Detached &d = detached();
    QList<std::pair<QThread *, QObject *>> finished;
    {
        const QMutexLocker lock(&d.mutex);
        for (auto it = d.threads.begin(); it != d.threads.end();) {
            if (it->first->isFinished()) {
                finished.append(*it);
                it = d.threads.erase(it);
            } else {
                ++it;
            }
        }
        d.threads.append({thread, executor});
        if (!std::exchange(d.routineAdded, true))
            qAddPostRoutine(&HistoryWorker::finishDetached);
    }
    for (const auto &[doneThread, doneExecutor] : std::as_const(finished)) {
        doneThread->wait(); // finished: returns at once
        delete doneExecutor;
        delete doneThread;
    }
}

void HistoryWorker::finishDetached()
{
    Detached &d = detached();
    QList<std::pair<QThread *, QObject *>> threads;
    {
        const QMutexLocker lock(&d.mutex);
        threads = std::exchange(d.threads, {});
    }
    for (const auto &[thread, executor] : std::as_const(threads)) {
        thread->wait();
        delete executor;
        delete thread;
    }
}

bool HistoryWorker::isWorking() const
{
    return m_owner->working.load() > 0;
}

void HistoryWorker::handBack(const std::shared_ptr<Owner> &owner, std::function<void()> then)
{
    const QMutexLocker lock(&owner->mutex);
    if (!owner->worker)
        return;
    HistoryWorker *worker = owner->worker;
    QMetaObject::invokeMethod(
        worker,
        [worker, then = std::move(then)] {
            --worker->m_pending;
            then();
        },
        Qt::QueuedConnection);
}

void HistoryWorker::post(std::function<void(HistoryStore &)> job)
{
    Executor *executor = m_executor;
    QMetaObject::invokeMethod(
        m_executor,
        [owner = m_owner, executor, job = std::move(job)] {
            ++owner->working;
            job(*executor->store);
            --owner->working;
        },
        Qt::QueuedConnection);
}

void HistoryWorker::setPath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    Executor *executor = m_executor;
    QMetaObject::invokeMethod(
        m_executor,
        [executor, path] {
            executor->store = std::make_unique<HistoryStore>();
            if (!path.isEmpty())
                executor->store->open(path);
        },
        Qt::QueuedConnection);
}

void HistoryWorker::record(const FetchReport &report, const QDateTime &fetchedAtUtc, QObject *context,
                           std::function<void(const Recorded &)> done)
{
    run(
        context,
        [report, fetchedAtUtc](HistoryStore &store) {
            // A store that could not be opened says why (its open() message), as a record would.
            if (!store.isOpen())
                return Recorded{std::nullopt, store.error().id.empty() ? Text::notOpen() : store.error()};
            const std::optional<qint64> id = store.record(report, fetchedAtUtc);
            return Recorded{id, id ? robots::Message() : store.error()};
        },
        std::move(done));
}

} // namespace robots::net
