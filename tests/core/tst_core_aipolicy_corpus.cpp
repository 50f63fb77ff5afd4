// SPDX-License-Identifier: MIT
// The AI crawler policy generator never widens access (robots/studio/aipolicy.h), proved over every
// real robots.txt of ../shared/corpus/real and a fixed set of choices:
// - every crawler not chosen (the catalogue's others, and a crawler no file names) keeps, on every
//   path the file names (each rule's and Content-Usage line's path, plus `/`), its verdict under
//   rfc9309 and google and its usage preferences (Content-Usage, Content-Signal in its group, as
//   the aipref dialect reads them);
// - a crawler whose purpose is allowed never may fetch a path after the edits that it could not
//   fetch before unless `*` lets everyone fetch it, and is then treated exactly as `*`;
// - a crawler whose purpose is blocked is disallowed `/` (a name that is not a product token,
//   `AI2Bot`, under python-urllib-3.15, which reads names whole: rfc9309 and google cannot name it).
// Choice sets: each of the catalogue's 10 purposes alone with Block and with Allow (20), and 7
// mixes; files over 8 KiB get three of the mixes only. Paths: `/` and the first 64 a file names (its largest name
// thousands). Files longer than RFC 9309 §2.5's 500 KiB get no edit at all (AiPolicyPlan::tooLong). A line google reads
// as a User-agent and rfc9309 does not (`UserAgent:`) is reported (ReadDifferently), and excused under google. Crawlers
// that no group names before or after the edits are governed by the `*` group, so their verdicts are those of `*`: they
// are checked once through `*` (and counted as such).

#include "coretestutil.h"

#include "robots/studio/aipolicy.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>

using namespace robots;
using namespace coretest;

namespace {

// Every purpose of the catalogue alone with each action, then mixed choices (the dialog's four
// purposes in several mixes, and every purpose at once).
std::vector<std::pair<std::string, AiPolicyChoices>> choiceSets()
{
    std::vector<std::pair<std::string, AiPolicyChoices>> out;
    for (std::size_t i = 0; i < kCrawlerCategoryCount; ++i) {
        const auto c = static_cast<CrawlerCategory>(i);
        for (const AiPolicyAction a : {AiPolicyAction::Block, AiPolicyAction::Allow}) {
            AiPolicyChoices choices;
            choices.set(c, a);
            out.emplace_back(std::string(a == AiPolicyAction::Block ? "block " : "allow ") +
                                 std::string(crawlerCategoryName(c)),
                             choices);
        }
    }
    using enum CrawlerCategory;
    using A = AiPolicyAction;
    const auto mix = [&](std::string name, std::initializer_list<std::pair<CrawlerCategory, A>> actions) {
        AiPolicyChoices choices;
        for (const auto &[c, a] : actions)
            choices.set(c, a);
        out.emplace_back(std::move(name), choices);
    };
    mix("block training, allow ai-search", {{Training, A::Block}, {AiSearch, A::Allow}});
    mix("allow training, block ai-search", {{Training, A::Allow}, {AiSearch, A::Block}});
    mix("block training+ai-agent, allow ai-search+user-triggered",
        {{Training, A::Block}, {AiAgent, A::Block}, {AiSearch, A::Allow}, {UserTriggered, A::Allow}});
    mix("allow training+ai-agent, block ai-search+user-triggered",
        {{Training, A::Allow}, {AiAgent, A::Allow}, {AiSearch, A::Block}, {UserTriggered, A::Block}});
    mix("block the dialog's four",
        {{Training, A::Block}, {AiSearch, A::Block}, {UserTriggered, A::Block}, {AiAgent, A::Block}});
    mix("allow the dialog's four",
        {{Training, A::Allow}, {AiSearch, A::Allow}, {UserTriggered, A::Allow}, {AiAgent, A::Allow}});
    AiPolicyChoices all;
    for (std::size_t i = 0; i < kCrawlerCategoryCount; ++i)
        all.set(static_cast<CrawlerCategory>(i), i % 2 ? A::Allow : A::Block);
    out.emplace_back("every purpose, block and allow alternating", all);
    return out;
}

// The names the file's groups give, lower-cased, as rfc9309 and google compare them (the product
// token a User-agent line is cut to, against the crawler's whole name, ASCII case-insensitively,
// RFC 9309 §2.2.1): a crawler is named by a group exactly when its lower-cased name is one of
// them. One pass over the groups instead of groupsFor() per crawler.
std::set<std::string, std::less<>> namedTokens(const RobotsFile &file)
{
    std::set<std::string, std::less<>> out;
    for (const Group &g : file.groups()) {
        for (const AgentLine &a : g.agents) {
            if (a.star)
                continue;
            std::string t(a.token);
            std::transform(t.begin(), t.end(), t.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
            out.insert(std::move(t));
        }
    }
    return out;
}

bool named(const std::set<std::string, std::less<>> &tokens, std::string_view agent)
{
    std::string t(agent);
    std::transform(t.begin(), t.end(), t.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
    return tokens.contains(t);
}

// The preferences a crawler gets for a path, as comparable strings.
std::string preferences(const AgentRules &rules, std::string_view path)
{
    const UsagePreferences p = usagePreferences(rules, path);
    std::string out;
    for (const LabelPreference &l : p.contentUsage)
        out += std::string(l.value) + ',';
    for (const LabelPreference &l : p.signalInGroup)
        out += std::string(l.value) + ',';
    return out;
}

// The plan says google reads a line the edits cannot change as naming the crawler.
bool readDifferently(const AiPolicyPlan &plan, std::string_view crawler)
{
    return std::any_of(plan.findings.begin(), plan.findings.end(), [&](const AiPolicyFinding &f) {
        return f.crawler == crawler && f.kind == AiPolicyFindingKind::ReadDifferently;
    });
}

// At most this many paths of a file are probed (`/` and the first ones in file order): the
// corpus's largest files name thousands, and the property runs under ASan too.
constexpr std::size_t kMaxPaths = 64;
// Files larger than this get only the mixed choice sets; the first kSingleChoiceSets sets are
// every purpose alone with each action.
constexpr std::size_t kLargeFile = 8 * 1024;
// …namely "block training, allow ai-search", "block the dialog's four", "allow the dialog's four".
constexpr std::size_t kSingleChoiceSets = 2 * kCrawlerCategoryCount;
constexpr std::array<std::size_t, 3> kLargeFileSets{kSingleChoiceSets, kSingleChoiceSets + 4, kSingleChoiceSets + 5};

struct Reading
{
    explicit Reading(RobotsFile f)
        : file(std::move(f))
        , tokens(namedTokens(file))
    {
    }
    RobotsFile file;
    std::set<std::string, std::less<>> tokens;
    std::map<std::string, AgentRules, std::less<>> rules;
    const AgentRules &of(std::string_view agent)
    {
        auto it = rules.find(agent);
        if (it == rules.end())
            it = rules.emplace(std::string(agent), rulesFor(file, agent)).first;
        return it->second;
    }
};

} // namespace

class TestCoreAiPolicyCorpus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void generatorNeverWidensAccessOverTheCorpus()
    {
        const QDir dir(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real"));
        if (!dir.exists())
            QSKIP("../shared/corpus/real is absent (it is not part of a user's clone): the generator's "
                  "corpus property is not checked");
        const QStringList names = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        QVERIFY(!names.isEmpty());
        const auto sets = choiceSets();
        const std::vector<const Dialect *> dialects(aiPolicyDialects().begin(), aiPolicyDialects().end());
        const Dialect &whole = dialect(DialectId::PythonUrllib315);
        std::size_t files = 0, tooLong = 0, runs = 0, changed = 0, direct = 0, throughStar = 0, chosenChecks = 0;
        for (const QString &name : names) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const std::string body = f.readAll().toStdString();
            ++files;

            std::vector<Reading> before;
            for (const Dialect *d : dialects)
                before.push_back(Reading{parse(body, *d)});
            for (std::size_t set = 0; set < sets.size(); ++set) {
                const auto &[label, choices] = sets[set];
                // Files over 8 KiB (59 of the corpus's 250, up to thousands of rules) get three
                // mixes only: every set over every file would take minutes in Debug.
                if (body.size() > kLargeFile &&
                    std::find(kLargeFileSets.begin(), kLargeFileSets.end(), set) == kLargeFileSets.end())
                    continue;
                ++runs;
                const AiPolicyPlan plan = aiPolicyPlan(before[0].file, body, choices);
                const std::string after = applyEdits(body, plan.edits);
                if (plan.tooLong) {
                    ++tooLong; // longer than RFC 9309 §2.5's 500 KiB: no edit at all
                    QVERIFY(plan.edits.empty() && before[0].file.truncated());
                    continue;
                }
                if (after == body)
                    continue; // nothing changed: nothing can widen
                ++changed;
                const std::string where = name.toStdString() + " / " + label;
                for (std::size_t k = 0; k < dialects.size(); ++k) {
                    Reading now{parse(after, *dialects[k])};
                    Reading &was = before[k];
                    std::vector<std::string> paths = aiPolicyProbePaths(was.file);
                    for (std::string &p : aiPolicyProbePaths(now.file)) {
                        if (std::find(paths.begin(), paths.end(), p) == paths.end())
                            paths.push_back(std::move(p));
                    }
                    if (paths.size() > kMaxPaths)
                        paths.resize(kMaxPaths);
                    const bool prefs = dialects[k]->rules().aiPreferences;
                    const auto same = [&](std::string_view agent) {
                        for (const std::string &p : paths) {
                            if (was.of(agent).decide(p).access != now.of(agent).decide(p).access)
                                return "verdict of " + std::string(agent) + " on " + p;
                            if (prefs && preferences(was.of(agent), p) != preferences(now.of(agent), p))
                                return "preferences of " + std::string(agent) + " on " + p;
                        }
                        return std::string();
                    };
                    // `*` (every crawler no group names) keeps its verdicts and preferences.
                    if (const std::string e = same("*"); !e.empty())
                        QFAIL((where + ' ' + std::string(dialects[k]->name()) + ": " + e).c_str());
                    for (const Crawler &c : crawlerCatalogue()) {
                        const AiPolicyAction action = choices.action(c.category);
                        if (action == AiPolicyAction::Leave) {
                            if (!named(was.tokens, c.token) && !named(now.tokens, c.token)) {
                                throughStar += paths.size();
                                continue;
                            }
                            direct += paths.size();
                            if (const std::string e = same(c.token); !e.empty())
                                QFAIL((where + ' ' + std::string(dialects[k]->name()) + ": " + e).c_str());
                            continue;
                        }
                        if (action == AiPolicyAction::Allow && !named(was.tokens, c.token) &&
                            !named(now.tokens, c.token)) {
                            throughStar += paths.size(); // governed by `*` before and after
                            continue;
                        }
                        chosenChecks += paths.size();
                        if (action == AiPolicyAction::Block) {
                            if (isProductToken(c.token))
                                if (now.of(c.token).decide("/").access != Access::Disallowed &&
                                    !(dialects[k]->id() == DialectId::Google && readDifferently(plan, c.token)))
                                    QFAIL((where + ' ' + std::string(dialects[k]->name()) + ": " +
                                           std::string(c.token) + " not blocked")
                                              .c_str());
                            continue;
                        }
                        for (const std::string &p : paths) {
                            const Access a = now.of(c.token).decide(p).access;
                            const Access star = now.of("*").decide(p).access;
                            const std::string who =
                                where + ' ' + std::string(dialects[k]->name()) + ": " + std::string(c.token);
                            if (a == Access::Allowed && star == Access::Disallowed &&
                                was.of(c.token).decide(p).access == Access::Disallowed)
                                QFAIL((who + " newly allowed " + p).c_str());
                            if (a != star &&
                                !(dialects[k]->id() == DialectId::Google && readDifferently(plan, c.token)))
                                QFAIL((who + " not treated as * on " + p).c_str());
                            if (prefs && preferences(now.of(c.token), p) != preferences(now.of("*"), p))
                                QFAIL((who + " lacks the * preferences on " + p).c_str());
                        }
                    }
                }
                // Names that are not product tokens, as a reader that reads names whole sees them.
                std::optional<Reading> nowWhole;
                for (const Crawler &c : crawlerCatalogue()) {
                    if (isProductToken(c.token) || choices.action(c.category) != AiPolicyAction::Block)
                        continue;
                    if (!nowWhole)
                        nowWhole.emplace(parse(after, whole));
                    ++chosenChecks;
                    if (nowWhole->of(c.token).decide("/").access != Access::Disallowed)
                        QFAIL((where + ": " + std::string(c.token) + " not blocked under python-urllib-3.15").c_str());
                }
            }
        }
        qInfo("AI policy corpus property: %zu files x %zu choice sets = %zu runs (%zu changed the file, %zu left a "
              "file longer than 500 KiB alone); "
              "%zu crawlers in the catalogue; %zu crawler-path-dialect checks of unchosen crawlers named by a group, "
              "%zu more through the * group; %zu chosen crawler-path-dialect checks of crawlers named by a group",
              files, sets.size(), runs, changed, tooLong, crawlerCatalogue().size(), direct, throughStar, chosenChecks);
    }
};

QTEST_GUILESS_MAIN(TestCoreAiPolicyCorpus)
#include "tst_core_aipolicy_corpus.moc"
