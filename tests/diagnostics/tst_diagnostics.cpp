// SPDX-License-Identifier: MIT
// The diagnostics catalogue: every check triggered and silent (cases in tests/data/diagnostics/
// cases.txt, positions derived by hand from the inputs and the rules they cite), quick fixes,
// suppressions, the limits, the real corpus, text edits and diffs, test sets, and the generated
// docs page.
#include "robots/fetchpolicy.h"
#include "robots/robotsfile.h"
#include "robots/studio/diagnostics.h"
#include "robots/studio/dialectrules.h"
#include "robots/studio/testset.h"
#include "robots/studio/textedit.h"
#include "robots/verdict.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <optional>
#include <set>

namespace {

struct Expect
{
    QString code;
    bool none = false;
    int line = 0;
    int column = -1; ///< 1-based bytes; -1: not checked
    int length = -1; ///< bytes; -1: not checked
};

struct Case
{
    QString code;
    QString name;
    int headerLine = 0;
    std::string input;
    QList<Expect> expects;
    std::optional<std::string> fixed, fixall, silent;
    robots::LintOptions options;
};

std::string unescape(const std::string &s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char c = s[++i];
        switch (c) {
        case 'r':
            out += '\r';
            break;
        case 'n':
            out += '\n';
            break;
        case 't':
            out += '\t';
            break;
        case '0':
            out += '\0';
            break;
        case '\\':
            out += '\\';
            break;
        case 'x': {
            out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
            i += 2;
            break;
        }
        default:
            out += '\\';
            out += c;
        }
    }
    return out;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

std::string toStd(const QByteArray &b)
{
    return std::string(b.constData(), static_cast<std::size_t>(b.size()));
}

QList<Case> loadCases()
{
    QList<Case> cases;
    const QByteArray data = readAll(QStringLiteral(ROBOTS_TEST_DATA "/diagnostics/cases.txt"));
    const QList<QByteArray> lines = data.split('\n');
    Case current;
    bool escaped = false, noeol = false, have = false;
    QString section;
    QList<QByteArray> body;
    auto text = [&]() {
        std::string joined;
        for (qsizetype i = 0; i < body.size(); ++i) {
            joined += toStd(body[i]);
            if (i + 1 < body.size() || !noeol)
                joined += '\n';
        }
        return escaped ? unescape(joined) : joined;
    };
    auto flushSection = [&]() {
        if (section == QLatin1String("input")) {
            current.input = text();
        } else if (section == QLatin1String("fixed")) {
            current.fixed = text();
        } else if (section == QLatin1String("fixall")) {
            current.fixall = text();
        } else if (section == QLatin1String("silent")) {
            current.silent = text();
        } else if (section == QLatin1String("expect")) {
            for (const QByteArray &l : body) {
                const QString s = QString::fromUtf8(l).trimmed();
                if (s.isEmpty())
                    continue;
                static const QRegularExpression re(
                    QStringLiteral("^(R\\d{3}) (none|(\\d+)(?::(\\d+))?(?:\\+(\\d+))?)$"));
                const auto m = re.match(s);
                if (!m.hasMatch())
                    qFatal("cases.txt: bad expect line '%s'", qPrintable(s));
                Expect e;
                e.code = m.captured(1);
                e.none = m.captured(2) == QLatin1String("none");
                if (!e.none) {
                    e.line = m.captured(3).toInt();
                    e.column = m.captured(4).isEmpty() ? -1 : m.captured(4).toInt();
                    e.length = m.captured(5).isEmpty() ? -1 : m.captured(5).toInt();
                }
                current.expects.append(e);
            }
        } else if (section == QLatin1String("options")) {
            for (const QByteArray &l : body) {
                const QString s = QString::fromUtf8(l).trimmed();
                if (s.startsWith(QLatin1String("dialects:"))) {
                    current.options.dialects = 0;
                    for (const QString &n : s.mid(9).trimmed().split(QLatin1Char(','))) {
                        const robots::Dialect *d = robots::findDialect(n.trimmed().toStdString());
                        if (!d)
                            qFatal("cases.txt: unknown dialect %s", qPrintable(n));
                        current.options.dialects |= robots::dialectBit(d->id());
                    }
                } else if (s.startsWith(QLatin1String("disable:"))) {
                    for (const QString &n : s.mid(8).trimmed().split(QLatin1Char(',')))
                        current.options.disabled.push_back(n.trimmed().toStdString());
                }
            }
        }
        body.clear();
        section.clear();
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray &l = lines[i];
        if (l.startsWith("### ")) {
            // Blank lines before a header separate cases; they are not part of the last section.
            while (!body.isEmpty() && body.last().isEmpty())
                body.removeLast();
            flushSection();
            if (have)
                cases.append(current);
            current = Case();
            have = true;
            const QString header = QString::fromUtf8(l.mid(4));
            escaped = header.contains(QLatin1String("[escaped]"));
            noeol = header.contains(QLatin1String("[noeol]"));
            const QStringList parts = header.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            current.code = parts.value(0);
            current.name = parts.value(1);
            current.headerLine = static_cast<int>(i + 1);
            continue;
        }
        if (l.startsWith("--- ")) {
            flushSection();
            section = QString::fromUtf8(l.mid(4)).trimmed();
            continue;
        }
        if (!section.isEmpty())
            body.append(l);
    }
    while (!body.isEmpty() && body.last().isEmpty())
        body.removeLast();
    flushSection();
    if (have)
        cases.append(current);
    return cases;
}

const QList<Case> &cases()
{
    static const QList<Case> all = loadCases();
    return all;
}

QString spanText(const robots::Span &s)
{
    return QStringLiteral("%1:%2+%3").arg(s.line).arg(s.start + 1).arg(s.length);
}

/// Sanity of every finding: a catalogue check, a span inside the body that agrees with the line
/// model, a message with every placeholder filled, fixes with disjoint edits inside the body.
void verifyFindings(const std::string &body, const robots::LintResult &result)
{
    const robots::RobotsFile file = robots::parse(body);
    const auto lines = file.lines();
    // %1 … %9 (two digits, as in `%25`, are literal text: Message::toEnglish() reads them as
    // placeholder 25, which no message has).
    static const QRegularExpression placeholder(QStringLiteral("%(\\d{1,2})"));
    for (const robots::Diagnostic &d : result.diagnostics) {
        QVERIFY(d.check);
        QVERIFY2(d.where.offset + d.where.length <= body.size(), qPrintable(spanText(d.where)));
        if (!lines.empty()) {
            QVERIFY(d.where.line >= 1 && d.where.line <= lines.size());
            QCOMPARE(d.where.offset - d.where.start, lines[d.where.line - 1].content.offset);
        }
        const QString english = QString::fromStdString(d.message.toEnglish());
        QVERIFY2(!english.isEmpty(), d.code().data());
        // The template's placeholders %1… are exactly the arguments given.
        const QString tmpl =
            QString::fromUtf8(d.message.english.data(), static_cast<qsizetype>(d.message.english.size()));
        std::set<int> used;
        for (const auto &m : placeholder.globalMatch(tmpl)) {
            if (m.captured(1).toInt() < 10)
                used.insert(m.captured(1).toInt());
        }
        QVERIFY2(used.empty() || *used.rbegin() <= static_cast<int>(d.message.argCount()), qPrintable(tmpl));
        QCOMPARE(used.size(), d.message.argCount());
        QVERIFY2(d.message.id.starts_with("diag." + std::string(d.code())), d.message.id.data());
        for (const robots::QuickFix &f : d.fixes) {
            QVERIFY(!f.edits.empty());
            QVERIFY2(robots::editsAreDisjoint(f.edits, body.size()), qPrintable(english));
            QVERIFY(!f.title.toEnglish().empty());
        }
    }
}

QStringList actualFor(const robots::LintResult &r, const QString &code, const Expect &shape)
{
    QStringList out;
    for (const robots::Diagnostic &d : r.diagnostics) {
        if (QString::fromLatin1(d.code().data(), static_cast<qsizetype>(d.code().size())) != code)
            continue;
        QString s = QString::number(d.where.line);
        if (shape.column >= 0)
            s += QLatin1Char(':') + QString::number(d.where.start + 1);
        if (shape.length >= 0)
            s += QLatin1Char('+') + QString::number(d.where.length);
        out << s;
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool reports(const robots::LintResult &r, std::string_view code)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                       [&](const robots::Diagnostic &d) { return d.code() == code; });
}

} // namespace

class TestDiagnostics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void casesFileIsReadable()
    {
        QVERIFY(cases().size() > 60);
        for (const Case &c : cases()) {
            QVERIFY2(robots::findCheck(c.code.toStdString()), qPrintable(c.code));
            QVERIFY2(!c.expects.isEmpty(), qPrintable(c.name));
        }
    }

    void checkCases_data()
    {
        QTest::addColumn<int>("index");
        for (qsizetype i = 0; i < cases().size(); ++i)
            QTest::newRow(qPrintable(cases()[i].code + QLatin1Char('/') + cases()[i].name)) << static_cast<int>(i);
    }

    // Every case: the expected findings exactly, the quick fix, fix-all, and silence on the
    // corrected file.
    void checkCases()
    {
        QFETCH(int, index);
        const Case &c = cases()[index];
        const robots::LintResult r = robots::lint(c.input, c.options);
        verifyFindings(c.input, r);
        std::set<QString> codes;
        for (const Expect &e : c.expects)
            codes.insert(e.code);
        for (const QString &code : codes) {
            QStringList expected;
            Expect shape;
            for (const Expect &e : c.expects) {
                if (e.code != code || e.none)
                    continue;
                shape = e;
                QString s = QString::number(e.line);
                if (e.column >= 0)
                    s += QLatin1Char(':') + QString::number(e.column);
                if (e.length >= 0)
                    s += QLatin1Char('+') + QString::number(e.length);
                expected << s;
            }
            std::sort(expected.begin(), expected.end());
            QCOMPARE(actualFor(r, code, shape), expected);
        }
        if (c.fixed) {
            const robots::Diagnostic *first = nullptr;
            for (const robots::Diagnostic &d : r.diagnostics) {
                if (QString::fromLatin1(d.code().data(), static_cast<qsizetype>(d.code().size())) == c.code) {
                    first = &d;
                    break;
                }
            }
            QVERIFY(first);
            QVERIFY2(!first->fixes.empty(), "the finding has no quick fix");
            QCOMPARE(QByteArray::fromStdString(robots::applyEdits(c.input, first->fixes.front().edits)),
                     QByteArray::fromStdString(*c.fixed));
        }
        if (c.fixall) {
            const robots::FixAllResult fixedAll = robots::fixAll(c.input, c.options);
            QCOMPARE(QByteArray::fromStdString(fixedAll.text), QByteArray::fromStdString(*c.fixall));
            QVERIFY(fixedAll.applied > 0);
        }
        if (c.silent) {
            const robots::LintResult s = robots::lint(*c.silent, c.options);
            verifyFindings(*c.silent, s);
            QVERIFY2(!reports(s, c.code.toStdString()), "the check is not silent on the corrected file");
        }
    }

    // Every check in the catalogue is proven both ways by a case (or by a test below).
    void everyCheckHasTriggerAndSilentCase()
    {
        const QStringList inCode = {QStringLiteral("R102"), QStringLiteral("R207")};
        for (const robots::Check &check : robots::allChecks()) {
            const QString code = QString::fromLatin1(check.code.data(), static_cast<qsizetype>(check.code.size()));
            if (inCode.contains(code))
                continue;
            bool triggered = false, silent = false;
            for (const Case &c : cases()) {
                for (const Expect &e : c.expects) {
                    if (e.code == code && !e.none)
                        triggered = true;
                    if (e.code == code && e.none)
                        silent = true;
                }
                if (c.code == code && c.silent)
                    silent = true;
            }
            QVERIFY2(triggered, qPrintable(code + QStringLiteral(" has no triggering case")));
            QVERIFY2(silent, qPrintable(code + QStringLiteral(" has no silent case")));
        }
    }

    void catalogueIsConsistent()
    {
        std::set<std::string_view> codes, slugs;
        static const QRegularExpression slugRe(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
        for (const robots::Check &c : robots::allChecks()) {
            QVERIFY(codes.insert(c.code).second);
            QVERIFY(slugs.insert(c.slug).second);
            QCOMPARE(c.code.size(), std::size_t{4});
            QCOMPARE(c.code[0], 'R');
            QCOMPARE(c.code[1] - '0', static_cast<int>(c.category));
            QVERIFY(slugRe.match(QString::fromLatin1(c.slug.data(), static_cast<qsizetype>(c.slug.size()))).hasMatch());
            QCOMPARE(std::string(c.title.id), "check." + std::string(c.code) + ".title");
            QCOMPARE(std::string(c.why.id), "check." + std::string(c.code) + ".why");
            QVERIFY(c.title.english.size() > 10);
            QVERIFY(c.why.english.size() > 100);
            QVERIFY(!c.source.empty());
            QVERIFY(c.dialects != 0);
            QVERIFY(!c.hasSafeFix || c.hasFix);
            QCOMPARE(robots::findCheck(c.code), &c);
            QCOMPARE(robots::findCheck(c.slug), &c);
            std::string lower(c.code);
            lower[0] = 'r';
            QCOMPARE(robots::findCheck(lower), &c);
        }
        QVERIFY(robots::allChecks().size() >= 50);
        QVERIFY(std::is_sorted(robots::allChecks().begin(), robots::allChecks().end(),
                               [](const robots::Check &a, const robots::Check &b) { return a.code < b.code; }));
        QCOMPARE(robots::findCheck("R999"), nullptr);
        QCOMPARE(robots::severityFromName("warning"), std::optional<robots::Severity>(robots::Severity::Warning));
        QCOMPARE(robots::severityFromName("fatal"), std::nullopt);
    }

    void catalogueExamples_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < robots::allChecks().size(); ++i) {
            const robots::Check &c = robots::allChecks()[i];
            if (!c.example.empty())
                QTest::newRow((std::string(c.code) + "/" + std::string(c.slug)).c_str()) << static_cast<int>(i);
        }
    }

    // The docs show each check's example and its correction: they must do what they claim.
    void catalogueExamples()
    {
        QFETCH(int, index);
        const robots::Check &c = robots::allChecks()[static_cast<std::size_t>(index)];
        const robots::LintResult bad = robots::lint(c.example);
        verifyFindings(std::string(c.example), bad);
        QVERIFY2(reports(bad, c.code), "the example does not trigger its check");
        const robots::LintResult good = robots::lint(c.fixedExample);
        QVERIFY2(!reports(good, c.code), "the corrected example still triggers its check");
        const auto it = std::find_if(bad.diagnostics.begin(), bad.diagnostics.end(),
                                     [&](const robots::Diagnostic &d) { return d.check == &c; });
        QCOMPARE(it->severity <= robots::Severity::Hint, true);
        if (!c.hasFix)
            QVERIFY(it->fixes.empty());
    }

    // RFC 9309 §2.5: crawlers read at least 500 KiB; what lies past the limit is reported once,
    // where the cut falls, and nothing past it is reported line by line.
    void oversizeReportedOnceAtTheCut_data()
    {
        // Trailing blanks on line 1 move the limit through the non-ASCII letters of a line (1:
        // after `Disallow: /p116515/\xC3`, inside `Ü`).
        QTest::addColumn<int>("shift");
        QTest::newRow("rfc9309-2.5/cut-between-characters") << 0;
        QTest::newRow("rfc9309-2.5/cut-inside-a-utf8-character") << 1;
    }

    void oversizeReportedOnceAtTheCut()
    {
        QFETCH(int, shift);
        std::string body = "User-agent: *" + std::string(static_cast<std::size_t>(shift), ' ') + "\n";
        int n = 0;
        while (body.size() < 700000)
            body += "Disallow: /p" + std::to_string(100000 + n++) + "/Ünïcödé\n";
        const robots::LintResult r = robots::lint(body);
        verifyFindings(body, r);
        const robots::RobotsFile file = robots::parse(body);
        std::uint32_t cutLine = 0;
        for (const robots::Line &l : file.lines()) {
            if (l.content.offset <= 512000 && 512000 <= l.content.end() + l.terminatorLength())
                cutLine = l.number;
        }
        QVERIFY(cutLine > 1);
        int r102 = 0;
        for (const robots::Diagnostic &d : r.diagnostics) {
            if (d.code() == "R102") {
                ++r102;
                QCOMPARE(d.where.line, cutLine);
                QCOMPARE(d.where.offset, 512000u);
                // What the notes quote of the cut line is text: no half of a UTF-8 sequence.
                for (const robots::RelatedSpan &note : d.related)
                    QVERIFY2(robots::isValidUtf8(note.message.toEnglish()), note.message.toEnglish().c_str());
            } else {
                QVERIFY2(d.where.line <= cutLine, d.message.toEnglish().c_str());
            }
        }
        QCOMPARE(r102, 1);
    }

    // RFC 9309 §2.5 (parse at least 500 KiB): a 630 KB file of valid `Disallow: /pNNNNNNN/` lines
    // in a `*` group, a Googlebot group before them and three groups of two rules after them. The
    // limit falls inside a line's key, inside its path, or at a line's start (`cutColumn`, 0-based).
    void sizeLimitTellsWhatItCuts_data()
    {
        QTest::addColumn<int>("cutColumn");
        QTest::newRow("rfc9309-2.5/size-limit-630kb-file") << 6; // `Disall|ow: /p…/`
        QTest::newRow("rfc9309-2.5/cut-inside-a-path") << 14;    // `Disallow: /p00|…/`
        QTest::newRow("rfc9309-2.5/cut-at-a-line-start") << 0;
    }

    // R102 is the whole story of the cut: the cut line gets no finding of its own (no R209 for a
    // key without its colon), every count is exact and per dialect, and every note says what the
    // engine's verdicts then do.
    void sizeLimitTellsWhatItCuts()
    {
        QFETCH(int, cutColumn);
        constexpr std::size_t kLimit = 500 * 1024; // RFC 9309 §2.5
        const std::string rule0 = "Disallow: /p0000000/\n";
        const auto build = [&](std::size_t padding) {
            std::string body = "# " + std::string(padding, '-') + "\nUser-agent: Googlebot\nDisallow: /nogoogle/\n\n";
            body += "User-agent: *\n";
            char buffer[32];
            for (int n = 0; body.size() < 630000 - 200; ++n) {
                std::snprintf(buffer, sizeof buffer, "Disallow: /p%07d/\n", n);
                body += buffer;
            }
            for (const char *bot : {"Bingbot", "Slurp", "DuckDuckBot"})
                body += std::string("\nUser-agent: ") + bot + "\nDisallow: /no-" + bot + "/a/\nDisallow: /no-" + bot +
                        "/b/\n";
            return body;
        };
        // Shift the filler so that the limit falls `cutColumn` bytes into a filler line.
        std::size_t padding = 0;
        {
            const std::string trial = build(0);
            const std::size_t fillerStart = trial.find("Disallow: /p0000000/");
            const std::size_t column = (kLimit - fillerStart) % rule0.size();
            padding = (column + rule0.size() - static_cast<std::size_t>(cutColumn)) % rule0.size();
        }
        const std::string body = build(padding);
        QVERIFY(body.size() > 600000);

        // What the limit takes, from the text alone: the line it falls in (or starts), the lines,
        // rule lines and User-agent groups from there on.
        std::vector<std::string_view> lines;
        std::vector<std::size_t> starts;
        for (std::size_t at = 0; at < body.size();) {
            const std::size_t end = body.find('\n', at);
            starts.push_back(at);
            lines.push_back(std::string_view(body).substr(at, end - at));
            at = end + 1;
        }
        std::size_t firstLost = 0; // 0-based
        while (firstLost + 1 < starts.size() && starts[firstLost + 1] <= kLimit)
            ++firstLost;
        const std::size_t column = kLimit - starts[firstLost];
        QCOMPARE(column, static_cast<std::size_t>(cutColumn));
        std::size_t lostRules = 0, lostGroups = 0;
        for (std::size_t i = firstLost; i < lines.size(); ++i) {
            lostRules += lines[i].starts_with("Disallow:");
            lostGroups += lines[i].starts_with("User-agent:");
        }
        QCOMPARE(lostGroups, std::size_t{3});
        const std::uint32_t cutLine = static_cast<std::uint32_t>(firstLost + 1);

        const robots::LintResult r = robots::lint(body);
        verifyFindings(body, r);
        robots::DialectMask cutting = 0, fetchAllowsAll = 0;
        for (const robots::Dialect &d : robots::allDialects()) {
            if (d.rules().maxBytes && body.size() > d.rules().maxBytes)
                cutting |= robots::dialectBit(d.id());
            robots::FetchResult fetch200;
            fetch200.status = 200;
            fetch200.bodyBytes = body.size();
            const robots::FetchDecision fetched = robots::decideFetchOutcome(d, fetch200);
            if (fetched.outcome == robots::FetchOutcome::AllowAll)
                fetchAllowsAll |= robots::dialectBit(d.id());
        }
        QCOMPARE(cutting, robots::DialectMask(robots::dialectBit(robots::DialectId::Rfc9309) |
                                              robots::dialectBit(robots::DialectId::Google) |
                                              robots::dialectBit(robots::DialectId::Bing) |
                                              robots::dialectBit(robots::DialectId::Yandex) |
                                              robots::dialectBit(robots::DialectId::Aipref)));

        const robots::Diagnostic *r102 = nullptr;
        for (const robots::Diagnostic &d : r.diagnostics) {
            QVERIFY2(d.severity != robots::Severity::Error, d.message.toEnglish().c_str()); // `lint` exits 0
            if (d.code() == "R102") {
                QVERIFY(!r102);
                r102 = &d;
            } else {
                QVERIFY2(d.where.line < cutLine, d.message.toEnglish().c_str());
            }
        }
        QVERIFY(r102);
        QCOMPARE(r102->where.line, cutLine);
        QCOMPARE(r102->where.offset, static_cast<std::uint32_t>(kLimit));
        QCOMPARE(r102->dialects, robots::DialectMask(cutting | fetchAllowsAll));
        const auto thousands = [](std::size_t n) {
            std::string digits = std::to_string(n), out;
            for (std::size_t i = 0; i < digits.size(); ++i) {
                if (i && (digits.size() - i) % 3 == 0)
                    out += ',';
                out += digits[i];
            }
            return out;
        };
        QCOMPARE(std::string(r102->message.arg(1)), std::string("rfc9309, google, bing, yandex and aipref"));

        // The notes: the loss of each dialect (all four lose the same here), how the cut line is
        // read, and Yandex's fetch policy.
        const robots::RelatedSpan *lost = nullptr, *cutRead = nullptr, *fetch = nullptr;
        for (const robots::RelatedSpan &n : r102->related) {
            const std::string_view id = n.message.id;
            if (id == "diag.R102.lost") {
                QVERIFY(!lost);
                lost = &n;
            } else if (id == "diag.R102.cut-read" || id == "diag.R102.cut-ignored") {
                QVERIFY(!cutRead);
                cutRead = &n;
            } else if (id == "diag.R102.fetch-allow-all") {
                fetch = &n;
            }
        }
        QVERIFY(lost);
        QCOMPARE(std::string(lost->message.arg(0)), std::string("rfc9309, google, bing, yandex and aipref"));
        QCOMPARE(std::string(lost->message.arg(1)), thousands(lines.size() - firstLost));
        QCOMPARE(std::string(lost->message.arg(2)), thousands(lostRules));
        QCOMPARE(std::string(lost->message.arg(3)), thousands(lostGroups));
        QCOMPARE(cutRead != nullptr, cutColumn != 0);
        if (cutRead) {
            const std::string part(lines[firstLost].substr(0, column));
            QCOMPARE(std::string(cutRead->message.id),
                     std::string(cutColumn < 9 ? "diag.R102.cut-ignored" : "diag.R102.cut-read"));
            QCOMPARE(std::string(cutRead->message.arg(2)), "`" + part + "`");
            QCOMPARE(cutRead->where.line, cutLine);
        }
        QCOMPARE(fetch != nullptr, fetchAllowsAll != 0);
        QCOMPARE(std::string(fetch->message.arg(0)), std::string("yandex"));

        // The verdicts agree. A lost filler rule: allowed for the dialects that cut (unless the
        // cut line is read as a rule that matches it, as the note says), disallowed for the
        // dialects that read everything. A lost group: the dialects that cut fall back to `*` for
        // its crawler; the others read the group. A rule before the cut: disallowed everywhere,
        // Yandex included (its verdicts read the text; only a fetch applies its allow-everything
        // policy).
        std::size_t last = lines.size() - 1;
        while (!lines[last].starts_with("Disallow: /p"))
            --last;
        QVERIFY(last > firstLost);
        const std::string lastFiller(lines[last].substr(10));
        const std::string cutPattern(cutRead && column > 10 ? lines[firstLost].substr(10, column - 10) : "");
        const bool cutRuleMatches = cutColumn >= 14 && lastFiller.starts_with(cutPattern);
        for (const robots::Dialect &d : robots::allDialects()) {
            const robots::RobotsFile file = robots::parse(body, d);
            const bool cuts = (cutting & robots::dialectBit(d.id())) != 0;
            QCOMPARE(robots::isAllowed(file, "ExampleBot", lastFiller), cuts && !cutRuleMatches);
            const bool bingbotGroup =
                std::any_of(file.groups().begin(), file.groups().end(), [](const robots::Group &g) {
                    return !g.agents.empty() && g.agents.front().value == "Bingbot";
                });
            QCOMPARE(bingbotGroup, !cuts);
            if (cuts)
                QVERIFY(robots::isAllowed(file, "Bingbot", "/no-Bingbot/a/"));
            QVERIFY(!robots::isAllowed(file, "Yandex", "/p0000001/"));
        }
    }

    void dialectsDisagreeClaimsAreTheVerdicts_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("norobots1994/cybermapper-example")
            << QStringLiteral(ROBOTS_SOURCE_DIR "/resources/examples/cybermapper/robots.txt");
        QTest::newRow("www-robotrules/ancient-castle-example")
            << QStringLiteral(ROBOTS_SOURCE_DIR "/resources/examples/ancient-castle/robots.txt");
        const QDir dir(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real"));
        for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(QStringLiteral("corpus/") + name)) << dir.filePath(name);
    }

    // R511 says "allowed by A, disallowed by B" for a crawler and a path: each dialect's own
    // verdict, asked of the engine here, is on the side the finding names.
    void dialectsDisagreeClaimsAreTheVerdicts()
    {
        QFETCH(QString, path);
        const std::string body = toStd(readAll(path));
        const robots::LintResult r = robots::lint(body);
        const auto unquote = [](std::string_view quoted) -> std::optional<std::string> {
            // `text`, shown whole (no "…" cut, no \xHH escapes).
            if (quoted.size() < 2 || quoted.find("…") != std::string_view::npos ||
                quoted.find("\\x") != std::string_view::npos)
                return std::nullopt;
            return std::string(quoted.substr(1, quoted.size() - 2));
        };
        const auto names = [](std::string_view list) {
            std::set<std::string> out;
            static const QRegularExpression separator(QStringLiteral(", | and "));
            for (const QString &n : QString::fromUtf8(list.data(), qsizetype(list.size())).split(separator))
                out.insert(n.toStdString());
            return out;
        };
        int checked = 0;
        for (const robots::Diagnostic &d : r.diagnostics) {
            if (d.code() != "R511")
                continue;
            const auto agent = unquote(d.message.arg(0));
            const auto url = unquote(d.message.arg(1));
            if (!agent || !url)
                continue;
            const std::set<std::string> allowed = names(d.message.arg(2));
            const std::set<std::string> disallowed = names(d.message.arg(3));
            for (const robots::Dialect &dialect : robots::allDialects()) {
                const bool isAllowed = robots::isAllowed(robots::parse(body, dialect), *agent, *url);
                const std::string name(dialect.name());
                QVERIFY2((isAllowed ? allowed : disallowed).contains(name), d.message.toEnglish().c_str());
                QVERIFY2(!(isAllowed ? disallowed : allowed).contains(name), d.message.toEnglish().c_str());
            }
            ++checked;
        }
        if (path.contains(QStringLiteral("examples")))
            QVERIFY(checked > 0);
    }

    // google/robotstxt keeps the first 16,663 bytes of a line (robots.cc: a kMaxLineLen = 16,664
    // byte buffer, one byte of it for the terminating NUL).
    void lineTooLongForGoogle()
    {
        const std::string value(17000, 'a');
        const std::string body = "User-agent: *\nDisallow: /" + value + "\n";
        const robots::LintResult r = robots::lint(body);
        const auto it = std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                                     [](const robots::Diagnostic &d) { return d.code() == "R207"; });
        QVERIFY(it != r.diagnostics.end());
        QCOMPARE(it->where.line, 2u);
        QCOMPARE(it->where.start, 16663u);
        QCOMPARE(it->where.length, static_cast<std::uint32_t>(11 + value.size() - 16663));
        QCOMPARE(it->dialects, robots::dialectBit(robots::DialectId::Google));
        QVERIFY(!reports(robots::lint("User-agent: *\nDisallow: /" + std::string(16000, 'a') + "\n"), "R207"));
    }

    void fixAllIsIdempotent_data() { checkCases_data(); }

    void fixAllIsIdempotent()
    {
        QFETCH(int, index);
        const Case &c = cases()[index];
        const robots::FixAllResult once = robots::fixAll(c.input, c.options);
        const robots::FixAllResult twice = robots::fixAll(once.text, c.options);
        QCOMPARE(QByteArray::fromStdString(twice.text), QByteArray::fromStdString(once.text));
        QCOMPARE(twice.applied, std::size_t{0});
        QVERIFY(once.passes <= 8);
    }

    void findingsAreFilteredByOptions()
    {
        const std::string body = "User-agent: *\nDissallow: /admin/\n";
        robots::LintOptions errorsOnly;
        errorsOnly.minimumSeverity = robots::Severity::Error;
        for (const robots::Diagnostic &d : robots::lint(body, errorsOnly).diagnostics)
            QCOMPARE(d.severity, robots::Severity::Error);
        robots::LintOptions noComments;
        noComments.suppressionComments = false;
        const std::string suppressed = "User-agent: *\nDissallow: /x # robotstxt: disable=R203\n";
        QVERIFY(!reports(robots::lint(suppressed), "R203"));
        QCOMPARE(robots::lint(suppressed).suppressed, std::size_t{1});
        QVERIFY(reports(robots::lint(suppressed, noComments), "R203"));
        const robots::LintResult all = robots::lint(body);
        QVERIFY(std::is_sorted(
            all.diagnostics.begin(), all.diagnostics.end(),
            [](const robots::Diagnostic &a, const robots::Diagnostic &b) { return a.where.offset < b.where.offset; }));
    }

    // The checks that report thousands of findings in large files (R404, R407, R501, R502, R503)
    // write them only once lint() has sorted and kept them; they must still come out in the one
    // order (offset, then code), complete, and filtered like every other finding: by options, by
    // suppression comments on their line and for the whole file (docs/diagnostics.md).
    void findingsMadeAfterTheSortAreOrderedAndFiltered()
    {
        const std::string body = "User-agent: *\n"
                                 "Allow: /\n"
                                 "Disallow: /private\n"
                                 "Disallow: /private\n"
                                 "Allow: /shop\n"
                                 "Disallow: /shop\n"
                                 "Disallow: /tmp*\n"
                                 "Disallow: /caf\xC3\xA9\n"
                                 "Dissallow: /x\n";
        const robots::LintResult all = robots::lint(body);
        for (std::string_view code : {"R203", "R404", "R407", "R501", "R502", "R503"})
            QVERIFY2(reports(all, code), std::string(code).c_str());
        QVERIFY(std::is_sorted(all.diagnostics.begin(), all.diagnostics.end(),
                               [](const robots::Diagnostic &a, const robots::Diagnostic &b) {
                                   return std::pair(a.where.offset, a.code()) < std::pair(b.where.offset, b.code());
                               }));
        for (const robots::Diagnostic &d : all.diagnostics) {
            QVERIFY(!d.message.id.empty());
            QVERIFY2(d.message.toEnglish().find('%') == std::string::npos, d.message.toEnglish().c_str());
            if (d.code() == "R404" || d.code() == "R407" || d.code() == "R501" || d.code() == "R502" ||
                d.code() == "R503") {
                QVERIFY2(!d.fixes.empty(), std::string(d.code()).c_str());
                for (const robots::QuickFix &f : d.fixes)
                    QVERIFY(robots::editsAreDisjoint(f.edits, body.size()));
            }
        }
        const auto count = [](const robots::LintResult &r, std::string_view code) {
            return std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                                 [code](const robots::Diagnostic &d) { return d.code() == code; });
        };
        // A comment on the duplicate's line silences R501 there and nothing else.
        std::string commented = body;
        const std::string duplicate = "Disallow: /private\nAllow: /shop";
        commented.replace(commented.find(duplicate), duplicate.size(),
                          "Disallow: /private # robotstxt: disable=R501\nAllow: /shop");
        const robots::LintResult lineOff = robots::lint(commented);
        QCOMPARE(count(lineOff, "R501"), 0);
        QCOMPARE(lineOff.suppressed, all.suppressed + std::size_t(count(all, "R501")));
        QCOMPARE(count(lineOff, "R503"), count(all, "R503"));
        // For the whole file, and by the options.
        const robots::LintResult fileOff = robots::lint("# robotstxt: disable-file=R503,R407\n" + body);
        QCOMPARE(count(fileOff, "R503") + count(fileOff, "R407"), 0);
        QCOMPARE(count(fileOff, "R404"), count(all, "R404"));
        robots::LintOptions options;
        options.disabled = {"R404", "shadowed-rule"};
        const robots::LintResult optionsOff = robots::lint(body, options);
        QCOMPARE(count(optionsOff, "R404") + count(optionsOff, "R503"), 0);
        QCOMPARE(optionsOff.diagnostics.size(),
                 all.diagnostics.size() - std::size_t(count(all, "R404") + count(all, "R503")));
        options = {};
        options.minimumSeverity = robots::Severity::Warning;
        for (const robots::Diagnostic &d : robots::lint(body, options).diagnostics)
            QVERIFY(d.severity <= robots::Severity::Warning);
    }

    // R501, R502 and R503 in groups large enough for the rule index to sort its keys by radix
    // (and small ones), with paths sharing prefixes of 8 and 16 bytes or more, against direct
    // definitions: R501 — a later rule of the same kind and pattern (RFC 9309 §2.2.2 matches the
    // same paths); R502 — one finding per pattern written as both Allow and Disallow, on the first
    // line where both kinds have appeared; R503 — first-match readers (SEMANTICS.md) decide B by
    // the earliest rule whose pattern is a shorter prefix of B's, when it has the other kind and
    // no copy of B's own pattern comes before it.
    void ruleIndexAgreesWithDefinitions_data()
    {
        QTest::addColumn<int>("rules");
        QTest::addColumn<uint>("seed");
        for (int rules : {12, 63, 64, 65, 300, 1500})
            for (uint seed : {1u, 2u, 3u})
                QTest::addRow("%d-rules/seed-%u", rules, seed) << rules << seed;
    }

    void ruleIndexAgreesWithDefinitions()
    {
        QFETCH(int, rules);
        QFETCH(uint, seed);
        std::uint64_t state = 0x9E3779B97F4A7C15ull * (seed + 1);
        const auto next = [&state](std::uint64_t bound) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return (state >> 33) % bound;
        };
        static const char *const kParts[] = {"/", "shop", "shopping-", "a", "b", "aaaaaaaa", "-x", "%20", "/cart"};
        struct R
        {
            bool allow;
            std::string pattern;
            std::uint32_t line;
        };
        std::vector<R> rs;
        std::string body = "User-agent: *\n";
        for (int i = 0; i < rules; ++i) {
            R r;
            r.allow = next(3) == 0;
            if (!rs.empty() && next(6) == 0) {
                r.pattern = rs[next(rs.size())].pattern; // a repeat, of either kind
            } else {
                r.pattern = "/";
                for (std::uint64_t n = 1 + next(6); n-- > 0;)
                    r.pattern += kParts[next(std::size(kParts))];
            }
            r.line = static_cast<std::uint32_t>(i + 2);
            body += (r.allow ? "Allow: " : "Disallow: ") + r.pattern + "\n";
            rs.push_back(r);
        }
        std::set<std::uint32_t> duplicates, ties, shadowed;
        std::set<std::string> tied;
        for (std::size_t b = 0; b < rs.size(); ++b) {
            bool sameKindBefore = false, otherKindBefore = false;
            std::uint32_t earliest = 0, firstCopy = 0;
            bool earliestAllow = false;
            for (std::size_t a = 0; a < rs.size(); ++a) {
                if (a < b && rs[a].pattern == rs[b].pattern) {
                    (rs[a].allow == rs[b].allow ? sameKindBefore : otherKindBefore) = true;
                    firstCopy = firstCopy == 0 ? rs[a].line : firstCopy;
                }
                if (rs[a].pattern.size() < rs[b].pattern.size() && rs[b].pattern.starts_with(rs[a].pattern) &&
                    (earliest == 0 || rs[a].line < earliest)) {
                    earliest = rs[a].line;
                    earliestAllow = rs[a].allow;
                }
            }
            if (sameKindBefore)
                duplicates.insert(rs[b].line);
            else if (otherKindBefore && tied.insert(rs[b].pattern).second)
                ties.insert(rs[b].line);
            // (An earlier copy of B's own pattern, when it comes before A, decides instead.)
            if (earliest != 0 && earliestAllow != rs[b].allow && earliest < rs[b].line &&
                (firstCopy == 0 || firstCopy > earliest))
                shadowed.insert(rs[b].line);
        }
        std::set<std::uint32_t> r501, r502, r503;
        for (const robots::Diagnostic &d : robots::lint(body).diagnostics) {
            if (d.code() == "R501")
                r501.insert(d.where.line);
            else if (d.code() == "R502")
                r502.insert(d.where.line);
            else if (d.code() == "R503")
                r503.insert(d.where.line);
        }
        QCOMPARE(r501, duplicates);
        QCOMPARE(r502, ties);
        QCOMPARE(r503, shadowed);
        QVERIFY(rules < 64 || (!duplicates.empty() && !ties.empty() && !shadowed.empty()));
    }

    void lintReusesAParse()
    {
        const std::string body = "User-agent: *\nAllow: /\nDisallow: /private\n";
        const robots::LintResult fromText = robots::lint(body);
        const robots::LintResult fromFile = robots::lint(robots::parse(body));
        const robots::LintResult fromOther = robots::lint(robots::parse(body, *robots::findDialect("google")));
        QCOMPARE(fromFile.diagnostics.size(), fromText.diagnostics.size());
        QCOMPARE(fromOther.diagnostics.size(), fromText.diagnostics.size());
        for (std::size_t i = 0; i < fromText.diagnostics.size(); ++i)
            QCOMPARE(fromFile.diagnostics[i].message.toEnglish(), fromText.diagnostics[i].message.toEnglish());
    }

    // An editor has already read the body as each dialect it shows: lint() takes those readings
    // instead of parsing again, and finds exactly what it finds in the body alone (here, findings
    // that need other dialects' readings: a blank line inside a group, verdicts that differ).
    // A reading of another text is not taken for the body's.
    void lintOfTheReadingsFindsWhatLintOfTheBodyFinds()
    {
        const std::string body = "User-agent: *\nDisallow: /a\n\nDisallow: /b\nAllow: /b/c*\n"
                                 "User-agent: bot\nUser-agent: Googlebot\nCrawl-delay: 2\nDisallow: /x$\n";
        const auto describe = [](const robots::LintResult &r) {
            QStringList out;
            for (const robots::Diagnostic &d : r.diagnostics)
                out << QStringLiteral("%1:%2:%3 %4")
                           .arg(QString::fromUtf8(d.code()))
                           .arg(d.where.offset)
                           .arg(d.dialects)
                           .arg(QString::fromStdString(d.message.toEnglish()));
            return out;
        };
        const QStringList expected = describe(robots::lint(body));
        QVERIFY(!expected.isEmpty());
        std::vector<robots::RobotsFile> readings;
        for (const robots::Dialect &d : robots::allDialects())
            readings.push_back(robots::parse(body, d));
        QCOMPARE(describe(robots::lint(std::span<const robots::RobotsFile>(readings))), expected);
        // Without the rfc9309 reading (the body is parsed as rfc9309), and with a stranger's.
        std::vector<robots::RobotsFile> others(readings.begin() + 1, readings.end());
        others.push_back(robots::parse("User-agent: *\nDisallow: /\n", *robots::findDialect("google")));
        QCOMPARE(describe(robots::lint(std::span<const robots::RobotsFile>(others))), expected);
    }

    void editDistanceIsLevenshtein_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("distance");
        QTest::newRow("classic/kitten-sitting") << QStringLiteral("kitten") << QStringLiteral("sitting") << 3;
        QTest::newRow("case-insensitive") << QStringLiteral("DISALLOW") << QStringLiteral("disallow") << 0;
        QTest::newRow("empty") << QString() << QStringLiteral("abc") << 3;
        QTest::newRow("transposition-is-two") << QStringLiteral("ab") << QStringLiteral("ba") << 2;
        QTest::newRow("one-insertion") << QStringLiteral("Disalow") << QStringLiteral("Disallow") << 1;
    }

    void editDistanceIsLevenshtein()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, distance);
        QCOMPARE(robots::editDistance(a.toStdString(), b.toStdString()), static_cast<std::size_t>(distance));
    }

    // ------------------------------------------------------------------ the real corpus

    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real"));
        if (!dir.exists())
            QSKIP("../shared/corpus/real is not there (it is not part of the repository)");
        for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    // Every real file lints without crashing, with findings that make sense: bounded in number,
    // well placed, fixable without overlaps, and a fix-all that converges.
    void corpus()
    {
        QFETCH(QString, path);
        const std::string body = toStd(readAll(path));
        const robots::LintResult r = robots::lint(body);
        verifyFindings(body, r);
        const robots::RobotsFile file = robots::parse(body);
        std::size_t parsedLines = 0;
        for (const robots::Line &l : file.lines())
            parsedLines += !l.has(robots::PastLimit);
        QVERIFY2(r.diagnostics.size() <= 4 * parsedLines + 10, "more findings than the file has lines to explain");
        const auto r102 = std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                                        [](const robots::Diagnostic &d) { return d.code() == "R102"; });
        QCOMPARE(r102, file.truncated() ? 1 : 0);
        for (const robots::Diagnostic &d : r.diagnostics) {
            for (const robots::QuickFix &f : d.fixes)
                (void)robots::applyEdits(body, f.edits);
        }
        const robots::FixAllResult fixed = robots::fixAll(body);
        QCOMPARE(robots::fixAll(fixed.text).applied, std::size_t{0});
    }

    // ------------------------------------------------------------------ findings agree with verdicts

    // Every finding about a User-agent line says what the engine's own verdicts show: R306 names
    // exactly the dialects in which the group does not apply to the crawler the line names (RFC
    // 9309 §2.2.1: product tokens; the rest as each reader's reference implementation), and R310
    // ("ignores every `*` rule") only dialects in which the group really is that crawler's.
    void agentFindingsAgreeWithVerdicts_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QStringList>("mustReport"); // "R306@1" …
        QTest::newRow("mj12bot/disallow-all-does-not-block-mj12bot-for-rfc9309-and-google")
            << QByteArray("User-agent: MJ12bot\nDisallow: /\n") << QStringList{QStringLiteral("R306@1")};
        QTest::newRow("mj12bot/star-rules-still-apply")
            << QByteArray("User-agent: *\nDisallow: /private/\n\nUser-agent: MJ12bot\nDisallow: /search\n")
            << QStringList{QStringLiteral("R306@4")};
        QTest::newRow("googlebot-2.1/star-rules-hidden-where-the-group-applies")
            << QByteArray("User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot/2.1\nDisallow: /search\n")
            << QStringList{QStringLiteral("R306@4"), QStringLiteral("R310@4")};
        QTest::newRow("agent-names") << readAll(QStringLiteral(ROBOTS_TEST_DATA "/cli/agent-names.robots.txt"))
                                     << QStringList{QStringLiteral("R306@3"), QStringLiteral("R306@12"),
                                                    QStringLiteral("R306@15"), QStringLiteral("R306@18"),
                                                    QStringLiteral("R306@21")};
        const QDir corpus(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real"));
        for (const QString &name : corpus.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(QStringLiteral("corpus/") + name))
                << readAll(corpus.filePath(name)) << QStringList();
    }

    void agentFindingsAgreeWithVerdicts()
    {
        QFETCH(QByteArray, body);
        QFETCH(QStringList, mustReport);
        const std::string text = toStd(body);
        const robots::LintResult result = robots::lint(text);
        std::vector<robots::RobotsFile> files;
        for (const robots::Dialect &d : robots::allDialects())
            files.push_back(robots::parse(text, d));
        const robots::RobotsFile &rfc = files.front();
        // The crawler a line names: its value without a `/version` or trailing glob stars.
        auto namedCrawler = [&](std::uint32_t line) {
            for (const robots::Group &g : rfc.groups()) {
                for (const robots::AgentLine &a : g.agents) {
                    if (a.line != line)
                        continue;
                    std::string_view name = a.value.substr(0, a.value.find('/'));
                    while (!name.empty() && (name.back() == '*' || name.back() == ' '))
                        name.remove_suffix(1);
                    return std::string(name);
                }
            }
            return std::string();
        };
        // Whether, in dialect k, a crawler called `name` gets the group of User-agent line `line`,
        // and whether a `*` group is among its groups.
        auto appliesIn = [](const robots::RobotsFile &file, std::uint32_t line, const std::string &name,
                            bool *star = nullptr) {
            const robots::AgentRules rules = robots::rulesFor(file, name);
            bool applies = false;
            for (const robots::ChosenGroup &c : rules.groups()) {
                const robots::Group &g = file.groups()[c.group];
                applies = applies || std::any_of(g.agents.begin(), g.agents.end(),
                                                 [&](const robots::AgentLine &a) { return a.line == line; });
                if (star)
                    *star = *star || g.hasStar;
            }
            return applies;
        };
        // Files over 64 KiB are judged line by line (diagnostics_internal.h, kWholeFileDialectsBytes:
        // nine parses of a 500 KiB file would break the 10 ms lint budget): the claim is then about
        // the line on its own, a one-group file in each dialect.
        const bool inContext = text.size() <= 64 * 1024;
        auto groupApplies = [&](std::size_t k, std::uint32_t line, const std::string &name, bool *star = nullptr) {
            if (inContext)
                return appliesIn(files[k], line, name, star);
            std::string value;
            for (const robots::Group &g : rfc.groups()) {
                for (const robots::AgentLine &a : g.agents) {
                    if (a.line == line) {
                        value = std::string(a.value);
                        if (star)
                            *star = *star || g.hasStar;
                    }
                }
            }
            const robots::RobotsFile alone =
                robots::parse("User-agent: " + value + "\nDisallow: /\n", robots::allDialects()[k]);
            return appliesIn(alone, 1, name);
        };
        QStringList reported;
        for (const robots::Diagnostic &d : result.diagnostics) {
            const auto line = static_cast<std::uint32_t>(d.where.line);
            if (d.code() == "R306") {
                reported << QStringLiteral("R306@%1").arg(line);
                const std::string name = namedCrawler(line);
                robots::DialectMask missed = 0;
                for (std::size_t k = 0; k < files.size(); ++k) {
                    if (name.empty() || !groupApplies(k, line, name))
                        missed |= robots::dialectBit(robots::allDialects()[k].id());
                }
                QCOMPARE(d.severity, robots::Severity::Warning); // "your block does not apply to that bot"
                QVERIFY2(d.dialects == missed, qPrintable(QString::fromStdString(d.message.toEnglish())));
                for (const robots::QuickFix &f : d.fixes) {
                    // The fix's token gives the group to the named crawler in more dialects, and
                    // in none fewer.
                    const std::string fixedText = robots::applyEdits(text, f.edits);
                    robots::DialectMask after = 0;
                    for (std::size_t k = 0; k < files.size(); ++k) {
                        const robots::Dialect &dialect = robots::allDialects()[k];
                        if (appliesIn(robots::parse(fixedText, dialect), line, name))
                            after |= robots::dialectBit(dialect.id());
                    }
                    robots::DialectMask before = 0; // in the file itself, whatever its size
                    for (std::size_t k = 0; k < files.size(); ++k) {
                        if (appliesIn(files[k], line, name))
                            before |= robots::dialectBit(robots::allDialects()[k].id());
                    }
                    QVERIFY((after & before) == before);
                    QVERIFY(after != before);
                }
            } else if (d.code() == "R310") {
                reported << QStringLiteral("R310@%1").arg(line);
                const std::string name = namedCrawler(line);
                for (std::size_t k = 0; k < files.size(); ++k) {
                    if (!(d.dialects & robots::dialectBit(robots::allDialects()[k].id())))
                        continue;
                    bool star = false;
                    QVERIFY2(groupApplies(k, line, name, &star),
                             qPrintable(QString::fromUtf8(robots::allDialects()[k].name())));
                    QVERIFY(!star); // "ignores every `*` rule"
                }
            }
        }
        for (const QString &expected : mustReport)
            QVERIFY2(reported.contains(expected), qPrintable(reported.join(QLatin1Char(' '))));
    }

    // ------------------------------------------------------------------ text edits and diffs

    void applyEditsInAnyOrder()
    {
        const std::string body = "User-agent: *\nDisallow /x\n";
        const std::vector<robots::TextEdit> edits{{{22, 0}, ":"}, {{0, 0}, "# hi\n"}, {{12, 1}, "Googlebot"}};
        QVERIFY(robots::editsAreDisjoint(edits, body.size()));
        QCOMPARE(robots::applyEdits(body, edits), std::string("# hi\nUser-agent: Googlebot\nDisallow: /x\n"));
        const std::vector<robots::TextEdit> overlapping{{{0, 5}, "a"}, {{3, 4}, "b"}};
        QVERIFY(!robots::editsAreDisjoint(overlapping, body.size()));
        QCOMPARE(robots::applyEdits(body, overlapping), "a" + body.substr(5));
        const std::vector<robots::TextEdit> outside{{{100, 1}, "x"}};
        QVERIFY(!robots::editsAreDisjoint(outside, body.size()));
        QCOMPARE(robots::applyEdits(body, outside), body);
        const std::vector<robots::TextEdit> twoInsertions{{{3, 0}, "a"}, {{3, 0}, "b"}};
        QVERIFY(!robots::editsAreDisjoint(twoInsertions, body.size()));
    }

    // The unified format of `diff -u` (GNU diffutils): headers, hunk ranges, context of 3.
    void unifiedDiff_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("diff");
        QTest::newRow("equal") << QStringLiteral("a\n") << QStringLiteral("a\n") << QString();
        QTest::newRow("insert-line") << QStringLiteral("a\nb\nc\n") << QStringLiteral("a\nb\n\nc\n")
                                     << QStringLiteral("--- x\n+++ y\n@@ -1,3 +1,4 @@\n a\n b\n+\n c\n");
        QTest::newRow("change-line") << QStringLiteral("1\n2\n3\n4\n5\n6\n7\n8\n9\n")
                                     << QStringLiteral("1\n2\n3\n4\nfive\n6\n7\n8\n9\n")
                                     << QStringLiteral(
                                            "--- x\n+++ y\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
        QTest::newRow("no-final-newline")
            << QStringLiteral("a\nb") << QStringLiteral("a\nb\n")
            << QStringLiteral("--- x\n+++ y\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of "
                              "file\n+b\n");
        QTest::newRow("delete-everything")
            << QStringLiteral("a\n") << QString() << QStringLiteral("--- x\n+++ y\n@@ -1,1 +0,0 @@\n-a\n");
    }

    void unifiedDiff()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, diff);
        QCOMPARE(QString::fromStdString(robots::unifiedDiff(before.toStdString(), after.toStdString(), "x", "y")),
                 diff);
    }

    void unifiedDiffOfManyChangesStaysCorrect()
    {
        std::string before, after;
        for (int i = 0; i < 5000; ++i) {
            before += "Disallow: /" + std::to_string(i) + "\r\n";
            after += "Disallow: /" + std::to_string(i) + "\n";
        }
        const std::string diff = robots::unifiedDiff(before, after, "a", "b");
        QVERIFY(diff.starts_with("--- a\n+++ b\n@@ -1,5000 +1,5000 @@\n"));
        QCOMPARE(std::count(diff.begin(), diff.end(), '\n'), 3 + 10000);
    }

    // One line diff (Myers) for the CLI's unified diff and the studio's line-ending carry-over:
    // the lines kept are a longest common subsequence, and past the edit limit there is no answer.
    void matchLinesKeepsALongestCommonSubsequence()
    {
        using V = std::vector<std::string_view>;
        using Pairs = std::vector<std::pair<std::size_t, std::size_t>>;
        const V before{"a", "b", "c", "a", "b", "b", "a"}, after{"c", "b", "a", "b", "a", "c"};
        const auto matches = robots::matchLines(before, after, 100);
        QVERIFY(matches.has_value());
        QCOMPARE(matches->size(), std::size_t(4)); // Myers' example: LCS "b a b a" (or an equal one)
        for (std::size_t i = 0; i < matches->size(); ++i) {
            const auto [x, y] = (*matches)[i];
            QCOMPARE(before[x], after[y]);
            if (i > 0)
                QVERIFY(x > (*matches)[i - 1].first && y > (*matches)[i - 1].second);
        }
        QCOMPARE(robots::matchLines(V{"x", "y"}, V{"x", "y"}, 0), std::optional<Pairs>(Pairs{{0, 0}, {1, 1}}));
        QCOMPARE(robots::matchLines(V{}, V{"new"}, 5), std::optional<Pairs>(Pairs{}));
        QVERIFY(!robots::matchLines(before, after, 4).has_value()); // 5 edits are needed
        QVERIFY(robots::matchLines(before, after, 5).has_value());
    }

    // ------------------------------------------------------------------ test sets

    void testSetRoundTrip()
    {
        const std::string text =
            "# comment\n"
            "Googlebot  /private/x  disallowed  google\n"
            "\"Mozilla/5.0 (compatible; bingbot/2.0)\"  https://example.com/a?b=1  allowed  bing,yandex\n"
            "@dialect norobots1994\n"
            "MOMspider  /tmp/  disallowed   # trailing comment\n"
            "*  /  -  all\n";
        const robots::TestSet set = robots::parseTestSet(text);
        QVERIFY(set.errors.empty());
        QCOMPARE(set.cases.size(), std::size_t{4});
        QCOMPARE(set.cases[0].agent, std::string("Googlebot"));
        QCOMPARE(set.cases[0].expected, std::optional<robots::Access>(robots::Access::Disallowed));
        QCOMPARE(set.cases[0].dialects.size(), std::size_t{1});
        QCOMPARE(set.cases[0].dialects[0]->name(), std::string_view("google"));
        QCOMPARE(set.cases[1].agent, std::string("Mozilla/5.0 (compatible; bingbot/2.0)"));
        QCOMPARE(set.cases[1].dialects.size(), std::size_t{2});
        QCOMPARE(set.cases[2].dialects.size(), std::size_t{1});
        QCOMPARE(set.cases[2].dialects[0]->name(), std::string_view("norobots1994"));
        QCOMPARE(set.cases[2].line, 5u);
        QCOMPARE(set.cases[3].expected, std::nullopt);
        QCOMPARE(set.cases[3].dialects.size(), robots::allDialects().size());
        const robots::TestSet again = robots::parseTestSet(robots::serialiseTestSet(set.cases));
        QVERIFY(again.errors.empty());
        QCOMPARE(again.cases.size(), set.cases.size());
        for (std::size_t i = 0; i < set.cases.size(); ++i) {
            QCOMPARE(again.cases[i].agent, set.cases[i].agent);
            QCOMPARE(again.cases[i].url, set.cases[i].url);
            QCOMPARE(again.cases[i].expected, set.cases[i].expected);
            QCOMPARE(again.cases[i].dialects, set.cases[i].dialects);
        }
    }

    void testSetErrors_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("id");
        QTest::newRow("too-few-fields") << QStringLiteral("Googlebot /x") << QStringLiteral("testset.error.fields");
        QTest::newRow("bad-expectation") << QStringLiteral("Googlebot /x maybe")
                                         << QStringLiteral("testset.error.expected");
        QTest::newRow("unknown-dialect") << QStringLiteral("Googlebot /x allowed gogle")
                                         << QStringLiteral("testset.error.dialect");
        QTest::newRow("unquoted-spaces") << QStringLiteral("Mozilla 5.0 /x allowed rfc9309")
                                         << QStringLiteral("testset.error.extra");
        QTest::newRow("unterminated-quote")
            << QStringLiteral("\"Googlebot /x allowed") << QStringLiteral("testset.error.quote");
        QTest::newRow("unknown-directive")
            << QStringLiteral("@agent Googlebot") << QStringLiteral("testset.error.directive");
        QTest::newRow("empty-url") << QStringLiteral("Googlebot \"\" allowed")
                                   << QStringLiteral("testset.error.empty-url");
    }

    void testSetErrors()
    {
        QFETCH(QString, line);
        QFETCH(QString, id);
        const robots::TestSet set = robots::parseTestSet("Googlebot / allowed\n" + line.toStdString() + "\n");
        QCOMPARE(set.cases.size(), std::size_t{1});
        QCOMPARE(set.errors.size(), std::size_t{1});
        QCOMPARE(set.errors[0].line, 2u);
        QCOMPARE(QString::fromLatin1(set.errors[0].message.id.data(),
                                     static_cast<qsizetype>(set.errors[0].message.id.size())),
                 id);
    }

    // seed 002's examples: cybermapper may go everywhere, everybody else not into /cyberworld/map/.
    void testSetRunsSeedExamples()
    {
        const std::string robots = "# robots.txt for http://www.site.com/\n\n"
                                   "User-agent: *\n"
                                   "Disallow: /cyberworld/map/ # This is an infinite virtual URL space\n\n"
                                   "# Cybermapper knows where to go.\n"
                                   "User-agent: cybermapper\n"
                                   "Disallow:\n";
        const robots::TestSet set =
            robots::parseTestSet("@dialect rfc9309,norobots1994,www-robotrules\n"
                                 "cybermapper  /cyberworld/map/index.html  allowed\n"
                                 "webcrawler   /cyberworld/map/index.html  disallowed\n"
                                 "webcrawler   /index.html                 allowed\n"
                                 "webcrawler   /cyberworld/map/            allowed    google\n");
        QVERIFY(set.errors.empty());
        const robots::TestRun run = robots::runTestSet(robots, set.cases);
        QCOMPARE(run.outcomes.size(), std::size_t{10});
        QCOMPARE(run.passed, std::size_t{9});
        QCOMPARE(run.failed, std::size_t{1}); // the last case expects the wrong verdict on purpose
        const robots::TestOutcome &wrong = run.outcomes.back();
        QVERIFY(!wrong.passed);
        QCOMPARE(wrong.dialect->name(), std::string_view("google"));
        QCOMPARE(wrong.ruleLine, 4u);
        QCOMPARE(wrong.rule, std::string("Disallow: /cyberworld/map/"));
    }

    void productTokens()
    {
        QVERIFY(robots::isProductToken("Googlebot"));
        QVERIFY(robots::isProductToken("Googlebot-Image"));
        QVERIFY(robots::isProductToken("search_thingy"));
        QVERIFY(!robots::isProductToken("Googlebot/2.1"));
        QVERIFY(!robots::isProductToken("MJ12bot"));
        QVERIFY(!robots::isProductToken("two words"));
        QVERIFY(!robots::isProductToken(""));
    }

    // ------------------------------------------------------------------ the generated docs page

    void docsPageMatchesTheCatalogue()
    {
        QProcess p;
        p.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt"),
                {QStringLiteral("lint"), QStringLiteral("--list-checks"), QStringLiteral("--format"),
                 QStringLiteral("markdown")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray generated = p.readAllStandardOutput();
        const QByteArray committed = readAll(QStringLiteral(ROBOTS_SOURCE_DIR "/docs/diagnostics.md"));
        QVERIFY2(!committed.isEmpty(), "docs/diagnostics.md is missing");
        QVERIFY2(generated == committed, "docs/diagnostics.md is out of date: regenerate it with "
                                         "`robotstxt lint --list-checks --format markdown > docs/diagnostics.md`");
        for (const robots::Check &c : robots::allChecks())
            QVERIFY(committed.contains(QByteArray::fromStdString("### " + std::string(c.code))));
    }
};

QTEST_GUILESS_MAIN(TestDiagnostics)
#include "tst_diagnostics.moc"
