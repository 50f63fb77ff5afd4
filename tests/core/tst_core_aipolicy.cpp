// SPDX-License-Identifier: MIT
// The AI crawler policy generator (robots/studio/aipolicy.h): groups by purpose for the crawler
// catalogue's crawlers, the `*` group's Content-Usage (draft-ietf-aipref-attach-05) and
// Content-Signal (Cloudflare) lines, and the promise that no other byte of the file changes.

#include "coretestutil.h"

#include "robots/studio/aipolicy.h"

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

// Every crawler of the purpose as its operator documents it (product token or not), one line each.
std::string namesOf(CrawlerCategory category, std::string_view eol = "\n")
{
    std::string out;
    for (const Crawler &c : crawlerCatalogue()) {
        if (c.category == category)
            out += "User-agent: " + std::string(c.token) + std::string(eol);
    }
    return out;
}

const AiPolicyFinding *findingFor(const AiPolicyPlan &plan, std::string_view crawler)
{
    for (const AiPolicyFinding &f : plan.findings) {
        if (f.crawler == crawler)
            return &f;
    }
    return nullptr;
}

Access verdict(std::string_view body, const Dialect &d, std::string_view agent, std::string_view path)
{
    return rulesFor(parse(body, d), agent).decide(path).access;
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
    // RSL 1.0 (rslstandard.org): `License: <absolute URL>`, one file-wide line in no group. The
    // generator adds it first (after a BOM), or sets the first License line's URL; it changes no
    // verdict and no other byte.
    void licenseLineIsFileWide_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("expected");
        const QString url = u"https://example.com/license.xml"_s;
        QTest::newRow("rsl-1.0/added-as-first-line")
            << u"User-agent: *\nDisallow: /private/\n"_s
            << u"License: https://example.com/license.xml\nUser-agent: *\nDisallow: /private/\n"_s;
        QTest::newRow("rsl-1.0/crlf-file")
            << u"User-agent: *\r\nDisallow:\r\n"_s
            << u"License: https://example.com/license.xml\r\nUser-agent: *\r\nDisallow:\r\n"_s;
        QTest::newRow("rsl-1.0/after-the-bom") << u"\uFEFFUser-agent: *\nDisallow:\n"_s
                                               << u"\uFEFFLicense: https://example.com/license.xml\nUser-agent: "
                                                  u"*\nDisallow:\n"_s;
        QTest::newRow("rsl-1.0/existing-line-updated-in-place")
            << u"User-agent: *\nDisallow:\n\nLicense: /old.xml # RSL\n"_s
            << u"User-agent: *\nDisallow:\n\nLicense: https://example.com/license.xml # RSL\n"_s;
        QTest::newRow("rsl-1.0/empty-value-filled") << u"License:\nUser-agent: *\nDisallow:\n"_s
                                                    << u"License: https://example.com/license.xml\nUser-agent: "
                                                       u"*\nDisallow:\n"_s;
        QTest::newRow("rsl-1.0/already-there")
            << u"License: https://example.com/license.xml\n"_s << u"License: https://example.com/license.xml\n"_s;
        QTest::newRow("rsl-1.0/empty-file") << QString() << u"License: https://example.com/license.xml\n"_s;
    }
    void licenseLineIsFileWide()
    {
        QFETCH(QString, body);
        QFETCH(QString, expected);
        AiPolicyChoices c;
        c.license = "https://example.com/license.xml";
        QVERIFY(!c.empty());
        const std::string before = body.toStdString();
        const std::string got = applied(before, c);
        QCOMPARE(QByteArray::fromStdString(got), expected.toUtf8()); // bytes: a BOM stays where it was
        const RobotsFile after = parse(got, aiprefDialect());
        const std::vector<LicenseLine> lines = licenseLines(after);
        QCOMPARE(lines.size(), std::size_t{1});
        QCOMPARE(q(lines.front().url), u"https://example.com/license.xml"_s);
        QVERIFY(lines.front().valid);
        // The line is in no group: every verdict stays as it was.
        for (const char *path : {"/", "/private/x"})
            QCOMPARE(verdict(got, dialect(DialectId::Rfc9309), "AnyBot", path),
                     verdict(before, dialect(DialectId::Rfc9309), "AnyBot", path));
        QVERIFY(aiPolicyEdits(after, got, c).empty());
    }

    // R614's rule: an absolute http(s) URL (rslstandard.org: "the absolute URL").
    void licenseUrlMustBeAbsoluteHttp_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::newRow("rsl-1.0/https") << u"https://example.com/license.xml"_s << true;
        QTest::newRow("rsl-1.0/http") << u"http://example.com/rsl/feed"_s << true;
        QTest::newRow("rsl-1.0/relative") << u"/license.xml"_s << false;
        QTest::newRow("rsl-1.0/other-scheme") << u"ftp://example.com/license.xml"_s << false;
        QTest::newRow("rsl-1.0/empty") << QString() << false;
        QTest::newRow("rsl-1.0/no-host") << u"https:///license.xml"_s << false;
    }
    void licenseUrlMustBeAbsoluteHttp()
    {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        QCOMPARE(isLicenseUrl(url.toStdString()), valid);
    }

    void choicesAreEmptyUntilOneIsMade()
    {
        QVERIFY(AiPolicyChoices{}.empty());
        QVERIFY(!make({{CrawlerCategory::Training, AiPolicyAction::Block}}).empty());
        QVERIFY(!make({}, std::string("train-ai=n")).empty());
        QVERIFY(aiPolicyEdits(parse("User-agent: *\nDisallow:\n", aiprefDialect()), "User-agent: *\nDisallow:\n",
                              AiPolicyChoices{})
                    .empty());
    }

    // "Block" is `Disallow: /` in one appended group; "Allow" writes nothing for a crawler the
    // file does not name, since `*` already governs it (the handbook's "AI crawler policy").
    void blockAppendsOneGroupAndAllowWritesNothingForUnnamedCrawlers()
    {
        const std::string body = "User-agent: *\nDisallow: /private/\n";
        const std::string expected = body + "\n# AI crawlers blocked by purpose (robotstxt ai-policy)\n" +
                                     namesOf(CrawlerCategory::Training) + "Disallow: /\n";
        const std::string got = applied(body, make({{CrawlerCategory::Training, AiPolicyAction::Block},
                                                    {CrawlerCategory::AiSearch, AiPolicyAction::Allow}}));
        QCOMPARE(q(got), q(expected));
    }

    // The defect this generator once had: allowing AI search wrote `Allow: /` for OAI-SearchBot,
    // which then escaped the `*` group's `Disallow: /admin/` and its `train-ai=n`.
    void allowNeverGivesMoreThanTheStarGroup()
    {
        const std::string body = "User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=n\n";
        const AiPolicyChoices c = make(
            {{CrawlerCategory::Training, AiPolicyAction::Block}, {CrawlerCategory::AiSearch, AiPolicyAction::Allow}});
        const std::string got = applied(body, c);
        QVERIFY2(got.find("Allow: /\n") == std::string::npos, got.c_str());
        for (const Dialect *d : aiPolicyDialects())
            QCOMPARE(verdict(got, *d, "OAI-SearchBot", "/admin/secret"), Access::Disallowed);
        const UsagePreferences p = usagePreferences(rulesFor(parse(got, aiprefDialect()), "OAI-SearchBot"), "/page");
        QCOMPARE(q(p.contentUsage[0].value), u"n"_s);
        QCOMPARE(p.contentUsage[0].line, 3u);
    }

    // A crawler the file already names in a group that does the opposite is reported with its
    // line, and its group is rewritten: never "nothing to change".
    void aCrawlersOwnGroupIsRewrittenWhenItDoesNotDoWhatWasAsked_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("category");
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("crawler");
        QTest::addColumn<QByteArray>("output");
        QTest::newRow("GPTBot Allow: / when training is blocked")
            << QByteArray("User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot # ours\nAllow: /\nCrawl-delay: 5\n")
            << int(CrawlerCategory::Training) << int(AiPolicyAction::Block) << u"GPTBot"_s
            << QByteArray(
                   "User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot # ours\nDisallow: /\nCrawl-delay: 5\n");
        QTest::newRow("PerplexityBot Disallow: / when AI search is allowed: the star group's lines")
            << QByteArray("User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=n\n\nUser-agent: "
                          "PerplexityBot\nDisallow: /")
            << int(CrawlerCategory::AiSearch) << int(AiPolicyAction::Allow) << u"PerplexityBot"_s
            << QByteArray("User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=n\n\nUser-agent: "
                          "PerplexityBot\nDisallow: /admin/\nContent-Usage: train-ai=n\n");
        QTest::newRow("a shared group loses only the crawler's line")
            << QByteArray("User-agent: GPTBot\nUser-agent: CCBot\nAllow: /\n") << int(CrawlerCategory::Training)
            << int(AiPolicyAction::Block) << u"GPTBot"_s << QByteArray("User-agent: CCBot\nAllow: /\n");
        QTest::newRow("allowed with no star group: Allow: /")
            << QByteArray("User-agent: PerplexityBot\nDisallow: /\n") << int(CrawlerCategory::AiSearch)
            << int(AiPolicyAction::Allow) << u"PerplexityBot"_s << QByteArray("User-agent: PerplexityBot\nAllow: /\n");
    }
    void aCrawlersOwnGroupIsRewrittenWhenItDoesNotDoWhatWasAsked()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, category);
        QFETCH(int, action);
        QFETCH(QString, crawler);
        QFETCH(QByteArray, output);
        AiPolicyChoices c;
        c.set(static_cast<CrawlerCategory>(category), static_cast<AiPolicyAction>(action));
        const std::string body = input.toStdString();
        const AiPolicyPlan plan = aiPolicyPlan(parse(body, aiprefDialect()), body, c);
        const AiPolicyFinding *f = findingFor(plan, crawler.toStdString());
        QVERIFY(f);
        QCOMPARE(f->kind, AiPolicyFindingKind::GroupRewritten);
        QVERIFY(f->line > 0);
        const std::string got = applyEdits(body, plan.edits);
        const std::string name = crawler.toStdString();
        for (const Dialect *d : aiPolicyDialects()) {
            if (static_cast<AiPolicyAction>(action) == AiPolicyAction::Block)
                QCOMPARE(verdict(got, *d, name, "/"), Access::Disallowed);
            else
                QCOMPARE(verdict(got, *d, name, "/admin/x"), verdict(got, *d, "*", "/admin/x"));
        }
        // Shared groups: the crawler is blocked by the appended group; compare the user's part.
        QCOMPARE(QByteArray::fromStdString(got.substr(0, std::size_t(output.size()))), output);
        // Applied, the file does what was asked: a second run says so and changes nothing.
        const AiPolicyPlan again = aiPolicyPlan(parse(got, aiprefDialect()), got, c);
        QVERIFY(again.edits.empty());
        const AiPolicyFinding *after = findingFor(again, name);
        QVERIFY(!after || after->kind == AiPolicyFindingKind::AlreadyDone);
    }

    // Allow compares with the `*` group as it will be: a new Content-Usage value for `*` reaches a
    // crawler's own group that copied the old one.
    void allowComparesWithTheStarGroupsNewPreferences()
    {
        const std::string body = "User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=n\n\n"
                                 "User-agent: GPTBot\nDisallow: /admin/\nContent-Usage: train-ai=n\n";
        const AiPolicyChoices c = make({{CrawlerCategory::Training, AiPolicyAction::Allow}}, std::string("train-ai=y"));
        const AiPolicyPlan plan = aiPolicyPlan(parse(body, aiprefDialect()), body, c);
        const AiPolicyFinding *f = findingFor(plan, "GPTBot");
        QVERIFY(f);
        QCOMPARE(f->kind, AiPolicyFindingKind::GroupRewritten);
        const std::string got = applyEdits(body, plan.edits);
        QCOMPARE(q(got), q("User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=y\n\n"
                           "User-agent: GPTBot\nDisallow: /admin/\nContent-Usage: train-ai=y\n"));
        QVERIFY(aiPolicyEdits(parse(got, aiprefDialect()), got, c).empty());
    }

    void aGroupThatAlreadyDoesWhatWasAskedIsReportedAndKept()
    {
        const std::string body = "User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /\n";
        const AiPolicyPlan plan = aiPolicyPlan(parse(body, aiprefDialect()), body,
                                               make({{CrawlerCategory::Training, AiPolicyAction::Block}}));
        const AiPolicyFinding *f = findingFor(plan, "GPTBot");
        QVERIFY(f);
        QCOMPARE(f->kind, AiPolicyFindingKind::AlreadyDone);
        QCOMPARE(f->line, 4u);
        QCOMPARE(q(applyEdits(body, plan.edits)).count(u"User-agent: GPTBot"_s), 1);
    }

    // AI2Bot, Ai2Bot-Dolma and Kangaroo Bot are written as their operators document them; the
    // finding says how each dialect of the core reads such a line (computed with groupsFor()).
    void namesThatAreNotProductTokensAreWrittenAsDocumentedWithTheirReadings()
    {
        const AiPolicyChoices c = make({{CrawlerCategory::Training, AiPolicyAction::Block}});
        const std::string body = "User-agent: *\nDisallow: /admin/\n";
        const AiPolicyPlan plan = aiPolicyPlan(parse(body, aiprefDialect()), body, c);
        const std::string got = applyEdits(body, plan.edits);
        for (std::string_view name : {"AI2Bot", "Ai2Bot-Dolma", "Kangaroo Bot"}) {
            QVERIFY2(got.find("User-agent: " + std::string(name) + "\n") != std::string::npos, name.data());
            const AiPolicyFinding *f = findingFor(plan, name);
            QVERIFY(f);
            QCOMPARE(f->kind, AiPolicyFindingKind::NotProductToken);
            QCOMPARE(f->readers.size(), allDialects().size());
            QCOMPARE(q(f->readAs), q(productTokenReading(name)));
            // rfc9309 and google cut the line to its product token and compare the crawler's
            // whole name with it: no match, the `*` group decides.
            for (const AiPolicyReading &r : f->readers) {
                if (r.dialect == "rfc9309" || r.dialect == "google")
                    QVERIFY2(!r.matches, r.dialect.data());
                if (r.dialect == "python-urllib-3.15")
                    QVERIFY2(r.matches, r.dialect.data());
            }
            QCOMPARE(verdict(got, dialect(DialectId::Google), name, "/"), Access::Allowed);
            QCOMPARE(verdict(got, dialect(DialectId::PythonUrllib315), name, "/"), Access::Disallowed);
        }
        // A second run finds them written: nothing left to change.
        QVERIFY(aiPolicyEdits(parse(got, aiprefDialect()), got, c).empty());
    }

    void summaryCountsWhatTheFileDoesPerDialect()
    {
        const AiPolicyChoices c = make(
            {{CrawlerCategory::Training, AiPolicyAction::Block}, {CrawlerCategory::AiSearch, AiPolicyAction::Allow}});
        const std::string body = "User-agent: *\nDisallow: /admin/\n\nUser-agent: PerplexityBot\nDisallow: /\n";
        const std::string got = applied(body, c);
        std::size_t training = 0, notToken = 0, search = 0;
        for (const Crawler &cr : crawlerCatalogue()) {
            training += cr.category == CrawlerCategory::Training;
            notToken += cr.category == CrawlerCategory::Training && !isProductToken(cr.token);
            search += cr.category == CrawlerCategory::AiSearch;
        }
        const auto before = aiPolicySummary(body, c);
        const auto after = aiPolicySummary(got, c);
        QCOMPARE(after.size(), std::size_t(4)); // two purposes × rfc9309, google
        QCOMPARE(q(after[0].dialect), u"rfc9309"_s);
        QCOMPARE(q(after[1].dialect), u"google"_s);
        for (const std::size_t i : {0, 1}) {
            QCOMPARE(after[i].category, CrawlerCategory::Training);
            QCOMPARE(after[i].total, training);
            QCOMPARE(after[i].done, training - notToken); // AI2Bot & co. get `*` under both
            QCOMPARE(before[i].done, std::size_t(0));
            QCOMPARE(after[i + 2].category, CrawlerCategory::AiSearch);
            QCOMPARE(after[i + 2].total, search);
            QCOMPARE(after[i + 2].done, search); // PerplexityBot rewritten
            QCOMPARE(before[i + 2].done, search - 1);
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
                           namesOf(CrawlerCategory::UserTriggered, "\r\n") + "Disallow: /\r\n"));
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
