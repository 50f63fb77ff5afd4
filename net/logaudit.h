// SPDX-License-Identifier: MIT
#pragma once

// The log audit that `robotstxt logs` and the studio's Crawler Logs window share
// (docs/access-logs.md): from the robots.txt sources (files with the time each became live, a
// site file's hosts, a history database) and IP range files it sets up the LogJudge
// (robots/studio/accesslog.h), reads the logs with AccessLogReader, and hands back the summary,
// each file's result and a bounded record of requests for drilling down. Qt Core only; no
// translated text: an error is a kind and its values, each front end words it.

#include "net/accesslogreader.h"
#include "net/ipranges.h"

#include "robots/message.h"
#include "robots/studio/accesslog.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <climits>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace robots::net {

/// Where the robots.txt versions and the IP ranges come from.
struct LogAuditSources
{
    struct Robots
    {
        QString path;                     ///< Its file name labels the version.
        std::int64_t sinceMs = INT64_MIN; ///< Live from then on; INT64_MIN: always.
        std::optional<std::string> body;  ///< Already read (the editor's text); else read from path.
        QString label;                    ///< "" : the file name, and "(live from …)" with a time.
    };
    struct Ranges
    {
        QString name; ///< An operator (Google) or a crawler (Googlebot); "": the file's base name.
        QString path;
        std::optional<std::string> body; ///< Already read; else read from path.
    };
    /// One or more files for every host. When empty, the history is used.
    std::vector<Robots> robots;
    /// A site file (docs/site-file.md): its hosts' versions come from the history.
    QString siteFile;
    /// The history database; "" : HistoryStore::defaultPath(). Used when `robots` is empty.
    QString historyPath;
    std::vector<Ranges> ranges;
    /// Also the range files stored in the history (IpRangeStore::load): the newest copy of each,
    /// with its date in LogAuditSetup::storedRanges.
    bool storedRanges = false;
    /// Only these crawlers (names of the catalogue, any case); empty: every crawler.
    QStringList crawlers;
    /// Reads a file given without its body; nullopt when it cannot (the CLI's reader names the
    /// reason itself). Empty: QFile, the reason in LogAuditError::detail.
    std::function<std::optional<std::string>(const QString &path)> readFile;
};

/// Why the sources cannot be used. `index` is the source's index in its list (crawlers, ranges,
/// robots), `path` the file, `detail` the underlying error (as the OS or SQLite gives it).
struct LogAuditError
{
    enum class Kind {
        UnknownCrawler, ///< crawlers[index] is no crawler of the catalogue.
        UnnamedRanges,  ///< ranges[index]: neither name nor file name names an operator or a crawler.
        CannotRead,     ///< A robots.txt or range file cannot be read.
        NotRangeFile,   ///< ranges[index] is not an IP range file.
        CannotOpenHistory,
        BadSiteFile,
    };
    Kind kind = Kind::CannotRead;
    int index = -1;
    QString path;
    QString detail;          ///< The OS's reason (CannotRead with the default reader).
    robots::Message message; ///< The history's, the site file's or the range file's reason.
};

/// What prepare() set the judge up with, for the front ends to show and to build on.
struct LogAuditSetup
{
    QStringList notJudged;                        ///< Hosts of the history without any robots.txt.
    robots::IpVerifier verifier;                  ///< The ranges the judge verifies with (a copy: DNS adds to it).
    QList<IpRangeStore::LoadedFile> storedRanges; ///< LogAuditSources::storedRanges: each file and its date.
    /// Entries of the given range files that were skipped (the rest of each file is used).
    QList<std::pair<QString, robots::Message>> rangeProblems;
};

/// A crawler request kept for the drill-down.
struct RecordedRequest
{
    std::uint32_t file = 0; ///< Index in the log files.
    std::uint64_t line = 0; ///< Its line number in that file (from 1).
    std::int64_t timeMs = 0;
    std::string host;
    std::string target;
    std::string client;
    robots::Verification verification = robots::Verification::Unverified;
    robots::Judgement judgement = robots::Judgement::Allowed;
    std::uint32_t versionId = 0;    ///< LogAuditResult::versions' id, 0 when unjudged.
    std::uint32_t decidingLine = 0; ///< The deciding rule's line in that version, 0 when none.
};

/// The requests kept of one crawler: every violation and fetch within the allowance up to a cap,
/// and the first of the others; how many were not kept.
struct CrawlerRecord
{
    std::string crawler;                   ///< Catalogue token.
    std::vector<RecordedRequest> requests; ///< In log order.
    std::uint64_t droppedDisallowed = 0;   ///< Violations and fetches within the allowance not kept.
    std::uint64_t droppedOthers = 0;
};

struct LogAuditResult
{
    AccessLogReader::Result read;
    robots::LogSummary summary;
    std::vector<CrawlerRecord> records; ///< In the order of summary.crawlers.
    /// The versions judged against, with their text, by id (RecordedRequest::versionId).
    struct Version
    {
        std::uint32_t id = 0;
        std::string host;
        std::string label;
        std::int64_t sinceMs = 0;
        std::string body;
    };
    std::vector<Version> versions;
    [[nodiscard]] const Version *version(std::uint32_t id) const;
};

class LogAudit
{
public:
    /// Kept per crawler for the drill-down: disallowed fetches (violations and within the
    /// allowance) up to kKeepDisallowed, other requests up to kKeepOthers.
    static constexpr std::size_t kKeepDisallowed = 10000;
    static constexpr std::size_t kKeepOthers = 2000;

    struct Options
    {
        AccessLogReader::Options reader;
        /// Keep requests for the drill-down (LogAuditResult::records).
        bool record = false;
    };

    /// Reads the sources and sets up the judge; nullopt and `error` set when a source cannot be
    /// used. Hosts of the history without any robots.txt are named in `notJudged` (their requests
    /// stay unjudged). With the history, needs a QCoreApplication (Qt SQL).
    [[nodiscard]] static std::optional<robots::LogJudge> prepare(const LogAuditSources &sources, LogAuditError &error,
                                                                 QStringList *notJudged = nullptr,
                                                                 LogAuditSetup *setup = nullptr);

    /// Reads `logs` into `judge` (AccessLogReader::read: progress on the calling thread, cancel
    /// stops at the next chunk). Blocks: a GUI runs it on a worker thread.
    [[nodiscard]] static LogAuditResult run(const QStringList &logs, robots::LogJudge &judge, const Options &options,
                                            const std::function<void(const AccessLogReader::Progress &)> &progress = {},
                                            const std::atomic<bool> *cancel = nullptr);

    /// One row per crawler, the columns of `robotstxt logs --format csv` (RFC 4180, CRLF).
    [[nodiscard]] static std::string csv(const robots::LogSummary &summary);
    /// "2026-03-01T12:00:00Z"
    [[nodiscard]] static std::string isoTime(std::int64_t ms);
    /// A Crawl-delay as the CLI writes it (%g).
    [[nodiscard]] static std::string number(double value);
};

} // namespace robots::net
