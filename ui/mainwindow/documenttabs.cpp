// SPDX-License-Identifier: MIT
#include "mainwindow/documenttabs.h"

#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/notificationbar.h"

#include <QDir>
#include <QPointer>
#include <QScrollBar>
#include <QTabBar>

namespace robots::ui {

DocumentTabs::DocumentTabs(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QTabWidget(parent)
    , m_repository(repository)
{
    setObjectName(QStringLiteral("tabs"));
    setAccessibleName(tr("Open documents"));
    setDocumentMode(true);
    setTabsClosable(true);
    setMovable(true);
    tabBar()->setExpanding(false);
    tabBar()->setElideMode(Qt::ElideMiddle);
    connect(this, &QTabWidget::currentChanged, this, [this] { Q_EMIT currentTabChanged(currentTab()); });
}

DocumentTabs::~DocumentTabs()
{
    // The tabs go first, without telling anyone that the current one changes.
    disconnect(this, nullptr, nullptr, nullptr);
    while (count() > 0)
        delete widget(0);
}

EditorTab *DocumentTabs::currentTab() const
{
    return qobject_cast<EditorTab *>(currentWidget());
}

EditorTab *DocumentTabs::tabAt(int index) const
{
    return qobject_cast<EditorTab *>(widget(index));
}

EditorTab *DocumentTabs::tabOf(const Document *document) const
{
    for (int i = 0; i < count(); ++i) {
        if (EditorTab *tab = tabAt(i); tab && tab->document() == document)
            return tab;
    }
    return nullptr;
}

QList<EditorTab *> DocumentTabs::tabs() const
{
    QList<EditorTab *> all;
    for (int i = 0; i < count(); ++i)
        all.append(tabAt(i));
    return all;
}

void DocumentTabs::setEditorTheme(const QString &name)
{
    m_theme = name;
    for (EditorTab *tab : tabs())
        tab->editor()->setThemeName(name);
}

void DocumentTabs::setEditorFont(const QFont &font)
{
    m_font = font;
    for (EditorTab *tab : tabs())
        tab->editor()->setBaseFont(font);
}

void DocumentTabs::setZoomLevel(int level)
{
    m_zoomLevel = level;
    for (EditorTab *tab : tabs())
        tab->editor()->setZoomLevel(level);
}

QList<Document *> DocumentTabs::documents() const
{
    QList<Document *> all;
    for (EditorTab *tab : tabs())
        all.append(tab->document());
    return all;
}

Document *DocumentTabs::currentDocument() const
{
    const EditorTab *tab = currentTab();
    return tab ? tab->document() : nullptr;
}

Document *DocumentTabs::createView()
{
    auto *tab = new EditorTab(m_repository, this);
    Editor *editor = tab->editor();
    Document *document = tab->document();
    editor->setThemeName(m_theme);
    editor->setBaseFont(m_font);
    editor->setZoomLevel(m_zoomLevel);
    connect(document, &Document::modificationChanged, this, [this, document] { updateTitle(document); });
    connect(document, &Document::filePathChanged, this, [this, document] { updateTitle(document); });
    connect(document, &Document::factsChanged, this, [this, tab] {
        if (tab == currentTab())
            Q_EMIT currentFactsChanged();
    });
    connect(editor, &QPlainTextEdit::cursorPositionChanged, this, [this, tab] {
        if (tab == currentTab())
            Q_EMIT currentCursorMoved();
    });
    connect(editor, &Editor::zoomLevelChanged, this, &DocumentTabs::zoomRequested);
    connect(document, &Document::saved, this, [this, tab] {
        if (tab == currentTab())
            Q_EMIT currentSaved();
    });
    const int index = addTab(tab, QString());
    updateTitle(document);
    setCurrentIndex(index);
    Q_EMIT tabOpened(tab);
    return document;
}

void DocumentTabs::activate(Document *document, bool focus)
{
    EditorTab *tab = tabOf(document);
    if (!tab)
        return;
    setCurrentWidget(tab);
    if (focus)
        tab->editor()->setFocus();
}

void DocumentTabs::closeView(Document *document)
{
    if (EditorTab *tab = tabOf(document)) {
        removeTab(indexOf(tab));
        tab->deleteLater();
    }
}

void DocumentTabs::moveToStart(Document *document)
{
    if (EditorTab *tab = tabOf(document))
        tab->editor()->moveCursor(QTextCursor::Start);
}

std::function<void()> DocumentTabs::keepPlace(Document *document)
{
    const EditorTab *tab = tabOf(document);
    if (!tab)
        return [] {};
    QPointer<Editor> editor = tab->editor();
    const int line = editor->cursorLine();
    const int column = editor->cursorColumn();
    const int scroll = editor->verticalScrollBar()->value();
    return [editor, line, column, scroll] {
        if (!editor)
            return;
        editor->goToLine(line, column);
        editor->verticalScrollBar()->setValue(scroll);
    };
}

void DocumentTabs::showNotice(Document *document, const DocumentNotice &notice)
{
    EditorTab *tab = tabOf(document);
    if (!tab)
        return;
    QList<NotificationBar::Button> buttons;
    for (const DocumentNotice::Button &b : notice.buttons)
        buttons.append({b.objectName, b.text, b.action});
    tab->notificationBar()->showMessage(notice.text,
                                        notice.kind == DocumentNotice::Kind::Warning
                                            ? NotificationBar::Kind::Warning
                                            : NotificationBar::Kind::Information,
                                        buttons);
}

void DocumentTabs::updateTitle(Document *document)
{
    EditorTab *tab = tabOf(document);
    const int index = indexOf(tab);
    if (!tab || index < 0)
        return;
    QString title = document->displayName();
    title.replace(QLatin1Char('&'), QLatin1String("&&"));
    if (document->isModified())
        title += QLatin1Char('*');
    setTabText(index, title);
    const QString where =
        document->filePath().isEmpty() ? tr("Not saved yet") : QDir::toNativeSeparators(document->filePath());
    setTabToolTip(index, document->isModified() ? tr("%1 (modified)").arg(where) : where);
    if (tab == currentTab())
        Q_EMIT currentTitleChanged();
}

} // namespace robots::ui
