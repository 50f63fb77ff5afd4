// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/documentanalyzer.h"
#include "analysis/testcase.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QTableWidget;

namespace robots::ui {

/// "All dialects at once" (the tester's Compare All Dialects, Ctrl+Shift+D): one case, every
/// dialect of robots::allDialects() side by side — the verdict, the deciding line and rule, the
/// group chosen — each answer the core's (AgentRules::explain on the analyzer's parse of that
/// dialect). Rows whose verdict differs from RFC 9309's are tinted and say so in words, and the
/// summary names the majority. Activating a row (click, Enter) asks the editor to show its
/// deciding line (or, when no rule decides, the User-agent line of the chosen group).
///
/// Live: while the view is visible it asks the analyzer for every dialect
/// (DocumentAnalyzer::setClientDialects) and answers again on each analysis, so the rows follow
/// the user's typing; hidden, it asks for nothing and costs nothing.
class AllDialectsView : public QWidget
{
    Q_OBJECT
public:
    enum Column {
        DialectColumn,
        VerdictColumn,
        LineColumn,
        RuleColumn,
        GroupColumn,
        DifferenceColumn,
        ColumnCount,
    };
    enum Role {
        AccessRole = Qt::UserRole + 1, ///< Verdict column: int(Access); invalid while the dialect is not parsed yet.
        LineRole,                      ///< Any column: the line a click shows (0: none).
        DiffersRole,                   ///< Any column: bool, the verdict differs from RFC 9309's.
        DialectNameRole,               ///< Dialect column: Dialect::name ("rfc9309").
    };

    explicit AllDialectsView(QWidget *parent = nullptr);
    ~AllDialectsView() override;

    /// The analyzer that follows the editor's text (not owned; nullptr detaches).
    void setAnalyzer(DocumentAnalyzer *analyzer);
    /// The case compared (nullopt: none selected; the view says how to choose one).
    void setCase(const std::optional<TestCase> &testCase);
    std::optional<TestCase> currentCase() const { return m_case; }

    QTableWidget *table() const { return m_table; }
    /// The sentence above the table ("7 dialects allow, 2 disallow …").
    QString summary() const;

Q_SIGNALS:
    /// The user activated a row: show LINE (1-based) in the editor.
    void lineActivated(int line);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void requestDialects(bool all);
    void refresh();

    QPointer<DocumentAnalyzer> m_analyzer;
    std::optional<TestCase> m_case;
    QLabel *m_caseLabel = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace robots::ui
