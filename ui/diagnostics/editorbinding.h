// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostics/diagnosticscontroller.h"

#include <QObject>

namespace robots::ui {

/// Shows CONTROLLER's underlines and markers in EDITOR — a robots::ui::Editor, whose layered
/// extra selections and gutter markers keep other users' (search results) apart — and opens the
/// fix menu when a marker is clicked. A template, instantiated where editor.h is included (the
/// main window, the tests), so that this library does not link the editor's.
template<typename EditorT>
void bindToEditor(DiagnosticsController *controller, EditorT *editor)
{
    const auto showUnderlines = [editor](const QList<QTextEdit::ExtraSelection> &underlines) {
        editor->setLayerSelections(EditorT::SelectionLayer::Diagnostics, underlines);
    };
    const auto showMarkers = [editor](const QList<DiagnosticsController::Marker> &markers) {
        QList<typename EditorT::LineMarker> lineMarkers;
        lineMarkers.reserve(markers.size());
        for (const DiagnosticsController::Marker &m : markers)
            lineMarkers.append({m.line, m.icon, m.toolTip});
        editor->setLineMarkers(lineMarkers);
    };
    QObject::connect(controller, &DiagnosticsController::underlinesChanged, editor, showUnderlines);
    QObject::connect(controller, &DiagnosticsController::markersChanged, editor, showMarkers);
    QObject::connect(editor, &EditorT::lineMarkerClicked, controller,
                     [controller](int line) { controller->showFixMenuForLine(line); });
    showUnderlines(controller->underlines());
    showMarkers(controller->markers());
}

} // namespace robots::ui
