// SPDX-License-Identifier: MIT
#include "tester/addcasesdialog.h"

#include "analysis/agentpresets.h"
#include "analysis/messages.h"
#include "tester/importers.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

namespace robots::ui {

AddCasesDialog::AddCasesDialog(const QStringList &checkedAgents, QWidget *parent)
    : QDialog(parent)
    , m_urls(new QPlainTextEdit(this))
    , m_presets(new QTreeWidget(this))
    , m_custom(new QLineEdit(this))
    , m_advice(new QLabel(this))
    , m_expected(new QComboBox(this))
    , m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("addCasesDialog"));
    setWindowTitle(tr("Add Test Cases"));

    m_urls->setObjectName(QStringLiteral("addCasesUrls"));
    m_urls->setAccessibleName(tr("URLs, one per line"));
    m_urls->setPlaceholderText(tr("/\n/private/page.html\nhttps://example.com/search?q=robots"));

    m_presets->setObjectName(QStringLiteral("addCasesAgents"));
    m_presets->setAccessibleName(tr("Agent presets"));
    m_presets->setHeaderHidden(true);
    QStringList remaining = checkedAgents;
    // A family of agents under PARENT; an agent of checkedAgents is checked wherever it appears.
    const auto addFamily = [&](QTreeWidgetItem *under, const QString &family, const QStringList &agents) {
        auto *familyItem = new QTreeWidgetItem(under, {family});
        familyItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
        for (const QString &agent : agents) {
            auto *item = new QTreeWidgetItem(familyItem, {agent});
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            const bool checked = checkedAgents.contains(agent);
            remaining.removeAll(agent);
            item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
            if (checked) {
                for (QTreeWidgetItem *up = familyItem; up; up = up->parent())
                    up->setExpanded(true);
            }
        }
        return familyItem;
    };
    for (const QString &family : AgentPresets::families())
        m_presets->addTopLevelItem(addFamily(nullptr, family, AgentPresets::agentsOf(family)));
    // The crawler catalogue (docs/crawlers.md), by what the crawlers fetch pages for.
    auto *catalogue = new QTreeWidgetItem(m_presets, {tr("Crawler catalogue by purpose")});
    catalogue->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
    catalogue->setToolTip(0, tr("The crawlers the studio knows, grouped by what they fetch pages for"));
    for (const CrawlerCategory category : AgentPresets::catalogueCategories())
        addFamily(catalogue, AgentPresets::categoryTitle(category), AgentPresets::catalogueAgentsOf(category));
    m_custom->setObjectName(QStringLiteral("addCasesCustomAgents"));
    m_custom->setAccessibleName(tr("Custom agents, separated by commas"));
    m_custom->setPlaceholderText(tr("MyCrawler, OtherBot"));
    m_custom->setText(remaining.join(QStringLiteral(", ")));
    m_advice->setObjectName(QStringLiteral("addCasesAdvice"));
    m_advice->setWordWrap(true);

    m_expected->setObjectName(QStringLiteral("addCasesExpected"));
    m_count->setObjectName(QStringLiteral("addCasesCount"));
    m_expected->setAccessibleName(tr("Expected verdict"));
    m_expected->addItem(tr("No expectation"));
    m_expected->addItem(accessText(Access::Allowed), int(Access::Allowed));
    m_expected->addItem(accessText(Access::Disallowed), int(Access::Disallowed));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("addCasesButtons"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("&URLs:"), m_urls);
    form->addRow(tr("&Agents:"), m_presets);
    form->addRow(tr("&Custom agents:"), m_custom);
    form->addRow(QString(), m_advice);
    form->addRow(tr("&Expected:"), m_expected);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_count);
    layout->addWidget(buttons);

    connect(m_urls, &QPlainTextEdit::textChanged, this, &AddCasesDialog::updateState);
    connect(m_custom, &QLineEdit::textChanged, this, &AddCasesDialog::updateState);
    connect(m_presets, &QTreeWidget::itemChanged, this, &AddCasesDialog::updateState);
    updateState();
    resize(520, 560);
}

QStringList AddCasesDialog::urls() const
{
    return Importers::urlsFromText(m_urls->toPlainText());
}

QStringList AddCasesDialog::agents() const
{
    QStringList out;
    // The checked agents (the leaves), in tree order, each once.
    for (QTreeWidgetItemIterator it(m_presets, QTreeWidgetItemIterator::Checked | QTreeWidgetItemIterator::NoChildren);
         *it; ++it) {
        if (!out.contains((*it)->text(0)))
            out << (*it)->text(0);
    }
    const QStringList custom =
        m_custom->text().split(QRegularExpression(QStringLiteral("\\s*,\\s*")), Qt::SkipEmptyParts);
    for (const QString &agent : custom) {
        const QString a = agent.trimmed();
        if (!a.isEmpty() && !out.contains(a))
            out << a;
    }
    return out;
}

TestCases AddCasesDialog::cases() const
{
    TestCases out;
    std::optional<Access> expected;
    if (m_expected->currentData().isValid())
        expected = Access(m_expected->currentData().toInt());
    for (const QString &url : urls()) {
        for (const QString &agent : agents())
            out.append(TestCase{url, agent, expected, {}});
    }
    return out;
}

void AddCasesDialog::setUrls(const QStringList &urls)
{
    m_urls->setPlainText(urls.join(QLatin1Char('\n')));
}

void AddCasesDialog::updateState()
{
    QStringList advice;
    const QStringList custom =
        m_custom->text().split(QRegularExpression(QStringLiteral("\\s*,\\s*")), Qt::SkipEmptyParts);
    for (const QString &agent : custom) {
        const QString a = AgentPresets::advice(agent.trimmed());
        if (!a.isEmpty())
            advice << a;
    }
    m_advice->setText(advice.join(QLatin1Char('\n')));
    m_advice->setVisible(!advice.isEmpty());
    // Lines that are neither a URL nor a path are not added: say which, under the count.
    QStringList skipped;
    const qsizetype n = Importers::urlsFromText(m_urls->toPlainText(), &skipped).size() * agents().size();
    m_count->setText(tr("%n test case(s) will be added.", nullptr, int(n)) +
                     (skipped.isEmpty() ? QString() : QString(QLatin1Char('\n') + skipped.join(QLatin1Char(' ')))));
    if (auto *buttons = findChild<QDialogButtonBox *>())
        buttons->button(QDialogButtonBox::Ok)->setEnabled(n > 0);
}

} // namespace robots::ui
