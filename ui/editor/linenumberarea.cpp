// SPDX-License-Identifier: MIT
#include "editor/linenumberarea.h"

#include "editor/editor.h"

namespace robots::ui {

LineNumberArea::LineNumberArea(Editor *editor)
    : QWidget(editor)
    , m_editor(editor)
{
    setObjectName(QStringLiteral("lineNumberArea"));
    setAccessibleName(tr("Line numbers"));
}

QSize LineNumberArea::sizeHint() const
{
    return QSize(m_editor->gutterWidth(), 0);
}

void LineNumberArea::paintEvent(QPaintEvent *event)
{
    m_editor->paintGutter(event);
}

bool LineNumberArea::event(QEvent *event)
{
    if (m_editor->gutterEvent(event))
        return true;
    return QWidget::event(event);
}

} // namespace robots::ui
