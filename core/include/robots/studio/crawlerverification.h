// SPDX-License-Identifier: MIT
#pragma once

// How each crawler operator lets a site check that a request claiming one of its crawlers came
// from it: the IP range files it publishes and the DNS domains its crawlers' addresses resolve
// into (reverse-then-forward DNS). The data is core/data/crawler-verification.tsv, compiled into
// the core (core/cmake/crawler-verification.cmake); every row cites the operator's page, the day it
// was checked, and what could not be confirmed. The network client fetches the files
// (net/ipranges.h) and asks DNS (net/dnsverifier.h); robots/studio/accesslog.h's IpVerifier uses
// the answers.

#include <cstdint>
#include <span>
#include <string_view>

namespace robots {

/// One operator's documented ways of verification.
struct CrawlerVerification
{
    std::string_view operatorName;               ///< As the catalogue spells it (Crawler::operatorName).
    std::span<const std::string_view> rangeUrls; ///< Its IP range files (https URLs), may be empty.
    /// Domains a crawler address's PTR name must be in (`crawl-1.googlebot.com` is in
    /// `googlebot.com`), lower case; empty when the operator documents no DNS verification.
    std::span<const std::string_view> dnsDomains;
    std::string_view source;    ///< The operator's page.
    std::string_view checked;   ///< When the row was compared with it (YYYY-MM-DD).
    std::string_view note;      ///< What could not be confirmed, choices made.
    std::uint32_t dataLine = 0; ///< Line in crawler-verification.tsv.
};

/// Every operator of the data file, in its order. Static storage; O(1).
[[nodiscard]] std::span<const CrawlerVerification> crawlerVerifications();

/// The row of `operatorName` (exact, as the catalogue spells it), or nullptr. O(rows).
[[nodiscard]] const CrawlerVerification *findCrawlerVerification(std::string_view operatorName);

/// Whether the DNS name `host` is `domain` or inside it, label by label (RFC 1035 §3.1: names
/// compare without ASCII case; a final `.`, the root, is ignored): `crawl-66-249-66-1.googlebot.com.`
/// is in `googlebot.com`, `evilgooglebot.com` is not. O(length).
[[nodiscard]] bool dnsNameInDomain(std::string_view host, std::string_view domain);
/// dnsNameInDomain() for any of `domains`.
[[nodiscard]] bool dnsNameInDomains(std::string_view host, std::span<const std::string_view> domains);

} // namespace robots
