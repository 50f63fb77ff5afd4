// SPDX-License-Identifier: MIT
#include "diagnostics/directivecompleter.h"

#include "analysis/agentpresets.h"

#include "diagnostics/hoverdocs.h"

#include <robots/dialect.h>
#include <robots/lines.h>

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QStringListModel>
#include <QTextBlock>

#include <optional>

namespace robots::ui {

DirectiveCompleter::DirectiveCompleter(QPlainTextEdit *editor)
    : QObject(editor)
    , m_editor(editor)
    , m_completer(new QCompleter(this))
    , m_model(new QStringListModel(this))
{
    setObjectName(QStringLiteral("directiveCompleter"));
    m_completer->setObjectName(QStringLiteral("directiveCompletion"));
    m_completer->setModel(m_model);
    m_completer->setWidget(editor);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::UnsortedModel);
    m_completer->popup()->setObjectName(QStringLiteral("completionPopup"));
    m_completer->popup()->setAccessibleName(tr("Completions"));
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
            &DirectiveCompleter::insertCompletion);
    editor->installEventFilter(this);
    // QCompleter hands every key to the editor's event() first, and the editor would take Enter
    // and Tab as text: this filter, installed after QCompleter's own, sees them before it does.
    m_completer->popup()->installEventFilter(this);
    connect(editor->document(), &QTextDocument::contentsChange, this, &DirectiveCompleter::onContentsChange);
}

DirectiveCompleter::~DirectiveCompleter() = default;

QStringList DirectiveCompleter::directiveNames()
{
    QStringList names;
    for (LineKind kind : HoverDocs::documentedKinds()) {
        const std::string_view name = canonicalKeyName(kind);
        names << QString::fromUtf8(name.data(), qsizetype(name.size()));
    }
    return names;
}

QStringList DirectiveCompleter::agentNames()
{
    // One list of names, not a second: the tester's presets, which are the core's crawler
    // catalogue family by family (the big search engines first) and the seed documents' robots.
    // Only product tokens (RFC 9309 §2.2.1: letters, "-" and "_"): a User-agent line names a
    // crawler by its token, and a name such as `ChatGPT Agent` or `MOMspider/1.0` is not one.
    QStringList names{QStringLiteral("*")};
    const auto add = [&names](const QString &name) {
        if (AgentPresets::classify(name) == AgentNameKind::ProductToken && !names.contains(name, Qt::CaseInsensitive))
            names << name;
    };
    for (const AgentPreset &preset : AgentPresets::all())
        add(preset.name);
    return names;
}

namespace {

// The core's reading of BEFORE (a line up to the cursor) in any dialect: the line of the first
// dialect that reads a key the cursor is past (a colon after it, or white space after a key
// read without one), preferring one that reads User-agent, so that Google's accepted typos
// (`useragent:`, `User agent:`) complete like the key they stand for.
std::optional<Line> keyReadBefore(std::string_view before)
{
    std::optional<Line> keyed;
    for (const Dialect &d : allDialects()) {
        const std::vector<Line> lines = lexLines(before, d);
        if (lines.empty())
            continue;
        const Line &line = lines.front();
        const bool key = line.kind != LineKind::Blank && line.kind != LineKind::CommentOnly &&
                         line.kind != LineKind::Unparseable && !line.key.empty();
        if (!key || (line.has(MissingColon) && line.key.end() >= before.size()))
            continue; // the key is still being written
        if (line.kind == LineKind::UserAgent)
            return line;
        if (!keyed)
            keyed = line;
    }
    return keyed;
}

} // namespace

DirectiveCompleter::Offer DirectiveCompleter::offerAt(QStringView lineText, int column)
{
    Offer offer;
    column = std::clamp(column, 0, int(lineText.size()));
    const QStringView before = lineText.first(column);
    const QByteArray utf8 = before.toUtf8();
    const std::string_view bytes(utf8.constData(), std::size_t(utf8.size()));
    // The core's lexer reads the comment, the key and the value: what it reads is what is completed.
    const std::vector<Line> plain = lexLines(bytes, defaultDialect());
    if (!plain.empty() && (plain.front().kind == LineKind::CommentOnly || !plain.front().comment.empty()))
        return offer; // in a comment
    QStringList candidates;
    if (const std::optional<Line> keyed = keyReadBefore(bytes)) {
        if (keyed->kind != LineKind::UserAgent)
            return offer;
        // The value starts where the core's does (after the colon and the white space).
        qsizetype start = before.size();
        if (!keyed->value.empty())
            start = QString::fromUtf8(utf8.constData(), keyed->value.offset).size();
        const QStringView value = before.sliced(start);
        if (value.contains(QLatin1Char(' ')) || value.contains(QLatin1Char('\t')))
            return offer;
        offer.context = Offer::Context::AgentValue;
        offer.start = int(start);
        offer.prefix = value.toString();
        candidates = agentNames();
    } else {
        // The key, not read yet: from the first non-space character; a space inside means the
        // line is past the key but no dialect reads one.
        qsizetype start = 0;
        while (start < before.size() && before[start].isSpace())
            ++start;
        const QStringView word = before.sliced(start);
        if (word.contains(QLatin1Char(' ')) || word.contains(QLatin1Char('\t')))
            return offer;
        offer.context = Offer::Context::Key;
        offer.start = int(start);
        offer.prefix = word.toString();
        candidates = directiveNames();
    }
    for (const QString &c : std::as_const(candidates)) {
        if (c.startsWith(offer.prefix, Qt::CaseInsensitive))
            offer.items << c;
    }
    return offer;
}

bool DirectiveCompleter::complete()
{
    return showPopup(true);
}

bool DirectiveCompleter::showPopup(bool explicitRequest)
{
    if (!m_editor)
        return false;
    const QTextCursor cursor = m_editor->textCursor();
    m_offer = offerAt(cursor.block().text(), cursor.positionInBlock());
    QStringList items = m_offer.items;
    // While typing, open only once a word is started, and not when it is already complete.
    const bool finished = items.size() == 1 && items.front().compare(m_offer.prefix, Qt::CaseInsensitive) == 0;
    if (items.isEmpty() || (!explicitRequest && (m_offer.prefix.isEmpty() || finished))) {
        m_completer->popup()->hide();
        return false;
    }
    m_model->setStringList(items);
    m_completer->setCompletionPrefix(m_offer.prefix);
    m_completer->popup()->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    QRect rect = m_editor->cursorRect();
    rect.setWidth(m_completer->popup()->sizeHintForColumn(0) +
                  m_completer->popup()->verticalScrollBar()->sizeHint().width() + 8);
    m_completer->complete(rect);
    return true;
}

void DirectiveCompleter::insertCompletion(const QString &item)
{
    if (!m_editor || m_offer.context == Offer::Context::None)
        return;
    QTextCursor cursor = m_editor->textCursor();
    const int blockStart = cursor.block().position();
    const QString line = cursor.block().text();
    // Replace the word being completed (all of it, also what follows the cursor).
    int end = cursor.positionInBlock();
    while (end < line.size() && !line.at(end).isSpace() && line.at(end) != QLatin1Char(':') &&
           line.at(end) != QLatin1Char('#'))
        ++end;
    QString text = item;
    if (m_offer.context == Offer::Context::Key && !line.mid(end).trimmed().startsWith(QLatin1Char(':')))
        text += QStringLiteral(": ");
    const QScopedValueRollback inserting(m_inserting, true);
    cursor.beginEditBlock();
    cursor.setPosition(blockStart + m_offer.start);
    cursor.setPosition(blockStart + end, QTextCursor::KeepAnchor);
    cursor.insertText(text);
    cursor.endEditBlock();
    m_editor->setTextCursor(cursor);
    m_offer = {};
}

bool DirectiveCompleter::eventFilter(QObject *watched, QEvent *event)
{
    QAbstractItemView *popup = m_completer->popup();
    if (watched == popup && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Tab: {
            const QModelIndex current = popup->currentIndex();
            popup->hide();
            if (current.isValid())
                insertCompletion(current.data(Qt::DisplayRole).toString());
            return true;
        }
        case Qt::Key_Escape:
        case Qt::Key_Backtab:
            popup->hide();
            return true;
        default:
            return false;
        }
    }
    // The event type first: while the editor is being destroyed (focus-out from ~QWidget) it is no
    // longer a QPlainTextEdit, and comparing the QPointer would downcast it (UBSan: vptr).
    if (event->type() == QEvent::KeyPress && watched == m_editor) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::ControlModifier) {
            complete();
            return true;
        }
        // Text typed by the user (not a paste, not a quick fix) may open the popup.
        const QString text = key->text();
        m_typing = !text.isEmpty() && text.at(0).isPrint() && !(key->modifiers() & Qt::ControlModifier);
    }
    return QObject::eventFilter(watched, event);
}

void DirectiveCompleter::onContentsChange(int, int, int)
{
    // While the popup is open, QCompleter hands the keys straight to the editor's event(),
    // past this filter: every change then is typing too.
    const bool typing = m_typing || m_completer->popup()->isVisible();
    m_typing = false;
    if (typing && !m_inserting)
        showPopup(false);
}

} // namespace robots::ui
