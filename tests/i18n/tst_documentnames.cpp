// SPDX-License-Identifier: MIT
// User-facing text names the documents the project began with by title ("the WWW::RobotRules
// manual", "the 1994 standard", "the O'Reilly appendix", "the Ruby gem's README"), never by the
// numbers they had in the project's working folder ("seed 002", "seeds 000/001", in Japanese
// "シード 002"), which mean
// nothing to a user. Checked: everything under resources/ (the handbook, the examples, the
// translations in both languages, desktop files), the docs shown or linked (docs/, README.md),
// and the core's texts that reach users as data (the checks' titles, "why it matters" and sources,
// the dialects' descriptions and references).

#include <robots/dialect.h>
#include <robots/studio/diagnostics.h>

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace {

const QRegularExpression &seedNumber()
{
    static const QRegularExpression re(QStringLiteral("(seeds?|シード)[ _-]?[0-9]{3}"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

class TestDocumentNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theRuleCatchesSeedNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("caught");
        QTest::newRow("seed 002") << QStringLiteral("Source: seed 002 (the go away example)") << true;
        QTest::newRow("seeds 000/001") << QStringLiteral("seeds 000/001, WWW::RobotRules") << true;
        QTest::newRow("Seed002") << QStringLiteral("Seed002") << true;
        QTest::newRow("in Japanese") << QStringLiteral("シード 000/001、WWW::RobotRules") << true;
        QTest::newRow("a title") << QStringLiteral("the WWW::RobotRules manual; the 1994 standard") << false;
        QTest::newRow("a random seed") << QStringLiteral("fuzzing with a seed of 42") << false;
    }

    void theRuleCatchesSeedNumbers()
    {
        QFETCH(QString, text);
        QFETCH(bool, caught);
        QCOMPARE(seedNumber().match(text).hasMatch(), caught);
    }

    void userFacingFilesNameDocumentsByTitle_data()
    {
        QTest::addColumn<QString>("path");
        const QString root = QStringLiteral(ROBOTS_SOURCE_DIR);
        QTest::newRow("README.md") << root + QStringLiteral("/README.md");
        for (const QString &dir : {QStringLiteral("/resources"), QStringLiteral("/docs")}) {
            QDirIterator it(root + dir, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                static const QRegularExpression text(QStringLiteral("\\.(md|ts|tests|txt|desktop|xml|json|html|in)$"));
                if (text.match(path).hasMatch())
                    QTest::newRow(qPrintable(path.mid(root.size() + 1))) << path;
            }
        }
    }

    void userFacingFilesNameDocumentsByTitle()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = seedNumber().match(lines.at(i));
            QVERIFY2(
                !m.hasMatch(),
                qPrintable(
                    QStringLiteral("%1:%2: \"%3\": name the document instead").arg(path).arg(i + 1).arg(m.captured())));
        }
    }

    void coreTextsNameDocumentsByTitle()
    {
        QStringList texts;
        for (const robots::Check &c : robots::allChecks())
            texts << q(c.title.english) << q(c.why.english) << q(c.source);
        for (const robots::Dialect &d : robots::allDialects())
            texts << q(d.description().english) << q(d.reference());
        QVERIFY(texts.size() > 20);
        for (const QString &text : std::as_const(texts))
            QVERIFY2(!seedNumber().match(text).hasMatch(), qPrintable(text));
        // The two spellings of the ancient castle's origin that used to show, now by title.
        QVERIFY(texts.join(QLatin1Char('\n')).contains(QLatin1String("the WWW::RobotRules manual")));
    }
};

QTEST_GUILESS_MAIN(TestDocumentNames)
#include "tst_documentnames.moc"
