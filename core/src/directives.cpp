// SPDX-License-Identifier: MIT
#include "robots/studio/directives.h"

#include "textutil.h"

#include <array>
#include <span>

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
                 "each yes or no, and since 2026 use, how far AI systems may use it (immediate, reference or "
                 "full); a missing key means no preference. It has no formal grammar: Cloudflare writes it "
                 "inside the User-agent: * group, other parsers read it for the whole file (both readings are "
                 "shown in View → AI Policy). A vendor policy, not a standard."},
                {"directive.content-signal.reference",
                 "Cloudflare's Content Signals Policy (2025; use: 2026), not in RFC 9309"}};
    }
    return {{"directive.content-usage.meaning",
             "AI usage preferences for this group's crawlers: an optional path, then a dictionary such as "
             "train-ai=n, ai-use=n, search=y (y or n per label). The longest matching path decides, as for Allow and "
             "Disallow, and only for URLs the crawler may fetch. A working-group draft, not a standard: none "
             "of the crawler libraries modelled here acts on it; the aipref reading (View → AI Policy, "
             "robotstxt ai) applies it."},
            {"directive.content-usage.reference",
             "draft-ietf-aipref-attach-05 §3, vocabulary draft-ietf-aipref-vocab-08 "
             "(drafts, not in RFC 9309)"}};
}

namespace {

// The labels of draft-ietf-aipref-vocab-08 (§4, Table 1) and the yes/no keys of Content-Signal
// (Cloudflare's Content Signals Policy), each with its meaning and source.
struct MemberEntry
{
    std::string_view name;
    DirectiveText text;
};
constexpr std::array kUsageMembers{
    MemberEntry{"train-ai",
                {{"directive.content-usage.train-ai.meaning",
                  "AI Training: \"Using an asset to modify the learned parameters of a generative AI model\"; "
                  "training models used only for non-generative tasks is not included. y allows it, n "
                  "disallows it, anything else is no preference."},
                 {"directive.content-usage.train-ai.reference", "draft-ietf-aipref-vocab-08 §4.1 (a draft)"}}},
    MemberEntry{"ai-use",
                {{"directive.content-usage.ai-use.meaning",
                  "AI Use (new in draft-ietf-aipref-vocab-08): \"Using an asset as input to a generative AI "
                  "model, where the asset is not directly provided by the user\" (answers that fetch or retrieve "
                  "pages), training excluded. y allows it, n disallows it, anything else is no preference."},
                 {"directive.content-usage.ai-use.reference", "draft-ietf-aipref-vocab-08 §4.2 (a draft)"}}},
    MemberEntry{"search",
                {{"directive.content-usage.search.meaning",
                  "Search: using an asset in an application whose primary purpose is to select assets and direct "
                  "users to them, with a link to each and excerpts only to judge relevance (no summaries). It "
                  "\"overrides any usage that falls into other categories, including AI Training\" and AI Use. "
                  "y allows it, n disallows it."},
                 {"directive.content-usage.search.reference", "draft-ietf-aipref-vocab-08 §4.3 (a draft)"}}},
};
constexpr Text kSignalReference{"directive.content-signal.reference",
                                "Cloudflare's Content Signals Policy (2025; use: 2026), not in RFC 9309"};
constexpr std::array kSignalMembers{
    MemberEntry{"search",
                {{"directive.content-signal.search.meaning",
                  "Building a search index and providing search results (links and short excerpts); not "
                  "AI-generated search summaries. yes or no."},
                 kSignalReference}},
    MemberEntry{"ai-input",
                {{"directive.content-signal.ai-input.meaning",
                  "Inputting content into AI models at answer time (retrieval-augmented generation, grounding, "
                  "generative AI search answers). yes or no."},
                 kSignalReference}},
    MemberEntry{"ai-train",
                {{"directive.content-signal.ai-train.meaning", "Training or fine-tuning AI models. yes or no."},
                 kSignalReference}},
};

} // namespace

std::optional<PreferenceMemberText> preferenceMemberText(PreferenceSyntax syntax, std::string_view member,
                                                         std::string_view value)
{
    // "These tokens are case sensitive" (draft-ietf-aipref-vocab-08 §6.1); Content-Signal keys are
    // compared as keys are.
    const bool usage = syntax == PreferenceSyntax::ContentUsage;
    for (const MemberEntry &m : usage ? std::span<const MemberEntry>(kUsageMembers) : kSignalMembers) {
        if (usage ? member == m.name : detail::equalsIgnoreCaseAscii(member, m.name))
            return PreferenceMemberText{m.name, m.text, {}};
    }
    if (usage || !detail::equalsIgnoreCaseAscii(member, "use"))
        return std::nullopt;
    // Cloudflare's managed robots.txt: "use: how AI systems may consume the content (immediate,
    // reference, or full)"; its changelog of 31 August 2026: "the maximum level at which their
    // content may be used", the levels "from least to most permissive".
    Text valueMeaning;
    if (value == "immediate")
        valueMeaning = {"directive.content-signal.use.value.immediate",
                        "immediate, the least permissive: content may serve the task at hand, then is neither "
                        "stored nor reused."};
    else if (value == "reference")
        valueMeaning = {"directive.content-signal.use.value.reference",
                        "reference: content may be indexed and quoted in excerpts that link back to it, not "
                        "reproduced in full (what Cloudflare's managed robots.txt writes)."};
    else if (value == "full")
        valueMeaning = {"directive.content-signal.use.value.full",
                        "full, the most permissive: content may be summarised or reproduced in full."};
    return PreferenceMemberText{
        "use",
        {{"directive.content-signal.use.meaning",
          "How far AI systems may use the content: the most permissive level allowed, one of immediate, "
          "reference, full (least to most permissive, lower case). Cloudflare's /crawl endpoint refuses a crawl "
          "that declares a more permissive level than the file's."},
         {"directive.content-signal.use.reference",
          "Cloudflare's Content Signals Policy, use (managed robots.txt since August 2026; changelog "
          "2026-08-31), not in RFC 9309"}},
        valueMeaning};
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
