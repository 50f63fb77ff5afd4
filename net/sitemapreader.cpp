// SPDX-License-Identifier: MIT
#include "net/sitemapreader.h"

#include "net/inflater.h"

#include <QLocale>
#include <QXmlStreamReader>

#include <array>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

// The reader's sentences: robots::Message values (a stable id, the English, the arguments).
std::string utf8(const QString &text)
{
    return text.toStdString();
}

/// A count as the English sentence writes it, 50,000, whatever the locale.
std::string englishNumber(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n).toStdString();
}

robots::Message htmlPageMessage()
{
    return robots::Message("net.sitemapreader.html-page",
                           "This is an HTML page, not a sitemap: nothing in it was checked.");
}

robots::Message feedMessage(const QString &root)
{
    return robots::Message("net.sitemapreader.feed",
                           "The file is a news feed (<%1>), not an XML sitemap: the audit reads only <urlset> and "
                           "<sitemapindex> files.",
                           {utf8(root)});
}

robots::Message otherRootMessage(const QString &root)
{
    return robots::Message("net.sitemapreader.other-root",
                           "The file's root element is <%1>, not <urlset> or <sitemapindex>: it is not a sitemap.",
                           {utf8(root)});
}

robots::Message notXmlMessage(const QString &why)
{
    return robots::Message("net.sitemapreader.not-xml", "The file is not XML (%1): it is not a sitemap.", {utf8(why)});
}

robots::Message emptyMessage()
{
    return robots::Message("net.sitemapreader.empty", "The file is empty.");
}

robots::Message brokenGzipMessage(const QString &why)
{
    return robots::Message("net.sitemapreader.broken-gzip",
                           "The gzip data is broken (%1): reading stopped there; the URLs before it were checked.",
                           {utf8(why)});
}

robots::Message gzipCutMessage()
{
    return robots::Message(
        "net.sitemapreader.gzip-cut",
        "The gzip data ends early (the file is cut short): the URLs read before the cut were checked.");
}

robots::Message xmlMessage(qint64 line, qint64 column, const QString &why)
{
    return robots::Message(
        "net.sitemapreader.xml-error",
        "XML error at line %1, column %2: %3. Reading stopped there; the URLs before it were checked.",
        {std::to_string(line), std::to_string(column), utf8(why)});
}

robots::Message cutMessage(qint64 line)
{
    return robots::Message("net.sitemapreader.cut",
                           "The file ends at line %1 before its root element is closed (cut short?): the URLs read "
                           "were checked.",
                           {std::to_string(line)});
}

robots::Message doctypeMessage()
{
    return robots::Message("net.sitemapreader.doctype",
                           "The file declares a DOCTYPE: refused, so that no entity it declares is ever expanded or "
                           "fetched. Sitemaps need none; the file was not read further.");
}

robots::Message entityMessage(const QString &name)
{
    return robots::Message("net.sitemapreader.entity",
                           "The entity &%1; is not resolved (entities are never expanded): reading stopped there.",
                           {utf8(name)});
}

robots::Message tooLargeMessage(qint64 bytes)
{
    const std::string megabytes = utf8(QString::number(double(bytes) / (1024.0 * 1024.0)));
    return robots::Message("net.sitemapreader.too-large",
                           "Over %1 MB uncompressed (the sitemaps.org limit): reading stopped there, as for a gzip "
                           "bomb; the URLs before it were checked.",
                           {megabytes});
}

robots::Message tooManyMessage(qint64 entries)
{
    return robots::Message("net.sitemapreader.too-many-urls",
                           "More than %1 URLs in one file (the sitemaps.org limit): search engines may ignore the "
                           "rest; the audit still checks every URL.",
                           {englishNumber(entries)});
}

} // namespace

SitemapReader::SitemapReader(Callbacks callbacks)
    : m_callbacks(std::move(callbacks))
    , m_xml(std::make_unique<QXmlStreamReader>())
{
    // Entities are never expanded past the predefined ones: a DOCTYPE stops reading before any
    // could be declared, and this caps the expansion should one ever slip through.
    m_xml->setEntityExpansionLimit(0);
}

SitemapReader::~SitemapReader() = default;

void SitemapReader::setContentEncoding(const QByteArray &encoding)
{
    const QByteArray e = encoding.trimmed().toLower();
    if (e == "gzip" || e == "x-gzip" || e == "deflate")
        m_contentDecoder = std::make_unique<Inflater>(15 + 32); // gzip or zlib, by its header
}

bool SitemapReader::compressed() const
{
    return m_contentDecoder || m_fileDecoder;
}

bool SitemapReader::feed(QByteArrayView bytes)
{
    if (m_stopped)
        return false;
    if (bytes.isEmpty())
        return true;
    return pushEncoded(bytes);
}

bool SitemapReader::pushEncoded(QByteArrayView bytes)
{
    if (!m_contentDecoder)
        return pushSniffed(bytes);
    switch (m_contentDecoder->push(bytes, [this](QByteArrayView out) { return pushSniffed(out); })) {
    case Inflater::Result::Ok:
        return !m_stopped;
    case Inflater::Result::Stopped:
        return false;
    case Inflater::Result::Error:
        break;
    }
    return fail(SitemapProblem::Kind::NotXml, brokenGzipMessage(m_contentDecoder->error));
}

bool SitemapReader::pushSniffed(QByteArrayView bytes)
{
    if (m_stopped)
        return false;
    if (!m_sniffed) {
        m_sniff.append(bytes);
        if (m_sniff.size() < 2)
            return true;
        m_sniffed = true;
        if (isGzipMagic(m_sniff))
            m_fileDecoder = std::make_unique<Inflater>(15 + 16);
        const QByteArray first = std::exchange(m_sniff, QByteArray());
        return pushSniffed(first);
    }
    if (!m_fileDecoder)
        return pushXml(bytes);
    switch (m_fileDecoder->push(bytes, [this](QByteArrayView out) { return pushXml(out); })) {
    case Inflater::Result::Ok:
        return !m_stopped;
    case Inflater::Result::Stopped:
        return false;
    case Inflater::Result::Error:
        break;
    }
    return fail(SitemapProblem::Kind::NotXml, brokenGzipMessage(m_fileDecoder->error));
}

bool SitemapReader::pushXml(QByteArrayView bytes)
{
    if (m_stopped)
        return false;
    const qint64 room = m_maxBytes - m_xmlBytes;
    const bool over = bytes.size() > room;
    if (over)
        bytes = bytes.first(qsizetype(std::max<qint64>(room, 0)));
    m_xmlBytes += bytes.size();
    if (!bytes.isEmpty()) {
        if (!m_xmlStarted) {
            // QXmlStreamReader tells the encoding (UTF-16, a BOM …) from the first bytes it is
            // given: give it enough of them at once.
            m_xmlHead.append(bytes);
            if (m_xmlHead.size() < 64)
                return over ? fail(SitemapProblem::Kind::TooLarge, tooLargeMessage(m_maxBytes)) : true;
            m_xmlStarted = true;
            m_unit = codeUnitOf(m_xmlHead);
            addXml(std::exchange(m_xmlHead, QByteArray()));
        } else {
            addXml(bytes.toByteArray());
        }
        if (!parse())
            return false;
    }
    if (over)
        return fail(SitemapProblem::Kind::TooLarge, tooLargeMessage(m_maxBytes));
    return true;
}

void SitemapReader::addXml(QByteArray bytes)
{
    // QXmlStreamReader (Qt 6.8) misreads UTF-16 and UTF-32 text whose pieces split a code unit:
    // it is given whole code units only, the rest kept for the next piece.
    if (m_unit > 1) {
        if (!m_carry.isEmpty())
            bytes.prepend(std::exchange(m_carry, QByteArray()));
        const qsizetype whole = bytes.size() - bytes.size() % m_unit;
        m_carry = bytes.mid(whole);
        bytes.truncate(whole);
    }
    if (!bytes.isEmpty())
        m_xml->addData(bytes);
}

int SitemapReader::codeUnitOf(QByteArrayView head)
{
    // XML 1.0 appendix F: the byte order mark, or the `<` of the first markup.
    const auto at = [&](qsizetype i) { return i < head.size() ? static_cast<unsigned char>(head[i]) : 0x100; };
    if ((at(0) == 0 && at(1) == 0 && (at(2) == 0xfe || at(2) == 0 || at(3) == 0)) ||
        (at(0) == 0xff && at(1) == 0xfe && at(2) == 0 && at(3) == 0) || (at(0) == '<' && at(1) == 0 && at(2) == 0))
        return 4;
    if ((at(0) == 0xff && at(1) == 0xfe) || (at(0) == 0xfe && at(1) == 0xff) || (at(0) == 0 && at(1) == '<') ||
        (at(0) == '<' && at(1) == 0))
        return 2;
    return 1;
}

bool SitemapReader::parse()
{
    while (!m_stopped) {
        switch (m_xml->readNext()) {
        case QXmlStreamReader::Invalid:
            if (m_xml->error() == QXmlStreamReader::PrematureEndOfDocumentError)
                return true; // the rest has not arrived yet
            return xmlError();
        case QXmlStreamReader::DTD:
            if (m_xml->dtdName().compare("html"_L1, Qt::CaseInsensitive) == 0)
                return fail(SitemapProblem::Kind::NotXml, htmlPageMessage());
            return fail(SitemapProblem::Kind::Doctype, doctypeMessage());
        case QXmlStreamReader::EntityReference:
            return fail(SitemapProblem::Kind::XmlError, entityMessage(m_xml->name().toString()));
        case QXmlStreamReader::StartElement: {
            ++m_depth;
            const QStringView name = m_xml->name();
            if (m_depth == 1) {
                if (name == "urlset"_L1) {
                    m_root = Root::UrlSet;
                } else if (name == "sitemapindex"_L1) {
                    m_root = Root::SitemapIndex;
                } else if (name.compare("html"_L1, Qt::CaseInsensitive) == 0) {
                    return fail(SitemapProblem::Kind::NotXml, htmlPageMessage());
                } else if (name == "rss"_L1 || name == "feed"_L1 || name == "RDF"_L1) {
                    return fail(SitemapProblem::Kind::NotXml, feedMessage(name.toString()));
                } else {
                    return fail(SitemapProblem::Kind::NotXml, otherRootMessage(name.toString()));
                }
            } else if (m_depth == 2) {
                m_inEntry = (m_root == Root::UrlSet && name == "url"_L1) ||
                            (m_root == Root::SitemapIndex && name == "sitemap"_L1);
            } else if (m_depth == 3 && m_inEntry && name == "loc"_L1) {
                m_inLoc = true;
                m_loc.clear();
            }
            break;
        }
        case QXmlStreamReader::Characters:
            if (m_inLoc)
                m_loc += m_xml->text();
            break;
        case QXmlStreamReader::EndElement:
            if (m_inLoc && m_depth == 3) {
                m_inLoc = false;
                ++m_entries;
                if (m_entries > m_maxEntries && !m_flaggedTooMany) {
                    m_flaggedTooMany = true;
                    if (m_callbacks.flag) {
                        SitemapProblem p;
                        p.kind = SitemapProblem::Kind::TooManyUrls;
                        p.message = tooManyMessage(m_maxEntries);
                        m_callbacks.flag(p);
                    }
                }
                const QByteArray loc = QStringView(m_loc).trimmed().toUtf8();
                const auto &callback = m_root == Root::UrlSet ? m_callbacks.url : m_callbacks.child;
                if (callback)
                    callback(loc);
            } else if (m_depth == 2) {
                m_inEntry = false;
            } else if (m_depth == 1) {
                m_ended = true; // the root is closed: the file is complete
            }
            --m_depth;
            break;
        default:
            break;
        }
    }
    return false;
}

bool SitemapReader::xmlError()
{
    const QString why = m_xml->errorString();
    if (m_root == Root::Unknown) {
        if (m_contentType.toLower().contains("html"))
            return fail(SitemapProblem::Kind::NotXml, htmlPageMessage());
        return fail(SitemapProblem::Kind::NotXml, notXmlMessage(why));
    }
    return fail(SitemapProblem::Kind::XmlError, xmlMessage(m_xml->lineNumber(), m_xml->columnNumber(), why));
}

bool SitemapReader::fail(SitemapProblem::Kind kind, robots::Message message)
{
    m_stopped = true;
    if (!m_problem) {
        SitemapProblem p;
        p.kind = kind;
        p.message = std::move(message);
        m_problem = std::move(p);
    }
    return false;
}

bool SitemapReader::finish()
{
    if (m_stopped)
        return !m_problem;
    if (!m_sniffed) {
        // Fewer than two bytes in all: too short for gzip, so it is the XML itself.
        m_sniffed = true;
        const QByteArray rest = std::exchange(m_sniff, QByteArray());
        if (!pushXml(rest))
            return false;
    }
    if (!m_xmlStarted && !m_xmlHead.isEmpty()) {
        m_xmlStarted = true;
        m_unit = codeUnitOf(m_xmlHead);
        addXml(std::exchange(m_xmlHead, QByteArray()));
        if (!parse())
            return false;
    }
    if ((m_contentDecoder && !m_contentDecoder->ended()) || (m_fileDecoder && !m_fileDecoder->ended()))
        return fail(SitemapProblem::Kind::NotXml, gzipCutMessage());
    if (m_ended)
        return true;
    if (m_root != Root::Unknown)
        return fail(SitemapProblem::Kind::XmlError, cutMessage(m_xml->lineNumber()));
    if (m_xmlBytes == 0)
        return fail(SitemapProblem::Kind::NotXml, emptyMessage());
    if (m_contentType.toLower().contains("html"))
        return fail(SitemapProblem::Kind::NotXml, htmlPageMessage());
    return fail(SitemapProblem::Kind::NotXml, notXmlMessage(m_xml->errorString()));
}

} // namespace robots::net
