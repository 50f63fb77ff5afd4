// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"

#include <robots/message.h>
#include <robots/studio/sitemapaudit.h>

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace robots::net {

/// What went wrong with one sitemap file; the audit goes on with the others.
struct SitemapProblem
{
    enum class Kind {
        HttpError,    ///< 404, 5xx … (status in `status`)
        NetworkError, ///< No answer, time-out, TLS …
        RedirectLoop, ///< A Location pointed back into the chain
        TooManyRedirects,
        TooManyUrls,  ///< More than 50,000 <loc> in one file (sitemaps.org); the rest still checked
        TooLarge,     ///< Over 50 MB uncompressed (sitemaps.org); reading stopped there (gzip bombs too)
        NotXml,       ///< An HTML page, plain text, a broken gzip stream …
        XmlError,     ///< Malformed XML (line, column in `message`)
        Doctype,      ///< A DOCTYPE / entity declarations: refused, never resolved
        IndexTooDeep, ///< An index of indexes of … past the depth limit, or a cycle of indexes
        TreeLimit,    ///< The whole tree passed the audit's URL limit; reading stopped
        Cancelled,
    };
    QUrl url; ///< The sitemap (or the file, for local ones).
    Kind kind = Kind::HttpError;
    std::optional<int> status;
    /// One sentence that says what happened and what was done: an id ("net.sitemap.…",
    /// "net.sitemapreader.…"), its English and arguments. Shown with robots::ui::messageText() in
    /// the GUI and with toEnglish() by the CLI; net/ translates nothing.
    robots::Message message;
};

/// Stable names for JSON and the CLI: "http-error", "redirect-loop", "too-large", "doctype" …
[[nodiscard]] QString sitemapProblemKindName(SitemapProblem::Kind kind);

/// The whole audit of a site's sitemaps against the draft and the live robots.txt.
struct SitemapAuditReport
{
    robots::SitemapAuditResult result;
    QStringList agents;
    QList<QUrl> sitemapsRead; ///< Every file read, index files included.
    QList<SitemapProblem> problems;
    std::optional<FetchReport> liveRobots; ///< The live robots.txt fetch (nullopt when not fetched).
    bool cancelled = false;
};

/// Runs a sitemap audit: fetches the site's live robots.txt (for its `Sitemap:` lines and its
/// rules), reads every sitemap given or named there — following sitemap indexes, `.xml` and
/// `.xml.gz` (zlib, streamed, stopped at 50 MB uncompressed), local files too — and streams
/// every <loc> into a robots::SitemapAudit. Every file is downloaded by net::Fetcher
/// (Fetcher::download(): the fetcher's one request, redirect rule, time-outs and scheme check),
/// its body handed to a SitemapReader piece by piece and never kept whole. XML is read with QXmlStreamReader; a DOCTYPE
/// is refused and entities are never resolved.
///
/// The work runs on a worker thread; the object lives on the caller's thread and emits
/// `progress` (throttled) and `finished` there, so the window never waits on it. One audit at a
/// time; cancel() stops it soon (finished with cancelled set, what was read so far kept).
class SitemapAuditor : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QUrl site;                       ///< https://example.com/ (its robots.txt is fetched)
        QList<QUrl> sitemaps;            ///< Extra sitemaps (http(s) or file URLs)
        std::optional<QByteArray> draft; ///< The robots.txt to audit against; nullopt: the live file
        QStringList agents{QStringLiteral("Googlebot")};
        const robots::Dialect *dialect = &robots::defaultDialect();
        FetchOptions fetch;          ///< User-Agent, time-outs
        qint64 maxUrls = 10'000'000; ///< The whole tree's limit (TreeLimit past it)
        int maxIndexDepth = 3;
        int parallel = 4; ///< Sitemaps fetched at once
        /// URLs kept per group in the report (robots::SitemapAudit::setSampleLimit); the counts
        /// stay exact. Default: all (the window lists them all and exports them).
        std::size_t sampleLimit = std::numeric_limits<std::size_t>::max();
        /// When set, the CSV rows are written here as the URLs are judged, on the worker thread
        /// (robots::SitemapAudit::streamCsv), the last ones before `finished`.
        std::function<void(std::string_view)> csv;
    };

    explicit SitemapAuditor(QObject *parent = nullptr);
    ~SitemapAuditor() override;

    /// Starts an audit. One at a time: an audit still running is cancelled first, and its
    /// `finished` is not emitted.
    void start(const Options &options);
    void cancel();
    [[nodiscard]] bool isRunning() const;
    /// The last audit's report, moved out (an empty report after the first call): a receiver of
    /// `finished` that keeps the report takes it here instead of copying every URL of it.
    [[nodiscard]] SitemapAuditReport takeReport();

Q_SIGNALS:
    /// Sitemaps read / known so far, URLs checked, URLs blocked by the draft (any agent).
    void progress(int sitemapsDone, int sitemapsKnown, qint64 urls, qint64 blocked);
    void problem(const robots::net::SitemapProblem &problem);
    void finished(const robots::net::SitemapAuditReport &report);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

/// Runs one audit to the end in a local event loop (CLI, tests).
[[nodiscard]] SitemapAuditReport auditSitemapsBlocking(const SitemapAuditor::Options &options);

} // namespace robots::net

Q_DECLARE_METATYPE(robots::net::SitemapProblem)
Q_DECLARE_METATYPE(robots::net::SitemapAuditReport)
