// SPDX-License-Identifier: MIT
// The tester panel showing results: the current case's explanation, the summary line, the impact
// list's columns, the dialect choices and the busy state, refreshed as verdicts arrive.
#include "tester/testerpanel.h"

#include "analysis/agentpresets.h"
#include "analysis/dialectlistmodel.h"
#include "analysis/documentanalyzer.h"
#include "analysis/messages.h"
#include "analysis/testsetfile.h"
#include "tester/addcasesdialog.h"
#include "tester/alldialectsview.h"
#include "tester/casefiltermodel.h"
#include "tester/casestable.h"
#include "tester/dialectmenu.h"
#include "tester/examples.h"
#include "tester/explanationview.h"
#include "tester/importers.h"
#include "tester/testerdelegates.h"
#include "tester/testermodel.h"
#include "tester/verdictstyle.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QSaveFile>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <numeric>

namespace robots::ui {

void TesterPanel::currentCaseChanged()
{
    const int row = currentSourceRow();
    updateExplanation();
    m_jumpPending = false;
    m_highlighted = row < 0 ? QList<int>() : decidingLines(row);
    Q_EMIT highlightLines(m_highlighted);
    if (row < 0 || m_restoringSelection)
        return;
    const DialectId dialect = currentDialect().value_or(m_model->primaryDialect());
    if (!m_model->decision(row, dialect) || m_model->isEvaluating() || (m_analyzer && m_analyzer->isBusy())) {
        // Selected before its verdict for the current text arrived (an example just opened):
        // jump when it does.
        m_jumpPending = true;
        return;
    }
    // The explained dialect's line only: another dialect's would contradict the explanation
    // beside it. No deciding rule (no group, or none matches): the cursor stays.
    const int line = m_model->decidingLine(row, dialect);
    if (line > 0)
        Q_EMIT jumpToLine(line);
}

void TesterPanel::verdictsArrived()
{
    updateExplanation();
    updateBusy();
    const int row = currentSourceRow();
    if (row < 0)
        return;
    // The deciding lines move as the user types: keep the editor's marks on them, but only a
    // selection (or one waiting for its verdict) moves the editor's cursor.
    const QList<int> lines = decidingLines(row);
    if (lines != m_highlighted) {
        m_highlighted = lines;
        Q_EMIT highlightLines(lines);
    }
    const DialectId dialect = currentDialect().value_or(m_model->primaryDialect());
    const bool settled = !m_model->isEvaluating() && !(m_analyzer && m_analyzer->isBusy());
    if (m_jumpPending && settled && m_model->decision(row, dialect)) {
        m_jumpPending = false;
        const int line = m_model->decidingLine(row, dialect);
        if (line > 0)
            Q_EMIT jumpToLine(line);
    }
}

void TesterPanel::updateExplanation()
{
    const int row = currentSourceRow();
    const std::optional<DialectId> d = currentDialect();
    m_allDialects->setCase(row < 0 ? std::nullopt : std::optional<TestCase>(m_model->testCase(row)));
    m_explanation->setDialects(m_model->shownDialects());
    if (row < 0 || !d) {
        m_explanation->showVerdict(std::nullopt);
        return;
    }
    const QString host = m_model->hostOf(row);
    if (!host.isEmpty()) {
        m_explanation->showHostVerdict(m_model->explain(row, *d), host, m_model->hostMessage(row));
        return;
    }
    m_explanation->showVerdict(m_model->explain(row, *d));
}

void TesterPanel::showAllDialects()
{
    if (currentSourceRow() < 0 && m_filter->rowCount() > 0)
        selectCase(m_filter->mapToSource(m_filter->index(0, 0)).row());
    if (m_tabs->currentWidget() == m_allDialects)
        makeRoomForAllDialects();
    m_tabs->setCurrentWidget(m_allDialects);
}

TesterPanel::ShownCell TesterPanel::shownCell(const QModelIndex &index) const
{
    // The option the view gives the delegate: its font, icon size and the cell's rectangle.
    QStyleOptionViewItem option;
    option.initFrom(m_table);
    option.widget = m_table;
    option.font = m_table->font();
    option.fontMetrics = m_table->fontMetrics();
    const int iconExtent = m_table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_table);
    option.decorationSize = m_table->iconSize().isValid() ? m_table->iconSize() : QSize(iconExtent, iconExtent);
    option.rect = m_table->visualRect(index);
    auto *delegate = static_cast<CaseDelegate *>(m_table->itemDelegate());
    delegate->initStyleOption(&option, index);
    return {option.text, CaseDelegate::cellWidth(option, option.text) <= option.rect.width()};
}

void TesterPanel::makeRoomForAllDialects()
{
    // Every dialect's row in view: the table's height for all of them, taken from the cases
    // above, which keep a fifth of the height (their filters and two rows at 1280×800; eleven
    // dialect rows leave no more). The user's handle
    // decides after that; the rows scroll when the window is too small.
    if (!m_allDialects->isVisible())
        return;
    const QTableWidget *table = m_allDialects->table();
    const QScrollBar *across = table->horizontalScrollBar();
    const int wanted = table->horizontalHeader()->height() +
                       int(allDialects().size()) * table->verticalHeader()->defaultSectionSize() +
                       2 * table->frameWidth() + (across->isVisible() ? across->height() : 0);
    const int missing = wanted - table->height();
    QList<int> sizes = m_splitter->sizes();
    if (missing <= 0 || sizes.size() != 2)
        return;
    const int total = sizes[0] + sizes[1];
    const int give =
        std::min(missing, sizes[0] - std::max(m_splitter->widget(0)->minimumSizeHint().height(), total / 5));
    if (give <= 0)
        return;
    sizes[0] -= give;
    sizes[1] += give;
    m_splitter->setSizes(sizes);
}

void TesterPanel::updateSummary()
{
    const TesterModel::Summary s = m_model->summary();
    QStringList parts;
    parts << tr("%n case(s)", nullptr, s.cases);
    if (s.passed + s.failed + s.pending > 0) {
        parts << tr("%n passed", nullptr, s.passed);
        parts << tr("%n failed", nullptr, s.failed);
    }
    if (m_model->hasBaseline())
        parts << tr("%n changed by this edit", nullptr, s.changed);
    m_summary->setText(parts.join(QStringLiteral(" · ")));
    if (s.failed > 0) {
        QPalette pal = m_summary->palette();
        pal.setColor(QPalette::WindowText, VerdictStyle::outcomeForeground(false));
        m_summary->setPalette(pal);
    } else {
        m_summary->setPalette(QPalette());
    }

    // Edit impact: every shown dialect's changes, the changed dialects' columns first.
    QList<int> changedColumns;
    if (!m_model->hasBaseline()) {
        m_impactSummary->setText(tr("No baseline: open a file or save this one to compare edits with it."));
    } else {
        const QString against = m_model->baselineName().isEmpty() ? tr("the baseline") : m_model->baselineName();
        QStringList perDialect;
        for (const TesterModel::DialectImpact &impact : m_model->impactByDialect()) {
            if (impact.changed == 0)
                continue;
            changedColumns << m_model->columnOf(impact.dialect);
            QStringList counts;
            if (impact.nowAllowed > 0)
                counts << tr("%n now allowed", nullptr, impact.nowAllowed);
            if (impact.nowDisallowed > 0)
                counts << tr("%n now disallowed", nullptr, impact.nowDisallowed);
            const int other = impact.changed - impact.nowAllowed - impact.nowDisallowed;
            if (other > 0)
                counts << tr("%n now unknown", nullptr, other);
            perDialect << tr("%1: %2").arg(dialectTitle(impact.dialect), counts.join(tr(", ")));
        }
        m_impactSummary->setText(
            s.changed == 0 ? tr("No case changed verdict compared with %1.").arg(against)
                           : tr("%n case(s) changed verdict compared with %1", nullptr, s.changed).arg(against) +
                                 tr(" — %1.").arg(perDialect.join(tr("; "))));
    }
    updateImpactColumns(changedColumns);
    const int impactTab = m_tabs->indexOf(m_impactTable->parentWidget());
    m_tabs->setTabText(impactTab, s.changed > 0 ? tr("Edit &impact (%1)").arg(s.changed) : tr("Edit &impact"));

    // Per agent under the primary dialect.
    QString html =
        QStringLiteral("<p>%1</p>")
            .arg(tr("Verdicts per agent under %1:").arg(dialectTitle(m_model->primaryDialect())).toHtmlEscaped());
    html += QStringLiteral(
                "<table cellspacing=\"0\" cellpadding=\"3\"><tr><th align=\"left\">%1</th><th>%2</th><th>%3</th></tr>")
                .arg(tr("Agent").toHtmlEscaped(), accessText(Access::Allowed).toHtmlEscaped(),
                     accessText(Access::Disallowed).toHtmlEscaped());
    for (auto it = s.perAgent.cbegin(); it != s.perAgent.cend(); ++it) {
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td></tr>")
                    .arg(it.key().toHtmlEscaped())
                    .arg(it.value().allowed)
                    .arg(it.value().disallowed);
    }
    html += QStringLiteral("</table>");
    if (s.passed + s.failed > 0)
        html += QStringLiteral("<p>%1</p>").arg(tr("Expectations: %1 passed, %2 failed.").arg(s.passed).arg(s.failed));
    m_agentSummary->setHtml(html);
}

void TesterPanel::updateImpactColumns(const QList<int> &changedColumns)
{
    auto *delegate = static_cast<ImpactDelegate *>(m_impactTable->itemDelegate());
    if (delegate->changedColumns != changedColumns) {
        delegate->changedColumns = changedColumns;
        m_impactTable->viewport()->update();
    }
    // URL, agent, the dialects whose verdicts changed (in the shown order), then the others.
    QList<int> order = changedColumns;
    for (int column = TesterModel::FirstDialectColumn; column < m_model->columnCount(); ++column) {
        if (!changedColumns.contains(column))
            order << column;
    }
    QHeaderView *header = m_impactTable->horizontalHeader();
    if (header->count() != m_model->columnCount())
        return; // no baseline: the list is empty
    int visual = header->visualIndex(TesterModel::AgentColumn) + 1;
    for (int column : std::as_const(order)) {
        if (header->visualIndex(column) != visual)
            header->moveSection(header->visualIndex(column), visual);
        ++visual;
    }
}

void TesterPanel::updateDialectChoices()
{
    QModelIndex current = m_dialectList ? m_dialectList->currentIndex() : QModelIndex();
    QList<QModelIndex> shown;
    if (current.isValid())
        shown << current;
    else {
        for (DialectId d : m_model->shownDialects())
            shown << m_dialects->indexOf(d);
    }
    QString html;
    for (const QModelIndex &index : shown) {
        html += QStringLiteral("<h4>%1</h4><p>%2</p><ul>")
                    .arg(index.data().toString().toHtmlEscaped(),
                         index.data(DialectListModel::DescriptionRole).toString().toHtmlEscaped());
        for (const QString &choice : index.data(DialectListModel::ChoicesRole).toStringList())
            html += QStringLiteral("<li>") + choice.toHtmlEscaped() + QStringLiteral("</li>");
        html += QStringLiteral("</ul><p><i>%1</i></p>")
                    .arg(tr("Source: %1").arg(index.data(DialectListModel::ReferenceRole).toString()).toHtmlEscaped());
    }
    if (m_dialectChoices)
        m_dialectChoices->setHtml(html);
}

void TesterPanel::updateBusy()
{
    const bool busy = m_model->isEvaluating() || (m_analyzer && m_analyzer->isBusy());
    m_busy->setVisible(busy);
}

} // namespace robots::ui
