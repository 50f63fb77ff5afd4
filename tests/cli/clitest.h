// SPDX-License-Identifier: MIT
// What the suites that drive the real `robotstxt` executable share: its data files and a run of
// it with arguments and standard input.
#pragma once

#include <QByteArray>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace clitest {

inline QString dataPath(const char *name)
{
    return QStringLiteral(ROBOTS_TEST_DATA "/cli/") + QLatin1String(name);
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

/// The lines of `text` that are not empty (an output's lines, without its final newline's).
inline QStringList nonEmptyLines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
    QByteArray rawOut; ///< stdout as bytes (byte-exact checks)
};

/// Runs bin/robotstxt with ARGS, INPUT on its standard input, in WORKING_DIR (empty: ours). No
/// time limit of its own: ctest's time-out stops a hung run.
inline Result run(const QStringList &args, const QByteArray &input = {}, const QString &workingDir = {})
{
    QProcess p;
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt"), args);
    if (!p.waitForStarted(-1))
        return {};
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(-1))
        return {};
    const QByteArray out = p.readAllStandardOutput();
    return {p.exitCode(), QString::fromUtf8(out), QString::fromUtf8(p.readAllStandardError()), out};
}

/// Runs bin/robotstxt while this thread's event loop keeps serving the test's loopback servers
/// (run() blocks the loop), without the environment's proxies (loopback is never proxied in a
/// test). No time limit of its own: ctest's time-out stops a hung run. Exit code -1 on a crash.
inline Result runServing(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *proxy : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
        env.remove(QString::fromLatin1(proxy));
    p.setProcessEnvironment(env);
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    p.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt"), args);
    p.closeWriteChannel();
    if (p.state() != QProcess::NotRunning)
        loop.exec();
    const QByteArray out = p.readAllStandardOutput();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(out),
            QString::fromUtf8(p.readAllStandardError()), out};
}

} // namespace clitest
