// SPDX-License-Identifier: MIT
// The main window. The editors in the window: zoom and themes (every editor, persisted), raw bytes, the current
// line, the gutter, selection layers, typing in a large file.
// Offscreen, no fixed sleeps: QTRY_* and QSignalSpy.
#include "analysis/settingsstore.h"
#include "windowtests.h"

#include "analysis/documentanalyzer.h"

using robots::ui::Document;
using robots::ui::Editor;
using robots::ui::EditorTab;
using robots::ui::MainWindow;
using Question = robots::ui::MainWindow::Question;
using namespace windowtests;

class TestMainWindowEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindoweditor"));
    }

    void init()
    {
        robots::ui::Settings::clear();
        QDir(recoveryRoot()).removeRecursively();
    }

    // ----- Zoom and themes

    void zoomChangesEveryEditorAndPersists()
    {
        MainWindow w;
        w.newDocument();
        const qreal base = w.tabAt(0)->editor()->font().pointSizeF();
        action(w, "actionZoomIn")->trigger();
        action(w, "actionZoomIn")->trigger();
        QCOMPARE(w.tabAt(0)->editor()->font().pointSizeF(), base + 2);
        QCOMPARE(w.tabAt(1)->editor()->font().pointSizeF(), base + 2);
        const int narrowGutter = w.tabAt(0)->editor()->gutterWidth();
        // Ctrl+wheel over an editor zooms too.
        QWheelEvent wheel(QPointF(10, 10), QPointF(10, 10), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::ControlModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(w.tabAt(1)->editor()->viewport(), &wheel);
        QCOMPARE(w.zoomLevel(), 3);
        QCOMPARE(w.tabAt(0)->editor()->font().pointSizeF(), base + 3);
        QVERIFY(w.tabAt(0)->editor()->gutterWidth() > narrowGutter);
        {
            MainWindow next;
            QCOMPARE(next.zoomLevel(), 3);
            QCOMPARE(next.editor()->font().pointSizeF(), base + 3);
        }
        action(w, "actionZoomReset")->trigger();
        QCOMPARE(w.tabAt(1)->editor()->font().pointSizeF(), base);
        action(w, "actionZoomOut")->trigger();
        QCOMPARE(w.tabAt(1)->editor()->font().pointSizeF(), base - 1);
    }

    void themeMenuListsTheRepositoryThemesAndPersists()
    {
        MainWindow w;
        auto *menu = w.findChild<QMenu *>(QStringLiteral("themeMenu"));
        QAction *automatic = menu->findChild<QAction *>(QStringLiteral("themeAutomatic"));
        QVERIFY(automatic);
        QVERIFY(automatic->isChecked());
        QVERIFY(w.editor()->followsPalette());
        QAction *dark = menu->findChild<QAction *>(QStringLiteral("theme:Breeze Dark"));
        QAction *light = menu->findChild<QAction *>(QStringLiteral("theme:Breeze Light"));
        QVERIFY(dark && light);
        QVERIFY(menu->actions().size() > 5);
        dark->trigger();
        QVERIFY(dark->isChecked());
        QCOMPARE(w.editor()->themeName(), QStringLiteral("Breeze Dark"));
        QVERIFY(w.editor()->palette().color(QPalette::Base).lightness() < 128);
        robots::ui::Settings::flush();
        QCOMPARE(QSettings().value(QStringLiteral("editor/theme")).toString(), QStringLiteral("Breeze Dark"));
        {
            MainWindow next;
            QCOMPARE(next.editor()->themeName(), QStringLiteral("Breeze Dark"));
            QVERIFY(next.findChild<QAction *>(QStringLiteral("theme:Breeze Dark"))->isChecked());
        }
        automatic->trigger();
        QVERIFY(w.editor()->followsPalette());
        robots::ui::Settings::flush();
        QVERIFY(QSettings().value(QStringLiteral("editor/theme")).toString().isEmpty());
    }

    // ----- Editor details

    void rawBytesAreVisible()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.documents()->openFile(roundTripDir + QStringLiteral("invalid-utf8.txt")));
        const QTextBlock block = w.editor()->document()->findBlockByNumber(1); // "Disallow: /caf\xe9/"
        const int at = int(block.text().indexOf(QStringLiteral("caf")) + 3);
        QTRY_VERIFY(!block.layout()->formats().isEmpty());
        bool marked = false;
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (range.start <= at && at < range.start + range.length &&
                range.format.background().style() != Qt::NoBrush)
                marked = true;
        }
        QVERIFY2(marked, "the invalid byte has a background of its own");
    }

    void currentLineIsHighlighted()
    {
        MainWindow w;
        w.resize(600, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.editor()->setPlainText(QStringLiteral("User-agent: *\nDisallow: /\n\nAllow: /x\n"));
        w.editor()->goToLine(3);
        const QRect line = w.editor()->cursorRect();
        const QImage image = w.editor()->viewport()->grab().toImage();
        const int x = image.width() - 5;
        const QColor current = image.pixelColor(x, line.center().y());
        const QColor other = image.pixelColor(x, line.center().y() + 2 * line.height());
        const QColor expected =
            QColor::fromRgba(w.editor()->theme().editorColor(KSyntaxHighlighting::Theme::CurrentLine));
        QCOMPARE(current.rgb(), expected.rgb());
        QCOMPARE(other.rgb(), w.editor()->palette().color(QPalette::Base).rgb());
    }

    void gutterWidthFollowsTheLineCountAndMarkersAreClickable()
    {
        MainWindow w;
        w.resize(600, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Editor *e = w.editor();
        e->setPlainText(QStringLiteral("a\nb\n"));
        const int twoDigits = e->gutterWidth();
        e->setPlainText(QString(10000, QLatin1Char('\n')));
        const int fiveDigits = e->gutterWidth();
        QCOMPARE(fiveDigits - twoDigits, 3 * e->fontMetrics().horizontalAdvance(QLatin1Char('9')));
        QCOMPARE(e->viewport()->geometry().left() - e->contentsRect().left(), fiveDigits);

        e->setPlainText(QStringLiteral("User-agent: *\nDisalow: /x\n"));
        QSignalSpy clicked(e, &Editor::lineMarkerClicked);
        e->setLineMarkers({{1, QIcon::fromTheme(QStringLiteral("dialog-warning")), QStringLiteral("typo")}});
        auto *gutter = e->findChild<QWidget *>(QStringLiteral("lineNumberArea"));
        QVERIFY(gutter);
        const int y = e->cursorRect(QTextCursor(e->document()->findBlockByNumber(1))).center().y();
        QTest::mouseClick(gutter, Qt::LeftButton, Qt::NoModifier, QPoint(3, y));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.constFirst().constFirst().toInt(), 1);
        // A click on a number selects the line.
        QTest::mouseClick(gutter, Qt::LeftButton, Qt::NoModifier, QPoint(gutter->width() - 8, y));
        QCOMPARE(e->textCursor().selectedText(), QStringLiteral("Disalow: /x"));
    }

    void selectionLayersDoNotClobberEachOther()
    {
        MainWindow w;
        Editor *e = w.editor();
        e->setPlainText(QStringLiteral("User-agent: *\nDisalow: /x\n"));
        QTextEdit::ExtraSelection underline;
        underline.cursor = QTextCursor(e->document()->findBlockByNumber(1));
        underline.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        underline.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        e->setLayerSelections(Editor::SelectionLayer::Diagnostics, {underline});
        QTextEdit::ExtraSelection match;
        match.cursor = QTextCursor(e->document()->firstBlock());
        match.format.setBackground(Qt::yellow);
        e->setLayerSelections(Editor::SelectionLayer::Search, {match, match});
        QCOMPARE(e->extraSelections().size(), 3);
        e->goToLine(2); // moving the cursor keeps them
        QCOMPARE(e->extraSelections().size(), 3);
        e->setLayerSelections(Editor::SelectionLayer::Search, {});
        QCOMPARE(e->extraSelections().size(), 1);
        QCOMPARE(e->layerSelections(Editor::SelectionLayer::Diagnostics).size(), 1);
    }

    // A 500 KiB file (RFC 9309 §2.5's minimum parse size) stays responsive: typing does no
    // whole-document work per key. The one whole-document pass there is, the analysis, runs once
    // for a burst of keys, not once a key (counted, not timed: a time limit fails on a busy machine
    // and passes on a fast one whatever the code does).
    void typingInA500KiBFileParsesOncePerBurst()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        QByteArray big;
        for (int i = 0; big.size() < 500 * 1024; ++i)
            big += "User-agent: bot" + QByteArray::number(i % 50) + "\nDisallow: /private/" + QByteArray::number(i) +
                   "/*.php$\n";
        QVERIFY(writeFile(path, big));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.documents()->openFile(path));
        w.editor()->goToLine(w.editor()->blockCount() / 2);
        QTRY_VERIFY_WITH_TIMEOUT(!w.analyzer()->isBusy(), 30000);
        QSignalSpy analyses(w.analyzer(), &robots::ui::DocumentAnalyzer::analysisReady);
        const int keys = 200;
        QString typed;
        for (int i = 0; i < keys; ++i) {
            QTest::keyClick(w.editor(), Qt::Key(Qt::Key_A + i % 26));
            typed += QChar(u'a' + i % 26);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!w.analyzer()->isBusy(), 30000);
        QVERIFY(w.editor()->textCursor().block().text().startsWith(typed));
        QVERIFY2(analyses.size() <= 1, qPrintable(QString::number(analyses.size())));
        QCOMPARE(w.analyzer()->current()->revision, w.analyzer()->revision());
    }
};

QTEST_MAIN(TestMainWindowEditor)
#include "tst_mainwindoweditor.moc"
