// SPDX-License-Identifier: MIT
// The catalogue of directives (robots/studio/directives.h): every documented directive has a
// meaning and the document it is defined in, as core texts with ids of their own; the other known
// keys with a source of their own are found as keys are compared (ASCII case-insensitive).

#include "robots/studio/directives.h"

#include <QTest>

#include <set>
#include <string>

using namespace robots;

class TestCoreDirectives : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyDocumentedDirectiveHasAMeaningAndAReference();
    void rfc9309DirectivesCiteTheirSection_data();
    void rfc9309DirectivesCiteTheirSection();
    void otherKnownKeysAreFoundWhateverTheirCase_data();
    void otherKnownKeysAreFoundWhateverTheirCase();
    void preferencesHaveTheirOwnProposal();
    void undocumentedKindsHaveNoText();
};

void TestCoreDirectives::everyDocumentedDirectiveHasAMeaningAndAReference()
{
    QCOMPARE(documentedDirectives().size(), std::size_t(8));
    std::set<std::string_view> meanings;
    for (const LineKind kind : documentedDirectives()) {
        const std::optional<DirectiveText> text = directiveText(kind);
        QVERIFY(text);
        QVERIFY(text->meaning.id.starts_with("directive."));
        QVERIFY(text->reference.id.starts_with("directive."));
        QVERIFY(!text->meaning.english.empty());
        QVERIFY(!text->reference.english.empty());
        QVERIFY2(meanings.insert(text->meaning.id).second, text->meaning.id.data());
    }
}

void TestCoreDirectives::rfc9309DirectivesCiteTheirSection_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("reference");
    QTest::newRow("rfc9309-2.1/user-agent") << int(LineKind::UserAgent) << QStringLiteral("RFC 9309 §2.1, §2.2.1");
    QTest::newRow("rfc9309-2.2.2/allow") << int(LineKind::Allow) << QStringLiteral("RFC 9309 §2.2.2, §2.2.3");
    QTest::newRow("rfc9309-2.2.2/disallow") << int(LineKind::Disallow) << QStringLiteral("RFC 9309 §2.2.2, §2.2.3");
    QTest::newRow("rfc9309-2.2.4/sitemap") << int(LineKind::Sitemap) << QStringLiteral("RFC 9309 §2.2.4; sitemaps.org");
}

void TestCoreDirectives::rfc9309DirectivesCiteTheirSection()
{
    QFETCH(int, kind);
    QFETCH(QString, reference);
    const std::optional<DirectiveText> text = directiveText(LineKind(kind));
    QVERIFY(text);
    QCOMPARE(QString::fromUtf8(text->reference.english.data(), qsizetype(text->reference.english.size())), reference);
}

void TestCoreDirectives::otherKnownKeysAreFoundWhateverTheirCase_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    QTest::newRow("rsl-1.0/license") << QStringLiteral("license") << QStringLiteral("License");
    QTest::newRow("rsl-1.0/LICENSE") << QStringLiteral("LICENSE") << QStringLiteral("License");
    QTest::newRow("llmstxt/llms") << QStringLiteral("LLMS") << QStringLiteral("LLMs");
    QTest::newRow("llmstxt/llms-full") << QStringLiteral("llms-full") << QStringLiteral("LLMs-full");
    QTest::newRow("rfc9309-2.2.4/noindex-is-not-one") << QStringLiteral("noindex") << QString();
}

void TestCoreDirectives::otherKnownKeysAreFoundWhateverTheirCase()
{
    QFETCH(QString, key);
    QFETCH(QString, name);
    const std::optional<OtherKeyDirective> found = otherKeyDirective(key.toStdString());
    QCOMPARE(found.has_value(), !name.isEmpty());
    if (found)
        QCOMPARE(QString::fromUtf8(found->name.data(), qsizetype(found->name.size())), name);
}

void TestCoreDirectives::preferencesHaveTheirOwnProposal()
{
    QVERIFY(preferenceDirectiveText(PreferenceSyntax::ContentUsage).reference.english.starts_with("draft-ietf-aipref"));
    QVERIFY(preferenceDirectiveText(PreferenceSyntax::ContentSignal).reference.english.starts_with("Cloudflare"));
}

void TestCoreDirectives::undocumentedKindsHaveNoText()
{
    QVERIFY(!directiveText(LineKind::Blank));
    QVERIFY(!directiveText(LineKind::UnknownKey));
    QVERIFY(!directiveText(LineKind::Unparseable));
}

QTEST_APPLESS_MAIN(TestCoreDirectives)
#include "tst_core_directives.moc"
