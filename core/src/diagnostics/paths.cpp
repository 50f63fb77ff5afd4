// SPDX-License-Identifier: MIT
// R4xx: one Allow/Disallow value at a time — its first character, URLs instead of paths, `$`
// and `*` placement, percent-encoding, letter case.
#include "diagnostics_internal.h"
#include "matchercore.h"
#include "robots/studio/dialectrules.h"
#include "textutil.h"

#include <algorithm>
#include <array>
#include <bit>
#include <unordered_map>
#include <unordered_set>

namespace robots::diag {
namespace {

/// Characters a URL never carries unencoded (RFC 3986 §2): space, `"<>\\^`{|}`, and non-ASCII.
constexpr bool needsEncoding(unsigned char c)
{
    return c == ' ' || c == '"' || c == '<' || c == '>' || c == '\\' || c == '^' || c == '`' || c == '{' || c == '|' ||
           c == '}' || c >= 0x80;
}

std::optional<std::string> absoluteUrlPath(std::string_view value)
{
    const std::size_t authority = detail::httpSchemeLength(value);
    if (authority == 0)
        return std::nullopt;
    const std::size_t slash = value.find_first_of("/?", authority);
    if (slash == std::string_view::npos)
        return std::string("/");
    std::string path(value.substr(slash));
    if (path.front() == '?')
        path.insert(path.begin(), '/');
    return path;
}

struct Folded
{
    std::string_view value;
    std::uint32_t line;
    bool upper;
};

/// True when `a` and `b` (equal but for ASCII case) differ somewhere other than in the hex
/// digits of a %XX escape.
bool differsOutsideEscapes(std::string_view a, std::string_view b)
{
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == '%' && i + 2 < a.size() && detail::isHexDigit(a[i + 1]) && detail::isHexDigit(a[i + 2])) {
            i += 2;
            continue;
        }
        if (a[i] != b[i])
            return true;
    }
    return false;
}

struct PathContext
{
    DialectMask noDecode = 0; ///< Dialects that do not decode %XX of unreserved characters in URLs.
    std::size_t literalWildcards = 0;
    const Rule *firstLiteralWildcard = nullptr;
    std::vector<Folded> folded; ///< Values with letters (hash filled in by checkCaseVariants).
    bool anyUpper = false;      ///< Some value has an upper-case letter outside escapes.
};

/// One pass over a value: what the checks below need to look at.
struct ValueScan
{
    bool onlyStars = true;
    bool percent = false;
    bool needsEncoding = false;
    bool dollarInside = false;
    bool letter = false; ///< An ASCII letter outside %XX escapes.
    bool upper = false;  ///< An upper-case one.
    bool star = false;
};

/// What a byte is to the checks below: one table load per byte tells it (W1's half a megabyte
/// of patterns, compared byte by byte with each class, took a fifth of its 10 ms lint budget).
enum ByteClass : std::uint8_t {
    kStar = 1,
    kPercent = 2,
    kDollar = 4,
    kUnsafe = 8, ///< needsEncoding()
    kLetter = 16,
    kUpper = 32,
};
constexpr std::array<std::uint8_t, 256> kByteClasses = [] {
    std::array<std::uint8_t, 256> t{};
    for (unsigned c = 0; c < 256; ++c) {
        const auto b = static_cast<unsigned char>(c);
        t[c] = static_cast<std::uint8_t>((c == '*' ? kStar : 0) | (c == '%' ? kPercent : 0) | (c == '$' ? kDollar : 0) |
                                         (needsEncoding(b) ? kUnsafe : 0) | (detail::isAsciiAlpha(b) ? kLetter : 0) |
                                         (c >= 'A' && c <= 'Z' ? kUpper : 0));
    }
    return t;
}();

/// What the checks below need to know of a value.
ValueScan scanValue(std::string_view v)
{
    std::uint8_t all = 0;
    for (const char c : v)
        all |= kByteClasses[static_cast<unsigned char>(c)];
    ValueScan s;
    s.star = all & kStar;
    s.onlyStars = v.find_first_not_of('*') == std::string_view::npos;
    s.percent = all & kPercent;
    s.needsEncoding = all & kUnsafe;
    s.dollarInside = (all & kDollar) && v.find('$') + 1 < v.size();
    s.letter = all & kLetter;
    s.upper = all & kUpper;
    if (s.percent && s.letter) {
        // Hex digits of %XX escapes are not letters of the path (RFC 3986 §2.1).
        s.letter = s.upper = false;
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (v[i] == '%' && i + 2 < v.size() && detail::isHexDigit(v[i + 1]) && detail::isHexDigit(v[i + 2])) {
                i += 2;
                continue;
            }
            s.letter = s.letter || (kByteClasses[static_cast<unsigned char>(v[i])] & kLetter);
            s.upper = s.upper || (kByteClasses[static_cast<unsigned char>(v[i])] & kUpper);
        }
    }
    return s;
}

void checkPath(Context &ctx, PathContext &pc, const Rule &rule)
{
    const DialectSets &sets = dialectSets();
    const Line &line = ctx.line(rule.line());
    const ByteRange valueRange = line.value;
    const std::string_view value = ctx.text(valueRange);
    if (value.empty())
        return;
    const Span valueSpan = ctx.span(line, valueRange);
    auto at = [&](std::size_t i, std::size_t len) {
        return ctx.span(line,
                        ByteRange{static_cast<std::uint32_t>(valueRange.offset + i), static_cast<std::uint32_t>(len)});
    };

    const ValueScan scan = scanValue(value);
    if (const auto path = (value[0] == 'h' || value[0] == 'H') ? absoluteUrlPath(value) : std::nullopt) {
        if (Diagnostic *d = ctx.report(CheckId::AbsoluteUrl, valueSpan, kAllDialects,
                                       msg("diag.R402",
                                           "%1 is a URL, not a path: it matches no path; only www-robotrules "
                                           "resolves it (for the same host)",
                                           {backticked(value)})))
            d->fixes.push_back(fix(msg("fix.R402", "Keep only the path %1", {backticked(*path)}),
                                   {TextEdit{valueRange, *path}}, false));
        return;
    }
    if (scan.onlyStars) {
        if (Diagnostic *d =
                ctx.report(CheckId::DisallowStar, valueSpan, sets.noWildcards,
                           msg("diag.R409",
                               "%1 means every path for %2 but nothing for %3 (no wildcards); "
                               "write `/`",
                               {backticked(value), dialectList(sets.wildcards), dialectList(sets.noWildcards)})))
            d->fixes.push_back(
                fix(msg("fix.R409", "Replace %1 with `/`", {backticked(value)}), {TextEdit{valueRange, "/"}}, true));
        return;
    }
    if (value.front() != '/' && value.front() != '*') {
        if (Diagnostic *d = ctx.report(CheckId::PathNoLeadingSlash, valueSpan, kAllDialects,
                                       msg("diag.R401",
                                           "%1 does not start with `/` or `*`: URL paths always start with "
                                           "`/`, so it matches nothing",
                                           {backticked(value)})))
            d->fixes.push_back(fix(msg("fix.R401", "Insert `/` at the start"),
                                   {TextEdit{ByteRange{valueRange.offset, 0}, "/"}}, true));
    }
    if (const std::size_t dollar = scan.dollarInside ? value.find('$') : std::string_view::npos;
        dollar != std::string_view::npos && dollar + 1 < value.size()) {
        // What each reader with wildcards makes of it, as the core normalises the rule: most read a
        // literal `$`; Python 3.15 drops the rule (RuleStatus::InvalidPattern) or, for `$` followed
        // only by `$` and `*`, reads an end anchor.
        DialectMask literal = 0;
        DialectMask dropped = 0;
        for (const Dialect &d : allDialects()) {
            if (!d.rules().wildcards)
                continue;
            const detail::NormalisedRule r = detail::normaliseRule(value, d, "http://example.com/robots.txt");
            const std::string_view pattern = r.unchanged ? value : std::string_view(r.pattern);
            const bool anchored = !pattern.empty() && pattern.find('$') == pattern.size() - 1; // `/a$*` → `/a$`
            if (r.status == RuleStatus::InvalidPattern)
                dropped |= dialectBit(d.id());
            else if (!anchored)
                literal |= dialectBit(d.id()); // kept as it is, or encoded as `%24`: a literal either way
        }
        if (literal | dropped)
            ctx.report(
                CheckId::DollarInside, at(dollar, 1), literal | dropped,
                dropped == 0 ? msg("diag.R403", "`$` anchors only at the end of a pattern; here it is a literal "
                                                "`$` (write `%24` if you mean one)")
                : literal == 0
                    ? msg("diag.R403.dropped", "`$` anchors only at the end of a pattern: %1 drops this whole rule",
                          {dialectList(dropped)})
                    : msg("diag.R403.mixed",
                          "`$` anchors only at the end of a pattern: %1 drops this whole rule, %2 read a literal "
                          "`$` here (write `%24` if you mean one)",
                          {dialectList(dropped), dialectList(literal)}));
    }
    std::size_t trailing = 0;
    while (scan.star && trailing < value.size() && value[value.size() - 1 - trailing] == '*')
        ++trailing;
    if (trailing > 0) {
        // When the rest of the pattern has wildcards too, readers without them cannot read it
        // anyway (R410): the star is only needless.
        const std::string_view rest = value.substr(0, value.size() - trailing);
        const bool onlyWildcard = rest.find('*') == std::string_view::npos && !(rest.ends_with('$') && rest.size() > 1);
        const bool breaks = onlyWildcard && ctx.concerns(sets.noWildcards);
        // Python 3.15 weighs a rule by what it matched of the URL (`.*` to its end), so there the
        // star makes the rule outweigh longer ones: not nothing, and removing it is not safe.
        const bool weighs = ctx.concerns(sets.weighInUrl);
        const std::string_view stripped = value.substr(0, value.size() - trailing);
        const std::string_view replacement = stripped.empty() ? std::string_view("/") : stripped;
        const DialectMask nothing = sets.wildcards & ~sets.weighInUrl;
        Message message = breaks && weighs
                              ? msg("diag.R404.weighs",
                                    "Trailing `*` adds nothing for %1 (patterns are prefixes), makes the rule weigh "
                                    "the whole URL for %2 (it can outweigh longer rules) and makes it match "
                                    "nothing for %3",
                                    dialectList(nothing), dialectList(sets.weighInUrl), dialectList(sets.noWildcards))
                          : breaks ? msg("diag.R404",
                                         "Trailing `*` adds nothing for %1 (patterns are prefixes) and "
                                         "makes the rule match nothing for %2",
                                         dialectList(nothing), dialectList(sets.noWildcards))
                          : weighs ? msg("diag.R404.hint-weighs",
                                         "Trailing `*` adds nothing for %1 (patterns are prefixes); for %2 it makes "
                                         "the rule weigh the whole URL, so it can outweigh longer rules",
                                         dialectList(nothing), dialectList(sets.weighInUrl))
                                   : msg("diag.R404.hint", "Trailing `*` adds nothing: patterns are prefixes");
        if (Diagnostic *d = ctx.report(CheckId::TrailingStar, breaks ? Severity::Warning : Severity::Hint,
                                       at(value.size() - trailing, trailing), breaks ? kAllDialects : sets.wildcards,
                                       std::move(message)))
            d->fixes.push_back(fix(msg("fix.R404", "Write %1", backticked(replacement)),
                                   TextEdit{valueRange, std::string(replacement)}, !weighs));
    }
    const std::string_view core = value.substr(0, value.size() - trailing);
    if (const std::size_t stars = scan.star ? core.find("**") : std::string_view::npos;
        stars != std::string_view::npos) {
        std::string collapsed;
        for (char c : value) {
            if (c == '*' && !collapsed.empty() && collapsed.back() == '*')
                continue;
            collapsed += c;
        }
        if (Diagnostic *d = ctx.report(CheckId::DoubleStar, at(stars, 2), sets.wildcards,
                                       msg("diag.R405", "`**` is the same as `*` in robots.txt")))
            d->fixes.push_back(
                fix(msg("fix.R405", "Write %1", {backticked(collapsed)}), {TextEdit{valueRange, collapsed}}, true));
    }
    // Percent-encoding: malformed escapes, escaped unreserved characters.
    if (scan.percent) {
        bool badReported = false;
        std::string decoded;
        decoded.reserve(value.size()); // decoding only shortens
        bool hasEncodedUnreserved = false;
        std::size_t firstEncoded = 0;
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (value[i] != '%') {
                decoded += value[i];
                continue;
            }
            if (i + 2 < value.size() && detail::isHexDigit(value[i + 1]) && detail::isHexDigit(value[i + 2])) {
                const auto c =
                    static_cast<unsigned char>(detail::hexValue(value[i + 1]) * 16 + detail::hexValue(value[i + 2]));
                if (detail::isUnreserved(c)) {
                    if (!hasEncodedUnreserved)
                        firstEncoded = i;
                    hasEncodedUnreserved = true;
                    decoded += static_cast<char>(c);
                } else {
                    decoded.append(value.substr(i, 3));
                }
                i += 2;
                continue;
            }
            decoded += '%';
            if (!badReported) {
                badReported = true;
                if (Diagnostic *d = ctx.report(
                        CheckId::BadPercentEncoding, at(i, std::min<std::size_t>(3, value.size() - i)), kAllDialects,
                        msg("diag.R406", "`%` not followed by two hex digits: readers normalise it differently; write "
                                         "`%25` for a literal percent sign")))
                    d->fixes.push_back(
                        fix(msg("fix.R406", "Write `%25`"),
                            {TextEdit{ByteRange{static_cast<std::uint32_t>(valueRange.offset + i), 1}, "%25"}}, false));
            }
        }
        if (hasEncodedUnreserved) {
            if (Diagnostic *d = ctx.report(CheckId::EncodedUnreserved, at(firstEncoded, 3), pc.noDecode,
                                           msg("diag.R408",
                                               "%1 percent-encodes unreserved characters: RFC 9309 decodes them, but "
                                               "the URL is compared as given by %2, so %3 is not matched",
                                               backticked(value), dialectList(pc.noDecode), backticked(decoded))))
                d->fixes.push_back(
                    fix(msg("fix.R408", "Write %1", backticked(decoded)), TextEdit{valueRange, decoded}, true));
        }
    }
    // Characters URLs carry encoded (only for valid UTF-8; invalid bytes are R103's).
    if (scan.needsEncoding && firstInvalidUtf8(value) == std::string_view::npos) {
        std::size_t first = std::string_view::npos;
        bool nonAscii = false, other = false;
        for (std::size_t i = 0; i < value.size(); ++i) {
            const auto c = static_cast<unsigned char>(value[i]);
            if (needsEncoding(c)) {
                if (first == std::string_view::npos)
                    first = i;
                (c >= 0x80 ? nonAscii : other) = true;
            }
        }
        std::string encoded;
        for (const char ch : value) {
            if (needsEncoding(static_cast<unsigned char>(ch)))
                detail::appendPercent(encoded, static_cast<unsigned char>(ch));
            else
                encoded += ch;
        }
        const std::string_view what = nonAscii && other ? "non-ASCII characters and characters"
                                      : nonAscii        ? "non-ASCII characters"
                                                        : "characters";
        if (Diagnostic *d = ctx.report(CheckId::NeedsEncoding, at(first, 1), kAllDialects,
                                       msg("diag.R407",
                                           "%1 contains %2 that URLs carry percent-encoded; readers that "
                                           "compare bytes as written will not match it",
                                           backticked(value), what)))
            d->fixes.push_back(
                fix(msg("fix.R407", "Write %1", backticked(encoded)), TextEdit{valueRange, encoded}, true));
    }
    // Wildcards other readers take literally (reported once per file, below).
    if ((scan.star && core.find('*') != std::string_view::npos) || (core.ends_with('$') && core.size() > 1)) {
        if (!pc.firstLiteralWildcard)
            pc.firstLiteralWildcard = &rule;
        ++pc.literalWildcards;
    }
    // Letter case: collected here, compared in checkCaseVariants().
    if (scan.letter)
        pc.folded.push_back({value, rule.line(), scan.upper});
    if (scan.upper)
        pc.anyUpper = true;
}

// Rules spelt the same but for letter case, outside %XX escapes (whose hex digits are
// case-insensitive, RFC 3986 §2.1): grouped by their lower-case spelling, compared within a group.
void checkCaseVariants(Context &ctx, PathContext &pc)
{
    if (!ctx.wants(CheckId::CaseVariant))
        return;
    if (!pc.anyUpper)
        return; // all lower case: no two values can differ only in case
    // Two values that differ only in case: at least one has an upper-case letter, so only the
    // spellings of such values make groups. Keyed by the value itself, hashed and compared
    // ignoring ASCII case (no lower-case copy of every value).
    struct FoldedEqual
    {
        bool operator()(std::string_view a, std::string_view b) const { return detail::equalsIgnoreCaseAscii(a, b); }
    };
    std::unordered_map<std::string_view, std::vector<const Folded *>, PatternHash<true>, FoldedEqual> groups;
    for (const Folded &f : pc.folded) {
        if (f.upper)
            groups.try_emplace(f.value);
    }
    for (const Folded &f : pc.folded) {
        if (const auto it = groups.find(f.value); it != groups.end())
            it->second.push_back(&f);
    }
    std::unordered_set<std::string_view> reported;
    for (auto &[spelling, group] : groups) {
        std::sort(group.begin(), group.end(), [](const Folded *a, const Folded *b) { return a->line < b->line; });
        for (std::size_t k = 1; k < group.size(); ++k) {
            const Folded &later = *group[k];
            for (std::size_t e = 0; e < k; ++e) {
                const Folded &first = *group[e];
                if (first.value == later.value || !differsOutsideEscapes(first.value, later.value))
                    continue;
                if (reported.insert(later.value).second) {
                    const Line &line = ctx.line(later.line);
                    if (Diagnostic *d =
                            ctx.report(CheckId::CaseVariant, ctx.span(line, line.value), kAllDialects,
                                       msg("diag.R411",
                                           "%1 differs from %2 (line %3) only in letter "
                                           "case: paths are case-sensitive, these are "
                                           "different URLs",
                                           {backticked(later.value), backticked(first.value), decimal(first.line)})))
                        d->related.push_back({ctx.span(ctx.line(first.line), ctx.line(first.line).value),
                                              msg("diag.R411.other", "The other spelling")});
                }
                break;
            }
        }
    }
}

} // namespace

void runPathChecks(Context &ctx)
{
    bool any = false;
    for (std::size_t id = static_cast<std::size_t>(CheckId::PathNoLeadingSlash);
         id <= static_cast<std::size_t>(CheckId::CaseVariant); ++id)
        any = any || ctx.wants(static_cast<CheckId>(id));
    if (!any)
        return;
    PathContext pc;
    for (const Dialect &d : allDialects()) {
        if (d.rules().percentEncoding == PercentEncoding::None ||
            d.rules().percentEncoding == PercentEncoding::GooglePatternOnly ||
            d.rules().percentEncoding == PercentEncoding::PerlUriEscape)
            pc.noDecode |= dialectBit(d.id());
    }
    for (const Rule &rule : ctx.rfc().rules()) {
        if (rule.origin() != RuleOrigin::Written || rule.line() == 0 || rule.line() > ctx.parsedLineCount())
            continue;
        checkPath(ctx, pc, rule);
    }
    checkCaseVariants(ctx, pc);
    if (pc.firstLiteralWildcard) {
        const DialectSets &sets = dialectSets();
        const Line &line = ctx.line(pc.firstLiteralWildcard->line());
        ctx.report(
            CheckId::WildcardsLiteral, ctx.span(line, line.value), sets.noWildcards,
            pc.literalWildcards > 1
                ? msg("diag.R410.many",
                      "%1 rules use `*` or `$`, which are taken literally by %2: these rules match nothing there",
                      {decimal(pc.literalWildcards), dialectList(sets.noWildcards)})
                : msg("diag.R410",
                      "This rule uses `*` or `$`, which are taken literally by %1: it matches nothing there",
                      {dialectList(sets.noWildcards)}));
    }
}

} // namespace robots::diag
