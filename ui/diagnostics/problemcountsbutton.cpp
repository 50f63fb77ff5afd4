// SPDX-License-Identifier: MIT
#include "diagnostics/problemcountsbutton.h"

#include "analysis/diagnosticstext.h"
#include "diagnostics/diagnosticscontroller.h"
#include "diagnostics/severitystyle.h"

#include <QPainter>
#include <QStringList>
#include <QStyleOptionButton>

namespace robots::ui {

namespace {
constexpr std::array<Severity, 4> kSeverities{Severity::Error, Severity::Warning, Severity::Info, Severity::Hint};
constexpr int kGap = 4;
} // namespace

ProblemCountsButton::ProblemCountsButton(QWidget *parent)
    : QAbstractButton(parent)
{
    setObjectName(QStringLiteral("problemCounts"));
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::TabFocus);
    setCounts({});
}

void ProblemCountsButton::setController(DiagnosticsController *controller)
{
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    if (!m_controller) {
        setCounts({});
        return;
    }
    connect(m_controller, &DiagnosticsController::reportChanged, this,
            [this](const LintReportPtr &report) { setCounts(report->counts); });
    setCounts(m_controller->report()->counts);
}

void ProblemCountsButton::setCounts(const std::array<int, 4> &counts)
{
    m_counts = counts;
    QStringList parts;
    for (Severity severity : kSeverities)
        parts << severityCountText(severity, m_counts[std::size_t(severity)]);
    const QString summary = parts.join(QStringLiteral(", "));
    setAccessibleName(tr("Problems: %1").arg(summary));
    setToolTip(tr("%1 — click to show the Problems panel").arg(summary));
    updateGeometry();
    update();
}

QSize ProblemCountsButton::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    const int icon = fm.height();
    int width = kGap;
    for (Severity severity : kSeverities)
        width += icon + 2 + fm.horizontalAdvance(QString::number(m_counts[std::size_t(severity)])) + 2 * kGap;
    return {width, icon + 4};
}

void ProblemCountsButton::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (hasFocus() || underMouse()) {
        QColor hover = palette().color(QPalette::Highlight);
        hover.setAlpha(hasFocus() ? 70 : 35);
        painter.fillRect(rect(), hover);
    }
    const QFontMetrics fm = fontMetrics();
    const int icon = fm.height();
    const int top = (height() - icon) / 2;
    int x = kGap;
    for (Severity severity : kSeverities) {
        const int count = m_counts[std::size_t(severity)];
        painter.setOpacity(count == 0 ? 0.45 : 1.0);
        paintSeverity(&painter, QRectF(x, top + 1, icon - 2, icon - 2), severity);
        x += icon + 2;
        const QString number = QString::number(count);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(x, 0, fm.horizontalAdvance(number), height()), Qt::AlignVCenter, number);
        x += fm.horizontalAdvance(number) + 2 * kGap;
    }
}

} // namespace robots::ui
