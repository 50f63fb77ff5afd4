// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>

namespace robots::ui {
class MainWindow;
}

namespace robots::studio {

/// The command line's `FILE | URL` arguments (robotstxt-studio [--dialect D] [FILE | URL]...):
/// an http or https URL is fetched like File → Open from URL (one after the other, each into a
/// new tab), a file: URL or a path is opened like File → Open (an open file's tab is focused).
class CommandLineLocations : public QObject
{
    Q_OBJECT
public:
    explicit CommandLineLocations(ui::MainWindow &window);

    /// Opens ARGUMENTS; returns how many files opened at once (fetches finish later: the window's
    /// fetchController()'s `finished`). errorString() has the failures.
    int open(const QStringList &arguments);
    /// The URLs open() has yet to fetch (the running one included).
    int pendingFetches() const { return int(m_pendingUrls.size()); }
    QString errorString() const { return m_error; }

private:
    void fetchNextPending();

    ui::MainWindow &m_window;
    QList<QUrl> m_pendingUrls;
    QString m_error;
};

} // namespace robots::studio
