// SPDX-License-Identifier: MIT
#include "net/ipranges.h"

#include "net/fetcher.h"
#include "net/nettext.h"

#include "robots/studio/crawlerverification.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace robots::net {

namespace {

class Text : NetText
{
public:
    static robots::Message notJson(const QString &why)
    {
        return message("net.ranges.not-json", "not JSON (%1): not an IP range file", why);
    }
    static robots::Message notObject()
    {
        return message("net.ranges.not-object", "JSON, but not an object: not an IP range file");
    }
    static robots::Message noPrefixes()
    {
        return message("net.ranges.no-prefixes", "JSON without a \"prefixes\" list: not an IP range file");
    }
    static robots::Message emptyPrefixes()
    {
        return message("net.ranges.empty", "an IP range file without one usable prefix");
    }
    static robots::Message badPrefix(int index, const QString &text)
    {
        return message("net.ranges.bad-prefix", "prefix %1 ('%2') is not an address/length: skipped", index, text);
    }
    static robots::Message noPrefix(int index)
    {
        return message("net.ranges.no-prefix", "entry %1 has no \"ipv4Prefix\" or \"ipv6Prefix\": skipped", index);
    }
    // Why a refreshed file was not stored; each ends by saying the previous copy stays.
    static robots::Message noAnswer(const QString &why)
    {
        return message("net.ranges.no-answer", "no answer (%1): the previous copy is kept", why);
    }
    static robots::Message timedOut()
    {
        return message("net.ranges.timed-out", "the fetch took too long: the previous copy is kept");
    }
    static robots::Message status(int code)
    {
        return message("net.ranges.status", "HTTP status %1: the previous copy is kept", code);
    }
    static robots::Message tooBig(int mib)
    {
        return message("net.ranges.too-big", "larger than %1 MiB: not read, the previous copy is kept", mib);
    }
    static robots::Message unreadable(const QString &why)
    {
        return message("net.ranges.unreadable", "the body could not be read (%1): the previous copy is kept", why);
    }
    static robots::Message noHistory()
    {
        return message("net.ranges.no-history", "the history is gone: the file was fetched but not stored");
    }
    static robots::Message refused()
    {
        return message("net.ranges.refused", "not an http or https URL: nothing was fetched");
    }
    static robots::Message notKept(const robots::Message &why)
    {
        const std::string inner = why.toEnglish();
        return robots::withText(robots::Message("net.ranges.not-kept", "%1: the previous copy is kept", {inner}), 0,
                                why);
    }
};

} // namespace

IpRangeParse parseIpRangeFile(const QByteArray &json)
{
    IpRangeParse out;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        out.error = Text::notJson(error.errorString());
        return out;
    }
    if (!doc.isObject()) {
        out.error = Text::notObject();
        return out;
    }
    const QJsonObject root = doc.object();
    const QJsonValue prefixes = root.value(u"prefixes"_s);
    if (!prefixes.isArray()) {
        out.error = Text::noPrefixes();
        return out;
    }
    robots::IpRangeFile file;
    file.creationTime = root.value(u"creationTime"_s).toString().toStdString();
    int index = 0;
    for (const QJsonValue &entry : prefixes.toArray()) {
        ++index;
        const QJsonObject o = entry.toObject();
        const QJsonValue value = o.contains(u"ipv4Prefix"_s) ? o.value(u"ipv4Prefix"_s) : o.value(u"ipv6Prefix"_s);
        if (!value.isString()) {
            out.problems.append(Text::noPrefix(index));
            continue;
        }
        const std::string text = value.toString().trimmed().toStdString();
        if (const std::optional<robots::IpPrefix> p = robots::parseIpPrefix(text))
            file.prefixes.push_back(*p);
        else
            out.problems.append(Text::badPrefix(index, value.toString().left(80)));
    }
    if (file.prefixes.empty()) {
        out.error = Text::emptyPrefixes();
        return out;
    }
    out.file = std::move(file);
    return out;
}

QList<RangeSource> documentedRangeSources()
{
    QList<RangeSource> out;
    for (const robots::CrawlerVerification &v : robots::crawlerVerifications()) {
        if (v.rangeUrls.empty())
            continue;
        RangeSource source{QString::fromUtf8(v.operatorName.data(), qsizetype(v.operatorName.size())), {}};
        for (const std::string_view url : v.rangeUrls)
            source.urls.append(QUrl(QString::fromUtf8(url.data(), qsizetype(url.size()))));
        out.append(source);
    }
    return out;
}

IpRangeStore::IpRangeStore(HistoryWorker *history, QObject *parent)
    : QObject(parent)
    , m_history(history)
    , m_sources(documentedRangeSources())
    , m_fetcher(new Fetcher(this))
{
    connect(m_fetcher, &Fetcher::finished, this, &IpRangeStore::onFetched);
}

IpRangeStore::~IpRangeStore() = default;

void IpRangeStore::refresh(const QString &operatorName)
{
    ++m_generation; // the results of a refresh still storing are dropped
    m_fetching = false;
    m_fetcher->cancel();
    m_results.clear();
    for (const RangeSource &source : std::as_const(m_sources))
        if (operatorName.isEmpty() || source.operatorName == operatorName)
            for (const QUrl &url : source.urls)
                m_results.append(Refreshed{source.operatorName, url, false, {}, {}, 0, {}});
    m_next = 0;
    m_writes = 0;
    m_running = true;
    m_fetcher->setOptions(m_options);
    // Never from inside refresh(): the caller connects `finished` after calling it, too.
    QMetaObject::invokeMethod(
        this,
        [this, generation = m_generation] {
            if (generation == m_generation)
                next();
        },
        Qt::QueuedConnection);
}

void IpRangeStore::next()
{
    if (m_next >= m_results.size()) {
        maybeFinish();
        return;
    }
    m_body.clear();
    m_fetching = true;
    DownloadOptions d;
    d.accept = "application/json, */*;q=0.5";
    d.maxBodyBytes = kMaxBytes;
    d.totalTimeout = m_options.effectiveTotalTimeout();
    d.body = [this](QByteArrayView bytes) {
        m_body.append(bytes);
        return true;
    };
    m_fetcher->download(m_results[m_next].url, std::move(d));
}

void IpRangeStore::onFetched(const FetchReport &report)
{
    if (!m_fetching)
        return; // a cancelled refresh's fetch
    m_fetching = false;
    const qsizetype index = m_next++;
    Refreshed &r = m_results[index];
    std::optional<IpRangeParse> parsed;
    if (report.refused)
        r.why = Text::refused();
    else if (report.totalTimeoutReached || report.networkError == robots::NetworkError::Timeout)
        r.why = Text::timedOut();
    else if (!report.status)
        r.why = Text::noAnswer(report.errorString);
    else if (*report.status < 200 || *report.status > 299)
        r.why = Text::status(*report.status);
    else if (report.truncated)
        r.why = Text::tooBig(int(kMaxBytes / (1024 * 1024)));
    else if (report.bodyProblem != BodyProblem::None)
        r.why = Text::unreadable(report.errorString);
    else if (parsed = parseIpRangeFile(m_body); !parsed->file)
        r.why = Text::notKept(parsed->error);
    if (parsed && parsed->file && !m_history)
        r.why = Text::noHistory();
    if (!parsed || !parsed->file || !m_history) {
        next();
        return;
    }
    r.problems = parsed->problems;
    r.prefixes = int(parsed->file->prefixes.size());
    r.creationTime = QString::fromStdString(parsed->file->creationTime);
    HistoryStore::RangeFile file{0,
                                 r.operatorName,
                                 r.url,
                                 report.finishedAt.isValid() ? report.finishedAt : QDateTime::currentDateTimeUtc(),
                                 r.creationTime,
                                 m_body};
    ++m_writes;
    m_history->run(
        this,
        [file](HistoryStore &store) {
            std::optional<qint64> id = store.isOpen() ? store.recordRangeFile(file) : std::nullopt;
            return std::pair(id.has_value(), store.error());
        },
        [this, index, generation = m_generation](const std::pair<bool, robots::Message> &done) {
            if (generation != m_generation)
                return;
            --m_writes;
            m_results[index].stored = done.first;
            if (!done.first)
                m_results[index].why = done.second;
            maybeFinish();
        });
    next();
}

void IpRangeStore::maybeFinish()
{
    if (!m_running || m_fetching || m_next < m_results.size() || m_writes > 0)
        return;
    m_running = false;
    Q_EMIT finished(m_results);
}

QList<IpRangeStore::Refreshed> IpRangeStore::refreshBlocking(const QString &operatorName)
{
    QList<Refreshed> out;
    QEventLoop loop;
    const QMetaObject::Connection c = connect(this, &IpRangeStore::finished, &loop, [&](const QList<Refreshed> &r) {
        out = r;
        loop.quit();
    });
    refresh(operatorName);
    loop.exec();
    disconnect(c);
    return out;
}

IpRangeStore::Loaded IpRangeStore::load(const HistoryStore &store, const QStringList &operators)
{
    Loaded out;
    for (const HistoryStore::RangeFile &f : store.latestRangeFiles()) {
        if (!operators.isEmpty() && !operators.contains(f.operatorName))
            continue;
        LoadedFile loaded{f.operatorName, f.url, f.fetchedAt, f.creationTime, 0, {}};
        const IpRangeParse parsed = parseIpRangeFile(f.body);
        if (parsed.file) {
            loaded.prefixes = int(parsed.file->prefixes.size());
            out.verifier.add(f.operatorName.toStdString(), *parsed.file);
            out.ranges.emplace_back(f.operatorName.toStdString(), *parsed.file);
        } else {
            loaded.problem = parsed.error;
        }
        out.files.append(loaded);
    }
    return out;
}

} // namespace robots::net
