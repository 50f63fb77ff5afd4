// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/testcase.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTreeWidget;

namespace robots::ui {

/// Adds test cases as a grid: a list of URLs (one per line) × a list of agents chosen from the
/// presets (by family), the crawler catalogue (by purpose: training, AI search, user-triggered, …)
/// and typed custom names, each custom name checked as an RFC 9309 product
/// token with advice when it is not one. Optionally with an expected verdict for all of them.
class AddCasesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AddCasesDialog(const QStringList &checkedAgents, QWidget *parent = nullptr);

    QStringList urls() const;
    QStringList agents() const;
    /// urls() × agents(), with the chosen expectation.
    TestCases cases() const;

    void setUrls(const QStringList &urls);

private:
    void updateState();

    QPlainTextEdit *m_urls;
    QTreeWidget *m_presets;
    QLineEdit *m_custom;
    QLabel *m_advice;
    QComboBox *m_expected;
    QLabel *m_count;
};

} // namespace robots::ui
