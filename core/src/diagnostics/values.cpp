// SPDX-License-Identifier: MIT
// R6xx: values of the other records, as the rfc9309 parse reads them: Sitemap, and the records
// it keeps without acting on them (Crawl-delay, Request-rate, Clean-param, Host), each with the
// core's verdict on whether the value has the record's syntax.
#include "diagnostics_internal.h"
#include "internal.h"
#include "robots/studio/dialectrules.h"

#include <algorithm>

namespace robots::diag {
namespace {

void checkSitemaps(Context &ctx)
{
    if (!ctx.wants(CheckId::SitemapNotAbsolute))
        return;
    for (const Sitemap &s : ctx.rfc().sitemaps()) {
        if (s.valid || s.line == 0 || s.line > ctx.parsedLineCount())
            continue;
        const Line &line = ctx.line(s.line);
        Message m = s.url.empty() ? msg("diag.R601.empty", "Empty Sitemap: search engines ignore the line")
                    : s.url.starts_with('/')
                        ? msg("diag.R601.relative",
                              "Sitemap %1 is a relative URL: it must be absolute "
                              "(https://host/…), search engines ignore it",
                              {backticked(s.url)})
                        : msg("diag.R601", "Sitemap %1 is not an absolute http(s) URL: search engines ignore it",
                              {backticked(s.url)});
        ctx.report(CheckId::SitemapNotAbsolute, ctx.span(line, line.value.empty() ? line.content : line.value),
                   kAllDialects, std::move(m));
    }
}

DialectMask usersOf(LineKind kind)
{
    DialectMask mask = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().uses(kind))
            mask |= dialectBit(d.id());
    }
    return mask;
}

void checkOtherRecords(Context &ctx)
{
    // The rfc9309 parse keeps these records (unused, but with their values checked).
    const RobotsFile &g = ctx.rfc();
    DialectMask integerOnly = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().delaySyntax == DelaySyntax::DigitsOnly && d.rules().uses(LineKind::CrawlDelay))
            integerOnly |= dialectBit(d.id());
    }
    for (const OtherRecord &r : g.otherRecords()) {
        if (r.line == 0 || r.line > ctx.parsedLineCount())
            continue;
        const Line &line = ctx.line(r.line);
        const Span valueSpan = ctx.span(line, line.value.empty() ? line.content : line.value);
        const std::string value = backticked(r.value);
        switch (r.kind) {
        case LineKind::CrawlDelay:
            if (!r.valid) {
                ctx.report(CheckId::CrawlDelayInvalid, valueSpan, usersOf(LineKind::CrawlDelay),
                           msg("diag.R602", "Crawl-delay %1 is not a number of seconds: ignored by %2",
                               {value, dialectList(usersOf(LineKind::CrawlDelay))}));
            } else if (integerOnly && r.value.find_first_not_of("0123456789") != std::string_view::npos) {
                ctx.report(CheckId::CrawlDelayFraction, valueSpan, integerOnly,
                           msg("diag.R603",
                               "Crawl-delay %1 is not a whole number: ignored by %2, which read digits only",
                               {value, dialectList(integerOnly)}));
            }
            break;
        case LineKind::RequestRate:
            if (!r.valid)
                ctx.report(CheckId::RequestRateInvalid, valueSpan, usersOf(LineKind::RequestRate),
                           msg("diag.R604", "Request-rate %1 is not `requests/seconds`: ignored by %2",
                               {value, dialectList(usersOf(LineKind::RequestRate))}));
            break;
        case LineKind::CleanParam:
            if (!r.valid)
                ctx.report(CheckId::CleanParamInvalid, valueSpan, usersOf(LineKind::CleanParam),
                           msg("diag.R605", "Clean-param %1 is not `param[&param…] [path]`: ignored by %2",
                               {value, dialectList(usersOf(LineKind::CleanParam))}));
            break;
        case LineKind::Host: {
            if (!r.valid) {
                ctx.report(CheckId::HostInvalid, valueSpan, dialectBit(DialectId::Yandex),
                           msg("diag.R606", "Host %1 is not a host name (with an optional port or https://)", {value}));
            } else if (Diagnostic *d =
                           ctx.report(CheckId::HostDeprecated, ctx.span(line), dialectBit(DialectId::Yandex),
                                      msg("diag.R607", "Host is deprecated: Yandex stopped reading it in "
                                                       "2018 (use a 301 redirect to the main mirror)"))) {
                const TextEdit del =
                    line.ending == LineEnding::None && line.number > 1
                        ? TextEdit{ByteRange{ctx.line(line.number - 1).content.end(),
                                             line.content.end() - ctx.line(line.number - 1).content.end()},
                                   ""}
                        : TextEdit{line.withTerminator(), ""};
                d->fixes.push_back(fix(msg("fix.delete-line", "Delete line %1", {decimal(line.number)}), {del}, false));
            }
            break;
        }
        default:
            break;
        }
        if ((r.kind == LineKind::CrawlDelay || r.kind == LineKind::RequestRate) && r.group < 0) {
            ctx.report(CheckId::RecordOutsideGroup, ctx.span(line, line.key), usersOf(r.kind),
                       msg("diag.R608", "%1 before any User-agent line belongs to no group: ignored by %2",
                           {backticked(ctx.text(line.key)), dialectList(usersOf(r.kind))}));
        }
    }
}

// RSL 1.0 (rslstandard.org): `License: <absolute URL>`, file-wide, the URL of a license file or
// feed. No parse keeps the line (no dialect modelled here acts on it), so its value is read from
// the line itself, as the lexer trimmed it.
void checkLicenses(Context &ctx)
{
    if (!ctx.wants(CheckId::LicenseNotAbsolute))
        return;
    const auto lines = ctx.lines();
    for (std::size_t i = 0; i < ctx.parsedLineCount(); ++i) {
        const Line &line = lines[i];
        if (line.kind != LineKind::OtherKnownKey || !detail::equalsIgnoreCaseAscii(ctx.text(line.key), "license"))
            continue;
        const std::string_view url = ctx.text(line.value);
        if (detail::validHttpUrl(url))
            continue;
        Message m = url.empty() ? msg("diag.R614.empty", "Empty License: RSL readers find no license here")
                    : url.starts_with('/')
                        ? msg("diag.R614.relative",
                              "License %1 is a relative URL: RSL 1.0 asks for an absolute URL "
                              "(https://host/…) of the license file or feed, so RSL readers find no license",
                              {backticked(url)})
                        : msg("diag.R614",
                              "License %1 is not an absolute http(s) URL: RSL readers find no license file or feed "
                              "there",
                              {backticked(url)});
        ctx.report(CheckId::LicenseNotAbsolute, ctx.span(line, line.value.empty() ? line.content : line.value),
                   kAllDialects, std::move(m));
    }
}

} // namespace

void runValueChecks(Context &ctx)
{
    checkSitemaps(ctx);
    checkOtherRecords(ctx);
    checkLicenses(ctx);
}

} // namespace robots::diag
