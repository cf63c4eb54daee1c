// MarkdownSourceHighlighter on a QTextDocument: which characters of a document's source get
// which colour, and that the block states carry front matter and code across lines and edits.
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QtTest>

#include "markdownsourcehighlighter.h"

using namespace techlog;

namespace {

// The colours the highlighter uses (markdownsourcehighlighter.cpp).
const QColor kFence(0x80, 0x80, 0x80);
const QColor kKey(0x1a, 0x5f, 0xa8);
const QColor kHeading(0x8a, 0x2b, 0x8e);
const QColor kDirective(0x0b, 0x7a, 0x4b);
const QColor kCode(0x6a, 0x55, 0x20);

// Highlights `text` as SourceEditor's document is set up: a plain-text layout (as
// QPlainTextEdit gives it), the highlighter attached, the text set, and the highlighter's
// queued first pass run. Later edits are highlighted as they happen.
void highlight(QTextDocument& doc, const QString& text) {
    doc.setDocumentLayout(new QPlainTextDocumentLayout(&doc));
    new MarkdownSourceHighlighter(&doc);
    doc.setPlainText(text);
    QCoreApplication::processEvents();
}

// The format the highlighter gave the character at (line, column), both 0-based; a default
// format when it gave none.
QTextCharFormat formatAt(const QTextDocument& doc, int line, int column) {
    const QTextBlock block = doc.findBlockByNumber(line);
    for (const QTextLayout::FormatRange& r : block.layout()->formats())
        if (column >= r.start && column < r.start + r.length) return r.format;
    return {};
}

QColor colorAt(const QTextDocument& doc, int line, int column) {
    const QTextCharFormat f = formatAt(doc, line, column);
    return f.hasProperty(QTextFormat::ForegroundBrush) ? f.foreground().color() : QColor();
}

bool boldAt(const QTextDocument& doc, int line, int column) {
    return formatAt(doc, line, column).fontWeight() >= QFont::Bold;
}

// Every character of the line has `color`.
bool lineIs(const QTextDocument& doc, int line, const QColor& color) {
    const QString text = doc.findBlockByNumber(line).text();
    for (int c = 0; c < text.size(); ++c)
        if (colorAt(doc, line, c) != color) return false;
    return !text.isEmpty();
}

// No character of the line has any highlighting.
bool linePlain(const QTextDocument& doc, int line) {
    return doc.findBlockByNumber(line).layout()->formats().isEmpty();
}

const char* kSource =
    "---\n"                                     // 0 fence
    "kind: CASE\n"                              // 1 key
    "  - key: a\n"                              // 2 list item key
    "title: \"# not a heading\"\n"              // 3
    "---\n"                                     // 4 fence
    "# 제목\n"                                  // 5 heading
    "본문 **굵은 관계** 와 나머지\n"            // 6 bold
    ":::evidence key=\"k\"\n"                   // 7 directive
    "```sql\n"                                  // 8 code fence
    "# not a heading in code\n"                 // 9 code
    "kind: not a key\n"                         // 10 code
    "```\n"                                     // 11 code fence
    "kind: not a key after the front matter\n"  // 12 plain
    "---\n";                                    // 13 not a fence: not on line 0

}  // namespace

class TestMarkdownSourceHighlighter : public QObject {
    Q_OBJECT

private slots:
    void frontMatterFencesAndKeysOnly() {
        QTextDocument doc;
        highlight(doc, QString::fromUtf8(kSource));
        QVERIFY(lineIs(doc, 0, kFence));
        QVERIFY(lineIs(doc, 4, kFence));
        // The key and its colon, not the value.
        for (int c = 0; c < 5; ++c) QCOMPARE(colorAt(doc, 1, c), kKey);
        QCOMPARE(colorAt(doc, 1, 6), QColor());
        // A list item's key after its dash.
        QCOMPARE(colorAt(doc, 2, 2), QColor());
        QCOMPARE(colorAt(doc, 2, 4), kKey);
        // Inside the front matter a '#' is not a heading.
        QCOMPARE(colorAt(doc, 3, 0), kKey);
        QCOMPARE(colorAt(doc, 3, 8), QColor());
    }

    void bodyHeadingsBoldDirectivesAndCode() {
        QTextDocument doc;
        highlight(doc, QString::fromUtf8(kSource));
        QVERIFY(lineIs(doc, 5, kHeading));
        QVERIFY(boldAt(doc, 5, 0));
        // **...** bold, the text around it not.
        const QString line6 = doc.findBlockByNumber(6).text();
        const int open = int(line6.indexOf(QStringLiteral("**")));
        const int close = int(line6.lastIndexOf(QStringLiteral("**"))) + 1;
        QVERIFY(!boldAt(doc, 6, open - 1));
        for (int c = open; c <= close; ++c)
            QVERIFY2(boldAt(doc, 6, c), qPrintable(QString::number(c)));
        QVERIFY(!boldAt(doc, 6, close + 1));
        QVERIFY(lineIs(doc, 7, kDirective));
        // A fenced block: fences and content in the code colour, no heading or key in it.
        for (int line = 8; line <= 11; ++line)
            QVERIFY2(lineIs(doc, line, kCode), qPrintable(QString::number(line)));
        QVERIFY(!boldAt(doc, 9, 0));
        // After the closing fence: body again; a `key:` there is plain text.
        QVERIFY(linePlain(doc, 12));
        // `---` is a front matter fence on the first line only.
        QVERIFY(linePlain(doc, 13));
    }

    void editingFencesRecolorsTheLinesAfter() {
        QTextDocument doc;
        highlight(doc, QString::fromUtf8(kSource));
        QVERIFY(lineIs(doc, 5, kHeading));

        // Without its closing fence the front matter runs on: the heading is a front matter
        // line now (no colour: it is not a key).
        QTextCursor c(doc.findBlockByNumber(4));
        c.select(QTextCursor::LineUnderCursor);
        c.insertText(QStringLiteral("more: value"));
        QCOMPARE(colorAt(doc, 4, 0), kKey);
        QVERIFY(linePlain(doc, 5));
        QVERIFY(linePlain(doc, 7));
        // Put back: the lines below are body again.
        c.select(QTextCursor::LineUnderCursor);
        c.insertText(QStringLiteral("---"));
        QVERIFY(lineIs(doc, 5, kHeading));
        QVERIFY(lineIs(doc, 7, kDirective));

        // An opened code fence swallows what follows until it is closed.
        QTextCursor d(doc.findBlockByNumber(7));
        d.select(QTextCursor::LineUnderCursor);
        d.insertText(QStringLiteral("~~~"));
        QVERIFY(lineIs(doc, 7, kCode));
        // The old opening fence now closes the block; the old content is body again.
        QVERIFY(lineIs(doc, 8, kCode));
        QVERIFY(lineIs(doc, 9, kHeading));
    }

    void noFrontMatterWithoutFenceOnFirstLine() {
        QTextDocument doc;
        highlight(doc, QStringLiteral("\n---\nkind: CASE\n---\n# 제목\n"));
        QVERIFY(linePlain(doc, 1));
        QVERIFY(linePlain(doc, 2));
        QVERIFY(lineIs(doc, 4, kHeading));
    }
};

QTEST_MAIN(TestMarkdownSourceHighlighter)
#include "tst_markdownsourcehighlighter.moc"
