// SPDX-License-Identifier: MIT
#include "diagnostics/hoverdocs.h"

#include "analysis/messages.h"

#include <robots/studio/aipref.h>

#include <QCoreApplication>
#include <QStringList>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

struct KindText
{
    QString meaning;
    QString reference;
};

// Meanings: RFC 9309 for the standard directives, the crawlers' own documentation for the
// extensions (SEMANTICS.md lists which dialect reads which key).
KindText kindText(LineKind kind)
{
    switch (kind) {
    case LineKind::UserAgent:
        return {QCoreApplication::translate("HoverDocs",
                                            "Starts a group and names the crawler it is for, by its product token (for "
                                            "example Googlebot); * stands for every crawler that no other group names. "
                                            "Consecutive User-agent lines share the rules that follow them."),
                QStringLiteral("RFC 9309 §2.1, §2.2.1")};
    case LineKind::Allow:
        return {QCoreApplication::translate(
                    "HoverDocs", "Lets the crawlers of the group fetch the URLs whose path starts with the value. "
                                 "Under RFC 9309 the longest matching rule wins and Allow wins a tie; * matches any "
                                 "characters and a final $ anchors the end of the path."),
                QStringLiteral("RFC 9309 §2.2.2, §2.2.3")};
    case LineKind::Disallow:
        return {QCoreApplication::translate(
                    "HoverDocs", "Forbids the crawlers of the group to fetch the URLs whose path starts with the "
                                 "value. An empty value forbids nothing; Disallow: / closes the whole site. * "
                                 "matches any characters and a final $ anchors the end of the path."),
                QStringLiteral("RFC 9309 §2.2.2, §2.2.3")};
    case LineKind::Sitemap:
        return {QCoreApplication::translate(
                    "HoverDocs", "The absolute URL of an XML sitemap. It belongs to no group: it applies wherever "
                                 "it is written, whatever User-agent lines surround it."),
                QStringLiteral("RFC 9309 §2.2.4; sitemaps.org")};
    case LineKind::CrawlDelay:
        return {QCoreApplication::translate(
                    "HoverDocs", "Seconds a crawler should wait between two requests. An extension: some crawlers "
                                 "honour it, Google ignores it (its crawl rate is set in Search Console)."),
                QCoreApplication::translate("HoverDocs", "Not in RFC 9309 (§2.2.4 allows other records); Bing and "
                                                         "Yandex documentation")};
    case LineKind::Host:
        return {QCoreApplication::translate("HoverDocs",
                                            "Yandex's preferred mirror of the site (deprecated: Yandex now follows 301 "
                                            "redirects). Other crawlers ignore it."),
                QCoreApplication::translate("HoverDocs", "Not in RFC 9309; Yandex Webmaster help")};
    case LineKind::CleanParam:
        return {QCoreApplication::translate(
                    "HoverDocs", "Yandex: URL parameters (session ids, tracking tags) that do not change the page, "
                                 "optionally for a path prefix, so that the URLs that differ only in them are "
                                 "crawled once."),
                QCoreApplication::translate("HoverDocs", "Not in RFC 9309; Yandex Webmaster help")};
    case LineKind::RequestRate:
        return {QCoreApplication::translate(
                    "HoverDocs", "Requests per period, for example 1/10 (one request every ten seconds). From the "
                                 "1996 extended-standard draft; Python's robotparser reads it."),
                QCoreApplication::translate(
                    "HoverDocs", "Not in RFC 9309; 1996 extended-standard draft; CPython urllib.robotparser")};
    case LineKind::OtherKnownKey:
        return {QCoreApplication::translate(
                    "HoverDocs", "A key some crawler or proposal has used, but that none of the dialects here acts "
                                 "on. Noindex, Nofollow and Noarchive were never standard and Google stopped "
                                 "honouring them in 2019: use a robots meta tag or an X-Robots-Tag header instead."),
                QCoreApplication::translate("HoverDocs", "Not in RFC 9309 (§2.2.4: other records)")};
    default:
        return {};
    }
}

// The AI usage preferences are known keys no crawler library modelled here acts on, but they are
// not the retired Noindex family: each has its own proposal, and both are proposals, not standards.
KindText preferenceText(PreferenceSyntax syntax)
{
    switch (syntax) {
    case PreferenceSyntax::ContentUsage:
        return {QCoreApplication::translate(
                    "HoverDocs",
                    "AI usage preferences for this group's crawlers: an optional path, then a dictionary such as "
                    "train-ai=n, search=y (y or n per label). The longest matching path decides, as for Allow and "
                    "Disallow, and only for URLs the crawler may fetch. A working-group draft, not a standard: none "
                    "of the crawler libraries modelled here acts on it; the aipref reading (View → AI Policy, "
                    "robotstxt ai) applies it."),
                QCoreApplication::translate("HoverDocs",
                                            "draft-ietf-aipref-attach-05 §3, vocabulary draft-ietf-aipref-vocab-07 "
                                            "(drafts, not in RFC 9309)")};
    case PreferenceSyntax::ContentSignal:
        return {
            QCoreApplication::translate(
                "HoverDocs",
                "What fetched content may be used for: search, ai-input (answers of AI assistants), ai-train, "
                "each yes or no; a missing key means no preference. It has no formal grammar: Cloudflare writes "
                "it inside the User-agent: * group, other parsers read it for the whole file (both readings "
                "are shown in View → AI Policy). A vendor policy, not a standard."),
            QCoreApplication::translate("HoverDocs", "Cloudflare's Content Signals Policy (2025), not in RFC 9309")};
    }
    return {};
}

// Known keys that are neither the retired Noindex family nor AI usage preferences, each with its
// own source (the core's catalogue of other known keys, core/src/lines.cpp): the key as its
// source spells it, what it is, and who reads it.
struct OtherKeyText
{
    QString name;
    KindText text;
};

std::optional<OtherKeyText> otherKeyText(QStringView key)
{
    if (key.compare(u"license", Qt::CaseInsensitive) == 0)
        return OtherKeyText{
            QStringLiteral("License"),
            {QCoreApplication::translate(
                 "HoverDocs",
                 "RSL 1.0 (Really Simple Licensing): the absolute URL of the site's license file or feed, which "
                 "says on what terms its content may be used, for example by AI systems. It belongs to no group: "
                 "it applies to the whole file wherever it is written. Clients that read RSL fetch that URL "
                 "(Lighthouse accepts the line); the robots.txt readers modelled here ignore it, so it never "
                 "changes what a crawler may fetch."),
             QCoreApplication::translate("HoverDocs", "RSL 1.0 (rslstandard.org), not in RFC 9309")}};
    if (key.compare(u"llms", Qt::CaseInsensitive) == 0 || key.compare(u"llms-full", Qt::CaseInsensitive) == 0)
        return OtherKeyText{
            key.compare(u"llms", Qt::CaseInsensitive) == 0 ? QStringLiteral("LLMs") : QStringLiteral("LLMs-full"),
            {QCoreApplication::translate(
                 "HoverDocs",
                 "Written after the llms.txt proposal, which is a separate file (/llms.txt, /llms-full.txt): a "
                 "Markdown summary of a site for language models. No robots.txt reader uses such a line; to offer "
                 "the summary, publish /llms.txt itself."),
             QCoreApplication::translate("HoverDocs", "llms.txt proposal (llmstxt.org); not in RFC 9309")}};
    return std::nullopt;
}

QString supportText(const DirectiveDoc::DialectSupport &s)
{
    QString text;
    switch (s.support) {
    case DirectiveDoc::Support::Honoured:
        text = QCoreApplication::translate("HoverDocs", "honoured");
        break;
    case DirectiveDoc::Support::Ignored:
        text = QCoreApplication::translate("HoverDocs", "read, no effect");
        break;
    case DirectiveDoc::Support::Unknown:
        text = QCoreApplication::translate("HoverDocs", "not a key: line ignored");
        break;
    }
    if (s.typo)
        text += QCoreApplication::translate("HoverDocs", " (as an accepted misspelling)");
    return text;
}

} // namespace

std::vector<LineKind> HoverDocs::documentedKinds()
{
    return {LineKind::UserAgent,  LineKind::Allow, LineKind::Disallow,   LineKind::Sitemap,
            LineKind::CrawlDelay, LineKind::Host,  LineKind::CleanParam, LineKind::RequestRate};
}

std::optional<DirectiveDoc> HoverDocs::forKey(QStringView key)
{
    const QString trimmed = key.trimmed().toString();
    if (trimmed.isEmpty())
        return std::nullopt;
    const QByteArray utf8 = trimmed.toUtf8();
    const std::string_view written(utf8.constData(), std::size_t(utf8.size()));

    DirectiveDoc doc;
    doc.key = trimmed;
    // The kind: what the strictest reader that recognises the key makes of it (rfc9309 first;
    // a typo only Google accepts is documented as the key Google reads).
    const auto recognised = [](const KeyReading &reading, const Dialect &d) {
        return reading.kind != LineKind::UnknownKey && d.recognises(keyBit(reading.kind));
    };
    for (const Dialect &d : allDialects()) {
        const KeyReading reading = readKey(written, d);
        if (recognised(reading, d)) {
            doc.kind = reading.kind;
            break;
        }
    }
    if (doc.kind == LineKind::UnknownKey)
        return std::nullopt;
    for (const Dialect &d : allDialects()) {
        const KeyReading reading = readKey(written, d);
        DirectiveDoc::DialectSupport s;
        s.dialect = &d;
        if (reading.kind == doc.kind && recognised(reading, d)) {
            s.support = d.uses(keyBit(doc.kind)) ? DirectiveDoc::Support::Honoured : DirectiveDoc::Support::Ignored;
            s.typo = reading.typo || reading.prefix;
        }
        doc.dialects.push_back(s);
    }
    const std::string_view canonical = canonicalKeyName(doc.kind);
    doc.name = canonical.empty() ? trimmed.toLower() : fromView(canonical);
    const std::optional<PreferenceSyntax> preference =
        doc.kind == LineKind::OtherKnownKey ? preferenceKey(written) : std::nullopt;
    const std::optional<OtherKeyText> other =
        doc.kind == LineKind::OtherKnownKey ? otherKeyText(trimmed) : std::nullopt;
    const KindText text = preference ? preferenceText(*preference) : other ? other->text : kindText(doc.kind);
    if (other)
        doc.name = other->name;
    doc.meaning = text.meaning;
    doc.reference = text.reference;
    return doc;
}

std::optional<DirectiveDoc> HoverDocs::at(QStringView lineText, int column)
{
    qsizetype start = 0;
    while (start < lineText.size() && lineText[start].isSpace())
        ++start;
    if (start >= lineText.size() || lineText[start] == QLatin1Char('#'))
        return std::nullopt;
    qsizetype end = lineText.indexOf(QLatin1Char(':'), start);
    const qsizetype hash = lineText.indexOf(QLatin1Char('#'), start);
    if (end < 0 || (hash >= 0 && hash < end)) {
        // No colon: the first word (Google reads `Disallow /x` as a record).
        end = start;
        while (end < lineText.size() && !lineText[end].isSpace() && lineText[end] != QLatin1Char('#'))
            ++end;
    }
    qsizetype keyEnd = end;
    while (keyEnd > start && lineText[keyEnd - 1].isSpace())
        --keyEnd;
    if (column < start || column > keyEnd)
        return std::nullopt;
    return forKey(lineText.sliced(start, keyEnd - start));
}

QString HoverDocs::toHtml(const DirectiveDoc &doc)
{
    QString html = QStringLiteral("<p><b>%1</b>").arg(doc.name.toHtmlEscaped());
    if (doc.key.compare(doc.name, Qt::CaseInsensitive) != 0)
        html += QStringLiteral(" <span style=\"color:gray\">%1</span>")
                    .arg(QCoreApplication::translate("HoverDocs", "(written “%1”)").arg(doc.key).toHtmlEscaped());
    html += QStringLiteral("</p><p>%1</p>").arg(doc.meaning.toHtmlEscaped());
    html += QStringLiteral("<p><span style=\"color:gray\">%1</span></p>")
                .arg(QCoreApplication::translate("HoverDocs", "Defined in: %1").arg(doc.reference).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    for (const DirectiveDoc::DialectSupport &s : doc.dialects) {
        const char *mark = s.support == DirectiveDoc::Support::Honoured  ? "✔"
                           : s.support == DirectiveDoc::Support::Ignored ? "–"
                                                                         : "✘";
        html +=
            QStringLiteral("<tr><td>%1&nbsp;</td><td>%2&nbsp;&nbsp;</td><td>%3</td></tr>")
                .arg(QString::fromUtf8(mark), dialectTitle(*s.dialect).toHtmlEscaped(), supportText(s).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace robots::ui
