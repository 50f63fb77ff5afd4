// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

namespace robots::ui {

class Editor;

/// The editor's gutter: a marker column (severity icons, quick-fix lightbulbs) and the line
/// numbers. It only forwards painting and events to its Editor, which knows the blocks.
class LineNumberArea : public QWidget
{
    Q_OBJECT
public:
    explicit LineNumberArea(Editor *editor);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    Editor *m_editor;
};

} // namespace robots::ui
