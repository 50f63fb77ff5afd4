// SPDX-License-Identifier: MIT
#include "diagnostics/outlinemodel.h"

#include "analysis/messages.h"

#include <robots/studio/dialectrules.h>
#include <robots/studio/testset.h>

#include <QFont>
#include <QStringList>

#include <algorithm>
#include <utility>

namespace robots::ui {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString ruleStatusText(RuleStatus status)
{
    switch (status) {
    case RuleStatus::Active:
        return {};
    case RuleStatus::EmptyMatchesNothing:
        return OutlineModel::tr("empty value: matches nothing (RFC 9309 §2.2.2)");
    case RuleStatus::OutsideGroup:
        return OutlineModel::tr("no group is open: ignored (RFC 9309 §2.2.2)");
    case RuleStatus::OtherOrigin:
        return OutlineModel::tr("a URL of another site: ignored");
    case RuleStatus::Unresolvable:
        return OutlineModel::tr("a URL that cannot be resolved: ignored");
    case RuleStatus::NotAField:
        return OutlineModel::tr("this dialect has no such field: ignored");
    case RuleStatus::InvalidPattern:
        return OutlineModel::tr("a $ before the end: the rule is dropped");
    }
    return {};
}

QString recordText(const OtherRecord &record)
{
    return QStringLiteral("%1: %2").arg(fromView(canonicalKeyName(record.kind)), fromView(record.value));
}

} // namespace

OutlineModel::OutlineModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void OutlineModel::setDialect(DialectId dialect)
{
    if (dialect == m_dialect)
        return;
    m_dialect = dialect;
    rebuild();
}

void OutlineModel::setAnalysis(const AnalysisPtr &analysis)
{
    const AnalysisPtr before = std::exchange(m_analysis, analysis);
    // The budget "the window's thread never stalled > 50 ms, glyph painted <= 16 ms p90" on a
    // 500 KiB file: the outline shows no comment, so a keystroke inside a comment leaves every
    // row as it was, and the rows (thousands of them) are neither rebuilt nor compared.
    if (before && analysis && before != analysis) {
        const RobotsFile *was = before->file(m_dialect);
        const RobotsFile *is = analysis->file(m_dialect);
        if (was && is && onlyACommentChanged({was}, {is}))
            return;
    }
    rebuild();
}

const RobotsFile *OutlineModel::file() const
{
    return m_analysis ? m_analysis->file(m_dialect) : nullptr;
}

int OutlineModel::addNode(Node node)
{
    const int id = int(m_nodes.size());
    if (node.parent < 0) {
        node.row = int(m_top.size());
        m_top.append(id);
    } else {
        node.row = int(m_nodes[node.parent].children.size());
        m_nodes[node.parent].children.append(id);
    }
    m_nodes.append(std::move(node));
    return id;
}

void OutlineModel::rebuild()
{
    QList<Node> oldNodes;
    QList<int> oldTop;
    oldNodes.swap(m_nodes);
    oldTop.swap(m_top);
    build();
    if (sameShape(oldNodes, oldTop)) {
        // The budget "glyph painted <= 16 ms p90, the window's thread never stalled > 50 ms" on a
        // large file: a keystroke that keeps the groups and their rows (nearly all of them) must
        // not reset the model, which makes the view forget its expansion and re-lay every row.
        // Only the rows whose words or lines changed are announced.
        announceChanges(oldNodes);
        return;
    }
    // A new shape: the view starts over (the panel expands the groups again).
    std::swap(oldNodes, m_nodes);
    std::swap(oldTop, m_top);
    beginResetModel();
    m_nodes = std::move(oldNodes);
    m_top = std::move(oldTop);
    endResetModel();
}

bool OutlineModel::sameShape(const QList<Node> &nodes, const QList<int> &top) const
{
    if (nodes.size() != m_nodes.size() || top != m_top)
        return false;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const Node &a = nodes[i];
        const Node &b = m_nodes[i];
        if (a.kind != b.kind || a.parent != b.parent || a.row != b.row || a.children != b.children)
            return false;
    }
    return true;
}

void OutlineModel::announceChanges(const QList<Node> &before)
{
    // One signal per run of changed rows under the same parent.
    qsizetype i = 0;
    const auto differs = [&](qsizetype k) {
        const Node &a = before[k];
        const Node &b = m_nodes[k];
        return a.text != b.text || a.toolTip != b.toolTip || a.line != b.line || a.lastLine != b.lastLine ||
               a.group != b.group || a.active != b.active;
    };
    while (i < m_nodes.size()) {
        if (!differs(i)) {
            ++i;
            continue;
        }
        const qsizetype first = i;
        while (i + 1 < m_nodes.size() && m_nodes[i + 1].parent == m_nodes[first].parent &&
               m_nodes[i + 1].row == m_nodes[i].row + 1 && differs(i + 1))
            ++i;
        Q_EMIT dataChanged(createIndex(m_nodes[first].row, 0, quintptr(first)),
                           createIndex(m_nodes[i].row, ColumnCount - 1, quintptr(i)));
        ++i;
    }
}

void OutlineModel::build()
{
    m_nodes.clear();
    m_top.clear();
    const RobotsFile *f = file();
    if (!f)
        return;
    const Dialect &dialect = f->dialect();
    const bool recordsEndAtBlankLines = dialect.rules().blankLines == BlankLines::EndRecord;

    // Everything that belongs somewhere, in line order: (line, parent-to-be, node).
    struct Item
    {
        int line;
        Node node;
    };
    QList<Item> top;
    QList<QList<Item>> groupChildren(qsizetype(f->groups().size()));
    QList<Item> outside;

    for (const Group &g : f->groups()) {
        Node n;
        n.kind = NodeKind::Group;
        n.line = int(g.firstLine);
        n.lastLine = int(g.lastLine);
        n.group = int(g.index);
        QStringList agents;
        for (const AgentLine &a : g.agents)
            agents << fromView(a.value);
        if (g.startedBy == GroupStart::RulesBeforeAgent)
            n.text = tr("Rules before any User-agent (read as *)");
        else
            n.text = tr("User-agent: %1").arg(agents.join(QStringLiteral(", ")));
        n.toolTip = tr("Group %1, lines %2–%3").arg(g.index + 1).arg(g.firstLine).arg(g.lastLine);
        switch (g.fate) {
        case GroupFate::Used:
            break;
        case GroupFate::NoRules:
            n.active = false;
            n.text += QStringLiteral(" — ") + tr("dropped: no rules");
            n.toolTip += QLatin1Char('\n') + tr("This dialect forgets agents followed by a blank line before any "
                                                "rule (CPython urllib.robotparser).");
            break;
        case GroupFate::ExtraStarGroup:
            n.active = false;
            n.text += QStringLiteral(" — ") + tr("ignored: a second * group");
            n.toolTip += QLatin1Char('\n') + tr("Only the first * group counts for this dialect.");
            break;
        }
        // The split before this group (the row above it), where the previous record ended so.
        if (g.index > 0) {
            const Group &previous = f->groups()[g.index - 1];
            if (previous.endedBy == GroupEnd::AgentAfterRule && recordsEndAtBlankLines) {
                Node split;
                split.kind = NodeKind::Split;
                split.line = int(g.firstLine);
                split.group = int(g.index);
                split.text = tr("Malformed record: split before line %1 (no blank line)").arg(g.firstLine);
                split.toolTip =
                    tr("%1 separates records with blank lines. A User-agent line right after a rule makes a "
                       "malformed record, which this dialect splits here — as if a blank line had been written "
                       "(the WWW::RobotRules manual: the “ancient castle”; the 1994 standard). Add the blank line so "
                       "that every reader splits the same way.")
                        .arg(dialectTitle(dialect));
                top.append({split.line, split});
            }
        }
        top.append({n.line, n});

        if (g.endedBy == GroupEnd::ByteLimit) {
            Node split;
            split.kind = NodeKind::Split;
            split.line = int(g.lastLine);
            split.group = int(g.index);
            split.text = tr("Reading stops here (after %1 bytes)").arg(dialect.rules().maxBytes);
            split.toolTip = tr("%1 reads no further (RFC 9309 §2.5).").arg(dialectTitle(dialect));
            top.append({split.line + 1, split});
        }
    }

    for (const Group &g : f->groups()) {
        QList<Item> &children = groupChildren[g.index];
        for (const AgentLine &a : g.agents) {
            Node n;
            n.kind = NodeKind::Agent;
            n.line = int(a.line);
            n.group = int(g.index);
            n.text = tr("User-agent: %1").arg(fromView(a.value));
            if (a.token != a.value && !a.token.empty())
                n.toolTip = tr("Compared as “%1”").arg(fromView(a.token));
            children.append({n.line, n});
        }
    }
    for (const Rule &r : f->rules()) {
        if (r.origin() != RuleOrigin::Written)
            continue; // derived rules (dialect: google's index.html) have no line of their own
        Node n;
        n.kind = NodeKind::Rule;
        n.line = int(r.line());
        n.group = r.group();
        n.active = r.status() == RuleStatus::Active;
        // The rule as the core writes it ("Disallow: /x"); an empty pattern is said in words.
        n.text = r.pattern().empty() ? tr("%1: (empty)")
                                           .arg(fromView(canonicalKeyName(
                                               r.kind() == RuleKind::Allow ? LineKind::Allow : LineKind::Disallow)))
                                     : fromView(ruleText(r));
        n.toolTip = ruleStatusText(r.status());
        if (r.allowsEverything())
            n.toolTip = tr("empty value: allows everything, in file order");
        if (r.group() >= 0 && r.group() < int(groupChildren.size()))
            groupChildren[r.group()].append({n.line, n});
        else
            outside.append({n.line, n});
    }
    for (const OtherRecord &o : f->otherRecords()) {
        Node n;
        n.kind = NodeKind::Record;
        n.line = int(o.line);
        n.group = o.group;
        n.active = o.used;
        n.text = recordText(o);
        if (!o.valid)
            n.toolTip = tr("not a valid value: ignored");
        else if (!o.used)
            n.toolTip = tr("%1 does not act on it").arg(dialectTitle(dialect));
        if (o.group >= 0 && o.group < int(groupChildren.size()))
            groupChildren[o.group].append({n.line, n});
        else
            outside.append({n.line, n});
    }

    const auto byLine = [](const Item &a, const Item &b) { return a.line < b.line; };
    if (!outside.isEmpty()) {
        std::stable_sort(outside.begin(), outside.end(), byLine);
        Node n;
        n.kind = NodeKind::Outside;
        n.line = outside.front().line;
        n.text = tr("Outside any group");
        n.toolTip = tr("Rules and records before the first User-agent line belong to no group.");
        top.append({n.line, n});
    }
    std::stable_sort(top.begin(), top.end(), byLine);

    for (const Item &item : std::as_const(top)) {
        const int id = addNode(item.node);
        QList<Item> children;
        if (item.node.kind == NodeKind::Group)
            children = groupChildren[item.node.group];
        else if (item.node.kind == NodeKind::Outside)
            children = outside;
        std::stable_sort(children.begin(), children.end(), byLine);
        for (Item child : std::as_const(children)) {
            child.node.parent = id;
            addNode(child.node);
        }
    }

    if (!f->sitemaps().empty()) {
        Node n;
        n.kind = NodeKind::Sitemaps;
        n.line = int(f->sitemaps().front().line);
        n.text = tr("Sitemaps (%1)").arg(qsizetype(f->sitemaps().size()));
        n.toolTip = tr("Sitemaps belong to no group (RFC 9309 §2.2.4).");
        const int id = addNode(n);
        for (const Sitemap &s : f->sitemaps()) {
            Node child;
            child.kind = NodeKind::Sitemap;
            child.parent = id;
            child.line = int(s.line);
            child.active = s.valid;
            child.text = fromView(s.url);
            if (!s.valid)
                child.toolTip = tr("not an absolute http(s) URL");
            addNode(child);
        }
    }
}

QModelIndex OutlineModel::groupIndex(int group) const
{
    for (int id : m_top) {
        if (m_nodes[id].kind == NodeKind::Group && m_nodes[id].group == group)
            return createIndex(m_nodes[id].row, 0, quintptr(id));
    }
    return {};
}

QModelIndex OutlineModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_top.size() ? createIndex(row, column, quintptr(m_top[row])) : QModelIndex();
    if (parent.column() != 0)
        return {};
    const Node &p = m_nodes[int(parent.internalId())];
    return row < p.children.size() ? createIndex(row, column, quintptr(p.children[row])) : QModelIndex();
}

QModelIndex OutlineModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Node &n = m_nodes[int(child.internalId())];
    if (n.parent < 0)
        return {};
    return createIndex(m_nodes[n.parent].row, 0, quintptr(n.parent));
}

int OutlineModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_top.size());
    if (parent.column() != 0)
        return 0;
    return int(m_nodes[int(parent.internalId())].children.size());
}

int OutlineModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant OutlineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &n = m_nodes[int(index.internalId())];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return n.text;
        if (n.kind == NodeKind::Group && n.lastLine > n.line)
            return QStringLiteral("%1–%2").arg(n.line).arg(n.lastLine);
        return n.line;
    case Qt::ToolTipRole:
        return n.toolTip.isEmpty() ? QVariant() : QVariant(n.toolTip);
    case Qt::FontRole:
        if (n.kind == NodeKind::Split || (index.column() == NameColumn && !n.active)) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        if (n.kind == NodeKind::Group && index.column() == NameColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == LineColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case KindRole:
        return int(n.kind);
    case LineRole:
        return n.line;
    case LastLineRole:
        return n.lastLine;
    case GroupRole:
        return n.group;
    case ActiveRole:
        return n.active;
    default:
        return {};
    }
}

QVariant OutlineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Item") : tr("Line");
}

} // namespace robots::ui
