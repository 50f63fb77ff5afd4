// SPDX-License-Identifier: MIT
#include "analysis/textpositions.h"

#include <algorithm>

namespace robots::ui {

namespace {

constexpr bool isContinuation(unsigned char b)
{
    return (b & 0xC0) == 0x80;
}

// Bytes of the well-formed UTF-8 sequence at the start of BYTES (Unicode §3.9, table 3-7), or 0
// when it does not start with one. QString::fromUtf8() decodes exactly these sequences and makes
// every other byte one U+FFFD.
std::size_t sequenceLength(std::string_view bytes)
{
    const auto at = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
    const unsigned char lead = at(0);
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned char low = 0x80; // allowed range of the second byte
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0; // overlong below U+0800
        else if (lead == 0xED)
            high = 0x9F; // U+D800–U+DFFF are surrogates, not characters
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90; // overlong below U+10000
        else if (lead == 0xF4)
            high = 0x8F; // above U+10FFFF
    } else {
        return 0; // C0, C1 (overlong), F5–FF, or a continuation byte
    }
    if (bytes.size() < length || at(1) < low || at(1) > high)
        return 0;
    for (std::size_t i = 2; i < length; ++i) {
        if (!isContinuation(at(i)))
            return 0;
    }
    return length;
}

// Walks BYTES character by character: FN(byteIndex, sequenceBytes, units) returns false to stop.
template<typename Fn>
void forEachCharacter(std::string_view bytes, Fn &&fn)
{
    std::size_t i = 0;
    while (i < bytes.size()) {
        const std::size_t length = sequenceLength(bytes.substr(i));
        const std::size_t taken = length == 0 ? 1 : length;
        const int units = length == 4 ? 2 : 1;
        if (!fn(i, taken, units))
            return;
        i += taken;
    }
}

// UTF-16 units of the characters of BYTES that end at or before byte END: a byte inside a
// multi-byte sequence belongs to the character that sequence starts.
int unitsBefore(std::string_view bytes, std::size_t end)
{
    int units = 0;
    forEachCharacter(bytes, [&](std::size_t at, std::size_t taken, int n) {
        if (at + taken > end)
            return false;
        units += n;
        return true;
    });
    return units;
}

} // namespace

int TextPositions::utf16Length(std::string_view utf8)
{
    return unitsBefore(utf8, utf8.size());
}

std::size_t TextPositions::byteLength(std::string_view utf8, int units)
{
    std::size_t bytes = 0;
    int seen = 0;
    forEachCharacter(utf8, [&](std::size_t at, std::size_t taken, int n) {
        if (seen + n > units) {
            bytes = at;
            return false;
        }
        seen += n;
        bytes = at + taken;
        return true;
    });
    return bytes;
}

TextPositions::TextPositions(RobotsFile file)
    : m_file(std::move(file))
{
    const std::string_view text = m_file.text();
    const auto lines = m_file.lines();
    m_lineStart.reserve(lines.size());
    int position = 0;
    std::uint32_t consumed = 0;
    for (const Line &line : lines) {
        // Lines tile the body (lines.h), except that line 1 starts after a byte order mark the
        // dialect skips: the editor still shows that mark as a character (U+FEFF).
        position += utf16Length(text.substr(consumed, line.content.offset - consumed));
        m_lineStart.push_back(position);
        const ByteRange whole = line.withTerminator();
        position += utf16Length(whole.in(text));
        consumed = whole.end();
    }
    if (consumed < text.size()) // defensive: a model that does not cover the body
        position += utf16Length(text.substr(consumed));
    m_utf16Size = position;
}

std::size_t TextPositions::lineIndexForByte(std::uint32_t byteOffset) const
{
    const auto lines = m_file.lines();
    // The last line whose content starts at or before the offset.
    const auto it =
        std::upper_bound(lines.begin(), lines.end(), byteOffset,
                         [](std::uint32_t offset, const Line &line) { return offset < line.content.offset; });
    return it == lines.begin() ? 0 : std::size_t(it - lines.begin() - 1);
}

int TextPositions::toPosition(std::uint32_t byteOffset) const
{
    const std::string_view text = m_file.text();
    if (byteOffset >= text.size())
        return m_utf16Size;
    if (m_lineStart.empty())
        return unitsBefore(text, byteOffset);
    const std::size_t index = lineIndexForByte(byteOffset);
    const Line &line = m_file.lines()[index];
    if (byteOffset < line.content.offset) // in a byte order mark before line 1
        return unitsBefore(text, byteOffset);
    return m_lineStart[index] + unitsBefore(line.withTerminator().in(text), byteOffset - line.content.offset);
}

int TextPositions::toEndPosition(std::uint32_t byteOffset) const
{
    const int position = toPosition(byteOffset);
    if (toByteOffset(position) == byteOffset || position >= m_utf16Size)
        return position;
    // Inside a character: one unit further, or two for a surrogate pair (whose middle has no byte).
    const int next = position + 1;
    return toByteOffset(next) == toByteOffset(position) ? next + 1 : next;
}

std::uint32_t TextPositions::toByteOffset(int position) const
{
    const std::string_view text = m_file.text();
    if (position <= 0)
        return 0;
    if (position >= m_utf16Size)
        return std::uint32_t(text.size());
    if (m_lineStart.empty() || position < m_lineStart.front())
        return std::uint32_t(byteLength(text, position));
    const auto it = std::upper_bound(m_lineStart.begin(), m_lineStart.end(), position);
    const std::size_t index = std::size_t(it - m_lineStart.begin() - 1);
    const Line &line = m_file.lines()[index];
    return line.content.offset +
           std::uint32_t(byteLength(line.withTerminator().in(text), position - m_lineStart[index]));
}

TextPositions::LineColumn TextPositions::toLineColumn(std::uint32_t byteOffset) const
{
    if (m_lineStart.empty())
        return {0, toPosition(byteOffset)};
    const std::size_t index = lineIndexForByte(std::min<std::uint32_t>(byteOffset, byteSize()));
    const Line &line = m_file.lines()[index];
    // After a final line break the editor has one more, empty, block.
    if (byteOffset >= byteSize() && line.ending != robots::LineEnding::None)
        return {int(index) + 1, 0};
    // The editor's first block starts at 0, before a byte order mark the dialect skips.
    const int blockStart = index == 0 ? 0 : m_lineStart[index];
    return {int(index), toPosition(byteOffset) - blockStart};
}

} // namespace robots::ui
