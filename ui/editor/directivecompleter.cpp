#include "directivecompleter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QTextBlock>

#include "bufferedit.h"
#include "completionpopup.h"
#include "documentchecks.h"
#include "evidencepaths.h"
#include "pathguard.h"
#include "quickfixes.h"
#include "sourceeditor.h"
#include "textmatcher.h"

namespace techlog {

namespace {

QStringList attributesOf(const QString& directive) {
    if (directive == QLatin1String("evidence"))
        return {QStringLiteral("key"), QStringLiteral("alt"), QStringLiteral("caption"),
                QStringLiteral("zoom")};
    if (DocumentChecks::knownDirectives().contains(directive)) return {QStringLiteral("title")};
    return {};
}

}  // namespace

DirectiveCompleter::DirectiveCompleter(SourceEditor* editor)
    : QObject(editor), m_editor(editor), m_model(new QStandardItemModel(this)) {
    m_completer = CompletionPopup::create(editor, m_model, this);
    connect(m_completer, qOverload<const QModelIndex&>(&QCompleter::activated), this,
            [this](const QModelIndex& index) {
                accept(index.data(ValueRole).toString(), index.data(FileRole).toString());
            });
    connect(editor, &SourceEditor::textTyped, this, [this] {
        if (!m_inserting) update();
    });
    editor->installEventFilter(this);
}

void DirectiveCompleter::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    // A new load may bring new figures; the live check of the buffer brings none.
    if (!workspace || !m_workspace || workspace->root != m_workspace->root ||
        workspace->documents.size() != m_workspace->documents.size())
        m_figuresRoot.clear();
    m_workspace = std::move(workspace);
}

void DirectiveCompleter::setCurrentDocument(const QString& relativePath) {
    m_current = relativePath;
}

bool DirectiveCompleter::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // Ctrl+Space is shared with the relation completer: each answers where it applies.
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::ControlModifier &&
            placeAtCursor().context != Context::None) {
            update();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

DirectiveCompleter::Place DirectiveCompleter::placeAtCursor() const {
    Place p;
    const QTextCursor cursor = m_editor->textCursor();
    if (cursor.hasSelection()) return p;
    const QString before = cursor.block().text().left(cursor.positionInBlock());
    static const QRegularExpression name(QStringLiteral("^:::+([A-Za-z-]*)$"));
    if (const auto m = name.match(before); m.hasMatch()) {
        p.context = Context::Name;
        p.typed = m.captured(1);
        return p;
    }
    static const QRegularExpression line(QStringLiteral("^:::+([A-Za-z-]+)\\s(.*)$"));
    const auto m = line.match(before);
    if (!m.hasMatch()) return p;
    p.directive = m.captured(1);
    const QString rest = m.captured(2);
    static const QRegularExpression attr(QStringLiteral("([A-Za-z-]+)=\"([^\"]*)(\"?)"));
    for (auto it = attr.globalMatch(rest); it.hasNext();) {
        const auto a = it.next();
        if (a.captured(3).isEmpty()) {  // a value still open: the cursor is inside it
            if (p.directive == QLatin1String("evidence") && a.captured(1) == QLatin1String("key") &&
                a.capturedEnd(0) == rest.size()) {
                p.context = Context::EvidenceKey;
                p.typed = a.captured(2);
            }
            return p;
        }
        p.written << a.captured(1);
    }
    static const QRegularExpression word(QStringLiteral("(?:^|\\s)([A-Za-z-]*)$"));
    if (const auto w = word.match(rest); w.hasMatch()) {
        p.context = Context::Attribute;
        p.typed = w.captured(1);
    }
    return p;
}

bool DirectiveCompleter::isFigureFile(const QString& relativePath) const {
    if (!m_workspace) return false;
    // The workspace's guard: a file, or a folder above it, that is a link leading out of the
    // workspace is none of its figures; a link that stays inside is one.
    const std::optional<QString> real =
        m_workspace->paths().confine(m_workspace->root + QLatin1Char('/') + relativePath);
    return real && QFileInfo(*real).isFile();
}

const QStringList& DirectiveCompleter::figures() {
    if (m_workspace && m_figuresRoot != m_workspace->root) {
        m_figuresRoot = m_workspace->root;
        m_figures.clear();
        const QStringList names =
            QDir(m_workspace->root + QLatin1Char('/') + EvidencePaths::renderedFolder())
                .entryList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name);
        for (const QString& name : names) {
            const QString key = QFileInfo(name).completeBaseName();
            if (EvidencePaths::isValidKey(key) && isFigureFile(EvidencePaths::relativeFigure(key)))
                m_figures << key;
        }
    }
    return m_figures;
}

bool DirectiveCompleter::update() {
    QAbstractItemView* popup = m_completer->popup();
    const Place place = placeAtCursor();
    struct Row {
        QString label, value, file;
    };
    QList<Row> rows;
    const TextMatcher matcher(place.typed);
    auto offer = [&](const QString& value, const QString& label, const QString& file = {}) {
        if (matcher.score(value) >= 0 && value != place.typed) rows.append({label, value, file});
    };
    switch (place.context) {
        case Context::None:
            break;
        case Context::Name:
            for (const QString& n : DocumentChecks::knownDirectives()) offer(n, n);
            break;
        case Context::Attribute:
            for (const QString& a : attributesOf(place.directive))
                if (!place.written.contains(a)) offer(a, a);
            break;
        case Context::EvidenceKey: {
            const int index = m_workspace ? m_workspace->indexOfPath(m_current) : -1;
            QStringList registered;
            if (index >= 0)
                for (const AssetRef& a : m_workspace->documents[index].frontMatter.assets) {
                    registered << a.key;
                    offer(a.key, tr("%1  — asset").arg(a.key));
                }
            if (index >= 0)
                for (const QString& key : figures())
                    if (!registered.contains(key))
                        offer(key, tr("%1  — figure, not registered yet").arg(key),
                              EvidencePaths::relativeFigure(key));
            if (index >= 0)
                rows.append({tr("Insert Evidence… (a record, with its figure and claim)"),
                             insertEvidenceValue(),
                             {}});
            break;
        }
    }
    m_model->clear();
    for (const Row& r : std::as_const(rows)) {
        auto* item = new QStandardItem(r.label);
        item->setData(r.value, ValueRole);
        item->setData(r.file, FileRole);
        item->setEditable(false);
        m_model->appendRow(item);
    }
    if (rows.isEmpty()) {
        popup->hide();
        return false;
    }
    CompletionPopup::show(m_completer, m_editor, 320);
    return true;
}

void DirectiveCompleter::accept(const QString& value, const QString& registerFile) {
    const Place place = placeAtCursor();
    if (place.context == Context::None || value.isEmpty()) return;
    if (value == insertEvidenceValue()) {
        m_completer->popup()->hide();
        emit insertEvidenceRequested();
        return;
    }
    QTextCursor cursor = m_editor->textCursor();
    m_inserting = true;
    cursor.beginEditBlock();  // one undo step, the assets entry included
    cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, int(place.typed.size()));
    QString text = value;
    if (place.context == Context::Name)
        text += QLatin1Char(' ');
    else if (place.context == Context::Attribute)
        text += QStringLiteral("=\"");
    else if (!cursor.block()
                  .text()
                  .mid(cursor.positionInBlock() + int(place.typed.size()))
                  .startsWith(QLatin1Char('"')))
        text += QLatin1Char('"');
    cursor.insertText(text);
    const int index = m_workspace ? m_workspace->indexOfPath(m_current) : -1;
    // Checked again: the figures were listed at the load, and the file may have changed since.
    if (!registerFile.isEmpty() && index >= 0 && isFigureFile(registerFile)) {
        const Document& doc = m_workspace->documents[index];
        const QString before = m_editor->toPlainText();
        const QString relative = Workspace::writtenFrom(doc.baseDir, registerFile);
        if (const std::optional<QString> after =
                QuickFixes::withAsset(doc, before, value, relative)) {
            // The entry goes into the front matter, above: only the lines that differ.
            BufferEdit::replaceDifference(m_editor->document(), before, *after);
        }
    }
    cursor.endEditBlock();
    m_editor->setTextCursor(cursor);
    m_inserting = false;
    m_completer->popup()->hide();
}

}  // namespace techlog
