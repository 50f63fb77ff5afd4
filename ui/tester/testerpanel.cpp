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

} // namespace robots::ui
