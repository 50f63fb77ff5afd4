// SPDX-License-Identifier: MIT
// Renders what the tabs and the crash-recovery question look like, to PNGs in OUTDIR (not part of
// ctest; QStandardPaths test mode, so no real recovery copy is touched):
//   QT_QPA_PLATFORM=offscreen recovery_preview OUTDIR [--language ja]
// tabs.png: five tabs of long names with unsaved changes; restore.png: the question a start
// after a crash asks (ten copies: nine untitled, one of a file); discard.png: the confirmation its
// Discard asks; conflict.png: the question a copy whose file changed on disk raises (details
// shown); restored.png: the window after Open Both.
#include "document/document.h"
#include "document/documentmanager.h"
#include "document/recoverymanager.h"
#include "editor/editor.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>

using namespace robots::ui;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(bytes);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("recovery_preview"));
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: recovery_preview OUTDIR [--language ja]\n");
        return 2;
    }
    const QString out = args.at(1);
    // English by default too: its plural forms ("10 documents") are in its translation.
    const qsizetype at = args.indexOf(QStringLiteral("--language"));
    installTranslations(at > 0 && at + 1 < args.size() ? args.at(at + 1) : QStringLiteral("en"));
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery"))
        .removeRecursively();
    QTemporaryDir dir;

    // ----- Five tabs of long names, all with unsaved changes
    {
        MainWindow w;
        w.resize(1800, 420);
        w.show();
        for (const char *site : {"shop", "blog", "docs", "mail", "news"}) {
            const QString path = dir.filePath(
                QStringLiteral("%1.example-international-company.com.robots.txt").arg(QLatin1String(site)));
            writeFile(path, "User-agent: *\nDisallow: /private/\n");
            w.documents()->openFile(path);
            w.editor()->moveCursor(QTextCursor::End);
            w.editor()->insertPlainText(QStringLiteral("Disallow: /%1/\n").arg(QLatin1String(site)));
        }
        if (!QTest::qWaitForWindowExposed(&w))
            return 1;
        w.grab().save(out + QStringLiteral("/tabs.png"));
        w.documents()->setQuestionHandler([](const DocumentManager::Question &) { return QMessageBox::Discard; });
        w.close();
    }

    // ----- A copy left by a crash, its file changed on disk afterwards
    const QString path = dir.filePath(QStringLiteral("robots.txt"));
    const QByteArray base = "User-agent: *\nDisallow: /private/\n";
    writeFile(path, base);
    {
        RecoveryManager crashed;
        RecoveryCopy copy;
        copy.id = QStringLiteral("preview");
        copy.originalPath = QFileInfo(path).absoluteFilePath();
        copy.title = QStringLiteral("robots.txt");
        copy.bytes = base + "Disallow: /typed-before-the-crash/\n";
        copy.baseBytes = base;
        crashed.write(copy);
        crashed.waitForWrites();
        crashed.simulateCrash();
    }
    writeFile(path, base + "Disallow: /added-on-disk-later/\n");

    // ----- Ten copies: the restore question, then its Discard's confirmation (cancelled)
    {
        RecoveryManager crashed;
        for (int i = 0; i < 9; ++i) {
            RecoveryCopy copy;
            copy.id = QStringLiteral("untitled%1").arg(i);
            copy.title = QStringLiteral("Untitled %1").arg(i + 2);
            copy.bytes = "User-agent: *\n";
            crashed.write(copy);
        }
        crashed.waitForWrites();
        crashed.simulateCrash();
    }
    {
        MainWindow w;
        w.resize(1000, 520);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return 1;
        int shown = 0;
        QTimer clicker;
        clicker.setInterval(20);
        QObject::connect(&clicker, &QTimer::timeout, [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(widget);
                if (!box || !box->isVisible())
                    continue;
                QApplication::processEvents();
                switch (++shown) {
                case 1: // the restore question: Discard
                    box->grab().save(out + QStringLiteral("/restore.png"));
                    box->button(QMessageBox::Discard)->click();
                    break;
                case 2: // the confirmation: Cancel, back to the question
                    box->grab().save(out + QStringLiteral("/discard.png"));
                    box->button(QMessageBox::Cancel)->click();
                    break;
                default: // Ask Later: the copies stay for the scene below
                    box->button(QMessageBox::Cancel)->click();
                    clicker.stop();
                    break;
                }
                return;
            }
        });
        clicker.start();
        w.documents()->offerRecovery();
        w.documents()->setQuestionHandler([](const DocumentManager::Question &) { return QMessageBox::Discard; });
        w.close();
    }
    // Only the file's copy stays for the conflict below.
    {
        RecoveryManager cleaner;
        for (const RecoveredDocument &r : cleaner.orphans()) {
            if (r.originalPath.isEmpty())
                cleaner.discard(r);
        }
    }

    MainWindow w;
    w.resize(1000, 520);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return 1;
    // The real message boxes: Restore on the first, a picture (details shown) then Open Both on
    // the second.
    int boxes = 0;
    QTimer clicker;
    clicker.setInterval(20);
    QObject::connect(&clicker, &QTimer::timeout, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(widget);
            if (!box || !box->isVisible())
                continue;
            if (++boxes == 1) {
                box->button(QMessageBox::Yes)->click();
                return;
            }
            for (QAbstractButton *button : box->buttons()) {
                if (box->buttonRole(button) == QMessageBox::ActionRole)
                    button->click(); // Show Details…
            }
            QApplication::processEvents();
            box->adjustSize();
            box->grab().save(out + QStringLiteral("/conflict.png"));
            box->button(QMessageBox::Open)->click();
            clicker.stop();
            return;
        }
    });
    clicker.start();
    w.documents()->offerRecovery();
    QApplication::processEvents();
    w.grab().save(out + QStringLiteral("/restored.png"));
    w.documents()->setQuestionHandler([](const DocumentManager::Question &) { return QMessageBox::Discard; });
    w.close();
    return 0;
}
