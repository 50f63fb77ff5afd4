// SPDX-License-Identifier: MIT
#include "mainwindow/welcomepage.h"

#include "editor/editor.h"
#include "editor/editortab.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/learnfeature.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"
#include "tester/examples.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace robots::ui {

WelcomePage::WelcomePage(MainWindow &window, LearnFeature &learn)
    : QFrame(window.findChild<QWidget *>(QStringLiteral("editorArea")))
    , m_window(window)
    , m_learn(learn)
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("welcomePage"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // The editor under the page keeps the focus: the first key typed goes into the document.
    setFocusPolicy(Qt::NoFocus);
    m_text->setObjectName(QStringLiteral("welcomeText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    m_text->setFocusPolicy(Qt::NoFocus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(m_text);
    m_text->setText(pageText());
    connect(m_text, &QLabel::linkActivated, this, &WelcomePage::activateLink);

    connect(&window, &MainWindow::tabOpened, this, [this](EditorTab *tab) {
        connect(tab->editor()->document(), &QTextDocument::contentsChanged, this, &WelcomePage::update);
        update();
    });
    connect(&window, &MainWindow::currentTabChanged, this, &WelcomePage::update);
    connect(window.documents(), &DocumentManager::documentLoaded, this, &WelcomePage::update);
    hide();
    // The window's first document was made before this page: follow it too.
    for (int i = 0; i < window.tabCount(); ++i)
        connect(window.tabAt(i)->editor()->document(), &QTextDocument::contentsChanged, this, &WelcomePage::update);
    update();
}

QString WelcomePage::pageText()
{
    const auto link = [](const QString &href, const QString &text) {
        return QStringLiteral("<a href=\"") + href + QStringLiteral("\">") + text + QStringLiteral("</a>");
    };
    QString examples;
    for (const Example &example : Examples::all())
        examples += QStringLiteral("<li>") + link(QStringLiteral("example:") + example.id, example.title) +
                    QStringLiteral("</li>");
    return QStringLiteral("<h2>") + tr("Welcome to Robots.txt Studio") + QStringLiteral("</h2><p>") +
           tr("Type a robots.txt here, or:") + QStringLiteral("</p><ul><li>") +
           link(QStringLiteral("new"), tr("New file")) + QStringLiteral(" — ") +
           tr("an empty robots.txt in a new tab") + QStringLiteral("</li><li>") +
           link(QStringLiteral("open"), tr("Open…")) + QStringLiteral(" — ") + tr("a robots.txt from disk") +
           QStringLiteral("</li><li>") + link(QStringLiteral("learn"), tr("Learn robots.txt")) + QStringLiteral(" — ") +
           tr("a course from the 1994 standard to the AI era, with exercises the studio checks as you type") +
           QStringLiteral("</li></ul><p>") + tr("Examples, each with its test cases:") + QStringLiteral("</p><ul>") +
           examples + QStringLiteral("</ul>");
}

void WelcomePage::activateLink(const QString &link)
{
    WindowActions *actions = m_window.windowActions();
    if (link == QLatin1String("new"))
        actions->newDocument->trigger();
    else if (link == QLatin1String("open"))
        actions->open->trigger();
    else if (link == QLatin1String("learn"))
        m_learn.startCourse();
    else if (link.startsWith(QLatin1String("example:")))
        m_window.openExample(link.mid(8));
}

void WelcomePage::update()
{
    // Only over the untouched untitled document of a start (the one a file opened would replace).
    Document *start = m_window.documents()->reusableDocument();
    EditorTab *tab = start ? m_window.tabs()->tabOf(start) : nullptr;
    Editor *editor = tab ? tab->editor() : nullptr;
    if (static_cast<QObject *>(editor) != m_editor.data()) {
        if (m_viewport)
            m_viewport->removeEventFilter(this);
        m_editor = editor;
        m_viewport = editor ? editor->viewport() : nullptr;
        if (m_viewport)
            m_viewport->installEventFilter(this);
    }
    if (!editor) {
        hide();
        return;
    }
    place();
    show();
    raise();
}

void WelcomePage::place()
{
    if (!m_viewport)
        return;
    // Over the editor's empty area (the page is a child of the editor area, which outlives the
    // tabs' editors), centred, as wide as reads well.
    QWidget *viewport = m_viewport;
    const QRect area(viewport->mapTo(parentWidget(), QPoint(0, 0)), viewport->size());
    const int width = std::min(area.width() - 32, 560);
    const int height =
        std::min(area.height() - 32, heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height());
    setGeometry(area.x() + (area.width() - width) / 2, area.y() + std::max(16, (area.height() - height) / 3), width,
                height);
}

bool WelcomePage::eventFilter(QObject *watched, QEvent *event)
{
    if (m_viewport && watched == m_viewport && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        place();
    return QFrame::eventFilter(watched, event);
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_text->setText(pageText());
    QFrame::changeEvent(event);
}

} // namespace robots::ui
