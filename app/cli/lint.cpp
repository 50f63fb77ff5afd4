// SPDX-License-Identifier: MIT
// `robotstxt lint`: findings as compiler-style text, JSON, SARIF 2.1.0 or GitHub annotations;
// `--list-checks` prints the catalogue (text, JSON, or the Markdown of docs/diagnostics.md).
#include "cli.h"

#include "robots/studio/diagnostics.h"

#include <algorithm>

namespace cli {
namespace {

constexpr std::string_view kLintHelp = R"(Usage: robotstxt lint [OPTIONS] FILE...

Report problems in robots.txt files: syntax, records and groups, paths, rules, values, and
every place where crawlers read the file differently.

Options:
  --dialect D[,D...]     Only findings that concern these dialects (default: all)
  --format F             text (default; file:line:col: severity: message [code]),
                         json, sarif (SARIF 2.1.0) or github (workflow annotations)
  --disable CODE[,...]   Never report these checks (codes like R203 or slugs)
  --fail-on LEVEL        Exit 1 when a finding is at least: error (default), warning,
                         info, hint, or never
  --min-severity LEVEL   Do not show findings below LEVEL (default: hint, i.e. all)
  --no-suppressions      Ignore `# robotstxt: disable=...` comments in the file
  --show-fixes           Text format: list the quick fixes under each finding
  --list-checks          Print the catalogue instead (--format text, json or markdown)
  -h, --help             Show this help

A comment `# robotstxt: disable=R203` silences R203 on its line (on a line of its own: on the
next line); `# robotstxt: disable-file=R203,R508` silences them in the whole file.

FILE may be `-` for standard input.
Exit status: 0 no finding at the --fail-on level, 1 findings, 2 usage or I/O error.
)";

constexpr OptionSpec kLintOptions[] = {
    {"--dialect", true, true},      {"--format", true, false},       {"--disable", true, true},
    {"--fail-on", true, false},     {"--min-severity", true, false}, {"--no-suppressions", false, false},
    {"--show-fixes", false, false}, {"--list-checks", false, false},
};

std::string_view sarifLevel(robots::Severity s)
{
    switch (s) {
    case robots::Severity::Error:
        return "error";
    case robots::Severity::Warning:
        return "warning";
    default:
        return "note";
    }
}

std::string_view githubLevel(robots::Severity s)
{
    switch (s) {
    case robots::Severity::Error:
        return "error";
    case robots::Severity::Warning:
        return "warning";
    default:
        return "notice";
    }
}

/// Code points in `bytes` (continuation bytes not counted).
std::uint32_t codePoints(std::string_view bytes)
{
    std::uint32_t n = 0;
    for (char c : bytes)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

struct Columns
{
    std::uint32_t start = 1; ///< 1-based, code points.
    std::uint32_t end = 1;   ///< 1-based, exclusive.
};

Columns columnsOf(std::string_view text, const robots::Span &s)
{
    const std::size_t lineStart = s.offset - s.start;
    std::size_t lineEnd = text.find_first_of("\r\n", lineStart);
    if (lineEnd == std::string_view::npos)
        lineEnd = text.size();
    const std::size_t end = std::min<std::size_t>(s.offset + s.length, lineEnd);
    Columns c;
    c.start = codePoints(text.substr(lineStart, s.start)) + 1;
    c.end = c.start + (end > s.offset ? codePoints(text.substr(s.offset, end - s.offset)) : 0);
    return c;
}

std::string githubEscape(std::string_view s, bool property)
{
    std::string out;
    for (char c : s) {
        switch (c) {
        case '%':
            out += "%25";
            break;
        case '\r':
            out += "%0D";
            break;
        case '\n':
            out += "%0A";
            break;
        case ':':
            out += property ? "%3A" : ":";
            break;
        case ',':
            out += property ? "%2C" : ",";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string dialectsJson(robots::DialectMask mask)
{
    std::string out = "[";
    bool first = true;
    for (std::string_view name : robots::dialectNames(mask)) {
        if (!first)
            out += ',';
        first = false;
        out += jsonString(name);
    }
    return out + "]";
}

struct LintedFile
{
    std::string name;
    std::string text;
    robots::LintResult result;
};

// --------------------------------------------------------------------------------- output formats

void printText(Out &out, const LintedFile &f, bool showFixes)
{
    for (const robots::Diagnostic &d : f.result.diagnostics) {
        out << f.name << ':' << d.where.line << ':' << (d.where.start + 1) << ": " << robots::severityName(d.severity)
            << ": " << d.message.toEnglish() << " [" << d.code() << "]\n";
        for (const robots::RelatedSpan &r : d.related) {
            if (r.where.line == 0)
                out << f.name << ": note: " << r.message.toEnglish() << '\n';
            else
                out << f.name << ':' << r.where.line << ':' << (r.where.start + 1)
                    << ": note: " << r.message.toEnglish() << '\n';
        }
        if (showFixes) {
            for (const robots::QuickFix &fix : d.fixes)
                out << "    fix" << (fix.safe ? " (safe)" : "") << ": " << fix.title.toEnglish() << '\n';
        }
    }
}

void printJsonSpan(Out &out, const robots::Span &s)
{
    out << "\"line\":" << s.line << ",\"column\":" << (s.start + 1) << ",\"length\":" << s.length
        << ",\"offset\":" << s.offset;
}

void printJson(Out &out, const std::vector<LintedFile> &files)
{
    out << "[";
    for (std::size_t i = 0; i < files.size(); ++i) {
        const LintedFile &f = files[i];
        out << (i ? ",\n" : "\n") << "{\"file\":" << jsonString(f.name)
            << ",\"suppressed\":" << static_cast<std::uint64_t>(f.result.suppressed) << ",\"diagnostics\":[";
        for (std::size_t k = 0; k < f.result.diagnostics.size(); ++k) {
            const robots::Diagnostic &d = f.result.diagnostics[k];
            out << (k ? ",\n" : "\n") << "  {\"code\":" << jsonString(d.code()) << ",\"slug\":" << jsonString(d.slug())
                << ",\"severity\":" << jsonString(robots::severityName(d.severity)) << ',';
            printJsonSpan(out, d.where);
            out << ",\"message\":" << jsonString(d.message.toEnglish()) << ",\"messageId\":" << jsonString(d.message.id)
                << ",\"args\":[";
            for (std::size_t a = 0; a < d.message.argCount(); ++a)
                out << (a ? "," : "") << jsonString(d.message.arg(a));
            out << "],\"dialects\":" << dialectsJson(d.dialects) << ",\"related\":[";
            for (std::size_t r = 0; r < d.related.size(); ++r) {
                out << (r ? "," : "") << '{';
                printJsonSpan(out, d.related[r].where);
                out << ",\"message\":" << jsonString(d.related[r].message.toEnglish()) << '}';
            }
            out << "],\"fixes\":[";
            for (std::size_t x = 0; x < d.fixes.size(); ++x) {
                const robots::QuickFix &fix = d.fixes[x];
                out << (x ? "," : "") << "{\"title\":" << jsonString(fix.title.toEnglish())
                    << ",\"safe\":" << (fix.safe ? "true" : "false") << ",\"edits\":[";
                for (std::size_t e = 0; e < fix.edits.size(); ++e) {
                    out << (e ? "," : "") << "{\"offset\":" << fix.edits[e].range.offset
                        << ",\"length\":" << fix.edits[e].range.length
                        << ",\"replacement\":" << jsonString(fix.edits[e].replacement) << '}';
                }
                out << "]}";
            }
            out << "]}";
        }
        out << (f.result.diagnostics.empty() ? "]}" : "\n]}");
    }
    out << (files.empty() ? "]\n" : "\n]\n");
}

void printSarifRegion(Out &out, const LintedFile &f, const robots::Span &s)
{
    const Columns c = columnsOf(f.text, s);
    out << "{\"startLine\":" << std::max<std::uint32_t>(s.line, 1) << ",\"startColumn\":" << c.start
        << ",\"endColumn\":" << std::max(c.end, c.start) << ",\"byteOffset\":" << s.offset
        << ",\"byteLength\":" << s.length << '}';
}

void printSarif(Out &out, const std::vector<LintedFile> &files)
{
    const auto checks = robots::allChecks();
    out << "{\n\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\n\"version\":\"2.1.0\",\n\"runs\":[{\n"
        << "\"tool\":{\"driver\":{\"name\":\"robotstxt\",\"version\":" << jsonString(ROBOTS_VERSION)
        << ",\"informationUri\":\"https://example.invalid/robotstxt-studio\",\"rules\":[";
    for (std::size_t i = 0; i < checks.size(); ++i) {
        const robots::Check &c = checks[i];
        out << (i ? ",\n" : "\n") << "{\"id\":" << jsonString(c.code) << ",\"name\":" << jsonString(c.slug)
            << ",\"shortDescription\":{\"text\":" << jsonString(c.title.english)
            << "},\"fullDescription\":{\"text\":" << jsonString(c.why.english) << "},\"help\":{\"text\":"
            << jsonString(std::string(c.why.english) + " Source: " + std::string(c.source) + ".")
            << "},\"defaultConfiguration\":{\"level\":" << jsonString(sarifLevel(c.severity))
            << "},\"properties\":{\"category\":" << jsonString(robots::categoryName(c.category))
            << ",\"severity\":" << jsonString(robots::severityName(c.severity))
            << ",\"dialects\":" << dialectsJson(c.dialects) << "}}";
    }
    out << "]}},\n\"columnKind\":\"unicodeCodePoints\",\n\"artifacts\":[";
    for (std::size_t i = 0; i < files.size(); ++i)
        out << (i ? "," : "") << "{\"location\":{\"uri\":" << jsonString(files[i].name)
            << "},\"length\":" << static_cast<std::uint64_t>(files[i].text.size()) << ",\"encoding\":\"utf-8\"}";
    out << "],\n\"results\":[";
    bool firstResult = true;
    for (std::size_t fi = 0; fi < files.size(); ++fi) {
        const LintedFile &f = files[fi];
        for (const robots::Diagnostic &d : f.result.diagnostics) {
            const std::size_t ruleIndex = static_cast<std::size_t>(d.check - checks.data());
            out << (firstResult ? "\n" : ",\n") << "{\"ruleId\":" << jsonString(d.code())
                << ",\"ruleIndex\":" << static_cast<std::uint64_t>(ruleIndex)
                << ",\"level\":" << jsonString(sarifLevel(d.severity))
                << ",\"message\":{\"text\":" << jsonString(d.message.toEnglish())
                << "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":" << jsonString(f.name)
                << ",\"index\":" << static_cast<std::uint64_t>(fi) << "},\"region\":";
            printSarifRegion(out, f, d.where);
            out << "}}]";
            if (!d.related.empty()) {
                out << ",\"relatedLocations\":[";
                for (std::size_t r = 0; r < d.related.size(); ++r) {
                    out << (r ? "," : "") << "{\"id\":" << static_cast<std::uint64_t>(r)
                        << ",\"physicalLocation\":{\"artifactLocation\":{\"uri\":" << jsonString(f.name)
                        << "},\"region\":";
                    printSarifRegion(out, f, d.related[r].where);
                    out << "},\"message\":{\"text\":" << jsonString(d.related[r].message.toEnglish()) << "}}";
                }
                out << ']';
            }
            if (!d.fixes.empty()) {
                out << ",\"fixes\":[";
                for (std::size_t x = 0; x < d.fixes.size(); ++x) {
                    const robots::QuickFix &fix = d.fixes[x];
                    out << (x ? "," : "") << "{\"description\":{\"text\":" << jsonString(fix.title.toEnglish())
                        << "},\"artifactChanges\":[{\"artifactLocation\":{\"uri\":" << jsonString(f.name)
                        << "},\"replacements\":[";
                    for (std::size_t e = 0; e < fix.edits.size(); ++e) {
                        out << (e ? "," : "") << "{\"deletedRegion\":{\"byteOffset\":" << fix.edits[e].range.offset
                            << ",\"byteLength\":" << fix.edits[e].range.length
                            << "},\"insertedContent\":{\"text\":" << jsonString(fix.edits[e].replacement) << "}}";
                    }
                    out << "]}],\"properties\":{\"safe\":" << (fix.safe ? "true" : "false") << "}}";
                }
                out << ']';
            }
            out << ",\"properties\":{\"slug\":" << jsonString(d.slug())
                << ",\"severity\":" << jsonString(robots::severityName(d.severity))
                << ",\"dialects\":" << dialectsJson(d.dialects) << "}}";
            firstResult = false;
        }
    }
    out << "\n]\n}]\n}\n";
}

void printGithub(Out &out, const LintedFile &f)
{
    for (const robots::Diagnostic &d : f.result.diagnostics) {
        const Columns c = columnsOf(f.text, d.where);
        out << "::" << githubLevel(d.severity) << " file=" << githubEscape(f.name, true) << ",line=" << d.where.line
            << ",col=" << c.start << ",endColumn=" << std::max(c.end, c.start)
            << ",title=" << githubEscape(std::string(d.code()) + " " + std::string(d.slug()), true)
            << "::" << githubEscape(d.message.toEnglish(), false) << '\n';
    }
}

// --------------------------------------------------------------------------------- the catalogue

/// Example text made visible in Markdown: control bytes, a BOM, CR and invalid bytes as ⟨…⟩.
std::string visible(std::string_view text)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (i == 0 && text.starts_with("\xEF\xBB\xBF")) {
            out += "⟨BOM⟩";
            i += 2;
        } else if (c == '\r') {
            out += "⟨CR⟩";
        } else if (c == 0) {
            out += "⟨NUL⟩";
        } else if (c == 0x0B) {
            out += "⟨VT⟩";
        } else if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) {
            out += "⟨";
            out += kHex[c >> 4];
            out += kHex[c & 15];
            out += "⟩";
        } else if (c >= 0x80) {
            if (const std::size_t len = utf8CharLength(text, i)) {
                out.append(text.substr(i, len));
                i += len - 1;
            } else {
                out += "⟨";
                out += kHex[c >> 4];
                out += kHex[c & 15];
                out += "⟩";
            }
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

std::string dialectSummary(robots::DialectMask mask)
{
    if (mask == robots::kAllDialects)
        return "all";
    std::string out;
    for (std::string_view n : robots::dialectNames(mask)) {
        if (!out.empty())
            out += ", ";
        out += n;
    }
    return out;
}

std::string fixSummary(const robots::Check &c)
{
    if (!c.hasFix)
        return "none";
    return c.hasSafeFix ? "safe" : "offered (review)";
}

void printChecksMarkdown(Out &out)
{
    out << R"(# Diagnostics

<!-- Generated by `robotstxt lint --list-checks --format markdown`; do not edit by hand.
     tests/diagnostics checks that this page matches the catalogue in core/src/diagnostics/catalogue.cpp. -->

`robotstxt lint` and the editor of Robots.txt Studio check a robots.txt against how nine readers
understand it: RFC 9309 (`rfc9309`), Google's parser (`google`), Bing (`bing`), Yandex (`yandex`),
the 1994 standard (`norobots1994`), Perl's WWW::RobotRules (`www-robotrules`), Python's
urllib.robotparser before and after its RFC 9309 rewrite (`python-urllib` for Python up to 3.12,
3.13.0–3.13.13 and 3.14.0–3.14.4; `python-urllib-rfc9309` for 3.13.14+, 3.14.5+ and 3.15, also
called `python-urllib-3.15`) and the Ruby robotstxt gem (`ruby-robotstxt`). Most findings
are places where these readers disagree; each one names the dialects it concerns, and
`--dialect` keeps only the findings that concern the crawlers you care about.

Codes are stable: R1xx the file, R2xx single lines, R3xx records and groups, R4xx paths, R5xx
rules against each other, R6xx values of other records.

## Severities

| Severity | Meaning |
| --- | --- |
| error | The file does not say what it seems to say for the readers concerned. |
| warning | Readers disagree, or a line is probably a mistake. |
| info | Worth knowing: a reader ignores something, or a policy choice has consequences. |
| hint | Tidiness; no reader changes its verdict. |

`robotstxt lint` exits 1 when a finding is an error (`--fail-on warning` to be stricter).

## Quick fixes

Findings may carry quick fixes (text edits). A fix marked *safe* never makes any reader's verdict
worse and resolves the problem the way the file evidently meant; `robotstxt fix` and the editor's
"fix all safe problems" apply only those. Other fixes need a human to confirm the intent.

## Suppressing findings

- `# robotstxt: disable=R203` at the end of a line silences R203 on that line.
- The same comment on a line of its own silences it on the next line that is not blank or a comment.
- `# robotstxt: disable-file=R203,R508` anywhere silences those checks in the whole file.
- Codes or slugs may be given (`disable=agent-after-rule`), comma-separated; `all` silences every check.
- On the command line: `robotstxt lint --disable R203,R508`.
- An unknown code in a suppression comment is itself reported (R108).

In the examples below, bytes that cannot be shown are written as ⟨BOM⟩, ⟨CR⟩, ⟨NUL⟩, ⟨VT⟩ or
⟨hex⟩.

## All checks

| Code | Slug | Severity | Title | Quick fix |
| --- | --- | --- | --- | --- |
)";
    for (const robots::Check &c : robots::allChecks()) {
        std::string anchor(c.code); // GitHub's heading anchors are lower case
        anchor[0] = 'r';
        out << "| [" << c.code << "](#" << anchor << ") | `" << c.slug << "` | " << robots::severityName(c.severity)
            << " | " << c.title.english << " | " << fixSummary(c) << " |\n";
    }
    std::string_view lastCategory;
    for (const robots::Check &c : robots::allChecks()) {
        static constexpr std::string_view kCategoryTitles[] = {"",      "File",  "Lines", "Records and groups",
                                                               "Paths", "Rules", "Values"};
        const std::string_view category = kCategoryTitles[static_cast<std::size_t>(c.category)];
        if (category != lastCategory) {
            out << "\n## " << category << "\n";
            lastCategory = category;
        }
        out << "\n### " << c.code << "\n\n**`" << c.slug << "`: " << c.title.english << "**  \n"
            << "Severity: " << robots::severityName(c.severity) << " · Dialects: " << dialectSummary(c.dialects)
            << " · Quick fix: " << fixSummary(c) << "\n\n"
            << c.why.english << "\n\nSource: " << c.source << ".\n";
        if (c.example.empty()) {
            out << "\nExample: a file too large to show here (see tests/diagnostics).\n";
            continue;
        }
        out << "\nExample:\n\n```robots\n" << visible(c.example) << (c.example.ends_with('\n') ? "" : "\n") << "```\n";
        robots::LintOptions options;
        const robots::LintResult r = robots::lint(c.example, options);
        for (const robots::Diagnostic &d : r.diagnostics) {
            if (d.check != &c)
                continue;
            out << "\n> line " << d.where.line << ": " << d.message.toEnglish() << "\n";
            for (const robots::QuickFix &fix : d.fixes)
                out << ">\n> quick fix" << (fix.safe ? " (safe)" : "") << ": " << fix.title.toEnglish() << "\n";
            break;
        }
        out << "\nCorrected:\n\n```robots\n"
            << visible(c.fixedExample) << (c.fixedExample.ends_with('\n') ? "" : "\n") << "```\n";
    }
}

void printChecksText(Out &out)
{
    for (const robots::Check &c : robots::allChecks()) {
        std::string sev(robots::severityName(c.severity));
        sev.resize(8, ' ');
        std::string slug(c.slug);
        slug.resize(std::max<std::size_t>(slug.size() + 1, 24), ' ');
        out << c.code << "  " << sev << slug << c.title.english << '\n';
    }
}

void printChecksJson(Out &out)
{
    out << "[";
    bool first = true;
    for (const robots::Check &c : robots::allChecks()) {
        out << (first ? "\n" : ",\n") << "{\"code\":" << jsonString(c.code) << ",\"slug\":" << jsonString(c.slug)
            << ",\"category\":" << jsonString(robots::categoryName(c.category))
            << ",\"severity\":" << jsonString(robots::severityName(c.severity))
            << ",\"title\":" << jsonString(c.title.english) << ",\"titleId\":" << jsonString(c.title.id)
            << ",\"why\":" << jsonString(c.why.english) << ",\"whyId\":" << jsonString(c.why.id)
            << ",\"source\":" << jsonString(c.source) << ",\"dialects\":" << dialectsJson(c.dialects)
            << ",\"example\":" << jsonString(c.example) << ",\"fixedExample\":" << jsonString(c.fixedExample)
            << ",\"hasFix\":" << (c.hasFix ? "true" : "false")
            << ",\"hasSafeFix\":" << (c.hasSafeFix ? "true" : "false") << '}';
        first = false;
    }
    out << "\n]\n";
}

std::optional<robots::Severity> levelArg(std::string_view command, std::string_view option, std::string_view value,
                                         bool allowNever, bool &never)
{
    never = false;
    if (allowNever && value == "never") {
        never = true;
        return robots::Severity::Error;
    }
    if (auto s = robots::severityFromName(value))
        return s;
    usageError(command, "unknown level '" + std::string(value) + "' for " + std::string(option) +
                            " (error, warning, info, hint" + (allowNever ? ", never)" : ")"));
    return std::nullopt;
}

} // namespace

int runLint(std::span<char *const> argv)
{
    const auto args = parseArgs("lint", argv, kLintOptions);
    if (!args)
        return Exit::Usage;
    if (args->help) {
        std::fputs(kLintHelp.data(), stdout);
        return Exit::Ok;
    }
    const std::string format = args->value("--format").value_or("text");
    if (args->has("--list-checks")) {
        Out out;
        if (format == "text")
            printChecksText(out);
        else if (format == "json")
            printChecksJson(out);
        else if (format == "markdown")
            printChecksMarkdown(out);
        else
            return usageError("lint", "unknown format '" + format + "' for --list-checks (text, json, markdown)");
        return Exit::Ok;
    }
    if (format != "text" && format != "json" && format != "sarif" && format != "github")
        return usageError("lint", "unknown format '" + format + "' (text, json, sarif, github)");

    robots::LintOptions options;
    if (args->has("--dialect")) {
        options.dialects = 0;
        for (const std::string &name : args->values("--dialect")) {
            const robots::Dialect *d = dialectArg("lint", name);
            if (!d)
                return Exit::Usage;
            options.dialects |= robots::dialectBit(d->id());
        }
    }
    for (const std::string &code : args->values("--disable")) {
        if (!robots::findCheck(code))
            return usageError("lint", "unknown check '" + code + "' for --disable (see robotstxt lint --list-checks)");
        options.disabled.push_back(code);
    }
    bool never = false;
    robots::Severity failOn = robots::Severity::Error;
    if (auto v = args->value("--fail-on")) {
        const auto s = levelArg("lint", "--fail-on", *v, true, never);
        if (!s)
            return Exit::Usage;
        failOn = *s;
    }
    if (auto v = args->value("--min-severity")) {
        bool unused = false;
        const auto s = levelArg("lint", "--min-severity", *v, false, unused);
        if (!s)
            return Exit::Usage;
        options.minimumSeverity = *s;
    }
    options.suppressionComments = !args->has("--no-suppressions");
    if (args->positional.empty())
        return usageError("lint", "no FILE given (use - for standard input; see robotstxt lint --help)");

    std::vector<LintedFile> files;
    bool ioError = false;
    for (const std::string &path : args->positional) {
        auto text = readInput("lint", path);
        if (!text) {
            ioError = true;
            continue;
        }
        LintedFile f;
        f.name = path == "-" ? "<stdin>" : path;
        f.text = std::move(*text);
        f.result = robots::lint(f.text, options);
        files.push_back(std::move(f));
    }
    bool failed = false;
    std::size_t counts[4] = {0, 0, 0, 0};
    for (const LintedFile &f : files) {
        for (const robots::Diagnostic &d : f.result.diagnostics) {
            ++counts[static_cast<std::size_t>(d.severity)];
            if (!never && d.severity <= failOn)
                failed = true;
        }
    }
    Out out;
    if (format == "text") {
        for (const LintedFile &f : files)
            printText(out, f, args->has("--show-fixes"));
        if (counts[0] + counts[1] + counts[2] + counts[3] > 0) {
            out << static_cast<std::uint64_t>(counts[0]) << (counts[0] == 1 ? " error, " : " errors, ")
                << static_cast<std::uint64_t>(counts[1]) << (counts[1] == 1 ? " warning, " : " warnings, ")
                << static_cast<std::uint64_t>(counts[2]) << " info, " << static_cast<std::uint64_t>(counts[3])
                << (counts[3] == 1 ? " hint" : " hints") << '\n';
        }
    } else if (format == "json") {
        printJson(out, files);
    } else if (format == "sarif") {
        printSarif(out, files);
    } else {
        for (const LintedFile &f : files)
            printGithub(out, f);
    }
    out.flush();
    if (ioError)
        return Exit::Usage;
    return failed ? Exit::Findings : Exit::Ok;
}

} // namespace cli
