// SPDX-License-Identifier: MIT
#include "tester/verdictstyle.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QTextBlock>
#include <QTextDocument>

namespace robots::ui::VerdictStyle {

namespace {

enum class Shape {
    Allowed,
    Disallowed,
    Unknown,
    Pass,
    Fail,
};

// Saturated fills that carry white marks on light and dark backgrounds alike.
QColor shapeColor(Shape shape)
{
    switch (shape) {
    case Shape::Allowed:
    case Shape::Pass:
        return QColor(0x2e, 0x7d, 0x32);
    case Shape::Disallowed:
    case Shape::Fail:
        return QColor(0xc6, 0x28, 0x28);
    case Shape::Unknown:
        break;
    }
    return QColor(0x75, 0x75, 0x75);
}

// Paints at the requested size, so the icon stays sharp on any screen.
class ShapeEngine : public QIconEngine
{
public:
    explicit ShapeEngine(Shape shape)
        : m_shape(shape)
    {
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const qreal side = std::min(rect.width(), rect.height());
        const QRectF box(rect.x() + (rect.width() - side) / 2.0, rect.y() + (rect.height() - side) / 2.0, side, side);
        const QRectF r = box.adjusted(side * 0.06, side * 0.06, -side * 0.06, -side * 0.06);
        QColor fill = shapeColor(m_shape);
        if (mode == QIcon::Disabled)
            fill.setAlphaF(0.4);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        QPen mark(Qt::white, std::max(1.5, side * 0.14), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        switch (m_shape) {
        case Shape::Allowed: { // tick in a circle
            painter->drawEllipse(r);
            painter->setPen(mark);
            QPainterPath tick;
            tick.moveTo(r.left() + r.width() * 0.27, r.top() + r.height() * 0.53);
            tick.lineTo(r.left() + r.width() * 0.44, r.top() + r.height() * 0.70);
            tick.lineTo(r.left() + r.width() * 0.74, r.top() + r.height() * 0.33);
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(tick);
            break;
        }
        case Shape::Disallowed: { // bar in an octagon, a stop sign
            QPolygonF octagon;
            const qreal k = 0.29;
            octagon << QPointF(r.left() + r.width() * k, r.top()) << QPointF(r.right() - r.width() * k, r.top())
                    << QPointF(r.right(), r.top() + r.height() * k) << QPointF(r.right(), r.bottom() - r.height() * k)
                    << QPointF(r.right() - r.width() * k, r.bottom()) << QPointF(r.left() + r.width() * k, r.bottom())
                    << QPointF(r.left(), r.bottom() - r.height() * k) << QPointF(r.left(), r.top() + r.height() * k);
            painter->drawPolygon(octagon);
            painter->setPen(mark);
            painter->drawLine(QPointF(r.left() + r.width() * 0.28, r.center().y()),
                              QPointF(r.right() - r.width() * 0.28, r.center().y()));
            break;
        }
        case Shape::Unknown: { // question mark in a rounded square
            painter->drawRoundedRect(r, side * 0.2, side * 0.2);
            QFont font = painter->font();
            font.setPixelSize(std::max(6, int(side * 0.7)));
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(Qt::white);
            painter->drawText(r, Qt::AlignCenter, QStringLiteral("?"));
            break;
        }
        case Shape::Pass: { // tick in a square
            painter->drawRoundedRect(r, side * 0.18, side * 0.18);
            painter->setPen(mark);
            QPainterPath tick;
            tick.moveTo(r.left() + r.width() * 0.25, r.top() + r.height() * 0.52);
            tick.lineTo(r.left() + r.width() * 0.43, r.top() + r.height() * 0.72);
            tick.lineTo(r.left() + r.width() * 0.76, r.top() + r.height() * 0.30);
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(tick);
            break;
        }
        case Shape::Fail: { // cross in a square
            painter->drawRoundedRect(r, side * 0.18, side * 0.18);
            painter->setPen(mark);
            const qreal m = 0.3;
            painter->drawLine(QPointF(r.left() + r.width() * m, r.top() + r.height() * m),
                              QPointF(r.right() - r.width() * m, r.bottom() - r.height() * m));
            painter->drawLine(QPointF(r.right() - r.width() * m, r.top() + r.height() * m),
                              QPointF(r.left() + r.width() * m, r.bottom() - r.height() * m));
            break;
        }
        }
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pm(size * scale);
        pm.setDevicePixelRatio(scale);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pm;
    }

    QIconEngine *clone() const override { return new ShapeEngine(m_shape); }
    QString key() const override { return QStringLiteral("robots-verdict"); }

private:
    Shape m_shape;
};

QIcon shapeIcon(Shape shape)
{
    return QIcon(new ShapeEngine(shape));
}

} // namespace

bool darkPalette()
{
    const QPalette pal = QGuiApplication::palette();
    return pal.color(QPalette::Base).lightness() < 128;
}

QIcon icon(Access access)
{
    static const QIcon allowed = shapeIcon(Shape::Allowed);
    static const QIcon disallowed = shapeIcon(Shape::Disallowed);
    static const QIcon unknown = shapeIcon(Shape::Unknown);
    switch (access) {
    case Access::Allowed:
        return allowed;
    case Access::Disallowed:
        return disallowed;
    case Access::Unknown:
        break;
    }
    return unknown;
}

QColor foreground(Access access)
{
    const bool dark = darkPalette();
    switch (access) {
    case Access::Allowed:
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x1b, 0x6e, 0x20);
    case Access::Disallowed:
        return dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xb7, 0x1c, 0x1c);
    case Access::Unknown:
        break;
    }
    return dark ? QColor(0xb0, 0xb0, 0xb0) : QColor(0x61, 0x61, 0x61);
}

QIcon outcomeIcon(bool pass)
{
    static const QIcon passIcon = shapeIcon(Shape::Pass);
    static const QIcon failIcon = shapeIcon(Shape::Fail);
    return pass ? passIcon : failIcon;
}

QColor outcomeForeground(bool pass)
{
    return foreground(pass ? Access::Allowed : Access::Disallowed);
}

QBrush highlightBrush()
{
    QColor c = QGuiApplication::palette().color(QPalette::Highlight);
    c.setAlphaF(0.22);
    return c;
}

QList<QTextEdit::ExtraSelection> lineMarks(QTextDocument *document, const QList<int> &lines)
{
    QList<QTextEdit::ExtraSelection> marks;
    if (!document)
        return marks;
    QColor tint = QGuiApplication::palette().color(QPalette::Highlight);
    tint.setAlphaF(0.3); // translucent: the current line and other marks show through
    for (int line : lines) {
        const QTextBlock block = document->findBlockByNumber(line - 1);
        if (line < 1 || !block.isValid())
            continue;
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(block);
        mark.format.setBackground(tint);
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        mark.format.setProperty(QTextFormat::UserProperty, QStringLiteral("testerDecidingLine"));
        marks << mark;
    }
    return marks;
}

QBrush disagreementBrush()
{
    return darkPalette() ? QColor(0x5d, 0x4a, 0x10) : QColor(0xff, 0xf3, 0xc4);
}

QColor disagreementMarkColor()
{
    // Amber, like the disagreement background but saturated enough to show on the selection's
    // blue and on the highlight's tint, in light and dark palettes.
    return darkPalette() ? QColor(0xff, 0xca, 0x28) : QColor(0xe6, 0x9a, 0x00);
}

void paintDisagreementMark(QPainter *painter, const QRect &row, bool selected)
{
    if (!painter || row.isEmpty())
        return;
    const QColor colour = disagreementMarkColor();
    const int bar = std::max(4, row.height() / 5);
    painter->save();
    painter->fillRect(QRect(row.left(), row.top(), bar, row.height()), colour);
    if (selected) {
        QPen pen(colour, 2);
        pen.setJoinStyle(Qt::MiterJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(row).adjusted(1, 1, -1, -1));
    }
    painter->restore();
}

} // namespace robots::ui::VerdictStyle
