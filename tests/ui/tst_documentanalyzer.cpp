// SPDX-License-Identifier: MIT
// DocumentAnalyzer: the one adapter from the editor's text to immutable core results.
#include "analysis/documentanalyzer.h"
#include "document/losslesscodec.h"

#include <robots/robotsfile.h>

#include <QSignalSpy>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>

using robots::DialectId;
using robots::ui::AnalysisPtr;
using robots::ui::DocumentAnalyzer;

namespace {

std::string_view view(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), std::size_t(bytes.size()));
}

AnalysisPtr lastResult(const QSignalSpy &spy)
{
    return spy.last().at(0).value<AnalysisPtr>();
}

} // namespace

class TestDocumentAnalyzer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsWithAnEmptyReading()
    {
        DocumentAnalyzer analyzer;
        QVERIFY(analyzer.current());
        QCOMPARE(analyzer.current()->revision, quint64(0));
        QVERIFY(analyzer.current()->text().empty());
        QCOMPARE(analyzer.dialects(), QList<DialectId>{DialectId::Rfc9309});
        QVERIFY(analyzer.current()->file(DialectId::Rfc9309));
        QVERIFY(!analyzer.current()->file(DialectId::Google));
    }

    void aBurstOfChangesIsParsedOnce()
    {
        DocumentAnalyzer analyzer;
        QSignalSpy spy(&analyzer, &DocumentAnalyzer::analysisReady);
        analyzer.setText("User-agent: *\n");
        analyzer.setText("User-agent: *\nDisallow: /a\n");
        analyzer.setText("User-agent: *\nDisallow: /b\n");
        QVERIFY(analyzer.isBusy());
        QCOMPARE(spy.count(), 0); // nothing is parsed on the keystroke itself
        QTRY_COMPARE(spy.count(), 1);
        const AnalysisPtr result = lastResult(spy);
        QCOMPARE(result->text(), std::string_view("User-agent: *\nDisallow: /b\n"));
        QCOMPARE(result->revision, analyzer.revision());
        QCOMPARE(analyzer.current(), result);
        QVERIFY(!analyzer.isBusy());
        // The parse is the core's: the rule sits on line 2.
        const robots::RobotsFile *file = result->file(DialectId::Rfc9309);
        QVERIFY(file);
        QCOMPARE(file->rules().size(), std::size_t(1));
        QCOMPARE(file->rules()[0].line(), 2u);
    }

    void bytesReachTheCoreUnchanged_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        // RFC 9309 §2.2: lines end with CR, LF or CRLF; the core keeps every byte (BOM, invalid UTF-8).
        QTest::newRow("rfc9309-2.2/crlf") << QByteArray("User-agent: *\r\nDisallow: /x\r\n");
        QTest::newRow("rfc9309-2.2/cr") << QByteArray("User-agent: *\rDisallow: /x\r");
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBFUser-agent: *\nDisallow: /x\n");
        QTest::newRow("non-ascii") << QByteArray("User-agent: *\nDisallow: /caf\xC3\xA9/\n");
        QTest::newRow("invalid-utf8") << QByteArray("User-agent: *\nDisallow: /\xFF\xFE\n");
        QTest::newRow("empty") << QByteArray();
    }

    void bytesReachTheCoreUnchanged()
    {
        QFETCH(QByteArray, bytes);
        DocumentAnalyzer analyzer;
        analyzer.setText(QByteArray("something else"));
        analyzer.flush();
        analyzer.setText(bytes);
        analyzer.flush();
        QCOMPARE(analyzer.current()->text(), view(bytes));
        QCOMPARE(analyzer.current()->file(DialectId::Rfc9309)->serialise(), std::string(view(bytes)));
    }

    void followsADocument()
    {
        QTextDocument document;
        document.setPlainText(QStringLiteral("User-agent: *\nDisallow: /tmp/"));
        DocumentAnalyzer analyzer;
        QSignalSpy spy(&analyzer, &DocumentAnalyzer::analysisReady);
        analyzer.setDocument(&document);
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(lastResult(spy)->text(), std::string_view("User-agent: *\nDisallow: /tmp/"));

        // Typing: each edit schedules a parse; the result has the editor's lines (blocks + 1).
        QTextCursor cursor(&document);
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral("\nAllow: /tmp/caf\u00e9"));
        QTRY_COMPARE(spy.count(), 2);
        const AnalysisPtr result = lastResult(spy);
        QCOMPARE(result->text(), std::string_view("User-agent: *\nDisallow: /tmp/\nAllow: /tmp/caf\xC3\xA9"));
        const robots::RobotsFile *file = result->file(DialectId::Rfc9309);
        QCOMPARE(file->rules().size(), std::size_t(2));
        QCOMPARE(file->rules()[1].line(), 3u);
        QCOMPARE(std::string(file->rules()[1].pattern()), std::string("/tmp/caf\xC3\xA9"));

        // A non-breaking space stays one (toPlainText() would have made it a space).
        cursor.insertText(QStringLiteral("\u00a0"));
        analyzer.flush();
        QVERIFY(analyzer.current()->text().ends_with("\xC3\xA9\xC2\xA0"));

        // Detached: edits no longer schedule anything.
        analyzer.setDocument(nullptr);
        analyzer.flush();
        const int before = int(spy.count());
        cursor.insertText(QStringLiteral("x"));
        QVERIFY(!analyzer.isBusy());
        QCOMPARE(spy.count(), before);
    }

    // Bytes that are not valid UTF-8 survive: the editor shows such bytes as raw-byte
    // code points; the core must read the file's own bytes (what saving writes), so a rule with an
    // invalid byte matches the same URLs in the studio as in `robotstxt check` on the saved file.
    void invalidUtf8BytesReachTheCoreAsTheFileHasThem()
    {
        const QByteArray bytes("User-agent: *\nDisallow: /caf\xE9\nAllow: /ok\xFF\xFE/\xC3\xA9");
        const robots::ui::DecodedText decoded = robots::ui::decodeLossless(bytes);
        QVERIFY(decoded.rawBytes);
        QTextDocument document;
        document.setPlainText(decoded.lines.join(QLatin1Char('\n')));
        DocumentAnalyzer analyzer;
        QSignalSpy spy(&analyzer, &DocumentAnalyzer::analysisReady);
        analyzer.setDocument(&document);
        QTRY_COMPARE(spy.count(), 1);
        const AnalysisPtr result = lastResult(spy);
        QCOMPARE(result->text(), view(bytes));
        const robots::RobotsFile *file = result->file(DialectId::Rfc9309);
        QCOMPARE(file->rules().size(), std::size_t(2));
        QCOMPARE(std::string(file->rules()[0].pattern()), std::string("/caf\xE9"));
        QCOMPARE(std::string(file->rules()[1].pattern()), std::string("/ok\xFF\xFE/\xC3\xA9"));
    }

    void parsesTheUnionOfRequestedDialects()
    {
        DocumentAnalyzer analyzer;
        analyzer.setText("User-agent: *\nDisallow: /x\n");
        analyzer.setDialects({DialectId::Google});
        {
            QObject client;
            analyzer.setClientDialects(&client, {DialectId::WwwRobotRules, DialectId::Rfc9309});
            QCOMPARE(analyzer.dialects(),
                     (QList<DialectId>{DialectId::Rfc9309, DialectId::Google, DialectId::WwwRobotRules}));
            analyzer.flush();
            const AnalysisPtr result = analyzer.current();
            QCOMPARE(result->dialects.size(), std::size_t(3));
            for (std::size_t i = 0; i < result->dialects.size(); ++i)
                QCOMPARE(&result->files[i].dialect(), result->dialects[i]);
            QVERIFY(result->file(DialectId::WwwRobotRules));
        }
        // The client is gone: its dialects are dropped and the text is parsed again without them.
        QCOMPARE(analyzer.dialects(), QList<DialectId>{DialectId::Google});
        QVERIFY(analyzer.isBusy());
        analyzer.flush();
        QVERIFY(!analyzer.current()->file(DialectId::WwwRobotRules));
        QVERIFY(analyzer.current()->file(DialectId::Google));
    }

    void flushDeliversAtOnce()
    {
        DocumentAnalyzer analyzer;
        analyzer.setDebounceInterval(10000);
        QSignalSpy spy(&analyzer, &DocumentAnalyzer::analysisReady);
        analyzer.setText("User-agent: *\n");
        QCOMPARE(spy.count(), 0);
        analyzer.flush();
        QCOMPARE(spy.count(), 1);
        analyzer.flush(); // nothing pending: nothing new
        QCOMPARE(spy.count(), 1);
    }

    void largeTextsAreParsedOnAWorker()
    {
        DocumentAnalyzer analyzer;
        analyzer.setAsyncThreshold(0); // every text goes to the worker
        QSignalSpy spy(&analyzer, &DocumentAnalyzer::analysisReady);
        QSignalSpy busy(&analyzer, &DocumentAnalyzer::busyChanged);
        QByteArray body("User-agent: *\n");
        for (int i = 0; i < 2000; ++i)
            body += "Disallow: /dir" + QByteArray::number(i) + "/\n";
        // Many changes while workers run: results arrive in order and the last one wins.
        for (int i = 0; i < 20; ++i)
            analyzer.setText(body + "Allow: /v" + QByteArray::number(i) + '\n');
        QTRY_VERIFY(!analyzer.isBusy());
        QVERIFY(spy.count() >= 1);
        QVERIFY(spy.count() < 20); // coalesced
        quint64 previous = 0;
        for (const QList<QVariant> &args : spy) {
            const AnalysisPtr a = args.at(0).value<AnalysisPtr>();
            QVERIFY(a->revision > previous);
            previous = a->revision;
        }
        QCOMPARE(analyzer.current()->text(), view(body + "Allow: /v19\n"));
        QCOMPARE(analyzer.current()->file(DialectId::Rfc9309)->rules().size(), std::size_t(2001));
        QVERIFY(busy.count() >= 2);
        QCOMPARE(busy.last().at(0).toBool(), false);
    }

    void bigTextsAreParsedOncePerDialectInParallel()
    {
        QByteArray body;
        for (int g = 0; g < 50; ++g) {
            body += "User-agent: bot" + QByteArray::number(g) + "\n";
            for (int i = 0; i < 100; ++i)
                body += "Disallow: /g" + QByteArray::number(g) + "/p" + QByteArray::number(i) + "*.html$\n";
        }
        QVERIFY(body.size() > 64 * 1024);
        const QList<DialectId> dialects{DialectId::Rfc9309, DialectId::Google, DialectId::PythonUrllib};
        const AnalysisPtr together = DocumentAnalyzer::analyze(body, dialects, 7);
        QCOMPARE(together->revision, quint64(7));
        QCOMPARE(together->files.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            const robots::Dialect &d = robots::dialect(dialects.at(qsizetype(i)));
            QCOMPARE(together->dialects[i], &d);
            QCOMPARE(&together->files[i].dialect(), &d);
            const robots::RobotsFile alone = robots::parse(std::string(view(body)), d);
            QCOMPARE(together->files[i].rules().size(), alone.rules().size());
            QCOMPARE(together->files[i].groups().size(), alone.groups().size());
            QCOMPARE(together->files[i].text(), alone.text());
        }
    }

    void destroyedWhileAWorkerParses()
    {
        QByteArray body("User-agent: *\n");
        for (int i = 0; i < 20000; ++i)
            body += "Disallow: /d" + QByteArray::number(i) + "*x$\n";
        for (int i = 0; i < 5; ++i) {
            auto *analyzer = new DocumentAnalyzer;
            analyzer->setAsyncThreshold(0);
            analyzer->setText(body);
            analyzer->setDialects({DialectId::Rfc9309, DialectId::Google});
            QCoreApplication::processEvents();
            delete analyzer; // the worker's result must not reach a dead object
        }
        // Give a straggler worker the chance to post to freed memory (ASan would report it).
        DocumentAnalyzer survivor;
        survivor.setAsyncThreshold(0);
        survivor.setText(body);
        QTRY_VERIFY_WITH_TIMEOUT(!survivor.isBusy(), 20000);
    }
};

QTEST_MAIN(TestDocumentAnalyzer)
#include "tst_documentanalyzer.moc"
