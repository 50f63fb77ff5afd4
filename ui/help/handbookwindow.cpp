// SPDX-License-Identifier: MIT
#include "help/handbookwindow.h"

#include "analysis/diagnosticstext.h"
#include "analysis/messages.h"

#include <robots/dialect.h>
#include <robots/studio/diagnostics.h>

#include <QEvent>
#include <QFile>
#include <QKeySequence>
#include <QShortcut>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// A table cell: one line, pipes escaped (GitHub Flavored Markdown tables).
QString cell(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

QString dialectTable()
{
    QString table =
        QStringLiteral("| %1 | %2 | %3 |\n| --- | --- | --- |\n")
            .arg(HandbookWindow::tr("Dialect"), HandbookWindow::tr("Name"), HandbookWindow::tr("How it reads a file"));
    for (const Dialect &d : allDialects())
        table += QStringLiteral("| %1 | `%2` | %3 |\n")
                     .arg(cell(dialectTitle(d)), fromView(d.name()), cell(textText(d.description())));
    return table;
}

QString checkTable()
{
    QString table = QStringLiteral("| %1 | %2 | %3 |\n| --- | --- | --- |\n")
                        .arg(HandbookWindow::tr("Code"), HandbookWindow::tr("Severity"), HandbookWindow::tr("Check"));
    for (const Check &check : allChecks())
        table += QStringLiteral("| `%1` | %2 | %3 |\n")
                     .arg(fromView(check.code), cell(severityText(check.severity)), cell(checkTitle(check)));
    return table;
}

} // namespace

HandbookWindow::HandbookWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("handbookWindow"));
    setWindowTitle(tr("Robots.txt Studio Handbook"));
    setAccessibleName(tr("Handbook"));
    m_browser->setObjectName(QStringLiteral("handbookBrowser"));
    m_browser->setAccessibleName(tr("Handbook text"));
    m_browser->setOpenExternalLinks(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    // Ctrl+W, and Escape as in any secondary window that only shows something.
    for (const QKeySequence &keys : {QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)}) {
        auto *close = new QShortcut(keys, this);
        connect(close, &QShortcut::activated, this, &QWidget::close);
    }
    resize(760, 820);
}

HandbookWindow::~HandbookWindow() = default;

QString HandbookWindow::resourcePath(const QString &language)
{
    return language == QLatin1String("ja") ? QStringLiteral(":/handbook/handbook.ja.md")
                                           : QStringLiteral(":/handbook/handbook.md");
}

QString HandbookWindow::markdown(const QString &language)
{
    QFile file(resourcePath(language));
    if (!file.open(QIODevice::ReadOnly))
        return tr("The handbook is missing from this build (%1).").arg(resourcePath(language));
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QLatin1String("{{dialects}}"), dialectTable());
    text.replace(QLatin1String("{{checks}}"), checkTable());
    return text;
}

QString HandbookWindow::anchorOf(const QString &heading)
{
    QString anchor;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
    }
    return anchor;
}

void HandbookWindow::load(const QString &language)
{
    m_language = language == QLatin1String("ja") ? language : QStringLiteral("en");
    QTextDocument *document = m_browser->document();
    document->setMarkdown(markdown(m_language));
    // Markdown headings have no anchors in QTextDocument: give each the name GitHub would, so
    // the contents' links (#the-tester) scroll there.
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0)
            continue;
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setAnchor(true);
        format.setAnchorNames({anchorOf(block.text())});
        cursor.mergeCharFormat(format);
    }
    m_browser->moveCursor(QTextCursor::Start);
}

void HandbookWindow::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setWindowTitle(tr("Robots.txt Studio Handbook"));
}

} // namespace robots::ui
