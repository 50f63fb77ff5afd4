// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"

#include <QString>

namespace robots::ui {

/// What a fetch did and means, translated: each part through messageText() (messages.h), joined
/// as FetchMessage::toEnglish() joins the English ("cause: consequence; notes (aside)"). O(length).
QString fetchMessageText(const net::FetchMessage &message);

/// A fetched body's size as the studio shows it (net::FetchReport::bodySize()): "1.2 KB", or
/// "more than 500.0 KB" when reading stopped at the limit and the server sent no length, the same
/// however the bytes arrived. O(1).
QString bodySizeText(const net::BodySize &size);

} // namespace robots::ui
