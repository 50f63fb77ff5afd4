// SPDX-License-Identifier: MIT
#include "mainwindow/aipolicyfeature.h"

#include "aipolicy/aipolicydock.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/testerfeature.h"
#include "mainwindow/windowactions.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <QAction>
#include <QDockWidget>

namespace robots::ui {

AiPolicyFeature::AiPolicyFeature(MainWindow &window, TesterFeature &tester)
    : QObject(&window)
    , m_tester(tester)
    , m_dock(new AiPolicyDock(&window))
{
    // Below the editor, a tab beside Problems: the table needs the window's width.
    window.addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    if (auto *problems = window.findChild<QDockWidget *>(QStringLiteral("problemsDock")))
        window.tabifyDockWidget(problems, m_dock);
    m_dock->hide();
    // The URLs of the current document's test cases, each once, in the table's order.
    m_dock->setTestUrlsSource([this] {
        followTesterModel(); // the panel's model changes with the current document
        QStringList urls;
        if (TesterPanel *panel = m_tester.panel(); panel && panel->model()) {
            for (const TestCase &testCase : panel->model()->cases()) {
                if (!testCase.url.isEmpty() && !urls.contains(testCase.url))
                    urls << testCase.url;
            }
        }
        return urls;
    });
    m_dock->setAnalyzer(tester.analyzer());
    // Each document has its own cases: follow the model the tester shows (TesterFeature sets it
    // on the same signal, and was connected first).
    connect(window.tabs(), &DocumentTabs::currentTabChanged, this, [this] {
        followTesterModel();
        m_dock->refresh();
    });
    followTesterModel();

    QAction *show = m_dock->toggleViewAction();
    show->setObjectName(QStringLiteral("actionShowAiPolicy"));
    show->setText(tr("&AI Policy"));
    window.windowActions()->add(WindowActions::Place::ViewEnd, show);
    // Shown from the menu: bring its tab to the front (after the dock's own slot has shown it).
    connect(show, &QAction::triggered, m_dock, [this](bool on) {
        if (on)
            m_dock->raise();
    });
}

void AiPolicyFeature::followTesterModel()
{
    TesterPanel *panel = m_tester.panel();
    TesterModel *model = panel ? panel->model() : nullptr;
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (!m_model)
        return;
    // Cases added, removed or edited: count the URLs again (nothing happens when they are the same).
    const auto urlsChanged = [this] { m_dock->updateTestUrls(); };
    connect(m_model, &QAbstractItemModel::rowsInserted, this, urlsChanged);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, urlsChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, urlsChanged);
    connect(m_model, &QAbstractItemModel::dataChanged, this, urlsChanged);
}

} // namespace robots::ui
