// SPDX-License-Identifier: MIT
#pragma once

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class Repository;
class SyntaxHighlighter;
}

namespace robots::ui {

/// The robots.txt editor: a plain-text editor with KSyntaxHighlighting's highlighter set to the
/// project's robots.txt definition and a theme from the repository (following the palette).
class Editor : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit Editor(KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);

    /// The name of the syntax definition in use ("robots.txt"), empty when none was found.
    QString definitionName() const;
    /// The name of the theme in use.
    QString themeName() const;
    /// Switches to the named theme; the default theme for the palette when the name is unknown.
    void setThemeName(const QString &name);

private:
    KSyntaxHighlighting::Repository &m_repository;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
};

} // namespace robots::ui
