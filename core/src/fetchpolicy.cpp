// SPDX-License-Identifier: MIT
#include "robots/fetchpolicy.h"

#include "messageargs.h"
#include "textutil.h"

#include <algorithm>
#include <charconv>
#include <string>

namespace robots {

namespace {

// The outcome and the network error are arguments of the decision's message; as Texts with ids
// the GUI translates them with the message (ui/i18n/coremessages.h, translatedCoreArgument).
Text outcomeText(FetchOutcome outcome)
{
    switch (outcome) {
    case FetchOutcome::ParseBody:
        return {"fetch.outcome.parse", "parse the body"};
    case FetchOutcome::AllowAll:
        return {"fetch.outcome.allow-all", "everything allowed"};
    case FetchOutcome::DisallowAll:
        return {"fetch.outcome.disallow-all", "everything disallowed"};
    case FetchOutcome::Unavailable:
        return {"fetch.outcome.unavailable", "no decision: keep a fresh cached copy, else the rules are unknown"};
    }
    return {};
}

Text networkErrorText(NetworkError e)
{
    switch (e) {
    case NetworkError::None:
        return {"fetch.network.none", "none"};
    case NetworkError::Timeout:
        return {"fetch.network.time-out", "time-out"};
    case NetworkError::NameResolution:
        return {"fetch.network.name-resolution", "name resolution"};
    case NetworkError::ConnectionRefused:
        return {"fetch.network.connection-refused", "connection refused"};
    case NetworkError::Tls:
        return {"fetch.network.tls", "TLS"};
    case NetworkError::Other:
        break;
    }
    return {"fetch.network.other", "other"};
}

FetchDecision decided(FetchOutcome outcome, std::string_view id, std::string_view english, MessageArgs args)
{
    FetchDecision d;
    d.outcome = outcome;
    const std::size_t at = args.size();
    args.emplace_back(outcomeText(outcome).english);
    d.reason = withText(detail::MessageInternals::make(id, english, std::move(args)), at, outcomeText(outcome));
    return d;
}

} // namespace

FetchDecision decideFetchOutcome(const Dialect &dialect, const FetchResult &result)
{
    const FetchPolicy &p = dialect.fetch();
    if (result.redirects > p.maxRedirects) {
        // RFC 9309 §2.3.1.2: follow at least five redirects; beyond the dialect's limit the
        // file counts as what the dialect says (unavailable → allow all, for RFC 9309).
        return decided(p.tooManyRedirects, "fetch.too-many-redirects", "%1 redirects (the limit is %2): %3",
                       {std::to_string(result.redirects), std::to_string(p.maxRedirects)});
    }
    if (!result.status) {
        // RFC 9309 §2.3.1.4: a network error makes the file unreachable.
        FetchDecision d = decided(p.networkError, "fetch.network-error", "network error (%1): %2",
                                  {std::string(networkErrorText(result.error).english)});
        d.reason = withText(std::move(d.reason), 0, networkErrorText(result.error));
        return d;
    }
    const int s = *result.status;
    const std::string code = std::to_string(s);
    FetchOutcome outcome = p.otherStatus;
    switch (classifyFetchStatus(s)) {
    case FetchStatusClass::Success: {
        if (result.bodyUnreadable) {
            // RFC 9309 §2.3.1.1 asks crawlers to follow the rules of a file they "successfully
            // download"; a body that could not be read (refused by a decompression safety limit,
            // a broken gzip stream) was not downloaded, and an empty file must not stand in for
            // it (that would allow everything). It is what §2.3.1.4 calls unreachable: "the
            // robots.txt file is undefined", as when the connection breaks mid-body, so the
            // dialect's network-error outcome applies (complete disallow for RFC 9309).
            return decided(p.networkError, "fetch.body-unreadable", "HTTP %1, but the body could not be read: %2",
                           {code});
        }
        if (p.requireTextContentType && !result.contentType.empty() &&
            !detail::startsWithIgnoreCaseAscii(detail::trim(result.contentType, Whitespace::Ascii), "text/")) {
            // LWP::RobotUA parses only text/* bodies; anything else becomes an empty file.
            return decided(FetchOutcome::AllowAll, "fetch.not-text", "HTTP %1 with Content-Type %2 (not text/*): %3",
                           {code, std::string(result.contentType)});
        }
        if (p.maxBodyBytes != 0 && result.bodyBytes > p.maxBodyBytes) {
            FetchDecision d =
                decided(p.bodyTooLarge, "fetch.body-too-large", "HTTP %1, %2 bytes (over the %3-byte limit): %4",
                        {code, std::to_string(result.bodyBytes), std::to_string(p.maxBodyBytes)});
            if (d.outcome == FetchOutcome::ParseBody)
                d.bytesToParse = p.maxBodyBytes; // RFC 9309 §2.5: parse at least 500 KiB
            return d;
        }
        FetchDecision d = decided(FetchOutcome::ParseBody, "fetch.success", "HTTP %1: %2", {code});
        d.bytesToParse = result.bodyBytes;
        return d;
    }
    case FetchStatusClass::Redirect:
        // A redirect the fetcher did not follow (or could not: no Location).
        return decided(p.tooManyRedirects, "fetch.redirect-not-followed", "HTTP %1 not followed: %2", {code});
    case FetchStatusClass::Unavailable:
        // RFC 9309 §2.3.1.3: unavailable → allow all; seed 003 (O'Reilly): 401/403 → avoid the
        // whole site, 404 → allow all.
        outcome = s == 401 || s == 403 ? p.status401or403 : p.otherStatus4xx;
        break;
    case FetchStatusClass::Unreachable:
        // RFC 9309 §2.3.1.4: unreachable → disallow all (429 has a policy entry of its own).
        outcome = s == 429 ? p.status429 : p.status5xx;
        break;
    case FetchStatusClass::Unexpected:
        break;
    }
    return decided(outcome, "fetch.status", "HTTP %1: %2", {code});
}

FetchStatusClass classifyFetchStatus(std::optional<int> status)
{
    if (!status)
        return FetchStatusClass::Unreachable;
    const int s = *status;
    if (s >= 200 && s <= 299)
        return FetchStatusClass::Success;
    if (s >= 300 && s <= 399)
        return FetchStatusClass::Redirect;
    if (s == 429 || (s >= 500 && s <= 599))
        return FetchStatusClass::Unreachable;
    if (s >= 400 && s <= 499)
        return FetchStatusClass::Unavailable;
    return FetchStatusClass::Unexpected;
}

FetchStatusClass classifyFetch(const FetchResult &result)
{
    if (result.status && result.bodyUnreadable && classifyFetchStatus(result.status) == FetchStatusClass::Success)
        return FetchStatusClass::Unreachable;
    return classifyFetchStatus(result.status);
}

std::chrono::seconds freshnessLifetime(const FetchResult &result, std::optional<std::chrono::seconds> maxAge,
                                       const CachePolicy &policy)
{
    if (classifyFetch(result) == FetchStatusClass::Unreachable)
        return policy.unreachableRetry;
    if (maxAge) // RFC 9309 §2.4: "MAY use standard cache control as defined in RFC 9111"
        return std::min(policy.maxLifetime, std::max(*maxAge, policy.minimumLifetime));
    return policy.maxLifetime;
}

bool isReusableVersion(const FetchResult &result)
{
    // RFC 9309 §2.4: the cached version is that of a file successfully downloaded (§2.3.1.1).
    return classifyFetchStatus(result.status) == FetchStatusClass::Success && !result.bodyUnreadable;
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

std::optional<std::chrono::seconds> cacheControlMaxAge(std::string_view headerValue)
{
    std::optional<std::chrono::seconds> age;
    while (!headerValue.empty()) {
        const std::size_t comma = headerValue.find(',');
        const std::string directive = detail::lowerAscii(detail::trim(headerValue.substr(0, comma), Whitespace::Ascii));
        headerValue = comma == std::string_view::npos ? std::string_view() : headerValue.substr(comma + 1);
        if (directive == "no-store" || directive == "no-cache")
            return std::chrono::seconds(0);
        if (!directive.starts_with("max-age="))
            continue;
        std::string digits = directive.substr(8);
        std::erase(digits, '"');
        long long seconds = 0;
        const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seconds);
        if (ec == std::errc() && ptr == digits.data() + digits.size() && !digits.empty() && seconds >= 0)
            age = std::chrono::seconds(seconds);
    }
    return age;
}

bool isGoodCopy(const FetchResult &result)
{
    const FetchStatusClass c = classifyFetch(result);
    return c == FetchStatusClass::Success || c == FetchStatusClass::Unavailable;
}

bool lastGoodCopyAnswers(const Dialect &dialect, const FetchResult &latest)
{
    return decideFetchOutcome(dialect, latest).outcome == FetchOutcome::Unavailable;
}

std::chrono::sys_seconds lastGoodCopyFreshUntil(std::chrono::sys_seconds goodFreshUntil, const FetchResult &latest,
                                                std::chrono::sys_seconds latestFreshUntil)
{
    if (classifyFetch(latest) == FetchStatusClass::Unreachable)
        return std::max(goodFreshUntil, latestFreshUntil);
    return goodFreshUntil;
}

} // namespace robots
