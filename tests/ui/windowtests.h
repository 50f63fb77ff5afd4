// SPDX-License-Identifier: MIT
// What the main window's suites share (tst_documents, tst_documentsdisk, tst_mainwindowstatus,
// tst_mainwindowactions, tst_mainwindoweditor): files, scripted answers to the window's questions, the
// window's actions by name. Offscreen, no fixed sleeps: QTRY_* and QSignalSpy.
#pragma once

#include "document/document.h"
#include "document/recoverymanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/findbar.h"
#include "editor/gotolinebar.h"
#include "editor/notificationbar.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"

#include <QAbstractButton>
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

} // namespace windowtests
