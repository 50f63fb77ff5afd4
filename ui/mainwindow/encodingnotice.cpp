// SPDX-License-Identifier: MIT
#include "mainwindow/encodingnotice.h"

#include "document/document.h"
#include "editor/editortab.h"
#include "editor/notificationbar.h"

#include <QCoreApplication>

#include <utility>

namespace robots::ui {

// A UTF-16 or UTF-32 file: the editor, the tester and the verdicts show its text, but crawlers
// read its bytes as UTF-8 and find no rules (lint check R109).
void updateEncodingNotice(EditorTab *tab, QString &shownFor, const QString &more)
{
    const auto notice = [](const QString &name) {
        return QCoreApplication::translate(
                   "robots::ui::EncodingNotice",
                   "This file is %1, not UTF-8. Crawlers read robots.txt as UTF-8 and find no rules in it as it is "
                   "(RFC 9309 §2.3), so they may fetch every URL; the tester and the verdicts show what its text "
                   "decides once converted. Saving keeps %1 until you convert it.")
            .arg(name);
    };
    const std::optional<DetectedEncoding> wide = tab->document()->wideEncoding();
    const QString name = wide ? QString::fromLatin1(encodingName(wide->encoding)) : QString();
    if (name == shownFor)
        return;
    const QString previous = std::exchange(shownFor, name);
    NotificationBar *bar = tab->notificationBar();
    if (!wide) {
        if (bar->text().startsWith(notice(previous)))
            bar->hide();
        return;
    }
    bar->showMessage(more.isEmpty() ? notice(name) : notice(name) + QLatin1String("\n\n") + more,
                     NotificationBar::Kind::Warning,
                     {{QStringLiteral("convertToUtf8Button"),
                       QCoreApplication::translate("robots::ui::EncodingNotice", "&Convert to UTF-8"),
                       [tab] { tab->document()->convertToUtf8(); }}});
}

} // namespace robots::ui
