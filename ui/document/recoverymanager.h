// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QLockFile;

namespace robots::ui {

/// A crash-recovery copy left by a session that did not end cleanly.
struct RecoveredDocument
{
    QString id;           ///< the document's recovery id
    QString session;      ///< the folder of the session that wrote it
    QString originalPath; ///< the file it was a copy of; empty for a new document
    QString title;        ///< the tab title it had
    QDateTime savedAt;
    QByteArray bytes; ///< the document's bytes as they would have been saved
};

/// Crash-recovery copies of unsaved documents, under QStandardPaths::AppDataLocation/recovery/.
///
/// Each running session has its own folder (recovery/<session>/) and holds a lock file
/// (recovery/<session>.lock, QLockFile) while it runs. A folder whose lock is free or stale belongs
/// to a session that crashed: its documents are offered on the next start. Each document is two
/// files written atomically: <id>.bytes (the encoded bytes) and <id>.json (path, title, time).
class RecoveryManager : public QObject
{
    Q_OBJECT
public:
    /// Uses DIRECTORY, or AppDataLocation/recovery when empty.
    explicit RecoveryManager(const QString &directory = QString(), QObject *parent = nullptr);
    /// Removes this session's folder and lock when no copy is left in it (a clean exit).
    ~RecoveryManager() override;

    QString directory() const { return m_directory; }
    QString sessionDirectory() const;

    /// Writes (replaces) the copy of document ID. Costs a write of BYTES. False on an I/O error.
    bool write(const QString &id, const QString &originalPath, const QString &title, const QByteArray &bytes);
    /// Deletes the copy of document ID (after a clean save or close).
    void remove(const QString &id);
    /// True when a copy of document ID exists in this session.
    bool contains(const QString &id) const;

    /// Copies left by sessions that ended without cleaning up, oldest first. Locks those sessions
    /// so that another instance starting now does not offer them too.
    QList<RecoveredDocument> orphans();
    /// Moves an orphan into this session (it stays until the document is saved or closed).
    void adopt(const RecoveredDocument &document);
    /// Deletes an orphan for good.
    void discard(const RecoveredDocument &document);

    /// For tests: behave as if the process had crashed now: release the lock and leave every file.
    void simulateCrash();

private:
    void removeSessionIfEmpty(const QString &session);

    QString m_directory;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
    std::vector<std::unique_ptr<QLockFile>> m_orphanLocks;
    bool m_crashed = false;
};

} // namespace robots::ui
