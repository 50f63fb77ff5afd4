// SPDX-License-Identifier: MIT
// Help → Handbook: F1 opens the bundled manual in a QTextBrowser; its contents' links
// scroll to their headings; the dialect and check tables come from the core; "ja" picks the
// Japanese handbook. Offscreen, isolated settings.

#include "help/handbookwindow.h"
#include "mainwindow/mainwindow.h"

#include <robots/dialect.h>
#include <robots/studio/diagnostics.h>

#include <QAction>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

using robots::ui::HandbookWindow;
using robots::ui::MainWindow;

class TestHandbook : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_handbook"));
    }

    void f1OpensTheHandbook();
    void escapeClosesTheHandbook();
    void anchorsAreGithubStyle_data();
    void anchorsAreGithubStyle();
    void contentsLinksScrollToTheirHeadings_data();
    void contentsLinksScrollToTheirHeadings();
    void tablesComeFromTheCore();
    void japaneseForJa();
    void bothLanguagesHaveTheSameChapters();
};

void TestHandbook::f1OpensTheHandbook()
{
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("actionHandbook"));
    QVERIFY(action);
    QVERIFY(action->shortcuts().contains(QKeySequence(Qt::Key_F1)));
    action->trigger();
    auto *handbook = window.findChild<HandbookWindow *>();
    QVERIFY(handbook);
    QTRY_VERIFY(handbook->isVisible());
    const QString text = handbook->browser()->toPlainText();
    for (const char *part : {"The editor", "The tester", "Dialects", "Diagnostics", "The command line", "fetch"})
        QVERIFY2(text.contains(QLatin1String(part)), part);
    // Again: the same window comes back.
    action->trigger();
    QCOMPARE(window.findChildren<HandbookWindow *>().size(), 1);
}

void TestHandbook::escapeClosesTheHandbook()
{
    MainWindow window;
    window.show();
    window.findChild<QAction *>(QStringLiteral("actionHandbook"))->trigger();
    auto *handbook = window.findChild<HandbookWindow *>();
    QVERIFY(handbook);
    QVERIFY(QTest::qWaitForWindowActive(handbook));
    handbook->browser()->setFocus();
    QTest::keyClick(handbook->browser(), Qt::Key_Escape);
    QTRY_VERIFY(!handbook->isVisible());
    // F1 brings it back, and Escape closes it again.
    window.findChild<QAction *>(QStringLiteral("actionHandbook"))->trigger();
    QVERIFY(QTest::qWaitForWindowActive(handbook));
    QTest::keyClick(handbook->browser(), Qt::Key_Escape);
    QTRY_VERIFY(!handbook->isVisible());
}

void TestHandbook::anchorsAreGithubStyle_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("anchor");
    QTest::newRow("plain") << QStringLiteral("The tester") << QStringLiteral("the-tester");
    QTest::newRow("punctuation") << QStringLiteral("Live files: fetching") << QStringLiteral("live-files-fetching");
    QTest::newRow("dots") << QStringLiteral("Robots.txt Studio handbook")
                          << QStringLiteral("robotstxt-studio-handbook");
    QTest::newRow("japanese") << QStringLiteral("公開中のファイルの取得") << QStringLiteral("公開中のファイルの取得");
}

void TestHandbook::anchorsAreGithubStyle()
{
    QFETCH(QString, heading);
    QFETCH(QString, anchor);
    QCOMPARE(HandbookWindow::anchorOf(heading), anchor);
}

void TestHandbook::contentsLinksScrollToTheirHeadings_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestHandbook::contentsLinksScrollToTheirHeadings()
{
    QFETCH(QString, language);
    HandbookWindow window;
    window.resize(600, 400);
    window.load(language);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTextBrowser *browser = window.browser();
    // Every internal link of the text names a heading's anchor.
    const QString markdown = HandbookWindow::markdown(language);
    QStringList anchors;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0)
            anchors << HandbookWindow::anchorOf(block.text());
    }
    QVERIFY(anchors.size() >= 8);
    int links = 0;
    qsizetype at = 0;
    while ((at = markdown.indexOf(QLatin1String("](#"), at)) >= 0) {
        const qsizetype end = markdown.indexOf(QLatin1Char(')'), at);
        const QString target = markdown.mid(at + 3, end - at - 3);
        QVERIFY2(anchors.contains(target), qPrintable(target));
        ++links;
        at = end;
    }
    QVERIFY(links >= 8);
    // Following a link scrolls to its heading: later headings further down, the first back up.
    QScrollBar *bar = browser->verticalScrollBar();
    QCOMPARE(bar->value(), 0);
    const QString middle = anchors.at(anchors.size() / 2);
    browser->setSource(QUrl(QLatin1Char('#') + middle));
    QTRY_VERIFY(bar->value() > 0);
    const int middleValue = bar->value();
    browser->setSource(QUrl(QLatin1Char('#') + anchors.last()));
    QTRY_VERIFY(bar->value() > middleValue);
    browser->setSource(QUrl(QLatin1Char('#') + anchors.first()));
    QTRY_VERIFY(bar->value() < middleValue / 4);
}

void TestHandbook::tablesComeFromTheCore()
{
    const QString markdown = HandbookWindow::markdown(QStringLiteral("en"));
    QVERIFY(!markdown.contains(QLatin1String("{{")));
    for (const robots::Dialect &d : robots::allDialects()) {
        const QString name = QStringLiteral("`%1`").arg(QString::fromUtf8(d.name().data(), qsizetype(d.name().size())));
        QVERIFY2(markdown.contains(name), qPrintable(name));
    }
    for (const robots::Check &check : robots::allChecks()) {
        const QString code = QString::fromUtf8(check.code.data(), qsizetype(check.code.size()));
        QVERIFY2(markdown.contains(QLatin1Char('`') + code + QLatin1Char('`')), qPrintable(code));
    }
    HandbookWindow window;
    window.load(QStringLiteral("en"));
    QVERIFY(window.browser()->toPlainText().contains(QLatin1String("R302")));
}

void TestHandbook::japaneseForJa()
{
    HandbookWindow window;
    window.load(QStringLiteral("ja"));
    QCOMPARE(window.language(), QStringLiteral("ja"));
    QVERIFY(window.browser()->toPlainText().contains(QStringLiteral("ハンドブック")));
    QCOMPARE(HandbookWindow::resourcePath(QStringLiteral("ja")), QStringLiteral(":/handbook/handbook.ja.md"));
    window.load(QStringLiteral("fr")); // no French: English
    QCOMPARE(window.language(), QStringLiteral("en"));
    QVERIFY(window.browser()->toPlainText().contains(QStringLiteral("The tester")));
}

// The Japanese handbook is a translation, chapter for chapter: the same headings at the same levels,
// in the same order, and the same contents links (the crawler logs chapter among them).
void TestHandbook::bothLanguagesHaveTheSameChapters()
{
    const auto outline = [](const QString &language) {
        HandbookWindow window;
        window.load(language);
        QList<int> levels;
        QStringList anchors;
        for (QTextBlock block = window.browser()->document()->begin(); block.isValid(); block = block.next()) {
            if (const int level = block.blockFormat().headingLevel(); level > 0) {
                levels << level;
                anchors << HandbookWindow::anchorOf(block.text());
            }
        }
        return std::pair(levels, anchors);
    };
    const auto [enLevels, enAnchors] = outline(QStringLiteral("en"));
    const auto [jaLevels, jaAnchors] = outline(QStringLiteral("ja"));
    QCOMPARE(jaLevels, enLevels);
    QVERIFY(enAnchors.contains(QStringLiteral("crawler-logs-who-really-came")));
    QVERIFY(jaAnchors.contains(QStringLiteral("クローラーのログ実際に来たのは誰か")));
    const auto links = [](const QString &language) {
        return HandbookWindow::markdown(language).count(QLatin1String("](#"));
    };
    QCOMPARE(links(QStringLiteral("ja")), links(QStringLiteral("en")));
}

QTEST_MAIN(TestHandbook)
#include "tst_handbook.moc"
