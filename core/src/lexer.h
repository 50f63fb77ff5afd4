// SPDX-License-Identifier: MIT
#pragma once

// Internal pieces of the lexer that the parser reuses (Python's extra line breaks split one
// physical line into several logical ones, each classified like a line).

#include "robots/lines.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace robots::detail {

/// A line with a key the lexer knows (not blank, a comment, an unknown key or unparseable).
constexpr bool isKeyKind(LineKind kind)
{
    return kind != LineKind::Blank && kind != LineKind::CommentOnly && kind != LineKind::UnknownKey &&
           kind != LineKind::Unparseable;
}

/// Bytes of a leading BOM the dialect skips.
std::size_t bomSkip(std::string_view body, const Dialect &dialect);

/// The part of a line the dialect reads: after a skipped BOM, before the byte limit, the line
/// limit, a NUL (google) and Python's first extra line break.
struct LineLimits
{
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
};
LineLimits lineLimits(std::string_view body, const Line &line, const Dialect &dialect, std::size_t parseEnd,
                      std::size_t bom);

/// Classifies body[begin, end) as the dialect reads a line: sets kind, key, value, comment and
/// the key flags of `line`.
void classifyText(std::string_view body, std::size_t begin, std::size_t end, const Dialect &dialect, Line &line);

} // namespace robots::detail
