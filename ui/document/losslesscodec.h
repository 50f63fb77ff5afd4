// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

// Bytes ↔ editor text without loss.
//
// The editor shows lines; a file is lines *and* the exact bytes around them. To give back the very
// bytes it read, the studio keeps three things apart:
//
//  * the line breaks: every "\r\n", "\n" and "\r" ends a line and is remembered as a LineBreak, one
//    per line but the last (a file ending with a line break has an empty last line, so "no final
//    newline" needs no flag);
//  * the byte order mark: a leading EF BB BF is a flag, not text;
//  * the bytes that are not valid UTF-8: each such byte B (always 0x80–0xFF) becomes the code point
//    U+10FD00 + B, in the Supplementary Private Use Area-B (plane 16), and turns back into the byte
//    B on save. A private-use code point is valid UTF-16, so QString, QTextDocument,
//    QRegularExpression and the highlighter treat it as an ordinary character (a lone surrogate, as
//    in Python's "surrogateescape", is not: Qt replaces it when converting and PCRE refuses it).
//    To keep the mapping one-to-one, a file that really contains one of the code points
//    U+10FD80–U+10FDFF is treated as if those were invalid bytes, and so are the few characters
//    QTextDocument would not keep as they are (U+2029 PARAGRAPH SEPARATOR splits a block, U+FDD0 and
//    U+FDD1 mark frames): each of their bytes is stored as a raw-byte code point. The price: a user
//    who types or pastes U+10FD80–U+10FDFF gets the raw byte on save.
//
// Every function here is pure and costs one pass over its input.

namespace robots::ui {

enum class LineBreak : quint8 {
    Lf,   ///< "\n"
    CrLf, ///< "\r\n"
    Cr,   ///< "\r"
};

/// The line-ending style of a whole file.
enum class LineEnding : quint8 {
    Lf,
    CrLf,
    Cr,
    Mixed, ///< more than one kind of line break
};

/// The first of the 256 code points that stand for raw bytes (only 0x80–0xFF are ever used).
inline constexpr char32_t RawByteBase = 0x10FD00;

/// True when CODE_POINT stands for a raw byte (U+10FD80–U+10FDFF).
constexpr bool isRawByteCodePoint(char32_t codePoint)
{
    return codePoint >= RawByteBase + 0x80 && codePoint <= RawByteBase + 0xFF;
}

/// The text of a file: its lines, the break after each, and what else the bytes carried.
struct DecodedText
{
    QStringList lines = {QString()}; ///< never empty: zero bytes are one empty line
    QList<LineBreak> breaks;         ///< breaks[i] ends lines[i]; lines.size() - 1 of them
    bool byteOrderMark = false;      ///< the file started with EF BB BF
    bool rawBytes = false;           ///< some bytes are not valid UTF-8 (or are kept as raw bytes)
    bool nulBytes = false;           ///< the file contains 00 bytes
};

/// Splits BYTES into lines and decodes them as UTF-8, keeping every byte (see the file comment).
/// Costs one pass and about twice the size of BYTES in memory.
DecodedText decodeLossless(QByteArrayView bytes);

/// The bytes of LINES joined by BREAKS (breaks.size() must be lines.size() - 1), raw-byte code
/// points written back as their bytes, with a BOM in front when BYTE_ORDER_MARK. One pass.
QByteArray encodeLossless(const QStringList &lines, const QList<LineBreak> &breaks, bool byteOrderMark);

/// The UTF-8 bytes of one line of editor text (raw-byte code points become their bytes; a lone
/// surrogate, which decoding never produces, becomes U+FFFD).
QByteArray encodeLine(QStringView line);

/// True when LINE contains a raw-byte code point.
bool containsRawBytes(QStringView line);

/// The line style of BREAKS: the single kind used, Mixed when several, Lf when there are none.
LineEnding lineEndingOf(const QList<LineBreak> &breaks);

/// The most frequent break in BREAKS (the first seen wins a tie), Lf when there are none: what a
/// new line gets in a file that has its own habit.
LineBreak dominantBreak(const QList<LineBreak> &breaks);

/// The line breaks for NEW_LINES, carried over from a reference version of the same file
/// (OLD_LINES ended by OLD_BREAKS): a line that is unchanged, or edited in place, keeps the break
/// it had; lines that are new get PREFERRED. Lines are matched by a line diff (common prefix and
/// suffix, then the core's robots::matchLines, Myers' O(ND) algorithm, up to MAX_EDITS inserted or
/// deleted lines, then pairing by position), so the cost is O(N) for typical edits and O(N × MAX_EDITS) at worst.
QList<LineBreak> carryLineBreaks(const QStringList &oldLines, const QList<LineBreak> &oldBreaks,
                                 const QStringList &newLines, LineBreak preferred, qsizetype maxEdits = 1000);

/// True when BYTES look like a binary file rather than text: a 00 byte among the first 8000
/// bytes (the heuristic git uses to decide whether to diff a file as text).
bool looksBinary(QByteArrayView bytes);

/// "\n", "\r\n" or "\r".
QByteArrayView lineBreakBytes(LineBreak lineBreak);

} // namespace robots::ui
