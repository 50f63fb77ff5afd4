// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>
#include <robots/lines.h>

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace robots::ui {

/// Documentation of one directive, as the editor shows it when the mouse rests on a key.
struct DirectiveDoc
{
    /// How a dialect reads the key as written.
    enum class Support {
        Honoured, ///< recognised, and it changes what the crawler does
        Ignored,  ///< recognised, but it has no effect there
        Unknown,  ///< not a key for that dialect: the line is ignored
    };
    struct DialectSupport
    {
        const Dialect *dialect = nullptr;
        Support support = Support::Unknown;
        bool typo = false; ///< recognised only as an accepted typo or by prefix (dialect: google)
    };

    LineKind kind = LineKind::UnknownKey;
    QString key;       ///< the key as written
    QString name;      ///< the directive's name ("Disallow"; for other known keys the key in lower case)
    QString meaning;   ///< what it means, one paragraph
    QString reference; ///< where it is defined ("RFC 9309 §2.2.2")
    std::vector<DialectSupport> dialects; ///< in allDialects() order
};

/// Directive documentation as data: meanings and references from the core's catalogue of directives
/// (robots/studio/directives.h), in the studio's words (textText()); which dialects honour a key
/// from the core's dialect tables (readKey() and Dialect::uses()), so the two never disagree.
class HoverDocs
{
public:
    /// The documentation of KEY as written ("disallow", "Dissallow", "Crawl-delay", "noindex");
    /// nullopt when no dialect recognises it. O(dialects × key length).
    static std::optional<DirectiveDoc> forKey(QStringView key);
    /// The documentation of the key under COLUMN (0-based, UTF-16) of LINE_TEXT: the column is on
    /// the key or just after it; on a member of a Content-Usage or Content-Signal value (`train-ai`,
    /// `use=reference`), that member's documentation (forPreferenceMember()); nullopt elsewhere
    /// (other values, comments, blank lines).
    static std::optional<DirectiveDoc> at(QStringView lineText, int column);
    /// The documentation of the member under COLUMN of a preference line whose key is KEY and
    /// whose value starts at VALUE_START: the member's meaning (and its value's, for `use`), its
    /// source, and KEY's dialect support; nullopt for another key or a member no source defines.
    static std::optional<DirectiveDoc> forPreferenceMember(QStringView key, QStringView lineText, qsizetype valueStart,
                                                           int column);
    /// The directives documented (the ones with a canonical name), in the order of the docs.
    static std::vector<LineKind> documentedKinds();
    /// The documentation as rich text for a tooltip.
    static QString toHtml(const DirectiveDoc &doc);
};

} // namespace robots::ui
