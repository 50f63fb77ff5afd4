// SPDX-License-Identifier: MIT
#include "robots/message.h"

namespace robots {

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
