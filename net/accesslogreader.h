// SPDX-License-Identifier: MIT
#pragma once

// Access logs read as a stream: plain or gzip (recognised by its magic bytes, zlib through
// net/inflater.h), one file or many in order, never loaded whole. A reader thread reads, inflates
// and splits the text into chunks of whole lines; two threads parse chunks (robots/studio/
// accesslog.h's LogLineParser), each on its own; the calling thread judges them (LogJudge) in log
// order. At most kQueuedChunks chunks are on their way, so memory stays bounded whatever the
// log's size.

#include "robots/studio/accesslog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace robots::net {

class AccessLogReader
{
public:
    /// Bytes of log text per chunk: split by the reader thread, parsed by one of two parsing
    /// threads, judged in order by the calling thread.
    static constexpr qsizetype kChunkBytes = 1 << 20;
    static constexpr int kQueuedChunks = 4;

    struct Options
    {
        /// The format of every file; nullopt: guessed per file from its first line.
        std::optional<robots::LogFormat> format;
        robots::JsonFieldMap fields;
        /// Read and parse on threads of their own (false: everything on the calling thread,
        /// the one-thread pass the benchmark compares with).
        bool pipeline = true;
        /// Called on the judging (calling) thread after each request of a catalogue crawler is
        /// judged, with the file's index and the line's number: the GUI's drill-down keeps some.
        /// The request's views are valid during the call only. Empty: nothing called.
        std::function<void(std::uint32_t file, std::uint64_t line, const robots::LogRequest &request,
                           const robots::JudgedRequest &judged)>
            judged;
    };

    struct Progress
    {
        qint64 bytesRead = 0;  ///< Of the files as stored (compressed bytes for .gz).
        qint64 bytesTotal = 0; ///< Sum of the files' sizes.
        quint64 lines = 0;     ///< Lines judged so far.
        int file = 0;          ///< Index of the file being read.
    };

    struct FileResult
    {
        QString path;
        bool compressed = false;
        quint64 lines = 0;
        /// Why the file could not be read to its end ("" when it was): cannot open, broken gzip
        /// (the lines before the break were judged), cut short.
        QString error;
        robots::LogFormat format = robots::LogFormat::Combined;
    };

    struct Result
    {
        QList<FileResult> files;
        bool cancelled = false;
    };

    /// Reads `files` in order into `judge`. `progress` is called on the calling thread after each
    /// chunk (at most every kChunkBytes of text); `cancel` (may be null) stops both threads at the
    /// next chunk. Blocks until done; a GUI runs it on a worker thread.
    static Result read(const QStringList &files, robots::LogJudge &judge, const Options &options,
                       const std::function<void(const Progress &)> &progress = {},
                       const std::atomic<bool> *cancel = nullptr);
};

} // namespace robots::net
