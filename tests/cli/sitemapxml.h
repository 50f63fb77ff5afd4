// SPDX-License-Identifier: MIT
#pragma once

// Sitemaps for the tests, in the sitemaps.org 0.9 format: a <urlset> of page URLs and a
// <sitemapindex> of sitemap URLs (each <loc> escaped as XML requires).

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace clitest {

inline QByteArray sitemapXml(const char *root, const char *entry, const QStringList &locs)
{
    QByteArray xml = QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<") + root +
                     " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += QByteArray("<") + entry + "><loc>" + loc.toHtmlEscaped().toUtf8() + "</loc></" + entry + ">\n";
    return xml + "</" + root + ">\n";
}

inline QByteArray urlset(const QStringList &locs)
{
    return sitemapXml("urlset", "url", locs);
}

inline QByteArray sitemapIndex(const QStringList &locs)
{
    return sitemapXml("sitemapindex", "sitemap", locs);
}

} // namespace clitest
