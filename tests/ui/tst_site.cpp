// SPDX-License-Identifier: MIT
// Tools → Site…: the site file through the dock, Refresh all against two loopback hosts
// (TestHttpServer on 127.0.0.1, two ports = two origins), the table's columns, the history of
// three versions (diffs and the test set's verdict changes), the sitemap audit view's groups and
// CSV, and an audit of a large sitemap that never stalls the window's event loop. Offscreen; waits
// are QTRY_*, never fixed sleeps.

#include "analysis/messages.h"
#include "editor/editor.h"
#include "mainwindow/mainwindow.h"
#include "net/historystore.h"
#include "net/hostservice.h"
#include "net/sitefile.h"
#include "site/historydialog.h"
#include "site/siteauditview.h"
#include "site/sitedock.h"
#include "site/sitehostsmodel.h"
#include "testhttpserver.h"

#include <robots/studio/diagnostics.h>
#include <robots/studio/sitemapaudit.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QTreeWidget>

using robots::siteui::HistoryDialog;
using robots::siteui::SiteAuditView;
using robots::siteui::SiteDock;
using robots::siteui::SiteHostsModel;

namespace {

QByteArray utf8(const std::string &s)
{
    return QByteArray(s.data(), qsizetype(s.size()));
}

QString cell(const SiteHostsModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role).toString();
}

// The item of TREE (any depth) whose text contains TEXT.
QTreeWidgetItem *findItem(QTreeWidget *tree, const QString &text)
{
    const QList<QTreeWidgetItem *> items = tree->findItems(text, Qt::MatchContains | Qt::MatchRecursive);
    return items.isEmpty() ? nullptr : items.first();
}

std::vector<robots::TestCase> casesFor(const QList<std::pair<const char *, const char *>> &agentAndUrl)
{
    std::vector<robots::TestCase> cases;
    for (const auto &[agent, url] : agentAndUrl) {
        robots::TestCase c;
        c.agent = agent;
        c.url = url;
        cases.push_back(c);
    }
    return cases;
}

} // namespace

class TestSite : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QVERIFY(m_dir.isValid()); }

    void siteFileSavesAndReopensNameHostsAndRefreshMinutes();
    void badSiteFileOrHostIsRefusedWithAMessageAndLosesNothing();
    void refreshAllFetchesEveryHostAndFillsEveryColumn();
    void refreshRecordsEveryFetchAndTellsWhichBodiesChanged();
    void windowKeepsTurningWhileAnotherProcessHoldsTheHistoryLock();
    void aSaveThatCannotBeWrittenSaysWhyAndLosesNothing();
    void anEditMadeWhileTheSiteIsSavedKeepsItModified();
    void closingTheWindowWaitsForTheSiteSaveUnderWay();
    void closingTheWindowWithAnUnsavedSiteSavesItFirst();
    void cancelStopsARefreshOfHangingHosts();
    void discoverHostsAddsTheSitesHostsThatSitemapLinesName();
    void periodicRefreshIsOffByDefaultAndFollowsTheMinutes();
    void historyListsThreeVersionsDiffsThemAndNamesChangedVerdicts();
    void verdictChangesComeFromTheCoresTestRun_data();
    void verdictChangesComeFromTheCoresTestRun();
    void auditViewGroupsUrlsByAgentChangeAndDecidingRule();
    void auditViewListsABoundedNumberOfGroups();
    void auditGroupJumpsToTheDraftLine();
    void auditCsvExportAddsTheSuffixAndWritesTheCoresCsv();
    void auditOfALargeSitemapKeepsTheWindowResponsive();
    void auditCancelStopsAHangingSitemapAndSaysSo();
    void toolsSiteShowsTheDockWiredToTheCurrentDocument();

private:
    /// The window closes itself once the site is written (SAVED), and FILE holds the one host.
    // SAVED counts every save: the one asked for may already be answered by the time this runs
    // (inside the question's own event loop), so its count is awaited, not a new emission.
    static void closesOnceSaved(QWidget &window, SiteDock &dock, QSignalSpy &saved, const QString &file,
                                qsizetype saves)
    {
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), saves, 15000);
        QTRY_VERIFY(!window.isVisible());
        QVERIFY(!dock.isModified());
        QCOMPARE(robots::net::SiteFile::load(file)->hosts.size(), 1);
    }
    // What the window hands every Site dock (MainWindow::hostService()); outlives the docks.
    robots::net::HostService m_service;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    SiteDock *makeDock(SiteDock::Hooks hooks = {})
    {
        auto *dock = new SiteDock(std::move(hooks), &m_service);
        dock->setHistoryPath(path(QStringLiteral("history-%1.sqlite").arg(++m_stores)));
        return dock;
    }

    QTemporaryDir m_dir;
    int m_stores = 0;
};

void TestSite::siteFileSavesAndReopensNameHostsAndRefreshMinutes()
{
    std::unique_ptr<SiteDock> dock(makeDock());
    auto *name = dock->findChild<QLineEdit *>(QStringLiteral("siteName"));
    QVERIFY(name);
    QTest::keyClicks(name, QStringLiteral("Example shop"));
    QVERIFY(dock->isModified());
    QVERIFY(dock->addHost(QStringLiteral("www.example.com")));
    QVERIFY(dock->addHost(QStringLiteral("https://m.example.com/some/page?x=1"))); // reduced to its origin
    dock->findChild<QSpinBox *>(QStringLiteral("siteRefreshMinutes"))->setValue(15);
    // Written and read off the window's thread: the answers come as signals.
    QSignalSpy saved(dock.get(), &SiteDock::siteSaved);
    QSignalSpy opened(dock.get(), &SiteDock::siteOpened);
    QVERIFY(dock->saveSite(path(QStringLiteral("shop")))); // the suffix is added
    QVERIFY(dock->isSaving());
    QVERIFY(saved.wait(15000));
    QCOMPARE(saved.at(0).at(0).toString(), path(QStringLiteral("shop.robotssite")));
    QCOMPARE(dock->sitePath(), path(QStringLiteral("shop.robotssite")));
    QVERIFY(!dock->isModified());

    dock->newSite();
    QCOMPARE(dock->model()->rowCount(), 0);
    QVERIFY(name->text().isEmpty());

    dock->openSite(path(QStringLiteral("shop.robotssite")));
    QVERIFY(opened.wait(15000));
    QCOMPARE(name->text(), QStringLiteral("Example shop"));
    QCOMPARE(dock->model()->rowCount(), 2);
    QCOMPARE(dock->model()->hosts(), (QList<QUrl>{QUrl(QStringLiteral("https://www.example.com")),
                                                  QUrl(QStringLiteral("https://m.example.com"))}));
    QCOMPARE(dock->findChild<QSpinBox *>(QStringLiteral("siteRefreshMinutes"))->value(), 15);
    QVERIFY(!dock->isModified());
    // The file is the net library's: it reads it the same way.
    const std::optional<robots::net::SiteFile> file = robots::net::SiteFile::load(dock->sitePath());
    QVERIFY(file);
    QCOMPARE(file->name, QStringLiteral("Example shop"));
    QCOMPARE(file->refreshMinutes, 15);
}

void TestSite::badSiteFileOrHostIsRefusedWithAMessageAndLosesNothing()
{
    std::unique_ptr<SiteDock> dock(makeDock());
    dock->show();
    QVERIFY(dock->addHost(QStringLiteral("www.example.com")));
    QFile bad(path(QStringLiteral("bad.robotssite")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("this is not a site file\n");
    bad.close();
    QSignalSpy failed(dock.get(), &SiteDock::siteFileFailed);
    dock->openSite(bad.fileName());
    QVERIFY(failed.wait(15000));
    QVERIFY(dock->messageLabel()->isVisible());
    QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("bad.robotssite")));
    QCOMPARE(dock->model()->rowCount(), 1); // the site being edited is kept

    QVERIFY(!dock->addHost(QStringLiteral("ftp://files.example.com/")));
    QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("ftp://files.example.com/")));
    QVERIFY(!dock->addHost(QStringLiteral("https://www.example.com/other")));
    QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("already")));
    QCOMPARE(dock->model()->rowCount(), 1);
}

// Two hosts, one of them redirecting to a Latin-1 file: every column as the fetch report says.
void TestSite::refreshAllFetchesEveryHostAndFillsEveryColumn()
{
    TestHttpServer a;
    TestHttpServer b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    const QByteArray bodyA = "User-agent: *\nDisallow: /private/\nDisalow: /typo\nSitemap: /relative.xml\n";
    a.route("/robots.txt", TestHttpServer::ok(bodyA, "text/plain; charset=utf-8"));
    const QByteArray bodyB = "User-agent: *\nDisallow: /caf\xe9/\n";
    b.route("/robots.txt", TestHttpServer::redirect(301, "/files/robots.txt"));
    b.route("/files/robots.txt", TestHttpServer::ok(bodyB, "text/plain; charset=iso-8859-1"));

    std::unique_ptr<SiteDock> dock(makeDock());
    dock->show();
    QVERIFY(dock->addHost(a.url().toString()));
    QVERIFY(dock->addHost(b.url().toString()));
    SiteHostsModel &model = *dock->model();
    QSignalSpy finished(&model, &SiteHostsModel::refreshFinished);
    QVERIFY(dock->refreshAll());
    QVERIFY(model.isRefreshing()); // both run at once, asynchronously
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    auto *progress = dock->findChild<QProgressBar *>(QStringLiteral("siteProgress"));
    QCOMPARE(progress->value(), 2);
    QCOMPARE(progress->maximum(), 2);

    QCOMPARE(cell(model, 0, SiteHostsModel::UrlColumn), a.url(QStringLiteral("/robots.txt")).toString());
    QCOMPARE(cell(model, 1, SiteHostsModel::UrlColumn), b.url(QStringLiteral("/files/robots.txt")).toString());
    QCOMPARE(cell(model, 0, SiteHostsModel::StatusColumn), QStringLiteral("200 OK"));
    QCOMPARE(cell(model, 1, SiteHostsModel::StatusColumn), QStringLiteral("200 OK"));
    QCOMPARE(cell(model, 0, SiteHostsModel::OutcomeColumn),
             robots::ui::textText(robots::net::outcomeLabel(robots::FetchOutcome::ParseBody)));
    QCOMPARE(model.index(0, SiteHostsModel::RedirectsColumn).data().toInt(), 0);
    QCOMPARE(model.index(1, SiteHostsModel::RedirectsColumn).data().toInt(), 1);
    QCOMPARE(model.index(0, SiteHostsModel::SizeColumn).data(Qt::EditRole).toLongLong(), bodyA.size());
    QCOMPARE(model.index(1, SiteHostsModel::SizeColumn).data(Qt::EditRole).toLongLong(), bodyB.size());
    QCOMPARE(cell(model, 0, SiteHostsModel::ContentTypeColumn), QStringLiteral("text/plain"));
    QCOMPARE(cell(model, 0, SiteHostsModel::CharsetColumn), QStringLiteral("UTF-8"));
    QCOMPARE(cell(model, 1, SiteHostsModel::CharsetColumn), QStringLiteral("ISO-8859-1"));
    QVERIFY(model.index(0, SiteHostsModel::FetchedColumn).data(Qt::EditRole).toDateTime().isValid());
    QCOMPARE(model.index(0, SiteHostsModel::ChangedColumn).data(SiteHostsModel::ChangeRole).toInt(),
             int(SiteHostsModel::Change::First));
    // The findings are the core's, on the body as fetched.
    const int findingsA =
        int(robots::lint(std::string_view(bodyA.constData(), std::size_t(bodyA.size()))).diagnostics.size());
    QVERIFY(findingsA > 0);
    QTRY_COMPARE(model.index(0, SiteHostsModel::FindingsColumn).data(Qt::EditRole).toInt(), findingsA);
    QTRY_VERIFY(model.index(1, SiteHostsModel::FindingsColumn).data(Qt::EditRole).isValid());
    QCOMPARE(model.headerData(SiteHostsModel::OutcomeColumn, Qt::Horizontal).toString(),
             QStringLiteral("Outcome (RFC 9309)"));
}

void TestSite::refreshRecordsEveryFetchAndTellsWhichBodiesChanged()
{
    TestHttpServer a;
    TestHttpServer b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    a.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /a/\n"));
    b.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /b/\n"));
    std::unique_ptr<SiteDock> dock(makeDock());
    QVERIFY(dock->addHost(a.url().toString()));
    QVERIFY(dock->addHost(b.url().toString()));
    SiteHostsModel &model = *dock->model();
    QSignalSpy finished(&model, &SiteHostsModel::refreshFinished);
    QVERIFY(dock->refreshAll());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);

    a.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /a/\nDisallow: /new/\n"));
    QVERIFY(dock->refreshAll());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 15000);
    QCOMPARE(model.index(0, SiteHostsModel::ChangedColumn).data(SiteHostsModel::ChangeRole).toInt(),
             int(SiteHostsModel::Change::Changed));
    QCOMPARE(model.index(1, SiteHostsModel::ChangedColumn).data(SiteHostsModel::ChangeRole).toInt(),
             int(SiteHostsModel::Change::Same));
    QCOMPARE(cell(model, 0, SiteHostsModel::ChangedColumn), QStringLiteral("changed"));

    robots::net::HistoryStore history; // the test's own reader of the dock's file
    QVERIFY(history.open(dock->historyPath()));
    robots::net::HistoryStore *store = &history;
    QCOMPARE(store->fetches(a.url().toString()).size(), 2);
    QCOMPARE(store->versions(a.url().toString()).size(), 2);
    QCOMPARE(store->fetches(b.url().toString()).size(), 2);
    QCOMPARE(store->versions(b.url().toString()).size(), 1); // one body, kept once

    // A new dock on the same history starts from the last known fetches.
    std::unique_ptr<SiteDock> again(new SiteDock({}, &m_service));
    again->setHistoryPath(store->path());
    again->history();
    QSignalSpy shown(again->model(), &SiteHostsModel::storedFetchesShown);
    QVERIFY(again->addHost(a.url().toString()));
    QVERIFY(shown.wait(15000)); // read on the history's thread
    QCOMPARE(cell(*again->model(), 0, SiteHostsModel::StatusColumn), QStringLiteral("200 OK"));
    QCOMPARE(again->model()->index(0, SiteHostsModel::ChangedColumn).data(SiteHostsModel::ChangeRole).toInt(),
             int(SiteHostsModel::Change::Changed));
}

// Another process (the CLI's `robotstxt site fetch`, a second studio) holds SQLite's write lock on
// the history while Refresh all records a fetch: the record waits on the history's own thread
// (net::HistoryWorker), the window's event loop keeps turning, and the row shows the fetch once
// the lock is released and the record committed. Count-based: a zero-timer counts the turns of
// the loop while the record is pending; no clock.
void TestSite::windowKeepsTurningWhileAnotherProcessHoldsTheHistoryLock()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /locked/\n"));
    std::unique_ptr<SiteDock> dock(makeDock());
    QVERIFY(dock->history());
    robots::net::HistoryStore history; // the test's own reader of the dock's file
    QVERIFY(history.open(dock->historyPath()));
    robots::net::HistoryStore *store = &history;
    QVERIFY(dock->addHost(server.url().toString()));
    SiteHostsModel &model = *dock->model();

    QProcess holder;
    holder.start(QStringLiteral(ROBOTS_BINARY_DIR "/tests/history_writer"),
                 {store->path(), QStringLiteral("holder"), QStringLiteral("hold")});
    QVERIFY2(holder.waitForStarted(), qPrintable(holder.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(holder.canReadLine() || holder.state() == QProcess::NotRunning, 15000);
    QCOMPARE(holder.readLine().trimmed(), QByteArray("locked"));

    QSignalSpy recording(&m_service, &robots::net::HostService::recording);
    QSignalSpy finished(&model, &SiteHostsModel::refreshFinished);
    int turnsWhileRecording = 0;
    // Reported, never asserted: the longest the loop did not turn while the record was pending.
    QElapsedTimer sinceLastTurn;
    qint64 longestStallNs = 0;
    QTimer ticker;
    ticker.setInterval(0); // fires on every turn of the event loop that has nothing else to do
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (!recording.isEmpty() && finished.isEmpty()) {
            if (turnsWhileRecording++ > 0)
                longestStallNs = std::max(longestStallNs, sinceLastTurn.nsecsElapsed());
            sinceLastTurn.start();
        }
    });
    // Real event loops from here (QSignalSpy::wait, QEventLoop), not QTRY_*, whose waits sleep
    // between turns and would hide how long a turn really took.
    QEventLoop fiftyTurns;
    connect(&ticker, &QTimer::timeout, &fiftyTurns, [&] {
        // The record has begun on the history's thread, and cannot end while the lock is held.
        if (turnsWhileRecording >= 50 && m_service.history()->isWorking())
            fiftyTurns.quit();
    });
    connect(&model, &SiteHostsModel::refreshFinished, &fiftyTurns, &QEventLoop::quit); // too early: fails below
    ticker.start();
    QVERIFY(dock->refreshAll());
    QVERIFY(recording.wait(15000));
    // The fetch has finished; its record waits for the lock, off the window's thread.
    fiftyTurns.exec();
    QVERIFY2(turnsWhileRecording >= 50, qPrintable(QString::number(turnsWhileRecording)));
    QVERIFY(finished.isEmpty());
    QVERIFY(m_service.history()->isWorking());
    QVERIFY(m_service.isFetching(recording.first().first().toString()));
    QCOMPARE(store->fetches(server.url().toString()).size(), 0); // reading never waits (WAL)

    holder.write("go\n");
    QVERIFY(finished.wait(15000));
    ticker.stop();
    qInfo("%d turns of the window's loop while the record was pending; longest stall %.3f ms", turnsWhileRecording,
          double(longestStallNs) / 1e6);
    QTRY_COMPARE(holder.state(), QProcess::NotRunning);
    QCOMPARE(holder.exitStatus(), QProcess::NormalExit);
    QCOMPARE(holder.exitCode(), 0);
    QCOMPARE(store->fetches(server.url().toString()).size(), 1);
    QCOMPARE(cell(model, 0, SiteHostsModel::StatusColumn), QStringLiteral("200 OK"));
    QCOMPARE(model.index(0, SiteHostsModel::ChangedColumn).data(SiteHostsModel::ChangeRole).toInt(),
             int(SiteHostsModel::Change::First));
    QVERIFY(dock->messageLabel()->isHidden());
}

// A site file is written off the window's thread; when it cannot be written (here its folder is a
// file, which no user, root included, can write into) the dock says where and why, and nothing is
// lost: the site stays as edited and modified, and what was to follow the save does not happen.
void TestSite::aSaveThatCannotBeWrittenSaysWhyAndLosesNothing()
{
    std::unique_ptr<SiteDock> dock(makeDock());
    dock->show();
    auto *name = dock->findChild<QLineEdit *>(QStringLiteral("siteName"));
    QTest::keyClicks(name, QStringLiteral("Kept shop"));
    QVERIFY(dock->addHost(QStringLiteral("www.example.com")));
    QFile notAFolder(path(QStringLiteral("not-a-folder")));
    QVERIFY(notAFolder.open(QIODevice::WriteOnly));
    notAFolder.close();

    QSignalSpy failed(dock.get(), &SiteDock::siteFileFailed);
    QSignalSpy saved(dock.get(), &SiteDock::siteSaved);
    bool followed = false;
    const QString target = notAFolder.fileName() + QStringLiteral("/shop.robotssite");
    QVERIFY(dock->saveSite(target, [&followed] { followed = true; }));
    QVERIFY(failed.wait(15000));
    const QString text = failed.at(0).at(0).toString();
    QVERIFY2(text.startsWith(QStringLiteral("Cannot save ")) && text.contains(QDir::toNativeSeparators(target)),
             qPrintable(text));
    QVERIFY(dock->messageLabel()->isVisible());
    QCOMPARE(dock->messageLabel()->text(), text);
    QVERIFY(saved.isEmpty());
    QVERIFY(!followed);
    QVERIFY(!dock->isSaving());
    QVERIFY(dock->isModified());
    QCOMPARE(dock->sitePath(), QString());
    QCOMPARE(name->text(), QStringLiteral("Kept shop"));
    QCOMPARE(dock->model()->rowCount(), 1);

    // Saved elsewhere, all of it is there.
    QVERIFY(dock->saveSite(path(QStringLiteral("kept.robotssite"))));
    QVERIFY(saved.wait(15000));
    QVERIFY(!dock->isModified());
    const std::optional<robots::net::SiteFile> file = robots::net::SiteFile::load(dock->sitePath());
    QVERIFY(file);
    QCOMPARE(file->name, QStringLiteral("Kept shop"));
    QCOMPARE(file->hosts.size(), 1);
}

// The save writes the site as it was when asked; an edit made before the answer arrives (it comes
// through the event loop) keeps the site modified, so that edit is not lost either.
void TestSite::anEditMadeWhileTheSiteIsSavedKeepsItModified()
{
    std::unique_ptr<SiteDock> dock(makeDock());
    auto *name = dock->findChild<QLineEdit *>(QStringLiteral("siteName"));
    QTest::keyClicks(name, QStringLiteral("First"));
    QSignalSpy saved(dock.get(), &SiteDock::siteSaved);
    QVERIFY(dock->saveSite(path(QStringLiteral("edited"))));
    QTest::keyClicks(name, QStringLiteral(" and second"));
    QVERIFY(saved.wait(15000));
    QCOMPARE(dock->sitePath(), path(QStringLiteral("edited.robotssite")));
    QVERIFY(dock->isModified());
    QCOMPARE(robots::net::SiteFile::load(dock->sitePath())->name, QStringLiteral("First"));
}

// Closing the window while the site is being written neither waits for the disk nor drops the
// save: the window stays until the file is written, then closes itself.
void TestSite::closingTheWindowWaitsForTheSiteSaveUnderWay()
{
    robots::ui::MainWindow window;
    auto *dock = window.findChild<SiteDock *>(QStringLiteral("siteDock"));
    QVERIFY(dock);
    dock->setHistoryPath(path(QStringLiteral("closing.sqlite")));
    window.show();
    QVERIFY(dock->addHost(QStringLiteral("www.example.com")));
    QSignalSpy saved(dock, &SiteDock::siteSaved);
    QVERIFY(dock->saveSite(path(QStringLiteral("closing"))));
    QVERIFY(!window.close()); // the save is under way: handed the close
    QVERIFY(window.isVisible());
    closesOnceSaved(window, *dock, saved, path(QStringLiteral("closing.robotssite")), 1);
}

// Closing the window with unsaved site changes asks; Save writes them off the window's thread,
// and the window closes once they are written.
void TestSite::closingTheWindowWithAnUnsavedSiteSavesItFirst()
{
    robots::ui::MainWindow window;
    auto *dock = window.findChild<SiteDock *>(QStringLiteral("siteDock"));
    QVERIFY(dock);
    dock->setHistoryPath(path(QStringLiteral("asked.sqlite")));
    window.show();
    QSignalSpy saved(dock, &SiteDock::siteSaved);
    QVERIFY(dock->saveSite(path(QStringLiteral("asked.robotssite"))));
    QVERIFY(saved.wait(15000));
    QVERIFY(dock->addHost(QStringLiteral("www.example.com")));
    QVERIFY(dock->isModified());

    QString asked;
    QTimer answer; // answers the question once it is shown (it runs its own event loop)
    answer.setInterval(0);
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = box->text();
            answer.stop();
            box->button(QMessageBox::Save)->click();
        }
    });
    answer.start();
    QVERIFY(!window.close()); // asked, and the save is under way
    QVERIFY2(asked.contains(QStringLiteral("not saved")), qPrintable(asked));
    QVERIFY(window.isVisible());
    closesOnceSaved(window, *dock, saved, path(QStringLiteral("asked.robotssite")), 2);
}

void TestSite::cancelStopsARefreshOfHangingHosts()
{
    TestHttpServer hanging;
    QVERIFY(hanging.listen());
    TestHttpServer::Response never;
    never.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    hanging.route("/robots.txt", never);
    std::unique_ptr<SiteDock> dock(makeDock());
    dock->show();
    QVERIFY(dock->addHost(hanging.url().toString()));
    QSignalSpy finished(dock->model(), &SiteHostsModel::refreshFinished);
    QVERIFY(dock->refreshAll());
    auto *cancel = dock->findChild<QPushButton *>(QStringLiteral("siteCancel"));
    QVERIFY(cancel->isEnabled());
    QTRY_VERIFY(hanging.requests().size() == 1);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!dock->model()->isRefreshing());
    QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("cancelled")));
    robots::net::HistoryStore history;
    QVERIFY(history.open(dock->historyPath()));
    QVERIFY(history.fetches(hanging.url().toString()).isEmpty()); // a cancelled fetch is no history
}

void TestSite::discoverHostsAddsTheSitesHostsThatSitemapLinesName()
{
    TestHttpServer a;
    TestHttpServer b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    // A's file names a sitemap on B (the same host, another port: another origin) and one elsewhere.
    a.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /x/\nSitemap: http://127.0.0.1:" +
                                              QByteArray::number(b.port()) +
                                              "/sitemap.xml\nSitemap: https://cdn.example.net/sitemap.xml\n"));
    std::unique_ptr<SiteDock> dock(makeDock());
    dock->show();
    QVERIFY(dock->addHost(a.url().toString()));
    QCOMPARE(dock->discoverHosts(), 0); // nothing fetched yet
    QSignalSpy finished(dock->model(), &SiteHostsModel::refreshFinished);
    QVERIFY(dock->refreshAll());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
    auto *discover = dock->findChild<QPushButton *>(QStringLiteral("siteDiscoverHosts"));
    QTest::mouseClick(discover, Qt::LeftButton);
    QCOMPARE(dock->model()->rowCount(), 2);
    QCOMPARE(dock->model()->originAt(1), robots::net::hostKey(b.url()));
    QVERIFY(dock->messageLabel()->text().contains(QStringLiteral("1 host")));
    QVERIFY(dock->isModified());
    QCOMPARE(dock->discoverHosts(), 0); // each host once
}

void TestSite::periodicRefreshIsOffByDefaultAndFollowsTheMinutes()
{
    std::unique_ptr<SiteDock> dock(makeDock());
    auto *timer = dock->findChild<QTimer *>(QStringLiteral("siteRefreshTimer"));
    QVERIFY(timer);
    QVERIFY(!timer->isActive());
    QCOMPARE(dock->site().refreshMinutes, 0);
    dock->findChild<QSpinBox *>(QStringLiteral("siteRefreshMinutes"))->setValue(30);
    QVERIFY(timer->isActive());
    QCOMPARE(timer->interval(), 30 * 60 * 1000);
    QCOMPARE(dock->site().refreshMinutes, 30);
    dock->findChild<QSpinBox *>(QStringLiteral("siteRefreshMinutes"))->setValue(0);
    QVERIFY(!timer->isActive());
}

void TestSite::historyListsThreeVersionsDiffsThemAndNamesChangedVerdicts()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QByteArray v1 = "User-agent: *\nDisallow: /a\n";
    const QByteArray v2 = "User-agent: *\nDisallow: /a\nDisallow: /b\n";
    const QByteArray v3 = "User-agent: *\nDisallow: /b\n";
    QByteArray opened;
    SiteDock::Hooks hooks;
    hooks.testCases = [] { return casesFor({{"Googlebot", "/a"}, {"Googlebot", "/b"}, {"Googlebot", "/c"}}); };
    hooks.openReadOnly = [&opened](const QByteArray &bytes, const QString &) { opened = bytes; };
    std::unique_ptr<SiteDock> dock(makeDock(hooks));
    QVERIFY(dock->addHost(server.url().toString()));
    QSignalSpy finished(dock->model(), &SiteHostsModel::refreshFinished);
    int fetched = 0;
    for (const QByteArray &body : {v1, v2, v3}) {
        server.route("/robots.txt", TestHttpServer::ok(body));
        QVERIFY(dock->refreshAll());
        const int expected = ++fetched;
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), expected, 15000);
    }
    QCOMPARE(finished.size(), 3);

    HistoryDialog *dialog = dock->showHistory(0);
    QVERIFY(dialog);
    // Every read runs on the history's thread; each answer is a signal.
    QSignalSpy shown(dialog, &HistoryDialog::versionsShown);
    QSignalSpy compared(dialog, &HistoryDialog::compared);
    QVERIFY(shown.wait(15000));
    QTreeWidget *versions = dialog->versionsView();
    QCOMPARE(versions->topLevelItemCount(), 3);
    QCOMPARE(versions->topLevelItem(0)->text(2), QStringLiteral("1")); // one fetch each
    QCOMPARE(versions->topLevelItem(0)->text(4), QStringLiteral("200"));

    // Oldest against newest: /a freed, /b blocked.
    dialog->compare(2, 0);
    QVERIFY(compared.wait(15000));
    const QString diff = dialog->diffView()->toPlainText();
    QVERIFY2(diff.contains(QStringLiteral("\n-Disallow: /a")), qPrintable(diff));
    QVERIFY2(diff.contains(QStringLiteral("\n+Disallow: /b")), qPrintable(diff));
    QCOMPARE(dialog->verdictsView()->topLevelItemCount(), 2);
    QTreeWidgetItem *a = findItem(dialog->verdictsView(), QStringLiteral("/a"));
    QVERIFY(a);
    QCOMPARE(a->text(3), QStringLiteral("Disallowed (line 2)"));
    QCOMPARE(a->text(4), QStringLiteral("Allowed"));
    QVERIFY(!findItem(dialog->verdictsView(), QStringLiteral("/c")));
    // The removed line is coloured unlike the added one.
    QTextBlock removed;
    QTextBlock added;
    for (QTextBlock block = dialog->diffView()->document()->begin(); block.isValid(); block = block.next()) {
        if (block.text() == QStringLiteral("-Disallow: /a"))
            removed = block;
        if (block.text() == QStringLiteral("+Disallow: /b"))
            added = block;
    }
    QVERIFY(removed.isValid() && added.isValid());
    QVERIFY(removed.begin().fragment().charFormat().background() != added.begin().fragment().charFormat().background());

    // Neighbours: each changed one verdict.
    dialog->compare(2, 1);
    QVERIFY(compared.wait(15000));
    QCOMPARE(dialog->verdictsView()->topLevelItemCount(), 1);
    QVERIFY(findItem(dialog->verdictsView(), QStringLiteral("/b")));
    dialog->compare(1, 0);
    QVERIFY(compared.wait(15000));
    QCOMPARE(dialog->verdictsView()->topLevelItemCount(), 1);
    QVERIFY(findItem(dialog->verdictsView(), QStringLiteral("/a")));

    dialog->openVersion(2);
    QTRY_COMPARE(opened, v1);
    dialog->close();
}

void TestSite::verdictChangesComeFromTheCoresTestRun_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QString>("url");
    QTest::addColumn<int>("changes");
    QTest::newRow("same file") << QByteArray("User-agent: *\nDisallow: /x\n")
                               << QByteArray("User-agent: *\nDisallow: /x\n") << QStringLiteral("/x") << 0;
    QTest::newRow("rule added") << QByteArray("User-agent: *\n") << QByteArray("User-agent: *\nDisallow: /x\n")
                                << QStringLiteral("/x/y") << 1;
    QTest::newRow("longer allow wins (RFC 9309 §2.2.2)")
        << QByteArray("User-agent: *\nDisallow: /x\n") << QByteArray("User-agent: *\nDisallow: /x\nAllow: /x/y\n")
        << QStringLiteral("/x/y") << 1;
    QTest::newRow("another agent's group")
        << QByteArray("User-agent: *\n") << QByteArray("User-agent: Bingbot\nDisallow: /\n") << QStringLiteral("/x")
        << 0;
}

void TestSite::verdictChangesComeFromTheCoresTestRun()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(QString, url);
    QFETCH(int, changes);
    robots::TestCase c;
    c.agent = "Googlebot";
    c.url = url.toStdString();
    QCOMPARE(int(robots::siteui::verdictChanges(before, after, {c}).size()), changes);
}

namespace {

// A report as the auditor makes it, from the core's check: the draft blocks /new/, the live file
// /old/, both /private/.
robots::net::SitemapAuditReport sampleReport()
{
    const std::string draft = "User-agent: *\nDisallow: /private/\nDisallow: /new/\n";
    const std::string live = "User-agent: *\nDisallow: /private/\nDisallow: /old/\n";
    robots::SitemapAudit audit(draft, std::string_view(live), {"Googlebot", "GPTBot"}, robots::defaultDialect(),
                               "https://example.com");
    const std::uint32_t source = audit.addSource("https://example.com/sitemap.xml");
    for (const char *url :
         {"https://example.com/private/1", "https://example.com/private/2", "https://example.com/new/a",
          "https://example.com/old/b", "https://example.com/ok", "https://other.example.net/x", "not a url"})
        audit.add(url, source);
    robots::net::SitemapAuditReport report;
    report.result = audit.result();
    report.agents = {QStringLiteral("Googlebot"), QStringLiteral("GPTBot")};
    report.sitemapsRead = {QUrl(QStringLiteral("https://example.com/sitemap.xml"))};
    robots::net::SitemapProblem problem;
    problem.url = QUrl(QStringLiteral("https://example.com/broken.xml"));
    problem.kind = robots::net::SitemapProblem::Kind::HttpError;
    problem.status = 404;
    problem.message = robots::Message("test.sitemap-problem", "%1 Not Found: skipped", {"404"});
    report.problems = {problem};
    return report;
}

} // namespace

void TestSite::auditViewGroupsUrlsByAgentChangeAndDecidingRule()
{
    SiteAuditView view({});
    view.showReport(sampleReport());
    QTreeWidget *tree = view.resultsView();
    // Two agents, other hosts, malformed, broken sitemaps.
    QCOMPARE(tree->topLevelItemCount(), 5);
    QTreeWidgetItem *googlebot = tree->topLevelItem(0);
    QVERIFY2(googlebot->text(0).startsWith(QStringLiteral("Googlebot: 3 URL")), qPrintable(googlebot->text(0)));
    QVERIFY(tree->topLevelItem(1)->text(0).startsWith(QStringLiteral("GPTBot: 3 URL")));
    QTreeWidgetItem *newly = findItem(tree, QStringLiteral("Newly blocked by the draft (1)"));
    QVERIFY(newly);
    QCOMPARE(newly->parent(), googlebot);
    QCOMPARE(newly->childCount(), 1);
    QVERIFY2(newly->child(0)->text(0).contains(QStringLiteral("line 3: Disallow: /new/")),
             qPrintable(newly->child(0)->text(0)));
    QCOMPARE(newly->child(0)->child(0)->text(0), QStringLiteral("https://example.com/new/a"));
    QTreeWidgetItem *both = findItem(tree, QStringLiteral("Blocked by the draft and the live file (2)"));
    QVERIFY(both);
    // Its URLs are listed when the group is expanded.
    QCOMPARE(both->child(0)->childCount(), 0);
    both->child(0)->setExpanded(true);
    QCOMPARE(both->child(0)->childCount(), 2);
    QCOMPARE(both->child(0)->child(0)->text(0), QStringLiteral("https://example.com/private/1"));
    QTreeWidgetItem *unblocked = findItem(tree, QStringLiteral("Unblocked by the draft (1)"));
    QVERIFY(unblocked);
    QVERIFY(unblocked->child(0)->text(0).contains(QStringLiteral("live file: line 3: Disallow: /old/")));
    QVERIFY(findItem(tree, QStringLiteral("URLs on other hosts (1)")));
    QVERIFY(findItem(tree, QStringLiteral("https://other.example.net/x")));
    QVERIFY(findItem(tree, QStringLiteral("Malformed URLs (1)")));
    QVERIFY(findItem(tree, QStringLiteral("Sitemaps with problems (1)")));
    QVERIFY(findItem(tree, QStringLiteral("https://example.com/broken.xml: 404 Not Found: skipped")));
}

// A large file can split a million URLs into tens of thousands of rule groups: the view lists a
// bounded number of them (the rest counted; Export CSV has them all) and fills a group's URLs only
// when it is expanded, so showing a result never holds up the window's thread for long.
void TestSite::auditViewListsABoundedNumberOfGroups()
{
    std::string draft = "User-agent: *\n";
    const int rules = SiteAuditView::kShownGroupsPerChange + 50;
    for (int i = 0; i < rules; ++i)
        draft += "Disallow: /r" + std::to_string(i) + "/\n";
    robots::SitemapAudit audit(draft, std::string_view("User-agent: *\nDisallow:\n"), {"Googlebot"},
                               robots::defaultDialect(), "https://example.com");
    const std::uint32_t source = audit.addSource("https://example.com/sitemap.xml");
    for (int i = 0; i < rules; ++i)
        audit.add("https://example.com/r" + std::to_string(i) + "/page", source);
    robots::net::SitemapAuditReport report;
    report.result = audit.result();
    report.agents = {QStringLiteral("Googlebot")};
    SiteAuditView view({});
    view.showReport(report);
    QTreeWidgetItem *newly = findItem(view.resultsView(), QStringLiteral("Newly blocked by the draft (%1)").arg(rules));
    QVERIFY(newly);
    QCOMPARE(newly->childCount(), SiteAuditView::kShownGroupsPerChange + 1);
    QVERIFY2(
        newly->child(SiteAuditView::kShownGroupsPerChange)->text(0).startsWith(QStringLiteral("… and 50 more rule")),
        qPrintable(newly->child(SiteAuditView::kShownGroupsPerChange)->text(0)));
    int listed = 0;
    for (int i = 0; i < SiteAuditView::kShownGroupsPerChange; ++i)
        listed += newly->child(i)->childCount() > 0 ? 1 : 0;
    QCOMPARE(listed, SiteAuditView::kExpandedGroups);
    QTreeWidgetItem *later = newly->child(SiteAuditView::kExpandedGroups);
    QCOMPARE(later->childCount(), 0);
    later->setExpanded(true);
    QCOMPARE(later->childCount(), 1);
}

void TestSite::auditGroupJumpsToTheDraftLine()
{
    int line = 0;
    SiteAuditView::Hooks hooks;
    hooks.goToLine = [&line](int l) { line = l; };
    SiteAuditView view(hooks);
    view.showReport(sampleReport());
    QTreeWidgetItem *group = findItem(view.resultsView(), QStringLiteral("Draft: line 3: Disallow: /new/"));
    QVERIFY(group);
    Q_EMIT view.resultsView()->itemActivated(group, 0);
    QCOMPARE(line, 3);
    line = 0;
    Q_EMIT view.resultsView()->itemActivated(group->child(0), 0); // a URL: no line of its own
    QCOMPARE(line, 0);
}

void TestSite::auditCsvExportAddsTheSuffixAndWritesTheCoresCsv()
{
    SiteAuditView view({});
    QVERIFY(!view.exportCsv(path(QStringLiteral("nothing")))); // nothing to export yet
    const robots::net::SitemapAuditReport report = sampleReport();
    view.showReport(report);
    QString written;
    QVERIFY(view.exportCsv(path(QStringLiteral("audit")), &written));
    QCOMPARE(written, path(QStringLiteral("audit.csv")));
    QFile file(written);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), utf8(robots::sitemapAuditCsv(report.result, {"Googlebot", "GPTBot"})));
    // An unwritable place: a message, nothing thrown away.
    QVERIFY(!view.exportCsv(path(QStringLiteral("no/such/dir/audit.csv"))));
    QVERIFY(!view.messageLabel()->text().isEmpty());
    QVERIFY(view.report().has_value());
}

// The auditor works on its own thread; the view only gets signals, so the window's event loop keeps
// turning while 50,000 URLs are read and checked for three agents. Counted, not timed: a zero-timer
// of the window's thread fires again and again while the audit runs (an audit on this thread would
// let it fire only once it is over), and run() returns at once with the audit still running.
// ROBOTS_SITE_AUDIT_URLS=1000000 runs a million URLs by hand.
void TestSite::auditOfALargeSitemapKeepsTheWindowResponsive()
{
    bool scaled = false;
    const int scale = qEnvironmentVariableIntValue("ROBOTS_SITE_AUDIT_URLS", &scaled);
    const int kUrls = scaled && scale > 0 ? scale : 50'000; // sitemaps.org's limit for one file
    TestHttpServer server;
    QVERIFY(server.listen());
    // Files of at most 50,000 URLs (sitemaps.org), under one index when there are several.
    const QByteArray origin = "http://127.0.0.1:" + QByteArray::number(server.port());
    constexpr int kPerFile = 50'000;
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    const QByteArray ns = " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    QByteArray index = head + "<sitemapindex" + ns;
    for (int file = 0; file * kPerFile < kUrls; ++file) {
        QByteArray sitemap = head + "<urlset" + ns;
        for (int i = file * kPerFile; i < std::min(kUrls, (file + 1) * kPerFile); ++i)
            sitemap += "<url><loc>" + origin + (i % 10 == 0 ? "/private/" : "/page/") + QByteArray::number(i) +
                       "</loc></url>\n";
        sitemap += "</urlset>\n";
        const QByteArray path = "/sitemap-" + QByteArray::number(file) + ".xml";
        server.route(path, TestHttpServer::ok(sitemap, "application/xml"));
        index += "<sitemap><loc>" + origin + path + "</loc></sitemap>\n";
    }
    index += "</sitemapindex>\n";
    server.route("/robots.txt",
                 TestHttpServer::ok("User-agent: *\nDisallow: /nothing/\nSitemap: " + origin + "/sitemap.xml\n"));
    server.route("/sitemap.xml", TestHttpServer::ok(index, "application/xml"));

    SiteAuditView::Hooks hooks;
    hooks.draft = [] { return QByteArray("User-agent: *\nDisallow: /private/\n"); };
    SiteAuditView view(hooks);
    view.setHosts({server.url()});
    view.setAgents({QStringLiteral("Googlebot"), QStringLiteral("Bingbot"), QStringLiteral("GPTBot")});
    view.show();
    QSignalSpy done(&view, &SiteAuditView::auditFinished);
    int ticksWhileRunning = 0;
    QTimer ticker;
    ticker.setInterval(0); // fires on every turn of the event loop that has nothing else to do
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (view.isRunning())
            ++ticksWhileRunning;
    });
    ticker.start();
    QVERIFY(view.run());
    QVERIFY(view.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 120000);
    ticker.stop();
    // A generous count: the loop turns thousands of times during a real audit; a handful means
    // the work ran on the window's thread.
    QVERIFY2(ticksWhileRunning >= 50, qPrintable(QString::number(ticksWhileRunning)));
    const robots::net::SitemapAuditReport &report = *view.report();
    for (const robots::net::SitemapProblem &problem : report.problems)
        qWarning("%s: %s", qPrintable(problem.url.toString()), problem.message.toEnglish().c_str());
    QCOMPARE(report.result.urls, std::size_t(kUrls));
    QCOMPARE(report.result.blocked(0), std::size_t(kUrls / 10));
    QTreeWidgetItem *newly = findItem(
        view.resultsView(), QStringLiteral("Newly blocked by the draft (%1)").arg(QLocale().toString(kUrls / 10)));
    QVERIFY(newly);
    view.showReport(robots::net::SitemapAuditReport(report));
    newly = findItem(view.resultsView(),
                     QStringLiteral("Newly blocked by the draft (%1)").arg(QLocale().toString(kUrls / 10)));
    // The shown list is capped; the CSV has every URL.
    QCOMPARE(newly->child(0)->childCount(), SiteAuditView::kShownUrlsPerGroup + 1);
}

void TestSite::auditCancelStopsAHangingSitemapAndSaysSo()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    const QByteArray origin = "http://127.0.0.1:" + QByteArray::number(server.port());
    server.route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /x/\nSitemap: " + origin + "/slow.xml\n"));
    TestHttpServer::Response never;
    never.behaviour = TestHttpServer::Behaviour::NeverAnswer;
    server.route("/slow.xml", never);
    SiteAuditView view({});
    view.setHosts({server.url()});
    view.show();
    QSignalSpy done(&view, &SiteAuditView::auditFinished);
    auto *run = view.findChild<QPushButton *>(QStringLiteral("auditRun"));
    auto *cancel = view.findChild<QPushButton *>(QStringLiteral("auditCancel"));
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(view.isRunning());
    QVERIFY(cancel->isEnabled());
    QVERIFY(!run->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(server.hits("/slow.xml") == 1, 15000);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 15000);
    QVERIFY(view.report()->cancelled);
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("auditCounts"))->text().startsWith(QStringLiteral("Cancelled")));
    QVERIFY(run->isEnabled());
    QVERIFY(!cancel->isEnabled());
}

void TestSite::toolsSiteShowsTheDockWiredToTheCurrentDocument()
{
    robots::ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *action = window.findChild<QAction *>(QStringLiteral("actionSite"));
    QVERIFY(action);
    auto *dock = window.findChild<SiteDock *>(QStringLiteral("siteDock"));
    QVERIFY(dock);
    QVERIFY(!dock->isVisible());
    action->trigger();
    QTRY_VERIFY(dock->isVisible());
    window.editor()->setPlainText(QStringLiteral("User-agent: *\nDisallow: /x\nDisallow: /y\n"));
    // The audit's draft is the current document's text.
    QCOMPARE(dock->auditView()->options().draft.value_or(QByteArray()),
             QByteArray("User-agent: *\nDisallow: /x\nDisallow: /y\n"));
    // The tester's default agent is the audit's.
    QCOMPARE(dock->auditView()->agents(), QStringList{QStringLiteral("Googlebot")});
    // A group's line jumps the editor there.
    dock->auditView()->showReport(sampleReport());
    QTreeWidgetItem *group = findItem(dock->auditView()->resultsView(), QStringLiteral("Draft: line 3"));
    QVERIFY(group);
    Q_EMIT dock->auditView()->resultsView()->itemActivated(group, 0);
    QCOMPARE(window.editor()->textCursor().blockNumber(), 2);
}

QTEST_MAIN(TestSite)
#include "tst_site.moc"
