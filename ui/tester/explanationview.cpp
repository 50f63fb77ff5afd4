// SPDX-License-Identifier: MIT
#include "tester/explanationview.h"

#include "analysis/messages.h"
#include "tester/verdictstyle.h"

#include <robots/studio/testset.h>

#include <QRegularExpression>
#include <QUrl>

namespace robots::ui {

namespace {

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString lineLink(std::uint32_t line)
{
    return QStringLiteral("<a href=\"line:%1\">%2</a>").arg(line).arg(ExplanationView::tr("line %1").arg(line));
}

QString code(const QString &text)
{
    return QStringLiteral("<code>") + text.toHtmlEscaped() + QStringLiteral("</code>");
}

// The source line as written (without its terminator), for quoting.
QString lineText(const RobotsFile &file, std::uint32_t number)
{
    const Line *line = file.line(number);
    if (!line)
        return QString();
    return QString::fromUtf8(file.slice(line->content).data(), qsizetype(line->content.length)).trimmed();
}

// Turns every "line N" of a translated sentence into a link (the same words lineLink() uses).
QString linkLines(const QString &escapedText)
{
    // escape() writes "%" as "\\%".
    const QString pattern = QRegularExpression::escape(ExplanationView::tr("line %1"))
                                .replace(QStringLiteral("\\%1"), QStringLiteral("%1"))
                                .replace(QStringLiteral("%1"), QStringLiteral("(\\d+)"));
    static QString lastPattern;
    static QRegularExpression re;
    if (pattern != lastPattern) {
        lastPattern = pattern;
        re.setPattern(QStringLiteral("\\b") + pattern + QStringLiteral("\\b"));
        re.setPatternOptions(QRegularExpression::CaseInsensitiveOption);
    }
    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = re.globalMatch(escapedText);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += escapedText.mid(last, m.capturedStart() - last);
        out += QStringLiteral("<a href=\"line:%1\">%2</a>").arg(m.captured(1), m.captured(0));
        last = m.capturedEnd();
    }
    out += escapedText.mid(last);
    return out;
}

QString colour(Access access)
{
    return VerdictStyle::foreground(access).name();
}

} // namespace

ExplanationView::ExplanationView(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("explanationView"));
    setAccessibleName(tr("Explanation of the selected verdict"));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("line")) {
            bool ok = false;
            const int line = url.path().toInt(&ok);
            if (ok && line > 0)
                Q_EMIT lineActivated(line);
        } else if (url.scheme() == QLatin1String("dialect")) {
            for (const Dialect &d : allDialects()) {
                if (fromStd(d.name()) == url.path()) {
                    Q_EMIT dialectActivated(d.id());
                    break;
                }
            }
        }
    });
    showVerdict(std::nullopt);
}

void ExplanationView::showVerdict(const std::optional<Verdict> &verdict)
{
    if (!verdict) {
        setHtml(QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Select a test case to see why its verdict is what it is.").toHtmlEscaped()));
        return;
    }
    setHtml(dialectChooser(verdict->dialect.get().id()) + html(*verdict));
}

void ExplanationView::setDialects(const QList<DialectId> &dialects)
{
    m_dialects = dialects;
}

QString ExplanationView::dialectChooser(DialectId explained) const
{
    if (m_dialects.size() < 2)
        return QString();
    QStringList names;
    for (DialectId d : m_dialects) {
        const QString title = dialectTitle(d).toHtmlEscaped();
        names << (d == explained
                      ? QStringLiteral("<b>%1</b>").arg(title)
                      : QStringLiteral("<a href=\"dialect:%1\">%2</a>").arg(fromStd(robots::dialect(d).name()), title));
    }
    return QStringLiteral("<p>%1 %2</p>").arg(tr("Explain under:").toHtmlEscaped(), names.join(QStringLiteral(" · ")));
}

void ExplanationView::showHostVerdict(const std::optional<Verdict> &verdict, const QString &origin,
                                      const QString &message)
{
    QUrl file(origin + QStringLiteral("/robots.txt"));
    if (file.port() == (file.scheme() == QLatin1String("https") ? 443 : 80))
        file.setPort(-1);
    QString out =
        QStringLiteral("<p><b>%1</b></p>")
            .arg(tr("Decided by the live robots.txt of another host: %1").arg(file.toDisplayString()).toHtmlEscaped());
    if (!message.isEmpty())
        out += QStringLiteral("<p>%1</p>").arg(message.toHtmlEscaped());
    if (verdict) {
        out += dialectChooser(verdict->dialect.get().id());
        // The line numbers are that file's, not the editor's: plain text, not links.
        static const QRegularExpression link(QStringLiteral("<a href=\"line:\\d+\">([^<]*)</a>"));
        out += html(*verdict).replace(link, QStringLiteral("\\1"));
    }
    setHtml(out);
}

QString ExplanationView::html(const Verdict &v)
{
    const RobotsFile &file = v.file;
    const Dialect &dialect = v.dialect;
    QString out;

    // The verdict, in words a reader can use without colour.
    out += QStringLiteral("<h3 style=\"color:%1\">%2</h3>")
               .arg(colour(v.access), tr("%1 — %2 for %3 under %4")
                                          .arg(accessText(v.access), fromStd(v.url).toHtmlEscaped(),
                                               v.agent.empty() ? tr("(the empty name)").toHtmlEscaped()
                                                               : fromStd(v.agent).toHtmlEscaped(),
                                               dialectTitle(dialect).toHtmlEscaped()));
    // How the dialect read the crawler's name is the core's first sentences below.
    if (!v.path.empty() && v.path != v.url)
        out += QStringLiteral("<p>%1</p>").arg(tr("The path compared is %1.").arg(code(fromStd(v.path))));

    // The core's own sentences, in order, with their line numbers made links.
    const std::vector<Message> sentences = v.explanation();
    if (!sentences.empty()) {
        out += QStringLiteral("<ol>");
        for (const Message &m : sentences)
            out += QStringLiteral("<li>") + linkLines(messageText(m).toHtmlEscaped()) + QStringLiteral("</li>");
        out += QStringLiteral("</ol>");
    }

    // The same, as lines to click: the group …
    out += QStringLiteral("<h4>%1</h4>").arg(tr("Group chosen").toHtmlEscaped());
    if (v.groups.empty()) {
        out += QStringLiteral("<p>%1</p>")
                   .arg(tr("No group applies to this agent, so nothing is restricted.").toHtmlEscaped());
    } else {
        out += QStringLiteral("<ul>");
        for (const ChosenGroup &g : v.groups) {
            if (g.agentLine > 0)
                out += QStringLiteral("<li>%1 %2 — %3</li>")
                           .arg(lineLink(g.agentLine), code(lineText(file, g.agentLine)),
                                groupReasonLabel(g.reason).toHtmlEscaped());
            else
                out += QStringLiteral("<li>%1</li>").arg(groupReasonLabel(g.reason).toHtmlEscaped());
        }
        out += QStringLiteral("</ul>");
    }

    // … the rules of the group that match the path, the deciding one marked …
    out += QStringLiteral("<h4>%1</h4>").arg(tr("Rules that match the path").toHtmlEscaped());
    if (v.candidates.empty()) {
        out += QStringLiteral("<p>%1</p>").arg(tr("None of the group's rules matches.").toHtmlEscaped());
    } else {
        out += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
        const auto rules = file.rules();
        for (const MatchedRule &m : v.candidates) {
            const bool decides = v.decidingRule && v.decidingRule->rule == m.rule;
            const QString rule =
                m.rule < rules.size() ? fromStd(robots::ruleText(rules[m.rule])) : lineText(file, m.line);
            const Access effect = m.kind == RuleKind::Allow ? Access::Allowed : Access::Disallowed;
            out += QStringLiteral("<tr><td>%1</td><td style=\"color:%2\">%3</td><td>%4</td><td>%5</td></tr>")
                       .arg(lineLink(m.line), colour(effect), code(rule),
                            tr("%n byte(s) of pattern", nullptr, int(m.matchLength)).toHtmlEscaped(),
                            decides ? QStringLiteral("<b>%1</b>").arg(tr("← decides").toHtmlEscaped()) : QString());
        }
        out += QStringLiteral("</table>");
    }

    // … and the precedence that decided.
    out += QStringLiteral("<p><b>%1</b> %2</p>")
               .arg(tr("Decided by:").toHtmlEscaped(), deciderLabel(v.decider).toHtmlEscaped());

    // The dialect, in its own terms.
    out += QStringLiteral("<h4>%1</h4>").arg(tr("How %1 reads robots.txt").arg(dialectTitle(dialect)).toHtmlEscaped());
    out += QStringLiteral("<p>%1</p>").arg(textText(dialect.description()).toHtmlEscaped());
    if (!dialect.distinctiveChoices().empty()) {
        out += QStringLiteral("<ul>");
        for (const Text &choice : dialect.distinctiveChoices())
            out += QStringLiteral("<li>") + textText(choice).toHtmlEscaped() + QStringLiteral("</li>");
        out += QStringLiteral("</ul>");
    }
    return out;
}

} // namespace robots::ui
