// SPDX-License-Identifier: MIT
#include "testhttpserver.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#if QT_CONFIG(ssl)
#include <QSslConfiguration>
#include <QSslServer>
#endif

#include <zlib.h>

#include <algorithm>

namespace {

/// Compresses what `next` hands out (an empty array ends the input) into the gzip format.
template<typename Next>
QByteArray gzipStream(Next next)
{
    z_stream z{};
    // 15 window bits + 16: a gzip header and trailer (RFC 1952) instead of zlib's.
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        qFatal("deflateInit2 failed");
    QByteArray out;
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    int flush = Z_NO_FLUSH;
    while (flush != Z_FINISH) {
        QByteArray input = next();
        flush = input.isEmpty() ? Z_FINISH : Z_NO_FLUSH;
        z.next_in = reinterpret_cast<Bytef *>(input.data());
        z.avail_in = uInt(input.size());
        do {
            z.next_out = reinterpret_cast<Bytef *>(buffer.data());
            z.avail_out = uInt(buffer.size());
            if (deflate(&z, flush) == Z_STREAM_ERROR)
                qFatal("deflate failed");
            out.append(buffer.constData(), buffer.size() - qsizetype(z.avail_out));
        } while (z.avail_out == 0);
    }
    deflateEnd(&z);
    return out;
}

} // namespace

QByteArray TestHttpServer::Request::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

TestHttpServer::TestHttpServer(QObject *parent)
    : QObject(parent)
{
}

TestHttpServer::~TestHttpServer()
{
    close();
}

bool TestHttpServer::listen(const QSslConfiguration *tls)
{
    return listen(QHostAddress(QHostAddress::LocalHost), tls);
}

bool TestHttpServer::listen(const QHostAddress &address, const QSslConfiguration *tls)
{
    // Loopback only: the tests never open a port to the network.
    if (!address.isLoopback())
        return false;
    m_address = address;
#if QT_CONFIG(ssl)
    if (tls) {
        auto server = std::make_unique<QSslServer>();
        server->setSslConfiguration(*tls);
        m_server = std::move(server);
        m_tls = true;
    }
#else
    if (tls)
        return false;
#endif
    if (!m_server)
        m_server = std::make_unique<QTcpServer>();
    connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, &TestHttpServer::onConnection);
    return m_server->listen(m_address, 0);
}

void TestHttpServer::close()
{
    for (const QPointer<QTcpSocket> &socket : std::as_const(m_sockets)) {
        if (socket) {
            socket->abort();
            delete socket.data();
        }
    }
    m_sockets.clear();
    m_pending.clear();
    if (m_server)
        m_server->close();
}

quint16 TestHttpServer::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QUrl TestHttpServer::url(const QString &path) const
{
    QUrl u;
    u.setScheme(m_tls ? QStringLiteral("https") : QStringLiteral("http"));
    u.setHost(m_address.toString());
    u.setPort(port());
    u.setPath(path);
    return u;
}

int TestHttpServer::hits(const QByteArray &path) const
{
    int n = 0;
    for (const Request &r : m_requests)
        n += r.path == path ? 1 : 0;
    return n;
}

TestHttpServer::Response TestHttpServer::ok(const QByteArray &body, const QByteArray &contentType)
{
    Response r;
    r.body = body;
    r.headers.append(qMakePair(QByteArray("Content-Type"), contentType));
    return r;
}

TestHttpServer::Response TestHttpServer::status(int code, const QByteArray &reason, const QByteArray &body)
{
    Response r;
    r.status = code;
    r.reason = reason;
    r.body = body;
    r.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("text/html")));
    return r;
}

TestHttpServer::Response TestHttpServer::redirect(int code, const QByteArray &location)
{
    Response r;
    r.status = code;
    r.reason = "Redirect";
    r.headers.append(qMakePair(QByteArray("Location"), location));
    r.body = "moved";
    return r;
}

void TestHttpServer::routeRedirectLoop(const QList<QByteArray> &paths, int code)
{
    for (qsizetype i = 0; i < paths.size(); ++i)
        route(paths.at(i), redirect(code, paths.at((i + 1) % paths.size())));
}

QByteArray TestHttpServer::gzip(const QByteArray &data)
{
    bool given = false;
    return gzipStream([&] {
        if (given)
            return QByteArray();
        given = true;
        return data;
    });
}

QByteArray TestHttpServer::gzipOfZeros(qint64 inflatedBytes)
{
    const QByteArray zeros(1024 * 1024, '\0');
    qint64 left = inflatedBytes;
    return gzipStream([&] {
        const qint64 n = std::min<qint64>(left, zeros.size());
        left -= n;
        return zeros.left(n);
    });
}

TestHttpServer::Response TestHttpServer::gzipEncoded(const QByteArray &body, const QByteArray &contentType)
{
    Response r = ok(gzip(body), contentType);
    r.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    return r;
}

TestHttpServer::Response TestHttpServer::gzipBomb(qint64 inflatedBytes, const QByteArray &contentType)
{
    Response r = ok(gzipOfZeros(inflatedBytes), contentType);
    r.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    return r;
}

void TestHttpServer::onConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        m_sockets.append(socket);
        socket->setParent(nullptr);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadable(socket); });
    }
}

void TestHttpServer::onReadable(QTcpSocket *socket)
{
    QByteArray &buffer = m_pending[socket];
    buffer += socket->readAll();
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    buffer.clear();
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);

    Request request;
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            request.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    m_requests.append(request);

    const auto route = m_routes.constFind(request.path);
    respond(socket, route != m_routes.cend() ? *route : status(404, "Not Found", "no such file"));
}

void TestHttpServer::respond(QTcpSocket *socket, const Response &response)
{
    if (response.behaviour == Behaviour::NeverAnswer)
        return; // keep the connection open and silent

    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + response.reason + "\r\n";
    for (const auto &[name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    if (response.contentLength)
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    head += "Connection: close\r\n\r\n";
    socket->write(head);
    if (response.behaviour == Behaviour::Trickle) {
        trickle(socket, response);
        return;
    }
    if (response.behaviour == Behaviour::CloseMidBody) {
        socket->write(response.body.left(response.body.size() / 2));
        socket->flush();
        socket->disconnectFromHost(); // after the bytes written so far, short of Content-Length
        return;
    }
    socket->write(response.body);
    socket->disconnectFromHost();
}

void TestHttpServer::trickle(QTcpSocket *socket, const Response &response)
{
    // The timer belongs to the socket: close() deletes both; a client that hangs up stops it.
    auto *timer = new QTimer(socket);
    connect(socket, &QTcpSocket::disconnected, timer, &QTimer::stop);
    connect(timer, &QTimer::timeout, socket,
            [socket, timer, body = response.body, piece = std::max<qsizetype>(response.pieceBytes, 1),
             sent = qsizetype(0)]() mutable {
                if (sent >= body.size()) {
                    timer->stop();
                    socket->disconnectFromHost();
                    return;
                }
                socket->write(body.mid(sent, piece));
                sent += piece;
                socket->flush();
            });
    timer->start(response.interval);
}
