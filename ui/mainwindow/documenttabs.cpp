// SPDX-License-Identifier: MIT
#include "mainwindow/documenttabs.h"

#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "editor/notificationbar.h"

#include <QActionGroup>
#include <QDir>
#include <QEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QPointer>
#include <QScrollBar>
#include <QStyle>
#include <QTabBar>
#include <QToolButton>

#include <algorithm>

namespace robots::ui {

DocumentTabs::DocumentTabs(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QTabWidget(parent)
    , m_repository(repository)
    , m_tabListButton(new QToolButton(this))
    , m_tabListMenu(new QMenu(m_tabListButton))
{
    setObjectName(QStringLiteral("tabs"));
    setAccessibleName(tr("Open documents"));
    setDocumentMode(true);
    setTabsClosable(true);
    setMovable(true);
    tabBar()->setExpanding(false);
    // The titles are elided here (setTitle), keeping the `*` outside the elided part; the bar
    // scrolls rather than squeezing them further.
    tabBar()->setElideMode(Qt::ElideNone);
    tabBar()->setUsesScrollButtons(true);
    tabBar()->installEventFilter(this);
    connect(this, &QTabWidget::currentChanged, this, [this] { Q_EMIT currentTabChanged(currentTab()); });

    m_tabListButton->setObjectName(QStringLiteral("tabListButton"));
    m_tabListButton->setIcon(
        QIcon::fromTheme(QStringLiteral("view-list-details"), style()->standardIcon(QStyle::SP_TitleBarUnshadeButton)));
    m_tabListButton->setToolTip(tr("All open documents"));
    m_tabListButton->setAccessibleName(tr("All open documents"));
    m_tabListButton->setAutoRaise(true);
    m_tabListButton->setPopupMode(QToolButton::InstantPopup);
    m_tabListMenu->setObjectName(QStringLiteral("tabListMenu"));
    m_tabListButton->setMenu(m_tabListMenu);
    connect(m_tabListMenu, &QMenu::aboutToShow, this, &DocumentTabs::fillTabListMenu);
    setCornerWidget(m_tabListButton, Qt::TopRightCorner);
}

void DocumentTabs::setDocumentManager(DocumentManager *manager)
{
    m_manager = manager;
    refreshTitles();
}

void DocumentTabs::switchTab(int step)
{
    if (count() < 2)
        return;
    const int next = ((currentIndex() + step) % count() + count()) % count();
    setCurrentIndex(next);
    if (EditorTab *tab = currentTab())
        tab->editor()->setFocus();
}

void DocumentTabs::fillTabListMenu()
{
    m_tabListMenu->clear();
    auto *group = new QActionGroup(m_tabListMenu);
    for (int i = 0; i < count(); ++i) {
        const EditorTab *tab = tabAt(i);
        if (!tab)
            continue;
        QString text = fullTitle(tab->document());
        text.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *action = m_tabListMenu->addAction(text);
        action->setObjectName(QStringLiteral("tabListEntry%1").arg(i + 1));
        action->setCheckable(true);
        action->setChecked(i == currentIndex());
        action->setToolTip(tabToolTip(i));
        action->setActionGroup(group);
        connect(action, &QAction::triggered, this, [this, tab] {
            if (const int index = indexOf(const_cast<EditorTab *>(tab)); index >= 0) {
                setCurrentIndex(index);
                currentTab()->editor()->setFocus();
            }
        });
    }
    m_tabListMenu->setToolTipsVisible(true);
}

QString DocumentTabs::fullTitle(const Document *document)
{
    return document->displayName() + (document->isModified() ? QStringLiteral("*") : QString());
}

int DocumentTabs::titleWidth() const
{
    // The room each tab has for its name: the bar's width shared by the tabs, less what a tab
    // adds around its text (margins, close button), kept between MinTitleChars and MaxTitleChars.
    const QFontMetrics metrics = tabBar()->fontMetrics();
    const int chars = metrics.averageCharWidth();
    const int closeButton = style()->pixelMetric(QStyle::PM_TabCloseIndicatorWidth, nullptr, tabBar());
    const int chrome = closeButton + 4 * style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabBar()) / 2 +
                       metrics.horizontalAdvance(QLatin1Char('*'));
    const int corner = m_tabListButton->isVisible() ? m_tabListButton->sizeHint().width() : 0;
    const int room = (width() - corner) / std::max(1, count()) - chrome;
    return std::clamp(room, MinTitleChars * chars, MaxTitleChars * chars);
}

QString DocumentTabs::elideTitle(const QString &name, const QStringList &others, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(name) <= width)
        return name;
    // The differing part: after the longest start NAME shares with another name, before the
    // longest end it shares with one.
    const qsizetype length = name.size();
    qsizetype prefix = 0;
    qsizetype suffix = 0;
    for (const QString &other : others) {
        if (other == name)
            continue;
        qsizetype p = 0;
        while (p < length && p < other.size() && name.at(p) == other.at(p))
            ++p;
        qsizetype e = 0;
        while (e < length - p && e < other.size() - p && name.at(length - 1 - e) == other.at(other.size() - 1 - e))
            ++e;
        prefix = std::max(prefix, p);
        suffix = std::max(suffix, e);
    }
    const QString middle = metrics.elidedText(name, Qt::ElideMiddle, width);
    if (prefix + suffix >= length) // the same name (other folders): nothing tells them apart here
        return middle;
    // Whole words: back to the separator before the differing part, on to the one after it.
    const auto separator = [](QChar c) { return !c.isLetterOrNumber(); };
    qsizetype start = prefix;
    while (start > 0 && !separator(name.at(start - 1)))
        --start;
    qsizetype end = length - suffix;
    while (end < length && !separator(name.at(end)))
        ++end;
    // The plain middle elision when it keeps that part whole (it keeps the name's start and end).
    const QChar ellipsis(0x2026);
    const qsizetype cut = middle.indexOf(ellipsis);
    if (cut < 0 || cut >= end || length - (middle.size() - cut - 1) <= start)
        return middle;
    // Else the differing words first, then as much of the end (the extension) and of the start as fits.
    const QString core = name.mid(start, end - start);
    const QString head = name.left(start);
    const QString tail = name.mid(end);
    const int ellipsisWidth = metrics.horizontalAdvance(ellipsis);
    const int headMinimum = head.isEmpty() ? 0 : ellipsisWidth;
    int room = width - metrics.horizontalAdvance(core);
    if (room < headMinimum + (tail.isEmpty() ? 0 : ellipsisWidth)) // the words alone are too wide
        return (head.isEmpty() ? QString() : QString(ellipsis)) +
               metrics.elidedText(core + tail, Qt::ElideRight, width - headMinimum);
    QString tailText = tail;
    if (metrics.horizontalAdvance(tail) > room - headMinimum) {
        tailText = metrics.elidedText(tail, Qt::ElideLeft, room - headMinimum);
        if (tailText.isEmpty())
            tailText = ellipsis;
    }
    room -= metrics.horizontalAdvance(tailText);
    QString headText = head;
    if (metrics.horizontalAdvance(head) > room) {
        headText = metrics.elidedText(head, Qt::ElideRight, room);
        // Fewer than three characters of the start ("w…") say nothing: the ellipsis alone.
        if (headText.size() < 4)
            headText = ellipsis;
    }
    return headText + core + tailText;
}

void DocumentTabs::setTitle(int index)
{
    const EditorTab *tab = tabAt(index);
    if (!tab)
        return;
    const Document *document = tab->document();
    QStringList others;
    for (int i = 0; i < count(); ++i) {
        if (const EditorTab *other = tabAt(i); other && i != index)
            others << other->document()->displayName();
    }
    // Elide the name alone: the `*` stays visible after it.
    QString title = elideTitle(document->displayName(), others, tabBar()->fontMetrics(), titleWidth());
    title.replace(QLatin1Char('&'), QLatin1String("&&"));
    if (document->isModified())
        title += QLatin1Char('*');
    if (tabText(index) != title)
        setTabText(index, title);
    // A screen reader gets the whole name, and "modified" in words rather than a `*`.
    tabBar()->setAccessibleTabName(index, document->isModified() ? tr("%1 (modified)").arg(document->displayName())
                                                                 : document->displayName());

    QString where =
        document->filePath().isEmpty() ? tr("Not saved yet") : QDir::toNativeSeparators(document->filePath());
    if (document->isModified())
        where = tr("%1 (modified)").arg(where);
    const QString testSet = m_manager ? m_manager->stateOf(document).testSetPath : QString();
    if (!testSet.isEmpty())
        where += QLatin1Char('\n') + tr("Test set: %1").arg(QDir::toNativeSeparators(testSet));
    setTabToolTip(index, where);
}

void DocumentTabs::refreshTitles()
{
    for (int i = 0; i < count(); ++i)
        setTitle(i);
}

QSize DocumentTabs::minimumSizeHint() const
{
    // The tab-list button shares the row with a bar that scrolls: it must not make the window
    // wider than it could be without it (the layout fits an 800-pixel screen).
    QSize size = QTabWidget::minimumSizeHint();
    int pages = 0;
    for (int i = 0; i < count(); ++i)
        pages = std::max(pages, widget(i)->minimumSizeHint().width());
    size.setWidth(std::max(pages, size.width() - m_tabListButton->minimumSizeHint().width()));
    return size;
}

void DocumentTabs::resizeEvent(QResizeEvent *event)
{
    QTabWidget::resizeEvent(event);
    refreshTitles();
}

void DocumentTabs::tabInserted(int index)
{
    QTabWidget::tabInserted(index);
    refreshTitles();
}

void DocumentTabs::tabRemoved(int index)
{
    QTabWidget::tabRemoved(index);
    refreshTitles();
}

bool DocumentTabs::eventFilter(QObject *watched, QEvent *event)
{
    // The test set may have been attached since the title was set: the tooltip is made afresh.
    if (watched == tabBar() && event->type() == QEvent::ToolTip) {
        const int index = tabBar()->tabAt(static_cast<QHelpEvent *>(event)->pos());
        if (index >= 0)
            setTitle(index);
    }
    return QTabWidget::eventFilter(watched, event);
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
    // Every title: how the others are elided depends on this name.
    refreshTitles();
    if (tab == currentTab())
        Q_EMIT currentTitleChanged();
}

} // namespace robots::ui
