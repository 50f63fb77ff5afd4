// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/textpositions.h"

#include "analysis/documentanalyzer.h"

#include <robots/studio/diagnostics.h>

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTextDocument>

#include <array>
#include <memory>
#include <vector>

namespace robots::ui {

class Lifeline;

/// How one finding shows in the editor, worked out with the report (off the UI thread), so that
/// a report with thousands of findings costs the views no translation and no position search.
struct ShownFinding
{
    int start = 0;    ///< document position of the range's start
    int end = 0;      ///< document position of its end (after a whole character)
    int column = 1;   ///< 1-based column of the start, in UTF-16 units
    QString message;  ///< the translated message (diagnosticMessage())
    QString dialects; ///< the dialects it concerns (dialectListText())
};

/// The findings for one text: what lint() said about one Analysis, with the positions helper for
/// that text. Immutable once made; shared between threads and views.
struct LintReport
{
    quint64 revision = 0;                ///< The analysis revision it was made from.
    AnalysisPtr analysis;                ///< The analysis (and so the text) it was made from.
    RobotsFile file;                     ///< The RFC 9309 reading that was linted; its text is the analysed text.
    TextPositions positions;             ///< Byte offsets in file.text() ↔ editor positions.
    std::vector<Diagnostic> diagnostics; ///< As lint() sorts them: by offset, then code.
    std::vector<ShownFinding> shown;     ///< shown[i] is how diagnostics[i] shows.
    /// Findings [0, textFindings) are about the linted text; those after it are file findings
    /// (DiagnosticsController::setFileBytes): about bytes the editor's text does not hold.
    std::size_t textFindings = 0;
    std::size_t suppressed = 0;
    std::array<int, 4> counts{}; ///< Findings per Severity.
    qint64 lintNanoseconds = 0;

    [[nodiscard]] int count(Severity severity) const { return counts[std::size_t(severity)]; }
    /// Text findings with at least one safe quick fix (what "fix all safe problems" applies).
    [[nodiscard]] int safeFixCount() const;
};

using LintReportPtr = std::shared_ptr<const LintReport>;

/// Turns each analysis of a DocumentAnalyzer into a LintReport and announces it with
/// reportReady(). It reuses the analyzer's parses (it asks the analyzer for RFC 9309; the other
/// dialects the analyzer reads for other views spare lint() its own parses of them) and never
/// reads the editor itself.
///
/// Threads follow the analyzer's rule: texts smaller than asyncThreshold() bytes are linted at
/// once, on this thread (lint costs about two or three parses); larger ones on a worker, one at a
/// time, the newest analysis next (those in between are skipped). Reports arrive in order.
class LintRunner : public QObject
{
    Q_OBJECT
public:
    explicit LintRunner(QObject *parent = nullptr);
    ~LintRunner() override;

    /// Follows ANALYZER (not owned); nullptr detaches. Lints its current analysis at once.
    void setAnalyzer(DocumentAnalyzer *analyzer);
    DocumentAnalyzer *analyzer() const { return m_analyzer.data(); }

    /// Lints only the analyses of DOCUMENT (not owned), for an analyzer that follows one document
    /// after another (the main window's follows the current tab): while the analyzer reads
    /// another document, the last report stays. nullptr (the default) lints every analysis.
    void setDocument(QTextDocument *document);
    QTextDocument *document() const { return m_document.data(); }
    /// Tells the runner that the analyzer has just been pointed at document(): analyses that
    /// were started before (for the previous document) are not taken for this one's.
    void documentActivated();

    /// What lint() reports; the current analysis is linted again with the new options.
    void setOptions(const LintOptions &options);
    const LintOptions &options() const { return m_options; }

    void setAsyncThreshold(qsizetype bytes) { m_asyncThreshold = bytes; }
    qsizetype asyncThreshold() const { return m_asyncThreshold; }

    /// The newest report, never null.
    LintReportPtr current() const { return m_current; }
    /// True when current() describes the analyzer's newest text (no change waits).
    bool isUpToDate() const;
    /// Brings current() up to date on this thread: the analyzer's pending change is analysed and
    /// linted before this returns. For actions that edit by byte offsets (quick fixes).
    void flush();

    /// Lints ANALYSIS. Pure; safe on any thread (translations are thread-safe). Cost: lint(), one
    /// pass for the positions, one translation per finding, except the findings whose message
    /// PREVIOUS (a report in the same language, or null) already holds at the same place in its
    /// list or at the same distance from its end.
    static LintReportPtr makeReport(const AnalysisPtr &analysis, const LintOptions &options,
                                    const LintReportPtr &previous = nullptr);

Q_SIGNALS:
    /// A new report, newer than every one before it.
    void reportReady(const robots::ui::LintReportPtr &report);

private:
    void onAnalysis(const AnalysisPtr &analysis);
    void lintNow(const AnalysisPtr &analysis);
    void startWorker(const AnalysisPtr &analysis);
    void deliver(const LintReportPtr &report, quint64 generation);

    bool accepts(const AnalysisPtr &analysis);

    QPointer<DocumentAnalyzer> m_analyzer;
    QPointer<QTextDocument> m_document;
    bool m_following = false;    // the analyzer read m_document at the last look
    quint64 m_firstRevision = 0; // the oldest analysis revision that can be m_document's
    LintOptions m_options;
    qsizetype m_asyncThreshold = 64 * 1024;
    LintReportPtr m_current;
    quint64 m_generation = 0;          // of the newest job started
    quint64 m_deliveredGeneration = 0; // of current()
    bool m_running = false;
    AnalysisPtr m_pending; // waits for the running worker
    bool m_synchronous = false;
    LintReportPtr m_texts; // the report whose translated messages the next one may reuse
    std::shared_ptr<Lifeline> m_lifeline;
};

} // namespace robots::ui

Q_DECLARE_METATYPE(robots::ui::LintReportPtr)
