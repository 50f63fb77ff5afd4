// SPDX-License-Identifier: MIT
// crawler ROBOTS.TXT AGENT URL...: may AGENT fetch each URL? (RFC 9309, the default dialect)
#include <robots/robots.h>

#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char **argv)
{
    if (argc < 4) {
        std::cerr << "usage: crawler ROBOTS.TXT AGENT URL...\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::cerr << "crawler: cannot read " << argv[1] << '\n';
        return 2;
    }
    std::ostringstream body;
    body << in.rdbuf();
    const std::string agent = argv[2];

    // One question: parse, answer, forget.
    const bool first = robots::isAllowed(body.str(), agent, argv[3]);
    std::cout << "isAllowed(" << argv[3] << "): " << (first ? "allowed" : "disallowed") << '\n';

    // Many URLs of one site: parse once, resolve the agent once, then ask per URL.
    const robots::RobotsFile file = robots::parse(body.str());
    const robots::AgentRules rules = robots::rulesFor(file, agent);
    for (int i = 3; i < argc; ++i)
        std::cout << argv[i] << ": " << (rules.isAllowed(argv[i]) ? "allowed" : "disallowed") << '\n';
    return 0;
}
