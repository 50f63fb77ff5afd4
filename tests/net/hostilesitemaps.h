// SPDX-License-Identifier: MIT
// Hostile sitemap servers: one loopback TestHttpServer per scenario, serving a robots.txt whose
// Sitemap: lines name a good sitemap and a hostile one, and what the audit must say of the hostile
// one (its problem kind and the words of its message) while it still reads the good one. The
// robots.txt fetches' own hostile servers are hostileservers.h; these are a sitemap's.
#pragma once

#include "net/sitemapauditor.h"
#include "testhttpserver.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTest>

#include <zlib.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>

namespace hostilesitemaps {

using Kind = robots::net::SitemapProblem::Kind;

/// The audit's time-out (FetchOptions::timeout, the CLI's --timeout): a silent server is cut after
/// it, a trickling one after ten times it (a sitemap's overall deadline), both by the fetcher's own
/// timers, never by the test's.
inline constexpr std::chrono::milliseconds kTimeout{1000};

/// The hostile sitemap's path and the good one's.
inline const QByteArray kHostile = "/hostile.xml";
inline const QByteArray kGood = "/good.xml";

struct Scenario
{
    const char *name;
    Kind kind;
    std::optional<int> status; ///< The HTTP status the problem names, for an HttpError.
    const char *words;         ///< Words of the problem's English message.
};

inline const QList<Scenario> &scenarios()
{
    static const QList<Scenario> table{
        {"stalls", Kind::NetworkError, std::nullopt, "No usable answer (no data received for 1 s)"},
        {"trickles", Kind::NetworkError, std::nullopt, "The sitemap took longer than 10 s"},
        {"closes-mid-body", Kind::NetworkError, std::nullopt, "No usable answer ("},
        {"huge-body", Kind::TooLarge, std::nullopt, "Over 50 MB uncompressed"},
        {"gzip-bomb-file", Kind::TooLarge, std::nullopt, "Over 50 MB uncompressed"},
        {"gzip-bomb-encoded", Kind::TooLarge, std::nullopt, "Over 50 MB uncompressed"},
        {"zero-bomb", Kind::NotXml, std::nullopt, "not XML"},
        {"bytes-after-the-gzip-data", Kind::TooLarge, std::nullopt, "More than 51 MB sent for one sitemap"},
        {"redirect-loop", Kind::RedirectLoop, 302, "The redirects loop back to"},
        {"six-redirects", Kind::TooManyRedirects, 301, "More than 5 redirects"},
        {"redirect-to-file", Kind::HttpError, 302, "A redirect to file:///etc/passwd, which is not an http or https"},
        {"redirect-without-location", Kind::HttpError, 302, "A 302 redirect without a usable Location"},
        {"404", Kind::HttpError, 404, "The server answered 404 Not Found"},
        {"503", Kind::HttpError, 503, "The server answered 503 Service Unavailable"},
        {"html-page", Kind::NotXml, std::nullopt, "This is an HTML page"},
    };
    return table;
}

inline void addRows()
{
    QTest::addColumn<QString>("name");
    for (const Scenario &s : scenarios())
        QTest::newRow(s.name) << QString::fromLatin1(s.name);
}

inline QByteArray urlset(const QStringList &locs, qint64 padding = 0)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toHtmlEscaped().toUtf8() + "</loc></url>\n";
    if (padding > 0)
        xml += QByteArray(padding, ' ');
    return xml + "</urlset>\n";
}

/// gzip (RFC 1952) of `prefix`, then `repeat` bytes of `fill`, then `suffix`, compressed as it
/// goes: a 200 MB body needs only a megabyte of memory.
inline QByteArray gzip(const QByteArray &prefix, qint64 repeat = 0, char fill = ' ', const QByteArray &suffix = {})
{
    z_stream z{};
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out;
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    const auto push = [&](const QByteArray &in, int flush) {
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
        z.avail_in = uInt(in.size());
        do {
            z.next_out = reinterpret_cast<Bytef *>(buffer.data());
            z.avail_out = uInt(buffer.size());
            deflate(&z, flush);
            out.append(buffer.constData(), buffer.size() - qsizetype(z.avail_out));
        } while (z.avail_out == 0);
    };
    push(prefix, Z_NO_FLUSH);
    const QByteArray block(1024 * 1024, fill);
    for (qint64 left = repeat; left > 0; left -= block.size())
        push(left >= block.size() ? block : block.left(left), Z_NO_FLUSH);
    push(suffix, Z_FINISH);
    deflateEnd(&z);
    return out;
}

/// A gzip bomb that is a sitemap: one URL, then `spaces` bytes of white space, then the end of the
/// urlset; a few hundred KB.
inline QByteArray spaceBomb(const QString &loc, qint64 spaces)
{
    const QByteArray xml = urlset({loc});
    const qsizetype end = xml.indexOf("</urlset>");
    return gzip(xml.left(end), spaces, ' ', xml.mid(end));
}

/// A site serving the scenario: /robots.txt names kGood and kHostile in Sitemap: lines.
struct Served
{
    Scenario scenario;
    TestHttpServer server;
    [[nodiscard]] QUrl hostile() const { return server.url(QString::fromLatin1(kHostile)); }
    [[nodiscard]] QUrl good() const { return server.url(QString::fromLatin1(kGood)); }
};

/// Serves the scenario `name`; nullptr when there is none or the server cannot listen.
inline std::unique_ptr<Served> serve(const QString &name)
{
    const auto &table = scenarios();
    const auto it =
        std::find_if(table.begin(), table.end(), [&](const Scenario &s) { return name == QLatin1String(s.name); });
    auto served = std::make_unique<Served>();
    if (it == table.end() || !served->server.listen())
        return nullptr;
    served->scenario = *it;
    TestHttpServer &s = served->server;
    using R = TestHttpServer;
    const QString page = s.url(QStringLiteral("/page")).toString();
    s.route("/robots.txt", R::ok("User-agent: *\nDisallow: /private/\n\nSitemap: " + served->good().toEncoded() +
                                 "\nSitemap: " + served->hostile().toEncoded() + "\n"));
    s.route(kGood, R::ok(urlset({page, s.url(QStringLiteral("/private/a")).toString()}), "application/xml"));

    if (name == u"stalls") {
        R::Response r = R::ok(urlset({page}), "application/xml");
        r.behaviour = TestHttpServer::Behaviour::NeverAnswer;
        s.route(kHostile, r);
    } else if (name == u"trickles") {
        // A byte every 200 ms never stalls (kTimeout), so only the overall deadline ends it.
        R::Response r = R::ok(urlset({page}, 4000), "application/xml");
        r.behaviour = TestHttpServer::Behaviour::Trickle;
        r.interval = std::chrono::milliseconds(200);
        s.route(kHostile, r);
    } else if (name == u"closes-mid-body") {
        R::Response r = R::ok(urlset({page}, 100'000), "application/xml");
        r.behaviour = TestHttpServer::Behaviour::CloseMidBody;
        s.route(kHostile, r);
    } else if (name == u"huge-body") {
        s.route(kHostile, R::ok(urlset({page}, 51LL * 1024 * 1024), "application/xml"));
    } else if (name == u"gzip-bomb-file") {
        s.route(kHostile, R::ok(spaceBomb(page, 200LL * 1024 * 1024), "application/gzip"));
    } else if (name == u"gzip-bomb-encoded") {
        R::Response r = R::ok(spaceBomb(page, 200LL * 1024 * 1024), "application/xml");
        r.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
        s.route(kHostile, r);
    } else if (name == u"zero-bomb") {
        s.route(kHostile, R::gzipBomb(200LL * 1000 * 1000, "application/xml"));
    } else if (name == u"bytes-after-the-gzip-data") {
        // A valid gzip sitemap, then 52 MB that are not gzip data: a reader skips them (as
        // gzip(1) does), but they are not downloaded past a sitemap's size.
        s.route(kHostile, R::ok(R::gzip(urlset({page})) + QByteArray(52LL * 1024 * 1024, '\0'), "application/gzip"));
    } else if (name == u"redirect-loop") {
        s.routeRedirectLoop({kHostile, "/loop-b.xml"}, 302);
    } else if (name == u"six-redirects") {
        QByteArray from = kHostile;
        for (int i = 1; i <= 6; ++i) {
            const QByteArray to = "/hop" + QByteArray::number(i) + ".xml";
            s.route(from, R::redirect(301, to));
            from = to;
        }
        s.route(from, R::ok(urlset({page}), "application/xml"));
    } else if (name == u"redirect-to-file") {
        s.route(kHostile, R::redirect(302, "file:///etc/passwd"));
    } else if (name == u"redirect-without-location") {
        s.route(kHostile, R::status(302, "Found", "moved"));
    } else if (name == u"404") {
        // no route: 404
    } else if (name == u"503") {
        s.route(kHostile, R::status(503, "Service Unavailable", QByteArray(1024 * 1024, 'x')));
    } else if (name == u"html-page") {
        s.route(kHostile, R::ok("<!DOCTYPE html><html><body>Home</body></html>", "text/html"));
    }
    return served;
}

} // namespace hostilesitemaps
