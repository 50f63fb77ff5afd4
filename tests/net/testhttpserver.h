// SPDX-License-Identifier: MIT
#pragma once

// A tiny HTTP/1.1 server for the network tests: listens on 127.0.0.1 only (an ephemeral port),
// answers each request from a table of canned responses, one request per connection
// (`Connection: close`), and can misbehave on purpose (never answer, close mid-body). Optionally
// TLS (QSslServer) with a given certificate. Runs on the test's own event loop.

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QUrl>

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
    };

    struct Response
    {
        int status = 200;
        QByteArray reason = "OK";
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        Behaviour behaviour = Behaviour::Normal;
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
    void close();
    [[nodiscard]] quint16 port() const;
    /// `http://127.0.0.1:PORT/path` (https when TLS).
    [[nodiscard]] QUrl url(const QString &path = QStringLiteral("/")) const;

    void route(const QByteArray &path, const Response &response) { m_routes.insert(path, response); }

    [[nodiscard]] const QList<Request> &requests() const { return m_requests; }
    [[nodiscard]] int hits(const QByteArray &path) const;

    // Canned responses.
    static Response ok(const QByteArray &body, const QByteArray &contentType = "text/plain");
    static Response status(int code, const QByteArray &reason, const QByteArray &body = {});
    static Response redirect(int code, const QByteArray &location);

private:
    void onConnection();
    void onReadable(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const Response &response);

    std::unique_ptr<QTcpServer> m_server;
    bool m_tls = false;
    QMap<QByteArray, Response> m_routes;
    QList<Request> m_requests;
    QList<QPointer<QTcpSocket>> m_sockets;
    QMap<QTcpSocket *, QByteArray> m_pending;
};
