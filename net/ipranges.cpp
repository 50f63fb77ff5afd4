// SPDX-License-Identifier: MIT
#include "net/ipranges.h"

#include "net/nettext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

class Text : NetText
{
public:
    static robots::Message notJson(const QString &why)
    {
        return message("net.ranges.not-json", "not JSON (%1): not an IP range file", why);
    }
    static robots::Message notObject()
    {
        return message("net.ranges.not-object", "JSON, but not an object: not an IP range file");
    }
    static robots::Message noPrefixes()
    {
        return message("net.ranges.no-prefixes", "JSON without a \"prefixes\" list: not an IP range file");
    }
    static robots::Message emptyPrefixes()
    {
        return message("net.ranges.empty", "an IP range file without one usable prefix");
    }
    static robots::Message badPrefix(int index, const QString &text)
    {
        return message("net.ranges.bad-prefix", "prefix %1 ('%2') is not an address/length: skipped", index, text);
    }
    static robots::Message noPrefix(int index)
    {
        return message("net.ranges.no-prefix", "entry %1 has no \"ipv4Prefix\" or \"ipv6Prefix\": skipped", index);
    }
};

} // namespace

IpRangeParse parseIpRangeFile(const QByteArray &json)
{
    IpRangeParse out;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        out.error = Text::notJson(error.errorString());
        return out;
    }
    if (!doc.isObject()) {
        out.error = Text::notObject();
        return out;
    }
    const QJsonObject root = doc.object();
    const QJsonValue prefixes = root.value(u"prefixes"_s);
    if (!prefixes.isArray()) {
        out.error = Text::noPrefixes();
        return out;
    }
    robots::IpRangeFile file;
    file.creationTime = root.value(u"creationTime"_s).toString().toStdString();
    int index = 0;
    for (const QJsonValue &entry : prefixes.toArray()) {
        ++index;
        const QJsonObject o = entry.toObject();
        const QJsonValue value = o.contains(u"ipv4Prefix"_s) ? o.value(u"ipv4Prefix"_s) : o.value(u"ipv6Prefix"_s);
        if (!value.isString()) {
            out.problems.append(Text::noPrefix(index));
            continue;
        }
        const std::string text = value.toString().trimmed().toStdString();
        if (const std::optional<robots::IpPrefix> p = robots::parseIpPrefix(text))
            file.prefixes.push_back(*p);
        else
            out.problems.append(Text::badPrefix(index, value.toString().left(80)));
    }
    if (file.prefixes.empty()) {
        out.error = Text::emptyPrefixes();
        return out;
    }
    out.file = std::move(file);
    return out;
}

} // namespace robots::net
