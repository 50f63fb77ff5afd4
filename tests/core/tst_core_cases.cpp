// SPDX-License-Identifier: MIT
// Verdict tables: SEMANTICS.md's disagreement table for every dialect (tests/data/core/semantics.tsv)
// and the cases of the seeds, RFC 9309 §2.2/§5, google/robotstxt's own tests, the Ruby gem,
// Bing, Yandex, 1994, WWW::RobotRules and urllib quirks (tests/data/core/cases.tsv).

#include "coretestutil.h"

#include <QTest>

using namespace robots;
using namespace coretest;

class TestCoreCases : public QObject
{
    Q_OBJECT

private:
    static constexpr std::string_view kSemanticsOrder[] = {
        "rfc9309",        "google",         "bing",          "yandex",
        "norobots1994",   "www-robotrules", "python-urllib", "python-urllib-3.15",
        "ruby-robotstxt",
    };

    static void addRows(const QString &file, bool semantics)
    {
        QTest::addColumn<QByteArray>("robots");
        QTest::addColumn<QByteArray>("dialect");
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<QByteArray>("url");
        QTest::addColumn<bool>("allowed");
        bool ok = false;
        const auto rows = readTsv(QStringLiteral(ROBOTS_TEST_DATA "/core/") + file, &ok);
        QVERIFY2(ok, qPrintable(file));
        QVERIFY(!rows.empty());
        for (const auto &f : rows) {
            if (semantics) {
                QCOMPARE(f.size(), std::size(kSemanticsOrder) + 5);
                for (std::size_t d = 0; d < std::size(kSemanticsOrder); ++d) {
                    const std::string name = std::string(kSemanticsOrder[d]) + "/" + f[0];
                    const std::string &mark = f[4 + d];
                    QVERIFY2(mark == "X" || mark == "-", name.c_str());
                    QTest::newRow(name.c_str())
                        << QByteArray::fromStdString(unescape(f[1]))
                        << QByteArray(kSemanticsOrder[d].data(), static_cast<qsizetype>(kSemanticsOrder[d].size()))
                        << QByteArray::fromStdString(unescape(f[2])) << QByteArray::fromStdString(unescape(f[3]))
                        << (mark == "-");
                }
                continue;
            }
            QCOMPARE(f.size(), std::size_t{7});
            QVERIFY2(f[5] == "allowed" || f[5] == "disallowed", f[0].c_str());
            QStringList dialects;
            if (f[1] == "all") {
                for (const Dialect &d : allDialects())
                    dialects << q(d.name());
            } else {
                dialects = q(f[1]).split(QLatin1Char(','));
            }
            for (const QString &d : dialects) {
                QVERIFY2(findDialect(d.toStdString()) != nullptr, qPrintable(d));
                const std::string name = d.toStdString() + "/" + f[0];
                QTest::newRow(name.c_str()) << QByteArray::fromStdString(unescape(f[2])) << d.toUtf8()
                                            << QByteArray::fromStdString(unescape(f[3]))
                                            << QByteArray::fromStdString(unescape(f[4])) << (f[5] == "allowed");
            }
        }
    }

    static void check()
    {
        QFETCH(QByteArray, robots);
        QFETCH(QByteArray, dialect);
        QFETCH(QByteArray, agent);
        QFETCH(QByteArray, url);
        QFETCH(bool, allowed);
        const Dialect &d = dialectNamed(dialect.toStdString());
        const RobotsFile file = parse(toStd(robots), d);
        const AgentRules rules = rulesFor(file, toStd(agent));
        const Decision fast = rules.decide(toStd(url));
        const Verdict verdict = rules.explain(toStd(url));
        QCOMPARE(verdict.access, fast.access);
        QCOMPARE(verdict.decider, fast.decider);
        if (fast.access != (allowed ? Access::Allowed : Access::Disallowed))
            qWarning().noquote() << q(verdict.describe());
        QCOMPARE(fast.access == Access::Allowed, allowed);
        QCOMPARE(&verdict.dialect.get(), &d);
        if (fast.rule >= 0) {
            QVERIFY(verdict.decidingRule.has_value());
            QCOMPARE(verdict.decidingRule->rule, static_cast<std::uint32_t>(fast.rule));
            // The deciding rule is one of the candidates that matched.
            bool found = false;
            for (const MatchedRule &c : verdict.candidates)
                found = found || c.rule == static_cast<std::uint32_t>(fast.rule);
            QVERIFY(found);
        }
    }

private Q_SLOTS:
    void semanticsTable_data() { addRows(QStringLiteral("semantics.tsv"), true); }
    void semanticsTable() { check(); }

    void cases_data() { addRows(QStringLiteral("cases.tsv"), false); }
    void cases() { check(); }

    // google: a line longer than 2083 * 8 bytes is cut (robots_test.cc GoogleOnly_LineTooLong).
    void googleLineTooLong()
    {
        const int kMaxLineLen = 2083 * 8;
        const std::string disallow = "disallow: ";
        std::string longline = "/x/";
        const std::size_t maxLength = static_cast<std::size_t>(kMaxLineLen) - longline.size() - disallow.size() + 1;
        while (longline.size() < maxLength)
            longline += 'a';
        const std::string body = "user-agent: FooBot\n" + disallow + longline + "/qux\n";
        const RobotsFile file = parse(body, dialect(DialectId::Google));
        QVERIFY(isAllowed(file, "FooBot", "http://foo.bar/fux"));
        QVERIFY(!isAllowed(file, "FooBot", "http://foo.bar" + longline + "/fux"));
        QVERIFY(file.lines()[1].has(TooLong));

        std::string a = "/x/", b = "/x/";
        const std::string allow = "allow: ";
        const std::size_t maxAllow = static_cast<std::size_t>(kMaxLineLen) - a.size() - allow.size() + 1;
        while (a.size() < maxAllow) {
            a += 'a';
            b += 'b';
        }
        const std::string body2 = "user-agent: FooBot\ndisallow: /\n" + allow + a + "/qux\n" + allow + b + "/qux\n";
        const RobotsFile file2 = parse(body2, dialect(DialectId::Google));
        QVERIFY(!isAllowed(file2, "FooBot", "http://foo.bar/"));
        QVERIFY(isAllowed(file2, "FooBot", "http://foo.bar" + a + "/qux"));
        QVERIFY(isAllowed(file2, "FooBot", "http://foo.bar" + b + "/fux"));
        // rfc9309 cuts where Google's library does (RFC 9309 is silent on line length); the other
        // dialects read the whole line.
        const RobotsFile rfc = parse(body, defaultDialect());
        QVERIFY(!isAllowed(rfc, "FooBot", "http://foo.bar" + longline + "/fux"));
        const RobotsFile bing = parse(body, dialect(DialectId::Bing));
        QVERIFY(isAllowed(bing, "FooBot", "http://foo.bar" + longline + "/fux"));
    }

    // Seed 000: Changing nothing but the robot's version keeps its record (name without version).
    void wwwRobotRulesAgentName_data()
    {
        QTest::addColumn<QByteArray>("agent");
        QTest::addColumn<bool>("ours");
        QTest::newRow("seed-000/momspider-version") << QByteArray("MOMspider/1.0") << true;
        QTest::newRow("seed-000/first-word") << QByteArray("MOMspider/1.0 (+http://x; y@z)") << true;
        QTest::newRow("seed-000/case") << QByteArray("momSPIDER") << true;
        QTest::newRow("seed-000/other") << QByteArray("Other/1.0") << false;
    }
    void wwwRobotRulesAgentName()
    {
        QFETCH(QByteArray, agent);
        QFETCH(bool, ours);
        const RobotsFile file =
            parse(std::string("User-agent: MOMspider\nDisallow: /x\n"), dialect(DialectId::WwwRobotRules));
        QCOMPARE(!isAllowed(file, toStd(agent), "http://example.com/x"), ours);
    }
};

QTEST_GUILESS_MAIN(TestCoreCases)
#include "tst_core_cases.moc"
