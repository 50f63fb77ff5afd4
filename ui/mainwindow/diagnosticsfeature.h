// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>

class QAction;

namespace robots::ui {

class DiagnosticsController;
class DocumentAnalyzer;
class EditorTab;
class MainWindow;
class OutlinePanel;
class ProblemCountsButton;
class ProblemsPanel;

/// Installs the diagnostics in the main window: each tab's editor shows the core's findings
/// (underlines, markers, hover documentation, completion), linted from the one DocumentAnalyzer's
/// analyses of that tab; the Problems and Outline docks, the status bar's counts and Edit → Quick
/// Fix… / Fix All Safe Problems follow the current tab.
class DiagnosticsFeature : public QObject
{
    Q_OBJECT
public:
    DiagnosticsFeature(MainWindow &window, DocumentAnalyzer *analyzer);

    ProblemsPanel *problemsPanel() const { return m_problems; }
    OutlinePanel *outlinePanel() const { return m_outline; }
    /// The diagnostics of TAB's editor, or nullptr.
    DiagnosticsController *controllerOf(EditorTab *tab) const;

private:
    void attach(EditorTab *tab);
    void showDiagnosticsOf(EditorTab *tab);

    MainWindow &m_window;
    DocumentAnalyzer *m_analyzer;
    ProblemsPanel *m_problems;
    OutlinePanel *m_outline;
    ProblemCountsButton *m_problemCounts;
    QAction *m_quickFix;
    QAction *m_fixAllSafe;
    QHash<EditorTab *, QPointer<DiagnosticsController>> m_controllers;
};

} // namespace robots::ui
