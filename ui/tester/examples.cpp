// SPDX-License-Identifier: MIT
#include "tester/examples.h"

#include "analysis/testsetfile.h"

#include <QCoreApplication>
#include <QFile>

namespace robots::ui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robots::ui::Examples", text);
}

QByteArray readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

QString Example::robotsPath() const
{
    return QStringLiteral(":/examples/") + id + QStringLiteral("/robots.txt");
}

QString Example::testsPath() const
{
    return robotsPath() + QStringLiteral(".tests");
}

QByteArray Example::robotsTxt() const
{
    return readResource(robotsPath());
}

QByteArray Example::testSet() const
{
    return readResource(testsPath());
}

TestCases Example::testCases() const
{
    return TestSetFile::fromText(testSet()).cases;
}

namespace Examples {

QList<Example> all()
{
    using D = DialectId;
    return {
        {QStringLiteral("cyberworld"),
         tr("Cyberworld and /tmp (1994)"),
         tr("The first example of the 1994 standard: two Disallow prefixes for every robot."),
         tr("A Standard for Robot Exclusion, the 1994 standard"),
         {D::NoRobots1994, D::WwwRobotRules, D::Rfc9309, D::Google}},
        {QStringLiteral("cybermapper"),
         tr("Cybermapper knows where to go (1994)"),
         tr("Every robot but one kept out of /cyberworld/map/; an empty Disallow allows everything."),
         tr("A Standard for Robot Exclusion, the 1994 standard"),
         {D::NoRobots1994, D::WwwRobotRules, D::Rfc9309, D::Google}},
        {QStringLiteral("go-away"),
         tr("Go away (1994)"),
         tr("No robot may visit the site; RFC 9309 still allows /robots.txt."),
         tr("A Standard for Robot Exclusion, the 1994 standard"),
         {D::NoRobots1994, D::WwwRobotRules, D::Rfc9309, D::Google}},
        {QStringLiteral("ancient-castle"),
         tr("The ancient castle (WWW::RobotRules)"),
         tr("A malformed file without blank lines between records: Belle, Beast and everybody else."),
         tr("the WWW::RobotRules manual"),
         {D::WwwRobotRules, D::Rfc9309, D::NoRobots1994}},
        {QStringLiteral("search-thingy"),
         tr("search-thingy and friendly-indexer (O'Reilly)"),
         tr("One group for two robots, with Allow and Disallow."),
         tr("the O'Reilly appendix (Web Client Programming with Perl, appendix C)"),
         {D::Rfc9309, D::WwwRobotRules, D::PythonUrllib}},
        {QStringLiteral("everyone-but-search-thingy"),
         tr("Everyone but search-thingy (O'Reilly)"),
         tr("All robots go away, except the one a later group names."),
         tr("the O'Reilly appendix (Web Client Programming with Perl, appendix C)"),
         {D::Rfc9309, D::WwwRobotRules, D::PythonUrllib}},
        {QStringLiteral("rfc9309-5.1"),
         tr("RFC 9309 §5.1: a simple example"),
         tr("Groups for *, foobot, barbot and bazbot, and an empty group for quxbot; * and $ in patterns."),
         tr("RFC 9309 §5.1"),
         {D::Rfc9309, D::Google, D::PythonUrllib}},
        {QStringLiteral("rfc9309-5.2"),
         tr("RFC 9309 §5.2: longest match"),
         tr("Of two matching rules the longer one decides; first-match readers disagree."),
         tr("RFC 9309 §5.2"),
         {D::Rfc9309, D::Google, D::PythonUrllib, D::RubyRobotstxt}},
    };
}

std::optional<Example> find(const QString &id)
{
    for (const Example &e : all()) {
        if (e.id == id)
            return e;
    }
    return std::nullopt;
}

} // namespace Examples

} // namespace robots::ui
