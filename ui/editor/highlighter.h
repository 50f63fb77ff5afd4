// SPDX-License-Identifier: MIT
#pragma once

#include <KSyntaxHighlighting/SyntaxHighlighter>

namespace robots::ui {

/// KSyntaxHighlighting's highlighter, plus a format that makes characters visible which would
/// otherwise be invisible or look like ordinary text: raw bytes (invalid UTF-8, see
/// losslesscodec.h), NUL and other control characters, and U+FEFF inside the text.
/// Per block, as the base class: costs nothing on blocks that do not change.
class Highlighter : public KSyntaxHighlighting::SyntaxHighlighter
{
    Q_OBJECT
public:
    explicit Highlighter(QTextDocument *document);

    /// A short description of the special character at CODE_POINT ("Byte 0xE9 (not valid UTF-8)",
    /// "NUL"), empty for an ordinary character.
    static QString describeSpecial(char32_t codePoint);
    static bool isSpecial(char32_t codePoint);

protected:
    void highlightBlock(const QString &text) override;
};

} // namespace robots::ui
