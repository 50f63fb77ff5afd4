// SPDX-License-Identifier: MIT
#include "site/sitedock.h"

#include "analysis/lifeline.h"
#include "analysis/messages.h"
#include "analysis/settingsstore.h"
#include "site/historydialog.h"
#include "site/siteauditview.h"
#include "site/sitehostsmodel.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace robots::siteui {

namespace {

// The retention is the user's, not the site's: one history for every site (issue's default:
// 90 days, always the newest 20 fetches of each host).
const QString kRetentionDays = QStringLiteral("site/historyDays");
const QString kRetentionKeep = QStringLiteral("site/historyKeepNewest");

/// Runs `job` on a thread of the pool (it reads or writes a file: the disk may be slow, a network
/// share may hang), then `done(result)` on TARGET's thread unless TARGET is gone (LIFELINE).
template<typename Job, typename Done>
void offTheWindowsThread(const std::shared_ptr<ui::Lifeline> &lifeline, QObject *target, Job job, Done done)
{
    QThreadPool::globalInstance()->start([lifeline, target, job = std::move(job), done = std::move(done)] {
        auto result = job();
        lifeline->post(target, [done, result = std::move(result)] { done(result); });
    });
}

} // namespace

SiteDock::SiteDock(Hooks hooks, net::HostService *service, QWidget *parent)
    : QDockWidget(parent)
    , m_hooks(std::move(hooks))
    , m_model(new SiteHostsModel(service, this))
    , m_tabs(new QTabWidget(this))
    , m_name(new QLineEdit(this))
    , m_hostInput(new QLineEdit(this))
    , m_add(new QPushButton(tr("&Add"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_discover(new QPushButton(tr("&Discover Hosts"), this))
    , m_view(new QTableView(this))
    , m_refresh(new QPushButton(tr("Refresh &All"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_history(new QPushButton(tr("&History…"), this))
    , m_progress(new QProgressBar(this))
    , m_minutes(new QSpinBox(this))
    , m_keepDays(new QSpinBox(this))
    , m_keepNewest(new QSpinBox(this))
    , m_message(new QLabel(this))
    , m_periodic(new QTimer(this))
{
    m_lifeline = std::make_shared<ui::Lifeline>();
    setObjectName(QStringLiteral("siteDock"));
    m_audit = new SiteAuditView({m_hooks.draft, m_hooks.agents, m_hooks.goToLine}, this);

    // --- The site file's buttons
    auto *newButton = new QPushButton(tr("New"), this);
    newButton->setObjectName(QStringLiteral("siteNew"));
    auto *openButton = new QPushButton(tr("Open…"), this);
    openButton->setObjectName(QStringLiteral("siteOpen"));
    auto *saveButton = new QPushButton(tr("Save"), this);
    saveButton->setObjectName(QStringLiteral("siteSave"));
    auto *saveAsButton = new QPushButton(tr("Save As…"), this);
    saveAsButton->setObjectName(QStringLiteral("siteSaveAs"));
    m_name->setObjectName(QStringLiteral("siteName"));
    m_name->setPlaceholderText(tr("Name of the site"));
    m_hostInput->setObjectName(QStringLiteral("siteHostInput"));
    m_hostInput->setPlaceholderText(tr("Host to add, e.g. www.example.com"));
    m_add->setObjectName(QStringLiteral("siteAddHost"));
    m_remove->setObjectName(QStringLiteral("siteRemoveHost"));
    m_discover->setObjectName(QStringLiteral("siteDiscoverHosts"));
    m_discover->setToolTip(tr("Add the hosts of this site that the fetched robots.txt files and the sitemaps name"));

    // --- The hosts table
    m_view->setObjectName(QStringLiteral("siteHostsView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_refresh->setObjectName(QStringLiteral("siteRefreshAll"));
    m_refresh->setToolTip(tr("Fetch the robots.txt of every host now; every fetch is kept in the history"));
    m_cancel->setObjectName(QStringLiteral("siteCancel"));
    m_history->setObjectName(QStringLiteral("siteHistory"));
    m_history->setToolTip(tr("The versions of the selected host's robots.txt"));
    m_progress->setObjectName(QStringLiteral("siteProgress"));
    m_progress->setFormat(tr("%v of %m hosts"));
    m_progress->setValue(0);
    m_minutes->setObjectName(QStringLiteral("siteRefreshMinutes"));
    m_minutes->setRange(0, 24 * 60);
    m_minutes->setSpecialValueText(tr("off"));
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setToolTip(tr("Refresh every host this often while the studio runs (saved in the site file)"));
    m_keepDays->setObjectName(QStringLiteral("siteHistoryDays"));
    m_keepDays->setRange(1, 3650);
    m_keepDays->setSuffix(tr(" days"));
    m_keepNewest->setObjectName(QStringLiteral("siteHistoryKeepNewest"));
    m_keepNewest->setRange(1, 10000);
    m_keepNewest->setToolTip(tr("The newest fetches of each host are kept however old they are"));
    m_keepDays->setValue(ui::Settings::value(kRetentionDays, net::HistoryStore::Retention{}.days).toInt());
    m_keepNewest->setValue(ui::Settings::value(kRetentionKeep, net::HistoryStore::Retention{}.keepNewest).toInt());
    // Screen readers name each control (the labels beside some of them are not their buddies).
    m_tabs->setAccessibleName(tr("Site views"));
    m_view->setAccessibleName(tr("Hosts of the site"));
    newButton->setAccessibleName(tr("New site"));
    openButton->setAccessibleName(tr("Open site"));
    saveButton->setAccessibleName(tr("Save site"));
    saveAsButton->setAccessibleName(tr("Save site as"));
    m_name->setAccessibleName(tr("Site name"));
    m_hostInput->setAccessibleName(tr("Host to add"));
    m_add->setAccessibleName(tr("Add host"));
    m_remove->setAccessibleName(tr("Remove host"));
    m_discover->setAccessibleName(tr("Discover hosts"));
    m_refresh->setAccessibleName(tr("Refresh all hosts"));
    m_cancel->setAccessibleName(tr("Cancel the refresh"));
    m_history->setAccessibleName(tr("History of the host"));
    m_minutes->setAccessibleName(tr("Refresh every (minutes)"));
    m_keepDays->setAccessibleName(tr("Keep history for (days)"));
    m_keepNewest->setAccessibleName(tr("Always keep the newest fetches"));
    m_periodic->setObjectName(QStringLiteral("siteRefreshTimer"));
    m_message->setObjectName(QStringLiteral("siteMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(new QLabel(tr("Site:"), this));
    fileRow->addWidget(m_name, 1);
    fileRow->addWidget(newButton);
    fileRow->addWidget(openButton);
    fileRow->addWidget(saveButton);
    fileRow->addWidget(saveAsButton);
    auto *hostRow = new QHBoxLayout;
    hostRow->addWidget(m_hostInput, 1);
    hostRow->addWidget(m_add);
    hostRow->addWidget(m_remove);
    hostRow->addWidget(m_discover);
    auto *refreshRow = new QHBoxLayout;
    refreshRow->addWidget(m_refresh);
    refreshRow->addWidget(m_cancel);
    refreshRow->addWidget(m_progress, 1);
    refreshRow->addWidget(m_history);
    auto *optionsRow = new QHBoxLayout;
    auto *minutesLabel = new QLabel(tr("Refresh &every:"), this);
    minutesLabel->setBuddy(m_minutes);
    auto *daysLabel = new QLabel(tr("Keep history &for:"), this);
    daysLabel->setBuddy(m_keepDays);
    auto *newestLabel = new QLabel(tr("and always the &newest:"), this);
    newestLabel->setBuddy(m_keepNewest);
    optionsRow->addWidget(minutesLabel);
    optionsRow->addWidget(m_minutes);
    optionsRow->addSpacing(16);
    optionsRow->addWidget(daysLabel);
    optionsRow->addWidget(m_keepDays);
    optionsRow->addWidget(newestLabel);
    optionsRow->addWidget(m_keepNewest);
    optionsRow->addStretch(1);

    auto *hostsPage = new QWidget(this);
    hostsPage->setObjectName(QStringLiteral("siteHostsPage"));
    auto *hostsLayout = new QVBoxLayout(hostsPage);
    hostsLayout->addLayout(hostRow);
    hostsLayout->addWidget(m_view, 1);
    hostsLayout->addLayout(refreshRow);
    hostsLayout->addLayout(optionsRow);
    m_tabs->setObjectName(QStringLiteral("siteTabs"));
    m_tabs->addTab(hostsPage, tr("Hosts"));
    m_tabs->addTab(m_audit, tr("Sitemap Audit"));
    m_tabs->setDocumentMode(true);

    auto *contents = new QWidget(this);
    auto *layout = new QVBoxLayout(contents);
    layout->addLayout(fileRow);
    layout->addWidget(m_message);
    layout->addWidget(m_tabs, 1);
    setWidget(contents);

    connect(newButton, &QPushButton::clicked, this, [this] { whenChangesKept([this] { newSite(); }); });
    connect(openButton, &QPushButton::clicked, this, &SiteDock::openWithDialog);
    connect(saveButton, &QPushButton::clicked, this, [this] {
        if (m_path.isEmpty())
            saveAsWithDialog();
        else
            saveSite();
    });
    connect(saveAsButton, &QPushButton::clicked, this, [this] { saveAsWithDialog(); });
    connect(m_name, &QLineEdit::textEdited, this, [this] { setModified(true); });
    connect(m_hostInput, &QLineEdit::returnPressed, m_add, &QPushButton::click);
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (addHost(m_hostInput->text()))
            m_hostInput->clear();
    });
    connect(m_remove, &QPushButton::clicked, this, &SiteDock::removeSelectedHosts);
    connect(m_discover, &QPushButton::clicked, this, [this] {
        const int added = discoverHosts();
        showMessage(added > 0 ? tr("%n host(s) added.", nullptr, added)
                              : tr("No new host: the fetched robots.txt files and the sitemaps name only hosts "
                                   "the site has (refresh the hosts first)."));
    });
    connect(m_refresh, &QPushButton::clicked, this, &SiteDock::refreshAll);
    connect(m_cancel, &QPushButton::clicked, m_model, &SiteHostsModel::cancel);
    connect(m_history, &QPushButton::clicked, this, [this] { showHistory(); });
    connect(m_view, &QAbstractItemView::doubleClicked, this,
            [this](const QModelIndex &index) { showHistory(index.row()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SiteDock::updateButtons);
    connect(m_model, &SiteHostsModel::refreshProgress, this, [this](int done, int total) {
        m_progress->setTextVisible(true);
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_model, &SiteHostsModel::refreshFinished, this, [this](bool cancelled) {
        if (cancelled)
            showMessage(tr("Refresh cancelled; the hosts that had answered are recorded."));
        pruneHistory();
        m_audit->setSitemaps(m_site.sitemaps);
        updateButtons();
    });
    connect(m_model, &SiteHostsModel::historyError, this,
            [this](const QString &why) { showMessage(tr("Cannot record the fetch in the history: %1").arg(why)); });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] { m_audit->setHosts(m_model->hosts()); });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] { m_audit->setHosts(m_model->hosts()); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_audit->setHosts(m_model->hosts()); });
    connect(m_minutes, &QSpinBox::valueChanged, this, [this] {
        setModified(true);
        applyRefreshMinutes();
    });
    // Every step of the spin boxes is written: the settings writer's thread does it (ui::Settings).
    const auto saveRetention = [this] {
        ui::Settings::setValue(kRetentionDays, m_keepDays->value());
        ui::Settings::setValue(kRetentionKeep, m_keepNewest->value());
    };
    connect(m_keepDays, &QSpinBox::valueChanged, this, saveRetention);
    connect(m_keepNewest, &QSpinBox::valueChanged, this, saveRetention);
    connect(m_periodic, &QTimer::timeout, this, [this] {
        if (!m_model->isRefreshing())
            refreshAll();
    });
    newSite();
}

SiteDock::~SiteDock()
{
    // A save under way still completes (the pool finishes its jobs before the process exits);
    // only its answer is dropped.
    m_lifeline->kill();
    m_model->cancel();
    m_model->setHistory(nullptr);
}

// ----------------------------------------------------------------------------------------------
// The site file

void SiteDock::newSite()
{
    setSite(net::SiteFile{}, QString());
}

void SiteDock::openSite(const QString &path)
{
    const quint64 serial = ++m_openSerial;
    using Read = std::pair<std::optional<net::SiteFile>, Message>;
    offTheWindowsThread(
        m_lifeline, this,
        [path] {
            Message error;
            std::optional<net::SiteFile> site = net::SiteFile::load(path, &error);
            return Read{std::move(site), error};
        },
        [this, path, serial](const Read &read) {
            if (serial != m_openSerial)
                return; // another site was asked for since
            if (!read.first) {
                const QString text =
                    tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), ui::messageText(read.second));
                showMessage(text);
                Q_EMIT siteFileFailed(text);
                return;
            }
            setSite(*read.first, path);
            Q_EMIT siteOpened(path);
        });
}

bool SiteDock::saveSite(const QString &path, std::function<void()> then)
{
    QString target = path.isEmpty() ? m_path : path;
    if (target.isEmpty())
        return false;
    if (QFileInfo(target).suffix().isEmpty())
        target += u'.' + net::SiteFile::suffix();
    m_saves.append(PendingSave{site(), target, m_siteSerial, m_edits, std::move(then)});
    if (m_saves.size() == 1)
        startNextSave();
    return true;
}

void SiteDock::startNextSave()
{
    const PendingSave &save = m_saves.constFirst();
    offTheWindowsThread(
        m_lifeline, this,
        [site = save.site, target = save.target] {
            Message error;
            site.save(target, &error); // QSaveFile: the old file stays whole when this fails
            return error;
        },
        [this](const Message &error) { saveFinished(error); });
}

void SiteDock::saveFinished(const Message &error)
{
    PendingSave save = m_saves.takeFirst();
    if (!m_saves.isEmpty())
        startNextSave();
    if (!error.id.empty()) {
        // Nothing is lost: the site stays as edited, still modified, and `then` (closing, opening
        // another site) does not happen.
        const QString text =
            tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(save.target), ui::messageText(error));
        showMessage(text);
        Q_EMIT siteFileFailed(text);
        return;
    }
    if (save.siteSerial == m_siteSerial) {
        m_path = save.target;
        m_message->hide();
        if (save.edits == m_edits)
            setModified(false);
    }
    Q_EMIT siteSaved(save.target);
    if (save.then)
        save.then();
}

net::SiteFile SiteDock::site() const
{
    net::SiteFile site = m_site;
    site.name = m_name->text().trimmed();
    site.hosts = m_model->hosts();
    site.sitemaps = m_audit->sitemaps();
    site.agents = m_audit->agents();
    site.refreshMinutes = m_minutes->value();
    return site;
}

void SiteDock::setSite(const net::SiteFile &site, const QString &path)
{
    ++m_siteSerial;
    ++m_openSerial; // a read still under way does not replace this site
    m_site = site;
    m_path = path;
    m_name->setText(site.name);
    m_model->setHosts(site.hosts);
    m_audit->setHosts(m_model->hosts());
    m_audit->setSitemaps(site.sitemaps);
    m_audit->setAgents(site.agents);
    {
        const QSignalBlocker blocker(m_minutes);
        m_minutes->setValue(site.refreshMinutes);
    }
    applyRefreshMinutes();
    m_message->hide();
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false); // "0 of 1 hosts" says nothing before a refresh
    setModified(false);
}

void SiteDock::setModified(bool modified)
{
    if (modified)
        ++m_edits;
    m_modified = modified;
    updateTitle();
    updateButtons();
}

void SiteDock::updateTitle()
{
    const QString name = m_name->text().trimmed().isEmpty() ? tr("Untitled site") : m_name->text().trimmed();
    setWindowTitle(tr("Site: %1%2").arg(name, m_modified ? QStringLiteral("*") : QString()));
}

SiteDock::Kept SiteDock::keepChanges(std::function<void()> afterSave)
{
    if (!m_modified)
        return Kept::Proceed;
    const QMessageBox::StandardButton answer =
        QMessageBox::question(this, tr("Unsaved Site"),
                              tr("The site \"%1\" has changes that are not saved. Save them first?")
                                  .arg(m_name->text().trimmed().isEmpty() ? tr("Untitled site") : m_name->text()),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Discard)
        return Kept::Proceed;
    // A save that fails says why and goes no further: `afterSave` runs only once it is written.
    if (answer == QMessageBox::Save &&
        (m_path.isEmpty() ? saveAsWithDialog(std::move(afterSave)) : saveSite(QString(), std::move(afterSave))))
        return Kept::Saving;
    return Kept::Cancelled;
}

void SiteDock::whenChangesKept(std::function<void()> then)
{
    if (keepChanges(then) == Kept::Proceed)
        then();
}

bool SiteDock::readyToClose(std::function<void()> retry)
{
    if (isSaving()) {
        // Hand the close to the save under way: it is written first, then the window closes.
        PendingSave &last = m_saves.last();
        last.then = [previous = std::move(last.then), retry = std::move(retry)] {
            if (previous)
                previous();
            retry();
        };
        return false;
    }
    return keepChanges(std::move(retry)) == Kept::Proceed;
}

void SiteDock::openWithDialog()
{
    whenChangesKept([this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open Site"), QFileInfo(m_path).absolutePath(),
                                         tr("Sites (*.%1);;All files (*)").arg(net::SiteFile::suffix()));
        if (!path.isEmpty())
            openSite(path);
    });
}

bool SiteDock::saveAsWithDialog(std::function<void()> then)
{
    QString suggestion = m_path;
    if (suggestion.isEmpty()) {
        const QString name = m_name->text().trimmed().isEmpty() ? tr("site") : m_name->text().trimmed();
        suggestion = name + u'.' + net::SiteFile::suffix();
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Site"), suggestion,
                                                      tr("Sites (*.%1);;All files (*)").arg(net::SiteFile::suffix()));
    return !path.isEmpty() && saveSite(path, std::move(then));
}

// ----------------------------------------------------------------------------------------------
// Hosts

bool SiteDock::addHost(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return false;
    const QUrl url = net::urlFromUserInput(trimmed);
    if (net::hostKey(url).isEmpty()) {
        showMessage(tr("\"%1\" is not a host: type a name such as www.example.com or an http(s) URL.").arg(trimmed));
        return false;
    }
    if (!m_model->addHost(url)) {
        showMessage(tr("%1 is in the site already.").arg(net::hostKey(url)));
        return false;
    }
    m_message->hide();
    setModified(true);
    return true;
}

void SiteDock::removeSelectedHosts()
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows << index.row();
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows << m_view->currentIndex().row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : std::as_const(rows))
        m_model->removeHost(row);
    if (!rows.isEmpty())
        setModified(true);
}

int SiteDock::discoverHosts()
{
    QList<QUrl> named = m_model->sitemapUrls();
    for (const QUrl &url : m_audit->sitemaps())
        named.append(url);
    const net::SiteFile current = site();
    int added = 0;
    for (const QUrl &host : net::discoverHosts(current, named)) {
        if (m_model->addHost(host))
            ++added;
    }
    if (added > 0)
        setModified(true);
    return added;
}

bool SiteDock::refreshAll()
{
    m_message->hide();
    history(); // every fetch goes into the history
    const bool started = m_model->refreshAll();
    if (!started && m_model->rowCount() == 0)
        showMessage(tr("Add a host first: type its name and press Add."));
    updateButtons();
    return started;
}

void SiteDock::setFetchOptions(const net::FetchOptions &options)
{
    m_model->setFetchOptions(options);
}

// ----------------------------------------------------------------------------------------------
// History

void SiteDock::setHistoryPath(const QString &path)
{
    m_model->setHistory(nullptr);
    m_historyWorker.reset(); // a job under way still finishes, on its own thread
    m_historyFailed = false;
    m_historyPath = path;
}

QString SiteDock::historyPath() const
{
    return m_historyPath.isEmpty() ? net::HistoryStore::defaultPath() : m_historyPath;
}

net::HistoryWorker *SiteDock::history()
{
    if (m_historyWorker)
        return m_historyWorker.get();
    m_historyWorker = std::make_unique<net::HistoryWorker>();
    const QString path = historyPath();
    m_historyWorker->setPath(path); // opened (created, migrated) on the worker's thread
    m_model->setHistory(m_historyWorker.get());
    m_historyWorker->run(
        this, [](net::HistoryStore &store) { return store.isOpen() ? Message() : store.error(); },
        [this, path, worker = QPointer<net::HistoryWorker>(m_historyWorker.get())](const Message &error) {
            if (error.id.empty() || worker != m_historyWorker.get())
                return;
            m_historyFailed = true;
            m_model->setHistory(nullptr); // fetches are not recorded into a file that cannot be opened
            showMessage(tr("The history cannot be opened (%1): %2. Fetches are shown but not kept.")
                            .arg(QDir::toNativeSeparators(path), ui::messageText(error)));
        });
    return m_historyWorker.get();
}

void SiteDock::pruneHistory()
{
    if (m_historyFailed)
        return;
    using Pruned = std::pair<int, Message>;
    history()->run(
        this,
        [retention = retention()](net::HistoryStore &store) {
            const int removed = store.isOpen() ? store.prune(retention) : -1;
            return Pruned{removed, removed < 0 ? store.error() : Message()};
        },
        [this](const Pruned &pruned) {
            if (pruned.first < 0)
                showMessage(tr("Cannot prune the history: %1").arg(ui::messageText(pruned.second)));
        });
}

net::HistoryStore::Retention SiteDock::retention() const
{
    return {m_keepDays->value(), m_keepNewest->value()};
}

void SiteDock::setRetention(const net::HistoryStore::Retention &retention)
{
    m_keepDays->setValue(retention.days);
    m_keepNewest->setValue(retention.keepNewest);
}

HistoryDialog *SiteDock::showHistory(int row)
{
    if (row < 0)
        row = m_view->currentIndex().isValid() ? m_view->currentIndex().row() : (m_model->rowCount() == 1 ? 0 : -1);
    const QString origin = m_model->originAt(row);
    if (origin.isEmpty()) {
        showMessage(tr("Select a host to see its history."));
        return nullptr;
    }
    net::HistoryWorker *worker = history();
    if (m_historyFailed)
        return nullptr; // the message says why
    if (m_historyDialog)
        m_historyDialog->close();
    m_historyDialog = new HistoryDialog(worker, origin, {m_hooks.testCases, m_hooks.openReadOnly}, this);
    m_historyDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_historyDialog->show();
    return m_historyDialog;
}

// ----------------------------------------------------------------------------------------------

void SiteDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    history(); // the hosts' last known fetches
    m_audit->useDefaultAgents();
    for (int c = 0; c < SiteHostsModel::ChangedColumn; ++c)
        m_view->resizeColumnToContents(c);
}

void SiteDock::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->show();
}

void SiteDock::applyRefreshMinutes()
{
    const int minutes = m_minutes->value();
    if (minutes <= 0) {
        m_periodic->stop();
        return;
    }
    m_periodic->start(std::chrono::minutes(minutes));
}

void SiteDock::updateButtons()
{
    const bool running = m_model->isRefreshing();
    const bool any = m_model->rowCount() > 0;
    const bool selected = m_view->selectionModel() && m_view->selectionModel()->hasSelection();
    m_refresh->setEnabled(!running && any);
    m_cancel->setEnabled(running);
    m_remove->setEnabled(selected && !running);
    m_history->setEnabled(any);
    m_discover->setEnabled(any);
}

} // namespace robots::siteui
