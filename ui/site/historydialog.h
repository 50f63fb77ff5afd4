// SPDX-License-Identifier: MIT
#pragma once

#include "net/historystore.h"

#include <robots/studio/testset.h>

#include <QByteArray>
#include <QDialog>
#include <QList>
#include <QPointer>
#include <QString>

#include <functional>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace robots::siteui {

/// A test case whose verdict differs between two bodies, under one dialect.
struct VerdictChange
{
    std::size_t caseIndex = 0;
    const robots::Dialect *dialect = nullptr;
    robots::Access before = robots::Access::Allowed;
    robots::Access after = robots::Access::Allowed;
    std::uint32_t beforeLine = 0; ///< The deciding rule's line in the older body, 0 for none.
    std::uint32_t afterLine = 0;
};

/// The cases of `cases` whose verdict under a dialect differs between `before` and `after`: both
/// bodies go through robots::runTestSet(), nothing is decided here. O(parses + cases).
[[nodiscard]] std::vector<VerdictChange> verdictChanges(const QByteArray &before, const QByteArray &after,
                                                        const std::vector<robots::TestCase> &cases);

/// The history of one host's robots.txt (net::HistoryStore): its versions (first and last seen,
/// fetches, size, the status of the newest fetch that saw it), "Open" shows a version read-only
/// in a tab, "Compare" diffs two versions (the core's unifiedDiff, coloured) and lists which
/// verdicts of the current test set changed between them. Every read of the history runs on its
/// own thread (net::HistoryWorker); the answers arrive as `versionsShown` and `compared`.
class HistoryDialog : public QDialog
{
    Q_OBJECT
public:
    struct Hooks
    {
        /// The current document's test cases (the tester's), as the core reads them.
        std::function<std::vector<robots::TestCase>()> testCases;
        /// Opens BYTES read-only in a new tab called TITLE.
        std::function<void(const QByteArray &bytes, const QString &title)> openReadOnly;
    };

    /// Reads through HISTORY (not owned; when it is gone the dialog reads nothing more).
    /// ORIGIN: the key of the host's robots::Origin (net::hostKey()).
    HistoryDialog(net::HistoryWorker *history, const QString &origin, Hooks hooks, QWidget *parent = nullptr);

    /// Reads the versions again (`versionsShown` once they are listed).
    void reload();
    /// Selects versions ROW_A and ROW_B (0 = newest) and compares them (older first) once both
    /// bodies are read (`compared`).
    void compare(int rowA, int rowB);
    /// Opens the version of ROW read-only (Hooks::openReadOnly) once its body is read.
    void openVersion(int row);

    [[nodiscard]] QTreeWidget *versionsView() const { return m_versions; }
    [[nodiscard]] QPlainTextEdit *diffView() const { return m_diff; }
    [[nodiscard]] QTreeWidget *verdictsView() const { return m_verdicts; }

Q_SIGNALS:
    /// The versions are listed (reload()).
    void versionsShown();
    /// The comparison asked last is shown (compare()).
    void compared();

private:
    void showVersions(const QList<net::HistoryStore::Version> &versions);
    void showComparison(int older, int newer, const QByteArray &before, const QByteArray &after);
    void onSelectionChanged();
    void compareSelected();
    [[nodiscard]] QString versionTitle(int row) const;

    QPointer<net::HistoryWorker> m_history;
    quint64 m_comparisons = 0; ///< Comparisons asked so far: only the last one is shown
    QString m_origin;
    Hooks m_hooks;
    QList<qint64> m_versionIds; ///< Parallel to the rows of m_versions.
    QTreeWidget *m_versions;
    QPushButton *m_open;
    QPushButton *m_compare;
    QLabel *m_diffTitle;
    QPlainTextEdit *m_diff;
    QLabel *m_verdictSummary;
    QTreeWidget *m_verdicts;
};

} // namespace robots::siteui
