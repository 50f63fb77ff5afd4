// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/testcase.h"

#include <robots/dialect.h>

#include <QPointer>
#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListView;
class QSplitter;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QToolButton;

namespace robots::net {
class HostRulesCache;
}

namespace robots::ui {

class AllDialectsView;
class CaseFilterModel;
class CasesTable;
class DialectListModel;
class DocumentAnalyzer;
class ExplanationView;
struct Example;
class TesterModel;

/// The live tester, a self-contained panel the main window docks on the right: the test cases
/// table with a column per chosen dialect (the dialect matrix), filters, the explanation of the
/// selected case, the edit impact against a baseline, the dialects' choices and a summary.
///
/// Integration (the main window wires these; the panel never touches the editor itself):
/// - `setAnalyzer()`: the DocumentAnalyzer that follows the editor's text; verdicts update on
///   every analysis it delivers.
/// - `jumpToLine(int)`: the user selected a case; show its deciding line under the dialect the
///   explanation shows (no jump when no rule decides there).
/// - `highlightLines(QList<int>)`: the deciding lines of the selected case under every shown
///   dialect (empty: clear).
/// - `editorLineSelected(int)`: the editor's cursor is on this line; the cases it decides are
///   highlighted and scrolled to.
/// - `setModel()`: the cases shown (one TesterModel per document, owned by the window); the
///   panel's views, filters and actions follow the model set last. Without one the panel uses a
///   model of its own.
/// - `setBaselineText()`: the file as opened or saved (or a fetched one) that "Edit impact"
///   compares with.
/// - `setRobotsFilePath()`: the robots.txt on disk; its `.tests` companion is loaded if present
///   and is where "Save tests" writes by default. The header names the test set attached
///   (`TesterModel::testSetPath()`), its number of cases and whether they changed.
/// - `loadExample()`: Help → Examples (the window puts `Example::robotsTxt()` into the editor).
class TesterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TesterPanel(QWidget *parent = nullptr);
    ~TesterPanel() override;

    void setAnalyzer(DocumentAnalyzer *analyzer);
    DocumentAnalyzer *analyzer() const;

    TesterModel *model() const { return m_model; }
    /// Shows MODEL's cases (not owned; nullptr: the panel's own model). The dialects' choices
    /// follow the model's shown dialects; the Site field, "Check other hosts" and the many-host
    /// database are handed to it.
    void setModel(TesterModel *model);
    CaseFilterModel *filterModel() const { return m_filter; }
    DialectListModel *dialectModel() const { return m_dialects; }
    QTableView *table() const;
    CasesTable *casesTable() const { return m_table; }
    ExplanationView *explanationView() const { return m_explanation; }
    /// "Go to Test Cases" (Ctrl+Shift+T, window-wide): moves the focus to the cases table. For
    /// the window's View menu, so the tester is reachable from the editor by keyboard.
    QAction *focusAction() const { return m_focusAction; }
    /// "Compare All Dialects" (Ctrl+Shift+D, window-wide; also in the cases' context menu):
    /// shows every dialect's verdict for the selected case side by side (allDialectsView()).
    QAction *compareAllDialectsAction() const { return m_compareAllAction; }
    AllDialectsView *allDialectsView() const { return m_allDialects; }

    /// What a cell of the cases table shows at its width: the text its delegate draws, and
    /// whether the style has room for all of it (for tests and tools: a verdict never loses its
    /// line number). INDEX is an index of table()->model().
    struct ShownCell
    {
        QString text;
        bool whole = false;
    };
    ShownCell shownCell(const QModelIndex &index) const;

    /// The dialects shown as columns (the dialect matrix).
    void setShownDialects(const QList<DialectId> &dialects);
    QList<DialectId> shownDialects() const;

    /// The agents new URLs are tested with (paste, import, the Add dialog's default).
    void setDefaultAgents(const QStringList &agents);
    QStringList defaultAgents() const { return m_defaultAgents; }

    /// NAME says what the text is in the impact pane ("the file as opened").
    void setBaselineText(const QByteArray &text, const QString &name = QString());
    void clearBaseline();

    /// The window's many-host rules database: with "Check other hosts" on, absolute URLs on
    /// other hosts than the site take their verdicts from their own live robots.txt.
    void setHostRules(net::HostRulesCache *cache);
    /// The document's site ("https://example.com"; the fetched file's URL for a fetched
    /// document). Shown in the Site field; the user may change it (siteEdited()).
    void setSite(const QString &site);
    QString site() const;
    void setCheckOtherHosts(bool on);

    /// The robots.txt file the editor shows (empty for an unsaved one). Loads PATH.tests when it
    /// exists and no cases were entered yet.
    void setRobotsFilePath(const QString &path);
    QString testSetPath() const;

    /// Reads a test set; false with errorString() set when unreadable. Replaces the cases.
    bool loadTestSet(const QString &path);
    /// Writes the cases as a test set (QSaveFile); false with errorString() set on failure.
    bool saveTestSet(const QString &path);
    /// Adds the cases of an imported file (text URL list, CSV, sitemap.xml) × default agents.
    bool importFile(const QString &path);
    /// Adds the URLs (or CSV) in TEXT × default agents.
    int pasteText(const QString &text);
    /// Writes the table as CSV.
    bool exportCsv(const QString &path);
    QString errorString() const { return m_error; }

    /// Replaces the cases and the shown dialects by the example's.
    void loadExample(const Example &example);

    /// Selects ROW (a row of model()) and makes it current, as a click would.
    void selectCase(int row);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

public Q_SLOTS:
    /// The editor's current line (1-based; 0: none).
    void editorLineSelected(int line);

Q_SIGNALS:
    void jumpToLine(int line);
    void highlightLines(const QList<int> &lines);
    /// A one-line message for the status bar (imports, saves, errors).
    void statusMessage(const QString &message);
    /// "Check other hosts" was switched, before the model asks the cache (the window loads the
    /// cache's disk copy then, so hosts fetched in earlier runs are not fetched again).
    void checkOtherHostsToggled(bool on);
    /// The user changed the Site field (the window keeps it with the document).
    void siteEdited(const QString &site);

private:
    void buildActions();
    void connectModel();
    void updateTestSetLabel();
    void updateImpactColumns(const QList<int> &changedColumns);
    void buildUi();
    void layoutCaseColumns();
    void currentCaseChanged();
    void verdictsArrived();
    QList<int> decidingLines(int row) const;
    void updateExplanation();
    void updateSummary();
    void updateDialectChoices();
    void updateBusy();
    void addCasesDialog();
    void pasteFromClipboard();
    void importDialog();
    void loadDialog();
    void saveDialog();
    void exportDialog();
    void showAllDialects();
    void makeRoomForAllDialects();
    int currentSourceRow() const;
    std::optional<DialectId> currentDialect() const;
    void report(const QString &message);

    TesterModel *m_model;
    TesterModel *m_ownModel;
    net::HostRulesCache *m_hostRules = nullptr; // the window's; outlives the panel
    CaseFilterModel *m_filter;
    CaseFilterModel *m_impactFilter;
    DialectListModel *m_dialects;
    QPointer<DocumentAnalyzer> m_analyzer;
    QStringList m_defaultAgents{QStringLiteral("Googlebot")};
    QString m_robotsPath;
    QString m_error;
    bool m_syncingDialects = false;
    bool m_jumpPending = false;
    bool m_restoringSelection = false; // a model's selection shown again: the editor stays where it is
    QList<int> m_highlighted;

    CasesTable *m_table = nullptr;
    QTableView *m_impactTable = nullptr;
    QLineEdit *m_search = nullptr;
    QCheckBox *m_onlyDisagreements = nullptr;
    QCheckBox *m_onlyFailures = nullptr;
    QCheckBox *m_onlyChanged = nullptr;
    QLineEdit *m_site = nullptr;
    QCheckBox *m_otherHosts = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_testSetLabel = nullptr;
    QLabel *m_impactSummary = nullptr;
    QLabel *m_busy = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_splitter = nullptr; // the cases above, the details' tabs below
    ExplanationView *m_explanation = nullptr;
    AllDialectsView *m_allDialects = nullptr;
    QListView *m_dialectList = nullptr;
    QTextBrowser *m_dialectChoices = nullptr;
    QTextBrowser *m_agentSummary = nullptr;
    QToolButton *m_dialectButton = nullptr;

    QAction *m_addAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_loadAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_focusAction = nullptr;
    QAction *m_compareAllAction = nullptr;
};

} // namespace robots::ui
