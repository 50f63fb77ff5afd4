// SPDX-License-Identifier: MIT
#include "analysis/messages.h"

#include "document/losslesscodec.h"

#include <QCoreApplication>

namespace robots::ui {

namespace {

QString translated(std::string_view id, std::string_view english)
{
    if (english.empty())
        return QString();
    // Both views point into the core's static tables or into a Message that outlives this call;
    // translate() needs NUL-terminated strings, so copy them.
    const QByteArray source(english.data(), static_cast<qsizetype>(english.size()));
    const QByteArray disambiguation(id.data(), static_cast<qsizetype>(id.size()));
    return QCoreApplication::translate("robots::Message", source.constData(),
                                       disambiguation.isEmpty() ? nullptr : disambiguation.constData());
}

} // namespace

QString messageArgumentText(std::string_view bytes)
{
    QString text = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
    if (!text.contains(QChar::ReplacementCharacter))
        return text;
    // Not UTF-8 (or a real U+FFFD): decode without loss (losslesscodec.h), then write each
    // raw-byte code point as the byte it stands for.
    const DecodedText decoded = decodeLossless(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
    text = decoded.byteOrderMark ? QString(QChar::ByteOrderMark) : QString();
    for (qsizetype i = 0; i < decoded.lines.size(); ++i) {
        if (i > 0)
            text += QString::fromLatin1(lineBreakBytes(decoded.breaks[i - 1]));
        const QString &line = decoded.lines[i];
        for (qsizetype j = 0; j < line.size(); ++j) {
            if (line[j].isHighSurrogate() && j + 1 < line.size() && line[j + 1].isLowSurrogate()) {
                const char32_t codePoint = QChar::surrogateToUcs4(line[j], line[j + 1]);
                if (isRawByteCodePoint(codePoint)) {
                    text += QStringLiteral("\\x") + QString::number(uint(codePoint - RawByteBase), 16)
                                                        .toUpper()
                                                        .rightJustified(2, QLatin1Char('0'));
                    ++j;
                    continue;
                }
            }
            text += line[j];
        }
    }
    return text;
}

namespace {

// Fills %1…%99 of `pattern` in one pass, like Message::toEnglish(): an argument that itself
// contains "%2" stays as written (QString::arg() chains would substitute it again).
template<typename ArgText>
QString filled(const QString &pattern, std::size_t count, ArgText argText)
{
    QString out;
    out.reserve(pattern.size() + 16 * qsizetype(count));
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1) >= QLatin1Char('1') &&
            pattern.at(i + 1) <= QLatin1Char('9')) {
            std::size_t n = std::size_t(pattern.at(i + 1).unicode() - '0');
            qsizetype j = i + 2;
            if (j < pattern.size() && pattern.at(j).isDigit()) {
                n = n * 10 + std::size_t(pattern.at(j).unicode() - '0');
                ++j;
            }
            if (n <= count) {
                out += argText(n - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString messageArgumentText(const MessageArg &arg)
{
    if (!arg.isText())
        return messageArgumentText(arg.text);
    // A core text inside the message (a group's reason, a fetch outcome …): translated by its
    // own id, its own arguments filled in.
    return filled(translated(arg.source.id, arg.source.english), arg.args.size(),
                  [&](std::size_t i) { return messageArgumentText(arg.args[i]); });
}

QString messageText(const Message &message)
{
    const QString pattern = translated(message.id, message.english);
    const std::vector<MessageArg> args = message.args();
    return filled(pattern, args.size(), [&](std::size_t i) { return messageArgumentText(args[i]); });
}

QString textText(const Text &text)
{
    return translated(text.id, text.english);
}

QString accessText(Access access)
{
    switch (access) {
    case Access::Allowed:
        return QCoreApplication::translate("robots::Message", "Allowed");
    case Access::Disallowed:
        return QCoreApplication::translate("robots::Message", "Disallowed");
    case Access::Unknown:
        break;
    }
    return QCoreApplication::translate("robots::Message", "Unknown");
}

QString dialectTitle(const Dialect &dialect)
{
    const QString title = textText(dialect.title());
    return title.isEmpty() ? QString::fromUtf8(dialect.name().data(), qsizetype(dialect.name().size())) : title;
}

QString dialectTitle(DialectId id)
{
    return dialectTitle(robots::dialect(id));
}

QString deciderLabel(Decider decider)
{
    const QString fromCore = textText(robots::deciderText(decider));
    if (!fromCore.isEmpty())
        return fromCore;
    // Fallbacks while the core's table is empty; same meaning as the enum's documentation.
    switch (decider) {
    case Decider::LongestMatch:
        return QCoreApplication::translate("robots::Message", "longest match");
    case Decider::TieAllowWins:
        return QCoreApplication::translate("robots::Message", "tie: Allow wins");
    case Decider::TieDisallowWins:
        return QCoreApplication::translate("robots::Message", "tie: Disallow wins");
    case Decider::FirstMatch:
        return QCoreApplication::translate("robots::Message", "first match in file order");
    case Decider::LengthSortedLastWins:
        return QCoreApplication::translate("robots::Message", "last of the length-sorted rules");
    case Decider::AnyDisallow:
        return QCoreApplication::translate("robots::Message", "a Disallow matched");
    case Decider::EmptyRuleAllowsAll:
        return QCoreApplication::translate("robots::Message", "empty rule allows everything");
    case Decider::NoMatchingRule:
        return QCoreApplication::translate("robots::Message", "no rule matches");
    case Decider::NoGroup:
        return QCoreApplication::translate("robots::Message", "no group applies");
    case Decider::RobotsTxtAlwaysAllowed:
        return QCoreApplication::translate("robots::Message", "/robots.txt is always allowed");
    case Decider::SchemeNotHttp:
        return QCoreApplication::translate("robots::Message", "not an http(s) URL");
    case Decider::NoFreshRules:
        return QCoreApplication::translate("robots::Message", "no fresh rules");
    case Decider::FetchAllowAll:
        return QCoreApplication::translate("robots::Message", "fetch outcome allows all");
    case Decider::FetchDisallowAll:
        return QCoreApplication::translate("robots::Message", "fetch outcome disallows all");
    case Decider::MalformedUrl:
        return QCoreApplication::translate("robots::Message", "malformed URL: no rule matches");
    }
    return QString();
}

QString groupReasonLabel(GroupReason reason)
{
    const QString fromCore = textText(robots::groupReasonText(reason));
    if (!fromCore.isEmpty())
        return fromCore;
    switch (reason) {
    case GroupReason::ExactToken:
        return QCoreApplication::translate("robots::Message", "exact product token");
    case GroupReason::Substring:
        return QCoreApplication::translate("robots::Message", "substring of the agent's name");
    case GroupReason::Glob:
        return QCoreApplication::translate("robots::Message", "glob matches the agent's name");
    case GroupReason::Family:
        return QCoreApplication::translate("robots::Message", "Yandex family");
    case GroupReason::FallbackStar:
        return QCoreApplication::translate("robots::Message", "no group names the agent: the * group");
    case GroupReason::StarGlob:
        return QCoreApplication::translate("robots::Message", "* matches every agent");
    case GroupReason::RulesBeforeAgent:
        return QCoreApplication::translate("robots::Message", "rules before any User-agent count as *");
    case GroupReason::ExactName:
        return QCoreApplication::translate("robots::Message", "the agent's whole name");
    }
    return QString();
}

} // namespace robots::ui
