// SPDX-License-Identifier: MIT
// Tools → Crawler Logs…: the window reads a log written by tests/bench/gen_accesslog.py (every
// crawler request known in advance) on its worker thread, and its table must show the
// generator's counts, its CSV must be the CLI's, a cancel must leave it usable, a file that
// cannot be read must be named while the others are read, and a double click on a request must
// open the robots.txt version in force at its deciding line (RFC 9309 §2.4's versions by time).

#include "windowtests.h"

#include "analysis/settingsstore.h"
#include "crawlerlogs/crawlerlogswindow.h"
#include "crawlerlogs/requestsmodel.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "mainwindow/crawlerlogsfeature.h"
#include "net/fetchreport.h"
#include "net/historystore.h"
#include "testhttpserver.h"

#include <QAbstractItemModelTester>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimeZone>

using robots::crawlerlogs::CrawlerLogsWindow;
using robots::crawlerlogs::RequestsModel;
using robots::net::FetchReport;
using robots::net::HistoryStore;

namespace {

const QDateTime kStart(QDate(2026, 3, 1), QTime(0, 0), QTimeZone::UTC);  // gen_accesslog.py's T0
const QDateTime kChange(QDate(2026, 3, 3), QTime(0, 0), QTimeZone::UTC); // its CHANGE

/// Runs the generator into `dir`; its expected counts (`expected`: the file it writes them to).
QJsonObject generate(const QString &dir, const QStringList &extra = {},
                     const QString &expected = QStringLiteral("expected.json"))
{
    QProcess p;
    p.start(QStringLiteral("python3"),
            QStringList{QStringLiteral(ROBOTS_SOURCE_DIR "/tests/bench/gen_accesslog.py"), dir} + extra);
    if (!p.waitForFinished(-1) || p.exitCode() != 0)
        return {};
    return QJsonDocument::fromJson(windowtests::readFile(dir + u'/' + expected)).object();
}

FetchReport fetched(const QString &url, const QByteArray &body, const QDateTime &when)
{
    FetchReport r;
    r.requestedUrl = QUrl(url);
    r.robotsUrl = *robots::net::robotsTxtUrl(QUrl(url));
    r.userAgent = QStringLiteral("RobotsTxtStudio/test");
    r.maxRedirects = 5;
    r.maxBodyBytes = 500 * 1024;
    r.chain.append(robots::net::Hop{r.robotsUrl, 200, "OK", {}});
    r.status = 200;
    r.reasonPhrase = "OK";
    r.contentType = "text/plain";
    r.body = body;
    r.bytesReceived = body.size();
    r.startedAt = when.addMSecs(-100);
    r.finishedAt = when;
    r.complete();
    return r;
}

/// The scenario's two versions as the history of its one host: robots-v1.txt long before the
/// log (so /private/ is a violation from the first request on, as for a file given without a
/// time), robots-v2.txt from the change on. A Combined log names no host: the one host's.
QString scenarioHistory(const QString &dir)
{
    const QString db = dir + QStringLiteral("/history.sqlite");
    HistoryStore store;
    if (!store.open(db))
        return {};
    const QString origin = QStringLiteral("https://www.example.com/");
    if (!store.record(
            fetched(origin, windowtests::readFile(dir + QStringLiteral("/robots-v1.txt")), kStart.addDays(-30))) ||
        !store.record(fetched(origin, windowtests::readFile(dir + QStringLiteral("/robots-v2.txt")), kChange)))
        return {};
    return db;
}

/// A window reading `dir`'s scenario against its history, with both range files.
void setUpScenario(CrawlerLogsWindow &w, const QString &dir, const QString &db)
{
    w.addFiles({dir + QStringLiteral("/access.log")});
    w.setSource(CrawlerLogsWindow::Source::History, db);
    w.addRangeFile(dir + QStringLiteral("/googlebot.json"));
    w.addRangeFile(dir + QStringLiteral("/gptbot.json"));
}

/// Starts and waits for the end of the run by its signal (delivered queued, so never before the
/// loop runs); whether it was cancelled.
bool runToEnd(CrawlerLogsWindow &w, bool cancelAtOnce = false)
{
    QEventLoop loop;
    bool cancelled = false;
    QObject::connect(&w, &CrawlerLogsWindow::finished, &loop, [&](bool c) {
        cancelled = c;
        loop.quit();
    });
    if (!w.start())
        return false;
    if (cancelAtOnce)
        w.cancel();
    loop.exec();
    return cancelled;
}

/// The crawler table's row of `crawler` (under its purpose), column by column.
QStringList rowOf(const QStandardItemModel &model, const QString &crawler)
{
    for (int p = 0; p < model.rowCount(); ++p) {
        const QModelIndex purpose = model.index(p, 0);
        for (int r = 0; r < model.rowCount(purpose); ++r) {
            if (model.index(r, 0, purpose).data().toString() != crawler)
                continue;
            QStringList cells;
            for (int c = 0; c < model.columnCount(); ++c)
                cells << model.index(r, c, purpose).data().toString();
            return cells;
        }
    }
    return {};
}

/// Selects `crawler` in the window's crawler table.
bool selectCrawler(CrawlerLogsWindow &w, const QString &crawler)
{
    auto *view = w.findChild<QAbstractItemView *>(QStringLiteral("crawlerTable"));
    const QStandardItemModel &model = *w.crawlerModel();
    for (int p = 0; p < model.rowCount(); ++p) {
        const QModelIndex purpose = model.index(p, 0);
        for (int r = 0; r < model.rowCount(purpose); ++r) {
            if (model.index(r, 0, purpose).data().toString() == crawler) {
                view->setCurrentIndex(model.index(r, 0, purpose));
                return true;
            }
        }
    }
    return false;
}

/// Counts of the generator's crawlers compared with the table's cells.
void compareWithExpected(const CrawlerLogsWindow &w, const QJsonObject &expected)
{
    const QJsonObject crawlers = expected[QStringLiteral("crawlers")].toObject();
    const std::array<std::pair<int, const char *>, 6> columns{{
        {CrawlerLogsWindow::RequestsColumn, "requests"},
        {CrawlerLogsWindow::VerifiedColumn, "verified"},
        {CrawlerLogsWindow::UnverifiedColumn, "unverified"},
        {CrawlerLogsWindow::SpoofedColumn, "spoofed"},
        {CrawlerLogsWindow::ViolationsColumn, "violations"},
        {CrawlerLogsWindow::WithinAllowanceColumn, "withinAllowance"},
    }};
    for (auto it = crawlers.begin(); it != crawlers.end(); ++it) {
        const QStringList row = rowOf(*w.crawlerModel(), it.key());
        QVERIFY2(!row.isEmpty(), qPrintable(it.key()));
        for (const auto &[column, key] : columns)
            QVERIFY2(row[column].toLongLong() == it.value()[QLatin1String(key)].toInteger(),
                     qPrintable(it.key() + QLatin1Char(' ') + QLatin1String(key) + QStringLiteral(": ") + row[column] +
                                QStringLiteral(" != ") + QString::number(it.value()[QLatin1String(key)].toInteger())));
    }
}

/// The generator's range files in `dir`, served as /google.json and /openai.json.
void serveRanges(TestHttpServer &http, const QString &dir)
{
    const QList<QPair<QByteArray, QByteArray>> json{{"Content-Type", "application/json"}};
    http.route("/google.json", {200, "OK", json, windowtests::readFile(dir + QStringLiteral("/googlebot.json"))});
    http.route("/openai.json", {200, "OK", json, windowtests::readFile(dir + QStringLiteral("/gptbot.json"))});
}

} // namespace

class TestCrawlerLogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_crawlerlogs"));
        robots::ui::Settings::clear();
    }

    void tableCountsAreTheGeneratorsExpectedCounts();
    void cancelStopsAndKeepsTheWindowUsable();
    void doubleClickOpensTheVersionAtItsDecidingLine_data();
    void doubleClickOpensTheVersionAtItsDecidingLine();
    void csvExportIsTheClisCsv();
    void unreadableFileIsNamedAndTheOthersAreRead();
    void siteOfTwoHostsGivesTheGeneratorsCountsInTheTableAndTheCli();
    void fetchLatestStoresTheRangesAndTheNextRunVerifiesWithThem();
};

void TestCrawlerLogs::tableCountsAreTheGeneratorsExpectedCounts()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path());
    QVERIFY(!expected.isEmpty());
    const QString db = scenarioHistory(dir.path());
    QVERIFY(!db.isEmpty());
    CrawlerLogsWindow w({});
    QAbstractItemModelTester crawlersTester(w.crawlerModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester requestsTester(w.requestsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    setUpScenario(w, dir.path(), db);
    QCOMPARE(runToEnd(w), false);
    compareWithExpected(w, expected);
    QVERIFY(w.result());
    QCOMPARE(qint64(w.result()->summary.badLines), expected[QStringLiteral("badLines")].toInteger());
    // Grouped by the catalogue's purposes: GPTBot's row sits under its purpose's title.
    QVERIFY(w.crawlerModel()->rowCount() >= 2);
    // The bad lines are listed with their line numbers (the 1 MB line among them).
    auto *bad = w.findChild<QListWidget *>(QStringLiteral("badLines"));
    QVERIFY(!bad->findItems(QStringLiteral("access.log:34:"), Qt::MatchStartsWith).isEmpty());
    // The per-day timeline adds up to the table's totals.
    for (const robots::CrawlerStats &c : w.result()->summary.crawlers) {
        std::uint64_t requests = 0, violations = 0;
        for (const auto &[day, count] : c.days) {
            requests += count.requests;
            violations += count.violations;
        }
        QCOMPARE(requests, c.requests);
        QCOMPARE(violations, c.violations);
    }
    // The drill-down keeps every violation of the selected crawler, each with its deciding line.
    QVERIFY(selectCrawler(w, QStringLiteral("Googlebot")));
    int violations = 0;
    for (int r = 0; r < w.requestsModel()->rowCount(); ++r) {
        if (w.requestsModel()->index(r, RequestsModel::JudgementColumn).data().toString() !=
            QStringLiteral("violation"))
            continue;
        ++violations;
        const QString rule = w.requestsModel()->index(r, RequestsModel::RuleColumn).data().toString();
        QVERIFY2(rule.contains(QStringLiteral("Disallow: /")), qPrintable(rule));
    }
    QCOMPARE(violations,
             expected[QStringLiteral("crawlers")][QStringLiteral("Googlebot")][QStringLiteral("violations")].toInt());
}

void TestCrawlerLogs::cancelStopsAndKeepsTheWindowUsable()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path(), {QStringLiteral("--bulk-mb"), QStringLiteral("24")});
    QVERIFY(!expected.isEmpty());
    const QString db = scenarioHistory(dir.path());
    CrawlerLogsWindow w({});
    setUpScenario(w, dir.path(), db);
    auto *start = w.findChild<QPushButton *>(QStringLiteral("start"));
    auto *cancel = w.findChild<QPushButton *>(QStringLiteral("cancel"));
    QVERIFY(start->isEnabled() && !cancel->isEnabled());
    // Cancelled as soon as it starts: the run ends as cancelled, nothing is shown as counted.
    QCOMPARE(runToEnd(w, true), true);
    QVERIFY(!w.isRunning());
    QVERIFY(!w.result());
    QCOMPARE(w.crawlerModel()->rowCount(), 0);
    QVERIFY(start->isEnabled() && !cancel->isEnabled());
    // And the next run reads everything.
    QCOMPARE(runToEnd(w), false);
    QVERIFY(w.result());
    QCOMPARE(qint64(w.result()->summary.lines), expected[QStringLiteral("lines")].toInteger());
    compareWithExpected(w, expected);
}

void TestCrawlerLogs::doubleClickOpensTheVersionAtItsDecidingLine_data()
{
    QTest::addColumn<bool>("fromHistory");
    QTest::newRow("current-document/cursor-moves-to-the-line") << false;
    QTest::newRow("history-version/opens-read-only-at-the-line") << true;
}

void TestCrawlerLogs::doubleClickOpensTheVersionAtItsDecidingLine()
{
    QFETCH(bool, fromHistory);
    QTemporaryDir dir;
    QVERIFY(!generate(dir.path()).isEmpty());
    const QString db = scenarioHistory(dir.path());
    MainWindow window;
    window.documents()->setQuestionHandler(
        [](const robots::ui::DocumentManager::Question &) { return QMessageBox::Discard; });
    window.show();
    // The editor holds robots-v2.txt: `Disallow: /shop/` is its line 3.
    QVERIFY(window.documents()->openFile(dir.filePath(QStringLiteral("robots-v2.txt"))));
    Document *edited = window.currentDocument();
    window.editor()->goToLine(1);
    windowtests::action(window, "actionCrawlerLogs")->trigger();
    CrawlerLogsWindow *w = window.findChild<robots::ui::CrawlerLogsFeature *>()->window();
    QVERIFY(w && w->isVisible());
    w->addFiles({dir.filePath(QStringLiteral("access.log"))});
    if (fromHistory)
        w->setSource(CrawlerLogsWindow::Source::History, db);
    else
        w->setSource(CrawlerLogsWindow::Source::CurrentDocument);
    QCOMPARE(runToEnd(*w), false);
    QVERIFY(selectCrawler(*w, QStringLiteral("Googlebot")));
    // A /shop/ request after the change, decided by robots-v2.txt's line 3.
    int row = -1;
    for (int r = 0; r < w->requestsModel()->rowCount() && row < 0; ++r)
        if (w->requestsModel()
                ->index(r, RequestsModel::UrlColumn)
                .data()
                .toString()
                .startsWith(QStringLiteral("/shop/")) &&
            w->requestsModel()->index(r, RequestsModel::RuleColumn).data().toString() ==
                QStringLiteral("line 3: Disallow: /shop/"))
            row = r;
    QVERIFY(row >= 0);
    auto *view = w->findChild<QTableView *>(QStringLiteral("requestTable"));
    const QModelIndex index = w->requestsModel()->index(row, RequestsModel::RuleColumn);
    view->scrollTo(index);
    const QPoint at = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    if (fromHistory) {
        // A new tab, read-only, with the version's text, its cursor on line 3.
        QVERIFY(window.currentDocument() != edited);
        QVERIFY(window.editor()->isReadOnly());
        QCOMPARE(window.editor()->toPlainText().toUtf8(),
                 windowtests::readFile(dir.filePath(QStringLiteral("robots-v2.txt"))));
    } else {
        QCOMPARE(window.currentDocument(), edited);
    }
    QCOMPARE(window.editor()->textCursor().blockNumber() + 1, 3);
}

void TestCrawlerLogs::csvExportIsTheClisCsv()
{
    QTemporaryDir dir;
    QVERIFY(!generate(dir.path()).isEmpty());
    const QString db = scenarioHistory(dir.path());
    CrawlerLogsWindow w({});
    setUpScenario(w, dir.path(), db);
    QCOMPARE(runToEnd(w), false);
    const QString csv = dir.filePath(QStringLiteral("window.csv"));
    QVERIFY(w.exportCsv(csv));
    QProcess cli;
    cli.start(QStringLiteral(ROBOTSTXT_CLI),
              {QStringLiteral("logs"), dir.filePath(QStringLiteral("access.log")), QStringLiteral("--history"), db,
               QStringLiteral("--ranges"), dir.filePath(QStringLiteral("googlebot.json")), QStringLiteral("--ranges"),
               dir.filePath(QStringLiteral("gptbot.json")), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY(cli.waitForFinished(-1));
    QCOMPARE(cli.exitCode(), 1); // verified crawlers violated
    const QByteArray fromCli = cli.readAllStandardOutput();
    QVERIFY(fromCli.count("\r\n") == 4); // the header and three crawlers
    QCOMPARE(windowtests::readFile(csv), fromCli);
}

void TestCrawlerLogs::unreadableFileIsNamedAndTheOthersAreRead()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path());
    QVERIFY(!expected.isEmpty());
    const QString db = scenarioHistory(dir.path());
    // A gzip log cut in the middle: the lines before the cut still count.
    QTemporaryDir gzDir;
    QVERIFY(!generate(gzDir.path(), {QStringLiteral("--gzip")}).isEmpty());
    const QByteArray gz = windowtests::readFile(gzDir.filePath(QStringLiteral("access.log.gz")));
    const QString cut = dir.filePath(QStringLiteral("cut.log.gz"));
    QVERIFY(windowtests::writeFile(cut, gz.left(gz.size() / 2)));
    const QString missing = dir.filePath(QStringLiteral("missing.log"));

    CrawlerLogsWindow w({});
    w.addFiles({missing});
    setUpScenario(w, dir.path(), db);
    w.addFiles({cut});
    QCOMPARE(runToEnd(w), false);
    QVERIFY2(w.message().contains(QStringLiteral("Cannot read ") + missing), qPrintable(w.message()));
    QVERIFY2(w.message().contains(cut + QStringLiteral(" could not be read to its end")), qPrintable(w.message()));
    const auto &files = w.result()->read.files;
    QCOMPARE(files.size(), 3);
    QCOMPARE(files[0].lines, 0u);
    QCOMPARE(qint64(files[1].lines), expected[QStringLiteral("lines")].toInteger());
    QVERIFY(files[2].lines > 0 && qint64(files[2].lines) < expected[QStringLiteral("lines")].toInteger());
    // The whole log's requests all counted, and more from the cut file's first half.
    const QStringList googlebot = rowOf(*w.crawlerModel(), QStringLiteral("Googlebot"));
    QVERIFY(googlebot.value(CrawlerLogsWindow::RequestsColumn).toLongLong() >=
            expected[QStringLiteral("crawlers")][QStringLiteral("Googlebot")][QStringLiteral("requests")].toInteger());
}

namespace {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

/// Runs the real `robotstxt` with `args`, serving this process's loopback servers meanwhile.
CliRun runCliServing(const QStringList &args)
{
    QProcess cli;
    QEventLoop loop;
    QObject::connect(&cli, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&cli, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    cli.start(QStringLiteral(ROBOTSTXT_CLI), args);
    cli.closeWriteChannel();
    if (cli.state() != QProcess::NotRunning)
        loop.exec();
    return {cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1, cli.readAllStandardOutput(),
            QString::fromUtf8(cli.readAllStandardError())};
}

} // namespace

// The whole scenario: a site of two hosts (www with three robots.txt versions in the history,
// shop with one), the operators' IP range files served on loopback and fetched into the history
// by `robotstxt logs --fetch-ranges`, and a W3C log with verified, unverified and spoofed
// Googlebot, GPTBot and bingbot requests before and after each change (gen_accesslog.py --site).
// The CLI's JSON and the window's table (which verifies with the ranges stored in the history)
// give the same counts, and each is the count the generator put in.
void TestCrawlerLogs::siteOfTwoHostsGivesTheGeneratorsCountsInTheTableAndTheCli()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path(), {QStringLiteral("--site")}, QStringLiteral("expected-site.json"));
    QVERIFY(!expected.isEmpty());
    const QString db = dir.filePath(QStringLiteral("history.sqlite"));
    {
        HistoryStore store;
        QVERIFY(store.open(db));
        int versions = 0;
        for (const QJsonValue &v : expected[QStringLiteral("versions")].toArray()) {
            const QDateTime since = QDateTime::fromString(v[QStringLiteral("since")].toString(), Qt::ISODate);
            QVERIFY(store.record(fetched(QStringLiteral("https://") + v[QStringLiteral("host")].toString() + u'/',
                                         windowtests::readFile(dir.filePath(v[QStringLiteral("file")].toString())),
                                         since)));
            ++versions;
        }
        QCOMPARE(versions, 4); // www's three and shop's one
    }
    TestHttpServer http;
    QVERIFY(http.listen());
    serveRanges(http, dir.path());

    const QString log = dir.filePath(QStringLiteral("site-access.log"));
    const CliRun cli = runCliServing({QStringLiteral("logs"), log, QStringLiteral("--history"), db,
                                      QStringLiteral("--fetch-ranges"), QStringLiteral("--ranges-url"),
                                      QStringLiteral("Google=") + http.url(QStringLiteral("/google.json")).toString(),
                                      QStringLiteral("--ranges-url"),
                                      QStringLiteral("OpenAI=") + http.url(QStringLiteral("/openai.json")).toString(),
                                      QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(cli.exitCode == 1, qPrintable(cli.err)); // verified crawlers broke the rules in force
    const QJsonObject report = QJsonDocument::fromJson(cli.out).object();

    CrawlerLogsWindow w({});
    w.addFiles({log});
    w.setSource(CrawlerLogsWindow::Source::History, db); // no range files: the stored ones
    QCOMPARE(runToEnd(w), false);
    compareWithExpected(w, expected);

    // The CLI's counts, crawler by crawler, are the generator's too (and so the table's).
    const QJsonObject crawlers = expected[QStringLiteral("crawlers")].toObject();
    QCOMPARE(report[QStringLiteral("crawlers")].toArray().size(), crawlers.size());
    for (const QJsonValue &c : report[QStringLiteral("crawlers")].toArray()) {
        const QString name = c[QStringLiteral("crawler")].toString();
        const QJsonObject want = crawlers[name].toObject();
        QVERIFY2(!want.isEmpty(), qPrintable(name));
        for (auto k = want.begin(); k != want.end(); ++k)
            QVERIFY2(c[k.key()].toInteger() == k.value().toInteger(),
                     qPrintable(name + u' ' + k.key() + QStringLiteral(": ") + QString::number(c[k.key()].toInteger()) +
                                QStringLiteral(" != ") + QString::number(k.value().toInteger())));
    }
    for (const char *key : {"lines", "requests", "crawlerRequests", "badLines"}) {
        QCOMPARE(report[QLatin1String(key)].toInteger(), expected[QLatin1String(key)].toInteger());
        QVERIFY(w.result());
    }
    QCOMPARE(qint64(w.result()->summary.requests), expected[QStringLiteral("requests")].toInteger());
    QCOMPARE(qint64(w.result()->summary.crawlerRequests), expected[QStringLiteral("crawlerRequests")].toInteger());
}

// Fetch Latest: the operators' range files fetched into the history the source names (served on
// loopback here), then a run with no range file of its own verifies with the stored copies and
// says so, with the generator's counts.
void TestCrawlerLogs::fetchLatestStoresTheRangesAndTheNextRunVerifiesWithThem()
{
    QTemporaryDir dir;
    const QJsonObject expected = generate(dir.path());
    QVERIFY(!expected.isEmpty());
    const QString db = scenarioHistory(dir.path());
    TestHttpServer http;
    QVERIFY(http.listen());
    serveRanges(http, dir.path());
    http.route("/gone.json", {404, "Not Found", {}, "gone"});

    CrawlerLogsWindow w({});
    w.addFiles({dir.filePath(QStringLiteral("access.log"))});
    w.setSource(CrawlerLogsWindow::Source::History, db);
    w.setRangeSources({{QStringLiteral("Google"), {http.url(QStringLiteral("/google.json"))}},
                       {QStringLiteral("OpenAI"),
                        {http.url(QStringLiteral("/openai.json")), http.url(QStringLiteral("/gone.json"))}}});
    QEventLoop loop;
    int stored = -1, kept = -1;
    QObject::connect(&w, &CrawlerLogsWindow::rangesRefreshed, &loop, [&](int s, int k) {
        stored = s;
        kept = k;
        loop.quit();
    });
    QVERIFY(w.refreshStoredRanges());
    loop.exec();
    QCOMPARE(stored, 2);
    QCOMPARE(kept, 1); // the 404: named, and nothing stored for it
    QVERIFY2(w.message().contains(QStringLiteral("/gone.json")), qPrintable(w.message()));

    QCOMPARE(runToEnd(w), false);
    compareWithExpected(w, expected);
    QVERIFY2(w.message().contains(QStringLiteral("Verified with the IP ranges stored in the history: Google (fetched")),
             qPrintable(w.message()));
}

QTEST_MAIN(TestCrawlerLogs)
#include "tst_crawlerlogs.moc"
