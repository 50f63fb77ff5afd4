// SPDX-License-Identifier: MIT
// The Document model: bytes ↔ editor text without loss, line-ending and BOM changes, disk checks.
#include "document/document.h"
#include "document/losslesscodec.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPlainTextDocumentLayout>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

using namespace robots::ui;
using namespace Qt::StringLiterals;

namespace {

const QString roundTripDir = QStringLiteral(ROBOTS_TEST_DATA "/ui/roundtrip/");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// A QTextDocument as the editor has it (plain-text layout) with a Document on it.
struct Fixture
{
    Fixture()
        : document(&text)
    {
        text.setDocumentLayout(new QPlainTextDocumentLayout(&text));
    }
    QTextDocument text;
    Document document;

    // Replaces the text of line LINE (0-based) by REPLACEMENT, as typing would.
    void replaceLine(int line, const QString &replacement)
    {
        QTextCursor cursor(text.findBlockByNumber(line));
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        cursor.insertText(replacement);
    }
};

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openSaveIsByteIdentical_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("bom");
        QTest::addColumn<LineEnding>("lineEnding");
        QTest::addColumn<bool>("finalNewline");
        QTest::addColumn<bool>("invalidUtf8");
        QTest::addColumn<bool>("nulBytes");
        // Line breaks: RFC 9309 §2.2 (EOL = CR / LF / CRLF).
        QTest::newRow("rfc9309-2.2/eol-lf") << "lf.txt" << false << LineEnding::Lf << true << false << false;
        QTest::newRow("rfc9309-2.2/eol-crlf") << "crlf.txt" << false << LineEnding::CrLf << true << false << false;
        QTest::newRow("rfc9309-2.2/eol-cr") << "cr.txt" << false << LineEnding::Cr << true << false << false;
        QTest::newRow("rfc9309-2.2/eol-mixed") << "mixed.txt" << false << LineEnding::Mixed << true << false << false;
        QTest::newRow("rfc9309-2.2/cr-cr-lf-is-two-breaks")
            << "cr-cr-lf.txt" << false << LineEnding::Mixed << true << false << false;
        QTest::newRow("file/no-final-newline")
            << "no-final-newline.txt" << false << LineEnding::Lf << false << false << false;
        QTest::newRow("file/crlf-no-final-newline")
            << "crlf-no-final-newline.txt" << false << LineEnding::CrLf << false << false << false;
        QTest::newRow("file/only-line-breaks")
            << "blank-lines.txt" << false << LineEnding::Mixed << true << false << false;
        QTest::newRow("file/empty") << "empty.txt" << false << LineEnding::Lf << false << false << false;
        // BOM: SEMANTICS.md (google: "A UTF-8 BOM is skipped"); the editor keeps it as a flag.
        QTest::newRow("google/bom-kept") << "bom.txt" << true << LineEnding::CrLf << true << false << false;
        QTest::newRow("google/bom-only") << "bom-only.txt" << true << LineEnding::Lf << false << false << false;
        QTest::newRow("google/second-bom-is-text")
            << "double-bom.txt" << true << LineEnding::Lf << true << false << false;
        QTest::newRow("utf8/invalid-bytes-kept")
            << "invalid-utf8.txt" << false << LineEnding::Lf << true << true << false;
        QTest::newRow("utf8/nul-bytes-kept") << "nul.txt" << false << LineEnding::Lf << true << false << true;
        QTest::newRow("utf8/textdocument-specials-kept-as-raw")
            << "kept-as-raw.txt" << false << LineEnding::Lf << true << true << false;
    }

    void openSaveIsByteIdentical()
    {
        QFETCH(QString, file);
        const QByteArray original = readFile(roundTripDir + file);
        QVERIFY2(!original.isEmpty() || file == QLatin1String("empty.txt"), qPrintable(file));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(file);
        QVERIFY(writeFile(path, original));

        Fixture f;
        QVERIFY2(f.document.load(path), qPrintable(f.document.errorString()));
        QCOMPARE(f.document.originalBytes(), original);
        QVERIFY(!f.document.isModified());
        QCOMPARE(f.document.encodedBytes(), original);

        const EncodingFacts facts = f.document.facts();
        QTEST(facts.byteOrderMark, "bom");
        QTEST(facts.lineEnding, "lineEnding");
        QTEST(facts.finalNewline, "finalNewline");
        QTEST(facts.invalidUtf8, "invalidUtf8");
        QTEST(facts.nulBytes, "nulBytes");

        // The editor text never holds a CR: every CR is a line break.
        QVERIFY(!f.text.toRawText().contains(QLatin1Char('\r')));

        QVERIFY2(f.document.save(), qPrintable(f.document.errorString()));
        QCOMPARE(readFile(path), original);
    }

    void openSaveRealCorpusIsByteIdentical_data()
    {
        QTest::addColumn<QString>("path");
        const QDir corpus(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real"));
        if (!corpus.exists())
            QSKIP("the shared corpus (" ROBOTS_SHARED_DIR "/corpus/real) is absent: nothing to round-trip");
        const QStringList files = corpus.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        if (files.isEmpty())
            QSKIP("the shared corpus folder has no *.txt files");
        for (const QString &name : files)
            QTest::newRow(qPrintable(QStringLiteral("corpus/") + name)) << corpus.filePath(name);
    }

    void openSaveRealCorpusIsByteIdentical()
    {
        QFETCH(QString, path);
        const QByteArray original = readFile(path);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("robots.txt")); // the corpus is read-only to us
        QVERIFY(writeFile(copy, original));
        Fixture f;
        QVERIFY(f.document.load(copy));
        QVERIFY(f.document.save());
        QCOMPARE(readFile(copy), original);
    }

    // Every Unicode scalar value but CR and LF, as UTF-8, comes back as the same bytes.
    void everyScalarValueSurvives()
    {
        QByteArray bytes;
        int column = 0;
        for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
            if (cp == '\n' || cp == '\r' || (cp >= 0xD800 && cp <= 0xDFFF))
                continue;
            bytes += QString::fromUcs4(&cp, 1).toUtf8();
            if (++column == 256) {
                bytes += '\n';
                column = 0;
            }
        }
        Fixture f;
        f.document.loadBytes(bytes);
        QCOMPARE(f.document.encodedBytes(), bytes);
    }

    // Random byte strings rich in CR, LF, NUL and bytes of broken sequences come back unchanged.
    void randomBytesSurvive()
    {
        const char alphabet[] = "\r\n\x00\x80\xbf\xc2\xc3\xe2\xed\xef\xbb\xf0\xf4\x8f\xff aZ#:*$/";
        QRandomGenerator random(9309);
        for (int round = 0; round < 500; ++round) {
            QByteArray bytes;
            const int length = random.bounded(64);
            for (int i = 0; i < length; ++i)
                bytes += alphabet[random.bounded(int(sizeof alphabet - 1))];
            Fixture f;
            f.document.loadBytes(bytes);
            QVERIFY2(f.document.encodedBytes() == bytes, bytes.toHex(' ').constData());
        }
    }

    void invalidBytesMapToPrivateUseCodePoints()
    {
        Fixture f;
        f.document.loadBytes(QByteArray("a\xff\xc3\xa9\xe2\x82z"));
        const QString text = f.text.firstBlock().text();
        const QList<uint> codePoints = text.toUcs4();
        QCOMPARE(codePoints, (QList<uint>{'a', 0x10FDFF, 0xE9, 0x10FDE2, 0x10FD82, 'z'}));
        QVERIFY(containsRawBytes(text));
        QVERIFY(!containsRawBytes(u"caf\u00e9"));
    }

    void editOneLineKeepsTheOthers_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("replacement");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("rfc9309-2.2/mixed-edit-crlf-line-keeps-crlf")
            << "mixed.txt" << 1 << "Disallow: /b"
            << QByteArray("User-agent: *\r\nDisallow: /b\nAllow: /a/b\r# comment\r\n\nSitemap: "
                          "https://example.com/sitemap.xml\n");
        QTest::newRow("rfc9309-2.2/mixed-edit-cr-line-keeps-cr")
            << "mixed.txt" << 2 << "Allow: /a/c"
            << QByteArray("User-agent: *\r\nDisallow: /a\nAllow: /a/c\r# comment\r\n\nSitemap: "
                          "https://example.com/sitemap.xml\n");
        QTest::newRow("utf8/edit-keeps-invalid-bytes-of-other-lines")
            << "invalid-utf8.txt" << 0 << "User-agent: Googlebot"
            << QByteArray("User-agent: Googlebot\nDisallow: /caf\xe9/\nDisallow: /trunc\xe2\x82\nDisallow: "
                          "/overlong\xc0\xaf\nDisallow: /surrogate\xed\xa0\x80\nDisallow: /toobig\xf4\x90\x80\x80\n"
                          "Disallow: /lone\x80\xbf\xfe\xff\nDisallow: /ok-caf\xc3\xa9/\n");
        QTest::newRow("file/edit-last-line-keeps-no-final-newline")
            << "no-final-newline.txt" << 1 << "Disallow: /" << QByteArray("User-agent: *\nDisallow: /");
        QTest::newRow("google/edit-keeps-bom")
            << "bom.txt" << 1 << "Disallow: /x" << QByteArray("\xef\xbb\xbfUser-agent: *\r\nDisallow: /x\r\n");
        QTest::newRow("utf8/edit-keeps-nul-bytes-of-other-lines") << "nul.txt" << 0 << "User-agent: a"
                                                                  << QByteArrayLiteral("User-agent: a\nDisallow: /a\x00"
                                                                                       "b\n\x00\x00\x00\n");
    }

    void editOneLineKeepsTheOthers()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, replacement);
        Fixture f;
        QVERIFY(f.document.load(roundTripDir + file));
        f.replaceLine(line, replacement);
        QVERIFY(f.document.isModified());
        QTEST(f.document.encodedBytes(), "expected");
    }

    void newLinesGetTheDominantBreak()
    {
        Fixture f;
        f.document.loadBytes(QByteArray("a\r\nb\r\nc\nd"));
        QCOMPARE(f.document.preferredLineBreak(), LineBreak::CrLf);
        QTextCursor cursor(f.text.findBlockByNumber(1));
        cursor.movePosition(QTextCursor::EndOfBlock);
        cursor.insertText(QStringLiteral("\nnew"));
        QCOMPARE(f.document.encodedBytes(), QByteArray("a\r\nb\r\nnew\r\nc\nd"));
        // Deleting a line takes its break with it; the others keep theirs.
        QTextCursor del(f.text.findBlockByNumber(0));
        del.movePosition(QTextCursor::NextBlock, QTextCursor::KeepAnchor);
        del.removeSelectedText();
        QCOMPARE(f.document.encodedBytes(), QByteArray("b\r\nnew\r\nc\nd"));
    }

    void undoRestoresTheOriginalBytes()
    {
        const QByteArray original = readFile(roundTripDir + QStringLiteral("mixed.txt"));
        Fixture f;
        f.document.loadBytes(original, QString());
        // Join lines 2 and 3 (drops a CR), type, then undo everything.
        QTextCursor cursor(f.text.findBlockByNumber(2));
        cursor.movePosition(QTextCursor::EndOfBlock);
        cursor.deleteChar();
        cursor.insertText(QStringLiteral("x"));
        QVERIFY(f.document.encodedBytes() != original);
        while (f.text.isUndoAvailable())
            f.text.undo();
        QVERIFY(!f.document.isModified());
        QCOMPARE(f.document.encodedBytes(), original);
    }

    void convertLineEndingsIsOneUndoStep_data()
    {
        QTest::addColumn<LineBreak>("to");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("rfc9309-2.2/convert-to-lf") << LineBreak::Lf << QByteArray("a\nb\nc\n\nd");
        QTest::newRow("rfc9309-2.2/convert-to-crlf") << LineBreak::CrLf << QByteArray("a\r\nb\r\nc\r\n\r\nd");
        QTest::newRow("rfc9309-2.2/convert-to-cr") << LineBreak::Cr << QByteArray("a\rb\rc\r\rd");
    }

    void convertLineEndingsIsOneUndoStep()
    {
        QFETCH(LineBreak, to);
        const QByteArray original("a\r\nb\nc\r\rd");
        Fixture f;
        f.document.loadBytes(original);
        QSignalSpy modified(&f.document, &Document::modificationChanged);
        f.document.convertLineEndings(to);
        QTEST(f.document.encodedBytes(), "expected");
        QVERIFY(f.document.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(f.document.facts().lineEnding, LineEnding(int(to)));
        // Lines typed afterwards use the new break too.
        QCOMPARE(f.document.preferredLineBreak(), to);
        f.text.undo();
        QCOMPARE(f.document.encodedBytes(), original);
        QVERIFY(!f.document.isModified());
        QCOMPARE(f.document.facts().lineEnding, LineEnding::Mixed);
        f.text.redo();
        QTEST(f.document.encodedBytes(), "expected");
    }

    void convertToTheSameEndingDoesNothing()
    {
        Fixture f;
        f.document.loadBytes(QByteArray("a\r\nb\r\n"));
        f.document.convertLineEndings(LineBreak::CrLf);
        QVERIFY(!f.document.isModified());
        QVERIFY(!f.text.isUndoAvailable());
    }

    void byteOrderMarkToggle_data()
    {
        QTest::addColumn<QByteArray>("original");
        QTest::addColumn<bool>("on");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("google/add-bom") << QByteArray("User-agent: *\n") << true
                                        << QByteArray("\xef\xbb\xbfUser-agent: *\n");
        QTest::newRow("google/remove-bom")
            << QByteArray("\xef\xbb\xbfUser-agent: *\r\n") << false << QByteArray("User-agent: *\r\n");
    }

    void byteOrderMarkToggle()
    {
        QFETCH(QByteArray, original);
        QFETCH(bool, on);
        Fixture f;
        f.document.loadBytes(original);
        QSignalSpy facts(&f.document, &Document::factsChanged);
        f.document.setByteOrderMark(on);
        QCOMPARE(facts.count(), 1);
        QCOMPARE(f.document.facts().byteOrderMark, on);
        QVERIFY(f.document.isModified());
        QTEST(f.document.encodedBytes(), "expected");
        f.text.undo();
        QCOMPARE(f.document.encodedBytes(), original);
        QVERIFY(!f.document.isModified());
    }

    void saveMakesTheWrittenBytesTheNewReference()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "a\r\nb\n"));
        Fixture f;
        QVERIFY(f.document.load(path));
        f.document.setByteOrderMark(true);
        QSignalSpy saved(&f.document, &Document::saved);
        QVERIFY(f.document.save());
        QCOMPARE(saved.count(), 1);
        QVERIFY(!f.document.isModified());
        QCOMPARE(f.document.originalBytes(), QByteArray("\xef\xbb\xbf"
                                                        "a\r\nb\n"));
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Unchanged);
        // Undoing the BOM after the save is a change again.
        f.text.undo();
        QVERIFY(f.document.isModified());
        QCOMPARE(f.document.encodedBytes(), QByteArray("a\r\nb\n"));
    }

    void saveAsSetsThePath()
    {
        QTemporaryDir dir;
        Fixture f;
        f.document.setUntitledName(QStringLiteral("Untitled 3"));
        QCOMPARE(f.document.displayName(), QStringLiteral("Untitled 3"));
        QVERIFY(!f.document.save());
        QVERIFY(!f.document.errorString().isEmpty());
        f.text.setPlainText(QStringLiteral("User-agent: *\nDisallow:"));
        QSignalSpy pathChanged(&f.document, &Document::filePathChanged);
        const QString path = dir.filePath(QStringLiteral("new.txt"));
        QVERIFY(f.document.saveAs(path));
        QCOMPARE(pathChanged.count(), 1);
        QCOMPARE(f.document.filePath(), path);
        QCOMPARE(f.document.displayName(), QStringLiteral("new.txt"));
        QCOMPARE(readFile(path), QByteArray("User-agent: *\nDisallow:"));
    }

    // QSaveFile writes a temporary file and renames it over the target: the link and the
    // permissions of the file must survive that.
    void atomicSaveKeepsLinksAndPermissions()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("real.txt"));
        const QString link = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(target, "User-agent: *\n"));
        QVERIFY(QFile::link(target, link));
        const QFileDevice::Permissions permissions =
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup;
        QVERIFY(QFile::setPermissions(target, permissions));
        Fixture f;
        QVERIFY(f.document.load(link));
        f.replaceLine(0, QStringLiteral("User-agent: bot"));
        QVERIFY2(f.document.save(), qPrintable(f.document.errorString()));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readFile(target), QByteArray("User-agent: bot\n"));
        const QFileDevice::Permissions ownerGroupOther = QFileDevice::Permissions::fromInt(0xF0FF);
        QCOMPARE(QFile::permissions(target) & ownerGroupOther, permissions);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System | QDir::Hidden).size(), 2);
    }

    void failedSaveKeepsEverything()
    {
        QTemporaryDir dir;
        Fixture f;
        f.text.setPlainText(QStringLiteral("User-agent: *"));
        const QString path = dir.filePath(QStringLiteral("no/such/folder/robots.txt"));
        QVERIFY(!f.document.saveAs(path));
        QVERIFY(f.document.errorString().contains(QDir::toNativeSeparators(path)));
        QVERIFY(f.document.isModified());
        QVERIFY(f.document.filePath().isEmpty());
        QCOMPARE(f.text.toPlainText(), QStringLiteral("User-agent: *"));
    }

    void diskChangesAreDetected()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\r\nDisallow: /a\r\n"));
        Fixture f;
        QVERIFY(f.document.load(path));
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Unchanged);

        QVERIFY(writeFile(path, "User-agent: *\nDisallow: /b\n"));
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Changed);
        QVERIFY(f.document.reload());
        QCOMPARE(f.text.toPlainText(), QStringLiteral("User-agent: *\nDisallow: /b\n"));
        QVERIFY(!f.document.isModified());
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Unchanged);
        QCOMPARE(f.document.facts().lineEnding, LineEnding::Lf);
        // The reload is one undo step: the previous text comes back, as a change.
        f.text.undo();
        QCOMPARE(f.text.toPlainText(), QStringLiteral("User-agent: *\nDisallow: /a\n"));
        QVERIFY(f.document.isModified());

        QVERIFY(writeFile(path, "changed again"));
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Changed);
        f.document.keepDespiteDiskChange();
        QVERIFY(f.document.isModified());
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Unchanged);

        QVERIFY(QFile::remove(path));
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Removed);
    }

    void recoveredTextIsModified()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "on disk\n"));
        Fixture f;
        f.document.loadRecovered("recovered\r\n", path);
        QVERIFY(f.document.isModified());
        QCOMPARE(f.text.toPlainText(), QStringLiteral("recovered\n"));
        QCOMPARE(f.document.originalBytes(), QByteArray("on disk\n"));
        QCOMPARE(f.document.checkDisk(), Document::DiskState::Unchanged);
        QVERIFY(f.document.save());
        QCOMPARE(readFile(path), QByteArray("recovered\r\n"));
    }

    void carryLineBreaksMatchesLines_data()
    {
        QTest::addColumn<QStringList>("oldLines");
        QTest::addColumn<QStringList>("newLines");
        QTest::addColumn<QString>("expected"); // one letter a break: n = LF, w = CRLF, r = CR
        const QStringList old{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"),
                              QStringLiteral("")};
        // Old breaks: a\r\n b\r c\n d\r\n (see the test body).
        QTest::newRow("unchanged") << old << old << "wrnw";
        QTest::newRow("insert-in-middle")
            << old << QStringList{u"a"_s, u"b"_s, u"x"_s, u"c"_s, u"d"_s, u""_s} << "wrwnw";
        QTest::newRow("delete-middle") << old << QStringList{u"a"_s, u"c"_s, u"d"_s, u""_s} << "wnw";
        QTest::newRow("edit-in-place") << old << QStringList{u"a"_s, u"B"_s, u"c"_s, u"d"_s, u""_s} << "wrnw";
        QTest::newRow("edit-and-insert") << old << QStringList{u"a"_s, u"B1"_s, u"B2"_s, u"c"_s, u"d"_s, u""_s}
                                         << "wrwnw";
        QTest::newRow("move-line") << old << QStringList{u"b"_s, u"a"_s, u"c"_s, u"d"_s, u""_s} << "rwnw";
        QTest::newRow("all-new") << old << QStringList{u"x"_s, u"y"_s} << "w";
    }

    void carryLineBreaksMatchesLines()
    {
        QFETCH(QStringList, oldLines);
        QFETCH(QStringList, newLines);
        QFETCH(QString, expected);
        const QList<LineBreak> oldBreaks{LineBreak::CrLf, LineBreak::Cr, LineBreak::Lf, LineBreak::CrLf};
        const QList<LineBreak> breaks = carryLineBreaks(oldLines, oldBreaks, newLines, LineBreak::CrLf);
        QString letters;
        for (LineBreak b : breaks)
            letters += b == LineBreak::Lf ? u'n' : b == LineBreak::CrLf ? u'w' : u'r';
        QCOMPARE(letters, expected);
    }

    // With more edits than the diff allows, lines are paired by position: still one break a line.
    void carryLineBreaksFallsBackToPositions()
    {
        QStringList oldLines;
        QStringList newLines;
        QList<LineBreak> oldBreaks;
        for (int i = 0; i < 100; ++i) {
            oldLines << QString::number(i);
            newLines << QString::number(i + 1000);
            if (i < 99)
                oldBreaks << (i % 2 ? LineBreak::Cr : LineBreak::CrLf);
        }
        const QList<LineBreak> breaks = carryLineBreaks(oldLines, oldBreaks, newLines, LineBreak::Lf, 10);
        QCOMPARE(breaks, oldBreaks);
    }

    void looksBinaryFollowsTheNulHeuristic()
    {
        QVERIFY(!looksBinary("User-agent: *\n"));
        QVERIFY(looksBinary(QByteArray("PK\x03\x04\x00\x00", 6)));
        QVERIFY(!looksBinary(QByteArray(QByteArray(8000, 'a') + QByteArray(1, '\0'))));
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
