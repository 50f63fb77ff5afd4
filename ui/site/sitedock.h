// SPDX-License-Identifier: MIT
#pragma once

#include "net/fetchreport.h"
#include "net/historystore.h"
#include "net/sitefile.h"

#include <robots/studio/testset.h>

#include <QDockWidget>
#include <QList>
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

namespace robots::ui {
class Lifeline;
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
    /// Reads PATH off the window's thread, then shows it (`siteOpened`); when it cannot be read,
    /// the reason is shown (`siteFileFailed`) and the current site kept. A later newSite() or
    /// openSite() wins over a read still under way.
    void openSite(const QString &path);
    /// Writes the site as it is now to PATH (empty: the file it came from) off the window's
    /// thread; the suffix is added when PATH has none. Saves run one after another in the order
    /// asked. Once written: `siteSaved`, then `then` runs; the site counts as saved unless it was
    /// edited meanwhile. When it cannot be written: the reason shown (`siteFileFailed`), the site
    /// stays as edited and modified, `then` does not run. False (nothing started) without a path.
    bool saveSite(const QString &path = QString(), std::function<void()> then = {});
    /// A save is under way.
    [[nodiscard]] bool isSaving() const { return !m_saves.isEmpty(); }
    /// Before the window closes: true when nothing would be lost. Otherwise asks (Save, Discard,
    /// Cancel) and answers false unless the user discards; `retry` runs once the site is saved
    /// (or once the save under way finished), so the window can close then.
    bool readyToClose(std::function<void()> retry);
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
    [[nodiscard]] QString historyPath() const;
    /// The worker that reads and prunes the history on its own thread (opening it on first use);
    /// when the file cannot be opened the reason is shown, and fetches are shown but not kept.
    net::HistoryWorker *history();
    [[nodiscard]] net::HistoryStore::Retention retention() const;
    void setRetention(const net::HistoryStore::Retention &retention);
    /// The history of the host in ROW (the current row when -1), non-modal.
    HistoryDialog *showHistory(int row = -1);

    [[nodiscard]] SiteHostsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *hostsView() const { return m_view; }
    [[nodiscard]] SiteAuditView *auditView() const { return m_audit; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] QLabel *messageLabel() const { return m_message; }

Q_SIGNALS:
    /// The site was written to PATH (saveSite()).
    void siteSaved(const QString &path);
    /// The site read from PATH is shown (openSite()).
    void siteOpened(const QString &path);
    /// A site file could not be read or written: MESSAGE (shown in the dock too) says which and why.
    void siteFileFailed(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// One save asked for: the site as it was then, where, and what follows once written.
    struct PendingSave
    {
        net::SiteFile site;
        QString target;
        quint64 siteSerial = 0; ///< m_siteSerial then: the same site is still shown
        quint64 edits = 0;      ///< m_edits then: not edited since
        std::function<void()> then;
    };
    enum class Kept {
        Proceed,   ///< Nothing to save, or the user discards the changes
        Saving,    ///< A save is under way; `afterSave` runs once it is written
        Cancelled, ///< The user cancelled (or chose no file)
    };
    /// Asks about unsaved changes, and saves when the user says so.
    Kept keepChanges(std::function<void()> afterSave);
    void startNextSave();
    void saveFinished(const Message &error);
    /// Runs `then` unless the user cancels; asks first when the site has unsaved changes (and
    /// runs `then` only once they are saved, or discarded).
    void whenChangesKept(std::function<void()> then);
    void setSite(const net::SiteFile &site, const QString &path);
    void setModified(bool modified);
    void updateTitle();
    void updateButtons();
    void pruneHistory();
    void showMessage(const QString &text);
    void applyRefreshMinutes();
    void openWithDialog();
    bool saveAsWithDialog(std::function<void()> then = {});

    Hooks m_hooks;
    /// Reads and prunes the history on a thread of its own: a read may wait for the disk, a
    /// write for another process's lock.
    std::unique_ptr<net::HistoryWorker> m_historyWorker;
    QString m_historyPath;
    bool m_historyFailed = false; ///< The history could not be opened (said in the message)
    net::SiteFile m_site;         ///< Sitemaps and agents as read (the widgets hold name, hosts, minutes)
    QString m_path;
    bool m_modified = false;
    quint64 m_edits = 0;        ///< Edits so far (a save done counts only if none came after it was asked)
    quint64 m_siteSerial = 0;   ///< Sites shown so far (new, opened)
    quint64 m_openSerial = 0;   ///< Opens asked so far (only the last one's result is shown)
    QList<PendingSave> m_saves; ///< In order; the first is being written
    std::shared_ptr<ui::Lifeline> m_lifeline;

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
