#pragma once

#include <QTimer>
#include <QWidget>

#include "textsearch.h"

class QLabel;
class QLineEdit;
class QToolButton;

namespace techlog {

class SourceEditor;

// Find and Replace in the open document (Edit > Find…, Ctrl+F; Edit > Replace…, Ctrl+H): a bar
// under the editor with the query, match case, whole words and regular expression, the count of
// matches (every one shaded in the editor), and, for Replace, the replacement with Replace and
// Replace All. Typing finds as you type from where the search began; Enter and F3 go to the
// next match, Shift+Enter and Shift+F3 to the previous, wrapping around; Escape closes and
// gives the editor back its focus. Replace All is one undo step. Matching is TextSearch's
// (NFC and NFD alike; a regular expression's `\1` in the replacement).
class FindBar : public QWidget {
    Q_OBJECT
public:
    explicit FindBar(SourceEditor* editor, QWidget* parent = nullptr);

    // Shows the bar, with the replace row when `replace`. The editor's selection, when it is on
    // one line, becomes the query; the query is selected and focused.
    void open(bool replace);
    // Hides the bar and its shading; the editor gets the focus back.
    void closeBar();
    // Selects the next (previous) match after (before) the editor's cursor, wrapping around;
    // false when there is none.
    bool findNext();
    bool findPrevious();
    // Replaces the selected match and selects the next; when the selection is no match, only
    // selects the next. False when there is nothing to replace or the editor is read-only.
    bool replaceCurrent();
    // Replaces every match as one undo step; how many.
    int replaceAll();

    // The editor shows another document (another file opened): matches found again in it.
    void documentReplaced();

    int matchCount();  // of the current query in the current text (recounted when stale)
    bool isReplaceShown() const;
    QLineEdit* findEdit() const { return m_find; }
    QLineEdit* replaceEdit() const { return m_replace; }
    QToolButton* caseButton() const { return m_case; }
    QToolButton* wordButton() const { return m_word; }
    QToolButton* regexButton() const { return m_regex; }
    QLabel* statusLabel() const { return m_status; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    TextSearch currentSearch() const;
    void queryChanged();
    // Matches of the query in the editor's text now; shades them and updates the status.
    void refresh();
    void ensureFresh();
    // `announceWrap`: say "wrapped around" when the match is found past the end (Next and
    // Previous do; finding as you type starts from the cursor, and wrapping there is no news).
    bool select(bool forward, qsizetype from, bool announceWrap = true);
    int indexOfSelected() const;  // the match the editor's selection is, -1 when none
    void updateStatus(const QString& note = {});

    SourceEditor* m_editor;
    QLineEdit* m_find;
    QLineEdit* m_replace;
    QToolButton* m_case;
    QToolButton* m_word;
    QToolButton* m_regex;
    QToolButton* m_replaceOne;
    QToolButton* m_replaceAll;
    QWidget* m_replaceRow;
    QLabel* m_status;
    QTimer m_editDelay;  // the text changed: matches recomputed after a pause
    QList<TextSearch::Match> m_matches;
    bool m_truncated = false;
    bool m_stale = true;
    QString m_error;
    qsizetype m_origin = 0;  // where find-as-you-type starts from
};

}  // namespace techlog
