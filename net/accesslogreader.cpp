// SPDX-License-Identifier: MIT
#include "net/accesslogreader.h"

#include "net/inflater.h"

#include <QFile>
#include <QFileInfo>

#include <condition_variable>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

constexpr qint64 kBlockBytes = 256 * 1024; // read from disk at a time

/// Cuts a byte stream into lines (LF; a CR before it is the parser's to drop). A line longer
/// than LogLineParser::kMaxLineBytes is not kept: its bytes are skipped up to its end and it is
/// handed on as `tooLong`, so one endless line costs no memory.
class LineSplitter
{
public:
    template<typename Emit>
    void push(std::string_view bytes, Emit &&onLine)
    {
        while (!bytes.empty()) {
            const void *nl = std::memchr(bytes.data(), '\n', bytes.size());
            const std::size_t end =
                nl ? static_cast<std::size_t>(static_cast<const char *>(nl) - bytes.data()) : bytes.size();
            const std::string_view piece = bytes.substr(0, end);
            if (m_skipping) {
                // inside an overlong line: nothing kept
            } else if (m_carry.size() + piece.size() > robots::LogLineParser::kMaxLineBytes) {
                m_skipping = true;
                m_carry.clear();
            } else if (nl && m_carry.empty()) {
                onLine(piece, false); // the common case: the whole line is in this block
            } else {
                m_carry.append(piece);
                if (nl)
                    onLine(std::string_view(m_carry), false);
            }
            if (!nl)
                return;
            if (m_skipping)
                onLine(std::string_view(), true);
            m_skipping = false;
            m_carry.clear();
            bytes.remove_prefix(end + 1);
        }
    }

    /// The last line, when the file does not end with a line break.
    template<typename Emit>
    void finish(Emit &&onLine)
    {
        if (m_skipping)
            onLine(std::string_view(), true);
        else if (!m_carry.empty())
            onLine(std::string_view(m_carry), false);
        m_carry.clear();
        m_skipping = false;
    }

private:
    std::string m_carry;
    bool m_skipping = false;
};

/// One parsed line, its text copied into the chunk's arena (a W3C or JSON parser's views point
/// into a scratch buffer that the next line overwrites).
struct ParsedLine
{
    robots::LogLineProblem problem = robots::LogLineProblem::None;
    quint64 number = 0;
    std::int64_t timeMs = 0;
    int status = 0;
    std::array<std::uint32_t, 5> offsets{}; ///< client, method, target, host, userAgent
    std::array<std::uint32_t, 5> lengths{};
};

struct Chunk
{
    int file = 0;
    qint64 bytesRead = 0; ///< Of all files as stored, up to this chunk.
    std::string arena;
    std::vector<ParsedLine> lines;
};

/// Parses lines of one file after another: the format guessed per file, lines numbered per file.
class LineParser
{
public:
    explicit LineParser(const AccessLogReader::Options &options)
        : m_options(options)
    {
    }

    void startFile()
    {
        m_parser.reset();
        m_number = 0;
    }
    [[nodiscard]] quint64 lines() const { return m_number; }
    [[nodiscard]] robots::LogFormat format() const
    {
        return m_parser ? m_parser->format() : m_options.format.value_or(robots::LogFormat::Combined);
    }

    /// The line's number and what it parses to (valid until the next call).
    std::pair<quint64, robots::LogLineResult> parse(std::string_view line, bool tooLong)
    {
        ++m_number;
        if (tooLong)
            return {m_number, {robots::LogLineProblem::TooLong, {}}};
        if (!m_parser) {
            if (line.find_first_not_of(" \t\r") == std::string_view::npos)
                return {m_number, {robots::LogLineProblem::Empty, {}}};
            m_parser.emplace(m_options.format.value_or(robots::guessLogFormat(line)), m_options.fields);
        }
        return {m_number, m_parser->parse(line)};
    }

private:
    const AccessLogReader::Options &m_options;
    std::optional<robots::LogLineParser> m_parser;
    quint64 m_number = 0;
};

/// Reads one file's text block by block (inflating gzip), handing each piece to `sink`; false from
/// `sink` stops. Returns "" or why the file could not be read to its end.
template<typename Sink, typename Position>
QString readFile(const QString &path, AccessLogReader::FileResult &result, Sink &&sink, Position &&position)
{
    QFile file(path);
    if (QFileInfo(path).isDir())
        return u"is a directory"_s;
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    std::unique_ptr<Inflater> inflater;
    bool first = true;
    QByteArray block;
    while (true) {
        block = file.read(kBlockBytes);
        if (block.isEmpty())
            break;
        if (first) {
            first = false;
            if (isGzipMagic(block)) {
                result.compressed = true;
                inflater = std::make_unique<Inflater>(15 + 16);
            }
        }
        position(file.pos());
        if (!inflater) {
            if (!sink(std::string_view(block.constData(), std::size_t(block.size()))))
                return {};
            continue;
        }
        bool stopped = false;
        const Inflater::Result r = inflater->push(block, [&](QByteArrayView out) {
            stopped = !sink(std::string_view(out.data(), std::size_t(out.size())));
            return !stopped;
        });
        if (stopped || r == Inflater::Result::Stopped)
            return {};
        if (r == Inflater::Result::Error)
            return u"broken gzip data (%1): the lines before it were read"_s.arg(inflater->error);
    }
    if (file.error() != QFileDevice::NoError)
        return file.errorString();
    if (inflater && !inflater->ended())
        return u"the gzip data ends early (the file is cut short): the lines before the cut were read"_s;
    return {};
}

robots::LogRequest requestOf(const ParsedLine &line, const std::string &arena)
{
    auto view = [&](int i) {
        return std::string_view(arena).substr(line.offsets[std::size_t(i)], line.lengths[std::size_t(i)]);
    };
    robots::LogRequest r;
    r.timeMs = line.timeMs;
    r.status = line.status;
    r.client = view(0);
    r.method = view(1);
    r.target = view(2);
    r.host = view(3);
    r.userAgent = view(4);
    return r;
}

/// The bounded queue between the reader thread and the judging one.
class ChunkQueue
{
public:
    /// Blocks while full; false once the consumer stopped.
    bool push(Chunk chunk)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_stopped || int(m_chunks.size()) < AccessLogReader::kQueuedChunks; });
        if (m_stopped)
            return false;
        m_chunks.push_back(std::move(chunk));
        m_changed.notify_all();
        return true;
    }
    /// Blocks while empty; nullopt at the end.
    std::optional<Chunk> pop()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_done || !m_chunks.empty(); });
        if (m_chunks.empty())
            return std::nullopt;
        Chunk c = std::move(m_chunks.front());
        m_chunks.pop_front();
        m_changed.notify_all();
        return c;
    }
    void done()
    {
        const std::lock_guard lock(m_mutex);
        m_done = true;
        m_changed.notify_all();
    }
    void stop()
    {
        const std::lock_guard lock(m_mutex);
        m_stopped = true;
        m_chunks.clear();
        m_changed.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Chunk> m_chunks;
    bool m_done = false;
    bool m_stopped = false;
};

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

} // namespace

AccessLogReader::Result AccessLogReader::read(const QStringList &files, robots::LogJudge &judge, const Options &options,
                                              const std::function<void(const Progress &)> &progress,
                                              const std::atomic<bool> *cancel)
{
    Result result;
    Progress state;
    for (const QString &path : files) {
        result.files.append(FileResult{path, false, 0, {}, options.format.value_or(robots::LogFormat::Combined)});
        state.bytesTotal += QFileInfo(path).size();
    }

    // Reads every file in order; `emitLine(line, tooLong)` per line, `position(bytes)` per block.
    auto readAll = [&](auto &&emitLine, auto &&flush, auto &&keepGoing, LineParser &parser) {
        qint64 before = 0;
        for (qsizetype i = 0; i < files.size() && keepGoing(); ++i) {
            FileResult &f = result.files[i];
            parser.startFile();
            LineSplitter splitter;
            qint64 position = before;
            f.error = readFile(
                files[i], f,
                [&](std::string_view bytes) {
                    splitter.push(bytes, emitLine);
                    return keepGoing();
                },
                [&](qint64 pos) {
                    position = before + pos;
                    flush(int(i), position, false);
                });
            splitter.finish(emitLine);
            f.lines = parser.lines();
            f.format = parser.format();
            before += QFileInfo(files[i]).size();
            flush(int(i), before, true);
        }
    };

    if (!options.pipeline) {
        LineParser parser(options);
        auto emitLine = [&](std::string_view line, bool tooLong) {
            const auto [number, r] = parser.parse(line, tooLong);
            if (number == 1)
                judge.startFile(std::uint32_t(state.file));
            if (r.ok())
                judge.add(r.request, number);
            else
                judge.addProblem(r.problem, number);
            ++state.lines;
        };
        qint64 lastReport = 0;
        auto flush = [&](int file, qint64 bytes, bool end) {
            state.file = file;
            state.bytesRead = bytes;
            if (progress && (end || bytes - lastReport >= kChunkBytes)) {
                lastReport = bytes;
                progress(state);
            }
        };
        readAll(emitLine, flush, [&] { return !cancelled(cancel); }, parser);
        result.cancelled = cancelled(cancel);
        return result;
    }

    ChunkQueue queue;
    std::atomic<bool> stop{false};
    std::thread reader([&] {
        LineParser parser(options);
        Chunk chunk;
        auto emitLine = [&](std::string_view line, bool tooLong) {
            const auto [number, r] = parser.parse(line, tooLong);
            ParsedLine p;
            p.problem = r.problem;
            p.number = number;
            if (r.ok()) {
                p.timeMs = r.request.timeMs;
                p.status = r.request.status;
                const std::array<std::string_view, 5> fields{r.request.client, r.request.method, r.request.target,
                                                             r.request.host, r.request.userAgent};
                for (std::size_t k = 0; k < fields.size(); ++k) {
                    p.offsets[k] = std::uint32_t(chunk.arena.size());
                    p.lengths[k] = std::uint32_t(fields[k].size());
                    chunk.arena.append(fields[k]);
                }
            }
            chunk.lines.push_back(p);
        };
        auto flush = [&](int file, qint64 bytes, bool end) {
            chunk.file = file;
            chunk.bytesRead = bytes;
            if (!end && qsizetype(chunk.arena.size()) < kChunkBytes / 2 && chunk.lines.size() < 8192)
                return;
            if (chunk.lines.empty() && !end)
                return;
            if (!queue.push(std::move(chunk)))
                stop = true;
            chunk = Chunk();
            chunk.arena.reserve(std::size_t(kChunkBytes));
        };
        chunk.arena.reserve(std::size_t(kChunkBytes));
        readAll(emitLine, flush, [&] { return !stop && !cancelled(cancel); }, parser);
        queue.done();
    });

    while (std::optional<Chunk> chunk = queue.pop()) {
        if (cancelled(cancel)) {
            queue.stop();
            break;
        }
        judge.startFile(std::uint32_t(chunk->file));
        for (const ParsedLine &line : chunk->lines) {
            if (line.problem == robots::LogLineProblem::None)
                judge.add(requestOf(line, chunk->arena), line.number);
            else
                judge.addProblem(line.problem, line.number);
        }
        state.lines += chunk->lines.size();
        state.file = chunk->file;
        state.bytesRead = chunk->bytesRead;
        if (progress)
            progress(state);
    }
    reader.join();
    result.cancelled = cancelled(cancel);
    return result;
}

} // namespace robots::net
