// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace robots::ui {

/// Filters and sorts the rows of a TesterModel: only rows where the shown dialects disagree,
/// only failed expectations, only cases an edit changed, and a text filter on URL and agent.
/// Sorting uses TesterModel::SortRole. Filters are re-applied as verdicts arrive.
class CaseFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CaseFilterModel(QObject *parent = nullptr);

    void setOnlyDisagreements(bool on);
    bool onlyDisagreements() const { return m_onlyDisagreements; }
    void setOnlyFailures(bool on);
    bool onlyFailures() const { return m_onlyFailures; }
    void setOnlyChanged(bool on);
    bool onlyChanged() const { return m_onlyChanged; }
    /// Case-insensitive substring of the URL or the agent; empty: no text filter.
    void setText(const QString &text);
    QString text() const { return m_text; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void refilter();
    void updateDynamic();

    bool m_onlyDisagreements = false;
    bool m_onlyFailures = false;
    bool m_onlyChanged = false;
    QString m_text;
};

} // namespace robots::ui
