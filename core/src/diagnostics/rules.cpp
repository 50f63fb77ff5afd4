// SPDX-License-Identifier: MIT
// R5xx: rules against each other within a group — duplicates, ties, rules first-match readers
// never reach, redundant rules — and what a set of rules means (everything blocked, resources
// blocked, secrets published, Google-only equivalences).
#include "diagnostics_internal.h"
#include "robots/studio/dialectrules.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <span>

namespace robots::diag {
namespace {

/// With `*` and `$` read as RFC 9309 §2.2.3 reads them, `p` matches exactly the paths it prefixes.
bool isLiteralPrefix(std::string_view p)
{
    return p.find('*') == std::string_view::npos && !p.ends_with('$');
}

std::string_view stripTrailingStars(std::string_view p)
{
    while (!p.empty() && p.back() == '*')
        p.remove_suffix(1);
    return p;
}

int kindIndex(RuleKind kind)
{
    return kind == RuleKind::Allow ? 0 : 1;
}

/// A rule's pattern as a prefix key: trailing `*` dropped when `*` is a wildcard. Carries what the
/// checks read of the rule (line, kind, wildcard bytes), so that walking the sorted keys never
/// touches the rules themselves.
struct Keyed
{
    std::string_view key;    ///< In the file's text.
    std::uint64_t head = 0;  ///< headOf(key): most comparisons of two keys end there.
    std::uint32_t line = 0;  ///< The rule's line.
    int kind = 0;            ///< kindIndex(rule.kind).
    bool literal = false;    ///< The key matches exactly the paths it prefixes (no wildcard, no anchor).
    bool plainBytes = false; ///< The rule's pattern has neither `*` nor `$` anywhere.
};

/// The first eight bytes of a key as a big-endian number, zero-padded: numbers compare as the
/// bytes do. Sorting W1's groups by comparing the keys' bytes alone took a quarter of its 10 ms
/// lint budget (tools/dev bench); with the heads, most comparisons are one of two numbers.
std::uint64_t headOf(std::string_view key)
{
    std::uint64_t h = 0;
    for (std::size_t i = 0; i < 8; ++i)
        h = h << 8 | (i < key.size() ? static_cast<unsigned char>(key[i]) : 0u);
    return h;
}

/// By key (bytes compared as unsigned, so a key's prefixes come before it and its extensions form
/// one run after it), then file order.
/// A function object rather than a function, so that std::sort inlines it (through a function
/// pointer GCC calls it for every comparison: a fifth of W1's sorting time).
constexpr auto keyedLess = [](const Keyed &a, const Keyed &b) {
    if (a.head != b.head)
        return a.head < b.head;
    const int c = a.key.compare(b.key);
    return c != 0 ? c < 0 : a.line < b.line;
};

/// `b`'s key extends `p`'s: every path `p` prefixes, `b` may match too.
bool extendsKey(const Keyed &b, const Keyed &p)
{
    return b.key.starts_with(p.key);
}

/// The active, written, non-empty rules of one group sorted by key (keyedLess). Built once per
/// group and pattern syntax, shared by the checks below.
void sortedRules(const Context &ctx, const Group &g, std::vector<Keyed> &out)
{
    out.clear();
    const auto rules = ctx.rfc().rules();
    for (std::uint32_t r : g.rules) {
        const Rule &rule = rules[r];
        if (rule.status() != RuleStatus::Active || rule.allowsEverything() || rule.origin() != RuleOrigin::Written ||
            rule.pattern().empty())
            continue;
        const bool plainBytes =
            rule.pattern().find('*') == std::string_view::npos && rule.pattern().find('$') == std::string_view::npos;
        out.push_back({rule.pattern(), headOf(rule.pattern()), rule.line(), kindIndex(rule.kind()), true, plainBytes});
    }
    std::sort(out.begin(), out.end(), keyedLess);
}

/// The keys of the wildcard reading (RFC 9309 §2.2.3): trailing `*` dropped, `*` and `$` make a
/// key no literal prefix. Only the keys that lose a trailing `*` move: they are sorted on their
/// own and merged back (sorting every key again took a tenth of W1's 10 ms lint budget).
void wildOrder(const std::vector<Keyed> &plain, std::vector<Keyed> &out)
{
    std::vector<Keyed> kept, changed;
    for (const Keyed &k : plain) {
        if (k.plainBytes) { // no `*` or `$`: the same key, literal
            kept.push_back(k);
            continue;
        }
        const std::string_view key = stripTrailingStars(k.key);
        if (key.empty())
            continue;
        Keyed w = k;
        w.key = key;
        w.head = headOf(key);
        w.literal = isLiteralPrefix(key);
        (key.size() == k.key.size() ? kept : changed).push_back(w);
    }
    std::sort(changed.begin(), changed.end(), keyedLess);
    out.clear();
    std::merge(kept.begin(), kept.end(), changed.begin(), changed.end(), std::back_inserter(out), keyedLess);
}

/// For each sorted rule, the line of the earliest rule (file order) of each kind among its strict
/// literal ancestors — rules whose key is a shorter prefix of its key, so they match every path it
/// matches; 0 for none. O(r) over the sorted rules.
using Ancestors = std::array<std::uint32_t, 2>;

struct AncestorEntry
{
    const Keyed *keyed;
    Ancestors earliest;
};

void earliestAncestors(const std::vector<Keyed> &sorted, std::vector<Ancestors> &out)
{
    out.assign(sorted.size(), Ancestors{0, 0});
    std::vector<AncestorEntry> stack;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const Keyed &b = sorted[i];
        while (!stack.empty() && !extendsKey(b, *stack.back().keyed))
            stack.pop_back();
        std::size_t top = stack.size();
        while (top > 0 && stack[top - 1].keyed->key.size() == b.key.size())
            --top;
        if (top > 0)
            out[i] = stack[top - 1].earliest;
        if (b.literal) {
            // Equal keys share one entry, which holds the earliest line of each kind among them
            // and their ancestors: a longer key's earliest ancestor may be any copy of a prefix.
            // (b extends every entry left on the stack, so one of b's size is b's key.)
            if (top == stack.size())
                stack.push_back({&b, top > 0 ? stack[top - 1].earliest : Ancestors{0, 0}});
            std::uint32_t &slot = stack.back().earliest[b.kind];
            slot = slot == 0 ? b.line : std::min(slot, b.line);
        }
    }
}

/// The earlier of two ancestor lines (0: none) and its kind index, or {0, 0}.
std::pair<std::uint32_t, int> earlier(const Ancestors &a)
{
    if (!a[0])
        return {a[1], 1};
    if (!a[1] || a[0] <= a[1])
        return {a[0], 0};
    return {a[1], 1};
}

/// The sorted keys of one group in both readings, with their ancestors.
struct GroupIndex
{
    std::vector<Keyed> wild;  ///< `*` and `$` as RFC 9309 §2.2.3 reads them.
    std::vector<Keyed> plain; ///< Every byte literal (readers without wildcards).
    std::vector<Ancestors> wildAncestors;
    std::vector<Ancestors> plainAncestors;

    void build(const Context &ctx, const Group &g)
    {
        sortedRules(ctx, g, plain);
        earliestAncestors(plain, plainAncestors);
        wildOrder(plain, wild);
        earliestAncestors(wild, wildAncestors);
    }
};

TextEdit deleteLine(const Context &ctx, const Line &line)
{
    if (line.ending == LineEnding::None && line.number > 1) {
        const Line &prev = ctx.line(line.number - 1);
        return TextEdit{ByteRange{prev.content.end(), line.content.end() - prev.content.end()}, ""};
    }
    return TextEdit{line.withTerminator(), ""};
}

QuickFix deleteLineFix(const Context &ctx, const Line &line, bool safe)
{
    return fix(msg("fix.delete-line", "Delete line %1", decimal(line.number)), deleteLine(ctx, line), safe);
}

/// The dialects that allow and the ones that disallow a path when an Allow and a Disallow of the
/// same pattern tie (DialectRules::precedence and tieBreak), the Allow first in the file or not.
std::pair<DialectMask, DialectMask> tieReadings(bool allowFirst)
{
    DialectMask allowed = 0, disallowed = 0;
    for (const Dialect &d : allDialects()) {
        const bool knowsAllow = dialectSets().allowKnown & dialectBit(d.id());
        bool allow;
        if (!knowsAllow || d.rules().precedence == Precedence::AnyDisallow)
            allow = false;
        else if (d.rules().precedence == Precedence::FirstMatch)
            allow = allowFirst;
        else
            allow = d.rules().tieBreak != TieBreak::DisallowWins;
        (allow ? allowed : disallowed) |= dialectBit(d.id());
    }
    return {allowed, disallowed};
}

/// `rule` is a key of the plain index: its key is the whole pattern.
void reportTie(Context &ctx, const Keyed &rule, std::uint32_t allowLine, std::uint32_t disallowLine)
{
    const Line &line = ctx.line(rule.line);
    const auto [allowed, disallowed] = tieReadings(allowLine < disallowLine);
    if (!allowed || !disallowed)
        return;
    Diagnostic *d = ctx.report(CheckId::AllowDisallowSame, ctx.span(line), kAllDialects,
                               msg("diag.R502",
                                   "Allow (line %1) and Disallow (line %2) with the same pattern "
                                   "%3: allowed for %4, disallowed for %5",
                                   decimal(allowLine), decimal(disallowLine), backticked(rule.key),
                                   dialectList(allowed), dialectList(disallowed)));
    if (!d)
        return;
    const Line &other = ctx.line(rule.line == allowLine ? disallowLine : allowLine);
    d->related.push_back({ctx.span(other), msg("diag.R502.other", "The rule it ties with")});
    d->fixes.push_back(fix(msg("fix.R502.allow", "Keep the Allow (delete line %1)", decimal(disallowLine)),
                           deleteLine(ctx, ctx.line(disallowLine)), false));
    d->fixes.push_back(fix(msg("fix.R502.disallow", "Keep the Disallow (delete line %1)", decimal(allowLine)),
                           deleteLine(ctx, ctx.line(allowLine)), false));
}

// Runs of equal patterns in the sorted rules: a second rule of the same kind is a duplicate; an
// Allow and a Disallow are a tie, decided differently by the readers (DialectRules::precedence and
// tieBreak).
void checkDuplicatesAndTies(Context &ctx, const GroupIndex &gi)
{
    if (!ctx.wants(CheckId::DuplicateRule) && !ctx.wants(CheckId::AllowDisallowSame))
        return;
    const std::vector<Keyed> &sorted = gi.plain;
    std::size_t i = 0;
    while (i < sorted.size()) {
        std::size_t j = i + 1;
        while (j < sorted.size() && sorted[j].key == sorted[i].key)
            ++j;
        if (j - i > 1) {
            std::uint32_t first[2] = {0, 0}; // first Allow / Disallow line with this pattern
            bool tieReported = false;
            for (std::size_t k = i; k < j; ++k) {
                const Keyed &key = sorted[k];
                if (key.line > ctx.parsedLineCount())
                    continue;
                const Line &line = ctx.line(key.line);
                const int kind = key.kind;
                if (first[kind]) {
                    if (Diagnostic *d = ctx.report(CheckId::DuplicateRule, ctx.span(line), kAllDialects,
                                                   msg("diag.R501", "Duplicate of line %1", decimal(first[kind])))) {
                        d->related.push_back(
                            {ctx.span(ctx.line(first[kind])), msg("diag.R501.first", "The first copy")});
                        d->fixes.push_back(deleteLineFix(ctx, line, true));
                    }
                    continue;
                }
                first[kind] = key.line;
                if (first[1 - kind] && !tieReported) {
                    tieReported = true;
                    reportTie(ctx, key, first[0], first[1]);
                }
            }
        }
        i = j;
    }
}

// First-match readers (DialectRules::precedence FirstMatch) that know Allow: for a rule B, the first
// rule in file order among those that match every path B matches is an ancestor A; when A comes
// before B and has the other kind, B never decides there while longest-match readers apply it.
// The groups are the rfc9309 ones; a reader that ends records at blank lines (BlankLines::
// EndRecord) only counts A when no line it takes as blank lies between A and B.
class ShadowCheck
{
public:
    explicit ShadowCheck(const Context &ctx)
    {
        if (!ctx.wants(CheckId::ShadowedRule))
            return;
        const auto lines = ctx.lines();
        m_byLine.resize(lines.size() + 1);
        // Prefix counts of blank lines, both as most readers see them and as readers that count
        // only truly empty lines (DialectRules::whitespaceOnlyLineIsBlank false) do.
        m_blank.assign(lines.size() + 1, 0);
        m_empty.assign(lines.size() + 1, 0);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            m_blank[i + 1] = m_blank[i] + (lines[i].kind == LineKind::Blank);
            m_empty[i + 1] = m_empty[i] + (lines[i].kind == LineKind::Blank && lines[i].content.length == 0);
        }
        for (const Dialect &d : allDialects()) {
            const DialectMask bit = dialectBit(d.id());
            if (d.rules().precedence == Precedence::FirstMatch && (dialectSets().allowKnown & bit) && ctx.concerns(bit))
                m_dialects.push_back(&d);
        }
    }

    /// The rules of one group that first-match readers never reach.
    void collect(const GroupIndex &gi)
    {
        for (const Dialect *d : m_dialects) {
            const DialectMask bit = dialectBit(d->id());
            const bool splitsAtBlank = d->rules().blankLines == BlankLines::EndRecord;
            const std::vector<std::uint32_t> &blanks = d->rules().whitespaceOnlyLineIsBlank ? m_blank : m_empty;
            const std::vector<Keyed> &keys = d->rules().wildcards ? gi.wild : gi.plain;
            const auto &ancestors = d->rules().wildcards ? gi.wildAncestors : gi.plainAncestors;
            // Earlier copies of B's own key (equal keys lie together, in file order): the first
            // of them that the reader sees in B's record matches B's paths before B does.
            std::size_t copies = 0;
            for (std::size_t i = 0; i < keys.size(); ++i) {
                const Keyed &b = keys[i];
                if (i == 0 || b.key != keys[i - 1].key)
                    copies = i;
                while (splitsAtBlank && copies < i && blanks[keys[copies].line] != blanks[b.line - 1])
                    ++copies; // a blank line between that copy and B ends the record there
                const auto [aLine, aKind] = earlier(ancestors[i]);
                if (!aLine || aKind == b.kind || aLine >= b.line)
                    continue;
                if (splitsAtBlank && blanks[b.line - 1] != blanks[aLine])
                    continue;
                // A copy of B before A decides first: B's verdict is the copy's (R501 or R502
                // reports the pair), not A's.
                if (copies < i && keys[copies].line < aLine)
                    continue;
                // One finding per rule: the dialects merged, the earliest broader rule named.
                Finding &f = m_byLine[b.line];
                f.aLine = f.dialects == 0 ? aLine : std::min(f.aLine, aLine);
                f.dialects |= bit;
            }
        }
    }

    void report(Context &ctx)
    {
        for (std::uint32_t bLine = 1; bLine < m_byLine.size(); ++bLine) {
            const Finding &fnd = m_byLine[bLine];
            if (fnd.dialects == 0 || bLine > ctx.parsedLineCount() || fnd.aLine > ctx.parsedLineCount())
                continue;
            const Line &b = ctx.line(bLine), &a = ctx.line(fnd.aLine);
            Diagnostic *d =
                ctx.report(CheckId::ShadowedRule, ctx.span(b), fnd.dialects,
                           msg("diag.R503",
                               "Never decides for %1: %2 on line %3 matches first (first match "
                               "wins there); RFC 9309 readers apply this rule (longest match)",
                               dialectList(fnd.dialects), backticked(ctx.text(a.content)), decimal(a.number)));
            if (!d)
                continue;
            d->related.push_back({ctx.span(a), msg("diag.R503.first", "The broader rule first-match readers stop at")});
            QuickFix &moveUp = d->fixes.emplace_back();
            moveUp.title = msg("fix.R503", "Move line %1 above line %2", decimal(b.number), decimal(a.number));
            moveUp.edits.push_back({{a.content.offset, 0}, std::string(ctx.text(b.content)).append(ctx.eol())});
            moveUp.edits.push_back(deleteLine(ctx, b));
        }
    }

private:
    struct Finding
    {
        std::uint32_t aLine = 0;
        DialectMask dialects = 0; ///< 0: no finding for this line.
    };
    std::vector<std::uint32_t> m_blank, m_empty;
    std::vector<const Dialect *> m_dialects; ///< Empty when the check is not wanted.
    std::vector<Finding> m_byLine;           ///< By the shadowed rule's line.
};

/// A group's rule indexes split by kind, each in group order.
struct ByKind
{
    std::vector<std::uint32_t> allows;
    std::vector<std::uint32_t> disallows;

    void fill(std::span<const Rule> rules, const Group &g)
    {
        allows.clear();
        disallows.clear();
        for (const std::uint32_t r : g.rules)
            (rules[r].kind() == RuleKind::Allow ? allows : disallows).push_back(r);
    }
};

void checkEmptyFirst(Context &ctx, const ByKind &byKind)
{
    if (!ctx.wants(CheckId::EmptyRuleFirst))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const auto rules = rfc.rules();
    const Rule *empty = nullptr;
    for (std::uint32_t r : byKind.disallows) { // Allow lines change nothing below
        const Rule &rule = rules[r];
        if (rule.origin() != RuleOrigin::Written)
            continue;
        if (!empty) {
            if (rule.kind() == RuleKind::Disallow && rule.pattern().empty())
                empty = &rule;
            continue;
        }
        if (rule.kind() == RuleKind::Disallow && rule.status() == RuleStatus::Active && !rule.pattern().empty()) {
            const Line &line = ctx.line(empty->line());
            // Only where the first match wins: under a longest match (Python 3.15) the empty rule
            // matches with length 0 and every longer rule still applies.
            const DialectMask affected = dialectSets().emptyAllowsAll & dialectSets().firstMatch;
            if (Diagnostic *d =
                    ctx.report(CheckId::EmptyRuleFirst, ctx.span(line), affected,
                               msg("diag.R504",
                                   "Empty `Disallow:` before other rules: read as \"allow everything\" by %1, where "
                                   "the first match wins, so %2 (line %3) and the rules after it never apply there",
                                   {dialectList(affected), backticked(rule.pattern()), decimal(rule.line())}))) {
                d->related.push_back(
                    {ctx.span(ctx.line(rule.line())), msg("diag.R504.dead", "A rule that never applies")});
                d->fixes.push_back(deleteLineFix(ctx, line, true));
            }
            return;
        }
    }
}

// B is redundant when an earlier rule A of the same kind, with no wildcard at all, is a prefix of
// it and no rule of the other kind lies in A's subtree (and the group has no wildcard rule of the
// other kind): every reader then decides B's paths the same way without B.
void checkRedundant(Context &ctx, const GroupIndex &gi)
{
    if (!ctx.wants(CheckId::RedundantRule))
        return;
    const std::vector<Keyed> &sorted = gi.wild;
    if (sorted.size() < 2)
        return;
    bool wildcard[2] = {false, false};
    for (const Keyed &k : sorted) {
        if (!k.literal)
            wildcard[k.kind] = true;
    }
    if (wildcard[0] && wildcard[1])
        return; // every rule has a wildcard rule of the other kind that may decide its paths
    std::vector<std::uint32_t> count[2] = {std::vector<std::uint32_t>(sorted.size() + 1, 0),
                                           std::vector<std::uint32_t>(sorted.size() + 1, 0)};
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const int k = sorted[i].kind;
        count[k][i + 1] = count[k][i] + 1;
        count[1 - k][i + 1] = count[1 - k][i];
    }
    auto subtreeEnd = [&](std::size_t pos) {
        const Keyed &key = sorted[pos];
        return static_cast<std::size_t>(std::partition_point(sorted.begin() + static_cast<std::ptrdiff_t>(pos),
                                                             sorted.end(),
                                                             [&](const Keyed &k) { return extendsKey(k, key); }) -
                                        sorted.begin());
    };
    std::vector<std::size_t> stack;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const Keyed &b = sorted[i];
        while (!stack.empty() && !extendsKey(b, sorted[stack.back()]))
            stack.pop_back();
        const int kb = b.kind;
        for (std::size_t s = stack.size(); s-- > 0 && !wildcard[1 - kb];) {
            const Keyed &a = sorted[stack[s]];
            if (a.key.size() == b.key.size() || a.kind != kb || a.line > b.line || !a.plainBytes)
                continue;
            const std::size_t end = subtreeEnd(stack[s]);
            if (count[1 - kb][end] - count[1 - kb][stack[s]] == 0 && b.line <= ctx.parsedLineCount()) {
                const Line &line = ctx.line(b.line);
                if (Diagnostic *d = ctx.report(CheckId::RedundantRule, ctx.span(line), kAllDialects,
                                               msg("diag.R505",
                                                   "Already covered by %1 on line %2: every reader gives "
                                                   "the same verdict without this rule",
                                                   backticked(ctx.text(ctx.line(a.line).content)), decimal(a.line)))) {
                    d->related.push_back({ctx.span(ctx.line(a.line)), msg("diag.R505.broader", "The broader rule")});
                    d->fixes.push_back(deleteLineFix(ctx, line, true));
                }
            }
            break; // shallower ancestors have larger subtrees: they cannot do better
        }
        if (b.literal)
            stack.push_back(i);
    }
}

bool isEverything(std::string_view p)
{
    return p == "/" || p == "/*" || p == "*" || p == "/*$";
}

void checkDisallowAll(Context &ctx)
{
    if (!ctx.wants(CheckId::DisallowAll))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const auto rules = rfc.rules();
    std::size_t specific = 0;
    for (const Group &g : rfc.groups())
        specific += !g.hasStar && !g.agents.empty();
    for (const Group &g : rfc.groups()) {
        if (!g.hasStar)
            continue;
        const Rule *all = nullptr;
        bool allows = false;
        for (std::uint32_t r : g.rules) {
            const Rule &rule = rules[r];
            if (rule.status() != RuleStatus::Active || rule.origin() != RuleOrigin::Written)
                continue;
            if (rule.kind() == RuleKind::Allow && !rule.pattern().empty())
                allows = true;
            if (rule.kind() == RuleKind::Disallow && isEverything(rule.pattern()) && !all)
                all = &rule;
        }
        if (all && !allows) {
            ctx.report(CheckId::DisallowAll, ctx.span(ctx.line(all->line())), kAllDialects,
                       specific ? msg("diag.R506.others",
                                      "Every crawler without a group of its own is blocked from the "
                                      "whole site (%1 group(s) name specific crawlers)",
                                      {decimal(specific)})
                                : msg("diag.R506", "Every crawler is blocked from the whole site"));
            return;
        }
    }
}

/// What a pattern blocks that pages need to render.
enum class Resource : std::uint8_t {
    None,
    Css,
    JavaScript,
    Images,
    StaticAssets
};

std::string_view resourceName(Resource r)
{
    switch (r) {
    case Resource::Css:
        return "CSS";
    case Resource::JavaScript:
        return "JavaScript";
    case Resource::Images:
        return "images";
    case Resource::StaticAssets:
        return "static assets";
    case Resource::None:
        break;
    }
    return {};
}

/// A resource file extension (lower case, without the dot), or None.
Resource extensionResource(std::string_view ext)
{
    switch (ext.size()) {
    case 2:
        return ext == "js" ? Resource::JavaScript : Resource::None;
    case 3:
        if (ext == "css")
            return Resource::Css;
        return ext == "png" || ext == "jpg" || ext == "gif" || ext == "svg" ? Resource::Images : Resource::None;
    case 4:
        return ext == "jpeg" || ext == "webp" ? Resource::Images : Resource::None;
    default:
        return Resource::None;
    }
}

/// The directory segments (lower case, whole segments) that hold what pages need to render.
struct DirectoryWord
{
    std::string_view word;
    Resource resource;
};
constexpr DirectoryWord kDirectoryWords[] = {
    {"css", Resource::Css},
    {"styles", Resource::Css},
    {"stylesheets", Resource::Css},
    {"js", Resource::JavaScript},
    {"javascript", Resource::JavaScript},
    {"scripts", Resource::JavaScript},
    {"images", Resource::Images},
    {"img", Resource::Images},
    {"assets", Resource::StaticAssets},
    {"static", Resource::StaticAssets},
    {"wp-includes", Resource::StaticAssets},
    {"wp-content", Resource::StaticAssets},
};

/// A directory segment (lower case) that holds resources, or None.
Resource directoryResource(std::string_view seg)
{
    for (const DirectoryWord &d : kDirectoryWords) {
        if (d.word[0] == seg[0] && seg == d.word)
            return d.resource;
    }
    return Resource::None;
}

/// What makes a path segment (lower case, stars and `$` trimmed) look sensitive: one of the
/// words, a name starting with one of the prefixes, or a file with one of the suffixes.
constexpr std::string_view kSensitiveWords[] = {"admin",    "bak",    "credentials", "dump",          "db-backup",
                                                "database", "passwd", "phpmyadmin",  "private-files", "staging"};
constexpr std::string_view kSensitivePrefixes[] = {"admin-", "admin_", "backup", "secret", ".git",
                                                   ".svn",   ".hg",    ".env",   ".ht",    ".ssh"};
constexpr std::string_view kSensitiveSuffixes[] = {".sql", ".bak", ".old", ".swp", ".key", ".pem", ".env"};

/// Whether a segment is one of the sensitive words, starts with one of the prefixes or ends with
/// one of the suffixes (after more than the suffix). First bytes are compared first: most
/// segments share none with the words.
bool sensitiveSegment(std::string_view seg)
{
    const auto is = [&seg](std::string_view w) { return w[0] == seg[0] && seg == w; };
    const auto startsWith = [&seg](std::string_view p) { return p[0] == seg[0] && seg.starts_with(p); };
    const auto endsWith = [&seg](std::string_view s) { return seg.size() > s.size() && seg.ends_with(s); };
    return std::ranges::any_of(kSensitiveWords, is) || std::ranges::any_of(kSensitivePrefixes, startsWith) ||
           (seg.find('.') != std::string_view::npos && std::ranges::any_of(kSensitiveSuffixes, endsWith));
}

/// What a pattern's path segments (lower-cased) show: the first segment that looks sensitive
/// (RFC 9309 §3: robots.txt is public), as an offset and length in the pattern; and what it
/// blocks that pages need to render — a `.css`, `.js` or image extension at the end or before
/// `$`, `?` or `*` (the first such), else the first directory segment such as `/css/`. Patterns
/// over 1 KiB are not looked at.
struct PathWords
{
    std::uint16_t secretAt = 0;
    std::uint16_t secretLength = 0;
    Resource resource = Resource::None;

    [[nodiscard]] std::string_view secret(std::string_view pattern) const
    {
        return pattern.substr(secretAt, secretLength);
    }
};

/// `lowered` is a buffer the caller keeps from pattern to pattern.
PathWords pathWords(std::string_view pattern, std::string &lowered)
{
    PathWords w;
    if (pattern.size() > 1024)
        return w;
    lowered.assign(pattern);
    std::transform(lowered.begin(), lowered.end(), lowered.begin(), detail::toLowerAscii);
    const std::string_view p = lowered;
    const std::size_t n = p.size();
    Resource extension = Resource::None;
    for (std::size_t dot = p.find('.'); dot != std::string_view::npos && extension == Resource::None;
         dot = p.find('.', dot + 1)) {
        std::size_t e = dot + 1;
        while (e < n && p[e] >= 'a' && p[e] <= 'z')
            ++e;
        if (e == n || p[e] == '$' || p[e] == '?' || p[e] == '*')
            extension = extensionResource(p.substr(dot + 1, e - dot - 1));
    }
    Resource directory = Resource::None;
    for (std::size_t start = 0, end = 0; start <= n; start = end + 1) {
        end = std::min(p.find('/', start), n);
        const std::string_view seg = p.substr(start, end - start);
        // The segment as the words are compared with it: leading `*`, trailing `*` and `$` cut.
        std::string_view word = seg;
        while (!word.empty() && word.front() == '*')
            word.remove_prefix(1);
        while (!word.empty() && (word.back() == '*' || word.back() == '$'))
            word.remove_suffix(1);
        if (word.empty())
            continue;
        // A directory word has no `*` or `$`: it is the whole segment, between two slashes.
        if (directory == Resource::None && start > 0 && end < n)
            directory = directoryResource(seg);
        if (w.secretLength == 0 && sensitiveSegment(word)) {
            w.secretAt = static_cast<std::uint16_t>(word.data() - p.data());
            w.secretLength = static_cast<std::uint16_t>(word.size());
        }
    }
    w.resource = extension != Resource::None ? extension : directory;
    return w;
}

void checkResources(Context &ctx, const Group &g, const ByKind &byKind, std::span<const Resource> resources)
{
    if (!ctx.wants(CheckId::BlocksResources))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const auto rules = rfc.rules();
    bool renders = g.hasStar;
    for (const AgentLine &a : g.agents)
        renders = renders || detail::startsWithIgnoreCaseAscii(a.value, "googlebot") ||
                  detail::startsWithIgnoreCaseAscii(a.value, "bingbot");
    if (!renders)
        return;
    std::vector<std::pair<const Rule *, Resource>> blocked;
    for (std::uint32_t r : byKind.disallows) {
        const Rule &rule = rules[r];
        if (rule.status() != RuleStatus::Active || rule.origin() != RuleOrigin::Written)
            continue;
        if (resources[r] != Resource::None)
            blocked.emplace_back(&rule, resources[r]);
    }
    if (blocked.empty())
        return;
    // An Allow for resources (`Allow: /*.css`) means the blocking is deliberate and scoped.
    std::string lowered;
    for (std::uint32_t r : byKind.allows) {
        if (pathWords(rules[r].pattern(), lowered).resource != Resource::None)
            return;
    }
    for (const auto &[rulePtr, what] : blocked) {
        const Rule &rule = *rulePtr;
        const Line &line = ctx.line(rule.line());
        ctx.report(CheckId::BlocksResources, ctx.span(line, line.value), checkOf(CheckId::BlocksResources).dialects,
                   msg("diag.R507",
                       "%1 blocks %2: Google renders pages with them, and blocked resources make pages "
                       "look broken to it",
                       backticked(rule.pattern()), std::string(resourceName(what))));
    }
}

void reportSecret(Context &ctx, const Rule &rule, std::string_view word)
{
    const Line &line = ctx.line(rule.line());
    ctx.report(CheckId::SecretPath, ctx.span(line, line.value), kAllDialects,
               msg("diag.R508",
                   "%1 tells everyone where %2 is: robots.txt is public and does not protect it (RFC "
                   "9309 §3)",
                   backticked(rule.pattern()), backticked(word)));
}

void checkIndexHtml(Context &ctx, const ByKind &byKind)
{
    if (!ctx.wants(CheckId::IndexHtml))
        return;
    const RobotsFile &rfc = ctx.rfc();
    const auto rules = rfc.rules();
    DialectMask extends = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().indexHtmlAllowsDirectory)
            extends |= dialectBit(d.id());
    }
    if (!extends)
        return;
    for (std::uint32_t r : byKind.allows) {
        const Rule &allow = rules[r];
        if (allow.status() != RuleStatus::Active || allow.origin() != RuleOrigin::Written || allow.hasWildcard())
            continue;
        std::string_view dir;
        if (allow.pattern().ends_with("/index.html"))
            dir = allow.pattern().substr(0, allow.pattern().size() - 10);
        else if (allow.pattern().ends_with("/index.htm"))
            dir = allow.pattern().substr(0, allow.pattern().size() - 9);
        else
            continue;
        // `Allow: /dir/` or `Allow: /dir/$` (the length test first: it rejects nearly every rule).
        const bool directoryAllowed = std::any_of(byKind.allows.begin(), byKind.allows.end(), [&](std::uint32_t q) {
            const Rule &other = rules[q];
            return other.pattern().size() - dir.size() <= 1 && other.origin() == RuleOrigin::Written &&
                   other.pattern().starts_with(dir) &&
                   (other.pattern().size() == dir.size() || other.pattern().back() == '$');
        });
        if (directoryAllowed)
            continue;
        const Rule *blocking = nullptr;
        for (std::uint32_t q : byKind.disallows) {
            const Rule &dis = rules[q];
            if (dis.pattern().size() <= dir.size() && !dis.pattern().empty() && dir.starts_with(dis.pattern()) &&
                dis.status() == RuleStatus::Active && isLiteralPrefix(dis.pattern())) {
                blocking = &dis;
                break;
            }
        }
        if (!blocking)
            continue;
        const DialectMask others = kAllDialects & ~extends;
        const Line &line = ctx.line(allow.line());
        if (Diagnostic *d = ctx.report(
                CheckId::IndexHtml, ctx.span(line, line.value), others,
                msg("diag.R509",
                    "%1 also allows the directory %2, but only for %3; for %4 %2 stays blocked by %5 (line %6)",
                    {backticked(allow.pattern()), backticked(dir), dialectList(extends), dialectList(others),
                     backticked(blocking->pattern()), decimal(blocking->line())}))) {
            const TextEdit edit = line.ending == LineEnding::None
                                      ? TextEdit{ByteRange{line.content.end(), 0},
                                                 std::string(ctx.eol()) + "Allow: " + std::string(dir) + "$"}
                                      : TextEdit{ByteRange{line.content.end() + line.terminatorLength(), 0},
                                                 "Allow: " + std::string(dir) + "$" + std::string(ctx.eol())};
            d->fixes.push_back(
                fix(msg("fix.R509", "Also allow the directory: add `Allow: %1$`", {std::string(dir)}), {edit}, false));
        }
    }
}

/// R510: Allow rules under a broader Disallow, counted over every group, reported once.
class AllowNotUnderstoodCheck
{
public:
    explicit AllowNotUnderstoodCheck(const Context &ctx)
        : m_ignoring(ctx.wants(CheckId::AllowNotUnderstood) ? kAllDialects & ~dialectSets().allowKnown : 0)
    {
    }

    void collect(const GroupIndex &gi)
    {
        if (!m_ignoring)
            return;
        const std::vector<Keyed> &wild = gi.wild;
        const auto &ancestors = gi.wildAncestors;
        for (std::size_t i = 0; i < wild.size(); ++i) {
            if (wild[i].kind != kindIndex(RuleKind::Allow) || !ancestors[i][kindIndex(RuleKind::Disallow)])
                continue;
            if (!m_first || wild[i].line < m_first)
                m_first = wild[i].line;
            ++m_count;
        }
    }

    void report(Context &ctx) const
    {
        if (!m_first || m_first > ctx.parsedLineCount())
            return;
        const Line &line = ctx.line(m_first);
        ctx.report(CheckId::AllowNotUnderstood, ctx.span(line), m_ignoring,
                   m_count > 1 ? msg("diag.R510.many",
                                     "%1 Allow rules carve exceptions out of broader Disallows; Allow does not exist "
                                     "for %2, so the whole Disallowed areas stay closed there",
                                     {decimal(m_count), dialectList(m_ignoring)})
                               : msg("diag.R510",
                                     "This Allow carves an exception out of a broader Disallow; Allow does not exist "
                                     "for %1, so the whole Disallowed area stays closed there",
                                     {dialectList(m_ignoring)}));
    }

private:
    DialectMask m_ignoring = 0;
    std::uint32_t m_first = 0; ///< The line of the first such Allow.
    std::size_t m_count = 0;
};

} // namespace

void runRuleChecks(Context &ctx)
{
    bool indexed = false; // the checks that need the sorted index of each group
    for (CheckId id : {CheckId::DuplicateRule, CheckId::AllowDisallowSame, CheckId::ShadowedRule,
                       CheckId::RedundantRule, CheckId::AllowNotUnderstood})
        indexed = indexed || ctx.wants(id);
    // One pass over the Disallow patterns: secrets reported (R508), resources kept for R507.
    std::vector<Resource> resources;
    if (ctx.wants(CheckId::SecretPath) || ctx.wants(CheckId::BlocksResources)) {
        const auto rules = ctx.rfc().rules();
        resources.assign(rules.size(), Resource::None);
        std::string lowered;
        for (std::size_t r = 0; r < rules.size(); ++r) {
            const Rule &rule = rules[r];
            if (rule.kind() != RuleKind::Disallow || rule.origin() != RuleOrigin::Written || rule.pattern().empty())
                continue;
            const PathWords words = pathWords(rule.pattern(), lowered);
            resources[r] = words.resource;
            if (words.secretLength > 0 && rule.line() <= ctx.parsedLineCount() && ctx.wants(CheckId::SecretPath))
                reportSecret(ctx, rule, words.secret(rule.pattern()));
        }
    }
    GroupIndex gi; // rebuilt for each group in turn
    ByKind byKind; // likewise
    ShadowCheck shadowed(ctx);
    AllowNotUnderstoodCheck allowNotUnderstood(ctx);
    for (const Group &g : ctx.rfc().groups()) {
        if (indexed)
            gi.build(ctx, g);
        checkDuplicatesAndTies(ctx, gi);
        byKind.fill(ctx.rfc().rules(), g);
        checkEmptyFirst(ctx, byKind);
        checkRedundant(ctx, gi);
        checkResources(ctx, g, byKind, resources);
        checkIndexHtml(ctx, byKind);
        shadowed.collect(gi);
        allowNotUnderstood.collect(gi);
    }
    shadowed.report(ctx);
    checkDisallowAll(ctx);
    allowNotUnderstood.report(ctx);
}

} // namespace robots::diag
