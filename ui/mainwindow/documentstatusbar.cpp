// SPDX-License-Identifier: MIT
#include "mainwindow/documentstatusbar.h"

#include "document/document.h"
#include "editor/editor.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QToolButton>

namespace robots::ui {

DocumentStatusBar::DocumentStatusBar(QWidget *parent)
    : QStatusBar(parent)
    , m_positionLabel(new QLabel(this))
    , m_encodingButton(new QToolButton(this))
    , m_lineEndingButton(new QToolButton(this))
{
    setObjectName(QStringLiteral("statusBar"));
    m_positionLabel->setObjectName(QStringLiteral("cursorPosition"));
    m_positionLabel->setAccessibleName(tr("Cursor position"));
    addPermanentWidget(m_positionLabel);

    m_encodingButton->setObjectName(QStringLiteral("encodingButton"));
    m_encodingButton->setAccessibleName(tr("Encoding"));
    m_encodingButton->setAutoRaise(true);
    m_encodingButton->setPopupMode(QToolButton::InstantPopup);
    auto *encodingMenu = new QMenu(m_encodingButton);
    encodingMenu->setObjectName(QStringLiteral("encodingMenu"));
    QAction *withoutBom = encodingMenu->addAction(tr("UTF-8"));
    withoutBom->setObjectName(QStringLiteral("actionEncodingUtf8"));
    withoutBom->setToolTip(tr("Save without a byte order mark"));
    QAction *withBom = encodingMenu->addAction(tr("UTF-8 with BOM"));
    withBom->setObjectName(QStringLiteral("actionEncodingUtf8Bom"));
    withBom->setToolTip(tr("Save with a byte order mark (EF BB BF)"));
    for (QAction *a : {withoutBom, withBom})
        a->setCheckable(true);
    // In a UTF-16 or UTF-32 document, either choice converts it to UTF-8 (one undo step).
    connect(withoutBom, &QAction::triggered, this, [this] {
        if (Document *d = m_document)
            d->wideEncoding() ? d->convertToUtf8(false) : d->setByteOrderMark(false);
    });
    connect(withBom, &QAction::triggered, this, [this] {
        if (Document *d = m_document)
            d->wideEncoding() ? d->convertToUtf8(true) : d->setByteOrderMark(true);
    });
    m_encodingButton->setMenu(encodingMenu);
    addPermanentWidget(m_encodingButton);

    m_lineEndingButton->setObjectName(QStringLiteral("lineEndingButton"));
    m_lineEndingButton->setAccessibleName(tr("Line endings"));
    m_lineEndingButton->setAutoRaise(true);
    m_lineEndingButton->setPopupMode(QToolButton::InstantPopup);
    auto *lineEndingMenu = new QMenu(m_lineEndingButton);
    lineEndingMenu->setObjectName(QStringLiteral("lineEndingMenu"));
    const struct
    {
        LineBreak lineBreak;
        const char *name;
        QString text;
    } endings[] = {{LineBreak::Lf, "actionLineEndingLf", tr("Convert to LF (Unix, macOS)")},
                   {LineBreak::CrLf, "actionLineEndingCrLf", tr("Convert to CRLF (Windows)")},
                   {LineBreak::Cr, "actionLineEndingCr", tr("Convert to CR (classic Mac OS)")}};
    for (const auto &ending : endings) {
        QAction *action = lineEndingMenu->addAction(ending.text);
        action->setObjectName(QLatin1String(ending.name));
        action->setCheckable(true);
        action->setData(int(ending.lineBreak));
        connect(action, &QAction::triggered, this, [this, lineBreak = ending.lineBreak] {
            if (Document *d = m_document)
                d->convertLineEndings(lineBreak);
        });
    }
    m_lineEndingButton->setMenu(lineEndingMenu);
    addPermanentWidget(m_lineEndingButton);
}

void DocumentStatusBar::setDocument(Document *document, Editor *editor)
{
    m_document = document;
    m_editor = editor;
    updateFacts();
    updateCursorPosition();
}

void DocumentStatusBar::updateFacts()
{
    const Document *document = m_document;
    if (!document)
        return;
    const EncodingFacts facts = document->facts();
    QString encoding = facts.byteOrderMark ? tr("UTF-8 with BOM") : tr("UTF-8");
    if (facts.invalidUtf8)
        encoding = facts.byteOrderMark ? tr("UTF-8 with BOM (invalid bytes)") : tr("UTF-8 (invalid bytes)");
    QString tip = tr("Encoding: click to add or remove the byte order mark.");
    if (facts.invalidUtf8)
        tip += QLatin1Char('\n') + tr("Some bytes are not valid UTF-8: they are shown highlighted and saved back "
                                      "unchanged.");
    if (facts.wideEncoding) {
        const QString name = QString::fromLatin1(encodingName(facts.wideEncoding->encoding));
        encoding = name;
        tip = tr("Encoding: %1, saved back as it is. Crawlers expect UTF-8 and find no rules in this file; click "
                 "to convert it to UTF-8.")
                  .arg(name);
    }
    m_encodingButton->setToolTip(tip);
    m_encodingButton->setText(encoding);
    const QList<QAction *> encodingActions = m_encodingButton->menu()->actions();
    encodingActions.at(0)->setChecked(!facts.wideEncoding && !facts.byteOrderMark);
    encodingActions.at(1)->setChecked(!facts.wideEncoding && facts.byteOrderMark);

    m_lineEndingButton->setText(Document::lineEndingName(facts.lineEnding));
    m_lineEndingButton->setToolTip(
        facts.lineEnding == LineEnding::Mixed
            ? tr("Line endings: several kinds; new lines get %1. Click to convert all.")
                  .arg(Document::lineEndingName(LineEnding(int(document->preferredLineBreak()))))
            : tr("Line endings: click to convert all."));
    for (QAction *action : m_lineEndingButton->menu()->actions())
        action->setChecked(facts.lineEnding != LineEnding::Mixed && action->data().toInt() == int(facts.lineEnding));
}

void DocumentStatusBar::updateCursorPosition()
{
    if (const Editor *e = m_editor)
        m_positionLabel->setText(tr("Ln %1, Col %2").arg(e->cursorLine()).arg(e->cursorColumn()));
}

} // namespace robots::ui
