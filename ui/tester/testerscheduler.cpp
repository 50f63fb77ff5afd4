// SPDX-License-Identifier: MIT
// The tester's scheduler: the verdicts of every case under every required dialect, computed on a
// worker pool in chunks (a snapshot of the cases, the rules of each dialect and agent taken once
// from a cache shared by the jobs), applied on the model's thread as they arrive, and dropped when
// a newer edit made them stale. Part of TesterModel (testermodel.h); the cells it fills are read by
// testerimpact.cpp and testersummary.cpp.
#include "tester/testermodel.h"

#include <robots/lines.h>
#include <robots/studio/decisionchange.h>
#include <robots/studio/families.h>

#include <QMetaObject>
#include <QThreadPool>

#include <algorithm>
#include <map>
#include <mutex>
#include <utility>

namespace robots::ui {

namespace {

QThreadPool &evaluationPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setObjectName(QStringLiteral("robots-evaluation"));
        p->setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
        p->setExpiryTimeout(30000);
        return p;
    }();
    return *pool;
}

} // namespace

// One batch of evaluated rows, produced on a worker and applied on the model's thread.
struct TesterModel::Chunk
{
    quint64 generation = 0;
    int first = 0;
    int count = 0;
    bool current = false;
    bool baseline = false;
    std::vector<Cell> cells;     // count × dialects
    std::vector<Cell> baseCells; // count × dialects when `baseline`
};

// The AgentRules of one analysis, made once per (dialect, agent) and shared by every job and
// worker that evaluates it. The core's RobotsFile caches nothing: the handle is the cache, kept
// here for as long as the analysis lives, so that editing a case does not index a big file's
// rules again. Thread-safe.
class TesterModel::RulesCache
{
public:
    RulesCache(AnalysisPtr analysis, std::vector<const RobotsFile *> files)
        : m_analysis(std::move(analysis))
        , m_files(std::move(files))
    {
    }
    const AnalysisPtr &analysis() const { return m_analysis; }
    const std::vector<const RobotsFile *> &files() const { return m_files; }

    /// The rules of m_files[d] (not null) for `agent`. Workers asking for different rules make
    /// them in parallel; one asking for rules being made waits for them.
    AgentRules rules(std::size_t d, const std::string &agent)
    {
        std::shared_ptr<Slot> slot;
        {
            const std::lock_guard lock(m_mutex);
            std::shared_ptr<Slot> &entry = m_rules[{d, agent}];
            if (!entry)
                entry = std::make_shared<Slot>();
            slot = entry;
        }
        std::call_once(slot->made, [&] { slot->rules = rulesForCrawler(*m_files[d], agent); });
        return slot->rules;
    }

private:
    struct Slot
    {
        std::once_flag made;
        AgentRules rules;
    };
    AnalysisPtr m_analysis; // keeps m_files alive
    std::vector<const RobotsFile *> m_files;
    std::mutex m_mutex;
    std::map<std::pair<std::size_t, std::string>, std::shared_ptr<Slot>> m_rules;
};

std::shared_ptr<TesterModel::RulesCache> TesterModel::rulesCache(const AnalysisPtr &analysis,
                                                                 std::shared_ptr<RulesCache> &slot) const
{
    std::vector<const RobotsFile *> files = filesFor(analysis);
    if (!slot || slot->analysis() != analysis || slot->files() != files)
        slot = std::make_shared<RulesCache>(analysis, std::move(files));
    return slot;
}

// The analysis before an edit, whose cells (every case under every required dialect, for the
// same cases and dialects) an evaluation of the edited text may keep.
struct TesterModel::Previous
{
    std::shared_ptr<RulesCache> rules;
    std::vector<Cell> cells;
};

// Evaluates a snapshot of the cases against a set of parsed files: decide() once per case and
// dialect, with the rules of each (dialect, agent) taken once from the shared RulesCache.
//
// With the analysis before an edit (Previous), a case keeps its cell when the edit cannot change
// its verdict (DecisionChange: no rule that differs between the two texts' rules for its agent
// matches its URL). The budget "diagnostics and verdicts current <= 100 ms after the last
// keystroke" on the 500 KiB file with 1,000 cases under all 11 dialects: evaluating every case
// again took two thirds of a keystroke's CPU on 2 cores (the Python dialects try every rule of the
// group for each URL), while an edit of one rule changes the verdicts of the few URLs it matches.
class TesterModel::Job
{
public:
    Job(std::shared_ptr<const Snapshot> snapshot, std::shared_ptr<RulesCache> cache,
        std::shared_ptr<std::atomic<qint64>> decisions, std::shared_ptr<const Previous> previous = nullptr)
        : m_snapshot(std::move(snapshot))
        , m_cache(std::move(cache))
        , m_rules(m_cache->files().size() * m_snapshot->agents.size())
        , m_decisions(std::move(decisions))
        , m_previous(std::move(previous))
        , m_changes(m_previous ? m_rules.size() : 0)
    {
    }

    void evaluate(int first, int count, Cell *out)
    {
        const std::size_t nd = m_cache->files().size();
        for (std::size_t d = 0; d < nd; ++d) {
            const RobotsFile *file = m_cache->files()[d];
            if (!file) {
                for (int r = 0; r < count; ++r)
                    out[std::size_t(r) * nd + d] = Cell{};
                continue;
            }
            const auto rules = file->rules();
            // The text before may not have been read as this dialect (its cells are empty then).
            const bool keeps = m_previous && m_previous->rules->files()[d];
            qint64 decided = 0;
            for (int r = 0; r < count; ++r) {
                const Key &key = m_snapshot->keys[std::size_t(first + r)];
                const std::size_t slot = d * m_snapshot->agents.size() + key.agent;
                std::optional<AgentRules> &agentRules = m_rules[slot];
                if (!agentRules)
                    agentRules = m_cache->rules(d, m_snapshot->agents[key.agent]);
                if (keeps) {
                    std::optional<DecisionChange> &change = m_changes[slot];
                    if (!change)
                        change.emplace(m_previous->rules->rules(d, m_snapshot->agents[key.agent]), *agentRules);
                    if (!change->mayDiffer(key.url)) {
                        out[std::size_t(r) * nd + d] = m_previous->cells[std::size_t(first + r) * nd + d];
                        continue;
                    }
                }
                ++decided;
                const Decision decision = agentRules->decide(key.url);
                Cell &c = out[std::size_t(r) * nd + d];
                c.access = decision.access;
                c.decider = decision.decider;
                c.valid = true;
                c.line = decision.rule >= 0 && std::size_t(decision.rule) < rules.size()
                             ? rules[std::size_t(decision.rule)].line()
                             : 0;
            }
            m_decisions->fetch_add(decided);
        }
    }

private:
    std::shared_ptr<const Snapshot> m_snapshot;
    std::shared_ptr<RulesCache> m_cache;
    std::vector<std::optional<AgentRules>> m_rules;
    std::shared_ptr<std::atomic<qint64>> m_decisions;
    std::shared_ptr<const Previous> m_previous;
    std::vector<std::optional<DecisionChange>> m_changes; // per (dialect, agent), with m_previous
};

// --- Evaluation ------------------------------------------------------------------------------

void TesterModel::setAnalysis(const AnalysisPtr &analysis)
{
    const AnalysisPtr before = std::exchange(m_analysis, analysis);
    // Every cell is the previous text's, for the same cases and dialects.
    const bool cellsOfBefore = before && analysis && before != analysis && m_evaluated == before &&
                               m_evaluatedDialects == m_eval && !isEvaluating() && (!m_hasBaseline || m_baseFresh);
    // The budget "the tester's verdicts current <= 100 ms after the last keystroke" on a 500 KiB
    // file with 1,000 cases under every dialect (9,000 decisions and 18 rule indexes, a third of
    // all the CPU a keystroke costs on 2 cores): a keystroke inside a comment changes no verdict,
    // so the cells computed for the text before stay, and nothing is evaluated.
    if (cellsOfBefore && onlyACommentChanged(filesFor(before), filesFor(analysis))) {
        m_evaluated = analysis;
        // The rules evaluated last still decide as this text's do (a comment moves no rule), so
        // they stay the "before" of the next edit: otherwise the first edit after a run of comment
        // keystrokes (the one that takes the 500 KiB file past a dialect's limit, say) would
        // evaluate every case again.
        const bool rulesOfBefore = m_rules && (m_rules->analysis() == before || m_rulesFor == before);
        m_rulesFor = rulesOfBefore ? analysis : AnalysisPtr();
        evaluationDone();
        return;
    }
    // Any other edit: the evaluation keeps the cells of the cases it cannot change (Job).
    if (cellsOfBefore && m_rules && (m_rules->analysis() == before || m_rulesFor == before) &&
        m_rules->files().size() == filesFor(before).size())
        m_previous = std::make_shared<const Previous>(Previous{m_rules, m_cells});
    m_rulesFor.reset();
    evaluateAll();
    m_previous.reset();
}

void TesterModel::setBaselineText(const QByteArray &text, const QString &name)
{
    m_baselineText = text;
    m_baselineName = name;
    m_hasBaseline = true;
    m_baseFresh = false;
    m_baseline = DocumentAnalyzer::analyze(m_baselineText, m_eval, 0);
    evaluateAll();
}

void TesterModel::clearBaseline()
{
    if (!m_hasBaseline)
        return;
    m_hasBaseline = false;
    m_baseFresh = false;
    m_baselineName.clear();
    m_baseline.reset();
    m_baselineText.clear();
    std::fill(m_baseCells.begin(), m_baseCells.end(), Cell{});
    emitRowsChanged(0, int(m_cases.size()) - 1);
    Q_EMIT summaryChanged();
}

const std::vector<const RobotsFile *> TesterModel::filesFor(const AnalysisPtr &analysis) const
{
    std::vector<const RobotsFile *> files;
    files.reserve(std::size_t(m_eval.size()));
    for (DialectId d : m_eval)
        files.push_back(analysis ? analysis->file(d) : nullptr);
    return files;
}

std::shared_ptr<const TesterModel::Snapshot> TesterModel::snapshot()
{
    if (m_snapshot)
        return m_snapshot;
    auto snap = std::make_shared<Snapshot>();
    snap->keys.reserve(std::size_t(m_cases.size()));
    QHash<QString, std::uint32_t> agentIndex;
    for (const TestCase &c : m_cases) {
        auto it = agentIndex.constFind(c.agent);
        if (it == agentIndex.cend()) {
            it = agentIndex.insert(c.agent, std::uint32_t(snap->agents.size()));
            snap->agents.push_back(c.agent.toStdString());
        }
        snap->keys.push_back(Key{c.url.toStdString(), it.value()});
    }
    if (remoteActive()) {
        for (int row = 0; row < m_cases.size(); ++row) {
            const QString origin = m_hosts.remoteOrigin(m_cases.at(row).url);
            if (!origin.isEmpty())
                snap->remote.emplace_back(row, origin);
        }
    }
    m_snapshot = std::move(snap);
    return m_snapshot;
}

void TesterModel::cancelJob()
{
    m_generation->fetch_add(1);
    m_pendingChunks = 0;
}

void TesterModel::evaluateAll()
{
    cancelJob();
    const int rows = int(m_cases.size());
    if (rows == 0) {
        markEvaluated();
        evaluationDone();
        return;
    }
    // The baseline's verdicts only when they are not all known yet (a keystroke changes the text,
    // not the baseline).
    const bool withBaseline = m_hasBaseline && m_baseline && !m_baseFresh;
    const qsizetype decisions = qsizetype(rows) * m_eval.size() * (withBaseline ? 2 : 1);
    std::shared_ptr<const Snapshot> snap = snapshot();
    // rulesFor() on a big file costs as much as many decisions: big files go to the workers
    // too, so that typing in them never waits for the table.
    const bool bigFile = m_analysis && m_analysis->text().size() >= std::size_t(m_asyncTextBytes);
    if (decisions <= m_syncLimit && !(bigFile && decisions > 64)) {
        Job job(snap, rulesCache(m_analysis, m_rules), m_decisions, m_previous);
        job.evaluate(0, rows, m_cells.data());
        if (withBaseline) {
            Job baseJob(snap, rulesCache(m_baseline, m_baseRules), m_decisions);
            baseJob.evaluate(0, rows, m_baseCells.data());
            m_baseFresh = true;
        }
        overlayRemote(0, rows - 1);
        emitRowsChanged(0, rows - 1);
        markEvaluated();
        evaluationDone();
        return;
    }

    // Workers evaluate the chunks in parallel (sharing one RulesCache per analysis); each chunk
    // arrives as one dataChanged() over its rows, in any order.
    const quint64 generation = m_generation->load();
    // Every core for a keystroke's few thousand verdicts; for long runs (100,000 cases) one
    // core stays free for the window (painting, input).
    const int cores = std::max(1, evaluationPool().maxThreadCount());
    const int threads = decisions > 20000 ? std::max(1, cores - 1) : cores;
    const int chunkRows = std::min(m_chunkRows, std::max(256, (rows + threads - 1) / threads));
    const int chunks = (rows + chunkRows - 1) / chunkRows;
    const int workers = std::min(threads, chunks);
    m_pendingChunks = chunks;
    m_jobHasBaseline = withBaseline;
    const std::size_t nd = std::size_t(m_eval.size());
    const std::shared_ptr<RulesCache> rules = rulesCache(m_analysis, m_rules);
    const std::shared_ptr<RulesCache> baseRules = withBaseline ? rulesCache(m_baseline, m_baseRules) : nullptr;
    for (int w = 0; w < workers; ++w) {
        auto current = std::make_shared<Job>(snap, rules, m_decisions, m_previous);
        std::shared_ptr<Job> base = withBaseline ? std::make_shared<Job>(snap, baseRules, m_decisions) : nullptr;
        evaluationPool().start([this, current, base, nd, rows, chunkRows, w, workers, generation, latest = m_generation,
                                lifeline = m_lifeline] {
            for (int first = w * chunkRows; first < rows; first += workers * chunkRows) {
                if (latest->load() != generation)
                    return;
                auto chunk = std::make_shared<Chunk>();
                chunk->generation = generation;
                chunk->first = first;
                chunk->count = std::min(chunkRows, rows - first);
                chunk->current = true;
                chunk->cells.resize(std::size_t(chunk->count) * nd);
                current->evaluate(first, chunk->count, chunk->cells.data());
                if (base) {
                    chunk->baseline = true;
                    chunk->baseCells.resize(chunk->cells.size());
                    base->evaluate(first, chunk->count, chunk->baseCells.data());
                }
                if (!lifeline->post(this, [this, chunk] { applyChunk(chunk); }))
                    return;
            }
        });
    }
}

void TesterModel::applyChunk(const std::shared_ptr<Chunk> &chunk)
{
    if (chunk->generation != m_generation->load() || m_pendingChunks == 0)
        return;
    const std::size_t nd = std::size_t(m_eval.size());
    std::copy(chunk->cells.begin(), chunk->cells.end(),
              m_cells.begin() + std::ptrdiff_t(std::size_t(chunk->first) * nd));
    if (chunk->baseline) {
        std::copy(chunk->baseCells.begin(), chunk->baseCells.end(),
                  m_baseCells.begin() + std::ptrdiff_t(std::size_t(chunk->first) * nd));
    }
    overlayRemote(chunk->first, chunk->first + chunk->count - 1);
    emitRowsChanged(chunk->first, chunk->first + chunk->count - 1);
    if (--m_pendingChunks == 0) {
        if (m_jobHasBaseline)
            m_baseFresh = true;
        markEvaluated();
        evaluationDone();
    }
}

void TesterModel::evaluateRowsNow(int first, int last)
{
    if (first > last)
        return;
    const std::size_t nd = std::size_t(m_eval.size());
    // A big paste or import: let the worker do it in chunks rather than freeze the window.
    if (qsizetype(last - first + 1) * qsizetype(nd) * (m_hasBaseline ? 2 : 1) > m_syncLimit) {
        m_baseFresh = false;
        evaluateAll();
        return;
    }
    const std::shared_ptr<RulesCache> caches[2] = {rulesCache(m_analysis, m_rules),
                                                   rulesCache(m_baseline, m_baseRules)};
    for (int row = first; row <= last; ++row) {
        const TestCase &c = m_cases.at(row);
        const std::string agent = c.agent.toStdString();
        const std::string url = c.url.toStdString();
        for (std::size_t d = 0; d < nd; ++d) {
            for (int pass = 0; pass < 2; ++pass) {
                const RobotsFile *file = caches[pass]->files()[d];
                Cell &cell = (pass == 0 ? m_cells : m_baseCells)[std::size_t(row) * nd + d];
                if (!file || (pass == 1 && !m_hasBaseline)) {
                    cell = Cell{};
                    continue;
                }
                const Decision decision = caches[pass]->rules(d, agent).decide(url);
                m_decisions->fetch_add(1);
                const auto rules = file->rules();
                cell.access = decision.access;
                cell.decider = decision.decider;
                cell.valid = true;
                cell.line = decision.rule >= 0 && std::size_t(decision.rule) < rules.size()
                                ? rules[std::size_t(decision.rule)].line()
                                : 0;
            }
        }
    }
    overlayRemote(first, last);
    emitRowsChanged(first, last);
    Q_EMIT summaryChanged();
}

void TesterModel::markEvaluated()
{
    m_evaluated = m_analysis;
    m_evaluatedDialects = m_eval;
}

void TesterModel::evaluationDone()
{
    Q_EMIT summaryChanged();
    Q_EMIT evaluationFinished();
}

void TesterModel::emitRowsChanged(int first, int last)
{
    if (first > last || m_cases.isEmpty())
        return;
    Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1));
}

std::optional<Verdict> TesterModel::explain(int row, DialectId dialect) const
{
    if (row < 0 || row >= m_cases.size() || !m_analysis)
        return std::nullopt;
    const RobotsFile *file = m_analysis->file(dialect);
    if (!file)
        return std::nullopt;
    const TestCase &c = m_cases.at(row);
    if (const Cell *v = cell(row, evalIndex(dialect)); v && v->remote)
        return m_hosts.answer(c.url, c.agent, robots::dialect(dialect)).verdict;
    // The evaluation's rules when it has them (an explanation follows every selection change).
    const int d = evalIndex(dialect);
    if (m_rules && m_rules->analysis() == m_analysis && d >= 0 && std::size_t(d) < m_rules->files().size() &&
        m_rules->files()[std::size_t(d)] == file)
        return m_rules->rules(std::size_t(d), c.agent.toStdString()).explain(c.url.toStdString());
    return rulesForCrawler(*file, c.agent.toStdString()).explain(c.url.toStdString());
}

} // namespace robots::ui
