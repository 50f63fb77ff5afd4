// SPDX-License-Identifier: MIT
#pragma once

// The catalogue of directives: what each key of a robots.txt means and where it is defined, as
// core texts (an id and its English) that a front end translates and shows, for example when the
// mouse rests on a key in the editor. Which dialect honours a key is not here: that is the dialect
// tables' (readKey(), Dialect::uses()), so the two never disagree.

#include "robots/dialect.h"
#include "robots/message.h"
#include "robots/robotsfile.h" // PreferenceSyntax

#include <optional>
#include <span>
#include <string_view>

namespace robots {

/// The documentation of one directive.
struct DirectiveText
{
    Text meaning;   ///< What it means, one paragraph.
    Text reference; ///< Where it is defined ("RFC 9309 §2.2.2, §2.2.3").
};

/// The directives with a meaning of their own (the ones with a canonical name), in the order of the
/// docs: User-agent, Allow, Disallow, Sitemap, Crawl-delay, Host, Clean-param, Request-rate. O(1).
[[nodiscard]] std::span<const LineKind> documentedDirectives();

/// The documentation of KIND: the documented directives, and OtherKnownKey (keys some crawler or
/// proposal has used that no dialect acts on); nullopt for the other kinds. O(1).
[[nodiscard]] std::optional<DirectiveText> directiveText(LineKind kind);

/// The documentation of an AI usage preference key (Content-Usage, Content-Signal): known keys
/// that no crawler library modelled here acts on, each from its own proposal. O(1).
[[nodiscard]] DirectiveText preferenceDirectiveText(PreferenceSyntax syntax);

/// One member of an AI usage preference line (`train-ai` of Content-Usage, `use` of
/// Content-Signal), as the editor documents the member the mouse rests on.
struct PreferenceMemberText
{
    std::string_view name; ///< The member as its source spells it ("train-ai", "use").
    DirectiveText text;    ///< The member's meaning and its source.
    /// For a value with a meaning of its own (`use=reference`): what that value means; else empty.
    Text valueMeaning;
};

/// The documentation of MEMBER (a Content-Usage label, compared exactly as the vocabulary's
/// labels are case-sensitive; a Content-Signal key, ASCII case-insensitive) with VALUE as
/// written, or nullopt for a member neither source defines. O(1).
[[nodiscard]] std::optional<PreferenceMemberText> preferenceMemberText(PreferenceSyntax syntax, std::string_view member,
                                                                       std::string_view value);

/// A known key that is neither the retired Noindex family nor an AI usage preference, with a
/// source of its own (the other known keys of core/src/lines.cpp): its name as the source spells
/// it and its documentation.
struct OtherKeyDirective
{
    std::string_view name; ///< "License", "LLMs", "LLMs-full".
    DirectiveText text;
};

/// The entry for KEY (ASCII case-insensitive, as keys are compared), or nullopt. O(key length).
[[nodiscard]] std::optional<OtherKeyDirective> otherKeyDirective(std::string_view key);

} // namespace robots
