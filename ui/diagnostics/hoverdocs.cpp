// SPDX-License-Identifier: MIT
#include "diagnostics/hoverdocs.h"

#include "analysis/messages.h"

#include <robots/studio/aipref.h>
#include <robots/studio/directives.h>

#include <QCoreApplication>
#include <QStringList>

#include <utility>

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

// The member of a preference value under COLUMN (UTF-16, in LINE_TEXT), as [name, value): for
// `Content-Signal: search=yes, use=reference` at `use` or `reference`, {"use", "reference"}.
// VALUE_START is where the value begins; a Content-Usage path (a value starting with `/`) is
// skipped (draft-ietf-aipref-attach-05). Empty when the column is on no member.
std::pair<QString, QString> memberAt(QStringView lineText, qsizetype valueStart, int column, bool usage)
{
    qsizetype end = lineText.indexOf(QLatin1Char('#'), valueStart);
    if (end < 0)
        end = lineText.size();
    qsizetype start = valueStart;
    while (start < end && lineText[start].isSpace())
        ++start;
    if (usage && start < end && lineText[start] == QLatin1Char('/')) {
        while (start < end && !lineText[start].isSpace())
            ++start;
    }
    if (column < start || column > end)
        return {};
    qsizetype memberStart = start;
    for (qsizetype i = start; i <= end; ++i) {
        if (i < end && lineText[i] != QLatin1Char(','))
            continue;
        if (column >= memberStart && column <= i) {
            const QStringView member = lineText.sliced(memberStart, i - memberStart);
            const qsizetype params = member.indexOf(QLatin1Char(';'));
            const QStringView item = params < 0 ? member : member.first(params);
            const qsizetype eq = item.indexOf(QLatin1Char('='));
            return {(eq < 0 ? item : item.first(eq)).trimmed().toString(),
                    eq < 0 ? QString() : item.sliced(eq + 1).trimmed().toString()};
        }
        memberStart = i + 1;
    }
    return {};
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
    if (column < start)
        return std::nullopt;
    if (column > keyEnd) {
        // On a member of a preference line's value: the member's own documentation.
        if (end >= lineText.size() || lineText[end] != QLatin1Char(':'))
            return std::nullopt;
        return forPreferenceMember(lineText.sliced(start, keyEnd - start), lineText, end + 1, column);
    }
    return forKey(lineText.sliced(start, keyEnd - start));
}

std::optional<DirectiveDoc> HoverDocs::forPreferenceMember(QStringView key, QStringView lineText, qsizetype valueStart,
                                                           int column)
{
    const QByteArray keyUtf8 = key.trimmed().toUtf8();
    const std::optional<PreferenceSyntax> syntax =
        preferenceKey(std::string_view(keyUtf8.constData(), std::size_t(keyUtf8.size())));
    if (!syntax)
        return std::nullopt;
    const auto [member, value] = memberAt(lineText, valueStart, column, *syntax == PreferenceSyntax::ContentUsage);
    if (member.isEmpty())
        return std::nullopt;
    const QByteArray memberUtf8 = member.toUtf8(), valueUtf8 = value.toUtf8();
    const std::optional<PreferenceMemberText> text =
        preferenceMemberText(*syntax, std::string_view(memberUtf8.constData(), std::size_t(memberUtf8.size())),
                             std::string_view(valueUtf8.constData(), std::size_t(valueUtf8.size())));
    std::optional<DirectiveDoc> doc = forKey(key);
    if (!text || !doc)
        return std::nullopt;
    doc->key = member;
    doc->name = fromView(text->name);
    doc->meaning = textText(text->text.meaning);
    if (!text->valueMeaning.id.empty())
        doc->meaning += QLatin1Char(' ') + textText(text->valueMeaning);
    doc->reference = textText(text->text.reference);
    return doc;
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
