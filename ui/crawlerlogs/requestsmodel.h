// SPDX-License-Identifier: MIT
#pragma once

#include "net/logaudit.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace robots::crawlerlogs {

/// The recorded requests of one crawler (net::CrawlerRecord), with the deciding line's text taken
/// from the version in force.
class RequestsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        WhereColumn,
        TimeColumn,
        HostColumn,
        UrlColumn,
        ClientColumn,
        VerificationColumn,
        JudgementColumn,
        RuleColumn,
        VersionColumn,
        ColumnCount
    };
    enum Role {
        VersionIdRole = Qt::UserRole + 1, ///< net::RecordedRequest::versionId
        LineRole,                         ///< The deciding line (0: none)
    };

    using QAbstractTableModel::QAbstractTableModel;

    /// Shows `crawler`'s records of `result` (kept alive by the model); log file paths by index.
    void setRecord(std::shared_ptr<const net::LogAuditResult> result, int crawler, QStringList files);
    void clear();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The line `line` (from 1) of a version's text, without its line ending.
    static QString lineOf(std::string_view body, std::uint32_t line);

private:
    std::shared_ptr<const net::LogAuditResult> m_result;
    const net::CrawlerRecord *m_record = nullptr;
    QStringList m_files;
};

/// Words for the core's values (shared by the table and the drill-down).
QString verificationText(robots::Verification verification);
QString judgementText(robots::Judgement judgement);
QString problemText(robots::LogLineProblem problem);

} // namespace robots::crawlerlogs
