// SPDX-License-Identifier: MIT
#pragma once

// Small byte- and UTF-8-level helpers shared by the lexer, the parser and the matcher. Internal.

#include "robots/dialect.h"
#include "robots/studio/dialectrules.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

namespace robots::detail {

constexpr bool isAsciiSpace(unsigned char c)
{
    // Perl's \s on bytes, absl::ascii_isspace, C isspace in the "C" locale.
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

constexpr bool isAsciiAlpha(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

constexpr bool isAsciiDigit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

constexpr bool isHexDigit(unsigned char c)
{
    return isAsciiDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

constexpr int hexValue(unsigned char c)
{
    return isAsciiDigit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : c - 'A' + 10;
}

constexpr char toLowerAscii(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

constexpr char toUpperAscii(char c)
{
    return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
}

constexpr bool isProductTokenChar(unsigned char c)
{
    return isAsciiAlpha(c) || c == '-' || c == '_';
}

/// The leading run of `[A-Za-z_-]` (RFC 9309 §2.2.1 product-token characters): how google/robotstxt
/// (ExtractUserAgent) and rfc9309 read a User-agent value, `Googlebot/2.1` → `Googlebot`.
constexpr std::string_view productTokenPrefix(std::string_view s)
{
    std::size_t n = 0;
    while (n < s.size() && isProductTokenChar(static_cast<unsigned char>(s[n])))
        ++n;
    return s.substr(0, n);
}

/// RFC 3986 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~".
constexpr bool isUnreserved(unsigned char c)
{
    return isAsciiAlpha(c) || isAsciiDigit(c) || c == '-' || c == '.' || c == '_' || c == '~';
}

inline constexpr char kHexUpper[] = "0123456789ABCDEF";

inline void appendPercent(std::string &out, unsigned char c)
{
    out += '%';
    out += kHexUpper[c >> 4];
    out += kHexUpper[c & 0xF];
}

/// A set of bytes as a table, for findAny().
struct ByteSet
{
    bool member[256] = {};
    template<std::size_t N>
    constexpr explicit ByteSet(const char (&set)[N])
    {
        for (std::size_t k = 0; k + 1 < N; ++k)
            member[static_cast<unsigned char>(set[k])] = true;
    }
};

/// std::string_view::find_first_of for a constant set: one table load per byte.
inline std::size_t findAny(std::string_view s, const ByteSet &set, std::size_t pos = 0)
{
    for (std::size_t i = pos; i < s.size(); ++i) {
        if (set.member[static_cast<unsigned char>(s[i])])
            return i;
    }
    return std::string_view::npos;
}
template<std::size_t N>
std::size_t findAny(std::string_view s, const char (&set)[N], std::size_t pos = 0)
{
    return findAny(s, ByteSet(set), pos);
}

inline constexpr ByteSet kPathDelimiters("/?#");  ///< Ends an authority.
inline constexpr ByteSet kGooglePathStart("/?;"); ///< google/robotstxt: path, params or query.

/// 7 for a URL starting "http://", 8 for "https://" (any letter case), else 0.
inline std::size_t httpSchemeLength(std::string_view url)
{
    if (url.size() < 7 || (url[0] | 0x20) != 'h' || (url[1] | 0x20) != 't' || (url[2] | 0x20) != 't' ||
        (url[3] | 0x20) != 'p')
        return 0;
    if (url[4] == ':' && url[5] == '/' && url[6] == '/')
        return 7;
    if (url.size() >= 8 && (url[4] | 0x20) == 's' && url[5] == ':' && url[6] == '/' && url[7] == '/')
        return 8;
    return 0;
}

constexpr bool equalsIgnoreCaseAscii(std::string_view a, std::string_view b)
{
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return toLowerAscii(x) == toLowerAscii(y); });
}
constexpr bool startsWithIgnoreCaseAscii(std::string_view text, std::string_view prefix)
{
    return text.size() >= prefix.size() && equalsIgnoreCaseAscii(text.substr(0, prefix.size()), prefix);
}
std::string lowerAscii(std::string_view text);

/// Length in bytes of the UTF-8 sequence at `text[i]` if it is valid, else 0. Strict (no
/// overlongs, no surrogates, ≤ U+10FFFF).
std::size_t validUtf8Length(std::string_view text, std::size_t i);

/// The code point at `text[i]` and its length in bytes; {-1, 1} for an invalid byte.
struct DecodedChar
{
    std::int32_t codePoint;
    std::size_t length;
};
DecodedChar decodeUtf8(std::string_view text, std::size_t i);

void appendUtf8(std::string &out, std::uint32_t codePoint);

/// Python's str.isspace() for one code point.
bool isPythonSpace(std::uint32_t cp);

/// Trims white space per the dialect's notion (ASCII or Python's Unicode strip()). Returns the
/// byte offsets [begin, end) within `text`.
std::pair<std::size_t, std::size_t> trimRangeUnicode(std::string_view text);
inline std::pair<std::size_t, std::size_t> trimRange(std::string_view text, Whitespace ws)
{
    if (ws == Whitespace::PythonUnicode)
        return trimRangeUnicode(text);
    std::size_t b = 0;
    std::size_t e = text.size();
    while (b < e && isAsciiSpace(static_cast<unsigned char>(text[b])))
        ++b;
    while (e > b && isAsciiSpace(static_cast<unsigned char>(text[e - 1])))
        --e;
    return {b, e};
}
inline std::string_view trim(std::string_view text, Whitespace ws)
{
    const auto [b, e] = trimRange(text, ws);
    return text.substr(b, e - b);
}

/// Python's str.lower() for the scripts that matter in crawler names (Latin, Greek, Cyrillic,
/// a few specials); other code points unchanged. Invalid bytes are kept.
std::string pythonLower(std::string_view text);

/// Python's bytes.decode('utf-8', 'replace') followed by encode('utf-8'): every maximal invalid
/// subpart becomes U+FFFD (EF BF BD).
std::string utf8Replace(std::string_view bytes);

/// Python's urllib.parse.unquote(s) (UTF-8, errors='replace') on the UTF-8 bytes of s.
std::string pythonUnquote(std::string_view text);

/// Python's urllib.parse.quote(s, safe='/') on the UTF-8 bytes of s.
std::string pythonQuote(std::string_view text);

/// Splits `text` (one physical line) at the characters Python's splitlines() breaks at besides
/// CR and LF: VT, FF, FS, GS, RS, U+0085, U+2028, U+2029. Calls `fn(begin, end)` for each piece;
/// a final empty piece is reported only when `terminated` (a physical line break follows).
template<typename Fn>
void forEachPythonSegment(std::string_view text, bool terminated, Fn &&fn)
{
    std::size_t start = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t sepLen = 0;
        if (c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E) {
            sepLen = 1;
        } else if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x85) {
            sepLen = 2;
        } else if (c == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x80 &&
                   (static_cast<unsigned char>(text[i + 2]) == 0xA8 ||
                    static_cast<unsigned char>(text[i + 2]) == 0xA9)) {
            sepLen = 3;
        }
        if (sepLen != 0) {
            fn(start, i);
            i += sepLen;
            start = i;
        } else {
            ++i;
        }
    }
    if (start < text.size() || terminated)
        fn(start, text.size());
}

/// True when `text` contains a character Python's splitlines() breaks at besides CR/LF.
bool hasPythonExtraBreak(std::string_view text);

} // namespace robots::detail
