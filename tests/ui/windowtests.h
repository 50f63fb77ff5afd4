// SPDX-License-Identifier: MIT
// What the main window's suites share (tst_documents, tst_documentsdisk, tst_mainwindowstatus,
// tst_mainwindowactions, tst_mainwindoweditor, and the readability tests of tst_aipolicy and
// tst_alldialects): files, scripted answers to the window's questions, the
// window's actions by name. Offscreen, no fixed sleeps: QTRY_* and QSignalSpy.
#pragma once

#include "analysis/settingsstore.h"
#include "document/document.h"
#include "document/documentmanager.h"
#include "document/recoverymanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/findbar.h"
#include "editor/gotolinebar.h"
#include "editor/notificationbar.h"
#include "i18n/translations.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

#include <cstdio>
#include <memory>

using robots::ui::Document;
using robots::ui::Editor;
using robots::ui::EditorTab;
using robots::ui::MainWindow;
using Question = robots::ui::MainWindow::Question;

namespace windowtests {

inline const QString roundTripDir = QStringLiteral(ROBOTS_TEST_DATA "/ui/roundtrip/");

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Answers the window's questions from a script and remembers what was asked.
struct Answers
{
    QList<Question::Kind> asked;
    QHash<Question::Kind, QMessageBox::StandardButton> reply;

    MainWindow::QuestionHandler handler()
    {
        return [this](const Question &q) {
            asked.append(q.kind);
            return reply.value(q.kind, q.kind == Question::Kind::Error ? QMessageBox::Ok : QMessageBox::Cancel);
        };
    }
};

inline QAction *action(const QWidget &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

// Clicks BUTTON of the message box that the window is about to show (polls the top-level widgets
// from the box's own modal event loop; no fixed wait).
inline std::unique_ptr<QTimer> clickWhenShown(QMessageBox::StandardButton button, QString *text)
{
    auto timer = std::make_unique<QTimer>();
    timer->setInterval(5);
    QObject::connect(timer.get(), &QTimer::timeout, timer.get(), [t = timer.get(), button, text] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(w);
            if (!box || !box->isVisible())
                continue;
            t->stop();
            *text = box->text();
            box->button(button)->click();
            return;
        }
    });
    timer->start();
    return timer;
}

inline QString recoveryRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

// ----- Readable in the window at the default sizes

/// The `_data()` rows of a "readable at the default sizes" test: the two window sizes the studio
/// is designed for (a 1280x800 laptop, a 1600x1000 desktop), each in English and in Japanese (the
/// language whose words are widest in the studio's fonts).
inline void windowSizesAndLanguages()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize size : {QSize(1280, 800), QSize(1600, 1000)}) {
        for (const char *language : {"en", "ja"})
            QTest::addRow("%dx%d %s", size.width(), size.height(), language) << size << QString::fromUtf8(language);
    }
}

/// The current row of windowSizesAndLanguages(), set up for the test's lifetime: its language
/// installed and the settings cleared, so that a window made now opens in the default layout; at
/// the end, English and cleared settings again for the next test.
class SizeAndLanguageRow
{
public:
    SizeAndLanguageRow()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        m_size = size;
        m_installed = robots::ui::installTranslations(language) == language;
        robots::ui::Settings::clear();
    }
    ~SizeAndLanguageRow()
    {
        robots::ui::Settings::clear();
        robots::ui::installTranslations(QStringLiteral("en"));
    }
    SizeAndLanguageRow(const SizeAndLanguageRow &) = delete;
    SizeAndLanguageRow &operator=(const SizeAndLanguageRow &) = delete;

    [[nodiscard]] QSize size() const { return m_size; }
    /// The row's language is the one now installed.
    [[nodiscard]] bool installed() const { return m_installed; }

private:
    QSize m_size;
    bool m_installed = false;
};

/// Shows `window` at `size` and waits until it is exposed; its document questions are answered
/// "Discard", so that closing it at the end of a test never waits on a box. The caller clears the
/// settings before constructing it, so that it opens in the default layout.
[[nodiscard]] inline bool showAtSize(MainWindow &window, QSize size)
{
    window.documents()->setQuestionHandler(
        [](const robots::ui::DocumentManager::Question &) { return QMessageBox::Discard; });
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

/// Whether the cell of `index` lies whole inside `view`'s viewport (a user sees it without
/// scrolling).
[[nodiscard]] inline bool rowInViewport(const QAbstractItemView *view, const QModelIndex &index)
{
    return view->viewport()->rect().contains(view->visualRect(index));
}

/// Where the cell of `index` lies, for the message of a failed rowInViewport().
inline QString rowPlacement(const QAbstractItemView *view, const QModelIndex &index)
{
    const QRect cell = view->visualRect(index);
    return QStringLiteral("row %1 at %2,%3 (%4 high) in a viewport %5 high")
        .arg(index.row() + 1)
        .arg(cell.x())
        .arg(cell.y())
        .arg(cell.height())
        .arg(view->viewport()->height());
}

} // namespace windowtests
