#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QTextEdit>
#include <QWidget>

#include "linediff.h"

class QLabel;
class QPlainTextEdit;

namespace techlog {

// Two records side by side (the recorded one on the left, the new one on the right), read-only,
// with the lines that differ highlighted. Lines are matched by the project's one diff (LineDiff,
// libgit2's), in memory linear in the records however large; when masked texts are given
// (RecordFormat::mask, volatile fields replaced), lines are compared masked and shown unmasked,
// so a volatile field alone never marks a line.
class RecordDiffView : public QWidget {
    Q_OBJECT
public:
    explicit RecordDiffView(QWidget* parent = nullptr);

    // `recordedMasked` / `freshMasked` must have as many lines as the texts they mask; otherwise
    // (or when empty) the unmasked lines are compared.
    void setRecords(const QString& recorded, const QString& fresh,
                    const QString& recordedMasked = {}, const QString& freshMasked = {});
    void clear();
    // The sides' titles (default: "Recorded" and "New"); the counts of differing lines follow.
    void setSideNames(const QString& left, const QString& right);

    // 0-based lines marked as changed on each side.
    QList<int> changedRecordedLines() const { return m_changedLeft; }
    QList<int> changedNewLines() const { return m_changedRight; }
    // The words marked within changed lines (paired with their counterpart on the other side),
    // in order; for tests and for the tooltip.
    QStringList changedWordsLeft() const { return m_wordsLeft; }
    QStringList changedWordsRight() const { return m_wordsRight; }
    bool hasDifferences() const { return !m_changedLeft.isEmpty() || !m_changedRight.isEmpty(); }

    QPlainTextEdit* recordedEdit() const { return m_left; }
    QPlainTextEdit* newEdit() const { return m_right; }

    using Span = LineDiff::Span;
    // The word-level difference of two lines (LineDiff::compareWords): the words of `a` not in
    // their common words, and (into `inB`) those of `b`.
    static QList<Span> wordDiff(QStringView a, QStringView b, QList<Span>* inB = nullptr);
    // The line diff (LineDiff::compare): indices of `a` lines removed and of `b` lines added.
    static void lineDiff(const QStringList& a, const QStringList& b, QList<int>* removed,
                         QList<int>* added);

private:
    struct WordMark {
        int line = 0;
        Span span;
    };
    // One side's marks: its changed lines and the changed words within them, both in line order.
    struct Marks {
        QList<int> lines;
        QList<WordMark> words;
    };
    void markChangedWords(const QList<QStringView>& left, const QList<QStringView>& right,
                          const QList<LineDiff::Change>& changes);
    // Puts the marks of the lines around those shown into the editor's extra selections: each
    // selection set makes the editor lay its line out, which for every changed line of a
    // 100,000-line record took longer than the diff.
    void showMarks(QPlainTextEdit* edit);
    // Bounds on the word marks, not on the line diff: lines paired, and the length of a line
    // compared word by word.
    static constexpr int kMaxWordDiffLines = 2000;
    static constexpr int kMaxWordDiffLineLength = 2000;
    // Lines marked beyond the shown ones, above and below, so that a short scroll finds them.
    static constexpr int kMarkMargin = 64;

    QLabel* m_leftTitle;
    QLabel* m_rightTitle;
    QPlainTextEdit* m_left;
    QPlainTextEdit* m_right;
    QString m_leftName;
    QString m_rightName;
    QStringList m_wordsLeft;
    QStringList m_wordsRight;
    QList<int> m_changedLeft;
    QList<int> m_changedRight;
    Marks m_marksLeft;
    Marks m_marksRight;
    bool m_filling = false;
};

}  // namespace techlog
