// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/diagnostics.h>

#include <QPointer>
#include <QWidget>

#include <array>

class QLineEdit;
class QTextBrowser;
class QToolButton;
class QTreeView;

namespace robots::ui {

class DiagnosticsController;
class ProblemsFilterModel;
class ProblemsModel;

/// The Problems panel: every finding of the current editor in a table sortable by severity,
/// line, code and text, a filter (text, and one toggle per severity with its count), the
/// selected finding's details (why it matters, source, fixes) and "Fix All Safe Problems".
/// Double-click or Enter on a row emits jumpTo(); the main window moves the editor there.
/// While hidden (a closed dock) it does not re-sort; it catches up when shown.
class ProblemsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProblemsPanel(QWidget *parent = nullptr);
    ~ProblemsPanel() override;

    /// Shows CONTROLLER's findings (not owned), following its reports; nullptr empties the panel.
    void setController(DiagnosticsController *controller);
    DiagnosticsController *controller() const;

    ProblemsModel *model() const { return m_model; }
    ProblemsFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QToolButton *severityButton(Severity severity) const { return m_severityButtons[std::size_t(severity)]; }

Q_SIGNALS:
    /// The user chose the finding at LINE and COLUMN (1-based; the column counts UTF-16 units).
    void jumpTo(int line, int column);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showReport();
    void updateCounts();
    void updateDetails();

    ProblemsModel *m_model;
    ProblemsFilterModel *m_filter;
    QLineEdit *m_filterEdit;
    std::array<QToolButton *, 4> m_severityButtons{};
    QToolButton *m_fixAllButton;
    QTreeView *m_view;
    QTextBrowser *m_details;
    QPointer<DiagnosticsController> m_controller;
    bool m_stale = false; // a report came while the panel was hidden
};

} // namespace robots::ui
