// SPDX-License-Identifier: MIT
// robotstxt-harness: times the core engine with the protocol of ../shared/bench/HARNESS.md, so
// that it runs side by side with other robots.txt parsers, on the same inputs, by one runner.
//
// Exit codes: 0 success; 2 bad arguments or unreadable files (one message on stderr).

#include <robots/studio/studio.h>

#include <sys/resource.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <format>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <variant>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::string_view usageText =
    "usage: robotstxt-harness --robots FILE --urls FILE --agents A,B[,C]\n"
    "                         [--mode bench|parse|single] [--dialect D] [--max-urls N] [--block 500]\n"
    "                         [--parse-reps 5] [--reps 1000] [--budget-s 0.5] [--verdicts OUT]\n"
    "\n"
    "Times the Robots.txt Studio core with the protocol of shared/bench/HARNESS.md and prints one\n"
    "JSON object on one line. Exit 0 on success, 2 on bad arguments or unreadable files.\n";

enum class Mode : std::uint8_t {
    Bench,
    Parse,
    Single,
};

std::string_view modeName(Mode mode)
{
    switch (mode) {
    case Mode::Bench:
        return "bench";
    case Mode::Parse:
        return "parse";
    case Mode::Single:
        return "single";
    }
    return "bench";
}

struct Options
{
    std::string robotsPath;
    std::string urlsPath;
    std::string verdictsPath;
    std::vector<std::string> agents;
    Mode mode = Mode::Bench;
    const robots::Dialect *dialect = &robots::defaultDialect();
    long long maxUrls = -1;
    long long block = 500;
    long long parseReps = 5;
    long long reps = 1000;
    double budgetSeconds = 0.5;
};

struct Help
{
};
struct UsageError
{
    std::string message;
};
using ParsedArguments = std::variant<Options, Help, UsageError>;

template<typename Number>
std::optional<Number> parseNumber(std::string_view text)
{
    Number value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::vector<std::string> splitAgents(std::string_view list)
{
    std::vector<std::string> agents;
    while (!list.empty()) {
        const auto comma = list.find(',');
        auto item = list.substr(0, comma);
        while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) {
            item.remove_prefix(1);
        }
        while (!item.empty() &&
               (item.back() == ' ' || item.back() == '\t' || item.back() == '\n' || item.back() == '\r')) {
            item.remove_suffix(1);
        }
        if (!item.empty()) {
            agents.emplace_back(item);
        }
        if (comma == std::string_view::npos) {
            break;
        }
        list.remove_prefix(comma + 1);
    }
    return agents;
}

ParsedArguments parseArguments(int argc, char **argv)
{
    Options options;
    bool haveRobots = false;
    bool haveUrls = false;
    bool haveAgents = false;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            return Help{};
        }
        if (!arg.starts_with("--")) {
            return UsageError{std::format("unexpected argument '{}'", arg)};
        }
        std::string_view name = arg;
        std::optional<std::string_view> value;
        if (const auto eq = arg.find('='); eq != std::string_view::npos) {
            name = arg.substr(0, eq);
            value = arg.substr(eq + 1);
        } else if (i + 1 < argc) {
            value = argv[++i];
        }
        if (!value) {
            return UsageError{std::format("option {} needs a value", name)};
        }
        const auto positive = [&](long long &target, long long minimum) -> std::optional<UsageError> {
            const auto n = parseNumber<long long>(*value);
            if (!n || *n < minimum) {
                return UsageError{std::format("option {} needs an integer >= {}, not '{}'", name, minimum, *value)};
            }
            target = *n;
            return std::nullopt;
        };
        std::optional<UsageError> error;
        if (name == "--robots") {
            options.robotsPath = std::string(*value);
            haveRobots = true;
        } else if (name == "--urls") {
            options.urlsPath = std::string(*value);
            haveUrls = true;
        } else if (name == "--agents") {
            options.agents = splitAgents(*value);
            haveAgents = true;
            if (options.agents.empty()) {
                return UsageError{"option --agents needs at least one agent name"};
            }
        } else if (name == "--mode") {
            if (*value == "bench") {
                options.mode = Mode::Bench;
            } else if (*value == "parse") {
                options.mode = Mode::Parse;
            } else if (*value == "single") {
                options.mode = Mode::Single;
            } else {
                return UsageError{std::format("unknown mode '{}' (bench, parse or single)", *value)};
            }
        } else if (name == "--dialect") {
            options.dialect = robots::findDialect(*value);
            if (!options.dialect) {
                std::string known;
                for (const auto &d : robots::allDialects()) {
                    known += known.empty() ? "" : ", ";
                    known += d.name();
                }
                return UsageError{std::format("unknown dialect '{}' (one of: {})", *value, known)};
            }
        } else if (name == "--max-urls") {
            const auto n = parseNumber<long long>(*value);
            if (!n) {
                return UsageError{std::format("option --max-urls needs an integer, not '{}'", *value)};
            }
            options.maxUrls = *n;
        } else if (name == "--block") {
            error = positive(options.block, 1);
        } else if (name == "--parse-reps") {
            error = positive(options.parseReps, 1);
        } else if (name == "--reps") {
            error = positive(options.reps, 1);
        } else if (name == "--budget-s") {
            const auto seconds = parseNumber<double>(*value);
            if (!seconds || !(*seconds > 0)) {
                return UsageError{std::format("option --budget-s needs a number of seconds > 0, not '{}'", *value)};
            }
            options.budgetSeconds = *seconds;
        } else if (name == "--verdicts") {
            options.verdictsPath = std::string(*value);
        } else {
            return UsageError{std::format("unknown option {}", name)};
        }
        if (error) {
            return *error;
        }
    }
    if (!haveRobots) {
        return UsageError{"missing --robots FILE"};
    }
    if (options.mode != Mode::Parse && !haveUrls) {
        return UsageError{"missing --urls FILE"};
    }
    if (options.mode != Mode::Parse && !haveAgents) {
        return UsageError{"missing --agents A,B[,C]"};
    }
    return options;
}

/// A file's bytes, or why it could not be read.
struct FileContents
{
    std::optional<std::string> bytes;
    std::string error;
};

FileContents readFile(const std::string &path)
{
    std::FILE *f = std::fopen(path.c_str(), "rb");
    if (!f) {
        return {std::nullopt, std::strerror(errno)};
    }
    // Sized up front for regular files, so that reading leaves no transient peak in the max RSS
    // that the parse would then hide under (rss_kb_after_parse1 - rss_kb_before_parse).
    std::string data;
    struct stat info{};
    if (fstat(fileno(f), &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
        data.reserve(static_cast<std::size_t>(info.st_size));
    }
    char buffer[65536];
    for (;;) {
        const std::size_t n = std::fread(buffer, 1, sizeof buffer, f);
        data.append(buffer, n);
        if (n < sizeof buffer) {
            break;
        }
    }
    const int error = std::ferror(f) != 0 ? errno : 0;
    std::fclose(f);
    if (error != 0) {
        return {std::nullopt, std::strerror(error)};
    }
    return {std::move(data), {}};
}

/// One URL per line: `\r` and `\n` stripped, empty lines skipped, at most `maxUrls` when >= 0.
std::vector<std::string_view> splitUrls(std::string_view text, long long maxUrls)
{
    std::vector<std::string_view> urls;
    urls.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1);
    while (!text.empty() && (maxUrls < 0 || static_cast<long long>(urls.size()) < maxUrls)) {
        const auto nl = text.find('\n');
        auto line = text.substr(0, nl);
        while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) {
            line.remove_suffix(1);
        }
        if (!line.empty()) {
            urls.push_back(line);
        }
        if (nl == std::string_view::npos) {
            break;
        }
        text.remove_prefix(nl + 1);
    }
    return urls;
}

/// Peak resident set size in KiB. HARNESS.md asks for getrusage()'s max RSS; on Linux that value
/// survives execve(), so a harness started by a large runner (a Python script) would report the
/// runner's peak and hide the parse. /proc/self/status VmHWM is the same peak for this program's
/// own address space; getrusage() is the fallback where /proc is absent.
long maxRssKb()
{
    if (std::FILE *status = std::fopen("/proc/self/status", "r")) {
        char line[256];
        long kb = -1;
        while (std::fgets(line, sizeof line, status)) {
            if (std::strncmp(line, "VmHWM:", 6) == 0) {
                kb = std::strtol(line + 6, nullptr, 10);
                break;
            }
        }
        std::fclose(status);
        if (kb > 0) {
            return kb;
        }
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // KiB on Linux
}

double microseconds(Clock::duration d)
{
    return std::chrono::duration<double, std::micro>(d).count();
}

double median(std::vector<double> values)
{
    if (values.empty()) {
        return 0;
    }
    const auto mid = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), mid, values.end());
    if (values.size() % 2 == 1) {
        return *mid;
    }
    const double upper = *mid;
    const double lower = *std::max_element(values.begin(), mid);
    return (lower + upper) / 2;
}

/// A JSON object written in key order, on one line.
class JsonLine
{
public:
    void add(std::string_view key, std::string_view text)
    {
        std::string escaped;
        for (const char c : text) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                escaped += '\\';
                escaped += c;
            } else if (u < 0x20) {
                escaped += std::format("\\u{:04x}", u);
            } else {
                escaped += c;
            }
        }
        raw(key, "\"" + escaped + "\"");
    }
    void add(std::string_view key, const char *text) { add(key, std::string_view(text)); }
    void add(std::string_view key, double value) { raw(key, std::format("{}", value)); }
    void add(std::string_view key, long long value) { raw(key, std::format("{}", value)); }
    void add(std::string_view key, const std::vector<double> &values)
    {
        std::string list = "[";
        for (std::size_t i = 0; i < values.size(); ++i) {
            list += std::format("{}{}", i ? ", " : "", values[i]);
        }
        raw(key, list + "]");
    }
    [[nodiscard]] std::string finish() const { return m_text + "}"; }

private:
    void raw(std::string_view key, std::string_view value)
    {
        m_text += m_text.size() > 1 ? ", \"" : "\"";
        m_text += key;
        m_text += "\": ";
        m_text += value;
    }
    std::string m_text = "{";
};

int usageError(std::string_view message)
{
    std::fprintf(stderr, "robotstxt-harness: %.*s\n", static_cast<int>(message.size()), message.data());
    std::fprintf(stderr, "Try 'robotstxt-harness --help'.\n");
    return 2;
}

int ioError(std::string_view what, std::string_view path, std::string_view reason)
{
    std::fprintf(stderr, "robotstxt-harness: cannot read %.*s '%.*s': %.*s\n", static_cast<int>(what.size()),
                 what.data(), static_cast<int>(path.size()), path.data(), static_cast<int>(reason.size()),
                 reason.data());
    return 2;
}

struct BenchPass
{
    long long allowed = 0;
    double totalMs = 0;
    std::vector<double> blockMicrosPerVerdict;
    std::vector<std::uint8_t> verdicts; ///< Agent-major, 1 = allowed.
};

/// HARNESS.md `bench`: agents × URLs, agent-major, on the freshly parsed file, timed in blocks.
/// The agent's group resolution (rulesFor) runs inside the first block of that agent, as it does
/// for a caller that asks about a file it has just parsed.
BenchPass benchPass(const robots::RobotsFile &file, const std::vector<std::string> &agents,
                    const std::vector<std::string_view> &urls, std::size_t block)
{
    BenchPass pass;
    const std::size_t total = agents.size() * urls.size();
    pass.verdicts.assign(total, 0);
    pass.blockMicrosPerVerdict.reserve(total / block + 1);
    std::size_t k = 0;
    std::size_t inBlock = 0;
    long long allowed = 0;
    const auto start = Clock::now();
    auto blockStart = start;
    for (const auto &agent : agents) {
        const robots::AgentRules rules = robots::rulesFor(file, agent);
        for (const auto url : urls) {
            const bool ok = rules.isAllowed(url);
            pass.verdicts[k++] = ok ? 1 : 0;
            allowed += ok ? 1 : 0;
            if (++inBlock == block) {
                const auto now = Clock::now();
                pass.blockMicrosPerVerdict.push_back(microseconds(now - blockStart) / static_cast<double>(block));
                blockStart = now;
                inBlock = 0;
            }
        }
    }
    const auto end = Clock::now();
    if (inBlock > 0) {
        pass.blockMicrosPerVerdict.push_back(microseconds(end - blockStart) / static_cast<double>(inBlock));
    }
    pass.totalMs = microseconds(end - start) / 1000.0;
    pass.allowed = allowed;
    return pass;
}

/// Where repeated checks put their answers, so that the compiler keeps every call.
volatile long long g_sink = 0;

struct SinglePass
{
    bool allowed = false;
    long long checks = 0;
    double firstMicros = 0;
    double medianMicros = 0;
};

/// HARNESS.md `single`: the first check (which resolves the agent) is timed alone; the repeated
/// checks are timed in batches big enough (about 2 µs) that the clock's own cost does not
/// dominate a check of a few nanoseconds. The median is taken over the batches' per-check times.
SinglePass singlePass(const robots::RobotsFile &file, std::string_view agent, std::string_view url, long long reps,
                      double budgetSeconds)
{
    SinglePass pass;
    const auto budget = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budgetSeconds));
    const auto start = Clock::now();
    const robots::AgentRules rules = robots::rulesFor(file, agent);
    pass.allowed = rules.isAllowed(url);
    const auto firstEnd = Clock::now();
    pass.firstMicros = microseconds(firstEnd - start);
    pass.checks = 1;

    long long batch = 1;
    if (reps > 1) {
        const auto t0 = Clock::now();
        g_sink = g_sink + (rules.isAllowed(url) ? 1 : 0);
        const auto one = microseconds(Clock::now() - t0);
        pass.checks = 2;
        if (one < 2.0) {
            batch = std::clamp<long long>(static_cast<long long>(2.0 / std::max(one, 0.01)), 1, 1000);
        }
    }
    std::vector<double> perCheck;
    perCheck.reserve(static_cast<std::size_t>(std::min<long long>(reps, 1'000'000)));
    while (pass.checks < reps && Clock::now() - start < budget) {
        const long long n = std::min(batch, reps - pass.checks);
        const auto t0 = Clock::now();
        for (long long i = 0; i < n; ++i) {
            g_sink = g_sink + (rules.isAllowed(url) ? 1 : 0);
        }
        const auto t1 = Clock::now();
        perCheck.push_back(microseconds(t1 - t0) / static_cast<double>(n));
        pass.checks += n;
    }
    pass.medianMicros = perCheck.empty() ? pass.firstMicros : median(perCheck);
    return pass;
}

bool writeVerdicts(const std::string &path, const std::vector<std::string> &agents, std::size_t urlCount,
                   const std::vector<std::uint8_t> &verdicts)
{
    std::FILE *f = std::fopen(path.c_str(), "wb");
    if (!f) {
        return false;
    }
    std::string line;
    for (std::size_t a = 0; a < agents.size(); ++a) {
        line = agents[a];
        line += '\t';
        for (std::size_t u = 0; u < urlCount; ++u) {
            line += verdicts[a * urlCount + u] ? '1' : '0';
        }
        line += '\n';
        std::fwrite(line.data(), 1, line.size(), f);
    }
    const bool ok = std::ferror(f) == 0;
    return std::fclose(f) == 0 && ok;
}

} // namespace

int main(int argc, char **argv)
{
    const ParsedArguments parsed = parseArguments(argc, argv);
    if (std::holds_alternative<Help>(parsed)) {
        std::fwrite(usageText.data(), 1, usageText.size(), stdout);
        return 0;
    }
    if (const auto *error = std::get_if<UsageError>(&parsed)) {
        return usageError(error->message);
    }
    const Options &options = std::get<Options>(parsed);

    FileContents robotsRead = readFile(options.robotsPath);
    if (!robotsRead.bytes) {
        return ioError("robots file", options.robotsPath, robotsRead.error);
    }
    const std::string body = std::move(*robotsRead.bytes);
    std::string urlText;
    if (!options.urlsPath.empty()) {
        FileContents urlsRead = readFile(options.urlsPath);
        if (!urlsRead.bytes) {
            return ioError("URL list", options.urlsPath, urlsRead.error);
        }
        urlText = std::move(*urlsRead.bytes);
    }
    const std::vector<std::string_view> urls = splitUrls(urlText, options.maxUrls);
    if (options.mode == Mode::Single && urls.empty()) {
        return usageError(std::format("mode single needs at least one URL in '{}'", options.urlsPath));
    }
    if (!options.verdictsPath.empty() && options.mode == Mode::Bench) {
        // Fail before timing anything when the verdict file cannot be written.
        std::FILE *probe = std::fopen(options.verdictsPath.c_str(), "wb");
        if (!probe) {
            std::fprintf(stderr, "robotstxt-harness: cannot write verdicts to '%s': %s\n", options.verdictsPath.c_str(),
                         std::strerror(errno));
            return 2;
        }
        std::fclose(probe);
    }

    const long rssBefore = maxRssKb();
    long rssAfterParse1 = rssBefore;
    const long long parseReps = options.mode == Mode::Single ? 1 : options.parseReps;
    std::vector<double> parseMs;
    parseMs.reserve(static_cast<std::size_t>(parseReps));
    std::optional<robots::RobotsFile> file;
    for (long long rep = 0; rep < parseReps; ++rep) {
        file.reset(); // each parse into a fresh object; the previous one is freed first
        std::string copy = body;
        const auto t0 = Clock::now();
        robots::RobotsFile parsedFile = robots::parse(std::move(copy), *options.dialect);
        const auto t1 = Clock::now();
        parseMs.push_back(microseconds(t1 - t0) / 1000.0);
        file.emplace(std::move(parsedFile));
        if (rep == 0) {
            rssAfterParse1 = maxRssKb();
        }
    }

    JsonLine json;
    const std::string peer = options.dialect == &robots::defaultDialect()
                                 ? std::string("robotstxt-studio")
                                 : std::format("robotstxt-studio/{}", options.dialect->name());
    json.add("peer", peer);
    json.add("version", ROBOTS_VERSION);
    json.add("mode", modeName(options.mode));
    json.add("robots_bytes", static_cast<long long>(body.size()));
    json.add("parse_ms", parseMs);
    json.add("parse_ms_median", median(parseMs));

    if (options.mode == Mode::Bench) {
        const BenchPass pass = benchPass(*file, options.agents, urls, static_cast<std::size_t>(options.block));
        const auto n = static_cast<long long>(options.agents.size() * urls.size());
        json.add("agents", static_cast<long long>(options.agents.size()));
        json.add("urls", static_cast<long long>(urls.size()));
        json.add("n_verdicts", n);
        json.add("allowed", pass.allowed);
        json.add("match_total_ms", pass.totalMs);
        json.add("us_per_verdict_mean", n > 0 ? pass.totalMs * 1000.0 / static_cast<double>(n) : 0.0);
        json.add("us_per_verdict_block_median", median(pass.blockMicrosPerVerdict));
        json.add("blocks", static_cast<long long>(pass.blockMicrosPerVerdict.size()));
        if (!options.verdictsPath.empty() &&
            !writeVerdicts(options.verdictsPath, options.agents, urls.size(), pass.verdicts)) {
            std::fprintf(stderr, "robotstxt-harness: cannot write verdicts to '%s'\n", options.verdictsPath.c_str());
            return 2;
        }
    } else if (options.mode == Mode::Single) {
        const SinglePass pass =
            singlePass(*file, options.agents.front(), urls.front(), options.reps, options.budgetSeconds);
        json.add("url_len", static_cast<long long>(urls.front().size()));
        json.add("verdict", pass.allowed ? 1LL : 0LL);
        json.add("checks", pass.checks);
        json.add("first_us", pass.firstMicros);
        json.add("us_per_check_median", pass.medianMicros);
    }

    json.add("rss_kb_before_parse", static_cast<long long>(rssBefore));
    json.add("rss_kb_after_parse1", static_cast<long long>(rssAfterParse1));
    json.add("rss_kb_end", static_cast<long long>(maxRssKb()));
    const std::string line = json.finish() + "\n";
    std::fwrite(line.data(), 1, line.size(), stdout);
    return 0;
}
