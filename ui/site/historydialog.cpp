// SPDX-License-Identifier: MIT
#include "site/historydialog.h"

#include "analysis/messages.h"
#include "net/historystore.h"

#include <robots/studio/textedit.h>

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <string>

namespace robots::siteui {

namespace {

std::string_view viewOf(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

QString fromStd(const std::string &text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The lines of a unified diff in the colours every diff viewer uses: removed red, added green,
// hunk headers blue (on the palette's base, so a dark theme stays readable).
void showColouredDiff(QPlainTextEdit *view, const QString &diff)
{
    view->clear();
    QTextCursor cursor(view->document());
    const bool dark = view->palette().base().color().lightness() < 128;
    QTextCharFormat removed;
    removed.setBackground(dark ? QColor(0x5c, 0x1f, 0x24) : QColor(0xff, 0xeb, 0xe9));
    removed.setForeground(dark ? QColor(0xff, 0xb4, 0xb0) : QColor(0x82, 0x07, 0x1e));
    QTextCharFormat added;
    added.setBackground(dark ? QColor(0x1b, 0x4b, 0x2c) : QColor(0xe6, 0xff, 0xec));
    added.setForeground(dark ? QColor(0xa8, 0xf0, 0xb8) : QColor(0x11, 0x63, 0x29));
    QTextCharFormat hunk;
    hunk.setForeground(dark ? QColor(0x79, 0xc0, 0xff) : QColor(0x05, 0x50, 0xae));
    const QTextCharFormat plain;
    const QStringList lines = diff.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (i == lines.size() - 1 && line.isEmpty())
            break;
        QTextCharFormat format = plain;
        if (line.startsWith(QLatin1String("+++")) || line.startsWith(QLatin1String("---")))
            format.setFontWeight(QFont::Bold);
        else if (line.startsWith(u'+'))
            format = added;
        else if (line.startsWith(u'-'))
            format = removed;
        else if (line.startsWith(QLatin1String("@@")))
            format = hunk;
        if (i > 0)
            cursor.insertBlock();
        cursor.insertText(line, format);
    }
    view->moveCursor(QTextCursor::Start);
}

} // namespace

std::vector<VerdictChange> verdictChanges(const QByteArray &before, const QByteArray &after,
                                          const std::vector<robots::TestCase> &cases)
{
    std::vector<VerdictChange> out;
    if (cases.empty())
        return out;
    const robots::TestRun older = robots::runTestSet(viewOf(before), cases);
    const robots::TestRun newer = robots::runTestSet(viewOf(after), cases);
    // Same cases, same dialects: the outcomes line up one to one (case order, then dialect order).
    const std::size_t n = std::min(older.outcomes.size(), newer.outcomes.size());
    for (std::size_t i = 0; i < n; ++i) {
        const robots::TestOutcome &a = older.outcomes[i];
        const robots::TestOutcome &b = newer.outcomes[i];
        if (a.decision.access == b.decision.access)
            continue;
        out.push_back({a.caseIndex, a.dialect, a.decision.access, b.decision.access, a.ruleLine, b.ruleLine});
    }
    return out;
}

HistoryDialog::HistoryDialog(net::HistoryWorker *history, const QString &origin, Hooks hooks, QWidget *parent)
    : QDialog(parent)
    , m_history(history)
    , m_origin(origin)
    , m_hooks(std::move(hooks))
    , m_versions(new QTreeWidget(this))
    , m_open(new QPushButton(tr("&Open Read-Only"), this))
    , m_compare(new QPushButton(tr("&Compare"), this))
    , m_diffTitle(new QLabel(this))
    , m_diff(new QPlainTextEdit(this))
    , m_verdictSummary(new QLabel(this))
    , m_verdicts(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("siteHistoryDialog"));
    setWindowTitle(tr("History of %1").arg(origin));
    resize(900, 700);

    m_versions->setObjectName(QStringLiteral("historyVersions"));
    m_versions->setRootIsDecorated(false);
    m_versions->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_versions->setHeaderLabels({tr("First seen"), tr("Last seen"), tr("Fetches"), tr("Size"), tr("Status")});
    m_open->setObjectName(QStringLiteral("historyOpen"));
    m_open->setToolTip(tr("Open the selected version in a tab, read-only"));
    m_compare->setObjectName(QStringLiteral("historyCompare"));
    m_compare->setToolTip(tr("Compare two selected versions, or the selected one with the version before it"));
    m_versions->setAccessibleName(tr("Versions"));
    m_verdicts->setAccessibleName(tr("Verdicts that changed"));
    m_open->setAccessibleName(tr("Open the version read-only"));
    m_compare->setAccessibleName(tr("Compare versions"));
    m_diff->setAccessibleName(tr("Differences between the versions"));
    m_diffTitle->setObjectName(QStringLiteral("historyDiffTitle"));
    m_diffTitle->setWordWrap(true);
    m_diff->setObjectName(QStringLiteral("historyDiffView"));
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_verdictSummary->setObjectName(QStringLiteral("historyVerdictSummary"));
    m_verdictSummary->setWordWrap(true);
    m_verdicts->setObjectName(QStringLiteral("historyVerdicts"));
    m_verdicts->setRootIsDecorated(false);
    m_verdicts->setHeaderLabels({tr("URL"), tr("Agent"), tr("Dialect"), tr("Older version"), tr("Newer version")});

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_compare);
    buttons->addStretch(1);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_versions);
    topLayout->addLayout(buttons);
    auto *middle = new QWidget(this);
    auto *middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    middleLayout->addWidget(m_diffTitle);
    middleLayout->addWidget(m_diff);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_verdictSummary);
    bottomLayout->addWidget(m_verdicts);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(middle);
    splitter->addWidget(bottom);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(close);

    connect(m_versions, &QTreeWidget::itemSelectionChanged, this, &HistoryDialog::onSelectionChanged);
    connect(m_versions, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *item) { openVersion(m_versions->indexOfTopLevelItem(item)); });
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem *item = m_versions->currentItem())
            openVersion(m_versions->indexOfTopLevelItem(item));
    });
    connect(m_compare, &QPushButton::clicked, this, &HistoryDialog::compareSelected);
    reload();
}

void HistoryDialog::reload()
{
    if (!m_history)
        return;
    m_history->run(
        this,
        [origin = m_origin](net::HistoryStore &store) {
            return store.isOpen() ? store.versions(origin) : QList<net::HistoryStore::Version>();
        },
        [this](const QList<net::HistoryStore::Version> &versions) { showVersions(versions); });
}

void HistoryDialog::showVersions(const QList<net::HistoryStore::Version> &versions)
{
    m_versions->clear();
    m_versionIds.clear();
    const QLocale locale;
    for (const net::HistoryStore::Version &v : versions) {
        const QString status = v.status ? QString::number(*v.status) : QString();
        auto *item = new QTreeWidgetItem(m_versions);
        item->setText(0, locale.toString(v.firstSeen.toLocalTime(), QLocale::ShortFormat));
        item->setText(1, locale.toString(v.lastSeen.toLocalTime(), QLocale::ShortFormat));
        item->setText(2, locale.toString(v.fetches));
        item->setText(3, locale.formattedDataSize(v.size, 1, QLocale::DataSizeTraditionalFormat));
        item->setText(4, status);
        item->setToolTip(0, tr("SHA-256 %1").arg(QString::fromLatin1(v.sha256)));
        m_versionIds.append(v.id);
    }
    for (int c = 0; c < m_versions->columnCount(); ++c)
        m_versions->resizeColumnToContents(c);
    m_diffTitle->setText(m_versionIds.size() < 2 ? tr("Only one version is known: nothing to compare yet.")
                                                 : tr("Select two versions and Compare."));
    onSelectionChanged();
    Q_EMIT versionsShown();
}

void HistoryDialog::onSelectionChanged()
{
    const QList<QTreeWidgetItem *> selected = m_versions->selectedItems();
    m_open->setEnabled(selected.size() == 1);
    const bool pair = selected.size() == 2;
    const bool withPrevious =
        selected.size() == 1 && m_versions->indexOfTopLevelItem(selected.first()) + 1 < m_versionIds.size();
    m_compare->setEnabled(pair || withPrevious);
}

void HistoryDialog::compareSelected()
{
    const QList<QTreeWidgetItem *> selected = m_versions->selectedItems();
    if (selected.size() == 2) {
        compare(m_versions->indexOfTopLevelItem(selected[0]), m_versions->indexOfTopLevelItem(selected[1]));
    } else if (selected.size() == 1) {
        const int row = m_versions->indexOfTopLevelItem(selected[0]);
        compare(row, row + 1);
    }
}

QString HistoryDialog::versionTitle(int row) const
{
    const QTreeWidgetItem *item = m_versions->topLevelItem(row);
    return item ? tr("%1 (last seen %2)").arg(m_origin, item->text(1)) : m_origin;
}

void HistoryDialog::compare(int rowA, int rowB)
{
    if (rowA < 0 || rowB < 0 || rowA >= m_versionIds.size() || rowB >= m_versionIds.size() || rowA == rowB)
        return;
    // Rows are newest first: the larger row is the older version.
    const int older = std::max(rowA, rowB);
    const int newer = std::min(rowA, rowB);
    {
        const QSignalBlocker blocker(m_versions);
        m_versions->clearSelection();
        m_versions->topLevelItem(older)->setSelected(true);
        m_versions->topLevelItem(newer)->setSelected(true);
    }
    onSelectionChanged();
    if (!m_history)
        return;
    const quint64 comparison = ++m_comparisons;
    using Bodies = std::pair<QByteArray, QByteArray>;
    m_history->run(
        this,
        [olderId = m_versionIds[older], newerId = m_versionIds[newer]](net::HistoryStore &store) {
            if (!store.isOpen())
                return Bodies();
            return Bodies{store.body(olderId).value_or(QByteArray()), store.body(newerId).value_or(QByteArray())};
        },
        [this, comparison, older, newer](const Bodies &bodies) {
            if (comparison == m_comparisons) // a later comparison replaces this one
                showComparison(older, newer, bodies.first, bodies.second);
        });
}

void HistoryDialog::showComparison(int older, int newer, const QByteArray &before, const QByteArray &after)
{
    const QString olderName = m_versions->topLevelItem(older)->text(1);
    const QString newerName = m_versions->topLevelItem(newer)->text(1);
    const std::string diff =
        robots::unifiedDiff(viewOf(before), viewOf(after), olderName.toStdString(), newerName.toStdString());
    m_diffTitle->setText(
        tr("Changes from the version last seen %1 to the version last seen %2:").arg(olderName, newerName));
    if (diff.empty())
        m_diff->setPlainText(tr("The two versions are the same."));
    else
        showColouredDiff(m_diff, fromStd(diff));

    m_verdicts->clear();
    const std::vector<robots::TestCase> cases =
        m_hooks.testCases ? m_hooks.testCases() : std::vector<robots::TestCase>{};
    if (cases.empty()) {
        m_verdictSummary->setText(tr("The current document has no test cases to compare verdicts with."));
        Q_EMIT compared();
        return;
    }
    const std::vector<VerdictChange> changes = verdictChanges(before, after, cases);
    if (changes.empty())
        m_verdictSummary->setText(
            tr("No verdict of the current test set changed (%n case(s)).", nullptr, int(cases.size())));
    else
        m_verdictSummary->setText(tr("%n verdict(s) of the current test set changed:", nullptr, int(changes.size())));
    const auto verdictWithLine = [](robots::Access access, std::uint32_t line) {
        return line > 0 ? tr("%1 (line %2)").arg(ui::accessText(access)).arg(line) : ui::accessText(access);
    };
    for (const VerdictChange &change : changes) {
        const robots::TestCase &c = cases[change.caseIndex];
        auto *item = new QTreeWidgetItem(m_verdicts);
        item->setText(0, fromStd(c.url));
        item->setText(1, fromStd(c.agent));
        item->setText(2, change.dialect ? ui::dialectTitle(*change.dialect) : QString());
        item->setText(3, verdictWithLine(change.before, change.beforeLine));
        item->setText(4, verdictWithLine(change.after, change.afterLine));
    }
    for (int c = 0; c < m_verdicts->columnCount(); ++c)
        m_verdicts->resizeColumnToContents(c);
    Q_EMIT compared();
}

void HistoryDialog::openVersion(int row)
{
    if (row < 0 || row >= m_versionIds.size() || !m_hooks.openReadOnly || !m_history)
        return;
    m_history->run(
        this,
        [id = m_versionIds[row]](net::HistoryStore &store) {
            return store.isOpen() ? store.body(id) : std::optional<QByteArray>();
        },
        [this, title = versionTitle(row)](const std::optional<QByteArray> &bytes) {
            if (bytes)
                m_hooks.openReadOnly(*bytes, title);
        });
}

} // namespace robots::siteui
