// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "editor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStatusBar>

namespace robots::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_editor(new Editor(m_repository, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_editor);
    resize(1000, 700);
    updateTitle();
}

bool MainWindow::openFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        statusBar()->showMessage(m_error);
        return false;
    }
    const QByteArray bytes = file.readAll();
    m_editor->setPlainText(QString::fromUtf8(bytes));
    m_editor->document()->setModified(false);
    m_path = QFileInfo(path).absoluteFilePath();
    m_error.clear();
    statusBar()->showMessage(tr("Opened %1 (%n byte(s))", nullptr, int(bytes.size())).arg(QFileInfo(path).fileName()));
    updateTitle();
    return true;
}

void MainWindow::updateTitle()
{
    const QString name = m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1 — Robots.txt Studio").arg(name));
}

} // namespace robots::ui
