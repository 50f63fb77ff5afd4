// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QString>
#include <QThreadPool>

#include <memory>
#include <vector>

class QLockFile;

namespace robots::ui {

/// What the file a copy was made of held when the copy was written: the bytes the document was
/// last loaded from or saved to (its base), and the file's time then. Restoring compares it with
/// the file as it is now, so that a change made on disk after the copy is never overwritten unseen.
struct RecoveryDiskState
{
    bool exists = false;
    qint64 size = -1;       ///< of the base bytes
    QByteArray sha256;      ///< of the base bytes, hex
    QDateTime lastModified; ///< the file's when the copy was written (for the user; the hash decides)
};

/// What one crash-recovery copy holds (written off the UI thread by RecoveryManager::write()).
struct RecoveryCopy
{
    QString id;
    QString originalPath; ///< empty for a new document
    QString title;
    QByteArray bytes;     ///< the document's bytes as they would have been saved
    QByteArray baseBytes; ///< the document's originalBytes(): last loaded from or saved to
    bool modified = true; ///< false: only the companion data is unsaved
    QByteArray companion; ///< RecoveryCompanion::recoveryData(), empty: none
};

/// A crash-recovery copy left by a session that did not end cleanly.
struct RecoveredDocument
{
    QString id;           ///< the document's recovery id
    QString session;      ///< the folder of the session that wrote it
    QString originalPath; ///< the file it was a copy of; empty for a new document
    QString title;        ///< the tab title it had
    QDateTime savedAt;
    QByteArray bytes; ///< the document's bytes as they would have been saved
    bool modified = true;
    QByteArray companion;
    RecoveryDiskState disk; ///< the file as the copy knew it
    QByteArray baseBytes;   ///< the document's original bytes then (RecoveryCopy::baseBytes)

    /// True when ORIGINAL_PATH no longer holds the bytes the copy was based on (someone wrote,
    /// created or deleted the file after the copy was made). Costs a read of the file.
    bool diskChanged() const;
    /// The bytes ORIGINAL_PATH holds now (empty when it is gone or unreadable).
    QByteArray diskBytes() const;
};

/// Crash-recovery copies of unsaved documents, under QStandardPaths::AppDataLocation/recovery/.
///
/// Each running session has its own folder (recovery/<session>/) and holds a lock file
/// (recovery/<session>.lock, QLockFile) while it runs. A folder whose lock is free or stale belongs
/// to a session that crashed: its documents are offered on the next start. Each document is up to
/// four files written atomically (QSaveFile): <id>.bytes (the encoded bytes), <id>.base (the bytes
/// the document was loaded with or last saved to, an untitled one's too, written when they
/// change), <id>.companion (what the studio keeps beside it, e.g. the tester's cases) and, last,
/// <id>.json (path, title, time, the state of the file on disk); a copy exists once its .json does.
///
/// Files are written on one worker thread, in the order write() and remove() were called; a write
/// superseded by a later write() or remove() of the same id before it started is skipped, so two
/// writes of one copy never race and a removed copy never comes back.
class RecoveryManager : public QObject
{
    Q_OBJECT
public:
    /// Uses DIRECTORY, or AppDataLocation/recovery when empty.
    explicit RecoveryManager(const QString &directory = QString(), QObject *parent = nullptr);
    /// Waits for the writes under way, then removes this session's folder and lock when no copy is
    /// left in it (a clean exit).
    ~RecoveryManager() override;

    QString directory() const { return m_directory; }
    QString sessionDirectory() const;

    /// Writes (replaces) the copy COPY.id on the worker thread; copyWritten() or writeFailed()
    /// tells how it went. COPY's byte arrays are shared, not copied, on the way.
    void write(const RecoveryCopy &copy);
    /// Deletes the copy of document ID (after a clean save or close): a write of it still queued
    /// does not happen, contains() is false at once, and the files go on the worker thread after
    /// the writes queued before (the window never waits for the disk).
    void remove(const QString &id);
    /// True when a copy of document ID exists in this session.
    bool contains(const QString &id) const;
    /// Blocks until the queued writes are on disk (tests, and before a clean exit).
    void waitForWrites();

    /// Copies left by sessions that ended without cleaning up, oldest first. Locks those sessions
    /// so that another instance starting now does not offer them too.
    QList<RecoveredDocument> orphans();
    /// Moves an orphan into this session (it stays until the document is saved or closed).
    void adopt(const RecoveredDocument &document);
    /// Deletes an orphan for good.
    void discard(const RecoveredDocument &document);

    /// For tests: behave as if the process had crashed now: release the lock and leave every file.
    void simulateCrash();

Q_SIGNALS:
    /// The copy of ID is complete on disk.
    void copyWritten(const QString &id);
    /// The copy of ID could not be written.
    void writeFailed(const QString &id);

private:
    void removeSessionIfEmpty(const QString &session);
    bool writeNow(const RecoveryCopy &copy, quint64 generation);

    QString m_directory;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
    std::vector<std::unique_ptr<QLockFile>> m_orphanLocks;
    bool m_crashed = false;
    QThreadPool m_writer;                  // one thread: the writes happen in order
    mutable QMutex m_mutex;                // held for the bookkeeping below, never across the disk
    QHash<QString, quint64> m_generation;  // by id, under m_mutex: the latest write() or remove()
    QSet<QString> m_removed;               // under m_mutex: ids whose latest call was remove()
    QHash<QString, QByteArray> m_baseHash; // by id, the writer thread's only: of the .base on disk
};

} // namespace robots::ui
