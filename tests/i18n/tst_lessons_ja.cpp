// SPDX-License-Identifier: MIT
// Every lesson of the course (resources/lessons/, and the tests' own teacher's lesson) reads in
// Japanese: a lesson.ja.md with the same goals, in the same order, as lesson.md, and Japanese
// words in its title, body, goals, hints and Solved text. Lessons that land later are covered:
// the folders are listed, not named.

#include "robots/studio/lesson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <algorithm>

using namespace robots;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

LessonText readPage(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return parseLessonText(f.readAll().toStdString(), QFileInfo(path).fileName().toStdString());
}

// Hiragana, katakana or kanji: text a Japanese reader reads (not only English words kept as they
// are, as `User-agent` and URLs are).
bool hasJapanese(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x3040 && u <= 0x30FF) || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xFF00 && u <= 0xFFEF);
    });
}

} // namespace

class TestLessonsJa : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyLessonHasAJapanesePageWithTheSameGoals_data();
    void everyLessonHasAJapanesePageWithTheSameGoals();
};

void TestLessonsJa::everyLessonHasAJapanesePageWithTheSameGoals_data()
{
    QTest::addColumn<QString>("folder");
    for (const QString &root :
         {QStringLiteral(ROBOTS_SOURCE_DIR "/resources/lessons"), QStringLiteral(ROBOTS_TEST_DATA "/lessons")}) {
        const QDir dir(root);
        for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
}

void TestLessonsJa::everyLessonHasAJapanesePageWithTheSameGoals()
{
    QFETCH(QString, folder);
    const QDir dir(folder);
    QVERIFY2(QFile::exists(dir.filePath(QStringLiteral("lesson.ja.md"))), "no lesson.ja.md");
    const LessonText en = readPage(dir.filePath(QStringLiteral("lesson.md")));
    const LessonText ja = readPage(dir.filePath(QStringLiteral("lesson.ja.md")));
    QVERIFY(ja.problems.empty());

    QCOMPARE(ja.goals.size(), en.goals.size());
    for (std::size_t i = 0; i < en.goals.size(); ++i) {
        const LessonGoal &e = en.goals[i];
        const LessonGoal &j = ja.goals[i];
        QCOMPARE(q(j.id), q(e.id));
        QVERIFY2(hasJapanese(q(j.text)), qPrintable(q(j.id) + QStringLiteral(": ") + q(j.text)));
        // A hint in English has one in Japanese, and the other way round.
        QCOMPARE(j.hint.empty(), e.hint.empty());
        if (!j.hint.empty())
            QVERIFY2(hasJapanese(q(j.hint)), qPrintable(q(j.id) + QStringLiteral(": ") + q(j.hint)));
    }
    QVERIFY2(hasJapanese(q(ja.title)), qPrintable(q(ja.title)));
    QVERIFY2(hasJapanese(q(ja.body)), "the body has no Japanese");
    QVERIFY2(hasJapanese(q(ja.solved)), "the Solved text has no Japanese");
    // Not the English page copied: its title differs.
    QVERIFY(ja.title != en.title);
}

QTEST_GUILESS_MAIN(TestLessonsJa)
#include "tst_lessons_ja.moc"
