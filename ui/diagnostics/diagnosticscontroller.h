// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostics/lintrunner.h"

#include <QIcon>
#include <QList>
#include <QObject>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTextEdit>

#include <functional>
#include <span>
#include <vector>

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
/// announced with underlinesChanged() / markersChanged(), and bindToEditor() hands them to
/// robots::ui::Editor's diagnostics layer (other users' selections, like search results, stay apart).
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

    /// File findings. The editor holds text; a file's bytes also carry a byte order mark, line
    /// breaks and bytes that are not UTF-8, which the Document keeps as flags and raw-byte
    /// characters. BYTES (what saving would write) are linted for those checks — R103 invalid
    /// UTF-8, R104 byte order mark, R107 line endings, R109 UTF-16 or UTF-32 — and their findings join the report,
    /// anchored to their lines (a gutter marker, a Problems row, a tooltip on the line; no
    /// underline), until the next call. The window calls it when the file is loaded or saved
    /// or its encoding changes. Costs one lint of BYTES restricted to those checks.
    void setFileBytes(const QByteArray &bytes);
    /// Applies a file finding's quick fix (they change the Document's flags, not the text: e.g.
    /// remove the byte order mark); returns false when it cannot. Without a handler, file
    /// findings offer no fixes.
    using FileFixHandler = std::function<bool(const Diagnostic &finding, const QuickFix &fix)>;
    void setFileFixHandler(FileFixHandler handler);

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
    void retranslate();
    void onReport(const LintReportPtr &report);
    LintReportPtr withFileFindings(const LintReportPtr &report) const;
    void place();
    bool ensureCurrent(LintReportPtr offeredFor);
    bool applyFixOf(LintReportPtr offeredFor, FixRef fix);
    bool applyEdits(const LintReport &report, std::span<const TextEdit> fixEdits);
    QMenu *popupFixMenu(const QList<FixRef> &fixes, const QPoint &globalPos);
    void sortBySeverity(QList<int> &findings) const;
    QColor background() const;

    QPointer<QPlainTextEdit> m_editor;
    LintRunner *m_runner;
    LintReportPtr m_report;     // the runner's report with the file findings added
    LintReportPtr m_textReport; // the runner's report
    std::vector<Diagnostic> m_fileFindings;
    QList<QTextCursor> m_fileAnchors; // the start of each file finding's line; moves with edits
    FileFixHandler m_fileFixHandler;
    QList<Placed> m_placed; // in report order
    QList<QTextEdit::ExtraSelection> m_underlines;
    QList<Marker> m_markers;
    QAction *m_quickFixAction;
    QAction *m_fixAllAction;
};

class Editor;

/// Shows CONTROLLER's underlines and markers in EDITOR, whose layered extra selections and gutter
/// markers keep other users' (search results) apart, and opens the fix menu when a marker is
/// clicked.
void bindToEditor(DiagnosticsController *controller, Editor *editor);

} // namespace robots::ui

Q_DECLARE_METATYPE(robots::ui::DiagnosticsController::Marker)
