// SPDX-License-Identifier: MIT
#include "analysis/fetchmessagetext.h"

#include "analysis/messages.h"

using namespace Qt::StringLiterals;

namespace robots::ui {

QString fetchMessageText(const net::FetchMessage &message)
{
    QString text = messageText(message.cause);
    if (!message.consequence.id.empty())
        text += u": "_s + messageText(message.consequence);
    for (const Message &note : message.notes)
        text += messageText(note);
    if (!message.aside.id.empty())
        text += u" ("_s + messageText(message.aside) + u')';
    return text;
}

} // namespace robots::ui
