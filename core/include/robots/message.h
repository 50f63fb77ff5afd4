// SPDX-License-Identifier: MIT
#pragma once

#include <compare>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

namespace detail {
struct MessageInternals;
} // namespace detail

/// A fixed text without arguments (dialect descriptions, choice lists): an id and its English.
struct Text
{
    std::string_view id;
    std::string_view english;

    friend bool operator==(const Text &, const Text &) = default;
    friend auto operator<=>(const Text &, const Text &) = default;
};

/// One argument of a Message: data (a line number, an agent, a path) or a core text (a group's
/// reason, a dialect's description, a fetch outcome …) that a translation translates by its id.
struct MessageArg
{
    std::string text;              ///< The argument as the English sentence shows it.
    Text source;                   ///< A core text: its id and English template with `%1` …; empty for data.
    std::vector<std::string> args; ///< What fills `source`'s `%1` … (data).

    [[nodiscard]] bool isText() const { return !source.id.empty(); }
    friend bool operator==(const MessageArg &, const MessageArg &) = default;
    friend auto operator<=>(const MessageArg &, const MessageArg &) = default;
};

/// A sentence shown to people, kept as data so that a Qt layer can translate it.
///
/// `id` is stable once shipped (the GUI looks translations up by it); `english` is the English
/// template with Qt-style placeholders `%1`, `%2`, … that the arguments fill in order. The core
/// never translates: it only produces ids, templates and arguments. An argument that is itself a
/// core text says so (args()), so it is translated by its own id too.
class Message
{
public:
    std::string_view id;
    std::string_view english;

    Message() = default;
    /// A sentence whose arguments are data.
    Message(std::string_view id, std::string_view english, std::initializer_list<std::string_view> args = {});

    [[nodiscard]] std::size_t argCount() const;
    /// Argument `i` (< argCount()) as the English sentence shows it.
    [[nodiscard]] std::string_view arg(std::size_t i) const;
    /// Every argument, with the core text it is when it is one. Allocates.
    [[nodiscard]] std::vector<MessageArg> args() const;

    /// The English sentence with every `%n` replaced by `arg(n - 1)`. Cost: one allocation.
    [[nodiscard]] std::string toEnglish() const;

    friend bool operator==(const Message &, const Message &) = default;

private:
    friend struct detail::MessageInternals; // core/src/messageargs.h (not installed)

    // The arguments' text in one buffer (core/src/messageargs.h): a finding costs at most one
    // allocation for them. A large file yields thousands of findings.
    std::string m_args;
    // Empty unless an argument is a core text; then one entry per argument.
    std::vector<MessageArg> m_texts;
};

/// `message` with its argument `index` (whose English it already is) marked as the text `source`
/// filled with `args`, so that a translation translates it by its own id (MessageArg). The core
/// nests its texts this way; so do the layers above it that speak in messages (the network
/// client's "net." messages). O(arguments).
[[nodiscard]] Message withText(Message message, std::size_t index, Text source,
                               std::initializer_list<std::string_view> args = {});
/// The same with the message `inner` as argument `index` (whose English, inner.toEnglish(), it
/// already is): translated by inner's id, inner's arguments filled in. One level of nesting: an
/// argument of `inner` that is itself a text is kept as its English. O(arguments).
[[nodiscard]] Message withText(Message message, std::size_t index, const Message &inner);

} // namespace robots
