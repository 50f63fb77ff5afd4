// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/testcase.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace robots::ui {

/// What an import produced: the cases, and what was skipped and why (one line each).
struct ImportResult
{
    TestCases cases;
    QStringList warnings;
    QString error; ///< Set when nothing could be read (not XML, unreadable file …).
};

/// Importers of URL lists into test cases. Pure functions, no I/O except importFile().
namespace Importers {

/// One URL or path per line (pasted text, a text file, a text sitemap), read by the core's rule
/// for URL lists (robots/studio/urllist.h, shared with `robotstxt check --urls`): blank lines and lines
/// starting with `#` are skipped, white space trimmed; a line that is neither an absolute
/// http(s) URL nor a path starting with `/` is left out and, when WARNINGS is given, reported
/// there ("2 lines skipped: line 3 'not a url at all' is not a URL or a path; …"). O(n).
QStringList urlsFromText(const QString &text, QStringList *warnings = nullptr);

/// Reads CSV (RFC 4180 quoting; `,`, `;` or TAB, guessed from the first line). With a header
/// naming columns (`url`/`path`, `agent`/`user-agent`, `expected`/`verdict`, `dialect`), those
/// are used; without one the columns are url, agent, expected, dialect in that order. A row
/// without an agent becomes one case per DEFAULT_AGENTS entry.
ImportResult casesFromCsv(const QByteArray &csv, const QStringList &defaultAgents);

/// The page URLs of a sitemap (`<urlset><url><loc>`, sitemaps.org protocol), read by the audit's
/// reader (net::SitemapReader: gzip, the protocol's 50 MB and 50,000-URL limits, no DOCTYPE). A
/// sitemap index (`<sitemapindex>`) lists sitemaps, not pages: their URLs are returned too, with
/// a warning. Namespaces and prefixes do not matter.
ImportResult urlsFromSitemap(const QByteArray &xml, const QStringList &agents);

/// Pasted text: CSV when it has several columns, else one URL per line × AGENTS.
ImportResult casesFromPaste(const QString &text, const QStringList &agents);

/// Reads PATH and picks the importer by content (XML → sitemap, several columns → CSV, else a
/// URL list); URL lists are expanded × AGENTS.
ImportResult importFile(const QString &path, const QStringList &agents);

/// Parses RFC 4180 CSV into rows of fields with the core's one reader (robots::readCsv). Exposed for tests.
QList<QStringList> parseCsv(const QString &text, QChar separator);

} // namespace Importers

} // namespace robots::ui
