// SPDX-License-Identifier: MIT
#include "net/logaudit.h"

#include "net/historystore.h"
#include "net/robotshistory.h"
#include "net/sitefile.h"

#include "robots/studio/crawlers.h"
#include "robots/studio/csv.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <cstdio>
#include <ctime>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

/// The host of an origin key or URL ("https://www.example.com:443" → "www.example.com").
std::string hostOf(const QString &originOrUrl)
{
    const QUrl url(originOrUrl.contains(u"://"_s) ? originOrUrl : u"https://"_s + originOrUrl);
    return url.host().toStdString();
}

/// The operator a range file belongs to: its name (an operator or a crawler of it), or, without
/// one, the crawler its file is named after (gptbot.json).
std::optional<std::string> operatorOf(const LogAuditSources::Ranges &r)
{
    const QString name = r.name.isEmpty() ? QFileInfo(r.path).completeBaseName() : r.name;
    if (const robots::Crawler *c = robots::findCrawler(name.toStdString()))
        return std::string(c->operatorName);
    for (const robots::Crawler &c : robots::crawlerCatalogue())
        if (QString::compare(QString::fromUtf8(c.operatorName.data(), qsizetype(c.operatorName.size())), name,
                             Qt::CaseInsensitive) == 0)
            return std::string(c.operatorName);
    return std::nullopt;
}

std::optional<std::string> readBody(const LogAuditSources &sources, const QString &path, LogAuditError &error)
{
    if (sources.readFile) {
        std::optional<std::string> body = sources.readFile(path);
        if (!body)
            error.path = path;
        return body;
    }
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        error.path = path;
        error.detail = QFileInfo(path).isDir() ? u"is a directory"_s : file.errorString();
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        error.path = path;
        error.detail = file.errorString();
        return std::nullopt;
    }
    return bytes.toStdString();
}

/// Keeps each crawler's requests for the drill-down, bounded (LogAudit::kKeep*).
class Recorder
{
public:
    void add(std::uint32_t file, std::uint64_t line, const robots::LogRequest &request,
             const robots::JudgedRequest &judged)
    {
        auto [it, added] = m_index.emplace(judged.crawler, m_records.size());
        if (added)
            m_records.push_back({std::string(judged.crawler->token), {}, 0, 0});
        CrawlerRecord &r = m_records[it->second];
        Counts &counts = m_counts[judged.crawler];
        const bool disallowed =
            judged.judgement == robots::Judgement::Violation || judged.judgement == robots::Judgement::WithinAllowance;
        if (disallowed ? counts.disallowed >= LogAudit::kKeepDisallowed : counts.others >= LogAudit::kKeepOthers) {
            ++(disallowed ? r.droppedDisallowed : r.droppedOthers);
            return;
        }
        ++(disallowed ? counts.disallowed : counts.others);
        r.requests.push_back({file, line, request.timeMs, std::string(request.host), std::string(request.target),
                              std::string(request.client), judged.verification, judged.judgement, judged.versionId,
                              judged.decidingLine});
    }

    /// The records in the order of the summary's crawlers.
    std::vector<CrawlerRecord> take(const robots::LogSummary &summary)
    {
        std::vector<CrawlerRecord> out;
        for (const robots::CrawlerStats &c : summary.crawlers) {
            if (const auto it = m_index.find(c.crawler); it != m_index.end())
                out.push_back(std::move(m_records[it->second]));
            else
                out.push_back({std::string(c.crawler->token), {}, 0, 0});
        }
        return out;
    }

private:
    struct Counts
    {
        std::size_t disallowed = 0;
        std::size_t others = 0;
    };
    std::unordered_map<const robots::Crawler *, std::size_t> m_index;
    std::unordered_map<const robots::Crawler *, Counts> m_counts;
    std::vector<CrawlerRecord> m_records;
};

} // namespace

const LogAuditResult::Version *LogAuditResult::version(std::uint32_t id) const
{
    for (const Version &v : versions)
        if (v.id == id)
            return &v;
    return nullptr;
}

std::optional<robots::LogJudge> LogAudit::prepare(const LogAuditSources &sources, LogAuditError &error,
                                                  QStringList *notJudged, LogAuditSetup *setup)
{
    LogAuditSetup unused;
    LogAuditSetup &out = setup ? *setup : unused;
    robots::LogJudge judge;
    std::vector<std::string> crawlers;
    for (qsizetype i = 0; i < sources.crawlers.size(); ++i) {
        const robots::Crawler *c = robots::findCrawler(sources.crawlers[i].toStdString());
        if (!c) {
            error = {LogAuditError::Kind::UnknownCrawler, int(i), sources.crawlers[i], {}, {}};
            return std::nullopt;
        }
        crawlers.emplace_back(c->token);
    }
    judge.setCrawlerFilter(crawlers);

    robots::IpVerifier verifier;
    for (std::size_t i = 0; i < sources.ranges.size(); ++i) {
        const LogAuditSources::Ranges &r = sources.ranges[i];
        const std::optional<std::string> op = operatorOf(r);
        if (!op) {
            error = {LogAuditError::Kind::UnnamedRanges, int(i), r.path, {}, {}};
            return std::nullopt;
        }
        error = {LogAuditError::Kind::CannotRead, int(i), {}, {}, {}};
        const std::optional<std::string> body = r.body ? r.body : readBody(sources, r.path, error);
        if (!body)
            return std::nullopt;
        const IpRangeParse parsed = parseIpRangeFile(QByteArray::fromStdString(*body));
        if (!parsed.file) {
            error = {LogAuditError::Kind::NotRangeFile, int(i), r.path, {}, parsed.error};
            return std::nullopt;
        }
        for (const robots::Message &problem : parsed.problems)
            out.rangeProblems.append({r.path, problem});
        verifier.add(*op, *parsed.file);
    }
    const QString dbPath = sources.historyPath.isEmpty() ? HistoryStore::defaultPath() : sources.historyPath;
    if (sources.storedRanges) {
        HistoryStore store;
        if (!store.open(dbPath)) {
            error = {LogAuditError::Kind::CannotOpenHistory, -1, dbPath, {}, store.error()};
            return std::nullopt;
        }
        const IpRangeStore::Loaded loaded = IpRangeStore::load(store);
        for (const auto &[operatorName, file] : loaded.ranges)
            verifier.add(operatorName, file);
        out.storedRanges = loaded.files;
    }
    out.verifier = verifier;
    judge.setVerifier(std::move(verifier));

    if (!sources.robots.empty()) {
        std::vector<robots::RobotsVersion> versions;
        for (std::size_t i = 0; i < sources.robots.size(); ++i) {
            const LogAuditSources::Robots &r = sources.robots[i];
            error = {LogAuditError::Kind::CannotRead, int(i), {}, {}, {}};
            std::optional<std::string> body = r.body ? r.body : readBody(sources, r.path, error);
            if (!body)
                return std::nullopt;
            std::string label = r.label.isEmpty() ? QFileInfo(r.path).fileName().toStdString() : r.label.toStdString();
            if (r.label.isEmpty() && r.sinceMs != INT64_MIN)
                label += " (live from " + isoTime(r.sinceMs) + ")";
            versions.push_back({r.sinceMs, std::move(*body), std::move(label)});
        }
        judge.setVersions("", std::move(versions));
        return judge;
    }

    HistoryStore store;
    if (!store.open(dbPath)) {
        error = {LogAuditError::Kind::CannotOpenHistory, -1, dbPath, {}, store.error()};
        return std::nullopt;
    }
    QStringList origins;
    if (!sources.siteFile.isEmpty()) {
        robots::Message message;
        const std::optional<SiteFile> site = SiteFile::load(sources.siteFile, &message);
        if (!site) {
            error = {LogAuditError::Kind::BadSiteFile, -1, sources.siteFile, {}, message};
            return std::nullopt;
        }
        for (const QUrl &host : site->hosts)
            origins << host.toString();
    } else {
        origins = store.origins();
    }
    int withVersions = 0;
    std::vector<robots::RobotsVersion> only;
    for (const QString &origin : origins) {
        std::vector<robots::RobotsVersion> versions = liveVersions(store, origin);
        if (versions.empty()) {
            if (notJudged)
                *notJudged << origin;
            out.notJudged << origin;
            continue;
        }
        ++withVersions;
        only = versions;
        judge.setVersions(hostOf(origin), std::move(versions));
    }
    // A log that names no host (Combined) belongs to the site's one host, when it has one.
    if (withVersions == 1)
        judge.setVersions("", std::move(only));
    return judge;
}

LogAuditResult LogAudit::run(const QStringList &logs, robots::LogJudge &judge, const Options &options,
                             const std::function<void(const AccessLogReader::Progress &)> &progress,
                             const std::atomic<bool> *cancel)
{
    LogAuditResult result;
    AccessLogReader::Options reader = options.reader;
    Recorder recorder;
    if (options.record) {
        reader.judged = [&recorder, next = reader.judged](std::uint32_t file, std::uint64_t line,
                                                          const robots::LogRequest &request,
                                                          const robots::JudgedRequest &judged) {
            recorder.add(file, line, request, judged);
            if (next)
                next(file, line, request, judged);
        };
    }
    result.read = AccessLogReader::read(logs, judge, reader, progress, cancel);
    result.summary = judge.summary();
    if (options.record) {
        result.records = recorder.take(result.summary);
        for (const robots::JudgeVersion &v : judge.versions())
            result.versions.push_back({v.id, v.host, v.label, v.sinceMs, std::string(v.body)});
    }
    return result;
}

std::string LogAudit::isoTime(std::int64_t ms)
{
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

std::string LogAudit::number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

std::string LogAudit::csv(const robots::LogSummary &s)
{
    std::string text;
    robots::appendCsvRecord(text, {"crawler", "operator", "category", "requests", "verified", "unverified", "spoofed",
                                   "violations", "verified violations", "within allowance", "unjudged",
                                   "preference conflicts", "robots.txt fetches", "last robots.txt fetch",
                                   "longest robots.txt gap (s)", "peak per minute", "crawl-delay"});
    for (const robots::CrawlerStats &c : s.crawlers) {
        robots::appendCsvRecord(
            text, std::vector<std::string>{std::string(c.crawler->token), std::string(c.crawler->operatorName),
                                           std::string(robots::crawlerCategoryName(c.crawler->category)),
                                           std::to_string(c.requests), std::to_string(c.byVerification[0]),
                                           std::to_string(c.byVerification[1]), std::to_string(c.byVerification[2]),
                                           std::to_string(c.violations), std::to_string(c.verifiedViolations),
                                           std::to_string(c.withinAllowance), std::to_string(c.unjudged),
                                           std::to_string(c.preferenceConflicts), std::to_string(c.robotsFetches),
                                           c.robotsFetches ? isoTime(c.lastRobotsFetchMs) : std::string(),
                                           std::to_string(c.longestRobotsGapMs / 1000), std::to_string(c.peakPerMinute),
                                           c.crawlDelay ? number(*c.crawlDelay) : std::string()});
    }
    return text;
}

} // namespace robots::net
