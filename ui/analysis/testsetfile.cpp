// SPDX-License-Identifier: MIT
#include "analysis/testsetfile.h"

#include "analysis/messages.h"

#include <robots/studio/testset.h>

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace robots::ui::TestSetFile {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robots::ui::TestSetFile", text);
}

std::string toStd(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    return std::string(utf8.constData(), std::size_t(utf8.size()));
}

} // namespace

QString companionPath(const QString &robotsPath)
{
    return robotsPath + QStringLiteral(".tests");
}

Loaded fromText(const QByteArray &text)
{
    Loaded loaded;
    const robots::TestSet set = robots::parseTestSet(std::string_view(text.constData(), std::size_t(text.size())));
    loaded.cases.reserve(qsizetype(set.cases.size()));
    for (const robots::TestCase &c : set.cases) {
        TestCase t;
        t.agent = QString::fromUtf8(c.agent.data(), qsizetype(c.agent.size()));
        t.url = QString::fromUtf8(c.url.data(), qsizetype(c.url.size()));
        t.expected = c.expected;
        for (const Dialect *d : c.dialects)
            t.dialects.append(d->id());
        loaded.cases.append(t);
    }
    for (const robots::TestSetError &e : set.errors)
        loaded.errors << tr("line %1: %2").arg(e.line).arg(messageText(e.message));
    return loaded;
}

QByteArray toText(const TestCases &cases, DialectId defaultDialect)
{
    std::vector<robots::TestCase> out;
    out.reserve(std::size_t(cases.size()));
    for (const TestCase &t : cases) {
        robots::TestCase c;
        c.agent = toStd(t.agent);
        c.url = toStd(t.url);
        c.expected = t.expected;
        for (DialectId d : t.dialects)
            c.dialects.push_back(&robots::dialect(d));
        out.push_back(std::move(c));
    }
    const std::string text = robots::serialiseTestSet(out);
    QByteArray bytes(text.data(), qsizetype(text.size()));
    if (defaultDialect != DialectId::Rfc9309) {
        // After the header comment: "@dialect NAME" applies to the cases that name no dialect.
        const qsizetype afterHeader = bytes.startsWith('#') ? bytes.indexOf('\n') + 1 : 0;
        const std::string_view name = robots::dialect(defaultDialect).name();
        bytes.insert(afterHeader, "@dialect " + QByteArray(name.data(), qsizetype(name.size())) + '\n');
    }
    return bytes;
}

Loaded load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Loaded loaded;
        loaded.ioError = tr("Cannot read %1: %2").arg(path, file.errorString());
        return loaded;
    }
    return fromText(file.readAll());
}

bool save(const QString &path, const TestCases &cases, DialectId defaultDialect, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(toText(cases, defaultDialect));
    if (!file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace robots::ui::TestSetFile
