// SPDX-License-Identifier: MIT
// What every fuzz target shares: a promise checked on every input (a broken one aborts with its
// words, so libFuzzer keeps the input as a crash), and reading every byte of a view (so that ASan
// sees a dangling or out-of-range one).
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fuzz {

/// Aborts with "NAME: broken promise: WHAT" unless `ok`.
inline void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz: broken promise: %s\n", what);
        std::abort();
    }
}

/// A hash of every byte of `text`; the caller sinks it so that nothing is optimised away.
inline std::size_t touch(std::string_view text)
{
    std::size_t h = text.size();
    for (const char c : text)
        h = h * 31 + static_cast<unsigned char>(c);
    return h;
}

/// Whether `part` is a view into `whole` (or empty).
inline bool inside(std::string_view part, std::string_view whole)
{
    return part.empty() || (part.data() >= whole.data() && part.data() + part.size() <= whole.data() + whole.size());
}

/// Lines as the project's text formats count them (test sets, lesson pages): ended by LF, CRLF or a
/// lone CR.
inline std::size_t lineCount(std::string_view text)
{
    std::size_t n = 1;
    for (std::size_t i = 0; i < text.size(); ++i)
        n += text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
    return n;
}

/// Keeps `h` alive past the optimiser.
inline void sink(std::size_t h)
{
    volatile std::size_t v = h;
    (void)v;
}

} // namespace fuzz
