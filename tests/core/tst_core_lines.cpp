// SPDX-License-Identifier: MIT
// The lossless line model: line endings, BOM, invalid UTF-8, NUL, long lines, byte limits, key /
// value / comment ranges, per-dialect key readings, and a byte-for-byte round trip of crafted
// inputs and of every file in ../shared/corpus/real/.

#include "coretestutil.h"

#include <QDir>
#include <QTest>

using namespace robots;
using namespace coretest;

Q_DECLARE_METATYPE(std::string)

namespace {

QStringList sl(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *i : items)
        out << QString::fromUtf8(i);
    return out;
}

QString endingName(LineEnding e)
{
    switch (e) {
    case LineEnding::None:
        return QStringLiteral("none");
    case LineEnding::Lf:
        return QStringLiteral("lf");
    case LineEnding::CrLf:
        return QStringLiteral("crlf");
    case LineEnding::Cr:
        return QStringLiteral("cr");
    }
    return {};
}

// Every line's content and terminator follow each other without gaps and cover the body.
void verifyTiling(std::string_view body, std::span<const Line> lines)
{
    std::uint32_t pos = 0;
    std::uint32_t number = 0;
    for (const Line &l : lines) {
        QCOMPARE(l.number, ++number);
        QCOMPARE(l.content.offset, pos);
        for (const ByteRange r : {l.key, l.value, l.comment}) {
            if (r.empty())
                continue;
            QVERIFY(r.offset >= l.content.offset);
            QVERIFY(r.end() <= l.content.end());
        }
        const std::string_view content = l.content.in(body);
        QVERIFY(content.find('\n') == std::string_view::npos);
        QVERIFY(content.find('\r') == std::string_view::npos);
        pos = l.content.end() + l.terminatorLength();
        if (l.ending == LineEnding::CrLf)
            QCOMPARE(body.substr(l.content.end(), 2), std::string_view("\r\n"));
    }
    QCOMPARE(static_cast<std::size_t>(pos), body.size());
}

} // namespace

class TestCoreLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // RFC 9309 §2.2: lines end with CR, LF or CRLF; google/robotstxt ID_LinesNumbersAreCountedCorrectly.
    void lineEndings_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QStringList>("contents");
        QTest::addColumn<QStringList>("endings");
        QTest::newRow("rfc9309-2.2/lf") << QByteArray("a\nb\n") << sl({"a", "b"}) << sl({"lf", "lf"});
        QTest::newRow("rfc9309-2.2/crlf") << QByteArray("a\r\nb\r\n") << sl({"a", "b"}) << sl({"crlf", "crlf"});
        QTest::newRow("rfc9309-2.2/cr") << QByteArray("a\rb\r") << sl({"a", "b"}) << sl({"cr", "cr"});
        QTest::newRow("rfc9309-2.2/mixed")
            << QByteArray("a\nb\r\nc\rd") << sl({"a", "b", "c", "d"}) << sl({"lf", "crlf", "cr", "none"});
        QTest::newRow("no-final-newline") << QByteArray("a\nb") << sl({"a", "b"}) << sl({"lf", "none"});
        QTest::newRow("empty-file") << QByteArray("") << sl({}) << sl({});
        QTest::newRow("only-newline") << QByteArray("\n") << sl({""}) << sl({"lf"});
        QTest::newRow("blank-lines") << QByteArray("\n\n\n") << sl({"", "", ""}) << sl({"lf", "lf", "lf"});
        QTest::newRow("cr-crlf") << QByteArray("a\r\r\nb") << sl({"a", "", "b"}) << sl({"cr", "crlf", "none"});
        QTest::newRow("lf-cr") << QByteArray("a\n\rb") << sl({"a", "", "b"}) << sl({"lf", "cr", "none"});
        QTest::newRow("crlf-cr") << QByteArray("a\r\n\rb") << sl({"a", "", "b"}) << sl({"crlf", "cr", "none"});
    }
    void lineEndings()
    {
        QFETCH(QByteArray, body);
        QFETCH(QStringList, contents);
        QFETCH(QStringList, endings);
        for (const Dialect &d : allDialects()) {
            const RobotsFile file = parse(toStd(body), d);
            QCOMPARE(file.lines().size(), static_cast<std::size_t>(contents.size()));
            for (qsizetype i = 0; i < contents.size(); ++i) {
                const Line &l = file.lines()[static_cast<std::size_t>(i)];
                QCOMPARE(q(file.slice(l.content)), contents[i]);
                QCOMPARE(endingName(l.ending), endings[i]);
            }
            QCOMPARE(file.serialise(), toStd(body));
            verifyTiling(file.text(), file.lines());
        }
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBFUser-agent: *\nDisallow: /x\n");
        QTest::newRow("bom-only") << QByteArray("\xEF\xBB\xBF");
        QTest::newRow("partial-bom") << QByteArray("\xEF\xBBUser-agent: *\n");
        QTest::newRow("invalid-utf8") << QByteArray("User-agent: *\nDisallow: /\xFF\xFE\xC3(\n");
        QTest::newRow("latin1") << QByteArray("User-agent: *\nDisallow: /caf\xE9\n");
        static constexpr char kNul[] = "User-agent: *\0\nDisallow: /a\0b\n\0\n";
        QTest::newRow("nul") << QByteArray(kNul, sizeof(kNul) - 1);
        QTest::newRow("control-characters") << QByteArray("User-agent: *\x01\x1B\nDisallow: /\x7F\n");
        QTest::newRow("python-line-breaks")
            << QByteArray("User-agent: *\x0B\x0C\x1C\x1D\x1E\nDisallow: /x\xC2\x85y\xE2\x80\xA8z\n");
        QTest::newRow("tabs-and-spaces") << QByteArray("\t User-agent :\t*  \n  \t\n");
        QTest::newRow("mixed-endings-no-final") << QByteArray("a\r\nb\rc\n\r\n\rd");
        QTest::newRow("megabyte-line") << (QByteArray("User-agent: *\nDisallow: /") + QByteArray(3 * 1024 * 1024, 'a') +
                                           "\n");
        QTest::newRow("over-500-kib") << QByteArray("User-agent: *\nDisallow: /x\n").repeated(30000);
        QTest::newRow("only-cr") << QByteArray("\r\r\r");
        QTest::newRow("binary") << QByteArray::fromHex("00ff10207f800d0a0dfe");
    }
    void roundTrip()
    {
        QFETCH(QByteArray, body);
        for (const Dialect &d : allDialects()) {
            const RobotsFile file = parse(toStd(body), d);
            QCOMPARE(file.text(), std::string_view(body.constData(), static_cast<std::size_t>(body.size())));
            QVERIFY(file.serialise() == toStd(body));
            QVERIFY(serialise(file.text(), std::vector<Line>(file.lines().begin(), file.lines().end())) == toStd(body));
            verifyTiling(file.text(), file.lines());
        }
    }

    // The line model loses nothing: re-serialising it gives back every corpus file byte for byte
    // (an editor that rewrites the file must not change what it did not touch).
    void corpusRoundTrip()
    {
        const QDir dir(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real"));
        if (!dir.exists())
            QSKIP("../shared/corpus/real is absent (it is not part of a user's clone)");
        const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        int checked = 0;
        for (const QString &name : files) {
            const QByteArray bytes = readBytes(dir.filePath(name));
            const std::string body = toStd(bytes);
            for (const Dialect &d : allDialects()) {
                const RobotsFile file = parse(body, d);
                if (file.serialise() != body)
                    QFAIL(qPrintable(name + QLatin1String(" does not round-trip under ") + q(d.name())));
                verifyTiling(file.text(), file.lines());
                // Every rule belongs to the group whose range lists it, or to none.
                std::size_t grouped = 0;
                for (const Group &g : file.groups()) {
                    for (const std::uint32_t r : g.rules)
                        QCOMPARE(file.rules()[r].group(), static_cast<std::int32_t>(g.index));
                    grouped += g.rules.size();
                }
                std::size_t strays = 0;
                for (const Rule &r : file.rules())
                    strays += r.group() < 0 ? 1 : 0;
                QCOMPARE(grouped + strays, file.rules().size());
                ++checked;
            }
        }
        qInfo() << checked << "file/dialect pairs round-tripped," << files.size() << "files";
    }

    void flags()
    {
        const RobotsFile bom = parse(std::string("\xEF\xBB\xBFUser-agent: *\n"), dialect(DialectId::Google));
        QVERIFY(bom.hasBom());
        QVERIFY(bom.lines()[0].has(HasBom));
        QCOMPARE(bom.lines()[0].kind, LineKind::UserAgent); // dialect: google skips the BOM
        QCOMPARE(q(bom.slice(bom.lines()[0].key)), QStringLiteral("User-agent"));
        const RobotsFile bomPerl = parse(std::string("\xEF\xBB\xBFUser-agent: *\n"), dialect(DialectId::WwwRobotRules));
        QCOMPARE(bomPerl.lines()[0].kind, LineKind::UnknownKey); // the BOM is part of the key

        const RobotsFile bad = parse(std::string("User-agent: *\nDisallow: /\xFF\n"), defaultDialect());
        QVERIFY(!bad.lines()[0].has(InvalidUtf8));
        QVERIFY(bad.lines()[1].has(InvalidUtf8));
        QCOMPARE(bad.lines()[1].kind, LineKind::Disallow);

        static constexpr char kNul[] = "User-agent: *\nDisallow: /a\0b\n";
        const std::string withNul(kNul, sizeof(kNul) - 1);
        const RobotsFile nul = parse(withNul, dialect(DialectId::Google));
        QVERIFY(nul.lines()[1].has(ContainsNul));
        QCOMPARE(q(nul.slice(nul.lines()[1].value)), QStringLiteral("/a")); // dialect: google, C strings
        const RobotsFile nulRfc = parse(withNul, defaultDialect());         // silent in RFC 9309: as Google
        QCOMPARE(q(nulRfc.slice(nulRfc.lines()[1].value)), QStringLiteral("/a"));
        const RobotsFile nulBing = parse(withNul, dialect(DialectId::Bing));
        QCOMPARE(nulBing.slice(nulBing.lines()[1].value), std::string_view("/a\0b", 4));

        const RobotsFile ctl = parse(std::string("User-agent: *\x01\n"), defaultDialect());
        QVERIFY(ctl.lines()[0].has(ControlCharacters));
        const RobotsFile vt = parse(std::string("User-agent: *\x0B\n"), dialect(DialectId::PythonUrllib));
        QVERIFY(vt.lines()[0].has(ExtraLineBreaks));
    }

    // RFC 9309 §2.5: parse at least 500 KiB; what lies past the dialect's limit is flagged.
    void byteLimit()
    {
        const std::string line = "Disallow: /abcdefghij\n"; // 22 bytes
        std::string body = "User-agent: *\n";
        while (body.size() < 600 * 1024)
            body += line;
        const RobotsFile file = parse(body, defaultDialect());
        QCOMPARE(file.parsedBytes(), std::size_t{500 * 1024});
        QVERIFY(file.truncated());
        std::size_t past = 0, cut = 0, rules = 0;
        for (const Line &l : file.lines()) {
            if (l.has(PastLimit)) {
                ++past;
                QVERIFY(l.content.offset >= 500 * 1024);
            }
            if (l.has(CutByLimit)) {
                ++cut;
                QVERIFY(l.content.offset < 500 * 1024 && l.content.end() > 500 * 1024);
            }
            if (!l.has(PastLimit) && l.isRule())
                ++rules;
        }
        QCOMPARE(cut, std::size_t{(500 * 1024 - 14) % 22 == 0 ? 0 : 1});
        QVERIFY(past > 0);
        QCOMPARE(file.rules().size(), rules);
        QVERIFY(file.groups()[0].endedBy == GroupEnd::ByteLimit);
        // Without a limit (python-urllib) every line is read.
        const RobotsFile all = parse(body, dialect(DialectId::PythonUrllib));
        QVERIFY(!all.truncated());
        QCOMPARE(all.rules().size(), (body.size() - 14) / 22);
    }

    void ranges_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("comment");
        QTest::addColumn<int>("kind");
        QTest::newRow("rfc9309-2.2/plain") << QByteArray("Disallow: /x") << QByteArray("Disallow") << QByteArray("/x")
                                           << QByteArray("") << int(LineKind::Disallow);
        QTest::newRow("rfc9309-2.2/spaces-around-colon")
            << QByteArray("  Disallow  :  /x  ") << QByteArray("Disallow") << QByteArray("/x") << QByteArray("")
            << int(LineKind::Disallow);
        QTest::newRow("rfc9309-2.2/comment") << QByteArray("Disallow: /x # why") << QByteArray("Disallow")
                                             << QByteArray("/x") << QByteArray("# why") << int(LineKind::Disallow);
        QTest::newRow("rfc9309-2.2/comment-no-space")
            << QByteArray("Disallow: /x#y") << QByteArray("Disallow") << QByteArray("/x") << QByteArray("#y")
            << int(LineKind::Disallow);
        QTest::newRow("rfc9309-2.2/comment-only") << QByteArray("  # note") << QByteArray("") << QByteArray("")
                                                  << QByteArray("# note") << int(LineKind::CommentOnly);
        QTest::newRow("rfc9309-2.2/blank")
            << QByteArray(" \t ") << QByteArray("") << QByteArray("") << QByteArray("") << int(LineKind::Blank);
        QTest::newRow("rfc9309-2.2/empty-value") << QByteArray("Disallow:") << QByteArray("Disallow") << QByteArray("")
                                                 << QByteArray("") << int(LineKind::Disallow);
        QTest::newRow("rfc9309-2.2/case-insensitive-key")
            << QByteArray("uSeR-aGeNt: x") << QByteArray("uSeR-aGeNt") << QByteArray("x") << QByteArray("")
            << int(LineKind::UserAgent);
        QTest::newRow("value-with-colon")
            << QByteArray("Sitemap: https://e.com/s.xml") << QByteArray("Sitemap") << QByteArray("https://e.com/s.xml")
            << QByteArray("") << int(LineKind::Sitemap);
        QTest::newRow("unknown-key") << QByteArray("Foo: bar") << QByteArray("Foo") << QByteArray("bar")
                                     << QByteArray("") << int(LineKind::UnknownKey);
        QTest::newRow("other-known-key") << QByteArray("Noindex: /x") << QByteArray("Noindex") << QByteArray("/x")
                                         << QByteArray("") << int(LineKind::OtherKnownKey);
        QTest::newRow("crawl-delay") << QByteArray("Crawl-delay: 5") << QByteArray("Crawl-delay") << QByteArray("5")
                                     << QByteArray("") << int(LineKind::CrawlDelay);
        QTest::newRow("no-colon") << QByteArray("Disallow /x") << QByteArray("") << QByteArray("") << QByteArray("")
                                  << int(LineKind::Unparseable);
        QTest::newRow("typo-not-accepted") << QByteArray("Dissallow: /x") << QByteArray("Dissallow") << QByteArray("/x")
                                           << QByteArray("") << int(LineKind::UnknownKey);
        QTest::newRow("empty-key") << QByteArray(": /x") << QByteArray("") << QByteArray("") << QByteArray("")
                                   << int(LineKind::Unparseable);
    }
    void ranges()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, comment);
        QFETCH(int, kind);
        const RobotsFile file = parse(toStd(line), defaultDialect());
        QCOMPARE(file.lines().size(), std::size_t{1});
        const Line &l = file.lines()[0];
        QCOMPARE(q(file.slice(l.key)), QString::fromUtf8(key));
        QCOMPARE(q(file.slice(l.value)), QString::fromUtf8(value));
        QCOMPARE(q(file.slice(l.comment)), QString::fromUtf8(comment));
        QCOMPARE(int(l.kind), kind);
    }

    // dialect: google key readings (robots.cc KeyIsUserAgent / KeyIsDisallow / KeyIsSitemap,
    // GetKeyAndValueFrom); the same keys under rfc9309.
    void dialectKeys_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("dialect");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("flags");
        const int typo = AcceptedTypo, colon = MissingColon, prefix = KeyPrefixMatch, ignored = IgnoredByDialect;
        QTest::newRow("google/dissallow")
            << QByteArray("Dissallow: /x") << QByteArray("google") << int(LineKind::Disallow) << typo;
        QTest::newRow("google/useragent")
            << QByteArray("useragent: x") << QByteArray("google") << int(LineKind::UserAgent) << typo;
        QTest::newRow("google/user-agent-space")
            << QByteArray("user agent: x") << QByteArray("google") << int(LineKind::UserAgent) << typo;
        QTest::newRow("google/site-map") << QByteArray("site-map: x") << QByteArray("google") << int(LineKind::Sitemap)
                                         << typo;
        QTest::newRow("google/missing-colon")
            << QByteArray("Disallow /x") << QByteArray("google") << int(LineKind::Disallow) << colon;
        QTest::newRow("google/three-words")
            << QByteArray("Disallow /x /y") << QByteArray("google") << int(LineKind::Unparseable) << 0;
        QTest::newRow("google/prefix") << QByteArray("Disallowed: /x") << QByteArray("google")
                                       << int(LineKind::Disallow) << prefix;
        QTest::newRow("google/crawl-delay-ignored")
            << QByteArray("Crawl-delay: 3") << QByteArray("google") << int(LineKind::CrawlDelay) << ignored;
        QTest::newRow("rfc9309/dissallow")
            << QByteArray("Dissallow: /x") << QByteArray("rfc9309") << int(LineKind::UnknownKey) << 0;
        QTest::newRow("rfc9309/prefix") << QByteArray("Disallowed: /x") << QByteArray("rfc9309")
                                        << int(LineKind::UnknownKey) << 0;
        QTest::newRow("www-robotrules/allow-not-a-field")
            << QByteArray("Allow: /x") << QByteArray("www-robotrules") << int(LineKind::Allow) << ignored;
        QTest::newRow("norobots1994/sitemap-ignored")
            << QByteArray("Sitemap: http://e.com/s") << QByteArray("norobots1994") << int(LineKind::Sitemap) << ignored;
        QTest::newRow("yandex/clean-param-used")
            << QByteArray("Clean-param: ref /x") << QByteArray("yandex") << int(LineKind::CleanParam) << 0;
    }
    void dialectKeys()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, dialect);
        QFETCH(int, kind);
        QFETCH(int, flags);
        const RobotsFile file = parse(toStd(line), dialectNamed(dialect.toStdString()));
        const Line &l = file.lines()[0];
        QCOMPARE(int(l.kind), kind);
        const int keyFlags = AcceptedTypo | MissingColon | KeyPrefixMatch | IgnoredByDialect;
        QCOMPARE(l.flags & keyFlags, flags);
    }

    void readKeyTable()
    {
        const Dialect &google = dialect(DialectId::Google);
        QCOMPARE(readKey("DISALLOW", defaultDialect()).kind, LineKind::Disallow);
        QCOMPARE(readKey("disalow", defaultDialect()).kind, LineKind::UnknownKey);
        const KeyReading typo = readKey("disalow", google);
        QCOMPARE(typo.kind, LineKind::Disallow);
        QVERIFY(typo.typo);
        const KeyReading pre = readKey("sitemaps", google);
        QCOMPARE(pre.kind, LineKind::Sitemap);
        QVERIFY(pre.prefix);
        QCOMPARE(readKey("", google).kind, LineKind::UnknownKey);
        QCOMPARE(canonicalKeyName(LineKind::CrawlDelay), std::string_view("Crawl-delay"));
        QVERIFY(canonicalKeyName(LineKind::Blank).empty());
    }

    // RFC 9309 §2.2: key names are case-insensitive. The lexer matches whole names by a hash and
    // two compares; readKey() walks the names. Every name, in three spellings, and near misses
    // (a byte changed, one added or dropped, bytes that alias a letter under `| 0x20`), read both
    // ways, in every dialect.
    void lexedKeysAgreeWithReadKey()
    {
        std::vector<std::string> keys;
        for (const std::string_view name : {"user-agent", "allow", "disallow", "sitemap", "crawl-delay", "host",
                                            "clean-param", "request-rate", "noindex", "domain"}) {
            std::string upper(name), mixed(name);
            for (std::size_t i = 0; i < upper.size(); ++i) {
                upper[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(upper[i])));
                if (i % 2 == 0)
                    mixed[i] = upper[i];
            }
            keys.insert(keys.end(), {std::string(name), upper, mixed, std::string(name) + "s",
                                     std::string(name.substr(1)), std::string(name.substr(0, name.size() - 1))});
            for (std::size_t i = 0; i < name.size(); ++i) {
                std::string changed(name);
                changed[i] = static_cast<char>(changed[i] ^ 0x01);
                keys.push_back(changed);
                changed[i] = name[i] == '-' ? '\x0D' : static_cast<char>(name[i] & ~0x20 & 0x7F); // '@' for 'a' etc.
                keys.push_back(changed);
            }
        }
        // The key at the end of the body (fewer than 16 bytes follow) and well inside it.
        const std::string tails[] = {": /x\n", ":/\n" + std::string(20, '#')};
        for (const Dialect &d : allDialects()) {
            for (const std::string &key : keys) {
                for (const std::string &tail : tails) {
                    const std::string body = key + tail;
                    const std::vector<Line> lines = lexLines(body, d);
                    QVERIFY(!lines.empty());
                    const KeyReading expected = readKey(lines[0].key.in(body), d);
                    QVERIFY2(lines[0].kind == expected.kind || !lines[0].key.length,
                             (std::string(d.name()) + " " + key).c_str());
                }
            }
        }
    }

    void utf8()
    {
        QVERIFY(isValidUtf8("plain"));
        QVERIFY(isValidUtf8("caf\xC3\xA9 \xE3\x83\x84 \xF0\x9F\x98\x80"));
        QVERIFY(!isValidUtf8("\xC3"));             // truncated
        QVERIFY(!isValidUtf8("\xC0\xAF"));         // overlong
        QVERIFY(!isValidUtf8("\xED\xA0\x80"));     // surrogate
        QVERIFY(!isValidUtf8("\xF4\x90\x80\x80")); // > U+10FFFF
        QVERIFY(!isValidUtf8("\xFF"));
    }
};

QTEST_GUILESS_MAIN(TestCoreLines)
#include "tst_core_lines.moc"
