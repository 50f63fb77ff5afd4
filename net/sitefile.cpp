// SPDX-License-Identifier: MIT
#include "net/sitefile.h"

#include "net/fetchreport.h"

#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

constexpr auto kFormat = "robotstxt-studio-site";

// The sentences, as messages (robots/message.h): ids "net.site-file.…", English templates,
// arguments. The GUI translates them (ui::messageText()), the CLI prints their English.
class Text
{
public:
    static std::string utf8(const QString &text) { return text.toStdString(); }
    static robots::Message cannotRead(const QString &path, const QString &why)
    {
        return robots::Message("net.site-file.cannot-read", "Cannot read the site file %1: %2",
                               {utf8(path), utf8(why)});
    }
    static robots::Message cannotWrite(const QString &path, const QString &why)
    {
        return robots::Message("net.site-file.cannot-write", "Cannot write the site file %1: %2",
                               {utf8(path), utf8(why)});
    }
    static robots::Message notJson(const QString &path, int line, int column, const QString &why)
    {
        return robots::Message("net.site-file.not-json", "%1: line %2, column %3: not JSON: %4",
                               {utf8(path), std::to_string(line), std::to_string(column), utf8(why)});
    }
    static robots::Message notASiteFile(const QString &path)
    {
        return robots::Message("net.site-file.not-a-site-file",
                               "%1 is not a site file of Robots.txt Studio (it needs \"format\": \"%2\")",
                               {utf8(path), kFormat});
    }
    static robots::Message badVersion(const QString &path, const QString &value)
    {
        return robots::Message("net.site-file.bad-version", "%1: \"version\" must be a whole number from 1, not %2",
                               {utf8(path), utf8(value)});
    }
    static robots::Message newer(const QString &path, int version, int known)
    {
        return robots::Message(
            "net.site-file.newer",
            "%1: version %2 is newer than this studio reads (%3); open it with a newer Robots.txt Studio",
            {utf8(path), std::to_string(version), std::to_string(known)});
    }
    static robots::Message notAList(const QString &path, const QString &key)
    {
        return robots::Message("net.site-file.not-a-list", "%1: \"%2\" must be a list of strings",
                               {utf8(path), utf8(key)});
    }
    static robots::Message badHost(const QString &path, int index, const QString &value)
    {
        return robots::Message("net.site-file.bad-host",
                               "%1: hosts[%2]: \"%3\" is not an http or https URL with a host",
                               {utf8(path), std::to_string(index), utf8(value)});
    }
    static robots::Message badSitemap(const QString &path, int index, const QString &value)
    {
        return robots::Message("net.site-file.bad-sitemap", "%1: sitemaps[%2]: \"%3\" is not a URL",
                               {utf8(path), std::to_string(index), utf8(value)});
    }
    static robots::Message badAgent(const QString &path, int index)
    {
        return robots::Message("net.site-file.bad-agent", "%1: agents[%2] must be a crawler name, not empty",
                               {utf8(path), std::to_string(index)});
    }
    static robots::Message badRefresh(const QString &path, const QString &value)
    {
        return robots::Message("net.site-file.bad-refresh",
                               "%1: \"refreshMinutes\" must be a whole number of minutes, 0 or more (0 = off), not %2",
                               {utf8(path), utf8(value)});
    }
};

void setError(robots::Message *error, const robots::Message &message)
{
    if (error)
        *error = message;
}

/// The JSON text of a value, for messages.
QString shown(const QJsonValue &value)
{
    if (value.isString())
        return u'"' + value.toString() + u'"';
    if (value.isUndefined())
        return u"nothing"_s;
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

/// A whole number, or nullopt (JSON numbers are doubles: 1.5 and "1" are not one).
std::optional<int> wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d != double(qint64(d)) || d < -1e9 || d > 1e9)
        return std::nullopt;
    return int(d);
}

/// scheme://host[:port] of an http(s) URL (default port left out), or an empty URL.
QUrl originUrl(const QUrl &url)
{
    const std::optional<QUrl> robots = robotsTxtUrl(url);
    return robots ? robots->adjusted(QUrl::RemovePath) : QUrl();
}

/// The part of a host name that a site's hosts share: the last two labels ("example.com" for
/// www.example.com, m.example.com), or three under a country's second-level domain
/// ("example.co.uk"). An IP address is its own family. A heuristic without the Public Suffix
/// List: it only decides which hosts are offered, never what a crawler may fetch.
QString hostFamily(const QString &host)
{
    if (QHostAddress address; address.setAddress(host))
        return host;
    const QStringList labels = host.toLower().split(u'.', Qt::SkipEmptyParts);
    if (labels.size() <= 2)
        return labels.join(u'.');
    static const QSet<QString> secondLevel{u"co"_s,  u"com"_s, u"net"_s, u"org"_s, u"ac"_s,  u"gov"_s,
                                           u"edu"_s, u"ne"_s,  u"or"_s,  u"go"_s,  u"ltd"_s, u"plc"_s};
    const bool country = labels.last().size() == 2 && secondLevel.contains(labels.at(labels.size() - 2));
    return labels.mid(labels.size() - (country ? 3 : 2)).join(u'.');
}

} // namespace

std::optional<SiteFile> SiteFile::load(const QString &path, robots::Message *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, Text::cannotRead(path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray data = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = data.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(before.size() - (before.lastIndexOf('\n') + 1)) + 1;
        setError(error, Text::notJson(path, line, column, parseError.errorString()));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(u"format"_s).toString() != QLatin1StringView(kFormat)) {
        setError(error, Text::notASiteFile(path));
        return std::nullopt;
    }
    const std::optional<int> version = wholeNumber(root.value(u"version"_s));
    if (!version || *version < 1) {
        setError(error, Text::badVersion(path, shown(root.value(u"version"_s))));
        return std::nullopt;
    }
    if (*version > kVersion) {
        setError(error, Text::newer(path, *version, kVersion));
        return std::nullopt;
    }

    /// A list of strings under `key` (missing: empty).
    auto strings = [&](const QString &key) -> std::optional<QStringList> {
        const QJsonValue value = root.value(key);
        if (value.isUndefined() || value.isNull())
            return QStringList();
        if (!value.isArray()) {
            setError(error, Text::notAList(path, key));
            return std::nullopt;
        }
        QStringList out;
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString()) {
                setError(error, Text::notAList(path, key));
                return std::nullopt;
            }
            out.append(item.toString());
        }
        return out;
    };

    SiteFile site;
    site.name = root.value(u"name"_s).toString();
    const std::optional<QStringList> hosts = strings(u"hosts"_s);
    const std::optional<QStringList> sitemaps = strings(u"sitemaps"_s);
    const std::optional<QStringList> agents = strings(u"agents"_s);
    if (!hosts || !sitemaps || !agents)
        return std::nullopt;
    for (qsizetype i = 0; i < hosts->size(); ++i) {
        const QUrl url = urlFromUserInput(hosts->at(i));
        if (originUrl(url).isEmpty()) {
            setError(error, Text::badHost(path, int(i), hosts->at(i)));
            return std::nullopt;
        }
        site.addHost(url);
    }
    for (qsizetype i = 0; i < sitemaps->size(); ++i) {
        const QUrl url(sitemaps->at(i), QUrl::StrictMode);
        if (!url.isValid() || url.scheme().isEmpty()) {
            setError(error, Text::badSitemap(path, int(i), sitemaps->at(i)));
            return std::nullopt;
        }
        if (!site.sitemaps.contains(url))
            site.sitemaps.append(url);
    }
    for (qsizetype i = 0; i < agents->size(); ++i) {
        const QString agent = agents->at(i).trimmed();
        if (agent.isEmpty()) {
            setError(error, Text::badAgent(path, int(i)));
            return std::nullopt;
        }
        if (!site.agents.contains(agent))
            site.agents.append(agent);
    }
    const QJsonValue refresh = root.value(u"refreshMinutes"_s);
    if (!refresh.isUndefined() && !refresh.isNull()) {
        const std::optional<int> minutes = wholeNumber(refresh);
        if (!minutes || *minutes < 0) {
            setError(error, Text::badRefresh(path, shown(refresh)));
            return std::nullopt;
        }
        site.refreshMinutes = *minutes;
    }
    return site;
}

bool SiteFile::save(const QString &path, robots::Message *error) const
{
    QJsonArray hostList;
    for (const QUrl &host : hosts)
        hostList.append(host.toString());
    QJsonArray sitemapList;
    for (const QUrl &sitemap : sitemaps)
        sitemapList.append(sitemap.toString(QUrl::FullyEncoded));
    const QJsonObject root{
        {u"format"_s, QLatin1StringView(kFormat)},
        {u"version"_s, kVersion},
        {u"name"_s, name},
        {u"hosts"_s, hostList},
        {u"sitemaps"_s, sitemapList},
        {u"agents"_s, QJsonArray::fromStringList(agents)},
        {u"refreshMinutes"_s, std::max(0, refreshMinutes)},
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) < 0 ||
        !file.commit()) {
        setError(error, Text::cannotWrite(path, file.errorString()));
        return false;
    }
    return true;
}

bool SiteFile::addHost(const QUrl &url)
{
    const QUrl origin = originUrl(url);
    if (origin.isEmpty())
        return false;
    const QString key = hostKey(origin);
    for (const QUrl &host : std::as_const(hosts))
        if (hostKey(host) == key)
            return false;
    hosts.append(origin);
    return true;
}

QList<QUrl> discoverHosts(const SiteFile &site, const QList<QUrl> &namedUrls)
{
    QSet<QString> known;
    QSet<QString> families;
    for (const QUrl &host : site.hosts) {
        known.insert(hostKey(host));
        families.insert(hostFamily(host.host()));
    }
    QList<QUrl> out;
    for (const QUrl &url : namedUrls) {
        const QUrl origin = originUrl(url);
        if (origin.isEmpty())
            continue;
        const QString key = hostKey(origin);
        if (known.contains(key) || !families.contains(hostFamily(origin.host())))
            continue;
        known.insert(key);
        out.append(origin);
    }
    return out;
}

} // namespace robots::net
