// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/diagnostics.h>

#include <QAbstractButton>
#include <QPointer>

#include <array>

namespace robots::ui {

class DiagnosticsController;

/// The status bar's problem counts: a severity sign and a number for errors, warnings, infos
/// and hints. Clicking it is the window's cue to show the Problems panel.
class ProblemCountsButton : public QAbstractButton
{
    Q_OBJECT
public:
    explicit ProblemCountsButton(QWidget *parent = nullptr);

    /// Follows CONTROLLER's reports (not owned); nullptr shows zeros.
    void setController(DiagnosticsController *controller);
    int count(Severity severity) const { return m_counts[std::size_t(severity)]; }
    void setCounts(const std::array<int, 4> &counts);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::array<int, 4> m_counts{};
    QPointer<DiagnosticsController> m_controller;
};

} // namespace robots::ui
