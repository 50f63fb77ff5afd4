// SPDX-License-Identifier: MIT
#include "robots/studio/urllist.h"

#include "textutil.h"

namespace robots {
namespace {

bool startsWithNoCase(std::string_view text, std::string_view prefix)
{
    if (text.size() < prefix.size())
        return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        if (detail::toLowerAscii(text[i]) != prefix[i])
            return false;
    }
    return true;
}

// `http://host…` or `https://host…`: the scheme, then an authority that is not empty.
bool isHttpUrl(std::string_view text)
{
    for (const std::string_view scheme : {std::string_view("http://"), std::string_view("https://")}) {
        if (!startsWithNoCase(text, scheme))
            continue;
        const std::string_view rest = text.substr(scheme.size());
        return !rest.empty() && rest.front() != '/' && rest.front() != '?' && rest.front() != '#';
    }
    return false;
}

} // namespace

UrlListLine readUrlListLine(std::string_view line)
{
    std::size_t begin = 0;
    std::size_t end = line.size();
    while (begin < end && detail::isAsciiSpace(static_cast<unsigned char>(line[begin])))
        ++begin;
    while (end > begin && detail::isAsciiSpace(static_cast<unsigned char>(line[end - 1])))
        --end;
    const std::string_view text = line.substr(begin, end - begin);
    if (text.empty() || text.front() == '#')
        return {UrlListLineKind::Skipped, text};
    if (text.front() == '/' || isHttpUrl(text))
        return {UrlListLineKind::Url, text};
    return {UrlListLineKind::Invalid, text};
}

} // namespace robots
