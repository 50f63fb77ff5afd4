// SPDX-License-Identifier: MIT
#pragma once

#include <robots/robotsfile.h>

#include <cstdint>
#include <string_view>
#include <vector>

namespace robots::ui {

/// The one conversion between the core's UTF-8 byte offsets and the editor's UTF-16 positions
/// (STYLE.md, "Qt side"). Nothing else in the GUI converts them.
///
/// The core reads the text DocumentAnalyzer gives it: the document's raw text as UTF-8, blocks
/// joined by LF. That text and the QTextDocument agree character for character (a block
/// separator is one byte, LF, and one position), so a byte offset maps to the document position
/// that counts the UTF-16 units the bytes before it decode to — decoded as QString::fromUtf8()
/// does: a valid 1-, 2- or 3-byte sequence is one unit, a 4-byte one is two (a surrogate pair),
/// and every byte that does not belong to a valid sequence (a stray continuation byte, a
/// truncated sequence, an overlong form, an encoded surrogate, a value above U+10FFFF) is one
/// U+FFFD.
///
/// An object is made once per analysed text (O(size), one integer per line) and answers each
/// question in O(log lines + length of one line). It keeps the RobotsFile, and so the bytes,
/// alive. Immutable, so safe to share between threads.
class TextPositions
{
public:
    /// Positions in an empty text.
    TextPositions() = default;
    /// Positions in FILE's text, using its line model as checkpoints.
    explicit TextPositions(RobotsFile file);

    /// The document position of byte OFFSET. An offset inside a multi-byte sequence maps to the
    /// position of that sequence's character; one past the end maps to utf16Size().
    [[nodiscard]] int toPosition(std::uint32_t byteOffset) const;
    /// The document position after the character that byte OFFSET is in: toPosition() when the
    /// offset is a character boundary, else the position after that character. For the ends of
    /// ranges, so that a range never ends inside a character.
    [[nodiscard]] int toEndPosition(std::uint32_t byteOffset) const;
    /// The byte offset of document POSITION. A position between the two units of a surrogate
    /// pair maps to the first byte of its sequence; positions past the end map to the size.
    [[nodiscard]] std::uint32_t toByteOffset(int position) const;

    /// 0-based line (the core's line number − 1, the editor's block number) and 0-based UTF-16
    /// column of byte OFFSET.
    struct LineColumn
    {
        int line = 0;
        int column = 0;
        bool operator==(const LineColumn &) const = default;
    };
    [[nodiscard]] LineColumn toLineColumn(std::uint32_t byteOffset) const;

    /// UTF-16 units of the whole text.
    [[nodiscard]] int utf16Size() const { return m_utf16Size; }
    /// Bytes of the whole text.
    [[nodiscard]] std::uint32_t byteSize() const { return std::uint32_t(m_file.text().size()); }
    /// The text the offsets refer to.
    [[nodiscard]] std::string_view text() const { return m_file.text(); }

    /// UTF-16 units that UTF8 decodes to (see the class comment). O(size).
    [[nodiscard]] static int utf16Length(std::string_view utf8);
    /// The bytes of UTF8 that make up its first UNITS UTF-16 units (rounded down to a whole
    /// character; clamped to the size). O(size).
    [[nodiscard]] static std::size_t byteLength(std::string_view utf8, int units);

private:
    std::size_t lineIndexForByte(std::uint32_t byteOffset) const;

    RobotsFile m_file;
    std::vector<int> m_lineStart; // UTF-16 position of each line's first byte
    int m_utf16Size = 0;
};

} // namespace robots::ui
