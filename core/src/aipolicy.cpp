// SPDX-License-Identifier: MIT
// The AI crawler policy generator (robots/aipolicy.h).
#include "robots/aipolicy.h"

#include "robots/verdict.h"

#include <algorithm>

namespace robots {
namespace {

// Whether a group of the file names `token` itself (not only through `*`, RFC 9309 §2.2.1).
bool namedByFile(const RobotsFile &file, std::string_view token)
{
    const auto groups = groupsFor(file, token);
    return std::any_of(groups.begin(), groups.end(),
                       [](const ChosenGroup &g) { return g.reason != GroupReason::FallbackStar; });
}

} // namespace

bool AiPolicyChoices::empty() const
{
    return !contentUsage && !contentSignal &&
           std::all_of(actions.begin(), actions.end(), [](AiPolicyAction a) { return a == AiPolicyAction::Leave; });
}

std::vector<std::string_view> aiPolicyKeptCrawlers(const RobotsFile &file, const AiPolicyChoices &choices)
{
    std::vector<std::string_view> kept;
    for (const Crawler &c : crawlerCatalogue()) {
        if (choices.action(c.category) != AiPolicyAction::Leave && isProductToken(c.token) &&
            namedByFile(file, c.token))
            kept.push_back(c.token);
    }
    return kept;
}

std::vector<std::string_view> aiPolicyUnnamedCrawlers(const AiPolicyChoices &choices)
{
    std::vector<std::string_view> unnamed;
    for (const Crawler &c : crawlerCatalogue()) {
        if (choices.action(c.category) != AiPolicyAction::Leave && !isProductToken(c.token))
            unnamed.push_back(c.token);
    }
    return unnamed;
}

std::vector<TextEdit> aiPolicyEdits(const RobotsFile &file, std::string_view body, const AiPolicyChoices &choices)
{
    const std::string eol = body.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";

    // Which catalogue crawlers get a group: those of the purposes asked for that the file does
    // not name yet (a crawler it names keeps its own group, untouched).
    std::string blockAgents, allowAgents;
    for (const Crawler &c : crawlerCatalogue()) {
        const AiPolicyAction action = choices.action(c.category);
        if (action == AiPolicyAction::Leave || !isProductToken(c.token) || namedByFile(file, c.token))
            continue;
        (action == AiPolicyAction::Block ? blockAgents : allowAgents) += "User-agent: " + std::string(c.token) + eol;
    }

    std::vector<TextEdit> edits;
    std::string appended;
    const auto addGroup = [&](const std::string &agentsText, std::string_view rule, std::string_view why) {
        if (agentsText.empty())
            return;
        appended +=
            eol + "# " + std::string(why) + " (robotstxt ai-policy)" + eol + agentsText + std::string(rule) + eol;
    };
    addGroup(blockAgents, "Disallow: /", "AI crawlers blocked by purpose");
    addGroup(allowAgents, "Allow: /", "AI crawlers allowed by purpose");

    // Preference lines go into the (first) `*` group, after its last line; a new `*` group
    // when the file has none. A `*` group's own Content-Usage (without a path) or
    // Content-Signal line is updated in place.
    const auto groups = file.groups();
    const auto star = std::find_if(groups.begin(), groups.end(), [](const Group &g) { return g.hasStar; });
    const auto update = [&](const std::optional<std::string> &value, PreferenceSyntax syntax) {
        if (!value || star == groups.end())
            return false;
        for (const PreferenceLine &p : file.preferences()) {
            if (p.syntax == syntax && p.group == static_cast<std::int32_t>(star->index) && p.pathRange.empty() &&
                !p.preferenceRange.empty()) {
                if (p.preference != *value)
                    edits.push_back({p.preferenceRange, *value});
                return true;
            }
        }
        return false;
    };
    std::string prefLines;
    if (choices.contentUsage && !update(choices.contentUsage, PreferenceSyntax::ContentUsage))
        prefLines += "Content-Usage: " + *choices.contentUsage + eol;
    if (choices.contentSignal && !update(choices.contentSignal, PreferenceSyntax::ContentSignal))
        prefLines += "Content-Signal: " + *choices.contentSignal + eol;
    std::string tail; // inserted at the end of the body, before `appended`
    if (!prefLines.empty()) {
        if (star != groups.end()) {
            std::uint32_t lastLine = star->lastLine;
            for (const PreferenceLine &p : file.preferences()) {
                if (p.group == static_cast<std::int32_t>(star->index))
                    lastLine = std::max(lastLine, p.line);
            }
            const Line *last = file.line(lastLine);
            const bool terminated = last->ending != LineEnding::None;
            const std::uint32_t at = last->content.end() + last->terminatorLength();
            const std::string text = (terminated ? std::string() : eol) + prefLines;
            if (at >= body.size())
                tail = text;
            else
                edits.push_back({ByteRange{at, 0}, text});
        } else {
            appended += eol + "User-agent: *" + eol + prefLines;
        }
    }
    if (!appended.empty() || !tail.empty()) {
        const bool terminated = body.empty() || body.back() == '\n' || body.back() == '\r';
        std::string text = tail;
        if (!appended.empty()) {
            if (tail.empty() && !terminated)
                text += eol;
            text += body.empty() ? appended.substr(eol.size()) : appended;
        }
        edits.push_back({ByteRange{static_cast<std::uint32_t>(body.size()), 0}, text});
    }
    return edits;
}

} // namespace robots
