// SPDX-License-Identifier: MIT
#include "tester/alldialectsview.h"

#include "analysis/messages.h"
#include "tester/verdictstyle.h"

#include <robots/studio/families.h>
#include <robots/studio/testset.h>

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace robots::ui {

namespace {

QList<DialectId> everyDialect()
{
    QList<DialectId> out;
    for (const Dialect &d : allDialects())
        out.append(d.id());
    return out;
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

AllDialectsView::AllDialectsView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("allDialectsView"));
    setAccessibleName(tr("Every dialect's verdict for the selected case"));
    m_caseLabel = new QLabel(this);
    m_caseLabel->setObjectName(QStringLiteral("allDialectsCase"));
    m_caseLabel->setTextFormat(Qt::PlainText);
    m_caseLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caseLabel->setWordWrap(true);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("allDialectsSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("How the dialects differ"));
    // Wrapped labels ask for a height that depends on their width; as a minimum that height would
    // make the whole window's minimum size depend on the tester's width (and a restored window
    // grow), so they only prefer it and the table takes what is left.
    m_summary->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_caseLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("allDialectsTable"));
    m_table->setAccessibleName(tr("Every dialect side by side; activate a row to show its deciding line"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    // One row per dialect, all eleven in view in the tester of a 1280×800 window: a line of text
    // and a little air, tighter than the cases table's rows.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 5);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    const auto activate = [this](int row) {
        if (const QTableWidgetItem *item = m_table->item(row, DialectColumn)) {
            if (const int line = item->data(LineRole).toInt(); line > 0)
                Q_EMIT lineActivated(line);
        }
    };
    connect(m_table, &QTableWidget::cellClicked, this, [activate](int row, int) { activate(row); });
    connect(m_table, &QTableWidget::cellActivated, this, [activate](int row, int) { activate(row); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_caseLabel);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    refresh();
}

AllDialectsView::~AllDialectsView()
{
    if (m_analyzer)
        disconnect(m_analyzer, nullptr, this, nullptr);
}

void AllDialectsView::setAnalyzer(DocumentAnalyzer *analyzer)
{
    if (m_analyzer == analyzer)
        return;
    if (m_analyzer) {
        disconnect(m_analyzer, nullptr, this, nullptr);
        m_analyzer->setClientDialects(this, {});
    }
    m_analyzer = analyzer;
    if (m_analyzer) {
        connect(m_analyzer, &DocumentAnalyzer::analysisReady, this, [this] {
            if (isVisible())
                refresh();
        });
        requestDialects(isVisible());
    }
    refresh();
}

void AllDialectsView::setCase(const std::optional<TestCase> &testCase)
{
    if (m_case == testCase)
        return;
    m_case = testCase;
    refresh();
}

QString AllDialectsView::summary() const
{
    return m_summary->text();
}

void AllDialectsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    requestDialects(true);
    refresh();
}

void AllDialectsView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    requestDialects(false);
}

void AllDialectsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
}

void AllDialectsView::requestDialects(bool all)
{
    // Every dialect is parsed only while someone looks at them.
    if (m_analyzer)
        m_analyzer->setClientDialects(this, all ? everyDialect() : QList<DialectId>());
}

void AllDialectsView::refresh()
{
    m_table->setHorizontalHeaderLabels(
        {tr("Dialect"), tr("Verdict"), tr("Line"), tr("Deciding rule"), tr("Group chosen"), tr("Difference")});
    const int selected = m_table->currentRow();
    m_table->setRowCount(0);
    if (!m_case) {
        m_caseLabel->setText(tr("Select a case in the table above to see every dialect's verdict for it."));
        m_summary->clear();
        return;
    }
    m_caseLabel->setText(
        tr("May %1 fetch %2?").arg(m_case->agent.isEmpty() ? tr("(the empty name)") : m_case->agent, m_case->url));
    const AnalysisPtr analysis = m_analyzer ? m_analyzer->current() : AnalysisPtr();
    const std::string agent = m_case->agent.toStdString();
    const std::string url = m_case->url.toStdString();

    struct Row
    {
        const Dialect *dialect;
        std::optional<Verdict> verdict;
    };
    std::vector<Row> rows;
    std::optional<Access> reference;
    for (const Dialect &d : allDialects()) {
        Row row{&d, std::nullopt};
        if (const RobotsFile *file = analysis ? analysis->file(d.id()) : nullptr)
            row.verdict = rulesForCrawler(*file, agent).explain(url);
        if (d.id() == DialectId::Rfc9309 && row.verdict)
            reference = row.verdict->access;
        rows.push_back(std::move(row));
    }

    int allowed = 0;
    int disallowed = 0;
    int pending = 0;
    QStringList differing;
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const Row &row = rows[std::size_t(r)];
        auto *name = cell(dialectTitle(*row.dialect));
        name->setData(DialectNameRole,
                      QString::fromUtf8(row.dialect->name().data(), qsizetype(row.dialect->name().size())));
        name->setToolTip(textText(row.dialect->description()));
        m_table->setItem(r, DialectColumn, name);
        if (!row.verdict) {
            ++pending;
            m_table->setItem(r, VerdictColumn, cell(tr("Reading the file…")));
            for (int c = LineColumn; c < ColumnCount; ++c)
                m_table->setItem(r, c, cell(QString()));
            continue;
        }
        const Verdict &v = *row.verdict;
        (v.access == Access::Allowed ? allowed : disallowed) += 1;
        const bool differs = reference && v.access != *reference;
        if (differs)
            differing << dialectTitle(*row.dialect);

        auto *verdict = cell(accessText(v.access));
        verdict->setIcon(VerdictStyle::icon(v.access));
        verdict->setForeground(VerdictStyle::foreground(v.access));
        verdict->setData(AccessRole, int(v.access));
        m_table->setItem(r, VerdictColumn, verdict);

        int line = 0;
        QString rule;
        if (v.decidingRule) {
            line = int(v.decidingRule->line);
            const auto fileRules = v.file.rules();
            rule = v.decidingRule->rule < fileRules.size()
                       ? QString::fromStdString(ruleText(fileRules[v.decidingRule->rule]))
                       : messageArgumentText(v.decidingRule->pattern);
        } else {
            rule = deciderLabel(v.decider);
        }
        m_table->setItem(r, LineColumn, cell(line > 0 ? QString::number(line) : QStringLiteral("—")));
        auto *ruleItem = cell(rule);
        ruleItem->setToolTip(messageText(v.precedenceExplanation()));
        m_table->setItem(r, RuleColumn, ruleItem);

        QStringList groups;
        for (const ChosenGroup &g : v.groups) {
            if (line == 0 && g.agentLine > 0)
                line = int(g.agentLine); // no rule decides: the group's User-agent line
            groups << (g.agentLine > 0 ? tr("line %1: %2 (%3)")
                                             .arg(g.agentLine)
                                             .arg(messageArgumentText(g.agentValue), groupReasonLabel(g.reason))
                                       : groupReasonLabel(g.reason));
        }
        auto *group = cell(groups.isEmpty() ? tr("none: no group applies") : groups.join(QStringLiteral("; ")));
        group->setToolTip(messageText(v.groupExplanation()));
        m_table->setItem(r, GroupColumn, group);

        QString difference;
        if (row.dialect->id() == DialectId::Rfc9309)
            difference = tr("The reference");
        else if (differs)
            difference = tr("Differs from RFC 9309");
        m_table->setItem(r, DifferenceColumn, cell(difference));

        for (int c = 0; c < ColumnCount; ++c) {
            QTableWidgetItem *item = m_table->item(r, c);
            item->setData(LineRole, line);
            item->setData(DiffersRole, differs);
            if (differs)
                item->setBackground(VerdictStyle::disagreementBrush());
        }
    }
    if (selected >= 0 && selected < m_table->rowCount())
        m_table->selectRow(selected);

    const int total = allowed + disallowed;
    QStringList parts;
    parts << tr("Allowed by %1 and disallowed by %2 of %n dialect(s).", nullptr, total).arg(allowed).arg(disallowed);
    if (total > 0 && allowed != disallowed)
        parts << (allowed > disallowed ? tr("The majority allows.") : tr("The majority disallows."));
    if (reference) {
        // Names while they fit on the line; the rows say the rest.
        if (differing.isEmpty())
            parts << tr("Every dialect agrees with RFC 9309.");
        else if (differing.size() <= 3)
            parts << tr("%n dialect(s) differ from RFC 9309: %1.", nullptr, int(differing.size()))
                         .arg(differing.join(QStringLiteral(", ")));
        else
            parts << tr("%n dialect(s) differ from RFC 9309 (marked).", nullptr, int(differing.size()));
    }
    if (pending > 0)
        parts << tr("%n dialect(s) still being read.", nullptr, pending);
    m_summary->setText(parts.join(QLatin1Char(' ')));
    m_table->resizeColumnsToContents();
}

} // namespace robots::ui
