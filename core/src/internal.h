// SPDX-License-Identifier: MIT
#pragma once

// Internal model shared by parse.cpp, the verdict engine (agentindex.h) and rulesdatabase.cpp.
// Not installed.

#include "robots/robotsfile.h"
#include "robots/verdict.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace robots::detail {

struct FileData
{
    FileData() = default;
    /// Gives the large buffers to the spare pool (sparebuffers.cpp) for the next parse.
    ~FileData();
    FileData(const FileData &) = delete;
    FileData &operator=(const FileData &) = delete;

    const Dialect *dialect = nullptr;
    std::string text;
    std::string robotsUrl;
    std::string arena; ///< Normalised patterns and decoded values that differ from the text.
    std::vector<Line> lines;
    std::vector<Group> groups;
    std::vector<Rule> rules;
    std::vector<Sitemap> sitemaps;
    std::vector<OtherRecord> others;
    std::vector<PreferenceLine> preferences;
    std::size_t parsedBytes = 0;
    bool bom = false;
};

/// The large buffers of a parse that a later parse can reuse (sparebuffers.cpp).
///
/// Budget protected: the editor re-parses the same document once per dialect on every keystroke
/// (lint() reads it as each dialect), and a W1-sized (500 KiB) parse costs 2 ms when its pages
/// are still mapped but several times that when the allocator has given them back to the system
/// and every page faults in again. Keeping the buffers of recent large parses, and handing them
/// to the next parse of a body of about the same size, makes every repetition cost the same.
struct SpareBuffers
{
    std::string text;
    std::string arena;
    std::vector<Line> lines;
    std::vector<Rule> rules;
};

/// Spare buffers fit for a body of `bodySize` bytes, when the pool holds some (empty ones
/// otherwise; the text too unless `withText`). The vectors and strings are empty, with their
/// capacity kept.
[[nodiscard]] SpareBuffers takeSpareBuffers(std::size_t bodySize, bool withText);

/// Gives `spare` to the pool (it was the buffers of a body of `bodySize` bytes), or frees it when
/// the body was small or the pool is full.
void returnSpareBuffers(SpareBuffers &&spare, std::size_t bodySize) noexcept;

/// Splits and classifies `body` into `lines` (cleared first, its capacity reused): lexLines()
/// without a fresh vector.
void lexLinesInto(std::vector<Line> &lines, std::string_view body, const Dialect &dialect);

/// An absolute http(s) URL with a host and no white space: a Sitemap that search engines read
/// (sitemaps.org), and RSL 1.0's `License:` value (parse.cpp).
[[nodiscard]] bool validHttpUrl(std::string_view url);

/// Fills `line`'s path, preference, ranges, `parsed` and entries from its value (`valueRange` of
/// `body`): Content-Usage as draft-ietf-aipref-attach-05 splits it and RFC 9651 parses the
/// preference; Content-Signal as comma-separated `key=value` pairs (aipref.cpp).
void readPreference(PreferenceLine &line, std::string_view body, ByteRange valueRange);

/// How the parser (parse.cpp) fills a Rule: the only writer of its packed fields.
struct RuleWriter
{
    Rule &rule;
    void setLine(std::uint32_t v) { rule.m_line = v; }
    void setGroup(std::int32_t v) { rule.m_group = v; }
    void setKind(RuleKind v) { rule.m_kind = v; }
    void setStatus(RuleStatus v) { rule.m_status = v; }
    void setOrigin(RuleOrigin v) { rule.m_origin = v; }
    void setAllowsEverything(bool v) { rule.m_allowsEverything = v; }
    void setHasWildcard(bool v) { rule.m_hasWildcard = v; }
    void setAnchored(bool v) { rule.m_anchored = v; }
    void setPattern(std::string_view v) { rule.m_pattern = v; }
    void setNormalised(std::string_view v) { rule.m_normalised = v; }
};

/// What the engine reaches inside the public handles: their shared models and the constructors
/// that wrap them, kept out of the installed headers (the classes name this struct as a friend).
struct Internals
{
    [[nodiscard]] static RobotsFile makeFile(std::shared_ptr<const FileData> data)
    {
        return RobotsFile(std::move(data));
    }
    [[nodiscard]] static const FileData &data(const RobotsFile &file) { return *file.m_data; }
    [[nodiscard]] static AgentRules makeRules(RobotsFile file, std::shared_ptr<const AgentIndex> index)
    {
        return AgentRules(std::move(file), std::move(index));
    }
};

} // namespace robots::detail
