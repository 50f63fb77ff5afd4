// SPDX-License-Identifier: MIT
#include "robots/dialect.h"
#include "robots/studio/dialectrules.h"

#include "robots/lines.h"

#include <algorithm>
#include <array>
#include <utility>

namespace robots {
namespace {

constexpr KeyMask UA = keyBit(LineKind::UserAgent);
constexpr KeyMask AL = keyBit(LineKind::Allow);
constexpr KeyMask DI = keyBit(LineKind::Disallow);
constexpr KeyMask SM = keyBit(LineKind::Sitemap);
constexpr KeyMask CD = keyBit(LineKind::CrawlDelay);
constexpr KeyMask HO = keyBit(LineKind::Host);
constexpr KeyMask CP = keyBit(LineKind::CleanParam);
constexpr KeyMask RR = keyBit(LineKind::RequestRate);
constexpr KeyMask OK = keyBit(LineKind::OtherKnownKey);

// The distinctive choices each dialect shows in the GUI. Ids are stable (translations key on them).
constexpr std::array rfc9309Choices{
    Text{"dialect.rfc9309.choice.longest-match", "Longest matching pattern wins; on a tie Allow wins (§2.2.2)"},
    Text{"dialect.rfc9309.choice.merge-groups",
         "All groups naming the agent are merged; `*` only when none does (§2.2.1)"},
    Text{"dialect.rfc9309.choice.blank-lines", "Blank lines do not end groups; a User-agent after a rule does (§2.1)"},
    Text{"dialect.rfc9309.choice.wildcards", "`*` and a final `$` are special (§2.2.3)"},
    Text{"dialect.rfc9309.choice.encoding", "Both sides percent-normalised before comparing (§2.2.2)"},
    Text{"dialect.rfc9309.choice.limit", "500 KiB parsed; /robots.txt always allowed"},
    Text{"dialect.rfc9309.choice.silent",
         "Where the RFC is silent, as its reference library: `Googlebot/2.1` in the file means `Googlebot`, the "
         "crawler's name is compared as given"},
};
constexpr std::array googleChoices{
    Text{"dialect.google.choice.typos", "Accepts key typos (`Dissallow`, `useragent`) and keys by prefix"},
    Text{"dialect.google.choice.missing-colon", "Accepts `Disallow /x` without a colon"},
    Text{"dialect.google.choice.agent-token", "`Googlebot/2.1` in the file means `Googlebot`"},
    Text{"dialect.google.choice.agent-run",
         "Non-rule lines between User-agent lines keep them in one group (issue #51)"},
    Text{"dialect.google.choice.index-html", "`Allow: /d/index.html` also allows `/d/`"},
    Text{"dialect.google.choice.encoding", "Only the pattern is percent-normalised, not the URL"},
    Text{"dialect.google.choice.line-limit", "Lines cut at 16,664 bytes; Crawl-delay ignored"},
};
constexpr std::array bingChoices{
    Text{"dialect.bing.choice.longest-match", "Most specific (longest) rule wins"},
    Text{"dialect.bing.choice.crawl-delay", "Crawl-delay honoured, even from `*` when a group names bingbot"},
    Text{"dialect.bing.choice.group",
         "A Crawl-delay line belongs to its group: a User-agent after it starts a new group"},
};
constexpr std::array yandexChoices{
    Text{"dialect.yandex.choice.family", "`User-agent: Yandex` applies to every Yandex robot"},
    Text{"dialect.yandex.choice.sorted", "Allow/Disallow sorted by length; the last one that applies wins"},
    Text{"dialect.yandex.choice.records", "Clean-param, Host and Crawl-delay understood"},
    Text{"dialect.yandex.choice.size", "A robots.txt over 500 KB allows everything"},
};
constexpr std::array noRobots1994Choices{
    Text{"dialect.norobots1994.choice.records", "Records are separated by blank lines"},
    Text{"dialect.norobots1994.choice.fields", "Only User-agent and Disallow; no Allow, no wildcards"},
    Text{"dialect.norobots1994.choice.substring",
         "Agent: case-insensitive substring of the robot's name without version"},
    Text{"dialect.norobots1994.choice.any-disallow", "Any matching Disallow prefix disallows"},
};
constexpr std::array wwwRobotRulesChoices{
    Text{"dialect.www-robotrules.choice.first-record", "The first record naming the robot wins; reading stops there"},
    Text{"dialect.www-robotrules.choice.malformed",
         "A User-agent after a Disallow starts a new record (ancient castle)"},
    Text{"dialect.www-robotrules.choice.disallow-only", "Allow is ignored; rules before any User-agent count as `*`"},
    Text{"dialect.www-robotrules.choice.first-match",
         "Disallow prefixes in file order; an empty Disallow allows everything"},
    Text{"dialect.www-robotrules.choice.absolute", "Absolute-URL rules resolved against the robots.txt URL"},
};
// RobotFileParser.read() of every Python before 3.15: a 401 or 403 sets disallow_all, another 4xx
// allow_all. A 5xx (an HTTPError it does not handle) or a network error (URLError, raised to the
// caller) changes nothing: a parser that read the file before keeps answering with those rules
// (Unavailable: the studio keeps its last good copy); one that never read it answers False for
// every URL, the state a status it does not handle also leaves (DisallowAll). urllib follows 10
// redirects.
constexpr FetchPolicy kPythonFetch{.maxRedirects = 10,
                                   .tooManyRedirects = FetchOutcome::DisallowAll,
                                   .status401or403 = FetchOutcome::DisallowAll,
                                   .status5xx = FetchOutcome::Unavailable,
                                   .networkError = FetchOutcome::Unavailable,
                                   .otherStatus = FetchOutcome::DisallowAll,
                                   .maxBodyBytes = 0};
// Python 3.15's read(): a 5xx sets disallow_all ("RFC 9309, Section 2.3.1.4: the crawler MUST
// assume complete disallow"; gh-79638, PR gh-138555, reverted by accident and restored by PR
// gh-152525 on 28 June 2026). A network error is still raised to the caller.
constexpr FetchPolicy kPython315Fetch = [] {
    FetchPolicy f = kPythonFetch;
    f.status5xx = FetchOutcome::DisallowAll;
    return f;
}();

// Python's urllib.robotparser after its RFC 9309 rewrite (gh-138907), as every version with it reads
// a file: python-urllib-rfc9309 and python-urllib-3.15 share it. parse(): values are no longer
// unquoted and empty lines are skipped (rfc9309's choices); a User-agent in state 2 (after Allow,
// Disallow, Crawl-delay or Request-rate) starts a new entry; lines in state 0 are ignored.
// clang-format off
constexpr DialectRules kPythonRfc9309Rules{.lineBreaks = LineBreaks::PythonSplitlines, .bom = BomHandling::PartOfFirstLine,
        .whitespace = Whitespace::PythonUnicode, .maxBytes = 0, .maxLineBytes = 0, .nulEndsLine = false,
        .recognisedKeys = UA | AL | DI | SM | CD | RR, .effectiveKeys = UA | AL | DI | SM | CD | RR,
        .agentRunBreakers = AL | DI | CD | RR, .callerAgent = CallerAgent::BeforeSlash,
        .fileAgent = FileAgent::Trimmed, .agentMatch = AgentMatch::ExactNameThenSubstring, .unicodeLowercase = true,
        .starWithTrailingText = false, .groupSelection = GroupSelection::MergedPerValue,
        .precedence = Precedence::LongestMatchInUrl, .emptyValue = EmptyValue::AllowsEverything,
        .percentEncoding = PercentEncoding::PythonRfc9309Rewrite, .urlPath = UrlPath::PythonUrlsplit,
        .delaySyntax = DelaySyntax::DigitsOnly};
// clang-format on

constexpr std::array pythonUrllibChoices{
    Text{"dialect.python-urllib.choice.first-match", "First matching rule in file order; no wildcards"},
    Text{"dialect.python-urllib.choice.first-entry",
         "First entry naming the agent (substring); only the first `*` entry"},
    Text{"dialect.python-urllib.choice.blank", "A blank line forgets User-agent lines not yet followed by rules"},
    Text{"dialect.python-urllib.choice.quote", "Both sides normalised with quote(unquote())"},
    Text{"dialect.python-urllib.choice.splitlines", "Lines also break at VT, FF and Unicode separators"},
};
constexpr std::array pythonUrllibRfc9309Choices{
    Text{"dialect.python-urllib-rfc9309.choice.longest-match",
         "Longest match wins, Allow wins ties; a wildcard rule counts how much of the URL it matched"},
    Text{"dialect.python-urllib-rfc9309.choice.lookup",
         "The whole agent name first (any case), then the first value inside the name before `/`, then `*`"},
    Text{"dialect.python-urllib-rfc9309.choice.merge",
         "Entries naming one agent are merged and keep only the names they share exactly: `FooBot` then "
         "`foobot` hides both from the substring search"},
    Text{"dialect.python-urllib-rfc9309.choice.records",
         "Blank lines ignored; Crawl-delay and Request-rate end a run of User-agent lines"},
    Text{"dialect.python-urllib-rfc9309.choice.patterns", "`*` and a final `$`; a `$` inside a pattern drops the rule"},
    Text{"dialect.python-urllib-rfc9309.choice.encoding",
         "Both sides quote(unquote()), the query between = and &; the fragment is compared too"},
};
constexpr std::array pythonUrllib315Choices{
    Text{"dialect.python-urllib-3.15.choice.rewrite",
         "Reads a file as the RFC 9309 rewrite does (python-urllib-rfc9309): the same verdicts"},
    Text{"dialect.python-urllib-3.15.choice.5xx",
         "A 5xx robots.txt disallows everything (gh-79638); 3.13.14+ and 3.14.5+ keep the rules they had read"},
    Text{"dialect.python-urllib-3.15.choice.fetch",
         "Up to 10 redirects; a 401 or 403 disallows everything; a network error is raised to the caller"},
};
constexpr std::array aiprefChoices{
    Text{"dialect.aipref.choice.base", "Reads robots.txt as RFC 9309 does: the same groups, rules and verdicts"},
    Text{"dialect.aipref.choice.content-usage",
         "Content-Usage lines give usage preferences (draft-ietf-aipref-attach-05, a working-group draft): the "
         "longest matching path decides, `n` wins a tie"},
    Text{"dialect.aipref.choice.vocab-08",
         "Preferences use the labels train-ai, ai-use and search with the values y and n (draft-ietf-aipref-vocab-08)"},
    Text{"dialect.aipref.choice.content-signal",
         "Content-Signal (Cloudflare, no formal grammar) read both inside its group and for the whole file"},
};
constexpr std::array rubyChoices{
    Text{"dialect.ruby-robotstxt.choice.glob-agent",
         "Agent: case-insensitive substring, `*` globs; `*` matches everyone"},
    Text{"dialect.ruby-robotstxt.choice.first-group", "First matching group in file order; first matching rule in it"},
    Text{"dialect.ruby-robotstxt.choice.wildcards", "`*` and `$` in paths"},
    Text{"dialect.ruby-robotstxt.choice.encoding", "%-encoding normalised except / ? & ="},
};

// clang-format off
// Each dialect is rfc9309 (the defaults of DialectRules and FetchPolicy) plus what sets it apart:
// a field a dialect does not name reads the file as RFC 9309 does.
constexpr std::array<DialectSpec, kDialectCount> kSpecs{{
    // RFC 9309, strictly where its text decides; where it is silent, as google/robotstxt, the
    // RFC's reference implementation (agent values, `* foo`, the line cut, NUL). dialect.h lists
    // every field where the two differ and the section that decides it.
    DialectSpec{
        .id = DialectId::Rfc9309, .name = "rfc9309",
        .title = {"dialect.rfc9309.title", "RFC 9309"},
        .description = {"dialect.rfc9309.description", "The Robots Exclusion Protocol as standardised in 2022; where it is silent, as its reference library reads"},
        .distinctiveChoices = rfc9309Choices, .reference = "RFC 9309", .rules = {}, .fetch = {},
    },
    // google/robotstxt (the library), plus Googlebot's documented fetch policy.
    DialectSpec{
        .id = DialectId::Google, .name = "google",
        .title = {"dialect.google.title", "Google"},
        .description = {"dialect.google.description", "Google's open-source robots.txt parser, the one Googlebot uses"},
        .distinctiveChoices = googleChoices, .reference = "github.com/google/robotstxt (robots.cc)",
        .rules = {.keyMatching = KeyMatching::Prefix, .acceptTypos = true, .acceptMissingColon = true,
        .recognisedKeys = UA | AL | DI | SM | CD | HO | CP | RR | OK,
        .percentEncoding = PercentEncoding::GooglePatternOnly, .urlPath = UrlPath::GooglePathParamsQuery,
        .indexHtmlAllowsDirectory = true, .robotsTxtAlwaysAllowed = false},
        // developers.google.com robots.txt spec: 5 redirects then 404; 4xx but 429 allow; 5xx/429/network stop.
        .fetch = {.status429 = FetchOutcome::DisallowAll},
    },
    // Bing.
    DialectSpec{
        .id = DialectId::Bing, .name = "bing",
        .title = {"dialect.bing.title", "Bing"},
        .description = {"dialect.bing.description", "Bing's documented behaviour: RFC 9309 with Crawl-delay"},
        .distinctiveChoices = bingChoices, .reference = "Bing Webmaster Guidelines; RFC 9309",
        .rules = {.maxLineBytes = 0, .nulEndsLine = false, .recognisedKeys = UA | AL | DI | SM | CD,
        .effectiveKeys = UA | AL | DI | SM | CD, .agentRunBreakers = AL | DI | CD,
        .callerAgent = CallerAgent::ProductToken, .fileAgent = FileAgent::Trimmed, .starWithTrailingText = false,
        .starCrawlDelayInherited = true},
        .fetch = {.status429 = FetchOutcome::DisallowAll},
    },
    // Yandex.
    DialectSpec{
        .id = DialectId::Yandex, .name = "yandex",
        .title = {"dialect.yandex.title", "Yandex"},
        .description = {"dialect.yandex.description", "Yandex's documented behaviour: length-sorted rules, Clean-param, Host"},
        .distinctiveChoices = yandexChoices, .reference = "yandex.com/support/webmaster/controlling-robot/robots-txt",
        .rules = {.maxLineBytes = 0, .nulEndsLine = false, .recognisedKeys = UA | AL | DI | SM | CD | HO | CP,
        .effectiveKeys = UA | AL | DI | SM | CD | HO | CP, .agentRunBreakers = AL | DI | CD,
        .callerAgent = CallerAgent::ProductToken, .fileAgent = FileAgent::Trimmed,
        .agentMatch = AgentMatch::YandexFamily, .starWithTrailingText = false,
        .precedence = Precedence::LengthSortedLastWins},
        .fetch = {.status429 = FetchOutcome::DisallowAll, .bodyTooLarge = FetchOutcome::AllowAll},
    },
    // "A Standard for Robot Exclusion" (1994), seed 002; fetch as O'Reilly's Appendix C (seed 003).
    DialectSpec{
        .id = DialectId::NoRobots1994, .name = "norobots1994",
        .title = {"dialect.norobots1994.title", "1994 standard"},
        .description = {"dialect.norobots1994.description", "The original 1994 robots exclusion standard: records, User-agent and Disallow"},
        .distinctiveChoices = noRobots1994Choices, .reference = "the 1994 standard (A Standard for Robot Exclusion); the O'Reilly appendix",
        .rules = {.bom = BomHandling::PartOfFirstLine, .maxBytes = 0, .maxLineBytes = 0, .nulEndsLine = false,
        .recognisedKeys = UA | DI, .effectiveKeys = UA | DI, .blankLines = BlankLines::EndRecord,
        .agentRunBreakers = DI, .callerAgent = CallerAgent::FirstWordNoVersion, .fileAgent = FileAgent::Trimmed,
        .agentMatch = AgentMatch::FileValueInName, .starWithTrailingText = false,
        .precedence = Precedence::AnyDisallow, .tieBreak = TieBreak::DisallowWins, .wildcards = false,
        .endAnchor = false, .percentEncoding = PercentEncoding::None, .robotsTxtAlwaysAllowed = false},
        // seed 003: 3xx followed, 401/403 avoid the site, 404 everything allowed.
        .fetch = {.tooManyRedirects = FetchOutcome::Unavailable, .status401or403 = FetchOutcome::DisallowAll,
                  .status429 = FetchOutcome::Unavailable, .status5xx = FetchOutcome::Unavailable,
                  .networkError = FetchOutcome::Unavailable, .maxBodyBytes = 0},
    },
    // Perl WWW::RobotRules 6.02 (seeds 000/001); fetch as LWP::RobotUA does it.
    DialectSpec{
        .id = DialectId::WwwRobotRules, .name = "www-robotrules",
        .title = {"dialect.www-robotrules.title", "Perl WWW::RobotRules"},
        .description = {"dialect.www-robotrules.description", "Perl's WWW::RobotRules 6.02 (libwww-perl), quirks included"},
        .distinctiveChoices = wwwRobotRulesChoices, .reference = "the WWW::RobotRules manual; WWW::RobotRules 6.02",
        .rules = {.bom = BomHandling::PartOfFirstLine, .maxBytes = 0, .maxLineBytes = 0, .nulEndsLine = false,
        .recognisedKeys = UA | DI, .effectiveKeys = UA | DI, .blankLines = BlankLines::EndRecord,
        .agentRunBreakers = DI, .rulesBeforeAgent = RulesBeforeAgent::ApplyToAll, .stopAfterOwnRecord = true,
        .callerAgent = CallerAgent::FirstWordNoVersion, .fileAgent = FileAgent::Trimmed,
        .agentMatch = AgentMatch::FileValueInName, .starWithTrailingText = false,
        .groupSelection = GroupSelection::FirstMatchingInFileOrder, .precedence = Precedence::FirstMatch,
        .tieBreak = TieBreak::FileOrder, .wildcards = false, .endAnchor = false,
        .emptyValue = EmptyValue::AllowsEverything, .percentEncoding = PercentEncoding::PerlUriEscape,
        .urlPath = UrlPath::PerlPathQuery, .absoluteUrlRules = AbsoluteUrlRules::ResolveSameOrigin,
        .robotsTxtAlwaysAllowed = false, .nonHttpUrlsAllowed = true, .perlNetlocKeys = true},
        // LWP::RobotUA: a 2xx text/* body is parsed; anything else parses "" (no rules).
        .fetch = {.maxRedirects = 7, .status5xx = FetchOutcome::AllowAll, .networkError = FetchOutcome::AllowAll,
                  .otherStatus = FetchOutcome::AllowAll, .requireTextContentType = true, .maxBodyBytes = 0},
    },
    // Python's urllib.robotparser before its RFC 9309 rewrite: every release up to 3.12.x, 3.13.0
    // to 3.13.13 (released 7 April 2026) and 3.14.0 to 3.14.4. The rewrite (CPython gh-138907,
    // PR gh-138908 on main, 4 May 2026) is in 3.14.5 (backport gh-149374; Misc/NEWS.d/3.14.5.rst,
    // released 10 May 2026) and 3.13.14 (backport gh-149376; Misc/NEWS.d/3.13.14.rst, released
    // 10 June 2026): "gh-138907: Support RFC 9309 in urllib.robotparser". Checked against 3.11.
    DialectSpec{
        .id = DialectId::PythonUrllib, .name = "python-urllib",
        .title = {"dialect.python-urllib.title", "Python urllib.robotparser up to 3.13.13 and 3.14.4"},
        .description = {"dialect.python-urllib.description", "urllib.robotparser before its RFC 9309 rewrite, quirks included: every Python up to 3.12, 3.13.0 to 3.13.13 and 3.14.0 to 3.14.4"},
        .distinctiveChoices = pythonUrllibChoices, .reference = "CPython 3.11 Lib/urllib/robotparser.py",
        .rules = {.lineBreaks = LineBreaks::PythonSplitlines, .bom = BomHandling::PartOfFirstLine,
        .whitespace = Whitespace::PythonUnicode, .maxBytes = 0, .maxLineBytes = 0, .nulEndsLine = false,
        .percentDecodeValues = true, .recognisedKeys = UA | AL | DI | SM | CD | RR,
        .effectiveKeys = UA | AL | DI | SM | CD | RR, .blankLines = BlankLines::EndRecord,
        .whitespaceOnlyLineIsBlank = false, .blankLineDropsAgentsWithoutRules = true,
        .agentRunBreakers = AL | DI | CD | RR, .callerAgent = CallerAgent::BeforeSlash,
        .fileAgent = FileAgent::Trimmed, .agentMatch = AgentMatch::FileValueInName, .unicodeLowercase = true,
        .starWithTrailingText = false, .starGroups = StarGroups::FallbackFirstOnly, .starMakesGroupStarOnly = true,
        .groupSelection = GroupSelection::FirstMatchingInFileOrder, .precedence = Precedence::FirstMatch,
        .tieBreak = TieBreak::FileOrder, .wildcards = false, .endAnchor = false,
        .emptyValue = EmptyValue::AllowsEverything, .percentEncoding = PercentEncoding::PythonQuoteUnquote,
        .urlPath = UrlPath::PythonUrlparse, .robotsTxtAlwaysAllowed = false, .delaySyntax = DelaySyntax::DigitsOnly},
        .fetch = kPythonFetch,
    },
    // Python's urllib.robotparser after its RFC 9309 rewrite (gh-138907): 3.13.14 and later
    // 3.13.x, 3.14.5 and later 3.14.x, and 3.15.0 (released 9 October 2026) on. 3.15 reads files
    // the same way and differs only in its fetch policy: python315Dialect().
    DialectSpec{
        .id = DialectId::PythonUrllibRfc9309, .name = "python-urllib-rfc9309",
        .title = {"dialect.python-urllib-rfc9309.title", "Python urllib.robotparser 3.13.14+, 3.14.5+"},
        .description = {"dialect.python-urllib-rfc9309.description", "urllib.robotparser after its RFC 9309 rewrite, quirks included: Python 3.13.14 and later 3.13, 3.14.5 and later 3.14 (3.15 reads files the same way, but a 5xx disallows everything: python-urllib-3.15)"},
        .distinctiveChoices = pythonUrllibRfc9309Choices, .reference = "CPython Lib/urllib/robotparser.py after gh-138907 (3.13.14, 3.14.5, 3.15.0)",
        .rules = kPythonRfc9309Rules,
        // The backports kept read() as it was.
        .fetch = kPythonFetch,
    },
    // The Ruby robotstxt gem, seed 004.
    DialectSpec{
        .id = DialectId::RubyRobotstxt, .name = "ruby-robotstxt",
        .title = {"dialect.ruby-robotstxt.title", "Ruby robotstxt gem"},
        .description = {"dialect.ruby-robotstxt.description", "The Ruby robotstxt gem: globbing agents and paths, first match wins"},
        .distinctiveChoices = rubyChoices, .reference = "the Ruby gem's README (robotstxt)",
        .rules = {.bom = BomHandling::PartOfFirstLine, .maxBytes = 0, .maxLineBytes = 0, .nulEndsLine = false,
        .fileAgent = FileAgent::Trimmed, .agentMatch = AgentMatch::GlobInName, .starWithTrailingText = false,
        .starGroups = StarGroups::OrdinaryGlob, .groupSelection = GroupSelection::FirstMatchingInFileOrder,
        .precedence = Precedence::FirstMatch, .tieBreak = TieBreak::FileOrder, .endAnchorBeforeQuery = true,
        .emptyValue = EmptyValue::AllowsEverything, .percentEncoding = PercentEncoding::RubyNormalise,
        .robotsTxtAlwaysAllowed = false},
        // seed 004: 401/403 disallow; redirects followed up to 5; 2xx parsed; anything else allows.
        .fetch = {.status401or403 = FetchOutcome::DisallowAll, .status5xx = FetchOutcome::AllowAll,
                  .networkError = FetchOutcome::AllowAll, .otherStatus = FetchOutcome::AllowAll, .maxBodyBytes = 0},
    },
    // The rewrite as Python 3.15 fetches it (python315Dialect(), dialect.h). Its own title: the
    // fetch messages name the reading ("under … every URL is disallowed"), and 3.15 alone
    // disallows everything on a 5xx.
    DialectSpec{
        .id = DialectId::PythonUrllib315, .name = "python-urllib-3.15",
        .title = {"dialect.python-urllib-3.15.title", "Python urllib.robotparser 3.15"},
        .description = {"dialect.python-urllib-3.15.description", "urllib.robotparser as Python 3.15 runs it: the RFC 9309 rewrite, and a 5xx robots.txt disallows everything (3.13.14+ and 3.14.5+ keep the rules they had read)"},
        .distinctiveChoices = pythonUrllib315Choices, .reference = "CPython 3.15 Lib/urllib/robotparser.py (gh-138907; gh-79638, PR gh-152525)",
        .rules = kPythonRfc9309Rules, .fetch = kPython315Fetch,
    },
    // rfc9309 plus the AI preference lines (aiprefDialect(), dialect.h): the verdicts are rfc9309's.
    DialectSpec{
        .id = DialectId::Aipref, .name = "aipref",
        .title = {"dialect.aipref.title", "RFC 9309 + AI preferences (drafts)"},
        .description = {"dialect.aipref.description", "RFC 9309 plus Content-Usage (draft-ietf-aipref-attach-05 with draft-ietf-aipref-vocab-08, working-group drafts) and Cloudflare's Content-Signal"},
        .distinctiveChoices = aiprefChoices, .reference = "RFC 9309; draft-ietf-aipref-attach-05; draft-ietf-aipref-vocab-08; Cloudflare Content Signals Policy",
        .rules = {.aiPreferences = true}, .fetch = {},
    },
}};
// clang-format on

template<std::size_t... I>
constexpr std::array<Dialect, kDialectCount> dialectsOf(std::index_sequence<I...>)
{
    return {Dialect(kSpecs[I])...};
}
constexpr std::array<Dialect, kDialectCount> kDialects = dialectsOf(std::make_index_sequence<kDialectCount>());

// dialect(id) indexes the table: each dialect sits at its id.
static_assert([] {
    for (std::size_t i = 0; i < kDialects.size(); ++i) {
        if (static_cast<std::size_t>(kDialects[i].id()) != i)
            return false;
    }
    return true;
}());

} // namespace

namespace detail {
constexpr DialectRules kRfc9309Rules{};
} // namespace detail

bool Dialect::recognises(LineKind kind) const
{
    return m_rules->recognises(kind);
}

bool Dialect::uses(LineKind kind) const
{
    return m_rules->uses(kind);
}

std::span<const Dialect> allDialects()
{
    return kDialects;
}

const Dialect *findDialect(std::string_view name)
{
    for (const Dialect &d : kDialects) {
        if (d.name() == name)
            return &d;
    }
    return nullptr;
}

const Dialect &python315Dialect()
{
    return dialect(DialectId::PythonUrllib315);
}

const Dialect &aiprefDialect()
{
    return dialect(DialectId::Aipref);
}

const Dialect &dialect(DialectId id)
{
    return kDialects[static_cast<std::size_t>(id)];
}

const Dialect &defaultDialect()
{
    return kDialects[0];
}

} // namespace robots

// ---------------------------------------------------------------------------------------------
// The full table of choices, as rows for the GUI.

namespace robots {
namespace {

constexpr Text aspect(std::string_view id, std::string_view english)
{
    return Text{id, english};
}

// clang-format off
constexpr Text kAspectLineBreaks = aspect("dialect.aspect.line-breaks", "Line breaks");
constexpr Text kAspectBom = aspect("dialect.aspect.bom", "Byte order mark");
constexpr Text kAspectLimit = aspect("dialect.aspect.byte-limit", "Bytes parsed");
constexpr Text kAspectLineLimit = aspect("dialect.aspect.line-limit", "Line length");
constexpr Text kAspectKeys = aspect("dialect.aspect.keys", "Keys");
constexpr Text kAspectTypos = aspect("dialect.aspect.typos", "Key typos");
constexpr Text kAspectColon = aspect("dialect.aspect.missing-colon", "Missing colon");
constexpr Text kAspectRecords = aspect("dialect.aspect.records", "Blank lines");
constexpr Text kAspectRunBreak = aspect("dialect.aspect.agent-run", "Lines between User-agent lines");
constexpr Text kAspectBeforeAgent = aspect("dialect.aspect.rules-before-agent", "Rules before any User-agent");
constexpr Text kAspectAgentName = aspect("dialect.aspect.agent-name", "Crawler name compared");
constexpr Text kAspectAgentMatch = aspect("dialect.aspect.agent-match", "User-agent matching");
constexpr Text kAspectStar = aspect("dialect.aspect.star", "User-agent: *");
constexpr Text kAspectGroups = aspect("dialect.aspect.groups", "Several matching groups");
constexpr Text kAspectPrecedence = aspect("dialect.aspect.precedence", "Precedence");
constexpr Text kAspectWildcards = aspect("dialect.aspect.wildcards", "* and $");
constexpr Text kAspectEmpty = aspect("dialect.aspect.empty-value", "Empty Allow/Disallow");
constexpr Text kAspectEncoding = aspect("dialect.aspect.encoding", "Percent-encoding");
constexpr Text kAspectAbsolute = aspect("dialect.aspect.absolute-url", "Absolute-URL rules");
constexpr Text kAspectIndexHtml = aspect("dialect.aspect.index-html", "index.html");
constexpr Text kAspectRobotsTxt = aspect("dialect.aspect.robots-txt", "/robots.txt itself");
constexpr Text kAspectCrawlDelay = aspect("dialect.aspect.crawl-delay", "Crawl-delay");
constexpr Text kAspectFetch4xx = aspect("dialect.aspect.fetch-4xx", "Fetch: 401/403, other 4xx");
constexpr Text kAspectFetch5xx = aspect("dialect.aspect.fetch-5xx", "Fetch: 5xx, network error");
constexpr Text kAspectRedirects = aspect("dialect.aspect.redirects", "Fetch: redirects followed");
// clang-format on

#define ROBOTS_VALUE(aspectName, valueName, english)                                                                   \
    Text                                                                                                               \
    {                                                                                                                  \
        "dialect.value." aspectName "." valueName, english                                                             \
    }

constexpr std::size_t kRowCount = 25;

std::array<ChoiceRow, kRowCount> buildRows(const DialectSpec &d)
{
    const auto yesNo = [](bool b, Text yes, Text no) { return b ? yes : no; };
    std::array<ChoiceRow, kRowCount> rows{};
    std::size_t i = 0;
    rows[i++] = {kAspectLineBreaks,
                 d.rules.lineBreaks == LineBreaks::CrLf
                     ? ROBOTS_VALUE("line-breaks", "cr-lf", "CR, LF or CRLF")
                     : ROBOTS_VALUE("line-breaks", "splitlines", "CR, LF, CRLF and VT, FF, FS, GS, RS, NEL, LS, PS"),
                 {}};
    rows[i++] = {kAspectBom,
                 yesNo(d.rules.bom == BomHandling::Skip, ROBOTS_VALUE("bom", "skip", "Skipped"),
                       ROBOTS_VALUE("bom", "text", "Part of the first key (that line is lost)")),
                 {}};
    rows[i++] = {kAspectLimit,
                 d.rules.maxBytes == 0 ? ROBOTS_VALUE("byte-limit", "none", "All")
                                       : ROBOTS_VALUE("byte-limit", "kib", "The first 500 KiB"),
                 {}};
    rows[i++] = {kAspectLineLimit,
                 d.rules.maxLineBytes == 0 ? ROBOTS_VALUE("line-limit", "none", "No limit")
                                           : ROBOTS_VALUE("line-limit", "cut", "Cut after 16,663 bytes"),
                 {}};
    rows[i++] = {kAspectKeys,
                 yesNo(d.rules.keyMatching == KeyMatching::Prefix,
                       ROBOTS_VALUE("keys", "prefix", "Case-insensitive, by prefix"),
                       ROBOTS_VALUE("keys", "exact", "Case-insensitive, exact")),
                 {}};
    rows[i++] = {kAspectTypos,
                 yesNo(d.rules.acceptTypos, ROBOTS_VALUE("typos", "accepted", "Common typos accepted"),
                       ROBOTS_VALUE("typos", "unknown", "Unknown keys")),
                 {}};
    rows[i++] = {kAspectColon,
                 yesNo(d.rules.acceptMissingColon, ROBOTS_VALUE("missing-colon", "accepted", "Accepted for two words"),
                       ROBOTS_VALUE("missing-colon", "ignored", "Line ignored")),
                 {}};
    rows[i++] = {
        kAspectRecords,
        yesNo(d.rules.blankLines == BlankLines::EndRecord,
              d.rules.blankLineDropsAgentsWithoutRules
                  ? ROBOTS_VALUE("records", "end-and-forget", "End the record; agents without rules are forgotten")
                  : ROBOTS_VALUE("records", "end", "End the record"),
              ROBOTS_VALUE("records", "ignored", "Ignored")),
        {}};
    rows[i++] = {kAspectRunBreak,
                 d.rules.breaksAgentRun(LineKind::CrawlDelay)
                     ? ROBOTS_VALUE("agent-run", "crawl-delay-ends",
                                    "Crawl-delay belongs to the group; a User-agent after it starts a new one")
                     : ROBOTS_VALUE("agent-run", "ignored", "Only a rule ends the run of User-agent lines"),
                 {}};
    rows[i++] = {kAspectBeforeAgent,
                 yesNo(d.rules.rulesBeforeAgent == RulesBeforeAgent::ApplyToAll,
                       ROBOTS_VALUE("rules-before-agent", "star", "Read as User-agent: *"),
                       ROBOTS_VALUE("rules-before-agent", "ignored", "Ignored")),
                 {}};
    static constexpr Text agentNames[] = {
        ROBOTS_VALUE("agent-name", "as-given-plain", "As given"),
        ROBOTS_VALUE("agent-name", "product-token", "Its product token (Googlebot/2.1 → Googlebot)"),
        ROBOTS_VALUE("agent-name", "first-word", "First word without version"),
        ROBOTS_VALUE("agent-name", "before-slash", "Everything before the first /"),
    };
    rows[i++] = {kAspectAgentName, agentNames[static_cast<std::size_t>(d.rules.callerAgent)], {}};
    static constexpr Text agentMatches[] = {
        ROBOTS_VALUE("agent-match", "exact", "Exact product token, any case"),
        ROBOTS_VALUE("agent-match", "substring", "The value is a substring of the name, any case"),
        ROBOTS_VALUE("agent-match", "glob", "Substring either way, * globs, any case"),
        ROBOTS_VALUE("agent-match", "yandex-family", "Exact, and Yandex names every Yandex robot"),
        ROBOTS_VALUE("agent-match", "exact-then-substring",
                     "The whole name (any case), else the first value inside the name"),
    };
    rows[i++] = {
        kAspectAgentMatch,
        d.rules.fileAgent == FileAgent::ProductTokenPrefix
            ? ROBOTS_VALUE("agent-match", "exact-cut", "Exact, the value cut at the first character outside [A-Za-z_-]")
            : agentMatches[static_cast<std::size_t>(d.rules.agentMatch)],
        {}};
    static constexpr Text stars[] = {
        ROBOTS_VALUE("star", "fallback-merged", "Used when no group names the crawler; all * groups merged"),
        ROBOTS_VALUE("star", "fallback-first", "Used when no group names the crawler; only the first * group"),
        ROBOTS_VALUE("star", "glob", "Matches every crawler, in file order like any group"),
    };
    rows[i++] = {kAspectStar, stars[static_cast<std::size_t>(d.rules.starGroups)], {}};
    static constexpr Text groupSelections[] = {
        ROBOTS_VALUE("groups", "merged", "Merged"),
        ROBOTS_VALUE("groups", "first", "Only the first in file order"),
        ROBOTS_VALUE("groups", "merged-per-value",
                     "Merged per User-agent value, keeping only the names they share exactly"),
    };
    rows[i++] = {kAspectGroups, groupSelections[static_cast<std::size_t>(d.rules.groupSelection)], {}};
    static constexpr Text precedences[] = {
        ROBOTS_VALUE("precedence", "longest-match", "Longest match wins"),
        ROBOTS_VALUE("precedence", "first-match", "First match in file order wins"),
        ROBOTS_VALUE("precedence", "length-sorted", "Sorted by length; the last that applies wins"),
        ROBOTS_VALUE("precedence", "any-disallow", "Any matching Disallow disallows"),
        ROBOTS_VALUE("precedence", "longest-in-url", "The match that reaches furthest into the URL wins"),
    };
    Text precedence = precedences[static_cast<std::size_t>(d.rules.precedence)];
    if (d.rules.tieBreak == TieBreak::AllowWins) {
        if (d.rules.precedence == Precedence::LongestMatch)
            precedence =
                ROBOTS_VALUE("precedence", "longest-match-allow-ties", "Longest match wins; on a tie Allow wins");
        else if (d.rules.precedence == Precedence::LengthSortedLastWins)
            precedence = ROBOTS_VALUE("precedence", "length-sorted-allow-ties",
                                      "Sorted by length, the last that applies wins; Allow wins ties");
        else if (d.rules.precedence == Precedence::LongestMatchInUrl)
            precedence = ROBOTS_VALUE("precedence", "longest-in-url-allow-ties",
                                      "The match that reaches furthest into the URL wins (a wildcard counts what it "
                                      "matched); on a tie Allow wins");
    }
    rows[i++] = {kAspectPrecedence, precedence, {}};
    rows[i++] = {kAspectWildcards,
                 yesNo(d.rules.wildcards, ROBOTS_VALUE("wildcards", "special", "* matches any run; a final $ anchors"),
                       ROBOTS_VALUE("wildcards", "literal", "Literal characters")),
                 {}};
    rows[i++] = {kAspectEmpty,
                 yesNo(d.rules.emptyValue == EmptyValue::AllowsEverything,
                       ROBOTS_VALUE("empty-value", "allows-all", "Allows everything (in file order)"),
                       ROBOTS_VALUE("empty-value", "nothing", "Matches nothing")),
                 {}};
    static constexpr Text encodings[] = {
        ROBOTS_VALUE("encoding", "none", "Bytes compared as written"),
        ROBOTS_VALUE("encoding", "rfc9309", "Both sides normalised (RFC 9309 §2.2.2)"),
        ROBOTS_VALUE("encoding", "google", "Pattern normalised, URL as given"),
        ROBOTS_VALUE("encoding", "python", "Both sides quote(unquote())"),
        ROBOTS_VALUE("encoding", "perl", "Both sides URI-escaped, nothing decoded"),
        ROBOTS_VALUE("encoding", "ruby", "Both sides decoded except / ? & ="),
        ROBOTS_VALUE("encoding", "python-rfc9309", "Both sides quote(unquote()), the query between = and &"),
    };
    rows[i++] = {kAspectEncoding, encodings[static_cast<std::size_t>(d.rules.percentEncoding)], {}};
    rows[i++] = {kAspectAbsolute,
                 yesNo(d.rules.absoluteUrlRules == AbsoluteUrlRules::ResolveSameOrigin,
                       ROBOTS_VALUE("absolute-url", "resolved", "Resolved; other hosts ignored"),
                       ROBOTS_VALUE("absolute-url", "literal", "Compared as a pattern (never match)")),
                 {}};
    rows[i++] = {kAspectIndexHtml,
                 yesNo(d.rules.indexHtmlAllowsDirectory,
                       ROBOTS_VALUE("index-html", "directory", "Allowing index.html allows the directory"),
                       ROBOTS_VALUE("index-html", "plain", "A file like any other")),
                 {}};
    rows[i++] = {kAspectRobotsTxt,
                 yesNo(d.rules.robotsTxtAlwaysAllowed, ROBOTS_VALUE("robots-txt", "allowed", "Always allowed"),
                       ROBOTS_VALUE("robots-txt", "rules", "Subject to the rules")),
                 {}};
    rows[i++] = {kAspectCrawlDelay,
                 yesNo(d.rules.uses(LineKind::CrawlDelay), ROBOTS_VALUE("crawl-delay", "used", "Honoured"),
                       ROBOTS_VALUE("crawl-delay", "ignored", "Ignored")),
                 {}};
    const auto outcome = [](FetchOutcome o) {
        switch (o) {
        case FetchOutcome::AllowAll:
            return ROBOTS_VALUE("fetch", "allow-all", "everything allowed");
        case FetchOutcome::DisallowAll:
            return ROBOTS_VALUE("fetch", "disallow-all", "everything disallowed");
        case FetchOutcome::Unavailable:
            return ROBOTS_VALUE("fetch", "unavailable", "no decision (cached copy or unknown)");
        case FetchOutcome::ParseBody:
            break;
        }
        return ROBOTS_VALUE("fetch", "parse", "parse the body");
    };
    rows[i++] = {kAspectFetch4xx, outcome(d.fetch.status401or403), {}};
    rows[i++] = {kAspectFetch5xx, outcome(d.fetch.status5xx), {}};
    static constexpr std::string_view redirectCounts[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"};
    rows[i++] = {kAspectRedirects, ROBOTS_VALUE("redirects", "count", "%1"),
                 redirectCounts[static_cast<std::size_t>(std::clamp(d.fetch.maxRedirects, 0, 10))]};
    return rows;
}

#undef ROBOTS_VALUE

} // namespace

std::span<const ChoiceRow> choiceRows(const Dialect &d)
{
    static const std::array<std::array<ChoiceRow, kRowCount>, kDialectCount> tables = [] {
        std::array<std::array<ChoiceRow, kRowCount>, kDialectCount> t{};
        for (std::size_t k = 0; k < kDialectCount; ++k)
            t[k] = buildRows(kSpecs[k]);
        return t;
    }();
    return tables[static_cast<std::size_t>(d.id())];
}

} // namespace robots
