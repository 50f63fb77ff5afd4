// SPDX-License-Identifier: MIT
// File → Open from URL… and Compare with live, against TestHttpServer on 127.0.0.1 only.
// The tests call the dialog-free paths (FetchController::openFromUrl / compareWithLive), which
// never show a modal dialog.

#include "analysis/fetchmessagetext.h"
#include "analysis/hostsmodel.h"
#include "document/document.h"
#include "editor/editortab.h"
#include "editor/notificationbar.h"
#include "fetch/fetchcontroller.h"
#include "fetch/hostsdock.h"
#include "mainwindow/mainwindow.h"
#include "net/fetcher.h"
#include "net/historystore.h"
#include "net/hostrulescache.h"
#include "net/hostservice.h"
#include "site/sitedock.h"
#include "site/sitehostsmodel.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "testhttpserver.h"

#include <QAction>
#include <QCheckBox>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMenu>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

using robots::fetchui::FetchController;
using robots::net::FetchReport;
using robots::ui::EditorTab;
using robots::ui::MainWindow;

class TestFetchUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void actionsInFileMenu();
    void openFromUrlLoadsBodyIntoNewTab();
    void openFromUrlReplacesTheUntouchedUntitledTab();
    void openFromUrlShowsAUtf16FileAsTextWithANotice();
    void openFromUrlShowsRedirectChain();
    void notFoundOpensNoTab();
    void refusedSchemeOpensNoTab();
    void cancelStopsAHangingFetch();
    void compareWithLiveSetsBaseline();
    void hostsDockShowsAndRefreshesHosts();
    void hostsDockSaysWhatComesFromTheHistory();
    void checkingOtherHostsReadsTheHostsCache();
    void hostsLoadAndImportWhileAnotherProcessHoldsTheHistoryLock();
    void oneHostServiceServesEveryHostView();
    void aCutBodyWithoutLengthIsMoreThanTheLimitWhateverWasReceived();
};

void TestFetchUi::actionsInFileMenu()
{
    MainWindow window;
    auto *open = window.findChild<QAction *>(QStringLiteral("actionOpenFromUrl"));
    QVERIFY(open);
    QCOMPARE(open->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+O")));
    QVERIFY(window.findChild<QAction *>(QStringLiteral("actionCompareWithLive")));
}

// RFC 9309 §2.3.1.1: a 2xx answer's body is the file; it opens in a NEW tab with its original bytes.
void TestFetchUi::openFromUrlLoadsBodyIntoNewTab()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QByteArray body = "User-agent: *\r\nDisallow: /private/\r\n";
    server.route("/robots.txt", TestHttpServer::ok(body, "text/plain; charset=utf-8"));

    MainWindow window;
    window.show();
    window.newDocument(); // two tabs: neither is replaced
    const int before = window.tabCount();
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url(QStringLiteral("/some/page.html")));
    QVERIFY(window.fetchController()->isRunning()); // asynchronous: the call returned at once
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    QCOMPARE(window.tabCount(), before + 1);
    auto *tab = qobject_cast<EditorTab *>(done.at(0).at(1).value<QWidget *>());
    QVERIFY(tab);
    QCOMPARE(window.currentTab(), tab);
    QCOMPARE(tab->document()->originalBytes(), body); // the original bytes, CRLF kept, for saving
    QCOMPARE(tab->document()->encodedBytes(), body);
    QVERIFY(!tab->document()->textDocument()->isModified());
    QCOMPARE(tab->document()->filePath(), QString());
    QCOMPARE(tab->document()->displayName(), QStringLiteral("robots.txt — 127.0.0.1:%1").arg(server.port()));
    QCOMPARE(FetchController::rememberedUrl(tab), server.url(QStringLiteral("/some/page.html")));
    const QString facts = tab->notificationBar()->text();
    QVERIFY2(facts.contains(QStringLiteral("200 OK")), qPrintable(facts));
    QVERIFY(facts.contains(server.url(QStringLiteral("/robots.txt")).toDisplayString()));
    QVERIFY(facts.contains(QStringLiteral("text/plain; charset=utf-8")));
    QVERIFY(facts.contains(QStringLiteral("Content-Type:"), Qt::CaseInsensitive)); // the headers
    QVERIFY(facts.contains(QStringLiteral(" ms")));
    QVERIFY(tab->notificationBar()->isVisibleTo(tab));

    // The fetched file's site becomes the tester's (other hosts' URLs can be checked against
    // their own files); each tab keeps its own.
    auto *tester = window.findChild<robots::ui::TesterPanel *>(QStringLiteral("testerPanel"));
    QVERIFY(tester);
    const QString site = server.url().adjusted(QUrl::RemovePath).toString();
    QCOMPARE(tester->site(), site);
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("tabs"));
    tabs->setCurrentIndex(0);
    QCOMPARE(tester->site(), QString());
    tabs->setCurrentWidget(tab);
    QCOMPARE(tester->site(), site);

    window.resize(1100, 650);
    QTest::qWait(0);
    window.grab().save(QStringLiteral("/tmp/fetch.png"));
}

// RFC 9309 §2.3 requires UTF-8; a site that serves UTF-16LE (lint check R109) gets its text shown,
// its bytes kept for saving, and the notice that crawlers find no rules in it before the facts.
void TestFetchUi::openFromUrlShowsAUtf16FileAsTextWithANotice()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    QByteArray body("\xFF\xFE", 2);
    for (const char c : QByteArrayView("User-agent: *\r\nDisallow: /private/\r\n")) {
        body.append(c);
        body.append('\0');
    }
    server.route("/robots.txt", TestHttpServer::ok(body, "text/plain; charset=utf-16"));
    MainWindow window;
    window.show();
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    auto *tab = qobject_cast<EditorTab *>(done.at(0).at(1).value<QWidget *>());
    QVERIFY(tab);
    QCOMPARE(tab->document()->textDocument()->toPlainText(), QStringLiteral("User-agent: *\nDisallow: /private/\n"));
    QCOMPARE(tab->document()->encodedBytes(), body);
    const QString text = tab->notificationBar()->text();
    QVERIFY2(text.startsWith(QStringLiteral("This file is UTF-16LE, not UTF-8.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("200 OK")), qPrintable(text));
    QVERIFY(tab->notificationBar()->isVisibleTo(tab));
}

// Like File → Open: the single untouched Untitled tab a start shows is replaced by the fetched
// file; an Untitled tab with typing in it is kept.
void TestFetchUi::openFromUrlReplacesTheUntouchedUntitledTab()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QByteArray body = "User-agent: *\nDisallow: /private/\n";
    server.route("/robots.txt", TestHttpServer::ok(body));

    MainWindow window;
    QCOMPARE(window.tabCount(), 1);
    EditorTab *untitled = window.currentTab();
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    QCOMPARE(window.tabCount(), 1);
    QCOMPARE(done.at(0).at(1).value<QWidget *>(), untitled);
    QCOMPARE(window.currentTab(), untitled);
    QCOMPARE(untitled->document()->encodedBytes(), body);
    QCOMPARE(untitled->document()->displayName(), QStringLiteral("robots.txt — 127.0.0.1:%1").arg(server.port()));

    // The fetched tab is not untouched any more: the next fetch opens beside it.
    window.fetchController()->openFromUrl(server.url());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 2, 15000);
    QCOMPARE(window.tabCount(), 2);
    QCOMPARE(untitled->document()->encodedBytes(), body);
}

// RFC 9309 §2.3.1.2: redirects are followed (at least 5 hops); the chain is shown.
void TestFetchUi::openFromUrlShowsRedirectChain()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.route("/robots.txt", TestHttpServer::redirect(301, "/moved/robots.txt"));
    server.route("/moved/robots.txt", TestHttpServer::ok("User-agent: *\nAllow: /\n"));

    MainWindow window;
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    auto *tab = qobject_cast<EditorTab *>(done.at(0).at(1).value<QWidget *>());
    QVERIFY(tab);
    QCOMPARE(tab->document()->encodedBytes(), QByteArray("User-agent: *\nAllow: /\n"));
    const QString facts = tab->notificationBar()->text();
    QVERIFY2(facts.contains(QStringLiteral("Redirects:")), qPrintable(facts));
    QVERIFY(facts.contains(server.url(QStringLiteral("/moved/robots.txt")).toDisplayString()));
    QVERIFY(facts.contains(QStringLiteral("(301)")));
}

// RFC 9309 §2.3.1.3: 404 means "no file, everything allowed". No tab opens (there is no file to
// edit); the outcome message is what the user is told (lastMessage(), a message box in the GUI).
void TestFetchUi::notFoundOpensNoTab()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.route("/robots.txt", TestHttpServer::status(404, "Not Found", "<html>nope</html>"));

    MainWindow window;
    const int before = window.tabCount();
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    const auto report = done.at(0).at(0).value<FetchReport>();
    QCOMPARE(report.decision.outcome, robots::FetchOutcome::AllowAll);
    QCOMPARE(done.at(0).at(1).value<QWidget *>(), nullptr);
    QCOMPARE(window.tabCount(), before);
    QVERIFY2(window.fetchController()->lastMessage().contains(QStringLiteral("404")),
             qPrintable(window.fetchController()->lastMessage()));
    QCOMPARE(window.fetchController()->lastMessage(), report.message.toEnglish());
}

// Only http/https: file: is refused before anything is sent.
void TestFetchUi::refusedSchemeOpensNoTab()
{
    MainWindow window;
    const int before = window.tabCount();
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(QUrl(QStringLiteral("file:///etc/passwd")));
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 5000);
    QVERIFY(done.at(0).at(0).value<FetchReport>().refused);
    QCOMPARE(window.tabCount(), before);
    QVERIFY(!window.fetchController()->lastMessage().isEmpty());
}

// "Compare with live" makes the live file the tester's baseline (the edit-impact view)
// and gives a unified diff from the live file to the tab's text.
void TestFetchUi::compareWithLiveSetsBaseline()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /old/\n"));

    MainWindow window;
    window.currentTab()->document()->loadBytes("User-agent: *\nDisallow: /new/\n");
    // Until then the baseline is the document's text as opened.
    QCOMPARE(window.testerPanel()->model()->baselineText(), QByteArray("User-agent: *\nDisallow: /new/\n"));
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    const QUrl site = server.url(QStringLiteral("/index.html"));
    window.fetchController()->compareWithLive(site);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    QTRY_COMPARE(window.testerPanel()->model()->baselineText(), QByteArray("User-agent: *\nDisallow: /old/\n"));
    const QString diff = window.fetchController()->lastDiff();
    QVERIFY2(diff.contains(QStringLiteral("\n-Disallow: /old/\n")), qPrintable(diff));
    QVERIFY(diff.contains(QStringLiteral("\n+Disallow: /new/\n")));
    QCOMPARE(FetchController::rememberedUrl(window.currentTab()), site);
}

// View → Hosts shows the many-host database; Refresh fetches a host again.
void TestFetchUi::hostsDockShowsAndRefreshesHosts()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /\n"));

    MainWindow window;
    auto *dock = window.findChild<robots::fetchui::HostsDock *>(QStringLiteral("hostsDock"));
    QVERIFY(dock);
    dock->setCacheFile(QString()); // memory only: the test never touches a cache on disk
    QVERIFY(window.viewMenu()->actions().contains(dock->toggleViewAction()));
    window.show();
    QVERIFY(!dock->isVisible());
    dock->toggleViewAction()->trigger();
    QVERIFY(dock->isVisible());
    QCOMPARE(dock->view()->model(), dock->model());
    QVERIFY(dock->cache()->refresh(server.url().toString()));
    QTRY_COMPARE_WITH_TIMEOUT(dock->model()->rowCount(), 1, 15000);
    QTRY_VERIFY_WITH_TIMEOUT(!dock->cache()->isBusy(), 15000);
    QCOMPARE(server.hits("/robots.txt"), 1);
    dock->refreshAction()->trigger(); // nothing selected: every host again
    QTRY_COMPARE_WITH_TIMEOUT(server.hits("/robots.txt"), 2, 15000);
}

// A host fetched by an earlier run 3 h ago answers from the history (RFC 9309 §2.4: fresh for
// 24 h) without a fetch, and the Hosts table says so; Refresh makes it a fetch of this session.
void TestFetchUi::hostsDockSaysWhatComesFromTheHistory()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /private\n"));
    QTemporaryDir dir;
    const QString history = dir.filePath(QStringLiteral("history.sqlite"));
    {
        robots::net::HistoryStore store;
        QVERIFY(store.open(history));
        const robots::net::FetchReport earlier = robots::net::fetchBlocking(server.url());
        QVERIFY(store.record(earlier, QDateTime::currentDateTimeUtc().addSecs(-3 * 3600)));
    }
    const int hits = server.hits("/robots.txt");

    MainWindow window;
    auto *dock = window.findChild<robots::fetchui::HostsDock *>(QStringLiteral("hostsDock"));
    QVERIFY(dock);
    QSignalSpy loaded(dock->cache(), &robots::net::HostRulesCache::loaded);
    dock->setCacheFile(history); // read on the history's thread
    window.show();
    dock->toggleViewAction()->trigger();
    QVERIFY(dock->isVisible());
    QVERIFY(loaded.wait(15000));
    QCOMPARE(loaded.at(0).at(0).toBool(), true);
    QCOMPARE(dock->model()->rowCount(), 1);
    const QModelIndex message = dock->model()->index(0, robots::ui::HostsModel::MessageColumn);
    QVERIFY2(message.data().toString().endsWith(QStringLiteral(" (from the history, fetched 3 h ago)")),
             qPrintable(message.data().toString()));
    const robots::net::HostRulesCache::HostVerdict v =
        dock->cache()->verdict(server.url(QStringLiteral("/private/x")).toString(), QStringLiteral("*"));
    QCOMPARE(v.access, robots::Access::Disallowed);
    QVERIFY(v.fromHistory);
    QVERIFY(!dock->cache()->isBusy()); // fresh: nothing fetched
    QCOMPARE(server.hits("/robots.txt"), hits);
    // ROBOTS_PREVIEW_DIR=DIR keeps a picture of the table, to look at.
    if (const QByteArray out = qgetenv("ROBOTS_PREVIEW_DIR"); !out.isEmpty()) {
        dock->setFloating(true);
        dock->resize(1500, 160);
        dock->view()->resizeColumnsToContents();
        QVERIFY(dock->grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/hosts-from-history.png")));
    }

    dock->refreshAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(server.hits("/robots.txt"), hits + 1, 15000);
    QTRY_VERIFY_WITH_TIMEOUT(!dock->cache()->isBusy(), 15000);
    QVERIFY2(!message.data().toString().contains(QStringLiteral("history")), qPrintable(message.data().toString()));
}

// Nothing hangs. A server that never answers is cancelled (the progress dialog's Cancel
// calls cancel()); no tab opens and the user is told.
void TestFetchUi::cancelStopsAHangingFetch()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    TestHttpServer::Response silent;
    silent.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    server.route("/robots.txt", silent);

    MainWindow window;
    const int before = window.tabCount();
    QSignalSpy done(window.fetchController(), &FetchController::finished);
    window.fetchController()->openFromUrl(server.url());
    QTRY_COMPARE_WITH_TIMEOUT(server.hits("/robots.txt"), 1, 15000); // the request arrived
    QVERIFY(window.fetchController()->isRunning());
    window.fetchController()->cancel();
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 5000);
    QVERIFY(done.at(0).at(0).value<FetchReport>().cancelled);
    QVERIFY(!window.fetchController()->isRunning());
    QCOMPARE(window.tabCount(), before);
    QCOMPARE(window.fetchController()->lastMessage(), QStringLiteral("Fetch cancelled."));
}

// A body cut at the limit (RFC 9309 §2.5) with no Content-Length: the bytes received when reading
// stopped depend on how the network delivered them, and the facts shown do not.
void TestFetchUi::aCutBodyWithoutLengthIsMoreThanTheLimitWhateverWasReceived()
{
    FetchReport report;
    report.requestedUrl = QUrl(QStringLiteral("https://example.com/"));
    report.status = 200;
    report.reasonPhrase = "OK";
    report.contentType = "text/plain";
    report.maxBodyBytes = robots::net::kMaxRobotsBytes;
    report.body = QByteArray(robots::net::kMaxRobotsBytes, '#');
    report.truncated = true;
    report.bytesReceived = 524'288;
    report.complete();
    FetchReport later = report;
    later.bytesReceived = 584'000;
    later.complete();
    const QString facts = FetchController::factsText(report);
    QCOMPARE(FetchController::factsText(later), facts);
    const QString size = robots::ui::bodySizeText(report.bodySize());
    QCOMPARE(size, QStringLiteral("more than %1")
                       .arg(QLocale().formattedDataSize(robots::net::kMaxRobotsBytes, 1,
                                                        QLocale::DataSizeTraditionalFormat)));
    QVERIFY2(facts.contains(size), qPrintable(facts));
    QVERIFY2(facts.contains(QStringLiteral("the first 512000 bytes read and parsed")), qPrintable(facts));
}

QTEST_MAIN(TestFetchUi)
#include "tst_fetchui.moc"

// Cached on disk between runs: the tester's other hosts use the window's cache, which
// reads its disk copy when "Check other hosts" is first switched on (the dock hidden).
void TestFetchUi::checkingOtherHostsReadsTheHostsCache()
{
    MainWindow window;
    robots::net::HostRulesCache *cache = window.hostsDock()->cache();
    QCOMPARE(cache->historyFile(), QString()); // memory only until needed
    auto *option = window.findChild<QCheckBox *>(QStringLiteral("checkOtherHosts"));
    QVERIFY(option && option->isEnabled());
    option->setChecked(true);
    QCOMPARE(cache->historyFile(), robots::net::HostRulesCache::defaultHistoryFile());
    QVERIFY(window.hostsDock()->isHidden());
}

// Loading the Hosts view never waits on the window's thread: opening the history, importing an
// old hosts.json (a write) and reading every host run on the history's thread. Another process
// holds SQLite's write lock meanwhile (history_writer hold): the window's loop keeps turning
// (counted, not timed), and once the lock is released the hosts appear and hosts.json is imported.
void TestFetchUi::hostsLoadAndImportWhileAnotherProcessHoldsTheHistoryLock()
{
    QTemporaryDir dir;
    const QString history = dir.filePath(QStringLiteral("history.sqlite"));
    const QString json = dir.filePath(QStringLiteral("hosts.json"));
    {
        robots::net::HistoryStore created; // current: opening it again does not write
        QVERIFY(created.open(history));
    }
    // An old host cache of one host, as earlier versions wrote it.
    robots::net::FetchReport report;
    report.requestedUrl = QUrl(QStringLiteral("https://old-cache.example/"));
    report.robotsUrl = QUrl(QStringLiteral("https://old-cache.example/robots.txt"));
    report.chain.append(robots::net::Hop{report.robotsUrl, 200, "OK", {}});
    report.status = 200;
    report.reasonPhrase = "OK";
    report.contentType = "text/plain";
    report.body = "User-agent: *\nDisallow: /old/\n";
    report.bytesReceived = report.body.size();
    report.startedAt = report.finishedAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
    report.complete();
    const QJsonObject stored{{QStringLiteral("fetchedAt"), report.finishedAt.toString(Qt::ISODate)},
                             {QStringLiteral("report"), report.toJson()}};
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("robotstxt-studio-host-cache")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("hosts"), QJsonArray{QJsonObject{{QStringLiteral("latest"), stored}}}}};
    QFile file(json);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    QProcess holder;
    holder.start(QStringLiteral(ROBOTS_BINARY_DIR "/tests/history_writer"),
                 {history, QStringLiteral("holder"), QStringLiteral("hold")});
    QVERIFY2(holder.waitForStarted(), qPrintable(holder.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(holder.canReadLine() || holder.state() == QProcess::NotRunning, 15000);
    QCOMPARE(holder.readLine().trimmed(), QByteArray("locked"));

    MainWindow window;
    robots::fetchui::HostsDock *dock = window.hostsDock();
    robots::net::HostRulesCache *cache = dock->cache();
    cache->setLegacyCacheFile(json);
    QSignalSpy loaded(cache, &robots::net::HostRulesCache::loaded);
    dock->setCacheFile(history);
    QVERIFY(cache->isLoading());
    // Real turns of the loop (QEventLoop), not QTRY_*, which sleeps between its checks.
    int turns = 0;
    QEventLoop fiftyTurns;
    QTimer ticker;
    ticker.setInterval(0); // fires on every turn of the loop that has nothing else to do
    connect(&ticker, &QTimer::timeout, &fiftyTurns, [&] {
        // The import has begun on the history's thread and cannot end while the lock is held.
        if (++turns >= 50 && window.hostService()->history()->isWorking())
            fiftyTurns.quit();
    });
    connect(cache, &robots::net::HostRulesCache::loaded, &fiftyTurns, &QEventLoop::quit); // too early: fails below
    ticker.start();
    fiftyTurns.exec();
    ticker.stop();
    QVERIFY2(turns >= 50, qPrintable(QString::number(turns)));
    QVERIFY(loaded.isEmpty());
    QVERIFY(cache->isLoading());
    QVERIFY(QFile::exists(json)); // not imported yet

    holder.write("go\n");
    QVERIFY(loaded.wait(15000));
    QCOMPARE(loaded.at(0).at(0).toBool(), true);
    QVERIFY2(cache->error().id.empty(), cache->error().toEnglish().c_str());
    QVERIFY(!cache->isLoading());
    QCOMPARE(dock->model()->rowCount(), 1);
    QCOMPARE(cache->origins(), QStringList{robots::net::hostKey(report.robotsUrl)});
    QVERIFY(!QFile::exists(json));
    QVERIFY(QFile::exists(json + QStringLiteral(".imported")));
    QTRY_COMPARE(holder.state(), QProcess::NotRunning);
    QCOMPARE(holder.exitCode(), 0);
}

// One host service for the window: the tester's live hosts and View → Hosts (one cache) and the
// Site dock fetch through the same service, so that they meet a server alike.
void TestFetchUi::oneHostServiceServesEveryHostView()
{
    MainWindow window;
    QVERIFY(window.hostService());
    QCOMPARE(window.hostsDock()->cache()->service(), window.hostService());
    QCOMPARE(window.hostsDock()->model()->cache(), window.hostsDock()->cache());
    auto *site = window.findChild<robots::siteui::SiteDock *>();
    QVERIFY(site);
    QCOMPARE(site->model()->service(), window.hostService());
    QCOMPARE(window.findChildren<robots::net::HostService *>().size(), 1);
}
