// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/testcase.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace robots::ui {

/// Test sets in the text format `robotstxt test` runs (docs/testset.md; read and written by the
/// core's parseTestSet()/serialiseTestSet(), so the GUI and the CLI cannot drift apart). A set is
/// kept beside its robots.txt as `robots.txt.tests`.
namespace TestSetFile {

struct Loaded
{
    TestCases cases;
    QStringList errors; ///< "line 4: Unknown dialect foo", translated.
    QString ioError;    ///< Set when the file could not be read.
};

/// The test-set file that belongs to ROBOTS_PATH: `ROBOTS_PATH.tests`.
QString companionPath(const QString &robotsPath);

Loaded fromText(const QByteArray &text);
/// The cases in the test-set format. Cases without dialects are checked by the runner under its
/// default (rfc9309); when DEFAULT_DIALECT is another one, an `@dialect` line says so, so the
/// file gives in CI the verdicts the GUI showed.
QByteArray toText(const TestCases &cases, DialectId defaultDialect = DialectId::Rfc9309);

Loaded load(const QString &path);
/// Writes atomically (QSaveFile). False with ERROR set on failure.
bool save(const QString &path, const TestCases &cases, DialectId defaultDialect = DialectId::Rfc9309,
          QString *error = nullptr);

} // namespace TestSetFile

} // namespace robots::ui
