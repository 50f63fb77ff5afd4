// SPDX-License-Identifier: MIT
// How Python's urllib reads robots.txt patterns and URLs: Python 3.15's urllib.robotparser (its
// RFC 9309 rewrite) and Python 3.11's urllib.parse as RobotFileParser uses it, for the
// python-urllib dialects (matcher.cpp dispatches to them).
#include "urlreaders.h"

#include "textutil.h"

#include <algorithm>

namespace robots::detail {

namespace {

// ---------------------------------------------------------------------------------------------
// Python 3.15 urllib.robotparser (its RFC 9309 rewrite): RuleLine's pattern
// rewriting, normalize_pattern(), normalize_uri(), and can_fetch's _urlsplit / _urlunsplit.

/// The module's normalize() over `s`, except that the bytes in `keep` are copied as they are.
/// normalize() is quote(unquote(x, errors='surrogateescape'), errors='surrogateescape'): every
/// %XX is decoded and every byte outside `A-Za-z0-9_.-~/` encoded as %XX, byte by byte whatever
/// the UTF-8 validity. The module normalises the runs between the kept characters (`=`, `&`,
/// `*`, `$`); none of them is a hex digit, so no %XX spans one and byte by byte is the same.
void appendPy315Normalised(std::string &out, std::string_view s, std::string_view keep)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (keep.find(s[i]) != std::string_view::npos) {
            out += s[i];
            continue;
        }
        auto c = static_cast<unsigned char>(s[i]);
        if (c == '%' && i + 2 < s.size() && isHexDigit(static_cast<unsigned char>(s[i + 1])) &&
            isHexDigit(static_cast<unsigned char>(s[i + 2]))) {
            c = static_cast<unsigned char>(hexValue(static_cast<unsigned char>(s[i + 1])) * 16 +
                                           hexValue(static_cast<unsigned char>(s[i + 2])));
            i += 2;
        }
        if (isUnreserved(c) || c == '/')
            out += static_cast<char>(c);
        else
            appendPercent(out, c);
    }
}

/// normalize_pattern() / normalize_uri(): the part before the first `?` and the query apart.
std::string py315Normalise(std::string_view s, std::string_view keepInPath, std::string_view keepInQuery)
{
    std::string out;
    out.reserve(s.size() + 8);
    const std::size_t q = s.find('?');
    appendPy315Normalised(out, s.substr(0, q), keepInPath);
    if (q != std::string_view::npos) {
        out += '?';
        appendPy315Normalised(out, s.substr(q + 1), keepInQuery);
    }
    return out;
}

} // namespace

/// RuleLine.__init__: `**…` becomes `*`, then `$` followed by any run of `$` and `*` becomes `$`,
/// then normalize_pattern(). A `$` left before the end makes the rule invalid (ValueError).
NormalisedRule py315Rule(std::string_view v)
{
    std::string collapsed;
    collapsed.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        collapsed += v[i];
        if (v[i] == '*') {
            while (i + 1 < v.size() && v[i + 1] == '*')
                ++i;
        }
    }
    std::string pattern;
    pattern.reserve(collapsed.size());
    for (std::size_t i = 0; i < collapsed.size(); ++i) {
        pattern += collapsed[i];
        if (collapsed[i] == '$') {
            while (i + 1 < collapsed.size() && (collapsed[i + 1] == '$' || collapsed[i + 1] == '*'))
                ++i;
        }
    }
    NormalisedRule r;
    r.pattern = py315Normalise(pattern, "*$", "=&*$");
    const std::size_t dollar = r.pattern.find('$');
    if (dollar != std::string::npos && dollar + 1 != r.pattern.size())
        r.status = RuleStatus::InvalidPattern;
    return r;
}

namespace {

/// urlsplit's first step (Python 3.11 and 3.15 alike): leading C0 controls and spaces stripped,
/// every TAB, CR and LF dropped.
std::string pyUrlCleaned(std::string_view input)
{
    std::size_t b = 0;
    while (b < input.size() && static_cast<unsigned char>(input[b]) <= 0x20)
        ++b;
    std::string url;
    url.reserve(input.size() - b);
    for (std::size_t i = b; i < input.size(); ++i) {
        if (input[i] != '\t' && input[i] != '\r' && input[i] != '\n')
            url += input[i];
    }
    return url;
}

/// _urlsplit's first steps: the URL without leading C0 controls and spaces, without TAB, CR and
/// LF, and without its scheme (`[A-Za-z][A-Za-z0-9+.-]*:`, taken whatever follows).
std::string py315Unschemed(std::string_view input)
{
    std::string url = pyUrlCleaned(input);
    const std::size_t colon = url.find(':');
    if (colon != std::string::npos && colon > 0 && isAsciiAlpha(static_cast<unsigned char>(url[0]))) {
        const bool scheme = std::all_of(url.begin(), url.begin() + static_cast<std::ptrdiff_t>(colon), [](char ch) {
            const auto c = static_cast<unsigned char>(ch);
            return isAsciiAlpha(c) || isAsciiDigit(c) || c == '+' || c == '-' || c == '.';
        });
        if (scheme)
            url.erase(0, colon + 1);
    }
    return url;
}

/// The authority of an unschemed URL (after `//`, up to `/`, `?` or `#`), or nullopt.
std::optional<std::string_view> py315Netloc(std::string_view url)
{
    if (!url.starts_with("//"))
        return std::nullopt;
    const std::size_t end = findAny(url, "/?#", 2);
    return url.substr(2, end == std::string_view::npos ? std::string_view::npos : end - 2);
}

/// ipaddress.IPv4Address accepts it: four dot-separated decimal octets, no leading zero, ≤ 255.
bool pyIpv4(std::string_view s)
{
    int parts = 0;
    for (std::size_t start = 0;;) {
        const std::size_t dot = s.find('.', start);
        const std::string_view octet =
            s.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        if (octet.empty() || octet.size() > 3 || (octet.size() > 1 && octet[0] == '0'))
            return false;
        int value = 0;
        for (const char c : octet) {
            if (!isAsciiDigit(static_cast<unsigned char>(c)))
                return false;
            value = value * 10 + (c - '0');
        }
        if (value > 255)
            return false;
        ++parts;
        if (dot == std::string_view::npos)
            return parts == 4;
        start = dot + 1;
    }
}

/// ipaddress.IPv6Address accepts it (Python 3.9+, with a `%scope` suffix).
bool pyIpv6(std::string_view s)
{
    if (const std::size_t pct = s.find('%'); pct != std::string_view::npos) {
        const std::string_view scope = s.substr(pct + 1);
        if (scope.empty() || scope.find('%') != std::string_view::npos)
            return false;
        s = s.substr(0, pct);
    }
    if (s.empty())
        return false;
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t colon = s.find(':', start);
        parts.push_back(s.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start));
        if (colon == std::string_view::npos)
            break;
        start = colon + 1;
    }
    if (parts.size() < 3)
        return false;
    if (parts.back().find('.') != std::string_view::npos) {
        if (!pyIpv4(parts.back()))
            return false;
        parts.back() = "0"; // two hextets in its place
        parts.emplace_back("0");
    }
    if (parts.size() > 9)
        return false;
    std::optional<std::size_t> skip;
    for (std::size_t i = 1; i + 1 < parts.size(); ++i) {
        if (parts[i].empty()) {
            if (skip)
                return false;
            skip = i;
        }
    }
    std::size_t hi = parts.size();
    std::size_t lo = 0;
    if (skip) {
        hi = *skip;
        lo = parts.size() - *skip - 1;
        if (parts.front().empty() && --hi != 0)
            return false;
        if (parts.back().empty() && --lo != 0)
            return false;
        if (hi + lo >= 8)
            return false;
    } else if (parts.size() != 8 || parts.front().empty() || parts.back().empty()) {
        return false;
    }
    const auto hextet = [](std::string_view h) {
        return !h.empty() && h.size() <= 4 &&
               std::all_of(h.begin(), h.end(), [](char c) { return isHexDigit(static_cast<unsigned char>(c)); });
    };
    for (std::size_t i = 0; i < hi; ++i) {
        if (!hextet(parts[i]))
            return false;
    }
    for (std::size_t i = parts.size() - lo; i < parts.size(); ++i) {
        if (!hextet(parts[i]))
            return false;
    }
    return true;
}

} // namespace

/// can_fetch: _urlunsplit(None, None, path, query, fragment) of _urlsplit(url), then
/// normalize_uri(); empty becomes `/`.
std::string py315RequestPath(std::string_view input)
{
    std::string url = py315Unschemed(input);
    if (const auto netloc = py315Netloc(url))
        url.erase(0, 2 + netloc->size());
    std::optional<std::string> fragment;
    if (const std::size_t hash = url.find('#'); hash != std::string::npos) {
        fragment = url.substr(hash + 1);
        url.erase(hash);
    }
    std::optional<std::string> query;
    if (const std::size_t q = url.find('?'); q != std::string::npos) {
        query = url.substr(q + 1);
        url.erase(q);
    }
    if (url.starts_with("//"))
        url.insert(0, "//");
    if (query)
        url += '?' + *query;
    if (fragment)
        url += '#' + *fragment;
    std::string out = py315Normalise(url, "", "=&");
    if (out.empty())
        out = "/";
    return out;
}

bool pythonUrlsplitRefuses(std::string_view url)
{
    const std::string unschemed = py315Unschemed(url);
    const auto netloc = py315Netloc(unschemed);
    if (!netloc)
        return false;
    const bool open = netloc->find('[') != std::string_view::npos;
    if (open != (netloc->find(']') != std::string_view::npos))
        return true; // "Invalid IPv6 URL"
    if (!open)
        return false;
    // _check_bracketed_host: an IPvFuture `v<hex>.<anything>`, else ip_address() must give IPv6.
    std::string_view host = netloc->substr(netloc->find('[') + 1);
    host = host.substr(0, host.find(']'));
    if (host.starts_with('v')) {
        std::size_t i = 1;
        while (i < host.size() && isHexDigit(static_cast<unsigned char>(host[i])))
            ++i;
        return !(i > 1 && i + 1 < host.size() && host[i] == '.');
    }
    return pyIpv4(host) || !pyIpv6(host);
}

namespace {

// ---------------------------------------------------------------------------------------------
// Python 3.11 urllib.parse: urlparse / urlunparse, as RobotFileParser uses them.

bool inList(std::string_view s, std::initializer_list<std::string_view> list)
{
    return std::find(list.begin(), list.end(), s) != list.end();
}

bool pyUsesParams(std::string_view scheme)
{
    return inList(scheme, {"", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu", "sip",
                           "sips", "mms", "sftp", "tel"});
}

bool pyUsesNetloc(std::string_view scheme)
{
    return inList(scheme, {"",        "ftp",   "http",  "gopher", "nntp",     "telnet", "imap",  "wais",  "file",
                           "mms",     "https", "shttp", "snews",  "prospero", "rtsp",   "rtspu", "rsync", "svn",
                           "svn+ssh", "sftp",  "nfs",   "git",    "git+ssh",  "ws",     "wss"});
}

} // namespace

PyUrl pyUrlparse(std::string_view input)
{
    // urlsplit: lstrip C0 controls and space, drop every TAB/CR/LF.
    std::string url = pyUrlCleaned(input);
    PyUrl r;
    const std::size_t colon = url.find(':');
    if (colon != std::string::npos && colon > 0 && isAsciiAlpha(static_cast<unsigned char>(url[0]))) {
        bool ok = true;
        for (std::size_t i = 0; i < colon; ++i) {
            const auto c = static_cast<unsigned char>(url[i]);
            if (!(isAsciiAlpha(c) || isAsciiDigit(c) || c == '+' || c == '-' || c == '.')) {
                ok = false;
                break;
            }
        }
        if (ok) {
            r.scheme = lowerAscii(std::string_view(url).substr(0, colon));
            url.erase(0, colon + 1);
        }
    }
    if (url.starts_with("//")) {
        std::size_t delim = url.size();
        for (const char c : {'/', '?', '#'}) {
            const std::size_t w = url.find(c, 2);
            if (w != std::string::npos)
                delim = std::min(delim, w);
        }
        r.netloc = url.substr(2, delim - 2);
        url.erase(0, delim);
    }
    const std::size_t hash = url.find('#');
    if (hash != std::string::npos) {
        r.fragment = url.substr(hash + 1);
        url.erase(hash);
    }
    const std::size_t q = url.find('?');
    if (q != std::string::npos) {
        r.query = url.substr(q + 1);
        url.erase(q);
    }
    // urlparse: _splitparams when the scheme uses params.
    if (pyUsesParams(r.scheme) && url.find(';') != std::string::npos) {
        std::size_t i;
        const std::size_t slash = url.rfind('/');
        if (slash != std::string::npos) {
            i = url.find(';', slash);
        } else {
            i = url.find(';');
        }
        if (i != std::string::npos) {
            r.params = url.substr(i + 1);
            url.erase(i);
        }
    }
    r.path = std::move(url);
    return r;
}

std::string pyUrlunparse(const PyUrl &u)
{
    std::string url = u.path;
    if (!u.params.empty())
        url += ";" + u.params;
    if (!u.netloc.empty() || (!u.scheme.empty() && pyUsesNetloc(u.scheme) && url.substr(0, 2) != "//")) {
        if (!url.empty() && url[0] != '/')
            url.insert(0, "/");
        url = "//" + u.netloc + url;
    }
    if (!u.scheme.empty())
        url = u.scheme + ":" + url;
    if (!u.query.empty())
        url += "?" + u.query;
    if (!u.fragment.empty())
        url += "#" + u.fragment;
    return url;
}

} // namespace robots::detail
