// SPDX-License-Identifier: MIT
#include "analysis/documentanalyzer.h"

#include "document/losslesscodec.h"

#include "analysis/lifeline.h"

#include <robots/lines.h>

#include <QElapsedTimer>
#include <QSemaphore>
#include <QTextDocument>
#include <QThreadPool>

#include <algorithm>

namespace robots::ui {

namespace {

// One pool for every analyzer: parses are short, and a second one never starts before the
// first ends (see startAnalysis), so one thread per analyzer is the most it can use.
QThreadPool &analysisPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setObjectName(QStringLiteral("robots-analysis"));
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        p->setExpiryTimeout(30000);
        return p;
    }();
    return *pool;
}

// The parses of one analysis beside its first, one per dialect: threads kept (no thread started
// per dialect per keystroke) and below the window's priority. The budget "glyph painted <= 16 ms
// p90, the window's thread never stalled > 50 ms" on the 500 KiB file read as 11 dialects: on 2
// cores, ten parses at the window's priority took turns with it for tens of milliseconds after
// every keystroke. Apart from analysisPool(), whose thread waits for these.
QThreadPool &parsePool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setObjectName(QStringLiteral("robots-parse"));
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        p->setThreadPriority(QThread::LowPriority);
        p->setExpiryTimeout(30000);
        return p;
    }();
    return *pool;
}

// The line of FILE whose content (not its line break) holds the bytes [BEGIN, END], or nullptr.
const Line *lineHolding(const RobotsFile &file, std::size_t begin, std::size_t end)
{
    const auto lines = file.lines();
    auto it = std::upper_bound(lines.begin(), lines.end(), begin,
                               [](std::size_t offset, const Line &l) { return offset < l.content.offset; });
    if (it == lines.begin())
        return nullptr;
    const Line &line = *(it - 1);
    return end <= std::size_t(line.content.offset) + line.content.length ? &line : nullptr;
}

} // namespace

bool onlyACommentChanged(const std::vector<const RobotsFile *> &before, const std::vector<const RobotsFile *> &after)
{
    if (before.size() != after.size())
        return false;
    for (std::size_t d = 0; d < before.size(); ++d) {
        if (!before[d] != !after[d])
            return false;
    }
    const auto first = std::find_if(before.begin(), before.end(), [](const RobotsFile *f) { return f != nullptr; });
    if (first == before.end())
        return true;
    const std::string_view a = (*first)->text();
    const std::string_view b = after[std::size_t(first - before.begin())]->text();
    const std::size_t shorter = std::min(a.size(), b.size());
    std::size_t prefix = 0;
    while (prefix < shorter && a[prefix] == b[prefix])
        ++prefix;
    std::size_t suffix = 0;
    while (suffix < shorter - prefix && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
        ++suffix;
    for (std::size_t d = 0; d < before.size(); ++d) {
        const RobotsFile *x = before[d];
        const RobotsFile *y = after[d];
        if (!x)
            continue;
        if (x->text() != a || y->text() != b || x->truncated() || y->truncated() ||
            x->lines().size() != y->lines().size())
            return false;
        if (a == b)
            continue;
        const Line *lx = lineHolding(*x, prefix, a.size() - suffix);
        const Line *ly = lineHolding(*y, prefix, b.size() - suffix);
        if (!lx || !ly || lx->number != ly->number || lx->kind != LineKind::CommentOnly ||
            ly->kind != LineKind::CommentOnly || lx->flags != ly->flags)
            return false;
    }
    return true;
}

const RobotsFile *Analysis::file(DialectId id) const
{
    for (std::size_t i = 0; i < dialects.size(); ++i) {
        if (dialects[i]->id() == id)
            return &files[i];
    }
    return nullptr;
}

std::string_view Analysis::text() const
{
    return files.empty() ? std::string_view() : files.front().text();
}

DocumentAnalyzer::DocumentAnalyzer(QObject *parent)
    : QObject(parent)
    , m_baseDialects{DialectId::Rfc9309}
    , m_lifeline(std::make_shared<Lifeline>())
{
    qRegisterMetaType<AnalysisPtr>();
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &DocumentAnalyzer::startAnalysis);
    m_current = analyze(QByteArray(), dialects(), 0);
}

DocumentAnalyzer::~DocumentAnalyzer()
{
    m_lifeline->kill();
}

void DocumentAnalyzer::setDocument(QTextDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_text.clear();
    if (m_document)
        connect(m_document, &QTextDocument::contentsChanged, this, &DocumentAnalyzer::scheduleAnalysis);
    scheduleAnalysis();
}

QTextDocument *DocumentAnalyzer::document() const
{
    return m_document.data();
}

void DocumentAnalyzer::setText(const QByteArray &bytes)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        m_document = nullptr;
    }
    m_text = bytes;
    scheduleAnalysis();
}

void DocumentAnalyzer::setDialects(const QList<DialectId> &dialects)
{
    const QList<DialectId> before = this->dialects();
    m_baseDialects = dialects;
    if (this->dialects() != before)
        scheduleAnalysis();
}

void DocumentAnalyzer::setClientDialects(QObject *client, const QList<DialectId> &dialects)
{
    const QList<DialectId> before = this->dialects();
    if (!m_clientDialects.contains(client)) {
        connect(client, &QObject::destroyed, this, [this](QObject *gone) {
            const QList<DialectId> was = this->dialects();
            m_clientDialects.remove(gone);
            if (this->dialects() != was)
                scheduleAnalysis();
        });
    }
    m_clientDialects.insert(client, dialects);
    if (this->dialects() != before)
        scheduleAnalysis();
}

QList<DialectId> DocumentAnalyzer::dialects() const
{
    QList<DialectId> out;
    for (const Dialect &d : allDialects()) {
        bool wanted = m_baseDialects.contains(d.id());
        for (auto it = m_clientDialects.cbegin(); !wanted && it != m_clientDialects.cend(); ++it)
            wanted = it.value().contains(d.id());
        if (wanted)
            out.append(d.id());
    }
    return out;
}

void DocumentAnalyzer::setDebounceInterval(int milliseconds)
{
    m_timer.setInterval(std::max(0, milliseconds));
}

void DocumentAnalyzer::scheduleAnalysis()
{
    ++m_revision;
    m_textDirty = true;
    // While a worker runs, its end starts the next parse; the timer only restarts the debounce.
    if (!m_running)
        m_timer.start();
    setBusy(true);
}

QByteArray DocumentAnalyzer::takeText()
{
    m_textDirty = false;
    if (!m_document)
        return m_text;
    // Blocks are lines; toRawText() keeps every character as typed (toPlainText() would turn
    // NBSP into a space) and separates blocks with U+2029.
    QString raw = m_document->toRawText();
    raw.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    // Bytes that are not valid UTF-8 are shown as raw-byte code points (losslesscodec.h); the core
    // must see the bytes themselves, as saving writes them, not the code points' UTF-8.
    return containsRawBytes(raw) ? encodeLine(raw) : raw.toUtf8();
}

void DocumentAnalyzer::startAnalysis()
{
    if (m_running || !m_textDirty)
        return;
    const quint64 revision = m_revision;
    const QList<DialectId> wanted = dialects();
    const QByteArray text = takeText();
    if (text.size() < m_asyncThreshold) {
        deliver(analyze(text, wanted, revision));
        return;
    }
    m_running = true;
    std::shared_ptr<Lifeline> lifeline = m_lifeline;
    analysisPool().start([this, lifeline, text, wanted, revision] {
        AnalysisPtr result = analyze(text, wanted, revision);
        lifeline->post(this, [this, result] {
            m_running = false;
            deliver(result);
            if (m_textDirty)
                m_timer.start();
        });
    });
}

void DocumentAnalyzer::flush()
{
    m_timer.stop();
    if (m_textDirty)
        deliver(analyze(takeText(), dialects(), m_revision));
}

void DocumentAnalyzer::deliver(const AnalysisPtr &analysis)
{
    if (m_current && analysis->revision <= m_current->revision) {
        setBusy(m_timer.isActive() || m_running || m_textDirty);
        return;
    }
    m_current = analysis;
    setBusy(m_timer.isActive() || m_running || m_textDirty);
    Q_EMIT analysisReady(m_current);
}

void DocumentAnalyzer::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

AnalysisPtr DocumentAnalyzer::analyze(const QByteArray &text, const QList<DialectId> &dialects, quint64 revision)
{
    QElapsedTimer clock;
    clock.start();
    auto result = std::make_shared<Analysis>();
    result->revision = revision;
    for (const Dialect &d : allDialects()) {
        if (dialects.contains(d.id()))
            result->dialects.push_back(&d);
    }
    const std::string_view body(text.constData(), std::size_t(text.size()));
    result->files.resize(result->dialects.size());
    // Several dialects of a big text: the parses beside the first go to parsePool() (they share
    // nothing but the bytes; each writes its own slot).
    constexpr qsizetype kParallelBytes = 64 * 1024;
    const bool parallel = text.size() >= kParallelBytes && result->dialects.size() > 1;
    const std::size_t others = parallel ? result->dialects.size() - 1 : 0;
    QSemaphore done;
    for (std::size_t i = 1; i <= others; ++i) {
        parsePool().start([body, &result, &done, i] {
            result->files[i] = robots::parse(body, *result->dialects[i]);
            done.release();
        });
    }
    for (std::size_t i = 0; i < (parallel ? 1 : result->dialects.size()); ++i)
        result->files[i] = robots::parse(body, *result->dialects[i]);
    done.acquire(int(others));
    result->parseNanoseconds = clock.nsecsElapsed();
    return result;
}

} // namespace robots::ui
