// SPDX-License-Identifier: MIT
#include "crawlerlogs/crawlerlogswindow.h"

#include "analysis/agentpresets.h"
#include "analysis/messages.h"
#include "crawlerlogs/requestsmodel.h"
#include "net/historystore.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QLocale>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTimeZone>
#include <QTreeView>
#include <QVBoxLayout>
#include <QValueAxis>

namespace robots::crawlerlogs {

namespace {

/// The row's index in the summary's crawlers (on the crawler column).
constexpr int kSummaryIndexRole = Qt::UserRole + 1;
/// Progress is shown at most this often (a 1 GB log makes a thousand chunks).
constexpr qint64 kProgressIntervalMs = 100;

QString utf8(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QStandardItem *numberItem(std::uint64_t n)
{
    auto *item = new QStandardItem;
    item->setData(QVariant::fromValue<qulonglong>(n), Qt::DisplayRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString durationText(std::int64_t ms)
{
    const std::int64_t minutes = ms / 60000;
    if (minutes < 120)
        return CrawlerLogsWindow::tr("%n min", nullptr, int(minutes));
    const std::int64_t hours = minutes / 60;
    if (hours < 72)
        return CrawlerLogsWindow::tr("%n h", nullptr, int(hours));
    return CrawlerLogsWindow::tr("%n days", nullptr, int(hours / 24));
}

} // namespace

CrawlerLogsWindow::CrawlerLogsWindow(Hooks hooks, QWidget *parent)
    : QDialog(parent)
    , m_hooks(std::move(hooks))
{
    setObjectName(QStringLiteral("crawlerLogsWindow"));
    setWindowTitle(tr("Crawler Logs"));
    setModal(false);
    setAcceptDrops(true);
    setWindowFlag(Qt::WindowMaximizeButtonHint);

    // The inputs: logs, the robots.txt to judge against, range files.
    m_fileList = new QListWidget;
    m_fileList->setObjectName(QStringLiteral("logFiles"));
    m_fileList->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_fileList->setMaximumHeight(fontMetrics().height() * 6); // the results need the room
    m_fileList->setToolTip(tr("Access logs (Combined, W3C or JSON Lines, plain or gzip), read in this order. "
                              "Drop files here."));
    auto *addFiles = new QPushButton(tr("Add Files…"));
    addFiles->setObjectName(QStringLiteral("addFiles"));
    auto *removeFiles = new QPushButton(tr("Remove"));
    removeFiles->setObjectName(QStringLiteral("removeFiles"));
    connect(addFiles, &QPushButton::clicked, this, &CrawlerLogsWindow::addFilesWithDialog);
    connect(removeFiles, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_fileList->selectedItems());
        updateButtons();
    });
    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(addFiles);
    fileButtons->addWidget(removeFiles);
    fileButtons->addStretch();
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_fileList, 1);
    fileRow->addLayout(fileButtons);

    m_sourceBox = new QComboBox;
    m_sourceBox->setObjectName(QStringLiteral("robotsSource"));
    m_sourceBox->addItem(tr("The current document"), int(Source::CurrentDocument));
    m_sourceBox->addItem(tr("A robots.txt file"), int(Source::File));
    m_sourceBox->addItem(tr("The open site's history"), int(Source::Site));
    m_sourceBox->addItem(tr("A history database"), int(Source::History));
    m_sourcePath = new QLineEdit;
    m_sourcePath->setObjectName(QStringLiteral("robotsPath"));
    m_browse = new QPushButton(tr("Browse…"));
    connect(m_browse, &QPushButton::clicked, this, &CrawlerLogsWindow::browseSource);
    connect(m_sourceBox, &QComboBox::currentIndexChanged, this, [this] {
        m_source = Source(m_sourceBox->currentData().toInt());
        updateSourceWidgets();
    });
    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(m_sourceBox);
    sourceRow->addWidget(m_sourcePath, 1);
    sourceRow->addWidget(m_browse);

    m_rangeList = new QListWidget;
    m_rangeList->setObjectName(QStringLiteral("rangeFiles"));
    m_rangeList->setMaximumHeight(fontMetrics().height() * 4);
    m_rangeList->setToolTip(tr("The IP ranges an operator publishes (JSON with \"prefixes\"), named after the "
                               "crawler or its operator: googlebot.json, gptbot.json"));
    auto *addRanges = new QPushButton(tr("Add…"));
    auto *removeRanges = new QPushButton(tr("Remove"));
    connect(addRanges, &QPushButton::clicked, this, [this] {
        const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add IP Range Files"), QString(),
                                                                tr("IP range files (*.json);;All files (*)"));
        for (const QString &p : paths)
            addRangeFile(p);
    });
    connect(removeRanges, &QPushButton::clicked, this, [this] { qDeleteAll(m_rangeList->selectedItems()); });
    m_refreshRanges = new QPushButton(tr("Fetch Latest"));
    m_refreshRanges->setObjectName(QStringLiteral("refreshRanges"));
    m_refreshRanges->setToolTip(tr("Fetch the IP range files each operator publishes into the history chosen above "
                                   "(the open site's or a database), with their date. A run against a history "
                                   "verifies with the newest stored copies when no range file is added here."));
    connect(m_refreshRanges, &QPushButton::clicked, this, &CrawlerLogsWindow::refreshStoredRanges);
    auto *rangeButtons = new QVBoxLayout;
    rangeButtons->addWidget(addRanges);
    rangeButtons->addWidget(removeRanges);
    rangeButtons->addWidget(m_refreshRanges);
    rangeButtons->addStretch();
    auto *rangeRow = new QHBoxLayout;
    rangeRow->addWidget(m_rangeList, 1);
    rangeRow->addLayout(rangeButtons);

    auto *form = new QFormLayout;
    form->addRow(tr("Logs:"), fileRow);
    form->addRow(tr("Judge against:"), sourceRow);
    form->addRow(tr("IP ranges (optional):"), rangeRow);

    // Start, Cancel, progress.
    m_start = new QPushButton(tr("Start"));
    m_start->setObjectName(QStringLiteral("start"));
    m_start->setDefault(true);
    m_cancelButton = new QPushButton(tr("Cancel"));
    m_cancelButton->setObjectName(QStringLiteral("cancel"));
    m_export = new QPushButton(tr("Export CSV…"));
    m_export->setObjectName(QStringLiteral("exportCsv"));
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_rate = new QLabel;
    m_rate->setObjectName(QStringLiteral("rate"));
    connect(m_start, &QPushButton::clicked, this, &CrawlerLogsWindow::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &CrawlerLogsWindow::cancel);
    connect(m_export, &QPushButton::clicked, this, &CrawlerLogsWindow::exportCsvWithDialog);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_start);
    runRow->addWidget(m_cancelButton);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_rate);
    runRow->addWidget(m_export);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Results: the crawlers, the selected one's requests, the timeline, the bad lines.
    m_crawlers = new QStandardItemModel(this);
    m_crawlers->setHorizontalHeaderLabels({tr("Crawler"), tr("Purpose"), tr("Requests"), tr("Verified"),
                                           tr("Unverified"), tr("Spoofed"), tr("Violations"), tr("Within allowance"),
                                           tr("Last robots.txt fetch"), tr("Longest gap"), tr("Peak per minute"),
                                           tr("Crawl-delay exceeded")});
    m_crawlerView = new QTreeView;
    m_crawlerView->setObjectName(QStringLiteral("crawlerTable"));
    m_crawlerView->setModel(m_crawlers);
    m_crawlerView->setUniformRowHeights(true);
    m_crawlerView->setAlternatingRowColors(true);
    m_crawlerView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_crawlerView->header()->setStretchLastSection(false);
    connect(m_crawlerView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const QModelIndex first = current.siblingAtColumn(CrawlerColumn);
                const QVariant i = first.data(kSummaryIndexRole);
                showCrawler(i.isValid() ? i.toInt() : -1);
            });

    m_requests = new RequestsModel(this);
    m_requestView = new QTableView;
    m_requestView->setObjectName(QStringLiteral("requestTable"));
    m_requestView->setModel(m_requests);
    m_requestView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_requestView->setAlternatingRowColors(true);
    m_requestView->verticalHeader()->hide();
    m_requestView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_requestView->horizontalHeader()->setStretchLastSection(true);
    m_requestView->setWordWrap(false);
    connect(m_requestView, &QTableView::activated, this, &CrawlerLogsWindow::openRequest);
    m_requestsNote = new QLabel(tr("Select a crawler to see its requests."));
    m_requestsNote->setObjectName(QStringLiteral("requestsNote"));
    m_requestsNote->setWordWrap(true);
    auto *requestsPage = new QWidget;
    auto *requestsLayout = new QVBoxLayout(requestsPage);
    requestsLayout->setContentsMargins(0, 0, 0, 0);
    requestsLayout->addWidget(m_requestsNote);
    requestsLayout->addWidget(m_requestView, 1);

    m_chart = new QChartView;
    m_chart->setObjectName(QStringLiteral("timeline"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);

    m_badLines = new QListWidget;
    m_badLines->setObjectName(QStringLiteral("badLines"));

    auto *top = new QSplitter(Qt::Vertical);
    top->addWidget(m_crawlerView);
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->addTab(requestsPage, tr("Requests"));
    m_tabs->addTab(m_chart, tr("Timeline"));
    m_tabs->addTab(m_badLines, tr("Bad Lines"));
    top->addWidget(m_tabs);
    top->setStretchFactor(0, 2);
    top->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(runRow);
    layout->addWidget(m_message);
    layout->addWidget(top, 1);

    showMessage(tr("Add the access logs to read, choose the robots.txt to judge them against, and press Start."));
    updateSourceWidgets();
    updateChart(-1);
    updateButtons();
    // Room for the twelve columns of the table, within the screen (a 1280x800 laptop too).
    const QSize available = screen() ? screen()->availableGeometry().size() * 9 / 10 : QSize(1200, 800);
    resize(QSize(1200, 800).boundedTo(available));
}

CrawlerLogsWindow::~CrawlerLogsWindow()
{
    if (m_thread) {
        // The reader stops at its next chunk; its result goes nowhere.
        m_cancel->store(true);
        m_thread->wait(); // then deleted by its finished() connection
    }
}

void CrawlerLogsWindow::addFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        if (!files().contains(path)) {
            auto *item = new QListWidgetItem(QFileInfo(path).fileName(), m_fileList);
            item->setData(Qt::UserRole, path);
            item->setToolTip(path);
        }
    }
    updateButtons();
}

QStringList CrawlerLogsWindow::files() const
{
    QStringList out;
    for (int i = 0; i < m_fileList->count(); ++i)
        out << m_fileList->item(i)->data(Qt::UserRole).toString();
    return out;
}

void CrawlerLogsWindow::setSource(Source source, const QString &path)
{
    m_sourceBox->setCurrentIndex(m_sourceBox->findData(int(source)));
    m_source = source;
    if (!path.isEmpty())
        m_sourcePath->setText(path);
    updateSourceWidgets();
}

void CrawlerLogsWindow::addRangeFile(const QString &path)
{
    auto *item = new QListWidgetItem(QFileInfo(path).fileName(), m_rangeList);
    item->setData(Qt::UserRole, path);
    item->setToolTip(path);
}

void CrawlerLogsWindow::addFilesWithDialog()
{
    addFiles(QFileDialog::getOpenFileNames(this, tr("Add Access Logs"), QString(),
                                           tr("Access logs (*.log *.log.* *.gz *.jsonl *.json *.txt);;All files (*)")));
}

void CrawlerLogsWindow::browseSource()
{
    QString path;
    if (m_source == Source::File)
        path = QFileDialog::getOpenFileName(this, tr("Choose a robots.txt"), QString(),
                                            tr("robots.txt files (*.txt);;All files (*)"));
    else if (m_source == Source::History)
        path = QFileDialog::getOpenFileName(this, tr("Choose a History Database"), QString(),
                                            tr("History databases (*.sqlite *.db);;All files (*)"));
    if (!path.isEmpty())
        m_sourcePath->setText(path);
}

void CrawlerLogsWindow::updateSourceWidgets()
{
    const bool needsPath = m_source == Source::File || m_source == Source::History;
    m_sourcePath->setEnabled(needsPath);
    m_browse->setEnabled(needsPath);
    m_refreshRanges->setEnabled((m_source == Source::Site || m_source == Source::History) &&
                                !(m_rangeStore && m_rangeStore->isRunning()));
    if (m_source == Source::CurrentDocument) {
        const QString name = m_hooks.currentDocumentName ? m_hooks.currentDocumentName() : QString();
        m_sourcePath->setPlaceholderText(name);
    } else if (m_source == Source::Site) {
        const QString site = m_hooks.sitePath ? m_hooks.sitePath() : QString();
        m_sourcePath->setPlaceholderText(site.isEmpty() ? tr("No site is open (Tools → Site…)") : site);
    } else if (m_source == Source::File) {
        m_sourcePath->setPlaceholderText(tr("robots.txt file"));
    } else {
        m_sourcePath->setPlaceholderText(m_hooks.historyPath ? m_hooks.historyPath() : QString());
    }
}

void CrawlerLogsWindow::setRangeSources(QList<net::RangeSource> sources)
{
    m_rangeSources = std::move(sources);
}

bool CrawlerLogsWindow::refreshStoredRanges()
{
    QString db;
    if (m_source == Source::Site)
        db = m_hooks.historyPath ? m_hooks.historyPath() : QString();
    else if (m_source == Source::History)
        db = m_sourcePath->text().isEmpty() && m_hooks.historyPath ? m_hooks.historyPath() : m_sourcePath->text();
    else {
        showMessage(tr("Choose the open site's history or a history database above: the ranges are kept there."), true);
        return false;
    }
    if (db.isEmpty())
        db = net::HistoryStore::defaultPath();
    if (!m_rangeStore) {
        m_rangeHistory = new net::HistoryWorker(this);
        m_rangeStore = new net::IpRangeStore(m_rangeHistory, this);
        connect(m_rangeStore, &net::IpRangeStore::finished, this,
                [this](const QList<net::IpRangeStore::Refreshed> &results) {
                    int stored = 0;
                    QStringList failures;
                    for (const net::IpRangeStore::Refreshed &r : results) {
                        if (r.stored)
                            ++stored;
                        else
                            failures << tr("%1 (%2): %3")
                                            .arg(r.operatorName, r.url.toDisplayString(), ui::messageText(r.why));
                    }
                    const int kept = int(failures.size());
                    QString text = tr("IP range files fetched into the history: %1 stored, %2 kept their "
                                      "previous copy.")
                                       .arg(stored)
                                       .arg(kept);
                    if (!failures.isEmpty())
                        text += QLatin1Char('\n') + failures.join(QLatin1Char('\n'));
                    showMessage(text, stored == 0 && kept > 0);
                    updateSourceWidgets();
                    Q_EMIT rangesRefreshed(stored, kept);
                });
    }
    m_rangeHistory->setPath(db);
    if (!m_rangeSources.isEmpty())
        m_rangeStore->setSources(m_rangeSources);
    m_rangeStore->refresh();
    updateSourceWidgets();
    showMessage(tr("Fetching the IP range files the operators publish…"));
    return true;
}

void CrawlerLogsWindow::updateButtons()
{
    const bool running = m_thread != nullptr;
    m_start->setEnabled(!running && m_fileList->count() > 0);
    m_cancelButton->setEnabled(running);
    m_export->setEnabled(!running && m_result != nullptr);
}

void CrawlerLogsWindow::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setProperty("error", error);
    m_message->setStyleSheet(error ? QStringLiteral("color: palette(bright-text); background: #b3261e; padding: 4px;")
                                   : QString());
}

QString CrawlerLogsWindow::message() const
{
    return m_message->text();
}

QString CrawlerLogsWindow::errorText(const net::LogAuditError &error) const
{
    using Kind = net::LogAuditError::Kind;
    switch (error.kind) {
    case Kind::UnknownCrawler:
        return tr("%1 is no crawler of the catalogue.").arg(error.path);
    case Kind::UnnamedRanges:
        return tr("%1: name the range file after a crawler or its operator (googlebot.json, gptbot.json).")
            .arg(QFileInfo(error.path).fileName());
    case Kind::CannotRead:
        return tr("Cannot read %1: %2").arg(error.path, error.detail);
    case Kind::NotRangeFile:
        return tr("%1 is not an IP range file: %2")
            .arg(QFileInfo(error.path).fileName(), ui::messageText(error.message));
    case Kind::CannotOpenHistory:
        return tr("Cannot open the history %1: %2").arg(error.path, ui::messageText(error.message));
    case Kind::BadSiteFile:
        return tr("Cannot read the site file %1: %2").arg(error.path, ui::messageText(error.message));
    }
    return {};
}

bool CrawlerLogsWindow::start()
{
    if (m_thread)
        return false;
    const QStringList logs = files();
    if (logs.isEmpty()) {
        showMessage(tr("Add at least one access log first."), true);
        return false;
    }
    net::LogAuditSources sources;
    m_runDocumentName.clear();
    switch (m_source) {
    case Source::CurrentDocument: {
        const QByteArray text = m_hooks.currentDocument ? m_hooks.currentDocument() : QByteArray();
        m_runDocumentName = m_hooks.currentDocumentName ? m_hooks.currentDocumentName() : tr("current document");
        sources.robots.push_back({QString(), INT64_MIN, text.toStdString(), m_runDocumentName});
        break;
    }
    case Source::File:
        if (m_sourcePath->text().isEmpty()) {
            showMessage(tr("Choose the robots.txt file to judge the logs against."), true);
            return false;
        }
        sources.robots.push_back({m_sourcePath->text(), INT64_MIN, std::nullopt, QString()});
        break;
    case Source::Site:
        sources.siteFile = m_hooks.sitePath ? m_hooks.sitePath() : QString();
        if (sources.siteFile.isEmpty()) {
            showMessage(tr("No site is open: open one with Tools → Site…, or choose another robots.txt source."), true);
            return false;
        }
        sources.historyPath = m_hooks.historyPath ? m_hooks.historyPath() : QString();
        break;
    case Source::History:
        sources.historyPath =
            m_sourcePath->text().isEmpty() && m_hooks.historyPath ? m_hooks.historyPath() : m_sourcePath->text();
        break;
    }
    for (int i = 0; i < m_rangeList->count(); ++i)
        sources.ranges.push_back({QString(), m_rangeList->item(i)->data(Qt::UserRole).toString(), std::nullopt});
    // As `robotstxt logs --history` does: without range files of its own, a run against the
    // history verifies with the range files stored there (fetched with `--fetch-ranges`).
    sources.storedRanges = sources.ranges.empty() && (m_source == Source::Site || m_source == Source::History);

    net::LogAuditError error;
    QStringList notJudged;
    net::LogAuditSetup setup;
    std::optional<robots::LogJudge> judge = net::LogAudit::prepare(sources, error, &notJudged, &setup);
    if (!judge) {
        showMessage(errorText(error), true);
        return false;
    }

    m_rangesNote.clear();
    if (sources.storedRanges) {
        QStringList used;
        for (const net::IpRangeStore::LoadedFile &f : std::as_const(setup.storedRanges))
            if (f.problem.id.empty())
                used << tr("%1 (fetched %2)")
                            .arg(f.operatorName, QLocale().toString(f.fetchedAt.date(), QLocale::ShortFormat));
        m_rangesNote =
            used.isEmpty()
                ? tr("The history holds no IP range files: Fetch Latest fetches them, so that "
                     "crawlers can be verified.")
                : tr("Verified with the IP ranges stored in the history: %1.").arg(used.join(QStringLiteral(", ")));
    }

    m_result.reset();
    m_crawlers->removeRows(0, m_crawlers->rowCount());
    m_requests->clear();
    m_badLines->clear();
    updateChart(-1);
    m_runFiles = logs;
    m_progress->setValue(0);
    m_rate->clear();
    showMessage(notJudged.isEmpty() ? tr("Reading…")
                                    : tr("Reading… No robots.txt in the history for %1: its requests are not judged.")
                                          .arg(notJudged.join(QStringLiteral(", "))));

    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto job = std::make_shared<robots::LogJudge>(std::move(*judge));
    QPointer<CrawlerLogsWindow> self(this);
    const std::shared_ptr<std::atomic<bool>> cancelFlag = m_cancel;
    m_thread = QThread::create([self, job, cancelFlag, logs] {
        net::LogAudit::Options options;
        options.record = true;
        QElapsedTimer sinceReport;
        sinceReport.start();
        bool first = true;
        auto progress = [&](const net::AccessLogReader::Progress &p) {
            // Throttled here, on the reading thread: the window gets a few updates a second.
            if (!first && sinceReport.elapsed() < kProgressIntervalMs)
                return;
            first = false;
            sinceReport.restart();
            QMetaObject::invokeMethod(
                self.data(),
                [self, lines = p.lines, read = p.bytesRead, total = p.bytesTotal] {
                    if (self)
                        self->onProgress(lines, read, total);
                },
                Qt::QueuedConnection);
        };
        auto result =
            std::make_shared<net::LogAuditResult>(net::LogAudit::run(logs, *job, options, progress, cancelFlag.get()));
        QMetaObject::invokeMethod(
            self.data(),
            [self, result] {
                if (self)
                    self->onFinished(result, result->read.cancelled);
            },
            Qt::QueuedConnection);
    });
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_thread->start();
    updateButtons();
    return true;
}

void CrawlerLogsWindow::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    showMessage(tr("Cancelling…"));
}

void CrawlerLogsWindow::onProgress(quint64 lines, qint64 bytesRead, qint64 bytesTotal)
{
    if (!m_thread)
        return;
    m_progress->setValue(bytesTotal > 0 ? int(1000 * bytesRead / bytesTotal) : 0);
    const qint64 elapsed = std::max<qint64>(1, QDateTime::currentMSecsSinceEpoch() - m_startedMs);
    const QLocale locale;
    m_rate->setText(tr("%1 lines, %2 lines/s")
                        .arg(locale.toString(qulonglong(lines)), locale.toString(qulonglong(lines * 1000 / elapsed))));
    Q_EMIT progressed(lines, bytesRead, bytesTotal);
}

void CrawlerLogsWindow::onFinished(std::shared_ptr<net::LogAuditResult> result, bool cancelled)
{
    m_thread = nullptr; // it deletes itself once finished (this thread never waits for it)
    if (cancelled) {
        m_progress->setValue(0);
        showMessage(tr("Cancelled: nothing was counted. Start again to read the logs."));
    } else {
        m_progress->setValue(1000);
        m_result = std::move(result);
        showResult();
    }
    updateButtons();
    Q_EMIT finished(cancelled);
}

void CrawlerLogsWindow::showResult()
{
    const robots::LogSummary &s = m_result->summary;
    const QLocale locale;

    // The messages: files that could not be read (to their end), then the counts.
    QStringList notes;
    for (const net::AccessLogReader::FileResult &f : m_result->read.files) {
        if (f.error.isEmpty())
            continue;
        if (f.lines == 0)
            notes << tr("Cannot read %1: %2").arg(f.path, f.error);
        else
            notes << tr("%1 could not be read to its end (%2); its first %n lines were counted.", nullptr, int(f.lines))
                         .arg(f.path, f.error);
    }
    const QString counts =
        tr("%1 lines, %2 requests, %3 of crawlers of the catalogue, %4 bad lines.")
            .arg(locale.toString(qulonglong(s.lines)), locale.toString(qulonglong(s.requests)),
                 locale.toString(qulonglong(s.crawlerRequests)), locale.toString(qulonglong(s.badLines)));
    if (s.crawlers.empty())
        notes << tr("No request of a crawler of the catalogue was found in these logs.");
    if (!m_rangesNote.isEmpty())
        notes << m_rangesNote;
    showMessage((notes.isEmpty() ? QString() : notes.join(QLatin1Char('\n')) + QLatin1Char('\n')) + counts,
                !notes.isEmpty() && s.crawlers.empty());

    // The crawler table, by purpose (the catalogue's categories, as the AI view groups them).
    for (const robots::CrawlerCategory category : ui::AgentPresets::catalogueCategories()) {
        QList<QStandardItem *> purposeRow;
        auto *title = new QStandardItem(ui::AgentPresets::categoryTitle(category));
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
        purposeRow << title;
        for (int c = 1; c < ColumnCount; ++c)
            purposeRow << new QStandardItem;
        for (std::size_t i = 0; i < s.crawlers.size(); ++i) {
            const robots::CrawlerStats &c = s.crawlers[i];
            if (c.crawler->category != category)
                continue;
            auto *name = new QStandardItem(utf8(c.crawler->token));
            name->setData(int(i), kSummaryIndexRole);
            name->setToolTip(utf8(c.crawler->operatorName));
            QList<QStandardItem *> row{name,
                                       new QStandardItem(ui::AgentPresets::categoryTitle(category)),
                                       numberItem(c.requests),
                                       numberItem(c.byVerification[0]),
                                       numberItem(c.byVerification[1]),
                                       numberItem(c.byVerification[2]),
                                       numberItem(c.violations),
                                       numberItem(c.withinAllowance)};
            row << new QStandardItem(
                c.robotsFetches
                    ? QDateTime::fromMSecsSinceEpoch(c.lastRobotsFetchMs, QTimeZone::UTC).toString(Qt::ISODate)
                    : tr("never"));
            row << new QStandardItem(c.robotsFetches > 1 ? durationText(c.longestRobotsGapMs) : QString());
            row << numberItem(c.peakPerMinute);
            row << new QStandardItem(
                c.crawlDelay ? (c.exceedsCrawlDelay() ? tr("yes (Crawl-delay %1 s)") : tr("no (Crawl-delay %1 s)"))
                                   .arg(utf8(net::LogAudit::number(*c.crawlDelay)))
                             : tr("no Crawl-delay"));
            if (c.violations > 0)
                row[ViolationsColumn]->setForeground(QColor(0xb3, 0x26, 0x1e));
            title->appendRow(row);
        }
        if (title->rowCount() > 0)
            m_crawlers->appendRow(purposeRow);
        else
            qDeleteAll(purposeRow);
    }
    m_crawlerView->expandAll();

    // Bad lines, with their file and line numbers.
    for (std::size_t k = 0; k < s.badByProblem.size(); ++k)
        if (s.badByProblem[k])
            m_badLines->addItem(
                tr("%1: %n lines", nullptr, int(s.badByProblem[k])).arg(problemText(robots::LogLineProblem(k))));
    for (const robots::LogSummary::BadLine &b : s.badSamples)
        m_badLines->addItem(tr("%1:%2: %3")
                                .arg(QFileInfo(m_runFiles.value(qsizetype(b.file))).fileName())
                                .arg(b.line)
                                .arg(problemText(b.problem)));
    if (s.badLines > s.badSamples.size())
        m_badLines->addItem(tr("… and %n more bad lines", nullptr, int(s.badLines - s.badSamples.size())));
    if (s.badLines == 0)
        m_badLines->addItem(tr("Every line was read as a request."));
    m_tabs->setTabText(2, s.badLines ? tr("Bad Lines (%1)").arg(locale.toString(qulonglong(s.badLines)))
                                     : tr("Bad Lines"));

    // Select the first crawler: its requests and timeline show at once.
    if (m_crawlers->rowCount() > 0 && m_crawlers->item(0)->rowCount() > 0)
        m_crawlerView->setCurrentIndex(m_crawlers->index(0, 0, m_crawlers->index(0, 0)));
    else
        updateChart(-1);
}

void CrawlerLogsWindow::showCrawler(int summaryIndex)
{
    if (!m_result || summaryIndex < 0) {
        m_requests->clear();
        m_requestsNote->setText(tr("Select a crawler to see its requests."));
        updateChart(-1);
        return;
    }
    m_requests->setRecord(m_result, summaryIndex, m_runFiles);
    const net::CrawlerRecord &r = m_result->records[std::size_t(summaryIndex)];
    QString note = tr("%n requests kept: every violation and fetch within the allowance, and the first others. "
                      "Double-click one to open the robots.txt version at its deciding line.",
                      nullptr, int(r.requests.size()));
    if (r.droppedDisallowed || r.droppedOthers)
        note += QLatin1Char(' ') + tr("Not kept: %1 disallowed and %2 other requests.")
                                       .arg(QLocale().toString(qulonglong(r.droppedDisallowed)),
                                            QLocale().toString(qulonglong(r.droppedOthers)));
    m_requestsNote->setText(note);
    m_requestView->resizeColumnsToContents();
    updateChart(summaryIndex);
}

void CrawlerLogsWindow::updateChart(int summaryIndex)
{
    // QChartView::setChart() releases the previous chart without deleting it (Qt's documentation:
    // "users need to make sure the previous chart is deleted").
    auto *chart = new QChart;
    const std::unique_ptr<QChart> previous(m_chart->chart());
    chart->legend()->setAlignment(Qt::AlignBottom);
    if (!m_result || summaryIndex < 0 || std::size_t(summaryIndex) >= m_result->summary.crawlers.size()) {
        chart->setTitle(tr("Requests and violations per day appear here once the logs are read."));
        m_chart->setChart(chart);
        return;
    }
    const robots::CrawlerStats &c = m_result->summary.crawlers[std::size_t(summaryIndex)];
    chart->setTitle(tr("%1: requests and violations per day (UTC)").arg(utf8(c.crawler->token)));
    auto *requests = new QLineSeries;
    requests->setName(tr("Requests"));
    auto *violations = new QLineSeries;
    violations->setName(tr("Violations"));
    auto *within = new QLineSeries;
    within->setName(tr("Within allowance"));
    std::uint64_t most = 1;
    // The axis shows local time: place each UTC day at its date's local midnight, so that the
    // labels name the UTC dates the counts belong to.
    auto at = [](std::int64_t utcDay) {
        const QDate date = QDateTime::fromMSecsSinceEpoch(utcDay, QTimeZone::UTC).date();
        return QDateTime(date, QTime(0, 0));
    };
    for (const auto &[day, count] : c.days) {
        const auto x = qreal(at(day).toMSecsSinceEpoch());
        requests->append(x, qreal(count.requests));
        violations->append(x, qreal(count.violations));
        within->append(x, qreal(count.withinAllowance));
        most = std::max(most, count.requests);
    }
    for (QLineSeries *series : {requests, violations, within}) {
        series->setPointsVisible(true);
        chart->addSeries(series);
    }
    violations->setColor(QColor(0xb3, 0x26, 0x1e));
    within->setColor(QColor(0xe0, 0x8a, 0x00));
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM-dd"));
    x->setTitleText(tr("Day"));
    if (!c.days.empty()) {
        const QDateTime first = at(c.days.begin()->first);
        x->setRange(first, std::max(at(c.days.rbegin()->first), first.addDays(1)));
        x->setTickCount(int(std::min<std::size_t>(std::max<std::size_t>(c.days.size(), 2), 8)));
    }
    auto *y = new QValueAxis;
    y->setRange(0, qreal(most));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("Requests"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *series : {requests, violations, within}) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    m_chart->setChart(chart);
}

void CrawlerLogsWindow::openRequest(const QModelIndex &index)
{
    if (!m_result || !index.isValid())
        return;
    const auto id = index.data(RequestsModel::VersionIdRole).toUInt();
    const int line = int(index.data(RequestsModel::LineRole).toUInt());
    const net::LogAuditResult::Version *version = m_result->version(id);
    if (!version) {
        showMessage(tr("This request was not judged: no robots.txt was known at its time."));
        return;
    }
    if (!m_runDocumentName.isEmpty()) {
        // The version in force was the editor's text: move its cursor to the line.
        if (m_hooks.goToLine)
            m_hooks.goToLine(std::max(line, 1));
        return;
    }
    if (m_hooks.openReadOnly) {
        const QString title =
            version->host.empty() ? utf8(version->label) : tr("%1 %2").arg(utf8(version->host), utf8(version->label));
        m_hooks.openReadOnly(QByteArray::fromStdString(version->body), title, std::max(line, 1));
    }
}

bool CrawlerLogsWindow::exportCsv(const QString &path)
{
    if (!m_result)
        return false;
    QSaveFile file(path);
    const std::string text = net::LogAudit::csv(m_result->summary);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()) ||
        !file.commit()) {
        showMessage(tr("Cannot write %1: %2").arg(path, file.errorString()), true);
        return false;
    }
    showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

void CrawlerLogsWindow::exportCsvWithDialog()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export CSV"), QStringLiteral("crawlers.csv"), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

void CrawlerLogsWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void CrawlerLogsWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            paths << url.toLocalFile();
    addFiles(paths);
    event->acceptProposedAction();
}

} // namespace robots::crawlerlogs
