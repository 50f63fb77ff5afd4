// SPDX-License-Identifier: MIT
#pragma once

#include <robots/verdict.h>

#include <QBrush>
#include <QColor>
#include <QIcon>
#include <QList>
#include <QTextEdit>

class QPainter;

namespace robots::ui {

/// How verdicts look: an icon whose shape differs (a tick in a circle for allowed, a bar in an
/// octagon for disallowed, a question mark for unknown), a colour that follows the palette's
/// light or dark, and the text beside them — readable without colour. Icons are drawn, not
/// loaded, so they are sharp at any device pixel ratio.
namespace VerdictStyle {

QIcon icon(Access access);
QColor foreground(Access access);
QIcon outcomeIcon(bool pass);
QColor outcomeForeground(bool pass);
/// Rows the editor's current line decides.
QBrush highlightBrush();
/// Rows where the shown dialects disagree.
QBrush disagreementBrush();
/// The mark of a disagreement that stays visible over the selection and the highlight: a bar at
/// the start of the row, and a frame around it when the row is selected (the selection colour
/// covers the row's disagreementBrush() background).
QColor disagreementMarkColor();
/// Paints that mark on ROW (a whole row of a view, in the painter's coordinates).
void paintDisagreementMark(QPainter *painter, const QRect &row, bool selected);
/// Full-width tinted marks on LINES (1-based) of DOCUMENT: the deciding lines of the selected
/// case, as extra selections for the editor (lines past the end are skipped).
QList<QTextEdit::ExtraSelection> lineMarks(QTextDocument *document, const QList<int> &lines);
/// True when the application palette is dark.
bool darkPalette();

} // namespace VerdictStyle

} // namespace robots::ui
