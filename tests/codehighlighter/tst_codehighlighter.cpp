#include <QProcess>
#include <QRegularExpression>
#include <QtTest>
#include <barrier>
#include <thread>

#include "codehighlighter.h"
#include "htmlescape.h"

using namespace techlog;

namespace {

QString stripSpans(QString html) {
    static const QRegularExpression span(QStringLiteral("<span class=\"hl-[a-z]+\">|</span>"));
    return html.replace(span, QString());
}

// The HTML highlight() writes, rebuilt from spans(): the two must name the same runs.
QString htmlOfSpans(const QString& text, const QList<CodeSpan>& spans) {
    QString html;
    int at = 0;
    for (const CodeSpan& s : spans) {
        html += HtmlEscape::escape(text.mid(at, s.start - at));
        html += QStringLiteral("<span class=\"hl-%1\">").arg(s.element) +
                HtmlEscape::escape(text.mid(s.start, s.length)) + QStringLiteral("</span>");
        at = s.start + s.length;
    }
    return html + HtmlEscape::escape(text.mid(at));
}

// The span that starts at `start`, else an empty one.
CodeSpan spanAt(const QList<CodeSpan>& spans, qsizetype start) {
    for (const CodeSpan& s : spans)
        if (s.start == start) return s;
    return {};
}

QStringList classesIn(const QString& html) {
    QStringList out;
    static const QRegularExpression cls(QStringLiteral("<span class=\"hl-([a-z]+)\">"));
    for (auto it = cls.globalMatch(html); it.hasNext();) out << it.next().captured(1);
    out.removeDuplicates();
    out.sort();
    return out;
}

// The child's part of firstHighlightsOnManyThreadsAtOnce: threads that highlight for the first
// time in this process, all at the same moment. Exit 0 when every thread got the same bytes.
int highlightOnFreshThreads() {
    constexpr int kThreads = 12;
    const QString code = QStringLiteral("SELECT a FROM t WHERE b = 'c';\n");
    std::barrier start(kThreads);
    std::vector<std::optional<QString>> out(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t] {
            start.arrive_and_wait();
            out[size_t(t)] = CodeHighlighter::highlight(code, QStringLiteral("sql"));
        });
    for (std::thread& th : threads) th.join();
    for (const std::optional<QString>& o : out)
        if (!o || *o != *out[0] || !o->contains(QLatin1String("hl-keyword"))) return 3;
    return 0;
}

}  // namespace

class TestCodeHighlighter : public QObject {
    Q_OBJECT
private slots:
    void languagesRequiredByTheFormatAreKnown() {
        for (const char* lang : {"java", "sql", "yaml", "yml", "shell", "sh", "bash", "console",
                                 "JAVA", "python", "cpp", "xml", "json", "properties", "diff"})
            QVERIFY2(CodeHighlighter::knowsLanguage(QString::fromLatin1(lang)), lang);
    }

    void unknownOrOddLanguagesAreNotHighlighted() {
        QVERIFY(!CodeHighlighter::highlight(QStringLiteral("x"), QStringLiteral("nosuchlang")));
        QVERIFY(
            !CodeHighlighter::highlight(QStringLiteral("x"), QStringLiteral("../../etc/passwd")));
        QVERIFY(!CodeHighlighter::highlight(QStringLiteral("x"), QString()));
    }

    void javaKeywordsTypesStringsCommentsAndNumbers_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("classes");
        QTest::newRow("java") << QStringLiteral("java")
                              << QStringLiteral(
                                     "public final class A {\n  /* block\n     comment */\n"
                                     "  int n = 42; String s = \"x\"; // end\n}\n")
                              << QStringList{QStringLiteral("comment"), QStringLiteral("keyword"),
                                             QStringLiteral("number"), QStringLiteral("string"),
                                             QStringLiteral("type")};
        QTest::newRow("sql") << QStringLiteral("sql")
                             << QStringLiteral(
                                    "-- fence check\nUPDATE lease SET fence = fence + 1 "
                                    "WHERE owner = 'a' AND fence = 5;\n")
                             << QStringList{QStringLiteral("comment"), QStringLiteral("keyword"),
                                            QStringLiteral("number"), QStringLiteral("string")};
        QTest::newRow("yaml") << QStringLiteral("yaml")
                              << QStringLiteral(
                                     "---\nkind: CASE # c\nassets:\n  - key: \"k\"\n"
                                     "    file: '../x.svg'\nzoom: true\ncount: 69\n")
                              << QStringList{QStringLiteral("comment"), QStringLiteral("keyword"),
                                             QStringLiteral("number"), QStringLiteral("string"),
                                             QStringLiteral("type")};
        QTest::newRow("shell") << QStringLiteral("shell")
                               << QStringLiteral("# run it\nfor i in 1 2; do echo \"$i\"; done\n")
                               << QStringList{QStringLiteral("comment"), QStringLiteral("keyword"),
                                              QStringLiteral("string")};
    }
    void javaKeywordsTypesStringsCommentsAndNumbers() {
        QFETCH(QString, lang);
        QFETCH(QString, code);
        QFETCH(QStringList, classes);
        const std::optional<QString> html = CodeHighlighter::highlight(code, lang);
        QVERIFY(html);
        const QStringList found = classesIn(*html);
        for (const QString& c : classes)
            QVERIFY2(found.contains(c), qPrintable(lang + QStringLiteral(": no hl-") + c +
                                                   QStringLiteral(" in ") + *html));
        for (const QString& c : found) QVERIFY(CodeHighlighter::cssElements().contains(c));
    }

    void removingSpansGivesEscapedCode() {
        const QString code = QStringLiteral(
            "if (a < b && c > d) { s = \"<x>\"; } // 한국어 주석 & more\n\tint y;\n\nlast line no "
            "newline");
        for (const char* lang : {"java", "sql", "yaml", "sh", "cpp"}) {
            const std::optional<QString> html =
                CodeHighlighter::highlight(code, QString::fromLatin1(lang));
            QVERIFY(html);
            QCOMPARE(stripSpans(*html), HtmlEscape::escape(code));
        }
    }

    void sameBytesAcrossThreads() {
        const QString code = QStringLiteral("SELECT a, b FROM t WHERE x = 'y' -- c\n");
        const QString first = *CodeHighlighter::highlight(code, QStringLiteral("sql"));
        std::vector<std::thread> threads;
        std::atomic_int mismatches{0};
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                const QString lang = t % 2 ? QStringLiteral("sql") : QStringLiteral("postgresql");
                for (int i = 0; i < 200; ++i) {
                    if (CodeHighlighter::highlight(code, lang) != first) ++mismatches;
                }
            });
        }
        for (auto& th : threads) th.join();
        QCOMPARE(mismatches.load(), 0);
    }

    // Each thread's first highlight builds its engine, which asks Source-highlight for its data
    // folder; the library keeps it in a static string that it assigns without a lock, so
    // engines built at once assigned it together (undefined behaviour: a buffer freed twice).
    // Engines are now built one at a time (codehighlighter.cpp, sourceHighlightFiles). That
    // race is in a process's first highlights only, so this runs fresh processes, each with
    // twelve threads highlighting at the same moment, and the sanitizer build runs it too. It
    // is a stress test: the unlocked build also passed it 75 times, the race being narrow.
    void firstHighlightsOnManyThreadsAtOnce() {
        for (int run = 0; run < 10; ++run) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("TECHLOG_TEST_FRESH_THREADS"), QStringLiteral("1"));
            child.setProcessEnvironment(env);
            child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            child.start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(child.waitForFinished(60000));
            QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
                     qPrintable(QStringLiteral("run %1: exit %2, status %3")
                                    .arg(run)
                                    .arg(child.exitCode())
                                    .arg(int(child.exitStatus()))));
        }
    }

    // A YAML line of `> ` makes the key rule search the rest of the line from every token:
    // quadratic. Past the budget the block is not highlighted, and the caller is told.
    void quadraticLineStopsAtTheBudget() {
        bool tooCostly = false;
        const QString code = (QStringLiteral("> ").repeated(7000) + QLatin1Char('\n')).repeated(8);
        QVERIFY(!CodeHighlighter::highlight(code, QStringLiteral("yaml"),
                                            CodeHighlighter::Driver::Line, &tooCostly));
        QVERIFY(tooCostly);
    }

    void overlongLinesAndBlocksAreNotHighlighted() {
        bool tooCostly = false;
        const QString identifier(CodeHighlighter::kMaxLineBytes + 1, QLatin1Char('a'));
        QVERIFY(!CodeHighlighter::highlight(identifier, QStringLiteral("java"),
                                            CodeHighlighter::Driver::Line, &tooCostly));
        QVERIFY(tooCostly);
        const QString block =
            QStringLiteral("int x = 1;\n").repeated(CodeHighlighter::kMaxBlockBytes / 11 + 1);
        QVERIFY(!CodeHighlighter::highlight(block, QStringLiteral("java"),
                                            CodeHighlighter::Driver::Line, &tooCostly));
        QVERIFY(tooCostly);
    }

    // Real code of a realistic size stays within the budget: the bound is not a cap on
    // ordinary blocks.
    void ordinaryCodeIsStillHighlighted() {
        bool tooCostly = true;
        const QString java =
            QStringLiteral(
                "public final class JobClaims {\n"
                "    private static final String SQL = \"update job_claim set state = ? where id = "
                "?\";\n"
                "    // renews the lease only for its owner\n"
                "    int renew(long id, String owner) { return jdbc.update(SQL, owner, id); }\n"
                "}\n")
                .repeated(200);
        const std::optional<QString> out = CodeHighlighter::highlight(
            java, QStringLiteral("java"), CodeHighlighter::Driver::Line, &tooCostly);
        QVERIFY(out);
        QVERIFY(!tooCostly);
        QVERIFY(out->contains(QStringLiteral("hl-keyword")));
        const QString yaml =
            QStringLiteral("key: value # comment\nlist:\n  - 'a'\n  - 2\n").repeated(500);
        QVERIFY(CodeHighlighter::highlight(yaml, QStringLiteral("yaml"),
                                           CodeHighlighter::Driver::Line, &tooCostly));
        QVERIFY(!tooCostly);
    }

    // Source-highlight matches UTF-8 bytes; the spans are QString positions. Korean (three
    // bytes, one unit) and a clef (four bytes, two units) before a run must not shift it.
    void yamlSpansAreUtf16PositionsWithKoreanText() {
        const QString line =
            QStringLiteral("title: 갱신 뒤 \"따옴표 𝄞\" 그리고 'ㄱ' # 주석도 한국어 count: 3");
        const std::optional<QList<CodeSpan>> spans =
            CodeHighlighter::spans(line, QStringLiteral("yaml"));
        QVERIFY(spans);
        QCOMPARE(spanAt(*spans, 0), (CodeSpan{0, 5, QStringLiteral("type")}));
        const qsizetype dq = line.indexOf(u'"');
        QCOMPARE(spanAt(*spans, dq), (CodeSpan{int(dq), int(line.indexOf(u'"', dq + 1) - dq + 1),
                                               QStringLiteral("string")}));
        const qsizetype sq = line.indexOf(u'\'');
        QCOMPARE(spanAt(*spans, sq), (CodeSpan{int(sq), 3, QStringLiteral("string")}));
        const qsizetype hash = line.indexOf(u'#');
        QCOMPARE(spanAt(*spans, hash),
                 (CodeSpan{int(hash), int(line.size() - hash), QStringLiteral("comment")}));
        QCOMPARE(spans->last().start + spans->last().length, int(line.size()));
    }

    void sqlSpansAreUtf16PositionsWithKoreanText() {
        const QString line = QStringLiteral(
            "SELECT '한국어 문자열 𝄞', 42 FROM 대기열 WHERE 상태 = 'PENDING' -- 한국어 주석");
        const std::optional<QList<CodeSpan>> spans =
            CodeHighlighter::spans(line, QStringLiteral("sql"));
        QVERIFY(spans);
        QCOMPARE(spanAt(*spans, 0), (CodeSpan{0, 6, QStringLiteral("keyword")}));
        const qsizetype str = line.indexOf(u'\'');
        QCOMPARE(spanAt(*spans, str).element, QStringLiteral("string"));
        QCOMPARE(line.mid(str, spanAt(*spans, str).length), QStringLiteral("'한국어 문자열 𝄞'"));
        const qsizetype number = line.indexOf(QStringLiteral("42"));
        QCOMPARE(spanAt(*spans, number), (CodeSpan{int(number), 2, QStringLiteral("number")}));
        for (const char* keyword : {"FROM", "WHERE"}) {
            const qsizetype at = line.indexOf(QLatin1String(keyword));
            QCOMPARE(spanAt(*spans, at),
                     (CodeSpan{int(at), int(qstrlen(keyword)), QStringLiteral("keyword")}));
        }
        const qsizetype pending = line.indexOf(QStringLiteral("'PENDING'"));
        QCOMPARE(spanAt(*spans, pending), (CodeSpan{int(pending), 9, QStringLiteral("string")}));
        const qsizetype comment = line.indexOf(QStringLiteral("--"));
        QCOMPARE(spanAt(*spans, comment),
                 (CodeSpan{int(comment), int(line.size() - comment), QStringLiteral("comment")}));
    }

    // The spans are the HTML's runs: rebuilt into HTML they give highlight()'s bytes, over
    // several lines too (positions then count the line ends).
    void spansAreTheRunsOfTheHtml() {
        const QString code = QStringLiteral(
            "if (a < b && c > d) { s = \"<x>\"; } // 한국어 주석 & more\n\tint y = 7;\n\n"
            "key: '값' # 설명\nSELECT 1 -- 끝\nlast line no newline");
        for (const char* lang : {"java", "sql", "yaml", "sh", "cpp"}) {
            const QString language = QString::fromLatin1(lang);
            const std::optional<QList<CodeSpan>> spans = CodeHighlighter::spans(code, language);
            const std::optional<QString> html = CodeHighlighter::highlight(code, language);
            QVERIFY(spans && html);
            QVERIFY2(!spans->isEmpty(), lang);
            QCOMPARE(htmlOfSpans(code, *spans), *html);
            for (const CodeSpan& s : *spans)
                QVERIFY(CodeHighlighter::cssElements().contains(s.element));
        }
    }

    void spansKeepTheBounds() {
        bool tooCostly = false;
        QVERIFY(
            !CodeHighlighter::spans(QStringLiteral("x"), QStringLiteral("nosuchlang"), &tooCostly));
        QVERIFY(!tooCostly);
        // The bound counts bytes: a third of it in Korean is over it.
        const QString korean(CodeHighlighter::kMaxLineBytes / 3 + 1, QChar(0xac00));
        QVERIFY(CodeHighlighter::spans(korean.left(korean.size() - 2), QStringLiteral("sql"),
                                       &tooCostly));
        QVERIFY(!tooCostly);
        QVERIFY(!CodeHighlighter::spans(korean, QStringLiteral("sql"), &tooCostly));
        QVERIFY(tooCostly);
        const QString quadratic = QStringLiteral("> ").repeated(7000);
        QVERIFY(!CodeHighlighter::spans(quadratic, QStringLiteral("yaml"), &tooCostly));
        QVERIFY(tooCostly);
        // Neither leaves anything behind for the HTML that follows.
        QCOMPARE(*CodeHighlighter::highlight(QStringLiteral("SELECT 1"), QStringLiteral("sql")),
                 QStringLiteral("<span class=\"hl-keyword\">SELECT</span> "
                                "<span class=\"hl-number\">1</span>"));
    }
};

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsSet("TECHLOG_TEST_FRESH_THREADS")) return highlightOnFreshThreads();
    QCoreApplication app(argc, argv);
    TestCodeHighlighter test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_codehighlighter.moc"
