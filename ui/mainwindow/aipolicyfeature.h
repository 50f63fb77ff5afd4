// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

namespace robots::ui {

class AiPolicyDock;
class MainWindow;
class TesterFeature;
class TesterModel;

/// Installs the AI policy view (ui/aipolicy/) in the main window: a dock at the bottom (a tab
/// beside Problems), hidden at first, and View → AI Policy. It follows the tester's DocumentAnalyzer (the current tab's
/// text) while it is shown, and counts the current document's tester URLs.
class AiPolicyFeature : public QObject
{
    Q_OBJECT
public:
    AiPolicyFeature(MainWindow &window, TesterFeature &tester);

    AiPolicyDock *dock() const { return m_dock; }

private:
    void followTesterModel();

    TesterFeature &m_tester;
    AiPolicyDock *m_dock;
    QPointer<TesterModel> m_model; // the tester's model the URLs are counted from
};

} // namespace robots::ui
