// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace robots {
struct Text;
}

class QFileSystemWatcher;
class QWidget;

namespace robots::ui {

class Document;
class RecoveryManager;
struct RecoveredDocument;

/// A message shown above one document's view ("changed on disk: Reload / Keep Mine").
struct DocumentNotice
{
    enum class Kind {
        Information,
        Warning,
    };
    struct Button
    {
        QString objectName;
        QString text;
        std::function<void()> action;
    };
    QString text;
    Kind kind = Kind::Information;
    QList<Button> buttons;
};

/// How the documents are shown (the main window's tabs). The DocumentManager decides what is
/// open; the views only show it, so this library needs no widget of the editor's.
class DocumentViews
{
public:
    virtual ~DocumentViews() = default;
    /// The documents shown, in the order of their views.
    virtual QList<Document *> documents() const = 0;
    /// The document of the current view (nullptr when none).
    virtual Document *currentDocument() const = 0;
    /// A new view with an empty document, made current.
    virtual Document *createView() = 0;
    /// Makes DOCUMENT's view current; with FOCUS, its editor gets the keyboard focus.
    virtual void activate(Document *document, bool focus) = 0;
    /// Removes DOCUMENT's view (the document goes with it, later).
    virtual void closeView(Document *document) = 0;
    /// Puts the cursor of DOCUMENT's view at the start of the text (after a load).
    virtual void moveToStart(Document *document) = 0;
    /// Remembers where DOCUMENT's view is (cursor, scroll); the function returned goes back there.
    virtual std::function<void()> keepPlace(Document *document) = 0;
    /// Shows NOTICE above DOCUMENT's view, replacing what was there.
    virtual void showNotice(Document *document, const DocumentNotice &notice) = 0;
    /// DOCUMENT's name or state changed in a way its view's title shows.
    virtual void updateTitle(Document *document) = 0;
};

/// Something the studio keeps beside a document (the tester's cases, as a test-set file) that is
/// saved with it and that its crash-recovery copy must keep too: the manager asks for the bytes
/// when it writes the copy and hands them back when the document is restored; closing a document
/// whose companion data is not saved asks as unsaved text does, and its Save saves both.
class RecoveryCompanion
{
public:
    virtual ~RecoveryCompanion() = default;
    /// The bytes to keep with DOCUMENT's copy; empty: nothing to keep.
    virtual QByteArray recoveryData(const Document *document) const = 0;
    /// DOCUMENT was restored from a copy that kept DATA.
    virtual void restoreRecoveryData(Document *document, const QByteArray &data) = 0;
    /// DOCUMENT's data has changes that are not saved: closing it asks first.
    virtual bool hasUnsavedChanges(const Document *document) const = 0;
    /// Saves DOCUMENT's data beside its file (it has a name by then), asking nothing; false when
    /// it was not saved (the companion showed why): the close stops, nothing is lost.
    virtual bool saveCompanion(Document *document) = 0;
    /// The user saved DOCUMENT (Save, Save As: its new name is set): the companion may offer to
    /// save its data too.
    virtual void documentSaved(Document *document) = 0;
};

/// What the studio knows about one open document besides its text and bytes.
struct DocumentState
{
    QString recoveryId;           ///< the name of its crash-recovery copy (stable while it is open)
    bool recoveryPending = false; ///< edited since its copy was last written
    QString testerSite;           ///< the tester's Site for it: a fetched file's site, or typed
    QString encodingNotice;       ///< the UTF-16 or UTF-32 encoding its notice was last shown for
    QString testSetPath;          ///< the test-set file attached to it (x.txt.tests), empty: none
};

/// The open documents: opening (with the questions a binary or large file raises), saving,
/// watching their files for changes made by others, reloading, the recent files and the
/// crash-recovery copies of unsaved documents. Shown through DocumentViews.
///
/// Every question (unsaved changes, binary or large file, crash recovery, errors) and every file
/// dialog goes through a replaceable handler, so tests answer them without a modal loop; by
/// default they are message boxes and file dialogs over the dialog parent.
class DocumentManager : public QObject
{
    Q_OBJECT
public:
    /// A question for the user.
    struct Question
    {
        enum class Kind {
            UnsavedChanges,  ///< Save / Discard / Cancel
            BinaryFile,      ///< Open / Cancel
            LargeFile,       ///< Open / Cancel
            RestoreRecovery, ///< Yes (restore) / Discard / Cancel (ask again next time)
            SaveTests,       ///< Save (the document's test cases too) / Discard (only the document)
            Error,           ///< Ok
            /// Several documents have unsaved changes (closing them all, quitting): SaveAll /
            /// Discard (all) / Cancel, once for all of them.
            UnsavedDocuments,
            /// A crash-recovery copy's file changed on disk after the copy was made: Yes (restore
            /// my copy) / No (keep the disk file) / Open (both, the copy in a new tab). The diff
            /// from the disk file to the copy is in detailedText. Nothing is lost either way.
            RecoveryConflict,
            /// Discard in the RestoreRecovery question deletes every copy for good: Discard /
            /// Cancel (back to RestoreRecovery), asked once for all of them.
            DiscardRecovery,
        };
        Kind kind = Kind::Error;
        QString title;
        QString text;
        QString informativeText;
        QString detailedText; ///< behind the box's Show Details button (a diff)
        QMessageBox::StandardButtons buttons = QMessageBox::Ok;
        QMessageBox::StandardButton defaultButton = QMessageBox::NoButton;
        QHash<QMessageBox::StandardButton, QString> buttonTexts; ///< labels other than the standard ones
    };
    using QuestionHandler = std::function<QMessageBox::StandardButton(const Question &)>;
    /// Returns the path to save to (SUGGESTION is a proposal), empty to cancel.
    using SaveFileNameHandler = std::function<QString(const QString &suggestion)>;
    /// Returns the files to open, empty to cancel.
    using OpenFileNamesHandler = std::function<QStringList()>;
    /// Where the recent files are kept (the settings); without it they live as long as the manager.
    struct RecentFilesStore
    {
        std::function<QStringList()> read;
        std::function<void(const QStringList &)> write;
    };

    /// VIEWS must outlive the manager; DIALOG_PARENT parents the default dialogs.
    DocumentManager(DocumentViews &views, QWidget *dialogParent, RecentFilesStore recentStore = {},
                    QObject *parent = nullptr);
    ~DocumentManager() override;

    // ----- Opening and saving
    /// Opens PATH, or makes the view that has it current. A binary-looking or large file is
    /// opened only if the user agrees. False, with a message in errorString(), when it is not
    /// opened; nothing else changes then.
    bool openFile(const QString &path);
    /// Opens each of PATHS; returns how many are open afterwards. errorString() has the failures.
    int openFiles(const QStringList &paths);
    /// Asks for files to open (File → Open…) and opens them, showing the failures.
    void openWithDialog();
    /// Opens PATHS and shows the failures (a drop, a recent file).
    void openInteractively(const QStringList &paths);
    /// A new, empty, untitled document.
    Document *newDocument();
    /// The single untouched untitled document of a start (a file opened replaces it), or nullptr.
    Document *reusableDocument() const;
    /// The document a file about to be opened goes to: the single untouched untitled document of a
    /// start, which it replaces, else a new one.
    Document *reusableOrNewDocument();
    /// Saves DOCUMENT (asking for a name when it has none). False when not saved. Once saved (under
    /// its new name after Save As), the companion hears of it (RecoveryCompanion::documentSaved).
    bool save(Document *document);
    bool saveAs(Document *document);
    /// The current document's.
    bool save();
    bool saveAs();
    /// Closes DOCUMENT after the unsaved-changes question; false when the user cancels or the save
    /// fails. The last document closed leaves an empty untitled one. A document is unsaved when
    /// its text is modified or its companion's data (the test cases) is: Save saves both.
    bool close(Document *document);
    /// Asks about the unsaved documents (hasUnsavedChanges()), then closes them all; false
    /// (nothing closed) on Cancel or when a save fails. One unsaved document gets the
    /// UnsavedChanges question, several get one UnsavedDocuments question listing them all (Save
    /// All / Discard All / Cancel).
    bool closeAll();
    /// DOCUMENT's text is modified, or its companion's data has changes that are not saved.
    bool hasUnsavedChanges(const Document *document) const;
    QString errorString() const { return m_error; }

    /// The document that has PATH open, or nullptr.
    Document *documentForFile(const QString &path) const;
    /// DOCUMENT's state (a default one for a document the manager has not seen).
    DocumentState &state(Document *document);
    /// DOCUMENT's state, without adding one (a default one for a document the manager has not seen).
    DocumentState stateOf(const Document *document) const;
    /// Attaches the test-set file PATH (empty: none) to DOCUMENT; its tab's tooltip names it.
    void setTestSetPath(Document *document, const QString &path);

    // ----- Recent files
    /// The recently opened files, newest first (at most MaxRecentFiles).
    QStringList recentFiles() const;
    void clearRecentFiles();
    /// Opens PATH from the recent files; a file that is gone leaves the list.
    void openRecentFile(const QString &path);
    static constexpr int MaxRecentFiles = 10;

    // ----- Changes on disk
    /// Replaces DOCUMENT's text by its file's, keeping the view's place.
    void reload(Document *document);

    // ----- Crash recovery
    /// Offers the copies crashed sessions left; returns how many documents were restored. Discard
    /// is confirmed (DiscardRecovery) before any copy is deleted.
    int offerRecovery();
    RecoveryManager *recoveryManager() const { return m_recovery; }
    /// The name of DOCUMENT's crash-recovery copy (stable while it is open).
    QString recoveryId(Document *document) const { return m_states.value(document).recoveryId; }
    /// How long after the last edit the copies are written (default 1.5 s); while the edits go on,
    /// a copy is written at least every MAX_WAIT milliseconds (default 5 s; 0: three times DEBOUNCE).
    void setRecoveryDelays(int debounce, int maxWait = 0);
    int recoveryDebounce() const { return m_recoveryTimer.interval(); }
    int recoveryMaxWait() const { return m_recoveryMaxTimer.interval(); }
    /// setRecoveryDelays(MILLISECONDS).
    void setRecoveryInterval(int milliseconds) { setRecoveryDelays(milliseconds); }
    /// Starts writing the copies of the documents with unsaved changes (hasUnsavedChanges()) now
    /// (off the UI thread; the bytes are taken here) and drops those of the others. A document
    /// whose companion's data is unsaved keeps a copy even when its text is unmodified; one whose
    /// companion merely has data (cases read from their file) has none.
    void writeRecoveryCopies();
    /// What is kept beside each document in its copy (not owned; null: the text only).
    void setRecoveryCompanion(RecoveryCompanion *companion) { m_companion = companion; }
    /// The companion's data for DOCUMENT changed: its copy is written again soon.
    void companionChanged(Document *document) { scheduleRecovery(document); }

    // ----- Questions
    void setQuestionHandler(QuestionHandler handler) { m_ask = std::move(handler); }
    void setSaveFileNameHandler(SaveFileNameHandler handler) { m_saveFileName = std::move(handler); }
    void setOpenFileNamesHandler(OpenFileNamesHandler handler) { m_openFileNames = std::move(handler); }
    QMessageBox::StandardButton ask(const Question &question);
    /// Names a binary format the core recognised ("a PNG image") in the binary-file question (the
    /// core's messages are translated above this library).
    void setFormatNamer(std::function<QString(const Text &)> namer) { m_formatName = std::move(namer); }
    /// Says TEXT in the status bar and in an error message.
    void showError(const QString &text);

    /// Files larger than this need the user's consent to open (RFC 9309 §2.5: crawlers must
    /// parse at least 500 KiB; Google stops there).
    static constexpr qint64 LargeFileBytes = 1024 * 1024;
    /// Files larger than this are not opened at all.
    static constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;

Q_SIGNALS:
    /// A message for the status bar (TIMEOUT in milliseconds, 0: until replaced).
    void statusMessage(const QString &text, int timeout);
    void recentFilesChanged();
    /// DOCUMENT's encoding facts may have changed without a signal of the Document's (a load).
    void documentLoaded(robots::ui::Document *document);
    /// DOCUMENT is about to close (its view and text still there): the last moment to keep what
    /// is kept elsewhere (Document::setKeptElsewhere()).
    void aboutToClose(robots::ui::Document *document);

private:
    void adopt(Document *document);
    void forget(Document *document);
    bool maybeSave(Document *document);
    /// The companion's data of DOCUMENT has changes that are not saved.
    bool companionUnsaved(const Document *document) const;
    /// Writes DOCUMENT's text to its file (asking for a name when it has none), or to a name asked
    /// for; no companion question.
    bool writeDocument(Document *document);
    bool writeDocumentAs(Document *document);
    /// Save in a close question: the text when it is modified or has no file yet, then the
    /// companion's data when it is unsaved.
    bool saveForClose(Document *document);
    /// After an interactive save: the companion's own question, and its data kept in the copy.
    void afterSave(Document *document);
    void addRecentFile(const QString &path);
    void setRecentFiles(const QStringList &files);
    void watch(const QString &path);
    void unwatch(const QString &path);
    void onFileChanged(const QString &path);
    void checkChangedFiles();
    void handleDiskChange(Document *document);
    void scheduleRecovery(Document *document);
    /// Shows RECOVERED in a tab (asking first when its file changed on disk since); false when
    /// nothing was restored.
    bool restore(const RecoveredDocument &recovered);
    void dropRecoveryCopy(Document *document);
    QMessageBox::StandardButton askWithDialog(const Question &question);
    bool saveAllOrAsk(const QList<Document *> &unsaved);

    DocumentViews &m_views;
    QPointer<QWidget> m_dialogParent;
    RecentFilesStore m_recentStore;
    QStringList m_recentFiles; // without a store
    QHash<Document *, DocumentState> m_states;
    QFileSystemWatcher *m_watcher;
    QTimer m_diskCheckTimer;
    QSet<QString> m_changedFiles;
    RecoveryManager *m_recovery;
    QTimer m_recoveryTimer;    // the debounce: restarted by every edit
    QTimer m_recoveryMaxTimer; // started by the first edit after a write, not restarted
    int m_untitledCount = 0;
    bool m_closing = false;
    QString m_error;
    QuestionHandler m_ask;
    SaveFileNameHandler m_saveFileName;
    OpenFileNamesHandler m_openFileNames;
    std::function<QString(const Text &)> m_formatName;
    RecoveryCompanion *m_companion = nullptr;
};

} // namespace robots::ui
