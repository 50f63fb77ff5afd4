// SPDX-License-Identifier: MIT
#include "mainwindow/diagnosticsfeature.h"

#include "diagnostics/diagnosticscontroller.h"
#include "diagnostics/directivecompleter.h"
#include "diagnostics/lintrunner.h"
#include "diagnostics/outlinepanel.h"
#include "diagnostics/problemcountsbutton.h"
#include "diagnostics/problemspanel.h"
#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "mainwindow/encodingnotice.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"

#include <QAction>
#include <QDockWidget>
#include <QStatusBar>
#include <QTreeView>

namespace robots::ui {

DiagnosticsFeature::DiagnosticsFeature(MainWindow &window, DocumentAnalyzer *analyzer)
    : QObject(&window)
    , m_window(window)
    , m_analyzer(analyzer)
    , m_problems(new ProblemsPanel(&window))
    , m_outline(new OutlinePanel(&window))
    , m_problemCounts(new ProblemCountsButton(&window))
    , m_quickFix(new QAction(tr("&Quick Fix…"), &window))
    , m_fixAllSafe(new QAction(tr("Fix All &Safe Problems"), &window))
{
    auto *problemsDock = new QDockWidget(tr("Problems"), &window);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    problemsDock->setWidget(m_problems);
    window.addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    m_outline->setAnalyzer(m_analyzer);
    auto *outlineDock = new QDockWidget(tr("Outline"), &window);
    outlineDock->setObjectName(QStringLiteral("outlineDock"));
    outlineDock->setWidget(m_outline);
    window.addDockWidget(Qt::LeftDockWidgetArea, outlineDock);
    window.resizeDocks({outlineDock}, {260}, Qt::Horizontal);
    window.resizeDocks({problemsDock}, {190}, Qt::Vertical);

    WindowActions *actions = window.windowActions();
    QAction *showProblems = problemsDock->toggleViewAction();
    showProblems->setObjectName(QStringLiteral("actionShowProblems"));
    showProblems->setText(tr("&Problems"));
    showProblems->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    QAction *showOutline = outlineDock->toggleViewAction();
    showOutline->setObjectName(QStringLiteral("actionShowOutline"));
    showOutline->setText(tr("O&utline"));
    actions->addSeparator(WindowActions::Place::ViewEnd);
    actions->add(WindowActions::Place::ViewEnd, showProblems);
    actions->add(WindowActions::Place::ViewEnd, showOutline);

    // The window's entries act on the current tab; the editors' own Ctrl+. is handed over to it.
    m_quickFix->setObjectName(QStringLiteral("actionQuickFix"));
    m_quickFix->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_quickFix->setStatusTip(tr("Show the quick fixes for the problem at the cursor"));
    connect(m_quickFix, &QAction::triggered, this, [this] {
        if (DiagnosticsController *d = controllerOf(m_window.currentTab()))
            d->showFixMenu();
    });
    m_fixAllSafe->setObjectName(QStringLiteral("actionFixAllSafe"));
    m_fixAllSafe->setStatusTip(tr("Apply every quick fix that keeps each dialect's reading of the rest of the file"));
    m_fixAllSafe->setEnabled(false);
    connect(m_fixAllSafe, &QAction::triggered, this, [this] {
        if (DiagnosticsController *d = controllerOf(m_window.currentTab()))
            d->fixAllSafe();
    });
    actions->addSeparator(WindowActions::Place::EditEnd);
    actions->add(WindowActions::Place::EditEnd, m_quickFix);
    actions->add(WindowActions::Place::EditEnd, m_fixAllSafe);

    window.statusBar()->insertPermanentWidget(0, m_problemCounts);
    connect(m_problemCounts, &QAbstractButton::clicked, this, [this, problemsDock] {
        problemsDock->show();
        problemsDock->raise();
        m_problems->view()->setFocus();
    });

    connect(m_problems, &ProblemsPanel::jumpTo, this, [this](int line, int column) {
        if (Editor *e = m_window.editor()) {
            e->goToLine(line, column);
            e->setFocus();
        }
    });
    connect(m_outline, &OutlinePanel::jumpToLine, this, [this](int line) {
        if (Editor *e = m_window.editor()) {
            e->goToLine(line);
            e->setFocus();
        }
    });
    connect(&window, &MainWindow::tabOpened, this, &DiagnosticsFeature::attach);
    connect(&window, &MainWindow::currentTabChanged, this, &DiagnosticsFeature::showDiagnosticsOf);
}

DiagnosticsController *DiagnosticsFeature::controllerOf(EditorTab *tab) const
{
    return tab ? m_controllers.value(tab) : nullptr;
}

void DiagnosticsFeature::attach(EditorTab *tab)
{
    auto *controller = new DiagnosticsController(tab->editor(), m_analyzer, tab);
    m_controllers.insert(tab, controller);
    connect(tab, &QObject::destroyed, this, [this, tab] { m_controllers.remove(tab); });
    controller->quickFixAction()->setShortcut(QKeySequence()); // Edit → Quick Fix… has Ctrl+.
    bindToEditor(controller, tab->editor());
    new DirectiveCompleter(tab->editor());
    connect(controller, &DiagnosticsController::statusMessage, this,
            [this](const QString &message) { m_window.statusBar()->showMessage(message, 5000); });
    // What the file's bytes hold besides the text (byte order mark, line breaks, bytes that are
    // not UTF-8) is linted from the bytes saving would write; its fixes change the Document.
    Document *document = tab->document();
    controller->setFileFixHandler([document](const Diagnostic &finding, const QuickFix &fix) {
        if (finding.code() == "R104") {
            document->setByteOrderMark(false);
            return true;
        }
        if (finding.code() == "R107" && !fix.edits.empty()) {
            const std::string &to = fix.edits.front().replacement;
            document->convertLineEndings(to == "\r\n" ? LineBreak::CrLf : to == "\r" ? LineBreak::Cr : LineBreak::Lf);
            return true;
        }
        if (finding.code() == "R109") {
            document->convertToUtf8();
            return true;
        }
        return false; // R103: re-encoding raw bytes is not a text edit
    });
    connect(document, &Document::factsChanged, controller,
            [controller, document] { controller->setFileBytes(document->encodedBytes()); });
    // A UTF-16 or UTF-32 file: crawlers read its bytes as UTF-8 and find no rules (R109); the
    // notice says so once per encoding the document is in.
    const auto encodingNotice = [this, tab] {
        updateEncodingNotice(tab, m_window.documents()->state(tab->document()).encodingNotice);
    };
    connect(document, &Document::factsChanged, tab, encodingNotice);
    encodingNotice();
    controller->setFileBytes(document->encodedBytes());
    connect(controller->fixAllSafeAction(), &QAction::changed, this, [this, tab, controller] {
        if (tab == m_window.currentTab())
            m_fixAllSafe->setEnabled(controller->fixAllSafeAction()->isEnabled());
    });
    if (tab == m_window.currentTab())
        showDiagnosticsOf(tab);
}

void DiagnosticsFeature::showDiagnosticsOf(EditorTab *tab)
{
    DiagnosticsController *controller = controllerOf(tab);
    if (controller)
        controller->runner()->documentActivated(); // the analyzer reads this tab from now on
    m_problems->setController(controller);
    m_problemCounts->setController(controller);
    m_fixAllSafe->setEnabled(controller && controller->fixAllSafeAction()->isEnabled());
}

} // namespace robots::ui
