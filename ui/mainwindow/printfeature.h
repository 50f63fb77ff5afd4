// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QAction;
class QPrinter;
class QPrintPreviewDialog;
class QTextDocument;

namespace robots::ui {

class MainWindow;

/// File → Print… (Ctrl+P) and Print Preview…: the current document through Qt Print Support, in
/// the editor's font, each page headed by the document's name and the page number.
class PrintFeature : public QObject
{
    Q_OBJECT
public:
    explicit PrintFeature(MainWindow &window);

    /// Prints the current document on PRINTER (also what the preview draws). False when there is
    /// no document or the printer cannot be painted on.
    bool print(QPrinter *printer) const;
    /// Prints TEXT, titled TITLE on every page, in the font of TEXT. Returns the number of pages.
    static int printDocument(const QTextDocument &text, const QString &title, QPrinter *printer);

    /// File → Print Preview: opens the preview (window-modal, not blocking) and returns it.
    QPrintPreviewDialog *showPreview();

private:
    void printWithDialog();

    MainWindow &m_window;
    QAction *m_print;
    QAction *m_preview;
};

} // namespace robots::ui
