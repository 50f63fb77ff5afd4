// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QAction;

namespace robots::ui {

class AiGenDialog;
class MainWindow;

/// Installs Tools → AI Crawler Policy…: the generator dialog (ui/aigen/) on the current document;
/// its Apply is one undoable change of that document.
class AiGenFeature : public QObject
{
    Q_OBJECT
public:
    explicit AiGenFeature(MainWindow &window);

    /// Opens the dialog on the current document (window-modal, not blocking) and returns it, or
    /// nullptr when no document is open.
    AiGenDialog *showDialog();

private:
    MainWindow &m_window;
    QAction *m_action;
};

} // namespace robots::ui
