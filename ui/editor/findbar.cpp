#include "findbar.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTextBlock>
#include <QTextCursor>
#include <QToolButton>

#include "sourceeditor.h"

namespace techlog {

namespace {

constexpr qsizetype kMaxMatches = 10000;  // counted; bounds memory on a long record
constexpr int kMaxShaded = 2000;          // shaded in the editor: extra selections are not free

QToolButton* toggle(const QString& text, const QString& tip, const QKeySequence& key,
                    QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setCheckable(true);
    b->setShortcut(key);
    b->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    return b;
}

}  // namespace

FindBar::FindBar(SourceEditor* editor, QWidget* parent)
    : QWidget(parent),
      m_editor(editor),
      m_find(new QLineEdit(this)),
      m_replace(new QLineEdit(this)),
      m_case(
          toggle(QStringLiteral("Aa"), tr("Match case"), QKeySequence(Qt::ALT | Qt::Key_C), this)),
      m_word(
          toggle(QStringLiteral("W"), tr("Whole words"), QKeySequence(Qt::ALT | Qt::Key_W), this)),
      m_regex(toggle(QStringLiteral(".*"), tr("Regular expression"),
                     QKeySequence(Qt::ALT | Qt::Key_R), this)),
      m_replaceOne(new QToolButton(this)),
      m_replaceAll(new QToolButton(this)),
      m_replaceRow(new QWidget(this)),
      m_status(new QLabel(this)) {
    setObjectName(QStringLiteral("findBar"));
    m_find->setObjectName(QStringLiteral("findEdit"));
    m_find->setPlaceholderText(tr("Find"));
    m_find->setClearButtonEnabled(true);
    m_replace->setObjectName(QStringLiteral("replaceEdit"));
    m_replace->setPlaceholderText(tr("Replace with (\\1 is a group of a regular expression)"));
    m_status->setObjectName(QStringLiteral("findStatus"));
    m_status->setMinimumWidth(120);

    auto* previous = new QToolButton(this);
    previous->setText(QStringLiteral("↑"));
    previous->setToolTip(tr("Previous match (Shift+Enter, Shift+F3)"));
    auto* next = new QToolButton(this);
    next->setText(QStringLiteral("↓"));
    next->setToolTip(tr("Next match (Enter, F3)"));
    auto* done = new QToolButton(this);
    done->setText(QStringLiteral("✕"));
    done->setToolTip(tr("Close (Escape)"));
    done->setAutoRaise(true);
    m_replaceOne->setText(tr("Replace"));
    m_replaceOne->setToolTip(tr("Replace this match and go to the next (Enter)"));
    m_replaceAll->setText(tr("Replace All"));
    m_replaceAll->setToolTip(tr("Replace every match, as one undo step"));

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 2, 4, 2);
    grid->setHorizontalSpacing(4);
    grid->setVerticalSpacing(2);
    grid->addWidget(m_find, 0, 0);
    grid->addWidget(m_case, 0, 1);
    grid->addWidget(m_word, 0, 2);
    grid->addWidget(m_regex, 0, 3);
    grid->addWidget(previous, 0, 4);
    grid->addWidget(next, 0, 5);
    grid->addWidget(m_status, 0, 6);
    grid->addWidget(done, 0, 7);
    auto* row = new QHBoxLayout(m_replaceRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    row->addWidget(m_replace, 1);
    row->addWidget(m_replaceOne);
    row->addWidget(m_replaceAll);
    grid->addWidget(m_replaceRow, 1, 0, 1, 6);
    grid->setColumnStretch(0, 1);
    m_replaceRow->hide();
    hide();

    m_find->installEventFilter(this);
    m_replace->installEventFilter(this);
    connect(m_find, &QLineEdit::textEdited, this, &FindBar::queryChanged);
    for (QToolButton* b : {m_case, m_word, m_regex})
        connect(b, &QToolButton::toggled, this, &FindBar::queryChanged);
    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(done, &QToolButton::clicked, this, &FindBar::closeBar);
    connect(m_replaceOne, &QToolButton::clicked, this, &FindBar::replaceCurrent);
    connect(m_replaceAll, &QToolButton::clicked, this, &FindBar::replaceAll);
    m_editDelay.setSingleShot(true);
    m_editDelay.setInterval(150);
    connect(&m_editDelay, &QTimer::timeout, this, &FindBar::refresh);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        m_stale = true;
        if (isVisible()) m_editDelay.start();
    });
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        if (isVisible() && !m_stale) updateStatus();
    });
}

void FindBar::open(bool replace) {
    const QTextCursor c = m_editor->textCursor();
    const QString selected = c.selectedText();
    // A selection within one line becomes the query (U+2029 is QTextCursor's line break).
    if (!selected.isEmpty() && !selected.contains(QChar(0x2029))) {
        m_find->setText(m_regex->isChecked() ? QRegularExpression::escape(selected) : selected);
        m_origin = c.selectionStart();
    } else {
        m_origin = c.position();
    }
    m_replaceRow->setVisible(replace);
    const bool editable = !m_editor->isReadOnly();
    m_replace->setEnabled(editable);
    m_replaceOne->setEnabled(editable);
    m_replaceAll->setEnabled(editable);
    show();
    m_stale = true;
    refresh();
    m_find->setFocus();
    m_find->selectAll();
}

void FindBar::closeBar() {
    hide();
    m_editDelay.stop();
    m_editor->setFindMatches({});
    m_editor->setFocus();
}

void FindBar::documentReplaced() {
    m_stale = true;
    m_origin = 0;
    if (isVisible()) refresh();
}

bool FindBar::isReplaceShown() const { return isVisible() && m_replaceRow->isVisible(); }

TextSearch FindBar::currentSearch() const {
    return TextSearch(m_find->text(),
                      {m_case->isChecked(), m_word->isChecked(), m_regex->isChecked()});
}

void FindBar::queryChanged() {
    m_stale = true;
    refresh();
    // Find as you type: the first match from where the search began, else the selection goes.
    if (!m_matches.isEmpty()) {
        select(true, m_origin, /*announceWrap=*/false);
    } else {
        QTextCursor c = m_editor->textCursor();
        c.setPosition(m_origin);
        m_editor->setTextCursor(c);
    }
}

void FindBar::refresh() {
    m_editDelay.stop();
    const TextSearch search = currentSearch();
    m_error = search.error();
    m_matches = search.matches(m_editor->toPlainText(), kMaxMatches, &m_truncated);
    m_stale = false;
    QList<QTextCursor> shaded;
    QTextDocument* doc = m_editor->document();
    for (const TextSearch::Match& m : std::as_const(m_matches)) {
        if (shaded.size() == kMaxShaded) break;
        QTextCursor c(doc);
        c.setPosition(int(m.start));
        c.setPosition(int(m.start + m.length), QTextCursor::KeepAnchor);
        shaded.append(c);
    }
    m_editor->setFindMatches(isVisible() ? shaded : QList<QTextCursor>());
    QPalette p = m_find->palette();
    p.setColor(QPalette::Base,
               m_error.isEmpty() && (m_find->text().isEmpty() || !m_matches.isEmpty())
                   ? palette().color(QPalette::Base)
                   : QColor(255, 225, 225));
    m_find->setPalette(p);
    updateStatus();
}

void FindBar::ensureFresh() {
    if (m_stale) refresh();
}

int FindBar::matchCount() {
    ensureFresh();
    return int(m_matches.size());
}

int FindBar::indexOfSelected() const {
    const QTextCursor c = m_editor->textCursor();
    if (!c.hasSelection()) return -1;
    const auto it =
        std::lower_bound(m_matches.begin(), m_matches.end(), qsizetype(c.selectionStart()),
                         [](const TextSearch::Match& m, qsizetype pos) { return m.start < pos; });
    if (it == m_matches.end() || it->start != c.selectionStart() ||
        it->start + it->length != c.selectionEnd())
        return -1;
    return int(it - m_matches.begin());
}

void FindBar::updateStatus(const QString& note) {
    QString text;
    if (!m_error.isEmpty())
        text = tr("Invalid: %1").arg(m_error);
    else if (m_find->text().isEmpty())
        text.clear();
    else if (m_matches.isEmpty())
        text = tr("No match");
    else if (const int at = indexOfSelected(); at >= 0)
        text = tr("%1 of %2").arg(at + 1).arg(m_matches.size());
    else
        text = tr("Matches: %1").arg(m_matches.size());
    if (m_truncated && !m_matches.isEmpty()) text += QLatin1Char('+');
    if (!note.isEmpty()) text += QStringLiteral(" · ") + note;
    m_status->setText(text);
}

bool FindBar::select(bool forward, qsizetype from, bool announceWrap) {
    if (m_matches.isEmpty()) {
        updateStatus();
        return false;
    }
    qsizetype index = -1;
    bool wrapped = false;
    if (forward) {
        const auto it = std::lower_bound(
            m_matches.begin(), m_matches.end(), from,
            [](const TextSearch::Match& m, qsizetype pos) { return m.start < pos; });
        index = it - m_matches.begin();
        if (index == m_matches.size()) index = 0, wrapped = true;
    } else {
        // The last match that ends before `from`.
        index = m_matches.size() - 1;
        while (index >= 0 && m_matches.at(index).start + m_matches.at(index).length > from) --index;
        if (index < 0) index = m_matches.size() - 1, wrapped = true;
    }
    const TextSearch::Match& m = m_matches.at(index);
    QTextCursor c = m_editor->textCursor();
    c.setPosition(int(m.start));
    c.setPosition(int(m.start + m.length), QTextCursor::KeepAnchor);
    m_editor->setTextCursor(c);
    m_editor->centerCursor();
    updateStatus(wrapped && announceWrap ? tr("wrapped around") : QString());
    return true;
}

bool FindBar::findNext() {
    ensureFresh();
    const QTextCursor c = m_editor->textCursor();
    // From the selection's end: the selected match is passed over.
    return select(true, c.hasSelection() ? c.selectionEnd() : c.position());
}

bool FindBar::findPrevious() {
    ensureFresh();
    const QTextCursor c = m_editor->textCursor();
    return select(false, c.hasSelection() ? c.selectionStart() : c.position());
}

bool FindBar::replaceCurrent() {
    if (m_editor->isReadOnly()) return false;
    ensureFresh();
    const int at = indexOfSelected();
    if (at < 0) {
        findNext();
        return false;
    }
    const TextSearch::Match m = m_matches.at(at);
    QTextCursor c = m_editor->textCursor();
    c.insertText(currentSearch().replacement(m, m_replace->text()));
    m_editor->setTextCursor(c);
    refresh();
    select(true, c.position());
    return true;
}

int FindBar::replaceAll() {
    if (m_editor->isReadOnly()) return 0;
    ensureFresh();
    if (m_matches.isEmpty()) return 0;
    const TextSearch search = currentSearch();
    const QString with = m_replace->text();
    QTextCursor c(m_editor->document());
    c.beginEditBlock();
    // From the end, so that the positions still ahead stay true.
    for (auto it = m_matches.crbegin(); it != m_matches.crend(); ++it) {
        c.setPosition(int(it->start));
        c.setPosition(int(it->start + it->length), QTextCursor::KeepAnchor);
        c.insertText(search.replacement(*it, with));
    }
    c.endEditBlock();
    const int count = int(m_matches.size());
    refresh();
    updateStatus(tr("replaced %1").arg(count));
    return count;
}

bool FindBar::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == m_find || watched == m_replace) && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape) {
            closeBar();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (watched == m_replace)
                replaceCurrent();
            else if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace techlog
