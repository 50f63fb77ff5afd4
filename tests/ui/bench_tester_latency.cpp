// SPDX-License-Identifier: MIT
// Keystroke-to-verdicts latency of the live tester (issue 7): the W1 workload (a 500 KiB
// robots.txt from ../shared/bench/gen_workload.py), 1,000 URLs × 3 agents, driven through the
// real DocumentAnalyzer and TesterModel. One "keystroke" changes one byte of a rule; the time
// runs until the model has every verdict for the new text. Target: ≤ 16 ms of the core's work
// (parse + rulesFor + decide). Run with ROBOTS_BENCH_DIR=DIR (the generator's --out); skips
// without it. Not part of ctest: `tools/dev bench` runs every bin/bench_*.
#include "documentanalyzer.h"
#include "testermodel.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <limits>

using robots::DialectId;
using robots::ui::AnalysisPtr;
using robots::ui::DocumentAnalyzer;
using robots::ui::TestCases;
using robots::ui::TesterModel;

Q_DECLARE_METATYPE(QList<robots::DialectId>)

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

class BenchTesterLatency : public QObject
{
    Q_OBJECT

    QByteArray m_robots;
    QStringList m_urls;

private Q_SLOTS:
    void initTestCase()
    {
        const QString dir = qEnvironmentVariable("ROBOTS_BENCH_DIR");
        if (dir.isEmpty())
            QSKIP("ROBOTS_BENCH_DIR is not set (python3 ../shared/bench/gen_workload.py --out DIR)");
        m_robots = readFile(dir + QStringLiteral("/w1/robots.txt"));
        const QByteArray urls = readFile(dir + QStringLiteral("/w1/urls.txt"));
        if (m_robots.isEmpty() || urls.isEmpty())
            QSKIP("ROBOTS_BENCH_DIR has no w1/robots.txt and w1/urls.txt");
        for (const QByteArray &line : urls.split('\n')) {
            const QByteArray t = line.trimmed();
            if (!t.isEmpty() && m_urls.size() < 1000)
                m_urls << QString::fromUtf8(t);
        }
        QCOMPARE(m_urls.size(), 1000);
    }

    void keystrokeToVerdicts_data()
    {
        QTest::addColumn<QList<DialectId>>("dialects");
        QTest::addColumn<bool>("worker");
        // The default: a 500 KiB text is parsed on the analyzer's worker thread.
        QTest::newRow("rfc9309") << QList<DialectId>{DialectId::Rfc9309} << true;
        // The same work on the calling thread: the core's share without the thread hop.
        QTest::newRow("rfc9309-same-thread") << QList<DialectId>{DialectId::Rfc9309} << false;
        QTest::newRow("rfc9309+google+bing")
            << QList<DialectId>{DialectId::Rfc9309, DialectId::Google, DialectId::Bing} << true;
    }

    void keystrokeToVerdicts()
    {
        QFETCH(QList<DialectId>, dialects);
        QFETCH(bool, worker);
        DocumentAnalyzer analyzer;
        if (!worker)
            analyzer.setAsyncThreshold(std::numeric_limits<qsizetype>::max());
        TesterModel model;
        qint64 analysisAt = 0;
        QElapsedTimer clock;
        clock.start();
        // Connected before the model's slot: stamps the moment the parse result is delivered.
        QObject::connect(&analyzer, &DocumentAnalyzer::analysisReady, &model,
                         [&](const AnalysisPtr &) { analysisAt = clock.nsecsElapsed(); });
        QObject::connect(&analyzer, &DocumentAnalyzer::analysisReady, &model, &TesterModel::setAnalysis);
        QObject::connect(&model, &TesterModel::requiredDialectsChanged, &analyzer,
                         [&](const QList<DialectId> &d) { analyzer.setClientDialects(&model, d); });
        model.setShownDialects(dialects);
        analyzer.setClientDialects(&model, model.requiredDialects());
        model.appendGrid(m_urls,
                         {QStringLiteral("Googlebot"), QStringLiteral("Bingbot"), QStringLiteral("DuckDuckBot")});
        QCOMPARE(model.rowCount(), 3000);

        // A byte in the middle of a rule flips between two letters, as typing over it would.
        QByteArray text = m_robots;
        qsizetype at = text.indexOf("Disallow: /", text.size() / 2) + 11;
        QVERIFY(at > 11);
        QSignalSpy finished(&model, &TesterModel::evaluationFinished);
        analyzer.setText(text);
        QVERIFY(finished.wait(20000));

        std::vector<double> total, parse, evaluate;
        int round = 0;
        const auto keystroke = [&] {
            text[at] = (round++ % 2) ? 'q' : 'z';
            finished.clear();
            const qint64 start = clock.nsecsElapsed();
            analyzer.setText(text);
            if (finished.isEmpty() && !finished.wait(20000))
                return false;
            const qint64 end = clock.nsecsElapsed();
            total.push_back((end - start) / 1e6);
            parse.push_back(model.analysis()->parseNanoseconds / 1e6);
            evaluate.push_back((end - analysisAt) / 1e6);
            return true;
        };
        // The figures printed: the median of 21 keystrokes; QBENCHMARK adds its own.
        for (int i = 0; i < 21; ++i)
            QVERIFY(keystroke());
        const std::vector<double> totals = total, parses = parse, evaluates = evaluate;
        QBENCHMARK_ONCE {
            QVERIFY(keystroke());
        }
        total = totals;
        parse = parses;
        evaluate = evaluates;
        QVERIFY(model.analysis()->text().size() == std::size_t(text.size()));
        const double core = median(parse) + median(evaluate);
        qInfo().noquote() << QStringLiteral(
                                 "bench_tester_latency %1: %2 bytes, 3000 cases (1000 URLs × 3 agents), %3 dialect(s): "
                                 "keystroke-to-verdicts median %4 ms (parse %5 ms + verdicts %6 ms = core %7 ms; "
                                 "target <= 16 ms) over %8 keystrokes")
                                 .arg(QString::fromLatin1(QTest::currentDataTag()))
                                 .arg(text.size())
                                 .arg(dialects.size())
                                 .arg(median(total), 0, 'f', 2)
                                 .arg(median(parse), 0, 'f', 2)
                                 .arg(median(evaluate), 0, 'f', 2)
                                 .arg(core, 0, 'f', 2)
                                 .arg(total.size());
    }
};

QTEST_GUILESS_MAIN(BenchTesterLatency)
#include "bench_tester_latency.moc"
