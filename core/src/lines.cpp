// SPDX-License-Identifier: MIT
#include "robots/lines.h"
#include "robots/studio/dialectrules.h"

#include "internal.h"
#include "lexer.h"
#include "textutil.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace robots {

namespace {

using detail::equalsIgnoreCaseAscii;
using detail::isAsciiSpace;
using detail::startsWithIgnoreCaseAscii;

struct KeyName
{
    std::string_view name;
    LineKind kind;
};

// Exact key names every dialect may know (RFC 9309 §2.2 and the documented extensions).
constexpr std::array<KeyName, 8> kKeyNames{{
    {"user-agent", LineKind::UserAgent},
    {"allow", LineKind::Allow},
    {"disallow", LineKind::Disallow},
    {"sitemap", LineKind::Sitemap},
    {"crawl-delay", LineKind::CrawlDelay},
    {"host", LineKind::Host},
    {"clean-param", LineKind::CleanParam},
    {"request-rate", LineKind::RequestRate},
}};

// Keys some crawler or proposal documents but that no dialect here acts on (dialect: google lists
// the first ones as recognised and unused). Known, so that lint says what each is instead of
// calling it an unknown key:
// - `license`: RSL 1.0 (rslstandard.org), a file-wide `License: <absolute URL>` of a license
//   file or feed, which RSL-aware clients read (Lighthouse accepts it);
// - `llms`, `llms-full`: lines written after the llms.txt proposal, which is a separate file
//   (/llms.txt); no robots.txt reader uses such a line.
constexpr std::array<std::string_view, 13> kOtherKnownKeys{
    "noindex",         "nofollow", "noarchive",   "visit-time", "revisit-after", "content-usage", "content-signal",
    "content-signals", "domain",   "cache-delay", "license",    "llms",          "llms-full",
};

// dialect: google — keys matched by prefix, with the typos google/robotstxt accepts
// (robots.cc: KeyIsUserAgent, KeyIsAllow, KeyIsDisallow, KeyIsSitemap, in that order).
struct PrefixKey
{
    std::string_view prefix;
    LineKind kind;
    bool typo;
};
constexpr std::array<PrefixKey, 11> kGooglePrefixKeys{{
    {"user-agent", LineKind::UserAgent, false},
    {"useragent", LineKind::UserAgent, true},
    {"user agent", LineKind::UserAgent, true},
    {"allow", LineKind::Allow, false},
    {"disallow", LineKind::Disallow, false},
    {"dissallow", LineKind::Disallow, true},
    {"dissalow", LineKind::Disallow, true},
    {"disalow", LineKind::Disallow, true},
    {"diasllow", LineKind::Disallow, true},
    {"disallaw", LineKind::Disallow, true},
    {"sitemap", LineKind::Sitemap, false},
}};

} // namespace

KeyReading readKey(std::string_view key, const Dialect &dialect)
{
    KeyReading r;
    if (key.empty())
        return r;
    // Every key name starts with a letter; dispatch on it before comparing.
    const char first = detail::toLowerAscii(key[0]);
    if (dialect.rules().keyMatching == KeyMatching::Prefix) {
        for (const PrefixKey &k : kGooglePrefixKeys) {
            if (k.prefix[0] != first || (k.typo && !dialect.rules().acceptTypos))
                continue;
            if (startsWithIgnoreCaseAscii(key, k.prefix)) {
                r.kind = k.kind;
                r.typo = k.typo;
                r.prefix = key.size() > k.prefix.size();
                return r;
            }
        }
        if (first == 's' && dialect.rules().acceptTypos && startsWithIgnoreCaseAscii(key, "site-map")) {
            r.kind = LineKind::Sitemap;
            r.typo = true;
            r.prefix = key.size() > 8;
            return r;
        }
    }
    for (const KeyName &k : kKeyNames) {
        if (k.name[0] == first && equalsIgnoreCaseAscii(key, k.name)) {
            r.kind = k.kind;
            return r;
        }
    }
    for (std::string_view other : kOtherKnownKeys) {
        if (other[0] == first && equalsIgnoreCaseAscii(key, other)) {
            r.kind = LineKind::OtherKnownKey;
            return r;
        }
    }
    return r;
}

std::string_view canonicalKeyName(LineKind kind)
{
    switch (kind) {
    case LineKind::UserAgent:
        return "User-agent";
    case LineKind::Allow:
        return "Allow";
    case LineKind::Disallow:
        return "Disallow";
    case LineKind::Sitemap:
        return "Sitemap";
    case LineKind::CrawlDelay:
        return "Crawl-delay";
    case LineKind::Host:
        return "Host";
    case LineKind::CleanParam:
        return "Clean-param";
    case LineKind::RequestRate:
        return "Request-rate";
    default:
        return {};
    }
}

bool isValidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = detail::validUtf8Length(text, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

namespace detail {

std::size_t bomSkip(std::string_view body, const Dialect &dialect)
{
    if (dialect.rules().bom != BomHandling::Skip)
        return 0;
    // dialect: google skips the BOM or any prefix of it (robots.cc: Parse()).
    static constexpr unsigned char kBom[3] = {0xEF, 0xBB, 0xBF};
    std::size_t i = 0;
    while (i < 3 && i < body.size() && static_cast<unsigned char>(body[i]) == kBom[i])
        ++i;
    return i;
}

void classifyText(std::string_view body, std::size_t begin, std::size_t end, const Dialect &dialect, Line &line)
{
    const std::string_view text = body.substr(begin, end - begin);
    std::size_t hash = text.find('#');
    std::size_t preEnd = hash == std::string_view::npos ? text.size() : hash;
    if (hash != std::string_view::npos)
        line.comment = {static_cast<std::uint32_t>(begin + hash),
                        static_cast<std::uint32_t>(line.content.end() - (begin + hash))};
    const auto [ts, te] = trimRange(text.substr(0, preEnd), dialect.rules().whitespace);
    if (ts == te) {
        line.kind = hash == std::string_view::npos ? LineKind::Blank : LineKind::CommentOnly;
        return;
    }
    const std::string_view body1 = text.substr(ts, te - ts);
    std::size_t keyBegin = ts, keyEnd = 0, valueBegin = 0, valueEnd = te;
    const std::size_t colon = body1.find(':');
    if (colon != std::string_view::npos) {
        const auto [kb, ke] = trimRange(body1.substr(0, colon), dialect.rules().whitespace);
        keyBegin = ts + kb;
        keyEnd = ts + ke;
        const auto [vb, ve] = trimRange(body1.substr(colon + 1), dialect.rules().whitespace);
        valueBegin = ts + colon + 1 + vb;
        valueEnd = ts + colon + 1 + ve;
    } else if (dialect.rules().acceptMissingColon) {
        // dialect: google accepts `key value` when the line is exactly two words separated by
        // spaces or tabs (robots.cc: GetKeyAndValueFrom).
        const std::size_t w = detail::findAny(body1, " \t");
        if (w == std::string_view::npos) {
            line.kind = LineKind::Unparseable;
            return;
        }
        const std::size_t v = body1.find_first_not_of(" \t", w);
        if (v == std::string_view::npos || detail::findAny(body1, " \t", v) != std::string_view::npos) {
            line.kind = LineKind::Unparseable;
            return;
        }
        keyEnd = ts + w;
        valueBegin = ts + v;
        line.flags |= MissingColon;
    } else {
        line.kind = LineKind::Unparseable;
        return;
    }
    if (keyEnd == keyBegin) {
        line.kind = LineKind::Unparseable;
        line.flags &= static_cast<std::uint16_t>(~MissingColon);
        return;
    }
    line.key = {static_cast<std::uint32_t>(begin + keyBegin), static_cast<std::uint32_t>(keyEnd - keyBegin)};
    line.value = {static_cast<std::uint32_t>(begin + valueBegin), static_cast<std::uint32_t>(valueEnd - valueBegin)};
    const std::string_view key = text.substr(keyBegin, keyEnd - keyBegin);
    const KeyReading reading = readKey(key, dialect);
    if (std::any_of(key.begin(), key.end(), [](char c) { return isAsciiSpace(static_cast<unsigned char>(c)); }))
        line.flags |= KeyWhitespace;
    line.kind = reading.kind;
    if (reading.typo)
        line.flags |= AcceptedTypo;
    if (reading.prefix)
        line.flags |= KeyPrefixMatch;
    if (detail::isKeyKind(line.kind) && !dialect.rules().uses(line.kind))
        line.flags |= IgnoredByDialect;
}

LineLimits lineLimits(std::string_view body, const Line &line, const Dialect &dialect, std::size_t parseEnd,
                      std::size_t bom)
{
    LineLimits l;
    l.begin = line.content.offset;
    l.end = line.content.end();
    if (line.number == 1)
        l.begin += static_cast<std::uint32_t>(std::min<std::size_t>(bom, line.content.length));
    if (l.begin >= parseEnd) {
        l.end = l.begin;
        return l;
    }
    if (l.end > parseEnd)
        l.end = static_cast<std::uint32_t>(parseEnd);
    if (dialect.rules().maxLineBytes != 0 && l.end - l.begin > dialect.rules().maxLineBytes)
        l.end = static_cast<std::uint32_t>(l.begin + dialect.rules().maxLineBytes);
    if (dialect.rules().nulEndsLine && line.has(ContainsNul)) {
        const void *nul = std::memchr(body.data() + l.begin, 0, l.end - l.begin);
        if (nul != nullptr)
            l.end = static_cast<std::uint32_t>(static_cast<const char *>(nul) - body.data());
    }
    if (dialect.rules().lineBreaks == LineBreaks::PythonSplitlines && line.has(ExtraLineBreaks)) {
        std::size_t first = l.end;
        bool done = false;
        forEachPythonSegment(body.substr(l.begin, l.end - l.begin), true, [&](std::size_t, std::size_t e) {
            if (!done) {
                first = l.begin + e;
                done = true;
            }
        });
        l.end = static_cast<std::uint32_t>(first);
    }
    return l;
}

} // namespace detail

std::vector<Line> lexLines(std::string_view body, const Dialect &dialect)
{
    std::vector<Line> lines;
    detail::lexLinesInto(lines, body, dialect);
    return lines;
}

void detail::lexLinesInto(std::vector<Line> &lines, std::string_view body, const Dialect &dialect)
{
    lines.clear();
    const std::size_t n = body.size();
    if (n == 0)
        return;
    // An upper bound of the line count (CR + LF + 1), so that the vector never reallocates.
    const std::size_t bound = 1 + static_cast<std::size_t>(std::count_if(
                                      body.begin(), body.end(), [](char c) { return c == '\n' || c == '\r'; }));
    // A reused buffer (parse.cpp's re-parse of an edited document) that is too small grows with
    // room for more lines, so that typing lines does not reallocate it on every keystroke.
    lines.reserve(lines.capacity() != 0 && lines.capacity() < bound ? bound + bound / 8 : bound);
    const std::size_t parseEnd =
        (dialect.rules().maxBytes != 0 && n > dialect.rules().maxBytes) ? dialect.rules().maxBytes : n;
    const std::size_t bom = detail::bomSkip(body, dialect);
    const bool fullBom = n >= 3 && body.substr(0, 3) == "\xEF\xBB\xBF";
    const char *data = body.data();

    std::size_t pos = 0;
    std::uint32_t number = 0;
    while (pos < n) {
        // Find the next CR or LF.
        std::size_t e = pos;
        std::uint16_t flags = 0;
        bool nonAscii = false;
        for (; e < n; ++e) {
            const auto c = static_cast<unsigned char>(data[e]);
            if (c >= 0x20 && c < 0x7F)
                continue;
            if (c == '\n' || c == '\r')
                break;
            if (c == 0) {
                flags |= ContainsNul | ControlCharacters;
            } else if (c >= 0x80) {
                nonAscii = true;
            } else if (c != '\t') {
                flags |= ControlCharacters;
                if (c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E)
                    flags |= ExtraLineBreaks;
            }
        }
        Line line;
        line.number = ++number;
        line.content = {static_cast<std::uint32_t>(pos), static_cast<std::uint32_t>(e - pos)};
        std::size_t next = e;
        if (e == n) {
            line.ending = LineEnding::None;
        } else if (data[e] == '\r') {
            if (e + 1 < n && data[e + 1] == '\n') {
                line.ending = LineEnding::CrLf;
                next = e + 2;
            } else {
                line.ending = LineEnding::Cr;
                next = e + 1;
            }
        } else {
            line.ending = LineEnding::Lf;
            next = e + 1;
        }
        const std::string_view content = body.substr(pos, e - pos);
        if (nonAscii) {
            if (!isValidUtf8(content))
                flags |= InvalidUtf8;
            if (content.find("\xC2\x85") != std::string_view::npos ||
                content.find("\xE2\x80\xA8") != std::string_view::npos ||
                content.find("\xE2\x80\xA9") != std::string_view::npos)
                flags |= ExtraLineBreaks;
        }
        if (number == 1 && fullBom)
            flags |= HasBom;
        if (pos >= parseEnd)
            flags |= PastLimit;
        else if (e > parseEnd)
            flags |= CutByLimit;
        line.flags = flags;
        if (!(flags & PastLimit)) {
            const detail::LineLimits limits = detail::lineLimits(body, line, dialect, parseEnd, bom);
            std::size_t fullBegin =
                line.content.offset + ((number == 1) ? std::min<std::size_t>(bom, line.content.length) : 0);
            if (dialect.rules().maxLineBytes != 0 && e - fullBegin > dialect.rules().maxLineBytes)
                line.flags |= TooLong;
            detail::classifyText(body, limits.begin, limits.end, dialect, line);
        } else {
            line.kind = LineKind::Unparseable; // not read at all
        }
        lines.push_back(line);
        pos = next;
    }
}

std::string serialise(std::string_view body, const std::vector<Line> &lines)
{
    std::string out;
    out.reserve(body.size());
    for (const Line &line : lines)
        out.append(body.substr(line.content.offset, line.content.length + line.terminatorLength()));
    return out;
}

} // namespace robots
