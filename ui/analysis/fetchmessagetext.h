// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"

#include <QString>

namespace robots::ui {

/// What a fetch did and means, translated: each part through messageText() (messages.h), joined
/// as FetchMessage::toEnglish() joins the English ("cause: consequence; notes (aside)"). O(length).
QString fetchMessageText(const net::FetchMessage &message);

} // namespace robots::ui
