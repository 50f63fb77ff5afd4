// SPDX-License-Identifier: MIT
#pragma once

#include "robots/message.h"
#include "robots/robotsfile.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

namespace detail {
struct AgentIndex;
struct Internals;
} // namespace detail

/// The answer to "may this agent fetch this URL?".
enum class Access : std::uint8_t {
    Allowed,
    Disallowed,
    Unknown, ///< Only from RulesDatabase: no fresh rules for the URL's origin.
};

/// Why a group was chosen for an agent.
enum class GroupReason : std::uint8_t {
    ExactToken,       ///< The group names the agent's product token (RFC 9309 §2.2.1).
    Substring,        ///< The group's value is a substring of the agent's name (1994, Perl, Python).
    Glob,             ///< The group's value, `*` globbing, occurs in the agent's name (Ruby gem).
    Family,           ///< `Yandex` names every Yandex robot (dialect: yandex).
    FallbackStar,     ///< No group names the agent; the `*` group applies.
    StarGlob,         ///< `*` as a glob that matches every agent, first in file order (Ruby gem).
    RulesBeforeAgent, ///< Rules before any User-agent, read as `*` (WWW::RobotRules).
    ExactName,        ///< The group's value is the agent's whole name, any case (Python 3.15).
};

/// One group chosen for the agent, and why.
struct ChosenGroup
{
    std::uint32_t group = 0;     ///< Index in RobotsFile::groups().
    std::uint32_t agentLine = 0; ///< The User-agent line that matched (0 for RulesBeforeAgent).
    std::string_view agentValue; ///< That line's value as written.
    GroupReason reason = GroupReason::ExactToken;
};

/// What decided a verdict.
enum class Decider : std::uint8_t {
    LongestMatch,           ///< The longest matching pattern (RFC 9309 §2.2.2).
    TieAllowWins,           ///< Equal lengths, Allow and Disallow: Allow wins (RFC 9309 §2.2.2).
    TieDisallowWins,        ///< Equal lengths: Disallow wins.
    FirstMatch,             ///< The first matching rule in file order.
    LengthSortedLastWins,   ///< Sorted by length, the last applying rule (dialect: yandex).
    AnyDisallow,            ///< A Disallow matched; any Disallow decides (1994 standard).
    EmptyRuleAllowsAll,     ///< An empty rule came first and allows everything (Perl, Python, Ruby, 1994).
    NoMatchingRule,         ///< The groups apply but no rule matches: allowed.
    NoGroup,                ///< No group applies to the agent: allowed.
    RobotsTxtAlwaysAllowed, ///< `/robots.txt` itself (RFC 9309 §2.2.2).
    SchemeNotHttp,          ///< Not http/https: robots.txt does not apply (WWW::RobotRules).
    NoFreshRules,           ///< RulesDatabase: nothing fresh for the origin → Unknown.
    FetchAllowAll,          ///< RulesDatabase: the fetch outcome allows everything.
    FetchDisallowAll,       ///< RulesDatabase: the fetch outcome disallows everything.
    MalformedUrl, ///< Python 3.15: urllib.parse._urlsplit refuses the URL, which then matches no rule (allowed).
};

/// The fast answer: no explanation, no allocation.
struct Decision
{
    Access access = Access::Allowed;
    Decider decider = Decider::NoGroup;
    std::int32_t rule = -1; ///< Index of the deciding rule in RobotsFile::rules(), or -1.
};

/// A rule that matched the path, with how much of the pattern took part.
struct MatchedRule
{
    std::uint32_t rule = 0; ///< Index in RobotsFile::rules().
    std::uint32_t line = 0;
    RuleKind kind = RuleKind::Disallow;
    std::string_view pattern;      ///< As written.
    std::string_view normalised;   ///< Comparison form.
    std::uint32_t matchLength = 0; ///< Octets of the normalised pattern (the LongestMatch weight).
};

/// A crawler that obeys more than one product token, or that ignores the `*` group: its
/// operator's configuration, not the file's (Google's crawler overview: "Some crawlers have more
/// than one token …; you need to match only one crawler token for a rule to apply"; its
/// special-case crawlers: "The global user agent (*) is ignored"). rulesFor(file, family) asks
/// each token in order; the first with a group of its own decides.
struct AgentFamily
{
    std::string_view name;                    ///< The crawler asked for (the verdict's `agent`).
    std::span<const std::string_view> tokens; ///< In order of preference; usually `name` first.
    bool ignoresStar = false;                 ///< The `*` group never applies (nor rules before any User-agent).
};

/// How a family's groups were chosen (Verdict::family, AgentRules::family()).
struct FamilyChoice
{
    std::vector<std::string> tokens;            ///< AgentFamily::tokens, in order.
    std::optional<std::uint32_t> decidingToken; ///< Index in `tokens` of the token whose groups apply, or none.
    bool ignoresStar = false;
};

/// A verdict that explains itself. The GUI and CLI print these; they do not compute them.
/// Holds a copy of the RobotsFile so its string_views stay valid.
struct Verdict
{
    Access access = Access::Allowed;
    Decider decider = Decider::NoGroup;
    std::reference_wrapper<const Dialect> dialect = defaultDialect(); ///< The dialect that decided.
    RobotsFile file;
    std::string agent;                   ///< The name the caller gave.
    std::string agentToken;              ///< What the dialect compared (DialectRules::callerAgent).
    std::string url;                     ///< As given.
    std::string path;                    ///< The comparison form of the URL (see comparisonPath()).
    std::vector<ChosenGroup> groups;     ///< Empty when no group applies.
    std::vector<MatchedRule> candidates; ///< Every rule of the chosen groups that matched, file order.
    std::optional<MatchedRule> decidingRule;
    std::uint32_t runnerUpLength = 0; ///< LongestMatch: the best length of the losing side (0 if none).
    /// DialectRules::aiPreferences (dialect aipref): the Content-Usage lines that give the URL's usage
    /// preferences (robots/studio/aipref.h: the longest matching path of the chosen groups), file order.
    std::vector<std::uint32_t> contentUsageLines;
    /// Set when the agent was asked as a family (rulesFor(file, AgentFamily)).
    std::optional<FamilyChoice> family;

    [[nodiscard]] bool allowed() const { return access == Access::Allowed; }
    /// "Group(s) chosen: line 4 `User-agent: Googlebot` (exact product token)". With ids.
    [[nodiscard]] Message groupExplanation() const;
    /// "longest match: 12 bytes beat 5", "first match in file order", "tie: allow wins" … with ids.
    [[nodiscard]] Message precedenceExplanation() const;
    /// For a family: which token's group decided ("No `Googlebot-Image` group; `Googlebot`'s group,
    /// line 12 …"), or that none did. Nullopt for an agent asked by one name.
    [[nodiscard]] std::optional<Message> familyExplanation() const;
    /// Every sentence of the explanation, in order (verdict, groups, candidates, precedence, dialect).
    [[nodiscard]] std::vector<Message> explanation() const;
    /// `explanation()` in English, one sentence per line.
    [[nodiscard]] std::string describe() const;
};

/// The rules a file holds for one agent: the chosen groups resolved once, their rules indexed
/// for matching. A cheap value handle (shared pointer); keeps its RobotsFile alive; thread-safe.
class AgentRules
{
public:
    /// No file, no rules: everything allowed.
    AgentRules();

    [[nodiscard]] const RobotsFile &file() const;
    [[nodiscard]] std::string_view agent() const;      ///< As given to rulesFor().
    [[nodiscard]] std::string_view agentToken() const; ///< As compared.
    [[nodiscard]] std::span<const ChosenGroup> groups() const;
    /// The Crawl-delay that applies to the agent (last valid one in the chosen groups; with
    /// DialectRules::starCrawlDelayInherited also from `*`), when the dialect uses Crawl-delay.
    [[nodiscard]] std::optional<double> crawlDelay() const;
    /// The line of that Crawl-delay (0 when none).
    [[nodiscard]] std::uint32_t crawlDelayLine() const;
    /// The Request-rate that applies to the agent, when the dialect uses it.
    [[nodiscard]] std::optional<RequestRate> requestRate() const;
    /// Set when the rules are a family's (rulesFor(file, AgentFamily)): which token decided.
    [[nodiscard]] const std::optional<FamilyChoice> &family() const;
    /// Verdict::familyExplanation() for these rules (it does not depend on the URL).
    [[nodiscard]] std::optional<Message> familyExplanation() const;

    /// The verdict without its explanation. No allocation for URLs up to a few KiB;
    /// cost ~O(path length + log rules) for literal rules, plus O(path × pattern) per wildcard
    /// rule whose literal parts occur in the path.
    [[nodiscard]] Decision decide(std::string_view urlOrPath) const;
    [[nodiscard]] bool isAllowed(std::string_view urlOrPath) const
    {
        return decide(urlOrPath).access == Access::Allowed;
    }
    /// The verdict with its full explanation. Allocates; O(rules of the chosen groups × path).
    [[nodiscard]] Verdict explain(std::string_view urlOrPath) const;

private:
    friend struct detail::Internals; // the engine's own access (not installed)
    AgentRules(RobotsFile file, std::shared_ptr<const detail::AgentIndex> index);

    RobotsFile m_file;
    std::shared_ptr<const detail::AgentIndex> m_index;
};

/// How a dialect reads a crawler's name before it compares it with `User-agent` lines
/// (DialectRules::callerAgent and DialectRules::fileAgent). Any string is a valid name: versions, digits,
/// spaces, non-ASCII and the empty name are read exactly as the dialect's reader reads them, and
/// `note` says so in words wherever that differs from the name as typed.
struct AgentNameReading
{
    std::string compared;        ///< What the dialect compares, before any case folding.
    std::optional<Message> note; ///< Set when the name is read other than as typed, or no line can name it.
};

/// The reading of `agent` by `dialect`. `*` (any crawler without a group of its own) has no note.
/// O(length of the name).
[[nodiscard]] AgentNameReading readAgentName(const Dialect &dialect, std::string_view agent);

/// Resolves `agent` (any crawler name: `Googlebot`, `MOMspider/1.0`, `MJ12bot`, a full User-Agent string)
/// against the file once. Cost O(groups + r log r) for the r rules chosen, on every call: the
/// RobotsFile caches nothing, so keep the returned handle for as long as you ask about that
/// agent (it is the cache; cheap to copy, safe to share between threads).
[[nodiscard]] AgentRules rulesFor(const RobotsFile &file, std::string_view agent);

/// The groups rulesFor(file, agent) chooses, and why, without indexing their rules (for checks
/// that ask only which groups apply). O(groups).
[[nodiscard]] std::vector<ChosenGroup> groupsFor(const RobotsFile &file, std::string_view agent);

/// Resolves a crawler that obeys several tokens (AgentFamily) against the file: each token, in
/// order, as the dialect reads a crawler's name (its own matching: exact, substring …); the first
/// token that a group names (a group other than `*`) decides, with every group naming it, and
/// agentToken() is that token. When no token is named, the `*` group applies as it would for the
/// first token, unless the family ignores `*` (then no group applies and everything is allowed).
/// A family without tokens is rulesFor(file, family.name). The agent is `family.name`.
/// Cost O(tokens × groups + r log r).
[[nodiscard]] AgentRules rulesFor(const RobotsFile &file, const AgentFamily &family);
/// The groups rulesFor(file, family) chooses. O(tokens × groups).
[[nodiscard]] std::vector<ChosenGroup> groupsFor(const RobotsFile &file, const AgentFamily &family);

/// `rules.explain(urlOrPath)`.
[[nodiscard]] Verdict evaluate(const AgentRules &rules, std::string_view urlOrPath);
/// `rulesFor(file, agent).explain(urlOrPath)`: resolves the agent on each call.
[[nodiscard]] Verdict evaluate(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath);
/// `rulesFor(file, agent).isAllowed(urlOrPath)`: resolves the agent on each call; for many URLs,
/// keep rulesFor()'s handle.
[[nodiscard]] bool isAllowed(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath);

/// The one-call answer: may `agent` fetch `url` under the robots.txt `body`, as `dialect` reads
/// it? Parses the body and resolves the agent on every call (O(body size + r log r)), so it
/// suits one question per file. For many URLs of one site, parse once and keep the agent's
/// rules: `const AgentRules rules = rulesFor(parse(body, dialect), agent);` then
/// `rules.isAllowed(url)` per URL costs O(URL length) and allocates nothing.
[[nodiscard]] bool isAllowed(std::string_view body, std::string_view agent, std::string_view url,
                             const Dialect &dialect = defaultDialect());

/// Stable ids and English names, for tables and JSON.
[[nodiscard]] std::string_view accessName(Access access); ///< "allowed", "disallowed", "unknown".
[[nodiscard]] Text groupReasonText(GroupReason reason);
[[nodiscard]] Text deciderText(Decider decider);

} // namespace robots
