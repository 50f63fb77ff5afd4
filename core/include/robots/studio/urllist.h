// SPDX-License-Identifier: MIT
#pragma once

// URL lists: one URL or path per line, as `robotstxt check --urls FILE` reads them and the
// studio's tester imports them (pasted text, a text file, a text sitemap). One rule for both, so
// that a list checked in CI and the same list imported in the studio give the same cases.

#include <string_view>

namespace robots {

/// What one line of a URL list is.
enum class UrlListLineKind {
    Url,     ///< An absolute http(s) URL, or a path starting with `/`: a URL to decide.
    Skipped, ///< Blank, or a `#` comment: passed over without a word.
    Invalid, ///< Anything else ("not a url at all", `example.com/x`, `ftp://…`): reported, not used.
};

struct UrlListLine
{
    UrlListLineKind kind = UrlListLineKind::Skipped;
    /// The line without the white space (and CR) around it; for Url, the URL to decide.
    std::string_view text;
};

/// Reads one line (its terminator removed or not). White space around it is ignored; a line
/// whose first character is `#` is a comment (a `#` later in a line is part of the URL: a
/// fragment). An absolute URL has the scheme `http` or `https` (any case) followed by `://`
/// and a host, as RFC 9309 §2.2.2 matches the path of such URLs. O(length).
[[nodiscard]] UrlListLine readUrlListLine(std::string_view line);

} // namespace robots
