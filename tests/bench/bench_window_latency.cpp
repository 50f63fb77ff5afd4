// SPDX-License-Identifier: MIT
// What a user feels in the real main window: for 50 keystrokes sent into the editor, the time from
// the key event until the key's glyph is painted (the editor's viewport repainted and the window's
// repaint pass finished, i.e. handed to the platform's backing store), until the diagnostics are
// current (the Problems panel's report is the new text's), until the tester's verdicts are current
// (every case under every shown dialect for the new text), and the longest stall of the window's
// thread in that time (the widest gap between ticks of a 1 ms timer) — p50, p90 and max of each.
// Also the CPU time the whole process (every thread) spent from the key event until all three
// were current: a figure that a busy machine does not inflate as it does the others (work of a
// keystroke still running then, e.g. the AI Policy view's at idle priority, counts in the next).
//
// Two files, one after the other in the same process: W1 (../shared/bench/gen_workload.py's
// 500 KiB robots.txt) with 1,000 cases (500 of its URLs × its 2 agents) under every dialect,
// and a 3 KB file cut from it with 50 cases under RFC 9309 alone. The Problems panel, the Outline
// and the AI Policy view are open. Half of the keystrokes type letters into a comment, half add a
// letter to a Disallow path and take it away again, so that the verdicts of one case change on
// every other keystroke.
//
// Each keystroke waits until all three are current before the next (keystrokes a user makes
// faster than that coalesce in the analyzer; what the figures measure is one keystroke's way
// through the window). The window is driven from its own event loop only (no nested loops, no
// sleeps), so the stall figure is the window's own.
//
// Startup (`startup`): the time from a process's start until its window is usable with W1 open
// and current (the text shown, the diagnostics and the verdicts of the text's first analysis),
// over 5 launches. Each launch is this program again as a child (`--startup-child FILE`), which
// makes the main window as the studio's main() does (fresh settings: test mode), opens FILE and
// prints `ready` when all is current; the parent's clock runs from starting the child process
// (the loader, Qt's and the studio's start-up included) until that line arrives. The child also
// says how much of it came after entering main() (before the QApplication is made).
//
// Runs offscreen (QT_QPA_PLATFORM=offscreen) and on X11 (xcb, e.g. under Xvfb). Reads
// ROBOTS_BENCH_DIR (gen_workload.py's --out); skips without it. Arguments: the measures to run
// (`w1`, `small`, `startup`; default all). Not part of ctest:
// `tools/dev bench` runs every bin/bench_*. Exit status 1 when something never became current.
#include "diagnostics/diagnosticscontroller.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "editor/editortab.h"
#include "mainwindow/mainwindow.h"
#include "tester/testermodel.h"
#include "tester/testerpanel.h"

#include <robots/dialect.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

using robots::DialectId;
using robots::ui::DiagnosticsController;
using robots::ui::MainWindow;
using robots::ui::TesterModel;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// CPU time of every thread of the process so far, in ms.
double processCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// Nearest-rank percentile (P in 0..1) of V.
double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto rank = std::size_t(std::max(1.0, std::ceil(p * double(v.size()))));
    return v[std::min(rank, v.size()) - 1];
}

// Watches every event the application delivers: the key's glyph is on the screen when the event
// during which the editor's viewport was painted has been handled completely (a widget repaint
// pass paints and then flushes the window's backing store to the platform in one go).
class BenchApplication : public QApplication
{
public:
    using QApplication::QApplication;

    QWidget *viewport = nullptr;
    bool armed = false;
    bool painted = false;
    std::function<void()> onPainted;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (armed && receiver == viewport && event->type() == QEvent::Paint)
            painted = true;
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        if (m_depth == 0)
            firePainted();
        return result;
    }
    // After a synchronous delivery (QTest::keyClick): the viewport may have been painted in it.
    void firePainted()
    {
        if (armed && painted) {
            armed = false;
            painted = false;
            if (onPainted)
                onPainted();
        }
    }

private:
    int m_depth = 0;
};

struct Workload
{
    QString name;
    QByteArray text;
    QStringList urls;
    QStringList agents;
    QList<DialectId> dialects;
    qsizetype commentAt = -1; // end of a comment line: letters are typed there
    qsizetype pathAt = -1;    // end of a Disallow path: a letter is added and taken away there
};

struct Figures
{
    std::vector<double> glyph, diagnostics, verdicts, stall, cpu;
    double openMs = 0;
    double openStallMs = 0;
};

// The end of the path of a plain Disallow rule (no wildcard, no end anchor) of the group for
// AGENT, from the middle of the group; -1 when there is none. RULE gets the path.
qsizetype disallowPathEnd(const QByteArray &text, const QByteArray &agent, QByteArray *rule)
{
    const qsizetype group = text.indexOf(QByteArray("\nUser-agent: " + agent + '\n'));
    if (group < 0)
        return -1;
    std::vector<std::pair<qsizetype, QByteArray>> rules;
    qsizetype at = text.indexOf('\n', group + 1) + 1;
    bool inRules = false;
    while (at > 0 && at < text.size()) {
        qsizetype end = text.indexOf('\n', at);
        if (end < 0)
            end = text.size();
        const QByteArray line = text.mid(at, end - at);
        if (line.startsWith("User-agent:") && inRules)
            break;
        if (line.startsWith("Allow:") || line.startsWith("Disallow:"))
            inRules = true;
        if (line.startsWith("Disallow: /") && !line.contains('*') && !line.contains('$') && !line.contains('#') &&
            !line.contains('%') && line.size() > 12)
            rules.emplace_back(end, line.mid(10));
        at = end + 1;
    }
    if (rules.empty())
        return -1;
    const auto &chosen = rules[rules.size() / 2];
    *rule = chosen.second;
    return chosen.first;
}

// The end of a comment line after FROM.
qsizetype commentEnd(const QByteArray &text, qsizetype from)
{
    const qsizetype at = text.indexOf("\n#", from);
    return at < 0 ? -1 : text.indexOf('\n', at + 1);
}

// No one is there to answer: big files are opened, errors acknowledged, anything else declined.
void answerQuestions(MainWindow &window)
{
    window.documents()->setQuestionHandler([](const MainWindow::Question &q) {
        using Kind = MainWindow::Question::Kind;
        if (q.kind == Kind::BinaryFile || q.kind == Kind::LargeFile)
            return QMessageBox::Open;
        return q.kind == Kind::Error ? QMessageBox::Ok : QMessageBox::Discard;
    });
}

class Bench
{
public:
    Bench(BenchApplication &app, const QString &dir)
        : m_app(app)
        , m_dir(dir)
    {
    }

    // Opens WORKLOAD in a new main window, then types KEYSTROKES into it; false when something
    // never became current.
    bool run(const Workload &workload, int keystrokes, Figures *figures);
    // The child of a startup launch: opens PATH in a new main window and returns once it is
    // current (false when it never is); SINCEMAIN is the program's clock from entering main().
    bool startupChild(const QString &path, const QElapsedTimer &sinceMain);

private:
    bool waitUntil(const std::function<bool()> &condition, int timeoutMs);

    BenchApplication &m_app;
    QString m_dir;
};

// Runs the window's own event loop (QApplication::exec) until CONDITION holds; false after
// TIMEOUTMS. Called only from main(), so no event is delivered in a nested loop.
bool Bench::waitUntil(const std::function<bool()> &condition, int timeoutMs)
{
    if (condition())
        return true;
    bool ok = false;
    QTimer poll;
    poll.setInterval(1);
    poll.setTimerType(Qt::PreciseTimer);
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        if (condition()) {
            ok = true;
            QCoreApplication::exit(0);
        }
    });
    QTimer::singleShot(timeoutMs, &poll, [] { QCoreApplication::exit(1); });
    poll.start();
    QApplication::exec();
    return ok;
}

bool Bench::run(const Workload &w, int keystrokes, Figures *fig)
{
    QElapsedTimer clock;
    clock.start();
    const auto ms = [&clock] { return double(clock.nsecsElapsed()) / 1e6; };

    MainWindow window;
    answerQuestions(window);
    window.resize(1600, 1000);
    for (const char *name : {"actionShowProblems", "actionShowOutline", "actionShowAiPolicy"}) {
        auto *action = window.findChild<QAction *>(QLatin1String(name));
        if (!action) {
            std::fprintf(stderr, "bench_window_latency: the window has no action %s\n", name);
            return false;
        }
        if (!action->isChecked())
            action->trigger();
    }
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::fprintf(stderr, "bench_window_latency: the window was never shown\n");
        return false;
    }

    // The heartbeat: the longest gap between its ticks since the last reset is the stall.
    double lastTick = ms(), worstGap = 0;
    QTimer heartbeat;
    heartbeat.setInterval(1);
    heartbeat.setTimerType(Qt::PreciseTimer);
    QObject::connect(&heartbeat, &QTimer::timeout, &heartbeat, [&] {
        const double now = ms();
        worstGap = std::max(worstGap, now - lastTick);
        lastTick = now;
    });
    heartbeat.start();
    const auto stallSoFar = [&] { return std::max(worstGap, ms() - lastTick); };

    const QString path = m_dir + QLatin1Char('/') + w.name + QStringLiteral(".robots.txt");
    if (!writeFile(path, w.text))
        return false;

    robots::ui::TesterPanel *panel = window.testerPanel();
    TesterModel *model = panel->model();
    robots::ui::DocumentAnalyzer *analyzer = window.analyzer();
    DiagnosticsController *diagnostics = nullptr;
    const auto verdictsCurrent = [&] {
        return !analyzer->isBusy() && !model->isEvaluating() && model->analysis() == analyzer->current() &&
               analyzer->current() && analyzer->current()->revision == analyzer->revision();
    };
    const auto diagnosticsCurrent = [&] { return diagnostics && diagnostics->runner()->isUpToDate(); };

    // Open: from the request until the text is shown and every figure is current.
    const double openStart = ms();
    worstGap = 0;
    lastTick = openStart;
    if (!window.documents()->openFile(path)) {
        std::fprintf(stderr, "bench_window_latency: cannot open %s\n", qPrintable(path));
        return false;
    }
    // The text may be read off the window's thread: wait until the editor has it.
    if (!waitUntil(
            [&] { return window.editor() && window.currentTab() && window.editor()->document()->characterCount() > 1; },
            60000)) {
        std::fprintf(stderr, "bench_window_latency: %s: the editor never showed the file\n", qPrintable(w.name));
        return false;
    }
    robots::ui::Editor *editor = window.editor();
    diagnostics = window.currentTab()->findChild<DiagnosticsController *>();
    if (!diagnostics) {
        std::fprintf(stderr, "bench_window_latency: the tab has no DiagnosticsController\n");
        return false;
    }
    panel->setShownDialects(w.dialects);
    model->setCases({});
    model->appendGrid(w.urls, w.agents);
    const auto opened = [&] {
        return verdictsCurrent() && diagnosticsCurrent() &&
               analyzer->current()->text().size() == std::size_t(w.text.size()) &&
               model->rowCount() == w.urls.size() * w.agents.size();
    };
    if (!waitUntil(opened, 120000)) {
        std::fprintf(stderr, "bench_window_latency: %s: never current after opening\n", qPrintable(w.name));
        return false;
    }
    fig->openMs = ms() - openStart;
    fig->openStallMs = stallSoFar();

    editor->setFocus();
    m_app.viewport = editor->viewport();

    // Each keystroke: stamps from the signals that make a figure current (connected after the
    // window's own, so they run after the views took the new result), and from the heartbeat.
    double keyAt = 0, glyphAt = -1, diagnosticsAt = -1, verdictsAt = -1;
    bool measuring = false;
    const auto check = [&] {
        if (!measuring)
            return;
        if (diagnosticsAt < 0 && diagnosticsCurrent())
            diagnosticsAt = ms();
        if (verdictsAt < 0 && verdictsCurrent())
            verdictsAt = ms();
    };
    m_app.onPainted = [&] {
        if (measuring && glyphAt < 0)
            glyphAt = ms();
    };
    QObject::connect(diagnostics, &DiagnosticsController::reportChanged, &heartbeat, check);
    QObject::connect(model, &TesterModel::evaluationFinished, &heartbeat, check);
    QObject::connect(analyzer, &robots::ui::DocumentAnalyzer::busyChanged, &heartbeat, check);
    QObject::connect(analyzer, &robots::ui::DocumentAnalyzer::analysisReady, &heartbeat, check);
    QObject::connect(&heartbeat, &QTimer::timeout, &heartbeat, check);

    // Byte offsets to the editor's positions (UTF-16 units); the path moves by the letters typed
    // into the comment when it comes after it.
    const auto position = [&w](qsizetype byte) { return qsizetype(QString::fromUtf8(w.text.left(byte)).size()); };
    const qsizetype commentAt = position(w.commentAt);
    const qsizetype pathAt = w.pathAt < 0 ? -1 : position(w.pathAt) + (w.pathAt > w.commentAt ? keystrokes / 2 : 0);
    for (int i = 0; i < keystrokes; ++i) {
        // First half: a letter at the end of a comment; second half: a letter added to the end of
        // a Disallow path and taken away again.
        const bool inComment = i < keystrokes / 2 || pathAt < 0;
        const int j = inComment ? i : i - keystrokes / 2;
        const qsizetype at = inComment ? commentAt + j : pathAt + (j % 2);
        QTextCursor cursor(editor->document());
        cursor.setPosition(int(at));
        if (editor->textCursor().position() != cursor.position()) {
            editor->setTextCursor(cursor);
            // Moving the cursor is not part of the keystroke: let the window settle first.
            if (!waitUntil([&] { return verdictsCurrent() && diagnosticsCurrent(); }, 60000))
                return false;
        }
        glyphAt = diagnosticsAt = verdictsAt = -1;
        measuring = true;
        m_app.armed = true;
        m_app.painted = false;
        const double cpuAt = processCpuMs();
        keyAt = ms();
        worstGap = 0;
        lastTick = keyAt;
        if (inComment)
            QTest::keyClick(editor, char('a' + j % 26));
        else if (j % 2 == 0)
            QTest::keyClick(editor, 'x');
        else
            QTest::keyClick(editor, Qt::Key_Backspace);
        m_app.firePainted();
        const bool ok = waitUntil([&] { return glyphAt >= 0 && diagnosticsAt >= 0 && verdictsAt >= 0; }, 60000);
        const double cpuMs = processCpuMs() - cpuAt;
        measuring = false;
        m_app.armed = false;
        if (!ok) {
            std::fprintf(stderr,
                         "bench_window_latency: %s: keystroke %d: glyph %s, diagnostics %s, verdicts %s after 60 s\n",
                         qPrintable(w.name), i, glyphAt >= 0 ? "painted" : "NOT painted",
                         diagnosticsAt >= 0 ? "current" : "NOT current", verdictsAt >= 0 ? "current" : "NOT current");
            return false;
        }
        fig->glyph.push_back(glyphAt - keyAt);
        fig->diagnostics.push_back(diagnosticsAt - keyAt);
        fig->verdicts.push_back(verdictsAt - keyAt);
        fig->stall.push_back(stallSoFar());
        fig->cpu.push_back(cpuMs);
    }
    m_app.viewport = nullptr;
    m_app.onPainted = nullptr;
    // Leaves without asking to save (the question handler discards).
    window.documents()->setQuestionHandler([](const MainWindow::Question &) { return QMessageBox::Discard; });
    return true;
}

bool Bench::startupChild(const QString &path, const QElapsedTimer &sinceMain)
{
    MainWindow window;
    answerQuestions(window);
    const qint64 bytes = QFileInfo(path).size();
    if (!window.documents()->openFile(path))
        return false;
    window.show();
    robots::ui::DocumentAnalyzer *analyzer = window.analyzer();
    TesterModel *model = window.testerPanel()->model();
    const auto current = [&] {
        if (!window.editor() || !window.currentTab() || analyzer->isBusy() || !analyzer->current() ||
            analyzer->current()->revision != analyzer->revision() ||
            qint64(analyzer->current()->text().size()) != bytes)
            return false;
        const auto *diagnostics = window.currentTab()->findChild<DiagnosticsController *>();
        return diagnostics && diagnostics->runner()->isUpToDate() && !model->isEvaluating() &&
               model->analysis() == analyzer->current();
    };
    if (!waitUntil(current, 60000))
        return false;
    std::printf("ready %.1f\n", double(sinceMain.nsecsElapsed()) / 1e6);
    std::fflush(stdout);
    window.documents()->setQuestionHandler([](const MainWindow::Question &) { return QMessageBox::Discard; });
    return true;
}

// Launches this program LAUNCHES times as a startup child for PATH: the ms from starting each
// process until it said `ready` into TOTAL, the part after its main() began into INMAIN.
bool measureStartup(const QString &path, int launches, std::vector<double> *total, std::vector<double> *inMain)
{
    for (int i = 0; i < launches; ++i) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QElapsedTimer clock;
        clock.start();
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--startup-child"), path});
        QByteArray out;
        while (!out.contains('\n') && child.waitForReadyRead(60000))
            out += child.readAllStandardOutput();
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        child.waitForFinished(60000);
        if (!out.startsWith("ready ")) {
            std::fprintf(stderr, "bench_window_latency: startup launch %d never became ready\n", i + 1);
            return false;
        }
        total->push_back(ms);
        inMain->push_back(out.mid(6).trimmed().toDouble());
    }
    return true;
}

QStringList lines(const QByteArray &bytes)
{
    QStringList out;
    for (const QByteArray &line : bytes.split('\n')) {
        const QByteArray t = line.trimmed();
        if (!t.isEmpty())
            out << QString::fromUtf8(t);
    }
    return out;
}

void printRow(const char *measure, const std::vector<double> &v)
{
    std::printf("  %-34s %9.1f %9.1f %9.1f\n", measure, percentile(v, 0.5), percentile(v, 0.9),
                v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()));
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    // The offscreen platform says for every dock that it cannot propagate size hints: not news.
    static const QtMessageHandler previous = qInstallMessageHandler(nullptr);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &message) {
        if (!message.contains(QLatin1String("propagateSizeHints")))
            previous(type, context, message);
    });
    BenchApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leaves the user's settings and recovery alone
    QCoreApplication::setApplicationName(QStringLiteral("bench_window_latency"));
    if (const QStringList arguments = QCoreApplication::arguments();
        arguments.size() == 3 && arguments.at(1) == QLatin1String("--startup-child")) {
        QTemporaryDir tmp;
        return Bench(app, tmp.path()).startupChild(arguments.at(2), sinceMain) ? 0 : 1;
    }

    const QString dir = qEnvironmentVariable("ROBOTS_BENCH_DIR");
    const QByteArray big = readFile(dir + QStringLiteral("/w1/robots.txt"));
    const QStringList urls = lines(readFile(dir + QStringLiteral("/w1/urls.txt")));
    QStringList agents = lines(readFile(dir + QStringLiteral("/w1/agents.txt"))).value(0).split(QLatin1Char(','));
    if (dir.isEmpty() || big.isEmpty() || urls.size() < 500 || agents.isEmpty()) {
        std::printf("bench_window_latency: skipped: ROBOTS_BENCH_DIR has no w1/robots.txt, urls.txt and agents.txt "
                    "(python3 ../shared/bench/gen_workload.py --out DIR)\n");
        return 0;
    }
    agents = agents.mid(0, 2);
    const QString host = QStringLiteral("https://www.example.com");

    QList<DialectId> all;
    for (const robots::Dialect &d : robots::allDialects())
        all << d.id();

    // The big file: W1 whole, 500 URLs × 2 agents, every dialect. One case is made to follow the
    // path that is typed into, so that its verdict changes.
    Workload large;
    large.name = QStringLiteral("w1");
    large.text = big;
    large.agents = agents;
    large.dialects = all;
    large.urls = urls.mid(0, 1000 / int(agents.size()));
    QByteArray rule;
    large.pathAt = disallowPathEnd(big, agents.first().toUtf8(), &rule);
    if (large.pathAt >= 0)
        large.urls.last() = host + QString::fromUtf8(rule) + QStringLiteral("bench");
    large.commentAt = commentEnd(big, big.size() / 2);
    if (large.commentAt < 0)
        large.commentAt = commentEnd(big, 0);

    // The small file: W1's first comment lines, then its lines from the first agent's group
    // on, cut at a line end before 3 KB; 25 URLs × 2 agents, RFC 9309 alone.
    Workload small;
    small.name = QStringLiteral("small");
    {
        QByteArray head;
        for (const QByteArray &line : big.left(2048).split('\n').mid(0, 3))
            head += line + '\n';
        const qsizetype from = big.indexOf(QByteArray("\nUser-agent: " + agents.first().toUtf8() + '\n'));
        QByteArray text = head + '\n' + big.mid(from + 1, 3072);
        text.truncate(text.lastIndexOf('\n', 3072 - 1) + 1);
        small.text = text;
    }
    small.agents = agents;
    small.dialects = {DialectId::Rfc9309};
    small.urls = urls.mid(0, 50 / int(agents.size()));
    small.pathAt = disallowPathEnd(small.text, agents.first().toUtf8(), &rule);
    if (small.pathAt >= 0)
        small.urls.last() = host + QString::fromUtf8(rule) + QStringLiteral("bench");
    small.commentAt = commentEnd(small.text, 0);

    QTemporaryDir tmp;
    Bench bench(app, tmp.path());
    constexpr int kKeystrokes = 50;
    struct Result
    {
        const Workload *workload;
        Figures figures;
    };
    // Arguments name the files to run (w1, small; e.g. `w1` alone under perf); options (those of
    // Google Benchmark that `tools/dev bench` passes to every bench_*) are ignored.
    QStringList only;
    for (const QString &argument : QCoreApplication::arguments().mid(1)) {
        if (!argument.startsWith(QLatin1Char('-')))
            only << argument;
    }
    std::vector<Result> results;
    for (const Workload *w : {&large, &small}) {
        if (only.isEmpty() || only.contains(w->name))
            results.push_back({w, {}});
    }
    for (Result &r : results) {
        if (!bench.run(*r.workload, kKeystrokes, &r.figures))
            return 1;
    }
    constexpr int kLaunches = 5;
    std::vector<double> startupTotal, startupInMain;
    const bool startup = only.isEmpty() || only.contains(QLatin1String("startup"));
    const QString startupPath = tmp.path() + QStringLiteral("/startup.robots.txt");
    if (startup &&
        (!writeFile(startupPath, big) || !measureStartup(startupPath, kLaunches, &startupTotal, &startupInMain)))
        return 1;

    std::printf("bench_window_latency: the real main window on the %s platform, %d keystrokes per file, each "
                "until all is current; Problems, Outline and AI Policy open; ms from the key event\n",
                qPrintable(QGuiApplication::platformName()), kKeystrokes);
    for (const Result &r : results) {
        const Workload &w = *r.workload;
        std::printf("\n%s: %lld bytes, %lld cases (%lld URLs × %lld agents), %lld dialect(s) shown; opened and "
                    "current in %.0f ms (longest stall %.0f ms)\n",
                    qPrintable(w.name), static_cast<long long>(w.text.size()),
                    static_cast<long long>(w.urls.size() * w.agents.size()), static_cast<long long>(w.urls.size()),
                    static_cast<long long>(w.agents.size()), static_cast<long long>(w.dialects.size()),
                    r.figures.openMs, r.figures.openStallMs);
        std::printf("  %-34s %9s %9s %9s\n", "measure", "p50", "p90", "max");
        printRow("key to glyph painted", r.figures.glyph);
        printRow("key to diagnostics current", r.figures.diagnostics);
        printRow("key to tester verdicts current", r.figures.verdicts);
        printRow("longest stall of the window thread", r.figures.stall);
        printRow("CPU of all threads until current", r.figures.cpu);
    }
    if (startup) {
        std::printf("\nstartup: %d launches of a process that opens w1 (%lld bytes) in a new main window; ms until "
                    "the window shows it with its diagnostics and verdicts current (budget <= 1000 ms)\n",
                    kLaunches, static_cast<long long>(big.size()));
        std::printf("  %-34s %9s %9s %9s\n", "measure", "p50", "p90", "max");
        printRow("process start to usable", startupTotal);
        printRow("main() entered to usable", startupInMain);
    }
    return 0;
}
