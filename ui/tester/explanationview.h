// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>
#include <robots/verdict.h>

#include <QTextBrowser>

#include <optional>

namespace robots::ui {

/// The explanation of one verdict, for teaching: the verdict, the group chosen and why, every
/// rule of that group that matched the path (the deciding one marked), the precedence that
/// decided, and the dialect's reading — in plain words from the core's explanation Messages
/// (translated in messages.cpp), with every line number a link. Activating a link emits
/// lineActivated(); the view never opens URLs itself. With several dialects shown, a line above
/// the explanation names them, each a link (dialectActivated()) to explain the case under it.
class ExplanationView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ExplanationView(QWidget *parent = nullptr);

    /// The dialects the user can ask the explanation for (the shown ones, in column order).
    void setDialects(const QList<DialectId> &dialects);
    QList<DialectId> dialects() const { return m_dialects; }

    /// Shows VERDICT (nullopt: the placeholder text).
    void showVerdict(const std::optional<Verdict> &verdict);
    /// A verdict another host's live robots.txt gave (ORIGIN, e.g. "https://example.org:443"),
    /// or nullopt with MESSAGE saying why there is none yet. Its line numbers are that file's,
    /// so they are not links into the editor.
    void showHostVerdict(const std::optional<Verdict> &verdict, const QString &origin, const QString &message);
    /// The HTML for VERDICT. Links are "line:N". Exposed for tests.
    static QString html(const Verdict &verdict);

Q_SIGNALS:
    /// A line link was activated (1-based line).
    void lineActivated(int line);
    /// A dialect of the chooser line was picked: explain the case under it.
    void dialectActivated(robots::DialectId dialect);

private:
    QString dialectChooser(DialectId explained) const;

    QList<DialectId> m_dialects;
};

} // namespace robots::ui
