// SPDX-License-Identifier: MIT
#include "analysis/agentpresets.h"

#include <robots/studio/testset.h>

#include <QCoreApplication>

namespace robots::ui::AgentPresets {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robots::ui::AgentPresets", text);
}

struct Family
{
    const char *family; // translated at use
    QList<const char *> agents;
};

// The robots.txt tokens each operator documents for its crawlers.
const QList<Family> &table()
{
    static const QList<Family> families{
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Google"),
         {"Googlebot", "Googlebot-Image", "Googlebot-News", "Googlebot-Video", "Storebot-Google",
          "Google-InspectionTool", "GoogleOther", "GoogleOther-Image", "GoogleOther-Video", "Google-Extended",
          "AdsBot-Google", "AdsBot-Google-Mobile", "Mediapartners-Google", "APIs-Google"}},
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Microsoft Bing"), {"Bingbot", "AdIdxBot", "BingPreview"}},
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Yandex"),
         {"YandexBot", "Yandex", "YandexImages", "YandexNews", "YandexMobileBot", "YandexAdNet"}},
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "DuckDuckGo"), {"DuckDuckBot", "DuckAssistBot"}},
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Apple"), {"Applebot", "Applebot-Extended"}},
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "AI crawlers"),
         {"GPTBot", "ChatGPT-User", "OAI-SearchBot", "CCBot", "ClaudeBot", "Claude-User", "Claude-SearchBot",
          "anthropic-ai", "PerplexityBot", "Bytespider", "Meta-ExternalAgent", "Amazonbot", "cohere-ai"}},
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Other search engines"),
         {"Baiduspider", "Slurp", "SeznamBot", "Naverbot", "Qwantbot"}},
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Social and SEO tools"),
         {"facebookexternalhit", "Twitterbot", "LinkedInBot", "AhrefsBot", "SemrushBot", "DotBot"}},
        // The robots of the WWW::RobotRules manual, the 1994 standard and the O'Reilly appendix C.
        {QT_TRANSLATE_NOOP("robots::ui::AgentPresets", "Robots of the early documents"),
         {"MOMspider/1.0", "cybermapper", "Belle", "Beast", "search-thingy", "friendly-indexer"}},
    };
    return families;
}

} // namespace

QList<AgentPreset> all()
{
    QList<AgentPreset> out;
    for (const Family &f : table()) {
        for (const char *agent : f.agents)
            out.append(AgentPreset{QString::fromLatin1(agent), tr(f.family)});
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
            out << QString::fromUtf8(c.token.data(), qsizetype(c.token.size()));
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
        if (tr(f.family) == family) {
            QStringList out;
            for (const char *agent : f.agents)
                out << QString::fromLatin1(agent);
            return out;
        }
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
