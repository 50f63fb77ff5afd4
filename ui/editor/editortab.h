// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

namespace KSyntaxHighlighting {
class Repository;
}

namespace robots::ui {

class Document;
class Editor;
class NotificationBar;

/// One tab of the main window: a notification bar (changes on disk and the like) over an Editor,
/// and the Document that ties the editor's text to a file.
class EditorTab : public QWidget
{
    Q_OBJECT
public:
    explicit EditorTab(KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);

    Editor *editor() const { return m_editor; }
    Document *document() const { return m_document; }
    NotificationBar *notificationBar() const { return m_bar; }

private:
    NotificationBar *m_bar;
    Editor *m_editor;
    Document *m_document;
};

} // namespace robots::ui
