// SPDX-License-Identifier: MIT
#pragma once

#include "robots/message.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace robots {

/// The keys a line can carry, as a bit set over `LineKind` values. Used by `Dialect` to say which
/// keys a dialect recognises and which ones affect its reading.
using KeyMask = std::uint32_t;

/// What a line is, as the parse dialect reads it (see `Line` in lines.h).
enum class LineKind : std::uint8_t {
    Blank,       ///< Nothing but white space (see Dialect::whitespaceOnlyLineIsBlank).
    CommentOnly, ///< Optional white space, then `#`.
    UserAgent,
    Allow,
    Disallow,
    Sitemap,
    CrawlDelay,
    Host,
    CleanParam,
    RequestRate,
    OtherKnownKey, ///< A key some crawler documents (noindex, visit-time, content-signal …) that has no effect here.
    UnknownKey,    ///< `key: value` with a key nobody documents.
    Unparseable,   ///< Text that is neither blank, a comment, nor `key: value`.
};

/// The bit of a `LineKind` in a `KeyMask`.
[[nodiscard]] constexpr KeyMask keyBit(LineKind kind)
{
    return KeyMask{1} << static_cast<unsigned>(kind);
}

/// The keys RFC 9309 defines: User-agent, Allow, Disallow (§2.2) and Sitemap (§2.2.4).
inline constexpr KeyMask kRfc9309Keys =
    keyBit(LineKind::UserAgent) | keyBit(LineKind::Allow) | keyBit(LineKind::Disallow) | keyBit(LineKind::Sitemap);
/// The rule keys, Allow and Disallow: a User-agent line after one starts a new group (§2.1).
inline constexpr KeyMask kRuleKeys = keyBit(LineKind::Allow) | keyBit(LineKind::Disallow);
/// RFC 9309 §2.5: parsing at least 500 kibibytes is required; rfc9309 parses exactly that much.
inline constexpr std::size_t kRfc9309MaxBytes = 500 * 1024;

/// Which reader a dialect follows. The order is the order of `allDialects()`.
///
/// **rfc9309 and Google's library.** Where RFC 9309 is silent, the `rfc9309` dialect reads a file
/// as google/robotstxt does (the library published as the RFC's reference implementation): a
/// User-agent value is read up to its first character outside `[A-Za-z_-]` (`MJ12bot` → `MJ`,
/// `Googlebot/2.1` → `Googlebot`, `barbarbot*` → `barbarbot`) and compared case-insensitively
/// with the crawler's name as given; `*` followed by white space is `*`; lines are cut after
/// 16,663 bytes; a NUL byte ends a line. The two differ only where the RFC's text decides, each
/// place proved by a row of `tests/core/tst_core_rfc9309.cpp` named after its section, and all of
/// them together by rfc9309DiffersFromGoogleOnlyWhereTheRfcDecides (random files):
///
/// - `keyMatching`, `acceptTypos` (§2.2, the ABNF): rfc9309 knows `user-agent`, `allow` and
///   `disallow` exactly; Google takes keys by prefix and accepts typos (`Dissallow`, `useragent`).
/// - `acceptMissingColon` (§2.2, the ABNF): `Disallow /x` is no rule; Google takes two words.
/// - `robotsTxtAlwaysAllowed` (§2.2.2): `/robots.txt` is always allowed; Google applies the rules.
/// - `percentEncoding`, `urlPath` (§2.2.2 and its table; RFC 3986 §3): rule and URL are both
///   normalised (`/foo/bar/%62%61%7A` matches `/foo/bar/baz`, a raw `ツ` matches `%E3%83%84`);
///   Google normalises only the rule.
/// - `indexHtmlAllowsDirectory` (§2.2.2): `Allow: /d/index.html` is a prefix like any other;
///   Google also allows `/d/`.
/// - `fetch.status429` (§2.3.1.3): 429 is a 4xx, so the file is unavailable and everything is
///   allowed; Google's documentation (not its library, which fetches nothing) stops crawling.
/// - `recognisedKeys` (§2.2.4): Google also recognises crawl-delay, host … without effect; no
///   verdict changes.
enum class DialectId : std::uint8_t {
    Rfc9309,         ///< RFC 9309 where it speaks; as its reference library where it is silent (the default).
    Google,          ///< google/robotstxt, the library Googlebot uses.
    Bing,            ///< Bing's documented behaviour.
    Yandex,          ///< Yandex's documented behaviour.
    NoRobots1994,    ///< "A Standard for Robot Exclusion" (1994), seed 002.
    WwwRobotRules,   ///< Perl's WWW::RobotRules 6.02, seeds 000/001.
    PythonUrllib,    ///< Python 3.11–3.12 urllib.robotparser.
    PythonUrllib315, ///< Python 3.15 urllib.robotparser (its RFC 9309 rewrite).
    RubyRobotstxt,   ///< The Ruby `robotstxt` gem, seed 004.
};

/// How many dialects `allDialects()` holds (one per DialectId).
inline constexpr std::size_t kDialectCount = 9;

/// Which bytes end a line.
enum class LineBreaks : std::uint8_t {
    CrLf,             ///< LF, CR or CRLF (RFC 9309 §2.2; Perl turns CRLF into LF then splits at CR or LF: the same).
    PythonSplitlines, ///< Also VT, FF, FS, GS, RS, U+0085, U+2028, U+2029 (Python's str.splitlines()).
};

/// What a UTF-8 byte order mark at the start of the body does.
enum class BomHandling : std::uint8_t {
    Skip,            ///< Dropped before parsing (dialect: google skips the BOM, or any prefix of it).
    PartOfFirstLine, ///< Kept as text: the first line's key then starts with U+FEFF and is not recognised.
};

/// Which characters are white space when trimming keys and values.
enum class Whitespace : std::uint8_t {
    Ascii,         ///< Space, TAB, LF, VT, FF, CR.
    PythonUnicode, ///< Python's str.strip(): also FS, GS, RS, US, U+0085, U+00A0 and the Unicode spaces.
};

/// How a key is recognised.
enum class KeyMatching : std::uint8_t {
    Exact,  ///< Case-insensitive equality with the key name.
    Prefix, ///< Case-insensitive: the written key starts with the key name (dialect: google).
};

/// What a blank line does to records.
enum class BlankLines : std::uint8_t {
    Ignored,   ///< Blank lines do not end groups (RFC 9309 §2.1).
    EndRecord, ///< A blank line ends the record (1994 standard, Perl, Python, Ruby).
};

/// Allow/Disallow lines that come before any User-agent line.
enum class RulesBeforeAgent : std::uint8_t {
    Ignored,    ///< Rules outside any group are ignored (RFC 9309 §2.2.2).
    ApplyToAll, ///< As if `User-agent: *` had been written (WWW::RobotRules: only before the first User-agent of the
                ///< file).
};

/// How the caller's crawler name becomes the string compared with the file.
enum class CallerAgent : std::uint8_t {
    AsGiven,            ///< Compared as given (dialect: google, rfc9309; a name that is not a product token
                        ///< equals no value cut by FileAgent::ProductTokenPrefix, so it gets the `*` group).
    ProductToken,       ///< The leading run of `[A-Za-z_-]` (`Googlebot/2.1 (+http…)` → `Googlebot`).
    FirstWordNoVersion, ///< The first white-space separated word, cut at its first `/` (WWW::RobotRules).
    BeforeSlash,        ///< Everything before the first `/` (Python: `useragent.split("/")[0]`).
};

/// How a file's User-agent value becomes the string compared with the caller.
enum class FileAgent : std::uint8_t {
    Trimmed,            ///< The whole value, white space trimmed.
    ProductTokenPrefix, ///< Cut at the first byte outside `[A-Za-z_-]` (dialect: google, and rfc9309 where
                        ///< RFC 9309 §2.2.1 is silent; `Googlebot/2.1` → `Googlebot`).
};

/// How the two strings are compared. Always case-insensitive.
enum class AgentMatch : std::uint8_t {
    ExactToken,      ///< Equal (RFC 9309 §2.2.1).
    FileValueInName, ///< The file's value is a substring of the caller's name (1994, Perl, Python).
    GlobInName, ///< The file's value (`*` = any run) occurs in the caller's name, or the name in the value (Ruby gem).
    YandexFamily, ///< Equal, or the file says `Yandex` and the caller's name contains "yandex".
    /// Python 3.15 (`RobotFileParser._find_entry`): the caller's whole name equal to a value
    /// (Unicode case-insensitive); else, in the order the values first appear in the file, the
    /// first value whose entry (GroupSelection::MergedPerValue) lists a name, other than `*`,
    /// that occurs in the caller's name before its first `/`; else the `*` entry.
    ExactNameThenSubstring,
};

/// How `User-agent: *` groups take part.
enum class StarGroups : std::uint8_t {
    FallbackMerged,    ///< Used only when no group names the caller; all `*` groups merged.
    FallbackFirstOnly, ///< Used only when no group names the caller; only the first `*` group counts (Python).
    OrdinaryGlob,      ///< `*` is a glob matching every name; the group competes in file order (Ruby gem).
};

/// Which of the groups that name the caller are used.
enum class GroupSelection : std::uint8_t {
    MergeAllMatching,         ///< All matching groups merged (RFC 9309 §2.2.1).
    FirstMatchingInFileOrder, ///< Only the first matching group/record in file order.
    /// Python 3.15 (`_add_entry`, `merge_entries`): every value, lower-cased, names the merge of
    /// all entries listing it; the merged entry keeps only the names its entries share exactly
    /// (case-sensitively), so `User-agent: FooBot` then `User-agent: foobot` leaves an entry with
    /// no names, which the substring search of AgentMatch::ExactNameThenSubstring never finds.
    MergedPerValue,
};

/// How the rules of the chosen groups decide.
enum class Precedence : std::uint8_t {
    LongestMatch,         ///< The matching rule with the most pattern octets wins (RFC 9309 §2.2.2).
    FirstMatch,           ///< The first matching rule in file order wins.
    LengthSortedLastWins, ///< Rules sorted by pattern length; the last that applies wins (dialect: yandex).
    AnyDisallow,          ///< Any matching Disallow disallows (1994 standard; Allow is not a field).
    /// Python 3.15 (`RuleLine.applies_to`): the rule whose match ends furthest into the URL wins.
    /// For a literal rule that is its length, as in LongestMatch; a wildcard rule counts what it
    /// matched of the URL (`Disallow: /a*` matches all of `/abcdef`, 7 bytes, and beats
    /// `Allow: /abc`). An empty rule matches with length 0.
    LongestMatchInUrl,
};

/// Two rules of equal precedence, one Allow and one Disallow.
enum class TieBreak : std::uint8_t {
    AllowWins,    ///< RFC 9309 §2.2.2 ("SHOULD use the least restrictive").
    DisallowWins, ///< The more restrictive rule wins.
    FileOrder,    ///< Irrelevant: first-match dialects never tie.
};

/// What an Allow/Disallow line with an empty value means.
enum class EmptyValue : std::uint8_t {
    MatchesNothing,   ///< No effect (RFC 9309 §2.2.3; dialect: google).
    AllowsEverything, ///< A rule that matches every path and allows (1994, Perl, Python, Ruby), in file order.
};

/// Percent-encoding normalisation before patterns and paths are compared.
enum class PercentEncoding : std::uint8_t {
    None,    ///< Bytes compared as written.
    Rfc9309, ///< Both sides: non-ASCII and unsafe octets encoded as %XX (upper case), %XX of unreserved ASCII decoded,
             ///< hex upper-cased (RFC 9309 §2.2.2).
    GooglePatternOnly,  ///< Pattern only: bytes >= 0x80 encoded, %xx hex upper-cased; the URL is left alone (dialect:
                        ///< google).
    PythonQuoteUnquote, ///< Both sides `quote(unquote(x))` with Python's urlparse/urlunparse round trip.
    PerlUriEscape, ///< Both sides escaped like Perl's URI module (characters outside URI syntax as %XX); no decoding.
    RubyNormalise, ///< Both sides: every %XX decoded except `/ ? & =` (Ruby gem).
    /// Python 3.15 (`RuleLine`, `normalize_pattern`, `normalize_uri`): both sides
    /// quote(unquote()) byte by byte (surrogateescape: any %XX decoded, then every byte but
    /// `A-Za-z0-9_.-~/` encoded), except the query's `=` and `&` and the pattern's `*` and `$`.
    /// The pattern's `**` becomes `*`, `$` followed by `$` or `*` becomes `$`, and a pattern
    /// with a `$` before its end is dropped (RuleStatus::InvalidPattern).
    PythonRfc9309Rewrite,
};

/// How the compared path is taken out of a URL.
enum class UrlPath : std::uint8_t {
    PathAndQuery,          ///< Path + `?` + query, no fragment; empty path is `/` (RFC 9309 §2.2.2).
    GooglePathParamsQuery, ///< google/robotstxt's GetPathParamsQuery (the `;params` kept, `#` cuts).
    PythonUrlparse, ///< Python: unquote, urlparse, urlunparse(path, params, query, fragment), quote; fragment kept.
    PerlPathQuery,  ///< Perl URI->path_query after URI escaping; fragment dropped.
    /// Python 3.15 `can_fetch`: `urllib.parse._urlsplit`, then path + `?query` (kept when empty)
    /// + `#fragment`, a path starting with `//` given two more slashes (`_urlunsplit`); a URL
    /// `_urlsplit` refuses (an unmatched `[`, a bracketed host that is no IPv6 address) matches
    /// no rule.
    PythonUrlsplit,
};

/// Allow/Disallow values written as absolute URLs.
enum class AbsoluteUrlRules : std::uint8_t {
    AsWritten,         ///< A pattern like any other (it will not match a path).
    ResolveSameOrigin, ///< Resolved against the robots.txt URL; ignored when scheme, host or port differ
                       ///< (WWW::RobotRules).
};

/// Syntax accepted for Crawl-delay values.
enum class DelaySyntax : std::uint8_t {
    Decimal,    ///< A non-negative decimal number, fraction allowed (`0.5`).
    DigitsOnly, ///< Digits only (Python: `str.isdigit()`).
};

/// What a crawler does after fetching /robots.txt (RFC 9309 §2.3).
enum class FetchOutcome : std::uint8_t {
    ParseBody,   ///< Parse the (possibly truncated) body.
    AllowAll,    ///< No restrictions ("unavailable" in RFC 9309 §2.3.1.3 terms).
    DisallowAll, ///< Nothing may be crawled ("unreachable", RFC 9309 §2.3.1.4).
    Unavailable, ///< This fetch decides nothing: keep a fresh cached copy if there is one, else the rules are unknown.
};

/// The fetch-outcome table of a dialect. `decideFetchOutcome()` (fetchpolicy.h) reads it. The
/// defaults are rfc9309's: RFC 9309 §2.3.1 (5 redirects or more: unavailable; 4xx unavailable,
/// so everything is allowed; 5xx and network errors unreachable, so nothing is).
struct FetchPolicy
{
    int maxRedirects = 5;                                   ///< Redirects followed; more → `tooManyRedirects`.
    FetchOutcome tooManyRedirects = FetchOutcome::AllowAll; ///< Also for a final 3xx the fetcher did not follow.
    FetchOutcome status401or403 = FetchOutcome::AllowAll;
    FetchOutcome status429 = FetchOutcome::AllowAll;
    FetchOutcome otherStatus4xx = FetchOutcome::AllowAll;
    FetchOutcome status5xx = FetchOutcome::DisallowAll;
    FetchOutcome networkError = FetchOutcome::DisallowAll;
    FetchOutcome otherStatus = FetchOutcome::Unavailable; ///< 1xx and anything outside 100–599.
    bool requireTextContentType = false;                  ///< 2xx with a non-`text/*` type → AllowAll (LWP::RobotUA).
    std::size_t maxBodyBytes = kRfc9309MaxBytes;          ///< Bytes parsed; 0 = no cap.
    FetchOutcome bodyTooLarge = FetchOutcome::ParseBody;  ///< A body over maxBodyBytes: parse the first part, or e.g.
                                                          ///< AllowAll (dialect: yandex).
};

/// A dialect: the table of choices the engine consults. Plain data; the engine has no per-dialect
/// code paths beyond reading these fields. The built-in dialects are static; pass them by
/// reference.
///
/// Every field defaults to rfc9309's choice, so a variant reads as "rfc9309 except …":
///
///     robots::Dialect strict;                            // rfc9309 …
///     strict.name = "strict";
///     strict.tieBreak = robots::TieBreak::DisallowWins;  // … except that Disallow wins ties
///
/// (or designated initialisers, `Dialect{.name = "strict", .tieBreak = …}`, as dialect.cpp
/// builds every built-in dialect). A built-in dialect can be the base too:
/// `Dialect d = robots::dialect(DialectId::Google); d.wildcards = false;`.
///
/// The names and texts default to empty; `id` to Rfc9309 (choiceRows() describes the built-in
/// dialect of a dialect's id, so it does not describe a variant's own choices).
struct Dialect
{
    DialectId id = DialectId::Rfc9309;
    std::string_view name;                    ///< Stable command-line name: "rfc9309", "google", …
    Text title;                               ///< Short display name.
    Text description;                         ///< One line for the GUI.
    std::span<const Text> distinctiveChoices; ///< A short list of what sets it apart, for the GUI.
    std::string_view reference;               ///< Where the behaviour comes from (RFC section, document, library).

    // --- Input ---------------------------------------------------------------------------------
    LineBreaks lineBreaks = LineBreaks::CrLf;
    BomHandling bom = BomHandling::Skip;
    Whitespace whitespace = Whitespace::Ascii;
    std::size_t maxBytes = kRfc9309MaxBytes; ///< Bytes parsed; the rest is flagged PastLimit. 0 = no limit.
    std::size_t maxLineBytes =
        16663; ///< Bytes of a line that are read; the rest is ignored (dialect: google, 16,663). 0 = no limit.
    bool nulEndsLine = true; ///< A NUL byte ends the line's text (dialect: google reads lines as C strings).

    // --- Keys ----------------------------------------------------------------------------------
    KeyMatching keyMatching = KeyMatching::Exact;
    bool acceptTypos = false; ///< `useragent`, `user agent`, `dissallow`, `disalow`, `site-map` … (dialect: google).
    bool acceptMissingColon = false;       ///< `Disallow /x`: a line of exactly two words (dialect: google).
    bool percentDecodeValues = false;      ///< Every value unquoted before use (Python: `urllib.parse.unquote`).
    KeyMask recognisedKeys = kRfc9309Keys; ///< Keys this dialect knows (others are UnknownKey).
    KeyMask effectiveKeys =
        kRfc9309Keys; ///< Recognised keys that have an effect (e.g. google knows Crawl-delay but ignores it).

    // --- Records and groups ---------------------------------------------------------------------
    BlankLines blankLines = BlankLines::Ignored;
    bool whitespaceOnlyLineIsBlank = true; ///< Python: only a truly empty line is blank.
    bool blankLineDropsAgentsWithoutRules =
        false; ///< Python: agents followed by a blank line before any rule are forgotten.
    KeyMask agentRunBreakers =
        kRuleKeys; ///< Keys that, after User-agent lines, make the next User-agent start a new group.
    RulesBeforeAgent rulesBeforeAgent = RulesBeforeAgent::Ignored;
    bool stopAfterOwnRecord = false; ///< Perl: reading stops at the end of the first record that is ours.

    // --- Agents --------------------------------------------------------------------------------
    CallerAgent callerAgent = CallerAgent::AsGiven;
    FileAgent fileAgent = FileAgent::ProductTokenPrefix;
    AgentMatch agentMatch = AgentMatch::ExactToken;
    bool unicodeLowercase = false; ///< Names compared after Unicode lower-casing (Python str.lower()); else ASCII only.
    bool starWithTrailingText = true; ///< `* foo` is still `*` (dialect: google: `*` followed by white space).
    StarGroups starGroups = StarGroups::FallbackMerged;
    bool starMakesGroupStarOnly = false; ///< A group listing `*` and other names is only a `*` group (Python).
    GroupSelection groupSelection = GroupSelection::MergeAllMatching;
    bool starCrawlDelayInherited = false; ///< A specific group still takes Crawl-delay from `*` (dialect: bing).

    // --- Matching ------------------------------------------------------------------------------
    Precedence precedence = Precedence::LongestMatch;
    TieBreak tieBreak = TieBreak::AllowWins;
    bool wildcards = true;               ///< `*` in a pattern matches any run of octets (RFC 9309 §2.2.3).
    bool endAnchor = true;               ///< `$` at the end of a pattern anchors it (RFC 9309 §2.2.3).
    bool endAnchorBeforeQuery = false;   ///< A final `$` also matches just before `?` (Ruby gem: "the entire path (or
                                         ///< path + ? + query)").
    bool impliedTrailingWildcard = true; ///< Patterns are prefixes (every dialect here; Yandex documents it).
    EmptyValue emptyValue = EmptyValue::MatchesNothing;
    PercentEncoding percentEncoding = PercentEncoding::Rfc9309;
    UrlPath urlPath = UrlPath::PathAndQuery;
    AbsoluteUrlRules absoluteUrlRules = AbsoluteUrlRules::AsWritten;
    bool indexHtmlAllowsDirectory = false; ///< `Allow: /d/index.html` also allows `/d/` (dialect: google).
    bool robotsTxtAlwaysAllowed = true;    ///< `/robots.txt` is implicitly allowed (RFC 9309 §2.2.2).
    bool nonHttpUrlsAllowed = false;       ///< URLs whose scheme is not http/https are always allowed (Perl).
    bool perlNetlocKeys =
        false; ///< RulesDatabase keys origins as WWW::RobotRules: "host:port" as written (case-sensitive).

    // --- Other records -------------------------------------------------------------------------
    DelaySyntax delaySyntax = DelaySyntax::Decimal;
    /// Reads `Content-Usage` (draft-ietf-aipref-attach-05) and `Content-Signal` (Cloudflare)
    /// lines into usage preferences (robots/studio/aipref.h), and a Content-Usage line counts as a rule
    /// of its group (a User-agent line after it starts a new group). Only the `aipref` dialect
    /// does; every built-in dialect records the lines but does not act on them.
    bool aiPreferences = false;

    // --- Fetching ------------------------------------------------------------------------------
    FetchPolicy fetch;

    [[nodiscard]] bool recognises(KeyMask key) const { return (recognisedKeys & key) != 0; }
    [[nodiscard]] bool uses(KeyMask key) const { return (effectiveKeys & key) != 0; }
};

/// Every dialect, default first: rfc9309, google, bing, yandex, norobots1994, www-robotrules,
/// python-urllib, python-urllib-3.15, ruby-robotstxt. Static storage; O(1).
[[nodiscard]] std::span<const Dialect> allDialects();

/// The dialect called `name` (its `Dialect::name`, case-sensitive; also `aipref`), or nullptr.
/// O(number of dialects).
[[nodiscard]] const Dialect *findDialect(std::string_view name);

/// The dialect with this id. O(1).
[[nodiscard]] const Dialect &dialect(DialectId id);

/// rfc9309.
[[nodiscard]] const Dialect &defaultDialect();

/// `aipref`: rfc9309 plus the AI usage preferences of two working-group drafts,
/// draft-ietf-aipref-attach-05 (`Content-Usage` in groups) and draft-ietf-aipref-vocab-07 (the
/// `train-ai` and `search` labels), and Cloudflare's `Content-Signal` (Dialect::aiPreferences).
/// Its id is Rfc9309 (a variant: choiceRows() shows rfc9309's table). It is not one of
/// allDialects(), which are the readers compared side by side and whose verdicts it shares;
/// findDialect("aipref") finds it. Static storage.
[[nodiscard]] const Dialect &aiprefDialect();

/// One row of a dialect's full table of choices, for the GUI's "choices each dialect makes"
/// panel: the aspect ("Precedence") and this dialect's value ("Longest match wins"), both with
/// stable ids (`dialect.aspect.precedence`, `dialect.value.precedence.longest-match`).
/// `arg` holds the number a value mentions (a redirect count) for its `%1`.
struct ChoiceRow
{
    Text aspect;
    Text value;
    std::string_view arg; ///< Empty, or the number the value's `%1` stands for.
};

/// Every choice of `dialect` as rows, in a fixed order (the same aspects for every dialect, so
/// dialects can be shown side by side). Static storage; O(1).
[[nodiscard]] std::span<const ChoiceRow> choiceRows(const Dialect &dialect);

} // namespace robots
