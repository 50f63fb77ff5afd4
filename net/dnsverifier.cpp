// SPDX-License-Identifier: MIT
#include "net/dnsverifier.h"

#include "net/historystore.h"
#include "net/nettext.h"

#include "robots/studio/crawlerverification.h"

#include <QDnsLookup>
#include <QEventLoop>
#include <QTimer>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

class Text : NetText
{
public:
    static robots::Message verified(const QString &name)
    {
        return message("net.dns.verified", "%1 resolves back to the address", name);
    }
    static robots::Message noName()
    {
        return message("net.dns.no-name", "the address has no DNS name (no PTR record)");
    }
    static robots::Message outside(const QString &names, const QString &domains)
    {
        return message("net.dns.outside", "its DNS name %1 is in none of the operator's domains (%2)", names, domains);
    }
    static robots::Message mismatch(const QString &name)
    {
        return message("net.dns.mismatch", "%1 does not resolve back to the address", name);
    }
    static robots::Message timedOut(const QString &name)
    {
        return message("net.dns.timed-out", "no answer for %1 in time", name);
    }
    static robots::Message failed(const QString &name, const QString &why)
    {
        return message("net.dns.failed", "the lookup of %1 failed: %2", name, why);
    }
    static robots::Message notAnAddress() { return message("net.dns.not-an-address", "not an IP address"); }
};

bool inDomains(const QString &name, const QStringList &domains)
{
    const std::string host = name.toStdString();
    std::vector<std::string> owned;
    for (const QString &d : domains)
        owned.push_back(d.toStdString());
    std::vector<std::string_view> views(owned.begin(), owned.end());
    return robots::dnsNameInDomains(host, views);
}

} // namespace

DnsVerifier::DnsVerifier(QObject *parent)
    : QObject(parent)
{
}

DnsVerifier::~DnsVerifier() = default;

void DnsVerifier::setNameserver(const QHostAddress &address, quint16 port)
{
    m_nameserver = address;
    m_port = port;
}

QString DnsVerifier::key(const QString &operatorName, const QHostAddress &address)
{
    return operatorName + u'\n' + address.toString();
}

void DnsVerifier::addCached(const Answer &answer)
{
    if (answer.outcome == Outcome::NoAnswer)
        return;
    Answer a = answer;
    a.cached = true;
    m_cache.insert(key(a.operatorName, a.address), a);
}

QString DnsVerifier::reverseName(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4); // an IPv4-mapped address too
    if (v4)
        return u"%1.%2.%3.%4.in-addr.arpa"_s.arg(ip4 & 0xff)
            .arg((ip4 >> 8) & 0xff)
            .arg((ip4 >> 16) & 0xff)
            .arg(ip4 >> 24);
    if (address.protocol() != QAbstractSocket::IPv6Protocol)
        return {};
    const Q_IPV6ADDR ip6 = address.toIPv6Address();
    QString out;
    for (int i = 15; i >= 0; --i) {
        out += QString::number(ip6[i] & 0xf, 16) + u'.';
        out += QString::number(ip6[i] >> 4, 16) + u'.';
    }
    return out + u"ip6.arpa"_s;
}

void DnsVerifier::verify(const QList<Query> &queries)
{
    if (m_running) {
        m_waiting.append(queries);
        return;
    }
    m_running = true;
    m_queries = queries;
    m_answers.clear();
    m_names = QList<QString>(queries.size());
    for (const Query &q : queries)
        m_answers.append(Answer{q.operatorName, q.address, Outcome::NoAnswer, {}, {}, {}, false});
    m_next = 0;
    m_active = 0;
    m_left = int(queries.size());
    // Never from inside verify().
    QMetaObject::invokeMethod(this, &DnsVerifier::pump, Qt::QueuedConnection);
}

QList<DnsVerifier::Answer> DnsVerifier::verifyBlocking(const QList<Query> &queries)
{
    QList<Answer> out;
    QEventLoop loop;
    // The calls queued before this one finish first.
    qsizetype ahead = m_running ? 1 + m_waiting.size() : 0;
    const QMetaObject::Connection c = connect(this, &DnsVerifier::finished, &loop, [&](const QList<Answer> &answers) {
        if (ahead-- > 0)
            return;
        out = answers;
        loop.quit();
    });
    verify(queries);
    loop.exec();
    disconnect(c);
    return out;
}

void DnsVerifier::pump()
{
    while (m_next < m_queries.size() && m_active < m_maxConcurrent) {
        const int index = m_next++;
        const Query &q = m_queries[index];
        if (const auto it = m_cache.constFind(key(q.operatorName, q.address)); it != m_cache.cend()) {
            m_answers[index] = *it;
            m_answers[index].cached = true;
            --m_left;
            continue;
        }
        ++m_active;
        startPtr(index);
    }
    if (m_left > 0 || !m_running)
        return;
    m_running = false;
    const QList<Answer> answers = m_answers;
    Q_EMIT finished(answers);
    if (!m_waiting.isEmpty())
        verify(m_waiting.takeFirst());
}

QDnsLookup *DnsVerifier::lookup(int index, int type, const QString &name)
{
    auto *l = new QDnsLookup(QDnsLookup::Type(type), name, this);
    if (!m_nameserver.isNull()) {
        l->setNameserver(m_nameserver);
        l->setNameserverPort(m_port);
    }
    // The time-out of this lookup: an abandoned lookup is no answer (OperationCancelledError).
    QTimer::singleShot(m_timeout, l, [l] { l->abort(); });
    connect(l, &QDnsLookup::finished, this, [this, index, l, type] {
        l->deleteLater();
        if (type == QDnsLookup::PTR)
            onPtr(index, l);
        else
            onForward(index, l);
    });
    l->lookup();
    return l;
}

void DnsVerifier::startPtr(int index)
{
    const QString name = reverseName(m_queries[index].address);
    if (name.isEmpty()) {
        done(index, Outcome::NoAnswer, Text::notAnAddress());
        return;
    }
    lookup(index, QDnsLookup::PTR, name);
}

void DnsVerifier::onPtr(int index, QDnsLookup *l)
{
    const Query &q = m_queries[index];
    switch (l->error()) {
    case QDnsLookup::NoError:
        break;
    case QDnsLookup::NotFoundError: // NXDOMAIN: an answer, the address has no name
        done(index, Outcome::Spoofed, Text::noName());
        return;
    case QDnsLookup::OperationCancelledError:
        done(index, Outcome::NoAnswer, Text::timedOut(l->name()));
        return;
    default:
        done(index, Outcome::NoAnswer, Text::failed(l->name(), l->errorString()));
        return;
    }
    QStringList names;
    for (const QDnsDomainNameRecord &r : l->pointerRecords())
        names << r.value();
    if (names.isEmpty()) {
        done(index, Outcome::Spoofed, Text::noName());
        return;
    }
    for (const QString &name : std::as_const(names)) {
        if (inDomains(name, q.domains)) {
            m_names[index] = name;
            m_answers[index].name = name;
            bool v4 = false;
            q.address.toIPv4Address(&v4); // IPv4, or IPv4-mapped IPv6: its name has A records
            lookup(index, v4 ? QDnsLookup::A : QDnsLookup::AAAA, name);
            return;
        }
    }
    m_answers[index].name = names.first();
    done(index, Outcome::Spoofed, Text::outside(names.join(u", "_s), q.domains.join(u", "_s)));
}

void DnsVerifier::onForward(int index, QDnsLookup *l)
{
    const QString &name = m_names[index];
    switch (l->error()) {
    case QDnsLookup::NoError:
        break;
    case QDnsLookup::NotFoundError:
        done(index, Outcome::Spoofed, Text::mismatch(name));
        return;
    case QDnsLookup::OperationCancelledError:
        done(index, Outcome::NoAnswer, Text::timedOut(name));
        return;
    default:
        done(index, Outcome::NoAnswer, Text::failed(name, l->errorString()));
        return;
    }
    for (const QDnsHostAddressRecord &r : l->hostAddressRecords()) {
        if (r.value().isEqual(m_queries[index].address, QHostAddress::TolerantConversion)) {
            done(index, Outcome::Verified, Text::verified(name));
            return;
        }
    }
    done(index, Outcome::Spoofed, Text::mismatch(name));
}

void DnsVerifier::done(int index, Outcome outcome, robots::Message why)
{
    Answer &a = m_answers[index];
    a.outcome = outcome;
    a.why = std::move(why);
    a.checkedAt = QDateTime::currentDateTimeUtc();
    if (outcome != Outcome::NoAnswer)
        m_cache.insert(key(a.operatorName, a.address), a);
    --m_active;
    --m_left;
    pump();
}

namespace {

QHostAddress hostAddress(const robots::IpAddress &ip)
{
    Q_IPV6ADDR bytes;
    std::copy(ip.begin(), ip.end(), bytes.c);
    QHostAddress address(bytes);
    bool v4 = false;
    const quint32 v4Address = address.toIPv4Address(&v4);
    return v4 ? QHostAddress(v4Address) : address; // IPv4 addresses are stored IPv4-mapped
}

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

DnsPass checkCandidates(DnsVerifier &dns, const std::vector<robots::LogJudge::DnsCandidate> &candidates,
                        robots::IpVerifier &ipVerifier, HistoryStore *history)
{
    DnsPass pass;
    const bool stored = history && history->isOpen();
    if (stored) {
        const QDateTime since = QDateTime::currentDateTimeUtc().addSecs(
            -std::chrono::duration_cast<std::chrono::seconds>(kDnsAnswerMaxAge).count());
        for (const HistoryStore::DnsAnswer &a : history->dnsAnswers(since))
            dns.addCached({a.operatorName,
                           QHostAddress(a.address),
                           a.verified ? DnsVerifier::Outcome::Verified : DnsVerifier::Outcome::Spoofed,
                           a.name,
                           {},
                           a.checkedAt,
                           true});
    }
    QList<DnsVerifier::Query> queries;
    std::vector<const robots::LogJudge::DnsCandidate *> asked; // the candidate of each query
    for (const robots::LogJudge::DnsCandidate &c : candidates) {
        const robots::CrawlerVerification *v = robots::findCrawlerVerification(c.operatorName);
        if (!v || v->dnsDomains.empty())
            continue;
        DnsVerifier::Query q{qs(c.operatorName), hostAddress(c.address), {}};
        for (const std::string_view d : v->dnsDomains)
            q.domains << qs(d);
        queries.append(q);
        asked.push_back(&c);
    }
    pass.asked = int(queries.size());
    if (queries.isEmpty())
        return pass;
    const QList<DnsVerifier::Answer> answers = dns.verifyBlocking(queries);
    QList<HistoryStore::DnsAnswer> fresh;
    for (qsizetype i = 0; i < answers.size(); ++i) {
        const DnsVerifier::Answer &a = answers[i];
        if (a.cached)
            ++pass.fromHistory;
        if (a.outcome == DnsVerifier::Outcome::NoAnswer) {
            ++pass.unanswered;
            continue;
        }
        const bool verified = a.outcome == DnsVerifier::Outcome::Verified;
        ++(verified ? pass.verified : pass.spoofed);
        ipVerifier.addDnsAnswer(asked[std::size_t(i)]->operatorName, asked[std::size_t(i)]->address, verified);
        ++pass.added;
        if (!a.cached)
            fresh.append({a.operatorName, a.address.toString(), verified, a.name, a.checkedAt});
    }
    if (stored && !fresh.isEmpty() && !history->recordDnsAnswers(fresh))
        pass.storeError = history->error();
    return pass;
}

} // namespace robots::net
