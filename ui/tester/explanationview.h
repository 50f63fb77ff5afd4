// SPDX-License-Identifier: MIT
#pragma once

#include <robots/verdict.h>

#include <QTextBrowser>

#include <optional>

namespace robots::ui {

/// The explanation of one verdict, for teaching: the verdict, the group chosen and why, every
/// rule of that group that matched the path (the deciding one marked), the precedence that
/// decided, and the dialect's reading — in plain words from the core's explanation Messages
/// (translated in messages.cpp), with every line number a link. Activating a link emits
/// lineActivated(); the view never opens URLs itself.
class ExplanationView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ExplanationView(QWidget *parent = nullptr);

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
};

} // namespace robots::ui
