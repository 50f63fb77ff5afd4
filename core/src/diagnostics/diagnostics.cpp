// SPDX-License-Identifier: MIT
// lint(): runs the check families over a shared Context, then applies suppressions.
#include "diagnostics_internal.h"
#include "robots/studio/dialectrules.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <map>
#include <numeric>
#include <tuple>
#include <unordered_set>

namespace robots {
namespace diag {

// ------------------------------------------------------------------------------------ helpers

Message msg(std::string_view id, std::string_view english, MessageArgs args)
{
    return detail::MessageInternals::make(id, english, std::move(args));
}

QuickFix fix(Message title, FixEdits edits, bool safe)
{
    return QuickFix{std::move(title), std::move(edits), safe};
}

QuickFix fix(Message title, TextEdit edit, bool safe)
{
    QuickFix f{std::move(title), {}, safe};
    f.edits.push_back(std::move(edit));
    return f;
}

const std::string &dialectList(DialectMask mask)
{
    // Every subset of the dialects, built once (findings name them constantly).
    constexpr std::size_t kSubsets = std::size_t{1} << kDialectCount;
    static const std::array<std::string, kSubsets> table = [] {
        std::array<std::string, kSubsets> t;
        for (unsigned m = 0; m < kSubsets; ++m) {
            const std::vector<std::string_view> names = dialectNames(static_cast<DialectMask>(m));
            for (std::size_t i = 0; i < names.size(); ++i) {
                if (i > 0)
                    t[m] += (i + 1 == names.size()) ? " and " : ", ";
                t[m] += names[i];
            }
        }
        return t;
    }();
    return table[mask & kAllDialects];
}

std::string backticked(std::string_view text)
{
    constexpr std::size_t kShown = 60; // bytes of the text shown at most
    std::string out = "`";
    for (const char ch : text.substr(0, kShown)) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7F) { // C0 controls and DEL
            out += "\\x";
            out += detail::kHexUpper[c >> 4];
            out += detail::kHexUpper[c & 15];
        } else {
            out += ch;
        }
    }
    if (text.size() > kShown) {
        // Do not cut a UTF-8 sequence in half.
        while ((static_cast<unsigned char>(out.back()) & 0xC0) == 0x80)
            out.pop_back();
        if (static_cast<unsigned char>(out.back()) >= 0xC0)
            out.pop_back();
        out += "…";
    }
    out += '`';
    return out;
}

bool isBlankOrComment(const Line &line)
{
    return line.kind == LineKind::Blank || line.kind == LineKind::CommentOnly;
}

std::size_t firstInvalidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = detail::validUtf8Length(text, i);
        if (n == 0)
            return i;
        i += n;
    }
    return std::string_view::npos;
}

const DialectSets &dialectSets()
{
    static const DialectSets sets = [] {
        DialectSets s;
        for (const Dialect &d : allDialects()) {
            const DialectMask bit = dialectBit(d.id());
            (d.rules().wildcards ? s.wildcards : s.noWildcards) |= bit;
            if (d.rules().blankLines == BlankLines::EndRecord)
                s.blankEndsRecord |= bit;
            if (d.rules().precedence == Precedence::FirstMatch)
                s.firstMatch |= bit;
            if (d.rules().recognises(LineKind::Allow) && d.rules().uses(LineKind::Allow))
                s.allowKnown |= bit;
            if (d.rules().emptyValue == EmptyValue::AllowsEverything)
                s.emptyAllowsAll |= bit;
            if (d.rules().starGroups != StarGroups::OrdinaryGlob)
                s.starFallback |= bit;
            if (d.rules().precedence == Precedence::LongestMatchInUrl)
                s.weighInUrl |= bit;
        }
        return s;
    }();
    return sets;
}

// ------------------------------------------------------------------------------------ Context

Context::Context(RobotsFile rfc, const LintOptions &options)
    : m_rfc(std::move(rfc))
    , m_options(options)
{
    m_enabled.fill(true);
    for (const std::string &name : m_options.disabled) {
        if (const Check *c = findCheck(name))
            m_enabled[static_cast<std::size_t>(c - allChecks().data())] = false;
    }
    const auto lines = m_rfc.lines();
    m_parsedLines = lines.size();
    std::size_t lf = 0, crlf = 0, cr = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Line &l = lines[i];
        if (l.has(PastLimit) || l.has(CutByLimit)) {
            // RFC 9309 §2.5: the line the limit falls inside is read only up to the limit; what it
            // becomes is part of R102's finding, not a problem of the line.
            m_parsedLines = i;
            if (l.has(CutByLimit))
                m_cutLine = l.number;
            break;
        }
        switch (l.ending) {
        case LineEnding::Lf:
            ++lf;
            break;
        case LineEnding::CrLf:
            ++crlf;
            break;
        case LineEnding::Cr:
            ++cr;
            break;
        case LineEnding::None:
            break;
        }
    }
    if (crlf > lf && crlf >= cr)
        m_eol = "\r\n";
    else if (cr > lf && cr > crlf)
        m_eol = "\r";
}

const RobotsFile &Context::file(DialectId id)
{
    if (id == DialectId::Rfc9309 && &m_rfc.dialect() == &dialect(DialectId::Rfc9309))
        return m_rfc;
    auto &slot = m_files[static_cast<std::size_t>(id)];
    if (!slot)
        slot = parse(m_rfc.text(), dialect(id));
    return *slot;
}

void Context::provide(const RobotsFile &file)
{
    const DialectId id = file.dialect().id();
    auto &slot = m_files[static_cast<std::size_t>(id)];
    if (slot || &file.dialect() != &dialect(id) || file.text() != m_rfc.text())
        return;
    slot = file;
}

const Line &Context::lineAt(std::uint32_t offset) const
{
    const auto lines = m_rfc.lines();
    auto it = std::upper_bound(lines.begin(), lines.end(), offset,
                               [](std::uint32_t off, const Line &l) { return off < l.content.offset; });
    if (it == lines.begin())
        return lines.front();
    return *(it - 1);
}

Span Context::span(const Line &line, ByteRange range) const
{
    Span s;
    s.line = line.number;
    s.offset = std::max(range.offset, line.content.offset);
    s.start = s.offset - line.content.offset;
    s.length = range.end() > s.offset ? range.end() - s.offset : 0;
    return s;
}

Diagnostic *Context::report(CheckId id, Span where, DialectMask dialects, Message message)
{
    return report(id, checkOf(id).severity, where, dialects, std::move(message));
}

bool Context::admits(CheckId id, Severity severity, DialectMask dialects)
{
    if (!wants(id) || !concerns(dialects) || severity > m_options.minimumSeverity) {
        ++m_filtered;
        return false;
    }
    return true;
}

Diagnostic *Context::report(CheckId id, Severity severity, Span where, DialectMask dialects, Message message)
{
    if (!admits(id, severity, dialects))
        return nullptr;
    return &m_diagnostics.emplace_back(&checkOf(id), severity, std::move(message), where, dialects);
}

std::vector<Diagnostic> Context::takeFindings()
{
    // By offset, then check (catalogue order is code order), then report order; each finding is
    // then moved once.
    std::vector<std::tuple<std::uint32_t, const Check *, std::uint32_t>> order;
    order.reserve(m_diagnostics.size());
    for (std::uint32_t i = 0; i < m_diagnostics.size(); ++i)
        order.emplace_back(m_diagnostics[i].where.offset, m_diagnostics[i].check, i);
    std::sort(order.begin(), order.end());
    std::vector<Diagnostic> out;
    out.reserve(order.size());
    for (const auto &[offset, check, i] : order)
        out.push_back(std::move(m_diagnostics[i]));
    return out;
}

// ------------------------------------------------------------------------------------ suppression

namespace {

struct Suppression
{
    std::uint32_t line = 0; ///< 0: whole file.
    bool all = false;
    std::vector<const Check *> checks;
};

bool isCodeChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
}

// `# robotstxt: disable=R203,agent-after-rule` / `# robotstxt: disable-file=R203` (documented in
// docs/diagnostics.md). The directive may follow other comment text.
void readSuppressions(Context &ctx, std::vector<Suppression> &out)
{
    constexpr std::string_view kMarker = "robotstxt:";
    const auto lines = ctx.lines();
    for (std::size_t i = 0; i < ctx.parsedLineCount(); ++i) {
        const Line &line = lines[i];
        if (line.comment.empty())
            continue;
        const std::string_view comment = ctx.text(line.comment);
        const std::size_t at = comment.find(kMarker);
        if (at == std::string_view::npos)
            continue;
        std::size_t p = at + kMarker.size();
        while (p < comment.size() && (comment[p] == ' ' || comment[p] == '\t'))
            ++p;
        bool fileWide = false;
        if (comment.substr(p).starts_with("disable-file=")) {
            fileWide = true;
            p += std::string_view("disable-file=").size();
        } else if (comment.substr(p).starts_with("disable=")) {
            p += std::string_view("disable=").size();
        } else {
            continue;
        }
        Suppression s;
        if (!fileWide) {
            if (line.kind == LineKind::CommentOnly) {
                // On a line of its own: applies to the next line that is not blank or a comment.
                std::size_t j = i + 1;
                while (j < ctx.parsedLineCount() && isBlankOrComment(lines[j]))
                    ++j;
                s.line = j < lines.size() ? lines[j].number : 0xFFFFFFFFu;
            } else {
                s.line = line.number;
            }
        }
        while (p < comment.size()) {
            std::size_t q = p;
            while (q < comment.size() && isCodeChar(comment[q]))
                ++q;
            const std::string_view name = comment.substr(p, q - p);
            if (name == "all") {
                s.all = true;
            } else if (const Check *c = findCheck(name)) {
                s.checks.push_back(c);
            } else if (!name.empty()) {
                const ByteRange r{static_cast<std::uint32_t>(line.comment.offset + p),
                                  static_cast<std::uint32_t>(q - p)};
                ctx.report(CheckId::UnknownSuppression, ctx.span(line, r), kAllDialects,
                           msg("diag.R108", "Suppression comment names %1, which is not a check code or slug",
                               {backticked(name)}));
            }
            if (q >= comment.size() || comment[q] != ',')
                break;
            p = q + 1;
        }
        if (s.all || !s.checks.empty())
            out.push_back(std::move(s));
    }
}

bool suppressed(const Check *check, std::uint32_t line, const std::vector<Suppression> &suppressions)
{
    if (check == &checkOf(CheckId::UnknownSuppression))
        return std::any_of(suppressions.begin(), suppressions.end(), [&](const Suppression &s) {
            return s.line == 0 && std::find(s.checks.begin(), s.checks.end(), check) != s.checks.end();
        });
    for (const Suppression &s : suppressions) {
        if (s.line != 0 && s.line != line)
            continue;
        if (s.all || std::find(s.checks.begin(), s.checks.end(), check) != s.checks.end())
            return true;
    }
    return false;
}

LintResult runLint(RobotsFile rfc, const LintOptions &options, std::span<const RobotsFile> readings = {})
{
    Context ctx(std::move(rfc), options);
    for (const RobotsFile &reading : readings)
        ctx.provide(reading);
    if (runEncodingCheck(ctx)) {
        // UTF-16 or UTF-32: the body's lines are not its text, so the other checks would only
        // describe NUL bytes; its own suppression comments cannot be read either.
        LintResult result;
        result.suppressed = ctx.filteredOut();
        result.diagnostics = ctx.takeFindings();
        return result;
    }
    std::vector<Suppression> suppressions;
    if (options.suppressionComments)
        readSuppressions(ctx, suppressions);
    runFileChecks(ctx);
    runLineChecks(ctx);
    if (!ctx.notRobotsTxt) {
        runGroupChecks(ctx);
        runPathChecks(ctx);
        runRuleChecks(ctx);
        runValueChecks(ctx);
        runDialectChecks(ctx);
        runAiChecks(ctx);
    }
    if (const std::uint32_t cut = ctx.cutLine()) {
        // The line the byte limit cuts is reported by R102 alone: a check that read its first part
        // (a rule cut in half, a key without its colon) would report a problem the line does not
        // have. These are not suppressed findings: they were never the file's.
        const Check *oversize = &checkOf(CheckId::OverSizeLimit);
        (void)ctx.dropFindings(
            [&](const Check *check, std::uint32_t line) { return line == cut && check != oversize; });
    }
    LintResult result;
    result.suppressed = ctx.filteredOut();
    if (!suppressions.empty())
        result.suppressed += ctx.dropFindings(
            [&](const Check *check, std::uint32_t line) { return suppressed(check, line, suppressions); });
    result.diagnostics = ctx.takeFindings();
    return result;
}

} // namespace
} // namespace diag

// ------------------------------------------------------------------------------------ public API

LintResult lint(std::string_view body, const LintOptions &options)
{
    return diag::runLint(parse(body, dialect(DialectId::Rfc9309)), options);
}

LintResult lint(const RobotsFile &file, const LintOptions &options)
{
    if (file.dialect().id() == DialectId::Rfc9309)
        return diag::runLint(file, options);
    return lint(file.text(), options);
}

LintResult lint(std::span<const RobotsFile> readings, const LintOptions &options)
{
    // The budget "keystroke → diagnostics current ≤ 100 ms on the 500 KiB file" in the editor,
    // which has already read the body as every dialect it shows: parsing it again here cost the
    // keystroke as much CPU as all the checks together.
    const Dialect &rfc9309 = dialect(DialectId::Rfc9309);
    const auto rfc =
        std::find_if(readings.begin(), readings.end(), [&](const RobotsFile &f) { return &f.dialect() == &rfc9309; });
    if (rfc == readings.end())
        return diag::runLint(parse(readings.empty() ? std::string_view() : readings.front().text(), rfc9309), options,
                             readings);
    return diag::runLint(*rfc, options, readings);
}

namespace {

struct ChosenFixes
{
    std::vector<TextEdit> edits;
    std::size_t fixes = 0;
};

ChosenFixes chooseSafeFixes(std::span<const Diagnostic> diagnostics)
{
    std::vector<const QuickFix *> fixes;
    for (const Diagnostic &d : diagnostics) {
        for (const QuickFix &f : d.fixes) {
            if (f.safe && !f.edits.empty()) {
                fixes.push_back(&f);
                break;
            }
        }
    }
    auto start = [](const QuickFix *f) {
        std::uint32_t s = f->edits.front().range.offset;
        for (const TextEdit &e : f->edits)
            s = std::min(s, e.range.offset);
        return s;
    };
    std::stable_sort(fixes.begin(), fixes.end(),
                     [&](const QuickFix *a, const QuickFix *b) { return start(a) < start(b); });
    // Accepted ranges by start offset; a fix is taken when none of its edits touches one
    // (same conflict rule as editsAreDisjoint()). O(e log e) for e edits.
    std::map<std::uint32_t, std::uint32_t> taken; // offset → end
    auto conflicts = [&](const TextEdit &e) {
        auto it = taken.upper_bound(e.range.offset);
        if (it != taken.end() && (it->first < e.range.end() || it->first == e.range.offset))
            return true;
        if (it != taken.begin()) {
            --it;
            if (it->first == e.range.offset || it->second > e.range.offset)
                return true;
        }
        return false;
    };
    ChosenFixes chosen;
    for (const QuickFix *f : fixes) {
        if (!editsAreDisjoint(f->edits, 0xFFFFFFFFu) || std::any_of(f->edits.begin(), f->edits.end(), conflicts))
            continue;
        for (const TextEdit &e : f->edits) {
            taken.emplace(e.range.offset, e.range.end());
            chosen.edits.push_back(e);
        }
        ++chosen.fixes;
    }
    return chosen;
}

} // namespace

std::vector<TextEdit> safeFixEdits(std::span<const Diagnostic> diagnostics)
{
    return chooseSafeFixes(diagnostics).edits;
}

FixAllResult fixAll(std::string_view body, const LintOptions &options)
{
    FixAllResult result;
    result.text = std::string(body);
    for (int pass = 0; pass < 8; ++pass) {
        ++result.passes;
        const LintResult lr = lint(result.text, options);
        const ChosenFixes chosen = chooseSafeFixes(lr.diagnostics);
        if (chosen.edits.empty())
            break;
        std::string next = applyEdits(result.text, chosen.edits);
        if (next == result.text)
            break;
        const std::size_t applied = chosen.fixes;
        result.applied += applied;
        result.text = std::move(next);
    }
    return result;
}

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
    std::iota(prev.begin(), prev.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        const int ca = std::tolower(static_cast<unsigned char>(a[i - 1]));
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int cb = std::tolower(static_cast<unsigned char>(b[j - 1]));
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca == cb ? 0 : 1)});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

} // namespace robots
