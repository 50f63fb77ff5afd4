// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the core suites: reading the TSV tables of tests/data/, unescaping their
// fields, and turning core strings into QStrings for messages.

#include "robots/studio/studio.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>

#include <string>
#include <string_view>
#include <vector>

namespace coretest {

/// Unescapes a TSV field: \n \r \t \\ and \xHH (the format of tests/data/reference/ and
/// tests/data/core/).
inline std::string unescape(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char c = s[++i];
        switch (c) {
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case '\\':
            out += '\\';
            break;
        case 'x':
            if (i + 2 < s.size()) {
                out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
                i += 2;
            }
            break;
        default:
            out += '\\';
            out += c;
        }
    }
    return out;
}

/// The rows of a TSV file: lines not starting with '#', split at TAB, as raw byte strings.
inline std::vector<std::vector<std::string>> readTsv(const QString &path, bool *ok = nullptr)
{
    std::vector<std::vector<std::string>> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (ok)
            *ok = false;
        return rows;
    }
    if (ok)
        *ok = true;
    const QByteArray all = file.readAll();
    for (const QByteArray &line : all.split('\n')) {
        QByteArray l = line;
        if (l.endsWith('\r'))
            l.chop(1);
        if (l.isEmpty() || l.startsWith('#'))
            continue;
        std::vector<std::string> fields;
        for (const QByteArray &f : l.split('\t'))
            fields.emplace_back(f.constData(), static_cast<std::size_t>(f.size()));
        rows.push_back(std::move(fields));
    }
    return rows;
}

inline QByteArray readBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline std::string toStd(const QByteArray &b)
{
    return std::string(b.constData(), static_cast<std::size_t>(b.size()));
}

inline QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

inline const robots::Dialect &dialectNamed(std::string_view name)
{
    const robots::Dialect *d = robots::findDialect(name);
    if (d == nullptr)
        qFatal("unknown dialect %s", std::string(name).c_str());
    return *d;
}

inline QString accessText(robots::Access a)
{
    return q(robots::accessName(a));
}

} // namespace coretest
