// SPDX-License-Identifier: MIT
#include "learn/lessonpane.h"

#include "learn/lessonattempt.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QTextList>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace robots::ui {

namespace {

QString fromStd(const std::string &text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QTextBrowser *makeBrowser(const QString &name, QWidget *parent)
{
    auto *browser = new QTextBrowser(parent);
    browser->setObjectName(name);
    browser->setOpenExternalLinks(true);
    return browser;
}

// A browser as tall as its text at its width (the goals, the Solved text): the lesson's page
// gets every pixel these do not need. Never taller than MAXSHARE of the widget it is laid out
// in; beyond that it scrolls.
class FittingBrowser : public QTextBrowser
{
public:
    FittingBrowser(const QString &name, double maxShare, QWidget *parent)
        : QTextBrowser(parent)
        , m_maxShare(maxShare)
    {
        setObjectName(name);
        setOpenExternalLinks(true);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        // Wrapped to the width, never scrolled sideways (a long `code` span breaks anywhere).
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
                &FittingBrowser::fit);
    }

    QSize sizeHint() const override { return {QTextBrowser::sizeHint().width(), m_height}; }
    QSize minimumSizeHint() const override { return {QTextBrowser::minimumSizeHint().width(), m_height}; }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QTextBrowser::resizeEvent(event);
        fit();
    }

private:
    void fit()
    {
        // The frame (and a horizontal scroll bar, if any) around the text.
        const int chrome = this->height() - viewport()->height();
        int height = int(std::ceil(document()->size().height())) + chrome;
        if (const QWidget *area = parentWidget())
            height = std::min(height, std::max(fontMetrics().lineSpacing() * 3, int(area->height() * m_maxShare)));
        if (height != m_height) {
            m_height = height;
            updateGeometry();
        }
    }

    double m_maxShare;
    int m_height = 0;
};

} // namespace

LessonPane::LessonPane(QWidget *parent)
    : QDockWidget(parent)
{
    setObjectName(QStringLiteral("lessonDock"));
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("lessonPane"));

    m_list = new QListWidget(content);
    m_list->setObjectName(QStringLiteral("lessonList"));
    m_list->setWordWrap(true); // long titles wrap rather than hide behind a scroll bar
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_page = makeBrowser(QStringLiteral("lessonPage"), content);
    m_goalsHeading = new QLabel(content);
    m_goalsHeading->setObjectName(QStringLiteral("lessonGoalsHeading"));
    // Together at most 70% of the height: the page keeps the rest even when solved.
    m_goals = new FittingBrowser(QStringLiteral("lessonGoals"), 0.4, content);
    m_solvedMark = new QLabel(content);
    m_solvedMark->setObjectName(QStringLiteral("lessonSolvedMark"));
    // Green as the tester's "passed", and bold: a student should not miss it.
    m_solvedMark->setStyleSheet(QStringLiteral("QLabel { color: #1b7f3b; font-weight: bold; }"));
    m_solved = new FittingBrowser(QStringLiteral("lessonSolved"), 0.3, content);
    m_problems = new QLabel(content);
    m_problems->setObjectName(QStringLiteral("lessonProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    m_previous = new QPushButton(content);
    m_previous->setObjectName(QStringLiteral("lessonPrevious"));
    m_next = new QPushButton(content);
    m_next->setObjectName(QStringLiteral("lessonNext"));
    m_check = new QPushButton(content);
    m_check->setObjectName(QStringLiteral("lessonCheck"));
    m_reset = new QPushButton(content);
    m_reset->setObjectName(QStringLiteral("lessonReset"));

    // The page, then the goals, the Solved mark and text, each as tall as its text: the page
    // takes the rest of the height. The list of lessons above shares the height with them (the
    // student drags the handle).
    auto *lessonPart = new QWidget(content);
    lessonPart->setObjectName(QStringLiteral("lessonPart"));
    auto *lessonLayout = new QVBoxLayout(lessonPart);
    lessonLayout->setContentsMargins(0, 0, 0, 0);
    lessonLayout->addWidget(m_page, 1);
    lessonLayout->addWidget(m_goalsHeading);
    lessonLayout->addWidget(m_goals);
    lessonLayout->addWidget(m_solvedMark);
    lessonLayout->addWidget(m_solved);
    lessonLayout->addWidget(m_problems);
    auto *splitter = new QSplitter(Qt::Vertical, content);
    splitter->setObjectName(QStringLiteral("lessonSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_list);
    splitter->addWidget(lessonPart);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    // About five lessons in view (Previous and Next walk the course): the page needs the height more.
    splitter->setSizes({m_list->fontMetrics().lineSpacing() * 5 + 2 * m_list->frameWidth() + 4, 720});

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addWidget(m_check);
    buttons->addWidget(m_reset);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    setWidget(content);

    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT lessonChosen(m_list->row(item)); });
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { Q_EMIT lessonChosen(m_list->row(item)); });
    connect(m_previous, &QPushButton::clicked, this, [this] { Q_EMIT lessonChosen(m_index - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { Q_EMIT lessonChosen(m_index + 1); });
    connect(m_check, &QPushButton::clicked, this, &LessonPane::checkRequested);
    connect(m_reset, &QPushButton::clicked, this, &LessonPane::resetRequested);

    m_solvedMark->hide();
    m_solved->hide();
    m_problems->hide();
    retranslate();
    updateButtons();
}

int LessonPane::lessonCount() const
{
    return int(m_titles.size());
}

void LessonPane::setCourse(const QStringList &titles, const QList<bool> &solved)
{
    m_titles = titles;
    m_solvedList = solved;
    m_solvedList.resize(titles.size());
    m_index = -1;
    m_list->clear();
    for (int i = 0; i < titles.size(); ++i) {
        m_list->addItem(QString());
        setLessonSolved(i, m_solvedList.at(i));
    }
    updateButtons();
}

void LessonPane::setLessonSolved(int index, bool solved)
{
    if (index < 0 || index >= m_titles.size())
        return;
    m_solvedList[index] = solved;
    QListWidgetItem *item = m_list->item(index);
    // "✓ 3. Title": the mark first, so that a glance down the list shows how far the student got.
    item->setText((solved ? QStringLiteral("✓ ") : QStringLiteral("    ")) +
                  tr("%1. %2").arg(index + 1).arg(m_titles.at(index)));
    item->setData(Qt::UserRole, solved);
    item->setToolTip(solved ? tr("Solved") : QString());
}

void LessonPane::showLesson(int index, const LessonAttempt &attempt)
{
    m_index = index;
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(index);
    }
    const Lesson &lesson = attempt.lesson();
    // The page as written: its title as the heading, then the body.
    m_page->setMarkdown(QStringLiteral("## ") + lesson.title() + QStringLiteral("\n\n") + fromStd(lesson.page.body));
    m_solved->setMarkdown(fromStd(lesson.page.solved));
    m_solved->moveCursor(QTextCursor::Start); // a text browser keeps its cursor in view as it resizes
    if (lesson.problems.isEmpty()) {
        m_problems->hide();
    } else {
        m_problems->setText(tr("This lesson has problems (for its author):") + QStringLiteral("\n• ") +
                            lesson.problems.join(QStringLiteral("\n• ")));
        m_problems->show();
    }
    m_goalsKey.clear();
    showGrade(attempt);
    updateButtons();
}

void LessonPane::showGrade(const LessonAttempt &attempt)
{
    // What the checklist will show, as a key: the document is rebuilt only when it changes.
    QString key;
    for (const LessonGoal &goal : attempt.lesson().page.goals) {
        const QString id = fromStd(goal.id);
        key += id + (attempt.isMet(id) ? u'+' : u'-') + (attempt.hintShown(id) ? u'h' : u' ');
    }
    if (key != m_goalsKey) {
        m_goalsKey = key;
        // One paragraph per goal: a glyph, then the goal's text and its hint (Markdown: inline
        // code, emphasis), the hint on a second line of the same paragraph. The glyph is ours, not
        // QTextDocument's task-list marker, which draws a met goal as a crossed box (☒) that reads
        // as a failure: ☑ met, ☐ not yet, the same pair everywhere; its tooltip says it in words.
        QTextDocument *document = m_goals->document();
        document->clear();
        QTextCursor cursor(document);
        const QFontMetrics metrics(document->defaultFont());
        const int glyphWidth =
            std::max(metrics.horizontalAdvance(goalGlyph(true)), metrics.horizontalAdvance(goalGlyph(false))) +
            metrics.horizontalAdvance(QLatin1Char(' ')) * 2;
        bool first = true;
        for (const LessonGoal &goal : attempt.lesson().page.goals) {
            const QString id = fromStd(goal.id);
            const bool met = attempt.isMet(id);
            if (!first)
                cursor.insertBlock();
            first = false;
            // A hanging indent: wrapped lines start under the text, not under the glyph.
            QTextBlockFormat block;
            block.setLeftMargin(glyphWidth);
            block.setTextIndent(-glyphWidth);
            block.setBottomMargin(4);
            cursor.setBlockFormat(block);
            QTextCharFormat glyph;
            glyph.setForeground(met ? QColor(0x1b, 0x7f, 0x3b) : palette().color(QPalette::Text));
            glyph.setFontWeight(QFont::Bold);
            glyph.setToolTip(met ? tr("Goal met") : tr("Goal not met yet"));
            glyph.setProperty(GoalMetProperty, met);
            cursor.insertText(goalGlyph(met) + QLatin1Char(' '), glyph);
            cursor.setCharFormat(QTextCharFormat());
            cursor.insertFragment(QTextDocumentFragment::fromMarkdown(fromStd(goal.text)));
            if (attempt.hintShown(id) && !met && !goal.hint.empty()) {
                cursor.insertText(QString(QChar::LineSeparator));
                const int hintStart = cursor.position();
                cursor.insertText(tr("Hint:") + QLatin1Char(' '));
                cursor.insertFragment(QTextDocumentFragment::fromMarkdown(fromStd(goal.hint)));
                QTextCursor hint(document);
                hint.setPosition(hintStart);
                hint.setPosition(cursor.position(), QTextCursor::KeepAnchor);
                QTextCharFormat italic;
                italic.setFontItalic(true);
                hint.mergeCharFormat(italic);
            }
            // A fragment brings its own paragraph format: the indent again.
            cursor.setBlockFormat(block);
        }
    }
    const bool solved = attempt.isSolved();
    m_solvedMark->setVisible(solved);
    const bool appears = solved && m_solved->isHidden();
    m_solved->setVisible(solved);
    // Read from its start: once laid out at its new height (growing from nothing, it was scrolled).
    if (appears)
        QTimer::singleShot(0, m_solved, [solvedText = m_solved] { solvedText->verticalScrollBar()->setValue(0); });
    // "2 of 3 goals met": the total decides the plural, so no %n form. Then each goal in words,
    // for a screen reader that would read the glyphs as "ballot box".
    QStringList description{tr("%1 of %2 goals met").arg(attempt.result().met).arg(attempt.result().goals.size())};
    for (const LessonGoal &goal : attempt.lesson().page.goals) {
        const QString text = QTextDocumentFragment::fromMarkdown(fromStd(goal.text)).toPlainText().trimmed();
        description << (attempt.isMet(fromStd(goal.id)) ? tr("Met: %1") : tr("Not met yet: %1")).arg(text);
    }
    m_goals->setAccessibleDescription(description.join(QLatin1Char('\n')));
}

void LessonPane::showError(const QString &message)
{
    m_page->setPlainText(message);
    m_goals->clear();
    m_goalsKey.clear();
    m_solvedMark->hide();
    m_solved->hide();
    m_problems->hide();
}

void LessonPane::updateButtons()
{
    m_previous->setEnabled(m_index > 0);
    m_next->setEnabled(m_index >= 0 && m_index + 1 < m_titles.size());
    m_check->setEnabled(m_index >= 0);
    m_reset->setEnabled(m_index >= 0);
}

void LessonPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void LessonPane::retranslate()
{
    setWindowTitle(tr("Lesson"));
    m_list->setAccessibleName(tr("Lessons of the course"));
    m_page->setAccessibleName(tr("Lesson page"));
    m_goalsHeading->setText(QStringLiteral("<b>") + tr("Goals") + QStringLiteral("</b>"));
    m_goals->setAccessibleName(tr("Goals"));
    m_solvedMark->setText(tr("✓ Solved"));
    m_solved->setAccessibleName(tr("Solved"));
    m_previous->setText(tr("&Previous"));
    m_previous->setAccessibleName(tr("Previous lesson"));
    m_next->setText(tr("&Next"));
    m_next->setAccessibleName(tr("Next lesson"));
    m_check->setText(tr("C&heck"));
    m_check->setAccessibleName(tr("Check"));
    m_check->setToolTip(tr("Shows the hint of every goal not met yet"));
    m_reset->setText(tr("&Reset Lesson"));
    m_reset->setAccessibleName(tr("Reset Lesson"));
    m_reset->setToolTip(tr("Puts the lesson's starting file back in the editor"));
    for (int i = 0; i < m_titles.size(); ++i)
        setLessonSolved(i, m_solvedList.at(i));
}

} // namespace robots::ui
