// SPDX-License-Identifier: MIT
#include "diagnostics/lintrunner.h"

#include "analysis/diagnosticstext.h"
#include "analysis/lifeline.h"

#include <QElapsedTimer>
#include <QHash>
#include <QThreadPool>

#include <algorithm>
#include <span>
#include <utility>

namespace robots::ui {

int LintReport::safeFixCount() const
{
    int n = 0;
    for (std::size_t i = 0; i < textFindings && i < diagnostics.size(); ++i) {
        const auto &fixes = diagnostics[i].fixes;
        if (std::any_of(fixes.cbegin(), fixes.cend(), [](const QuickFix &f) { return f.safe; }))
            ++n;
    }
    return n;
}

LintRunner::LintRunner(QObject *parent)
    : QObject(parent)
    , m_current(std::make_shared<LintReport>())
    , m_lifeline(std::make_shared<Lifeline>())
{
    qRegisterMetaType<LintReportPtr>();
}

LintRunner::~LintRunner()
{
    m_lifeline->kill();
}

void LintRunner::setAnalyzer(DocumentAnalyzer *analyzer)
{
    if (m_analyzer == analyzer)
        return;
    if (m_analyzer) {
        disconnect(m_analyzer, nullptr, this, nullptr);
        m_analyzer->setClientDialects(this, {});
    }
    m_analyzer = analyzer;
    if (!m_analyzer)
        return;
    connect(m_analyzer, &DocumentAnalyzer::analysisReady, this, &LintRunner::onAnalysis);
    // lint() reuses an RFC 9309 parse; every other dialect it needs it parses itself.
    m_analyzer->setClientDialects(this, {DialectId::Rfc9309});
    onAnalysis(m_analyzer->current());
}

void LintRunner::setDocument(QTextDocument *document)
{
    m_document = document;
    m_following = false;
    if (m_analyzer)
        onAnalysis(m_analyzer->current());
}

void LintRunner::documentActivated()
{
    if (!m_analyzer || !m_document || m_analyzer->document() != m_document)
        return;
    // Every analysis of this document carries at least the revision its attachment made.
    m_following = true;
    m_firstRevision = m_analyzer->revision();
}

bool LintRunner::accepts(const AnalysisPtr &analysis)
{
    if (!m_document)
        return true;
    if (!m_analyzer || m_analyzer->document() != m_document) {
        m_following = false;
        return false;
    }
    if (!m_following) {
        // Attached since the last look, and not told when: what was analysed before now is
        // not known to be this document's; the next analysis will be.
        m_following = true;
        m_firstRevision = m_analyzer->revision();
    }
    return analysis->revision >= m_firstRevision;
}

void LintRunner::setOptions(const LintOptions &options)
{
    m_options = options;
    m_texts.reset(); // also how a change of language arrives: translate every message again
    if (m_analyzer)
        onAnalysis(m_analyzer->current());
}

bool LintRunner::isUpToDate() const
{
    if (!m_analyzer)
        return true;
    if (m_document && m_analyzer->document() != m_document)
        return false;
    return !m_analyzer->isBusy() && !m_running && m_current->revision == m_analyzer->revision() &&
           m_current->analysis == m_analyzer->current();
}

void LintRunner::flush()
{
    if (!m_analyzer)
        return;
    m_synchronous = true;
    m_analyzer->flush(); // delivers the pending analysis (if any) to onAnalysis, now
    m_synchronous = false;
    const AnalysisPtr newest = m_analyzer->current();
    if (m_current->analysis != newest && accepts(newest)) {
        m_pending.reset();
        lintNow(newest);
    }
}

void LintRunner::onAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis || !accepts(analysis))
        return;
    if (m_synchronous || qsizetype(analysis->text().size()) < m_asyncThreshold) {
        lintNow(analysis);
        return;
    }
    if (m_running) {
        m_pending = analysis;
        return;
    }
    startWorker(analysis);
}

void LintRunner::lintNow(const AnalysisPtr &analysis)
{
    const quint64 generation = ++m_generation;
    deliver(makeReport(analysis, m_options, m_texts), generation);
}

void LintRunner::startWorker(const AnalysisPtr &analysis)
{
    m_running = true;
    const quint64 generation = ++m_generation;
    const LintOptions options = m_options;
    std::shared_ptr<Lifeline> lifeline = m_lifeline;
    QThreadPool::globalInstance()->start([this, lifeline, analysis, options, generation, previous = m_texts] {
        LintReportPtr report = makeReport(analysis, options, previous);
        lifeline->post(this, [this, report, generation] {
            m_running = false;
            deliver(report, generation);
            if (AnalysisPtr next = std::exchange(m_pending, nullptr))
                onAnalysis(next);
        });
    });
}

void LintRunner::deliver(const LintReportPtr &report, quint64 generation)
{
    if (generation <= m_deliveredGeneration)
        return; // a newer report (e.g. from flush()) is already out
    m_deliveredGeneration = generation;
    m_current = report;
    m_texts = report;
    Q_EMIT reportReady(m_current);
}

LintReportPtr LintRunner::makeReport(const AnalysisPtr &analysis, const LintOptions &options,
                                     const LintReportPtr &previous)
{
    QElapsedTimer clock;
    clock.start();
    auto report = std::make_shared<LintReport>();
    report->revision = analysis->revision;
    report->analysis = analysis;
    const RobotsFile *rfc = analysis->file(DialectId::Rfc9309);
    report->file = rfc ? *rfc : robots::parse(std::string(analysis->text()));
    // Every reading the analyzer made (the tester's dialects too): lint() parses only those it
    // lacks, for the budget "keystroke → diagnostics current ≤ 100 ms on the 500 KiB file".
    LintResult result =
        rfc ? robots::lint(std::span<const RobotsFile>(analysis->files), options) : robots::lint(report->file, options);
    report->diagnostics = std::move(result.diagnostics);
    report->textFindings = report->diagnostics.size();
    report->suppressed = result.suppressed;
    for (const Diagnostic &d : report->diagnostics)
        ++report->counts[std::size_t(d.severity)];
    report->positions = TextPositions(report->file);
    report->shown.reserve(report->diagnostics.size());
    QHash<DialectMask, QString> dialectTexts;
    // The budget "diagnostics current <= 100 ms after the last keystroke" on the 500 KiB file with
    // thousands of findings: translating and formatting every message took a fifth of the lint
    // worker's time, while a keystroke changes the message of a finding or two. A finding whose
    // message the previous report has at the same index (an edit after it) or at the same
    // distance from the end (an edit before it, findings came or went) takes that text.
    const std::size_t count = report->diagnostics.size();
    const std::size_t before = previous ? std::min(previous->diagnostics.size(), previous->shown.size()) : 0;
    const auto reused = [&](std::size_t i) -> const QString * {
        if (i < before && previous->diagnostics[i].message == report->diagnostics[i].message)
            return &previous->shown[i].message;
        const std::size_t fromEnd = count - i;
        if (fromEnd <= before && previous->diagnostics[before - fromEnd].message == report->diagnostics[i].message)
            return &previous->shown[before - fromEnd].message;
        return nullptr;
    };
    for (std::size_t i = 0; i < count; ++i) {
        const Diagnostic &d = report->diagnostics[i];
        ShownFinding shown;
        shown.start = report->positions.toPosition(d.where.offset);
        shown.end = std::max(shown.start, report->positions.toEndPosition(d.where.offset + d.where.length));
        shown.column = report->positions.toLineColumn(d.where.offset).column + 1;
        const QString *known = reused(i);
        shown.message = known ? *known : diagnosticMessage(d);
        auto text = dialectTexts.find(d.dialects);
        if (text == dialectTexts.end())
            text = dialectTexts.insert(d.dialects, dialectListText(d.dialects));
        shown.dialects = *text;
        report->shown.push_back(std::move(shown));
    }
    report->lintNanoseconds = clock.nsecsElapsed();
    return report;
}

} // namespace robots::ui
