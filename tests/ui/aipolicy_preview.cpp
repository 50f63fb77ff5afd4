// SPDX-License-Identifier: MIT
// Renders the AI policy view to PNGs to look at (docs/ai-policy.png): the studio's main window
// with FILE open, a few tester cases and View → AI Policy shown (OUT-window.png), and the dock
// alone (OUT.png). Not part of ctest:
//   QT_QPA_PLATFORM=offscreen aipolicy_preview FILE OUT.png [--language ja]
#include "aipolicy/aipolicydock.h"
#include "aipolicy/aipolicymodel.h"
#include "analysis/settingsstore.h"
#include "document/documentmanager.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

#include <cstdio>

using namespace robots::ui;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("aipolicy_preview"));
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: aipolicy_preview FILE OUT.png [--language ja]\n");
        return 2;
    }
    if (const qsizetype at = args.indexOf(QStringLiteral("--language")); at > 0 && at + 1 < args.size())
        installTranslations(args.at(at + 1));

    robots::ui::Settings::clear(); // the default layout, not the one the last run saved
    MainWindow w;
    w.resize(1500, 950);
    w.show();
    if (!w.documents()->openFile(args.at(1)) || !QTest::qWaitForWindowExposed(&w))
        return 1;
    w.testerPanel()->model()->appendGrid(
        {QStringLiteral("/"), QStringLiteral("/drafts/next.html"), QStringLiteral("/world/")},
        {QStringLiteral("GPTBot")});
    auto *dock = w.findChild<AiPolicyDock *>(QStringLiteral("aiPolicyDock"));
    // As the user does it: View → AI Policy (a tab beside Problems, brought to the front).
    w.findChild<QAction *>(QStringLiteral("actionShowAiPolicy"))->trigger();
    const QModelIndex cell = dock->model()->indexOf(QStringLiteral("Amazonbot"), AiPolicyModel::TrainAiColumn);
    if (!QTest::qWaitFor([&] { return !cell.data().toString().isEmpty(); }))
        return 1;
    // GPTBot's verdict selected: its explanation under the table; the first purpose in view.
    dock->view()->setCurrentIndex(dock->filterModel()->mapFromSource(
        dock->model()->indexOf(QStringLiteral("GPTBot"), AiPolicyModel::RootColumn)));
    dock->view()->scrollToTop();
    for (int c = 0; c < AiPolicyModel::ColumnCount - 1; ++c)
        dock->view()->resizeColumnToContents(c);
    QTest::qWait(100); // a preview, not a test: let the dock area lay out its tabs
    QString out = args.at(2);
    w.grab().save(QString(out).replace(QStringLiteral(".png"), QStringLiteral("-window.png")));

    // The dock alone, floating, at a size that shows the columns.
    dock->setFloating(true);
    dock->resize(1100, 700);
    if (!QTest::qWaitForWindowExposed(dock))
        return 1;
    for (int c = 0; c < AiPolicyModel::ColumnCount - 1; ++c)
        dock->view()->resizeColumnToContents(c);
    dock->view()->scrollToTop();
    dock->grab().save(out);
    dock->setFloating(false);
    w.documents()->setQuestionHandler([](const DocumentManager::Question &) { return QMessageBox::Discard; });
    w.close();
    return 0;
}
