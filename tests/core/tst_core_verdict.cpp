// SPDX-License-Identifier: MIT
// Verdicts explain themselves: the deciding rule, the chosen groups and why, every candidate rule
// that matched, the precedence that decided, the dialect; plus the structured ids the GUI
// translates and the English the CLI prints.

#include "coretestutil.h"
#include "messageargs.h"

#include <robots/studio/decisionchange.h>

#include <QTest>

#include <algorithm>

using namespace robots;
using namespace coretest;

namespace {

Verdict verdictOf(std::string_view body, std::string_view dialectName, std::string_view agent, std::string_view url)
{
    return evaluate(parse(std::string(body), dialectNamed(dialectName)), agent, url);
}

} // namespace

class TestCoreVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // RFC 9309 §5.2: the longest rule decides.
    void longestMatch()
    {
        const Verdict v =
            verdictOf("User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n", "rfc9309",
                      "foobot", "https://example.com/example/page/disallowed.gif");
        QCOMPARE(v.access, Access::Disallowed);
        QCOMPARE(v.decider, Decider::LongestMatch);
        QVERIFY(v.decidingRule.has_value());
        QCOMPARE(v.decidingRule->line, 3u);
        QCOMPARE(v.decidingRule->kind, RuleKind::Disallow);
        QCOMPARE(q(v.decidingRule->pattern), QStringLiteral("/example/page/disallowed.gif"));
        QCOMPARE(v.decidingRule->matchLength, 28u);
        QCOMPARE(v.candidates.size(), std::size_t{2});
        QCOMPARE(v.candidates[0].line, 2u);
        QCOMPARE(v.candidates[0].matchLength, 14u);
        QCOMPARE(v.runnerUpLength, 14u);
        QCOMPARE(v.groups.size(), std::size_t{1});
        QCOMPARE(v.groups[0].reason, GroupReason::ExactToken);
        QCOMPARE(v.groups[0].agentLine, 1u);
        QCOMPARE(q(v.groups[0].agentValue), QStringLiteral("foobot"));
        QCOMPARE(q(v.path), QStringLiteral("/example/page/disallowed.gif"));
        const Message m = v.precedenceExplanation();
        QCOMPARE(q(m.id), QStringLiteral("verdict.precedence.longest-match"));
        QCOMPARE(q(m.toEnglish()), QStringLiteral("longest match: 28 bytes beat 14"));
        const QString text = q(v.describe());
        QVERIFY2(text.contains(QLatin1String("Deciding rule: line 3 `Disallow: /example/page/disallowed.gif`")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("rfc9309")), qPrintable(text));
        QVERIFY2(text.startsWith(QLatin1String("Disallowed:")), qPrintable(text));
    }

    // RFC 9309 §2.2.2: equivalent allow and disallow: allow.
    void tieAllowWins()
    {
        const Verdict v = verdictOf("User-agent: *\nDisallow: /page\nAllow: /page\n", "rfc9309", "AnyBot", "/page");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::TieAllowWins);
        QCOMPARE(v.decidingRule->line, 3u);
        QCOMPARE(v.groups[0].reason, GroupReason::FallbackStar);
        QCOMPARE(q(v.precedenceExplanation().toEnglish()), QStringLiteral("tie: allow wins (both 5 bytes)"));
        QCOMPARE(q(v.groupExplanation().id), QStringLiteral("verdict.groups.one"));
    }

    // "1 byte", "2 bytes": the explanation's byte counts agree in number with the count.
    void byteCountsAgreeInNumber_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("sentences");
        QTest::newRow("Disallow: / matches 1 byte")
            << QStringLiteral("User-agent: *\nDisallow: /\n") << QStringLiteral("rfc9309") << QStringLiteral("/x")
            << QStringList{QStringLiteral("Line 2 `Disallow: /` matches (1 byte)"),
                           QStringLiteral("longest match: 1 byte, no opposing rule matches")};
        QTest::newRow("several bytes") << QStringLiteral("User-agent: *\nDisallow: /ab\n") << QStringLiteral("rfc9309")
                                       << QStringLiteral("/abc")
                                       << QStringList{
                                              QStringLiteral("Line 2 `Disallow: /ab` matches (3 bytes)"),
                                              QStringLiteral("longest match: 3 bytes, no opposing rule matches")};
        QTest::newRow("2 bytes beat 1") << QStringLiteral("User-agent: *\nAllow: /\nDisallow: /a\n")
                                        << QStringLiteral("rfc9309") << QStringLiteral("/a")
                                        << QStringList{QStringLiteral("Line 2 `Allow: /` matches (1 byte)"),
                                                       QStringLiteral("longest match: 2 bytes beat 1")};
        QTest::newRow("tie of 1 byte") << QStringLiteral("User-agent: *\nDisallow: /\nAllow: /\n")
                                       << QStringLiteral("rfc9309") << QStringLiteral("/x")
                                       << QStringList{QStringLiteral("tie: allow wins (both 1 byte)")};
        QTest::newRow("length-sorted, 1 byte")
            << QStringLiteral("User-agent: Yandex\nDisallow: /\n") << QStringLiteral("yandex") << QStringLiteral("/x")
            << QStringList{QStringLiteral("sorted by length, the last rule that applies wins: line 2 (1 byte)")};
    }

    void byteCountsAgreeInNumber()
    {
        QFETCH(QString, body);
        QFETCH(QString, dialect);
        QFETCH(QString, path);
        QFETCH(QStringList, sentences);
        const Verdict v = verdictOf(body.toStdString(), dialect.toStdString(), "YandexBot", path.toStdString());
        QStringList english;
        for (const Message &m : v.explanation()) {
            english << q(m.toEnglish());
            QVERIFY(q(m.id).startsWith(QLatin1String("verdict.")));
        }
        for (const QString &sentence : sentences)
            QVERIFY2(english.contains(sentence), qPrintable(english.join(QLatin1Char('\n'))));
        QVERIFY2(!english.join(QLatin1Char('\n')).contains(QLatin1String(" 1 bytes")),
                 qPrintable(english.join(QLatin1Char('\n'))));
    }

    void firstMatch()
    {
        const Verdict v =
            verdictOf("User-agent: *\nAllow: /\nDisallow: /private\n", "python-urllib", "AnyBot", "/private/x");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::FirstMatch);
        QCOMPARE(v.decidingRule->line, 2u);
        QCOMPARE(v.candidates.size(), std::size_t{2});
        QCOMPARE(q(v.precedenceExplanation().toEnglish()), QStringLiteral("first match in file order: line 2"));
    }

    // WWW::RobotRules::allowed: an empty Disallow returns "allowed" at once.
    void emptyRuleAllowsAll()
    {
        const Verdict v =
            verdictOf("User-agent: *\nDisallow:\nDisallow: /x\n", "www-robotrules", "FooBot", "http://example.com/x");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::EmptyRuleAllowsAll);
        QCOMPARE(v.decidingRule->line, 2u);
        QCOMPARE(q(v.precedenceExplanation().id), QStringLiteral("verdict.precedence.empty-rule"));
    }

    void noGroup()
    {
        const Verdict v = verdictOf("User-agent: FooBot\nDisallow: /\n", "rfc9309", "BarBot", "/x");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::NoGroup);
        QVERIFY(v.groups.empty());
        QVERIFY(!v.decidingRule);
        QCOMPARE(q(v.groupExplanation().toEnglish()), QStringLiteral("No group applies to BarBot"));
    }

    void noMatchingRule()
    {
        const Verdict v = verdictOf("User-agent: FooBot\nDisallow: /a\n", "rfc9309", "FooBot", "/b");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::NoMatchingRule);
        QVERIFY(v.candidates.empty());
    }

    // RFC 9309 §2.2.1: all matching groups are merged; the verdict lists them all.
    void mergedGroups()
    {
        const Verdict v = verdictOf(
            "User-agent: FooBot\nDisallow: /a\n\nUser-agent: BarBot\nDisallow: /b\n\nUser-agent: foobot\nAllow: /a/x\n",
            "rfc9309", "FooBot", "/a/x");
        QCOMPARE(v.groups.size(), std::size_t{2});
        QCOMPARE(v.groups[0].agentLine, 1u);
        QCOMPARE(v.groups[1].agentLine, 7u);
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decidingRule->line, 8u);
        QCOMPARE(q(v.groupExplanation().id), QStringLiteral("verdict.groups.many"));
    }

    void robotsTxtAlwaysAllowed()
    {
        const Verdict v =
            verdictOf("User-agent: *\nDisallow: /\n", "rfc9309", "AnyBot", "https://example.com/robots.txt");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::RobotsTxtAlwaysAllowed);
    }

    void schemeNotHttp()
    {
        const Verdict v = verdictOf("User-agent: *\nDisallow: /\n", "www-robotrules", "FooBot", "ftp://example.com/x");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::SchemeNotHttp);
    }

    void anyDisallow()
    {
        const Verdict v =
            verdictOf("User-agent: *\nDisallow: /a\nDisallow: /a/b\n", "norobots1994", "AnyBot", "/a/b/c");
        QCOMPARE(v.access, Access::Disallowed);
        QCOMPARE(v.decider, Decider::AnyDisallow);
        QCOMPARE(v.decidingRule->line, 2u);
        QCOMPARE(v.candidates.size(), std::size_t{2});
    }

    void lengthSorted()
    {
        const Verdict v = verdictOf("User-agent: Yandex\nAllow: /catalog/auto\nDisallow: /catalog\n", "yandex",
                                    "YandexBot", "/catalog/auto/x");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decider, Decider::LengthSortedLastWins);
        QCOMPARE(v.groups[0].reason, GroupReason::Family);
    }

    void groupReasons()
    {
        QCOMPARE(verdictOf("User-agent: bot\nDisallow: /\n", "python-urllib", "MyBot/1.0", "/x").groups[0].reason,
                 GroupReason::Substring);
        QCOMPARE(verdictOf("User-agent: My*Bot\nDisallow: /\n", "ruby-robotstxt", "MyNiceBot", "/x").groups[0].reason,
                 GroupReason::Glob);
        QCOMPARE(verdictOf("User-agent: *\nDisallow: /\n", "ruby-robotstxt", "MyNiceBot", "/x").groups[0].reason,
                 GroupReason::StarGlob);
        QCOMPARE(verdictOf("Disallow: /x\n", "www-robotrules", "FooBot", "http://example.com/x").groups[0].reason,
                 GroupReason::RulesBeforeAgent);
    }

    // Python 3.15's explanation (Lib/urllib/robotparser.py after the RFC 9309 rewrite): the group
    // reason says which lookup of _find_entry found the entry, and a wildcard rule's weight is how
    // much of the URL it matched (RuleLine.applies_to returns m.end() + 1), not its length.
    void python315Explanation_data()
    {
        QTest::addColumn<QByteArray>("robots");
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<int>("reason");
        QTest::addColumn<int>("groups");
        QTest::addColumn<int>("decidingLine");
        QTest::addColumn<int>("weight");
        const QByteArray merged = "User-agent: FooBot\nDisallow: /x\n\nUser-agent: foobot\nDisallow: /y/z\n";
        QTest::newRow("python-3.15/exact-name-merges-entries")
            << merged << QByteArray("FOOBOT") << QByteArray("/y/z") << int(GroupReason::ExactName) << 2 << 5 << 4;
        QTest::newRow("python-3.15/substring-first-key")
            << QByteArray("User-agent: Bot\nDisallow: /a*\nUser-agent: FooBot\nDisallow: /abc\n")
            << QByteArray("MyFooBot/1.0") << QByteArray("/abcdef") << int(GroupReason::Substring) << 1 << 2 << 7;
        QTest::newRow("python-3.15/star-entries-merged")
            << QByteArray("User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b*f\n") << QByteArray("FooBot")
            << QByteArray("/bcdefgh") << int(GroupReason::FallbackStar) << 2 << 5 << 6;
    }

    void python315Explanation()
    {
        QFETCH(QByteArray, robots);
        QFETCH(QByteArray, agent);
        QFETCH(QByteArray, url);
        QFETCH(int, reason);
        QFETCH(int, groups);
        QFETCH(int, decidingLine);
        QFETCH(int, weight);
        const Verdict v = verdictOf(toStd(robots), "python-urllib-3.15", toStd(agent), toStd(url));
        QCOMPARE(v.access, Access::Disallowed);
        QCOMPARE(int(v.groups.size()), groups);
        QCOMPARE(int(v.groups[0].reason), reason);
        QVERIFY(v.decidingRule.has_value());
        QCOMPARE(int(v.decidingRule->line), decidingLine);
        QCOMPARE(int(v.decidingRule->matchLength), weight);
    }

    // Python 3.15 can_fetch: urllib.parse._urlsplit raises ValueError ("A malformed URL matches no
    // rule"): allowed, with no candidate rules, even under Disallow: /.
    void python315MalformedUrl_data()
    {
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<bool>("malformed");
        QTest::newRow("python-3.15/unmatched-bracket") << QByteArray("http://[::1/x") << true;
        QTest::newRow("python-3.15/closing-bracket-only") << QByteArray("http://a]/x") << true;
        QTest::newRow("python-3.15/bracketed-ipv4") << QByteArray("http://[192.0.2.1]/x") << true;
        QTest::newRow("python-3.15/bracketed-garbage") << QByteArray("http://[vz]/x") << true;
        QTest::newRow("python-3.15/bracketed-ipv6") << QByteArray("http://[::1]/x") << false;
        QTest::newRow("python-3.15/bracketed-ipv6-scope") << QByteArray("http://[fe80::1%25eth0]/x") << false;
        QTest::newRow("python-3.15/ipvfuture") << QByteArray("http://[v1.x]/x") << false;
        QTest::newRow("python-3.15/bracket-in-path") << QByteArray("http://example.com/[x") << false;
    }

    void python315MalformedUrl()
    {
        QFETCH(QByteArray, url);
        QFETCH(bool, malformed);
        const Verdict v = verdictOf("User-agent: *\nDisallow: /\n", "python-urllib-3.15", "FooBot", toStd(url));
        QCOMPARE(v.access, malformed ? Access::Allowed : Access::Disallowed);
        QCOMPARE(v.decider == Decider::MalformedUrl, malformed);
        QCOMPARE(v.candidates.empty(), malformed);
    }

    // The index.html rule google adds is a candidate with its own (shorter) pattern.
    void googleIndexHtml()
    {
        const Verdict v =
            verdictOf("User-agent: *\nAllow: /dir/index.html\nDisallow: /\n", "google", "AnyBot", "/dir/");
        QCOMPARE(v.access, Access::Allowed);
        QCOMPARE(v.decidingRule->line, 2u);
        QCOMPARE(q(v.decidingRule->normalised), QStringLiteral("/dir/$"));
        QCOMPARE(v.file.rules()[v.decidingRule->rule].origin(), RuleOrigin::IndexHtmlEquivalent);
    }

    void fastPathAgrees()
    {
        const RobotsFile file = parse(std::string("User-agent: *\nDisallow: /*.pdf$\nAllow: /public\nDisallow: /p\n"
                                                  "User-agent: FooBot\nDisallow: /*?sid=\nAllow: /*.html$\n"),
                                      defaultDialect());
        const std::vector<std::string> urls{"/a.pdf",  "/public/a.pdf", "/p", "/public", "/x?sid=1",
                                            "/x.html", "/x.html?sid=1", "/"};
        for (const std::string agent : {"FooBot", "Other"}) {
            const AgentRules rules = rulesFor(file, agent);
            for (const std::string &url : urls) {
                const Decision d = rules.decide(url);
                const Verdict v = rules.explain(url);
                QCOMPARE(v.access, d.access);
                QCOMPARE(v.decider, d.decider);
                QCOMPARE(v.decidingRule.has_value(), d.rule >= 0);
                if (d.rule >= 0)
                    QCOMPARE(v.decidingRule->rule, static_cast<std::uint32_t>(d.rule));
            }
        }
    }

    // A verdict lists every rule of the chosen groups that matches (RFC 9309 §2.2.2: the
    // candidates of the precedence), in file order. The index (literal prefix chain, wildcard
    // windows) must find exactly the rules a scan of every rule finds, in every dialect; with
    // more than 48 wildcard rules the windows are probed (the large-group mode).
    void explainListsEveryMatchingRule_data()
    {
        QTest::addColumn<int>("extraWildcards");
        QTest::newRow("few wildcard rules") << 0;
        QTest::newRow("many wildcard rules") << 60;
    }
    void explainListsEveryMatchingRule()
    {
        QFETCH(int, extraWildcards);
        std::string body = "User-agent: FooBot\nDisallow:\nDisallow: /\nAllow: /a\nDisallow: /a/b\nAllow: /a/b$\n"
                           "Disallow: /a/b/c.html\nAllow: /a/*.html$\nDisallow: /*?sid=\nAllow: /*/x/*y\n"
                           "Disallow: *.pdf\nAllow: /p%41th\nDisallow: /caf%C3%A9/\nAllow: /a/b?q$\nDisallow: /a\n";
        for (int i = 0; i < extraWildcards; ++i)
            body += "Disallow: /w" + std::to_string(i % 7) + "/*seg" + std::to_string(i) + (i % 3 ? "$\n" : "\n");
        const std::vector<std::string> urls{
            "/",         "/a",        "/a/b",      "/a/b?q",      "/a/b/c.html",       "/a/z.html", "/a/z.html?x",
            "/x?sid=1",  "/q/x/zy",   "/doc.pdf",  "/pAth",       "/p%41th",           "/café/",    "/w3/aseg10",
            "/w3/seg17", "/w0/seg0x", "/w1/seg57", "/robots.txt", "http://e.com/a/b?q"};
        for (const Dialect &d : allDialects()) {
            const RobotsFile file = parse(body, d);
            const AgentRules rules = rulesFor(file, "FooBot");
            for (const std::string &url : urls) {
                const Verdict v = rules.explain(url);
                if (v.decider == Decider::RobotsTxtAlwaysAllowed || v.decider == Decider::SchemeNotHttp)
                    continue;
                std::vector<std::uint32_t> expected;
                for (const ChosenGroup &g : rules.groups()) {
                    for (const std::uint32_t ri : file.groups()[g.group].rules) {
                        const Rule &r = file.rules()[ri];
                        if (r.status() != RuleStatus::Active)
                            continue;
                        bool match = r.allowsEverything() ||
                                     patternMatches(r.normalised(), v.path,
                                                    PatternSyntax{d.rules().wildcards, d.rules().endAnchor});
                        // Ruby gem: a final `$` also matches before the query.
                        for (std::size_t at = v.path.find('?');
                             !match && d.rules().endAnchorBeforeQuery && r.anchored() && at != std::string::npos;
                             at = v.path.find('?', at + 1))
                            match = patternMatches(r.normalised(), std::string_view(v.path).substr(0, at),
                                                   PatternSyntax{d.rules().wildcards, d.rules().endAnchor});
                        if (match)
                            expected.push_back(ri);
                    }
                }
                std::sort(expected.begin(), expected.end());
                expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
                std::vector<std::uint32_t> listed;
                for (const MatchedRule &c : v.candidates)
                    listed.push_back(c.rule);
                QVERIFY2(listed == expected, qPrintable(QStringLiteral("%1 %2: %3 listed, %4 expected")
                                                            .arg(q(d.name()), q(url))
                                                            .arg(listed.size())
                                                            .arg(expected.size())));
                const Decision fast = rules.decide(url);
                QCOMPARE(v.access, fast.access);
                QCOMPARE(v.decidingRule.has_value(), fast.rule >= 0);
                if (fast.rule >= 0) {
                    QVERIFY(std::find(listed.begin(), listed.end(), static_cast<std::uint32_t>(fast.rule)) !=
                            listed.end());
                }
                // Longest match (RFC 9309 §2.2.2): no listed rule is longer than the deciding one.
                if (d.rules().precedence == Precedence::LongestMatch && v.decidingRule) {
                    for (const MatchedRule &c : v.candidates)
                        QVERIFY(c.matchLength <= v.decidingRule->matchLength);
                }
            }
        }
    }

    void messages()
    {
        const Message m{"x", "%1 beat %2, %1 again; %3 stays; 100%", {"a", "b"}};
        QCOMPARE(q(m.toEnglish()), QStringLiteral("a beat b, a again; %3 stays; 100%"));
        for (int i = 0; i <= int(Decider::MalformedUrl); ++i) {
            const Text t = deciderText(Decider(i));
            QVERIFY2(!t.id.empty() && !t.english.empty(), qPrintable(QString::number(i)));
        }
        for (int i = 0; i <= int(GroupReason::ExactName); ++i)
            QVERIFY(!groupReasonText(GroupReason(i)).id.empty());
        QCOMPARE(q(accessName(Access::Unknown)), QStringLiteral("unknown"));
        // Every explanation sentence carries an id the GUI can translate.
        const Verdict v = verdictOf("User-agent: *\nDisallow: /x\n", "rfc9309", "AnyBot", "/x");
        for (const Message &s : v.explanation()) {
            QVERIFY(q(s.id).startsWith(QLatin1String("verdict.")));
            QVERIFY(!s.toEnglish().empty());
        }
    }

    // A message's arguments live in one buffer; each reads back as it was given, empty ones and
    // bytes that are not UTF-8 included, and they compare as a list of strings would.
    void messageArgumentsKeepEachArgumentApart()
    {
        MessageArgs args;
        QVERIFY(args.empty());
        const std::vector<std::string> given{"", "/a", std::string("\xff\0x", 3), "", std::string(300, 'z'), ""};
        for (const std::string &g : given)
            args.push_back(g);
        QCOMPARE(args.size(), given.size());
        for (std::size_t i = 0; i < given.size(); ++i)
            QCOMPARE(args[i], std::string_view(given[i]));
        QVERIFY(std::equal(args.begin(), args.end(), given.begin(), given.end()));
        QCOMPARE(std::size_t(args.end() - args.begin()), given.size());

        const MessageArgs copy = args;
        QVERIFY(copy == args);
        // Where one argument ends and the next begins is part of the value: "ab" + "" differs
        // from "a" + "b".
        QVERIFY((MessageArgs{"ab", ""} != MessageArgs{"a", "b"}));
        QVERIFY((MessageArgs{"a", "b"} < MessageArgs{"ab", ""}));
        QVERIFY((MessageArgs{"a"} < MessageArgs{"a", ""}));

        const Message m{"x", "%2%1", {"", "b"}};
        QCOMPARE(q(m.toEnglish()), QStringLiteral("b"));

        MessageArgs full;
        for (std::size_t i = 0; i < MessageArgs::capacity(); ++i)
            full.push_back(std::to_string(i));
        QCOMPARE(full[MessageArgs::capacity() - 1], std::string_view(std::to_string(MessageArgs::capacity() - 1)));
        QVERIFY_THROWS_EXCEPTION(std::length_error, full.push_back("one too many"));
        QCOMPARE(full.size(), MessageArgs::capacity());
    }

    // The arguments and where they end share one buffer; ends take 16 bits up to 64 KiB of
    // text and 32 bits past it, and the change reads back the same (message.h).
    void messageArgumentsPast64KiBReadBackUnchanged()
    {
        static_assert(sizeof(MessageArgs) == sizeof(std::string), "the arguments are one string");
        const std::vector<std::string> given{"12", std::string(70'000, 'w'), "", std::string(65'535, 'n'), "3"};
        MessageArgs grown; // narrow first, wide from the second argument on
        for (const std::string &g : given)
            grown.push_back(g);
        QCOMPARE(grown.size(), given.size());
        QVERIFY(std::equal(grown.begin(), grown.end(), given.begin(), given.end()));

        MessageArgs wideFirst; // wide from the first argument
        wideFirst.push_back(given[1]);
        wideFirst.push_back("x");
        QCOMPARE(wideFirst[0], std::string_view(given[1]));
        QCOMPARE(wideFirst[1], std::string_view("x"));

        // Exactly 64 KiB - 1 stays narrow; one byte more turns wide; both read back.
        MessageArgs edge{std::string(65'535, 'e')};
        QCOMPARE(edge[0].size(), std::size_t(65'535));
        edge.push_back("f");
        QCOMPARE(edge[0].size(), std::size_t(65'535));
        QCOMPARE(edge[1], std::string_view("f"));

        // Equal arguments give equal values however they were built.
        MessageArgs listed{given[0], given[1], given[2], given[3], given[4]};
        QVERIFY(listed == grown);
        MessageArgs reserved;
        reserved.reserve(200'000, given.size());
        for (const std::string &g : given)
            reserved.push_back(g);
        QVERIFY(reserved == grown);

        // assign() writes the same value as the appends, and replaces what was there.
        MessageArgs assigned{"old", "values"};
        assigned.assign({given[0], given[1], given[2], given[3], given[4]});
        QVERIFY(assigned == grown);
        assigned.assign({assigned[4], assigned[0]}); // from its own arguments
        QCOMPARE(assigned.size(), std::size_t(2));
        QCOMPARE(assigned[0], std::string_view("3"));
        QCOMPARE(assigned[1], std::string_view("12"));
        assigned.assign({});
        QVERIFY(assigned.empty());
        QVERIFY(assigned == MessageArgs());

        // An argument taken from the same message is copied before the buffer moves.
        MessageArgs self{"first argument, long enough to live on the heap"};
        for (int i = 0; i < 5; ++i)
            self.push_back(self[0]);
        QCOMPARE(self.size(), std::size_t(6));
        for (const std::string_view a : self)
            QCOMPARE(a, std::string_view("first argument, long enough to live on the heap"));
    }

    void crawlDelayPerAgent()
    {
        const std::string body =
            "User-agent: *\nCrawl-delay: 10\nRequest-rate: 1/5\n\nUser-agent: bingbot\nCrawl-delay: 2\nDisallow: /x\n"
            "\nUser-agent: FooBot\nDisallow: /y\n";
        // dialect: bing honours Crawl-delay, and a named group keeps the * delay when it has none.
        const RobotsFile bing = parse(body, dialect(DialectId::Bing));
        QCOMPARE(rulesFor(bing, "bingbot").crawlDelay(), std::optional<double>(2));
        QCOMPARE(rulesFor(bing, "FooBot").crawlDelay(), std::optional<double>(10));
        QCOMPARE(rulesFor(bing, "Other").crawlDelay(), std::optional<double>(10));
        // python-urllib: crawl_delay()/request_rate() of the entry that applies.
        const RobotsFile py = parse(body, dialect(DialectId::PythonUrllib));
        QCOMPARE(rulesFor(py, "bingbot").crawlDelay(), std::optional<double>(2));
        QCOMPARE(rulesFor(py, "FooBot").crawlDelay(), std::nullopt);
        QVERIFY(rulesFor(py, "Other").requestRate().has_value());
        QCOMPARE(rulesFor(py, "Other").requestRate()->requests, 1u);
        QCOMPARE(rulesFor(py, "Other").requestRate()->seconds, 5.0);
        // dialect: google ignores Crawl-delay.
        QCOMPARE(rulesFor(parse(body, dialect(DialectId::Google)), "bingbot").crawlDelay(), std::nullopt);
    }

    // How each dialect reads the crawler's own name and each User-agent line, and the note and
    // sentences that say so (SEMANTICS.md, google: values cut at the first character outside
    // `[A-Za-z_-]`, the crawler's name compared as given; the others as their references read).
    // The verdicts are the references'; the rows check that the explanation names the reading
    // that decided the group.
    void agentReadingsAreExplained_data()
    {
        QTest::addColumn<QByteArray>("dialect");
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<int>("groupLine");   // the first User-agent line of the group that applies
        QTest::addColumn<QByteArray>("note"); // the name's note, empty for none
        QTest::addColumn<int>("line");        // a User-agent line whose sentence is checked
        QTest::addColumn<QByteArray>("sentence");
        const QByteArray empty, mj("MJ12bot"), uni("\xC3\x9Cnicodebot"), ua("Googlebot/2.1");
        auto row = [](const char *name, const char *d, const QByteArray &agent, int group, const char *note, int line,
                      const char *sentence) {
            QTest::newRow(name) << QByteArray(d) << agent << group << QByteArray(note) << line << QByteArray(sentence);
        };
        // The empty name: google/robotstxt compares it as given, so it equals `User-agent: Ünicodebot`
        // read as empty; the Ruby gem finds the empty name in every value.
        row("rfc9309/empty-agent-matches-a-value-read-as-empty", "rfc9309", empty, 1, "verdict.agent-note.empty", 1,
            "verdict.agent-line.match-read-empty");
        row("google/empty-agent-matches-a-value-read-as-empty", "google", empty, 1, "verdict.agent-note.empty", 1,
            "verdict.agent-line.match-read-empty");
        row("bing/empty-agent-gets-star", "bing", empty, 10, "", 1, "verdict.agent-line.no-match");
        row("yandex/empty-agent-gets-star", "yandex", empty, 10, "", 1, "verdict.agent-line.no-match");
        row("norobots1994/empty-agent-gets-star", "norobots1994", empty, 10, "", 1, "verdict.agent-line.no-match");
        row("www-robotrules/empty-agent-gets-star", "www-robotrules", empty, 10, "", 1, "verdict.agent-line.no-match");
        row("python-urllib/empty-agent-gets-star", "python-urllib", empty, 10, "", 1, "verdict.agent-line.no-match");
        row("python-urllib-3.15/empty-agent-gets-star", "python-urllib-3.15", empty, 10, "", 1,
            "verdict.agent-line.not-used");
        row("ruby-robotstxt/empty-agent-occurs-in-every-value", "ruby-robotstxt", empty, 1,
            "verdict.agent-note.empty-glob", 1, "verdict.agent-line.match");
        // MJ12bot: a value cut at the digit (`MJ`) never equals the name compared as given.
        row("rfc9309/mj12bot-cut-at-the-digit", "rfc9309", mj, 10, "verdict.agent-note.not-a-token-at", 4,
            "verdict.agent-line.no-match-read-at");
        row("google/mj12bot-cut-at-the-digit", "google", mj, 10, "verdict.agent-note.not-a-token-at", 4,
            "verdict.agent-line.no-match-read-at");
        row("bing/mj12bot-compared-as-mj", "bing", mj, 10, "verdict.agent-note.product-token", 4,
            "verdict.agent-line.no-match");
        row("yandex/mj12bot-compared-as-mj", "yandex", mj, 10, "verdict.agent-note.product-token", 4,
            "verdict.agent-line.no-match");
        row("norobots1994/mj12bot-substring", "norobots1994", mj, 4, "", 4, "verdict.agent-line.match");
        row("www-robotrules/mj12bot-substring", "www-robotrules", mj, 4, "", 4, "verdict.agent-line.match");
        row("python-urllib/mj12bot-substring", "python-urllib", mj, 4, "", 4, "verdict.agent-line.match");
        row("python-urllib-3.15/mj12bot-exact-name", "python-urllib-3.15", mj, 4, "", 4, "verdict.agent-line.match");
        row("ruby-robotstxt/mj12bot-glob", "ruby-robotstxt", mj, 4, "", 4, "verdict.agent-line.match");
        // A non-ASCII name: the value `Ünicodebot` is read as empty where values are cut.
        row("rfc9309/non-ascii-name-not-a-token", "rfc9309", uni, 10, "verdict.agent-note.not-a-token-empty", 1,
            "verdict.agent-line.no-match-read-empty");
        row("google/non-ascii-name-not-a-token", "google", uni, 10, "verdict.agent-note.not-a-token-empty", 1,
            "verdict.agent-line.no-match-read-empty");
        row("bing/non-ascii-name-compared-as-empty", "bing", uni, 10, "verdict.agent-note.no-product-token", 1,
            "verdict.agent-line.no-match");
        row("yandex/non-ascii-name-compared-as-empty", "yandex", uni, 10, "verdict.agent-note.no-product-token", 1,
            "verdict.agent-line.no-match");
        row("norobots1994/non-ascii-name-substring", "norobots1994", uni, 1, "", 1, "verdict.agent-line.match");
        row("www-robotrules/non-ascii-name-substring", "www-robotrules", uni, 1, "", 1, "verdict.agent-line.match");
        row("python-urllib/non-ascii-name-substring", "python-urllib", uni, 1, "", 1, "verdict.agent-line.match");
        row("python-urllib-3.15/non-ascii-name-exact", "python-urllib-3.15", uni, 1, "", 1, "verdict.agent-line.match");
        row("ruby-robotstxt/non-ascii-name-glob", "ruby-robotstxt", uni, 1, "", 1, "verdict.agent-line.match");
        // A full User-Agent token with its version.
        row("rfc9309/version-in-name-not-a-token", "rfc9309", ua, 10, "verdict.agent-note.not-a-token-at", 7,
            "verdict.agent-line.no-match");
        row("google/version-in-name-not-a-token", "google", ua, 10, "verdict.agent-note.not-a-token-at", 7,
            "verdict.agent-line.no-match");
        row("bing/version-in-name-product-token", "bing", ua, 7, "verdict.agent-note.product-token", 7,
            "verdict.agent-line.match");
        row("yandex/version-in-name-product-token", "yandex", ua, 7, "verdict.agent-note.product-token", 7,
            "verdict.agent-line.match");
        row("norobots1994/version-in-name-cut", "norobots1994", ua, 7, "verdict.agent-note.first-word", 7,
            "verdict.agent-line.match");
        row("www-robotrules/version-in-name-cut", "www-robotrules", ua, 7, "verdict.agent-note.first-word", 7,
            "verdict.agent-line.match");
        row("python-urllib/version-in-name-before-slash", "python-urllib", ua, 7, "verdict.agent-note.before-slash", 7,
            "verdict.agent-line.match");
        row("python-urllib-3.15/version-in-name-exact-then-before-slash", "python-urllib-3.15", ua, 7,
            "verdict.agent-note.exact-then-before-slash", 7, "verdict.agent-line.match");
        row("ruby-robotstxt/version-in-name-glob", "ruby-robotstxt", ua, 7, "", 7, "verdict.agent-line.match");
    }

    void agentReadingsAreExplained()
    {
        QFETCH(QByteArray, dialect);
        QFETCH(QByteArray, agent);
        QFETCH(int, groupLine);
        QFETCH(QByteArray, note);
        QFETCH(int, line);
        QFETCH(QByteArray, sentence);
        const std::string body = "User-agent: \xC3\x9Cnicodebot\nDisallow: /u/\n\n"
                                 "User-agent: MJ12bot\nDisallow: /mj/\n\n"
                                 "User-agent: Googlebot\nDisallow: /g/\n\n"
                                 "User-agent: *\nDisallow: /star/\n";
        const Verdict v = verdictOf(body, toStd(dialect), toStd(agent), "/x");
        QCOMPARE(v.groups.size(), std::size_t{1});
        QCOMPARE(int(v.groups.front().agentLine), groupLine);
        const std::optional<Message> reading = readAgentName(v.dialect, toStd(agent)).note;
        QCOMPARE(reading ? q(reading->id) : QString(), QString::fromLatin1(note));
        const std::vector<Message> sentences = v.explanation();
        const std::string prefix = "Line " + std::to_string(line) + " `User-agent:";
        const auto about = std::find_if(sentences.begin(), sentences.end(),
                                        [&](const Message &m) { return m.toEnglish().starts_with(prefix); });
        QVERIFY2(about != sentences.end(), prefix.c_str());
        QCOMPARE(q(about->id), QString::fromLatin1(sentence));
        if (!note.isEmpty())
            QVERIFY(std::any_of(sentences.begin(), sentences.end(),
                                [&](const Message &m) { return q(m.id) == QString::fromLatin1(note); }));
        for (const Message &m : sentences)
            QVERIFY2(m.toEnglish().find("``") == std::string::npos, m.toEnglish().c_str());
    }

    // The sentences name the character that cut a value, as a core text of its own (translated by
    // its id), and say the Google reading of an empty value in so many words.
    void agentCutIsNamed_data()
    {
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<int>("line");
        QTest::addColumn<QByteArray>("english");
        QTest::addColumn<QByteArray>("cutId");
        QTest::newRow("google/empty-value-at-non-ascii")
            << QByteArray() << 1
            << QByteArray("Line 1 `User-agent: \xC3\x9Cnicodebot` is read as an empty name by this dialect, as "
                          "Google's library does (it stops at the non-ASCII character `\xC3\x9C`, the first "
                          "character that is not a letter, `-` or `_`): it matches the empty agent")
            << QByteArray("verdict.agent-cut.non-ascii");
        QTest::newRow("google/cut-at-digit")
            << QByteArray("MJ") << 2
            << QByteArray("Line 2 `User-agent: MJ12bot` is read as `MJ` (cut at the digit `1`) and names `MJ`: names "
                          "the agent's product token")
            << QByteArray("verdict.agent-cut.digit");
        QTest::newRow("google/cut-at-slash")
            << QByteArray("Googlebot") << 3
            << QByteArray("Line 3 `User-agent: Googlebot/2.1` is read as `Googlebot` (cut at `/`) and names "
                          "`Googlebot`: names the agent's product token")
            << QByteArray("verdict.agent-cut.other");
    }

    void agentCutIsNamed()
    {
        QFETCH(QByteArray, agent);
        QFETCH(int, line);
        QFETCH(QByteArray, english);
        QFETCH(QByteArray, cutId);
        const std::string body = "User-agent: \xC3\x9Cnicodebot\nUser-agent: MJ12bot\nUser-agent: Googlebot/2.1\n"
                                 "Disallow: /\n";
        QVERIFY(english.startsWith(QByteArray("Line " + QByteArray::number(line) + " `User-agent:")));
        const Verdict v = verdictOf(body, "google", toStd(agent), "/x");
        QCOMPARE(v.access, Access::Disallowed);
        const std::vector<Message> sentences = v.explanation();
        const auto it = std::find_if(sentences.begin(), sentences.end(),
                                     [&](const Message &m) { return m.toEnglish() == toStd(english); });
        QVERIFY2(it != sentences.end(), v.describe().c_str());
        const std::vector<MessageArg> args = it->args();
        QVERIFY(
            std::any_of(args.begin(), args.end(), [&](const MessageArg &a) { return a.source.id == toStd(cutId); }));
    }

    void handles()
    {
        const AgentRules empty;
        QVERIFY(empty.isAllowed("/anything"));
        const RobotsFile file = parse(std::string("User-agent: FooBot\nDisallow: /\n"));
        const AgentRules a = rulesFor(file, "FooBot");
        const AgentRules b = rulesFor(file, "FooBot"); // made again: the file caches nothing
        QCOMPARE(a.groups().size(), b.groups().size());
        QCOMPARE(q(a.agent()), QStringLiteral("FooBot"));
        QVERIFY(!a.isAllowed("/x"));
        // The handle keeps the file alive.
        AgentRules kept;
        {
            const RobotsFile temporary = parse(std::string("User-agent: *\nDisallow: /tmp\n"));
            kept = rulesFor(temporary, "X");
        }
        QVERIFY(!kept.isAllowed("/tmp/x"));
        QCOMPARE(q(kept.file().text()), QStringLiteral("User-agent: *\nDisallow: /tmp\n"));
        QVERIFY(!isAllowed(file, "FooBot", "/y"));
    }

    // DecisionChange's promise, under every dialect: a URL it says cannot differ gets the same
    // access, decider and deciding line from the rules before and after the edit.
    void decisionChangeKeepsItsPromise_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        const QByteArray base("User-agent: FooBot\nAllow: /a/b\nDisallow: /a/\nDisallow: /*.pdf$\nDisallow: /c\n\n"
                              "User-agent: *\nDisallow: /private\nAllow: /private/open\n");
        QTest::newRow("a path edited") << base << QByteArray(base).replace("Disallow: /c\n", "Disallow: /cx\n");
        QTest::newRow("a wildcard edited") << base << QByteArray(base).replace("/*.pdf$", "/*.pd$");
        QTest::newRow("a rule's kind flipped") << base << QByteArray(base).replace("Allow: /a/b", "Disallow: /a/b");
        QTest::newRow("a rule added") << base
                                      << QByteArray(base).replace("Disallow: /c\n", "Disallow: /c\nAllow: /c/d\n");
        QTest::newRow("another group edited") << base << QByteArray(base).replace("/private/open", "/private/opener");
        QTest::newRow("a line inserted") << base << QByteArray("# new\n" + base);
        QTest::newRow("the group renamed")
            << base << QByteArray(base).replace("User-agent: FooBot", "User-agent: BarBot");
        QTest::newRow("an empty value") << base << QByteArray(base).replace("Disallow: /c\n", "Disallow:\n");
    }
    void decisionChangeKeepsItsPromise()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        const std::vector<std::string> urls{"/",
                                            "/a",
                                            "/a/",
                                            "/a/b",
                                            "/a/b/c",
                                            "/a/x.pdf",
                                            "/x.pdf",
                                            "/x.pdfz",
                                            "/c",
                                            "/cx",
                                            "/c/d",
                                            "/cxy",
                                            "/private",
                                            "/private/open",
                                            "/private/opener",
                                            "/robots.txt",
                                            "/z?q=1",
                                            "https://example.com/c",
                                            "ftp://example.com/c"};
        int promised = 0;
        for (const Dialect &d : allDialects()) {
            const RobotsFile a = parse(std::string(before.constData(), std::size_t(before.size())), d);
            const RobotsFile b = parse(std::string(after.constData(), std::size_t(after.size())), d);
            for (const char *agent : {"FooBot", "BarBot", "Other"}) {
                const AgentRules ra = rulesFor(a, agent);
                const AgentRules rb = rulesFor(b, agent);
                const DecisionChange change(ra, rb);
                for (const std::string &url : urls) {
                    if (change.mayDiffer(url))
                        continue;
                    ++promised;
                    const Decision x = ra.decide(url);
                    const Decision y = rb.decide(url);
                    const auto line = [](const AgentRules &r, const Decision &dec) {
                        return dec.rule < 0 ? 0u : r.file().rules()[std::size_t(dec.rule)].line();
                    };
                    const QByteArray where = QByteArray(d.name().data(), qsizetype(d.name().size())) + ' ' + agent +
                                             ' ' + QByteArray::fromStdString(url);
                    QVERIFY2(x.access == y.access, where.constData());
                    QVERIFY2(x.decider == y.decider, where.constData());
                    QVERIFY2(line(ra, x) == line(rb, y), where.constData());
                }
            }
        }
        QVERIFY(promised > 0);
    }

    // What DecisionChange finds: nothing for an edit elsewhere, the edited rules for an edit of
    // the agent's group, everything when the groups come or go.
    void decisionChangeFindsTheEditedRules()
    {
        const std::string base("User-agent: FooBot\nDisallow: /a\nDisallow: /b\n\nUser-agent: *\nDisallow: /c\n");
        const RobotsFile before = parse(base);
        const RobotsFile other = parse(std::string("User-agent: FooBot\nDisallow: /a\nDisallow: /b\n\nUser-agent: *\n"
                                                   "Disallow: /cc\n"));
        QVERIFY(DecisionChange(rulesFor(before, "FooBot"), rulesFor(other, "FooBot")).none());
        const DecisionChange edited(rulesFor(before, "Bar"), rulesFor(other, "Bar"));
        QCOMPARE(edited.changedRules(), std::size_t{2});
        QVERIFY(edited.mayDiffer("/c"));
        QVERIFY(edited.mayDiffer("/cc/d"));
        QVERIFY(!edited.mayDiffer("/a"));
        const RobotsFile gone = parse(std::string("User-agent: BarBot\nDisallow: /a\n"));
        QVERIFY(DecisionChange(rulesFor(before, "FooBot"), rulesFor(gone, "FooBot")).everything());
        // Another reading of the same text: other choices, every URL.
        QVERIFY(DecisionChange(rulesFor(before, "FooBot"), rulesFor(parse(base, dialect(DialectId::Google)), "FooBot"))
                    .everything());
    }
};

QTEST_GUILESS_MAIN(TestCoreVerdict)
#include "tst_core_verdict.moc"
