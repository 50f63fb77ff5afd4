// SPDX-License-Identifier: MIT
#pragma once

#include "document/documentmanager.h"

#include <QFont>
#include <QPointer>
#include <QTabWidget>

class QMenu;
class QToolButton;

namespace KSyntaxHighlighting {
class Repository;
}

namespace robots::ui {

class Editor;
class EditorTab;

/// The main window's tabs, one EditorTab per open document: how the DocumentManager's documents
/// are shown. Keeps the tab titles and the editors' appearance (theme, font, zoom) and tells the
/// window what happens in the current tab.
///
/// Titles stay readable however many tabs there are: a long name is elided to the room a tab has,
/// never below MinTitleChars characters (the tab bar scrolls instead), keeping the part of the
/// name that tells it from the other tabs' names (elideTitle()), and the unsaved mark `*` is added
/// after the elided name, so it always shows. The tooltip has the full path and the attached test
/// set; the corner button lists every tab.
class DocumentTabs
    : public QTabWidget
    , public DocumentViews
{
    Q_OBJECT
public:
    explicit DocumentTabs(KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);
    ~DocumentTabs() override;

    /// Where the tooltips find the attached test sets (DocumentState::testSetPath).
    void setDocumentManager(DocumentManager *manager);
    /// Makes the tab STEP tabs after (before, when negative) the current one current, wrapping.
    void switchTab(int step);
    /// The tab-list button in the corner, and its menu (rebuilt each time it opens).
    QToolButton *tabListButton() const { return m_tabListButton; }
    QMenu *tabListMenu() const { return m_tabListMenu; }
    /// The title of DOCUMENT's tab before eliding: its name, `*` when modified.
    static QString fullTitle(const Document *document);

    /// NAME elided to WIDTH pixels of METRICS so that the part that differs from each of OTHERS
    /// (the other tabs' names) shows: in the middle when the start and end keep that part, else
    /// the words that differ whole, with as much of the name's start and end as fits around them
    /// ("www.example-o…production.robots.txt" beside "…staging.robots.txt").
    static QString elideTitle(const QString &name, const QStringList &others, const QFontMetrics &metrics, int width);

    /// The fewest and most characters of a name a tab shows before eliding.
    static constexpr int MinTitleChars = 18;
    static constexpr int MaxTitleChars = 36;

    /// Without the tab-list button's width (see the .cpp).
    QSize minimumSizeHint() const override;

    EditorTab *currentTab() const;
    EditorTab *tabAt(int index) const;
    /// The tab that shows DOCUMENT, or nullptr.
    EditorTab *tabOf(const Document *document) const;
    QList<EditorTab *> tabs() const;

    /// Every editor's, now and to come.
    void setEditorTheme(const QString &name);
    void setEditorFont(const QFont &font);
    void setZoomLevel(int level);

    // DocumentViews
    QList<Document *> documents() const override;
    Document *currentDocument() const override;
    Document *createView() override;
    void activate(Document *document, bool focus) override;
    void closeView(Document *document) override;
    void moveToStart(Document *document) override;
    std::function<void()> keepPlace(Document *document) override;
    void showNotice(Document *document, const DocumentNotice &notice) override;
    void updateTitle(Document *document) override;

Q_SIGNALS:
    /// A tab was created (new, opened or restored): panels connect to its editor here.
    void tabOpened(robots::ui::EditorTab *tab);
    /// The current tab changed (nullptr when none is left).
    void currentTabChanged(robots::ui::EditorTab *tab);
    /// The current tab's name or modification state changed (the window title shows them).
    void currentTitleChanged();
    /// The cursor of the current tab's editor moved.
    void currentCursorMoved();
    /// The encoding facts of the current tab's document changed.
    void currentFactsChanged();
    /// The current tab's document was saved.
    void currentSaved();
    /// An editor asked for another zoom level (Ctrl+wheel): every editor is to follow.
    void zoomRequested(int level);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void tabInserted(int index) override;
    void tabRemoved(int index) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshTitles();
    void setTitle(int index);
    int titleWidth() const;
    void fillTabListMenu();

    KSyntaxHighlighting::Repository &m_repository;
    QPointer<DocumentManager> m_manager;
    QToolButton *m_tabListButton;
    QMenu *m_tabListMenu;
    QString m_theme;
    QFont m_font;
    int m_zoomLevel = 0;
};

} // namespace robots::ui
