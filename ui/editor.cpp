// SPDX-License-Identifier: MIT
#include "editor.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QFontDatabase>

namespace robots::ui {

Editor::Editor(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository)
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
{
    setObjectName(QStringLiteral("editor"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    // The definition is bundled as a Qt resource under /org.kde.syntax-highlighting/syntax-addons,
    // where the repository finds it without code of ours.
    m_highlighter->setDefinition(m_repository.definitionForName(QStringLiteral("robots.txt")));
    setThemeName(QString());
}

QString Editor::definitionName() const
{
    return m_highlighter->definition().isValid() ? m_highlighter->definition().name() : QString();
}

QString Editor::themeName() const
{
    return m_highlighter->theme().name();
}

void Editor::setThemeName(const QString &name)
{
    KSyntaxHighlighting::Theme theme = m_repository.theme(name);
    if (!theme.isValid())
        theme = m_repository.themeForPalette(palette());
    m_highlighter->setTheme(theme);
    QPalette pal = palette();
    pal.setColor(QPalette::Base, QColor::fromRgba(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));
    pal.setColor(QPalette::Text, QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::Normal)));
    setPalette(pal);
    m_highlighter->rehighlight();
}

} // namespace robots::ui
