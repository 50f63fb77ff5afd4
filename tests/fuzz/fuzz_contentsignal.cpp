// SPDX-License-Identifier: MIT
// fuzz_contentsignal: libFuzzer target over Content-Signal lines (Cloudflare's Content Signals
// Policy: `key=value` pairs separated by commas; robots/studio/aipref.h). The core reads them while
// it parses a robots.txt, so the input is fed as a body and as the value of a Content-Signal line
// in the `*` group. For every input it checks:
//   - preferenceKey() knows content-signal and content-signals in any case, and nothing else;
//   - each entry is its `label=value` text of the body, trimmed of SP/HTAB, its label without `,`
//     or `=` and its value without `,`; a line that reads whole has one entry per comma plus one;
//   - contentSignalValue() is the key's last entry (keys in any case) when isSignalValue();
//   - the entries written again as a line read back to the same entries (round trip);
//   - usagePreferences() gives only values of the policy, from Content-Signal lines of the file
//     (file-wide) and of the chosen groups (in-group), and nothing for a URL not fetched.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"

#include <robots/studio/studio.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using fuzz::check;

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
               return lower(x) == lower(y);
           });
}

std::string_view expectedSignal(const robots::PreferenceLine &line, std::string_view key)
{
    std::string_view value;
    for (const robots::PreferenceEntry &e : line.entries) {
        if (equalsIgnoringCase(e.label, key))
            value = e.value;
    }
    const bool valid = key == "use" ? (value == "immediate" || value == "reference" || value == "full")
                                    : (value == "yes" || value == "no");
    return valid ? value : std::string_view();
}

void checkKey(std::string_view text)
{
    const std::string_view key = text.substr(0, text.find_first_of(":\n"));
    const std::optional<robots::PreferenceSyntax> syntax = robots::preferenceKey(key);
    const bool signal = equalsIgnoringCase(key, "content-signal") || equalsIgnoringCase(key, "content-signals");
    const bool usage = equalsIgnoringCase(key, "content-usage");
    check(syntax.has_value() == (signal || usage), "preferenceKey() knows the three keys and nothing else");
    check(!signal || *syntax == robots::PreferenceSyntax::ContentSignal, "content-signal(s) is Content-Signal");
}

/// The entries of the first Content-Signal line of `body`.
std::vector<std::pair<std::string, std::string>> entriesOf(std::string_view body)
{
    const robots::RobotsFile file = robots::parse(body, robots::aiprefDialect());
    for (const robots::PreferenceLine &p : file.preferences()) {
        if (p.syntax != robots::PreferenceSyntax::ContentSignal)
            continue;
        std::vector<std::pair<std::string, std::string>> out;
        for (const robots::PreferenceEntry &e : p.entries)
            out.emplace_back(e.label, e.value);
        return out;
    }
    return {};
}

std::size_t checkLines(const robots::RobotsFile &file, std::string_view body)
{
    std::size_t h = 0;
    for (const robots::PreferenceLine &p : file.preferences()) {
        if (p.syntax != robots::PreferenceSyntax::ContentSignal)
            continue;
        check(p.preference == p.preferenceRange.in(body), "the preference is its range of the body");
        check(p.path.empty(), "a Content-Signal line has no path");
        for (const robots::PreferenceEntry &e : p.entries) {
            check(!e.label.empty(), "an entry has a label");
            check(!isBlank(e.label.front()) && !isBlank(e.label.back()), "a label is trimmed");
            check(e.value.empty() || (!isBlank(e.value.front()) && !isBlank(e.value.back())), "a value is trimmed");
            check(e.label.find_first_of(",=") == std::string_view::npos, "a label holds no , or =");
            check(e.value.find(',') == std::string_view::npos, "a value holds no ,");
            check(e.range.offset >= p.preferenceRange.offset && e.range.end() <= p.preferenceRange.end(),
                  "an entry lies inside the preference");
            const std::string_view written = e.range.in(body);
            check(written.starts_with(e.label) && written.ends_with(e.value), "an entry's range is label=value");
            check(fuzz::inside(e.label, file.text()) && fuzz::inside(e.value, file.text()),
                  "entries are views into the file");
        }
        if (p.parsed) {
            check(!p.preference.empty(), "an empty preference does not read whole");
            check(p.entries.size() == std::size_t(std::count(p.preference.begin(), p.preference.end(), ',')) + 1,
                  "a line that reads whole has one entry per comma plus one");
        }
        for (const std::string_view key : robots::kSignalKeys) {
            const std::string_view v = robots::contentSignalValue(p, key);
            check(v == expectedSignal(p, key), "contentSignalValue() is the key's last valid entry");
            check(v.empty() || robots::isSignalValue(key, v), "contentSignalValue() gives only values of the policy");
            h += v.size();
        }
        // Round trip: the entries written as a line of their own read back the same. (A line's
        // value is trimmed of every ASCII space, a member only of SP and HTAB: a first label or a
        // last value that starts or ends with another space, \v or \f, is not written again.)
        const auto spaced = [](char c) { return c == '\v' || c == '\f' || c == '\r' || c == '\n'; };
        if (!p.entries.empty() && !spaced(p.entries.front().label.front()) &&
            (p.entries.back().value.empty() || !spaced(p.entries.back().value.back()))) {
            std::string line = "User-agent: *\nContent-Signal: ";
            std::vector<std::pair<std::string, std::string>> entries;
            for (const robots::PreferenceEntry &e : p.entries) {
                if (!entries.empty())
                    line += ", ";
                line += std::string(e.label) + '=' + std::string(e.value);
                entries.emplace_back(e.label, e.value);
            }
            line += '\n';
            check(entriesOf(line) == entries, "entries written again read back the same");
        }
    }
    return h;
}

void checkPreferences(const robots::RobotsFile &file, const robots::UsagePreferences &u)
{
    const auto signalLine = [&file](std::uint32_t n) {
        return std::any_of(file.preferences().begin(), file.preferences().end(), [n](const auto &p) {
            return p.line == n && p.syntax == robots::PreferenceSyntax::ContentSignal;
        });
    };
    for (std::size_t k = 0; k < robots::kSignalKeys.size(); ++k) {
        for (const robots::LabelPreference *l : {&u.signalInGroup[k], &u.signalFileWide[k]}) {
            check(l->label == robots::kSignalKeys[k], "the slots are kSignalKeys in order");
            check(l->value.empty() || robots::isSignalValue(l->label, l->value), "a signal is a value of the policy");
            check(l->any() == !l->value.empty(), "a signal names its line");
            check(!l->any() || signalLine(l->line), "a signal comes from a Content-Signal line");
            if (!u.read || u.access != robots::Access::Allowed)
                check(!l->any(), "no signal for a URL that is not fetched");
        }
        // The file-wide reading sees every line the in-group reading sees.
        check(!u.signalInGroup[k].any() || u.signalFileWide[k].any(), "an in-group signal is a file-wide one too");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    checkKey(text);
    std::size_t h = 0;
    const std::string asValue = "User-agent: *\nContent-Signal: " + std::string(text);
    for (const std::string_view body : {text, std::string_view(asValue)}) {
        const robots::RobotsFile file = robots::parse(body, robots::aiprefDialect());
        h += checkLines(file, body);
        for (const char *agent : {"*", "GPTBot"}) {
            const robots::AgentRules rules = robots::rulesFor(file, agent);
            for (const char *url : {"/", "/private/x"})
                checkPreferences(file, robots::usagePreferences(rules, url));
        }
    }
    fuzz::sink(h);
    return 0;
}
