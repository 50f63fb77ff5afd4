// SPDX-License-Identifier: MIT
// R311–R315 and R609–R613: AI crawlers and AI usage preferences. Content-Usage (draft-ietf-aipref-attach-05, with the
// vocabulary of draft-ietf-aipref-vocab-08; working-group drafts, not standards), Content-Signal
// (Cloudflare's Content Signals Policy), and the crawler catalogue (robots/studio/crawlers.h): names
// that are not product tokens, control tokens with Crawl-delay, an operator's crawlers blocked
// one by one. The lines and their dictionaries are read by the core (parse(), robots/studio/aipref.h);
// nothing here re-reads them.
#include "diagnostics_internal.h"

#include "robots/studio/aipref.h"
#include "robots/studio/crawlers.h"

#include <algorithm>
#include <array>
#include <optional>

namespace robots::diag {
namespace {

bool aiCategory(CrawlerCategory c)
{
    return c == CrawlerCategory::Training || c == CrawlerCategory::AiSearch || c == CrawlerCategory::UserTriggered ||
           c == CrawlerCategory::AiAgent || c == CrawlerCategory::Dataset;
}

bool isLowerCase(std::string_view s)
{
    return std::none_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

std::string lowered(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = detail::toLowerAscii(c);
    return out;
}

// The closest known name, when it is close enough to be a slip of the keyboard.
std::string_view closest(std::string_view word, std::span<const std::string_view> known)
{
    std::size_t best = 3;
    std::string_view bestName;
    for (std::string_view name : known) {
        const std::size_t d = editDistance(word, name);
        if (d < best && d * 3 <= name.size()) {
            best = d;
            bestName = name;
        }
    }
    return bestName;
}

bool isObsoleteLabel(std::string_view label)
{
    return std::find(kObsoleteUsageLabels.begin(), kObsoleteUsageLabels.end(), label) != kObsoleteUsageLabels.end();
}

// The label a Content-Usage member may be written as, in the RFC 9651 dictionary the line
// failed to parse as: `Train-AI=n` is `train-ai` spelt in upper case.
void checkUpperCaseLabels(Context &ctx, const Line &line, const PreferenceLine &p)
{
    // Split the failed dictionary at commas and `=` to find the upper-case keys.
    const std::string_view text = p.preference;
    std::size_t start = 0;
    bool any = false;
    while (start < text.size()) {
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::size_t a = start;
        while (a < end && (text[a] == ' ' || text[a] == '\t'))
            ++a;
        std::size_t k = a;
        while (k < end && text[k] != '=' && text[k] != ';' && text[k] != ' ')
            ++k;
        const std::string_view key = text.substr(a, k - a);
        if (!key.empty() && !isLowerCase(key)) {
            const std::string lower = lowered(key);
            const ByteRange range{static_cast<std::uint32_t>(p.preferenceRange.offset + a),
                                  static_cast<std::uint32_t>(key.size())};
            const bool known = std::find(kUsageLabels.begin(), kUsageLabels.end(), lower) != kUsageLabels.end();
            Message m = msg("diag.R610.upper-case",
                            "Label %1 has upper-case letters: labels are case-sensitive, so the whole preference is "
                            "unparseable and means no preference (draft-ietf-aipref-vocab-08, a working-group draft)",
                            backticked(key));
            if (Diagnostic *d =
                    ctx.report(CheckId::UsageLabelUnknown, ctx.span(line, range), kAllDialects, std::move(m));
                d && known)
                d->fixes.push_back(
                    fix(msg("fix.R610", "Write the label as %1", backticked(lower)), TextEdit{range, lower}, false));
            any = true;
        }
        start = end + 1;
    }
    if (!any)
        ctx.report(CheckId::UsageUnparseable, ctx.span(line, p.preferenceRange), kAllDialects,
                   msg("diag.R609",
                       "The preference %1 is not a structured-field dictionary (RFC 9651): readers of the aipref "
                       "drafts take it as no preference for every label",
                       backticked(p.preference)));
}

void checkContentUsage(Context &ctx, const Line &line, const PreferenceLine &p)
{
    if (!p.parsed) {
        checkUpperCaseLabels(ctx, line, p);
        return;
    }
    for (const PreferenceEntry &e : p.entries) {
        const Span where = ctx.span(line, e.range);
        const ByteRange labelRange{e.range.offset, static_cast<std::uint32_t>(e.label.size())};
        const bool known = std::find(kUsageLabels.begin(), kUsageLabels.end(), e.label) != kUsageLabels.end();
        if (!known) {
            if (isObsoleteLabel(e.label)) {
                Diagnostic *d = ctx.report(
                    CheckId::UsageLabelObsolete, ctx.span(line, labelRange), kAllDialects,
                    msg("diag.R611",
                        "Label %1 comes from an earlier aipref draft; draft-ietf-aipref-vocab-08 defines only "
                        "`train-ai`, `ai-use` and `search`, so readers ignore it",
                        backticked(e.label)));
                if (d && (e.label == "train-genai" || e.label == "genai"))
                    d->fixes.push_back(fix(msg("fix.R611", "Write the label as %1", backticked("train-ai")),
                                           TextEdit{labelRange, "train-ai"}, false));
                continue;
            }
            const std::string_view guess = closest(e.label, kUsageLabels);
            if (!guess.empty()) {
                if (Diagnostic *d =
                        ctx.report(CheckId::UsageLabelUnknown, ctx.span(line, labelRange), kAllDialects,
                                   msg("diag.R610.did-you-mean", "Unknown label %1 is ignored: did you mean %2?",
                                       backticked(e.label), backticked(guess))))
                    d->fixes.push_back(fix(msg("fix.R610", "Write the label as %1", backticked(guess)),
                                           TextEdit{labelRange, std::string(guess)}, false));
            } else {
                ctx.report(CheckId::UsageLabelUnknown, Severity::Info, ctx.span(line, labelRange), kAllDialects,
                           msg("diag.R610",
                               "Unknown label %1 is ignored: draft-ietf-aipref-vocab-08 defines `train-ai`, `ai-use` "
                               "and `search`",
                               backticked(e.label)));
            }
            continue;
        }
        if (e.value == "y" || e.value == "n")
            continue;
        const ByteRange valueRange{static_cast<std::uint32_t>(e.range.end() - e.value.size()),
                                   static_cast<std::uint32_t>(e.value.size())};
        const bool yes = detail::equalsIgnoreCaseAscii(e.value, "yes");
        const bool no = detail::equalsIgnoreCaseAscii(e.value, "no");
        Message m = yes || no ? msg("diag.R612.usage-yes-no",
                                    "%1 is Content-Signal's spelling: Content-Usage takes `y` or `n`, so %2 has no "
                                    "preference",
                                    backticked(e.value), backticked(e.label))
                              : msg("diag.R612.usage", "Value %1 of %2 is neither `y` nor `n`: it means no preference",
                                    backticked(e.value), backticked(e.label));
        if (Diagnostic *d =
                ctx.report(CheckId::PreferenceValueInvalid, ctx.span(line, valueRange), kAllDialects, std::move(m));
            d && (yes || no))
            d->fixes.push_back(fix(msg("fix.R612", "Write %1", backticked(yes ? "y" : "n")),
                                   TextEdit{valueRange, yes ? "y" : "n"}, true));
        static_cast<void>(where);
    }
}

void checkContentSignal(Context &ctx, const Line &line, const PreferenceLine &p)
{
    if (p.group < 0)
        ctx.report(CheckId::SignalOutsideGroup, ctx.span(line, line.key), kAllDialects,
                   msg("diag.R312",
                       "Content-Signal outside any group: Cloudflare's reading applies it to no crawler, while "
                       "parsers that read it for the whole file apply it to every crawler"));
    if (!p.parsed) {
        ctx.report(CheckId::SignalKeyUnknown, ctx.span(line, p.preferenceRange), kAllDialects,
                   msg("diag.R613.syntax", "%1 is not a list of `key=value` pairs separated by commas",
                       backticked(p.preference)));
    }
    for (const PreferenceEntry &e : p.entries) {
        const ByteRange keyRange{e.range.offset, static_cast<std::uint32_t>(e.label.size())};
        const ByteRange valueRange{static_cast<std::uint32_t>(e.range.end() - e.value.size()),
                                   static_cast<std::uint32_t>(e.value.size())};
        const std::string key = lowered(e.label);
        const bool known = std::find(kSignalKeys.begin(), kSignalKeys.end(), key) != kSignalKeys.end();
        if (!known) {
            const std::string_view guess = closest(key, kSignalKeys);
            Message m = guess.empty() ? msg("diag.R613",
                                            "Unknown Content-Signal key %1: only `search`, `ai-input`, `ai-train` "
                                            "and `use` are defined, so crawlers ignore it",
                                            backticked(e.label))
                                      : msg("diag.R613.did-you-mean", "Unknown Content-Signal key %1: did you mean %2?",
                                            backticked(e.label), backticked(guess));
            if (Diagnostic *d =
                    ctx.report(CheckId::SignalKeyUnknown, ctx.span(line, keyRange), kAllDialects, std::move(m));
                d && !guess.empty())
                d->fixes.push_back(fix(msg("fix.R613", "Write the key as %1", backticked(guess)),
                                       TextEdit{keyRange, std::string(guess)}, false));
            continue;
        }
        if (key == "use") {
            // Cloudflare spells the levels in lower case; a reader compares them as written.
            if (isSignalValue(key, e.value))
                continue;
            const std::string lower = lowered(e.value);
            const std::string_view guess = closest(lower, kSignalUseValues);
            Message m = guess.empty()
                            ? msg("diag.R612.use",
                                  "Value %1 of `use` is not `immediate`, `reference` or `full`: it means no signal",
                                  backticked(e.value))
                            : msg("diag.R612.use.did-you-mean",
                                  "Value %1 of `use` is not `immediate`, `reference` or `full`: did you mean %2?",
                                  backticked(e.value), backticked(guess));
            if (Diagnostic *d =
                    ctx.report(CheckId::PreferenceValueInvalid, ctx.span(line, valueRange), kAllDialects, std::move(m));
                d && !guess.empty())
                d->fixes.push_back(fix(msg("fix.R612", "Write %1", backticked(guess)),
                                       TextEdit{valueRange, std::string(guess)}, lower == guess));
            continue;
        }
        if (isSignalValue(key, e.value))
            continue;
        const bool y = e.value == "y" || e.value == "Y";
        const bool n = e.value == "n" || e.value == "N";
        const bool upper =
            detail::equalsIgnoreCaseAscii(e.value, "yes") || detail::equalsIgnoreCaseAscii(e.value, "no");
        const std::string replacement = y ? "yes" : n ? "no" : upper ? lowered(e.value) : std::string();
        Message m = y || n ? msg("diag.R612.signal-y-n",
                                 "%1 is Content-Usage's spelling: Content-Signal takes `yes` or `no`, so %2 has no "
                                 "signal",
                                 backticked(e.value), backticked(e.label))
                           : msg("diag.R612.signal", "Value %1 of %2 is neither `yes` nor `no`: it means no signal",
                                 backticked(e.value), backticked(e.label));
        if (Diagnostic *d =
                ctx.report(CheckId::PreferenceValueInvalid, ctx.span(line, valueRange), kAllDialects, std::move(m));
            d && !replacement.empty())
            d->fixes.push_back(
                fix(msg("fix.R612", "Write %1", backticked(replacement)), TextEdit{valueRange, replacement}, true));
    }
}

// A path a preference names, as a URL path to ask the verdict about: wildcards dropped, the
// end anchor removed.
std::string literalPath(std::string_view path)
{
    std::string out;
    for (const char c : path) {
        if (c != '*')
            out += c;
    }
    if (!out.empty() && out.back() == '$')
        out.pop_back();
    return out;
}

// draft-ietf-aipref-attach-05: a preference applies only to URLs the crawler may fetch.
void checkDisallowedPaths(Context &ctx)
{
    if (!ctx.wants(CheckId::UsagePathDisallowed))
        return;
    const auto prefs = ctx.rfc().preferences();
    const bool anyPath = std::any_of(prefs.begin(), prefs.end(), [](const PreferenceLine &p) {
        return p.syntax == PreferenceSyntax::ContentUsage && !p.pathRange.empty();
    });
    if (!anyPath)
        return;
    const RobotsFile file = parse(ctx.text(), aiprefDialect());
    for (const PreferenceLine &p : file.preferences()) {
        if (p.syntax != PreferenceSyntax::ContentUsage || p.pathRange.empty() || p.group < 0)
            continue;
        const Group &g = file.groups()[static_cast<std::size_t>(p.group)];
        if (g.agents.empty())
            continue;
        const AgentLine &agent = g.agents.front();
        const std::string name = agent.star ? std::string("*") : std::string(agent.token);
        if (name.empty())
            continue;
        const Decision decision = rulesFor(file, name).decide(literalPath(p.path));
        if (decision.access != Access::Disallowed || decision.rule < 0)
            continue;
        const Rule &rule = file.rules()[static_cast<std::size_t>(decision.rule)];
        const Line &line = ctx.line(p.line);
        ctx.report(CheckId::UsagePathDisallowed, ctx.span(line, p.pathRange), kAllDialects,
                   msg("diag.R311",
                       "The preference for %1 has no effect: line %2 disallows that path, and a preference applies "
                       "only to URLs the crawler may fetch (draft-ietf-aipref-attach-05)",
                       backticked(p.path), decimal(rule.line())));
    }
}

void checkAgentLines(Context &ctx)
{
    const RobotsFile &rfc = ctx.rfc();
    for (const Group &g : rfc.groups()) {
        bool allControl = !g.agents.empty();
        for (const AgentLine &a : g.agents) {
            const Crawler *c = a.star ? nullptr : findCrawler(a.value);
            allControl = allControl && c && c->controlToken;
            if (!c || isProductToken(c->token) || !aiCategory(c->category))
                continue;
            const std::string_view reading = productTokenReading(a.value);
            const Line &line = ctx.line(a.line);
            Message m = msg("diag.R313",
                            "%1 is the name %2 publishes for its crawler, but not a product token (RFC 9309 §2.2.1: "
                            "letters, `-` and `_`): Google's parser reads it as %3",
                            backticked(a.value), std::string(c->operatorName), backticked(reading));
            ctx.report(CheckId::AgentNotProductToken, ctx.span(line, line.value),
                       dialectBit(DialectId::Rfc9309) | dialectBit(DialectId::Google), std::move(m));
        }
        if (!allControl)
            continue;
        for (const OtherRecord &o : rfc.otherRecords()) {
            if (o.kind != LineKind::CrawlDelay || o.group != static_cast<std::int32_t>(g.index))
                continue;
            const Line &line = ctx.line(o.line);
            if (Diagnostic *d = ctx.report(CheckId::ControlTokenCrawlDelay, ctx.span(line, line.key), kAllDialects,
                                           msg("diag.R314",
                                               "Crawl-delay has no meaning here: %1 never fetches anything (a control "
                                               "token: only its group's Allow and Disallow lines count)",
                                               backticked(g.agents.front().value))))
                d->fixes.push_back(fix(msg("fix.delete-line", "Delete line %1", decimal(line.number)),
                                       TextEdit{Context::wholeLine(line), ""}, true));
        }
    }
}

// Whether `name` may fetch `/` in the file as rfc9309 reads it. rulesFor() would index every
// rule of the chosen groups (half a millisecond for W1's `*` group, 5% of the lint budget), so
// only the rules that can match `/` (patterns of nothing but `/`, `*` and `$`) are kept, in a
// file of their own that the core decides: no precedence rule is repeated here.
bool rootAllowed(const RobotsFile &rfc, std::string_view name)
{
    std::string body = "User-agent: x\n";
    bool any = false;
    for (const ChosenGroup &chosen : groupsFor(rfc, name)) {
        for (const std::uint32_t index : rfc.groups()[chosen.group].rules) {
            const Rule &r = rfc.rules()[index];
            if (r.status() != RuleStatus::Active || r.pattern().find_first_not_of("/*$") != std::string_view::npos)
                continue;
            body += r.kind() == RuleKind::Allow ? "Allow: " : "Disallow: ";
            body += r.pattern();
            body += '\n';
            any = true;
        }
    }
    return !any || isAllowed(parse(std::move(body), rfc.dialect()), "x", "/");
}

// An operator's AI crawler blocked by name while a sibling is not named at all: the sibling
// falls to the `*` group. Reported once per operator, on its first blocked training crawler;
// siblings their operator says ignore robots.txt are left out. Costs groupsFor() (O(groups))
// per crawler asked about.
void checkSiblings(Context &ctx)
{
    if (!ctx.wants(CheckId::SiblingCrawlersNotBlocked))
        return;
    const RobotsFile &rfc = ctx.rfc();
    std::optional<bool> starAllowsRoot;     // what an unnamed crawler gets, asked once
    std::vector<std::string_view> reported; // operators, once each
    for (const Group &g : rfc.groups()) {
        for (const AgentLine &a : g.agents) {
            const Crawler *c = a.star ? nullptr : findCrawler(a.value);
            if (!c || c->controlToken || c->category != CrawlerCategory::Training || !isProductToken(c->token) ||
                std::find(reported.begin(), reported.end(), c->operatorName) != reported.end())
                continue;
            if (rootAllowed(rfc, c->token))
                continue;
            if (!starAllowsRoot)
                starAllowsRoot = rootAllowed(rfc, "*");
            if (!*starAllowsRoot)
                return; // every unnamed crawler is blocked too
            std::string open;
            for (const Crawler &s : crawlerCatalogue()) {
                // A sibling that ignores robots.txt anyway (its operator says so) is not worth naming.
                if (&s == c || s.operatorName != c->operatorName || s.controlToken || !aiCategory(s.category) ||
                    !isProductToken(s.token) || s.obeys == Obeys::No)
                    continue;
                const std::vector<ChosenGroup> chosen = groupsFor(rfc, s.token);
                const bool named = std::any_of(chosen.begin(), chosen.end(), [](const ChosenGroup &cg) {
                    return cg.reason != GroupReason::FallbackStar;
                });
                if (named)
                    continue;
                if (!open.empty())
                    open += ", ";
                open += backticked(s.token);
            }
            if (open.empty())
                continue;
            reported.push_back(c->operatorName);
            const Line &line = ctx.line(a.line);
            ctx.report(CheckId::SiblingCrawlersNotBlocked, ctx.span(line, line.value), kAllDialects,
                       msg("diag.R315",
                           "%1 is blocked, but %2's other AI crawlers (%3) are not named: they may fetch `/` under "
                           "the `*` group",
                           backticked(a.value), std::string(c->operatorName), open));
        }
    }
}

} // namespace

void runAiChecks(Context &ctx)
{
    for (const PreferenceLine &p : ctx.rfc().preferences()) {
        if (p.line == 0 || p.line > ctx.parsedLineCount())
            continue;
        const Line &line = ctx.line(p.line);
        if (p.syntax == PreferenceSyntax::ContentUsage)
            checkContentUsage(ctx, line, p);
        else
            checkContentSignal(ctx, line, p);
    }
    checkDisallowedPaths(ctx);
    checkAgentLines(ctx);
    checkSiblings(ctx);
}

} // namespace robots::diag
