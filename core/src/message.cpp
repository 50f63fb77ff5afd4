// SPDX-License-Identifier: MIT
#include "robots/message.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace robots {

MessageArgs::MessageArgs(std::initializer_list<std::string_view> args)
{
    std::size_t bytes = 0;
    for (const std::string_view arg : args)
        bytes += arg.size();
    m_text.reserve(bytes);
    for (const std::string_view arg : args)
        push_back(arg);
}

void MessageArgs::push_back(std::string_view arg)
{
    if (m_count == kCapacity)
        throw std::length_error("robots::MessageArgs: too many arguments");
    if (arg.size() > std::numeric_limits<std::uint32_t>::max() - m_text.size())
        throw std::length_error("robots::MessageArgs: arguments over 4 GiB");
    m_text.append(arg);
    m_ends[m_count++] = static_cast<std::uint32_t>(m_text.size());
}

bool operator==(const MessageArgs &a, const MessageArgs &b)
{
    return a.m_count == b.m_count && a.m_text == b.m_text &&
           std::equal(a.m_ends.begin(), a.m_ends.begin() + a.m_count, b.m_ends.begin());
}

std::strong_ordering operator<=>(const MessageArgs &a, const MessageArgs &b)
{
    return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
}

std::string Message::toEnglish() const
{
    std::string out;
    out.reserve(english.size() + 16 * args.size());
    for (std::size_t i = 0; i < english.size(); ++i) {
        const char c = english[i];
        if (c == '%' && i + 1 < english.size() && english[i + 1] >= '1' && english[i + 1] <= '9') {
            std::size_t n = static_cast<std::size_t>(english[i + 1] - '0');
            std::size_t j = i + 2;
            if (j < english.size() && english[j] >= '0' && english[j] <= '9') { // %10 … %99
                n = n * 10 + static_cast<std::size_t>(english[j] - '0');
                ++j;
            }
            if (n <= args.size()) {
                out += args[n - 1];
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace robots
