// SPDX-License-Identifier: MIT
// bench_accesslog: access logs judged against robots.txt (robots/studio/accesslog.h and
// net/accesslogreader.h), in lines per second. Each family works on the same synthetic Combined
// log (one crawler line in ten: Googlebot from its ranges, GPTBot spoofed; the rest browsers), of
// ROBOTS_BENCH_LOG_MB megabytes (default 64), written once to a temporary file.
//
// Families:
//   parse_judge/one_thread   LogJudge::addLine() per line from memory: parse + identify + verify +
//                            judge on one thread (the floor of the work per line)
//   reader/one_thread        AccessLogReader::read(pipeline = false): the file read, split, parsed
//                            and judged on the calling thread
//   reader/two_threads       AccessLogReader::read(pipeline = true): reading and parsing on a
//                            thread of their own, judging on the caller's
// items_per_second is lines per second; bytes_per_second the log's bytes.

#include "net/accesslogreader.h"

#include <robots/studio/accesslog.h>

#include <benchmark/benchmark.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

constexpr std::string_view kRobots = "User-agent: *\nDisallow: /private/\nDisallow: /shop/\n\n"
                                     "User-agent: GPTBot\nDisallow: /\nAllow: /blog/\n";

std::size_t logBytes()
{
    const char *mb = std::getenv("ROBOTS_BENCH_LOG_MB");
    return (mb ? std::strtoull(mb, nullptr, 10) : 64) << 20;
}

/// The synthetic log: in time order, 20 lines a second.
const std::string &logText()
{
    static const std::string text = [] {
        std::string out;
        const std::size_t target = logBytes();
        out.reserve(target + 512);
        char line[512];
        for (std::size_t i = 0; out.size() < target; ++i) {
            const std::size_t s = i / 20;
            const int day = 1 + int(s / 86400 % 28), hour = int(s / 3600 % 24), minute = int(s / 60 % 60),
                      second = int(s % 60);
            int n = 0;
            if (i % 10 == 0)
                n = std::snprintf(line, sizeof line,
                                  "66.249.66.%zu - - [%02d/Mar/2026:%02d:%02d:%02d +0000] \"GET /%s/%zu HTTP/1.1\" 200 "
                                  "5120 \"-\" \"Mozilla/5.0 (compatible; Googlebot/2.1; "
                                  "+http://www.google.com/bot.html)\"\n",
                                  i % 200 + 1, day, hour, minute, second, i % 30 == 0 ? "private" : "article", i);
            else if (i % 10 == 5)
                n = std::snprintf(line, sizeof line,
                                  "198.51.100.%zu - - [%02d/Mar/2026:%02d:%02d:%02d +0000] \"GET /blog/%zu HTTP/1.1\" "
                                  "200 812 \"-\" \"Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
                                  "GPTBot/1.1; +https://openai.com/gptbot)\"\n",
                                  i % 200 + 1, day, hour, minute, second, i);
            else
                n = std::snprintf(
                    line, sizeof line,
                    "10.%zu.%zu.%zu - - [%02d/Mar/2026:%02d:%02d:%02d +0000] \"GET /static/%zu/app.js?v=%zu "
                    "HTTP/1.1\" 200 48213 \"https://www.example.com/page/%zu\" \"Mozilla/5.0 (X11; "
                    "Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0\"\n",
                    i % 200, i / 200 % 250, i % 250 + 1, day, hour, minute, second, i % 5000, i % 97, i % 1000);
            out.append(line, std::size_t(n));
        }
        return out;
    }();
    return text;
}

std::size_t lineCount()
{
    static const std::size_t n = std::size_t(std::count(logText().begin(), logText().end(), '\n'));
    return n;
}

robots::LogJudge makeJudge()
{
    robots::LogJudge judge;
    judge.setVersions("", {{INT64_MIN, std::string(kRobots), "robots.txt"}});
    robots::IpVerifier verifier;
    robots::IpRangeFile google;
    google.prefixes.push_back({*robots::parseIpAddress("66.249.64.0"), 96 + 19});
    verifier.add("Google", google);
    robots::IpRangeFile openai;
    openai.prefixes.push_back({*robots::parseIpAddress("20.171.206.0"), 96 + 24});
    verifier.add("OpenAI", openai);
    judge.setVerifier(std::move(verifier));
    return judge;
}

QString logFile()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString p = dir.filePath(QStringLiteral("access.log"));
        QFile f(p);
        if (f.open(QIODevice::WriteOnly))
            f.write(logText().data(), qint64(logText().size()));
        return p;
    }();
    return path;
}

void setCounters(benchmark::State &state)
{
    state.SetItemsProcessed(std::int64_t(state.iterations() * lineCount()));
    state.SetBytesProcessed(std::int64_t(state.iterations() * logText().size()));
}

void parseJudgeOneThread(benchmark::State &state)
{
    const std::string_view text = logText();
    for (auto _ : state) {
        robots::LogJudge judge = makeJudge();
        robots::LogLineParser parser(robots::LogFormat::Combined);
        std::uint64_t number = 0;
        for (std::size_t pos = 0; pos < text.size();) {
            const std::size_t end = text.find('\n', pos);
            judge.addLine(parser, text.substr(pos, end - pos), ++number);
            pos = end + 1;
        }
        benchmark::DoNotOptimize(judge.summary().crawlerRequests);
    }
    setCounters(state);
}

void reader(benchmark::State &state, bool pipeline)
{
    const QString path = logFile();
    robots::net::AccessLogReader::Options options;
    options.pipeline = pipeline;
    for (auto _ : state) {
        robots::LogJudge judge = makeJudge();
        const auto result = robots::net::AccessLogReader::read({path}, judge, options);
        benchmark::DoNotOptimize(result.files.size());
        if (judge.summary().lines != lineCount())
            state.SkipWithError("lines lost");
    }
    setCounters(state);
}

} // namespace

BENCHMARK(parseJudgeOneThread)->Name("parse_judge/one_thread")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(reader, one_thread, false)->Name("reader/one_thread")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(reader, two_threads, true)->Name("reader/two_threads")->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
