// SPDX-License-Identifier: MIT
#pragma once

// The URL readers of the dialects that copy a library's URL parsing rather than RFC 9309 §2.2.2:
// Python's urllib (pythonurl.cpp) and Perl's URI (perluri.cpp). matcher.cpp chooses between
// them by DialectRules::percentEncoding, DialectRules::urlPath and DialectRules::absoluteUrlRules. Not installed.

#include "matchercore.h"
#include "robots/studio/dialectrules.h"

#include <optional>
#include <string>
#include <string_view>

namespace robots::detail {

// --- Python 3.15 urllib.robotparser (pythonurl.cpp)

/// RuleLine.__init__'s reading of an Allow/Disallow value (PercentEncoding::PythonRfc9309Rewrite).
[[nodiscard]] NormalisedRule py315Rule(std::string_view v);

/// can_fetch's request path: normalize_uri() of _urlunsplit of _urlsplit(url) (UrlPath::PythonUrlsplit).
[[nodiscard]] std::string py315RequestPath(std::string_view input);

// --- Python 3.11 urllib.parse, as RobotFileParser uses it (pythonurl.cpp)

/// urlparse()'s six parts.
struct PyUrl
{
    std::string scheme, netloc, path, params, query, fragment;
};

[[nodiscard]] PyUrl pyUrlparse(std::string_view input);
[[nodiscard]] std::string pyUrlunparse(const PyUrl &u);

// --- Perl URI 5.17, as WWW::RobotRules uses it (perluri.cpp)

/// URI->new($str): unwrap <URL:…> and "…", trim \s, escape every byte outside uric and '#'.
[[nodiscard]] std::string perlUriNew(std::string_view s);
/// The scheme of a URI string: ^[a-zA-Z][a-zA-Z0-9.+-]*:
[[nodiscard]] std::string_view perlScheme(std::string_view s);
/// ->path_query: ^((?:[^:/?#]+:)?(?://[^/?#]*)?)([^#]*)
[[nodiscard]] std::string_view perlPathQuery(std::string_view s);
/// ->host, unescaped; nullopt when there is no authority.
[[nodiscard]] std::optional<std::string> perlHost(std::string_view uri);
/// ->port: the digits after the last ':' of the authority, or the scheme's default.
[[nodiscard]] std::string perlPort(std::string_view uri);
/// WWW::RobotRules::parse's reading of a rule value against the robots.txt URL
/// (AbsoluteUrlRules::ResolveSameOrigin).
[[nodiscard]] NormalisedRule perlRule(std::string_view value, std::string_view robotsUrl);

} // namespace robots::detail
