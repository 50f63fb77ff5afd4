// SPDX-License-Identifier: MIT
// A test-only window: a plain editor on the left and the tester panel on the right, wired the
// way the main window wires them, loaded with a built-in example. Renders a PNG to look at:
//   QT_QPA_PLATFORM=offscreen tester_preview --example ancient-castle --select 0 --out shot.png
// --language ja shows the Japanese texts. --select-rows 0,2,3 selects several rows (the first is current);
// --context-menu opens the cases table's context menu on the current row and paints it into the shot; --dialect-menu
// the Dialects button's. --all-dialects triggers Compare All Dialects (Ctrl+Shift+D) on the selected case.
#include "analysis/documentanalyzer.h"
#include "i18n/translations.h"
#include "tester/casestable.h"
#include "tester/examples.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "tester/verdictstyle.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFontDatabase>
#include <QMenu>
#include <QPainter>
#include <QPalette>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>

using namespace robots::ui;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("example"), QStringLiteral("Example id"), QStringLiteral("id"),
                      QStringLiteral("ancient-castle")});
    parser.addOption({QStringLiteral("dialects"), QStringLiteral("Dialects to show (comma-separated names)"),
                      QStringLiteral("names")});
    parser.addOption(
        {QStringLiteral("select"), QStringLiteral("Row to select"), QStringLiteral("row"), QStringLiteral("0")});
    parser.addOption(
        {QStringLiteral("select-rows"), QStringLiteral("Rows to select (comma-separated)"), QStringLiteral("rows")});
    parser.addOption({QStringLiteral("context-menu"), QStringLiteral("Show the cases table's context menu")});
    parser.addOption({QStringLiteral("dialect-menu"), QStringLiteral("Show the Dialects button's menu")});
    parser.addOption({QStringLiteral("all-dialects"), QStringLiteral("Compare All Dialects for the selected case")});
    parser.addOption(
        {QStringLiteral("tab"), QStringLiteral("Details tab to show"), QStringLiteral("index"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("edit"), QStringLiteral("Text appended to the file after loading (edit impact)"),
                      QStringLiteral("text")});
    parser.addOption({QStringLiteral("dark"), QStringLiteral("Use a dark palette")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("PNG to write, then quit"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("size"), QStringLiteral("Window size WxH"), QStringLiteral("size"),
                      QStringLiteral("1400x860")});
    parser.addOption({QStringLiteral("language"), QStringLiteral("Language of the texts (en, ja)"),
                      QStringLiteral("code"), QStringLiteral("en")});
    parser.process(app);
    // The studio's catalogues, so plurals read "12 cases" and Japanese can be shown.
    robots::ui::installTranslations(parser.value(QStringLiteral("language")));

    if (parser.isSet(QStringLiteral("dark"))) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
        dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xb8));
        dark.setColor(QPalette::HighlightedText, Qt::white);
        dark.setColor(QPalette::Link, QColor(0x7a, 0xb8, 0xff));
        QApplication::setPalette(dark);
    }
    const std::optional<Example> example = Examples::find(parser.value(QStringLiteral("example")));
    if (!example) {
        qCritical("unknown example");
        return 2;
    }

    QSplitter window;
    window.setWindowTitle(QStringLiteral("Robots.txt Studio — tester preview"));
    auto *editor = new QPlainTextEdit(&window);
    editor->setObjectName(QStringLiteral("previewEditor"));
    editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto *panel = new TesterPanel(&window);
    window.addWidget(editor);
    window.addWidget(panel);
    window.setStretchFactor(0, 2);
    window.setStretchFactor(1, 3);

    DocumentAnalyzer analyzer;
    analyzer.setDocument(editor->document());
    panel->setAnalyzer(&analyzer);
    panel->loadExample(*example);
    if (parser.isSet(QStringLiteral("dialects"))) {
        QList<robots::DialectId> dialects;
        for (const QString &name : parser.value(QStringLiteral("dialects")).split(QLatin1Char(','))) {
            const QByteArray n = name.toUtf8();
            if (const robots::Dialect *d = robots::findDialect(std::string_view(n.constData(), std::size_t(n.size()))))
                dialects << d->id();
        }
        panel->setShownDialects(dialects);
    }
    editor->setPlainText(QString::fromUtf8(example->robotsTxt()));
    if (parser.isSet(QStringLiteral("edit"))) {
        panel->setBaselineText(example->robotsTxt());
        editor->appendPlainText(
            parser.value(QStringLiteral("edit")).replace(QStringLiteral("\\n"), QStringLiteral("\n")));
    }

    // The main window's wiring: a selected case moves the editor to its deciding line.
    QObject::connect(panel, &TesterPanel::jumpToLine, editor, [editor](int line) {
        QTextCursor cursor(editor->document()->findBlockByNumber(line - 1));
        editor->setTextCursor(cursor);
        editor->centerCursor();
    });
    QObject::connect(panel, &TesterPanel::highlightLines, editor, [editor](const QList<int> &lines) {
        editor->setExtraSelections(VerdictStyle::lineMarks(editor->document(), lines));
    });

    const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    window.resize(size.value(0).toInt(), size.value(1).toInt());
    window.show();

    const int row = parser.value(QStringLiteral("select")).toInt();
    const int tab = parser.value(QStringLiteral("tab")).toInt();
    const QString out = parser.value(QStringLiteral("out"));
    QList<int> rows;
    for (const QString &r : parser.value(QStringLiteral("select-rows")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        rows << r.toInt();
    const bool contextMenu = parser.isSet(QStringLiteral("context-menu"));
    const bool dialectMenu = parser.isSet(QStringLiteral("dialect-menu"));
    const bool allDialects = parser.isSet(QStringLiteral("all-dialects"));
    QMenu *menu = nullptr;
    QObject::connect(panel->model(), &TesterModel::evaluationFinished, &window, [&, row, tab, out] {
        if (panel->model()->analysis() != analyzer.current() || analyzer.isBusy())
            return;
        static bool done = false;
        if (done)
            return;
        done = true;
        panel->selectCase(rows.isEmpty() ? row : rows.first());
        CasesTable *table = panel->casesTable();
        for (int r : std::as_const(rows)) {
            const QModelIndex index =
                table->model()->index(table->model()->rowCount() > r ? r : 0, TesterModel::UrlColumn);
            table->selectionModel()->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
        table->setFocus();
        if (contextMenu) {
            menu = table->createContextMenu(table);
            const QRect cell = table->visualRect(table->currentIndex());
            menu->popup(table->viewport()->mapToGlobal(cell.center()));
        } else if (auto *button = panel->findChild<QToolButton *>(QStringLiteral("dialectButton"));
                   button && dialectMenu) {
            menu = button->menu();
            menu->popup(button->mapToGlobal(QPoint(0, button->height())));
        }
        if (auto *tabs = panel->findChild<QTabWidget *>(QStringLiteral("testerTabs")))
            tabs->setCurrentIndex(tab);
        if (allDialects)
            panel->compareAllDialectsAction()->trigger();
        if (!out.isEmpty()) {
            QTimer::singleShot(50, &window, [&window, &menu, out] {
                QPixmap shot = window.grab();
                if (menu) { // a popup is a window of its own: paint it where it is
                    QPainter painter(&shot);
                    painter.drawPixmap(window.mapFromGlobal(menu->pos()), menu->grab());
                }
                shot.save(out);
                QApplication::quit();
            });
        }
    });
    return app.exec();
}
