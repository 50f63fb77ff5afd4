// SPDX-License-Identifier: MIT
#pragma once

// Shared pieces of the `robotstxt` command line: argument parsing, input, output, and the
// subcommands. Links the core (Robots::Core) and, for fetching, net/ (Qt Core + Network) through
// the robots_cli library.

#include "cli/commandline.h"

#include "robots/dialect.h"
#include "robots/studio/encoding.h"

#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cli {

// The exit status, the option table and the parsed arguments are the ones every subcommand
// shares, network ones included (cli/commandline.h).
using robots::cli::Args;
using robots::cli::Exit;
using robots::cli::OptionSpec;

/// Parses `args` (after the subcommand) with the CLI's strict syntax (robots::cli::Syntax::Strict).
/// On error prints one line and returns nullopt.
std::optional<Args> parseArgs(std::string_view command, std::span<char *const> args, std::span<const OptionSpec> specs);

/// Prints "robotstxt COMMAND: message" to stderr; returns Exit::Usage.
int usageError(std::string_view command, std::string_view message);

/// Reads FILE, or stdin for "-". On failure prints one clear line (missing file, directory,
/// binary data, read error) and returns nullopt.
std::optional<std::string> readInput(std::string_view command, const std::string &path);

/// A FILE in UTF-16 or UTF-32 (robots/studio/encoding.h, lint check R109): crawlers decide for its bytes,
/// which is what check, explain and compare show; `converted` is its text in UTF-8, what
/// `robotstxt fix` would write.
struct ServedEncoding
{
    robots::DetectedEncoding detected;
    std::optional<std::string> converted; ///< nullopt when the bytes are not well-formed
};

/// The encoding of BODY when it is UTF-16 or UTF-32 text, else nullopt.
std::optional<ServedEncoding> servedEncoding(std::string_view body);

/// The one note (stderr) after the verdicts for such a FILE: crawlers decide for the file as
/// served (AS_SERVED says what the dialects find in its bytes), and converting it to UTF-8 gives
/// CONVERTED_RULES rules and changes CHANGED of the TOTAL verdicts shown.
void encodingNote(std::string_view command, const std::string &path, const ServedEncoding &served,
                  std::string_view asServed, std::size_t convertedRules, std::size_t changed, std::size_t total);

/// The dialect named `name`, or prints the known names and returns nullptr.
const robots::Dialect *dialectArg(std::string_view command, std::string_view name);
/// Prints on stderr how each of `dialects` reads the crawler name `agent` when that differs from
/// the name as typed (robots::readAgentName): one line per distinct note,
/// "robotstxt COMMAND: note: rfc9309, google: …". Every name is accepted; nothing is refused.
void printAgentNotes(std::string_view command, std::string_view agent,
                     std::span<const robots::Dialect *const> dialects);
/// Prints (note, dialect name) pairs on stderr, one line per distinct note with the names of the
/// dialects that give it: "robotstxt COMMAND: note: rfc9309, google: …".
void printDialectNotes(std::string_view command, std::span<const std::pair<std::string, std::string_view>> notes);

/// A fast buffered writer for stdout (large outputs: `check` prints millions of lines).
class Out
{
public:
    explicit Out(std::FILE *file = stdout)
        : m_file(file)
    {
        m_buffer.reserve(1 << 16);
    }
    ~Out() { flush(); }
    Out(const Out &) = delete;
    Out &operator=(const Out &) = delete;

    Out &operator<<(std::string_view s)
    {
        m_buffer.append(s);
        if (m_buffer.size() >= (1 << 16))
            flush();
        return *this;
    }
    Out &operator<<(char c)
    {
        m_buffer.push_back(c);
        return *this;
    }
    Out &operator<<(std::uint64_t n);
    Out &operator<<(int n) { return *this << static_cast<std::uint64_t>(n < 0 ? 0 : n); }
    Out &operator<<(unsigned n) { return *this << static_cast<std::uint64_t>(n); }
    void flush();

private:
    std::FILE *m_file;
    std::string m_buffer;
};

/// The length in bytes of the well-formed UTF-8 character at `text[i]` (robots::isValidUtf8,
/// RFC 3629), 0 when the bytes there are not one. O(1).
std::size_t utf8CharLength(std::string_view text, std::size_t i);

/// JSON string literal (quotes included), escaping as RFC 8259 requires; invalid UTF-8 bytes
/// become U+FFFD so the output is always valid JSON.
///
/// The JSON, JSON Lines and SARIF of the CLI are written with it, not with QJsonDocument: their
/// bytes are a contract with CI users (field order as documented, one object per line, the
/// layout tests/cli checks), and QJsonObject sorts its keys; `check` also streams millions of
/// lines in constant memory. The network subcommands, whose JSON has no such contract, use
/// QJsonDocument.
std::string jsonString(std::string_view s);

// The subcommands. Each returns the exit status.
int runLint(std::span<char *const> args);
int runCheck(std::span<char *const> args);
int runExplain(std::span<char *const> args);
int runCompare(std::span<char *const> args);
int runTest(std::span<char *const> args);
int runFix(std::span<char *const> args);
int runAi(std::span<char *const> args);
int runAiPolicy(std::span<char *const> args);
// site.cpp (Qt Core, Network and the history store of net/)
int runSite(std::span<char *const> args);
int runHistory(std::span<char *const> args);
int runSitemapAudit(std::span<char *const> args); // sitemap.cpp (Qt Core + Network, through net/)
int runLogs(std::span<char *const> args);         // logs.cpp (access logs, through net/)

} // namespace cli
