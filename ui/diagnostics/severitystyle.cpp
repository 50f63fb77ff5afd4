// SPDX-License-Identifier: MIT
#include "diagnostics/severitystyle.h"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <algorithm>
#include <array>
#include <optional>

namespace robots::ui {

namespace {

bool isDark(const QColor &background)
{
    return background.isValid() && background.lightnessF() < 0.5;
}

void paintLightbulb(QPainter *painter, const QRectF &r)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal w = r.width();
    const QRectF globe(r.left() + w * 0.15, r.top(), w * 0.7, w * 0.7);
    painter->setPen(QPen(QColor(0x6b, 0x4e, 0x00), std::max<qreal>(1.0, w / 14)));
    painter->setBrush(QColor(0xff, 0xd2, 0x3f));
    painter->drawEllipse(globe);
    const QRectF base(r.left() + w * 0.33, r.top() + w * 0.68, w * 0.34, w * 0.28);
    painter->setBrush(QColor(0x80, 0x80, 0x80));
    painter->drawRoundedRect(base, w * 0.05, w * 0.05);
    painter->restore();
}

class SeverityIconEngine : public QIconEngine
{
public:
    SeverityIconEngine(std::optional<Severity> severity, bool withFix)
        : m_severity(severity)
        , m_withFix(withFix)
    {
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        painter->save();
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.4);
        const qreal side = std::min(rect.width(), rect.height());
        const QRectF square(rect.left() + (rect.width() - side) / 2, rect.top() + (rect.height() - side) / 2, side,
                            side);
        if (!m_severity) {
            paintLightbulb(painter, square.adjusted(side * 0.1, side * 0.05, -side * 0.1, -side * 0.05));
        } else if (m_withFix) {
            // The sign on the left, a smaller bulb overlapping its lower right.
            paintSeverity(painter, QRectF(square.left(), square.top(), side * 0.78, side * 0.78), *m_severity);
            paintLightbulb(painter,
                           QRectF(square.left() + side * 0.5, square.top() + side * 0.42, side * 0.5, side * 0.58));
        } else {
            paintSeverity(painter, square.adjusted(side * 0.06, side * 0.06, -side * 0.06, -side * 0.06), *m_severity);
        }
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pixmap(size * scale);
        pixmap.setDevicePixelRatio(scale);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine *clone() const override { return new SeverityIconEngine(m_severity, m_withFix); }
    QString key() const override { return QStringLiteral("robots-severity"); }

private:
    std::optional<Severity> m_severity;
    bool m_withFix;
};

} // namespace

QColor severityColor(Severity severity, const QColor &background)
{
    const bool dark = isDark(background);
    switch (severity) {
    case Severity::Error:
        return dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xd3, 0x2f, 0x2f);
    case Severity::Warning:
        return dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xe0, 0x82, 0x00);
    case Severity::Info:
        return dark ? QColor(0x64, 0xb5, 0xf6) : QColor(0x19, 0x76, 0xd2);
    case Severity::Hint:
        break;
    }
    return dark ? QColor(0x9e, 0x9e, 0x9e) : QColor(0x75, 0x75, 0x75);
}

QTextCharFormat underlineFormat(Severity severity, const QColor &background)
{
    QTextCharFormat format;
    format.setUnderlineStyle(severity == Severity::Hint ? QTextCharFormat::DotLine : QTextCharFormat::WaveUnderline);
    format.setUnderlineColor(severityColor(severity, background));
    return format;
}

QIcon severityIcon(Severity severity, bool withFix)
{
    // Eight icons in all; shared (QIcon is implicitly shared), so a report with thousands of
    // marked lines makes no new ones.
    static const std::array<QIcon, 8> icons = [] {
        std::array<QIcon, 8> all;
        for (int s = 0; s < 4; ++s) {
            all[std::size_t(2 * s)] = QIcon(new SeverityIconEngine(Severity(s), false));
            all[std::size_t(2 * s + 1)] = QIcon(new SeverityIconEngine(Severity(s), true));
        }
        return all;
    }();
    return icons[std::size_t(2 * int(severity) + (withFix ? 1 : 0))];
}

QIcon lightbulbIcon()
{
    return QIcon(new SeverityIconEngine(std::nullopt, false));
}

void paintSeverity(QPainter *painter, const QRectF &rect, Severity severity)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // Icons use the light-background colours: they sit on their own filled shape.
    const QColor fill = severityColor(severity, Qt::white);
    const qreal w = rect.width();
    const qreal stroke = std::max<qreal>(1.2, w / 8);
    QPen glyph(Qt::white, stroke, Qt::SolidLine, Qt::RoundCap);
    switch (severity) {
    case Severity::Error: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawEllipse(rect);
        painter->setPen(glyph);
        const QRectF x = rect.adjusted(w * 0.32, w * 0.32, -w * 0.32, -w * 0.32);
        painter->drawLine(x.topLeft(), x.bottomRight());
        painter->drawLine(x.topRight(), x.bottomLeft());
        break;
    }
    case Severity::Warning: {
        QPainterPath triangle;
        triangle.moveTo(rect.center().x(), rect.top() + w * 0.04);
        triangle.lineTo(rect.right(), rect.bottom() - w * 0.06);
        triangle.lineTo(rect.left(), rect.bottom() - w * 0.06);
        triangle.closeSubpath();
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawPath(triangle);
        glyph.setColor(QColor(0x20, 0x20, 0x20));
        painter->setPen(glyph);
        const qreal cx = rect.center().x();
        painter->drawLine(QPointF(cx, rect.top() + w * 0.36), QPointF(cx, rect.top() + w * 0.62));
        painter->drawPoint(QPointF(cx, rect.top() + w * 0.78));
        break;
    }
    case Severity::Info: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawEllipse(rect);
        painter->setPen(glyph);
        const qreal cx = rect.center().x();
        painter->drawPoint(QPointF(cx, rect.top() + w * 0.28));
        painter->drawLine(QPointF(cx, rect.top() + w * 0.46), QPointF(cx, rect.top() + w * 0.74));
        break;
    }
    case Severity::Hint: {
        QPainterPath diamond;
        const QPointF c = rect.center();
        const qreal r = w * 0.36;
        diamond.moveTo(c.x(), c.y() - r);
        diamond.lineTo(c.x() + r, c.y());
        diamond.lineTo(c.x(), c.y() + r);
        diamond.lineTo(c.x() - r, c.y());
        diamond.closeSubpath();
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawPath(diamond);
        break;
    }
    }
    painter->restore();
}

} // namespace robots::ui
