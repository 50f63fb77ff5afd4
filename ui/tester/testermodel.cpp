// SPDX-License-Identifier: MIT
#include "tester/testermodel.h"

#include "analysis/messages.h"
#include "tester/verdictstyle.h"

#include <QCoreApplication>
#include <QFont>
#include <QUrl>

#include <algorithm>
#include <set>

namespace robots::ui {

namespace {

// "example.com", or "example.com:8080" off the scheme's default port, from an origin key.
QString displayHost(const QString &origin)
{
    const QUrl url(origin);
    const int defaultPort = url.scheme() == QLatin1String("https") ? 443 : 80;
    return url.port(defaultPort) == defaultPort ? url.host()
                                                : url.host() + QLatin1Char(':') + QString::number(url.port());
}
} // namespace

TesterModel::TesterModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_generation(std::make_shared<std::atomic<quint64>>(0))
    , m_decisions(std::make_shared<std::atomic<qint64>>(0))
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
        if (wanted.count(d.id()))
            out.append(d.id());
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
            const std::string_view name = robots::dialect(*dialect).name();
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
            return textText(robots::dialect(*d).description());
        if (role == DialectRole)
            return QString::fromUtf8(robots::dialect(*d).name().data(), qsizetype(robots::dialect(*d).name().size()));
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

} // namespace robots::ui
