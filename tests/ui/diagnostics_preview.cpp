// SPDX-License-Identifier: MIT
// A test-only window: the editor with its diagnostics, the Problems panel under it, the Outline
// on the left and the problem counts in the status bar, wired the way the main window wires
// them. Renders a PNG to look at:
//   QT_QPA_PLATFORM=offscreen diagnostics_preview --file problems.robots.txt --out shot.png
#include "analysis/documentanalyzer.h"
#include "diagnostics/diagnosticscontroller.h"
#include "diagnostics/directivecompleter.h"
#include "diagnostics/outlinepanel.h"
#include "diagnostics/problemcountsbutton.h"
#include "diagnostics/problemspanel.h"
#include "editor/editor.h"

#include <KSyntaxHighlighting/Repository>

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QHelpEvent>
#include <QMainWindow>
#include <QPainter>
#include <QStatusBar>
#include <QTextBlock>
#include <QTimer>
#include <QToolTip>
#include <QTreeView>

using namespace robots::ui;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("file"), QStringLiteral("robots.txt to show"), QStringLiteral("path")});
    parser.addOption(
        {QStringLiteral("theme"), QStringLiteral("Editor theme (empty: follow the palette)"), QStringLiteral("name")});
    parser.addOption({QStringLiteral("dark"), QStringLiteral("Use a dark palette")});
    parser.addOption({QStringLiteral("line"), QStringLiteral("Put the cursor on this line and select its problem"),
                      QStringLiteral("line"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("tooltip"), QStringLiteral("Show the tooltip at the cursor")});
    parser.addOption({QStringLiteral("menu"), QStringLiteral("Open the quick-fix menu at the cursor")});
    parser.addOption({QStringLiteral("outline-dialect"), QStringLiteral("Dialect of the outline"),
                      QStringLiteral("name"), QStringLiteral("rfc9309")});
    parser.addOption(
        {QStringLiteral("zoom"), QStringLiteral("Editor zoom steps"), QStringLiteral("steps"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("timing"), QStringLiteral("Print how long a keystroke's diagnostics take")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("PNG to write, then quit"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("size"), QStringLiteral("Window size WxH"), QStringLiteral("size"),
                      QStringLiteral("1400x900")});
    parser.process(app);

    if (parser.isSet(QStringLiteral("dark"))) {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
        dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Highlight, QColor(0x2a, 0x6f, 0xc9));
        dark.setColor(QPalette::HighlightedText, Qt::white);
        dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ToolTipText, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
        dark.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
        dark.setColor(QPalette::Midlight, QColor(0x3e, 0x3e, 0x3e));
        dark.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
        dark.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::Link, QColor(0x5d, 0xa9, 0xf6));
        QApplication::setPalette(dark);
    }

    KSyntaxHighlighting::Repository repository;
    QMainWindow window;
    window.setWindowTitle(QStringLiteral("Robots.txt Studio — diagnostics preview"));
    auto *editor = new Editor(repository, &window);
    editor->setThemeName(parser.value(QStringLiteral("theme")));
    editor->setZoomLevel(parser.value(QStringLiteral("zoom")).toInt());
    window.setCentralWidget(editor);
    DocumentAnalyzer analyzer;
    analyzer.setDocument(editor->document());
    auto *controller = new DiagnosticsController(editor, &analyzer, editor);
    bindToEditor(controller, editor);
    new DirectiveCompleter(editor);

    auto *problems = new ProblemsPanel(&window);
    problems->setController(controller);
    auto *problemsDock = new QDockWidget(QStringLiteral("Problems"), &window);
    problemsDock->setWidget(problems);
    window.addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    auto *outline = new OutlinePanel(&window);
    outline->setAnalyzer(&analyzer);
    if (const robots::Dialect *d = robots::findDialect(parser.value(QStringLiteral("outline-dialect")).toStdString()))
        outline->setDialect(d->id());
    auto *outlineDock = new QDockWidget(QStringLiteral("Outline"), &window);
    outlineDock->setWidget(outline);
    window.addDockWidget(Qt::LeftDockWidgetArea, outlineDock);
    auto *counts = new ProblemCountsButton(&window);
    counts->setController(controller);
    window.statusBar()->addPermanentWidget(counts);
    QObject::connect(problems, &ProblemsPanel::jumpTo, editor, &Editor::goToLine);
    QObject::connect(outline, &OutlinePanel::jumpToLine, editor, [editor](int line) { editor->goToLine(line); });
    QObject::connect(controller, &DiagnosticsController::statusMessage, window.statusBar(),
                     [&window](const QString &m) { window.statusBar()->showMessage(m); });

    QFile file(parser.value(QStringLiteral("file")));
    if (file.open(QIODevice::ReadOnly))
        editor->setPlainText(QString::fromUtf8(file.readAll()));
    controller->runner()->flush();

    const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    window.resize(size.value(0).toInt(), size.value(1).toInt());
    window.resizeDocks({outlineDock}, {330}, Qt::Horizontal);
    window.resizeDocks({problemsDock}, {280}, Qt::Vertical);
    window.show();

    const int line = parser.value(QStringLiteral("line")).toInt();
    if (line > 0) {
        editor->goToLine(line);
        for (int row = 0; row < problems->view()->model()->rowCount(); ++row) {
            const QModelIndex index = problems->view()->model()->index(row, 0);
            if (index.data(Qt::UserRole + 2).toInt() == line) { // ProblemsModel::LineRole
                problems->view()->setCurrentIndex(index);
                break;
            }
        }
        editor->setFocus();
    }

    if (parser.isSet(QStringLiteral("timing"))) {
        // One keystroke at the end of the file, up to the report shown in the editor and panels.
        for (int i = 0; i < 3; ++i) {
            QElapsedTimer clock;
            clock.start();
            QTextCursor cursor(editor->document());
            cursor.movePosition(QTextCursor::End);
            cursor.insertText(QStringLiteral("#"));
            const qint64 edit = clock.nsecsElapsed();
            controller->runner()->flush();
            const qint64 total = clock.nsecsElapsed() - edit;
            const qint64 parse = controller->report()->analysis->parseNanoseconds;
            const qint64 lint = controller->report()->lintNanoseconds;
            qInfo("keystroke: edit %.2f ms; parse %.1f ms, lint %.1f ms (worker threads when typing), "
                  "show %.1f ms (UI thread); %zu findings",
                  double(edit) / 1e6, double(parse) / 1e6, double(lint) / 1e6, double(total - parse - lint) / 1e6,
                  controller->report()->diagnostics.size());
        }
    }

    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty())
        return app.exec();
    QTimer::singleShot(200, &window, [&] {
        if (parser.isSet(QStringLiteral("menu")))
            controller->showFixMenu();
        if (parser.isSet(QStringLiteral("tooltip"))) {
            const QRect r = editor->cursorRect();
            const QString html = controller->toolTipAt(editor->textCursor().position());
            QToolTip::showText(editor->viewport()->mapToGlobal(r.bottomRight()), html, editor->viewport());
        }
        QTimer::singleShot(300, &window, [&] {
            // Popups and tooltips are windows of their own: paint them onto the window's image.
            QPixmap shot = window.grab();
            QPainter painter(&shot);
            for (QWidget *top : QApplication::topLevelWidgets()) {
                if (top != &window && top->isVisible() && top->width() > 10) {
                    const QPoint at = window.mapFromGlobal(top->mapToGlobal(QPoint(0, 0)));
                    painter.drawPixmap(at, top->grab());
                }
            }
            painter.end();
            shot.save(out);
            app.quit();
        });
    });
    return app.exec();
}
