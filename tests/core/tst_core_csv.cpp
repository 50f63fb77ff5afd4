// SPDX-License-Identifier: MIT
// The one CSV writer and reader (robots/studio/csv.h), row by row against RFC 4180 §2: which
// fields are quoted, how quotes, commas and line breaks inside a field survive, CRLF between
// records, and what the reader forgives in files people write (LF, CR, blank lines, `;`).

#include "robots/studio/csv.h"

#include <QTest>

using namespace robots;

namespace {

using Records = std::vector<std::vector<std::string>>;

QString show(const Records &records)
{
    QStringList lines;
    for (const auto &record : records) {
        QStringList fields;
        for (const std::string &f : record)
            fields << QLatin1Char('[') + QString::fromStdString(f) + QLatin1Char(']');
        lines << fields.join(QLatin1Char(' '));
    }
    return lines.join(QLatin1Char('|'));
}

} // namespace

class TestCoreCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writerQuotesOnlyWhatMustBeQuoted_data();
    void writerQuotesOnlyWhatMustBeQuoted();
    void writerSeparatesByCommaAndEndsRecordsWithCrlf();
    void readerReadsWhatTheWriterWrites_data();
    void readerReadsWhatTheWriterWrites();
    void readerForgivesWhatPeopleWrite_data();
    void readerForgivesWhatPeopleWrite();
};

void TestCoreCsv::writerQuotesOnlyWhatMustBeQuoted_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("written");
    QTest::newRow("rfc4180-2.6/plain-field-as-it-is")
        << QStringLiteral("https://example.com/a") << QStringLiteral("https://example.com/a");
    QTest::newRow("rfc4180-2.6/empty-field-as-it-is") << QStringLiteral("") << QStringLiteral("");
    QTest::newRow("rfc4180-2.6/comma-quoted") << QStringLiteral("/a?x=1,2") << QStringLiteral("\"/a?x=1,2\"");
    QTest::newRow("rfc4180-2.6/lf-quoted") << QStringLiteral("a\nb") << QStringLiteral("\"a\nb\"");
    QTest::newRow("rfc4180-2.6/cr-quoted") << QStringLiteral("a\rb") << QStringLiteral("\"a\rb\"");
    QTest::newRow("rfc4180-2.6/crlf-quoted") << QStringLiteral("a\r\nb") << QStringLiteral("\"a\r\nb\"");
    QTest::newRow("rfc4180-2.7/quote-doubled") << QStringLiteral("say \"hi\"") << QStringLiteral("\"say \"\"hi\"\"\"");
    QTest::newRow("rfc4180-2.6/semicolon-and-tab-not-quoted") << QStringLiteral("/a;b\tc") << QStringLiteral("/a;b\tc");
    QTest::newRow("rfc4180-2.6/utf8-untouched") << QStringLiteral("/café,ü") << QStringLiteral("\"/café,ü\"");
}

void TestCoreCsv::writerQuotesOnlyWhatMustBeQuoted()
{
    QFETCH(QString, field);
    QFETCH(QString, written);
    std::string out;
    appendCsvField(out, field.toStdString());
    QCOMPARE(QString::fromStdString(out), written);
}

void TestCoreCsv::writerSeparatesByCommaAndEndsRecordsWithCrlf()
{
    std::string out;
    appendCsvRecord(out, {"url", "agent"});
    appendCsvRecord(out, std::vector<std::string>{"/a,b", "", "x\"y"});
    QCOMPARE(QString::fromStdString(out), QStringLiteral("url,agent\r\n\"/a,b\",,\"x\"\"y\"\r\n"));
}

void TestCoreCsv::readerReadsWhatTheWriterWrites_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::newRow("rfc4180/plain") << QStringList{QStringLiteral("a"), QStringLiteral("b")};
    QTest::newRow("rfc4180-2.6/embedded-comma") << QStringList{QStringLiteral("a,b"), QStringLiteral("c")};
    QTest::newRow("rfc4180-2.7/embedded-quotes") << QStringList{QStringLiteral("\"q\""), QStringLiteral("x\"\"y")};
    QTest::newRow("rfc4180-2.6/embedded-crlf-and-lf") << QStringList{QStringLiteral("a\r\nb"), QStringLiteral("c\nd")};
    QTest::newRow("rfc4180-2.4/empty-fields") << QStringList{QString(), QString(), QStringLiteral("z")};
}

void TestCoreCsv::readerReadsWhatTheWriterWrites()
{
    QFETCH(QStringList, fields);
    std::vector<std::string> record;
    for (const QString &f : fields)
        record.push_back(f.toStdString());
    std::string text;
    appendCsvRecord(text, record);
    appendCsvRecord(text, record);
    const Records expected{record, record};
    QCOMPARE(show(readCsv(text)), show(expected));
}

void TestCoreCsv::readerForgivesWhatPeopleWrite_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QChar>("separator");
    QTest::addColumn<QString>("records");
    const QChar comma(QLatin1Char(','));
    QTest::newRow("rfc4180-2.1/crlf-between-records")
        << QStringLiteral("a,b\r\nc,d\r\n") << comma << QStringLiteral("[a] [b]|[c] [d]");
    QTest::newRow("rfc4180-2.2/last-record-without-line-break")
        << QStringLiteral("a,b\r\nc,d") << comma << QStringLiteral("[a] [b]|[c] [d]");
    QTest::newRow("lenient/lf-between-records")
        << QStringLiteral("a,b\nc,d\n") << comma << QStringLiteral("[a] [b]|[c] [d]");
    QTest::newRow("lenient/cr-between-records")
        << QStringLiteral("a,b\rc,d") << comma << QStringLiteral("[a] [b]|[c] [d]");
    QTest::newRow("lenient/blank-lines-are-no-records")
        << QStringLiteral("a\r\n\r\n\nb\n") << comma << QStringLiteral("[a]|[b]");
    QTest::newRow("rfc4180-2.4/lone-separator-is-two-empty-fields")
        << QStringLiteral(",\n") << comma << QStringLiteral("[] []");
    QTest::newRow("rfc4180-2.5/quoted-empty-field-is-a-record")
        << QStringLiteral("\"\"\n") << comma << QStringLiteral("[]");
    QTest::newRow("rfc4180-2.6/quoted-line-break-is-data")
        << QStringLiteral("\"a\nb\",c\n") << comma << QStringLiteral("[a\nb] [c]");
    QTest::newRow("rfc4180-2.6/quoted-crlf-is-data")
        << QStringLiteral("\"a\r\nb\",c\r\n") << comma << QStringLiteral("[a\r\nb] [c]");
    QTest::newRow("rfc4180-2.7/doubled-quote-is-one")
        << QStringLiteral("\"a\"\"b\"\n") << comma << QStringLiteral("[a\"b]");
    QTest::newRow("lenient/quote-inside-unquoted-field-is-data")
        << QStringLiteral("a\"b,c\n") << comma << QStringLiteral("[a\"b] [c]");
    QTest::newRow("lenient/text-after-closing-quote-kept")
        << QStringLiteral("\"a\"b,c\n") << comma << QStringLiteral("[ab] [c]");
    QTest::newRow("lenient/open-quote-runs-to-the-end")
        << QStringLiteral("\"a,b\nc") << comma << QStringLiteral("[a,b\nc]");
    QTest::newRow("lenient/semicolon-separator")
        << QStringLiteral("/a,b;x\n") << QChar(QLatin1Char(';')) << QStringLiteral("[/a,b] [x]");
    QTest::newRow("lenient/tab-separator")
        << QStringLiteral("/a\tx\n") << QChar(QLatin1Char('\t')) << QStringLiteral("[/a] [x]");
    QTest::newRow("lenient/records-of-different-lengths")
        << QStringLiteral("a\nb,c\n") << comma << QStringLiteral("[a]|[b] [c]");
    QTest::newRow("utf8/passes-through") << QStringLiteral("\"/café\",ü\n") << comma << QStringLiteral("[/café] [ü]");
}

void TestCoreCsv::readerForgivesWhatPeopleWrite()
{
    QFETCH(QString, text);
    QFETCH(QChar, separator);
    QFETCH(QString, records);
    QCOMPARE(show(readCsv(text.toStdString(), char(separator.toLatin1()))), records);
}

QTEST_APPLESS_MAIN(TestCoreCsv)
#include "tst_core_csv.moc"
