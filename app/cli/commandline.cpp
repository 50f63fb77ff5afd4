// SPDX-License-Identifier: MIT
#include "cli/commandline.h"

#include <algorithm>

namespace robots::cli {

namespace {

// QCommandLineParser files `-h`, `-help`, `--h` and `--help` under the help option when it is
// one of the options; the network subcommands had it there.
constexpr OptionSpec kQtHelp{"--help", false, true, 'h'};

/// The option `typed` ("--agent", "-o") names: Strict takes the spelling of the spec only, Qt
/// any name after one or two dashes.
const OptionSpec *findSpec(std::string_view typed, std::span<const OptionSpec> specs, Syntax syntax)
{
    const std::string_view bare = typed.substr(typed.starts_with("--") ? 2 : 1);
    auto matches = [&](const OptionSpec &s) {
        const std::string_view longName = s.name.substr(2);
        const bool isShort = s.shortName != 0 && bare.size() == 1 && bare[0] == s.shortName;
        if (syntax == Syntax::Qt)
            return bare == longName || isShort;
        return typed == s.name || (isShort && typed.size() == 2);
    };
    if (syntax == Syntax::Qt && matches(kQtHelp))
        return &kQtHelp;
    const auto it = std::ranges::find_if(specs, matches);
    return it == specs.end() ? nullptr : &*it;
}

} // namespace

std::optional<std::string> Args::value(std::string_view name) const
{
    const auto it = options.find(name);
    if (it == options.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Args::values(std::string_view name) const
{
    std::vector<std::string> out;
    for (const std::string &v : list(name)) {
        std::size_t start = 0;
        for (;;) {
            const std::size_t comma = v.find(',', start);
            std::string part = v.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
            if (!part.empty())
                out.push_back(std::move(part));
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    return out;
}

std::vector<std::string> Args::list(std::string_view name) const
{
    const auto it = options.find(name);
    return it == options.end() ? std::vector<std::string>() : it->second;
}

Args parseArgs(std::string_view command, std::span<const std::string> args, std::span<const OptionSpec> specs,
               Syntax syntax)
{
    const bool strict = syntax == Syntax::Strict;
    Args out;
    std::vector<std::string> unknown; // Qt: every unknown name, reported together at the end
    std::string valueError;           // Qt: the last problem with a value wins
    bool optionsDone = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (optionsDone || arg == "-" || !arg.starts_with('-')) {
            out.positional.push_back(arg);
            continue;
        }
        if (arg == "--") {
            optionsDone = true;
            continue;
        }
        if (strict && (arg == "-h" || arg == "--help")) {
            out.help = true;
            continue;
        }
        const std::size_t eq = arg.find('=');
        const std::string_view typed = std::string_view(arg).substr(0, eq);
        const OptionSpec *spec = findSpec(typed, specs, syntax);
        if (!spec) {
            if (strict) {
                out.error =
                    "unknown option '" + std::string(typed) + "' (see robotstxt " + std::string(command) + " --help)";
                return out;
            }
            unknown.emplace_back(typed.substr(typed.starts_with("--") ? 2 : 1));
            continue;
        }
        if (spec == &kQtHelp)
            out.help = true;
        const std::string name(spec->name);
        auto &slot = out.options[name];
        if (strict && !slot.empty() && !spec->repeatable && spec->takesValue) {
            out.error = "option " + name + " given twice";
            return out;
        }
        if (!spec->takesValue) {
            if (eq != std::string::npos) {
                if (strict) {
                    out.error = "option " + name + " takes no value";
                    return out;
                }
                valueError = "Unexpected value after '" + std::string(typed) + "'.";
                continue;
            }
            slot.emplace_back();
        } else if (eq != std::string::npos) {
            slot.push_back(arg.substr(eq + 1));
        } else if (i + 1 < args.size()) {
            slot.push_back(args[++i]);
        } else {
            out.error = strict ? "option " + name + " needs a value" : "Missing value after '" + arg + "'.";
            return out;
        }
    }
    if (!valueError.empty()) {
        out.error = valueError;
    } else if (unknown.size() == 1) {
        out.error = "Unknown option '" + unknown.front() + "'.";
    } else if (unknown.size() > 1) {
        out.error = "Unknown options: ";
        for (std::size_t k = 0; k < unknown.size(); ++k)
            out.error += (k ? ", " : "") + unknown[k];
        out.error += '.';
    }
    return out;
}

bool hasWord(std::span<const std::string> args, std::initializer_list<std::string_view> words)
{
    for (const std::string &arg : args) {
        if (arg == "--")
            break;
        if (std::ranges::find(words, arg) != words.end())
            return true;
    }
    return false;
}

std::vector<std::string> words(std::span<char *const> argv)
{
    return {argv.begin(), argv.end()};
}

bool isNetworkCheck(std::span<char *const> args)
{
    return hasWord(words(args), {"--fetch", "--offline"});
}

} // namespace robots::cli
