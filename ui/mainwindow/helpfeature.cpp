// SPDX-License-Identifier: MIT
#include "mainwindow/helpfeature.h"

#include "document/document.h"
#include "help/handbookwindow.h"
#include "i18n/translations.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"
#include "tester/examples.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include "robots/studio/crawlers.h"

#include <ksyntaxhighlighting_version.h>

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QVBoxLayout>

namespace robots::ui {

HelpFeature::HelpFeature(MainWindow &window, TesterPanel *tester)
    : QObject(&window)
    , m_window(window)
    , m_tester(tester)
    , m_aboutAction(
          new QAction(QIcon::fromTheme(QStringLiteral("help-about")), tr("&About Robots.txt Studio"), &window))
    , m_aboutQtAction(new QAction(tr("About &Qt"), &window))
{
    connect(window.windowActions()->handbook, &QAction::triggered, this, [this] { showHandbook(); });
    connect(window.windowActions(), &WindowActions::exampleChosen, this, &HelpFeature::openExample);

    // The end of the Help menu, where every desktop puts them (macOS moves them by their role).
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutQtAction->setObjectName(QStringLiteral("actionAboutQt"));
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    WindowActions *actions = window.windowActions();
    actions->addSeparator(WindowActions::Place::HelpEnd);
    actions->add(WindowActions::Place::HelpEnd, m_aboutAction);
    actions->add(WindowActions::Place::HelpEnd, m_aboutQtAction);
    connect(m_aboutAction, &QAction::triggered, this, [this] { showAbout(); });
    connect(m_aboutQtAction, &QAction::triggered, this, [this] { QMessageBox::aboutQt(&m_window); });
}

QStringList HelpFeature::documentCredits()
{
    return {
        tr("<i>A Standard for Robot Exclusion</i> (the 1994 standard)"),
        tr("the WWW::RobotRules manual (Perl's libwww)"),
        tr("the O'Reilly appendix: <i>Web Client Programming with Perl</i>, appendix C"),
        tr("the Ruby gem's README (robotstxt)"),
        tr("RFC 9309, the Robots Exclusion Protocol"),
    };
}

QStringList HelpFeature::dataCredits()
{
    // One entry per data file shipped with the studio: where it comes from and its licence.
    return {
        tr("ai.robots.txt (MIT licence) for the AI crawler list"),
        // The catalogue's date: the newest day a row was compared with its operator's documentation.
        tr("Crawler catalogue: %n crawlers, checked up to %1", nullptr,
           static_cast<int>(robots::crawlerCatalogue().size()))
            .arg(QString::fromLatin1(robots::crawlerCatalogueDate().data(),
                                     static_cast<qsizetype>(robots::crawlerCatalogueDate().size()))),
    };
}

QString HelpFeature::aboutText()
{
    const auto list = [](const QStringList &items) -> QString {
        QString html = QStringLiteral("<ul style=\"margin-left: 12px; -qt-list-indent: 0\">");
        for (const QString &item : items)
            html += QStringLiteral("<li>") + item + QStringLiteral("</li>");
        return html + QStringLiteral("</ul>");
    };
    return QStringLiteral("<h2>Robots.txt Studio</h2>") + QStringLiteral("<p>") +
           tr("Version %1").arg(QStringLiteral(ROBOTS_VERSION)) + QStringLiteral("</p><p>") +
           tr("Write and test robots.txt files: see how each crawler would read them, and why.") +
           QStringLiteral("</p><p>") + tr("Licence: MIT") + QStringLiteral("<br>") +
           tr("Built with Qt %1 (running on %2) and KSyntaxHighlighting %3.")
               .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                    QStringLiteral(KSYNTAXHIGHLIGHTING_VERSION_STRING)) +
           QStringLiteral("</p><p><b>") + tr("Credits") + QStringLiteral("</b><br>") +
           tr("The rules of each reader come from these documents:") + QStringLiteral("</p>") +
           list(documentCredits()) + QStringLiteral("<p>") + tr("Data:") + QStringLiteral("</p>") + list(dataCredits());
}

QDialog *HelpFeature::showAbout()
{
    if (!m_about) {
        auto *dialog = new QDialog(&m_window);
        dialog->setObjectName(QStringLiteral("aboutDialog"));
        dialog->setWindowTitle(tr("About Robots.txt Studio"));
        auto *icon = new QLabel(dialog);
        icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
        icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
        auto *text = new QLabel(dialog);
        text->setObjectName(QStringLiteral("aboutText"));
        text->setTextFormat(Qt::RichText);
        text->setWordWrap(true);
        text->setTextInteractionFlags(Qt::TextBrowserInteraction);
        text->setOpenExternalLinks(true);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
        auto *row = new QHBoxLayout;
        row->addWidget(icon);
        row->addWidget(text, 1);
        auto *layout = new QVBoxLayout(dialog);
        layout->addLayout(row);
        layout->addWidget(buttons);
        dialog->resize(520, dialog->sizeHint().height());
        m_about = dialog;
    }
    // Made anew each time: the language may have changed since.
    m_about->findChild<QLabel *>(QStringLiteral("aboutText"))->setText(aboutText());
    m_about->open();
    m_about->raise();
    m_about->activateWindow();
    return m_about;
}

HandbookWindow *HelpFeature::showHandbook()
{
    if (!m_handbook)
        m_handbook = new HandbookWindow(&m_window);
    const QString language = currentLanguage();
    if (m_handbook->language().isEmpty() ||
        m_handbook->language() != (language.isEmpty() ? QStringLiteral("en") : language))
        m_handbook->load(language);
    m_handbook->show();
    m_handbook->raise();
    m_handbook->activateWindow();
    return m_handbook;
}

bool HelpFeature::openExample(const QString &id)
{
    const std::optional<Example> example = Examples::find(id);
    if (!example)
        return false;
    DocumentManager *documents = m_window.documents();
    Document *document = documents->reusableDocument();
    if (!document)
        document = documents->newDocument();
    document->loadBytes(example->robotsTxt());
    document->setUntitledName(example->title);
    m_window.tabs()->updateTitle(document);
    m_tester->loadExample(*example);
    // The example's own cases are no change of the user's: closing the untouched example asks
    // nothing (saving it under a name still offers them).
    m_tester->model()->setCasesModified(false);
    // The first case explained at once: an example is a lesson.
    m_tester->selectCase(0);
    return true;
}

} // namespace robots::ui
