// SPDX-License-Identifier: MIT
// bench_sitemap_audit: the sitemap audit's budget (robots/studio/sitemapaudit.h): 1,000,000 sitemap URLs
// × 3 agents checked and grouped in ≤ 2 s after download, in ≤ 300 MB.
//
// The robots.txt is a large real one: docs.oracle.com's (31,847 Disallow lines) from the shared
// corpus (ROBOTS_SHARED_DIR/corpus/real/048.txt), or, without the corpus, a generated file of the
// same shape. The live file is the same with every tenth Disallow line left out, so every URL is
// matched against both files. The URLs are generated (fixed seed): about 12% under a disallowed
// path, the rest under allowed ones, a few on other hosts and a few malformed.
//
// Families:
//   audit/1M_x3              SitemapAudit: construct (parse both files, resolve 3 agents), add()
//                            1M URLs, result(): the "after download" figure
//   audit/1M_x3_live_only    the same with no draft (the live file alone, matched once)
//   tree/xml_gz              1M URLs in an index of 20 .xml.gz files read from memory through
//                            SitemapReader (zlib inflate + QXmlStreamReader, 64 KiB pieces) into
//                            the audit
//   tree/xml_plain           the same, plain XML (each file made just before it is read)
//   files/xml_gz_e2e         the CLI's path end to end: the 20 .xml.gz written to a folder and read
//                            by net::auditSitemapsBlocking (file, inflate, XML on both cores, 3
//                            agents, groups), 5 URLs kept a group, the CSV streamed to a counter;
//                            its wall time is the figure (both cores). The CLI itself, with the
//                            live file over HTTP and /usr/bin/time -v: tests/bench/sitemap_cli_bench.sh
// At the end a table puts the figures beside the targets, with the peak RSS (getrusage).
#include "net/sitemapauditor.h"
#include "net/sitemapreader.h"

#include <robots/robotsfile.h>
#include <robots/studio/sitemapaudit.h>

#include <benchmark/benchmark.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QUrl>

#include <malloc.h>
#include <sys/resource.h>
#include <zlib.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr std::size_t kUrls = 1'000'000;
constexpr std::size_t kFiles = 20; // 50,000 URLs each: the sitemaps.org maximum
const std::string kOrigin = "https://docs.oracle.com";
const std::vector<std::string> kAgents{"Googlebot", "Bingbot", "GPTBot"};

/// Wall and CPU milliseconds of one run. The machine may be shared: CPU time is the figure
/// compared with the target (as bench_core does); wall time is shown beside it.
struct Time
{
    double real = 0;
    double cpu = 0;
};

struct Figures
{
    std::optional<Time> auditMs;
    std::optional<Time> auditLiveOnlyMs;
    std::optional<Time> treeGzMs;
    std::optional<Time> treePlainMs;
    std::optional<Time> filesMs;
    std::optional<double> auditHeapMb;
    std::size_t blocked = 0;
    std::size_t groups = 0;
    std::string source;
};
Figures g_figures;

double peakRssMb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0; // KiB on Linux
}

double heapMb()
{
    const struct mallinfo2 m = mallinfo2();
    return double(m.uordblks + m.hblkhd) / (1024.0 * 1024.0);
}

std::optional<std::string> readFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return std::move(s).str();
}

/// The draft: the corpus's large file, or one generated in its shape.
const std::string &draftFile()
{
    static const std::string file = [] {
        std::vector<std::filesystem::path> dirs;
        if (const char *env = std::getenv("ROBOTS_SHARED_DIR"))
            dirs.emplace_back(env);
#ifdef ROBOTS_SHARED_DIR
        dirs.emplace_back(ROBOTS_SHARED_DIR);
#endif
        for (const auto &dir : dirs) {
            if (auto body = readFile(dir / "corpus" / "real" / "048.txt")) {
                g_figures.source = "corpus/real/048.txt (docs.oracle.com, 31,847 Disallow lines)";
                return *body;
            }
        }
        g_figures.source = "generated (no corpus): 30,000 Disallow lines";
        std::string out = "User-agent: *\n";
        for (int i = 0; i < 30'000; ++i)
            out += "Disallow: /html/E" + std::to_string(10000 + i) + "_01/\n";
        return out;
    }();
    return file;
}

/// The live file: the draft with every tenth Disallow line left out.
const std::string &liveFile()
{
    static const std::string file = [] {
        std::string out;
        std::istringstream in(draftFile());
        std::string line;
        int disallows = 0;
        while (std::getline(in, line)) {
            if (line.rfind("Disallow:", 0) == 0 && ++disallows % 10 == 0)
                continue;
            out += line;
            out += '\n';
        }
        return out;
    }();
    return file;
}

/// 1M URLs in one arena (the stand-in for what was downloaded).
struct UrlList
{
    std::string arena;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> spans;
    [[nodiscard]] std::string_view operator[](std::size_t i) const
    {
        return std::string_view(arena).substr(spans[i].first, spans[i].second);
    }
    [[nodiscard]] std::size_t size() const { return spans.size(); }
};

const UrlList &urls()
{
    static const UrlList list = [] {
        const robots::RobotsFile file = robots::parse(draftFile());
        std::vector<std::string> blocked;
        for (const robots::Rule &r : file.rules())
            if (r.kind() == robots::RuleKind::Disallow && !r.hasWildcard() && !r.anchored() && r.pattern().size() > 1)
                blocked.emplace_back(r.pattern());
        const char *const words[] = {"database", "java",      "middleware", "cloud",   "applications",
                                     "solaris",  "graalvm",   "mysql",      "linux",   "enterprise-manager",
                                     "security", "reference", "tutorial",   "release", "api"};
        std::mt19937 rng(20261126);
        std::uniform_real_distribution<double> p(0.0, 1.0);
        UrlList out;
        out.arena.reserve(kUrls * 80);
        out.spans.reserve(kUrls);
        std::string url;
        for (std::size_t i = 0; i < kUrls; ++i) {
            const double x = p(rng);
            if (x < 0.12 && !blocked.empty()) {
                const std::string &b = blocked[rng() % blocked.size()];
                url = kOrigin + b + (b.back() == '/' ? "" : "/") + "page-" + std::to_string(i) + ".html";
            } else if (x < 0.125) {
                url = "https://www.oracle.com/" + std::string(words[rng() % 15]) + "/" + std::to_string(i);
            } else if (x < 0.1255) {
                url = "docs.oracle.com/missing-scheme/" + std::to_string(i);
            } else {
                url = kOrigin + "/en/" + words[rng() % 15] + "/" + words[rng() % 15] + "/" + std::to_string(i % 30) +
                      "/doc-" + std::to_string(i) + ".html";
            }
            out.spans.emplace_back(std::uint32_t(out.arena.size()), std::uint32_t(url.size()));
            out.arena += url;
        }
        return out;
    }();
    return list;
}

QByteArray urlsetXml(std::size_t file)
{
    const UrlList &list = urls();
    QByteArray xml;
    xml.reserve(qsizetype(kUrls / kFiles * 110));
    xml +=
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (std::size_t i = file * (kUrls / kFiles); i < (file + 1) * (kUrls / kFiles); ++i) {
        const std::string_view u = list[i];
        xml += "<url><loc>";
        for (const char c : u) {
            if (c == '&')
                xml += "&amp;";
            else
                xml += c;
        }
        xml += "</loc><lastmod>2026-11-26</lastmod></url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

QByteArray gzip(const QByteArray &data)
{
    z_stream z{};
    deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&z, uLong(data.size()))), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.truncate(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}

QByteArray indexXml()
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex "
                     "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (std::size_t i = 0; i < kFiles; ++i)
        xml += "<sitemap><loc>" + QByteArray::fromStdString(kOrigin) + "/sitemap-" + QByteArray::number(qulonglong(i)) +
               ".xml.gz</loc></sitemap>\n";
    return xml + "</sitemapindex>\n";
}

const std::vector<QByteArray> &gzFiles()
{
    static const std::vector<QByteArray> files = [] {
        std::vector<QByteArray> out;
        for (std::size_t i = 0; i < kFiles; ++i)
            out.push_back(gzip(urlsetXml(i)));
        return out;
    }();
    return files;
}

/// Feeds `bytes` in 64 KiB pieces, as the network delivers them.
void readThrough(robots::net::SitemapReader &reader, const QByteArray &bytes)
{
    constexpr qsizetype piece = 64 * 1024;
    for (qsizetype i = 0; i < bytes.size(); i += piece)
        if (!reader.feed(QByteArrayView(bytes).sliced(i, std::min(piece, bytes.size() - i))))
            break;
    reader.finish();
}

double cpuNowMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1000.0 + double(t.tv_nsec) / 1e6;
}

struct Stopwatch
{
    std::chrono::steady_clock::time_point wall = std::chrono::steady_clock::now();
    double cpu = cpuNowMs();
    [[nodiscard]] Time elapsed() const
    {
        return {std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall).count(),
                cpuNowMs() - cpu};
    }
};

void keepBest(std::optional<Time> &figure, Time t)
{
    if (!figure || t.cpu < figure->cpu)
        figure = t;
}

void BM_Audit(benchmark::State &state, bool withDraft)
{
    const UrlList &list = urls();
    const std::string &draft = draftFile();
    const std::string &live = liveFile();
    for (auto _ : state) {
        const double heapBefore = heapMb();
        const Stopwatch watch;
        robots::SitemapAudit audit(withDraft ? std::string_view(draft) : std::string_view(live), std::string_view(live),
                                   kAgents, robots::defaultDialect(), kOrigin);
        const std::uint32_t source = audit.addSource(kOrigin + "/sitemap.xml");
        for (std::size_t i = 0; i < list.size(); ++i)
            audit.add(list[i], source);
        const robots::SitemapAuditResult result = audit.result();
        const Time t = watch.elapsed();
        benchmark::DoNotOptimize(result.groups.data());
        if (withDraft) {
            keepBest(g_figures.auditMs, t);
            g_figures.auditHeapMb = heapMb() - heapBefore;
            g_figures.blocked = result.blockedAny;
            g_figures.groups = result.groups.size();
        } else {
            keepBest(g_figures.auditLiveOnlyMs, t);
        }
        state.counters["blocked_urls"] = double(result.blockedAny);
        state.counters["groups"] = double(result.groups.size());
        state.counters["checked"] = double(result.checked);
    }
    state.counters["urls_per_s"] =
        benchmark::Counter(double(list.size()), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["peak_rss_mb"] = peakRssMb();
}

void BM_Tree(benchmark::State &state, bool gz)
{
    if (gz)
        gzFiles(); // made once, outside the timing
    else
        urls();
    const QByteArray index = indexXml();
    for (auto _ : state) {
        const Stopwatch watch;
        Time paused;
        robots::SitemapAudit audit(draftFile(), std::string_view(liveFile()), kAgents, robots::defaultDialect(),
                                   kOrigin);
        std::vector<std::string> children;
        robots::net::SitemapReader::Callbacks indexCallbacks;
        indexCallbacks.child = [&](QByteArrayView loc) { children.emplace_back(loc.data(), std::size_t(loc.size())); };
        robots::net::SitemapReader indexReader(indexCallbacks);
        readThrough(indexReader, index);
        for (std::size_t i = 0; i < children.size(); ++i) {
            const std::uint32_t source = audit.addSource(children[i]);
            robots::net::SitemapReader::Callbacks callbacks;
            callbacks.url = [&](QByteArrayView loc) {
                audit.add(std::string_view(loc.data(), std::size_t(loc.size())), source);
            };
            robots::net::SitemapReader reader(callbacks);
            if (gz) {
                readThrough(reader, gzFiles()[i]);
            } else {
                state.PauseTiming();
                const Stopwatch making;
                const QByteArray xml = urlsetXml(i); // "downloaded": not part of the figure
                const Time made = making.elapsed();
                paused.real += made.real;
                paused.cpu += made.cpu;
                state.ResumeTiming();
                readThrough(reader, xml);
            }
        }
        const robots::SitemapAuditResult result = audit.result();
        benchmark::DoNotOptimize(result.groups.data());
        Time t = watch.elapsed();
        t.real -= paused.real;
        t.cpu -= paused.cpu;
        keepBest(gz ? g_figures.treeGzMs : g_figures.treePlainMs, t);
        state.counters["urls"] = double(result.urls);
        state.counters["blocked_urls"] = double(result.blockedAny);
    }
    state.counters["urls_per_s"] = benchmark::Counter(double(kUrls), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["peak_rss_mb"] = peakRssMb();
}

/// The CLI's path end to end: the twenty .xml.gz files written to a folder and read from there by
/// net::auditSitemapsBlocking (file read, inflate, XML, 3 agents, groups), the report keeping 5 URLs
/// a group and the CSV streamed to a sink that only counts it, as `robotstxt sitemap-audit
/// --sitemap FILE ... --csv FILE` does. Budget: a million sitemap URLs ≤ 2 s, ≤ 300 MB.
void BM_Files(benchmark::State &state)
{
    gzFiles();
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bench_sitemap_audit_files";
    std::filesystem::create_directories(dir);
    robots::net::SitemapAuditor::Options options;
    options.site = QUrl(); // no live file: the draft alone, as the CLI with --robots and no answer
    options.draft = QByteArray::fromStdString(draftFile());
    options.agents = {QStringLiteral("Googlebot"), QStringLiteral("Bingbot"), QStringLiteral("GPTBot")};
    options.sampleLimit = 5;
    for (std::size_t i = 0; i < kFiles; ++i) {
        const std::filesystem::path path = dir / ("sitemap-" + std::to_string(i) + ".xml.gz");
        std::ofstream(path, std::ios::binary).write(gzFiles()[i].constData(), gzFiles()[i].size());
        options.sitemaps.append(QUrl::fromLocalFile(QString::fromStdString(path.string())));
    }
    std::size_t csvBytes = 0;
    options.csv = [&csvBytes](std::string_view rows) { csvBytes += rows.size(); };
    for (auto _ : state) {
        csvBytes = 0;
        const Stopwatch watch;
        const robots::net::SitemapAuditReport report = robots::net::auditSitemapsBlocking(options);
        const Time t = watch.elapsed();
        keepBest(g_figures.filesMs, t);
        state.counters["urls"] = double(report.result.urls);
        state.counters["blocked_urls"] = double(report.result.blockedAny);
        state.counters["csv_mb"] = double(csvBytes) / (1024.0 * 1024.0);
    }
    std::filesystem::remove_all(dir);
    state.counters["urls_per_s"] = benchmark::Counter(double(kUrls), benchmark::Counter::kIsIterationInvariantRate);
}

void printFigures()
{
    std::printf("\nSitemap audit: figures beside the targets (robots.txt: %s; %zu URLs x %zu agents; best run; "
                "CPU time is compared with the target, wall time shown beside it)\n",
                g_figures.source.c_str(), kUrls, kAgents.size());
    const auto time = [](const char *what, std::optional<Time> value, double target) {
        if (!value) {
            std::printf("  %-60s %10s\n", what, "-");
            return;
        }
        std::printf("  %-60s cpu %8.1f ms  wall %8.1f ms", what, value->cpu, value->real);
        if (std::isnan(target))
            std::printf("\n");
        else
            std::printf("  target <= %.0f ms: %s\n", target, value->cpu <= target ? "ok" : "MISSED");
    };
    const auto size = [](const char *what, std::optional<double> value, double target) {
        if (!value) {
            std::printf("  %-60s %10s\n", what, "-");
            return;
        }
        std::printf("  %-60s %8.1f MB", what, *value);
        if (std::isnan(target))
            std::printf("\n");
        else
            std::printf("  target <= %.0f MB: %s\n", target, *value <= target ? "ok" : "MISSED");
    };
    time("1M URLs x 3 agents checked and grouped, draft vs live", g_figures.auditMs, 2000);
    time("1M URLs x 3 agents, the live file alone", g_figures.auditLiveOnlyMs, 2000);
    time("1M URLs: 20 .xml.gz read from memory (inflate, XML, audit)", g_figures.treeGzMs, NAN);
    time("1M URLs: 20 .xml read from memory (XML, audit)", g_figures.treePlainMs, NAN);
    if (g_figures.filesMs) // both cores: the wall time is the figure
        std::printf("  %-60s cpu %8.1f ms  wall %8.1f ms  target <= 2000 ms wall: %s\n",
                    "1M URLs x 3 agents end to end from 20 .xml.gz files", g_figures.filesMs->cpu,
                    g_figures.filesMs->real, g_figures.filesMs->real <= 2000 ? "ok" : "MISSED");
    size("heap held by the audit and its result (1M x 3)", g_figures.auditHeapMb, NAN);
    size("peak RSS of the process (the 1M URLs' own list included)", peakRssMb(), 300);
    std::printf("  blocked URLs: %zu in %zu groups\n", g_figures.blocked, g_figures.groups);
}

} // namespace

BENCHMARK_CAPTURE(BM_Audit, 1M_x3, true)->Name("audit/1M_x3")->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Audit, 1M_x3_live_only, false)
    ->Name("audit/1M_x3_live_only")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK_CAPTURE(BM_Tree, xml_gz, true)->Name("tree/xml_gz")->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK_CAPTURE(BM_Tree, xml_plain, false)->Name("tree/xml_plain")->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK(BM_Files)->Name("files/xml_gz_e2e")->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

int main(int argc, char **argv)
{
    const QCoreApplication app(argc, argv); // the auditor's event loops (files/xml_gz_e2e)
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    printFigures();
    benchmark::Shutdown();
    return 0;
}
