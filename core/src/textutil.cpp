// SPDX-License-Identifier: MIT
#include "textutil.h"

namespace robots::detail {

std::string lowerAscii(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = toLowerAscii(c);
    return out;
}

std::size_t validUtf8Length(std::string_view text, std::size_t i)
{
    const auto at = [&](std::size_t k) -> unsigned {
        return k < text.size() ? static_cast<unsigned char>(text[k]) : 0x100u;
    };
    const unsigned b = at(i);
    if (b < 0x80)
        return 1;
    unsigned lo = 0x80, hi = 0xBF;
    std::size_t n = 0;
    if (b >= 0xC2 && b <= 0xDF) {
        n = 2;
    } else if (b == 0xE0) {
        n = 3;
        lo = 0xA0;
    } else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) {
        n = 3;
    } else if (b == 0xED) {
        n = 3;
        hi = 0x9F;
    } else if (b == 0xF0) {
        n = 4;
        lo = 0x90;
    } else if (b >= 0xF1 && b <= 0xF3) {
        n = 4;
    } else if (b == 0xF4) {
        n = 4;
        hi = 0x8F;
    } else {
        return 0;
    }
    const unsigned second = at(i + 1);
    if (second < lo || second > hi)
        return 0;
    for (std::size_t k = 2; k < n; ++k) {
        const unsigned c = at(i + k);
        if (c < 0x80 || c > 0xBF)
            return 0;
    }
    return n;
}

DecodedChar decodeUtf8(std::string_view text, std::size_t i)
{
    const std::size_t n = validUtf8Length(text, i);
    if (n == 0)
        return {-1, 1};
    const auto b = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>(text[i + k])); };
    switch (n) {
    case 1:
        return {static_cast<std::int32_t>(b(0)), 1};
    case 2:
        return {static_cast<std::int32_t>(((b(0) & 0x1F) << 6) | (b(1) & 0x3F)), 2};
    case 3:
        return {static_cast<std::int32_t>(((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F)), 3};
    default:
        return {static_cast<std::int32_t>(((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) |
                                          (b(3) & 0x3F)),
                4};
    }
}

void appendUtf8(std::string &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

bool isPythonSpace(std::uint32_t cp)
{
    // CPython's _PyUnicode_IsWhitespace (str.isspace / str.strip without arguments).
    return (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x20) || cp == 0x85 || cp == 0xA0 || cp == 0x1680 ||
           (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F ||
           cp == 0x3000;
}

std::pair<std::size_t, std::size_t> trimRangeUnicode(std::string_view text)
{
    std::size_t b = 0;
    std::size_t e = text.size();
    while (b < e) {
        const DecodedChar d = decodeUtf8(text, b);
        if (d.codePoint < 0 || !isPythonSpace(static_cast<std::uint32_t>(d.codePoint)))
            break;
        b += d.length;
    }
    while (e > b) {
        // Find the start of the last character: step back over continuation bytes (at most 3).
        std::size_t s = e - 1;
        while (s > b && e - s < 4 && (static_cast<unsigned char>(text[s]) & 0xC0) == 0x80)
            --s;
        const DecodedChar d = decodeUtf8(text, s);
        if (d.codePoint < 0 || s + d.length != e || !isPythonSpace(static_cast<std::uint32_t>(d.codePoint)))
            break;
        e = s;
    }
    return {b, e};
}

namespace {

std::uint32_t pythonLowerCodePoint(std::uint32_t cp)
{
    if (cp < 0x80)
        return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
    if ((cp >= 0xC0 && cp <= 0xDE && cp != 0xD7))
        return cp + 32;
    if (cp >= 0x100 && cp <= 0x17F) {
        if (cp == 0x130)
            return cp; // handled by the caller: İ → i + U+0307
        if (cp == 0x178)
            return 0xFF;
        if ((cp <= 0x12F) || (cp >= 0x132 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177))
            return (cp % 2 == 0) ? cp + 1 : cp;
        if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E))
            return (cp % 2 == 1) ? cp + 1 : cp;
        return cp;
    }
    if (cp >= 0x391 && cp <= 0x3AB && cp != 0x3A2)
        return cp + 32;
    if (cp == 0x386)
        return 0x3AC;
    if (cp >= 0x388 && cp <= 0x38A)
        return cp + 37;
    if (cp == 0x38C)
        return 0x3CC;
    if (cp == 0x38E || cp == 0x38F)
        return cp + 63;
    if (cp >= 0x400 && cp <= 0x40F)
        return cp + 80;
    if (cp >= 0x410 && cp <= 0x42F)
        return cp + 32;
    if ((cp >= 0x460 && cp <= 0x481) || (cp >= 0x48A && cp <= 0x4BF) || (cp >= 0x4D0 && cp <= 0x52F))
        return (cp % 2 == 0) ? cp + 1 : cp;
    if (cp >= 0x531 && cp <= 0x556)
        return cp + 48;
    if (cp >= 0x1E00 && cp <= 0x1EFF && cp != 0x1E9E && !(cp >= 0x1E96 && cp <= 0x1E9F))
        return (cp % 2 == 0) ? cp + 1 : cp;
    if (cp == 0x1E9E)
        return 0xDF;
    if (cp == 0x2126)
        return 0x3C9;
    if (cp == 0x212A)
        return 'k';
    if (cp == 0x212B)
        return 0xE5;
    if (cp >= 0x2160 && cp <= 0x216F)
        return cp + 16;
    if (cp >= 0x24B6 && cp <= 0x24CF)
        return cp + 26;
    if (cp >= 0xFF21 && cp <= 0xFF3A)
        return cp + 32;
    return cp;
}

} // namespace

std::string pythonLower(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            out += toLowerAscii(static_cast<char>(c));
            ++i;
            continue;
        }
        const DecodedChar d = decodeUtf8(text, i);
        if (d.codePoint < 0) {
            out += static_cast<char>(c);
            ++i;
            continue;
        }
        const auto cp = static_cast<std::uint32_t>(d.codePoint);
        if (cp == 0x130) {
            out += 'i';
            appendUtf8(out, 0x307);
        } else {
            appendUtf8(out, pythonLowerCodePoint(cp));
        }
        i += d.length;
    }
    return out;
}

std::string utf8Replace(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    std::size_t i = 0;
    while (i < bytes.size()) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (b < 0x80) {
            out += static_cast<char>(b);
            ++i;
            continue;
        }
        const std::size_t n = validUtf8Length(bytes, i);
        if (n != 0) {
            out.append(bytes.substr(i, n));
            i += n;
            continue;
        }
        // Maximal subpart: the lead byte plus the continuation bytes that were still valid.
        std::size_t len = 1;
        unsigned lo = 0x80, hi = 0xBF;
        std::size_t need = 0;
        if (b >= 0xC2 && b <= 0xDF) {
            need = 1;
        } else if (b == 0xE0) {
            need = 2;
            lo = 0xA0;
        } else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) {
            need = 2;
        } else if (b == 0xED) {
            need = 2;
            hi = 0x9F;
        } else if (b == 0xF0) {
            need = 3;
            lo = 0x90;
        } else if (b >= 0xF1 && b <= 0xF3) {
            need = 3;
        } else if (b == 0xF4) {
            need = 3;
            hi = 0x8F;
        }
        for (std::size_t k = 0; k < need && i + len < bytes.size(); ++k) {
            const auto c = static_cast<unsigned char>(bytes[i + len]);
            const unsigned l = (k == 0) ? lo : 0x80;
            const unsigned h = (k == 0) ? hi : 0xBF;
            if (c < l || c > h)
                break;
            ++len;
        }
        out += "\xEF\xBF\xBD";
        i += len;
    }
    return out;
}

std::string pythonUnquote(std::string_view text)
{
    if (text.find('%') == std::string_view::npos)
        return std::string(text);
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        if (static_cast<unsigned char>(text[i]) >= 0x80) {
            out += text[i];
            ++i;
            continue;
        }
        // A run of ASCII: unquote_to_bytes, then decode as UTF-8 with replacement.
        std::size_t j = i;
        while (j < text.size() && static_cast<unsigned char>(text[j]) < 0x80)
            ++j;
        const std::string_view run = text.substr(i, j - i);
        std::string bytes;
        bytes.reserve(run.size());
        for (std::size_t k = 0; k < run.size(); ++k) {
            if (run[k] == '%' && k + 2 < run.size() && isHexDigit(static_cast<unsigned char>(run[k + 1])) &&
                isHexDigit(static_cast<unsigned char>(run[k + 2]))) {
                bytes += static_cast<char>(hexValue(static_cast<unsigned char>(run[k + 1])) * 16 +
                                           hexValue(static_cast<unsigned char>(run[k + 2])));
                k += 2;
            } else {
                bytes += run[k];
            }
        }
        out += utf8Replace(bytes);
        i = j;
    }
    return out;
}

std::string pythonQuote(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 8);
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (isUnreserved(c) || c == '/')
            out += ch;
        else
            appendPercent(out, c);
    }
    return out;
}

bool hasPythonExtraBreak(std::string_view text)
{
    bool found = false;
    forEachPythonSegment(text, false, [&](std::size_t, std::size_t end) {
        if (end < text.size())
            found = true;
    });
    return found;
}

} // namespace robots::detail
