// SPDX-License-Identifier: MIT
// Hover documentation and completion: on a directive, what it means, which dialects honour it and
// the RFC section; completion of directive names and common agent names. Which dialect honours which key is checked
// against SEMANTICS.md and the seeds.
#include "analysis/agentpresets.h"
#include "diagnostics/directivecompleter.h"
#include "diagnostics/hoverdocs.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTest>
#include <QTextBlock>

using namespace robots;
using namespace robots::ui;
using namespace Qt::StringLiterals;
using Support = DirectiveDoc::Support;
using Context = DirectiveCompleter::Offer::Context;

namespace {

DirectiveDoc::DialectSupport supportIn(const DirectiveDoc &doc, DialectId id)
{
    for (const DirectiveDoc::DialectSupport &s : doc.dialects) {
        if (s.dialect->id() == id)
            return s;
    }
    return {};
}

} // namespace

class TestDiagHover : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void directiveDocs_data();
    void directiveDocs();
    void misspeltKeyReadByGoogleOnly();
    void noEffectKeys();
    void aiPreferenceKeysHaveTheirOwnDocs_data();
    void aiPreferenceKeysHaveTheirOwnDocs();
    void publishedKeysHaveTheirOwnDocs_data();
    void publishedKeysHaveTheirOwnDocs();
    void unknownKeyHasNoDocs();
    void preferenceMembersHaveTheirOwnDocs_data();
    void preferenceMembersHaveTheirOwnDocs();
    void docUnderColumn_data();
    void docUnderColumn();
    void everyCanonicalDirectiveDocumented();
    void agentCompletionsAreThePresetsAndTheCatalogue();
    void completionOffers_data();
    void completionOffers();
    void completionInEditor();
    void ctrlSpaceOffersAgents();
};

void TestDiagHover::directiveDocs_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<int>("dialect");
    QTest::addColumn<int>("support");
    QTest::newRow("rfc9309-2.2.2/disallow")
        << QStringLiteral("disallow") << int(LineKind::Disallow) << QStringLiteral("RFC 9309 §2.2.2")
        << int(DialectId::Rfc9309) << int(Support::Honoured);
    // seed 002: "Disallow" and "User-agent" are the only fields of the 1994 standard.
    QTest::newRow("norobots1994/no-allow-field")
        << QStringLiteral("Allow") << int(LineKind::Allow) << QStringLiteral("RFC 9309 §2.2.2")
        << int(DialectId::NoRobots1994) << int(Support::Unknown);
    QTest::newRow("www-robotrules/no-allow-field")
        << QStringLiteral("ALLOW") << int(LineKind::Allow) << QStringLiteral("RFC 9309")
        << int(DialectId::WwwRobotRules) << int(Support::Unknown);
    QTest::newRow("rfc9309-2.2.1/user-agent")
        << QStringLiteral("User-Agent") << int(LineKind::UserAgent) << QStringLiteral("RFC 9309 §2.1, §2.2.1")
        << int(DialectId::Google) << int(Support::Honoured);
    QTest::newRow("rfc9309-2.2.4/sitemap")
        << QStringLiteral("Sitemap") << int(LineKind::Sitemap) << QStringLiteral("RFC 9309 §2.2.4")
        << int(DialectId::Rfc9309) << int(Support::Honoured);
    // SEMANTICS.md: bing "Crawl-delay is honoured"; google: "recognised but unused keys … crawl-delay".
    QTest::newRow("semantics/bing-honours-crawl-delay")
        << QStringLiteral("Crawl-delay") << int(LineKind::CrawlDelay) << QStringLiteral("Not in RFC 9309")
        << int(DialectId::Bing) << int(Support::Honoured);
    QTest::newRow("semantics/google-ignores-crawl-delay")
        << QStringLiteral("crawl-delay") << int(LineKind::CrawlDelay) << QStringLiteral("Not in RFC 9309")
        << int(DialectId::Google) << int(Support::Ignored);
    QTest::newRow("semantics/rfc9309-does-not-know-crawl-delay")
        << QStringLiteral("Crawl-Delay") << int(LineKind::CrawlDelay) << QStringLiteral("Not in RFC 9309")
        << int(DialectId::Rfc9309) << int(Support::Unknown);
    // SEMANTICS.md yandex: "Supports Clean-param, Host (deprecated), Crawl-delay".
    QTest::newRow("semantics/yandex-clean-param")
        << QStringLiteral("Clean-param") << int(LineKind::CleanParam) << QStringLiteral("Yandex")
        << int(DialectId::Yandex) << int(Support::Honoured);
    QTest::newRow("semantics/yandex-host") << QStringLiteral("host") << int(LineKind::Host) << QStringLiteral("Yandex")
                                           << int(DialectId::Yandex) << int(Support::Honoured);
    // SEMANTICS.md python-urllib: "Crawl-delay and Request-rate parsed".
    QTest::newRow("semantics/python-request-rate")
        << QStringLiteral("Request-rate") << int(LineKind::RequestRate) << QStringLiteral("Python")
        << int(DialectId::PythonUrllib) << int(Support::Honoured);
}

void TestDiagHover::directiveDocs()
{
    QFETCH(QString, key);
    QFETCH(int, kind);
    QFETCH(QString, reference);
    QFETCH(int, dialect);
    QFETCH(int, support);
    const auto doc = HoverDocs::forKey(key);
    QVERIFY(doc);
    QCOMPARE(int(doc->kind), kind);
    QVERIFY2(doc->reference.contains(reference), qPrintable(doc->reference));
    QVERIFY(!doc->meaning.isEmpty());
    QCOMPARE(doc->dialects.size(), allDialects().size());
    QCOMPARE(int(supportIn(*doc, DialectId(dialect)).support), support);
    const QString html = HoverDocs::toHtml(*doc);
    QVERIFY(html.contains(doc->name));
    QVERIFY(html.contains(doc->reference.toHtmlEscaped()));
}

// google/robotstxt accepts `dissallow` (catalogue R203); nobody else reads the line.
void TestDiagHover::misspeltKeyReadByGoogleOnly()
{
    const auto doc = HoverDocs::forKey(u"Dissallow");
    QVERIFY(doc);
    QCOMPARE(doc->kind, LineKind::Disallow);
    QCOMPARE(doc->name, QStringLiteral("Disallow"));
    QCOMPARE(supportIn(*doc, DialectId::Google).support, Support::Honoured);
    QVERIFY(supportIn(*doc, DialectId::Google).typo);
    for (DialectId id : {DialectId::Rfc9309, DialectId::Bing, DialectId::NoRobots1994, DialectId::PythonUrllib})
        QCOMPARE(supportIn(*doc, id).support, Support::Unknown);
    QVERIFY(HoverDocs::toHtml(*doc).contains(QStringLiteral("Dissallow")));
}

// Google stopped honouring Noindex in 2019 (catalogue R206); no dialect acts on it.
void TestDiagHover::noEffectKeys()
{
    const auto doc = HoverDocs::forKey(u"Noindex");
    QVERIFY(doc);
    QCOMPARE(doc->kind, LineKind::OtherKnownKey);
    for (const DirectiveDoc::DialectSupport &s : doc->dialects)
        QVERIFY(s.support != Support::Honoured);
    QVERIFY(doc->meaning.contains(QStringLiteral("2019")));
}

// Content-Usage (draft-ietf-aipref-attach-05) and Content-Signal (Cloudflare) are documented as
// what they are — proposals no modelled library acts on — not with the retired Noindex text.
void TestDiagHover::aiPreferenceKeysHaveTheirOwnDocs_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("source");
    QTest::newRow("Content-Usage") << u"Content-Usage"_s << u"draft-ietf-aipref-attach-05"_s;
    QTest::newRow("content-usage") << u"content-usage"_s << u"draft-ietf-aipref-attach-05"_s;
    QTest::newRow("Content-Signal") << u"Content-Signal"_s << u"Cloudflare"_s;
    QTest::newRow("Content-Signals") << u"Content-Signals"_s << u"Cloudflare"_s;
}

void TestDiagHover::aiPreferenceKeysHaveTheirOwnDocs()
{
    QFETCH(QString, key);
    QFETCH(QString, source);
    const auto doc = HoverDocs::forKey(key);
    QVERIFY(doc);
    QCOMPARE(doc->kind, LineKind::OtherKnownKey);
    QVERIFY2(doc->reference.contains(source), qPrintable(doc->reference));
    QVERIFY2(doc->meaning.contains(u"not a standard"_s), qPrintable(doc->meaning));
    QVERIFY2(!doc->meaning.contains(u"Noindex"_s), qPrintable(doc->meaning));
    for (const DirectiveDoc::DialectSupport &s : doc->dialects)
        QVERIFY(s.support != Support::Honoured);
}

// Keys published widely that no modelled reader acts on are documented as what they are, with
// their own source: RSL 1.0's file-wide License (rslstandard.org), and the lines written after
// the llms.txt proposal, which is a separate file.
void TestDiagHover::publishedKeysHaveTheirOwnDocs_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("meaning");
    QTest::newRow("rsl-1.0/License") << u"License"_s << u"License"_s << u"RSL 1.0"_s << u"whole file"_s;
    QTest::newRow("rsl-1.0/license") << u"license"_s << u"License"_s << u"RSL 1.0"_s << u"absolute URL"_s;
    QTest::newRow("llms-txt/LLMs") << u"LLMs"_s << u"LLMs"_s << u"llms.txt"_s << u"No robots.txt reader"_s;
    QTest::newRow("llms-txt/llms-full") << u"llms-full"_s << u"LLMs-full"_s << u"llms.txt"_s << u"separate file"_s;
}

void TestDiagHover::publishedKeysHaveTheirOwnDocs()
{
    QFETCH(QString, key);
    QFETCH(QString, name);
    QFETCH(QString, source);
    QFETCH(QString, meaning);
    const auto doc = HoverDocs::forKey(key);
    QVERIFY(doc);
    QCOMPARE(doc->kind, LineKind::OtherKnownKey);
    QCOMPARE(doc->name, name);
    QVERIFY2(doc->reference.contains(source), qPrintable(doc->reference));
    QVERIFY2(doc->meaning.contains(meaning), qPrintable(doc->meaning));
    QVERIFY2(!doc->meaning.contains(u"Noindex"_s), qPrintable(doc->meaning));
    for (const DirectiveDoc::DialectSupport &s : doc->dialects)
        QVERIFY(s.support != Support::Honoured);
    const QString html = HoverDocs::toHtml(*doc);
    QVERIFY2(html.contains(name) && !html.contains(u"(written"_s), qPrintable(html));
}

// The members of a preference value, each from its source: the labels of
// draft-ietf-aipref-vocab-08 (Table 1, `ai-use` new in -08) and Content-Signal's keys, `use` and
// its levels (Cloudflare: "how AI systems may consume the content (immediate, reference, or full)").
void TestDiagHover::preferenceMembersHaveTheirOwnDocs_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("under"); // the text the column is on (its first occurrence)
    QTest::addColumn<QString>("name");  // empty: no documentation there
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("meaning");
    const QString signal = u"Content-Signal: search=yes,ai-train=no,use=reference"_s;
    QTest::newRow("cloudflare-managed/use-key")
        << signal << u"use="_s << u"use"_s << u"2026-08-31"_s << u"least to most permissive"_s;
    QTest::newRow("cloudflare-managed/use-reference")
        << signal << u"reference"_s << u"use"_s << u"Cloudflare"_s << u"reference: content may be indexed"_s;
    QTest::newRow("content-signals/use-immediate") << u"Content-Signal: use=immediate"_s << u"immediate"_s << u"use"_s
                                                   << u"Cloudflare"_s << u"immediate, the least permissive"_s;
    QTest::newRow("content-signals/use-full") << u"Content-Signal: use=full # ours"_s << u"full"_s << u"use"_s
                                              << u"Cloudflare"_s << u"full, the most permissive"_s;
    QTest::newRow("content-signals/ai-train")
        << signal << u"ai-train"_s << u"ai-train"_s << u"Cloudflare"_s << u"Training or fine-tuning"_s;
    QTest::newRow("aipref-vocab-08-4.2/ai-use")
        << u"Content-Usage: /a/ train-ai=n, ai-use=n"_s << u"ai-use"_s << u"ai-use"_s
        << u"draft-ietf-aipref-vocab-08 §4.2"_s << u"not directly provided by the user"_s;
    QTest::newRow("aipref-vocab-08-4.1/train-ai") << u"Content-Usage: train-ai=n"_s << u"train-ai"_s << u"train-ai"_s
                                                  << u"draft-ietf-aipref-vocab-08 §4.1"_s << u"generative AI model"_s;
    QTest::newRow("aipref-vocab-08-4.3/search") << u"content-usage: search=y"_s << u"search"_s << u"search"_s
                                                << u"draft-ietf-aipref-vocab-08 §4.3"_s << u"overrides"_s;
    QTest::newRow("aipref-attach-05/path-is-no-member")
        << u"Content-Usage: /ai-ok/ train-ai=y"_s << u"ai-ok"_s << QString() << QString() << QString();
    QTest::newRow("aipref-vocab-08-6.1/labels-are-case-sensitive")
        << u"Content-Usage: Train-AI=n"_s << u"Train"_s << QString() << QString() << QString();
    QTest::newRow("content-signals/unknown-key")
        << u"Content-Signal: foo=yes"_s << u"foo"_s << QString() << QString() << QString();
    QTest::newRow("other-key-value") << u"Disallow: /use=full"_s << u"full"_s << QString() << QString() << QString();
    QTest::newRow("comment") << u"Content-Signal: search=yes # use=full"_s << u"full"_s << QString() << QString()
                             << QString();
}

void TestDiagHover::preferenceMembersHaveTheirOwnDocs()
{
    QFETCH(QString, line);
    QFETCH(QString, under);
    QFETCH(QString, name);
    QFETCH(QString, source);
    QFETCH(QString, meaning);
    const int column = int(line.indexOf(under)) + 1;
    const auto doc = HoverDocs::at(line, column);
    QCOMPARE(doc ? doc->name : QString(), name);
    if (!doc)
        return;
    QCOMPARE(doc->kind, LineKind::OtherKnownKey);
    QVERIFY2(doc->reference.contains(source), qPrintable(doc->reference));
    QVERIFY2(doc->meaning.contains(meaning), qPrintable(doc->meaning));
    QCOMPARE(doc->dialects.size(), allDialects().size());
    for (const DirectiveDoc::DialectSupport &s : doc->dialects)
        QVERIFY(s.support != Support::Honoured);
}

void TestDiagHover::unknownKeyHasNoDocs()
{
    QVERIFY(!HoverDocs::forKey(u"Block"));
    QVERIFY(!HoverDocs::forKey(u""));
    QVERIFY(!HoverDocs::forKey(u"   "));
}

void TestDiagHover::docUnderColumn_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("kind"); // -1: no documentation there
    QTest::newRow("on-key") << QStringLiteral("Disallow: /x") << 3 << int(LineKind::Disallow);
    QTest::newRow("key-start") << QStringLiteral("Disallow: /x") << 0 << int(LineKind::Disallow);
    QTest::newRow("right-after-key") << QStringLiteral("Disallow: /x") << 8 << int(LineKind::Disallow);
    QTest::newRow("on-value") << QStringLiteral("Disallow: /x") << 11 << -1;
    QTest::newRow("indented-key") << QStringLiteral("   User-agent : x") << 5 << int(LineKind::UserAgent);
    QTest::newRow("before-indented-key") << QStringLiteral("   User-agent : x") << 1 << -1;
    QTest::newRow("comment") << QStringLiteral("# Disallow: /x") << 4 << -1;
    QTest::newRow("blank") << QString() << 0 << -1;
    // dialect: google reads `Disallow /x` (missing colon) as a record.
    QTest::newRow("missing-colon") << QStringLiteral("Disallow /x") << 2 << int(LineKind::Disallow);
    QTest::newRow("non-ascii-before-value") << QStringLiteral("Allow: /caf\u00e9") << 2 << int(LineKind::Allow);
}

void TestDiagHover::docUnderColumn()
{
    QFETCH(QString, line);
    QFETCH(int, column);
    QFETCH(int, kind);
    const auto doc = HoverDocs::at(line, column);
    QCOMPARE(doc ? int(doc->kind) : -1, kind);
}

void TestDiagHover::everyCanonicalDirectiveDocumented()
{
    for (LineKind kind : HoverDocs::documentedKinds()) {
        const std::string_view name = canonicalKeyName(kind);
        QVERIFY(!name.empty());
        const auto doc = HoverDocs::forKey(QString::fromUtf8(name.data(), qsizetype(name.size())));
        QVERIFY(doc);
        QCOMPARE(doc->kind, kind);
        QVERIFY(!doc->meaning.isEmpty());
        QVERIFY(!doc->reference.isEmpty());
        // Honoured somewhere (that is why it is documented).
        QVERIFY(std::any_of(doc->dialects.cbegin(), doc->dialects.cend(),
                            [](const DirectiveDoc::DialectSupport &s) { return s.support == Support::Honoured; }));
    }
}

// One list of crawler names: the completer offers every product token of the core's catalogue
// (RFC 9309 §2.2.1) and of the tester's presets, once each, and nothing else but `*`.
void TestDiagHover::agentCompletionsAreThePresetsAndTheCatalogue()
{
    const QStringList offered = DirectiveCompleter::agentNames();
    QCOMPARE(offered.first(), QStringLiteral("*"));
    for (const AgentPreset &preset : AgentPresets::all()) {
        if (AgentPresets::classify(preset.name) == AgentNameKind::ProductToken)
            QVERIFY2(offered.contains(preset.name), qPrintable(preset.name));
    }
    int fromCatalogue = 0;
    for (const robots::Crawler &crawler : robots::crawlerCatalogue()) {
        const QString name = QString::fromUtf8(crawler.token.data(), qsizetype(crawler.token.size()));
        if (AgentPresets::classify(name) != AgentNameKind::ProductToken) {
            QVERIFY2(!offered.contains(name), qPrintable(name));
            continue;
        }
        ++fromCatalogue;
        QVERIFY2(offered.contains(name, Qt::CaseInsensitive), qPrintable(name));
    }
    QVERIFY(fromCatalogue > 50);
    for (const QString &name : offered)
        QCOMPARE(offered
                     .filter(QRegularExpression(QLatin1Char('^') + QRegularExpression::escape(name) + QLatin1Char('$'),
                                                QRegularExpression::CaseInsensitiveOption))
                     .size(),
                 1);
}

void TestDiagHover::completionOffers_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("first");
    QTest::newRow("empty-line/every-directive")
        << QString() << 0 << int(Context::Key) << QString() << QStringLiteral("User-agent");
    QTest::newRow("key-prefix-case-insensitive")
        << QStringLiteral("dis") << 3 << int(Context::Key) << QStringLiteral("dis") << QStringLiteral("Disallow");
    QTest::newRow("indented-key") << QStringLiteral("  Si") << 4 << int(Context::Key) << QStringLiteral("Si")
                                  << QStringLiteral("Sitemap");
    QTest::newRow("agent-value") << QStringLiteral("User-agent: goo") << 15 << int(Context::AgentValue)
                                 << QStringLiteral("goo") << QStringLiteral("Googlebot");
    QTest::newRow("agent-value-empty") << QStringLiteral("user-agent: ") << 12 << int(Context::AgentValue) << QString()
                                       << QStringLiteral("*");
    QTest::newRow("rule-value") << QStringLiteral("Disallow: /pri") << 14 << int(Context::None) << QString()
                                << QString();
    QTest::newRow("comment") << QStringLiteral("# Dis") << 5 << int(Context::None) << QString() << QString();
    // The key the core reads, typos included: Google reads these as User-agent (catalogue R203).
    QTest::newRow("agent-value/google-typo") << QStringLiteral("useragent: goo") << 14 << int(Context::AgentValue)
                                             << QStringLiteral("goo") << QStringLiteral("Googlebot");
    QTest::newRow("agent-value/key-with-space") << QStringLiteral("User agent: Bing") << 16 << int(Context::AgentValue)
                                                << QStringLiteral("Bing") << QStringLiteral("Bingbot");
    QTest::newRow("rule-value/google-typo")
        << QStringLiteral("Dissallow: /pri") << 15 << int(Context::None) << QString() << QString();
    QTest::newRow("key-being-typed") << QStringLiteral("User-agent") << 10 << int(Context::Key)
                                     << QStringLiteral("User-agent") << QStringLiteral("User-agent");
    QTest::newRow("comment-after-value") << QStringLiteral("User-agent: goo # x") << 19 << int(Context::None)
                                         << QString() << QString();
    QTest::newRow("after-agent-word") << QStringLiteral("User-agent: Googlebot x") << 23 << int(Context::None)
                                      << QString() << QString();
}

void TestDiagHover::completionOffers()
{
    QFETCH(QString, line);
    QFETCH(int, column);
    QFETCH(int, context);
    QFETCH(QString, prefix);
    QFETCH(QString, first);
    const DirectiveCompleter::Offer offer = DirectiveCompleter::offerAt(line, column);
    QCOMPARE(int(offer.context), context);
    QCOMPARE(offer.prefix, prefix);
    QCOMPARE(offer.items.value(0), first);
    for (const QString &item : offer.items)
        QVERIFY(item.startsWith(prefix, Qt::CaseInsensitive));
    if (offer.context == Context::AgentValue) {
        // Product tokens only (RFC 9309 §2.2.1: letters, "-" and "_"), or `*`.
        for (const QString &item : offer.items) {
            for (const QChar c : item)
                QVERIFY2(c.isLetter() || c == QLatin1Char('-') || c == QLatin1Char('_') || item == QLatin1String("*"),
                         qPrintable(item));
        }
    }
}

void TestDiagHover::completionInEditor()
{
    QPlainTextEdit editor;
    auto *completer = new DirectiveCompleter(&editor);
    editor.resize(500, 300);
    editor.show();
    editor.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    QAbstractItemView *popup = completer->completer()->popup();

    QTest::keyClicks(&editor, QStringLiteral("Dis"));
    QTRY_VERIFY(popup->isVisible());
    QCOMPARE(completer->completer()->currentCompletion(), QStringLiteral("Disallow"));
    QTest::keyClick(popup, Qt::Key_Return);
    QTRY_VERIFY(!popup->isVisible());
    QCOMPARE(editor.toPlainText(), QStringLiteral("Disallow: "));

    // One undo step removes the completion, leaving what was typed.
    editor.undo();
    QCOMPARE(editor.toPlainText(), QStringLiteral("Dis"));
    editor.selectAll();
    QTest::keyClick(&editor, Qt::Key_Delete);

    // A finished word does not open the popup; a value that is not an agent either.
    QTest::keyClicks(&editor, QStringLiteral("Disallow: /pri"));
    QVERIFY(!popup->isVisible());
}

void TestDiagHover::ctrlSpaceOffersAgents()
{
    QPlainTextEdit editor;
    auto *completer = new DirectiveCompleter(&editor);
    editor.resize(500, 300);
    editor.show();
    editor.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    editor.setPlainText(QStringLiteral("User-agent: "));
    editor.moveCursor(QTextCursor::End);
    QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
    QAbstractItemView *popup = completer->completer()->popup();
    QTRY_VERIFY(popup->isVisible());
    QVERIFY(popup->model()->rowCount() >= 10);
    // Down to Googlebot (after `*`), Enter inserts it.
    QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Return);
    QCOMPARE(editor.toPlainText(), QStringLiteral("User-agent: Googlebot"));
}

QTEST_MAIN(TestDiagHover)
#include "tst_diaghover.moc"
