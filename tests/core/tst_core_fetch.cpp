// SPDX-License-Identifier: MIT
// The fetch-outcome policy: a pure function of (dialect, status or network error, redirects,
// body size) per RFC 9309 §2.3, the seeds (O'Reilly: 401/403 disallow all, 404 allow all; Ruby
// gem: 401/403 disallow, at most 5 redirects, anything else allows) and the implementations.

#include "coretestutil.h"

#include <QTest>

using namespace robots;
using namespace coretest;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(robots::FetchOutcome)

namespace {

constexpr int kNetworkError = -1;

} // namespace

class TestCoreFetch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void policy_data()
    {
        QTest::addColumn<QByteArray>("dialect");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("redirects");
        QTest::addColumn<FetchOutcome>("outcome");
        const auto P = FetchOutcome::ParseBody, A = FetchOutcome::AllowAll, D = FetchOutcome::DisallowAll,
                   U = FetchOutcome::Unavailable;
        struct Row
        {
            const char *name;
            const char *dialect;
            int status;
            int redirects;
            FetchOutcome outcome;
        };
        const Row rows[] = {
            // RFC 9309 §2.3.1
            {"rfc9309-2.3.1.1/success", "rfc9309", 200, 0, P},
            {"rfc9309-2.3.1.2/five-redirects", "rfc9309", 200, 5, P},
            {"rfc9309-2.3.1.2/six-redirects-unavailable", "rfc9309", 200, 6, A},
            {"rfc9309-2.3.1.3/404-unavailable", "rfc9309", 404, 0, A},
            {"rfc9309-2.3.1.3/403-unavailable", "rfc9309", 403, 0, A},
            {"rfc9309-2.3.1.3/429-is-4xx", "rfc9309", 429, 0, A},
            {"rfc9309-2.3.1.4/500-unreachable", "rfc9309", 500, 0, D},
            {"rfc9309-2.3.1.4/503-unreachable", "rfc9309", 503, 0, D},
            {"rfc9309-2.3.1.4/network-error", "rfc9309", kNetworkError, 0, D},
            // Google's documentation: 4xx except 429 allow; 5xx and 429 stop crawling.
            {"google/404", "google", 404, 0, A},
            {"google/401", "google", 401, 0, A},
            {"google/429", "google", 429, 0, D},
            {"google/500", "google", 500, 0, D},
            {"google/six-redirects", "google", 200, 6, A},
            // seed 003 (O'Reilly, the 1994 standard as clients apply it)
            {"norobots1994/seed-003-200", "norobots1994", 200, 0, P},
            {"norobots1994/seed-003-401", "norobots1994", 401, 0, D},
            {"norobots1994/seed-003-403", "norobots1994", 403, 0, D},
            {"norobots1994/seed-003-404", "norobots1994", 404, 0, A},
            {"norobots1994/seed-003-500", "norobots1994", 500, 0, U},
            // seed 004 (Ruby gem)
            {"ruby-robotstxt/seed-004-401", "ruby-robotstxt", 401, 0, D},
            {"ruby-robotstxt/seed-004-403", "ruby-robotstxt", 403, 0, D},
            {"ruby-robotstxt/seed-004-five-redirects", "ruby-robotstxt", 200, 5, P},
            {"ruby-robotstxt/seed-004-six-redirects", "ruby-robotstxt", 200, 6, A},
            {"ruby-robotstxt/seed-004-404", "ruby-robotstxt", 404, 0, A},
            {"ruby-robotstxt/seed-004-500", "ruby-robotstxt", 500, 0, A},
            {"ruby-robotstxt/seed-004-no-response", "ruby-robotstxt", kNetworkError, 0, A},
            // urllib.robotparser RobotFileParser.read() before 3.15 (CPython 3.11 and the 3.13.14 /
            // 3.14.5 backports of the RFC 9309 rewrite alike): 401/403 disallow_all, other 4xx
            // allow_all; a 5xx or a network error changes nothing (the rules read before, if any,
            // keep answering); a status it does not handle leaves a new parser unread (can_fetch()
            // is False everywhere).
            {"python-urllib/401", "python-urllib", 401, 0, D},
            {"python-urllib/403", "python-urllib", 403, 0, D},
            {"python-urllib/404", "python-urllib", 404, 0, A},
            {"python-urllib/500-keeps-what-was-read", "python-urllib", 500, 0, U},
            {"python-urllib/no-response-keeps-what-was-read", "python-urllib", kNetworkError, 0, U},
            {"python-urllib/ten-redirects", "python-urllib", 200, 10, P},
            {"python-urllib/eleven-redirects", "python-urllib", 200, 11, D},
            {"python-rfc9309/401", "python-urllib-rfc9309", 401, 0, D},
            {"python-rfc9309/429", "python-urllib-rfc9309", 429, 0, A},
            {"python-rfc9309/503-keeps-what-was-read", "python-urllib-rfc9309", 503, 0, U},
            {"python-rfc9309/no-response-keeps-what-was-read", "python-urllib-rfc9309", kNetworkError, 0, U},
            {"python-rfc9309/eleven-redirects", "python-urllib-rfc9309", 200, 11, D},
            // Python 3.15's read(): a 5xx also sets disallow_all (RFC 9309 §2.3.1.4; CPython
            // gh-79638, restored by PR gh-152525); other 4xx allow_all (§2.3.1.3); a network error
            // is still raised to the caller.
            {"python-3.15/401", "python-urllib-3.15", 401, 0, D},
            {"python-3.15/429", "python-urllib-3.15", 429, 0, A},
            {"python-3.15/404", "python-urllib-3.15", 404, 0, A},
            {"python-3.15/503-disallows-all", "python-urllib-3.15", 503, 0, D},
            {"python-3.15/no-response-keeps-what-was-read", "python-urllib-3.15", kNetworkError, 0, U},
            {"python-3.15/ten-redirects", "python-urllib-3.15", 200, 10, P},
            {"python-3.15/eleven-redirects", "python-urllib-3.15", 200, 11, D},
            // LWP::RobotUA: anything but a 2xx text/* body parses "" (no rules).
            {"www-robotrules/lwp-403", "www-robotrules", 403, 0, A},
            {"www-robotrules/lwp-500", "www-robotrules", 500, 0, A},
            {"www-robotrules/lwp-network", "www-robotrules", kNetworkError, 0, A},
            {"www-robotrules/lwp-200", "www-robotrules", 200, 0, P},
            // An unfollowed redirect is what the dialect does with too many.
            {"rfc9309/unfollowed-301", "rfc9309", 301, 0, A},
        };
        for (const Row &r : rows)
            QTest::newRow(r.name) << QByteArray(r.dialect) << r.status << r.redirects << r.outcome;
    }
    void policy()
    {
        QFETCH(QByteArray, dialect);
        QFETCH(int, status);
        QFETCH(int, redirects);
        QFETCH(FetchOutcome, outcome);
        FetchResult r;
        if (status == kNetworkError)
            r.error = NetworkError::Timeout;
        else
            r.status = status;
        r.redirects = redirects;
        r.bodyBytes = 100;
        const FetchDecision d = decideFetchOutcome(dialectNamed(dialect.toStdString()), r);
        QCOMPARE(d.outcome, outcome);
        QVERIFY(q(d.reason.id).startsWith(QLatin1String("fetch.")));
        QVERIFY(!d.reason.toEnglish().empty());
        if (outcome == FetchOutcome::ParseBody)
            QCOMPARE(d.bytesToParse, std::size_t{100});
    }

    // RFC 9309 §2.5: at least 500 KiB parsed; yandex documents that a larger file allows all.
    void bodySize()
    {
        FetchResult big;
        big.status = 200;
        big.bodyBytes = 2 * 1024 * 1024;
        const FetchDecision rfc = decideFetchOutcome(defaultDialect(), big);
        QCOMPARE(rfc.outcome, FetchOutcome::ParseBody);
        QCOMPARE(rfc.bytesToParse, std::size_t{500 * 1024});
        QCOMPARE(decideFetchOutcome(dialect(DialectId::Yandex), big).outcome, FetchOutcome::AllowAll);
        const FetchDecision py = decideFetchOutcome(dialect(DialectId::PythonUrllib), big);
        QCOMPARE(py.bytesToParse, big.bodyBytes);
    }

    // LWP::RobotUA parses only text/* bodies.
    void contentType()
    {
        FetchResult html;
        html.status = 200;
        html.bodyBytes = 10;
        html.contentType = "application/octet-stream";
        QCOMPARE(decideFetchOutcome(dialect(DialectId::WwwRobotRules), html).outcome, FetchOutcome::AllowAll);
        QCOMPARE(decideFetchOutcome(defaultDialect(), html).outcome, FetchOutcome::ParseBody);
        html.contentType = "text/plain; charset=utf-8";
        QCOMPARE(decideFetchOutcome(dialect(DialectId::WwwRobotRules), html).outcome, FetchOutcome::ParseBody);
    }

    // RFC 9309 §2.3.1.4: a 2xx whose body could not be read (a gzip bomb refused by the client's
    // decompression limit, a broken gzip stream) is no file; it counts as unreachable, never as
    // an empty file that allows everything, and is asked for again as soon as an unreachable one.
    void unreadableBodyIsUnreachable_data()
    {
        QTest::addColumn<QByteArray>("dialect");
        for (const Dialect &d : allDialects())
            QTest::newRow(std::string(d.name()).c_str()) << QByteArray(d.name().data(), qsizetype(d.name().size()));
    }
    void unreadableBodyIsUnreachable()
    {
        QFETCH(QByteArray, dialect);
        const Dialect &d = dialectNamed(dialect.toStdString());
        FetchResult r;
        r.status = 200;
        r.bodyBytes = 0;
        r.contentType = "text/plain";
        r.bodyUnreadable = true;
        const FetchDecision decision = decideFetchOutcome(d, r);
        QCOMPARE(decision.outcome, d.fetch().networkError);
        QCOMPARE(q(decision.reason.id), QStringLiteral("fetch.body-unreadable"));
        QVERIFY(q(decision.reason.toEnglish()).startsWith(QStringLiteral("HTTP 200, but the body could not be read")));
        QCOMPARE(freshnessLifetime(r), CachePolicy{}.unreachableRetry);
        if (d.name() == "rfc9309")
            QCOMPARE(decision.outcome, FetchOutcome::DisallowAll);
    }

    void names()
    {
        QCOMPARE(q(fetchOutcomeName(FetchOutcome::DisallowAll)), QStringLiteral("disallow-all"));
        QCOMPARE(q(fetchOutcomeName(FetchOutcome::ParseBody)), QStringLiteral("parse"));
    }

    // RFC 9309 §2.3.1: success, redirects, unavailable (4xx), unreachable (5xx, no answer); 429
    // counts as unreachable (the server cannot answer now), 1xx and 6xx are unexpected.
    void statusClasses()
    {
        QCOMPARE(classifyFetchStatus(200), FetchStatusClass::Success);
        QCOMPARE(classifyFetchStatus(299), FetchStatusClass::Success);
        QCOMPARE(classifyFetchStatus(301), FetchStatusClass::Redirect);
        QCOMPARE(classifyFetchStatus(400), FetchStatusClass::Unavailable);
        QCOMPARE(classifyFetchStatus(403), FetchStatusClass::Unavailable);
        QCOMPARE(classifyFetchStatus(404), FetchStatusClass::Unavailable);
        QCOMPARE(classifyFetchStatus(429), FetchStatusClass::Unreachable);
        QCOMPARE(classifyFetchStatus(500), FetchStatusClass::Unreachable);
        QCOMPARE(classifyFetchStatus(599), FetchStatusClass::Unreachable);
        QCOMPARE(classifyFetchStatus(std::nullopt), FetchStatusClass::Unreachable);
        QCOMPARE(classifyFetchStatus(101), FetchStatusClass::Unexpected);
        QCOMPARE(classifyFetchStatus(600), FetchStatusClass::Unexpected);
    }

    // RFC 9309 §2.4: at most 24 hours, less when Cache-Control max-age says so (down to a
    // minute), and an unreachable file is asked for again after an hour.
    void freshness()
    {
        using namespace std::chrono_literals;
        using std::chrono::seconds;
        FetchResult r;
        r.status = 200;
        QCOMPARE(freshnessLifetime(r), seconds(24h));
        QCOMPARE(freshnessLifetime(r, 600s), seconds(600s));
        QCOMPARE(freshnessLifetime(r, 0s), seconds(60s)); // no-store, no-cache
        QCOMPARE(freshnessLifetime(r, seconds(7 * 24h)), seconds(24h));
        r.status = 404; // no file is an answer too: fresh as long as a file would be
        QCOMPARE(freshnessLifetime(r), seconds(24h));
        r.status = 503;
        QCOMPARE(freshnessLifetime(r), seconds(1h));
        QCOMPARE(freshnessLifetime(r, 600s), seconds(1h));
        r.status = 429;
        QCOMPARE(freshnessLifetime(r), seconds(1h));
        r.status.reset();
        r.error = NetworkError::Timeout;
        QCOMPARE(freshnessLifetime(r), seconds(1h));

        CachePolicy policy;
        policy.maxLifetime = 2h;
        policy.minimumLifetime = 5min;
        policy.unreachableRetry = 10min;
        QCOMPARE(freshnessLifetime(r, std::nullopt, policy), seconds(10min));
        r.status = 200;
        QCOMPARE(freshnessLifetime(r, 30s, policy), seconds(5min));
        QCOMPARE(freshnessLifetime(r, std::nullopt, policy), seconds(2h));
    }

    // RFC 9309 §2.4 caches "the cached version" of a file successfully downloaded (§2.3.1.1):
    // only a 2xx with a readable body may answer again from a cache; an error never does.
    void onlyASuccessfulDownloadIsAReusableVersion_data()
    {
        QTest::addColumn<int>("status"); // 0: no answer
        QTest::addColumn<bool>("bodyUnreadable");
        QTest::addColumn<bool>("reusable");
        QTest::newRow("200") << 200 << false << true;
        QTest::newRow("204-empty-file") << 204 << false << true;
        QTest::newRow("200-gzip-bomb") << 200 << true << false;
        QTest::newRow("304-not-followed") << 304 << false << false;
        QTest::newRow("404-no-file") << 404 << false << false;
        QTest::newRow("403") << 403 << false << false;
        QTest::newRow("429") << 429 << false << false;
        QTest::newRow("503") << 503 << false << false;
        QTest::newRow("no-answer") << 0 << false << false;
    }
    void onlyASuccessfulDownloadIsAReusableVersion()
    {
        QFETCH(int, status);
        QFETCH(bool, bodyUnreadable);
        QFETCH(bool, reusable);
        FetchResult r;
        if (status != 0)
            r.status = status;
        else
            r.error = NetworkError::ConnectionRefused;
        r.bodyUnreadable = bodyUnreadable;
        QCOMPARE(isReusableVersion(r), reusable);
    }

    // RFC 9111 §5.2.2: max-age in seconds (§5.2.2.1), no-store and no-cache reuse nothing
    // (§5.2.2.5, §5.2.2.4); the one Cache-Control parser of the project.
    void rfc9111CacheControlMaxAge_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<int>("seconds"); // -1: nothing said
        QTest::newRow("rfc9111-5.2.2.1/max-age") << u"max-age=600"_s << 600;
        QTest::newRow("rfc9111-5.2.2.1/among-others") << u"public, Max-Age=120 , must-revalidate"_s << 120;
        QTest::newRow("rfc9111-5.2.2.1/quoted") << u"max-age=\"90\""_s << 90;
        QTest::newRow("rfc9111-5.2.2.1/last-wins") << u"max-age=10, max-age=20"_s << 20;
        QTest::newRow("rfc9111-5.2.2.1/negative-ignored") << u"max-age=-5"_s << -1;
        QTest::newRow("rfc9111-5.2.2.1/not-a-number-ignored") << u"max-age=soon"_s << -1;
        QTest::newRow("rfc9111-5.2.2.4/no-cache") << u"max-age=600, no-cache"_s << 0;
        QTest::newRow("rfc9111-5.2.2.5/no-store") << u"NO-STORE"_s << 0;
        QTest::newRow("rfc9111-5.2.2/silent") << u"public"_s << -1;
        QTest::newRow("rfc9111-5.2.2/empty") << QString() << -1;
    }
    void rfc9111CacheControlMaxAge()
    {
        QFETCH(QString, header);
        QFETCH(int, seconds);
        const std::optional<std::chrono::seconds> age = cacheControlMaxAge(header.toStdString());
        QCOMPARE(age.has_value(), seconds >= 0);
        if (age)
            QCOMPARE(age->count(), seconds);
    }

    // RFC 9309 §2.4: the last good copy (the server said something about the file: a 2xx read
    // or a 4xx) answers while the latest fetch decides nothing under the dialect, and stays fresh
    // for as long as the host is unreachable.
    void rfc9309_2_4LastGoodCopyWhileUnreachable_data()
    {
        QTest::addColumn<int>("status"); // 0: no answer
        QTest::addColumn<bool>("bodyUnreadable");
        QTest::addColumn<bool>("goodCopy");
        QTest::addColumn<bool>("keptByNoRobots1994"); // its 5xx and network errors decide nothing
        QTest::addColumn<bool>("keptByRfc9309");      // RFC 9309 decides (disallow all) itself
        QTest::addColumn<bool>("extended");           // the last good copy fresh until the latest's
        QTest::newRow("rfc9309-2.3.1.1/200") << 200 << false << true << false << false << false;
        QTest::newRow("rfc9309-2.3.1.3/404") << 404 << false << true << false << false << false;
        QTest::newRow("rfc9309-2.3.1.4/503") << 503 << false << false << true << false << true;
        QTest::newRow("rfc9309-2.3.1.4/no-answer") << 0 << false << false << true << false << true;
        QTest::newRow("rfc9309-2.3.1.4/unreadable-body") << 200 << true << false << true << false << true;
    }
    void rfc9309_2_4LastGoodCopyWhileUnreachable()
    {
        using namespace std::chrono_literals;
        QFETCH(int, status);
        QFETCH(bool, bodyUnreadable);
        QFETCH(bool, goodCopy);
        QFETCH(bool, keptByNoRobots1994);
        QFETCH(bool, keptByRfc9309);
        QFETCH(bool, extended);
        FetchResult r;
        if (status != 0)
            r.status = status;
        else
            r.error = NetworkError::Timeout;
        r.bodyUnreadable = bodyUnreadable;
        QCOMPARE(isGoodCopy(r), goodCopy);
        QCOMPARE(lastGoodCopyAnswers(dialect(DialectId::NoRobots1994), r), keptByNoRobots1994);
        QCOMPARE(lastGoodCopyAnswers(dialect(DialectId::Rfc9309), r), keptByRfc9309);
        const std::chrono::sys_seconds good{1000s}, latest{5000s};
        QCOMPARE(lastGoodCopyFreshUntil(good, r, latest), extended ? latest : good);
        QCOMPARE(lastGoodCopyFreshUntil(latest, r, good), latest); // never shortened
    }
};

QTEST_GUILESS_MAIN(TestCoreFetch)
#include "tst_core_fetch.moc"
