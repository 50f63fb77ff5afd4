// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

#include <functional>

class QHBoxLayout;
class QLabel;

namespace robots::ui {

/// A non-modal message above an editor ("The file changed on disk. Reload / Keep mine"), with
/// buttons; any button hides the bar after running its action.
class NotificationBar : public QFrame
{
    Q_OBJECT
public:
    enum class Kind {
        Information,
        Warning,
    };
    struct Button
    {
        QString objectName;
        QString text;
        std::function<void()> action;
    };

    explicit NotificationBar(QWidget *parent = nullptr);

    /// Shows TEXT with BUTTONS (a Close button is always added), replacing any message shown.
    void showMessage(const QString &text, Kind kind, const QList<Button> &buttons);
    QString text() const;
    Kind kind() const { return m_kind; }

private:
    QLabel *m_icon;
    QLabel *m_text;
    QHBoxLayout *m_buttons;
    Kind m_kind = Kind::Information;
};

} // namespace robots::ui
