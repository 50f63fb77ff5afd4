// SPDX-License-Identifier: MIT
#include "mainwindow/aigenfeature.h"

#include "aigen/aigendialog.h"
#include "document/document.h"
#include "editor/editor.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"

#include <QAction>

namespace robots::ui {

AiGenFeature::AiGenFeature(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_action(new QAction(tr("AI &Crawler Policy…"), &window))
{
    m_action->setObjectName(QStringLiteral("actionAiCrawlerPolicy"));
    m_action->setStatusTip(tr("Block or allow AI crawlers by purpose and state AI usage preferences"));
    window.windowActions()->add(WindowActions::Place::ToolsEnd, m_action);
    connect(m_action, &QAction::triggered, this, [this] { showDialog(); });
}

AiGenDialog *AiGenFeature::showDialog()
{
    Editor *editor = m_window.editor();
    const Document *document = m_window.currentDocument();
    if (!editor || !document)
        return nullptr;
    auto *dialog = new AiGenDialog(editor->document(), document->displayName(), &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace robots::ui
