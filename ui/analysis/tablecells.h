// SPDX-License-Identifier: MIT
#pragma once

// What the studio's table models (the hosts of View → Hosts and of the Site dock …) share in
// data(): which roles reach the column switch, and how a time is shown and sorted.

#include <QDateTime>
#include <QLocale>
#include <QVariant>

#include <optional>

namespace robots::ui {

/// How a cell answers `role` once the model's own roles are handled: Qt::DisplayRole as text to
/// read (true), Qt::EditRole as the value a QSortFilterProxyModel sorts by (false); nullopt for
/// every other role, which has no value. O(1).
[[nodiscard]] inline std::optional<bool> cellDisplay(int role)
{
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return std::nullopt;
    return role == Qt::DisplayRole;
}

/// A time cell: local time in the locale's short format to read, the QDateTime (UTC) to sort by.
[[nodiscard]] inline QVariant timeCell(const QDateTime &utc, bool display)
{
    return display ? QVariant(QLocale().toString(utc.toLocalTime(), QLocale::ShortFormat)) : QVariant(utc);
}

} // namespace robots::ui
