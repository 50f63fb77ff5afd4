// SPDX-License-Identifier: MIT
#include "coremessages.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <string>
#include <utility>

namespace robots::ui {

namespace {

// Which argument of which core message is a core text, and the ids that text comes from
// (core/src/verdict.cpp, fetchpolicy.cpp, diagnostics_file.cpp, diagnostics_lines.cpp).
struct TextArgument
{
    std::string_view message;
    std::size_t index;
    std::string_view idPrefix;
};

constexpr TextArgument kTextArguments[] = {
    {"verdict.groups.rules-before-agent", 0, "verdict.group-reason."},
    {"verdict.groups.one", 3, "verdict.group-reason."},
    {"verdict.groups.many", 3, "verdict.group-reason."},
    {"verdict.dialect", 1, "dialect."},
    {"fetch.too-many-redirects", 2, "fetch.outcome."},
    {"fetch.network-error", 0, "fetch.network."},
    {"fetch.network-error", 1, "fetch.outcome."},
    {"fetch.not-text", 2, "fetch.outcome."},
    {"fetch.body-too-large", 3, "fetch.outcome."},
    {"fetch.success", 1, "fetch.outcome."},
    {"fetch.redirect-not-followed", 1, "fetch.outcome."},
    {"fetch.status", 1, "fetch.outcome."},
    {"diag.R105", 1, "diag.control."},
    {"diag.R105.break", 1, "diag.control."},
    {"diag.R106", 0, "diag.R106."},
    {"diag.R208", 1, "diag.R208.what."},
    {"diag.R208.typo", 1, "diag.R208.what."},
};

// (English, id prefix) → the listed message, for the prefixes above. Built once, thread-safe.
const std::map<std::pair<std::string_view, std::string_view>, const CoreMessage *> &textsByEnglish()
{
    static const auto table = [] {
        std::map<std::pair<std::string_view, std::string_view>, const CoreMessage *> t;
        for (const CoreMessage &m : coreMessages()) {
            const std::string_view id(m.comment);
            for (const TextArgument &a : kTextArguments) {
                if (id.starts_with(a.idPrefix))
                    t.emplace(std::pair(std::string_view(m.source), a.idPrefix), &m);
            }
        }
        return t;
    }();
    return table;
}

} // namespace

QString translatedCoreArgument(std::string_view messageId, std::size_t index, std::string_view argument)
{
    const auto *rule = std::find_if(std::begin(kTextArguments), std::end(kTextArguments),
                                    [&](const TextArgument &a) { return a.index == index && a.message == messageId; });
    if (rule == std::end(kTextArguments))
        return QString();
    const auto &table = textsByEnglish();
    const auto it = table.find(std::pair(argument, rule->idPrefix));
    if (it == table.end())
        return QString(); // e.g. "the control character \x01": built at run time, shown as it is
    return QCoreApplication::translate("robots::Message", it->second->source, it->second->comment);
}

} // namespace robots::ui
