// SPDX-License-Identifier: MIT
#pragma once

// Test sets: (agent, URL, expected verdict, dialects) cases kept beside a robots.txt, in the text
// format described in docs/testset.md. `robotstxt test` and the GUI's tester read and write the
// same format through these functions, so a set saved in the GUI runs unchanged in CI.

#include "robots/dialect.h"
#include "robots/message.h"
#include "robots/studio/families.h"
#include "robots/verdict.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// One case.
struct TestCase
{
    std::uint32_t line = 0;                ///< 1-based line in the test-set text (0 for cases made in code).
    std::string agent;                     ///< As written (a product token, `*`, or any crawler name).
    std::string url;                       ///< A bare path or an absolute URL.
    std::optional<Access> expected;        ///< Allowed / Disallowed, or nullopt ("-": just show the verdict).
    std::vector<const Dialect *> dialects; ///< Empty: the set's default dialects.
    /// Set by `@goal ID` lines (lessons, robots/studio/lesson.h); else empty. `{}`: aggregate initialisers
    /// that stop before it stay free of -Wmissing-field-initializers.
    std::string goal{};

    friend bool operator==(const TestCase &, const TestCase &) = default;
};

/// A line the reader could not understand. The rest of the set is still read.
struct TestSetError
{
    std::uint32_t line = 0;
    Message message;
};

struct TestSet
{
    /// Set by `@dialect` lines; applies to the cases after it that name no dialect. Empty means
    /// the runner's default (rfc9309 unless the caller says otherwise).
    std::vector<const Dialect *> defaultDialects;
    std::vector<TestCase> cases;
    std::vector<TestSetError> errors;
};

/// Reads the text format (docs/testset.md). Never fails: unreadable lines become `errors`.
/// `@dialect` lines are folded into each case's `dialects`, so `cases` are self-contained;
/// `defaultDialects` keeps the last `@dialect` seen (for round trips). O(n).
[[nodiscard]] TestSet parseTestSet(std::string_view text);

/// Writes `cases` in the text format, one case per line with a header comment; parseTestSet()
/// of the result gives the same cases (line numbers aside). Agents or URLs with white space or
/// quotes are quoted. O(n).
[[nodiscard]] std::string serialiseTestSet(const std::vector<TestCase> &cases);

/// How many columns TEXT (UTF-8) takes in a monospaced font: one per code point, two for East
/// Asian wide and fullwidth characters (CJK, kana, Hangul, emoji), none for combining accents;
/// an invalid byte counts one. serialiseTestSet() aligns its columns with it. O(n).
[[nodiscard]] std::size_t displayWidth(std::string_view text);

/// One (case, dialect) run.
struct TestOutcome
{
    std::size_t caseIndex = 0; ///< Index in the cases given to runTestSet().
    const Dialect *dialect = nullptr;
    Decision decision;          ///< The verdict; `decision.rule` indexes the dialect's parse.
    std::uint32_t ruleLine = 0; ///< The deciding rule's line, or 0.
    std::string rule;           ///< "Disallow: /x" (canonical key, pattern as written), or empty.
    bool hasExpectation = false;
    bool passed = true; ///< True when there is no expectation.
};

struct TestRun
{
    std::vector<TestOutcome> outcomes; ///< Case order, then dialect order.
    std::size_t passed = 0;
    std::size_t failed = 0;
    std::size_t unchecked = 0; ///< Outcomes without an expectation.
};

/// Runs every case against `body` under each of its dialects (the case's own, else `fallback`,
/// else rfc9309). Each dialect's parse and each agent's rules are built once; agents are asked
/// with rulesForCrawler() (a catalogue crawler by its family unless `lookup` says PlainToken).
/// O(parses + cases).
[[nodiscard]] TestRun runTestSet(std::string_view body, const std::vector<TestCase> &cases,
                                 const std::vector<const Dialect *> &fallback = {},
                                 AgentLookup lookup = AgentLookup::Family);

/// "Disallow: /x": the canonical key of the rule's kind and its pattern as written ("Disallow:" when
/// the pattern is empty).
[[nodiscard]] std::string ruleText(const Rule &rule);

/// True for an RFC 9309 §2.2.1 product token: one or more of `[A-Za-z_-]`. O(n).
[[nodiscard]] bool isProductToken(std::string_view agent);

} // namespace robots
