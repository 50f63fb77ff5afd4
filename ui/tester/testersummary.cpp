// SPDX-License-Identifier: MIT
// The tester's results in short: each case's outcome against its expectation, the counts behind
// the summary line, and the cases as CSV (RFC 4180, through the core's one writer). Part of
// TesterModel (testermodel.h).
#include "tester/testermodel.h"

#include "analysis/messages.h"

#include <robots/studio/csv.h>

namespace robots::ui {

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
        const std::string_view name = robots::dialect(d).name();
        names << (shortNames ? QString::fromUtf8(name.data(), qsizetype(name.size())) : dialectTitle(d));
    }
    return names.join(QStringLiteral(", "));
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

QByteArray TesterModel::toCsv() const
{
    // The one CSV writer (robots/studio/csv.h): RFC 4180 quoting, CRLF after every record.
    std::vector<std::string> header{"url", "agent", "expected", "result"};
    for (DialectId d : m_shown) {
        const std::string name(robots::dialect(d).name());
        header.push_back(name);
        header.push_back(name + " line");
    }
    std::string out;
    appendCsvRecord(out, header);
    for (int row = 0; row < m_cases.size(); ++row) {
        const TestCase &c = m_cases.at(row);
        std::vector<std::string> fields{c.url.toStdString(), c.agent.toStdString(),
                                        c.expected ? std::string(accessName(*c.expected)) : std::string()};
        switch (outcome(row)) {
        case Outcome::Pass:
            fields.emplace_back("pass");
            break;
        case Outcome::Fail:
            fields.emplace_back("fail");
            break;
        default:
            fields.emplace_back();
            break;
        }
        for (DialectId d : m_shown) {
            const Cell *v = cell(row, evalIndex(d));
            fields.push_back(v ? std::string(accessName(v->access)) : std::string());
            fields.push_back(v && v->line > 0 ? std::to_string(v->line) : std::string());
        }
        appendCsvRecord(out, fields);
    }
    return QByteArray::fromStdString(out);
}

} // namespace robots::ui
