// SPDX-License-Identifier: MIT
#pragma once

#include "robots/dialect.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace robots {

/// Pattern syntax flags for `patternMatches()`.
struct PatternSyntax
{
    bool wildcards = true; ///< `*` matches any run of octets (RFC 9309 §2.2.3).
    bool endAnchor = true; ///< `$` as the last octet anchors the match at the end of the path.
};

/// True when `pattern` (already in comparison form) matches `path` from its first octet, with
/// an implied trailing `*` (RFC 9309 §2.2.2). A `$` that is not the last octet is literal.
/// Worst case O(pattern length × path length), usually O(path length); no allocation.
[[nodiscard]] bool patternMatches(std::string_view pattern, std::string_view path, PatternSyntax syntax = {});

/// The comparison form of an Allow/Disallow value under `dialect` (its percent-encoding; no
/// URL resolution). O(n).
[[nodiscard]] std::string normalisePattern(std::string_view value, const Dialect &dialect);

/// The comparison form of a URL or bare path under `dialect`: the path (+ query …) taken out of
/// the URL per DialectRules::urlPath, then percent-normalised. `http://h/a?b#c` → `/a?b` in rfc9309.
/// O(n).
[[nodiscard]] std::string comparisonPath(std::string_view urlOrPath, const Dialect &dialect);

/// RFC 9309 §2.2.2: path + query of a URL (scheme and authority removed, fragment dropped). A
/// bare path is returned as is (fragment dropped). An empty result is returned as `/`; a result
/// that starts with `?` (`http://h?q`) is returned as is (the caller prefixes `/`). No allocation.
[[nodiscard]] std::string_view pathAndQuery(std::string_view urlOrPath);

/// The scheme of an absolute URL, lower-cased, or empty for a bare path. O(n).
[[nodiscard]] std::string urlScheme(std::string_view url);

} // namespace robots
