// SPDX-License-Identifier: MIT
// The studio's fetch paths against every hostile server of hostileservers.h: the fetcher the
// Fetch window and `robotstxt fetch` use (fetchBlocking), the hosts cache of the Hosts window, the
// tester's live hosts and `check --fetch` (HostRulesCache), and the Site window's hosts model
// (SiteHostsModel, as `site fetch`). Each must come to the same outcome, class and message as
// the fetcher — which tst_cli_hostile compares with the CLI's commands.
#include "hostileservers.h"
#include "net/fetcher.h"
#include "net/historystore.h"
#include "net/hostrulescache.h"
#include "site/sitehostsmodel.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::FetchReport;

class TestNetHostile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static robots::net::FetchOptions options()
    {
        robots::net::FetchOptions o;
        o.timeout = hostile::kTimeout;
        return o;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theStudioClassifiesAHostileServerAsTheCliDoes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("fetchClass");
        QTest::addColumn<QString>("message");
        for (const hostile::Scenario &s : hostile::scenarios())
            QTest::newRow(s.name) << QString::fromLatin1(s.name) << int(s.outcome) << int(s.fetchClass)
                                  << QString::fromLatin1(s.message);
    }

    void theStudioClassifiesAHostileServerAsTheCliDoes()
    {
        QFETCH(QString, name);
        QFETCH(int, outcome);
        QFETCH(int, fetchClass);
        QFETCH(QString, message);
        TestHttpServer server;
        TestHttpServer other;
        QVERIFY(server.listen());
        QVERIFY(other.listen());
        hostile::serve(name, server, other);
        const auto expected = robots::FetchOutcome(outcome);
        const auto cls = robots::FetchStatusClass(fetchClass);

        // The fetcher (Fetch window, `robotstxt fetch`).
        const FetchReport direct = robots::net::fetchBlocking(server.url(), options());

        // The hosts cache (Hosts window, the tester's live hosts, `check --fetch`).
        robots::net::HostRulesCache cache;
        cache.setFetchOptions(options());
        QVERIFY(cache.refresh(server.url().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(!cache.isBusy(), 30'000);
        const std::optional<FetchReport> cached = cache.report(server.url().toString());
        QVERIFY(cached);

        // The Site window's hosts (`site fetch`), recording into a history.
        robots::net::HistoryStore store;
        QVERIFY(store.open(m_dir.filePath(name + u".sqlite"_s)));
        robots::siteui::SiteHostsModel model;
        model.setHistoryStore(&store);
        model.setFetchOptions(options());
        QVERIFY(model.addHost(server.url()));
        QSignalSpy finished(&model, &robots::siteui::SiteHostsModel::refreshFinished);
        QVERIFY(model.refreshAll());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        const std::optional<FetchReport> site = model.report(0);
        QVERIFY(site);

        for (const auto &[path, r] :
             {std::pair{"fetcher", &direct}, {"hosts cache", &*cached}, {"site hosts", &*site}}) {
            const QString where = QString::fromLatin1(path);
            QVERIFY2(r->decision.outcome == expected, qPrintable(where + u": "_s + r->message));
            QVERIFY2(r->fetchClass() == cls, qPrintable(where + u": "_s + r->message));
            QVERIFY2(r->message.contains(message), qPrintable(where + u": "_s + r->message));
            QCOMPARE(r->answered(),
                     cls == robots::FetchStatusClass::Success || cls == robots::FetchStatusClass::Unavailable);
            QCOMPARE(r->redirectsFollowed, direct.redirectsFollowed);
            QCOMPARE(r->body, direct.body);
            QVERIFY(r->body.size() <= robots::net::kMaxRobotsBytes);
        }
        // What the Site window records is what was parsed: a file only for a 2xx that was read.
        const QList<robots::net::HistoryStore::Fetch> fetches = store.fetches(robots::net::originKey(server.url()));
        QCOMPARE(fetches.size(), 1);
        if (name == u"six-hops")
            QCOMPARE(server.hits(hostile::lastHop(name)), 0);
    }
};

QTEST_MAIN(TestNetHostile)
#include "tst_net_hostile.moc"
