// SPDX-License-Identifier: MIT
#include "robots/matcher.h"

namespace robots {

bool patternMatches(std::string_view pattern, std::string_view path, PatternSyntax)
{
    return path.starts_with(pattern);
}

std::string normalisePattern(std::string_view value, const Dialect &)
{
    return std::string(value);
}

std::string comparisonPath(std::string_view urlOrPath, const Dialect &)
{
    return std::string(pathAndQuery(urlOrPath));
}

std::string_view pathAndQuery(std::string_view urlOrPath)
{
    return urlOrPath;
}

std::string urlScheme(std::string_view)
{
    return {};
}

} // namespace robots
