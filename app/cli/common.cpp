// SPDX-License-Identifier: MIT
// Arguments, input files, output buffering and JSON strings for the `robotstxt` subcommands.
#include "cli.h"

#include "robots/lines.h"
#include "robots/studio/encoding.h"
#include "robots/studio/testset.h"
#include "robots/verdict.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

namespace cli {

int usageError(std::string_view command, std::string_view message)
{
    std::fprintf(stderr, "robotstxt %.*s: %.*s\n", static_cast<int>(command.size()), command.data(),
                 static_cast<int>(message.size()), message.data());
    return Exit::Usage;
}

std::optional<Args> parseArgs(std::string_view command, std::span<char *const> args, std::span<const OptionSpec> specs)
{
    Args out = robots::cli::parseArgs(command, robots::cli::words(args), specs, robots::cli::Syntax::Strict);
    if (!out.error.empty()) {
        usageError(command, out.error);
        return std::nullopt;
    }
    return out;
}

namespace {

// Text with a stray NUL or control byte is still linted (R105 reports it); data where many of the
// first bytes are NUL or control bytes is not text.
bool looksBinary(std::string_view data)
{
    const std::size_t n = std::min<std::size_t>(data.size(), 4096);
    if (n == 0)
        return false;
    std::size_t odd = 0;
    std::size_t nul = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if (c == 0)
            ++nul;
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v') || c == 0x7F)
            ++odd;
    }
    return (nul >= 8 && nul * 100 >= n * 2) || (odd >= 8 && odd * 100 >= n * 10);
}

} // namespace

std::optional<std::string> readInput(std::string_view command, const std::string &path)
{
    std::string data;
    const std::string shown = path == "-" ? std::string("standard input") : "'" + path + "'";
    if (path == "-") {
        std::ios::sync_with_stdio(false);
        data.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
        if (std::cin.bad()) {
            usageError(command, "cannot read standard input");
            return std::nullopt;
        }
    } else {
        std::error_code ec;
        const auto status = std::filesystem::status(path, ec);
        if (ec || !std::filesystem::exists(status)) {
            usageError(command, "cannot open " + shown + ": no such file");
            return std::nullopt;
        }
        if (std::filesystem::is_directory(status)) {
            usageError(command, shown + " is a directory, not a robots.txt file");
            return std::nullopt;
        }
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            usageError(command, "cannot open " + shown + ": " + std::strerror(errno));
            return std::nullopt;
        }
        data.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        if (in.bad()) {
            usageError(command, "cannot read " + shown);
            return std::nullopt;
        }
    }
    if (const robots::Text format = robots::binaryFormat(data); !format.id.empty()) {
        usageError(command, shown + " is binary (" + std::string(format.english) + "), not a robots.txt");
        return std::nullopt;
    }
    // UTF-16 and UTF-32 text is full of NUL bytes but is a robots.txt all the same: lint reports
    // it (R109), and the other commands decide for its bytes and say so (encodingNote).
    if (!robots::detectWideEncoding(data) && looksBinary(data)) {
        usageError(command, shown + " is binary data, not a robots.txt");
        return std::nullopt;
    }
    return data;
}

std::optional<ServedEncoding> servedEncoding(std::string_view body)
{
    const std::optional<robots::DetectedEncoding> detected = robots::detectWideEncoding(body);
    if (!detected)
        return std::nullopt;
    return ServedEncoding{*detected, robots::decodeWide(body, *detected)};
}

void encodingNote(std::string_view command, const std::string &path, const ServedEncoding &served,
                  std::string_view asServed, std::size_t convertedRules, std::size_t changed, std::size_t total)
{
    const std::string shown = path == "-" ? std::string("standard input") : "'" + path + "'";
    const std::string name(robots::encodingName(served.detected.encoding));
    std::string note = "note: " + shown + " is " + name +
                       ", not UTF-8 (RFC 9309 §2.3): the verdicts above are for the "
                       "file as crawlers get it, in which " +
                       std::string(asServed);
    if (served.converted) {
        note += "; converted to UTF-8 (robotstxt fix) it has " + std::to_string(convertedRules) +
                (convertedRules == 1 ? " rule" : " rules") + ", and it would change " + std::to_string(changed) +
                " of " + std::to_string(total) + (total == 1 ? " verdict" : " verdicts");
    } else {
        note += "; it is not well-formed " + name + ", so it cannot be converted as it is";
    }
    std::fprintf(stderr, "robotstxt %.*s: %s\n", static_cast<int>(command.size()), command.data(), note.c_str());
}

const robots::Dialect *dialectArg(std::string_view command, std::string_view name)
{
    if (const robots::Dialect *d = robots::findDialect(name))
        return d;
    std::string known;
    for (const robots::Dialect &d : robots::allDialects()) {
        if (!known.empty())
            known += ", ";
        known += d.name();
    }
    usageError(command, "unknown dialect '" + std::string(name) + "' (known: " + known + ")");
    return nullptr;
}

void printDialectNotes(std::string_view command, std::span<const std::pair<std::string, std::string_view>> notes)
{
    // Dialects with the same note share one line.
    std::vector<std::pair<std::string, std::string>> lines; // note → dialect names
    for (const auto &[text, dialect] : notes) {
        auto it = std::find_if(lines.begin(), lines.end(), [&](const auto &n) { return n.first == text; });
        if (it == lines.end())
            it = lines.insert(lines.end(), {text, std::string()});
        if (!it->second.empty())
            it->second += ", ";
        it->second += dialect;
    }
    for (const auto &[text, names] : lines)
        std::fprintf(stderr, "robotstxt %.*s: note: %s: %s\n", static_cast<int>(command.size()), command.data(),
                     names.c_str(), text.c_str());
}

void printAgentNotes(std::string_view command, std::string_view agent, std::span<const robots::Dialect *const> dialects)
{
    std::vector<std::pair<std::string, std::string_view>> notes;
    for (const robots::Dialect *d : dialects) {
        if (const std::optional<robots::Message> note = robots::readAgentName(*d, agent).note)
            notes.emplace_back(note->toEnglish(), d->name());
    }
    printDialectNotes(command, notes);
}

Out &Out::operator<<(std::uint64_t n)
{
    char buf[24];
    const auto end = std::to_chars(buf, buf + sizeof buf, n).ptr;
    m_buffer.append(buf, static_cast<std::size_t>(end - buf));
    return *this;
}

void Out::flush()
{
    if (!m_buffer.empty()) {
        std::fwrite(m_buffer.data(), 1, m_buffer.size(), m_file);
        m_buffer.clear();
    }
    std::fflush(m_file);
}

std::size_t utf8CharLength(std::string_view text, std::size_t i)
{
    // The shortest prefix that is well-formed UTF-8 is the character: a shorter one would be a
    // cut sequence, and a byte that starts none makes every prefix ill-formed.
    for (std::size_t len = 1; len <= 4 && i + len <= text.size(); ++len) {
        if (robots::isValidUtf8(text.substr(i, len)))
            return len;
    }
    return 0;
}

std::string jsonString(std::string_view s)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(s.size() + 2);
    out += '"';
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        switch (c) {
        case '"':
            out += "\\\"";
            continue;
        case '\\':
            out += "\\\\";
            continue;
        case '\n':
            out += "\\n";
            continue;
        case '\r':
            out += "\\r";
            continue;
        case '\t':
            out += "\\t";
            continue;
        default:
            break;
        }
        if (c < 0x20 || c == 0x7F) {
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 15];
            continue;
        }
        if (c < 0x80) {
            out += static_cast<char>(c);
            continue;
        }
        // Copy a well-formed UTF-8 character; replace any other byte with U+FFFD.
        if (const std::size_t len = utf8CharLength(s, i)) {
            out.append(s.substr(i, len));
            i += len - 1;
        } else {
            out += "\\ufffd";
        }
    }
    out += '"';
    return out;
}

} // namespace cli
