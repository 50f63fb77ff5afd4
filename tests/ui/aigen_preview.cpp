// SPDX-License-Identifier: MIT
// Renders Tools → AI Crawler Policy… over a realistic file, with training blocked, AI search
// allowed and both preference lines ticked, to a PNG (not part of ctest):
//   QT_QPA_PLATFORM=offscreen aigen_preview OUT.png [--language ja] [--file ROBOTS.TXT]
// (--file: that file instead of the built-in one, with only training blocked and AI search allowed)
#include "aigen/aigendialog.h"
#include "i18n/translations.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QTest>

#include <cstdio>

using namespace robots::ui;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: aigen_preview OUT.png [--language ja]\n");
        return 2;
    }
    if (const qsizetype at = args.indexOf(QStringLiteral("--language")); at > 0 && at + 1 < args.size())
        installTranslations(args.at(at + 1));
    QPlainTextEdit editor;
    editor.setPlainText(QStringLiteral("# robots.txt for www.example.com\n"
                                       "User-agent: *\n"
                                       "Disallow: /admin/\n"
                                       "Allow: /admin/help/\n"
                                       "\n"
                                       "User-agent: GPTBot\n"
                                       "Disallow: /\n"
                                       "\n"
                                       "Sitemap: https://www.example.com/sitemap.xml\n"));
    const qsizetype fileAt = args.indexOf(QStringLiteral("--file"));
    if (fileAt > 0 && fileAt + 1 < args.size()) {
        QFile f(args.at(fileAt + 1));
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "aigen_preview: cannot read %s\n", qPrintable(args.at(fileAt + 1)));
            return 2;
        }
        editor.setPlainText(QString::fromUtf8(f.readAll()));
    }
    AiGenDialog dialog(editor.document(), QStringLiteral("robots.txt"));
    const auto choose = [&](const char *category, robots::AiPolicyAction action) {
        auto *box = dialog.findChild<QComboBox *>(QStringLiteral("action:") + QLatin1String(category));
        box->setCurrentIndex(box->findData(int(action)));
    };
    choose("training", robots::AiPolicyAction::Block);
    choose("ai-search", robots::AiPolicyAction::Allow);
    if (fileAt < 0) {
        dialog.findChild<QCheckBox *>(QStringLiteral("usage:train-ai"))->setChecked(true);
        dialog.findChild<QCheckBox *>(QStringLiteral("usage:search"))->setChecked(true);
        dialog.findChild<QCheckBox *>(QStringLiteral("signal:search"))->setChecked(true);
        dialog.findChild<QCheckBox *>(QStringLiteral("signal:ai-train"))->setChecked(true);
    }
    dialog.resize(1100, 640);
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog))
        return 1;
    return dialog.grab().save(args.at(1)) ? 0 : 1;
}
