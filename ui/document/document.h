// SPDX-License-Identifier: MIT
#pragma once

#include "document/losslesscodec.h"

#include <robots/studio/encoding.h>

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTextDocument>

#include <optional>

namespace robots::ui {

/// What the bytes of a file say about its encoding, as the status bar shows it.
struct EncodingFacts
{
    bool byteOrderMark = false;
    LineEnding lineEnding = LineEnding::Lf;
    bool hasLineBreaks = false;
    bool finalNewline = false;
    bool invalidUtf8 = false; ///< some bytes are kept as raw bytes (see losslesscodec.h)
    bool nulBytes = false;
    /// The file is UTF-16 or UTF-32 text (robots/studio/encoding.h), shown decoded and saved back in it.
    std::optional<DetectedEncoding> wideEncoding;

    bool operator==(const EncodingFacts &) const = default;
};

/// A file shown in an editor: its path, the bytes last read from or written to disk, and the
/// encoding facts needed to write the editor's text back byte for byte.
///
/// The text lives in a QTextDocument the Document does not own (the editor's); lines there are
/// separated by blocks. Saving joins the blocks with the line breaks of the version last read or
/// written (matched by a line diff, so untouched and edited-in-place lines keep their own break),
/// new lines get the file's dominant break, and raw-byte code points become their bytes again:
/// open → save without an edit writes the bytes that were read, whatever they are.
///
/// A UTF-16 or UTF-32 file (with a byte order mark, or BOM-less UTF-16 of ASCII text) that
/// decodes without error is shown as its text and remembers its encoding: saving encodes the text
/// back into it (byte for byte when nothing changed) until convertToUtf8() is called. Crawlers
/// read such a file as bytes and find no rules in it (lint check R109).
///
/// Nothing here runs on a keystroke: the Document only works when loading, saving, converting and
/// checking the disk. Changing the BOM or the line endings is one undo step of the text document.
class Document : public QObject
{
    Q_OBJECT
public:
    /// Attaches to TEXT (which must outlive the Document), emptying it.
    explicit Document(QTextDocument *text, QObject *parent = nullptr);
    ~Document() override;

    QTextDocument *textDocument() const { return m_text; }

    /// The absolute path of the file, empty for a new document.
    QString filePath() const { return m_path; }
    /// The file name, or the name given with setUntitledName() for a new document.
    QString displayName() const;
    void setUntitledName(const QString &name);

    /// Reads PATH and shows its text. On failure returns false with errorString() set, and the
    /// document is unchanged. Costs a read of the file and one decoding pass.
    bool load(const QString &path);
    /// Shows BYTES as the contents of PATH (empty for a new document) and marks the document
    /// unmodified; clears the undo history.
    void loadBytes(const QByteArray &bytes, const QString &path = QString());
    /// Shows RECOVERED (a crash-recovery copy) for PATH, modified until saved. BASE, when given,
    /// becomes originalBytes(): the text the document was opened with or last saved before the
    /// crash (for a file, what it held when the copy was made: a later disk check reports a change
    /// made since as any change on disk is; for an example or a fetched body, the text it came
    /// with). Without it, the bytes on disk now (nothing for a new document). factsChanged() is
    /// emitted once BASE is in place, so what compares with originalBytes() (the tester's edit
    /// impact) compares with it and not with the copy.
    void loadRecovered(const QByteArray &recovered, const QString &path,
                       const std::optional<QByteArray> &base = std::nullopt);

    /// Writes the text to filePath() atomically (QSaveFile). Returns false with errorString() set
    /// when there is no path or the write fails; the document then stays as it was.
    bool save();
    /// Writes the text to PATH atomically and makes PATH the document's file.
    bool saveAs(const QString &path);
    QString errorString() const { return m_error; }

    /// The bytes that save() would write now. Costs a pass over the text and a line diff.
    QByteArray encodedBytes() const;
    /// The bytes as last read from or written to disk (empty for a new document).
    QByteArray originalBytes() const { return m_diskBytes; }

    /// The encoding facts of the document as it would be saved now, except invalidUtf8 and
    /// nulBytes, which are those of the last load or save (they would cost a pass per keystroke).
    EncodingFacts facts() const;

    /// True when saving would change the file: the text was edited, the BOM or the line endings
    /// were changed, or the user chose to keep their text over a change on disk. Never while the
    /// text is kept elsewhere and the document has no file (setKeptElsewhere()).
    bool isModified() const;
    /// The text is kept as it changes by something other than a file (a lesson's tab: the
    /// student's text is the lesson's progress, LessonProgress): while the document has no file,
    /// it has no unsaved changes, so closing or quitting asks nothing about it and no
    /// crash-recovery copy is made of it. Saving it as a file makes it an ordinary document.
    void setKeptElsewhere(bool kept);
    bool isKeptElsewhere() const { return m_keptElsewhere; }
    /// Marks the document as saved (false) or as needing a save (true).
    void setModified(bool modified);

    /// Adds or removes the UTF-8 byte order mark, as one undo step.
    void setByteOrderMark(bool on);
    /// The UTF-16 or UTF-32 encoding the document is saved in; nullopt for UTF-8.
    std::optional<DetectedEncoding> wideEncoding() const { return m_encoding.wideEncoding; }
    /// Saves the text as UTF-8 from now on (with a byte order mark when BYTE_ORDER_MARK), as one
    /// undo step; the text does not change. Does nothing for a document already in UTF-8.
    void convertToUtf8(bool byteOrderMark = false);
    /// The encoding a file of BYTES is opened in: its UTF-16 or UTF-32 encoding when it is such
    /// text and decodes without error, else nullopt (UTF-8, with raw bytes kept as they are).
    static std::optional<DetectedEncoding> wideEncodingOf(const QByteArray &bytes);
    /// Makes every line break LINE_BREAK (the lines there are and those to come), as one undo step.
    /// Does nothing when the file already uses only LINE_BREAK.
    void convertLineEndings(LineBreak lineBreak);
    /// The break a new line gets.
    LineBreak preferredLineBreak() const;

    enum class DiskState {
        Unchanged, ///< the file holds the bytes last read or written
        Changed,   ///< someone else wrote the file
        Removed,   ///< the file is gone (or unreadable)
    };
    /// Compares the file on disk with originalBytes(). Costs a read of the file.
    DiskState checkDisk() const;
    /// Replaces the text by what the file holds now, as one undo step (Ctrl+Z brings the previous
    /// text back), and marks the document unmodified. False with errorString() when unreadable.
    bool reload();
    /// Accepts that the file changed on disk while keeping the text: the document stays modified
    /// until saved, and the current disk bytes become the ones compared with.
    void keepDespiteDiskChange();

    /// "LF", "CRLF", "CR" or "Mixed" (translated).
    static QString lineEndingName(LineEnding lineEnding);

Q_SIGNALS:
    void modificationChanged(bool modified);
    void filePathChanged(const QString &path);
    /// The BOM, the line endings or the facts of the last load or save changed.
    void factsChanged();
    void saved();

private:
    friend class EncodingUndoItem;
    struct EncodingState
    {
        bool byteOrderMark = false;
        std::optional<LineBreak> lineEndingsTo;       // set: every break converted to this
        std::optional<DetectedEncoding> wideEncoding; // set: saved as UTF-16 or UTF-32
        bool operator==(const EncodingState &) const = default;
    };
    void applyEncodingState(const EncodingState &state);
    void pushEncodingChange(const EncodingState &next);
    void setBaseline(const DecodedText &decoded, const QByteArray &bytes, std::optional<DetectedEncoding> wide);
    QStringList currentLines() const;
    QList<LineBreak> currentBreaks(const QStringList &lines) const;
    bool writeFile(const QString &path);
    void updateModified();

    QPointer<QTextDocument> m_text;
    QString m_path;
    QString m_untitledName;
    QString m_error;
    QByteArray m_diskBytes;
    // The version last read or written: its lines and breaks are what saving matches against.
    QStringList m_baseLines;
    QList<LineBreak> m_baseBreaks;
    bool m_baseByteOrderMark = false;
    std::optional<DetectedEncoding> m_baseWideEncoding;
    bool m_baseRawBytes = false;
    bool m_baseNulBytes = false;
    EncodingState m_encoding;
    LineEnding m_baseLineEnding = LineEnding::Lf;
    LineBreak m_baseDominantBreak = LineBreak::Lf;
    bool m_forcedModified = false;
    bool m_lastModified = false;
    bool m_keptElsewhere = false;
};

} // namespace robots::ui
