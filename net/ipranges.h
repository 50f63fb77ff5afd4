// SPDX-License-Identifier: MIT
#pragma once

// The IP range files crawler operators publish (robots/studio/crawlerverification.h names them):
// read with Qt's JSON parser into the core's IpRangeFile, fetched with the studio's one fetcher
// (net/fetcher.h) and kept in the history database with their date (IpRangeStore).

#include "net/fetchreport.h"
#include "net/historystore.h"

#include "robots/message.h"
#include "robots/studio/accesslog.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace robots::net {

/// What parseIpRangeFile() read.
struct IpRangeParse
{
    /// The file, or nullopt when the bytes are not a range file at all (`error` says why).
    std::optional<robots::IpRangeFile> file;
    robots::Message error;
    /// The entries skipped, each named (a prefix that is no prefix, an entry without one): the
    /// rest of the file is kept.
    QList<robots::Message> problems;
};

/// Reads `{"creationTime": "…", "prefixes": [{"ipv4Prefix": "66.249.64.0/27"}, {"ipv6Prefix":
/// "2001:4860:4801:10::/64"}, …]}` with QJsonDocument. Not a range file (nullopt): not JSON, not an
/// object, no "prefixes" array (Google's old URLs now answer `{"Action needed": …}`), or no usable
/// prefix at all (an empty list would make every request of the operator spoofed). O(n).
[[nodiscard]] IpRangeParse parseIpRangeFile(const QByteArray &json);

class Fetcher;
class HistoryWorker;

/// The range files of one operator.
struct RangeSource
{
    QString operatorName; ///< As the catalogue spells it.
    QList<QUrl> urls;
};
/// Every operator's documented files (robots/studio/crawlerverification.h), in the data's order.
[[nodiscard]] QList<RangeSource> documentedRangeSources();

/// The operators' IP range files, fetched and kept in the history database (HistoryStore's
/// range_files), and the verifier built from the kept copies.
///
/// refresh() fetches each file with Fetcher::download() (the one fetch path: its redirect rule,
/// its time-outs, TLS never ignored), at most kMaxBytes of body; a file that parses
/// (parseIpRangeFile()) is stored with its fetch time, URL and creationTime through the
/// HistoryWorker, so neither the fetch nor the disk ever blocks the calling thread. A fetch that
/// fails (no answer, a status other than 2xx, too big, not a range file) stores nothing: the
/// previous copy stays in use, and the result says why. Files are fetched one after another
/// (a few small files; one connection at a time is polite). `finished` follows each refresh()
/// exactly once, never from inside it, on this object's thread.
///
/// load() builds the IpVerifier from the newest stored copy of each file and says each file's
/// date; it reads the store synchronously (the CLI calls it directly, the GUI in a HistoryWorker
/// job).
class IpRangeStore : public QObject
{
    Q_OBJECT
public:
    /// A range file's body past this size is not read (Google's largest file is about 50 KB).
    static constexpr qint64 kMaxBytes = 4 * 1024 * 1024;

    /// What refresh() did with one file.
    struct Refreshed
    {
        QString operatorName;
        QUrl url;
        bool stored = false;
        robots::Message why;             ///< When not stored: why (the previous copy is kept).
        QList<robots::Message> problems; ///< Prefixes skipped in the stored copy.
        int prefixes = 0;                ///< Prefixes of the stored copy.
        QString creationTime;            ///< Its "creationTime".
    };
    /// One file as load() found it.
    struct LoadedFile
    {
        QString operatorName;
        QUrl url;
        QDateTime fetchedAt; ///< UTC
        QString creationTime;
        int prefixes = 0;
        robots::Message problem; ///< Set when the stored copy cannot be read (then not used).
    };
    struct Loaded
    {
        robots::IpVerifier verifier;
        QList<LoadedFile> files;
        /// The files read, by operator (to add to another verifier).
        std::vector<std::pair<std::string, robots::IpRangeFile>> ranges;
    };

    /// Stores through `history` (not owned; must outlive the refreshes).
    explicit IpRangeStore(HistoryWorker *history, QObject *parent = nullptr);
    ~IpRangeStore() override;

    void setOptions(const FetchOptions &options) { m_options = options; }
    /// The files to fetch; documentedRangeSources() by default.
    void setSources(QList<RangeSource> sources) { m_sources = std::move(sources); }
    [[nodiscard]] const QList<RangeSource> &sources() const { return m_sources; }

    /// Fetches and stores every file of `operatorName` (as spelt in the sources), or of every
    /// operator when it is empty. A refresh running is cancelled first (its results dropped).
    void refresh(const QString &operatorName = {});
    [[nodiscard]] bool isRunning() const { return m_running; }
    /// refresh() to its end in a local event loop (the CLI, tests). Needs a QCoreApplication.
    QList<Refreshed> refreshBlocking(const QString &operatorName = {});

    /// The verifier from the newest stored copy of each file of `operators` (empty: all).
    [[nodiscard]] static Loaded load(const HistoryStore &store, const QStringList &operators = {});

Q_SIGNALS:
    void finished(const QList<robots::net::IpRangeStore::Refreshed> &results);

private:
    void next();
    void onFetched(const FetchReport &report);
    void maybeFinish();

    QPointer<HistoryWorker> m_history;
    FetchOptions m_options;
    QList<RangeSource> m_sources;
    Fetcher *m_fetcher;
    QList<Refreshed> m_results; ///< One per file, in order.
    qsizetype m_next = 0;       ///< The file to fetch next.
    int m_writes = 0;           ///< Stores posted and not handed back.
    bool m_running = false;
    bool m_fetching = false;
    quint64 m_generation = 0;
    QByteArray m_body;
};

} // namespace robots::net
