// SPDX-License-Identifier: MIT
#include "mainwindow/helpfeature.h"

#include "document/document.h"
#include "help/handbookwindow.h"
#include "i18n/translations.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"
#include "tester/examples.h"
#include "tester/testerpanel.h"

#include <QAction>

namespace robots::ui {

HelpFeature::HelpFeature(MainWindow &window, TesterPanel *tester)
    : QObject(&window)
    , m_window(window)
    , m_tester(tester)
{
    connect(window.windowActions()->handbook, &QAction::triggered, this, [this] { showHandbook(); });
    connect(window.windowActions(), &WindowActions::exampleChosen, this, &HelpFeature::openExample);
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
    // The first case explained at once: an example is a lesson.
    m_tester->selectCase(0);
    return true;
}

} // namespace robots::ui
