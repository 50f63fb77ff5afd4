// SPDX-License-Identifier: MIT
#include "analysis/fetchmessagetext.h"

#include "analysis/messages.h"

#include <QCoreApplication>
#include <QLocale>

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

QString bodySizeText(const net::BodySize &size)
{
    const QString bytes = QLocale().formattedDataSize(size.bytes, 1, QLocale::DataSizeTraditionalFormat);
    return size.moreThan ? QCoreApplication::translate("robots::ui::BodySize", "more than %1").arg(bytes) : bytes;
}

} // namespace robots::ui
