// SPDX-License-Identifier: MIT
#pragma once

#include <robots/message.h>

#include <QString>

#include <string>
#include <string_view>

namespace robots::net {

/// The one shape of the network client's sentences (robots/message.h): an id "net.…", the English
/// template, and its arguments as the Qt strings and numbers the callers hold; the message keeps
/// them in UTF-8. Each file's `Text` holder derives from it and lists its own sentences. The GUI
/// translates them (ui::messageText()), the CLI prints their English.
struct NetText
{
    static std::string utf8(const QString &text) { return text.toStdString(); }
    static std::string utf8(int number) { return std::to_string(number); }

    template<typename... Args>
    static robots::Message message(std::string_view id, std::string_view english, const Args &...args)
    {
        // The temporaries live until the message has copied them (the end of this statement).
        return robots::Message(id, english, {std::string_view(utf8(args))...});
    }
};

} // namespace robots::net
