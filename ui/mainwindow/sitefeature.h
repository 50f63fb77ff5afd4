// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

namespace robots::siteui {
class SiteDock;
}

namespace robots::ui {

class MainWindow;
class TesterFeature;

/// Installs Tools → Site… (ui/site/): the site's hosts, their history and the sitemap audit, in a
/// dock on the right, hidden until asked for. The dock reaches the window through hooks: the
/// current document's text is the audit's draft, its tester cases are the verdicts compared
/// between versions, a click on an audit group jumps its editor to the line, and a stored version
/// opens read-only in a new tab.
class SiteFeature : public QObject
{
    Q_OBJECT
public:
    SiteFeature(MainWindow &window, TesterFeature &tester);

    siteui::SiteDock *dock() const { return m_dock; }
    /// Every fetch reads the time-out and the User-Agent from the settings.
    void applySettings();
    /// Before the window closes (siteui::SiteDock::readyToClose()): true when the site loses
    /// nothing; otherwise the window stays, and closes again itself once the site is saved.
    bool readyToClose();

private:
    siteui::SiteDock *m_dock = nullptr;
};

} // namespace robots::ui
