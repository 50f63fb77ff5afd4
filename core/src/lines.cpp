// SPDX-License-Identifier: MIT
#include "robots/lines.h"

namespace robots {

std::vector<Line> lexLines(std::string_view, const Dialect &)
{
    return {};
}

std::string serialise(std::string_view body, const std::vector<Line> &)
{
    return std::string(body);
}

KeyReading readKey(std::string_view, const Dialect &)
{
    return {};
}

std::string_view canonicalKeyName(LineKind)
{
    return {};
}

bool isValidUtf8(std::string_view)
{
    return true;
}

} // namespace robots
