// SPDX-License-Identifier: MIT
#pragma once

// How a dialect reads a file: the table of choices behind `Dialect::rules()`. The studio shows
// and compares these choices (the dialect comparison view, diagnostics, the outline); the engine
// consults them. A crawler does not need them: <robots/robots.h> does not include this header.

#include "robots/dialect.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace robots {

/// The keys a line can carry, as a bit set over `LineKind` values: which keys a dialect
/// recognises, which ones affect its reading, which ones end a run of User-agent lines.
using KeyMask = std::uint32_t;

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

/// A dialect's reading of a file: the table of choices the engine consults. Plain data; the
/// engine has no per-dialect code paths beyond reading these fields.
///
/// Every field defaults to rfc9309's choice, so a variant reads as "rfc9309 except …":
///
///     robots::DialectRules strictRules;                      // rfc9309 …
///     strictRules.tieBreak = robots::TieBreak::DisallowWins; // … except that Disallow wins ties
///     const robots::Dialect strict(robots::defaultDialect(), "strict", strictRules);
///
/// A built-in dialect's rules can be the base too: `DialectRules r = robots::dialect(DialectId::Google).rules();`.
/// dialect.cpp builds every built-in dialect so, with designated initialisers.
struct DialectRules
{
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

    [[nodiscard]] constexpr bool recognises(LineKind kind) const { return (recognisedKeys & keyBit(kind)) != 0; }
    [[nodiscard]] constexpr bool uses(LineKind kind) const { return (effectiveKeys & keyBit(kind)) != 0; }
    [[nodiscard]] constexpr bool breaksAgentRun(LineKind kind) const { return (agentRunBreakers & keyBit(kind)) != 0; }
};

/// Everything a Dialect is made of: its names and texts, its rules and its fetch policy. The
/// built-in dialects are specs in static storage (dialect.cpp), each rfc9309 (the defaults of
/// DialectRules and FetchPolicy) plus what sets it apart.
struct DialectSpec
{
    DialectId id = DialectId::Rfc9309;
    std::string_view name;                    ///< Stable command-line name: "rfc9309", "google", …
    Text title;                               ///< Short display name.
    Text description;                         ///< One line for the GUI.
    std::span<const Text> distinctiveChoices; ///< A short list of what sets it apart, for the GUI.
    std::string_view reference;               ///< Where the behaviour comes from (RFC section, document, library).
    DialectRules rules;
    FetchPolicy fetch;
};

constexpr Dialect::Dialect(const DialectSpec &spec)
    : m_id(spec.id)
    , m_name(spec.name)
    , m_title(spec.title)
    , m_description(spec.description)
    , m_distinctiveChoices(spec.distinctiveChoices)
    , m_reference(spec.reference)
    , m_rules(&spec.rules)
    , m_fetch(spec.fetch)
{
}

} // namespace robots
