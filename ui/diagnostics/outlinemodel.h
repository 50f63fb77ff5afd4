// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/documentanalyzer.h"

#include <QAbstractItemModel>
#include <QList>

namespace robots::ui {

/// The structure of the file as one dialect reads it: its groups (records) with their agents,
/// rules and other records; the rules and records outside any group; the sitemaps. Where a
/// 1994-style reader (records end at blank lines) splits a record because a User-agent follows a
/// rule with no blank line between (the seeds' "malformed record", WWW::RobotRules' "ancient
/// castle"), a row says so between the two groups; so does the place where a dialect's byte limit
/// stops reading.
///
/// Built from the analysis' parse for dialect() — the core's groups as they are, never
/// re-derived. An analysis that keeps the tree's shape (the same rows under the same parents)
/// changes the rows' data in place (dataChanged), so views keep their expansion; any other
/// analysis resets the model.
class OutlineModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        LineColumn,
        ColumnCount
    };
    enum class NodeKind {
        Group,   ///< a group (record); children: its agents, rules and records
        Agent,   ///< a User-agent line of a group
        Rule,    ///< an Allow / Disallow line
        Record,  ///< Crawl-delay, Request-rate, Host, Clean-param
        Split,   ///< where the dialect splits records (malformed record, byte limit)
        Outside, ///< rules and records outside any group
        Sitemaps,
        Sitemap,
    };
    enum Role {
        KindRole = Qt::UserRole + 1, ///< int(NodeKind)
        LineRole,                    ///< 1-based line to jump to
        LastLineRole,                ///< groups: their last line
        GroupRole,                   ///< index in RobotsFile::groups(), or -1
        ActiveRole,                  ///< false for rules the dialect does not use, dropped groups
    };

    explicit OutlineModel(QObject *parent = nullptr);

    /// The dialect whose reading is shown (default rfc9309). The analysis must contain it
    /// (DocumentAnalyzer::setClientDialects); otherwise the outline is empty.
    void setDialect(DialectId dialect);
    DialectId dialect() const { return m_dialect; }

    /// Shows ANALYSIS as dialect() reads it. O(lines).
    void setAnalysis(const AnalysisPtr &analysis);
    AnalysisPtr analysis() const { return m_analysis; }
    /// The reading shown, or nullptr.
    const RobotsFile *file() const;

    /// The row of group GROUP (index in RobotsFile::groups()).
    QModelIndex groupIndex(int group) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node
    {
        NodeKind kind = NodeKind::Group;
        int parent = -1; ///< index into m_nodes, -1 for top level
        int row = 0;     ///< row under the parent
        QList<int> children;
        QString text;
        QString toolTip;
        int line = 0;
        int lastLine = 0;
        int group = -1;
        bool active = true;
    };
    void rebuild();
    void build();
    bool sameShape(const QList<Node> &nodes, const QList<int> &top) const;
    void announceChanges(const QList<Node> &before);
    int addNode(Node node);

    DialectId m_dialect = DialectId::Rfc9309;
    AnalysisPtr m_analysis;
    QList<Node> m_nodes;
    QList<int> m_top;
};

} // namespace robots::ui
