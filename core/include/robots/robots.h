// SPDX-License-Identifier: MIT
#pragma once

// The crawler API of the core engine (Qt-free, C++20 standard library only). A crawler needs
// only this header:
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
// What it holds: parsing (robotsfile.h, over the lossless line model of lines.h), the rules for
// an agent and its verdicts with their explanations (verdict.h; an explanation is a list of
// translatable messages, message.h), matching one pattern (matcher.h), the dialects by id
// (dialect.h), what a fetch outcome means for crawling (fetchpolicy.h, RFC 9309 §2.3.1, §2.4),
// and many sites' rules kept fresh (rulesdatabase.h).
//
// The studio's own API — lint findings and quick fixes, test sets, lessons, audits, the AI
// policy, the crawler catalogue — is <robots/studio/studio.h>; a crawler does not need it.
#include "robots/dialect.h"
#include "robots/fetchpolicy.h"
#include "robots/lines.h"
#include "robots/matcher.h"
#include "robots/message.h"
#include "robots/robotsfile.h"
#include "robots/rulesdatabase.h"
#include "robots/verdict.h"
