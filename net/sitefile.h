// SPDX-License-Identifier: MIT
#pragma once

#include <robots/message.h>

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace robots::net {

/// A site the user looks after: its name, its hosts, the sitemaps and agents its audit uses.
/// Saved as a small JSON file (`*.robotssite`, docs/site-file.md) that the studio reopens and
/// `robotstxt site fetch SITEFILE` reads in CI or cron.
///
/// {"format": "robotstxt-studio-site", "version": 1, "name": "Example shop",
///  "hosts": ["https://www.example.com", "https://m.example.com"],
///  "sitemaps": ["https://www.example.com/sitemap_index.xml"],
///  "agents": ["Googlebot", "Bingbot", "GPTBot"],
///  "refreshMinutes": 0}
struct SiteFile
{
    QString name;
    QList<QUrl> hosts;      ///< Origins (scheme://host[:port]); each one's /robots.txt is fetched.
    QList<QUrl> sitemaps;   ///< Extra sitemaps for the audit besides the robots.txt `Sitemap:` lines.
    QStringList agents;     ///< The audit's agents (empty: Googlebot).
    int refreshMinutes = 0; ///< Periodic refresh while the studio runs; 0 = off (the default).

    static constexpr int kVersion = 1;
    [[nodiscard]] static QString suffix() { return QStringLiteral("robotssite"); }

    /// Reads a site file. nullopt with `error` set (a message "net.site-file.…": "line 3: …", "not a
    /// site file", "version 2 is newer than this studio reads") when it cannot; unknown keys are ignored.
    [[nodiscard]] static std::optional<SiteFile> load(const QString &path, robots::Message *error = nullptr);
    /// Writes atomically (QSaveFile). False with `error` set on failure.
    bool save(const QString &path, robots::Message *error = nullptr) const;

    /// Adds an origin unless present (any URL of the host is reduced to its origin). True if added.
    bool addHost(const QUrl &url);
};

/// Hosts named by robots.txt bodies and sitemap URLs that the site does not list yet: the
/// origins of `Sitemap:` lines and of sitemap URLs, same registrable-looking host family
/// (`www.example.com`, `m.example.com`, `shop.example.com` for a site on example.com). O(n).
[[nodiscard]] QList<QUrl> discoverHosts(const SiteFile &site, const QList<QUrl> &namedUrls);

} // namespace robots::net
