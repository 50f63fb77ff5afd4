// SPDX-License-Identifier: MIT
#pragma once

// Settings → Configure Robots.txt Studio…: the preferences of AppSettings in one dialog.
// The widgets show the stored values when the dialog opens; OK and Apply write them (the main
// window follows at once: theme, editor font, fetch options, tester defaults); Restore Defaults
// puts the defaults into the widgets (written on Apply/OK); Cancel forgets the edits.

#include <QDialog>

#include <robots/dialect.h>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFontComboBox;
class QLineEdit;
class QListView;
class QListWidget;
class QPushButton;
class QSpinBox;
class QDoubleSpinBox;

namespace KSyntaxHighlighting {
class Repository;
}

namespace robots::ui {

class DialectListModel;

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    /// REPOSITORY lists the editor themes.
    explicit SettingsDialog(const KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    /// Writes the widgets' values to AppSettings.
    void apply();
    /// Puts the defaults into the widgets (not written until apply()).
    void restoreDefaults();
    /// Shows the stored values in the widgets.
    void load();

    /// Adds NAME as a custom agent (checked); false when empty or already listed.
    bool addCustomAgent(const QString &name);
    /// Removes the selected custom agent (presets cannot be removed).
    void removeSelectedAgent();

    // The widgets, for tests.
    QDialogButtonBox *buttonBox() const { return m_buttons; }
    DialectListModel *dialectModel() const { return m_dialects; }
    QListWidget *agentList() const { return m_agents; }
    QComboBox *themeBox() const { return m_theme; }
    QFontComboBox *fontBox() const { return m_font; }
    QDoubleSpinBox *fontSizeBox() const { return m_fontSize; }
    QSpinBox *timeoutBox() const { return m_timeout; }
    QLineEdit *userAgentEdit() const { return m_userAgent; }
    QComboBox *languageBox() const { return m_language; }

Q_SIGNALS:
    /// The settings were written (OK or Apply).
    void applied();

private:
    QWidget *createTesterPage();
    QWidget *createEditorPage(const KSyntaxHighlighting::Repository &repository);
    QWidget *createFetchPage();
    QWidget *createLanguagePage();
    void fillAgents(const QStringList &checked, const QStringList &custom);
    void setDialects(const QList<DialectId> &dialects);

    DialectListModel *m_dialects = nullptr;
    QListView *m_dialectView = nullptr;
    QListWidget *m_agents = nullptr;
    QLineEdit *m_newAgent = nullptr;
    QPushButton *m_addAgent = nullptr;
    QPushButton *m_removeAgent = nullptr;
    QComboBox *m_theme = nullptr;
    QFontComboBox *m_font = nullptr;
    QDoubleSpinBox *m_fontSize = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLineEdit *m_userAgent = nullptr;
    QComboBox *m_language = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace robots::ui
