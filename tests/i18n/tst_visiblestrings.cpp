// SPDX-License-Identifier: MIT
// Every user-visible string of the studio goes through tr() (a string that
// bypasses it would stay English in every language), and the Japanese translation leaves no English behind.
//
// The walk collects the visible texts of the main window and of the settings dialog: window
// titles, menu titles, action texts and tooltips, dock titles, tab texts and tooltips, labels,
// buttons, group boxes, combo box items, placeholder texts, accessible names and the header data
// of every item view's model.
// - With a marking translator installed before the window is made, each text is marked (‹…›): a
//   text, or part of a text, without the mark did not go through tr().
// - With the real Japanese translation, no text holds English words, except the allowed ones:
//   product and dialect names, robots.txt's own keywords, agent names, units and codes.
// User data is left out explicitly: the editor's text, file names, URLs, numbers, the tester's
// cells (URLs and agents), KSyntaxHighlighting's theme names (translated by the framework).

#include "analysis/settingsstore.h"
#include "diagnostics/problemsmodel.h"
#include "diagnostics/problemspanel.h"
#include "help/handbookwindow.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"
#include "settings/settingsdialog.h"
#include "tester/addcasesdialog.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>

#include <algorithm>
#include <memory>

using robots::ui::MainWindow;

namespace {

constexpr QChar Open = u'\u2039';
constexpr QChar Close = u'\u203a';

// Marks every text that goes through the translation system.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        return Open + QString::fromUtf8(source) + Close;
    }
    bool isEmpty() const override { return false; }
};

struct VisibleText
{
    QString where; // what shows it: "QLabel statusBar/cursorLabel (text)"
    QString text;
    // Qt's own words (standard dialog buttons, tab scroll and dock title buttons): Qt's
    // qtbase_<lang>.qm translates them, and ui/i18n/qtstrings.cpp for systems without it.
    bool fromQt = false;
};

QString describe(const QObject *object, const char *what)
{
    QStringList path;
    for (const QObject *o = object; o; o = o->parent()) {
        if (!o->objectName().isEmpty())
            path.prepend(o->objectName());
    }
    return QStringLiteral("%1 %2 (%3)")
        .arg(QString::fromLatin1(object->metaObject()->className()), path.join(u'/'), QLatin1String(what));
}

// User data, not words of the studio: file names and paths, URLs, numbers, and texts made only
// of punctuation or symbols.
bool isUserDataOrSymbols(const QString &text)
{
    static const QRegularExpression noLetters(QStringLiteral("^[^\\p{L}]*$"));
    static const QRegularExpression url(QStringLiteral("^[a-z]+://\\S+$"));
    return noLetters.match(text).hasMatch() || url.match(text).hasMatch();
}

// Qt's own buttons: the scroll and close buttons of a tab bar, the buttons of a dock's title,
// the standard buttons of a dialog button box.
bool isQtOwn(const QObject *object)
{
    const QObject *parent = object->parent();
    if (object->objectName().startsWith(QLatin1String("qt_dockwidget_")) ||
        (parent && parent->objectName() == QLatin1String("qt_tabwidget_tabbar")))
        return true;
    const auto *button = qobject_cast<const QAbstractButton *>(object);
    const auto *box = parent ? qobject_cast<const QDialogButtonBox *>(parent) : nullptr;
    return button && box && box->standardButton(const_cast<QAbstractButton *>(button)) != QDialogButtonBox::NoButton;
}

void addText(QList<VisibleText> &out, const QObject *object, const char *what, const QString &text)
{
    QString plain = text;
    plain.remove(QStringLiteral("[*]")); // the window-modified placeholder
    if (plain.trimmed().isEmpty() || isUserDataOrSymbols(plain))
        return;
    out.append({describe(object, what), text, isQtOwn(object)});
}

void addAction(QList<VisibleText> &out, QAction *action)
{
    if (action->isSeparator() || action->text().isEmpty())
        return;
    // KSyntaxHighlighting's theme names come translated by the framework (View → Theme);
    // recent files are file names (File → Open Recent).
    if (action->objectName().startsWith(QLatin1String("theme:")) ||
        action->objectName().startsWith(QLatin1String("recentFile")))
        return;
    addText(out, action, "text", action->text());
    if (action->toolTip() != QString(action->text()).remove(u'&'))
        addText(out, action, "toolTip", action->toolTip());
    if (QMenu *menu = action->menu()) {
        addText(out, menu, "title", menu->title());
        const QList<QAction *> actions = menu->actions();
        for (QAction *sub : actions)
            addAction(out, sub);
    }
}

// The texts a user can see or hear (accessible names) in WINDOW, hidden children included.
QList<VisibleText> visibleTexts(QWidget *window)
{
    QList<VisibleText> out;
    addText(out, window, "windowTitle", window->windowTitle());
    if (auto *main = qobject_cast<QMainWindow *>(window)) {
        for (QAction *action : main->menuBar()->actions())
            addAction(out, action);
    }
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    for (QWidget *w : std::as_const(widgets)) {
        // The editors' text is the user's robots.txt; the tester's explanation is rebuilt
        // from the selected case (its words are checked by the tester's tests).
        if (w->inherits("QPlainTextEdit") || w->inherits("QTextEdit"))
            continue;
        addText(out, w, "toolTip", w->toolTip());
        addText(out, w, "accessibleName", w->accessibleName());
        addText(out, w, "whatsThis", w->whatsThis());
        for (QAction *action : w->actions()) {
            if (!qobject_cast<QMenuBar *>(w) && !qobject_cast<QMenu *>(w))
                addAction(out, action);
        }
        if (auto *label = qobject_cast<QLabel *>(w))
            addText(out, w, "text", label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            addText(out, w, "text", button->text());
        else if (auto *box = qobject_cast<QGroupBox *>(w))
            addText(out, w, "title", box->title());
        else if (auto *dock = qobject_cast<QDockWidget *>(w))
            addText(out, w, "windowTitle", dock->windowTitle());
        else if (auto *edit = qobject_cast<QLineEdit *>(w))
            addText(out, w, "placeholderText", edit->placeholderText());
        if (auto *menu = qobject_cast<QMenu *>(w)) {
            addText(out, w, "title", menu->title());
            for (QAction *action : menu->actions())
                addAction(out, action);
        }
        if (auto *combo = qobject_cast<QComboBox *>(w); combo && !combo->isEditable()) {
            for (int i = 0; i < combo->count(); ++i)
                addText(out, w, "item", combo->itemText(i));
        }
        if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            // Document tabs show file names ("Untitled" is checked through the window title).
            if (tabs->parentWidget() && tabs->parentWidget()->objectName() == QLatin1String("tabs"))
                continue;
            for (int i = 0; i < tabs->count(); ++i) {
                addText(out, w, "tabText", tabs->tabText(i));
                addText(out, w, "tabToolTip", tabs->tabToolTip(i));
            }
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            // Column titles; the cells are the user's data (URLs, agents, rules).
            const QAbstractItemModel *model = view->model();
            for (int c = 0; c < model->columnCount(); ++c)
                addText(out, w, "headerData", model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        }
    }
    return out;
}

// What remains of TEXT once every marked part (‹…›, nested) is taken out.
QString unmarkedPart(const QString &text)
{
    QString rest;
    int depth = 0;
    for (QChar c : text) {
        if (c == Open)
            ++depth;
        else if (c == Close && depth > 0)
            --depth;
        else if (depth == 0)
            rest += c;
    }
    return rest;
}

// Words that stay as they are in every language: product and dialect names, robots.txt's own
// keywords, agent names of the built-in examples and presets, units, codes and formats.
bool isAllowedWord(const QString &word)
{
    static const QStringList groups = {
        // the product (and Qt, whose About box Help names), formats, protocols, units, keys in tooltips
        QStringLiteral("OK Qt Robots robots txt Studio URL URLs UTF BOM LF CRLF CR CSV XML HTTP http https TLS KiB pt "
                       "Ln Col Ctrl Shift Esc Ins Del Unix macOS Windows Mac OS AI SEO"),
        // robots.txt keywords (RFC 9309 §2.2) and extensions
        QStringLiteral("User agent Agent Allow Disallow Sitemap Crawl delay"),
        // the dialects and the software they come from
        QStringLiteral("RFC Google Bing Microsoft Yandex WWW RobotRules Perl Python urllib robotparser Ruby gem "
                       "robotstxt CPython DuckDuckGo Apple"),
        // names in the examples of the early documents: the 1994 standard's Cyberworld and Cybermapper, the ancient
        // castle's Belle and Beast (WWW::RobotRules), O'Reilly, RFC 9309 §5.1's bots
        QStringLiteral("Cyberworld Cybermapper Belle Beast Reilly foobot barbot bazbot quxbot"),
        // agent names of the presets and placeholders
        QStringLiteral("Googlebot MyCrawler OtherBot"),
    };
    static const QSet<QString> allowed = [] {
        QSet<QString> words;
        for (const QString &group : groups) {
            for (const QString &w : group.split(u' '))
                words.insert(w);
        }
        return words;
    }();
    return allowed.contains(word);
}

// The English words of TEXT that are not names, keywords or codes. Paths, URLs, file names and
// product tokens (anything joined by "/", "-", "." or "_": /cyberworld/map/, search-thingy,
// sitemap.xml, RobotsTxtStudio/0.1.0) and the CLI's commands ("robotstxt test") are names.
QStringList englishWords(const QString &text)
{
    static const QRegularExpression names(
        QStringLiteral("[a-z]+://\\S+|\\S*/\\S*|[\\w.]*\\w[-._]\\w[\\w.\\-]*|\\brobotstxt \\w+"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z]+"));
    static const QRegularExpression hexByte(QStringLiteral("^[0-9A-F]{2}$"));
    // Rich text (a label with links, such as the welcome page): its markup — tags, attributes, link
    // targets — is not shown, only the text between the tags is.
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QString rest = text;
    if (Qt::mightBeRichText(rest))
        rest.replace(tag, QStringLiteral(" "));
    rest.replace(names, QStringLiteral(" "));
    QStringList found;
    for (const QRegularExpressionMatch &m : word.globalMatch(rest)) {
        const QString w = m.captured(0);
        if (!isAllowedWord(w) && !hexByte.match(w).hasMatch())
            found << w;
    }
    return found;
}

// The languages' own names ("English", "日本語") are shown as themselves in every language.
bool isLanguageName(const QString &text)
{
    const QStringList languages = robots::ui::availableLanguages();
    return std::any_of(languages.cbegin(), languages.cend(),
                       [&text](const QString &code) { return robots::ui::languageDisplayName(code) == text; });
}

// KSyntaxHighlighting's theme names (View → Theme, the settings' theme list): the framework
// translates them with its own catalogue.
bool isThemeName(const QString &text)
{
    static const QSet<QString> names = [] {
        QSet<QString> all;
        const KSyntaxHighlighting::Repository repository;
        for (const KSyntaxHighlighting::Theme &theme : repository.themes())
            all << theme.name() << theme.translatedName();
        return all;
    }();
    return names.contains(text);
}

} // namespace

class TestVisibleStrings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyVisibleTextIsTranslatable();
    void japaneseLeavesNoEnglish();

private:
    // The main window with the ancient castle open (tester rows, problems, outline), its
    // settings dialog and the tester's Add Test Cases dialog.
    QList<VisibleText> walkTheStudio();
};

void TestVisibleStrings::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_visiblestrings"));
    robots::ui::Settings::clear();
}

void TestVisibleStrings::cleanup()
{
    robots::ui::installTranslations(QStringLiteral("en"));
    robots::ui::Settings::clear();
}

QList<VisibleText> TestVisibleStrings::walkTheStudio()
{
    auto window = std::make_unique<MainWindow>();
    window->documents()->setQuestionHandler([](const MainWindow::Question &) { return QMessageBox::Cancel; });
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return {};
    window->openExample(QStringLiteral("ancient-castle"));
    // Let the analyzer deliver: the panels' texts come with its results (the malformed
    // records of the ancient castle are problems).
    const auto problems = [&window] { return window->problemsPanel()->model()->rowCount(); };
    if (!QTest::qWaitFor([&] { return problems() > 0; }, 10000))
        qWarning("no problems reported for the ancient castle");
    QList<VisibleText> texts = visibleTexts(window.get());
    if (QDialog *settings = window->showSettings()) {
        texts += visibleTexts(settings);
        settings->close();
    }
    // Help → Handbook (the manual's text is content; its window and dialect table are walked).
    if (QWidget *handbook = window->showHandbook()) {
        texts += visibleTexts(handbook);
        handbook->close();
    }
    // The tester's Add Test Cases dialog (modal: made here, not run).
    robots::ui::AddCasesDialog addCases({QStringLiteral("Googlebot")}, window.get());
    texts += visibleTexts(&addCases);
    window->close();
    return texts;
}

void TestVisibleStrings::everyVisibleTextIsTranslatable()
{
    MarkingTranslator marking;
    QVERIFY(QCoreApplication::installTranslator(&marking));
    const QList<VisibleText> texts = walkTheStudio();
    QCoreApplication::removeTranslator(&marking);
    QVERIFY(texts.size() > 100);
    QStringList untranslatable;
    for (const VisibleText &t : texts) {
        if (isLanguageName(t.text))
            continue;
        const QString rest = unmarkedPart(t.text);
        static const QRegularExpression letters(QStringLiteral("\\p{L}{2,}"));
        if (!rest.contains(letters))
            continue;
        // Arguments (file names, counts) are filled in inside the marked template; what is left
        // outside every mark was put together without tr().
        if (englishWords(rest).isEmpty())
            continue;
        untranslatable << QStringLiteral("%1: \"%2\"").arg(t.where, t.text);
    }
    untranslatable.removeDuplicates();
    QVERIFY2(untranslatable.isEmpty(),
             qPrintable(QStringLiteral("%1 visible texts did not go through tr():\n").arg(untranslatable.size()) +
                        untranslatable.join(u'\n')));
}

void TestVisibleStrings::japaneseLeavesNoEnglish()
{
    QCOMPARE(robots::ui::installTranslations(QStringLiteral("ja")), QStringLiteral("ja"));
    const QList<VisibleText> texts = walkTheStudio();
    QVERIFY(texts.size() > 100);
    QStringList english;
    for (const VisibleText &t : texts) {
        if (isLanguageName(t.text) || isThemeName(t.text))
            continue;
        const QStringList words = englishWords(t.text);
        if (!words.isEmpty())
            english << QStringLiteral("%1: \"%2\" [%3]%4")
                           .arg(t.where, t.text, words.join(u' '),
                                t.fromQt ? QStringLiteral(" (Qt's own word: list it in ui/i18n/qtstrings.cpp)")
                                         : QString());
    }
    english.removeDuplicates();
    QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("%1 visible texts still in English:\n").arg(english.size()) +
                                           english.join(u'\n')));
}

QTEST_MAIN(TestVisibleStrings)
#include "tst_visiblestrings.moc"
