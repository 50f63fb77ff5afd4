// SPDX-License-Identifier: MIT
#include "casefiltermodel.h"

#include "testermodel.h"

namespace robots::ui {

CaseFilterModel::CaseFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(TesterModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    // Verdicts change the rows that pass the filters: re-filter when data changes.
    setDynamicSortFilter(true);
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
