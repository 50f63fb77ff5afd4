// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>

#include <QList>
#include <QObject>
#include <QStringList>

namespace robots::ui {

class DocumentAnalyzer;
class EditorTab;
class MainWindow;
class TesterPanel;

/// Installs the live tester in the main window: the panel on the right of the central splitter,
/// fed by the one DocumentAnalyzer with the current tab's text; View → Go to Test Cases; the links
/// between the table and the editor (a selected case shows its deciding line, the cursor's line
/// selects its cases); the edit-impact baseline (the file as saved on disk).
class TesterFeature : public QObject
{
    Q_OBJECT
public:
    explicit TesterFeature(MainWindow &window);

    DocumentAnalyzer *analyzer() const { return m_analyzer; }
    TesterPanel *panel() const { return m_panel; }
    /// The tester's default dialects and agents, when the settings' defaults changed: a user's
    /// choice in the panel survives an unrelated setting.
    void applyDefaults(const QList<DialectId> &dialects, const QStringList &agents);
    /// Makes the current tab's file, as saved on disk, what the edit impact compares with.
    void updateBaseline();

private:
    void onCurrentTabChanged(EditorTab *tab);

    MainWindow &m_window;
    DocumentAnalyzer *m_analyzer;
    TesterPanel *m_panel;
    QList<DialectId> m_appliedDialects;
    QStringList m_appliedAgents;
};

} // namespace robots::ui
