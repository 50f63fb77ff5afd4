// SPDX-License-Identifier: MIT
// R2xx: one line at a time — keys (unknown, misspelt, by prefix, partly supported, without
// effect, with white space), missing colons, length. Keys are read by the core (readKey(),
// lexLines()) under the dialects concerned; nothing here decides what a key means.
#include "diagnostics_internal.h"
#include "lexer.h"
#include "robots/studio/dialectrules.h"

#include "robots/studio/aipref.h"

#include <algorithm>
#include <array>

namespace robots::diag {
namespace {

const Dialect &googleDialect()
{
    return dialect(DialectId::Google);
}

std::string canonical(LineKind kind)
{
    return std::string(canonicalKeyName(kind));
}

// Dialects that recognise `key` (by any means) and those that act on it.
struct KeySupport
{
    DialectMask recognised = 0;
    DialectMask exact = 0; ///< Recognised without typo or prefix tolerance.
    DialectMask used = 0;
    LineKind kind = LineKind::UnknownKey;
};

KeySupport keySupport(std::string_view key)
{
    KeySupport s;
    for (const Dialect &d : allDialects()) {
        const KeyReading r = readKey(key, d);
        if (r.kind == LineKind::UnknownKey)
            continue;
        s.recognised |= dialectBit(d.id());
        if (!r.typo && !r.prefix)
            s.exact |= dialectBit(d.id());
        if (r.kind != LineKind::OtherKnownKey && d.rules().uses(r.kind))
            s.used |= dialectBit(d.id());
        if (s.kind == LineKind::UnknownKey || (!r.typo && !r.prefix))
            s.kind = r.kind;
    }
    return s;
}

// Invisible characters people paste into keys: NBSP, soft hyphen, zero-width space/joiners, word
// joiner, a BOM in the middle of the file.
constexpr std::array<std::string_view, 7> kInvisible{"\xC2\xA0",     "\xC2\xAD",     "\xE2\x80\x8B", "\xE2\x80\x8C",
                                                     "\xE2\x80\x8D", "\xE2\x81\xA0", "\xEF\xBB\xBF"};

} // namespace

const std::string_view kMangledBom = "\xC3\xAF\xC2\xBB\xC2\xBF";

namespace {

struct KeyCleanup
{
    bool whitespace = false;
    bool invisible = false;
    std::string withoutInvisible; ///< White space kept.
};

KeyCleanup cleanupKey(std::string_view key)
{
    KeyCleanup c;
    for (std::size_t i = 0; i < key.size();) {
        bool skipped = false;
        for (std::string_view inv : kInvisible) {
            if (key.substr(i).starts_with(inv)) {
                c.invisible = true;
                i += inv.size();
                skipped = true;
                break;
            }
        }
        if (skipped)
            continue;
        if (key[i] == ' ' || key[i] == '\t')
            c.whitespace = true;
        c.withoutInvisible += key[i++];
    }
    return c;
}

// The key a cleaned-up spelling would be: white space runs joined by "-" or by nothing.
std::optional<LineKind> cleanedKeyKind(const std::string &key)
{
    std::string dashed, joined;
    bool inSpace = false;
    for (char ch : key) {
        if (ch == ' ' || ch == '\t') {
            if (!inSpace)
                dashed += '-';
            inSpace = true;
            continue;
        }
        inSpace = false;
        dashed += ch;
        joined += ch;
    }
    for (const std::string &candidate : {key, dashed, joined}) {
        const KeySupport s = keySupport(candidate);
        if (s.exact && s.kind != LineKind::UnknownKey && s.kind != LineKind::OtherKnownKey)
            return s.kind;
    }
    return std::nullopt;
}

std::optional<std::string> didYouMean(std::string_view key)
{
    static constexpr std::array<std::string_view, 11> kKnown{
        "User-agent",  "Allow",        "Disallow", "Sitemap",    "Crawl-delay",   "Host",
        "Clean-param", "Request-rate", "Noindex",  "Visit-time", "Content-signal"};
    std::size_t best = 3;
    std::string_view bestName;
    for (std::string_view name : kKnown) {
        const std::size_t d = editDistance(key, name);
        if (d < best && d * 3 < name.size()) {
            best = d;
            bestName = name;
        }
    }
    if (bestName.empty())
        return std::nullopt;
    return std::string(bestName);
}

bool isNoindexFamily(std::string_view key)
{
    return detail::equalsIgnoreCaseAscii(key, "noindex") || detail::equalsIgnoreCaseAscii(key, "nofollow") ||
           detail::equalsIgnoreCaseAscii(key, "noarchive");
}

struct PartlySeen
{
    const Line *first = nullptr;
    std::size_t count = 0;
    KeySupport support;
};

void checkKeyLine(Context &ctx, const Line &line, std::array<PartlySeen, 3> &partly)
{
    const std::string_view key = ctx.text(line.key);
    if (key.empty())
        return;
    const Span keySpan = ctx.span(line, line.key);
    // A byte order mark saved again as Latin-1 text (`ï»¿`): R104 reports it.
    if (line.number == 1 && key.starts_with(kMangledBom))
        return;

    // `Disallow https://…`: no colon after the key, so the key runs to the colon in the value.
    if (const std::size_t space = key.find_first_of(" \t"); space != std::string_view::npos) {
        const std::string_view first = key.substr(0, space);
        const KeySupport s = keySupport(first);
        if (s.exact && detail::isKeyKind(s.kind) && s.kind != LineKind::OtherKnownKey) {
            const ByteRange word{line.key.offset, static_cast<std::uint32_t>(space)};
            if (Diagnostic *d = ctx.report(CheckId::MissingColon, ctx.span(line, word), kAllDialects,
                                           msg("diag.R201.value-colon",
                                               "Missing colon after %1: the key runs to the `:` in the value, so the "
                                               "line means something else, or nothing, to every reader",
                                               {backticked(first)})))
                d->fixes.push_back(fix(msg("fix.R201", "Insert a colon after %1", {backticked(first)}),
                                       {TextEdit{ByteRange{word.end(), 0}, ":"}}, true));
            return;
        }
    }

    // White space or invisible characters inside the key.
    const KeyCleanup cleanup = cleanupKey(key);
    if (cleanup.whitespace || cleanup.invisible) {
        const auto kind = cleanedKeyKind(cleanup.withoutInvisible);
        const Text whatText =
            cleanup.invisible
                ? (cleanup.whitespace ? Text{"diag.R208.what.both", "white space and invisible characters"}
                                      : Text{"diag.R208.what.invisible", "invisible characters"})
                : Text{"diag.R208.what.space", "white space"};
        const std::string what(whatText.english);
        if (kind) {
            const KeySupport s = keySupport(key);
            Message m = s.recognised ? msg("diag.R208.typo", "Key %1 contains %2: read as %4 only by %3",
                                           {backticked(key), what, dialectList(s.recognised), canonical(*kind)})
                                     : msg("diag.R208", "Key %1 contains %2: no reader recognises it as %3",
                                           {backticked(key), what, canonical(*kind)});
            m = withText(std::move(m), 1, whatText);
            if (Diagnostic *d = ctx.report(CheckId::KeyWhitespace, keySpan, kAllDialects & ~s.recognised, std::move(m)))
                d->fixes.push_back(fix(msg("fix.rename-key", "Write the key as %1", {canonical(*kind)}),
                                       {TextEdit{line.key, canonical(*kind)}}, true));
            return;
        }
        if (cleanup.invisible) {
            if (Diagnostic *d =
                    ctx.report(CheckId::KeyWhitespace, keySpan, kAllDialects,
                               msg("diag.R208.invisible", "Key %1 contains invisible characters", {backticked(key)}))) {
                d->fixes.push_back(fix(msg("fix.R208.invisible", "Remove the invisible characters"),
                                       {TextEdit{line.key, cleanup.withoutInvisible}}, true));
            }
            return;
        }
    }

    const KeySupport s = keySupport(key);
    const KeyReading g = readKey(key, googleDialect());
    if (s.recognised == 0) {
        const auto suggestion = didYouMean(key);
        Message m = suggestion ? msg("diag.R202.suggest",
                                     "Unknown key %1 (did you mean %2?): every reader ignores this "
                                     "line",
                                     {backticked(key), *suggestion})
                               : msg("diag.R202", "Unknown key %1: every reader ignores this line", {backticked(key)});
        if (Diagnostic *d = ctx.report(CheckId::UnknownKey, keySpan, kAllDialects, std::move(m)); d && suggestion)
            d->fixes.push_back(fix(msg("fix.rename-key", "Write the key as %1", {*suggestion}),
                                   {TextEdit{line.key, *suggestion}}, false));
        return;
    }
    if (g.kind != LineKind::UnknownKey && (g.typo || g.prefix) && s.exact == 0) {
        const std::string name = canonical(g.kind);
        const DialectMask ignoring = kAllDialects & ~s.recognised;
        const CheckId id = g.typo ? CheckId::AcceptedTypo : CheckId::KeyPrefix;
        Message m =
            g.typo ? msg("diag.R203", "%1 is a misspelling of %2 accepted only by %3; the line is ignored by %4",
                         {backticked(key), name, dialectList(s.recognised), dialectList(ignoring)})
                   : msg("diag.R204", "%1 is read as %2 only by %3 (keys matched by prefix); the line is ignored by %4",
                         {backticked(key), name, dialectList(s.recognised), dialectList(ignoring)});
        if (Diagnostic *d = ctx.report(id, keySpan, ignoring, std::move(m)))
            d->fixes.push_back(
                fix(msg("fix.rename-key", "Write the key as %1", {name}), {TextEdit{line.key, name}}, true));
        return;
    }
    switch (s.kind) {
    case LineKind::CrawlDelay:
    case LineKind::RequestRate:
    case LineKind::CleanParam: {
        PartlySeen &p = partly[s.kind == LineKind::CrawlDelay ? 0 : s.kind == LineKind::RequestRate ? 1 : 2];
        if (!p.first) {
            p.first = &line;
            p.support = s;
        }
        ++p.count;
        return;
    }
    case LineKind::OtherKnownKey: {
        // Content-Usage and Content-Signal are AI usage preferences, read by the aipref dialect
        // and checked by the R7xx checks (diagnostics/aipref.cpp), not directives without effect.
        if (preferenceKey(key))
            return;
        // RSL 1.0's `License: <absolute URL>` is a file-wide directive that RSL-aware clients read:
        // a directive in use, not one without effect; R614 checks its value.
        if (detail::equalsIgnoreCaseAscii(key, "license"))
            return;
        // The llms.txt proposal (llmstxt.org) is a file of its own, /llms.txt; robots.txt lines
        // pointing at it are read by no robots.txt reader.
        if (detail::equalsIgnoreCaseAscii(key, "llms") || detail::equalsIgnoreCaseAscii(key, "llms-full")) {
            if (Diagnostic *d =
                    ctx.report(CheckId::NoEffectKey, Severity::Info, keySpan, kAllDialects,
                               msg("diag.R206.llms",
                                   "%1 comes from the llms.txt proposal, which is a separate file (/llms.txt): no "
                                   "robots.txt reader uses such a line",
                                   {backticked(key)})))
                d->fixes.push_back(fix(msg("fix.delete-line", "Delete line %1", {decimal(line.number)}),
                                       {TextEdit{Context::wholeLine(line), ""}}, false));
            return;
        }
        const bool noindex = isNoindexFamily(key);
        Message m = noindex ? msg("diag.R206.noindex",
                                  "%1 in robots.txt has no effect: no crawler acts on it (Google "
                                  "stopped in 2019); use a robots meta tag or X-Robots-Tag header",
                                  {backticked(key)})
                            : msg("diag.R206", "%1 is a known extension, but none of the modelled crawlers acts on it",
                                  {backticked(key)});
        if (Diagnostic *d = ctx.report(CheckId::NoEffectKey, noindex ? Severity::Warning : Severity::Info, keySpan,
                                       kAllDialects, std::move(m)))
            d->fixes.push_back(fix(msg("fix.delete-line", "Delete line %1", {decimal(line.number)}),
                                   {TextEdit{Context::wholeLine(line), ""}}, false));
        return;
    }
    default:
        return; // Host: see the value checks (R606, R607).
    }
}

void checkUnparseable(Context &ctx, const Line &line)
{
    const std::string_view content = ctx.text(line.content);
    // Google reads `key value` (exactly two words) as `key: value`: ask its lexer about this line.
    const std::vector<Line> asGoogle = lexLines(content, googleDialect());
    if (!asGoogle.empty() && asGoogle.front().has(MissingColon) && detail::isKeyKind(asGoogle.front().kind)) {
        const Line &g = asGoogle.front();
        const ByteRange key{line.content.offset + g.key.offset, g.key.length};
        DialectMask accepting = 0;
        for (const Dialect &d : allDialects()) {
            if (d.rules().acceptMissingColon)
                accepting |= dialectBit(d.id());
        }
        if (Diagnostic *d = ctx.report(
                CheckId::MissingColon, ctx.span(line, key), kAllDialects & ~accepting,
                msg("diag.R201", "Missing colon after %1: the line is read only by %2 and ignored by %3",
                    {backticked(ctx.text(key)), dialectList(accepting), dialectList(kAllDialects & ~accepting)})))
            d->fixes.push_back(fix(msg("fix.R201", "Insert a colon after %1", {backticked(ctx.text(key))}),
                                   {TextEdit{ByteRange{key.end(), 0}, ":"}}, true));
        return;
    }
    if (ctx.notRobotsTxt)
        return;
    // Name the likely key when the first word is one (a missing colon Google does not accept).
    std::size_t w = 0;
    while (w < content.size() && (content[w] == ' ' || content[w] == '\t'))
        ++w;
    std::size_t we = w;
    while (we < content.size() && content[we] != ' ' && content[we] != '\t' && content[we] != '#')
        ++we;
    const KeySupport s = keySupport(content.substr(w, we - w));
    Message m = s.recognised && detail::isKeyKind(s.kind)
                    ? msg("diag.R209.colon", "Line %1 is not `key: value` (no colon after %2): every reader ignores it",
                          {decimal(line.number), backticked(content.substr(w, we - w))})
                    : msg("diag.R209", "Line %1 is not `key: value`: every reader ignores it", {decimal(line.number)});
    ctx.report(CheckId::UnparseableLine, ctx.span(line), kAllDialects, std::move(m));
}

} // namespace

void runLineChecks(Context &ctx)
{
    const auto lines = ctx.lines();
    const std::size_t maxLine = googleDialect().rules().maxLineBytes;
    std::array<PartlySeen, 3> partly{};
    for (std::size_t i = 0; i < ctx.parsedLineCount(); ++i) {
        const Line &line = lines[i];
        if (maxLine && line.content.length > maxLine && !ctx.notRobotsTxt) {
            const ByteRange rest{static_cast<std::uint32_t>(line.content.offset + maxLine),
                                 static_cast<std::uint32_t>(line.content.length - maxLine)};
            ctx.report(CheckId::LineTooLong, ctx.span(line, rest), dialectBit(DialectId::Google),
                       msg("diag.R207", "Line %1 is %2 bytes long; google reads only the first %3",
                           {decimal(line.number), decimal(line.content.length), decimal(maxLine)}));
        }
        switch (line.kind) {
        case LineKind::UnknownKey:
        case LineKind::OtherKnownKey:
        case LineKind::CrawlDelay:
        case LineKind::RequestRate:
        case LineKind::CleanParam:
            if (!ctx.notRobotsTxt || line.kind != LineKind::UnknownKey)
                checkKeyLine(ctx, line, partly);
            break;
        case LineKind::Unparseable:
            checkUnparseable(ctx, line);
            break;
        default:
            break;
        }
    }
    for (const PartlySeen &p : partly) {
        if (!p.first)
            continue;
        const Line &line = *p.first;
        const DialectMask ignoring = kAllDialects & ~p.support.used;
        const std::string key(ctx.text(line.key));
        Message m = p.count > 1
                        ? msg("diag.R205.many", "%1 (%2 lines) is honoured only by %3 and ignored by %4",
                              {backticked(key), decimal(p.count), dialectList(p.support.used), dialectList(ignoring)})
                        : msg("diag.R205", "%1 is honoured only by %2 and ignored by %3",
                              {backticked(key), dialectList(p.support.used), dialectList(ignoring)});
        ctx.report(CheckId::PartlySupportedKey, ctx.span(line, line.key), ignoring, std::move(m));
    }
}

} // namespace robots::diag
