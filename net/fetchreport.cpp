// SPDX-License-Identifier: MIT
#include "net/fetchreport.h"

#include <robots/studio/encoding.h>

#include <QJsonArray>

#include <algorithm>
#include <string>
#include <string_view>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

// The sentences, as messages (robots/message.h): an id "net.fetch.…", the English template, the
// arguments. The GUI translates them (ui::messageText()), the CLI prints their English.

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

std::string utf8(const QString &text)
{
    return text.toStdString();
}

std::string number(qint64 n)
{
    return std::to_string(n);
}

/// A number of seconds as QString::arg(double) writes it ("10", "0.5").
std::string seconds(std::chrono::milliseconds ms)
{
    return utf8(u"%1"_s.arg(double(ms.count()) / 1000.0));
}

robots::Message readingStopped(qint64 bytes)
{
    return robots::Message("net.fetch.reading-stopped", "; reading stopped at %1 bytes", {number(bytes)});
}

robots::Message unknownCharset(const QByteArray &name)
{
    return robots::Message("net.fetch.unknown-charset", "; the charset %1 is unknown, read as UTF-8",
                           {name.toStdString()});
}

robots::Message invalidBytes(const QByteArray &encoding)
{
    return robots::Message("net.fetch.invalid-bytes", "; some bytes are not valid %1", {encoding.toStdString()});
}

robots::Message wideEncoding(std::string_view encoding)
{
    return robots::Message("net.fetch.wide-encoding",
                           "; the body is %1, not UTF-8 (RFC 9309 §2.3): its bytes are parsed as served, "
                           "as robotstxt check FILE reads them",
                           {encoding});
}

/// "%2" of the body-problem causes: the Content-Encoding, or the word "compressed" when none was sent.
robots::Message withEncoding(robots::Message message, const QByteArray &encoding)
{
    if (!encoding.isEmpty())
        return message;
    return robots::withText(std::move(message), 1, robots::Text{"net.fetch.compressed", "compressed"});
}

/// What happened, in the words of `dialect` (its redirect limit may end the chain earlier).
robots::Message cause(const FetchReport &r, const robots::Dialect &dialect)
{
    if (r.refused)
        return robots::Message("net.fetch.refused", "Only http and https URLs can be fetched (%1)",
                               {utf8(r.requestedUrl.toDisplayString())});
    if (r.cancelled)
        return robots::Message("net.fetch.cancelled", "Fetch cancelled");

    const int limit = dialect.fetch().maxRedirects;
    if (r.redirectsFollowed > limit || r.redirectStop == RedirectStop::LimitReached) {
        const std::string followed = number(std::min(limit, r.redirectsFollowed));
        if (r.redirectLoop)
            return robots::Message("net.fetch.redirect-loop", "Redirect loop: gave up after %1 redirects", {followed});
        return robots::Message("net.fetch.too-many-redirects", "Too many redirects: gave up after %1", {followed});
    }
    const Hop last = r.chain.isEmpty() ? Hop{} : r.chain.back();
    if (r.redirectStop == RedirectStop::NotHttp)
        return robots::Message("net.fetch.redirect-not-http",
                               "Redirect %1 to %2 refused: only http and https URLs are followed",
                               {number(last.status), utf8(last.location.toDisplayString())});
    if (r.redirectStop == RedirectStop::NoLocation)
        return robots::Message("net.fetch.redirect-no-location", "Redirect %1 without a Location header",
                               {number(last.status)});

    if (!r.status) {
        const std::string host = utf8(last.url.host());
        switch (r.networkError) {
        case robots::NetworkError::Timeout:
            if (r.totalTimeoutReached)
                return robots::Message("net.fetch.total-time-out", "Total time-out after %1 s (%2 body bytes received)",
                                       {seconds(r.totalTimeout), number(r.bytesReceived)});
            if (r.stallTimeout.count() > 0) {
                const robots::Message stalled = stalledMessage(r.stallTimeout);
                return robots::withText(robots::Message("net.fetch.time-out", "Time-out: %1", {stalled.toEnglish()}), 0,
                                        stalled);
            }
            return robots::Message("net.fetch.time-out", "Time-out: %1", {utf8(r.errorString)});
        case robots::NetworkError::ConnectionRefused:
            return robots::Message("net.fetch.connection-refused", "Connection refused by %1", {host});
        case robots::NetworkError::NameResolution:
            return robots::Message("net.fetch.host-not-found", "Host %1 not found", {host});
        case robots::NetworkError::Tls:
            return robots::Message("net.fetch.tls", "TLS error: %1",
                                   {utf8(r.tlsErrors.isEmpty() ? r.errorString : r.tlsErrors.join(u"; "))});
        case robots::NetworkError::None:
        case robots::NetworkError::Other:
            break;
        }
        if (r.statusBeforeError) {
            if (r.contentLength)
                return robots::Message("net.fetch.connection-closed", "Connection closed after %1 of %2 body bytes",
                                       {number(r.bytesReceived), number(*r.contentLength)});
            return robots::Message("net.fetch.connection-closed-unknown-length",
                                   "Connection closed after %1 of an unknown number of body bytes",
                                   {number(r.bytesReceived)});
        }
        return robots::Message("net.fetch.network-error", "Network error: %1", {utf8(r.errorString)});
    }

    const int s = *r.status;
    const std::string code = number(s);
    switch (robots::classifyFetchStatus(s)) {
    case robots::FetchStatusClass::Success: {
        const std::string status = utf8(u"%1 %2"_s.arg(s).arg(QString::fromLatin1(r.reasonPhrase)).trimmed());
        const std::string encoding = r.contentEncoding.isEmpty() ? "compressed" : r.contentEncoding.toStdString();
        switch (r.bodyProblem) {
        case BodyProblem::None:
            break;
        case BodyProblem::DecompressionLimit:
            return withEncoding(
                robots::Message(
                    "net.fetch.decompression-limit",
                    "HTTP %1, but the server's %2 body inflates past the safety limit; it could not be read",
                    {status, encoding}),
                r.contentEncoding);
        case BodyProblem::Undecodable:
            return withEncoding(
                robots::Message("net.fetch.undecodable",
                                "HTTP %1, but the server's %2 body could not be decoded (%3); it could not be read",
                                {status, encoding, utf8(r.errorString)}),
                r.contentEncoding);
        }
        // The size as every front end states it (bodySize()); "512000+" when the body was cut at the
        // limit with no Content-Length, so that the sentence is the same however the bytes came.
        const BodySize size = r.bodySize();
        const std::string reason = utf8(QString::fromLatin1(r.reasonPhrase).simplified());
        // The reason phrase and the type as sent, each on one line (the sentence is one line).
        // With no Content-Type the fourth argument is the words "no Content-Type", a text of its
        // own that the GUI translates by id (withText() marks an argument whose English it is).
        static constexpr robots::Text kNoContentType{"net.fetch.no-content-type", "no Content-Type"};
        const std::string type = r.contentType.isEmpty() ? std::string(kNoContentType.english)
                                                         : utf8(QString::fromLatin1(r.contentType).simplified());
        const robots::Message success("net.fetch.success", "HTTP %1 %2, %3 bytes (%4)",
                                      {code, reason, number(size.bytes) + (size.moreThan ? "+" : ""), type});
        if (r.contentType.isEmpty())
            return robots::withText(success, 3, kNoContentType);
        return success;
    }
    case robots::FetchStatusClass::Unavailable:
        if (s == 401 || s == 403)
            return robots::Message("net.fetch.access-denied", "Access denied (HTTP %1)", {code});
        if (s == 404)
            return robots::Message("net.fetch.not-found", "Not found (HTTP 404)");
        if (s == 410)
            return robots::Message("net.fetch.gone", "Gone (HTTP 410)");
        return robots::Message("net.fetch.client-error", "Client error %1", {code});
    case robots::FetchStatusClass::Unreachable:
        if (s == 429)
            return robots::Message("net.fetch.too-many-requests", "Too many requests (HTTP 429)");
        return robots::Message("net.fetch.server-error", "Server error %1", {code});
    case robots::FetchStatusClass::Redirect:
        return robots::Message("net.fetch.redirect-status", "Redirect status %1 not followed", {code});
    case robots::FetchStatusClass::Unexpected:
        break;
    }
    return robots::Message("net.fetch.unexpected-status", "Unexpected HTTP status %1", {code});
}

/// What the outcome means under `dialect`; its title is a core text, translated by its id.
robots::Message consequence(const FetchReport &r, const robots::FetchDecision &decision, const robots::Dialect &dialect)
{
    const std::string title(dialect.title().english);
    auto titled = [&](robots::Message message) { return robots::withText(std::move(message), 0, dialect.title()); };
    switch (decision.outcome) {
    case robots::FetchOutcome::ParseBody: {
        const qint64 total =
            std::max<qint64>(r.bytesForParsing().size(), std::max(r.bytesReceived, r.contentLength.value_or(0)));
        if (qint64(decision.bytesToParse) < total)
            return titled(robots::Message("net.fetch.parsed-first", "under %1 only the first %2 bytes are parsed",
                                          {title, number(qint64(decision.bytesToParse))}));
        return titled(robots::Message("net.fetch.parsed", "under %1 the file is parsed", {title}));
    }
    case robots::FetchOutcome::AllowAll:
        return titled(robots::Message("net.fetch.allow-all", "under %1 every URL is allowed", {title}));
    case robots::FetchOutcome::DisallowAll:
        return titled(robots::Message("net.fetch.disallow-all",
                                      "under %1 every URL is disallowed until the file can be fetched", {title}));
    case robots::FetchOutcome::Unavailable:
        return titled(robots::Message(
            "net.fetch.unavailable",
            "under %1 this fetch decides nothing: a fresh cached copy is kept, otherwise the rules are unknown",
            {title}));
    }
    return {};
}

constexpr robots::NetworkError kNetworkErrors[] = {
    robots::NetworkError::None,
    robots::NetworkError::Timeout,
    robots::NetworkError::NameResolution,
    robots::NetworkError::ConnectionRefused,
    robots::NetworkError::Tls,
    robots::NetworkError::Other,
};
constexpr RedirectStop kRedirectStops[] = {RedirectStop::None, RedirectStop::LimitReached, RedirectStop::NotHttp,
                                           RedirectStop::NoLocation};
constexpr BodyProblem kBodyProblems[] = {BodyProblem::None, BodyProblem::DecompressionLimit, BodyProblem::Undecodable};

QJsonValue optionalInt(const std::optional<qint64> &value)
{
    return value ? QJsonValue(double(*value)) : QJsonValue();
}

std::optional<qint64> readOptionalInt(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    return qint64(value.toDouble());
}

QString latin1(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes);
}

} // namespace

QString defaultUserAgent()
{
    return QStringLiteral("RobotsTxtStudio/" ROBOTS_VERSION " (+" ROBOTS_HOMEPAGE ")");
}

std::chrono::milliseconds FetchOptions::effectiveTotalTimeout() const
{
    return std::max(std::chrono::milliseconds(0), totalTimeout.value_or(timeout));
}

QUrl FetchReport::finalUrl() const
{
    return chain.isEmpty() ? QUrl() : chain.back().url;
}

robots::FetchStatusClass FetchReport::fetchClass() const
{
    return robots::classifyFetch(finalResult());
}

bool FetchReport::succeeded() const
{
    return !refused && !cancelled && fetchClass() == robots::FetchStatusClass::Success;
}

bool FetchReport::unreachable() const
{
    return !refused && !cancelled && fetchClass() == robots::FetchStatusClass::Unreachable;
}

bool FetchReport::answered() const
{
    const robots::FetchStatusClass c = fetchClass();
    return !refused && !cancelled &&
           (c == robots::FetchStatusClass::Success || c == robots::FetchStatusClass::Unavailable);
}

QString BodySize::toEnglish() const
{
    return (moreThan ? u"more than %1 bytes"_s : u"%1 bytes"_s).arg(bytes);
}

BodySize FetchReport::bodySize() const
{
    if (!truncated)
        return {std::max(bytesReceived, contentLength.value_or(0)), false};
    // Cut at the limit: the bytes received by then are the limit and whatever else the last read
    // happened to hold, so they are not reported; a Content-Length past the limit is.
    if (contentLength && *contentLength > maxBodyBytes)
        return {*contentLength, false};
    return {maxBodyBytes, true};
}

robots::FetchResult FetchReport::finalResult() const
{
    robots::FetchResult r;
    r.redirects = redirectsFollowed;
    if (status)
        r.status = *status;
    else
        r.error = networkError == robots::NetworkError::None ? robots::NetworkError::Other : networkError;
    r.bodyBytes = std::size_t(std::max(bytesReceived, truncated ? contentLength.value_or(0) : 0));
    r.contentType = std::string_view(contentType.constData(), std::size_t(contentType.size()));
    r.bodyUnreadable = bodyProblem != BodyProblem::None;
    return r;
}

robots::FetchResult FetchReport::resultFor(const robots::Dialect &other) const
{
    const int limit = other.fetch().maxRedirects;
    if (redirectsFollowed > limit && limit >= 0 && limit < chain.size()) {
        // This dialect would have stopped at the redirect after its limit, unfollowed.
        robots::FetchResult r;
        r.status = chain.at(limit).status;
        r.redirects = limit;
        return r;
    }
    return finalResult();
}

robots::FetchDecision FetchReport::decisionFor(const robots::Dialect &other) const
{
    if (refused || cancelled) {
        robots::FetchDecision nothing;
        nothing.outcome = robots::FetchOutcome::Unavailable;
        nothing.reason = robots::Message("net.fetch.nothing-fetched", "nothing was fetched");
        return nothing;
    }
    return robots::decideFetchOutcome(other, resultFor(other));
}

FetchMessage FetchReport::messageFor(const robots::Dialect &other) const
{
    FetchMessage m;
    m.cause = cause(*this, other);
    if (refused || cancelled)
        return m;
    m.consequence = consequence(*this, decisionFor(other), other);
    if (truncated)
        m.notes.append(readingStopped(maxBodyBytes));
    if (succeeded()) {
        if (const std::optional<robots::DetectedEncoding> wide =
                robots::detectWideEncoding(std::string_view(body.constData(), std::size_t(body.size()))))
            m.notes.append(wideEncoding(robots::encodingName(wide->encoding)));
        else if (decoded.unknownCharset)
            m.notes.append(unknownCharset(decoded.declared));
        else if (decoded.invalidBytes && !truncated) // a cut may split a character
            m.notes.append(invalidBytes(decoded.encoding));
    }
    return m;
}

QByteArray FetchReport::bytesForParsing() const
{
    return body;
}

void FetchReport::complete()
{
    decoded = decodeBody(body, contentType);
    decision = decisionFor(*dialect);
    message = messageFor(*dialect);
}

QJsonObject FetchReport::toJson() const
{
    QJsonArray hops;
    for (const Hop &hop : chain) {
        QJsonObject h{{u"url"_s, hop.url.toString()}, {u"status"_s, hop.status}, {u"reason"_s, latin1(hop.reason)}};
        if (!hop.location.isEmpty())
            h.insert(u"location"_s, hop.location.toString());
        hops.append(h);
    }
    QJsonArray headerList;
    for (const auto &[name, value] : headers)
        headerList.append(QJsonArray{latin1(name), latin1(value)});
    return QJsonObject{
        {u"requestedUrl"_s, requestedUrl.toString()},
        {u"robotsUrl"_s, robotsUrl.toString()},
        {u"finalUrl"_s, finalUrl().toString()},
        {u"dialect"_s, fromView(dialect->name())},
        {u"userAgent"_s, userAgent},
        {u"maxRedirects"_s, maxRedirects},
        {u"maxBodyBytes"_s, double(maxBodyBytes)},
        {u"refused"_s, refused},
        {u"cancelled"_s, cancelled},
        {u"chain"_s, hops},
        {u"redirectsFollowed"_s, redirectsFollowed},
        {u"redirectStop"_s, redirectStopName(redirectStop)},
        {u"redirectLoop"_s, redirectLoop},
        {u"status"_s, optionalInt(status)},
        {u"reasonPhrase"_s, latin1(reasonPhrase)},
        {u"networkError"_s, networkErrorName(networkError)},
        {u"errorString"_s, errorString},
        {u"tlsErrors"_s, QJsonArray::fromStringList(tlsErrors)},
        {u"statusBeforeError"_s, optionalInt(statusBeforeError)},
        {u"totalTimeout"_s, double(totalTimeout.count())},
        {u"totalTimeoutReached"_s, totalTimeoutReached},
        {u"stallTimeout"_s, double(stallTimeout.count())},
        {u"headers"_s, headerList},
        {u"contentType"_s, latin1(contentType)},
        {u"contentEncoding"_s, latin1(contentEncoding)},
        {u"contentLength"_s, optionalInt(contentLength)},
        {u"maxAge"_s, maxAge ? QJsonValue(double(maxAge->count())) : QJsonValue()},
        {u"bytesReceived"_s, double(bytesReceived)},
        {u"truncated"_s, truncated},
        {u"bodyProblem"_s, bodyProblemName(bodyProblem)},
        {u"encoding"_s, latin1(decoded.encoding)},
        {u"body"_s, QString::fromLatin1(body.toBase64())},
        {u"startedAt"_s, startedAt.toString(Qt::ISODateWithMs)},
        {u"finishedAt"_s, finishedAt.toString(Qt::ISODateWithMs)},
        {u"outcome"_s, fromView(robots::fetchOutcomeName(decision.outcome))},
        {u"bytesToParse"_s, double(decision.bytesToParse)},
        {u"message"_s, message.toEnglish()},
    };
}

std::optional<FetchReport> FetchReport::fromJson(const QJsonObject &json)
{
    FetchReport r;
    const robots::Dialect *d = robots::findDialect(json.value(u"dialect"_s).toString().toStdString());
    if (!d || !json.value(u"chain"_s).isArray())
        return std::nullopt;
    r.dialect = d;
    r.requestedUrl = QUrl(json.value(u"requestedUrl"_s).toString());
    r.robotsUrl = QUrl(json.value(u"robotsUrl"_s).toString());
    r.userAgent = json.value(u"userAgent"_s).toString();
    r.maxRedirects = json.value(u"maxRedirects"_s).toInt();
    r.maxBodyBytes = qint64(json.value(u"maxBodyBytes"_s).toDouble());
    r.refused = json.value(u"refused"_s).toBool();
    r.cancelled = json.value(u"cancelled"_s).toBool();
    for (const QJsonValue &v : json.value(u"chain"_s).toArray()) {
        const QJsonObject h = v.toObject();
        r.chain.append(Hop{QUrl(h.value(u"url"_s).toString()), h.value(u"status"_s).toInt(),
                           h.value(u"reason"_s).toString().toLatin1(), QUrl(h.value(u"location"_s).toString())});
    }
    r.redirectsFollowed = json.value(u"redirectsFollowed"_s).toInt();
    const QString stop = json.value(u"redirectStop"_s).toString();
    for (RedirectStop s : kRedirectStops)
        if (redirectStopName(s) == stop)
            r.redirectStop = s;
    r.redirectLoop = json.value(u"redirectLoop"_s).toBool();
    if (const auto s = readOptionalInt(json.value(u"status"_s)))
        r.status = int(*s);
    r.reasonPhrase = json.value(u"reasonPhrase"_s).toString().toLatin1();
    const QString error = json.value(u"networkError"_s).toString();
    for (robots::NetworkError e : kNetworkErrors)
        if (networkErrorName(e) == error)
            r.networkError = e;
    r.errorString = json.value(u"errorString"_s).toString();
    for (const QJsonValue &v : json.value(u"tlsErrors"_s).toArray())
        r.tlsErrors.append(v.toString());
    if (const auto s = readOptionalInt(json.value(u"statusBeforeError"_s)))
        r.statusBeforeError = int(*s);
    r.totalTimeout = std::chrono::milliseconds(qint64(json.value(u"totalTimeout"_s).toDouble()));
    r.totalTimeoutReached = json.value(u"totalTimeoutReached"_s).toBool();
    r.stallTimeout = std::chrono::milliseconds(qint64(json.value(u"stallTimeout"_s).toDouble()));
    for (const QJsonValue &v : json.value(u"headers"_s).toArray()) {
        const QJsonArray pair = v.toArray();
        r.headers.append({pair.at(0).toString().toLatin1(), pair.at(1).toString().toLatin1()});
    }
    r.contentType = json.value(u"contentType"_s).toString().toLatin1();
    r.contentEncoding = json.value(u"contentEncoding"_s).toString().toLatin1();
    r.contentLength = readOptionalInt(json.value(u"contentLength"_s));
    if (const auto age = readOptionalInt(json.value(u"maxAge"_s)))
        r.maxAge = std::chrono::seconds(*age);
    r.bytesReceived = qint64(json.value(u"bytesReceived"_s).toDouble());
    r.truncated = json.value(u"truncated"_s).toBool();
    const QString problem = json.value(u"bodyProblem"_s).toString();
    for (BodyProblem p : kBodyProblems)
        if (bodyProblemName(p) == problem)
            r.bodyProblem = p;
    r.body = QByteArray::fromBase64(json.value(u"body"_s).toString().toLatin1());
    r.startedAt = QDateTime::fromString(json.value(u"startedAt"_s).toString(), Qt::ISODateWithMs);
    r.finishedAt = QDateTime::fromString(json.value(u"finishedAt"_s).toString(), Qt::ISODateWithMs);
    r.complete();
    return r;
}

std::optional<robots::Origin> httpOrigin(const QUrl &url)
{
    if (!url.isValid())
        return std::nullopt;
    // Only the scheme and the authority go to the core: QUrl has already normalised the host
    // (lower case, IDNA), which the core's rule keeps as it is.
    const QString authority =
        url.toString(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment);
    std::optional<robots::Origin> origin = robots::Origin::fromUrl(authority.toStdString());
    if (!origin || !origin->isHttp())
        return std::nullopt;
    return origin;
}

robots::Message stalledMessage(std::chrono::milliseconds timeout)
{
    return robots::Message("net.fetcher.stalled", "no data received for %1 s", {seconds(timeout)});
}

QString hostKey(const QUrl &url)
{
    const std::optional<robots::Origin> origin = httpOrigin(url);
    return origin ? QString::fromStdString(origin->key()) : QString();
}

QUrl robotsTxtUrl(const robots::Origin &origin)
{
    return QUrl(QString::fromStdString(origin.robotsUrl()));
}

std::optional<QUrl> robotsTxtUrl(const QUrl &url)
{
    const std::optional<robots::Origin> origin = httpOrigin(url);
    if (!origin)
        return std::nullopt;
    return robotsTxtUrl(*origin);
}

QUrl urlFromUserInput(const QString &input)
{
    const QString trimmed = input.trimmed();
    if (trimmed.contains(u"://") || trimmed.startsWith(u"data:") || trimmed.startsWith(u"file:"))
        return QUrl(trimmed);
    if (trimmed.isEmpty() || trimmed.startsWith(u'/') || trimmed.startsWith(u'.') ||
        (trimmed.size() >= 2 && trimmed.at(1) == u':'))
        return QUrl(trimmed); // a path: httpOrigin() refuses it
    return QUrl(u"https://"_s + trimmed);
}

QString networkErrorName(robots::NetworkError error)
{
    switch (error) {
    case robots::NetworkError::None:
        return u"none"_s;
    case robots::NetworkError::Timeout:
        return u"timeout"_s;
    case robots::NetworkError::NameResolution:
        return u"name-resolution"_s;
    case robots::NetworkError::ConnectionRefused:
        return u"connection-refused"_s;
    case robots::NetworkError::Tls:
        return u"tls"_s;
    case robots::NetworkError::Other:
        return u"other"_s;
    }
    return u"other"_s;
}

QString redirectStopName(RedirectStop stop)
{
    switch (stop) {
    case RedirectStop::None:
        return u"none"_s;
    case RedirectStop::LimitReached:
        return u"limit-reached"_s;
    case RedirectStop::NotHttp:
        return u"not-http"_s;
    case RedirectStop::NoLocation:
        return u"no-location"_s;
    }
    return u"none"_s;
}

QString bodyProblemName(BodyProblem problem)
{
    switch (problem) {
    case BodyProblem::None:
        return u"none"_s;
    case BodyProblem::DecompressionLimit:
        return u"decompression-limit"_s;
    case BodyProblem::Undecodable:
        return u"undecodable"_s;
    }
    return u"none"_s;
}

robots::Text outcomeLabel(robots::FetchOutcome outcome)
{
    switch (outcome) {
    case robots::FetchOutcome::ParseBody:
        return {"net.outcome.parse", "parse"};
    case robots::FetchOutcome::AllowAll:
        return {"net.outcome.allow-all", "allow all"};
    case robots::FetchOutcome::DisallowAll:
        return {"net.outcome.disallow-all", "disallow all"};
    case robots::FetchOutcome::Unavailable:
        return {"net.outcome.unavailable", "unavailable"};
    }
    return {};
}

QString FetchMessage::toEnglish() const
{
    QString text = QString::fromStdString(cause.toEnglish());
    if (!consequence.id.empty())
        text += u": "_s + QString::fromStdString(consequence.toEnglish());
    for (const robots::Message &note : notes)
        text += QString::fromStdString(note.toEnglish());
    if (!aside.id.empty())
        text += u" ("_s + QString::fromStdString(aside.toEnglish()) + u')';
    return text;
}

} // namespace robots::net
