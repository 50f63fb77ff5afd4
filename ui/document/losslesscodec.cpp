// SPDX-License-Identifier: MIT
#include "document/losslesscodec.h"

#include <robots/studio/textedit.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace robots::ui {

namespace {

constexpr bool isContinuation(unsigned char byte)
{
    return (byte & 0xC0) == 0x80;
}

// Code points QTextDocument does not keep as they are inside a block.
constexpr bool alteredByTextDocument(char32_t codePoint)
{
    return codePoint == 0x2029 || codePoint == 0xFDD0 || codePoint == 0xFDD1;
}

void appendCodePoint(QString &out, char32_t codePoint)
{
    if (codePoint < 0x10000) {
        out.append(QChar(char16_t(codePoint)));
    } else {
        out.append(QChar(QChar::highSurrogate(codePoint)));
        out.append(QChar(QChar::lowSurrogate(codePoint)));
    }
}

void appendRawByte(QString &out, unsigned char byte)
{
    appendCodePoint(out, RawByteBase + byte);
}

// The length of the well-formed UTF-8 sequence at DATA[0..SIZE) (Unicode 15, table 3-7) and its code
// point, or nullopt when the bytes there are not one.
std::optional<std::pair<int, char32_t>> decodeSequence(const unsigned char *data, qsizetype size)
{
    const unsigned char lead = data[0];
    int length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    char32_t codePoint = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        codePoint = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        codePoint = lead & 0x0F;
        if (lead == 0xE0)
            low = 0xA0; // no overlong forms
        else if (lead == 0xED)
            high = 0x9F; // no surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        codePoint = lead & 0x07;
        if (lead == 0xF0)
            low = 0x90; // no overlong forms
        else if (lead == 0xF4)
            high = 0x8F; // nothing above U+10FFFF
    } else {
        return std::nullopt;
    }
    if (size < length || data[1] < low || data[1] > high)
        return std::nullopt;
    for (int i = 1; i < length; ++i) {
        if (!isContinuation(data[i]))
            return std::nullopt;
        codePoint = (codePoint << 6) | (data[i] & 0x3F);
    }
    return std::pair{length, codePoint};
}

void appendUtf8(QByteArray &out, char32_t codePoint)
{
    if (codePoint < 0x80) {
        out.append(char(codePoint));
    } else if (codePoint < 0x800) {
        out.append(char(0xC0 | (codePoint >> 6)));
        out.append(char(0x80 | (codePoint & 0x3F)));
    } else if (codePoint < 0x10000) {
        out.append(char(0xE0 | (codePoint >> 12)));
        out.append(char(0x80 | ((codePoint >> 6) & 0x3F)));
        out.append(char(0x80 | (codePoint & 0x3F)));
    } else {
        out.append(char(0xF0 | (codePoint >> 18)));
        out.append(char(0x80 | ((codePoint >> 12) & 0x3F)));
        out.append(char(0x80 | ((codePoint >> 6) & 0x3F)));
        out.append(char(0x80 | (codePoint & 0x3F)));
    }
}

void appendEncodedLine(QByteArray &out, QStringView line)
{
    const qsizetype n = line.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t unit = line[i].unicode();
        if (unit < 0x80) {
            out.append(char(unit));
            continue;
        }
        char32_t codePoint = unit;
        if (QChar::isHighSurrogate(unit) && i + 1 < n && QChar::isLowSurrogate(line[i + 1].unicode())) {
            codePoint = QChar::surrogateToUcs4(unit, line[i + 1].unicode());
            ++i;
        } else if (QChar::isSurrogate(unit)) {
            codePoint = 0xFFFD;
        }
        if (isRawByteCodePoint(codePoint))
            out.append(char(codePoint - RawByteBase));
        else
            appendUtf8(out, codePoint);
    }
}

// The lines of a QString as the core's line diff reads them: their UTF-16 code units as bytes
// (equal exactly when the strings are equal, and no copy).
std::vector<std::string_view> utf16Views(const QString *lines, qsizetype count)
{
    std::vector<std::string_view> views;
    views.reserve(std::size_t(count));
    for (qsizetype i = 0; i < count; ++i)
        views.emplace_back(reinterpret_cast<const char *>(lines[i].utf16()), std::size_t(lines[i].size()) * 2);
    return views;
}

} // namespace

DecodedText decodeLossless(QByteArrayView bytes)
{
    DecodedText result;
    result.lines.clear();
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.data());
    qsizetype size = bytes.size();
    if (size >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF) {
        result.byteOrderMark = true;
        data += 3;
        size -= 3;
    }
    QString line;
    qsizetype i = 0;
    while (i < size) {
        const unsigned char byte = data[i];
        if (byte == '\n' || byte == '\r') {
            LineBreak lineBreak = LineBreak::Lf;
            if (byte == '\r') {
                lineBreak = (i + 1 < size && data[i + 1] == '\n') ? LineBreak::CrLf : LineBreak::Cr;
                if (lineBreak == LineBreak::CrLf)
                    ++i;
            }
            ++i;
            result.lines.append(line);
            result.breaks.append(lineBreak);
            line.clear();
            continue;
        }
        if (byte < 0x80) {
            if (byte == 0)
                result.nulBytes = true;
            line.append(QChar(char16_t(byte)));
            ++i;
            continue;
        }
        const auto sequence = decodeSequence(data + i, size - i);
        if (sequence && !isRawByteCodePoint(sequence->second) && !alteredByTextDocument(sequence->second)) {
            appendCodePoint(line, sequence->second);
            i += sequence->first;
            continue;
        }
        // Not valid UTF-8 (or a code point kept as raw bytes): every byte of it stands for itself.
        result.rawBytes = true;
        const int count = sequence ? sequence->first : 1;
        for (int j = 0; j < count; ++j)
            appendRawByte(line, data[i + j]);
        i += count;
    }
    result.lines.append(line);
    return result;
}

QByteArray encodeLine(QStringView line)
{
    QByteArray out;
    out.reserve(line.size());
    appendEncodedLine(out, line);
    return out;
}

QByteArray encodeLossless(const QStringList &lines, const QList<LineBreak> &breaks, bool byteOrderMark)
{
    Q_ASSERT(breaks.size() == lines.size() - 1);
    qsizetype estimate = byteOrderMark ? 3 : 0;
    for (const QString &line : lines)
        estimate += line.size() + 2;
    QByteArray out;
    out.reserve(estimate);
    if (byteOrderMark)
        out.append("\xEF\xBB\xBF");
    for (qsizetype i = 0; i < lines.size(); ++i) {
        appendEncodedLine(out, lines[i]);
        if (i < breaks.size())
            out.append(lineBreakBytes(breaks[i]));
    }
    return out;
}

bool containsRawBytes(QStringView line)
{
    // U+10FD80..U+10FDFF is the surrogate pair DBFF DD80..DBFF DDFF.
    const qsizetype n = line.size();
    for (qsizetype i = 0; i + 1 < n; ++i) {
        if (line[i].unicode() == 0xDBFF) {
            const char16_t low = line[i + 1].unicode();
            if (low >= 0xDD80 && low <= 0xDDFF)
                return true;
        }
    }
    return false;
}

LineEnding lineEndingOf(const QList<LineBreak> &breaks)
{
    if (breaks.isEmpty())
        return LineEnding::Lf;
    const LineBreak first = breaks.constFirst();
    for (LineBreak lineBreak : breaks) {
        if (lineBreak != first)
            return LineEnding::Mixed;
    }
    switch (first) {
    case LineBreak::Lf:
        return LineEnding::Lf;
    case LineBreak::CrLf:
        return LineEnding::CrLf;
    case LineBreak::Cr:
        return LineEnding::Cr;
    }
    return LineEnding::Mixed;
}

LineBreak dominantBreak(const QList<LineBreak> &breaks)
{
    std::array<qsizetype, 3> counts{};
    std::array<qsizetype, 3> firstSeen{-1, -1, -1};
    for (qsizetype i = 0; i < breaks.size(); ++i) {
        const auto kind = size_t(breaks[i]);
        if (counts[kind]++ == 0)
            firstSeen[kind] = i;
    }
    size_t best = 0;
    for (size_t kind = 1; kind < counts.size(); ++kind) {
        if (counts[kind] > counts[best] || (counts[kind] == counts[best] && counts[kind] > 0 &&
                                            (counts[best] == 0 || firstSeen[kind] < firstSeen[best])))
            best = kind;
    }
    return LineBreak(best);
}

QList<LineBreak> carryLineBreaks(const QStringList &oldLines, const QList<LineBreak> &oldBreaks,
                                 const QStringList &newLines, LineBreak preferred, qsizetype maxEdits)
{
    const qsizetype n = newLines.size();
    const qsizetype m = oldLines.size();
    // origin[i]: the old line whose break new line i keeps, -1 for none.
    QList<qsizetype> origin(n, -1);
    qsizetype prefix = 0;
    while (prefix < n && prefix < m && newLines[prefix] == oldLines[prefix]) {
        origin[prefix] = prefix;
        ++prefix;
    }
    qsizetype suffix = 0;
    while (suffix < n - prefix && suffix < m - prefix && newLines[n - 1 - suffix] == oldLines[m - 1 - suffix]) {
        origin[n - 1 - suffix] = m - 1 - suffix;
        ++suffix;
    }
    const qsizetype oldCount = m - prefix - suffix;
    const qsizetype newCount = n - prefix - suffix;
    // Pairs runs of unmatched lines by position: a line edited in place keeps its break.
    const auto pairRun = [&](qsizetype oldBegin, qsizetype oldEnd, qsizetype newBegin, qsizetype newEnd) {
        for (qsizetype k = 0; k < std::min(oldEnd - oldBegin, newEnd - newBegin); ++k)
            origin[newBegin + k] = oldBegin + k;
    };
    if (oldCount > 0 && newCount > 0) {
        const std::vector<std::string_view> oldViews = utf16Views(oldLines.constData() + prefix, oldCount);
        const std::vector<std::string_view> newViews = utf16Views(newLines.constData() + prefix, newCount);
        const auto matches = robots::matchLines(oldViews, newViews, std::size_t(std::max<qsizetype>(maxEdits, 0)));
        if (!matches) {
            pairRun(prefix, prefix + oldCount, prefix, prefix + newCount);
        } else {
            qsizetype oldNext = 0;
            qsizetype newNext = 0;
            for (const auto &[oldMatch, newMatch] : *matches) {
                const auto oldIndex = qsizetype(oldMatch), newIndex = qsizetype(newMatch);
                pairRun(prefix + oldNext, prefix + oldIndex, prefix + newNext, prefix + newIndex);
                origin[prefix + newIndex] = prefix + oldIndex;
                oldNext = oldIndex + 1;
                newNext = newIndex + 1;
            }
            pairRun(prefix + oldNext, prefix + oldCount, prefix + newNext, prefix + newCount);
        }
    }
    QList<LineBreak> breaks;
    breaks.reserve(std::max<qsizetype>(n - 1, 0));
    for (qsizetype i = 0; i + 1 < n; ++i) {
        const qsizetype from = origin[i];
        breaks.append(from >= 0 && from < oldBreaks.size() ? oldBreaks[from] : preferred);
    }
    return breaks;
}

bool looksBinary(QByteArrayView bytes)
{
    return bytes.first(std::min<qsizetype>(bytes.size(), 8000)).contains('\0');
}

QByteArrayView lineBreakBytes(LineBreak lineBreak)
{
    switch (lineBreak) {
    case LineBreak::Lf:
        return "\n";
    case LineBreak::CrLf:
        return "\r\n";
    case LineBreak::Cr:
        return "\r";
    }
    return "\n";
}

} // namespace robots::ui
