// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/diagnostics.h>

#include <QString>

namespace robots::ui {

// The one place where diagnostics become text on screen. The core's sentences (finding messages,
// quick-fix titles, check titles and "why it matters") are Messages and Texts with stable ids;
// they are translated by messageText()/textText() (tester/messages.h: context "robots::Message",
// the id as disambiguation), so one catalogue covers the tester and the diagnostics. The
// GUI's own words about diagnostics (severity names, counts, labels) are translated here, in the
// context "DiagnosticsText".

/// "Error", "Warning", "Info", "Hint".
QString severityText(Severity severity);
/// "Errors: 3", "Warnings: 1", "Infos: 2", "Hints: 0" (no plural forms to get wrong untranslated).
QString severityCountText(Severity severity, int count);
/// "Groups", "Paths" … (the catalogue's categories).
QString categoryText(CheckCategory category);

/// The finding's message, translated and with its arguments.
QString diagnosticMessage(const Diagnostic &diagnostic);
/// The check's short title ("User-agent after a rule without a blank line").
QString checkTitle(const Check &check);
/// One paragraph: why the check matters.
QString checkWhy(const Check &check);
/// Where the behaviour is documented ("RFC 9309 §2.1; the WWW::RobotRules manual"), as the catalogue says.
QString checkSource(const Check &check);
/// "Insert a blank line before line 6".
QString fixTitle(const QuickFix &fix);
/// A related place's note ("the first `*` group is here").
QString relatedMessage(const RelatedSpan &related);
/// The dialects' display names, comma-separated ("RFC 9309, Google"); "every dialect" for all.
QString dialectListText(DialectMask dialects);

/// A finding as rich text for tooltips and the Problems panel's details: severity and code, the
/// message, why it matters, its source, the dialects it concerns and the fixes it offers.
/// HINT_SHORTCUT adds "Ctrl+. shows the quick fixes" when there are some.
QString diagnosticHtml(const Diagnostic &diagnostic, bool hintShortcut);

} // namespace robots::ui
