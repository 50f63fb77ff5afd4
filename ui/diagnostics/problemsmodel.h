// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostics/lintrunner.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace robots::ui {

/// The findings of a LintReport as a table: one row per finding, in the report's order.
class ProblemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SeverityColumn,
        LineColumn,
        CodeColumn,
        MessageColumn,
        DialectsColumn,
        ColumnCount
    };
    enum Role {
        SeverityRole = Qt::UserRole + 1, ///< int(robots::Severity)
        LineRole,                        ///< 1-based line
        ColumnRole,                      ///< 1-based column in UTF-16 units (what the editor counts)
        CodeRole,                        ///< "R302"
        SlugRole,                        ///< "agent-after-rule"
        MessageRole,                     ///< the translated message
        DetailsRole,                     ///< rich text: message, why it matters, source, fixes
        FixCountRole,                    ///< quick fixes offered
        HasSafeFixRole,                  ///< bool
        SortRole,                        ///< the column's natural order (severity rank, line…)
        DiagnosticRole,                  ///< index into report()->diagnostics
    };

    explicit ProblemsModel(QObject *parent = nullptr);

    /// Shows REPORT's findings: a reset when their number changed; else the rows stay (selection
    /// and scroll position with them) and dataChanged() names those that read differently.
    /// O(findings): the report carries the texts.
    void setReport(const LintReportPtr &report);
    LintReportPtr report() const { return m_report; }
    /// The finding shown in ROW, or nullptr.
    const Diagnostic *diagnostic(int row) const;
    int count(Severity severity) const;

    /// ROW_A before ROW_B in COLUMN's natural order (what SortRole gives), the file order
    /// breaking ties. Direct, for sorting thousands of rows.
    bool lessThan(int rowA, int rowB, int column, Qt::CaseSensitivity caseSensitivity) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The counts per severity changed (after setReport()).
    void countsChanged();

private:
    LintReportPtr m_report;
};

} // namespace robots::ui
