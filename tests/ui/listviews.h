// SPDX-License-Identifier: MIT
// A DocumentManager's documents shown by a plain list (no widget): for tst_documentmanager and the
// recovery_child helper it runs in a process of its own.
#pragma once

#include "document/document.h"
#include "document/documentmanager.h"

#include <QFile>
#include <QSet>
#include <QTextDocument>

#include <memory>
#include <utility>
#include <vector>

namespace listviews {

// Views that only keep the documents in a list, the last one created or activated current.
class ListViews : public robots::ui::DocumentViews
{
public:
    using Document = robots::ui::Document;
    using DocumentNotice = robots::ui::DocumentNotice;

    QList<Document *> documents() const override
    {
        QList<Document *> all;
        for (const auto &view : m_views)
            all.append(view.document.get());
        return all;
    }
    Document *currentDocument() const override { return m_current; }
    Document *createView() override
    {
        View view;
        view.text = std::make_unique<QTextDocument>();
        view.document = std::make_unique<Document>(view.text.get());
        m_current = view.document.get();
        m_views.push_back(std::move(view));
        return m_current;
    }
    void activate(Document *document, bool) override { m_current = document; }
    void closeView(Document *document) override
    {
        std::erase_if(m_views, [document](const View &view) { return view.document.get() == document; });
        m_current = m_views.empty() ? nullptr : m_views.back().document.get();
    }
    void moveToStart(Document *) override {}
    std::function<void()> keepPlace(Document *) override
    {
        return [] {};
    }
    void showNotice(Document *document, const DocumentNotice &notice) override { notices.append({document, notice}); }
    void updateTitle(Document *) override {}

    QList<std::pair<Document *, DocumentNotice>> notices;

private:
    struct View
    {
        std::unique_ptr<QTextDocument> text; // declared first: the Document goes before its text
        std::unique_ptr<Document> document;
    };
    std::vector<View> m_views;
    Document *m_current = nullptr;
};

// Keeps bytes beside each document, as the tester keeps its cases: the documents in `unsaved`
// have data not saved yet; saving writes it to the document's file name + ".tests" (failing
// when `failSave` is set) and remembers the save; `savedNotices` lists the documents whose save
// the manager reported (where the tester asks its own question).
class FakeCompanion : public robots::ui::RecoveryCompanion
{
public:
    QByteArray recoveryData(const robots::ui::Document *document) const override { return data.value(document); }
    void restoreRecoveryData(robots::ui::Document *document, const QByteArray &bytes) override
    {
        restored.append({document, bytes});
    }
    bool hasUnsavedChanges(const robots::ui::Document *document) const override { return unsaved.contains(document); }
    bool saveCompanion(robots::ui::Document *document) override
    {
        if (failSave || document->filePath().isEmpty())
            return false;
        QFile file(document->filePath() + QStringLiteral(".tests"));
        if (!file.open(QIODevice::WriteOnly) || file.write(data.value(document)) < 0)
            return false;
        unsaved.remove(document);
        saved.append(document);
        return true;
    }
    void documentSaved(robots::ui::Document *document) override
    {
        savedNotices.append({document, document->filePath()});
    }

    QHash<const robots::ui::Document *, QByteArray> data;
    QList<std::pair<robots::ui::Document *, QByteArray>> restored;
    QSet<const robots::ui::Document *> unsaved;
    QList<robots::ui::Document *> saved;
    QList<std::pair<robots::ui::Document *, QString>> savedNotices; // the document and its path then
    bool failSave = false;
};

} // namespace listviews
