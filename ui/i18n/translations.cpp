// SPDX-License-Identifier: MIT
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <array>

// The .qm files embedded by resources/translations/CMakeLists.txt. robots_i18n is a static
// library: referencing the resource's initializer keeps the linker from dropping it.
static void initTranslationResources()
{
    static const bool done = [] {
        Q_INIT_RESOURCE(robots_translations);
        return true;
    }();
    Q_UNUSED(done);
}

namespace robots::ui {

namespace {

constexpr auto SourceLanguage = "en";
// The .qm files of ours, by base name: the GUI's words and the core's messages.
constexpr std::array OurCatalogues{"robotstxt-studio", "robotstxt-messages"};

struct Installed
{
    QString language;
    QList<QPointer<QTranslator>> translators;
};

Installed &installed()
{
    static Installed state;
    return state;
}

QString catalogueFile(const QString &base, const QString &language)
{
    const QString name = base + QLatin1Char('_') + language + QStringLiteral(".qm");
    for (const QString &dir : translationSearchPaths()) {
        const QString path = dir + QLatin1Char('/') + name;
        if (QFileInfo::exists(path))
            return path;
    }
    return {};
}

// "ja_JP.UTF-8" / "ja_JP" / "ja-JP" / "ja" → "ja".
QString languageOf(const QString &name)
{
    return name.section(QLatin1Char('.'), 0, 0)
        .section(QLatin1Char('_'), 0, 0)
        .section(QLatin1Char('-'), 0, 0)
        .toLower();
}

} // namespace

QStringList translationSearchPaths()
{
    initTranslationResources();
    QStringList paths;
    if (QCoreApplication::instance()) {
        // An installed (or staged) tree: bin/robotstxt-studio beside share/robotstxt-studio/.
        const QString installedDir = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                                     QStringLiteral("/../share/robotstxt-studio/translations"));
        paths << installedDir;
    }
    paths << QStringLiteral(":/i18n");
    return paths;
}

QStringList availableLanguages()
{
    QStringList languages{QString::fromLatin1(SourceLanguage)};
    QStringList found;
    for (const QString &dir : translationSearchPaths()) {
        const QString prefix = QString::fromLatin1(OurCatalogues.front()) + QLatin1Char('_');
        for (const QString &file : QDir(dir).entryList({prefix + QStringLiteral("*.qm")}, QDir::Files)) {
            const QString code = file.mid(prefix.size()).chopped(3);
            if (!languages.contains(code) && !found.contains(code))
                found << code;
        }
    }
    found.sort();
    return languages + found;
}

QString languageDisplayName(const QString &code)
{
    const QLocale locale(code);
    if (code.isEmpty() || locale.language() == QLocale::C)
        return code;
    QString name = locale.nativeLanguageName();
    if (name.isEmpty())
        return code;
    // QLocale names English "American English"; the language, not the variant, is meant here.
    if (locale.language() == QLocale::English)
        return QStringLiteral("English");
    return name;
}

QString resolveLanguage(const QString &language)
{
    // "ja", "ja_JP", "ja-JP" and "ja_JP.UTF-8" all name Japanese.
    const QStringList available = availableLanguages();
    if (const QString code = languageOf(language); available.contains(code))
        return code;
    const QString chosen = languageOf(QSettings().value(QLatin1String(LanguageSettingsKey)).toString());
    if (available.contains(chosen))
        return chosen;
    for (const QString &uiLanguage : QLocale::system().uiLanguages()) {
        const QString code = languageOf(uiLanguage);
        if (available.contains(code))
            return code;
    }
    return QString::fromLatin1(SourceLanguage);
}

QString installTranslations(const QString &language)
{
    const QString chosen = resolveLanguage(language);
    Installed &state = installed();
    for (const QPointer<QTranslator> &old : std::as_const(state.translators)) {
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old.data();
        }
    }
    state.translators.clear();

    auto install = [&state](const QString &file) {
        if (file.isEmpty())
            return;
        auto *translator = new QTranslator(QCoreApplication::instance());
        if (translator->load(file) && QCoreApplication::installTranslator(translator))
            state.translators << translator;
        else
            delete translator;
    };
    // Qt's own words (standard buttons, context menus) when the Qt in use ships them.
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    const QString qtFile = qtDir + QStringLiteral("/qtbase_") + chosen + QStringLiteral(".qm");
    if (chosen != QLatin1String(SourceLanguage) && QFileInfo::exists(qtFile))
        install(qtFile);
    // For English too: robotstxt-studio_en.qm holds the plural forms ("1 problem").
    for (const char *base : OurCatalogues)
        install(catalogueFile(QString::fromLatin1(base), chosen));
    state.language = chosen;
    return chosen;
}

QString currentLanguage()
{
    return installed().language;
}

} // namespace robots::ui
