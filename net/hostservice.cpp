// SPDX-License-Identifier: MIT
#include "net/hostservice.h"

#include "net/historystore.h"

#include <QNetworkAccessManager>

namespace robots::net {

HostService::HostService(QObject *parent)
    : QObject(parent)
    , m_history(std::make_unique<HistoryWorker>())
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_manager(new QNetworkAccessManager(this))
{
}

HostService::~HostService()
{
    cancelAll();
}

void HostService::setHistoryFile(const QString &path)
{
    m_history->setPath(path);
}

QString HostService::historyFile() const
{
    return m_history->path();
}

QString HostService::fetch(const QUrl &url)
{
    const std::optional<robots::Origin> origin = httpOrigin(url);
    if (!origin)
        return {};
    const QString key = QString::fromStdString(origin->key());
    if (isFetching(key) || isQueued(key))
        return key;
    if (m_maxParallel > 0 && m_running.size() >= m_maxParallel) {
        m_queue.append(key);
        m_queuedUrls.insert(key, robotsTxtUrl(*origin));
        return key;
    }
    start(key, robotsTxtUrl(*origin));
    return key;
}

void HostService::start(const QString &origin, const QUrl &robotsUrl)
{
    auto *fetcher = new Fetcher(m_manager, this);
    fetcher->setOptions(m_options);
    m_running.insert(origin, fetcher);
    connect(fetcher, &Fetcher::finished, this, [this, fetcher, origin](const FetchReport &report) {
        fetcher->deleteLater();
        onFinished(origin, report);
    });
    fetcher->start(robotsUrl);
    Q_EMIT started(origin);
}

void HostService::startQueued()
{
    while (!m_queue.isEmpty() && (m_maxParallel <= 0 || m_running.size() < m_maxParallel)) {
        const QString origin = m_queue.takeFirst();
        start(origin, m_queuedUrls.take(origin));
    }
}

void HostService::onFinished(const QString &origin, const FetchReport &report)
{
    m_running.remove(origin);
    const QDateTime fetchedAt = m_clock();
    if (!report.cancelled) {
        // RFC 9309 §2.4: the copy to fall back on while the host is unreachable, by the core's rule.
        if (robots::isGoodCopy(report.finalResult()))
            m_lastGood.insert(origin, Copy{report, fetchedAt});
        // Every finished fetch is history, at the time this service counts it as made; recorded
        // on the history's thread, announced when done (the front ends read it back then).
        if (!m_history->path().isEmpty()) {
            m_recording.insert(origin);
            m_history->record(report, fetchedAt, this,
                              [this, origin, report, fetchedAt](const HistoryWorker::Recorded &recorded) {
                                  if (!m_recording.remove(origin))
                                      return; // cancelled meanwhile
                                  if (!recorded.id)
                                      Q_EMIT recordFailed(origin, recorded.error);
                                  announce(origin, report, fetchedAt);
                              });
            Q_EMIT recording(origin);
            startQueued();
            return;
        }
    }
    announce(origin, report, fetchedAt);
}

void HostService::announce(const QString &origin, const FetchReport &report, const QDateTime &fetchedAt)
{
    Q_EMIT fetched(origin, report, fetchedAt);
    startQueued();
    if (!isBusy())
        Q_EMIT idle();
}

void HostService::cancel(const QString &origin)
{
    m_recording.remove(origin);
    m_queue.removeAll(origin);
    m_queuedUrls.remove(origin);
    if (const QPointer<Fetcher> fetcher = m_running.take(origin)) {
        fetcher->disconnect(this);
        delete fetcher.data();
    }
    startQueued();
}

void HostService::cancelAll()
{
    m_recording.clear();
    m_queue.clear();
    m_queuedUrls.clear();
    const auto running = std::exchange(m_running, {});
    for (const QPointer<Fetcher> &fetcher : running) {
        if (fetcher) {
            fetcher->disconnect(this);
            delete fetcher.data();
        }
    }
}

void HostService::abort(const QString &origin)
{
    m_queue.removeAll(origin);
    m_queuedUrls.remove(origin);
    if (const QPointer<Fetcher> fetcher = m_running.value(origin))
        fetcher->cancel(); // `finished` follows, queued
}

void HostService::abortAll()
{
    m_queue.clear();
    m_queuedUrls.clear();
    for (const QPointer<Fetcher> &fetcher : std::as_const(m_running))
        if (fetcher)
            fetcher->cancel(); // `finished` follows, queued
}

bool HostService::isFetching(const QString &origin) const
{
    return m_running.contains(origin) || m_recording.contains(origin);
}

std::optional<HostService::Copy> HostService::lastGoodCopy(const QString &origin) const
{
    const auto it = m_lastGood.constFind(origin);
    if (it == m_lastGood.cend())
        return std::nullopt;
    return *it;
}

} // namespace robots::net
