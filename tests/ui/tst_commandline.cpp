// SPDX-License-Identifier: MIT
// robotstxt-studio [--dialect D] [--language LANG] [FILE | URL]... (files from the desktop, a
// shell or a file manager): dialect names checked against the core's table, URLs fetched
// (TestHttpServer on 127.0.0.1), an open file focused instead of opened twice. The binary itself
// runs offscreen with a private HOME; the rest goes through CommandLineLocations
// (app/gui/commandline.h) and MainWindow's API.

#include "analysis/settingsstore.h"
#include "commandline.h"
#include "document/document.h"
#include "editor/editortab.h"
#include "fetch/fetchcontroller.h"
#include "mainwindow/mainwindow.h"
#include "settings/appsettings.h"
#include "testhttpserver.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using robots::DialectId;
using robots::fetchui::FetchController;
using robots::studio::CommandLineLocations;
using robots::ui::AppSettings;
using robots::ui::MainWindow;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

struct Run
{
    int exitCode = -1;
    QString err;
    QString out;
};

enum class Platform {
    Offscreen,
    NoDisplay
};

Run runStudio(const QStringList &arguments, const QString &home, Platform platform = Platform::Offscreen)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (platform == Platform::Offscreen) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QString::fromLatin1(name));
    }
    env.insert(QStringLiteral("HOME"), home); // nothing of the user's is read or written
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt-studio"), arguments);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitCode();
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    return run;
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_commandline"));
        robots::ui::Settings::clear();
    }
    void cleanupTestCase() { robots::ui::Settings::clear(); }

    void dialectNamesAreTheCoresNames_data();
    void dialectNamesAreTheCoresNames();
    void unknownDialectIsAUsageError();
    void unknownLanguageIsAUsageError();
    void helpAndVersionNeedNoDisplay_data();
    void helpAndVersionNeedNoDisplay();
    void goodDialectsAndFilesRun();
    void openingAnOpenFileFocusesItsTab();
    void fileUrlsOpenLikePaths();
    void httpUrlsAreFetchedOneAfterTheOther();
};

void TestCommandLine::dialectNamesAreTheCoresNames_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QList<DialectId>>("dialects");
    QTest::newRow("one") << QStringLiteral("google") << true << QList<DialectId>{DialectId::Google};
    QTest::newRow("several, core order, spaces")
        << QStringLiteral("google, rfc9309") << true << QList<DialectId>{DialectId::Rfc9309, DialectId::Google};
    QTest::newRow("repeated") << QStringLiteral("bing,bing") << true << QList<DialectId>{DialectId::Bing};
    QTest::newRow("unknown") << QStringLiteral("rfc9309,gogle") << false << QList<DialectId>{};
    QTest::newRow("case-sensitive") << QStringLiteral("Google") << false << QList<DialectId>{};
    // The name settings saved for Python's RFC 9309 rewrite before it was known to be in 3.13.14
    // and 3.14.5 still picks that reading, now as the dialect of its own that fetches as 3.15 does.
    QTest::newRow("old-python-name") << QStringLiteral("python-urllib-3.15,python-urllib") << true
                                     << QList<DialectId>{DialectId::PythonUrllib, DialectId::PythonUrllib315};
    QTest::newRow("aipref") << QStringLiteral("aipref,rfc9309") << true
                            << QList<DialectId>{DialectId::Rfc9309, DialectId::Aipref};
}

void TestCommandLine::dialectNamesAreTheCoresNames()
{
    QFETCH(QString, spec);
    QFETCH(bool, valid);
    QFETCH(QList<DialectId>, dialects);
    QString unknown;
    const auto parsed = AppSettings::dialectsFromNames(spec.split(QLatin1Char(',')), &unknown);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, dialects);
    else
        QVERIFY(!unknown.isEmpty());
    for (const robots::Dialect &d : robots::allDialects())
        QVERIFY(AppSettings::dialectNames().contains(QString::fromUtf8(d.name().data(), qsizetype(d.name().size()))));
}

void TestCommandLine::unknownDialectIsAUsageError()
{
    QTemporaryDir home;
    const Run run = runStudio({QStringLiteral("--dialect"), QStringLiteral("rfc9309,gogle")}, home.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("gogle")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("rfc9309")) && run.err.contains(QStringLiteral("google")),
             qPrintable(run.err)); // the known names are listed
}

void TestCommandLine::unknownLanguageIsAUsageError()
{
    QTemporaryDir home;
    const Run run = runStudio({QStringLiteral("--language"), QStringLiteral("xx")}, home.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("xx")), qPrintable(run.err));
}

void TestCommandLine::helpAndVersionNeedNoDisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");
    const QStringList usage{QStringLiteral("robotstxt-studio"), QStringLiteral("--screenshot <out>"),
                            QStringLiteral("--language <lang>"), QStringLiteral("[file | URL...]")};
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << usage;
    QTest::newRow("-h") << QStringList{QStringLiteral("-h")} << usage;
    QTest::newRow("--help after a file") << QStringList{QStringLiteral("robots.txt"), QStringLiteral("--help")}
                                         << usage;
    QTest::newRow("--help in Japanese") << QStringList{QStringLiteral("--language"), QStringLiteral("ja"),
                                                       QStringLiteral("--help")}
                                        << QStringList{QStringLiteral("--screenshot <out>"),
                                                       QStringLiteral("robots.txt ファイル")};
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")}
                               << QStringList{QStringLiteral("robotstxt-studio " ROBOTS_VERSION)};
}

// Asking for the usage or the version must work where no window can be shown (over ssh, in a
// packaging check): the QApplication, which aborts without a display, is not made for them.
void TestCommandLine::helpAndVersionNeedNoDisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);
    QTemporaryDir home;
    const Run run = runStudio(arguments, home.path(), Platform::NoDisplay);
    QCOMPARE(run.exitCode, 0);
    for (const QString &text : expected)
        QVERIFY2(run.out.contains(text), qPrintable(run.out + run.err));
}

void TestCommandLine::goodDialectsAndFilesRun()
{
    QTemporaryDir home;
    const QString file = home.filePath(QStringLiteral("robots.txt"));
    QVERIFY(writeFile(file, "User-agent: *\nDisallow: /x\n"));
    const QString shot = home.filePath(QStringLiteral("shot.png"));
    const Run run = runStudio({QStringLiteral("--dialect"), QStringLiteral("google,bing"), QStringLiteral("--language"),
                               QStringLiteral("en"), QStringLiteral("--screenshot"), shot, file, file},
                              home.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.err.contains(QStringLiteral("robots.txt")), qPrintable(run.err));
    QVERIFY(QFileInfo::exists(shot));
}

void TestCommandLine::openingAnOpenFileFocusesItsTab()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.txt"));
    const QString b = dir.filePath(QStringLiteral("b.txt"));
    QVERIFY(writeFile(a, "User-agent: a\n"));
    QVERIFY(writeFile(b, "User-agent: b\n"));
    MainWindow window;
    CommandLineLocations locations(window);
    QCOMPARE(locations.open({a, b}), 2);
    QCOMPARE(window.tabCount(), 2);
    QCOMPARE(window.currentFile(), QFileInfo(b).canonicalFilePath());
    // Again, and through another spelling of the same path: focused, not opened twice.
    QCOMPARE(locations.open({dir.path() + QStringLiteral("/./a.txt")}), 1);
    QCOMPARE(window.tabCount(), 2);
    QCOMPARE(window.currentFile(), QFileInfo(a).canonicalFilePath());
}

void TestCommandLine::fileUrlsOpenLikePaths()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.txt"));
    QVERIFY(writeFile(a, "User-agent: a\n"));
    MainWindow window;
    CommandLineLocations locations(window);
    QCOMPARE(locations.open({QUrl::fromLocalFile(a).toString(), dir.filePath(QStringLiteral("missing"))}), 1);
    QCOMPARE(window.currentFile(), QFileInfo(a).canonicalFilePath());
    QVERIFY(locations.errorString().contains(QStringLiteral("missing")));
    QCOMPARE(locations.pendingFetches(), 0);
}

void TestCommandLine::httpUrlsAreFetchedOneAfterTheOther()
{
    TestHttpServer first;
    QVERIFY(first.listen());
    first.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /first\n"));
    TestHttpServer second;
    QVERIFY(second.listen());
    second.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /second\n"));
    MainWindow window;
    CommandLineLocations locations(window);
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    QCOMPARE(locations.open({first.url(QStringLiteral("/a/page")).toString(), second.url().toString()}), 0);
    QCOMPARE(locations.pendingFetches(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 2, 20000);
    QCOMPARE(locations.pendingFetches(), 0);
    QCOMPARE(first.hits("/robots.txt"), 1);
    QCOMPARE(second.hits("/robots.txt"), 1);
    // The untouched Untitled tab of a start may be replaced; both files are open.
    QStringList texts;
    for (int i = 0; i < window.tabCount(); ++i)
        texts << QString::fromUtf8(window.tabAt(i)->document()->encodedBytes());
    QVERIFY(texts.join(QString()).contains(QStringLiteral("/first")));
    QVERIFY(texts.join(QString()).contains(QStringLiteral("/second")));
}

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
