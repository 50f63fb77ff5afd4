// SPDX-License-Identifier: MIT
#include "tester/testermodel.h"

#include "analysis/messages.h"
#include "tester/verdictstyle.h"

#include <QCoreApplication>
#include <QFont>
#include <QMetaObject>
#include <QThreadPool>
#include <QUrl>

#include <algorithm>
#include <map>
#include <mutex>
#include <set>

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

std::string toStd(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    return std::string(utf8.constData(), std::size_t(utf8.size()));
}

// "example.com", or "example.com:8080" off the scheme's default port, from an origin key.
QString displayHost(const QString &origin)
{
    const QUrl url(origin);
    const int defaultPort = url.scheme() == QLatin1String("https") ? 443 : 80;
    return url.port(defaultPort) == defaultPort ? url.host()
                                                : url.host() + QLatin1Char(':') + QString::number(url.port());
}

QString csvField(const QString &field)
{
    // RFC 4180 §2: fields with commas, quotes or line breaks are quoted, quotes doubled.
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n')) &&
        !field.contains(QLatin1Char('\r')))
        return field;
    QString quoted = field;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
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
        std::call_once(slot->made, [&] { slot->rules = rulesFor(*m_files[d], agent); });
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

// Evaluates a snapshot of the cases against a set of parsed files: decide() once per case and
// dialect, with the rules of each (dialect, agent) taken once from the shared RulesCache.
class TesterModel::Job
{
public:
    Job(std::shared_ptr<const Snapshot> snapshot, std::shared_ptr<RulesCache> cache)
        : m_snapshot(std::move(snapshot))
        , m_cache(std::move(cache))
        , m_rules(m_cache->files().size() * m_snapshot->agents.size())
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
            for (int r = 0; r < count; ++r) {
                const Key &key = m_snapshot->keys[std::size_t(first + r)];
                std::optional<AgentRules> &agentRules = m_rules[d * m_snapshot->agents.size() + key.agent];
                if (!agentRules)
                    agentRules = m_cache->rules(d, m_snapshot->agents[key.agent]);
                const Decision decision = agentRules->decide(key.url);
                Cell &c = out[std::size_t(r) * nd + d];
                c.access = decision.access;
                c.decider = decision.decider;
                c.valid = true;
                c.line = decision.rule >= 0 && std::size_t(decision.rule) < rules.size()
                             ? rules[std::size_t(decision.rule)].line
                             : 0;
            }
        }
    }

private:
    std::shared_ptr<const Snapshot> m_snapshot;
    std::shared_ptr<RulesCache> m_cache;
    std::vector<std::optional<AgentRules>> m_rules;
};

TesterModel::TesterModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_generation(std::make_shared<std::atomic<quint64>>(0))
    , m_lifeline(std::make_shared<Lifeline>())
{
    qRegisterMetaType<AnalysisPtr>();
    m_eval = requiredDialects();
    connect(&m_hosts, &TesterHosts::hostUpdated, this, &TesterModel::hostUpdated);
}

TesterModel::~TesterModel()
{
    m_generation->fetch_add(1);
    m_lifeline->kill();
}

// --- Cases ---------------------------------------------------------------------------------

void TesterModel::setCases(const TestCases &cases)
{
    cancelJob();
    beginResetModel();
    m_cases = cases;
    m_snapshot.reset();
    m_cells.assign(std::size_t(m_cases.size()) * std::size_t(m_eval.size()), Cell{});
    m_baseCells.assign(m_cells.size(), Cell{});
    m_baseFresh = false;
    endResetModel();
    updateRequiredDialects();
    evaluateAll();
    casesEdited();
}

int TesterModel::appendCases(const TestCases &cases)
{
    const int first = int(m_cases.size());
    if (cases.isEmpty())
        return first;
    const bool restart = m_pendingChunks > 0;
    cancelJob();
    beginInsertRows(QModelIndex(), first, first + int(cases.size()) - 1);
    m_cases.append(cases);
    m_snapshot.reset();
    m_cells.resize(std::size_t(m_cases.size()) * std::size_t(m_eval.size()));
    m_baseCells.resize(m_cells.size());
    endInsertRows();
    const QList<DialectId> before = m_eval;
    updateRequiredDialects();
    if (restart || before != m_eval) {
        m_baseFresh = false; // the new rows have no baseline verdicts yet
        evaluateAll();
    } else {
        evaluateRowsNow(first, int(m_cases.size()) - 1);
    }
    casesEdited();
    return first;
}

int TesterModel::appendGrid(const QStringList &urls, const QStringList &agents)
{
    TestCases cases;
    cases.reserve(urls.size() * agents.size());
    for (const QString &url : urls) {
        for (const QString &agent : agents)
            cases.append(TestCase{url, agent, std::nullopt, {}});
    }
    return appendCases(cases);
}

void TesterModel::setCase(int row, const TestCase &testCase)
{
    if (row < 0 || row >= m_cases.size() || m_cases.at(row) == testCase)
        return;
    const bool restart = m_pendingChunks > 0;
    cancelJob();
    m_cases[row] = testCase;
    m_snapshot.reset();
    const QList<DialectId> before = m_eval;
    updateRequiredDialects();
    if (restart || before != m_eval) {
        m_baseFresh = false;
        emitRowsChanged(row, row);
        evaluateAll();
    } else {
        evaluateRowsNow(row, row);
    }
    casesEdited();
}

bool TesterModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > m_cases.size())
        return false;
    const bool restart = m_pendingChunks > 0;
    cancelJob();
    beginRemoveRows(QModelIndex(), row, row + count - 1);
    m_cases.remove(row, count);
    const std::size_t nd = std::size_t(m_eval.size());
    m_cells.erase(m_cells.begin() + std::ptrdiff_t(std::size_t(row) * nd),
                  m_cells.begin() + std::ptrdiff_t(std::size_t(row + count) * nd));
    m_baseCells.erase(m_baseCells.begin() + std::ptrdiff_t(std::size_t(row) * nd),
                      m_baseCells.begin() + std::ptrdiff_t(std::size_t(row + count) * nd));
    m_snapshot.reset();
    endRemoveRows();
    const QList<DialectId> before = m_eval;
    updateRequiredDialects();
    if (restart || before != m_eval)
        evaluateAll();
    else
        Q_EMIT summaryChanged();
    casesEdited();
    return true;
}

bool TesterModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row > m_cases.size())
        return false;
    const bool restart = m_pendingChunks > 0;
    cancelJob();
    beginInsertRows(QModelIndex(), row, row + count - 1);
    for (int i = 0; i < count; ++i)
        m_cases.insert(row, TestCase{});
    const std::size_t nd = std::size_t(m_eval.size());
    m_cells.insert(m_cells.begin() + std::ptrdiff_t(std::size_t(row) * nd), std::size_t(count) * nd, Cell{});
    m_baseCells.insert(m_baseCells.begin() + std::ptrdiff_t(std::size_t(row) * nd), std::size_t(count) * nd, Cell{});
    m_snapshot.reset();
    endInsertRows();
    if (restart) {
        m_baseFresh = false;
        evaluateAll();
    } else {
        evaluateRowsNow(row, row + count - 1);
    }
    casesEdited();
    return true;
}

void TesterModel::casesEdited()
{
    Q_EMIT casesChanged();
    setCasesModified(true);
}

void TesterModel::setTestSetPath(const QString &path)
{
    if (path == m_testSetPath)
        return;
    m_testSetPath = path;
    Q_EMIT testSetChanged();
}

void TesterModel::setCasesModified(bool modified)
{
    if (modified == m_casesModified)
        return;
    m_casesModified = modified;
    Q_EMIT testSetChanged();
}

// --- Dialects --------------------------------------------------------------------------------

void TesterModel::setShownDialects(const QList<DialectId> &dialects)
{
    QList<DialectId> unique;
    for (DialectId d : dialects) {
        if (!unique.contains(d))
            unique.append(d);
    }
    if (unique == m_shown)
        return;
    cancelJob();
    beginResetModel();
    m_shown = unique;
    endResetModel();
    updateRequiredDialects();
    evaluateAll();
}

DialectId TesterModel::primaryDialect() const
{
    return m_shown.isEmpty() ? DialectId::Rfc9309 : m_shown.first();
}

QList<DialectId> TesterModel::requiredDialects() const
{
    std::set<DialectId> wanted(m_shown.cbegin(), m_shown.cend());
    wanted.insert(primaryDialect());
    for (const TestCase &c : m_cases)
        wanted.insert(c.dialects.cbegin(), c.dialects.cend());
    QList<DialectId> out;
    for (const Dialect &d : allDialects()) {
        if (wanted.count(d.id))
            out.append(d.id);
    }
    return out;
}

int TesterModel::columnOf(DialectId dialect) const
{
    const qsizetype i = m_shown.indexOf(dialect);
    return i < 0 ? -1 : FirstDialectColumn + int(i);
}

std::optional<DialectId> TesterModel::dialectOfColumn(int column) const
{
    const int i = column - FirstDialectColumn;
    if (i < 0 || i >= m_shown.size())
        return std::nullopt;
    return m_shown.at(i);
}

void TesterModel::updateRequiredDialects()
{
    const QList<DialectId> wanted = requiredDialects();
    if (wanted == m_eval)
        return;
    // Cells are stored per m_eval index: carry over the dialects that stay.
    const std::size_t rows = std::size_t(m_cases.size());
    std::vector<Cell> cells(rows * std::size_t(wanted.size()));
    std::vector<Cell> baseCells(cells.size());
    for (qsizetype n = 0; n < wanted.size(); ++n) {
        const qsizetype o = m_eval.indexOf(wanted.at(n));
        if (o < 0)
            continue;
        for (std::size_t r = 0; r < rows; ++r) {
            cells[r * std::size_t(wanted.size()) + std::size_t(n)] =
                m_cells[r * std::size_t(m_eval.size()) + std::size_t(o)];
            baseCells[r * std::size_t(wanted.size()) + std::size_t(n)] =
                m_baseCells[r * std::size_t(m_eval.size()) + std::size_t(o)];
        }
    }
    m_eval = wanted;
    m_cells = std::move(cells);
    m_baseCells = std::move(baseCells);
    m_baseFresh = false;
    if (m_hasBaseline)
        m_baseline = DocumentAnalyzer::analyze(m_baselineText, m_eval, 0);
    Q_EMIT requiredDialectsChanged(m_eval);
}

// --- Evaluation ------------------------------------------------------------------------------

void TesterModel::setAnalysis(const AnalysisPtr &analysis)
{
    m_analysis = analysis;
    evaluateAll();
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
            snap->agents.push_back(toStd(c.agent));
        }
        snap->keys.push_back(Key{toStd(c.url), it.value()});
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
        Job job(snap, rulesCache(m_analysis, m_rules));
        job.evaluate(0, rows, m_cells.data());
        if (withBaseline) {
            Job baseJob(snap, rulesCache(m_baseline, m_baseRules));
            baseJob.evaluate(0, rows, m_baseCells.data());
            m_baseFresh = true;
        }
        overlayRemote(0, rows - 1);
        emitRowsChanged(0, rows - 1);
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
        auto current = std::make_shared<Job>(snap, rules);
        std::shared_ptr<Job> base = withBaseline ? std::make_shared<Job>(snap, baseRules) : nullptr;
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
        const std::string agent = toStd(c.agent);
        const std::string url = toStd(c.url);
        for (std::size_t d = 0; d < nd; ++d) {
            for (int pass = 0; pass < 2; ++pass) {
                const RobotsFile *file = caches[pass]->files()[d];
                Cell &cell = (pass == 0 ? m_cells : m_baseCells)[std::size_t(row) * nd + d];
                if (!file || (pass == 1 && !m_hasBaseline)) {
                    cell = Cell{};
                    continue;
                }
                const Decision decision = caches[pass]->rules(d, agent).decide(url);
                const auto rules = file->rules();
                cell.access = decision.access;
                cell.decider = decision.decider;
                cell.valid = true;
                cell.line = decision.rule >= 0 && std::size_t(decision.rule) < rules.size()
                                ? rules[std::size_t(decision.rule)].line
                                : 0;
            }
        }
    }
    overlayRemote(first, last);
    emitRowsChanged(first, last);
    Q_EMIT summaryChanged();
}

// --- Other hosts ---------------------------------------------------------------------------

void TesterModel::setHostRules(net::HostRulesCache *cache)
{
    if (m_hosts.cache() == cache)
        return;
    m_hosts.setCache(cache);
    m_snapshot.reset();
    m_baseFresh = false; // rows another host decided are the baseline's again
    evaluateAll();
}

net::HostRulesCache *TesterModel::hostRules() const
{
    return m_hosts.cache();
}

bool TesterModel::remoteActive() const
{
    return m_hosts.active();
}

void TesterModel::setSite(const QString &site)
{
    if (!m_hosts.setSite(site))
        return;
    if (remoteActive()) {
        m_snapshot.reset();
        m_baseFresh = false;
        evaluateAll();
    }
}

void TesterModel::setCheckOtherHosts(bool on)
{
    if (!m_hosts.setEnabled(on))
        return;
    m_snapshot.reset();
    m_baseFresh = false;
    evaluateAll();
}

QString TesterModel::hostOf(int row) const
{
    if (row < 0 || row >= m_cases.size())
        return {};
    return m_hosts.remoteOrigin(m_cases.at(row).url);
}

QString TesterModel::hostMessage(int row) const
{
    return m_hosts.message(hostOf(row));
}

// The cases other hosts decide take their verdicts from their hosts (on this thread: the host
// rules live here and fetch on demand), over what the editor's text said.
void TesterModel::overlayRemote(int first, int last)
{
    if (!remoteActive() || first > last)
        return;
    const std::shared_ptr<const Snapshot> snap = snapshot();
    const std::size_t nd = std::size_t(m_eval.size());
    auto it = std::lower_bound(snap->remote.cbegin(), snap->remote.cend(), first,
                               [](const std::pair<int, QString> &r, int row) { return r.first < row; });
    for (; it != snap->remote.cend() && it->first <= last; ++it) {
        const TestCase &c = m_cases.at(it->first);
        for (std::size_t d = 0; d < nd; ++d) {
            const TesterHosts::Answer hv = m_hosts.answer(c.url, c.agent, robots::dialect(m_eval.at(qsizetype(d))));
            Cell &cell = m_cells[std::size_t(it->first) * nd + d];
            cell.valid = true;
            cell.remote = true;
            cell.fetching = hv.fetching;
            cell.access = hv.access;
            cell.decider = hv.verdict ? hv.verdict->decider : Decider::NoGroup;
            cell.line = hv.verdict && hv.verdict->decidingRule ? hv.verdict->decidingRule->line : 0;
            // An edit of the editor's text changes nothing another host decides.
            m_baseCells[std::size_t(it->first) * nd + d] = m_hasBaseline ? cell : Cell{};
        }
    }
}

void TesterModel::hostUpdated(const QString &origin)
{
    if (!remoteActive() || !m_snapshot)
        return;
    int first = -1, last = -1;
    for (const auto &[row, rowOrigin] : m_snapshot->remote) {
        if (rowOrigin != origin)
            continue;
        overlayRemote(row, row);
        first = first < 0 ? row : first;
        last = row;
    }
    if (first < 0)
        return;
    emitRowsChanged(first, last);
    Q_EMIT summaryChanged();
    if (m_pendingChunks == 0)
        Q_EMIT evaluationFinished();
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

const TesterModel::Cell *TesterModel::cell(int row, int evalIndex, bool baseline) const
{
    if (row < 0 || row >= m_cases.size() || evalIndex < 0 || evalIndex >= m_eval.size())
        return nullptr;
    const Cell &c =
        (baseline ? m_baseCells : m_cells)[std::size_t(row) * std::size_t(m_eval.size()) + std::size_t(evalIndex)];
    return c.valid ? &c : nullptr;
}

int TesterModel::evalIndex(DialectId dialect) const
{
    return int(m_eval.indexOf(dialect));
}

std::optional<Decision> TesterModel::decision(int row, DialectId dialect) const
{
    const Cell *c = cell(row, evalIndex(dialect));
    if (!c)
        return std::nullopt;
    Decision d;
    d.access = c->access;
    d.decider = c->decider;
    return d;
}

std::optional<Access> TesterModel::baselineAccess(int row, DialectId dialect) const
{
    const Cell *c = m_hasBaseline ? cell(row, evalIndex(dialect), true) : nullptr;
    return c ? std::optional<Access>(c->access) : std::nullopt;
}

int TesterModel::decidingLine(int row, DialectId dialect) const
{
    const Cell *c = cell(row, evalIndex(dialect));
    return c && !c->remote ? int(c->line) : 0;
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
        return m_rules->rules(std::size_t(d), toStd(c.agent)).explain(toStd(c.url));
    return rulesFor(*file, toStd(c.agent)).explain(toStd(c.url));
}

QList<int> TesterModel::rowsDecidedBy(int line) const
{
    QList<int> rows;
    if (line <= 0)
        return rows;
    for (int row = 0; row < m_cases.size(); ++row) {
        for (DialectId d : m_shown) {
            const Cell *c = cell(row, evalIndex(d));
            if (c && !c->remote && int(c->line) == line) {
                rows.append(row);
                break;
            }
        }
    }
    return rows;
}

void TesterModel::setHighlightedLine(int line)
{
    if (line == m_highlightLine)
        return;
    m_highlightLine = line;
    emitRowsChanged(0, int(m_cases.size()) - 1);
}

TesterModel::Outcome TesterModel::outcome(int row) const
{
    const TestCase &c = m_cases.at(row);
    if (!c.expected)
        return Outcome::NoExpectation;
    const QList<DialectId> dialects = c.dialects.isEmpty() ? QList<DialectId>{primaryDialect()} : c.dialects;
    bool pending = false;
    for (DialectId d : dialects) {
        const Cell *v = cell(row, evalIndex(d));
        if (!v)
            pending = true;
        else if (v->access != *c.expected)
            return Outcome::Fail;
    }
    return pending ? Outcome::Pending : Outcome::Pass;
}

QString TesterModel::expectationDialects(int row, bool shortNames) const
{
    const TestCase &c = m_cases.at(row);
    QStringList names;
    for (DialectId d : c.dialects.isEmpty() ? QList<DialectId>{primaryDialect()} : c.dialects) {
        const std::string_view name = robots::dialect(d).name;
        names << (shortNames ? QString::fromUtf8(name.data(), qsizetype(name.size())) : dialectTitle(d));
    }
    return names.join(QStringLiteral(", "));
}

bool TesterModel::highlighted(int row) const
{
    if (m_highlightLine <= 0)
        return false;
    for (DialectId d : m_shown) {
        const Cell *v = cell(row, evalIndex(d));
        if (v && !v->remote && int(v->line) == m_highlightLine)
            return true;
    }
    return false;
}

bool TesterModel::disagrees(int row) const
{
    std::optional<Access> seen;
    for (DialectId d : m_shown) {
        const Cell *c = cell(row, evalIndex(d));
        if (!c)
            continue;
        if (seen && *seen != c->access)
            return true;
        seen = c->access;
    }
    return false;
}

bool TesterModel::changed(int row) const
{
    if (!m_hasBaseline)
        return false;
    for (DialectId d : m_shown) {
        const int e = evalIndex(d);
        const Cell *now = cell(row, e);
        const Cell *before = cell(row, e, true);
        if (now && before && now->access != before->access)
            return true;
    }
    return false;
}

QList<int> TesterModel::changedRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_cases.size(); ++row) {
        if (changed(row))
            rows.append(row);
    }
    return rows;
}

QList<TesterModel::DialectImpact> TesterModel::impactByDialect() const
{
    QList<DialectImpact> out;
    if (!m_hasBaseline)
        return out;
    for (DialectId d : m_shown) {
        DialectImpact impact;
        impact.dialect = d;
        const int e = evalIndex(d);
        for (int row = 0; row < m_cases.size(); ++row) {
            const Cell *now = cell(row, e);
            const Cell *before = cell(row, e, true);
            if (!now || !before || now->access == before->access)
                continue;
            ++impact.changed;
            if (now->access == Access::Allowed)
                ++impact.nowAllowed;
            else if (now->access == Access::Disallowed)
                ++impact.nowDisallowed;
        }
        out.append(impact);
    }
    return out;
}

TesterModel::Summary TesterModel::summary() const
{
    Summary s;
    s.cases = int(m_cases.size());
    const int primary = evalIndex(primaryDialect());
    // Per agent by the snapshot's agent indexes when there is one (no string lookups per row).
    const Snapshot *snap = m_snapshot.get();
    std::vector<Summary::Counts> perIndex(snap ? snap->agents.size() : 0);
    for (int row = 0; row < m_cases.size(); ++row) {
        const TestCase &c = m_cases.at(row);
        if (c.expected) {
            switch (outcome(row)) {
            case Outcome::Pass:
                ++s.passed;
                break;
            case Outcome::Fail:
                ++s.failed;
                break;
            case Outcome::Pending:
                ++s.pending;
                break;
            case Outcome::NoExpectation:
                break;
            }
        }
        if (m_hasBaseline && changed(row))
            ++s.changed;
        const Cell *v = cell(row, primary);
        if (!v)
            continue;
        Summary::Counts &counts = snap ? perIndex[snap->keys[std::size_t(row)].agent] : s.perAgent[c.agent];
        if (v->access == Access::Allowed)
            ++counts.allowed;
        else if (v->access == Access::Disallowed)
            ++counts.disallowed;
    }
    if (snap) {
        for (std::size_t a = 0; a < perIndex.size(); ++a) {
            if (perIndex[a].allowed + perIndex[a].disallowed > 0)
                s.perAgent.insert(QString::fromUtf8(snap->agents[a].data(), qsizetype(snap->agents[a].size())),
                                  perIndex[a]);
        }
    }
    return s;
}

// --- Presentation ----------------------------------------------------------------------------

std::optional<Access> TesterModel::parseAccess(const QString &text, bool *ok)
{
    const QString t = text.trimmed().toLower();
    if (ok)
        *ok = true;
    if (t.isEmpty() || t == QLatin1String("-") || t == QLatin1String("none"))
        return std::nullopt;
    if (t == QLatin1String("allowed") || t == QLatin1String("allow") || t == QLatin1String("1") ||
        t == accessText(Access::Allowed).toLower())
        return Access::Allowed;
    if (t == QLatin1String("disallowed") || t == QLatin1String("disallow") || t == QLatin1String("0") ||
        t == accessText(Access::Disallowed).toLower())
        return Access::Disallowed;
    if (ok)
        *ok = false;
    return std::nullopt;
}

QString TesterModel::verdictText(const Cell &c, int row) const
{
    if (c.remote) {
        const QString host = displayHost(hostOf(row));
        if (c.fetching)
            return tr("fetching %1…").arg(host);
        if (c.line > 0)
            return tr("%1 · %2 line %3").arg(accessText(c.access), host).arg(c.line);
        return tr("%1 · %2").arg(accessText(c.access), host);
    }
    if (c.line > 0)
        return tr("%1 · line %2").arg(accessText(c.access)).arg(c.line);
    return accessText(c.access);
}

int TesterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cases.size());
}

int TesterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstDialectColumn + int(m_shown.size());
}

QVariant TesterModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const TestCase &c = m_cases.at(row);

    // Row-wide roles first.
    switch (role) {
    case DisagreementRole:
        return disagrees(row);
    case OutcomeRole:
        return int(outcome(row));
    case ChangedRole:
        return changed(row);
    case HighlightRole:
        return highlighted(row);
    case CaseRole:
        return row;
    case HostRole:
        return hostOf(row);
    case Qt::BackgroundRole:
        if (highlighted(row))
            return VerdictStyle::highlightBrush();
        if (disagrees(row))
            return VerdictStyle::disagreementBrush();
        break;
    default:
        break;
    }

    if (const std::optional<DialectId> dialect = dialectOfColumn(column)) {
        const int e = evalIndex(*dialect);
        const Cell *v = cell(row, e);
        const Cell *before = cell(row, e, true);
        switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            if (!v)
                return tr("…");
            if (role == Qt::AccessibleTextRole && m_hasBaseline && before && before->access != v->access)
                return tr("%1 (was %2)").arg(verdictText(*v, row), accessText(before->access));
            return verdictText(*v, row);
        case Qt::FontRole:
            if (m_hasBaseline && v && before && before->access != v->access) {
                QFont font;
                font.setBold(true);
                return font;
            }
            return {};
        case Qt::DecorationRole:
            return v ? VerdictStyle::icon(v->access) : QVariant();
        case Qt::ForegroundRole:
            return v ? VerdictStyle::foreground(v->access) : QVariant();
        case Qt::ToolTipRole:
            if (!v)
                return tr("Waiting for the verdict…");
            if (v->remote)
                return tr("%1 under %2, from the live robots.txt of %3. %4")
                    .arg(accessText(v->access), dialectTitle(*dialect), displayHost(hostOf(row)), hostMessage(row));
            if (m_hasBaseline && before && before->access != v->access)
                return tr("%1 under %2: %3 (was %4 before this edit)")
                    .arg(accessText(v->access), dialectTitle(*dialect), deciderLabel(v->decider),
                         accessText(before->access));
            // The whole verdict with its line: a narrow cell shows only the line number.
            if (v->line > 0)
                return tr("%1 under %2: %3, line %4")
                    .arg(accessText(v->access), dialectTitle(*dialect), deciderLabel(v->decider))
                    .arg(v->line);
            return tr("%1 under %2: %3").arg(accessText(v->access), dialectTitle(*dialect), deciderLabel(v->decider));
        case AccessRole:
            return v ? QVariant(int(v->access)) : QVariant();
        case DecidingLineRole:
            return v && !v->remote ? int(v->line) : 0;
        case DeciderRole:
            return v ? QVariant(int(v->decider)) : QVariant();
        case DialectRole: {
            const std::string_view name = robots::dialect(*dialect).name;
            return QString::fromUtf8(name.data(), qsizetype(name.size()));
        }
        case BaselineAccessRole:
            return before ? QVariant(int(before->access)) : QVariant();
        case SortRole:
            return v ? int(v->access) * 1000000 + int(v->line) : -1;
        default:
            return {};
        }
    }

    switch (column) {
    case UrlColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole || role == SortRole || role == Qt::ToolTipRole)
            return c.url;
        break;
    case AgentColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole || role == SortRole)
            return c.agent;
        break;
    case ExpectedColumn:
        if (role == Qt::EditRole)
            return c.expected ? QString::fromUtf8(accessName(*c.expected).data()) : QString();
        if (role == Qt::DisplayRole || role == SortRole) {
            if (!c.expected)
                return QString();
            // The dialects are named only when they are not simply every shown one.
            const bool coversShown =
                std::all_of(m_shown.cbegin(), m_shown.cend(), [&c](DialectId d) { return c.dialects.contains(d); });
            if (!c.dialects.isEmpty() && !coversShown)
                return tr("%1 · %2").arg(accessText(*c.expected), expectationDialects(row, true));
            return accessText(*c.expected);
        }
        if (role == Qt::DecorationRole && c.expected)
            return VerdictStyle::icon(*c.expected);
        if (role == Qt::ToolTipRole && c.expected)
            return tr("Expected: %1 under %2").arg(accessText(*c.expected), expectationDialects(row));
        break;
    case ResultColumn: {
        const Outcome o = outcome(row);
        if (role == Qt::DisplayRole || role == SortRole || role == Qt::AccessibleTextRole) {
            switch (o) {
            case Outcome::Pass:
                return tr("pass");
            case Outcome::Fail:
                return tr("FAIL");
            case Outcome::Pending:
                return tr("…");
            case Outcome::NoExpectation:
                return QString();
            }
        }
        if (role == Qt::DecorationRole && (o == Outcome::Pass || o == Outcome::Fail))
            return VerdictStyle::outcomeIcon(o == Outcome::Pass);
        if (role == Qt::ForegroundRole && (o == Outcome::Pass || o == Outcome::Fail))
            return VerdictStyle::outcomeForeground(o == Outcome::Pass);
        if (role == Qt::ToolTipRole && (o == Outcome::Pass || o == Outcome::Fail))
            return o == Outcome::Pass
                       ? tr("The verdict under %1 is the expected one").arg(expectationDialects(row))
                       : tr("The verdict under %1 is not the expected one").arg(expectationDialects(row));
        break;
    }
    default:
        break;
    }
    return {};
}

QVariant TesterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < m_cases.size())
            return section + 1;
        return {};
    }
    if (const std::optional<DialectId> d = dialectOfColumn(section)) {
        if (role == Qt::DisplayRole)
            return dialectTitle(*d);
        if (role == Qt::ToolTipRole)
            return textText(robots::dialect(*d).description);
        if (role == DialectRole)
            return QString::fromUtf8(robots::dialect(*d).name.data(), qsizetype(robots::dialect(*d).name.size()));
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (section) {
    case UrlColumn:
        return role == Qt::DisplayRole ? tr("URL") : tr("The URL or path to test");
    case AgentColumn:
        return role == Qt::DisplayRole ? tr("Agent") : tr("The crawler's name or product token");
    case ExpectedColumn:
        return role == Qt::DisplayRole ? tr("Expected") : tr("The verdict you expect (optional)");
    case ResultColumn:
        return role == Qt::DisplayRole ? tr("Result") : tr("Whether the verdict is the expected one");
    default:
        return {};
    }
}

Qt::ItemFlags TesterModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == UrlColumn || index.column() == AgentColumn || index.column() == ExpectedColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool TesterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    TestCase c = m_cases.at(index.row());
    switch (index.column()) {
    case UrlColumn:
        c.url = value.toString().trimmed();
        break;
    case AgentColumn:
        c.agent = value.toString().trimmed();
        break;
    case ExpectedColumn: {
        bool ok = false;
        const std::optional<Access> expected = parseAccess(value.toString(), &ok);
        if (!ok)
            return false;
        c.expected = expected;
        break;
    }
    default:
        return false;
    }
    setCase(index.row(), c);
    return true;
}

QByteArray TesterModel::toCsv() const
{
    QStringList header{QStringLiteral("url"), QStringLiteral("agent"), QStringLiteral("expected"),
                       QStringLiteral("result")};
    for (DialectId d : m_shown) {
        const QString name =
            QString::fromUtf8(robots::dialect(d).name.data(), qsizetype(robots::dialect(d).name.size()));
        header << name << name + QStringLiteral(" line");
    }
    QString out = header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (int row = 0; row < m_cases.size(); ++row) {
        const TestCase &c = m_cases.at(row);
        QStringList fields;
        fields << csvField(c.url) << csvField(c.agent)
               << (c.expected ? QString::fromUtf8(accessName(*c.expected).data()) : QString());
        switch (outcome(row)) {
        case Outcome::Pass:
            fields << QStringLiteral("pass");
            break;
        case Outcome::Fail:
            fields << QStringLiteral("fail");
            break;
        default:
            fields << QString();
            break;
        }
        for (DialectId d : m_shown) {
            const Cell *v = cell(row, evalIndex(d));
            fields << (v ? QString::fromUtf8(accessName(v->access).data()) : QString())
                   << (v && v->line > 0 ? QString::number(v->line) : QString());
        }
        out += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

} // namespace robots::ui
