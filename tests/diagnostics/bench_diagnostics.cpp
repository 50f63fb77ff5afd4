// SPDX-License-Identifier: MIT
// Timing of lint() on the benchmark workloads and the largest corpus file (not part of ctest:
// `tools/dev exec build/release/tests/bench_diagnostics FILE...`, e.g. W1 from
// ../shared/bench/gen_workload.py). Prints medians of process CPU time in ms.
#include "robots/robotsfile.h"
#include "robots/studio/diagnostics.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

std::string readFile(const char *path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

template<typename F>
double medianMs(int reps, F &&f)
{
    std::vector<double> times;
    for (int i = 0; i < reps; ++i) {
        // Process CPU time: other processes on a busy machine do not count.
        const std::clock_t t0 = std::clock();
        f();
        const std::clock_t t1 = std::clock();
        times.push_back(1000.0 * static_cast<double>(t1 - t0) / CLOCKS_PER_SEC);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string body = readFile(argv[i]);
        std::size_t findings = 0;
        const double parseMs = medianMs(11, [&] { (void)robots::parse(body); });
        const double lintMs = medianMs(11, [&] { findings = robots::lint(body).diagnostics.size(); });
        std::printf("%s: %zu bytes, parse %.2f ms, parse + every diagnostic %.2f ms, %zu findings\n", argv[i],
                    body.size(), parseMs, lintMs, findings);
    }
    return 0;
}
