// SPDX-License-Identifier: MIT
#include "i18n/coremessages.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

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
struct Fragments
{
    std::map<std::pair<std::string_view, std::string_view>, const CoreMessage *> exact;
    // Fragments with a %1 ("the control character %1"): matched by what surrounds the %1.
    std::vector<std::pair<std::string_view, const CoreMessage *>> withArgument;
};

const Fragments &fragments()
{
    static const Fragments table = [] {
        Fragments t;
        for (const CoreMessage &m : coreMessages()) {
            const std::string_view id(m.comment);
            for (const TextArgument &a : kTextArguments) {
                if (!id.starts_with(a.idPrefix))
                    continue;
                if (std::string_view(m.source).find("%1") == std::string_view::npos)
                    t.exact.emplace(std::pair(std::string_view(m.source), a.idPrefix), &m);
                else
                    t.withArgument.emplace_back(a.idPrefix, &m);
            }
        }
        return t;
    }();
    return table;
}

QString translated(const CoreMessage &m)
{
    return QCoreApplication::translate("robots::Message", m.source, m.comment);
}

} // namespace

QString translatedCoreArgument(std::string_view messageId, std::size_t index, std::string_view argument)
{
    const auto *rule = std::find_if(std::begin(kTextArguments), std::end(kTextArguments),
                                    [&](const TextArgument &a) { return a.index == index && a.message == messageId; });
    if (rule == std::end(kTextArguments))
        return QString();
    const Fragments &table = fragments();
    if (const auto it = table.exact.find(std::pair(argument, rule->idPrefix)); it != table.exact.end())
        return translated(*it->second);
    for (const auto &[prefix, m] : table.withArgument) {
        const std::string_view source(m->source);
        const std::size_t at = source.find("%1");
        const std::string_view before = source.substr(0, at), after = source.substr(at + 2);
        if (prefix == rule->idPrefix && !(before.empty() && after.empty()) &&
            argument.size() >= before.size() + after.size() && argument.starts_with(before) &&
            argument.ends_with(after)) {
            const std::string_view value =
                argument.substr(before.size(), argument.size() - before.size() - after.size());
            return translated(*m).replace(QLatin1String("%1"),
                                          QString::fromUtf8(value.data(), qsizetype(value.size())));
        }
    }
    return QString();
}

} // namespace robots::ui
