// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class QAction;
class QDialog;

namespace robots::ui {

class HandbookWindow;
class MainWindow;
class TesterPanel;

/// Installs the Help menu's features: the handbook (F1) in a window of its own, in the UI
/// language, the built-in examples, each opened in a tab with its test cases in the tester, and
/// the About boxes (Robots.txt Studio's and Qt's).
class HelpFeature : public QObject
{
    Q_OBJECT
public:
    HelpFeature(MainWindow &window, TesterPanel *tester);

    HandbookWindow *showHandbook();
    /// False when there is no example ID.
    bool openExample(const QString &id);
    /// Help → About Robots.txt Studio: opens (window-modal, not blocking) and returns the box.
    QDialog *showAbout();

    /// The About box's text (HTML): name, version, licence, the versions of Qt and
    /// KSyntaxHighlighting, and the credits.
    static QString aboutText();
    /// Where the studio's knowledge comes from, one credit a line (HTML allowed): the documents
    /// the project began with, by title, then the data files shipped with it.
    static QStringList documentCredits();
    static QStringList dataCredits();

private:
    MainWindow &m_window;
    TesterPanel *m_tester;
    QPointer<HandbookWindow> m_handbook;
    QPointer<QDialog> m_about;
    QAction *m_aboutAction;
    QAction *m_aboutQtAction;
};

} // namespace robots::ui
