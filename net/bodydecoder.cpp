// SPDX-License-Identifier: MIT
#include "net/bodydecoder.h"

#include <QList>
#include <QStringDecoder>

#include <optional>

namespace robots::net {

bool DecodedBody::isUtf8() const
{
    return encoding == "UTF-8";
}

namespace {

QByteArray parameterValue(QByteArray value)
{
    value = value.trimmed();
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
        value = value.mid(1, value.size() - 2);
    return value.trimmed();
}

} // namespace

QByteArray charsetOf(const QByteArray &contentType)
{
    const QList<QByteArray> parts = contentType.split(';');
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QByteArray part = parts.at(i).trimmed();
        const qsizetype eq = part.indexOf('=');
        if (eq < 0)
            continue;
        if (part.left(eq).trimmed().toLower() == "charset")
            return parameterValue(part.mid(eq + 1));
    }
    return {};
}

QByteArray mediaTypeOf(const QByteArray &contentType)
{
    const qsizetype semicolon = contentType.indexOf(';');
    return (semicolon < 0 ? contentType : contentType.left(semicolon)).trimmed().toLower();
}

DecodedBody decodeBody(const QByteArray &body, const QByteArray &contentType)
{
    DecodedBody out;
    out.declared = charsetOf(contentType);

    std::optional<QStringDecoder> decoder;
    // A byte order mark wins over the header (the file states its own encoding).
    if (const std::optional<QStringConverter::Encoding> bom = QStringConverter::encodingForData(body)) {
        out.byteOrderMark = true;
        decoder.emplace(*bom, QStringConverter::Flag::Stateless);
    } else if (!out.declared.isEmpty()) {
        QStringDecoder named(out.declared.constData(), QStringConverter::Flag::Stateless);
        if (named.isValid())
            decoder.emplace(std::move(named));
        else
            out.unknownCharset = true;
    }
    if (!decoder)
        decoder.emplace(QStringConverter::Utf8, QStringConverter::Flag::Stateless);

    // Stateless: a sequence cut at the end is an error, not a wait for more. An initial byte
    // order mark is dropped from the text (no ConvertInitialBom).
    out.text = decoder->decode(body);
    out.invalidBytes = decoder->hasError();
    out.encoding = QByteArray(decoder->name());
    return out;
}

} // namespace robots::net
