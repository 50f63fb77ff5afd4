// SPDX-License-Identifier: MIT
#pragma once

#include "robots/lines.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace robots {

/// Replace the bytes `range` of a body with `replacement` (an insertion when the range is empty,
/// a deletion when the replacement is). Offsets are absolute UTF-8 byte offsets, as in the line
/// model (lines.h); the GUI converts them to editor positions in one helper.
struct TextEdit
{
    ByteRange range;
    std::string replacement;

    friend bool operator==(const TextEdit &, const TextEdit &) = default;
};

/// True when no two edits overlap (two insertions at the same offset count as overlapping, since
/// their order would be ambiguous) and every range lies inside a body of `bodySize` bytes.
/// O(n log n).
[[nodiscard]] bool editsAreDisjoint(std::span<const TextEdit> edits, std::size_t bodySize);

/// `body` with every edit applied. The edits are offsets into the original `body`, in any order,
/// and must be disjoint (`editsAreDisjoint`); overlapping or out-of-range edits are skipped
/// (the later one in offset order loses). O(body size + n log n).
[[nodiscard]] std::string applyEdits(std::string_view body, std::span<const TextEdit> edits);

/// A unified diff (`diff -u` style, 3 lines of context) from `before` to `after`, line based
/// (lines split after LF; a missing final newline is marked "\ No newline at end of file").
/// Empty when the texts are equal. O((n + m) · d) for d changed lines (Myers).
[[nodiscard]] std::string unifiedDiff(std::string_view before, std::string_view after, std::string_view beforeName,
                                      std::string_view afterName);

/// The lines two texts keep, as (before, after) index pairs in increasing order: a shortest edit
/// script by Myers' O((n + m) · d) algorithm, or nullopt when more than `maxEdits` lines would have
/// to be inserted or deleted. The one line diff of the project: unifiedDiff() and the studio's
/// line-ending carry-over (which lines of a new text were lines of the old one) both use it.
[[nodiscard]] std::optional<std::vector<std::pair<std::size_t, std::size_t>>>
matchLines(std::span<const std::string_view> before, std::span<const std::string_view> after, std::size_t maxEdits);

} // namespace robots
