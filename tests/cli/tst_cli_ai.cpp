// SPDX-License-Identifier: MIT
// `robotstxt ai` and `robotstxt ai-policy`, driven through the real executable. Expected answers
// come from draft-ietf-aipref-attach-05's robots.txt example (tests/data/cli/aipref-example.robots.txt),
// the vocabulary of draft-ietf-aipref-vocab-08 and Cloudflare's Content Signals Policy; formats
// from `robotstxt ai --help`.
#include "clitest.h"
#include "robots/studio/crawlers.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using clitest::dataPath;
using clitest::readFile;
using clitest::Result;
using clitest::run;
using clitest::writeFile;

class TestCliAi : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void helpNamesTheDraftsAndTheExitStatus_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("ai") << u"ai"_s;
        QTest::newRow("ai-policy") << u"ai-policy"_s;
    }
    void helpNamesTheDraftsAndTheExitStatus()
    {
        QFETCH(QString, command);
        const Result r = run({command, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(u"Usage: robotstxt "_s + command + u' '));
        QVERIFY(r.out.contains(u"Exit status: 0"_s));
        QVERIFY(r.out.contains(u"2 usage or I/O error"_s));
        const Result top = run({u"--help"_s});
        QVERIFY(top.out.contains(u"  "_s + command + u' '));
        if (command == u"ai"_s)
            QVERIFY(r.out.contains(u"draft-ietf-aipref-attach-05"_s) && r.out.contains(u"working-group drafts"_s));
    }

    // docs/crawlers.md: `ai --help` states how current the catalogue is, as the newest `checked`
    // date of its rows (the same date Help → About shows).
    void helpStatesTheCatalogueDate()
    {
        const Result r = run({u"ai"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        const QString date = QString::fromLatin1(robots::crawlerCatalogueDate().data(),
                                                 static_cast<qsizetype>(robots::crawlerCatalogueDate().size()));
        QVERIFY(QRegularExpression(u"^\\d{4}-\\d{2}-\\d{2}$"_s).match(date).hasMatch());
        const QString text = QString(r.out).replace(u'\n', u' ');
        QVERIFY2(text.contains(
                     u"Crawler catalogue: %1 crawlers and control tokens"_s.arg(robots::crawlerCatalogue().size())),
                 qPrintable(r.out));
        QVERIFY2(text.contains(u"documentation up to "_s + date), qPrintable(r.out));
        for (const robots::Crawler &c : robots::crawlerCatalogue())
            QVERIFY2(c.checked <= robots::crawlerCatalogueDate(), std::string(c.token).c_str());
    }

    // The draft's example, by name, for a crawler of the `*` group and for one blocked by name.
    void aiGivesTheDraftsAnswers_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("line");
        const QString signal = u" | content-signal: search=yes (line 9), ai-train=no (line 9)"_s;
        QTest::newRow("test")
            << u"ClaudeBot"_s << u"/test"_s
            << u"ClaudeBot /test: allowed | content-usage: train-ai=n (line 7), ai-use=none, search=none"_s + signal;
        QTest::newRow("never/test") << u"ClaudeBot"_s << u"/never/test"_s << u"ClaudeBot /never/test: disallowed"_s;
        QTest::newRow("ai-ok/test") << u"ClaudeBot"_s << u"https://example.com/ai-ok/test"_s
                                    << u"ClaudeBot https://example.com/ai-ok/test: allowed | content-usage: "
                                       "train-ai=y (line 8), ai-use=none, search=none"_s +
                                           signal;
        QTest::newRow("blocked-by-name") << u"GPTBot"_s << u"/test"_s << u"GPTBot /test: disallowed"_s;
        QTest::newRow("unknown-agent") << u"SomeBot/1.0"_s << u"/ai-ok/"_s
                                       << u"SomeBot/1.0 /ai-ok/: allowed | content-usage: train-ai=y (line 8), "
                                          "ai-use=none, search=none"_s +
                                              signal;
    }
    void aiGivesTheDraftsAnswers()
    {
        QFETCH(QString, agent);
        QFETCH(QString, url);
        QFETCH(QString, line);
        const Result r = run({u"ai"_s, u"--agent"_s, agent, dataPath("aipref-example.robots.txt"), url});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, line + u'\n');
        QVERIFY(r.err.isEmpty());
    }

    void aiJsonLinesHaveUrlAgentAndLabelsAsKeys()
    {
        const Result r = run({u"ai"_s, u"--format"_s, u"json"_s, u"--agent"_s, u"ClaudeBot"_s, u"--agent"_s,
                              u"GPTBot"_s, dataPath("aipref-example.robots.txt"), u"/ai-ok/x"_s});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0),
                 u"{\"url\":\"/ai-ok/x\",\"agent\":\"ClaudeBot\",\"operator\":\"Anthropic\",\"category\":\"training\","
                 "\"control\":false,\"verdict\":\"allowed\",\"train-ai\":{\"value\":\"y\",\"line\":8},\"ai-use\":null,"
                 "\"search\":null,"
                 "\"signal\":{\"search\":{\"value\":\"yes\",\"line\":9},\"ai-input\":null,"
                 "\"ai-train\":{\"value\":\"no\",\"line\":9},\"use\":null},"
                 "\"signalFileWide\":{\"search\":{\"value\":\"yes\",\"line\":9},\"ai-input\":null,"
                 "\"ai-train\":{\"value\":\"no\",\"line\":9},\"use\":null},\"dialect\":\"aipref\"}"_s);
        const QJsonObject blocked = QJsonDocument::fromJson(lines.at(1).toUtf8()).object();
        QCOMPARE(blocked.value(u"verdict"_s).toString(), u"disallowed"_s);
        QVERIFY(blocked.value(u"train-ai"_s).isNull()); // a preference applies only to URLs it may fetch
    }

    void aiDefaultsToEveryCrawlerOfTheCatalogue()
    {
        const Result r = run({u"ai"_s, dataPath("aipref-example.robots.txt")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(static_cast<std::size_t>(lines.size()), robots::crawlerCatalogue().size());
        QVERIFY(lines.contains(u"GPTBot /: disallowed"_s));
        const Result training =
            run({u"ai"_s, u"--category"_s, u"training,ai-search"_s, dataPath("aipref-example.robots.txt")});
        std::size_t expected = 0;
        for (const robots::Crawler &c : robots::crawlerCatalogue())
            expected +=
                c.category == robots::CrawlerCategory::Training || c.category == robots::CrawlerCategory::AiSearch;
        QCOMPARE(static_cast<std::size_t>(training.out.split(u'\n', Qt::SkipEmptyParts).size()), expected);
    }

    // Content-Signal outside the `*` group: Cloudflare's reading and the file-wide one differ.
    void aiSaysAControlTokenDoesNotFetch()
    {
        const Result r =
            run({u"ai"_s, u"--agent"_s, u"Google-Extended"_s, u"-"_s}, "User-agent: Google-Extended\nDisallow: /\n");
        QCOMPARE(r.out, u"Google-Extended /: disallowed (control token: what the group says about training, not a "
                        "fetch)\n"_s);
        const Result json = run({u"ai"_s, u"--format"_s, u"json"_s, u"--agent"_s, u"Google-Extended"_s, u"-"_s},
                                "User-agent: Google-Extended\nDisallow: /\n");
        QVERIFY(QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"control"_s).toBool());
    }

    void aiShowsBothContentSignalReadings()
    {
        const Result r =
            run({u"ai"_s, u"--agent"_s, u"Other"_s, u"-"_s}, "Content-Signal: ai-train=no\nUser-agent: *\nAllow: /\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 u"Other /: allowed | content-usage: train-ai=none, ai-use=none, search=none | content-signal in its "
                 "group: none | file-wide: ai-train=no (line 1)\n"_s);
    }

    // Only values of each vocabulary are values (Content Signals Policy: yes/no; draft-ietf-aipref-
    // vocab-08: y/n); the others are no preference, and `ai` reports them as lint does, with the
    // same code and words, on stderr (stdout stays one line or JSON object per crawler and URL).
    void aiShowsOnlyValidValuesAndInvalidOnesAsFindings()
    {
        const QByteArray body = "User-agent: *\nAllow: /\nContent-Usage: train-ai=no, search=y\n"
                                "Content-Signal: search=yes, ai-train=maybe\n";
        const QString file = m_tmp.filePath(u"invalid-values.robots.txt"_s);
        QVERIFY(writeFile(file, body));
        const Result r = run({u"ai"_s, u"--agent"_s, u"GPTBot"_s, file});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 u"GPTBot /: allowed | content-usage: train-ai=none, ai-use=none, search=y (line 3) | content-signal: "
                 "search=yes (line 4)\n"_s);
        const Result lint = run({u"lint"_s, file});
        QStringList expected;
        for (const QString &line : lint.out.split(u'\n')) {
            if (line.contains(u"[R612]"_s))
                expected << line;
        }
        QCOMPARE(expected.size(), 2);
        QCOMPARE(r.err.split(u'\n', Qt::SkipEmptyParts), expected);
        QVERIFY2(r.err.contains(u"Value `maybe` of `ai-train` is neither `yes` nor `no`: it means no signal [R612]"_s),
                 qPrintable(r.err));

        const Result json = run({u"ai"_s, u"--format"_s, u"json"_s, u"--agent"_s, u"GPTBot"_s, file});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY(o.value(u"train-ai"_s).isNull());
        QCOMPARE(o.value(u"search"_s).toObject().value(u"value"_s).toString(), u"y"_s);
        QVERIFY(o.value(u"signal"_s).toObject().value(u"ai-train"_s).isNull());
        QVERIFY(o.value(u"signalFileWide"_s).toObject().value(u"ai-train"_s).isNull());
        QCOMPARE(json.err, r.err);
    }

    void aiWithAnotherDialectSaysItDoesNotReadPreferences()
    {
        const Result r = run({u"ai"_s, u"--dialect"_s, u"google"_s, u"--agent"_s, u"ClaudeBot"_s,
                              dataPath("aipref-example.robots.txt"), u"/test"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"ClaudeBot /test: allowed\n"_s);
        QVERIFY(r.err.contains(u"the google dialect does not read Content-Usage or Content-Signal lines"_s));
    }

    // Cloudflare's managed robots.txt (since August 2026) writes `use=reference`; vocab-08 adds
    // `ai-use`. Both appear in the text and in the JSON, each with its line.
    void aiShowsAiUseAndTheUseLevel()
    {
        const QByteArray body = "User-agent: *\nContent-Signal: search=yes,ai-train=no,use=reference\nAllow: /\n"
                                "Content-Usage: ai-use=n\n";
        const Result r = run({u"ai"_s, u"--agent"_s, u"ClaudeBot"_s, u"-"_s}, body);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"ClaudeBot /: allowed | content-usage: train-ai=none, ai-use=n (line 4), search=none | "
                        "content-signal: search=yes (line 2), ai-train=no (line 2), use=reference (line 2)\n"_s);
        const Result json = run({u"ai"_s, u"--format"_s, u"json"_s, u"--agent"_s, u"ClaudeBot"_s, u"-"_s}, body);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(u"ai-use"_s).toObject().value(u"value"_s).toString(), u"n"_s);
        QCOMPARE(o.value(u"signal"_s).toObject().value(u"use"_s).toObject().value(u"value"_s).toString(),
                 u"reference"_s);
    }

    // `aipref` is a dialect of its own: `check` and `compare` take it, and `compare` shows it as a
    // column with RFC 9309's verdicts.
    void aiprefIsADialectOfItsOwn()
    {
        const QByteArray body = "User-agent: *\nDisallow: /private/\nContent-Usage: train-ai=n\n";
        const Result check =
            run({u"check"_s, u"--dialect"_s, u"aipref"_s, u"--agent"_s, u"ClaudeBot"_s, u"-"_s, u"/private/x"_s}, body);
        QVERIFY2(check.out.contains(u"disallowed"_s), qPrintable(check.out + check.err));
        const Result compare = run({u"compare"_s, u"--format"_s, u"json"_s, u"--agent"_s, u"ClaudeBot"_s, u"-"_s,
                                    u"/private/x"_s, u"/public"_s},
                                   body);
        QCOMPARE(compare.exitCode, 0);
        QVERIFY2(compare.out.contains(u"\"aipref\""_s), qPrintable(compare.out));
        QVERIFY2(compare.out.contains(u"\"python-urllib-3.15\""_s), qPrintable(compare.out));
        const Result text = run({u"compare"_s, u"--agent"_s, u"ClaudeBot"_s, u"-"_s, u"/public"_s}, body);
        QVERIFY2(text.out.contains(u"all 11 dialects agree"_s), qPrintable(text.out));
        // The old name of the rewrite still names a dialect.
        const Result old = run(
            {u"check"_s, u"--dialect"_s, u"python-urllib-3.15"_s, u"--agent"_s, u"ClaudeBot"_s, u"-"_s, u"/public"_s},
            body);
        QVERIFY2(old.out.contains(u"allowed"_s), qPrintable(old.out + old.err));
    }

    void aiUsageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString file = dataPath("aipref-example.robots.txt");
        QTest::newRow("ai/no-file") << QStringList{u"ai"_s} << u"robotstxt ai: expected FILE"_s;
        QTest::newRow("ai/missing-file") << QStringList{u"ai"_s, u"/nonexistent/robots.txt"_s}
                                         << u"cannot open '/nonexistent/robots.txt'"_s;
        QTest::newRow("ai/format") << QStringList{u"ai"_s, u"--format"_s, u"xml"_s, file} << u"unknown format 'xml'"_s;
        QTest::newRow("ai/category") << QStringList{u"ai"_s, u"--category"_s, u"robots"_s, file}
                                     << u"unknown purpose 'robots'"_s;
        QTest::newRow("ai/dialect") << QStringList{u"ai"_s, u"--dialect"_s, u"aiprefs"_s, file}
                                    << u"unknown dialect 'aiprefs'"_s;
        QTest::newRow("ai-policy/nothing") << QStringList{u"ai-policy"_s, file} << u"nothing to do"_s;
        QTest::newRow("ai-policy/both") << QStringList{u"ai-policy"_s, u"--block"_s,  u"training"_s,
                                                       u"--allow"_s,   u"training"_s, file}
                                        << u"'training' is both blocked and allowed"_s;
        QTest::newRow("ai-policy/bad-usage") << QStringList{u"ai-policy"_s, u"--content-usage"_s, u"Train-AI=n"_s, file}
                                             << u"is not a structured-field dictionary (RFC 9651)"_s;
        QTest::newRow("ai-policy/two-files")
            << QStringList{u"ai-policy"_s, u"--block"_s, u"training"_s, file, file} << u"expected one FILE"_s;
    }
    void aiUsageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1); // one clear line
    }

    // The policy adds groups for the crawlers the file does not name, by purpose, and preference
    // lines in the `*` group; the user's own lines stay as they are.
    void aiPolicyAddsGroupsAndKeepsTheUsersLines_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("output");
        QByteArray agentAgents;
        for (const robots::Crawler &c : robots::crawlerCatalogue()) {
            if (c.category == robots::CrawlerCategory::AiAgent)
                agentAgents += "User-agent: " + QByteArray(c.token.data(), qsizetype(c.token.size())) + '\n';
        }
        QTest::newRow("block ai-agent, no final newline")
            << QStringList{u"--block"_s, u"ai-agent"_s} << QByteArray("User-agent: Foo\nDisallow: /x")
            << "User-agent: Foo\nDisallow: /x\n\n# AI crawlers blocked by purpose (robotstxt ai-policy)\n" +
                   agentAgents + "Disallow: /\n";
        QTest::newRow("preference lines into the star group")
            << QStringList{u"--content-usage"_s, u"train-ai=n"_s, u"--content-signal"_s, u"search=yes"_s}
            << QByteArray("User-agent: *\nDisallow: /tmp/\n\nUser-agent: Foo\nDisallow: /\n")
            << QByteArray("User-agent: *\nDisallow: /tmp/\nContent-Usage: train-ai=n\nContent-Signal: search=yes\n\n"
                          "User-agent: Foo\nDisallow: /\n");
        QTest::newRow("existing lines updated in place")
            << QStringList{u"--content-usage"_s, u"train-ai=n, search=y"_s}
            << QByteArray("User-agent: *\r\nContent-Usage: train-ai=y # ours\r\nContent-Usage: /a/ train-ai=y\r\n")
            << QByteArray(
                   "User-agent: *\r\nContent-Usage: train-ai=n, search=y # ours\r\nContent-Usage: /a/ train-ai=y\r\n");
        QTest::newRow("a star group made when there is none")
            << QStringList{u"--content-signal"_s, u"search=yes, ai-train=no"_s}
            << QByteArray("User-agent: Foo\nDisallow: /\n")
            << QByteArray("User-agent: Foo\nDisallow: /\n\nUser-agent: *\nContent-Signal: search=yes, ai-train=no\n");
    }
    void aiPolicyAddsGroupsAndKeepsTheUsersLines()
    {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, output);
        const QString path = m_tmp.filePath(u"policy.robots.txt"_s);
        QVERIFY(writeFile(path, input));
        const Result diff = run(QStringList{u"ai-policy"_s} + options + QStringList{path});
        QCOMPARE(diff.exitCode, 1);
        QVERIFY2(diff.out.startsWith(u"--- a/"_s), qPrintable(diff.out));
        QCOMPARE(readFile(path), input); // a diff only
        const Result write = run(QStringList{u"ai-policy"_s} + options + QStringList{u"--write"_s, path});
        QCOMPARE(write.exitCode, 0);
        QCOMPARE(readFile(path), output);
        const Result again = run(QStringList{u"ai-policy"_s} + options + QStringList{path});
        QCOMPARE(again.exitCode, 0); // nothing left to change
        QVERIFY(again.out.isEmpty());
    }

    // A crawler the file names in a group that does the opposite is reported with its line and
    // its group rewritten; names that are not product tokens are written as documented, with
    // each dialect's reading stated.
    void aiPolicyRewritesAGroupThatDoesNotDoWhatWasAsked()
    {
        const Result r = run({u"ai-policy"_s, u"--block"_s, u"training"_s, u"-"_s}, "User-agent: GPTBot\nAllow: /\n");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(u"-Allow: /\n+Disallow: /\n"_s), qPrintable(r.out));
        QVERIFY(!r.out.contains(u"+User-agent: GPTBot"_s));
        QVERIFY(r.out.contains(u"+User-agent: ClaudeBot"_s));
        QVERIFY(r.out.contains(u"+User-agent: AI2Bot\n"_s) && r.out.contains(u"+User-agent: Kangaroo Bot\n"_s));
        QVERIFY2(r.err.contains(u"GPTBot: line 1 names it in a group that does not block it"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"AI2Bot: not an RFC 9309 product token; written as its operator documents it; "
                                "rfc9309 and google read such a line as 'AI' and give AI2Bot the * group"_s),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(u"after: "_s) && r.err.contains(u" training crawlers blocked under rfc9309, "_s));
    }

    // The defect the generator once had, replayed through the real executable: allowing AI search
    // must not lift the `*` group's Disallow or its train-ai=n for OAI-SearchBot.
    void aiPolicyAllowNeverWidensAccess()
    {
        const QString path = m_tmp.filePath(u"widen.robots.txt"_s);
        const QByteArray input = "User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=n\n";
        QVERIFY(writeFile(path, input));
        const Result write =
            run({u"ai-policy"_s, u"--block"_s, u"training"_s, u"--allow"_s, u"ai-search"_s, u"--write"_s, path});
        QCOMPARE(write.exitCode, 0);
        const QByteArray written = readFile(path);
        QVERIFY(written.startsWith(input));
        QVERIFY(!written.contains("User-agent: OAI-SearchBot"));
        QVERIFY2(write.err.contains(u"ai-search crawlers treated as the * group under rfc9309"_s),
                 qPrintable(write.err));
        const Result secret = run({u"ai"_s, u"--agent"_s, u"OAI-SearchBot"_s, path, u"/admin/secret"_s, u"/page"_s});
        QCOMPARE(secret.out,
                 u"OAI-SearchBot /admin/secret: disallowed\n"
                 "OAI-SearchBot /page: allowed | content-usage: train-ai=n (line 3), ai-use=none, search=none | "
                 "content-signal: none\n"_s);
        // A second run has nothing left to change, and says that the file does what was asked.
        const Result again = run({u"ai-policy"_s, u"--block"_s, u"training"_s, u"--allow"_s, u"ai-search"_s, path});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliAi)
#include "tst_cli_ai.moc"
