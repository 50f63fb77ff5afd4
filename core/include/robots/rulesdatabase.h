// SPDX-License-Identifier: MIT
#pragma once

#include "robots/dialect.h"
#include "robots/fetchpolicy.h"
#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace robots {

/// The origin robots.txt rules belong to: scheme, host (lower case) and port (default filled in).
struct Origin
{
    std::string scheme;
    std::string host;
    int port = 0;

    /// "http://example.com:80". Stable; used as the database key and in the saved form.
    [[nodiscard]] std::string key() const;
    /// The origin of an absolute URL, or nullopt for a bare path or a URL without a host. O(n).
    [[nodiscard]] static std::optional<Origin> fromUrl(std::string_view url);
    /// True for http and https: RFC 9309 §2.3 defines where the file of these schemes is, and they
    /// are the ones a crawler fetches robots.txt over.
    [[nodiscard]] bool isHttp() const;
    /// "https://example.com/robots.txt": RFC 9309 §2.3, the file is at the top of the origin's
    /// authority (user info, path, query and fragment dropped); the scheme's default port is
    /// omitted, as a crawler writes the URL. O(host).
    [[nodiscard]] std::string robotsUrl() const;
    friend bool operator==(const Origin &, const Origin &) = default;
};

/// A database of robots.txt-derived permissions over many origins, the WWW::RobotRules model
/// (seeds 000/001): per origin the parsed rules (or a fetch outcome) and a fresh-until time, by
/// default the one freshness rule of RFC 9309 §2.4 (freshnessLifetime(), fetchpolicy.h).
/// A URL whose origin has no fresh entry is Unknown. Changing the agent clears everything.
/// Not thread-safe for writes; const member functions may run concurrently.
class RulesDatabase
{
public:
    using TimePoint = std::chrono::sys_seconds;

    /// `agent` as given to the dialect's agent matching (e.g. `MOMspider/1.0`).
    explicit RulesDatabase(std::string agent = "*", const Dialect &dialect = defaultDialect());

    [[nodiscard]] const std::string &agent() const { return m_agent; }
    [[nodiscard]] const Dialect &dialect() const { return *m_dialect; }
    /// Sets the agent; when it differs from the current one every entry is cleared
    /// (WWW::RobotRules `agent()`: "Changing the agent name will clear the robots.txt rules").
    void setAgent(std::string agent);

    /// Parses `body` fetched from `robotsUrl` and stores it for that URL's origin until
    /// `freshUntil` (default: now + 24 hours, CachePolicy::maxLifetime, RFC 9309 §2.4; WWW::RobotRules
    /// itself defaults to a year). Replaces what the origin had. Returns false (and stores
    /// nothing) when `robotsUrl` has no origin.
    bool parse(std::string_view robotsUrl, std::string body, std::optional<TimePoint> freshUntil = std::nullopt);

    /// Stores a fetch outcome for the origin: AllowAll / DisallowAll replace the entry;
    /// ParseBody parses `body` (cut to the policy's byte cap); Unavailable keeps a fresh entry
    /// untouched (the URL stays Unknown if there is none). The entry is fresh until `freshUntil`,
    /// by default now + freshnessLifetime(result) (fetchpolicy.h: 24 hours, an hour for an
    /// unreachable file; a caller that knows the response's max-age passes its own time). Returns the decision applied.
    FetchDecision applyFetch(std::string_view robotsUrl, const FetchResult &result, std::string body,
                             std::optional<TimePoint> freshUntil = std::nullopt);

    /// Allowed / Disallowed from the origin's fresh rules, Unknown when there are none (or the
    /// URL has no origin). O(1) lookup + one verdict.
    [[nodiscard]] Access allowed(std::string_view url, TimePoint now) const;
    [[nodiscard]] Access allowed(std::string_view url) const { return allowed(url, now()); }
    /// The same with the explanation.
    [[nodiscard]] Verdict explain(std::string_view url, TimePoint now) const;

    [[nodiscard]] std::optional<TimePoint> freshUntil(std::string_view urlOrOrigin) const;
    [[nodiscard]] std::size_t size() const { return m_entries.size(); }
    void clear() { m_entries.clear(); }
    /// Drops the entry of the URL's origin.
    void remove(std::string_view url);

    /// A line-based text form: a header line, the agent and dialect, then per origin its key,
    /// fresh-until (Unix seconds), outcome, robots URL and the body (escaped on one line).
    /// Round-trips through load() exactly.
    [[nodiscard]] std::string save() const;
    /// Reads save()'s form; nullopt on any malformed input.
    [[nodiscard]] static std::optional<RulesDatabase> load(std::string_view text);

    [[nodiscard]] static TimePoint now();

    /// The key the database files a URL under: Origin::key(), or WWW::RobotRules' "host:port"
    /// for dialects with DialectRules::perlNetlocKeys. Empty when the URL has no host.
    [[nodiscard]] std::string originKey(std::string_view url) const;

private:
    struct Entry
    {
        std::string robotsUrl;
        TimePoint freshUntil;
        FetchOutcome outcome = FetchOutcome::ParseBody;
        std::string body;
        RobotsFile file;
        AgentRules rules;
    };
    void store(std::string key, std::string_view robotsUrl, FetchOutcome outcome, std::string body,
               TimePoint freshUntil);
    const Entry *find(std::string_view url, TimePoint now) const;

    std::string m_agent;
    const Dialect *m_dialect;
    std::map<std::string, Entry, std::less<>> m_entries;
};

} // namespace robots
