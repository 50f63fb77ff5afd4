// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>
#include <QPointer>

namespace robots::ui {

class DialectListModel;

/// The Dialects button's menu: a check box per dialect of a DialectListModel and "All" / "None".
/// Ticking a box does not close the menu (the boxes live in a QWidgetAction, not as checkable
/// actions, which close it), so choosing several dialects takes one opening. The boxes follow
/// the model while the menu is open.
class DialectMenu : public QMenu
{
    Q_OBJECT
public:
    explicit DialectMenu(DialectListModel *dialects, QWidget *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void syncBoxes();

    QPointer<DialectListModel> m_dialects;
    QWidget *m_boxes = nullptr;
    QAction *m_boxesAction = nullptr;
    QList<QWidget *> m_focusables; ///< The boxes, then All and None, in keyboard order.
};

} // namespace robots::ui
