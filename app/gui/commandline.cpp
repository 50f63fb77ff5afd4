// SPDX-License-Identifier: MIT
#include "commandline.h"

#include "fetch/fetchcontroller.h"
#include "mainwindow/mainwindow.h"

#include <QStatusBar>

namespace robots::studio {

CommandLineLocations::CommandLineLocations(ui::MainWindow &window)
    : QObject(&window)
    , m_window(window)
{
}

int CommandLineLocations::open(const QStringList &arguments)
{
    QStringList paths;
    const bool idle = m_pendingUrls.isEmpty();
    for (const QString &argument : arguments) {
        const QUrl url(argument, QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
            m_pendingUrls << url;
        else if (scheme == QLatin1String("file"))
            paths << url.toLocalFile();
        else
            paths << argument; // a path (also "C:\x" on Windows, whose "scheme" is one letter)
    }
    const int opened = paths.isEmpty() ? 0 : m_window.documents()->openFiles(paths);
    m_error = paths.isEmpty() ? QString() : m_window.documents()->errorString();
    if (idle && !m_pendingUrls.isEmpty()) {
        connect(m_window.fetchController(), &fetchui::FetchController::finished, this,
                &CommandLineLocations::fetchNextPending, Qt::UniqueConnection);
        m_window.fetchController()->openFromUrl(m_pendingUrls.constFirst());
    }
    return opened;
}

void CommandLineLocations::fetchNextPending()
{
    if (m_pendingUrls.isEmpty())
        return;
    const QUrl done = m_pendingUrls.takeFirst();
    fetchui::FetchController *fetch = m_window.fetchController();
    if (!fetch->lastMessage().isEmpty())
        m_window.statusBar()->showMessage(tr("%1: %2").arg(done.toDisplayString(), fetch->lastMessage()), 10000);
    if (!m_pendingUrls.isEmpty())
        fetch->openFromUrl(m_pendingUrls.constFirst());
}

} // namespace robots::studio
