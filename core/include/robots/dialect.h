// SPDX-License-Identifier: MIT
#pragma once

#include "robots/message.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace robots {

/// What a line is, as the parse dialect reads it (see `Line` in lines.h).
enum class LineKind : std::uint8_t {
    Blank,       ///< Nothing but white space (see DialectRules::whitespaceOnlyLineIsBlank).
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
/// them together by rfc9309DiffersFromGoogleOnlyWhereTheRfcDecides (random files). The choices
/// are fields of DialectRules (robots/studio/dialectrules.h):
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
/// - `fetch().status429` (§2.3.1.3): 429 is a 4xx, so the file is unavailable and everything is
///   allowed; Google's documentation (not its library, which fetches nothing) stops crawling.
/// - `recognisedKeys` (§2.2.4): Google also recognises crawl-delay, host … without effect; no
///   verdict changes.
enum class DialectId : std::uint8_t {
    Rfc9309,             ///< RFC 9309 where it speaks; as its reference library where it is silent (the default).
    Google,              ///< google/robotstxt, the library Googlebot uses.
    Bing,                ///< Bing's documented behaviour.
    Yandex,              ///< Yandex's documented behaviour.
    NoRobots1994,        ///< "A Standard for Robot Exclusion" (1994), seed 002.
    WwwRobotRules,       ///< Perl's WWW::RobotRules 6.02, seeds 000/001.
    PythonUrllib,        ///< Python's urllib.robotparser before its RFC 9309 rewrite (up to 3.13.13 and 3.14.4).
    PythonUrllibRfc9309, ///< Python's urllib.robotparser after its RFC 9309 rewrite (3.13.14, 3.14.5, 3.15.0 on).
    RubyRobotstxt,       ///< The Ruby `robotstxt` gem, seed 004.
    PythonUrllib315,     ///< The rewrite as Python 3.15 fetches it: a 5xx disallows everything (python315Dialect()).
    Aipref,              ///< RFC 9309 plus the AI usage preferences of the aipref drafts (aiprefDialect()).
};

/// How many dialects `allDialects()` holds (one per DialectId).
inline constexpr std::size_t kDialectCount = 11;

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

struct DialectRules; // robots/studio/dialectrules.h
struct DialectSpec;  // robots/studio/dialectrules.h
namespace detail {
extern const DialectRules kRfc9309Rules; // rfc9309's reading (dialect.cpp)
} // namespace detail

/// A dialect: one reader of robots.txt (RFC 9309, Google's library, Python's urllib …), by its
/// id and name, with the fetch policy a crawler applies (fetchpolicy.h) and the table of reading
/// choices the engine consults (rules(), robots/studio/dialectrules.h; a crawler never needs
/// them). The built-in dialects are static; pass them by reference.
///
/// A default-constructed Dialect reads as rfc9309 and has no name. A variant is a base dialect
/// plus changed rules (`Dialect(base, "strict", strictRules)`, see DialectRules).
class Dialect
{
public:
    constexpr Dialect() = default;
    /// A dialect from its parts (robots/studio/dialectrules.h). `spec` must outlive it.
    constexpr explicit Dialect(const DialectSpec &spec);
    /// `base` reading with `rules`, called `name`; `rules` and `name` must outlive it. The
    /// fetch policy, title and texts stay `base`'s (choiceRows() describes the built-in dialect
    /// of its id).
    constexpr Dialect(const Dialect &base, std::string_view name, const DialectRules &rules)
        : Dialect(base)
    {
        m_name = name;
        m_rules = &rules;
    }
    /// The same, with its own fetch policy.
    constexpr Dialect(const Dialect &base, std::string_view name, const DialectRules &rules, const FetchPolicy &fetch)
        : Dialect(base, name, rules)
    {
        m_fetch = fetch;
    }
    /// The same, with its own fetch policy and its own title and description (the fetch messages
    /// name the reading by its title, so a variant that fetches differently says which it is).
    constexpr Dialect(const Dialect &base, std::string_view name, const DialectRules &rules, const FetchPolicy &fetch,
                      const Text &title, const Text &description)
        : Dialect(base, name, rules, fetch)
    {
        m_title = title;
        m_description = description;
    }

    [[nodiscard]] constexpr DialectId id() const { return m_id; }
    /// Stable command-line name: "rfc9309", "google", …
    [[nodiscard]] constexpr std::string_view name() const { return m_name; }
    /// Short display name.
    [[nodiscard]] constexpr const Text &title() const { return m_title; }
    /// One line for the GUI.
    [[nodiscard]] constexpr const Text &description() const { return m_description; }
    /// A short list of what sets it apart, for the GUI.
    [[nodiscard]] constexpr std::span<const Text> distinctiveChoices() const { return m_distinctiveChoices; }
    /// Where the behaviour comes from (RFC section, document, library).
    [[nodiscard]] constexpr std::string_view reference() const { return m_reference; }
    /// What a fetch outcome means for crawling (decideFetchOutcome() in fetchpolicy.h reads it).
    [[nodiscard]] constexpr const FetchPolicy &fetch() const { return m_fetch; }
    /// Whether the dialect knows lines of this kind (others read as LineKind::UnknownKey).
    [[nodiscard]] bool recognises(LineKind kind) const;
    /// Whether lines of this kind have an effect (google knows Crawl-delay but ignores it).
    [[nodiscard]] bool uses(LineKind kind) const;
    /// How the dialect reads a file (robots/studio/dialectrules.h).
    [[nodiscard]] constexpr const DialectRules &rules() const { return *m_rules; }

private:
    DialectId m_id = DialectId::Rfc9309;
    std::string_view m_name;
    Text m_title;
    Text m_description;
    std::span<const Text> m_distinctiveChoices;
    std::string_view m_reference;
    const DialectRules *m_rules = &detail::kRfc9309Rules;
    FetchPolicy m_fetch;
};

/// Every dialect, default first: rfc9309, google, bing, yandex, norobots1994, www-robotrules,
/// python-urllib, python-urllib-rfc9309, ruby-robotstxt, python-urllib-3.15, aipref. Static
/// storage; O(1).
[[nodiscard]] std::span<const Dialect> allDialects();

/// The dialect called `name` (its `Dialect::name()`, case-sensitive), or nullptr. O(number of
/// dialects).
[[nodiscard]] const Dialect *findDialect(std::string_view name);

/// `python-urllib-3.15`: python-urllib-rfc9309 with Python 3.15's fetch policy, where a 5xx
/// disallows everything (CPython gh-79638, restored by PR gh-152525 on 28 June 2026; not
/// backported to 3.13 or 3.14). Python 3.15.0 was released on 9 October 2026. Its id is
/// PythonUrllib315, one of allDialects() (so the tester's dialect menu offers it); it reads a file
/// as python-urllib-rfc9309 does, and its choiceRows() differ only in the 5xx row. The name is
/// also the one test sets and saved settings used before the rewrite was known to be in 3.13 and
/// 3.14, so they keep working. Static storage.
[[nodiscard]] const Dialect &python315Dialect();

/// The dialect with this id. O(1).
[[nodiscard]] const Dialect &dialect(DialectId id);

/// rfc9309.
[[nodiscard]] const Dialect &defaultDialect();

/// `aipref`: rfc9309 plus the AI usage preferences of two working-group drafts,
/// draft-ietf-aipref-attach-05 (`Content-Usage` in groups) and draft-ietf-aipref-vocab-08 (the
/// `train-ai`, `ai-use` and `search` labels), and Cloudflare's `Content-Signal`
/// (DialectRules::aiPreferences). Its id is Aipref, one of allDialects(), so the tester and
/// `compare` show it as a column; its verdicts are rfc9309's. Static storage.
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
