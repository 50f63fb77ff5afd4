// SPDX-License-Identifier: MIT
// The tester panel's widgets: its actions, the tool bar, the cases table with its filter, the explanation, the
// impact list and the all-dialects view, laid out once; the case columns share the width left.
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

void TesterPanel::buildActions()
{
    auto makeAction = [this](const QString &objectName, const QString &text, const QKeySequence &shortcut,
                             const QString &toolTip) {
        auto *action = new QAction(text, this);
        action->setObjectName(objectName);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(
            shortcut.isEmpty() ? toolTip : tr("%1 (%2)").arg(toolTip, shortcut.toString(QKeySequence::NativeText)));
        addAction(action);
        return action;
    };
    m_addAction = makeAction(QStringLiteral("addCasesAction"), tr("&Add…"), QKeySequence(Qt::CTRL | Qt::Key_Insert),
                             tr("Add test cases: URLs × agents"));
    // Remove and Paste URLs are the table's: their keys act only while it has the focus.
    m_table = new CasesTable(this);
    m_removeAction = m_table->removeAction();
    m_pasteAction = m_table->pasteAction();
    m_importAction =
        makeAction(QStringLiteral("importUrlsAction"), tr("&Import…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
                   tr("Import URLs from a text file, a CSV file or a sitemap.xml"));
    m_loadAction = makeAction(QStringLiteral("loadTestsAction"), tr("&Open Tests…"), QKeySequence(),
                              tr("Open a test set (the format robotstxt test runs)"));
    m_saveAction = makeAction(QStringLiteral("saveTestsAction"), tr("&Save Tests…"), QKeySequence(),
                              tr("Save the cases as a test set for robotstxt test"));
    m_exportAction =
        makeAction(QStringLiteral("exportCsvAction"), tr("&Export CSV…"),
                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), tr("Export the table with every verdict as CSV"));
    m_focusAction = makeAction(QStringLiteral("focusTestCasesAction"), tr("Go to &Test Cases"),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), tr("Move the focus to the test cases"));
    m_focusAction->setShortcutContext(Qt::WindowShortcut);
    removeAction(m_focusAction); // the window's menu holds it
    connect(m_focusAction, &QAction::triggered, this, [this] {
        m_table->setFocus(Qt::ShortcutFocusReason);
        if (!m_table->currentIndex().isValid() && m_filter->rowCount() > 0)
            selectCase(m_filter->mapToSource(m_filter->index(0, 0)).row());
    });
    // Issue's "all dialects at once": from the editor too, so window-wide like Go to Test Cases.
    m_compareAllAction = makeAction(QStringLiteral("compareAllDialectsAction"), tr("Compare &All Dialects"),
                                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
                                    tr("Every dialect's verdict for the selected case, side by side"));
    m_compareAllAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_compareAllAction, &QAction::triggered, this, &TesterPanel::showAllDialects);
    m_table->setCompareAllDialectsAction(m_compareAllAction);
    connect(m_addAction, &QAction::triggered, this, &TesterPanel::addCasesDialog);
    connect(m_pasteAction, &QAction::triggered, this, &TesterPanel::pasteFromClipboard);
    connect(m_importAction, &QAction::triggered, this, &TesterPanel::importDialog);
    connect(m_loadAction, &QAction::triggered, this, &TesterPanel::loadDialog);
    connect(m_saveAction, &QAction::triggered, this, &TesterPanel::saveDialog);
    connect(m_exportAction, &QAction::triggered, this, &TesterPanel::exportDialog);
}

void TesterPanel::buildUi()
{
    auto *toolbar = new QToolBar(this);
    toolbar->setObjectName(QStringLiteral("testerToolBar"));
    toolbar->setAccessibleName(tr("Tester tools"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(m_addAction);
    toolbar->addAction(m_removeAction);
    toolbar->addAction(m_pasteAction);
    toolbar->addAction(m_importAction);
    toolbar->addSeparator();

    m_dialectButton = new QToolButton(this);
    m_dialectButton->setObjectName(QStringLiteral("dialectButton"));
    m_dialectButton->setText(tr("Dia&lects"));
    m_dialectButton->setAccessibleName(tr("Dialects shown as columns"));
    m_dialectButton->setToolTip(tr("Choose the dialects compared side by side"));
    m_dialectButton->setPopupMode(QToolButton::InstantPopup);
    m_dialectButton->setMenu(new DialectMenu(m_dialects, m_dialectButton));
    toolbar->addWidget(m_dialectButton);

    auto *fileButton = new QToolButton(this);
    fileButton->setObjectName(QStringLiteral("testSetButton"));
    fileButton->setText(tr("&Tests"));
    fileButton->setAccessibleName(tr("Test set files"));
    fileButton->setPopupMode(QToolButton::InstantPopup);
    auto *fileMenu = new QMenu(fileButton);
    fileMenu->setObjectName(QStringLiteral("testSetMenu"));
    fileMenu->addAction(m_loadAction);
    fileMenu->addAction(m_saveAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_exportAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_table->acceptAllAction());
    fileMenu->addAction(m_table->clearAllAction());
    fileMenu->addAction(m_table->restoreClearedAction());
    fileButton->setMenu(fileMenu);
    toolbar->addWidget(fileButton);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("caseSearch"));
    m_search->setAccessibleName(tr("Filter cases by URL or agent"));
    m_search->setPlaceholderText(tr("Filter URL or agent…"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_filter, &CaseFilterModel::setText);

    auto makeCheck = [this](const QString &objectName, const QString &text, const QString &toolTip) {
        auto *box = new QCheckBox(text, this);
        box->setObjectName(objectName);
        box->setAccessibleName(toolTip);
        box->setToolTip(toolTip);
        return box;
    };
    m_onlyDisagreements = makeCheck(QStringLiteral("onlyDisagreements"), tr("Only d&isagreements"),
                                    tr("Show only cases where the shown dialects disagree"));
    m_onlyFailures =
        makeCheck(QStringLiteral("onlyFailures"), tr("Only &failures"), tr("Show only cases whose expectation fails"));
    m_onlyChanged =
        makeCheck(QStringLiteral("onlyChanged"), tr("Only c&hanged"), tr("Show only cases this edit changed"));
    connect(m_onlyDisagreements, &QCheckBox::toggled, m_filter, &CaseFilterModel::setOnlyDisagreements);
    connect(m_onlyFailures, &QCheckBox::toggled, m_filter, &CaseFilterModel::setOnlyFailures);
    connect(m_onlyChanged, &QCheckBox::toggled, m_filter, &CaseFilterModel::setOnlyChanged);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_search, 1);
    filterRow->addWidget(m_onlyDisagreements);
    filterRow->addWidget(m_onlyFailures);
    filterRow->addWidget(m_onlyChanged);

    // Many hosts: the document's site, and other hosts' URLs against their own files.
    m_site = new QLineEdit(this);
    m_site->setObjectName(QStringLiteral("siteEdit"));
    m_site->setAccessibleName(tr("Site this robots.txt belongs to"));
    m_site->setPlaceholderText(tr("https://example.com"));
    m_site->setToolTip(tr("The site this robots.txt is for. Paths and URLs on this site are tested "
                          "against the editor's text."));
    m_site->setClearButtonEnabled(true);
    auto *siteLabel = new QLabel(tr("Sit&e:"), this);
    siteLabel->setObjectName(QStringLiteral("siteLabel"));
    siteLabel->setBuddy(m_site);
    connect(m_site, &QLineEdit::editingFinished, this, [this] {
        const QString before = m_model->siteOrigin();
        m_model->setSite(m_site->text());
        if (m_model->siteOrigin() != before)
            Q_EMIT siteEdited(site());
    });
    m_otherHosts = makeCheck(QStringLiteral("checkOtherHosts"), tr("Check other h&osts against their live robots.txt"),
                             tr("Absolute URLs on other hosts than the site take their verdicts from their own "
                                "robots.txt, fetched from the network (View → Hosts)"));
    m_otherHosts->setEnabled(false);
    connect(m_otherHosts, &QCheckBox::toggled, this, [this](bool on) {
        Q_EMIT checkOtherHostsToggled(on);
        m_model->setCheckOtherHosts(on);
    });
    auto *siteRow = new QHBoxLayout;
    siteRow->addWidget(siteLabel);
    siteRow->addWidget(m_site, 1);
    siteRow->addWidget(m_otherHosts);

    m_table->setModel(m_filter);
    m_table->setItemDelegate(new CaseDelegate(m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // file order until the user sorts
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Not bold for the selected rows: a bold title would overflow the width its eliding assumed.
    m_table->horizontalHeader()->setHighlightSections(false);
    // Narrow dialect columns show the start of their title ("Perl WWW::Ro"), not its middle.
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->setColumnWidth(TesterModel::UrlColumn, 170);
    m_table->setColumnWidth(TesterModel::AgentColumn, 105);
    const QFontMetrics metrics = m_table->fontMetrics();
    m_table->setColumnWidth(TesterModel::ExpectedColumn,
                            metrics.horizontalAdvance(accessText(Access::Disallowed)) + 40);
    m_table->setColumnWidth(TesterModel::ResultColumn, metrics.horizontalAdvance(tr("FAIL")) + 44);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &TesterPanel::layoutCaseColumns);
    layoutCaseColumns();
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &TesterPanel::currentCaseChanged);
    connect(m_table, &CasesTable::statusMessage, this, &TesterPanel::report);
    m_table->installEventFilter(this);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setAccessibleName(tr("Summary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_busy = new QLabel(tr("Updating verdicts…"), this);
    m_busy->setObjectName(QStringLiteral("busyLabel"));
    m_busy->setAccessibleName(tr("Verdicts are being updated"));
    m_busy->setVisible(false);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_busy);

    auto *top = new QWidget(this);
    top->setObjectName(QStringLiteral("casesPane"));
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(filterRow);
    topLayout->addLayout(siteRow);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(summaryRow);

    // The bottom tabs: explanation, impact, dialects, summary per agent.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("testerTabs"));
    m_tabs->setAccessibleName(tr("Details"));

    m_explanation = new ExplanationView(m_tabs);
    connect(m_explanation, &ExplanationView::lineActivated, this, &TesterPanel::jumpToLine);
    // Another dialect picked in the explanation: its column becomes current, so the explanation,
    // the editor's jump and the table agree on the dialect.
    connect(m_explanation, &ExplanationView::dialectActivated, this, [this](DialectId dialect) {
        const QModelIndex current = m_table->selectionModel()->currentIndex();
        const int column = m_model->columnOf(dialect);
        if (current.isValid() && column >= 0)
            m_table->selectionModel()->setCurrentIndex(current.siblingAtColumn(column), QItemSelectionModel::NoUpdate);
    });
    connect(m_table, &CasesTable::explainRequested, this, [this] {
        updateExplanation();
        m_tabs->setCurrentWidget(m_explanation);
    });
    m_tabs->addTab(m_explanation, tr("E&xplanation"));

    auto *impact = new QWidget(m_tabs);
    impact->setObjectName(QStringLiteral("impactPane"));
    auto *impactLayout = new QVBoxLayout(impact);
    m_impactSummary = new QLabel(impact);
    m_impactSummary->setObjectName(QStringLiteral("impactSummary"));
    m_impactSummary->setAccessibleName(tr("Edit impact summary"));
    m_impactSummary->setWordWrap(true);
    m_impactTable = new QTableView(impact);
    m_impactTable->setObjectName(QStringLiteral("impactTable"));
    m_impactTable->setAccessibleName(tr("Cases whose verdict this edit changed"));
    m_impactTable->setModel(m_impactFilter);
    m_impactTable->setItemDelegate(new ImpactDelegate(m_impactTable));
    m_impactTable->setWordWrap(false);
    const auto layoutImpactColumns = [this] {
        // The impact list is about verdicts: URL, agent and the dialect columns.
        m_impactTable->setColumnHidden(TesterModel::ExpectedColumn, true);
        m_impactTable->setColumnHidden(TesterModel::ResultColumn, true);
        m_impactTable->setColumnWidth(TesterModel::UrlColumn, m_table->columnWidth(TesterModel::UrlColumn));
        m_impactTable->setColumnWidth(TesterModel::AgentColumn, m_table->columnWidth(TesterModel::AgentColumn));
        const int width = m_impactTable->fontMetrics().horizontalAdvance(
                              tr("%1 (was %2)")
                                  .arg(tr("%1 · line %2").arg(accessText(Access::Disallowed)).arg(999),
                                       accessText(Access::Disallowed))) +
                          40;
        for (int c = TesterModel::FirstDialectColumn; c < m_model->columnCount(); ++c)
            m_impactTable->setColumnWidth(c, width);
    };
    connect(m_impactFilter, &QAbstractItemModel::modelReset, this, layoutImpactColumns);
    layoutImpactColumns();
    m_impactTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_impactTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_impactTable->horizontalHeader()->setStretchLastSection(true);
    m_impactTable->verticalHeader()->setDefaultSectionSize(m_impactTable->fontMetrics().height() + 8);
    connect(m_impactTable, &QTableView::activated, this,
            [this](const QModelIndex &index) { selectCase(m_impactFilter->mapToSource(index).row()); });
    impactLayout->addWidget(m_impactSummary);
    impactLayout->addWidget(m_impactTable, 1);
    m_tabs->addTab(impact, tr("Edit &impact"));

    auto *dialectsPane = new QSplitter(Qt::Horizontal, m_tabs);
    dialectsPane->setObjectName(QStringLiteral("dialectsPane"));
    m_dialectList = new QListView(dialectsPane);
    m_dialectList->setObjectName(QStringLiteral("dialectList"));
    m_dialectList->setAccessibleName(tr("Dialects; checked ones are shown as columns"));
    m_dialectList->setModel(m_dialects);
    m_dialectChoices = new QTextBrowser(dialectsPane);
    m_dialectChoices->setObjectName(QStringLiteral("dialectChoices"));
    m_dialectChoices->setAccessibleName(tr("The choices each dialect makes"));
    connect(m_dialectList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &TesterPanel::updateDialectChoices);
    dialectsPane->setStretchFactor(0, 1);
    dialectsPane->setStretchFactor(1, 3);
    m_tabs->addTab(dialectsPane, tr("Dia&lects"));

    m_agentSummary = new QTextBrowser(m_tabs);
    m_agentSummary->setObjectName(QStringLiteral("agentSummary"));
    m_agentSummary->setAccessibleName(tr("Verdicts per agent"));
    m_tabs->addTab(m_agentSummary, tr("&Summary"));

    // Every dialect for the selected case (Compare All Dialects); last, so the other tabs keep
    // their places.
    m_allDialects = new AllDialectsView(m_tabs);
    connect(m_allDialects, &AllDialectsView::lineActivated, this, &TesterPanel::jumpToLine);
    m_tabs->addTab(m_allDialects, tr("All &Dialects"));

    // All Dialects shown: its rows (one per dialect) get the height they need (makeRoomForAllDialects()).
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_allDialects)
            QTimer::singleShot(0, this, &TesterPanel::makeRoomForAllDialects);
    });

    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_splitter = splitter;
    splitter->setObjectName(QStringLiteral("testerSplitter"));
    splitter->addWidget(top);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    // Which test set these cases are, so a file's cases are not mistaken for another's.
    m_testSetLabel = new QLabel(this);
    m_testSetLabel->setObjectName(QStringLiteral("testSetLabel"));
    m_testSetLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testSetLabel->setTextFormat(Qt::PlainText);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_testSetLabel);
    layout->addWidget(toolbar);
    layout->addWidget(splitter, 1);
}

void TesterPanel::layoutCaseColumns()
{
    // The matrix first: URL, agent, the dialects side by side, then expectation and result.
    QHeaderView *header = m_table->horizontalHeader();
    header->moveSection(header->visualIndex(TesterModel::ExpectedColumn), header->count() - 1);
    header->moveSection(header->visualIndex(TesterModel::ResultColumn), header->count() - 1);
    const QFontMetrics metrics = m_table->fontMetrics();
    // Wide enough for the dialect's name and "Disallowed · line 123" when every dialect fits so;
    // else an equal share each, down to an icon and "line 123" (CaseDelegate's short form), so
    // the dialects stay side by side; the URL column gives way first.
    const int dialects = m_model->columnCount() - TesterModel::FirstDialectColumn;
    // A verdict cell as the style lays it out: the icon, the margins, the text.
    QStyleOptionViewItem cellOption;
    cellOption.initFrom(m_table);
    cellOption.widget = m_table;
    cellOption.font = m_table->font();
    cellOption.fontMetrics = metrics;
    cellOption.features = QStyleOptionViewItem::HasDecoration;
    const int iconExtent = m_table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_table);
    cellOption.decorationSize = m_table->iconSize().isValid() ? m_table->iconSize() : QSize(iconExtent, iconExtent);
    cellOption.icon = VerdictStyle::icon(Access::Disallowed);
    cellOption.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    const int shortForm = CaseDelegate::cellWidth(cellOption, tr("line %1").arg(999)) + 4;
    const int viewport = m_table->viewport()->width();
    m_table->resizeColumnToContents(TesterModel::AgentColumn);
    m_table->setColumnWidth(TesterModel::AgentColumn, std::clamp(m_table->columnWidth(TesterModel::AgentColumn), 70,
                                                                 metrics.averageCharWidth() * 18));
    const int agentWidth = m_table->columnWidth(TesterModel::AgentColumn);
    m_table->resizeColumnToContents(TesterModel::UrlColumn);
    m_table->setColumnWidth(TesterModel::UrlColumn,
                            std::clamp(m_table->columnWidth(TesterModel::UrlColumn), 90,
                                       std::max(90, std::min(metrics.averageCharWidth() * 36,
                                                             viewport - agentWidth - dialects * shortForm))));
    const int verdictWidth =
        CaseDelegate::cellWidth(cellOption, tr("%1 · line %2").arg(accessText(Access::Disallowed)).arg(999)) + 4;
    QFont bold = header->font();
    bold.setBold(true);
    QList<int> full;
    for (int c = TesterModel::FirstDialectColumn; c < m_model->columnCount(); ++c)
        full << std::max(verdictWidth,
                         QFontMetrics(bold).horizontalAdvance(m_model->headerData(c, Qt::Horizontal).toString()) + 24);
    const int available = viewport - m_table->columnWidth(TesterModel::UrlColumn) - agentWidth;
    const int needed = std::accumulate(full.cbegin(), full.cend(), 0);
    for (qsizetype i = 0; i < full.size(); ++i)
        m_table->setColumnWidth(TesterModel::FirstDialectColumn + int(i),
                                needed <= available ? full.at(i) : std::max(shortForm, available / int(full.size())));
    // "Disallowed · rfc9309" when the cases name dialects; capped so the verdicts stay in view.
    m_table->resizeColumnToContents(TesterModel::ExpectedColumn);
    m_table->setColumnWidth(TesterModel::ExpectedColumn,
                            std::clamp(m_table->columnWidth(TesterModel::ExpectedColumn),
                                       metrics.horizontalAdvance(accessText(Access::Disallowed)) + 40,
                                       metrics.horizontalAdvance(QStringLiteral("Disallowed · norobots1994")) + 40));
}

bool TesterPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::Resize)
        layoutCaseColumns();
    return QWidget::eventFilter(watched, event);
}

} // namespace robots::ui
