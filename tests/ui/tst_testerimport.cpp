// SPDX-License-Identifier: MIT
// Getting cases in and out of the tester: URL lists, CSV, sitemap.xml, test sets (the format
// `robotstxt test` runs, with identical verdicts), agent names.
#include "analysis/agentpresets.h"
#include "analysis/documentanalyzer.h"
#include "analysis/testsetfile.h"
#include "i18n/translations.h"
#include "tester/addcasesdialog.h"
#include "tester/examples.h"
#include "tester/importers.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using robots::Access;
using robots::DialectId;
using namespace robots::ui;

Q_DECLARE_METATYPE(robots::DialectId)

namespace {

const QStringList kAgents{QStringLiteral("Googlebot"), QStringLiteral("Bingbot")};

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write(bytes);
    return path;
}

QString cliPath()
{
    return QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt");
}

} // namespace

class TestTesterImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the file dialog remembers its folder
        // English with its plural forms ("1 line skipped"), whatever the machine's language.
        robots::ui::installTranslations(QStringLiteral("en"));
    }

    void urlLists()
    {
        const QString text = QStringLiteral("# my URLs\r\n/a\n\n  https://example.com/b?x=1,2  \r/c;params\n# end\n");
        QCOMPARE(Importers::urlsFromText(text),
                 (QStringList{QStringLiteral("/a"), QStringLiteral("https://example.com/b?x=1,2"),
                              QStringLiteral("/c;params")}));
        // Pasted URLs with commas and semicolons are still URLs, one per line × agents.
        const ImportResult pasted = Importers::casesFromPaste(text, kAgents);
        QCOMPARE(pasted.cases.size(), 6);
        QCOMPARE(pasted.cases.at(0).url, QStringLiteral("/a"));
        QCOMPARE(pasted.cases.at(1).agent, QStringLiteral("Bingbot"));
        QCOMPARE(pasted.cases.at(3).url, QStringLiteral("https://example.com/b?x=1,2"));
    }

    // A line that is neither an absolute http(s) URL nor a path is not a case: it is left out
    // and named in one warning, with its line number; comments and blank lines pass silently.
    void nonUrlLinesAreReportedNotAdded_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("urls");
        QTest::addColumn<QString>("warning");
        QTest::newRow("words") << QStringLiteral("/a\n# a comment\nnot a url at all\n\nhttps://example.com/b\n")
                               << QStringList{QStringLiteral("/a"), QStringLiteral("https://example.com/b")}
                               << QStringLiteral("1 line skipped: line 3 'not a url at all' is not a URL or a path.");
        QTest::newRow("two") << QStringLiteral("not a url at all\n/a\nexample.com/x\n")
                             << QStringList{QStringLiteral("/a")}
                             << QStringLiteral("2 lines skipped: line 1 'not a url at all' is not a URL or a path; "
                                               "line 3 'example.com/x' is not a URL or a path.");
        QTest::newRow("many: the first three named")
            << QStringLiteral("a\nb\nc\nd\ne\n/f\n") << QStringList{QStringLiteral("/f")}
            << QStringLiteral("5 lines skipped: line 1 'a' is not a URL or a path; line 2 'b' is not a URL or a "
                              "path; line 3 'c' is not a URL or a path; ….");
        QTest::newRow("comments and blanks only") << QStringLiteral("# nothing\n\n   \n") << QStringList{} << QString();
    }

    void nonUrlLinesAreReportedNotAdded()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, urls);
        QFETCH(QString, warning);
        QStringList warnings;
        QCOMPARE(Importers::urlsFromText(text, &warnings), urls);
        QCOMPARE(warnings, warning.isEmpty() ? QStringList() : QStringList{warning});
        // Pasting and importing a text file say the same.
        const ImportResult pasted = Importers::casesFromPaste(text, kAgents);
        QCOMPARE(pasted.cases.size(), urls.size() * kAgents.size());
        QCOMPARE(pasted.warnings, warnings);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("urls.txt"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        out.close();
        const ImportResult imported = Importers::importFile(file, kAgents);
        QCOMPARE(imported.cases.size(), urls.size() * kAgents.size());
        QCOMPARE(imported.warnings, warnings);
    }

    // Add Cases: typed lines follow the same rule, and the dialog says which it will leave out.
    void addCasesDialogNamesSkippedLines()
    {
        AddCasesDialog dialog({QStringLiteral("Googlebot")});
        auto *urls = dialog.findChild<QPlainTextEdit *>(QStringLiteral("addCasesUrls"));
        auto *count = dialog.findChild<QLabel *>(QStringLiteral("addCasesCount"));
        QVERIFY(urls && count);
        urls->setPlainText(QStringLiteral("/a\nnot a url at all\n# note\n"));
        QCOMPARE(dialog.urls(), QStringList{QStringLiteral("/a")});
        QVERIFY2(count->text().contains(QStringLiteral("line 2 'not a url at all' is not a URL or a path")),
                 qPrintable(count->text()));
        urls->setPlainText(QStringLiteral("/a\n"));
        QVERIFY2(!count->text().contains(QStringLiteral("skipped")), qPrintable(count->text()));
    }

    // Export CSV: a name typed without a suffix is saved with ".csv"; one typed with a suffix is
    // kept as typed.
    void exportAddsTheCsvSuffix_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("saved");
        QTest::newRow("no suffix") << QStringLiteral("verdicts") << QStringLiteral("verdicts.csv");
        QTest::newRow(".csv") << QStringLiteral("verdicts.csv") << QStringLiteral("verdicts.csv");
        QTest::newRow("another suffix") << QStringLiteral("verdicts.txt") << QStringLiteral("verdicts.txt");
    }

    void exportAddsTheCsvSuffix()
    {
        QFETCH(QString, typed);
        QFETCH(QString, saved);
        QTemporaryDir dir;
        TesterPanel panel;
        panel.show();
        panel.pasteText(QStringLiteral("/a\n/b\n"));
        QVERIFY(panel.model()->rowCount() > 0);
        auto *exportAction = panel.findChild<QAction *>(QStringLiteral("exportCsvAction"));
        QVERIFY(exportAction);
        bool answered = false;
        // The dialog is modal: answer it from inside its own event loop, as a user would.
        QTimer answer;
        answer.setInterval(10);
        connect(&answer, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog || dialog->objectName() != QLatin1String("exportCsvDialog"))
                return;
            answer.stop();
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            QVERIFY(name);
            dialog->setDirectory(dir.path());
            name->setText(typed);
            answered = true;
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept(), which adds the suffix
        });
        answer.start();
        exportAction->trigger();
        QVERIFY(answered);
        const QStringList files = QDir(dir.path()).entryList(QDir::Files);
        QCOMPARE(files, QStringList{saved});
        QFile csv(dir.filePath(saved));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().contains("/b"));
    }

    void csv_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("url0");
        QTest::addColumn<QString>("agent0");
        QTest::addColumn<int>("expected0"); // -1 none
        QTest::addColumn<int>("warnings");
        QTest::newRow("rfc4180/header-any-order")
            << QByteArray("agent,expected,url\r\nGPTBot,disallowed,/private\r\nCCBot,,/public\r\n") << 2 << "/private"
            << "GPTBot" << int(Access::Disallowed) << 0;
        QTest::newRow("rfc4180/quoted-fields")
            << QByteArray("url,agent\n\"/a,b\",\"Bot \"\"x\"\"\"\n\"/multi\nline\",Googlebot\n") << 2 << "/a,b"
            << "Bot \"x\"" << -1 << 0;
        QTest::newRow("no-header/defaults") << QByteArray("/x,MOMspider/1.0,allowed\n/y\n") << 3 << "/x"
                                            << "MOMspider/1.0" << int(Access::Allowed) << 0;
        QTest::newRow("semicolons-and-bom")
            << QByteArray("\xEF\xBB\xBFurl;agent;expected\n/x;Belle;disallowed\n") << 1 << "/x"
            << "Belle" << int(Access::Disallowed) << 0;
        QTest::newRow("tabs") << QByteArray("path\tuser-agent\n/t\tYandexBot\n") << 1 << "/t" << "YandexBot" << -1 << 0;
        QTest::newRow("bad-verdict-warns")
            << QByteArray("url,agent,expected\n/x,Bot,perhaps\n") << 1 << "/x" << "Bot" << -1 << 1;
        QTest::newRow("dialects-column")
            << QByteArray("url,agent,expected,dialect\n/x,Bot,allowed,\"google,bing\"\n/y,Bot,allowed,nosuch\n") << 2
            << "/x" << "Bot" << int(Access::Allowed) << 1;
    }

    void csv()
    {
        QFETCH(QByteArray, csv);
        QFETCH(int, count);
        QFETCH(QString, url0);
        QFETCH(QString, agent0);
        QFETCH(int, expected0);
        QFETCH(int, warnings);
        const ImportResult r = Importers::casesFromCsv(csv, kAgents);
        QCOMPARE(r.cases.size(), count);
        QCOMPARE(r.cases.at(0).url, url0);
        QCOMPARE(r.cases.at(0).agent, agent0);
        QCOMPARE(r.cases.at(0).expected ? int(*r.cases.at(0).expected) : -1, expected0);
        QCOMPARE(r.warnings.size(), warnings);
        if (QByteArray(QTest::currentDataTag()) == "dialects-column")
            QCOMPARE(r.cases.at(0).dialects, (QList<DialectId>{DialectId::Google, DialectId::Bing}));
        if (QByteArray(QTest::currentDataTag()) == "rfc4180/quoted-fields")
            QCOMPARE(r.cases.at(1).url, QStringLiteral("/multi\nline"));
        if (QByteArray(QTest::currentDataTag()) == "no-header/defaults")
            QCOMPARE(r.cases.at(2).agent, QStringLiteral("Bingbot")); // /y × default agents
    }

    void sitemap_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QStringList>("urls");
        QTest::addColumn<bool>("warned");
        QTest::addColumn<bool>("failed");
        // sitemaps.org protocol: <urlset><url><loc>…</loc></url></urlset>, entity-escaped.
        QTest::newRow("sitemaps.org/urlset")
            << QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                          "  <url><loc>https://example.com/</loc><lastmod>2024-01-01</lastmod></url>\n"
                          "  <url><loc> https://example.com/a?x=1&amp;y=2 </loc></url>\n"
                          "</urlset>\n")
            << QStringList{QStringLiteral("https://example.com/"), QStringLiteral("https://example.com/a?x=1&y=2")}
            << false << false;
        QTest::newRow("sitemaps.org/prefixed-namespace")
            << QByteArray("<sm:urlset xmlns:sm=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                          "<sm:url><sm:loc>https://example.com/p</sm:loc></sm:url></sm:urlset>")
            << QStringList{QStringLiteral("https://example.com/p")} << false << false;
        QTest::newRow("sitemaps.org/index")
            << QByteArray("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                          "<sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>")
            << QStringList{QStringLiteral("https://example.com/s1.xml")} << true << false;
        QTest::newRow("truncated") << QByteArray(
                                          "<urlset><url><loc>https://example.com/1</loc></url><url><loc>https://ex")
                                   << QStringList{QStringLiteral("https://example.com/1")} << true << false;
        QTest::newRow("not-a-sitemap") << QByteArray("<html><body>hi</body></html>") << QStringList() << false << true;
        QTest::newRow("not-xml") << QByteArray("User-agent: *\n") << QStringList() << false << true;
    }

    void sitemap()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QStringList, urls);
        QFETCH(bool, warned);
        QFETCH(bool, failed);
        const ImportResult r = Importers::urlsFromSitemap(xml, {QStringLiteral("Googlebot")});
        QCOMPARE(!r.error.isEmpty(), failed);
        QCOMPARE(!r.warnings.isEmpty(), warned);
        QStringList got;
        for (const TestCase &c : r.cases)
            got << c.url;
        QCOMPARE(got, urls);
    }

    void importFilePicksTheImporter()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString xml =
            writeFile(dir, QStringLiteral("sitemap.xml"),
                      "<urlset><url><loc>https://e.com/1</loc></url><url><loc>https://e.com/2</loc></url></urlset>");
        const QString csv = writeFile(dir, QStringLiteral("cases.csv"), "url,agent\n/c,CCBot\n");
        const QString txt = writeFile(dir, QStringLiteral("urls.txt"), "/1\n/2\n/3\n");
        QCOMPARE(Importers::importFile(xml, kAgents).cases.size(), 4);
        QCOMPARE(Importers::importFile(csv, kAgents).cases.size(), 1);
        QCOMPARE(Importers::importFile(txt, kAgents).cases.size(), 6);
        QVERIFY(!Importers::importFile(dir.filePath(QStringLiteral("missing.txt")), kAgents).error.isEmpty());
    }

    void agentNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("token");
        // RFC 9309 §2.2.1: product-token = identifier / "*"; identifier = 1*(%x2D / %x41-5A / %x5F / %x61-7A).
        QTest::newRow("rfc9309-2.2.1/token")
            << "Googlebot-Image" << int(AgentNameKind::ProductToken) << "Googlebot-Image";
        QTest::newRow("rfc9309-2.2.1/underscore") << "my_bot" << int(AgentNameKind::ProductToken) << "my_bot";
        QTest::newRow("rfc9309-2.2.1/version") << "MOMspider/1.0" << int(AgentNameKind::NotAToken) << "MOMspider";
        QTest::newRow("rfc9309-2.2.1/digits") << "Bot2" << int(AgentNameKind::NotAToken) << "Bot";
        QTest::newRow("rfc9309-2.2.1/star") << "*" << int(AgentNameKind::Star) << "";
        QTest::newRow("empty") << "" << int(AgentNameKind::Empty) << "";
    }

    void agentNames()
    {
        QFETCH(QString, name);
        QFETCH(int, kind);
        QFETCH(QString, token);
        QCOMPARE(int(AgentPresets::classify(name)), kind);
        QCOMPARE(AgentPresets::tokenPart(name), token);
        QCOMPARE(AgentPresets::advice(name).isEmpty(), kind == int(AgentNameKind::ProductToken));
    }

    void presetsCoverTheCommonCrawlers()
    {
        // One catalogue of names: every preset outside the seeds' family is a crawler of the core's
        // catalogue, and every crawler of the catalogue is a preset, once.
        QStringList names;
        for (const AgentPreset &p : AgentPresets::all()) {
            names << p.name;
            QVERIFY(!p.family.isEmpty());
            if (p.family != AgentPresets::families().constLast()) // the seeds' robots are not real crawlers
                QVERIFY2(robots::findCrawler(p.name.toStdString()), qPrintable(p.name));
        }
        for (const robots::Crawler &crawler : robots::crawlerCatalogue()) {
            const QString name = QString::fromUtf8(crawler.token.data(), qsizetype(crawler.token.size()));
            QCOMPARE(names.count(name), 1);
        }
        QCOMPARE(names.size(), qsizetype(robots::crawlerCatalogue().size()) +
                                   AgentPresets::agentsOf(AgentPresets::families().constLast()).size());
        for (const char *agent : {"Googlebot", "Googlebot-Image", "Bingbot", "YandexBot", "DuckDuckBot", "Applebot",
                                  "GPTBot", "CCBot", "ClaudeBot"})
            QVERIFY2(names.contains(QLatin1String(agent)), agent);
        QVERIFY(AgentPresets::agentsOf(AgentPresets::families().first()).contains(QStringLiteral("Googlebot")));
    }

    void testSetRoundTrip()
    {
        const TestCases intended{
            {QStringLiteral("/private/x"), QStringLiteral("Googlebot"), Access::Disallowed, {}},
            {QStringLiteral("/path with space"), QStringLiteral("My Bot/1.0"), Access::Allowed, {DialectId::Google}},
            {QStringLiteral("/west-wing/"),
             QStringLiteral("Belle"),
             std::nullopt,
             {DialectId::WwwRobotRules, DialectId::NoRobots1994}},
        };
        const QByteArray text = TestSetFile::toText(intended);
        const TestSetFile::Loaded back = TestSetFile::fromText(text);
        QVERIFY2(back.errors.isEmpty(), qPrintable(back.errors.join(QLatin1Char('\n'))));
        QCOMPARE(back.cases, intended);

        QTemporaryDir dir;
        const QString path = TestSetFile::companionPath(dir.filePath(QStringLiteral("robots.txt")));
        QVERIFY(path.endsWith(QLatin1String("robots.txt.tests")));
        QString error;
        QVERIFY(TestSetFile::save(path, intended, DialectId::Rfc9309, &error));
        QCOMPARE(TestSetFile::load(path).cases, intended);

        // A primary dialect other than the runner's default is written as @dialect, so CI checks
        // the cases without a dialect under the same dialect the GUI did.
        const QByteArray google = TestSetFile::toText({intended.first()}, DialectId::Google);
        QVERIFY(google.contains("@dialect google\n"));
        QCOMPARE(TestSetFile::fromText(google).cases.first().dialects, QList<DialectId>{DialectId::Google});

        const TestSetFile::Loaded broken =
            TestSetFile::fromText("Googlebot /x perhaps\nBot /y allowed nosuch\nBot /z allowed\n");
        QCOMPARE(broken.cases.size(), 1);
        QCOMPARE(broken.errors.size(), 2);
        QVERIFY(broken.errors.first().startsWith(QStringLiteral("line 1")));
    }

    // The GUI and `robotstxt test` give the same verdict for every case of every example, and on
    // the crawler families' files (a catalogue crawler asked by its family in both).
    void identicalResultsToTheCli_data()
    {
        QTest::addColumn<QByteArray>("robotsTxt");
        QTest::addColumn<QByteArray>("testSet");
        QTest::addColumn<QList<DialectId>>("dialects");
        for (const Example &e : Examples::all())
            QTest::newRow(qPrintable(e.id)) << e.robotsTxt() << e.testSet() << e.dialects;
        QList<DialectId> all;
        for (const robots::Dialect &d : robots::allDialects())
            all << d.id();
        const auto bytes = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QString cli = QStringLiteral(ROBOTS_TEST_DATA "/cli/");
        QTest::newRow("families") << bytes(cli + QStringLiteral("families.robots.txt"))
                                  << bytes(cli + QStringLiteral("families.robots.txt.tests")) << all;
        const QString lesson = QStringLiteral(ROBOTS_SOURCE_DIR "/resources/lessons/08-product-tokens/");
        QTest::newRow("lesson-08-answer") << bytes(lesson + QStringLiteral("answer.robots.txt"))
                                          << bytes(lesson + QStringLiteral("goals.tests")) << all;
    }

    void identicalResultsToTheCli()
    {
        QFETCH(QByteArray, robotsTxt);
        QFETCH(QByteArray, testSet);
        QFETCH(QList<DialectId>, dialects);
        QVERIFY(!robotsTxt.isEmpty() && !testSet.isEmpty());
        // The build makes robotstxt before this suite: a missing program is a broken build, not
        // a reason to compare nothing.
        if (!QFile::exists(cliPath()))
            QFAIL("build/…/bin/robotstxt is not built: cannot compare with `robotstxt test`");
        QTemporaryDir dir;
        const QString robots = writeFile(dir, QStringLiteral("robots.txt"), robotsTxt);
        const QString tests = writeFile(dir, QStringLiteral("robots.txt.tests"), testSet);

        QProcess cli;
        cli.start(cliPath(), {QStringLiteral("test"), QStringLiteral("--verbose"), robots, tests});
        QVERIFY(cli.waitForFinished(30000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        // A `robotstxt test` that prints nothing and exits 2 is broken: it fails here like any
        // other difference from the GUI.
        QVERIFY2(!out.isEmpty(), qPrintable(QString::fromUtf8(cli.readAllStandardError())));
        QCOMPARE(cli.exitCode(), 0); // the expectations are the seeds' and the documentation's; they must hold

        // The GUI's verdicts, per (test-set line, dialect).
        DocumentAnalyzer analyzer;
        TesterModel model;
        QObject::connect(&analyzer, &DocumentAnalyzer::analysisReady, &model, &TesterModel::setAnalysis);
        model.setShownDialects(dialects);
        model.setCases(TestSetFile::fromText(testSet).cases);
        analyzer.setDialects(model.requiredDialects());
        analyzer.setText(robotsTxt);
        analyzer.flush();
        QTRY_VERIFY(!model.isEvaluating());

        // pass tests:LINE: AGENT URL [dialect]: verdict (line N: rule)
        static const QRegularExpression line(
            QStringLiteral("^(pass|info|FAIL) .*:(\\d+): (.+) \\[([a-z0-9.-]+)\\](?:: (allowed|disallowed))?"));
        QMap<QPair<int, QString>, QString> cliVerdicts;
        for (const QString &l : out.split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch m = line.match(l);
            if (m.hasMatch())
                cliVerdicts.insert({m.captured(2).toInt(), m.captured(4)}, m.captured(5));
        }
        // Map test-set lines to cases: the n-th case line is case n.
        QList<int> caseLines;
        int number = 0;
        for (const QByteArray &l : testSet.split('\n')) {
            ++number;
            const QByteArray t = l.trimmed();
            if (!t.isEmpty() && !t.startsWith('#') && !t.startsWith('@'))
                caseLines << number;
        }
        QCOMPARE(caseLines.size(), model.rowCount());
        int compared = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const TestCase c = model.testCase(row);
            for (DialectId d : c.dialects.isEmpty() ? QList<DialectId>{DialectId::Rfc9309} : c.dialects) {
                const std::string_view name = robots::dialect(d).name();
                const QString key = QString::fromUtf8(name.data(), qsizetype(name.size()));
                QVERIFY2(cliVerdicts.contains({caseLines.at(row), key}),
                         qPrintable(QStringLiteral("no CLI line for %1 [%2]").arg(caseLines.at(row)).arg(key)));
                const std::optional<robots::Decision> gui = model.decision(row, d);
                QVERIFY(gui);
                QCOMPARE(QString::fromUtf8(robots::accessName(gui->access).data()),
                         cliVerdicts.value({caseLines.at(row), key}));
                ++compared;
            }
            QCOMPARE(model.index(row, TesterModel::ResultColumn).data(TesterModel::OutcomeRole).toInt(),
                     int(TesterModel::Outcome::Pass));
        }
        QVERIFY(compared > 0);
    }
};

QTEST_MAIN(TestTesterImport)
#include "tst_testerimport.moc"
