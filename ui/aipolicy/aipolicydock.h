// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/documentanalyzer.h"

#include <QDockWidget>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QTreeView;

namespace robots::ui {

class AiPolicyFilterModel;
class AiPolicyModel;

/// View → AI Policy: the AiPolicyModel of the current document in a dock. A summary line at the
/// top, a text filter and a purpose filter, the crawlers grouped by purpose, and under them the
/// explanation of the selected cell (the same sentence as its tooltip).
///
/// Follows a DocumentAnalyzer's analyses only while the dock is visible (a hidden dock costs
/// nothing on the keystroke path); when it is shown it reads the newest analysis. The tester's
/// URLs come from a callback (the window's tester holds them per document), asked at every update.
/// The answers are computed on a worker thread and shown when they arrive (a newer analysis
/// supersedes an older one still being computed): the view never holds up the keystroke path.
///
/// Readable as it opens: shown from its menu item in a dock area lower than ReadableRows rows of
/// the table, it asks the main window for that height (at most half the window's), and the
/// answers widen the columns to their contents, so every crawler's name shows whole.
class AiPolicyDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit AiPolicyDock(QWidget *parent = nullptr);

    /// Follows ANALYZER (not owned); nullptr detaches.
    void setAnalyzer(DocumentAnalyzer *analyzer);
    /// Where the Test URLs column's URLs come from (each asked once per update).
    void setTestUrlsSource(std::function<QStringList()> source);
    /// Reads the newest analysis and the tester's URLs again (the current document changed, or its cases).
    void refresh();
    /// Asks for the tester's URLs again (cases added, removed or edited); updates the view only
    /// when they changed.
    void updateTestUrls();

    /// The crawler rows the table shows at least when the dock opens (when the window has the room).
    static constexpr int ReadableRows = 8;

    AiPolicyModel *model() const { return m_model; }
    AiPolicyFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    /// How many times the answers were asked of the worker (each newer analysis or URL list that
    /// can change them). O(1).
    quint64 computations() const { return m_generation; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onAnalysis(const AnalysisPtr &analysis);
    void compute();
    void updateExplanation();
    bool following() const;
    void growToReadableHeight();
    void sizeColumns();

    AiPolicyModel *m_model;
    AiPolicyFilterModel *m_filter;
    QLabel *m_summary;
    QLineEdit *m_text;
    QComboBox *m_category;
    QTreeView *m_view;
    QLabel *m_explanation;
    QPointer<DocumentAnalyzer> m_analyzer;
    std::function<QStringList()> m_urls;
    AnalysisPtr m_analysis;   // the analysis the view shows (or is computing)
    QStringList m_shownUrls;  // the URLs it counts
    quint64 m_generation = 0; // of the newest computation; older results are dropped
    // The newest generation asked for, read by the worker: a queued computation that a newer one
    // has replaced is skipped rather than run.
    std::shared_ptr<std::atomic<quint64>> m_newest = std::make_shared<std::atomic<quint64>>(0);
    quint64 m_revision = 0;
    bool m_read = false;             // the model holds some analysis's text
    bool m_sizingColumns = false;    // sizeColumns() is resizing them (not the user)
    bool m_userSizedColumns = false; // the user resized a column: sizeColumns() leaves them alone
};

} // namespace robots::ui
