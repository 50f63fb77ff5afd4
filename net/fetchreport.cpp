// SPDX-License-Identifier: MIT
#include "net/fetchreport.h"

#include <robots/studio/encoding.h>

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <string>
#include <string_view>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

/// The translated sentences (context "robots::net::FetchReport" for Qt Linguist).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(robots::net::FetchReport)
public:
    static QString cause(const FetchReport &r, const robots::Dialect &dialect);
    static QString consequence(const FetchReport &r, const robots::FetchDecision &decision,
                               const robots::Dialect &dialect);
    static QString readingStopped(qint64 bytes) { return tr("; reading stopped at %1 bytes").arg(bytes); }
    static QString unknownCharset(const QByteArray &name)
    {
        return tr("; the charset %1 is unknown, read as UTF-8").arg(QString::fromLatin1(name));
    }
    static QString invalidBytes(const QByteArray &encoding)
    {
        return tr("; some bytes are not valid %1").arg(QString::fromLatin1(encoding));
    }
    static QString wideEncoding(const QString &encoding)
    {
        return tr("; the body is %1, not UTF-8 (RFC 9309 §2.3): its bytes are parsed as served, "
                  "as robotstxt check FILE reads them")
            .arg(encoding);
    }
    static QString outcome(robots::FetchOutcome outcome);
};

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The core's display name, translated like every core text (ui/analysis/messages.h: context
// "robots::Message", the id as disambiguation; resources/translations/robotstxt-messages_*.ts).
QString dialectTitle(const robots::Dialect &dialect)
{
    const std::string english(dialect.title().english), id(dialect.title().id);
    return QCoreApplication::translate("robots::Message", english.c_str(), id.c_str());
}

/// What happened, in the words of `dialect` (its redirect limit may end the chain earlier).
QString Text::cause(const FetchReport &r, const robots::Dialect &dialect)
{
    if (r.refused)
        return tr("Only http and https URLs can be fetched (%1)").arg(r.requestedUrl.toDisplayString());
    if (r.cancelled)
        return tr("Fetch cancelled");

    const int limit = dialect.fetch().maxRedirects;
    if (r.redirectsFollowed > limit || r.redirectStop == RedirectStop::LimitReached) {
        const int followed = std::min(limit, r.redirectsFollowed);
        if (r.redirectLoop)
            return tr("Redirect loop: gave up after %1 redirects").arg(followed);
        return tr("Too many redirects: gave up after %1").arg(followed);
    }
    const Hop last = r.chain.isEmpty() ? Hop{} : r.chain.back();
    if (r.redirectStop == RedirectStop::NotHttp)
        return tr("Redirect %1 to %2 refused: only http and https URLs are followed")
            .arg(last.status)
            .arg(last.location.toDisplayString());
    if (r.redirectStop == RedirectStop::NoLocation)
        return tr("Redirect %1 without a Location header").arg(last.status);

    if (!r.status) {
        const QString host = last.url.host();
        switch (r.networkError) {
        case robots::NetworkError::Timeout:
            if (r.totalTimeoutReached)
                return tr("Total time-out after %1 s (%2 body bytes received)")
                    .arg(double(r.totalTimeout.count()) / 1000.0)
                    .arg(r.bytesReceived);
            return tr("Time-out: %1").arg(r.errorString);
        case robots::NetworkError::ConnectionRefused:
            return tr("Connection refused by %1").arg(host);
        case robots::NetworkError::NameResolution:
            return tr("Host %1 not found").arg(host);
        case robots::NetworkError::Tls:
            return tr("TLS error: %1").arg(r.tlsErrors.isEmpty() ? r.errorString : r.tlsErrors.join(u"; "));
        case robots::NetworkError::None:
        case robots::NetworkError::Other:
            break;
        }
        if (r.statusBeforeError)
            return tr("Connection closed after %1 of %2 body bytes")
                .arg(r.bytesReceived)
                .arg(r.contentLength ? QString::number(*r.contentLength) : tr("an unknown number of"));
        return tr("Network error: %1").arg(r.errorString);
    }

    const int s = *r.status;
    switch (robots::classifyFetchStatus(s)) {
    case robots::FetchStatusClass::Success: {
        const QString status = u"%1 %2"_s.arg(s).arg(QString::fromLatin1(r.reasonPhrase)).trimmed();
        const QString encoding = QString::fromLatin1(r.contentEncoding);
        switch (r.bodyProblem) {
        case BodyProblem::None:
            break;
        case BodyProblem::DecompressionLimit:
            return tr("HTTP %1, but the server's %2 body inflates past the safety limit; it could not be read")
                .arg(status, encoding.isEmpty() ? tr("compressed") : encoding);
        case BodyProblem::Undecodable:
            return tr("HTTP %1, but the server's %2 body could not be decoded (%3); it could not be read")
                .arg(status, encoding.isEmpty() ? tr("compressed") : encoding, r.errorString);
        }
        const QString type = r.contentType.isEmpty() ? tr("no Content-Type") : QString::fromLatin1(r.contentType);
        const qint64 size = std::max(r.bytesReceived, r.contentLength.value_or(0));
        return tr("HTTP %1 %2, %3 bytes (%4)")
            .arg(s)
            .arg(QString::fromLatin1(r.reasonPhrase))
            .arg(size)
            .arg(type)
            .simplified();
    }
    case robots::FetchStatusClass::Unavailable:
        if (s == 401 || s == 403)
            return tr("Access denied (HTTP %1)").arg(s);
        if (s == 404)
            return tr("Not found (HTTP 404)");
        if (s == 410)
            return tr("Gone (HTTP 410)");
        return tr("Client error %1").arg(s);
    case robots::FetchStatusClass::Unreachable:
        if (s == 429)
            return tr("Too many requests (HTTP 429)");
        return tr("Server error %1").arg(s);
    case robots::FetchStatusClass::Redirect:
        return tr("Redirect status %1 not followed").arg(s);
    case robots::FetchStatusClass::Unexpected:
        break;
    }
    return tr("Unexpected HTTP status %1").arg(s);
}

QString Text::consequence(const FetchReport &r, const robots::FetchDecision &decision, const robots::Dialect &dialect)
{
    const QString title = dialectTitle(dialect);
    switch (decision.outcome) {
    case robots::FetchOutcome::ParseBody: {
        const qint64 total =
            std::max<qint64>(r.bytesForParsing().size(), std::max(r.bytesReceived, r.contentLength.value_or(0)));
        if (qint64(decision.bytesToParse) < total)
            return tr("under %1 only the first %2 bytes are parsed").arg(title).arg(decision.bytesToParse);
        return tr("under %1 the file is parsed").arg(title);
    }
    case robots::FetchOutcome::AllowAll:
        return tr("under %1 every URL is allowed").arg(title);
    case robots::FetchOutcome::DisallowAll:
        return tr("under %1 every URL is disallowed until the file can be fetched").arg(title);
    case robots::FetchOutcome::Unavailable:
        return tr("under %1 this fetch decides nothing: a fresh cached copy is kept, otherwise the rules are unknown")
            .arg(title);
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

qint64 FetchReport::fullLength() const
{
    return std::max(bytesReceived, contentLength.value_or(0));
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
        nothing.reason = {"net.fetch.nothing-fetched", QT_TRANSLATE_NOOP("robots::Message", "nothing was fetched"), {}};
        return nothing;
    }
    return robots::decideFetchOutcome(other, resultFor(other));
}

QString FetchReport::messageFor(const robots::Dialect &other) const
{
    const QString cause = Text::cause(*this, other);
    if (refused || cancelled)
        return cause;
    QString text = cause + u": " + Text::consequence(*this, decisionFor(other), other);
    if (truncated)
        text += Text::readingStopped(maxBodyBytes);
    if (succeeded()) {
        if (const std::optional<robots::DetectedEncoding> wide =
                robots::detectWideEncoding(std::string_view(body.constData(), std::size_t(body.size()))))
            text += Text::wideEncoding(fromView(robots::encodingName(wide->encoding)));
        else if (decoded.unknownCharset)
            text += Text::unknownCharset(decoded.declared);
        else if (decoded.invalidBytes && !truncated) // a cut may split a character
            text += Text::invalidBytes(decoded.encoding);
    }
    return text;
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
        {u"message"_s, message},
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

QString outcomeLabel(robots::FetchOutcome outcome)
{
    return Text::outcome(outcome);
}

QString Text::outcome(robots::FetchOutcome outcome)
{
    switch (outcome) {
    case robots::FetchOutcome::ParseBody:
        return tr("parse");
    case robots::FetchOutcome::AllowAll:
        return tr("allow all");
    case robots::FetchOutcome::DisallowAll:
        return tr("disallow all");
    case robots::FetchOutcome::Unavailable:
        return tr("unavailable");
    }
    return {};
}

} // namespace robots::net
