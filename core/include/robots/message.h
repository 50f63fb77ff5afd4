// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// A sentence shown to people, kept as data so that a Qt layer can translate it.
///
/// `id` is stable once shipped (the GUI looks translations up by it); `english` is the English
/// template with Qt-style placeholders `%1`, `%2`, … that `args` fill in order. The core never
/// translates: it only produces ids, templates and arguments.
struct Message
{
    std::string_view id;
    std::string_view english;
    std::vector<std::string> args;

    /// The English sentence with every `%n` replaced by `args[n - 1]`. Cost: one allocation.
    [[nodiscard]] std::string toEnglish() const;
};

/// A fixed text without arguments (dialect descriptions, choice lists): an id and its English.
struct Text
{
    std::string_view id;
    std::string_view english;
};

} // namespace robots
