// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QPointer>

class QLabel;

namespace robots::ui {

class Editor;
class LearnFeature;
class MainWindow;

/// What a new window shows while its only document is the empty untitled one of a start: links to
/// New, Open…, the built-in examples and the course (Learn robots.txt), over the empty editor. The
/// editor keeps the keyboard focus, so typing works at once; the page goes as soon as that
/// document is no longer the untouched start (the user typed, opened a file, a lesson or an example).
class WelcomePage : public QFrame
{
    Q_OBJECT
public:
    WelcomePage(MainWindow &window, LearnFeature &learn);

    /// The page's text (HTML, links "new", "open", "learn", "example:ID").
    static QString pageText();
    /// Follows a link of the page.
    void activateLink(const QString &link);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void update();
    void place();

    MainWindow &m_window;
    LearnFeature &m_learn;
    QLabel *m_text;
    // The editor whose viewport the page is over, and that viewport (watched by the event filter).
    // Kept as plain QObject/QWidget pointers: the viewport sends events while the editor is being
    // destroyed, when it may no longer be used (or even cast) as an Editor.
    QPointer<QObject> m_editor;
    QPointer<QWidget> m_viewport;
};

} // namespace robots::ui
