// SPDX-License-Identifier: MIT
// A second process for tst_net_history: records fetches into a history database, so the test can
// run two writers at once on one file, or kill one in the middle of its writes.
//
//   history_writer DB TAG COUNT   record COUNT fetches (bodies "…/TAG-i"), then exit 0
//   history_writer DB TAG loop    record until killed
//   history_writer DB TAG hold    take SQLite's write lock (BEGIN EXCLUSIVE), print "locked",
//                                 keep it until a line arrives on standard input, then commit
//                                 and exit 0: another process writing, for the tests that the
//                                 studio's window never waits for it
//
// Prints "ready" once the database is open, then waits for a line on standard input (so two
// writers start writing together), then prints "recorded I" after each committed record, so the
// test knows how far it got. Exit 1 with the store's message on any failure.
#include "net/fetchreport.h"
#include "net/historystore.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTextStream>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

robots::net::FetchReport fakeFetch(const QString &tag, qint64 i)
{
    robots::net::FetchReport r;
    r.requestedUrl = QUrl(u"https://writers.example/"_s);
    r.robotsUrl = QUrl(u"https://writers.example/robots.txt"_s);
    r.chain.append(robots::net::Hop{r.robotsUrl, 200, "OK", {}});
    r.status = 200;
    r.reasonPhrase = "OK";
    r.contentType = "text/plain";
    r.body = "User-agent: *\nDisallow: /" + tag.toUtf8() + '-' + QByteArray::number(i) + '\n';
    r.bytesReceived = r.body.size();
    r.startedAt = r.finishedAt = QDateTime::currentDateTimeUtc();
    r.complete();
    return r;
}

/// A line on standard output, at once: the test reads it while this process waits.
void say(const char *line)
{
    std::fputs(line, stdout);
    std::fflush(stdout);
}

/// Waits for the test's line on standard input; false when it closed it instead.
bool waitForGo()
{
    char go[16];
    return std::fgets(go, sizeof go, stdin) != nullptr;
}

/// The "hold" mode (see above).
int holdWriteLock(const QString &path)
{
    QTextStream err(stderr);
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"hold"_s);
    db.setDatabaseName(path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    QSqlQuery q(db);
    if (!db.open() || !q.exec(u"BEGIN EXCLUSIVE"_s)) {
        err << (db.isOpen() ? q.lastError().text() : db.lastError().text()) << '\n';
        return 1;
    }
    say("locked\n");
    if (!waitForGo())
        return 2;
    if (!q.exec(u"COMMIT"_s)) {
        err << q.lastError().text() << '\n';
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fputs("usage: history_writer DB TAG COUNT|loop|hold\n", stderr);
        return 2;
    }
    if (args.at(3) == u"hold")
        return holdWriteLock(args.at(1));
    QTextStream out(stdout);
    QTextStream err(stderr);
    robots::net::HistoryStore store;
    if (!store.open(args.at(1))) {
        err << QString::fromStdString(store.error().toEnglish()) << '\n';
        return 1;
    }
    say("ready\n");
    if (!waitForGo())
        return 2;
    const bool loop = args.at(3) == u"loop";
    const qint64 count = loop ? -1 : args.at(3).toLongLong();
    for (qint64 i = 0; loop || i < count; ++i) {
        if (!store.record(fakeFetch(args.at(2), i))) {
            err << QString::fromStdString(store.error().toEnglish()) << '\n';
            return 1;
        }
        out << "recorded " << i << '\n';
        out.flush();
    }
    return 0;
}
