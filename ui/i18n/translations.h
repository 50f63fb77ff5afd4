// SPDX-License-Identifier: MIT
// The studio's languages: English (the sources) and Japanese. Translations are Qt Linguist files under
// resources/translations/, compiled to .qm by qt_add_translations, installed to share/robotstxt-studio/translations and
// embedded as resources under :/i18n so an uninstalled build and the tests find them too.
#pragma once

#include <QString>
#include <QStringList>

namespace robots::ui {

// QSettings key of the chosen language: "" (follow the system locale, the default), "en" or "ja".
inline constexpr char LanguageSettingsKey[] = "ui/language";

// The languages the studio can show, as codes ("en" first, then the ones with a .qm file).
QStringList availableLanguages();

// A language's name in that language: "English", "日本語". Unknown codes are returned as given.
QString languageDisplayName(const QString &code);

// The language installTranslations() would choose for `language`: the code itself when it is
// available, else (empty) the QSettings value, else the first of QLocale::system().uiLanguages()
// we have, else "en".
QString resolveLanguage(const QString &language = QString());

// Installs Qt's own qtbase_<lang>.qm (when present), robotstxt-studio_<lang>.qm and
// robotstxt-messages_<lang>.qm as translators owned by qApp, replacing the ones a previous call
// installed (widgets then get QEvent::LanguageChange). Returns the language now in use.
QString installTranslations(const QString &language = QString());

// The language the last installTranslations() put in place ("" before the first call).
QString currentLanguage();

// Where .qm files are looked for, in order: share/robotstxt-studio/translations relative to the
// executable (an installed or staged tree), then the embedded resources (":/i18n").
QStringList translationSearchPaths();

} // namespace robots::ui
