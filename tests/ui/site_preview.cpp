// SPDX-License-Identifier: MIT
// Renders Tools → Site… to PNGs to look at (docs/site-hosts.png, docs/site-audit.png): the dock
// with a site of three hosts whose fetches are in a fresh history (one host changed since its
// previous fetch, one redirected), and the Sitemap Audit tab showing a result of the core's check.
// Not part of ctest:
//   QT_QPA_PLATFORM=offscreen site_preview OUTDIR [--language ja]
#include "analysis/settingsstore.h"
#include "i18n/translations.h"
#include "net/historystore.h"
#include "net/hostservice.h"
#include "site/siteauditview.h"
#include "site/sitedock.h"
#include "site/sitehostsmodel.h"

#include <robots/studio/sitemapaudit.h>

#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <cstdio>

using namespace robots;

namespace {

net::FetchReport report(const QString &origin, const QByteArray &body, const QDateTime &at, bool redirected = false,
                        const QByteArray &contentType = "text/plain; charset=utf-8")
{
    net::FetchReport r;
    r.requestedUrl = QUrl(origin);
    r.robotsUrl = QUrl(origin + QStringLiteral("/robots.txt"));
    r.userAgent = net::defaultUserAgent();
    r.maxRedirects = 5;
    r.maxBodyBytes = 500 * 1024;
    if (redirected) {
        const QUrl target(origin + QStringLiteral("/static/robots.txt"));
        r.chain.append({r.robotsUrl, 301, "Moved Permanently", target});
        r.chain.append({target, 200, "OK", {}});
        r.redirectsFollowed = 1;
    } else {
        r.chain.append({r.robotsUrl, 200, "OK", {}});
    }
    r.status = 200;
    r.reasonPhrase = "OK";
    r.contentType = contentType;
    r.headers = {{"Content-Type", contentType}};
    r.body = body;
    r.bytesReceived = body.size();
    r.startedAt = at;
    r.finishedAt = at.addMSecs(120);
    r.complete();
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("site_preview"));
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: site_preview OUTDIR [--language ja]\n");
        return 2;
    }
    // The studio's catalogues, so plurals read "4 URLs" and Japanese can be shown.
    const qsizetype at = args.indexOf(QStringLiteral("--language"));
    ui::installTranslations(at > 0 && at + 1 < args.size() ? args.at(at + 1) : QStringLiteral("en"));
    robots::ui::Settings::clear();
    QTemporaryDir dir;
    const QString history = dir.filePath(QStringLiteral("history.sqlite"));

    // A history as a few days of refreshes leave it.
    {
        net::HistoryStore store;
        if (!store.open(history))
            return 1;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QByteArray www = "User-agent: *\nDisallow: /cart/\nDisallow: /checkout/\n\nSitemap: "
                               "https://www.example.com/sitemap_index.xml\n";
        const QByteArray wwwNew =
            "User-agent: *\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /search\n\n"
            "User-agent: GPTBot\nDisallow: /\n\nSitemap: https://www.example.com/sitemap_index.xml\n";
        const QByteArray mobile = "User-agent: *\nDisallow: /cart/\nDisalow: /tmp/\n";
        const QByteArray shop = "User-agent: *\nAllow: /\nDisallow: /basket\n";
        store.record(report(QStringLiteral("https://www.example.com"), www, now.addDays(-3)));
        store.record(report(QStringLiteral("https://www.example.com"), wwwNew, now.addSecs(-600)));
        store.record(report(QStringLiteral("https://m.example.com"), mobile, now.addDays(-1)));
        store.record(report(QStringLiteral("https://m.example.com"), mobile, now.addSecs(-590)));
        store.record(report(QStringLiteral("https://shop.example.com"), shop, now.addSecs(-580), true,
                            "text/plain; charset=iso-8859-1"));
    }

    net::HostService service; // the window's one host service, as MainWindow::hostService()
    siteui::SiteDock dock({}, &service);
    dock.setHistoryPath(history);
    net::SiteFile site;
    site.name = QStringLiteral("Example shop");
    site.hosts = {QUrl(QStringLiteral("https://www.example.com")), QUrl(QStringLiteral("https://m.example.com")),
                  QUrl(QStringLiteral("https://shop.example.com"))};
    site.agents = {QStringLiteral("Googlebot"), QStringLiteral("GPTBot")};
    const QString siteFile = dir.filePath(QStringLiteral("example.robotssite"));
    if (!site.save(siteFile))
        return 1;
    QSignalSpy opened(&dock, &siteui::SiteDock::siteOpened);
    dock.openSite(siteFile); // read off the window's thread
    if (!opened.wait(15000))
        return 1;
    dock.setFloating(true);
    dock.resize(1320, 400);
    dock.show();
    if (!QTest::qWaitForWindowExposed(&dock))
        return 1;
    siteui::SiteHostsModel *model = dock.model();
    if (!QTest::qWaitFor([&] {
            return model->index(0, siteui::SiteHostsModel::FindingsColumn).data(Qt::EditRole).isValid() &&
                   model->index(1, siteui::SiteHostsModel::FindingsColumn).data(Qt::EditRole).isValid();
        }))
        return 1;
    for (int c = 0; c < siteui::SiteHostsModel::ColumnCount - 1; ++c)
        dock.hostsView()->resizeColumnToContents(c);
    dock.hostsView()->selectRow(0);
    QTest::qWait(50); // a preview, not a test: let the layout settle
    const QDir out(args.at(1));
    dock.grab().save(out.filePath(QStringLiteral("site-hosts.png")));

    // The audit: the draft blocks /search and GPTBot everywhere; the live file blocked /cart/.
    const std::string draft = "User-agent: *\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /search\n\n"
                              "User-agent: GPTBot\nDisallow: /\n";
    const std::string live = "User-agent: *\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /shoes/sale\n";
    robots::SitemapAudit audit(draft, std::string_view(live), {"Googlebot", "GPTBot"}, robots::defaultDialect(),
                               "https://www.example.com");
    const std::uint32_t products = audit.addSource("https://www.example.com/sitemap-products.xml.gz");
    const std::uint32_t pages = audit.addSource("https://www.example.com/sitemap-pages.xml");
    for (int i = 0; i < 40; ++i)
        audit.add("https://www.example.com/shoes/" + std::to_string(i), products);
    for (int i = 0; i < 6; ++i)
        audit.add("https://www.example.com/shoes/sale/" + std::to_string(i), products);
    for (int i = 0; i < 3; ++i)
        audit.add("https://www.example.com/search?q=boots" + std::to_string(i), pages);
    audit.add("https://www.example.com/cart/", pages);
    audit.add("https://cdn.example.net/img/logo.png", pages);
    audit.add("htp:/www.example.com/about", pages);
    net::SitemapAuditReport result;
    result.result = audit.result();
    result.agents = {QStringLiteral("Googlebot"), QStringLiteral("GPTBot")};
    result.sitemapsRead = {QUrl(QStringLiteral("https://www.example.com/sitemap_index.xml")),
                           QUrl(QStringLiteral("https://www.example.com/sitemap-products.xml.gz")),
                           QUrl(QStringLiteral("https://www.example.com/sitemap-pages.xml"))};
    net::SitemapProblem problem;
    problem.url = QUrl(QStringLiteral("https://www.example.com/sitemap-blog.xml"));
    problem.kind = net::SitemapProblem::Kind::HttpError;
    problem.status = 404;
    // The sentence the auditor gives a 404 (net/sitemapauditor.cpp), shown as the window shows it.
    problem.message = robots::Message("net.sitemap.http-reason",
                                      "The server answered %1 %2: this sitemap was not read.", {"404", "Not Found"});
    result.problems = {problem};
    dock.tabs()->setCurrentWidget(dock.auditView());
    dock.auditView()->setAgents(result.agents);
    dock.auditView()->showReport(result);
    QTreeWidget *tree = dock.auditView()->resultsView();
    // GPTBot's groups folded: Googlebot's rules and the problems in view.
    if (QTreeWidgetItem *gptbot = tree->topLevelItem(1))
        gptbot->setExpanded(false);
    dock.resize(1000, 640);
    QTest::qWait(50);
    dock.grab().save(out.filePath(QStringLiteral("site-audit.png")));
    return 0;
}
