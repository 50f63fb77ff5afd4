// SPDX-License-Identifier: MIT
// fuzz_sitefile: libFuzzer target over site files (net/sitefile.h, docs/site-file.md), which the
// studio reopens and `robotstxt site fetch SITEFILE` reads in CI or cron — files that travel
// between machines and are edited by hand. For every input it checks:
//   - load() never fails hard: a site, or nullopt with a message;
//   - a loaded site holds what the format promises: hosts are distinct origins (no path, query
//     or fragment), agents are distinct, trimmed and not empty, sitemaps distinct, refresh >= 0;
//   - what save() writes, load() reads back to the same site, and saving that gives the same
//     bytes (a site file survives any number of round trips through the studio);
//   - discoverHosts() offers only origins the site does not list yet.
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"
#include "net/sitefile.h"

#include <QFile>
#include <QSet>
#include <QStringList>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace {

using fuzz::check;
using robots::net::SiteFile;

const QTemporaryDir &folder()
{
    static const QTemporaryDir dir;
    return dir;
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList encoded(const QList<QUrl> &urls)
{
    QStringList out;
    for (const QUrl &url : urls)
        out.append(url.toString(QUrl::FullyEncoded));
    return out;
}

bool isOrigin(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty() && (url.path().isEmpty() || url.path() == QLatin1String("/")) &&
           !url.hasQuery() && !url.hasFragment();
}

void checkSite(const SiteFile &site)
{
    check(QSet<QUrl>(site.hosts.begin(), site.hosts.end()).size() == site.hosts.size(), "hosts are distinct");
    for (const QUrl &host : site.hosts)
        check(isOrigin(host), "a host is an origin");
    check(QSet<QUrl>(site.sitemaps.begin(), site.sitemaps.end()).size() == site.sitemaps.size(),
          "sitemaps are distinct");
    check(QSet<QString>(site.agents.begin(), site.agents.end()).size() == site.agents.size(), "agents are distinct");
    for (const QString &agent : site.agents)
        check(!agent.isEmpty() && agent == agent.trimmed(), "an agent is trimmed and not empty");
    check(site.refreshMinutes >= 0, "the refresh is not negative");
    for (const QUrl &found : robots::net::discoverHosts(site, site.sitemaps)) {
        check(isOrigin(found), "a discovered host is an origin");
        check(!site.hosts.contains(found), "a discovered host is not listed yet");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    check(folder().isValid(), "a temporary folder");
    const QString input = folder().filePath(QStringLiteral("input.robotssite"));
    {
        QFile f(input);
        check(f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
                  f.write(reinterpret_cast<const char *>(data), qint64(size)) == qint64(size),
              "the input is written");
    }
    robots::Message error;
    const std::optional<SiteFile> site = SiteFile::load(input, &error);
    if (!site) {
        check(!error.id.empty(), "a file that does not load says why");
        return 0;
    }
    checkSite(*site);

    const QString saved = folder().filePath(QStringLiteral("saved.robotssite"));
    check(site->save(saved, &error), "a loaded site saves");
    const std::optional<SiteFile> again = SiteFile::load(saved, &error);
    if (!again)
        std::fprintf(stderr, "%s\n", error.toEnglish().c_str());
    check(again.has_value(), "what save() writes, load() reads");
    // URLs compare as they go on the wire: QUrl keeps a `#` inside a fragment as written, while
    // its encoded form (what is saved and fetched) has %23 — the same URL either way.
    check(again->name == site->name && encoded(again->hosts) == encoded(site->hosts) &&
              encoded(again->sitemaps) == encoded(site->sitemaps) && again->agents == site->agents &&
              again->refreshMinutes == site->refreshMinutes,
          "load(save(site)) is the same site");
    const QString savedAgain = folder().filePath(QStringLiteral("saved-again.robotssite"));
    check(again->save(savedAgain, &error), "a reloaded site saves");
    check(bytesOf(savedAgain) == bytesOf(saved), "saving a reloaded site writes the same bytes");
    return 0;
}
