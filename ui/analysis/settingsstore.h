// SPDX-License-Identifier: MIT
#pragma once

// The application's settings (QSettings' default file, as QSettings() names it) without the disk
// in the caller's way. Values are read from memory: the file is read once, on first use. Every
// write changes memory at once and is queued to a thread of its own, where QSettings writes the
// file under its lock file (QLockFile "<file>.lock"); another process holding that lock, or a
// slow disk, then delays the file, never the window. QSettings shares one in-memory copy of a
// file (and its mutex) between all its objects in a process, so the window must not open a
// QSettings of its own while the writer may wait for the lock: everything goes through here.
// Changes made to the file by another process while this one runs are not seen (the last
// process to write a key wins, as with QSettings).

#include <QString>
#include <QVariant>

namespace robots::ui::Settings {

/// KEY's value, or DEFAULTVALUE when it is absent. Any thread.
QVariant value(const QString &key, const QVariant &defaultValue = {});
/// Sets KEY; the file follows on the writer's thread.
void setValue(const QString &key, const QVariant &value);
/// Removes KEY and every key under it ("learn" removes "learn/…"); an empty KEY removes all.
void remove(const QString &key);
/// Removes every key (remove({})).
void clear();
/// Waits until every write queued so far is in the file (at shutdown, and for tests). It waits
/// for the lock file, so the window calls it only when it is about to close.
void flush();

} // namespace robots::ui::Settings
