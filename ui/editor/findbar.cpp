// SPDX-License-Identifier: MIT
#include "editor/findbar.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>

namespace robots::ui {

namespace {

QToolButton *makeButton(QWidget *parent, const QString &objectName, const QString &text, const QString &toolTip,
                        const QString &iconName = QString())
{
    auto *button = new QToolButton(parent);
    button->setObjectName(objectName);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setAccessibleName(text);
    if (!iconName.isEmpty()) {
        const QIcon icon = QIcon::fromTheme(iconName);
        if (!icon.isNull()) {
            button->setIcon(icon);
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        }
    }
    button->setAutoRaise(true);
    return button;
}

} // namespace

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_findEdit(new QLineEdit(this))
    , m_replaceEdit(new QLineEdit(this))
    , m_caseButton(makeButton(this, QStringLiteral("caseSensitiveButton"), tr("Match case"),
                              tr("Only find text with the same upper and lower case")))
    , m_replaceRow(new QWidget(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("findBar"));
    setAccessibleName(tr("Find and replace"));
    m_findEdit->setObjectName(QStringLiteral("findEdit"));
    m_findEdit->setAccessibleName(tr("Text to find"));
    m_findEdit->setPlaceholderText(tr("Find"));
    m_findEdit->setClearButtonEnabled(true);
    m_replaceEdit->setObjectName(QStringLiteral("replaceEdit"));
    m_replaceEdit->setAccessibleName(tr("Replacement text"));
    m_replaceEdit->setPlaceholderText(tr("Replace with"));
    m_caseButton->setCheckable(true);
    m_status->setObjectName(QStringLiteral("findStatus"));
    m_status->setAccessibleName(tr("Search result"));

    auto *previous = makeButton(this, QStringLiteral("findPreviousButton"), tr("Previous"),
                                tr("Find the previous match (Shift+F3)"), QStringLiteral("go-up-search"));
    auto *next = makeButton(this, QStringLiteral("findNextButton"), tr("Next"), tr("Find the next match (F3)"),
                            QStringLiteral("go-down-search"));
    auto *close = makeButton(this, QStringLiteral("findCloseButton"), tr("Close"), tr("Close the bar (Esc)"),
                             QStringLiteral("dialog-close"));
    auto *replace = makeButton(m_replaceRow, QStringLiteral("replaceButton"), tr("Replace"),
                               tr("Replace this match and find the next"));
    auto *replaceAllButton = makeButton(m_replaceRow, QStringLiteral("replaceAllButton"), tr("Replace All"),
                                        tr("Replace every match in the document (one undo step)"));

    auto *findLabel = new QLabel(tr("&Find:"), this);
    findLabel->setBuddy(m_findEdit);
    auto *replaceLabel = new QLabel(tr("Re&place:"), this);
    replaceLabel->setBuddy(m_replaceEdit);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setVerticalSpacing(2);
    layout->addWidget(findLabel, 0, 0);
    layout->addWidget(m_findEdit, 0, 1);
    auto *findButtons = new QHBoxLayout;
    findButtons->setSpacing(2);
    findButtons->addWidget(previous);
    findButtons->addWidget(next);
    findButtons->addWidget(m_caseButton);
    findButtons->addWidget(m_status, 1);
    findButtons->addWidget(close);
    layout->addLayout(findButtons, 0, 2);
    layout->addWidget(replaceLabel, 1, 0);
    layout->addWidget(m_replaceEdit, 1, 1);
    auto *replaceButtons = new QHBoxLayout(m_replaceRow);
    replaceButtons->setContentsMargins(0, 0, 0, 0);
    replaceButtons->setSpacing(2);
    replaceButtons->addWidget(replace);
    replaceButtons->addWidget(replaceAllButton);
    replaceButtons->addStretch(1);
    layout->addWidget(m_replaceRow, 1, 2);
    layout->setColumnStretch(1, 2);
    layout->setColumnStretch(2, 3);
    replaceLabel->setObjectName(QStringLiteral("replaceLabel"));

    m_findEdit->installEventFilter(this);
    m_replaceEdit->installEventFilter(this);
    connect(m_findEdit, &QLineEdit::textEdited, this, [this] { find(false, true); });
    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(close, &QToolButton::clicked, this, &FindBar::closeBar);
    connect(replace, &QToolButton::clicked, this, &FindBar::replaceCurrent);
    connect(replaceAllButton, &QToolButton::clicked, this, &FindBar::replaceAll);
    showReplaceRow(false);
    hide();
}

void FindBar::showReplaceRow(bool shown)
{
    // The whole second row: its label, its field and its buttons. Finding alone shows none of
    // them, not even an empty "Replace with" field.
    m_replaceRow->setVisible(shown);
    m_replaceEdit->setVisible(shown);
    if (auto *label = findChild<QLabel *>(QStringLiteral("replaceLabel")))
        label->setVisible(shown);
}

void FindBar::setEditor(QPlainTextEdit *editor)
{
    m_editor = editor;
    setStatus(QString());
}

void FindBar::openBar(bool replace)
{
    if (m_editor) {
        const QString selected = m_editor->textCursor().selectedText();
        if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
            m_findEdit->setText(selected);
    }
    showReplaceRow(replace);
    setStatus(QString());
    show();
    m_findEdit->setFocus(Qt::ShortcutFocusReason);
    m_findEdit->selectAll();
}

void FindBar::closeBar()
{
    hide();
    if (m_editor)
        m_editor->setFocus(Qt::OtherFocusReason);
}

bool FindBar::isReplaceShown() const
{
    return !isHidden() && !m_replaceRow->isHidden();
}

QString FindBar::searchText() const
{
    return m_findEdit->text();
}

void FindBar::setSearchText(const QString &text)
{
    m_findEdit->setText(text);
}

QString FindBar::replacementText() const
{
    return m_replaceEdit->text();
}

void FindBar::setReplacementText(const QString &text)
{
    m_replaceEdit->setText(text);
}

bool FindBar::isCaseSensitive() const
{
    return m_caseButton->isChecked();
}

void FindBar::setCaseSensitive(bool on)
{
    m_caseButton->setChecked(on);
}

QString FindBar::statusText() const
{
    return m_status->text();
}

void FindBar::setStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    if (problem) {
        QPalette pal = m_findEdit->palette();
        pal.setColor(QPalette::Base, QColor(0xff, 0xd6, 0xd6));
        pal.setColor(QPalette::Text, Qt::black);
        m_findEdit->setPalette(pal);
    } else {
        m_findEdit->setPalette(QPalette());
    }
}

bool FindBar::findNext()
{
    return find(false, false);
}

bool FindBar::findPrevious()
{
    return find(true, false);
}

bool FindBar::find(bool backward, bool fromSelectionStart)
{
    const QString text = m_findEdit->text();
    if (!m_editor || text.isEmpty()) {
        setStatus(QString());
        return false;
    }
    QTextDocument::FindFlags flags;
    if (backward)
        flags |= QTextDocument::FindBackward;
    if (isCaseSensitive())
        flags |= QTextDocument::FindCaseSensitively;
    QTextDocument *document = m_editor->document();
    QTextCursor from = m_editor->textCursor();
    if (fromSelectionStart)
        from.setPosition(from.selectionStart());
    QTextCursor found = document->find(text, from, flags);
    bool wrapped = false;
    if (found.isNull()) {
        QTextCursor edge(document);
        edge.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        found = document->find(text, edge, flags);
        wrapped = true;
    }
    if (found.isNull()) {
        setStatus(tr("Not found"), true);
        return false;
    }
    m_editor->setTextCursor(found);
    m_editor->ensureCursorVisible();
    setStatus(wrapped ? (backward ? tr("Continued from the end") : tr("Continued from the top")) : QString());
    return true;
}

bool FindBar::replaceCurrent()
{
    if (!m_editor || m_findEdit->text().isEmpty())
        return false;
    QTextCursor cursor = m_editor->textCursor();
    const Qt::CaseSensitivity cs = isCaseSensitive() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    const bool isMatch = cursor.hasSelection() && cursor.selectedText().compare(m_findEdit->text(), cs) == 0;
    if (isMatch) {
        cursor.insertText(m_replaceEdit->text());
        m_editor->setTextCursor(cursor);
    }
    find(false, false);
    return isMatch;
}

int FindBar::replaceAll()
{
    const QString text = m_findEdit->text();
    if (!m_editor || text.isEmpty())
        return 0;
    QTextDocument::FindFlags flags;
    if (isCaseSensitive())
        flags |= QTextDocument::FindCaseSensitively;
    QTextDocument *document = m_editor->document();
    const QString replacement = m_replaceEdit->text();
    int count = 0;
    // One edit block around every replacement: one Ctrl+Z undoes them all.
    QTextCursor block(document);
    block.beginEditBlock();
    QTextCursor found = document->find(text, 0, flags);
    while (!found.isNull()) {
        found.insertText(replacement);
        ++count;
        found = document->find(text, found, flags);
    }
    block.endEditBlock();
    if (count == 0)
        setStatus(tr("Not found"), true);
    else
        setStatus(tr("Replaced %n occurrence(s)", nullptr, count));
    return count;
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (key->key() == Qt::Key_Escape) {
        closeBar();
        return true;
    }
    if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
        if (watched == m_replaceEdit)
            replaceCurrent();
        else if (key->modifiers() & Qt::ShiftModifier)
            findPrevious();
        else
            findNext();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace robots::ui
