// SPDX-License-Identifier: MIT
// R1xx: the file as bytes — emptiness, size limit, encoding, BOM, control characters, content
// that is not a robots.txt, line endings.
#include "diagnostics_internal.h"
#include "robots/studio/dialectrules.h"

#include "robots/studio/encoding.h"

#include <algorithm>
#include <array>

namespace robots::diag {
namespace {

std::string hexBytes(std::string_view bytes)
{
    std::string out;
    for (std::size_t i = 0; i < bytes.size() && i < 8; ++i) {
        if (i)
            out += ' ';
        const auto c = static_cast<unsigned char>(bytes[i]);
        out += "0x";
        out += detail::kHexUpper[c >> 4];
        out += detail::kHexUpper[c & 15];
    }
    return out;
}

std::string withThousands(std::size_t n)
{
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

// Windows-1252 for 0x80–0x9F (0 = undefined), Latin-1 above: the usual origin of non-UTF-8
// bytes in a robots.txt.
constexpr std::array<std::uint16_t, 32> kCp1252{0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
                                                0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

// The line re-read as Windows-1252 (valid UTF-8 sequences kept), or nullopt when a byte has no
// Windows-1252 meaning.
std::optional<std::string> fromCp1252(std::string_view line)
{
    std::string out;
    std::size_t i = 0;
    while (i < line.size()) {
        const std::size_t bad = firstInvalidUtf8(line.substr(i));
        const std::size_t good = bad == std::string_view::npos ? line.size() - i : bad;
        out.append(line.substr(i, good));
        i += good;
        if (i >= line.size())
            break;
        const auto c = static_cast<unsigned char>(line[i]);
        std::uint32_t cp = c;
        if (c >= 0x80 && c < 0xA0) {
            cp = kCp1252[c - 0x80];
            if (!cp)
                return std::nullopt;
        }
        detail::appendUtf8(out, cp);
        ++i;
    }
    return out;
}

void checkEmpty(Context &ctx)
{
    if (!ctx.wants(CheckId::EmptyFile))
        return;
    const auto lines = ctx.lines();
    for (std::size_t i = 0; i < ctx.parsedLineCount(); ++i) {
        if (!isBlankOrComment(lines[i]))
            return;
    }
    const Span where = lines.empty() ? Span{1, 0, 0, 0} : ctx.span(lines.front());
    ctx.report(CheckId::EmptyFile, where, kAllDialects,
               ctx.text().empty() ? msg("diag.R101.empty", "The file is empty: every crawler may fetch every URL")
                                  : msg("diag.R101", "The file has only comments and blank lines: every crawler may "
                                                     "fetch every URL"));
}

// What one dialect loses to its byte limit (RFC 9309 §2.5), read from its own parses.
struct LimitLoss
{
    DialectMask dialects = 0;
    std::size_t rules = 0;              ///< Lines it reads as Allow/Disallow, from the first lost line on.
    std::size_t groups = 0;             ///< Groups it forms that start there (every User-agent line of them lost).
    LineKind cutKind = LineKind::Blank; ///< How it reads the part of the cut line before the limit.

    [[nodiscard]] bool sameStory(const LimitLoss &o) const
    {
        return rules == o.rules && groups == o.groups && cutKind == o.cutKind;
    }
};

LimitLoss limitLoss(Context &ctx, const Dialect &d, std::uint32_t firstLost, std::uint32_t cutLine)
{
    LimitLoss loss;
    loss.dialects = dialectBit(d.id());
    // The same dialect without its limit: the reading the cut takes away. Parsed only for files
    // over a limit (larger than W1, the keystroke budget's file); exact counts cost one parse of
    // the whole file per dialect that cuts (about 20 ms for a 3.7 MB file).
    DialectRules wholeRules = d.rules();
    wholeRules.maxBytes = 0;
    const Dialect whole(d, d.name(), wholeRules);
    const RobotsFile full = parse(ctx.text(), whole);
    for (const Rule &r : full.rules()) {
        if (r.line() >= firstLost && r.origin() == RuleOrigin::Written && r.status() != RuleStatus::NotAField)
            ++loss.rules;
    }
    for (const Group &g : full.groups()) {
        if (g.firstLine >= firstLost && g.startedBy == GroupStart::UserAgent)
            ++loss.groups;
    }
    if (cutLine) {
        // The part before the limit, lexed alone: what the dialect's parse reads of that line.
        const Line &cut = ctx.line(cutLine);
        const std::vector<Line> part =
            lexLines(ctx.text().substr(cut.content.offset, d.rules().maxBytes - cut.content.offset), d);
        loss.cutKind = part.empty() ? LineKind::Blank : part.front().kind;
    }
    return loss;
}

// RFC 9309 §2.5: a crawler must parse at least 500 KiB; the dialects that stop at their limit
// (DialectRules::maxBytes) lose the rest. One finding per limit, at the cut, naming for each dialect what
// it loses, computed from its own reading (the counts differ: a dialect's keys and groups are its
// own). A dialect whose fetch policy does something else with a body over its cap
// (FetchPolicy::bodyTooLarge: Yandex allows everything) is told apart: the verdicts on the text
// (check, compare, the tester) read what the parse reads, a fetch decides by the policy.
void checkSize(Context &ctx)
{
    if (!ctx.wants(CheckId::OverSizeLimit))
        return;
    const std::size_t size = ctx.text().size();
    const auto lines = ctx.lines();
    std::vector<std::size_t> limits;
    for (const Dialect &d : allDialects()) {
        if (d.rules().maxBytes && size > d.rules().maxBytes &&
            std::find(limits.begin(), limits.end(), d.rules().maxBytes) == limits.end())
            limits.push_back(d.rules().maxBytes);
    }
    for (const std::size_t limit : limits) {
        DialectMask cut = 0;
        DialectMask fetchAllowsAll = 0;
        std::size_t fetchCap = 0;
        for (const Dialect &d : allDialects()) {
            if (d.rules().maxBytes != limit)
                continue;
            cut |= dialectBit(d.id());
            if (d.fetch().bodyTooLarge == FetchOutcome::AllowAll && d.fetch().maxBodyBytes &&
                size > d.fetch().maxBodyBytes) {
                fetchAllowsAll |= dialectBit(d.id());
                fetchCap = d.fetch().maxBodyBytes;
            }
        }
        const Line &at = ctx.lineAt(static_cast<std::uint32_t>(limit));
        // The limit falls inside a line's text (that line is read up to it), at a line's start, or
        // in a line's terminator (that line is read whole).
        const bool inside = at.content.offset < limit && limit < at.content.end();
        const std::uint32_t firstLost = at.content.offset >= limit || inside ? at.number : at.number + 1;
        if (firstLost > lines.size())
            continue; // only the last line's terminator is past the limit
        const std::uint32_t cutLine = inside ? at.number : 0;
        const std::size_t lostLines = lines.size() - firstLost + 1;

        std::vector<LimitLoss> stories;
        for (const Dialect &d : allDialects()) {
            if (!(cut & dialectBit(d.id())))
                continue;
            const LimitLoss loss = limitLoss(ctx, d, firstLost, cutLine);
            auto same =
                std::find_if(stories.begin(), stories.end(), [&](const LimitLoss &s) { return s.sameStory(loss); });
            if (same != stories.end())
                same->dialects |= loss.dialects;
            else
                stories.push_back(loss);
        }

        const Line &first = ctx.line(firstLost);
        const ByteRange rest =
            inside ? ByteRange{static_cast<std::uint32_t>(limit), static_cast<std::uint32_t>(at.content.end() - limit)}
                   : first.content;
        Message m = inside ? msg("diag.R102.cut",
                                 "The file is %1 bytes; %2 read only its first %3: line %4 is cut there and "
                                 "everything after it is ignored",
                                 withThousands(size), dialectList(cut), withThousands(limit), decimal(at.number))
                           : msg("diag.R102",
                                 "The file is %1 bytes; %2 read only its first %3: everything from line %4 on is "
                                 "ignored",
                                 withThousands(size), dialectList(cut), withThousands(limit), decimal(firstLost));
        Diagnostic *d = ctx.report(CheckId::OverSizeLimit, ctx.span(first, rest), cut, std::move(m));
        if (!d)
            continue;
        const Span here = ctx.span(first, rest);
        for (const LimitLoss &s : stories) {
            d->related.push_back(
                {here, msg("diag.R102.lost", "For %1 the cut drops %2 lines, with %3 rules and %4 whole groups",
                           dialectList(s.dialects), withThousands(lostLines), withThousands(s.rules),
                           withThousands(s.groups))});
            if (!cutLine)
                continue;
            const ByteRange part{at.content.offset, static_cast<std::uint32_t>(limit - at.content.offset)};
            // Quoted without the first bytes of a character the limit cuts in two.
            std::string_view shown = ctx.text(part);
            if (const std::size_t bad = firstInvalidUtf8(shown);
                bad != std::string_view::npos && shown.size() - bad < 4)
                shown = shown.substr(0, bad);
            const bool ignored = s.cutKind == LineKind::Unparseable || s.cutKind == LineKind::UnknownKey ||
                                 s.cutKind == LineKind::Blank || s.cutKind == LineKind::CommentOnly;
            d->related.push_back(
                {ctx.span(at, part),
                 ignored ? msg("diag.R102.cut-ignored",
                               "For %1 line %2 ends at the cut as %3, which is not a record: it is ignored",
                               dialectList(s.dialects), decimal(at.number), backticked(shown))
                         : msg("diag.R102.cut-read", "For %1 line %2 ends at the cut and is read as %3",
                               dialectList(s.dialects), decimal(at.number), backticked(shown))});
        }
        if (fetchAllowsAll) {
            d->related.push_back(
                {here, msg("diag.R102.fetch-allow-all",
                           "Fetched, a file over %2 bytes allows everything for %1 (its fetch policy); verdicts "
                           "on the text itself (check, compare, the tester) read its first %3 bytes",
                           dialectList(fetchAllowsAll), withThousands(fetchCap), withThousands(limit))});
        }
    }
}

void checkBom(Context &ctx)
{
    if (!ctx.wants(CheckId::ByteOrderMark))
        return;
    if (ctx.text().starts_with(kMangledBom) && !ctx.lines().empty()) {
        const ByteRange bom{0, static_cast<std::uint32_t>(kMangledBom.size())};
        if (Diagnostic *d =
                ctx.report(CheckId::ByteOrderMark, Severity::Warning, ctx.span(ctx.lines().front(), bom), kAllDialects,
                           msg("diag.R104.mangled", "A byte order mark saved again as `ï»¿` (UTF-8 read as "
                                                    "Latin-1 and encoded once more): no reader recognises "
                                                    "the key on line 1")))
            d->fixes.push_back(
                fix(msg("fix.R104.mangled", "Remove the mangled byte order mark"), {TextEdit{bom, ""}}, true));
        return;
    }
    if (!ctx.text().starts_with("\xEF\xBB\xBF") || ctx.lines().empty())
        return;
    DialectMask keepsBom = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().bom == BomHandling::PartOfFirstLine)
            keepsBom |= dialectBit(d.id());
    }
    const Line &first = ctx.lines().front();
    const Span where{1, 0, 3, 0};
    const bool keyLine = !isBlankOrComment(first);
    Diagnostic *d = nullptr;
    if (keyLine) {
        d = ctx.report(
            CheckId::ByteOrderMark, Severity::Warning, where, keepsBom,
            msg("diag.R104.key",
                "UTF-8 byte order mark: taken as part of the first key by %1, so line 1 (%2) is ignored there",
                {dialectList(keepsBom), backticked(ctx.text(first.key.empty() ? first.content : first.key))}));
    } else {
        d = ctx.report(CheckId::ByteOrderMark, Severity::Info, where, keepsBom,
                       msg("diag.R104",
                           "UTF-8 byte order mark: harmless here (line 1 is not a record), but kept as text by %1",
                           {dialectList(keepsBom)}));
    }
    if (d)
        d->fixes.push_back(fix(msg("fix.R104", "Remove the byte order mark"), {TextEdit{{0, 3}, ""}}, true));
}

// Bytes outside printable text: C0 controls (but TAB), DEL, and the Unicode line breaks Python's
// splitlines() also honours (U+0085, U+2028, U+2029).
struct ControlHit
{
    std::size_t offset = 0;
    std::size_t length = 1;
    bool pythonBreak = false;
};

std::optional<ControlHit> controlAt(std::string_view text, std::size_t i)
{
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\t')
        return std::nullopt;
    if (c < 0x20 || c == 0x7F)
        return ControlHit{i, 1, c == 0x0B || c == 0x0C || (c >= 0x1C && c <= 0x1E)};
    if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x85)
        return ControlHit{i, 2, true};
    if (c == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x80 &&
        (static_cast<unsigned char>(text[i + 2]) == 0xA8 || static_cast<unsigned char>(text[i + 2]) == 0xA9))
        return ControlHit{i, 3, true};
    return std::nullopt;
}

// Fixed descriptions are Texts with ids, so that the GUI translates them inside the finding's
// message (ui/i18n/coremessages.h, translatedCoreArgument).
Text controlText(std::string_view bytes)
{
    if (bytes.size() == 1) {
        switch (bytes[0]) {
        case '\0':
            return {"diag.control.nul", "a NUL byte"};
        case '\x0B':
            return {"diag.control.vt", "a vertical tab (0x0B)"};
        case '\x0C':
            return {"diag.control.ff", "a form feed (0x0C)"};
        case '\x7F':
            return {"diag.control.del", "a DEL byte (0x7F)"};
        default:
            return {};
        }
    }
    if (bytes == "\xC2\x85")
        return {"diag.control.nel", "a NEXT LINE character (U+0085)"};
    if (bytes == "\xE2\x80\xA8")
        return {"diag.control.ls", "a LINE SEPARATOR (U+2028)"};
    return {"diag.control.ps", "a PARAGRAPH SEPARATOR (U+2029)"};
}

std::string describeControl(std::string_view bytes)
{
    const Text text = controlText(bytes);
    if (text.id.empty())
        return Message{"diag.control.other", "the control character %1", {hexBytes(bytes)}}.toEnglish();
    return std::string(text.english);
}

/// `m` with its argument `index`, describeControl(bytes), marked as the core text it is.
Message withControlText(Message m, std::size_t index, std::string_view bytes)
{
    const Text text = controlText(bytes);
    if (text.id.empty())
        return withText(std::move(m), index, {"diag.control.other", "the control character %1"}, {hexBytes(bytes)});
    return withText(std::move(m), index, text);
}

void scanLine(Context &ctx, const Line &line0, std::size_t i, const std::size_t end, DialectMask pythonLike,
              std::uint32_t &lastInvalidLine, std::uint32_t &lastControlLine)
{
    const std::string_view text = ctx.text();
    while (i < end) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7F) {
            ++i;
            continue;
        }
        if (c == '\n' || c == '\r' || c == '\t') {
            ++i;
            continue;
        }
        const Line &line = line0;
        if (c >= 0x80) {
            const std::size_t bad = firstInvalidUtf8(text.substr(i, std::min<std::size_t>(4, end - i)));
            if (bad != 0) {
                // A valid sequence: maybe a Unicode line break; skip it.
                if (auto hit = controlAt(text, i); hit && line.number != lastControlLine) {
                    lastControlLine = line.number;
                    const std::string_view bytes = text.substr(hit->offset, hit->length);
                    ctx.report(
                        CheckId::ControlCharacters,
                        ctx.span(line,
                                 {static_cast<std::uint32_t>(hit->offset), static_cast<std::uint32_t>(hit->length)}),
                        pythonLike,
                        withControlText(msg("diag.R105.break", "Line %1 contains %2: a line break for %3",
                                            {decimal(line.number), describeControl(bytes), dialectList(pythonLike)}),
                                        1, bytes));
                }
                const auto lead = static_cast<unsigned char>(text[i]);
                i += lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
                continue;
            }
            std::size_t len = 1;
            while (i + len < end && len < 16 && static_cast<unsigned char>(text[i + len]) >= 0x80 &&
                   firstInvalidUtf8(text.substr(i + len, std::min<std::size_t>(4, end - i - len))) == 0)
                ++len;
            if (line.number != lastInvalidLine) {
                lastInvalidLine = line.number;
                const ByteRange r{static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(len)};
                if (Diagnostic *d = ctx.report(CheckId::InvalidUtf8, ctx.span(line, r), kAllDialects,
                                               msg("diag.R103",
                                                   "Line %1 has bytes that are not UTF-8 (%2): crawlers "
                                                   "decode them differently",
                                                   {decimal(line.number), hexBytes(ctx.text(r))}))) {
                    if (auto converted = fromCp1252(ctx.text(line.content))) {
                        d->fixes.push_back(fix(msg("fix.R103", "Re-encode the line from Windows-1252 to UTF-8"),
                                               {TextEdit{line.content, std::move(*converted)}}, false));
                    }
                }
            }
            i += len;
            continue;
        }
        // C0 control or DEL.
        if (line.number != lastControlLine) {
            lastControlLine = line.number;
            const auto hit = controlAt(text, i);
            const std::string_view bytes = text.substr(i, 1);
            const bool breaks = hit && hit->pythonBreak;
            Message m = breaks
                            ? msg("diag.R105.break", "Line %1 contains %2: a line break for %3",
                                  {decimal(line.number), describeControl(bytes), dialectList(pythonLike)})
                            : msg("diag.R105", "Line %1 contains %2", {decimal(line.number), describeControl(bytes)});
            m = withControlText(std::move(m), 1, bytes);
            if (Diagnostic *d =
                    ctx.report(CheckId::ControlCharacters, ctx.span(line, {static_cast<std::uint32_t>(i), 1}),
                               kAllDialects, std::move(m))) {
                std::string cleaned;
                const std::string_view content = ctx.text(line.content);
                for (std::size_t k = 0; k < content.size(); ++k) {
                    if (!controlAt(content, k))
                        cleaned += content[k];
                    else if (auto h = controlAt(content, k); h && h->length > 1)
                        k += h->length - 1;
                }
                d->fixes.push_back(
                    fix(msg("fix.R105", "Remove the control characters from line %1", {decimal(line.number)}),
                        {TextEdit{line.content, std::move(cleaned)}}, false));
            }
        }
        ++i;
    }
}

// Invalid UTF-8 and control characters, on the lines the lexer flagged (Line::flags), so that a
// clean file costs one test per line.
void checkBytes(Context &ctx)
{
    if (!ctx.wants(CheckId::InvalidUtf8) && !ctx.wants(CheckId::ControlCharacters))
        return;
    const std::string_view text = ctx.text();
    const auto lines = ctx.lines();
    const std::size_t end =
        ctx.parsedLineCount() == lines.size() ? text.size() : lines[ctx.parsedLineCount()].content.offset;
    DialectMask pythonLike = 0;
    for (const Dialect &d : allDialects()) {
        if (d.rules().lineBreaks == LineBreaks::PythonSplitlines)
            pythonLike |= dialectBit(d.id());
    }
    std::uint32_t lastInvalidLine = 0;
    std::uint32_t lastControlLine = 0;
    // The lexer flags the lines worth a byte-level look; scan only those.
    constexpr std::uint16_t kLook = InvalidUtf8 | ContainsNul | ControlCharacters | ExtraLineBreaks;
    for (std::size_t li = 0; li < ctx.parsedLineCount(); ++li) {
        if (!(lines[li].flags & kLook))
            continue;
        std::size_t i = lines[li].content.offset;
        const std::size_t lineEnd = std::min<std::size_t>(lines[li].content.end(), end);
        scanLine(ctx, lines[li], i, lineEnd, pythonLike, lastInvalidLine, lastControlLine);
    }
}

void checkNotRobots(Context &ctx)
{
    const auto lines = ctx.lines();
    const std::size_t scan = std::min<std::size_t>(ctx.parsedLineCount(), 50);
    for (std::size_t i = 0; i < scan; ++i) {
        const Line &line = lines[i];
        if (line.kind == LineKind::Blank)
            continue;
        std::string_view content = ctx.text(line.content);
        if (i == 0 && content.starts_with("\xEF\xBB\xBF"))
            content.remove_prefix(3);
        while (!content.empty() && (content.front() == ' ' || content.front() == '\t'))
            content.remove_prefix(1);
        Text what;
        if (detail::startsWithIgnoreCaseAscii(content, "<!doctype") ||
            detail::startsWithIgnoreCaseAscii(content, "<html") ||
            detail::startsWithIgnoreCaseAscii(content, "<head") ||
            detail::startsWithIgnoreCaseAscii(content, "<body") ||
            detail::startsWithIgnoreCaseAscii(content, "<meta") || detail::startsWithIgnoreCaseAscii(content, "<title"))
            what = {"diag.R106.html", "an HTML page"};
        else if (detail::startsWithIgnoreCaseAscii(content, "<?xml") || (i == 0 && content.starts_with('<')))
            what = {"diag.R106.xml", "XML or HTML"};
        else if (i == 0 && (content.starts_with('{') || content.starts_with('[')) &&
                 ctx.text().find("\":", line.content.offset) != std::string_view::npos)
            what = {"diag.R106.json", "JSON"};
        if (!what.id.empty()) {
            ctx.notRobotsTxt = true;
            ctx.report(CheckId::NotRobotsTxt, ctx.span(line), kAllDialects,
                       withText(msg("diag.R106", "This looks like %1, not a robots.txt: crawlers find no rules in it",
                                    {std::string(what.english)}),
                                0, what));
            return;
        }
        if (line.kind != LineKind::CommentOnly && line.kind != LineKind::Unparseable)
            return; // A real record first: a robots.txt.
    }
}

void checkLineEndings(Context &ctx)
{
    if (!ctx.wants(CheckId::LineEndings))
        return;
    const auto lines = ctx.lines();
    std::size_t counts[4] = {0, 0, 0, 0}; // None, Lf, CrLf, Cr
    const Line *firstOf[4] = {nullptr, nullptr, nullptr, nullptr};
    for (std::size_t i = 0; i < ctx.parsedLineCount(); ++i) {
        const auto e = static_cast<std::size_t>(lines[i].ending);
        ++counts[e];
        if (!firstOf[e])
            firstOf[e] = &lines[i];
    }
    const std::size_t kinds = (counts[1] > 0) + (counts[2] > 0) + (counts[3] > 0);
    if (kinds == 0 || (kinds == 1 && counts[1] > 0))
        return;
    auto terminatorSpan = [&](const Line &l) { return ctx.span(l, ByteRange{l.content.end(), l.terminatorLength()}); };
    auto convertAll = [&](std::string_view to) {
        FixEdits edits;
        for (std::size_t i = 0; i < ctx.parsedLineCount(); ++i) {
            const Line &l = lines[i];
            if (l.ending == LineEnding::None)
                continue;
            const std::string_view current = ctx.text(ByteRange{l.content.end(), l.terminatorLength()});
            if (current != to)
                edits.push_back(TextEdit{ByteRange{l.content.end(), l.terminatorLength()}, std::string(to)});
        }
        return edits;
    };
    if (kinds == 1) {
        const bool crlf = counts[2] > 0;
        const Line &first = *firstOf[crlf ? 2 : 3];
        if (Diagnostic *d = ctx.report(CheckId::LineEndings, terminatorSpan(first), kAllDialects,
                                       crlf ? msg("diag.R107.crlf", "Windows (CRLF) line endings: every reader accepts "
                                                                    "them")
                                            : msg("diag.R107.cr", "Old Mac (CR) line endings: RFC 9309 accepts them, "
                                                                  "but many tools see one long line"))) {
            d->fixes.push_back(fix(msg("fix.R107.lf", "Convert every line ending to LF"), convertAll("\n"), false));
        }
        return;
    }
    // Mixed: name the counts, point at the first line that differs from the most common ending.
    const std::size_t dominant = counts[2] > counts[1] && counts[2] >= counts[3] ? 2 : (counts[3] > counts[1] ? 3 : 1);
    const Line *odd = nullptr;
    for (std::size_t i = 0; i < ctx.parsedLineCount() && !odd; ++i) {
        const auto e = static_cast<std::size_t>(lines[i].ending);
        if (e != 0 && e != dominant)
            odd = &lines[i];
    }
    static constexpr std::string_view kNames[4] = {"", "LF", "CRLF", "CR"};
    static constexpr std::string_view kBytes[4] = {"", "\n", "\r\n", "\r"};
    if (Diagnostic *d =
            ctx.report(CheckId::LineEndings, terminatorSpan(*odd), kAllDialects,
                       msg("diag.R107.mixed", "Mixed line endings: %1 LF, %2 CRLF, %3 CR; line %4 ends with %5",
                           {decimal(counts[1]), decimal(counts[2]), decimal(counts[3]), decimal(odd->number),
                            std::string(kNames[static_cast<std::size_t>(odd->ending)])}))) {
        d->fixes.push_back(
            fix(msg("fix.R107.mixed", "Convert every line ending to %1", {std::string(kNames[dominant])}),
                convertAll(kBytes[dominant]), true));
    }
}

} // namespace

// R109: UTF-16 or UTF-32 text. RFC 9309 §2.3 requires UTF-8, and every reader modelled here takes
// the body as bytes: the message says what each of them finds in those bytes, as the engine reads
// them (ctx.file() parses the raw body per dialect), and what the text holds once converted.
bool runEncodingCheck(Context &ctx)
{
    const std::optional<DetectedEncoding> detected = detectWideEncoding(ctx.text());
    if (!detected)
        return false;
    if (!ctx.wants(CheckId::WideEncoding))
        return true;
    // CPython 3.11 RobotFileParser.read() decodes the body with raw.decode("utf-8"): bytes that are
    // not UTF-8 (every byte order mark here) raise UnicodeDecodeError before any line is parsed,
    // and can_fetch() answers False until a file has been read. Its dialect is then left out of
    // the parsers' list and gets a sentence of its own.
    const DialectMask python = dialectBit(DialectId::PythonUrllib);
    const bool pythonFails = !isValidUtf8(ctx.text());
    DialectMask noRules = 0;
    for (const Dialect &d : allDialects()) {
        if (!(pythonFails && d.id() == DialectId::PythonUrllib) && ctx.file(d.id()).rules().empty())
            noRules |= dialectBit(d.id());
    }
    const std::string name(encodingName(detected->encoding));
    const std::optional<std::string> converted = decodeWide(ctx.text(), *detected);
    const Span where{1, 0, static_cast<std::uint32_t>(byteOrderMarkSize(*detected)), 0};
    Message m;
    if (!converted) {
        m = msg("diag.R109.invalid",
                "The file starts as %1 text but is not well-formed %1, and not UTF-8 (RFC 9309 §2.3): %2 find no "
                "rules in it, so every URL is allowed",
                {name, dialectList(noRules)});
    } else {
        const std::size_t rules = parse(*converted, dialect(DialectId::Rfc9309)).rules().size();
        m = noRules ? msg("diag.R109",
                          "The file is %1, not UTF-8 (RFC 9309 §2.3): read as served, %2 find no rules in it, so "
                          "every URL is allowed; converted to UTF-8 it has %3 rule(s)",
                          {name, dialectList(noRules), decimal(rules)})
                    : msg("diag.R109.rules",
                          "The file is %1, not UTF-8 (RFC 9309 §2.3): crawlers read its bytes, not its text; "
                          "converted to UTF-8 it has %2 rule(s)",
                          {name, decimal(rules)});
    }
    Diagnostic *d = ctx.report(CheckId::WideEncoding, where, kAllDialects, std::move(m));
    if (!d)
        return true;
    if (pythonFails && ctx.concerns(python)) {
        d->related.push_back(
            {where, msg("diag.R109.python", "Python's urllib.robotparser (3.11) cannot decode these bytes as UTF-8: "
                                            "read() stops with UnicodeDecodeError, and a parser that has read nothing "
                                            "refuses every URL")});
    }
    if (converted) {
        d->fixes.push_back(fix(msg("fix.R109", "Convert the file from %1 to UTF-8", {name}),
                               TextEdit{ByteRange{0, static_cast<std::uint32_t>(ctx.text().size())}, *converted},
                               true));
    }
    return true;
}

void runFileChecks(Context &ctx)
{
    checkEmpty(ctx);
    checkSize(ctx);
    checkBom(ctx);
    checkBytes(ctx);
    checkNotRobots(ctx);
    checkLineEndings(ctx);
}

} // namespace robots::diag
