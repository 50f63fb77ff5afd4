// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/aipolicy.h>

#include <QDialog>
#include <QPointer>

#include <array>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QTextDocument;

namespace robots::ui {

/// Tools → AI Crawler Policy…: per purpose of the crawler catalogue (training, AI search,
/// user-triggered, AI agent) Allow / Block / Leave as is, the `*` group's Content-Usage
/// (draft-ietf-aipref-attach-05 / vocab-08) and Content-Signal (Cloudflare) values, and a live
/// unified diff of what Apply will change. Apply edits the document as ONE undoable change, with
/// the core's edits (aiPolicyEdits()): no other line of the user's text changes.
///
/// Controls, by object name: `action:<category>` (a combo box: Leave as is / Block / Allow, the
/// category's name as in crawlers.tsv), `usage:<label>` (a check box) with `usageValue:<label>`
/// (a combo box: y / n), `signal:<key>` with `signalValue:<key>` (yes / no), `preview` (the diff),
/// `kept` (the generator's findings and the per-dialect summary of what the document does after
/// Apply) and `applyButton`.
class AiGenDialog : public QDialog
{
    Q_OBJECT
public:
    /// Edits DOCUMENT (its blocks are lines); NAME heads the diff.
    AiGenDialog(QTextDocument *document, const QString &name, QWidget *parent = nullptr);

    /// The choices the controls make now.
    [[nodiscard]] AiPolicyChoices choices() const;
    /// The document's text as the core reads it (UTF-8, lines joined by LF).
    [[nodiscard]] std::string documentText() const;
    /// Applies the choices to the document in one edit block; false when nothing changes.
    bool apply();

    /// One finding of the core's plan, in words (also used by tests).
    [[nodiscard]] static QString findingText(const AiPolicyFinding &finding);
    /// The core's per-dialect counts of what the document does after Apply, one line per purpose.
    [[nodiscard]] static QStringList summaryText(const std::vector<AiPolicyCount> &counts);

private:
    void refresh();

    QPointer<QTextDocument> m_document;
    QString m_name;
    std::array<QComboBox *, 4> m_actions{};
    std::array<QCheckBox *, 3> m_usage{};
    std::array<QComboBox *, 3> m_usageValue{};
    std::array<QCheckBox *, 4> m_signal{};
    std::array<QComboBox *, 4> m_signalValue{};
    QCheckBox *m_license = nullptr;
    QLineEdit *m_licenseUrl = nullptr;
    QLabel *m_licenseError = nullptr;
    QPlainTextEdit *m_preview;
    QLabel *m_kept;
    QScrollArea *m_findings = nullptr; ///< m_kept, scrolling when the findings are long
    QDialogButtonBox *m_buttons;
    QPushButton *m_apply;
};

} // namespace robots::ui
