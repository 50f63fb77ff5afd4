// SPDX-License-Identifier: MIT
#pragma once

// Help → Handbook (F1): the bundled offline user manual, Markdown embedded as a Qt
// resource (resources/handbook/handbook.md, handbook.ja.md) and shown in a QTextBrowser. What
// the core knows is not copied into the text: the {{dialects}} and {{checks}} placeholders are
// filled from the core's dialect table and diagnostics catalogue, translated, when shown.

#include <QWidget>

class QTextBrowser;

namespace robots::ui {

class HandbookWindow : public QWidget
{
    Q_OBJECT
public:
    explicit HandbookWindow(QWidget *parent = nullptr);
    ~HandbookWindow() override;

    /// Shows the handbook in LANGUAGE ("ja" → handbook.ja.md; anything else → English).
    void load(const QString &language);
    [[nodiscard]] QString language() const { return m_language; }
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }

    /// The resource the handbook of LANGUAGE is read from.
    [[nodiscard]] static QString resourcePath(const QString &language);
    /// The handbook's Markdown with the placeholders filled in.
    [[nodiscard]] static QString markdown(const QString &language);
    /// The anchor of a heading, as GitHub makes it ("Live files: fetching" → "live-files-fetching"),
    /// so the same links work on GitHub and here.
    [[nodiscard]] static QString anchorOf(const QString &heading);

protected:
    void changeEvent(QEvent *event) override;

private:
    QTextBrowser *m_browser;
    QString m_language;
};

} // namespace robots::ui
