// ProbeSourceHighlighter on a QTextDocument: which characters of a probe or an isolation spec get
// which colour, and that the block state carries a `sql:` block scalar and a spec's `{ }` across
// lines and edits.
#include <QFile>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QtTest>

#include "probesourcehighlighter.h"

using namespace techlog;

namespace {

// The colours the highlighter uses (probesourcehighlighter.cpp).
const QColor kKey(0x1a, 0x5f, 0xa8);
const QColor kComment(0x80, 0x80, 0x80);
const QColor kString(0x0b, 0x7a, 0x4b);
const QColor kKeyword(0x8a, 0x2b, 0x8e);
const QColor kNumber(0xb4, 0x53, 0x09);

const QString kExample = QStringLiteral(
    TECHLOG_SOURCE_DIR "/examples/docs/sample-service/final/evidence/probes/claim-cas.probe.yaml");

// As SourceEditor sets its document up: a plain-text layout, the highlighter, the text, the
// highlighter's queued first pass run.
ProbeSourceHighlighter* highlight(
    QTextDocument& doc, const QString& text,
    ProbeSourceHighlighter::Language language = ProbeSourceHighlighter::Language::Probe) {
    doc.setDocumentLayout(new QPlainTextDocumentLayout(&doc));
    auto* h = new ProbeSourceHighlighter(&doc, language);
    doc.setPlainText(text);
    QCoreApplication::processEvents();
    return h;
}

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

// The first line at or after `from` that holds `needle`, and where in it.
struct Place {
    int line = -1;
    int column = -1;
};
Place find(const QTextDocument& doc, const QString& needle, int from = 0) {
    for (QTextBlock b = doc.findBlockByNumber(from); b.isValid(); b = b.next()) {
        const qsizetype at = b.text().indexOf(needle);
        if (at >= 0) return {b.blockNumber(), int(at)};
    }
    return {};
}

// The colour of the first character of `needle` (first found at or after line `from`), and
// of its last.
QColor colorOf(const QTextDocument& doc, const QString& needle, int from = 0) {
    const Place p = find(doc, needle, from);
    if (p.line < 0) return QColor(Qt::magenta);  // fails every comparison with a real colour
    const QColor first = colorAt(doc, p.line, p.column);
    return colorAt(doc, p.line, p.column + int(needle.size()) - 1) == first ? first
                                                                            : QColor(Qt::cyan);
}

QString readExample() {
    QFile f(kExample);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

}  // namespace

class TestProbeSourceHighlighter : public QObject {
    Q_OBJECT

private slots:
    void languageFollowsTheFileName() {
        using L = ProbeSourceHighlighter::Language;
        QCOMPARE(ProbeSourceHighlighter::languageOf(
                     QStringLiteral("final/evidence/probes/a.probe.yaml")),
                 std::optional<L>(L::Probe));
        QCOMPARE(ProbeSourceHighlighter::languageOf(QStringLiteral("specs/x.spec")),
                 std::optional<L>(L::IsolationSpec));
        QVERIFY(!ProbeSourceHighlighter::languageOf(QStringLiteral("final/document.md")));
    }

    void exampleProbeKeysCommentsAndSql() {
        const QString text = readExample();
        QVERIFY2(!text.isEmpty(), qPrintable(kExample));
        QTextDocument doc;
        highlight(doc, text);

        // YAML: a comment, keys (a Korean title's too), a list item's key.
        QCOMPARE(colorOf(doc, QStringLiteral("# A compare-and-set")), kComment);
        QCOMPARE(colorOf(doc, QStringLiteral("probe")), kKey);
        QCOMPARE(colorOf(doc, QStringLiteral("claim-cas")), QColor());
        QCOMPARE(colorOf(doc, QStringLiteral("title")), kKey);
        QCOMPARE(colorOf(doc, QStringLiteral("file")), kKey);

        // A `sql: |` block scalar: its lines are SQL.
        const int reset = find(doc, QStringLiteral("- sql: |")).line;
        QVERIFY(reset > 0);
        QCOMPARE(colorOf(doc, QStringLiteral("sql"), reset), kKey);
        QCOMPARE(colorOf(doc, QStringLiteral("DELETE"), reset), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("FROM"), reset), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("idempotency_record;"), reset), QColor());
        QCOMPARE(colorOf(doc, QStringLiteral("VALUES"), reset), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("'upload:42'"), reset), kString);
        QCOMPARE(colorOf(doc, QStringLiteral(", 3,"), reset), QColor());  // the comma
        QCOMPARE(colorAt(doc, find(doc, QStringLiteral(", 3,"), reset).line,
                         find(doc, QStringLiteral(", 3,"), reset).column + 2),
                 kNumber);
        // After it, YAML again: `sessions` is a key, not SQL.
        QCOMPARE(colorOf(doc, QStringLiteral("sessions"), reset), kKey);
        QCOMPARE(colorOf(doc, QStringLiteral("name"), reset), kKey);

        // `sql: SELECT ...` on the key's line.
        const Place select = find(doc, QStringLiteral("sql: SELECT"));
        QVERIFY(select.line > 0);
        QCOMPARE(colorAt(doc, select.line, select.column), kKey);
        QCOMPARE(colorAt(doc, select.line, select.column + 5), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("WHERE"), select.line), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("'upload:42'"), select.line), kString);
        QCOMPARE(colorOf(doc, QStringLiteral("name"), select.line + 1), kKey);

        // The next block scalar, and YAML after it at a lesser indentation.
        const int start = find(doc, QStringLiteral("UPDATE idempotency_record")).line;
        QCOMPARE(colorOf(doc, QStringLiteral("UPDATE"), start), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("SET"), start), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("AND"), start), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("permutations"), start), kKey);
        QCOMPARE(colorOf(doc, QStringLiteral("w1_read w2_read"), start), QColor());
        // Quoted YAML strings are strings, even with a `#` inside.
        QCOMPARE(colorOf(doc, QStringLiteral("\"# PostgreSQL {server_version}\"")), kString);
    }

    void oneLineSqlWithCommentsBlankLinesAndKorean() {
        QTextDocument doc;
        highlight(doc, QStringLiteral("observe:\n"
                                      "  - name: 남은_행\n"
                                      "    sql: SELECT '한국어 𝄞' FROM t # 설명\n"
                                      "reset:\n"
                                      "  - sql: |\n"
                                      "      -- 초기화\n"
                                      "\n"
                                      "      DELETE FROM 대기열 WHERE n = 7\n"
                                      "  - sql:\n"
                                      "      SELECT 1\n"
                                      "      FROM t # 끝\n"
                                      "count: 3\n"));
        QCOMPARE(colorOf(doc, QStringLiteral("SELECT")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("'한국어 𝄞'")), kString);
        QCOMPARE(colorOf(doc, QStringLiteral("FROM")), kKeyword);  // after Korean and a clef
        QCOMPARE(colorOf(doc, QStringLiteral("# 설명")), kComment);
        QCOMPARE(colorOf(doc, QStringLiteral("-- 초기화")), kComment);
        // A blank line inside the block scalar does not end it.
        QCOMPARE(colorOf(doc, QStringLiteral("DELETE")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("WHERE")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("7")), kNumber);
        // A plain scalar that starts on the next line, with a YAML comment after it.
        const int plain = find(doc, QStringLiteral("      SELECT 1")).line;
        QCOMPARE(colorOf(doc, QStringLiteral("SELECT"), plain), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("FROM"), plain), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("# 끝"), plain), kComment);
        QCOMPARE(colorOf(doc, QStringLiteral("count")), kKey);
        QCOMPARE(colorOf(doc, QStringLiteral("3"), plain + 2), kNumber);
    }

    // An edit that turns `sql: |` into another key: the lines below are drawn again as YAML.
    void editingTheKeyRedrawsTheBlockBelow() {
        QTextDocument doc;
        highlight(doc, QStringLiteral("reset:\n  - sql: |\n      DELETE FROM t\nrace:\n"));
        QCOMPARE(colorOf(doc, QStringLiteral("DELETE")), kKeyword);
        QTextCursor cursor(doc.findBlockByNumber(1));
        cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, 4);
        cursor.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, 3);
        cursor.insertText(QStringLiteral("note"));
        QCOMPARE(doc.findBlockByNumber(1).text(), QStringLiteral("  - note: |"));
        QCOMPARE(colorOf(doc, QStringLiteral("DELETE")), QColor());
        cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, 4);
        cursor.insertText(QStringLiteral("sql"));
        QCOMPARE(colorOf(doc, QStringLiteral("DELETE")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("race")), kKey);
    }

    void isolationSpecKeywordsCommentsAndSqlInBraces() {
        QTextDocument doc;
        highlight(doc,
                  QStringLiteral("# 외래 키 경합\n"
                                 "setup\n"
                                 "{\n"
                                 "  CREATE TABLE foo (a int PRIMARY KEY, b text);\n"
                                 "}\n"
                                 "\n"
                                 "session s1\n"
                                 "step \"session x\" { SELECT '한국어'; }\n"
                                 "step s1b\t{ INSERT INTO foo VALUES (42); }\n"
                                 "permutation s1b(*) \"session x\" s1b(s1 notices 2)\n"),
                  ProbeSourceHighlighter::Language::IsolationSpec);
        QCOMPARE(colorOf(doc, QStringLiteral("# 외래 키 경합")), kComment);
        QCOMPARE(colorOf(doc, QStringLiteral("setup")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("CREATE")), kKeyword);  // inside braces over lines
        QCOMPARE(colorOf(doc, QStringLiteral("PRIMARY")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("session")), kKeyword);  // after the braces close
        QCOMPARE(colorOf(doc, QStringLiteral("s1")), QColor());
        const int quoted = find(doc, QStringLiteral("step \"session x\"")).line;
        QCOMPARE(colorOf(doc, QStringLiteral("step"), quoted), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("session x"), quoted), QColor());  // a name
        QCOMPARE(colorOf(doc, QStringLiteral("SELECT"), quoted), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("'한국어'"), quoted), kString);
        QCOMPARE(colorOf(doc, QStringLiteral("INSERT")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("42")), kNumber);
        const int permutation = find(doc, QStringLiteral("permutation")).line;
        QCOMPARE(colorOf(doc, QStringLiteral("permutation")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("notices"), permutation), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("2"), permutation), kNumber);
        QCOMPARE(colorOf(doc, QStringLiteral("s1b"), permutation), QColor());
    }

    void switchingLanguageRedraws() {
        QTextDocument doc;
        ProbeSourceHighlighter* h = highlight(doc, QStringLiteral("step s { SELECT 1; }\n"));
        QCOMPARE(colorOf(doc, QStringLiteral("SELECT")), QColor());
        h->setLanguage(ProbeSourceHighlighter::Language::IsolationSpec);
        QCOMPARE(colorOf(doc, QStringLiteral("step")), kKeyword);
        QCOMPARE(colorOf(doc, QStringLiteral("SELECT")), kKeyword);
    }
};

QTEST_MAIN(TestProbeSourceHighlighter)
#include "tst_probesourcehighlighter.moc"
