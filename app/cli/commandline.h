// SPDX-License-Identifier: MIT
#pragma once

// The argument parser and the exit status of every `robotstxt` subcommand: the offline ones (lint,
// check, explain, compare, test, fix) and the network ones (netcommands.h: fetch, check
// --fetch/--offline) read their arguments here, so the CLI has one parser and one set of exit
// codes. It needs no Qt: the offline subcommands run on the core and the standard library alone.
//
// Why a small parser of our own and not QCommandLineParser: arguments are bytes (agent names,
// URLs and file names pass through unchanged, UTF-8 or not, where QStringList would turn invalid
// bytes into U+FFFD); `-` is a file (standard input); a value option given twice is an error, and
// the first problem is reported in the CLI's own words ("robotstxt lint: unknown option '--x'
// (see robotstxt lint --help)"). The network subcommands were first written with
// QCommandLineParser; Syntax::Qt keeps what their users see from it (see below).

#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace robots::cli {

/// Exit status of every subcommand, documented in `robotstxt --help`.
enum Exit : int {
    Ok = 0,       ///< Nothing found, everything passed.
    Findings = 1, ///< Findings at or above --fail-on, failed tests, disallowed URLs, disagreements,
                  ///< a fetch that did not give a file to parse.
    Usage = 2,    ///< Bad arguments, unreadable or unwritable files, unknown dialects.
};

/// One option a subcommand accepts.
struct OptionSpec
{
    std::string_view name; ///< "--agent"
    bool takesValue = false;
    bool repeatable = false; ///< Syntax::Strict: else a second value is an error.
    char shortName = 0;      ///< 'o' for `-o`; 0 for none.
};

/// How the words of a command line are read.
enum class Syntax : unsigned char {
    /// lint, check, explain, compare, test, fix: `--name`, `--name=value`, `--name value`, a
    /// one-letter name as `-x`; `-h`/`--help` as exact words; a value option not `repeatable` may
    /// be given once; the first problem stops the parse.
    Strict,
    /// fetch and check --fetch/--offline, as QCommandLineParser (ParseAsLongOptions) read them:
    /// one or two dashes before any name (`-dialect`, `--o`), `-h`/`--help`/`-help` with help
    /// among the options, every option repeatable (the last value counts), and QCommandLineParser's
    /// English error texts ("Unknown option 'x'.", "Missing value after '--dialect'.").
    Qt,
};

/// The parsed arguments. Options are filed under their OptionSpec::name ("--agent").
struct Args
{
    std::map<std::string, std::vector<std::string>, std::less<>> options;
    std::vector<std::string> positional;
    bool help = false;
    /// Why the command line cannot be used, without the "robotstxt COMMAND: " prefix; empty when
    /// it can.
    std::string error;

    [[nodiscard]] bool has(std::string_view name) const { return options.find(name) != options.end(); }
    /// The last value given, if any.
    [[nodiscard]] std::optional<std::string> value(std::string_view name) const;
    /// Every value in order, comma-separated lists split (`--dialect google,bing`), empty items dropped.
    [[nodiscard]] std::vector<std::string> values(std::string_view name) const;
    /// Every value in order, as given.
    [[nodiscard]] std::vector<std::string> list(std::string_view name) const;
};

/// Parses `args` (the words after the subcommand) as `syntax` says. `--` ends the options; `-`
/// and every word not starting with `-` are positional. `command` names the subcommand in error
/// texts. O(words × options).
[[nodiscard]] Args parseArgs(std::string_view command, std::span<const std::string> args,
                             std::span<const OptionSpec> specs, Syntax syntax);

/// True when one of `words` is among `args` before any `--`. Not a parse: main() uses it to send
/// `check --fetch`/`check --offline` to the network subcommand before any option is read. O(n).
[[nodiscard]] bool hasWord(std::span<const std::string> args, std::initializer_list<std::string_view> words);

/// argv's C strings (after the subcommand) as the strings parseArgs() reads, byte for byte.
[[nodiscard]] std::vector<std::string> words(std::span<char *const> argv);

/// True when a `check` command line asks for the network variant (`--fetch` or `--offline`
/// before any `--`), which cli/netcommands.h runs. O(arguments).
[[nodiscard]] bool isNetworkCheck(std::span<char *const> args);

} // namespace robots::cli
