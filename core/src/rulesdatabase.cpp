// SPDX-License-Identifier: MIT
#include "robots/rulesdatabase.h"

namespace robots {

std::string Origin::key() const
{
    return scheme + "://" + host + ":" + std::to_string(port);
}
std::optional<Origin> Origin::fromUrl(std::string_view)
{
    return std::nullopt;
}

RulesDatabase::RulesDatabase(std::string agent, const Dialect &dialect)
    : m_agent(std::move(agent))
    , m_dialect(&dialect)
{
}

void RulesDatabase::setAgent(std::string agent)
{
    if (agent != m_agent) {
        m_entries.clear();
        m_agent = std::move(agent);
    }
}

bool RulesDatabase::parse(std::string_view, std::string, std::optional<TimePoint>)
{
    return false;
}
FetchDecision RulesDatabase::applyFetch(std::string_view, const FetchResult &result, std::string,
                                        std::optional<TimePoint>)
{
    return decideFetchOutcome(*m_dialect, result);
}
Access RulesDatabase::allowed(std::string_view, TimePoint) const
{
    return Access::Unknown;
}
Verdict RulesDatabase::explain(std::string_view, TimePoint) const
{
    return {};
}
std::optional<RulesDatabase::TimePoint> RulesDatabase::freshUntil(std::string_view) const
{
    return std::nullopt;
}
void RulesDatabase::remove(std::string_view)
{
}
std::string RulesDatabase::save() const
{
    return {};
}
std::optional<RulesDatabase> RulesDatabase::load(std::string_view)
{
    return std::nullopt;
}
RulesDatabase::TimePoint RulesDatabase::now()
{
    return std::chrono::time_point_cast<std::chrono::seconds>(std::chrono::system_clock::now());
}
void RulesDatabase::store(const Origin &, std::string_view, FetchOutcome, std::string, TimePoint)
{
}
const RulesDatabase::Entry *RulesDatabase::find(std::string_view, TimePoint) const
{
    return nullptr;
}

} // namespace robots
