// SPDX-License-Identifier: MIT
// Diagnostics in the editor: typing produces underlines in each finding's range and
// Problems rows; gutter markers and tooltips explain them; a quick fix changes the text as the
// catalogue says and one Ctrl+Z undoes it; "fix all safe problems"; the context menu and Ctrl+.
// offer the fixes. Offscreen, QTRY_* and QSignalSpy, no fixed sleeps.
//
// Expected texts come from the catalogue's own examples (each check's example and its corrected
// form, which cite the seeds and RFC 9309) and from the standards named in each row.
#include "analysis/diagnosticstext.h"
#include "analysis/documentanalyzer.h"
#include "diagnostics/diagnosticscontroller.h"
#include "diagnostics/problemcountsbutton.h"
#include "diagnostics/problemsmodel.h"
#include "diagnostics/problemspanel.h"
#include "diagnostics/severitystyle.h"
#include "editor/editor.h"

#include <robots/studio/diagnostics.h>

#include <KSyntaxHighlighting/Repository>

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHelpEvent>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QToolTip>
#include <QTranslator>
#include <QVBoxLayout>

#include <memory>

using namespace robots;
using namespace robots::ui;

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

const Check &check(const char *code)
{
    const Check *c = findCheck(code);
    Q_ASSERT(c);
    return *c;
}

// An editor in a window, followed by an analyzer and a diagnostics controller, bound the way the
// main window binds them.
struct Fixture
{
    KSyntaxHighlighting::Repository repository;
    QWidget window;
    Editor *editor;
    DocumentAnalyzer analyzer;
    DiagnosticsController *controller;

    Fixture()
        : editor(new Editor(repository, &window))
    {
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(editor);
        window.resize(900, 500);
        analyzer.setDocument(editor->document());
        controller = new DiagnosticsController(editor, &analyzer, editor);
        bindToEditor(controller, editor);
    }

    void setText(const QString &text)
    {
        editor->setPlainText(text);
        controller->runner()->flush();
    }

    // Indexes of the findings with CODE.
    QList<int> findings(std::string_view code) const
    {
        QList<int> out;
        const auto &diagnostics = controller->report()->diagnostics;
        for (std::size_t i = 0; i < diagnostics.size(); ++i) {
            if (diagnostics[i].code() == code)
                out << int(i);
        }
        return out;
    }

    // The underline of finding INDEX: the selection whose range is the finding's, if any.
    std::optional<QTextEdit::ExtraSelection> underlineOf(int index) const
    {
        const LintReport &report = *controller->report();
        const Span &where = report.diagnostics[std::size_t(index)].where;
        const int start = report.positions.toPosition(where.offset);
        for (const QTextEdit::ExtraSelection &s : editor->layerSelections(Editor::SelectionLayer::Diagnostics)) {
            if (s.cursor.selectionStart() == start || (s.cursor.position() == start && !s.cursor.hasSelection()))
                return s;
        }
        return std::nullopt;
    }
};

QString readData(const char *name)
{
    QFile file(QStringLiteral(ROBOTS_TEST_DATA "/ui-diagnostics/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(file.readAll());
}

// Marks every translated string, to see that a text goes through the translation system.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        return QStringLiteral("\u2039") + QString::fromUtf8(source) + QStringLiteral("\u203a");
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestDiagEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void typingProducesUnderlinesAndRows();
    void underlinesCoverTheFindingsRangeWithNonAscii();
    void otherSelectionLayersKept();
    void gutterMarkersAndLightbulb();
    void tooltipExplainsWhy();
    void quickFixIsOneUndoStep_data();
    void quickFixIsOneUndoStep();
    void ctrlPeriodOpensFixMenu();
    void fixMenuOpensOnItsFirstFix();
    void contextMenuOffersFixes();
    void markerClickOpensFixMenu();
    void staleFixRefused();
    void fixAllSafe();
    void statusCounts();
    void languageChangeRetranslates();
    void rawBytesQuotedAsBytes();
};

void TestDiagEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// What the user sees while typing: the expected underlines and Problems rows.
// Google accepts `Dissallow`; nobody else does (catalogue R203: google/robotstxt robots.cc).
void TestDiagEditor::typingProducesUnderlinesAndRows()
{
    Fixture f;
    ProblemsPanel panel;
    panel.setController(f.controller);
    panel.show();
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));

    QTest::keyClicks(f.editor, QStringLiteral("User-agent: *"));
    QTest::keyClick(f.editor, Qt::Key_Return);
    QTest::keyClicks(f.editor, QStringLiteral("Dissallow: /private"));
    QTRY_COMPARE(f.findings("R203").size(), 1);

    const int index = f.findings("R203").front();
    const auto underline = f.underlineOf(index);
    QVERIFY(underline);
    QCOMPARE(underline->cursor.selectedText(), QStringLiteral("Dissallow"));
    QCOMPARE(underline->cursor.block().blockNumber(), 1);
    QCOMPARE(underline->format.underlineStyle(), QTextCharFormat::WaveUnderline);
    const Severity severity = f.controller->report()->diagnostics[std::size_t(index)].severity;
    QCOMPARE(underline->format.underlineColor(), severityColor(severity, f.editor->palette().color(QPalette::Base)));

    // The Problems panel lists it: line 2, its code, the message.
    ProblemsModel *model = panel.model();
    QTRY_VERIFY(model->rowCount() >= 1);
    bool found = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex i = model->index(row, 0);
        if (i.data(ProblemsModel::CodeRole).toString() == QLatin1String("R203")) {
            found = true;
            QCOMPARE(i.data(ProblemsModel::LineRole).toInt(), 2);
            QCOMPARE(i.data(ProblemsModel::ColumnRole).toInt(), 1);
            QVERIFY(
                i.siblingAtColumn(ProblemsModel::MessageColumn).data().toString().contains(QLatin1String("Dissallow")));
        }
    }
    QVERIFY(found);

    // Correcting the key removes the finding and its underline.
    QTextCursor cursor = f.editor->textCursor();
    cursor.setPosition(f.editor->document()->findBlockByNumber(1).position() + 3);
    f.editor->setTextCursor(cursor);
    QTest::keyClick(f.editor, Qt::Key_Delete);
    QTRY_VERIFY(f.findings("R203").isEmpty());
    QCOMPARE(f.editor->document()->findBlockByNumber(1).text(), QStringLiteral("Disallow: /private"));
    QTRY_VERIFY(f.editor->layerSelections(Editor::SelectionLayer::Diagnostics).isEmpty());
}

// Byte offsets (UTF-8) become editor positions (UTF-16) for every finding of a file with é,
// 日本 and an emoji (a surrogate pair) before the findings on their lines.
void TestDiagEditor::underlinesCoverTheFindingsRangeWithNonAscii()
{
    Fixture f;
    const QString text = readData("problems.robots.txt");
    QVERIFY(!text.isEmpty());
    f.setText(text);
    const LintReport &report = *f.controller->report();
    QVERIFY(report.diagnostics.size() >= 10);
    QTextDocument *document = f.editor->document();
    int checked = 0;
    for (std::size_t i = 0; i < report.diagnostics.size(); ++i) {
        const Span &where = report.diagnostics[i].where;
        const QTextBlock block = document->findBlockByNumber(int(where.line) - 1);
        // The finding's bytes, cut at the end of the line, decoded: what the underline covers.
        const Line &line = *report.file.line(where.line);
        // A range never ends inside a character: it covers the whole character.
        std::uint32_t end = std::min(where.offset + where.length, line.content.end());
        while (end < line.content.end() && (static_cast<unsigned char>(report.file.text()[end]) & 0xC0) == 0x80)
            ++end;
        const QString expected = fromView(report.file.text().substr(where.offset, end - where.offset));
        const auto underline = f.underlineOf(int(i));
        if (block.text().isEmpty()) { // an empty line: the marker shows it, nothing is underlined
            QVERIFY(!underline);
            continue;
        }
        QVERIFY2(underline, report.diagnostics[i].code().data());
        QCOMPARE(underline->cursor.block().blockNumber(), block.blockNumber());
        if (!expected.isEmpty()) {
            QCOMPARE(underline->cursor.selectedText(), expected);
            QVERIFY(block.text().contains(expected));
            ++checked;
        }
    }
    QVERIFY(checked >= 10);
    // The range after `日本/` on line 9 (R403, "`$` inside a pattern", RFC 9309 §2.2.3): the `$`.
    const QList<int> dollar = f.findings("R403");
    QCOMPARE(dollar.size(), 1);
    const auto underline = f.underlineOf(dollar.front());
    QVERIFY(underline);
    QCOMPARE(underline->cursor.block().text(), QStringLiteral("Disallow: /\u65e5\u672c/$x"));
    QCOMPARE(underline->cursor.selectionStart() - underline->cursor.block().position(), 14);
}

void TestDiagEditor::otherSelectionLayersKept()
{
    Fixture f;
    f.setText(QStringLiteral("User-agent: *\nDissallow: /x\n"));
    QTextEdit::ExtraSelection search;
    search.cursor = QTextCursor(f.editor->document());
    search.cursor.setPosition(0);
    search.cursor.setPosition(4, QTextCursor::KeepAnchor);
    search.format.setBackground(Qt::yellow);
    f.editor->setLayerSelections(Editor::SelectionLayer::Search, {search});
    QTest::keyClicks(f.editor, QStringLiteral("# "));
    QTRY_VERIFY(f.controller->runner()->isUpToDate());
    f.controller->runner()->flush();
    QCOMPARE(f.editor->layerSelections(Editor::SelectionLayer::Search).size(), 1);
    QVERIFY(!f.editor->layerSelections(Editor::SelectionLayer::Diagnostics).isEmpty());
    QCOMPARE(f.editor->extraSelections().size(),
             1 + f.editor->layerSelections(Editor::SelectionLayer::Diagnostics).size());
}

void TestDiagEditor::gutterMarkersAndLightbulb()
{
    Fixture f;
    // R203 on line 3 has fixes; R601 (a relative Sitemap URL, RFC 9309 §2.2.4 / sitemaps.org)
    // has none.
    f.setText(QStringLiteral("User-agent: *\nDisallow: /a\nDissallow: /x\nSitemap: /sitemap.xml\n"));
    const QList<Editor::LineMarker> markers = f.editor->lineMarkers();
    const auto markerOn = [&](int line) -> std::optional<DiagnosticsController::Marker> {
        for (const DiagnosticsController::Marker &m : f.controller->markers()) {
            if (m.line == line)
                return m;
        }
        return std::nullopt;
    };
    QCOMPARE(markers.size(), f.controller->markers().size());
    const auto typo = markerOn(2);
    QVERIFY(typo);
    QVERIFY(typo->hasFix);
    QVERIFY(typo->toolTip.contains(QLatin1String("R203")));
    QVERIFY(!typo->icon.isNull());
    const auto sitemap = markerOn(3);
    QVERIFY(sitemap);
    QCOMPARE(sitemap->severity, Severity::Error);
    QVERIFY(sitemap->toolTip.contains(QLatin1String("R601")));
    QVERIFY(!markerOn(0));
    QVERIFY(!markerOn(1));
    // Icons render (HiDPI: any size).
    QVERIFY(!typo->icon.pixmap(QSize(16, 16)).isNull());
    QVERIFY(!typo->icon.pixmap(QSize(48, 48)).isNull());
    QVERIFY(std::any_of(markers.cbegin(), markers.cend(), [](const Editor::LineMarker &m) {
        return m.line == 2 && m.toolTip.contains(QLatin1String("R203"));
    }));
}

void TestDiagEditor::tooltipExplainsWhy()
{
    Fixture f;
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    f.setText(QStringLiteral("User-agent: *\nDisallow: /a\nDissallow: /x\n"));
    const int onTypo = f.editor->document()->findBlockByNumber(2).position() + 3;
    const QString tip = f.controller->toolTipAt(onTypo);
    // The message, the code and why it matters (the catalogue's paragraph).
    QVERIFY(tip.contains(QLatin1String("R203")));
    QVERIFY(tip.contains(checkWhy(check("R203")).left(40).toHtmlEscaped()));
    // The key's documentation: RFC 9309 §2.2.2 defines Disallow (Google reads the misspelling).
    QVERIFY(tip.contains(QStringLiteral("RFC 9309 §2.2.2")));
    // On `User-agent`: its documentation only (RFC 9309 §2.2.1).
    const QString agentTip = f.controller->toolTipAt(3);
    QVERIFY(agentTip.contains(QStringLiteral("RFC 9309 §2.1, §2.2.1")));
    QVERIFY(!agentTip.contains(QLatin1String("R203")));
    // On the value of a good line: nothing.
    QVERIFY(f.controller->toolTipAt(f.editor->document()->findBlockByNumber(1).position() + 11).isEmpty());

    // The real event: the mouse rests on the misspelt key.
    QTextCursor cursor(f.editor->document());
    cursor.setPosition(onTypo);
    const QPoint at = f.editor->cursorRect(cursor).center();
    QHelpEvent help(QEvent::ToolTip, at, f.editor->viewport()->mapToGlobal(at));
    QApplication::sendEvent(f.editor->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text().contains(QLatin1String("R203")));
    QToolTip::hideText();
}

void TestDiagEditor::quickFixIsOneUndoStep_data()
{
    QTest::addColumn<QByteArray>("code");
    // Each row: the catalogue's example, whose corrected form is what the fix writes.
    QTest::newRow("google-robots.cc/accepted-typo-dissallow") << QByteArray("R203");
    QTest::newRow("rfc9309-2.2/missing-colon") << QByteArray("R201");
    QTest::newRow("www-robotrules/ancient-castle-blank-line") << QByteArray("R302");
    QTest::newRow("rfc9309-2.2.1/version-in-agent") << QByteArray("R306");
}

void TestDiagEditor::quickFixIsOneUndoStep()
{
    QFETCH(QByteArray, code);
    const Check &c = check(code.constData());
    QVERIFY(c.hasFix);
    Fixture f;
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    const QString example = fromView(c.example);
    f.setText(example);
    const QList<int> found = f.findings(c.code);
    QCOMPARE(found.size(), 1);
    const Diagnostic &d = f.controller->report()->diagnostics[std::size_t(found.front())];
    QVERIFY(!d.fixes.empty());
    QSignalSpy applied(f.controller, &DiagnosticsController::statusMessage);
    QVERIFY(f.controller->applyFix({found.front(), 0}));
    QCOMPARE(f.editor->toPlainText(), fromView(c.fixedExample));
    QCOMPARE(applied.size(), 1);
    QTRY_VERIFY(f.findings(c.code).isEmpty());

    // One Ctrl+Z brings the example back, whatever the fix's edits were.
    QTest::keyClick(f.editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(f.editor->toPlainText(), example);
    QTRY_COMPARE(f.findings(c.code).size(), 1);
    // And Ctrl+Shift+Z (redo) the fix again, in one step too.
    QTest::keyClick(f.editor, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(f.editor->toPlainText(), fromView(c.fixedExample));
}

void TestDiagEditor::ctrlPeriodOpensFixMenu()
{
    Fixture f;
    f.window.show();
    f.window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&f.window));
    f.editor->setFocus();
    const Check &c = check("R203");
    f.setText(fromView(c.example));
    QTextCursor cursor = f.editor->textCursor();
    cursor.setPosition(f.editor->document()->findBlockByNumber(1).position() + 2);
    f.editor->setTextCursor(cursor);

    QCOMPARE(f.controller->quickFixAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Period));
    QTest::keyClick(f.editor, Qt::Key_Period, Qt::ControlModifier);
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QCOMPARE(menu->objectName(), QStringLiteral("quickFixMenu"));
    QAction *fix = menu->actions().value(0);
    QVERIFY(fix);
    const Diagnostic &d = f.controller->report()->diagnostics[std::size_t(f.findings("R203").front())];
    QCOMPARE(fix->text(), fixTitle(d.fixes.front()));
    fix->trigger();
    menu->close();
    QCOMPARE(f.editor->toPlainText(), fromView(c.fixedExample));
    QTest::keyClick(f.editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(f.editor->toPlainText(), fromView(c.example));

    // Where there is nothing to fix, no menu.
    f.setText(QStringLiteral("User-agent: *\nDisallow: /x\n"));
    cursor = f.editor->textCursor();
    cursor.setPosition(2);
    f.editor->setTextCursor(cursor);
    QVERIFY(f.controller->fixesAt(2).isEmpty());
    QCOMPARE(f.controller->showFixMenu(), nullptr);
}

// Ctrl+. then Enter applies the first fix: the menu opens with it selected.
void TestDiagEditor::fixMenuOpensOnItsFirstFix()
{
    Fixture f;
    f.window.show();
    f.window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&f.window));
    f.editor->setFocus();
    const Check &c = check("R203");
    f.setText(fromView(c.example));
    QTextCursor cursor = f.editor->textCursor();
    cursor.setPosition(f.editor->document()->findBlockByNumber(1).position() + 2);
    f.editor->setTextCursor(cursor);

    QTest::keyClick(f.editor, Qt::Key_Period, Qt::ControlModifier);
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QVERIFY(menu->activeAction());
    QCOMPARE(menu->activeAction(), menu->actions().value(0));
    QTest::keyClick(menu, Qt::Key_Return);
    QTRY_COMPARE(f.editor->toPlainText(), fromView(c.fixedExample));
    QTRY_VERIFY(!QApplication::activePopupWidget());
}

void TestDiagEditor::contextMenuOffersFixes()
{
    Fixture f;
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    const Check &c = check("R201");
    f.setText(fromView(c.example));
    QTextCursor cursor(f.editor->document());
    cursor.setPosition(f.editor->document()->findBlockByNumber(1).position() + 1);
    const QPoint at = f.editor->cursorRect(cursor).center();

    QContextMenuEvent event(QContextMenuEvent::Mouse, at, f.editor->viewport()->mapToGlobal(at));
    QApplication::sendEvent(f.editor->viewport(), &event);
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QCOMPARE(menu->objectName(), QStringLiteral("editorContextMenu"));
    const Diagnostic &d = f.controller->report()->diagnostics[std::size_t(f.findings("R201").front())];
    QAction *first = menu->actions().value(0);
    QVERIFY(first);
    QCOMPARE(first->text(), fixTitle(d.fixes.front()));
    // The editor's own entries are still there (Undo, Copy, Select All …).
    QVERIFY(menu->actions().size() > 3);
    first->trigger();
    menu->close();
    QCOMPARE(f.editor->toPlainText(), fromView(c.fixedExample));
}

void TestDiagEditor::markerClickOpensFixMenu()
{
    Fixture f;
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    const Check &c = check("R302");
    f.setText(fromView(c.example));
    const QList<int> found = f.findings("R302");
    QCOMPARE(found.size(), 1);
    const int line = int(f.controller->report()->diagnostics[std::size_t(found.front())].where.line) - 1;
    Q_EMIT f.editor->lineMarkerClicked(line);
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QVERIFY(!menu->actions().isEmpty());
    menu->actions().front()->trigger();
    menu->close();
    QCOMPARE(f.editor->toPlainText(), fromView(c.fixedExample));
}

// A fix offered for one text is not applied to another (its byte offsets would land elsewhere).
void TestDiagEditor::staleFixRefused()
{
    Fixture f;
    f.setText(QStringLiteral("User-agent: *\nDissallow: /x\n"));
    QObject owner;
    const QList<QAction *> actions = f.controller->createFixActions(f.controller->fixesFor(f.findings("R203")), &owner);
    QVERIFY(!actions.isEmpty());
    QTextCursor cursor(f.editor->document());
    cursor.insertText(QStringLiteral("# new first line\n"));
    const QString changed = f.editor->toPlainText();
    QSignalSpy messages(f.controller, &DiagnosticsController::statusMessage);
    actions.front()->trigger();
    QCOMPARE(f.editor->toPlainText(), changed);
    QCOMPARE(messages.size(), 1);
}

void TestDiagEditor::fixAllSafe()
{
    Fixture f;
    // Three safe fixes (catalogue R203, R201, R302) and one finding without a safe fix (R601).
    const QString text = QStringLiteral("User-agent: *\nDisallow: /x\nDissallow: /a\nDisallow /b\nUser-agent: Belle\n"
                                        "Disallow: /west-wing/\nSitemap: /sitemap.xml\n");
    f.setText(text);
    QVERIFY(f.controller->safeFixCount() >= 3);
    QVERIFY(f.controller->fixAllSafeAction()->isEnabled());
    const QByteArray utf8 = text.toUtf8();
    const FixAllResult expected = robots::fixAll(std::string_view(utf8.constData(), std::size_t(utf8.size())));
    const int applied = f.controller->fixAllSafe();
    QCOMPARE(applied, int(expected.applied));
    QCOMPARE(f.editor->toPlainText(), fromView(expected.text));
    // What the standards say the file meant: the key spelt right, the colon, a blank line
    // before Belle's record (seeds 000/001).
    const QString fixed = f.editor->toPlainText();
    QVERIFY(fixed.contains(QLatin1String("\nDisallow: /a\n")));
    QVERIFY(fixed.contains(QLatin1String("\nDisallow: /b\n")));
    QVERIFY(fixed.contains(QLatin1String("\n\nUser-agent: Belle\n")));
    QVERIFY(fixed.contains(QLatin1String("Sitemap: /sitemap.xml"))); // not safe to guess a host
    QTRY_VERIFY(f.findings("R203").isEmpty());
    QVERIFY(!f.controller->fixAllSafeAction()->isEnabled() || f.controller->safeFixCount() > 0);
    // One Ctrl+Z undoes all of it.
    QTest::keyClick(f.editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(f.editor->toPlainText(), text);
}

void TestDiagEditor::statusCounts()
{
    Fixture f;
    ProblemCountsButton counts;
    counts.setController(f.controller);
    f.setText(readData("problems.robots.txt"));
    const LintReport &report = *f.controller->report();
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Info, Severity::Hint}) {
        const auto expected = std::count_if(report.diagnostics.cbegin(), report.diagnostics.cend(),
                                            [s](const Diagnostic &d) { return d.severity == s; });
        QCOMPARE(counts.count(s), int(expected));
    }
    QVERIFY(counts.count(Severity::Error) >= 2);
    QVERIFY(counts.accessibleName().contains(severityCountText(Severity::Error, counts.count(Severity::Error))));
    QSignalSpy clicked(&counts, &QAbstractButton::clicked);
    counts.click();
    QCOMPARE(clicked.size(), 1);
}

// The studio speaks the user's language: the diagnostics, their explanations and the panels' words are translated (the
// core's messages through their ids, the GUI's through tr()), also when the language changes while the window is open.
void TestDiagEditor::languageChangeRetranslates()
{
    Fixture f;
    ProblemsPanel panel;
    panel.setController(f.controller);
    panel.show();
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    f.setText(QStringLiteral("User-agent: *\nDisallow: /a\nDissallow: /x\n"));
    QTRY_VERIFY(panel.model()->rowCount() >= 1);
    const QString mark = QStringLiteral("\u2039");
    QVERIFY(!panel.model()->index(0, ProblemsModel::MessageColumn).data().toString().startsWith(mark));

    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_VERIFY(panel.model()->index(0, ProblemsModel::MessageColumn).data().toString().startsWith(mark));
    QVERIFY(panel.model()->index(0, ProblemsModel::SeverityColumn).data().toString().startsWith(mark));
    QVERIFY(panel.model()->index(0, 0).data(ProblemsModel::DetailsRole).toString().contains(mark));
    QVERIFY(panel.model()->headerData(ProblemsModel::MessageColumn, Qt::Horizontal).toString().startsWith(mark));
    QVERIFY(panel.filterEdit()->placeholderText().startsWith(mark));
    QVERIFY(f.controller->quickFixAction()->text().startsWith(mark));
    QVERIFY(f.controller->toolTipAt(f.editor->document()->findBlockByNumber(2).position() + 2).contains(mark));
    for (const DiagnosticsController::Marker &m : f.controller->markers())
        QVERIFY(m.toolTip.contains(mark));
    QCoreApplication::removeTranslator(&translator);
    QTRY_VERIFY(!panel.model()->index(0, ProblemsModel::MessageColumn).data().toString().startsWith(mark));
}

// A byte that is not UTF-8 is a raw-byte character in the editor (losslesscodec.h); quoted in a
// message it reads as the byte (catalogue R407: `/caf\xE9/` carries a non-ASCII octet).
void TestDiagEditor::rawBytesQuotedAsBytes()
{
    // The editor shows a byte that is not UTF-8 as a raw-byte code point; the core reads the byte
    // itself (what saving writes), so the line gets R103 like `robotstxt lint` on the file, and a
    // message that quotes the text shows the byte as \xNN.
    Fixture f;
    f.setText(QStringLiteral("User-agent: *\nDisallow: /caf\U0010FDE9/\nCaf\U0010FDE9: x\n"));
    QTRY_COMPARE(f.findings("R103").size(), 2);
    QCOMPARE(f.findings("R407").size(), 0);
    const QList<int> unknown = f.findings("R202");
    QCOMPARE(unknown.size(), 1);
    const QString message = f.controller->report()->shown[std::size_t(unknown.front())].message;
    QVERIFY2(message.contains(QStringLiteral("Caf\\xE9")), qPrintable(message));
}

QTEST_MAIN(TestDiagEditor)
#include "tst_diageditor.moc"
