// SPDX-License-Identifier: MIT
// Keystroke-to-verdicts latency of the live tester, and how the window copes with
// W2's 100,000 URLs. W1 (a 500 KiB robots.txt from ../shared/bench/gen_workload.py), 1,000 URLs
// × 3 agents, driven through the real DocumentAnalyzer and TesterModel. One "keystroke" changes
// one byte of a rule; the time runs until the model has every verdict for the new text. Target:
// ≤ 16 ms. Each line also says how much of it the window's thread worked (the model's own
// share: posting, applying the chunks, dataChanged) and coreShareByStep() splits the core's part
// (parse, rulesFor, decide per dialect), so a figure over target says where the time went.
// Run with ROBOTS_BENCH_DIR=DIR (the generator's --out); skips without it. Not part of ctest:
// `tools/dev bench` runs every bin/bench_*.
#include "aipolicy/aipolicydock.h"
#include "aipolicy/aipolicymodel.h"
#include "analysis/documentanalyzer.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <robots/robotsfile.h>
#include <robots/verdict.h>

#include <QApplication>
#include <QTimer>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <ctime>
#include <limits>

using robots::DialectId;
using robots::ui::AiPolicyDock;
using robots::ui::AiPolicyModel;
using robots::ui::AnalysisPtr;
using robots::ui::DocumentAnalyzer;
using robots::ui::TestCases;
using robots::ui::TesterModel;
using robots::ui::TesterPanel;

Q_DECLARE_METATYPE(QList<robots::DialectId>)

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// CPU time of the calling thread: what the window's thread itself spent, whatever the load of
// the machine (a busy build host preempts it, which the stall figure also counts).
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// Runs a real event loop until every verdict for the analyzer's current text is in (QTRY_*
// would poll with sleeps, which the stall figure would count).
bool waitForVerdicts(DocumentAnalyzer &analyzer, TesterModel &model)
{
    const auto settled = [&] {
        return !model.isEvaluating() && !analyzer.isBusy() && model.analysis() == analyzer.current();
    };
    if (settled())
        return true;
    QEventLoop loop;
    QTimer::singleShot(60000, &loop, [&loop] { loop.exit(1); });
    const auto check = [&] {
        if (settled())
            loop.exit(0);
    };
    QObject::connect(&model, &TesterModel::evaluationFinished, &loop, check, Qt::QueuedConnection);
    QObject::connect(&analyzer, &DocumentAnalyzer::busyChanged, &loop, check, Qt::QueuedConnection);
    return loop.exec() == 0;
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
        // The same work on the calling thread (parse and verdicts): the core's share alone.
        QTest::newRow("rfc9309-same-thread") << QList<DialectId>{DialectId::Rfc9309} << false;
        QTest::newRow("google") << QList<DialectId>{DialectId::Google} << true;
        QTest::newRow("bing") << QList<DialectId>{DialectId::Bing} << true;
        QTest::newRow("rfc9309+google+bing")
            << QList<DialectId>{DialectId::Rfc9309, DialectId::Google, DialectId::Bing} << true;
    }

    void keystrokeToVerdicts()
    {
        QFETCH(QList<DialectId>, dialects);
        QFETCH(bool, worker);
        DocumentAnalyzer analyzer;
        TesterModel model;
        if (!worker) {
            analyzer.setAsyncThreshold(std::numeric_limits<qsizetype>::max());
            model.setAsyncTextBytes(std::numeric_limits<qsizetype>::max());
        }
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

        std::vector<double> total, parse, evaluate, window;
        int round = 0;
        const auto keystroke = [&] {
            text[at] = (round++ % 2) ? 'q' : 'z';
            finished.clear();
            const double cpuStart = threadCpuMs();
            const qint64 start = clock.nsecsElapsed();
            analyzer.setText(text);
            if (finished.isEmpty() && !finished.wait(20000))
                return false;
            const qint64 end = clock.nsecsElapsed();
            window.push_back(threadCpuMs() - cpuStart);
            total.push_back((end - start) / 1e6);
            parse.push_back(model.analysis()->parseNanoseconds / 1e6);
            evaluate.push_back((end - analysisAt) / 1e6);
            return true;
        };
        // The figures printed: the median of 21 keystrokes; QBENCHMARK adds its own.
        for (int i = 0; i < 21; ++i)
            QVERIFY(keystroke());
        const std::vector<double> totals = total, parses = parse, evaluates = evaluate, windows = window;
        QBENCHMARK_ONCE {
            QVERIFY(keystroke());
        }
        total = totals;
        parse = parses;
        evaluate = evaluates;
        window = windows;
        QVERIFY(model.analysis()->text().size() == std::size_t(text.size()));
        const double core = median(parse) + median(evaluate);
        qInfo().noquote() << QStringLiteral(
                                 "bench_tester_latency %1: %2 bytes, 3000 cases (1000 URLs × 3 agents), %3 dialect(s): "
                                 "keystroke-to-verdicts median %4 ms (parse %5 ms + verdicts %6 ms = core %7 ms; "
                                 "target <= 16 ms) over %8 keystrokes; the window's thread worked %9 ms of it")
                                 .arg(QString::fromLatin1(QTest::currentDataTag()))
                                 .arg(text.size())
                                 .arg(dialects.size())
                                 .arg(median(total), 0, 'f', 2)
                                 .arg(median(parse), 0, 'f', 2)
                                 .arg(median(evaluate), 0, 'f', 2)
                                 .arg(core, 0, 'f', 2)
                                 .arg(total.size())
                                 .arg(median(window), 0, 'f', 2);
    }

    // The same keystrokes with View → AI Policy open on the same analyzer (the ~74 catalogue
    // crawlers × "may fetch /", usage preferences and the tester's 1,000 URLs): the verdicts must
    // still arrive within 16 ms and the window's thread must not stall; also how long until the
    // AI view shows the new text. The dock is connected after the tester, as in the window.
    void keystrokeToVerdictsWithAiPolicyView_data()
    {
        QTest::addColumn<bool>("aiView");
        QTest::newRow("ai-view") << true;
        // The same loop and stall probe without the dock: the machine's own stalls, for comparison.
        QTest::newRow("no-ai-view") << false;
    }

    void keystrokeToVerdictsWithAiPolicyView()
    {
        QFETCH(bool, aiView);
        DocumentAnalyzer analyzer;
        TesterModel model;
        QObject::connect(&analyzer, &DocumentAnalyzer::analysisReady, &model, &TesterModel::setAnalysis);
        QObject::connect(&model, &TesterModel::requiredDialectsChanged, &analyzer,
                         [&](const QList<DialectId> &d) { analyzer.setClientDialects(&model, d); });
        model.setShownDialects({DialectId::Rfc9309});
        analyzer.setClientDialects(&model, model.requiredDialects());
        model.appendGrid(m_urls,
                         {QStringLiteral("Googlebot"), QStringLiteral("Bingbot"), QStringLiteral("DuckDuckBot")});
        AiPolicyDock dock;
        dock.resize(900, 600);
        const QStringList urls = m_urls;
        dock.setTestUrlsSource([urls] { return urls; });
        dock.setAnalyzer(&analyzer);
        if (aiView) {
            dock.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dock));
        }

        QElapsedTimer clock;
        clock.start();
        qint64 aiAt = 0;
        QObject::connect(dock.model(), &AiPolicyModel::updated, &dock, [&] { aiAt = clock.nsecsElapsed(); });
        const auto aiSettled = [&] { return !aiView || aiAt != 0; };

        QByteArray text = m_robots;
        const qsizetype at = text.indexOf("Disallow: /", text.size() / 2) + 11;
        QVERIFY(at > 11);
        aiAt = 0;
        analyzer.setText(text);
        QVERIFY(waitForVerdicts(analyzer, model));
        QTRY_VERIFY_WITH_TIMEOUT(aiSettled(), 20000);

        // A 1 ms timer measures the event loop: the longest gap between its ticks is the stall.
        qint64 last = 0, worst = 0;
        QTimer ticker;
        ticker.setInterval(1);
        ticker.setTimerType(Qt::PreciseTimer);
        QObject::connect(&ticker, &QTimer::timeout, &ticker, [&] {
            const qint64 now = clock.nsecsElapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        // The window's thread's work and longest stall are taken twice: until the verdicts are in
        // (the keystroke path), and until the AI view is up to date too (the probe's own ticks
        // count in the work: ~25 us each).
        std::vector<double> verdicts, ai, stalls, cpu, stallsToVerdicts, cpuToVerdicts;
        for (int round = 0; round < 21; ++round) {
            text[at] = round % 2 ? 'q' : 'z';
            aiAt = 0;
            ticker.start();
            last = clock.nsecsElapsed();
            worst = 0;
            const qint64 start = last;
            const double cpuStart = threadCpuMs();
            analyzer.setText(text);
            QVERIFY(waitForVerdicts(analyzer, model));
            verdicts.push_back((clock.nsecsElapsed() - start) / 1e6);
            cpuToVerdicts.push_back(threadCpuMs() - cpuStart);
            stallsToVerdicts.push_back(std::max(worst, clock.nsecsElapsed() - last) / 1e6);
            // The AI view may still be working (or its result still queued): a real event loop until it is in.
            if (!aiSettled()) {
                QEventLoop loop;
                QTimer::singleShot(20000, &loop, [&loop] { loop.exit(1); });
                QObject::connect(
                    dock.model(), &AiPolicyModel::updated, &loop, [&loop] { loop.exit(0); }, Qt::QueuedConnection);
                QCOMPARE(loop.exec(), 0);
            }
            ai.push_back(aiView ? (aiAt - start) / 1e6 : 0.0);
            cpu.push_back(threadCpuMs() - cpuStart);
            ticker.stop();
            stalls.push_back(worst / 1e6);
        }
        QBENCHMARK_ONCE {
            analyzer.setText(m_robots);
            QVERIFY(waitForVerdicts(analyzer, model));
        }
        qInfo().noquote() << QStringLiteral("bench_tester_latency %1: %2 bytes, 3000 cases, AI view on %3 URLs: "
                                            "keystroke-to-verdicts median %4 ms (target <= 16 ms), the window's thread "
                                            "worked %5 ms and stalled %6 ms at most (median; worst %7 ms) until then; "
                                            "AI view up to date after %8 ms, the window's thread worked %9 ms and "
                                            "stalled %10 ms at most (median; worst %11 ms) until then; %12 keystrokes")
                                 .arg(QString::fromLatin1(QTest::currentDataTag()))
                                 .arg(text.size())
                                 .arg(urls.size())
                                 .arg(median(verdicts), 0, 'f', 2)
                                 .arg(median(cpuToVerdicts), 0, 'f', 2)
                                 .arg(median(stallsToVerdicts), 0, 'f', 1)
                                 .arg(*std::max_element(stallsToVerdicts.begin(), stallsToVerdicts.end()), 0, 'f', 1)
                                 .arg(median(ai), 0, 'f', 2)
                                 .arg(median(cpu), 0, 'f', 2)
                                 .arg(median(stalls), 0, 'f', 1)
                                 .arg(*std::max_element(stalls.begin(), stalls.end()), 0, 'f', 1)
                                 .arg(verdicts.size());
    }

    // Where a keystroke's core work goes, one thread, no Qt: parse, rulesFor() for the 3
    // agents, decide() for the 3,000 cases, per dialect. The figures the latency is made of.
    void coreShareByStep()
    {
        const std::string_view body(m_robots.constData(), std::size_t(m_robots.size()));
        std::vector<std::string> urls;
        for (const QString &u : m_urls)
            urls.push_back(u.toStdString());
        const std::vector<std::string> agents{"Googlebot", "Bingbot", "DuckDuckBot"};
        for (DialectId id : {DialectId::Rfc9309, DialectId::Google, DialectId::Bing}) {
            const robots::Dialect &dialect = robots::dialect(id);
            // The fast path's count, checked against the explained verdicts (another code path).
            int explainedAllowed = 0;
            {
                const robots::RobotsFile file = robots::parse(body, dialect);
                for (const std::string &a : agents) {
                    const robots::AgentRules rules = robots::rulesFor(file, a);
                    for (const std::string &u : urls)
                        explainedAllowed += rules.explain(u).allowed();
                }
            }
            std::vector<double> parse, resolve, decide;
            for (int round = 0; round < 9; ++round) {
                QElapsedTimer t;
                t.start();
                const robots::RobotsFile file = robots::parse(body, dialect);
                parse.push_back(t.nsecsElapsed() / 1e6);
                t.restart();
                std::vector<robots::AgentRules> rules;
                for (const std::string &a : agents)
                    rules.push_back(robots::rulesFor(file, a));
                resolve.push_back(t.nsecsElapsed() / 1e6);
                t.restart();
                int allowed = 0;
                for (const std::string &u : urls) {
                    for (const robots::AgentRules &r : rules)
                        allowed += r.decide(u).access == robots::Access::Allowed;
                }
                decide.push_back(t.nsecsElapsed() / 1e6);
                QCOMPARE(allowed, explainedAllowed);
            }
            qInfo().noquote() << QStringLiteral("bench_tester_latency core %1: parse %2 ms, rulesFor × 3 agents %3 ms, "
                                                "decide × 3000 cases %4 ms (medians of 9, one thread)")
                                     .arg(QString::fromUtf8(dialect.name().data(), qsizetype(dialect.name().size())))
                                     .arg(median(parse), 0, 'f', 2)
                                     .arg(median(resolve), 0, 'f', 2)
                                     .arg(median(decide), 0, 'f', 2);
        }
    }

    // W2: 100,000 URLs in the panel (table, filter proxy, summary): how long the window stalls
    // while a keystroke's verdicts arrive, and how long until all of them are in.
    void responsivenessWith100kCases()
    {
        const QString dir = qEnvironmentVariable("ROBOTS_BENCH_DIR");
        const QByteArray robots = readFile(dir + QStringLiteral("/w2/robots.txt"));
        const QByteArray urlBytes = readFile(dir + QStringLiteral("/w2/urls.txt"));
        if (robots.isEmpty() || urlBytes.isEmpty())
            QSKIP("ROBOTS_BENCH_DIR has no w2/");
        QStringList urls;
        for (const QByteArray &line : urlBytes.split('\n')) {
            if (!line.trimmed().isEmpty())
                urls << QString::fromUtf8(line.trimmed());
        }
        DocumentAnalyzer analyzer;
        TesterPanel panel;
        panel.resize(900, 700);
        panel.show();
        panel.setAnalyzer(&analyzer);
        panel.model()->appendGrid(urls, {QStringLiteral("Googlebot")});
        QSignalSpy finished(panel.model(), &TesterModel::evaluationFinished);
        analyzer.setText(robots);
        QVERIFY(waitForVerdicts(analyzer, *panel.model()));

        // A 1 ms timer measures the event loop: the longest gap between its ticks is the stall.
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0, worst = 0;
        QTimer ticker;
        ticker.setInterval(1);
        ticker.setTimerType(Qt::PreciseTimer);
        QObject::connect(&ticker, &QTimer::timeout, &ticker, [&] {
            const qint64 now = clock.nsecsElapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        std::vector<double> stalls, totals, cpu;
        QByteArray text = robots;
        const qsizetype at = text.indexOf("Disallow: /") + 11;
        for (int round = 0; round < 5; ++round) {
            text[at] = round % 2 ? 'q' : 'z';
            finished.clear();
            ticker.start();
            last = clock.nsecsElapsed();
            worst = 0;
            const qint64 start = last;
            const double cpuStart = threadCpuMs();
            analyzer.setText(text);
            QVERIFY(waitForVerdicts(analyzer, *panel.model()));
            totals.push_back((clock.nsecsElapsed() - start) / 1e6);
            cpu.push_back(threadCpuMs() - cpuStart);
            ticker.stop();
            stalls.push_back(worst / 1e6);
        }
        QBENCHMARK_ONCE {
            analyzer.setText(robots);
            QVERIFY(waitForVerdicts(analyzer, *panel.model()));
        }
        qInfo().noquote()
            << QStringLiteral(
                   "bench_tester_latency w2: %1 cases in the panel: all verdicts after "
                   "a keystroke in %2 ms (median of %3); the window's thread worked %6 ms of it; longest stall of "
                   "the window %4 ms (median), %5 ms (worst)")
                   .arg(urls.size())
                   .arg(median(totals), 0, 'f', 1)
                   .arg(totals.size())
                   .arg(median(stalls), 0, 'f', 1)
                   .arg(*std::max_element(stalls.begin(), stalls.end()), 0, 'f', 1)
                   .arg(median(cpu), 0, 'f', 1);
    }
};

int main(int argc, char **argv)
{
    // `tools/dev bench` runs without a display: the panel is drawn offscreen.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    BenchTesterLatency bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_tester_latency.moc"
