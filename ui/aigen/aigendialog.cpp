// SPDX-License-Identifier: MIT
#include "aigen/aigendialog.h"

#include "analysis/textpositions.h"

#include <robots/dialect.h>
#include <robots/robotsfile.h>
#include <robots/studio/crawlers.h>
#include <robots/studio/textedit.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace robots::ui {
namespace {

// The purposes the dialog offers: the AI ones of docs/crawlers.md. Dataset builders, archives
// and search engines stay out: blocking them by accident costs far more than it saves.
constexpr std::array<CrawlerCategory, 4> kPurposes{CrawlerCategory::Training, CrawlerCategory::AiSearch,
                                                   CrawlerCategory::UserTriggered, CrawlerCategory::AiAgent};
// The Content-Usage labels (draft-ietf-aipref-vocab-08, Table 1) and Content-Signal keys (Cloudflare,
// `use` since 2026) offered.
constexpr std::array<std::string_view, 3> kUsage{"train-ai", "ai-use", "search"};
constexpr std::array<std::string_view, 4> kSignal{"search", "ai-input", "ai-train", "use"};

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// The catalogue's crawlers of CATEGORY, as their operators document them, for the tooltip.
QString crawlersOf(CrawlerCategory category)
{
    QStringList names;
    for (const Crawler &c : crawlerCatalogue()) {
        if (c.category == category)
            names << fromView(c.token);
    }
    return names.join(QStringLiteral(", "));
}

QComboBox *valueBox(QWidget *parent, const QString &objectName, const QStringList &values)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    for (const QString &v : values)
        box->addItem(v, v);
    box->setEnabled(false);
    return box;
}

// "a=x, b=y" of the checked entries, or nothing when none is checked.
template<std::size_t N>
std::optional<std::string> dictionary(const std::array<std::string_view, N> &keys,
                                      const std::array<QCheckBox *, N> &checks,
                                      const std::array<QComboBox *, N> &values)
{
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        if (!checks[i]->isChecked())
            continue;
        if (!out.empty())
            out += ", ";
        out += std::string(keys[i]) + '=' + values[i]->currentData().toString().toStdString();
    }
    if (out.empty())
        return std::nullopt;
    return out;
}

QString dialectNames(const std::vector<AiPolicyReading> &readers, bool matches)
{
    QStringList names;
    for (const AiPolicyReading &r : readers) {
        if (r.matches == matches)
            names << fromView(r.dialect);
    }
    return names.isEmpty() ? AiGenDialog::tr("none") : names.join(QStringLiteral(", "));
}

} // namespace

// One finding of the core's plan in words (robots/studio/aipolicy.h defines each kind).
QString AiGenDialog::findingText(const AiPolicyFinding &f)
{
    const QString name = fromView(f.crawler);
    const bool block = f.action == AiPolicyAction::Block;
    switch (f.kind) {
    case AiPolicyFindingKind::AlreadyDone:
        return block ? tr("%1: line %2 already blocks it (Disallow: /); left as it is.").arg(name).arg(f.line)
                     : tr("%1: line %2 already treats it as the * group does; left as it is.").arg(name).arg(f.line);
    case AiPolicyFindingKind::GroupRewritten:
        return block ? tr("%1: line %2 names it in a group that does not block it; Apply rewrites that group to "
                          "Disallow: /.")
                           .arg(name)
                           .arg(f.line)
                     : tr("%1: line %2 names it in a group that does not treat it as the * group does; Apply gives "
                          "it the * group's rules and preference lines.")
                           .arg(name)
                           .arg(f.line);
    case AiPolicyFindingKind::NotProductToken:
        return (block ? tr("%1 is not an RFC 9309 product token: written as its operator documents it.")
                      : tr("%1 is not an RFC 9309 product token: nothing is written, the * group governs it."))
                   .arg(name) +
               QLatin1Char(' ') +
               tr("RFC 9309 and Google read such a line as \"%1\" and give %2 the * group; a group written so "
                  "applies to it under: %3; not under: %4.")
                   .arg(fromView(f.readAs), name, dialectNames(f.readers, true), dialectNames(f.readers, false));
    case AiPolicyFindingKind::ReadDifferently:
        return tr("%1: Google reads line %2 as a User-agent line naming it, RFC 9309 does not (a typo Google "
                  "accepts); changing it would change other groups, so it stays, and under Google that group "
                  "still applies to %1.")
            .arg(name)
            .arg(f.line);
    }
    return name;
}

// "After Apply: 14 of 16 training crawlers blocked under rfc9309, 14 under google", per purpose.
QStringList AiGenDialog::summaryText(const std::vector<AiPolicyCount> &counts)
{
    QStringList out;
    for (std::size_t i = 0; i < counts.size();) {
        const AiPolicyCount &first = counts[i];
        QStringList others;
        std::size_t j = i + 1;
        for (; j < counts.size() && counts[j].category == first.category; ++j)
            others << tr("%1 under %2").arg(counts[j].done).arg(fromView(counts[j].dialect));
        const QString purpose = fromView(crawlerCategoryName(first.category));
        QString text = first.action == AiPolicyAction::Block
                           ? tr("After Apply: %1 of %2 %3 crawlers blocked under %4")
                                 .arg(first.done)
                                 .arg(first.total)
                                 .arg(purpose, fromView(first.dialect))
                           : tr("After Apply: %1 of %2 %3 crawlers treated as the * group under %4")
                                 .arg(first.done)
                                 .arg(first.total)
                                 .arg(purpose, fromView(first.dialect));
        if (!others.isEmpty())
            text += QStringLiteral(", ") + others.join(QStringLiteral(", "));
        out << text;
        i = j;
    }
    return out;
}

AiGenDialog::AiGenDialog(QTextDocument *document, const QString &name, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_name(name)
    , m_preview(new QPlainTextEdit(this))
    , m_kept(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Close, this))
    , m_apply(m_buttons->button(QDialogButtonBox::Apply))
{
    setObjectName(QStringLiteral("aiGenDialog"));
    setWindowTitle(tr("AI Crawler Policy"));

    auto *purposes = new QGroupBox(tr("Crawlers by purpose"), this);
    auto *purposeGrid = new QGridLayout(purposes);
    const std::array<QString, 4> titles{tr("&Training AI models:"), tr("AI &search:"), tr("&User-triggered fetches:"),
                                        tr("AI a&gents:")};
    const std::array<QString, 4> hints{
        tr("Crawlers that collect pages to train AI models, and control tokens such as Google-Extended (which "
           "never fetches: its group only says whether pages may train the operator's models)."),
        tr("Crawlers that index pages for an AI search or answer engine."),
        tr("Fetches an AI assistant makes because a user asked for a page."),
        tr("Browsers that act on pages for a user or a customer.")};
    for (std::size_t i = 0; i < kPurposes.size(); ++i) {
        auto *box = new QComboBox(purposes);
        box->setObjectName(QStringLiteral("action:") + fromView(crawlerCategoryName(kPurposes[i])));
        box->addItem(tr("Leave as is"), int(AiPolicyAction::Leave));
        box->addItem(tr("Block"), int(AiPolicyAction::Block));
        box->addItem(tr("Allow"), int(AiPolicyAction::Allow));
        const QString tip = hints[i] + QLatin1Char('\n') + tr("Crawlers: %1").arg(crawlersOf(kPurposes[i]));
        box->setToolTip(tip);
        auto *label = new QLabel(titles[i], purposes);
        label->setBuddy(box);
        label->setToolTip(tip);
        purposeGrid->addWidget(label, int(i), 0);
        purposeGrid->addWidget(box, int(i), 1);
        connect(box, &QComboBox::currentIndexChanged, this, &AiGenDialog::refresh);
        m_actions[i] = box;
    }
    purposeGrid->setColumnStretch(2, 1);

    auto *usage = new QGroupBox(tr("Content-Usage (IETF AI preferences, a draft)"), this);
    usage->setToolTip(tr("A line of the * group, as draft-ietf-aipref-attach-05 attaches it, with the vocabulary "
                         "of draft-ietf-aipref-vocab-08. No crawler library acts on it yet."));
    auto *usageGrid = new QGridLayout(usage);
    const std::array<QString, 3> usageTitles{tr("train-ai: training AI models"),
                                             tr("ai-use: input to AI models (answers)"),
                                             tr("search: search applications")};
    for (std::size_t i = 0; i < kUsage.size(); ++i) {
        const QString key = fromView(kUsage[i]);
        m_usage[i] = new QCheckBox(usageTitles[i], usage);
        m_usage[i]->setObjectName(QStringLiteral("usage:") + key);
        m_usageValue[i] =
            valueBox(usage, QStringLiteral("usageValue:") + key, {QStringLiteral("y"), QStringLiteral("n")});
        m_usageValue[i]->setCurrentIndex(kUsage[i] == "search" ? 0 : 1); // the usual wish: search yes, AI no
        usageGrid->addWidget(m_usage[i], int(i), 0);
        usageGrid->addWidget(m_usageValue[i], int(i), 1);
        connect(m_usage[i], &QCheckBox::toggled, m_usageValue[i], &QWidget::setEnabled);
        connect(m_usage[i], &QCheckBox::toggled, this, &AiGenDialog::refresh);
        connect(m_usageValue[i], &QComboBox::currentIndexChanged, this, &AiGenDialog::refresh);
    }
    usageGrid->setColumnStretch(2, 1);

    auto *signal = new QGroupBox(tr("Content-Signal (Cloudflare's Content Signals Policy)"), this);
    signal->setToolTip(tr("A vendor's proposal, not a standard: a line of the * group with yes or no for each use, "
                          "and how far AI systems may use the content (use)."));
    auto *signalGrid = new QGridLayout(signal);
    const std::array<QString, 4> signalTitles{tr("search: search results"), tr("ai-input: input to AI answers"),
                                              tr("ai-train: training AI models"),
                                              tr("use: how far AI systems may use it")};
    for (std::size_t i = 0; i < kSignal.size(); ++i) {
        const QString key = fromView(kSignal[i]);
        m_signal[i] = new QCheckBox(signalTitles[i], signal);
        m_signal[i]->setObjectName(QStringLiteral("signal:") + key);
        // `use` takes a level, least to most permissive (Cloudflare; lower case as it writes them).
        const bool use = kSignal[i] == "use";
        m_signalValue[i] =
            valueBox(signal, QStringLiteral("signalValue:") + key,
                     use ? QStringList{QStringLiteral("immediate"), QStringLiteral("reference"), QStringLiteral("full")}
                         : QStringList{QStringLiteral("yes"), QStringLiteral("no")});
        // search yes, AI no; `use=reference`, what Cloudflare's managed robots.txt writes.
        m_signalValue[i]->setCurrentIndex(use ? 1 : i == 0 ? 0 : 1);
        if (use)
            m_signal[i]->setToolTip(tr("immediate: used for the task at hand, neither stored nor reused; reference: "
                                       "indexed and quoted with a link back; full: may be summarised or reproduced "
                                       "in full (Cloudflare, 2026)"));
        signalGrid->addWidget(m_signal[i], int(i), 0);
        signalGrid->addWidget(m_signalValue[i], int(i), 1);
        connect(m_signal[i], &QCheckBox::toggled, m_signalValue[i], &QWidget::setEnabled);
        connect(m_signal[i], &QCheckBox::toggled, this, &AiGenDialog::refresh);
        connect(m_signalValue[i], &QComboBox::currentIndexChanged, this, &AiGenDialog::refresh);
    }
    signalGrid->setColumnStretch(2, 1);

    // RSL 1.0 (rslstandard.org): one file-wide `License:` line with the absolute URL of the
    // site's license file or feed.
    auto *licenseBox = new QGroupBox(tr("License (RSL 1.0, Really Simple Licensing)"), this);
    licenseBox->setToolTip(tr("One line for the whole file with the absolute URL of the site's license file or feed. "
                              "RSL readers fetch it; it never changes what a crawler may fetch."));
    auto *licenseGrid = new QGridLayout(licenseBox);
    m_license = new QCheckBox(tr("&License URL:"), licenseBox);
    m_license->setObjectName(QStringLiteral("license"));
    m_licenseUrl = new QLineEdit(licenseBox);
    m_licenseUrl->setObjectName(QStringLiteral("licenseUrl"));
    m_licenseUrl->setPlaceholderText(QStringLiteral("https://example.com/license.xml"));
    m_licenseUrl->setEnabled(false);
    m_licenseError = new QLabel(tr("An absolute http(s) URL, such as https://example.com/license.xml"), licenseBox);
    m_licenseError->setObjectName(QStringLiteral("licenseError"));
    m_licenseError->setWordWrap(true);
    m_licenseError->setVisible(false);
    licenseGrid->addWidget(m_license, 0, 0);
    licenseGrid->addWidget(m_licenseUrl, 0, 1);
    licenseGrid->addWidget(m_licenseError, 1, 0, 1, 2);
    licenseGrid->setColumnStretch(1, 1);
    connect(m_license, &QCheckBox::toggled, m_licenseUrl, &QWidget::setEnabled);
    connect(m_license, &QCheckBox::toggled, this, &AiGenDialog::refresh);
    connect(m_licenseUrl, &QLineEdit::textChanged, this, &AiGenDialog::refresh);

    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setMinimumSize(520, 220);
    m_kept->setObjectName(QStringLiteral("kept"));
    m_kept->setWordWrap(true);
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_apply->setText(tr("&Apply to the Document"));
    m_apply->setDefault(true);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *note = new QLabel(
        tr("Block: Disallow: / in a group of their own. Allow: no more blocked than the * group and never more "
           "access than it gives everyone; its preference lines keep applying (a crawler the document does not "
           "name is governed by * already, so nothing is written for it). Leave as is: nothing changes. A "
           "crawler the document already names is reported with its line, and its group rewritten when it does "
           "not do what you chose. Only those lines change. robots.txt asks crawlers; it does not keep anyone "
           "out (RFC 9309, section 3)."),
        this);
    note->setWordWrap(true);

    auto *controls = new QVBoxLayout;
    controls->addWidget(purposes);
    controls->addWidget(usage);
    controls->addWidget(signal);
    controls->addWidget(licenseBox);
    controls->addStretch(1);
    auto *previewColumn = new QVBoxLayout;
    auto *previewLabel = new QLabel(tr("&Changes:"), this);
    previewLabel->setBuddy(m_preview);
    previewColumn->addWidget(previewLabel);
    previewColumn->addWidget(m_preview, 1);
    // The findings can run to dozens of lines (one per crawler whose name is not a product token,
    // with each dialect's reading): they scroll in a box of their own, at most about a third of
    // the column, so that a long list never draws over the diff when the dialog opens at the
    // main window's default size (1280x800).
    m_findings = new QScrollArea(this);
    m_findings->setObjectName(QStringLiteral("findings"));
    m_findings->setWidget(m_kept);
    m_findings->setWidgetResizable(true);
    m_findings->setFrameShape(QFrame::NoFrame);
    m_findings->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_findings->setMaximumHeight(m_kept->fontMetrics().lineSpacing() * 9);
    m_kept->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    previewColumn->addWidget(m_findings);
    auto *columns = new QHBoxLayout;
    columns->addLayout(controls);
    columns->addLayout(previewColumn, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(note);
    layout->addWidget(m_buttons);

    if (m_document)
        connect(m_document, &QTextDocument::contentsChanged, this, &AiGenDialog::refresh);
    refresh();
}

AiPolicyChoices AiGenDialog::choices() const
{
    AiPolicyChoices c;
    for (std::size_t i = 0; i < kPurposes.size(); ++i)
        c.set(kPurposes[i], static_cast<AiPolicyAction>(m_actions[i]->currentData().toInt()));
    c.contentUsage = dictionary(kUsage, m_usage, m_usageValue);
    c.contentSignal = dictionary(kSignal, m_signal, m_signalValue);
    // Only a URL RSL readers can use (lint's R614 rule); refresh() says why another is not written.
    const std::string url = m_licenseUrl->text().trimmed().toStdString();
    if (m_license->isChecked() && isLicenseUrl(url))
        c.license = url;
    return c;
}

std::string AiGenDialog::documentText() const
{
    if (!m_document)
        return {};
    // As the analyser reads it (DocumentAnalyzer): raw text, blocks joined by LF.
    QString raw = m_document->toRawText();
    raw.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return raw.toStdString();
}

void AiGenDialog::refresh()
{
    const std::string body = documentText();
    const RobotsFile file = parse(body, aiprefDialect());
    const AiPolicyChoices c = choices();
    m_licenseError->setVisible(m_license->isChecked() && !c.license);
    const AiPolicyPlan plan = aiPolicyPlan(file, body, c);
    const std::vector<TextEdit> &edits = plan.edits;
    const std::string after = applyEdits(body, edits);
    const std::string name = m_name.toStdString();
    const std::string diff = unifiedDiff(body, after, "a/" + name, "b/" + name);
    m_preview->setPlainText(diff.empty() ? (c.empty() ? tr("Choose what the policy should do.")
                                                      : tr("Nothing to change: the document already says this."))
                                         : fromView(diff));
    QStringList notes;
    if (plan.tooLong)
        notes << tr("The document is longer than 500 KiB, what RFC 9309 crawlers read (section 2.5): any line "
                    "added would push its last lines out of what they read, so nothing is changed.");
    for (const AiPolicyFinding &f : plan.findings)
        notes << findingText(f);
    for (const QString &line : summaryText(aiPolicySummary(after, c)))
        notes << line;
    m_kept->setText(notes.join(QLatin1Char('\n')));
    m_findings->setVisible(!notes.isEmpty());
    m_apply->setEnabled(m_document && !edits.empty());
}

bool AiGenDialog::apply()
{
    if (!m_document)
        return false;
    const std::string body = documentText();
    RobotsFile file = parse(body, aiprefDialect());
    std::vector<TextEdit> edits = aiPolicyEdits(file, body, choices());
    if (edits.empty() || !editsAreDisjoint(edits, body.size()))
        return false;
    const TextPositions positions(std::move(file));
    // Last first, so that earlier offsets stay valid; one edit block, one undo step. The body
    // has LF line ends only, so the edits' new lines are LF too: one block each in the editor.
    std::sort(edits.begin(), edits.end(),
              [](const TextEdit &a, const TextEdit &b) { return a.range.offset > b.range.offset; });
    QTextCursor cursor(m_document);
    cursor.beginEditBlock();
    for (const TextEdit &edit : edits) {
        cursor.setPosition(positions.toPosition(edit.range.offset));
        cursor.setPosition(positions.toPosition(edit.range.end()), QTextCursor::KeepAnchor);
        cursor.insertText(fromView(edit.replacement));
    }
    cursor.endEditBlock();
    return true;
}

} // namespace robots::ui
