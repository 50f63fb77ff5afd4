// SPDX-License-Identifier: MIT
#pragma once

// zlib's inflate for the network client's readers: sitemaps (.xml.gz files and gzip-encoded
// responses, sitemapreader.h) and access logs (.gz, logreader.h). Internal to net/.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <zlib.h>

#include <array>

namespace robots::net {

/// The first bytes of a gzip member (RFC 1952 §2.3.1).
inline bool isGzipMagic(QByteArrayView bytes)
{
    return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
           static_cast<unsigned char>(bytes[1]) == 0x8b;
}

/// zlib's inflate over a stream that arrives in pieces; output handed on 64 KiB at a time so a
/// caller that stops (the size limit) stops the inflation there too.
class Inflater
{
public:
    enum class Result : unsigned char {
        Ok,
        Stopped, ///< The sink asked to stop.
        Error,   ///< Broken data (`error` says why).
    };

    /// `windowBits` as inflateInit2: 15 + 16 gzip only, 15 + 32 gzip or zlib.
    explicit Inflater(int windowBits) { m_ok = inflateInit2(&m_stream, windowBits) == Z_OK; }
    ~Inflater() { inflateEnd(&m_stream); }
    Inflater(const Inflater &) = delete;
    Inflater &operator=(const Inflater &) = delete;

    template<typename Sink>
    Result push(QByteArrayView input, Sink &&sink)
    {
        if (!m_ok) {
            error = QStringLiteral("zlib");
            return Result::Error;
        }
        if (m_trailing)
            return Result::Ok;
        QByteArray joined; // the first byte of a next member, kept from the last piece
        if (!m_pending.isEmpty()) {
            joined = m_pending + input.toByteArray();
            m_pending.clear();
            input = joined;
        }
        m_stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(input.data()));
        m_stream.avail_in = static_cast<uInt>(input.size());
        while (true) {
            if (m_ended) {
                if (m_stream.avail_in == 0)
                    return Result::Ok;
                // Concatenated gzip members are one file (RFC 1952 §2.2); other trailing bytes
                // (padding) are ignored, as gzip(1) does.
                const QByteArrayView rest(reinterpret_cast<const char *>(m_stream.next_in), m_stream.avail_in);
                if (rest.size() == 1 && static_cast<unsigned char>(rest[0]) == 0x1f) {
                    m_pending = rest.toByteArray(); // is it a member? the next piece tells
                    return Result::Ok;
                }
                if (!isGzipMagic(rest)) {
                    m_trailing = true;
                    return Result::Ok;
                }
                inflateReset(&m_stream);
                m_ended = false;
            }
            m_stream.next_out = m_buffer.data();
            m_stream.avail_out = static_cast<uInt>(m_buffer.size());
            const int rc = inflate(&m_stream, Z_NO_FLUSH);
            const auto produced = static_cast<qsizetype>(m_buffer.size() - m_stream.avail_out);
            if (produced > 0 && !sink(QByteArrayView(reinterpret_cast<const char *>(m_buffer.data()), produced)))
                return Result::Stopped;
            if (rc == Z_STREAM_END) {
                m_ended = true;
                continue;
            }
            if (rc == Z_BUF_ERROR || (rc == Z_OK && m_stream.avail_in == 0 && m_stream.avail_out != 0))
                return Result::Ok; // needs more input
            if (rc != Z_OK) {
                error = m_stream.msg ? QString::fromUtf8(m_stream.msg) : QString::number(rc);
                return Result::Error;
            }
        }
    }

    [[nodiscard]] bool ended() const { return m_ended; }
    QString error;

private:
    z_stream m_stream{};
    std::array<Bytef, 64 * 1024> m_buffer{};
    QByteArray m_pending;
    bool m_ok = false;
    bool m_ended = false;
    bool m_trailing = false;
};

} // namespace robots::net
