// SPDX-License-Identifier: MIT
#include "analysis/agentpresets.h"

#include <robots/studio/testset.h>

#include <QCoreApplication>

#include <iterator>
#include <string_view>

namespace robots::ui::AgentPresets {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robots::ui::AgentPresets", text);
}

struct Family
{
    const char *family; // translated at use
    QStringList agents;
};

QString tokenOf(const Crawler &c)
{
    return QString::fromUtf8(c.token.data(), qsizetype(c.token.size()));
}

// The purposes a site owner weighs as "AI": the catalogue's AI categories and the data sets that
// AI models are trained on (docs/crawlers.md, "category").
bool isAiCategory(CrawlerCategory category)
{
    switch (category) {
    case CrawlerCategory::Training:
    case CrawlerCategory::AiSearch:
    case CrawlerCategory::UserTriggered:
    case CrawlerCategory::AiAgent:
    case CrawlerCategory::Dataset:
        return true;
    case CrawlerCategory::Archive:
    case CrawlerCategory::SearchEngine:
    case CrawlerCategory::SeoTool:
    case CrawlerCategory::LinkPreview:
    case CrawlerCategory::Other:
        break;
    }
    return false;
}

// The families, built from the core's crawler catalogue (core/data/crawlers.tsv) so that the
// presets, the completer and the AI view name the same crawlers: the big search engines by
// operator (every token each documents, its AI tokens included), then every other crawler by
// category, in the catalogue's order.
const QList<Family> &table()
{
    static const QList<Family> families = [] {
        struct OperatorFamily
        {
            std::string_view operatorName;
            const char *family;
        };
        static constexpr OperatorFamily operators[] = {
            {"Google", QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Google")},
            {"Microsoft", QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Microsoft Bing")},
            {"Yandex", QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Yandex")},
            {"DuckDuckGo", QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "DuckDuckGo")},
            {"Apple", QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Apple")},
        };
        QList<Family> out;
        for (const OperatorFamily &o : operators)
            out.append(Family{o.family, {}});
        const qsizetype ai = out.size();
        out.append(Family{QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "AI crawlers"), {}});
        out.append(Family{QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Other search engines"), {}});
        out.append(Family{QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Social and SEO tools"), {}});
        out.append(Family{QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Other crawlers"), {}});
        for (const Crawler &c : crawlerCatalogue()) {
            qsizetype index = -1;
            for (qsizetype i = 0; i < qsizetype(std::size(operators)); ++i) {
                if (operators[i].operatorName == c.operatorName)
                    index = i;
            }
            if (index < 0) {
                if (isAiCategory(c.category))
                    index = ai;
                else if (c.category == CrawlerCategory::SearchEngine)
                    index = ai + 1;
                else if (c.category == CrawlerCategory::SeoTool || c.category == CrawlerCategory::LinkPreview)
                    index = ai + 2;
                else
                    index = ai + 3;
            }
            out[index].agents << tokenOf(c);
        }
        // Not crawlers of the catalogue, and on purpose: the example names of the documents the
        // dialects come from (the 1994 standard's cybermapper, the WWW::RobotRules manual's
        // MOMspider/1.0, Belle and Beast, the O'Reilly appendix C's search-thingy and
        // friendly-indexer), for replaying their worked examples in the tester.
        out.append(
            Family{QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Robots of the early documents"),
                   {QStringLiteral("MOMspider/1.0"), QStringLiteral("cybermapper"), QStringLiteral("Belle"),
                    QStringLiteral("Beast"), QStringLiteral("search-thingy"), QStringLiteral("friendly-indexer")}});
        out.removeIf([](const Family &f) { return f.agents.isEmpty(); });
        return out;
    }();
    return families;
}

} // namespace

QList<AgentPreset> all()
{
    QList<AgentPreset> out;
    for (const Family &f : table()) {
        for (const QString &agent : f.agents)
            out.append(AgentPreset{agent, tr(f.family)});
    }
    return out;
}

QList<CrawlerCategory> catalogueCategories()
{
    QList<CrawlerCategory> out;
    for (int c = 0; c <= int(CrawlerCategory::Other); ++c) {
        if (!catalogueAgentsOf(CrawlerCategory(c)).isEmpty())
            out << CrawlerCategory(c);
    }
    return out;
}

QString categoryTitle(CrawlerCategory category)
{
    switch (category) {
    case CrawlerCategory::Training:
        return tr("AI training");
    case CrawlerCategory::AiSearch:
        return tr("AI search");
    case CrawlerCategory::UserTriggered:
        return tr("User-triggered AI fetchers");
    case CrawlerCategory::AiAgent:
        return tr("AI agents");
    case CrawlerCategory::Dataset:
        return tr("Data sets");
    case CrawlerCategory::Archive:
        return tr("Web archives");
    case CrawlerCategory::SearchEngine:
        return tr("Search engines");
    case CrawlerCategory::SeoTool:
        return tr("SEO tools");
    case CrawlerCategory::LinkPreview:
        return tr("Link previews");
    case CrawlerCategory::Other:
        break;
    }
    return tr("Other crawlers");
}

QStringList catalogueAgentsOf(CrawlerCategory category)
{
    QStringList out;
    for (const Crawler &c : crawlerCatalogue()) {
        if (c.category == category)
            out << tokenOf(c);
    }
    return out;
}

QStringList families()
{
    QStringList out;
    for (const Family &f : table())
        out << tr(f.family);
    return out;
}

QStringList agentsOf(const QString &family)
{
    for (const Family &f : table()) {
        if (tr(f.family) == family)
            return f.agents;
    }
    return {};
}

AgentNameKind classify(const QString &name)
{
    if (name.isEmpty())
        return AgentNameKind::Empty;
    if (name == QLatin1String("*"))
        return AgentNameKind::Star;
    const QByteArray utf8 = name.toUtf8();
    return robots::isProductToken(std::string_view(utf8.constData(), std::size_t(utf8.size())))
               ? AgentNameKind::ProductToken
               : AgentNameKind::NotAToken;
}

QString tokenPart(const QString &name)
{
    // The core's one reading of a name's leading product token (RFC 9309 §2.2.1).
    const std::string utf8 = name.toStdString();
    const std::string_view token = robots::productTokenReading(utf8);
    return QString::fromUtf8(token.data(), qsizetype(token.size()));
}

QString advice(const QString &name)
{
    switch (classify(name)) {
    case AgentNameKind::ProductToken:
        return QString();
    case AgentNameKind::Empty:
        return tr("The agent is empty: no group can name it.");
    case AgentNameKind::Star:
        return tr("\"*\" is not a crawler's name; it stands for every crawler in a robots.txt.");
    case AgentNameKind::NotAToken:
        break;
    }
    const QString token = tokenPart(name);
    if (token.isEmpty())
        return tr("\"%1\" is not a product token (letters, \"-\" and \"_\", RFC 9309 §2.2.1); "
                  "no dialect will find a group for it.")
            .arg(name);
    return tr("\"%1\" is not a product token (RFC 9309 §2.2.1): RFC 9309 compares \"%2\"; "
              "older dialects read the name differently.")
        .arg(name, token);
}

} // namespace robots::ui::AgentPresets
