// SPDX-License-Identifier: MIT
// robots::InlineVector (core/src/inlinevector.h, internal), a small vector for lists that are
// almost always short, against std::vector as the definition: the same operations
// give the same elements; the first N stay inside the vector; every element made is destroyed
// exactly once, through copies, moves, growth and clears.

#include "inlinevector.h"
#include "robots/textedit.h"

#include <QTest>

#include <random>
#include <span>
#include <string>
#include <vector>

namespace {

/// An element that counts the live ones and carries a text long enough to need its own heap
/// block, so that a lost or doubled element shows in the count and under ASan.
struct Tracked
{
    static inline int live = 0;
    std::string text;

    explicit Tracked(std::string t)
        : text(std::move(t))
    {
        ++live;
    }
    Tracked(const Tracked &other)
        : text(other.text)
    {
        ++live;
    }
    Tracked(Tracked &&other) noexcept
        : text(std::move(other.text))
    {
        ++live;
    }
    Tracked &operator=(const Tracked &) = default;
    Tracked &operator=(Tracked &&) noexcept = default;
    ~Tracked() { --live; }
    friend bool operator==(const Tracked &, const Tracked &) = default;
};

template<std::size_t N>
bool sameAs(const robots::InlineVector<Tracked, N> &v, const std::vector<Tracked> &model)
{
    return v.size() == model.size() && std::equal(v.begin(), v.end(), model.begin());
}

} // namespace

class TestInlineVector : public QObject
{
    Q_OBJECT

private slots:
    void firstElementsStayInline()
    {
        robots::InlineVector<Tracked, 2> v;
        QVERIFY(v.isInline());
        QCOMPARE(v.capacity(), std::size_t(2));
        v.emplace_back(std::string(40, 'a'));
        v.push_back(Tracked(std::string(40, 'b')));
        QVERIFY(v.isInline());
        v.emplace_back("c");
        QVERIFY(!v.isInline());
        QVERIFY(v.capacity() >= 3);
        QCOMPARE(v[0].text, std::string(40, 'a'));
        QCOMPARE(v[1].text, std::string(40, 'b'));
        QCOMPARE(v.back().text, std::string("c"));
    }

    void reserveAllocatesOnlyPastTheInlineRoom()
    {
        robots::InlineVector<Tracked, 3> v;
        v.reserve(3);
        QVERIFY(v.isInline());
        v.reserve(4);
        QVERIFY(!v.isInline());
        QCOMPARE(v.capacity(), std::size_t(4));
        QVERIFY(v.empty());
    }

    void movesTakeTheElementsAndLeaveTheSourceEmpty()
    {
        for (int count : {0, 1, 2, 3, 9}) { // empty, inline, full inline, on the heap
            robots::InlineVector<Tracked, 2> v;
            std::vector<Tracked> model;
            for (int i = 0; i < count; ++i) {
                v.emplace_back(std::to_string(i) + std::string(30, 'x'));
                model.emplace_back(std::to_string(i) + std::string(30, 'x'));
            }
            const Tracked *heapData = v.isInline() ? nullptr : v.data();
            robots::InlineVector<Tracked, 2> moved(std::move(v));
            QVERIFY(sameAs(moved, model));
            QVERIFY(v.empty()); // NOLINT(bugprone-use-after-move): moved-from state is specified
            QVERIFY(v.isInline());
            if (heapData) // a heap block changes hands, the elements do not move
                QCOMPARE(moved.data(), heapData);
            robots::InlineVector<Tracked, 2> assigned;
            assigned.emplace_back("old");
            assigned = std::move(moved);
            QVERIFY(sameAs(assigned, model));
            QVERIFY(moved.empty()); // NOLINT(bugprone-use-after-move)
            // The moved-from vector is usable again.
            moved.emplace_back("again");
            QCOMPARE(moved.size(), std::size_t(1));
        }
        QCOMPARE(Tracked::live, 0);
    }

    void copiesAreIndependent()
    {
        robots::InlineVector<Tracked, 1> v;
        v.emplace_back("one");
        v.emplace_back("two");
        robots::InlineVector<Tracked, 1> copy(v);
        QVERIFY(copy == v);
        copy[0].text = "changed";
        QCOMPARE(v[0].text, std::string("one"));
        QVERIFY(!(copy == v));
        robots::InlineVector<Tracked, 1> assigned;
        assigned = v;
        QVERIFY(assigned == v);
        const auto &same = assigned;
        assigned = same; // self-assignment keeps the elements
        QVERIFY(assigned == v);
        QCOMPARE(Tracked::live, 6);
    }

    void randomOperationsMatchStdVector()
    {
        std::mt19937 rng(9309);
        for (int round = 0; round < 200; ++round) {
            robots::InlineVector<Tracked, 2> v;
            std::vector<Tracked> model;
            for (int step = 0; step < 60; ++step) {
                const auto text = std::to_string(rng() % 1000) + std::string(rng() % 40, 'p');
                switch (rng() % 8) {
                case 0:
                case 1:
                case 2:
                    v.emplace_back(text);
                    model.emplace_back(text);
                    break;
                case 3:
                    if (!model.empty()) {
                        v.pop_back();
                        model.pop_back();
                    }
                    break;
                case 4:
                    if (rng() % 4 == 0) {
                        v.clear();
                        model.clear();
                    }
                    break;
                case 5: {
                    robots::InlineVector<Tracked, 2> copy(v);
                    v = std::move(copy);
                    break;
                }
                case 6:
                    v.reserve(rng() % 8);
                    break;
                default: {
                    robots::InlineVector<Tracked, 2> other = std::move(v);
                    v = other;
                    break;
                }
                }
                QVERIFY2(sameAs(v, model), qPrintable(QStringLiteral("round %1 step %2").arg(round).arg(step)));
                QCOMPARE(Tracked::live, int(model.size()) * 2);
            }
        }
        QCOMPARE(Tracked::live, 0);
    }

    void aSpanViewsTheElements()
    {
        robots::InlineVector<robots::TextEdit, 2> edits;
        edits.push_back({{4, 0}, "Disallow: /moved/\n"});
        edits.push_back({{30, 10}, ""});
        const std::span<const robots::TextEdit> view(edits);
        QCOMPARE(view.size(), std::size_t(2));
        QCOMPARE(view[0].replacement, std::string("Disallow: /moved/\n"));
        QVERIFY(robots::editsAreDisjoint(edits, 64));
        QCOMPARE(robots::applyEdits("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ", edits),
                 std::string("0123Disallow: /moved/\n456789abcdefghijklmnopqrstEFGHIJ"));
    }
};

QTEST_APPLESS_MAIN(TestInlineVector)
#include "tst_core_inlinevector.moc"
