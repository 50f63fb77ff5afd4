// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/diagnostics.h>

#include <QSortFilterProxyModel>

#include <array>

namespace robots::ui {

/// The Problems panel's view of a ProblemsModel: sorts by the model's SortRole (severity rank,
/// line and column, code, text) with line order as the tie-break, and filters by text and by
/// severity.
class ProblemsFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ProblemsFilterModel(QObject *parent = nullptr);

    /// Keeps rows whose message, code or slug contains TEXT (case-insensitive); empty keeps all.
    void setFilterText(const QString &text);
    QString filterText() const { return m_text; }

    /// Shows or hides the findings of SEVERITY (all shown by default).
    void setSeverityVisible(Severity severity, bool visible);
    bool isSeverityVisible(Severity severity) const { return m_visible[std::size_t(severity)]; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_text;
    std::array<bool, 4> m_visible{true, true, true, true};
};

} // namespace robots::ui
