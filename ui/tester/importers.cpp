// SPDX-License-Identifier: MIT
#include "tester/importers.h"

#include "tester/testermodel.h"

#include "analysis/messages.h"
#include "net/sitemapreader.h"

#include <robots/dialect.h>
#include <robots/studio/csv.h>
#include <robots/studio/urllist.h>

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace robots::ui::Importers {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("robots::ui::Importers", text, disambiguation, n);
}

TestCases grid(const QStringList &urls, const QStringList &agents)
{
    TestCases cases;
    cases.reserve(urls.size() * agents.size());
    for (const QString &url : urls) {
        for (const QString &agent : agents)
            cases.append(TestCase{url, agent, std::nullopt, {}});
    }
    return cases;
}

QChar guessSeparator(const QString &firstLine)
{
    // The separator that occurs most in the first line outside quotes.
    int commas = 0, semicolons = 0, tabs = 0;
    bool quoted = false;
    for (QChar c : firstLine) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (!quoted && c == QLatin1Char(','))
            ++commas;
        else if (!quoted && c == QLatin1Char(';'))
            ++semicolons;
        else if (!quoted && c == QLatin1Char('\t'))
            ++tabs;
    }
    if (tabs >= commas && tabs >= semicolons && tabs > 0)
        return QLatin1Char('\t');
    if (semicolons > commas)
        return QLatin1Char(';');
    return QLatin1Char(',');
}

// URLs may hold commas and semicolons (`/a;b`, `?x=1,2`): pasted text is read as CSV only when
// it has tabs (cells copied from a spreadsheet) or starts with a header naming the URL column.
bool looksTabular(const QString &text)
{
    const QString first = text.section(QLatin1Char('\n'), 0, 0).trimmed().toLower();
    if (first.contains(QLatin1Char('\t')))
        return true;
    static const QRegularExpression header(QStringLiteral("^\"?(url|path|uri)\"?\\s*[,;]"));
    return header.match(first).hasMatch();
}

QString firstLine(const QString &text)
{
    qsizetype end = text.indexOf(QLatin1Char('\n'));
    return end < 0 ? text : text.left(end);
}

} // namespace

QStringList urlsFromText(const QString &text, QStringList *warnings)
{
    QStringList urls;
    QStringList problems;
    int skipped = 0;
    const QStringList lines = text.split(QRegularExpression(QStringLiteral("\r\n|\r|\n")));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        // The core's rule, the one `robotstxt check --urls` follows too.
        const QByteArray bytes = lines.at(i).toUtf8();
        const UrlListLine line = readUrlListLine(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        const QString lineText = QString::fromUtf8(line.text.data(), qsizetype(line.text.size()));
        switch (line.kind) {
        case UrlListLineKind::Url:
            urls.append(lineText);
            break;
        case UrlListLineKind::Skipped:
            break;
        case UrlListLineKind::Invalid:
            // The first few are named; a list of thousands would not fit a status line.
            if (++skipped <= 3)
                problems << tr("line %1 '%2' is not a URL or a path").arg(i + 1).arg(lineText);
            break;
        }
    }
    if (skipped > 0 && warnings) {
        if (skipped > problems.size())
            problems << QStringLiteral("…");
        *warnings << tr("%n line(s) skipped: %1.", nullptr, skipped).arg(problems.join(QStringLiteral("; ")));
    }
    return urls;
}

QList<QStringList> parseCsv(const QString &text, QChar separator)
{
    // The one CSV reader (robots/studio/csv.h); the separators guessed here are ASCII, so reading
    // the UTF-8 bytes is reading the text.
    QList<QStringList> rows;
    for (const std::vector<std::string> &record : robots::readCsv(text.toStdString(), char(separator.toLatin1()))) {
        QStringList row;
        row.reserve(qsizetype(record.size()));
        for (const std::string &field : record)
            row.append(QString::fromStdString(field));
        rows.append(row);
    }
    return rows;
}

ImportResult casesFromCsv(const QByteArray &csv, const QStringList &defaultAgents)
{
    ImportResult result;
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QList<QStringList> rows = parseCsv(text, guessSeparator(firstLine(text)));
    if (rows.isEmpty())
        return result;

    int urlCol = 0, agentCol = 1, expectedCol = 2, dialectCol = 3;
    qsizetype firstRow = 0;
    {
        const QStringList &header = rows.first();
        int u = -1, a = -1, e = -1, d = -1;
        for (int i = 0; i < header.size(); ++i) {
            const QString h = header.at(i).trimmed().toLower();
            if (u < 0 && (h == QLatin1String("url") || h == QLatin1String("path") || h == QLatin1String("uri") ||
                          h == QLatin1String("loc") || h == QLatin1String("address")))
                u = i;
            else if (a < 0 && (h == QLatin1String("agent") || h == QLatin1String("user-agent") ||
                               h == QLatin1String("user agent") || h == QLatin1String("useragent") ||
                               h == QLatin1String("bot") || h == QLatin1String("crawler")))
                a = i;
            else if (e < 0 && (h == QLatin1String("expected") || h == QLatin1String("expect") ||
                               h == QLatin1String("verdict") || h == QLatin1String("expected verdict")))
                e = i;
            else if (d < 0 && h == QLatin1String("dialect"))
                d = i;
        }
        if (u >= 0) {
            urlCol = u;
            agentCol = a;
            expectedCol = e;
            dialectCol = d;
            firstRow = 1;
        }
    }

    for (qsizetype r = firstRow; r < rows.size(); ++r) {
        const QStringList &row = rows.at(r);
        auto field = [&row](int col) { return col >= 0 && col < row.size() ? row.at(col).trimmed() : QString(); };
        const QString url = field(urlCol);
        if (url.isEmpty() || url.startsWith(QLatin1Char('#')))
            continue;
        TestCase c;
        c.url = url;
        bool ok = true;
        c.expected = TesterModel::parseAccess(field(expectedCol), &ok);
        if (!ok)
            result.warnings << tr("Line %1: \"%2\" is not a verdict (allowed or disallowed); ignored")
                                   .arg(r + 1)
                                   .arg(field(expectedCol));
        // Dialect names as in test sets: "google", "rfc9309,google", "all".
        const QStringList dialectNames =
            field(dialectCol).split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
        for (const QString &dialectName : dialectNames) {
            if (dialectName == QLatin1String("all") || dialectName == QLatin1String("*")) {
                for (const Dialect &d : allDialects())
                    c.dialects.append(d.id());
                continue;
            }
            const QByteArray name = dialectName.toUtf8();
            if (const Dialect *d = findDialect(std::string_view(name.constData(), std::size_t(name.size())))) {
                if (!c.dialects.contains(d->id()))
                    c.dialects.append(d->id());
            } else {
                result.warnings << tr("Line %1: unknown dialect \"%2\"; ignored").arg(r + 1).arg(dialectName);
            }
        }
        const QString agent = field(agentCol);
        if (!agent.isEmpty()) {
            c.agent = agent;
            result.cases.append(c);
        } else {
            for (const QString &a : defaultAgents) {
                c.agent = a;
                result.cases.append(c);
            }
        }
    }
    return result;
}

ImportResult urlsFromSitemap(const QByteArray &xml, const QStringList &agents)
{
    // The one sitemap reader, the audit's (net/sitemapreader.h), with its limits: the sitemaps.org
    // protocol's 50 MB uncompressed and 50,000 URLs per file, gzip inflated no further than that,
    // and no DOCTYPE (so no entity) ever expanded.
    ImportResult result;
    QStringList urls;
    const auto take = [&urls](QByteArrayView loc) {
        if (!loc.isEmpty())
            urls << QString::fromUtf8(loc);
    };
    net::SitemapReader reader(
        {take, take, [&result](const net::SitemapProblem &p) { result.warnings << messageText(p.message); }});
    const bool complete = reader.feed(xml) && reader.finish();
    if (!complete) {
        const QString why = reader.problem() ? messageText(reader.problem()->message) : QString();
        if (urls.isEmpty()) {
            result.error = why;
            return result;
        }
        result.warnings << tr("The sitemap is cut short: %1 The URLs before it are imported.").arg(why);
    }
    if (reader.root() == net::SitemapReader::Root::SitemapIndex)
        result.warnings << tr("This is a sitemap index: the URLs imported are those of the sitemaps it lists");
    result.cases = grid(urls, agents);
    return result;
}

ImportResult casesFromPaste(const QString &text, const QStringList &agents)
{
    if (looksTabular(text))
        return casesFromCsv(text.toUtf8(), agents);
    ImportResult result;
    result.cases = grid(urlsFromText(text, &result.warnings), agents);
    return result;
}

ImportResult importFile(const QString &path, const QStringList &agents)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ImportResult result;
        result.error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return result;
    }
    const QByteArray bytes = file.readAll();
    const QByteArray head = bytes.left(512).trimmed();
    if (head.startsWith("<?xml") || head.startsWith("<urlset") || head.startsWith("<sitemapindex") ||
        path.endsWith(QLatin1String(".xml"), Qt::CaseInsensitive))
        return urlsFromSitemap(bytes, agents);
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ||
        path.endsWith(QLatin1String(".tsv"), Qt::CaseInsensitive))
        return casesFromCsv(bytes, agents);
    return casesFromPaste(QString::fromUtf8(bytes), agents);
}

} // namespace robots::ui::Importers
