// SPDX-License-Identifier: MIT
// fuzz_aipref: libFuzzer target over the RFC 9651 dictionary parser and Content-Usage lines
// (robots/studio/aipref.h; draft-ietf-aipref-attach-05, draft-ietf-aipref-vocab-08). For every
// input it checks:
//   - parseStructuredDictionary() never fails; a parsed dictionary's members are views into the
//     text, in order, each key an RFC 9651 §3.2 key; a failure names an offset inside the text;
//   - the members written again, joined by ", ", parse to the same keys and values (round trip);
//   - in a robots.txt (the input as a body, and the input as a Content-Usage value), every
//     Content-Usage line reads its preference as parseStructuredDictionary() does, and
//     contentUsageValue() is the last member of the label when it is `y` or `n`;
//   - usagePreferences() gives only `y`, `n` or nothing, from lines of the chosen groups, and
//     nothing for a URL the crawler may not fetch.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"

#include <robots/studio/studio.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

using fuzz::check;

bool isKey(std::string_view key)
{
    if (key.empty() || !((key[0] >= 'a' && key[0] <= 'z') || key[0] == '*'))
        return false;
    return std::all_of(key.begin(), key.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.' || c == '*';
    });
}

std::size_t checkDictionary(std::string_view text)
{
    const robots::ParsedDictionary dict = robots::parseStructuredDictionary(text);
    if (!dict.ok) {
        check(dict.members.empty(), "a failed parse has no members");
        check(dict.errorOffset <= text.size(), "a failure names an offset inside the text");
        return dict.errorOffset;
    }
    std::size_t h = 0;
    std::size_t previousEnd = 0;
    std::string again;
    for (const robots::DictionaryMember &m : dict.members) {
        check(isKey(m.key), "a member's key is an RFC 9651 key");
        check(m.offset >= previousEnd && m.offset + m.length <= text.size(), "members lie in order inside the text");
        check(text.substr(m.offset, m.key.size()) == m.key && fuzz::inside(m.key, text), "a key is where it says");
        check(m.length >= m.key.size(), "a member spans its key");
        check(m.value == "?1" || fuzz::inside(m.value, text), "a value is a view into the text (or ?1)");
        check(!m.token || (!m.value.empty() && (m.value[0] == '*' || (m.value[0] | 0x20) >= 'a')),
              "a token starts with a letter or *");
        previousEnd = m.offset + m.length;
        if (!again.empty())
            again += ", ";
        again += text.substr(m.offset, m.length);
        h += fuzz::touch(m.value);
    }
    const robots::ParsedDictionary reparsed = robots::parseStructuredDictionary(again);
    check(reparsed.ok, "the members written again parse");
    check(reparsed.members.size() == dict.members.size(), "the members written again are as many");
    for (std::size_t i = 0; i < dict.members.size(); ++i) {
        check(reparsed.members[i].key == dict.members[i].key && reparsed.members[i].value == dict.members[i].value &&
                  reparsed.members[i].token == dict.members[i].token,
              "the members written again have the same keys and values");
    }
    return h;
}

/// contentUsageValue() as the header words it: the last member of the label, if `y` or `n`.
std::string_view expectedUsage(const robots::PreferenceLine &line, std::string_view label)
{
    if (!line.parsed)
        return {};
    std::string_view value;
    bool found = false;
    for (const robots::PreferenceEntry &e : line.entries) {
        if (e.label == label) {
            value = e.value;
            found = true;
        }
    }
    return found && (value == "y" || value == "n") ? value : std::string_view();
}

std::size_t checkFile(std::string_view body, const robots::Dialect &dialect)
{
    const robots::RobotsFile file = robots::parse(body, dialect);
    std::size_t h = 0;
    for (const robots::PreferenceLine &p : file.preferences()) {
        check(p.line >= 1 && p.line <= file.lines().size(), "a preference line exists");
        check(p.group >= -1 && p.group < static_cast<std::int32_t>(file.groups().size()), "its group exists");
        check(p.preference == p.preferenceRange.in(body) && p.path == p.pathRange.in(body),
              "the preference and path are their ranges of the body");
        if (p.syntax != robots::PreferenceSyntax::ContentUsage)
            continue;
        check(p.path.empty() || p.path.front() == '/', "a Content-Usage path starts with /");
        check(p.path.find_first_of(" \t") == std::string_view::npos, "a path ends at the first SP/HTAB");
        const robots::ParsedDictionary dict = robots::parseStructuredDictionary(p.preference);
        check(p.parsed == dict.ok, "a Content-Usage preference parses as an RFC 9651 dictionary");
        check(p.entries.size() == dict.members.size(), "one entry per dictionary member");
        for (std::size_t i = 0; i < p.entries.size(); ++i) {
            const robots::PreferenceEntry &e = p.entries[i];
            check(e.label == dict.members[i].key && e.value == dict.members[i].value,
                  "entries are the dictionary's members");
            check(e.range.end() <= body.size() && e.range.in(body).starts_with(e.label),
                  "an entry's range is its text");
        }
        for (const std::string_view label : robots::kUsageLabels) {
            const std::string_view v = robots::contentUsageValue(p, label);
            check(v == expectedUsage(p, label), "contentUsageValue() is the label's last member when y or n");
            h += v.size();
        }
    }

    std::vector<std::string> urls = {"/", "/ai-ok/page"};
    for (const robots::PreferenceLine &p : file.preferences()) {
        if (!p.path.empty() && urls.size() < 5)
            urls.emplace_back(p.path);
    }
    for (const char *agent : {"GPTBot", "Googlebot"}) {
        const robots::AgentRules rules = robots::rulesFor(file, agent);
        for (const std::string &url : urls) {
            const robots::UsagePreferences u = robots::usagePreferences(rules, url);
            check(u.access == rules.decide(url).access, "the preferences' access is the crawler's verdict");
            check(u.read == dialect.rules().aiPreferences, "read says whether the dialect reads preferences");
            if (!u.read || u.access != robots::Access::Allowed)
                check(u.contentUsageLines.empty(), "no preference for a URL that is not fetched");
            for (const robots::LabelPreference &l : u.contentUsage) {
                check(l.value.empty() || l.value == "y" || l.value == "n",
                      "a Content-Usage preference is y, n or none");
                check(l.any() == !l.value.empty(), "a preference names its line");
                check(!l.any() || std::find(u.contentUsageLines.begin(), u.contentUsageLines.end(), l.line) !=
                                      u.contentUsageLines.end(),
                      "a preference comes from a deciding line");
            }
            for (const std::uint32_t n : u.contentUsageLines) {
                const bool usage =
                    std::any_of(file.preferences().begin(), file.preferences().end(), [n](const auto &p) {
                        return p.line == n && p.syntax == robots::PreferenceSyntax::ContentUsage;
                    });
                check(usage, "a deciding line is a Content-Usage line");
            }
        }
    }
    return h;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    std::size_t h = checkDictionary(text);
    const std::string line = "User-agent: *\nContent-Usage: " + std::string(text);
    // The dialect that acts on AI preferences, and one that only records them.
    for (const robots::Dialect *d : {&robots::aiprefDialect(), &robots::dialect(robots::DialectId::Google)}) {
        h += checkFile(text, *d);
        h += checkFile(line, *d);
    }
    fuzz::sink(h);
    return 0;
}
