// SPDX-License-Identifier: MIT
// The AI crawler policy generator (robots/aipolicy.h): groups by purpose for the crawler
// catalogue's crawlers, the `*` group's Content-Usage (draft-ietf-aipref-attach-05) and
// Content-Signal (Cloudflare) lines, and the promise that no other byte of the file changes.

#include "coretestutil.h"

#include "robots/aipolicy.h"

#include <QTest>

using namespace robots;
using namespace coretest;
using namespace Qt::StringLiterals;

namespace {

std::string applied(std::string_view body, const AiPolicyChoices &c)
{
    const RobotsFile file = parse(body, aiprefDialect());
    return applyEdits(body, aiPolicyEdits(file, body, c));
}

std::string tokensOf(CrawlerCategory category, std::string_view eol = "\n")
{
    std::string out;
    for (const Crawler &c : crawlerCatalogue()) {
        if (c.category == category && isProductToken(c.token))
            out += "User-agent: " + std::string(c.token) + std::string(eol);
    }
    return out;
}

AiPolicyChoices make(std::initializer_list<std::pair<CrawlerCategory, AiPolicyAction>> actions,
                     std::optional<std::string> usage = {}, std::optional<std::string> signal = {})
{
    AiPolicyChoices c;
    for (const auto &[category, action] : actions)
        c.set(category, action);
    c.contentUsage = std::move(usage);
    c.contentSignal = std::move(signal);
    return c;
}

} // namespace

class TestCoreAiPolicy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void choicesAreEmptyUntilOneIsMade()
    {
        QVERIFY(AiPolicyChoices{}.empty());
        QVERIFY(!make({{CrawlerCategory::Training, AiPolicyAction::Block}}).empty());
        QVERIFY(!make({}, std::string("train-ai=n")).empty());
        QVERIFY(aiPolicyEdits(parse("User-agent: *\nDisallow:\n", aiprefDialect()), "User-agent: *\nDisallow:\n",
                              AiPolicyChoices{})
                    .empty());
    }

    void blockedAndAllowedPurposesGetOneGroupEach()
    {
        const std::string body = "User-agent: *\nDisallow: /private/\n";
        const std::string expected = body + "\n# AI crawlers blocked by purpose (robotstxt ai-policy)\n" +
                                     tokensOf(CrawlerCategory::Training) + "Disallow: /\n" +
                                     "\n# AI crawlers allowed by purpose (robotstxt ai-policy)\n" +
                                     tokensOf(CrawlerCategory::AiSearch) + "Allow: /\n";
        const std::string got = applied(body, make({{CrawlerCategory::Training, AiPolicyAction::Block},
                                                    {CrawlerCategory::AiSearch, AiPolicyAction::Allow}}));
        QCOMPARE(q(got), q(expected));
    }

    void crawlersTheFileNamesKeepTheirGroup()
    {
        const std::string body = "User-agent: GPTBot\nAllow: /\n";
        const AiPolicyChoices c = make({{CrawlerCategory::Training, AiPolicyAction::Block}});
        const std::string got = applied(body, c);
        QVERIFY(got.starts_with(body));
        QVERIFY(got.find("User-agent: GPTBot", body.size()) == std::string::npos);
        QVERIFY(got.find("User-agent: ClaudeBot") != std::string::npos);
        const auto kept = aiPolicyKeptCrawlers(parse(body, aiprefDialect()), c);
        QCOMPARE(kept.size(), std::size_t(1));
        QCOMPARE(q(kept.front()), u"GPTBot"_s);
    }

    void namesThatAreNotProductTokensAreLeftOut()
    {
        // No RFC 9309 reader can name `ChatGPT Agent` (§2.2.1): a group for it would be a lie.
        const std::string got = applied("", make({{CrawlerCategory::AiAgent, AiPolicyAction::Block}}));
        for (const Crawler &c : crawlerCatalogue()) {
            if (c.category == CrawlerCategory::AiAgent && !isProductToken(c.token))
                QVERIFY2(got.find("User-agent: " + std::string(c.token) + "\n") == std::string::npos, c.token.data());
        }
        QVERIFY(got.starts_with("# AI crawlers blocked by purpose"));
        // …and they are the ones aiPolicyUnnamedCrawlers() names, so the user can be told.
        const auto unnamed = aiPolicyUnnamedCrawlers(make({{CrawlerCategory::AiAgent, AiPolicyAction::Block}}));
        QVERIFY(!unnamed.empty());
        for (const std::string_view token : unnamed) {
            QVERIFY(!isProductToken(token));
            QCOMPARE(findCrawler(token)->category, CrawlerCategory::AiAgent);
        }
    }

    void preferencesGoIntoTheStarGroup_data()
    {
        QTest::addColumn<QString>("usage");
        QTest::addColumn<QString>("signal");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("output");
        QTest::newRow("after the star group's last line")
            << u"train-ai=n"_s << u"search=yes"_s
            << QByteArray("User-agent: *\nDisallow: /tmp/\n\nUser-agent: Foo\nDisallow: /\n")
            << QByteArray("User-agent: *\nDisallow: /tmp/\nContent-Usage: train-ai=n\nContent-Signal: search=yes\n\n"
                          "User-agent: Foo\nDisallow: /\n");
        QTest::newRow("own line updated in place, CRLF kept")
            << u"train-ai=n, search=y"_s << QString()
            << QByteArray("User-agent: *\r\nContent-Usage: train-ai=y # ours\r\nContent-Usage: /a/ train-ai=y\r\n")
            << QByteArray(
                   "User-agent: *\r\nContent-Usage: train-ai=n, search=y # ours\r\nContent-Usage: /a/ train-ai=y\r\n");
        QTest::newRow("a star group made when there is none")
            << QString() << u"search=yes, ai-train=no"_s << QByteArray("User-agent: Foo\nDisallow: /")
            << QByteArray("User-agent: Foo\nDisallow: /\n\nUser-agent: *\nContent-Signal: search=yes, ai-train=no\n");
        QTest::newRow("already said: nothing")
            << u"train-ai=n"_s << QString() << QByteArray("User-agent: *\nContent-Usage: train-ai=n\n")
            << QByteArray("User-agent: *\nContent-Usage: train-ai=n\n");
    }
    void preferencesGoIntoTheStarGroup()
    {
        QFETCH(QString, usage);
        QFETCH(QString, signal);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, output);
        AiPolicyChoices c;
        if (!usage.isEmpty())
            c.contentUsage = usage.toStdString();
        if (!signal.isEmpty())
            c.contentSignal = signal.toStdString();
        QCOMPARE(QByteArray::fromStdString(applied(input.toStdString(), c)), output);
    }

    void newLinesFollowTheFilesLineEnding()
    {
        const std::string got = applied("User-agent: *\r\nDisallow: /x\r\n",
                                        make({{CrawlerCategory::UserTriggered, AiPolicyAction::Block}}));
        QCOMPARE(q(got), q("User-agent: *\r\nDisallow: /x\r\n\r\n# AI crawlers blocked by purpose (robotstxt "
                           "ai-policy)\r\n" +
                           tokensOf(CrawlerCategory::UserTriggered, "\r\n") + "Disallow: /\r\n"));
    }

    void applyingTwiceChangesNothing()
    {
        // A realistic file from the corpus's shape: comments, a sitemap, a named crawler.
        const std::string body = "# robots.txt for example.com\nUser-agent: *\nDisallow: /admin/\n\n"
                                 "User-agent: Googlebot\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n";
        const AiPolicyChoices c = make(
            {{CrawlerCategory::Training, AiPolicyAction::Block}, {CrawlerCategory::AiSearch, AiPolicyAction::Allow}},
            std::string("train-ai=n, search=y"), std::string("search=yes, ai-train=no"));
        const std::string once = applied(body, c);
        QVERIFY(once != body);
        QCOMPARE(q(applied(once, c)), q(once));
        // The user's lines are all still there, in order.
        std::size_t at = 0;
        for (std::string_view line : {"# robots.txt for example.com", "Disallow: /admin/", "User-agent: Googlebot",
                                      "Sitemap: https://example.com/sitemap.xml"}) {
            at = once.find(line, at);
            QVERIFY2(at != std::string::npos, line.data());
        }
    }
};

QTEST_GUILESS_MAIN(TestCoreAiPolicy)
#include "tst_core_aipolicy.moc"
