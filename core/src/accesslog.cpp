// SPDX-License-Identifier: MIT
// Access log lines, User-Agent identification and IP range files (robots/studio/accesslog.h).
#include "robots/studio/accesslog.h"

#include "textutil.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <unordered_map>

namespace robots {

namespace {

using detail::toLowerAscii;

constexpr bool isDigit(char c)
{
    return detail::isAsciiDigit(static_cast<unsigned char>(c));
}

std::string_view trimCr(std::string_view line)
{
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    return line;
}

/// `n` digits at `text[pos]`, or -1.
int digits(std::string_view text, std::size_t pos, std::size_t n)
{
    if (pos + n > text.size())
        return -1;
    int value = 0;
    for (std::size_t i = pos; i < pos + n; ++i) {
        if (!isDigit(text[i]))
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

int hexValue(char c)
{
    return detail::isHexDigit(static_cast<unsigned char>(c)) ? detail::hexValue(static_cast<unsigned char>(c)) : -1;
}

/// The inside of a `"…"` field starting at `text[pos]` (a quote), escapes left as written
/// (Apache writes `\"` and `\\`, nginx `\x22`); `pos` moves past the closing quote.
std::optional<std::string_view> quoted(std::string_view text, std::size_t &pos)
{
    if (pos >= text.size() || text[pos] != '"')
        return std::nullopt;
    const std::size_t start = ++pos;
    // The closing quote is the first one after an even run of backslashes (each backslash escapes
    // the byte after it). memchr finds quotes a word at a time: this is the hottest loop of a log.
    for (std::size_t from = start; from < text.size();) {
        const void *q = std::memchr(text.data() + from, '"', text.size() - from);
        if (!q)
            break;
        const auto at = static_cast<std::size_t>(static_cast<const char *>(q) - text.data());
        std::size_t backslashes = 0;
        while (at - backslashes > start && text[at - backslashes - 1] == '\\')
            ++backslashes;
        if (backslashes % 2 == 0) {
            pos = at + 1;
            return text.substr(start, at - start);
        }
        from = at + 1;
    }
    pos = text.size();
    return std::nullopt;
}

/// The next space-separated token at `pos` (spaces before it skipped).
std::string_view token(std::string_view text, std::size_t &pos)
{
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
        ++pos;
    const std::size_t start = pos;
    while (pos < text.size() && text[pos] != ' ' && text[pos] != '\t')
        ++pos;
    return text.substr(start, pos - start);
}

void skipSpaces(std::string_view text, std::size_t &pos)
{
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
        ++pos;
}

int statusOf(std::string_view text)
{
    int status = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), status);
    return ec == std::errc() && end == text.data() + text.size() ? status : 0;
}

/// Splits `"GET /a HTTP/1.1"` (HTTP/0.9's `"GET /a"` too) into method and target.
bool requestLine(std::string_view field, LogRequest &request)
{
    const std::size_t space = field.find(' ');
    if (space == std::string_view::npos || space == 0)
        return false;
    request.method = field.substr(0, space);
    std::string_view rest = field.substr(space + 1);
    const std::size_t end = rest.rfind(' ');
    if (end != std::string_view::npos && rest.substr(end + 1).starts_with("HTTP/"))
        rest = rest.substr(0, end);
    if (rest.empty() ||
        (rest.front() != '/' && !rest.starts_with("http://") && !rest.starts_with("https://") && rest != "*"))
        return false;
    for (const char c : request.method)
        if (c < 'A' || c > 'Z')
            return false;
    request.target = rest;
    return true;
}

/// `%XX` and (when `plus`) `+` decoded, appended to `out`.
void percentDecode(std::string_view text, bool plus, std::string &out)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 2 < text.size()) {
            const int hi = hexValue(text[i + 1]);
            const int lo = hexValue(text[i + 2]);
            if (hi >= 0 && lo >= 0) {
                out.push_back(static_cast<char>(hi * 16 + lo));
                i += 2;
                continue;
            }
        }
        out.push_back(plus && c == '+' ? ' ' : c);
    }
}

} // namespace

// ---------------------------------------------------------------------------------------------

std::string_view logFormatName(LogFormat format)
{
    switch (format) {
    case LogFormat::Combined:
        return "combined";
    case LogFormat::W3c:
        return "w3c";
    case LogFormat::JsonLines:
        return "json";
    }
    return "combined";
}

std::optional<LogFormat> logFormatFromName(std::string_view name)
{
    if (name == "combined" || name == "common" || name == "clf")
        return LogFormat::Combined;
    if (name == "w3c" || name == "iis" || name == "cloudfront")
        return LogFormat::W3c;
    if (name == "json" || name == "jsonl")
        return LogFormat::JsonLines;
    return std::nullopt;
}

LogFormat guessLogFormat(std::string_view firstLine)
{
    std::size_t pos = 0;
    skipSpaces(firstLine, pos);
    if (pos < firstLine.size() && firstLine[pos] == '#')
        return LogFormat::W3c;
    if (pos < firstLine.size() && firstLine[pos] == '{')
        return LogFormat::JsonLines;
    return LogFormat::Combined;
}

std::string_view logLineProblemName(LogLineProblem problem)
{
    switch (problem) {
    case LogLineProblem::None:
        return "none";
    case LogLineProblem::Empty:
        return "empty";
    case LogLineProblem::Directive:
        return "directive";
    case LogLineProblem::Malformed:
        return "malformed";
    case LogLineProblem::BadTime:
        return "bad-time";
    case LogLineProblem::BadRequestLine:
        return "bad-request-line";
    case LogLineProblem::NoFields:
        return "no-fields";
    case LogLineProblem::MissingField:
        return "missing-field";
    case LogLineProblem::TooLong:
        return "too-long";
    }
    return "malformed";
}

std::string_view logLineProblemText(LogLineProblem problem)
{
    switch (problem) {
    case LogLineProblem::None:
    case LogLineProblem::Empty:
    case LogLineProblem::Directive:
        return "not a request";
    case LogLineProblem::Malformed:
        return "not a line of the log's format";
    case LogLineProblem::BadTime:
        return "the time cannot be read";
    case LogLineProblem::BadRequestLine:
        return "the request field is not \"METHOD target PROTOCOL\"";
    case LogLineProblem::NoFields:
        return "a W3C data line before any #Fields: directive";
    case LogLineProblem::MissingField:
        return "no time or no URL in the line";
    case LogLineProblem::TooLong:
        return "longer than 64 KiB (skipped unread)";
    }
    return "malformed";
}

// --- Time -------------------------------------------------------------------------------------

std::int64_t utcMilliseconds(int year, int month, int day, int hour, int minute, int second)
{
    // Days from civil (Howard Hinnant's algorithm, proleptic Gregorian).
    year -= month <= 2 ? 1 : 0;
    const std::int64_t era = (year >= 0 ? year : year - 399) / 400;
    const auto yoe = static_cast<unsigned>(year - era * 400);
    const auto mp = static_cast<unsigned>(month > 2 ? month - 3 : month + 9);
    const unsigned doy = (153 * mp + 2) / 5 + static_cast<unsigned>(day) - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    const std::int64_t days = era * 146097 + static_cast<std::int64_t>(doe) - 719468;
    return ((days * 24 + hour) * 60 + minute) * 60000LL + second * 1000LL;
}

std::optional<std::int64_t> parseClfTime(std::string_view text)
{
    // 10/Oct/2000:13:55:36 -0700
    static constexpr std::string_view kMonths = "JanFebMarAprMayJunJulAugSepOctNovDec";
    if (text.size() < 20 || text[2] != '/' || text[6] != '/' || text[11] != ':' || text[14] != ':' || text[17] != ':')
        return std::nullopt;
    const int day = digits(text, 0, 2);
    const std::size_t m = kMonths.find(text.substr(3, 3));
    const int year = digits(text, 7, 4);
    const int hour = digits(text, 12, 2);
    const int minute = digits(text, 15, 2);
    const int second = digits(text, 18, 2);
    if (day < 1 || m == std::string_view::npos || m % 3 != 0 || year < 0 || hour < 0 || minute < 0 || second < 0)
        return std::nullopt;
    std::int64_t ms = utcMilliseconds(year, static_cast<int>(m / 3) + 1, day, hour, minute, second);
    if (text.size() >= 26 && text[20] == ' ' && (text[21] == '+' || text[21] == '-')) {
        const int zh = digits(text, 22, 2);
        const int zm = digits(text, 24, 2);
        if (zh < 0 || zm < 0)
            return std::nullopt;
        const std::int64_t offset = (zh * 60 + zm) * 60000LL;
        ms += text[21] == '+' ? -offset : offset; // local = UTC + offset
    }
    return ms;
}

std::optional<std::int64_t> parseIsoTime(std::string_view text)
{
    // 2026-03-01T12:00:00(.123)?(Z|+01:00|+0100)?  or  2026-03-01 12:00:00
    if (text.size() < 19 || text[4] != '-' || text[7] != '-' || (text[10] != 'T' && text[10] != ' ') ||
        text[13] != ':' || text[16] != ':')
        return std::nullopt;
    const int year = digits(text, 0, 4);
    const int month = digits(text, 5, 2);
    const int day = digits(text, 8, 2);
    const int hour = digits(text, 11, 2);
    const int minute = digits(text, 14, 2);
    const int second = digits(text, 17, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || minute < 0 || second < 0)
        return std::nullopt;
    std::int64_t ms = utcMilliseconds(year, month, day, hour, minute, second);
    std::size_t pos = 19;
    if (pos < text.size() && (text[pos] == '.' || text[pos] == ',')) {
        ++pos;
        int scale = 100;
        while (pos < text.size() && isDigit(text[pos])) {
            ms += (text[pos] - '0') * scale;
            scale /= 10;
            ++pos;
        }
    }
    if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) {
        const int zh = digits(text, pos + 1, 2);
        const std::size_t mm = pos + 3 < text.size() && text[pos + 3] == ':' ? pos + 4 : pos + 3;
        const int zm = mm < text.size() ? digits(text, mm, 2) : 0;
        if (zh < 0 || zm < 0)
            return std::nullopt;
        const std::int64_t offset = (zh * 60 + zm) * 60000LL;
        ms += text[pos] == '+' ? -offset : offset;
    }
    return ms;
}

// --- Lines ------------------------------------------------------------------------------------

LogLineParser::LogLineParser(LogFormat format, JsonFieldMap map)
    : m_format(format)
    , m_map(std::move(map))
{
}

LogLineResult LogLineParser::parse(std::string_view line)
{
    line = trimCr(line);
    if (line.size() > kMaxLineBytes)
        return {LogLineProblem::TooLong, {}};
    std::size_t pos = 0;
    skipSpaces(line, pos);
    if (pos == line.size())
        return {LogLineProblem::Empty, {}};
    switch (m_format) {
    case LogFormat::Combined:
        return parseCombined(line);
    case LogFormat::W3c:
        return parseW3c(line);
    case LogFormat::JsonLines:
        return parseJson(line);
    }
    return {LogLineProblem::Malformed, {}};
}

LogLineResult LogLineParser::parseCombined(std::string_view line)
{
    // %h %l %u %t "%r" %>s %b ["%{Referer}i" "%{User-agent}i"]
    LogLineResult result;
    LogRequest &r = result.request;
    std::size_t pos = 0;
    r.client = token(line, pos);
    const std::size_t bracket = line.find(" [", pos);
    if (r.client.empty() || bracket == std::string_view::npos)
        return {LogLineProblem::Malformed, {}};
    const std::size_t close = line.find(']', bracket);
    if (close == std::string_view::npos)
        return {LogLineProblem::Malformed, {}};
    const std::optional<std::int64_t> time = parseClfTime(line.substr(bracket + 2, close - bracket - 2));
    if (!time)
        return {LogLineProblem::BadTime, {}};
    r.timeMs = *time;
    pos = close + 1;
    skipSpaces(line, pos);
    const std::optional<std::string_view> req = quoted(line, pos);
    if (!req)
        return {LogLineProblem::Malformed, {}};
    r.status = statusOf(token(line, pos));
    if (r.status < 100 || r.status > 999)
        return {LogLineProblem::Malformed, {}};
    token(line, pos); // bytes
    skipSpaces(line, pos);
    if (pos < line.size()) { // Combined: referer and user agent
        if (!quoted(line, pos))
            return {LogLineProblem::Malformed, {}};
        skipSpaces(line, pos);
        const std::optional<std::string_view> ua = quoted(line, pos);
        if (!ua)
            return {LogLineProblem::Malformed, {}};
        r.userAgent = *ua;
    }
    if (!requestLine(*req, r))
        return {LogLineProblem::BadRequestLine, {}};
    return result;
}

LogLineResult LogLineParser::parseW3c(std::string_view line)
{
    if (line.front() == '#') {
        static constexpr std::string_view kFields = "#Fields:";
        if (line.starts_with(kFields)) {
            m_w3cFields.clear();
            std::size_t pos = kFields.size();
            for (std::string_view f = token(line, pos); !f.empty(); f = token(line, pos)) {
                std::string name(f);
                std::transform(name.begin(), name.end(), name.begin(), toLowerAscii);
                m_w3cFields.push_back(std::move(name));
            }
        }
        return {LogLineProblem::Directive, {}};
    }
    if (m_w3cFields.empty())
        return {LogLineProblem::NoFields, {}};
    std::string_view date, time, stem, query, ua, hostHeader, csHost, csHostParen;
    LogLineResult result;
    LogRequest &r = result.request;
    std::size_t pos = 0;
    for (const std::string &field : m_w3cFields) {
        const std::string_view value = token(line, pos);
        if (value.empty())
            return {LogLineProblem::Malformed, {}};
        if (field == "date")
            date = value;
        else if (field == "time")
            time = value;
        else if (field == "c-ip")
            r.client = value;
        else if (field == "cs-method")
            r.method = value;
        else if (field == "cs-uri-stem")
            stem = value;
        else if (field == "cs-uri-query")
            query = value;
        else if (field == "sc-status")
            r.status = statusOf(value);
        else if (field == "cs(user-agent)")
            ua = value;
        else if (field == "x-host-header")
            hostHeader = value;
        else if (field == "cs-host")
            csHost = value;
        else if (field == "cs(host)")
            csHostParen = value;
    }
    if (date.empty() || time.empty() || stem.empty())
        return {LogLineProblem::MissingField, {}};
    // A request target is a path, an absolute URL or `*` (RFC 9112 §3.2), as in the other formats:
    // a stem that is none of these is another column in its place (a line that lost a column).
    if (stem.front() != '/' && stem != "*" && !stem.starts_with("http://") && !stem.starts_with("https://"))
        return {LogLineProblem::BadRequestLine, {}};
    char stamp[20];
    if (date.size() != 10 || time.size() < 8)
        return {LogLineProblem::BadTime, {}};
    std::memcpy(stamp, date.data(), 10);
    stamp[10] = ' ';
    std::memcpy(stamp + 11, time.data(), 8);
    const std::optional<std::int64_t> t = parseIsoTime(std::string_view(stamp, 19));
    if (!t)
        return {LogLineProblem::BadTime, {}};
    r.timeMs = *t;
    // Unescaped values go to the scratch buffer; views are taken once it stops growing.
    m_scratch.clear();
    m_scratch.append(stem);
    if (!query.empty() && query != "-") {
        m_scratch.push_back('?');
        m_scratch.append(query);
    }
    const std::size_t targetEnd = m_scratch.size();
    if (ua != "-")
        // IIS writes spaces as `+`; CloudFront %-encodes them (`%20`) and leaves `+` as it is.
        percentDecode(ua, ua.find('%') == std::string_view::npos, m_scratch);
    r.target = std::string_view(m_scratch).substr(0, targetEnd);
    r.userAgent = std::string_view(m_scratch).substr(targetEnd);
    r.host = !hostHeader.empty() ? hostHeader : !csHost.empty() ? csHost : csHostParen;
    if (r.host == "-")
        r.host = {};
    if (r.method.empty())
        r.method = "GET";
    return result;
}

namespace {

/// A tiny reader of one JSON object that reports its scalar members by dotted path. Enough for
/// log lines (RFC 8259 objects, arrays, strings with escapes, numbers, literals); anything else
/// is malformed.
class JsonLine
{
public:
    JsonLine(std::string_view text, std::string &scratch)
        : m_text(text)
        , m_scratch(scratch)
    {
    }

    struct Member
    {
        std::string path;
        std::size_t begin = 0; ///< Of the value in the scratch buffer (strings) or the line.
        std::size_t length = 0;
        bool inScratch = false;
    };

    bool read(std::vector<Member> &members)
    {
        skip();
        if (!value(members))
            return false;
        skip();
        return m_pos == m_text.size();
    }

private:
    void skip()
    {
        while (m_pos < m_text.size() &&
               (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    enum class Next : unsigned char {
        More,
        End,
        Error
    };
    /// After a member: `,` (another follows) or `close` (the end).
    Next separator(char close)
    {
        skip();
        if (m_pos < m_text.size() && (m_text[m_pos] == ',' || m_text[m_pos] == close))
            return m_text[m_pos++] == ',' ? Next::More : Next::End;
        return Next::Error;
    }

    bool string(std::size_t &begin, std::size_t &length)
    {
        ++m_pos; // the quote
        begin = m_scratch.size();
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '"') {
                length = m_scratch.size() - begin;
                return true;
            }
            if (c != '\\') {
                m_scratch.push_back(c);
                continue;
            }
            if (m_pos >= m_text.size())
                return false;
            const char e = m_text[m_pos++];
            switch (e) {
            case 'n':
                m_scratch.push_back('\n');
                break;
            case 't':
                m_scratch.push_back('\t');
                break;
            case 'r':
                m_scratch.push_back('\r');
                break;
            case 'b':
                m_scratch.push_back('\b');
                break;
            case 'f':
                m_scratch.push_back('\f');
                break;
            case 'u': {
                if (m_pos + 4 > m_text.size())
                    return false;
                unsigned code = 0;
                for (int i = 0; i < 4; ++i) {
                    const int h = hexValue(m_text[m_pos++]);
                    if (h < 0)
                        return false;
                    code = code * 16 + static_cast<unsigned>(h);
                }
                // UTF-8 of the BMP code point (a surrogate half is kept as its own bytes: a UA is
                // compared only for ASCII tokens).
                if (code < 0x80) {
                    m_scratch.push_back(static_cast<char>(code));
                } else if (code < 0x800) {
                    m_scratch.push_back(static_cast<char>(0xC0 | (code >> 6)));
                    m_scratch.push_back(static_cast<char>(0x80 | (code & 0x3F)));
                } else {
                    m_scratch.push_back(static_cast<char>(0xE0 | (code >> 12)));
                    m_scratch.push_back(static_cast<char>(0x80 | ((code >> 6) & 0x3F)));
                    m_scratch.push_back(static_cast<char>(0x80 | (code & 0x3F)));
                }
                break;
            }
            default:
                m_scratch.push_back(e); // \" \\ \/
            }
        }
        return false;
    }

    bool value(std::vector<Member> &members)
    {
        if (m_pos >= m_text.size() || ++m_depth > 32)
            return false;
        const char c = m_text[m_pos];
        bool ok = true;
        if (c == '{') {
            ++m_pos;
            skip();
            if (m_pos < m_text.size() && m_text[m_pos] == '}') {
                ++m_pos;
            } else {
                while (true) {
                    skip();
                    if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                        return false;
                    std::size_t kb = 0, kl = 0;
                    if (!string(kb, kl))
                        return false;
                    const std::size_t pathSize = m_path.size();
                    if (!m_path.empty())
                        m_path.push_back('.');
                    m_path.append(m_scratch, kb, kl);
                    m_scratch.resize(kb);
                    skip();
                    if (m_pos >= m_text.size() || m_text[m_pos] != ':')
                        return false;
                    ++m_pos;
                    skip();
                    if (!value(members))
                        return false;
                    m_path.resize(pathSize);
                    const Next next = separator('}');
                    if (next == Next::Error)
                        return false;
                    if (next == Next::End)
                        break;
                }
            }
        } else if (c == '[') {
            ++m_pos;
            skip();
            if (m_pos < m_text.size() && m_text[m_pos] == ']') {
                ++m_pos;
            } else {
                while (true) {
                    skip();
                    std::vector<Member> ignored; // members of arrays have no path of their own
                    const std::string saved = m_path;
                    m_path = "\x01";
                    if (!value(ignored))
                        return false;
                    m_path = saved;
                    const Next next = separator(']');
                    if (next == Next::Error)
                        return false;
                    if (next == Next::End)
                        break;
                }
            }
        } else if (c == '"') {
            Member m{m_path, 0, 0, true};
            ok = string(m.begin, m.length);
            if (ok)
                members.push_back(std::move(m));
        } else {
            const std::size_t start = m_pos;
            while (m_pos < m_text.size() && m_text[m_pos] != ',' && m_text[m_pos] != '}' && m_text[m_pos] != ']' &&
                   m_text[m_pos] != ' ')
                ++m_pos;
            ok = m_pos > start;
            if (ok)
                members.push_back(Member{m_path, start, m_pos - start, false});
        }
        --m_depth;
        return ok;
    }

    std::string_view m_text;
    std::string &m_scratch;
    std::string m_path;
    std::size_t m_pos = 0;
    int m_depth = 0;
};

} // namespace

LogLineResult LogLineParser::parseJson(std::string_view line)
{
    m_scratch.clear();
    m_scratch.reserve(line.size());
    std::vector<JsonLine::Member> members;
    JsonLine reader(line, m_scratch);
    if (!reader.read(members))
        return {LogLineProblem::Malformed, {}};
    LogLineResult result;
    LogRequest &r = result.request;
    std::string_view time;
    bool timeIsString = false;
    for (const JsonLine::Member &m : members) {
        const std::string_view v =
            m.inScratch ? std::string_view(m_scratch).substr(m.begin, m.length) : line.substr(m.begin, m.length);
        if (m.path == m_map.time) {
            time = v;
            timeIsString = m.inScratch;
        } else if (m.path == m_map.client) {
            r.client = v;
        } else if (m.path == m_map.method) {
            r.method = v;
        } else if (m.path == m_map.url) {
            r.target = v;
        } else if (m.path == m_map.host) {
            r.host = v;
        } else if (m.path == m_map.status) {
            r.status = statusOf(v);
        } else if (m.path == m_map.userAgent) {
            r.userAgent = v;
        }
    }
    if (time.empty() || r.target.empty())
        return {LogLineProblem::MissingField, {}};
    const bool numeric = !timeIsString || time.find_first_not_of("0123456789.") == std::string_view::npos;
    if (numeric) {
        double seconds = 0;
        const auto [end, ec] = std::from_chars(time.data(), time.data() + time.size(), seconds);
        if (ec != std::errc() || end != time.data() + time.size())
            return {LogLineProblem::BadTime, {}};
        // Within the range of ECMAScript's Date (±8.64e15 ms, ECMA-262 §21.4.1.1), where CDN
        // timestamps come from; anything else (1e300, nan, inf) is no time, and converting it
        // to an integer would be undefined behaviour.
        const double ms = seconds > 1e11 ? seconds : seconds * 1000.0;
        if (!std::isfinite(ms) || std::abs(ms) > 8.64e15)
            return {LogLineProblem::BadTime, {}};
        r.timeMs = static_cast<std::int64_t>(ms);
    } else {
        const std::optional<std::int64_t> t = parseIsoTime(time);
        if (!t)
            return {LogLineProblem::BadTime, {}};
        r.timeMs = *t;
    }
    if (r.method.empty())
        r.method = "GET";
    if (r.target.front() != '/' && !r.target.starts_with("http://") && !r.target.starts_with("https://"))
        return {LogLineProblem::BadRequestLine, {}};
    return result;
}

// --- Crawlers ---------------------------------------------------------------------------------

namespace {

struct CatalogueIndex
{
    std::unordered_map<std::string, const Crawler *> byToken; ///< Lower-case token → crawler.
    std::size_t longest = 0;
};

const CatalogueIndex &catalogueIndex()
{
    static const CatalogueIndex index = [] {
        CatalogueIndex i;
        for (const Crawler &c : crawlerCatalogue()) {
            if (c.controlToken)
                continue;
            std::string key(c.token);
            std::transform(key.begin(), key.end(), key.begin(), toLowerAscii);
            i.longest = std::max(i.longest, key.size());
            i.byToken.emplace(std::move(key), &c);
        }
        return i;
    }();
    return index;
}

constexpr bool isTokenChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '-' || c == '_';
}

} // namespace

const Crawler *identifyCrawler(std::string_view userAgent)
{
    const CatalogueIndex &index = catalogueIndex();
    std::string key;
    std::size_t i = 0;
    while (i < userAgent.size()) {
        if (!isTokenChar(userAgent[i])) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < userAgent.size() && isTokenChar(userAgent[i]))
            ++i;
        if (i - start > index.longest || isDigit(userAgent[start]))
            continue;
        key.assign(userAgent.substr(start, i - start));
        std::transform(key.begin(), key.end(), key.begin(), toLowerAscii);
        if (const auto it = index.byToken.find(key); it != index.byToken.end())
            return it->second;
    }
    return nullptr;
}

// --- IP ranges --------------------------------------------------------------------------------

std::optional<IpAddress> parseIpAddress(std::string_view text)
{
    IpAddress ip{};
    if (text.find(':') == std::string_view::npos) {
        // IPv4, stored IPv4-mapped (::ffff:a.b.c.d).
        ip[10] = ip[11] = 0xff;
        std::size_t pos = 0;
        for (int part = 0; part < 4; ++part) {
            if (part > 0) {
                if (pos >= text.size() || text[pos] != '.')
                    return std::nullopt;
                ++pos;
            }
            unsigned value = 0;
            const auto [end, ec] = std::from_chars(text.data() + pos, text.data() + text.size(), value);
            const auto used = static_cast<std::size_t>(end - (text.data() + pos));
            if (ec != std::errc() || used == 0 || used > 3 || value > 255)
                return std::nullopt;
            ip[static_cast<std::size_t>(12 + part)] = static_cast<std::uint8_t>(value);
            pos += used;
        }
        return pos == text.size() ? std::optional(ip) : std::nullopt;
    }
    // IPv6 (RFC 4291 §2.2): groups, one `::`, an IPv4 tail.
    std::array<std::uint16_t, 8> head{}, tail{};
    int nHead = 0, nTail = 0;
    bool gap = false;
    std::size_t pos = 0;
    if (text.starts_with("::")) {
        gap = true;
        pos = 2;
    }
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find(':', pos), text.size());
        const std::string_view group = text.substr(pos, end - pos);
        if (group.find('.') != std::string_view::npos) { // embedded IPv4
            const std::optional<IpAddress> v4 = parseIpAddress(group);
            if (!v4 || end != text.size())
                return std::nullopt;
            for (int k = 0; k < 2; ++k) {
                const auto word = static_cast<std::uint16_t>((*v4)[static_cast<std::size_t>(12 + 2 * k)] << 8 |
                                                             (*v4)[static_cast<std::size_t>(13 + 2 * k)]);
                if (gap ? nTail >= 8 : nHead >= 8)
                    return std::nullopt;
                (gap ? tail[static_cast<std::size_t>(nTail++)] : head[static_cast<std::size_t>(nHead++)]) = word;
            }
            pos = end;
            break;
        }
        unsigned value = 0;
        const auto [p, ec] = std::from_chars(group.data(), group.data() + group.size(), value, 16);
        if (group.empty() || group.size() > 4 || ec != std::errc() || p != group.data() + group.size())
            return std::nullopt;
        if (gap ? nTail >= 8 : nHead >= 8)
            return std::nullopt;
        (gap ? tail[static_cast<std::size_t>(nTail++)] : head[static_cast<std::size_t>(nHead++)]) =
            static_cast<std::uint16_t>(value);
        pos = end;
        if (pos < text.size()) {
            ++pos; // ':'
            if (pos < text.size() && text[pos] == ':') {
                if (gap)
                    return std::nullopt;
                gap = true;
                ++pos;
            } else if (pos == text.size()) {
                return std::nullopt;
            }
        }
    }
    if (nHead + nTail > (gap ? 7 : 8) || (!gap && nHead != 8))
        return std::nullopt;
    std::array<std::uint16_t, 8> words{};
    for (int k = 0; k < nHead; ++k)
        words[static_cast<std::size_t>(k)] = head[static_cast<std::size_t>(k)];
    for (int k = 0; k < nTail; ++k)
        words[static_cast<std::size_t>(8 - nTail + k)] = tail[static_cast<std::size_t>(k)];
    for (std::size_t k = 0; k < 8; ++k) {
        ip[2 * k] = static_cast<std::uint8_t>(words[k] >> 8);
        ip[2 * k + 1] = static_cast<std::uint8_t>(words[k] & 0xff);
    }
    return ip;
}

bool IpPrefix::contains(const IpAddress &ip) const
{
    const std::size_t whole = bits / 8;
    if (std::memcmp(ip.data(), address.data(), whole) != 0)
        return false;
    const unsigned rest = bits % 8;
    if (rest == 0)
        return true;
    const auto mask = static_cast<std::uint8_t>(0xff << (8 - rest));
    return (ip[whole] & mask) == (address[whole] & mask);
}

std::optional<IpPrefix> parseIpPrefix(std::string_view text)
{
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos)
        return std::nullopt;
    const std::optional<IpAddress> ip = parseIpAddress(text.substr(0, slash));
    unsigned bits = 0;
    const std::string_view b = text.substr(slash + 1);
    const auto [end, ec] = std::from_chars(b.data(), b.data() + b.size(), bits);
    if (!ip || ec != std::errc() || end != b.data() + b.size())
        return std::nullopt;
    const bool v4 = text.find(':') == std::string_view::npos;
    if (bits > (v4 ? 32u : 128u))
        return std::nullopt;
    return IpPrefix{*ip, static_cast<std::uint8_t>(v4 ? 96 + bits : bits)};
}

std::string_view verificationName(Verification v)
{
    switch (v) {
    case Verification::Verified:
        return "verified";
    case Verification::Unverified:
        return "unverified";
    case Verification::Spoofed:
        return "spoofed";
    }
    return "unverified";
}

void IpVerifier::add(std::string_view operatorName, const IpRangeFile &file)
{
    auto it = m_ranges.find(operatorName);
    if (it == m_ranges.end())
        it = m_ranges.emplace(std::string(operatorName), std::vector<IpPrefix>{}).first;
    it->second.insert(it->second.end(), file.prefixes.begin(), file.prefixes.end());
}

bool IpVerifier::hasRanges(std::string_view operatorName) const
{
    return m_ranges.find(operatorName) != m_ranges.end();
}

bool IpVerifier::inRanges(std::string_view operatorName, const IpAddress &ip) const
{
    const auto it = m_ranges.find(operatorName);
    return it != m_ranges.end() &&
           std::any_of(it->second.begin(), it->second.end(), [&](const IpPrefix &p) { return p.contains(ip); });
}

void IpVerifier::addDnsAnswer(std::string_view operatorName, const IpAddress &ip, bool verified)
{
    auto it = m_dns.find(operatorName);
    if (it == m_dns.end())
        it = m_dns.emplace(std::string(operatorName), std::map<IpAddress, bool>{}).first;
    it->second[ip] = verified;
}

std::size_t IpVerifier::dnsAnswers() const
{
    std::size_t n = 0;
    for (const auto &[name, answers] : m_dns)
        n += answers.size();
    return n;
}

Verification IpVerifier::verify(const Crawler &crawler, std::string_view clientIp) const
{
    const auto ranges = m_ranges.find(crawler.operatorName);
    const auto dns = m_dns.empty() ? m_dns.end() : m_dns.find(crawler.operatorName);
    if (ranges == m_ranges.end() && dns == m_dns.end())
        return Verification::Unverified;
    const std::optional<IpAddress> ip = parseIpAddress(clientIp);
    if (!ip)
        return Verification::Unverified; // a host name (Apache's HostnameLookups), "-": nothing to check
    if (ranges != m_ranges.end())
        for (const IpPrefix &p : ranges->second)
            if (p.contains(*ip))
                return Verification::Verified;
    if (dns != m_dns.end())
        if (const auto answer = dns->second.find(*ip); answer != dns->second.end())
            return answer->second ? Verification::Verified : Verification::Spoofed;
    return ranges != m_ranges.end() ? Verification::Spoofed : Verification::Unverified;
}

} // namespace robots
