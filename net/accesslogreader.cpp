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

/// Counts a file's lines for the reader thread, which splits but does not parse: the format
/// (guessed from the first non-empty line) and the last W3C `#Fields:` directive, which the
/// parsing threads need to read a chunk on its own.
class LineTracker
{
public:
    explicit LineTracker(const AccessLogReader::Options &options)
        : m_options(options)
    {
    }
    void startFile()
    {
        m_format.reset();
        m_number = 0;
        m_directive.clear();
    }
    [[nodiscard]] quint64 lines() const { return m_number; }
    [[nodiscard]] robots::LogFormat format() const
    {
        return m_format.value_or(m_options.format.value_or(robots::LogFormat::Combined));
    }
    [[nodiscard]] const std::string &directive() const { return m_directive; }
    void note(std::string_view line, bool tooLong)
    {
        ++m_number;
        if (tooLong)
            return;
        if (!m_format && line.find_first_not_of(" \t\r") != std::string_view::npos)
            m_format = m_options.format.value_or(robots::guessLogFormat(line));
        if (m_format == robots::LogFormat::W3c && line.starts_with("#Fields:"))
            m_directive.assign(line);
    }

private:
    const AccessLogReader::Options &m_options;
    std::optional<robots::LogFormat> m_format;
    quint64 m_number = 0;
    std::string m_directive;
};

/// One piece of a file on its way: whole lines as read (`text`), then parsed (`parsed`).
struct Slot
{
    int file = 0;
    qint64 bytesRead = 0;
    quint64 firstLine = 1;
    robots::LogFormat format = robots::LogFormat::Combined;
    std::string directive;              ///< The W3C `#Fields:` in force at the chunk's start.
    std::string text;                   ///< Lines, each ending with LF.
    std::vector<std::uint32_t> tooLong; ///< Lines (from 0) that were too long: empty in `text`.
    Chunk parsed;
    bool ready = false;
};

/// Parses a slot's lines on a worker thread; its own parser, primed with the chunk's directive.
void parseSlot(Slot &slot, const robots::JsonFieldMap &fields)
{
    robots::LogLineParser parser(slot.format, fields);
    if (!slot.directive.empty())
        (void)parser.parse(slot.directive);
    Chunk &chunk = slot.parsed;
    chunk.file = slot.file;
    chunk.bytesRead = slot.bytesRead;
    std::size_t nextTooLong = 0;
    std::uint32_t index = 0;
    const std::string_view text = slot.text;
    for (std::size_t pos = 0; pos < text.size(); ++index) {
        const std::size_t end = text.find('\n', pos);
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ParsedLine p;
        p.number = slot.firstLine + index;
        if (nextTooLong < slot.tooLong.size() && slot.tooLong[nextTooLong] == index) {
            ++nextTooLong;
            p.problem = robots::LogLineProblem::TooLong;
            chunk.lines.push_back(p);
            continue;
        }
        const robots::LogLineResult r = parser.parse(line);
        p.problem = r.problem;
        if (r.ok()) {
            p.timeMs = r.request.timeMs;
            p.status = r.request.status;
            const std::array<std::string_view, 5> values{r.request.client, r.request.method, r.request.target,
                                                         r.request.host, r.request.userAgent};
            for (std::size_t k = 0; k < values.size(); ++k) {
                p.offsets[k] = std::uint32_t(chunk.arena.size());
                p.lengths[k] = std::uint32_t(values[k].size());
                chunk.arena.append(values[k]);
            }
        }
        chunk.lines.push_back(p);
    }
}

/// The reader thread's slots, parsed by two worker threads, judged in order by the caller. At
/// most kQueuedChunks slots are on their way; their buffers are reused (a fresh 1 MiB buffer per
/// chunk would be mapped and unmapped by malloc each time: page faults, system time).
class Pipeline
{
public:
    /// The reader: a slot to fill (blocks while kQueuedChunks are on their way); null once stopped.
    std::shared_ptr<Slot> take()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_stopped || int(m_order.size()) < AccessLogReader::kQueuedChunks; });
        if (m_stopped)
            return nullptr;
        if (m_free.empty()) {
            auto slot = std::make_shared<Slot>();
            slot->text.reserve(std::size_t(AccessLogReader::kChunkBytes) + 4096);
            slot->parsed.arena.reserve(std::size_t(AccessLogReader::kChunkBytes));
            return slot;
        }
        std::shared_ptr<Slot> slot = std::move(m_free.back());
        m_free.pop_back();
        return slot;
    }
    /// The reader: a filled slot, to parse and then judge after those before it.
    void submit(std::shared_ptr<Slot> slot)
    {
        const std::lock_guard lock(m_mutex);
        m_order.push_back(slot);
        m_todo.push_back(std::move(slot));
        m_changed.notify_all();
    }
    /// The reader is done (no more submit()).
    void done()
    {
        const std::lock_guard lock(m_mutex);
        m_done = true;
        m_changed.notify_all();
    }
    /// A worker: parses slots until there are none and the reader is done.
    void work(const robots::JsonFieldMap &fields)
    {
        while (true) {
            std::shared_ptr<Slot> slot;
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait(lock, [&] { return m_stopped || m_done || !m_todo.empty(); });
                if (m_stopped || m_todo.empty())
                    return;
                slot = std::move(m_todo.front());
                m_todo.pop_front();
            }
            parseSlot(*slot, fields);
            const std::lock_guard lock(m_mutex);
            slot->ready = true;
            m_changed.notify_all();
        }
    }
    /// The caller: the next slot in order once parsed; null at the end.
    std::shared_ptr<Slot> next()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_stopped || (m_order.empty() ? m_done : m_order.front()->ready); });
        if (m_stopped || m_order.empty())
            return nullptr;
        std::shared_ptr<Slot> slot = std::move(m_order.front());
        m_order.pop_front();
        return slot;
    }
    /// The caller: a judged slot's buffers back for the reader.
    void recycle(std::shared_ptr<Slot> slot)
    {
        slot->text.clear();
        slot->tooLong.clear();
        slot->parsed.arena.clear();
        slot->parsed.lines.clear();
        slot->ready = false;
        const std::lock_guard lock(m_mutex);
        m_free.push_back(std::move(slot));
        m_changed.notify_all();
    }
    /// Everyone stops (cancel).
    void stop()
    {
        const std::lock_guard lock(m_mutex);
        m_stopped = true;
        m_changed.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::shared_ptr<Slot>> m_order; ///< Submitted, in log order.
    std::deque<std::shared_ptr<Slot>> m_todo;  ///< Submitted, not yet taken by a worker.
    std::vector<std::shared_ptr<Slot>> m_free;
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
    auto readAll = [&](auto &&emitLine, auto &&flush, auto &&keepGoing, auto &parser) {
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
            if (r.ok()) {
                const robots::JudgedRequest j = judge.add(r.request, number);
                if (j.crawler && options.judged)
                    options.judged(std::uint32_t(state.file), number, r.request, j);
            } else
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

    Pipeline pipeline;
    std::atomic<bool> stop{false};
    std::thread reader([&] {
        LineTracker tracker(options);
        std::shared_ptr<Slot> slot;
        auto startSlot = [&] {
            slot = pipeline.take();
            if (!slot) {
                stop = true;
                return;
            }
            slot->firstLine = tracker.lines() + 1;
            slot->directive = tracker.directive();
        };
        int file = 0;
        qint64 bytes = 0;
        auto submit = [&] {
            slot->file = file;
            slot->bytesRead = bytes;
            slot->format = tracker.format();
            pipeline.submit(std::move(slot));
        };
        auto emitLine = [&](std::string_view line, bool tooLong) {
            if (!slot)
                return;
            if (tooLong)
                slot->tooLong.push_back(std::uint32_t(tracker.lines() + 1 - slot->firstLine));
            tracker.note(line, tooLong);
            slot->text.append(tooLong ? std::string_view() : line);
            slot->text.push_back('\n');
            // Cut by size here, not per block read: a gzip block may inflate a thousandfold.
            if (qsizetype(slot->text.size()) >= kChunkBytes) {
                submit();
                startSlot();
            }
        };
        auto position = [&](int f, qint64 b, bool end) {
            file = f;
            bytes = b;
            if (end) {
                if (slot)
                    submit(); // the next file's first block starts the next slot
            } else if (!slot && !stop) {
                startSlot();
            }
        };
        readAll(emitLine, position, [&] { return !stop && !cancelled(cancel); }, tracker);
        pipeline.done();
    });
    std::thread worker([&] { pipeline.work(options.fields); });
    std::thread worker2([&] { pipeline.work(options.fields); });

    while (std::shared_ptr<Slot> slot = pipeline.next()) {
        if (cancelled(cancel)) {
            pipeline.stop();
            break;
        }
        const Chunk &chunk = slot->parsed;
        judge.startFile(std::uint32_t(chunk.file));
        for (const ParsedLine &line : chunk.lines) {
            if (line.problem == robots::LogLineProblem::None) {
                const robots::LogRequest request = requestOf(line, chunk.arena);
                const robots::JudgedRequest j = judge.add(request, line.number);
                if (j.crawler && options.judged)
                    options.judged(std::uint32_t(chunk.file), line.number, request, j);
            } else
                judge.addProblem(line.problem, line.number);
        }
        state.lines += chunk.lines.size();
        state.file = chunk.file;
        state.bytesRead = chunk.bytesRead;
        pipeline.recycle(std::move(slot));
        if (progress)
            progress(state);
    }
    pipeline.stop(); // wakes a reader waiting for room after a cancel
    worker.join();
    worker2.join();
    reader.join();
    result.cancelled = cancelled(cancel);
    return result;
}

} // namespace robots::net
