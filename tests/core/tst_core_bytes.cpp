// SPDX-License-Identifier: MIT
// The core's sixteen-bytes-at-a-time helpers (core/src/bytechunks.h, core/src/texttable.h) against
// byte-by-byte definitions: every length from 0 to 80 (whole chunks, overlapping tails and short
// texts), bytes from the whole range. Lint and parse read rule patterns through these.

#include "bytechunks.h"
#include "texttable.h"

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

} // namespace

class TestCoreBytes : public QObject
{
    Q_OBJECT

private slots:
    void byteClassesIsTheUnionOfEachBytesClass()
    {
        std::mt19937 rng(9309);
        const std::string alphabets[] = {allBytes(), "/abcz*$%.-_AZ09", "ab", "%*$ \"<>\\^`{|}~\x7F\x80\xFF"};
        for (const std::string &alphabet : alphabets) {
            for (std::size_t length = 0; length <= 80; ++length) {
                for (int round = 0; round < 20; ++round) {
                    const std::string text = randomText(rng, length, alphabet);
                    std::uint8_t expected = 0;
                    for (const char c : text)
                        expected |= kByteClasses[static_cast<unsigned char>(c)];
                    QCOMPARE(byteClasses(text), expected);
                }
            }
        }
    }

    void byteClassesMarksUrlUnsafeBytesAsRfc3986Says()
    {
        // RFC 3986 §2: space, `"<>\^`{|}` and non-ASCII are never carried unencoded; `~` is.
        for (const char c : std::string_view(" \"<>\\^`{|}\x80\xFF"))
            QVERIFY2(kByteClasses[static_cast<unsigned char>(c)] & kUnsafeByte, std::string(1, c).c_str());
        for (const char c : std::string_view("~/-._!$&'()*+,;=:@%aZ09"))
            QVERIFY2(!(kByteClasses[static_cast<unsigned char>(c)] & kUnsafeByte), std::string(1, c).c_str());
    }

    void hashBytesTellsApartTextsThatDifferInOneByte()
    {
        std::mt19937 rng(2);
        for (std::size_t length = 1; length <= 80; ++length) {
            const std::string text = randomText(rng, length, allBytes());
            const std::size_t h = hashBytes(text);
            for (std::size_t at = 0; at < length; ++at) {
                std::string other = text;
                other[at] = static_cast<char>(other[at] ^ 0x01);
                QVERIFY2(hashBytes(other) != h, qPrintable(QStringLiteral("length %1, byte %2").arg(length).arg(at)));
            }
        }
        QVERIFY(hashBytes("") != hashBytes(std::string_view("\0", 1)));
    }

    void hashBytesFoldsAsciiCaseOnlyWhenAsked()
    {
        std::mt19937 rng(3);
        for (std::size_t length = 0; length <= 80; ++length) {
            const std::string lower = randomText(rng, length, "abcxyz/-%09\xC3\xA9");
            std::string mixed = lower;
            for (char &c : mixed) {
                if (c >= 'a' && c <= 'z' && rng() % 2)
                    c = static_cast<char>(c - 32);
            }
            QCOMPARE(hashBytes(mixed, true), hashBytes(lower, true));
            if (mixed != lower)
                QVERIFY(hashBytes(mixed) != hashBytes(lower));
        }
        // Bytes beyond ASCII are not letters: 0xC3 and 0xE3 differ by 0x20 but stay apart.
        QVERIFY(hashBytes("\xC3", true) != hashBytes("\xE3", true));
        QVERIFY(hashBytes("@[`{", true) != hashBytes("`{@[", true));
    }

    void loweredChunksLowerAsciiAndMarkTwoBytes()
    {
        std::mt19937 rng(4);
        for (std::size_t length = 0; length <= 80; ++length) {
            const std::string text = randomText(rng, length, "/.aZ*\xC3\x80");
            const LoweredChunks<1024> chunks(text, '/', '.');
            QVERIFY(chunks.ok());
            std::string lower = text;
            for (char &c : lower)
                c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
            QCOMPARE(std::string(chunks.view()), lower);
            QCOMPARE(chunks.chunks(), (length + 15) / 16);
            for (std::size_t i = 0; i < 16 * chunks.chunks(); ++i) {
                const bool slash = i < length && text[i] == '/';
                const bool dot = i < length && text[i] == '.';
                QCOMPARE(bool(chunks.firstMask(i / 16) & (1u << (i % 16))), slash);
                QCOMPARE(bool(chunks.secondMask(i / 16) & (1u << (i % 16))), dot);
            }
        }
        QVERIFY(!LoweredChunks<1024>(std::string(1025, 'a'), '/', '.').ok());
    }

    void firstIndexTableKeepsTheFirstIndexOfEachText()
    {
        std::vector<std::string> texts;
        for (int i = 0; i < 3000; ++i)
            texts.push_back("/p/" + std::to_string(i % 1000)); // each text three times
        FirstIndexTable table(texts.size(), [&](std::uint32_t i) { return std::string_view(texts[i]); });
        for (std::uint32_t i = 0; i < texts.size(); ++i)
            QCOMPARE(table.insert(texts[i], i), i % 1000);
        QCOMPARE(table.find("/p/999"), 999u);
        QCOMPARE(table.find("/p/1000"), table.kNone);
        QCOMPARE(table.find(""), table.kNone);
    }
};

QTEST_GUILESS_MAIN(TestCoreBytes)
#include "tst_core_bytes.moc"
