// SPDX-License-Identifier: MIT
// The core's byte- and UTF-8-level helpers (core/src/textutil.h), which the lexer, the parser, the
// matcher and the diagnostics share, against definitions written out here: ASCII case, the one
// UTF-8 encoder and decoder of the core (RFC 3629), trimming, product tokens and Python's extra
// line breaks. Bytes from the whole range, every length up to 80 where a length matters.

#include "textutil.h"

#include <QTest>

#include <random>
#include <string>
#include <vector>

using namespace robots::detail;

namespace {

/// Random text of `length` bytes drawn from `alphabet`.
std::string randomText(std::mt19937 &rng, std::size_t length, std::string_view alphabet)
{
    std::string s(length, '\0');
    for (char &c : s)
        c = alphabet[rng() % alphabet.size()];
    return s;
}

std::string allBytes()
{
    std::string s;
    for (int c = 0; c < 256; ++c)
        s += static_cast<char>(c);
    return s;
}

/// UTF-8 as RFC 3629 §4 writes it, for a code point that is not a surrogate.
std::string utf8Of(std::uint32_t cp)
{
    std::string s;
    if (cp < 0x80) {
        s += static_cast<char>(cp);
    } else if (cp < 0x800) {
        s += static_cast<char>(0xC0 + cp / 64);
        s += static_cast<char>(0x80 + cp % 64);
    } else if (cp < 0x10000) {
        s += static_cast<char>(0xE0 + cp / 4096);
        s += static_cast<char>(0x80 + cp / 64 % 64);
        s += static_cast<char>(0x80 + cp % 64);
    } else {
        s += static_cast<char>(0xF0 + cp / 262144);
        s += static_cast<char>(0x80 + cp / 4096 % 64);
        s += static_cast<char>(0x80 + cp / 64 % 64);
        s += static_cast<char>(0x80 + cp % 64);
    }
    return s;
}

} // namespace

class TestCoreBytes : public QObject
{
    Q_OBJECT

private slots:
    void asciiCaseChangesOnlyAsciiLetters()
    {
        for (int c = 0; c < 256; ++c) {
            const char b = static_cast<char>(c);
            const bool upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z';
            QCOMPARE(toLowerAscii(b), upper ? static_cast<char>(c + 32) : b);
            QCOMPARE(toUpperAscii(b), lower ? static_cast<char>(c - 32) : b);
        }
        QCOMPARE(lowerAscii(allBytes()).size(), std::size_t{256});
        QCOMPARE(lowerAscii("GoogleBot/2.1 \xC3\x84"), std::string("googlebot/2.1 \xC3\x84"));
    }

    void caseInsensitiveComparisonsFoldOnlyAscii()
    {
        std::mt19937 rng(9309);
        for (std::size_t length = 0; length <= 80; ++length) {
            const std::string text = randomText(rng, length, allBytes());
            std::string flipped = text;
            for (char &c : flipped)
                c = isAsciiAlpha(static_cast<unsigned char>(c)) ? static_cast<char>(c ^ 0x20) : c;
            QVERIFY(equalsIgnoreCaseAscii(text, flipped));
            QVERIFY(startsWithIgnoreCaseAscii(text, flipped.substr(0, length / 2)));
            if (length > 0) {
                std::string other = text;
                other[length / 2] = static_cast<char>(other[length / 2] ^ 0x01);
                QVERIFY(!equalsIgnoreCaseAscii(text, other) ||
                        isAsciiAlpha(static_cast<unsigned char>(text[length / 2])));
                QVERIFY(!equalsIgnoreCaseAscii(text, text.substr(1)));
                QVERIFY(!startsWithIgnoreCaseAscii(text.substr(1), text));
            }
        }
        // Non-ASCII bytes that differ by the case bit stay different.
        QVERIFY(!equalsIgnoreCaseAscii("\xC3", "\xE3"));
        QVERIFY(!equalsIgnoreCaseAscii("@[`{", "`{@["));
    }

    void validUtf8LengthFollowsRfc3629()
    {
        // Every code point outside the surrogates, and nothing else: overlong forms, surrogates
        // and values above U+10FFFF are invalid (RFC 3629 §3).
        for (std::uint32_t cp = 0; cp <= 0x10FFFF; cp += (cp < 0x3000 ? 1 : 97)) {
            if (cp >= 0xD800 && cp <= 0xDFFF)
                continue;
            const std::string s = utf8Of(cp);
            QCOMPARE(validUtf8Length(s, 0), s.size());
        }
        for (std::string_view bad : {"\xC0\x80", "\xC1\xBF", "\xE0\x80\x80", "\xED\xA0\x80", "\xF0\x80\x80\x80",
                                     "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\x80", "\xFF", "\xE2\x82", "\xC3"})
            QCOMPARE(validUtf8Length(bad, 0), std::size_t{0});
    }

    void decodeUtf8ReadsWhatAppendUtf8Writes()
    {
        for (std::uint32_t cp = 0; cp <= 0x10FFFF; cp += (cp < 0x3000 ? 1 : 89)) {
            if (cp >= 0xD800 && cp <= 0xDFFF)
                continue;
            std::string s;
            appendUtf8(s, cp);
            QCOMPARE(s, utf8Of(cp));
            const DecodedChar d = decodeUtf8(s, 0);
            QCOMPARE(d.codePoint, static_cast<std::int32_t>(cp));
            QCOMPARE(d.length, s.size());
        }
        const DecodedChar bad = decodeUtf8("\xE2\x28\xA1", 0);
        QCOMPARE(bad.codePoint, -1);
        QCOMPARE(bad.length, std::size_t{1});
    }

    void utf8ReplaceMakesEveryInvalidSubpartOneReplacementCharacter()
    {
        // Python's bytes.decode('utf-8', 'replace'): a maximal invalid subpart is one U+FFFD.
        QCOMPARE(utf8Replace("a\xE2\x82"
                             "b"),
                 std::string("a\xEF\xBF\xBD"
                             "b"));
        QCOMPARE(utf8Replace("\xFF\xFE"), std::string("\xEF\xBF\xBD\xEF\xBF\xBD"));
        QCOMPARE(utf8Replace("ok \xC3\xA4"), std::string("ok \xC3\xA4"));
        std::mt19937 rng(3629);
        for (std::size_t length = 0; length <= 80; ++length) {
            const std::string replaced = utf8Replace(randomText(rng, length, allBytes()));
            for (std::size_t i = 0; i < replaced.size();) {
                const std::size_t n = validUtf8Length(replaced, i);
                QVERIFY(n > 0);
                i += n;
            }
        }
    }

    void trimRangeCutsAsciiOrPythonWhitespace()
    {
        QCOMPARE(trim(" \t/a b\x0B\f\r\n", robots::Whitespace::Ascii), std::string_view("/a b"));
        QCOMPARE(trim("\xC2\xA0/a\xE2\x80\x83", robots::Whitespace::Ascii), std::string_view("\xC2\xA0/a\xE2\x80\x83"));
        QCOMPARE(trim("\xC2\xA0/a\xE2\x80\x83", robots::Whitespace::PythonUnicode), std::string_view("/a"));
        QCOMPARE(trim("   ", robots::Whitespace::Ascii), std::string_view());
        for (int c = 0; c < 128; ++c)
            QCOMPARE(isPythonSpace(static_cast<std::uint32_t>(c)),
                     (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20));
    }

    void productTokenPrefixStopsAtTheFirstOtherCharacter()
    {
        QCOMPARE(productTokenPrefix("Googlebot/2.1"), std::string_view("Googlebot"));
        QCOMPARE(productTokenPrefix("my_bot-x 1"), std::string_view("my_bot-x"));
        QCOMPARE(productTokenPrefix("*"), std::string_view());
        for (int c = 0; c < 256; ++c) {
            const std::string s(1, static_cast<char>(c));
            QCOMPARE(productTokenPrefix(s).size(), std::size_t{isProductTokenChar(static_cast<unsigned char>(c))});
        }
    }

    void pythonSegmentsSplitAtPythonsExtraLineBreaks()
    {
        std::vector<std::string_view> pieces;
        const std::string_view text = "a\x0B"
                                      "b\xC2\x85"
                                      "c\xE2\x80\xA8"
                                      "d\xE2\x80\xA9"
                                      "e\x1E";
        forEachPythonSegment(text, false,
                             [&](std::size_t b, std::size_t e) { pieces.push_back(text.substr(b, e - b)); });
        QCOMPARE(pieces, (std::vector<std::string_view>{"a", "b", "c", "d", "e"}));
        pieces.clear();
        forEachPythonSegment(text, true,
                             [&](std::size_t b, std::size_t e) { pieces.push_back(text.substr(b, e - b)); });
        QCOMPARE(pieces, (std::vector<std::string_view>{"a", "b", "c", "d", "e", ""}));
        QVERIFY(hasPythonExtraBreak(text));
        QVERIFY(!hasPythonExtraBreak("plain \xC3\xA4 text"));
    }

    void findAnyIsFindFirstOf()
    {
        std::mt19937 rng(2025);
        for (std::size_t length = 0; length <= 80; ++length) {
            const std::string text = randomText(rng, length, "ab/?#;:");
            const std::string_view view = text;
            for (std::size_t from = 0; from <= length; from += 7) {
                QCOMPARE(findAny(view, kPathDelimiters, from), view.find_first_of("/?#", from));
                QCOMPARE(findAny(view, kGooglePathStart, from), view.find_first_of("/?;", from));
            }
        }
    }

    void httpSchemeLengthIsCaseInsensitive_data()
    {
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<int>("length");
        QTest::newRow("http") << QByteArray("http://a/") << 7;
        QTest::newRow("https upper case") << QByteArray("HTTPS://a/") << 8;
        QTest::newRow("mixed case") << QByteArray("hTtP://") << 7;
        QTest::newRow("other scheme") << QByteArray("ftp://a/") << 0;
        QTest::newRow("one slash") << QByteArray("https:/a") << 0;
        QTest::newRow("scheme only") << QByteArray("http") << 0;
        QTest::newRow("path") << QByteArray("/http://") << 0;
    }

    void httpSchemeLengthIsCaseInsensitive()
    {
        QFETCH(QByteArray, url);
        QFETCH(int, length);
        QCOMPARE(httpSchemeLength(std::string_view(url.constData(), static_cast<std::size_t>(url.size()))),
                 static_cast<std::size_t>(length));
    }
};

QTEST_GUILESS_MAIN(TestCoreBytes)
#include "tst_core_bytes.moc"
