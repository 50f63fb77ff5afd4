// SPDX-License-Identifier: MIT
// Plain-text lists the core reads and writes for people: the test-set writer lines its columns up
// by what an editor shows (characters, wide ones twice), and URL lists are read by one rule for
// `robotstxt check --urls` and the studio's import (URLs and paths used, comments and blank lines
// skipped, anything else reported).

#include "coretestutil.h"

#include "robots/studio/testset.h"
#include "robots/studio/urllist.h"

#include <QRegularExpression>
#include <QTest>

using namespace robots;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string s(const QString &text)
{
    return text.toStdString();
}

} // namespace

class TestCoreTestSet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void displayWidthCountsWhatAnEditorShows_data();
    void displayWidthCountsWhatAnEditorShows();
    void writerAlignsColumnsByDisplayWidth();
    void urlListLinesAreUrlsPathsCommentsOrInvalid_data();
    void urlListLinesAreUrlsPathsCommentsOrInvalid();
};

void TestCoreTestSet::displayWidthCountsWhatAnEditorShows_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::newRow("ascii") << QStringLiteral("/private/") << 9;
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("latin-1 accent, precomposed") << QStringLiteral("/café") << 5;
    QTest::newRow("combining accent") << QStringLiteral("/cafe\u0301") << 5;
    QTest::newRow("katakana is wide") << QStringLiteral("/ツ") << 3;
    QTest::newRow("kanji is wide") << QStringLiteral("/日本語") << 7;
    QTest::newRow("hangul is wide") << QStringLiteral("/한") << 3;
    QTest::newRow("fullwidth form") << QStringLiteral("ＡＢ") << 4;
    QTest::newRow("cyrillic is narrow") << QStringLiteral("/поиск") << 6;
    QTest::newRow("emoji is wide") << QStringLiteral("/\U0001F600") << 3;
}

void TestCoreTestSet::displayWidthCountsWhatAnEditorShows()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QCOMPARE(displayWidth(s(text)), std::size_t(width));
    // An invalid byte is one column (it is shown as one replacement character).
    QCOMPARE(displayWidth(s(text) + "\xff"), std::size_t(width + 1));
}

// The expected verdicts start in the same column on every row, whatever the URLs are made of.
void TestCoreTestSet::writerAlignsColumnsByDisplayWidth()
{
    const std::vector<TestCase> cases{
        {0, "Googlebot", "/cafe", Access::Allowed, {}},
        {0, "Googlebot", "/café", Access::Disallowed, {}},
        {0, "Googlebot", "/ツ", std::nullopt, {}},
        {0, "ボット", "/menu", Access::Allowed, {findDialect("google")}},
    };
    const QString text = q(serialiseTestSet(cases));
    QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.takeFirst().startsWith(QLatin1Char('#')));
    QCOMPARE(lines.size(), 4);
    QList<std::size_t> verdictColumns;
    for (const QString &line : std::as_const(lines)) {
        const qsizetype at = line.indexOf(QRegularExpression(QStringLiteral(" (allowed|disallowed|-)( |$)")));
        QVERIFY2(at > 0, qPrintable(line));
        verdictColumns << displayWidth(s(line.left(at + 1)));
    }
    for (std::size_t column : std::as_const(verdictColumns))
        QCOMPARE(column, verdictColumns.first());
    QCOMPARE(lines.at(0), QStringLiteral("Googlebot  /cafe  allowed")); // no padding after the last field
    QCOMPARE(lines.at(1), QStringLiteral("Googlebot  /café  disallowed"));
    QCOMPARE(lines.at(2), QStringLiteral("Googlebot  /ツ    -"));
    QCOMPARE(lines.at(3), QStringLiteral("ボット     /menu  allowed     google"));
    // And it reads back as written.
    const TestSet again = parseTestSet(s(text));
    QVERIFY(again.errors.empty());
    QCOMPARE(again.cases.size(), cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        QCOMPARE(again.cases[i].url, cases[i].url);
        QCOMPARE(again.cases[i].agent, cases[i].agent);
    }
}

void TestCoreTestSet::urlListLinesAreUrlsPathsCommentsOrInvalid_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    const int url = int(UrlListLineKind::Url);
    const int skipped = int(UrlListLineKind::Skipped);
    const int invalid = int(UrlListLineKind::Invalid);
    QTest::newRow("path") << QStringLiteral("/west-wing/mirror") << url << QStringLiteral("/west-wing/mirror");
    QTest::newRow("path with a fragment") << QStringLiteral("/kitchen#cups") << url << QStringLiteral("/kitchen#cups");
    QTest::newRow("http URL") << QStringLiteral("http://example.com/a?b=1") << url
                              << QStringLiteral("http://example.com/a?b=1");
    QTest::newRow("https URL, any case") << QStringLiteral("HTTPS://Example.com") << url
                                         << QStringLiteral("HTTPS://Example.com");
    QTest::newRow("white space and CR around") << QStringLiteral(" \t/a \r") << url << QStringLiteral("/a");
    QTest::newRow("blank") << QString() << skipped << QString();
    QTest::newRow("spaces only") << QStringLiteral("  \t\r") << skipped << QString();
    QTest::newRow("comment") << QStringLiteral("# the castle's rooms") << skipped
                             << QStringLiteral("# the castle's rooms");
    QTest::newRow("indented comment") << QStringLiteral("   #/not-a-url") << skipped << QStringLiteral("#/not-a-url");
    QTest::newRow("words") << QStringLiteral("not a url at all") << invalid << QStringLiteral("not a url at all");
    QTest::newRow("host without a scheme")
        << QStringLiteral("example.com/x") << invalid << QStringLiteral("example.com/x");
    QTest::newRow("other scheme") << QStringLiteral("ftp://example.com/x") << invalid
                                  << QStringLiteral("ftp://example.com/x");
    QTest::newRow("scheme without a host") << QStringLiteral("http:///x") << invalid << QStringLiteral("http:///x");
    QTest::newRow("scheme alone") << QStringLiteral("https://") << invalid << QStringLiteral("https://");
    QTest::newRow("relative path") << QStringLiteral("private/x") << invalid << QStringLiteral("private/x");
}

void TestCoreTestSet::urlListLinesAreUrlsPathsCommentsOrInvalid()
{
    QFETCH(QString, line);
    QFETCH(int, kind);
    QFETCH(QString, text);
    const std::string bytes = s(line);
    const UrlListLine read = readUrlListLine(bytes);
    QCOMPARE(int(read.kind), kind);
    QCOMPARE(q(read.text), text);
}

QTEST_GUILESS_MAIN(TestCoreTestSet)
#include "tst_core_testset.moc"
