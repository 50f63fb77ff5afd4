// SPDX-License-Identifier: MIT
#pragma once

#include <QMetaObject>
#include <QObject>

#include <mutex>
#include <utility>

namespace robots::ui {

/// Lets a worker thread post results to a QObject that may be destroyed meanwhile. The owner
/// holds it in a shared_ptr, hands copies to its workers and calls kill() first thing in its
/// destructor; post() and kill() take the same lock, so the target is alive while an event is
/// posted, and ~QObject drops events it has not run yet.
class Lifeline
{
public:
    /// Queues FUNCTOR to run on TARGET's thread; false (and nothing queued) once killed.
    template<typename Functor>
    bool post(QObject *target, Functor &&functor)
    {
        const std::lock_guard lock(m_mutex);
        if (!m_alive)
            return false;
        QMetaObject::invokeMethod(target, std::forward<Functor>(functor), Qt::QueuedConnection);
        return true;
    }

    void kill()
    {
        const std::lock_guard lock(m_mutex);
        m_alive = false;
    }

private:
    std::mutex m_mutex;
    bool m_alive = true;
};

} // namespace robots::ui
