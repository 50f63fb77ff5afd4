// SPDX-License-Identifier: MIT
#include "site/siteauditview.h"

#include "analysis/messages.h"

#include <robots/studio/sitemapaudit.h>

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace robots::siteui {

namespace {

constexpr int kLineRole = Qt::UserRole + 1;  // int: the draft's line a group's rule is on
constexpr int kGroupRole = Qt::UserRole + 2; // int: index of the rule's group in the report, until its URLs are listed

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString changeTitle(robots::SitemapChange change)
{
    switch (change) {
    case robots::SitemapChange::NewlyBlocked:
        return SiteAuditView::tr("Newly blocked by the draft");
    case robots::SitemapChange::Unblocked:
        return SiteAuditView::tr("Unblocked by the draft");
    case robots::SitemapChange::BlockedInBoth:
        return SiteAuditView::tr("Blocked by the draft and the live file");
    case robots::SitemapChange::BlockedNoLive:
        return SiteAuditView::tr("Blocked by the draft (no live file)");
    }
    return {};
}

QString ruleText(std::uint32_t line, const std::string &rule)
{
    if (line == 0)
        return SiteAuditView::tr("no rule (allowed by default)");
    return SiteAuditView::tr("line %1: %2").arg(line).arg(fromStd(rule));
}

void addUrls(QTreeWidgetItem *parent, const std::vector<std::string> &urls)
{
    const std::size_t shown = std::min<std::size_t>(urls.size(), SiteAuditView::kShownUrlsPerGroup);
    for (std::size_t i = 0; i < shown; ++i)
        new QTreeWidgetItem(parent, {fromStd(urls[i])});
    if (urls.size() > shown) {
        new QTreeWidgetItem(parent, {SiteAuditView::tr("… and %n more (Export CSV lists them all)", nullptr,
                                                       int(urls.size() - shown))});
    }
}

} // namespace

SiteAuditView::SiteAuditView(Hooks hooks, QWidget *parent)
    : QWidget(parent)
    , m_hooks(std::move(hooks))
    , m_auditor(new net::SitemapAuditor(this))
    , m_site(new QComboBox(this))
    , m_agents(new QLineEdit(this))
    , m_sitemaps(new QPlainTextEdit(this))
    , m_run(new QPushButton(tr("&Run Audit"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_export(new QPushButton(tr("Export &CSV…"), this))
    , m_progress(new QProgressBar(this))
    , m_counts(new QLabel(this))
    , m_message(new QLabel(this))
    , m_results(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("siteAuditView"));
    m_site->setObjectName(QStringLiteral("auditSite"));
    m_site->setToolTip(tr("The host whose robots.txt (and its Sitemap: lines) the audit reads"));
    m_agents->setObjectName(QStringLiteral("auditAgents"));
    m_agents->setPlaceholderText(QStringLiteral("Googlebot"));
    m_agents->setToolTip(tr("The crawlers to check, separated by commas"));
    m_sitemaps->setObjectName(QStringLiteral("auditSitemaps"));
    m_sitemaps->setPlaceholderText(
        tr("More sitemaps, one URL per line (the Sitemap: lines of the host's robots.txt are always read)"));
    m_sitemaps->setMaximumHeight(m_sitemaps->fontMetrics().lineSpacing() * 4 + 12);
    m_sitemaps->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_run->setObjectName(QStringLiteral("auditRun"));
    m_run->setToolTip(tr("Check every URL of the sitemaps against the current document and the live file"));
    m_cancel->setObjectName(QStringLiteral("auditCancel"));
    m_export->setObjectName(QStringLiteral("auditExport"));
    m_progress->setObjectName(QStringLiteral("auditProgress"));
    m_progress->setTextVisible(false);
    m_counts->setObjectName(QStringLiteral("auditCounts"));
    m_site->setAccessibleName(tr("Host to audit"));
    m_results->setAccessibleName(tr("Sitemap audit result"));
    m_agents->setAccessibleName(tr("Agents to audit"));
    m_sitemaps->setAccessibleName(tr("More sitemaps"));
    m_run->setAccessibleName(tr("Run the sitemap audit"));
    m_cancel->setAccessibleName(tr("Cancel the sitemap audit"));
    m_export->setAccessibleName(tr("Export the audit as CSV"));
    m_message->setObjectName(QStringLiteral("auditMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_results->setObjectName(QStringLiteral("auditResults"));
    m_results->setHeaderHidden(true);
    m_results->setUniformRowHeights(true);
    m_results->setToolTip(tr("Double-click a rule to go to its line in the draft"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Host:"), m_site);
    form->addRow(tr("&Agents:"), m_agents);
    form->addRow(tr("Si&temaps:"), m_sitemaps);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_counts);
    layout->addWidget(m_message);
    layout->addWidget(m_results, 1);

    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancel, &QPushButton::clicked, this, &SiteAuditView::cancel);
    connect(m_export, &QPushButton::clicked, this, &SiteAuditView::exportWithDialog);
    connect(m_auditor, &net::SitemapAuditor::progress, this, &SiteAuditView::onProgress);
    connect(m_auditor, &net::SitemapAuditor::finished, this, &SiteAuditView::onFinished);
    connect(m_results, &QTreeWidget::itemActivated, this, &SiteAuditView::activate);
    connect(m_results, &QTreeWidget::itemExpanded, this, &SiteAuditView::listUrls);
    updateButtons();
}

SiteAuditView::~SiteAuditView()
{
    m_auditor->cancel();
}

void SiteAuditView::setHosts(const QList<QUrl> &hosts)
{
    const QString current = m_site->currentText();
    m_site->clear();
    for (const QUrl &host : hosts)
        m_site->addItem(host.toDisplayString(), host);
    if (const int at = m_site->findText(current); at >= 0)
        m_site->setCurrentIndex(at);
    updateButtons();
}

void SiteAuditView::setSitemaps(const QList<QUrl> &sitemaps)
{
    QStringList lines;
    for (const QUrl &url : sitemaps)
        lines << url.toDisplayString();
    m_sitemaps->setPlainText(lines.join(u'\n'));
}

QList<QUrl> SiteAuditView::sitemaps() const
{
    QList<QUrl> out;
    const QStringList lines = m_sitemaps->toPlainText().split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QString text = line.trimmed();
        if (text.isEmpty())
            continue;
        // A local file is welcome too (the auditor reads file: URLs).
        const QUrl url = QUrl::fromUserInput(text, QString(), QUrl::AssumeLocalFile);
        if (url.isValid())
            out.append(url);
    }
    return out;
}

QStringList SiteAuditView::agents() const
{
    QStringList out;
    const QStringList parts = m_agents->text().split(u',', Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const QString agent = part.trimmed();
        if (!agent.isEmpty() && !out.contains(agent))
            out << agent;
    }
    return out;
}

void SiteAuditView::setAgents(const QStringList &agents)
{
    m_agents->setText(agents.join(QStringLiteral(", ")));
}

void SiteAuditView::useDefaultAgents()
{
    if (!m_agents->text().trimmed().isEmpty())
        return;
    QStringList agents = m_hooks.defaultAgents ? m_hooks.defaultAgents() : QStringList();
    if (agents.isEmpty())
        agents << QStringLiteral("Googlebot");
    setAgents(agents);
}

net::SitemapAuditor::Options SiteAuditView::options() const
{
    net::SitemapAuditor::Options options;
    options.site = m_site->currentData().toUrl();
    options.sitemaps = sitemaps();
    if (m_hooks.draft)
        options.draft = m_hooks.draft();
    const QStringList chosen = agents();
    options.agents = chosen.isEmpty() ? QStringList{QStringLiteral("Googlebot")} : chosen;
    return options;
}

bool SiteAuditView::run()
{
    if (isRunning())
        return false;
    const net::SitemapAuditor::Options opts = options();
    if (!opts.site.isValid() || opts.site.isEmpty()) {
        m_message->setText(tr("Add a host to the site first: the audit reads its robots.txt and sitemaps."));
        m_message->show();
        return false;
    }
    m_message->hide();
    m_results->clear();
    m_report.reset();
    m_progress->setRange(0, 0); // busy until the first sitemap is known
    m_counts->setText(tr("Reading the robots.txt of %1…").arg(opts.site.toDisplayString()));
    m_auditor->start(opts);
    updateButtons();
    return true;
}

void SiteAuditView::cancel()
{
    m_auditor->cancel();
}

bool SiteAuditView::isRunning() const
{
    return m_auditor->isRunning();
}

void SiteAuditView::onProgress(int sitemapsDone, int sitemapsKnown, qint64 urls, qint64 blocked)
{
    m_progress->setRange(0, std::max(1, sitemapsKnown));
    m_progress->setValue(sitemapsDone);
    const QLocale locale;
    m_counts->setText(tr("%1 of %2 sitemaps read, %3 URLs checked, %4 blocked by the draft")
                          .arg(locale.toString(sitemapsDone), locale.toString(sitemapsKnown), locale.toString(urls),
                               locale.toString(blocked)));
}

void SiteAuditView::onFinished()
{
    // Taken from the auditor, not copied: copying the report of 300,000 URLs took 31 ms of the
    // window's thread (budget: a million sitemap URLs ≤ 2 s, ≤ 300 MB).
    showReport(m_auditor->takeReport());
    updateButtons();
    Q_EMIT auditFinished();
}

void SiteAuditView::showReport(net::SitemapAuditReport moved)
{
    m_report = std::move(moved);
    m_results->clear();
    const net::SitemapAuditReport &report = *m_report;
    const robots::SitemapAuditResult &result = report.result;
    const QLocale locale;
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    QString counts = tr("%1 sitemaps read, %2 URLs, %3 on this host checked")
                         .arg(locale.toString(qsizetype(report.sitemapsRead.size())),
                              locale.toString(qulonglong(result.urls)), locale.toString(qulonglong(result.checked)));
    if (report.cancelled)
        counts = tr("Cancelled: %1").arg(counts);
    m_counts->setText(counts);

    // Per agent: the change kinds in the core's order, each with its rule groups (largest first).
    QFont bold = m_results->font();
    bold.setBold(true);
    for (qsizetype a = 0; a < report.agents.size(); ++a) {
        const std::size_t blocked = result.blocked(std::size_t(a));
        auto *agentItem = new QTreeWidgetItem(m_results);
        agentItem->setText(
            0,
            tr("%1: %n URL(s) in your sitemaps that robots.txt blocks", nullptr, int(blocked)).arg(report.agents[a]));
        agentItem->setFont(0, bold);
        std::map<robots::SitemapChange, QTreeWidgetItem *> byChange;
        std::map<robots::SitemapChange, std::size_t> changeCounts;
        for (const robots::SitemapRuleGroup &group : result.groups) {
            if (group.agent == std::size_t(a))
                changeCounts[group.change] += group.count;
        }
        // What the draft's edit does comes first: the URLs it newly blocks, then those it frees.
        for (const robots::SitemapChange change :
             {robots::SitemapChange::NewlyBlocked, robots::SitemapChange::Unblocked,
              robots::SitemapChange::BlockedInBoth, robots::SitemapChange::BlockedNoLive}) {
            if (changeCounts[change] == 0)
                continue;
            auto *changeItem = new QTreeWidgetItem(agentItem);
            changeItem->setText(
                0, tr("%1 (%2)").arg(changeTitle(change), locale.toString(qulonglong(changeCounts[change]))));
            if (change == robots::SitemapChange::NewlyBlocked)
                changeItem->setFont(0, bold);
            byChange[change] = changeItem;
        }
        std::map<robots::SitemapChange, std::size_t> listed;
        int expanded = 0;
        for (std::size_t g = 0; g < result.groups.size(); ++g) {
            const robots::SitemapRuleGroup &group = result.groups[g];
            if (group.agent != std::size_t(a))
                continue;
            QTreeWidgetItem *changeItem = byChange[group.change];
            if (++listed[group.change] > std::size_t(kShownGroupsPerChange))
                continue;
            auto *ruleItem = new QTreeWidgetItem(changeItem);
            QString text = tr("Draft: %1").arg(ruleText(group.draftLine, group.draftRule));
            if (group.change != robots::SitemapChange::BlockedNoLive)
                text += QStringLiteral(" — ") + tr("live file: %1").arg(ruleText(group.liveLine, group.liveRule));
            ruleItem->setText(0, tr("%1 (%2)").arg(text, locale.toString(qulonglong(group.count))));
            if (group.draftLine > 0) {
                ruleItem->setData(0, kLineRole, int(group.draftLine));
                ruleItem->setToolTip(0, tr("Double-click to go to line %1 of the draft").arg(group.draftLine));
            }
            if (group.change == robots::SitemapChange::NewlyBlocked && expanded < kExpandedGroups) {
                ++expanded;
                addUrls(ruleItem, group.urls);
                ruleItem->setExpanded(true);
            } else {
                // Listed when expanded (listUrls()).
                ruleItem->setData(0, kGroupRole, int(g));
                ruleItem->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
            }
        }
        for (auto &[change, count] : listed) {
            if (count > std::size_t(kShownGroupsPerChange))
                new QTreeWidgetItem(byChange[change], {tr("… and %n more rule(s) (Export CSV lists them all)", nullptr,
                                                          int(count - std::size_t(kShownGroupsPerChange)))});
        }
        agentItem->setExpanded(true);
        for (auto &[change, item] : byChange)
            item->setExpanded(true);
    }
    if (!result.otherHosts.empty()) {
        auto *item = new QTreeWidgetItem(m_results);
        item->setText(0, tr("URLs on other hosts (%1): a sitemap may only list URLs of its own host")
                             .arg(locale.toString(qulonglong(result.otherHosts.size()))));
        addUrls(item, result.otherHosts);
    }
    if (!result.malformed.empty()) {
        auto *item = new QTreeWidgetItem(m_results);
        item->setText(0, tr("Malformed URLs (%1)").arg(locale.toString(qulonglong(result.malformed.size()))));
        addUrls(item, result.malformed);
    }
    if (!report.problems.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_results);
        item->setText(0, tr("Sitemaps with problems (%1)").arg(locale.toString(qsizetype(report.problems.size()))));
        item->setFont(0, bold);
        for (const net::SitemapProblem &problem : report.problems) {
            auto *child = new QTreeWidgetItem(item);
            const QString message = robots::ui::messageText(problem.message);
            child->setText(0, tr("%1: %2").arg(problem.url.toDisplayString(), message));
            child->setToolTip(0, message);
        }
        item->setExpanded(true);
    }
    if (m_results->topLevelItemCount() == 0 || (result.urls == 0 && report.problems.isEmpty())) {
        new QTreeWidgetItem(m_results, {tr("No sitemap URL was found: the host's robots.txt names no sitemap "
                                           "and none was added.")});
    }
    updateButtons();
}

void SiteAuditView::listUrls(QTreeWidgetItem *item)
{
    const QVariant group = item->data(0, kGroupRole);
    if (!group.isValid() || !m_report || item->childCount() > 0)
        return;
    item->setData(0, kGroupRole, QVariant());
    addUrls(item, m_report->result.groups.at(std::size_t(group.toInt())).urls);
}

void SiteAuditView::activate(QTreeWidgetItem *item)
{
    const int line = item ? item->data(0, kLineRole).toInt() : 0;
    if (line > 0 && m_hooks.goToLine)
        m_hooks.goToLine(line);
}

bool SiteAuditView::exportCsv(const QString &path, QString *written)
{
    if (!m_report)
        return false;
    QString target = path;
    if (QFileInfo(target).suffix().isEmpty())
        target += QStringLiteral(".csv");
    std::vector<std::string> agents;
    for (const QString &agent : m_report->agents)
        agents.push_back(agent.toStdString());
    const std::string csv = robots::sitemapAuditCsv(m_report->result, agents);
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv.data(), qint64(csv.size())) != qint64(csv.size()) ||
        !file.commit()) {
        m_message->setText(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(target), file.errorString()));
        m_message->show();
        return false;
    }
    m_message->hide();
    if (written)
        *written = target;
    return true;
}

void SiteAuditView::exportWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Sitemap Audit"), QString(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        exportCsv(path);
}

void SiteAuditView::updateButtons()
{
    const bool running = isRunning();
    m_run->setEnabled(!running && m_site->count() > 0);
    m_cancel->setEnabled(running);
    m_export->setEnabled(!running && m_report.has_value());
}

} // namespace robots::siteui
