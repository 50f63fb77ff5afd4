// SPDX-License-Identifier: MIT
// A second process for tst_net_history: records fetches into a history database, so the test can
// run two writers at once on one file, or kill one in the middle of its writes.
//
//   history_writer DB TAG COUNT   record COUNT fetches (bodies "…/TAG-i"), then exit 0
//   history_writer DB TAG loop    record until killed
//
// Prints "ready" once the database is open, then waits for a line on standard input (so two
// writers start writing together), then prints "recorded I" after each committed record, so the
// test knows how far it got. Exit 1 with the store's message on any failure.
#include "net/fetchreport.h"
#include "net/historystore.h"

#include <QCoreApplication>
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

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fputs("usage: history_writer DB TAG COUNT|loop\n", stderr);
        return 2;
    }
    QTextStream out(stdout);
    QTextStream err(stderr);
    robots::net::HistoryStore store;
    if (!store.open(args.at(1))) {
        err << QString::fromStdString(store.error().toEnglish()) << '\n';
        return 1;
    }
    out << "ready\n";
    out.flush();
    char go[16];
    if (!std::fgets(go, sizeof go, stdin))
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
