// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>
#include <robots/message.h>
#include <robots/verdict.h>

#include <QString>

namespace robots::ui {

// The one place where the core's messages become text on screen. The core is Qt-free: it gives
// every sentence a stable id, an English template with %1… placeholders, and arguments. Here
// the template is looked up through Qt's translation system (context "robots::Message", the
// English as source text and the id as disambiguation, so two ids with the same English can be
// translated differently) and the arguments are filled in; an argument that is itself a core
// text (Message::args(), MessageArg::source) is translated the same way by its own id.

/// A translated sentence with its arguments filled in. O(length).
QString messageText(const Message &message);
/// An argument of a message as shown: UTF-8 decoded, each byte that is not UTF-8 (a file's own
/// bytes quoted by a finding or a verdict) written as \xNN. O(length).
QString messageArgumentText(std::string_view bytes);
/// An argument of a message as shown: a core text translated by its id (its own arguments
/// filled in), data as messageArgumentText(bytes) shows it.
QString messageArgumentText(const MessageArg &arg);
/// A translated fixed text (dialect titles, descriptions, choices).
QString textText(const Text &text);

/// "Allowed", "Disallowed", "Unknown".
QString accessText(Access access);
/// The dialect's short display name ("RFC 9309", "WWW::RobotRules" …).
QString dialectTitle(const Dialect &dialect);
QString dialectTitle(DialectId id);
/// What decided a verdict, in a few words ("longest match", "no rule matches" …).
QString deciderLabel(Decider decider);
/// Why a group applies, in a few words ("exact product token", "fallback to *" …).
QString groupReasonLabel(GroupReason reason);

} // namespace robots::ui
