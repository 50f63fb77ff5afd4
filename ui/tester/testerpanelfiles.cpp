// SPDX-License-Identifier: MIT
// The tester panel's cases in and out: adding, pasting and importing cases, test-set files,
// the CSV export and the examples, with their file dialogs.
#include "tester/testerpanel.h"

#include "analysis/agentpresets.h"
#include "analysis/dialectlistmodel.h"
#include "analysis/documentanalyzer.h"
#include "analysis/messages.h"
#include "analysis/testsetfile.h"
#include "tester/addcasesdialog.h"
#include "tester/alldialectsview.h"
#include "tester/casefiltermodel.h"
#include "tester/casestable.h"
#include "tester/dialectmenu.h"
#include "tester/examples.h"
#include "tester/explanationview.h"
#include "tester/importers.h"
#include "tester/testerdelegates.h"
#include "tester/testermodel.h"
#include "tester/verdictstyle.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QSaveFile>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <numeric>

namespace robots::ui {

// --- Cases ---------------------------------------------------------------------------------

void TesterPanel::addCasesDialog()
{
    AddCasesDialog dialog(m_defaultAgents, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!dialog.agents().isEmpty())
        m_defaultAgents = dialog.agents();
    const TestCases cases = dialog.cases();
    const int first = m_model->appendCases(cases);
    if (!cases.isEmpty())
        selectCase(first);
}

int TesterPanel::pasteText(const QString &text)
{
    const ImportResult result = Importers::casesFromPaste(text, m_defaultAgents);
    if (!result.warnings.isEmpty())
        report(result.warnings.join(QLatin1Char(' ')));
    m_model->appendCases(result.cases);
    return int(result.cases.size());
}

void TesterPanel::pasteFromClipboard()
{
    const int n = pasteText(QApplication::clipboard()->text());
    report(tr("%n test case(s) added from the clipboard.", nullptr, n));
}

bool TesterPanel::importFile(const QString &path)
{
    const ImportResult result = Importers::importFile(path, m_defaultAgents);
    if (!result.error.isEmpty()) {
        m_error = result.error;
        report(m_error);
        return false;
    }
    m_model->appendCases(result.cases);
    QString message =
        tr("%n test case(s) imported from %1.", nullptr, int(result.cases.size())).arg(QFileInfo(path).fileName());
    if (!result.warnings.isEmpty())
        message += QLatin1Char(' ') + result.warnings.join(QLatin1Char(' '));
    report(message);
    return true;
}

bool TesterPanel::loadTestSet(const QString &path)
{
    const TestSetFile::Loaded loaded = TestSetFile::load(path);
    if (!loaded.ioError.isEmpty()) {
        m_error = loaded.ioError;
        report(m_error);
        return false;
    }
    m_model->setCases(loaded.cases);
    m_model->setTestSetPath(QFileInfo(path).absoluteFilePath());
    m_model->setCasesModified(false);
    QString message =
        tr("%n test case(s) read from %1.", nullptr, int(loaded.cases.size())).arg(QFileInfo(path).fileName());
    if (!loaded.errors.isEmpty())
        message += QLatin1Char(' ') + tr("Skipped: %1").arg(loaded.errors.join(QStringLiteral("; ")));
    report(message);
    return true;
}

bool TesterPanel::saveTestSet(const QString &path)
{
    QString error;
    if (!TestSetFile::save(path, m_model->cases(), m_model->primaryDialect(), &error)) {
        m_error = error;
        report(m_error);
        return false;
    }
    m_model->setTestSetPath(QFileInfo(path).absoluteFilePath());
    m_model->setCasesModified(false);
    report(tr("Test set saved to %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool TesterPanel::exportCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_model->toCsv()) < 0 || !file.commit()) {
        m_error = tr("Cannot write %1: %2").arg(path, file.errorString());
        report(m_error);
        return false;
    }
    report(tr("Table exported to %1.").arg(QFileInfo(path).fileName()));
    return true;
}

void TesterPanel::loadExample(const Example &example)
{
    // The baseline stays: it is the document's (the example's text as opened).
    setShownDialects(example.dialects);
    m_model->setCases(example.testCases());
    report(tr("Example: %1 — %2").arg(example.title, example.source));
}

void TesterPanel::importDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import URLs"), QFileInfo(m_robotsPath).absolutePath(),
        tr("URL lists (*.txt *.csv *.tsv *.xml);;Sitemaps (*.xml);;CSV files (*.csv *.tsv);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void TesterPanel::loadDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Test Set"), testSetPath().isEmpty() ? QString() : testSetPath(),
                                     tr("Test sets (*.tests);;All files (*)"));
    if (!path.isEmpty())
        loadTestSet(path);
}

void TesterPanel::saveDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Test Set"), testSetPath(),
                                                      tr("Test sets (*.tests);;All files (*)"));
    if (!path.isEmpty())
        saveTestSet(path);
}

void TesterPanel::exportDialog()
{
    QFileDialog dialog(this, tr("Export Table as CSV"), QString(), tr("CSV files (*.csv);;All files (*)"));
    dialog.setObjectName(QStringLiteral("exportCsvDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // "verdicts" is saved as verdicts.csv: spreadsheets and file managers go by the suffix.
    dialog.setDefaultSuffix(QStringLiteral("csv"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    // Native dialogs may not apply the default suffix; a name typed with a suffix is kept.
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    exportCsv(path);
}

void TesterPanel::report(const QString &message)
{
    Q_EMIT statusMessage(message);
}

} // namespace robots::ui
