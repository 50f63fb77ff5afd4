// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/diagnostics.h>

#include <QColor>
#include <QIcon>
#include <QTextCharFormat>

class QPainter;
class QRectF;

namespace robots::ui {

// How a severity looks: one colour per severity, readable on the editor's background (light or
// dark), and icons whose shapes differ, so severities can be told apart without colour (WCAG 1.4.1):
// an error is a round sign with a cross, a warning a triangle with "!", an info a round sign with
// "i", a hint a small diamond.

/// The colour of SEVERITY on BACKGROUND (the editor's base colour).
QColor severityColor(Severity severity, const QColor &background);

/// The underline for a finding's range: a wave for errors, warnings and infos, dots for hints.
QTextCharFormat underlineFormat(Severity severity, const QColor &background);

/// The severity's icon, drawn at any size (HiDPI). WITH_FIX adds a lightbulb: quick fixes exist.
QIcon severityIcon(Severity severity, bool withFix = false);
/// The lightbulb alone (the Quick fix menu and actions).
QIcon lightbulbIcon();

/// Paints the severity's sign into RECT.
void paintSeverity(QPainter *painter, const QRectF &rect, Severity severity);

} // namespace robots::ui
