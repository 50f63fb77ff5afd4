// SPDX-License-Identifier: MIT
// Every hostile server of tests/net/hostileservers.h through every front end of the real
// `robotstxt` that fetches a robots.txt — `fetch`, `check --fetch`, `site fetch` and
// `sitemap-audit` — against loopback servers: one fetcher with one set of limits
// (docs/fetching.md), so the outcome under RFC 9309 and the message's words are the same
// everywhere, and each command's exit status follows from that outcome as its help says.
#include "clitest.h"
#include "hostileservers.h"
#include "net/sitefile.h"
#include "sitemapxml.h"

#include <QJsonArray>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString timeoutArg()
{
    return QString::number(double(hostile::kTimeout.count()) / 1000.0);
}

QString outcomeName(robots::FetchOutcome outcome)
{
    const std::string_view name = robots::fetchOutcomeName(outcome);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

QString origin(const TestHttpServer &server)
{
    return server.url().adjusted(QUrl::RemovePath).toString();
}

} // namespace

class TestCliHostile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// One front end's answer for one server.
    struct Answer
    {
        int exitCode = -1;
        QString outcome;
        QString message;
        QString raw; ///< Everything printed, for failure messages.
    };

    Answer fetch(const TestHttpServer &server, const QStringList &extra = {})
    {
        const clitest::Result r =
            clitest::runServing(QStringList{u"fetch"_s, u"--timeout"_s, timeoutArg(), u"--format"_s, u"json"_s} +
                                extra + QStringList{server.url().toString()});
        const QJsonObject o = QJsonDocument::fromJson(r.rawOut).object();
        return {r.exitCode, o.value(u"outcome"_s).toString(), o.value(u"message"_s).toString(), r.out + r.err};
    }

    /// `check --fetch` of /public (allowed by kRobots): JSON Lines on stdout, and one line per
    /// host on stderr, `# ORIGIN: MESSAGE`.
    Answer check(const TestHttpServer &server, const QString &history)
    {
        const clitest::Result r =
            clitest::runServing({u"check"_s, u"--fetch"_s, u"--timeout"_s, timeoutArg(), u"--history"_s, history,
                                 u"--format"_s, u"json"_s, server.url(u"/public"_s).toString()});
        const QJsonObject o = QJsonDocument::fromJson(r.rawOut.split('\n').constFirst()).object();
        QString message;
        for (const QString &line : r.err.split(u'\n'))
            if (line.startsWith(u"# "_s))
                message = line.mid(line.indexOf(u": "_s) + 2);
        return {r.exitCode, o.value(u"fetch"_s).toString(), message, r.out + r.err};
    }

    /// `site fetch` of a site file with this one host: the outcome column of its line, and the
    /// message on stderr when the host could not be fetched.
    Answer site(const TestHttpServer &server, const QString &name, QString *sizeColumn = nullptr)
    {
        robots::net::SiteFile file;
        if (!file.addHost(server.url()))
            return {};
        const QString path = m_dir.filePath(name + u".robotssite"_s);
        const QString history = m_dir.filePath(name + u"-site.sqlite"_s);
        if (!file.save(path))
            return {};
        const clitest::Result r =
            clitest::runServing({u"site"_s, u"fetch"_s, u"--timeout"_s, timeoutArg(), u"--history"_s, history, path});
        Answer a{r.exitCode, {}, {}, r.out + r.err};
        for (const QString &line : r.out.split(u'\n')) {
            if (!line.startsWith(origin(server)))
                continue;
            const QStringList columns = line.split(u"  "_s, Qt::SkipEmptyParts);
            for (const QString &c : columns)
                if (c.trimmed() == u"parse" || c.trimmed() == u"allow-all" || c.trimmed() == u"disallow-all" ||
                    c.trimmed() == u"unavailable")
                    a.outcome = c.trimmed();
            if (sizeColumn && columns.size() >= 4)
                *sizeColumn = columns.at(columns.size() - 2).trimmed();
        }
        const QString prefix = u"robotstxt site fetch: "_s + origin(server) + u": "_s;
        for (const QString &line : r.err.split(u'\n'))
            if (line.startsWith(prefix))
                a.message = line.mid(prefix.size());
        return a;
    }

    /// `sitemap-audit`: the live robots.txt's outcome and message of its JSON report.
    Answer audit(const TestHttpServer &server)
    {
        const clitest::Result r =
            clitest::runServing({u"sitemap-audit"_s, server.url().toString(), u"--agent"_s, u"Googlebot"_s,
                                 u"--timeout"_s, timeoutArg(), u"--format"_s, u"json"_s});
        const QJsonObject robots = QJsonDocument::fromJson(r.rawOut).object().value(u"robots"_s).toObject();
        return {r.exitCode, robots.value(u"outcome"_s).toString(), robots.value(u"message"_s).toString(),
                r.out + r.err};
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void everyFrontEndClassifiesAHostileServerAlike_data() { hostile::addRows(); }

    void everyFrontEndClassifiesAHostileServerAlike()
    {
        const std::unique_ptr<hostile::Served> row = hostile::serveCurrentRow();
        QVERIFY(row);
        auto &[name, expected, cls, message, server, other] = *row;
        const QString outcomeText = outcomeName(expected);

        const Answer f = fetch(server);
        const Answer c = check(server, m_dir.filePath(name + u"-check.sqlite"_s));
        const Answer s = site(server, name);
        const Answer a = audit(server);

        for (const auto &[frontEnd, answer] :
             {std::pair{"fetch", &f}, {"check --fetch", &c}, {"site fetch", &s}, {"sitemap-audit", &a}}) {
            QVERIFY2(answer->exitCode >= 0, qPrintable(u"%1 crashed"_s.arg(QLatin1String(frontEnd))));
            QVERIFY2(answer->outcome == outcomeText,
                     qPrintable(u"%1: outcome %2, expected %3\n%4"_s.arg(QLatin1String(frontEnd), answer->outcome,
                                                                         outcomeText, answer->raw)));
        }
        // The message: the same sentence from the fetcher everywhere (site fetch prints it only
        // for a host that did not answer).
        for (const auto &[frontEnd, answer] : {std::pair{"fetch", &f}, {"check --fetch", &c}, {"sitemap-audit", &a}})
            QVERIFY2(answer->message.contains(message),
                     qPrintable(u"%1: \"%2\" lacks \"%3\""_s.arg(QLatin1String(frontEnd), answer->message, message)));

        // Exit statuses, each as its command's help says, from the one outcome and class.
        const bool answered = cls == robots::FetchStatusClass::Success || cls == robots::FetchStatusClass::Unavailable;
        QCOMPARE(f.exitCode, expected == robots::FetchOutcome::ParseBody ? 0 : 1);
        // /public is allowed by the file, and by "allow all"; only "disallow all" blocks it.
        QCOMPARE(c.exitCode, expected == robots::FetchOutcome::DisallowAll ? 1 : 0);
        QCOMPARE(s.exitCode, answered ? 0 : 1);
        if (!answered)
            QVERIFY2(s.message.contains(message), qPrintable(s.raw));

        // A six-hop chain never requests its target; a five-hop one does, once per front end.
        if (name == u"six-hops")
            QCOMPARE(server.hits(hostile::lastHop(name)), 0);
        if (name == u"five-hops")
            QCOMPARE(server.hits(hostile::lastHop(name)), 4);
    }

    /// RFC 9309 §2.5: the first 500 KiB are parsed; what `fetch -o` writes and what `site fetch`
    /// records are those bytes, with the full length beside them, as the help says.
    void aBodyOverTheLimitIsKeptAsItsFirst500KiBEverywhere()
    {
        const std::unique_ptr<hostile::Served> served = hostile::serveScenario(u"12.6-MB"_s);
        QVERIFY(served);
        TestHttpServer &server = served->server;
        const QByteArray big = hostile::bigRobots();

        const QString out = m_dir.filePath(u"big.txt"_s);
        const clitest::Result r =
            clitest::runServing({u"fetch"_s, u"--timeout"_s, u"5"_s, u"-o"_s, out, server.url().toString()});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(clitest::readFile(out), big.left(512'000));
        QVERIFY2(
            r.out.contains(u"Size:     %1 bytes (the first 512000 read and parsed, RFC 9309 §2.5)"_s.arg(big.size())),
            qPrintable(r.out));

        const clitest::Result help = clitest::run({u"fetch"_s, u"--help"_s});
        QVERIFY2(help.out.contains(u"the bytes as served,\n                     the first 512,000 at most"_s),
                 qPrintable(help.out));

        QString size;
        const Answer s = site(server, u"big-site"_s, &size);
        QCOMPARE(s.exitCode, 0);
        QCOMPARE(size, u"512000 of %1 bytes"_s.arg(big.size()));
    }

    /// A body cut at the limit with no Content-Length is "more than 512000 bytes" in `fetch` and
    /// `site fetch`, sent all at once or in slow pieces: the bytes that had come in when reading
    /// stopped depend on the network's timing, and the report does not.
    void aCutBodyWithoutLengthIsMoreThanTheLimitHoweverItArrives()
    {
        TestHttpServer quick;
        TestHttpServer slow;
        QVERIFY(quick.listen());
        QVERIFY(slow.listen());
        hostile::serveCutBodyWithoutLength(quick, slow);

        QStringList reports;
        for (TestHttpServer *server : {&quick, &slow}) {
            const clitest::Result r = clitest::runServing(
                {u"fetch"_s, u"--timeout"_s, u"30"_s, u"-o"_s, m_dir.filePath(u"cut.txt"_s), server->url().toString()});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(
                r.out.contains(u"Size:     more than 512000 bytes (the first 512000 read and parsed, RFC 9309 §2.5)"_s),
                qPrintable(r.out));
            // Everything but the lines that name the server's port.
            QStringList lines = r.out.split(u'\n');
            lines.removeIf([&](const QString &line) { return line.contains(server->url().authority()); });
            reports << lines.join(u'\n');

            QString size;
            const Answer s = site(*server, u"cut"_s, &size);
            QCOMPARE(s.exitCode, 0);
            QCOMPARE(size, u"512000 of more than 512000 bytes"_s);
        }
        QCOMPARE(reports.at(1), reports.at(0));
    }

    /// RFC 9309 §2.3.1.4: 503 then 200 — the first fetch disallows everything, the next one
    /// (the server back) parses the file; every front end alike.
    void aServerBackAfter503IsParsedOnTheNextFetch()
    {
        const std::unique_ptr<hostile::Served> served = hostile::serveScenario(u"503"_s);
        QVERIFY(served);
        TestHttpServer &server = served->server;
        QCOMPARE(fetch(server).outcome, u"disallow-all"_s);
        QCOMPARE(site(server, u"back"_s).outcome, u"disallow-all"_s);
        QCOMPARE(audit(server).outcome, u"disallow-all"_s);
        server.route("/robots.txt", TestHttpServer::ok(hostile::kRobots));
        QCOMPARE(fetch(server).outcome, u"parse"_s);
        const Answer s = site(server, u"back"_s);
        QCOMPARE(s.outcome, u"parse"_s);
        QCOMPARE(s.exitCode, 0);
        QCOMPARE(audit(server).outcome, u"parse"_s);
    }

    /// The same UTF-16 bytes, as a file and as a server's body, get the same verdict: the core
    /// parses the bytes as served (robots/studio/encoding.h), whatever their charset.
    void aUtf16FileAndTheServerThatServesItGetTheSameVerdict()
    {
        const std::unique_ptr<hostile::Served> served = hostile::serveScenario(u"utf-16-bom"_s);
        QVERIFY(served);
        TestHttpServer &server = served->server;
        const QString file = m_dir.filePath(u"utf16.txt"_s);
        QVERIFY(clitest::writeFile(file, hostile::utf16Robots()));
        for (const QString &path : {u"/"_s, u"/private/a"_s}) {
            const clitest::Result local = clitest::run({u"check"_s, file, path});
            const clitest::Result live =
                clitest::runServing({u"check"_s, u"--fetch"_s, u"--timeout"_s, timeoutArg(), u"--history"_s,
                                     m_dir.filePath(u"utf16.sqlite"_s), server.url(path).toString()});
            QCOMPARE(live.exitCode, local.exitCode);
            QCOMPARE(live.out.section(u' ', 0, 0), local.out.section(u' ', 0, 0));
        }
    }

    /// Hostile sitemaps through `sitemap-audit`: each is reported as a problem of its kind
    /// (never a crash, never silently accepted), fetched with the fetcher's redirect and time-out
    /// rules and the sitemaps.org limits (docs/fetching.md). The exit statuses are the command's own.
    void aHostileSitemapIsReportedNotAccepted_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("kind"); // sitemapProblemKindName()
        QTest::newRow("doctype-with-entities") << u"doctype"_s << u"doctype"_s;
        QTest::newRow("50,001-urls") << u"too-many"_s << u"too-many-urls"_s;
        QTest::newRow("html-page") << u"html"_s << u"not-xml"_s;
        QTest::newRow("404-child") << u"404-child"_s << u"http-error"_s;
        QTest::newRow("index-cycle") << u"cycle"_s << u"index-too-deep"_s;
        QTest::newRow("gzip-bomb-xml.gz") << u"bomb"_s << u"too-large"_s;
        QTest::newRow("gzip-bomb-of-zeros-xml.gz") << u"zeros"_s << u"not-xml"_s;
        QTest::newRow("six-redirects") << u"six-hops"_s << u"too-many-redirects"_s;
    }

    void aHostileSitemapIsReportedNotAccepted()
    {
        QFETCH(QString, name);
        QFETCH(QString, kind);
        using R = TestHttpServer;
        TestHttpServer server;
        QVERIFY(server.listen());
        server.route("/robots.txt", R::ok(hostile::kRobots));
        const auto at = [&](const char *path) { return server.url(QString::fromLatin1(path)).toString(); };
        QByteArray root = "/sitemap.xml";
        if (name == u"doctype") {
            server.route(root, R::ok("<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [<!ENTITY a \"aaaaaaaaaa\">"
                                     "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n"
                                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                                     "<url><loc>&b;</loc></url></urlset>\n",
                                     "application/xml"));
        } else if (name == u"too-many") {
            QStringList locs;
            for (int i = 0; i <= 50'000; ++i)
                locs.append(at("/p/") + QString::number(i));
            server.route(root, R::ok(clitest::urlset(locs), "application/xml"));
        } else if (name == u"html") {
            server.route(root, R::ok("<!DOCTYPE html><html><body>Not found</body></html>", "text/html"));
        } else if (name == u"404-child") {
            server.route(root, R::ok(clitest::sitemapIndex({at("/gone.xml")}), "application/xml"));
            server.route("/gone.xml", R::status(404, "Not Found"));
        } else if (name == u"cycle") {
            server.route(root, R::ok(clitest::sitemapIndex({at("/b.xml")}), "application/xml"));
            server.route("/b.xml", R::ok(clitest::sitemapIndex({at("/sitemap.xml")}), "application/xml"));
        } else if (name == u"bomb") {
            root = "/sitemap.xml.gz";
            // Well-formed as far as it goes: a <urlset> whose content is 60 MB of spaces, about
            // 60 KB gzipped; reading stops at sitemaps.org's 50 MB (zeros would stop at once, as
            // not XML: the 200 MB bomb of zeros is that row's twin, not-xml).
            QByteArray xml = "<?xml version=\"1.0\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">";
            xml.append(QByteArray(60 * 1000 * 1000, ' '));
            server.route(root, R::ok(R::gzip(xml), "application/gzip"));
        } else if (name == u"zeros") {
            root = "/sitemap.xml.gz";
            server.route(root, R::ok(R::gzipOfZeros(qint64(200) * 1000 * 1000), "application/gzip"));
        } else if (name == u"six-hops") {
            QByteArray from = root;
            for (int i = 1; i <= 6; ++i) {
                const QByteArray to = "/map" + QByteArray::number(i) + ".xml";
                server.route(from, R::redirect(301, to));
                from = to;
            }
            server.route(from, R::ok(clitest::urlset({at("/p/1")}), "application/xml"));
        }
        const clitest::Result r = clitest::runServing(
            {u"sitemap-audit"_s, server.url().toString(), u"--agent"_s, u"Googlebot"_s, u"--sitemap"_s,
             server.url(QString::fromLatin1(root)).toString(), u"--timeout"_s, u"5"_s, u"--format"_s, u"json"_s});
        QVERIFY2(r.exitCode >= 0, "sitemap-audit crashed");
        QStringList kinds;
        for (const QJsonValue &p : QJsonDocument::fromJson(r.rawOut).object().value(u"problems"_s).toArray())
            kinds.append(p.toObject().value(u"kind"_s).toString());
        QVERIFY2(kinds.contains(kind), qPrintable(kinds.join(u", "_s) + u"\n"_s + r.out.left(2000) + r.err));
        if (name == u"six-hops")
            QCOMPARE(server.hits("/map6.xml"), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
