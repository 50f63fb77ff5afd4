// SPDX-License-Identifier: MIT
#pragma once

// The IP range files crawler operators publish (robots/studio/crawlerverification.h names them):
// read with Qt's JSON parser into the core's IpRangeFile.

#include "robots/message.h"
#include "robots/studio/accesslog.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace robots::net {

/// What parseIpRangeFile() read.
struct IpRangeParse
{
    /// The file, or nullopt when the bytes are not a range file at all (`error` says why).
    std::optional<robots::IpRangeFile> file;
    robots::Message error;
    /// The entries skipped, each named (a prefix that is no prefix, an entry without one): the
    /// rest of the file is kept.
    QList<robots::Message> problems;
};

/// Reads `{"creationTime": "…", "prefixes": [{"ipv4Prefix": "66.249.64.0/27"}, {"ipv6Prefix":
/// "2001:4860:4801:10::/64"}, …]}` with QJsonDocument. Not a range file (nullopt): not JSON, not an
/// object, no "prefixes" array (Google's old URLs now answer `{"Action needed": …}`), or no usable
/// prefix at all (an empty list would make every request of the operator spoofed). O(n).
[[nodiscard]] IpRangeParse parseIpRangeFile(const QByteArray &json);

} // namespace robots::net
