// SPDX-License-Identifier: MIT
#include "document/document.h"

#include <QAbstractUndoItem>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace robots::ui {

namespace {

LineEnding endingOf(LineBreak lineBreak)
{
    switch (lineBreak) {
    case LineBreak::Lf:
        return LineEnding::Lf;
    case LineBreak::CrLf:
        return LineEnding::CrLf;
    case LineBreak::Cr:
        return LineEnding::Cr;
    }
    return LineEnding::Lf;
}

struct ReadResult
{
    bool ok = false;
    QByteArray bytes;
    QString error;
};

ReadResult readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {false, {}, file.errorString()};
    ReadResult result{true, file.readAll(), {}};
    if (file.error() != QFileDevice::NoError)
        return {false, {}, file.errorString()};
    return result;
}

// The text of a file's bytes, from UTF-16 or UTF-32 when it is such text (Document::wideEncodingOf).
DecodedText decodeFile(const QByteArray &bytes, std::optional<DetectedEncoding> wide)
{
    if (wide) {
        const std::optional<std::string> utf8 =
            decodeWide(std::string_view(bytes.constData(), std::size_t(bytes.size())), *wide);
        Q_ASSERT(utf8);
        return decodeLossless(QByteArrayView(utf8->data(), qsizetype(utf8->size())));
    }
    return decodeLossless(bytes);
}

// The bytes of the text: UTF-8 as encodeLossless() writes it, then encoded into WIDE when set.
QByteArray encodeFile(const QByteArray &utf8, std::optional<DetectedEncoding> wide)
{
    if (!wide)
        return utf8;
    const std::string bytes = encodeWide(std::string_view(utf8.constData(), std::size_t(utf8.size())), *wide);
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

} // namespace

/// One undo step of the text document that changes the BOM or the line endings.
class EncodingUndoItem : public QAbstractUndoItem
{
public:
    EncodingUndoItem(Document *document, Document::EncodingState before, Document::EncodingState after)
        : m_document(document)
        , m_before(before)
        , m_after(after)
    {
    }
    void undo() override
    {
        if (m_document)
            m_document->applyEncodingState(m_before);
    }
    void redo() override
    {
        if (m_document)
            m_document->applyEncodingState(m_after);
    }

private:
    QPointer<Document> m_document;
    Document::EncodingState m_before;
    Document::EncodingState m_after;
};

Document::Document(QTextDocument *text, QObject *parent)
    : QObject(parent)
    , m_text(text)
{
    Q_ASSERT(text);
    connect(text, &QTextDocument::modificationChanged, this, &Document::updateModified);
    loadBytes(QByteArray());
}

Document::~Document() = default;

QString Document::displayName() const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    return m_untitledName.isEmpty() ? tr("Untitled") : m_untitledName;
}

void Document::setUntitledName(const QString &name)
{
    m_untitledName = name;
}

bool Document::load(const QString &path)
{
    const ReadResult read = readAll(path);
    if (!read.ok) {
        m_error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), read.error);
        return false;
    }
    loadBytes(read.bytes, path);
    return true;
}

std::optional<DetectedEncoding> Document::wideEncodingOf(const QByteArray &bytes)
{
    const std::string_view view(bytes.constData(), std::size_t(bytes.size()));
    const std::optional<DetectedEncoding> detected = detectWideEncoding(view);
    if (!detected || !decodeWide(view, *detected))
        return std::nullopt;
    return detected;
}

void Document::loadBytes(const QByteArray &bytes, const QString &path)
{
    const std::optional<DetectedEncoding> wide = wideEncodingOf(bytes);
    const DecodedText decoded = decodeFile(bytes, wide);
    m_text->setPlainText(decoded.lines.join(QLatin1Char('\n')));
    setBaseline(decoded, bytes, wide);
    m_encoding = {decoded.byteOrderMark, std::nullopt, wide};
    m_forcedModified = false;
    m_error.clear();
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    const bool pathChanged = absolute != m_path;
    m_path = absolute;
    m_text->setModified(false);
    updateModified();
    if (pathChanged)
        Q_EMIT filePathChanged(m_path);
    Q_EMIT factsChanged();
}

void Document::loadRecovered(const QByteArray &recovered, const QString &path, const std::optional<QByteArray> &base)
{
    loadBytes(recovered, path);
    if (base) {
        m_diskBytes = *base;
    } else {
        const ReadResult onDisk = path.isEmpty() ? ReadResult{} : readAll(path);
        m_diskBytes = onDisk.ok ? onDisk.bytes : QByteArray();
    }
    m_forcedModified = true;
    updateModified();
    // loadBytes() announced the copy's bytes as the original ones: the base is.
    Q_EMIT factsChanged();
}

bool Document::save()
{
    if (m_path.isEmpty()) {
        m_error = tr("The document has no file name yet.");
        return false;
    }
    return writeFile(m_path);
}

bool Document::saveAs(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!writeFile(absolute))
        return false;
    if (absolute != m_path) {
        m_path = absolute;
        Q_EMIT filePathChanged(m_path);
    }
    return true;
}

bool Document::writeFile(const QString &path)
{
    const QStringList lines = currentLines();
    const QList<LineBreak> breaks = currentBreaks(lines);
    const QByteArray utf8 = encodeLossless(lines, breaks, m_encoding.byteOrderMark);
    const QByteArray bytes = encodeFile(utf8, m_encoding.wideEncoding);

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        m_error = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        m_error = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        file.cancelWriting();
        return false;
    }
    m_error.clear();

    // What was written is the new reference for line breaks and for the disk checks.
    DecodedText written;
    written.lines = lines;
    written.breaks = breaks;
    written.byteOrderMark = m_encoding.byteOrderMark;
    written.rawBytes =
        std::any_of(lines.cbegin(), lines.cend(), [](const QString &line) { return containsRawBytes(line); });
    written.nulBytes = utf8.contains('\0');
    setBaseline(written, bytes, m_encoding.wideEncoding);
    m_encoding = {written.byteOrderMark, std::nullopt, m_encoding.wideEncoding};
    m_forcedModified = false;
    m_text->setModified(false);
    updateModified();
    Q_EMIT factsChanged();
    Q_EMIT saved();
    return true;
}

QByteArray Document::encodedBytes() const
{
    const QStringList lines = currentLines();
    return encodeFile(encodeLossless(lines, currentBreaks(lines), m_encoding.byteOrderMark), m_encoding.wideEncoding);
}

EncodingFacts Document::facts() const
{
    EncodingFacts facts;
    facts.byteOrderMark = m_encoding.byteOrderMark;
    facts.lineEnding = m_encoding.lineEndingsTo ? endingOf(*m_encoding.lineEndingsTo) : m_baseLineEnding;
    facts.hasLineBreaks = m_text->blockCount() > 1;
    facts.finalNewline = facts.hasLineBreaks && m_text->lastBlock().length() == 1;
    facts.invalidUtf8 = m_baseRawBytes;
    facts.nulBytes = m_baseNulBytes;
    facts.wideEncoding = m_encoding.wideEncoding;
    return facts;
}

bool Document::isModified() const
{
    if (m_keptElsewhere && m_path.isEmpty())
        return false;
    return (m_text && m_text->isModified()) || m_forcedModified || m_encoding.byteOrderMark != m_baseByteOrderMark ||
           m_encoding.lineEndingsTo.has_value() || m_encoding.wideEncoding != m_baseWideEncoding;
}

void Document::setModified(bool modified)
{
    m_forcedModified = modified;
    if (!modified)
        m_text->setModified(false);
    updateModified();
}

void Document::setKeptElsewhere(bool kept)
{
    m_keptElsewhere = kept;
    updateModified();
}

void Document::updateModified()
{
    const bool modified = isModified();
    if (modified == m_lastModified)
        return;
    m_lastModified = modified;
    Q_EMIT modificationChanged(modified);
}

void Document::setByteOrderMark(bool on)
{
    EncodingState next = m_encoding;
    next.byteOrderMark = on;
    pushEncodingChange(next);
}

void Document::convertToUtf8(bool byteOrderMark)
{
    if (!m_encoding.wideEncoding)
        return;
    EncodingState next = m_encoding;
    next.wideEncoding.reset();
    next.byteOrderMark = byteOrderMark;
    pushEncodingChange(next);
}

void Document::convertLineEndings(LineBreak lineBreak)
{
    if (facts().lineEnding == endingOf(lineBreak))
        return;
    EncodingState next = m_encoding;
    next.lineEndingsTo = lineBreak;
    pushEncodingChange(next);
}

LineBreak Document::preferredLineBreak() const
{
    return m_encoding.lineEndingsTo.value_or(m_baseDominantBreak);
}

void Document::pushEncodingChange(const EncodingState &next)
{
    if (next == m_encoding)
        return;
    auto *item = new EncodingUndoItem(this, m_encoding, next);
    applyEncodingState(next);
    m_text->appendUndoItem(item); // the text document owns the item
}

void Document::applyEncodingState(const EncodingState &state)
{
    m_encoding = state;
    updateModified();
    Q_EMIT factsChanged();
}

Document::DiskState Document::checkDisk() const
{
    if (m_path.isEmpty())
        return DiskState::Unchanged;
    const ReadResult read = readAll(m_path);
    if (!read.ok)
        return DiskState::Removed;
    return read.bytes == m_diskBytes ? DiskState::Unchanged : DiskState::Changed;
}

bool Document::reload()
{
    const ReadResult read = readAll(m_path);
    if (!read.ok) {
        m_error = tr("Cannot reload %1: %2").arg(QDir::toNativeSeparators(m_path), read.error);
        return false;
    }
    const std::optional<DetectedEncoding> wide = wideEncodingOf(read.bytes);
    const DecodedText decoded = decodeFile(read.bytes, wide);
    QTextCursor cursor(m_text);
    cursor.beginEditBlock();
    cursor.select(QTextCursor::Document);
    cursor.insertText(decoded.lines.join(QLatin1Char('\n')));
    cursor.endEditBlock();
    setBaseline(decoded, read.bytes, wide);
    m_encoding = {decoded.byteOrderMark, std::nullopt, wide};
    m_forcedModified = false;
    m_error.clear();
    m_text->setModified(false);
    updateModified();
    Q_EMIT factsChanged();
    return true;
}

void Document::keepDespiteDiskChange()
{
    const ReadResult read = readAll(m_path);
    m_diskBytes = read.ok ? read.bytes : QByteArray();
    m_forcedModified = true;
    updateModified();
}

void Document::setBaseline(const DecodedText &decoded, const QByteArray &bytes, std::optional<DetectedEncoding> wide)
{
    m_diskBytes = bytes;
    m_baseWideEncoding = wide;
    m_baseLines = decoded.lines;
    m_baseBreaks = decoded.breaks;
    m_baseByteOrderMark = decoded.byteOrderMark;
    m_baseRawBytes = decoded.rawBytes;
    m_baseNulBytes = decoded.nulBytes;
    m_baseLineEnding = lineEndingOf(decoded.breaks);
    m_baseDominantBreak = dominantBreak(decoded.breaks);
}

QStringList Document::currentLines() const
{
    QStringList lines;
    lines.reserve(m_text->blockCount());
    for (QTextBlock block = m_text->begin(); block.isValid(); block = block.next())
        lines.append(block.text());
    return lines;
}

QList<LineBreak> Document::currentBreaks(const QStringList &lines) const
{
    if (m_encoding.lineEndingsTo)
        return QList<LineBreak>(std::max<qsizetype>(lines.size() - 1, 0), *m_encoding.lineEndingsTo);
    return carryLineBreaks(m_baseLines, m_baseBreaks, lines, preferredLineBreak());
}

QString Document::lineEndingName(LineEnding lineEnding)
{
    switch (lineEnding) {
    case LineEnding::Lf:
        return tr("LF", "line feed line endings");
    case LineEnding::CrLf:
        return tr("CRLF", "carriage return + line feed line endings");
    case LineEnding::Cr:
        return tr("CR", "carriage return line endings");
    case LineEnding::Mixed:
        return tr("Mixed");
    }
    return QString();
}

} // namespace robots::ui
