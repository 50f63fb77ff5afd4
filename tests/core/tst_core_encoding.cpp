// SPDX-License-Identifier: MIT
// robots/studio/encoding.h: UTF-16 / UTF-32 detection and conversion (lint check R109) and the magic
// numbers of binary files, on the fixtures of tests/data/encoding/ (made by its make.py).

#include "robots/robotsfile.h"
#include "robots/studio/encoding.h"

#include <QFile>
#include <QTest>

#include <optional>
#include <string>

using namespace std::string_literals;

namespace {

std::string fixture(const char *name)
{
    QFile file(QStringLiteral(ROBOTS_TEST_DATA "/encoding/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the fixture %s", name);
    return file.readAll().toStdString();
}

using Detected = std::optional<robots::DetectedEncoding>;

} // namespace

Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(Detected)

class TestCoreEncoding : public QObject
{
    Q_OBJECT

private slots:
    void detect_data()
    {
        using robots::DetectedEncoding;
        using robots::WideEncoding;
        QTest::addColumn<std::string>("body");
        QTest::addColumn<Detected>("expected");
        // RFC 9309 §2.3 requires UTF-8; these are the Unicode encodings a file is saved in instead.
        QTest::newRow("rfc9309-2.3/utf16le-bom")
            << fixture("utf16le.txt") << Detected(DetectedEncoding{WideEncoding::Utf16Le, true});
        QTest::newRow("rfc9309-2.3/utf16be-bom")
            << fixture("utf16be.txt") << Detected(DetectedEncoding{WideEncoding::Utf16Be, true});
        QTest::newRow("rfc9309-2.3/utf32le-bom-before-utf16le")
            << fixture("utf32le.txt") << Detected(DetectedEncoding{WideEncoding::Utf32Le, true});
        QTest::newRow("rfc9309-2.3/utf32be-bom")
            << fixture("utf32be.txt") << Detected(DetectedEncoding{WideEncoding::Utf32Be, true});
        QTest::newRow("rfc9309-2.3/utf16le-without-bom")
            << fixture("utf16le-nobom.txt") << Detected(DetectedEncoding{WideEncoding::Utf16Le, false});
        QTest::newRow("rfc9309-2.3/utf16be-without-bom") << "\0U\0s\0e\0r\0-\0a\0g\0e\0n\0t\0:\0 \0*\0\n"s
                                                         << Detected(DetectedEncoding{WideEncoding::Utf16Be, false});
        QTest::newRow("rfc9309-2.3/utf8-is-not-wide") << fixture("source.txt") << Detected();
        QTest::newRow("google-bom/utf8-bom-is-not-wide") << "\xEF\xBB\xBFUser-agent: *\n"s << Detected();
        QTest::newRow("bomless/one-nul-is-not-utf16") << "User-agent: *\nDisallow: /a\0b\n"s << Detected();
        QTest::newRow("bomless/too-short") << "A\0B\0C\0"s << Detected();
        QTest::newRow("bomless/odd-size") << "U\0s\0e\0r\0-\0a\0g\0e\0n"s << Detected();
        QTest::newRow("bomless/non-ascii-pair") << "U\0s\0e\0r\0\xE9\0a\0g\0e\0"s << Detected();
        QTest::newRow("binary/png") << "\x89PNG\r\n\x1A\n\0\0\0\rIHDR"s << Detected();
        QTest::newRow("empty") << ""s << Detected();
    }

    void detect()
    {
        QFETCH(std::string, body);
        QFETCH(Detected, expected);
        QCOMPARE(robots::detectWideEncoding(body), expected);
    }

    // Decoding gives the UTF-8 text (no BOM), and encoding it again gives the very bytes back: a
    // save without an edit is byte-exact, and `robotstxt fix` writes the text unchanged.
    void decodeAndEncodeRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("source");
        for (const char *name : {"utf16le.txt", "utf16be.txt", "utf32le.txt", "utf32be.txt"})
            QTest::newRow(name) << QString::fromLatin1(name) << QStringLiteral("source.txt");
        QTest::newRow("utf16le-nobom.txt") << QStringLiteral("utf16le-nobom.txt") << QStringLiteral("ascii-source.txt");
    }

    void decodeAndEncodeRoundTrip()
    {
        QFETCH(QString, file);
        QFETCH(QString, source);
        const std::string bytes = fixture(qPrintable(file));
        const std::string text = fixture(qPrintable(source));
        const Detected detected = robots::detectWideEncoding(bytes);
        QVERIFY(detected);
        const std::optional<std::string> decoded = robots::decodeWide(bytes, *detected);
        QVERIFY(decoded);
        QCOMPARE(QByteArray::fromStdString(*decoded), QByteArray::fromStdString(text));
        QCOMPARE(QByteArray::fromStdString(robots::encodeWide(text, *detected)), QByteArray::fromStdString(bytes));
    }

    void malformedDoesNotDecode_data()
    {
        using robots::DetectedEncoding;
        using robots::WideEncoding;
        QTest::addColumn<std::string>("body");
        QTest::addColumn<Detected>("detected");
        const Detected le16(DetectedEncoding{WideEncoding::Utf16Le, true});
        const Detected le32(DetectedEncoding{WideEncoding::Utf32Le, true});
        QTest::newRow("utf16/odd-size") << "\xFF\xFEU\0s"s << le16;
        QTest::newRow("utf16/lone-high-surrogate") << "\xFF\xFEU\0\x3D\xD8s\0"s << le16;
        QTest::newRow("utf16/high-surrogate-at-end") << "\xFF\xFEU\0\x3D\xD8"s << le16;
        QTest::newRow("utf16/lone-low-surrogate") << "\xFF\xFEU\0\x16\xDD"s << le16;
        QTest::newRow("utf32/above-u10ffff") << "\xFF\xFE\0\0\0\0\x11\0"s << le32;
        QTest::newRow("utf32/surrogate") << "\xFF\xFE\0\0\0\xD8\0\0"s << le32;
        QTest::newRow("utf32/partial-unit") << "\xFF\xFE\0\0U\0\0"s << le32;
    }

    void malformedDoesNotDecode()
    {
        QFETCH(std::string, body);
        QFETCH(Detected, detected);
        QCOMPARE(robots::detectWideEncoding(body), detected);
        QVERIFY(!robots::decodeWide(body, *detected));
    }

    void encodeReplacesInvalidUtf8()
    {
        const robots::DetectedEncoding le{robots::WideEncoding::Utf16Le, false};
        QCOMPARE(QByteArray::fromStdString(robots::encodeWide("a\xFF", le)), QByteArray("a\0\xFD\xFF", 4));
    }

    // What check R109 says crawlers make of such a file, as the engine reads the raw bytes: every
    // dialect finds no rule (a NUL beside every letter: no key is User-agent or Disallow), while
    // every dialect finds rules in the decoded text.
    void everyDialectFindsNoRulesInTheBytes_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *name : {"utf16le.txt", "utf16be.txt", "utf32le.txt", "utf32be.txt", "utf16le-nobom.txt"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void everyDialectFindsNoRulesInTheBytes()
    {
        QFETCH(QString, file);
        const std::string bytes = fixture(qPrintable(file));
        const std::optional<std::string> text = robots::decodeWide(bytes, *robots::detectWideEncoding(bytes));
        QVERIFY(text);
        for (const robots::Dialect &d : robots::allDialects()) {
            QVERIFY2(robots::parse(bytes, d).rules().empty(), d.name().data());
            QVERIFY2(!robots::parse(*text, d).rules().empty(), d.name().data());
        }
    }

    void binaryFormat_data()
    {
        QTest::addColumn<std::string>("body");
        QTest::addColumn<QString>("id");
        QTest::newRow("png") << "\x89PNG\r\n\x1A\n"s << QStringLiteral("message.binary.png");
        QTest::newRow("gif") << "GIF89a"s << QStringLiteral("message.binary.gif");
        QTest::newRow("jpeg") << "\xFF\xD8\xFF\xE0"s << QStringLiteral("message.binary.jpeg");
        QTest::newRow("pdf") << "%PDF-1.7"s << QStringLiteral("message.binary.pdf");
        QTest::newRow("zip") << "PK\x03\x04"s << QStringLiteral("message.binary.zip");
        QTest::newRow("gzip") << "\x1F\x8B\x08"s << QStringLiteral("message.binary.gzip");
        QTest::newRow("bzip2") << "BZh9"s << QStringLiteral("message.binary.bzip2");
        QTest::newRow("text-starting-BZh") << "BZh: /x\n"s << QString();
        QTest::newRow("utf16le-is-text") << fixture("utf16le.txt") << QString();
        QTest::newRow("utf8-is-text") << fixture("source.txt") << QString();
    }

    void binaryFormat()
    {
        QFETCH(std::string, body);
        QFETCH(QString, id);
        const robots::Text format = robots::binaryFormat(body);
        QCOMPARE(QString::fromLatin1(format.id.data(), qsizetype(format.id.size())), id);
        QCOMPARE(format.english.empty(), id.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCoreEncoding)
#include "tst_core_encoding.moc"
