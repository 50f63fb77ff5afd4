// SPDX-License-Identifier: MIT
#pragma once

// The loopback DNS server of the tests (tests/net/dnsserver.py, UDP on 127.0.0.1, a free port),
// answering PTR, A and AAAA from a table; started here as a child process, stopped with the object.

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

class TestDnsServer
{
public:
    /// `table` as dnsserver.py documents it. No time limit of its own: ctest's time-out stops a hang.
    explicit TestDnsServer(const QJsonObject &table)
    {
        QFile f(m_dir.filePath(QStringLiteral("dns.json")));
        if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(table).toJson()) < 0)
            return;
        f.close();
        m_process.start(QStringLiteral("python3"),
                        {QStringLiteral(ROBOTS_SOURCE_DIR "/tests/net/dnsserver.py"), f.fileName()});
        while (m_process.state() != QProcess::NotRunning && !m_process.canReadLine())
            m_process.waitForReadyRead(-1);
        m_port = quint16(m_process.readLine().trimmed().toUInt());
    }
    ~TestDnsServer()
    {
        m_process.closeWriteChannel(); // the server ends when its input closes
        m_process.waitForFinished(-1);
    }
    TestDnsServer(const TestDnsServer &) = delete;
    TestDnsServer &operator=(const TestDnsServer &) = delete;

    /// 0 when it did not start.
    [[nodiscard]] quint16 port() const { return m_port; }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    quint16 m_port = 0;
};
