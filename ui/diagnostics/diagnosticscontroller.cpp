// SPDX-License-Identifier: MIT
#include "diagnostics/diagnosticscontroller.h"

#include "analysis/diagnosticstext.h"
#include "diagnostics/hoverdocs.h"
#include "diagnostics/severitystyle.h"
#include "editor/editor.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QHash>
#include <QHelpEvent>
#include <QMenu>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <utility>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The editor holds blocks, not line breaks: whatever break a replacement carries is a new block.
QString editorText(std::string_view utf8)
{
    QString text = fromView(utf8);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return text;
}

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

} // namespace

DiagnosticsController::DiagnosticsController(QPlainTextEdit *editor, DocumentAnalyzer *analyzer, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
    , m_runner(new LintRunner(this))
    , m_report(std::make_shared<LintReport>())
    , m_quickFixAction(new QAction(this))
    , m_fixAllAction(new QAction(this))
{
    setObjectName(QStringLiteral("diagnosticsController"));
    qRegisterMetaType<Marker>();

    m_quickFixAction->setObjectName(QStringLiteral("quickFixAction"));
    m_quickFixAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_quickFixAction->setShortcutContext(Qt::WidgetShortcut);
    m_quickFixAction->setIcon(lightbulbIcon());
    connect(m_quickFixAction, &QAction::triggered, this, [this] { showFixMenu(); });

    m_fixAllAction->setObjectName(QStringLiteral("fixAllSafeAction"));
    m_fixAllAction->setEnabled(false);
    retranslate();
    connect(m_fixAllAction, &QAction::triggered, this, [this] { fixAllSafe(); });

    if (m_editor) {
        m_editor->addAction(m_quickFixAction);
        m_editor->installEventFilter(this);
        m_editor->viewport()->installEventFilter(this);
    }
    connect(m_runner, &LintRunner::reportReady, this, &DiagnosticsController::onReport);
    // The analyzer may follow other editors' documents in turn (the main window's does).
    m_runner->setDocument(m_editor ? m_editor->document() : nullptr);
    m_runner->setAnalyzer(analyzer);
}

DiagnosticsController::~DiagnosticsController() = default;

void DiagnosticsController::retranslate()
{
    m_quickFixAction->setText(tr("Quick Fix…"));
    m_quickFixAction->setToolTip(tr("Show the quick fixes for the problem at the cursor"));
    m_fixAllAction->setText(tr("Fix All Safe Problems"));
    m_fixAllAction->setToolTip(tr("Apply every quick fix that keeps each dialect's reading of the rest of the file"));
}

DocumentAnalyzer *DiagnosticsController::analyzer() const
{
    return m_runner->analyzer();
}

QColor DiagnosticsController::background() const
{
    return m_editor ? m_editor->palette().color(QPalette::Base) : QColor(Qt::white);
}

void DiagnosticsController::onReport(const LintReportPtr &report)
{
    m_textReport = report;
    m_report = withFileFindings(report);
    place();
    m_fixAllAction->setEnabled(m_report->safeFixCount() > 0);
    Q_EMIT reportChanged(m_report);
}

void DiagnosticsController::setFileBytes(const QByteArray &bytes)
{
    // Only the checks about what the editor's text cannot show.
    static constexpr std::array<std::string_view, 4> kFileChecks{"R103", "R104", "R107", "R109"};
    LintOptions options = m_runner->options();
    for (const Check &check : allChecks()) {
        if (std::find(kFileChecks.begin(), kFileChecks.end(), check.code) == kFileChecks.end())
            options.disabled.emplace_back(check.code);
    }
    LintResult result = robots::lint(std::string_view(bytes.constData(), std::size_t(bytes.size())), options);
    m_fileFindings.clear();
    m_fileAnchors.clear();
    QTextDocument *document = m_editor ? m_editor->document() : nullptr;
    for (Diagnostic &d : result.diagnostics) {
        if (!document || std::find(kFileChecks.begin(), kFileChecks.end(), d.code()) == kFileChecks.end())
            continue;
        const QTextBlock block = document->findBlockByNumber(int(d.where.line) - 1);
        m_fileAnchors.append(QTextCursor(block.isValid() ? block : document->firstBlock()));
        m_fileFindings.push_back(std::move(d));
    }
    if (m_textReport)
        onReport(m_textReport);
}

void DiagnosticsController::setFileFixHandler(FileFixHandler handler)
{
    m_fileFixHandler = std::move(handler);
}

LintReportPtr DiagnosticsController::withFileFindings(const LintReportPtr &report) const
{
    if (m_fileFindings.empty())
        return report;
    auto merged = std::make_shared<LintReport>(*report);
    for (std::size_t i = 0; i < m_fileFindings.size(); ++i) {
        Diagnostic d = m_fileFindings[i];
        const QTextBlock block = m_fileAnchors[qsizetype(i)].block();
        const std::uint32_t line = std::uint32_t(block.blockNumber() + 1);
        // The text lint reports what the text shows (a BOM typed as a character, `ï»¿`).
        const bool known =
            std::any_of(report->diagnostics.cbegin(), report->diagnostics.cend(),
                        [&](const Diagnostic &t) { return t.code() == d.code() && t.where.line == line; });
        if (known)
            continue;
        d.where.line = line;
        d.where.start = 0;
        d.where.offset = report->positions.toByteOffset(block.position());
        d.where.length = 0;
        if (!m_fileFixHandler)
            d.fixes.clear();
        ShownFinding shown;
        shown.start = shown.end = block.position();
        shown.message = diagnosticMessage(d);
        shown.dialects = dialectListText(d.dialects);
        ++merged->counts[std::size_t(d.severity)];
        merged->diagnostics.push_back(std::move(d));
        merged->shown.push_back(std::move(shown));
    }
    return merged;
}

void DiagnosticsController::place()
{
    m_placed.clear();
    // The budget "diagnostics current <= 100 ms after the last keystroke, the window's thread never
    // stalled > 50 ms" on a large file: QTextCursor::setPosition() lays out (shapes) the cursor's
    // line when it has no layout yet, so placing up to MaxUnderlines new cursors shaped that many
    // lines on every report. The previous underlines' cursors have moved with the edit; where one
    // still spans what a finding needs, it is reused as it is (nothing is laid out).
    const QList<QTextEdit::ExtraSelection> previous = std::exchange(m_underlines, {});
    QHash<quint64, QTextCursor> reusable;
    reusable.reserve(previous.size());
    const auto span = [](int start, int end) { return (quint64(quint32(start)) << 32) | quint32(end); };
    for (const QTextEdit::ExtraSelection &selection : previous)
        reusable.insert(span(selection.cursor.anchor(), selection.cursor.position()), selection.cursor);
    m_markers.clear();
    QTextDocument *document = m_editor ? m_editor->document() : nullptr;
    if (!document) {
        Q_EMIT underlinesChanged(m_underlines);
        Q_EMIT markersChanged(m_markers);
        return;
    }
    const LintReport &report = *m_report;
    const int lastPosition = document->characterCount() - 1;
    m_placed.reserve(qsizetype(report.diagnostics.size()));
    for (std::size_t i = 0; i < report.diagnostics.size(); ++i) {
        Placed p;
        p.diagnostic = int(i);
        p.start = std::clamp(report.shown[i].start, 0, lastPosition);
        p.end = std::clamp(report.shown[i].end, p.start, lastPosition);
        const QTextBlock block = document->findBlock(p.start);
        p.block = block.blockNumber();
        // A finding stays on its line: a whole-line span may include the line break.
        const int blockEnd = block.position() + block.length() - 1;
        p.end = std::min(p.end, blockEnd);
        if (i >= report.textFindings) {
            p.wholeLine = true; // a file finding: the line, no underline
        } else if (p.start == p.end) {
            if (block.length() <= 1)
                p.wholeLine = true; // an empty line: nothing to underline
            else if (p.start < blockEnd)
                p.end = p.start + 1; // an insertion point: mark the character after it
            else
                p.start = p.end - 1; // at the end of the line: the character before it
        }
        m_placed.append(p);
    }

    // Underlines: the most severe first when there are too many.
    QList<int> order(m_placed.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return report.diagnostics[std::size_t(a)].severity < report.diagnostics[std::size_t(b)].severity;
    });
    if (order.size() > MaxUnderlines)
        order.resize(MaxUnderlines);
    const QColor base = background();
    for (int index : std::as_const(order)) {
        const Placed &p = m_placed[index];
        // An empty line has nothing to underline: its gutter marker shows the finding. (A tint
        // would hide the current-line highlight, the editor's own.)
        if (p.wholeLine)
            continue;
        QTextEdit::ExtraSelection selection;
        const auto kept = reusable.constFind(span(p.start, p.end));
        if (kept != reusable.cend() && kept->document() == document) {
            selection.cursor = *kept;
        } else {
            selection.cursor = QTextCursor(document);
            selection.cursor.setPosition(p.start);
            selection.cursor.setPosition(p.end, QTextCursor::KeepAnchor);
        }
        selection.format = underlineFormat(report.diagnostics[std::size_t(index)].severity, base);
        m_underlines.append(selection);
    }

    // One marker per line: the most severe finding's sign, a lightbulb when the line has fixes.
    const std::array<QString, 4> severities{severityText(Severity::Error), severityText(Severity::Warning),
                                            severityText(Severity::Info), severityText(Severity::Hint)};
    std::map<int, Marker> byLine;
    for (const Placed &p : std::as_const(m_placed)) {
        const Diagnostic &d = report.diagnostics[std::size_t(p.diagnostic)];
        auto [it, inserted] = byLine.try_emplace(p.block);
        Marker &m = it->second;
        if (inserted) {
            m.line = p.block;
            m.severity = d.severity;
        }
        m.severity = std::min(m.severity, d.severity);
        m.hasFix = m.hasFix || !d.fixes.empty();
        if (!m.toolTip.isEmpty())
            m.toolTip += QLatin1Char('\n');
        m.toolTip += QStringLiteral("%1 %2: %3")
                         .arg(severities[std::size_t(d.severity)], fromView(d.code()),
                              report.shown[std::size_t(p.diagnostic)].message);
    }
    m_markers.reserve(qsizetype(byLine.size()));
    for (auto &[line, m] : byLine) {
        m.icon = severityIcon(m.severity, m.hasFix);
        if (m.hasFix)
            m.toolTip += QLatin1Char('\n') + tr("Click for quick fixes");
        m_markers.append(m);
    }
    Q_EMIT underlinesChanged(m_underlines);
    Q_EMIT markersChanged(m_markers);
}

void DiagnosticsController::sortBySeverity(QList<int> &findings) const
{
    std::stable_sort(findings.begin(), findings.end(), [this](int a, int b) {
        return m_report->diagnostics[std::size_t(a)].severity < m_report->diagnostics[std::size_t(b)].severity;
    });
}

QList<int> DiagnosticsController::diagnosticsAt(int position) const
{
    QList<int> out;
    for (const Placed &p : m_placed) {
        if (p.wholeLine) {
            if (m_editor && m_editor->document()->findBlock(position).blockNumber() == p.block)
                out.append(p.diagnostic);
        } else if (position >= p.start && position <= p.end) {
            out.append(p.diagnostic);
        }
    }
    sortBySeverity(out);
    return out;
}

QList<int> DiagnosticsController::diagnosticsOnLine(int block) const
{
    QList<int> out;
    for (const Placed &p : m_placed) {
        if (p.block == block)
            out.append(p.diagnostic);
    }
    sortBySeverity(out);
    return out;
}

QList<DiagnosticsController::FixRef> DiagnosticsController::fixesFor(const QList<int> &findings) const
{
    QList<FixRef> out;
    for (int d : findings) {
        if (d < 0 || std::size_t(d) >= m_report->diagnostics.size())
            continue;
        for (std::size_t f = 0; f < m_report->diagnostics[std::size_t(d)].fixes.size(); ++f)
            out.append({d, int(f)});
    }
    return out;
}

QList<DiagnosticsController::FixRef> DiagnosticsController::fixesAt(int position) const
{
    QList<int> findings = diagnosticsAt(position);
    if (m_editor) {
        const int block = m_editor->document()->findBlock(position).blockNumber();
        for (int d : diagnosticsOnLine(block)) {
            if (!findings.contains(d))
                findings.append(d);
        }
    }
    return fixesFor(findings);
}

QList<QAction *> DiagnosticsController::createFixActions(const QList<FixRef> &fixes, QObject *parent)
{
    QList<QAction *> actions;
    const LintReportPtr report = m_report;
    for (const FixRef &ref : fixes) {
        const Diagnostic &d = report->diagnostics[std::size_t(ref.diagnostic)];
        const QuickFix &fix = d.fixes[std::size_t(ref.fix)];
        auto *action = new QAction(lightbulbIcon(), fixTitle(fix), parent);
        action->setObjectName(QStringLiteral("fix-%1-%2").arg(fromView(d.code())).arg(d.where.line));
        action->setToolTip(QStringLiteral("%1 %2").arg(fromView(d.code()), diagnosticMessage(d)));
        action->setStatusTip(diagnosticMessage(d));
        // Applied to the report it was offered for: a fix computed for another text is refused.
        connect(action, &QAction::triggered, this, [this, report, ref] { applyFixOf(report, ref); });
        actions.append(action);
    }
    return actions;
}

bool DiagnosticsController::ensureCurrent(LintReportPtr offeredFor)
{
    m_runner->flush();
    if (m_runner->isUpToDate() && m_runner->current()->revision == offeredFor->revision)
        return true;
    Q_EMIT statusMessage(tr("The text changed since the fix was offered; ask for the fixes again."));
    return false;
}

bool DiagnosticsController::applyFix(FixRef ref)
{
    return applyFixOf(m_report, ref);
}

// OFFERED_FOR by value: applying a fix replaces m_report (a new analysis, new file findings),
// and the finding and fix used here must outlive that.
bool DiagnosticsController::applyFixOf(LintReportPtr offeredFor, FixRef ref)
{
    if (!ensureCurrent(offeredFor))
        return false;
    const LintReport &report = *offeredFor;
    if (ref.diagnostic < 0 || std::size_t(ref.diagnostic) >= report.diagnostics.size())
        return false;
    const Diagnostic &d = report.diagnostics[std::size_t(ref.diagnostic)];
    if (ref.fix < 0 || std::size_t(ref.fix) >= d.fixes.size())
        return false;
    const QuickFix &fix = d.fixes[std::size_t(ref.fix)];
    if (std::size_t(ref.diagnostic) >= report.textFindings) {
        // A file finding: its edits are offsets into the file's bytes, not into the text.
        if (!m_fileFixHandler || !m_fileFixHandler(d, fix))
            return false;
    } else if (!applyEdits(report, fix.edits)) {
        return false;
    }
    Q_EMIT statusMessage(tr("Applied: %1").arg(fixTitle(fix)));
    return true;
}

bool DiagnosticsController::applyEdits(const LintReport &report, std::span<const TextEdit> fixEdits)
{
    if (!m_editor || fixEdits.empty() || !editsAreDisjoint(fixEdits, report.positions.byteSize()))
        return false;
    std::vector<TextEdit> edits(fixEdits.begin(), fixEdits.end());
    // Last first, so that earlier offsets stay valid; one edit block, one undo step.
    std::sort(edits.begin(), edits.end(),
              [](const TextEdit &a, const TextEdit &b) { return a.range.offset > b.range.offset; });
    QTextCursor cursor(m_editor->document());
    cursor.beginEditBlock();
    for (const TextEdit &edit : edits) {
        cursor.setPosition(report.positions.toPosition(edit.range.offset));
        cursor.setPosition(report.positions.toPosition(edit.range.end()), QTextCursor::KeepAnchor);
        cursor.insertText(editorText(edit.replacement));
    }
    cursor.endEditBlock();
    return true;
}

int DiagnosticsController::fixAllSafe()
{
    // Whatever the text is now: bring the report up to date and fix that.
    m_runner->flush();
    if (!m_runner->isUpToDate()) {
        Q_EMIT statusMessage(tr("The text is still being analysed; try again in a moment."));
        return 0;
    }
    const LintReportPtr current = m_report;
    const LintReport &report = *current;
    const std::string_view before = report.positions.text();
    const FixAllResult result = robots::fixAll(before, m_runner->options());
    const std::string_view after = result.text;
    if (result.applied == 0 || after == before) {
        Q_EMIT statusMessage(tr("No safe fixes to apply."));
        return 0;
    }
    // Replace only what differs (cursor and scroll position stay), on character boundaries.
    std::size_t prefix = 0;
    const std::size_t shorter = std::min(before.size(), after.size());
    while (prefix < shorter && before[prefix] == after[prefix])
        ++prefix;
    while (prefix > 0 && prefix < before.size() && isContinuationByte(before[prefix]))
        --prefix;
    std::size_t suffix = 0;
    while (suffix < shorter - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    while (suffix > 0 && isContinuationByte(before[before.size() - suffix]))
        --suffix;
    TextEdit edit;
    edit.range = {std::uint32_t(prefix), std::uint32_t(before.size() - prefix - suffix)};
    edit.replacement = std::string(after.substr(prefix, after.size() - prefix - suffix));
    if (!applyEdits(report, std::span<const TextEdit>(&edit, 1)))
        return 0;
    Q_EMIT statusMessage(tr("Safe fixes applied: %1.").arg(result.applied));
    return int(result.applied);
}

QMenu *DiagnosticsController::popupFixMenu(const QList<FixRef> &fixes, const QPoint &globalPos)
{
    if (!m_editor || fixes.isEmpty())
        return nullptr;
    auto *menu = new QMenu(m_editor);
    menu->setObjectName(QStringLiteral("quickFixMenu"));
    menu->setAccessibleName(tr("Quick fixes"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const QList<QAction *> fixActions = createFixActions(fixes, menu);
    menu->addActions(fixActions);
    if (m_report->safeFixCount() > 0) {
        menu->addSeparator();
        menu->addAction(m_fixAllAction);
    }
    menu->popup(globalPos);
    // The first fix is highlighted, so that Ctrl+. then Enter applies it without the mouse.
    menu->setActiveAction(fixActions.front());
    return menu;
}

QMenu *DiagnosticsController::showFixMenu()
{
    if (!m_editor)
        return nullptr;
    const QList<FixRef> fixes = fixesAt(m_editor->textCursor().position());
    const QPoint at = m_editor->viewport()->mapToGlobal(m_editor->cursorRect().bottomLeft());
    if (fixes.isEmpty()) {
        QToolTip::showText(at, tr("No quick fixes here"), m_editor);
        return nullptr;
    }
    return popupFixMenu(fixes, at);
}

QMenu *DiagnosticsController::showFixMenuForLine(int block)
{
    if (!m_editor)
        return nullptr;
    const QList<int> findings = diagnosticsOnLine(block);
    const QList<FixRef> fixes = fixesFor(findings);
    const QTextBlock textBlock = m_editor->document()->findBlockByNumber(block);
    if (fixes.isEmpty()) {
        if (!findings.isEmpty()) {
            const Placed &p = m_placed[findings.front()];
            QTextCursor cursor(m_editor->document());
            cursor.setPosition(p.start);
            if (!p.wholeLine)
                cursor.setPosition(p.end, QTextCursor::KeepAnchor);
            m_editor->setTextCursor(cursor);
        }
        return nullptr;
    }
    QTextCursor cursor(textBlock);
    const QRect rect = m_editor->cursorRect(cursor);
    return popupFixMenu(fixes, m_editor->viewport()->mapToGlobal(QPoint(0, rect.bottom())));
}

QMenu *DiagnosticsController::createContextMenu(const QPoint &viewportPos, int position)
{
    if (!m_editor)
        return nullptr;
    QMenu *menu = m_editor->createStandardContextMenu(viewportPos);
    menu->setObjectName(QStringLiteral("editorContextMenu"));
    QAction *first = menu->actions().value(0);
    const QList<QAction *> fixes = createFixActions(fixesAt(position), menu);
    menu->insertActions(first, fixes);
    if (m_report->safeFixCount() > 0)
        menu->insertAction(first, m_fixAllAction);
    if (!fixes.isEmpty() || m_report->safeFixCount() > 0)
        menu->insertSeparator(first);
    return menu;
}

QString DiagnosticsController::toolTipAt(int position) const
{
    QStringList parts;
    for (int d : diagnosticsAt(position))
        parts << diagnosticHtml(m_report->diagnostics[std::size_t(d)], true);
    if (m_editor) {
        const QTextBlock block = m_editor->document()->findBlock(position);
        if (const auto doc = HoverDocs::at(block.text(), position - block.position()))
            parts << HoverDocs::toHtml(*doc);
    }
    return parts.join(QStringLiteral("<hr/>"));
}

bool DiagnosticsController::eventFilter(QObject *watched, QEvent *event)
{
    // Only these events matter; any other may come from the editor's destructor (focus-out),
    // when it is no longer a QPlainTextEdit and reading the QPointer would downcast it (UBSan).
    const QEvent::Type type = event->type();
    if (type != QEvent::ToolTip && type != QEvent::ContextMenu && type != QEvent::PaletteChange &&
        type != QEvent::LanguageChange)
        return false;
    if (!m_editor)
        return false;
    const bool onViewport = watched == m_editor->viewport();
    switch (event->type()) {
    case QEvent::ToolTip:
        if (onViewport) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QTextCursor cursor = m_editor->cursorForPosition(help->pos());
            // Below the last line there is nothing to explain.
            if (help->pos().y() > m_editor->cursorRect(cursor).bottom())
                return false;
            const QString html = toolTipAt(cursor.position());
            if (html.isEmpty())
                return false; // the editor's own tooltips (special characters)
            QToolTip::showText(help->globalPos(), html, m_editor->viewport());
            return true;
        }
        break;
    case QEvent::ContextMenu:
        if (onViewport || watched == m_editor) {
            auto *menuEvent = static_cast<QContextMenuEvent *>(event);
            QPoint viewportPos;
            int position = 0;
            if (onViewport && menuEvent->reason() == QContextMenuEvent::Mouse) {
                viewportPos = menuEvent->pos();
                position = m_editor->cursorForPosition(viewportPos).position();
            } else {
                viewportPos = m_editor->cursorRect().bottomLeft();
                position = m_editor->textCursor().position();
            }
            if (fixesAt(position).isEmpty() && m_report->safeFixCount() == 0)
                return false; // nothing to add: the editor's own menu
            QMenu *menu = createContextMenu(viewportPos, position);
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(m_editor->viewport()->mapToGlobal(viewportPos));
            return true;
        }
        break;
    case QEvent::PaletteChange:
        if (watched == m_editor)
            place(); // colours follow the theme
        break;
    case QEvent::LanguageChange:
        if (watched == m_editor) {
            retranslate();
            m_runner->setOptions(m_runner->options()); // the report's texts, in the new language
        }
        break;
    default:
        break;
    }
    return false;
}

void bindToEditor(DiagnosticsController *controller, Editor *editor)
{
    const auto showUnderlines = [editor](const QList<QTextEdit::ExtraSelection> &underlines) {
        editor->setLayerSelections(Editor::SelectionLayer::Diagnostics, underlines);
    };
    const auto showMarkers = [editor](const QList<DiagnosticsController::Marker> &markers) {
        QList<Editor::LineMarker> lineMarkers;
        lineMarkers.reserve(markers.size());
        for (const DiagnosticsController::Marker &m : markers)
            lineMarkers.append({m.line, m.icon, m.toolTip});
        editor->setLineMarkers(lineMarkers);
    };
    QObject::connect(controller, &DiagnosticsController::underlinesChanged, editor, showUnderlines);
    QObject::connect(controller, &DiagnosticsController::markersChanged, editor, showMarkers);
    QObject::connect(editor, &Editor::lineMarkerClicked, controller,
                     [controller](int line) { controller->showFixMenuForLine(line); });
    showUnderlines(controller->underlines());
    showMarkers(controller->markers());
}

} // namespace robots::ui
