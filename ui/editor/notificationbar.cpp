// SPDX-License-Identifier: MIT
#include "editor/notificationbar.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace robots::ui {

NotificationBar::NotificationBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
{
    setObjectName(QStringLiteral("notificationBar"));
    setAccessibleName(tr("Notification"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setObjectName(QStringLiteral("notificationText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addLayout(m_buttons);
    hide();
}

void NotificationBar::showMessage(const QString &text, Kind kind, const QList<Button> &buttons)
{
    m_kind = kind;
    m_text->setText(text);
    setAccessibleDescription(text);
    const QStyle::StandardPixmap pixmap =
        kind == Kind::Warning ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(pixmap, nullptr, this).pixmap(size, size));

    QPalette pal = palette();
    const QColor tint = kind == Kind::Warning ? QColor(0xf6, 0x74, 0x00) : QColor(0x3d, 0xae, 0xe9);
    const QColor base = QPalette().color(QPalette::Window);
    pal.setColor(QPalette::Window,
                 QColor::fromRgbF(base.redF() * 0.8f + tint.redF() * 0.2f, base.greenF() * 0.8f + tint.greenF() * 0.2f,
                                  base.blueF() * 0.8f + tint.blueF() * 0.2f));
    setPalette(pal);

    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            widget->hide();
            widget->deleteLater(); // it may be the button whose click is running
        }
        delete item;
    }
    QList<Button> all = buttons;
    all.append({QStringLiteral("notificationCloseButton"), tr("Close"), {}});
    for (const Button &b : std::as_const(all)) {
        auto *button = new QPushButton(b.text, this);
        button->setObjectName(b.objectName);
        button->setAccessibleName(QString(b.text).remove(QLatin1Char('&')));
        connect(button, &QPushButton::clicked, this, [this, action = b.action] {
            hide();
            if (action)
                action();
        });
        m_buttons->addWidget(button);
    }
    show();
}

QString NotificationBar::text() const
{
    return m_text->text();
}

} // namespace robots::ui
