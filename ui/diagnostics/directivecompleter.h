// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPlainTextEdit>
#include <QPointer>
#include <QStringList>

class QCompleter;

class QStringListModel;

namespace robots::ui {

/// Completion in the editor: directive names where a key is written, common crawler product
/// tokens after `User-agent:`. The popup opens while typing (from the first letter) and on
/// Ctrl+Space; Enter or Tab inserts the choice, Escape closes it.
class DirectiveCompleter : public QObject
{
    Q_OBJECT
public:
    /// What can be completed at a place in a line.
    struct Offer
    {
        enum class Context {
            None,
            Key,        ///< the key of a line (before any colon)
            AgentValue, ///< the value of a User-agent line
        };
        Context context = Context::None;
        int start = 0;     ///< UTF-16 column where the completed word starts
        QString prefix;    ///< what is written from start to the column
        QStringList items; ///< the candidates starting with prefix (case-insensitive), in order
    };

    /// Attaches to EDITOR (the completer is its child).
    explicit DirectiveCompleter(QPlainTextEdit *editor);
    ~DirectiveCompleter() override;

    /// The candidates at COLUMN (0-based, UTF-16) of LINE_TEXT. Pure; O(candidates).
    static Offer offerAt(QStringView lineText, int column);
    /// The directive names offered, from the core's canonical names ("User-agent", "Disallow" …).
    static QStringList directiveNames();
    /// The crawler product tokens offered after `User-agent:`: "*", the tester's presets, then the
    /// other names of the core's crawler catalogue (robots/studio/crawlers.h).
    static QStringList agentNames();

    QCompleter *completer() const { return m_completer; }
    /// Opens the popup for the cursor's place now (Ctrl+Space); false when nothing fits.
    bool complete();
    /// Inserts ITEM for the current offer, as a directive name gets ": " after it.
    void insertCompletion(const QString &item);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onContentsChange(int position, int removed, int added);
    bool showPopup(bool explicitRequest);

    QPointer<QPlainTextEdit> m_editor;
    QCompleter *m_completer;
    QStringListModel *m_model;
    Offer m_offer;
    bool m_typing = false;
    bool m_inserting = false;
};

} // namespace robots::ui
