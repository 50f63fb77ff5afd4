// SPDX-License-Identifier: MIT
// The AI policy view (ui/aipolicy/): on tests/data/ui/ai-policy-news.txt (training crawlers
// blocked, AI search allowed, Content-Usage and Content-Signal in the `*` group) every crawler of
// the catalogue gets the same answers as `robotstxt ai FILE --format json`; the summary line; the
// text and purpose filters; updates as the text changes (only while shown); the tester's Add
// Cases dialog offers the catalogue by purpose. Offscreen, no fixed sleeps.
#include "aigen/aigendialog.h"
#include "aipolicy/aipolicydock.h"
#include "aipolicy/aipolicymodel.h"
#include "analysis/agentpresets.h"
#include "analysis/documentanalyzer.h"
#include "analysis/settingsstore.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "i18n/translations.h"
#include "mainwindow/mainwindow.h"
#include "tester/addcasesdialog.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"
#include "windowtests.h"

#include <robots/studio/aipolicy.h>
#include <robots/studio/crawlers.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTreeView>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

using namespace robots::ui;
using robots::CrawlerCategory;

namespace {

const QString kNewsFile = QStringLiteral(ROBOTS_TEST_DATA "/ui/ai-policy-news.txt");

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

// `robotstxt ai FILE URLS... --format json`: one object per crawler and URL.
QList<QJsonObject> cliAnswers(const QString &file, const QStringList &urls)
{
    QProcess cli;
    cli.start(QStringLiteral(ROBOTSTXT_CLI),
              QStringList{QStringLiteral("ai"), QStringLiteral("--format"), QStringLiteral("json"), file} + urls);
    if (!cli.waitForFinished(-1) || cli.exitCode() != 0)
        return {};
    QList<QJsonObject> out;
    for (const QByteArray &line : cli.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty())
            out << QJsonDocument::fromJson(line).object();
    }
    return out;
}

// "search=yes, ai-train=no": the keys with a value, as the view writes them.
QString signalsOf(const QJsonObject &signalObject)
{
    QStringList parts;
    for (const char *key : {"search", "ai-input", "ai-train", "use"}) {
        const QJsonValue v = signalObject.value(QLatin1String(key));
        if (v.isObject())
            parts << QLatin1String(key) + QLatin1Char('=') + v.toObject().value(QLatin1String("value")).toString();
    }
    return parts.join(QStringLiteral(", "));
}

// The first crawler on which MODEL's `/` row (verdict, train-ai, search and their lines, the
// Content-Signal of its group) disagrees with the CLI's answers for `/`, or "" when none does.
QString disagreement(const AiPolicyModel &model, const QList<QJsonObject> &cli)
{
    int rows = 0;
    for (const QJsonObject &o : cli) {
        if (o.value(QLatin1String("url")).toString() != QLatin1String("/"))
            continue;
        ++rows;
        const QString agent = o.value(QLatin1String("agent")).toString();
        const auto value = [&](int column, int role = AiPolicyModel::ValueRole) {
            return model.indexOf(agent, column).data(role);
        };
        if (value(AiPolicyModel::RootColumn).toString() != o.value(QLatin1String("verdict")).toString())
            return agent + QStringLiteral(": may fetch /");
        for (const auto &[label, column] : {std::pair{"train-ai", int(AiPolicyModel::TrainAiColumn)},
                                            std::pair{"ai-use", int(AiPolicyModel::AiUseColumn)},
                                            std::pair{"search", int(AiPolicyModel::SearchColumn)}}) {
            const QJsonObject pref = o.value(QLatin1String(label)).toObject();
            if (value(column).toString() != pref.value(QLatin1String("value")).toString() ||
                value(column, AiPolicyModel::LineRole).toInt() != pref.value(QLatin1String("line")).toInt())
                return agent + QStringLiteral(": ") + QLatin1String(label);
        }
        if (value(AiPolicyModel::SignalColumn).toString() != signalsOf(o.value(QLatin1String("signal")).toObject()))
            return agent + QStringLiteral(": Content-Signal");
    }
    return rows == qsizetype(robots::crawlerCatalogue().size()) ? QString()
                                                                : QStringLiteral("%1 crawlers from the CLI").arg(rows);
}

int proxyCrawlerRows(const QAbstractItemModel &model)
{
    int n = 0;
    for (int p = 0; p < model.rowCount(); ++p)
        n += model.rowCount(model.index(p, 0));
    return n;
}

} // namespace

class TestAiPolicy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("robotstxt-studio-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_aipolicy"));
        robots::ui::Settings::clear();
    }

    void everyCatalogueCrawlerAnswersAsTheCli()
    {
        const QStringList urls{QStringLiteral("/"), QStringLiteral("/drafts/next.html"), QStringLiteral("/admin/login"),
                               QStringLiteral("https://news.example/world/")};
        const QList<QJsonObject> cli = cliAnswers(kNewsFile, urls);
        QCOMPARE(cli.size(), qsizetype(robots::crawlerCatalogue().size()) * urls.size());

        AiPolicyModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTestUrls(urls);
        model.setText(view(readFile(kNewsFile)));

        QHash<QString, int> allowedUrls;
        int rootRows = 0;
        for (const QJsonObject &o : cli) {
            const QString agent = o.value(QLatin1String("agent")).toString();
            const QString url = o.value(QLatin1String("url")).toString();
            const bool allowed = o.value(QLatin1String("verdict")).toString() == QLatin1String("allowed");
            allowedUrls[agent] += allowed ? 1 : 0;
            const QModelIndex row = model.indexOf(agent);
            QVERIFY2(row.isValid(), qPrintable(agent));
            QCOMPARE(
                row.data(AiPolicyModel::CategoryRole).toInt(),
                int(*robots::crawlerCategoryFromName(o.value(QLatin1String("category")).toString().toStdString())));
            QCOMPARE(row.data(AiPolicyModel::ControlRole).toBool(), o.value(QLatin1String("control")).toBool());
            QVERIFY(row.data(Qt::ToolTipRole).toString().contains(o.value(QLatin1String("operator")).toString()));
            if (url != QLatin1String("/"))
                continue;
            ++rootRows;
            const auto cell = [&](int column) { return model.indexOf(agent, column); };
            QCOMPARE(cell(AiPolicyModel::RootColumn).data(AiPolicyModel::ValueRole).toString(),
                     o.value(QLatin1String("verdict")).toString());
            for (const auto &[label, column] : {std::pair{"train-ai", int(AiPolicyModel::TrainAiColumn)},
                                                std::pair{"ai-use", int(AiPolicyModel::AiUseColumn)},
                                                std::pair{"search", int(AiPolicyModel::SearchColumn)}}) {
                const QJsonValue pref = o.value(QLatin1String(label));
                const QString value = pref.toObject().value(QLatin1String("value")).toString();
                const int line = pref.toObject().value(QLatin1String("line")).toInt();
                QCOMPARE(cell(column).data(AiPolicyModel::ValueRole).toString(), value);
                QCOMPARE(cell(column).data(AiPolicyModel::LineRole).toInt(), line);
                if (pref.isObject())
                    QCOMPARE(cell(column).data(Qt::ToolTipRole).toString(),
                             QStringLiteral("%1 = %2 from line %3").arg(QLatin1String(label), value).arg(line));
            }
            const QString inGroup = signalsOf(o.value(QLatin1String("signal")).toObject());
            QCOMPARE(cell(AiPolicyModel::SignalColumn).data(AiPolicyModel::ValueRole).toString(), inGroup);
            const QString fileWide = signalsOf(o.value(QLatin1String("signalFileWide")).toObject());
            if (allowed && !fileWide.isEmpty())
                QVERIFY2(cell(AiPolicyModel::SignalColumn)
                             .data(Qt::ToolTipRole)
                             .toString()
                             .contains(fileWide.section(QLatin1Char(','), 0, 0)),
                         qPrintable(agent));
        }
        QCOMPARE(rootRows, qsizetype(robots::crawlerCatalogue().size()));
        for (auto it = allowedUrls.cbegin(); it != allowedUrls.cend(); ++it) {
            const QModelIndex cell = model.indexOf(it.key(), AiPolicyModel::TestUrlsColumn);
            QCOMPARE(cell.data(AiPolicyModel::ValueRole).toString(), QString::number(it.value()));
            QCOMPARE(cell.data().toString(), QStringLiteral("%1 of 4 allowed").arg(it.value()));
        }
    }

    // A value outside its vocabulary is no preference (Content Signals Policy: yes/no;
    // draft-ietf-aipref-vocab-08: y/n): the view shows none for it, as `robotstxt ai` does.
    void valuesOutsideTheVocabularyAreNotShown()
    {
        const QByteArray body = "User-agent: *\nAllow: /\nContent-Usage: train-ai=no, search=y\n"
                                "Content-Signal: search=yes, ai-train=maybe\n";
        AiPolicyModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setText(view(body));
        const QModelIndex trainAi = model.indexOf(QStringLiteral("GPTBot"), AiPolicyModel::TrainAiColumn);
        QCOMPARE(trainAi.data(AiPolicyModel::ValueRole).toString(), QString());
        QCOMPARE(trainAi.data(AiPolicyModel::LineRole).toInt(), 0);
        QCOMPARE(model.indexOf(QStringLiteral("GPTBot"), AiPolicyModel::SearchColumn)
                     .data(AiPolicyModel::ValueRole)
                     .toString(),
                 QStringLiteral("y"));
        const QModelIndex signal = model.indexOf(QStringLiteral("GPTBot"), AiPolicyModel::SignalColumn);
        QCOMPARE(signal.data(AiPolicyModel::ValueRole).toString(), QStringLiteral("search=yes"));
        for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)}) {
            QVERIFY2(!signal.data(role).toString().contains(QStringLiteral("maybe")),
                     qPrintable(signal.data(role).toString()));
            QVERIFY2(!trainAi.data(role).toString().contains(QStringLiteral("= no")),
                     qPrintable(trainAi.data(role).toString()));
        }
    }

    // draft-ietf-aipref-vocab-08's ai-use label and Content-Signal's use level (Cloudflare's managed
    // robots.txt: "Content-Signal: search=yes,ai-train=no,use=reference"), each in its own column;
    // the file-wide reading of `use` in the tooltip when Cloudflare's reading differs.
    void aiUseAndUseLevelHaveTheirColumns()
    {
        const QByteArray body = "Content-Signal: use=full\n"
                                "User-agent: *\nAllow: /\nContent-Usage: train-ai=n, ai-use=n, search=y\n"
                                "Content-Signal: search=yes,ai-train=no,use=reference\n"
                                "\nUser-agent: GPTBot\nDisallow: /\n";
        AiPolicyModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setText(view(body));
        QCOMPARE(model.columnCount(), int(AiPolicyModel::ColumnCount));
        const QModelIndex aiUse = model.indexOf(QStringLiteral("ClaudeBot"), AiPolicyModel::AiUseColumn);
        QCOMPARE(aiUse.data(AiPolicyModel::ValueRole).toString(), QStringLiteral("n"));
        QCOMPARE(aiUse.data(AiPolicyModel::LineRole).toInt(), 4);
        const QModelIndex use = model.indexOf(QStringLiteral("ClaudeBot"), AiPolicyModel::UseColumn);
        QCOMPARE(use.data().toString(), QStringLiteral("reference"));
        QCOMPARE(use.data(AiPolicyModel::ValueRole).toString(), QStringLiteral("reference"));
        QCOMPARE(use.data(AiPolicyModel::LineRole).toInt(), 5);
        // Other parsers read every Content-Signal line of the file: the last `use` (line 5) wins
        // there too, so the tooltip names no other reading.
        QVERIFY2(use.data(Qt::ToolTipRole).toString().contains(QStringLiteral("use=reference from line 5")),
                 qPrintable(use.data(Qt::ToolTipRole).toString()));
        // GPTBot may not fetch `/`: no level applies to it.
        const QModelIndex blocked = model.indexOf(QStringLiteral("GPTBot"), AiPolicyModel::UseColumn);
        QCOMPARE(blocked.data(AiPolicyModel::ValueRole).toString(), QString());
        QCOMPARE(blocked.data(AiPolicyModel::LineRole).toInt(), 0);
        // A file-wide level outside any group: none in the crawler's group as Cloudflare reads it.
        model.setText(view("Content-Signal: use=immediate\nUser-agent: *\nAllow: /\n"));
        const QModelIndex outside = model.indexOf(QStringLiteral("ClaudeBot"), AiPolicyModel::UseColumn);
        QCOMPARE(outside.data(AiPolicyModel::ValueRole).toString(), QString());
        QVERIFY2(outside.data().toString().contains(QStringLiteral("immediate")),
                 qPrintable(outside.data().toString()));
        QVERIFY2(outside.data(Qt::ToolTipRole).toString().contains(QStringLiteral("use=immediate from line 1")),
                 qPrintable(outside.data(Qt::ToolTipRole).toString()));
    }

    // Tools → AI Crawler Policy… on a realistic file (block training, allow AI search): its result
    // is `robotstxt ai-policy FILE --block training --allow ai-search --write` to the byte, and on
    // that result the AI policy view (fed by a DocumentAnalyzer, as in the window) answers as
    // `robotstxt ai RESULT --format json` for every crawler of the catalogue.
    void generatorCliAndViewAgreeOnTheGeneratedPolicy()
    {
        const QByteArray original = readFile(kNewsFile);
        QVERIFY(!original.isEmpty());
        QPlainTextEdit editor;
        editor.setPlainText(QString::fromUtf8(original));
        AiGenDialog dialog(editor.document(), QStringLiteral("robots.txt"));
        for (const auto &[category, action] : {std::pair{"training", robots::AiPolicyAction::Block},
                                               std::pair{"ai-search", robots::AiPolicyAction::Allow}}) {
            auto *box = dialog.findChild<QComboBox *>(QStringLiteral("action:") + QLatin1String(category));
            QVERIFY2(box, category);
            box->setCurrentIndex(box->findData(int(action)));
            QVERIFY(box->currentIndex() >= 0);
        }
        QVERIFY(dialog.apply());
        const QByteArray result = editor.toPlainText().toUtf8();
        QVERIFY(result != original);

        // The CLI's edit of a copy of the same file.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("robots.txt"));
        QVERIFY(QFile::copy(kNewsFile, copy));
        QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner));
        QProcess cli;
        cli.start(QStringLiteral(ROBOTSTXT_CLI),
                  {QStringLiteral("ai-policy"), QStringLiteral("--block"), QStringLiteral("training"),
                   QStringLiteral("--allow"), QStringLiteral("ai-search"), QStringLiteral("--write"), copy});
        QVERIFY(cli.waitForFinished(-1));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QCOMPARE(readFile(copy), result);

        // The view on the result, against `robotstxt ai RESULT --format json`.
        const QList<QJsonObject> answers = cliAnswers(copy, {QStringLiteral("/")});
        QCOMPARE(answers.size(), qsizetype(robots::crawlerCatalogue().size()));
        DocumentAnalyzer analyzer;
        AiPolicyDock dock;
        dock.setAnalyzer(&analyzer);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        analyzer.setText(result);
        QTRY_COMPARE(disagreement(*dock.model(), answers), QString());
        // What the edits mean, in the summary: the training crawlers the CLI finds blocked (the
        // generator writes no group for a name that is not an RFC 9309 §2.2.1 product token, such as
        // "AI2Bot" or "Kangaroo Bot"), every AI search crawler allowed.
        int training = 0, blocked = 0;
        for (const QJsonObject &o : answers) {
            if (o.value(QLatin1String("category")).toString() != QLatin1String("training"))
                continue;
            ++training;
            blocked += o.value(QLatin1String("verdict")).toString() == QLatin1String("disallowed") ? 1 : 0;
        }
        QVERIFY(blocked > training / 2);
        QVERIFY2(
            dock.model()->summary().startsWith(
                QStringLiteral("%1 of %2 training crawlers blocked; AI search allowed").arg(blocked).arg(training)),
            qPrintable(dock.model()->summary()));
    }

    void eachCellExplainsItself_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("explanation");
        QTest::newRow("blocked") << "GPTBot" << int(AiPolicyModel::RootColumn) << "Disallowed by line 11 `Disallow: /`";
        QTest::newRow("own group") << "OAI-SearchBot" << int(AiPolicyModel::RootColumn)
                                   << "Allowed by line 15 `Allow: /`";
        QTest::newRow("control token") << "Google-Extended" << int(AiPolicyModel::RootColumn)
                                       << "Google-Extended never fetches; its group says: Disallowed by line 11 "
                                          "`Disallow: /`";
        QTest::newRow("train-ai") << "Amazonbot" << int(AiPolicyModel::TrainAiColumn) << "train-ai = n from line 19";
        QTest::newRow("no preference") << "Amazonbot" << int(AiPolicyModel::SearchColumn) << "No preference for search";
        QTest::newRow("not fetched") << "GPTBot" << int(AiPolicyModel::TrainAiColumn)
                                     << "No preference: GPTBot may not fetch / (a preference applies only to pages it "
                                        "may fetch)";
    }

    void eachCellExplainsItself()
    {
        QFETCH(QString, agent);
        QFETCH(int, column);
        QFETCH(QString, explanation);
        AiPolicyDock dock;
        dock.resize(900, 600);
        DocumentAnalyzer analyzer;
        analyzer.setText(readFile(kNewsFile));
        dock.setAnalyzer(&analyzer);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        analyzer.flush();
        const QModelIndex cell = dock.model()->indexOf(agent, column);
        QTRY_COMPARE(cell.data(Qt::ToolTipRole).toString(), explanation);
        // Selecting the cell shows the same sentence under the view.
        dock.view()->setCurrentIndex(dock.filterModel()->mapFromSource(cell));
        QCOMPARE(dock.findChild<QLabel *>(QStringLiteral("aiPolicyExplanation"))->text(), explanation);
    }

    void summaryCountsTrainingAndSearch_data()
    {
        int training = 0, search = 0;
        for (const robots::Crawler &c : robots::crawlerCatalogue()) {
            training += c.category == CrawlerCategory::Training ? 1 : 0;
            search += c.category == CrawlerCategory::AiSearch ? 1 : 0;
        }
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("summary");
        QTest::newRow("news file") << readFile(kNewsFile)
                                   << QStringLiteral("6 of %1 training crawlers blocked; AI search allowed; "
                                                     "train-ai=n (line 19)")
                                          .arg(training);
        QTest::newRow("empty") << QByteArray()
                               << QStringLiteral("0 of %1 training crawlers blocked; AI search allowed; no usage "
                                                 "preference for train-ai")
                                      .arg(training);
        QTest::newRow("everything blocked")
            << QByteArray("User-agent: *\nDisallow: /\n")
            << QStringLiteral("%1 of %1 training crawlers blocked; AI search blocked").arg(training);
        // RSL 1.0: the file's License line, file-wide.
        QTest::newRow("rsl-1.0/license-named")
            << QByteArray("User-agent: *\nDisallow: /x/\nLicense: https://example.com/license.xml\n")
            << QStringLiteral("0 of %1 training crawlers blocked; AI search allowed; no usage preference for "
                              "train-ai; RSL license https://example.com/license.xml (line 3)")
                   .arg(training);
        QTest::newRow("rsl-1.0/relative-license")
            << QByteArray("License: /license.xml\nUser-agent: *\nDisallow: /x/\n")
            << QStringLiteral("0 of %1 training crawlers blocked; AI search allowed; no usage preference for "
                              "train-ai; RSL license line 1 is not an absolute URL")
                   .arg(training);
        QTest::newRow("two search crawlers blocked")
            << QByteArray("User-agent: OAI-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n")
            << QStringLiteral("0 of %1 training crawlers blocked; 2 of %2 AI search crawlers blocked; no usage "
                              "preference for train-ai")
                   .arg(training)
                   .arg(search);
    }

    void summaryCountsTrainingAndSearch()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, summary);
        AiPolicyDock dock;
        DocumentAnalyzer analyzer;
        analyzer.setText(text);
        dock.setAnalyzer(&analyzer);
        dock.show();
        analyzer.flush();
        QTRY_COMPARE(dock.findChild<QLabel *>(QStringLiteral("aiPolicySummary"))->text(), summary);
    }

    void filtersByTextAndPurpose()
    {
        AiPolicyDock dock;
        dock.show();
        QAbstractItemModelTester tester(dock.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QAbstractItemModel &proxy = *dock.filterModel();
        QCOMPARE(proxyCrawlerRows(proxy), int(robots::crawlerCatalogue().size()));

        // The text matches a name or an operator, any case.
        int openAi = 0;
        for (const robots::Crawler &c : robots::crawlerCatalogue()) {
            const QString token = QString::fromUtf8(c.token.data(), qsizetype(c.token.size()));
            const QString op = QString::fromUtf8(c.operatorName.data(), qsizetype(c.operatorName.size()));
            openAi += token.contains(QLatin1String("openai"), Qt::CaseInsensitive) ||
                              op.contains(QLatin1String("openai"), Qt::CaseInsensitive)
                          ? 1
                          : 0;
        }
        QVERIFY(openAi >= 3);
        auto *text = dock.findChild<QLineEdit *>(QStringLiteral("aiPolicyFilter"));
        QTest::keyClicks(text, QStringLiteral("OPENAI"));
        QCOMPARE(proxyCrawlerRows(proxy), openAi);

        // The purpose narrows further; "Every purpose" and an empty text show everything again.
        auto *purpose = dock.findChild<QComboBox *>(QStringLiteral("aiPolicyCategory"));
        purpose->setCurrentIndex(purpose->findData(int(CrawlerCategory::AiSearch)));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data(AiPolicyModel::CategoryRole).toInt(), int(CrawlerCategory::AiSearch));
        QCOMPARE(proxy.index(0, 0, proxy.index(0, 0)).data(AiPolicyModel::TokenRole).toString(),
                 QStringLiteral("OAI-SearchBot"));
        text->clear();
        QCOMPARE(proxyCrawlerRows(proxy), int(AgentPresets::catalogueAgentsOf(CrawlerCategory::AiSearch).size()));
        purpose->setCurrentIndex(0);
        QCOMPARE(proxyCrawlerRows(proxy), int(robots::crawlerCatalogue().size()));
    }

    void followsEditsOnlyWhileShown()
    {
        QTextDocument document;
        document.setPlainText(QStringLiteral("User-agent: *\nAllow: /\n"));
        DocumentAnalyzer analyzer;
        analyzer.setDocument(&document);
        AiPolicyDock dock;
        QStringList urls{QStringLiteral("/a"), QStringLiteral("/b")};
        dock.setTestUrlsSource([&urls] { return urls; });
        dock.setAnalyzer(&analyzer);
        dock.show();
        const auto gptBot = [&dock](int column = AiPolicyModel::RootColumn) {
            return dock.model()->indexOf(QStringLiteral("GPTBot"), column);
        };
        // The answers are computed on a worker thread: they arrive a little later.
        QTRY_COMPARE(gptBot(AiPolicyModel::TestUrlsColumn).data().toString(), QStringLiteral("2 of 2 allowed"));
        QCOMPARE(gptBot().data(AiPolicyModel::ValueRole).toString(), QStringLiteral("allowed"));

        // Typing a group for GPTBot blocks it at the next analysis.
        QTextCursor cursor(&document);
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral("\nUser-agent: GPTBot\nDisallow: /a\nDisallow: /$\n"));
        QTRY_COMPARE(gptBot().data(AiPolicyModel::ValueRole).toString(), QStringLiteral("disallowed"));
        QCOMPARE(gptBot().data(Qt::ToolTipRole).toString(), QStringLiteral("Disallowed by line 6 `Disallow: /$`"));
        QCOMPARE(gptBot(AiPolicyModel::TestUrlsColumn).data().toString(), QStringLiteral("1 of 2 allowed"));
        urls << QStringLiteral("/c");
        dock.updateTestUrls();
        QTRY_COMPARE(gptBot(AiPolicyModel::TestUrlsColumn).data().toString(), QStringLiteral("2 of 3 allowed"));

        // Hidden, it reads nothing; shown again, it reads the newest text.
        dock.hide();
        document.setPlainText(QStringLiteral("User-agent: *\nAllow: /\n"));
        analyzer.flush();
        QCOMPARE(gptBot().data(AiPolicyModel::ValueRole).toString(), QStringLiteral("disallowed"));
        dock.show();
        QTRY_COMPARE(gptBot().data(AiPolicyModel::ValueRole).toString(), QStringLiteral("allowed"));
    }

    // A keystroke inside a comment changes no crawler's answer (every reading keeps its groups,
    // rules and records, their lines included): the answers shown stay and none is computed; an
    // edit of a rule is computed again.
    void aCommentEditKeepsTheAnswersWithoutComputingThem()
    {
        QTextDocument document;
        document.setPlainText(QStringLiteral("# policy\nUser-agent: GPTBot\nDisallow: /\n"));
        DocumentAnalyzer analyzer;
        analyzer.setDocument(&document);
        AiPolicyDock dock;
        dock.setTestUrlsSource([] { return QStringList{QStringLiteral("/a")}; });
        dock.setAnalyzer(&analyzer);
        dock.show();
        const auto gptBot = [&dock] {
            return dock.model()->indexOf(QStringLiteral("GPTBot"), AiPolicyModel::RootColumn);
        };
        QTRY_COMPARE(gptBot().data(AiPolicyModel::ValueRole).toString(), QStringLiteral("disallowed"));
        const quint64 before = dock.computations();

        QTextCursor cursor(&document);
        cursor.setPosition(8); // the end of "# policy"
        cursor.insertText(QStringLiteral(" for AI"));
        analyzer.flush();
        QTRY_VERIFY(analyzer.current() && analyzer.current()->text().find("for AI") != std::string_view::npos);
        QCOMPARE(dock.computations(), before);
        QCOMPARE(gptBot().data(Qt::ToolTipRole).toString(), QStringLiteral("Disallowed by line 3 `Disallow: /`"));

        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral("Allow: /a\n"));
        analyzer.flush();
        QTRY_VERIFY(dock.computations() > before);
        QTRY_COMPARE(gptBot().data(AiPolicyModel::ValueRole).toString(), QStringLiteral("disallowed"));
    }

    void windowShowsTheCurrentDocumentsPolicyAndTestUrls()
    {
        MainWindow w;
        w.documents()->setQuestionHandler([](const DocumentManager::Question &) { return QMessageBox::Discard; });
        w.show();
        QVERIFY(w.documents()->openFile(kNewsFile));
        w.testerPanel()->model()->appendGrid({QStringLiteral("/"), QStringLiteral("/drafts/next.html")},
                                             {QStringLiteral("GPTBot")});
        auto *dock = w.findChild<AiPolicyDock *>(QStringLiteral("aiPolicyDock"));
        QVERIFY(dock && !dock->isVisible());
        w.findChild<QAction *>(QStringLiteral("actionShowAiPolicy"))->trigger();
        QVERIFY(dock->isVisible());
        const auto cell = [dock](const char *agent, int column) {
            return dock->model()->indexOf(QLatin1String(agent), column).data();
        };
        QTRY_COMPARE(cell("OAI-SearchBot", AiPolicyModel::TestUrlsColumn).toString(), QStringLiteral("1 of 2 allowed"));
        QCOMPARE(cell("GPTBot", AiPolicyModel::TestUrlsColumn).toString(), QStringLiteral("0 of 2 allowed"));

        // Typing in the editor: the view follows.
        QCOMPARE(cell("Amazonbot", AiPolicyModel::RootColumn).toString(), QStringLiteral("Allowed"));
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("\nUser-agent: Amazonbot\nDisallow: /\n"));
        QTRY_COMPARE(cell("Amazonbot", AiPolicyModel::RootColumn).toString(), QStringLiteral("Disallowed"));
        // A case added in the tester is counted.
        w.testerPanel()->model()->appendGrid({QStringLiteral("/world/")}, {QStringLiteral("GPTBot")});
        QTRY_COMPARE(cell("OAI-SearchBot", AiPolicyModel::TestUrlsColumn).toString(), QStringLiteral("2 of 3 allowed"));

        // Another document has its own text and cases.
        w.documents()->newDocument();
        QTRY_COMPARE(cell("Amazonbot", AiPolicyModel::RootColumn).toString(), QStringLiteral("Allowed"));
        QCOMPARE(cell("OAI-SearchBot", AiPolicyModel::TestUrlsColumn).toString(), QString());
    }

    void dockOpensWithEightRowsAndWholeNames_data() { windowtests::windowSizesAndLanguages(); }

    // View → AI Policy in a main window of the default layout: the table shows a purpose and at
    // least AiPolicyDock::ReadableRows crawlers below it, and every crawler's name fits its column.
    void dockOpensWithEightRowsAndWholeNames()
    {
        const windowtests::SizeAndLanguageRow row;
        QVERIFY(row.installed());
        {
            MainWindow w;
            QVERIFY(windowtests::showAtSize(w, row.size()));
            QVERIFY(w.documents()->openFile(kNewsFile));
            auto *dock = w.findChild<AiPolicyDock *>(QStringLiteral("aiPolicyDock"));
            w.findChild<QAction *>(QStringLiteral("actionShowAiPolicy"))->trigger();
            const QModelIndex gptBot = dock->model()->indexOf(QStringLiteral("GPTBot"), AiPolicyModel::RootColumn);
            QTRY_VERIFY(!gptBot.data().toString().isEmpty());
            QTreeView *view = dock->view();
            const QModelIndex purpose = view->model()->index(0, 0);
            QVERIFY(view->model()->rowCount(purpose) >= AiPolicyDock::ReadableRows);
            const QModelIndex eighth = view->model()->index(AiPolicyDock::ReadableRows - 1, 0, purpose);
            QTRY_VERIFY2(windowtests::rowInViewport(view, eighth),
                         qPrintable(windowtests::rowPlacement(view, eighth) +
                                    QStringLiteral(" (dock %1 high)").arg(dock->height())));
            // No more than half the window.
            QVERIFY(dock->height() <= row.size().height() / 2 + 1);
            // Every crawler's name whole: its cell as wide as its text and the item's margins.
            const QFontMetrics metrics = view->fontMetrics();
            const int margins = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
            QTRY_VERIFY(view->visualRect(view->model()->index(0, 0, purpose)).width() >
                        metrics.horizontalAdvance(view->model()->index(0, 0, purpose).data().toString()));
            for (int p = 0; p < view->model()->rowCount(); ++p) {
                const QModelIndex parent = view->model()->index(p, 0);
                for (int r = 0; r < view->model()->rowCount(parent); ++r) {
                    const QModelIndex name = view->model()->index(r, AiPolicyModel::CrawlerColumn, parent);
                    const QString text = name.data().toString();
                    QVERIFY2(view->visualRect(name).width() >= metrics.horizontalAdvance(text) + margins,
                             qPrintable(QStringLiteral("%1: %2 px for %3 px of text")
                                            .arg(text)
                                            .arg(view->visualRect(name).width())
                                            .arg(metrics.horizontalAdvance(text) + margins)));
                }
            }
        }
    }

    // The summary's parts are joined as the language joins them (Japanese has no "; ").
    void summarySeparatorFollowsTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("separator");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("; ");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("、");
    }

    void summarySeparatorFollowsTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, separator);
        QCOMPARE(installTranslations(language), language);
        const QString summary = AiPolicyModel::answer(view(readFile(kNewsFile)), {}).summary;
        QVERIFY2(summary.count(separator) >= 2, qPrintable(summary));
        if (language == QLatin1String("ja"))
            QVERIFY2(!summary.contains(QLatin1Char(';')), qPrintable(summary));
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    }

    void addCasesOffersTheCatalogueByPurpose()
    {
        AddCasesDialog dialog({QStringLiteral("Claude-SearchBot")});
        auto *tree = dialog.findChild<QTreeWidget *>(QStringLiteral("addCasesAgents"));
        QTreeWidgetItem *catalogue = tree->topLevelItem(tree->topLevelItemCount() - 1);
        QCOMPARE(catalogue->text(0), QStringLiteral("Crawler catalogue by purpose"));
        // The existing presets stay before it.
        QCOMPARE(tree->topLevelItem(0)->text(0), AgentPresets::families().first());
        QCOMPARE(catalogue->childCount(), int(AgentPresets::catalogueCategories().size()));
        QCOMPARE(catalogue->child(0)->text(0), AgentPresets::categoryTitle(CrawlerCategory::Training));
        QTreeWidgetItem *search =
            catalogue->child(int(AgentPresets::catalogueCategories().indexOf(CrawlerCategory::AiSearch)));
        QCOMPARE(search->text(0), QStringLiteral("AI search"));
        QCOMPARE(search->childCount(), int(AgentPresets::catalogueAgentsOf(CrawlerCategory::AiSearch).size()));
        // A checked agent is checked wherever it appears, and counted once.
        QVERIFY(search->isExpanded());
        QCOMPARE(dialog.agents(), QStringList{QStringLiteral("Claude-SearchBot")});
        // Checking a purpose checks its crawlers.
        catalogue->child(0)->setCheckState(0, Qt::Checked);
        const QStringList training = AgentPresets::catalogueAgentsOf(CrawlerCategory::Training);
        for (const QString &agent : training)
            QVERIFY2(dialog.agents().contains(agent), qPrintable(agent));
        QCOMPARE(dialog.agents().size(), training.size() + 1);
    }
};

QTEST_MAIN(TestAiPolicy)
#include "tst_aipolicy.moc"
