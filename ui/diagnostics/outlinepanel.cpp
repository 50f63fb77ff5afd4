// SPDX-License-Identifier: MIT
#include "diagnostics/outlinepanel.h"

#include "analysis/documentanalyzer.h"
#include "analysis/messages.h"
#include "diagnostics/outlinemodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace robots::ui {

namespace {
// Expanding every group costs a pass over the rows; beyond this many groups they start closed.
constexpr int kExpandLimit = 300;
} // namespace

OutlinePanel::OutlinePanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new OutlineModel(this))
    , m_label(new QLabel(this))
    , m_dialectBox(new QComboBox(this))
    , m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("outlinePanel"));
    m_model->setObjectName(QStringLiteral("outlineModel"));

    m_label->setBuddy(m_dialectBox);
    m_dialectBox->setObjectName(QStringLiteral("outlineDialect"));
    for (const Dialect &d : allDialects())
        m_dialectBox->addItem(QString(), int(d.id()));
    // The longest dialect title ("Python 3.11–3.12 urllib.robotparser") must not set the dock's,
    // and so the window's, minimum width; the popup still shows whole titles.
    m_dialectBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_dialectBox->setMinimumContentsLength(16);

    m_view->setObjectName(QStringLiteral("outlineView"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(OutlineModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(OutlineModel::LineColumn, QHeaderView::ResizeToContents);
    // The budget "the window's thread never stalled > 50 ms" on a large file: sized to the rows in
    // sight, not by measuring every row of the outline again on each layout (Qt's default looks at
    // 1,000 rows, laying out each one's text).
    m_view->header()->setResizeContentsPrecision(0);

    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_label);
    top->addWidget(m_dialectBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    connect(m_dialectBox, &QComboBox::currentIndexChanged, this,
            [this] { setDialect(DialectId(m_dialectBox->currentData().toInt())); });
    const auto jump = [this](const QModelIndex &index) {
        const int line = index.data(OutlineModel::LineRole).toInt();
        if (line > 0)
            Q_EMIT jumpToLine(line);
    };
    connect(m_view, &QTreeView::clicked, this, jump);
    connect(m_view, &QTreeView::activated, this, jump);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_model->rowCount() <= kExpandLimit)
            m_view->expandAll();
    });
    retranslate();
}

OutlinePanel::~OutlinePanel() = default;

void OutlinePanel::retranslate()
{
    setAccessibleName(tr("Outline"));
    m_label->setText(tr("&Read as:"));
    m_dialectBox->setAccessibleName(tr("Dialect of the outline"));
    m_dialectBox->setToolTip(tr("Groups as this dialect forms them"));
    for (int i = 0; i < m_dialectBox->count(); ++i)
        m_dialectBox->setItemText(i, dialectTitle(DialectId(m_dialectBox->itemData(i).toInt())));
    m_view->setAccessibleName(tr("Groups, agents and rules"));
}

void OutlinePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showAnalysis(); // the rows' words
    }
}

DocumentAnalyzer *OutlinePanel::analyzer() const
{
    return m_analyzer.data();
}

void OutlinePanel::setAnalyzer(DocumentAnalyzer *analyzer)
{
    if (m_analyzer == analyzer)
        return;
    if (m_analyzer) {
        disconnect(m_analyzer, nullptr, this, nullptr);
        m_analyzer->setClientDialects(this, {});
    }
    m_analyzer = analyzer;
    if (m_analyzer) {
        connect(m_analyzer, &DocumentAnalyzer::analysisReady, this, &OutlinePanel::onAnalysis);
        requestDialect();
    }
    showAnalysis();
}

void OutlinePanel::setDialect(DialectId dialect)
{
    const int index = m_dialectBox->findData(int(dialect));
    if (index >= 0 && index != m_dialectBox->currentIndex())
        m_dialectBox->setCurrentIndex(index); // comes back here
    if (dialect == m_model->dialect())
        return;
    m_model->setDialect(dialect);
    requestDialect();
}

DialectId OutlinePanel::dialect() const
{
    return m_model->dialect();
}

void OutlinePanel::requestDialect()
{
    if (m_analyzer)
        m_analyzer->setClientDialects(this, {m_model->dialect()});
}

void OutlinePanel::onAnalysis(const AnalysisPtr &analysis)
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_model->setAnalysis(analysis);
}

void OutlinePanel::showAnalysis()
{
    m_stale = false;
    m_model->setAnalysis(m_analyzer ? m_analyzer->current() : AnalysisPtr());
}

void OutlinePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        showAnalysis();
}

} // namespace robots::ui
