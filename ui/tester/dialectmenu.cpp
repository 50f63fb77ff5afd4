// SPDX-License-Identifier: MIT
#include "tester/dialectmenu.h"

#include "analysis/dialectlistmodel.h"

#include <robots/dialect.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <QWidgetAction>

namespace robots::ui {

DialectMenu::DialectMenu(DialectListModel *dialects, QWidget *parent)
    : QMenu(parent)
    , m_dialects(dialects)
{
    setObjectName(QStringLiteral("dialectMenu"));
    m_boxes = new QWidget(this);
    m_boxes->setObjectName(QStringLiteral("dialectChecks"));
    auto *layout = new QVBoxLayout(m_boxes);
    for (int row = 0; row < dialects->rowCount(); ++row) {
        const QModelIndex index = dialects->index(row);
        auto *box = new QCheckBox(index.data().toString(), m_boxes);
        box->setObjectName(QStringLiteral("dialectCheck_") + index.data(DialectListModel::NameRole).toString());
        box->setAccessibleName(index.data().toString());
        // No tool tip (a menu shows none for its actions either): the Dialects tab and the
        // explanation describe each dialect in full; a screen reader gets the description.
        box->setAccessibleDescription(index.data(DialectListModel::DescriptionRole).toString());
        connect(box, &QCheckBox::toggled, this, [this, row](bool on) {
            if (m_dialects)
                m_dialects->setData(m_dialects->index(row), on ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
        });
        layout->addWidget(box);
        m_focusables << box;
    }
    auto *all = new QPushButton(tr("&All"), m_boxes);
    all->setObjectName(QStringLiteral("dialectsAll"));
    all->setAccessibleName(tr("Show every dialect"));
    all->setToolTip(tr("Show every dialect side by side"));
    auto *none = new QPushButton(tr("&None"), m_boxes);
    none->setObjectName(QStringLiteral("dialectsNone"));
    none->setAccessibleName(tr("Show no dialect"));
    none->setToolTip(tr("Untick every dialect, to tick the few you want"));
    connect(all, &QPushButton::clicked, this, [this] {
        if (!m_dialects)
            return;
        QList<DialectId> every;
        for (const Dialect &d : allDialects())
            every << d.id();
        m_dialects->setCheckedDialects(every);
    });
    connect(none, &QPushButton::clicked, this, [this] {
        if (m_dialects)
            m_dialects->setCheckedDialects({});
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(all);
    buttons->addWidget(none);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_focusables << all << none;
    for (QWidget *w : std::as_const(m_focusables))
        w->installEventFilter(this);

    auto *action = new QWidgetAction(this);
    action->setObjectName(QStringLiteral("dialectChecksAction"));
    action->setDefaultWidget(m_boxes);
    addAction(action);
    m_boxesAction = action;

    connect(dialects, &QAbstractItemModel::dataChanged, this, &DialectMenu::syncBoxes);
    connect(this, &QMenu::aboutToShow, this, &DialectMenu::syncBoxes);
    // By keyboard: the first box has the focus; Up/Down and Tab move between the boxes and the
    // buttons, Space ticks, Escape closes.
    connect(this, &QMenu::aboutToShow, this, [this] { m_focusables.first()->setFocus(Qt::PopupFocusReason); });
    syncBoxes();
}

bool DialectMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const qsizetype at = m_focusables.indexOf(qobject_cast<QWidget *>(watched));
        const auto *key = static_cast<QKeyEvent *>(event);
        int step = 0;
        if (key->key() == Qt::Key_Down || (key->key() == Qt::Key_Tab && key->modifiers() == Qt::NoModifier))
            step = 1;
        else if (key->key() == Qt::Key_Up || key->key() == Qt::Key_Backtab)
            step = -1;
        if (at >= 0 && step != 0) {
            const qsizetype n = m_focusables.size();
            m_focusables.at((at + step + n) % n)->setFocus(step > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
            return true;
        }
    }
    return QMenu::eventFilter(watched, event);
}

void DialectMenu::mousePressEvent(QMouseEvent *event)
{
    // A click beside a box's label reaches the menu, which would take it for a click on the
    // boxes' action and close: the list stays open until a click outside it or Escape.
    if (actionAt(event->position().toPoint()) == m_boxesAction) {
        event->accept();
        return;
    }
    QMenu::mousePressEvent(event);
}

void DialectMenu::mouseReleaseEvent(QMouseEvent *event)
{
    if (actionAt(event->position().toPoint()) == m_boxesAction) {
        event->accept();
        return;
    }
    QMenu::mouseReleaseEvent(event);
}

void DialectMenu::syncBoxes()
{
    if (!m_dialects)
        return;
    for (int row = 0; row < m_dialects->rowCount(); ++row) {
        const QModelIndex index = m_dialects->index(row);
        auto *box = m_boxes->findChild<QCheckBox *>(QStringLiteral("dialectCheck_") +
                                                    index.data(DialectListModel::NameRole).toString());
        if (!box)
            continue;
        const QSignalBlocker blocker(box);
        box->setChecked(index.data(Qt::CheckStateRole).toInt() == Qt::Checked);
    }
}

} // namespace robots::ui
