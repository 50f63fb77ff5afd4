// SPDX-License-Identifier: MIT
// How Perl's URI 5.17 reads URLs, as WWW::RobotRules uses it (URI->new, ->new_abs,
// ->path_query, ->host, ->port), for the www-robotrules dialect (matcher.cpp dispatches to it).
#include "urlreaders.h"

#include "textutil.h"

#include <algorithm>

namespace robots::detail {

namespace {

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

} // namespace

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

namespace {

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

} // namespace

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

namespace {

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

} // namespace

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

namespace {

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

} // namespace

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

} // namespace robots::detail
