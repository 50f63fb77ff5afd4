// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"
#include "net/historystore.h"
#include "net/sitefile.h"

#include <robots/studio/testset.h>

#include <QDockWidget>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTimer;

namespace robots::net {
class HostService;
}

namespace robots::siteui {

class HistoryDialog;
class SiteAuditView;
class SiteHostsModel;

/// Tools → Site…: the site the user looks after. A name and its hosts (typed, or discovered from
/// the hosts the robots.txt files and sitemaps name: net::discoverHosts), saved as a
/// `*.robotssite` file (net::SiteFile). The Hosts tab shows what each host's live robots.txt
/// answered (SiteHostsModel), refreshed together with progress and Cancel, every fetch kept in
/// the history (net::HistoryStore, pruned by the retention set here), and optionally every N
/// minutes while the studio runs (off by default, saved in the site file). History… lists one
/// host's versions (HistoryDialog). The Sitemap audit tab checks the site's sitemaps against the
/// current document (SiteAuditView).
class SiteDock : public QDockWidget
{
    Q_OBJECT
public:
    struct Hooks
    {
        std::function<QByteArray()> draft;                                     ///< The current document's text
        std::function<std::vector<robots::TestCase>()> testCases;              ///< Its tester cases
        std::function<QStringList()> agents;                                   ///< Its tester's agents
        std::function<void(int line)> goToLine;                                ///< Jumps its editor to a line
        std::function<void(const QByteArray &, const QString &)> openReadOnly; ///< A version in a tab
    };

    /// Fetches through `service` (not null, not owned: the window's one host service).
    explicit SiteDock(Hooks hooks, net::HostService *service, QWidget *parent = nullptr);
    ~SiteDock() override;

    // --- The site file -----------------------------------------------------------------------------
    /// An empty, unnamed site (nothing asked; the buttons ask before dropping changes).
    void newSite();
    /// Reads PATH; false with the reason shown (the current site kept) when it cannot.
    bool openSite(const QString &path);
    /// Writes the site to PATH (empty: the file it came from). False with the reason shown.
    bool saveSite(const QString &path = QString());
    [[nodiscard]] net::SiteFile site() const;
    [[nodiscard]] QString sitePath() const { return m_path; }
    [[nodiscard]] bool isModified() const { return m_modified; }

    // --- Hosts ---------------------------------------------------------------------------------------
    /// Adds the host of what the user typed ("www.example.com", a URL of it). False with a message.
    bool addHost(const QString &text);
    void removeSelectedHosts();
    /// Adds the hosts the fetched robots.txt files and the site's sitemaps name; returns how many.
    int discoverHosts();
    /// Fetches every host (SiteHostsModel::refreshAll) and prunes the history when done.
    bool refreshAll();
    void setFetchOptions(const net::FetchOptions &options);

    // --- History -------------------------------------------------------------------------------------
    /// Uses the database at PATH (tests); by default HistoryStore::defaultPath(), opened on first use.
    void setHistoryPath(const QString &path);
    /// The open store, or nullptr (with the reason shown) when it cannot be opened.
    net::HistoryStore *historyStore();
    [[nodiscard]] net::HistoryStore::Retention retention() const;
    void setRetention(const net::HistoryStore::Retention &retention);
    /// The history of the host in ROW (the current row when -1), non-modal.
    HistoryDialog *showHistory(int row = -1);

    [[nodiscard]] SiteHostsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *hostsView() const { return m_view; }
    [[nodiscard]] SiteAuditView *auditView() const { return m_audit; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] QLabel *messageLabel() const { return m_message; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void setSite(const net::SiteFile &site, const QString &path);
    void setModified(bool modified);
    void updateTitle();
    void updateButtons();
    void pruneHistory();
    void showMessage(const QString &text);
    void applyRefreshMinutes();
    bool maybeKeepChanges();
    void openWithDialog();
    bool saveAsWithDialog();

    Hooks m_hooks;
    std::unique_ptr<net::HistoryStore> m_store;
    /// Prunes m_store's file on a thread of its own (a write waits for another process's lock).
    std::unique_ptr<net::HistoryWorker> m_writer;
    QString m_historyPath;
    bool m_storeTried = false;
    net::SiteFile m_site; ///< Sitemaps and agents as read (the widgets hold name, hosts, minutes)
    QString m_path;
    bool m_modified = false;

    SiteHostsModel *m_model;
    QTabWidget *m_tabs;
    QLineEdit *m_name;
    QLineEdit *m_hostInput;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_discover;
    QTableView *m_view;
    QPushButton *m_refresh;
    QPushButton *m_cancel;
    QPushButton *m_history;
    QProgressBar *m_progress;
    QSpinBox *m_minutes;
    QSpinBox *m_keepDays;
    QSpinBox *m_keepNewest;
    QLabel *m_message;
    QTimer *m_periodic;
    SiteAuditView *m_audit;
    QPointer<HistoryDialog> m_historyDialog;
};

} // namespace robots::siteui
