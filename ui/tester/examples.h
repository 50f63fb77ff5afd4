// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/testcase.h"

#include <robots/dialect.h>

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace robots::ui {

/// A built-in example: a robots.txt from the seeds or RFC 9309 §5, with its test set (the
/// verdicts of the document it comes from, in the `robotstxt test` format) and the dialects worth
/// showing side by side. Bundled as Qt resources under `:/examples/<id>/`.
struct Example
{
    QString id;                ///< Folder name: "ancient-castle".
    QString title;             ///< Translated menu text.
    QString description;       ///< Translated one-line description.
    QString source;            ///< Where it comes from ("the WWW::RobotRules manual"), translated.
    QList<DialectId> dialects; ///< The dialects the tester shows for it.

    /// ":/examples/<id>/robots.txt"
    QString robotsPath() const;
    /// ":/examples/<id>/robots.txt.tests"
    QString testsPath() const;
    /// The robots.txt bytes.
    QByteArray robotsTxt() const;
    /// The test set's text.
    QByteArray testSet() const;
    /// The test set read into cases.
    TestCases testCases() const;
};

namespace Examples {

/// Every built-in example, in tutorial order: cyberworld/tmp, cybermapper, "go away", ancient
/// castle, search-thingy and friendly-indexer, everyone but search-thingy, RFC 9309 §5.1, §5.2.
QList<Example> all();
/// The example with this id.
std::optional<Example> find(const QString &id);

} // namespace Examples

} // namespace robots::ui
