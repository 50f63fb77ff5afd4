// SPDX-License-Identifier: MIT
// fuzz_urllist: libFuzzer target over URL lists (robots/studio/urllist.h), which
// `robotstxt check --urls FILE` and the tester's import read line by line. For every line of the
// input it checks the header's promises:
//   - the line's text is a view into the line without the white space (and CR) around it;
//   - a Url is a path starting with `/` or an http(s) URL with `://` and a host; a Skipped line is
//     blank or a `#` comment; anything else is Invalid (compared with the rule written plainly);
//   - reading the text again gives the same kind and text (the reader's fixpoint), with or
//     without a CR or LF after it.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"

#include <robots/studio/urllist.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using fuzz::check;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

bool startsWithIgnoringCase(std::string_view text, std::string_view prefix)
{
    if (text.size() < prefix.size())
        return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        const char c = text[i] >= 'A' && text[i] <= 'Z' ? char(text[i] - 'A' + 'a') : text[i];
        if (c != prefix[i])
            return false;
    }
    return true;
}

void checkLine(std::string_view line)
{
    const robots::UrlListLine read = robots::readUrlListLine(line);
    check(fuzz::inside(read.text, line), "the text is a view into the line");
    check(read.text.empty() || (!isSpace(read.text.front()) && !isSpace(read.text.back())),
          "the text has no white space around it");
    // The header's rule, written again as plainly as possible.
    robots::UrlListLineKind expected = robots::UrlListLineKind::Invalid;
    if (read.text.empty() || read.text.front() == '#') {
        expected = robots::UrlListLineKind::Skipped;
    } else if (read.text.front() == '/') {
        expected = robots::UrlListLineKind::Url;
    } else {
        for (const std::string_view scheme : {std::string_view("http://"), std::string_view("https://")}) {
            if (!startsWithIgnoringCase(read.text, scheme))
                continue;
            const std::string_view host = read.text.substr(scheme.size());
            if (!host.empty() && host.front() != '/' && host.front() != '?' && host.front() != '#')
                expected = robots::UrlListLineKind::Url;
        }
    }
    check(read.kind == expected, "a Url is a path or an http(s) URL with a host; a Skipped line is blank or a comment");
    const robots::UrlListLine again = robots::readUrlListLine(read.text);
    check(again.kind == read.kind && again.text == read.text, "reading the text again gives the same line");
    for (const char *terminator : {"\r\n", "\n", "\r"}) {
        const std::string ended = std::string(read.text) + terminator;
        const robots::UrlListLine withEnd = robots::readUrlListLine(ended);
        check(withEnd.kind == read.kind && withEnd.text == read.text, "a line's terminator changes nothing");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    checkLine(text); // the whole input as one line, terminators and all
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        checkLine(text.substr(start, end - start));
        start = end + 1;
    }
    return 0;
}
