// SPDX-License-Identifier: MIT
#pragma once

// What fetching one /robots.txt did, as plain values: the options of a fetch, the redirect
// chain, the final response, the original bytes, and the outcome the core's fetch policy
// (robots/fetchpolicy.h) decides for a dialect. Fetcher (fetcher.h) produces these; the GUI's
// "Open from URL…" and "Compare with live", the CLI's `robotstxt fetch` and HostRulesCache
// consume them. Nothing here does I/O.

#include "net/bodydecoder.h"

#include <robots/dialect.h>
#include <robots/fetchpolicy.h>
#include <robots/message.h>
#include <robots/rulesdatabase.h>

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QPair>
#include <QtNetwork/qtnetworkglobal.h>
#if QT_CONFIG(ssl)
#include <QSslCertificate>
#endif
#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <optional>

namespace robots::net {

// The fetcher's one set of limits (docs/fetching.md). Every front end fetches robots.txt with
// them — `robotstxt fetch`, `check --fetch`, `site fetch` and `sitemap-audit`, the studio's Fetch,
// Site and Hosts windows and the tester's live hosts — and for every dialect: a dialect's own
// limits (robots::FetchPolicy) only decide what the fetch means, never how far it goes.

/// Redirects followed, counted as redirect responses whose Location was requested: the
/// robots.txt request and at most five redirected requests. A sixth redirect response ends the
/// chain without its target being requested (RedirectStop::LimitReached). RFC 9309 §2.3.1.2:
/// crawlers "SHOULD follow at least five consecutive redirects, even across authorities", and
/// "if there are more than five consecutive redirects, crawlers MAY assume that the robots.txt
/// file is unavailable". Sitemaps follow the same count.
inline constexpr int kMaxRedirects = 5;

/// Body bytes of a robots.txt read: RFC 9309 §2.5, "crawlers MUST ... parse at least 500
/// kibibytes (KiB)"; 512,000 bytes. Reading stops there (the rest is never downloaded), the
/// bytes read are what is parsed, saved and recorded in the history, and the full length is
/// reported beside them (FetchReport::contentLength or bytesReceived). Sitemaps have their own
/// limit (SitemapReader: sitemaps.org's 50 MiB uncompressed).
inline constexpr qint64 kMaxRobotsBytes = 500 * 1024;

/// The User-Agent header sent when none is set: "RobotsTxtStudio/<version> (+<homepage>)".
[[nodiscard]] QString defaultUserAgent();

/// How to fetch. Every field has a sensible default; `dialect` decides the outcome (RFC 9309 §2.3
/// by default). The limits are the fetcher's own, the same for every fetch (kMaxRedirects,
/// kMaxRobotsBytes).
struct FetchOptions
{
    const robots::Dialect *dialect = &robots::defaultDialect();
    /// The User-Agent request header (not the agent robots.txt rules are matched against).
    QString userAgent = defaultUserAgent();
    /// The one time-out (the CLI's --timeout, the studio's setting; 10 s by default, the Ruby
    /// gem's :http_timeout, seed 004): the whole fetch, redirects included, is abandoned after
    /// this long, and so is a request that transfers nothing for this long. A server trickling a
    /// byte a second never stalls, so only the overall deadline cuts it. Either way the file is
    /// unreachable (RFC 9309 §2.3.1.4).
    std::chrono::milliseconds timeout{10'000};
    /// The overall deadline when it must differ from `timeout` (tests): nullopt (the default) =
    /// `timeout`; 0 = no overall limit. See effectiveTotalTimeout().
    std::optional<std::chrono::milliseconds> totalTimeout;
#if QT_CONFIG(ssl)
    /// Certificates trusted in addition to the system's (a company CA, a staging server's own
    /// certificate). Verification itself is never switched off.
    QList<QSslCertificate> extraCaCertificates;
#endif

    /// The overall deadline used: `totalTimeout`, or `timeout` when it is unset (0 = none).
    [[nodiscard]] std::chrono::milliseconds effectiveTotalTimeout() const;
};

/// One HTTP exchange of the chain.
struct Hop
{
    QUrl url;          ///< The URL requested.
    int status = 0;    ///< Its HTTP status, 0 when no response came.
    QByteArray reason; ///< The reason phrase ("Moved Permanently").
    QUrl location;     ///< For a 3xx: its Location resolved against `url` (empty if none).

    friend bool operator==(const Hop &, const Hop &) = default;
};

/// Why the chain of redirects ended before a final response.
enum class RedirectStop : std::uint8_t {
    None,         ///< It did not: the last hop is the final response (or a network error).
    LimitReached, ///< One more redirect than the limit allows.
    NotHttp,      ///< The Location is not an http/https URL (file:, ftp:, data: … are refused).
    NoLocation,   ///< A 3xx without a usable Location header.
};

/// Why the body of a 2xx answer could not be read. It is then not the file: an empty body must
/// not stand in for it (that would allow everything), so the fetch counts as unreachable (RFC 9309
/// §2.3.1.4; robots::FetchResult::bodyUnreadable).
enum class BodyProblem : std::uint8_t {
    None,
    /// Qt refused to inflate it: the Content-Encoding (gzip, deflate, br, zstd) expands past
    /// QNetworkRequest::decompressedSafetyCheckThreshold() at a ratio only a decompression bomb has.
    DecompressionLimit,
    /// The Content-Encoding could not be decoded (a broken gzip stream …); `errorString` says how.
    Undecodable,
};

/// What a fetch did and what it means, as messages (robots/message.h: ids "net.…", English
/// templates, arguments): the GUI translates each part (ui/analysis/fetchmessagetext.h), the CLI
/// prints toEnglish(). "Server error 503: under RFC 9309 every URL is disallowed until the file can
/// be fetched; reading stopped at 512000 bytes (from the history, fetched 3 h ago)".
struct FetchMessage
{
    robots::Message cause;        ///< What happened ("Server error 503"); the only part when nothing was fetched.
    robots::Message consequence;  ///< What it means under the dialect, after ": "; no id when none.
    QList<robots::Message> notes; ///< Remarks appended as they are ("; reading stopped at … bytes").
    robots::Message aside;        ///< Where the answer comes from, in parentheses; no id when none.

    /// No sentence at all (no cause).
    [[nodiscard]] bool isEmpty() const { return cause.id.empty(); }
    /// The English sentence, as the CLI prints it. O(length).
    [[nodiscard]] QString toEnglish() const;
};

/// A body's size as every front end states it: the same however its bytes arrived. When reading
/// stopped at the limit and the server sent no Content-Length, how many bytes had come in by then
/// depends on how the network delivered them; all that is known is that the body is larger than
/// the limit, so that is what is said.
struct BodySize
{
    qint64 bytes = 0;      ///< The size; with `moreThan`, the limit the body is larger than.
    bool moreThan = false; ///< Cut at the limit with no Content-Length: larger than `bytes`.

    /// "2048 bytes", "more than 512000 bytes": the command line's words.
    [[nodiscard]] QString toEnglish() const;
    friend bool operator==(const BodySize &, const BodySize &) = default;
};

/// Everything one fetch of /robots.txt did. A value; cheap to copy (implicitly shared Qt data).
struct FetchReport
{
    // --- What was asked ------------------------------------------------------------------------
    QUrl requestedUrl; ///< The URL given (any URL of the site).
    QUrl robotsUrl;    ///< `scheme://host[:port]/robots.txt` of that URL; empty when refused.
    const robots::Dialect *dialect = &robots::defaultDialect(); ///< The dialect of the options.
    QString userAgent;                                          ///< The User-Agent header sent.
    int maxRedirects = 0;                                       ///< The limit used (kMaxRedirects).
    qint64 maxBodyBytes = 0;                                    ///< The cap used (kMaxRobotsBytes).

    // --- What happened -------------------------------------------------------------------------
    bool refused = false;   ///< The URL given is not http/https (or has no host): nothing was sent.
    bool cancelled = false; ///< cancel() was called.
    QList<Hop> chain;       ///< Every request in order; the last one is the final response.
    int redirectsFollowed = 0;
    RedirectStop redirectStop = RedirectStop::None;
    bool redirectLoop = false; ///< A Location pointed to a URL already requested.

    std::optional<int> status; ///< The final HTTP status; nullopt with `networkError` set.
    QByteArray reasonPhrase;
    robots::NetworkError networkError = robots::NetworkError::None;
    QString errorString;                       ///< Qt's description of a network error (or of a body problem).
    QStringList tlsErrors;                     ///< Every TLS problem reported; a TLS error is never ignored.
    std::optional<int> statusBeforeError;      ///< A status that arrived before the connection broke.
    std::chrono::milliseconds totalTimeout{0}; ///< The overall deadline used (0 = none).
    bool totalTimeoutReached = false;          ///< The fetch was abandoned at `totalTimeout` (networkError: Timeout).
    std::chrono::milliseconds stallTimeout{0}; ///< The stall time-out that ended it (no data for that long), else 0.

    QList<QPair<QByteArray, QByteArray>> headers; ///< The final response's headers, as sent.
    QByteArray contentType;                       ///< Its Content-Type value ("" when none).
    QByteArray contentEncoding;                   ///< Its Content-Encoding value ("gzip"; "" when none).
    std::optional<qint64> contentLength;          ///< Its Content-Length, when sent.
    std::optional<std::chrono::seconds> maxAge;   ///< Cache-Control max-age (0 for no-store/no-cache).

    QByteArray body;                             ///< The ORIGINAL bytes received (up to maxBodyBytes), for saving.
    qint64 bytesReceived = 0;                    ///< Body bytes read from the network (more than body.size() when cut).
    bool truncated = false;                      ///< Reading stopped at maxBodyBytes (the rest was never downloaded).
    BodyProblem bodyProblem = BodyProblem::None; ///< A 2xx body that could not be read (then no file).
    DecodedBody decoded;                         ///< `body` decoded to text (decodeBody()).

    QDateTime startedAt;  ///< UTC.
    QDateTime finishedAt; ///< UTC.

    // --- What it means -------------------------------------------------------------------------
    robots::FetchDecision decision; ///< decideFetchOutcome(*dialect, result()).
    FetchMessage message; ///< What it did and means: "Server error 503: under RFC 9309 every URL is disallowed
                          ///< until the file can be fetched".

    /// The final URL requested (after redirects); empty when nothing was sent.
    [[nodiscard]] QUrl finalUrl() const;
    /// An HTTP response arrived and was read in full (or up to the cap).
    [[nodiscard]] bool gotResponse() const { return status.has_value(); }
    /// What the fetch says about the file in RFC 9309 §2.3.1's terms: robots::classifyFetch() of
    /// finalResult() — 2xx (a file), 3xx (a chain that ended without one), 4xx (no file), 5xx /
    /// 429 / no answer / a 2xx whose body could not be read (unreachable). The one classification
    /// every front end reports (the CLI's fetch, check --fetch, site fetch, the studio's Site and
    /// Hosts windows). Meaningless for a refused or cancelled fetch. O(1).
    [[nodiscard]] robots::FetchStatusClass fetchClass() const;
    /// Class Success: there is a file, its bytes are `body`.
    [[nodiscard]] bool succeeded() const;
    /// Class Unreachable (RFC 9309 §2.3.1.4). False for a refused or cancelled fetch.
    [[nodiscard]] bool unreachable() const;
    /// The server said something about the file: class Success (a file) or Unavailable (a 4xx:
    /// none there). False for anything else — unreachable, a redirect chain that ended without a
    /// file, a refused or cancelled fetch. What `robotstxt site fetch` counts as a host that
    /// answered, and the copy the hosts cache falls back on while a host is unreachable.
    [[nodiscard]] bool answered() const;
    /// The body's full length as far as it is known, the same however the bytes arrived: the bytes
    /// read (or Content-Length, when larger); when reading stopped at `maxBodyBytes`, the
    /// Content-Length when the server sent one beyond it, else "more than maxBodyBytes". `body`
    /// holds at most kMaxRobotsBytes of it. O(1).
    [[nodiscard]] BodySize bodySize() const;

    /// The plain data the core's policy reads, for the fetch's own dialect. `contentType` views
    /// this report's storage: keep the report alive while the result is used.
    [[nodiscard]] robots::FetchResult result() const { return resultFor(*dialect); }
    /// The fetch as it ended, no dialect's redirect limit replayed: what
    /// robots::freshnessLifetime() reads (with `maxAge`). O(1).
    [[nodiscard]] robots::FetchResult finalResult() const;
    /// The same for another dialect, replaying the chain under that dialect's redirect limit: a
    /// fetch made with 10 redirects answers for a dialect that follows 5 as if it had stopped
    /// at the sixth redirect. (A dialect with a higher limit than the fetch used sees the fetch's
    /// own stop.) O(1).
    [[nodiscard]] robots::FetchResult resultFor(const robots::Dialect &other) const;
    /// decideFetchOutcome(other, resultFor(other)), or Unavailable for a refused or cancelled
    /// fetch (nothing was learnt). O(1).
    [[nodiscard]] robots::FetchDecision decisionFor(const robots::Dialect &other) const;
    /// The sentence for `other` (see `message`).
    [[nodiscard]] FetchMessage messageFor(const robots::Dialect &other) const;

    /// The bytes to hand the core's parser: `body`, the bytes as served (at most kMaxRobotsBytes),
    /// whatever their charset — the core's one rule for a robots.txt's bytes (robots/studio/encoding.h),
    /// so that a file saved with `robotstxt fetch -o` and checked with `robotstxt check FILE` gets
    /// the verdicts of the server that served it. `decoded` is for showing the text. The core cuts
    /// them to `decision.bytesToParse`.
    [[nodiscard]] QByteArray bytesForParsing() const;

    /// A JSON form that fromJson() reads back (body in base64; text, decision and message are
    /// recomputed on reading). Used by HostRulesCache's disk cache and `robotstxt fetch --format json`.
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static std::optional<FetchReport> fromJson(const QJsonObject &json);

    /// Fills `decoded`, `decision` and `message` from the rest. Fetcher calls it; so does fromJson().
    void complete();
};

/// "no data received for %1 s": why a fetch that stalled for `timeout` was given up (the stall
/// time-out of FetchOptions::timeout), nested in the report's message so that it is translated too.
[[nodiscard]] robots::Message stalledMessage(std::chrono::milliseconds timeout);

/// The origin (RFC 9309 §2.3) of an http or https URL with a host, by the core's one rule
/// (robots::Origin::fromUrl, applied to the URL's scheme and authority); nullopt for anything else
/// (file:, ftp:, data:, a bare path, no host). Its robotsUrl() is where the host's file is, its
/// key() how the history and the host views name it ("http://example.com:80"). O(n).
[[nodiscard]] std::optional<robots::Origin> httpOrigin(const QUrl &url);
/// httpOrigin(url)'s key() as a QString, empty when the URL has no http(s) origin. O(n).
[[nodiscard]] QString hostKey(const QUrl &url);
/// robots::Origin::robotsUrl() as a QUrl: "https://example.com/robots.txt".
[[nodiscard]] QUrl robotsTxtUrl(const robots::Origin &origin);
/// robotsTxtUrl() of httpOrigin(url), nullopt when the URL has no http(s) origin. O(n).
[[nodiscard]] std::optional<QUrl> robotsTxtUrl(const QUrl &url);

/// A URL from what a person typed: `example.com` → `https://example.com`, `http://x` kept.
/// A Windows drive or a path is not turned into file: (so httpOrigin() refuses it). O(n).
[[nodiscard]] QUrl urlFromUserInput(const QString &input);

/// Stable names for JSON and the CLI: "timeout", "connection-refused", "tls" …
[[nodiscard]] QString networkErrorName(robots::NetworkError error);
[[nodiscard]] QString redirectStopName(RedirectStop stop);
[[nodiscard]] QString bodyProblemName(BodyProblem problem); ///< "none", "decompression-limit", "undecodable".
/// A short label, a text the GUI translates by its id (ui::textText()): "parse", "allow all",
/// "disallow all", "unavailable".
[[nodiscard]] robots::Text outcomeLabel(robots::FetchOutcome outcome);

} // namespace robots::net

Q_DECLARE_METATYPE(robots::net::FetchReport)
