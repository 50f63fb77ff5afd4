// SPDX-License-Identifier: MIT
#pragma once

#include "robots/dialect.h"
#include "robots/message.h"

#include <chrono>
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
    /// A 2xx whose body could not be read: the client refused to inflate it (a gzip bomb past its
    /// decompression safety limit) or could not decode it (a broken gzip stream). There is no file
    /// to parse, and an empty one must not stand in for it: the file counts as unreachable
    /// (RFC 9309 §2.3.1.4), so the dialect's `networkError` outcome applies.
    bool bodyUnreadable = false;
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

/// What the final answer of a fetch says about the file in RFC 9309 §2.3.1's terms, before a
/// dialect's policy (decideFetchOutcome) turns it into an outcome. Every front end classifies
/// statuses with this one function.
enum class FetchStatusClass : std::uint8_t {
    Success,     ///< 2xx (§2.3.1.1).
    Redirect,    ///< 3xx the fetcher did not follow (§2.3.1.2).
    Unavailable, ///< 4xx other than 429 (§2.3.1.3): there is no file to obey.
    Unreachable, ///< 5xx, 429 or no answer at all (§2.3.1.4; 429 "Too Many Requests" is a server
                 ///< that cannot answer now, as Google treats it).
    Unexpected,  ///< Anything else (1xx, 600 and above).
};

/// The class of a final HTTP status; nullopt (a network error, no status) is Unreachable. O(1).
[[nodiscard]] FetchStatusClass classifyFetchStatus(std::optional<int> status);

/// The class of a whole fetch: classifyFetchStatus() of its final status, except that a 2xx whose
/// body could not be read (FetchResult::bodyUnreadable: a gzip bomb refused, a broken stream) is
/// Unreachable — RFC 9309 §2.3.1.1 counts a file "successfully downloaded", and §2.3.1.4 calls a
/// file whose fetch failed unreachable. The one classification of the project: freshnessLifetime()
/// and every front end that says whether a host answered use it. O(1).
[[nodiscard]] FetchStatusClass classifyFetch(const FetchResult &result);

/// How long fetched robots.txt files stay fresh: RFC 9309 §2.4, "crawlers SHOULD NOT use the
/// cached version for more than 24 hours, unless the robots.txt file is unreachable", and they
/// "MAY use standard cache control as defined in RFC 9111".
struct CachePolicy
{
    /// The longest a fetched file is used without fetching it again (§2.4: 24 hours).
    std::chrono::seconds maxLifetime{std::chrono::hours(24)};
    /// The shortest Cache-Control max-age honoured, so that no-cache does not mean a fetch
    /// before every URL.
    std::chrono::seconds minimumLifetime{std::chrono::minutes(1)};
    /// How long an unreachable result stands before the host is asked again. Meanwhile the
    /// dialect's policy decides (RFC 9309: everything disallowed), and a dialect whose policy
    /// keeps the cached copy (FetchOutcome::Unavailable) keeps the last good file as long as the
    /// host stays unreachable.
    std::chrono::seconds unreachableRetry{std::chrono::hours(1)};
};

/// The freshness lifetime of a fetch result (RFC 9309 §2.4): `policy.unreachableRetry` when
/// the file was unreachable (classifyFetchStatus, or a 2xx whose body could not be read);
/// otherwise `policy.maxLifetime`, or `maxAge` when the client passes the response's
/// Cache-Control max-age (RFC 9111 §5.2.2.1; 0 for no-store or no-cache) and it is shorter, but
/// never under `policy.minimumLifetime`. The one freshness rule of the project: RulesDatabase's
/// default fresh-until and the hosts cache of the GUI and the CLI (net/hostrulescache.h) both
/// come from it. O(1).
[[nodiscard]] std::chrono::seconds freshnessLifetime(const FetchResult &result,
                                                     std::optional<std::chrono::seconds> maxAge = std::nullopt,
                                                     const CachePolicy &policy = {});

/// Whether a fetch result is a version of the file that a cache (the history of earlier runs) may
/// later answer with, for up to its freshnessLifetime(). RFC 9309 §2.4 speaks of "the cached
/// version" of a robots.txt file "successfully downloaded" (§2.3.1.1): only a 2xx whose body
/// could be read is one. Any other result (a 4xx: no file; a 5xx, 429, no answer or an unreadable
/// body: unreachable, §2.3.1.4; a redirect not followed) says what one attempt met, not what the
/// file says: it is never served again from a cache, and the next question fetches again.
/// (Within one run a client still waits `unreachableRetry` before asking an unreachable host
/// again, so that questions in a row do not hammer it.) O(1).
[[nodiscard]] bool isReusableVersion(const FetchResult &result);

/// The freshness a response's Cache-Control header value asks for (RFC 9111 §5.2.2): its
/// max-age in seconds (§5.2.2.1; a quoted value is accepted, as servers send it), 0 for no-store
/// or no-cache (§5.2.2.5, §5.2.2.4: nothing may be reused without asking again), nullopt when it
/// says neither. The project's one Cache-Control parser: the fetcher hands its result to
/// freshnessLifetime(). O(n).
[[nodiscard]] std::optional<std::chrono::seconds> cacheControlMaxAge(std::string_view headerValue);

// RFC 9309 §2.4: "crawlers SHOULD NOT use the cached version for more than 24 hours, unless the
// robots.txt file is unreachable". A client that keeps a host's last good copy (the last fetch
// whose server said something about the file) answers with it while the host is unreachable, by
// these three rules; every host front end of the project calls them.

/// Whether a fetch is a good copy to keep for later failures: the server said something about
/// the file (classifyFetch() Success: a 2xx read; or Unavailable: a 4xx, no file there). O(1).
[[nodiscard]] bool isGoodCopy(const FetchResult &result);
/// Whether the last good copy answers instead of the LATEST fetch: when the dialect's policy
/// decides nothing on the latest (decideFetchOutcome() gives FetchOutcome::Unavailable, e.g. an
/// unreachable file under a dialect that keeps its cached copy). O(1).
[[nodiscard]] bool lastGoodCopyAnswers(const Dialect &dialect, const FetchResult &latest);
/// Until when the last good copy stays fresh: its own fresh-until, extended to the latest fetch's
/// while the latest is unreachable ("unless the robots.txt file is unreachable"). O(1).
[[nodiscard]] std::chrono::sys_seconds lastGoodCopyFreshUntil(std::chrono::sys_seconds goodFreshUntil,
                                                              const FetchResult &latest,
                                                              std::chrono::sys_seconds latestFreshUntil);

} // namespace robots
