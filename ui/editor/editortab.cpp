// SPDX-License-Identifier: MIT
#include "editor/editortab.h"

#include "document/document.h"
#include "editor/editor.h"
#include "editor/notificationbar.h"

#include <QVBoxLayout>

namespace robots::ui {

EditorTab::EditorTab(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QWidget(parent)
    , m_bar(new NotificationBar(this))
    , m_editor(new Editor(repository, this))
    , m_document(new Document(m_editor->document(), this))
{
    setObjectName(QStringLiteral("editorTab"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_bar);
    layout->addWidget(m_editor, 1);
    setFocusProxy(m_editor);
}

} // namespace robots::ui
