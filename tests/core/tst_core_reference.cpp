// SPDX-License-Identifier: MIT
// Differential test: every row of tests/data/reference/*.tsv (verdicts of Perl WWW::RobotRules 6.02
// and Python 3.11 urllib.robotparser, recorded by tests/tools/make_reference.py) through the
// www-robotrules and python-urllib dialects. Skips while the folder is empty.

#include "coretestutil.h"

#include <QDir>
#include <QTest>

#include <map>

using namespace robots;
using namespace coretest;

class TestCoreReference : public QObject
{
    Q_OBJECT

private:
    static QString referenceDir() { return QStringLiteral(ROBOTS_TEST_DATA "/reference"); }

    // Which dialect a file records, and whether its verdicts are 'unknown' (the rules database).
    struct FileKind
    {
        std::string dialect;
        bool unknown = false;
        bool corpus = false;
    };
    static std::optional<FileKind> kindOf(const QString &fileName)
    {
        QString base = fileName;
        base.chop(4); // .tsv
        FileKind k;
        if (base.startsWith(QLatin1String("corpus-"))) {
            k.corpus = true;
            base = base.mid(7);
        }
        if (base.endsWith(QLatin1String("-unknown"))) {
            k.unknown = true;
            base.chop(8);
        }
        if (findDialect(base.toStdString()) == nullptr)
            return std::nullopt;
        k.dialect = base.toStdString();
        return k;
    }

    static std::string body(const std::string &field, bool *missing)
    {
        if (field.starts_with("corpus:")) {
            const QString path = QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real/") + q(field.substr(7));
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                *missing = true;
                return {};
            }
            return toStd(f.readAll());
        }
        return unescape(field);
    }

private Q_SLOTS:
    void referenceFile_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = QDir(referenceDir()).entryList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name);
        if (files.isEmpty())
            QSKIP("tests/data/reference/ holds no reference data yet");
        for (const QString &f : files) {
            if (kindOf(f))
                QTest::newRow(qPrintable(f)) << referenceDir() + QLatin1Char('/') + f;
        }
    }

    void referenceFile()
    {
        QFETCH(QString, path);
        const auto kind = kindOf(QFileInfo(path).fileName());
        QVERIFY(kind.has_value());
        const Dialect &d = dialectNamed(kind->dialect);
        bool ok = false;
        const auto rows = readTsv(path, &ok);
        QVERIFY(ok);
        QVERIFY(!rows.empty());
        if (kind->corpus && !QDir(QStringLiteral(ROBOTS_SHARED_DIR "/corpus/real")).exists())
            QSKIP("../shared/corpus/real is absent: the corpus rows cannot be read");

        std::map<std::string, RobotsFile> parsed;
        int mismatches = 0;
        int checked = 0;
        const std::string robotsUrl = "http://example.com/robots.txt";
        for (const auto &f : rows) {
            QVERIFY2(f.size() == 5, f[0].c_str());
            bool missing = false;
            const std::string text = body(f[1], &missing);
            QVERIFY2(!missing, ("corpus file missing for " + f[0]).c_str());
            const std::string agent = unescape(f[2]);
            const std::string url = unescape(f[3]);
            const std::string &want = f[4];

            std::string got;
            std::string explanation;
            if (kind->unknown || (d.rules().perlNetlocKeys && !kind->corpus)) {
                // The WWW::RobotRules model: a database keyed by host:port with a fresh-until time.
                RulesDatabase db(agent, d);
                QVERIFY(db.parse(robotsUrl, text));
                got = std::string(accessName(db.allowed(url)));
            }
            if (!kind->unknown) {
                auto it = parsed.find(f[1]);
                if (it == parsed.end())
                    it = parsed.emplace(f[1], parse(text, d, robotsUrl)).first;
                const AgentRules rules = rulesFor(it->second, agent);
                const Decision fast = rules.decide(url);
                const Verdict v = rules.explain(url);
                QCOMPARE(v.access, fast.access);
                const std::string direct(accessName(fast.access));
                if (!got.empty() && got != direct) {
                    // The database and the bare file must agree on rows with known rules.
                    explanation = "database said " + got + ", file said " + direct;
                    got = "inconsistent";
                } else {
                    got = direct;
                }
                if (got != want && explanation.empty())
                    explanation = v.describe();
            }
            ++checked;
            if (got != want) {
                ++mismatches;
                if (mismatches <= 20)
                    qWarning().noquote() << q(f[0]) << "want" << q(want) << "got" << q(got) << "robots"
                                         << q(f[1]).left(300) << "agent" << q(f[2]) << "url" << q(f[3]) << "\n"
                                         << q(explanation);
            }
        }
        qInfo().noquote() << QFileInfo(path).fileName() << ":" << checked << "rows checked," << mismatches
                          << "mismatches";
        QCOMPARE(mismatches, 0);
    }
};

QTEST_GUILESS_MAIN(TestCoreReference)
#include "tst_core_reference.moc"
