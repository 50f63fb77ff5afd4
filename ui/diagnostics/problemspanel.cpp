// SPDX-License-Identifier: MIT
#include "diagnostics/problemspanel.h"

#include "analysis/diagnosticstext.h"
#include "diagnostics/diagnosticscontroller.h"
#include "diagnostics/problemsfiltermodel.h"
#include "diagnostics/problemsmodel.h"
#include "diagnostics/severitystyle.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace robots::ui {

namespace {
constexpr std::array<Severity, 4> kSeverities{Severity::Error, Severity::Warning, Severity::Info, Severity::Hint};
} // namespace

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProblemsModel(this))
    , m_filter(new ProblemsFilterModel(this))
    , m_filterEdit(new QLineEdit(this))
    , m_fixAllButton(new QToolButton(this))
    , m_view(new QTreeView(this))
    , m_details(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("problemsPanel"));
    m_model->setObjectName(QStringLiteral("problemsModel"));
    m_filter->setObjectName(QStringLiteral("problemsFilterModel"));
    m_filter->setSourceModel(m_model);

    m_filterEdit->setObjectName(QStringLiteral("problemsFilter"));
    m_filterEdit->setClearButtonEnabled(true);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &ProblemsFilterModel::setFilterText);

    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_filterEdit, 1);
    static constexpr std::array<const char *, 4> names{"showErrors", "showWarnings", "showInfos", "showHints"};
    for (Severity severity : kSeverities) {
        auto *button = new QToolButton(this);
        button->setObjectName(QLatin1String(names[std::size_t(severity)]));
        button->setCheckable(true);
        button->setChecked(true);
        button->setAutoRaise(true);
        button->setIcon(severityIcon(severity));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        connect(button, &QToolButton::toggled, m_filter,
                [this, severity](bool on) { m_filter->setSeverityVisible(severity, on); });
        m_severityButtons[std::size_t(severity)] = button;
        top->addWidget(button);
    }
    m_fixAllButton->setObjectName(QStringLiteral("fixAllSafeButton"));
    m_fixAllButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_fixAllButton->setEnabled(false);
    top->addWidget(m_fixAllButton);

    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setModel(m_filter);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSortingEnabled(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->sortByColumn(ProblemsModel::LineColumn, Qt::AscendingOrder);
    QHeaderView *header = m_view->header();
    header->setStretchLastSection(false);
    // The budget "the window's thread never stalled > 50 ms" on a large file: the columns fit the
    // rows in sight, not every one of up to thousands of problems measured again on each layout.
    header->setResizeContentsPrecision(0);
    header->setSectionResizeMode(ProblemsModel::SeverityColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ProblemsModel::LineColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ProblemsModel::CodeColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ProblemsModel::MessageColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ProblemsModel::DialectsColumn, QHeaderView::Interactive);
    header->resizeSection(ProblemsModel::DialectsColumn, 180);
    const auto jump = [this](const QModelIndex &index) {
        const int line = index.data(ProblemsModel::LineRole).toInt();
        if (line > 0)
            Q_EMIT jumpTo(line, index.data(ProblemsModel::ColumnRole).toInt());
    };
    connect(m_view, &QTreeView::doubleClicked, this, jump);
    connect(m_view, &QTreeView::activated, this, jump);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ProblemsPanel::updateDetails);

    m_details->setObjectName(QStringLiteral("problemDetails"));
    m_details->setOpenLinks(false);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("problemsSplitter"));
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateCounts();
        updateDetails();
    });
    // An edit that keeps the findings updates the rows in place (ProblemsModel::setReport()).
    connect(m_model, &ProblemsModel::countsChanged, this, &ProblemsPanel::updateCounts);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                const QModelIndex current = m_filter->mapToSource(m_view->currentIndex());
                if (current.isValid() && current.row() >= topLeft.row() && current.row() <= bottomRight.row())
                    updateDetails();
            });
    retranslate();
}

ProblemsPanel::~ProblemsPanel() = default;

void ProblemsPanel::retranslate()
{
    setAccessibleName(tr("Problems"));
    m_filterEdit->setAccessibleName(tr("Filter problems"));
    m_filterEdit->setPlaceholderText(tr("Filter (text or code)"));
    if (!m_fixAllButton->defaultAction())
        m_fixAllButton->setText(tr("Fix All Safe Problems"));
    m_fixAllButton->setAccessibleName(tr("Fix all safe problems"));
    m_view->setAccessibleName(tr("Problems in the file"));
    m_details->setAccessibleName(tr("Why it matters"));
    m_details->setPlaceholderText(tr("Select a problem to see why it matters."));
    updateCounts();
}

void ProblemsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the rows follow with the controller's next report
}

DiagnosticsController *ProblemsPanel::controller() const
{
    return m_controller.data();
}

void ProblemsPanel::setController(DiagnosticsController *controller)
{
    if (m_controller == controller)
        return;
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    m_fixAllButton->setDefaultAction(nullptr);
    if (m_controller) {
        connect(m_controller, &DiagnosticsController::reportChanged, this, [this] {
            if (isVisible())
                showReport();
            else
                m_stale = true;
        });
        showReport();
        QAction *fixAll = m_controller->fixAllSafeAction();
        m_fixAllButton->setDefaultAction(fixAll);
    } else {
        m_model->setReport(nullptr);
        m_fixAllButton->setText(tr("Fix All Safe Problems"));
        m_fixAllButton->setEnabled(false);
    }
}

void ProblemsPanel::showReport()
{
    m_stale = false;
    m_model->setReport(m_controller ? m_controller->report() : nullptr);
}

void ProblemsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        showReport();
}

void ProblemsPanel::updateCounts()
{
    for (Severity severity : kSeverities) {
        QToolButton *button = m_severityButtons[std::size_t(severity)];
        const int count = m_model->count(severity);
        button->setText(QString::number(count));
        const QString text = severityCountText(severity, count);
        button->setToolTip(tr("Show or hide: %1").arg(text));
        button->setAccessibleName(tr("Show %1").arg(text));
    }
}

void ProblemsPanel::updateDetails()
{
    const QModelIndex current = m_view->currentIndex();
    m_details->setHtml(current.isValid() ? current.data(ProblemsModel::DetailsRole).toString() : QString());
}

} // namespace robots::ui
