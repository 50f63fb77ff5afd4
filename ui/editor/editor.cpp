// SPDX-License-Identifier: MIT
#include "editor/editor.h"

#include "editor/highlighter.h"
#include "editor/linenumberarea.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>

#include <QFontDatabase>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>
#include <QUrl>
#include <QWheelEvent>

#include <algorithm>

namespace robots::ui {

namespace {

int digitsFor(int count)
{
    int digits = 1;
    for (int n = std::max(count, 1); n >= 10; n /= 10)
        ++digits;
    return std::max(digits, 2);
}

QColor editorColor(const KSyntaxHighlighting::Theme &theme, KSyntaxHighlighting::Theme::EditorColorRole role)
{
    return QColor::fromRgba(theme.editorColor(role));
}

} // namespace

Editor::Editor(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository)
    , m_highlighter(new Highlighter(document()))
    , m_gutter(new LineNumberArea(this))
{
    setObjectName(QStringLiteral("editor"));
    setAccessibleName(tr("robots.txt editor"));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_basePointSize = fixed.pointSizeF() > 0 ? fixed.pointSizeF() : 10;
    setFont(fixed);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(QFontMetricsF(fixed).horizontalAdvance(QLatin1Char(' ')) * 4);
    // The definition is bundled as a Qt resource under /org.kde.syntax-highlighting/syntax-addons,
    // where the repository finds it without code of ours.
    m_highlighter->setDefinition(m_repository.definitionForName(QStringLiteral("robots.txt")));

    connect(this, &QPlainTextEdit::blockCountChanged, this, &Editor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &Editor::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &Editor::onCursorPositionChanged);
    setThemeName(QString());
    updateGutterWidth();
}

Editor::~Editor() = default;

QString Editor::definitionName() const
{
    return m_highlighter->definition().isValid() ? m_highlighter->definition().name() : QString();
}

QString Editor::themeName() const
{
    return m_highlighter->theme().name();
}

KSyntaxHighlighting::Theme Editor::theme() const
{
    return m_highlighter->theme();
}

void Editor::setThemeName(const QString &name)
{
    m_themeSetting = m_repository.theme(name).isValid() ? name : QString();
    applyTheme();
}

void Editor::applyTheme()
{
    KSyntaxHighlighting::Theme theme = m_repository.theme(m_themeSetting);
    if (m_themeSetting.isEmpty() || !theme.isValid())
        theme = m_repository.themeForPalette(QGuiApplication::palette());
    m_applyingTheme = true;
    m_highlighter->setTheme(theme);
    QPalette pal = palette();
    const QColor text = QColor::fromRgba(theme.textColor(KSyntaxHighlighting::Theme::Normal));
    pal.setColor(QPalette::Base, editorColor(theme, KSyntaxHighlighting::Theme::BackgroundColor));
    pal.setColor(QPalette::Text, text);
    pal.setColor(QPalette::Highlight, editorColor(theme, KSyntaxHighlighting::Theme::TextSelection));
    pal.setColor(QPalette::HighlightedText, text);
    setPalette(pal);
    m_applyingTheme = false;
    m_highlighter->rehighlight();
    m_gutter->update();
    viewport()->update();
}

void Editor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    switch (event->type()) {
    case QEvent::ApplicationPaletteChange:
    case QEvent::PaletteChange:
        if (followsPalette() && !m_applyingTheme)
            applyTheme();
        break;
    case QEvent::FontChange:
        updateGutterWidth();
        m_gutter->update();
        break;
    default:
        break;
    }
}

void Editor::setBaseFont(const QFont &base)
{
    m_basePointSize = base.pointSizeF() > 0 ? base.pointSizeF() : 10;
    QFont f = base;
    f.setPointSizeF(std::max<qreal>(m_basePointSize + m_zoomLevel, 4));
    setFont(f);
    setTabStopDistance(QFontMetricsF(f).horizontalAdvance(QLatin1Char(' ')) * 4);
}

void Editor::setZoomLevel(int level)
{
    level = std::clamp(level, MinZoomLevel, MaxZoomLevel);
    if (level == m_zoomLevel)
        return;
    m_zoomLevel = level;
    QFont f = font();
    f.setPointSizeF(std::max<qreal>(m_basePointSize + level, 4));
    setFont(f);
    setTabStopDistance(QFontMetricsF(f).horizontalAdvance(QLatin1Char(' ')) * 4);
    Q_EMIT zoomLevelChanged(m_zoomLevel);
}

void Editor::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QPlainTextEdit::wheelEvent(event);
        return;
    }
    m_wheelRemainder += event->angleDelta().y();
    const int steps = m_wheelRemainder / QWheelEvent::DefaultDeltasPerStep;
    m_wheelRemainder -= steps * QWheelEvent::DefaultDeltasPerStep;
    if (steps != 0)
        setZoomLevel(m_zoomLevel + steps);
    event->accept();
}

bool Editor::canInsertFromMimeData(const QMimeData *source) const
{
    // Dropped files are for the window to open, not text to insert.
    if (source->hasUrls()) {
        const QList<QUrl> urls = source->urls();
        if (std::any_of(urls.cbegin(), urls.cend(), [](const QUrl &url) { return url.isLocalFile(); }))
            return false;
    }
    return QPlainTextEdit::canInsertFromMimeData(source);
}

bool Editor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        QTextCursor cursor = cursorForPosition(help->pos());
        // The character under the mouse is the one after or before the nearest position.
        const QString text = cursor.block().text();
        const int at = cursor.positionInBlock();
        for (int index : {at, at - 1, at - 2}) {
            if (index < 0 || index >= text.size())
                continue;
            char32_t codePoint = text[index].unicode();
            if (QChar::isHighSurrogate(codePoint) && index + 1 < text.size())
                codePoint = QChar::surrogateToUcs4(text[index], text[index + 1]);
            const QString description = Highlighter::describeSpecial(codePoint);
            if (!description.isEmpty()) {
                QToolTip::showText(help->globalPos(), description, viewport());
                return true;
            }
        }
    }
    return QPlainTextEdit::viewportEvent(event);
}

// ----- Gutter

int Editor::markerColumnWidth() const
{
    return fontMetrics().height();
}

int Editor::gutterWidth() const
{
    const int digits = digitsFor(blockCount());
    return markerColumnWidth() + 4 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits + 8;
}

void Editor::updateGutterWidth()
{
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

void Editor::updateGutter(const QRect &rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void Editor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
}

void Editor::paintGutter(QPaintEvent *event)
{
    const KSyntaxHighlighting::Theme theme = m_highlighter->theme();
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), editorColor(theme, KSyntaxHighlighting::Theme::IconBorder));
    const int separatorX = m_gutter->width() - 1;
    painter.setPen(editorColor(theme, KSyntaxHighlighting::Theme::Separator));
    painter.drawLine(separatorX, event->rect().top(), separatorX, event->rect().bottom());

    const QColor numberColor = editorColor(theme, KSyntaxHighlighting::Theme::LineNumbers);
    const QColor currentColor = editorColor(theme, KSyntaxHighlighting::Theme::CurrentLineNumber);
    const int currentBlock = textCursor().blockNumber();
    const int markerWidth = markerColumnWidth();
    const int numberRight = m_gutter->width() - 6;
    painter.setFont(font());

    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    // Markers sorted by line let the loop below walk them once.
    QList<LineMarker> markers = m_markers;
    std::stable_sort(markers.begin(), markers.end(),
                     [](const LineMarker &a, const LineMarker &b) { return a.line < b.line; });
    auto marker = std::lower_bound(markers.cbegin(), markers.cend(), number,
                                   [](const LineMarker &m, int line) { return m.line < line; });
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            painter.setPen(number == currentBlock ? currentColor : numberColor);
            QFont f = font();
            f.setBold(number == currentBlock);
            painter.setFont(f);
            painter.drawText(0, top, numberRight, lineHeight, Qt::AlignRight | Qt::AlignVCenter,
                             QString::number(number + 1));
            for (; marker != markers.cend() && marker->line == number; ++marker)
                marker->icon.paint(&painter, QRect(2, top, markerWidth - 2, lineHeight));
        }
        while (marker != markers.cend() && marker->line <= number)
            ++marker;
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

QTextBlock Editor::blockAtGutterY(int y) const
{
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    while (block.isValid()) {
        const qreal bottom = top + blockBoundingRect(block).height();
        if (y >= top && y < bottom)
            return block;
        if (top > y)
            break;
        block = block.next();
        top = bottom;
    }
    return QTextBlock();
}

bool Editor::gutterEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const QTextBlock block = blockAtGutterY(int(mouse->position().y()));
        if (!block.isValid())
            return false;
        const int line = block.blockNumber();
        const bool onMarker =
            mouse->position().x() < markerColumnWidth() &&
            std::any_of(m_markers.cbegin(), m_markers.cend(), [line](const LineMarker &m) { return m.line == line; });
        if (onMarker) {
            Q_EMIT lineMarkerClicked(line);
        } else {
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            setTextCursor(cursor);
        }
        return true;
    }
    case QEvent::ToolTip: {
        auto *help = static_cast<QHelpEvent *>(event);
        const QTextBlock block = blockAtGutterY(help->pos().y());
        QStringList tips;
        for (const LineMarker &m : std::as_const(m_markers)) {
            if (block.isValid() && m.line == block.blockNumber() && !m.toolTip.isEmpty())
                tips << m.toolTip;
        }
        if (tips.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tips.join(QLatin1Char('\n')), m_gutter);
        return true;
    }
    default:
        return false;
    }
}

void Editor::setLineMarkers(const QList<LineMarker> &markers)
{
    m_markers = markers;
    m_gutter->update();
}

// ----- Current line and selections

void Editor::onCursorPositionChanged()
{
    const int block = textCursor().blockNumber();
    if (block == m_currentBlock)
        return;
    m_currentBlock = block;
    viewport()->update();
    m_gutter->update();
}

void Editor::paintEvent(QPaintEvent *event)
{
    // The current line's background, under the text and the selections (visible blocks only).
    const QTextBlock block = textCursor().block();
    if (block.isValid() && block.isVisible()) {
        QRectF rect = blockBoundingGeometry(block).translated(contentOffset());
        if (rect.intersects(event->rect())) {
            rect.setLeft(0);
            rect.setWidth(viewport()->width());
            QPainter painter(viewport());
            painter.fillRect(rect, editorColor(m_highlighter->theme(), KSyntaxHighlighting::Theme::CurrentLine));
        }
    }
    QPlainTextEdit::paintEvent(event);
}

void Editor::setLayerSelections(SelectionLayer layer, const QList<QTextEdit::ExtraSelection> &selections)
{
    m_layers[size_t(layer)] = selections;
    refreshSelections();
}

QList<QTextEdit::ExtraSelection> Editor::layerSelections(SelectionLayer layer) const
{
    return m_layers[size_t(layer)];
}

void Editor::refreshSelections()
{
    QList<QTextEdit::ExtraSelection> all;
    for (const auto &layer : m_layers)
        all += layer;
    setExtraSelections(all);
}

// ----- Navigation

void Editor::goToLine(int line, int column)
{
    const QTextBlock block = document()->findBlockByNumber(std::clamp(line, 1, blockCount()) - 1);
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + std::clamp(column, 1, block.length()) - 1);
    setTextCursor(cursor);
    centerCursor();
}

int Editor::cursorLine() const
{
    return textCursor().blockNumber() + 1;
}

int Editor::cursorColumn() const
{
    return textCursor().positionInBlock() + 1;
}

} // namespace robots::ui
