// SPDX-License-Identifier: MIT
// bench_crawlerlogs_window: Tools → Crawler Logs… reading a big log, as the user waits for it:
// the time from Start to the table, lines per second, and the longest stall of the window's thread
// meanwhile (budget: never more than 50 ms), measured by a 5 ms timer on the window's thread. The
// log is gen_accesslog.py's scenario with bulk lines (ROBOTS_BENCH_LOG_MB megabytes, default 256),
// written once to a temporary directory; ROBOTS_BENCH_ACCESSLOG names an existing log instead
// (judged against gen_accesslog.py's robots-v1.txt and robots-v2.txt found beside it).

#include "crawlerlogs/crawlerlogswindow.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using robots::crawlerlogs::CrawlerLogsWindow;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTemporaryDir temp;
    QString log = qEnvironmentVariable("ROBOTS_BENCH_ACCESSLOG");
    if (log.isEmpty()) {
        const QString mb = qEnvironmentVariable("ROBOTS_BENCH_LOG_MB", QStringLiteral("256"));
        QProcess gen;
        gen.start(QStringLiteral("python3"), {QStringLiteral(ROBOTS_SOURCE_DIR "/tests/bench/gen_accesslog.py"),
                                              temp.path(), QStringLiteral("--bulk-mb"), mb});
        if (!gen.waitForFinished(-1) || gen.exitCode() != 0) {
            std::fprintf(stderr, "bench_crawlerlogs_window: gen_accesslog.py failed: %s\n",
                         gen.readAllStandardError().constData());
            return 1;
        }
        log = temp.filePath(QStringLiteral("access.log"));
    }
    const QString dir = QFileInfo(log).absolutePath();
    const qint64 bytes = QFileInfo(log).size();

    CrawlerLogsWindow window({});
    window.resize(1200, 800);
    window.show();
    window.addFiles({log});
    // A robots.txt file judges every request (no history: the read alone is measured).
    window.setSource(CrawlerLogsWindow::Source::File, dir + QStringLiteral("/robots-v2.txt"));
    window.addRangeFile(dir + QStringLiteral("/googlebot.json"));
    window.addRangeFile(dir + QStringLiteral("/gptbot.json"));

    std::printf("bench_crawlerlogs_window: Tools → Crawler Logs… reading %s (%.0f MB) on its worker thread\n",
                qPrintable(QFileInfo(log).fileName()), double(bytes) / 1e6);
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer clock;
        qint64 last = 0;
        qint64 worst = 0;
        QTimer tick;
        tick.setInterval(5);
        QObject::connect(&tick, &QTimer::timeout, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        quint64 lines = 0;
        QObject::connect(&window, &CrawlerLogsWindow::progressed, &window,
                         [&](quint64 l, qint64, qint64) { lines = std::max(lines, l); });
        QEventLoop loop;
        QObject::connect(&window, &CrawlerLogsWindow::finished, &loop, &QEventLoop::quit);
        clock.start();
        tick.start();
        if (!window.start()) {
            std::fprintf(stderr, "bench_crawlerlogs_window: the window did not start: %s\n",
                         qPrintable(window.message()));
            return 1;
        }
        loop.exec();
        // The table is filled in the finished handler: one more turn of the loop shows it.
        QCoreApplication::processEvents();
        const qint64 total = clock.elapsed();
        tick.stop();
        worst = std::max(worst, total - last);
        QObject::disconnect(&window, &CrawlerLogsWindow::progressed, &window, nullptr);
        std::printf("  run %d: %lld ms from Start to the table (%.0f lines/s); longest stall of the window's "
                    "thread %lld ms (budget <= 50 ms)\n",
                    run + 1, static_cast<long long>(total), total > 0 ? double(lines) * 1000.0 / double(total) : 0.0,
                    static_cast<long long>(worst));
    }
    return 0;
}
