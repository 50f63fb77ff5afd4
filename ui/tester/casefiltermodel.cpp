// SPDX-License-Identifier: MIT
#include "tester/casefiltermodel.h"

#include "tester/testermodel.h"

namespace robots::ui {

CaseFilterModel::CaseFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(TesterModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    updateDynamic();
}

void CaseFilterModel::sort(int column, Qt::SortOrder order)
{
    QSortFilterProxyModel::sort(column, order);
    updateDynamic();
}

void CaseFilterModel::updateDynamic()
{
    // Verdicts change the rows that pass a filter and their order: re-filter and re-sort as
    // they arrive. Without filter or sort there is nothing to redo, and 100,000 rows of
    // dataChanged() pass straight through.
    const bool needed =
        m_onlyDisagreements || m_onlyFailures || m_onlyChanged || !m_text.isEmpty() || sortColumn() >= 0;
    if (dynamicSortFilter() != needed)
        setDynamicSortFilter(needed);
}

void CaseFilterModel::setOnlyDisagreements(bool on)
{
    if (m_onlyDisagreements == on)
        return;
    m_onlyDisagreements = on;
    refilter();
}

void CaseFilterModel::setOnlyFailures(bool on)
{
    if (m_onlyFailures == on)
        return;
    m_onlyFailures = on;
    refilter();
}

void CaseFilterModel::setOnlyChanged(bool on)
{
    if (m_onlyChanged == on)
        return;
    m_onlyChanged = on;
    refilter();
}

void CaseFilterModel::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    refilter();
}

void CaseFilterModel::refilter()
{
    updateDynamic();
    invalidateRowsFilter();
}

bool CaseFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    if (!source)
        return false;
    const QModelIndex first = source->index(sourceRow, TesterModel::UrlColumn, sourceParent);
    if (m_onlyDisagreements && !first.data(TesterModel::DisagreementRole).toBool())
        return false;
    if (m_onlyFailures && first.data(TesterModel::OutcomeRole).toInt() != int(TesterModel::Outcome::Fail))
        return false;
    if (m_onlyChanged && !first.data(TesterModel::ChangedRole).toBool())
        return false;
    if (!m_text.isEmpty()) {
        const QString url = first.data(Qt::DisplayRole).toString();
        const QString agent = source->index(sourceRow, TesterModel::AgentColumn, sourceParent).data().toString();
        if (!url.contains(m_text, Qt::CaseInsensitive) && !agent.contains(m_text, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace robots::ui
