// SPDX-License-Identifier: MIT
#include "net/fetcher.h"

#include <robots/message.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#if QT_CONFIG(ssl)
#include <QSslConfiguration>
#include <QSslError>
#endif

#include <algorithm>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

// The fetcher's own words go into FetchReport::errorString, which is data (kept in the history's
// JSON, shown inside the report's message): its English, from a message with a stable id.
QString secondsText(qint64 ms)
{
    return QString::number(double(ms) / 1000.0);
}

QString english(const robots::Message &message)
{
    return QString::fromStdString(message.toEnglish());
}

QString stalledText(std::chrono::milliseconds timeout)
{
    return english(stalledMessage(timeout));
}

QString tooLongText(qint64 ms)
{
    const std::string seconds = secondsText(ms).toStdString();
    return english(robots::Message("net.fetcher.too-long", "the fetch took longer than %1 s", {seconds}));
}

/// download()'s pieces: a sink that stops or a cancel takes effect within one of them.
constexpr qint64 kPiece = 64 * 1024;

/// A URL as a chain of a download compares it: without its fragment, dot segments resolved.
QString visitKey(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveFragment | QUrl::NormalizePathSegments).toString(QUrl::FullyEncoded);
}

/// The sentence Qt's QDecompressHelper reports when it refuses a body past
/// QNetworkRequest::decompressedSafetyCheckThreshold() (qtbase, context "QHttp"), in the language
/// Qt's own translations give it here. Passed through variables so that lupdate does not copy
/// Qt's string into this project's catalogues.
QString qtDecompressionLimitText()
{
    static constexpr char context[] = "QHttp";
    static constexpr char sentence[] = "The decompressed output exceeds the limits specified by "
                                       "QNetworkRequest::decompressedSafetyCheckThreshold()";
    return QCoreApplication::translate(context, sentence);
}

bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return (scheme == u"http" || scheme == u"https") && !url.host().isEmpty();
}

robots::NetworkError classify(QNetworkReply::NetworkError error, bool tlsProblems)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
        return robots::NetworkError::ConnectionRefused;
    case QNetworkReply::HostNotFoundError:
        return robots::NetworkError::NameResolution;
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // setTransferTimeout() aborts with this one
        return robots::NetworkError::Timeout;
    case QNetworkReply::SslHandshakeFailedError:
        return robots::NetworkError::Tls;
    default:
        return tlsProblems ? robots::NetworkError::Tls : robots::NetworkError::Other;
    }
}

} // namespace

Fetcher::Fetcher(QObject *parent)
    : Fetcher(static_cast<QNetworkAccessManager *>(nullptr), parent)
{
}

Fetcher::Fetcher(QNetworkAccessManager *manager, QObject *parent)
    : QObject(parent)
    , m_manager(manager ? manager : new QNetworkAccessManager(this))
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        m_totalTimeout = true;
        abortReply();
    });
}

Fetcher::~Fetcher()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void Fetcher::begin(const QUrl &url)
{
    if (m_running)
        cancel();
    m_report = FetchReport{};
    m_report.requestedUrl = url;
    m_report.dialect = m_options.dialect;
    m_report.userAgent = m_options.userAgent;
    m_report.maxRedirects = kMaxRedirects;
    m_report.startedAt = QDateTime::currentDateTimeUtc();
    m_visited.clear();
    m_visitedKeys.clear();
    m_running = true;
    ++m_generation;
    m_cancelled = m_totalTimeout = m_capped = m_bodyStopped = false;
}

void Fetcher::start(const QUrl &url)
{
    begin(url);
    m_download.reset();
    m_report.maxBodyBytes = kMaxRobotsBytes;
    const quint64 generation = m_generation;

    const std::optional<robots::Origin> origin = httpOrigin(url);
    if (!origin) {
        refuseLater(generation);
        return;
    }
    m_report.robotsUrl = robotsTxtUrl(*origin);
    // One deadline for the whole fetch, redirects included: the transfer time-out alone restarts
    // with every byte, so a server trickling a byte a second would keep the fetch alive for
    // minutes (RFC 9309 §2.3.1.4 counts such a server as unreachable).
    m_report.totalTimeout = m_options.effectiveTotalTimeout();
    if (m_report.totalTimeout.count() > 0)
        m_deadline.start(m_report.totalTimeout);
    sendRequest(m_report.robotsUrl);
}

void Fetcher::refuseLater(quint64 generation)
{
    m_report.refused = true;
    // Never emit from inside start() or download(): the caller may not have connected yet.
    QMetaObject::invokeMethod(
        this,
        [this, generation] {
            if (m_running && generation == m_generation)
                finish();
        },
        Qt::QueuedConnection);
}

void Fetcher::download(const QUrl &url, DownloadOptions download)
{
    begin(url);
    m_download = std::move(download);
    m_report.maxBodyBytes = m_download->maxBodyBytes;
    const quint64 generation = m_generation;
    if (!isHttp(url)) {
        refuseLater(generation); // file:, ftp:, data: … are never requested
        return;
    }
    m_report.totalTimeout = m_download->totalTimeout;
    if (m_report.totalTimeout.count() > 0)
        m_deadline.start(m_report.totalTimeout);
    sendRequest(url);
}

void Fetcher::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_reply) {
        abortReply();
    } else {
        m_report.cancelled = true;
        finish();
    }
}

QNetworkRequest makeRequest(const QUrl &url, const FetchOptions &options, const QByteArray &accept)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    request.setHeader(QNetworkRequest::UserAgentHeader, options.userAgent);
    request.setRawHeader("Accept", accept);
#if QT_VERSION >= QT_VERSION_CHECK(6, 7, 0)
    request.setTransferTimeout(options.timeout);
#else
    request.setTransferTimeout(int(options.timeout.count()));
#endif
#if QT_CONFIG(ssl)
    if (!options.extraCaCertificates.isEmpty()) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.addCaCertificates(options.extraCaCertificates);
        request.setSslConfiguration(tls);
    }
#endif
    return request;
}

RedirectStep nextRedirect(const QUrl &from, const QByteArray &location, int followed)
{
    const QByteArray trimmed = location.trimmed();
    RedirectStep step;
    step.target = trimmed.isEmpty() ? QUrl() : from.resolved(QUrl(QString::fromUtf8(trimmed)));
    if (trimmed.isEmpty() || !step.target.isValid())
        step.stop = RedirectStop::NoLocation;
    else if (!isHttp(step.target))
        step.stop = RedirectStop::NotHttp; // file:, ftp:, data: … never followed
    else if (followed >= kMaxRedirects)
        step.stop = RedirectStop::LimitReached; // RFC 9309 §2.3.1.2: five, then "unavailable"
    return step;
}

void Fetcher::sendRequest(const QUrl &url)
{
    QNetworkRequest request = makeRequest(
        url, m_options, m_download ? m_download->accept : QByteArray("text/plain, text/*;q=0.9, */*;q=0.5"));
    if (m_download && m_download->encodedBody)
        request.setRawHeader("Accept-Encoding", "gzip"); // Qt then hands the bytes over as sent

    m_visited.insert(url);
    if (m_download)
        m_visitedKeys.insert(visitKey(url));
    m_redirectResponse = false;
    m_skipBody = false;
    m_responseSeen = false;
    m_report.chain.append(Hop{url, 0, {}, {}});
    m_report.body.clear();
    m_report.bytesReceived = 0;
    m_report.bodyProblem = BodyProblem::None;

    QNetworkReply *reply = m_manager->get(request);
    m_reply = reply;
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, reply] { onMetaData(reply); });
    connect(reply, &QNetworkReply::readyRead, this, [this, reply] {
        if (reply == m_reply)
            onReadyRead(reply);
    });
    connect(reply, &QNetworkReply::downloadProgress, this, [this, reply](qint64 received, qint64 total) {
        if (reply == m_reply && !m_redirectResponse)
            Q_EMIT progress(received, total);
    });
#if QT_CONFIG(ssl)
    connect(reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        // Recorded and reported; never ignored (no ignoreSslErrors()): the handshake then fails.
        QStringList texts;
        for (const QSslError &e : errors)
            texts.append(e.errorString());
        m_report.tlsErrors.append(texts);
        Q_EMIT tlsErrors(texts);
    });
#endif
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onFinished(reply); });
    Q_EMIT requestStarted(url);
}

void Fetcher::onMetaData(QNetworkReply *reply)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_redirectResponse = status >= 300 && status < 400;
    if (!m_download || reply != m_reply || m_redirectResponse || m_responseSeen)
        return;
    m_responseSeen = true;
    if (status < 200 || status >= 300) {
        // Not the file: its body (an error page) is not downloaded. onFinished() reports the status.
        m_skipBody = true;
        abortReply();
        return;
    }
    if (!m_download->response)
        return;
    FetchReport head = m_report;
    head.status = status;
    head.reasonPhrase = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
    head.headers = reply->rawHeaderPairs();
    head.contentType = reply->rawHeader("Content-Type");
    head.contentEncoding = reply->rawHeader("Content-Encoding").trimmed();
    if (const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader); length.isValid())
        head.contentLength = length.toLongLong();
    const auto response = m_download->response; // the callee may start another download
    response(head);
}

void Fetcher::onReadyRead(QNetworkReply *reply)
{
    if (!m_download) {
        if (m_redirectResponse) {
            reply->readAll(); // a redirect's body is not the file
            return;
        }
        appendBody(reply->readAll());
        return;
    }
    if (m_redirectResponse || m_skipBody || m_bodyStopped) {
        reply->readAll();
        return;
    }
    // Piece by piece: a sink that stops, or a cancel, ends the download within one piece.
    while (reply == m_reply && reply->bytesAvailable() > 0)
        deliver(reply->read(kPiece));
}

void Fetcher::deliver(QByteArrayView chunk)
{
    if (chunk.isEmpty())
        return;
    const quint64 generation = m_generation;
    const qint64 cap = m_download->maxBodyBytes;
    const qint64 room = cap > 0 ? std::max<qint64>(cap - m_report.bytesReceived, 0) : chunk.size();
    m_report.bytesReceived += chunk.size();
    const QByteArrayView piece = chunk.first(qsizetype(std::min<qint64>(room, chunk.size())));
    if (!piece.isEmpty() && m_download->body) {
        const auto body = m_download->body; // the callee may cancel, or start another download
        const bool more = body(piece);
        if (!m_running || generation != m_generation)
            return;
        if (!more) {
            m_bodyStopped = true;
            abortReply();
            return;
        }
    }
    if (cap > 0 && m_report.bytesReceived > cap && !m_capped) {
        m_capped = true; // the rest is never downloaded
        abortReply();
    }
}

void Fetcher::appendBody(const QByteArray &chunk)
{
    if (chunk.isEmpty())
        return;
    const qint64 cap = m_report.maxBodyBytes;
    m_report.bytesReceived += chunk.size();
    const qint64 room = cap - m_report.body.size();
    if (room > 0)
        m_report.body.append(chunk.left(room));
    if (m_report.bytesReceived > cap && !m_capped) {
        // RFC 9309 §2.5: a parsing limit; what lies past it is not needed, so stop downloading.
        m_capped = true;
        abortReply();
    }
}

void Fetcher::abortReply()
{
    if (m_reply)
        m_reply->abort(); // emits finished → onFinished()
}

void Fetcher::onFinished(QNetworkReply *reply)
{
    reply->deleteLater();
    if (reply != m_reply)
        return;
    m_reply = nullptr;

    const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const QNetworkReply::NetworkError error = reply->error();
    Hop &hop = m_report.chain.back();
    hop.status = statusAttribute.isValid() ? statusAttribute.toInt() : 0;
    hop.reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();

    if (m_cancelled) {
        m_report.cancelled = true;
        finish();
        return;
    }
    if (!m_capped && !m_redirectResponse && error == QNetworkReply::NoError) {
        if (!m_download) {
            appendBody(reply->readAll());
        } else if (!m_skipBody && !m_bodyStopped) {
            const quint64 generation = m_generation;
            while (m_running && generation == m_generation && !m_capped && !m_bodyStopped &&
                   reply->bytesAvailable() > 0)
                deliver(reply->read(kPiece));
            if (!m_running || generation != m_generation)
                return; // the sink cancelled (finished was emitted) or started another fetch
        }
    }

    // A transport failure (no status, or the connection broke mid-body) versus an HTTP status
    // that QNetworkReply also reports as an error (404 → ContentNotFoundError …).
    // download() aborts a body it does not want (m_skipBody, m_bodyStopped): not a failure either.
    // RFC 9112 §6.3 (point 5) and §8: a body shorter than its Content-Length when the connection
    // closes is incomplete. Qt reports it as RemoteHostClosedError, but not every time (a close
    // that arrives with the last bytes, on a loaded machine, has ended the reply without an
    // error), so the length is checked here too; only for an identity body, as the Content-Length
    // of a compressed one counts the compressed bytes.
    bool shortBody = false;
    if (error == QNetworkReply::NoError && !m_capped && !m_skipBody && !m_bodyStopped && !m_redirectResponse) {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        const QByteArray coding = reply->rawHeader("Content-Encoding").trimmed().toLower();
        shortBody = length.isValid() && (coding.isEmpty() || coding == "identity") &&
                    m_report.bytesReceived < length.toLongLong();
    }
    const bool transportFailure =
        shortBody || (!m_capped && !m_skipBody && !m_bodyStopped && error != QNetworkReply::NoError &&
                      (!statusAttribute.isValid() || error < QNetworkReply::ContentAccessDenied ||
                       error == QNetworkReply::ProtocolFailure));
    m_report.totalTimeoutReached = m_totalTimeout;
    if (m_totalTimeout || transportFailure) {
        if (statusAttribute.isValid())
            m_report.statusBeforeError = hop.status;
        m_report.networkError = m_totalTimeout ? robots::NetworkError::Timeout
                                               : classify(shortBody ? QNetworkReply::RemoteHostClosedError : error,
                                                          !m_report.tlsErrors.isEmpty());
        if (m_totalTimeout)
            m_report.errorString = tooLongText(m_report.totalTimeout.count());
        else if (m_report.networkError == robots::NetworkError::Timeout) {
            m_report.stallTimeout = m_options.timeout;
            m_report.errorString = stalledText(m_options.timeout);
        } else if (shortBody)
            m_report.errorString = QStringLiteral("Remote host closed the connection"); // as Qt words it
        else
            m_report.errorString = reply->errorString();
        m_report.headers = reply->rawHeaderPairs();
        m_report.contentType = reply->rawHeader("Content-Type");
        if (const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader); length.isValid())
            m_report.contentLength = length.toLongLong();
        finish();
        return;
    }

    const int status = hop.status;
    if (status >= 300 && status < 400 && status != 304) {
        const RedirectStep step = nextRedirect(hop.url, reply->rawHeader("Location"), m_report.redirectsFollowed);
        const QUrl target = step.target;
        hop.location = step.stop == RedirectStop::NoLocation ? QUrl() : target;
        m_report.redirectStop = step.stop;
        bool loop = false;
        if (step.stop == RedirectStop::LimitReached || step.stop == RedirectStop::None) {
            loop = m_visited.contains(target) || (m_download && m_visitedKeys.contains(visitKey(target)));
            m_report.redirectLoop = m_report.redirectLoop || loop;
        }
        // A download ends its chain at the first loop (nothing new can come of it); a robots.txt
        // fetch goes on to the limit, as RFC 9309 §2.3.1.2 counts it.
        if (step.stop == RedirectStop::None && !(m_download && loop)) {
            ++m_report.redirectsFollowed;
            Q_EMIT redirected(hop.url, target, status);
            sendRequest(target);
            return;
        }
    }

    m_report.status = status;
    m_report.reasonPhrase = hop.reason;
    m_report.headers = reply->rawHeaderPairs();
    m_report.contentType = reply->rawHeader("Content-Type");
    m_report.contentEncoding = reply->rawHeader("Content-Encoding").trimmed();
    if (!m_capped && error == QNetworkReply::UnknownContentError &&
        robots::classifyFetchStatus(status) == robots::FetchStatusClass::Success) {
        // Qt inflates a Content-Encoding body itself and refuses one that expands past
        // QNetworkRequest::decompressedSafetyCheckThreshold() at a bomb's ratio (a 200 MB gzip
        // bomb), or that does not decode; either way it reports UnknownContentError and hands
        // over no body. Reading that as an empty file would allow everything: the body is marked
        // unreadable, and the core's policy counts the file as unreachable (RFC 9309 §2.3.1.4).
        m_report.errorString = reply->errorString();
        m_report.bodyProblem = m_report.errorString.contains(qtDecompressionLimitText())
                                   ? BodyProblem::DecompressionLimit
                                   : BodyProblem::Undecodable;
    }
    const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid())
        m_report.contentLength = length.toLongLong();
    const QByteArray cacheControl = reply->rawHeader("Cache-Control");
    m_report.maxAge =
        robots::cacheControlMaxAge(std::string_view(cacheControl.constData(), std::size_t(cacheControl.size())));
    m_report.truncated = m_capped || m_bodyStopped;
    finish();
}

void Fetcher::finish()
{
    m_deadline.stop();
    m_running = false;
    m_report.finishedAt = QDateTime::currentDateTimeUtc();
    if (!m_download)
        m_report.complete(); // robots.txt's decision and message; a download has neither
    m_done = m_report;
    Q_EMIT finished(m_done);
}

FetchReport fetchBlocking(const QUrl &url, const FetchOptions &options, QNetworkAccessManager *manager)
{
    Fetcher fetcher(manager);
    fetcher.setOptions(options);
    QEventLoop loop;
    bool done = false;
    QObject::connect(&fetcher, &Fetcher::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    fetcher.start(url);
    if (!done)
        loop.exec();
    return fetcher.lastReport();
}

} // namespace robots::net
