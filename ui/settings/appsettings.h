// SPDX-License-Identifier: MIT
#pragma once

// The studio's preferences : the one place that knows the QSettings keys.
// They are kept by ui::Settings (analysis/settingsstore.h): getters read memory, never the disk, and
// return the default when the key is absent or invalid, so a value written by another window (or
// a test) is seen at once; setters change memory at once and leave the file to the settings
// writer's thread, so the window never waits for the disk or for another process's lock on the
// file. Setters announce the change through AppSettings::notifier(), which the main window
// listens to.

#include "net/fetchreport.h"

#include <robots/dialect.h>

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace robots::ui {

class AppSettings : public QObject
{
    Q_OBJECT
public:
    /// The one object whose `changed` says a preference was written (GUI thread only).
    static AppSettings *notifier();

    // ----- Tester
    /// The dialects new documents are tested under; default: RFC 9309 (the first of allDialects()).
    static QList<DialectId> defaultDialects();
    static void setDefaultDialects(const QList<DialectId> &dialects);
    /// The dialects called NAMES (Dialect::name: "rfc9309", "google" …, as `robotstxt --dialect`
    /// takes them), in allDialects() order; nullopt when a name is unknown, with it in *UNKNOWN.
    static std::optional<QList<DialectId>> dialectsFromNames(const QStringList &names, QString *unknown = nullptr);
    /// Every dialect's name, comma-separated, for messages.
    static QString dialectNames();
    /// The agents new URLs are tested with; default: Googlebot.
    static QStringList defaultAgents();
    static void setDefaultAgents(const QStringList &agents);
    /// Agent names the user added to the presets (shown in the Settings dialog beside them).
    static QStringList customAgents();
    static void setCustomAgents(const QStringList &agents);

    // ----- Editor
    /// The KSyntaxHighlighting theme's name; empty for "Automatic (follow the palette)".
    static QString theme();
    static void setTheme(const QString &name);
    /// Font size steps away from the editor font (View → Zoom).
    static int zoomLevel();
    static void setZoomLevel(int level);
    /// The editors' font; default: the system's fixed-width font.
    static QFont editorFont();
    static void setEditorFont(const QFont &font);
    static QFont defaultEditorFont();

    // ----- Fetching
    /// Seconds a request may transfer nothing before it is abandoned; default 10 (seed 004's
    /// :http_timeout). Clamped to [MinFetchTimeout, MaxFetchTimeout].
    static int fetchTimeoutSeconds();
    static void setFetchTimeoutSeconds(int seconds);
    static constexpr int DefaultFetchTimeout = 10;
    static constexpr int MinFetchTimeout = 1;
    static constexpr int MaxFetchTimeout = 300;
    /// The User-Agent request header; default net::defaultUserAgent().
    static QString fetchUserAgent();
    static void setFetchUserAgent(const QString &userAgent);
    /// BASE with the time-out and User-Agent of the settings.
    static net::FetchOptions fetchOptions(net::FetchOptions base = {});

    // ----- Language
    /// "" = follow the system locale, else a code such as "en" or "ja".
    static QString language();
    static void setLanguage(const QString &code);

    // ----- Window and files
    static QStringList recentFiles();
    static void setRecentFiles(const QStringList &files);
    static QByteArray windowGeometry();
    static QByteArray windowState();
    static QByteArray splitterState();
    static void setWindowLayout(const QByteArray &geometry, const QByteArray &state, const QByteArray &splitter);

    /// Forgets every preference the Settings dialog shows (not the recent files or the layout).
    static void restoreDefaults();

Q_SIGNALS:
    void changed();

private:
    using QObject::QObject;
    static void announce();
};

} // namespace robots::ui
