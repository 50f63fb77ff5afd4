// SPDX-License-Identifier: MIT
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

namespace {

// The impact list says what each changed verdict was before the edit, on a tinted cell; the
// dialects whose verdicts did not change (shown after the changed ones) are dimmed.
class ImpactDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QList<int> changedColumns; ///< Dialect columns with a changed verdict.

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QVariant before = index.data(TesterModel::BaselineAccessRole);
        const QVariant now = index.data(TesterModel::AccessRole);
        if (before.isValid() && now.isValid() && before != now) {
            option->text = TesterPanel::tr("%1 (was %2)").arg(option->text, accessText(Access(before.toInt())));
            option->backgroundBrush = VerdictStyle::highlightBrush();
        } else if (index.column() >= TesterModel::FirstDialectColumn && !changedColumns.contains(index.column())) {
            // The verdict's own colour is on every colour group of the option now: the view's.
            const QPalette view = option->widget ? option->widget->palette() : QPalette();
            option->palette.setColor(QPalette::Text, view.color(QPalette::Disabled, QPalette::Text));
            option->icon = QIcon(option->icon.pixmap(option->decorationSize, QIcon::Disabled));
        }
    }
};

// Editors for the table: agents complete from the presets, expectations are a choice of three.
class CaseDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (index.column() == TesterModel::ExpectedColumn) {
            auto *combo = new QComboBox(parent);
            combo->setObjectName(QStringLiteral("expectedEditor"));
            combo->setAccessibleName(TesterPanel::tr("Expected verdict"));
            combo->addItem(TesterPanel::tr("No expectation"), QString());
            combo->addItem(accessText(Access::Allowed), QStringLiteral("allowed"));
            combo->addItem(accessText(Access::Disallowed), QStringLiteral("disallowed"));
            return combo;
        }
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor); line && index.column() == TesterModel::AgentColumn) {
            QStringList names;
            for (const AgentPreset &p : AgentPresets::all())
                names << p.name;
            auto *completer = new QCompleter(names, line);
            completer->setCaseSensitivity(Qt::CaseInsensitive);
            line->setCompleter(completer);
            line->setObjectName(QStringLiteral("agentEditor"));
            line->setAccessibleName(TesterPanel::tr("Agent"));
        } else if (line) {
            line->setObjectName(QStringLiteral("urlEditor"));
            line->setAccessibleName(TesterPanel::tr("URL or path"));
        }
        return editor;
    }

    // A verdict column too narrow for "Disallowed · line 7" shows the icon and "line 7", and one
    // too narrow for that the icon and "7": the icon's shape still tells allowed from disallowed,
    // the line number always shows whole, and the tooltip and accessible text are whole. "Too
    // narrow" is the style's own measure of the cell (icon, margins, text), as the columns are laid out.
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const int line = index.data(TesterModel::DecidingLineRole).toInt();
        if (line <= 0 || !index.data(TesterModel::AccessRole).isValid() || option->rect.width() <= 0)
            return;
        if (cellWidth(*option, option->text) <= option->rect.width())
            return;
        const QString shortText = TesterPanel::tr("line %1").arg(line);
        option->text = cellWidth(*option, shortText) <= option->rect.width() ? shortText : QString::number(line);
    }

    // The width the style needs for a cell of OPTION showing TEXT.
    static int cellWidth(QStyleOptionViewItem option, const QString &text)
    {
        option.text = text;
        option.features |= QStyleOptionViewItem::HasDisplay;
        const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
        return style->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), option.widget).width();
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole).toString())));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            model->setData(index, combo->currentData(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }
};

} // namespace

TesterPanel::TesterPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new TesterModel(this))
    , m_ownModel(m_model)
    , m_filter(new CaseFilterModel(this))
    , m_impactFilter(new CaseFilterModel(this))
    , m_dialects(new DialectListModel(this))
{
    setObjectName(QStringLiteral("testerPanel"));
    setAccessibleName(tr("Tester"));
    m_model->setObjectName(QStringLiteral("testerModel"));
    m_filter->setObjectName(QStringLiteral("testerFilter"));
    m_filter->setSourceModel(m_model);
    m_impactFilter->setObjectName(QStringLiteral("impactFilter"));
    // Attached only while there is a baseline: without one nothing can have changed, and the
    // list need not filter every verdict update.
    m_impactFilter->setOnlyChanged(true);

    buildActions();
    buildUi();

    connectModel();
    connect(m_dialects, &DialectListModel::checkedDialectsChanged, this, [this](const QList<DialectId> &dialects) {
        if (m_syncingDialects)
            return;
        m_model->setShownDialects(dialects);
        updateDialectChoices();
    });
    m_model->setShownDialects(m_dialects->checkedDialects());
    updateSummary();
    updateDialectChoices();
    updateTestSetLabel();
}

void TesterPanel::connectModel()
{
    connect(m_model, &TesterModel::summaryChanged, this, &TesterPanel::updateSummary);
    connect(m_model, &TesterModel::evaluationFinished, this, &TesterPanel::verdictsArrived);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                const int row = currentSourceRow();
                if (row >= topLeft.row() && row <= bottomRight.row() && !m_model->isEvaluating())
                    updateExplanation();
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, &TesterPanel::updateSummary);
    connect(m_model, &TesterModel::casesChanged, this, &TesterPanel::updateTestSetLabel);
    connect(m_model, &TesterModel::testSetChanged, this, &TesterPanel::updateTestSetLabel);
    connect(m_model, &TesterModel::requiredDialectsChanged, this, [this](const QList<DialectId> &dialects) {
        if (m_analyzer)
            m_analyzer->setClientDialects(m_model, dialects);
    });
}

void TesterPanel::setModel(TesterModel *model)
{
    if (!model)
        model = m_ownModel;
    if (model == m_model)
        return;
    TesterModel *old = m_model;
    // Each model keeps its selected case, shown again when it comes back.
    old->setProperty("testerCurrentCase", currentSourceRow());
    disconnect(old, nullptr, this, nullptr);
    if (m_analyzer)
        m_analyzer->setClientDialects(old, {});
    old->setHighlightedLine(0);
    m_model = model;
    m_model->setHostRules(m_hostRules);
    m_model->setCheckOtherHosts(m_otherHosts->isChecked());
    connectModel();
    if (m_analyzer) {
        m_analyzer->setClientDialects(m_model, m_model->requiredDialects());
        // The analyzer's current text is this model's document's only once it is idle: while it
        // is busy the model keeps its own last analysis, and the next one arrives soon.
        if (!m_analyzer->isBusy())
            m_model->setAnalysis(m_analyzer->current());
    }
    m_filter->setSourceModel(m_model);
    m_impactFilter->setSourceModel(m_model->hasBaseline() ? m_model : nullptr);
    // The Dialects list shows this model's columns.
    m_syncingDialects = true;
    m_dialects->setCheckedDialects(m_model->shownDialects());
    m_syncingDialects = false;
    layoutCaseColumns();
    m_highlighted.clear();
    m_jumpPending = false;
    Q_EMIT highlightLines({});
    updateExplanation();
    updateDialectChoices();
    updateSummary();
    updateBusy();
    updateTestSetLabel();
    bool ok = false;
    const int row = m_model->property("testerCurrentCase").toInt(&ok);
    if (ok && row >= 0 && row < m_model->rowCount()) {
        m_restoringSelection = true;
        selectCase(row);
        m_restoringSelection = false;
    }
}

TesterPanel::~TesterPanel()
{
    // ~QWidget deletes the views and models after this body; what they signal on the way out
    // (current index cleared, rows gone) must not reach a half-destroyed panel.
    for (QObject *sender :
         std::initializer_list<QObject *>{m_model, m_filter, m_impactFilter, m_dialects, m_table->selectionModel(),
                                          m_dialectList->selectionModel(), m_explanation, m_analyzer.data()}) {
        if (sender)
            disconnect(sender, nullptr, this, nullptr);
    }
    if (m_analyzer)
        m_analyzer->setClientDialects(m_model, {});
}

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

    // All Dialects shown: its nine rows get the height they need (makeRoomForAllDialects()).
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

// --- Integration ---------------------------------------------------------------------------

void TesterPanel::setAnalyzer(DocumentAnalyzer *analyzer)
{
    if (m_analyzer == analyzer)
        return;
    if (m_analyzer) {
        disconnect(m_analyzer, nullptr, this, nullptr);
        m_analyzer->setClientDialects(m_model, {});
    }
    m_analyzer = analyzer;
    m_allDialects->setAnalyzer(analyzer);
    if (!m_analyzer)
        return;
    // The model shown now gets the analyses (the window gives it its document's text).
    connect(m_analyzer, &DocumentAnalyzer::analysisReady, this,
            [this](const AnalysisPtr &analysis) { m_model->setAnalysis(analysis); });
    connect(m_analyzer, &DocumentAnalyzer::busyChanged, this, &TesterPanel::updateBusy);
    m_analyzer->setClientDialects(m_model, m_model->requiredDialects());
    m_model->setAnalysis(m_analyzer->current());
}

DocumentAnalyzer *TesterPanel::analyzer() const
{
    return m_analyzer;
}

void TesterPanel::setShownDialects(const QList<DialectId> &dialects)
{
    m_syncingDialects = true;
    m_dialects->setCheckedDialects(dialects);
    m_syncingDialects = false;
    // The model keeps the given order (the example's or the caller's), not the list's.
    m_model->setShownDialects(dialects);
    updateDialectChoices();
}

QList<DialectId> TesterPanel::shownDialects() const
{
    return m_model->shownDialects();
}

void TesterPanel::setDefaultAgents(const QStringList &agents)
{
    if (!agents.isEmpty())
        m_defaultAgents = agents;
}

void TesterPanel::setBaselineText(const QByteArray &text, const QString &name)
{
    m_model->setBaselineText(text, name);
    if (m_impactFilter->sourceModel() != m_model)
        m_impactFilter->setSourceModel(m_model);
    updateSummary();
}

void TesterPanel::clearBaseline()
{
    m_model->clearBaseline();
    m_impactFilter->setSourceModel(nullptr);
    updateSummary();
}

void TesterPanel::setHostRules(net::HostRulesCache *cache)
{
    m_hostRules = cache;
    m_model->setHostRules(cache);
    m_otherHosts->setEnabled(cache != nullptr);
}

void TesterPanel::setSite(const QString &site)
{
    m_site->setText(site);
    m_model->setSite(site);
}

QString TesterPanel::site() const
{
    return m_site->text().trimmed();
}

void TesterPanel::setCheckOtherHosts(bool on)
{
    m_otherHosts->setChecked(on);
}

void TesterPanel::setRobotsFilePath(const QString &path)
{
    m_robotsPath = path;
    const QString tests = m_robotsPath.isEmpty() ? QString() : TestSetFile::companionPath(m_robotsPath);
    if (!tests.isEmpty() && m_model->rowCount() == 0 && m_model->testSetPath().isEmpty() && QFileInfo::exists(tests))
        loadTestSet(tests);
    updateTestSetLabel();
}

QString TesterPanel::testSetPath() const
{
    if (!m_model->testSetPath().isEmpty())
        return m_model->testSetPath();
    return m_robotsPath.isEmpty() ? QString() : TestSetFile::companionPath(m_robotsPath);
}

void TesterPanel::updateTestSetLabel()
{
    const int cases = m_model->rowCount();
    const QString path = m_model->testSetPath();
    QString text;
    QString toolTip;
    if (!path.isEmpty()) {
        text = tr("Tests: %1 · %n case(s)", nullptr, cases).arg(QFileInfo(path).fileName());
        if (m_model->casesModified())
            text += tr(" · modified");
        toolTip = QDir::toNativeSeparators(path);
    } else if (cases > 0) {
        text = tr("Tests: not saved · %n case(s)", nullptr, cases);
        toolTip = m_robotsPath.isEmpty() ? tr("These cases are not in a test set file yet: Tests → Save Tests…")
                                         : tr("Saved as %1 when you save the file, or with Tests → Save Tests…")
                                               .arg(QDir::toNativeSeparators(TestSetFile::companionPath(m_robotsPath)));
    } else {
        text = tr("Tests: none");
        toolTip = tr("Add cases, or open a test set with Tests → Open Tests…");
    }
    m_testSetLabel->setText(text);
    m_testSetLabel->setToolTip(toolTip);
    m_testSetLabel->setAccessibleName(text);
    m_testSetLabel->setAccessibleDescription(toolTip);
}

void TesterPanel::editorLineSelected(int line)
{
    m_model->setHighlightedLine(line);
    const QList<int> rows = m_model->rowsDecidedBy(line);
    // The selected case's own jump moves the cursor to its line: the table stays where it is.
    if (rows.isEmpty() || rows.contains(currentSourceRow()))
        return;
    // Scroll to the first highlighted row that passes the filters; the selection stays.
    for (int row : rows) {
        const QModelIndex proxy = m_filter->mapFromSource(m_model->index(row, TesterModel::UrlColumn));
        if (proxy.isValid()) {
            m_table->scrollTo(proxy);
            break;
        }
    }
}

void TesterPanel::selectCase(int row)
{
    const QModelIndex proxy = m_filter->mapFromSource(m_model->index(row, TesterModel::UrlColumn));
    if (!proxy.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(proxy, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(proxy);
}

QTableView *TesterPanel::table() const
{
    return m_table;
}

int TesterPanel::currentSourceRow() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? m_filter->mapToSource(current).row() : -1;
}

std::optional<DialectId> TesterPanel::currentDialect() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (current.isValid()) {
        if (const std::optional<DialectId> d = m_model->dialectOfColumn(current.column()))
            return d;
    }
    return m_model->primaryDialect();
}

QList<int> TesterPanel::decidingLines(int row) const
{
    QList<int> lines;
    for (DialectId d : m_model->shownDialects()) {
        const int line = m_model->decidingLine(row, d);
        if (line > 0 && !lines.contains(line))
            lines.append(line);
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

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
    // above, which keep a third of the height (their filters and a few rows). The user's handle
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
        std::min(missing, sizes[0] - std::max(m_splitter->widget(0)->minimumSizeHint().height(), total / 3));
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

// --- Cases ---------------------------------------------------------------------------------

void TesterPanel::addCasesDialog()
{
    AddCasesDialog dialog(m_defaultAgents, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!dialog.agents().isEmpty())
        m_defaultAgents = dialog.agents();
    const TestCases cases = dialog.cases();
    const int first = m_model->appendCases(cases);
    if (!cases.isEmpty())
        selectCase(first);
}

int TesterPanel::pasteText(const QString &text)
{
    const ImportResult result = Importers::casesFromPaste(text, m_defaultAgents);
    if (!result.warnings.isEmpty())
        report(result.warnings.join(QLatin1Char(' ')));
    m_model->appendCases(result.cases);
    return int(result.cases.size());
}

void TesterPanel::pasteFromClipboard()
{
    const int n = pasteText(QApplication::clipboard()->text());
    report(tr("%n test case(s) added from the clipboard.", nullptr, n));
}

bool TesterPanel::importFile(const QString &path)
{
    const ImportResult result = Importers::importFile(path, m_defaultAgents);
    if (!result.error.isEmpty()) {
        m_error = result.error;
        report(m_error);
        return false;
    }
    m_model->appendCases(result.cases);
    QString message =
        tr("%n test case(s) imported from %1.", nullptr, int(result.cases.size())).arg(QFileInfo(path).fileName());
    if (!result.warnings.isEmpty())
        message += QLatin1Char(' ') + result.warnings.join(QLatin1Char(' '));
    report(message);
    return true;
}

bool TesterPanel::loadTestSet(const QString &path)
{
    const TestSetFile::Loaded loaded = TestSetFile::load(path);
    if (!loaded.ioError.isEmpty()) {
        m_error = loaded.ioError;
        report(m_error);
        return false;
    }
    m_model->setCases(loaded.cases);
    m_model->setTestSetPath(QFileInfo(path).absoluteFilePath());
    m_model->setCasesModified(false);
    QString message =
        tr("%n test case(s) read from %1.", nullptr, int(loaded.cases.size())).arg(QFileInfo(path).fileName());
    if (!loaded.errors.isEmpty())
        message += QLatin1Char(' ') + tr("Skipped: %1").arg(loaded.errors.join(QStringLiteral("; ")));
    report(message);
    return true;
}

bool TesterPanel::saveTestSet(const QString &path)
{
    QString error;
    if (!TestSetFile::save(path, m_model->cases(), m_model->primaryDialect(), &error)) {
        m_error = error;
        report(m_error);
        return false;
    }
    m_model->setTestSetPath(QFileInfo(path).absoluteFilePath());
    m_model->setCasesModified(false);
    report(tr("Test set saved to %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool TesterPanel::exportCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_model->toCsv()) < 0 || !file.commit()) {
        m_error = tr("Cannot write %1: %2").arg(path, file.errorString());
        report(m_error);
        return false;
    }
    report(tr("Table exported to %1.").arg(QFileInfo(path).fileName()));
    return true;
}

void TesterPanel::loadExample(const Example &example)
{
    // The baseline stays: it is the document's (the example's text as opened).
    setShownDialects(example.dialects);
    m_model->setCases(example.testCases());
    report(tr("Example: %1 — %2").arg(example.title, example.source));
}

void TesterPanel::importDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import URLs"), QFileInfo(m_robotsPath).absolutePath(),
        tr("URL lists (*.txt *.csv *.tsv *.xml);;Sitemaps (*.xml);;CSV files (*.csv *.tsv);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void TesterPanel::loadDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Test Set"), testSetPath().isEmpty() ? QString() : testSetPath(),
                                     tr("Test sets (*.tests);;All files (*)"));
    if (!path.isEmpty())
        loadTestSet(path);
}

void TesterPanel::saveDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Test Set"), testSetPath(),
                                                      tr("Test sets (*.tests);;All files (*)"));
    if (!path.isEmpty())
        saveTestSet(path);
}

void TesterPanel::exportDialog()
{
    QFileDialog dialog(this, tr("Export Table as CSV"), QString(), tr("CSV files (*.csv);;All files (*)"));
    dialog.setObjectName(QStringLiteral("exportCsvDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // "verdicts" is saved as verdicts.csv: spreadsheets and file managers go by the suffix.
    dialog.setDefaultSuffix(QStringLiteral("csv"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    // Native dialogs may not apply the default suffix; a name typed with a suffix is kept.
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    exportCsv(path);
}

void TesterPanel::report(const QString &message)
{
    Q_EMIT statusMessage(message);
}

} // namespace robots::ui
