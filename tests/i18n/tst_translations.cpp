// SPDX-License-Identifier: MIT
// Japanese beside English, complete: the language follows the system locale or the settings, and
// a catalogue with a gap would show English in the middle of Japanese. So:
// - every .ts file under resources/translations is finished: no unfinished, vanished or obsolete
//   entry, every translation keeps the placeholders and HTML tags of its source;
// - lupdate run on today's sources adds no unfinished entry (a new tr() string is translated);
// - every plural of the GUI has its English forms ("1 problem", "2 problems");
// - installTranslations("ja") shows Japanese, "en" English again, "" follows the settings and
//   then the system's language.

#include "i18n/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace robots::ui;

namespace {

struct TsMessage
{
    QString context;
    QString source;
    QString comment;
    QString type; // the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    bool numerus = false;
    QStringList translations; // one, or one per numerus form
    qint64 line = 0;
};

QList<TsMessage> readTs(const QString &path, QString *error)
{
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << message;
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage();
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            message.line = xml.lineNumber();
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus)
                message.translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            message.translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        *error = xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber());
    return messages;
}

QStringList tsFiles()
{
    const QDir dir(QStringLiteral(ROBOTS_SOURCE_DIR "/resources/translations"));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

// %1…%99 (also %L1) and %n, as a sorted list: a translation may reorder them but keeps each.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        found << m.captured(0);
    found.sort();
    return found;
}

// HTML tags (<b>, </a>, <br/>…) by name, sorted: attributes (links) may differ, the markup not.
QStringList htmlTags(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("<(/?[A-Za-z][A-Za-z0-9]*)[^<>]*>"));
    QStringList found;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        found << m.captured(1).toLower();
    found.sort();
    return found;
}

QString where(const QString &path, const TsMessage &m)
{
    return QStringLiteral("%1:%2 [%3] \"%4\"").arg(QFileInfo(path).fileName()).arg(m.line).arg(m.context, m.source);
}

// Runs PROGRAM; returns its exit code, -1 when it could not start. OUTPUT gets both channels.
int run(const QString &program, const QStringList &arguments, QString *output,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForStarted() || !process.waitForFinished(120000))
        return -1;
    *output = QString::fromUtf8(process.readAll());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void tsFilesAreFinished_data();
    void tsFilesAreFinished();
    void translationsKeepPlaceholdersAndTags_data();
    void translationsKeepPlaceholdersAndTags();
    void pluralsHaveEnglishForms();
    void lupdateOnTheSourcesAddsNothingUnfinished_data();
    void lupdateOnTheSourcesAddsNothingUnfinished();
    void japaneseAndEnglishAreAvailable();
    void installJapaneseTranslates();
    void installEnglishRestoresEnglish();
    void languageChangeEventReachesObjects();
    void settingChoosesTheLanguage();
    void systemLocaleIsFollowed_data();
    void systemLocaleIsFollowed();
    void systemLocaleChild();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
    QSettings().clear();
    QVERIFY(!tsFiles().isEmpty());
}

void TestTranslations::cleanup()
{
    QSettings().clear();
    installTranslations(QStringLiteral("en"));
}

void TestTranslations::tsFilesAreFinished_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : tsFiles())
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

// No entry is left unfinished, and none is kept for a string the sources no longer have
// (lupdate -no-obsolete drops them).
void TestTranslations::tsFilesAreFinished()
{
    QFETCH(QString, path);
    QString error;
    const QList<TsMessage> messages = readTs(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList bad;
    for (const TsMessage &m : messages) {
        const bool empty = m.translations.isEmpty() || std::any_of(m.translations.cbegin(), m.translations.cend(),
                                                                   [](const QString &t) { return t.isEmpty(); });
        if (!m.type.isEmpty() || empty)
            bad << where(path, m) + QStringLiteral(" type=\"%1\"").arg(m.type);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 entries not finished:\n").arg(bad.size()) + bad.join(u'\n')));
}

void TestTranslations::translationsKeepPlaceholdersAndTags_data()
{
    tsFilesAreFinished_data();
}

void TestTranslations::translationsKeepPlaceholdersAndTags()
{
    QFETCH(QString, path);
    QString error;
    const QList<TsMessage> messages = readTs(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList bad;
    for (const TsMessage &m : messages) {
        for (const QString &t : m.translations) {
            if (t.isEmpty())
                continue;
            if (placeholders(t) != placeholders(m.source))
                bad << where(path, m) + QStringLiteral(": placeholders %1 ≠ %2")
                                            .arg(placeholders(t).join(u' '), placeholders(m.source).join(u' '));
            if (htmlTags(t) != htmlTags(m.source))
                bad << where(path, m) +
                           QStringLiteral(": tags %1 ≠ %2").arg(htmlTags(t).join(u' '), htmlTags(m.source).join(u' '));
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(u'\n')));
}

// English has two plural forms: every %n string of the GUI has them in robotstxt-studio_en.ts.
void TestTranslations::pluralsHaveEnglishForms()
{
    const QString dir = QStringLiteral(ROBOTS_SOURCE_DIR "/resources/translations/");
    QString error;
    const QList<TsMessage> japanese = readTs(dir + QStringLiteral("robotstxt-studio_ja.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<TsMessage> english = readTs(dir + QStringLiteral("robotstxt-studio_en.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList missing;
    int plurals = 0;
    for (const TsMessage &m : japanese) {
        if (!m.numerus)
            continue;
        ++plurals;
        const bool found = std::any_of(english.cbegin(), english.cend(), [&m](const TsMessage &e) {
            return e.context == m.context && e.source == m.source && e.comment == m.comment && e.numerus &&
                   e.translations.size() == 2 && e.type.isEmpty();
        });
        if (!found)
            missing << QStringLiteral("[%1] %2").arg(m.context, m.source);
    }
    QVERIFY(plurals > 0);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
}

void TestTranslations::lupdateOnTheSourcesAddsNothingUnfinished_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<QString>("ts");
    const QStringList projects = QStringLiteral(ROBOTS_LUPDATE_PROJECTS).split(u'|');
    for (const QString &project : projects) {
        const QString base = QFileInfo(project).baseName(); // update_translations_studio_project
        const QString which = base.section(u'_', 2, 2);     // studio / messages
        QTest::newRow(qPrintable(which))
            << project << QStringLiteral(ROBOTS_SOURCE_DIR "/resources/translations/robotstxt-%1_ja.ts").arg(which);
    }
}

// lupdate, as `update_translations` runs it, on a copy of the .ts: a tr() string added to the
// sources and not translated yet shows up as an unfinished entry of the copy.
void TestTranslations::lupdateOnTheSourcesAddsNothingUnfinished()
{
    QFETCH(QString, project);
    QFETCH(QString, ts);
    if (!QFileInfo::exists(project))
        QSKIP("lupdate project file not generated (configure with CMake first)");
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString json = temp.filePath(QStringLiteral("project.json"));
    const QString copy = temp.filePath(QFileInfo(ts).fileName());
    QVERIFY(QFile::copy(ts, copy));
    QString output;
    QCOMPARE(run(QStringLiteral(ROBOTS_CMAKE_COMMAND),
                 {QStringLiteral("-DIN_FILE=") + project, QStringLiteral("-DOUT_FILE=") + json, QStringLiteral("-P"),
                  QStringLiteral(ROBOTS_LUPDATE_PROJECT_SCRIPT)},
                 &output),
             0);
    const int status = run(QStringLiteral(ROBOTS_LUPDATE),
                           {QStringLiteral("-project"), json, QStringLiteral("-ts"), copy,
                            QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none")},
                           &output);
    QVERIFY2(status == 0, qPrintable(output));
    QString error;
    const QList<TsMessage> messages = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList added;
    for (const TsMessage &m : messages) {
        if (!m.type.isEmpty())
            added << QStringLiteral("[%1] \"%2\" %3").arg(m.context, m.source, m.type);
    }
    QVERIFY2(added.isEmpty(),
             qPrintable(QStringLiteral("strings of the sources not translated yet (run `cmake --build --preset dev "
                                       "--target update_translations` and translate them):\n") +
                        added.join(u'\n')));
}

void TestTranslations::japaneseAndEnglishAreAvailable()
{
    const QStringList languages = availableLanguages();
    QCOMPARE(languages.value(0), QStringLiteral("en"));
    QVERIFY2(languages.contains(QStringLiteral("ja")), qPrintable(languages.join(u',')));
    QCOMPARE(languageDisplayName(QStringLiteral("en")), QStringLiteral("English"));
    QCOMPARE(languageDisplayName(QStringLiteral("ja")), QStringLiteral("日本語"));
    QCOMPARE(QLatin1String(LanguageSettingsKey), QLatin1String("ui/language"));
}

void TestTranslations::installJapaneseTranslates()
{
    QCOMPARE(installTranslations(QStringLiteral("ja")), QStringLiteral("ja"));
    QCOMPARE(currentLanguage(), QStringLiteral("ja"));
    QCOMPARE(QCoreApplication::translate("robots::ui::WindowActions", "&File"), QStringLiteral("ファイル(&F)"));
    // The core's messages come with it (robotstxt-messages_ja.qm).
    QVERIFY(QCoreApplication::translate("robots::Message", "Allowed") != QStringLiteral("Allowed"));
    // Japanese has one plural form.
    QCOMPARE(QCoreApplication::translate("robots::ui::FindBar", "Replaced %n occurrence(s)", nullptr, 1),
             QCoreApplication::translate("robots::ui::FindBar", "Replaced %n occurrence(s)", nullptr, 2)
                 .replace(u'2', u'1'));
}

void TestTranslations::installEnglishRestoresEnglish()
{
    installTranslations(QStringLiteral("ja"));
    QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("robots::ui::WindowActions", "&File"), QStringLiteral("&File"));
    QCOMPARE(QCoreApplication::translate("robots::Message", "Allowed"), QStringLiteral("Allowed"));
    // English plural forms from robotstxt-studio_en.qm.
    QCOMPARE(QCoreApplication::translate("robots::ui::FindBar", "Replaced %n occurrence(s)", nullptr, 1),
             QStringLiteral("Replaced 1 occurrence"));
    QCOMPARE(QCoreApplication::translate("robots::ui::FindBar", "Replaced %n occurrence(s)", nullptr, 3),
             QStringLiteral("Replaced 3 occurrences"));
}

// Swapping languages sends QEvent::LanguageChange, which widgets retranslate on.
void TestTranslations::languageChangeEventReachesObjects()
{
    installTranslations(QStringLiteral("ja"));
    QCoreApplication::sendPostedEvents();
    // QCoreApplication sends LanguageChange to itself (and a QApplication on to every widget).
    class AppFilter : public QObject
    {
    public:
        int changes = 0;
        bool eventFilter(QObject *watched, QEvent *e) override
        {
            if (watched == QCoreApplication::instance() && e->type() == QEvent::LanguageChange)
                ++changes;
            return false;
        }
    } filter;
    QCoreApplication::instance()->installEventFilter(&filter);
    installTranslations(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::instance()->removeEventFilter(&filter);
    QVERIFY(filter.changes >= 1);
}

// The settings' language wins over the system's; an unknown value is ignored.
void TestTranslations::settingChoosesTheLanguage()
{
    QSettings().setValue(QLatin1String(LanguageSettingsKey), QStringLiteral("ja"));
    QCOMPARE(installTranslations(), QStringLiteral("ja"));
    QCOMPARE(QCoreApplication::translate("robots::ui::WindowActions", "&File"), QStringLiteral("ファイル(&F)"));
    QSettings().setValue(QLatin1String(LanguageSettingsKey), QStringLiteral("en"));
    QCOMPARE(installTranslations(), QStringLiteral("en"));
    // A locale name names its language.
    QCOMPARE(resolveLanguage(QStringLiteral("ja_JP.UTF-8")), QStringLiteral("ja"));
    QCOMPARE(resolveLanguage(QStringLiteral("en-GB")), QStringLiteral("en"));
    QSettings().setValue(QLatin1String(LanguageSettingsKey), QStringLiteral("xx"));
    QCOMPARE(resolveLanguage(), resolveLanguage(QStringLiteral("not-a-language")));
}

void TestTranslations::systemLocaleIsFollowed_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("lcAll");
    QTest::addColumn<QString>("expected");
    QTest::newRow("LANGUAGE=ja") << QStringLiteral("ja") << QStringLiteral("ja_JP.UTF-8") << QStringLiteral("ja");
    QTest::newRow("LC_ALL=ja_JP") << QString() << QStringLiteral("ja_JP.UTF-8") << QStringLiteral("ja");
    QTest::newRow("LANGUAGE=de:ja") << QStringLiteral("de:ja") << QStringLiteral("de_DE.UTF-8") << QStringLiteral("ja");
    QTest::newRow("German: English") << QStringLiteral("de") << QStringLiteral("de_DE.UTF-8") << QStringLiteral("en");
    QTest::newRow("C") << QString() << QStringLiteral("C") << QStringLiteral("en");
}

// With no setting, the first language of the system's list that we have is taken, else English.
// The system locale is read once per process: the check runs in a child of this test.
void TestTranslations::systemLocaleIsFollowed()
{
    QFETCH(QString, language);
    QFETCH(QString, lcAll);
    QFETCH(QString, expected);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LANG"));
    env.remove(QStringLiteral("LANGUAGE"));
    if (!language.isEmpty())
        env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("LC_ALL"), lcAll);
    env.insert(QStringLiteral("ROBOTS_I18N_CHILD"), QStringLiteral("1"));
    QString output;
    const int status =
        run(QCoreApplication::applicationFilePath(), {QStringLiteral("systemLocaleChild")}, &output, env);
    QVERIFY2(status == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("language=") + expected + u';'), qPrintable(output));
}

// Run by systemLocaleIsFollowed() in a child process with the system's language set.
void TestTranslations::systemLocaleChild()
{
    if (qEnvironmentVariableIsEmpty("ROBOTS_I18N_CHILD"))
        QSKIP("run by systemLocaleIsFollowed()");
    QSettings().remove(QLatin1String(LanguageSettingsKey));
    const QString chosen = installTranslations();
    qInfo("language=%s; uiLanguages=%s", qPrintable(chosen), qPrintable(QLocale::system().uiLanguages().join(u',')));
    if (chosen == QLatin1String("ja"))
        QCOMPARE(QCoreApplication::translate("robots::ui::WindowActions", "&File"), QStringLiteral("ファイル(&F)"));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
