// SPDX-License-Identifier: MIT
// One host service, three front ends: every hostile server of hostileservers.h, fetched through
// the tester's live hosts (TesterHosts over the window's HostRulesCache), View → Hosts (that
// HostRulesCache's table) and the Site dock (SiteHostsModel), comes to the same outcome, class and
// verdict in all three — they fetch, classify and record through net::HostService alone; and the
// service itself: the last good copy (RFC 9309 §2.4) and one history record per fetch.
#include "analysis/hostsmodel.h"
#include "analysis/messages.h"
#include "hostileservers.h"
#include "net/historystore.h"
#include "net/hostrulescache.h"
#include "net/hostservice.h"
#include "site/sitehostsmodel.h"
#include "tester/testerhosts.h"

#include <robots/dialect.h>
#include <robots/rulesdatabase.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::FetchReport;

class TestNetHostFrontEnds : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// The verdict a crawler under RFC 9309 gives URL from this fetch (rfc9309-2.3.1: the
    /// outcome decides; a parsed body's rules answer for FooBot).
    static robots::Access verdictFrom(const FetchReport &report, const QString &url)
    {
        const robots::Dialect &rfc = robots::dialect(robots::DialectId::Rfc9309);
        robots::RulesDatabase db("FooBot", rfc);
        db.applyFetch(report.robotsUrl.toString().toStdString(), report.resultFor(rfc),
                      report.bytesForParsing().toStdString(), robots::RulesDatabase::now() + std::chrono::hours(1));
        return db.allowed(url.toStdString());
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void rfc9309_2_3_1_everyFrontEndMeetsAHostileServerAlike_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("fetchClass");
        for (const hostile::Scenario &s : hostile::scenarios())
            QTest::newRow(s.name) << QString::fromLatin1(s.name) << int(s.outcome) << int(s.fetchClass);
    }

    void rfc9309_2_3_1_everyFrontEndMeetsAHostileServerAlike()
    {
        QFETCH(QString, name);
        QFETCH(int, outcome);
        QFETCH(int, fetchClass);
        TestHttpServer server;
        TestHttpServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        hostile::serve(name, server, other);
        const auto expected = robots::FetchOutcome(outcome);
        const auto cls = robots::FetchStatusClass(fetchClass);
        const QString url = server.url().resolved(QUrl(u"/private/page"_s)).toString();

        // One host service, as the window has (MainWindow::hostService()): View → Hosts and the
        // tester's live hosts share the window's HostRulesCache over it, and the Site dock fetches
        // through it too.
        robots::net::HostService service;
        robots::net::HostRulesCache cache(&service);
        robots::ui::HostsModel hostsView(&cache);
        cache.setFetchOptions(hostile::fetchOptions());
        robots::ui::TesterHosts tester;
        tester.setCache(&cache);
        tester.setEnabled(true);
        QCOMPARE(tester.remoteOrigin(url), robots::net::hostKey(server.url()));
        QSignalSpy updated(&tester, &robots::ui::TesterHosts::hostUpdated);
        const robots::ui::TesterHosts::Answer first =
            tester.answer(url, u"FooBot"_s, robots::dialect(robots::DialectId::Rfc9309));
        QVERIFY(first.fetching); // on demand, through the host service
        QTRY_VERIFY_WITH_TIMEOUT(!cache.isBusy(), 30'000);
        QVERIFY(!updated.isEmpty());
        const robots::ui::TesterHosts::Answer answer =
            tester.answer(url, u"FooBot"_s, robots::dialect(robots::DialectId::Rfc9309));
        QVERIFY(!answer.fetching);
        const std::optional<FetchReport> hosts = cache.report(server.url().toString());
        QVERIFY(hosts);

        // The Site dock's hosts, recording into a history.
        robots::net::HistoryStore store; // the test's reader
        QVERIFY(store.open(m_dir.filePath(name + u".sqlite"_s)));
        robots::net::HistoryWorker history; // the Site dock's reader, on its own thread
        history.setPath(store.path());
        robots::siteui::SiteHostsModel site(&service);
        QCOMPARE(site.service(), cache.service());
        site.setHistory(&history);
        site.setFetchOptions(hostile::fetchOptions());
        QVERIFY(site.addHost(server.url()));
        QSignalSpy finished(&site, &robots::siteui::SiteHostsModel::refreshFinished);
        QVERIFY(site.refreshAll());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        const std::optional<FetchReport> siteReport = site.report(0);
        QVERIFY(siteReport);

        // The same outcome and class in every front end's report and table.
        for (const auto &[where, r] : {std::pair{"hosts view", &*hosts}, {"site dock", &*siteReport}}) {
            QVERIFY2(r->decision.outcome == expected,
                     qPrintable(QLatin1String(where) + u": "_s + r->message.toEnglish()));
            QVERIFY2(r->fetchClass() == cls, qPrintable(QLatin1String(where) + u": "_s + r->message.toEnglish()));
            QCOMPARE(r->body, hosts->body);
        }
        QCOMPARE(hostsView.index(0, robots::ui::HostsModel::OutcomeColumn).data().toString(),
                 robots::ui::textText(robots::net::outcomeLabel(expected)));
        QCOMPARE(site.index(0, robots::siteui::SiteHostsModel::OutcomeColumn).data().toString(),
                 robots::ui::textText(robots::net::outcomeLabel(expected)));
        // The tester's verdict is the one that fetch gives a crawler.
        QCOMPARE(answer.access, verdictFrom(*siteReport, url));
        QCOMPARE(answer.access, verdictFrom(*hosts, url));
    }

    // RFC 9309 §2.4: the service keeps the last good copy while the host turns unreachable, and
    // records every finished fetch into the history at its own clock.
    void rfc9309_2_4_theServiceKeepsTheLastGoodCopyAndRecordsEveryFetch()
    {
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", TestHttpServer::ok(hostile::kRobots));
        robots::net::HistoryStore store;
        QVERIFY(store.open(m_dir.filePath(u"service.sqlite"_s)));
        robots::net::HostService service;
        service.setFetchOptions(hostile::fetchOptions());
        service.setHistoryFile(store.path());
        const QDateTime clock = QDateTime::currentDateTimeUtc().addDays(-1);
        service.setClock([clock] { return clock; });
        QSignalSpy fetched(&service, &robots::net::HostService::fetched);

        const QString origin = service.fetch(server.url().resolved(QUrl(u"/any/page"_s)));
        QCOMPARE(origin, robots::net::hostKey(server.url()));
        QVERIFY(service.isFetching(origin));
        QTRY_COMPARE_WITH_TIMEOUT(fetched.size(), 1, 30'000);
        QVERIFY(!service.isBusy());

        server.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        QCOMPARE(service.fetch(server.url()), origin);
        QTRY_COMPARE_WITH_TIMEOUT(fetched.size(), 2, 30'000);
        QCOMPARE(fetched.at(1).at(1).value<FetchReport>().status, std::optional<int>(503));

        const std::optional<robots::net::HostService::Copy> good = service.lastGoodCopy(origin);
        QVERIFY(good);
        QCOMPARE(good->report.status, std::optional<int>(200));
        QCOMPARE(good->report.body, hostile::kRobots);
        const QList<robots::net::HistoryStore::Fetch> history = store.fetches(origin);
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).fetchedAt.toSecsSinceEpoch(), clock.toSecsSinceEpoch()); // the service's clock
        QVERIFY(service.fetch(QUrl(u"ftp://example.com/"_s)).isEmpty());                // no http(s) origin
    }
};

QTEST_MAIN(TestNetHostFrontEnds)
#include "tst_net_hostfrontends.moc"
