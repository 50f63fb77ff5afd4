// SPDX-License-Identifier: MIT
// `robotstxt ai`: for the AI crawlers of the catalogue (or the given agents) and each URL, may it
// fetch, and which usage preferences apply (Content-Usage, draft-ietf-aipref-attach-05;
// Content-Signal, Cloudflare). `robotstxt ai-policy`: groups for the catalogue's crawlers by
// purpose, as a diff or written. Every answer comes from the core (robots/studio/aipref.h,
// robots/studio/aipolicy.h, robots/studio/crawlers.h, robots/studio/textedit.h).
#include "cli.h"

#include "robots/robotsfile.h"
#include "robots/studio/aipolicy.h"
#include "robots/studio/aipref.h"
#include "robots/studio/crawlers.h"
#include "robots/studio/diagnostics.h"
#include "robots/studio/dialectrules.h"
#include "robots/studio/families.h"
#include "robots/studio/textedit.h"
#include "robots/verdict.h"

#include <algorithm>
#include <cstdio>
#include <fstream>

namespace cli {
namespace {

constexpr std::string_view kAiHelp = R"(Usage: robotstxt ai [OPTIONS] FILE [URL...]

For each crawler of the crawler catalogue (or each --agent) and each URL (default `/`): may it
fetch the URL, and which AI usage preferences apply to it.

Preferences come from two sources, neither of them a standard yet:
  Content-Usage   draft-ietf-aipref-attach-05 with the vocabulary of draft-ietf-aipref-vocab-08
                  (IETF working-group drafts): labels train-ai, ai-use and search, values y and n; the
                  longest matching path of the crawler's groups decides, and a preference applies
                  only to URLs the crawler may fetch
  Content-Signal  Cloudflare's Content Signals Policy: search, ai-input, ai-train = yes/no, and
                  use = immediate/reference/full; given both as Cloudflare reads it (the crawler's group) and as other parsers
                  do (the whole file)

Options:
  --agent A          A crawler's name (repeat for several); default: every crawler of the catalogue
  --category C       Only the catalogue's crawlers of this purpose (repeat or comma-separate):
                     training, ai-search, user-triggered, ai-agent, dataset, archive,
                     search-engine, seo-tool, link-preview, other
  --dialect D        How to read the file (default: aipref, RFC 9309 plus these lines; other
                     dialects do not read them)
  --format F         text (default) or json (JSON Lines: one object per crawler and URL)
  -h, --help         Show this help

JSON Lines objects, in this field order:
  {"url":"/","agent":"GPTBot","operator":"OpenAI","category":"training","control":false,"verdict":"allowed",
   "train-ai":{"value":"n","line":4},"ai-use":null,"search":null,
   "signal":{"search":{"value":"yes","line":2},"ai-input":null,"ai-train":null,"use":null},
   "signalFileWide":{...},"dialect":"aipref"}
"operator" and "category" are null for agents the catalogue does not know; "control" is true for a
control token (Google-Extended: nothing fetches under it, its group only says whether pages may
train the operator's models); a label is null when no preference applies (no line, a value that is
not one of the vocabulary's, or a URL the crawler may not fetch).

Only valid values are shown as values: `ai-train=maybe` or `train-ai=no` is no preference. The
lines that hold such values, unknown labels or keys, or an unparseable preference are reported on
stderr as `robotstxt lint` reports them (FILE:LINE:COL: severity: message [code], R609-R613).

Exit status: 0 ok, 2 usage or I/O error.
)";

constexpr std::string_view kPolicyHelp = R"(Usage: robotstxt ai-policy [OPTIONS] FILE

Block or allow the catalogue's crawlers by purpose, and set the `*` group's preference lines,
changing only the lines that must change. Prints the change as a unified diff; --write saves it.
Never widens access: after the change no crawler may fetch a path it could not fetch before,
unless the `*` group lets every crawler fetch it.

Options:
  --block C          Block the catalogue's crawlers of purpose C (repeat or comma-separate; see
                     robotstxt ai --help for the purposes): `Disallow: /` in a group of their own
  --allow C          Allow the catalogue's crawlers of purpose C: no more blocked than the `*`
                     group and never more access than it gives everyone (see below)
  --content-usage P  Set `Content-Usage: P` in the `*` group (draft-ietf-aipref-attach-05), e.g.
                     "train-ai=n, search=y"
  --content-signal S Set `Content-Signal: S` in the `*` group (Cloudflare), e.g.
                     "search=yes, ai-train=no"
  --write            Write FILE instead of printing the diff
  -h, --help         Show this help

What each choice means:
  block  A crawler the file does not name joins one appended group `Disallow: /`. A crawler the
         file names in a group that does not block it gets that group rewritten to `Disallow: /`
         (or its User-agent line moved out of a group it shares with other crawlers).
  allow  The crawler is treated as the `*` group treats every crawler, its preference lines
         included. A crawler the file does not name already is: nothing is written for it. A
         crawler the file names otherwise gets its group's rules replaced by a copy of the `*`
         group's rules and preference lines (or its line taken out of a group it shares).
  (none) A purpose not given is left as it is.
Names that are not RFC 9309 product tokens (AI2Bot, Kangaroo Bot) are written as their operators
document them; rfc9309 and google cut such a line at the first other character (`AI`) and give
the crawler the `*` group, readers that compare whole names match it: each is reported. Every
crawler the file already names is reported with its line. On standard error, a summary counts
what the file then does, per dialect: "after: 14 of 16 training crawlers blocked under rfc9309".
A file longer than 500 KiB (RFC 9309 section 2.5) is not changed: anything added would push
its last lines out of what crawlers read.

Exit status: 0 nothing to change, or written; 1 the diff is not empty (without --write), or the
file is too long to change; 2 usage or I/O error.
)";

constexpr OptionSpec kAiOptions[] = {
    {"--agent", true, true}, {"--category", true, true}, {"--dialect", true, false}, {"--format", true, false}};
constexpr OptionSpec kPolicyOptions[] = {{"--block", true, true},
                                         {"--allow", true, true},
                                         {"--content-usage", true, false},
                                         {"--content-signal", true, false},
                                         {"--write", false, false}};

struct Agent
{
    std::string name;
    const robots::Crawler *crawler = nullptr;
};

bool categoriesFrom(std::string_view command, const Args &args, std::string_view option,
                    std::vector<robots::CrawlerCategory> &out)
{
    for (const std::string &name : args.values(option)) {
        const std::optional<robots::CrawlerCategory> c = robots::crawlerCategoryFromName(name);
        if (!c) {
            usageError(command, "unknown purpose '" + name +
                                    "' (training, ai-search, user-triggered, ai-agent, dataset, archive, "
                                    "search-engine, seo-tool, link-preview, other)");
            return false;
        }
        out.push_back(*c);
    }
    return true;
}

std::string jsonLabel(const robots::LabelPreference &l)
{
    if (!l.any())
        return "null";
    return "{\"value\":" + jsonString(l.value) + ",\"line\":" + std::to_string(l.line) + "}";
}

template<std::size_t N>
std::string jsonSignals(const std::array<robots::LabelPreference, N> &s)
{
    std::string out = "{";
    for (std::size_t i = 0; i < N; ++i) {
        if (i)
            out += ',';
        out += jsonString(robots::kSignalKeys[i]) + ':' + jsonLabel(s[i]);
    }
    return out + '}';
}

template<std::size_t N>
std::string textSignals(const std::array<robots::LabelPreference, N> &s)
{
    std::string out;
    for (const robots::LabelPreference &l : s) {
        if (!l.any())
            continue;
        if (!out.empty())
            out += ", ";
        out += std::string(l.label) + '=' + std::string(l.value) + " (line " + std::to_string(l.line) + ')';
    }
    return out.empty() ? std::string("none") : out;
}

/// The findings of `robotstxt lint` about the preference lines' contents (R609-R613: an
/// unparseable preference, unknown or obsolete labels, values outside the vocabulary, unknown
/// Content-Signal keys), on stderr in lint's text format: the values they concern are shown as no
/// preference, and this says why, in lint's words.
void printPreferenceFindings(const robots::RobotsFile &file, const std::string &path)
{
    const std::string name = path == "-" ? "<stdin>" : path;
    for (const robots::Diagnostic &d : robots::lint(file).diagnostics) {
        const std::string_view code = d.code();
        if (code < "R609" || code > "R613")
            continue;
        std::fprintf(stderr, "%s:%u:%u: %s: %s [%.*s]\n", name.c_str(), unsigned(d.where.line),
                     unsigned(d.where.start + 1), std::string(robots::severityName(d.severity)).c_str(),
                     d.message.toEnglish().c_str(), static_cast<int>(code.size()), code.data());
    }
}

std::string dialectList(const std::vector<robots::AiPolicyReading> &readers, bool matches)
{
    std::string out;
    for (const robots::AiPolicyReading &r : readers) {
        if (r.matches != matches)
            continue;
        out += (out.empty() ? "" : ", ") + std::string(r.dialect);
    }
    return out.empty() ? std::string("none") : out;
}

// One finding of the generator in words (robots/studio/aipolicy.h says what each kind means).
std::string policyFinding(const robots::AiPolicyFinding &f)
{
    const std::string name(f.crawler);
    const std::string line = std::to_string(f.line);
    const bool block = f.action == robots::AiPolicyAction::Block;
    switch (f.kind) {
    case robots::AiPolicyFindingKind::AlreadyDone:
        return name + ": line " + line + " names it in a group that already " +
               (block ? "blocks it (Disallow: /)" : "treats it as the * group does") + "; left as it is";
    case robots::AiPolicyFindingKind::GroupRewritten:
        return name + ": line " + line + " names it in a group that does not " +
               (block ? "block it; the change blocks it (Disallow: /)"
                      : "treat it as the * group does; the change gives it the * group's rules and preference "
                        "lines");
    case robots::AiPolicyFindingKind::NotProductToken:
        return name + ": not an RFC 9309 product token; " +
               (block ? (f.line ? "written as its operator documents it on line " + line
                                : std::string("written as its operator documents it"))
                      : std::string("nothing written: the * group governs it")) +
               "; rfc9309 and google read such a line as '" + std::string(f.readAs) + "' and give " + name +
               " the * group; a group written so applies to it under: " + dialectList(f.readers, true) +
               "; not under: " + dialectList(f.readers, false);
    case robots::AiPolicyFindingKind::ReadDifferently:
        return name + ": google reads line " + line +
               " as a User-agent line naming it, rfc9309 does not (a typo google accepts); changing that line "
               "would change other groups, so it stays, and under google that group still applies to " +
               name;
    }
    return name;
}

// "after: 14 of 16 training crawlers blocked under rfc9309, 14 under google", per purpose.
std::vector<std::string> policySummary(const std::vector<robots::AiPolicyCount> &counts)
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < counts.size();) {
        const robots::AiPolicyCount &first = counts[i];
        std::string text = "after: " + std::to_string(first.done) + " of " + std::to_string(first.total) + ' ' +
                           std::string(robots::crawlerCategoryName(first.category)) + " crawlers " +
                           (first.action == robots::AiPolicyAction::Block ? "blocked" : "treated as the * group") +
                           " under " + std::string(first.dialect);
        std::size_t j = i + 1;
        for (; j < counts.size() && counts[j].category == first.category; ++j)
            text += ", " + std::to_string(counts[j].done) + " under " + std::string(counts[j].dialect);
        out.push_back(std::move(text));
        i = j;
    }
    return out;
}

} // namespace

int runAi(std::span<char *const> argv)
{
    const auto args = parseArgs("ai", argv, kAiOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kAiHelp.data(), stdout);
        // Which crawlers the answers cover, and how current that list is (docs/crawlers.md).
        std::printf("\nCrawler catalogue: %zu crawlers and control tokens, checked against their operators'\n"
                    "documentation up to %.*s (docs/crawlers.md).\n",
                    robots::crawlerCatalogue().size(), static_cast<int>(robots::crawlerCatalogueDate().size()),
                    robots::crawlerCatalogueDate().data());
        return Exit::Ok;
    }
    const robots::Dialect *dialect = dialectArg("ai", args->value("--dialect").value_or("aipref"));
    if (!dialect)
        return Exit::Usage;
    const std::string format = args->value("--format").value_or("text");
    if (format != "text" && format != "json")
        return usageError("ai", "unknown format '" + format + "' (text or json)");
    std::vector<robots::CrawlerCategory> categories;
    if (!categoriesFrom("ai", *args, "--category", categories))
        return Exit::Usage;
    if (args->positional.empty())
        return usageError("ai", "expected FILE (see robotstxt ai --help)");

    std::vector<Agent> agents;
    for (const std::string &name : args->list("--agent"))
        agents.push_back({name, robots::findCrawler(name)});
    if (agents.empty()) {
        for (const robots::Crawler &c : robots::crawlerCatalogue()) {
            if (categories.empty() || std::find(categories.begin(), categories.end(), c.category) != categories.end())
                agents.push_back({std::string(c.token), &c});
        }
    }
    std::vector<std::string> urls(args->positional.begin() + 1, args->positional.end());
    if (urls.empty())
        urls.emplace_back("/");

    auto body = readInput("ai", args->positional.front());
    if (!body)
        return Exit::Usage;
    const robots::RobotsFile file = robots::parse(std::move(*body), *dialect);
    if (!dialect->rules().aiPreferences)
        std::fprintf(stderr,
                     "robotstxt ai: note: the %s dialect does not read Content-Usage or Content-Signal lines; "
                     "--dialect aipref does\n",
                     std::string(dialect->name()).c_str());
    else
        printPreferenceFindings(file, args->positional.front());

    Out out;
    for (const Agent &agent : agents) {
        // A crawler of the families is asked by its tokens in order, as the AI view asks it.
        const robots::AgentRules rules = robots::rulesForCrawler(file, agent.name);
        for (const std::string &url : urls) {
            const robots::UsagePreferences p = robots::usagePreferences(rules, url);
            const std::string_view verdict = robots::accessName(p.access);
            if (format == "json") {
                out << "{\"url\":" << jsonString(url) << ",\"agent\":" << jsonString(agent.name) << ",\"operator\":"
                    << (agent.crawler ? jsonString(agent.crawler->operatorName) : std::string("null"))
                    << ",\"category\":"
                    << (agent.crawler ? jsonString(robots::crawlerCategoryName(agent.crawler->category))
                                      : std::string("null"))
                    << ",\"control\":" << (agent.crawler && agent.crawler->controlToken ? "true" : "false")
                    << ",\"verdict\":" << jsonString(verdict);
                for (const robots::LabelPreference &l : p.contentUsage)
                    out << ',' << jsonString(l.label) << ':' << jsonLabel(l);
                out << ",\"signal\":" << jsonSignals(p.signalInGroup)
                    << ",\"signalFileWide\":" << jsonSignals(p.signalFileWide)
                    << ",\"dialect\":" << jsonString(dialect->name()) << "}\n";
                continue;
            }
            out << agent.name << ' ' << url << ": " << verdict;
            if (agent.crawler && agent.crawler->controlToken)
                out << " (control token: what the group says about training, not a fetch)";
            if (p.read && p.access == robots::Access::Allowed) {
                out << " | content-usage: ";
                bool firstLabel = true;
                for (const robots::LabelPreference &l : p.contentUsage) {
                    if (!firstLabel)
                        out << ", ";
                    firstLabel = false;
                    out << l.label << '=';
                    if (l.any())
                        out << l.value << " (line " << std::to_string(l.line) << ')';
                    else
                        out << "none";
                }
                const std::string inGroup = textSignals(p.signalInGroup);
                const std::string fileWide = textSignals(p.signalFileWide);
                if (inGroup == fileWide)
                    out << " | content-signal: " << inGroup;
                else
                    out << " | content-signal in its group: " << inGroup << " | file-wide: " << fileWide;
            }
            out << '\n';
        }
    }
    return Exit::Ok;
}

int runAiPolicy(std::span<char *const> argv)
{
    const auto args = parseArgs("ai-policy", argv, kPolicyOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kPolicyHelp.data(), stdout);
        return Exit::Ok;
    }
    std::vector<robots::CrawlerCategory> block, allow;
    if (!categoriesFrom("ai-policy", *args, "--block", block) || !categoriesFrom("ai-policy", *args, "--allow", allow))
        return Exit::Usage;
    for (const robots::CrawlerCategory c : block) {
        if (std::find(allow.begin(), allow.end(), c) != allow.end())
            return usageError("ai-policy",
                              "'" + std::string(robots::crawlerCategoryName(c)) + "' is both blocked and allowed");
    }
    const std::optional<std::string> usage = args->value("--content-usage");
    const std::optional<std::string> signal = args->value("--content-signal");
    if (block.empty() && allow.empty() && !usage && !signal)
        return usageError("ai-policy", "nothing to do: give --block, --allow, --content-usage or --content-signal");
    if (args->positional.size() != 1)
        return usageError("ai-policy", "expected one FILE (see robotstxt ai-policy --help)");
    if (usage && !robots::parseStructuredDictionary(*usage).ok)
        return usageError("ai-policy", "--content-usage '" + *usage +
                                           "' is not a structured-field dictionary (RFC 9651), e.g. \"train-ai=n\"");
    const std::string &path = args->positional.front();
    auto body = readInput("ai-policy", path);
    if (!body)
        return Exit::Usage;
    const robots::RobotsFile file = robots::parse(*body, robots::aiprefDialect());
    robots::AiPolicyChoices choices;
    for (const robots::CrawlerCategory c : block)
        choices.set(c, robots::AiPolicyAction::Block);
    for (const robots::CrawlerCategory c : allow)
        choices.set(c, robots::AiPolicyAction::Allow);
    choices.contentUsage = usage;
    choices.contentSignal = signal;
    const robots::AiPolicyPlan plan = robots::aiPolicyPlan(file, *body, choices);
    const std::vector<robots::TextEdit> &edits = plan.edits;
    if (plan.tooLong) {
        std::fprintf(stderr,
                     "robotstxt ai-policy: %s is longer than 500 KiB, what RFC 9309 crawlers read (section 2.5): "
                     "any line added would push its last lines out of what they read; nothing changed\n",
                     path.c_str());
        return Exit::Findings;
    }
    for (const robots::AiPolicyFinding &f : plan.findings)
        std::fprintf(stderr, "robotstxt ai-policy: %s\n", policyFinding(f).c_str());
    const std::string after = robots::applyEdits(*body, edits);
    for (const std::string &line : policySummary(robots::aiPolicySummary(after, choices)))
        std::fprintf(stderr, "robotstxt ai-policy: %s\n", line.c_str());
    if (edits.empty())
        return Exit::Ok;
    const std::string &changed = after;
    if (args->has("--write")) {
        if (path == "-") {
            std::fwrite(changed.data(), 1, changed.size(), stdout);
            return Exit::Ok;
        }
        std::ofstream f(path, std::ios::binary | std::ios::trunc);
        f.write(changed.data(), static_cast<std::streamsize>(changed.size()));
        if (!f)
            return usageError("ai-policy", "cannot write " + path);
        return Exit::Ok;
    }
    Out out;
    out << robots::unifiedDiff(*body, changed, "a/" + path, "b/" + path);
    return Exit::Findings;
}

} // namespace cli
