// SPDX-License-Identifier: MIT
#include "fetch/fetchcontroller.h"

#include "analysis/fetchmessagetext.h"

#include <robots/studio/textedit.h>

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace robots::fetchui {

namespace {

constexpr const char *kUrlProperty = "robotsFetchUrl";

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<b>%1</b> %2<br>").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

} // namespace

FetchController::FetchController(QWidget *window, Hooks hooks)
    : QObject(window)
    , m_window(window)
    , m_hooks(std::move(hooks))
{
    m_openAction = new QAction(tr("Open from &URL…"), window);
    m_openAction->setObjectName(QStringLiteral("actionOpenFromUrl"));
    m_openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openAction->setIcon(QIcon::fromTheme(QStringLiteral("document-open-remote")));
    connect(m_openAction, &QAction::triggered, this, &FetchController::promptOpen);

    m_compareAction = new QAction(tr("Compare with &Live…"), window);
    m_compareAction->setObjectName(QStringLiteral("actionCompareWithLive"));
    connect(m_compareAction, &QAction::triggered, this, &FetchController::promptCompare);

    connect(&m_fetcher, &net::Fetcher::finished, this, &FetchController::onFinished);
    connect(&m_fetcher, &net::Fetcher::progress, this, [this](qint64 received, qint64 total) {
        if (!m_progress)
            return;
        if (total > 0) {
            m_progress->setMaximum(static_cast<int>(std::min<qint64>(total, INT_MAX)));
            m_progress->setValue(static_cast<int>(std::min<qint64>(received, INT_MAX)));
        }
        m_progress->setLabelText(tr("Received %1").arg(QLocale().formattedDataSize(received)));
    });
    connect(&m_fetcher, &net::Fetcher::redirected, this, [this](const QUrl &, const QUrl &to, int status) {
        if (m_progress)
            m_progress->setLabelText(tr("Redirected (%1) to %2").arg(status).arg(to.toDisplayString()));
    });
}

FetchController::~FetchController() = default;

QUrl FetchController::rememberedUrl(const QWidget *tab)
{
    return tab ? tab->property(kUrlProperty).toUrl() : QUrl();
}

void FetchController::openFromUrl(const QUrl &url)
{
    start(url, Purpose::Open);
}

void FetchController::compareWithLive(const QUrl &url)
{
    m_compareTab = m_hooks.currentTab ? m_hooks.currentTab() : nullptr;
    start(url, Purpose::Compare);
}

void FetchController::start(const QUrl &url, Purpose purpose)
{
    if (m_fetcher.isRunning())
        m_fetcher.cancel();
    m_purpose = purpose;
    m_showDialogs = m_interactive;
    m_interactive = false;
    m_lastMessage.clear();
    m_lastDiff.clear();
    if (m_showDialogs) {
        // Window-modal: the rest of the application keeps its event loop; Cancel aborts the fetch.
        m_progress = new QProgressDialog(tr("Fetching %1…").arg(url.toDisplayString()), tr("Cancel"), 0, 0, m_window);
        m_progress->setObjectName(QStringLiteral("fetchProgress"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setMinimumDuration(0);
        m_progress->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_progress, &QProgressDialog::canceled, &m_fetcher, &net::Fetcher::cancel);
        m_progress->show();
    }
    m_fetcher.start(url);
}

void FetchController::onFinished(const net::FetchReport &report)
{
    if (m_progress) {
        // close() would emit canceled() on some styles; disconnect first.
        disconnect(m_progress, nullptr, &m_fetcher, nullptr);
        m_progress->close();
    }
    m_lastMessage = ui::fetchMessageText(report.message);
    const bool parse = !report.cancelled && report.decision.outcome == FetchOutcome::ParseBody;
    QWidget *opened = nullptr;
    if (report.cancelled) {
        m_lastMessage = tr("Fetch cancelled.");
    } else if (m_purpose == Purpose::Open) {
        if (parse && m_hooks.openTab) {
            opened = m_hooks.openTab(report, tabName(report), factsText(report));
            if (opened)
                opened->setProperty(kUrlProperty, report.requestedUrl);
        } else if (m_showDialogs) {
            QMessageBox box(QMessageBox::Information, tr("Open from URL"), ui::fetchMessageText(report.message),
                            QMessageBox::Ok, m_window);
            box.setInformativeText(tr("No tab was opened: the server gave no file to parse."));
            box.setDetailedText(QString(factsText(report)).remove(QRegularExpression(QStringLiteral("<[^>]*>"))));
            box.exec();
        }
    } else {
        if (parse) {
            if (m_compareTab)
                m_compareTab->setProperty(kUrlProperty, report.requestedUrl);
            if (m_hooks.setBaseline)
                m_hooks.setBaseline(report.body);
            const QByteArray local = m_hooks.currentBytes ? m_hooks.currentBytes() : QByteArray();
            const std::string diff =
                robots::unifiedDiff(std::string_view(report.body.constData(), size_t(report.body.size())),
                                    std::string_view(local.constData(), size_t(local.size())),
                                    report.finalUrl().toString().toStdString(), "local");
            m_lastDiff = QString::fromUtf8(diff.data(), qsizetype(diff.size()));
            if (m_showDialogs)
                showDiff(m_lastDiff);
        } else if (m_showDialogs) {
            QMessageBox::information(m_window, tr("Compare with live"),
                                     ui::fetchMessageText(report.message) + QStringLiteral("\n\n") +
                                         tr("The live file gives nothing to compare with; the baseline is unchanged."));
        }
    }
    m_showDialogs = false;
    Q_EMIT finished(report, opened);
}

void FetchController::promptOpen()
{
    bool ok = false;
    const QString text =
        QInputDialog::getText(m_window, tr("Open from URL"), tr("Any URL of the site (its /robots.txt is fetched):"),
                              QLineEdit::Normal, QStringLiteral("https://"), &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    m_interactive = true;
    openFromUrl(net::urlFromUserInput(text));
}

void FetchController::promptCompare()
{
    QWidget *tab = m_hooks.currentTab ? m_hooks.currentTab() : nullptr;
    const QUrl remembered = rememberedUrl(tab);
    bool ok = false;
    const QString text = QInputDialog::getText(
        m_window, tr("Compare with live"), tr("Any URL of the site whose live robots.txt to compare with:"),
        QLineEdit::Normal, remembered.isEmpty() ? QStringLiteral("https://") : remembered.toDisplayString(), &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    m_interactive = true;
    compareWithLive(net::urlFromUserInput(text));
}

void FetchController::showDiff(const QString &diff)
{
    QDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("liveDiffDialog"));
    dialog.setWindowTitle(tr("Live file → this tab"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *view = new QPlainTextEdit(&dialog);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setPlainText(diff.isEmpty() ? tr("The live file and this tab are identical.") : diff);
    layout->addWidget(view);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(700, 500);
    dialog.exec();
}

QString FetchController::tabName(const net::FetchReport &report)
{
    const QUrl url = report.finalUrl().isEmpty() ? report.requestedUrl : report.finalUrl();
    QString host = url.host();
    if (url.port() != -1)
        host += QLatin1Char(':') + QString::number(url.port());
    return tr("robots.txt — %1").arg(host);
}

QString FetchController::factsText(const net::FetchReport &report)
{
    QString html = QStringLiteral("<b>%1</b><br>").arg(ui::fetchMessageText(report.message).toHtmlEscaped());
    if (report.status)
        html += row(tr("Status:"),
                    QStringLiteral("%1 %2").arg(*report.status).arg(QString::fromLatin1(report.reasonPhrase)));
    html += row(tr("Final URL:"), report.finalUrl().toDisplayString());
    if (report.chain.size() > 1) {
        QStringList hops;
        for (const net::Hop &hop : report.chain)
            hops << QStringLiteral("%1 (%2)").arg(hop.url.toDisplayString()).arg(hop.status);
        html += row(tr("Redirects:"), hops.join(QStringLiteral(" → ")));
    }
    html +=
        row(tr("Content type:"), report.contentType.isEmpty() ? tr("(none)") : QString::fromLatin1(report.contentType));
    QString size = ui::bodySizeText(report.bodySize());
    if (report.truncated)
        // RFC 9309 §2.5: the first 500 KiB are what is parsed; the full length before them.
        size += tr(" (the first %1 bytes read and parsed; RFC 9309 §2.5)").arg(report.body.size());
    html += row(tr("Size:"), size);
    if (report.startedAt.isValid() && report.finishedAt.isValid())
        html += row(tr("Fetched:"), tr("%1 UTC in %2 ms")
                                        .arg(report.finishedAt.toString(Qt::ISODate))
                                        .arg(report.startedAt.msecsTo(report.finishedAt)));
    if (!report.tlsErrors.isEmpty())
        html += row(tr("TLS errors:"), report.tlsErrors.join(QStringLiteral("; ")));
    if (!report.headers.isEmpty()) {
        QStringList lines;
        for (const auto &[name, value] : report.headers)
            lines << QString::fromLatin1(name) + QStringLiteral(": ") + QString::fromLatin1(value);
        html += row(tr("Headers:"), lines.join(QStringLiteral(" | ")));
    }
    return html;
}

} // namespace robots::fetchui
