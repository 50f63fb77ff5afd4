// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>
#include <robots/verdict.h>

#include <QList>
#include <QString>

#include <optional>

namespace robots::ui {

/// One row of the tester: may AGENT fetch URL? Optionally with the verdict the user expects,
/// and the dialects that expectation is about (none: the tester's primary dialect). The GUI's
/// side of robots::TestCase (testset.h), which is what test-set files hold.
struct TestCase
{
    QString url;   ///< An absolute URL or a bare path, as the user wrote it.
    QString agent; ///< A crawler name or product token, as the user wrote it.
    std::optional<Access> expected;
    QList<DialectId> dialects; ///< The expectation holds under each of these; empty: the primary dialect.

    friend bool operator==(const TestCase &, const TestCase &) = default;
};

using TestCases = QList<TestCase>;

} // namespace robots::ui
