// Document's own helpers. columnOf is the one place DocumentChecks and EvidenceChecks find an
// attribute on a directive's line (they each had a copy).
#include <QtTest>

#include "document.h"

using namespace techlog;

namespace {

// A body read from line `bodyLine` of its file (front matter above it).
Document withBody(const QString& body, int bodyLine = 1) {
    Document d;
    d.body = body;
    d.bodyLine = bodyLine;
    return d;
}

}  // namespace

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void columnOfAtTheStartOfTheFirstLineIsOne() {
        const Document d = withBody(QStringLiteral("key=\"k\"\nnext"));
        QCOMPARE(d.columnOf(1, QStringLiteral("key="), 99), 1);
    }

    void columnOfCountsLinesOfTheBodyFile() {
        // Line 7 of the file is the body's third line.
        const Document d =
            withBody(QStringLiteral("# 제목\n\n:::evidence key=\"k\" caption=\"표\"\n:::\n"), 5);
        QCOMPARE(d.columnOf(7, QStringLiteral("key="), 99), 13);
        QCOMPARE(d.columnOf(7, QStringLiteral("caption="), 99), 21);
    }

    void columnOfTakesTheFirstOnTheLineAndNoOtherLine() {
        const Document d = withBody(QStringLiteral("a key= key=\nkey="));
        QCOMPARE(d.columnOf(1, QStringLiteral("key="), 99), 3);
        QCOMPARE(d.columnOf(2, QStringLiteral("key="), 99), 1);
    }

    void columnOfOnTheLastLineWithoutANewline() {
        const Document d = withBody(QStringLiteral("one\ntwo caption="), 3);
        QCOMPARE(d.columnOf(4, QStringLiteral("caption="), 99), 5);
    }

    void columnOfAtTheEndOfALine() {
        const Document d = withBody(QStringLiteral("text=\n"));
        QCOMPARE(d.columnOf(1, QStringLiteral("="), 99), 5);
    }

    void columnOfCountsUtf16CodeUnits() {
        // Hangul syllables are one code unit each; an emoji outside the BMP is two.
        const Document d = withBody(QStringLiteral("가나 key=\n\U0001F600 key="));
        QCOMPARE(d.columnOf(1, QStringLiteral("key="), 99), 4);
        QCOMPARE(d.columnOf(2, QStringLiteral("key="), 99), 4);
    }

    void columnOfFallsBackWhenTheNeedleIsMissing() {
        const Document d = withBody(QStringLiteral(":::evidence caption=\"x\""));
        QCOMPARE(d.columnOf(1, QStringLiteral("key="), 42), 42);
    }

    void columnOfFallsBackOutsideTheBody() {
        const Document d = withBody(QStringLiteral("key=\nkey="), 10);
        QCOMPARE(d.columnOf(9, QStringLiteral("key="), 42), 42);   // front matter
        QCOMPARE(d.columnOf(12, QStringLiteral("key="), 42), 42);  // past the end
        QCOMPARE(withBody(QString()).columnOf(1, QStringLiteral("key="), 42), 42);
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
