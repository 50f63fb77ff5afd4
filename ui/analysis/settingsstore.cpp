// SPDX-License-Identifier: MIT
#include "analysis/settingsstore.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QSettings>
#include <QThread>

#include <memory>
#include <utility>

namespace robots::ui::Settings {

namespace {

// Lives until the application object is destroyed (a post routine, see store()), so the last
// writes reach the file when the application ends: the destructor waits for the writer's thread.
class Store
{
public:
    Store()
    {
        // The one read, before any write is queued (a QSettings here shares the file's copy and
        // mutex with the writer's, which has none yet).
        const QSettings settings;
        for (const QString &key : settings.allKeys())
            m_values.insert(key, settings.value(key));
        m_writer->moveToThread(&m_thread);
        m_thread.setObjectName(QStringLiteral("settings writer"));
        m_thread.start();
    }

    ~Store()
    {
        // QSettings' destructor writes what is pending, on the writer's thread, which then ends.
        QMetaObject::invokeMethod(m_writer.get(), [this] {
            m_settings.reset();
            // Let go of the thread, so the writer can be deleted from this one once it ended.
            m_writer->moveToThread(nullptr);
            QThread::currentThread()->quit();
        });
        m_thread.wait();
    }

    QVariant value(const QString &key, const QVariant &defaultValue) const
    {
        const QMutexLocker lock(&m_mutex);
        return m_values.value(key, defaultValue);
    }

    void setValue(const QString &key, const QVariant &value)
    {
        {
            const QMutexLocker lock(&m_mutex);
            m_values.insert(key, value);
        }
        write([key, value](QSettings &s) { s.setValue(key, value); });
    }

    void remove(const QString &key)
    {
        {
            const QMutexLocker lock(&m_mutex);
            const QString prefix = key + QLatin1Char('/');
            m_values.removeIf(
                [&](const auto &it) { return key.isEmpty() || it.key() == key || it.key().startsWith(prefix); });
        }
        write([key](QSettings &s) { s.remove(key); });
    }

    void flush()
    {
        QMetaObject::invokeMethod(m_writer.get(), [this] { settings().sync(); }, Qt::BlockingQueuedConnection);
    }

private:
    // Writer's thread only. QSettings writes the file from its own event (after the writes of one
    // turn of the writer's event loop), here on the writer's thread.
    QSettings &settings()
    {
        if (!m_settings)
            m_settings = std::make_unique<QSettings>();
        return *m_settings;
    }

    template<typename F>
    void write(F change)
    {
        QMetaObject::invokeMethod(m_writer.get(), [this, change] { change(settings()); });
    }

    mutable QMutex m_mutex;
    QHash<QString, QVariant> m_values;
    QThread m_thread;
    // The context of the queued writes: lives on m_thread.
    std::unique_ptr<QObject> m_writer = std::make_unique<QObject>();
    std::unique_ptr<QSettings> m_settings; // m_thread's
};

Store *instance = nullptr;

// Called by QCoreApplication's destructor first thing, while the application still runs its
// threads' events (its children are deleted later, too late for the writer's last event).
void destroyStore()
{
    delete std::exchange(instance, nullptr);
}

Store &store()
{
    if (!instance) {
        instance = new Store;
        qAddPostRoutine(destroyStore);
    }
    return *instance;
}

} // namespace

QVariant value(const QString &key, const QVariant &defaultValue)
{
    return store().value(key, defaultValue);
}

void setValue(const QString &key, const QVariant &value)
{
    store().setValue(key, value);
}

void remove(const QString &key)
{
    store().remove(key);
}

void clear()
{
    store().remove({});
}

void flush()
{
    store().flush();
}

} // namespace robots::ui::Settings
