// SPDX-License-Identifier: MIT
#include "mainwindow/testerfeature.h"

#include "analysis/documentanalyzer.h"
#include "analysis/testsetfile.h"
#include "document/document.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "mainwindow/documenttabs.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowactions.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "tester/verdictstyle.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSplitter>
#include <QStatusBar>

#include <utility>

namespace robots::ui {

TesterFeature::TesterFeature(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_analyzer(new DocumentAnalyzer(&window))
    , m_panel(new TesterPanel(window.centralSplitter()))
    , m_documents(window.documents())
{
    QSplitter *splitter = window.centralSplitter();
    m_panel->setObjectName(QStringLiteral("testerPanel"));
    m_panel->setAnalyzer(m_analyzer);
    m_defaultDialects = m_panel->shownDialects();
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({480, 520});
    // The tester from the editor by keyboard.
    window.windowActions()->add(WindowActions::Place::ViewTester, m_panel->focusAction());

    // A selected case shows its deciding line; the focus stays in the table.
    connect(m_panel, &TesterPanel::jumpToLine, this, [this](int line) {
        if (Editor *e = m_window.editor())
            e->goToLine(line);
    });
    connect(m_panel, &TesterPanel::highlightLines, this, [this](const QList<int> &lines) {
        if (Editor *e = m_window.editor())
            e->setLayerSelections(Editor::SelectionLayer::Other, VerdictStyle::lineMarks(e->document(), lines));
    });
    // The Site field belongs to the document it was typed for.
    connect(m_panel, &TesterPanel::siteEdited, this, [this](const QString &site) {
        if (Document *document = m_window.currentDocument())
            m_window.documents()->state(document).testerSite = site;
    });
    connect(m_panel, &TesterPanel::statusMessage, this,
            [this](const QString &message) { m_window.statusBar()->showMessage(message, 5000); });

    DocumentTabs *tabs = window.tabs();
    connect(tabs, &DocumentTabs::currentCursorMoved, this, [this] {
        if (const Editor *e = m_window.editor())
            m_panel->editorLineSelected(e->textCursor().blockNumber() + 1);
    });
    connect(&window, &MainWindow::tabOpened, this, [this](EditorTab *tab) { modelFor(tab->document()); });
    connect(&window, &MainWindow::currentTabChanged, this, &TesterFeature::onCurrentTabChanged);
    m_documents->setRecoveryCompanion(this);
}

TesterFeature::~TesterFeature()
{
    // The models go with this object; the panel (a widget of the window) may outlive them.
    if (m_documents)
        m_documents->setRecoveryCompanion(nullptr);
    if (m_panel)
        m_panel->setModel(nullptr);
}

TesterPanel *TesterFeature::panel() const
{
    return m_panel;
}

TesterModel *TesterFeature::modelFor(Document *document)
{
    if (!document)
        return nullptr;
    if (TesterModel *model = m_entries.value(document).model)
        return model;
    auto *model = new TesterModel(this);
    model->setObjectName(QStringLiteral("testerModel"));
    // A new document starts with no cases and the default dialects; its baseline is its text as
    // it arrived (a file as read, an example, a fetched body; empty for a new document).
    model->setShownDialects(m_defaultDialects);
    m_entries.insert(document, Entry{model, {}, document->filePath()});

    connect(document, &Document::factsChanged, model, [this, document] { updateBaseline(document); });
    connect(document, &Document::saved, model, [model] { model->setBaselineName(tr("the file as last saved")); });
    connect(document, &Document::filePathChanged, model, [this, document] { onFilePathChanged(document); });
    connect(document, &QObject::destroyed, this, [this, document] { forget(document); });
    // The crash-recovery copy keeps the cases; the tab's tooltip names the attached test set.
    connect(model, &TesterModel::casesChanged, this, [this, document] {
        if (m_entries.contains(document) && m_documents)
            m_documents->companionChanged(document);
    });
    // Saved or changed cases and other columns change what the copy must hold (or whether it is
    // needed at all).
    connect(model, &QAbstractItemModel::modelReset, this, [this, document] {
        if (m_entries.contains(document) && m_documents)
            m_documents->companionChanged(document);
    });
    connect(model, &TesterModel::testSetChanged, this, [this, document, model] {
        if (!m_entries.contains(document) || !m_documents)
            return;
        m_documents->companionChanged(document);
        QString &path = m_window.documents()->state(document).testSetPath;
        if (path != model->testSetPath()) {
            path = model->testSetPath();
            m_window.tabs()->updateTitle(document);
        }
    });
    updateBaseline(document);
    attachCompanionTests(document);
    return model;
}

void TesterFeature::forget(Document *document)
{
    const Entry entry = m_entries.take(document);
    if (!entry.model)
        return;
    if (m_panel && m_panel->model() == entry.model)
        m_panel->setModel(nullptr);
    entry.model->deleteLater();
}

void TesterFeature::onCurrentTabChanged(EditorTab *tab)
{
    Document *document = tab ? tab->document() : nullptr;
    // The analyzer follows the new text first, so the model does not take the old tab's analysis.
    m_analyzer->setDocument(tab ? tab->editor()->document() : nullptr);
    m_panel->setModel(modelFor(document));
    m_panel->setRobotsFilePath(document ? document->filePath() : QString());
    m_panel->setSite(document ? m_window.documents()->state(document).testerSite : QString());
}

void TesterFeature::updateBaseline(Document *document)
{
    auto it = m_entries.find(document);
    if (it == m_entries.end())
        return;
    // Edit impact compares with the text the document was opened with or last saved: the
    // document's own bytes, so an example or a fetched file has a baseline too.
    const QByteArray original = document->originalBytes();
    if (it->model->hasBaseline() && original == it->original)
        return; // a change of the BOM or line endings only: the baseline stays (it may be the live file)
    it->original = original;
    it->model->setBaselineText(original, tr("the text as opened"));
}

void TesterFeature::attachCompanionTests(Document *document)
{
    TesterModel *model = m_entries.value(document).model;
    if (!model || document->filePath().isEmpty() || model->rowCount() > 0 || !model->testSetPath().isEmpty())
        return;
    const QString path = TestSetFile::companionPath(document->filePath());
    if (!QFileInfo::exists(path))
        return;
    const TestSetFile::Loaded loaded = TestSetFile::load(path);
    if (!loaded.ioError.isEmpty()) {
        m_window.statusBar()->showMessage(loaded.ioError, 5000);
        return;
    }
    model->setCases(loaded.cases);
    model->setTestSetPath(QFileInfo(path).absoluteFilePath());
    model->setCasesModified(false);
    if (!loaded.errors.isEmpty()) {
        m_window.statusBar()->showMessage(
            tr("%1: skipped %2").arg(QFileInfo(path).fileName(), loaded.errors.join(QStringLiteral("; "))), 5000);
    }
}

void TesterFeature::onFilePathChanged(Document *document)
{
    auto it = m_entries.find(document);
    if (it == m_entries.end())
        return;
    const QString previous = std::exchange(it->filePath, document->filePath());
    // Saved as another name: x.txt.tests belongs to x.txt, so the cases are no longer attached to
    // it; saving offers new.txt.tests (docs/testset.md: a test set lives beside its file). A test
    // set of another name, attached by hand, stays attached.
    TesterModel *model = it->model;
    if (!previous.isEmpty() && QFileInfo(model->testSetPath()) == QFileInfo(TestSetFile::companionPath(previous)))
        model->setTestSetPath(QString());
    attachCompanionTests(document);
    if (document == m_window.currentDocument())
        m_panel->setRobotsFilePath(document->filePath());
}

QString TesterFeature::testSetPathFor(Document *document) const
{
    const TesterModel *model = m_entries.value(document).model;
    if (model && !model->testSetPath().isEmpty())
        return model->testSetPath();
    return document->filePath().isEmpty() ? QString() : TestSetFile::companionPath(document->filePath());
}

bool TesterFeature::hasUnsavedChanges(const Document *document) const
{
    const TesterModel *model = m_entries.value(document).model;
    // Changed cases, unless all were removed from cases that were never in a file: nothing is lost.
    return model && model->casesModified() && (model->rowCount() > 0 || !model->testSetPath().isEmpty());
}

bool TesterFeature::saveCompanion(Document *document)
{
    return writeTests(document, testSetPathFor(document));
}

void TesterFeature::documentSaved(Document *document)
{
    TesterModel *model = m_entries.value(document).model;
    if (!model || !m_documents || document->filePath().isEmpty())
        return;
    // Cases never written to a file (an example's, typed ones) or changed since: offer to save
    // them beside the document, where `robotstxt test` and the next opening find them.
    const bool unsaved = model->rowCount() > 0 && (model->casesModified() || model->testSetPath().isEmpty());
    const bool emptied = model->rowCount() == 0 && model->casesModified() && !model->testSetPath().isEmpty();
    if (!unsaved && !emptied)
        return;
    const QString path = testSetPathFor(document);
    DocumentManager::Question question;
    question.kind = DocumentManager::Question::Kind::SaveTests;
    question.title = tr("Save Test Cases");
    question.text = tr("The test cases of “%1” have changes that are not saved.").arg(document->displayName());
    question.informativeText =
        tr("Save them to %1 too? robotstxt test runs them from there, and the file opens with them next time.")
            .arg(QDir::toNativeSeparators(path));
    question.buttons = QMessageBox::Save | QMessageBox::Discard;
    question.defaultButton = QMessageBox::Save;
    question.buttonTexts.insert(QMessageBox::Save, tr("Save Tests"));
    question.buttonTexts.insert(QMessageBox::Discard, tr("Don't Save"));
    if (m_documents->ask(question) == QMessageBox::Save)
        writeTests(document, path);
}

bool TesterFeature::writeTests(Document *document, const QString &path)
{
    TesterModel *model = m_entries.value(document).model;
    if (!model || path.isEmpty() || !m_documents)
        return false;
    QString error;
    if (!TestSetFile::save(path, model->cases(), model->primaryDialect(), &error)) {
        m_documents->showError(error);
        return false;
    }
    model->setTestSetPath(QFileInfo(path).absoluteFilePath());
    model->setCasesModified(false);
    m_window.statusBar()->showMessage(tr("Test set saved to %1.").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

// The copy's companion data is a JSON object: "tests" (the cases as test-set text,
// docs/testset.md), "casesModified" (whether they differ from their file, or were typed) and
// "dialects" (the shown dialects, by the core's names, in the shown order). A copy of an older
// studio holds the test-set text alone (cases taken as modified, the default dialects).
QByteArray TesterFeature::recoveryData(const Document *document) const
{
    const TesterModel *model = m_entries.value(document).model;
    if (!model)
        return {};
    QJsonArray dialects;
    for (const DialectId id : model->shownDialects()) {
        const std::string_view name = dialect(id).name();
        dialects.append(QString::fromUtf8(name.data(), qsizetype(name.size())));
    }
    QJsonObject data;
    data.insert(QStringLiteral("tests"),
                QString::fromUtf8(TestSetFile::toText(model->cases(), model->primaryDialect())));
    data.insert(QStringLiteral("casesModified"), model->casesModified());
    data.insert(QStringLiteral("dialects"), dialects);
    return QJsonDocument(data).toJson(QJsonDocument::Compact);
}

void TesterFeature::restoreRecoveryData(Document *document, const QByteArray &data)
{
    TesterModel *model = modelFor(document);
    if (!model || data.isEmpty())
        return;
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(data, &error);
    const bool structured = error.error == QJsonParseError::NoError && json.isObject();
    const QJsonObject object = json.object();
    const QByteArray tests = structured ? object.value(QStringLiteral("tests")).toString().toUtf8() : data;
    const bool modified = !structured || object.value(QStringLiteral("casesModified")).toBool(true);

    if (structured) {
        QList<DialectId> dialects;
        for (const QJsonValue &name : object.value(QStringLiteral("dialects")).toArray()) {
            if (const Dialect *d = findDialect(name.toString().toStdString()))
                dialects.append(d->id());
        }
        if (!dialects.isEmpty()) {
            if (m_panel && m_panel->model() == model)
                m_panel->setShownDialects(dialects); // the Dialects list follows
            else
                model->setShownDialects(dialects);
        }
    }
    // Unmodified cases of a file are those of its test set, read again when it opened (it may
    // have changed since the crash); others (an example's, typed ones) live only in the copy.
    if (modified || model->testSetPath().isEmpty())
        model->setCases(TestSetFile::fromText(tests).cases);
    model->setCasesModified(modified);
    // The baseline is the document's original text (the copy's base), not the copy's text.
    m_entries[document].original.clear();
    model->clearBaseline();
    updateBaseline(document);
}

void TesterFeature::applyDefaults(const QList<DialectId> &dialects, const QStringList &agents)
{
    if (dialects != m_appliedDialects) {
        m_appliedDialects = dialects;
        if (!dialects.isEmpty())
            m_defaultDialects = dialects;
        for (const Entry &entry : std::as_const(m_entries))
            entry.model->setShownDialects(dialects);
        m_panel->setShownDialects(dialects);
    }
    if (agents != m_appliedAgents) {
        m_appliedAgents = agents;
        m_panel->setDefaultAgents(agents);
    }
}

} // namespace robots::ui
