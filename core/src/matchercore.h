// SPDX-License-Identifier: MIT
#pragma once

// Internal matcher entry points used by the parser and the verdict engine.

#include "robots/dialect.h"
#include "robots/robotsfile.h"

#include <optional>
#include <string>
#include <string_view>

namespace robots::detail {

/// Glob match with an implied trailing `*`. See patternMatches().
bool globMatch(std::string_view pattern, std::string_view path, bool wildcards, bool endAnchor);

/// How far into `path` a pattern matches, as Python 3.15's RuleLine.applies_to measures it (less
/// the 1 it adds): the pattern's length for a literal prefix, the path's length for an anchored
/// match, and for an unanchored wildcard pattern the end of its last segment's last occurrence
/// (the regex `first(?>.*?middle)….*last` is greedy at the end). nullopt when it does not match.
std::optional<std::size_t> matchEndInUrl(std::string_view pattern, std::string_view path);

/// Python 3.15 `can_fetch`: `urllib.parse._urlsplit` raises ValueError for this URL (an unmatched
/// bracket in the authority, or a bracketed host that is not an IPv6 address or IPvFuture).
bool pythonUrlsplitRefuses(std::string_view url);

/// The comparison form of a URL or path. Returns a view of `urlOrPath` when nothing changes,
/// else a view of `buffer` (whose capacity is reused: no allocation once warm).
std::string_view comparisonPathInto(std::string_view urlOrPath, const Dialect &dialect, std::string &buffer);

/// The comparison form of an Allow/Disallow value as written (before any decoding), and what
/// the dialect makes of it. `robotsUrl` is used to resolve absolute-URL rules.
struct NormalisedRule
{
    std::string pattern;    ///< Empty when `unchanged`.
    bool unchanged = false; ///< The comparison form is the value as written.
    RuleStatus status = RuleStatus::Active;
    bool emptyAsWritten = false; ///< The value is empty (after the dialect's value decoding).
};
NormalisedRule normaliseRule(std::string_view value, const Dialect &dialect, std::string_view robotsUrl);

/// The value the dialect reads for a key (Python unquotes every value). Returns `value` itself
/// or a view of `buffer`.
std::string_view decodedValue(std::string_view value, const Dialect &dialect, std::string &buffer);

/// WWW::RobotRules' netloc key of a URL ("host:port" as URI.pm spells them), or empty when the
/// URL has no host. Case-sensitive, as the module compares it.
std::string perlNetloc(std::string_view url);

/// Lower-cased URI scheme (`[A-Za-z][A-Za-z0-9+.-]*` before `:`), or empty.
std::string_view schemeOf(std::string_view url);

} // namespace robots::detail
