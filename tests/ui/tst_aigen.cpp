// SPDX-License-Identifier: MIT
// Tools → AI Crawler Policy… (ui/aigen/): the dialog driven by object name, offscreen. Its result
// is the core's (robots/studio/aipolicy.h) and the CLI's (`robotstxt ai-policy --write`) to the byte; Apply
// is one undoable change; the preview is the unified diff of what Apply does.
#include "analysis/settingsstore.h"
#include "windowtests.h"

#include "aigen/aigendialog.h"

#include <robots/studio/aipolicy.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

using namespace windowtests;
using namespace Qt::StringLiterals;
using robots::ui::AiGenDialog;

namespace {

// A file shaped like the real ones of the corpus: a comment header, a `*` group, a search
// engine's own group, a crawler of the catalogue already named, a sitemap.
const QString kRealistic = u"# robots.txt for www.example.com\n"
                           "# Last changed 2025-06-01\n"
                           "\n"
                           "User-agent: *\n"
                           "Disallow: /admin/\n"
                           "Disallow: /cart\n"
                           "Allow: /admin/help/\n"
                           "\n"
                           "User-agent: Googlebot\n"
                           "Disallow: /search\n"
                           "\n"
                           "User-agent: GPTBot\n"
                           "Disallow: /\n"
                           "\n"
                           "Sitemap: https://www.example.com/sitemap.xml\n"_s;

template<typename T>
T *child(const QWidget &parent, const QString &name)
{
    T *w = parent.findChild<T *>(name);
    if (!w)
        qWarning("no child %s", qPrintable(name));
    return w;
}

bool choose(const QWidget &dialog, const QString &category, robots::AiPolicyAction action)
{
    auto *box = child<QComboBox>(dialog, u"action:"_s + category);
    if (!box)
        return false;
    const int i = box->findData(int(action));
    box->setCurrentIndex(i);
    return i >= 0;
}

std::string coreResult(const QString &text, const robots::AiPolicyChoices &c)
{
    const std::string body = text.toStdString();
    return robots::applyEdits(body, robots::aiPolicyEdits(robots::parse(body, robots::aiprefDialect()), body, c));
}

QByteArray cliResult(const QString &text, const QStringList &options)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"robots.txt"_s);
    if (!writeFile(path, text.toUtf8()))
        return "cannot write";
    QProcess p;
    p.start(QStringLiteral(ROBOTS_BINARY_DIR "/bin/robotstxt"),
            QStringList{u"ai-policy"_s} + options + QStringList{u"--write"_s, path});
    if (!p.waitForFinished(-1) || p.exitCode() != 0)
        return "robotstxt failed: " + p.readAllStandardError();
    return readFile(path);
}

} // namespace

class TestAiGen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_aigen"));
        robots::ui::Settings::clear();
    }
    void cleanupTestCase() { robots::ui::Settings::clear(); }
    void init()
    {
        robots::ui::Settings::clear();
        QDir(recoveryRoot()).removeRecursively();
    }

    void dialogResultIsTheCoresAndTheClis_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("realistic") << kRealistic;
        // The defect the generator once had: Allow must not lift the `*` group's rules for AI search.
        QTest::newRow("star group with a preference")
            << u"User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=n\n"_s;
        QTest::newRow("own groups doing the opposite")
            << u"User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nAllow: /\n\nUser-agent: "
               "PerplexityBot\nDisallow: /\n"_s;
    }
    void dialogResultIsTheCoresAndTheClis()
    {
        QFETCH(QString, text);
        QPlainTextEdit editor;
        editor.setPlainText(text);
        AiGenDialog dialog(editor.document(), u"robots.txt"_s);
        QVERIFY(choose(dialog, u"training"_s, robots::AiPolicyAction::Block));
        QVERIFY(choose(dialog, u"ai-search"_s, robots::AiPolicyAction::Allow));
        child<QCheckBox>(dialog, u"usage:train-ai"_s)->setChecked(true); // n by default
        child<QCheckBox>(dialog, u"signal:ai-train"_s)->setChecked(true);
        auto *signalValue = child<QComboBox>(dialog, u"signalValue:ai-train"_s);
        QVERIFY(signalValue->isEnabled());
        signalValue->setCurrentIndex(signalValue->findData(u"no"_s));
        auto *apply = child<QPushButton>(dialog, u"applyButton"_s);
        QVERIFY(apply->isEnabled());
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        robots::AiPolicyChoices c;
        c.set(robots::CrawlerCategory::Training, robots::AiPolicyAction::Block);
        c.set(robots::CrawlerCategory::AiSearch, robots::AiPolicyAction::Allow);
        c.contentUsage = "train-ai=n";
        c.contentSignal = "ai-train=no";
        const std::string core = coreResult(text, c);
        QCOMPARE(editor.toPlainText(), QString::fromStdString(core));
        QCOMPARE(cliResult(text, {u"--block"_s, u"training"_s, u"--allow"_s, u"ai-search"_s, u"--content-usage"_s,
                                  u"train-ai=n"_s, u"--content-signal"_s, u"ai-train=no"_s}),
                 QByteArray::fromStdString(core));
        // No second group names GPTBot; AI search is never allowed more than `*` allows.
        QVERIFY(editor.toPlainText().count(u"User-agent: GPTBot"_s) <= 1);
        const robots::RobotsFile after = robots::parse(core, robots::aiprefDialect());
        for (const char *agent : {"OAI-SearchBot", "PerplexityBot"})
            QCOMPARE(robots::rulesFor(after, agent).decide("/admin/secret").access, robots::Access::Disallowed);
        QCOMPARE(robots::rulesFor(after, "GPTBot").decide("/").access, robots::Access::Disallowed);
    }

    // Content-Usage's ai-use (draft-ietf-aipref-vocab-08), Content-Signal's use level (Cloudflare;
    // `reference` by default, what its managed robots.txt writes) and RSL's License: what the dialog
    // writes is what the core writes for the same choices.
    void aiUseUseLevelAndLicenseAreChoices()
    {
        QPlainTextEdit editor;
        editor.setPlainText(u"User-agent: *\nDisallow: /admin/\n"_s);
        AiGenDialog dialog(editor.document(), u"robots.txt"_s);
        child<QCheckBox>(dialog, u"usage:ai-use"_s)->setChecked(true); // n by default
        child<QCheckBox>(dialog, u"signal:use"_s)->setChecked(true);
        auto *use = child<QComboBox>(dialog, u"signalValue:use"_s);
        QCOMPARE(use->currentData().toString(), u"reference"_s);
        QCOMPARE(use->count(), 3);
        QCOMPARE(use->itemData(0).toString(), u"immediate"_s);
        QCOMPARE(use->itemData(2).toString(), u"full"_s);
        auto *license = child<QCheckBox>(dialog, u"license"_s);
        auto *url = child<QLineEdit>(dialog, u"licenseUrl"_s);
        auto *error = child<QLabel>(dialog, u"licenseError"_s);
        QVERIFY(!url->isEnabled());
        license->setChecked(true);
        QVERIFY(url->isEnabled());
        // A relative URL is not written (RSL readers find no license there, R614): the dialog says so.
        url->setText(u"/license.xml"_s);
        QVERIFY(!error->isHidden());
        QVERIFY(!dialog.choices().license);
        url->setText(u"https://example.com/license.xml"_s);
        QVERIFY(error->isHidden());
        QCOMPARE(dialog.choices().license, std::optional<std::string>("https://example.com/license.xml"));
        QVERIFY(dialog.apply());

        robots::AiPolicyChoices c;
        c.contentUsage = "ai-use=n";
        c.contentSignal = "use=reference";
        c.license = "https://example.com/license.xml";
        const std::string core = coreResult(u"User-agent: *\nDisallow: /admin/\n"_s, c);
        QCOMPARE(editor.toPlainText(), QString::fromStdString(core));
        QCOMPARE(editor.toPlainText(), u"License: https://example.com/license.xml\nUser-agent: *\nDisallow: "
                                       u"/admin/\nContent-Usage: ai-use=n\nContent-Signal: use=reference\n"_s);
    }

    void oneUndoRestoresTheOriginal()
    {
        QPlainTextEdit editor;
        editor.setPlainText(kRealistic);
        AiGenDialog dialog(editor.document(), u"robots.txt"_s);
        QVERIFY(choose(dialog, u"training"_s, robots::AiPolicyAction::Block));
        child<QCheckBox>(dialog, u"usage:search"_s)->setChecked(true);
        QVERIFY(dialog.apply());
        QVERIFY(editor.toPlainText() != kRealistic);
        editor.document()->undo();
        QCOMPARE(editor.toPlainText(), kRealistic);
        QVERIFY(!editor.document()->isUndoAvailable());
    }

    void previewShowsTheDiffOfWhatApplyDoes()
    {
        QPlainTextEdit editor;
        editor.setPlainText(kRealistic);
        AiGenDialog dialog(editor.document(), u"robots.txt"_s);
        auto *preview = child<QPlainTextEdit>(dialog, u"preview"_s);
        auto *apply = child<QPushButton>(dialog, u"applyButton"_s);
        QVERIFY(!preview->toPlainText().contains(u"@@"_s));
        QVERIFY(!apply->isEnabled()); // nothing chosen, nothing to apply
        QVERIFY(choose(dialog, u"training"_s, robots::AiPolicyAction::Block));
        const QString diff = preview->toPlainText();
        QVERIFY2(diff.startsWith(u"--- a/robots.txt\n+++ b/robots.txt\n@@ "_s), qPrintable(diff));
        QVERIFY(diff.contains(u"\n+User-agent: ClaudeBot\n"_s));
        QVERIFY(diff.contains(u"\n+Disallow: /\n"_s));
        QVERIFY(!diff.contains(u"+User-agent: GPTBot"_s)); // the file names it
        QVERIFY(apply->isEnabled());
        // The crawler the file already names is said to be left alone.
        auto *kept = child<QLabel>(dialog, u"kept"_s);
        QVERIFY(kept->isVisibleTo(&dialog));
        QVERIFY(kept->text().contains(u"GPTBot"_s));
        // Training crawlers whose names are not product tokens get no group: the dialog says so.
        QVERIFY2(kept->text().contains(u"AI2Bot is not an RFC 9309 product token"_s), qPrintable(kept->text()));
        QVERIFY2(kept->text().contains(u"After Apply: "_s) && kept->text().contains(u" under google"_s),
                 qPrintable(kept->text()));
        QVERIFY(diff.contains(u"\n+User-agent: AI2Bot\n"_s)); // written as its operator documents it
        // A preference adds its line to the diff, in the `*` group.
        child<QCheckBox>(dialog, u"signal:search"_s)->setChecked(true);
        QVERIFY(preview->toPlainText().contains(u"\n Allow: /admin/help/\n+Content-Signal: search=yes\n"_s));
        // Leaving everything as is again: no diff.
        QVERIFY(choose(dialog, u"training"_s, robots::AiPolicyAction::Leave));
        child<QCheckBox>(dialog, u"signal:search"_s)->setChecked(false);
        QVERIFY(!preview->toPlainText().contains(u"@@"_s));
        QVERIFY(!apply->isEnabled());
    }

    // Dozens of findings (every training crawler whose name is not a product token, with each
    // dialect's reading) must not draw over the diff when the dialog opens inside a main window
    // of the default size: they scroll in a box of their own below it.
    void longFindingsNeverCoverTheDiff()
    {
        QPlainTextEdit editor;
        editor.setPlainText(u"User-agent: *\nDisallow: /admin/\nContent-Usage: train-ai=n\n"_s);
        AiGenDialog dialog(editor.document(), u"robots.txt"_s);
        dialog.resize(900, 530); // what the dialog gets at 1280x800 (replayed under Xvfb)
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(choose(dialog, u"training"_s, robots::AiPolicyAction::Block));
        QVERIFY(choose(dialog, u"ai-search"_s, robots::AiPolicyAction::Allow));
        auto *kept = child<QLabel>(dialog, u"kept"_s);
        QVERIFY2(kept->text().count(u'\n') >= 5, qPrintable(kept->text()));
        QTRY_VERIFY(kept->isVisible());
        auto *preview = child<QPlainTextEdit>(dialog, u"preview"_s);
        auto *findings = child<QWidget>(dialog, u"findings"_s);
        const QRect diff(preview->mapTo(&dialog, QPoint(0, 0)), preview->size());
        const QRect box(findings->mapTo(&dialog, QPoint(0, 0)), findings->size());
        QVERIFY2(!diff.intersects(box), qPrintable(u"diff %1,%2 %3x%4, findings %5,%6 %7x%8"_s.arg(diff.x())
                                                       .arg(diff.y())
                                                       .arg(diff.width())
                                                       .arg(diff.height())
                                                       .arg(box.x())
                                                       .arg(box.y())
                                                       .arg(box.width())
                                                       .arg(box.height())));
        QVERIFY(diff.height() >= 100); // the diff keeps room to be read
        QVERIFY(box.bottom() <= dialog.height());
    }

    void previewFollowsTheDocument()
    {
        QPlainTextEdit editor;
        editor.setPlainText(u"User-agent: *\nDisallow:\n"_s);
        AiGenDialog dialog(editor.document(), u"robots.txt"_s);
        child<QCheckBox>(dialog, u"usage:train-ai"_s)->setChecked(true);
        QVERIFY(child<QPlainTextEdit>(dialog, u"preview"_s)->toPlainText().contains(u"+Content-Usage: train-ai=n"_s));
        editor.setPlainText(u"User-agent: *\nContent-Usage: train-ai=n\n"_s);
        QVERIFY(!child<QPlainTextEdit>(dialog, u"preview"_s)->toPlainText().contains(u"@@"_s));
        QVERIFY(!child<QPushButton>(dialog, u"applyButton"_s)->isEnabled());
    }

    void toolsMenuOpensTheDialogOnTheCurrentDocument()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.editor()->setPlainText(kRealistic);
        action(w, "actionAiCrawlerPolicy")->trigger();
        AiGenDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = w.findChild<AiGenDialog *>(u"aiGenDialog"_s)) && dialog->isVisible());
        QVERIFY(choose(*dialog, u"user-triggered"_s, robots::AiPolicyAction::Block));
        QTest::mouseClick(child<QPushButton>(*dialog, u"applyButton"_s), Qt::LeftButton);
        QTRY_VERIFY(!w.findChild<AiGenDialog *>(u"aiGenDialog"_s));
        robots::AiPolicyChoices c;
        c.set(robots::CrawlerCategory::UserTriggered, robots::AiPolicyAction::Block);
        QCOMPARE(w.editor()->toPlainText(), QString::fromStdString(coreResult(kRealistic, c)));
        QVERIFY(w.currentDocument()->isModified());
        action(w, "actionUndo")->trigger();
        QCOMPARE(w.editor()->toPlainText(), kRealistic);
    }
};

QTEST_MAIN(TestAiGen)
#include "tst_aigen.moc"
