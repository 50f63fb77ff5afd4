// SPDX-License-Identifier: MIT
#include "document/documentmanager.h"

#include "document/document.h"
#include "document/recoverymanager.h"

#include <robots/studio/encoding.h>
#include <robots/studio/textedit.h>

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLocale>
#include <QUuid>

#include <algorithm>
#include <iterator>
#include <utility>

namespace robots::ui {

namespace {

// The path a file is known by: canonical when it exists (symlinks and ".." resolved).
QString fileKey(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

} // namespace

DocumentManager::DocumentManager(DocumentViews &views, QWidget *dialogParent, RecentFilesStore recentStore,
                                 QObject *parent)
    : QObject(parent)
    , m_views(views)
    , m_dialogParent(dialogParent)
    , m_recentStore(std::move(recentStore))
    , m_watcher(new QFileSystemWatcher(this))
    , m_recovery(new RecoveryManager(QString(), this))
{
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &DocumentManager::onFileChanged);
    m_diskCheckTimer.setSingleShot(true);
    m_diskCheckTimer.setInterval(200); // one check for the several events one write makes
    connect(&m_diskCheckTimer, &QTimer::timeout, this, &DocumentManager::checkChangedFiles);
    // A copy within a second or two of the last edit; while typing goes on, one every few seconds.
    m_recoveryTimer.setSingleShot(true);
    m_recoveryMaxTimer.setSingleShot(true);
    setRecoveryDelays(1500, 5000);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &DocumentManager::writeRecoveryCopies);
    connect(&m_recoveryMaxTimer, &QTimer::timeout, this, &DocumentManager::writeRecoveryCopies);
    connect(m_recovery, &RecoveryManager::writeFailed, this, [this](const QString &id) {
        for (auto it = m_states.cbegin(); it != m_states.cend(); ++it) {
            if (it->recoveryId == id)
                Q_EMIT statusMessage(tr("Cannot write the crash-recovery copy of %1").arg(it.key()->displayName()), 0);
        }
    });
}

// Copies of modified documents stay on disk, as after a crash (a clean exit goes through
// closeAll(), which removes them).
DocumentManager::~DocumentManager() = default;

// ----------------------------------------------------------------------------------------------
// Documents

DocumentState &DocumentManager::state(Document *document)
{
    return m_states[document];
}

DocumentState DocumentManager::stateOf(const Document *document) const
{
    return m_states.value(const_cast<Document *>(document));
}

void DocumentManager::setTestSetPath(Document *document, const QString &path)
{
    if (!m_states.contains(document))
        return;
    m_states[document].testSetPath = path;
    m_views.updateTitle(document);
}

void DocumentManager::adopt(Document *document)
{
    DocumentState state;
    state.recoveryId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_states.insert(document, state);
    connect(document, &Document::modificationChanged, this, [this, document] { scheduleRecovery(document); });
    connect(document->textDocument(), &QTextDocument::contentsChanged, this,
            [this, document] { scheduleRecovery(document); });
    connect(document, &QObject::destroyed, this, [this, document] { m_states.remove(document); });
}

void DocumentManager::forget(Document *document)
{
    Q_EMIT aboutToClose(document);
    const QString path = document->filePath();
    dropRecoveryCopy(document);
    m_states.remove(document);
    m_views.closeView(document);
    if (!path.isEmpty() && !documentForFile(path))
        unwatch(path);
}

Document *DocumentManager::newDocument()
{
    Document *document = m_views.createView();
    adopt(document);
    ++m_untitledCount;
    document->setUntitledName(m_untitledCount == 1 ? tr("Untitled") : tr("Untitled %1").arg(m_untitledCount));
    m_views.updateTitle(document);
    m_views.activate(document, true);
    return document;
}

Document *DocumentManager::reusableDocument() const
{
    // A single untouched untitled document (the one a start shows) is replaced by the file opened.
    Document *document = m_views.currentDocument();
    const QTextDocument *text = document ? document->textDocument() : nullptr;
    if (document && m_views.documents().size() == 1 && document->filePath().isEmpty() && !document->isModified() &&
        text->isEmpty() && !text->isUndoAvailable())
        return document;
    return nullptr;
}

Document *DocumentManager::reusableOrNewDocument()
{
    if (Document *document = reusableDocument())
        return document;
    Document *document = m_views.createView();
    adopt(document);
    return document;
}

Document *DocumentManager::documentForFile(const QString &path) const
{
    if (path.isEmpty())
        return nullptr;
    const QString key = fileKey(path);
    for (Document *document : m_views.documents()) {
        const QString documentPath = document->filePath();
        if (!documentPath.isEmpty() && (documentPath == path || fileKey(documentPath) == key))
            return document;
    }
    return nullptr;
}

bool DocumentManager::close(Document *document)
{
    if (!document || !maybeSave(document))
        return false;
    forget(document);
    if (m_views.documents().isEmpty() && !m_closing)
        newDocument();
    return true;
}

bool DocumentManager::closeAll()
{
    const QList<Document *> documents = m_views.documents();
    QList<Document *> unsaved;
    std::copy_if(documents.cbegin(), documents.cend(), std::back_inserter(unsaved),
                 [this](const Document *document) { return hasUnsavedChanges(document); });
    if (unsaved.size() > 1) {
        if (!saveAllOrAsk(unsaved))
            return false;
    } else {
        for (Document *document : unsaved) {
            if (!maybeSave(document))
                return false;
        }
    }
    m_closing = true;
    for (Document *document : documents)
        forget(document);
    m_closing = false;
    return true;
}

bool DocumentManager::hasUnsavedChanges(const Document *document) const
{
    return document->isModified() || companionUnsaved(document);
}

bool DocumentManager::companionUnsaved(const Document *document) const
{
    return m_companion && m_companion->hasUnsavedChanges(document);
}

bool DocumentManager::saveAllOrAsk(const QList<Document *> &unsaved)
{
    QStringList lines;
    for (const Document *document : unsaved) {
        QString line =
            document->filePath().isEmpty()
                ? tr("• %1 (not saved yet)").arg(document->displayName())
                : tr("• %1 (%2)").arg(document->displayName(), QDir::toNativeSeparators(document->filePath()));
        if (companionUnsaved(document)) {
            line = document->isModified()
                       ? tr("%1: the text and its test cases", "an unsaved document of the list").arg(line)
                       : tr("%1: its test cases", "an unsaved document of the list, only its cases changed").arg(line);
        }
        lines << line;
    }
    Question question;
    question.kind = Question::Kind::UnsavedDocuments;
    question.title = tr("Unsaved Changes");
    question.text = tr("%n document(s) have changes that are not saved:", nullptr, int(unsaved.size()));
    question.informativeText = lines.join(QLatin1Char('\n'));
    question.buttons = QMessageBox::SaveAll | QMessageBox::Discard | QMessageBox::Cancel;
    question.defaultButton = QMessageBox::SaveAll;
    question.buttonTexts = {{QMessageBox::SaveAll, tr("&Save All")}, {QMessageBox::Discard, tr("&Discard All")}};
    switch (ask(question)) {
    case QMessageBox::SaveAll:
        // A failed or cancelled save stops here: nothing is closed, what was saved stays saved.
        for (Document *document : unsaved) {
            m_views.activate(document, false);
            if (!saveForClose(document))
                return false;
        }
        return true;
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool DocumentManager::maybeSave(Document *document)
{
    const bool text = document->isModified();
    const bool companion = companionUnsaved(document);
    if (!text && !companion)
        return true;
    m_views.activate(document, false);
    Question question;
    question.kind = Question::Kind::UnsavedChanges;
    question.title = tr("Unsaved Changes");
    if (!companion)
        question.text = tr("“%1” has changes that are not saved.").arg(document->displayName());
    else if (!text)
        question.text = tr("The test cases of “%1” are not saved.").arg(document->displayName());
    else
        question.text = tr("“%1” and its test cases have changes that are not saved.").arg(document->displayName());
    question.informativeText = tr("Save them before closing?");
    question.buttons = QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel;
    question.defaultButton = QMessageBox::Save;
    switch (ask(question)) {
    case QMessageBox::Save:
        return saveForClose(document);
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool DocumentManager::saveForClose(Document *document)
{
    // The text first: a document without a name gets one, and the companion's data goes beside it.
    // The answer already covered the companion's data, so its own question is not asked.
    if ((document->isModified() || document->filePath().isEmpty()) && !writeDocument(document))
        return false;
    return !companionUnsaved(document) || m_companion->saveCompanion(document);
}

// ----------------------------------------------------------------------------------------------
// Opening and saving

bool DocumentManager::openFile(const QString &path)
{
    if (Document *open = documentForFile(path)) {
        m_views.activate(open, true);
        addRecentFile(open->filePath());
        m_error.clear();
        return true;
    }
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        m_error = tr("Cannot open %1: it is a folder.").arg(shown);
        Q_EMIT statusMessage(m_error, 0);
        return false;
    }
    if (info.exists() && info.size() > MaxFileBytes) {
        m_error = tr("Cannot open %1: the file is %2, more than the %3 the editor accepts.")
                      .arg(shown, QLocale().formattedDataSize(info.size()), QLocale().formattedDataSize(MaxFileBytes));
        Q_EMIT statusMessage(m_error, 0);
        return false;
    }
    if (info.exists() && info.size() > LargeFileBytes) {
        Question question;
        question.kind = Question::Kind::LargeFile;
        question.title = tr("Large File");
        question.text = tr("%1 is %2.").arg(info.fileName(), QLocale().formattedDataSize(info.size()));
        question.informativeText =
            tr("robots.txt files are small: crawlers need to read only the first 500 KiB (RFC 9309 §2.5), and "
               "Google ignores the rest. The editor may be slow with this file. Open it anyway?");
        question.buttons = QMessageBox::Open | QMessageBox::Cancel;
        question.defaultButton = QMessageBox::Cancel;
        if (ask(question) != QMessageBox::Open) {
            m_error = tr("%1 was not opened.").arg(shown);
            return false;
        }
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = tr("Cannot open %1: %2").arg(shown, file.errorString());
        Q_EMIT statusMessage(m_error, 0);
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        m_error = tr("Cannot read %1: %2").arg(shown, file.errorString());
        Q_EMIT statusMessage(m_error, 0);
        return false;
    }
    // UTF-16 and UTF-32 text has NUL bytes too, but it opens as text (Document::wideEncodingOf).
    if (!Document::wideEncodingOf(bytes) && looksBinary(bytes)) {
        Question question;
        question.kind = Question::Kind::BinaryFile;
        question.title = tr("Binary File");
        const Text format = binaryFormat(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        question.text = format.id.empty() || !m_formatName
                            ? tr("%1 does not look like a text file: it contains NUL bytes.").arg(info.fileName())
                            : tr("%1 is %2, not a robots.txt.").arg(info.fileName(), m_formatName(format));
        question.informativeText = tr("Opening it is safe: the NUL bytes and the bytes that are not UTF-8 are shown "
                                      "highlighted, and saving writes them back unchanged. Open it anyway?");
        question.buttons = QMessageBox::Open | QMessageBox::Cancel;
        question.defaultButton = QMessageBox::Cancel;
        if (ask(question) != QMessageBox::Open) {
            m_error = tr("%1 was not opened.").arg(shown);
            return false;
        }
    }
    Document *document = reusableOrNewDocument();
    document->loadBytes(bytes, path);
    m_views.moveToStart(document);
    watch(document->filePath());
    addRecentFile(document->filePath());
    m_views.updateTitle(document);
    m_views.activate(document, true);
    Q_EMIT documentLoaded(document);
    m_error.clear();
    Q_EMIT statusMessage(
        tr("Opened %1 (%2)")
            .arg(info.fileName(), QLocale().formattedDataSize(bytes.size(), 1, QLocale::DataSizeSIFormat)),
        5000);
    return true;
}

int DocumentManager::openFiles(const QStringList &paths)
{
    QStringList errors;
    int opened = 0;
    for (const QString &path : paths) {
        if (openFile(path))
            ++opened;
        else
            errors << m_error;
    }
    m_error = errors.join(QLatin1Char('\n'));
    return opened;
}

void DocumentManager::openWithDialog()
{
    QStringList paths;
    if (m_openFileNames) {
        paths = m_openFileNames();
    } else {
        const Document *current = m_views.currentDocument();
        const QString file = current ? current->filePath() : QString();
        const QString dir = file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
        paths = QFileDialog::getOpenFileNames(m_dialogParent, tr("Open"), dir,
                                              tr("robots.txt files (robots.txt *.txt);;All files (*)"));
    }
    openInteractively(paths);
}

void DocumentManager::openInteractively(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    if (openFiles(paths) < paths.size() && !m_error.isEmpty())
        showError(m_error);
}

bool DocumentManager::save()
{
    Document *document = m_views.currentDocument();
    return document && save(document);
}

bool DocumentManager::saveAs()
{
    Document *document = m_views.currentDocument();
    return document && saveAs(document);
}

bool DocumentManager::save(Document *document)
{
    if (!writeDocument(document))
        return false;
    afterSave(document);
    return true;
}

bool DocumentManager::saveAs(Document *document)
{
    if (!writeDocumentAs(document))
        return false;
    afterSave(document);
    return true;
}

void DocumentManager::afterSave(Document *document)
{
    if (!m_companion)
        return;
    // Asked once the save is over, so after Save As the companion sees the new name (x.txt saved
    // as new.txt: its cases go to new.txt.tests, never beside the old name).
    m_companion->documentSaved(document);
    // The save dropped the crash-recovery copy; data still unsaved keeps one.
    if (m_companion->hasUnsavedChanges(document))
        scheduleRecovery(document);
}

bool DocumentManager::writeDocument(Document *document)
{
    if (document->filePath().isEmpty())
        return writeDocumentAs(document);
    if (document->checkDisk() == Document::DiskState::Changed) {
        // Someone changed the file since it was read (while the studio ran, or after the
        // crash-recovery copy restored here was made): saving would drop their change unseen.
        // The notice's Reload / Keep Mine decides first, as for any change on disk.
        handleDiskChange(document);
        m_error = tr("“%1” changed on disk: choose Reload or Keep Mine above the text before saving.")
                      .arg(document->displayName());
        Q_EMIT statusMessage(m_error, 0);
        return false;
    }
    if (!document->save()) {
        m_error = document->errorString();
        showError(m_error);
        return false;
    }
    dropRecoveryCopy(document);
    watch(document->filePath());
    Q_EMIT statusMessage(tr("Saved %1").arg(document->displayName()), 5000);
    return true;
}

bool DocumentManager::writeDocumentAs(Document *document)
{
    QString suggestion = document->filePath();
    if (suggestion.isEmpty()) {
        const Document *current = m_views.currentDocument();
        const QString file = current ? current->filePath() : QString();
        suggestion =
            (file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath()) + QStringLiteral("/robots.txt");
    }
    QString path;
    if (m_saveFileName)
        path = m_saveFileName(suggestion);
    else
        path = QFileDialog::getSaveFileName(m_dialogParent, tr("Save As"), suggestion,
                                            tr("robots.txt files (robots.txt *.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    const QString previous = document->filePath();
    if (!document->saveAs(path)) {
        m_error = document->errorString();
        showError(m_error);
        return false;
    }
    if (!previous.isEmpty() && previous != document->filePath() && !documentForFile(previous))
        unwatch(previous);
    dropRecoveryCopy(document);
    watch(document->filePath());
    addRecentFile(document->filePath());
    Q_EMIT documentLoaded(document);
    Q_EMIT statusMessage(tr("Saved %1").arg(document->displayName()), 5000);
    return true;
}

// ----------------------------------------------------------------------------------------------
// Recent files

QStringList DocumentManager::recentFiles() const
{
    return m_recentStore.read ? m_recentStore.read() : m_recentFiles;
}

void DocumentManager::setRecentFiles(const QStringList &files)
{
    if (m_recentStore.write)
        m_recentStore.write(files);
    else
        m_recentFiles = files;
    Q_EMIT recentFilesChanged();
}

void DocumentManager::addRecentFile(const QString &path)
{
    if (path.isEmpty())
        return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    setRecentFiles(files);
}

void DocumentManager::clearRecentFiles()
{
    setRecentFiles({});
}

void DocumentManager::openRecentFile(const QString &path)
{
    if (openFile(path))
        return;
    showError(m_error);
    if (!QFileInfo::exists(path)) {
        QStringList remaining = recentFiles();
        remaining.removeAll(path);
        setRecentFiles(remaining);
    }
}

// ----------------------------------------------------------------------------------------------
// Changes on disk

void DocumentManager::watch(const QString &path)
{
    if (path.isEmpty() || !QFileInfo::exists(path))
        return;
    // A save through QSaveFile replaces the file (a new inode): watch the path afresh.
    m_watcher->removePath(path);
    m_watcher->addPath(path);
}

void DocumentManager::unwatch(const QString &path)
{
    m_watcher->removePath(path);
}

void DocumentManager::onFileChanged(const QString &path)
{
    m_changedFiles.insert(path);
    m_diskCheckTimer.start();
}

void DocumentManager::checkChangedFiles()
{
    const QSet<QString> changed = std::exchange(m_changedFiles, {});
    for (const QString &path : changed) {
        if (QFileInfo::exists(path) && !m_watcher->files().contains(path))
            m_watcher->addPath(path); // replaced by rename: the old watch is gone
        for (Document *document : m_views.documents()) {
            if (document->filePath() == path)
                handleDiskChange(document);
        }
    }
}

void DocumentManager::handleDiskChange(Document *document)
{
    const QString name = document->displayName();
    using Kind = DocumentNotice::Kind;
    switch (document->checkDisk()) {
    case Document::DiskState::Unchanged:
        return;
    case Document::DiskState::Changed:
        if (!document->isModified()) {
            reload(document);
            m_views.showNotice(document, {tr("“%1” changed on disk and was reloaded. Undo (Ctrl+Z) brings back the "
                                             "previous text.")
                                              .arg(name),
                                          Kind::Information,
                                          {}});
            return;
        }
        m_views.showNotice(document,
                           {tr("“%1” changed on disk, and this tab has changes that are not saved.").arg(name),
                            Kind::Warning,
                            {{QStringLiteral("reloadButton"), tr("&Reload"), [this, document] { reload(document); }},
                             {QStringLiteral("keepMineButton"), tr("&Keep Mine"),
                              [document] { document->keepDespiteDiskChange(); }}}});
        return;
    case Document::DiskState::Removed:
        document->setModified(true);
        m_views.showNotice(document,
                           {tr("“%1” was deleted or moved on disk. Saving writes it again.").arg(name),
                            Kind::Warning,
                            {{QStringLiteral("saveAgainButton"), tr("&Save"), [this, document] { save(document); }}}});
        return;
    }
}

void DocumentManager::reload(Document *document)
{
    const std::function<void()> backToPlace = m_views.keepPlace(document);
    if (!document->reload()) {
        showError(document->errorString());
        return;
    }
    backToPlace();
    watch(document->filePath());
}

// ----------------------------------------------------------------------------------------------
// Crash recovery

void DocumentManager::setRecoveryDelays(int debounce, int maxWait)
{
    m_recoveryTimer.setInterval(debounce);
    m_recoveryMaxTimer.setInterval(maxWait > 0 ? std::max(maxWait, debounce) : 3 * debounce);
}

void DocumentManager::scheduleRecovery(Document *document)
{
    if (m_closing || !m_states.contains(document))
        return;
    m_states[document].recoveryPending = true;
    m_recoveryTimer.start(); // restarted by every edit: written once the typing pauses
    if (!m_recoveryMaxTimer.isActive())
        m_recoveryMaxTimer.start(); // ...or after a few seconds of typing without a pause
}

void DocumentManager::dropRecoveryCopy(Document *document)
{
    DocumentState &s = m_states[document];
    s.recoveryPending = false;
    m_recovery->remove(s.recoveryId);
}

void DocumentManager::writeRecoveryCopies()
{
    m_recoveryTimer.stop();
    m_recoveryMaxTimer.stop();
    for (auto it = m_states.begin(); it != m_states.end(); ++it) {
        if (!std::exchange(it->recoveryPending, false))
            continue;
        const Document *document = it.key();
        // A copy exists only while there is something to lose: unsaved text or unsaved companion
        // data (the tester's cases). A document whose cases merely exist (read from x.txt.tests,
        // an example's) has nothing a crash could take, and is not offered after one.
        if (!hasUnsavedChanges(document)) {
            m_recovery->remove(it->recoveryId);
            continue;
        }
        RecoveryCopy copy;
        copy.id = it->recoveryId;
        copy.companion = m_companion ? m_companion->recoveryData(document) : QByteArray();
        copy.modified = document->isModified();
        // The bytes are taken here, on the UI thread; hashing and writing happen on the worker.
        copy.originalPath = document->filePath();
        copy.title = document->displayName();
        copy.bytes = copy.modified ? document->encodedBytes() : document->originalBytes();
        copy.baseBytes = document->originalBytes();
        m_recovery->write(copy);
    }
}

int DocumentManager::offerRecovery()
{
    const QList<RecoveredDocument> orphans = m_recovery->orphans();
    if (orphans.isEmpty())
        return 0;
    QStringList lines;
    for (const RecoveredDocument &r : orphans) {
        const QString where = r.originalPath.isEmpty() ? r.title : QDir::toNativeSeparators(r.originalPath);
        lines << tr("%1 (%2)").arg(where, QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat));
    }
    Question question;
    question.kind = Question::Kind::RestoreRecovery;
    question.title = tr("Restore Unsaved Documents");
    question.text = tr("Robots.txt Studio did not close properly. %n document(s) had changes that were not saved.",
                       nullptr, int(orphans.size()));
    question.informativeText = lines.join(QLatin1Char('\n'));
    question.buttons = QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Cancel;
    question.defaultButton = QMessageBox::Yes;
    question.buttonTexts = {{QMessageBox::Yes, tr("&Restore")}, {QMessageBox::Cancel, tr("Ask &Later")}};
    // Discard deletes every copy for good: it is confirmed once, naming how many documents lose
    // their changes; Cancel there goes back to the first question.
    Question confirm;
    confirm.kind = Question::Kind::DiscardRecovery;
    confirm.title = tr("Discard Unsaved Changes");
    confirm.text = tr("Discard the unsaved changes of %n document(s)?", nullptr, int(orphans.size()));
    confirm.informativeText = tr("Their crash-recovery copies are deleted. This cannot be undone.");
    confirm.buttons = QMessageBox::Discard | QMessageBox::Cancel;
    confirm.defaultButton = QMessageBox::Cancel;
    QMessageBox::StandardButton answer = ask(question);
    while (answer == QMessageBox::Discard) {
        if (ask(confirm) == QMessageBox::Discard) {
            for (const RecoveredDocument &r : orphans)
                m_recovery->discard(r);
            return 0;
        }
        answer = ask(question);
    }
    if (answer != QMessageBox::Yes)
        return 0;
    int restored = 0;
    for (const RecoveredDocument &r : orphans) {
        if (restore(r))
            ++restored;
    }
    return restored;
}

bool DocumentManager::restore(const RecoveredDocument &r)
{
    const QString savedAt = QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat);
    const auto giveCompanion = [this, &r](Document *document) {
        if (m_companion && !r.companion.isEmpty())
            m_companion->restoreRecoveryData(document, r.companion);
    };
    const auto targetFor = [this](const QString &path) {
        Document *document = documentForFile(path);
        if (document && document->isModified())
            document = nullptr; // never overwrite what the user typed in this session
        return document ? document : reusableOrNewDocument();
    };

    // Only the companion's data was unsaved: the file opens as it is, with that data.
    if (!r.modified && !r.originalPath.isEmpty() && QFileInfo::exists(r.originalPath)) {
        if (!openFile(r.originalPath))
            return false;
        Document *document = documentForFile(r.originalPath);
        state(document).recoveryId = r.id;
        m_recovery->adopt(r);
        giveCompanion(document);
        scheduleRecovery(document); // the copy now holds what this session keeps
        return true;
    }
    // The same for a document without a file (an example whose cases were changed): its text
    // comes back as it was opened, unmodified, with the companion's data.
    if (!r.modified && r.originalPath.isEmpty()) {
        Document *document = reusableOrNewDocument();
        document->setUntitledName(tr("%1 (recovered)").arg(r.title));
        document->loadBytes(r.baseBytes.isEmpty() ? r.bytes : r.baseBytes);
        m_views.moveToStart(document);
        state(document).recoveryId = r.id;
        m_recovery->adopt(r);
        m_views.updateTitle(document);
        m_views.activate(document, true);
        giveCompanion(document);
        scheduleRecovery(document);
        Q_EMIT documentLoaded(document);
        return true;
    }

    enum class Choice {
        Mine,
        Disk,
        Both
    };
    Choice choice = Choice::Mine;
    if (r.modified && r.diskChanged()) {
        const QString shown = QDir::toNativeSeparators(r.originalPath);
        const QByteArray disk = r.diskBytes();
        const std::string diff = robots::unifiedDiff(std::string_view(disk.constData(), std::size_t(disk.size())),
                                                     std::string_view(r.bytes.constData(), std::size_t(r.bytes.size())),
                                                     tr("%1 (on disk)").arg(shown).toStdString(),
                                                     tr("%1 (recovered copy)").arg(shown).toStdString());
        Question question;
        question.kind = Question::Kind::RecoveryConflict;
        question.title = tr("File Changed Since the Copy");
        question.text = QFileInfo::exists(r.originalPath)
                            ? tr("%1 changed on disk after its crash-recovery copy was made (%2).").arg(shown, savedAt)
                            : tr("%1 was deleted after its crash-recovery copy was made (%2).").arg(shown, savedAt);
        question.informativeText =
            tr("Restore My Copy shows the copy and warns before saving over the file; Keep the Disk File shows "
               "the file, and Undo (Ctrl+Z) brings the copy back; Open Both shows the file and the copy in a new "
               "tab. The details show what restoring the copy would change.");
        question.detailedText = QString::fromStdString(diff);
        question.buttons = QMessageBox::Yes | QMessageBox::No | QMessageBox::Open;
        question.defaultButton = QMessageBox::Open;
        question.buttonTexts = {{QMessageBox::Yes, tr("&Restore My Copy")},
                                {QMessageBox::No, tr("&Keep the Disk File")},
                                {QMessageBox::Open, tr("Open &Both")}};
        switch (ask(question)) {
        case QMessageBox::Yes:
            choice = Choice::Mine;
            break;
        case QMessageBox::No:
            choice = QFileInfo::exists(r.originalPath) ? Choice::Disk : Choice::Both;
            break;
        default: // closing the box loses nothing either
            choice = Choice::Both;
            break;
        }
    }

    if (choice == Choice::Both) {
        // The copy goes to a new untitled tab (it keeps the recovery copy and the companion's
        // data); the file, if it still exists, opens as it is now.
        if (QFileInfo::exists(r.originalPath))
            openFile(r.originalPath);
        Document *copy = m_views.createView();
        adopt(copy);
        copy->setUntitledName(tr("%1 (recovered)").arg(r.title));
        // What the copy was an edit of stays its original text: the edit impact compares with it.
        copy->loadRecovered(r.bytes, QString(), r.baseBytes);
        m_views.moveToStart(copy);
        state(copy).recoveryId = r.id;
        m_recovery->adopt(r);
        m_views.updateTitle(copy);
        m_views.activate(copy, true);
        m_views.showNotice(copy, {tr("The crash-recovery copy of %1 (%2): the file changed on disk since, and is "
                                     "open in its own tab. Save As keeps this copy.")
                                      .arg(QDir::toNativeSeparators(r.originalPath), savedAt),
                                  DocumentNotice::Kind::Information,
                                  {}});
        giveCompanion(copy);
        scheduleRecovery(copy);
        Q_EMIT documentLoaded(copy);
        return true;
    }

    Document *document = targetFor(r.originalPath);
    if (r.originalPath.isEmpty())
        document->setUntitledName(tr("%1 (recovered)").arg(r.title));
    // The file as the copy knew it is what a disk check compares with: a change made since is
    // reported (and guarded on save) as any change on disk is. For a document without a file (an
    // example, a fetched body) the base is the text it came with. Either way the base is what
    // the edit impact compares with, as before the crash.
    document->loadRecovered(r.bytes, r.originalPath, r.baseBytes);
    m_views.moveToStart(document);
    state(document).recoveryId = r.id;
    m_recovery->adopt(r);
    watch(r.originalPath);
    m_views.updateTitle(document);
    if (choice == Choice::Disk) {
        reload(document); // one undo step: Ctrl+Z brings the copy back
        m_views.showNotice(document, {tr("%1 changed on disk after its crash-recovery copy was made (%2): the file "
                                         "is shown. Undo (Ctrl+Z) brings back the recovered text.")
                                          .arg(document->displayName(), savedAt),
                                      DocumentNotice::Kind::Information,
                                      {}});
    } else if (document->checkDisk() != Document::DiskState::Unchanged) {
        handleDiskChange(document);
    } else {
        m_views.showNotice(document, {tr("Restored from a crash-recovery copy of %1. Save to keep it.").arg(savedAt),
                                      DocumentNotice::Kind::Information,
                                      {}});
    }
    giveCompanion(document);
    Q_EMIT documentLoaded(document);
    return true;
}

// ----------------------------------------------------------------------------------------------
// Questions

QMessageBox::StandardButton DocumentManager::ask(const Question &question)
{
    return m_ask ? m_ask(question) : askWithDialog(question);
}

void DocumentManager::showError(const QString &text)
{
    Question question;
    question.kind = Question::Kind::Error;
    question.title = tr("Robots.txt Studio");
    question.text = text;
    question.buttons = QMessageBox::Ok;
    question.defaultButton = QMessageBox::Ok;
    Q_EMIT statusMessage(text, 0);
    ask(question);
}

QMessageBox::StandardButton DocumentManager::askWithDialog(const Question &question)
{
    QMessageBox::Icon icon = QMessageBox::Warning;
    if (question.kind == Question::Kind::RestoreRecovery || question.kind == Question::Kind::RecoveryConflict)
        icon = QMessageBox::Question;
    else if (question.kind == Question::Kind::Error)
        icon = QMessageBox::Critical;
    QMessageBox box(icon, question.title, question.text, question.buttons, m_dialogParent);
    box.setObjectName(QStringLiteral("questionBox"));
    box.setInformativeText(question.informativeText);
    box.setDetailedText(question.detailedText);
    if (question.defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(question.defaultButton);
    for (auto it = question.buttonTexts.cbegin(); it != question.buttonTexts.cend(); ++it) {
        if (QAbstractButton *button = box.button(it.key()))
            button->setText(it.value());
    }
    box.setWindowModality(Qt::WindowModal);
    return QMessageBox::StandardButton(box.exec());
}

} // namespace robots::ui
