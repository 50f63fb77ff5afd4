// SPDX-License-Identifier: MIT
// The CLI's network subcommands (`robotstxt fetch`, `robotstxt check --fetch/--offline`) as the
// library functions the CLI calls, against loopback servers. Exit codes: 0 ok, 1 findings,
// 2 usage or I/O error.
#include "cli/commandline.h"
#include "cli/netcommands.h"
#include "net/hostrulescache.h"
#include "testhttpserver.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <span>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

const QByteArray kFileA = "User-agent: *\nDisallow: /a-secret\n\nUser-agent: FooBot\nDisallow: /foo-only\n";
const QByteArray kFileB = "User-agent: *\nDisallow: /b-secret\n";

struct Run
{
    int exit = -1;
    QString out;
    QString err;
};

Run fetch(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.exit = robots::cli::runFetchCommand(args, out, err);
    return r;
}

Run check(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.exit = robots::cli::runCheckFetch(args, out, err);
    return r;
}

QList<QJsonObject> jsonLines(const QString &text)
{
    QList<QJsonObject> out;
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts))
        out.append(QJsonDocument::fromJson(line.toUtf8()).object());
    return out;
}

} // namespace

class TestNetCommands : public QObject
{
    Q_OBJECT

    TestHttpServer m_a;
    TestHttpServer m_b;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QNetworkProxyFactory::setUseSystemConfiguration(false);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_a.listen());
        QVERIFY(m_b.listen());
        m_a.route("/robots.txt", TestHttpServer::ok(kFileA));
        m_b.route("/robots.txt", TestHttpServer::ok(kFileB));
    }

    // --- robotstxt fetch --------------------------------------------------------------------------

    void fetchPrintsBodyAndReport()
    {
        const Run r = fetch({m_a.url(u"/deep/page"_s).toString()});
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.out, QString::fromUtf8(kFileA)); // the body, nothing else, on stdout
        QVERIFY2(r.err.contains(u"URL:      %1"_s.arg(m_a.url(u"/robots.txt"_s).toString())), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Status:   200 OK"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Outcome:  parse (rfc9309)"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"under RFC 9309 the file is parsed"_s), qPrintable(r.err));
    }

    void fetchShowsTheChain()
    {
        TestHttpServer s;
        QVERIFY(s.listen());
        s.route("/robots.txt", TestHttpServer::redirect(301, "/moved"));
        s.route("/moved", TestHttpServer::redirect(308, m_b.url(u"/robots.txt"_s).toEncoded()));
        const Run r = fetch({s.url().toString(), u"--dialect"_s, u"google"_s});
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.out, QString::fromUtf8(kFileB));
        QVERIFY2(r.err.contains(u"Redirect: 301 %1 -> %2"_s.arg(s.url(u"/robots.txt"_s).toString(),
                                                                s.url(u"/moved"_s).toString())),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Redirect: 308 %1 -> %2"_s.arg(s.url(u"/moved"_s).toString(),
                                                                m_b.url(u"/robots.txt"_s).toString())),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Outcome:  parse (google)"_s), qPrintable(r.err));
    }

    void fetchOutputKeepsOriginalBytes()
    {
        // The body saved is the bytes served (ISO-8859-1 here), not a re-encoding.
        TestHttpServer s;
        QVERIFY(s.listen());
        QFile data(QStringLiteral(ROBOTS_TEST_DATA "/net/iso-8859-1.txt"));
        QVERIFY(data.open(QIODevice::ReadOnly));
        const QByteArray bytes = data.readAll();
        s.route("/robots.txt", TestHttpServer::ok(bytes, "text/plain; charset=iso-8859-1"));
        QTemporaryDir dir;
        const QString file = dir.filePath(u"robots.txt"_s);
        const Run r = fetch({u"-o"_s, file, s.url().toString()});
        QCOMPARE(r.exit, 0);
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), bytes);
        QVERIFY2(r.out.contains(u"(read as ISO-8859-1)"_s), qPrintable(r.out)); // the report, on stdout with -o
        QVERIFY(r.err.isEmpty());
    }

    void fetchToADeviceWritesRawBytes()
    {
        // On a stream over a device (stdout in the CLI) the body goes out byte for byte.
        TestHttpServer s;
        QVERIFY(s.listen());
        const QByteArray bytes = "\xef\xbb\xbfUser-agent: *\nDisallow: /caf\xe9\n";
        s.route("/robots.txt", TestHttpServer::ok(bytes, "text/plain; charset=iso-8859-1"));
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QString errText;
        QTextStream out(&buffer);
        QTextStream err(&errText);
        QCOMPARE(robots::cli::runFetchCommand({s.url().toString()}, out, err), 0);
        QCOMPARE(buffer.data(), bytes);
    }

    void fetchServerErrorIsAFinding()
    {
        TestHttpServer s;
        QVERIFY(s.listen());
        s.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable", "<html>down</html>"));
        QTemporaryDir dir;
        const QString file = dir.filePath(u"robots.txt"_s);
        const Run r = fetch({s.url().toString(), u"-o"_s, file});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.out.contains(u"Outcome:  disallow-all (rfc9309)"_s), qPrintable(r.out));
        QVERIFY2(
            r.out.contains(u"Server error 503: under RFC 9309 every URL is disallowed until the file can be fetched"_s),
            qPrintable(r.out));
        QVERIFY(!QFile::exists(file)); // an error page is not a robots.txt
        // Without -o, the error page is not printed as if it were the file.
        const Run plain = fetch({s.url().toString()});
        QCOMPARE(plain.exit, 1);
        QVERIFY(plain.out.isEmpty());
    }

    void fetchJson()
    {
        const Run r = fetch({u"--format"_s, u"json"_s, u"--user-agent"_s, u"TestBot/1.0"_s, m_a.url().toString()});
        QCOMPARE(r.exit, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(u"status"_s).toInt(), 200);
        QCOMPARE(o.value(u"outcome"_s).toString(), u"parse"_s);
        QCOMPARE(o.value(u"dialect"_s).toString(), u"rfc9309"_s);
        QCOMPARE(o.value(u"chain"_s).toArray().size(), 1);
        QCOMPARE(QByteArray::fromBase64(o.value(u"body"_s).toString().toLatin1()), kFileA);
        QCOMPARE(m_a.requests().last().header("User-Agent"), QByteArray("TestBot/1.0"));
    }

    void fetchUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no-url") << QStringList{} << u"give exactly one URL"_s;
        QTest::newRow("two-urls") << QStringList{u"http://a/"_s, u"http://b/"_s} << u"give exactly one URL"_s;
        QTest::newRow("file-scheme") << QStringList{u"file:///etc/passwd"_s} << u"only http and https"_s;
        QTest::newRow("unknown-dialect") << QStringList{u"--dialect"_s, u"klingon"_s, u"http://a/"_s}
                                         << u"unknown dialect 'klingon'"_s;
        QTest::newRow("bad-timeout") << QStringList{u"--timeout"_s, u"soon"_s, u"http://a/"_s}
                                     << u"--timeout needs a positive number"_s;
        QTest::newRow("bad-format") << QStringList{u"--format"_s, u"xml"_s, u"http://a/"_s} << u"unknown format"_s;
        QTest::newRow("unknown-option") << QStringList{u"--frobnicate"_s, u"http://a/"_s} << u"frobnicate"_s;
    }
    void fetchUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = fetch(args);
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void help()
    {
        const Run f = fetch({u"--help"_s});
        QCOMPARE(f.exit, 0);
        QVERIFY(f.out.startsWith(u"Usage: robotstxt fetch"_s));
        QVERIFY(f.out.contains(u"Exit status: 0"_s));
        const Run c = check({u"--fetch"_s, u"--help"_s});
        QCOMPARE(c.exit, 0);
        QVERIFY(c.out.startsWith(u"Usage: robotstxt check --fetch|--offline"_s));
        QVERIFY(c.out.contains(u"Exit status: 0"_s));
    }

    // --- robotstxt check --fetch / --offline ------------------------------------------------------

    void checkFetchThenOffline()
    {
        QTemporaryDir dir;
        const QString cache = dir.filePath(u"history.sqlite"_s);
        const QStringList urls{m_a.url(u"/a-secret/x"_s).toString(), m_a.url(u"/foo-only"_s).toString(),
                               m_b.url(u"/a-secret/x"_s).toString(), m_b.url(u"/b-secret"_s).toString()};
        const QStringList common{u"--history"_s, cache,         u"--agent"_s,  u"FooBot"_s,
                                 u"--agent"_s,   u"OtherBot"_s, u"--format"_s, u"json"_s};

        const Run online = check(QStringList{u"--fetch"_s} + common + urls);
        QCOMPARE(online.exit, 1); // as `robotstxt check`: 1 when some URL is disallowed;
        const QList<QJsonObject> lines = jsonLines(online.out);
        QCOMPARE(lines.size(), 8); // agent-major: 2 agents × 4 URLs
        // RFC 9309 §2.2.1: FooBot has its own group on A, so A's `*` rules do not apply to it.
        const QStringList expected{u"allowed"_s,    u"disallowed"_s, u"allowed"_s, u"disallowed"_s,  // FooBot
                                   u"disallowed"_s, u"allowed"_s,    u"allowed"_s, u"disallowed"_s}; // OtherBot
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(lines[i].value(u"agent"_s).toString(), i < 4 ? u"FooBot"_s : u"OtherBot"_s);
            QCOMPARE(lines[i].value(u"url"_s).toString(), urls[i % 4]);
            QCOMPARE(lines[i].value(u"verdict"_s).toString(), expected[i]);
            QCOMPARE(lines[i].value(u"dialect"_s).toString(), u"rfc9309"_s);
            QCOMPARE(lines[i].value(u"fetch"_s).toString(), u"parse"_s);
            QCOMPARE(lines[i].value(u"status"_s).toInt(), 200);
            QCOMPARE(lines[i].value(u"stale"_s).toBool(), false);
        }
        QCOMPARE(lines[1].value(u"line"_s).toInt(), 5);
        QCOMPARE(lines[1].value(u"rule"_s).toString(), u"Disallow: /foo-only"_s);
        QVERIFY(lines[0].value(u"rule"_s).isNull());
        QCOMPARE(lines[0].value(u"origin"_s).toString(), robots::net::hostKey(m_a.url()));
        QVERIFY2(online.err.contains(u"# %1: HTTP 200 OK"_s.arg(robots::net::hostKey(m_b.url()))),
                 qPrintable(online.err));
        const int hits = m_a.hits("/robots.txt");

        // Offline: the same answers from the cache, no request, each saying it comes from the
        // history (RFC 9309 §2.4) where the online run had just fetched it.
        const Run offline = check(QStringList{u"--offline"_s} + common + urls);
        QCOMPARE(offline.exit, 1);
        QCOMPARE(offline.out.count(u"\"fromHistory\":true"_s), 8);
        QCOMPARE(online.out.count(u"\"fromHistory\":false"_s), 8);
        QCOMPARE(QString(offline.out).replace(u"\"fromHistory\":true"_s, u"\"fromHistory\":false"_s), online.out);
        QCOMPARE(m_a.hits("/robots.txt"), hits);

        // Offline with a host that is not cached: unknown, exit 1.
        TestHttpServer c;
        QVERIFY(c.listen());
        // --cache is the option's name from when the hosts were kept in a JSON file.
        const Run unknown = check({u"--offline"_s, u"--cache"_s, cache, c.url(u"/x"_s).toString()});
        QCOMPARE(unknown.exit, 1);
        QVERIFY2(unknown.out.startsWith(u"unknown    * %1 (Offline, and"_s.arg(c.url(u"/x"_s).toString())),
                 qPrintable(unknown.out));
        QCOMPARE(c.requests().size(), 0);
    }

    void checkTextAndUrlsFile()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(u"urls.txt"_s);
        QFile f(list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# comment\n" + m_b.url(u"/b-secret"_s).toEncoded() + "\n\n" + m_b.url(u"/ok"_s).toEncoded() + "\n");
        f.close();
        const Run r = check({u"--fetch"_s, u"--history"_s, dir.filePath(u"history.sqlite"_s), u"--urls"_s, list});
        QCOMPARE(r.exit, 1);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0], u"disallowed * %1 (line 2: Disallow: /b-secret)"_s.arg(m_b.url(u"/b-secret"_s).toString()));
        QCOMPARE(lines[1], u"allowed    * %1 (no rule matches)"_s.arg(m_b.url(u"/ok"_s).toString()));
    }

    void checkUnreachableHost()
    {
        // RFC 9309 §2.3.1.4 versus the Ruby gem (seed 004) on a server error.
        TestHttpServer s;
        QVERIFY(s.listen());
        s.route("/robots.txt", TestHttpServer::status(500, "Internal Server Error"));
        QTemporaryDir dir;
        const QString cache = dir.filePath(u"history.sqlite"_s);
        const Run rfc = check({u"--fetch"_s, u"--cache"_s, cache, s.url(u"/page"_s).toString()});
        QCOMPARE(rfc.exit, 1);
        QVERIFY2(rfc.out.startsWith(
                     u"disallowed * %1 (robots.txt: Server error 500: under RFC 9309 every URL is disallowed"_s.arg(
                         s.url(u"/page"_s).toString())),
                 qPrintable(rfc.out));
        const Run ruby = check(
            {u"--fetch"_s, u"--dialect"_s, u"ruby-robotstxt"_s, u"--cache"_s, cache, s.url(u"/page"_s).toString()});
        QCOMPARE(ruby.exit, 0);
        QVERIFY2(ruby.out.startsWith(u"allowed"_s), qPrintable(ruby.out));
        // RFC 9309 §2.4: a failed fetch is not a version of the file; the next run asks again.
        QCOMPARE(s.hits("/robots.txt"), 2);
    }

    void isNetworkCheck()
    {
        auto ask = [](std::vector<std::string> words) {
            std::vector<char *> argv;
            for (std::string &w : words)
                argv.push_back(w.data());
            return robots::cli::isNetworkCheck(std::span<char *const>(argv.data(), argv.size()));
        };
        QVERIFY(ask({"--fetch", "https://example.com/"}));
        QVERIFY(ask({"--agent", "Googlebot", "--offline", "https://example.com/"}));
        QVERIFY(!ask({"robots.txt", "/x"}));
        QVERIFY(!ask({"robots.txt", "--", "--fetch"}));
    }

    // The network subcommands read their arguments with the CLI's one parser, in the syntax
    // they had when QCommandLineParser read them: the same options, values, positional
    // arguments, help and error texts as QCommandLineParser (ParseAsLongOptions) gives.
    void qtSyntaxReadsAsQCommandLineParser_data()
    {
        QTest::addColumn<QStringList>("args");
        const QStringList rows[] = {
            {},
            {u"http://a/"_s},
            {u"--dialect"_s, u"google"_s, u"http://a/"_s, u"-"_s},
            {u"-dialect"_s, u"google"_s, u"--dialect=bing"_s, u"x"_s},
            {u"-o"_s, u"file"_s, u"-o=other"_s, u"--o"_s, u"third"_s, u"--output"_s, u"fourth"_s},
            {u"-ofile"_s, u"x"_s},
            {u"--help"_s},
            {u"-h"_s},
            {u"-help"_s},
            {u"--h"_s, u"x"_s},
            {u"--help=yes"_s},
            {u"--frobnicate"_s, u"http://a/"_s},
            {u"--frob=1"_s, u"-x"_s, u"---y"_s, u"-=z"_s, u"--=w"_s},
            {u"--fetch=1"_s, u"--frob"_s},
            {u"--fetch=1"_s, u"--offline=2"_s},
            {u"--frob"_s, u"--dialect"_s},
            {u"--fetch"_s, u"--timeout"_s},
            {u"--agent"_s, u"--fetch"_s, u"--agent"_s, u"-"_s, u"--agent="_s},
            {u"--"_s, u"--fetch"_s, u"-h"_s, u"--frob"_s},
            {u"a"_s, u"--cache"_s, u"c"_s, u"b"_s, u"--urls=-"_s},
            {u"--format"_s, u"json"_s, u"--format"_s, u"text"_s},
        };
        int i = 0;
        for (const QStringList &row : rows)
            QTest::addRow("%d: %s", ++i, qPrintable(row.join(u' '))) << row;
    }
    void qtSyntaxReadsAsQCommandLineParser()
    {
        QFETCH(QStringList, args);
        const QString names[] = {u"dialect"_s, u"user-agent"_s, u"timeout"_s, u"format"_s, u"output"_s,
                                 u"fetch"_s,   u"offline"_s,    u"agent"_s,   u"cache"_s,  u"urls"_s};
        QCommandLineParser qt;
        qt.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        qt.addOptions({
            {u"dialect"_s, {}, u"D"_s},
            {u"user-agent"_s, {}, u"UA"_s},
            {u"timeout"_s, {}, u"S"_s},
            {u"format"_s, {}, u"F"_s},
            {{u"h"_s, u"help"_s}, {}},
            {{u"o"_s, u"output"_s}, {}, u"FILE"_s},
            {u"fetch"_s, {}},
            {u"offline"_s, {}},
            {u"agent"_s, {}, u"A"_s},
            {u"cache"_s, {}, u"FILE"_s},
            {u"urls"_s, {}, u"FILE"_s},
        });
        const bool parsed = qt.parse(QStringList{u"robotstxt"_s} + args);
        static constexpr robots::cli::OptionSpec kSpecs[] = {
            {"--dialect", true},
            {"--user-agent", true},
            {"--timeout", true},
            {"--format", true},
            {"--output", true, false, 'o'},
            {"--fetch", false},
            {"--offline", false},
            {"--agent", true},
            {"--cache", true},
            {"--urls", true},
        };
        std::vector<std::string> words;
        for (const QString &a : std::as_const(args))
            words.push_back(a.toStdString());
        const robots::cli::Args ours = robots::cli::parseArgs("fetch", words, kSpecs, robots::cli::Syntax::Qt);
        QCOMPARE(QString::fromStdString(ours.error), parsed ? QString() : qt.errorText());
        if (!parsed)
            return;
        QCOMPARE(ours.help, qt.isSet(u"help"_s));
        QStringList positional;
        for (const std::string &p : ours.positional)
            positional.append(QString::fromStdString(p));
        QCOMPARE(positional, qt.positionalArguments());
        for (const QString &name : names) {
            const std::string key = "--" + name.toStdString();
            QCOMPARE(ours.has(key), qt.isSet(name));
            QStringList values;
            for (const std::string &v : ours.list(key))
                values.append(QString::fromStdString(v));
            if (name == u"fetch" || name == u"offline")
                continue; // a flag: QCommandLineParser keeps no value for it
            QCOMPARE(values, qt.values(name));
        }
    }

    void checkUsageErrors()
    {
        QCOMPARE(check({u"--fetch"_s}).exit, 2);
        const Run bare = check({u"--fetch"_s, u"/just/a/path"_s});
        QCOMPARE(bare.exit, 2);
        QVERIFY2(bare.err.contains(u"need absolute http(s) URLs"_s), qPrintable(bare.err));
        QCOMPARE(check({u"--fetch"_s, u"--dialect"_s, u"klingon"_s, u"http://a/"_s}).exit, 2);
        QCOMPARE(check({u"--fetch"_s, u"--urls"_s, u"/no/such/file"_s}).exit, 2);
    }
};

QTEST_GUILESS_MAIN(TestNetCommands)
#include "tst_cli_netcommands.moc"
