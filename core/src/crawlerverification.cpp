// SPDX-License-Identifier: MIT
// The operators' verification data (robots/studio/crawlerverification.h), compiled from
// core/data/crawler-verification.tsv.
#include "robots/studio/crawlerverification.h"

#include "textutil.h"

namespace robots {
namespace {

#include "crawler_verification.inc"

} // namespace

std::span<const CrawlerVerification> crawlerVerifications()
{
    return kVerifications;
}

const CrawlerVerification *findCrawlerVerification(std::string_view operatorName)
{
    for (const CrawlerVerification &v : kVerifications)
        if (v.operatorName == operatorName)
            return &v;
    return nullptr;
}

bool dnsNameInDomain(std::string_view host, std::string_view domain)
{
    if (host.ends_with('.'))
        host.remove_suffix(1);
    if (domain.empty() || host.size() < domain.size())
        return false;
    const std::string_view tail = host.substr(host.size() - domain.size());
    if (!detail::equalsIgnoreCaseAscii(tail, domain))
        return false;
    // The whole name, or a label boundary before the domain.
    return host.size() == domain.size() || host[host.size() - domain.size() - 1] == '.';
}

bool dnsNameInDomains(std::string_view host, std::span<const std::string_view> domains)
{
    for (const std::string_view d : domains)
        if (dnsNameInDomain(host, d))
            return true;
    return false;
}

} // namespace robots
