// SPDX-License-Identifier: MIT
#pragma once

// Tools → Crawler Logs…: who really came. The access logs of a site read against its robots.txt
// (net/logaudit.h, the service `robotstxt logs` uses): a table of the crawlers by purpose, the
// requests of the one selected with the deciding line of the version in force, a timeline of
// requests and violations per day, the bad lines. Reading runs on a worker thread; this window's
// thread only receives throttled, queued progress and the result.

#include "net/logaudit.h"

#include <QDialog>

#include <atomic>
#include <functional>
#include <memory>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTabWidget;
class QThread;
class QTreeView;

namespace robots::crawlerlogs {

class RequestsModel;

class CrawlerLogsWindow : public QDialog
{
    Q_OBJECT
public:
    /// What the window asks of the main window.
    struct Hooks
    {
        std::function<QByteArray()> currentDocument;  ///< The editor's text (UTF-8)
        std::function<QString()> currentDocumentName; ///< Its title
        std::function<QString()> sitePath;            ///< The open site file ("" : none)
        std::function<QString()> historyPath;         ///< The history database in use
        std::function<void(int line)> goToLine;       ///< Moves the current editor's cursor
        std::function<void(const QByteArray &, const QString &, int line)> openReadOnly; ///< A version in a tab
    };

    /// Where the robots.txt versions come from.
    enum class Source {
        CurrentDocument, ///< The text in the editor, for every request
        File,            ///< A robots.txt file, for every request
        Site,            ///< The open site's hosts, their versions from the history
        History,         ///< Every host of a history database
    };

    /// The crawler table's columns.
    enum Column {
        CrawlerColumn,
        PurposeColumn,
        RequestsColumn,
        VerifiedColumn,
        UnverifiedColumn,
        SpoofedColumn,
        ViolationsColumn,
        WithinAllowanceColumn,
        LastRobotsFetchColumn,
        LongestGapColumn,
        PeakPerMinuteColumn,
        CrawlDelayColumn,
        ColumnCount
    };

    explicit CrawlerLogsWindow(Hooks hooks, QWidget *parent = nullptr);
    ~CrawlerLogsWindow() override;

    void addFiles(const QStringList &paths);
    [[nodiscard]] QStringList files() const;
    void setSource(Source source, const QString &path = QString());
    void addRangeFile(const QString &path);
    /// Fetches the operators' IP range files into the history the source names (a site's or a
    /// database), as `robotstxt logs --fetch-ranges` does; rangesRefreshed() follows. False, with
    /// a message, when the source has no history.
    bool refreshStoredRanges();
    /// Where refreshStoredRanges() fetches from (default: where each operator documents them).
    void setRangeSources(QList<net::RangeSource> sources);

    /// Starts reading (false, with a message shown, when a source cannot be used).
    bool start();
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_thread != nullptr; }
    /// The last complete result (null before one, and after a cancelled run).
    [[nodiscard]] const net::LogAuditResult *result() const { return m_result.get(); }
    /// Writes the crawler rows as `robotstxt logs --format csv` does.
    bool exportCsv(const QString &path);
    /// The message line under the buttons (errors, notes, the state).
    [[nodiscard]] QString message() const;

    QStandardItemModel *crawlerModel() const { return m_crawlers; }
    RequestsModel *requestsModel() const { return m_requests; }

Q_SIGNALS:
    /// Throttled: at most a few times a second.
    void progressed(quint64 lines, qint64 bytesRead, qint64 bytesTotal);
    /// A run ended (cancelled or not); the window is ready for the next.
    void finished(bool cancelled);
    /// refreshStoredRanges() ended: how many files were stored, and how many kept their copy.
    void rangesRefreshed(int stored, int kept);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void addFilesWithDialog();
    void browseSource();
    void updateSourceWidgets();
    void updateButtons();
    void showMessage(const QString &text, bool error = false);
    void onProgress(quint64 lines, qint64 bytesRead, qint64 bytesTotal);
    void onFinished(std::shared_ptr<net::LogAuditResult> result, bool cancelled);
    void showResult();
    void showCrawler(int summaryIndex);
    void updateChart(int summaryIndex);
    void openRequest(const QModelIndex &index);
    void exportCsvWithDialog();
    QString errorText(const net::LogAuditError &error) const;

    Hooks m_hooks;
    Source m_source = Source::CurrentDocument;
    QListWidget *m_fileList = nullptr;
    QComboBox *m_sourceBox = nullptr;
    QLineEdit *m_sourcePath = nullptr;
    QPushButton *m_browse = nullptr;
    QListWidget *m_rangeList = nullptr;
    QPushButton *m_refreshRanges = nullptr;
    net::HistoryWorker *m_rangeHistory = nullptr; // the refresh's own, made on first use
    net::IpRangeStore *m_rangeStore = nullptr;
    QList<net::RangeSource> m_rangeSources;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_export = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_rate = nullptr;
    QLabel *m_message = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTreeView *m_crawlerView = nullptr;
    QStandardItemModel *m_crawlers = nullptr;
    QTableView *m_requestView = nullptr;
    RequestsModel *m_requests = nullptr;
    QLabel *m_requestsNote = nullptr;
    QChartView *m_chart = nullptr;
    QListWidget *m_badLines = nullptr;

    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    qint64 m_startedMs = 0;
    QString m_runDocumentName; ///< The current document's name when the run used it.
    QString m_rangesNote;      ///< Which stored IP range files the run verified with.
    std::shared_ptr<net::LogAuditResult> m_result;
    QStringList m_runFiles;
};

} // namespace robots::crawlerlogs
