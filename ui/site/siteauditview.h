// SPDX-License-Identifier: MIT
#pragma once

#include "net/sitemapauditor.h"

#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace robots::siteui {

/// The sitemap audit of a site: every URL of its sitemaps (the `Sitemap:` lines of the host's
/// live robots.txt, and those the user adds) judged by the draft — the current document — and by
/// the live file, for the chosen agents. The work is net::SitemapAuditor's, on its own thread;
/// this view only starts it, shows its progress and the grouped result: per agent, the URLs the
/// draft newly blocks, unblocks, or that both block, each group under its deciding rule and line
/// (activating a group jumps the editor to that line of the draft); URLs on other hosts,
/// malformed URLs and the sitemaps that could not be read. Export CSV writes
/// robots::sitemapAuditCsv().
class SiteAuditView : public QWidget
{
    Q_OBJECT
public:
    struct Hooks
    {
        std::function<QByteArray()> draft;          ///< The current document's text (the draft)
        std::function<QStringList()> defaultAgents; ///< The tester's agents (empty: Googlebot)
        std::function<void(int line)> goToLine;     ///< Jumps the editor to a line of the draft
    };
    /// URLs listed under one group at most (the CSV has them all).
    static constexpr int kShownUrlsPerGroup = 200;
    /// Rule groups listed per agent and kind of change; the rest are counted (Export CSV lists them).
    /// With the URL lists filled only when a group is expanded, this bounds the items made when a
    /// result arrives, so the window's thread never stalls > 50 ms even when a large file splits
    /// a million URLs into tens of thousands of groups (the site-audit budget).
    static constexpr int kShownGroupsPerChange = 200;
    /// Groups whose URLs are listed (expanded) from the start: the first newly blocked ones.
    static constexpr int kExpandedGroups = 10;

    explicit SiteAuditView(Hooks hooks, QWidget *parent = nullptr);
    ~SiteAuditView() override;

    /// The hosts the audit can run on (the site's); the first is chosen.
    void setHosts(const QList<QUrl> &hosts);
    /// The sitemaps the user added (the site file's), one per line in the box.
    void setSitemaps(const QList<QUrl> &sitemaps);
    [[nodiscard]] QList<QUrl> sitemaps() const;
    /// The agents in the box ("Googlebot, Bingbot").
    [[nodiscard]] QStringList agents() const;
    void setAgents(const QStringList &agents);
    /// Fills the agents box from Hooks::defaultAgents when the user has not typed any.
    void useDefaultAgents();

    /// The options run() starts the auditor with (draft, agents, site, sitemaps).
    [[nodiscard]] net::SitemapAuditor::Options options() const;
    /// Starts an audit with options(); false (with a message) when there is no host or agent.
    bool run();
    void cancel();
    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] net::SitemapAuditor *auditor() const { return m_auditor; }

    /// Shows a finished audit's result (what `finished` does; also for previews).
    /// Shows a report and keeps it (for Export CSV): moved in, never copied, for a report of a
    /// million URLs is tens of megabytes.
    void showReport(net::SitemapAuditReport report);
    [[nodiscard]] const std::optional<net::SitemapAuditReport> &report() const { return m_report; }
    /// Writes the result as CSV to PATH (".csv" added when it has no suffix). False with a
    /// message shown when it cannot; the path written in `written`.
    bool exportCsv(const QString &path, QString *written = nullptr);

    [[nodiscard]] QTreeWidget *resultsView() const { return m_results; }
    [[nodiscard]] QLabel *messageLabel() const { return m_message; }

Q_SIGNALS:
    /// An audit finished and its result is shown.
    void auditFinished();

private:
    void onProgress(int sitemapsDone, int sitemapsKnown, qint64 urls, qint64 blocked);
    void onFinished();
    void updateButtons();
    void activate(QTreeWidgetItem *item);
    /// Fills a rule group's URLs the first time it is expanded.
    void listUrls(QTreeWidgetItem *item);
    void exportWithDialog();

    Hooks m_hooks;
    net::SitemapAuditor *m_auditor;
    std::optional<net::SitemapAuditReport> m_report;
    QComboBox *m_site;
    QLineEdit *m_agents;
    QPlainTextEdit *m_sitemaps;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QPushButton *m_export;
    QProgressBar *m_progress;
    QLabel *m_counts;
    QLabel *m_message;
    QTreeWidget *m_results;
};

} // namespace robots::siteui
