#include "relationcompleter.h"

#include <QAbstractItemView>
#include <QCollator>
#include <QCompleter>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QTextBlock>
#include <algorithm>

#include "blockscanner.h"
#include "completionpopup.h"
#include "sourceeditor.h"
#include "textmatcher.h"

namespace techlog {

RelationCompleter::RelationCompleter(SourceEditor* editor)
    : QObject(editor), m_editor(editor), m_model(new QStandardItemModel(this)) {
    m_completer = CompletionPopup::create(editor, m_model, this);
    connect(m_completer, qOverload<const QModelIndex&>(&QCompleter::activated), this,
            [this](const QModelIndex& index) { accept(index.data(TitleRole).toString()); });
    // Typing only: a buffer opened or reloaded (the cursor may then sit on a relation line)
    // opens no list.
    connect(editor, &SourceEditor::textTyped, this, [this] {
        if (!m_inserting) update();
    });
    editor->installEventFilter(this);
}

void RelationCompleter::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
}

void RelationCompleter::setCurrentDocument(const QString& relativePath) {
    m_current = relativePath;
}

bool RelationCompleter::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::ControlModifier) {
            update();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

std::optional<QString> RelationCompleter::queryAtCursor() const {
    const QTextCursor cursor = m_editor->textCursor();
    if (cursor.hasSelection()) return std::nullopt;
    const QTextBlock block = cursor.block();
    const QString before = block.text().left(cursor.positionInBlock());
    static const QRegularExpression item(QStringLiteral("^\\s*[-*+]\\s+\\*\\*([^*]*)$"));
    const QRegularExpressionMatch m = item.match(before);
    if (!m.hasMatch()) return std::nullopt;
    // Only under the relations heading: the nearest heading above is `## 관계`.
    for (QTextBlock b = block.previous(); b.isValid(); b = b.previous()) {
        const QString line = b.text();
        if (!line.startsWith(QLatin1Char('#'))) continue;
        if (line.trimmed() == QStringLiteral("## ") + BlockScanner::relationsHeading())
            return m.captured(1);
        if (line.startsWith(QStringLiteral("# ")) || line.startsWith(QStringLiteral("## ")))
            return std::nullopt;
    }
    return std::nullopt;
}

bool RelationCompleter::update() {
    QAbstractItemView* popup = m_completer->popup();
    const std::optional<QString> query = queryAtCursor();
    if (!query || !m_workspace) {
        popup->hide();
        return false;
    }
    const TextMatcher matcher(*query);
    struct Candidate {
        int score;
        int index;
    };
    std::vector<Candidate> ranked;
    ranked.reserve(size_t(m_workspace->documents.size()));
    for (int i = 0; i < m_workspace->documents.size(); ++i) {
        const Document& d = m_workspace->documents[i];
        if (d.path == m_current || d.frontMatter.title.isEmpty()) continue;
        // Fuzzy, as in the quick switcher: one matcher wherever titles are chosen.
        const int score = matcher.scoreFolded(TextMatcher::fold(d.frontMatter.title), true);
        if (score >= 0) ranked.push_back({score, i});
    }
    static const QCollator korean = [] {
        QCollator c(QLocale(QLocale::Korean, QLocale::SouthKorea));
        c.setNumericMode(true);
        return c;
    }();
    const auto better = [&](const Candidate& a, const Candidate& b) {
        if (a.score != b.score) return a.score > b.score;
        return korean.compare(m_workspace->documents[a.index].frontMatter.title,
                              m_workspace->documents[b.index].frontMatter.title) < 0;
    };
    const size_t keep = std::min<size_t>(ranked.size(), kMaxRows);
    std::partial_sort(ranked.begin(), ranked.begin() + qsizetype(keep), ranked.end(), better);
    m_model->clear();
    for (size_t r = 0; r < keep; ++r) {
        const Document& d = m_workspace->documents[ranked[r].index];
        auto* row = new QStandardItem(
            tr("%1  — %2 · %3").arg(d.frontMatter.title, kindName(d.kind), d.frontMatter.topic));
        row->setData(d.frontMatter.title, TitleRole);
        row->setToolTip(d.path);
        row->setEditable(false);
        m_model->appendRow(row);
    }
    if (keep == 0) {
        popup->hide();
        return false;
    }
    CompletionPopup::show(m_completer, m_editor, 480);
    return true;
}

void RelationCompleter::accept(const QString& title) {
    const std::optional<QString> query = queryAtCursor();
    if (!query || title.isEmpty()) return;
    QTextCursor cursor = m_editor->textCursor();
    m_inserting = true;
    cursor.beginEditBlock();  // one undo step
    cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, int(query->size()));
    cursor.insertText(title);
    // The closing `**`, unless the line already has it right after.
    const QString after = cursor.block().text().mid(cursor.positionInBlock());
    if (after.startsWith(QStringLiteral("**")))
        cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, 2);
    else
        cursor.insertText(QStringLiteral("**"));
    cursor.endEditBlock();
    m_editor->setTextCursor(cursor);
    m_inserting = false;
    m_completer->popup()->hide();
}

}  // namespace techlog
