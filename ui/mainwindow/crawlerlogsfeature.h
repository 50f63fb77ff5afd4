// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

namespace robots::crawlerlogs {
class CrawlerLogsWindow;
}

namespace robots::ui {

class MainWindow;

/// Installs Tools → Crawler Logs… (ui/crawlerlogs/): a window of its own, made on first use,
/// that reads access logs against the current document, a file, or the open site's history. It
/// reaches the main window through hooks: the current document's text and name, the Site dock's
/// site and history, a jump to a line of the current editor, and a version opened read-only in a
/// new tab at a line.
class CrawlerLogsFeature : public QObject
{
    Q_OBJECT
public:
    explicit CrawlerLogsFeature(MainWindow &window);

    /// The window, made and shown (raised when it is already open).
    crawlerlogs::CrawlerLogsWindow *showWindow();
    crawlerlogs::CrawlerLogsWindow *window() const;

private:
    MainWindow &m_window;
    QPointer<crawlerlogs::CrawlerLogsWindow> m_logs;
};

} // namespace robots::ui
