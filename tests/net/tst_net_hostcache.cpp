// SPDX-License-Identifier: MIT
// HostRulesCache: absolute URLs on several loopback hosts (ports) checked against each host's own
// robots.txt, fetched on demand; freshness (RFC 9309 §2.4); the history on disk (and the import
// of the old hosts.json); offline mode; the table of View → Hosts over it (ui::HostsModel, under
// QAbstractItemModelTester), which follows the cache's host signals.
#include "analysis/hostsmodel.h"
#include "net/fetchreport.h"
#include "net/historystore.h"
#include "net/hostrulescache.h"
#include "testhttpserver.h"

#include <robots/dialect.h>

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::Access;
using robots::net::HostRulesCache;
using robots::ui::HostsModel;
using Freshness = HostRulesCache::Freshness;

namespace {

const QByteArray kFileA = "User-agent: *\nDisallow: /a-secret\n";
const QByteArray kFileB = "User-agent: *\nDisallow: /b-secret\n";

const robots::Dialect &dialectNamed(const char *name)
{
    const robots::Dialect *d = robots::findDialect(name);
    if (!d)
        qFatal("no dialect %s", name);
    return *d;
}

/// A clock the test moves by hand.
struct FakeClock
{
    QDateTime now = QDateTime(QDate(2024, 3, 1), QTime(12, 0), QTimeZone::UTC);
    std::function<QDateTime()> function()
    {
        return [this] { return now; };
    }
};

} // namespace

class TestNetHostCache : public QObject
{
    Q_OBJECT

    TestHttpServer *m_a = nullptr;
    TestHttpServer *m_b = nullptr;
    FakeClock m_clock;
    std::unique_ptr<HostRulesCache> m_cache;
    std::unique_ptr<robots::ui::HostsModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;

    QString a(const QString &path) const { return m_a->url(path).toString(); }
    QString b(const QString &path) const { return m_b->url(path).toString(); }

    /// Asks, waits for the fetch the question started, and asks again.
    HostRulesCache::HostVerdict settled(const QString &url, const QString &agent = u"FooBot"_s)
    {
        (void)m_cache->verdict(url, agent);
        if (!m_cache->waitForIdle(std::chrono::seconds(8)))
            qWarning("cache still busy");
        return m_cache->verdict(url, agent);
    }

    void newCache()
    {
        m_tester.reset();
        m_model.reset();
        m_cache = std::make_unique<HostRulesCache>();
        m_model = std::make_unique<robots::ui::HostsModel>(m_cache.get());
        m_cache->setClock(m_clock.function());
        robots::net::FetchOptions options;
        options.timeout = std::chrono::seconds(2);
        options.totalTimeout = std::chrono::seconds(6);
        m_cache->setFetchOptions(options);
        m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QNetworkProxyFactory::setUseSystemConfiguration(false);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    }

    void init()
    {
        m_a = new TestHttpServer(this);
        m_b = new TestHttpServer(this);
        QVERIFY(m_a->listen());
        QVERIFY(m_b->listen());
        m_a->route("/robots.txt", TestHttpServer::ok(kFileA));
        m_b->route("/robots.txt", TestHttpServer::ok(kFileB));
        m_clock = FakeClock{};
        newCache();
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
        m_cache.reset();
        delete m_a;
        delete m_b;
    }

    void eachHostIsJudgedByItsOwnFile()
    {
        // seed 000 (WWW::RobotRules): one database, many hosts; RFC 9309 §2.2.2 prefix rules.
        QSignalSpy updated(m_cache.get(), &HostRulesCache::hostUpdated);
        const HostRulesCache::HostVerdict first = m_cache->verdict(a(u"/a-secret/x"_s), u"FooBot"_s);
        QCOMPARE(first.access, Access::Unknown); // on demand: the fetch has only started
        QCOMPARE(first.freshness, Freshness::Fetching);
        QVERIFY(m_cache->isBusy());
        (void)m_cache->verdict(b(u"/"_s), u"FooBot"_s);
        QCOMPARE(m_model->rowCount(), 2);
        QVERIFY(m_cache->waitForIdle(std::chrono::seconds(8)));
        QCOMPARE(updated.count(), 2);

        QCOMPARE(m_cache->verdict(a(u"/a-secret/x"_s), u"FooBot"_s).access, Access::Disallowed);
        QCOMPARE(m_cache->verdict(a(u"/b-secret/x"_s), u"FooBot"_s).access, Access::Allowed);
        QCOMPARE(m_cache->verdict(b(u"/b-secret/x"_s), u"FooBot"_s).access, Access::Disallowed);
        QCOMPARE(m_cache->verdict(b(u"/a-secret/x"_s), u"FooBot"_s).access, Access::Allowed);
        const HostRulesCache::HostVerdict v = m_cache->verdict(b(u"/b-secret/x"_s), u"FooBot"_s);
        QVERIFY(v.verdict);
        QCOMPARE(v.verdict->decidingRule->line, 2u);
        QCOMPARE(v.freshness, Freshness::Fresh);
        QCOMPARE(v.origin, robots::net::hostKey(m_b->url()));
        // Fetched once each, however many questions.
        QCOMPARE(m_a->hits("/robots.txt"), 1);
        QCOMPARE(m_b->hits("/robots.txt"), 1);
        QVERIFY(!m_cache->isBusy());
    }

    void notAnAbsoluteUrl()
    {
        const HostRulesCache::HostVerdict v = m_cache->verdict(u"/just/a/path"_s, u"FooBot"_s);
        QCOMPARE(v.access, Access::Unknown);
        QVERIFY(v.origin.isEmpty());
        QVERIFY2(v.message.toEnglish().contains(u"not an absolute http or https URL"_s),
                 qPrintable(v.message.toEnglish()));
        QCOMPARE(m_model->rowCount(), 0);
        QVERIFY(!m_cache->ensureFresh(u"file:///etc/robots.txt"_s));
        QCOMPARE(m_model->rowCount(), 0);
    }

    void freshForAtMost24Hours()
    {
        // RFC 9309 §2.4: "Crawlers SHOULD NOT use the cached version for more than 24 hours".
        const QDateTime t0 = m_clock.now;
        QCOMPARE(settled(a(u"/a-secret"_s)).access, Access::Disallowed);
        QCOMPARE(m_cache->freshUntil(a(u"/"_s)), std::optional(t0.addSecs(24 * 3600)));

        m_clock.now = t0.addSecs(23 * 3600);
        QCOMPARE(m_cache->verdict(a(u"/a-secret"_s), u"FooBot"_s).access, Access::Disallowed);
        QCOMPARE(m_cache->freshness(a(u"/"_s)), Freshness::Fresh);
        QCOMPARE(m_a->hits("/robots.txt"), 1);

        // The site changed its file; a day later the cache notices.
        m_a->route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /\n"));
        m_clock.now = t0.addSecs(24 * 3600 + 1);
        QCOMPARE(m_model->index(0, 0).data(HostsModel::FreshnessRole).toInt(), int(Freshness::Stale));
        const HostRulesCache::HostVerdict during = m_cache->verdict(a(u"/public"_s), u"FooBot"_s);
        QCOMPARE(during.access, Access::Unknown); // the expired copy is not used online
        QCOMPARE(during.freshness, Freshness::Fetching);
        QVERIFY(m_cache->waitForIdle(std::chrono::seconds(8)));
        QCOMPARE(m_a->hits("/robots.txt"), 2);
        QCOMPARE(m_cache->verdict(a(u"/public"_s), u"FooBot"_s).access, Access::Disallowed);
    }

    void cacheControlShortensFreshness()
    {
        // RFC 9309 §2.4: crawlers MAY use standard cache control (RFC 9111).
        TestHttpServer::Response r = TestHttpServer::ok(kFileA);
        r.headers.append(qMakePair(QByteArray("Cache-Control"), QByteArray("max-age=600")));
        m_a->route("/robots.txt", r);
        const QDateTime t0 = m_clock.now;
        (void)settled(a(u"/"_s));
        QCOMPARE(m_cache->freshUntil(a(u"/"_s)), std::optional(t0.addSecs(600)));
        // A max-age beyond 24 h does not stretch it.
        r.headers.back().second = "max-age=604800";
        m_b->route("/robots.txt", r);
        (void)settled(b(u"/"_s));
        QCOMPARE(m_cache->freshUntil(b(u"/"_s)), std::optional(t0.addSecs(24 * 3600)));
    }

    void unreachableHostFollowsThePolicy()
    {
        m_a->route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        const QDateTime t0 = m_clock.now;
        // RFC 9309 §2.3.1.4: unreachable → complete disallow.
        const HostRulesCache::HostVerdict v = settled(a(u"/anything"_s));
        QCOMPARE(v.access, Access::Disallowed);
        QCOMPARE(v.verdict->decider, robots::Decider::FetchDisallowAll);
        QCOMPARE(v.message.toEnglish(),
                 u"Server error 503: under RFC 9309 every URL is disallowed until the file can be fetched"_s);
        // Retried after an hour, not a day.
        QCOMPARE(m_cache->freshUntil(a(u"/"_s)), std::optional(t0.addSecs(3600)));
        // The Ruby gem allows everything on a 5xx (seed 004), from the same fetch.
        QCOMPARE(m_cache->verdict(a(u"/anything"_s), u"FooBot"_s, dialectNamed("ruby-robotstxt")).access,
                 Access::Allowed);
        QCOMPARE(m_a->hits("/robots.txt"), 1);
    }

    void cachedCopyKeptWhileUnreachable()
    {
        // A dialect whose policy decides nothing on a 5xx (norobots1994: seed 003 is silent)
        // keeps the last good file while the host is unreachable (RFC 9309 §2.4 "unless the
        // robots.txt file is unreachable"); RFC 9309 itself disallows everything (§2.3.1.4).
        const robots::Dialect &old = dialectNamed("norobots1994");
        QCOMPARE(settled(a(u"/a-secret"_s)).access, Access::Disallowed);
        m_a->route("/robots.txt", TestHttpServer::status(500, "Internal Server Error"));
        m_clock.now = m_clock.now.addSecs(25 * 3600);
        (void)settled(a(u"/"_s));
        QCOMPARE(m_a->hits("/robots.txt"), 2);
        QCOMPARE(m_cache->verdict(a(u"/a-secret"_s), u"FooBot"_s, old).access, Access::Disallowed);
        QCOMPARE(m_cache->verdict(a(u"/public"_s), u"FooBot"_s, old).access, Access::Allowed);
        QCOMPARE(m_cache->verdict(a(u"/public"_s), u"FooBot"_s).access, Access::Disallowed);
    }

    void oneFetchServesEveryDialectAndAgent()
    {
        // SEMANTICS.md, "blank line between agents": FooBot /page is disallowed by RFC 9309 (blank
        // lines do not end groups, §2.1) and allowed by Python 3.11 (the blank line ends the record).
        m_a->route("/robots.txt", TestHttpServer::ok("User-agent: *\n\nUser-agent: Wget\nDisallow: /\n"));
        QCOMPARE(settled(a(u"/page"_s)).access, Access::Disallowed);
        QCOMPARE(m_cache->verdict(a(u"/page"_s), u"FooBot"_s, dialectNamed("python-urllib")).access, Access::Allowed);
        QCOMPARE(m_cache->verdict(a(u"/page"_s), u"Wget"_s, dialectNamed("python-urllib")).access, Access::Disallowed);
        QCOMPARE(m_a->hits("/robots.txt"), 1);
    }

    void redirectLimitsPerDialectFromOneFetch()
    {
        // Six redirects: RFC 9309 gives up after five (→ unavailable, everything allowed,
        // §2.3.1.2-3); urllib follows ten and reads the file.
        for (int i = 0; i < 6; ++i) {
            const QByteArray from = i == 0 ? QByteArray("/robots.txt") : "/r" + QByteArray::number(i);
            const QByteArray to = i == 5 ? QByteArray("/final") : "/r" + QByteArray::number(i + 1);
            m_a->route(from, TestHttpServer::redirect(302, to));
        }
        m_a->route("/final", TestHttpServer::ok(kFileA));
        QCOMPARE(settled(a(u"/a-secret"_s)).access, Access::Allowed);
        QCOMPARE(m_cache->verdict(a(u"/a-secret"_s), u"FooBot"_s, dialectNamed("python-urllib")).access,
                 Access::Disallowed);
        QCOMPARE(m_a->hits("/robots.txt"), 1);
    }

    void crossHostRedirectKeepsTheOrigin()
    {
        // RFC 9309 §2.3.1.2: redirects are followed even to other hosts; the rules still belong
        // to the host that was asked.
        m_a->route("/robots.txt", TestHttpServer::redirect(301, m_b->url(u"/robots.txt"_s).toEncoded()));
        QCOMPARE(settled(a(u"/b-secret"_s)).access, Access::Disallowed);
        QCOMPARE(m_cache->verdict(a(u"/a-secret"_s), u"FooBot"_s).access, Access::Allowed);
        QCOMPARE(m_model->rowCount(), 1); // B itself was not asked about
        QCOMPARE(m_model->index(0, HostsModel::HostColumn).data().toString(),
                 u"http://127.0.0.1:%1"_s.arg(m_a->port()));
        QVERIFY(m_model->index(0, 0).data(Qt::ToolTipRole).toString().contains(QString::number(m_b->port())));
    }

    void persistedInTheHistoryAndReloadedOffline()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"history.sqlite"_s);
        m_cache->setHistoryFile(file);
        QVERIFY(m_cache->load()); // a new history: an empty cache
        QCOMPARE(m_model->rowCount(), 0);
        (void)settled(a(u"/"_s));
        (void)settled(b(u"/"_s));
        {
            // Every finished fetch is in the history, at the cache's time.
            robots::net::HistoryStore store;
            QVERIFY(store.open(file));
            QCOMPARE(store.origins().size(), 2);
            QCOMPARE(store.fetches(a(u"/"_s)).size(), 1);
            QCOMPARE(store.fetches(a(u"/"_s)).first().fetchedAt, m_clock.now);
            QCOMPARE(*store.body(store.fetches(a(u"/"_s)).first().versionId), kFileA);
        }

        // Another run, offline, servers gone: the cache alone answers.
        const int hitsA = m_a->hits("/robots.txt");
        const QString aSecret = a(u"/a-secret"_s), aOther = a(u"/b-secret"_s), bSecret = b(u"/b-secret"_s);
        m_a->close();
        m_b->close();
        newCache();
        m_cache->setHistoryFile(file);
        QVERIFY(m_cache->load());
        m_cache->setOffline(true);
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_cache->verdict(aSecret, u"FooBot"_s).access, Access::Disallowed);
        QCOMPARE(m_cache->verdict(aOther, u"FooBot"_s).access, Access::Allowed);
        QCOMPARE(m_cache->verdict(bSecret, u"FooBot"_s).access, Access::Disallowed);
        QVERIFY(!m_cache->isBusy());
        QCOMPARE(m_a->hits("/robots.txt"), hitsA);
        QCOMPARE(m_cache->report(aSecret)->body, kFileA); // the original bytes survived

        // Offline, an expired copy is still used, and says so.
        m_clock.now = m_clock.now.addDays(3);
        const HostRulesCache::HostVerdict stale = m_cache->verdict(aSecret, u"FooBot"_s);
        QCOMPARE(stale.access, Access::Disallowed);
        QVERIFY(stale.stale);
        QCOMPARE(stale.freshness, Freshness::Stale);

        // Offline never fetches: an unknown host stays unknown.
        TestHttpServer c;
        QVERIFY(c.listen());
        c.route("/robots.txt", TestHttpServer::ok(kFileA));
        const HostRulesCache::HostVerdict unknown = m_cache->verdict(c.url(u"/a-secret"_s).toString(), u"FooBot"_s);
        QCOMPARE(unknown.access, Access::Unknown);
        QVERIFY2(unknown.message.toEnglish().startsWith(u"Offline, and"_s), qPrintable(unknown.message.toEnglish()));
        QVERIFY(!m_cache->refresh(c.url().toString()));
        QVERIFY(!m_cache->isBusy()); // no fetch running or queued, so none can reach the server
        QCOMPARE(c.requests().size(), 0);
    }

    void aFileThatIsNotAHistoryIsRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"history.sqlite"_s);
        (void)settled(a(u"/"_s));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"something else\"}");
        f.close();
        m_cache->setHistoryFile(file);
        QVERIFY(!m_cache->load());
        QVERIFY2(QString::fromStdString(m_cache->error().toEnglish()).contains(u"is not a history database"_s),
                 qPrintable(QString::fromStdString(m_cache->error().toEnglish())));
        QCOMPARE(m_model->rowCount(), 1); // unchanged
    }

    void theHistoryKeepsTheLastGoodCopyAcrossRuns()
    {
        // What cachedCopyKeptWhileUnreachable shows, across a reload: the history gives back
        // the last good fetch too, not only the newest (RFC 9309 §2.4).
        QTemporaryDir dir;
        const QString file = dir.filePath(u"history.sqlite"_s);
        m_cache->setHistoryFile(file);
        QVERIFY(m_cache->load());
        const robots::Dialect &old = dialectNamed("norobots1994");
        QCOMPARE(settled(a(u"/a-secret"_s)).access, Access::Disallowed);
        m_a->route("/robots.txt", TestHttpServer::status(500, "Internal Server Error"));
        m_clock.now = m_clock.now.addSecs(25 * 3600);
        (void)settled(a(u"/"_s));
        newCache();
        m_cache->setHistoryFile(file);
        QVERIFY(m_cache->load());
        m_cache->setOffline(true);
        QCOMPARE(m_cache->report(a(u"/"_s))->status, std::optional(500));
        QCOMPARE(m_cache->verdict(a(u"/a-secret"_s), u"FooBot"_s, old).access, Access::Disallowed);
        QCOMPARE(m_cache->verdict(a(u"/public"_s), u"FooBot"_s, old).access, Access::Allowed);
        // The 500 is shown (the newest fetch) but never served from the history (RFC 9309 §2.4:
        // not a version): offline, RFC 9309 too answers from the last version, stale, and says so.
        const HostRulesCache::HostVerdict v = m_cache->verdict(a(u"/public"_s), u"FooBot"_s);
        QCOMPARE(v.access, Access::Allowed);
        QVERIFY(v.stale && v.fromHistory);
        QCOMPARE(v.status, std::optional(200));
        QVERIFY2(v.message.toEnglish().endsWith(u"(from the history, fetched 25 h ago)"_s),
                 qPrintable(v.message.toEnglish()));

        // Online, the failed fetch does not stop the next question from fetching again.
        m_a->route("/robots.txt", TestHttpServer::ok(kFileB));
        newCache();
        m_cache->setHistoryFile(file);
        QVERIFY(m_cache->load());
        const int hits = m_a->hits("/robots.txt");
        const HostRulesCache::HostVerdict fetched = settled(a(u"/public"_s));
        QCOMPARE(m_a->hits("/robots.txt"), hits + 1);
        QCOMPARE(fetched.access, Access::Allowed);
        QVERIFY(!fetched.fromHistory);
        QCOMPARE(fetched.status, std::optional(200));
    }

    // A version in the history answers the studio's tester and Hosts table for up to its
    // freshness, and both say where the answer comes from (RFC 9309 §2.4).
    void historyAnswersSayWhereTheyComeFrom()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"history.sqlite"_s);
        m_cache->setHistoryFile(file);
        QVERIFY(m_cache->load());
        (void)settled(a(u"/"_s));
        QVERIFY(!m_cache->verdict(a(u"/a-secret"_s), u"FooBot"_s).fromHistory);
        newCache();
        m_cache->setHistoryFile(file);
        QVERIFY(m_cache->load());
        m_clock.now = m_clock.now.addSecs(3 * 3600);
        const int hits = m_a->hits("/robots.txt");
        const HostRulesCache::HostVerdict v = m_cache->verdict(a(u"/a-secret"_s), u"OtherBot"_s);
        QVERIFY(!m_cache->isBusy()); // fresh: no fetch
        QCOMPARE(m_a->hits("/robots.txt"), hits);
        QCOMPARE(v.access, Access::Disallowed);
        QVERIFY(v.fromHistory && !v.stale);
        QCOMPARE(v.fetchedAt, m_clock.now.addSecs(-3 * 3600));
        QVERIFY2(v.message.toEnglish().endsWith(u" (from the history, fetched 3 h ago)"_s),
                 qPrintable(v.message.toEnglish()));
        QCOMPARE(v.message.toEnglish(), v.fetchMessage.toEnglish() + u" (from the history, fetched 3 h ago)"_s);
        QVERIFY2(m_model->index(0, HostsModel::MessageColumn)
                     .data()
                     .toString()
                     .endsWith(u" (from the history, fetched 3 h ago)"_s),
                 qPrintable(m_model->index(0, HostsModel::MessageColumn).data().toString()));
        // Refresh: a fetch of this session, no longer from the history.
        QVERIFY(m_cache->refresh(a(u"/"_s)));
        QVERIFY(m_cache->waitForIdle(std::chrono::seconds(8)));
        const HostRulesCache::HostVerdict now = m_cache->verdict(a(u"/a-secret"_s), u"OtherBot"_s);
        QVERIFY(!now.fromHistory);
        QVERIFY(!now.message.toEnglish().contains(u"history"_s));
        QVERIFY(!m_model->index(0, HostsModel::MessageColumn).data().toString().contains(u"history"_s));
    }

    void anOldHostsJsonIsImportedOnce()
    {
        // A user upgrading from the JSON host cache loses nothing: its hosts (latest and
        // previous fetch) go into the history the first time it is loaded.
        QTemporaryDir dir;
        const QString json = dir.filePath(u"hosts.json"_s);
        const QString history = dir.filePath(u"history.sqlite"_s);
        (void)settled(a(u"/"_s));
        const robots::net::FetchReport reportA = *m_cache->report(a(u"/"_s));
        const QJsonObject stored{{u"fetchedAt"_s, m_clock.now.toString(Qt::ISODate)},
                                 {u"freshUntil"_s, m_clock.now.addDays(1).toString(Qt::ISODate)},
                                 {u"report"_s, reportA.toJson()}};
        const QJsonObject host{{u"origin"_s, robots::net::hostKey(m_a->url())},
                               {u"robotsUrl"_s, reportA.robotsUrl.toString()},
                               {u"latest"_s, stored},
                               {u"previous"_s, stored}};
        const QJsonObject root{
            {u"format"_s, u"robotstxt-studio-host-cache"_s}, {u"version"_s, 1}, {u"hosts"_s, QJsonArray{host}}};
        QFile f(json);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(root).toJson());
        f.close();

        const QString site = a(u"/"_s), secret = a(u"/a-secret"_s); // before the port is gone
        m_a->close();
        newCache();
        m_cache->setHistoryFile(history);
        QCOMPARE(m_cache->legacyCacheFile(), QString()); // only beside the default history
        m_cache->setLegacyCacheFile(json);
        QVERIFY(m_cache->load());
        QVERIFY2(m_cache->error().id.empty(), qPrintable(QString::fromStdString(m_cache->error().toEnglish())));
        m_cache->setOffline(true);
        QCOMPARE(m_model->rowCount(), 1);
        QCOMPARE(m_cache->verdict(secret, u"FooBot"_s).access, Access::Disallowed);
        QCOMPARE(m_cache->report(site)->body, kFileA);
        QCOMPARE(m_cache->freshUntil(site), std::optional(m_clock.now.addDays(1)));
        QVERIFY(!QFile::exists(json));
        QVERIFY(QFile::exists(json + u".imported"_s));

        // Once: loading again imports nothing more.
        newCache();
        m_cache->setHistoryFile(history);
        m_cache->setLegacyCacheFile(json);
        QVERIFY(m_cache->load());
        robots::net::HistoryStore store;
        QVERIFY(store.open(history));
        QCOMPARE(store.fetches(site).size(), 2); // previous and latest
        QCOMPARE(store.versions(site).size(), 1);
    }

    void aBrokenHostsJsonIsReportedAndKept()
    {
        QTemporaryDir dir;
        const QString json = dir.filePath(u"hosts.json"_s);
        QFile f(json);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"something else\"}");
        f.close();
        m_cache->setHistoryFile(dir.filePath(u"history.sqlite"_s));
        m_cache->setLegacyCacheFile(json);
        QVERIFY(m_cache->load()); // the history itself is fine
        QVERIFY2(QString::fromStdString(m_cache->error().toEnglish()).contains(u"is not a host cache file"_s),
                 qPrintable(QString::fromStdString(m_cache->error().toEnglish())));
        QVERIFY(QFile::exists(json)); // left for the user
    }

    void theDefaultHistoryImportsTheDefaultHostsJson()
    {
        m_cache->setHistoryFile(HostRulesCache::defaultHistoryFile());
        QCOMPARE(m_cache->legacyCacheFile(), HostRulesCache::defaultLegacyCacheFile());
        QVERIFY(HostRulesCache::defaultLegacyCacheFile().endsWith(u"/robotstxt-studio/hosts.json"_s));
        QCOMPARE(HostRulesCache::defaultHistoryFile(), robots::net::HistoryStore::defaultPath());
    }

    void refreshActions()
    {
        (void)settled(a(u"/"_s));
        (void)settled(b(u"/"_s));
        QSignalSpy started(m_cache.get(), &HostRulesCache::fetchStarted);
        const QString origin = m_model->index(0, 0).data(HostsModel::OriginRole).toString();
        QCOMPARE(origin, robots::net::hostKey(m_a->url()));
        QVERIFY(m_cache->refresh(origin)); // even though fresh
        QCOMPARE(m_model->index(0, HostsModel::FreshnessColumn).data().toString(), u"fetching…"_s);
        QVERIFY(m_cache->waitForIdle(std::chrono::seconds(8)));
        QCOMPARE(m_a->hits("/robots.txt"), 2);
        m_cache->refreshAll();
        QVERIFY(m_cache->waitForIdle(std::chrono::seconds(8)));
        QCOMPARE(m_a->hits("/robots.txt"), 3);
        QCOMPARE(m_b->hits("/robots.txt"), 2);
        QCOMPARE(started.count(), 3);

        m_cache->removeHost(origin);
        QCOMPARE(m_model->rowCount(), 1);
        QCOMPARE(m_cache->freshness(a(u"/"_s)), Freshness::NotFetched);
        m_cache->clear();
        QCOMPARE(m_model->rowCount(), 0);
    }

    void modelColumns()
    {
        m_b->route("/robots.txt", TestHttpServer::status(404, "Not Found"));
        (void)settled(a(u"/"_s));
        (void)settled(b(u"/"_s));
        QCOMPARE(m_model->columnCount(), int(HostsModel::ColumnCount));
        QCOMPARE(m_model->headerData(HostsModel::FreshnessColumn, Qt::Horizontal).toString(), u"Freshness"_s);
        auto cell = [&](int row, int column) { return m_model->index(row, column).data().toString(); };
        QCOMPARE(cell(0, HostsModel::StatusColumn), u"200 OK"_s);
        QCOMPARE(cell(0, HostsModel::OutcomeColumn), u"parse"_s);
        QCOMPARE(cell(0, HostsModel::FreshnessColumn), u"fresh"_s);
        QCOMPARE(cell(1, HostsModel::StatusColumn), u"404 Not Found"_s);
        QCOMPARE(cell(1, HostsModel::OutcomeColumn), u"allow all"_s); // RFC 9309 §2.3.1.3
        QCOMPARE(cell(1, HostsModel::MessageColumn), u"Not found (HTTP 404): under RFC 9309 every URL is allowed"_s);
        QCOMPARE(m_model->index(1, HostsModel::FetchedColumn).data(Qt::EditRole).toDateTime(), m_clock.now);
        QCOMPARE(m_model->index(1, HostsModel::FreshUntilColumn).data(Qt::EditRole).toDateTime(),
                 m_clock.now.addDays(1));
        QCOMPARE(m_model->index(1, 0).data(HostsModel::OutcomeRole).toInt(), int(robots::FetchOutcome::AllowAll));

        // The columns follow the dialect: the message names the one selected.
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        m_cache->setDialect(dialectNamed("python-urllib"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(cell(1, HostsModel::MessageColumn).contains(u"Python"_s));

        m_clock.now = m_clock.now.addDays(2);
        m_cache->updateFreshness();
        QCOMPARE(cell(0, HostsModel::FreshnessColumn), u"stale"_s);
    }

    void manyHostsQueue()
    {
        // More hosts than parallel fetches: the rest queue and all arrive.
        QList<TestHttpServer *> servers;
        for (int i = 0; i < 7; ++i) {
            auto *s = new TestHttpServer(this);
            QVERIFY(s->listen());
            s->route("/robots.txt", TestHttpServer::ok("User-agent: *\nDisallow: /n" + QByteArray::number(i) + "\n"));
            servers.append(s);
            (void)m_cache->verdict(s->url(u"/"_s).toString(), u"FooBot"_s);
        }
        QCOMPARE(m_model->rowCount(), 7);
        QVERIFY(m_cache->waitForIdle(std::chrono::seconds(10)));
        for (int i = 0; i < 7; ++i) {
            const QString n = u"/n%1"_s.arg(i);
            QCOMPARE(m_cache->verdict(servers[i]->url(n).toString(), u"FooBot"_s).access, Access::Disallowed);
            QCOMPARE(m_cache->verdict(servers[i]->url(u"/n9"_s).toString(), u"FooBot"_s).access, Access::Allowed);
            QCOMPARE(servers[i]->hits("/robots.txt"), 1);
        }
        qDeleteAll(servers);
    }
};

QTEST_GUILESS_MAIN(TestNetHostCache)
#include "tst_net_hostcache.moc"
