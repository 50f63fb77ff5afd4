// SPDX-License-Identifier: MIT
#include "robots/matcher.h"

#include "matchercore.h"
#include "textutil.h"

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

} // namespace

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

struct PyUrl
{
    std::string scheme, netloc, path, params, query, fragment;
};

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

// ---------------------------------------------------------------------------------------------
// Perl URI 5.17, as WWW::RobotRules uses it (URI->new, ->new_abs, ->path_query, ->host, ->port).

constexpr bool isPerlUric(unsigned char c)
{
    // $URI::uric = reserved ;/?:@&=+$, + unreserved A-Za-z0-9-_.!~*'() + "%" (brackets are not
    // reserved without URI_HAS_RESERVED_SQUARE_BRACKETS).
    if (isAsciiAlpha(c) || isAsciiDigit(c))
        return true;
    switch (c) {
    case ';':
    case '/':
    case '?':
    case ':':
    case '@':
    case '&':
    case '=':
    case '+':
    case '$':
    case ',':
    case '-':
    case '_':
    case '.':
    case '!':
    case '~':
    case '*':
    case '\'':
    case '(':
    case ')':
    case '%':
        return true;
    default:
        return false;
    }
}

// URI->new($str): unwrap <URL:…> and "…", trim \s, escape every byte outside uric and '#'.
std::string perlUriNew(std::string_view s)
{
    if (s.size() >= 2 && s.front() == '<' && s.back() == '>' && s.find('\n') == std::string_view::npos) {
        s = s.substr(1, s.size() - 2);
        if (s.starts_with("URL:"))
            s.remove_prefix(4);
    }
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"' && s.find('\n') == std::string_view::npos)
        s = s.substr(1, s.size() - 2);
    s = trim(s, Whitespace::Ascii);
    std::string out;
    out.reserve(s.size());
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (isPerlUric(c) || c == '#')
            out += ch;
        else
            appendPercent(out, c);
    }
    return out;
}

// The scheme of a URI string: ^[a-zA-Z][a-zA-Z0-9.+-]*:
std::string_view perlScheme(std::string_view s)
{
    if (s.empty() || !isAsciiAlpha(static_cast<unsigned char>(s[0])))
        return {};
    std::size_t i = 1;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (!(isAsciiAlpha(c) || isAsciiDigit(c) || c == '.' || c == '+' || c == '-'))
            break;
        ++i;
    }
    if (i < s.size() && s[i] == ':')
        return s.substr(0, i);
    return {};
}

// path_query: ^((?:[^:/?#]+:)?(?://[^/?#]*)?)([^#]*)
std::string_view perlPathQuery(std::string_view s)
{
    std::size_t i = 0;
    const std::size_t stop = detail::findAny(s, ":/?#");
    if (stop != std::string_view::npos && stop > 0 && s[stop] == ':')
        i = stop + 1;
    if (s.substr(i).starts_with("//")) {
        const std::size_t e = detail::findAny(s, "/?#", i + 2);
        i = e == std::string_view::npos ? s.size() : e;
    }
    const std::size_t hash = s.find('#', i);
    return s.substr(i, (hash == std::string_view::npos ? s.size() : hash) - i);
}

// ^((?:[^:/?#]+:)?(?://[^/?#]*)?)([^?#]*)(.*)$ → {prefix, path, rest}
struct PerlPathSplit
{
    std::string_view prefix, path, rest;
};
PerlPathSplit perlSplitPath(std::string_view s)
{
    std::size_t i = 0;
    const std::size_t stop = detail::findAny(s, ":/?#");
    if (stop != std::string_view::npos && stop > 0 && s[stop] == ':')
        i = stop + 1;
    if (s.substr(i).starts_with("//")) {
        const std::size_t e = detail::findAny(s, "/?#", i + 2);
        i = e == std::string_view::npos ? s.size() : e;
    }
    std::size_t e = detail::findAny(s, "?#", i);
    if (e == std::string_view::npos)
        e = s.size();
    return {s.substr(0, i), s.substr(i, e - i), s.substr(e)};
}

// authority: ^((?:scheme:)?)(?://([^/?#]*))?  → the authority or nullopt.
std::optional<std::string_view> perlAuthority(std::string_view s)
{
    std::size_t i = perlScheme(s).size();
    if (i != 0)
        ++i;
    if (!s.substr(i).starts_with("//"))
        return std::nullopt;
    const std::size_t e = detail::findAny(s, "/?#", i + 2);
    return s.substr(i + 2, (e == std::string_view::npos ? s.size() : e) - (i + 2));
}

std::string perlUnescape(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size() && isHexDigit(static_cast<unsigned char>(s[i + 1])) &&
            isHexDigit(static_cast<unsigned char>(s[i + 2]))) {
            out += static_cast<char>(hexValue(static_cast<unsigned char>(s[i + 1])) * 16 +
                                     hexValue(static_cast<unsigned char>(s[i + 2])));
            i += 2;
        } else {
            out += s[i];
        }
    }
    return out;
}

// ->host: authority without userinfo, ":digits" port and IPv6 brackets, unescaped. nullopt when
// there is no authority.
std::optional<std::string> perlHost(std::string_view uri)
{
    const auto auth = perlAuthority(uri);
    if (!auth)
        return std::nullopt;
    std::string_view h = *auth;
    const std::size_t at = h.rfind('@');
    if (at != std::string_view::npos)
        h.remove_prefix(at + 1);
    const std::size_t colon = h.rfind(':');
    if (colon != std::string_view::npos && colon + 1 < h.size() &&
        std::all_of(h.begin() + static_cast<std::ptrdiff_t>(colon) + 1, h.end(),
                    [](char c) { return isAsciiDigit(static_cast<unsigned char>(c)); }))
        h = h.substr(0, colon);
    if (h.size() >= 2 && h.front() == '[' && h.back() == ']')
        h = h.substr(1, h.size() - 2);
    return perlUnescape(h);
}

std::string perlDefaultPort(std::string_view scheme)
{
    const std::string s = lowerAscii(scheme);
    if (s == "http")
        return "80";
    if (s == "https")
        return "443";
    if (s == "ftp")
        return "21";
    return {};
}

// ->port: the digits after the last ':' of the authority, or the scheme's default.
std::string perlPort(std::string_view uri)
{
    const auto auth = perlAuthority(uri);
    if (auth) {
        const std::size_t colon = auth->rfind(':');
        if (colon != std::string_view::npos) {
            const std::string_view digits = auth->substr(colon + 1);
            if (!digits.empty() && std::all_of(digits.begin(), digits.end(),
                                               [](char c) { return isAsciiDigit(static_cast<unsigned char>(c)); }))
                return std::string(digits);
        }
    }
    return perlDefaultPort(perlScheme(uri));
}

// URI::_generic::abs — relative path resolution with its own dot-segment handling.
std::string perlResolvePath(std::string_view basePath, std::string_view relPath)
{
    std::string p(basePath);
    while (!p.empty() && p.back() != '/')
        p.pop_back();
    p += relPath;
    std::vector<std::string> segs;
    std::size_t start = 0;
    for (;;) {
        const std::size_t slash = p.find('/', start);
        segs.emplace_back(p.substr(start, slash == std::string::npos ? std::string::npos : slash - start));
        if (slash == std::string::npos)
            break;
        start = slash + 1;
    }
    if (!segs.empty() && segs.front().empty())
        segs.erase(segs.begin());
    std::size_t i = 1;
    while (i < segs.size()) {
        if (segs[i - 1] == ".") {
            segs.erase(segs.begin() + static_cast<std::ptrdiff_t>(i) - 1);
            if (i > 1)
                --i;
        } else if (segs[i] == ".." && segs[i - 1] != "..") {
            segs.erase(segs.begin() + static_cast<std::ptrdiff_t>(i) - 1,
                       segs.begin() + static_cast<std::ptrdiff_t>(i) + 1);
            if (i > 1) {
                --i;
                if (i == segs.size())
                    segs.emplace_back();
            }
        } else {
            ++i;
        }
    }
    if (!segs.empty() && segs.back() == ".")
        segs.back().clear();
    std::string out = "/";
    for (std::size_t k = 0; k < segs.size(); ++k) {
        if (k != 0)
            out += '/';
        out += segs[k];
    }
    // ->path() escapes what is outside $PCHAR (uric without '?').
    std::string escaped;
    escaped.reserve(out.size());
    for (const char ch : out) {
        const auto c = static_cast<unsigned char>(ch);
        if (isPerlUric(c) && c != '?')
            escaped += ch;
        else
            appendPercent(escaped, c);
    }
    return escaped;
}

NormalisedRule perlRule(std::string_view value, std::string_view robotsUrl)
{
    // WWW::RobotRules::parse: URI->new_abs($disallow, $robot_txt_uri), ignored when scheme, host
    // (case-insensitively) or port differ; the rule is path_query, "/" when empty.
    NormalisedRule r;
    const std::string base = perlUriNew(robotsUrl);
    const std::string rel = perlUriNew(value);
    std::string absolute;
    if (!perlScheme(rel).empty()) {
        absolute = rel;
    } else {
        const std::string scheme(perlScheme(base));
        if (rel.starts_with("//")) {
            absolute = scheme + ":" + rel;
        } else {
            const auto baseAuth = perlAuthority(base);
            const std::string authority = baseAuth ? "//" + std::string(*baseAuth) : std::string();
            const PerlPathSplit split = perlSplitPath(rel);
            if (split.path.starts_with("/")) {
                absolute = scheme + ":" + authority + rel;
            } else if (split.path.empty()) {
                // The base with the reference's query (if it has one).
                const PerlPathSplit b = perlSplitPath(base);
                std::string s = std::string(b.prefix) + std::string(b.path);
                std::string_view baseRest = b.rest;
                std::string_view baseQueryAndFrag = baseRest;
                const std::size_t q = rel.find('?');
                if (q != std::string::npos) {
                    const std::size_t hash = rel.find('#', q);
                    s += "?" + std::string(std::string_view(rel).substr(
                                   q + 1, hash == std::string::npos ? std::string::npos : hash - q - 1));
                } else {
                    // keep the base's query
                    const std::size_t hash = baseQueryAndFrag.find('#');
                    s += std::string(baseQueryAndFrag.substr(0, hash));
                }
                absolute = s;
            } else {
                const PerlPathSplit b = perlSplitPath(base);
                absolute = scheme + ":" + authority + perlResolvePath(b.path, split.path) + std::string(split.rest);
            }
        }
    }
    const std::string_view scheme = perlScheme(absolute);
    if (lowerAscii(scheme) != lowerAscii(perlScheme(base))) {
        r.status = perlAuthority(absolute) ? RuleStatus::OtherOrigin : RuleStatus::Unresolvable;
        return r;
    }
    const auto host = perlHost(absolute);
    const auto baseHost = perlHost(base);
    if (!host || !baseHost || lowerAscii(*host) != lowerAscii(*baseHost) || perlPort(absolute) != perlPort(base)) {
        r.status = RuleStatus::OtherOrigin;
        return r;
    }
    r.pattern = std::string(perlPathQuery(absolute));
    if (r.pattern.empty())
        r.pattern = "/";
    return r;
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

std::string_view schemeOf(std::string_view url)
{
    return perlScheme(url);
}

std::string perlNetloc(std::string_view url)
{
    const std::string u = perlUriNew(url);
    const auto host = perlHost(u);
    if (!host)
        return {};
    return *host + ":" + perlPort(u);
}

std::string_view decodedValue(std::string_view value, const Dialect &dialect, std::string &buffer)
{
    if (!dialect.percentDecodeValues || value.find('%') == std::string_view::npos)
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
    if (dialect.absoluteUrlRules == AbsoluteUrlRules::ResolveSameOrigin) {
        r = perlRule(v, robotsUrl);
        r.unchanged = r.status == RuleStatus::Active && r.pattern == value;
        if (r.unchanged)
            r.pattern.clear();
        return r;
    }
    const bool sameAsWritten = v.data() == value.data();
    switch (dialect.percentEncoding) {
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
    switch (dialect.urlPath) {
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
    const bool normalise = dialect.percentEncoding == PercentEncoding::Rfc9309 ? needsRfcNormalising(pq, false)
                           : dialect.percentEncoding == PercentEncoding::RubyNormalise
                               ? pq.find('%') != std::string_view::npos
                               : false;
    if (!needSlash && !normalise)
        return pq;
    buffer.clear();
    if (needSlash)
        buffer += '/';
    if (!normalise) {
        buffer.append(pq);
    } else if (dialect.percentEncoding == PercentEncoding::Rfc9309) {
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
