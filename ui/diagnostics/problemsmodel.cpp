// SPDX-License-Identifier: MIT
#include "diagnostics/problemsmodel.h"

#include "analysis/diagnosticstext.h"
#include "diagnostics/severitystyle.h"

#include <QThreadPool>

#include <algorithm>
#include <utility>
#include <vector>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Whether every role of data() reads the same for row R of A and of B (offsets, which only
// move the finding, are not shown).
bool showsTheSame(const LintReport &a, const LintReport &b, std::size_t r)
{
    const Diagnostic &da = a.diagnostics[r];
    const Diagnostic &db = b.diagnostics[r];
    const ShownFinding &sa = a.shown[r];
    const ShownFinding &sb = b.shown[r];
    if (da.check != db.check || da.severity != db.severity || da.where.line != db.where.line ||
        da.dialects != db.dialects || sa.column != sb.column || sa.message != sb.message ||
        sa.dialects != sb.dialects || da.fixes.size() != db.fixes.size() || da.related.size() != db.related.size())
        return false;
    for (std::size_t f = 0; f < da.fixes.size(); ++f) {
        if (da.fixes[f].safe != db.fixes[f].safe || !(da.fixes[f].title == db.fixes[f].title))
            return false;
    }
    for (std::size_t i = 0; i < da.related.size(); ++i) {
        if (da.related[i].where.line != db.related[i].where.line || !(da.related[i].message == db.related[i].message))
            return false;
    }
    return true;
}

} // namespace

ProblemsModel::ProblemsModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_report(std::make_shared<LintReport>())
{
}

void ProblemsModel::setReport(const LintReportPtr &report)
{
    const std::array<int, 4> before = m_report->counts;
    LintReportPtr next = report ? report : std::make_shared<LintReport>();
    LintReportPtr previous = m_report; // freed below
    const LintReport &old = *previous;
    if (next->diagnostics.size() != old.diagnostics.size() || next->shown.size() != old.shown.size()) {
        beginResetModel();
        m_report = std::move(next);
        endResetModel();
    } else {
        // The budget "diagnostics current <= 100 ms after the last keystroke, the window's thread
        // never stalled > 50 ms" on a 500 KiB file with thousands of findings: nearly every
        // keystroke keeps the findings (it types into a comment or a path). A reset would make the
        // sort proxy sort every row again and the view forget its selection and scroll position;
        // the same rows are kept instead, and only those that read differently are announced
        // (the proxy then places just those).
        std::vector<std::pair<int, int>> changed; // runs of rows that read differently
        for (std::size_t r = 0; r < old.diagnostics.size(); ++r) {
            if (showsTheSame(old, *next, r))
                continue;
            if (!changed.empty() && changed.back().second == int(r) - 1)
                changed.back().second = int(r);
            else
                changed.emplace_back(int(r), int(r));
        }
        m_report = std::move(next);
        for (const auto &[first, last] : changed)
            Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
    }
    // The budget "the window's thread never stalled > 50 ms": the report shown before is usually
    // the last one holding its thousands of findings (and the parses of its analysis); freeing
    // them took about 2 ms of the window's thread per keystroke on a 500 KiB file. A worker lets
    // go of it instead (the report is immutable, its counts atomic).
    if (previous.use_count() == 1)
        QThreadPool::globalInstance()->start([dropped = std::move(previous)]() mutable { dropped.reset(); });
    if (before != m_report->counts)
        Q_EMIT countsChanged();
}

bool ProblemsModel::lessThan(int rowA, int rowB, int column, Qt::CaseSensitivity caseSensitivity) const
{
    const Diagnostic &a = m_report->diagnostics[std::size_t(rowA)];
    const Diagnostic &b = m_report->diagnostics[std::size_t(rowB)];
    const ShownFinding &sa = m_report->shown[std::size_t(rowA)];
    const ShownFinding &sb = m_report->shown[std::size_t(rowB)];
    int order = 0;
    switch (column) {
    case SeverityColumn:
        order = int(a.severity) - int(b.severity);
        break;
    case CodeColumn:
        order = a.code().compare(b.code());
        break;
    case MessageColumn:
        order = QString::compare(sa.message, sb.message, caseSensitivity);
        break;
    case DialectsColumn:
        order = QString::compare(sa.dialects, sb.dialects, caseSensitivity);
        break;
    default:
        break;
    }
    if (order != 0)
        return order < 0;
    if (a.where.line != b.where.line)
        return a.where.line < b.where.line;
    if (sa.column != sb.column)
        return sa.column < sb.column;
    return rowA < rowB;
}

const Diagnostic *ProblemsModel::diagnostic(int row) const
{
    if (row < 0 || std::size_t(row) >= m_report->diagnostics.size())
        return nullptr;
    return &m_report->diagnostics[std::size_t(row)];
}

int ProblemsModel::count(Severity severity) const
{
    return m_report->count(severity);
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report->diagnostics.size());
}

int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Diagnostic &d = m_report->diagnostics[std::size_t(index.row())];
    const ShownFinding &row = m_report->shown[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityText(d.severity);
        case LineColumn:
            return int(d.where.line);
        case CodeColumn:
            return fromView(d.code());
        case MessageColumn:
            return row.message;
        case DialectsColumn:
            return row.dialects;
        default:
            return {};
        }
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return severityIcon(d.severity, !d.fixes.empty());
        return {};
    case Qt::ToolTipRole:
    case DetailsRole:
        return diagnosticHtml(d, false);
    case Qt::AccessibleTextRole:
        if (index.column() == SeverityColumn)
            return severityText(d.severity);
        return data(index, Qt::DisplayRole);
    case SeverityRole:
        return int(d.severity);
    case LineRole:
        return int(d.where.line);
    case ColumnRole:
        return row.column;
    case CodeRole:
        return fromView(d.code());
    case SlugRole:
        return fromView(d.slug());
    case MessageRole:
        return row.message;
    case FixCountRole:
        return int(d.fixes.size());
    case HasSafeFixRole:
        return std::any_of(d.fixes.cbegin(), d.fixes.cend(), [](const QuickFix &f) { return f.safe; });
    case DiagnosticRole:
        return index.row();
    case SortRole:
        switch (index.column()) {
        case SeverityColumn:
            return int(d.severity); // Error (0) first in ascending order
        case LineColumn:
            return qlonglong(d.where.line) * 1000000 + row.column;
        default:
            return data(index, Qt::DisplayRole); // code, message, dialects sort as shown
        }
    default:
        return {};
    }
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case LineColumn:
        return tr("Line");
    case CodeColumn:
        return tr("Code");
    case MessageColumn:
        return tr("Problem");
    case DialectsColumn:
        return tr("Concerns");
    default:
        return {};
    }
}

} // namespace robots::ui
