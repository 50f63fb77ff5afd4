// SPDX-License-Identifier: MIT
// The one UTF-8 byte offset ↔ UTF-16 editor position helper (STYLE.md "Qt side"):
// byte offsets from the core (UTF-8) become editor positions (UTF-16) in one place, so a
// conversion error cannot differ between views; tested with non-ASCII text. The oracle is Qt itself:
// QString::fromUtf8() says how many UTF-16 units a byte prefix decodes to, and a QTextDocument says where a character
// is.
#include "analysis/documentanalyzer.h"
#include "analysis/textpositions.h"

#include <robots/robotsfile.h>

#include <QStringDecoder>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace robots;
using namespace robots::ui;

namespace {

// QString::fromUtf8(), except that a leading byte order mark stays a character (U+FEFF): the
// editor shows it as one when the user types it (the file's BOM is a flag of the Document).
QString decode(std::string_view bytes)
{
    QStringDecoder decoder(QStringConverter::Utf8,
                           QStringConverter::Flag::Stateless | QStringConverter::Flag::ConvertInitialBom);
    return decoder(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
}

// Byte K is a character boundary when decoding the two halves apart gives the same text as
// decoding the whole (a cut inside a well-formed sequence turns it into U+FFFDs).
bool isBoundary(std::string_view bytes, std::size_t k)
{
    return decode(bytes.substr(0, k)) + decode(bytes.substr(k)) == decode(bytes);
}

} // namespace

class TestPositions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesQtDecoding_data();
    void matchesQtDecoding();
    void roundTripsPositions_data() { matchesQtDecoding_data(); }
    void roundTripsPositions();
    void lineColumn_data();
    void lineColumn();
    void editorDocumentAgrees();
    void analyzerTextMapsToBlocks();
};

void TestPositions::matchesQtDecoding_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("ascii") << QByteArray("User-agent: *\nDisallow: /private\n");
    QTest::newRow("utf8/e-acute-two-bytes") << QByteArray("User-agent: *\nDisallow: /caf\xC3\xA9/menu\n");
    QTest::newRow("utf8/cjk-three-bytes")
        << QByteArray("# \xE6\x97\xA5\xE6\x9C\xAC\nDisallow: /\xE6\x97\xA5\xE6\x9C\xAC/x\n");
    QTest::newRow("utf8/emoji-surrogate-pair") << QByteArray("Disallow: /\xF0\x9F\x98\x80x\xF0\x9F\x8E\x89\n");
    QTest::newRow("utf8/nbsp-and-bom-character") << QByteArray("\xEF\xBB\xBFUser-agent:\xC2\xA0*\n");
    QTest::newRow("invalid/latin1-byte") << QByteArray("Disallow: /caf\xE9/\n");
    QTest::newRow("invalid/truncated-cjk") << QByteArray("Disallow: /\xE6\x97x\n");
    QTest::newRow("invalid/lone-continuation") << QByteArray("a\x80\x80\xBF b\n");
    QTest::newRow("invalid/overlong-slash") << QByteArray("Disallow: \xC0\xAF\xE0\x80\xAF\n");
    QTest::newRow("invalid/encoded-surrogate") << QByteArray("x\xED\xA0\x80y\n");
    QTest::newRow("invalid/above-10ffff") << QByteArray("x\xF4\x90\x80\x80y\n");
    QTest::newRow("invalid/truncated-emoji-at-end") << QByteArray("Disallow: /\xF0\x9F\x98");
    QTest::newRow("line-endings/cr-crlf-mixed") << QByteArray("a\xC3\xA9\r\nb\rc\xE6\x97\xA5\nd");
    QTest::newRow("raw-byte-code-point") << QByteArray("Disallow: /\xF4\x8F\xB7\xA9/\n"); // U+10FDE9 (losslesscodec.h)
    QTest::newRow("nul-byte") << QByteArray("Disallow: /a\0b\xC3\xA9\n", 17);
    QTest::newRow("empty") << QByteArray();
}

void TestPositions::matchesQtDecoding()
{
    QFETCH(QByteArray, bytes);
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    const TextPositions positions(robots::parse(text));
    QCOMPARE(positions.utf16Size(), decode(text).size());
    QCOMPARE(TextPositions::utf16Length(text), decode(text).size());
    std::size_t boundary = 0;
    for (std::size_t k = 0; k <= text.size(); ++k) {
        if (isBoundary(text, k))
            boundary = k;
        // An offset inside a character maps to that character's position.
        const int expected = int(decode(text.substr(0, boundary)).size());
        QVERIFY2(positions.toPosition(std::uint32_t(k)) == expected,
                 qPrintable(QStringLiteral("byte %1: %2, expected %3")
                                .arg(k)
                                .arg(positions.toPosition(std::uint32_t(k)))
                                .arg(expected)));
        QCOMPARE(positions.toByteOffset(expected), std::uint32_t(boundary));
        // The end of a range inside a character is after that character.
        std::size_t next = k;
        while (!isBoundary(text, next))
            ++next;
        QCOMPARE(positions.toEndPosition(std::uint32_t(k)), int(decode(text.substr(0, next)).size()));
    }
    QCOMPARE(positions.toPosition(std::uint32_t(text.size() + 10)), positions.utf16Size());
}

void TestPositions::roundTripsPositions()
{
    QFETCH(QByteArray, bytes);
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    const TextPositions positions(robots::parse(text));
    const QString decoded = decode(text);
    for (int q = 0; q <= decoded.size(); ++q) {
        const std::uint32_t offset = positions.toByteOffset(q);
        // Between the two halves of a surrogate pair there is no byte: the pair's start.
        const bool insidePair = q > 0 && q < decoded.size() && decoded.at(q).isLowSurrogate();
        QCOMPARE(positions.toPosition(offset), insidePair ? q - 1 : q);
        QCOMPARE(decode(text.substr(0, offset)), decoded.first(insidePair ? q - 1 : q));
    }
    QCOMPARE(positions.toByteOffset(-5), 0u);
    QCOMPARE(positions.toByteOffset(decoded.size() + 5), std::uint32_t(text.size()));
}

void TestPositions::lineColumn_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("needle");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    // Columns count UTF-16 units, as QTextCursor::positionInBlock() does.
    QTest::newRow("ascii") << QByteArray("User-agent: *\nDisallow: /x\n") << QByteArray("/x") << 1 << 10;
    QTest::newRow("e-acute-before") << QByteArray("# caf\xC3\xA9\nDisallow: /caf\xC3\xA9 /y\n") << QByteArray("/y") << 1
                                    << 16;
    QTest::newRow("cjk-before") << QByteArray("Disallow: /\xE6\x97\xA5\xE6\x9C\xAC/z\n") << QByteArray("/z") << 0 << 13;
    QTest::newRow("emoji-before") << QByteArray("Disallow: /\xF0\x9F\x98\x80/w\n") << QByteArray("/w") << 0 << 13;
    QTest::newRow("invalid-before") << QByteArray("Disallow: /\xE9\xE9/v\n") << QByteArray("/v") << 0 << 13;
    QTest::newRow("crlf") << QByteArray("a\r\n\xC3\xA9t\r\n") << QByteArray("t") << 1 << 1;
    QTest::newRow("after-final-newline") << QByteArray("a\n\xC3\xA9\n") << QByteArray() << 2 << 0;
}

void TestPositions::lineColumn()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, needle);
    QFETCH(int, line);
    QFETCH(int, column);
    const TextPositions positions(robots::parse(std::string_view(bytes.constData(), std::size_t(bytes.size()))));
    const qsizetype at = needle.isEmpty() ? bytes.size() : bytes.indexOf(needle);
    QVERIFY(at >= 0);
    QCOMPARE(positions.toLineColumn(std::uint32_t(at)), (TextPositions::LineColumn{line, column}));
}

// The positions are those of the editor's QTextDocument, character for character.
void TestPositions::editorDocumentAgrees()
{
    const QString text =
        QStringLiteral("User-agent: *\n# caf\u00e9 \u65e5\u672c\nDisallow: /\u00e9t\u00e9/\U0001F600/x\n"
                       "Allow: /\u65e5\u672c/\U0001F389\nSitemap: https://example.com/s.xml");
    QTextDocument document;
    document.setPlainText(text);
    QByteArray bytes = document.toRawText().replace(QChar::ParagraphSeparator, QLatin1Char('\n')).toUtf8();
    const TextPositions positions(robots::parse(std::string_view(bytes.constData(), std::size_t(bytes.size()))));
    QCOMPARE(positions.utf16Size(), document.characterCount() - 1);
    for (const char *piece : {"/x", "\xF0\x9F\x98\x80", "\xF0\x9F\x8E\x89", "\xE6\x9C\xAC", "Sitemap", "https"}) {
        const qsizetype byte = bytes.indexOf(piece);
        QVERIFY(byte >= 0);
        const QTextCursor found = document.find(QString::fromUtf8(piece));
        QVERIFY(!found.isNull());
        QCOMPARE(positions.toPosition(std::uint32_t(byte)), found.selectionStart());
        QCOMPARE(positions.toByteOffset(found.selectionStart()), std::uint32_t(byte));
        const auto lc = positions.toLineColumn(std::uint32_t(byte));
        QCOMPARE(lc.line, found.block().blockNumber());
        QCOMPARE(lc.column, found.selectionStart() - found.block().position());
    }
}

// Through the one adapter: every line's value, as the core locates it, is where the editor has it.
void TestPositions::analyzerTextMapsToBlocks()
{
    QTextDocument document;
    document.setPlainText(QStringLiteral("User-agent: b\u00e9\u00e9t\nDisallow: /\u65e5\u672c/\U0001F600\n"
                                         "Disallow: /\u00e9/after\n"));
    DocumentAnalyzer analyzer;
    analyzer.setDocument(&document);
    analyzer.flush();
    const RobotsFile &file = *analyzer.current()->file(DialectId::Rfc9309);
    const TextPositions positions(file);
    for (const Line &line : file.lines()) {
        if (line.value.empty())
            continue;
        const QTextBlock block = document.findBlockByNumber(int(line.number) - 1);
        const QString value = decode(file.slice(line.value));
        const auto lc = positions.toLineColumn(line.value.offset);
        QCOMPARE(lc.line, block.blockNumber());
        QCOMPARE(lc.column, int(block.text().indexOf(value)));
        QCOMPARE(positions.toPosition(line.value.end()), block.position() + block.text().indexOf(value) + value.size());
    }
}

QTEST_GUILESS_MAIN(TestPositions)
#include "tst_positions.moc"
