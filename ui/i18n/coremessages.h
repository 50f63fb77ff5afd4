// SPDX-License-Identifier: MIT
#pragma once

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

} // namespace robots::ui
