// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/documentanalyzer.h"

#include <robots/dialect.h>

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QTreeView;

namespace robots::ui {

class DocumentAnalyzer;
class OutlineModel;

/// The Outline panel: the groups of the file with their agents and rules, as the chosen dialect
/// reads them (see OutlineModel). Clicking an item emits jumpToLine(); the main window moves the
/// editor there. While hidden (a closed dock) it does not rebuild; it catches up when shown.
class OutlinePanel : public QWidget
{
    Q_OBJECT
public:
    explicit OutlinePanel(QWidget *parent = nullptr);
    ~OutlinePanel() override;

    /// Follows ANALYZER (not owned): asks it for the chosen dialect's parse and shows each
    /// analysis. nullptr empties the outline.
    void setAnalyzer(DocumentAnalyzer *analyzer);
    DocumentAnalyzer *analyzer() const;

    void setDialect(DialectId dialect);
    DialectId dialect() const;

    OutlineModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QComboBox *dialectBox() const { return m_dialectBox; }

Q_SIGNALS:
    /// The user chose an item on LINE (1-based).
    void jumpToLine(int line);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onAnalysis(const AnalysisPtr &analysis);
    void showAnalysis();
    void requestDialect();

    OutlineModel *m_model;
    QLabel *m_label;
    QComboBox *m_dialectBox;
    QTreeView *m_view;
    QPointer<DocumentAnalyzer> m_analyzer;
    bool m_stale = false; // an analysis came while the panel was hidden
};

} // namespace robots::ui
