// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>
#include <robots/verdict.h>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace robots::net {
class HostRulesCache;
}

namespace robots::ui {

/// The tester's live hosts: which cases another origin decides and that origin's answer.
///
/// RFC 9309 §2.3: each origin has its own robots.txt. A case whose URL is absolute http(s) on an
/// origin other than the document's site (any origin when there is no site) is decided by that
/// origin's live file, fetched on demand by the window's host rules; the tester shows "fetching…"
/// until it arrives and Unknown with the reason while it is unreachable.
///
/// The tester model owns one; it knows nothing of the model's cells, so the model keeps its own
/// layout and asks this object for origins and answers.
class TesterHosts : public QObject
{
    Q_OBJECT
public:
    /// One case's answer from its host.
    struct Answer
    {
        Access access = Access::Unknown;
        bool fetching = false;          ///< No verdict yet: that file is still being fetched.
        std::optional<Verdict> verdict; ///< The explanation from that host's file, when there is one.
        QString message;                ///< Why there is no verdict (unreachable …), or the fetch's message.
    };

    explicit TesterHosts(QObject *parent = nullptr);

    /// The many-host rules (not owned; null: every case uses the editor's text).
    void setCache(net::HostRulesCache *cache);
    net::HostRulesCache *cache() const;
    /// The document's site, a URL or origin; returns whether its origin changed.
    bool setSite(const QString &site);
    /// The site's origin key ("https://example.com:443"), empty when none.
    QString siteOrigin() const { return m_siteOrigin; }
    /// Check absolute URLs on other hosts; returns whether the setting changed.
    bool setEnabled(bool on);
    bool enabled() const { return m_enabled; }
    /// Checking other hosts is on and there are host rules to ask.
    bool active() const;

    /// The origin key whose live robots.txt decides URL, or empty when the editor's text does
    /// (not active, a relative URL, or the site's own origin).
    QString remoteOrigin(const QString &url) const;
    /// The answer of URL's host for AGENT under DIALECT; remembers its message for `message()`.
    Answer answer(const QString &url, const QString &agent, const Dialect &dialect) const;
    /// The last message of ORIGIN's host.
    QString message(const QString &origin) const { return m_messages.value(origin); }

Q_SIGNALS:
    /// ORIGIN's robots.txt arrived, changed or failed: the cases it decides need new answers.
    void hostUpdated(const QString &origin);

private:
    QPointer<net::HostRulesCache> m_cache;
    QString m_siteOrigin;
    bool m_enabled = false;
    // origin key → the host's last message; a cache of what answer() saw, so const may update it
    mutable QHash<QString, QString> m_messages;
};

} // namespace robots::ui
