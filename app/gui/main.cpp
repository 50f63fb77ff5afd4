// SPDX-License-Identifier: MIT
// robotstxt-studio: the desktop application.
#include "commandline.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"
#include "settings/appsettings.h"
#include "tester/testerpanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>
#include <string_view>

namespace {

// The value of --language (or --language=X) before the parser runs: the parser's own texts
// (--help) are to be in that language already.
QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--"))
            break;
        if (argument == QLatin1String("--language"))
            return arguments.value(i + 1);
        if (argument.startsWith(QLatin1String("--language=")))
            return argument.mid(11);
    }
    return {};
}

// --help, --help-all and --version print and quit: they are answered before the QApplication
// exists, so that they work without a display (a QApplication aborts when no platform plugin
// can connect), e.g. over ssh or in a packaging check.
bool printsAndQuits(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument(argv[i]);
        if (argument == "--")
            break;
        if (argument == "--help" || argument == "-h" || argument == "-?" || argument == "--help-all" ||
            argument == "--version" || argument == "-v")
            return true;
    }
    return false;
}

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("robotstxt-studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROBOTS_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio"));
}

// The studio's options, added to `parser` in the order --help lists them.
struct Options
{
    explicit Options(QCommandLineParser &parser)
    {
        parser.setApplicationDescription(QCoreApplication::translate("main", "Write and test robots.txt files."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(screenshot);
        parser.addOption(example);
        parser.addOption(dialects);
        parser.addOption(language);
        parser.addPositionalArgument(
            QStringLiteral("files"),
            QCoreApplication::translate("main", "robots.txt files to open, or http(s) URLs whose robots.txt to fetch."),
            QStringLiteral("[file | URL...]"));
    }

    const QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window to PNG file <out> and quit."),
        QStringLiteral("out")};
    const QCommandLineOption example{
        QStringLiteral("example"),
        QCoreApplication::translate("main", "Open built-in example <id> (Help → Examples), e.g. ancient-castle."),
        QStringLiteral("id")};
    const QCommandLineOption dialects{
        QStringLiteral("dialect"),
        QCoreApplication::translate("main", "Test under dialect(s) <ids>, comma-separated: %1.")
            .arg(robots::ui::AppSettings::dialectNames()),
        QStringLiteral("ids")};
    const QCommandLineOption language{
        QStringLiteral("language"),
        QCoreApplication::translate("main",
                                    "Show the studio in language <lang> (%1) this time, whatever the settings say.")
            .arg(robots::ui::availableLanguages().join(QStringLiteral(", "))),
        QStringLiteral("lang")};
};

} // namespace

int main(int argc, char *argv[])
{
    if (printsAndQuits(argc, argv)) {
        QCoreApplication core(argc, argv);
        describeApplication();
        robots::ui::installTranslations(languageArgument(QCoreApplication::arguments()));
        QCommandLineParser parser;
        const Options options(parser);
        parser.process(core); // prints the help or the version and exits
        return 0;
    }

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Robots.txt Studio"));
    // The desktop file's name (resources/desktop): Wayland compositors match windows to it.
    QApplication::setDesktopFileName(QStringLiteral("org.robotstxtstudio.Studio"));
    // The installed theme icon, else our own SVG (scalable: sharp on HiDPI screens).
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.robotstxtstudio.Studio"),
                                                 QIcon(QStringLiteral(":/icons/org.robotstxtstudio.Studio.svg"))));
    // The language of --language, else of the settings, else of the system (a user's explicit
    // choice for this run beats the stored one); before any text is made.
    const QString language = languageArgument(QApplication::arguments());
    robots::ui::installTranslations(language);

    QCommandLineParser parser;
    const Options options(parser);
    parser.process(app);

    if (parser.isSet(options.language) && !robots::ui::availableLanguages().contains(parser.value(options.language))) {
        std::fprintf(stderr, "robotstxt-studio: %s\n",
                     qPrintable(QApplication::translate("main", "unknown language '%1'; available: %2")
                                    .arg(parser.value(options.language),
                                         robots::ui::availableLanguages().join(QStringLiteral(", ")))));
        return 2;
    }
    std::optional<QList<robots::DialectId>> chosenDialects;
    if (parser.isSet(options.dialects)) {
        QString unknown;
        chosenDialects = robots::ui::AppSettings::dialectsFromNames(
            parser.value(options.dialects).split(QLatin1Char(','), Qt::SkipEmptyParts), &unknown);
        if (!chosenDialects || chosenDialects->isEmpty()) {
            std::fprintf(stderr, "robotstxt-studio: %s\n",
                         qPrintable(QApplication::translate("main", "unknown dialect '%1'; known dialects: %2")
                                        .arg(unknown, robots::ui::AppSettings::dialectNames())));
            return 2;
        }
    }

    // A screenshot run is reproducible and leaves the user's settings, recent files and
    // crash-recovery copies alone.
    if (parser.isSet(options.screenshot))
        QStandardPaths::setTestModeEnabled(true);

    robots::ui::MainWindow window;
    if (parser.isSet(options.screenshot)) {
        // No one is there to answer: open binary or large files (the point is to see them) and
        // decline everything else, saying so.
        window.documents()->setQuestionHandler([](const robots::ui::MainWindow::Question &question) {
            std::fprintf(stderr, "robotstxt-studio: %s %s\n", qPrintable(question.text),
                         qPrintable(question.informativeText));
            using Kind = robots::ui::MainWindow::Question::Kind;
            if (question.kind == Kind::BinaryFile || question.kind == Kind::LargeFile)
                return QMessageBox::Open;
            return question.kind == Kind::Error ? QMessageBox::Ok : QMessageBox::Cancel;
        });
    }
    if (chosenDialects)
        window.testerPanel()->setShownDialects(*chosenDialects); // this run only, not stored
    const QStringList files = parser.positionalArguments();
    auto *locations = new robots::studio::CommandLineLocations(window);
    locations->open(files);
    if (!locations->errorString().isEmpty())
        std::fprintf(stderr, "robotstxt-studio: %s\n", qPrintable(locations->errorString()));

    if (parser.isSet(options.example) && !window.openExample(parser.value(options.example)))
        std::fprintf(stderr, "robotstxt-studio: no example '%s'\n", qPrintable(parser.value(options.example)));

    if (parser.isSet(options.screenshot)) {
        window.show();
        // Let the analyzer and the tester's worker deliver their results before the picture.
        QElapsedTimer settle;
        settle.start();
        while (settle.elapsed() < 1500)
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        const QString out = parser.value(options.screenshot);
        if (!window.grab().save(out, "PNG")) {
            std::fprintf(stderr, "robotstxt-studio: cannot write %s\n", qPrintable(QDir::toNativeSeparators(out)));
            return 2;
        }
        return 0;
    }
    window.show();
    // Copies of unsaved documents a crash left behind are offered once the window is up.
    QTimer::singleShot(0, &window, [&window] { window.documents()->offerRecovery(); });
    return QApplication::exec();
}
