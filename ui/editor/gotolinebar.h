// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QSpinBox;

namespace robots::ui {

class Editor;

/// The "Go to line" bar under the editor (Ctrl+G): a line number field; Enter jumps, Esc closes.
class GoToLineBar : public QWidget
{
    Q_OBJECT
public:
    explicit GoToLineBar(QWidget *parent = nullptr);

    void setEditor(Editor *editor);
    /// Shows the bar with the cursor's line, range 1 … line count, and focuses the field.
    void openBar();
    void closeBar();
    /// Jumps to the line in the field and closes the bar.
    void go();
    QSpinBox *lineField() const { return m_line; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QPointer<Editor> m_editor;
    QSpinBox *m_line;
};

} // namespace robots::ui
