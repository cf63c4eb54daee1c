#pragma once

#include <QList>
#include <QMap>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTextCursor>
#include <optional>

#include "diagnostic.h"

namespace techlog {

class LineNumberArea;
class MarkdownSourceHighlighter;
class SpellChecker;

// A plain-text editor for Markdown sources with a line-number gutter (after Qt's Code Editor
// example) and a highlighted current line.
class SourceEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SourceEditor(QWidget* parent = nullptr);

    // Shows `document` (a DocumentModel's buffer, owned elsewhere): gives it the plain-text
    // layout and, when `highlight`, its highlighting once, however many editors show it: a
    // probe's or an isolation spec's (ProbeSourceHighlighter) for such a file, else Markdown's.
    void setSourceDocument(QTextDocument* document, bool highlight = true);
    // The workspace-relative path of the file the next document (or the shown one, once
    // highlighted again) holds: it chooses the highlighting.
    void setSourcePath(const QString& relativePath) { m_sourcePath = relativePath; }
    // The font's size as steps of one point from the system's fixed font (View > Zoom In, Zoom
    // Out, Reset Zoom), kept within kMinZoom..kMaxZoom.
    void setZoomSteps(int steps);
    int zoomSteps() const { return m_zoomSteps; }
    static constexpr int kMinZoom = -5;
    static constexpr int kMaxZoom = 24;
    // Turns the highlighting of the shown document on or off (off: a text too long to
    // highlight on the UI thread).
    void setHighlighting(bool on);

    // Spell checking of the prose (null: off), for every document the editor shows; the
    // context menu on an underlined word offers Hunspell's suggestions and the workspace
    // dictionary.
    void setSpellChecker(SpellChecker* checker);
    SpellChecker* spellChecker() const;
    // The word drawn as misspelled at a point of the viewport (its cursor selects it), or a
    // null cursor.
    QTextCursor misspelledWordAt(const QPoint& viewportPos) const;
    // The context menu for a point of the viewport: the standard one, with the spelling
    // section first when the word there is misspelled. The caller owns it.
    QMenu* createContextMenu(const QPoint& viewportPos);

    int lineNumberAreaWidth() const;
    // 1-based line and column; clamps to the document. Centres the line in the view.
    void goToLine(int line, int column = 1);
    int currentLine() const;  // 1-based

    void paintLineNumbers(QPaintEvent* event);

    // Lines marked in the gutter (1-based line -> tooltip), e.g. the open remarks on them.
    void setLineMarks(const QMap<int, QString>& marks);
    const QMap<int, QString>& lineMarks() const { return m_marks; }
    int lineAtGutterY(int y) const;  // 1-based; 0 below the last line

    // The findings about the shown text (the live check's), each marked where it is: a wavy
    // underline from its column to the end of the word there (the whole line when no word is
    // there), a dot in the gutter, its message and code as the tooltip. The marks move with the
    // text as it is edited until the next set comes.
    void setDiagnostics(const Diagnostics& diagnostics);
    struct Mark {
        int line = 0;    // 1-based, where the mark is now
        int column = 0;  // 1-based
        int length = 0;  // characters underlined
        Severity severity = Severity::Error;
        QString text;  // message [code]
    };
    QList<Mark> diagnosticMarks() const;  // in text order
    // Moves the cursor to the next (or previous) mark after the cursor, wrapping around; the
    // mark reached, or nothing when there is none.
    std::optional<Mark> goToDiagnostic(bool forward);
    // The tooltip at a point of the viewport: the messages of the marks under it.
    QString diagnosticsAt(const QPoint& viewportPos) const;
    QString diagnosticsOnLine(int line) const;

    // The find bar's matches, shaded behind the text (under the diagnostics' underlines); they
    // move with the text as it is edited until the next set comes. Empty clears them.
    void setFindMatches(const QList<QTextCursor>& ranges);
    const QList<QTextCursor>& findMatches() const { return m_findMatches; }

    // A completion list shown over the editor (QCompleter's popup; one per completer): while
    // one is visible, the keys that choose or dismiss (Return, Enter, Tab, Escape) are left to it.
    void addCompletionPopup(QWidget* popup) { m_completionPopups.append(popup); }

signals:
    void lineMarkActivated(int line);  // a click on a marked line's gutter
    // The author typed (a key or an input method's committed text changed the text), as
    // opposed to the buffer being set or replaced: what completion reacts to.
    void textTyped();

protected:
    bool viewportEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void inputMethodEvent(QInputMethodEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void updateLineNumberAreaWidth();
    void updateLineNumberArea(const QRect& rect, int dy);
    void highlightCurrentLine();
    void updateExtraSelections();

    MarkdownSourceHighlighter* highlighter() const;
    // Gives `document` the highlighter its file takes (m_sourcePath), attached; another kind's
    // goes.
    void highlight(QTextDocument* document);

    LineNumberArea* m_lineNumberArea;
    QPointer<SpellChecker> m_spell;
    QString m_sourcePath;
    int m_zoomSteps = 0;
    qreal m_basePointSize = 0;  // the fixed font's, before zoom
    QList<QWidget*> m_completionPopups;
    QMap<int, QString> m_marks;
    struct DiagnosticMark {
        QTextCursor range;  // selects the marked text; moves as the text is edited
        Severity severity;
        QString text;
    };
    QList<DiagnosticMark> m_diagnostics;
    QList<QTextCursor> m_findMatches;
    QTextEdit::ExtraSelection m_currentLine;
};

}  // namespace techlog
