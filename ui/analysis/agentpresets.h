// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/crawlers.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace robots::ui {

/// A crawler users commonly test against.
struct AgentPreset
{
    QString name;   ///< What goes into the Agent column (its robots.txt product token).
    QString family; ///< Translated group name for menus ("Google", "AI crawlers" …).
};

/// What a custom agent name is, as RFC 9309 §2.2.1 sees it.
enum class AgentNameKind {
    Empty,
    ProductToken, ///< `[A-Za-z_-]+`: every dialect compares it as written.
    Star,         ///< `*`: only meaningful in a robots.txt, not as a crawler's name.
    NotAToken,    ///< e.g. `MOMspider/1.0`: dialects cut it differently (see `tokenPart`).
};

namespace AgentPresets {

/// The presets, family by family: every crawler of the core's catalogue (robots/studio/crawlers.h),
/// the big search engines by operator (Google, Microsoft Bing, Yandex, DuckDuckGo, Apple), the
/// others by category (AI crawlers, other search engines, social and SEO tools, other crawlers),
/// then the example robots of the seed documents. Built once, on the first call.
QList<AgentPreset> all();
/// The family names in menu order.
QStringList families();
/// The names in FAMILY.
QStringList agentsOf(const QString &family);

/// The purposes of the crawler catalogue (robots/studio/crawlers.h, docs/crawlers.md), in the
/// catalogue's order: training, AI search, user-triggered, AI agents, … Only those with crawlers.
QList<CrawlerCategory> catalogueCategories();
/// The purpose's translated title for menus and views ("AI training", "AI search" …).
QString categoryTitle(CrawlerCategory category);
/// The catalogue's crawler names of CATEGORY, in the catalogue's order.
QStringList catalogueAgentsOf(CrawlerCategory category);

/// Classifies NAME. O(n).
AgentNameKind classify(const QString &name);
/// The leading product token of NAME (`MOMspider/1.0` → `MOMspider`), possibly empty.
QString tokenPart(const QString &name);
/// A one-line translated explanation for the UI when NAME is not a plain product token, else empty.
QString advice(const QString &name);

} // namespace AgentPresets

} // namespace robots::ui
