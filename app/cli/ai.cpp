// SPDX-License-Identifier: MIT
// `robotstxt ai`: for the AI crawlers of the catalogue (or the given agents) and each URL, may it
// fetch, and which usage preferences apply (Content-Usage, draft-ietf-aipref-attach-05;
// Content-Signal, Cloudflare). `robotstxt ai-policy`: groups for the catalogue's crawlers by
// purpose, as a diff or written. Every answer comes from the core (robots/aipref.h,
// robots/aipolicy.h, robots/crawlers.h, robots/textedit.h).
#include "cli.h"

#include "robots/aipolicy.h"
#include "robots/aipref.h"
#include "robots/crawlers.h"
#include "robots/diagnostics.h"
#include "robots/robotsfile.h"
#include "robots/textedit.h"
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
  Content-Usage   draft-ietf-aipref-attach-05 with the vocabulary of draft-ietf-aipref-vocab-07
                  (IETF working-group drafts): labels train-ai and search, values y and n; the
                  longest matching path of the crawler's groups decides, and a preference applies
                  only to URLs the crawler may fetch
  Content-Signal  Cloudflare's Content Signals Policy: search, ai-input, ai-train = yes/no, and
                  use; given both as Cloudflare reads it (the crawler's group) and as other parsers
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
   "train-ai":{"value":"n","line":4},"search":null,
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

Add or update groups for the catalogue's crawlers by purpose, and optional preference lines,
without touching any other line of FILE. Prints the change as a unified diff; --write saves it.

Options:
  --block C          Block (Disallow: /) the catalogue's crawlers of purpose C (repeat or
                     comma-separate; see robotstxt ai --help for the purposes)
  --allow C          Allow (Allow: /) the catalogue's crawlers of purpose C
  --content-usage P  Add `Content-Usage: P` to the `*` group (draft-ietf-aipref-attach-05), e.g.
                     "train-ai=n, search=y"
  --content-signal S Add `Content-Signal: S` to the `*` group (Cloudflare), e.g.
                     "search=yes, ai-train=no"
  --write            Write FILE instead of printing the diff
  -h, --help         Show this help

Crawlers whose names are not product tokens (`ChatGPT Agent`) are left out: no RFC 9309 reader
can name them. A crawler already named by a group of FILE keeps that group: the policy adds a
group only for the crawlers FILE does not name, and says which it left alone.
Exit status: 0 nothing to change, or written; 1 the diff is not empty (without --write);
2 usage or I/O error.
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

} // namespace

int runAi(std::span<char *const> argv)
{
    const auto args = parseArgs("ai", argv, kAiOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kAiHelp.data(), stdout);
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
    if (!dialect->aiPreferences)
        std::fprintf(stderr,
                     "robotstxt ai: note: the %s dialect does not read Content-Usage or Content-Signal lines; "
                     "--dialect aipref does\n",
                     std::string(dialect->name).c_str());
    else
        printPreferenceFindings(file, args->positional.front());

    Out out;
    for (const Agent &agent : agents) {
        const robots::AgentRules rules = robots::rulesFor(file, agent.name);
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
                    << ",\"dialect\":" << jsonString(dialect->name) << "}\n";
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
    const std::vector<robots::TextEdit> edits = robots::aiPolicyEdits(file, *body, choices);
    for (const std::string_view name : robots::aiPolicyKeptCrawlers(file, choices))
        std::fprintf(stderr, "robotstxt ai-policy: %s already has a group in %s; left as it is\n",
                     std::string(name).c_str(), path.c_str());
    if (edits.empty())
        return Exit::Ok;
    const std::string changed = robots::applyEdits(*body, edits);
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
