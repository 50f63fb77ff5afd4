// SPDX-License-Identifier: MIT
#pragma once

// What a robots.txt's bytes are, before any line is read: UTF-8 text (what RFC 9309 §2.3
// requires), text in another Unicode encoding (UTF-16 or UTF-32, as some Windows tools save it),
// or a binary file served in its place (an image, an archive). The lint check R109, the
// command line and the studio ask these functions, so that every front end tells the same files
// apart in the same way.

#include "robots/message.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace robots {

/// A Unicode encoding other than UTF-8.
enum class WideEncoding : std::uint8_t {
    Utf16Le,
    Utf16Be,
    Utf32Le,
    Utf32Be,
};

/// How a body was recognised as UTF-16 or UTF-32.
struct DetectedEncoding
{
    WideEncoding encoding = WideEncoding::Utf16Le;
    /// The body starts with the encoding's byte order mark (FF FE, FE FF, FF FE 00 00,
    /// 00 00 FE FF); false for UTF-16 recognised by its NUL bytes alone.
    bool byteOrderMark = true;

    friend bool operator==(const DetectedEncoding &, const DetectedEncoding &) = default;
};

/// "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE".
[[nodiscard]] std::string_view encodingName(WideEncoding encoding);

/// The size of the byte order mark `detected` stands for: 2 or 4, 0 without one.
[[nodiscard]] std::size_t byteOrderMarkSize(DetectedEncoding detected);

/// The encoding of `body` when it is UTF-16 or UTF-32 text: a UTF-32 byte order mark (tested
/// first: the UTF-32LE mark starts with the UTF-16LE one), a UTF-16 byte order mark, or — without
/// a mark — ASCII text with a NUL beside every character (at least four characters, and every
/// pair of the first 4 KiB a printable ASCII character, tab, CR or LF beside a NUL). Nullopt for
/// anything else: UTF-8 (with or without its own mark), other text, binary data. Whether the rest
/// decodes is decodeWide()'s question. Cost: O(min(body size, 4 KiB)).
[[nodiscard]] std::optional<DetectedEncoding> detectWideEncoding(std::string_view body);

/// `body` (in the encoding `detected` names, byte order mark included when it has one) as UTF-8,
/// without the mark. Nullopt when the bytes are not well-formed in that encoding: a size that is
/// not a whole number of code units, an unpaired surrogate, a code point above U+10FFFF. For
/// well-formed input, encodeWide() of the result gives `body` back byte for byte. O(n).
[[nodiscard]] std::optional<std::string> decodeWide(std::string_view body, DetectedEncoding detected);

/// UTF-8 `text` encoded as `detected` says, with its byte order mark in front when it has one.
/// Bytes that are not UTF-8 become U+FFFD (so the result is always well-formed). O(n).
[[nodiscard]] std::string encodeWide(std::string_view text, DetectedEncoding detected);

/// What a binary file is by its first bytes (its "magic number"): gzip, zip, PDF, PNG, JPEG, GIF,
/// ELF executables, zstd and bzip2 — a robots.txt served compressed, or a wrong file served in
/// its place. An empty Text for anything else, UTF-16 and UTF-32 text included. O(1).
[[nodiscard]] Text binaryFormat(std::string_view body);

} // namespace robots
