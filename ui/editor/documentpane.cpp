#include "documentpane.h"

#include <QPushButton>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QVBoxLayout>

#include "findbar.h"
#include "notificationbar.h"
#include "sourceeditor.h"

namespace techlog {

DocumentPane::DocumentPane(DocumentModel* model, QWidget* parent)
    : QWidget(parent),
      m_model(model ? model : new DocumentModel(this)),
      m_editor(new SourceEditor(this)),
      m_findBar(new FindBar(m_editor, this)),
      m_changeBar(new NotificationBar(NotificationBar::Kind::Warning, this)),
      m_importBar(new NotificationBar(NotificationBar::Kind::Information, this)),
      m_recoveryBar(new NotificationBar(NotificationBar::Kind::Warning, this)) {
    setObjectName(QStringLiteral("documentPane"));
    m_changeBar->setObjectName(QStringLiteral("externalChangeBar"));
    m_changeBar->setText(tr("This file was changed on disk, and you have unsaved edits."));
    connect(m_changeBar->addButton(tr("Reload from disk (discard my edits)"),
                                   QStringLiteral("reloadButton")),
            &QPushButton::clicked, this, [this] { m_model->reloadFromDisk(); });
    connect(m_changeBar->addButton(tr("Keep my edits"), QStringLiteral("keepButton")),
            &QPushButton::clicked, this, [this] { m_model->keepEdits(); });
    m_changeBar->hide();

    m_importBar->setObjectName(QStringLiteral("importBanner"));
    connect(m_importBar->addButton(tr("Save as Markdown…"), QStringLiteral("saveAsMarkdownButton")),
            &QPushButton::clicked, this, &DocumentPane::saveAsMarkdownRequested);
    m_importBar->hide();
    m_recoveryBar->setObjectName(QStringLiteral("recoveryBar"));
    m_recoveryBar->hide();

    m_editor->setSourceDocument(m_model->document());

    m_editor->setEnabled(m_model->hasFile());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_recoveryBar);
    layout->addWidget(m_importBar);
    layout->addWidget(m_changeBar);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_findBar);

    connectModel();
}

void DocumentPane::connectModel() {
    for (const QMetaObject::Connection& c : std::as_const(m_modelConnections)) disconnect(c);
    m_modelConnections = {
        connect(m_model, &DocumentModel::diskStateChanged, this, &DocumentPane::showDiskState),
        connect(m_model, &DocumentModel::bufferAboutToBeReplaced, this,
                &DocumentPane::rememberCursor),
        connect(m_model, &DocumentModel::bufferReplaced, this, &DocumentPane::restoreCursor),
        connect(m_model, &DocumentModel::documentReplaced, this,
                [this](QTextDocument* document) {
                    m_editor->setSourcePath(m_model->relativePath());
                    m_editor->setSourceDocument(document, m_highlight);
                    m_findBar->documentReplaced();
                }),
        connect(m_model, &DocumentModel::openingChanged, m_editor, &QPlainTextEdit::setReadOnly),
    };
}

void DocumentPane::setModel(DocumentModel* model) {
    if (!model || model == m_model) return;
    m_places.insert(m_model, currentPlace());
    m_model = model;
    connectModel();
    m_highlight = model->document()->characterCount() <= kHighlightLimit;
    m_editor->setSourcePath(model->hasFile() ? model->relativePath() : model->openingPath());
    m_editor->setSourceDocument(model->document(), m_highlight);
    m_findBar->documentReplaced();
    m_editor->setEnabled(model->hasFile() || model->isOpening());
    m_editor->setReadOnly(model->isOpening());
    showDiskState(model->diskState());
    showPlace(m_places.take(model));
}

DocumentPane::Place DocumentPane::currentPlace() const {
    const QTextCursor cursor = m_editor->textCursor();
    return {cursor.blockNumber() + 1, cursor.positionInBlock() + 1,
            m_editor->verticalScrollBar()->value()};
}

DocumentPane::Place DocumentPane::place(const DocumentModel* model) const {
    if (model == m_model) return currentPlace();
    return m_places.value(model);
}

void DocumentPane::setPlace(const DocumentModel* model, const Place& place) {
    if (model == m_model)
        showPlace(place);
    else
        m_places.insert(model, place);
}

void DocumentPane::showPlace(const Place& place) {
    QTextDocument* doc = m_editor->document();
    QTextCursor cursor(doc->findBlockByNumber(qBound(0, place.line - 1, doc->blockCount() - 1)));
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                        qBound(0, place.column - 1, qMax(0, cursor.block().length() - 1)));
    m_editor->setTextCursor(cursor);
    if (place.scroll >= 0)
        m_editor->verticalScrollBar()->setValue(place.scroll);
    else
        m_editor->centerCursor();
}

bool DocumentPane::externalChangePending() const { return !m_changeBar->isHidden(); }

void DocumentPane::showDiskState(DocumentModel::DiskState state) {
    switch (state) {
        case DocumentModel::DiskState::InSync:
            m_changeBar->hide();
            break;
        case DocumentModel::DiskState::Changed:
            m_changeBar->setText(tr("This file was changed on disk, and you have unsaved edits."));
            m_changeBar->button(QStringLiteral("reloadButton"))->show();
            m_changeBar->show();
            break;
        case DocumentModel::DiskState::Missing:
            m_changeBar->setText(
                tr("This file was deleted or replaced on disk. Save writes your "
                   "buffer back."));
            m_changeBar->button(QStringLiteral("reloadButton"))->hide();
            m_changeBar->show();
            break;
    }
}

void DocumentPane::rememberCursor(qsizetype incomingLength) {
    // Off before a long text comes in; back on after a short one (so that the old long one is
    // not highlighted on the way).
    m_highlight = incomingLength <= kHighlightLimit;
    if (!m_highlight) m_editor->setHighlighting(false);
    m_kept = currentPlace();
}

void DocumentPane::restoreCursor(bool keep) {
    m_editor->setSourcePath(m_model->relativePath());  // the file read into the buffer
    if (m_highlight) m_editor->setHighlighting(true);
    m_editor->setEnabled(m_model->hasFile());
    if (!m_model->hasFile()) m_importBar->hide();
    if (!keep) {
        // A new buffer starts at its top, as QPlainTextEdit::setPlainText would put it.
        m_editor->moveCursor(QTextCursor::Start);
        m_editor->verticalScrollBar()->setValue(0);
        return;
    }
    showPlace(m_kept);
}

void DocumentPane::setImported(bool imported, const QString& originalPath) {
    QString text =
        tr("<b>Imported from a flattened view.</b> Edits here change the flattened "
           "file; save it as Markdown to make it a regular document.");
    if (!originalPath.isEmpty())
        text += QStringLiteral("<br>") + tr("Original path: %1").arg(originalPath.toHtmlEscaped());
    m_importBar->setText(text);
    m_importBar->setVisible(imported);
}

}  // namespace techlog
