// SPDX-License-Identifier: MIT
#pragma once

// Reverse-then-forward DNS verification of crawler addresses, the check Google, Bing, Apple,
// Yandex and Baidu document (robots/studio/crawlerverification.h names their domains): the PTR
// name of the client's address must be in one of the operator's domains, and that name's A or
// AAAA records must hold the address again (a PTR record alone is set by whoever holds the
// address, so it proves nothing until the operator's own zone points back).

#include "robots/message.h"
#include "robots/studio/accesslog.h"

#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <chrono>

class QDnsLookup;

namespace robots::net {

/// Asks DNS about addresses with QDnsLookup, at most maxConcurrent() addresses at a time, each
/// lookup given timeout(). Asynchronous: verify() returns at once and `finished` follows exactly
/// once per call, never from inside it, with one answer per query in the order asked. Answers are
/// cached in memory per (operator, address) for the object's life; a caller keeps them longer
/// (HistoryStore::recordDnsAnswers()) and hands them back with addCached().
///
/// Outcomes:
/// - Verified: a PTR name in the operator's domains whose A/AAAA records hold the address;
/// - Spoofed: DNS answered and disproved it: no PTR record (NXDOMAIN), PTR names outside the
///   domains, or a name whose A/AAAA records (or NXDOMAIN) do not lead back to the address;
/// - NoAnswer: a lookup timed out or the resolver failed: nothing proven either way (the request
///   stays unverified, never spoofed, for an operator without ranges).
///
/// A lookup past timeout() is abandoned (QDnsLookup::abort()), but Qt's resolver thread runs on to
/// the C library's own time-out (glibc: 5 s, two attempts; RES_OPTIONS sets it), and
/// QCoreApplication waits for that thread when it ends.
class DnsVerifier : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultConcurrency = 8;
    static constexpr std::chrono::milliseconds kDefaultTimeout{5000};

    enum class Outcome : quint8 {
        Verified,
        Spoofed,
        NoAnswer,
    };
    struct Query
    {
        QString operatorName;
        QHostAddress address;
        QStringList domains; ///< Lower case (CrawlerVerification::dnsDomains).
    };
    struct Answer
    {
        QString operatorName;
        QHostAddress address;
        Outcome outcome = Outcome::NoAnswer;
        QString name;        ///< The PTR name checked ("" when none).
        robots::Message why; ///< What decided it, in a sentence.
        QDateTime checkedAt; ///< UTC
        bool cached = false; ///< From the cache (this run's or addCached()'s), not asked now.
    };

    explicit DnsVerifier(QObject *parent = nullptr);
    ~DnsVerifier() override;

    /// The server asked instead of the system's (tests point it at a loopback server).
    void setNameserver(const QHostAddress &address, quint16 port = 53);
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    [[nodiscard]] std::chrono::milliseconds timeout() const { return m_timeout; }
    void setMaxConcurrent(int n) { m_maxConcurrent = std::max(1, n); }
    [[nodiscard]] int maxConcurrent() const { return m_maxConcurrent; }

    /// Answers kept from an earlier run (Verified or Spoofed; a NoAnswer is not cached).
    void addCached(const Answer &answer);

    /// Asks about every query. A call while one runs is queued after it.
    void verify(const QList<Query> &queries);
    /// verify() to its end in a local event loop (the CLI, tests). Needs a QCoreApplication.
    QList<Answer> verifyBlocking(const QList<Query> &queries);

    /// `1.66.249.66.in-addr.arpa` for 66.249.66.1, the nibbles under `ip6.arpa` for IPv6
    /// (RFC 1035 §3.5, RFC 3596 §2.5); "" for an address of neither kind.
    [[nodiscard]] static QString reverseName(const QHostAddress &address);

Q_SIGNALS:
    void finished(const QList<robots::net::DnsVerifier::Answer> &answers);

private:
    void pump();
    void startPtr(int index);
    void onPtr(int index, QDnsLookup *lookup);
    void onForward(int index, QDnsLookup *lookup);
    void done(int index, Outcome outcome, robots::Message why);
    QDnsLookup *lookup(int index, int type, const QString &name);
    static QString key(const QString &operatorName, const QHostAddress &address);

    QHostAddress m_nameserver;
    quint16 m_port = 53;
    std::chrono::milliseconds m_timeout = kDefaultTimeout;
    int m_maxConcurrent = kDefaultConcurrency;
    QHash<QString, Answer> m_cache;
    QList<QList<Query>> m_waiting; ///< verify() calls after the running one.
    QList<Query> m_queries;        ///< The running call's.
    QList<Answer> m_answers;
    QList<QString> m_names; ///< Per query: the PTR name being checked forward.
    int m_next = 0;
    int m_active = 0;
    int m_left = 0;
    bool m_running = false;
};

class HistoryStore;

/// What checkCandidates() did.
struct DnsPass
{
    int asked = 0;       ///< Addresses asked about (distinct per operator).
    int fromHistory = 0; ///< Of them, answered by the history (not older than kDnsAnswerMaxAge).
    int verified = 0;
    int spoofed = 0;
    int unanswered = 0;
    /// Answers the IpVerifier did not hold before (0: judging the log again would change nothing).
    int added = 0;
    robots::Message storeError; ///< Why the new answers could not be kept in the history (no id: kept).
};
/// How long a stored DNS answer is reused: a crawler's address may change hands.
inline constexpr std::chrono::hours kDnsAnswerMaxAge{24 * 7};

/// The DNS check after a judged log pass (robots::LogJudge::dnsCandidates()): asks `dns` about
/// each candidate, with the domains its operator documents (robots/studio/crawlerverification.h),
/// reusing the answers `history` keeps (when given and open) and storing the new ones there; adds
/// every Verified/Spoofed answer to `ipVerifier`. Blocks in a local event loop (the CLI; a GUI
/// runs it on a thread with an event loop). O(candidates) lookups at most.
DnsPass checkCandidates(DnsVerifier &dns, const std::vector<robots::LogJudge::DnsCandidate> &candidates,
                        robots::IpVerifier &ipVerifier, HistoryStore *history);

} // namespace robots::net
