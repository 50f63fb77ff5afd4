// SPDX-License-Identifier: MIT
// Drives the real `robotstxt` executable: exit codes and messages are its contract with CI users.
#include <QProcess>
#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT

    struct Result {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Result run(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt"), args);
        if (!p.waitForFinished(30000))
            return {};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

private Q_SLOTS:
    void versionPrintsProjectVersion()
    {
        const Result r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("robotstxt " ROBOTS_VERSION_STRING));
    }

    void helpDocumentsExitCodes()
    {
        const Result r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("Usage: robotstxt")));
        QVERIFY(r.out.contains(QStringLiteral("2 usage or I/O error")));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no-arguments") << QStringList();
        QTest::newRow("unknown-command") << QStringList{QStringLiteral("frobnicate")};
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        const Result r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
