// SPDX-License-Identifier: MIT
#pragma once

// File → Open from URL… and "Compare with live". The controller owns a Fetcher and two
// actions; it never touches the main window's classes directly: the window passes Hooks.

#include "net/fetcher.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

class QAction;
class QProgressDialog;
class QWidget;

namespace robots::fetchui {

class FetchController : public QObject
{
    Q_OBJECT
public:
    enum class Purpose : std::uint8_t {
        Open,
        Compare
    };

    struct Hooks
    {
        /// Opens a NEW tab showing `report.body` (the original bytes) named `name`, with `facts`
        /// (one rich-text paragraph) shown on it; returns the tab (used as a key for the URL).
        std::function<QWidget *(const net::FetchReport &report, const QString &name, const QString &facts)> openTab;
        /// The current tab (nullptr when none).
        std::function<QWidget *()> currentTab;
        /// The bytes the current tab would save now.
        std::function<QByteArray()> currentBytes;
        /// Makes BYTES the tester's baseline (the edit-impact view compares with it).
        std::function<void(const QByteArray &bytes)> setBaseline;
    };

    /// WINDOW parents the dialogs and the actions.
    FetchController(QWidget *window, Hooks hooks);
    ~FetchController() override;

    void setOptions(const net::FetchOptions &options) { m_fetcher.setOptions(options); }
    [[nodiscard]] net::Fetcher &fetcher() { return m_fetcher; }

    /// File → Open from URL… (Ctrl+Shift+O): asks for a URL, then openFromUrl().
    [[nodiscard]] QAction *openFromUrlAction() const { return m_openAction; }
    /// "Compare with live…": asks for a URL (the current tab's remembered one by default), then
    /// compareWithLive().
    [[nodiscard]] QAction *compareWithLiveAction() const { return m_compareAction; }

    /// Fetches URL's /robots.txt asynchronously (no dialog). When a body is to be parsed a new tab
    /// opens with it; otherwise (404 → allow all, 5xx → disallow all, refused, time-out …) no tab
    /// opens and lastMessage() says why. Emits finished() either way. Cancels a running fetch.
    void openFromUrl(const QUrl &url);
    /// Fetches URL's /robots.txt asynchronously and, when it answered with a body to parse, makes
    /// it the tester's baseline and remembers URL for the current tab; lastDiff() is the unified
    /// diff from the live file to the current tab's text.
    void compareWithLive(const QUrl &url);
    void cancel() { m_fetcher.cancel(); }
    [[nodiscard]] bool isRunning() const { return m_fetcher.isRunning(); }

    /// The URL last fetched for TAB (Open from URL or Compare), empty when none.
    [[nodiscard]] static QUrl rememberedUrl(const QWidget *tab);

    [[nodiscard]] QString lastMessage() const { return m_lastMessage; }
    [[nodiscard]] QString lastDiff() const { return m_lastDiff; }

    /// "robots.txt — example.com" (with ":port" when not the scheme's default).
    [[nodiscard]] static QString tabName(const net::FetchReport &report);
    /// The facts of REPORT as rich text: outcome message, status, final URL, redirect chain,
    /// content type, size, fetch time and headers.
    [[nodiscard]] static QString factsText(const net::FetchReport &report);

    /// When true (the default for the actions) results and errors also show in dialogs; tests
    /// call openFromUrl()/compareWithLive() directly, which never show a modal dialog.
    void setInteractive(bool interactive) { m_interactive = interactive; }

Q_SIGNALS:
    /// A fetch ended; TAB is the tab opened (nullptr when none).
    void finished(const robots::net::FetchReport &report, QWidget *tab);

private:
    void start(const QUrl &url, Purpose purpose);
    void onFinished(const net::FetchReport &report);
    void promptOpen();
    void promptCompare();
    void showDiff(const QString &diff);

    QWidget *m_window;
    Hooks m_hooks;
    net::Fetcher m_fetcher;
    QAction *m_openAction = nullptr;
    QAction *m_compareAction = nullptr;
    QPointer<QProgressDialog> m_progress;
    QPointer<QWidget> m_compareTab;
    Purpose m_purpose = Purpose::Open;
    bool m_interactive = false;
    bool m_showDialogs = false;
    QString m_lastMessage;
    QString m_lastDiff;
};

} // namespace robots::fetchui
