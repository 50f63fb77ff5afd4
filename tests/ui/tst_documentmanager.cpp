// SPDX-License-Identifier: MIT
// The DocumentManager without a window: its documents shown by a stand-in for the tabs
// (DocumentViews), its questions answered by a script. Opening (the untouched untitled document
// replaced, an open file focused, a binary file asked about), recent files, the unsaved-changes
// question, a change on disk. Offscreen, no fixed sleeps: QTRY_*.
#include "document/document.h"
#include "document/documentmanager.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <memory>
#include <vector>

using robots::ui::Document;
using robots::ui::DocumentManager;
using robots::ui::DocumentNotice;
using robots::ui::DocumentViews;
using Question = DocumentManager::Question;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Views that only keep the documents in a list, the last one created or activated current.
class ListViews : public DocumentViews
{
public:
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

} // namespace

class TestDocumentManager : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_documentmanager"));
    }

    void openingReplacesTheUntouchedUntitledDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\nDisallow: /x\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        Document *untitled = manager.newDocument();
        QCOMPARE(untitled->displayName(), DocumentManager::tr("Untitled"));
        QVERIFY(manager.openFile(path));
        QCOMPARE(views.documents().size(), 1);
        QCOMPARE(views.currentDocument()->textDocument()->toPlainText(),
                 QStringLiteral("User-agent: *\nDisallow: /x\n"));
        QCOMPARE(manager.recentFiles(), QStringList{views.currentDocument()->filePath()});
        QVERIFY(!manager.recoveryId(views.currentDocument()).isEmpty());
    }

    void openingAnOpenFileFocusesIt()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.txt"));
        const QString b = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(writeFile(a, "User-agent: a\n"));
        QVERIFY(writeFile(b, "User-agent: b\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        QCOMPARE(manager.openFiles({a, b}), 2);
        QCOMPARE(views.currentDocument()->filePath(), b);
        QVERIFY(manager.openFile(dir.path() + QStringLiteral("/./a.txt")));
        QCOMPARE(views.documents().size(), 2);
        QCOMPARE(views.currentDocument()->filePath(), a);
        QCOMPARE(manager.recentFiles(), (QStringList{a, b}));
    }

    void binaryFileIsOpenedOnlyWhenTheUserAgrees()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("image.png"));
        QVERIFY(writeFile(path, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)));
        ListViews views;
        DocumentManager manager(views, nullptr);
        QList<Question::Kind> asked;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q.kind);
            return answer;
        });
        QVERIFY(!manager.openFile(path));
        QCOMPARE(asked, QList<Question::Kind>{Question::Kind::BinaryFile});
        QVERIFY(manager.errorString().contains(QStringLiteral("not opened")));
        QVERIFY(views.documents().isEmpty());
        answer = QMessageBox::Open;
        QVERIFY(manager.openFile(path));
        QCOMPARE(views.documents().size(), 1);
    }

    void closingAModifiedDocumentAsks()
    {
        ListViews views;
        DocumentManager manager(views, nullptr);
        Document *document = manager.newDocument();
        document->textDocument()->setPlainText(QStringLiteral("User-agent: *\n"));
        QVERIFY(document->isModified());
        QList<Question::Kind> asked;
        manager.setQuestionHandler([&](const Question &q) {
            asked.append(q.kind);
            return QMessageBox::Cancel;
        });
        QVERIFY(!manager.close(document));
        QCOMPARE(asked, QList<Question::Kind>{Question::Kind::UnsavedChanges});
        QCOMPARE(views.documents().size(), 1);
        manager.setQuestionHandler([](const Question &) { return QMessageBox::Discard; });
        QVERIFY(manager.close(document));
        // The last document closed leaves an empty untitled one.
        QCOMPARE(views.documents().size(), 1);
        QVERIFY(views.currentDocument()->textDocument()->isEmpty());
    }

    void aChangeOnDiskOfAModifiedDocumentAsksInANotice()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(writeFile(path, "User-agent: *\n"));
        ListViews views;
        DocumentManager manager(views, nullptr);
        QVERIFY(manager.openFile(path));
        views.currentDocument()->textDocument()->setPlainText(QStringLiteral("User-agent: mine\n"));
        QVERIFY(writeFile(path, "User-agent: theirs\n"));
        QTRY_COMPARE(views.notices.size(), 1);
        const DocumentNotice &notice = views.notices.front().second;
        QCOMPARE(notice.kind, DocumentNotice::Kind::Warning);
        QCOMPARE(notice.buttons.size(), 2);
        QCOMPARE(notice.buttons.front().objectName, QStringLiteral("reloadButton"));
        notice.buttons.front().action(); // Reload
        QCOMPARE(views.currentDocument()->textDocument()->toPlainText(), QStringLiteral("User-agent: theirs\n"));
        QVERIFY(!views.currentDocument()->isModified());
    }
};

QTEST_MAIN(TestDocumentManager)
#include "tst_documentmanager.moc"
