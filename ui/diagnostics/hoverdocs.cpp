// SPDX-License-Identifier: MIT
#include "diagnostics/hoverdocs.h"

#include "analysis/messages.h"

#include <robots/studio/aipref.h>
#include <robots/studio/directives.h>

#include <QCoreApplication>
#include <QStringList>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
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
    const std::span<const LineKind> kinds = documentedDirectives();
    return {kinds.begin(), kinds.end()};
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
        return reading.kind != LineKind::UnknownKey && d.recognises(reading.kind);
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
            s.support = d.uses(doc.kind) ? DirectiveDoc::Support::Honoured : DirectiveDoc::Support::Ignored;
            s.typo = reading.typo || reading.prefix;
        }
        doc.dialects.push_back(s);
    }
    const std::string_view canonical = canonicalKeyName(doc.kind);
    doc.name = canonical.empty() ? trimmed.toLower() : fromView(canonical);
    // The meaning and the reference from the core's catalogue of directives, in the studio's words.
    const std::optional<PreferenceSyntax> preference =
        doc.kind == LineKind::OtherKnownKey ? preferenceKey(written) : std::nullopt;
    const std::optional<OtherKeyDirective> other =
        doc.kind == LineKind::OtherKnownKey ? otherKeyDirective(written) : std::nullopt;
    const std::optional<DirectiveText> text = preference ? preferenceDirectiveText(*preference)
                                              : other    ? other->text
                                                         : directiveText(doc.kind);
    if (other)
        doc.name = fromView(other->name);
    if (text) {
        doc.meaning = textText(text->meaning);
        doc.reference = textText(text->reference);
    }
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
