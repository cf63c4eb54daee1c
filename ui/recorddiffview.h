#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace techlog {

// Two records side by side (the recorded one on the left, the new one on the right), read-only,
// with the lines that differ highlighted. Lines are matched by a longest-common-subsequence
// diff; when masked texts are given (RecordFormat::mask, volatile fields replaced), lines are
// compared masked and shown unmasked, so a volatile field alone never marks a line.
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

    // Above this many table cells (lines between the common ends, one side times the other)
    // the span between is marked changed as a whole: memory stays bounded.
    static constexpr qint64 kMaxDiffCells = 4'000'000;
    // The LCS line diff: indices of `a` lines not in the common subsequence (removed) and of `b`
    // lines not in it (added).
    struct Span {
        int start = 0;
        int length = 0;
    };
    // The word-level difference of two lines: the spans of `a` not in their common words, and
    // (into `inB`) those of `b`.
    static QList<Span> wordDiff(const QString& a, const QString& b, QList<Span>* inB = nullptr);
    // Lines alike at both ends are matched first; the quadratic table covers only the rest.
    static void lineDiff(const QStringList& a, const QStringList& b, QList<int>* removed,
                         QList<int>* added);

private:
    void highlight(QPlainTextEdit* edit, const QList<int>& lines, const QColor& colour);
    void markChangedWords(const QStringList& left, const QStringList& right);
    // Bounds on the word marks: lines paired, and the length of a line compared word by word.
    static constexpr int kMaxWordDiffLines = 2000;
    static constexpr int kMaxWordDiffLineLength = 2000;

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
};

}  // namespace techlog
