// SPDX-License-Identifier: MIT
#include "internal.h"

namespace robots {

Message Verdict::groupExplanation() const { return {}; }
Message Verdict::precedenceExplanation() const { return {}; }
std::vector<Message> Verdict::explanation() const { return {}; }
std::string Verdict::describe() const { return {}; }

AgentRules::AgentRules()
    : AgentRules(rulesFor(RobotsFile(), "*"))
{
}

AgentRules::AgentRules(std::shared_ptr<const detail::AgentIndex> index)
    : m_index(std::move(index))
{
}

const RobotsFile &AgentRules::file() const { return m_index->handle; }
std::string_view AgentRules::agent() const { return m_index->agent; }
std::string_view AgentRules::agentToken() const { return m_index->token; }
std::span<const ChosenGroup> AgentRules::groups() const { return m_index->groups; }
Decision AgentRules::decide(std::string_view) const { return {}; }
Verdict AgentRules::explain(std::string_view urlOrPath) const
{
    Verdict v;
    v.file = m_index->handle;
    v.dialect = &v.file.dialect();
    v.url = std::string(urlOrPath);
    return v;
}

AgentRules rulesFor(const RobotsFile &file, std::string_view agent)
{
    auto index = std::make_shared<detail::AgentIndex>();
    index->file = file.data();
    index->handle = file;
    index->agent = std::string(agent);
    return AgentRules(std::move(index));
}

Verdict evaluate(const AgentRules &rules, std::string_view urlOrPath) { return rules.explain(urlOrPath); }
Verdict evaluate(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath)
{
    return rulesFor(file, agent).explain(urlOrPath);
}
bool isAllowed(const RobotsFile &file, std::string_view agent, std::string_view urlOrPath)
{
    return rulesFor(file, agent).isAllowed(urlOrPath);
}

std::string_view accessName(Access access)
{
    switch (access) {
    case Access::Allowed: return "allowed";
    case Access::Disallowed: return "disallowed";
    case Access::Unknown: return "unknown";
    }
    return "unknown";
}
Text groupReasonText(GroupReason) { return {}; }
Text deciderText(Decider) { return {}; }

} // namespace robots
