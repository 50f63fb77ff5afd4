// SPDX-License-Identifier: MIT
#pragma once

#include "robots/dialect.h"
#include "robots/message.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace robots {

/// Why a fetch produced no HTTP status.
enum class NetworkError : std::uint8_t {
    None,
    Timeout,
    NameResolution,
    ConnectionRefused,
    Tls,
    Other,
};

/// What fetching /robots.txt produced. Plain data; the fetching itself lives outside the core.
struct FetchResult
{
    std::optional<int> status; ///< Final HTTP status, or nullopt with `error` set.
    NetworkError error = NetworkError::None;
    int redirects = 0; ///< Redirects followed to get there.
    std::size_t bodyBytes = 0;
    std::string_view contentType; ///< Optional; only dialects with requireTextContentType read it.
};

/// The outcome of a fetch under a dialect's policy.
struct FetchDecision
{
    FetchOutcome outcome = FetchOutcome::ParseBody;
    std::size_t bytesToParse = 0; ///< ParseBody: how many body bytes to parse (the dialect's cap).
    Message reason;               ///< "404: no robots.txt, everything allowed (RFC 9309 §2.3.1.3)" …
};

/// A pure function of (dialect, status or network error, redirect count, body size[, type]):
/// RFC 9309 §2.3 and the seeds (O'Reilly: 401/403 disallow all, 404 allow all; Ruby gem:
/// 401/403 disallow, ≤ 5 redirects, other → allow). O(1).
[[nodiscard]] FetchDecision decideFetchOutcome(const Dialect &dialect, const FetchResult &result);

[[nodiscard]] std::string_view
fetchOutcomeName(FetchOutcome outcome); ///< "parse", "allow-all", "disallow-all", "unavailable".

} // namespace robots
