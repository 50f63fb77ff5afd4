// SPDX-License-Identifier: MIT
// bench_core: Google Benchmark suite over the core engine, on the workloads of
// shared/bench/gen_workload.py (the harness protocol in shared/bench). `tools/dev bench`
// runs it with ROBOTS_BENCH_DIR set; without workloads it says so and runs nothing.
//
// Families (filter with --benchmark_filter or ROBOTS_BENCH_FILTER):
//   parse/<w>           parse() into the full model, the body copy excluded
//   parse_ready/<w>     parse() + rulesFor() of every agent of the workload: ready to answer
//   parse_diagnostics/<w> parse() + lint() of the parsed file (when robots/studio/diagnostics.h exists)
//   lint_only/<w>       lint() of an already parsed file
//   verdict/<w>         one AgentRules::decide() per iteration, agent-major over agents × URLs
//   explain/<w>         one AgentRules::explain() per iteration (the explained verdict)
//   is_allowed/<w>      robots::isAllowed(file, agent, url): agent looked up per call
//   w3/<case>           one decide() per iteration for each case of w3/cases.tsv
//   memory/<w>          the parsed model's size: memoryUsage(), heap and RSS deltas
// At the end a table puts the figures beside the targets. The W1 parse families run 5
// repetitions unless the command line sets a count; every repetition is printed, and the table
// lists each one's CPU time (their names then end in /repeats:5: filter with `parse/w1(/|$)`).
// The `faults` counter is the minor page faults per iteration of the
// timed part: above 0 in steady state, the parse's memory went back to the system in between.

#include <robots/studio/studio.h>

#if __has_include(<robots/studio/diagnostics.h>)
#include <robots/studio/diagnostics.h>
#define ROBOTS_BENCH_DIAGNOSTICS 1
#endif

#include <benchmark/benchmark.h>

#include <malloc.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::optional<std::string> readFile(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return std::nullopt;
    }
    std::ostringstream s;
    s << in.rdbuf();
    return std::move(s).str();
}

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto nl = text.find('\n');
        auto line = text.substr(0, nl);
        while (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        if (!line.empty()) {
            lines.push_back(line);
        }
        if (nl == std::string_view::npos) {
            break;
        }
        text.remove_prefix(nl + 1);
    }
    return lines;
}

std::vector<std::string> splitComma(std::string_view text)
{
    std::vector<std::string> items;
    for (const auto line : splitLines(text)) {
        std::string_view rest = line;
        while (!rest.empty()) {
            const auto comma = rest.find(',');
            if (!rest.substr(0, comma).empty()) {
                items.emplace_back(rest.substr(0, comma));
            }
            if (comma == std::string_view::npos) {
                break;
            }
            rest.remove_prefix(comma + 1);
        }
    }
    return items;
}

/// One workload folder of gen_workload.py: robots.txt, urls.txt, agents.txt.
struct Workload
{
    std::string name;
    std::string robots;
    std::string urlText;
    std::vector<std::string_view> urls;
    std::vector<std::string> agents;
};

/// One row of w3/cases.tsv.
struct W3Case
{
    std::string name;
    std::string family;
    int k = 0;
    std::string robots;
    std::string url;
    std::string pattern;
};

// Loaded once at start; benchmarks keep pointers into these.
std::vector<std::unique_ptr<Workload>> g_workloads;
std::vector<std::unique_ptr<W3Case>> g_w3;

const Workload *loadWorkload(const fs::path &root, const std::string &name)
{
    const fs::path dir = root / name;
    auto robots = readFile(dir / "robots.txt");
    auto urls = readFile(dir / "urls.txt");
    auto agents = readFile(dir / "agents.txt");
    if (!robots || !urls || !agents) {
        std::fprintf(stderr, "bench_core: skipping %s: %s/{robots,urls,agents}.txt not found\n", name.c_str(),
                     dir.c_str());
        return nullptr;
    }
    auto w = std::make_unique<Workload>();
    w->name = name;
    w->robots = std::move(*robots);
    w->urlText = std::move(*urls);
    w->urls = splitLines(w->urlText);
    w->agents = splitComma(*agents);
    g_workloads.push_back(std::move(w));
    return g_workloads.back().get();
}

void loadW3(const fs::path &root)
{
    const fs::path dir = root / "w3";
    const auto table = readFile(dir / "cases.tsv");
    if (!table) {
        std::fprintf(stderr, "bench_core: skipping w3: %s/cases.tsv not found\n", dir.c_str());
        return;
    }
    bool header = true;
    for (const auto line : splitLines(*table)) {
        if (header) {
            header = false;
            continue;
        }
        std::vector<std::string> f;
        std::string_view rest = line;
        for (;;) {
            const auto tab = rest.find('\t');
            f.emplace_back(rest.substr(0, tab));
            if (tab == std::string_view::npos) {
                break;
            }
            rest.remove_prefix(tab + 1);
        }
        if (f.size() < 7) {
            continue;
        }
        // case family k url_len robots url pattern
        auto robots = readFile(dir / f[4]);
        auto url = readFile(dir / f[5]);
        if (!robots || !url) {
            std::fprintf(stderr, "bench_core: skipping w3 case %s: its files are missing\n", f[0].c_str());
            continue;
        }
        auto c = std::make_unique<W3Case>();
        c->name = f[0];
        c->family = f[1];
        c->k = std::atoi(f[2].c_str());
        c->robots = std::move(*robots);
        const auto urls = splitLines(*url);
        c->url = urls.empty() ? std::string() : std::string(urls.front());
        c->pattern = f[6];
        g_w3.push_back(std::move(c));
    }
}

// ---------------------------------------------------------------------------------------------
// Memory probes

/// Heap bytes in use (glibc: small blocks + mmapped blocks).
std::size_t heapInUse()
{
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}

/// Resident set size now (not the peak), from /proc/self/statm.
std::size_t residentBytes()
{
    std::ifstream statm("/proc/self/statm");
    std::size_t size = 0;
    std::size_t resident = 0;
    statm >> size >> resident;
    return resident * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

/// Minor page faults of the process so far: a page the allocator had given back to the system
/// and that is touched again costs one.
long minorFaults()
{
    struct rusage u = {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

/// Counts the minor page faults of the timed part of a benchmark's loop: call pause() right
/// after PauseTiming() and resume() right before ResumeTiming().
class FaultCounter
{
public:
    void resume() { m_mark = minorFaults(); }
    void pause() { m_total += minorFaults() - m_mark; }
    /// Faults per iteration: above 0 in steady state means that the parse's memory went back to
    /// the system between iterations.
    void report(benchmark::State &state) const
    {
        state.counters["faults"] = benchmark::Counter(static_cast<double>(m_total), benchmark::Counter::kAvgIterations);
    }

private:
    long m_mark = 0;
    long m_total = 0;
};

// ---------------------------------------------------------------------------------------------
// Benchmarks

void parseBenchmark(benchmark::State &state, const Workload *w, bool ready)
{
    std::optional<robots::RobotsFile> file;
    std::size_t sink = 0;
    FaultCounter faults;
    bool first = true;
    for (auto _ : state) {
        state.PauseTiming();
        if (!first) {
            faults.pause();
        }
        first = false;
        file.reset();
        std::string copy = w->robots;
        faults.resume();
        state.ResumeTiming();
        file.emplace(robots::parse(std::move(copy)));
        if (ready) {
            for (const auto &agent : w->agents) {
                sink += robots::rulesFor(*file, agent).groups().size();
            }
        }
    }
    faults.pause();
    faults.report(state);
    benchmark::DoNotOptimize(sink);
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(w->robots.size()));
    state.counters["rules"] = static_cast<double>(file->rules().size());
    state.counters["lines"] = static_cast<double>(file->lines().size());
}

#ifdef ROBOTS_BENCH_DIAGNOSTICS
/// parse() + every diagnostic (lint() reusing the parse), as the editor does after a keystroke.
void diagnosticsBenchmark(benchmark::State &state, const Workload *w, bool withParse)
{
    std::optional<robots::RobotsFile> file;
    if (!withParse) {
        file.emplace(robots::parse(std::string_view(w->robots)));
    }
    std::size_t findings = 0;
    FaultCounter faults;
    faults.resume();
    for (auto _ : state) {
        if (withParse) {
            state.PauseTiming();
            faults.pause();
            file.reset();
            std::string copy = w->robots;
            faults.resume();
            state.ResumeTiming();
            file.emplace(robots::parse(std::move(copy)));
        }
        const robots::LintResult result = robots::lint(*file);
        findings = result.diagnostics.size();
    }
    faults.pause();
    faults.report(state);
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(w->robots.size()));
    state.counters["findings"] = static_cast<double>(findings);
}
#endif

void verdictBenchmark(benchmark::State &state, const Workload *w)
{
    const robots::RobotsFile file = robots::parse(std::string_view(w->robots));
    std::vector<robots::AgentRules> rules;
    for (const auto &agent : w->agents) {
        rules.push_back(robots::rulesFor(file, agent));
    }
    // The verdicts themselves, untimed: the share allowed shows what the timed pass decides.
    double allowed = 0;
    for (const auto &r : rules) {
        for (const auto url : w->urls) {
            allowed += r.isAllowed(url) ? 1 : 0;
        }
    }
    const std::size_t nUrls = w->urls.size();
    std::size_t agent = 0;
    std::size_t u = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(rules[agent].decide(w->urls[u]));
        if (++u == nUrls) {
            u = 0;
            agent = agent + 1 == rules.size() ? 0 : agent + 1;
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.counters["per_verdict"] =
        benchmark::Counter(1, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["allowed_pct"] = 100.0 * allowed / static_cast<double>(nUrls * rules.size());
}

void explainBenchmark(benchmark::State &state, const Workload *w)
{
    const robots::RobotsFile file = robots::parse(std::string_view(w->robots));
    std::vector<robots::AgentRules> rules;
    for (const auto &agent : w->agents) {
        rules.push_back(robots::rulesFor(file, agent));
    }
    const std::size_t nUrls = w->urls.size();
    std::size_t agent = 0;
    std::size_t u = 0;
    for (auto _ : state) {
        robots::Verdict v = rules[agent].explain(w->urls[u]);
        benchmark::DoNotOptimize(v);
        if (++u == nUrls) {
            u = 0;
            agent = agent + 1 == rules.size() ? 0 : agent + 1;
        }
    }
    state.counters["per_verdict"] =
        benchmark::Counter(1, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void isAllowedBenchmark(benchmark::State &state, const Workload *w)
{
    const robots::RobotsFile file = robots::parse(std::string_view(w->robots));
    const std::size_t nUrls = w->urls.size();
    std::size_t agent = 0;
    std::size_t u = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(robots::isAllowed(file, w->agents[agent], w->urls[u]));
        if (++u == nUrls) {
            u = 0;
            agent = agent + 1 == w->agents.size() ? 0 : agent + 1;
        }
    }
    state.counters["per_verdict"] =
        benchmark::Counter(1, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void w3Benchmark(benchmark::State &state, const W3Case *c)
{
    const robots::RobotsFile file = robots::parse(std::string_view(c->robots));
    const robots::AgentRules rules = robots::rulesFor(file, "Googlebot");
    for (auto _ : state) {
        benchmark::DoNotOptimize(rules.decide(c->url));
    }
    state.counters["url_len"] = static_cast<double>(c->url.size());
    state.counters["per_url_byte"] =
        benchmark::Counter(static_cast<double>(c->url.size()),
                           benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["allowed"] = rules.isAllowed(c->url) ? 1 : 0;
}

void memoryBenchmark(benchmark::State &state, const Workload *w)
{
    std::size_t heap = 0;
    std::size_t heapWithAgents = 0;
    std::size_t rss = 0;
    std::size_t model = 0;
    for (auto _ : state) {
#ifdef ROBOTS_BENCH_DIAGNOSTICS
        // The earlier benchmarks' parses left buffers for reuse: this parse must allocate its own.
        robots::releaseSpareParseBuffers();
#endif
        malloc_trim(0);
        const std::size_t heap0 = heapInUse();
        const std::size_t rss0 = residentBytes();
        std::string copy = w->robots;
        robots::RobotsFile file = robots::parse(std::move(copy));
        heap = heapInUse() - heap0;
        rss = residentBytes() - rss0;
        model = file.memoryUsage();
        std::vector<robots::AgentRules> rules;
        for (const auto &agent : w->agents) {
            rules.push_back(robots::rulesFor(file, agent));
        }
        heapWithAgents = heapInUse() - heap0;
        benchmark::DoNotOptimize(rules);
    }
    const auto bytes = static_cast<double>(w->robots.size());
    using C = benchmark::Counter;
    state.counters["file"] = C(bytes, C::kDefaults, C::kIs1024);
    state.counters["memoryUsage"] = C(static_cast<double>(model), C::kDefaults, C::kIs1024);
    state.counters["heap"] = C(static_cast<double>(heap), C::kDefaults, C::kIs1024);
    state.counters["heap_agents"] = C(static_cast<double>(heapWithAgents), C::kDefaults, C::kIs1024);
    state.counters["rss"] = C(static_cast<double>(rss), C::kDefaults, C::kIs1024);
    state.counters["x_file_model"] = static_cast<double>(model) / bytes;
    state.counters["x_file_heap"] = static_cast<double>(heapWithAgents) / bytes;
}

// ---------------------------------------------------------------------------------------------
// The table of figures beside the targets

struct Figure
{
    double realSeconds = 0; ///< Wall-clock time per iteration.
    double cpuSeconds = 0;  ///< CPU time per iteration (the same on an idle machine).
    std::map<std::string, double> counters;
};

/// Prints what ConsoleReporter prints and keeps every run for the summary: the median when the
/// benchmarks are repeated (--benchmark_repetitions=3, or BENCHMARK_REPETITIONS=3 with
/// `tools/dev bench`), else the run itself.
class SummaryReporter : public benchmark::ConsoleReporter
{
public:
    void ReportRuns(const std::vector<Run> &reports) override
    {
        for (const Run &run : reports) {
            const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
            if ((run.run_type != Run::RT_Iteration && !median) || run.skipped || run.iterations == 0) {
                continue;
            }
            const std::string name = run.run_name.function_name; // without "/iterations:1"
            if (run.run_type == Run::RT_Iteration) {
                m_repetitions[name].push_back(run.GetAdjustedCPUTime() /
                                              benchmark::GetTimeUnitMultiplier(run.time_unit));
            }
            if (!median && m_medians.contains(name)) {
                continue;
            }
            Figure f;
            const double perUnit = benchmark::GetTimeUnitMultiplier(run.time_unit);
            f.realSeconds = run.GetAdjustedRealTime() / perUnit;
            f.cpuSeconds = run.GetAdjustedCPUTime() / perUnit;
            for (const auto &[counterName, counter] : run.counters) {
                f.counters[counterName] = counter.value;
            }
            m_figures[name] = f;
            if (median) {
                m_medians.insert(name);
            }
        }
        ConsoleReporter::ReportRuns(reports);
    }

    void printSummary() const
    {
        if (m_figures.empty()) {
            return;
        }
        std::printf("\nFigures beside the performance targets (steady state; the first use of a fresh parse is "
                    "robotstxt-harness --mode bench; medians when repeated).\nJudged on CPU time, which equals "
                    "real time on an idle machine; a real time far above it means other processes shared the "
                    "cores.\n");
        std::printf("%-46s %12s %12s %4s %14s\n", "figure", "real", "cpu", "", "target");
        struct Value
        {
            double real = 0;
            double cpu = 0;
        };
        const auto row = [](const char *what, std::optional<Value> value, const char *unit, double target,
                            const char *targetText) {
            if (!value) {
                std::printf("%-46s %12s %12s %4s %14s\n", what, "-", "-", "", targetText);
                return;
            }
            std::printf("%-46s %12.4g %12.4g %-4s %14s  %s\n", what, value->real, value->cpu, unit, targetText,
                        std::isnan(target) ? "" : (value->cpu <= target ? "ok" : "MISSED"));
        };
        const auto time = [&](const std::string &name, double scale) -> std::optional<Value> {
            const auto it = m_figures.find(name);
            if (it == m_figures.end()) {
                return std::nullopt;
            }
            return Value{it->second.realSeconds * scale, it->second.cpuSeconds * scale};
        };
        const auto counter = [&](const std::string &name, const std::string &key) -> std::optional<Value> {
            const auto it = m_figures.find(name);
            if (it == m_figures.end() || !it->second.counters.contains(key)) {
                return std::nullopt;
            }
            const double v = it->second.counters.at(key);
            return Value{v, v};
        };
        row("W2 per verdict", time("verdict/w2", 1e6), "us", 0.2, "<= 0.2 us");
        row("W1 parse (full model)", time("parse/w1", 1e3), "ms", 2, "<= 2 ms");
        row("W1 parse + rulesFor(agents)", time("parse_ready/w1", 1e3), "ms", 2, "<= 2 ms");
        row("W1 parse + every diagnostic", time("parse_diagnostics/w1", 1e3), "ms", 6, "<= 6 ms");
        row("W1 per verdict", time("verdict/w1", 1e6), "us", 2, "<= 2 us");
        row("W1 model / file size (memoryUsage)", counter("memory/w1", "x_file_model"), "x", 4, "<= 4x");
        row("W1 model / file size (heap, with agents)", counter("memory/w1", "x_file_heap"), "x", 4, "<= 4x");
        row("W3 nested k12 vs 4,000 a (Google 46 us)", time("w3/nested_k12_n4000", 1e6), "us", 46, "<= 46 us");
        row("W3 1,000 wildcard rules vs 4 KiB (Google 3,927)", time("w3/many1000_n4000", 1e6), "us", 1000,
            "<= 1,000 us");
        row("W3 200 stars vs 4 KiB", time("w3/stars200_n4000", 1e6), "us", std::nan(""), "(no figure)");
        // Linear in URL length: time(n = 4000) / time(n = 1000) on the k = 12 ladder is 4 when linear.
        const auto t1000 = time("w3/nested_k12_n1000", 1e6);
        const auto t4000 = time("w3/nested_k12_n4000", 1e6);
        if (t1000 && t4000 && t1000->cpu > 0 && t1000->real > 0) {
            row("W3 k12: time(n=4000) / time(n=1000)", Value{t4000->real / t1000->real, t4000->cpu / t1000->cpu}, "",
                4.8, "~4 (linear)");
        }
        // Every repetition, not only the median: a repetition whose memory went back to the system
        // costs several times the others (the parse's pages fault in again).
        for (const auto &[name, scale, what] :
             {std::tuple{"parse/w1", 1e3, "W1 parse, each repetition"},
              std::tuple{"parse_ready/w1", 1e3, "W1 parse + rulesFor, each repetition"},
              std::tuple{"parse_diagnostics/w1", 1e3, "W1 parse + every diagnostic, each repetition"}}) {
            const auto it = m_repetitions.find(name);
            if (it == m_repetitions.end() || it->second.size() < 2) {
                continue;
            }
            std::printf("%-46s %12s", what, "cpu ms:");
            for (const double seconds : it->second) {
                std::printf(" %.3g", seconds * scale);
            }
            const auto [lo, hi] = std::minmax_element(it->second.begin(), it->second.end());
            std::printf("  (max/min %.2f)\n", *lo > 0 ? *hi / *lo : 0.0);
        }
        double worst = 0;
        std::string worstName;
        for (const auto &[name, f] : m_figures) {
            if (name.starts_with("w3/") && f.cpuSeconds > worst) {
                worst = f.cpuSeconds;
                worstName = name;
            }
        }
        if (!worstName.empty()) {
            std::printf("%-46s %12s %12.4g us   (%s)\n", "W3 slowest case", "", worst * 1e6, worstName.c_str());
        }
    }

private:
    std::map<std::string, Figure> m_figures;
    std::set<std::string> m_medians;                          ///< Figures taken from a median (repeated runs).
    std::map<std::string, std::vector<double>> m_repetitions; ///< CPU seconds of every repetition.
};

/// Repetitions of the W1 parse families when the command line sets none: enough to show a
/// repetition whose memory went back to the system (each one's figure is printed).
constexpr int kW1Repetitions = 5;

void registerAll(const fs::path &root, bool repetitionsGiven)
{
    using benchmark::RegisterBenchmark;
    const Workload *w1 = loadWorkload(root, "w1");
    const Workload *s050 = loadWorkload(root, "w1_s050");
    const Workload *s200 = loadWorkload(root, "w1_s200");
    const Workload *w2 = loadWorkload(root, "w2");
    loadW3(root);

    for (const Workload *w : {s050, s200, w1, w2}) {
        if (!w) {
            continue;
        }
        // W1's parses repeat by default (each repetition printed, and listed in the summary).
        const auto repeat = [&](auto *b) {
            if (w == w1 && !repetitionsGiven) {
                b->Repetitions(kW1Repetitions);
            }
        };
        repeat(RegisterBenchmark("parse/" + w->name, parseBenchmark, w, false)->Unit(benchmark::kMillisecond));
        repeat(RegisterBenchmark("parse_ready/" + w->name, parseBenchmark, w, true)->Unit(benchmark::kMillisecond));
#ifdef ROBOTS_BENCH_DIAGNOSTICS
        repeat(RegisterBenchmark("parse_diagnostics/" + w->name, diagnosticsBenchmark, w, true)
                   ->Unit(benchmark::kMillisecond));
        RegisterBenchmark("lint_only/" + w->name, diagnosticsBenchmark, w, false)->Unit(benchmark::kMillisecond);
#endif
    }
    for (const Workload *w : {s050, s200, w1, w2}) {
        if (w) {
            RegisterBenchmark("verdict/" + w->name, verdictBenchmark, w)->Unit(benchmark::kNanosecond);
        }
    }
    for (const Workload *w : {w1, w2}) {
        if (w) {
            RegisterBenchmark("explain/" + w->name, explainBenchmark, w)->Unit(benchmark::kNanosecond);
            RegisterBenchmark("is_allowed/" + w->name, isAllowedBenchmark, w)->Unit(benchmark::kNanosecond);
        }
    }
    for (const auto &c : g_w3) {
        RegisterBenchmark("w3/" + c->name, w3Benchmark, c.get())->Unit(benchmark::kMicrosecond);
    }
    for (const Workload *w : {s050, s200, w1, w2}) {
        if (w) {
            RegisterBenchmark("memory/" + w->name, memoryBenchmark, w)->Iterations(1)->Unit(benchmark::kMillisecond);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    // A repetition count on the command line (or BENCHMARK_REPETITIONS) applies to every benchmark;
    // a benchmark's own Repetitions() would override it.
    bool repetitionsGiven = std::getenv("BENCHMARK_REPETITIONS") != nullptr;
    for (int i = 1; i < argc; ++i) {
        repetitionsGiven = repetitionsGiven || std::string_view(argv[i]).starts_with("--benchmark_repetitions");
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 2;
    }
    const char *dir = std::getenv("ROBOTS_BENCH_DIR");
    if (!dir || !*dir || !fs::is_directory(dir)) {
        std::fprintf(stderr, "bench_core: skipped: no workloads. Set ROBOTS_BENCH_DIR to a folder made by "
                             "shared/bench/gen_workload.py --out DIR (tools/dev bench does this).\n");
        return 0;
    }
    registerAll(dir, repetitionsGiven);
    if (g_workloads.empty() && g_w3.empty()) {
        std::fprintf(stderr, "bench_core: skipped: %s holds none of w1, w1_s050, w1_s200, w2, w3\n", dir);
        return 0;
    }
    SummaryReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    reporter.printSummary();
    benchmark::Shutdown();
    return 0;
}
