// SPDX-License-Identifier: MIT
// What the verdicts mean for the file being edited: the deciding line of each case, the cases a
// line decides, where dialects disagree, and what changed against the baseline (the saved or
// live file) — per case and per dialect. Part of TesterModel (testermodel.h).
#include "tester/testermodel.h"

#include <algorithm>

namespace robots::ui {

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

} // namespace robots::ui
