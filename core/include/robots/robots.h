// SPDX-License-Identifier: MIT
#pragma once

// The whole public API of the core engine (Qt-free, C++20 standard library only). A crawler
// needs only this header:
//
//     #include <robots/robots.h>
//
//     // One question about one URL: parses the body, answers, forgets.
//     bool ok = robots::isAllowed(body, "MyCrawler", "https://example.com/page");
//
//     // Many URLs of one site: parse once, resolve the agent once, then ask per URL (no
//     // allocation per URL; see AgentRules::decide()).
//     const robots::RobotsFile file = robots::parse(body);
//     const robots::AgentRules rules = robots::rulesFor(file, "MyCrawler");
//     for (const std::string &url : urls)
//         if (rules.isAllowed(url)) …
//
// Parsing (robotsfile.h, lines.h), verdicts (verdict.h), matching (matcher.h), the dialects
// (dialect.h), lint findings and quick fixes (diagnostics.h, textedit.h), test sets
// (testset.h), wide encodings (encoding.h), fetch outcomes (fetchpolicy.h), many sites' rules
// kept fresh (rulesdatabase.h), and the translatable messages they all produce (message.h).
#include "robots/aipref.h"
#include "robots/crawlers.h"
#include "robots/diagnostics.h"
#include "robots/dialect.h"
#include "robots/encoding.h"
#include "robots/fetchpolicy.h"
#include "robots/lines.h"
#include "robots/matcher.h"
#include "robots/message.h"
#include "robots/robotsfile.h"
#include "robots/rulesdatabase.h"
#include "robots/testset.h"
#include "robots/textedit.h"
#include "robots/verdict.h"
