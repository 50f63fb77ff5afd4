// SPDX-License-Identifier: MIT
#include "diagnostics/problemsmodel.h"

#include "analysis/diagnosticstext.h"
#include "diagnostics/severitystyle.h"

#include <algorithm>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
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
    beginResetModel();
    m_report = report ? report : std::make_shared<LintReport>();
    endResetModel();
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
