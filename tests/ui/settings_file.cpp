// SPDX-License-Identifier: MIT
// A second process for tst_settings: another program using the studio's settings file.
//
//   settings_file FILE hold       take QSettings' lock on FILE (QLockFile "FILE.lock", as a
//                                 QSettings writing FILE does), print "locked", keep it until a
//                                 line arrives on standard input, then release it and exit 0
//   settings_file FILE read KEY   print KEY's value in FILE as read from the disk, then exit 0
//   settings_file ORG write KEY VALUE
//                                 set KEY through ui::Settings in the test-mode settings of
//                                 organization ORG, application "settings_file", and exit without
//                                 flushing: the application's end must write it
//
// Its own process, so a read sees the file, not the test's in-memory copy of it.
#include "analysis/settingsstore.h"

#include <QCoreApplication>
#include <QLockFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args.at(2) == u"hold") {
        QLockFile lock(args.at(1) + u".lock"_s);
        if (!lock.lock())
            return 1;
        std::fputs("locked\n", stdout);
        std::fflush(stdout);
        char go[16];
        return std::fgets(go, sizeof go, stdin) ? 0 : 2;
    }
    if (args.size() == 4 && args.at(2) == u"read") {
        const QSettings settings(args.at(1), QSettings::IniFormat);
        QTextStream(stdout) << settings.value(args.at(3)).toString() << '\n';
        return 0;
    }
    if (args.size() == 5 && args.at(2) == u"write") {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(args.at(1));
        QCoreApplication::setApplicationName(u"settings_file"_s);
        robots::ui::Settings::setValue(args.at(3), args.at(4));
        return 0;
    }
    std::fputs("usage: settings_file FILE hold | settings_file FILE read KEY | settings_file ORG write KEY VALUE\n",
               stderr);
    return 2;
}
