// SPDX-License-Identifier: MIT
#include "robots/matcher.h"
#include "robots/studio/dialectrules.h"

#include "matchercore.h"
#include "textutil.h"
#include "urlreaders.h"

#include <algorithm>
#include <array>

namespace robots {

namespace detail {

// ---------------------------------------------------------------------------------------------
// Pattern matching (RFC 9309 §2.2.2, §2.2.3)
//
// A pattern is literal segments separated by `*`, optionally ending in `$`. The first segment
// must match at the start of the path; every later segment is searched leftmost after the
// previous one (greedy leftmost is exact for `*`-only globs: if any assignment of the stars
// matches, the leftmost occurrence of each segment leaves the most room for the rest); an
// anchored last segment must end the path. Cost O(path × longest segment) worst case, usually
// linear; no allocation, no backtracking.

bool globMatch(std::string_view pattern, std::string_view path, bool wildcards, bool endAnchor)
{
    bool anchored = false;
    if (endAnchor && !pattern.empty() && pattern.back() == '$') {
        anchored = true;
        pattern.remove_suffix(1);
    }
    const std::size_t star = wildcards ? pattern.find('*') : std::string_view::npos;
    if (star == std::string_view::npos)
        return anchored ? path == pattern : path.starts_with(pattern);
    if (!path.starts_with(pattern.substr(0, star)))
        return false;
    if (anchored) {
        // Cheap rejection: an anchored pattern's last segment must end the path.
        const std::size_t lastStar = pattern.rfind('*');
        if (!path.ends_with(pattern.substr(lastStar + 1)))
            return false;
    }
    std::size_t pos = star;
    std::string_view rest = pattern.substr(star + 1);
    while (!rest.empty()) {
        const std::size_t next = rest.find('*');
        const std::string_view segment = rest.substr(0, next);
        if (next == std::string_view::npos) {
            if (anchored)
                return path.size() >= pos + segment.size() && path.ends_with(segment);
            return path.find(segment, pos) != std::string_view::npos;
        }
        if (!segment.empty()) {
            const std::size_t found = path.find(segment, pos);
            if (found == std::string_view::npos)
                return false;
            pos = found + segment.size();
        }
        rest = rest.substr(next + 1);
    }
    return true; // the pattern ends with `*` (or `*$`)
}

std::optional<std::size_t> matchEndInUrl(std::string_view pattern, std::string_view path)
{
    if (!globMatch(pattern, path, true, true))
        return std::nullopt;
    const bool anchored = !pattern.empty() && pattern.back() == '$';
    const std::size_t lastStar = pattern.rfind('*');
    if (anchored)
        return path.size();
    if (lastStar == std::string_view::npos)
        return pattern.size();
    // The segments before the last star sit at their leftmost places (atomic groups: the regex
    // does not move them); `.*last` then takes the last occurrence of the last segment after them.
    std::size_t pos = pattern.find('*');
    std::string_view rest = pattern.substr(pos + 1, lastStar - pos);
    while (!rest.empty()) {
        const std::size_t next = rest.find('*');
        const std::string_view segment = rest.substr(0, next);
        if (!segment.empty())
            pos = path.find(segment, pos) + segment.size();
        rest = next == std::string_view::npos ? std::string_view{} : rest.substr(next + 1);
    }
    const std::string_view last = pattern.substr(lastStar + 1);
    if (last.empty())
        return path.size();
    return path.rfind(last) + last.size();
}

// ---------------------------------------------------------------------------------------------
// RFC 9309 §2.2.2 percent-encoding normalisation.
//
// Comparison form: %XX of unreserved ASCII decoded ("/foo/bar/%62%61%7A" → "/foo/bar/baz"),
// other escapes upper-cased, non-ASCII octets and octets not allowed in a URI encoded as %XX
// ("/foo/bar/ツ" → "/foo/bar/%E3%83%84"). In a URL a literal `*` or `$` becomes %2A / %24 so
// that it equals the pattern's `%2A` / `%24` (§2.2.3); in a pattern `*` stays a wildcard and a
// final `$` the anchor.

namespace {

constexpr bool mustEncodeRfc(unsigned char c)
{
    return c <= 0x20 || c >= 0x7F || c == '"' || c == '<' || c == '>' || c == '\\' || c == '^' || c == '`' ||
           c == '{' || c == '|' || c == '}';
}

// Bytes that make RFC normalisation necessary: '%', bytes to encode, and (in a URL) '*' / '$'.
struct RfcTables
{
    std::array<bool, 256> pattern{};
    std::array<bool, 256> url{};
    constexpr RfcTables()
    {
        for (unsigned c = 0; c < 256; ++c) {
            pattern[c] = c == '%' || mustEncodeRfc(static_cast<unsigned char>(c));
            url[c] = pattern[c] || c == '*' || c == '$';
        }
    }
};
constexpr RfcTables kRfcTables;

bool needsRfcNormalising(std::string_view s, bool isPattern)
{
    const std::array<bool, 256> &table = isPattern ? kRfcTables.pattern : kRfcTables.url;
    // In a pattern a `$` before the end is a literal to encode.
    bool any = false;
    bool dollarInside = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        any |= table[c];
        dollarInside |= c == '$' && i + 1 != s.size();
    }
    return any || (isPattern && dollarInside);
}

void appendRfcNormalised(std::string &out, std::string_view s, bool isPattern)
{
    const std::size_t start = out.size();
    out.resize(start + 3 * s.size()); // the longest possible result
    char *w = out.data() + start;
    auto percent = [&w](unsigned char c) {
        w[0] = '%';
        w[1] = kHexUpper[c >> 4];
        w[2] = kHexUpper[c & 0xF];
        w += 3;
    };
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '%' && i + 2 < s.size() && isHexDigit(static_cast<unsigned char>(s[i + 1])) &&
            isHexDigit(static_cast<unsigned char>(s[i + 2]))) {
            const auto v = static_cast<unsigned char>(hexValue(static_cast<unsigned char>(s[i + 1])) * 16 +
                                                      hexValue(static_cast<unsigned char>(s[i + 2])));
            if (isUnreserved(v))
                *w++ = static_cast<char>(v);
            else
                percent(v);
            i += 2;
        } else if (mustEncodeRfc(c) || (!isPattern && (c == '*' || c == '$')) ||
                   (isPattern && c == '$' && i + 1 != s.size())) {
            percent(c);
        } else {
            *w++ = static_cast<char>(c);
        }
    }
    out.resize(static_cast<std::size_t>(w - out.data()));
}

// dialect: google — MaybeEscapePattern: bytes >= 0x80 as %XX, %xx hex upper-cased; the URL
// is left alone.
std::string googleEscapePattern(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '%' && i + 2 < s.size() && isHexDigit(static_cast<unsigned char>(s[i + 1])) &&
            isHexDigit(static_cast<unsigned char>(s[i + 2]))) {
            out += '%';
            out += toUpperAscii(s[i + 1]);
            out += toUpperAscii(s[i + 2]);
            i += 2;
        } else if (c & 0x80) {
            appendPercent(out, c);
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

// Ruby gem (seed 004): "the %-encoding is normalised so that only /?&= remain %-encoded".
std::string rubyNormalise(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '%' && i + 2 < s.size() && isHexDigit(static_cast<unsigned char>(s[i + 1])) &&
            isHexDigit(static_cast<unsigned char>(s[i + 2]))) {
            const auto v = static_cast<unsigned char>(hexValue(static_cast<unsigned char>(s[i + 1])) * 16 +
                                                      hexValue(static_cast<unsigned char>(s[i + 2])));
            if (v == '/' || v == '?' || v == '&' || v == '=')
                appendPercent(out, v);
            else
                out += static_cast<char>(v);
            i += 2;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

// dialect: google — GetPathParamsQuery (robots.cc).
std::string_view googlePathParamsQuery(std::string_view url, std::string &buffer)
{
    if (const std::size_t fast = httpSchemeLength(url); fast != 0) {
        // "http://" or "https://": no '/', '?' or ';' before "://", so the path starts at the
        // first of them after it.
        const std::size_t pathStart = findAny(url, kGooglePathStart, fast);
        if (pathStart == std::string_view::npos)
            return "/";
        const std::size_t hashPos = url.find('#');
        if (hashPos < pathStart)
            return "/";
        const std::size_t pathEnd = hashPos == std::string_view::npos ? url.size() : hashPos;
        if (url[pathStart] != '/') {
            buffer.assign("/");
            buffer.append(url.substr(pathStart, pathEnd - pathStart));
            return buffer;
        }
        return url.substr(pathStart, pathEnd - pathStart);
    }
    std::size_t searchStart = 0;
    if (url.size() >= 2 && url[0] == '/' && url[1] == '/')
        searchStart = 2;
    const std::size_t earlyPath = detail::findAny(url, "/?;", searchStart);
    std::size_t protocolEnd = url.find("://", searchStart);
    if (earlyPath < protocolEnd)
        protocolEnd = std::string_view::npos;
    if (protocolEnd == std::string_view::npos)
        protocolEnd = searchStart;
    else
        protocolEnd += 3;
    const std::size_t pathStart = detail::findAny(url, "/?;", protocolEnd);
    if (pathStart == std::string_view::npos)
        return "/";
    const std::size_t hashPos = url.find('#', searchStart);
    if (hashPos < pathStart)
        return "/";
    const std::size_t pathEnd = hashPos == std::string_view::npos ? url.size() : hashPos;
    if (url[pathStart] != '/') {
        buffer.assign("/");
        buffer.append(url.substr(pathStart, pathEnd - pathStart));
        return buffer;
    }
    return url.substr(pathStart, pathEnd - pathStart);
}

} // namespace

std::string_view decodedValue(std::string_view value, const Dialect &dialect, std::string &buffer)
{
    if (!dialect.rules().percentDecodeValues || value.find('%') == std::string_view::npos)
        return value;
    buffer = pythonUnquote(value);
    return buffer;
}

NormalisedRule normaliseRule(std::string_view value, const Dialect &dialect, std::string_view robotsUrl)
{
    NormalisedRule r;
    std::string decodedBuffer;
    const std::string_view v = decodedValue(value, dialect, decodedBuffer);
    r.emptyAsWritten = v.empty();
    if (v.empty())
        return r;
    if (dialect.rules().absoluteUrlRules == AbsoluteUrlRules::ResolveSameOrigin) {
        r = perlRule(v, robotsUrl);
        r.unchanged = r.status == RuleStatus::Active && r.pattern == value;
        if (r.unchanged)
            r.pattern.clear();
        return r;
    }
    const bool sameAsWritten = v.data() == value.data();
    switch (dialect.rules().percentEncoding) {
    case PercentEncoding::None:
    case PercentEncoding::PerlUriEscape:
        if (sameAsWritten)
            r.unchanged = true;
        else
            r.pattern = std::string(v);
        break;
    case PercentEncoding::Rfc9309:
        if (sameAsWritten && !needsRfcNormalising(v, true))
            r.unchanged = true;
        else
            appendRfcNormalised(r.pattern, v, true);
        break;
    case PercentEncoding::GooglePatternOnly: {
        bool change = false;
        for (std::size_t i = 0; i < v.size() && !change; ++i) {
            const auto c = static_cast<unsigned char>(v[i]);
            change =
                (c & 0x80) != 0 || (c == '%' && i + 2 < v.size() && isHexDigit(static_cast<unsigned char>(v[i + 1])) &&
                                    isHexDigit(static_cast<unsigned char>(v[i + 2])) &&
                                    ((v[i + 1] >= 'a' && v[i + 1] <= 'f') || (v[i + 2] >= 'a' && v[i + 2] <= 'f')));
        }
        if (sameAsWritten && !change)
            r.unchanged = true;
        else
            r.pattern = googleEscapePattern(v);
        break;
    }
    case PercentEncoding::PythonQuoteUnquote:
        // RuleLine: quote(urlunparse(urlparse(path))) of the already-unquoted value.
        r.pattern = pythonQuote(pyUrlunparse(pyUrlparse(v)));
        break;
    case PercentEncoding::PythonRfc9309Rewrite:
        r = py315Rule(v);
        break;
    case PercentEncoding::RubyNormalise:
        if (sameAsWritten && v.find('%') == std::string_view::npos)
            r.unchanged = true;
        else
            r.pattern = rubyNormalise(v);
        break;
    }
    if (!r.unchanged && r.pattern == value) {
        r.unchanged = true;
        r.pattern.clear();
    }
    return r;
}

std::string_view comparisonPathInto(std::string_view url, const Dialect &dialect, std::string &buffer)
{
    switch (dialect.rules().urlPath) {
    case UrlPath::GooglePathParamsQuery:
        return googlePathParamsQuery(url, buffer);
    case UrlPath::PythonUrlparse: {
        // can_fetch: urlparse(unquote(url)), urlunparse(('', '', path, params, query, fragment)), quote.
        PyUrl u = pyUrlparse(pythonUnquote(url));
        u.scheme.clear();
        u.netloc.clear();
        buffer = pythonQuote(pyUrlunparse(u));
        if (buffer.empty())
            buffer = "/";
        return buffer;
    }
    case UrlPath::PythonUrlsplit:
        buffer = py315RequestPath(url);
        return buffer;
    case UrlPath::PerlPathQuery: {
        buffer = perlUriNew(url);
        const std::string_view pq = perlPathQuery(buffer);
        if (pq.data() != buffer.data()) {
            const std::string tmp(pq);
            buffer = tmp;
        } else {
            buffer.resize(pq.size());
        }
        return buffer;
    }
    case UrlPath::PathAndQuery:
        break;
    }
    std::string_view pq = pathAndQuery(url);
    const bool needSlash = pq.front() != '/';
    const bool normalise = dialect.rules().percentEncoding == PercentEncoding::Rfc9309 ? needsRfcNormalising(pq, false)
                           : dialect.rules().percentEncoding == PercentEncoding::RubyNormalise
                               ? pq.find('%') != std::string_view::npos
                               : false;
    if (!needSlash && !normalise)
        return pq;
    buffer.clear();
    if (needSlash)
        buffer += '/';
    if (!normalise) {
        buffer.append(pq);
    } else if (dialect.rules().percentEncoding == PercentEncoding::Rfc9309) {
        appendRfcNormalised(buffer, pq, false);
    } else {
        buffer += rubyNormalise(pq);
    }
    return buffer;
}

} // namespace detail

bool patternMatches(std::string_view pattern, std::string_view path, PatternSyntax syntax)
{
    return detail::globMatch(pattern, path, syntax.wildcards, syntax.endAnchor);
}

std::string normalisePattern(std::string_view value, const Dialect &dialect)
{
    detail::NormalisedRule r = detail::normaliseRule(value, dialect, "http://example.com/robots.txt");
    return r.unchanged ? std::string(value) : std::move(r.pattern);
}

std::string comparisonPath(std::string_view urlOrPath, const Dialect &dialect)
{
    std::string buffer;
    return std::string(detail::comparisonPathInto(urlOrPath, dialect, buffer));
}

std::string_view pathAndQuery(std::string_view url)
{
    // RFC 3986 §3: scheme ":" "//" authority path ["?" query] ["#" fragment].
    std::size_t i = 0;
    const std::size_t fast = detail::httpSchemeLength(url);
    const std::string_view scheme = fast != 0 ? url.substr(0, fast - 3) : detail::perlScheme(url);
    if (!scheme.empty() && url.substr(scheme.size()).starts_with("://")) {
        i = scheme.size() + 3;
        const std::size_t e = detail::findAny(url, detail::kPathDelimiters, i);
        i = e == std::string_view::npos ? url.size() : e;
    } else if (url.starts_with("//")) {
        const std::size_t e = detail::findAny(url, "/?#", 2);
        i = e == std::string_view::npos ? url.size() : e;
    }
    const std::size_t hash = url.find('#', i);
    const std::string_view pq = url.substr(i, (hash == std::string_view::npos ? url.size() : hash) - i);
    return pq.empty() ? std::string_view("/") : pq;
}

std::string urlScheme(std::string_view url)
{
    return detail::lowerAscii(detail::perlScheme(url));
}

} // namespace robots
