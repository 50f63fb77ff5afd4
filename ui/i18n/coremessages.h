// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <cstddef>
#include <span>
#include <string_view>

namespace robots::ui {

// One sentence of the Qt-free core as lupdate sees it: the English template (the source text of
// context "robots::Message") and its stable id (the disambiguation). The GUI translates core
// messages with messageText()/textText() (ui/analysis/messages.h).
struct CoreMessage
{
    const char *source;
    const char *comment;
};

// Every (English, id) pair the core can emit, in the order tools/extract-core-messages found them
// (ui/i18n/coremessages.cpp, generated from core/src and core/include). O(1).
std::span<const CoreMessage> coreMessages();

// Some arguments of core messages are themselves core texts with ids: the reason a group applies
// in a verdict's explanation, a dialect's description, a fetch outcome or network error, the
// control character or kind of document a finding names. Given the message's id, the argument's
// index (0 for %1) and its English, this returns the argument translated like the message, or a
// null QString when that argument is data (a line number, an agent, a path). O(log n).
QString translatedCoreArgument(std::string_view messageId, std::size_t index, std::string_view argument);

} // namespace robots::ui
