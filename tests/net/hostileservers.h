// SPDX-License-Identifier: MIT
// The hostile servers every front end must classify alike (docs/fetching.md): one loopback
// TestHttpServer per scenario, what its robots.txt fetch must come to under RFC 9309, and the
// words of the message that says why. tst_cli_hostile runs them through the real `robotstxt`
// (fetch, check --fetch, site fetch, sitemap-audit); tst_net_hostile through the studio's paths
// (the fetcher, the hosts cache, the Site window's hosts model).
#pragma once

#include "testhttpserver.h"

#include "net/fetchreport.h"

#include <robots/fetchpolicy.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <memory>

namespace hostile {

/// Every front end is run with this time-out (--timeout 2): the trickle and the silent server
/// end by the fetcher's own deadline, never by the test's. Two seconds, not one: the whole fetch
/// counts against it, and a chain of six requests on a loaded machine (the Site window fetches
/// every host at once) must not run into it.
inline constexpr std::chrono::milliseconds kTimeout{2000};

/// The fetch options every studio path is given: the defaults with kTimeout.
inline robots::net::FetchOptions fetchOptions()
{
    robots::net::FetchOptions o;
    o.timeout = kTimeout;
    return o;
}

inline const QByteArray kRobots = "User-agent: *\nDisallow: /private\n";

/// "User-agent: *\nDisallow: /\n" in UTF-16LE with its byte order mark (FF FE).
inline QByteArray utf16Robots()
{
    const QString text = QStringLiteral("User-agent: *\nDisallow: /\n");
    QByteArray bytes("\xFF\xFE", 2);
    for (const QChar c : text) {
        bytes.append(char(c.unicode() & 0xFF));
        bytes.append(char(c.unicode() >> 8));
    }
    return bytes;
}

/// A 12.6 MB robots.txt: the rules first, then comment lines.
inline QByteArray bigRobots()
{
    QByteArray body = kRobots;
    const QByteArray line = "# " + QByteArray(97, 'z') + '\n';
    while (body.size() + line.size() <= 12'600'000)
        body.append(line);
    body.append(QByteArray(12'600'000 - body.size(), '\n'));
    return body;
}

/// A 600,000-byte robots.txt (kRobots, then `#`s) sent with no Content-Length, so that its end is
/// the connection's close (RFC 9112 §6.3), and that the fetcher cuts at 512,000 bytes (RFC 9309
/// §2.5): `quick` sends it at once, `slow` in 73,000-byte pieces 20 ms apart, which the fetcher's
/// reads do not line up with, so the bytes that have come in when reading stops differ between the
/// two. Returns the body.
inline QByteArray serveCutBodyWithoutLength(TestHttpServer &quick, TestHttpServer &slow)
{
    QByteArray body = kRobots;
    body += QByteArray(600'000 - body.size(), '#');
    TestHttpServer::Response all = TestHttpServer::ok(body);
    all.contentLength = false;
    quick.route("/robots.txt", all);
    TestHttpServer::Response pieces = all;
    pieces.behaviour = TestHttpServer::Behaviour::Trickle;
    pieces.pieceBytes = 73'000;
    pieces.interval = std::chrono::milliseconds(20);
    slow.route("/robots.txt", pieces);
    return body;
}

struct Scenario
{
    const char *name;
    robots::FetchOutcome outcome;        ///< Under RFC 9309.
    robots::FetchStatusClass fetchClass; ///< RFC 9309 §2.3.1, FetchReport::fetchClass().
    const char *message;                 ///< Words every front end's message has.
};

/// The table. `server` serves the scenario at /robots.txt; `other` is a second server (another
/// port) that a redirect may lead to.
inline const QList<Scenario> &scenarios()
{
    using robots::FetchOutcome;
    using robots::FetchStatusClass;
    static const QList<Scenario> table{
        {"gzip-bomb", FetchOutcome::DisallowAll, FetchStatusClass::Unreachable, "inflates past the safety limit"},
        {"trickle", FetchOutcome::DisallowAll, FetchStatusClass::Unreachable, "Total time-out after 2 s"},
        {"never-answers", FetchOutcome::DisallowAll, FetchStatusClass::Unreachable, "ime-out"},
        {"redirect-loop", FetchOutcome::AllowAll, FetchStatusClass::Redirect, "Redirect loop: gave up after 5"},
        {"five-hops", FetchOutcome::ParseBody, FetchStatusClass::Success, "HTTP 200"},
        {"six-hops", FetchOutcome::AllowAll, FetchStatusClass::Redirect, "Too many redirects: gave up after 5"},
        {"redirect-to-file", FetchOutcome::AllowAll, FetchStatusClass::Redirect,
         "refused: only http and https URLs are followed"},
        {"redirect-to-other-port", FetchOutcome::ParseBody, FetchStatusClass::Success, "HTTP 200"},
        {"12.6-MB", FetchOutcome::ParseBody, FetchStatusClass::Success, "only the first 512000 bytes are parsed"},
        {"utf-16-bom", FetchOutcome::ParseBody, FetchStatusClass::Success, "the body is UTF-16LE, not UTF-8"},
        // RFC 9309 §2.3.1.3: every 4xx, 401 and 403 included, is "unavailable": allow all.
        {"401", FetchOutcome::AllowAll, FetchStatusClass::Unavailable, "Access denied (HTTP 401)"},
        {"403", FetchOutcome::AllowAll, FetchStatusClass::Unavailable, "Access denied (HTTP 403)"},
        {"404", FetchOutcome::AllowAll, FetchStatusClass::Unavailable, "Not found (HTTP 404)"},
        // 429 is a server that cannot answer now (classifyFetchStatus: unreachable, retried like a
        // 5xx); RFC 9309 itself has no rule of its own for it, so its dialect allows all.
        {"429", FetchOutcome::AllowAll, FetchStatusClass::Unreachable, "Too many requests (HTTP 429)"},
        {"500", FetchOutcome::DisallowAll, FetchStatusClass::Unreachable, "Server error 500"},
        {"503", FetchOutcome::DisallowAll, FetchStatusClass::Unreachable, "Server error 503"},
    };
    return table;
}

/// The `_data()` table of every suite that runs the scenarios: one row a scenario, named after it,
/// with its name in the column "name" (serveCurrentRow() serves it). One table, so that the studio's
/// paths and the CLI's commands are always held to the same expectations.
inline void addRows()
{
    QTest::addColumn<QString>("name");
    for (const Scenario &s : scenarios())
        QTest::newRow(s.name) << QString::fromLatin1(s.name);
}

/// Routes `server` for the scenario `name`; `other` serves kRobots on another port.
inline void serve(const QString &name, TestHttpServer &server, TestHttpServer &other)
{
    using R = TestHttpServer;
    other.route("/robots.txt", R::ok(kRobots));
    if (name == u"gzip-bomb") {
        server.route("/robots.txt", R::gzipBomb());
    } else if (name == u"trickle") {
        R::Response r = R::ok(QByteArray(1000, '#'));
        r.behaviour = TestHttpServer::Behaviour::Trickle;
        r.interval = std::chrono::milliseconds(1000);
        server.route("/robots.txt", r);
    } else if (name == u"never-answers") {
        R::Response r = R::ok(kRobots);
        r.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        server.route("/robots.txt", r);
    } else if (name == u"redirect-loop") {
        server.routeRedirectLoop({"/robots.txt", "/a"});
    } else if (name == u"five-hops" || name == u"six-hops") {
        const int hops = name == u"five-hops" ? 5 : 6;
        QByteArray from = "/robots.txt";
        for (int i = 1; i <= hops; ++i) {
            const QByteArray to = "/hop" + QByteArray::number(i);
            server.route(from, R::redirect(301, to));
            from = to;
        }
        server.route(from, R::ok(kRobots));
    } else if (name == u"redirect-to-file") {
        server.route("/robots.txt", R::redirect(302, "file:///etc/passwd"));
    } else if (name == u"redirect-to-other-port") {
        server.route("/robots.txt", R::redirect(302, other.url(QStringLiteral("/robots.txt")).toEncoded()));
    } else if (name == u"12.6-MB") {
        server.route("/robots.txt", R::ok(bigRobots()));
    } else if (name == u"utf-16-bom") {
        server.route("/robots.txt", R::ok(utf16Robots()));
    } else {
        server.route("/robots.txt", R::status(name.toInt(), "Hostile", "<html>no</html>"));
    }
}

/// The last path of a hop chain: a six-hop chain must never request it.
/// A scenario served: what the table expects of it, `server` answering as the scenario says and
/// `other` on another port for its redirects.
struct Served
{
    QString name;
    robots::FetchOutcome outcome;
    robots::FetchStatusClass fetchClass;
    QString message; ///< Words every front end's message has.
    TestHttpServer server;
    TestHttpServer other;
};

/// Serves the scenario `name` of the table; nullptr when there is no such scenario or the loopback
/// servers cannot listen.
inline std::unique_ptr<Served> serveScenario(const QString &name)
{
    const auto &table = scenarios();
    const auto it =
        std::find_if(table.begin(), table.end(), [&](const Scenario &s) { return name == QLatin1String(s.name); });
    auto served = std::make_unique<Served>();
    if (it == table.end() || !served->server.listen() || !served->other.listen())
        return nullptr;
    served->name = name;
    served->outcome = it->outcome;
    served->fetchClass = it->fetchClass;
    served->message = QString::fromLatin1(it->message);
    serve(name, served->server, served->other);
    return served;
}

/// Serves the scenario of the current `_data()` row (addRows()).
inline std::unique_ptr<Served> serveCurrentRow()
{
    QFETCH(QString, name);
    return serveScenario(name);
}

inline QByteArray lastHop(const QString &name)
{
    return name == u"six-hops" ? QByteArray("/hop6") : name == u"five-hops" ? QByteArray("/hop5") : QByteArray();
}

} // namespace hostile
