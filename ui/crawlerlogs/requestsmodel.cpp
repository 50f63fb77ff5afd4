// SPDX-License-Identifier: MIT
#include "crawlerlogs/requestsmodel.h"

#include <QDateTime>
#include <QFileInfo>
#include <QTimeZone>

namespace robots::crawlerlogs {

QString verificationText(robots::Verification verification)
{
    switch (verification) {
    case robots::Verification::Verified:
        return RequestsModel::tr("verified");
    case robots::Verification::Unverified:
        return RequestsModel::tr("unverified");
    case robots::Verification::Spoofed:
        return RequestsModel::tr("spoofed");
    }
    return {};
}

QString judgementText(robots::Judgement judgement)
{
    switch (judgement) {
    case robots::Judgement::Allowed:
        return RequestsModel::tr("allowed");
    case robots::Judgement::WithinAllowance:
        return RequestsModel::tr("within the 24-hour allowance");
    case robots::Judgement::Violation:
        return RequestsModel::tr("violation");
    case robots::Judgement::Unjudged:
        return RequestsModel::tr("not judged (no robots.txt known)");
    }
    return {};
}

QString problemText(robots::LogLineProblem problem)
{
    switch (problem) {
    case robots::LogLineProblem::Malformed:
        return RequestsModel::tr("not a line of the log's format");
    case robots::LogLineProblem::BadTime:
        return RequestsModel::tr("the time cannot be read");
    case robots::LogLineProblem::BadRequestLine:
        return RequestsModel::tr("the request field is not \"METHOD target PROTOCOL\"");
    case robots::LogLineProblem::NoFields:
        return RequestsModel::tr("a W3C data line before any #Fields: directive");
    case robots::LogLineProblem::MissingField:
        return RequestsModel::tr("no time or no URL in the line");
    case robots::LogLineProblem::TooLong:
        return RequestsModel::tr("longer than 64 KiB (skipped unread)");
    case robots::LogLineProblem::None:
    case robots::LogLineProblem::Empty:
    case robots::LogLineProblem::Directive:
        break;
    }
    return {};
}

void RequestsModel::setRecord(std::shared_ptr<const net::LogAuditResult> result, int crawler, QStringList files)
{
    beginResetModel();
    m_result = std::move(result);
    m_files = std::move(files);
    m_record = m_result && crawler >= 0 && std::size_t(crawler) < m_result->records.size()
                   ? &m_result->records[std::size_t(crawler)]
                   : nullptr;
    endResetModel();
}

void RequestsModel::clear()
{
    setRecord(nullptr, -1, {});
}

int RequestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_record ? 0 : int(m_record->requests.size());
}

int RequestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RequestsModel::lineOf(std::string_view body, std::uint32_t line)
{
    if (line == 0)
        return {};
    std::size_t start = 0;
    for (std::uint32_t n = 1; n < line; ++n) {
        const std::size_t nl = body.find('\n', start);
        if (nl == std::string_view::npos)
            return {};
        start = nl + 1;
    }
    std::string_view text = body.substr(start, body.find('\n', start) - start);
    if (text.ends_with('\r'))
        text.remove_suffix(1);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QVariant RequestsModel::data(const QModelIndex &index, int role) const
{
    if (!m_record || !index.isValid() || index.row() >= rowCount())
        return {};
    const net::RecordedRequest &r = m_record->requests[std::size_t(index.row())];
    const net::LogAuditResult::Version *version = r.versionId ? m_result->version(r.versionId) : nullptr;
    if (role == VersionIdRole)
        return r.versionId;
    if (role == LineRole)
        return r.decidingLine;
    if (role == Qt::ToolTipRole && index.column() == RuleColumn && version)
        return tr("Double-click to open this version at line %1").arg(r.decidingLine);
    if (role != Qt::DisplayRole)
        return {};
    auto text = [](const std::string &s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
    switch (index.column()) {
    case WhereColumn:
        return tr("%1:%2").arg(QFileInfo(m_files.value(qsizetype(r.file))).fileName()).arg(r.line);
    case TimeColumn:
        return QDateTime::fromMSecsSinceEpoch(r.timeMs, QTimeZone::UTC).toString(Qt::ISODate);
    case HostColumn:
        return text(r.host);
    case UrlColumn:
        return text(r.target);
    case ClientColumn:
        return text(r.client);
    case VerificationColumn:
        return verificationText(r.verification);
    case JudgementColumn:
        return judgementText(r.judgement);
    case VersionColumn:
        return version ? text(version->label) : QString();
    case RuleColumn:
        if (!version)
            return QString();
        if (r.decidingLine == 0)
            return tr("no rule applies");
        return tr("line %1: %2").arg(r.decidingLine).arg(lineOf(version->body, r.decidingLine));
    default:
        return {};
    }
}

QVariant RequestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case WhereColumn:
        return tr("Log line");
    case TimeColumn:
        return tr("Time (UTC)");
    case HostColumn:
        return tr("Host");
    case UrlColumn:
        return tr("URL");
    case ClientColumn:
        return tr("Client");
    case VerificationColumn:
        return tr("Verification");
    case JudgementColumn:
        return tr("Judgement");
    case VersionColumn:
        return tr("robots.txt version");
    case RuleColumn:
        return tr("Deciding line");
    default:
        return {};
    }
}

} // namespace robots::crawlerlogs
