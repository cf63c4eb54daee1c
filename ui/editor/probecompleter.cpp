#include "probecompleter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QStandardItemModel>
#include <QTextBlock>

#include "completionpopup.h"
#include "probecompletion.h"
#include "probeworkspace.h"
#include "sourceeditor.h"

namespace techlog {

ProbeCompleter::ProbeCompleter(SourceEditor* editor)
    : QObject(editor), m_editor(editor), m_model(new QStandardItemModel(this)) {
    m_completer = CompletionPopup::create(editor, m_model, this);
    connect(m_completer, qOverload<const QModelIndex&>(&QCompleter::activated), this,
            [this](const QModelIndex& index) { accept(index.data(ValueRole).toString()); });
    connect(editor, &SourceEditor::textTyped, this, [this] {
        if (m_active && !m_inserting) update(true);
    });
    editor->installEventFilter(this);
}

void ProbeCompleter::setCurrentFile(const QString& relativePath) {
    m_active = !keyOfProbeFile(relativePath).isEmpty();
    if (!m_active) m_completer->popup()->hide();
}

bool ProbeCompleter::eventFilter(QObject* watched, QEvent* event) {
    if (m_active && watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // Ctrl+Space: in a probe only this list applies (the others answer in Markdown).
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::ControlModifier) {
            update();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

bool ProbeCompleter::update(bool typed) {
    QAbstractItemView* popup = m_completer->popup();
    const QTextCursor cursor = m_editor->textCursor();
    ProbeCompletionResult r;
    if (!cursor.hasSelection())
        r = ProbeCompletion::at(m_editor->toPlainText(), cursor.blockNumber() + 1,
                                cursor.positionInBlock() + 1);
    // While typing, a key is offered once a letter of it is typed: a new line is not a question.
    const bool quiet = typed && r.kind == ProbeCompletionResult::Kind::Key && r.prefix.isEmpty();
    QStringList offered;
    for (const QString& c : std::as_const(r.candidates))
        if (c != r.prefix) offered << c;
    if (r.kind == ProbeCompletionResult::Kind::None || offered.isEmpty() || quiet) {
        popup->hide();
        return false;
    }
    m_model->clear();
    for (const QString& c : std::as_const(offered)) {
        auto* item = new QStandardItem(c);
        item->setData(c, ValueRole);
        item->setEditable(false);
        m_model->appendRow(item);
    }
    CompletionPopup::show(m_completer, m_editor, 240);
    return true;
}

void ProbeCompleter::accept(const QString& value) {
    QTextCursor cursor = m_editor->textCursor();
    const ProbeCompletionResult r = ProbeCompletion::at(
        m_editor->toPlainText(), cursor.blockNumber() + 1, cursor.positionInBlock() + 1);
    if (r.kind == ProbeCompletionResult::Kind::None || value.isEmpty()) return;
    const int start = cursor.block().position();
    const QString line = cursor.block().text();
    QString text = value;
    if (r.kind == ProbeCompletionResult::Kind::Key &&
        !line.mid(r.replaceToColumn - 1).trimmed().startsWith(u':'))
        text += QStringLiteral(": ");
    m_inserting = true;
    cursor.beginEditBlock();
    cursor.setPosition(start + r.replaceFromColumn - 1);
    cursor.setPosition(start + r.replaceToColumn - 1, QTextCursor::KeepAnchor);
    cursor.insertText(text);
    cursor.endEditBlock();
    m_editor->setTextCursor(cursor);
    m_inserting = false;
    m_completer->popup()->hide();
}

}  // namespace techlog
