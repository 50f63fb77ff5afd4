// SPDX-License-Identifier: MIT
// The sitemap audit's network side. Everything runs on one worker thread with its own event
// loop: the live robots.txt (Fetcher), then every sitemap (QNetworkAccessManager, `parallel` at
// a time), each read through a SitemapReader as its bytes arrive and fed into one
// robots::SitemapAudit. The SitemapAuditor on the caller's thread only receives queued calls
// (progress, problems, the report), so a window never waits on the network or the parser.
#include "net/sitemapauditor.h"

#include "net/fetcher.h"
#include "net/sitemapreader.h"

#include <robots/robotsfile.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QSet>
#include <QThread>
#include <QTimer>
#if QT_CONFIG(ssl)
#include <QSslConfiguration>
#endif

#include <atomic>
#include <deque>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace robots::net {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(robots::net::SitemapAuditor)
public:
    static QString http(int status, const QByteArray &reason)
    {
        const QString phrase = QString::fromUtf8(reason).trimmed();
        return phrase.isEmpty() ? tr("The server answered %1: this sitemap was not read.").arg(status)
                                : tr("The server answered %1 %2: this sitemap was not read.").arg(status).arg(phrase);
    }
    static QString network(const QString &why)
    {
        return tr("No usable answer (%1): this sitemap was not read to the end; the URLs read before were checked.")
            .arg(why);
    }
    static QString tooSlow(qint64 seconds)
    {
        return tr("The sitemap took longer than %1 s: reading stopped; the URLs read before were checked.")
            .arg(seconds);
    }
    static QString loop(const QUrl &target)
    {
        return tr("The redirects loop back to %1: this sitemap was not read.").arg(target.toString());
    }
    static QString tooManyRedirects(int limit)
    {
        return tr("More than %1 redirects: this sitemap was not read.").arg(limit);
    }
    static QString redirectNotHttp(const QUrl &target)
    {
        return tr("A redirect to %1, which is not an http or https URL, was not followed: this sitemap was not read.")
            .arg(target.toString());
    }
    static QString redirectNoLocation(int status)
    {
        return tr("A %1 redirect without a usable Location: this sitemap was not read.").arg(status);
    }
    static QString notHttp(const QUrl &url)
    {
        return tr("%1 is not an http or https URL: not read.").arg(url.toString());
    }
    static QString localFile(const QString &path, const QString &why)
    {
        return tr("Cannot read %1: %2.").arg(path, why);
    }
    static QString tooDeep(int depth)
    {
        return tr("Sitemap indexes nested more than %1 deep: the sitemaps this index lists were not read.").arg(depth);
    }
    static QString cycle(const QUrl &child)
    {
        return tr("The index lists %1, which is one of its own parents (a cycle): not read again.")
            .arg(child.toString());
    }
    static QString treeLimit(qint64 urls)
    {
        return tr("The sitemaps list more than %L1 URLs, the audit's limit: reading stopped there.").arg(urls);
    }
    static QString cancelled() { return tr("Cancelled: the URLs read until then were checked."); }
    static QString stalled(qint64 ms) { return tr("no data received for %1 s").arg(double(ms) / 1000.0); }
    static QString folder() { return tr("it is a folder"); }
};

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
    }

    ~Worker() override
    {
        // Replies and the fetcher outlive the members their handlers use: cut them off first.
        m_fetcher->disconnect(this);
        for (const auto &a : m_active) {
            if (a->reply) {
                a->reply->disconnect(this);
                a->reply->abort();
            }
        }
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
        QUrl current; ///< The URL requested now (after redirects).
        QSet<QString> chain;
        int redirects = 0;
        QPointer<QNetworkReply> reply;
        std::unique_ptr<SitemapReader> reader;
        std::uint32_t source = 0;
        int status = 0;
        bool redirect = false;
        bool refusedStatus = false; ///< A 4xx/5xx: the body is not read.
        bool readerStopped = false;
        bool timedOut = false;
        bool stopped = false; ///< Cancelled or past the tree's limit.
        bool done = false;
        bool depthFlagged = false;
        QTimer deadline;
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
        std::erase_if(m_active, [](const std::unique_ptr<Active> &a) { return a->done && !a->reply; });
    }

    void startJob(Job job)
    {
        auto owned = std::make_unique<Active>();
        Active *a = owned.get();
        a->job = std::move(job);
        a->source = m_audit->addSource(a->job.url.toString().toStdString());
        a->reader = makeReader(a);
        a->deadline.setSingleShot(true);
        m_active.push_back(std::move(owned));
        if (a->job.url.isLocalFile()) {
            readLocal(a);
        } else if (isHttp(a->job.url)) {
            request(a, a->job.url);
        } else {
            problem(a->job.url, SitemapProblem::Kind::NetworkError, Text::notHttp(a->job.url));
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
                problem(a->job.url, SitemapProblem::Kind::TreeLimit, Text::treeLimit(m_options.maxUrls));
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
            problem(a->job.url, SitemapProblem::Kind::NetworkError, Text::notHttp(child));
            return;
        }
        QList<QUrl> parents = a->job.parents;
        parents.append(a->job.url);
        const QString key = keyOf(child);
        for (const QUrl &p : std::as_const(parents)) {
            if (keyOf(p) == key) {
                problem(a->job.url, SitemapProblem::Kind::IndexTooDeep, Text::cycle(child));
                return;
            }
        }
        if (a->job.depth + 1 > m_options.maxIndexDepth) {
            if (!a->depthFlagged)
                problem(a->job.url, SitemapProblem::Kind::IndexTooDeep, Text::tooDeep(m_options.maxIndexDepth));
            a->depthFlagged = true;
            return;
        }
        enqueue(Job{child, a->job.depth + 1, parents});
    }

    void request(Active *a, const QUrl &url)
    {
        // The request of every fetch (the robots.txt's too): the same time-out, no cache, manual
        // redirects (nextRedirect() below), the same User-Agent and certificates.
        QNetworkRequest request = makeRequest(url, m_options.fetch, "application/xml, text/xml;q=0.9, */*;q=0.5");
        // Set by hand, so that Qt hands over the bytes as sent and the reader inflates them
        // itself, with the sitemaps.org limit (Qt inflates only requests it announced gzip for).
        request.setRawHeader("Accept-Encoding", "gzip");
        a->current = url;
        a->chain.insert(keyOf(url));
        a->status = 0;
        a->redirect = false;
        QNetworkReply *reply = m_nam->get(request);
        a->reply = reply;
        connect(reply, &QNetworkReply::metaDataChanged, this, [a, reply] {
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            a->status = status;
            a->redirect = status >= 300 && status < 400;
            if (status >= 200 && status < 300) {
                a->reader->setContentEncoding(reply->rawHeader("Content-Encoding"));
                a->reader->setContentType(reply->rawHeader("Content-Type"));
            } else if (!a->redirect) {
                a->refusedStatus = true; // its body is not the sitemap: not downloaded
                reply->abort();
            }
        });
        connect(reply, &QNetworkReply::readyRead, this, [this, a, reply] {
            if (a->reply == reply)
                onData(a);
        });
        connect(reply, &QNetworkReply::finished, this, [this, a, reply] { onReplyFinished(a, reply); });
        // A sitemap may be 50 MB: it gets ten times the total time a robots.txt fetch gets.
        if (m_options.fetch.effectiveTotalTimeout().count() > 0 && !a->deadline.isActive()) {
            connect(&a->deadline, &QTimer::timeout, this, [a] {
                a->timedOut = true;
                if (a->reply)
                    a->reply->abort();
            });
            a->deadline.start(m_options.fetch.effectiveTotalTimeout() * 10);
        }
    }

    void onData(Active *a)
    {
        QNetworkReply *reply = a->reply;
        if (a->redirect || a->refusedStatus || a->readerStopped) {
            reply->readAll();
            return;
        }
        while (reply->bytesAvailable() > 0) {
            if (m_shared.cancel.load(std::memory_order_relaxed)) {
                stopAll(true); // aborts this reply too; `a` is not touched after it
                return;
            }
            const QByteArray chunk = reply->read(kChunk);
            if (!a->reader->feed(chunk)) {
                readerStopped(a);
                return;
            }
            progress(false);
        }
    }

    /// The reader stopped: a problem of this file, or the whole tree's limit.
    void readerStopped(Active *a)
    {
        a->readerStopped = true;
        if (m_treeLimit) {
            stopAll(false);
            return;
        }
        if (a->reply)
            a->reply->abort(); // onReplyFinished reports the reader's problem
    }

    void onReplyFinished(Active *a, QNetworkReply *reply)
    {
        reply->deleteLater();
        if (a->reply != reply)
            return;
        a->reply = nullptr;
        if (a->done)
            return;
        const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        const int status = statusAttribute.isValid() ? statusAttribute.toInt() : a->status;
        const QNetworkReply::NetworkError error = reply->error();

        if (a->stopped) {
            done(a);
            return;
        }
        if (a->readerStopped) {
            readProblem(a);
            m_report.sitemapsRead.append(a->job.url);
            done(a);
            return;
        }
        if (a->timedOut) {
            problem(a->job.url, SitemapProblem::Kind::NetworkError,
                    Text::tooSlow(
                        std::chrono::duration_cast<std::chrono::seconds>(m_options.fetch.effectiveTotalTimeout() * 10)
                            .count()));
            done(a);
            return;
        }
        if (a->refusedStatus || (status >= 400 && status < 600)) {
            SitemapProblem p;
            p.url = a->job.url;
            p.kind = SitemapProblem::Kind::HttpError;
            p.status = status;
            p.message = Text::http(status, reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray());
            addProblem(std::move(p));
            done(a);
            return;
        }
        if (error != QNetworkReply::NoError && !(status >= 300 && status < 400)) {
            const QString why = error == QNetworkReply::OperationCanceledError
                                    ? Text::stalled(m_options.fetch.timeout.count())
                                    : reply->errorString();
            problem(a->job.url, SitemapProblem::Kind::NetworkError, Text::network(why));
            done(a);
            return;
        }
        if (status >= 300 && status < 400) {
            // The one redirect rule of every fetch (fetcher.h, RFC 9309 §2.3.1.2); a loop is
            // reported as soon as it shows, before the limit would end it anyway.
            const RedirectStep step = nextRedirect(a->current, reply->rawHeader("Location"), a->redirects);
            const QUrl &target = step.target;
            if (step.stop == RedirectStop::NoLocation) {
                addHttpProblem(a, SitemapProblem::Kind::HttpError, status, Text::redirectNoLocation(status));
            } else if (step.stop == RedirectStop::NotHttp) {
                addHttpProblem(a, SitemapProblem::Kind::HttpError, status, Text::redirectNotHttp(target));
            } else if (a->chain.contains(keyOf(target))) {
                addHttpProblem(a, SitemapProblem::Kind::RedirectLoop, status, Text::loop(target));
            } else if (step.stop == RedirectStop::LimitReached) {
                addHttpProblem(a, SitemapProblem::Kind::TooManyRedirects, status,
                               Text::tooManyRedirects(kMaxRedirects));
            } else {
                ++a->redirects;
                request(a, target);
                return;
            }
            done(a);
            return;
        }
        if (status < 200 || status >= 300) {
            addHttpProblem(
                a, SitemapProblem::Kind::HttpError, status,
                Text::http(status, reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray()));
            done(a);
            return;
        }
        // 2xx: what is still buffered, then the end of the file.
        bool ok = true;
        while (ok && reply->bytesAvailable() > 0)
            ok = a->reader->feed(reply->read(kChunk));
        if (ok)
            ok = a->reader->finish();
        m_report.sitemapsRead.append(a->job.url);
        if (!ok) {
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
        const QString path = a->job.url.toLocalFile();
        QFile file(path);
        if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
            const QString why = QFileInfo(path).isDir() ? Text::folder() : file.errorString();
            problem(a->job.url, SitemapProblem::Kind::NetworkError, Text::localFile(path, why));
            done(a);
            return;
        }
        a->current = a->job.url;
        m_report.sitemapsRead.append(a->job.url);
        bool ok = true;
        while (ok && !file.atEnd()) {
            if (m_shared.cancel.load(std::memory_order_relaxed)) {
                done(a);
                stopAll(true);
                return;
            }
            const QByteArray chunk = file.read(kChunk);
            if (chunk.isEmpty() && file.error() != QFileDevice::NoError) {
                problem(a->job.url, SitemapProblem::Kind::NetworkError, Text::localFile(path, file.errorString()));
                done(a);
                return;
            }
            ok = a->reader->feed(chunk);
            progress(false);
        }
        if (ok)
            ok = a->reader->finish();
        if (!ok && m_treeLimit) {
            done(a);
            stopAll(false);
            return;
        }
        if (!ok)
            readProblem(a);
        done(a);
    }

    void readProblem(Active *a)
    {
        if (const auto &p = a->reader->problem())
            problem(a->job.url, p->kind, p->message);
    }

    void addHttpProblem(Active *a, SitemapProblem::Kind kind, int status, QString message)
    {
        SitemapProblem p;
        p.url = a->job.url;
        p.kind = kind;
        p.status = status;
        p.message = std::move(message);
        addProblem(std::move(p));
    }

    void problem(const QUrl &url, SitemapProblem::Kind kind, QString message)
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
        a->deadline.stop();
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
            problem(m_options.site, SitemapProblem::Kind::Cancelled, Text::cancelled());
        }
        m_queue.clear();
        if (m_fetcher->isRunning())
            m_fetcher->cancel(); // onRobots follows and finishes
        for (const auto &a : m_active) {
            if (a->done)
                continue;
            a->stopped = true;
            a->reader->stop();
            if (a->reply)
                a->reply->abort(); // its finished handler marks it done
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
        if (m_audit)
            m_report.result = m_audit->result();
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
        post([this, report = std::move(report)] {
            if (m_impl->thread) {
                m_impl->thread->wait(); // the worker has returned; its thread ends now
                m_impl->thread.reset();
            }
            m_impl->running = false;
            Q_EMIT finished(report);
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

SitemapAuditReport auditSitemapsBlocking(const SitemapAuditor::Options &options)
{
    SitemapAuditor auditor;
    SitemapAuditReport result;
    QEventLoop loop;
    bool done = false;
    QObject::connect(&auditor, &SitemapAuditor::finished, &loop, [&](const SitemapAuditReport &report) {
        result = report;
        done = true;
        loop.quit();
    });
    auditor.start(options);
    if (!done)
        loop.exec();
    return result;
}

} // namespace robots::net
