// SPDX-License-Identifier: MIT
// AI usage preferences (robots/studio/aipref.h): the RFC 9651 dictionary subset, Content-Usage as
// draft-ietf-aipref-attach-05 attaches it to paths (with the vocabulary of
// draft-ietf-aipref-vocab-08), and Content-Signal (Cloudflare) in both of its readings.

#include "coretestutil.h"

#include "robots/studio/aipref.h"
#include "robots/studio/diagnostics.h"

#include <QTest>

#include <algorithm>

using namespace robots;
using namespace coretest;
using namespace Qt::StringLiterals;

namespace {

// The example of draft-ietf-aipref-attach-05 (§3.4, Figure 2): for every crawler but ExampleBot a
// default preference, a path with its own and a path it may not fetch; ExampleBot has a group of
// its own that allows everything and says train-ai=y.
constexpr std::string_view kDraftExample = "User-Agent: *\n"
                                           "Allow: /\n"
                                           "Disallow: /never/\n"
                                           "Content-Usage: train-ai=n\n"
                                           "Content-Usage: /ai-ok/ train-ai=y\n"
                                           "\n"
                                           "User-Agent: ExampleBot\n"
                                           "Allow: /\n"
                                           "Content-Usage: train-ai=y\n";

UsagePreferences prefs(std::string_view body, std::string_view agent, std::string_view url,
                       const Dialect &d = aiprefDialect())
{
    return usagePreferences(rulesFor(parse(body, d), agent), url);
}

QString label(const UsagePreferences &p, std::string_view name)
{
    for (const LabelPreference &l : p.contentUsage) {
        if (l.label == name)
            return l.any() ? q(l.value) + u"@"_s + QString::number(l.line) : u"none"_s;
    }
    return u"?"_s;
}

QString signalText(const std::array<LabelPreference, kSignalKeys.size()> &s)
{
    QStringList out;
    for (const LabelPreference &l : s) {
        if (l.any())
            out << q(l.label) + u"="_s + q(l.value) + u"@"_s + QString::number(l.line);
    }
    return out.join(u", "_s);
}

} // namespace

class TestCoreAipref : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void structuredDictionaryParsesTheVocabularySubset_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("members"); // key=value|key=value
        QTest::newRow("one token") << u"train-ai=n"_s << true << u"train-ai=n"_s;
        QTest::newRow("two members") << u"train-ai=n, search=y"_s << true << u"train-ai=n|search=y"_s;
        QTest::newRow("no space after comma") << u"train-ai=n,search=y"_s << true << u"train-ai=n|search=y"_s;
        QTest::newRow("tab around comma (OWS)") << u"train-ai=n\t,\tsearch=y"_s << true << u"train-ai=n|search=y"_s;
        QTest::newRow("leading and trailing spaces") << u"  train-ai=y  "_s << true << u"train-ai=y"_s;
        QTest::newRow("bare key is true") << u"train-ai"_s << true << u"train-ai=?1"_s;
        QTest::newRow("parameters skipped") << u"train-ai=n;exp=1;q"_s << true << u"train-ai=n"_s;
        QTest::newRow("boolean") << u"search=?0"_s << true << u"search=?0"_s;
        QTest::newRow("string") << u"search=\"y\""_s << true << u"search=\"y\""_s;
        QTest::newRow("integer and decimal") << u"a=12, b=-1.5"_s << true << u"a=12|b=-1.5"_s;
        QTest::newRow("inner list") << u"a=(x y);p=1, b=n"_s << true << u"a=(x y);p=1|b=n"_s;
        QTest::newRow("byte sequence") << u"a=:aGk=:"_s << true << u"a=:aGk=:"_s;
        QTest::newRow("repeated key kept in order")
            << u"train-ai=y, train-ai=n"_s << true << u"train-ai=y|train-ai=n"_s;
        QTest::newRow("empty") << QString() << true << QString();
        QTest::newRow("upper-case key") << u"Train-AI=n"_s << false << QString();
        QTest::newRow("upper case in a later key") << u"train-ai=n, Search=y"_s << false << QString();
        QTest::newRow("trailing comma") << u"train-ai=n,"_s << false << QString();
        QTest::newRow("missing value") << u"train-ai="_s << false << QString();
        QTest::newRow("semicolon separated") << u"train-ai=n; search=y x"_s << false << QString();
        QTest::newRow("unterminated string") << u"a=\"y"_s << false << QString();
        QTest::newRow("digit first") << u"2a=y"_s << false << QString();
    }
    void structuredDictionaryParsesTheVocabularySubset()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, members);
        const std::string t = text.toStdString();
        const ParsedDictionary d = parseStructuredDictionary(t);
        QCOMPARE(d.ok, ok);
        QStringList got;
        for (const DictionaryMember &m : d.members)
            got << q(m.key) + u"="_s + q(m.value);
        QCOMPARE(got.join(u"|"_s), members);
    }

    // draft-ietf-aipref-attach-05's example, by name (§3.4, Table 1, for "all other crawlers"): /test
    // takes the group's default, /ai-ok/test the longer path's, and /never/test none, because the
    // crawler may not fetch it.
    void draftExampleTest()
    {
        const UsagePreferences p = prefs(kDraftExample, "OtherBot", "/test");
        QVERIFY(p.read);
        QCOMPARE(p.access, Access::Allowed);
        QCOMPARE(label(p, "train-ai"), u"n@4"_s);
        QCOMPARE(label(p, "search"), u"none"_s);
    }
    void draftExampleNeverTest()
    {
        const UsagePreferences p = prefs(kDraftExample, "OtherBot", "/never/test");
        QCOMPARE(p.access, Access::Disallowed);
        QVERIFY(p.contentUsageLines.empty());
        QCOMPARE(label(p, "train-ai"), u"none"_s);
    }
    void draftExampleAiOkTest()
    {
        const UsagePreferences p = prefs(kDraftExample, "OtherBot", "https://example.com/ai-ok/test");
        QCOMPARE(p.access, Access::Allowed);
        QCOMPARE(label(p, "train-ai"), u"y@5"_s);
        QCOMPARE(p.contentUsageLines, std::vector<std::uint32_t>{5});
    }
    // The same example for ExampleBot: its own group, so it may fetch everything, /never/ included,
    // with train-ai=y from line 9 ("apply usage preferences of train-ai=y").
    void draftExampleExampleBotUsesItsOwnGroup()
    {
        for (const std::string_view url : {"/test", "/never/test", "/ai-ok/test"}) {
            const UsagePreferences p = prefs(kDraftExample, "ExampleBot", url);
            QCOMPARE(p.access, Access::Allowed);
            QCOMPARE(label(p, "train-ai"), u"y@9"_s);
        }
    }

    void contentUsageFollowsTheDraftsRules_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("trainAi");
        QTest::addColumn<QString>("search");
        const auto row = [](const char *name, const char *body, const char *agent, const char *url, const char *t,
                            const char *s) {
            QTest::newRow(name) << QString::fromUtf8(body) << QString::fromUtf8(agent) << QString::fromUtf8(url)
                                << QString::fromUtf8(t) << QString::fromUtf8(s);
        };
        row("rule order does not matter", "User-agent: *\nContent-Usage: /a/ train-ai=y\nContent-Usage: train-ai=n\n",
            "X", "/a/b", "y@2", "none");
        row("identical paths: n wins", "User-agent: *\nContent-Usage: /a train-ai=n\nContent-Usage: /a train-ai=y\n",
            "X", "/a", "n@2", "none");
        row("identical paths: n wins whatever the order",
            "User-agent: *\nContent-Usage: /a train-ai=y\nContent-Usage: /a train-ai=n, search=y\n", "X", "/a", "n@3",
            "y@3");
        row("repeated label keeps its last value", "User-agent: *\nContent-Usage: train-ai=n, train-ai=y\n", "X", "/",
            "y@2", "none");
        row("upper-case label: whole value unknown", "User-agent: *\nContent-Usage: Train-AI=n, search=y\n", "X", "/",
            "none", "none");
        row("unknown labels ignored", "User-agent: *\nContent-Usage: bots=n, search=n, foo=y\n", "X", "/", "none",
            "n@2");
        row("yes is not a vocabulary value", "User-agent: *\nContent-Usage: train-ai=yes\n", "X", "/", "none", "none");
        row("group chosen as for Allow/Disallow",
            "User-agent: *\nContent-Usage: train-ai=n\n\nUser-agent: FriendlyBot\nContent-Usage: train-ai=y\n",
            "FriendlyBot", "/", "y@5", "none");
        row("star group when none names the crawler",
            "User-agent: *\nContent-Usage: train-ai=n\n\nUser-agent: FriendlyBot\nContent-Usage: train-ai=y\n",
            "OtherBot", "/", "n@2", "none");
        row("path percent-encoded as Allow/Disallow", "User-agent: *\nContent-Usage: /%7Euser/ train-ai=n\n", "X",
            "/~user/page", "n@2", "none");
        row("wildcard path", "User-agent: *\nContent-Usage: /*.pdf$ train-ai=n\n", "X", "/doc/a.pdf", "n@2", "none");
        row("path that does not match", "User-agent: *\nContent-Usage: /a/ train-ai=n\n", "X", "/b", "none", "none");
        row("outside any group", "Content-Usage: train-ai=n\nUser-agent: *\nAllow: /\n", "X", "/", "none", "none");
        row("tab between path and preference", "User-agent: *\nContent-Usage: /a\ttrain-ai=n\n", "X", "/a", "n@2",
            "none");
    }
    void contentUsageFollowsTheDraftsRules()
    {
        QFETCH(QString, body);
        QFETCH(QString, agent);
        QFETCH(QString, url);
        QFETCH(QString, trainAi);
        QFETCH(QString, search);
        const UsagePreferences p = prefs(body.toStdString(), agent.toStdString(), url.toStdString());
        QCOMPARE(label(p, "train-ai"), trainAi);
        QCOMPARE(label(p, "search"), search);
    }

    // draft-ietf-aipref-vocab-08 (14 September 2026), Table 1 "Mappings for Categories": "AI
    // Training | train-ai", "AI Use | ai-use", "Search | search" ("AI Use" is new in -08: "Using an
    // asset as input to a generative AI model, where the asset is not directly provided by the
    // user"). The syntax did not change: "These tokens are case sensitive" (§6.1) and "any unknown
    // labels MUST be ignored" (§6.4).
    void vocab08_data()
    {
        QTest::addColumn<QString>("preference");
        QTest::addColumn<QString>("trainAi");
        QTest::addColumn<QString>("aiUse");
        QTest::addColumn<QString>("search");
        QTest::newRow("aipref-vocab-08-6.1/ai-use-is-a-label")
            << u"train-ai=n, ai-use=n, search=y"_s << u"n@2"_s << u"n@2"_s << u"y@2"_s;
        QTest::newRow("aipref-vocab-08-6.1/ai-use-alone") << u"ai-use=y"_s << u"none"_s << u"y@2"_s << u"none"_s;
        QTest::newRow("aipref-vocab-08-6.1/tokens-are-case-sensitive")
            << u"AI-Use=n, search=y"_s << u"none"_s << u"none"_s << u"none"_s;
        // §6: "train-ai=y, search=n" states "a preference to allow model training ... disallow
        // search, with the preference for other categories being unknown".
        QTest::newRow("aipref-vocab-08-6/draft-example")
            << u"train-ai=y, search=n"_s << u"y@2"_s << u"none"_s << u"n@2"_s;
        // §6.5.1: "train-ai=y, train-ai, search=n, search=\"n\"" "results in all preferences being unknown".
        QTest::newRow("aipref-vocab-08-6.5.1/duplicated-keys-draft-example")
            << u"train-ai=y, train-ai, search=n, search=\"n\""_s << u"none"_s << u"none"_s << u"none"_s;
        // §6.5.2: "train-ai;allow=n, train-ai=y" carries "a preference to allow the usage".
        QTest::newRow("aipref-vocab-08-6.5.2/parameters-draft-example")
            << u"train-ai;allow=n, train-ai=y"_s << u"y@2"_s << u"none"_s << u"none"_s;
        QTest::newRow("aipref-vocab-08-6.4/unknown-labels-ignored")
            << u"train-genai=n, ai-use=n"_s << u"none"_s << u"n@2"_s << u"none"_s;
    }
    void vocab08()
    {
        QFETCH(QString, preference);
        QFETCH(QString, trainAi);
        QFETCH(QString, aiUse);
        QFETCH(QString, search);
        QCOMPARE(kUsageLabels, (std::array<std::string_view, 3>{"train-ai", "ai-use", "search"}));
        const std::string body = "User-agent: *\nContent-Usage: " + preference.toStdString() + "\n";
        const UsagePreferences p = prefs(body, "AnyBot", "/");
        QCOMPARE(label(p, "train-ai"), trainAi);
        QCOMPARE(label(p, "ai-use"), aiUse);
        QCOMPARE(label(p, "search"), search);
        // ai-use is a label of -08 again, not one of an earlier draft (R611).
        QVERIFY(std::find(kObsoleteUsageLabels.begin(), kObsoleteUsageLabels.end(), "ai-use") ==
                kObsoleteUsageLabels.end());
    }

    // The draft makes Content-Usage a rule of its group: a User-agent line after it starts the
    // next group (RFC 9309 §2.1), which rfc9309, not knowing the line, does not do.
    void contentUsageEndsTheRunOfUserAgentLines()
    {
        constexpr std::string_view body = "User-agent: a\nContent-Usage: train-ai=n\nUser-agent: b\nDisallow: /\n";
        QVERIFY(isAllowed(parse(body, aiprefDialect()), "a", "/x"));
        QVERIFY(!isAllowed(parse(body, defaultDialect()), "a", "/x"));
        QCOMPARE(parse(body, aiprefDialect()).groups().size(), std::size_t{2});
    }

    void lineModelKeepsPathPreferenceAndGroup()
    {
        const RobotsFile f = parse(kDraftExample, aiprefDialect());
        QCOMPARE(f.preferences().size(), std::size_t{3});
        const PreferenceLine &p = f.preferences()[1];
        QCOMPARE(p.line, 5u);
        QCOMPARE(p.group, 0);
        QCOMPARE(p.syntax, PreferenceSyntax::ContentUsage);
        QCOMPARE(q(p.path), u"/ai-ok/"_s);
        QCOMPARE(q(p.preference), u"train-ai=y"_s);
        QCOMPARE(q(f.slice(p.preferenceRange)), u"train-ai=y"_s);
        QVERIFY(p.parsed);
        QCOMPARE(p.entries.size(), std::size_t{1});
        QCOMPARE(q(f.slice(p.entries[0].range)), u"train-ai=y"_s);
        // Every dialect records the lines; only aipref acts on them.
        QCOMPARE(parse(kDraftExample, dialect(DialectId::Google)).preferences().size(), std::size_t{3});
    }

    void otherDialectsDoNotReadPreferences()
    {
        for (const Dialect &d : allDialects()) {
            if (d.id() == DialectId::Aipref)
                continue;
            QVERIFY2(!d.rules().aiPreferences, d.name().data());
            const UsagePreferences p = prefs(kDraftExample, "ExampleBot", "/test", d);
            QVERIFY(!p.read);
            QVERIFY(!p.contentUsage[0].any());
            const Verdict v = evaluate(parse(kDraftExample, d), "ExampleBot", "/test");
            QVERIFY2(q(v.describe()).contains(u"Content-Usage lines are not read by "_s + q(d.name())),
                     qPrintable(q(v.describe())));
        }
        QCOMPARE(findDialect("aipref"), &aiprefDialect());
        // A dialect of its own, so the tester and `compare` show it as a column.
        QCOMPARE(aiprefDialect().id(), DialectId::Aipref);
        QCOMPARE(&dialect(DialectId::Aipref), &aiprefDialect());
    }

    void explanationNamesTheDecidingContentUsageLine()
    {
        const Verdict v = evaluate(parse(kDraftExample, aiprefDialect()), "OtherBot", "/ai-ok/test");
        QCOMPARE(v.contentUsageLines, std::vector<std::uint32_t>{5});
        QVERIFY2(q(v.describe()).contains(u"Deciding Content-Usage: line 5 `Content-Usage: /ai-ok/ train-ai=y`"_s),
                 qPrintable(q(v.describe())));
        const Verdict never = evaluate(parse(kDraftExample, aiprefDialect()), "OtherBot", "/never/test");
        QVERIFY(q(never.describe()).contains(u"a preference applies only to URLs the crawler may fetch"_s));
    }

    // Cloudflare's published examples parse, and both readings are given: inside the group
    // (Cloudflare) and for the whole file (other parsers).
    void contentSignalPublishedExamplesParse_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("policy default") << u"search=yes, ai-train=no"_s << u"search=yes@2, ai-train=no@2"_s;
        QTest::newRow("no spaces") << u"search=yes,ai-train=no"_s << u"search=yes@2, ai-train=no@2"_s;
        QTest::newRow("all three") << u"ai-train=no, search=yes, ai-input=no"_s
                                   << u"search=yes@2, ai-input=no@2, ai-train=no@2"_s;
        QTest::newRow("markdown responses")
            << u"ai-train=yes, search=yes, ai-input=yes"_s << u"search=yes@2, ai-input=yes@2, ai-train=yes@2"_s;
        QTest::newRow("use key (2026)") << u"search=yes, ai-train=no, use=reference"_s
                                        << u"search=yes@2, ai-train=no@2, use=reference@2"_s;
    }
    void contentSignalPublishedExamplesParse()
    {
        QFETCH(QString, value);
        QFETCH(QString, expected);
        const std::string body = "User-Agent: *\nContent-Signal: " + value.toStdString() + "\nAllow: /\n";
        const RobotsFile f = parse(body, aiprefDialect());
        QCOMPARE(f.preferences().size(), std::size_t{1});
        QVERIFY(f.preferences()[0].parsed);
        const UsagePreferences p = usagePreferences(rulesFor(f, "AnyBot"), "/");
        QCOMPARE(signalText(p.signalInGroup), expected);
        QCOMPARE(signalText(p.signalFileWide), expected);
    }

    void contentSignalHasAGroupAndAFileWideReading()
    {
        constexpr std::string_view body = "User-Agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n\n"
                                          "User-Agent: Special\nAllow: /\n\n"
                                          "Content-Signals: ai-input=no\n";
        const RobotsFile f = parse(body, aiprefDialect());
        QCOMPARE(f.preferences().size(), std::size_t{2});
        const UsagePreferences special = usagePreferences(rulesFor(f, "Special"), "/");
        // Blank lines do not end groups (RFC 9309 §2.1): the last line, meant for the whole file,
        // is in Special's group for Cloudflare's reading.
        QCOMPARE(signalText(special.signalInGroup), u"ai-input=no@8"_s);
        QCOMPARE(signalText(special.signalFileWide), u"search=yes@2, ai-input=no@8, ai-train=no@2"_s);
        const UsagePreferences other = usagePreferences(rulesFor(f, "Other"), "/");
        QCOMPARE(signalText(other.signalInGroup), u"search=yes@2, ai-train=no@2"_s);
    }

    void contentSignalNoWinsOverYes()
    {
        constexpr std::string_view body =
            "User-Agent: *\nContent-Signal: ai-train=no\nContent-Signal: ai-train=yes, search=yes\n";
        const UsagePreferences p = prefs(body, "X", "/");
        QCOMPARE(signalText(p.signalInGroup), u"search=yes@3, ai-train=no@2"_s);
    }

    // Cloudflare's Content Signals Policy gives `yes`/`no` (and `use=immediate|reference|full`);
    // any other value is no signal, exactly as lint's R612 says, so the reading never shows one as
    // a value (the last value of a key counts, as for every key).
    void contentSignalOtherValuesAreNoSignal_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("r612"); // lint's findings about the values
        QTest::newRow("content-signals-policy/maybe-is-no-signal")
            << u"search=yes, ai-train=maybe"_s << u"search=yes@2"_s << 1;
        QTest::newRow("content-signals-policy/y-is-content-usages-spelling")
            << u"search=y, ai-train=no"_s << u"ai-train=no@2"_s << 1;
        QTest::newRow("content-signals-policy/upper-case-yes-is-no-signal") << u"search=YES"_s << QString() << 1;
        QTest::newRow("content-signals-policy/use-later-is-no-signal")
            << u"use=later, ai-input=no"_s << u"ai-input=no@2"_s << 1;
        QTest::newRow("content-signals-policy/last-value-counts") << u"ai-train=no, ai-train=maybe"_s << QString() << 1;
        QTest::newRow("content-signals-policy/use-full") << u"use=full"_s << u"use=full@2"_s << 0;
        // Cloudflare's managed robots.txt (since August 2026): "Content-Signal:
        // search=yes,ai-train=no,use=reference".
        QTest::newRow("cloudflare-managed-robots/use-reference")
            << u"search=yes,ai-train=no,use=reference"_s << u"search=yes@2, ai-train=no@2, use=reference@2"_s << 0;
        QTest::newRow("content-signals-policy/use-immediate") << u"use=immediate"_s << u"use=immediate@2"_s << 0;
        QTest::newRow("content-signals-policy/use-misspelt-is-no-signal") << u"use=refrence"_s << QString() << 1;
        QTest::newRow("content-signals-policy/use-upper-case-is-no-signal") << u"use=Full"_s << QString() << 1;
    }

    void contentSignalOtherValuesAreNoSignal()
    {
        QFETCH(QString, value);
        QFETCH(QString, expected);
        QFETCH(int, r612);
        const std::string body = "User-Agent: *\nContent-Signal: " + value.toStdString() + "\nAllow: /\n";
        const RobotsFile f = parse(body, aiprefDialect()); // the values are views of its text
        const UsagePreferences p = usagePreferences(rulesFor(f, "AnyBot"), "/");
        QCOMPARE(signalText(p.signalInGroup), expected);
        QCOMPARE(signalText(p.signalFileWide), expected);
        // Lint says why in its own words: each value the reading drops is an R612 finding.
        const LintResult lint = robots::lint(body);
        QCOMPARE(std::count_if(lint.diagnostics.begin(), lint.diagnostics.end(),
                               [](const Diagnostic &d) { return d.code() == "R612"; }),
                 std::ptrdiff_t{r612});
    }

    void unparseableContentSignalIsKeptButNotParsed()
    {
        const RobotsFile f = parse("User-Agent: *\nContent-Signal: search yes\n", aiprefDialect());
        QCOMPARE(f.preferences().size(), std::size_t{1});
        QVERIFY(!f.preferences()[0].parsed);
    }
};

QTEST_GUILESS_MAIN(TestCoreAipref)
#include "tst_core_aipref.moc"
