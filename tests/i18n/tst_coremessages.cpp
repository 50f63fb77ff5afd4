// SPDX-License-Identifier: MIT
// The core's messages are translatable: stable ids and arguments, translated in one place in ui/
// (the core itself never translates, so crawlers get English and no Qt):
// - ui/i18n/coremessages.cpp, the list lupdate reads, is what tools/extract-core-messages makes
//   of the core's sources today;
// - every (id, English) pair the core emits at run time — findings, quick fixes, related notes,
//   verdict explanations, dialect names, descriptions and choices, fetch decisions, test-set
//   errors — for a broad set of inputs is in that list, and an id always has the same English;
// - with the Japanese translation installed, each of those messages reads differently from the
//   English and keeps every argument it was given.

#include "analysis/messages.h"
#include "i18n/coremessages.h"
#include "i18n/translations.h"

#include <robots/fetchpolicy.h>
#include <robots/rulesdatabase.h>
#include <robots/studio/aipref.h>
#include <robots/studio/diagnostics.h>
#include <robots/studio/directives.h>
#include <robots/studio/lesson.h>
#include <robots/studio/studio.h>
#include <robots/studio/testset.h>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace robots;

namespace {

// Translations that are rightly the English: proper names and robots.txt syntax (RFC 9309 keeps
// "User-agent", the dialects keep their names).
const QSet<QString> kSameInJapanese = {
    QStringLiteral("dialect.rfc9309.title"),      QStringLiteral("dialect.google.title"),
    QStringLiteral("dialect.bing.title"),         QStringLiteral("dialect.yandex.title"),
    QStringLiteral("dialect.aspect.star"),        QStringLiteral("dialect.aspect.index-html"),
    QStringLiteral("dialect.aspect.crawl-delay"),
};
// Templates that are the English but whose messages are not: their arguments are translated.
const QSet<QString> kSameTemplate = {QStringLiteral("fetch.success"), QStringLiteral("fetch.status")};

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// \n \r \t \\ and \xHH, the escapes of tests/data (core TSV tables, cases.txt [escaped] inputs).
std::string unescape(const QByteArray &s)
{
    std::string out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char c = s[++i];
        if (c == 'n')
            out += '\n';
        else if (c == 'r')
            out += '\r';
        else if (c == 't')
            out += '\t';
        else if (c == 'x' && i + 2 < s.size()) {
            out += char(s.mid(i + 1, 2).toInt(nullptr, 16));
            i += 2;
        } else
            out += c;
    }
    return out;
}

// The robots.txt bodies the messages are collected from: the catalogue's examples (each check's
// trigger and its correction), every input of tests/data/diagnostics/cases.txt, the verdict
// tables of tests/data/core, the bundled examples (the seeds' files), the CLI's test data, and a
// few files for the findings those do not reach (size and line limits, each control character,
// line endings, byte order marks).
std::vector<std::string> bodies()
{
    std::vector<std::string> out;
    for (const Check &c : allChecks()) {
        out.emplace_back(c.example);
        out.emplace_back(c.fixedExample);
    }
    const QByteArray cases = readFile(QStringLiteral(ROBOTS_TEST_DATA "/diagnostics/cases.txt"));
    QByteArray chunk;
    for (const QByteArray &line : cases.split('\n')) {
        if (line.startsWith("### ") || line.startsWith("--- ")) {
            out.push_back(unescape(chunk));
            chunk.clear();
            continue;
        }
        chunk += line + '\n';
    }
    out.push_back(unescape(chunk));
    for (const char *table : {"/core/cases.tsv", "/core/semantics.tsv"}) {
        for (const QByteArray &line : readFile(QLatin1String(ROBOTS_TEST_DATA) + QLatin1String(table)).split('\n')) {
            const QList<QByteArray> fields = line.split('\t');
            if (!line.startsWith('#') && fields.size() > 2)
                out.push_back(unescape(fields[2]));
        }
    }
    for (const QString &root :
         {QStringLiteral(ROBOTS_SOURCE_DIR "/resources/examples"), QStringLiteral(ROBOTS_TEST_DATA "/cli"),
          QStringLiteral(ROBOTS_TEST_DATA "/ui-diagnostics")}) {
        QDirIterator it(root, {QStringLiteral("*robots.txt")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            out.push_back(readFile(it.next()).toStdString());
    }
    std::string big = "User-agent: *\n";
    while (big.size() < 520 * 1024)
        big += "Disallow: /a-long-path-that-fills-the-file-beyond-the-limit/\n";
    out.push_back(big);
    out.push_back(std::string(520 * 1024, '#'));
    out.push_back("User-agent: *\nDisallow: /" + std::string(17000, 'x') + "\n");
    for (const char *control : {"\x01", "\x0B", "\x0C", "\x7F", "\xC2\x85", "\xE2\x80\xA8", "\xE2\x80\xA9"})
        out.push_back(std::string("User-agent: *\nDisallow: /a") + control + "b\n");
    out.push_back(std::string("User-agent: *\nDisallow: /a") + '\0' + "b\n");
    out.push_back("User-agent: *\r\nDisallow: /a\r\n");
    out.push_back("User-agent: *\rDisallow: /a\r");
    out.push_back("User-agent: *\nDisallow: /a\r\nDisallow: /b\rDisallow: /c\n");
    out.push_back("\xC3\xAF\xC2\xBB\xC2\xBFUser-agent: *\nDisallow: /x\n");
    out.push_back("\xEF\xBB\xBF# comment\nUser-agent: *\nDisallow: /x\n");
    out.push_back("{\"rules\": []}\n");
    out.push_back("<?xml version=\"1.0\"?>\n<robots/>\n");
    out.push_back("User agent: *\nUser\xE2\x80\x8B-agent: x\nUser\xE2\x80\x8B agent: y\nDisallow: /\n");
    out.push_back(
        "Sitemap:\nSitemap: ftp://example.com/sitemap.xml\nUser-agent: *\nDisallow: /a\n\nAllow: /b\n\nDisallow: /c\n");
    return out;
}

struct Collected
{
    std::vector<Message> messages; // Each (id, arguments) once; Texts become Messages without arguments.
    std::set<std::pair<std::string, std::vector<robots::MessageArg>>> seen;
    std::size_t findings = 0;
    std::size_t verdicts = 0;
};

void add(Collected &c, const Message &m)
{
    if ((!m.id.empty() || !m.english.empty()) && c.seen.emplace(std::string(m.id), m.args()).second)
        c.messages.push_back(m);
}

void add(Collected &c, const Text &t)
{
    add(c, Message{t.id, t.english, {}});
}

void collectLint(Collected &c, const std::string &body)
{
    // Every dialect at once, and each alone (findings word their dialect lists differently).
    std::vector<DialectMask> masks{kAllDialects};
    for (const Dialect &d : allDialects()) {
        if (body.size() < 64 * 1024)
            masks.push_back(dialectBit(d.id()));
    }
    for (DialectMask mask : masks) {
        LintOptions options;
        options.dialects = mask;
        for (const Diagnostic &d : lint(body, options).diagnostics) {
            ++c.findings;
            add(c, d.message);
            add(c, d.check->title);
            add(c, d.check->why);
            for (const QuickFix &f : d.fixes)
                add(c, f.title);
            for (const RelatedSpan &r : d.related)
                add(c, r.message);
        }
    }
}

void collectVerdicts(Collected &c, const std::string &body)
{
    static const std::vector<std::string> agents = {"Googlebot", "Googlebot/2.1", "bingbot", "YandexBot",
                                                    "Belle",     "MOMspider/1.0", "BadBot",  "*"};
    // Every dialect, aipref among them (its verdicts add sentences about Content-Usage lines).
    std::vector<const Dialect *> dialects;
    for (const Dialect &d : allDialects())
        dialects.push_back(&d);
    for (const Dialect *dialect : dialects) {
        const Dialect &d = *dialect;
        const RobotsFile file = parse(body, d);
        std::set<std::string> urls = {"/",
                                      "/robots.txt",
                                      "ftp://example.com/x",
                                      "https://example.com/private/x",
                                      "/west-wing/",
                                      "/cyberworld/map/",
                                      "/tmp/x",
                                      "/a",
                                      "/x",
                                      "/search?q=1"};
        for (const Rule &r : file.rules()) {
            std::string u(r.pattern());
            std::erase(u, '*');
            std::erase(u, '$');
            urls.insert(u.empty() ? std::string("/") : u);
            if (urls.size() > 14)
                break;
        }
        for (const std::string &agent : agents) {
            for (const std::string &url : urls) {
                ++c.verdicts;
                for (const Message &m : evaluate(file, agent, url).explanation())
                    add(c, m);
            }
        }
    }
}

void collectFamilies(Collected &c)
{
    // Crawler families (robots/studio/families.h): a fallback token, one or several groups, a group
    // of its own, `*`, no `*`, `*` ignored, and the Ruby gem's `*` first.
    for (const char *body : {"User-agent: Googlebot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n",
                             "User-agent: Googlebot\nDisallow: /a\n\nUser-agent: Googlebot\nDisallow: /b\n",
                             "User-agent: Googlebot-Image\nDisallow: /a\n", "User-agent: *\nDisallow: /\n",
                             "User-agent: Bingbot\nDisallow: /\n"}) {
        for (const Dialect &d : allDialects()) {
            const RobotsFile file = parse(body, d);
            for (const char *agent : {"Googlebot-Image", "AdsBot-Google"}) {
                ++c.verdicts;
                for (const Message &m : rulesForCrawler(file, agent).explain("/a").explanation())
                    add(c, m);
            }
        }
    }
}

void collectAgentNotes(Collected &c)
{
    // How each dialect reads crawler names that are not product tokens (readAgentName).
    for (const Dialect &d : allDialects()) {
        for (const char *name : {"MJ12bot", "", "0", "360Spider", "Googlebot/2.1", "MOMspider/1.0", "(compatible)"}) {
            if (const std::optional<Message> note = readAgentName(d, name).note)
                add(c, *note);
        }
    }
}

void collectDirectives(Collected &c)
{
    // The catalogue of directives (what the editor shows when the mouse rests on a key).
    const auto addText = [&c](const DirectiveText &t) {
        add(c, t.meaning);
        add(c, t.reference);
    };
    for (const LineKind kind : documentedDirectives())
        addText(*directiveText(kind));
    addText(*directiveText(LineKind::OtherKnownKey));
    for (const PreferenceSyntax syntax : {PreferenceSyntax::ContentUsage, PreferenceSyntax::ContentSignal})
        addText(preferenceDirectiveText(syntax));
    for (const char *key : {"License", "LLMs"})
        addText(otherKeyDirective(key)->text);
    // The members of preference values (hover texts): vocab-08's labels, Content-Signal's keys
    // and the `use` levels.
    for (const std::string_view label : kUsageLabels)
        addText(preferenceMemberText(PreferenceSyntax::ContentUsage, label, "y")->text);
    for (const std::string_view key : kSignalKeys)
        addText(preferenceMemberText(PreferenceSyntax::ContentSignal, key, "yes")->text);
    for (const std::string_view level : kSignalUseValues)
        add(c, preferenceMemberText(PreferenceSyntax::ContentSignal, "use", level)->valueMeaning);
}

void collectDialectsAndFetches(Collected &c)
{
    for (int r = 0; r <= int(GroupReason::ExactName); ++r)
        add(c, groupReasonText(GroupReason(r)));
    for (int k = 0; k <= int(Decider::MalformedUrl); ++k)
        add(c, deciderText(Decider(k)));
    for (const Dialect &d : allDialects()) {
        add(c, d.title());
        add(c, d.description());
        for (const Text &t : d.distinctiveChoices())
            add(c, t);
        for (const ChoiceRow &row : choiceRows(d)) {
            add(c, row.aspect);
            add(c, row.arg.empty() ? Message(row.value.id, row.value.english)
                                   : Message(row.value.id, row.value.english, {row.arg}));
        }
        // Every fetch outcome: statuses, network errors, redirects, content types, body sizes.
        std::vector<FetchResult> results;
        for (int status : {100, 200, 204, 301, 302, 304, 401, 403, 404, 410, 429, 500, 503, 600})
            for (int redirects : {0, 6, 11})
                for (std::size_t bytes : {std::size_t(100), std::size_t(600 * 1024), std::size_t(64 << 20)})
                    for (const char *type : {"", "text/plain", "text/html", "application/json"})
                        results.push_back({status, NetworkError::None, redirects, bytes, type});
        for (NetworkError e : {NetworkError::Timeout, NetworkError::NameResolution, NetworkError::ConnectionRefused,
                               NetworkError::Tls, NetworkError::Other})
            results.push_back({std::nullopt, e, 0, 0, {}});
        for (const FetchResult &result : results) {
            add(c, decideFetchOutcome(d, result).reason);
            // The rules database turns fetch outcomes into verdicts (allow all, disallow all, unknown).
            RulesDatabase db("Googlebot", d);
            add(c, db.applyFetch("https://example.com/robots.txt", result, "User-agent: *\nDisallow: /x\n").reason);
            for (const Message &m : db.explain("https://example.com/x", RulesDatabase::now()).explanation())
                add(c, m);
        }
        for (const Message &m :
             RulesDatabase("Googlebot", d).explain("https://example.org/", RulesDatabase::now()).explanation())
            add(c, m);
    }
}

void collectTestSetErrors(Collected &c)
{
    const char *text = "\"unterminated\n"
                       "@nosuch\n"
                       "@dialect nosuch\n"
                       "Googlebot /\n"
                       "Googlebot / allowed rfc9309 extra\n"
                       "Googlebot / maybe\n"
                       "Googlebot \"\" allowed\n"
                       "Googlebot / allowed nosuch\n";
    for (const TestSetError &e : parseTestSet(text).errors)
        add(c, e.message);
}

// A teacher's mistakes in a lesson (robots/studio/lesson.h): each of checkLesson()'s problems once.
void collectLessonProblems(Collected &c)
{
    const char *page = "Intro\n"
                       "# \n"
                       "## Goals\n"
                       "- no id here\n"
                       "- a: A\n"
                       "- a: again\n"
                       "- b:\n"
                       "- c: C\n"
                       "## Goals\n"
                       "## Hints\n"
                       "- no id here\n"
                       "- z: unknown\n"
                       "- a: one\n"
                       "- a: two\n";
    const char *tests = "* /x allowed\n"
                        "@goal a b\n"
                        "@goal a\n"
                        "* /a allowed\n"
                        "@goal b\n"
                        "* /b -\n"
                        "@goal zz\n"
                        "* /z allowed\n";
    for (const LessonProblem &p : checkLesson(parseLessonText(page), parseTestSet(tests)))
        add(c, p.message);
    for (const LessonProblem &p : parseLessonText("").problems)
        add(c, p.message);
}

const Collected &collected()
{
    static const Collected c = [] {
        Collected out;
        for (const std::string &body : bodies()) {
            collectLint(out, body);
            if (body.size() < 64 * 1024 && body.find("User-agent") != std::string::npos)
                collectVerdicts(out, body);
        }
        collectDialectsAndFetches(out);
        collectAgentNotes(out);
        collectFamilies(out);
        collectDirectives(out);
        collectTestSetErrors(out);
        collectLessonProblems(out);
        return out;
    }();
    return c;
}

// The %n a template uses, sorted ("%1", "%2", "%2"): a translation may reorder them, not drop or add.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%\\d+"));
    QStringList out;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        out << m.captured();
    out.sort();
    return out;
}

// Argument `index` as the GUI shows it: translated when it is a core text, else as given.
QString argumentText(const Message &m, std::size_t index)
{
    return robots::ui::messageArgumentText(m.args()[index]);
}

} // namespace

class TestCoreMessages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
    }

    // tools/extract-core-messages run on today's core sources writes the committed file.
    void generatedListIsUpToDate()
    {
        const QString python = QStringLiteral(ROBOTS_PYTHON3);
        if (python.isEmpty() || !QFileInfo(python).isExecutable())
            QSKIP("python3 not found at configure time: cannot run tools/extract-core-messages");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString generated = dir.filePath(QStringLiteral("coremessages.cpp"));
        QProcess p;
        p.start(python, {QStringLiteral(ROBOTS_EXTRACTOR), QStringLiteral("--root"), QStringLiteral(ROBOTS_SOURCE_DIR),
                         QStringLiteral("--output"), generated});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QByteArray committed = readFile(QStringLiteral(ROBOTS_SOURCE_DIR "/ui/i18n/coremessages.cpp"));
        QVERIFY2(readFile(generated) == committed,
                 "ui/i18n/coremessages.cpp is out of date: run tools/dev exec python3 tools/extract-core-messages, "
                 "then the update_translations target, and translate the new entries");
    }

    // Ids are unique: one English text per id, so a translation keyed on the id is never wrong.
    void everyIdHasOneEnglishText()
    {
        std::map<std::string, std::string> seen;
        for (const robots::ui::CoreMessage &m : robots::ui::coreMessages()) {
            const auto [it, inserted] = seen.emplace(m.comment, m.source);
            QVERIFY2(inserted, qPrintable(QStringLiteral("id %1 listed twice").arg(QLatin1String(m.comment))));
        }
        QVERIFY(seen.size() > 400);
    }

    // Everything the core emits for the inputs above is in the list lupdate reads, with the same
    // English (a message built at run time, or an id reused for another text, would be missed).
    void everyEmittedMessageIsExtracted()
    {
        std::map<std::string, std::string> listed;
        for (const robots::ui::CoreMessage &m : robots::ui::coreMessages())
            listed.emplace(m.comment, m.source);
        const Collected &c = collected();
        QVERIFY(c.findings > 1000);
        QVERIFY(c.verdicts > 1000);
        std::set<std::string> emitted;
        for (const Message &m : c.messages) {
            const std::string id(m.id);
            const auto it = listed.find(id);
            QVERIFY2(it != listed.end(), qPrintable(QStringLiteral("the core emits %1 (\"%2\"), which the list lacks")
                                                        .arg(fromView(m.id), fromView(m.english))));
            QVERIFY2(it->second == m.english,
                     qPrintable(QStringLiteral("%1 is emitted as \"%2\" but listed as \"%3\"")
                                    .arg(fromView(m.id), fromView(m.english), QString::fromStdString(it->second))));
            emitted.insert(id);
            // Arguments that are core texts (a fetch outcome, a control character …) count too,
            // and are listed like the messages themselves.
            for (const robots::MessageArg &a : m.args()) {
                if (!a.isText())
                    continue;
                const auto text = listed.find(std::string(a.source.id));
                QVERIFY2(text != listed.end() && text->second == a.source.english,
                         qPrintable(QStringLiteral("%1 has the core text %2 (\"%3\") as an argument, which the list "
                                                   "lacks")
                                        .arg(fromView(m.id), fromView(a.source.id), fromView(a.source.english))));
                emitted.insert(text->first);
            }
        }
        // The network client's messages ("net.") are listed too, but only a fetch emits them
        // (tests/net): the core's share of the list is what these inputs must reach.
        QStringList missed;
        std::size_t coreListed = 0;
        for (const auto &[id, english] : listed) {
            if (id.starts_with("net."))
                continue;
            ++coreListed;
            if (!emitted.contains(id))
                missed << QString::fromStdString(id);
        }
        qInfo("%zu different messages from %zu findings and %zu verdicts: %zu of the %zu listed core ids emitted; "
              "not reached: %s",
              c.messages.size(), c.findings, c.verdicts, emitted.size(), coreListed, qPrintable(missed.join(u' ')));
        // Nearly all of the list is reached; the rest are variants of the same findings.
        QVERIFY(emitted.size() * 20 >= coreListed * 19);
    }

    // Every listed sentence has a Japanese translation with the same placeholders.
    void everyListedMessageIsTranslatedToJapanese()
    {
        QCOMPARE(robots::ui::installTranslations(QStringLiteral("ja")), QStringLiteral("ja"));
        for (const robots::ui::CoreMessage &m : robots::ui::coreMessages()) {
            const QString english = QString::fromUtf8(m.source);
            const QString id = QString::fromUtf8(m.comment);
            const QString japanese = QCoreApplication::translate("robots::Message", m.source, m.comment);
            if (!kSameInJapanese.contains(id) && !kSameTemplate.contains(id))
                QVERIFY2(japanese != english, qPrintable(QStringLiteral("%1 is not translated").arg(id)));
            QVERIFY2(!japanese.isEmpty(), qPrintable(id));
            QVERIFY2(placeholders(japanese) == placeholders(english),
                     qPrintable(QStringLiteral("%1: placeholders %2 in the translation, %3 in the English")
                                    .arg(id, placeholders(japanese).join(u' '), placeholders(english).join(u' '))));
        }
    }

    // What the GUI shows in Japanese is Japanese, with every argument the English shows.
    void japaneseMessagesKeepTheirArguments()
    {
        QCOMPARE(robots::ui::installTranslations(QStringLiteral("ja")), QStringLiteral("ja"));
        for (const Message &m : collected().messages) {
            const QString id = fromView(m.id);
            const QString english = QString::fromStdString(m.toEnglish());
            const QString japanese = robots::ui::messageText(m);
            if (!kSameInJapanese.contains(id))
                QVERIFY2(japanese != english,
                         qPrintable(QStringLiteral("%1 reads \"%2\" in Japanese").arg(id, english)));
            const QStringList used = placeholders(fromView(m.english));
            for (std::size_t i = 0; i < m.argCount(); ++i) {
                if (!used.contains(QLatin1Char('%') + QString::number(i + 1)))
                    continue;
                const QString arg = argumentText(m, i);
                QVERIFY2(
                    japanese.contains(arg),
                    qPrintable(
                        QStringLiteral("%1: \"%2\" lacks argument %3 \"%4\"").arg(id, japanese).arg(i + 1).arg(arg)));
            }
        }
        QCOMPARE(robots::ui::installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    }

    // A core Text passed into a sentence as a plain argument stays English in a translated
    // sentence ("…names `googlebot`: names the agent's product token" in Japanese): every such
    // argument must be marked as a Text (withText) so that it is translated with the sentence.
    // Checked on every message collected above, against the core's phrases without placeholders.
    void noCorePhraseStaysEnglishInAJapaneseSentence()
    {
        QCOMPARE(robots::ui::installTranslations(QStringLiteral("ja")), QStringLiteral("ja"));
        QStringList phrases;
        for (const robots::ui::CoreMessage &m : robots::ui::coreMessages()) {
            const QString english = QString::fromUtf8(m.source);
            // Phrases of a few words (a name like "RFC 9309" is the same in Japanese).
            if (english.contains(QLatin1Char('%')) || english.count(QLatin1Char(' ')) < 3)
                continue;
            if (QCoreApplication::translate("robots::Message", m.source, m.comment) != english)
                phrases << english;
        }
        QVERIFY(phrases.size() > 100);
        for (const Message &m : collected().messages) {
            const QString japanese = robots::ui::messageText(m);
            for (const QString &phrase : std::as_const(phrases))
                QVERIFY2(!japanese.contains(phrase),
                         qPrintable(QStringLiteral("%1 reads \"%2\" in Japanese: \"%3\" stayed English")
                                        .arg(fromView(m.id), japanese, phrase)));
        }
        QCOMPARE(robots::ui::installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestCoreMessages)
#include "tst_coremessages.moc"
