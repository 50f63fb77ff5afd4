// SPDX-License-Identifier: MIT
#include "analysis/diagnosticstext.h"

#include "analysis/messages.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QStringList>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The catalogue writes code as `backticks`; the tooltips show them in a fixed font.
QString richText(const QString &plain)
{
    QString escaped = plain.toHtmlEscaped();
    QString out;
    out.reserve(escaped.size() + 16);
    bool inCode = false;
    for (const QChar c : std::as_const(escaped)) {
        if (c == QLatin1Char('`')) {
            out += inCode ? QStringLiteral("</code>") : QStringLiteral("<code>");
            inCode = !inCode;
        } else {
            out += c;
        }
    }
    if (inCode)
        out += QStringLiteral("</code>");
    return out;
}

} // namespace

QString severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QCoreApplication::translate("DiagnosticsText", "Error");
    case Severity::Warning:
        return QCoreApplication::translate("DiagnosticsText", "Warning");
    case Severity::Info:
        return QCoreApplication::translate("DiagnosticsText", "Info");
    case Severity::Hint:
        break;
    }
    return QCoreApplication::translate("DiagnosticsText", "Hint");
}

QString severityCountText(Severity severity, int count)
{
    switch (severity) {
    case Severity::Error:
        return QCoreApplication::translate("DiagnosticsText", "Errors: %1").arg(count);
    case Severity::Warning:
        return QCoreApplication::translate("DiagnosticsText", "Warnings: %1").arg(count);
    case Severity::Info:
        return QCoreApplication::translate("DiagnosticsText", "Infos: %1").arg(count);
    case Severity::Hint:
        break;
    }
    return QCoreApplication::translate("DiagnosticsText", "Hints: %1").arg(count);
}

QString categoryText(CheckCategory category)
{
    switch (category) {
    case CheckCategory::File:
        return QCoreApplication::translate("DiagnosticsText", "File");
    case CheckCategory::Lines:
        return QCoreApplication::translate("DiagnosticsText", "Lines");
    case CheckCategory::Groups:
        return QCoreApplication::translate("DiagnosticsText", "Groups");
    case CheckCategory::Paths:
        return QCoreApplication::translate("DiagnosticsText", "Paths");
    case CheckCategory::Rules:
        return QCoreApplication::translate("DiagnosticsText", "Rules");
    case CheckCategory::Values:
        break;
    }
    return QCoreApplication::translate("DiagnosticsText", "Values");
}

QString diagnosticMessage(const Diagnostic &diagnostic)
{
    // Bytes that are not UTF-8 in the arguments read as \xNN (messageArgumentText()).
    return messageText(diagnostic.message);
}

QString checkTitle(const Check &check)
{
    return textText(check.title);
}

QString checkWhy(const Check &check)
{
    return textText(check.why);
}

QString checkSource(const Check &check)
{
    // Document names and section numbers: not translated.
    return fromView(check.source);
}

QString fixTitle(const QuickFix &fix)
{
    return messageText(fix.title);
}

QString relatedMessage(const RelatedSpan &related)
{
    return messageText(related.message);
}

QString dialectListText(DialectMask dialects)
{
    if ((dialects & kAllDialects) == kAllDialects)
        return QCoreApplication::translate("DiagnosticsText", "every dialect");
    QStringList names;
    for (const Dialect &d : allDialects()) {
        if (dialects & dialectBit(d.id()))
            names << dialectTitle(d);
    }
    return names.join(QStringLiteral(", "));
}

QString diagnosticHtml(const Diagnostic &diagnostic, bool hintShortcut)
{
    QString html;
    const QString code = fromView(diagnostic.code());
    const QString slug = fromView(diagnostic.slug());
    html += QStringLiteral("<p><b>%1</b> %2 <span style=\"color:gray\">(%3)</span></p>")
                .arg(severityText(diagnostic.severity).toHtmlEscaped(), code.toHtmlEscaped(), slug.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(richText(diagnosticMessage(diagnostic)));
    for (const RelatedSpan &related : diagnostic.related) {
        html += QStringLiteral("<p>&nbsp;&nbsp;• %1</p>")
                    .arg(QCoreApplication::translate("DiagnosticsText", "Line %1: %2")
                             .arg(related.where.line)
                             .arg(richText(relatedMessage(related))));
    }
    if (diagnostic.check) {
        html += QStringLiteral("<p><i>%1</i> %2</p>")
                    .arg(QCoreApplication::translate("DiagnosticsText", "Why it matters:").toHtmlEscaped(),
                         richText(checkWhy(*diagnostic.check)));
        html += QStringLiteral("<p><span style=\"color:gray\">%1</span></p>")
                    .arg(QCoreApplication::translate("DiagnosticsText", "Concerns: %1 · Source: %2")
                             .arg(dialectListText(diagnostic.dialects), checkSource(*diagnostic.check))
                             .toHtmlEscaped());
    }
    if (!diagnostic.fixes.empty()) {
        QStringList fixes;
        for (const QuickFix &fix : diagnostic.fixes) {
            QString item = richText(fixTitle(fix));
            if (fix.safe)
                item += QStringLiteral(" <span style=\"color:gray\">(%1)</span>")
                            .arg(QCoreApplication::translate("DiagnosticsText", "safe").toHtmlEscaped());
            fixes << item;
        }
        QString label = QCoreApplication::translate("DiagnosticsText", "Quick fixes:").toHtmlEscaped();
        if (hintShortcut) {
            const QString keys = QKeySequence(Qt::CTRL | Qt::Key_Period).toString(QKeySequence::NativeText);
            label = QCoreApplication::translate("DiagnosticsText", "Quick fixes (%1):").arg(keys).toHtmlEscaped();
        }
        html += QStringLiteral("<p>%1 %2</p>").arg(label, fixes.join(QStringLiteral("; ")));
    }
    return html;
}

} // namespace robots::ui
