// SPDX-License-Identifier: MIT
// The dialect table: the eleven dialects exist with names, descriptions and distinctive choices
// (stable ids for translation), and their choices say what SEMANTICS.md says they do.

#include "coretestutil.h"

#include <QSet>
#include <QTest>

#include <algorithm>

#include <tuple>

using namespace robots;
using namespace coretest;

class TestCoreDialects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void all()
    {
        const QStringList expected =
            QStringLiteral("rfc9309 google bing yandex norobots1994 www-robotrules python-urllib python-urllib-rfc9309 "
                           "ruby-robotstxt python-urllib-3.15 aipref")
                .split(QLatin1Char(' '));
        QCOMPARE(allDialects().size(), std::size_t{11});
        QCOMPARE(allDialects().size(), kDialectCount);
        QStringList names;
        for (const Dialect &d : allDialects())
            names << q(d.name());
        QCOMPARE(names, expected);
        QCOMPARE(&defaultDialect(), findDialect("rfc9309"));
        QCOMPARE(findDialect("nonsense"), nullptr);
        QCOMPARE(findDialect("Google"), nullptr); // names are case-sensitive ids
        for (const Dialect &d : allDialects()) {
            QCOMPARE(&dialect(d.id()), &d);
            QCOMPARE(findDialect(d.name()), &d);
        }
    }

    // Python's readings are named by the releases that carry them (CPython Misc/NEWS.d/3.13.14.rst
    // and 3.14.5.rst: "gh-138907: Support RFC 9309 in urllib.robotparser"); `python-urllib-3.15`,
    // the old name of the rewrite, still finds it, now with Python 3.15's own fetch policy.
    void pythonReadingsAreNamedByRelease()
    {
        const Dialect &before = dialect(DialectId::PythonUrllib);
        const Dialect &after = dialect(DialectId::PythonUrllibRfc9309);
        QCOMPARE(q(after.name()), QStringLiteral("python-urllib-rfc9309"));
        for (const char *version : {"3.13.13", "3.14.4"})
            QVERIFY2(q(before.title().english).contains(QLatin1String(version)), version);
        for (const char *version : {"3.12", "3.13.0", "3.13.13", "3.14.0", "3.14.4"})
            QVERIFY2(q(before.description().english).contains(QLatin1String(version)), version);
        for (const char *version : {"3.13.14", "3.14.5"})
            QVERIFY2(q(after.title().english).contains(QLatin1String(version)), version);
        // The fetch messages name a reading by its title: the backports keep what they had read
        // on a 5xx, so their title does not name 3.15, whose variant has a title of its own.
        QVERIFY(!q(after.title().english).contains(QLatin1String("3.15")));

        const Dialect *py315 = findDialect("python-urllib-3.15");
        QVERIFY(py315 != nullptr);
        QCOMPARE(py315, &python315Dialect());
        // A dialect of its own (the tester's dialect menu offers it), reading files as the rewrite.
        QCOMPARE(py315->id(), DialectId::PythonUrllib315);
        QCOMPARE(py315, &dialect(DialectId::PythonUrllib315));
        // The same reading: every row of the table of choices but the 5xx one is the rewrite's.
        const auto rows315 = choiceRows(*py315), rowsAfter = choiceRows(after);
        QCOMPARE(rows315.size(), rowsAfter.size());
        for (std::size_t i = 0; i < rows315.size(); ++i) {
            if (rows315[i].aspect.id != "dialect.aspect.fetch-5xx")
                QCOMPARE(q(rows315[i].value.id), q(rowsAfter[i].value.id));
        }
        QCOMPARE(q(py315->name()), QStringLiteral("python-urllib-3.15"));
        QCOMPARE(q(py315->title().english), QStringLiteral("Python urllib.robotparser 3.15"));
        QVERIFY(q(py315->description().english).contains(QLatin1String("5xx")));
        // gh-79638 (restored by gh-152525) is on 3.15 only: a 5xx disallows everything there.
        QCOMPARE(py315->fetch().status5xx, FetchOutcome::DisallowAll);
        QCOMPARE(after.fetch().status5xx, FetchOutcome::Unavailable);
        QCOMPARE(py315->fetch().networkError, after.fetch().networkError);
        QCOMPARE(py315->fetch().status401or403, after.fetch().status401or403);
        // One of allDialects(), so the tester's dialect menu and `compare` offer it.
        QCOMPARE(
            std::count_if(allDialects().begin(), allDialects().end(), [&](const Dialect &d) { return &d == py315; }),
            std::ptrdiff_t{1});
    }

    void texts()
    {
        QSet<QString> ids;
        for (const Dialect &d : allDialects()) {
            const QString name = q(d.name());
            QVERIFY2(!d.title().english.empty() && !d.description().english.empty() && !d.reference().empty(),
                     qPrintable(name));
            QVERIFY2(q(d.title().id).startsWith(QLatin1String("dialect.") + name), qPrintable(name));
            QVERIFY2(q(d.description().id).startsWith(QLatin1String("dialect.") + name), qPrintable(name));
            QVERIFY2(d.distinctiveChoices().size() >= 3 && d.distinctiveChoices().size() <= 8, qPrintable(name));
            for (const Text &t : d.distinctiveChoices()) {
                QVERIFY2(!t.english.empty(), qPrintable(name));
                QVERIFY2(q(t.id).startsWith(QLatin1String("dialect.") + name + QLatin1String(".choice.")),
                         qPrintable(q(t.id)));
                QVERIFY2(!ids.contains(q(t.id)), qPrintable(q(t.id)));
                ids.insert(q(t.id));
            }
            QVERIFY(!ids.contains(q(d.title().id)));
            ids.insert(q(d.title().id));
            ids.insert(q(d.description().id));
        }
    }

    // The GUI's side-by-side table: the same aspects for every dialect, each with ids.
    void choiceTable()
    {
        const auto reference = choiceRows(defaultDialect());
        QVERIFY(reference.size() >= 20);
        QSet<QString> valueIds;
        for (const Dialect &d : allDialects()) {
            const auto rows = choiceRows(d);
            QCOMPARE(rows.size(), reference.size());
            for (std::size_t i = 0; i < rows.size(); ++i) {
                QCOMPARE(q(rows[i].aspect.id), q(reference[i].aspect.id));
                QVERIFY(q(rows[i].aspect.id).startsWith(QLatin1String("dialect.aspect.")));
                QVERIFY2(q(rows[i].value.id).startsWith(QLatin1String("dialect.value.")),
                         qPrintable(q(rows[i].value.id)));
                QVERIFY(!rows[i].value.english.empty());
                valueIds.insert(q(rows[i].value.id));
            }
        }
        // The table tells dialects apart: e.g. the precedence row differs between them.
        auto valueOf = [](DialectId id, const char *aspect) {
            for (const ChoiceRow &r : choiceRows(dialect(id))) {
                if (r.aspect.id == std::string_view(aspect))
                    return q(r.value.id);
            }
            return QString();
        };
        QCOMPARE(valueOf(DialectId::Rfc9309, "dialect.aspect.precedence"),
                 QStringLiteral("dialect.value.precedence.longest-match-allow-ties"));
        QCOMPARE(valueOf(DialectId::PythonUrllib, "dialect.aspect.precedence"),
                 QStringLiteral("dialect.value.precedence.first-match"));
        QCOMPARE(valueOf(DialectId::PythonUrllib315, "dialect.aspect.precedence"),
                 QStringLiteral("dialect.value.precedence.longest-in-url-allow-ties"));
        QCOMPARE(valueOf(DialectId::PythonUrllib315, "dialect.aspect.groups"),
                 QStringLiteral("dialect.value.groups.merged-per-value"));
        // python-urllib-3.15 differs from the rewrite as the backports run it only in its 5xx row
        // (gh-79638, restored by PR gh-152525: 3.15 only).
        QCOMPARE(valueOf(DialectId::PythonUrllib315, "dialect.aspect.fetch-5xx"),
                 QStringLiteral("dialect.value.fetch.disallow-all"));
        QCOMPARE(valueOf(DialectId::PythonUrllibRfc9309, "dialect.aspect.fetch-5xx"),
                 QStringLiteral("dialect.value.fetch.unavailable"));
        QCOMPARE(valueOf(DialectId::Aipref, "dialect.aspect.precedence"),
                 valueOf(DialectId::Rfc9309, "dialect.aspect.precedence"));
        QCOMPARE(valueOf(DialectId::NoRobots1994, "dialect.aspect.precedence"),
                 QStringLiteral("dialect.value.precedence.any-disallow"));
        QCOMPARE(valueOf(DialectId::Google, "dialect.aspect.typos"), QStringLiteral("dialect.value.typos.accepted"));
        QVERIFY(valueIds.size() > 40);
    }

    // SEMANTICS.md, dialect by dialect: the choices that define each one.
    void choices()
    {
        const Dialect &rfc = dialect(DialectId::Rfc9309);
        QCOMPARE(rfc.rules().precedence, Precedence::LongestMatch);
        QCOMPARE(rfc.rules().tieBreak, TieBreak::AllowWins);
        QCOMPARE(rfc.rules().blankLines, BlankLines::Ignored);
        QCOMPARE(rfc.rules().maxBytes, std::size_t{500 * 1024});
        QVERIFY(rfc.rules().robotsTxtAlwaysAllowed);
        QCOMPARE(rfc.rules().rulesBeforeAgent, RulesBeforeAgent::Ignored);
        QCOMPARE(rfc.rules().emptyValue, EmptyValue::MatchesNothing);
        QCOMPARE(rfc.rules().percentEncoding, PercentEncoding::Rfc9309);

        const Dialect &google = dialect(DialectId::Google);
        QVERIFY(google.rules().acceptTypos && google.rules().acceptMissingColon &&
                google.rules().indexHtmlAllowsDirectory);
        QCOMPARE(google.rules().keyMatching, KeyMatching::Prefix);
        QCOMPARE(google.rules().fileAgent, FileAgent::ProductTokenPrefix);
        QCOMPARE(google.rules().maxLineBytes, std::size_t{2083 * 8 - 1}); // robots.cc kMaxLineLen, minus the NUL
        QCOMPARE(google.rules().bom, BomHandling::Skip);
        QCOMPARE(google.rules().percentEncoding, PercentEncoding::GooglePatternOnly);
        QVERIFY(!google.uses(LineKind::CrawlDelay));
        QVERIFY(google.recognises(LineKind::CrawlDelay));

        const Dialect &bing = dialect(DialectId::Bing);
        QVERIFY(bing.uses(LineKind::CrawlDelay));
        QVERIFY(bing.rules().starCrawlDelayInherited);

        const Dialect &yandex = dialect(DialectId::Yandex);
        QCOMPARE(yandex.rules().precedence, Precedence::LengthSortedLastWins);
        QCOMPARE(yandex.rules().agentMatch, AgentMatch::YandexFamily);
        QVERIFY(yandex.uses(LineKind::CleanParam) && yandex.uses(LineKind::Host));

        const Dialect &n94 = dialect(DialectId::NoRobots1994);
        QCOMPARE(n94.rules().blankLines, BlankLines::EndRecord);
        QCOMPARE(n94.rules().precedence, Precedence::AnyDisallow);
        QVERIFY(!n94.rules().wildcards && !n94.uses(LineKind::Allow));

        const Dialect &perl = dialect(DialectId::WwwRobotRules);
        QCOMPARE(perl.rules().groupSelection, GroupSelection::FirstMatchingInFileOrder);
        QCOMPARE(perl.rules().rulesBeforeAgent, RulesBeforeAgent::ApplyToAll);
        QCOMPARE(perl.rules().absoluteUrlRules, AbsoluteUrlRules::ResolveSameOrigin);
        QVERIFY(perl.rules().stopAfterOwnRecord && perl.rules().nonHttpUrlsAllowed && !perl.uses(LineKind::Allow));

        const Dialect &py = dialect(DialectId::PythonUrllib);
        QCOMPARE(py.rules().lineBreaks, LineBreaks::PythonSplitlines);
        QCOMPARE(py.rules().starGroups, StarGroups::FallbackFirstOnly);
        QCOMPARE(py.rules().precedence, Precedence::FirstMatch);
        QVERIFY(py.rules().percentDecodeValues && py.rules().blankLineDropsAgentsWithoutRules && !py.rules().wildcards);

        // The RFC 9309 rewrite: Lib/urllib/robotparser.py after CPython gh-138907 (3.13.14, 3.14.5,
        // 3.15.0); the backports fetch as before, 3.15 disallows everything on a 5xx.
        const Dialect &py315 = dialect(DialectId::PythonUrllibRfc9309);
        QCOMPARE(py315.rules().lineBreaks, LineBreaks::PythonSplitlines);
        QCOMPARE(py315.rules().blankLines, BlankLines::Ignored);
        QCOMPARE(py315.rules().agentMatch, AgentMatch::ExactNameThenSubstring);
        QCOMPARE(py315.rules().groupSelection, GroupSelection::MergedPerValue);
        QCOMPARE(py315.rules().starGroups, StarGroups::FallbackMerged);
        QCOMPARE(py315.rules().precedence, Precedence::LongestMatchInUrl);
        QCOMPARE(py315.rules().tieBreak, TieBreak::AllowWins);
        QCOMPARE(py315.rules().percentEncoding, PercentEncoding::PythonRfc9309Rewrite);
        QCOMPARE(py315.rules().urlPath, UrlPath::PythonUrlsplit);
        QCOMPARE(py315.rules().emptyValue, EmptyValue::AllowsEverything);
        QVERIFY(!py315.rules().percentDecodeValues && py315.rules().wildcards && py315.rules().endAnchor &&
                py315.rules().robotsTxtAlwaysAllowed);
        QVERIFY((py315.rules().agentRunBreakers & keyBit(LineKind::CrawlDelay)) != 0);
        QCOMPARE(py315.fetch().status5xx, FetchOutcome::Unavailable);
        QCOMPARE(py315.fetch().otherStatus4xx, FetchOutcome::AllowAll);
        QCOMPARE(py.fetch().status5xx, FetchOutcome::Unavailable);

        const Dialect &ruby = dialect(DialectId::RubyRobotstxt);
        QCOMPARE(ruby.rules().agentMatch, AgentMatch::GlobInName);
        QCOMPARE(ruby.rules().starGroups, StarGroups::OrdinaryGlob);
        QCOMPARE(ruby.rules().percentEncoding, PercentEncoding::RubyNormalise);
        QVERIFY(ruby.rules().wildcards && ruby.rules().endAnchor);
    }

    // A Dialect's fields default to rfc9309's choices: a default-constructed one reads every
    // file as rfc9309 does, and a variant is "rfc9309 except …".
    void defaultsAreRfc9309()
    {
        const Dialect plain;
        const Dialect &rfc = defaultDialect();
        const auto behaviour = [](const Dialect &d) {
            return std::tuple(
                d.rules().lineBreaks, d.rules().bom, d.rules().whitespace, d.rules().maxBytes, d.rules().maxLineBytes,
                d.rules().nulEndsLine, d.rules().keyMatching, d.rules().acceptTypos, d.rules().acceptMissingColon,
                d.rules().percentDecodeValues, d.rules().recognisedKeys, d.rules().effectiveKeys, d.rules().blankLines,
                d.rules().whitespaceOnlyLineIsBlank, d.rules().blankLineDropsAgentsWithoutRules,
                d.rules().agentRunBreakers, d.rules().rulesBeforeAgent, d.rules().stopAfterOwnRecord,
                d.rules().callerAgent, d.rules().fileAgent, d.rules().agentMatch, d.rules().unicodeLowercase,
                d.rules().starWithTrailingText, d.rules().starGroups, d.rules().starMakesGroupStarOnly,
                d.rules().groupSelection, d.rules().starCrawlDelayInherited, d.rules().precedence, d.rules().tieBreak,
                d.rules().wildcards, d.rules().endAnchor, d.rules().endAnchorBeforeQuery,
                d.rules().impliedTrailingWildcard, d.rules().emptyValue, d.rules().percentEncoding, d.rules().urlPath,
                d.rules().absoluteUrlRules, d.rules().indexHtmlAllowsDirectory, d.rules().robotsTxtAlwaysAllowed,
                d.rules().nonHttpUrlsAllowed, d.rules().perlNetlocKeys, d.rules().delaySyntax);
        };
        QVERIFY(behaviour(plain) == behaviour(rfc));
        const auto fetch = [](const FetchPolicy &f) {
            return std::tuple(f.maxRedirects, f.tooManyRedirects, f.status401or403, f.status429, f.otherStatus4xx,
                              f.status5xx, f.networkError, f.otherStatus, f.requireTextContentType, f.maxBodyBytes,
                              f.bodyTooLarge);
        };
        QVERIFY(fetch(plain.fetch()) == fetch(rfc.fetch()));

        DialectRules strictRules; // rfc9309 except that Disallow wins ties
        strictRules.tieBreak = TieBreak::DisallowWins;
        const Dialect strict(plain, "strict", strictRules);
        const std::string body = "User-agent: *\nAllow: /a\nDisallow: /a\n";
        QVERIFY(isAllowed(body, "bot", "http://h/a"));
        QVERIFY(!isAllowed(body, "bot", "http://h/a", strict));
    }

    // The one-call isAllowed() answers as the parse-once path does, in every dialect.
    void oneCallIsAllowed()
    {
        const std::string body = "User-agent: FooBot\nDisallow: /private\nAllow: /private/open\n\n"
                                 "User-agent: *\nDisallow: /\n";
        const char *urls[] = {"http://h/", "http://h/private/x", "http://h/private/open/y", "http://h/public",
                              "/robots.txt"};
        for (const Dialect &d : allDialects()) {
            const AgentRules rules = rulesFor(parse(body, d), "FooBot/1.0");
            for (const char *url : urls)
                QVERIFY2(isAllowed(body, "FooBot/1.0", url, d) == rules.isAllowed(url), url);
        }
        QVERIFY(!isAllowed(body, "FooBot", "https://h/private/x"));
        QVERIFY(isAllowed(body, "FooBot", "https://h/private/open"));
        QVERIFY(!isAllowed(body, "OtherBot", "https://h/private/open"));
    }
};

QTEST_GUILESS_MAIN(TestCoreDialects)
#include "tst_core_dialects.moc"
