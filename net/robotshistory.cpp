// SPDX-License-Identifier: MIT
#include "net/robotshistory.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace robots::net {

std::vector<robots::RobotsVersion> liveVersions(const HistoryStore &store, const QString &urlOrOrigin)
{
    QList<HistoryStore::Fetch> fetches = store.fetches(urlOrOrigin); // newest first
    std::reverse(fetches.begin(), fetches.end());
    std::vector<robots::RobotsVersion> out;
    qint64 current = -1; // the body in force: a version id, 0 for "allow all", -1 none yet
    for (const HistoryStore::Fetch &f : fetches) {
        qint64 body = -1;
        if (f.versionId != 0)
            body = f.versionId;
        else if (f.outcome == u"allow-all"_s)
            body = 0;
        if (body < 0 || body == current)
            continue;
        current = body;
        robots::RobotsVersion v;
        v.sinceMs = f.fetchedAt.toMSecsSinceEpoch();
        if (body > 0) {
            const std::optional<QByteArray> bytes = store.body(body);
            if (!bytes)
                continue;
            v.body = bytes->toStdString();
        }
        v.label = (u"version %1 (fetched %2 UTC)"_s.arg(out.size() + 1)
                       .arg(f.fetchedAt.toUTC().toString(u"yyyy-MM-dd hh:mm"_s)))
                      .toStdString();
        out.push_back(std::move(v));
    }
    return out;
}

} // namespace robots::net
