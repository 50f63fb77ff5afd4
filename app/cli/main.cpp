// SPDX-License-Identifier: MIT
// robotstxt: lint and test robots.txt files from the command line.
// Exit codes: 0 ok, 1 findings or failures, 2 usage or I/O error.
#include <cstdio>
#include <string_view>

namespace {

constexpr std::string_view kUsage = R"(Usage: robotstxt COMMAND [OPTIONS] ...

Write and test robots.txt files.

Options:
  -h, --help       Show this help and exit.
  --version        Show the version and exit.

Exit status: 0 ok, 1 findings or test failures, 2 usage or I/O error.
)";

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fputs(kUsage.data(), stderr);
        return 2;
    }
    const std::string_view arg = argv[1];
    if (arg == "-h" || arg == "--help") {
        std::fputs(kUsage.data(), stdout);
        return 0;
    }
    if (arg == "--version") {
        std::printf("robotstxt %s\n", ROBOTS_VERSION);
        return 0;
    }
    std::fprintf(stderr, "robotstxt: unknown command '%s' (see robotstxt --help)\n", argv[1]);
    return 2;
}
