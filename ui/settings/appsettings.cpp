// SPDX-License-Identifier: MIT
#include "settings/appsettings.h"

#include "analysis/settingsstore.h"
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QFontDatabase>

#include <algorithm>
#include <chrono>

namespace robots::ui {

namespace {

// The keys. "editor/theme", "editor/zoom", "recentFiles" and "window/…" predate this class (they
// were the main window's) and keep their names so existing preferences survive.
const QString DialectsKey = QStringLiteral("tester/dialects");
const QString AgentsKey = QStringLiteral("tester/agents");
const QString CustomAgentsKey = QStringLiteral("tester/customAgents");
const QString ThemeKey = QStringLiteral("editor/theme");
const QString ZoomKey = QStringLiteral("editor/zoom");
const QString FontKey = QStringLiteral("editor/font");
const QString TimeoutKey = QStringLiteral("fetch/timeout");
const QString UserAgentKey = QStringLiteral("fetch/userAgent");
// ui/i18n reads it at start (installTranslations()).
const QString LanguageKey = QString::fromLatin1(LanguageSettingsKey);
const QString RecentFilesKey = QStringLiteral("recentFiles");
const QString GeometryKey = QStringLiteral("window/geometry");
const QString StateKey = QStringLiteral("window/state");
const QString SplitterKey = QStringLiteral("window/splitter");

QStringList cleanNames(const QStringList &names)
{
    QStringList out;
    for (const QString &name : names) {
        const QString trimmed = name.trimmed();
        if (!trimmed.isEmpty() && !out.contains(trimmed))
            out << trimmed;
    }
    return out;
}

} // namespace

AppSettings *AppSettings::notifier()
{
    static AppSettings *instance = new AppSettings(QCoreApplication::instance());
    return instance;
}

void AppSettings::announce()
{
    Q_EMIT notifier()->changed();
}

std::optional<QList<DialectId>> AppSettings::dialectsFromNames(const QStringList &names, QString *unknown)
{
    QList<DialectId> dialects;
    for (const QString &name : names) {
        const Dialect *d = findDialect(name.trimmed().toStdString());
        if (!d) {
            if (unknown)
                *unknown = name.trimmed();
            return std::nullopt;
        }
        if (!dialects.contains(d->id()))
            dialects << d->id();
    }
    std::sort(dialects.begin(), dialects.end());
    return dialects;
}

QString AppSettings::dialectNames()
{
    QStringList names;
    for (const Dialect &d : allDialects())
        names << QString::fromUtf8(d.name().data(), qsizetype(d.name().size()));
    return names.join(QStringLiteral(", "));
}

QList<DialectId> AppSettings::defaultDialects()
{
    const std::optional<QList<DialectId>> dialects = dialectsFromNames(ui::Settings::value(DialectsKey).toStringList());
    if (!dialects || dialects->isEmpty())
        return {allDialects().front().id()};
    return *dialects;
}

void AppSettings::setDefaultDialects(const QList<DialectId> &dialects)
{
    QStringList names;
    for (const DialectId id : dialects) {
        const std::string_view name = dialect(id).name();
        names << QString::fromUtf8(name.data(), qsizetype(name.size()));
    }
    ui::Settings::setValue(DialectsKey, names);
    announce();
}

QStringList AppSettings::defaultAgents()
{
    const QStringList agents = cleanNames(ui::Settings::value(AgentsKey).toStringList());
    return agents.isEmpty() ? QStringList{QStringLiteral("Googlebot")} : agents;
}

void AppSettings::setDefaultAgents(const QStringList &agents)
{
    ui::Settings::setValue(AgentsKey, cleanNames(agents));
    announce();
}

QStringList AppSettings::customAgents()
{
    return cleanNames(ui::Settings::value(CustomAgentsKey).toStringList());
}

void AppSettings::setCustomAgents(const QStringList &agents)
{
    ui::Settings::setValue(CustomAgentsKey, cleanNames(agents));
    announce();
}

QString AppSettings::theme()
{
    return ui::Settings::value(ThemeKey).toString();
}

void AppSettings::setTheme(const QString &name)
{
    ui::Settings::setValue(ThemeKey, name);
    announce();
}

int AppSettings::zoomLevel()
{
    return ui::Settings::value(ZoomKey, 0).toInt();
}

void AppSettings::setZoomLevel(int level)
{
    // Not announced: zooming is not a preference the dialog shows, and it happens per keystroke.
    ui::Settings::setValue(ZoomKey, level);
}

QFont AppSettings::defaultEditorFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (font.pointSizeF() <= 0)
        font.setPointSizeF(10);
    return font;
}

QFont AppSettings::editorFont()
{
    const QFont fallback = defaultEditorFont();
    QFont font = fallback;
    const QString description = ui::Settings::value(FontKey).toString();
    if (description.isEmpty() || !font.fromString(description))
        return fallback;
    if (font.pointSizeF() <= 0)
        font.setPointSizeF(fallback.pointSizeF());
    return font;
}

void AppSettings::setEditorFont(const QFont &font)
{
    ui::Settings::setValue(FontKey, font.toString());
    announce();
}

int AppSettings::fetchTimeoutSeconds()
{
    bool ok = false;
    const int seconds = ui::Settings::value(TimeoutKey).toInt(&ok);
    return ok ? std::clamp(seconds, MinFetchTimeout, MaxFetchTimeout) : DefaultFetchTimeout;
}

void AppSettings::setFetchTimeoutSeconds(int seconds)
{
    ui::Settings::setValue(TimeoutKey, std::clamp(seconds, MinFetchTimeout, MaxFetchTimeout));
    announce();
}

QString AppSettings::fetchUserAgent()
{
    const QString agent = ui::Settings::value(UserAgentKey).toString().trimmed();
    return agent.isEmpty() ? net::defaultUserAgent() : agent;
}

void AppSettings::setFetchUserAgent(const QString &userAgent)
{
    // A header value is one line: line breaks would end it (RFC 9110 §5.5).
    QString agent = userAgent.simplified();
    if (agent.isEmpty() || agent == net::defaultUserAgent())
        ui::Settings::remove(UserAgentKey);
    else
        ui::Settings::setValue(UserAgentKey, agent);
    announce();
}

net::FetchOptions AppSettings::fetchOptions(net::FetchOptions base)
{
    base.userAgent = fetchUserAgent();
    base.timeout = std::chrono::seconds(fetchTimeoutSeconds());
    return base;
}

QString AppSettings::language()
{
    return ui::Settings::value(LanguageKey).toString();
}

void AppSettings::setLanguage(const QString &code)
{
    ui::Settings::setValue(LanguageKey, code);
    announce();
}

QStringList AppSettings::recentFiles()
{
    return ui::Settings::value(RecentFilesKey).toStringList();
}

void AppSettings::setRecentFiles(const QStringList &files)
{
    if (files.isEmpty())
        ui::Settings::remove(RecentFilesKey);
    else
        ui::Settings::setValue(RecentFilesKey, files);
}

QByteArray AppSettings::windowGeometry()
{
    return ui::Settings::value(GeometryKey).toByteArray();
}

QByteArray AppSettings::windowState()
{
    return ui::Settings::value(StateKey).toByteArray();
}

QByteArray AppSettings::splitterState()
{
    return ui::Settings::value(SplitterKey).toByteArray();
}

void AppSettings::setWindowLayout(const QByteArray &geometry, const QByteArray &state, const QByteArray &splitter)
{
    ui::Settings::setValue(GeometryKey, geometry);
    ui::Settings::setValue(StateKey, state);
    ui::Settings::setValue(SplitterKey, splitter);
}

void AppSettings::restoreDefaults()
{
    for (const QString &key :
         {DialectsKey, AgentsKey, CustomAgentsKey, ThemeKey, FontKey, TimeoutKey, UserAgentKey, LanguageKey})
        ui::Settings::remove(key);
    announce();
}

} // namespace robots::ui
