#include "recorddiffview.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSet>
#include <QTextBlock>
#include <vector>

namespace techlog {

namespace {

QStringList splitRecord(const QString& text) {
    if (text.isEmpty()) return {};
    QString t = text;
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    if (t.endsWith(u'\n')) t.chop(1);
    return t.split(u'\n');
}

QPlainTextEdit* makeEdit(QWidget* parent) {
    auto* edit = new QPlainTextEdit(parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
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
}

void RecordDiffView::lineDiff(const QStringList& a, const QStringList& b, QList<int>* removed,
                              QList<int>* added) {
    // The lines alike at both ends are kept aside: an edit is usually local, and the quadratic
    // table then covers only the span between.
    int lo = 0;
    while (lo < a.size() && lo < b.size() && a[lo] == b[lo]) ++lo;
    int endA = int(a.size()), endB = int(b.size());
    while (endA > lo && endB > lo && a[endA - 1] == b[endB - 1]) {
        --endA;
        --endB;
    }
    const int n = endA - lo, m = endB - lo;
    if (qint64(n) * qint64(m) > kMaxDiffCells) {
        // Too large to match line by line in bounded memory: the whole span differs.
        for (int i = lo; i < endA; ++i)
            if (removed) removed->append(i);
        for (int j = lo; j < endB; ++j)
            if (added) added->append(j);
        return;
    }
    // lcs[i][j]: LCS length of a[lo+i..endA) and b[lo+j..endB).
    std::vector<std::vector<int>> lcs(size_t(n) + 1, std::vector<int>(size_t(m) + 1, 0));
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j)
            lcs[i][j] =
                a[lo + i] == b[lo + j] ? lcs[i + 1][j + 1] + 1 : qMax(lcs[i + 1][j], lcs[i][j + 1]);
    int i = 0, j = 0;
    while (i < n && j < m) {
        if (a[lo + i] == b[lo + j]) {
            ++i;
            ++j;
        } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
            if (removed) removed->append(lo + i);
            ++i;
        } else {
            if (added) added->append(lo + j);
            ++j;
        }
    }
    for (; i < n; ++i)
        if (removed) removed->append(lo + i);
    for (; j < m; ++j)
        if (added) added->append(lo + j);
}

void RecordDiffView::setSideNames(const QString& left, const QString& right) {
    m_leftName = left;
    m_rightName = right;
    m_leftTitle->setText(left.isEmpty() ? tr("Recorded") : left);
    m_rightTitle->setText(right.isEmpty() ? tr("New") : right);
}

void RecordDiffView::setRecords(const QString& recorded, const QString& fresh,
                                const QString& recordedMasked, const QString& freshMasked) {
    const QStringList left = splitRecord(recorded);
    const QStringList right = splitRecord(fresh);
    QStringList leftCmp = splitRecord(recordedMasked);
    QStringList rightCmp = splitRecord(freshMasked);
    if (leftCmp.size() != left.size() || rightCmp.size() != right.size() ||
        (recordedMasked.isEmpty() && freshMasked.isEmpty())) {
        leftCmp = left;
        rightCmp = right;
    }

    m_left->setPlainText(left.join(u'\n'));
    m_right->setPlainText(right.join(u'\n'));
    m_changedLeft.clear();
    m_changedRight.clear();
    // With nothing recorded there is nothing to compare against: no marks.
    if (!left.isEmpty() && !right.isEmpty())
        lineDiff(leftCmp, rightCmp, &m_changedLeft, &m_changedRight);

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
    highlight(m_left, m_changedLeft, QColor(255, 215, 215));
    highlight(m_right, m_changedRight, QColor(210, 245, 210));
    markChangedWords(left, right);
}

QList<RecordDiffView::Span> RecordDiffView::wordDiff(const QString& a, const QString& b,
                                                     QList<Span>* inB) {
    // Words (letters and digits, Hangul included), runs of spaces, and single other characters.
    auto tokens = [](const QString& text) {
        QList<Span> out;
        int i = 0;
        while (i < text.size()) {
            int j = i + 1;
            const auto kind = [](QChar c) {
                return c.isLetterOrNumber() ? 1 : c.isSpace() ? 2 : 0;
            };
            const int k = kind(text[i]);
            if (k != 0)
                while (j < text.size() && kind(text[j]) == k) ++j;
            out.append({i, j - i});
            i = j;
        }
        return out;
    };
    const QList<Span> ta = tokens(a), tb = tokens(b);
    QStringList wa, wb;
    for (const Span& t : ta) wa << a.mid(t.start, t.length);
    for (const Span& t : tb) wb << b.mid(t.start, t.length);
    QList<int> removed, added;
    lineDiff(wa, wb, &removed, &added);  // the same LCS, over words
    QList<Span> inA;
    for (int r : removed) inA.append(ta[r]);
    if (inB)
        for (int d : added) inB->append(tb[d]);
    return inA;
}

// Within each changed line that has a counterpart (the lines between the same two common
// lines, paired in order), the words that differ are marked in a stronger colour.
void RecordDiffView::markChangedWords(const QStringList& left, const QStringList& right) {
    m_wordsLeft.clear();
    m_wordsRight.clear();
    const QSet<int> removed(m_changedLeft.cbegin(), m_changedLeft.cend());
    const QSet<int> added(m_changedRight.cbegin(), m_changedRight.cend());
    QList<QTextEdit::ExtraSelection> selLeft = m_left->extraSelections();
    QList<QTextEdit::ExtraSelection> selRight = m_right->extraSelections();
    auto mark = [](QPlainTextEdit* edit, int line, const Span& span, const QColor& colour,
                   QList<QTextEdit::ExtraSelection>& into) {
        const QTextBlock block = edit->document()->findBlockByNumber(line);
        if (!block.isValid()) return;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(block);
        sel.cursor.setPosition(block.position() + span.start);
        sel.cursor.setPosition(block.position() + span.start + span.length,
                               QTextCursor::KeepAnchor);
        sel.format.setBackground(colour);
        into.append(sel);
    };
    int i = 0, j = 0;
    const int n = int(left.size()), m = int(right.size());
    int pairs = 0;
    while (i < n || j < m) {
        QList<int> blockA, blockB;
        while (i < n && removed.contains(i)) blockA << i++;
        while (j < m && added.contains(j)) blockB << j++;
        for (int k = 0; k < qMin(blockA.size(), blockB.size()) && pairs < kMaxWordDiffLines;
             ++k, ++pairs) {
            const QString& a = left[blockA[k]];
            const QString& b = right[blockB[k]];
            if (a.size() > kMaxWordDiffLineLength || b.size() > kMaxWordDiffLineLength) continue;
            QList<Span> inB;
            for (const Span& sp : wordDiff(a, b, &inB)) {
                mark(m_left, blockA[k], sp, QColor(240, 150, 150), selLeft);
                m_wordsLeft << a.mid(sp.start, sp.length);
            }
            for (const Span& sp : inB) {
                mark(m_right, blockB[k], sp, QColor(130, 210, 130), selRight);
                m_wordsRight << b.mid(sp.start, sp.length);
            }
        }
        // The common line after the blocks: both sides step over it.
        if (i < n && j < m && !removed.contains(i) && !added.contains(j)) {
            ++i;
            ++j;
        } else if (blockA.isEmpty() && blockB.isEmpty()) {
            break;  // not a valid alignment (cannot happen with lineDiff's output)
        }
    }
    m_left->setExtraSelections(selLeft);
    m_right->setExtraSelections(selRight);
}

void RecordDiffView::clear() {
    m_left->clear();
    m_right->clear();
    m_changedLeft.clear();
    m_changedRight.clear();
    m_wordsLeft.clear();
    m_wordsRight.clear();
    m_left->setExtraSelections({});
    m_right->setExtraSelections({});
    setSideNames(m_leftName, m_rightName);
}

void RecordDiffView::highlight(QPlainTextEdit* edit, const QList<int>& lines,
                               const QColor& colour) {
    QList<QTextEdit::ExtraSelection> selections;
    for (int line : lines) {
        const QTextBlock block = edit->document()->findBlockByNumber(line);
        if (!block.isValid()) continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(block);
        sel.format.setBackground(colour);
        sel.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections.append(sel);
    }
    edit->setExtraSelections(selections);
}

}  // namespace techlog
