// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>
#include <robots/robotsfile.h>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <vector>

class QTextDocument;

namespace robots::ui {

class Lifeline;

/// One reading of the editor's text: the same bytes parsed once per dialect. Immutable once
/// made, shared between threads and views (copies of the RobotsFile handles are cheap).
struct Analysis
{
    quint64 revision = 0;                  ///< Increases with every change of the text.
    std::vector<const Dialect *> dialects; ///< In allDialects() order.
    std::vector<RobotsFile> files;         ///< files[i] is the text parsed as dialects[i].
    qint64 parseNanoseconds = 0;           ///< Time the parses took (all dialects).

    /// The text parsed as `id`, or nullptr when that dialect was not requested. O(dialects).
    const RobotsFile *file(DialectId id) const;
    /// The text as given (the bytes of the first file; empty when no dialect was requested).
    std::string_view text() const;
};

using AnalysisPtr = std::shared_ptr<const Analysis>;

/// Whether every decision under BEFORE's readings holds under AFTER's (readings of two texts, one
/// per dialect, nullptr where a dialect was not read, the same dialects in both): the texts
/// differ only inside one comment-only line that every dialect reads as such (same line, same
/// flags), no line came or went, and no dialect cut either text at its size limit. Then each
/// dialect's groups, rules and records, their lines included, are the same. O(text size).
bool onlyACommentChanged(const std::vector<const RobotsFile *> &before, const std::vector<const RobotsFile *> &after);

/// The one adapter between the editor's text and the core: it turns text changes into immutable
/// `Analysis` results and announces each with `analysisReady()`. Every view listens to it;
/// nothing else parses.
///
/// - Coalescing: changes made before the analysis runs (a burst of keystrokes, a paste, an undo
///   macro) are read and parsed once, after `debounceInterval()` ms (default 0: at the next
///   return to the event loop).
/// - Threads: texts smaller than `asyncThreshold()` bytes are parsed on the calling thread (a
///   few hundred microseconds); larger ones on a worker, so typing never waits for a parse. At
///   most one parse runs at a time; when it ends, the newest text is parsed next and the texts
///   in between are skipped. Results arrive in revision order on the analyzer's thread.
/// - Dialects: the union of `setDialects()` and every client's `setClientDialects()`.
class DocumentAnalyzer : public QObject
{
    Q_OBJECT
public:
    explicit DocumentAnalyzer(QObject *parent = nullptr);
    ~DocumentAnalyzer() override;

    /// Follows DOCUMENT (not owned): every contentsChanged() schedules an analysis. The text
    /// handed to the core is the document's plain text as UTF-8 with LF between lines (what the
    /// user sees; line numbers match the editor's block numbers + 1). nullptr detaches.
    void setDocument(QTextDocument *document);
    QTextDocument *document() const;

    /// Analyses BYTES (raw robots.txt bytes, any encoding). Detaches from a document.
    void setText(const QByteArray &bytes);

    /// The dialects parsed for everybody (default: rfc9309).
    void setDialects(const QList<DialectId> &dialects);
    /// The dialects CLIENT needs (a view); dropped when CLIENT is destroyed.
    void setClientDialects(QObject *client, const QList<DialectId> &dialects);
    /// The union of all requested dialects, in allDialects() order.
    QList<DialectId> dialects() const;

    void setDebounceInterval(int milliseconds);
    int debounceInterval() const { return m_timer.interval(); }
    void setAsyncThreshold(qsizetype bytes) { m_asyncThreshold = bytes; }
    qsizetype asyncThreshold() const { return m_asyncThreshold; }

    /// The newest result, never null (an empty text parsed before the first change).
    AnalysisPtr current() const { return m_current; }
    /// The revision the next result will carry; equal to current()->revision when up to date.
    quint64 revision() const { return m_revision; }
    /// True while a change waits for its analysis or a worker is parsing.
    bool isBusy() const { return m_timer.isActive() || m_running; }

    /// Runs any pending analysis now, on this thread, and emits its result before returning.
    /// For tests and for callers that need the result at once (e.g. before saving).
    void flush();

    /// Parses TEXT as each of DIALECTS. Pure; safe on any thread. O(size × dialects).
    static AnalysisPtr analyze(const QByteArray &text, const QList<DialectId> &dialects, quint64 revision);

Q_SIGNALS:
    /// A new result, newer than every one before it.
    void analysisReady(const robots::ui::AnalysisPtr &analysis);
    void busyChanged(bool busy);

private:
    void scheduleAnalysis();
    void startAnalysis();
    void deliver(const AnalysisPtr &analysis);
    QByteArray takeText();
    void setBusy(bool busy);

    QPointer<QTextDocument> m_document;
    QByteArray m_text;        // the text when set with setText()
    bool m_textDirty = false; // a change not yet handed to a parse
    QList<DialectId> m_baseDialects;
    QHash<QObject *, QList<DialectId>> m_clientDialects;
    QTimer m_timer;
    qsizetype m_asyncThreshold = 64 * 1024;
    quint64 m_revision = 0; // revision of the newest change
    bool m_running = false; // a worker is parsing
    bool m_busy = false;
    AnalysisPtr m_current;
    std::shared_ptr<Lifeline> m_lifeline; // lets a worker know whether it may still post to us
};

} // namespace robots::ui

Q_DECLARE_METATYPE(robots::ui::AnalysisPtr)
