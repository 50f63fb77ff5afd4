// SPDX-License-Identifier: MIT
// UTF-16 / UTF-32 detection and conversion, and the magic numbers of binary files (encoding.h).
#include "robots/studio/encoding.h"

#include "textutil.h"

#include <algorithm>

namespace robots {
namespace {

constexpr std::size_t unitSize(WideEncoding encoding)
{
    return encoding == WideEncoding::Utf16Le || encoding == WideEncoding::Utf16Be ? 2 : 4;
}

constexpr bool littleEndian(WideEncoding encoding)
{
    return encoding == WideEncoding::Utf16Le || encoding == WideEncoding::Utf32Le;
}

std::uint32_t readUnit(std::string_view body, std::size_t at, WideEncoding encoding)
{
    const std::size_t size = unitSize(encoding);
    std::uint32_t unit = 0;
    for (std::size_t k = 0; k < size; ++k) {
        const std::size_t byte = littleEndian(encoding) ? size - 1 - k : k;
        unit = (unit << 8) | static_cast<unsigned char>(body[at + byte]);
    }
    return unit;
}

void appendUnit(std::string &out, std::uint32_t unit, WideEncoding encoding)
{
    const std::size_t size = unitSize(encoding);
    for (std::size_t k = 0; k < size; ++k) {
        const std::size_t shift = 8 * (littleEndian(encoding) ? k : size - 1 - k);
        out += static_cast<char>((unit >> shift) & 0xFF);
    }
}

constexpr bool isHighSurrogate(std::uint32_t unit)
{
    return unit >= 0xD800 && unit <= 0xDBFF;
}

constexpr bool isLowSurrogate(std::uint32_t unit)
{
    return unit >= 0xDC00 && unit <= 0xDFFF;
}

// Text a robots.txt is made of, as one byte of BOM-less UTF-16: printable ASCII, tab, CR, LF.
constexpr bool isTextByte(unsigned char c)
{
    return (c >= 0x20 && c < 0x7F) || c == '\t' || c == '\n' || c == '\r';
}

// BOM-less UTF-16: ASCII text with a NUL beside every character. A NUL in every other byte is
// not something UTF-8 text or any binary format here produces over a whole 4 KiB run, so the
// test is safe; it needs four characters so that a stray "A\0" is not taken for text.
std::optional<WideEncoding> bomlessUtf16(std::string_view body)
{
    if (body.size() < 8 || body.size() % 2 != 0)
        return std::nullopt;
    const std::size_t n = std::min<std::size_t>(body.size(), 4096);
    const auto allPairs = [&](std::size_t textAt) {
        for (std::size_t i = 0; i + 1 < n; i += 2) {
            if (body[i + 1 - textAt] != '\0' || !isTextByte(static_cast<unsigned char>(body[i + textAt])))
                return false;
        }
        return true;
    };
    if (allPairs(0))
        return WideEncoding::Utf16Le;
    if (allPairs(1))
        return WideEncoding::Utf16Be;
    return std::nullopt;
}

} // namespace

std::string_view encodingName(WideEncoding encoding)
{
    switch (encoding) {
    case WideEncoding::Utf16Le:
        return "UTF-16LE";
    case WideEncoding::Utf16Be:
        return "UTF-16BE";
    case WideEncoding::Utf32Le:
        return "UTF-32LE";
    case WideEncoding::Utf32Be:
        return "UTF-32BE";
    }
    return "UTF-16LE";
}

std::size_t byteOrderMarkSize(DetectedEncoding detected)
{
    return detected.byteOrderMark ? unitSize(detected.encoding) : 0;
}

std::optional<DetectedEncoding> detectWideEncoding(std::string_view body)
{
    using namespace std::string_view_literals;
    if (body.starts_with("\xFF\xFE\0\0"sv))
        return DetectedEncoding{WideEncoding::Utf32Le, true};
    if (body.starts_with("\0\0\xFE\xFF"sv))
        return DetectedEncoding{WideEncoding::Utf32Be, true};
    if (body.starts_with("\xFF\xFE"sv))
        return DetectedEncoding{WideEncoding::Utf16Le, true};
    if (body.starts_with("\xFE\xFF"sv))
        return DetectedEncoding{WideEncoding::Utf16Be, true};
    if (const auto bomless = bomlessUtf16(body))
        return DetectedEncoding{*bomless, false};
    return std::nullopt;
}

std::optional<std::string> decodeWide(std::string_view body, DetectedEncoding detected)
{
    const std::size_t size = unitSize(detected.encoding);
    const std::size_t bom = byteOrderMarkSize(detected);
    if (body.size() < bom || (body.size() - bom) % size != 0)
        return std::nullopt;
    std::string out;
    out.reserve((body.size() - bom) / size);
    for (std::size_t i = bom; i < body.size(); i += size) {
        std::uint32_t cp = readUnit(body, i, detected.encoding);
        if (size == 2 && isHighSurrogate(cp)) {
            if (i + 2 >= body.size())
                return std::nullopt;
            const std::uint32_t low = readUnit(body, i + 2, detected.encoding);
            if (!isLowSurrogate(low))
                return std::nullopt;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            i += 2;
        } else if (isHighSurrogate(cp) || isLowSurrogate(cp) || cp > 0x10FFFF) {
            return std::nullopt;
        }
        detail::appendUtf8(out, cp);
    }
    return out;
}

std::string encodeWide(std::string_view text, DetectedEncoding detected)
{
    const std::size_t size = unitSize(detected.encoding);
    std::string out;
    out.reserve((text.size() + 1) * size);
    if (detected.byteOrderMark)
        appendUnit(out, 0xFEFF, detected.encoding);
    std::size_t i = 0;
    while (i < text.size()) {
        const detail::DecodedChar c = detail::decodeUtf8(text, i);
        const std::uint32_t cp = c.codePoint < 0 ? 0xFFFD : static_cast<std::uint32_t>(c.codePoint);
        i += c.length;
        if (size == 2 && cp >= 0x10000) {
            appendUnit(out, 0xD800 + ((cp - 0x10000) >> 10), detected.encoding);
            appendUnit(out, 0xDC00 + ((cp - 0x10000) & 0x3FF), detected.encoding);
        } else {
            appendUnit(out, cp, detected.encoding);
        }
    }
    return out;
}

Text binaryFormat(std::string_view body)
{
    if (body.starts_with("\x1F\x8B"))
        return {"message.binary.gzip", "gzip data"};
    if (body.starts_with("PK\x03\x04"))
        return {"message.binary.zip", "a zip archive"};
    if (body.starts_with("%PDF-"))
        return {"message.binary.pdf", "a PDF document"};
    if (body.starts_with("\x89PNG"))
        return {"message.binary.png", "a PNG image"};
    if (body.starts_with("\xFF\xD8\xFF"))
        return {"message.binary.jpeg", "a JPEG image"};
    if (body.starts_with("GIF8"))
        return {"message.binary.gif", "a GIF image"};
    if (body.starts_with("\x7F"
                         "ELF"))
        return {"message.binary.elf", "an executable"};
    if (body.starts_with("\x28\xB5\x2F\xFD"))
        return {"message.binary.zstd", "zstd data"};
    if (body.starts_with("BZh") && body.size() > 3 && body[3] >= '1' && body[3] <= '9')
        return {"message.binary.bzip2", "bzip2 data"};
    return {};
}

} // namespace robots
