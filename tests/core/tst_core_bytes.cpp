// SPDX-License-Identifier: MIT
// The core's sixteen-bytes-at-a-time helpers (core/src/bytechunks.h, core/src/texttable.h) against
// byte-by-byte definitions: every length from 0 to 80 (whole chunks, overlapping tails and short
// texts), bytes from the whole range. Lint and parse read rule patterns through these.

#include "bytechunks.h"
#include "radixsort.h"
#include "texttable.h"

#include <QTest>

#include <algorithm>

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
            // Zero bytes past the end, through the sixteen after the last chunk (pathWords() loads
            // four bytes at a segment's start).
            for (std::size_t i = length; i < 16 * chunks.chunks() + 16 && length > 0; ++i)
                QCOMPARE(chunks.view().data()[i], '\0');
            for (std::size_t i = 0; i < 16 * chunks.chunks(); ++i) {
                const bool slash = i < length && text[i] == '/';
                const bool dot = i < length && text[i] == '.';
                QCOMPARE(bool(chunks.firstMask(i / 16) & (1u << (i % 16))), slash);
                QCOMPARE(bool(chunks.secondMask(i / 16) & (1u << (i % 16))), dot);
                // The same bit in the 64-byte masks, which are zero past the text.
                QCOMPARE(bool((chunks.firstMask64(i / 64 * 4) >> (i % 64)) & 1u), slash);
                QCOMPARE(bool((chunks.secondMask64(i / 64 * 4) >> (i % 64)) & 1u), dot);
            }
            for (std::size_t c = 0; c < chunks.chunks(); c += 4) {
                for (std::size_t i = 16 * chunks.chunks(); i < 16 * c + 64; ++i) {
                    QCOMPARE((chunks.firstMask64(c) >> (i - 16 * c)) & 1u, std::uint64_t{0});
                    QCOMPARE((chunks.secondMask64(c) >> (i - 16 * c)) & 1u, std::uint64_t{0});
                }
            }
        }
        QVERIFY(!LoweredChunks<1024>(std::string(1025, 'a'), '/', '.').ok());
    }

    void containsByteIsAByteByByteSearch()
    {
        // Every length up to 80 (the fixed loads of short texts, the two overlapping chunks of 16
        // to 32 bytes, the loop beyond), the byte at every position and nowhere, next to bytes
        // that differ from it by one bit or by the carry SWAR arithmetic could borrow.
        for (const char needle : {'*', '$', '\0', '\x80', '\xFF'}) {
            const std::string fillers[] = {std::string(1, static_cast<char>(needle ^ 1)),
                                           std::string(1, static_cast<char>(needle + 1)), "\x80\x7F\x01\xFE"};
            for (const std::string &filler : fillers) {
                for (std::size_t length = 0; length <= 80; ++length) {
                    std::string text;
                    for (std::size_t i = 0; i < length; ++i)
                        text += filler[i % filler.size()];
                    if (text.find(needle) != std::string::npos)
                        continue; // a filler made of the needle itself
                    QVERIFY2(!containsByte(text, needle), std::to_string(length).c_str());
                    for (std::size_t at = 0; at < length; ++at) {
                        std::string with = text;
                        with[at] = needle;
                        QVERIFY2(containsByte(with, needle),
                                 (std::to_string(length) + "@" + std::to_string(at)).c_str());
                    }
                }
            }
        }
    }

    void containsControlByteFindsExactlyC0AndDel()
    {
        // Every byte value at every position of every length up to 80, in a text of the bytes
        // around the edges of the class (space, `~`, 0x80, 0xFF): found exactly when it is
        // 0x00-0x1F or 0x7F, which a message shows as \xHH.
        const std::string filler = " ~\x80\xFF!";
        for (std::size_t length = 0; length <= 80; ++length) {
            std::string text;
            for (std::size_t i = 0; i < length; ++i)
                text += filler[i % filler.size()];
            QVERIFY2(!containsControlByte(text), std::to_string(length).c_str());
            for (std::size_t at = 0; at < length; ++at) {
                for (int c = 0; c < 256; ++c) {
                    std::string with = text;
                    with[at] = static_cast<char>(c);
                    const bool control = c < 0x20 || c == 0x7F;
                    if (containsControlByte(with) != control)
                        QFAIL(
                            (std::to_string(length) + "@" + std::to_string(at) + " byte " + std::to_string(c)).c_str());
                }
            }
        }
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

    // The radix sort orders by key and keeps equal keys in the order they came in, as
    // std::stable_sort does; keys that share bytes (skipped passes) and keys that differ only in
    // their top or bottom byte included.
    void radixSortIsAStableSortByKey_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<quint64>("mask");
        QTest::addColumn<quint64>("shared");
        QTest::newRow("empty") << 0 << quint64(~0ull) << quint64(0);
        QTest::newRow("one") << 1 << quint64(~0ull) << quint64(0);
        QTest::newRow("every-byte-varies") << 5000 << quint64(~0ull) << quint64(0);
        QTest::newRow("few-values-many-ties") << 3000 << quint64(0x0300'0000'0000'0003ull) << quint64(0);
        QTest::newRow("shared-middle-bytes")
            << 2000 << quint64(0xFF00'0000'0000'00FFull) << quint64(0x002F'6162'6364'6500ull);
        QTest::newRow("all-equal") << 500 << quint64(0) << quint64(0x1234'5678'9ABC'DEF0ull);
    }

    void radixSortIsAStableSortByKey()
    {
        QFETCH(int, count);
        QFETCH(quint64, mask);
        QFETCH(quint64, shared);
        std::mt19937_64 random(9309);
        std::vector<robots::detail::RadixItem> items;
        for (int i = 0; i < count; ++i)
            items.push_back({(random() & mask) | shared, static_cast<std::uint32_t>(i)});
        std::vector<robots::detail::RadixItem> expected = items;
        std::stable_sort(expected.begin(), expected.end(), [](const auto &a, const auto &b) { return a.key < b.key; });
        std::vector<robots::detail::RadixItem> scratch;
        robots::detail::radixSort(items, scratch);
        QCOMPARE(items.size(), expected.size());
        for (std::size_t i = 0; i < items.size(); ++i) {
            QCOMPARE(items[i].key, expected[i].key);
            QCOMPARE(items[i].index, expected[i].index);
        }
    }
};

QTEST_GUILESS_MAIN(TestCoreBytes)
#include "tst_core_bytes.moc"
