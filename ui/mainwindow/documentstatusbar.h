// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QStatusBar>

class QLabel;
class QToolButton;

namespace robots::ui {

class Document;
class Editor;

/// The main window's status bar: the cursor position, and the encoding and line endings of the
/// current document, each a button whose menu converts the document.
class DocumentStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit DocumentStatusBar(QWidget *parent = nullptr);

    /// Shows DOCUMENT's facts and EDITOR's cursor from now on (the current tab's).
    void setDocument(Document *document, Editor *editor);
    /// Shows the document's encoding and line endings again.
    void updateFacts();
    /// Shows the editor's cursor position again.
    void updateCursorPosition();

private:
    QPointer<Document> m_document;
    QPointer<Editor> m_editor;
    QLabel *m_positionLabel;
    QToolButton *m_encodingButton;
    QToolButton *m_lineEndingButton;
};

} // namespace robots::ui
