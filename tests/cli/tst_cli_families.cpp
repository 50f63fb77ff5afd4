// SPDX-License-Identifier: MIT
// Crawler families end to end: `robotstxt check`, `explain`, `compare` and `test` ask a catalogue
// crawler by its family (core/data/crawler-families.tsv, from Google's crawler documentation)
// and say which token's group decided; --plain-token asks by the name alone, as Google's library
// does. The file (tests/data/cli/families.robots.txt) names Googlebot (line 12) and `*` only.
#include "clitest.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::dataPath;
using clitest::nonEmptyLines;
using clitest::run;
using clitest::writeFile;

class TestCliFamilies : public QObject
{
    Q_OBJECT

    using Result = clitest::Result;

private Q_SLOTS:
    // Google's common crawlers: Googlebot-Image's tokens are Googlebot-Image, then Googlebot.
    void checkGivesGooglebotImageGooglebotsGroupAndSaysSo()
    {
        const Result r =
            run({QStringLiteral("check"), QStringLiteral("--agent"), QStringLiteral("Googlebot-Image"),
                 dataPath("families.robots.txt"), QStringLiteral("/img/x"), QStringLiteral("/img/drafts/a")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(nonEmptyLines(r.out),
                 QStringList(
                     {QStringLiteral("allowed    Googlebot-Image /img/x (no rule matches)"),
                      QStringLiteral("disallowed Googlebot-Image /img/drafts/a (line 13: Disallow: /img/drafts/)")}));
        QVERIFY2(r.err.contains(QStringLiteral(
                     "robotstxt check: note: rfc9309: No `Googlebot-Image` group; `Googlebot`'s group, line 12")),
                 qPrintable(r.err));
    }

    // google/robotstxt compares the name given and nothing else: `*` applies.
    void plainTokenAsksByTheNameAlone()
    {
        const Result r =
            run({QStringLiteral("check"), QStringLiteral("--plain-token"), QStringLiteral("--agent"),
                 QStringLiteral("Googlebot-Image"), dataPath("families.robots.txt"), QStringLiteral("/img/x")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QStringLiteral("disallowed Googlebot-Image /img/x (line 8: Disallow: /)\n"));
        QVERIFY2(!r.err.contains(QStringLiteral("group;")), qPrintable(r.err));
    }

    // Google's special-case crawlers: "The global user agent (*) is ignored".
    void adsBotIgnoresStar()
    {
        const Result r = run({QStringLiteral("check"), QStringLiteral("--agent"), QStringLiteral("AdsBot-Google"),
                              dataPath("families.robots.txt"), QStringLiteral("/landing")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("allowed    AdsBot-Google /landing (no group applies)\n"));
        QVERIFY2(r.err.contains(QStringLiteral("AdsBot-Google ignores the `*` group")), qPrintable(r.err));
        const Result plain =
            run({QStringLiteral("check"), QStringLiteral("--plain-token"), QStringLiteral("--agent"),
                 QStringLiteral("AdsBot-Google"), dataPath("families.robots.txt"), QStringLiteral("/landing")});
        QCOMPARE(plain.exitCode, 1);
    }

    // JSON Lines: "token" (before "dialect") is the family token whose group applies, null for none.
    void checkJsonNamesTheDecidingToken()
    {
        const Result r = run({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("--agent"), QStringLiteral("googlebot-image"), QStringLiteral("--agent"),
                              QStringLiteral("AdsBot-Google"), QStringLiteral("--agent"), QStringLiteral("Googlebot"),
                              dataPath("families.robots.txt"), QStringLiteral("/img/x")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(
            nonEmptyLines(r.out),
            QStringList({QStringLiteral("{\"agent\":\"googlebot-image\",\"url\":\"/img/x\",\"verdict\":\"allowed\","
                                        "\"line\":0,\"rule\":null,\"token\":\"Googlebot\",\"dialect\":\"rfc9309\"}"),
                         QStringLiteral("{\"agent\":\"AdsBot-Google\",\"url\":\"/img/x\",\"verdict\":\"allowed\","
                                        "\"line\":0,\"rule\":null,\"token\":null,\"dialect\":\"rfc9309\"}"),
                         QStringLiteral("{\"agent\":\"Googlebot\",\"url\":\"/img/x\",\"verdict\":\"allowed\","
                                        "\"line\":0,\"rule\":null,\"dialect\":\"rfc9309\"}")}));
        for (const QString &line : nonEmptyLines(r.out))
            QVERIFY(QJsonDocument::fromJson(line.toUtf8()).isObject());
    }

    void explainSaysWhichTokensGroupDecided()
    {
        const Result r = run({QStringLiteral("explain"), QStringLiteral("--agent"), QStringLiteral("Googlebot-Image"),
                              dataPath("families.robots.txt"), QStringLiteral("/img/drafts/a")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("  No `Googlebot-Image` group; `Googlebot`'s group, line 12: "
                                               "Googlebot-Image obeys the first of its tokens (Googlebot-Image, "
                                               "Googlebot) that a group names\n")),
                 qPrintable(r.out));
    }

    // The family applies in every dialect (it is the crawler's, not the reader's): Googlebot's
    // group everywhere (the substring readers find it by Googlebot-Image's own name already),
    // except where the Ruby gem's `*` comes first and matches every crawler.
    void compareAppliesTheFamilyInEveryDialect()
    {
        const Result r = run({QStringLiteral("compare"), QStringLiteral("--agent"), QStringLiteral("Googlebot-Image"),
                              dataPath("families.robots.txt"), QStringLiteral("/img/x")});
        QCOMPARE(r.exitCode, 1);
        const QStringList disallowed = nonEmptyLines(r.out).filter(QStringLiteral("disallowed  "));
        QCOMPARE(disallowed.size(), 1);
        QVERIFY2(disallowed.front().contains(QStringLiteral("ruby-robotstxt")), qPrintable(r.out));
        QVERIFY2(
            r.err.contains(QStringLiteral("note: rfc9309, google, bing, yandex, aipref: No `Googlebot-Image` group")),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("note: ruby-robotstxt: `*` comes first in the file")),
                 qPrintable(r.err));
    }

    // A test set asks as check does; --plain-token as Google's library does.
    void testSetsAskByFamily()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString tests = dir.filePath(QStringLiteral("families.tests"));
        QVERIFY(writeFile(tests, "@dialect rfc9309,google\n"
                                 "Googlebot-Image  /img/x         allowed\n"
                                 "AdsBot-Google    /landing       allowed\n"
                                 "Storebot-Google  /x             disallowed\n"));
        const Result r = run({QStringLiteral("test"), dataPath("families.robots.txt"), tests});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("6 passed, 0 failed")), qPrintable(r.out));
        const Result plain =
            run({QStringLiteral("test"), QStringLiteral("--plain-token"), dataPath("families.robots.txt"), tests});
        QCOMPARE(plain.exitCode, 1);
        QVERIFY2(plain.out.contains(QStringLiteral("2 passed, 4 failed")), qPrintable(plain.out));
    }
};

QTEST_GUILESS_MAIN(TestCliFamilies)
#include "tst_cli_families.moc"
