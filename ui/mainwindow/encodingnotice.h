// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace robots::ui {

class EditorTab;

/// Shows or hides TAB's notice that its file is UTF-16 or UTF-32 (with MORE after it). SHOWN_FOR
/// is the encoding the notice was last shown for (empty: none), kept with the document's state:
/// the notice is shown once per encoding the document is in and goes when it is converted.
void updateEncodingNotice(EditorTab *tab, QString &shownFor, const QString &more = QString());

} // namespace robots::ui
