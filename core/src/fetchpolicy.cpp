// SPDX-License-Identifier: MIT
#include "robots/fetchpolicy.h"

namespace robots {

FetchDecision decideFetchOutcome(const Dialect &, const FetchResult &result)
{
    FetchDecision d;
    d.bytesToParse = result.bodyBytes;
    return d;
}

std::string_view fetchOutcomeName(FetchOutcome outcome)
{
    switch (outcome) {
    case FetchOutcome::ParseBody:
        return "parse";
    case FetchOutcome::AllowAll:
        return "allow-all";
    case FetchOutcome::DisallowAll:
        return "disallow-all";
    case FetchOutcome::Unavailable:
        return "unavailable";
    }
    return "unavailable";
}

} // namespace robots
