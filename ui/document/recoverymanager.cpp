// SPDX-License-Identifier: MIT
#include "document/recoverymanager.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
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

} // namespace

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
}

RecoveryManager::~RecoveryManager()
{
    // Copies still there (none after a clean exit) are offered on the next start: the lock goes
    // with m_lock either way.
    if (!m_crashed)
        removeSessionIfEmpty(m_session);
}

QString RecoveryManager::sessionDirectory() const
{
    return m_directory + QLatin1Char('/') + m_session;
}

bool RecoveryManager::write(const QString &id, const QString &originalPath, const QString &title,
                            const QByteArray &bytes)
{
    if (!QDir().mkpath(sessionDirectory()))
        return false;
    const QString base = sessionDirectory() + QLatin1Char('/') + id;
    QJsonObject meta;
    meta.insert(QStringLiteral("path"), originalPath);
    meta.insert(QStringLiteral("title"), title);
    meta.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    return writeAtomically(base + QStringLiteral(".bytes"), bytes) &&
           writeAtomically(base + QStringLiteral(".json"), QJsonDocument(meta).toJson());
}

void RecoveryManager::remove(const QString &id)
{
    const QString base = sessionDirectory() + QLatin1Char('/') + id;
    QFile::remove(base + QStringLiteral(".json"));
    QFile::remove(base + QStringLiteral(".bytes"));
}

bool RecoveryManager::contains(const QString &id) const
{
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
    for (const QString &suffix : {QStringLiteral(".bytes"), QStringLiteral(".json")}) {
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
    m_crashed = true;
    m_lock->unlock();
    for (auto &lock : m_orphanLocks)
        lock->unlock();
    m_orphanLocks.clear();
}

} // namespace robots::ui
