// SPDX-License-Identifier: MIT
#pragma once

#include "document/documentmanager.h"

#include <robots/dialect.h>

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace robots::ui {

class Document;
class DocumentAnalyzer;
class EditorTab;
class MainWindow;
class TesterModel;
class TesterPanel;

/// Installs the live tester in the main window: the panel on the right of the central splitter,
/// fed by the one DocumentAnalyzer with the current tab's text; View → Go to Test Cases; the links
/// between the table and the editor (a selected case shows its deciding line, the cursor's line
/// selects its cases).
///
/// Test sets belong to documents: every document has its own TesterModel (its cases, shown
/// dialects, verdicts and edit-impact baseline), and the panel shows the current tab's. A file
/// `x.txt` opens with `x.txt.tests` beside it when there is one (docs/testset.md); saving the
/// document offers to save its changed cases too (after Save As, beside the new name), and
/// closing a document whose cases changed asks as unsaved text does (RecoveryCompanion). The
/// edit-impact baseline is the document's text as opened or last saved
/// (Document::originalBytes(), not read again from disk), or the live file after Compare with
/// Live. The cases also go into the document's crash-recovery copy (as test-set text).
class TesterFeature
    : public QObject
    , public RecoveryCompanion
{
    Q_OBJECT
public:
    explicit TesterFeature(MainWindow &window);
    ~TesterFeature() override;

    DocumentAnalyzer *analyzer() const { return m_analyzer; }
    TesterPanel *panel() const;
    /// DOCUMENT's cases and verdicts (made on first use).
    TesterModel *modelFor(Document *document);
    /// The tester's default dialects and agents, when the settings' defaults changed: a user's
    /// choice in the panel survives an unrelated setting.
    void applyDefaults(const QList<DialectId> &dialects, const QStringList &agents);

    // RecoveryCompanion: the cases as test-set text, whether they are modified, and the shown
    // dialects (the columns an example or a lesson chose).
    QByteArray recoveryData(const Document *document) const override;
    void restoreRecoveryData(Document *document, const QByteArray &data) override;
    /// The user changed DOCUMENT's cases since they were read or saved (an example's cases, as
    /// the example has them, are no change).
    bool hasUnsavedChanges(const Document *document) const override;
    /// Writes DOCUMENT's cases to its test set, or beside it (x.txt.tests) when none is attached.
    bool saveCompanion(Document *document) override;
    /// Offers to save the cases too (SaveTests) when they are not in a file or changed.
    void documentSaved(Document *document) override;

private:
    void onCurrentTabChanged(EditorTab *tab);
    void updateBaseline(Document *document);
    void attachCompanionTests(Document *document);
    void onFilePathChanged(Document *document);
    /// The test-set file DOCUMENT's cases are saved to: the attached one, else x.txt.tests.
    QString testSetPathFor(Document *document) const;
    bool writeTests(Document *document, const QString &path);
    void forget(Document *document);

    MainWindow &m_window;
    DocumentAnalyzer *m_analyzer;
    QPointer<TesterPanel> m_panel; // a widget of the window: it may go before this object
    QPointer<DocumentManager> m_documents;
    struct Entry
    {
        TesterModel *model = nullptr;
        QByteArray original; ///< The document's originalBytes() the baseline was last taken from.
        QString filePath;    ///< The document's file when last seen (Save As changes it).
    };
    QHash<const Document *, Entry> m_entries;
    QList<DialectId> m_defaultDialects;
    QList<DialectId> m_appliedDialects;
    QStringList m_appliedAgents;
};

} // namespace robots::ui
