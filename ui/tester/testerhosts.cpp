// SPDX-License-Identifier: MIT
#include "tester/testerhosts.h"

#include "analysis/fetchmessagetext.h"

#include "net/hostrulescache.h"

#include <QUrl>

namespace robots::ui {

TesterHosts::TesterHosts(QObject *parent)
    : QObject(parent)
{
}

void TesterHosts::setCache(net::HostRulesCache *cache)
{
    if (m_cache)
        disconnect(m_cache, nullptr, this, nullptr);
    m_cache = cache;
    if (m_cache)
        connect(m_cache, &net::HostRulesCache::hostUpdated, this, &TesterHosts::hostUpdated);
}

net::HostRulesCache *TesterHosts::cache() const
{
    return m_cache;
}

bool TesterHosts::setSite(const QString &site)
{
    const QString trimmed = site.trimmed();
    const QString origin = trimmed.isEmpty() ? QString() : net::hostKey(net::urlFromUserInput(trimmed));
    if (origin == m_siteOrigin)
        return false;
    m_siteOrigin = origin;
    return true;
}

bool TesterHosts::setEnabled(bool on)
{
    if (on == m_enabled)
        return false;
    m_enabled = on;
    return true;
}

bool TesterHosts::active() const
{
    return m_enabled && m_cache;
}

QString TesterHosts::remoteOrigin(const QString &url) const
{
    if (!active())
        return {};
    const QString origin = net::hostKey(QUrl(url));
    return origin == m_siteOrigin ? QString() : origin;
}

TesterHosts::Answer TesterHosts::answer(const QString &url, const QString &agent, const Dialect &dialect) const
{
    Answer a;
    if (!m_cache)
        return a;
    const net::HostRulesCache::HostVerdict hv = m_cache->verdict(url, agent, dialect);
    a.access = hv.access;
    a.fetching = hv.access == Access::Unknown && hv.freshness == net::HostRulesCache::Freshness::Fetching;
    a.verdict = hv.verdict;
    a.message = fetchMessageText(hv.message);
    m_messages.insert(net::hostKey(QUrl(url)), a.message);
    return a;
}

} // namespace robots::ui
