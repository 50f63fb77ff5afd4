// SPDX-License-Identifier: MIT
// Golden tests of the robots.txt syntax definition (resources/syntax/robots-txt.xml), after
// KSyntaxHighlighting's own autotests: each file in input/ is highlighted line by line and dumped
// as <Format Name>text</Format Name>, then compared with reference/<file>.ref (`diff -u` on a
// mismatch). ROBOTS_UPDATE_REFERENCES=1 rewrites the references; read the diff before committing.
//
// The definition is loaded from the Qt resource that robots_resources bundles, exactly as the
// application loads it, and any warning the repository prints while loading fails the test.

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QStringDecoder>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;
using KSyntaxHighlighting::Theme;

namespace {

const auto s_syntaxName = u"robots.txt"_s;
const auto s_resourcePath = u":/org.kde.syntax-highlighting/syntax-addons/robots-txt.xml"_s;

// Messages of the kf.syntaxhighlighting category (warning or worse), recorded by a handler that
// forwards everything to the previous one (QTest's).
QStringList s_repositoryWarnings;
QtMessageHandler s_previousHandler = nullptr;

void recordRepositoryWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && context.category &&
        QLatin1StringView(context.category).startsWith("kf.syntaxhighlighting"_L1)) {
        s_repositoryWarnings.append(message);
    }
    if (s_previousHandler) {
        s_previousHandler(type, context, message);
    }
}

// Lines as an editor sees them: split at CRLF, CR or LF (RFC 9309 §2.2 "NL"), without the line
// ends; a final line end does not start another line. A UTF-8 byte order mark is kept as U+FEFF
// (hosts usually strip it; the definition must cope when one does not); invalid UTF-8 becomes
// U+FFFD.
QStringList editorLines(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder.decode(bytes);
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c != u'\n' && c != u'\r') {
            continue;
        }
        lines.append(text.mid(start, i - start));
        if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            ++i;
        }
        start = i + 1;
    }
    if (start < text.size()) {
        lines.append(text.mid(start));
    }
    return lines;
}

struct Run
{
    int offset;
    int length;
    KSyntaxHighlighting::Format format;
};

// Records the format runs KSyntaxHighlighting reports for each line.
class RecordingHighlighter : public KSyntaxHighlighting::AbstractHighlighter
{
public:
    // Highlights the lines in order (carrying the state) and returns the runs of each line.
    QList<QList<Run>> highlight(const QStringList &lines)
    {
        QList<QList<Run>> result;
        KSyntaxHighlighting::State state;
        for (const QString &line : lines) {
            m_runs.clear();
            state = highlightLine(line, state);
            result.append(m_runs);
        }
        return result;
    }

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        m_runs.append({offset, length, format});
    }

private:
    QList<Run> m_runs;
};

QString formatName(const KSyntaxHighlighting::Format &format)
{
    return format.name().isEmpty() ? u"dsNormal"_s : format.name();
}

// `<Name>text</Name>` per run, neighbouring runs of one format merged (so the reference shows
// what a user sees, not how the rules happen to be split), `<br/>` at each line end.
QString dump(const QStringList &lines, const QList<QList<Run>> &runs)
{
    QString out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString name;
        QString text;
        const auto flush = [&] {
            if (!text.isEmpty()) {
                out += u'<' + name + u'>' + text + u"</"_s + name + u'>';
            }
            text.clear();
        };
        for (const Run &run : runs.at(i)) {
            const QString runName = formatName(run.format);
            if (runName != name) {
                flush();
                name = runName;
            }
            text += lines.at(i).mid(run.offset, run.length);
        }
        flush();
        out += u"<br/>\n"_s;
    }
    return out;
}

// Empty when the runs cover the line exactly once, in order; otherwise what is wrong.
QString coverageProblem(const QString &line, const QList<Run> &runs)
{
    int next = 0;
    for (const Run &run : runs) {
        if (line.isEmpty() && run.offset == 0 && run.length == 0) {
            continue; // KSyntaxHighlighting reports an empty line as one empty run
        }
        if (run.offset != next || run.length <= 0) {
            return u"run at %1 (length %2) where %3 was expected"_s.arg(run.offset).arg(run.length).arg(next);
        }
        next += run.length;
    }
    if (next != line.size()) {
        return u"runs end at %1 of %2"_s.arg(next).arg(line.size());
    }
    return {};
}

QString sourceDir()
{
    return QStringLiteral(ROBOTS_SOURCE_DIR "/tests/highlighting");
}

QStringList inputFiles()
{
    return QDir(sourceDir() + u"/input"_s).entryList(QDir::Files, QDir::Name);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// `diff -u expected actual`, or the first differing line where diff is not installed.
QString describeDifference(const QString &expectedPath, const QString &actualPath, const QString &expected,
                           const QString &actual)
{
    QProcess diff;
    diff.start(u"diff"_s, {u"-u"_s, expectedPath, actualPath});
    if (diff.waitForFinished(10000) && diff.exitStatus() == QProcess::NormalExit) {
        return QString::fromUtf8(diff.readAllStandardOutput());
    }
    const QStringList a = expected.split(u'\n');
    const QStringList b = actual.split(u'\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QString x = a.value(i);
        const QString y = b.value(i);
        if (x != y) {
            return u"line %1:\n- %2\n+ %3\n"_s.arg(i + 1).arg(x, y);
        }
    }
    return {};
}

} // namespace

class TestHighlighting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void definitionIsFound_data();
    void definitionIsFound();
    void formatsUseDefaultStyles_data();
    void formatsUseDefaultStyles();
    void everyFormatHasADefaultStyle();
    void spans_data();
    void spans();
    void golden_data();
    void golden();
    void everyReferenceHasAnInput();
    void noWarningsWhileHighlighting();

private:
    std::unique_ptr<KSyntaxHighlighting::Repository> m_repository;
    KSyntaxHighlighting::Definition m_definition;
};

void TestHighlighting::initTestCase()
{
    // No definitions from the user's ~/.local/share: only the built-in ones and our resource.
    QStandardPaths::setTestModeEnabled(true);
    s_previousHandler = qInstallMessageHandler(recordRepositoryWarnings);

    m_repository = std::make_unique<KSyntaxHighlighting::Repository>();
    m_definition = m_repository->definitionForName(s_syntaxName);
    QVERIFY2(m_definition.isValid(),
             "the robots.txt definition is not in the repository (is robots_resources linked?)");
    // Loads the whole definition (contexts, rules, keyword lists) and the ones it includes.
    QVERIFY(!m_definition.formats().isEmpty());
    QVERIFY(!m_definition.includedDefinitions().isEmpty());
    QVERIFY2(s_repositoryWarnings.isEmpty(), qPrintable(s_repositoryWarnings.join(u'\n')));
}

void TestHighlighting::cleanupTestCase()
{
    qInstallMessageHandler(s_previousHandler);
}

void TestHighlighting::definitionIsFound_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("expectedName");

    QTest::newRow("rfc9309-2.3/robots.txt") << u"robots.txt"_s << s_syntaxName;
    QTest::newRow("rfc9309-2.3/robots.txt-with-directory") << u"/var/www/html/robots.txt"_s << s_syntaxName;
    QTest::newRow("extension/variant.robots.txt") << u"staging.robots.txt"_s << s_syntaxName;
    QTest::newRow("extension/robots.txt.dist") << u"robots.txt.dist"_s << s_syntaxName;
    // "Robot" is Robot Framework; neither name nor extensions may collide with it.
    QTest::newRow("upstream/robot-framework-untouched") << u"suite.robot"_s << u"Robot"_s;
}

void TestHighlighting::definitionIsFound()
{
    QFETCH(QString, fileName);
    QFETCH(QString, expectedName);

    QCOMPARE(m_repository->definitionForFileName(fileName).name(), expectedName);
    // Found through the resource the application bundles, not an installed copy.
    QCOMPARE(m_repository->definitionForName(s_syntaxName).filePath(), s_resourcePath);
    QCOMPARE(m_repository->definitionForMimeType(u"text/x-robots-txt"_s).name(), s_syntaxName);
}

void TestHighlighting::formatsUseDefaultStyles_data()
{
    QTest::addColumn<QString>("formatName");
    QTest::addColumn<int>("expectedStyle");

    // docs/STYLE.md "Syntax definition".
    QTest::newRow("style/directive-keyword") << u"Directive"_s << int(Theme::Keyword);
    QTest::newRow("style/path-string") << u"Path"_s << int(Theme::String);
    QTest::newRow("style/wildcard-special-char") << u"Wildcard"_s << int(Theme::SpecialChar);
    QTest::newRow("style/anchor-special-char") << u"Anchor"_s << int(Theme::SpecialChar);
    QTest::newRow("style/comment") << u"Comment"_s << int(Theme::Comment);
    QTest::newRow("style/unknown-key-error") << u"Unknown Key"_s << int(Theme::Error);
    // What the editor colours beyond keys and values: accepted typos, agent values, %XX, URLs in Sitemap, numbers in
    // Crawl-delay.
    QTest::newRow("issue6/typo-warning") << u"Accepted Typo"_s << int(Theme::Warning);
    QTest::newRow("issue6/missing-colon-error") << u"Missing Colon"_s << int(Theme::Error);
    QTest::newRow("issue6/agent-data-type") << u"Agent"_s << int(Theme::DataType);
    QTest::newRow("issue6/agent-star-special-char") << u"Agent Wildcard"_s << int(Theme::SpecialChar);
    QTest::newRow("issue6/percent-escape") << u"Percent Escape"_s << int(Theme::SpecialString);
    QTest::newRow("issue6/bad-escape-error") << u"Bad Escape"_s << int(Theme::Error);
    QTest::newRow("issue6/sitemap-url") << u"URL"_s << int(Theme::Others);
    QTest::newRow("issue6/crawl-delay-integer") << u"Number"_s << int(Theme::DecVal);
    QTest::newRow("issue6/crawl-delay-decimal") << u"Float"_s << int(Theme::Float);
}

void TestHighlighting::formatsUseDefaultStyles()
{
    QFETCH(QString, formatName);
    QFETCH(int, expectedStyle);

    const auto formats = m_definition.formats();
    const auto it = std::find_if(formats.cbegin(), formats.cend(),
                                 [&](const KSyntaxHighlighting::Format &f) { return f.name() == formatName; });
    QVERIFY2(it != formats.cend(), qPrintable(u"no format named "_s + formatName));
    QCOMPARE(int(it->textStyle()), expectedStyle);
}

// A misspelt defStyleNum loads silently as dsNormal: only "Normal Text" may be normal, and no
// format may carry its own colours (default styles only, so every theme works).
void TestHighlighting::everyFormatHasADefaultStyle()
{
    const auto formats = m_definition.formats();
    for (const auto &format : formats) {
        if (format.name() != u"Normal Text"_s) {
            QVERIFY2(format.textStyle() != Theme::Normal, qPrintable(format.name()));
        }
        QVERIFY2(!format.hasTextColorOverride() && !format.hasBackgroundColorOverride(), qPrintable(format.name()));
    }
}

void TestHighlighting::spans_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("needle"); // must occur once in line
    QTest::addColumn<int>("expectedStyle");

    QTest::newRow("rfc9309-2.2/keys-case-insensitive")
        << u"uSeR-aGeNt: bot"_s << u"uSeR-aGeNt"_s << int(Theme::Keyword);
    QTest::newRow("rfc9309-2.2/white-space-around-colon") << u"Disallow\t :  /x"_s << u"/x"_s << int(Theme::String);
    QTest::newRow("rfc9309-2.2/hash-starts-comment") << u"Disallow: /a # b"_s << u"# b"_s << int(Theme::Comment);
    QTest::newRow("rfc9309-2.2/hash-ends-path") << u"Allow:/#x"_s << u"#x"_s << int(Theme::Comment);
    QTest::newRow("rfc9309-2.2/unknown-key") << u"Foo: bar"_s << u"Foo"_s << int(Theme::Error);
    QTest::newRow("rfc9309-2.2/missing-colon") << u"Disallow /x"_s << u"Disallow /x"_s << int(Theme::Error);
    QTest::newRow("rfc9309-2.2.1/product-token")
        << u"User-agent: Googlebot"_s << u"Googlebot"_s << int(Theme::DataType);
    QTest::newRow("rfc9309-2.2.1/star") << u"User-agent: *"_s << u"*"_s << int(Theme::SpecialChar);
    QTest::newRow("rfc9309-2.2.1/version-outside-token")
        << u"User-agent: Googlebot/2.1"_s << u"/2.1"_s << int(Theme::Warning);
    QTest::newRow("rfc9309-2.2.2/path") << u"Disallow: /private/"_s << u"/private/"_s << int(Theme::String);
    QTest::newRow("rfc9309-2.2.2/path-without-slash") << u"Disallow: private/"_s << u"private/"_s << int(Theme::Error);
    QTest::newRow("rfc9309-2.2.3/star-in-pattern") << u"Disallow: /a*b"_s << u"*"_s << int(Theme::SpecialChar);
    QTest::newRow("rfc9309-2.2.3/dollar-at-end") << u"Disallow: /*.pdf$"_s << u"$"_s << int(Theme::SpecialChar);
    QTest::newRow("rfc9309-2.2.3/dollar-before-comment") << u"Disallow: /x$ # c"_s << u"$"_s << int(Theme::SpecialChar);
    QTest::newRow("rfc9309-2.2.3/dollar-inside-is-literal") << u"Disallow: /a$b"_s << u"$"_s << int(Theme::String);
    QTest::newRow("rfc9309-2.2.3/percent-escape") << u"Disallow: /%7Euser/"_s << u"%7E"_s << int(Theme::SpecialString);
    QTest::newRow("rfc3986-2.1/bad-percent-escape") << u"Disallow: /50%off"_s << u"%"_s << int(Theme::Error);
    QTest::newRow("rfc9309-5.1/pattern-starting-with-star")
        << u"Disallow: *.gif$"_s << u"*"_s << int(Theme::SpecialChar);
    QTest::newRow("rfc9309-2.2.4/sitemap-url")
        << u"Sitemap: https://example.com/s.xml"_s << u"https://example.com/s.xml"_s << int(Theme::Others);
    QTest::newRow("sitemaps.org/relative-sitemap-url") << u"Sitemap: /s.xml"_s << u"/s.xml"_s << int(Theme::Error);
    QTest::newRow("google/typo-dissallow") << u"Dissallow: /x"_s << u"Dissallow"_s << int(Theme::Warning);
    QTest::newRow("google/typo-user-agent-with-space") << u"User agent: x"_s << u"User agent"_s << int(Theme::Warning);
    QTest::newRow("google/typo-site-map") << u"Site-map: https://e.example/s"_s << u"Site-map"_s << int(Theme::Warning);
    QTest::newRow("google/crawl-delay-is-an-extension")
        << u"Crawl-delay: 10"_s << u"Crawl-delay"_s << int(Theme::Extension);
    QTest::newRow("bing/crawl-delay-seconds") << u"Crawl-delay: 10"_s << u"10"_s << int(Theme::DecVal);
    QTest::newRow("yandex/crawl-delay-decimal") << u"Crawl-delay: 0.5"_s << u"0.5"_s << int(Theme::Float);
    QTest::newRow("python-urllib/crawl-delay-not-a-number") << u"Crawl-delay: soon"_s << u"soon"_s << int(Theme::Error);
    QTest::newRow("robustness/stray-cr-is-white-space") << u"Disallow: /x\r"_s << u"\r"_s << int(Theme::Normal);
    QTest::newRow("google/bom-is-skipped") << u"\uFEFFUser-agent: *"_s << u"User-agent"_s << int(Theme::Keyword);
    // AI usage preferences (draft-ietf-aipref-attach-05 / vocab-08; Cloudflare's Content Signals Policy).
    QTest::newRow("aipref-attach/content-usage-key")
        << u"Content-Usage: train-ai=n"_s << u"Content-Usage"_s << int(Theme::Extension);
    QTest::newRow("aipref-vocab/label") << u"Content-Usage: train-ai=n"_s << u"train-ai"_s << int(Theme::Variable);
    QTest::newRow("aipref-vocab/value-y") << u"Content-Usage: search=y"_s << u"y"_s << int(Theme::Constant);
    QTest::newRow("aipref-attach/path-before-preference")
        << u"Content-Usage: /ai-ok/ train-ai=y"_s << u"/ai-ok/"_s << int(Theme::String);
    QTest::newRow("aipref-attach/wildcard-in-path")
        << u"Content-Usage: /a*b search=y"_s << u"*"_s << int(Theme::SpecialChar);
    QTest::newRow("aipref-vocab/value-y-after-path")
        << u"Content-Usage: /ai-ok/ search=y"_s << u"y"_s << int(Theme::Constant);
    QTest::newRow("cloudflare/content-signal-key")
        << u"Content-Signal: search=yes"_s << u"Content-Signal"_s << int(Theme::Extension);
    QTest::newRow("cloudflare/content-signals-plural")
        << u"Content-Signals: ai-train=no"_s << u"Content-Signals"_s << int(Theme::Extension);
    QTest::newRow("cloudflare/value-no") << u"Content-Signal: ai-train=no"_s << u"no"_s << int(Theme::Constant);
    QTest::newRow("cloudflare/label-ai-input")
        << u"Content-Signal: ai-input=yes"_s << u"ai-input"_s << int(Theme::Variable);
}

void TestHighlighting::spans()
{
    QFETCH(QString, line);
    QFETCH(QString, needle);
    QFETCH(int, expectedStyle);

    QCOMPARE(line.count(needle), qsizetype(1));
    const auto from = int(line.indexOf(needle));

    RecordingHighlighter highlighter;
    highlighter.setDefinition(m_definition);
    const QList<Run> runs = highlighter.highlight({line}).constFirst();
    QCOMPARE(coverageProblem(line, runs), QString());
    for (const Run &run : runs) {
        if (run.offset < from + needle.size() && from < run.offset + run.length) {
            QVERIFY2(int(run.format.textStyle()) == expectedStyle,
                     qPrintable(u"'%1' is %2 (style %3)"_s.arg(line.mid(run.offset, run.length), run.format.name())
                                    .arg(int(run.format.textStyle()))));
        }
    }
}

void TestHighlighting::golden_data()
{
    QTest::addColumn<QString>("fileName");
    const QStringList files = inputFiles();
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        QTest::newRow(qPrintable(file)) << file;
    }
}

void TestHighlighting::golden()
{
    QFETCH(QString, fileName);

    QFile input(sourceDir() + u"/input/"_s + fileName);
    QVERIFY(input.open(QIODevice::ReadOnly));
    const QStringList lines = editorLines(input.readAll());

    RecordingHighlighter highlighter;
    highlighter.setDefinition(m_definition);
    const QList<QList<Run>> runs = highlighter.highlight(lines);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QVERIFY2(coverageProblem(lines.at(i), runs.at(i)).isEmpty(),
                 qPrintable(u"line %1: %2"_s.arg(i + 1).arg(coverageProblem(lines.at(i), runs.at(i)))));
    }
    const QString actual = dump(lines, runs);

    const QString referencePath = sourceDir() + u"/reference/"_s + fileName + u".ref"_s;
    if (qEnvironmentVariableIntValue("ROBOTS_UPDATE_REFERENCES") == 1) {
        QVERIFY(writeFile(referencePath, actual.toUtf8()));
        QSKIP("reference rewritten (ROBOTS_UPDATE_REFERENCES=1): review it with git diff");
    }

    QFile reference(referencePath);
    QVERIFY2(reference.open(QIODevice::ReadOnly),
             qPrintable(u"no reference %1; write it with ROBOTS_UPDATE_REFERENCES=1"_s.arg(referencePath)));
    const QString expected = QString::fromUtf8(reference.readAll());
    if (actual != expected) {
        const QString actualDir = QStringLiteral(ROBOTS_BINARY_DIR "/tests/highlighting-actual");
        QDir().mkpath(actualDir);
        const QString actualPath = actualDir + u'/' + fileName + u".ref"_s;
        QVERIFY(writeFile(actualPath, actual.toUtf8()));
        qWarning().noquote() << describeDifference(referencePath, actualPath, expected, actual);
        QFAIL(
            qPrintable(u"%1 differs from its reference (diff above; actual output in %2)"_s.arg(fileName, actualPath)));
    }
}

void TestHighlighting::everyReferenceHasAnInput()
{
    const QStringList inputs = inputFiles();
    const QStringList references = QDir(sourceDir() + u"/reference"_s).entryList({u"*.ref"_s}, QDir::Files);
    for (const QString &reference : references) {
        QVERIFY2(inputs.contains(reference.chopped(4)), qPrintable(u"stale reference "_s + reference));
    }
}

void TestHighlighting::noWarningsWhileHighlighting()
{
    QVERIFY2(s_repositoryWarnings.isEmpty(), qPrintable(s_repositoryWarnings.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestHighlighting)

#include "tst_highlighting.moc"
