// SPDX-License-Identifier: MIT
// `robotstxt check` (verdicts, streamed), `robotstxt explain` (one verdict in words) and
// `robotstxt compare` (every dialect side by side). All answers come from the core.
#include "cli.h"

#include "robots/robotsfile.h"
#include "robots/studio/families.h"
#include "robots/studio/testset.h"
#include "robots/studio/urllist.h"
#include "robots/verdict.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>

namespace cli {
namespace {

constexpr std::string_view kCheckHelp = R"(Usage: robotstxt check [OPTIONS] FILE [URL...]

Print whether each agent may fetch each URL, with the rule that decided.

Options:
  --agent A          A crawler's name as it passes it (`Googlebot`, `MJ12bot`, `MOMspider/1.0`,
                     a full User-Agent string) or `*` (any crawler without a group of its own,
                     the default); repeat for several agents. Each dialect reads the name its
                     own way; when that differs from the name as typed, a note on standard error
                     says how (in JSON, a "note" field). A crawler of the catalogue's families
                     (Googlebot-Image, AdsBot-Google, …) obeys the first of its documented tokens
                     that a group names (Googlebot-Image: Googlebot-Image, then Googlebot), and
                     some ignore `*`; a note says which token's group applies (in JSON, "token")
  --plain-token      Ask for each agent by its name alone, as Google's library does: no family
  --dialect D        How to read the file (default: rfc9309; see robotstxt --help)
  --urls FILE        Also read URLs from FILE, one per line (`-` for standard input); streamed,
                     so millions of URLs run in constant memory. Blank lines and lines starting
                     with `#` are skipped; a line that is neither an http(s) URL nor a path
                     starting with `/` is reported on standard error and skipped
  --format F         text (default) or json (JSON Lines: one object per verdict)
  -h, --help         Show this help

URLs may be absolute (https://example.com/a?b) or bare paths (/a?b). Verdicts come in input
order, agent-major (every URL for the first agent, then the next agent). JSON Lines objects:
  {"agent":"Googlebot","url":"/x","verdict":"disallowed","line":3,"rule":"Disallow: /x","dialect":"google"}
with "line":0 and "rule":null when no rule decided, a "note" before "dialect" when the dialect
reads the agent's name other than as typed, and for a family a "token" before "dialect": the token
whose group applies, or null. A FILE in UTF-16 or UTF-32 is decided as crawlers read
it (its bytes); a note on standard error, or the JSON fields "encoding" and "convertedVerdict", say
what converting it to UTF-8 would change.

FILE may be `-` for standard input (then --urls cannot also be `-`).
Exit status: 0 every URL allowed, 1 at least one disallowed, 2 usage or I/O error.
)";

constexpr std::string_view kExplainHelp = R"(Usage: robotstxt explain --agent A [--dialect D] FILE URL...

Explain in words why the agent may or may not fetch the URL: the group chosen and why, every
rule that matched, the precedence that decided, and the dialect's own terms.

Options:
  --agent A          A crawler's name as it passes it (`Googlebot`, `MOMspider/1.0`, a full
                     User-Agent string), or `*` (default); the explanation says how the dialect
                     read it and each User-agent line, and for a crawler family (Googlebot-Image,
                     AdsBot-Google, …) which of its tokens' groups applies
  --plain-token      Ask for each agent by its name alone, as Google's library does: no family
  --dialect D        How to read the file (default: rfc9309)
  -h, --help         Show this help

Exit status: 0 every URL allowed, 1 at least one disallowed, 2 usage or I/O error.
)";

constexpr std::string_view kCompareHelp = R"(Usage: robotstxt compare [OPTIONS] FILE URL...

Show the verdict of every dialect side by side for each agent and URL, and mark where they
disagree.

Options:
  --agent A          A crawler's name as it passes it, or `*` (default); repeat for several
                     agents. Notes on standard error say how dialects read a name other than as
                     typed (in JSON, a "note" in that dialect's verdict); a crawler family
                     (Googlebot-Image, AdsBot-Google, …) obeys its documented tokens in order
  --plain-token      Ask for each agent by its name alone, as Google's library does: no family
  --dialect D[,D]    Compare only these dialects (default: all)
  --format F         text (default) or json (JSON Lines: one object per agent and URL)
  -h, --help         Show this help

Rows marked `*` differ from the first dialect shown (rfc9309 unless --dialect says otherwise).
Exit status: 0 all dialects agree, 1 they disagree somewhere, 2 usage or I/O error.
)";

constexpr OptionSpec kCheckOptions[] = {{"--agent", true, true},
                                        {"--dialect", true, false},
                                        {"--urls", true, false},
                                        {"--format", true, false},
                                        {"--plain-token", false, false}};
constexpr OptionSpec kExplainOptions[] = {
    {"--agent", true, true}, {"--dialect", true, false}, {"--plain-token", false, false}};
constexpr OptionSpec kCompareOptions[] = {
    {"--agent", true, true}, {"--dialect", true, true}, {"--format", true, false}, {"--plain-token", false, false}};

/// Reads lines from a FILE* in 64 KiB blocks: any line length, constant memory per line.
class LineReader
{
public:
    explicit LineReader(std::FILE *file)
        : m_file(file)
    {
    }

    /// The next line as it is (without its LF, with any CR); false at the end.
    bool next(std::string &line)
    {
        line.clear();
        bool any = false;
        for (;;) {
            if (m_pos == m_len) {
                m_len = std::fread(m_buf, 1, sizeof m_buf, m_file);
                m_pos = 0;
                if (m_len == 0)
                    return any;
            }
            any = true;
            const char *start = m_buf + m_pos;
            const void *nl = std::memchr(start, '\n', m_len - m_pos);
            if (nl) {
                const std::size_t n = static_cast<std::size_t>(static_cast<const char *>(nl) - start);
                line.append(start, n);
                m_pos += n + 1;
                return true;
            }
            line.append(start, m_len - m_pos);
            m_pos = m_len;
        }
    }

private:
    std::FILE *m_file;
    char m_buf[1 << 16];
    std::size_t m_pos = 0;
    std::size_t m_len = 0;
};

struct FileCloser
{
    void operator()(std::FILE *f) const
    {
        if (f && f != stdin)
            std::fclose(f);
    }
};
using FilePtr = std::unique_ptr<std::FILE, FileCloser>;

/// The `--agent` values as given (any string is a crawler name), or `*`.
std::vector<std::string> agentsFrom(const Args &args)
{
    std::vector<std::string> agents;
    if (const auto it = args.options.find("--agent"); it != args.options.end())
        agents = it->second;
    if (agents.empty())
        agents.emplace_back("*");
    return agents;
}

/// How the agents are asked: a catalogue crawler by its family, unless --plain-token.
robots::AgentLookup lookupFrom(const Args &args)
{
    return args.has("--plain-token") ? robots::AgentLookup::PlainToken : robots::AgentLookup::Family;
}

/// `,"token":"Googlebot"` (or null) when `rules` are a family's, else empty.
std::string jsonFamilyToken(const robots::AgentRules &rules)
{
    const auto &family = rules.family();
    if (!family)
        return {};
    if (!family->decidingToken)
        return ",\"token\":null";
    return ",\"token\":" + jsonString(family->tokens[*family->decidingToken]);
}

/// The notes on standard error when a family's groups are not its own name's (a fallback token,
/// `*`, or none because it ignores `*`), as printAgentNotes() writes notes. `rules[i]` are the
/// rules under `dialects[i]`.
void printFamilyNotes(std::string_view command, std::span<const robots::Dialect *const> dialects,
                      std::span<const robots::AgentRules> rules)
{
    std::vector<std::pair<std::string, std::string_view>> notes;
    for (std::size_t i = 0; i < rules.size() && i < dialects.size(); ++i) {
        const auto &family = rules[i].family();
        if (!family || family->decidingToken == 0u)
            continue;
        if (const std::optional<robots::Message> m = rules[i].familyExplanation())
            notes.emplace_back(m->toEnglish(), dialects[i]->name());
    }
    printDialectNotes(command, notes);
}

/// `,"note":"…"` when `dialect` reads `agent` other than as typed, else empty.
std::string jsonNote(const robots::Dialect &dialect, std::string_view agent)
{
    const std::optional<robots::Message> note = robots::readAgentName(dialect, agent).note;
    return note ? ",\"note\":" + jsonString(note->toEnglish()) : std::string();
}

/// `,"line":3,"rule":"Disallow: /x"` or `,"line":0,"rule":null`, per rule, built once.
class RuleJson
{
public:
    explicit RuleJson(const robots::RobotsFile &file)
        : m_file(file)
        , m_cache(file.rules().size())
    {
    }
    const std::string &operator()(std::int32_t rule)
    {
        if (rule < 0 || static_cast<std::size_t>(rule) >= m_cache.size())
            return m_none;
        std::string &s = m_cache[static_cast<std::size_t>(rule)];
        if (s.empty()) {
            const robots::Rule &r = m_file.rules()[static_cast<std::size_t>(rule)];
            s = ",\"line\":" + std::to_string(r.line()) + ",\"rule\":" + jsonString(robots::ruleText(r));
        }
        return s;
    }

private:
    const robots::RobotsFile &m_file;
    std::vector<std::string> m_cache;
    std::string m_none = ",\"line\":0,\"rule\":null";
};

std::string textReason(const robots::RobotsFile &file, const robots::Decision &d)
{
    if (d.rule >= 0 && static_cast<std::size_t>(d.rule) < file.rules().size()) {
        const robots::Rule &r = file.rules()[static_cast<std::size_t>(d.rule)];
        return "line " + std::to_string(r.line()) + ": " + robots::ruleText(r);
    }
    const robots::Text t = robots::deciderText(d.decider);
    return std::string(t.english.empty() ? "no matching rule" : t.english);
}

/// What one dialect finds in a file's bytes, for encodingNote(): "google finds no rules".
std::string rulesFoundText(const robots::RobotsFile &file)
{
    const std::size_t n = file.rules().size();
    return std::string(file.dialect().name()) + " finds " +
           (n == 0 ? std::string("no rules") : std::to_string(n) + (n == 1 ? " rule" : " rules"));
}

} // namespace

int runCheck(std::span<char *const> argv)
{
    const auto args = parseArgs("check", argv, kCheckOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kCheckHelp.data(), stdout);
        return Exit::Ok;
    }
    const std::string format = args->value("--format").value_or("text");
    if (format != "text" && format != "json")
        return usageError("check", "unknown format '" + format + "' (text, json)");
    const robots::Dialect *dialect = dialectArg("check", args->value("--dialect").value_or("rfc9309"));
    if (!dialect)
        return Exit::Usage;
    const std::vector<std::string> agents = agentsFrom(*args);
    const robots::AgentLookup lookup = lookupFrom(*args);
    if (args->positional.empty())
        return usageError("check", "no FILE given (see robotstxt check --help)");
    const auto urlsPath = args->value("--urls");
    if (args->positional.size() < 2 && !urlsPath)
        return usageError("check", "no URL given (as arguments or with --urls FILE)");
    if (urlsPath && *urlsPath == "-" && args->positional.front() == "-")
        return usageError("check", "FILE and --urls cannot both be standard input");

    FilePtr urls;
    if (urlsPath) {
        if (*urlsPath == "-") {
            urls.reset(stdin);
        } else {
            std::error_code ec;
            if (std::filesystem::is_directory(*urlsPath, ec))
                return usageError("check", "'" + *urlsPath + "' is a directory, not a list of URLs");
            urls.reset(std::fopen(urlsPath->c_str(), "rb"));
            if (!urls)
                return usageError("check", "cannot open '" + *urlsPath + "': " + std::strerror(errno));
        }
    }
    auto body = readInput("check", args->positional.front());
    if (!body)
        return Exit::Usage;
    // UTF-16 or UTF-32: the verdicts are for the bytes, as crawlers get them; the converted text
    // gives what `robotstxt fix` would change (a note, or fields in JSON).
    const std::optional<ServedEncoding> served = servedEncoding(*body);
    std::optional<robots::RobotsFile> converted;
    if (served && served->converted)
        converted = robots::parse(*served->converted, *dialect);
    const robots::RobotsFile file = robots::parse(std::move(*body), *dialect);
    const std::span<const std::string> inlineUrls(args->positional.data() + 1, args->positional.size() - 1);

    // Agent-major order with a stream: the URL file is read once per agent; standard input is
    // spooled to a temporary file during the first pass so later agents can read it again.
    FilePtr spool;
    const bool fromStdin = urls && urls.get() == stdin;
    if (fromStdin && agents.size() > 1) {
        spool.reset(std::tmpfile());
        if (!spool)
            return usageError("check", "cannot create a temporary file for standard input");
    }

    Out out;
    const bool json = format == "json";
    RuleJson ruleJson(file);
    const std::string dialectSuffix = ",\"dialect\":" + jsonString(dialect->name()) + "}\n";
    if (!json) {
        for (const std::string &agent : agents)
            printAgentNotes("check", agent, std::span(&dialect, 1));
    }
    const std::string encodingJson =
        served ? ",\"encoding\":" + jsonString(robots::encodingName(served->detected.encoding)) : std::string();
    bool anyDisallowed = false;
    std::size_t total = 0;
    std::size_t changed = 0;
    std::string line;
    for (std::size_t ai = 0; ai < agents.size(); ++ai) {
        const std::string &agent = agents[ai];
        const robots::AgentRules rules = robots::rulesForCrawler(file, agent, lookup);
        const robots::AgentRules convertedRules =
            converted ? robots::rulesForCrawler(*converted, agent, lookup) : robots::AgentRules();
        if (!json)
            printFamilyNotes("check", std::span(&dialect, 1), std::span(&rules, 1));
        const std::string agentPrefix = "{\"agent\":" + jsonString(agent) + ",\"url\":";
        const std::string agentSuffix =
            json ? jsonNote(*dialect, agent) + jsonFamilyToken(rules) + dialectSuffix : std::string();
        auto emit = [&](std::string_view url) {
            const robots::Decision d = rules.decide(url);
            const bool disallowed = d.access == robots::Access::Disallowed;
            anyDisallowed = anyDisallowed || disallowed;
            ++total;
            std::optional<robots::Access> ifConverted;
            if (converted) {
                ifConverted = convertedRules.decide(url).access;
                changed += *ifConverted != d.access;
            }
            if (json) {
                out << agentPrefix << jsonString(url)
                    << (disallowed ? ",\"verdict\":\"disallowed\"" : ",\"verdict\":\"allowed\"") << ruleJson(d.rule)
                    << encodingJson;
                if (ifConverted)
                    out << ",\"convertedVerdict\":" << jsonString(robots::accessName(*ifConverted));
                out << agentSuffix;
            } else {
                out << (disallowed ? "disallowed " : "allowed    ") << agent << ' ' << url << " ("
                    << textReason(file, d) << ")\n";
            }
        };
        for (const std::string &url : inlineUrls)
            emit(url);
        if (!urls)
            continue;
        std::FILE *source = urls.get();
        if (fromStdin && ai > 0) {
            source = spool.get();
            std::rewind(source);
        } else if (!fromStdin) {
            std::rewind(source);
        }
        LineReader reader(source);
        const bool spooling = fromStdin && ai == 0 && spool;
        std::size_t lineNumber = 0;
        while (reader.next(line)) {
            ++lineNumber;
            if (spooling) {
                std::fwrite(line.data(), 1, line.size(), spool.get());
                std::fputc('\n', spool.get());
            }
            // The studio's URL import reads lists by the same rule (robots/studio/urllist.h).
            const robots::UrlListLine entry = robots::readUrlListLine(line);
            if (entry.kind == robots::UrlListLineKind::Url) {
                emit(entry.text);
            } else if (entry.kind == robots::UrlListLineKind::Invalid && ai == 0) {
                out.flush(); // the note comes after the verdicts of the lines before it
                std::fprintf(stderr, "robotstxt check: %s:%zu: '%s' is not a URL or a path; skipped\n",
                             *urlsPath == "-" ? "<stdin>" : urlsPath->c_str(), lineNumber,
                             std::string(entry.text).c_str());
            }
        }
        if (std::ferror(source)) {
            out.flush();
            return usageError("check", "error while reading the URL list");
        }
        if (spooling)
            std::fflush(spool.get());
    }
    out.flush();
    if (served && !json)
        encodingNote("check", args->positional.front(), *served, rulesFoundText(file),
                     converted ? converted->rules().size() : 0, changed, total);
    return anyDisallowed ? Exit::Findings : Exit::Ok;
}

int runExplain(std::span<char *const> argv)
{
    const auto args = parseArgs("explain", argv, kExplainOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kExplainHelp.data(), stdout);
        return Exit::Ok;
    }
    const robots::Dialect *dialect = dialectArg("explain", args->value("--dialect").value_or("rfc9309"));
    if (!dialect)
        return Exit::Usage;
    const std::vector<std::string> agents = agentsFrom(*args);
    const robots::AgentLookup lookup = lookupFrom(*args);
    if (args->positional.size() < 2)
        return usageError("explain", "expected FILE and URL (see robotstxt explain --help)");
    auto body = readInput("explain", args->positional.front());
    if (!body)
        return Exit::Usage;
    const std::optional<ServedEncoding> served = servedEncoding(*body);
    std::optional<robots::RobotsFile> converted;
    if (served && served->converted)
        converted = robots::parse(*served->converted, *dialect);
    const robots::RobotsFile file = robots::parse(std::move(*body), *dialect);
    Out out;
    bool anyDisallowed = false;
    bool first = true;
    std::size_t total = 0;
    std::size_t changed = 0;
    for (const std::string &agent : agents) {
        const robots::AgentRules rules = robots::rulesForCrawler(file, agent, lookup);
        const robots::AgentRules convertedRules =
            converted ? robots::rulesForCrawler(*converted, agent, lookup) : robots::AgentRules();
        for (std::size_t i = 1; i < args->positional.size(); ++i) {
            const robots::Verdict v = rules.explain(args->positional[i]);
            anyDisallowed = anyDisallowed || !v.allowed();
            ++total;
            if (converted)
                changed += convertedRules.decide(args->positional[i]).access != v.access;
            if (!first)
                out << '\n';
            first = false;
            out << agent << ' ' << args->positional[i] << ": " << robots::accessName(v.access) << " ("
                << dialect->name() << ")\n";
            std::string text = v.describe();
            if (!text.empty() && text.back() != '\n')
                text += '\n';
            // Indent every sentence under the headline.
            std::size_t start = 0;
            while (start < text.size()) {
                const std::size_t nl = text.find('\n', start);
                out << "  " << std::string_view(text).substr(start, nl - start + 1);
                start = nl + 1;
            }
        }
    }
    out.flush();
    if (served)
        encodingNote("explain", args->positional.front(), *served, rulesFoundText(file),
                     converted ? converted->rules().size() : 0, changed, total);
    return anyDisallowed ? Exit::Findings : Exit::Ok;
}

int runCompare(std::span<char *const> argv)
{
    const auto args = parseArgs("compare", argv, kCompareOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kCompareHelp.data(), stdout);
        return Exit::Ok;
    }
    const std::string format = args->value("--format").value_or("text");
    if (format != "text" && format != "json")
        return usageError("compare", "unknown format '" + format + "' (text, json)");
    std::vector<const robots::Dialect *> dialects;
    for (const std::string &name : args->values("--dialect")) {
        const robots::Dialect *d = dialectArg("compare", name);
        if (!d)
            return Exit::Usage;
        dialects.push_back(d);
    }
    if (dialects.empty()) {
        for (const robots::Dialect &d : robots::allDialects())
            dialects.push_back(&d);
    }
    const std::vector<std::string> agents = agentsFrom(*args);
    const robots::AgentLookup lookup = lookupFrom(*args);
    if (args->positional.size() < 2)
        return usageError("compare", "expected FILE and at least one URL (see robotstxt compare --help)");
    auto body = readInput("compare", args->positional.front());
    if (!body)
        return Exit::Usage;
    std::vector<robots::RobotsFile> files;
    for (const robots::Dialect *d : dialects)
        files.push_back(robots::parse(*body, *d));
    const std::optional<ServedEncoding> served = servedEncoding(*body);
    std::vector<robots::RobotsFile> convertedFiles;
    if (served && served->converted) {
        for (const robots::Dialect *d : dialects)
            convertedFiles.push_back(robots::parse(*served->converted, *d));
    }
    std::size_t total = 0;
    std::size_t changed = 0;

    Out out;
    bool anyDisagreement = false;
    std::size_t nameWidth = 0;
    for (const robots::Dialect *d : dialects)
        nameWidth = std::max(nameWidth, d->name().size());
    bool first = true;
    for (const std::string &agent : agents) {
        std::vector<robots::AgentRules> rules;
        for (const robots::RobotsFile &f : files)
            rules.push_back(robots::rulesForCrawler(f, agent, lookup));
        if (format != "json") {
            printAgentNotes("compare", agent, dialects);
            printFamilyNotes("compare", dialects, rules);
        }
        std::vector<robots::AgentRules> convertedRules;
        for (const robots::RobotsFile &f : convertedFiles)
            convertedRules.push_back(robots::rulesForCrawler(f, agent, lookup));
        for (std::size_t u = 1; u < args->positional.size(); ++u) {
            const std::string &url = args->positional[u];
            std::vector<robots::Decision> decisions;
            std::size_t disallowed = 0;
            for (const robots::AgentRules &r : rules) {
                decisions.push_back(r.decide(url));
                disallowed += decisions.back().access == robots::Access::Disallowed;
            }
            std::vector<robots::Access> ifConverted;
            for (std::size_t i = 0; i < convertedRules.size(); ++i) {
                ifConverted.push_back(convertedRules[i].decide(url).access);
                changed += ifConverted.back() != decisions[i].access;
            }
            total += decisions.size();
            const bool disagree = disallowed != 0 && disallowed != decisions.size();
            anyDisagreement = anyDisagreement || disagree;
            if (format == "json") {
                out << "{\"agent\":" << jsonString(agent) << ",\"url\":" << jsonString(url)
                    << ",\"agree\":" << (disagree ? "false" : "true") << ",\"verdicts\":{";
                for (std::size_t i = 0; i < dialects.size(); ++i) {
                    const robots::Decision &d = decisions[i];
                    out << (i ? "," : "") << jsonString(dialects[i]->name())
                        << ":{\"verdict\":" << jsonString(robots::accessName(d.access));
                    if (d.rule >= 0) {
                        const robots::Rule &r = files[i].rules()[static_cast<std::size_t>(d.rule)];
                        out << ",\"line\":" << r.line() << ",\"rule\":" << jsonString(robots::ruleText(r));
                    } else {
                        out << ",\"line\":0,\"rule\":null";
                    }
                    out << jsonNote(*dialects[i], agent) << '}';
                }
                out << '}';
                if (served)
                    out << ",\"encoding\":" << jsonString(robots::encodingName(served->detected.encoding));
                if (!ifConverted.empty()) {
                    out << ",\"convertedVerdicts\":{";
                    for (std::size_t i = 0; i < ifConverted.size(); ++i)
                        out << (i ? "," : "") << jsonString(dialects[i]->name()) << ':'
                            << jsonString(robots::accessName(ifConverted[i]));
                    out << '}';
                }
                out << "}\n";
                continue;
            }
            if (!first)
                out << '\n';
            first = false;
            out << agent << ' ' << url << ": ";
            if (disagree)
                out << "dialects disagree (" << static_cast<std::uint64_t>(decisions.size() - disallowed)
                    << " allowed, " << static_cast<std::uint64_t>(disallowed) << " disallowed)\n";
            else
                out << "all " << static_cast<std::uint64_t>(decisions.size()) << " dialects agree\n";
            for (std::size_t i = 0; i < dialects.size(); ++i) {
                const robots::Decision &d = decisions[i];
                std::string name(dialects[i]->name());
                name.resize(nameWidth + 2, ' ');
                const bool differs = d.access != decisions.front().access;
                out << (differs ? "* " : "  ") << name
                    << (d.access == robots::Access::Disallowed ? "disallowed  " : "allowed     ")
                    << textReason(files[i], d) << '\n';
            }
        }
    }
    out.flush();
    if (served && format != "json") {
        std::size_t noRules = 0;
        for (const robots::RobotsFile &f : files)
            noRules += f.rules().empty();
        const std::string asServed =
            noRules == files.size()
                ? "no dialect finds a rule"
                : std::to_string(noRules) + " of the " + std::to_string(files.size()) + " dialects find no rules";
        encodingNote("compare", args->positional.front(), *served, asServed,
                     convertedFiles.empty() ? 0 : convertedFiles.front().rules().size(), changed, total);
    }
    return anyDisagreement ? Exit::Findings : Exit::Ok;
}

} // namespace cli
