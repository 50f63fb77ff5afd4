// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"

#include <QByteArrayView>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QUrl>

#include <chrono>
#include <functional>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

namespace robots::net {

/// The request every fetch sends, robots.txt or sitemap (docs/fetching.md): redirects handled by
/// the caller (nextRedirect()), no HTTP cache, the options' User-Agent, the one time-out for a
/// request that transfers nothing (FetchOptions::timeout), the options' extra CA certificates.
/// `accept` is the Accept header. O(1).
[[nodiscard]] QNetworkRequest makeRequest(const QUrl &url, const FetchOptions &options, const QByteArray &accept);

/// Where a redirect response leads, by the one redirect rule of every fetch (RFC 9309 §2.3.1.2):
/// its Location resolved against `from`; RedirectStop::NoLocation without a usable one,
/// NotHttp for a target that is not http/https (file:, ftp:, data: … are never requested),
/// LimitReached when `followed` redirects (kMaxRedirects) were already followed. Stop None: follow
/// `target`. O(n) in the Location's length.
struct RedirectStep
{
    QUrl target;
    RedirectStop stop = RedirectStop::None;
};
[[nodiscard]] RedirectStep nextRedirect(const QUrl &from, const QByteArray &location, int followed);

/// A download of a file other than robots.txt (a sitemap) with Fetcher::download(): the same
/// request (makeRequest()), the same redirect rule (nextRedirect(): at most kMaxRedirects, http and
/// https only), the same time-out for a request that transfers nothing (FetchOptions::timeout),
/// TLS errors never ignored, cancel() — but the body is handed to `body` piece by piece as it
/// arrives and never kept, so a 50 MB file costs no more memory than a piece.
struct DownloadOptions
{
    /// The Accept header.
    QByteArray accept = "*/*";
    /// Sends `Accept-Encoding: gzip` itself, so that Qt hands over the bytes as they were sent
    /// (Qt inflates only a response to a request it announced gzip for itself) and the caller
    /// inflates them with a limit of its own (a sitemap's 50 MB: sitemapreader.h).
    bool encodedBody = false;
    /// Body bytes read from the network after which reading stops (FetchReport::truncated; the
    /// rest is never downloaded); 0: no limit but the caller's (`body` returning false).
    qint64 maxBodyBytes = 0;
    /// The whole download, redirects included, is abandoned after this long
    /// (FetchReport::totalTimeoutReached); 0: no overall limit.
    std::chrono::milliseconds totalTimeout{0};
    /// The final response's status and headers (FetchReport::status, headers, contentType,
    /// contentEncoding, contentLength), once, before its first body byte. Only for a 2xx: the
    /// body of any other final status is not the file and is not downloaded.
    std::function<void(const FetchReport &response)> response;
    /// The next piece of a 2xx body (at most 64 KiB). False stops the download: the rest is not
    /// downloaded, and the report says `truncated`. May cancel() the Fetcher.
    std::function<bool(QByteArrayView bytes)> body;
};

/// Fetches one site's /robots.txt with QNetworkAccessManager (Qt does HTTP, TLS, proxies and
/// decompression) and reports what happened as a FetchReport.
///
/// What it promises:
/// - requests `scheme://host[:port]/robots.txt` of the URL given; only http and https (RFC 9309
///   §2.3), anything else is refused without a request;
/// - follows redirects itself (QNetworkRequest::ManualRedirectPolicy), at most kMaxRedirects (5,
///   RFC 9309 §2.3.1.2) whatever the dialect, across hosts and ports, recording each hop; a sixth
///   redirect response ends the chain unfollowed; a Location that is not http/https (file:, ftp:,
///   data: …) is refused and ends the chain;
/// - gives up on a request that transfers nothing for FetchOptions::timeout, and on the whole
///   fetch, redirects included, after FetchOptions::effectiveTotalTimeout() — by default the same
///   time-out, so a server trickling a byte a second is cut then too (FetchReport::
///   totalTimeoutReached; unreachable, RFC 9309 §2.3.1.4);
/// - stops reading the body after kMaxRobotsBytes (500 KiB, RFC 9309 §2.5) whatever the dialect,
///   and says so (FetchReport::truncated), keeping the original bytes it read (what is parsed)
///   and the full length the server announced (FetchReport::bodySize());
/// - lets Qt inflate a Content-Encoding (gzip, deflate, br, zstd) with its decompression safety
///   check on; a body Qt refuses (a gzip bomb) or cannot decode is no file: FetchReport::
///   bodyProblem says why, and the outcome is the dialect's for an unreachable file (RFC 9309
///   §2.3.1.4: complete disallow), never an empty file that allows everything;
/// - records TLS errors and fails the fetch on them (never ignored);
/// - decides the outcome with the core's policy, robots::decideFetchOutcome().
///
/// Asynchronous: start() returns at once; `finished` is always emitted exactly once per start(),
/// never from inside start() (also for refused URLs), on this object's thread. One fetch at a
/// time: start() while running cancels the running fetch first. Needs a running event loop.
///
/// GUI use ("File → Open from URL…", "Compare with live"): create a Fetcher, setOptions() from
/// the settings (User-Agent, time-out) and the selected dialect, connect `progress` to a progress
/// bar and a Cancel button to cancel(), start(urlFromUserInput(text)); on `finished` show
/// `report.message`, the chain (`report.chain`: URL + status per hop), `report.headers`,
/// `report.bytesReceived`, `report.contentType`, `report.finishedAt` and `report.finalUrl()`,
/// and load `report.bytesForParsing()` into the editor with robots::ui::Document::loadBytes()
/// (the bytes as served, whatever their charset: robots/studio/encoding.h's one rule).
/// Only a 2xx body that could be read is the file (`report.succeeded()`): for other statuses, and
/// for a body Qt refused or could not decode (`report.bodyProblem`), show the message, not the body.
///
/// download() fetches any other file (a sitemap) with the same request, redirect rule, time-outs,
/// scheme check and cancel, streaming its body (DownloadOptions). It differs where a file that is
/// not robots.txt needs it: the URL is requested as given (http or https with a host, else
/// refused); a redirect whose Location was already requested in the chain ends the chain at once
/// (FetchReport::redirectLoop, the last hop's `location` names it) instead of going round to the
/// limit; the body of a final status that is not 2xx is not downloaded; the body is never kept
/// (FetchReport::body stays empty, `bytesReceived` counts it); the options' byte limit and overall
/// deadline apply. The report's `decision` and `message` are robots.txt's terms and are left
/// empty; `robotsUrl` is empty.
class Fetcher : public QObject
{
    Q_OBJECT
public:
    /// Uses its own QNetworkAccessManager.
    explicit Fetcher(QObject *parent = nullptr);
    /// Uses `manager` (not owned; must outlive the Fetcher), e.g. one shared by many fetchers.
    explicit Fetcher(QNetworkAccessManager *manager, QObject *parent = nullptr);
    ~Fetcher() override;

    void setOptions(const FetchOptions &options) { m_options = options; }
    [[nodiscard]] const FetchOptions &options() const { return m_options; }

    [[nodiscard]] bool isRunning() const { return m_running; }
    /// The report of the last finished fetch (empty before the first).
    [[nodiscard]] const FetchReport &lastReport() const { return m_done; }

public Q_SLOTS:
    /// Fetches the robots.txt of `url`'s site (any URL of it). Cancels a running fetch first.
    void start(const QUrl &url);
    /// Abandons the running fetch: `finished` follows with report.cancelled set. No-op when idle.
    void cancel();

public:
    /// Downloads `url` (http or https) with the options set and `download`'s (DownloadOptions),
    /// streaming its body to `download.body`. Cancels a running fetch first; `finished` follows
    /// exactly once, as for start().
    void download(const QUrl &url, DownloadOptions download);

Q_SIGNALS:
    /// A request is sent: the robots.txt URL first, then each redirect target.
    void requestStarted(const QUrl &url);
    /// A redirect is followed.
    void redirected(const QUrl &from, const QUrl &to, int status);
    /// Body bytes of the current request read so far; `total` is -1 when unknown.
    void progress(qint64 received, qint64 total);
    /// The TLS problems of a request, as they were reported. The fetch then fails.
    void tlsErrors(const QStringList &errors);
    void finished(const robots::net::FetchReport &report);

private:
    void begin(const QUrl &url);
    /// Marks the fetch refused (nothing sent) and finishes it from the event loop.
    void refuseLater(quint64 generation);
    void sendRequest(const QUrl &url);
    void onMetaData(QNetworkReply *reply);
    void onReadyRead(QNetworkReply *reply);
    void deliver(QByteArrayView chunk);
    void onFinished(QNetworkReply *reply);
    void appendBody(const QByteArray &chunk);
    void abortReply();
    void finish();

    QNetworkAccessManager *m_manager = nullptr;
    FetchOptions m_options;
    FetchReport m_report; ///< Being filled.
    FetchReport m_done;   ///< The last finished one.
    QPointer<QNetworkReply> m_reply;
    QTimer m_deadline;
    QSet<QUrl> m_visited;
    quint64 m_generation = 0; ///< Counts start() calls, so a stale queued call does nothing.
    bool m_running = false;
    bool m_cancelled = false;
    bool m_totalTimeout = false;
    bool m_capped = false;
    bool m_redirectResponse = false;
    std::optional<DownloadOptions> m_download; ///< Set while a download() runs.
    QSet<QString> m_visitedKeys;               ///< download(): the chain's URLs without fragments.
    bool m_skipBody = false;                   ///< download(): a final status that is not 2xx.
    bool m_responseSeen = false;               ///< download(): `response` was called for this request.
    bool m_bodyStopped = false;                ///< download(): `body` returned false.
};

/// Runs one fetch to the end in a local event loop and returns its report. For the CLI and
/// tests; needs a QCoreApplication. Blocks the calling thread for at most about
/// options.effectiveTotalTimeout() (or options.timeout per stalled request when there is no
/// overall limit). `manager` as in Fetcher.
[[nodiscard]] FetchReport fetchBlocking(const QUrl &url, const FetchOptions &options = {},
                                        QNetworkAccessManager *manager = nullptr);

} // namespace robots::net
