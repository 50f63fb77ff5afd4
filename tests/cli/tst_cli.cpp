// SPDX-License-Identifier: MIT
// Drives the real `robotstxt` executable: exit codes, formats and messages are its contract with
// CI users. Expected verdicts come from the seeds (the ancient castle, checked against
// WWW::RobotRules 6.02) and SEMANTICS.md; expected formats from the issue (JSON Lines), SARIF
// 2.1.0 and GitHub's workflow-command syntax.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

namespace {

QString dataPath(const char *name)
{
    return QStringLiteral(ROBOTS_TEST_DATA "/cli/") + QLatin1String(name);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QStringList nonEmptyLines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
        QByteArray rawOut;
    };

    static Result run(const QStringList &args, const QByteArray &input = {}, const QString &workingDir = {})
    {
        QProcess p;
        if (!workingDir.isEmpty())
            p.setWorkingDirectory(workingDir);
        p.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt"), args);
        if (!p.waitForStarted(30000))
            return {};
        if (!input.isEmpty())
            p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000))
            return {};
        const QByteArray out = p.readAllStandardOutput();
        return {p.exitCode(), QString::fromUtf8(out), QString::fromUtf8(p.readAllStandardError()), out};
    }

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void versionPrintsProjectVersion()
    {
        const Result r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("robotstxt " ROBOTS_VERSION_STRING));
    }

    void helpDocumentsExitCodes()
    {
        const Result r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("Usage: robotstxt")));
        QVERIFY(r.out.contains(QStringLiteral("2 usage or I/O error")));
        for (const char *command : {"lint", "check", "explain", "compare", "test", "fix"})
            QVERIFY(r.out.contains(QLatin1String("  ") + QLatin1String(command) + QLatin1Char(' ')));
    }

    void subcommandHelp_data()
    {
        QTest::addColumn<QString>("command");
        for (const char *command : {"lint", "check", "explain", "compare", "test", "fix"})
            QTest::newRow(command) << QString::fromLatin1(command);
    }

    void subcommandHelp()
    {
        QFETCH(QString, command);
        for (const QString &flag : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const Result r = run({command, flag});
            QCOMPARE(r.exitCode, 0);
            QVERIFY(r.out.startsWith(QStringLiteral("Usage: robotstxt ") + command));
            QVERIFY(r.out.contains(QStringLiteral("Exit status: 0")));
            QVERIFY(r.out.contains(QStringLiteral("2 usage or I/O error")));
            QVERIFY(r.err.isEmpty());
        }
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString castle = dataPath("ancient-castle.robots.txt");
        QTest::newRow("no-arguments") << QStringList() << QStringLiteral("Usage: robotstxt");
        QTest::newRow("unknown-command") << QStringList{QStringLiteral("frobnicate")}
                                         << QStringLiteral("unknown command");
        QTest::newRow("lint/no-file") << QStringList{QStringLiteral("lint")} << QStringLiteral("no FILE given");
        QTest::newRow("lint/missing-file")
            << QStringList{QStringLiteral("lint"), QStringLiteral("/nonexistent/robots.txt")}
            << QStringLiteral("cannot open '/nonexistent/robots.txt': no such file");
        QTest::newRow("lint/directory") << QStringList{QStringLiteral("lint"), QStringLiteral(ROBOTS_TEST_DATA)}
                                        << QStringLiteral("is a directory");
        QTest::newRow("lint/unknown-dialect")
            << QStringList{QStringLiteral("lint"), QStringLiteral("--dialect"), QStringLiteral("klingon"), castle}
            << QStringLiteral("unknown dialect 'klingon' (known: rfc9309, google");
        QTest::newRow("lint/unknown-format")
            << QStringList{QStringLiteral("lint"), QStringLiteral("--format=xml"), castle}
            << QStringLiteral("unknown format 'xml'");
        QTest::newRow("lint/unknown-check")
            << QStringList{QStringLiteral("lint"), QStringLiteral("--disable"), QStringLiteral("R999"), castle}
            << QStringLiteral("unknown check 'R999'");
        QTest::newRow("lint/unknown-option")
            << QStringList{QStringLiteral("lint"), QStringLiteral("--frobnicate"), castle}
            << QStringLiteral("unknown option '--frobnicate'");
        QTest::newRow("check/versioned-agent")
            << QStringList{QStringLiteral("check"), QStringLiteral("--agent"), QStringLiteral("Googlebot/2.1"), castle,
                           QStringLiteral("/")}
            << QStringLiteral("invalid agent 'Googlebot/2.1': a product token has only letters, '-' and '_' (RFC 9309 "
                              "§2.2.1); did you mean 'Googlebot'?");
        QTest::newRow("check/agent-with-space")
            << QStringList{QStringLiteral("check"), QStringLiteral("--agent=Google bot"), castle, QStringLiteral("/")}
            << QStringLiteral("invalid agent 'Google bot'");
        QTest::newRow("check/no-url") << QStringList{QStringLiteral("check"), castle} << QStringLiteral("no URL given");
        QTest::newRow("check/missing-url-file") << QStringList{QStringLiteral("check"), QStringLiteral("--urls"),
                                                               QStringLiteral("/nonexistent/urls"), castle}
                                                << QStringLiteral("cannot open '/nonexistent/urls'");
        QTest::newRow("check/unknown-dialect") << QStringList{QStringLiteral("check"), QStringLiteral("--dialect"),
                                                              QStringLiteral("bingo"), castle, QStringLiteral("/")}
                                               << QStringLiteral("unknown dialect 'bingo'");
        QTest::newRow("explain/no-url") << QStringList{QStringLiteral("explain"), castle}
                                        << QStringLiteral("expected FILE and URL");
        QTest::newRow("compare/missing-file")
            << QStringList{QStringLiteral("compare"), QStringLiteral("nope.txt"), QStringLiteral("/")}
            << QStringLiteral("cannot open 'nope.txt': no such file");
        QTest::newRow("test/one-argument")
            << QStringList{QStringLiteral("test"), castle} << QStringLiteral("expected FILE and TESTS");
        QTest::newRow("fix/two-files") << QStringList{QStringLiteral("fix"), castle, castle}
                                       << QStringLiteral("expected exactly one FILE");
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        if (!args.isEmpty() && args.first() != QLatin1String("frobnicate"))
            QCOMPARE(nonEmptyLines(r.err).size(), 1); // one clear line
    }

    void binaryInputIsRefused_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("message");
        QTest::newRow("gzip") << QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", 10)
                              << QStringLiteral("(gzip data)");
        QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << QStringLiteral("(a PNG image)");
        QTest::newRow("nul-bytes") << QByteArray(512, '\0') << QStringLiteral("is binary data");
    }

    void binaryInputIsRefused()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, message);
        const QString path = m_tmp.filePath(QStringLiteral("binary.txt"));
        QVERIFY(writeFile(path, data));
        const Result r = run({QStringLiteral("lint"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        const Result fromStdin = run({QStringLiteral("check"), QStringLiteral("-"), QStringLiteral("/")}, data);
        QCOMPARE(fromStdin.exitCode, 2);
        QVERIFY(fromStdin.err.contains(QStringLiteral("standard input")));
    }

    // A stray control byte is a finding (R105), not a reason to refuse the file.
    void strayNulIsLinted()
    {
        QByteArray body("User-agent: *\nDisallow: /a");
        body.append('\0');
        body.append("b\n");
        const Result r = run({QStringLiteral("lint"), QStringLiteral("-")}, body);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("<stdin>:2:13: warning: ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("[R105]")));
    }

    // ------------------------------------------------------------------ lint

    // Compiler-style text: file:line:col: severity: message [code]. The ancient castle (seed 000)
    // has User-agent lines after rules without blank lines (R302) on lines 6 and 9.
    void lintText()
    {
        const QString castle = dataPath("ancient-castle.robots.txt");
        const Result r = run({QStringLiteral("lint"), castle});
        QCOMPARE(r.exitCode, 0); // warnings only
        QVERIFY(r.err.isEmpty());
        static const QRegularExpression finding(
            QStringLiteral("^(.+):(\\d+):(\\d+): (error|warning|info|hint|note): .+$"));
        const QStringList lines = nonEmptyLines(r.out);
        QVERIFY(lines.size() >= 3);
        for (const QString &l : lines.mid(0, lines.size() - 1))
            QVERIFY2(finding.match(l).hasMatch() || l.startsWith(castle + QStringLiteral(": note:")), qPrintable(l));
        QVERIFY(r.out.contains(castle + QStringLiteral(":6:1: info: ")));
        QVERIFY(r.out.contains(castle + QStringLiteral(":9:1: info: ")));
        QCOMPARE(r.out.count(QStringLiteral("[R302]")), 2);
        QVERIFY(lines.last().contains(QStringLiteral("0 errors, ")));

        const Result strict =
            run({QStringLiteral("lint"), QStringLiteral("--fail-on"), QStringLiteral("info"), castle});
        QCOMPARE(strict.exitCode, 1);
        // Every modelled reader splits the castle's records: infos, no warning.
        const Result warnings =
            run({QStringLiteral("lint"), QStringLiteral("--fail-on"), QStringLiteral("warning"), castle});
        QCOMPARE(warnings.exitCode, 0);
        const Result disabled = run({QStringLiteral("lint"), QStringLiteral("--disable"),
                                     QStringLiteral("agent-after-rule"), QStringLiteral("--fail-on=info"), castle});
        QVERIFY(!disabled.out.contains(QStringLiteral("[R302]")));
        const Result fixes = run({QStringLiteral("lint"), QStringLiteral("--show-fixes"), castle});
        QVERIFY(fixes.out.contains(QStringLiteral("    fix (safe): Insert a blank line before line 5")));
    }

    // RFC 9309 §2.2: a missing colon is an error for every reader but Google: exit 1.
    void lintErrorsFail()
    {
        const Result r = run({QStringLiteral("lint"), QStringLiteral("-")}, "User-agent: *\nDisallow /private\n");
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains(QStringLiteral("<stdin>:2:1: error: ")));
        QVERIFY(r.out.contains(QStringLiteral("[R201]")));
        const Result google =
            run({QStringLiteral("lint"), QStringLiteral("--dialect"), QStringLiteral("google"), QStringLiteral("-")},
                "User-agent: *\nDisallow /private\n");
        QCOMPARE(google.exitCode, 0);
        QVERIFY(!google.out.contains(QStringLiteral("[R201]")));
        const Result never = run({QStringLiteral("lint"), QStringLiteral("--fail-on=never"), QStringLiteral("-")},
                                 "User-agent: *\nDisallow /private\n");
        QCOMPARE(never.exitCode, 0);
    }

    void lintJson()
    {
        const Result r = run({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json"),
                              dataPath("ancient-castle.robots.txt")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.rawOut, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), 1);
        const QJsonObject file = doc.array().at(0).toObject();
        QCOMPARE(file.value(QStringLiteral("file")).toString(), dataPath("ancient-castle.robots.txt"));
        bool found = false;
        for (const QJsonValue &v : file.value(QStringLiteral("diagnostics")).toArray()) {
            const QJsonObject d = v.toObject();
            QVERIFY(!d.value(QStringLiteral("message")).toString().isEmpty());
            QVERIFY(d.value(QStringLiteral("messageId")).toString().startsWith(QStringLiteral("diag.")));
            if (d.value(QStringLiteral("code")).toString() != QLatin1String("R302") ||
                d.value(QStringLiteral("line")).toInt() != 6)
                continue;
            found = true;
            QCOMPARE(d.value(QStringLiteral("slug")).toString(), QStringLiteral("agent-after-rule"));
            QCOMPARE(d.value(QStringLiteral("severity")).toString(), QStringLiteral("info"));
            QCOMPARE(d.value(QStringLiteral("column")).toInt(), 1);
            QCOMPARE(d.value(QStringLiteral("length")).toInt(), 17); // "User-agent: Belle"
            const QJsonObject fix = d.value(QStringLiteral("fixes")).toArray().at(0).toObject();
            QCOMPARE(fix.value(QStringLiteral("safe")).toBool(), true);
            const QJsonObject edit = fix.value(QStringLiteral("edits")).toArray().at(0).toObject();
            QCOMPARE(edit.value(QStringLiteral("length")).toInt(), 0);
            QCOMPARE(edit.value(QStringLiteral("replacement")).toString(), QStringLiteral("\n"));
            QVERIFY(d.value(QStringLiteral("dialects")).toArray().contains(QStringLiteral("norobots1994")));
        }
        QVERIFY(found);
    }

    // SARIF 2.1.0 (OASIS): version, $schema, tool.driver.rules with every check, results with
    // ruleId, level and a physical location.
    void lintSarif()
    {
        const Result list =
            run({QStringLiteral("lint"), QStringLiteral("--list-checks"), QStringLiteral("--format=json")});
        QCOMPARE(list.exitCode, 0);
        const qsizetype checks = QJsonDocument::fromJson(list.rawOut).array().size();
        QVERIFY(checks >= 50);

        const Result r = run({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("sarif"),
                              dataPath("ancient-castle.robots.txt")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject sarif = QJsonDocument::fromJson(r.rawOut, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(sarif.value(QStringLiteral("version")).toString(), QStringLiteral("2.1.0"));
        QVERIFY(sarif.value(QStringLiteral("$schema")).toString().contains(QStringLiteral("sarif-2.1.0")));
        const QJsonObject run0 = sarif.value(QStringLiteral("runs")).toArray().at(0).toObject();
        const QJsonObject driver =
            run0.value(QStringLiteral("tool")).toObject().value(QStringLiteral("driver")).toObject();
        QCOMPARE(driver.value(QStringLiteral("name")).toString(), QStringLiteral("robotstxt"));
        const QJsonArray rules = driver.value(QStringLiteral("rules")).toArray();
        QCOMPARE(rules.size(), checks);
        bool found = false;
        for (const QJsonValue &v : run0.value(QStringLiteral("results")).toArray()) {
            const QJsonObject result = v.toObject();
            const int index = result.value(QStringLiteral("ruleIndex")).toInt();
            QCOMPARE(rules.at(index).toObject().value(QStringLiteral("id")).toString(),
                     result.value(QStringLiteral("ruleId")).toString());
            QVERIFY(QStringList({QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("note")})
                        .contains(result.value(QStringLiteral("level")).toString()));
            const QJsonObject region = result.value(QStringLiteral("locations"))
                                           .toArray()
                                           .at(0)
                                           .toObject()
                                           .value(QStringLiteral("physicalLocation"))
                                           .toObject()
                                           .value(QStringLiteral("region"))
                                           .toObject();
            QVERIFY(region.value(QStringLiteral("startLine")).toInt() >= 1);
            if (result.value(QStringLiteral("ruleId")).toString() == QLatin1String("R302") &&
                region.value(QStringLiteral("startLine")).toInt() == 9) {
                found = true;
                QCOMPARE(result.value(QStringLiteral("level")).toString(), QStringLiteral("note"));
                QCOMPARE(region.value(QStringLiteral("startColumn")).toInt(), 1);
                QCOMPARE(region.value(QStringLiteral("endColumn")).toInt(), 18);
                QVERIFY(!result.value(QStringLiteral("fixes")).toArray().isEmpty());
            }
        }
        QVERIFY(found);
    }

    // GitHub workflow commands: ::warning file=…,line=…,col=…,endColumn=…,title=…::message
    void lintGithub()
    {
        const Result r =
            run({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("github"), QStringLiteral("-")},
                "User-agent: *\nDisallow /private\nDissallow: /tmp, old\n");
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = nonEmptyLines(r.out);
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QString &l) {
            return l.startsWith(
                       QStringLiteral("::error file=<stdin>,line=2,col=1,endColumn=9,title=R201 missing-colon::")) &&
                   l.size() > 80;
        }));
        // The comma in the value is only escaped in properties (file=, title=), not in the message.
        QVERIFY(r.out.contains(QStringLiteral(",line=3,col=1,endColumn=10,title=R203 accepted-typo::")));
        for (const QString &l : lines)
            QVERIFY2(l.startsWith(QStringLiteral("::error ")) || l.startsWith(QStringLiteral("::warning ")) ||
                         l.startsWith(QStringLiteral("::notice ")),
                     qPrintable(l));
    }

    void lintReadsSeveralFiles()
    {
        const QString castle = dataPath("ancient-castle.robots.txt");
        const Result r = run({QStringLiteral("lint"), castle, QStringLiteral("/nonexistent"), QStringLiteral("-")},
                             "User-agent: *\nDisallow:\n");
        QCOMPARE(r.exitCode, 2); // one file could not be read
        QVERIFY(r.out.contains(castle + QStringLiteral(":6:1:")));
        QVERIFY(r.err.contains(QStringLiteral("'/nonexistent'")));
    }

    void listChecks()
    {
        const Result text = run({QStringLiteral("lint"), QStringLiteral("--list-checks")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith(QStringLiteral("R101  info    empty-file")));
        QVERIFY(text.out.contains(QStringLiteral("R302  info    agent-after-rule")));
        const Result md = run({QStringLiteral("lint"), QStringLiteral("--list-checks"), QStringLiteral("--format"),
                               QStringLiteral("markdown")});
        QVERIFY(md.out.startsWith(QStringLiteral("# Diagnostics\n")));
        QCOMPARE(md.out.count(QStringLiteral("\n### R")), nonEmptyLines(text.out).size());
    }

    // ------------------------------------------------------------------ check

    // The issue's JSON Lines, exactly: agent, url, verdict, line, rule, dialect; line 0 and rule
    // null when no rule decided (RFC 9309 §2.2.2: no match means allowed).
    void checkJsonLines()
    {
        const Result r = run({QStringLiteral("check"), QStringLiteral("--agent"), QStringLiteral("Googlebot"),
                              QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-"),
                              QStringLiteral("/x"), QStringLiteral("https://example.com/y?z=1")},
                             "User-agent: *\nDisallow: /x\n");
        QCOMPARE(r.exitCode, 1); // a URL is disallowed
        QCOMPARE(
            nonEmptyLines(r.out),
            QStringList({QStringLiteral("{\"agent\":\"Googlebot\",\"url\":\"/x\",\"verdict\":\"disallowed\",\"line\":2,"
                                        "\"rule\":\"Disallow: /x\",\"dialect\":\"rfc9309\"}"),
                         QStringLiteral("{\"agent\":\"Googlebot\",\"url\":\"https://example.com/y?z=1\",\"verdict\":"
                                        "\"allowed\",\"line\":0,\"rule\":null,\"dialect\":\"rfc9309\"}")}));
        const Result allowed =
            run({QStringLiteral("check"), QStringLiteral("-"), QStringLiteral("/y")}, "User-agent: *\nDisallow: /x\n");
        QCOMPARE(allowed.exitCode, 0);
        QVERIFY(allowed.out.startsWith(QStringLiteral("allowed    * /y (")));
    }

    // Agent-major order over a URL file, with the seeds' ancient castle under WWW::RobotRules:
    // Belle only the west wing disallowed, Beast everything allowed, others nothing allowed.
    void checkUrlsFileAgentMajor()
    {
        const QStringList args{
            QStringLiteral("check"),         QStringLiteral("--dialect"), QStringLiteral("www-robotrules"),
            QStringLiteral("--agent"),       QStringLiteral("Belle"),     QStringLiteral("--agent"),
            QStringLiteral("Beast"),         QStringLiteral("--agent"),   QStringLiteral("MOMspider"),
            QStringLiteral("--format=json"), QStringLiteral("--urls")};
        const Result r = run(args + QStringList{dataPath("castle-urls.txt"), dataPath("ancient-castle.robots.txt")});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = nonEmptyLines(r.out);
        QCOMPARE(lines.size(), 9); // 3 agents × 3 URLs (the blank line is skipped)
        QStringList seen;
        for (const QString &l : lines) {
            const QJsonObject o = QJsonDocument::fromJson(l.toUtf8()).object();
            QCOMPARE(o.value(QStringLiteral("dialect")).toString(), QStringLiteral("www-robotrules"));
            seen << o.value(QStringLiteral("agent")).toString() + QLatin1Char(' ') +
                        o.value(QStringLiteral("url")).toString() + QLatin1Char(' ') +
                        o.value(QStringLiteral("verdict")).toString();
        }
        QCOMPARE(seen,
                 QStringList({QStringLiteral("Belle /west-wing/mirror disallowed"),
                              QStringLiteral("Belle http://ancientcastle.example.com/ballroom?dance=1 allowed"),
                              QStringLiteral("Belle /kitchen#cups allowed"),
                              QStringLiteral("Beast /west-wing/mirror allowed"),
                              QStringLiteral("Beast http://ancientcastle.example.com/ballroom?dance=1 allowed"),
                              QStringLiteral("Beast /kitchen#cups allowed"),
                              QStringLiteral("MOMspider /west-wing/mirror disallowed"),
                              QStringLiteral("MOMspider http://ancientcastle.example.com/ballroom?dance=1 disallowed"),
                              QStringLiteral("MOMspider /kitchen#cups disallowed")}));
        QCOMPARE(QJsonDocument::fromJson(lines.first().toUtf8()).object().value(QStringLiteral("line")).toInt(), 7);
        QCOMPARE(QJsonDocument::fromJson(lines.first().toUtf8()).object().value(QStringLiteral("rule")).toString(),
                 QStringLiteral("Disallow: /west-wing/"));

        // The same URLs streamed on standard input give the same output, in the same order.
        const Result piped = run(args + QStringList{QStringLiteral("-"), dataPath("ancient-castle.robots.txt")},
                                 readFile(dataPath("castle-urls.txt")));
        QCOMPARE(piped.exitCode, 1);
        QCOMPARE(piped.out, r.out);
    }

    void checkText()
    {
        const Result r = run({QStringLiteral("check"), QStringLiteral("--agent"), QStringLiteral("Belle"),
                              dataPath("ancient-castle.robots.txt"), QStringLiteral("/west-wing/mirror")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QStringLiteral("disallowed Belle /west-wing/mirror (line 7: Disallow: /west-wing/)\n"));
    }

    // ------------------------------------------------------------------ explain, compare

    void explainInWords()
    {
        const Result r = run({QStringLiteral("explain"), QStringLiteral("--agent"), QStringLiteral("Belle"),
                              dataPath("ancient-castle.robots.txt"), QStringLiteral("/west-wing/mirror")});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = nonEmptyLines(r.out);
        QCOMPARE(lines.first(), QStringLiteral("Belle /west-wing/mirror: disallowed (rfc9309)"));
        QVERIFY(lines.size() >= 3);
        QVERIFY2(r.out.contains(QStringLiteral("/west-wing/")), qPrintable(r.out));
        const Result ok =
            run({QStringLiteral("explain"), QStringLiteral("--agent=Belle"), QStringLiteral("--dialect"),
                 QStringLiteral("www-robotrules"), dataPath("ancient-castle.robots.txt"), QStringLiteral("/ballroom")});
        QCOMPARE(ok.exitCode, 0);
        QVERIFY(ok.out.startsWith(QStringLiteral("Belle /ballroom: allowed (www-robotrules)\n")));
    }

    // SEMANTICS.md "allow before disallow": google and www-robotrules disallow /private/x,
    // python-urllib allows it (checked with Python 3.11 and WWW::RobotRules 6.02), and
    // python-urllib-3.15 disallows it again (longest match, checked with the rewritten module).
    void compareMarksDisagreements()
    {
        const QByteArray robots = "User-agent: *\nAllow: /\nDisallow: /private\n";
        const Result r = run({QStringLiteral("compare"), QStringLiteral("--agent"), QStringLiteral("FooBot"),
                              QStringLiteral("-"), QStringLiteral("/private/x"), QStringLiteral("/public")},
                             robots);
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        QVERIFY(lines.first().startsWith(QStringLiteral("FooBot /private/x: dialects disagree (")));
        auto row = [&](const QString &dialect) {
            for (const QString &l : lines) {
                if (l.mid(2).startsWith(dialect + QLatin1Char(' ')))
                    return l;
            }
            return QString();
        };
        QVERIFY(row(QStringLiteral("google")).startsWith(QStringLiteral("  google ")));
        QVERIFY(row(QStringLiteral("google")).contains(QStringLiteral("disallowed")));
        QVERIFY(row(QStringLiteral("www-robotrules")).contains(QStringLiteral("disallowed")));
        QVERIFY(row(QStringLiteral("python-urllib")).startsWith(QStringLiteral("* python-urllib ")));
        QVERIFY(row(QStringLiteral("python-urllib")).contains(QStringLiteral(" allowed ")));
        QVERIFY(row(QStringLiteral("python-urllib-3.15")).startsWith(QStringLiteral("  python-urllib-3.15 ")));
        QVERIFY(row(QStringLiteral("python-urllib-3.15")).contains(QStringLiteral("disallowed")));
        QVERIFY(r.out.contains(QStringLiteral("FooBot /public: all 9 dialects agree")));

        const Result agree = run({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"),
                                  QStringLiteral("-"), QStringLiteral("/public")},
                                 robots);
        QCOMPARE(agree.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(agree.rawOut).object();
        QCOMPARE(o.value(QStringLiteral("agree")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("verdicts")).toObject().size(), 9);
    }

    // ------------------------------------------------------------------ test

    void testSetPasses()
    {
        const Result r = run({QStringLiteral("test"), dataPath("ancient-castle.robots.txt"),
                              dataPath("ancient-castle.robots.txt.tests")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("9 passed, 0 failed"));
        const Result verbose =
            run({QStringLiteral("test"), QStringLiteral("--verbose"), dataPath("ancient-castle.robots.txt"),
                 dataPath("ancient-castle.robots.txt.tests")});
        QCOMPARE(verbose.out.count(QStringLiteral("pass ")), 9);
    }

    void testSetFailureIsADiff()
    {
        const QString tests = m_tmp.filePath(QStringLiteral("wrong.tests"));
        QVERIFY(writeFile(tests, "Belle  /west-wing/mirror  allowed  www-robotrules\nBeast /x allowed\n"));
        const Result r = run({QStringLiteral("test"), dataPath("ancient-castle.robots.txt"), tests});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QStringLiteral("FAIL ") + tests +
                            QStringLiteral(":1: Belle /west-wing/mirror [www-robotrules]\n") +
                            QStringLiteral("  - expected: allowed\n"
                                           "  + actual:   disallowed (line 7: Disallow: /west-wing/)\n"
                                           "1 passed, 1 failed\n"));
    }

    void testSetWithBadLinesExitsTwo()
    {
        const Result r = run({QStringLiteral("test"), dataPath("ancient-castle.robots.txt"), QStringLiteral("-")},
                             "Belle /x allowed\nBelle /x perhaps\n");
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.contains(
            QStringLiteral("<stdin>:2: error: Expected verdict perhaps is not allowed, disallowed or -")));
    }

    // ------------------------------------------------------------------ fix

    void fixDryRunPrintsADiff()
    {
        const QString castle = dataPath("ancient-castle.robots.txt");
        const QByteArray before = readFile(castle);
        const Result r = run({QStringLiteral("fix"), QStringLiteral("--dry-run"), castle});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.startsWith(QStringLiteral("--- a/") + castle + QStringLiteral("\n+++ b/") + castle +
                                 QLatin1Char('\n')));
        QCOMPARE(r.out.count(QStringLiteral("\n+\n")), 2); // two blank lines inserted (R302)
        QVERIFY(r.err.contains(QStringLiteral("2 safe fix(es) would be applied")));
        QCOMPARE(readFile(castle), before);
    }

    void fixWritesAtomically()
    {
        QVERIFY(QDir(m_tmp.path()).mkpath(QStringLiteral("fix")));
        const QString dir = m_tmp.filePath(QStringLiteral("fix"));
        const QString path = dir + QStringLiteral("/robots.txt");
        QVERIFY(writeFile(path, readFile(dataPath("ancient-castle.robots.txt"))));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        const QFile::Permissions permissions = QFile::permissions(path);
        const Result r = run({QStringLiteral("fix"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains(QStringLiteral("applied 2 safe fix(es)")));
        // seeds 000/001: "the parser will assume that a blank line should have been placed before
        // that User-agent field" — the fix writes those blank lines.
        QCOMPARE(readFile(path), QByteArray("# robots.txt for ancientcastle.example.com\n"
                                            "# I've locked myself away.\n"
                                            "User-agent: *\n"
                                            "Disallow: /\n"
                                            "\n"
                                            "# The castle is your home now, so you can go anywhere you like.\n"
                                            "User-agent: Belle\n"
                                            "Disallow: /west-wing/ # except the west wing!\n"
                                            "\n"
                                            "# It's good to be the Prince...\n"
                                            "User-agent: Beast\n"
                                            "Disallow: \n"));
        QCOMPARE(QFile::permissions(path), permissions);                     // kept by the atomic rename
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary left
        const Result again = run({QStringLiteral("fix"), path});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.err.contains(QStringLiteral("nothing to fix")));
        const Result dry = run({QStringLiteral("fix"), QStringLiteral("--dry-run"), path});
        QCOMPARE(dry.exitCode, 0);
        QVERIFY(dry.out.isEmpty());
    }

    void fixFromStdinWritesStdout()
    {
        const Result r = run({QStringLiteral("fix"), QStringLiteral("-")}, "Useragent: *\nDisallow: /private*\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("User-agent: *\nDisallow: /private\n"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
