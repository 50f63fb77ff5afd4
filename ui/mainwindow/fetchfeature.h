// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

namespace robots::fetchui {
class FetchController;
class HostsDock;
} // namespace robots::fetchui

namespace robots::ui {

class MainWindow;
class TesterPanel;

/// Installs live files in the main window: File → Open from URL… and Compare with live (the
/// controller in ui/fetch/ opens fetched files through the hooks given here), and the Hosts dock,
/// whose cache the tester checks other hosts' URLs against.
class FetchFeature : public QObject
{
    Q_OBJECT
public:
    FetchFeature(MainWindow &window, TesterPanel *tester);

    fetchui::FetchController *controller() const { return m_fetch; }
    fetchui::HostsDock *hostsDock() const { return m_hosts; }
    /// Every fetch reads the time-out and the User-Agent from the settings.
    void applySettings();

private:
    fetchui::FetchController *m_fetch = nullptr;
    fetchui::HostsDock *m_hosts = nullptr;
};

} // namespace robots::ui
