// SPDX-License-Identifier: MIT
// robotstxt-studio: the desktop application.
#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("robotstxt-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Robots.txt Studio"));
    QApplication::setApplicationVersion(QStringLiteral(ROBOTS_VERSION));
    QApplication::setOrganizationName(QStringLiteral("robotstxt-studio"));
    // The desktop file's name (resources/desktop): Wayland compositors match windows to it.
    QApplication::setDesktopFileName(QStringLiteral("org.robotstxtstudio.Studio"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.robotstxtstudio.Studio")));
    // The language of the settings, else of the system (issue 9); before any text is made.
    robots::ui::installTranslations();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Write and test robots.txt files."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the main window to PNG file <out> and quit."), QStringLiteral("out"));
    parser.addOption(screenshot);
    const QCommandLineOption example(
        QStringLiteral("example"),
        QApplication::translate("main", "Open built-in example <id> (Help → Examples), e.g. ancient-castle."),
        QStringLiteral("id"));
    parser.addOption(example);
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "robots.txt files to open."),
                                 QStringLiteral("[file...]"));
    parser.process(app);

    // A screenshot run is reproducible and leaves the user's settings, recent files and
    // crash-recovery copies alone.
    if (parser.isSet(screenshot))
        QStandardPaths::setTestModeEnabled(true);

    robots::ui::MainWindow window;
    if (parser.isSet(screenshot)) {
        // No one is there to answer: open binary or large files (the point is to see them) and
        // decline everything else, saying so.
        window.setQuestionHandler([](const robots::ui::MainWindow::Question &question) {
            std::fprintf(stderr, "robotstxt-studio: %s %s\n", qPrintable(question.text),
                         qPrintable(question.informativeText));
            using Kind = robots::ui::MainWindow::Question::Kind;
            if (question.kind == Kind::BinaryFile || question.kind == Kind::LargeFile)
                return QMessageBox::Open;
            return question.kind == Kind::Error ? QMessageBox::Ok : QMessageBox::Cancel;
        });
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && window.openFiles(files) < files.size())
        std::fprintf(stderr, "robotstxt-studio: %s\n", qPrintable(window.errorString()));

    if (parser.isSet(example) && !window.openExample(parser.value(example)))
        std::fprintf(stderr, "robotstxt-studio: no example '%s'\n", qPrintable(parser.value(example)));

    if (parser.isSet(screenshot)) {
        window.show();
        // Let the analyzer and the tester's worker deliver their results before the picture.
        QElapsedTimer settle;
        settle.start();
        while (settle.elapsed() < 1500)
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        const QString out = parser.value(screenshot);
        if (!window.grab().save(out, "PNG")) {
            std::fprintf(stderr, "robotstxt-studio: cannot write %s\n", qPrintable(QDir::toNativeSeparators(out)));
            return 2;
        }
        return 0;
    }
    window.show();
    // Copies of unsaved documents a crash left behind are offered once the window is up.
    QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return QApplication::exec();
}
