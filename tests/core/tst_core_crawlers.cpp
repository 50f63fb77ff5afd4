// SPDX-License-Identifier: MIT
// The crawler catalogue (core/data/crawlers.tsv compiled into the core) and the tool that
// refreshes it from ai.robots.txt's robots.json (tools/refresh-crawlers).

#include "coretestutil.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace robots;
using namespace coretest;
using namespace Qt::StringLiterals;

namespace {

struct ToolRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

ToolRun runRefresh(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral("python3"), QStringList{QStringLiteral(ROBOTS_SOURCE_DIR "/tools/refresh-crawlers")} + args);
    ToolRun r;
    if (!p.waitForFinished(-1))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestCoreCrawlers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogueHasAtLeastSixtyWellFormedEntries()
    {
        const auto all = crawlerCatalogue();
        QVERIFY2(all.size() >= 60, qPrintable(QString::number(all.size())));
        QSet<QString> seen;
        for (const Crawler &c : all) {
            const QString token = q(c.token);
            QVERIFY2(!c.token.empty() && !c.operatorName.empty(), qPrintable(token));
            QVERIFY2(c.source.starts_with("https://"), qPrintable(token));
            QVERIFY2(!c.description.empty() && c.description.size() < 200, qPrintable(token));
            QVERIFY2(!seen.contains(token.toLower()), qPrintable(QStringLiteral("duplicate ") + token));
            // docs/crawlers.md: `checked` is an ISO date (crawler-table.cmake refuses any other form).
            QVERIFY2(c.checked.size() == 10 && c.checked[4] == '-' && c.checked[7] == '-', qPrintable(token));
            seen.insert(token.toLower());
            QCOMPARE(crawlerCategoryFromName(crawlerCategoryName(c.category)), std::optional(c.category));
        }
    }

    void majorOperatorsAreCatalogued_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("operatorName");
        QTest::addColumn<QString>("category");
        QTest::addColumn<bool>("control");
        const auto row = [](const char *t, const char *o, const char *c, bool control = false) {
            QTest::newRow(t) << QString::fromUtf8(t) << QString::fromUtf8(o) << QString::fromUtf8(c) << control;
        };
        row("GPTBot", "OpenAI", "training");
        row("OAI-SearchBot", "OpenAI", "ai-search");
        row("ChatGPT-User", "OpenAI", "user-triggered");
        row("ClaudeBot", "Anthropic", "training");
        row("Claude-User", "Anthropic", "user-triggered");
        row("Google-Extended", "Google", "training", true);
        row("Google-CloudVertexBot", "Google", "ai-agent");
        row("Googlebot", "Google", "search-engine");
        row("Applebot-Extended", "Apple", "training", true);
        row("Applebot", "Apple", "search-engine");
        row("meta-externalagent", "Meta", "training");
        row("PerplexityBot", "Perplexity", "ai-search");
        row("CCBot", "Common Crawl", "dataset");
        row("Bytespider", "ByteDance", "training");
        row("Amazonbot", "Amazon", "training");
        row("Bingbot", "Microsoft", "search-engine");
        row("MistralAI-User", "Mistral AI", "user-triggered");
        row("cohere-training-data-crawler", "Cohere", "training");
        row("DeepSeekBot", "DeepSeek", "training");
        row("YouBot", "You.com", "ai-search");
        row("DuckAssistBot", "DuckDuckGo", "ai-search");
        row("DuckDuckBot", "DuckDuckGo", "search-engine");
        row("YandexBot", "Yandex", "search-engine");
        row("Baiduspider", "Baidu", "search-engine");
        row("AhrefsBot", "Ahrefs", "seo-tool");
        row("SemrushBot", "Semrush", "seo-tool");
        row("MJ12bot", "Majestic", "seo-tool");
        row("DotBot", "Moz", "seo-tool");
        // The November 2026 refresh: Google's list of user-triggered fetchers
        // (developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers),
        // Diffbot's "Does Diffbot respect robots.txt?" and Tabstack's "Controlling Tabstack Access".
        row("Google-NotebookLM", "Google", "user-triggered");
        row("Google-GeminiNotebook", "Google", "user-triggered");
        row("Google-CWS", "Google", "user-triggered");
        row("Diffbot-User", "Diffbot", "user-triggered");
        row("Mozilla-Tabstack", "Mozilla", "ai-agent");
        // Google's common and special-case crawlers (developers.google.com/search/docs/crawling-indexing/
        // google-common-crawlers, google-special-case-crawlers), Bing's and Yandex's documented robots,
        // and the other search engines and link previews people write groups for.
        row("Googlebot-News", "Google", "search-engine");
        row("Googlebot-Video", "Google", "search-engine");
        row("Google-InspectionTool", "Google", "search-engine");
        row("GoogleOther-Image", "Google", "other");
        row("AdsBot-Google", "Google", "other");
        row("Mediapartners-Google", "Google", "other");
        row("APIs-Google", "Google", "other");
        row("AdIdxBot", "Microsoft", "other");
        row("BingPreview", "Microsoft", "other");
        row("Yandex", "Yandex", "search-engine");
        row("YandexImages", "Yandex", "search-engine");
        row("YandexAdNet", "Yandex", "other");
        row("Slurp", "Yahoo", "search-engine");
        row("Qwantbot", "Qwant", "search-engine");
        row("Naverbot", "Naver", "search-engine");
        row("Twitterbot", "X", "link-preview");
        row("LinkedInBot", "LinkedIn", "link-preview");
        row("facebookexternalhit", "Meta", "link-preview");
    }

    // docs/crawlers.md: rows are grouped by operator, so an operator's crawlers read as one block
    // (and the tester's presets list them in that order).
    void rowsAreGroupedByOperator()
    {
        QSet<QString> done;
        QString current;
        for (const Crawler &c : crawlerCatalogue()) {
            const QString op = q(c.operatorName);
            if (op == current)
                continue;
            QVERIFY2(!done.contains(op), qPrintable(op + QStringLiteral(" again at ") + q(c.token)));
            done.insert(current);
            current = op;
        }
    }
    void majorOperatorsAreCatalogued()
    {
        QFETCH(QString, token);
        QFETCH(QString, operatorName);
        QFETCH(QString, category);
        QFETCH(bool, control);
        const Crawler *c = findCrawler(token.toStdString());
        QVERIFY2(c, qPrintable(token));
        QCOMPARE(q(c->operatorName), operatorName);
        QCOMPARE(q(crawlerCategoryName(c->category)), category);
        QCOMPARE(c->controlToken, control);
        // Names compare as product tokens do: case-insensitively (RFC 9309 §2.2.1).
        QCOMPARE(findCrawler(token.toLower().toStdString()), c);
    }

    void productTokenReadingIsGooglesCut_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("reading");
        QTest::newRow("GPTBot") << u"GPTBot"_s << true << u"GPTBot"_s;
        QTest::newRow("ChatGPT Agent") << u"ChatGPT Agent"_s << false << u"ChatGPT"_s;
        QTest::newRow("Brightbot 1.0") << u"Brightbot 1.0"_s << false << u"Brightbot"_s;
        QTest::newRow("AI2Bot") << u"AI2Bot"_s << false << u"AI"_s;
        QTest::newRow("MJ12bot") << u"MJ12bot"_s << false << u"MJ"_s;
        QTest::newRow("iaskspider/2.0") << u"iaskspider/2.0"_s << false << u"iaskspider"_s;
        QTest::newRow("empty") << QString() << false << QString();
    }
    void productTokenReadingIsGooglesCut()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QFETCH(QString, reading);
        const std::string n = name.toStdString();
        QCOMPARE(isProductToken(n), valid);
        QCOMPARE(q(productTokenReading(n)), reading);
    }

    // The catalogue's date is the newest day a row was checked against its source: Help → About
    // and `robotstxt ai --help` show it, so it must move when a row is re-checked.
    void catalogueDateIsTheNewestCheckedRow()
    {
        std::string_view newest;
        for (const Crawler &c : crawlerCatalogue())
            newest = std::max(newest, c.checked);
        QCOMPARE(q(crawlerCatalogueDate()), q(newest));
        // The rows this refresh re-read carry its day.
        for (const char *token : {"Google-CWS", "Google-GeminiNotebook", "Diffbot-User", "Mozilla-Tabstack"}) {
            const Crawler *c = findCrawler(token);
            QVERIFY2(c, token);
            QCOMPARE(q(c->checked), q(crawlerCatalogueDate()));
        }
    }

    // User-triggered fetchers run because a person asked, so Google says they generally ignore
    // robots.txt (google-user-triggered-fetchers); the catalogue says so for each of Google's.
    void googlesUserTriggeredFetchersDoNotObey()
    {
        for (const Crawler &c : crawlerCatalogue()) {
            if (c.operatorName == "Google" && c.category == CrawlerCategory::UserTriggered &&
                c.source.find("user-triggered-fetchers") != std::string_view::npos)
                QVERIFY2(c.obeys == Obeys::No, qPrintable(q(c.token)));
        }
    }

    void catalogueHeaderCreditsAiRobotsTxt()
    {
        const QString text = readAll(QStringLiteral(ROBOTS_SOURCE_DIR "/core/data/crawlers.tsv"));
        QVERIFY(text.contains(u"ai.robots.txt (MIT licence)"_s));
    }

    // The tool on a small robots.json: new names are added with a guessed category, names we
    // have keep our row byte for byte, and names that are not product tokens are reported.
    void refreshAddsMissingNamesAndNeverOverwritesOurs()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString json = dir.filePath(u"robots.json"_s);
        const auto entry = [](const char *op, const char *respect, const char *function, const char *description) {
            return QJsonObject{{u"operator"_s, QString::fromUtf8(op)},
                               {u"respect"_s, QString::fromUtf8(respect)},
                               {u"function"_s, QString::fromUtf8(function)},
                               {u"description"_s, QString::fromUtf8(description)}};
        };
        const QJsonObject list{
            {u"GPTBot"_s, entry("Someone else", "No", "AI Search Crawlers", "x")},
            {u"NewTrainer"_s, entry("[Trainer Inc](https://trainer.example/bot)", "Yes", "LLM training.", "y")},
            {u"Helper Bot"_s, entry("Unclear at this time.", "Unclear at this time.", "AI Assistants",
                                    "More info can be found at https://h.example/.")},
        };
        QVERIFY(writeAll(json, QJsonDocument(list).toJson()));
        const QString out = dir.filePath(u"crawlers.tsv"_s);
        const ToolRun r = runRefresh({json, u"--output"_s, out, u"--checked"_s, u"2026-01-02"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString before = readAll(QStringLiteral(ROBOTS_SOURCE_DIR "/core/data/crawlers.tsv"));
        const QString after = readAll(out);
        QVERIFY(after.startsWith(before));
        const QString added = after.mid(before.size());
        QCOMPARE(added.count(QLatin1Char('\n')), 2);
        // Eight columns, the day given by --checked in the seventh.
        QVERIFY2(
            added.contains(u"NewTrainer\tTrainer Inc\ttraining\tno\tyes\thttps://trainer.example/bot\t2026-01-02\t"_s),
            qPrintable(added));
        QVERIFY2(
            added.contains(u"Helper Bot\tunknown\tuser-triggered\tno\tunknown\thttps://h.example/\t2026-01-02\t"_s),
            qPrintable(added));
        for (const QString &line : added.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QCOMPARE(line.count(QLatin1Char('\t')), 7);
        QVERIFY(r.out.contains(u"not a product token: 'Helper Bot': Google's parser reads it as `Helper`"_s));
        QVERIFY(r.out.contains(u"2 added"_s));
    }

    // A row taken from ai.robots.txt alone that the list has since dropped is reported, and kept:
    // whether it goes is a person's call from the operator's documentation. Rows with an
    // operator's source are ours whatever the list says (it lists AI crawlers only: it dropped
    // SemrushBot in July 2025, an SEO crawler Semrush still documents).
    void refreshReportsRowsNoLongerListedAndKeepsThem()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString catalogue = dir.filePath(u"crawlers.tsv"_s);
        const QByteArray aiRobotsTxt = "https://github.com/ai-robots-txt/ai.robots.txt";
        const QByteArrayList rows{
            "token\toperator\tcategory\tcontrol\tobeys\tsource\tchecked\tdescription",
            "OldBot\tOld Inc\ttraining\tno\tunknown\t" + aiRobotsTxt + "\t2025-01-01\tx",
            "SemrushBot\tSemrush\tseo-tool\tno\tyes\thttps://www.semrush.com/bot/\t2026-11-26\ty",
            "KeptBot\tKept\ttraining\tno\tyes\t" + aiRobotsTxt + "\t2025-01-01\tz",
        };
        QVERIFY(writeAll(catalogue, rows.join('\n') + '\n'));
        const QString json = dir.filePath(u"robots.json"_s);
        QVERIFY(writeAll(json, R"({"keptbot": {"operator": "Kept", "respect": "Yes", "function": "LLM training"}})"));
        const QString before = readAll(catalogue);
        const ToolRun r = runRefresh({json, u"--catalogue"_s, catalogue});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"no longer listed: OldBot"_s), qPrintable(r.out));
        QVERIFY2(!r.out.contains(u"no longer listed: SemrushBot"_s), qPrintable(r.out));
        QVERIFY2(!r.out.contains(u"no longer listed: KeptBot"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"3 kept, 0 added, 1 no longer listed"_s), qPrintable(r.out));
        QCOMPARE(readAll(catalogue), before);
    }

    void refreshRefusesACheckedDayThatIsNotADate()
    {
        const ToolRun r = runRefresh({QStringLiteral(ROBOTS_SOURCE_DIR "/core/data/crawlers.tsv"), u"--dry-run"_s,
                                      u"--checked"_s, u"29/11/2026"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"--checked must be YYYY-MM-DD"_s), qPrintable(r.err));
    }

    void refreshReportsAClearErrorForAMissingFile()
    {
        const ToolRun r = runRefresh({u"/nonexistent/robots.json"_s, u"--dry-run"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"refresh-crawlers:"_s) && r.err.contains(u"robots.json"_s), qPrintable(r.err));
    }

    // The real list, read in place from ../shared when it is there.
    void refreshMergesTheSharedAiRobotsTxtList()
    {
        const QString json = QStringLiteral(ROBOTS_SHARED_DIR "/data/ai.robots.txt/robots.json");
        if (!QFile::exists(json))
            QSKIP(qPrintable(json + u" is absent: the shared data folder is not beside this checkout"_s));
        QTemporaryDir dir;
        const QString out = dir.filePath(u"crawlers.tsv"_s);
        const ToolRun r = runRefresh({json, u"--output"_s, out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString before = readAll(QStringLiteral(ROBOTS_SOURCE_DIR "/core/data/crawlers.tsv"));
        const QString after = readAll(out);
        QVERIFY(after.startsWith(before));
        QVERIFY(after.contains(u"\nCursor\t"_s));
        QVERIFY(r.out.contains(u"not a product token: 'Brightbot 1.0': Google's parser reads it as `Brightbot`"_s));
        QVERIFY(r.out.contains(u"not a product token: 'ChatGPT Agent': Google's parser reads it as `ChatGPT`"_s));
        // Every name of the list is in the merged catalogue.
        QFile jf(json);
        QVERIFY(jf.open(QIODevice::ReadOnly));
        const QJsonObject names = QJsonDocument::fromJson(jf.readAll()).object();
        QSet<QString> merged;
        for (const QString &line : after.split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1Char('#')) && line.contains(QLatin1Char('\t')))
                merged.insert(line.section(QLatin1Char('\t'), 0, 0).toLower());
        }
        for (auto it = names.begin(); it != names.end(); ++it)
            QVERIFY2(merged.contains(it.key().toLower()), qPrintable(it.key()));
    }
};

QTEST_GUILESS_MAIN(TestCoreCrawlers)
#include "tst_core_crawlers.moc"
