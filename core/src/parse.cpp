// SPDX-License-Identifier: MIT
#include "internal.h"

namespace robots {

RobotsFile::RobotsFile()
    : RobotsFile(parse(std::string(), defaultDialect()))
{
}

RobotsFile::RobotsFile(std::shared_ptr<const detail::FileData> data)
    : m_data(std::move(data))
{
}

const Dialect &RobotsFile::dialect() const { return *m_data->dialect; }
std::string_view RobotsFile::text() const { return m_data->text; }
std::span<const Line> RobotsFile::lines() const { return m_data->lines; }
std::string_view RobotsFile::slice(ByteRange range) const { return range.in(m_data->text); }
const Line *RobotsFile::line(std::uint32_t number) const
{
    return number >= 1 && number <= m_data->lines.size() ? &m_data->lines[number - 1] : nullptr;
}
std::string RobotsFile::serialise() const { return robots::serialise(m_data->text, m_data->lines); }
std::span<const Group> RobotsFile::groups() const { return m_data->groups; }
std::span<const Rule> RobotsFile::rules() const { return m_data->rules; }
std::span<const Sitemap> RobotsFile::sitemaps() const { return m_data->sitemaps; }
std::span<const OtherRecord> RobotsFile::otherRecords() const { return m_data->others; }
std::size_t RobotsFile::parsedBytes() const { return m_data->parsedBytes; }
bool RobotsFile::hasBom() const { return m_data->bom; }
std::size_t RobotsFile::memoryUsage() const { return m_data->text.capacity(); }

RobotsFile parse(std::string body, const Dialect &dialect)
{
    return parse(std::move(body), dialect, "http://example.com/robots.txt");
}

RobotsFile parse(std::string body, const Dialect &dialect, std::string_view robotsUrl)
{
    auto data = std::make_shared<detail::FileData>();
    data->dialect = &dialect;
    data->text = std::move(body);
    data->robotsUrl = std::string(robotsUrl);
    data->lines = lexLines(data->text, dialect);
    data->parsedBytes = data->text.size();
    return RobotsFile(std::move(data));
}

} // namespace robots
