// SPDX-License-Identifier: MIT
// The sitemap audit's network side. Everything runs on one worker thread with its own event
// loop: the live robots.txt (Fetcher::start), then every sitemap (Fetcher::download, `parallel`
// at a time, one QNetworkAccessManager for all), each read through a SitemapReader as its bytes
// arrive and fed into one robots::SitemapAudit. The SitemapAuditor on the caller's thread only receives queued calls
// (progress, problems, the report), so a window never waits on the network or the parser.
#include "net/sitemapauditor.h"

#include "net/fetcher.h"
#include "net/sitemapreader.h"

#include <robots/robotsfile.h>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <deque>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace robots::net {

namespace {

// The audit's sentences: robots::Message values (a stable id, the English, the arguments), shown
// by the GUI through robots::ui::messageText() and by the CLI in English.
std::string number(qint64 n)
{
    return std::to_string(n);
}

std::string utf8(const QString &text)
{
    return text.toStdString();
}

/// A count as the English sentence writes it, 50,000, whatever the locale.
std::string englishNumber(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n).toStdString();
}

robots::Message httpMessage(int status, const QByteArray &reason)
{
    const std::string phrase = utf8(QString::fromUtf8(reason).trimmed());
    if (phrase.empty())
        return robots::Message("net.sitemap.http", "The server answered %1: this sitemap was not read.",
                               {number(status)});
    return robots::Message("net.sitemap.http-reason", "The server answered %1 %2: this sitemap was not read.",
                           {number(status), phrase});
}

robots::Message networkMessage(const QString &why)
{
    return robots::Message(
        "net.sitemap.network",
        "No usable answer (%1): this sitemap was not read to the end; the URLs read before were checked.", {utf8(why)});
}

robots::Message stalledMessage(std::chrono::milliseconds timeout)
{
    const std::string seconds = utf8(QString::number(double(timeout.count()) / 1000.0));
    return robots::Message("net.sitemap.stalled",
                           "No usable answer (no data received for %1 s): this sitemap was not read to the end; the "
                           "URLs read before were checked.",
                           {seconds});
}

robots::Message tooSlowMessage(std::chrono::milliseconds limit)
{
    const qint64 seconds = std::chrono::duration_cast<std::chrono::seconds>(limit).count();
    return robots::Message("net.sitemap.too-slow",
                           "The sitemap took longer than %1 s: reading stopped; the URLs read before were checked.",
                           {number(seconds)});
}

robots::Message loopMessage(const QUrl &target)
{
    return robots::Message("net.sitemap.redirect-loop", "The redirects loop back to %1: this sitemap was not read.",
                           {utf8(target.toString())});
}

robots::Message tooManyRedirectsMessage(int limit)
{
    return robots::Message("net.sitemap.too-many-redirects", "More than %1 redirects: this sitemap was not read.",
                           {number(limit)});
}

robots::Message redirectNotHttpMessage(const QUrl &target)
{
    return robots::Message("net.sitemap.redirect-not-http",
                           "A redirect to %1, which is not an http or https URL, was not followed: this sitemap was "
                           "not read.",
                           {utf8(target.toString())});
}

robots::Message redirectNoLocationMessage(int status)
{
    return robots::Message("net.sitemap.redirect-no-location",
                           "A %1 redirect without a usable Location: this sitemap was not read.", {number(status)});
}

robots::Message notHttpMessage(const QUrl &url)
{
    return robots::Message("net.sitemap.not-http", "%1 is not an http or https URL: not read.", {utf8(url.toString())});
}

robots::Message localFileMessage(const QString &path, const QString &why)
{
    return robots::Message("net.sitemap.local-file", "Cannot read %1: %2.", {utf8(path), utf8(why)});
}

robots::Message localFolderMessage(const QString &path)
{
    return robots::Message("net.sitemap.local-folder", "Cannot read %1: it is a folder.", {utf8(path)});
}

robots::Message tooDeepMessage(int depth)
{
    return robots::Message("net.sitemap.too-deep",
                           "Sitemap indexes nested more than %1 deep: the sitemaps this index lists were not read.",
                           {number(depth)});
}

robots::Message cycleMessage(const QUrl &child)
{
    return robots::Message("net.sitemap.cycle",
                           "The index lists %1, which is one of its own parents (a cycle): not read again.",
                           {utf8(child.toString())});
}

robots::Message treeLimitMessage(qint64 urls)
{
    return robots::Message("net.sitemap.tree-limit",
                           "The sitemaps list more than %1 URLs, the audit's limit: reading stopped there.",
                           {englishNumber(urls)});
}

robots::Message transferLimitMessage(qint64 bytes)
{
    const std::string megabytes = utf8(QString::number(double(bytes) / (1024.0 * 1024.0)));
    return robots::Message("net.sitemap.transfer-limit",
                           "More than %1 MB sent for one sitemap: reading stopped there (a sitemap is at most 50 MB "
                           "uncompressed, sitemaps.org); the URLs before it were checked.",
                           {megabytes});
}

robots::Message cancelledMessage()
{
    return robots::Message("net.sitemap.cancelled", "Cancelled: the URLs read until then were checked.");
}

bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return (scheme == u"http" || scheme == u"https") && !url.host().isEmpty();
}

QString keyOf(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveFragment | QUrl::NormalizePathSegments).toString(QUrl::FullyEncoded);
}

constexpr qint64 kChunk = 64 * 1024;
/// Bytes downloaded for one sitemap at most: its 50 MB uncompressed (sitemaps.org) plus a margin
/// for what compression adds (gzip's headers, deflate's stored blocks: a few KB at 50 MB, twice
/// for a gzip file sent with Content-Encoding: gzip). Only a body with more than a sitemap's bytes
/// after its gzip data (trailing bytes, empty gzip members) reaches it, and it is then cut there.
constexpr qint64 kMaxTransferBytes = SitemapReader::kMaxUncompressedBytes + 1024 * 1024;
constexpr auto kProgressInterval = 100ms; // ≤ 10 progress reports a second
constexpr auto kCancelPoll = 25ms;

struct Shared
{
    std::atomic<bool> cancel{false};
};

struct Callbacks
{
    std::function<void(int, int, qint64, qint64)> progress;
    std::function<void(const SitemapProblem &)> problem;
    std::function<void(SitemapAuditReport)> finished;
};

/// A local sitemap file read, inflated and parsed off the worker thread: what its SitemapReader
/// said, in order, replayed on the worker thread into the one SitemapAudit (which is not
/// thread-safe, and whose groups keep the sitemaps' order). Budget: a million sitemap URLs from
/// local .xml.gz files ≤ 2 s — the XML reader is half the work, so two files are read at once on
/// two cores while the worker judges the URLs of the ones already read.
struct ParsedFile
{
    enum class Kind : unsigned char {
        Url,
        Child,
        Flag,
    };
    struct Event
    {
        Kind kind = Kind::Url;
        std::uint32_t length = 0; ///< Bytes of the <loc> in `locs` (Url, Child).
    };
    std::string locs;                      ///< Every <loc>, one after the other.
    std::vector<Event> events;             ///< In the order the reader said them.
    std::vector<SitemapProblem> flags;     ///< One per Flag event, in order.
    bool cannotOpen = false;               ///< A folder, or open() failed (`error` says why).
    bool readError = false;                ///< Reading failed part-way (`error` says why).
    bool cancelled = false;                ///< The audit was cancelled while reading.
    bool ok = true;                        ///< The reader's feed() and finish() said fine.
    std::optional<SitemapProblem> problem; ///< The reader's problem() when not ok.
    QString error;
    std::atomic<bool> ready{false};
};

void parseLocalFile(const QString &path, const std::atomic<bool> &cancel, ParsedFile &out)
{
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        out.cannotOpen = true;
        out.error = file.errorString();
        return;
    }
    SitemapReader::Callbacks callbacks;
    const auto loc = [&out](ParsedFile::Kind kind) {
        return [&out, kind](QByteArrayView bytes) {
            out.locs.append(bytes.data(), std::size_t(bytes.size()));
            out.events.push_back({kind, std::uint32_t(bytes.size())});
        };
    };
    callbacks.url = loc(ParsedFile::Kind::Url);
    callbacks.child = loc(ParsedFile::Kind::Child);
    callbacks.flag = [&out](const SitemapProblem &p) {
        out.events.push_back({ParsedFile::Kind::Flag, 0});
        out.flags.push_back(p);
    };
    SitemapReader reader(std::move(callbacks));
    bool ok = true;
    while (ok && !file.atEnd()) {
        if (cancel.load(std::memory_order_relaxed)) {
            out.cancelled = true;
            return;
        }
        const QByteArray chunk = file.read(kChunk);
        if (chunk.isEmpty() && file.error() != QFileDevice::NoError) {
            out.readError = true;
            out.error = file.errorString();
            return;
        }
        ok = reader.feed(chunk);
    }
    if (ok)
        ok = reader.finish();
    out.ok = ok;
    if (!ok)
        out.problem = reader.problem();
}

/// One audit, on the worker thread. Created, run and destroyed there.
class Worker : public QObject
{
public:
    Worker(SitemapAuditor::Options options, Shared &shared, Callbacks callbacks, std::function<void()> quit)
        : m_options(std::move(options))
        , m_shared(shared)
        , m_callbacks(std::move(callbacks))
        , m_quit(std::move(quit))
        , m_nam(new QNetworkAccessManager(this))
        , m_fetcher(new Fetcher(m_nam, this))
    {
        m_cancelPoll.setInterval(kCancelPoll);
        connect(&m_cancelPoll, &QTimer::timeout, this, [this] {
            if (m_shared.cancel.load(std::memory_order_relaxed))
                stopAll(true);
        });
        connect(m_fetcher, &Fetcher::finished, this, [this](const FetchReport &report) { onRobots(report); });
        m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    }

    ~Worker() override
    {
        m_pool.waitForDone(); // the local files' readers write into members of m_active
        // The fetchers outlive the members their handlers use: cut them off first (a fetcher
        // destroyed while running aborts its request without a word).
        m_fetcher->disconnect(this);
        for (const auto &a : m_active)
            if (a->fetcher)
                a->fetcher->disconnect(this);
    }

    Worker(const Worker &) = delete;
    Worker &operator=(const Worker &) = delete;

    void start()
    {
        m_cancelPoll.start();
        m_clock.start();
        m_report.agents = m_options.agents;
        if (isHttp(m_options.site)) {
            m_fetcher->setOptions(m_options.fetch);
            m_fetcher->start(m_options.site);
        } else {
            onRobots(std::nullopt);
        }
    }

private:
    struct Job
    {
        QUrl url;
        int depth = 0;
        QList<QUrl> parents; ///< The index files above it, top first.
    };

    struct Active
    {
        Job job;
        QUrl current; ///< The URL whose body is read (after redirects): relative <loc> resolve against it.
        std::unique_ptr<Fetcher> fetcher; ///< http(s) sitemaps; none for local files.
        std::unique_ptr<SitemapReader> reader;
        std::unique_ptr<ParsedFile> parsed; ///< Local files: read on m_pool, replayed in order.
        std::uint32_t source = 0;
        bool readerStopped = false; ///< The reader refused more bytes (its problem, or the tree's limit).
        bool stopped = false;       ///< Cancelled or past the tree's limit.
        bool done = false;
        bool depthFlagged = false;
    };

    void onRobots(std::optional<FetchReport> live)
    {
        if (live)
            m_report.liveRobots = live;
        if (m_stopping || (live && live->cancelled)) {
            m_stopping = true;
            finish();
            return;
        }
        const robots::Dialect &dialect = *m_options.dialect;
        std::optional<QByteArray> liveBody;
        if (live) {
            switch (live->decision.outcome) {
            case robots::FetchOutcome::ParseBody:
                liveBody = live->bytesForParsing();
                break;
            case robots::FetchOutcome::AllowAll:
                liveBody = QByteArray(); // RFC 9309 §2.3.1.3: no file, everything allowed
                break;
            case robots::FetchOutcome::DisallowAll:
            case robots::FetchOutcome::Unavailable:
                break; // no rules to compare with; the report says why
            }
        }
        const QByteArray draft = m_options.draft ? *m_options.draft : liveBody.value_or(QByteArray());
        std::optional<std::string_view> liveView;
        if (liveBody)
            liveView = std::string_view(liveBody->constData(), std::size_t(liveBody->size()));
        std::vector<std::string> agents;
        for (const QString &agent : std::as_const(m_options.agents))
            agents.push_back(agent.toStdString());
        const std::optional<robots::Origin> siteOrigin = httpOrigin(m_options.site);
        const std::string origin = siteOrigin ? siteOrigin->key() : std::string();
        m_audit.emplace(std::string_view(draft.constData(), std::size_t(draft.size())), liveView, std::move(agents),
                        dialect, origin);
        m_audit->setSampleLimit(m_options.sampleLimit);
        if (m_options.csv)
            m_audit->streamCsv(m_options.csv);

        // The Sitemap: lines of the live file (RFC 9309 §2.2.4), of the draft, then the ones given.
        const auto addSitemapsOf = [&](const QByteArray &body) {
            const robots::RobotsFile file =
                robots::parse(std::string_view(body.constData(), std::size_t(body.size())), dialect);
            for (const robots::Sitemap &s : file.sitemaps())
                if (s.valid)
                    enqueue(Job{QUrl(QString::fromUtf8(s.url.data(), qsizetype(s.url.size()))), 0, {}});
        };
        if (liveBody)
            addSitemapsOf(*liveBody);
        if (m_options.draft)
            addSitemapsOf(*m_options.draft);
        for (const QUrl &url : std::as_const(m_options.sitemaps))
            enqueue(Job{url, 0, {}});
        progress(true);
        pump();
    }

    void enqueue(Job job)
    {
        const QString key = keyOf(job.url);
        if (m_seen.contains(key))
            return; // listed twice: read once
        m_seen.insert(key);
        m_queue.push_back(std::move(job));
    }

    [[nodiscard]] int running() const
    {
        int n = 0;
        for (const auto &a : m_active)
            n += a->done ? 0 : 1;
        return n;
    }

    void pump()
    {
        if (m_finished)
            return;
        reap();
        while (!m_stopping && running() < std::max(1, m_options.parallel) && !m_queue.empty()) {
            Job job = std::move(m_queue.front());
            m_queue.pop_front();
            startJob(std::move(job));
        }
        if (running() == 0 && (m_queue.empty() || m_stopping))
            finish();
    }

    void schedulePump()
    {
        QTimer::singleShot(0, this, [this] { pump(); });
    }

    void reap()
    {
        std::erase_if(m_active, [](const std::unique_ptr<Active> &a) {
            return a->done && (!a->fetcher || !a->fetcher->isRunning());
        });
    }

    void startJob(Job job)
    {
        auto owned = std::make_unique<Active>();
        Active *a = owned.get();
        a->job = std::move(job);
        a->source = m_audit->addSource(a->job.url.toString().toStdString());
        a->reader = makeReader(a);
        m_active.push_back(std::move(owned));
        if (a->job.url.isLocalFile()) {
            readLocal(a);
        } else if (isHttp(a->job.url)) {
            download(a);
        } else {
            problem(a->job.url, SitemapProblem::Kind::NetworkError, notHttpMessage(a->job.url));
            done(a);
        }
    }

    std::unique_ptr<SitemapReader> makeReader(Active *a)
    {
        SitemapReader::Callbacks callbacks;
        callbacks.url = [this, a](QByteArrayView loc) {
            m_audit->add(std::string_view(loc.data(), std::size_t(loc.size())), a->source);
            if (qint64(m_audit->size()) >= m_options.maxUrls && !m_treeLimit) {
                m_treeLimit = true;
                problem(a->job.url, SitemapProblem::Kind::TreeLimit, treeLimitMessage(m_options.maxUrls));
                a->reader->stop();
            }
        };
        callbacks.child = [this, a](QByteArrayView loc) { onChild(a, loc); };
        callbacks.flag = [this, a](const SitemapProblem &p) { problem(a->job.url, p.kind, p.message); };
        return std::make_unique<SitemapReader>(std::move(callbacks));
    }

    void onChild(Active *a, QByteArrayView loc)
    {
        QUrl child(QString::fromUtf8(loc));
        if (child.isRelative())
            child = a->current.resolved(child);
        // A remote index never makes the audit read a local file.
        const bool allowed = isHttp(child) || (child.isLocalFile() && a->job.url.isLocalFile());
        if (!allowed) {
            problem(a->job.url, SitemapProblem::Kind::NetworkError, notHttpMessage(child));
            return;
        }
        QList<QUrl> parents = a->job.parents;
        parents.append(a->job.url);
        const QString key = keyOf(child);
        for (const QUrl &p : std::as_const(parents)) {
            if (keyOf(p) == key) {
                problem(a->job.url, SitemapProblem::Kind::IndexTooDeep, cycleMessage(child));
                return;
            }
        }
        if (a->job.depth + 1 > m_options.maxIndexDepth) {
            if (!a->depthFlagged)
                problem(a->job.url, SitemapProblem::Kind::IndexTooDeep, tooDeepMessage(m_options.maxIndexDepth));
            a->depthFlagged = true;
            return;
        }
        enqueue(Job{child, a->job.depth + 1, parents});
    }

    void download(Active *a)
    {
        // The one fetcher (fetcher.h) with the request, redirect rule, time-outs and scheme check
        // of every fetch; the body streamed into the reader as it arrives, never kept.
        a->current = a->job.url;
        a->fetcher = std::make_unique<Fetcher>(m_nam);
        a->fetcher->setOptions(m_options.fetch);
        connect(a->fetcher.get(), &Fetcher::finished, this, [this, a](const FetchReport &r) { onDownloaded(a, r); });
        DownloadOptions d;
        d.accept = "application/xml, text/xml;q=0.9, */*;q=0.5";
        // gzip announced by hand, so that the reader inflates the bytes itself, with the
        // sitemaps.org limit (a gzip bomb inflates no further than 50 MB).
        d.encodedBody = true;
        d.maxBodyBytes = kMaxTransferBytes;
        // A sitemap may be 50 MB: it gets ten times the total time a robots.txt fetch gets.
        d.totalTimeout = m_options.fetch.effectiveTotalTimeout() * 10;
        d.response = [a](const FetchReport &head) {
            a->current = head.finalUrl();
            a->reader->setContentEncoding(head.contentEncoding);
            a->reader->setContentType(head.contentType);
        };
        d.body = [this, a](QByteArrayView bytes) {
            if (m_shared.cancel.load(std::memory_order_relaxed))
                return false; // onDownloaded() stops the audit
            if (!a->reader->feed(bytes)) {
                a->readerStopped = true; // onDownloaded() says why, or stops at the tree's limit
                return false;
            }
            progress(false);
            return true;
        };
        a->fetcher->download(a->job.url, std::move(d));
    }

    void onDownloaded(Active *a, const FetchReport &r)
    {
        if (a->done)
            return;
        if (a->stopped || r.cancelled) {
            done(a);
            return;
        }
        if (m_shared.cancel.load(std::memory_order_relaxed)) {
            done(a);
            stopAll(true);
            return;
        }
        if (a->readerStopped) {
            if (m_treeLimit) {
                done(a);
                stopAll(false);
                return;
            }
            readProblem(a);
            m_report.sitemapsRead.append(a->job.url);
            done(a);
            return;
        }
        if (r.totalTimeoutReached) {
            problem(a->job.url, SitemapProblem::Kind::NetworkError, tooSlowMessage(r.totalTimeout));
            done(a);
            return;
        }
        const int status = r.status.value_or(0);
        if (status >= 400 && status < 600) {
            addHttpProblem(a, SitemapProblem::Kind::HttpError, status, httpMessage(status, r.reasonPhrase));
            done(a);
            return;
        }
        if (r.networkError != robots::NetworkError::None) {
            problem(a->job.url, SitemapProblem::Kind::NetworkError,
                    r.networkError == robots::NetworkError::Timeout ? stalledMessage(m_options.fetch.timeout)
                                                                    : networkMessage(r.errorString));
            done(a);
            return;
        }
        if (status >= 300 && status < 400) {
            // The one redirect rule of every fetch (fetcher.h, RFC 9309 §2.3.1.2); a download ends
            // its chain at a loop as soon as it shows, before the limit would end it anyway.
            const QUrl target = r.chain.isEmpty() ? QUrl() : r.chain.back().location;
            if (r.redirectStop == RedirectStop::NotHttp)
                addHttpProblem(a, SitemapProblem::Kind::HttpError, status, redirectNotHttpMessage(target));
            else if (r.redirectLoop)
                addHttpProblem(a, SitemapProblem::Kind::RedirectLoop, status, loopMessage(target));
            else if (r.redirectStop == RedirectStop::LimitReached)
                addHttpProblem(a, SitemapProblem::Kind::TooManyRedirects, status,
                               tooManyRedirectsMessage(kMaxRedirects));
            else // no usable Location (or a 304, which is never followed)
                addHttpProblem(a, SitemapProblem::Kind::HttpError, status, redirectNoLocationMessage(status));
            done(a);
            return;
        }
        if (status < 200 || status >= 300) {
            addHttpProblem(a, SitemapProblem::Kind::HttpError, status, httpMessage(status, r.reasonPhrase));
            done(a);
            return;
        }
        m_report.sitemapsRead.append(a->job.url);
        if (r.truncated) {
            // More bytes than any sitemap within the limit needs (trailing bytes after the gzip
            // data, empty gzip members …): the rest was not downloaded.
            problem(a->job.url, SitemapProblem::Kind::TooLarge, transferLimitMessage(kMaxTransferBytes));
            done(a);
            return;
        }
        // 2xx, read to the end: the end of the file.
        if (!a->reader->finish()) {
            if (m_treeLimit) {
                done(a);
                stopAll(false);
                return;
            }
            readProblem(a);
        }
        done(a);
    }

    void readLocal(Active *a)
    {
        // Read and parsed on m_pool (parseLocalFile), then replayed here in the order the files
        // were started, so the result is the one a file-by-file reading gives.
        a->parsed = std::make_unique<ParsedFile>();
        m_localOrder.push_back(a);
        ParsedFile *parsed = a->parsed.get();
        const QString path = a->job.url.toLocalFile();
        const std::atomic<bool> &cancel = m_shared.cancel;
        m_pool.start([this, parsed, path, &cancel] {
            parseLocalFile(path, cancel, *parsed);
            parsed->ready.store(true, std::memory_order_release);
            QMetaObject::invokeMethod(this, [this] { replayLocal(); }, Qt::QueuedConnection);
        });
    }

    /// Replays the local files read so far, in the order they were started.
    void replayLocal()
    {
        while (!m_localOrder.empty() && m_localOrder.front()->parsed->ready.load(std::memory_order_acquire)) {
            Active *a = m_localOrder.front();
            m_localOrder.pop_front();
            replay(a);
            a->parsed.reset(); // its URLs are judged: free them now
        }
    }

    void replay(Active *a)
    {
        const ParsedFile &p = *a->parsed;
        const QString path = a->job.url.toLocalFile();
        if (a->done)
            return;
        if (a->stopped) { // cancelled or past the tree's limit while it was read
            done(a);
            return;
        }
        if (p.cannotOpen) {
            problem(a->job.url, SitemapProblem::Kind::NetworkError,
                    QFileInfo(path).isDir() ? localFolderMessage(path) : localFileMessage(path, p.error));
            done(a);
            return;
        }
        a->current = a->job.url;
        m_report.sitemapsRead.append(a->job.url);
        std::size_t offset = 0;
        std::size_t flag = 0;
        bool limitReached = false;
        for (const ParsedFile::Event &e : p.events) {
            const std::string_view loc = std::string_view(p.locs).substr(offset, e.length);
            offset += e.length;
            switch (e.kind) {
            case ParsedFile::Kind::Url:
                m_audit->add(loc, a->source);
                if (qint64(m_audit->size()) >= m_options.maxUrls && !m_treeLimit) {
                    m_treeLimit = true;
                    problem(a->job.url, SitemapProblem::Kind::TreeLimit, treeLimitMessage(m_options.maxUrls));
                    limitReached = true;
                }
                break;
            case ParsedFile::Kind::Child:
                onChild(a, QByteArrayView(loc.data(), qsizetype(loc.size())));
                break;
            case ParsedFile::Kind::Flag:
                problem(a->job.url, p.flags[flag].kind, p.flags[flag].message);
                ++flag;
                break;
            }
            if (limitReached)
                break;
        }
        progress(false);
        if (p.cancelled) {
            done(a);
            stopAll(true);
            return;
        }
        if (limitReached) {
            done(a);
            stopAll(false);
            return;
        }
        if (p.readError) {
            problem(a->job.url, SitemapProblem::Kind::NetworkError, localFileMessage(path, p.error));
            done(a);
            return;
        }
        if (!p.ok && p.problem)
            problem(a->job.url, p.problem->kind, p.problem->message);
        done(a);
    }

    void readProblem(Active *a)
    {
        if (const auto &p = a->reader->problem())
            problem(a->job.url, p->kind, p->message);
    }

    void addHttpProblem(Active *a, SitemapProblem::Kind kind, int status, robots::Message message)
    {
        SitemapProblem p;
        p.url = a->job.url;
        p.kind = kind;
        p.status = status;
        p.message = std::move(message);
        addProblem(std::move(p));
    }

    void problem(const QUrl &url, SitemapProblem::Kind kind, robots::Message message)
    {
        SitemapProblem p;
        p.url = url;
        p.kind = kind;
        p.message = std::move(message);
        addProblem(std::move(p));
    }

    void addProblem(SitemapProblem p)
    {
        m_report.problems.append(p);
        m_callbacks.problem(p);
    }

    void done(Active *a)
    {
        if (a->done)
            return;
        a->done = true;
        ++m_done;
        progress(false);
        schedulePump();
    }

    /// Cancel (or the tree's limit): nothing more is read; what was read is kept.
    void stopAll(bool cancelled)
    {
        if (m_stopping)
            return;
        m_stopping = true;
        if (cancelled) {
            m_report.cancelled = true;
            problem(m_options.site, SitemapProblem::Kind::Cancelled, cancelledMessage());
        }
        m_queue.clear();
        if (m_fetcher->isRunning())
            m_fetcher->cancel(); // onRobots follows and finishes
        for (const auto &a : m_active) {
            if (a->done)
                continue;
            a->stopped = true;
            a->reader->stop();
            if (a->fetcher && a->fetcher->isRunning())
                a->fetcher->cancel(); // its finished handler marks it done
        }
        schedulePump();
    }

    void progress(bool force)
    {
        if (!force && m_lastProgress.isValid() && m_lastProgress.durationElapsed() < kProgressInterval)
            return;
        m_lastProgress.start();
        const int known = m_done + running() + int(m_queue.size());
        m_callbacks.progress(m_done, known, m_audit ? qint64(m_audit->size()) : 0,
                             m_audit ? qint64(m_audit->blockedUrls()) : 0);
    }

    void finish()
    {
        if (m_finished)
            return;
        m_finished = true;
        m_cancelPoll.stop();
        m_lastProgress.invalidate();
        progress(true);
        if (m_audit) {
            m_audit->flushCsv();
            m_report.result = m_audit->result();
        }
        m_callbacks.finished(std::move(m_report));
        m_quit();
    }

    SitemapAuditor::Options m_options;
    Shared &m_shared;
    Callbacks m_callbacks;
    std::function<void()> m_quit;
    QNetworkAccessManager *m_nam;
    Fetcher *m_fetcher;
    QTimer m_cancelPoll;
    QElapsedTimer m_clock;
    QElapsedTimer m_lastProgress;

    std::optional<robots::SitemapAudit> m_audit;
    SitemapAuditReport m_report;
    std::deque<Job> m_queue;
    QSet<QString> m_seen;
    std::vector<std::unique_ptr<Active>> m_active;
    std::deque<Active *> m_localOrder; ///< Local files being read on m_pool, in start order.
    QThreadPool m_pool;                ///< Reads local files (after m_active: destroyed before it).
    int m_done = 0;
    bool m_stopping = false;
    bool m_treeLimit = false;
    bool m_finished = false;
};

} // namespace

QString sitemapProblemKindName(SitemapProblem::Kind kind)
{
    using Kind = SitemapProblem::Kind;
    switch (kind) {
    case Kind::HttpError:
        return u"http-error"_s;
    case Kind::NetworkError:
        return u"network-error"_s;
    case Kind::RedirectLoop:
        return u"redirect-loop"_s;
    case Kind::TooManyRedirects:
        return u"too-many-redirects"_s;
    case Kind::TooManyUrls:
        return u"too-many-urls"_s;
    case Kind::TooLarge:
        return u"too-large"_s;
    case Kind::NotXml:
        return u"not-xml"_s;
    case Kind::XmlError:
        return u"xml-error"_s;
    case Kind::Doctype:
        return u"doctype"_s;
    case Kind::IndexTooDeep:
        return u"index-too-deep"_s;
    case Kind::TreeLimit:
        return u"tree-limit"_s;
    case Kind::Cancelled:
        return u"cancelled"_s;
    }
    return u"unknown"_s;
}

struct SitemapAuditor::Impl
{
    std::unique_ptr<QThread> thread;
    std::shared_ptr<Shared> shared;
    quint64 generation = 0;
    bool running = false;
    SitemapAuditReport report; ///< The last audit's, until takeReport().

    void stop()
    {
        if (!thread)
            return;
        shared->cancel = true;
        thread->wait();
        thread.reset();
        running = false;
    }
};

SitemapAuditor::SitemapAuditor(QObject *parent)
    : QObject(parent)
    , m_impl(std::make_unique<Impl>())
{
    qRegisterMetaType<robots::net::SitemapProblem>();
    qRegisterMetaType<robots::net::SitemapAuditReport>();
}

SitemapAuditor::~SitemapAuditor()
{
    ++m_impl->generation; // nothing queued from the worker runs any more
    m_impl->stop();
}

void SitemapAuditor::start(const Options &options)
{
    m_impl->stop(); // one audit at a time: a running one is cancelled, its report dropped
    const quint64 generation = ++m_impl->generation;
    m_impl->shared = std::make_shared<Shared>();
    m_impl->running = true;

    // Every call from the worker is queued to this object's thread and dropped when a newer
    // start() (or the destructor) has come since.
    const auto post = [this, generation](std::function<void()> call) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, call = std::move(call)] {
                if (generation == m_impl->generation)
                    call();
            },
            Qt::QueuedConnection);
    };
    Callbacks callbacks;
    callbacks.progress = [this, post](int done, int known, qint64 urls, qint64 blocked) {
        post([this, done, known, urls, blocked] { Q_EMIT progress(done, known, urls, blocked); });
    };
    callbacks.problem = [this, post](const SitemapProblem &p) { post([this, p] { Q_EMIT problem(p); }); };
    callbacks.finished = [this, post](SitemapAuditReport report) {
        post([this, report = std::move(report)]() mutable {
            if (m_impl->thread) {
                m_impl->thread->wait(); // the worker has returned; its thread ends now
                m_impl->thread.reset();
            }
            m_impl->running = false;
            // Kept, not copied: a million URLs' report is handed on by reference and moved out
            // by takeReport() (budget: a million sitemap URLs ≤ 2 s, ≤ 300 MB).
            m_impl->report = std::move(report);
            Q_EMIT finished(m_impl->report);
        });
    };

    std::shared_ptr<Shared> shared = m_impl->shared;
    m_impl->thread.reset(QThread::create([options, shared, callbacks = std::move(callbacks)]() mutable {
        QEventLoop loop;
        Worker worker(options, *shared, std::move(callbacks), [&loop] { loop.quit(); });
        QTimer::singleShot(0, &worker, [&worker] { worker.start(); });
        loop.exec();
    }));
    m_impl->thread->setObjectName(u"SitemapAuditor"_s);
    m_impl->thread->start();
}

void SitemapAuditor::cancel()
{
    if (m_impl->running && m_impl->shared)
        m_impl->shared->cancel = true;
}

bool SitemapAuditor::isRunning() const
{
    return m_impl->running;
}

SitemapAuditReport SitemapAuditor::takeReport()
{
    return std::exchange(m_impl->report, SitemapAuditReport());
}

SitemapAuditReport auditSitemapsBlocking(const SitemapAuditor::Options &options)
{
    SitemapAuditor auditor;
    SitemapAuditReport result;
    QEventLoop loop;
    bool done = false;
    QObject::connect(&auditor, &SitemapAuditor::finished, &loop, [&] {
        result = auditor.takeReport();
        done = true;
        loop.quit();
    });
    auditor.start(options);
    if (!done)
        loop.exec();
    return result;
}

} // namespace robots::net
