#include "recorddiffview.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <algorithm>

namespace techlog {

namespace {

// The text shown: the lines of LineDiff::splitLines, one a block (`\r\n` as `\n`, no block after
// the line end that closes the last line).
QString shownText(const QString& text) {
    QString t = text;
    if (t.contains(u'\r')) t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    if (t.endsWith(u'\n')) t.chop(1);
    return t;
}

QPlainTextEdit* makeEdit(QWidget* parent) {
    auto* edit = new QPlainTextEdit(parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Always there, so that a record long enough to scroll does not narrow the editor when it
    // arrives: a new width makes the editor lay out every line again (a QTextLayout for each of
    // 100,000 lines, some 27 MB a side).
    edit->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return edit;
}

}  // namespace

RecordDiffView::RecordDiffView(QWidget* parent) : QWidget(parent) {
    m_leftTitle = new QLabel(tr("Recorded"), this);
    m_rightTitle = new QLabel(tr("New"), this);
    m_left = makeEdit(this);
    m_right = makeEdit(this);
    m_left->setObjectName(QStringLiteral("recordedRecord"));
    m_right->setObjectName(QStringLiteral("newRecord"));

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_leftTitle, 0, 0);
    grid->addWidget(m_rightTitle, 0, 1);
    grid->addWidget(m_left, 1, 0);
    grid->addWidget(m_right, 1, 1);

    // Scroll together so that matching lines stay side by side when the records are alike.
    connect(m_left->verticalScrollBar(), &QScrollBar::valueChanged, m_right->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(m_right->verticalScrollBar(), &QScrollBar::valueChanged, m_left->verticalScrollBar(),
            &QScrollBar::setValue);
    // The marks follow what is shown: scrolled, or resized (the page step, hence the range).
    for (QPlainTextEdit* edit : {m_left, m_right}) {
        connect(edit->verticalScrollBar(), &QScrollBar::valueChanged, this,
                [this, edit] { showMarks(edit); });
        connect(edit->verticalScrollBar(), &QScrollBar::rangeChanged, this,
                [this, edit] { showMarks(edit); });
    }
}

void RecordDiffView::lineDiff(const QStringList& a, const QStringList& b, QList<int>* removed,
                              QList<int>* added) {
    for (const LineDiff::Change& c : LineDiff::compare(a, b)) {
        for (int k = 0; k < c.oldCount; ++k)
            if (removed) removed->append(c.oldStart + k);
        for (int k = 0; k < c.newCount; ++k)
            if (added) added->append(c.newStart + k);
    }
}

void RecordDiffView::setSideNames(const QString& left, const QString& right) {
    m_leftName = left;
    m_rightName = right;
    m_leftTitle->setText(left.isEmpty() ? tr("Recorded") : left);
    m_rightTitle->setText(right.isEmpty() ? tr("New") : right);
}

void RecordDiffView::setRecords(const QString& recorded, const QString& fresh,
                                const QString& recordedMasked, const QString& freshMasked) {
    // Views into the caller's texts: the records may be megabytes, and are not copied line by line.
    const QList<QStringView> left = LineDiff::splitLines(recorded);
    const QList<QStringView> right = LineDiff::splitLines(fresh);
    QList<LineDiff::Change> changes;
    {
        QList<QStringView> leftCmp = LineDiff::splitLines(recordedMasked);
        QList<QStringView> rightCmp = LineDiff::splitLines(freshMasked);
        if (leftCmp.size() != left.size() || rightCmp.size() != right.size() ||
            (recordedMasked.isEmpty() && freshMasked.isEmpty())) {
            leftCmp = left;
            rightCmp = right;
        }
        // With nothing recorded there is nothing to compare against: no marks. Compared before
        // the editors fill, so that the diff's working memory is free again for them.
        if (!left.isEmpty() && !right.isEmpty()) changes = LineDiff::compare(leftCmp, rightCmp);
    }
    m_changedLeft.clear();
    m_changedRight.clear();
    for (const LineDiff::Change& c : changes) {
        for (int k = 0; k < c.oldCount; ++k) m_changedLeft.append(c.oldStart + k);
        for (int k = 0; k < c.newCount; ++k) m_changedRight.append(c.newStart + k);
    }
    m_marksLeft = {m_changedLeft, {}};
    m_marksRight = {m_changedRight, {}};
    markChangedWords(left, right, changes);

    // No marks while the texts change (they would stand on the other side's old blocks).
    m_filling = true;
    m_left->setExtraSelections({});
    m_right->setExtraSelections({});
    m_left->setPlainText(shownText(recorded));
    m_right->setPlainText(shownText(fresh));
    m_filling = false;

    if (m_leftName.isEmpty())
        m_leftTitle->setText(left.isEmpty() ? tr("Recorded (none)")
                                            : tr("Recorded — %n line(s) differ", nullptr,
                                                 int(m_changedLeft.size())));
    else
        m_leftTitle->setText(
            tr("%1 — %n line(s) differ", nullptr, int(m_changedLeft.size())).arg(m_leftName));
    if (m_rightName.isEmpty())
        m_rightTitle->setText(
            right.isEmpty() ? tr("New (none)")
                            : tr("New — %n line(s) differ", nullptr, int(m_changedRight.size())));
    else
        m_rightTitle->setText(
            tr("%1 — %n line(s) differ", nullptr, int(m_changedRight.size())).arg(m_rightName));
    showMarks(m_left);
    showMarks(m_right);
}

QList<RecordDiffView::Span> RecordDiffView::wordDiff(QStringView a, QStringView b,
                                                     QList<Span>* inB) {
    const LineDiff::WordDiff d = LineDiff::compareWords(a, b);
    QList<Span> inA;
    for (const LineDiff::Change& c : d.changes) {
        for (int k = 0; k < c.oldCount; ++k) inA.append(d.before[c.oldStart + k]);
        if (inB)
            for (int k = 0; k < c.newCount; ++k) inB->append(d.after[c.newStart + k]);
    }
    return inA;
}

// Within each changed run of lines, its lines and the other side's are paired in order (a line
// without a counterpart is only marked as a line), and the words that differ are marked in a
// stronger colour.
void RecordDiffView::markChangedWords(const QList<QStringView>& left,
                                      const QList<QStringView>& right,
                                      const QList<LineDiff::Change>& changes) {
    m_wordsLeft.clear();
    m_wordsRight.clear();
    int pairs = 0;
    for (const LineDiff::Change& c : changes) {
        for (int k = 0; k < qMin(c.oldCount, c.newCount) && pairs < kMaxWordDiffLines;
             ++k, ++pairs) {
            const int lineA = c.oldStart + k, lineB = c.newStart + k;
            const QStringView a = left[lineA], b = right[lineB];
            if (a.size() > kMaxWordDiffLineLength || b.size() > kMaxWordDiffLineLength) continue;
            QList<Span> inB;
            for (const Span& sp : wordDiff(a, b, &inB)) {
                m_marksLeft.words.append({lineA, sp});
                m_wordsLeft << a.mid(sp.start, sp.length).toString();
            }
            for (const Span& sp : inB) {
                m_marksRight.words.append({lineB, sp});
                m_wordsRight << b.mid(sp.start, sp.length).toString();
            }
        }
    }
}

void RecordDiffView::showMarks(QPlainTextEdit* edit) {
    if (m_filling) return;
    const bool left = edit == m_left;
    const Marks& marks = left ? m_marksLeft : m_marksRight;
    const QColor lineColour = left ? QColor(255, 215, 215) : QColor(210, 245, 210);
    const QColor wordColour = left ? QColor(240, 150, 150) : QColor(130, 210, 130);
    // The vertical scroll bar counts lines (one a block: no wrapping); before the editor is
    // shown its page step may be 0, so at least kMarkMargin lines count as shown.
    const QScrollBar* bar = edit->verticalScrollBar();
    const int first = bar->value() - kMarkMargin;
    const int last = bar->value() + qMax(bar->pageStep(), kMarkMargin) + kMarkMargin;
    QList<QTextEdit::ExtraSelection> selections;
    QTextDocument* doc = edit->document();
    for (auto it = std::lower_bound(marks.lines.cbegin(), marks.lines.cend(), first);
         it != marks.lines.cend() && *it <= last; ++it) {
        const QTextBlock block = doc->findBlockByNumber(*it);
        if (!block.isValid()) continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(block);
        sel.format.setBackground(lineColour);
        sel.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections.append(sel);
    }
    const auto firstWord =
        std::lower_bound(marks.words.cbegin(), marks.words.cend(), first,
                         [](const WordMark& m, int line) { return m.line < line; });
    for (auto it = firstWord; it != marks.words.cend() && it->line <= last; ++it) {
        const QTextBlock block = doc->findBlockByNumber(it->line);
        if (!block.isValid()) continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(block);
        sel.cursor.setPosition(block.position() + it->span.start);
        sel.cursor.setPosition(block.position() + it->span.start + it->span.length,
                               QTextCursor::KeepAnchor);
        sel.format.setBackground(wordColour);
        selections.append(sel);
    }
    edit->setExtraSelections(selections);
}

void RecordDiffView::clear() {
    m_left->clear();
    m_right->clear();
    m_changedLeft.clear();
    m_changedRight.clear();
    m_wordsLeft.clear();
    m_wordsRight.clear();
    m_marksLeft = {};
    m_marksRight = {};
    m_left->setExtraSelections({});
    m_right->setExtraSelections({});
    setSideNames(m_leftName, m_rightName);
}

}  // namespace techlog
