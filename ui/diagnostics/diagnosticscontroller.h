// SPDX-License-Identifier: MIT
#pragma once

#include "lintrunner.h"

#include <QIcon>
#include <QList>
#include <QObject>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTextEdit>

class QAction;
class QMenu;

namespace robots::ui {

class DocumentAnalyzer;

/// Live diagnostics for one editor: it lints every analysis of the editor's DocumentAnalyzer
/// (LintRunner) and shows the findings there — wavy underlines in each finding's range (colour
/// by severity; none on an empty line), one gutter marker per line (the most severe finding's sign, with a lightbulb
/// when quick fixes exist), tooltips with the message and why it matters (and the directive's
/// documentation when the mouse is on a key), quick fixes in the context menu, from the gutter
/// and on Ctrl+., and "fix all safe problems".
///
/// The editor's own extra selections and markers are not touched: underlines and markers are
/// announced with underlinesChanged() / markersChanged(), and editorbinding.h hands them to
/// robots::ui::Editor's diagnostics layer (so this library does not depend on the editor's).
///
/// Each quick fix is one QTextCursor edit block: one Ctrl+Z undoes it. A fix is applied only to
/// the text it was computed for; when the text changed since, the report is brought up to date
/// first and a fix that no longer exists is refused.
class DiagnosticsController : public QObject
{
    Q_OBJECT
public:
    /// A gutter marker: LINE is the 0-based block.
    struct Marker
    {
        int line = 0;
        Severity severity = Severity::Hint;
        bool hasFix = false;
        QIcon icon;
        QString toolTip;
    };
    /// One quick fix of one finding of report().
    struct FixRef
    {
        int diagnostic = -1;
        int fix = -1;
        bool operator==(const FixRef &) const = default;
    };

    /// Lints ANALYZER's analyses of EDITOR's document (not owned) and decorates EDITOR (not
    /// owned; the controller is usually its child). When the analyzer follows one document after
    /// another, call runner()->documentActivated() each time it is pointed at this editor's.
    DiagnosticsController(QPlainTextEdit *editor, DocumentAnalyzer *analyzer, QObject *parent = nullptr);
    ~DiagnosticsController() override;

    QPlainTextEdit *editor() const { return m_editor.data(); }
    DocumentAnalyzer *analyzer() const;
    LintRunner *runner() const { return m_runner; }
    /// The newest findings, never null.
    LintReportPtr report() const { return m_report; }

    /// Underlines shown at most (the most severe first); the Problems panel lists every finding.
    static constexpr int MaxUnderlines = 2000;
    QList<QTextEdit::ExtraSelection> underlines() const { return m_underlines; }
    QList<Marker> markers() const { return m_markers; }

    /// The findings (indexes into report()->diagnostics) whose underline covers document
    /// POSITION, most severe first.
    QList<int> diagnosticsAt(int position) const;
    /// The findings on BLOCK (0-based), most severe first.
    QList<int> diagnosticsOnLine(int block) const;
    /// The quick fixes of FINDINGS, in that order.
    QList<FixRef> fixesFor(const QList<int> &findings) const;
    /// The fixes offered at POSITION: those of the findings under it, then the rest of its line.
    QList<FixRef> fixesAt(int position) const;
    /// Findings that have a safe quick fix.
    int safeFixCount() const { return m_report->safeFixCount(); }

    /// One action per fix, children of PARENT; triggering one applies it.
    QList<QAction *> createFixActions(const QList<FixRef> &fixes, QObject *parent);

    /// Applies FIX of report() as one undo step. False (and nothing changes) when it cannot be
    /// applied to the text as it is now.
    bool applyFix(FixRef fix);
    /// Applies every safe fix (robots::fixAll: repeated passes) as one undo step; returns how many
    /// fixes went in.
    int fixAllSafe();

    /// Ctrl+. on the editor: the fix menu at the cursor.
    QAction *quickFixAction() const { return m_quickFixAction; }
    /// "Fix All Safe Problems", enabled when there are some.
    QAction *fixAllSafeAction() const { return m_fixAllAction; }

    /// Opens the fix menu for the cursor's place (Ctrl+.); nullptr when there are no fixes.
    QMenu *showFixMenu();
    /// Opens the fix menu for BLOCK's findings at the gutter (a marker was clicked); when the
    /// line has no fix, selects its first finding instead and returns nullptr.
    QMenu *showFixMenuForLine(int block);
    /// The editor's context menu at viewport point POS, with the fixes for that place first.
    QMenu *createContextMenu(const QPoint &viewportPos, int position);

    /// The tooltip (rich text) for document POSITION: the findings there and the documentation
    /// of the directive under it; empty when there is neither.
    QString toolTipAt(int position) const;

Q_SIGNALS:
    void reportChanged(const robots::ui::LintReportPtr &report);
    /// The underlines to show (the editor's diagnostics layer).
    void underlinesChanged(const QList<QTextEdit::ExtraSelection> &underlines);
    /// The gutter markers to show.
    void markersChanged(const QList<robots::ui::DiagnosticsController::Marker> &markers);
    /// Something to tell the user in the status bar ("Applied: …").
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Placed
    {
        int diagnostic = 0;
        int start = 0; ///< document positions of the underline
        int end = 0;
        int block = 0;
        bool wholeLine = false; ///< on an empty line (no underline; the marker shows it)
    };
    void onReport(const LintReportPtr &report);
    void place();
    bool ensureCurrent(const LintReportPtr &offeredFor);
    bool applyFixOf(const LintReportPtr &offeredFor, FixRef fix);
    bool applyEdits(const LintReport &report, std::vector<TextEdit> edits);
    QMenu *popupFixMenu(const QList<FixRef> &fixes, const QPoint &globalPos);
    void sortBySeverity(QList<int> &findings) const;
    QColor background() const;

    QPointer<QPlainTextEdit> m_editor;
    LintRunner *m_runner;
    LintReportPtr m_report;
    QList<Placed> m_placed; // in report order
    QList<QTextEdit::ExtraSelection> m_underlines;
    QList<Marker> m_markers;
    QAction *m_quickFixAction;
    QAction *m_fixAllAction;
};

} // namespace robots::ui

Q_DECLARE_METATYPE(robots::ui::DiagnosticsController::Marker)
