// SPDX-License-Identifier: MIT
// fuzz_core: libFuzzer target over the core engine, which reads untrusted bytes. For every input and
// every dialect it checks the promises of the public headers, not just the absence of crashes:
//   - parse() never fails, and re-serialising the line model gives the input back byte for byte;
//   - the line model covers the body without gaps, and every view into the model is readable;
//   - for a few agents and URLs derived from the input, the fast verdict (decide) and the
//     explained verdict (explain) agree, and the explanation can be built and printed;
//   - patternMatches() agrees with a plain reference matcher of RFC 9309 §2.2.3;
//   - the rules database parses, answers, and its saved form round-trips.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include <robots/studio/studio.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_core: broken promise: %s\n", what);
        std::abort();
    }
}

/// Reads every byte of a view, so that ASan sees a dangling or out-of-range one.
std::size_t touch(std::string_view text)
{
    std::size_t h = text.size();
    for (const char c : text) {
        h = h * 31 + static_cast<unsigned char>(c);
    }
    return h;
}

/// RFC 9309 §2.2.2/§2.2.3 as the simplest possible matcher: the set of path positions the
/// pattern can have consumed so far; `*` spreads it to every later position; a final `$`
/// requires the whole path. Patterns are prefixes (implied trailing `*`). O(pattern × path).
bool referenceMatch(std::string_view pattern, std::string_view path, robots::PatternSyntax syntax)
{
    const bool anchored = syntax.endAnchor && !pattern.empty() && pattern.back() == '$';
    if (anchored) {
        pattern.remove_suffix(1);
    }
    const std::size_t n = path.size();
    std::vector<char> reach(n + 1, 0);
    std::vector<char> next(n + 1, 0);
    reach[0] = 1;
    for (const char c : pattern) {
        if (c == '*' && syntax.wildcards) {
            for (std::size_t i = 1; i <= n; ++i) {
                reach[i] = static_cast<char>(reach[i] || reach[i - 1]);
            }
            continue;
        }
        next.assign(n + 1, 0);
        bool any = false;
        for (std::size_t i = 0; i < n; ++i) {
            if (reach[i] && path[i] == c) {
                next[i + 1] = 1;
                any = true;
            }
        }
        reach.swap(next);
        if (!any) {
            return false;
        }
    }
    if (anchored) {
        return reach[n] != 0;
    }
    for (const char r : reach) {
        if (r) {
            return true;
        }
    }
    return false;
}

void checkMatcher(std::string_view input)
{
    // First line: the pattern (at most 48 bytes); the rest: the path (at most 700 bytes).
    const auto nl = input.find('\n');
    const std::string_view pattern = input.substr(0, std::min<std::size_t>(nl, 48));
    const std::string_view path = nl == std::string_view::npos ? std::string_view() : input.substr(nl + 1, 700);
    for (const bool wildcards : {true, false}) {
        for (const bool endAnchor : {true, false}) {
            const robots::PatternSyntax syntax{wildcards, endAnchor};
            check(robots::patternMatches(pattern, path, syntax) == referenceMatch(pattern, path, syntax),
                  "patternMatches() agrees with the reference matcher of RFC 9309 §2.2.3");
        }
    }
}

void checkLineModel(const robots::RobotsFile &file, std::string_view body)
{
    check(file.text() == body, "text() is the body as given");
    check(file.serialise() == body, "serialise() gives the body back byte for byte");
    check(robots::serialise(body, robots::lexLines(body, file.dialect())) == body,
          "serialise(lexLines()) gives the body back byte for byte");
    check(file.parsedBytes() <= body.size(), "parsedBytes() <= size");
    std::uint32_t offset = 0;
    std::uint32_t number = 0;
    for (const robots::Line &line : file.lines()) {
        check(line.number == ++number, "lines are numbered 1, 2, 3 …");
        check(line.content.offset == offset, "each line starts where the previous one ended");
        offset = line.withTerminator().end();
        check(offset <= body.size(), "lines stay inside the body");
        for (const robots::ByteRange part : {line.key, line.value, line.comment}) {
            check(part.empty() || (part.offset >= line.content.offset && part.end() <= line.content.end()),
                  "key, value and comment lie inside the line's content");
        }
        check(file.line(line.number) == &line, "line(n) finds line n");
    }
    check(offset == body.size(), "the lines cover the whole body");
    check(file.line(0) == nullptr && file.line(number + 1) == nullptr, "line(n) outside 1..count is nullptr");
}

std::size_t checkModel(const robots::RobotsFile &file)
{
    std::size_t h = 0;
    const auto rules = file.rules();
    const auto groups = file.groups();
    const auto lineCount = file.lines().size();
    for (const robots::Rule &rule : rules) {
        h += touch(rule.pattern()) + touch(rule.normalised());
        check(rule.line() >= 1 && rule.line() <= lineCount, "a rule's line exists");
        check(rule.group() >= -1 && rule.group() < static_cast<std::int32_t>(groups.size()), "a rule's group exists");
    }
    for (const robots::Group &group : groups) {
        for (const robots::AgentLine &agent : group.agents) {
            h += touch(agent.value) + touch(agent.token);
        }
        for (const std::uint32_t r : group.rules) {
            check(r < rules.size(), "a group's rules exist");
        }
    }
    for (const robots::Sitemap &sitemap : file.sitemaps()) {
        h += touch(sitemap.url);
    }
    for (const robots::OtherRecord &record : file.otherRecords()) {
        h += touch(record.value) + touch(record.params) + touch(record.pathPrefix);
    }
    h += file.memoryUsage();
    return h;
}

/// A path that the pattern probably matches: `*` filled in, `$` dropped.
std::string instantiate(std::string_view pattern)
{
    std::string path;
    for (const char c : pattern) {
        if (c == '*') {
            path += "x";
        } else if (c != '$') {
            path += c;
        }
    }
    return path;
}

std::size_t checkVerdicts(const robots::RobotsFile &file, std::string_view body)
{
    std::vector<std::string> agents = {"Googlebot", "MOMspider/1.0"};
    if (!file.groups().empty() && !file.groups().front().agents.empty()) {
        agents.emplace_back(file.groups().front().agents.front().value);
    } else {
        agents.emplace_back(body.substr(0, 16)); // any bytes: the agent is caller input too
    }

    std::vector<std::string> urls = {"/", "/robots.txt", "http://example.com/a/b?c=d#e"};
    int taken = 0;
    for (const robots::Rule &rule : file.rules()) {
        if (taken++ == 3) {
            break;
        }
        urls.push_back(instantiate(rule.pattern()));
        urls.push_back("https://example.com" + instantiate(rule.pattern()) + "?q");
    }
    urls.emplace_back(body.substr(body.size() > 40 ? body.size() - 40 : 0)); // raw bytes as a URL

    std::size_t h = 0;
    const auto ruleCount = file.rules().size();
    for (const std::string &agent : agents) {
        const robots::AgentRules rules = robots::rulesFor(file, agent);
        check(robots::rulesFor(file, agent).groups().size() == rules.groups().size(),
              "rulesFor() gives the same groups again");
        for (const robots::ChosenGroup &g : rules.groups()) {
            check(g.group < file.groups().size(), "a chosen group exists");
            h += touch(g.agentValue);
        }
        for (const std::string &url : urls) {
            const robots::Decision d = rules.decide(url);
            check(d.access != robots::Access::Unknown, "a file's verdict is allowed or disallowed");
            check(d.rule >= -1 && d.rule < static_cast<std::int32_t>(ruleCount), "the deciding rule exists");
            check(robots::isAllowed(file, agent, url) == (d.access == robots::Access::Allowed),
                  "isAllowed(file, agent, url) is rulesFor(file, agent).decide(url)");
            const robots::Verdict v = rules.explain(url);
            check(v.access == d.access, "explain() and decide() give the same access");
            check(v.decider == d.decider, "explain() and decide() name the same decider");
            check(v.decidingRule ? static_cast<std::int32_t>(v.decidingRule->rule) == d.rule : d.rule == -1,
                  "explain() and decide() name the same deciding rule");
            for (const robots::MatchedRule &m : v.candidates) {
                check(m.rule < ruleCount, "a candidate rule exists");
                h += touch(m.pattern) + touch(m.normalised);
            }
            // The sentences are costly under ASan: build them where a rule decided (the richest
            // explanations) and for the first URL; describe() prints every sentence of explanation().
            if (d.rule >= 0 || &url == &urls.front()) {
                h += v.describe().size() + v.groupExplanation().toEnglish().size() +
                     v.precedenceExplanation().toEnglish().size();
            }
            h += robots::comparisonPath(url, file.dialect()).size() + robots::pathAndQuery(url).size();
        }
    }
    return h;
}

std::size_t checkDatabase(std::string_view body)
{
    using namespace std::chrono;
    std::size_t h = 0;
    const auto now = robots::RulesDatabase::TimePoint(seconds(1'700'000'000));
    const auto fresh = now + hours(24);
    robots::RulesDatabase db("Googlebot", robots::dialect(robots::DialectId::WwwRobotRules));
    check(db.parse("http://example.com/robots.txt", std::string(body), fresh), "an http robots URL has an origin");
    const robots::Access a = db.allowed("http://example.com/a?b", now);
    check(a != robots::Access::Unknown, "fresh rules give a verdict");
    check(db.allowed("http://other.example/", now) == robots::Access::Unknown, "another origin is unknown");
    check(db.allowed("http://example.com/a?b", fresh + seconds(1)) == robots::Access::Unknown,
          "stale rules are unknown");
    const std::string saved = db.save();
    const auto loaded = robots::RulesDatabase::load(saved);
    check(loaded.has_value(), "load(save()) reads the saved form");
    check(loaded->save() == saved, "save() round-trips through load()");
    check(loaded->allowed("http://example.com/a?b", now) == a, "a loaded database gives the same verdict");
    // Arbitrary bytes as a saved database: nullopt or a database, never a crash.
    if (const auto any = robots::RulesDatabase::load(body)) {
        h += any->save().size();
    }
    return h;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view body(reinterpret_cast<const char *>(data), size);
    std::size_t h = 0;
    checkMatcher(body);
    for (const robots::Dialect &dialect : robots::allDialects()) {
        const robots::RobotsFile file = robots::parse(body, dialect);
        checkLineModel(file, body);
        h += checkModel(file);
        h += checkVerdicts(file, body);
        const robots::RobotsFile copy = file; // copies share the model
        check(copy.text().data() == file.text().data(), "copies of a RobotsFile share the body");
    }
    h += checkDatabase(body);
    // The fetch policy is total over statuses, errors and sizes.
    for (const robots::Dialect &dialect : robots::allDialects()) {
        robots::FetchResult fetch;
        fetch.status = size > 1 ? static_cast<int>(data[0]) * 4 + data[1] % 4 : 200;
        fetch.redirects = size > 2 ? data[2] % 8 : 0;
        fetch.bodyBytes = size * 16;
        const robots::FetchDecision decision = robots::decideFetchOutcome(dialect, fetch);
        h += decision.reason.toEnglish().size() + robots::fetchOutcomeName(decision.outcome).size();
    }
    volatile std::size_t sink = h;
    (void)sink;
    return 0;
}
