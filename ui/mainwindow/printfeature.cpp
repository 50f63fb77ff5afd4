// SPDX-License-Identifier: MIT
#include "mainwindow/printfeature.h"

#include "document/document.h"
#include "editor/editor.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QIcon>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QTextDocument>

#include <memory>

namespace robots::ui {

PrintFeature::PrintFeature(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_print(new QAction(QIcon::fromTheme(QStringLiteral("document-print")), tr("&Print…"), &window))
    , m_preview(new QAction(QIcon::fromTheme(QStringLiteral("document-print-preview")), tr("Print Pre&view…"), &window))
{
    m_print->setObjectName(QStringLiteral("actionPrint"));
    m_print->setShortcuts(QKeySequence::Print);
    m_preview->setObjectName(QStringLiteral("actionPrintPreview"));
    // In the File menu after saving, before closing, as in every editor.
    WindowActions *actions = window.windowActions();
    actions->addSeparator(WindowActions::Place::FilePrint);
    actions->add(WindowActions::Place::FilePrint, m_print);
    actions->add(WindowActions::Place::FilePrint, m_preview);
    connect(m_print, &QAction::triggered, this, &PrintFeature::printWithDialog);
    connect(m_preview, &QAction::triggered, this, [this] { showPreview(); });
}

int PrintFeature::printDocument(const QTextDocument &text, const QString &title, QPrinter *printer)
{
    QPainter painter;
    if (!painter.begin(printer))
        return 0;
    const std::unique_ptr<QTextDocument> document(text.clone());
    document->documentLayout()->setPaintDevice(printer);
    document->setDefaultFont(text.defaultFont());
    const QRectF page = printer->pageRect(QPrinter::DevicePixel);
    const QRectF paper(0, 0, page.width(), page.height());
    // The header: the name on the left, "page / pages" on the right, a rule under them.
    QFont headerFont = text.defaultFont();
    headerFont.setBold(true);
    const QFontMetricsF metrics(headerFont, printer);
    const qreal headerHeight = metrics.height() * 2;
    const QRectF body(0, headerHeight, paper.width(), paper.height() - headerHeight);
    document->setPageSize(body.size());
    const int pages = document->pageCount();
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            printer->newPage();
        painter.save();
        painter.setFont(headerFont);
        const QRectF header(0, 0, paper.width(), metrics.height());
        painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, title);
        painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter, tr("%1 / %2").arg(i + 1).arg(pages));
        painter.drawLine(QPointF(0, metrics.height() * 1.4), QPointF(paper.width(), metrics.height() * 1.4));
        painter.restore();
        painter.save();
        painter.translate(0, body.top() - i * body.height());
        const QRectF clip(0, i * body.height(), body.width(), body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        context.palette.setColor(QPalette::Text, Qt::black);
        painter.setClipRect(clip);
        document->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    painter.end();
    return pages;
}

bool PrintFeature::print(QPrinter *printer) const
{
    const Editor *editor = m_window.editor();
    const Document *document = m_window.currentDocument();
    if (!editor || !document)
        return false;
    QTextDocument text;
    text.setDefaultFont(editor->font());
    text.setPlainText(editor->toPlainText());
    return printDocument(text, document->displayName(), printer) > 0;
}

void PrintFeature::printWithDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    if (const Document *document = m_window.currentDocument())
        printer.setDocName(document->displayName());
    QPrintDialog dialog(&printer, &m_window);
    dialog.setObjectName(QStringLiteral("printDialog"));
    if (dialog.exec() == QDialog::Accepted)
        print(&printer);
}

QPrintPreviewDialog *PrintFeature::showPreview()
{
    // The printer lives as long as the preview: both are deleted when it closes.
    auto *printer = new QPrinter(QPrinter::HighResolution);
    auto *preview = new QPrintPreviewDialog(printer, &m_window);
    preview->setObjectName(QStringLiteral("printPreviewDialog"));
    preview->setAttribute(Qt::WA_DeleteOnClose);
    connect(preview, &QObject::destroyed, preview, [printer] { delete printer; });
    connect(preview, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter *target) { print(target); });
    preview->open();
    return preview;
}

} // namespace robots::ui
