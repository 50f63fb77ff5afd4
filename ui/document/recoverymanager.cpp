// SPDX-License-Identifier: MIT
#include "document/recoverymanager.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QMutexLocker>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace robots::ui {

namespace {

bool writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QByteArray readFile(const QString &path, bool *ok = nullptr)
{
    QFile file(path);
    const bool opened = file.open(QIODevice::ReadOnly);
    QByteArray bytes = opened ? file.readAll() : QByteArray();
    if (ok)
        *ok = opened && file.error() == QFileDevice::NoError;
    return bytes;
}

} // namespace

bool RecoveredDocument::diskChanged() const
{
    if (originalPath.isEmpty())
        return false;
    const QFileInfo info(originalPath);
    if (!info.exists())
        return disk.exists;
    if (!disk.exists || info.size() != disk.size)
        return true;
    bool ok = false;
    const QByteArray now = readFile(originalPath, &ok);
    return !ok || sha256(now) != disk.sha256;
}

QByteArray RecoveredDocument::diskBytes() const
{
    return originalPath.isEmpty() ? QByteArray() : readFile(originalPath);
}

RecoveryManager::RecoveryManager(const QString &directory, QObject *parent)
    : QObject(parent)
    , m_directory(directory.isEmpty()
                      ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")
                      : directory)
    , m_session(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QDir().mkpath(m_directory);
    m_lock = std::make_unique<QLockFile>(m_directory + QLatin1Char('/') + m_session + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // a lock is stale only when its process is gone
    m_lock->tryLock(0);
    m_writer.setMaxThreadCount(1);
    m_writer.setObjectName(QStringLiteral("recovery-writer"));
}

RecoveryManager::~RecoveryManager()
{
    m_writer.waitForDone();
    // Copies still there (none after a clean exit) are offered on the next start: the lock goes
    // with m_lock either way.
    if (!m_crashed)
        removeSessionIfEmpty(m_session);
}

QString RecoveryManager::sessionDirectory() const
{
    return m_directory + QLatin1Char('/') + m_session;
}

void RecoveryManager::write(const RecoveryCopy &copy)
{
    quint64 generation = 0;
    {
        const QMutexLocker locker(&m_mutex);
        generation = ++m_generation[copy.id];
        m_removed.remove(copy.id);
    }
    m_writer.start([this, copy, generation] {
        // Hashing and writing happen here, off the UI thread.
        if (!writeNow(copy, generation))
            Q_EMIT writeFailed(copy.id);
    });
}

bool RecoveryManager::writeNow(const RecoveryCopy &copy, quint64 generation)
{
    QJsonObject meta;
    meta.insert(QStringLiteral("path"), copy.originalPath);
    meta.insert(QStringLiteral("title"), copy.title);
    meta.insert(QStringLiteral("modified"), copy.modified);
    meta.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!copy.originalPath.isEmpty()) {
        const QFileInfo info(copy.originalPath);
        QJsonObject disk;
        disk.insert(QStringLiteral("exists"), info.exists());
        disk.insert(QStringLiteral("size"), copy.baseBytes.size());
        disk.insert(QStringLiteral("sha256"), QString::fromLatin1(sha256(copy.baseBytes)));
        if (info.exists())
            disk.insert(QStringLiteral("lastModified"), info.lastModified().toUTC().toString(Qt::ISODateWithMs));
        meta.insert(QStringLiteral("disk"), disk);
    }
    const QByteArray json = QJsonDocument(meta).toJson();
    const QByteArray baseHash = sha256(copy.baseBytes);

    {
        // Only the check under the lock: the window's write() and remove() take it too, and must
        // never wait for the disk. A remove() after this point queues its deletion behind this
        // write on the same thread, so a removed copy still never comes back.
        const QMutexLocker locker(&m_mutex);
        if (m_generation.value(copy.id) != generation)
            return true; // a later write() or remove() of this copy supersedes this one
    }
    if (!QDir().mkpath(sessionDirectory()))
        return false;
    const QString base = sessionDirectory() + QLatin1Char('/') + copy.id;
    bool ok = writeAtomically(base + QStringLiteral(".bytes"), copy.bytes);
    // Every copy keeps its base, a file's and an untitled document's alike (an example's text, a
    // fetched body): restoring brings it back as the text the edit impact compares with.
    if (ok && m_baseHash.value(copy.id) != baseHash) {
        ok = writeAtomically(base + QStringLiteral(".base"), copy.baseBytes);
        if (ok)
            m_baseHash.insert(copy.id, baseHash);
    }
    if (ok && !copy.companion.isEmpty())
        ok = writeAtomically(base + QStringLiteral(".companion"), copy.companion);
    else if (ok)
        QFile::remove(base + QStringLiteral(".companion"));
    // The .json last: a copy counts once it is there.
    ok = ok && writeAtomically(base + QStringLiteral(".json"), json);
    if (ok)
        Q_EMIT copyWritten(copy.id);
    return ok;
}

void RecoveryManager::waitForWrites()
{
    m_writer.waitForDone();
}

void RecoveryManager::remove(const QString &id)
{
    {
        const QMutexLocker locker(&m_mutex);
        ++m_generation[id];
        m_removed.insert(id);
    }
    // The files go on the writer's thread, after the writes queued before (in order, as write()).
    const QString base = sessionDirectory() + QLatin1Char('/') + id;
    m_writer.start([this, id, base] {
        m_baseHash.remove(id);
        QFile::remove(base + QStringLiteral(".json")); // first: without it the copy does not count
        QFile::remove(base + QStringLiteral(".base"));
        QFile::remove(base + QStringLiteral(".bytes"));
        QFile::remove(base + QStringLiteral(".companion"));
    });
}

bool RecoveryManager::contains(const QString &id) const
{
    {
        const QMutexLocker locker(&m_mutex);
        if (m_removed.contains(id))
            return false; // removed: its files are gone or about to go
    }
    return QFile::exists(sessionDirectory() + QLatin1Char('/') + id + QStringLiteral(".json"));
}

QList<RecoveredDocument> RecoveryManager::orphans()
{
    QList<RecoveredDocument> result;
    const QDir root(m_directory);
    const QStringList sessions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &session : sessions) {
        if (session == m_session)
            continue;
        // Already locked by us (an earlier call) or free / stale: its owner is gone.
        const bool ours = std::any_of(m_orphanLocks.cbegin(), m_orphanLocks.cend(), [&](const auto &lock) {
            return QFileInfo(lock->fileName()).completeBaseName() == session;
        });
        if (!ours) {
            auto lock = std::make_unique<QLockFile>(root.filePath(session + QStringLiteral(".lock")));
            lock->setStaleLockTime(0);
            if (!lock->tryLock(0))
                continue; // a running instance owns it
            m_orphanLocks.push_back(std::move(lock));
        }
        const QDir dir(root.filePath(session));
        for (const QString &metaName : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile metaFile(dir.filePath(metaName));
            QFile bytesFile(dir.filePath(QFileInfo(metaName).completeBaseName() + QStringLiteral(".bytes")));
            if (!metaFile.open(QIODevice::ReadOnly) || !bytesFile.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
            RecoveredDocument document;
            document.id = QFileInfo(metaName).completeBaseName();
            document.session = session;
            document.originalPath = meta.value(QStringLiteral("path")).toString();
            document.title = meta.value(QStringLiteral("title")).toString();
            document.savedAt =
                QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
            document.bytes = bytesFile.readAll();
            document.modified = meta.value(QStringLiteral("modified")).toBool(true);
            document.companion = readFile(dir.filePath(document.id + QStringLiteral(".companion")));
            const QJsonObject disk = meta.value(QStringLiteral("disk")).toObject();
            bool baseRead = false;
            document.baseBytes = readFile(dir.filePath(document.id + QStringLiteral(".base")), &baseRead);
            if ((disk.isEmpty() || !baseRead) && !document.originalPath.isEmpty()) {
                // A copy from before the disk state was kept: trust the file as it is now.
                document.baseBytes = readFile(document.originalPath);
                document.disk = {QFileInfo::exists(document.originalPath),
                                 document.baseBytes.size(),
                                 sha256(document.baseBytes),
                                 {}};
            } else {
                document.disk.exists = disk.value(QStringLiteral("exists")).toBool();
                document.disk.size = disk.value(QStringLiteral("size")).toInteger(-1);
                document.disk.sha256 = disk.value(QStringLiteral("sha256")).toString().toLatin1();
                document.disk.lastModified =
                    QDateTime::fromString(disk.value(QStringLiteral("lastModified")).toString(), Qt::ISODateWithMs);
            }
            result.append(document);
        }
    }
    // Locks of crashed sessions that never wrote a copy: remove them.
    for (const QString &lockName : root.entryList({QStringLiteral("*.lock")}, QDir::Files | QDir::Hidden)) {
        const QString session = QFileInfo(lockName).completeBaseName();
        if (session == m_session || root.exists(session))
            continue;
        QLockFile stale(root.filePath(lockName));
        stale.setStaleLockTime(0);
        if (stale.tryLock(0))
            stale.unlock();
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const RecoveredDocument &a, const RecoveredDocument &b) { return a.savedAt < b.savedAt; });
    return result;
}

void RecoveryManager::adopt(const RecoveredDocument &document)
{
    QDir().mkpath(sessionDirectory());
    const QString from = m_directory + QLatin1Char('/') + document.session + QLatin1Char('/') + document.id;
    const QString to = sessionDirectory() + QLatin1Char('/') + document.id;
    for (const QString &suffix :
         {QStringLiteral(".bytes"), QStringLiteral(".base"), QStringLiteral(".companion"), QStringLiteral(".json")}) {
        QFile::remove(to + suffix);
        QFile::rename(from + suffix, to + suffix);
    }
    removeSessionIfEmpty(document.session);
}

void RecoveryManager::discard(const RecoveredDocument &document)
{
    const QString base = m_directory + QLatin1Char('/') + document.session + QLatin1Char('/') + document.id;
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".bytes"));
    QFile::remove(base + QStringLiteral(".base"));
    QFile::remove(base + QStringLiteral(".companion"));
    removeSessionIfEmpty(document.session);
}

void RecoveryManager::removeSessionIfEmpty(const QString &session)
{
    QDir dir(m_directory + QLatin1Char('/') + session);
    if (dir.exists() && dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        dir.removeRecursively();
    if (session == m_session)
        return;
    if (dir.exists())
        return;
    const auto it = std::find_if(m_orphanLocks.begin(), m_orphanLocks.end(), [&](const auto &lock) {
        return QFileInfo(lock->fileName()).completeBaseName() == session;
    });
    if (it != m_orphanLocks.end()) {
        (*it)->unlock();
        m_orphanLocks.erase(it);
    }
}

void RecoveryManager::simulateCrash()
{
    m_writer.waitForDone();
    m_crashed = true;
    m_lock->unlock();
    for (auto &lock : m_orphanLocks)
        lock->unlock();
    m_orphanLocks.clear();
}

} // namespace robots::ui
