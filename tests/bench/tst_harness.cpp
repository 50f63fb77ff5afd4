// SPDX-License-Identifier: MIT
// Drives the real `robotstxt-harness` executable: its output is a contract with the benchmark
// runner of shared/bench/HARNESS.md, which times every peer with the same protocol. The verdicts
// it writes must be the core's own (computed here through Robots::Core for the same inputs).
#include <robots/studio/studio.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <string>

using namespace Qt::StringLiterals;

namespace {

// A small file with groups for two agents, wildcards and `$` (RFC 9309 §2.2.2, §2.2.3).
constexpr char robotsBody[] = "# tst_harness\n"
                              "User-agent: Googlebot\n"
                              "Disallow: /private\n"
                              "Allow: /private/open\n"
                              "Disallow: /*.pdf$\n"
                              "\n"
                              "User-agent: *\n"
                              "Disallow: /tmp/\n"
                              "Disallow: /search?q=\n";

// One URL a line, as HARNESS.md reads them: `\r\n` stripped, empty lines skipped.
constexpr char urlList[] = "https://www.example.com/\n"
                           "/private/x\r\n"
                           "\n"
                           "https://www.example.com/private/open/file\r\n"
                           "/doc.pdf\n"
                           "/doc.pdf?x=1\n"
                           "\r\n"
                           "/tmp/a\n"
                           "http://example.com/search?q=robots";

const QStringList expectedUrls = {
    u"https://www.example.com/"_s,
    u"/private/x"_s,
    u"https://www.example.com/private/open/file"_s,
    u"/doc.pdf"_s,
    u"/doc.pdf?x=1"_s,
    u"/tmp/a"_s,
    u"http://example.com/search?q=robots"_s,
};

const QStringList alwaysKeys = {u"peer"_s,
                                u"version"_s,
                                u"mode"_s,
                                u"robots_bytes"_s,
                                u"parse_ms"_s,
                                u"parse_ms_median"_s,
                                u"rss_kb_before_parse"_s,
                                u"rss_kb_after_parse1"_s,
                                u"rss_kb_end"_s};
const QStringList benchKeys = {u"agents"_s,
                               u"urls"_s,
                               u"n_verdicts"_s,
                               u"allowed"_s,
                               u"match_total_ms"_s,
                               u"us_per_verdict_mean"_s,
                               u"us_per_verdict_block_median"_s,
                               u"blocks"_s};
const QStringList singleKeys = {u"url_len"_s, u"verdict"_s, u"checks"_s, u"first_us"_s, u"us_per_check_median"_s};

QStringList sortedKeys(const QJsonObject &o)
{
    QStringList keys = o.keys();
    keys.sort();
    return keys;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestHarness : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static Result run(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(ROBOTS_HARNESS), args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }

    // HARNESS.md: "exactly one JSON object on one line to stdout".
    static QJsonObject jsonLine(const Result &r)
    {
        if (r.exitCode != 0) {
            qWarning("harness failed (%d): %s", r.exitCode, r.err.constData());
            return {};
        }
        if (!r.out.endsWith('\n') || r.out.count('\n') != 1) {
            qWarning("not exactly one line: %s", r.out.constData());
            return {};
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            qWarning("not a JSON object: %s", r.out.constData());
            return {};
        }
        return doc.object();
    }

    static bool nonNegativeNumber(const QJsonValue &v) { return v.isDouble() && v.toDouble() >= 0; }

    // The verdict the core itself gives, through the public API the harness times.
    static bool coreAllows(const std::string &dialectName, const QString &agent, const QString &url)
    {
        const robots::Dialect *dialect = robots::findDialect(dialectName);
        const robots::RobotsFile file = robots::parse(std::string(robotsBody), *dialect);
        return robots::isAllowed(file, agent.toStdString(), url.toStdString());
    }

    static void verifyCommonKeys(const QJsonObject &o, const QString &mode, int parseReps)
    {
        QCOMPARE(o.value(u"mode"_s).toString(), mode);
        QVERIFY(o.value(u"peer"_s).toString().startsWith(u"robotstxt-studio"_s));
        QVERIFY(!o.value(u"version"_s).toString().isEmpty());
        QCOMPARE(o.value(u"robots_bytes"_s).toInteger(), qint64(sizeof robotsBody - 1));
        const QJsonArray parseMs = o.value(u"parse_ms"_s).toArray();
        QCOMPARE(parseMs.size(), parseReps);
        QList<double> values;
        for (const QJsonValue &v : parseMs) {
            QVERIFY(nonNegativeNumber(v));
            values.append(v.toDouble());
        }
        std::sort(values.begin(), values.end());
        const qsizetype n = values.size();
        const double median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
        QVERIFY(qAbs(o.value(u"parse_ms_median"_s).toDouble() - median) <= 1e-9 + median * 1e-6);
        // getrusage() max RSS only grows.
        const qint64 before = o.value(u"rss_kb_before_parse"_s).toInteger();
        const qint64 after = o.value(u"rss_kb_after_parse1"_s).toInteger();
        const qint64 end = o.value(u"rss_kb_end"_s).toInteger();
        QVERIFY(before > 0);
        QVERIFY(before <= after);
        QVERIFY(after <= end);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile robots(path(u"robots.txt"_s));
        QVERIFY(robots.open(QIODevice::WriteOnly));
        robots.write(robotsBody, sizeof robotsBody - 1);
        robots.close();
        QFile urls(path(u"urls.txt"_s));
        QVERIFY(urls.open(QIODevice::WriteOnly));
        urls.write(urlList, sizeof urlList - 1);
        urls.close();
        QFile empty(path(u"empty.txt"_s));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        QVERIFY(QDir(m_dir.path()).mkdir(u"subdir"_s));
    }

    void benchMode_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<int>("block");
        for (const robots::Dialect &d : robots::allDialects()) {
            const QString name = QString::fromUtf8(d.name().data(), qsizetype(d.name().size()));
            QTest::addRow("harness-md/bench-verdicts-are-the-core-s/%s", qPrintable(name)) << name << 4;
        }
        QTest::newRow("harness-md/bench-one-block") << u"rfc9309"_s << 500;
        QTest::newRow("harness-md/bench-block-of-one") << u"rfc9309"_s << 1;
    }

    // HARNESS.md `bench`: counts, agent-major verdict lines, and every key of the JSON object.
    void benchMode()
    {
        QFETCH(QString, dialect);
        QFETCH(int, block);
        const QStringList agents = {u"Googlebot"_s, u"Bingbot"_s, u"OtherBot/1.0"_s};
        const QString verdicts = path(u"verdicts-%1-%2.txt"_s.arg(dialect).arg(block));
        const Result r = run({u"--robots"_s, path(u"robots.txt"_s), u"--urls"_s, path(u"urls.txt"_s), u"--agents"_s,
                              agents.join(u','), u"--dialect"_s, dialect, u"--block"_s, QString::number(block),
                              u"--parse-reps"_s, u"3"_s, u"--verdicts"_s, verdicts});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = jsonLine(r);
        QCOMPARE(sortedKeys(o), sorted(alwaysKeys + benchKeys));
        verifyCommonKeys(o, u"bench"_s, 3);
        if (dialect != u"rfc9309"_s) {
            QVERIFY(o.value(u"peer"_s).toString().contains(dialect));
        }

        const qsizetype n = agents.size() * expectedUrls.size();
        QCOMPARE(o.value(u"agents"_s).toInteger(), agents.size());
        QCOMPARE(o.value(u"urls"_s).toInteger(), expectedUrls.size());
        QCOMPARE(o.value(u"n_verdicts"_s).toInteger(), n);
        QCOMPARE(o.value(u"blocks"_s).toInteger(), (n + block - 1) / block);
        QVERIFY(nonNegativeNumber(o.value(u"match_total_ms"_s)));
        QVERIFY(nonNegativeNumber(o.value(u"us_per_verdict_mean"_s)));
        QVERIFY(nonNegativeNumber(o.value(u"us_per_verdict_block_median"_s)));
        const double meanUs = o.value(u"match_total_ms"_s).toDouble() * 1000.0 / double(n);
        QVERIFY(qAbs(o.value(u"us_per_verdict_mean"_s).toDouble() - meanUs) <= 1e-9 + meanUs * 1e-6);

        // `--verdicts OUT`: one line per agent, `<agent>\t<one 0/1 per URL>`, 1 = allowed.
        QFile file(verdicts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), agents.size() + 1);
        QVERIFY(lines.last().isEmpty());
        qint64 allowed = 0;
        for (qsizetype a = 0; a < agents.size(); ++a) {
            const QList<QByteArray> fields = lines[a].split('\t');
            QCOMPARE(fields.size(), 2);
            QCOMPARE(QString::fromUtf8(fields[0]), agents[a]);
            QCOMPARE(fields[1].size(), expectedUrls.size());
            for (qsizetype u = 0; u < expectedUrls.size(); ++u) {
                const char c = fields[1][u];
                QVERIFY(c == '0' || c == '1');
                const bool expected = coreAllows(dialect.toStdString(), agents[a], expectedUrls[u]);
                if ((c == '1') != expected) {
                    QFAIL(qPrintable(u"%1 %2: harness says %3, the core says %4"_s.arg(agents[a], expectedUrls[u])
                                         .arg(QLatin1Char(c))
                                         .arg(expected ? 1 : 0)));
                }
                allowed += c == '1' ? 1 : 0;
            }
        }
        QCOMPARE(o.value(u"allowed"_s).toInteger(), allowed);
    }

    void maxUrls_data()
    {
        QTest::addColumn<QString>("maxUrls");
        QTest::addColumn<int>("expected");
        QTest::newRow("harness-md/max-urls-keeps-the-first-n") << u"2"_s << 2;
        QTest::newRow("harness-md/max-urls-zero") << u"0"_s << 0;
        QTest::newRow("harness-md/max-urls-negative-keeps-all") << u"-1"_s << int(expectedUrls.size());
        QTest::newRow("harness-md/max-urls-above-count") << u"1000"_s << int(expectedUrls.size());
    }

    void maxUrls()
    {
        QFETCH(QString, maxUrls);
        QFETCH(int, expected);
        const QString verdicts = path(u"verdicts-max.txt"_s);
        const Result r =
            run({u"--robots"_s, path(u"robots.txt"_s), u"--urls"_s, path(u"urls.txt"_s), u"--agents"_s, u"Googlebot"_s,
                 u"--max-urls"_s, maxUrls, u"--parse-reps"_s, u"1"_s, u"--verdicts"_s, verdicts});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonLine(r);
        QCOMPARE(o.value(u"urls"_s).toInteger(), expected);
        QCOMPARE(o.value(u"n_verdicts"_s).toInteger(), expected);
        QFile file(verdicts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray line = file.readAll();
        QVERIFY(line.startsWith("Googlebot\t"));
        QVERIFY(line.endsWith('\n'));
        QCOMPARE(line.size(), qsizetype(sizeof "Googlebot\t" - 1) + expected + 1);
    }

    // HARNESS.md `parse`: only the timed parses; --urls and --agents are not needed.
    void parseMode()
    {
        const Result r =
            run({u"--robots"_s, path(u"robots.txt"_s), u"--mode"_s, u"parse"_s, u"--parse-reps"_s, u"4"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonLine(r);
        QCOMPARE(sortedKeys(o), sorted(alwaysKeys));
        verifyCommonKeys(o, u"parse"_s, 4);
    }

    void singleMode_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("reps");
        QTest::addColumn<QString>("budget");
        QTest::newRow("harness-md/single-reps-bound") << u"Googlebot"_s << u"50"_s << u"5"_s;
        QTest::newRow("harness-md/single-one-check") << u"Bingbot"_s << u"1"_s << u"5"_s;
        QTest::newRow("harness-md/single-budget-bound") << u"Googlebot"_s << u"100000000"_s << u"0.05"_s;
    }

    // HARNESS.md `single`: the first URL for the first agent, repeated.
    void singleMode()
    {
        QFETCH(QString, agent);
        QFETCH(QString, reps);
        QFETCH(QString, budget);
        const Result r =
            run({u"--robots"_s, path(u"robots.txt"_s), u"--urls"_s, path(u"urls.txt"_s), u"--agents"_s,
                 agent + u",Other"_s, u"--mode"_s, u"single"_s, u"--reps"_s, reps, u"--budget-s"_s, budget});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = jsonLine(r);
        QCOMPARE(sortedKeys(o), sorted(alwaysKeys + singleKeys));
        verifyCommonKeys(o, u"single"_s, 1);
        QCOMPARE(o.value(u"url_len"_s).toInteger(), expectedUrls.first().toUtf8().size());
        QCOMPARE(o.value(u"verdict"_s).toInteger(), coreAllows("rfc9309", agent, expectedUrls.first()) ? 1 : 0);
        const qint64 checks = o.value(u"checks"_s).toInteger();
        QVERIFY(checks >= 1);
        QVERIFY(checks <= reps.toLongLong());
        if (reps.toLongLong() <= 50) {
            QCOMPARE(checks, reps.toLongLong()); // a 5 s budget is never the bound for 50 checks
        }
        QVERIFY(nonNegativeNumber(o.value(u"first_us"_s)));
        QVERIFY(nonNegativeNumber(o.value(u"us_per_check_median"_s)));
    }

    void badArgumentsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString robots = path(u"robots.txt"_s);
        const QString urls = path(u"urls.txt"_s);
        const QStringList ok = {u"--robots"_s, robots, u"--urls"_s, urls, u"--agents"_s, u"Googlebot"_s};
        QTest::newRow("harness-md/exit-2/no-arguments") << QStringList();
        QTest::newRow("harness-md/exit-2/unknown-option") << ok + QStringList{u"--frobnicate"_s, u"1"_s};
        QTest::newRow("harness-md/exit-2/stray-argument") << ok + QStringList{u"extra"_s};
        QTest::newRow("harness-md/exit-2/missing-value") << ok + QStringList{u"--block"_s};
        QTest::newRow("harness-md/exit-2/missing-robots") << QStringList{u"--urls"_s, urls, u"--agents"_s, u"a"_s};
        QTest::newRow("harness-md/exit-2/missing-urls") << QStringList{u"--robots"_s, robots, u"--agents"_s, u"a"_s};
        QTest::newRow("harness-md/exit-2/missing-agents") << QStringList{u"--robots"_s, robots, u"--urls"_s, urls};
        QTest::newRow("harness-md/exit-2/empty-agents") << ok + QStringList{u"--agents"_s, u","_s};
        QTest::newRow("harness-md/exit-2/unknown-mode") << ok + QStringList{u"--mode"_s, u"fast"_s};
        QTest::newRow("harness-md/exit-2/unknown-dialect") << ok + QStringList{u"--dialect"_s, u"nonsense"_s};
        QTest::newRow("harness-md/exit-2/block-zero") << ok + QStringList{u"--block"_s, u"0"_s};
        QTest::newRow("harness-md/exit-2/block-not-a-number") << ok + QStringList{u"--block"_s, u"ten"_s};
        QTest::newRow("harness-md/exit-2/parse-reps-zero") << ok + QStringList{u"--parse-reps"_s, u"0"_s};
        QTest::newRow("harness-md/exit-2/reps-negative") << ok + QStringList{u"--reps"_s, u"-3"_s};
        QTest::newRow("harness-md/exit-2/budget-zero") << ok + QStringList{u"--budget-s"_s, u"0"_s};
        QTest::newRow("harness-md/exit-2/max-urls-not-a-number") << ok + QStringList{u"--max-urls"_s, u"all"_s};
        QTest::newRow("harness-md/exit-2/unreadable-robots")
            << QStringList{u"--robots"_s, path(u"missing.txt"_s), u"--urls"_s, urls, u"--agents"_s, u"a"_s};
        QTest::newRow("harness-md/exit-2/robots-is-a-directory")
            << QStringList{u"--robots"_s, path(u"subdir"_s), u"--urls"_s, urls, u"--agents"_s, u"a"_s};
        QTest::newRow("harness-md/exit-2/unreadable-urls")
            << QStringList{u"--robots"_s, robots, u"--urls"_s, path(u"missing.txt"_s), u"--agents"_s, u"a"_s};
        QTest::newRow("harness-md/exit-2/single-without-urls") << QStringList{
            u"--robots"_s, robots, u"--urls"_s, path(u"empty.txt"_s), u"--agents"_s, u"a"_s, u"--mode"_s, u"single"_s};
        QTest::newRow("harness-md/exit-2/verdicts-not-writable")
            << ok + QStringList{u"--verdicts"_s, path(u"subdir"_s)};
    }

    // HARNESS.md: "2 with a message on stderr for bad arguments or unreadable files".
    void badArgumentsExitTwo()
    {
        QFETCH(QStringList, args);
        const Result r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("robotstxt-harness: "));
    }

    void helpExitsZero()
    {
        const Result r = run({u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("usage: robotstxt-harness --robots FILE"));
    }
};

QTEST_GUILESS_MAIN(TestHarness)
#include "tst_harness.moc"
