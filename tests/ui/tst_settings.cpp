// SPDX-License-Identifier: MIT
// Settings → Configure Robots.txt Studio…: AppSettings' defaults and round trip, the
// dialog's OK / Apply / Cancel / Restore Defaults, and the window following a change at once
// (editor font and theme of every open tab, the tester's defaults, the fetcher's time-out and
// User-Agent header, seen by a loopback TestHttpServer). Isolated settings: test mode + a test
// organization name, cleared before each test.

#include "analysis/settingsstore.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "fetch/fetchcontroller.h"
#include "fetch/hostsdock.h"
#include "mainwindow/mainwindow.h"
#include "net/hostrulescache.h"
#include "settings/appsettings.h"
#include "settings/settingsdialog.h"
#include "tester/testerpanel.h"
#include "testhttpserver.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFontComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <chrono>

using robots::DialectId;
using robots::fetchui::FetchController;
using robots::ui::AppSettings;
using robots::ui::MainWindow;
using robots::ui::SettingsDialog;

namespace {

QString otherTheme()
{
    const KSyntaxHighlighting::Repository repository;
    const QList<KSyntaxHighlighting::Theme> themes = repository.themes();
    return themes.isEmpty() ? QString() : themes.last().name();
}

QFont otherFont()
{
    QFont font = AppSettings::defaultEditorFont();
    font.setPointSizeF(font.pointSizeF() + 7);
    return font;
}

/// KEY's value in the settings FILE as another process reads it from the disk.
QString readInAnotherProcess(const QString &file, const QString &key)
{
    QProcess reader;
    reader.start(QStringLiteral(ROBOTS_BINARY_DIR "/tests/settings_file"), {file, QStringLiteral("read"), key});
    if (!reader.waitForFinished(-1) || reader.exitCode() != 0)
        return QStringLiteral("<settings_file failed: %1>").arg(reader.errorString());
    return QString::fromUtf8(reader.readAllStandardOutput()).trimmed();
}

void click(SettingsDialog *dialog, QDialogButtonBox::StandardButton which)
{
    QPushButton *button = dialog->buttonBox()->button(which);
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace

class TestSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    }
    void init() { robots::ui::Settings::clear(); }
    void cleanupTestCase() { robots::ui::Settings::clear(); }

    void defaultsWhenNothingIsStored();
    void valuesRoundTrip();
    void invalidValuesFallBackToDefaults();
    void writtenSettingsAreInTheFileForTheNextProcess();
    void settingsWrittenJustBeforeTheApplicationEndsAreInTheFile();
    void windowWritesSettingsWhileAnotherProcessHoldsTheSettingsLock();
    void settingsActionHasThePreferencesShortcut();
    void dialogShowsStoredValues();
    void applyChangesEveryOpenEditorsFontAndTheme();
    void okWritesAndCancelForgets();
    void restoreDefaultsPutsDefaultsBack();
    void customAgentsAreAddedAndRemoved();
    void testerFollowsDefaultDialectsAndAgents();
    void fetchSendsTheConfiguredUserAgent();
    void fetchGivesUpAfterTheConfiguredTimeout();
    void hostsCacheUsesTheConfiguredOptions();
};

void TestSettings::defaultsWhenNothingIsStored()
{
    QCOMPARE(AppSettings::defaultDialects(), QList<DialectId>{robots::allDialects().front().id()});
    QCOMPARE(AppSettings::defaultAgents(), QStringList{QStringLiteral("Googlebot")});
    QCOMPARE(AppSettings::customAgents(), QStringList());
    QCOMPARE(AppSettings::theme(), QString());
    QCOMPARE(AppSettings::editorFont(), AppSettings::defaultEditorFont());
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), 10); // seed 004: the Ruby gem's :http_timeout
    QCOMPARE(AppSettings::fetchUserAgent(), robots::net::defaultUserAgent());
    QCOMPARE(AppSettings::language(), QString());
    const robots::net::FetchOptions options = AppSettings::fetchOptions();
    QCOMPARE(options.timeout, std::chrono::milliseconds(10'000));
    QCOMPARE(options.userAgent, robots::net::defaultUserAgent());
}

void TestSettings::valuesRoundTrip()
{
    QSignalSpy changed(AppSettings::notifier(), &AppSettings::changed);
    const QList<DialectId> dialects{DialectId(1), DialectId(2)};
    AppSettings::setDefaultDialects(dialects);
    AppSettings::setDefaultAgents({QStringLiteral("Bingbot"), QStringLiteral(" GPTBot "), QStringLiteral("Bingbot")});
    AppSettings::setCustomAgents({QStringLiteral("MyCrawler")});
    AppSettings::setTheme(QStringLiteral("Breeze Dark"));
    AppSettings::setEditorFont(otherFont());
    AppSettings::setFetchTimeoutSeconds(3);
    AppSettings::setFetchUserAgent(QStringLiteral("TestAgent/1.0\n(x)"));
    AppSettings::setLanguage(QStringLiteral("ja"));
    QCOMPARE(changed.size(), 8);

    QCOMPARE(AppSettings::defaultDialects(), dialects);
    QCOMPARE(AppSettings::defaultAgents(), (QStringList{QStringLiteral("Bingbot"), QStringLiteral("GPTBot")}));
    QCOMPARE(AppSettings::customAgents(), QStringList{QStringLiteral("MyCrawler")});
    QCOMPARE(AppSettings::theme(), QStringLiteral("Breeze Dark"));
    QCOMPARE(AppSettings::editorFont().pointSizeF(), otherFont().pointSizeF());
    QCOMPARE(AppSettings::editorFont().family(), otherFont().family());
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), 3);
    // A header value is one line (RFC 9110 §5.5).
    QCOMPARE(AppSettings::fetchUserAgent(), QStringLiteral("TestAgent/1.0 (x)"));
    QCOMPARE(AppSettings::language(), QStringLiteral("ja"));
    QCOMPARE(AppSettings::fetchOptions().timeout, std::chrono::milliseconds(3000));
    // Stored under the keys older versions and H2's translations read.
    robots::ui::Settings::flush();
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("ja"));
    QCOMPARE(QSettings().value(QStringLiteral("editor/theme")).toString(), QStringLiteral("Breeze Dark"));
}

void TestSettings::invalidValuesFallBackToDefaults()
{
    using robots::ui::Settings::setValue;
    setValue(QStringLiteral("tester/dialects"), QStringList{QStringLiteral("no-such-dialect")});
    setValue(QStringLiteral("fetch/timeout"), QStringLiteral("soon"));
    setValue(QStringLiteral("editor/font"), QStringLiteral("Mono,-3"));
    setValue(QStringLiteral("fetch/userAgent"), QStringLiteral("   "));
    QCOMPARE(AppSettings::defaultDialects(), QList<DialectId>{robots::allDialects().front().id()});
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), AppSettings::DefaultFetchTimeout);
    QCOMPARE(AppSettings::editorFont().pointSizeF(), AppSettings::defaultEditorFont().pointSizeF());
    QCOMPARE(AppSettings::fetchUserAgent(), robots::net::defaultUserAgent());
    AppSettings::setFetchTimeoutSeconds(100000);
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), AppSettings::MaxFetchTimeout);
}

// What the window writes reaches the file on the settings writer's thread (ui::Settings), and is
// there for the next process once flushed, as it is when the application ends (the store's
// destructor flushes): a new process reads the file itself, not this one's copy in memory.
void TestSettings::writtenSettingsAreInTheFileForTheNextProcess()
{
    AppSettings::setTheme(QStringLiteral("Breeze Dark"));
    AppSettings::setFetchTimeoutSeconds(42);
    AppSettings::setRecentFiles({QStringLiteral("/tmp/a.txt"), QStringLiteral("/tmp/b.txt")});
    AppSettings::setFetchUserAgent(QStringLiteral("Agent/1"));
    AppSettings::setFetchUserAgent(QString()); // the default: removed from the file
    robots::ui::Settings::flush();
    const QString file = QSettings().fileName();
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("editor/theme")), QStringLiteral("Breeze Dark"));
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("fetch/timeout")), QStringLiteral("42"));
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("fetch/userAgent")), QString());

    AppSettings::restoreDefaults();
    robots::ui::Settings::flush();
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("editor/theme")), QString());
    QCOMPARE(AppSettings::recentFiles(), (QStringList{QStringLiteral("/tmp/a.txt"), QStringLiteral("/tmp/b.txt")}));
}

// A process that writes a setting and ends at once (the studio closing its window, then quitting)
// leaves it in the file: the application's end waits for the settings writer's thread.
void TestSettings::settingsWrittenJustBeforeTheApplicationEndsAreInTheFile()
{
    const QString organization = QCoreApplication::organizationName();
    QProcess writer;
    writer.start(QStringLiteral(ROBOTS_BINARY_DIR "/tests/settings_file"),
                 {organization, QStringLiteral("write"), QStringLiteral("window/geometry"), QStringLiteral("last")});
    QVERIFY(writer.waitForFinished(-1));
    QCOMPARE(writer.exitCode(), 0);
    QCoreApplication::setApplicationName(QStringLiteral("settings_file"));
    const QString file = QSettings().fileName();
    QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("window/geometry")), QStringLiteral("last"));
    QFile::remove(file);
}

// Another process (a second studio saving its settings) holds QSettings' lock on the settings file.
// The window's writes (View → Zoom steps, a theme) return at once and read back at once; the file
// gets them only once the lock is released, from the settings writer's thread. Were a write made on
// the window's thread, this test would never get past the zoom loop while the lock is held.
void TestSettings::windowWritesSettingsWhileAnotherProcessHoldsTheSettingsLock()
{
    robots::ui::Settings::flush(); // init()'s clear is in the file
    const QString file = QSettings().fileName();
    QProcess holder;
    holder.start(QStringLiteral(ROBOTS_BINARY_DIR "/tests/settings_file"), {file, QStringLiteral("hold")});
    QVERIFY2(holder.waitForStarted(), qPrintable(holder.errorString()));
    while (!holder.canReadLine() && holder.waitForReadyRead(-1)) {
    }
    QCOMPARE(holder.readLine().trimmed(), QByteArray("locked"));

    for (int level = 1; level <= 50; ++level)
        AppSettings::setZoomLevel(level);
    AppSettings::setTheme(QStringLiteral("Breeze Dark"));
    QCOMPARE(AppSettings::zoomLevel(), 50);
    QCOMPARE(AppSettings::theme(), QStringLiteral("Breeze Dark"));
    // Not in the file yet: the writer is the one waiting for the lock.
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("editor/zoom")), QString());

    holder.write("go\n");
    QVERIFY(holder.waitForFinished(-1));
    QCOMPARE(holder.exitCode(), 0);
    robots::ui::Settings::flush();
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("editor/zoom")), QStringLiteral("50"));
    QCOMPARE(readInAnotherProcess(file, QStringLiteral("editor/theme")), QStringLiteral("Breeze Dark"));
}

void TestSettings::settingsActionHasThePreferencesShortcut()
{
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("actionSettings"));
    QVERIFY(action);
    QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Preferences))
        QVERIFY(action->shortcuts().contains(key));
    action->trigger();
    auto *dialog = window.findChild<SettingsDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->reject();
}

void TestSettings::dialogShowsStoredValues()
{
    AppSettings::setFetchTimeoutSeconds(7);
    AppSettings::setFetchUserAgent(QStringLiteral("Shown/2"));
    AppSettings::setLanguage(QStringLiteral("ja"));
    const KSyntaxHighlighting::Repository repository;
    SettingsDialog dialog(repository);
    QCOMPARE(dialog.timeoutBox()->value(), 7);
    QCOMPARE(dialog.userAgentEdit()->text(), QStringLiteral("Shown/2"));
    QCOMPARE(dialog.languageBox()->currentData().toString(), QStringLiteral("ja"));
    QCOMPARE(dialog.themeBox()->currentData().toString(), QString());
    QCOMPARE(dialog.fontSizeBox()->value(), AppSettings::defaultEditorFont().pointSizeF());
}

void TestSettings::applyChangesEveryOpenEditorsFontAndTheme()
{
    const QString theme = otherTheme();
    if (theme.isEmpty())
        QSKIP("no KSyntaxHighlighting themes installed");
    MainWindow window;
    window.newDocument();
    window.newDocument();
    QCOMPARE(window.tabCount(), 3);
    SettingsDialog *dialog = window.showSettings();
    dialog->themeBox()->setCurrentIndex(dialog->themeBox()->findData(theme));
    dialog->fontSizeBox()->setValue(otherFont().pointSizeF());
    click(dialog, QDialogButtonBox::Apply);
    QVERIFY(dialog->isVisible()); // Apply keeps the dialog open
    QCOMPARE(window.themeSetting(), theme);
    for (int i = 0; i < window.tabCount(); ++i) {
        const robots::ui::Editor *editor = window.tabAt(i)->editor();
        QCOMPARE(editor->themeName(), theme);
        QCOMPARE(editor->font().pointSizeF(), otherFont().pointSizeF() + window.zoomLevel());
    }
    // A tab opened afterwards gets them too; zoom still works on top of the font.
    robots::ui::EditorTab *later = window.newDocument();
    QCOMPARE(later->editor()->font().pointSizeF(), otherFont().pointSizeF());
    window.setZoomLevel(2);
    QCOMPARE(later->editor()->font().pointSizeF(), otherFont().pointSizeF() + 2);
    // View → Theme writes the same setting the dialog shows.
    window.setThemeSetting(QString());
    QCOMPARE(AppSettings::theme(), QString());
    dialog->load();
    QCOMPARE(dialog->themeBox()->currentIndex(), 0);
    dialog->reject();
}

void TestSettings::okWritesAndCancelForgets()
{
    const KSyntaxHighlighting::Repository repository;
    {
        SettingsDialog dialog(repository);
        dialog.timeoutBox()->setValue(42);
        click(&dialog, QDialogButtonBox::Cancel);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), 10);
    {
        SettingsDialog dialog(repository);
        QSignalSpy applied(&dialog, &SettingsDialog::applied);
        QSignalSpy changed(AppSettings::notifier(), &AppSettings::changed);
        dialog.timeoutBox()->setValue(42);
        dialog.userAgentEdit()->setText(QStringLiteral("OkAgent/1"));
        click(&dialog, QDialogButtonBox::Ok);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(applied.size(), 1);
        QCOMPARE(changed.size(), 1); // one announcement for the whole dialog
    }
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), 42);
    QCOMPARE(AppSettings::fetchUserAgent(), QStringLiteral("OkAgent/1"));
}

void TestSettings::restoreDefaultsPutsDefaultsBack()
{
    AppSettings::setFetchTimeoutSeconds(99);
    AppSettings::setFetchUserAgent(QStringLiteral("Old/1"));
    AppSettings::setDefaultDialects({DialectId(2)});
    AppSettings::setDefaultAgents({QStringLiteral("Bingbot")});
    AppSettings::setEditorFont(otherFont());
    AppSettings::setLanguage(QStringLiteral("ja"));
    const KSyntaxHighlighting::Repository repository;
    SettingsDialog dialog(repository);
    click(&dialog, QDialogButtonBox::RestoreDefaults);
    QCOMPARE(dialog.timeoutBox()->value(), 10);
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), 99); // not written before Apply
    click(&dialog, QDialogButtonBox::Apply);
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), 10);
    QCOMPARE(AppSettings::fetchUserAgent(), robots::net::defaultUserAgent());
    QCOMPARE(AppSettings::defaultDialects(), QList<DialectId>{robots::allDialects().front().id()});
    QCOMPARE(AppSettings::defaultAgents(), QStringList{QStringLiteral("Googlebot")});
    QCOMPARE(AppSettings::editorFont().pointSizeF(), AppSettings::defaultEditorFont().pointSizeF());
    QCOMPARE(AppSettings::language(), QString());

    AppSettings::setFetchTimeoutSeconds(5);
    AppSettings::restoreDefaults();
    QCOMPARE(AppSettings::fetchTimeoutSeconds(), 10);
}

void TestSettings::customAgentsAreAddedAndRemoved()
{
    const KSyntaxHighlighting::Repository repository;
    SettingsDialog dialog(repository);
    QListWidget *list = dialog.agentList();
    const int presets = list->count();
    QVERIFY(presets > 10);
    QVERIFY(dialog.addCustomAgent(QStringLiteral(" MyCrawler ")));
    QVERIFY(!dialog.addCustomAgent(QStringLiteral("MyCrawler"))); // listed once
    QVERIFY(!dialog.addCustomAgent(QStringLiteral("Googlebot"))); // a preset already
    QCOMPARE(list->count(), presets + 1);
    click(&dialog, QDialogButtonBox::Apply);
    QCOMPARE(AppSettings::customAgents(), QStringList{QStringLiteral("MyCrawler")});
    QVERIFY(AppSettings::defaultAgents().contains(QStringLiteral("MyCrawler")));
    // Presets stay; the custom agent goes.
    list->setCurrentRow(0);
    dialog.removeSelectedAgent();
    QCOMPARE(list->count(), presets + 1);
    list->setCurrentItem(list->findItems(QStringLiteral("MyCrawler"), Qt::MatchExactly).value(0));
    dialog.removeSelectedAgent();
    QCOMPARE(list->count(), presets);
    click(&dialog, QDialogButtonBox::Apply);
    QCOMPARE(AppSettings::customAgents(), QStringList());
    QVERIFY(!AppSettings::defaultAgents().contains(QStringLiteral("MyCrawler")));
}

void TestSettings::testerFollowsDefaultDialectsAndAgents()
{
    const QList<DialectId> dialects{robots::allDialects()[0].id(), robots::allDialects()[1].id()};
    AppSettings::setDefaultDialects(dialects);
    AppSettings::setDefaultAgents({QStringLiteral("Bingbot")});
    MainWindow window;
    QCOMPARE(window.testerPanel()->shownDialects(), dialects);
    QCOMPARE(window.testerPanel()->defaultAgents(), QStringList{QStringLiteral("Bingbot")});
    AppSettings::setDefaultAgents({QStringLiteral("GPTBot"), QStringLiteral("CCBot")});
    QCOMPARE(window.testerPanel()->defaultAgents(), (QStringList{QStringLiteral("GPTBot"), QStringLiteral("CCBot")}));
    // An unrelated change leaves the panel's own choice of dialects alone.
    window.testerPanel()->setShownDialects({robots::allDialects()[2].id()});
    AppSettings::setFetchTimeoutSeconds(4);
    QCOMPARE(window.testerPanel()->shownDialects(), QList<DialectId>{robots::allDialects()[2].id()});
}

void TestSettings::fetchSendsTheConfiguredUserAgent()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow:\n"));
    MainWindow window;
    // Changed while the window is open: the next fetch uses it.
    AppSettings::setFetchUserAgent(QStringLiteral("SettingsTest/1.0 (+https://example.test/)"));
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(server.requests().at(0).header("User-Agent"), QByteArray("SettingsTest/1.0 (+https://example.test/)"));
}

void TestSettings::fetchGivesUpAfterTheConfiguredTimeout()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response silent;
    silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    server.route("/robots.txt", silent);
    AppSettings::setFetchTimeoutSeconds(1);
    MainWindow window;
    QCOMPARE(window.fetchController()->fetcher().options().timeout, std::chrono::milliseconds(1000));
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url());
    // The wait only guards against a hang; the report's reason proves which time-out ended it.
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 30000);
    const auto report = done.at(0).at(0).value<robots::net::FetchReport>();
    QVERIFY(!report.gotResponse());
    QCOMPARE(report.networkError, robots::NetworkError::Timeout);
    // The 1 s of the settings, not the default 10 s, ended it: as the stall time-out or as the
    // whole fetch's, which is the same 1 s unless set apart (whichever of the two fires first).
    QCOMPARE(report.totalTimeout, std::chrono::milliseconds(1000));
    const QString message = report.message.toEnglish();
    QVERIFY2(message.contains(QStringLiteral("no data received for 1 s")) ||
                 message.startsWith(QStringLiteral("Total time-out after 1 s")),
             qPrintable(message));
}

void TestSettings::hostsCacheUsesTheConfiguredOptions()
{
    MainWindow window;
    AppSettings::setFetchTimeoutSeconds(6);
    AppSettings::setFetchUserAgent(QStringLiteral("Hosts/1"));
    const robots::net::FetchOptions options = window.hostsDock()->cache()->fetchOptions();
    QCOMPARE(options.timeout, std::chrono::milliseconds(6000));
    QCOMPARE(options.userAgent, QStringLiteral("Hosts/1"));
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
