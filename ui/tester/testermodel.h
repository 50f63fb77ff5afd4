// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/documentanalyzer.h"
#include "analysis/lifeline.h"
#include "analysis/testcase.h"
#include "tester/testerhosts.h"

#include <robots/verdict.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QMap>
#include <QPointer>

#include <atomic>
#include <memory>
#include <vector>

namespace robots::net {
class HostRulesCache;
}

namespace robots::ui {

/// The test cases of the tester and their verdicts: one row per (URL, agent) case; columns for
/// the URL, the agent, the expected verdict, pass/fail, then one column per shown dialect with
/// its verdict and deciding line.
///
/// The model computes nothing itself: it asks the core. For each new `Analysis` it resolves
/// `rulesForCrawler()` (a catalogue crawler by its family, as the CLI asks) once per (dialect,
/// agent) and analysis and calls `AgentRules::decide()` (the fast path, no explanation) per case; `explain()` builds
/// the full explanation of one case on request. Small workloads (up to `synchronousLimit()` decisions) are evaluated at
/// once on the calling thread; larger ones on a worker, in chunks that arrive as `dataChanged()` over row ranges, so
/// the view stays responsive with 100,000 cases. A newer analysis or an edit of the cases
/// cancels the chunks still to come.
///
/// Edit impact: with a baseline text (`setBaselineText()`), every case is also evaluated against
/// the baseline; `ChangedRole` and `changedRows()` tell which verdicts an edit changed, and
/// `impactByDialect()` counts them per shown dialect. The baseline's verdicts are computed again
/// only when the baseline, the cases or the dialects change, not on every keystroke.
///
/// One model holds one document's cases (the window keeps a model per document); it remembers the
/// test-set file they were read from or saved to (`testSetPath()`) and whether they changed since
/// (`casesModified()`).
///
/// Other hosts: the document has a site (`setSite()`: the origin of a fetched file, or
/// what the user set). With `setCheckOtherHosts(true)` and a HostRulesCache, a case whose URL is
/// absolute http(s) on another origin (any origin when there is no site) takes its verdict from
/// that host's live robots.txt (RFC 9309 §2.3: each origin has its own file), fetched on demand:
/// "fetching…" until it arrives, Unknown with the reason when it is unreachable. `HostRole` names
/// the host; its deciding line is that file's, so `DecidingLineRole` is 0 (not an editor line).
class TesterModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        UrlColumn,
        AgentColumn,
        ExpectedColumn,
        ResultColumn,
        FirstDialectColumn, ///< One column per shownDialects() entry from here on.
    };
    Q_ENUM(Column)

    enum Role {
        AccessRole = Qt::UserRole + 1, ///< Dialect column: int(Access); invalid while pending.
        DecidingLineRole,              ///< Dialect column: 1-based line of the deciding rule, 0 for none.
        DeciderRole,                   ///< Dialect column: int(Decider).
        DialectRole,                   ///< Dialect column: the dialect's name ("rfc9309").
        BaselineAccessRole,            ///< Dialect column: int(Access) under the baseline text.
        DisagreementRole,              ///< Any column: bool, the shown dialects give different verdicts.
        OutcomeRole,                   ///< Any column: int(Outcome) of the expectation.
        ChangedRole,                   ///< Any column: bool, a shown dialect's verdict differs from the baseline.
        HighlightRole,                 ///< Any column: bool, the highlighted line decides this case.
        SortRole,                      ///< A key that sorts sensibly (verdicts, then lines).
        CaseRole,                      ///< Any column: the row in this model (for proxies).
        HostRole, ///< Any column: the origin whose live robots.txt decides this case; empty: the editor's text.
    };
    Q_ENUM(Role)

    enum class Outcome {
        NoExpectation,
        Pending,
        Pass,
        Fail,
    };
    Q_ENUM(Outcome)

    /// Per-agent counts under the primary dialect, and the expectation tally.
    struct Summary
    {
        int cases = 0;
        int passed = 0;
        int failed = 0;
        int pending = 0;
        int changed = 0; ///< Cases whose verdict differs from the baseline (any shown dialect).
        struct Counts
        {
            int allowed = 0;
            int disallowed = 0;
        };
        QMap<QString, Counts> perAgent;
    };

    /// How the verdicts of one shown dialect changed from the baseline.
    struct DialectImpact
    {
        DialectId dialect = DialectId::Rfc9309;
        int changed = 0;       ///< Cases whose verdict under this dialect differs from the baseline.
        int nowAllowed = 0;    ///< … and are allowed now.
        int nowDisallowed = 0; ///< … and are disallowed now.
    };

    explicit TesterModel(QObject *parent = nullptr);
    ~TesterModel() override;

    // --- Cases -----------------------------------------------------------------------------
    const TestCases &cases() const { return m_cases; }
    TestCase testCase(int row) const { return m_cases.value(row); }
    /// Replaces every case (model reset).
    void setCases(const TestCases &cases);
    /// Appends cases; returns the first new row.
    int appendCases(const TestCases &cases);
    /// Appends every URL × every agent (URL-major: all agents of the first URL first).
    int appendGrid(const QStringList &urls, const QStringList &agents);
    void setCase(int row, const TestCase &testCase);
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

    // --- The test set the cases belong to -----------------------------------------------------
    /// The test-set file the cases were read from or last saved to; empty: none.
    void setTestSetPath(const QString &path);
    QString testSetPath() const { return m_testSetPath; }
    /// The cases changed since they were read or saved (every change of the cases sets it).
    void setCasesModified(bool modified);
    bool casesModified() const { return m_casesModified; }

    // --- Dialects ----------------------------------------------------------------------------
    /// The dialects shown as columns, in the given order (duplicates dropped).
    void setShownDialects(const QList<DialectId> &dialects);
    const QList<DialectId> &shownDialects() const { return m_shown; }
    /// The dialect expectations without their own dialect are checked against: the first shown
    /// dialect (rfc9309 when none is shown).
    DialectId primaryDialect() const;
    /// Every dialect the model needs parsed: shown ∪ primary ∪ dialects named by cases.
    QList<DialectId> requiredDialects() const;
    /// The column of DIALECT, or -1 when it is not shown.
    int columnOf(DialectId dialect) const;
    /// The dialect of COLUMN, or nullopt for the fixed columns.
    std::optional<DialectId> dialectOfColumn(int column) const;

    // --- Evaluation ------------------------------------------------------------------------
    /// The text to evaluate against (from DocumentAnalyzer::analysisReady).
    void setAnalysis(const robots::ui::AnalysisPtr &analysis);
    AnalysisPtr analysis() const { return m_analysis; }
    /// The text edits are compared with (the file as opened or saved, a fetched file …), and how
    /// the impact pane names it ("the file as opened").
    void setBaselineText(const QByteArray &text, const QString &name = QString());
    void clearBaseline();
    bool hasBaseline() const { return m_hasBaseline; }
    QByteArray baselineText() const { return m_baselineText; }
    void setBaselineName(const QString &name) { m_baselineName = name; }
    QString baselineName() const { return m_baselineName; }

    // --- Other hosts -----------------------------------------------------------------------------
    /// The many-host rules database (not owned; null: every case uses the editor's text).
    void setHostRules(net::HostRulesCache *cache);
    net::HostRulesCache *hostRules() const;
    /// The document's site, a URL or origin ("https://example.com"); empty: none.
    void setSite(const QString &site);
    /// The site's origin key ("https://example.com:443"), empty when none.
    QString siteOrigin() const { return m_hosts.siteOrigin(); }
    /// Check absolute URLs on other hosts against their live robots.txt.
    void setCheckOtherHosts(bool on);
    bool checkOtherHosts() const { return m_hosts.enabled(); }
    /// The origin key whose live robots.txt decides ROW, or empty when the editor's text does.
    QString hostOf(int row) const;
    /// Why ROW has no verdict from its host yet (fetching, unreachable …), or the fetch's message.
    QString hostMessage(int row) const;

    /// Decisions (cases × dialects) up to which evaluation runs on the calling thread.
    void setSynchronousLimit(qsizetype decisions) { m_syncLimit = decisions; }
    qsizetype synchronousLimit() const { return m_syncLimit; }
    /// Rows per chunk of a worker evaluation (at most; fewer when that keeps every thread busy).
    void setChunkRows(int rows) { m_chunkRows = std::max(1, rows); }
    /// Texts from this size on are evaluated on the workers whatever the number of cases.
    void setAsyncTextBytes(qsizetype bytes) { m_asyncTextBytes = bytes; }
    /// True while verdicts for the current analysis are still to come.
    bool isEvaluating() const { return m_pendingChunks > 0; }
    /// How many verdicts (AgentRules::decide() calls, baseline included) the model has asked the
    /// core for since it was made: what an edit cost, for tests.
    qint64 decisionCount() const { return m_decisions->load(); }

    /// The verdict of ROW under DIALECT: nullopt while pending or when DIALECT is not evaluated.
    std::optional<Decision> decision(int row, DialectId dialect) const;
    /// The verdict of ROW under DIALECT against the baseline text, or nullopt.
    std::optional<Access> baselineAccess(int row, DialectId dialect) const;
    /// The deciding line of ROW under DIALECT (0 for none or pending).
    int decidingLine(int row, DialectId dialect) const;
    /// The full explanation of ROW under DIALECT (calls AgentRules::explain()), or nullopt when
    /// the dialect was not parsed.
    std::optional<Verdict> explain(int row, DialectId dialect) const;

    /// Rows whose verdict under a shown dialect is decided by LINE (1-based).
    QList<int> rowsDecidedBy(int line) const;
    /// Marks the rows decided by LINE with HighlightRole (0 clears).
    void setHighlightedLine(int line);
    int highlightedLine() const { return m_highlightLine; }

    /// Rows whose verdict under a shown dialect differs from the baseline.
    QList<int> changedRows() const;
    /// Per shown dialect (in the shown order), how many verdicts differ from the baseline.
    QList<DialectImpact> impactByDialect() const;
    Summary summary() const;

    /// The table as CSV (RFC 4180): a header, then one line per case with the displayed texts
    /// and the deciding line of each shown dialect.
    QByteArray toCsv() const;

    // --- QAbstractItemModel -------------------------------------------------------------------
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// "allowed" / "disallowed" / "" ↔ Access, as the Expected column edits it.
    static std::optional<Access> parseAccess(const QString &text, bool *ok = nullptr);

Q_SIGNALS:
    /// requiredDialects() changed: the analyzer should parse these.
    void requiredDialectsChanged(const QList<robots::DialectId> &dialects);
    /// Every verdict for the current analysis (and baseline) is in.
    void evaluationFinished();
    /// summary() may have changed.
    void summaryChanged();
    /// The cases themselves changed (added, removed, edited, replaced), not their verdicts.
    void casesChanged();
    /// testSetPath() or casesModified() changed.
    void testSetChanged();

private:
    struct Cell
    {
        Access access = Access::Unknown;
        Decider decider = Decider::NoGroup;
        bool valid = false;
        bool remote = false;   ///< Decided by another host's live robots.txt.
        bool fetching = false; ///< remote, and that file is still being fetched.
        std::uint32_t line = 0;
    };
    struct Key
    {
        std::string url;
        std::uint32_t agent = 0; // index into the agents of the snapshot
    };
    struct Snapshot
    {
        std::vector<Key> keys;
        std::vector<std::string> agents;
        std::vector<std::pair<int, QString>> remote; ///< (row, origin key), by row: cases other hosts decide.
    };
    struct Chunk;
    class Job;
    class RulesCache;
    struct Previous;

    const std::vector<const RobotsFile *> filesFor(const AnalysisPtr &analysis) const;
    /// `slot` when it holds the rules of `analysis` as the dialects are now, else a new cache.
    std::shared_ptr<RulesCache> rulesCache(const AnalysisPtr &analysis, std::shared_ptr<RulesCache> &slot) const;
    std::shared_ptr<const Snapshot> snapshot();
    void evaluateAll();
    void evaluateRowsNow(int first, int last);
    void applyChunk(const std::shared_ptr<Chunk> &chunk);
    void cancelJob();
    void updateRequiredDialects();
    void markEvaluated(); // every cell is m_analysis's under m_eval
    void evaluationDone();
    const Cell *cell(int row, int evalIndex, bool baseline = false) const;
    int evalIndex(DialectId dialect) const;
    Outcome outcome(int row) const;
    QString expectationDialects(int row, bool shortNames = false) const;
    bool disagrees(int row) const;
    bool highlighted(int row) const;
    bool changed(int row) const;
    QString verdictText(const Cell &cell, int row) const;
    void emitRowsChanged(int first, int last);
    bool remoteActive() const;
    void overlayRemote(int first, int last);
    void hostUpdated(const QString &origin);
    void casesEdited();

    TestCases m_cases;
    QList<DialectId> m_shown{DialectId::Rfc9309};
    QList<DialectId> m_eval; // requiredDialects(), allDialects() order; cells are per m_eval index
    AnalysisPtr m_analysis;
    AnalysisPtr m_baseline;
    QByteArray m_baselineText;
    bool m_hasBaseline = false;
    QString m_baselineName;
    // m_baseCells hold every case's baseline verdict for the current cases and dialects: a
    // keystroke (a new analysis) need not compute them again.
    bool m_baseFresh = false;
    bool m_jobHasBaseline = false; // the running worker job computes baseline verdicts too
    QString m_testSetPath;
    bool m_casesModified = false;
    std::vector<Cell> m_cells;     // row-major, m_eval.size() per row
    std::vector<Cell> m_baseCells; // the same under the baseline
    std::shared_ptr<const Snapshot> m_snapshot;
    std::shared_ptr<RulesCache> m_rules; // the AgentRules of m_analysis
    // The analysis m_rules still decides for after comment-only edits (its own analysis's rules,
    // line for line): the "before" of the next edit's DecisionChange.
    AnalysisPtr m_rulesFor;
    std::shared_ptr<RulesCache> m_baseRules; // of m_baseline
    std::shared_ptr<std::atomic<quint64>> m_generation;
    std::shared_ptr<std::atomic<qint64>> m_decisions; // decisionCount()
    // Set only while evaluateAll() starts the evaluation of a new analysis whose cells may be
    // taken from the one before (setAnalysis()).
    std::shared_ptr<const Previous> m_previous;
    int m_pendingChunks = 0;
    // The analysis and dialects every cell was computed for (set when an evaluation completes).
    AnalysisPtr m_evaluated;
    QList<DialectId> m_evaluatedDialects;
    qsizetype m_syncLimit = 50000;
    int m_chunkRows = 2048;
    qsizetype m_asyncTextBytes = 64 * 1024;
    int m_highlightLine = 0;
    TesterHosts m_hosts; // which cases other origins decide, and their answers
    std::shared_ptr<Lifeline> m_lifeline;
};

} // namespace robots::ui
