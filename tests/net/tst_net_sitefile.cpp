// SPDX-License-Identifier: MIT
// SiteFile (docs/site-file.md): save and reopen, a clear message for every bad file (and nothing
// half-read), hosts reduced to origins; discoverHosts() offers the site's own family of hosts.
#include "net/sitefile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using robots::net::SiteFile;

namespace {

bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QList<QUrl> urls(const QStringList &list)
{
    QList<QUrl> out;
    for (const QString &s : list)
        out.append(QUrl(s));
    return out;
}

} // namespace

class TestNetSiteFile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void saveAndReopen()
    {
        SiteFile site;
        site.name = u"Example shop"_s;
        QVERIFY(site.addHost(QUrl(u"https://www.example.com/any/page?q=1"_s)));
        QVERIFY(site.addHost(QUrl(u"http://m.example.com:8080/"_s)));
        QVERIFY(!site.addHost(QUrl(u"https://WWW.example.com:443/other"_s))); // the same origin
        QVERIFY(!site.addHost(QUrl(u"ftp://example.com/"_s)));
        site.sitemaps = urls({u"https://www.example.com/sitemap_index.xml"_s});
        site.agents = QStringList{u"Googlebot"_s, u"GPTBot"_s};
        site.refreshMinutes = 30;
        const QString path = m_dir.filePath(u"shop.robotssite"_s);
        robots::Message error;
        QVERIFY2(site.save(path, &error), error.toEnglish().c_str());

        const std::optional<SiteFile> back = SiteFile::load(path, &error);
        QVERIFY2(back, error.toEnglish().c_str());
        QCOMPARE(back->name, site.name);
        QCOMPARE(back->hosts, urls({u"https://www.example.com"_s, u"http://m.example.com:8080"_s}));
        QCOMPARE(back->sitemaps, site.sitemaps);
        QCOMPARE(back->agents, site.agents);
        QCOMPARE(back->refreshMinutes, 30);
        QCOMPARE(SiteFile::suffix(), u"robotssite"_s);
    }

    void theDocumentedExampleReads()
    {
        // The example of net/sitefile.h and docs/site-file.md, with an unknown key (ignored).
        const QString path = m_dir.filePath(u"example.robotssite"_s);
        const QByteArray example =
            "{\"format\": \"robotstxt-studio-site\", \"version\": 1, \"name\": \"Example shop\",\n"
            " \"hosts\": [\"https://www.example.com\", \"https://m.example.com\", "
            "\"shop.example.com\"],\n"
            " \"sitemaps\": [\"https://www.example.com/sitemap_index.xml\"],\n"
            " \"agents\": [\"Googlebot\", \"Bingbot\", \"GPTBot\"],\n"
            " \"refreshMinutes\": 0, \"comment\": \"ignored\"}\n";
        QVERIFY(write(path, example));
        robots::Message error;
        const std::optional<SiteFile> site = SiteFile::load(path, &error);
        QVERIFY2(site, error.toEnglish().c_str());
        QCOMPARE(site->hosts.size(), 3);
        QCOMPARE(site->hosts.at(2), QUrl(u"https://shop.example.com"_s)); // typed like the address bar
        QCOMPARE(site->agents.size(), 3);
        QCOMPARE(site->refreshMinutes, 0);
    }

    void badFilesGetAClearMessage_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("not-json/says-line-and-column")
            << QByteArray("{\"format\": \"robotstxt-studio-site\",\n \"version\": 1,\n \"hosts\": [\"a\" \"b\"]}")
            << u"line 3, column 17: not JSON: missing value separator"_s;
        QTest::newRow("no-format") << QByteArray("{\"version\": 1, \"hosts\": []}")
                                   << u"is not a site file of Robots.txt Studio"_s;
        QTest::newRow("another-format") << QByteArray("{\"format\": \"robotstxt-studio-host-cache\", \"version\": 1}")
                                        << u"is not a site file of Robots.txt Studio"_s;
        QTest::newRow("json-array") << QByteArray("[1, 2]") << u"is not a site file"_s;
        QTest::newRow("newer-version") << QByteArray("{\"format\": \"robotstxt-studio-site\", \"version\": 2}")
                                       << u"version 2 is newer than this studio reads (1)"_s;
        QTest::newRow("version-not-a-number")
            << QByteArray("{\"format\": \"robotstxt-studio-site\", \"version\": \"1\"}")
            << u"\"version\" must be a whole number from 1, not \"1\""_s;
        QTest::newRow("host-not-http") << QByteArray("{\"format\": \"robotstxt-studio-site\", \"version\": 1, "
                                                     "\"hosts\": [\"https://ok.example\", \"ftp://x.example\"]}")
                                       << u"hosts[1]: \"ftp://x.example\" is not an http or https URL with a host"_s;
        QTest::newRow("hosts-not-a-list")
            << QByteArray("{\"format\": \"robotstxt-studio-site\", \"version\": 1, \"hosts\": \"https://a.example\"}")
            << u"\"hosts\" must be a list of strings"_s;
        QTest::newRow("empty-agent")
            << QByteArray("{\"format\": \"robotstxt-studio-site\", \"version\": 1, \"agents\": [\" \"]}")
            << u"agents[0] must be a crawler name"_s;
        QTest::newRow("negative-refresh")
            << QByteArray("{\"format\": \"robotstxt-studio-site\", \"version\": 1, \"refreshMinutes\": -5}")
            << u"\"refreshMinutes\" must be a whole number of minutes, 0 or more (0 = off), not -5"_s;
    }

    void badFilesGetAClearMessage()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(u"bad.robotssite"_s);
        QVERIFY(write(path, content));
        robots::Message error;
        QVERIFY(!SiteFile::load(path, &error));
        QVERIFY2(QString::fromStdString(error.toEnglish()).contains(message), error.toEnglish().c_str());
        QVERIFY2(QString::fromStdString(error.toEnglish()).contains(path), error.toEnglish().c_str());
    }

    void missingAndUnwritableFiles()
    {
        robots::Message error;
        QVERIFY(!SiteFile::load(m_dir.filePath(u"missing.robotssite"_s), &error));
        QVERIFY2(QString::fromStdString(error.toEnglish()).startsWith(u"Cannot read the site file"_s),
                 error.toEnglish().c_str());
        SiteFile site;
        QVERIFY(!site.save(m_dir.filePath(u"no/such/folder/x.robotssite"_s), &error));
        QVERIFY2(QString::fromStdString(error.toEnglish()).startsWith(u"Cannot write the site file"_s),
                 error.toEnglish().c_str());
    }

    void discoverHosts_data()
    {
        QTest::addColumn<QStringList>("siteHosts");
        QTest::addColumn<QStringList>("named");
        QTest::addColumn<QStringList>("discovered");
        QTest::newRow("same-family/new-hosts-once-in-order")
            << QStringList{u"https://www.example.com"_s}
            << QStringList{u"https://www.example.com/sitemap.xml"_s, u"https://m.example.com/sitemap.xml"_s,
                           u"https://cdn.example.com/s1.xml.gz"_s, u"https://m.example.com/other.xml"_s}
            << QStringList{u"https://m.example.com"_s, u"https://cdn.example.com"_s};
        QTest::newRow("other-sites-are-not-offered")
            << QStringList{u"https://www.example.com"_s}
            << QStringList{u"https://www.example.org/sitemap.xml"_s, u"https://tracker.example.net/x"_s}
            << QStringList{};
        QTest::newRow("scheme-and-port-make-another-origin")
            << QStringList{u"https://www.example.com"_s}
            << QStringList{u"http://www.example.com/sitemap.xml"_s, u"https://www.example.com:8443/s.xml"_s}
            << QStringList{u"http://www.example.com"_s, u"https://www.example.com:8443"_s};
        QTest::newRow("country-second-level-domain")
            << QStringList{u"https://www.example.co.uk"_s}
            << QStringList{u"https://shop.example.co.uk/s.xml"_s, u"https://www.other.co.uk/s.xml"_s}
            << QStringList{u"https://shop.example.co.uk"_s};
        QTest::newRow("ip-address-is-its-own-family")
            << QStringList{u"http://127.0.0.1:8001"_s}
            << QStringList{u"http://127.0.0.1:8002/sitemap.xml"_s, u"http://127.0.0.2:8001/s.xml"_s}
            << QStringList{u"http://127.0.0.1:8002"_s};
        QTest::newRow("not-http-is-ignored")
            << QStringList{u"https://example.com"_s}
            << QStringList{u"/relative/sitemap.xml"_s, u"ftp://example.com/s"_s} << QStringList{};
    }

    void discoverHosts()
    {
        QFETCH(QStringList, siteHosts);
        QFETCH(QStringList, named);
        QFETCH(QStringList, discovered);
        SiteFile site;
        for (const QString &host : siteHosts)
            QVERIFY(site.addHost(QUrl(host)));
        QCOMPARE(robots::net::discoverHosts(site, urls(named)), urls(discovered));
    }
};

QTEST_GUILESS_MAIN(TestNetSiteFile)
#include "tst_net_sitefile.moc"
