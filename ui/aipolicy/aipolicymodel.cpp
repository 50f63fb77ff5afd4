// SPDX-License-Identifier: MIT
#include "aipolicy/aipolicymodel.h"

#include "analysis/agentpresets.h"
#include "analysis/messages.h"

#include <robots/dialect.h>
#include <robots/robotsfile.h>
#include <robots/studio/aipolicy.h>
#include <robots/studio/aipref.h>
#include <robots/studio/families.h>
#include <robots/verdict.h>

#include <array>

namespace robots::ui {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

void setCell(QStandardItem *item, const QString &text, const QString &explanation, const QString &value = QString(),
             int line = 0)
{
    // A keystroke changes few answers: leave the rest alone (no dataChanged, no repaint) so that
    // applying a result costs the window's thread next to nothing.
    if (item->text() == text && item->toolTip() == explanation && item->data(AiPolicyModel::ValueRole) == value &&
        item->data(AiPolicyModel::LineRole) == line)
        return;
    item->setText(text);
    item->setToolTip(explanation);
    item->setData(value, AiPolicyModel::ValueRole);
    item->setData(line, AiPolicyModel::LineRole);
}

// "search=yes, ai-train=no" (the keys that have a value), or empty.
template<std::size_t N>
QString signalsText(const std::array<LabelPreference, N> &signalList)
{
    QStringList parts;
    for (const LabelPreference &l : signalList) {
        if (l.any())
            parts << qs(l.label) + QLatin1Char('=') + qs(l.value);
    }
    return parts.join(QStringLiteral(", "));
}

// "search=yes (line 2), ai-train=no (line 2)" for a tooltip.
template<std::size_t N>
QString signalsWithLines(const std::array<LabelPreference, N> &signalList)
{
    QStringList parts;
    for (const LabelPreference &l : signalList) {
        if (l.any())
            parts << AiPolicyModel::tr("%1=%2 (line %3)").arg(qs(l.label), qs(l.value)).arg(l.line);
    }
    return parts.join(QStringLiteral(", "));
}

template<std::size_t N>
int firstLine(const std::array<LabelPreference, N> &signalList)
{
    for (const LabelPreference &l : signalList) {
        if (l.any())
            return int(l.line);
    }
    return 0;
}

} // namespace

AiPolicyModel::AiPolicyModel(QObject *parent)
    : QStandardItemModel(parent)
{
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Crawler"), tr("May fetch /"), tr("Test URLs"),
                               //: The Content-Usage label (draft-ietf-aipref-vocab): keep it, explain it.
                               tr("train-ai", "column"),
                               //: The Content-Usage label (draft-ietf-aipref-vocab-08): keep it, explain it.
                               tr("ai-use", "column"),
                               //: The Content-Usage label (draft-ietf-aipref-vocab): keep it, explain it.
                               tr("search", "column"), QStringLiteral("Content-Signal"),
                               //: Content-Signal's use key (Cloudflare): keep it, explain it.
                               tr("use", "column")});
    horizontalHeaderItem(TestUrlsColumn)->setToolTip(tr("How many of the tester's URLs the crawler may fetch"));
    horizontalHeaderItem(TrainAiColumn)
        ->setToolTip(tr("Content-Usage: may pages train AI models (draft-ietf-aipref-vocab-08)"));
    horizontalHeaderItem(AiUseColumn)
        ->setToolTip(tr("Content-Usage: may pages be input to AI models when the user did not provide them "
                        "(draft-ietf-aipref-vocab-08, new in -08)"));
    horizontalHeaderItem(SearchColumn)
        ->setToolTip(tr("Content-Usage: may pages be used to build a search application (draft-ietf-aipref-vocab-08)"));
    horizontalHeaderItem(UseColumn)->setToolTip(
        tr("Content-Signal use: how far AI systems may use pages — immediate, reference or full "
           "(Cloudflare, 2026), as read in the crawler's group"));
    horizontalHeaderItem(SignalColumn)
        ->setToolTip(tr("Cloudflare's Content Signals, as read in the crawler's group and in the whole file"));
    for (const CrawlerCategory category : AgentPresets::catalogueCategories()) {
        QList<QStandardItem *> purposeRow;
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QStandardItem;
            item->setEditable(false);
            item->setData(int(category), CategoryRole);
            purposeRow << item;
        }
        for (const Crawler &crawler : crawlerCatalogue()) {
            if (crawler.category != category)
                continue;
            QList<QStandardItem *> row;
            for (int c = 0; c < ColumnCount; ++c) {
                auto *item = new QStandardItem;
                item->setEditable(false);
                item->setData(int(category), CategoryRole);
                item->setData(qs(crawler.token), TokenRole);
                item->setData(crawler.controlToken, ControlRole);
                row << item;
            }
            QStandardItem *name = row.first();
            const QString token = qs(crawler.token);
            name->setText(crawler.controlToken ? tr("%1 (control token)").arg(token) : token);
            QString tip =
                tr("%1, run by %2").arg(token, qs(crawler.operatorName)) + QLatin1Char('\n') + qs(crawler.description);
            if (crawler.controlToken)
                tip += QLatin1Char('\n') +
                       tr("A control token: nothing fetches under this name; its group only says whether pages "
                          "may train the operator's AI models.");
            name->setToolTip(tip);
            purposeRow.first()->appendRow(row);
        }
        appendRow(purposeRow);
    }
    update();
}

void AiPolicyModel::setText(std::string_view text)
{
    m_text.assign(text);
    update();
}

void AiPolicyModel::setTestUrls(const QStringList &urls)
{
    if (urls == m_urls)
        return;
    m_urls = urls;
    update();
}

QModelIndex AiPolicyModel::indexOf(const QString &token, int column) const
{
    for (int p = 0; p < rowCount(); ++p) {
        const QStandardItem *purpose = item(p);
        for (int r = 0; r < purpose->rowCount(); ++r) {
            if (purpose->child(r)->data(TokenRole).toString() == token)
                return purpose->child(r, column)->index();
        }
    }
    return {};
}

void AiPolicyModel::update()
{
    apply(answer(m_text, m_urls));
}

AiPolicyModel::Answers AiPolicyModel::answer(std::string_view text, const QStringList &testUrls)
{
    // The same reading as `robotstxt ai`: the aipref dialect, `/` unless other URLs are given.
    const RobotsFile file = parse(text, aiprefDialect());
    std::vector<std::string> urls;
    urls.reserve(std::size_t(testUrls.size()));
    for (const QString &url : testUrls)
        urls.push_back(url.toStdString());

    Answers answers;
    int training = 0, trainingBlocked = 0, search = 0, searchBlocked = 0;
    QStringList trainAi; // the distinct train-ai values of the crawlers that may fetch `/`
    int trainAiLine = 0;
    for (const CrawlerCategory category : AgentPresets::catalogueCategories()) {
        int blocked = 0, count = 0;
        for (const Crawler &crawler : crawlerCatalogue()) {
            if (crawler.category != category)
                continue;
            ++count;
            std::array<Cell, ColumnCount> &row = answers.crawlers.emplace_back();
            const QString token = qs(crawler.token);
            const bool control = crawler.controlToken;
            // One AgentRules per crawler, for `/`, every test URL and the preferences; a crawler
            // of the families (robots/studio/families.h) is asked by its tokens in order.
            const AgentRules rules = rulesForCrawler(file, crawler.token);

            // May fetch `/`, and the line that says so.
            const Verdict verdict = evaluate(rules, "/");
            const bool allowed = verdict.access == Access::Allowed;
            blocked += allowed ? 0 : 1;
            QString why;
            int line = 0;
            if (verdict.decidingRule) {
                line = int(verdict.decidingRule->line);
                why = tr("%1 by line %2 `%3: %4`")
                          .arg(accessText(verdict.access))
                          .arg(line)
                          .arg(verdict.decidingRule->kind == RuleKind::Allow ? QStringLiteral("Allow")
                                                                             : QStringLiteral("Disallow"),
                               qs(verdict.decidingRule->pattern));
            } else {
                why = tr("%1: %2").arg(accessText(verdict.access), deciderLabel(verdict.decider));
            }
            QString shown = accessText(verdict.access);
            if (control) {
                shown = allowed ? tr("Training allowed") : tr("No training");
                why = tr("%1 never fetches; its group says: %2").arg(token, why);
            }
            row[RootColumn] = {shown, why, qs(accessName(verdict.access)), line};

            // The tester's URLs: the fast decide() for each, an explained verdict (its line) only
            // for the few disallowed ones the tooltip names.
            if (urls.empty()) {
                row[TestUrlsColumn] = {QString(), tr("The tester has no cases for this document"), QString(), 0};
            } else {
                int allowedUrls = 0;
                QStringList disallowed;
                for (const std::string &url : urls) {
                    if (rules.decide(url).access == Access::Allowed) {
                        ++allowedUrls;
                    } else if (disallowed.size() < 10) {
                        const Verdict v = rules.explain(url);
                        disallowed << (v.decidingRule ? tr("%1 (line %2)").arg(qs(url)).arg(v.decidingRule->line)
                                                      : qs(url));
                    }
                }
                const int n = int(urls.size());
                QString tip =
                    tr("%1 may fetch %2 of the %3 URLs of the tester's cases").arg(token).arg(allowedUrls).arg(n);
                if (!disallowed.isEmpty())
                    tip += QLatin1Char('\n') + tr("Disallowed: %1").arg(disallowed.join(QStringLiteral(", ")));
                row[TestUrlsColumn] = {tr("%1 of %2 allowed").arg(allowedUrls).arg(n), tip,
                                       QString::number(allowedUrls), 0};
            }

            // Content-Usage and Content-Signal for `/`.
            const UsagePreferences prefs = usagePreferences(rules, "/");
            static constexpr std::array<Column, kUsageLabels.size()> usageColumns{TrainAiColumn, AiUseColumn,
                                                                                  SearchColumn};
            for (std::size_t i = 0; i < prefs.contentUsage.size(); ++i) {
                const LabelPreference &l = prefs.contentUsage[i];
                Cell &cell = row[usageColumns[i]];
                const QString label = qs(kUsageLabels[i]);
                if (!allowed)
                    cell = {QString(),
                            tr("No preference: %1 may not fetch / (a preference applies only to pages it may fetch)")
                                .arg(token),
                            QString(), 0};
                else if (l.any())
                    cell = {qs(l.value), tr("%1 = %2 from line %3").arg(label, qs(l.value)).arg(l.line), qs(l.value),
                            int(l.line)};
                else
                    cell = {tr("none"), tr("No preference for %1").arg(label), QString(), 0};
                // The summary's train-ai: what the training crawlers that may fetch `/` are told.
                if (i == 0 && allowed && category == CrawlerCategory::Training && !control) {
                    const QString value = l.any() ? qs(l.value) : QString();
                    if (!trainAi.contains(value))
                        trainAi << value;
                    if (l.any() && !trainAiLine)
                        trainAiLine = int(l.line);
                }
            }
            Cell &signalCell = row[SignalColumn];
            const QString inGroup = signalsText(prefs.signalInGroup);
            const QString fileWide = signalsText(prefs.signalFileWide);
            if (!allowed) {
                signalCell = {
                    QString(),
                    tr("No signal: %1 may not fetch / (a signal applies only to pages it may fetch)").arg(token),
                    QString(), 0};
            } else if (inGroup.isEmpty() && fileWide.isEmpty()) {
                signalCell = {tr("none"), tr("No Content-Signal line"), QString(), 0};
            } else {
                const QString tip = tr("In its group (as Cloudflare reads it): %1")
                                        .arg(inGroup.isEmpty() ? tr("none") : signalsWithLines(prefs.signalInGroup)) +
                                    QLatin1Char('\n') +
                                    tr("In the whole file (as other parsers read it): %1")
                                        .arg(fileWide.isEmpty() ? tr("none") : signalsWithLines(prefs.signalFileWide));
                const QString signalShown = inGroup == fileWide ? inGroup
                                                                : tr("%1 (file-wide: %2)")
                                                                      .arg(inGroup.isEmpty() ? tr("none") : inGroup,
                                                                           fileWide.isEmpty() ? tr("none") : fileWide);
                signalCell = {signalShown, tip, inGroup, firstLine(prefs.signalInGroup)};
            }
            // Content-Signal's `use`: Cloudflare's reading (the crawler's group) shown, the
            // file-wide reading in the tooltip when it differs.
            Cell &useCell = row[UseColumn];
            static_assert(kSignalKeys.back() == "use");
            const LabelPreference &use = prefs.signalInGroup.back();
            const LabelPreference &useFileWide = prefs.signalFileWide.back();
            if (!allowed) {
                useCell = {QString(),
                           tr("No signal: %1 may not fetch / (a signal applies only to pages it may fetch)").arg(token),
                           QString(), 0};
            } else if (!use.any() && !useFileWide.any()) {
                useCell = {tr("none"), tr("No use level"), QString(), 0};
            } else {
                QString tip = use.any() ? tr("use=%1 from line %2, in its group (as Cloudflare reads it)")
                                              .arg(qs(use.value))
                                              .arg(use.line)
                                        : tr("No use level in its group (as Cloudflare reads it)");
                if (useFileWide.any() && (useFileWide.value != use.value || useFileWide.line != use.line))
                    tip += QLatin1Char('\n') + tr("In the whole file (as other parsers read it): use=%1 from line %2")
                                                   .arg(qs(useFileWide.value))
                                                   .arg(useFileWide.line);
                const QString useShown =
                    use.any() ? qs(use.value) : tr("none (file-wide: %1)").arg(qs(useFileWide.value));
                useCell = {useShown, tip, use.any() ? qs(use.value) : QString(), int(use.line)};
            }
        }
        answers.purposes.push_back(
            tr("%1 (%2 of %3 blocked)").arg(AgentPresets::categoryTitle(category)).arg(blocked).arg(count));
        if (category == CrawlerCategory::Training) {
            training = count;
            trainingBlocked = blocked;
        } else if (category == CrawlerCategory::AiSearch) {
            search = count;
            searchBlocked = blocked;
        }
    }

    QStringList parts;
    parts << tr("%1 of %2 training crawlers blocked").arg(trainingBlocked).arg(training);
    if (searchBlocked == 0)
        parts << tr("AI search allowed");
    else if (searchBlocked == search)
        parts << tr("AI search blocked");
    else
        parts << tr("%1 of %2 AI search crawlers blocked").arg(searchBlocked).arg(search);
    if (trainAi.size() == 1 && trainAi.first().isEmpty())
        parts << tr("no usage preference for train-ai");
    else if (trainAi.size() == 1)
        parts << tr("train-ai=%1 (line %2)").arg(trainAi.first()).arg(trainAiLine);
    else if (!trainAi.isEmpty())
        parts << tr("train-ai differs by crawler");
    // RSL 1.0: the file's License line (one is expected; the first counts here, lint's R614 checks each).
    const std::vector<LicenseLine> licenses = licenseLines(file);
    if (licenses.empty())
        ; // most files have none: the summary does not say so
    else if (licenses.front().valid)
        parts << tr("RSL license %1 (line %2)").arg(qs(licenses.front().url)).arg(licenses.front().line);
    else
        parts << tr("RSL license line %1 is not an absolute URL").arg(licenses.front().line);
    // The separator is the translator's: "; " is English punctuation (Japanese joins with "、").
    answers.summary = parts.join(tr("; ", "separator between the parts of the AI policy summary"));
    return answers;
}

void AiPolicyModel::apply(const Answers &answers)
{
    std::size_t next = 0;
    for (int p = 0; p < rowCount() && std::size_t(p) < answers.purposes.size(); ++p) {
        QStandardItem *purpose = item(p);
        purpose->setText(answers.purposes[std::size_t(p)]);
        for (int r = 0; r < purpose->rowCount() && next < answers.crawlers.size(); ++r, ++next) {
            const std::array<Cell, ColumnCount> &row = answers.crawlers[next];
            for (int c = RootColumn; c < ColumnCount; ++c) {
                const Cell &cell = row[std::size_t(c)];
                setCell(purpose->child(r, c), cell.text, cell.explanation, cell.value, cell.line);
            }
        }
    }
    if (answers.summary != m_summary) {
        m_summary = answers.summary;
        Q_EMIT summaryChanged(m_summary);
    }
    Q_EMIT updated();
}

AiPolicyFilterModel::AiPolicyFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
}

void AiPolicyFilterModel::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void AiPolicyFilterModel::setCategory(std::optional<CrawlerCategory> category)
{
    m_category = category;
    invalidateFilter();
}

bool AiPolicyFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_category && index.data(AiPolicyModel::CategoryRole).toInt() != int(*m_category))
        return false;
    if (!sourceParent.isValid()) // a purpose: shown while one of its crawlers is (recursive filtering)
        return m_text.isEmpty();
    if (m_text.isEmpty())
        return true;
    return index.data(AiPolicyModel::TokenRole).toString().contains(m_text, Qt::CaseInsensitive) ||
           index.data(Qt::ToolTipRole)
               .toString()
               .section(QLatin1Char('\n'), 0, 0)
               .contains(m_text, Qt::CaseInsensitive);
}

} // namespace robots::ui
