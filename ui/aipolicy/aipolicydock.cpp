// SPDX-License-Identifier: MIT
#include "aipolicy/aipolicydock.h"

#include "aipolicy/aipolicymodel.h"
#include "tester/agentpresets.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

namespace robots::ui {

AiPolicyDock::AiPolicyDock(QWidget *parent)
    : QDockWidget(tr("AI Policy"), parent)
    , m_model(new AiPolicyModel(this))
    , m_filter(new AiPolicyFilterModel(this))
    , m_summary(new QLabel)
    , m_text(new QLineEdit)
    , m_category(new QComboBox)
    , m_view(new QTreeView)
    , m_explanation(new QLabel)
{
    setObjectName(QStringLiteral("aiPolicyDock"));
    auto *body = new QWidget;
    body->setObjectName(QStringLiteral("aiPolicyBody"));

    m_summary->setObjectName(QStringLiteral("aiPolicySummary"));
    m_summary->setAccessibleName(tr("AI policy summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);

    m_text->setObjectName(QStringLiteral("aiPolicyFilter"));
    m_text->setPlaceholderText(tr("Filter crawlers or operators"));
    m_text->setAccessibleName(tr("Filter crawlers"));
    m_text->setClearButtonEnabled(true);
    m_category->setObjectName(QStringLiteral("aiPolicyCategory"));
    m_category->setAccessibleName(tr("Purpose"));
    m_category->addItem(tr("Every purpose"));
    for (const CrawlerCategory category : AgentPresets::catalogueCategories())
        m_category->addItem(AgentPresets::categoryTitle(category), int(category));

    m_filter->setSourceModel(m_model);
    m_view->setObjectName(QStringLiteral("aiPolicyView"));
    m_view->setAccessibleName(tr("AI crawlers by purpose"));
    m_view->setModel(m_filter);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setAllColumnsShowFocus(false);
    m_view->header()->setStretchLastSection(true);
    m_view->expandAll();

    m_explanation->setObjectName(QStringLiteral("aiPolicyExplanation"));
    m_explanation->setAccessibleName(tr("Explanation of the selected cell"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_text, 2);
    filters->addWidget(m_category, 1);
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_summary);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_explanation);
    setWidget(body);

    connect(m_model, &AiPolicyModel::summaryChanged, m_summary, &QLabel::setText);
    m_summary->setText(m_model->summary());
    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        m_view->expandAll();
    });
    connect(m_category, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant chosen = m_category->currentData();
        m_filter->setCategory(chosen.isValid() ? std::optional(CrawlerCategory(chosen.toInt())) : std::nullopt);
        m_view->expandAll();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &AiPolicyDock::updateExplanation);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &AiPolicyDock::updateExplanation);
}

void AiPolicyDock::setAnalyzer(DocumentAnalyzer *analyzer)
{
    if (m_analyzer)
        disconnect(m_analyzer, nullptr, this, nullptr);
    m_analyzer = analyzer;
    m_read = false;
    if (!m_analyzer)
        return;
    connect(m_analyzer, &DocumentAnalyzer::analysisReady, this, &AiPolicyDock::onAnalysis);
    refresh();
}

void AiPolicyDock::setTestUrlsSource(std::function<QStringList()> source)
{
    m_urls = std::move(source);
    refresh();
}

bool AiPolicyDock::following() const
{
    // A dock behind another one's tab is hidden too: it waits for its showEvent().
    return isVisible();
}

void AiPolicyDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    refresh();
}

void AiPolicyDock::refresh()
{
    if (!following())
        return;
    if (m_urls)
        m_model->setTestUrls(m_urls());
    if (m_analyzer) {
        m_read = false; // read the newest text even when its revision was read before
        onAnalysis(m_analyzer->current());
    }
}

void AiPolicyDock::updateTestUrls()
{
    if (following() && m_urls)
        m_model->setTestUrls(m_urls());
}

void AiPolicyDock::onAnalysis(const AnalysisPtr &analysis)
{
    // Hidden: nothing to do; the newest analysis is read when the dock is shown again.
    if (!following() || !analysis || (m_read && analysis->revision == m_revision))
        return;
    m_revision = analysis->revision;
    m_read = true;
    if (m_urls)
        m_model->setTestUrls(m_urls());
    m_model->setText(analysis->text());
}

void AiPolicyDock::updateExplanation()
{
    const QModelIndex current = m_view->currentIndex();
    m_explanation->setText(current.isValid() ? current.data(Qt::ToolTipRole).toString() : QString());
}

} // namespace robots::ui
