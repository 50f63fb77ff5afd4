// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

#include <KSyntaxHighlighting/Repository>

namespace robots::ui {

class Editor;

/// The studio's main window: the editor on the left (the tester joins it in later issues).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    /// Loads FILE into the editor. Returns false, with a message in errorString(), when it cannot
    /// be read; the editor keeps what it had.
    bool openFile(const QString &path);
    QString errorString() const { return m_error; }
    QString currentFile() const { return m_path; }
    Editor *editor() const { return m_editor; }

private:
    void updateTitle();

    KSyntaxHighlighting::Repository m_repository;
    Editor *m_editor;
    QString m_path;
    QString m_error;
};

} // namespace robots::ui
