#include <QRegularExpression>
#include <QtTest>
#include <thread>

#include "codehighlighter.h"
#include "htmlescape.h"

using namespace techlog;

namespace {

QString stripSpans(QString html) {
    static const QRegularExpression span(QStringLiteral("<span class=\"hl-[a-z]+\">|</span>"));
    return html.replace(span, QString());
}

QStringList classesIn(const QString& html) {
    QStringList out;
    static const QRegularExpression cls(QStringLiteral("<span class=\"hl-([a-z]+)\">"));
    for (auto it = cls.globalMatch(html); it.hasNext();) out << it.next().captured(1);
    out.removeDuplicates();
    out.sort();
    return out;
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
};

QTEST_GUILESS_MAIN(TestCodeHighlighter)
#include "tst_codehighlighter.moc"
