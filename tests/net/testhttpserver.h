// SPDX-License-Identifier: MIT
#pragma once

// A tiny HTTP/1.1 server for the network tests: listens on a loopback address only (127.0.0.1 by
// default; 127.0.0.2, 127.0.0.3 … make several hosts of one site), an ephemeral port, answers
// each request from a table of canned responses, one request per connection (`Connection:
// close`), and can misbehave on purpose (never answer, close mid-body, trickle a byte at a time,
// send a gzip bomb, redirect in a loop). Optionally TLS (QSslServer) with a given certificate.
// Runs on the test's own event loop.

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QUrl>

#include <chrono>
#include <memory>

class QTcpServer;
class QTcpSocket;
class QSslConfiguration;

class TestHttpServer : public QObject
{
    Q_OBJECT
public:
    enum class Behaviour {
        Normal,
        NeverAnswer,  ///< Reads the request and never writes a byte (the client must time out).
        CloseMidBody, ///< Sends the headers with Content-Length of the whole body, half of it, then closes.
        Trickle,      ///< Sends the headers at once, then the body Response::pieceBytes per Response::interval.
    };

    struct Response
    {
        int status = 200;
        QByteArray reason = "OK";
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        Behaviour behaviour = Behaviour::Normal;
        std::chrono::milliseconds interval{1000}; ///< Trickle: the pause before each piece of the body.
        qsizetype pieceBytes = 1;                 ///< Trickle: the bytes of each piece.
        /// Whether to send Content-Length; without it the body ends when the connection closes
        /// (RFC 9112 §6.3, point 8).
        bool contentLength = true;
    };

    struct Request
    {
        QByteArray method;
        QByteArray path;
        QList<QPair<QByteArray, QByteArray>> headers;
        [[nodiscard]] QByteArray header(const QByteArray &name) const;
    };

    explicit TestHttpServer(QObject *parent = nullptr);
    ~TestHttpServer() override;

    /// Listens on 127.0.0.1 (loopback only), any free port; TLS when `tls` is given.
    [[nodiscard]] bool listen(const QSslConfiguration *tls = nullptr);
    /// Listens on `address`, which must be a loopback address (false otherwise: the tests never
    /// open a port to the network). Linux routes all of 127.0.0.0/8 to the loopback interface, so
    /// servers on 127.0.0.2, 127.0.0.3 … are separate hosts (www., m., shop. of one site).
    [[nodiscard]] bool listen(const QHostAddress &address, const QSslConfiguration *tls = nullptr);
    void close();
    [[nodiscard]] quint16 port() const;
    /// The address listened on (127.0.0.1 unless listen(address) chose another).
    [[nodiscard]] QHostAddress address() const { return m_address; }
    /// `http://ADDRESS:PORT/path` (https when TLS).
    [[nodiscard]] QUrl url(const QString &path = QStringLiteral("/")) const;

    void route(const QByteArray &path, const Response &response) { m_routes.insert(path, response); }
    /// Routes each of `paths` to a redirect (`code`) to the next one, the last back to the first:
    /// a loop that never reaches a file. One path redirects to itself.
    void routeRedirectLoop(const QList<QByteArray> &paths, int code = 302);

    [[nodiscard]] const QList<Request> &requests() const { return m_requests; }
    [[nodiscard]] int hits(const QByteArray &path) const;

    // Canned responses.
    static Response ok(const QByteArray &body, const QByteArray &contentType = "text/plain");
    static Response status(int code, const QByteArray &reason, const QByteArray &body = {});
    static Response redirect(int code, const QByteArray &location);
    /// `body` sent gzip-compressed with `Content-Encoding: gzip` (the client inflates it).
    static Response gzipEncoded(const QByteArray &body, const QByteArray &contentType = "text/plain");
    /// A gzip bomb: `inflatedBytes` zero bytes, gzip-compressed (200 MB → about 200 KB), sent with
    /// `Content-Encoding: gzip` as `contentType`.
    static Response gzipBomb(qint64 inflatedBytes = qint64(200) * 1000 * 1000,
                             const QByteArray &contentType = "text/plain");

    // Bodies.
    /// `data` in the gzip format (RFC 1952), compressed with zlib.
    static QByteArray gzip(const QByteArray &data);
    /// `inflatedBytes` zero bytes in the gzip format, compressed a MiB at a time (the zeros are
    /// never held in memory at once). Also a `.gz` file's bytes, e.g. a sitemap bomb.
    static QByteArray gzipOfZeros(qint64 inflatedBytes);

private:
    void onConnection();
    void onReadable(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const Response &response);

    void trickle(QTcpSocket *socket, const Response &response);

    std::unique_ptr<QTcpServer> m_server;
    QHostAddress m_address{QHostAddress::LocalHost};
    bool m_tls = false;
    QMap<QByteArray, Response> m_routes;
    QList<Request> m_requests;
    QList<QPointer<QTcpSocket>> m_sockets;
    QMap<QTcpSocket *, QByteArray> m_pending;
};
