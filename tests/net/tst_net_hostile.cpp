// SPDX-License-Identifier: MIT
// The studio's fetch paths against every hostile server of hostileservers.h: the fetcher the
// Fetch window and `robotstxt fetch` use (fetchBlocking), the hosts cache of the Hosts window, the
// tester's live hosts and `check --fetch` (HostRulesCache), and the Site window's hosts model
// (SiteHostsModel, as `site fetch`). Each must come to the same outcome, class and message as
// the fetcher — which tst_cli_hostile compares with the CLI's commands.
#include "analysis/hostsmodel.h"
#include "analysis/messages.h"
#include "hostileservers.h"
#include "net/fetcher.h"
#include "net/historystore.h"
#include "net/hostrulescache.h"
#include "net/hostservice.h"
#include "net/sitefile.h"
#include "site/sitedock.h"
#include "site/sitehostsmodel.h"

#include <QPushButton>
#include <QTableView>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::FetchReport;

class TestNetHostile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theStudioClassifiesAHostileServerAsTheCliDoes_data() { hostile::addRows(); }

    void theStudioClassifiesAHostileServerAsTheCliDoes()
    {
        const std::unique_ptr<hostile::Served> row = hostile::serveCurrentRow();
        QVERIFY(row);
        auto &[name, expected, cls, message, server, other] = *row;

        // The fetcher (Fetch window, `robotstxt fetch`).
        const FetchReport direct = robots::net::fetchBlocking(server.url(), hostile::fetchOptions());

        // The hosts cache (Hosts window, the tester's live hosts, `check --fetch`).
        robots::net::HostRulesCache cache;
        const robots::ui::HostsModel hostsView(&cache);
        cache.setFetchOptions(hostile::fetchOptions());
        QVERIFY(cache.refresh(server.url().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(!cache.isBusy(), 30'000);
        const std::optional<FetchReport> cached = cache.report(server.url().toString());
        QVERIFY(cached);
        // What the Hosts window shows of it.
        QCOMPARE(hostsView.index(0, robots::ui::HostsModel::OutcomeColumn).data().toString(),
                 robots::ui::textText(robots::net::outcomeLabel(expected)));

        // The Site window's hosts (`site fetch`), recording into a history.
        robots::net::HistoryStore store; // the test's reader
        QVERIFY(store.open(m_dir.filePath(name + u".sqlite"_s)));
        robots::net::HistoryWorker history;
        history.setPath(store.path());
        robots::net::HostService service;
        robots::siteui::SiteHostsModel model(&service);
        model.setHistory(&history);
        model.setFetchOptions(hostile::fetchOptions());
        QVERIFY(model.addHost(server.url()));
        QSignalSpy finished(&model, &robots::siteui::SiteHostsModel::refreshFinished);
        QVERIFY(model.refreshAll());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        const std::optional<FetchReport> site = model.report(0);
        QVERIFY(site);

        for (const auto &[path, r] :
             {std::pair{"fetcher", &direct}, {"hosts cache", &*cached}, {"site hosts", &*site}}) {
            const QString where = QString::fromLatin1(path);
            QVERIFY2(r->decision.outcome == expected, qPrintable(where + u": "_s + r->message.toEnglish()));
            QVERIFY2(r->fetchClass() == cls, qPrintable(where + u": "_s + r->message.toEnglish()));
            QVERIFY2(r->message.toEnglish().contains(message), qPrintable(where + u": "_s + r->message.toEnglish()));
            QCOMPARE(r->answered(),
                     cls == robots::FetchStatusClass::Success || cls == robots::FetchStatusClass::Unavailable);
            QCOMPARE(r->redirectsFollowed, direct.redirectsFollowed);
            QCOMPARE(r->body, direct.body);
            QVERIFY(r->body.size() <= robots::net::kMaxRobotsBytes);
        }
        // What the Site window records is what was parsed: a file only for a 2xx that was read.
        const QList<robots::net::HistoryStore::Fetch> fetches = store.fetches(robots::net::hostKey(server.url()));
        QCOMPARE(fetches.size(), 1);
        if (name == u"six-hops")
            QCOMPARE(server.hits(hostile::lastHop(name)), 0);
    }

    /// The real Site window (Tools → Site…) with every hostile server as a host of one site,
    /// refreshed with its Refresh All button: each row's outcome is the one the CLI prints. With
    /// ROBOTS_HOSTILE_SHOT=FILE.png set, the window is saved there to look at.
    void theSiteWindowShowsEveryHostileHostAsTheCliDoes()
    {
        std::vector<std::unique_ptr<TestHttpServer>> servers;
        TestHttpServer other;
        QVERIFY(other.listen());
        robots::net::SiteFile site;
        site.name = u"Hostile servers"_s;
        for (const hostile::Scenario &s : hostile::scenarios()) {
            servers.push_back(std::make_unique<TestHttpServer>());
            QVERIFY(servers.back()->listen());
            hostile::serve(QString::fromLatin1(s.name), *servers.back(), other);
            QVERIFY(site.addHost(servers.back()->url()));
        }
        const QString siteFile = m_dir.filePath(u"hostile.robotssite"_s);
        QVERIFY(site.save(siteFile));

        robots::net::HostService service;
        robots::siteui::SiteDock dock({}, &service);
        dock.setHistoryPath(m_dir.filePath(u"window.sqlite"_s));
        dock.setFetchOptions(hostile::fetchOptions());
        QSignalSpy opened(&dock, &robots::siteui::SiteDock::siteOpened);
        dock.openSite(siteFile); // read off the window's thread
        QVERIFY(opened.wait(15000));
        dock.setFloating(true);
        dock.resize(1500, 640);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        robots::siteui::SiteHostsModel *model = dock.model();
        QSignalSpy finished(model, &robots::siteui::SiteHostsModel::refreshFinished);
        auto *refresh = dock.findChild<QPushButton *>(u"siteRefreshAll"_s);
        QVERIFY(refresh);
        QTest::mouseClick(refresh, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);

        for (qsizetype i = 0; i < hostile::scenarios().size(); ++i) {
            const hostile::Scenario &s = hostile::scenarios().at(i);
            const int row = model->rowOf(robots::net::hostKey(servers.at(std::size_t(i))->url()));
            QVERIFY(row >= 0);
            const QString shown =
                model->index(row, robots::siteui::SiteHostsModel::OutcomeColumn).data(Qt::DisplayRole).toString();
            QVERIFY2(shown == robots::ui::textText(robots::net::outcomeLabel(s.outcome)),
                     qPrintable(QLatin1String(s.name) + u": "_s + shown));
            const std::optional<FetchReport> r = model->report(row);
            QVERIFY(r);
            QVERIFY2(r->message.toEnglish().contains(QLatin1String(s.message)), qPrintable(r->message.toEnglish()));
            // "Since previous" and the size, as `site fetch` prints them: no file, no size.
            const bool file = s.fetchClass == robots::FetchStatusClass::Success;
            QCOMPARE(model->index(row, robots::siteui::SiteHostsModel::ChangedColumn)
                         .data(robots::siteui::SiteHostsModel::ChangeRole)
                         .toInt(),
                     int(file ? robots::siteui::SiteHostsModel::Change::First
                              : robots::siteui::SiteHostsModel::Change::NoFile));
            QCOMPARE(model->index(row, robots::siteui::SiteHostsModel::SizeColumn).data(Qt::EditRole).isValid(), file);
        }
        if (const QByteArray shot = qgetenv("ROBOTS_HOSTILE_SHOT"); !shot.isEmpty()) {
            for (int c = 0; c < robots::siteui::SiteHostsModel::ColumnCount - 1; ++c)
                dock.hostsView()->resizeColumnToContents(c);
            QVERIFY(dock.grab().save(QString::fromLocal8Bit(shot)));
        }
    }
};

QTEST_MAIN(TestNetHostile)
#include "tst_net_hostile.moc"
