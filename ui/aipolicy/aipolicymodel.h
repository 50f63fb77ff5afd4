// SPDX-License-Identifier: MIT
#pragma once

#include <robots/studio/crawlers.h>

#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStringList>

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace robots::ui {

/// The AI policy of one robots.txt text: a tree of the crawler catalogue's purposes (top level)
/// and their crawlers (children), with one column per question:
///
/// - Crawler: its name (operator and description as tooltip; a control token is marked);
/// - May fetch /: the verdict for `/` and the line that decides it;
/// - Test URLs: how many of the tester's URLs it may fetch ("3 of 4");
/// - train-ai, ai-use, search: the Content-Usage preference for `/` (draft-ietf-aipref-attach-05,
///   labels of draft-ietf-aipref-vocab-08) and its line;
/// - Content-Signal: Cloudflare's signals, as read in the crawler's group and file-wide;
/// - use: Content-Signal's `use` level (immediate, reference, full; Cloudflare, 2026) in the
///   crawler's group, the file-wide reading in the tooltip.
///
/// The summary also names the file's RSL `License:` URL (RSL 1.0: one file-wide line).
///
/// The text is read as the `aipref` dialect (RFC 9309 plus those lines), exactly as `robotstxt ai`
/// reads it: every answer comes from robots::rulesFor(), evaluate() and usagePreferences().
/// Each cell's tooltip explains it in a sentence; ValueRole and LineRole give the bare answer
/// ("disallowed", "n"; the line, 0 for none) for tests and tools. O(catalogue × URLs) per update.
class AiPolicyModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Column {
        CrawlerColumn,
        RootColumn,
        TestUrlsColumn,
        TrainAiColumn,
        AiUseColumn,
        SearchColumn,
        SignalColumn,
        UseColumn,
        ColumnCount
    };
    enum Role {
        ValueRole = Qt::UserRole + 1, ///< QString: "allowed"/"disallowed"; "y"/"n"; "" for no preference.
        LineRole,                     ///< int: the deciding or preference line, 0 for none.
        CategoryRole,                 ///< int (CrawlerCategory), on every item of a row.
        TokenRole,                    ///< QString: the crawler's name (crawler rows only).
        ControlRole,                  ///< bool: a control token (crawler rows only).
    };

    /// One cell's answer: what it shows, its explanation (tooltip), ValueRole and LineRole.
    struct Cell
    {
        QString text, explanation, value;
        int line = 0;
    };
    /// Everything a text and a list of URLs answer, as plain data (no items): computed by
    /// answer() on any thread, shown by apply() on the model's. Rows in the model's order.
    struct Answers
    {
        std::vector<std::array<Cell, ColumnCount>> crawlers; ///< Every crawler row, purpose by purpose.
        std::vector<QString> purposes;                       ///< Each purpose row's text.
        QString summary;
    };

    explicit AiPolicyModel(QObject *parent = nullptr);

    /// The answers for TEXT and URLS. Thread-safe (reads only the core and the catalogue):
    /// AiPolicyDock calls it on a worker thread. O(catalogue × URLs).
    static Answers answer(std::string_view text, const QStringList &urls);
    /// Shows ANSWERS (from answer()) in every row, in place.
    void apply(const Answers &answers);

    /// Reads TEXT (the editor's text as UTF-8) and updates every row in place, on this thread.
    void setText(std::string_view text);
    /// The URLs the Test URLs column counts (the tester's cases' URLs, each once).
    void setTestUrls(const QStringList &urls);
    QStringList testUrls() const { return m_urls; }

    /// "14 of 17 training crawlers blocked; AI search allowed; no usage preference for train-ai".
    QString summary() const { return m_summary; }
    /// The crawler row of TOKEN (exact name), or an invalid index.
    QModelIndex indexOf(const QString &token, int column = CrawlerColumn) const;

Q_SIGNALS:
    void summaryChanged(const QString &summary);
    /// Every row shows the newest text and URLs (after each update).
    void updated();

private:
    void update();

    std::string m_text;
    QStringList m_urls;
    QString m_summary;
};

/// Filters AiPolicyModel: a text (in the crawler's name or operator, any case) and a purpose.
/// A purpose row stays while any of its crawlers does.
class AiPolicyFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit AiPolicyFilterModel(QObject *parent = nullptr);

    void setText(const QString &text);
    /// nullopt: every purpose.
    void setCategory(std::optional<CrawlerCategory> category);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    std::optional<CrawlerCategory> m_category;
};

} // namespace robots::ui
