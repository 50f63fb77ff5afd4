// SPDX-License-Identifier: MIT
#pragma once

// The sitemap audit's check: every URL a site's sitemaps list, judged for each chosen agent by
// the draft robots.txt (the editor's text) and by the live file, and grouped by the rule that
// decides. "Submitted URL blocked by robots.txt" is what a search engine reports when a sitemap
// lists a URL the site's own robots.txt blocks; this finds them before it does, and says which
// edit of the draft blocks or unblocks them.
//
// Streaming: the network side (net/sitemapauditor.h) reads sitemaps and calls add() for every
// <loc> as it is parsed, so nothing waits for the whole tree and only what the result shows is
// kept (blocked and changed URLs; counts for the rest). Each (dialect, file, agent) is resolved
// once (AgentRules), so add() is one match per file and agent.
// Budget: 1,000,000 URLs × 3 agents checked and grouped in ≤ 2 s, ≤ 300 MB (bench_sitemap_audit).
// Not thread-safe: one thread feeds one SitemapAudit.

#include "robots/dialect.h"
#include "robots/verdict.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// How a URL of a sitemap fares for one agent.
enum class SitemapChange : std::uint8_t {
    BlockedInBoth, ///< The live file and the draft both disallow it.
    NewlyBlocked,  ///< Allowed by the live file, disallowed by the draft (the draft's edit blocks it).
    Unblocked,     ///< Disallowed by the live file, allowed by the draft (the draft's edit frees it).
    BlockedNoLive, ///< Disallowed by the draft; no live file was given.
};

/// The URLs of one (agent, change, deciding rules) group.
struct SitemapRuleGroup
{
    std::size_t agent = 0; ///< Index in the agents given.
    SitemapChange change = SitemapChange::BlockedInBoth;
    std::uint32_t draftLine = 0; ///< The draft's deciding line (0: none, e.g. allowed by default).
    std::string draftRule;       ///< "Disallow: /private/" (ruleText), or empty.
    std::uint32_t liveLine = 0;  ///< The live file's deciding line, 0 when none / no live file.
    std::string liveRule;
    std::vector<std::string> urls;      ///< The group's URLs in sitemap order: all, or the first
                                        ///< SitemapAudit::setSampleLimit() of them.
    std::vector<std::uint32_t> sources; ///< Parallel to `urls`: index into sources().
    std::size_t count = 0;              ///< URLs in the group, all of them (≥ urls.size()).
};

struct SitemapAuditResult
{
    std::size_t urls = 0;                        ///< URLs added (every <loc>).
    std::size_t checked = 0;                     ///< Of those, URLs of the site's own origin that were judged.
    std::vector<SitemapRuleGroup> groups;        ///< Sorted: agent, then change, then size (largest first).
    std::vector<std::string> otherHosts;         ///< URLs on another origin (sitemaps.org: not allowed).
    std::vector<std::string> malformed;          ///< Not an absolute http(s) URL.
    std::size_t otherHostCount = 0;              ///< All of them (≥ otherHosts.size(): a sample may be kept).
    std::size_t malformedCount = 0;              ///< All of them (≥ malformed.size()).
    std::vector<std::string> sources;            ///< The sitemap URLs, as registered with addSource().
    std::vector<std::uint32_t> otherHostSources; ///< Parallel to `otherHosts`: index into sources.
    std::vector<std::uint32_t> malformedSources; ///< Parallel to `malformed`: index into sources.
    bool liveCompared = false;                   ///< A live file was given (else every change is BlockedNoLive).
    [[nodiscard]] std::size_t blocked(std::size_t agent) const; ///< Disallowed by the draft.
    /// URLs the draft blocks for at least one agent (each URL once).
    std::size_t blockedAny = 0;
};

class SitemapAudit
{
public:
    /// `origin`: the site's origin (Origin::key() form or any URL of it); URLs on other origins
    /// go to otherHosts. An empty origin (e.g. only local sitemap files) judges every absolute
    /// http(s) URL. `live` nullopt: only the draft is checked (changes are BlockedNoLive). A live
    /// file byte-identical to the draft is matched once (every change is then BlockedInBoth).
    /// Both files are parsed with `dialect` against the origin's /robots.txt.
    SitemapAudit(std::string_view draft, std::optional<std::string_view> live, std::vector<std::string> agents,
                 const Dialect &dialect, std::string_view origin);
    ~SitemapAudit();
    SitemapAudit(SitemapAudit &&) noexcept;
    SitemapAudit &operator=(SitemapAudit &&) noexcept;

    /// Keeps at most `perGroup` URLs of each group, and of the other-host and malformed URLs (the
    /// first ones, in sitemap order); the counts stay exact. For a caller that shows a few URLs
    /// per group and writes the rest as they come (streamCsv()) instead of keeping them all.
    /// Budget: a million sitemap URLs ≤ 2 s, ≤ 300 MB with every URL blocked — every URL kept
    /// once per agent is what took a gigabyte. Default: keep all. Before the first add().
    void setSampleLimit(std::size_t perGroup);
    /// Writes the CSV of sitemapAuditCsv() as the URLs are judged instead of from the result: the
    /// header at once, then the rows of each URL (one per agent that has it in a group, then its
    /// other-host or malformed row) in sitemap order, handed to `sink` in pieces of about 64 KiB.
    /// The same rows as sitemapAuditCsv(), ordered by the sitemaps instead of by the groups.
    /// The agents column names the agents given. Before the first add(); flushCsv() hands on the rest.
    void streamCsv(std::function<void(std::string_view)> sink);
    void flushCsv();

    /// Registers a sitemap file; returns its index for add().
    std::uint32_t addSource(std::string url);
    /// Judges one <loc>. O(agents × match).
    void add(std::string_view url, std::uint32_t source);
    [[nodiscard]] std::size_t size() const; ///< URLs added so far.
    /// URLs added so far that the draft blocks for at least one agent (progress bars). O(1).
    [[nodiscard]] std::size_t blockedUrls() const;
    /// The grouped result so far (callable while adding, e.g. for progress).
    [[nodiscard]] SitemapAuditResult result() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

/// "url,agent,change,draft line,draft rule,live line,live rule,sitemap" rows (RFC 4180 quoting),
/// one per URL of every group, then the other-host and malformed URLs; header row first. Only the
/// URLs the result kept (all, unless a sample limit was set).
[[nodiscard]] std::string sitemapAuditCsv(const SitemapAuditResult &result, const std::vector<std::string> &agents);

/// "blocked", "newly-blocked", "unblocked", "blocked-by-draft".
[[nodiscard]] std::string_view sitemapChangeName(SitemapChange change);

} // namespace robots
