// SPDX-License-Identifier: MIT
#include "robots/studio/directives.h"

#include "textutil.h"

#include <array>

namespace robots {

namespace {

constexpr std::array kDocumented{LineKind::UserAgent,  LineKind::Allow, LineKind::Disallow,   LineKind::Sitemap,
                                 LineKind::CrawlDelay, LineKind::Host,  LineKind::CleanParam, LineKind::RequestRate};

} // namespace

std::span<const LineKind> documentedDirectives()
{
    return kDocumented;
}

// Meanings: RFC 9309 for the standard directives, the crawlers' own documentation for the
// extensions (SEMANTICS.md lists which dialect reads which key).
std::optional<DirectiveText> directiveText(LineKind kind)
{
    switch (kind) {
    case LineKind::UserAgent:
        return DirectiveText{{"directive.user-agent.meaning",
                              "Starts a group and names the crawler it is for, by its product token (for "
                              "example Googlebot); * stands for every crawler that no other group names. "
                              "Consecutive User-agent lines share the rules that follow them."},
                             {"directive.user-agent.reference", "RFC 9309 §2.1, §2.2.1"}};
    case LineKind::Allow:
        return DirectiveText{{"directive.allow.meaning",
                              "Lets the crawlers of the group fetch the URLs whose path starts with the value. "
                              "Under RFC 9309 the longest matching rule wins and Allow wins a tie; * matches any "
                              "characters and a final $ anchors the end of the path."},
                             {"directive.allow.reference", "RFC 9309 §2.2.2, §2.2.3"}};
    case LineKind::Disallow:
        return DirectiveText{{"directive.disallow.meaning",
                              "Forbids the crawlers of the group to fetch the URLs whose path starts with the "
                              "value. An empty value forbids nothing; Disallow: / closes the whole site. * "
                              "matches any characters and a final $ anchors the end of the path."},
                             {"directive.disallow.reference", "RFC 9309 §2.2.2, §2.2.3"}};
    case LineKind::Sitemap:
        return DirectiveText{{"directive.sitemap.meaning",
                              "The absolute URL of an XML sitemap. It belongs to no group: it applies wherever "
                              "it is written, whatever User-agent lines surround it."},
                             {"directive.sitemap.reference", "RFC 9309 §2.2.4; sitemaps.org"}};
    case LineKind::CrawlDelay:
        return DirectiveText{{"directive.crawl-delay.meaning",
                              "Seconds a crawler should wait between two requests. An extension: some crawlers "
                              "honour it, Google ignores it (its crawl rate is set in Search Console)."},
                             {"directive.crawl-delay.reference",
                              "Not in RFC 9309 (§2.2.4 allows other records); Bing and Yandex documentation"}};
    case LineKind::Host:
        return DirectiveText{{"directive.host.meaning",
                              "Yandex's preferred mirror of the site (deprecated: Yandex now follows 301 "
                              "redirects). Other crawlers ignore it."},
                             {"directive.yandex.reference", "Not in RFC 9309; Yandex Webmaster help"}};
    case LineKind::CleanParam:
        return DirectiveText{{"directive.clean-param.meaning",
                              "Yandex: URL parameters (session ids, tracking tags) that do not change the page, "
                              "optionally for a path prefix, so that the URLs that differ only in them are "
                              "crawled once."},
                             {"directive.yandex.reference", "Not in RFC 9309; Yandex Webmaster help"}};
    case LineKind::RequestRate:
        return DirectiveText{{"directive.request-rate.meaning",
                              "Requests per period, for example 1/10 (one request every ten seconds). From the "
                              "1996 extended-standard draft; Python's robotparser reads it."},
                             {"directive.request-rate.reference",
                              "Not in RFC 9309; 1996 extended-standard draft; CPython urllib.robotparser"}};
    case LineKind::OtherKnownKey:
        return DirectiveText{{"directive.other-known-key.meaning",
                              "A key some crawler or proposal has used, but that none of the dialects here acts "
                              "on. Noindex, Nofollow and Noarchive were never standard and Google stopped "
                              "honouring them in 2019: use a robots meta tag or an X-Robots-Tag header instead."},
                             {"directive.other-known-key.reference", "Not in RFC 9309 (§2.2.4: other records)"}};
    default:
        return std::nullopt;
    }
}

// The AI usage preferences are known keys no crawler library modelled here acts on, but they are
// not the retired Noindex family: each has its own proposal, and both are proposals, not standards.
DirectiveText preferenceDirectiveText(PreferenceSyntax syntax)
{
    switch (syntax) {
    case PreferenceSyntax::ContentUsage:
        break;
    case PreferenceSyntax::ContentSignal:
        return {{"directive.content-signal.meaning",
                 "What fetched content may be used for: search, ai-input (answers of AI assistants), ai-train, "
                 "each yes or no; a missing key means no preference. It has no formal grammar: Cloudflare writes "
                 "it inside the User-agent: * group, other parsers read it for the whole file (both readings "
                 "are shown in View → AI Policy). A vendor policy, not a standard."},
                {"directive.content-signal.reference", "Cloudflare's Content Signals Policy (2025), not in RFC 9309"}};
    }
    return {{"directive.content-usage.meaning",
             "AI usage preferences for this group's crawlers: an optional path, then a dictionary such as "
             "train-ai=n, search=y (y or n per label). The longest matching path decides, as for Allow and "
             "Disallow, and only for URLs the crawler may fetch. A working-group draft, not a standard: none "
             "of the crawler libraries modelled here acts on it; the aipref reading (View → AI Policy, "
             "robotstxt ai) applies it."},
            {"directive.content-usage.reference",
             "draft-ietf-aipref-attach-05 §3, vocabulary draft-ietf-aipref-vocab-07 "
             "(drafts, not in RFC 9309)"}};
}

std::optional<OtherKeyDirective> otherKeyDirective(std::string_view key)
{
    // RSL 1.0 (rslstandard.org): a file-wide `License: <absolute URL>`.
    if (detail::equalsIgnoreCaseAscii(key, "license"))
        return OtherKeyDirective{
            "License",
            {{"directive.license.meaning",
              "RSL 1.0 (Really Simple Licensing): the absolute URL of the site's license file or feed, which "
              "says on what terms its content may be used, for example by AI systems. It belongs to no group: "
              "it applies to the whole file wherever it is written. Clients that read RSL fetch that URL "
              "(Lighthouse accepts the line); the robots.txt readers modelled here ignore it, so it never "
              "changes what a crawler may fetch."},
             {"directive.license.reference", "RSL 1.0 (rslstandard.org), not in RFC 9309"}}};
    // The llms.txt proposal (llmstxt.org) is a separate file; such lines are written after it.
    const bool llms = detail::equalsIgnoreCaseAscii(key, "llms");
    if (llms || detail::equalsIgnoreCaseAscii(key, "llms-full"))
        return OtherKeyDirective{
            llms ? "LLMs" : "LLMs-full",
            {{"directive.llms.meaning",
              "Written after the llms.txt proposal, which is a separate file (/llms.txt, /llms-full.txt): a "
              "Markdown summary of a site for language models. No robots.txt reader uses such a line; to offer "
              "the summary, publish /llms.txt itself."},
             {"directive.llms.reference", "llms.txt proposal (llmstxt.org); not in RFC 9309"}}};
    return std::nullopt;
}

} // namespace robots
