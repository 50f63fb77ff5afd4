// SPDX-License-Identifier: MIT
// Memory that is reused: a large document parsed again (the editor's per-dialect re-parses on
// every keystroke) gets the buffers of the previous parse, and a parse from reused buffers reads
// exactly like one from fresh memory, whichever thread released them.

#include "coretestutil.h"

#include <robots/studio/diagnostics.h>

#include <QTest>

#include <thread>

using namespace robots;
using namespace coretest;

namespace {

/// A block that forms one group, with rules whose comparison form differs from the text (they go
/// to the file's arena) and a Sitemap.
const std::string kBlock = "User-agent: Bot%d\n"
                           "Disallow: /ä/private/\n"
                           "Allow: /ä/private/%7e-public$\n"
                           "Disallow: /*.pdf$\n"
                           "Sitemap: https://example.com/sitemap.xml\n"
                           "\n";

/// `count` copies of kBlock: well above the size from which a parse keeps its buffers.
std::string largeBody(int count, char variant = 'x')
{
    std::string body;
    for (int i = 0; i < count; ++i) {
        std::string block = kBlock;
        block.replace(block.find("%d"), 2, std::to_string(i) + variant);
        body += block;
    }
    return body;
}

} // namespace

class TestCoreMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The studio re-parses the same document once per dialect on every keystroke: the second
    // parse draws on the first one's text, line and rule buffers instead of fresh pages.
    void reparseOfALargeDocumentReusesItsBuffers()
    {
        const std::string body = largeBody(2000);
        QVERIFY(body.size() > 200 * 1024);
        const char *text = nullptr;
        const Line *lines = nullptr;
        const Rule *rules = nullptr;
        std::size_t lineBytes = 0;
        std::size_t ruleBytes = 0;
        {
            const RobotsFile first = parse(std::string_view(body));
            text = first.text().data();
            lines = first.lines().data();
            rules = first.rules().data();
            lineBytes = first.lines().size_bytes();
            ruleBytes = first.rules().size_bytes();
        }
        // Blocks of the same sizes asked for in between would take the freed memory if the parse
        // had given it back to the allocator.
        const std::vector<char> blockers[] = {std::vector<char>(body.size()), std::vector<char>(lineBytes),
                                              std::vector<char>(ruleBytes)};
        const RobotsFile again = parse(std::string_view(body));
        for (const std::vector<char> &b : blockers)
            QVERIFY(b.data() != static_cast<const void *>(again.lines().data()));
        QCOMPARE(static_cast<const void *>(again.text().data()), static_cast<const void *>(text));
        QCOMPARE(static_cast<const void *>(again.lines().data()), static_cast<const void *>(lines));
        QCOMPARE(static_cast<const void *>(again.rules().data()), static_cast<const void *>(rules));
    }

    // releaseSpareParseBuffers() gives the kept buffers back: blocks of their sizes asked for
    // next take that memory, and the next parse gets other buffers.
    void releasedBuffersAreNotReused()
    {
        const std::string body = largeBody(2000);
        const void *lines = nullptr;
        std::size_t lineBytes = 0;
        {
            const RobotsFile first = parse(std::string_view(body));
            lines = first.lines().data();
            lineBytes = first.lines().size_bytes();
        }
        releaseSpareParseBuffers();
        const std::vector<char> blocker(lineBytes);
        const RobotsFile again = parse(std::string_view(body));
        QVERIFY(static_cast<const void *>(again.lines().data()) != lines);
    }

    // Two files alive at once never share a buffer.
    void liveFilesShareNoBuffer()
    {
        const std::string body = largeBody(2000);
        const RobotsFile a = parse(std::string_view(body));
        const RobotsFile b = parse(std::string_view(body));
        QVERIFY(a.text().data() != b.text().data());
        QVERIFY(a.lines().data() != b.lines().data());
        QVERIFY(a.rules().data() != b.rules().data());
    }

    // Buffers left by another document (longer lines, other values) hold nothing of it: the
    // model of N copies of a block is N times the model of the block parsed alone (which is too
    // small for the pool), line numbers and offsets shifted.
    void reusedBuffersReadLikeFreshOnes()
    {
        std::string block = kBlock;
        block.replace(block.find("%d"), 2, "7");
        const RobotsFile alone = parse(std::string_view(block), dialectNamed("google"));
        constexpr int kCopies = 3000;
        std::string body;
        for (int i = 0; i < kCopies; ++i)
            body += block;
        for (int round = 0; round < 3; ++round) {
            // Another large document first, released before `body` is parsed.
            {
                const RobotsFile other = parse(largeBody(kCopies, static_cast<char>('a' + round)));
            }
            const RobotsFile file = parse(std::string_view(body), dialectNamed("google"));
            QVERIFY(file.serialise() == body);
            QCOMPARE(file.lines().size(), alone.lines().size() * kCopies);
            QCOMPARE(file.rules().size(), alone.rules().size() * kCopies);
            QCOMPARE(file.groups().size(), alone.groups().size() * kCopies);
            QCOMPARE(file.sitemaps().size(), alone.sitemaps().size() * kCopies);
            const auto lineCount = static_cast<std::uint32_t>(alone.lines().size());
            for (std::size_t i = 0; i < file.rules().size(); ++i) {
                const Rule &r = file.rules()[i];
                const Rule &expected = alone.rules()[i % alone.rules().size()];
                QCOMPARE(q(r.pattern()), q(expected.pattern()));
                QCOMPARE(q(r.normalised()), q(expected.normalised()));
                QCOMPARE(r.line(), expected.line() + static_cast<std::uint32_t>(i / alone.rules().size()) * lineCount);
                QCOMPARE(r.status(), expected.status());
            }
            for (std::size_t i = 0; i < file.lines().size(); ++i) {
                const Line &l = file.lines()[i];
                const Line &expected = alone.lines()[i % alone.lines().size()];
                QCOMPARE(l.kind, expected.kind);
                QCOMPARE(l.flags, expected.flags);
                QCOMPARE(q(file.slice(l.value)), q(alone.slice(expected.value)));
            }
            QCOMPARE(q(file.groups().back().agents[0].value), QStringLiteral("Bot7"));
        }
    }

    // Files are released on other threads than the one that parsed them (the studio's worker
    // hands its results to the window): their buffers return to the pool safely and serve the
    // next parses, on any thread.
    void buffersReleasedOnAnyThreadServeLaterParses()
    {
        const std::string body = largeBody(1500);
        std::vector<std::thread> threads;
        std::vector<int> ok(4, 0);
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < 10; ++i) {
                    RobotsFile file = parse(std::string_view(body));
                    std::thread release([f = std::move(file)] { (void)f.rules().size(); });
                    release.join();
                    const RobotsFile again = parse(std::string_view(body));
                    if (again.serialise() == body && again.rules().size() == 1500 * 3)
                        ++ok[static_cast<std::size_t>(t)];
                }
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        for (const int n : ok)
            QCOMPARE(n, 10);
    }

    // lint() reads the document as every dialect: run twice, it finds the same thing from reused
    // buffers as from fresh ones.
    void lintFromReusedBuffersFindsTheSame()
    {
        const std::string body = largeBody(1500);
        const LintResult first = lint(std::string_view(body));
        const LintResult second = lint(std::string_view(body));
        QCOMPARE(second.diagnostics.size(), first.diagnostics.size());
        for (std::size_t i = 0; i < first.diagnostics.size(); ++i) {
            QCOMPARE(q(second.diagnostics[i].code()), q(first.diagnostics[i].code()));
            QVERIFY(second.diagnostics[i].where == first.diagnostics[i].where);
        }
    }
};

QTEST_GUILESS_MAIN(TestCoreMemory)
#include "tst_core_memory.moc"
