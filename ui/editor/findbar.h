// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace robots::ui {

/// The find / replace bar under the editor (not a dialog): search as you type, next / previous
/// with wrap-around, case sensitivity, replace and replace-all as a single undo step.
/// Searching costs what QTextDocument::find costs: a scan from the cursor to the next match.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(QWidget *parent = nullptr);

    /// The editor searched; the bar follows the current tab.
    void setEditor(QPlainTextEdit *editor);
    QPlainTextEdit *editor() const { return m_editor; }

    /// Shows the bar for finding (REPLACE: and replacing), with the editor's one-line selection as
    /// the text to find, and focuses the search field.
    void openBar(bool replace);
    /// Hides the bar and gives the focus back to the editor.
    void closeBar();
    bool isReplaceShown() const;

    QString searchText() const;
    void setSearchText(const QString &text);
    QString replacementText() const;
    void setReplacementText(const QString &text);
    bool isCaseSensitive() const;
    void setCaseSensitive(bool on);

    /// Selects the next (previous) match after (before) the cursor, wrapping around the document.
    /// False, with "Not found" shown, when there is none.
    bool findNext();
    bool findPrevious();
    /// Replaces the selected match, if the selection is one, and finds the next. True if replaced.
    bool replaceCurrent();
    /// Replaces every match in one undo step; returns how many.
    int replaceAll();

    /// The message the bar shows ("Not found", "Replaced 3 occurrences", …).
    QString statusText() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool find(bool backward, bool fromSelectionStart);
    void showReplaceRow(bool shown);
    void setStatus(const QString &text, bool problem = false);

    QPointer<QPlainTextEdit> m_editor;
    QLineEdit *m_findEdit;
    QLineEdit *m_replaceEdit;
    QToolButton *m_caseButton;
    QWidget *m_replaceRow;
    QLabel *m_status;
};

} // namespace robots::ui
