// SPDX-License-Identifier: MIT
// Many hosts in the tester: with "Check other hosts against their live robots.txt",
// absolute URLs on other origins than the document's site take their verdicts from their own
// robots.txt (RFC 9309 §2.3: one file per scheme, host and port), fetched on demand through the
// window's HostRulesCache; relative URLs and URLs on the site use the editor's text. Against
// TestHttpServer on 127.0.0.1 only (two servers = two origins), bounded in time.
#include "analysis/documentanalyzer.h"
#include "net/hostrulescache.h"
#include "tester/explanationview.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "testhttpserver.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>

using robots::Access;
using robots::DialectId;
using robots::net::HostRulesCache;
using namespace robots::ui;

namespace {

TestCase tc(const QString &url, const char *agent = "FooBot")
{
    return TestCase{url, QString::fromUtf8(agent), std::nullopt, {}};
}

struct Fixture
{
    TestHttpServer site;  // the document's own host
    TestHttpServer other; // another host with its own file
    HostRulesCache cache; // memory only
    DocumentAnalyzer analyzer;
    TesterPanel panel;
    QAbstractItemModelTester modelTester{panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture()
    {
        // The site's live file would allow everything; the editor's text is what counts for it.
        site.route("/robots.txt", TestHttpServer::ok("User-agent: *\nAllow: /\n"));
        other.route("/robots.txt", TestHttpServer::ok("# other host\nUser-agent: *\nDisallow: /private/\n"));
    }

    bool start()
    {
        if (!site.listen() || !other.listen())
            return false;
        cache.setFetchOptions([this] {
            robots::net::FetchOptions o = cache.fetchOptions();
            o.timeout = std::chrono::milliseconds(5000);
            return o;
        }());
        panel.setAnalyzer(&analyzer);
        panel.setHostRules(&cache);
        analyzer.setText("User-agent: *\nDisallow: /\n"); // the editor: nothing is allowed
        analyzer.flush();
        return true;
    }

    Access access(int row) const
    {
        const QVariant v =
            panel.model()->index(row, panel.model()->columnOf(DialectId::Rfc9309)).data(TesterModel::AccessRole);
        return v.isValid() ? Access(v.toInt()) : Access::Unknown;
    }
    QString text(int row, int role = Qt::DisplayRole) const
    {
        return panel.model()->index(row, panel.model()->columnOf(DialectId::Rfc9309)).data(role).toString();
    }
};

} // namespace

class TestTesterHosts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void otherHostsAreCheckedAgainstTheirOwnLiveRobotsTxt()
    {
        Fixture f;
        QVERIFY(f.start());
        f.panel.setSite(f.site.url().toString());
        f.panel.model()->setCases({tc(QStringLiteral("/public")), tc(f.site.url(QStringLiteral("/public")).toString()),
                                   tc(f.other.url(QStringLiteral("/public")).toString()),
                                   tc(f.other.url(QStringLiteral("/private/a")).toString())});
        QTRY_VERIFY(!f.panel.model()->isEvaluating() && f.panel.model()->analysis() == f.analyzer.current());

        // Off (the default): every case is judged by the editor's text, nothing is fetched.
        for (int row = 0; row < 4; ++row) {
            QCOMPARE(f.access(row), Access::Disallowed);
            QVERIFY(f.panel.model()->index(row, 0).data(TesterModel::HostRole).toString().isEmpty());
        }
        QCOMPARE(f.cache.hostCount(), 0);

        auto *option = f.panel.findChild<QCheckBox *>(QStringLiteral("checkOtherHosts"));
        QVERIFY(option && option->isEnabled());
        option->setChecked(true);
        // The other host's cases wait for its file, then take its verdicts.
        QVERIFY(f.text(2).contains(QStringLiteral("fetching")) || f.access(2) == Access::Allowed);
        QTRY_COMPARE_WITH_TIMEOUT(f.access(2), Access::Allowed, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(f.access(3), Access::Disallowed, 10000);
        const QString origin = robots::net::hostKey(f.other.url());
        QCOMPARE(f.panel.model()->index(2, 0).data(TesterModel::HostRole).toString(), origin);
        // Line 3 of the other host's file decides, which says whose file it is; not an editor line.
        QCOMPARE(f.text(3), QStringLiteral("Disallowed · 127.0.0.1:%1 line 3").arg(f.other.port()));
        QCOMPARE(f.panel.model()
                     ->index(3, f.panel.model()->columnOf(DialectId::Rfc9309))
                     .data(TesterModel::DecidingLineRole)
                     .toInt(),
                 0);
        QVERIFY(f.panel.model()->rowsDecidedBy(3).isEmpty());
        // The relative URL and the site's own URL still follow the editor, and the site is not fetched.
        QCOMPARE(f.access(0), Access::Disallowed);
        QCOMPARE(f.access(1), Access::Disallowed);
        QCOMPARE(f.cache.origins(), QStringList{origin});

        // The explanation says which file decided.
        f.panel.selectCase(3);
        const QString explanation = f.panel.explanationView()->toPlainText();
        QVERIFY2(explanation.contains(f.other.url(QStringLiteral("/robots.txt")).toDisplayString()),
                 qPrintable(explanation));
        QVERIFY(explanation.contains(QStringLiteral("/private/")));

        // Typing in the editor changes only the cases the editor decides.
        f.analyzer.setText("User-agent: *\nAllow: /\n");
        f.analyzer.flush();
        QTRY_COMPARE(f.access(0), Access::Allowed);
        QCOMPARE(f.access(1), Access::Allowed);
        QCOMPARE(f.access(3), Access::Disallowed);

        // Off again: back to the editor's text.
        option->setChecked(false);
        QTRY_COMPARE(f.access(3), Access::Allowed);
    }

    // Without a site every absolute URL belongs to "another host".
    void withoutASiteEveryAbsoluteUrlIsLive()
    {
        Fixture f;
        QVERIFY(f.start());
        f.panel.setCheckOtherHosts(true);
        f.panel.model()->setCases(
            {tc(QStringLiteral("/public")), tc(f.site.url(QStringLiteral("/public")).toString())});
        QTRY_COMPARE_WITH_TIMEOUT(f.access(1), Access::Allowed, 10000); // the site's live file allows
        QCOMPARE(f.access(0), Access::Disallowed);                      // a path: the editor
    }

    // RFC 9309 §2.3.1.4: an unreachable host's file (5xx) means complete disallow; the reason shows.
    void anUnreachableHostSaysWhy()
    {
        Fixture f;
        f.other.route("/robots.txt", TestHttpServer::status(503, "Service Unavailable"));
        QVERIFY(f.start());
        f.panel.setSite(f.site.url().toString());
        f.panel.setCheckOtherHosts(true);
        f.panel.model()->setCases({tc(f.other.url(QStringLiteral("/public")).toString())});
        QTRY_VERIFY_WITH_TIMEOUT(!f.text(0).contains(QStringLiteral("fetching")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(f.cache.freshness(f.other.url().toString()) != HostRulesCache::Freshness::Fetching,
                                 10000);
        QTRY_COMPARE(f.access(0), Access::Disallowed);
        const QString tip = f.text(0, Qt::ToolTipRole);
        QVERIFY2(tip.contains(QStringLiteral("503")), qPrintable(tip));
    }
};

QTEST_MAIN(TestTesterHosts)
#include "tst_testerhosts.moc"
