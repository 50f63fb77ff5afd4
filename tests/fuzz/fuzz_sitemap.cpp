// SPDX-License-Identifier: MIT
// fuzz_sitemap: libFuzzer target over the sitemap reader (net/sitemapreader.h), which reads what
// any web server sends: XML in any encoding, gzip files and gzip- or deflate-encoded responses,
// bombs and DOCTYPEs. Limits are set small (256 KiB, 64 URLs) so that every input reaches them
// cheaply. For every input it checks:
//   - reading never fails hard; a problem stops reading and is kept once; no callback after it;
//   - <loc>s come only from their root (page URLs from <urlset>, sitemaps from <sitemapindex>),
//     trimmed, and entries() counts them; TooManyUrls is flagged once, and only past the limit;
//   - no more than the limit of XML bytes is read; TooLarge only when the limit is reached;
//   - the same file fed in small pieces gives the same <loc>s and outcome as fed whole (the reader
//     is a stream: where the network cuts the bytes changes nothing).
// A broken promise aborts with a message, so libFuzzer keeps the input as a crash.

#include "fuzzcheck.h"
#include "net/sitemapreader.h"

#include <QByteArray>
#include <QList>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace {

using fuzz::check;
using robots::net::SitemapProblem;
using robots::net::SitemapReader;

constexpr qint64 kMaxBytes = 256 * 1024;
constexpr qint64 kMaxEntries = 64;

struct Reading
{
    QList<QByteArray> urls;
    QList<QByteArray> children;
    int flags = 0;
    bool finished = false;
    std::optional<SitemapProblem::Kind> problem;
    SitemapReader::Root root = SitemapReader::Root::Unknown;
    qint64 entries = 0;
    qint64 xmlBytes = 0;
};

/// Reads `bytes` in pieces of `piece` bytes (0: whole), as a response with `encoding`.
Reading read(QByteArrayView bytes, qsizetype piece, const QByteArray &encoding)
{
    Reading r;
    bool stopped = false;
    SitemapReader::Callbacks callbacks;
    callbacks.url = [&](QByteArrayView loc) {
        check(!stopped, "no <loc> after reading stopped");
        r.urls.append(loc.toByteArray());
    };
    callbacks.child = [&](QByteArrayView loc) {
        check(!stopped, "no <loc> after reading stopped");
        r.children.append(loc.toByteArray());
    };
    callbacks.flag = [&](const SitemapProblem &p) {
        check(p.kind == SitemapProblem::Kind::TooManyUrls, "the only flag is TooManyUrls");
        ++r.flags;
    };
    SitemapReader reader(callbacks);
    reader.setContentEncoding(encoding);
    reader.setContentType("application/xml");
    reader.setMaxUncompressedBytes(kMaxBytes);
    reader.setMaxEntries(kMaxEntries);
    bool ok = true;
    for (qsizetype at = 0; ok && at < bytes.size(); at += piece ? piece : bytes.size()) {
        ok = reader.feed(bytes.sliced(at, std::min(piece ? piece : bytes.size(), bytes.size() - at)));
        stopped = !ok;
        check(ok || reader.stopped(), "feed() is false only when reading stopped");
    }
    r.finished = ok && reader.finish();
    check(!r.finished || !reader.problem(), "a finished file has no problem");
    check(r.finished || reader.problem() || !ok, "an unfinished file says why");
    if (reader.problem())
        r.problem = reader.problem()->kind;
    check(!reader.problem() || !reader.problem()->message.toEnglish().empty(), "a problem says what happened");
    r.root = reader.root();
    r.entries = reader.entries();
    r.xmlBytes = reader.uncompressedBytes();
    return r;
}

void checkReading(const Reading &r)
{
    check(r.entries == r.urls.size() + r.children.size(), "entries() counts the <loc>s handed on");
    check(r.urls.isEmpty() || r.root == SitemapReader::Root::UrlSet, "page URLs come from a <urlset>");
    check(r.children.isEmpty() || r.root == SitemapReader::Root::SitemapIndex, "sitemaps come from a <sitemapindex>");
    check(r.flags == (r.entries > kMaxEntries ? 1 : 0), "TooManyUrls is flagged once, past the limit");
    check(r.xmlBytes <= kMaxBytes, "no more than the limit of XML bytes is read");
    check(r.problem != SitemapProblem::Kind::TooLarge || r.xmlBytes == kMaxBytes, "TooLarge at the limit only");
    for (const QList<QByteArray> *locs : {&r.urls, &r.children}) {
        for (const QByteArray &loc : *locs)
            check(loc == loc.trimmed(), "a <loc> is trimmed");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView bytes(data, qsizetype(size));
    const Reading whole = read(bytes, 0, QByteArray());
    checkReading(whole);
    // Pieces of 1 to 16 bytes, chosen by the input so that every cut is tried somewhere.
    const qsizetype piece = size ? 1 + data[size - 1] % 16 : 1;
    const Reading pieces = read(bytes, piece, QByteArray());
    checkReading(pieces);
    if (whole.finished) {
        check(pieces.finished, "a file read whole reads in pieces too");
        check(pieces.urls == whole.urls && pieces.children == whole.children, "the same <loc>s whatever the pieces");
    }
    // The same bytes as a gzip/deflate-encoded response: broken streams stop with a problem.
    checkReading(read(bytes, piece, "gzip"));
    return 0;
}
