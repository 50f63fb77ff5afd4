// SPDX-License-Identifier: MIT
// The test-set text format (docs/testset.md): one case per line, `AGENT URL EXPECTED [DIALECTS]`.
#include "robots/studio/testset.h"

#include "robots/lines.h"
#include "robots/studio/lesson.h"

#include "textutil.h"

#include <algorithm>
#include <array>
#include <map>

namespace robots {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

struct Field
{
    std::string text;
    bool quoted = false;
};

struct Split
{
    std::vector<Field> fields;
    bool unterminatedQuote = false;
};

// Fields separated by white space; "…" quotes a field (\" and \\ inside); `#` at the start of a
// field starts a comment.
Split splitFields(std::string_view line)
{
    Split out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i]))
            ++i;
        if (i >= line.size() || line[i] == '#')
            break;
        Field f;
        if (line[i] == '"') {
            f.quoted = true;
            ++i;
            bool closed = false;
            while (i < line.size()) {
                const char c = line[i++];
                if (c == '\\' && i < line.size()) {
                    f.text += line[i++];
                } else if (c == '"') {
                    closed = true;
                    break;
                } else {
                    f.text += c;
                }
            }
            if (!closed)
                out.unterminatedQuote = true;
        } else {
            while (i < line.size() && !isSpace(line[i]))
                f.text += line[i++];
        }
        out.fields.push_back(std::move(f));
    }
    return out;
}

std::optional<std::optional<Access>> readExpectation(std::string_view word)
{
    const std::string w = detail::lowerAscii(word);
    if (w == "allowed" || w == "allow")
        return std::optional<Access>(Access::Allowed);
    if (w == "disallowed" || w == "disallow" || w == "blocked")
        return std::optional<Access>(Access::Disallowed);
    if (w == "-" || w == "?")
        return std::optional<Access>();
    return std::nullopt;
}

// "google,bing" / "all" / "*". Returns false (and the offending name) on an unknown name.
bool readDialects(std::string_view list, std::vector<const Dialect *> &out, std::string &bad)
{
    if (list == "all" || list == "*") {
        for (const Dialect &d : allDialects())
            out.push_back(&d);
        return true;
    }
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = list.find(',', start);
        const std::string_view name =
            list.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        if (!name.empty()) {
            const Dialect *d = findDialect(name);
            if (!d) {
                bad = std::string(name);
                return false;
            }
            if (std::find(out.begin(), out.end(), d) == out.end())
                out.push_back(d);
        }
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    return true;
}

std::string quoteIfNeeded(std::string_view text)
{
    const bool needs = text.empty() || text.front() == '#' || text.front() == '"' ||
                       std::any_of(text.begin(), text.end(), [](char c) { return isSpace(c) || c == '"'; });
    if (!needs)
        return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    out += '"';
    return out;
}

} // namespace

bool isProductToken(std::string_view agent)
{
    if (agent.empty())
        return false;
    return std::all_of(agent.begin(), agent.end(),
                       [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '-' || c == '_'; });
}

std::string ruleText(const Rule &rule)
{
    const LineKind kind = rule.kind() == RuleKind::Allow ? LineKind::Allow : LineKind::Disallow;
    std::string_view key = canonicalKeyName(kind);
    if (key.empty())
        key = rule.kind() == RuleKind::Allow ? "Allow" : "Disallow";
    std::string out(key);
    out += ':';
    if (!rule.pattern().empty()) {
        out += ' ';
        out.append(rule.pattern());
    }
    return out;
}

TestSet parseTestSet(std::string_view text)
{
    TestSet set;
    std::uint32_t number = 0;
    std::size_t start = 0;
    std::vector<const Dialect *> current;
    std::string goal;
    while (start < text.size()) {
        std::size_t end = text.find_first_of("\r\n", start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (end + 1 < text.size() && text[end] == '\r' && text[end + 1] == '\n')
            ++start;
        ++number;
        if (number == 1 && line.starts_with("\xEF\xBB\xBF"))
            line.remove_prefix(3);

        const Split split = splitFields(line);
        if (split.unterminatedQuote) {
            set.errors.push_back({number, {"testset.error.quote", "Unterminated quote", {}}});
            continue;
        }
        const auto &f = split.fields;
        if (f.empty())
            continue;
        if (!f[0].quoted && f[0].text.starts_with('@')) {
            if (f[0].text == "@goal") {
                // Lessons (robots/studio/lesson.h): the cases after `@goal ID` check that goal; `@goal`
                // alone ends it.
                if (f.size() > 2 || (f.size() == 2 && !isLessonGoalId(f[1].text))) {
                    std::string found;
                    for (std::size_t i = 1; i < f.size(); ++i)
                        found += (i > 1 ? " " : "") + f[i].text;
                    set.errors.push_back({number,
                                          {"testset.error.goal",
                                           "Expected one goal id after @goal (letters, digits, -, _ and .), found %1",
                                           {found}}});
                    continue;
                }
                goal = f.size() == 2 ? f[1].text : std::string();
                continue;
            }
            if (f[0].text != "@dialect") {
                set.errors.push_back(
                    {number,
                     {"testset.error.directive", "Unknown directive %1 (only @dialect and @goal exist)", {f[0].text}}});
                continue;
            }
            std::vector<const Dialect *> dialects;
            std::string bad;
            bool ok = true;
            for (std::size_t i = 1; i < f.size() && ok; ++i) {
                if (f[i].text == "default")
                    continue;
                ok = readDialects(f[i].text, dialects, bad);
            }
            if (!ok) {
                set.errors.push_back({number, {"testset.error.dialect", "Unknown dialect %1", {bad}}});
                continue;
            }
            current = std::move(dialects);
            set.defaultDialects = current;
            continue;
        }
        if (f.size() < 3) {
            set.errors.push_back({number,
                                  {"testset.error.fields",
                                   "Expected AGENT URL EXPECTED [DIALECTS], found %1 field(s)",
                                   {std::to_string(f.size())}}});
            continue;
        }
        if (f.size() > 4) {
            set.errors.push_back({number,
                                  {"testset.error.extra",
                                   "Unexpected text after the dialects: %1 (quote agents with spaces)",
                                   {f[4].text}}});
            continue;
        }
        const auto expected = readExpectation(f[2].text);
        if (!expected) {
            set.errors.push_back(
                {number,
                 {"testset.error.expected", "Expected verdict %1 is not allowed, disallowed or -", {f[2].text}}});
            continue;
        }
        TestCase c;
        c.line = number;
        c.agent = f[0].text;
        c.url = f[1].text;
        c.expected = *expected;
        c.goal = goal;
        // Any crawler name is one, the empty name too when it is written `""`; a URL is never empty.
        if (c.url.empty()) {
            set.errors.push_back({number, {"testset.error.empty-url", "Empty URL", {}}});
            continue;
        }
        if (f.size() == 4) {
            std::string bad;
            if (!readDialects(f[3].text, c.dialects, bad)) {
                set.errors.push_back({number, {"testset.error.dialect", "Unknown dialect %1", {bad}}});
                continue;
            }
        } else {
            c.dialects = current;
        }
        set.cases.push_back(std::move(c));
    }
    return set;
}

namespace {

// East Asian Wide and Fullwidth (Unicode Standard Annex #11) in the blocks that matter for URLs
// and crawler names: Hangul, CJK, kana, fullwidth forms, emoji. Ambiguous characters count 1.
bool isWide(std::int32_t cp)
{
    struct Range
    {
        std::int32_t first, last;
    };
    static constexpr Range wide[] = {
        {0x1100, 0x115F}, {0x2E80, 0x303E},   {0x3041, 0x33FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},
        {0xA000, 0xA4CF}, {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE30, 0xFE4F},   {0xFF00, 0xFF60},
        {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF}, {0x20000, 0x3FFFD},
    };
    return std::any_of(std::begin(wide), std::end(wide),
                       [cp](const Range &r) { return cp >= r.first && cp <= r.last; });
}

} // namespace

std::size_t displayWidth(std::string_view text)
{
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const detail::DecodedChar c = detail::decodeUtf8(text, i);
        i += c.length;
        if (c.codePoint >= 0x0300 && c.codePoint <= 0x036F)
            continue; // combining diacritical marks sit on the character before them
        width += isWide(c.codePoint) ? 2 : 1;
    }
    return width;
}

std::string serialiseTestSet(const std::vector<TestCase> &cases)
{
    std::string out = "# robotstxt test set (docs/testset.md): AGENT URL EXPECTED [DIALECTS]\n";
    // Columns line up in an editor: widths are counted in characters as a terminal or a
    // monospaced font shows them (`/café` is 5 wide, `/ツ` 3), not in bytes.
    std::vector<std::array<std::string, 4>> rows;
    std::vector<std::array<std::size_t, 4>> widths;
    std::array<std::size_t, 4> width{};
    for (const TestCase &c : cases) {
        std::array<std::string, 4> row;
        row[0] = quoteIfNeeded(c.agent);
        row[1] = quoteIfNeeded(c.url);
        row[2] = !c.expected ? "-" : (*c.expected == Access::Disallowed ? "disallowed" : "allowed");
        for (std::size_t i = 0; i < c.dialects.size(); ++i) {
            if (i)
                row[3] += ',';
            row[3] += c.dialects[i]->name();
        }
        std::array<std::size_t, 4> rowWidth{};
        for (std::size_t i = 0; i < 4; ++i) {
            rowWidth[i] = displayWidth(row[i]);
            width[i] = std::max(width[i], rowWidth[i]);
        }
        rows.push_back(std::move(row));
        widths.push_back(rowWidth);
    }
    std::string goal;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        // A lesson's goals.tests: an `@goal` line where the goal changes (robots/studio/lesson.h).
        if (cases[r].goal != goal) {
            goal = cases[r].goal;
            out += goal.empty() ? std::string("@goal\n") : "@goal " + goal + '\n';
        }
        const auto &row = rows[r];
        std::string line;
        for (std::size_t i = 0; i < 4; ++i) {
            if (row[i].empty())
                continue;
            if (!line.empty())
                line.append(width[i - 1] + 2 - widths[r][i - 1], ' ');
            line += row[i];
        }
        out += line;
        out += '\n';
    }
    return out;
}

TestRun runTestSet(std::string_view body, const std::vector<TestCase> &cases,
                   const std::vector<const Dialect *> &fallback, AgentLookup lookup)
{
    TestRun run;
    std::map<const Dialect *, RobotsFile> files;
    std::map<std::pair<const Dialect *, std::string>, AgentRules> rules;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const TestCase &c = cases[i];
        std::vector<const Dialect *> dialects = c.dialects;
        if (dialects.empty())
            dialects = fallback;
        if (dialects.empty())
            dialects.push_back(&defaultDialect());
        for (const Dialect *d : dialects) {
            auto fit = files.find(d);
            if (fit == files.end())
                fit = files.emplace(d, parse(body, *d)).first;
            const auto key = std::make_pair(d, c.agent);
            auto rit = rules.find(key);
            if (rit == rules.end())
                rit = rules.emplace(key, rulesForCrawler(fit->second, c.agent, lookup)).first;
            TestOutcome o;
            o.caseIndex = i;
            o.dialect = d;
            o.decision = rit->second.decide(c.url);
            const auto fileRules = fit->second.rules();
            if (o.decision.rule >= 0 && static_cast<std::size_t>(o.decision.rule) < fileRules.size()) {
                const Rule &r = fileRules[static_cast<std::size_t>(o.decision.rule)];
                o.ruleLine = r.line();
                o.rule = ruleText(r);
            }
            o.hasExpectation = c.expected.has_value();
            o.passed = !c.expected || *c.expected == o.decision.access;
            if (!o.hasExpectation)
                ++run.unchecked;
            else if (o.passed)
                ++run.passed;
            else
                ++run.failed;
            run.outcomes.push_back(std::move(o));
        }
    }
    return run;
}

} // namespace robots
