// SPDX-License-Identifier: MIT
#pragma once

// One sitemap file read as its bytes arrive: gzip inflated with zlib (a `Content-Encoding: gzip`
// response, a `.xml.gz` file — recognised by its magic bytes, not its name — or both), the XML
// read with QXmlStreamReader as it comes (addData), every <loc> handed on at once. Nothing waits
// for the whole file, and nothing of it is kept but the parser's own small buffer.
//
// The limits are the sitemaps.org protocol's: 50,000 URLs and 50 MB (52,428,800 bytes)
// uncompressed per file. Past 50 MB reading stops (TooLarge): a gzip bomb inflates no further than
// that. Past 50,000 URLs the file is flagged (TooManyUrls) and read on: a search engine may ignore
// the rest, but the audit still checks every URL.
//
// XML safety: a DOCTYPE stops reading (Doctype; `<!DOCTYPE html>` is an HTML page: NotXml), so no
// entity declared in it is ever expanded, and QXmlStreamReader never fetches anything (external
// entities and DTDs are not loaded by it at all). An undeclared entity is an XML error.
//
// Used by SitemapAuditor (on its worker thread) and bench_sitemap_audit; no threads, no I/O.

#include "net/sitemapauditor.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QXmlStreamReader;

namespace robots::net {

class Inflater; // net/inflater.h

class SitemapReader
{
public:
    /// sitemaps.org: "no more than 50,000 URLs and must be no larger than 50MB (52,428,800 bytes)".
    static constexpr qint64 kMaxUncompressedBytes = 52'428'800;
    static constexpr qint64 kMaxEntries = 50'000;

    enum class Root : unsigned char {
        Unknown,      ///< No root element read yet.
        UrlSet,       ///< <urlset>: <url><loc> are page URLs.
        SitemapIndex, ///< <sitemapindex>: <sitemap><loc> are sitemap URLs.
    };

    struct Callbacks
    {
        /// A <loc> of a <urlset>, trimmed, in UTF-8.
        std::function<void(QByteArrayView)> url;
        /// A <loc> of a <sitemapindex>, trimmed, in UTF-8.
        std::function<void(QByteArrayView)> child;
        /// A problem that does not stop reading (TooManyUrls), once.
        std::function<void(const SitemapProblem &)> flag;
    };

    explicit SitemapReader(Callbacks callbacks);
    ~SitemapReader();
    SitemapReader(const SitemapReader &) = delete;
    SitemapReader &operator=(const SitemapReader &) = delete;

    /// The response's Content-Encoding ("gzip", "x-gzip", "deflate"; anything else: none). Before
    /// the first feed().
    void setContentEncoding(const QByteArray &encoding);
    /// Content-Type of the response, for the message when the file is an HTML page.
    void setContentType(const QByteArray &type) { m_contentType = type; }
    void setMaxUncompressedBytes(qint64 bytes) { m_maxBytes = bytes; }
    void setMaxEntries(qint64 entries) { m_maxEntries = entries; }

    /// Reads the next bytes of the file. False when reading must stop: problem() says why
    /// (or stop() was called). Calls the callbacks for every <loc> completed by these bytes.
    bool feed(QByteArrayView bytes);
    /// The end of the file: false when it is incomplete or not a sitemap (problem() says why).
    bool finish();
    /// Stops reading from outside (e.g. the audit's URL limit): feed() returns false from now on.
    void stop() { m_stopped = true; }

    [[nodiscard]] bool stopped() const { return m_stopped; }
    /// Why reading stopped or the file is not a sitemap (url left empty); nullopt when fine.
    [[nodiscard]] const std::optional<SitemapProblem> &problem() const { return m_problem; }
    [[nodiscard]] Root root() const { return m_root; }
    [[nodiscard]] qint64 entries() const { return m_entries; }            ///< <loc> read.
    [[nodiscard]] qint64 uncompressedBytes() const { return m_xmlBytes; } ///< XML bytes read.
    [[nodiscard]] bool compressed() const; ///< At least one gzip/deflate layer was inflated.

private:
    bool pushEncoded(QByteArrayView bytes);
    bool pushSniffed(QByteArrayView bytes);
    bool pushXml(QByteArrayView bytes);
    bool parse();
    void addXml(QByteArray bytes);
    static int codeUnitOf(QByteArrayView head);
    bool fail(SitemapProblem::Kind kind, robots::Message message);
    bool xmlError();

    Callbacks m_callbacks;
    QByteArray m_contentType;
    qint64 m_maxBytes = kMaxUncompressedBytes;
    qint64 m_maxEntries = kMaxEntries;

    std::unique_ptr<Inflater> m_contentDecoder; ///< Content-Encoding.
    std::unique_ptr<Inflater> m_fileDecoder;    ///< gzip file (magic bytes 1f 8b).
    QByteArray m_sniff;                         ///< The first bytes, until the magic is known.
    bool m_sniffed = false;

    std::unique_ptr<QXmlStreamReader> m_xml;
    QByteArray m_xmlHead; ///< The first bytes, held until there are enough to tell the encoding.
    bool m_xmlStarted = false;
    int m_unit = 1;     ///< Bytes per code unit: 2 for UTF-16, 4 for UTF-32.
    QByteArray m_carry; ///< Bytes of an incomplete code unit.
    qint64 m_xmlBytes = 0;
    Root m_root = Root::Unknown;
    int m_depth = 0;
    bool m_inEntry = false; ///< Inside <url> or <sitemap>.
    bool m_inLoc = false;
    QString m_loc;
    qint64 m_entries = 0;
    bool m_flaggedTooMany = false;
    bool m_ended = false; ///< EndDocument read.
    bool m_stopped = false;
    std::optional<SitemapProblem> m_problem;
};

} // namespace robots::net
