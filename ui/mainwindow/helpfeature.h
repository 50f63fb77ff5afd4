// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

namespace robots::ui {

class HandbookWindow;
class MainWindow;
class TesterPanel;

/// Installs the Help menu's features: the handbook (F1) in a window of its own, in the UI
/// language, and the built-in examples, each opened in a tab with its test cases in the tester.
class HelpFeature : public QObject
{
    Q_OBJECT
public:
    HelpFeature(MainWindow &window, TesterPanel *tester);

    HandbookWindow *showHandbook();
    /// False when there is no example ID.
    bool openExample(const QString &id);

private:
    MainWindow &m_window;
    TesterPanel *m_tester;
    QPointer<HandbookWindow> m_handbook;
};

} // namespace robots::ui
