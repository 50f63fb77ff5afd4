// SPDX-License-Identifier: MIT
#include "editor/highlighter.h"

#include "document/losslesscodec.h"

#include <KSyntaxHighlighting/Theme>

#include <QTextCharFormat>

namespace robots::ui {

Highlighter::Highlighter(QTextDocument *document)
    : KSyntaxHighlighting::SyntaxHighlighter(document)
{
}

bool Highlighter::isSpecial(char32_t codePoint)
{
    return isRawByteCodePoint(codePoint) || (codePoint < 0x20 && codePoint != '\t') || codePoint == 0x7F ||
           codePoint == 0xFEFF;
}

QString Highlighter::describeSpecial(char32_t codePoint)
{
    const auto hex = [](uint value, int digits) {
        return QStringLiteral("%1").arg(value, digits, 16, QLatin1Char('0')).toUpper();
    };
    if (isRawByteCodePoint(codePoint)) {
        return tr("Byte 0x%1: not valid UTF-8 here; saved back unchanged").arg(hex(uint(codePoint - RawByteBase), 2));
    }
    if (codePoint == 0)
        return tr("NUL character (byte 0x00)");
    if (codePoint == 0xFEFF) {
        return tr("U+FEFF zero-width no-break space (a BOM inside the text)");
    }
    if (isSpecial(codePoint))
        return tr("Control character U+%1").arg(hex(codePoint, 4));
    return QString();
}

void Highlighter::highlightBlock(const QString &text)
{
    KSyntaxHighlighting::SyntaxHighlighter::highlightBlock(text);
    QTextCharFormat special;
    const KSyntaxHighlighting::Theme current = theme();
    if (current.isValid()) {
        special.setBackground(QColor::fromRgba(current.textColor(KSyntaxHighlighting::Theme::Error)));
        special.setForeground(QColor::fromRgba(current.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));
    } else {
        special.setBackground(Qt::red);
        special.setForeground(Qt::white);
    }
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t unit = text[i].unicode();
        if (unit >= 0x20 && unit != 0x7F && unit != 0xFEFF && unit != 0xDBFF)
            continue;
        int length = 1;
        char32_t codePoint = unit;
        if (unit == 0xDBFF && i + 1 < n && QChar::isLowSurrogate(text[i + 1].unicode())) {
            codePoint = QChar::surrogateToUcs4(unit, text[i + 1].unicode());
            length = 2;
        }
        if (isSpecial(codePoint))
            setFormat(int(i), length, special);
        i += length - 1;
    }
}

} // namespace robots::ui
