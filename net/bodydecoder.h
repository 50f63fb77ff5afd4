// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace robots::net {

/// A fetched body turned into text, and what the decoding found.
struct DecodedBody
{
    QString text;                ///< The body as text, without its byte order mark.
    QByteArray encoding;         ///< The encoding used, as Qt names it ("UTF-8", "ISO-8859-1", "Shift_JIS" …).
    QByteArray declared;         ///< The charset the Content-Type named, as written (empty if none).
    bool byteOrderMark = false;  ///< The body began with a UTF-8/16/32 byte order mark.
    bool invalidBytes = false;   ///< Some bytes were not valid in `encoding` (shown as U+FFFD).
    bool unknownCharset = false; ///< `declared` is not an encoding Qt knows: read as UTF-8 instead.

    /// True when `encoding` is UTF-8, so the original bytes can be parsed as they are.
    [[nodiscard]] bool isUtf8() const;
};

/// The `charset` parameter of a Content-Type header value (`text/plain; charset="iso-8859-1"`
/// → `iso-8859-1`), unquoted, or empty when there is none. O(n).
[[nodiscard]] QByteArray charsetOf(const QByteArray &contentType);

/// The media type of a Content-Type value, lower case, without parameters (`text/plain`). O(n).
[[nodiscard]] QByteArray mediaTypeOf(const QByteArray &contentType);

/// Decodes a robots.txt body the way the Ruby gem does (seed 004: "the body is converted into
/// utf8"): a byte order mark decides first (RFC 9309 §2.3 expects UTF-8, and a BOM is the file's
/// own statement), then the charset named by `contentType`, else UTF-8. Charsets Qt knows through
/// ICU (Shift_JIS, EUC-KR, windows-125x …) work; an unknown name falls back to UTF-8 and says so.
/// Never fails. O(n) in the body size.
[[nodiscard]] DecodedBody decodeBody(const QByteArray &body, const QByteArray &contentType);

} // namespace robots::net
