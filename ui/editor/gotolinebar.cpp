// SPDX-License-Identifier: MIT
#include "editor/gotolinebar.h"

#include "editor/editor.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>

namespace robots::ui {

GoToLineBar::GoToLineBar(QWidget *parent)
    : QWidget(parent)
    , m_line(new QSpinBox(this))
{
    setObjectName(QStringLiteral("goToLineBar"));
    setAccessibleName(tr("Go to line"));
    m_line->setObjectName(QStringLiteral("goToLineField"));
    m_line->setAccessibleName(tr("Line number"));
    m_line->setMinimum(1);
    auto *label = new QLabel(tr("&Go to line:"), this);
    label->setBuddy(m_line);
    auto *go = new QToolButton(this);
    go->setObjectName(QStringLiteral("goToLineButton"));
    go->setText(tr("Go"));
    go->setAccessibleName(tr("Go to the line"));
    go->setAutoRaise(true);
    auto *close = new QToolButton(this);
    close->setObjectName(QStringLiteral("goToLineCloseButton"));
    close->setText(tr("Close"));
    close->setToolTip(tr("Close the bar (Esc)"));
    close->setAccessibleName(tr("Close"));
    close->setAutoRaise(true);
    const QIcon closeIcon = QIcon::fromTheme(QStringLiteral("dialog-close"));
    if (!closeIcon.isNull())
        close->setIcon(closeIcon);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(label);
    layout->addWidget(m_line);
    layout->addWidget(go);
    layout->addStretch(1);
    layout->addWidget(close);
    connect(go, &QToolButton::clicked, this, &GoToLineBar::go);
    connect(close, &QToolButton::clicked, this, &GoToLineBar::closeBar);
    hide();
}

void GoToLineBar::setEditor(Editor *editor)
{
    m_editor = editor;
}

void GoToLineBar::openBar()
{
    if (m_editor) {
        m_line->setMaximum(m_editor->blockCount());
        m_line->setSuffix(tr(" of %1").arg(m_editor->blockCount()));
        m_line->setValue(m_editor->cursorLine());
    }
    show();
    m_line->setFocus(Qt::ShortcutFocusReason);
    m_line->selectAll();
}

void GoToLineBar::closeBar()
{
    hide();
    if (m_editor)
        m_editor->setFocus(Qt::OtherFocusReason);
}

void GoToLineBar::go()
{
    m_line->interpretText();
    if (m_editor)
        m_editor->goToLine(m_line->value());
    closeBar();
}

void GoToLineBar::keyPressEvent(QKeyEvent *event)
{
    // QSpinBox passes Enter and Esc on to its parent.
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        go();
        event->accept();
        return;
    case Qt::Key_Escape:
        closeBar();
        event->accept();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace robots::ui
