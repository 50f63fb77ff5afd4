// SPDX-License-Identifier: MIT
#pragma once

// The versions of a host's robots.txt through time, as the history store saw them (for judging
// access logs: robots/studio/accesslog.h's LogJudge takes them).

#include "net/historystore.h"

#include "robots/studio/accesslog.h"

#include <vector>

namespace robots::net {

/// What was live at `urlOrOrigin` from each fetch on, oldest first: a new version each time a
/// fetch got a body other than the one before (A, B, then A again is three versions, which
/// HistoryStore::versions(), one row per distinct body, cannot say). A fetch whose outcome
/// allows everything (4xx, RFC 9309 §2.3.1.3) starts an empty version ("" allows all); a fetch
/// with no usable answer (5xx, network error) changes nothing: the crawler may keep its copy
/// (RFC 9309 §2.4). Labels read "version N (fetched 2026-03-01 12:00 UTC)". O(fetches) queries
/// plus one body read per version.
[[nodiscard]] std::vector<robots::RobotsVersion> liveVersions(const HistoryStore &store, const QString &urlOrOrigin);

} // namespace robots::net
