// SPDX-License-Identifier: MIT
#include "settings/settingsdialog.h"

#include "analysis/agentpresets.h"
#include "analysis/dialectlistmodel.h"
#include "i18n/translations.h"
#include "settings/appsettings.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace robots::ui {

namespace {

constexpr int CustomRole = Qt::UserRole + 1;

// A checkable row of the agent list; CUSTOM rows (the user's own names) can be removed.
QListWidgetItem *addAgentItem(QListWidget *list, const QString &name, const QString &toolTip, bool custom, bool checked)
{
    auto *item = new QListWidgetItem(name, list);
    item->setToolTip(toolTip);
    item->setData(CustomRole, custom);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    return item;
}

} // namespace

SettingsDialog::SettingsDialog(const KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Configure Robots.txt Studio"));
    auto *pages = new QTabWidget(this);
    pages->setObjectName(QStringLiteral("settingsPages"));
    pages->setAccessibleName(tr("Settings pages"));
    pages->addTab(createTesterPage(), tr("&Tester"));
    pages->addTab(createEditorPage(repository), tr("&Editor"));
    pages->addTab(createFetchPage(), tr("&Fetching"));
    pages->addTab(createLanguagePage(), tr("&Language"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply |
                                         QDialogButtonBox::RestoreDefaults,
                                     this);
    m_buttons->setObjectName(QStringLiteral("settingsButtons"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(pages);
    layout->addWidget(m_buttons);
    load();
}

SettingsDialog::~SettingsDialog() = default;

QWidget *SettingsDialog::createTesterPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);

    auto *dialectsLabel = new QLabel(tr("&Dialects new documents are tested under:"), page);
    m_dialects = new DialectListModel(this);
    m_dialectView = new QListView(page);
    m_dialectView->setObjectName(QStringLiteral("settingsDialects"));
    m_dialectView->setModel(m_dialects);
    m_dialectView->setAccessibleName(tr("Default dialects"));
    dialectsLabel->setBuddy(m_dialectView);
    layout->addWidget(dialectsLabel);
    layout->addWidget(m_dialectView, 1);

    auto *agentsLabel = new QLabel(tr("&Agents new URLs are tested with:"), page);
    m_agents = new QListWidget(page);
    m_agents->setObjectName(QStringLiteral("settingsAgents"));
    m_agents->setAccessibleName(tr("Default agents"));
    agentsLabel->setBuddy(m_agents);
    layout->addWidget(agentsLabel);
    layout->addWidget(m_agents, 2);

    auto *row = new QHBoxLayout;
    m_newAgent = new QLineEdit(page);
    m_newAgent->setObjectName(QStringLiteral("settingsNewAgent"));
    m_newAgent->setAccessibleName(tr("New agent name"));
    m_newAgent->setPlaceholderText(tr("Agent name, e.g. MyCrawler"));
    m_addAgent = new QPushButton(tr("Add A&gent"), page);
    m_addAgent->setObjectName(QStringLiteral("settingsAddAgent"));
    m_addAgent->setEnabled(false);
    m_removeAgent = new QPushButton(tr("&Remove Agent"), page);
    m_removeAgent->setObjectName(QStringLiteral("settingsRemoveAgent"));
    m_removeAgent->setEnabled(false);
    row->addWidget(m_newAgent, 1);
    row->addWidget(m_addAgent);
    row->addWidget(m_removeAgent);
    layout->addLayout(row);
    auto *advice = new QLabel(page);
    advice->setObjectName(QStringLiteral("settingsAgentAdvice"));
    advice->setWordWrap(true);
    layout->addWidget(advice);

    connect(m_newAgent, &QLineEdit::textChanged, this, [this, advice](const QString &text) {
        m_addAgent->setEnabled(!text.trimmed().isEmpty());
        advice->setText(AgentPresets::advice(text.trimmed()));
    });
    connect(m_newAgent, &QLineEdit::returnPressed, this, [this] {
        if (addCustomAgent(m_newAgent->text()))
            m_newAgent->clear();
    });
    connect(m_addAgent, &QPushButton::clicked, this, [this] {
        if (addCustomAgent(m_newAgent->text()))
            m_newAgent->clear();
    });
    connect(m_removeAgent, &QPushButton::clicked, this, &SettingsDialog::removeSelectedAgent);
    connect(m_agents, &QListWidget::currentItemChanged, this,
            [this](QListWidgetItem *item) { m_removeAgent->setEnabled(item && item->data(CustomRole).toBool()); });
    return page;
}

QWidget *SettingsDialog::createEditorPage(const KSyntaxHighlighting::Repository &repository)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);

    m_theme = new QComboBox(page);
    m_theme->setObjectName(QStringLiteral("settingsTheme"));
    m_theme->addItem(tr("Automatic (follow the palette)"), QString());
    QList<KSyntaxHighlighting::Theme> themes = repository.themes();
    std::sort(themes.begin(), themes.end(), [](const auto &a, const auto &b) {
        return QString::localeAwareCompare(a.translatedName(), b.translatedName()) < 0;
    });
    for (const KSyntaxHighlighting::Theme &theme : std::as_const(themes))
        m_theme->addItem(theme.translatedName(), theme.name());
    form->addRow(tr("T&heme:"), m_theme);

    m_font = new QFontComboBox(page);
    m_font->setObjectName(QStringLiteral("settingsFont"));
    m_font->setFontFilters(QFontComboBox::MonospacedFonts);
    form->addRow(tr("Fo&nt:"), m_font);
    m_fontSize = new QDoubleSpinBox(page);
    m_fontSize->setObjectName(QStringLiteral("settingsFontSize"));
    m_fontSize->setRange(4, 72);
    m_fontSize->setDecimals(1);
    m_fontSize->setSuffix(tr(" pt"));
    form->addRow(tr("Font &size:"), m_fontSize);
    return page;
}

QWidget *SettingsDialog::createFetchPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_timeout = new QSpinBox(page);
    m_timeout->setObjectName(QStringLiteral("settingsTimeout"));
    m_timeout->setRange(AppSettings::MinFetchTimeout, AppSettings::MaxFetchTimeout);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(
        tr("The longest a fetch may take, redirects included: a server that sends nothing, or trickles, is cut off."));
    form->addRow(tr("Time-&out:"), m_timeout);
    m_userAgent = new QLineEdit(page);
    m_userAgent->setObjectName(QStringLiteral("settingsUserAgent"));
    m_userAgent->setPlaceholderText(net::defaultUserAgent());
    m_userAgent->setToolTip(tr("The User-Agent header of every request for a robots.txt file (not the agent "
                               "the rules are tested for)."));
    form->addRow(tr("&User-Agent header:"), m_userAgent);
    return page;
}

QWidget *SettingsDialog::createLanguagePage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_language = new QComboBox(page);
    m_language->setObjectName(QStringLiteral("settingsLanguage"));
    m_language->addItem(tr("System"), QString());
    // Each language named in itself ("English", "日本語").
    for (const QString &code : availableLanguages())
        m_language->addItem(languageDisplayName(code), code);
    form->addRow(tr("Lan&guage:"), m_language);
    auto *note = new QLabel(tr("The new language is used from the next start of the studio."), page);
    note->setWordWrap(true);
    form->addRow(note);
    return page;
}

void SettingsDialog::setDialects(const QList<DialectId> &dialects)
{
    m_dialects->setCheckedDialects(dialects);
}

void SettingsDialog::fillAgents(const QStringList &checked, const QStringList &custom)
{
    m_agents->clear();
    QStringList listed;
    for (const AgentPreset &preset : AgentPresets::all()) {
        addAgentItem(m_agents, preset.name, preset.family, false, checked.contains(preset.name));
        listed << preset.name;
    }
    // Custom agents, and checked names that are not presets (e.g. written by an older version).
    QStringList extra = custom;
    for (const QString &name : checked) {
        if (!listed.contains(name) && !extra.contains(name))
            extra << name;
    }
    for (const QString &name : std::as_const(extra)) {
        if (listed.contains(name))
            continue;
        addAgentItem(m_agents, name, tr("Custom agent"), true, checked.contains(name));
    }
}

bool SettingsDialog::addCustomAgent(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return false;
    if (!m_agents->findItems(trimmed, Qt::MatchExactly).isEmpty())
        return false;
    m_agents->setCurrentItem(addAgentItem(m_agents, trimmed, tr("Custom agent"), true, true));
    return true;
}

void SettingsDialog::removeSelectedAgent()
{
    QListWidgetItem *item = m_agents->currentItem();
    if (item && item->data(CustomRole).toBool())
        delete item;
}

void SettingsDialog::load()
{
    setDialects(AppSettings::defaultDialects());
    fillAgents(AppSettings::defaultAgents(), AppSettings::customAgents());
    const int theme = m_theme->findData(AppSettings::theme());
    m_theme->setCurrentIndex(std::max(0, theme));
    const QFont font = AppSettings::editorFont();
    m_font->setCurrentFont(font);
    m_fontSize->setValue(font.pointSizeF());
    m_timeout->setValue(AppSettings::fetchTimeoutSeconds());
    const QString agent = AppSettings::fetchUserAgent();
    m_userAgent->setText(agent == net::defaultUserAgent() ? QString() : agent);
    m_language->setCurrentIndex(std::max(0, m_language->findData(AppSettings::language())));
}

void SettingsDialog::restoreDefaults()
{
    setDialects({allDialects().front().id()});
    fillAgents({QStringLiteral("Googlebot")}, {});
    m_theme->setCurrentIndex(0);
    const QFont font = AppSettings::defaultEditorFont();
    m_font->setCurrentFont(font);
    m_fontSize->setValue(font.pointSizeF());
    m_timeout->setValue(AppSettings::DefaultFetchTimeout);
    m_userAgent->clear();
    m_language->setCurrentIndex(0);
}

void SettingsDialog::apply()
{
    QSignalBlocker blocker(AppSettings::notifier()); // one announcement for all of them
    QList<DialectId> dialects = m_dialects->checkedDialects();
    if (dialects.isEmpty())
        dialects << allDialects().front().id();
    AppSettings::setDefaultDialects(dialects);
    QStringList checked;
    QStringList custom;
    for (int i = 0; i < m_agents->count(); ++i) {
        const QListWidgetItem *item = m_agents->item(i);
        if (item->checkState() == Qt::Checked)
            checked << item->text();
        if (item->data(CustomRole).toBool())
            custom << item->text();
    }
    AppSettings::setDefaultAgents(checked);
    AppSettings::setCustomAgents(custom);
    AppSettings::setTheme(m_theme->currentData().toString());
    QFont font = m_font->currentFont();
    font.setPointSizeF(m_fontSize->value());
    AppSettings::setEditorFont(font);
    AppSettings::setFetchTimeoutSeconds(m_timeout->value());
    AppSettings::setFetchUserAgent(m_userAgent->text());
    AppSettings::setLanguage(m_language->currentData().toString());
    blocker.unblock();
    Q_EMIT AppSettings::notifier()->changed();
    Q_EMIT applied();
}

} // namespace robots::ui
