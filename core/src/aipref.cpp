// SPDX-License-Identifier: MIT
// AI usage preferences: the RFC 9651 dictionary subset the aipref vocabulary needs, Content-Signal's
// key=value list, and the per-URL evaluation of draft-ietf-aipref-attach-05 (see robots/studio/aipref.h).
#include "robots/studio/aipref.h"
#include "robots/studio/dialectrules.h"

#include "internal.h"
#include "robots/matcher.h"
#include "textutil.h"

#include <algorithm>

namespace robots {
namespace {

bool isLcAlpha(char c)
{
    return c >= 'a' && c <= 'z';
}
bool isAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
// RFC 9110 §5.6.2 tchar.
bool isTchar(char c)
{
    return isAlpha(c) || isDigit(c) || std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

// A cursor over the text being parsed: each parse step returns false on failure (RFC 9651 §4.2).
class SfParser
{
public:
    explicit SfParser(std::string_view text)
        : m_s(text)
    {
    }

    [[nodiscard]] bool done() const { return m_i >= m_s.size(); }
    [[nodiscard]] char peek() const { return done() ? '\0' : m_s[m_i]; }
    [[nodiscard]] std::size_t pos() const { return m_i; }
    void advance() { ++m_i; }
    void skipSp()
    {
        while (!done() && m_s[m_i] == ' ')
            ++m_i;
    }
    void skipOws()
    {
        while (!done() && (m_s[m_i] == ' ' || m_s[m_i] == '\t'))
            ++m_i;
    }

    // §4.2.3.3
    bool key(std::string_view &out)
    {
        const std::size_t start = m_i;
        if (done() || !(isLcAlpha(peek()) || peek() == '*'))
            return false;
        ++m_i;
        while (!done()) {
            const char c = peek();
            if (!(isLcAlpha(c) || isDigit(c) || c == '_' || c == '-' || c == '.' || c == '*'))
                break;
            ++m_i;
        }
        out = m_s.substr(start, m_i - start);
        return true;
    }

    // §4.2.3.1: a bare item (token, boolean, number, string, byte sequence, date, display string).
    bool bareItem(std::string_view &out, bool &token)
    {
        const std::size_t start = m_i;
        token = false;
        const char c = peek();
        bool ok = false;
        if (c == '-' || isDigit(c))
            ok = number();
        else if (c == '"')
            ok = string();
        else if (c == '*' || isAlpha(c)) {
            ++m_i;
            while (!done() && (isTchar(peek()) || peek() == ':' || peek() == '/'))
                ++m_i;
            token = true;
            ok = true;
        } else if (c == ':')
            ok = byteSequence();
        else if (c == '?') {
            ++m_i;
            ok = peek() == '0' || peek() == '1';
            if (ok)
                ++m_i;
        } else if (c == '@') {
            ++m_i;
            ok = number();
        } else if (c == '%') {
            ++m_i;
            ok = peek() == '"' && string();
        }
        out = m_s.substr(start, m_i - start);
        return ok;
    }

    // §4.2.3.2: parameters are read and skipped (the vocabulary ignores them).
    bool parameters()
    {
        while (peek() == ';') {
            ++m_i;
            skipSp();
            std::string_view k;
            if (!key(k))
                return false;
            if (peek() == '=') {
                ++m_i;
                std::string_view v;
                bool t = false;
                if (!bareItem(v, t))
                    return false;
            }
        }
        return true;
    }

    // §4.2.1.2: an inner list, skipped.
    bool innerList()
    {
        ++m_i; // (
        while (!done()) {
            skipSp();
            if (peek() == ')') {
                ++m_i;
                return parameters();
            }
            std::string_view v;
            bool t = false;
            if (!bareItem(v, t) || !parameters())
                return false;
            if (peek() != ' ' && peek() != ')')
                return false;
        }
        return false;
    }

private:
    bool number()
    {
        if (peek() == '-')
            ++m_i;
        std::size_t digits = 0, fraction = 0;
        bool dot = false;
        while (!done() && (isDigit(peek()) || (peek() == '.' && !dot))) {
            if (peek() == '.') {
                dot = true;
                if (digits > 12)
                    return false;
            } else if (dot) {
                ++fraction;
            } else {
                ++digits;
            }
            ++m_i;
        }
        if (digits == 0 || (dot && (fraction == 0 || fraction > 3)) || (!dot && digits > 15))
            return false;
        return true;
    }
    bool string()
    {
        ++m_i; // "
        while (!done()) {
            const char c = m_s[m_i++];
            if (c == '\\') {
                if (done() || (peek() != '"' && peek() != '\\'))
                    return false;
                ++m_i;
            } else if (c == '"') {
                return true;
            } else if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7E) {
                return false;
            }
        }
        return false;
    }
    bool byteSequence()
    {
        ++m_i; // :
        while (!done()) {
            const char c = m_s[m_i++];
            if (c == ':')
                return true;
            if (!(isAlpha(c) || isDigit(c) || c == '+' || c == '/' || c == '='))
                return false;
        }
        return false;
    }

    std::string_view m_s;
    std::size_t m_i = 0;
};

bool isYesNo(std::string_view v)
{
    return detail::equalsIgnoreCaseAscii(v, "yes") || detail::equalsIgnoreCaseAscii(v, "no");
}

template<std::size_t N>
void combineSignal(std::array<LabelPreference, N> &out, const PreferenceLine &p)
{
    for (std::size_t k = 0; k < N; ++k) {
        const std::string_view v = contentSignalValue(p, kSignalKeys[k]);
        if (v.empty())
            continue;
        LabelPreference &slot = out[k];
        // yes/no: a `no` anywhere wins, as the aipref vocabulary combines (the Content Signals
        // Policy says nothing about conflicts); other values (`use`): the last line wins.
        if (isYesNo(slot.value) && detail::equalsIgnoreCaseAscii(slot.value, "no") && isYesNo(v))
            continue;
        slot = {kSignalKeys[k], v, p.line};
    }
}

} // namespace

ParsedDictionary parseStructuredDictionary(std::string_view text)
{
    // RFC 9651 §4.2: discard leading SP, parse the dictionary (§4.2.2), discard leading SP, and
    // fail when anything is left.
    ParsedDictionary out;
    SfParser p(text);
    const auto fail = [&] {
        out.ok = false;
        out.errorOffset = p.pos();
        out.members.clear();
        return out;
    };
    p.skipSp();
    while (!p.done()) {
        DictionaryMember m;
        m.offset = p.pos();
        if (!p.key(m.key))
            return fail();
        if (p.peek() == '=') {
            p.advance();
            if (p.peek() == '(') {
                if (!p.innerList())
                    return fail();
                m.value = text.substr(m.offset + m.key.size() + 1, p.pos() - m.offset - m.key.size() - 1);
            } else if (!p.bareItem(m.value, m.token) || !p.parameters()) {
                return fail();
            }
        } else {
            m.value = "?1"; // a key without a value is the boolean true (§4.2.2)
            if (!p.parameters())
                return fail();
        }
        m.length = p.pos() - m.offset;
        out.members.push_back(m);
        p.skipOws();
        if (p.done())
            break;
        if (p.peek() != ',')
            return fail();
        p.advance();
        p.skipOws();
        if (p.done())
            return fail(); // a trailing comma
    }
    out.ok = true;
    return out;
}

std::optional<PreferenceSyntax> preferenceKey(std::string_view key)
{
    if (key.size() < 13 || detail::toLowerAscii(key[0]) != 'c')
        return std::nullopt;
    if (detail::equalsIgnoreCaseAscii(key, "content-usage"))
        return PreferenceSyntax::ContentUsage;
    if (detail::equalsIgnoreCaseAscii(key, "content-signal") || detail::equalsIgnoreCaseAscii(key, "content-signals"))
        return PreferenceSyntax::ContentSignal;
    return std::nullopt;
}

std::string_view contentUsageValue(const PreferenceLine &line, std::string_view label)
{
    if (line.syntax != PreferenceSyntax::ContentUsage || !line.parsed)
        return {};
    std::string_view value;
    bool found = false;
    for (const PreferenceEntry &e : line.entries) {
        if (e.label == label) { // labels are case-sensitive (RFC 9651 keys are lower case)
            value = e.value;
            found = true;
        }
    }
    if (!found || (value != "y" && value != "n"))
        return {};
    return value;
}

std::string_view contentSignalValue(const PreferenceLine &line, std::string_view key)
{
    if (line.syntax != PreferenceSyntax::ContentSignal)
        return {};
    std::string_view value;
    for (const PreferenceEntry &e : line.entries) {
        if (detail::equalsIgnoreCaseAscii(e.label, key))
            value = e.value;
    }
    return isSignalValue(key, value) ? value : std::string_view();
}

bool isSignalValue(std::string_view key, std::string_view value)
{
    if (key == "use")
        return std::find(kSignalUseValues.begin(), kSignalUseValues.end(), value) != kSignalUseValues.end();
    return value == "yes" || value == "no";
}

void detail::readPreference(PreferenceLine &line, std::string_view body, ByteRange valueRange)
{
    const std::string_view value = valueRange.in(body);
    ByteRange pref = valueRange;
    if (line.syntax == PreferenceSyntax::ContentUsage && value.starts_with('/')) {
        // "A value that starts with `/` has a path up to the first SP/HTAB, then the preference."
        const std::size_t ws = value.find_first_of(" \t");
        const std::size_t pathLength = ws == std::string_view::npos ? value.size() : ws;
        line.pathRange = {valueRange.offset, static_cast<std::uint32_t>(pathLength)};
        std::size_t rest = pathLength;
        while (rest < value.size() && (value[rest] == ' ' || value[rest] == '\t'))
            ++rest;
        pref = {static_cast<std::uint32_t>(valueRange.offset + rest), static_cast<std::uint32_t>(value.size() - rest)};
    }
    line.path = line.pathRange.in(body);
    line.preferenceRange = pref;
    line.preference = pref.in(body);
    line.entries.clear();
    if (line.syntax == PreferenceSyntax::ContentUsage) {
        const ParsedDictionary dict = parseStructuredDictionary(line.preference);
        line.parsed = dict.ok;
        for (const DictionaryMember &m : dict.members)
            line.entries.push_back(
                {m.key, m.value,
                 ByteRange{static_cast<std::uint32_t>(pref.offset + m.offset), static_cast<std::uint32_t>(m.length)}});
        return;
    }
    // Content-Signal has no formal grammar: `key=value` pairs separated by commas, white space
    // around each part allowed (Cloudflare's examples write `search=yes, ai-train=no`).
    line.parsed = !line.preference.empty();
    std::size_t start = 0;
    const std::string_view text = line.preference;
    while (start <= text.size() && !text.empty()) {
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::size_t a = start, b = end;
        while (a < b && (text[a] == ' ' || text[a] == '\t'))
            ++a;
        while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t'))
            --b;
        const std::string_view member = text.substr(a, b - a);
        const std::size_t eq = member.find('=');
        if (member.empty() || eq == std::string_view::npos || eq == 0) {
            line.parsed = false;
        } else {
            auto trim = [](std::string_view t) {
                while (!t.empty() && (t.front() == ' ' || t.front() == '\t'))
                    t.remove_prefix(1);
                while (!t.empty() && (t.back() == ' ' || t.back() == '\t'))
                    t.remove_suffix(1);
                return t;
            };
            line.entries.push_back(
                {trim(member.substr(0, eq)), trim(member.substr(eq + 1)),
                 ByteRange{static_cast<std::uint32_t>(pref.offset + a), static_cast<std::uint32_t>(b - a)}});
        }
        start = end + 1;
        if (end == text.size())
            break;
    }
}

UsagePreferences usagePreferences(const AgentRules &rules, std::string_view urlOrPath)
{
    UsagePreferences out;
    const RobotsFile &file = rules.file();
    const Dialect &d = file.dialect();
    out.access = rules.decide(urlOrPath).access;
    out.read = d.rules().aiPreferences;
    for (std::size_t k = 0; k < kUsageLabels.size(); ++k)
        out.contentUsage[k].label = kUsageLabels[k];
    for (std::size_t k = 0; k < kSignalKeys.size(); ++k) {
        out.signalInGroup[k].label = kSignalKeys[k];
        out.signalFileWide[k].label = kSignalKeys[k];
    }
    if (!out.read || out.access != Access::Allowed)
        return out;
    std::vector<bool> chosen(file.groups().size(), false);
    for (const ChosenGroup &g : rules.groups())
        chosen[g.group] = true;
    const auto inChosen = [&](const PreferenceLine &p) {
        return p.group >= 0 && static_cast<std::size_t>(p.group) < chosen.size() &&
               chosen[static_cast<std::size_t>(p.group)];
    };
    const std::string path = comparisonPath(urlOrPath, d);
    const PatternSyntax syntax{d.rules().wildcards, d.rules().endAnchor};

    // draft-ietf-aipref-attach-05: the longest matching path of the chosen groups decides; a
    // line without a path applies to every path, below any path; rule order does not matter.
    std::int64_t best = -1;
    for (const PreferenceLine &p : file.preferences()) {
        if (p.syntax != PreferenceSyntax::ContentUsage || !inChosen(p))
            continue;
        const bool matches = p.pathRange.empty() || patternMatches(p.normalised, path, syntax);
        if (!matches)
            continue;
        const auto weight = p.pathRange.empty() ? std::int64_t{0} : static_cast<std::int64_t>(p.normalised.size());
        if (weight > best) {
            best = weight;
            out.contentUsageLines.clear();
        }
        if (weight == best)
            out.contentUsageLines.push_back(p.line);
    }
    for (std::size_t k = 0; k < kUsageLabels.size(); ++k) {
        LabelPreference &slot = out.contentUsage[k];
        for (const std::uint32_t n : out.contentUsageLines) {
            const auto it = std::find_if(file.preferences().begin(), file.preferences().end(),
                                         [n](const PreferenceLine &p) { return p.line == n; });
            const std::string_view v = contentUsageValue(*it, kUsageLabels[k]);
            // Identical paths combine by the vocabulary's rule: `n` wins over `y`.
            if (!v.empty() && (slot.value.empty() || (v == "n" && slot.value != "n")))
                slot = {kUsageLabels[k], v, n};
        }
    }

    for (const PreferenceLine &p : file.preferences()) {
        if (p.syntax != PreferenceSyntax::ContentSignal)
            continue;
        combineSignal(out.signalFileWide, p);
        if (inChosen(p))
            combineSignal(out.signalInGroup, p);
    }
    return out;
}

} // namespace robots
