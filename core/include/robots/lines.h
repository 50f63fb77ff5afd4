// SPDX-License-Identifier: MIT
#pragma once

#include "robots/dialect.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// A byte range in the body a model was built from. Offsets are absolute (from the first byte of
/// the body, BOM included), so `body.substr(offset, length)` is the text. Bodies are limited to
/// 4 GiB.
struct ByteRange
{
    std::uint32_t offset = 0;
    std::uint32_t length = 0;

    [[nodiscard]] constexpr std::uint32_t end() const { return offset + length; }
    [[nodiscard]] constexpr bool empty() const { return length == 0; }
    [[nodiscard]] std::string_view in(std::string_view body) const { return body.substr(offset, length); }
    friend constexpr bool operator==(ByteRange, ByteRange) = default;
};

/// What ends a physical line.
enum class LineEnding : std::uint8_t {
    None, ///< Last line without a terminator.
    Lf,
    CrLf,
    Cr,
};

/// Facts about a line. A line carries an OR of these in `Line::flags`.
enum LineFlag : std::uint16_t {
    AcceptedTypo = 1u << 0,   ///< The key is a typo the dialect accepts (`Dissallow`, dialect: google).
    MissingColon = 1u << 1,   ///< `key value` without a colon, accepted by the dialect (dialect: google).
    TooLong = 1u << 2,        ///< Longer than DialectRules::maxLineBytes; the rest of the line is ignored.
    InvalidUtf8 = 1u << 3,    ///< Bytes that are not UTF-8 (kept as they are).
    ContainsNul = 1u << 4,    ///< A NUL byte.
    PastLimit = 1u << 5,      ///< Starts at or after DialectRules::maxBytes: not parsed (kind Unparseable, no ranges).
    CutByLimit = 1u << 6,     ///< Straddles DialectRules::maxBytes: only the part before the limit is parsed.
    HasBom = 1u << 7,         ///< Line 1 starts with a UTF-8 BOM.
    KeyPrefixMatch = 1u << 8, ///< The key was recognised by prefix (`Disallowed: /x` → Disallow, dialect: google).
    ControlCharacters = 1u << 9, ///< C0 controls other than TAB (or DEL) in the line.
    ExtraLineBreaks = 1u << 10,  ///< Contains characters Python's splitlines() also breaks at (VT, FF, …).
    IgnoredByDialect = 1u << 11, ///< A recognised key the dialect does not act on (Crawl-delay for google).
    OutsideGroup = 1u << 12,     ///< A rule the dialect ignores because no group is open.
    KeyWhitespace = 1u << 13,    ///< White space inside the key (`User agent`).
};

/// One physical line of the body (split at LF, CRLF and CR: what an editor shows).
///
/// `content` excludes the terminator; the terminator's bytes follow immediately (0, 1 or 2
/// bytes, per `ending`). Concatenating every line's content and terminator gives the body back
/// byte for byte. `key`, `value` and `comment` are sub-ranges of `content` (empty when absent):
/// `key` is the key as written (trimmed), `value` the value trimmed and without the comment,
/// `comment` starts at `#` and runs to the end of the content.
struct Line
{
    std::uint32_t number = 0; ///< 1-based.
    ByteRange content;
    LineEnding ending = LineEnding::None;
    LineKind kind = LineKind::Blank;
    std::uint16_t flags = 0;
    ByteRange key;
    ByteRange value;
    ByteRange comment;

    [[nodiscard]] constexpr bool has(LineFlag flag) const { return (flags & flag) != 0; }
    [[nodiscard]] constexpr std::uint32_t terminatorLength() const
    {
        return ending == LineEnding::None ? 0 : (ending == LineEnding::CrLf ? 2 : 1);
    }
    /// The whole line including its terminator.
    [[nodiscard]] constexpr ByteRange withTerminator() const
    {
        return {content.offset, content.length + terminatorLength()};
    }
    [[nodiscard]] constexpr bool isRule() const { return kind == LineKind::Allow || kind == LineKind::Disallow; }
};

/// Splits `body` into physical lines and classifies each as the dialect reads it (key names,
/// typos, missing colon, limits, flags). Does not form groups: see `parse()` in robotsfile.h,
/// which calls this. Cost: O(body size), one vector of lines.
[[nodiscard]] std::vector<Line> lexLines(std::string_view body, const Dialect &dialect);

/// The body rebuilt from its lines: equal to the body `lines` were lexed from, byte for byte.
[[nodiscard]] std::string serialise(std::string_view body, const std::vector<Line> &lines);

/// How a key as written reads in a dialect.
struct KeyReading
{
    LineKind kind = LineKind::UnknownKey; ///< UnknownKey when not recognised.
    bool typo = false;                    ///< Recognised only as an accepted typo.
    bool prefix = false;                  ///< Recognised only because it starts with a key name.
};

/// Reads one key (as written, already trimmed) the way `dialect` does. O(key length).
[[nodiscard]] KeyReading readKey(std::string_view key, const Dialect &dialect);

/// The canonical spelling of a key kind ("User-agent", "Disallow", "Crawl-delay" …); empty for
/// Blank, CommentOnly, UnknownKey and Unparseable.
[[nodiscard]] std::string_view canonicalKeyName(LineKind kind);

/// True when `text` is valid UTF-8 (no overlongs, no surrogates, ≤ U+10FFFF). O(n).
[[nodiscard]] bool isValidUtf8(std::string_view text);

} // namespace robots
